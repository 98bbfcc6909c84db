"""The passives and replacements of a card as the card-text compiler reads them, by shape
(judge/cards/statics.py): what the engine's readings (``card_list``) and guards
(``passives``) look up."""

from __future__ import annotations

import functools
import re

from judge.cards.catalog import card_named

CARD_RULE = "card rule"
REPLACEMENT = "replacement"


def shapes_of(static: str) -> tuple[str, ...]:
    """The shapes of a passive as ``read_static`` says it, without whom it is about, its
    amounts and its condition: "Might bonus (me), enters ready: +1 Might [while ...]" is
    ("Might bonus", "enters ready")."""
    found = []
    for part in static.split("; "):
        part = part.split(" [")[0].split(": ")[0]
        # "(this ability)" is kept: an ability's cost is no cost of the card's
        found += [re.sub(r"\s*\((?!this ability\)).*$", "", p).strip() for p in part.split(", ")]
    return tuple(found)


@functools.cache
def compiled_passives(name: str, version: str) -> tuple[tuple[str, str], ...]:
    """Each compiled passive and replacement of the card named ``name`` under ``version``:
    its shape (a ``shapes_of`` shape, ``CARD_RULE`` for a card rule of the game model,
    ``REPLACEMENT`` for a replacement effect) and its words."""
    from judge.cards.understood import ability_shapes, understand

    card = card_named(name)
    if card is None:
        return ()
    understood = understand(card, version)
    return tuple((s, understood.words_of(a)) for s, a in ability_shapes(understood.abilities))


def passive_words(name: str, version: str, *shapes: str) -> tuple[str, ...]:
    """The words of the compiled passives of the card named ``name`` of one of ``shapes``."""
    return tuple(words for shape, words in compiled_passives(name, version) if shape in shapes)
