"""The guards of the compiled passives no other reading of the engine takes.

A compiled passive is a reading of the text, not something the engine carries out: unless a
reading of the engine applies it, what it changes must make the question that turns on it
`unknown`, never be passed over. tests/test_card_passives.py holds, for each shape the
card-text compiler reads a passive or replacement into (judge/cards/statics.py), the
engine's reading that applies it or the guard that withholds what it changes, and checks
every compiled card against it, so a shape the compiler learns is taken before it is
compiled.

Here are the guards of the shapes no other reading takes: a unit's own "I can't be
readied.", "I don't deal combat damage.", "I must be assigned combat damage last.", "This
enters exhausted." (applied), "Skip your Draw Phase.", the timed triggers the engine does not
place and the trigger conditions it does not look for.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from judge.cards.catalog import card_named
from judge.cards.statics import DRAW_PHASE_SKIPPED
from judge.engine.card_list import card_triggers, unwatched_triggers
from judge.engine.card_passives import compiled_passives, passive_words
from judge.engine.state import LEGEND_ZONE

if TYPE_CHECKING:
    from judge.engine.state import GameState

# What a unit's own passive changes of combat damage: the engine's assignment and totals
# do not take it.
COMBAT_DAMAGE = ("deals no combat damage", "assigned combat damage last")


def combat_damage_texts(state: GameState, version: str) -> tuple[tuple[str, str], ...]:
    """The units at the battlefield of the combat in progress whose own text changes what
    combat damage they deal or how it is assigned to them, each with its words."""
    if state.combat is None:
        return ()
    return tuple(
        (unit.name, words)
        for unit in state.units
        if unit.at.is_battlefield and unit.at.name == state.combat
        for words in passive_words(unit.name, version, *COMBAT_DAMAGE)
    )


# The card's own events a passive keeps from happening ("I can't be readied."), by the
# outcome word the engine gives them.
BARRED_EVENTS = {
    "can't be readied": "readied",
}


@functools.cache
def barred_events(name: str, version: str) -> tuple[tuple[str, str], ...]:
    """The events of its own a passive of the card named ``name`` keeps from happening:
    (outcome word, its words)."""
    return tuple(
        (BARRED_EVENTS[shape], words)
        for shape, words in compiled_passives(name, version)
        if shape in BARRED_EVENTS
    )


@functools.cache
def enters_exhausted(name: str, version: str) -> str:
    """The words of the card named ``name`` that make it enter the board exhausted, when
    they hold always ("This enters exhausted.": a compiled passive with no condition); ""
    when it has none."""
    from judge.cards.statics import read_static

    for words in passive_words(name, version, "enters exhausted"):
        if read_static(words) == "enters exhausted":
            return words
    return ""


def skipped_draw_phase(state: GameState, version: str) -> tuple[str, ...]:
    """The cards on the board (and legends) the turn player controls whose text has them
    skip their Draw Phase ("Skip your Draw Phase.": Endless Riches)."""
    names = [u.name for u in state.units if u.controller == state.turn]
    names += [g.name for g in state.gear if g.controller == state.turn]
    names += [c.name for c in state.cards if c.zone == LEGEND_ZONE and c.controller == state.turn]
    return tuple(n for n in dict.fromkeys(names) if passive_words(n, version, DRAW_PHASE_SKIPPED))


# The words of a triggered ability at a time of the turn the engine walks through, by that
# time, with whose turn it waits for ("your" or any player's).
TIMED = {
    "beginning": re.compile(
        r"At the start of (?P<whose>your|each player's|each)(?: first)? Beginning Phase[^.]*\."
    ),
    "end_of_turn": re.compile(r"At the end of (?P<whose>your|each|each player's) turn[^.]*\."),
    "main": re.compile(r"At the start of (?P<whose>your|each player's) Main Phase[^.]*\."),
}


def timed_texts(state: GameState, when: str, version: str) -> tuple[tuple[str, str], ...]:
    """The cards on the board (units, gear, battlefields, legends) with a triggered ability at
    ``when`` ("beginning", "end_of_turn", "main") of this turn that the engine does not put on
    the chain: any of a card that is not a unit card, and a unit card's not read as one the
    engine places (``card_triggers``). Each with its words; "your" ones only of cards the turn
    player controls."""
    holders = [(u.name, u.controller) for u in state.units]
    holders += [(g.name, g.controller) for g in state.gear]
    holders += [(b.name, b.controller or "") for b in state.battlefields]
    holders += [(c.name, c.controller) for c in state.cards if c.zone == LEGEND_ZONE]
    return tuple(
        (name, words)
        for name, controller in dict.fromkeys(holders)
        for whose, words in _timed_words(name, version, when)
        if whose != "your" or controller == state.turn
    )


@functools.cache
def _timed_words(name: str, version: str, when: str) -> tuple[tuple[str, str], ...]:
    """The words of the card named ``name``'s triggered abilities at ``when`` that the engine
    does not put on the chain, each with whose turn it waits for ("your" or any player's);
    none of a "your" one the engine places, as a unit card's."""
    card = card_named(name)
    if card is None:
        return ()
    placed = card.type == "Unit" and any(t.when == when for t in card_triggers(name, version))
    return tuple(
        (words.group("whose"), words.group(0))
        for words in TIMED[when].finditer(card.text_under(version))
        if not (words.group("whose") == "your" and placed)
    )


# The events of the engine a trigger condition it does not look for may be met by: the
# condition's event (judge/cards/triggers.py) -> the outcome word or the game action of the
# engine's event.
MEETING = {
    "conquer": "conquer",
    "hold": "hold",
    "die": "killed",
    "killed": "killed",
    "win a combat": "wins combat",
    "play": "play",
    "play a unit": "play",
    "play a gear": "play",
    "play a card": "play",
    "play another unit": "play",
    "play another unit of a tag": "play",
    "play a token unit": "play",
    "play a card not from hand": "play",
    "become ready": "readied",
    "ready a friendly unit": "readied",
    "discard me": "discarded",
    "discard": "discarded",
    "discarded": "discarded",
    "buff me": "buffed",
    "buff a friendly unit": "buffed",
    "score": "point",
    "banish a card you own": "banished",
    "recycle cards to the main deck": "recycled",
    "become Empowered": "empowered",
    "empower something else": "empowered",
    "spend a buff": "spent",
}


@functools.cache
def unwatched_meetings(name: str, version: str) -> tuple[tuple[str, str], ...]:
    """The trigger conditions of the card named ``name`` the engine does not look for
    (``card_list.unwatched_triggers``) that an event of the engine may meet: (the outcome
    word or game action of that event, the condition's words)."""
    from judge.cards.kinds import TRIGGERED
    from judge.cards.understood import understand

    card = card_named(name)
    unwatched = set(unwatched_triggers(name, version))
    if card is None or not unwatched:
        return ()
    return tuple(
        (MEETING[read.event], read.words)
        for ability in understand(card, version).abilities
        if ability.kind == TRIGGERED and ability.trigger is not None
        for read in (ability.trigger, *ability.also)
        if read.words in unwatched
        and read.event in MEETING
        # its own death ("When I die in combat, ..."): the death steps say what they model
        # of it (``card_list.own_death_triggers``)
        and (read.event, read.whose) != ("die", "me")
    )
