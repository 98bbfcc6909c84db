"""Destinations no move of any kind can reach (Core Rules 447.2, 449.2, 462).

Each clause speaks of the controller of the unit that moves ("2 other players", "Players not
involved", "Units that player controls"), never of the player whose card moves it.
"""

from __future__ import annotations

from judge.engine.predicates import FAILED, SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import (
    combat_at,
    listing,
    movers,
    others_at,
    possessive,
    says,
)
from judge.engine.questions import Move, Question
from judge.engine.state import GameState, Place, Unit


def _crowded(situation: GameState, unit: Unit, destination: Place) -> bool:
    rivals = others_at(situation, destination, unit.controller)
    return destination.is_battlefield and len(rivals) >= 2


def _closed_combat(situation: GameState, unit: Unit, destination: Place) -> bool:
    """A combat is staged or going on there and the unit's controller is not in it or has no
    units there (a player with no units there is not in it either)."""
    return (
        situation.multiplayer
        and combat_at(situation, destination)
        and unit.controller not in situation.players_at(destination)
    )


def _teammate_there(situation: GameState, unit: Unit, destination: Place) -> bool:
    return destination.is_battlefield and bool(
        situation.teammates(unit.controller) & situation.players_at(destination)
    )


def _teammate_controls(situation: GameState, unit: Unit, destination: Place) -> bool:
    field = situation.battlefield(destination.name) if destination.is_battlefield else None
    return field is not None and field.controller in situation.teammates(unit.controller)


def closed_to(situation: GameState, unit: Unit, destination: Place) -> bool:
    """A destination some invalid-destination rule closes to this unit (of any version: the
    v1.3 and v1.4 teammate rules both count)."""
    return any(
        test(situation, unit, destination)
        for test in (_crowded, _closed_combat, _teammate_there, _teammate_controls)
    )


def _blocked(situation: GameState, question: Move, closed: str) -> list[tuple[Unit, Place]]:
    tests = {
        "crowded": _crowded,
        "combat": _closed_combat,
        "teammate": _teammate_there,
        "teammate_controls": _teammate_controls,
    }
    test = tests[closed]
    return [(unit, to) for unit, to in movers(situation, question) if test(situation, unit, to)]


def _sentence(reasons: list[str]) -> str:
    text = "; ".join(reasons)
    return text[:1].upper() + text[1:] + "."


def _whose_unit(unit: Unit) -> str:
    """ ", and Jax is your unit": whose the moving unit is, unless its name says it ("your
    unit"), and that it can't go there."""
    whose = possessive(unit.controller)
    if unit.name.lower().startswith(f"{whose.lower()} "):
        return f", so {unit.name} can't go there"
    return f", and {unit.name} is {whose} unit"


def _names(pairs: list[tuple[Unit, Place]]) -> tuple[str, ...]:
    return tuple(unit.name for unit, _ in pairs)


@predicate
def move_two_other_players(situation: GameState, question: Question) -> Check:
    """No move of any kind can take a unit to a battlefield that already has units of two
    players other than the unit's controller."""
    if not isinstance(question, Move) or not situation.multiplayer:
        return SKIP
    blocked = _blocked(situation, question, "crowded")
    if blocked:
        reasons = [
            f"{to.label()} already has units of "
            f"{listing(sorted(others_at(situation, to, unit.controller)))}, "
            f"two players other than {unit.controller}, who controls {unit.name}"
            for unit, to in blocked
        ]
        return failed("; ".join(reasons) + ".", _names(blocked))
    return held(
        "No destination already holds units of two players other than the units' controller."
    )


@predicate
def standard_move_no_forbidden_state(situation: GameState, question: Question) -> Check:
    """The standard move is a Discretionary Action, taken only as long as it creates no
    forbidden game state: not to a battlefield that already has units of two players other
    than the units' controller."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    crowded = move_two_other_players(situation, question)
    if crowded.status != FAILED:
        return crowded
    return failed(
        "The standard move is a Discretionary Action, not taken where it would create a "
        "forbidden game state, as this one would.",
        crowded.subjects,
    )


@predicate
def move_others_combat(situation: GameState, question: Question) -> Check:
    """With more than two players, a battlefield with a staged or ongoing combat is closed to
    units whose controller is not in that combat or has no units there."""
    if not isinstance(question, Move) or not situation.multiplayer:
        return SKIP
    blocked = _blocked(situation, question, "combat")
    if blocked:
        reasons = [
            f"a combat is staged or in progress at {to.label()} and "
            f"{says(unit.controller, 'has', 'have')} no units in it, so {unit.name} can't go there"
            for unit, to in blocked
        ]
        return failed(_sentence(reasons), _names(blocked))
    return held("No destination has a combat that the units' controller is not part of.")


@predicate
def move_teammate_battlefield(situation: GameState, question: Question) -> Check:
    """In modes with teammates, a battlefield occupied by the teammate of a unit's controller is
    closed to that unit."""
    if not isinstance(question, Move) or not situation.teams:
        return SKIP
    blocked = _blocked(situation, question, "teammate")
    if blocked:
        reasons = [
            f"{possessive(unit.controller)} teammate has units at {to.label()}" + _whose_unit(unit)
            for unit, to in blocked
        ]
        return failed(_sentence(reasons), _names(blocked))
    return held("No destination is occupied by a teammate of the units' controller.")


@predicate
def move_teammate_controlled_battlefield(situation: GameState, question: Question) -> Check:
    """In modes with teammates, a battlefield controlled by the teammate of a unit's controller
    is closed to that unit."""
    if not isinstance(question, Move) or not situation.teams:
        return SKIP
    blocked = _blocked(situation, question, "teammate_controls")
    if blocked:
        reasons = [
            f"{possessive(unit.controller)} teammate controls {to.label()}" + _whose_unit(unit)
            for unit, to in blocked
        ]
        return failed(_sentence(reasons), _names(blocked))
    return held("No destination is controlled by a teammate of the units' controller.")


def _choices(situation: GameState, unit: Unit, allowed: frozenset[str]) -> set[Place]:
    """The places the effect lets its player choose for this unit (other than where it is)."""
    places: set[Place] = set()
    own_base = Place("base", unit.controller)
    for pattern in allowed:
        if pattern in ("base", "anywhere"):
            places.add(own_base)
        if pattern in ("battlefield", "anywhere"):
            places.update(field.place for field in situation.battlefields)
        elif situation.battlefield(pattern) is not None:
            places.add(Place("battlefield", pattern))  # the one battlefield the card names
    return places - {unit.at}


@predicate
def recall_instead_of_invalid_move(situation: GameState, question: Question) -> Check:
    """If an effect requires a unit to move where it can't go, that unit is recalled instead;
    a destination the player chooses must be a valid one, so it is never recalled instead."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    chosen = [
        (unit, to)
        for unit, to in movers(situation, question)
        if _choices(situation, unit, question.destinations) != {to}
    ]
    card = question.card or "The effect"
    if chosen:
        return failed(
            "; ".join(
                f"{card} lets its player choose where {unit.name} goes, and a chosen "
                f"destination must be one {unit.name} can go to, so {to.label()} can't be chosen"
                for unit, to in chosen
            )
            + ".",
            tuple(unit.name for unit, _ in chosen),
        )
    return held(
        f"{card} requires {listing(question.units)} to move where "
        f"{'it' if len(question.units) == 1 else 'they'} can't go, so "
        f"{'it is' if len(question.units) == 1 else 'they are'} recalled to "
        f"{'its' if len(question.units) == 1 else 'their'} base instead.",
        question.units,
        notable=True,
    )
