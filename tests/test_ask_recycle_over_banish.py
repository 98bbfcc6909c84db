"""Questions about a spell played with "then recycle it" (Fizz - Trickster) while another
replacement effect banishes cards that would go to the trash (Endless Riches)
(judge/ask/readings/recycle_over_banish.py): recycled whichever applies first (372, 370.2,
390.3.a)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.cards import load_cards
from judge.ask.readings.recycle_over_banish import read_recycle_over_banish
from tests.ask_helpers import asked

# Written before the reader: the community question, two rewordings, and the same situation
# asked the other way round (is it banished), whose answer differs.
ANSWERED = [
    (
        "Endless Riches banishes my spells that would go to the trash. If Fizz, Trickster "
        "plays a spell with 'then recycle it', is that spell recycled?",
        "yes",
    ),
    (
        "With Endless Riches on the board, does the spell Fizz - Trickster plays from my trash "
        "get recycled?",
        "yes",
    ),
    (
        "I have Endless Riches on the board. Fizz - Trickster plays a spell from my trash: does "
        "that spell still get recycled?",
        "yes",
    ),
    (
        "Endless Riches banishes cards that would go to my trash. Is the spell Fizz - "
        "Trickster plays banished?",
        "no",
    ),
]


@pytest.mark.parametrize(("question", "verdict"), ANSWERED)
def test_a_delayed_recycle_and_a_banish_instead_of_the_trash(question: str, verdict: str) -> None:
    asked(question, verdict, cites=("372", "390.3.a"))


def test_under_v1_3_then_recycle_it_is_not_defined() -> None:
    """v1.3 has no 390.3.a: the question is not answered under it."""
    assert ask(ANSWERED[0][0], rules_version="2026-03-30").verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        # one card only
        "If Fizz, Trickster plays a spell with 'then recycle it', is that spell recycled?",
        # a card that does neither
        "Discipline banishes my spells. If Fizz, Trickster plays a spell, is it recycled?",
        # negated
        "With Endless Riches, is the spell Fizz - Trickster plays not recycled?",
    ],
)
def test_what_is_not_read_here(question: str) -> None:
    assert read_recycle_over_banish(question, load_cards()) is None
