"""A unit's standard move with its readiness or its Ganking unsaid: taken as the question
presupposes (a ready unit, no Ganking, no Accelerate) and said as assumed, never silently;
said, or settled by a card named, the one way judged. Asked whether a move happened: what a
move is. The ask-dev set (the specification's own) expects these verdicts."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


def _assumed(question: str, verdict: str) -> list[str]:
    """The answer's verdict, checked, and what it says it assumed."""
    answer = ask(question)
    assert (answer.verdict, answer.branches) == (verdict, []), answer.answer
    return answer.assumed


READY = "ready (exhausting a unit is the standard move's cost, so an exhausted one cannot move)"
NO_GANKING = "no Ganking (Ganking lets a standard move go from a battlefield to another)"


@pytest.mark.parametrize(
    "question", ["Can my unit move?", "Is my unit allowed to move to a battlefield?"]
)
def test_a_unit_whose_readiness_is_unsaid_is_taken_ready_and_that_is_said(question: str) -> None:
    # a question about what the standard move allows presupposes a unit able to pay its
    # cost (144.2), as it presupposes the Main Phase: taken, and said
    assert f"your unit is {READY}" in _assumed(question, "yes")


def test_another_players_unit_is_named_as_theirs_in_the_assumption() -> None:
    assumed = _assumed("Can my opponent's unit move to a battlefield?", "yes")
    assert f"the unit is {READY}" in assumed


def test_a_unit_played_this_turn_entered_exhausted_and_accelerate_is_named() -> None:
    answer = ask("I played a unit this turn. Is it able to move to a battlefield?")
    assert (answer.verdict, answer.branches) == ("no", [])
    assert "your unit was played without Accelerate, so entered the board exhausted" in (
        answer.assumed
    )
    assert "Accelerate" in answer.answer  # the exception, said by the engine


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Can my exhausted unit move to a battlefield?", "no"),
        ("I played a unit this turn and didn't pay Accelerate. Can it move?", "no"),
        ("Can a unit played with Accelerate move this turn?", "yes"),
        ("Can my ready unit move from my base to a battlefield?", "yes"),
    ],
)
def test_readiness_said_is_the_one_way_judged(question: str, verdict: str) -> None:
    answer = ask(question)
    assert (answer.verdict, answer.branches) == (verdict, [])
    assert not any("ready" in said or "exhausted" in said for said in answer.assumed)


def test_a_move_between_battlefields_takes_no_ganking_and_says_so() -> None:
    assumed = _assumed("Can my unit go from battlefield 1 to battlefield 2?", "no")
    assert f"it has {NO_GANKING}" in assumed
    assert f"your unit is {READY}" in assumed


def test_ganking_said_leaves_readiness_alone_assumed() -> None:
    assumed = _assumed("Can my unit with Ganking move from battlefield 1 to battlefield 2?", "yes")
    assert f"your unit is {READY}" in assumed
    assert not any("Ganking" in said for said in assumed)


def test_readiness_said_leaves_ganking_alone_assumed() -> None:
    assumed = _assumed("Can my ready unit move from battlefield 1 to battlefield 2?", "no")
    assert f"it has {NO_GANKING}" in assumed
    assert not any("ready" in said for said in assumed)


def test_an_unsaid_destination_from_a_battlefield_says_its_ganking_assumption() -> None:
    # the branch to another battlefield is no without Ganking (144.4.c.1), said as assumed
    answer = ask("I have a unit at battlefield 1. Is it able to move?")
    assert [(b["assumed"], b["verdict"]) for b in answer.branches] == [
        ("it goes to your base", "yes"),
        ("it goes to another battlefield", "no"),
    ]
    assert f"it has {NO_GANKING}" in answer.assumed


def test_a_move_from_base_does_not_turn_on_ganking() -> None:
    answer = ask("Does my unit get to move from my base to a battlefield?")
    assert not any("Ganking" in said for said in answer.assumed)


def test_the_answer_lists_what_was_assumed() -> None:
    assumed = _assumed("Can a unit without Ganking move from battlefield 1 to battlefield 2?", "no")
    assert f"your unit is {READY}" in assumed


def test_each_way_judged_is_a_branch_named_by_how_it_takes_the_open_thing() -> None:
    """Two ways that agree (something on the chain, you or your opponent holding priority)
    stay two branches, each named by its own way, none by the others'."""
    question = (
        "During a showdown on my opponent's turn, can I play a spell with Action when I have focus?"
    )
    answer = ask(question)
    assert answer.verdict == "depends"
    assert [(b["assumed"], b["verdict"]) for b in answer.branches] == [
        ("nothing is on the chain", "yes"),
        ("something is on the chain and you hold priority", "no"),
        ("something is on the chain and your opponent holds priority", "no"),
    ]


@pytest.mark.parametrize(
    "question",
    [
        "I played a unit with Accelerate. Did it move?",
        "My unit was played. Has it moved?",
        "My unit was played with Accelerate. Has it moved?",  # the play is what happened
    ],
)
def test_being_played_is_not_a_move(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "no"
    assert answer.citations[0]["rule"] == "446.2"


@pytest.mark.parametrize("question", ["Did my unit move?", "Does my unit move?"])
def test_whether_a_move_happened_unsaid_cites_what_a_move_is(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "unknown"
    assert [c["rule"] for c in answer.citations[:2]] == ["446.1", "420.1"]
