"""`judge ask` on a named unit's trigger that waits for a card its controller plays, with
"if I'm at a battlefield" right after it, when that card is a spell that moves the unit to
its base as it resolves (judge/ask/readings/card_triggers.py, ``MOVED_BY_SPELL``): the
community question (Astral Heron and Flash), two rewordings, and variants whose answer
differs (the spell moving another unit; the spell only on the chain)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

CONDITION = ("383.2.a.1", "383.2.c", "350.1")


@pytest.mark.parametrize(
    ("question", "verdict", "cite_any", "version"),
    [
        (
            "My first card this turn is Flash, which moves Astral Heron to my base. Does "
            "Astral Heron's 'if I'm at a battlefield' trigger still happen?",
            "no",
            CONDITION,
            "1.4",
        ),
        (
            "I play Flash, which moves Astral Heron back to my base. Does its ability still "
            "trigger?",
            "no",
            CONDITION,
            "1.4",
        ),
        (
            "In ffa3, my first card this turn is Flash, which moves Astral Heron to my base. "
            "Does Astral Heron still trigger?",
            "no",
            CONDITION,
            "1.4",
        ),
        # v1.3: the conditional statement "following the Condition" (383.3.e)
        (
            "My first card this turn is Flash, which moves Astral Heron to my base. Does "
            "Astral Heron's 'if I'm at a battlefield' trigger still happen?",
            "no",
            ("383.3.e",),
            "1.3",
        ),
        # the spell only put on the chain: nothing that waits for it has triggered yet
        (
            "Astral Heron triggers on my first card each turn. Does it trigger as soon as "
            "that card is put on the chain?",
            "no",
            ("419.4.a", "350.1"),
            "1.4",
        ),
    ],
)
def test_trigger_moved_by_spell(
    question: str, verdict: str, cite_any: tuple[str, ...], version: str
) -> None:
    asked(question, verdict, cites_any=cite_any, version=version)


@pytest.mark.parametrize(
    "question",
    [
        # Heron stays at its battlefield: the rules say yes; the engine does not count the
        # cards played this turn, so it does not answer (never "no")
        "My first card this turn is Flash, which moves my other unit to my base. Does Astral "
        "Heron still trigger?",
        # a spell that moves no unit to base is not this question
        "My first card this turn is Rune Prison, which moves Astral Heron to my base. Does "
        "Astral Heron still trigger?",
    ],
)
def test_trigger_not_moved_is_never_no(question: str) -> None:
    asked(question, "unknown")
