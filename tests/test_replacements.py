"""The reading of replacement effects on a death and of preventions of damage from card
text (judge/engine/replacements.py)."""

from __future__ import annotations

import pytest

from judge.engine.judging import judge_document
from judge.engine.replacements import (
    CHOSEN,
    FRIENDLY,
    UNREAD,
    YOURS_HERE,
    Prevention,
    Reading,
    read_death_replacement,
    read_prevention,
)

DEATHS = [
    (
        "If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and "
        "recall it.",
        Reading(FRIENDLY, ("kill source", "heal", "exhaust", "recall"), False, False),
    ),
    (
        "I must be assigned combat damage last.If another unit you control here would die, if "
        "it has less Might than me, instead heal it, exhaust it, and recall it. (Send it to "
        "base. This isn't a move.)",
        Reading(YOURS_HERE, ("heal", "exhaust", "recall"), True, False),
    ),
    (
        "Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, "
        "and recall it instead.",
        Reading(CHOSEN, ("heal", "exhaust", "recall"), False, True),
    ),
    (
        "Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead.",
        Reading(CHOSEN, ("banish",), False, False),
    ),
]


@pytest.mark.parametrize(("text", "expected"), DEATHS, ids=["zhonya", "soraka", "retreat", "smite"])
def test_a_death_replacement_is_read_whole(text: str, expected: Reading) -> None:
    assert read_death_replacement(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Choose a friendly unit. The next time it would die this turn, you may pay [C] to heal "
        "it, exhaust it, and recall it instead.",
        "If a unit here would die during combat, its controller may pay [C] to heal it, "
        "exhaust it, and recall it instead.",
    ],
    ids=["may-pay", "a-unit-here"],
)
def test_words_it_does_not_know_leave_the_text_unread(text: str) -> None:
    assert read_death_replacement(text) is UNREAD


def test_text_with_no_death_that_would_happen_is_none() -> None:
    assert read_death_replacement("When I die, draw 1.") is None


def test_preventions_are_read_with_their_prevent_value() -> None:
    assert read_prevention(
        "Choose a unit. The next time that unit would be dealt damage this turn, prevent it."
    ) == Prevention(None)
    assert read_prevention(
        "Choose a unit. Prevent the next 7 damage that would be dealt to it this turn."
    ) == Prevention(7)
    assert read_prevention("Double all damage that would be dealt to it this turn.") is None


def _facedown_kill(card: str, kind: str, whose: str = "you") -> dict[str, object]:
    """My ``card`` hidden at my battlefield 1, and an effect kills ``whose`` Sett there (my
    opponent's effect kills mine; mine kills my opponent's)."""
    by = "opponent" if whose == "you" else "you"
    return {
        "format": 2,
        "title": f"My {card} is facedown at battlefield 1 and my Sett there is killed: killed?",
        "situation": {
            "battlefields": [{"name": "battlefield 1", "controller": "you"}],
            "units": [{"name": "Sett", "controller": whose, "at": "battlefield 1", "might": 3}],
            "facedown": [{"name": card, "at": "battlefield 1", "type": kind}],
        },
        "actions": [{"game_action": {"action": "kill", "cards": ["Sett"], "by": by}}],
        "question": {"outcomes": {"event": "killed", "subject": "Sett"}},
    }


def test_a_facedown_would_die_text_is_why_the_unit_is_killed() -> None:
    verdict = judge_document(_facedown_kill("Zhonya's Hourglass", "gear"))
    assert verdict.verdict == "yes"
    assert "passive.facedown_inactive" in verdict.cited_facts
    said = [f.reason for f in verdict.findings if f.fact == "passive.facedown_inactive"]
    assert said and all('"would die"' in reason for reason in said)


def test_a_facedown_card_with_no_would_die_text_is_not_said_to_replace_no_death() -> None:
    verdict = judge_document(_facedown_kill("Stand United", "spell"))
    assert verdict.verdict == "yes"
    assert "passive.facedown_inactive" not in verdict.cited_facts
    assert not [f for f in verdict.findings if f.fact == "passive.facedown_inactive"]


def test_a_facedown_text_that_would_not_cover_the_unit_is_not_why_it_is_killed() -> None:
    """Zhonya's Hourglass replaces a friendly unit's death: face up it would not save my
    opponent's Sett either, so its being facedown is no reason Sett dies."""
    verdict = judge_document(_facedown_kill("Zhonya's Hourglass", "gear", whose="opponent"))
    assert verdict.verdict == "yes"
    assert "passive.facedown_inactive" not in verdict.cited_facts
