"""Cost concepts read in any wording (s40, judge/ask/readings/costs.py and the tagger's
resources): each case is a wording of this file's own, judged in both rules versions where
the rule is in both."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

V13 = "2026-03-30"

# (question, verdict, clauses of v1.4, clauses of v1.3; None: not asked under v1.3)
CASES = [
    # Deflect adds Power, never Energy: "extra energy" is asked of a spell with no Energy cost
    (
        "My opponent's unit has Deflect 1. When I choose it with my spell, do I have to pay "
        "extra energy?",
        "no",
        ("809.1.c",),
        ("809.1.c",),
    ),
    ("Do increases to a card's cost apply before its discounts?", "yes", ("356.3",), ("356.3",)),
    ("Is a discount applied before a cost increase?", "no", ("356.3",), ("356.3",)),
    (
        "I picked Repeat and a discount took its cost down to 0. Is the Repeat cost still paid?",
        "yes",
        ("356.4.f.1",),
        ("356.4.f.1",),
    ),
    (
        "If my spell gets countered, do I get the energy I spent back?",
        "no",
        ("425.1.c",),
        ("425.1.c",),
    ),
    (
        "My spell was countered after I killed a friendly unit for its additional cost. Is that "
        "cost refunded?",
        "no",
        ("425.1.c.1",),
        ("425.1.c.1",),
    ),
    ("Can several discounts take a spell's cost below 0?", "no", ("356.6",), ("356.5",)),
    (
        "An opponent's spell chooses my own unit twice and my unit has Deflect. Does my opponent "
        "pay its Deflect cost twice?",
        "yes",
        ("809.1.c",),
        ("809.1.c",),
    ),
    (
        "Can the Deflect power be paid with Mind power when a Fury spell targets a Calm unit?",
        "yes",
        ("809.1.c.1",),
        ("809.1.c.1",),
    ),
    (
        "Does a Reaction ability that makes power work while I pay a spell's cost?",
        "yes",
        ("357.1.a",),
        ("357.1.a",),
    ),
    (
        "While I pay for my unit, can I activate a Reaction ability that adds energy?",
        "yes",
        ("357.1.a",),
        ("357.1.a",),
    ),
    (
        "A spell is played ignoring any and all costs. Must I still discard a card for its "
        "additional cost?",
        "no",
        ("356.5.a",),
        None,
    ),
    (
        "A replacement effect banishes the unit I killed as an additional cost instead. Is the "
        "additional cost paid?",
        "yes",
        ("357.2.a",),
        ("357.2.a",),
    ),
    (
        "An effect lets me play a spell for 2 Energy. Does an effect that checks its cost see 2?",
        "no",
        ("206",),
        ("131.4",),
    ),
    ("Must I pay Accelerate when I play a unit that has it?", "no", ("805.1.a",), ("805.1.a",)),
    ("Is the Deflect cost an optional additional cost?", "no", ("809.1.d",), ("809.1.d",)),
    (
        "Can I pay the Accelerate cost of a unit that is already on the board?",
        "no",
        ("805.2.a",),
        ("805.2.a",),
    ),
    ("If I pay Repeat, is my spell played again?", "no", ("820.3.a",), ("820.3.a",)),
]


@pytest.mark.parametrize(("question", "verdict", "v14", "v13"), CASES, ids=range(len(CASES)))
def test_a_cost_concept_in_other_words(
    question: str, verdict: str | None, v14: tuple[str, ...], v13: tuple[str, ...] | None
) -> None:
    if verdict is None:  # a wording no reading takes yet: unknown, never a guess
        asked(question, "unknown")
        return
    asked(question, verdict, cites_any=v14)
    if v13 is not None:
        asked(question, verdict, cites_any=v13, version=V13)
