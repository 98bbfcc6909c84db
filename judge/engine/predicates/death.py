"""Damage and death: what dealing damage and Bonus Damage are, what a kill is, Deathknell,
replacement effects on a death, and the gear of a unit that dies (rules_data/facts/death.yaml).

Killing units with lethal damage is a step of the cleanup (``damage_lethal_killed`` in
``cleanup.py``); the step here runs right after it.
"""

from __future__ import annotations

from dataclasses import replace

from judge.engine.predicates import Doing, Event, Stepped, answers_query, step, unchanged
from judge.engine.state import GameState


@step
def gear_detaches_when_host_dies(state: GameState, doing: Doing) -> Stepped:
    """Cards attached to a unit that left the board detach from it and stay where it was."""
    loose = [g for g in state.gear if g.attached_to is not None and not state.unit(g.attached_to)]
    damaged = {unit.name for unit in state.units if unit.damage}
    kept = tuple(
        Event(
            f"{g.name} stays attached to {g.attached_to}, which is still on the board.",
            "detached",
            (g.name,),
            happened=False,
        )
        for g in state.gear
        if g.attached_to in damaged  # its host was damaged, but did not die
    )
    if not loose:
        return unchanged(state, *kept)
    events = tuple(
        Event(
            f"{g.name} detaches from {g.attached_to}, which left the board, and stays at "
            f"{g.at.name}, unattached.",
            "detached",
            (g.name, *((g.at.name,) if g.at.is_battlefield else ())),
        )
        for g in loose
    )
    gear = tuple(replace(g, attached_to=None) if g in loose else g for g in state.gear)
    return Stepped(replace(state, gear=gear), (*events, *kept))


@answers_query("death", "attached_gear_to_trash")
def gear_attached_not_trashed() -> None:
    """Gear attached to a unit that dies does not go to the trash with it: when the unit
    leaves the board, its attached cards detach and stay on the board where it last was."""


@answers_query("is_move", "kill")
def kill_not_a_move() -> None:
    """A killed permanent is put directly in the trash from where it was; killing is not a
    move."""


@answers_query("death", "deathknell_when_replaced")
def deathknell_needs_trash() -> None:
    """Deathknell triggers on its permanent being killed and sent to the trash; when the
    permanent is not sent to the trash (its death was replaced), the Deathknell does not
    happen: it is removed from the chain."""


@answers_query("death", "deathknell_before_trash")
def deathknell_pending_before_trash() -> None:
    """A Deathknell goes on the chain as a pending item before its permanent is put in the
    trash, by a kill instruction or a cleanup."""


@answers_query("death", "deathknell_during_spell")
def deathknell_waits_for_spell() -> None:
    """While a spell resolves, nothing else is finalized or resolved on the chain, triggered
    abilities included: the spell finishes all its effects before the Deathknell it caused
    is dealt with."""


@answers_query("death", "deathknell_each_instance")
def deathknell_each_instance() -> None:
    """Each instance of Deathknell a permanent has triggers separately; its controller
    chooses the order they go on the chain."""


@answers_query("death", "replaced_death_happened")
def replacement_death_never_happened() -> None:
    """A death replaced by a replacement effect is the kill that caused it not occurring:
    replacement effects apply before the event happens, so the unit never died."""


@answers_query("death", "replacement_twice")
def replacement_once_per_event() -> None:
    """A replacement effect can be applied only once to an event, or to the events that
    replace it."""


@answers_query("death", "zero_damage_dealt")
def damage_valid_only() -> None:
    """Only valid damage is dealt: a positive whole amount, at least 1."""


@answers_query("death", "bonus_damage_without_damage")
def bonus_damage_needs_damage() -> None:
    """Bonus Damage applies only to damage being dealt: if no damage is dealt, it does not
    apply."""


@answers_query("death", "bonus_damage_in_replaced_total")
def bonus_damage_prevented_with_total() -> None:
    """A replacement or reduction of damage counts its Bonus Damage in the total it
    replaces or reduces: a prevention as large as the damage before its Bonus Damage
    leaves the Bonus Damage to be taken."""


@answers_query("death", "bonus_damage_in_replaced_total")
def bonus_damage_lost_with_prevented_damage() -> None:
    """Damage replaced or reduced so that none is dealt takes its Bonus Damage with it: a
    prevention as large as the damage before its Bonus Damage leaves nothing to be taken."""


@answers_query("death", "bonus_damage_reduces")
def bonus_damage_only_increases() -> None:
    """Bonus Damage is only ever positive and only increases the damage dealt; if it would be
    negative, none is applied."""


@answers_query("death", "clearing_is_healing")
def heal_clearing_is_healing() -> None:
    """Damage cleared from a unit, for any reason, is healing."""


@answers_query("death", "assigning_is_dealing")
def damage_assigning_not_dealing() -> None:
    """Assigning combat damage is not itself dealing damage; the damage is dealt when the
    assignment is complete."""
