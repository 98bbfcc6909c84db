"""Stunning a unit that is already stunned (423.1.a.1): the unit may still be chosen (the
clause's own example), but it is not stunned again, and the answer says both."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked


def test_an_already_stunned_unit_may_be_chosen_but_is_not_stunned_again() -> None:
    question = "Can I stun a unit that is already stunned?"
    asked(question, "no", cites=("423.1.a.1",), says="may still be chosen")


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        "A unit I stunned during my main phase: is it still stunned during my opponent's next "
        "turn?",
        "If my opponent's unit gets stunned during their main phase, is it still stunned on my "
        "next turn?",
    ],
)
def test_a_unit_stunned_in_a_main_phase_is_not_stunned_next_turn(
    question: str, version: str
) -> None:
    """The main phase is when the query has the unit stunned (423.1.a.2 in both versions)."""
    asked(question, "no", cites=("423.1.a.2",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "If my unit gets stunned during my opponent's turn, is it still stunned on my next turn?",
        "If my unit gets stunned during a showdown, is it still stunned next turn?",
        "If my unit gets stunned during my main phase, is it still stunned?",
    ],
)
def test_a_stun_at_another_time_is_not_read_as_one_in_a_main_phase(question: str) -> None:
    asked(question, "unknown", version="2026-03-30")


@pytest.mark.parametrize(
    ("version", "verdict", "rules"),
    [
        ("2026-07-16", "no", {"423.1.a.2", "317.2.c"}),  # lost in this turn's step 3d
        ("2026-03-30", "yes", {"423.1.a.2"}),  # lost at the beginning of the next Ending Step
    ],
)
@pytest.mark.parametrize(
    "question",
    [
        "A unit was stunned during my ending phase. Is it still stunned on my opponent's next "
        "turn?",
        "If my unit gets stunned during my ending phase, is it still stunned next turn?",
    ],
)
def test_a_stun_in_the_ending_phase_is_judged_on_a_board(
    question: str, version: str, verdict: str, rules: set[str]
) -> None:
    """Stunned in the Ending Step, play proceeding to the next turn's Main Phase."""
    asked(question, verdict, cites=rules, version=version)


STUNNED_IN = "If my unit gets stunned during {}, is it still stunned {}?"


@pytest.mark.parametrize(
    ("ending_phase", "turn", "after_it"),
    [
        ("my ending phase", "on my next turn", False),  # your opponent's turn comes between
        ("my ending phase", "on my opponent's next turn", True),
        ("my ending phase", "after my turn ends", True),
        ("my opponent's ending phase", "on my next turn", True),
        ("my opponent's ending phase", "on my opponent's next turn", False),
        ("my opponent's ending phase", "next turn", True),
        ("the ending phase", "next turn", True),
    ],
)
def test_whose_ending_phase_and_whose_next_turn_are_read(
    ending_phase: str, turn: str, after_it: bool
) -> None:
    """1v1: turns alternate, so a player's next turn after their own Ending Phase is not the
    turn right after. v1.3 keeps the stun until the next Ending Step begins: through the
    turn right after, not the one after that; v1.4 ends it in the Expiration Step."""
    question = STUNNED_IN.format(ending_phase, turn)
    stun_ends = ("423.1.a.2",)
    asked(question, "yes" if after_it else "no", cites=stun_ends, version="2026-03-30")
    asked(question, "no", cites=(*stun_ends, "317.2.c"), version="2026-07-16")


def test_the_ending_phase_said_is_whose_the_board_has() -> None:
    question = STUNNED_IN.format("my opponent's ending phase", "on my next turn")
    answer = asked(question, "yes", version="2026-03-30")
    assert "it is opponent's ending phase" in answer.understood, answer.understood
    assert "the unit was stunned in the Ending Step of your opponent's turn" in " ".join(
        answer.notes
    ), answer.notes


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_the_opponents_stunned_unit_is_theirs_on_the_board(version: str) -> None:
    """Whose the unit is changes no verdict here, but the board and its restatement say it:
    the opponent controls it, as a unit stunned again is built (`_again_thing`)."""
    question = (
        "If my opponent's unit gets stunned during my ending phase, is it still stunned on "
        "my opponent's next turn?"
    )
    answer = asked(question, "yes" if version == "2026-03-30" else "no", version=version)
    assert answer.scenario is not None
    units = answer.scenario["situation"]["units"]
    assert units == [{"name": "your opponent's unit", "stunned": True, "controller": "opponent"}]
    assert "your opponent's unit (at its base, stunned, controlled by opponent)" in " ".join(
        answer.understood.split()
    ), answer.understood


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    ("ending_phase", "turn"),
    [
        ("the ending phase", "on my next turn"),  # whose turn ended is not said
        ("their ending phase", "on my next turn"),
        ("my ending phase", "on their next turn"),
        ("my opponent's ending phase", "after my turn ends"),
        ("my ending phase", "at the end of my turn"),
    ],
)
def test_an_ending_phase_or_a_turn_not_placed_is_left_unknown(
    ending_phase: str, turn: str, version: str
) -> None:
    asked(STUNNED_IN.format(ending_phase, turn), "unknown", version=version)


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        "Does a stunned unit deal its might as combat damage?",
        "My unit is stunned. Does its might count toward the combat damage?",
        "Does a stunned unit add its might to combat damage?",
    ],
)
def test_a_stunned_units_might_asked_as_its_combat_damage(question: str, version: str) -> None:
    """Its Might as what it contributes to combat damage is 423.1.b's question."""
    asked(question, "no", cites=("423.1.b",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Does my unit deal its might as combat damage?",  # not stunned: not 423.1.b's
        "Does a stunned unit's might change?",  # its Might itself, not its combat damage
    ],
)
def test_might_said_otherwise_is_not_read_as_combat_damage(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        "Does a stunned unit contribute its Might to combat damage?",
        "Does a stunned unit still deal its combat damage?",
        "My unit is stunned during combat. Does its might still count toward the combat damage "
        "I deal?",
        "If my unit is stunned, does it deal damage during combat?",
        "Does a stunned defender add its Might to combat damage?",
    ],
)
def test_a_stunned_units_might_is_not_part_of_combat_damage(question: str, version: str) -> None:
    """Any wording of combat damage said with a stunned unit as what deals it (423.1.b)."""
    asked(question, "no", cites=("423.1.b",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Is a stunned unit dealt combat damage?",
        "Can combat damage be dealt to a stunned unit?",
        "Does combat damage get dealt to it if my unit is stunned?",
    ],
)
def test_combat_damage_dealt_to_a_stunned_unit_is_not_read_as_its_own(question: str) -> None:
    """The stunned unit receiving the damage is another question (423.1.c), never a no."""
    asked(question, "unknown")


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("My opponent's 4 Might unit is stunned. Does 2 damage kill it?", "no"),
        ("Does a stunned 5 might unit die to 3 damage?", "no"),
        ("If I stun a 3 might unit, can 1 damage kill it?", "no"),
        (
            "My opponent's 4-Might unit is stunned. Do I still need to deal it the full 4 damage "
            "to kill it?",
            "yes",
        ),
    ],
)
def test_a_stunned_unit_still_needs_damage_of_its_full_might(
    question: str, verdict: str, version: str
) -> None:
    """Less damage than the Might said does not kill it (423.1.c); its Might is needed."""
    asked(question, verdict, cites=("423.1.c",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Does 4 damage kill a stunned 4 might unit?",  # enough: no rule query says yes
        "My stunned 3 might unit has 1 damage already. Does 2 damage kill it?",
        # the stunned unit is not the one killed
        "Can my stunned 4 might unit kill a unit with 2 damage?",
        "Does an enemy unit die if my stunned 4 might unit deals 2 damage?",
    ],
)
def test_a_stunned_unit_with_enough_or_other_damage_is_left_unknown(question: str) -> None:
    asked(question, "unknown")
