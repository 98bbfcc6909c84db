"""A unit's standard move with its readiness or its Ganking unsaid: each judged both ways in
every way the question is read, each branch naming only what decides it; said, or settled by
a card named, the one way judged. Asked whether a move happened: what a move is."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.branches import Branch, Way, decided


def _ways(question: str) -> list[tuple[str, str, str]]:
    answer = ask(question)
    assert answer.verdict == "depends", answer.answer
    return [(b["assumed"], b["verdict"], b["citations"][0]["rule"]) for b in answer.branches]


@pytest.mark.parametrize(
    "question", ["Can my unit move?", "Is my unit allowed to move to a battlefield?"]
)
def test_a_unit_whose_readiness_is_unsaid_is_judged_ready_and_exhausted(question: str) -> None:
    # exhausting the unit is the standard move's cost (144.2)
    assert _ways(question) == [
        ("your unit is ready", "yes", "144.4"),
        ("your unit is exhausted", "no", "144.2"),
    ]


def test_another_players_unit_is_named_as_theirs_in_the_branches() -> None:
    labels = [label for label, _, _ in _ways("Can my opponent's unit move to a battlefield?")]
    assert labels == ["the unit is ready", "the unit is exhausted"]


def test_a_unit_played_this_turn_entered_exhausted_or_was_accelerated() -> None:
    assert _ways("I played a unit this turn. Is it able to move to a battlefield?") == [
        ("your unit entered the board exhausted", "no", "144.2"),
        ("your unit was played with Accelerate, entering ready", "yes", "805.1.a"),
    ]


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


def test_a_move_between_battlefields_turns_on_ganking_and_readiness() -> None:
    assert _ways("Can my unit go from battlefield 1 to battlefield 2?") == [
        ("your unit is ready and it has no Ganking", "no", "144.4.c.1"),
        ("your unit is ready and it has Ganking", "yes", "144.4.c.1"),
        ("your unit is exhausted", "no", "144.2"),
    ]


def test_ganking_said_leaves_readiness_alone_open() -> None:
    ways = _ways("Can my unit with Ganking move from battlefield 1 to battlefield 2?")
    assert [(label, verdict) for label, verdict, _ in ways] == [
        ("your unit is ready", "yes"),
        ("your unit is exhausted", "no"),
    ]


def test_readiness_said_leaves_ganking_alone_open() -> None:
    ways = _ways("Can my ready unit move from battlefield 1 to battlefield 2?")
    assert [(label, verdict) for label, verdict, _ in ways] == [
        ("it has no Ganking", "no"),
        ("it has Ganking", "yes"),
    ]


def test_an_unsaid_destination_from_a_battlefield_is_judged_with_ganking_too() -> None:
    # the branch to another battlefield is judged with Ganking as well as without (144.4.c.1)
    ways = _ways("I have a unit at battlefield 1. Is it able to move?")
    assert [(label, verdict) for label, verdict, _ in ways] == [
        ("your unit is ready and it goes to your base", "yes"),
        ("your unit is ready, it goes to another battlefield and it has no Ganking", "no"),
        ("your unit is ready, it goes to another battlefield and it has Ganking", "yes"),
        ("your unit is exhausted", "no"),
    ]


def test_a_move_from_base_does_not_turn_on_ganking() -> None:
    answer = ask("Does my unit get to move from my base to a battlefield?")
    assert not any("Ganking" in branch["assumed"] for branch in answer.branches)


def test_where_every_way_agrees_the_answer_is_one_and_lists_what_was_assumed() -> None:
    answer = ask("Can a unit without Ganking move from battlefield 1 to battlefield 2?")
    assert (answer.verdict, answer.branches) == ("no", [])
    assert "your unit is ready (the answer is the same if your unit is exhausted)" in (
        answer.assumed
    )


def _branch(verdict: str) -> Branch:
    return Branch("", verdict, "", [], {})


def test_only_what_decides_a_branch_is_named() -> None:
    labels = [["to your base", "to another battlefield"], ["ready", "exhausted"]]
    judged = [
        (Way((0, 0), {}), _branch("yes")),
        (Way((1, 0), {}), _branch("yes")),
        (Way((0, 1), {}), _branch("no")),
        (Way((1, 1), {}), _branch("no")),
    ]
    branches, deciding = decided(labels, judged)
    assert [(b.label, b.verdict) for b in branches] == [("ready", "yes"), ("exhausted", "no")]
    assert deciding == {1}


@pytest.mark.parametrize(
    "question",
    ["I played a unit with Accelerate. Did it move?", "My unit was played. Has it moved?"],
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
