"""Showing or revealing one's hand to a teammate (readings/scoring.py,
read_hand_to_teammate): showing private information is allowed at any time (489.8.f;
v1.3 484.8.e), revealing at will is not, as revealing is a game action an effect instructs
(489.8.f.1; v1.3 484.8.e.1). Revealing asked without "at will", another player's hand, or
a mode with no teammates is left unread."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

V13, V14 = "2026-03-30", "2026-07-16"


@pytest.mark.parametrize(
    ("question", "verdict", "rule", "version"),
    [
        ("Can I show my hand to my teammate in 2v2?", "yes", "489.8.f", V14),
        ("In 2v2, may I show my hand to my teammate?", "yes", "489.8.f", V14),
        ("Can I show my hand to my teammate in 2v2?", "yes", "484.8.e", V13),
        (
            "In 2v2, can I reveal a card from my hand to my teammate whenever I like?",
            "no",
            "489.8.f.1",
            V14,
        ),
        ("In 2v2, can I reveal my hand to my teammate at will?", "no", "484.8.e.1", V13),
    ],
)
def test_a_hand_shown_or_revealed_to_a_teammate(
    question: str, verdict: str, rule: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]


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
    assert ask(question).verdict == "unknown"
