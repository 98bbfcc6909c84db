"""Where cards are played from by default (419.1.a: their player's own hand or Chosen
Champion Zone), and a Burn Out answer that must not stop short of how it ends (431.3.a:
Burn Outs until an opponent wins; the answer's shape is tests/test_outcome_answers.py)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

V13 = "2026-03-30"


@pytest.mark.parametrize("version", [None, V13])
@pytest.mark.parametrize(
    "question",
    [
        "Can I play cards from my hand?",
        "Can I play my champion from the champion zone?",
        "Can a player play cards from their champion zone?",
    ],
)
def test_a_player_plays_from_their_own_hand_and_champion_zone(
    question: str, version: str | None
) -> None:
    asked(question, "yes", cites=("419.1.a",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        # another player's zone: 419.1.a gives each player their own
        "Can I play a card from my opponent's champion zone?",
        "Can my opponent play a card from my hand?",
        "Can my opponent play cards from my champion zone?",
        "Can a player play cards from their opponent's champion zone?",
        "Can a player play a card from the opponent's champion zone?",
        # only the Chosen Champion, a unit, is ever in that zone
        "Can I play a spell from my champion zone?",
        "Can I play a gear from my champion zone?",
    ],
)
def test_another_players_zone_or_a_card_never_there_is_not_read_as_yes(question: str) -> None:
    asked(question, "unknown")


def test_cards_are_not_played_from_an_opponents_trash_by_default() -> None:
    asked("Can I play cards from my opponent's trash?", "no", cites=("419.1.a",))


@pytest.mark.parametrize("version", [None, V13])
def test_burning_out_with_an_empty_trash_says_the_opponent_wins(version: str | None) -> None:
    answer = asked(
        "If my main deck is empty and I need to draw, what happens?", "depends", version=version
    )
    empty = next(b for b in answer.branches if "trash is empty" in b["assumed"])
    assert empty["answer"].endswith("and wins at once, without waiting for a cleanup."), empty[
        "answer"
    ]
