"""Create (439): a unit or gear token produced directly at the place the effect directs,
or, where the effect names none, at a location of the creator's where it could be played.

The token is owned and controlled by the player who creates it (439.4, with its own fact,
``token.controller_of_the_effect``, for a token played); its characteristics are not given.
"""

from __future__ import annotations

from dataclasses import replace

from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import possessive
from judge.engine.predicates.zones import performing
from judge.engine.state import GameState, Gear, Place, Unit


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


@step
def create_location(state: GameState, doing: Doing) -> Stepped:
    """An effect that creates a game object directs where it goes, and it is created directly
    there; where the effect names no place, a permanent is created at a location of its
    creator's that it could be played to (their base, or for a unit a battlefield they
    control)."""
    action = performing(doing, "create")
    if action is None or action.place is None:
        return unchanged(state)
    place, kind, by = action.place, action.to, action.by
    if action.chosen and (why := _playable_location(state, kind, place, by)):
        text = (
            f"The effect names no place, so the {action.token} token is created only where "
            f"{by} could play it: {why}, so it is not created at {place.label()}."
        )
        return unchanged(state, Event(text, "created", (action.token,), happened=False))
    if kind == "unit":
        state = replace(state, units=(*state.units, Unit(action.token, by, place, token=True)))
    else:
        state = replace(state, gear=(*state.gear, Gear(action.token, by, place, token=True)))
    whose = "the place the effect directs" if not action.chosen else f"a place {by} chose"
    text = (
        f"A {action.token} {kind} token is created directly at {place.label()} ({whose}), "
        f"owned and controlled by {by}."
    )
    at = place.name if place.is_battlefield else ""
    return Stepped(state, (Event(text, "created", (action.token,), at=at, by=by),))
