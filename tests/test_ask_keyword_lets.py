"""A keyword said to let a unit move ("does Ganking let a unit move ...?"): the move of a
unit with it, yes only when the engine finds the keyword's rule decides it
(judge/ask/readings/moves.py, `read_standard_move`)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("Does Ganking let a unit move from one battlefield to another?", "810.1.b"),
        (
            "Does Ganking allow my unit to move from a battlefield to another battlefield?",
            "810.1.b",
        ),
        ("Does Accelerate let my unit move the turn it's played?", "805.1.a"),
    ],
)
def test_a_keyword_that_lets_the_move_is_yes(question: str, rule: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == "yes", answer.answer
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        # a move from or to a base is the standard move with or without Ganking
        "Does Ganking let my unit move from my base to a battlefield?",
        "Does Ganking let a unit move?",
    ],
)
def test_ganking_letting_a_move_it_does_not_add_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"
