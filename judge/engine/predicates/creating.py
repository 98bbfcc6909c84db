"""Create (439): a unit or gear token produced directly at the place the effect directs,
or, where the effect names none, at a location of the creator's where it could be played.

The token is owned and controlled by the player who creates it (439.4, with its own fact,
``token.controller_of_the_effect``, for a token played); its characteristics are not given.
"""

from __future__ import annotations

from judge.engine.actions import GameAction
from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import possessive
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.zones import performing
from judge.engine.state import BASE, BATTLEFIELD, GameState, Gear, Place, Unit
from judge.records import replace


def _playable_location(state: GameState, kind: str, place: Place, player: str) -> str:
    """Why ``player`` could not play a ``kind`` (unit or gear) to ``place`` ("" if they could):
    a unit to their base or a battlefield they control, a gear to their base."""
    if place.is_base:
        return "" if place.name == player else f"{place.label()} is not {possessive(player)} base"
    if kind == "gear":
        return "gear is played only to its player's base"
    field = state.battlefield(place.name)
    if field is not None and field.controller == player:
        return ""
    return f"{player} {'do' if player == 'you' else 'does'}n't control {place.label()}"


def _played_to(state: GameState, kind: str, player: str) -> tuple[Place, ...]:
    """The places ``player`` could play a ``kind`` (unit or gear) to: their base, and for a
    unit the battlefields they control."""
    if kind == "gear":
        return (Place(BASE, player),)
    fields = (Place(BATTLEFIELD, f.name) for f in state.battlefields if f.controller == player)
    return (Place(BASE, player), *fields)


def _created(state: GameState, action: GameAction, place: Place, whose: str) -> Stepped:
    """The token created directly at ``place``, owned and controlled by its creator."""
    token, kind, by = action.token, action.to, action.by
    if kind == "unit":
        state = replace(state, units=(*state.units, Unit(token, by, place, token=True)))
    else:
        state = replace(state, gear=(*state.gear, Gear(token, by, place, token=True)))
    text = (
        f"A {token} {kind} token is created directly at {place.label()} ({whose}), "
        f"owned and controlled by {by}."
    )
    at = place.name if place.is_battlefield else ""
    return Stepped(state, (Event(text, "created", (token,), at=at, by=by),))


@step
def create_location(state: GameState, doing: Doing) -> Stepped:
    """An effect that creates a game object directs where it goes, and it is created directly
    there; where the effect names no place, a permanent is created at a location of its
    creator's that it could be played to (their base, or for a unit a battlefield they
    control): a place it could not be played to can't be chosen, and the token is created
    at one it could."""
    action = performing(doing, "create")
    if action is None or action.place is None:
        return unchanged(state)
    place, token, by = action.place, action.token, action.by
    if not action.chosen:
        return _created(state, action, place, "the place the effect directs")
    why = _playable_location(state, action.to, place, by)
    if not why:
        return _created(state, action, place, f"a place {by} chose")
    refused = Event(
        f"The effect names no place, so the {token} token is created only where {by} could "
        f"play it: {why}, so it is not created at {place.label()}.",
        "created",
        (token,),
        happened=False,
        at=place.name if place.is_battlefield else "",
    )
    valid = _played_to(state, action.to, by)
    if len(valid) == 1:
        made = _created(state, action, valid[0], f"the only place {by} could play it to")
        return Stepped(made.state, (refused, *made.events))
    options = " or ".join(p.label() for p in valid)
    made_somewhere = Event(
        f"The {token} token is still created, at a place {by} could play it to: {options}.",
        "created",
        (token,),
        by=by,
    )
    which = Event(
        f"Which of {options} it is created at is {possessive(by)} choice, not modelled.", UNMODELLED
    )
    return unchanged(state, refused, made_somewhere, which)
