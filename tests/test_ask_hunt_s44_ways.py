"""Hunt s44's F5, F7 and F6: a card's keywords left unsaid are judged in every way of the
time they decide with (each branch says both, so no two hold at once); a move whose kind is
not said is a standard move or a spell's or ability's; a "who" question names the player,
never yes."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

V13 = "2026-03-30"

KEYWORDS_UNSAID = [
    "Can I play a spell without Action during a showdown?",
    "Can I activate an ability of my unit during a showdown?",
    "Can I play a unit to a battlefield I control during a showdown there?",
    "I have Focus in a showdown. Can I play a spell without Action?",
    "Can I play a unit to a battlefield I control during a combat there?",
    "Can I play a unit to my base during a combat at a battlefield?",
    "Can I activate my gear's ability during a showdown?",
    "Can I play a spell during a showdown if I have Focus?",
    "In 2v2, can I play a spell without Action during a showdown?",
    "In a free-for-all, can I play a unit to my base during a showdown?",
    "My opponent has Focus in a showdown. Can I play a spell?",
]


def _ways(question: str, version: str | None = None) -> list[tuple[str, str, str]]:
    answer = ask(question, version) if version else ask(question)
    assert answer.verdict == "depends", answer.answer
    return [(b["assumed"], b["verdict"], b["citations"][0]["rule"]) for b in answer.branches]


@pytest.mark.parametrize("version", [None, V13])
@pytest.mark.parametrize("question", KEYWORDS_UNSAID)
def test_every_way_says_the_time_it_was_judged_in(question: str, version: str | None) -> None:
    # hunt-s44 F5: "yes if it has Reaction" had held whatever the chain and Focus
    for way, _, _ in _ways(question, version):
        assert "chain" in way, way


@pytest.mark.parametrize("version", [None, V13])
def test_a_reaction_is_judged_on_the_chain_and_with_focus(version: str | None) -> None:
    first = "813.1.b"
    assert _ways("Can I play a spell without Action during a showdown?", version) == [
        (
            "you have Focus and nothing is on the chain and your spell has no Reaction",
            "no",
            "310.1.a",
        ),
        ("you have Focus and nothing is on the chain and your spell has Reaction", "yes", first),
        ("your opponent has Focus and nothing is on the chain", "no", "313.1"),
        (
            "something is on the chain and you hold priority and your spell has no Reaction",
            "no",
            "310.1.a",
        ),
        (
            "something is on the chain and you hold priority and your spell has Reaction",
            "yes",
            first,
        ),
        ("something is on the chain and your opponent holds priority", "no", "312"),
    ]


def test_an_action_is_not_played_on_the_chain() -> None:
    ways = _ways("Can I activate my gear's ability during a showdown?")
    on_chain = "something is on the chain and you hold priority and the ability has Action"
    assert (on_chain, "no", "309.1.a") in ways


def test_who_controls_the_battlefield_is_said_with_the_time() -> None:
    # the control default's ways are judged in the time as taken, and said so
    ways = _ways("Can I play a unit to a battlefield during a showdown?")
    for way, _, _ in ways:
        assert "battlefield 2" in way and "chain" in way, way
    uncontrolled = "no one controls battlefield 2 and you have Focus and nothing is on the chain"
    assert (uncontrolled, "no", "355.2") in ways


EXHAUSTED_BEFORE = [
    "Does moving an exhausted unit to a battlefield with an enemy unit start a combat?",
    "After my exhausted unit moves to a battlefield with an enemy unit, does combat start?",
    "If my unit is exhausted, does moving it to a battlefield with an enemy unit start a combat?",
    "Does moving my unit to a battlefield my opponent controls with units start a combat if "
    "my unit was played this turn?",
]


@pytest.mark.parametrize("version", [None, V13])
@pytest.mark.parametrize("question", EXHAUSTED_BEFORE)
def test_a_spell_or_ability_can_move_a_unit_that_cannot_move_itself(
    question: str, version: str | None
) -> None:
    # hunt-s44 F7: "No." because the standard move is illegal; a spell's move is not
    answer = ask(question, version) if version else ask(question)
    assert answer.verdict == "depends"
    verdicts = {b["assumed"]: (b["verdict"], b["outcome"]) for b in answer.branches}
    assert verdicts == {
        "your unit makes a standard move": ("depends", "illegal"),
        "a spell or ability moves your unit": ("yes", "yes"),
    }


EXHAUSTED_AFTER = [
    "Does moving a unit to a battlefield with an enemy unit start a combat even if my unit is "
    "exhausted after moving?",
    "If my unit is exhausted after it moves to a battlefield with an enemy unit, does combat "
    "start?",
]


@pytest.mark.parametrize("version", [None, V13])
@pytest.mark.parametrize("question", EXHAUSTED_AFTER)
def test_exhausted_after_the_move_is_what_the_move_leaves(
    question: str, version: str | None
) -> None:
    answer = ask(question, version) if version else ask(question)
    assert answer.verdict == "yes"
    if version is None:  # combat begins in the next Neutral Open state
        assert answer.citations[0]["rule"] == "323.13"
    assert "the unit is exhausted by the move, not before it" in answer.assumed


@pytest.mark.parametrize(
    "question",
    [
        "Does moving my unit to a battlefield with an enemy unit during my opponent's turn "
        "start a combat?",
        "After my unit moves to a battlefield with an enemy unit during a showdown, does combat "
        "start?",
    ],
)
def test_no_move_of_its_own_at_that_time_is_not_no_combat(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize("version", [None, V13])
@pytest.mark.parametrize(
    "question",
    [
        "Who gains Focus first when a showdown begins?",
        "Who gets Focus first in combat?",
        "Who gains Focus when a showdown begins?",
        "In 2v2, who gets focus first in a showdown?",
    ],
)
def test_a_who_question_names_the_player(question: str, version: str | None) -> None:
    # hunt-s44 F6: the verdict had been "yes"
    answer = ask(question, version) if version else ask(question)
    assert (answer.verdict, answer.outcome) == ("depends", "you")
    assert answer.answer.startswith("You gain Focus")
