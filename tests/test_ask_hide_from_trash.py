"""Hiding is not playing (811.1.c.1): a card is hidden from its player's hand or Champion
Zone only (811.1.b), whatever lets cards be played from the trash."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from tests.ask_helpers import asked


@pytest.mark.parametrize(
    "question",
    [
        "Can I hide a card from my trash?",
        "With Endless Riches on the board, can I hide a Hidden card from my trash at a "
        "battlefield I control?",
    ],
    ids=["plain", "permission-on-board"],
)
def test_a_card_is_not_hidden_from_the_trash(question: str) -> None:
    asked(question, "no", cites=("811.1.c.1",))


def test_a_card_whose_text_does_not_allow_playing_from_the_trash_is_not_read() -> None:
    # "play" said of a card that gives no such permission: not this reading's
    assert (
        ask(
            "Jinx, Loose Cannon lets me play cards from my trash. Can I hide cards from my trash?"
        ).reading
        != "hide_from_trash"
    )
