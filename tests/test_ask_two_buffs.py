"""Whether a unit can have two Buffs at once (readings/actions.py, read_two_buffs): one at a
time (702.3, both versions). The number must be said of the buffs of one unit, and no card
named (a card's own text may permit any number, 426.1.b.2): otherwise left unread."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        "Can a unit have two buffs at once?",
        "Can a unit have two buffs on it at the same time?",
        "Can my unit have more than one buff?",
        "Can my opponent's unit have multiple buffs?",
    ],
)
def test_a_unit_has_one_buff_at_a_time(question: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == "no", answer.answer
    assert "702.3" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Can two units have buffs at once?",  # each may have its own
        "Can my units have two buffs?",
        "Can Lee Sin - Ascetic have two buffs?",  # its text permits any number
        "Can a unit have two buffs and two stuns?",
        "Can a unit not have two buffs?",
    ],
)
def test_a_number_not_said_of_one_units_buffs_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"
