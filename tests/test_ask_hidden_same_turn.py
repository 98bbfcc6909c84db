"""A card hidden this turn, played from facedown the same turn (readings/plays.py): no,
811.1.b ("Beginning on the next turn ... you may play this"). The hide must be said to be
this turn; a hide on another turn, or one whose turn is not said, is not read."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

V14, V13 = "2026-07-16", "2026-03-30"


@pytest.mark.parametrize(
    "question",
    [
        "I hid a card at my battlefield this turn. Can I play it from facedown later this "
        "same turn?",
        "I hid a unit this turn. Can I play it from facedown later in the same turn?",
        "Can I play a card from facedown the same turn I hid it?",
        "If I hid a card this turn, can I play it from hidden this turn?",
        "I hid a gear at a battlefield I control this turn. Can I play it from facedown this turn?",
    ],
)
@pytest.mark.parametrize("version", [V14, V13])
def test_a_card_hidden_this_turn_is_not_played_from_facedown(question: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == "no", answer.answer
    assert "811.1.b" in [c["rule"] for c in answer.citations]
    (facedown,) = answer.scenario["situation"]["facedown"]
    assert facedown["hidden_this_turn"] is True


@pytest.mark.parametrize(
    "question",
    [
        "I hid a card. Can I play it from facedown this turn?",  # when it was hidden: unsaid
        "I hid a card last turn. Can I play it from facedown this turn?",
        "I hid a card this turn. Can I play it from facedown next turn?",
    ],
)
def test_a_hide_not_said_to_be_this_turn_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "I hid a unit at battlefield 1. When I play it from facedown, must it be played to "
            "battlefield 1?",
            "yes",
        ),
        ("I hid a unit at battlefield 1. Can I play it from facedown to my base?", "no"),
        ("I hid a gear at battlefield 2. Can I play it from facedown to my base?", "no"),
    ],
)
@pytest.mark.parametrize("version", [V14, V13])
def test_a_permanent_hidden_at_a_battlefield_is_played_there(
    question: str, verdict: str, version: str
) -> None:
    """811.1.d.1 (and .a for gear): a hidden permanent must be played to that battlefield."""
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert "811.1.d.1" in [c["rule"] for c in answer.citations]


def test_a_play_where_it_was_hidden_asked_with_can_is_left_to_the_turn_it_was_hidden() -> None:
    """Whether it can be played there turns on the turn it was hidden (811.1.b)."""
    question = "I hid a unit at battlefield 1. Can I play it from facedown to battlefield 1?"
    assert ask(question).verdict == "unknown"
