"""What a real card does, read from the bundled card list: the effect of a spell and the
effect of a unit's Deathknell, as the card-text compiler (judge/cards/compile.py) compiled
them under a rules version, so the engine carries out the card's own text (never text typed
into a scenario). A name that is not a card of the list, or whose ability is not compiled
whole, has no effect text here: what it does stays not modelled.
"""

from __future__ import annotations

import functools

SPELL_EFFECT = "spell effect"
DEATHKNELL = "deathknell"


@functools.cache
def effect_text(name: str, version: str, which: str) -> str:
    """The words of the effect of ``which`` (``SPELL_EFFECT`` or ``DEATHKNELL``) of the card
    named ``name`` (case aside) under ``version``; "" when there is none compiled."""
    # Read only when a card is played or dies: the card list and its compiler are data the
    # engine consults, not a layer it builds on.
    from judge.cards.catalog import load_catalog
    from judge.cards.compile import SPELL, TRIGGERED
    from judge.cards.understood import understand

    wanted = name.strip().casefold()
    card = next((c for c in load_catalog() if c.name.casefold() == wanted), None)
    if card is None:
        return ""
    for ability in understand(card, version).abilities:
        if not ability.compiled:
            continue
        if which == SPELL_EFFECT and ability.kind == SPELL:
            return ability.words
        trigger = ability.trigger
        if (
            which == DEATHKNELL
            and ability.kind == TRIGGERED
            and trigger is not None
            and trigger.words.startswith("Deathknell")
        ):
            return ability.words
    return ""


@functools.cache
def keywords_of(name: str, version: str) -> tuple[str, ...]:
    """The keywords of the card named ``name`` (case aside) under ``version`` (none for a
    name that is not a card of the list)."""
    from judge.cards.catalog import load_catalog
    from judge.cards.understood import understand

    wanted = name.strip().casefold()
    card = next((c for c in load_catalog() if c.name.casefold() == wanted), None)
    return understand(card, version).keywords if card is not None else ()
