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


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Can a unit with Deflect be targeted by my opponent's spell?", "yes"),
        ("Can my opponent target my unit with Deflect?", "yes"),
        ("Can my opponent's ability choose my unit with Deflect?", "yes"),
        ("Can units with Deflect be chosen by spells?", "yes"),  # was unknown
        ("Does Deflect stop my spell from targeting the unit?", "no"),
        ("Does Deflect prevent a unit from being chosen by a spell?", "no"),
    ],
)
def test_deflect_adds_a_cost_and_never_bars_the_choice(
    question: str, verdict: str, version: str
) -> None:
    """809.1.c, 809.1.d: Deflect is an additional cost on what chooses its permanent
    (the fact `deflect.not_a_restriction`)."""
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert "809.1.c" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Can my opponent target my unit with Deflect if they have no power?",  # a cost said
        "Does my unit with Deflect get targeted?",  # what happens, not whether it may
    ],
)
def test_deflect_said_with_a_cost_or_an_event_is_not_this_reading(question: str) -> None:
    assert ask(question).reading != "keyword_rule:deflect_targetable"


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("What does Tank do?", "815.1.b"),
        ("What happens when a unit has Tank?", "815.1.b"),
        ("What does Backline do?", "826.4.b"),
        ("How does Shield work?", "814.1.c"),
        ("What does Ganking do?", "810.1.b"),
        ("How does Deflect work?", "809.1.c"),
    ],
)
def test_what_a_keyword_does_is_its_facts(question: str, rule: str, version: str) -> None:
    """An open question about what a keyword of units does: the topic of its own facts
    (topics.yaml `keyword_*`), verdict depends, citing the keyword's clauses."""
    answer = ask(question, version)
    assert answer.verdict == "depends", answer.answer
    assert rule in [c["rule"] for c in answer.citations]
