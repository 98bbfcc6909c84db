"""Choosing a reading: every meaningful slot accounted for, one question at a time."""

from __future__ import annotations

import pytest

from judge.ask.cards import load_cards
from judge.ask.choose import choose
from judge.ask.lexicon import load_lexicon
from judge.ask.parse import read


def _choose(question: str):
    return choose(read(question, load_lexicon(), load_cards()))


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("unit move base battlefield", "not a question the judge recognises"),
        ("move a unit, can I?", "does not start like a question"),
        ("can which where move a unit", "mixes question words"),
        ("Can a unit not move the turn it is played?", "negation"),
        ("Is my base a location during combat?", "could not take into account: combat"),
        ("Can I add a card from my sideboard to my deck?", "outside what the judge models"),
        ("Can I draw a card?", "what it does: draw"),
        ("Can I move a zorp?", "'zorp'"),
    ],
)
def test_no_reading(question: str, reason: str) -> None:
    choice = _choose(question)
    assert choice.candidate is None
    assert reason in choice.reason


@pytest.mark.parametrize(
    "question",
    [
        "Can I choose which unit moves?",  # what is chosen, not a question of its own
        "May I decide what my unit does during combat?",
        "Can my attacking unit, which has Ganking, move?",  # "which" describes the unit
        "Can the defender which has Tank move?",
    ],
)
def test_an_embedded_question_word_is_not_a_second_question(question: str) -> None:
    assert "mixes question words" not in _choose(question).reason


@pytest.mark.parametrize(
    "question",
    [
        "Which unit can I choose what to move?",  # two open questions
        "What can I choose which unit?",
    ],
)
def test_two_open_question_words_still_mix(question: str) -> None:
    assert "mixes question words" in _choose(question).reason


def test_relative_where_is_not_a_second_question() -> None:
    choice = _choose("Can an Ambush unit be played to a battlefield where I have units?")
    assert choice.candidate is not None and choice.candidate.reader == "play"


def test_the_reading_accounts_for_every_slot() -> None:
    reading = read("Can I move a unit during combat?", load_lexicon(), load_cards())
    choice = choose(reading)
    assert choice.candidate is not None
    assert reading.slots() <= choice.candidate.used


def test_negated_is_question_is_turned_round() -> None:
    choice = _choose("Is a recall not a move?")
    assert choice.candidate is not None and choice.candidate.invert
