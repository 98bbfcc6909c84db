"""The kinds of ability a card's text compiles into (judge/cards/compile.py), and how much of
a card its reading understood: named apart from the compiler and the reading so a reader
that only names them (judge/ask/card_abilities.py, the printing of a reading kept in the
cache) does not load them."""

from __future__ import annotations

from collections.abc import Iterable

SPELL, TRIGGERED, ACTIVATED, PASSIVE, REPLACEMENT, ADDITIONAL_COST, KEYWORD = (
    "spell effect",
    "triggered",
    "activated",
    "passive",
    "replacement",
    "additional cost",
    "keyword",
)

COMPILED, PARTIAL, NOT = "compiled", "partial", "not"


def reading_status(understood: Iterable[bool]) -> str:
    """A card's status from whether each of its ability sentences is understood: compiled
    when all are (a card with none has nothing left to read), partial when some are."""
    said = list(understood)
    read = sum(said)
    if read == len(said):
        return COMPILED
    return PARTIAL if read else NOT
