"""A second card hidden at one battlefield, asked as "two cards at the same battlefield": the
first is there as the second is hidden, and a Facedown Zone holds one card (107.3.b in both
versions)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked


@pytest.mark.parametrize("version", ("2026-07-16", "2026-03-30"))
@pytest.mark.parametrize(
    "question",
    [
        "Can I hide two cards at the same battlefield?",
        "Can I hide a second card at the same battlefield?",
        "Can I hide more than one card at a battlefield?",
    ],
)
def test_a_second_card_cannot_be_hidden_where_one_is(question: str, version: str) -> None:
    asked(question, "no", cites=("107.3.b",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Can I hide two cards at two battlefields?",
        "Can my opponent and I hide two cards at the same battlefield?",
    ],
)
def test_cards_at_several_places_or_of_several_players_are_left_unknown(question: str) -> None:
    asked(question, "unknown")
