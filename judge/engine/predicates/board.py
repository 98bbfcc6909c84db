"""Helpers that read the board for several predicate areas (no rules decisions here)."""

from __future__ import annotations

from judge.engine.questions import Move, Query, Question
from judge.engine.state import CardRule, GameState, Gear, Place, Unit
from judge.records import replace


def asks(question: Question, kind: str, *subjects: str) -> bool:
    """The question is the yes/no query ``kind`` about one of ``subjects``."""
    return isinstance(question, Query) and question.kind == kind and question.subject in subjects


def movers(situation: GameState, move: Move) -> list[tuple[Unit, Place]]:
    """Each moving unit with its destination."""
    pairs: list[tuple[Unit, Place]] = []
    for name, destination in zip(move.units, move.to, strict=True):
        unit = situation.unit(name)
        if unit is not None:
            pairs.append((unit, destination))
    return pairs


def between_battlefields(situation: GameState, move: Move) -> list[Unit]:
    """The moving units that would go from one battlefield to another (not to the one they
    are at)."""
    return [
        unit
        for unit, destination in movers(situation, move)
        if unit.at.is_battlefield and destination.is_battlefield and destination != unit.at
    ]


def names(units: list[Unit]) -> tuple[str, ...]:
    return tuple(unit.name for unit in units)


def listing(items: tuple[str, ...] | list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def possessive(player: str) -> str:
    """'your' for the player called "you", else "<name>'s"."""
    return "your" if player == "you" else f"{player}'s"


def says(player: str, third_person: str, plain: str) -> str:
    """'opponent controls' but 'you control': the player as subject of a verb."""
    return f"{player} {plain if player == 'you' else third_person}"


def is_exhausted(unit: Unit) -> bool:
    """Given, or derived: a unit played this turn entered exhausted unless it entered ready."""
    if unit.exhausted is not None:
        return unit.exhausted
    return unit.played_this_turn and not unit.accelerated


def is_spent(thing: Unit | Gear) -> bool:
    """Whether a unit or gear is exhausted (a unit's derived as ``is_exhausted`` says)."""
    return is_exhausted(thing) if isinstance(thing, Unit) else thing.exhausted


def others_at(situation: GameState, place: Place, player: str) -> frozenset[str]:
    """Players other than ``player`` with units at ``place``."""
    return situation.players_at(place) - {player}


def combat_at(situation: GameState, place: Place) -> bool:
    """A combat is staged or in progress at this battlefield."""
    field = situation.battlefield(place.name) if place.is_battlefield else None
    if field is None:
        return False
    return situation.combat == field.name or "combat" in field.staged


def _matches(pattern: str, place: Place, here: Place | None) -> bool:
    if pattern == "anywhere":
        return True
    if pattern == "here":
        return here is not None and place == here
    return place.kind == pattern


def rules_on_move(
    situation: GameState, unit: Unit, destination: Place, kind: str, effect: str
) -> list[CardRule]:
    """The card rules with ``effect`` ("can" or "can't") that speak about this unit's move."""
    found: list[CardRule] = []
    for rule in _rules_for(situation, unit):
        if rule.effect != effect or rule.action not in ("move", kind):
            continue
        here = rule.here or unit.at
        if rule.here is not None and here not in (unit.at, destination):
            continue
        if _matches(rule.origin, unit.at, here) and _matches(rule.destination, destination, here):
            found.append(rule)
    return found


def speaks_of(situation: GameState, rule: CardRule, player: str) -> bool:
    """The text means ``player``'s units or plays ("your", "friendly", "enemy", or all)."""
    mates = situation.teammates(rule.speaker) if rule.speaker is not None else frozenset()
    return rule.speaks_of(player, mates)


def _rules_for(situation: GameState, unit: Unit) -> list[CardRule]:
    """The text that can speak of this unit: every battlefield's, its own ("I"), and other
    units' text that names whose units it means ("enemy units can't move")."""
    rules = [rule for field in situation.battlefields for rule in field.text]
    rules += unit.text
    rules += [
        rule if "here" in (rule.origin, rule.destination) else replace(rule, here=None)
        for other in situation.units
        if other.name != unit.name
        for rule in other.text
        if rule.affects != "all"
    ]
    return [rule for rule in rules if speaks_of(situation, rule, unit.controller)]


def move_restrictions(situation: GameState, unit: Unit) -> list[CardRule]:
    """Every "can't move" text that could bear on this unit leaving its place."""
    return [
        rule
        for rule in _rules_for(situation, unit)
        if rule.forbids
        and rule.action in ("move", "standard_move")
        and (rule.here is None or rule.here == unit.at)
    ]


def rules_on_play(
    situation: GameState, player: str, destination: Place, effect: str
) -> list[CardRule]:
    """The card rules with ``effect`` about ``player`` playing a unit to ``destination``: text
    on any battlefield or unit whose place pattern takes in that destination and that means
    this player's plays."""
    return [
        rule
        for rule in rules_at_play(situation, destination, effect)
        if speaks_of(situation, rule, player)
    ]


def rules_at_play(situation: GameState, destination: Place, effect: str) -> list[CardRule]:
    """The card rules with ``effect`` about playing a unit to ``destination``, whoever's plays
    they mean: text on any battlefield or unit whose place pattern takes in that place."""
    texts = [rule for field in situation.battlefields for rule in field.text]
    texts += [rule for unit in situation.units for rule in unit.text]
    return [
        rule
        for rule in texts
        if rule.effect == effect
        and rule.action == "play"
        and _matches(rule.destination, destination, rule.here)
    ]
