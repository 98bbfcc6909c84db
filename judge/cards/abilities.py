"""A card's abilities as compiled: their kind, trigger, cost and effect.

The records `judge/cards/compile.py` compiles a card's text into, kept apart from the
compiler so that what only holds or prints a reading (a card's reading from the cache of
card readings, `judge card`) does not import the compiler and its patterns.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.cards.kinds import ADDITIONAL_COST, KEYWORD, PASSIVE
from judge.engine.effects import Effect


@dataclass(frozen=True)
class Trigger:
    """What triggers an ability: the ``event`` (move, attack, play, die, beginning ...),
    ``whose`` (me, you, friendly, enemy, it, any player, opponent ...), ``where`` ("" anywhere,
    battlefield, here), ``when`` ("" any time, "first each turn", "this turn", "opponent's
    turn", "showdown") and a ``condition`` that must hold as well ("" none)."""

    event: str
    whose: str
    where: str
    words: str
    when: str = ""
    condition: str = ""
    # a conditional statement right after the trigger condition ("if you control 7 or more
    # runes"): part of the trigger condition, not the effect (383.2.a.1)
    intervening: str = ""


@dataclass(frozen=True)
class Cost:
    """An activated ability's cost: its parts ("exhaust", "energy 1", "power fury")."""

    parts: tuple[str, ...]
    words: str


@dataclass(frozen=True)
class Ability:
    """One ability of a card, as compiled. ``sentences``: the indexes of the card's ability
    sentences it is made of; ``unread``: the words not compiled ("" when all are)."""

    kind: str
    sentences: tuple[int, ...]
    trigger: Trigger | None = None
    cost: Cost | None = None
    timing: str = ""  # "Action" or "Reaction" on an activated ability
    optional: bool = False
    effect: Effect | None = None
    card_rule: str = ""
    unread: str = ""
    words: str = ""  # the words of its effect, as read
    condition: str = ""  # written before it: "Empowered", "Level", "Legion"
    also: tuple[Trigger, ...] = ()  # the other alternatives of an "or" trigger condition
    restriction: str = ""  # "Spend this Energy only ...", "Use only once per turn."
    # what the words left unread open, when they choose nothing as the ability is put on the
    # chain: "a reflexive trigger", "a delayed trigger", "a delayed replacement" (``made_later``)
    later: str = ""
    # a replacement effect's event it replaces, in the card's words ("if a buffed unit you
    # control would die"): what it does instead is its ``effect``
    replaces: str = ""
    # what "it" opening a triggered ability's effect stands for (the object its trigger
    # condition names: "unit"), and whether "they" opening it is the player the condition
    # names: the effect's words are read again with them (``judge.engine.instructions``)
    antecedent: str = ""
    player_named: bool = False

    @property
    def compiled(self) -> bool:
        return not self.unread


def describe_ability(ability: Ability) -> str:
    """The ability in a few words ("triggered (when I move): draw 1; compiled")."""
    parts = [ability.kind]
    if ability.kind == KEYWORD:
        parts.append(ability.card_rule)
    elif ability.kind in (PASSIVE, ADDITIONAL_COST) and ability.card_rule:
        parts.append(f"({ability.card_rule})")
    if ability.condition:
        parts.append(f"[if {ability.condition}]")
    if ability.replaces:
        instead = "" if ability.replaces.startswith("as ") else ", instead"
        parts.append(f"({ability.replaces}{instead})")
    for trigger in (ability.trigger, *ability.also) if ability.trigger else ():
        limit = f"{trigger.when}, " if trigger.when == "once each turn" else ""
        intervening = f", {trigger.intervening}" if trigger.intervening else ""
        parts.append(f"({limit}{trigger.words}{intervening})")
    if ability.cost:
        parts.append(f"(cost: {', '.join(ability.cost.parts)})")
    if ability.timing:
        parts.append(f"[{ability.timing}]")
    if ability.restriction:
        parts.append(f"({ability.restriction.rstrip('.')})")
    if ability.optional:
        parts.append("(optional)")
    if ability.effect:
        modal = f"[{ability.effect.modal}] " if ability.effect.modal else ""
        replacing = bool(ability.replaces)
        said = (i.described(replacing) for i in ability.effect.instructions)
        instructions = modal + "; ".join(said)
        parts.append(f"-> {instructions}")
    later = f" ({ability.later}, not compiled)" if ability.later else ""
    state = "compiled" if ability.compiled else f"not compiled: {ability.unread}{later}"
    return " ".join(parts) + f"; {state}"
