"""Replacement effects on deaths, read from a real card's text: "If a friendly unit would
die, kill this instead. Heal that unit, exhaust it, and recall it." (Zhonya's Hourglass),
"If another unit you control here would die, if it has less Might than me, instead heal
it, exhaust it, and recall it." (Soraka, Wanderer), "The next time it would die this turn,
heal it, exhaust it, and recall it instead." (Tactical Retreat), "If it would die this
turn, banish it instead." (Smite). Also the preventions of damage a spell creates: "The
next time that unit would be dealt damage this turn, prevent it." (Counter Strike),
"Prevent the next 7 damage that would be dealt to it this turn." (Ki Barrier).

The card-text compiler (judge/cards/compile.py) does not hand these over yet; this small
reading stands in for it (the instruction reader uses it to read a spell's replacement of the
unit it acted on, which the engine does not carry out). What it should hand: for an ability
of kind "replacement" whose replaced event is a death, who qualifies (a friendly unit,
another unit its controller controls here, the unit the effect chose), any condition ("if it
has less Might than me"), whether it is delayed ("the next time"), and the game actions done
instead, in order.
Text it cannot read whole is ``UNREAD``: the engine then says the death is not modelled.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.state import LEGEND_ZONE, GameState, Gear, Unit
from judge.patterns import LazyPattern
from judge.records import replace

if TYPE_CHECKING:
    from judge.cards.catalog import Card

FRIENDLY = "friendly"  # "a friendly unit": its controller's or a teammate's
YOURS_HERE = "yours here"  # "another unit you control here"
CHOSEN = "chosen"  # "it": the unit the spell chose

_DIES = LazyPattern(
    r"(?P<next>The next time |If )(?P<who>a friendly unit|another unit you control here|it)"
    r" would die(?P<turn> this turn)?, (?P<rest>[^.]*)\.(?P<more> [A-Z][^.(]*\.)?"
)
_LESS_MIGHT = "if it has less Might than me, "
# Each game action done instead, in the words the cards use.
_INSTEAD = {
    "kill this": "kill source",
    "heal it": "heal",
    "heal that unit": "heal",
    "exhaust it": "exhaust",
    "recall it": "recall",
    "banish it": "banish",
}


@dataclass(frozen=True)
class Replacement:
    """A replacement effect on deaths in effect: its ``source`` (the card whose text it is)
    and its ``controller`` (the source's controller), which deaths qualify (``covers``,
    ``unit`` for a chosen one, ``less_might`` its condition), whether it is ``delayed``
    (applied the next time only) and the game actions done instead, in order."""

    source: str
    controller: str
    covers: str
    instead: tuple[str, ...]
    unit: str = ""
    less_might: bool = False
    delayed: bool = False
    used: bool = False  # a delayed one already applied: it does not apply again
    where: Unit | Gear | None = None  # the permanent carrying it, for "me" and "here"


@dataclass(frozen=True)
class Reading:
    """What a card's "would die" text says, before it is tied to a source."""

    covers: str
    instead: tuple[str, ...]
    less_might: bool
    delayed: bool


UNREAD = Reading("", (), False, False)


def read_death_replacement(text: str) -> Reading | None:
    """The death replacement ``text`` states; None when it mentions no death that "would"
    happen, ``UNREAD`` when it does in words this reading does not know."""
    if "would die" not in text:
        return None
    found = _DIES.search(text)
    if found is None:
        return UNREAD
    more = found["more"].strip().rstrip(".") if found["more"] else ""
    rest = found["rest"] + (", " + more[:1].lower() + more[1:] if more else "")
    less_might = rest.startswith(_LESS_MIGHT)
    rest = rest.removeprefix(_LESS_MIGHT).removeprefix("instead ")
    actions = []
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", rest.removesuffix(" instead")):
        words = part.strip().removesuffix(" instead")
        if words not in _INSTEAD:
            return UNREAD
        actions.append(_INSTEAD[words])
    covers = (
        CHOSEN
        if found["who"] == "it"
        else {"a friendly unit": FRIENDLY}.get(found["who"], YOURS_HERE)
    )
    delayed = found["next"] == "The next time "
    return Reading(covers, tuple(actions), less_might, delayed)


@dataclass(frozen=True)
class Prevention:
    """A prevention of damage a spell created, with its Prevent Value (None: all of the next
    damage, "The next time that unit would be dealt damage this turn, prevent it.")."""

    value: int | None


_PREVENT_NEXT = LazyPattern(
    r"The next time (?:that unit|it) would be dealt damage this turn, prevent it\."
)
_PREVENT_VALUE = LazyPattern(r"Prevent the next (\d+) damage that would be dealt to it this turn\.")


def read_prevention(text: str) -> Prevention | None:
    """The prevention ``text`` states for the unit it chose, or None."""
    if _PREVENT_NEXT.search(text):
        return Prevention(None)
    found = _PREVENT_VALUE.search(text)
    return Prevention(int(found[1])) if found else None


@functools.cache
def prevention_of(name: str, version: str) -> Prevention | None:
    """The prevention of the card named ``name`` (case aside) under ``version``, or None."""
    card = _card(name)
    return read_prevention(card.text_under(version)) if card is not None else None


def unread_delayed(state: GameState, version: str) -> tuple[tuple[str, str], ...]:
    """The delayed replacements still waiting whose spell's text neither the prevention nor
    the death reading reads ("Prevent all damage that would be dealt this turn by spells
    and abilities."), each with that text: what they replace or prevent is not carried out,
    so it is never silently skipped."""
    found = []
    for delayed in state.delayed_replacements:
        card = _card(delayed.card)
        if delayed.used or card is None:
            continue
        if (
            prevention_of(delayed.card, version) is None
            and card_reading(delayed.card, version) is None
        ):
            found.append((card.name, card.text_under(version)))
    return tuple(dict.fromkeys(found))


def _card(name: str) -> Card | None:
    from judge.cards.catalog import card_named

    return card_named(name)


@functools.cache
def card_reading(name: str, version: str) -> Reading | None:
    """The death replacement of the card named ``name`` (case aside) under ``version``:
    None for a name that is not a card of the list or a text with no "would die"."""
    card = _card(name)
    return read_death_replacement(card.text_under(version)) if card is not None else None


def passive_reading(name: str, version: str) -> bool:
    """Whether the card named ``name`` has a permanent's passive death replacement that this
    reading reads whole ("If a friendly unit would die, ...")."""
    reading = card_reading(name, version)
    return reading is not None and reading is not UNREAD and reading.covers != CHOSEN


def in_effect(state: GameState, version: str) -> tuple[tuple[Replacement, ...], tuple[str, ...]]:
    """The death replacements in effect: those of the units and gear on the board, then the
    delayed ones spells created (``used`` once applied); a card facedown at a battlefield has
    none. Also the cards whose "would die" text is not read, a battlefield's included (what
    they do to a death is not modelled)."""
    found: list[Replacement] = []
    unread: list[str] = []
    permanents: tuple[Unit | Gear, ...] = (*state.units, *state.gear)
    for thing in permanents:
        reading = card_reading(thing.name, version)
        if reading is None:
            continue
        if reading is UNREAD or reading.covers == CHOSEN:
            unread.append(thing.name)
            continue
        found.append(tied(reading, thing.name, thing.controller, where=thing))
    unread.extend(f.name for f in state.battlefields if card_reading(f.name, version) is not None)
    # A legend's text is active from the Legend Zone (Sett - The Boss): not read here either.
    unread.extend(
        c.name
        for c in state.cards
        if c.zone == LEGEND_ZONE and card_reading(c.name, version) is not None
    )
    # A facedown card was hidden, not played: its text replaces no death
    # (passive.facedown_inactive).
    for delayed in state.delayed_replacements:
        reading = card_reading(delayed.card, version)
        if reading is None and prevention_of(delayed.card, version) is not None:
            continue  # it prevents damage: not about a death
        if reading is None or reading is UNREAD or reading.covers != CHOSEN:
            unread.append(delayed.card)
            continue
        effect = tied(reading, delayed.card, delayed.controller, unit=delayed.unit)
        found.append(replace(effect, used=delayed.used))
    return tuple(found), tuple(dict.fromkeys(unread))


def tied(
    reading: Reading,
    source: str,
    controller: str,
    *,
    where: Unit | Gear | None = None,
    unit: str = "",
) -> Replacement:
    """The replacement effect ``reading`` as ``source``'s, controlled by ``controller``
    (``where``: the permanent carrying it; ``unit``: the one a delayed one chose)."""
    return Replacement(
        source=source,
        controller=controller,
        covers=reading.covers,
        instead=reading.instead,
        unit=unit,
        less_might=reading.less_might,
        delayed=reading.delayed,
        where=where,
    )
