"""Swap (433): two numeric values, the Might of two units, reversed by an increase of the
lower and a decrease of the higher."""

from __future__ import annotations

from judge.engine import layering
from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.combat import THIS_COMBAT
from judge.engine.predicates.turn import THIS_TURN
from judge.engine.predicates.zones import performing
from judge.engine.state import GameState, MightEffect, Unit
from judge.records import replace


@step
def swap_might_reversed(state: GameState, doing: Doing) -> Stepped:
    """Swapping the Might of two units reverses their values with two effects: the
    difference between them is an increase of the lower and a decrease of the higher, each
    lasting as long as the instruction says. Two units with the same Might: swapping has no
    effect."""
    action = performing(doing, "swap")
    if action is None:
        return unchanged(state)
    names = tuple(action.cards)
    # A swap for this combat is carried out only while a combat is going on: its end is
    # when the effects expire (combat.this_combat_effects_expire).
    lasts = (THIS_TURN, THIS_COMBAT) if state.combat is not None else (THIS_TURN,)
    if action.duration not in lasts:
        text = (
            f"The swap of {' and '.join(names)} lasts {action.duration or 'as it says'}: only "
            f"effects that last {' or '.join(lasts)} are carried out here, so the swap is not "
            "known."
        )
        return unchanged(state, Event(text, UNMODELLED, names))
    found = {
        unit.name: (unit, might)
        for unit in map(state.unit, names)
        if unit is not None and (might := layering.might_now(state, unit)) is not None
    }
    if len(found) != 2:
        text = f"The Might of {' and '.join(names)} is not settled here, so the swap is not known."
        return unchanged(state, Event(text, UNMODELLED, names))
    (low, low_might), (high, high_might) = sorted(found.values(), key=_might)
    difference = high_might - low_might
    if difference == 0:
        text = f"{names[0]} and {names[1]} both have {low_might} Might: swapping has no effect."
        return unchanged(state, Event(text, "swapped", names, happened=False, change=False))
    source = action.source or f"the swap by {action.by}"
    changed = {
        low.name: _given(low, source, difference, action.duration),
        high.name: _given(high, source, -difference, action.duration),
    }
    state = replace(state, units=tuple(changed.get(u.name, u) for u in state.units))
    text = (
        f"{low.name} ({low_might} Might) is increased by {difference} and {high.name} "
        f"({high_might} Might) decreased by {difference}, {action.duration}: their Mights are "
        f"reversed ({low.name} {high_might}, {high.name} {low_might})."
    )
    return Stepped(state, (Event(text, "swapped", names, by=action.by),))


def _might(pair: tuple[Unit, int]) -> int:
    return pair[1]


def _given(unit: Unit, source: str, amount: int, duration: str) -> Unit:
    """``unit`` with the swap's effect on its Might, lasting ``duration``, begun after every
    effect it has."""
    effect = MightEffect(
        source,
        "add",
        amount,
        timestamp=layering.next_timestamp(unit),
        duration=duration,
        given_after=True,
    )
    return replace(unit, might_effects=(*unit.might_effects, effect))
