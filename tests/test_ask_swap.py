"""The reader of questions about swapping two units' Might (judge/ask/readings/swapping.py):
the wordings it reads, each answered by the engine, and those it leaves to the general
reader."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.readings.swapping import read_swap

# Written before the reader: the wordings a player would use, with the verdict the rules give.
ANSWERED = [
    (
        "I swap the Might of a 2 Might unit and a 5 Might unit: has the 2 Might unit 5 Might?",
        "yes",
    ),
    (
        "I swap the might of my 3 might unit and an enemy 6 might unit. Has the 6 one 3 might?",
        "yes",
    ),
    (
        "If I swap the Might of a 2 Might unit and a 5 Might unit, does the 5 Might unit keep it?",
        "no",
    ),
    ("Does swapping the Might of two units that both have 4 Might change anything?", "no"),
    ("Does swapping the Might of a 1 Might unit and a 7 Might unit change anything?", "yes"),
    ("If two 3 Might units swap Might, does anything change?", "no"),
    (
        "After swapping the Might of a 4 Might unit with a 1 Might unit, is the 1 Might unit at 4?",
        "yes",
    ),
]


@pytest.mark.parametrize(("question", "verdict"), ANSWERED)
def test_a_swap_question_is_answered(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer


def test_the_value_asked_is_the_swapped_might() -> None:
    answer = ask(
        "I swap the Might of a 2 Might unit and a 5 Might unit: what is the 2 Might unit's Might?"
    )
    assert "5 Might" in answer.answer


def test_each_units_might_is_read() -> None:
    candidate = read_swap(
        "I swap the Might of a 2 Might unit and a 5 Might unit: has the 2 Might unit 5 Might?"
    )
    assert candidate is not None
    mights = [unit["might"] for unit in candidate.doc["situation"]["units"]]
    assert mights == [2, 5]
    assert candidate.doc["actions"] == [{"swap": {"cards": ["your unit", "the other unit"]}}]


@pytest.mark.parametrize(
    "question",
    [
        "Can I swap the Might of two units?",  # no Might given: the swap is not settled
        "If I swap the Might of a 2 Might unit and a 5 Might unit: has the 3 Might unit 5 Might?",
        "I swap the Might of a 2 Might unit and a 5 Might unit and give it +2: what is its Might?",
        "If I swap the Might of a 2 Might unit, a 5 Might unit and a 4 Might unit, what happens?",
        # which one of two with the same Might:
        "If I swap the Might of two 2 Might units, does the 2 Might unit have 2 Might?",
    ],
)
def test_what_is_not_read_here(question: str) -> None:
    assert read_swap(question) is None


@pytest.mark.parametrize(
    ("question", "controllers"),
    [
        (
            "If I swap the might of my 3 might unit with an enemy 1 might unit, does the 1 "
            "might unit have 3 might?",
            [None, "opponent"],
        ),
        (
            "If I swap the Might of an enemy 4 Might unit and my 1 Might unit, is the 1 Might "
            "unit at 4?",
            ["opponent", None],
        ),
        (
            "Does swapping the Might of a 1 Might unit and a 7 Might unit change anything?",
            [None, None],
        ),
    ],
)
def test_an_enemy_unit_is_an_opponents_elsewhere(
    question: str, controllers: list[str | None]
) -> None:
    """A unit said to be an enemy's is the opponent's, at another battlefield than yours (no
    combat staged), and it is not said to be yours."""
    candidate = read_swap(question)
    assert candidate is not None
    units = candidate.doc["situation"]["units"]
    assert [unit.get("controller") for unit in units] == controllers
    places = {unit["at"] for unit in units if unit.get("controller") == "opponent"}
    assert not places & {unit["at"] for unit in units if "controller" not in unit}
    answer = ask(question)
    assert answer.verdict == "yes", answer.answer
    if "opponent" in controllers:
        assert not any("both units are yours" in note for note in answer.notes)


@pytest.mark.parametrize(
    "question",
    [
        "Can I swap whenever I want?",
        "Can I swap the Might of two units whenever I want?",
        "Is it legal to swap the might of two units at will?",
    ],
)
def test_a_swap_is_not_taken_at_will(question: str) -> None:
    """Swapping is a Limited Action: players swap only when game effects direct them."""
    answer = ask(question)
    assert answer.verdict == "no", answer.answer
    assert "433.2.a" in [c["rule"] for c in answer.citations]


def test_a_swap_question_not_read_says_why() -> None:
    """A swap question this reader does not read says what it does not read, not that Might
    is outside the model."""
    answer = ask("Does swapping a 1 and a 7 give the 7 Might unit 1 Might?")
    assert answer.verdict == "unknown"
    assert "'give'" in answer.answer
    assert "outside" not in answer.answer


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        # "the same Might" said of two units, no value; "does anything happen" (s44)
        "If I swap the Might of two units that have the same Might, does anything happen?",
        "I swap the Might of two units with the same Might. Does anything change?",
        "If I swap two 3 might units, does anything happen?",
    ],
)
def test_two_units_with_the_same_might_are_not_changed_by_a_swap(
    question: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == "no"
    assert "433.1.c" in {c["rule"] for c in answer.citations}


@pytest.mark.parametrize(
    "question",
    [
        "If I swap the Might of two units that have the same Might, what happens?",
        "If I swap the Might of two units that have the same Might, does the first have 3 might?",
    ],
)
def test_the_same_might_with_anything_else_asked_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"
