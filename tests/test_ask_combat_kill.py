"""Whether a unit dies in a combat whose units the question describes by their Might, read
by judge/ask/readings/combat_might.py and played out by the engine's combat damage step and
cleanup (lethal damage kills, 323.5 in both versions)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

VERSIONS = ("2026-07-16", "2026-03-30")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "The attacker has 5 Might and the defender has one unit with 3 Might. Does the "
            "defending unit die?",
            "yes",
        ),
        (
            "I attack with 5 Might against a Tank unit with 3 Might and a unit with 2 Might. "
            "Does the Tank unit die?",
            "yes",
        ),
        (
            "I attack with 4 Might into a 2 Might unit and a 3 Might Backline unit. Does the "
            "Backline unit die?",
            "no",
        ),
        (
            "A unit with Shield 2 and 2 Might defends against an attacker with 3 Might. Does "
            "the defender die?",
            "no",
        ),
        (
            "A unit with Assault 2 and 1 Might attacks a 3 Might defender. Is the defender killed?",
            "yes",
        ),
        (
            "My opponent's unit with 3 Might attacks my 2 Might unit with Shield. Does my unit "
            "survive?",
            "no",
        ),
        (
            "Does the Backline unit die if I attack with 4 Might into a 2 Might unit and a 3 "
            "Might Backline unit?",
            "no",
        ),
        (
            "The attacker has two units with 3 Might each and the defender has a 5 Might unit. "
            "Does the defender die?",
            "yes",
        ),
    ],
)
def test_a_combat_said_by_its_might_is_played_out(
    question: str, verdict: str, version: str
) -> None:
    asked(question, verdict, cites=("323.5",), version=version)


@pytest.mark.parametrize("version", VERSIONS)
def test_a_stunned_attacker_kills_nothing(version: str) -> None:
    asked(
        "My unit with 3 Might is stunned and attacks into a 2 Might defender. Does the defender "
        "die?",
        "no",
        cites=("423.1.b",),
        version=version,
    )


def test_a_choice_of_assignment_that_decides_is_depends() -> None:
    answer = asked(
        "I attack with 5 Might into a 3 Might unit and a 4 Might unit. Does the 4 Might unit die?",
        "depends",
        says="the assigning player's choice",
    )
    assert "yes" in answer.answer and "no" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        # which unit is asked about is not said: two alike
        "I attack with 5 Might into a 3 Might unit and another 3 Might unit. Does the 3 Might "
        "unit die?",
        # each, or both together?
        "The attacker has two units with 3 Might and the defender has a 5 Might unit. Does "
        "the defender die?",
        # damage already marked, a mode of more players, a negation: not read here
        "My 3 Might unit with 2 damage attacks a 1 Might unit. Does my unit die?",
        "In 2v2, I attack with 5 Might into a 3 Might unit. Does the defender die?",
        "I attack with 5 Might into a 3 Might unit. Doesn't the defender die?",
        # "my" on both sides
        "My 3 Might unit attacks my 2 Might unit. Does it die?",
    ],
)
def test_a_combat_not_read_whole_is_unknown(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # units said after "and" take the role said after both
        (
            "My 2 Might unit with Tank and my 2 Might unit defend against a 3 Might attacker. "
            "Does my Tank unit die?",
            "yes",
        ),
        ("My opponent attacks with 2 Might into my 3 Might unit. Does their unit die?", "yes"),
        ("My opponent attacks with 5 Might into my 3 Might unit. Does their unit die?", "no"),
    ],
)
def test_whose_units_and_their_sides(question: str, verdict: str) -> None:
    asked(question, verdict, cites=("323.5",))


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("My opponent's unit has 2 Might and 2 damage. Does it die?", "yes"),
        ("An enemy unit with 3 Might and a buff has 3 damage. Does it die?", "no"),
        ("My opponent's unit has 0 Might and no damage. Does it die in a cleanup?", "no"),
    ],
)
def test_an_opponents_unit_dies_as_yours_would(question: str, verdict: str) -> None:
    asked(question, verdict, cites=("323.5",))


def test_an_opponents_unit_in_a_combat_is_in_it_with_a_unit_of_yours() -> None:
    # s44: the Might reader puts your opponent's unit in the role said, against a unit of yours
    answer = asked(
        "My opponent's unit with Assault 2 attacks. How much Might does it gain?",
        "depends",
        cites=("807.1.c",),
    )
    assert answer.outcome == "+2 Might"
