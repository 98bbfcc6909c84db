"""A mode's Formation of Players as players ask it (judge/ask/readings/setup.py, the engine's
`formation` question), and the questions about teammates and opponents it leaves unread."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        ("In 2v2, do I have a teammate?", "yes", "489.2"),
        ("In 1v1, do I have a teammate?", "no", "485.2"),
        ("In a four player free for all, does each player have 3 opponents?", "yes", "488.2"),
        ("In FFA3, do I have 3 opponents?", "no", "487.2"),
        ("In 2v2, do I have 2 opponents?", "yes", "489.2"),
    ],
)
def test_the_formation_of_players(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "In 2v2 do I have teammates?",  # how many is not said
        "In 2v2, does my teammate have a unit at battlefield 1?",
        "In FFA4, does my opponent have a teammate?",
    ],
)
def test_not_about_the_formation(question: str) -> None:
    assert ask(question).verdict == "unknown"
