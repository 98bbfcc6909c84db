"""The kinds of ability a card's text compiles into (judge/cards/compile.py): named apart
from the compiler so a reader that only names them (judge/ask/card_abilities.py) does not
load it."""

from __future__ import annotations

SPELL, TRIGGERED, ACTIVATED, PASSIVE, REPLACEMENT, ADDITIONAL_COST, KEYWORD = (
    "spell effect",
    "triggered",
    "activated",
    "passive",
    "replacement",
    "additional cost",
    "keyword",
)
