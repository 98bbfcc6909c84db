"""Whether a unit can have two Buffs at once (readings/actions.py, read_two_buffs): v1.3 no,
one at a time (702.3); v1.4 depends, no unless an effect grants the unit permission to be
buffed multiple times (426.1.b.2). The number must be said of the buffs of one unit, and no
card named (a card's own text may permit any number); said of the units ("can two units
have buffs?"), each can have its own (702.3, 426.3); otherwise left unread."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

ONE_UNITS_BUFFS = [
    "Can a unit have two buffs at once?",
    "Can a unit have two Buffs at once?",
    "Can a unit have two buffs on it at the same time?",
    "Can my unit have more than one buff?",
    "Can my opponent's unit have multiple buffs?",
]


@pytest.mark.parametrize("question", ONE_UNITS_BUFFS)
def test_a_unit_has_one_buff_at_a_time_in_v1_3(question: str) -> None:
    asked(question, "no", cites=("702.3",), cites_none=("426.1.b.2",), version="2026-03-30")


@pytest.mark.parametrize("question", ONE_UNITS_BUFFS)
def test_a_unit_has_two_buffs_only_by_an_effects_permission_in_v1_4(question: str) -> None:
    answer = asked(question, "depends", cites=("702.3", "426.1.b.2"), version="2026-07-16")
    assert "no:" in answer.answer and "yes:" in answer.answer


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question", ["Can two units have buffs?", "Can two units have buffs at once?"]
)
def test_two_units_can_each_have_a_buff(question: str, version: str) -> None:
    asked(question, "yes", cites=("702.3", "426.3"), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Can my units have two buffs?",
        "Can Lee Sin - Ascetic have two buffs?",  # its text permits any number
        "Can a unit have two buffs and two stuns?",
        "Can a unit not have two buffs?",
        "Can two units have two buffs?",
        "Can two units share a buff?",
    ],
)
def test_a_number_not_said_of_one_units_buffs_is_not_read(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        # a second buff said right before the buff word: the buff the action adds (s44)
        "My unit already has a buff. If I buff it again, does it get a second buff counter?",
        "My unit already has a buff and my opponent buffs it. Does it get a second buff counter?",
        "If I buff a unit that already has a buff, does it get another buff?",
        "Can a unit that already has a buff get a second buff counter from another buff effect?",
        # asked with "does", the number said of its buff counters: whether it got the second
        "My unit has a buff counter already and I buff it again. Does it have 2 buff counters now?",
        "My unit already has a buff. After I buff it again, does it have two buff counters?",
    ],
)
def test_a_unit_buffed_again_gets_no_second_buff(question: str, version: str) -> None:
    asked(question, "no", cites=("426.1.b.1",), version=version)


def test_another_said_of_something_else_than_a_buff_is_not_read() -> None:
    asked("My unit already has a buff. If I buff it again, does it get another unit?", "unknown")
