"""`judge ask` on a permanent whose ability triggers at the end of its controller's turn,
taken during that player's Ending Step (judge/ask/readings/card_triggers.py,
``TAKEN_AT_END_OF_TURN``): the community question (two Dazzling Auroras and Akshan,
Mischievous), two rewordings, another card of the template, and variants whose answer
differs (taken earlier in the turn; a card with no end of turn ability)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

PASSED = ("383.2.c", "317.1.a", "317.2.f")


@pytest.mark.parametrize(
    ("question", "version"),
    [
        (
            "At the end of my turn, my Dazzling Aurora plays Akshan, Mischievous, whose play "
            "effect takes my opponent's Dazzling Aurora. Does the Aurora I just took trigger "
            "at the end of this same turn?",
            "1.4",
        ),
        (
            "At the end of my turn my Dazzling Aurora plays a unit that takes my opponent's "
            "Dazzling Aurora. Will the Dazzling Aurora I took trigger this turn?",
            "1.4",
        ),
        (
            "At the end of my turn, Akshan, Mischievous steals my opponent's Dazzling Aurora. "
            "Does that Aurora I stole also trigger this turn?",
            "1.3",
        ),
        # another card of the template: a unit whose ability triggers at the end of its
        # controller's turn
        (
            "At the end of my turn, my Dazzling Aurora plays a unit that takes my opponent's "
            "Sona, Harmonious. Does the Sona I just took trigger at the end of this same turn?",
            "1.4",
        ),
    ],
)
def test_taken_in_the_ending_step_does_not_trigger(question: str, version: str) -> None:
    asked(question, "no", cites_any=PASSED, version=version)


@pytest.mark.parametrize(
    "question",
    [
        # taken in the main phase: its ability triggers at the end of that turn (yes)
        "In my main phase I took my opponent's Dazzling Aurora. Does it trigger at the end of "
        "my turn?",
        # a card whose ability does not wait for the end of the turn
        "At the end of my turn, my Dazzling Aurora plays a unit that takes my opponent's "
        "Astral Heron. Does the Heron I just took trigger at the end of this same turn?",
    ],
)
def test_otherwise_never_no(question: str) -> None:
    # not read today (the first triggers: yes); when it is, the verdict is pinned here
    asked(question, "unknown")
