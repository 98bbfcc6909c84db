"""Preventing damage: the prevention a spell created on a unit ("The next time that unit
would be dealt damage this turn, prevent it.", "Prevent the next 7 damage that would be
dealt to it this turn.") replaces the damage that would be dealt to it by that damage less
the Prevent Value left. Shared by damage an effect deals and combat damage."""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.predicates import Event
from judge.engine.predicates.board import listing
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.replacements import prevention_of
from judge.engine.state import DelayedReplacement, GameState
from judge.records import replace

PREVENT = "prevent.replaces_damage"


@dataclass(frozen=True)
class Prevented:
    """The damage left to deal to a unit once its prevention applied (None: not modelled),
    the state with the prevention spent, and what was said."""

    state: GameState
    left: int | None
    events: tuple[Event, ...]


def guarding(state: GameState, name: str, version: str) -> list[DelayedReplacement]:
    """The preventions still waiting for damage to the unit named ``name``."""
    return [
        d
        for d in state.delayed_replacements
        if d.unit == name and not d.used and prevention_of(d.card, version)
    ]


def prevent_damage(state: GameState, name: str, amount: int, version: str) -> Prevented:
    """``amount`` damage that would be dealt to ``name``, less what its prevention stops;
    all of it for "prevent it" (which then ends, once applied), else up to the Prevent
    Value left, which expires at 0."""
    found = guarding(state, name, version)
    if not found:
        return Prevented(state, amount, ())
    if len(found) > 1:
        text = f"Which of {listing([d.card for d in found])} prevents first is not modelled."
        return Prevented(state, None, (Event(text, UNMODELLED, (name,)),))
    delayed = found[0]
    prevention = prevention_of(delayed.card, version)
    assert prevention is not None  # guarding() kept only preventions
    left = None if prevention.value is None else prevention.value - delayed.prevented
    stopped = amount if left is None else min(amount, left)
    spent = replace(delayed, prevented=delayed.prevented + stopped)
    if left is None:
        spent = replace(spent, applied=True)  # "the next time": it ends once applied
    elif left - stopped <= 0:
        spent = replace(spent, used=True)
    kept = tuple(spent if d is delayed else d for d in state.delayed_replacements)
    state = replace(state, delayed_replacements=kept)
    value = "all of it" if left is None else f"{stopped} (its Prevent Value was {left})"
    ends = (
        "" if left is None or left - stopped > 0 else " Its Prevent Value is used up: it expires."
    )
    text = f"{delayed.card} prevents damage to {name}: of the {amount}, {value}.{ends}"
    events = [Event(text, "prevented", (name, delayed.card))]
    if amount == stopped:
        text = f"{name} is dealt no damage: all of it was prevented, so none was dealt to it."
        events.append(Event(text, "damaged", (name,), happened=False))
    return Prevented(state, amount - stopped, tuple(events))
