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
