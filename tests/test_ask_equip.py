"""The reader of questions about activating an Equip ability (judge/ask/readings/abilities.py,
`read_equip`): what it reads, with the engine's `activate`, and what it leaves unknown."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

CITED = {
    "Can I equip my gear to my unit?": ("yes", "818.1.c.2"),
    "Can I equip my gear to my ally's unit?": ("no", "818.1.c.2"),
    "In 2v2, can I equip my gear to my teammate's unit?": ("no", "818.1.c.2"),
    "Can I equip my equipment to an enemy unit?": ("no", "818.1.c.2"),
    "can I equip during my opponent's turn?": ("no", "381"),
    "Can I activate my gear's equip ability during my opponent's turn?": ("no", "381"),
    "Can I equip a gear during a showdown?": ("no", "381"),
    # No unit of yours: Equip has no legal choice, so it can't be activated (402.3); with none
    # said, you are taken to control one (the question is about something else).
    "Can I equip my gear if I have no units?": ("no", "402.3"),
    "Can I activate my gear's Equip ability if I control no units?": ("no", "402.3"),
    "I have no units. Can I use Equip on my gear?": ("no", "402.3"),
    "In a 2v2, can I equip my gear when I have no units?": ("no", "402.3"),
    "Can I activate my gear's Equip ability during my main phase?": ("yes", "818.1.c.2"),
}


@pytest.mark.parametrize("question", list(CITED))
def test_equip_questions_are_judged(question: str) -> None:
    verdict, rule = CITED[question]
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Can I equip my gear to a unit?",  # whose unit decides
        "Can I equip my gear to an exhausted unit of mine?",
        "Can I equip a Quick-Draw gear during my opponent's turn?",
    ],
)
def test_what_it_cannot_read_is_not_answered_as_equip(question: str) -> None:
    answer = ask(question)
    assert "818.1.c.2" not in [c["rule"] for c in answer.citations] or answer.verdict == "unknown"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Is my unit equipped if my equipment is attached to it?", "yes"),
        ("Is my ally's unit equipped when my equipment is attached to it?", "yes"),
        ("Is my unit equipped if my gear is attached to it?", "depends"),  # Equipment or not
    ],
)
def test_equipped_is_the_state_of_a_unit_with_equipment_attached(
    question: str, verdict: str
) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert "818.3" in [c["rule"] for c in answer.citations]
