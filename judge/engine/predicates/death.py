"""Damage and death: what dealing damage and Bonus Damage are, what a kill is, Deathknell,
replacement effects on a death, and the gear of a unit that dies (rules_data/facts/death.yaml).

Killing units with lethal damage is a step of the cleanup (``damage_lethal_killed`` in
``cleanup.py``); the step here runs right after it.
"""

from __future__ import annotations

from judge.engine.actions import Cleanup, GameAction
from judge.engine.card_list import own_death_triggers
from judge.engine.layering import might_now
from judge.engine.lethal_damage import LETHAL_FACT, lethal, only_through
from judge.engine.predicates import Doing, Event, Stepped, answers_query, step, unchanged
from judge.engine.predicates.abilities import placed_at_once, who_orders
from judge.engine.predicates.board import listing, possessive, says
from judge.engine.predicates.carry_out import (
    DEATHKNELL_WHEN_DIES,
    UNMODELLED,
    deathknell_instances,
    deathknell_pending,
    deathknell_removed,
    has_deathknell,
)
from judge.engine.predicates.keywords import leaves_board
from judge.engine.predicates.terms import combat_status
from judge.engine.predicates.zones import to_zone
from judge.engine.replacements import (
    CHOSEN,
    FRIENDLY,
    UNREAD,
    Replacement,
    card_reading,
    in_effect,
    passive_reading,
    tied,
)
from judge.engine.state import BASE, GameState, Gear, Place, Unit
from judge.records import replace


@step
def gear_detaches_when_host_dies(state: GameState, doing: Doing) -> Stepped:
    """Cards attached to a unit that left the board detach from it and stay where it was.

    A unit is known by its name, which names one card on the board (the situation refuses
    two alike), and a card that leaves the board leaves the list of units: a card whose unit
    is still on the board stays attached, whichever other unit left."""
    loose = [g for g in state.gear if g.attached_to is not None and not state.unit(g.attached_to)]
    # every unit still on the board keeps its gear: one damaged, recalled or moved, or one
    # whose neighbour left the board (718.1)
    staying = {unit.name for unit in state.units}
    kept = tuple(
        Event(
            f"{g.name} stays attached to {g.attached_to}, which is still on the board.",
            "detached",
            (g.name,),
            happened=False,
        )
        for g in state.gear
        if g.attached_to in staying
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


@step
def detach_order_by_host_controller(state: GameState, doing: Doing) -> Stepped:
    """When a unit that left the board had several cards attached, the player who
    controlled it decides the order they detach in, and so the order of what their
    detaching causes: not the controller of an attached card, where that is another
    player."""
    action = doing.action
    # the units that died in the step just run, or those a banish or a recycle is about to
    # remove from the board
    leaving = []
    if isinstance(action, GameAction) and action.action in ("banish", "recycle"):
        leaving = [u for u in state.units if u.name in action.cards]
    events: list[Event] = []
    for host in (*state.died_now, *leaving):
        cards = [g for g in state.gear if g.attached_to == host.name]
        if len(cards) < 2:
            continue
        names = tuple(g.name for g in cards)
        decider = host.controller
        events.append(
            Event(
                f"{host.name} left the board with {listing(list(names))} attached: "
                f"{decider}, who controlled it, {'decide' if decider == 'you' else 'decides'} "
                "the order they detach in, and so the order of anything their detaching "
                "causes.",
                "orders",
                (decider, *names),
                change=False,
            )
        )
        others = dict.fromkeys(g.controller for g in cards if g.controller != decider)
        for player in others:
            theirs = [g.name for g in cards if g.controller == player]
            events.append(
                Event(
                    f"{says(player, 'controls', 'control')} {listing(theirs)}, attached to "
                    f"{host.name}, but the order the cards attached to it detach in is "
                    f"decided by {decider}, who controlled {host.name}.",
                    "orders",
                    (player, *names),
                    happened=False,
                    change=False,
                )
            )
    return unchanged(state, *events)


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


@answers_query("death", "own_death_trigger_when_replaced")
def trigger_own_death_replaced() -> None:
    """An ability that triggers on its own permanent's death ("When I die in combat") is
    removed from the chain when that death is replaced and the permanent never goes to the
    trash, as a Deathknell is: the replaced death is the kill not occurring."""


@answers_query("death", "deathknell_before_trash")
def deathknell_pending_before_trash() -> None:
    """A Deathknell goes on the chain as a pending item before its permanent is put in the
    trash, by a kill instruction or a cleanup."""


@answers_query("death", "deathknell_during_spell")
def deathknell_waits_for_spell() -> None:
    """While a spell resolves, nothing else is finalized or resolved on the chain, triggered
    abilities included: the spell finishes all its effects before the Deathknell it caused
    is dealt with."""


@answers_query("death", "deathknell_before_combat_heal")
def deathknell_after_combat_heal() -> None:
    """A unit killed by combat damage dies in the combat cleanup; its Deathknell is pending
    there, and nothing resolves until that cleanup, which heals all units, is over."""


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


# Conditions after "When I die" that the board settles as the unit dies, each with the
# check that settles it and the fact that says what it means.
_OWN_DEATH_CONDITIONS = {"in combat": (combat_status, "term.in_combat")}


def own_death_events(state: GameState, unit: Unit, doing: Doing) -> list[Event]:
    """A unit that dies with an ability that triggers on its own death other than Deathknell
    ("When I die in combat, ..."): a condition after the event that the board settles false
    (no combat, so it is not in combat) means it does not trigger; otherwise the engine does
    not carry it out, so whether it triggers and what follows are not known, never a silent
    "it did not trigger"."""
    if not doing.version:
        return []
    events: list[Event] = []
    for words, condition in own_death_triggers(unit.name, doing.version):
        check, fact = _OWN_DEATH_CONDITIONS.get(condition, (None, ""))
        why = ""
        if check is not None and doing.stated(fact):
            holds, why = check(state, unit)
            if not holds:
                text = f'{possessive(unit.name)} "{words}" does not trigger. {why}'
                events.append(Event(text, "triggers", (unit.name,), happened=False, fact=fact))
                continue
        text = (
            f'{why} {possessive(unit.name)} "{words}" triggers on its own death, which the '
            "engine does not carry out: whether it triggers, and what follows, are not decided."
        ).lstrip()
        events.append(Event(text, UNMODELLED, (unit.name,)))
    return events


@step
def deathknell_when_dies(state: GameState, doing: Doing) -> Stepped:
    """Deathknell is short for "When I die, ...": a kill of a unit with Deathknell puts its
    Deathknell on the chain as a pending item before the unit is put in the trash. A unit
    banished is not killed, and one whose death a replacement effect replaced never died:
    neither triggers it."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action not in ("kill", "banish"):
        return unchanged(state)
    replaced = {e.subjects[0] for e in doing.events if e.kind == "replaced" and e.happened}
    events: list[Event] = []
    before = state
    for name in action.cards:
        unit = state.unit(name)
        if unit is None or name in replaced:
            continue  # a replaced death says so as it is replaced
        if action.action == "kill":
            events.extend(own_death_events(state, unit, doing))
        if not has_deathknell(unit, doing):
            events.extend(_removed(unit, doing))
            continue
        if action.action == "kill":
            state, triggered = deathknell_pending(state, doing, unit)
            events.extend(triggered)
        else:
            text = f"{name}'s Deathknell does not trigger: {name} is banished, so it does not die."
            events.append(Event(text, "triggers", (name,), happened=False))
    return _ordered_at_once(before, state, events)


@step
def cleanup_deathknell_lethal(state: GameState, doing: Doing) -> Stepped:
    """In a cleanup, before units with lethal damage are killed, each of them that has
    Deathknell triggers it: it goes on the chain as a pending item. A unit whose damage is
    not lethal does not. Another ability that triggers on its unit's own death is not
    carried out, so what follows is not known."""
    events: list[Event] = []
    before = state
    for unit in state.units:
        if not unit.damage:
            continue
        dies = lethal(state, unit)
        if dies is not False:  # its other abilities that trigger on its own death
            events.extend(own_death_events(state, unit, doing))
        if not has_deathknell(unit, doing):
            events.extend(_removed(unit, doing) if dies else ())
            continue
        if dies is None:
            text = f"Whether {unit.name}'s damage is lethal, with its Might now, is not settled."
            events.append(Event(text, "unmodelled", (unit.name,)))
        elif dies:
            led = _made_lethal_by(state, unit)
            state, triggered = deathknell_pending(state, doing, unit)
            for event in triggered:
                fact = "" if event.fact == DEATHKNELL_WHEN_DIES else event.fact
                events.append(replace(event, fact=fact, led_by=(*event.led_by, *led)))
        else:
            text = (
                f"{unit.name}'s Deathknell does not trigger: its {unit.damage} damage is not "
                f"lethal (Might {might_now(state, unit)})."
            )
            events.append(Event(text, "triggers", (unit.name,), happened=False))
    return _ordered_at_once(before, state, events)


def _made_lethal_by(state: GameState, unit: Unit) -> tuple[str, ...]:
    """The fact a Deathknell trigger rests on when ``unit``'s damage is lethal only by a
    passive that makes any amount of a player's damage lethal (none when its Might alone
    makes it lethal)."""
    return () if only_through(state, unit) is None else (LETHAL_FACT,)


def _removed(unit: Unit, doing: Doing) -> tuple[Event, ...]:
    """A unit an effect removed its Deathknell from has none to trigger as it dies."""
    by = deathknell_removed(unit, doing)
    if not by:
        return ()
    text = f"{unit.name}'s Deathknell does not trigger: {by} removed Deathknell from it."
    return (Event(text, "triggers", (unit.name,), happened=False),)


def _ordered_at_once(before: GameState, after: GameState, events: list[Event]) -> Stepped:
    """The Deathknells a step put on the chain one by one (``before`` to ``after``) triggered
    at once: they are placed in turn order, each player's in the order the player chose."""
    added = list(after.chain[len(before.chain) :])
    if len(added) < 2:
        return Stepped(after, tuple(events))
    state, added = placed_at_once(replace(after, chain=before.chain), added)
    ordered = who_orders(state, added, "in turn order from the turn player")
    return Stepped(state, (*events, *ordered))


# --- replacement effects on a death ----------------------------------------------------------


@step
def passive_active_on_board(state: GameState, doing: Doing) -> Stepped:
    """A permanent's passive abilities, a replacement effect on a death among them, are
    active only while it is on the board: the same text on a card in a hand, a trash or a
    deck replaces nothing."""
    if not _would_die(state, doing) or not doing.version:
        return unchanged(state)
    events: list[Event] = []
    permanents: tuple[Unit | Gear, ...] = (*state.units, *state.gear)
    for thing in permanents:
        if passive_reading(thing.name, doing.version):
            text = f'{thing.name} is on the board, so its passive "would die" ability is active.'
            events.append(Event(text, "active", (thing.name,), change=False))
    for card in state.cards:
        if card.facedown_at is None and passive_reading(card.name, doing.version):
            text = (
                f"{card.name} is in {possessive(card.owned_by)} {card.zone}, not on the board: "
                "a permanent's passive ability is active only on the board, so it replaces no "
                "death."
            )
            events.append(Event(text, "active", (card.name,), happened=False, change=False))
    return unchanged(state, *events)


@step
def passive_facedown_inactive(state: GameState, doing: Doing) -> Stepped:
    """A card hidden facedown at a battlefield has only the properties and permissions the
    effect that hid it gives (Hidden: played from there later, with Reaction); hiding it is
    not playing it, and its passive abilities become active only as it is played, so its
    text's replacement of a death is not active: it replaces no death while it is facedown.
    Its event names the units about to die whose death that text would qualify for face up
    (a friendly unit's, for "if a friendly unit would die"): it is why none of their deaths
    is replaced by it."""
    dying = _would_die(state, doing)
    if not dying or not doing.version:
        return unchanged(state)
    events = []
    for card in state.cards:
        # Only a card whose text has a "would die" replacement (card_reading is None without).
        reading = card_reading(card.name, doing.version)
        if card.facedown_at is None or reading is None:
            continue
        # its text as if it were in effect; one not read qualifies for no death it can name
        effect = tied(reading, card.name, card.controller)
        covered = (
            [] if reading is UNREAD else [u for u in dying if _why_not(state, effect, u) == ""]
        )
        text = (
            f"{card.name} is facedown at {card.facedown_at}, hidden, not played: it has only "
            "what hiding it gives (to be played from there later), not its own abilities, so "
            'its "would die" text replaces no death.'
        )
        subjects = (card.name, *(unit.name for unit in covered))
        events.append(Event(text, "active", subjects, happened=False, change=False))
    return unchanged(state, *events)


@step
def replacement_death_replaced(state: GameState, doing: Doing) -> Stepped:
    """Before a unit dies, a replacement effect in effect that qualifies for its death
    (whose unit it is, where, its condition) replaces the death with the game actions it
    names, so the unit never dies; one that does not qualify leaves the death as it is.
    Several qualifying for one death apply in the order the controller of the dying unit
    chooses (in v1.3 its owner), whoever controls the effects: the rule for several on one
    event, not the one for applying an effect across simultaneous events, which its own
    controller orders. Once one has replaced the death, the others have no death left to
    replace."""
    dying = _would_die(state, doing)
    if not dying or not doing.version:
        return unchanged(state)
    effects, unread = in_effect(state, doing.version)
    if unread:
        text = f'What {listing(unread)}\'s "would die" text does to a death is not modelled.'
        return unchanged(state, Event(text, UNMODELLED, tuple(unread), fact=UNMODELLED))
    events: list[Event] = []
    applied: set[str] = set()
    for unit in dying:
        qualifying = []
        for effect in effects:
            why_not = _why_not(state, effect, unit)
            if why_not is None:
                continue
            if why_not:
                fact = DELAYED_NEXT_TIME if effect.used else ""
                subjects = (unit.name, effect.source)
                events.append(Event(why_not, "replaced", subjects, happened=False, fact=fact))
            else:
                qualifying.append(effect)
        # One that kills its own source applied to a simultaneous death already: which of
        # the deaths its controller applies it to is their choice (373), not modelled.
        if any(e.source in applied and "kill source" in e.instead for e in qualifying):
            text = (
                f"{unit.name}'s death is simultaneous with another that a replacement effect "
                "killing its own source was applied to: which of these deaths it replaces is "
                "not modelled."
            )
            events.append(Event(text, UNMODELLED, (unit.name,), fact=UNMODELLED))
            continue
        ordered, chose = _ordered(state, doing, unit, qualifying)
        events.extend(chose)
        if not ordered:
            continue
        first, *others = ordered
        state, done = _replace_death(state, first, unit, doing.version)
        done = _as_teammates_unit(done, state, first, unit, doing)
        state = replace(state, replaced_now=(*state.replaced_now, unit))
        applied.add(first.source)
        events.extend(done)
        pending = f"{unit.name}'s Deathknell"
        if any(item.name == pending for item in state.chain):
            state = replace(state, chain=tuple(i for i in state.chain if i.name != pending))
            text = (
                f"{pending} is removed from the chain: {unit.name}'s death was replaced, so it "
                "is not sent to the trash."
            )
            removed = Event(text, "removed", (pending, unit.name), fact=DEATHKNELL_NEEDS_TRASH)
            events.append(removed)
        elif has_deathknell(unit, doing) and not doing.stated(REMOVED_AFTER_KILL):
            text = (
                f"{unit.name}'s Deathknell does not trigger: its death was replaced, so it is not "
                "killed and sent to the trash, which is what triggers a Deathknell."
            )
            events.append(
                Event(
                    text,
                    "triggers",
                    (unit.name,),
                    happened=False,
                    fact=DEATHKNELL_NEEDS_TRASH,
                    led_by=(REPLACEMENT_DEATH_REPLACED,),
                )
            )
        for other in others:
            text = (
                f"{other.source} is not applied: {unit.name} no longer dies, since "
                f"{first.source} replaced its death first; being {_done(first)} is no "
                f"death, so {other.source} has nothing left to replace."
            )
            left = Event(text, "replaced", (unit.name, other.source), happened=False)
            if doing.stated(LEAVES_NONE):
                # which applied first was the deciding player's choice (372): cited with it
                left = replace(left, fact=LEAVES_NONE, led_by=(_order_fact(doing),))
            events.append(left)
            if "banish" in first.instead and doing.stated(BANISH_NOT_KILL):
                text = (
                    f"{unit.name} is banished, and banishing is not a kind of kill: "
                    f"{other.source}'s replacement of a death does not qualify for it."
                )
                no_kill = Event(text, "replaced", (unit.name, other.source), happened=False)
                events.append(replace(no_kill, fact=BANISH_NOT_KILL))
            if "kill source" in other.instead:
                spared = (
                    f"{other.source} is not killed: killing it is part of its replacement, "
                    f"which is not applied: {first.source} was chosen to apply first, and "
                    f"being {_done(first)} is no death, so there is none left to replace."
                )
                # the order chosen (its fact), the first replacement and why it left no death
                why = (REPLACEMENT_DEATH_REPLACED, *_left_no_death(doing, first))
                kept = Event(spared, "killed", (other.source,), happened=False, led_by=why)
                events.append(replace(kept, fact=_order_fact(doing)))
    return Stepped(state, tuple(events))


@step
def deathknell_removed_after_kill(state: GameState, doing: Doing) -> Stepped:
    """A kill instruction puts a unit's Deathknell on the chain as a pending item before the
    unit would be moved to the trash, as a cleanup does; when a replacement effect replaced
    the death, the unit is not sent to the trash and that Deathknell is removed from the
    chain, so it never resolves."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action != "kill":
        return unchanged(state)
    # each unit whose death was replaced, with the facts that say why the replacement applied
    # to it (a teammate's unit is friendly: 489.8.e), which say why the Deathknell is removed
    replaced = {
        e.subjects[0]: e.led_by for e in doing.events if e.kind == "replaced" and e.happened
    }
    events: list[Event] = []
    for name in action.cards:
        # as it was before its death was replaced: one banished instead is off the board
        before = next((u for u in state.replaced_now if u.name == name), None)
        unit = state.unit(name) or before
        if unit is None or name not in replaced or not has_deathknell(unit, doing):
            continue  # a death not replaced: deathknell_when_dies puts it on the chain
        pending = [
            f"{name}'s Deathknell" + (f" granted by {source}" if source else "")
            for source in deathknell_instances(unit, doing)
        ]
        subjects = (*pending, name)
        text = (
            f"{listing(pending)} {'go' if len(pending) > 1 else 'goes'} on the chain as "
            f"{'pending items' if len(pending) > 1 else 'a pending item'} before the kill "
            f"would move {name} to the trash."
        )
        events.append(Event(text, "triggers", subjects))
        text = (
            f"{listing(pending)} {'are' if len(pending) > 1 else 'is'} removed from the "
            f"chain: {name}'s death was replaced, so it is not sent to the trash, and "
            f"{'they never resolve' if len(pending) > 1 else 'it never resolves'}."
        )
        events.append(Event(text, "removed", subjects, led_by=replaced[name]))
    return unchanged(state, *events)


def _would_die(state: GameState, doing: Doing) -> tuple[Unit, ...]:
    """The units about to die: those a kill names, or in a cleanup those with lethal damage."""
    action = doing.action
    if isinstance(action, GameAction):
        if action.action != "kill":
            return ()
        return tuple(u for name in action.cards if (u := state.unit(name)) is not None)
    if isinstance(action, Cleanup) or action is None:
        return tuple(unit for unit in state.units if lethal(state, unit))
    return ()


def _why_not(state: GameState, effect: Replacement, unit: Unit) -> str | None:
    """Why ``effect`` does not qualify for ``unit``'s death: "" when it does, None when it
    is about another unit (a delayed one that chose another)."""
    if effect.covers == CHOSEN:
        if effect.unit != unit.name:
            return None
        if effect.used:
            return (
                f"{effect.source} replaced {unit.name}'s death already this turn: it was for "
                "the next time only."
            )
        return ""
    if effect.covers == FRIENDLY:
        friends = {effect.controller} | state.teammates(effect.controller)
        if unit.controller in friends:
            return ""
        return (
            f"{effect.source} replaces a friendly unit's death: {unit.name}, "
            f"{possessive(unit.controller)}, is not friendly to {effect.controller}, who "
            f"controls {effect.source}."
        )
    where = effect.where
    if unit.name == effect.source:
        return f"{effect.source}'s replacement is for another unit's death, not its own."
    if unit.controller != effect.controller:
        return (
            f"{effect.source}'s replacement is for a unit {effect.controller} controls: "
            f"{unit.name} is {possessive(unit.controller)}."
        )
    if where is None or unit.at != where.at:
        return f"{effect.source}'s replacement is for a unit at its location: {unit.name} is not."
    theirs = where.current_might if isinstance(where, Unit) else None
    if effect.less_might and (unit.current_might or 0) >= (theirs or 0):
        return (
            f"{effect.source}'s replacement needs less Might than its own ({theirs}): "
            f"{unit.name} has {unit.current_might}."
        )
    return ""


# Friendly includes a teammate's objects: the fact that says so is cited where it decided
# that a "friendly unit" replacement covers a teammate's unit.
FRIENDLY_INCLUDES_TEAMMATES = "target.friendly_includes_teammates"


def _as_teammates_unit(
    done: list[Event], state: GameState, effect: Replacement, unit: Unit, doing: Doing
) -> list[Event]:
    """``done`` (a replaced death), saying so and citing the rule where the replacement is
    for "a friendly unit" and the unit is a teammate's of the effect's controller: friendly
    objects are those a player or a teammate controls."""
    teammates = state.teammates(effect.controller)
    if effect.covers != FRIENDLY or unit.controller not in teammates:
        return done
    if not doing.stated(FRIENDLY_INCLUDES_TEAMMATES):
        return done
    why = (
        f" {effect.source} replaces a friendly unit's death, and {unit.name} is friendly to "
        f"{effect.controller}: {unit.controller}, who controls it, is "
        f"{possessive(effect.controller)} teammate."
    )
    return [
        replace(e, text=e.text + why, led_by=(FRIENDLY_INCLUDES_TEAMMATES,))
        if e.kind in ("replaced", "killed") and e.subjects[:1] == (unit.name,)
        else e
        for e in done
    ]


def _order_fact(doing: Doing) -> str:
    """Who orders the replacement effects on an event: the controller of what it acts on, or
    in v1.3 its owner."""
    if doing.stated("replacement.order_controller"):
        return "replacement.order_controller"
    return "replacement.order_owner"


def _ordered(
    state: GameState, doing: Doing, unit: Unit, qualifying: list[Replacement]
) -> tuple[list[Replacement], list[Event]]:
    """The qualifying replacement effects in the order they apply: with several, the order
    the player who decides chose (the controller of the unit, in v1.3 its owner); none when
    nobody who may decide chose one."""
    if len(qualifying) < 2:
        return qualifying, []
    order_fact = _order_fact(doing)
    decider = unit.controller if order_fact == "replacement.order_controller" else unit.owned_by
    names = [effect.source for effect in qualifying]
    chosen = state.replacement_order
    if chosen is None or not set(names) <= set(chosen.order):
        text = (
            f"{listing(names)} all qualify for {unit.name}'s death; "
            f"{says(decider, 'decides', 'decide')} the order they apply in, and which applies "
            "first is not given."
        )
        return [], [Event(text, UNMODELLED, (unit.name,), fact=UNMODELLED)]
    if chosen.by != decider:
        text = (
            f"{says(chosen.by, 'does', 'do')} not decide the order of the replacement effects "
            f"on {unit.name}'s death: {says(decider, 'does', 'do')}."
        )
        refused = Event(text, "orders", (unit.name, chosen.by), happened=False, fact=order_fact)
        return [], [
            refused,
            Event(
                f"{says(decider, 'chooses', 'choose')} the order, and it is not given.",
                UNMODELLED,
                (unit.name,),
            ),
        ]
    ordered = sorted(qualifying, key=lambda effect: chosen.order.index(effect.source))
    text = (
        f"{says(decider, 'decides', 'decide')} the order the replacement effects on "
        f"{unit.name}'s death apply in, and chose {ordered[0].source} first."
    )
    return ordered, [Event(text, "orders", (unit.name, decider), fact=order_fact)]


def _left_no_death(doing: Doing, first: Replacement) -> tuple[str, ...]:
    """The facts, as the version states them, saying that what ``first`` did instead of a
    death is none: a replaced death leaves none, a banish being no kind of kill."""
    banished = "banish" in first.instead
    facts = (LEAVES_NONE, *((BANISH_NOT_KILL,) if banished else ()))
    return tuple(fact for fact in facts if doing.stated(fact))


def _done(effect: Replacement) -> str:
    """What ``effect`` does to the unit instead of its death ("healed, exhausted and
    recalled to base")."""
    return listing(tuple(WORDS[a] for a in effect.instead if a != "kill source"))


def _replace_death(
    state: GameState, effect: Replacement, unit: Unit, version: str
) -> tuple[GameState, list[Event]]:
    """``unit``'s death replaced by ``effect``'s game actions, in its order."""
    done = _done(effect)
    source_killed = f"{effect.source} is killed and " if "kill source" in effect.instead else ""
    text = (
        f"{unit.name} would die, but {effect.source}, controlled by {effect.controller}, "
        f"replaces its death before it happens: instead, {source_killed}{unit.name} is "
        f"{done}. {unit.name} never died."
    )
    never = f"{unit.name} is not killed: its death was replaced, so the kill did not occur."
    events = [
        Event(text, "replaced", (unit.name, effect.source)),
        Event(never, "killed", (unit.name,), happened=False),
    ]
    name = unit.name
    for action in effect.instead:
        now = state.unit(name)
        if action == "kill source":
            state = to_zone(state, effect.source, "trash")
            text = f"{effect.source} is killed instead."
            killed = Event(text, "killed", (effect.source,), action="kill", by=effect.controller)
            events.append(replace(killed, fact="kill.to_trash"))
        elif now is None:
            continue
        elif action == "banish":
            state, ended = leaves_board(state, now, version)
            state = to_zone(state, name, "banishment")
            events.append(
                Event(f"{name} is banished instead.", "banished", (name,), left_board=True)
            )
            events.extend(ended)
        else:
            changed = {
                "heal": now.healed(),
                "exhaust": replace(now, exhausted=True),
                "recall": replace(now, at=Place(BASE, now.controller)),
            }[action]
            state = replace(state, units=tuple(changed if u is now else u for u in state.units))
            events.append(Event(f"{name} is {WORDS[action]}.", OUTCOMES[action], (name,)))
    if effect.delayed:
        spent = tuple(
            replace(d, applied=True) if (d.card, d.unit) == (effect.source, name) else d
            for d in state.delayed_replacements
        )
        state = replace(state, delayed_replacements=spent)
    return state, events


@step
def replacement_delayed_next_time(state: GameState, doing: Doing) -> Stepped:
    """A delayed replacement ("the next time it would die this turn", "the next time that
    unit would be dealt damage this turn") applies wherever the spell that created it now
    is, and only the next time: once it has been applied, it ends."""
    applied = [d for d in state.delayed_replacements if d.applied]
    if not applied:
        return unchanged(state)
    events = tuple(
        Event(
            f"{d.card} was applied to {d.unit} though the spell is no longer on the chain; it "
            f"was for the next time only, so it ends: it does not apply to {d.unit} again.",
            "ends",
            (d.card, d.unit),
        )
        for d in applied
    )
    spent = tuple(
        replace(d, used=True, applied=False) if d.applied else d for d in state.delayed_replacements
    )
    return Stepped(replace(state, delayed_replacements=spent), events)


LEAVES_NONE = "replacement.replaced_death_leaves_none"
BANISH_NOT_KILL = "banish.not_kill"
DEATHKNELL_NEEDS_TRASH = "deathknell.needs_trash"
DELAYED_NEXT_TIME = "replacement.delayed_next_time"
REPLACEMENT_DEATH_REPLACED = "replacement.death_replaced"
REMOVED_AFTER_KILL = "deathknell.removed_after_kill"
# The game actions a replacement does instead, in words and as outcome words.
WORDS = {
    "heal": "healed",
    "exhaust": "exhausted",
    "recall": "recalled to base",
    "banish": "banished",
}
OUTCOMES = {"heal": "healed", "exhaust": "exhausted", "recall": "recalled"}
