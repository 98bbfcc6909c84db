"""Where setup puts the Chosen Champion and the cards set aside in a mulligan, as players ask
it (judge/ask/readings/setup.py, the engine's `setup_zone` question), and the questions
about those cards that are not about setup, which stay unread."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        ("Does my Chosen Champion start the game in my hand?", "no", "112"),
        ("Does my Chosen Champion start in my main deck?", "no", "112"),
        ("Does my chosen champion go to the trash at the start of the game?", "no", "112"),
        ("In 2v2, does my Chosen Champion start in my hand?", "no", "112"),
        ("Does my Chosen Champion start the game in my Champion Zone?", "yes", "112"),
        ("Do mulliganed cards go to the trash?", "no", "117.3"),
        ("Do the cards I mulligan go back in my hand?", "no", "117.3"),
        ("Do the cards I mulligan go to the bottom of my deck?", "yes", "117.3"),
    ],
)
def test_where_setup_puts_it(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Is my Chosen Champion in my hand?",  # now, not at setup
        "Can I play my Chosen Champion from my hand?",
        "If my chosen champion dies, does it go to the trash?",
        "Do I draw my chosen champion at the start of the game?",
        "Do I discard the cards I mulligan?",
    ],
)
def test_not_about_where_setup_puts_it(question: str) -> None:
    assert ask(question).verdict == "unknown"
