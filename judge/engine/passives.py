"""How the engine takes each compiled passive and replacement of a card on the board.

A compiled passive is a reading of the text, not something the engine carries out: unless a
reading of the engine applies it, what it changes must make the question that turns on it
`unknown`, never be passed over. ``TAKEN`` names, for each shape the card-text compiler reads
a passive or replacement into (judge/cards/statics.py), the engine's reading that applies it
or the guard that withholds what it changes; tests/test_card_passives.py checks every
compiled card against it, so a shape the compiler learns is taken before it is compiled.

Here too are the guards of the shapes no other reading takes: a unit's own "I can't be
readied.", "I don't deal combat damage.", "I must be assigned combat damage last.", "This
enters exhausted." (applied), "Skip your Draw Phase." and what keeps hidden cards from being
revealed at a battlefield.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.cards.catalog import card_named
from judge.engine.card_list import card_triggers, unwatched_triggers
from judge.engine.card_passives import CARD_RULE, REPLACEMENT, compiled_passives, passive_words
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


def barred_events(name: str, version: str) -> tuple[tuple[str, str], ...]:
    """The events of its own a passive of the card named ``name`` keeps from happening:
    (outcome word, its words)."""
    return tuple(
        (BARRED_EVENTS[shape], words)
        for shape, words in compiled_passives(name, version)
        if shape in BARRED_EVENTS
    )


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
    return tuple(n for n in dict.fromkeys(names) if passive_words(n, version, "draw phase skipped"))


# Shapes the engine models nothing of, each with why no answer turns on it.
INERT = {
    "cost reduced (this ability)": "no question weighs an activated ability's Energy or Power",
}


def _taken() -> dict[str, Callable[[str, str], bool]]:
    """Each shape, with the reading that applies it or the guard that withholds what it
    changes: true for a card when that reading or guard sees the card's passive."""
    from judge.engine import card_list as cl
    from judge.engine.build_question import PLAYABLE_ZONES
    from judge.engine.grants import keyword_grants
    from judge.engine.replacements import card_reading

    def might(n: str, v: str) -> bool:
        return cl.changes_might(n, v)

    def grants(n: str, v: str) -> bool:
        return bool(keyword_grants(n, v))

    def costs(n: str, v: str) -> bool:
        return cl.changes_costs(n, v) or bool(cl.own_cost_texts(n, v))

    def entering(n: str, v: str) -> bool:
        return bool(cl.entering_texts(n, v))

    def playing(n: str, v: str) -> bool:
        return bool(cl.play_texts(n, v))

    def text(pattern: re.Pattern[str]) -> Callable[[str, str], bool]:
        def seen(n: str, v: str) -> bool:
            card = card_named(n)
            return card is not None and bool(pattern.search(card.text_under(v)))

        return seen

    def barred(n: str, v: str) -> bool:
        return bool(barred_events(n, v))

    def combat(n: str, v: str) -> bool:
        return bool(passive_words(n, v, *COMBAT_DAMAGE))

    def replacing(n: str, v: str) -> bool:
        return bool(cl.unread_replacements(n, v)) or card_reading(n, v) is not None

    return {
        "Might bonus": might,
        "Might bonus and keywords": might,
        "Might bonus counted": might,
        "Might bonus instead": might,
        "Might": might,
        "keywords": grants,
        "keyword counted": grants,
        "keywords given": grants,
        "cost reduced": costs,
        "cost reduced instead": costs,
        "cost increased": costs,
        "cost increased instead": costs,
        "cost ignored": costs,
        "cost reduced by one or the other": costs,
        "may be played for another cost": costs,
        "enters ready": entering,
        "others enter ready": entering,
        "enter ready": entering,
        "enters exhausted": lambda n, v: bool(enters_exhausted(n, v)) or replacing(n, v),
        "may be played to an open battlefield": playing,
        "may be played to an occupied enemy battlefield": playing,
        "may Ambush to a battlefield with enemy units": playing,
        "may Ambush to the battlefield of the unit killed": playing,
        "may be played where you attack": playing,
        "played only where you conquered": playing,
        "not played on turns 1 to 3": playing,
        # a permission to play from the trash: a play from there is refused as the
        # situation is read (build_question.PLAYABLE_ZONES), never judged without it
        "may play cards from your trash": lambda n, v: "trash" not in PLAYABLE_ZONES,
        "opponents can't play spells named": playing,
        # the engine reveals no facedown card, but a card played from facedown is revealed
        "hidden cards can't be revealed here": playing,
        "can't be chosen by enemies": lambda n, v: bool(cl.choosing_text(n, v)),
        "deals no combat damage": combat,
        "assigned combat damage last": combat,
        "can't be readied": barred,
        "any amount of your damage lethal": cl.changes_lethal_damage,
        "bonus damage": text(re.compile("bonus damage", re.IGNORECASE)),
        "points to win increased": text(cl.VICTORY_CHANGE),
        "no score here until the third turn": text(cl.VICTORY_CHANGE),
        "opponents can't gain points": lambda n, v: bool(cl.points_text(n, v)),
        "hide an additional card here": text(cl.HIDING_MORE),
        "trigger an additional time": text(cl.TRIGGERS_AGAIN),
        "draw phase skipped": lambda n, v: bool(passive_words(n, v, "draw phase skipped")),
        CARD_RULE: lambda n, v: bool(cl.card_rules_of(n, v) or grants(n, v)) or replacing(n, v),
        REPLACEMENT: replacing,
    }


@functools.cache
def taken() -> dict[str, Callable[[str, str], bool]]:
    """``_taken``, built once."""
    return _taken()


def untaken(name: str, version: str) -> tuple[tuple[str, str], ...]:
    """The compiled passives and replacements of the card named ``name`` that no reading of
    the engine applies and no guard withholds: (shape, words). None should be."""
    table = taken()
    return tuple(
        (shape, words)
        for shape, words in compiled_passives(name, version)
        if shape not in INERT and not (shape in table and table[shape](name, version))
    )


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
    found: list[tuple[str, str]] = []
    for name, controller in dict.fromkeys(holders):
        card = card_named(name)
        if card is None:
            continue
        placed = card.type == "Unit" and any(t.when == when for t in card_triggers(name, version))
        for words in TIMED[when].finditer(card.text_under(version)):
            if words.group("whose") == "your" and (placed or controller != state.turn):
                continue
            found.append((name, words.group(0)))
    return tuple(found)


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
    "choose or ready me": "readied",
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
