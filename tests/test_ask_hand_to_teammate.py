"""Showing or revealing one's hand to a teammate (readings/scoring.py,
read_hand_to_teammate): showing private information is allowed at any time (489.8.f;
v1.3 484.8.e). Revealing at will depends on what "reveal" means: the game action is done
only when an effect instructs it (489.8.f.1; v1.3 484.8.e.1), letting the teammate see the
card is showing (yes). Revealing asked without "at will", another player's hand, or a mode
with no teammates is left unread."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

V13, V14 = "2026-03-30", "2026-07-16"


@pytest.mark.parametrize(
    ("question", "verdict", "rule", "version"),
    [
        ("Can I show my hand to my teammate in 2v2?", "yes", "489.8.f", V14),
        ("In 2v2, may I show my hand to my teammate?", "yes", "489.8.f", V14),
        ("Can I show my hand to my teammate in 2v2?", "yes", "484.8.e", V13),
    ],
)
def test_a_hand_shown_to_a_teammate(question: str, verdict: str, rule: str, version: str) -> None:
    asked(question, verdict, cites=(rule,), version=version)


@pytest.mark.parametrize(
    ("question", "version", "game_action", "showing"),
    [
        (
            "In 2v2, can I reveal a card from my hand to my teammate whenever I like?",
            V14,
            "489.8.f.1",
            "489.8.f",
        ),
        ("In 2v2, can I reveal my hand to my teammate at will?", V13, "484.8.e.1", "484.8.e"),
    ],
)
def test_revealing_at_will_depends_on_what_reveal_means(
    question: str, version: str, game_action: str, showing: str
) -> None:
    """The game action Reveal (no: only when an effect instructs it) or letting the teammate
    see the card (yes: showing), each its own branch with its deciding clause."""
    answer = asked(question, "depends", cites=("424.2.b",), version=version)
    branches = {b["verdict"]: b for b in answer.branches}
    assert set(branches) == {"yes", "no"}
    assert game_action in [c["rule"] for c in branches["no"]["citations"]]
    assert showing in [c["rule"] for c in branches["yes"]["citations"]]


@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, can I reveal cards from my hand to my teammate?",  # an effect may instruct it
        "Can I show my hand to my opponent?",
        "In 2v2, can my teammate show their hand to me?",
        "In 2v2, can I show my teammate's hand to my opponent?",
        "In FFA3, can I show my hand to my teammate?",  # no teammates in FFA3
        "In 2v2, can I not show my hand to my teammate?",
    ],
)
def test_what_it_does_not_read_is_left_unknown(question: str) -> None:
    asked(question, "unknown")
