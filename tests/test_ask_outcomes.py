"""The reader of what happens later (judge/ask/readings/outcomes.py): control lost when the
last unit leaves, asked of "the moment" it leaves rather than of the next cleanup."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    "question",
    [
        "Do I lose control of a battlefield as soon as my last unit leaves it?",
        "Outside of a showdown, do I lose control of a battlefield the very moment my last "
        "unit leaves it?",
        "Does my opponent lose control of a battlefield the instant their last unit leaves it?",
    ],
)
def test_control_is_not_lost_the_moment_the_last_unit_leaves(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "no"
    assert {"190.4.c", "453"} <= {c["rule"] for c in answer.citations}


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("If I move my unit to a battlefield my opponent controls, am I the attacker?", "depends"),
        ("If I move my unit to a battlefield my opponent controls, am I the defender?", "no"),
    ],
)
def test_who_attacks_after_a_move_is_the_engine_s(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert "464.2.c" in {c["rule"] for c in answer.citations}


@pytest.mark.parametrize(
    "question",
    [
        "Are units healed at the end of combat?",
        "Is damage removed from units at the end of combat?",
    ],
)
def test_units_are_healed_as_the_combat_ends(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "yes"
    assert "466.1.a.1" in {c["rule"] for c in answer.citations}


CROWDED = "Three players: {move}, where both opponents have units. What happens?"


@pytest.mark.parametrize(
    "move",
    [
        "my own move spell must move my unit from battlefield 2 to battlefield 1",
        "my spell moves my unit from battlefield 2 to battlefield 1",
        "an ability moves my unit from battlefield 2 to battlefield 1",
        "my own move spell must move my unit to battlefield 1",
    ],
)
def test_a_move_the_card_names_is_recalled_instead(move: str) -> None:
    """The card names the battlefield: the move it requires can't be made, so the unit is
    recalled instead (447.2.c), wherever it starts."""
    answer = ask(CROWDED.format(move=move))
    assert "447.2.c" in {c["rule"] for c in answer.citations}
    assert "recalled to its base instead" in answer.answer
    assert not answer.branches


def test_a_destination_of_the_players_choice_is_not_recalled_instead() -> None:
    """A destination the player chooses must be valid (355.4.a): the crowded battlefield
    can't be chosen, and nothing is recalled."""
    answer = ask(CROWDED.format(move="my spell moves my unit from battlefield 2 to a "
                                "battlefield of my choice"))  # fmt: skip
    assert "449.2" in {c["rule"] for c in answer.citations}
    assert "recalled" not in answer.answer
    assert "447.2.c" not in {c["rule"] for c in answer.citations}


def test_a_move_with_a_spell_whose_destination_is_unsaid_is_judged_both_ways() -> None:
    answer = ask(CROWDED.format(move="I move my unit from battlefield 2 with a spell to "
                                "battlefield 1"))  # fmt: skip
    assert answer.verdict == "depends"
    assert len(answer.branches) == 2
    assert "recalled to its base instead" in answer.answer
    assert "If the spell lets you choose where the unit goes: No." in answer.answer


def test_both_opponents_at_a_battlefield_said_before_it_describe_that_battlefield() -> None:
    """ "Both opponents have units at battlefield 1": no standard move there (449.2)."""
    answer = ask(
        "FFA3: both opponents have units at battlefield 1. Can I standard move my unit there?"
    )
    assert answer.verdict == "no"
    assert {"449.2", "144.4.a.1"} & {c["rule"] for c in answer.citations}


def test_both_opponents_at_another_battlefield_are_not_at_the_destination() -> None:
    """Their units are at battlefield 2, not at battlefield 1 (once read wrongly as "no")."""
    answer = ask(
        "Can I move my unit to battlefield 1 if both opponents have units at battlefield 2?"
    )
    assert answer.verdict != "no"
