"""Moves by spells and abilities: destination choice and timing (355.4, 449, 308, 309, 806, 813)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import asks, is_exhausted, listing, movers
from judge.engine.predicates.destinations import closed_to
from judge.engine.predicates.windows import NONE, why_not
from judge.engine.questions import Move, Question
from judge.engine.state import BASE, GameState, Place, Unit


def _allowed(pattern: str, unit: Unit, destination: Place) -> bool:
    """The card's destination ``pattern`` allows this: a battlefield, the unit's own base
    ("move it to base" never means another player's base), or the one battlefield the card
    names."""
    if pattern == "anywhere":
        return destination.is_battlefield or destination == Place(BASE, unit.controller)
    if pattern == BASE:
        return destination == Place(BASE, unit.controller)
    if pattern == "battlefield":
        return destination.is_battlefield
    return destination.is_battlefield and destination.name == pattern


@predicate
def move_effect_destination(situation: GameState, question: Question) -> Check:
    """A spell or ability that moves units says where they can go; the destination is chosen as
    it is played and must be one the card allows."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    wrong = [
        (unit, destination)
        for unit, destination in movers(situation, question)
        if not any(_allowed(pattern, unit, destination) for pattern in question.destinations)
    ]
    card = question.card or "the card"
    if wrong:
        allowed = listing(sorted(question.destinations))
        return failed(
            "; ".join(
                f"{card} moves {unit.name} to {allowed}, not to {destination.label()}"
                for unit, destination in wrong
            )
            + ".",
            tuple(unit.name for unit, _ in wrong),
        )
    places = listing(sorted({destination.label() for destination in question.to}))
    return held(f"{card[:1].upper() + card[1:]} allows {places} as destination.")


@predicate
def move_effect_new_location(situation: GameState, question: Question) -> Check:
    """A move effect's destination must be somewhere other than where the units already are."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    staying = [
        (unit.name, destination)
        for unit, destination in movers(situation, question)
        if unit.at == destination
    ]
    if staying:
        return failed(
            "; ".join(f"{name} is already at {place.label()}" for name, place in staying) + ".",
            tuple(name for name, _ in staying),
        )
    return held("The destination is not where the units already are.")


@predicate
def move_effect_timing(situation: GameState, question: Question) -> Check:
    """A spell or ability that moves units is played (or activated) by default only by a player
    with priority on their own turn in a Neutral Open state; Action adds showdowns and
    Reaction also closed states, on any player's turn, for the player with priority."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    timing = question.timing
    default = why_not(situation, question.actor, NONE)
    if not default:
        return held("It can be played at this time.")
    reason = why_not(situation, question.actor, timing) if timing != NONE else default
    if reason:
        prefix = f"It has {timing}, but " if timing != NONE else ""
        text = prefix + reason
        return failed(text[:1].upper() + text[1:] + ".")
    return held(
        f"With {timing}, it can be played now ({situation.turn_state} state).", notable=True
    )


@predicate
def move_effect_no_exhaust(situation: GameState, question: Question) -> Check:
    """Exhausting is the cost of the standard move, not part of moving: a move effect moves
    exhausted units too, and exhausts them only if it says so."""
    if asks(question, "exhausts", "move_effect"):
        return held("A move effect doesn't exhaust the unit unless it says so.")
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    tired = [unit.name for unit, _ in movers(situation, question) if is_exhausted(unit)]
    if not tired:
        return SKIP
    return held(
        f"{listing(tired)} can be moved by the effect even though exhausted.",
        tuple(tired),
        notable=True,
    )


@predicate
def move_effect_no_illegal_state(situation: GameState, question: Question) -> Check:
    """A spell or ability can't move units so that, arriving together, they leave units of three
    players at one battlefield: the card's outcome would be an illegal state."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    if not situation.multiplayer:
        return SKIP
    # A unit a destination rule keeps out never arrives (it can't be chosen there, or it is
    # recalled instead), so only the others are counted.
    moving = [(u, to) for u, to in movers(situation, question) if not closed_to(situation, u, to)]
    for place in {to for _, to in moving if to.is_battlefield}:
        leaving = {unit.name for unit, _ in moving}
        staying = {u.controller for u in situation.units_at(place) if u.name not in leaving}
        arriving = {unit.controller for unit, to in moving if to == place}
        if len(arriving) > 1 and len(staying | arriving) >= 3:
            names = tuple(unit.name for unit, to in moving if to == place)
            return failed(
                f"{listing(list(names))} would arrive together at {place.label()}, leaving "
                f"units of {listing(sorted(staying | arriving))} there.",
                names,
            )
    kept_out = [u.name for u, to in movers(situation, question) if closed_to(situation, u, to)]
    if kept_out:
        they = "it is" if len(kept_out) == 1 else "they are"
        text = f"{listing(kept_out)} can't arrive where {they} sent, so the move itself "
        return held(
            text[:1].upper() + text[1:] + "leaves no battlefield with units of three players."
        )
    return held("No battlefield would hold units of three players after the move.")
