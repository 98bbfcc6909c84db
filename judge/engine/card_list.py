"""What a real card does, read from the bundled card list: the effect of a spell and the
effect of a unit's Deathknell, as the card-text compiler (judge/cards/compile.py) compiled
them under a rules version, so the engine carries out the card's own text (never text typed
into a scenario). A name that is not a card of the list, or whose ability is not compiled
whole, has no effect text here: what it does stays not modelled.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from judge.engine.instructions import COST
from judge.engine.state import Trigger

if TYPE_CHECKING:
    from judge.cards.compile import Ability
    from judge.cards.triggers import Trigger as CardTrigger

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
            and not ability.condition  # "[Empowered][>] [Deathknell]" holds only while so
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


# The compiled trigger conditions the engine waits for: (event, whose) -> its events.
ENGINE_EVENTS = {
    ("move", "me"): ("move",),
    ("conquer", "me"): ("conquer",),
    ("hold", "me"): ("hold",),
    ("attack", "me"): ("attack",),
    ("defend", "me"): ("defend",),
    ("attack or defend", "me"): ("attack", "defend"),
    ("play", "you"): ("play",),
    ("play", "me"): ("play",),  # "When I'm played"
    ("play a spell", "you"): ("spell",),
    ("beginning", "you"): ("beginning",),
    ("end of turn", "you"): ("end_of_turn",),
}


@functools.cache
def card_triggers(name: str, version: str) -> tuple[Trigger, ...]:
    """The triggered abilities of the unit card named ``name`` under ``version`` whose condition
    is an event the engine looks for, each with its text; one whose condition says more
    (where, when, a condition such as [Empowered]) or whose effect is not compiled is
    returned with what of it is not modelled."""
    from judge.cards.catalog import load_catalog
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand

    wanted = name.strip().casefold()
    card = next((c for c in load_catalog() if c.name.casefold() == wanted), None)
    if card is None or card.type != "Unit":  # a unit on the board is a unit card
        return ()
    understood = understand(card, version)
    found: list[Trigger] = []
    for ability in understood.abilities:
        if ability.kind != TRIGGERED or ability.trigger is None:
            continue
        text = " ".join(understood.sentences[i].text for i in ability.sentences)
        for read in (ability.trigger, *ability.also):
            for when in ENGINE_EVENTS.get((read.event, read.whose), ()):
                found.append(
                    Trigger(when, text, ability.optional, "", 0, _unmodelled(ability, read))
                )
    return tuple(found)


def _unmodelled(ability: Ability, trigger: CardTrigger) -> str:
    """What of a compiled triggered ability the engine does not decide ("" nothing)."""
    if ability.condition:
        return f"its condition [{ability.condition}]"
    said = [f'"{words}"' for words in (trigger.where, trigger.when, trigger.condition) if words]
    if said:
        return f'its trigger condition "{trigger.words}" (' + ", ".join(said) + ")"
    if not ability.compiled or ability.effect is None:
        return f"its effect (not compiled: {ability.unread})"
    if any(m.role == COST for i in ability.effect.instructions for m in i.mentions):
        return "a cost within its effect"
    return ""
