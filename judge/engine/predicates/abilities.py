"""Abilities: triggered abilities (an event an ability waits for puts it on the chain; when
their choices and costs are made; abilities that wait for a card to be played), activated
abilities (who activates them, when, and how they use the chain), and the rules about
abilities and keywords that hold whatever the board holds."""

from __future__ import annotations

import re

from judge.engine.actions import GameAction, Proceed, TriggerAbility
from judge.engine.card_list import (
    card_triggers,
    level_values_of,
    triggers_again,
    waiting_for_a_spell,
    waiting_with_condition,
)
from judge.engine.instructions import read_effect
from judge.engine.predicates import (
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    answers_query,
    failed,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.board import is_spent, listing, possessive, says
from judge.engine.predicates.carry_out import UNMODELLED, choices_valid
from judge.engine.predicates.chain import ability_named, condition_if, trigger_placed
from judge.engine.predicates.dependent import plays_this_turn, unsettled_plays
from judge.engine.predicates.windows import ACTION, NONE, REACTION, default_timing, why_not
from judge.engine.questions import Activate, Play, Question
from judge.engine.state import Card, ChainItem, GameState, Trigger, Unit
from judge.patterns import LazyPattern
from judge.records import replace

ANOTHER_DIES = "another_dies"
# "you" in a triggered ability is the player responsible for the game action.
RESPONSIBLE = "responsibility.performer"
# The zones off the board a card's ability may name as where it works (385.2).
OFF_BOARD_ZONES = LazyPattern(r"\b(?:hand|trash|deck|banish(?:ed|ment)?)\b", re.IGNORECASE)
ORDERS = "trigger.controller_orders"
# A card counts as played once playing it is complete: what waits for it is evaluated then.
ON_COMPLETION = "trigger.play_on_completion"
EXHAUST_COST = "ability.exhaust_cost"
CONQUER = "trigger.conquer"
# The rule that disqualifies a battlefield a teammate held from being scored (2v2).
DISQUALIFIED = "turn.scoring_hold"
# The event of a final point replaced by drawing a card.
DRAWN_INSTEAD = "draws instead"


def trigger_label(unit: Unit, when: str, ability: str) -> str:
    return f"{unit.name}: {ability or f'when I {when}'}"


def unit_triggers(unit: Unit, doing: Doing) -> tuple[Trigger, ...]:
    """A unit's triggered abilities: those the situation gives it; else, when it is a card
    of the card list, the card's own as compiled under the version judged."""
    if unit.triggers or not doing.version:
        return unit.triggers
    return card_triggers(unit.name, doing.version)


def not_modelled(unit: Unit, trigger: Trigger) -> Event:
    """Its condition's event happened, but what else decides whether it triggers is not
    modelled."""
    label = trigger_label(unit, trigger.when, trigger.ability).rstrip(".")
    text = f"{label}: {trigger.unmodelled} is not modelled, so whether it triggers is not decided."
    return Event(text, "unmodelled", (unit.name,))


def triggered_item(unit: Unit, trigger: Trigger) -> ChainItem:
    """The pending chain item of ``unit``'s triggered ability, controlled by its controller."""
    label = trigger_label(unit, trigger.when, trigger.ability)
    return ChainItem(
        label,
        unit.controller,
        "triggered",
        True,
        optional=trigger.optional,
        cost=trigger.cost,
        effect=trigger.effect,
    )


def placed_trigger(
    state: GameState, unit: Unit, trigger: Trigger, doing: Doing, said: Event
) -> tuple[ChainItem | None, list[Event]]:
    """``unit``'s ability whose condition's event happened (``said``: that it triggers): its
    chain item, or None when it is not placed after all (not modelled; its conditional
    statement false; performed as often as it may be this turn), with what is said."""
    item = triggered_item(unit, trigger)
    has, status = has_ability(state, unit, trigger, item.name, doing)
    if not has:
        return None, status
    if trigger.unmodelled:
        return None, [not_modelled(unit, trigger)]
    placed, notes = trigger_placed(state, unit, trigger, item.name, doing.stated)
    notes = [*status, *notes]
    if placed and trigger.effect_unread:
        # Its effect's start is read (no "you may" or cost placing turns on); the rest does
        # not decide whether it triggers, only what it does.
        text = (
            f"{item.name.rstrip('.')}: what its effect does after its start is not modelled "
            f"(not compiled: {trigger.effect_unread})."
        )
        notes = [*notes, Event(text, "triggers", (unit.name,))]
    # "Your conquer effects for conquering here trigger an additional time." (Red
    # Brambleback): the instances beyond this one are not put on the chain
    again = triggers_again(state, doing.version) if doing.version else ()
    if placed and trigger.when in ("conquer", "hold") and again:
        text = (
            f"Whether {listing(list(again))}'s text makes {item.name.rstrip('.')} trigger "
            "again is not modelled."
        )
        notes = [*notes, Event(text, UNMODELLED, (unit.name,))]
    return (item, [said, *notes]) if placed else (None, notes)


def has_ability(
    state: GameState, unit: Unit, trigger: Trigger, label: str, doing: Doing
) -> tuple[bool, list[Event]]:
    """Whether ``unit`` has the ability at all: an Empowered ability ("[Empowered][>] When
    ...") only while the unit has the Empowered status, a Legion ability ("[Legion] When
    ...") only once its controller has played another card this turn, under a version whose
    rules say so."""
    if trigger.needs == "Legion":
        return _legion_active(state, unit, label.rstrip("."), doing)
    if trigger.needs == "Level":
        return _level_active(state, unit, label.rstrip("."), doing)
    if trigger.needs != "Empowered":
        return True, []
    label = label.rstrip(".")
    fact = "empowered.active_with_status" if unit.empowered else "empowered.inactive_without_status"
    if not doing.stated(fact):
        text = f"{label}: an [Empowered] ability is not modelled under this version of the rules."
        return False, [Event(text, "unmodelled", (unit.name,))]
    if unit.empowered:
        text = f"{label}: {unit.name} has the Empowered status, so it has the ability."
        return True, [Event(text, "triggers", (unit.name,), fact=fact)]
    text = (
        f"{label} does not trigger: {unit.name} does not have the Empowered status, so it "
        "does not have the ability."
    )
    return False, [Event(text, "triggers", (unit.name,), happened=False, fact=fact)]


def _legion_active(
    state: GameState, unit: Unit, label: str, doing: Doing
) -> tuple[bool, list[Event]]:
    """A triggered ability written after [Legion] is evaluated only while it is active:
    once its controller has played a card other than it this turn."""
    fact = "legion.played_another"
    if not doing.stated(fact):  # pragma: no cover - every version states Legion
        text = f"{label}: a [Legion] ability is not modelled under this version of the rules."
        return False, [Event(text, "unmodelled", (unit.name,))]
    plays = plays_this_turn(state, unit.controller, unit.name)
    who = says(unit.controller, "has", "have")
    if plays:
        text = f"{label}: its Legion condition is met, {who} played {listing(plays)} this turn."
        return True, [Event(text, "triggers", (unit.name,), fact=fact)]
    if unsure := unsettled_plays(state, unit.name, unit.controller):
        text = f"{label}: whether its Legion condition is met is not settled: {unsure}."
        return False, [Event(text, "unmodelled", (unit.name,))]
    text = (
        f"{label} does not trigger: its Legion condition is not met, {who} played no other "
        "card this turn."
    )
    return False, [Event(text, "triggers", (unit.name,), happened=False, fact=fact)]


def _level_active(
    state: GameState, unit: Unit, label: str, doing: Doing
) -> tuple[bool, list[Event]]:
    """A triggered ability written after [Level N] is evaluated only while it is active:
    while its controller has N or more XP."""
    fact = "level.xp_threshold"
    levels = level_values_of(unit.name, doing.version) if doing.version else ()
    if len(levels) != 1 or not doing.stated(fact):
        text = f"{label}: which Level it is written after is not read."
        return False, [Event(text, "unmodelled", (unit.name,))]
    have, level = state.xp_of(unit.controller), levels[0]
    who = says(unit.controller, "has", "have")
    if have >= level:
        text = f"{label}: its Level {level} condition is met, {who} {have} XP."
        return True, [Event(text, "triggers", (unit.name,), fact=fact)]
    text = (
        f"{label} does not trigger: its Level {level} condition is not met, {who} {have} XP, "
        f"fewer than {level}."
    )
    unmet = [Event(text, "triggers", (unit.name,), happened=False, fact=fact)]
    allies = sorted(state.teammates(unit.controller))
    shared = [a for a in allies if state.xp_of(a) >= level]
    if shared and doing.stated("xp.not_shared"):
        theirs = listing([f"{possessive(a)} {state.xp_of(a)} XP" for a in shared])
        said = (
            f"{label} does not trigger: XP is not shared between teammates, {theirs} do not count."
        )
        unmet.append(Event(said, "triggers", (unit.name,), happened=False, fact="xp.not_shared"))
    return False, unmet


def waits_for(trigger: Trigger, event: Event, unit: Unit) -> bool:
    """Whether ``event``, a move or a conquest of ``unit`` (where it is now), is what
    ``trigger`` waits for: "When I move", "When I move to a battlefield", "When I conquer"."""
    if trigger.when == "move to a battlefield":
        return event.action == "move" and unit.at.is_battlefield
    return trigger.when == event.action and trigger.when in ("move", "conquer")


def _goes_on_chain(
    state: GameState, unit: Unit, trigger: Trigger, doing: Doing, why: str
) -> tuple[list[ChainItem], list[Event]]:
    """``unit``'s "when X happens to me" ability triggers (``why``: its label, and what
    happened to the unit): its chain item, once placed, and what is said."""
    said = Event(f"{why}, and it goes on the chain.", "triggers", (unit.name,))
    placed, notes = placed_trigger(state, unit, trigger, doing, said)
    return ([placed] if placed else []), notes


@step
def empowered_when_becomes(state: GameState, doing: Doing) -> Stepped:
    """A unit's "When I become Empowered" ability (one written after [Empowered] too) is
    active and triggers when the unit becomes Empowered; a unit already Empowered does not
    become Empowered, so it does not trigger."""
    added: list[ChainItem] = []
    events: list[Event] = []
    for event in doing.events:
        if event.action != "empowered":
            continue
        for unit in (u for name in event.subjects if (u := state.unit(name)) is not None):
            for trigger in (t for t in unit_triggers(unit, doing) if t.when == "empowered"):
                label = trigger_label(unit, "become Empowered", trigger.ability).rstrip(".")
                if not event.happened:
                    text = f"{label} does not trigger: {unit.name} was already Empowered."
                    events.append(Event(text, "triggers", (unit.name,), happened=False))
                    continue
                why = f"{label} triggers: {unit.name} became Empowered"
                placed, notes = _goes_on_chain(state, unit, trigger, doing, why)
                added += placed
                events += notes
    return add_triggered(state, added, events)


def _readier(state: GameState, doing: Doing) -> str | None:
    """Who readied what ``doing`` readied: the turn player in their Awaken Phase, the
    player a game action has perform it; None when the engine does not follow who (an
    effect's instruction as a spell or ability resolves)."""
    if isinstance(doing.action, Proceed):
        return state.turn
    if isinstance(doing.action, GameAction):
        return doing.action.by
    return None


def _readying(doing: Doing) -> list[Event]:
    """The readying events of what ``doing`` did: for a game action (one of several an
    effect carries out as it resolves, after the others' events), the last one of each
    object it readies, the one its own step just made."""
    readied = [e for e in doing.events if e.kind == "readied"]
    if not isinstance(doing.action, GameAction):
        return readied
    last = {name: e for e in readied for name in e.subjects}
    seen: list[Event] = []
    for name in doing.action.cards:
        event = last.get(name)
        if event is not None and event not in seen:
            seen.append(event)
    return seen


@step
def trigger_when_readied(state: GameState, doing: Doing) -> Stepped:
    """Readying is an event triggered abilities can reference: a unit's "When you ready me"
    ability triggers when its controller readies it, in their Awaken Phase (the turn player
    readies what they control) or by an effect they perform; a unit that was already ready
    is not readied, and the ability does not trigger."""
    added: list[ChainItem] = []
    events: list[Event] = []
    for event in _readying(doing):
        for unit in (u for name in event.subjects if (u := state.unit(name)) is not None):
            for trigger in (t for t in unit_triggers(unit, doing) if t.when == "readied"):
                label = trigger_label(unit, "ready me", trigger.ability).rstrip(".")
                if not event.happened:
                    text = f"{label} does not trigger: {unit.name} was not readied."
                    events.append(Event(text, "triggers", (unit.name,), happened=False))
                    continue
                readier = _readier(state, doing)
                if readier is None:
                    text = f"Not answered: the engine does not follow who readied {unit.name}."
                    events.append(Event(text, UNMODELLED, (unit.name,)))
                    continue
                if readier != unit.controller:
                    text = (
                        f"{label} does not trigger: {says(readier, 'readies', 'ready')} "
                        f"{unit.name}, not its controller."
                    )
                    events.append(Event(text, "triggers", (unit.name,), happened=False))
                    continue
                why = f"{label} triggers: {says(readier, 'readies', 'ready')} {unit.name}"
                placed, notes = _goes_on_chain(state, unit, trigger, doing, why)
                added += placed
                events += notes
    return add_triggered(state, added, events)


@step
def equipped_when_becomes(state: GameState, doing: Doing) -> Stepped:
    """A unit's "When I'm Equipped" ability triggers when an Equip ability that chose the
    unit resolves and its Attach completes: the unit has then been Equipped by the gear, an
    event triggered abilities can reference. An Equip that resolves without attaching (the
    gear itself gone from the board, or the unit it chose gone from the board or no longer
    its controller's) does not Equip it."""
    added: list[ChainItem] = []
    events: list[Event] = []
    for event in doing.events:
        if event.kind != "equipped" or len(event.subjects) < 2:
            continue
        unit = state.unit(event.subjects[1])
        if unit is None:
            continue
        for trigger in (t for t in unit_triggers(unit, doing) if t.when == "equipped"):
            label = trigger_label(unit, "am Equipped", trigger.ability).rstrip(".")
            if not event.happened:
                text = (
                    f"{label} does not trigger: the Equip that chose {unit.name} attached nothing."
                )
                # Why it attached nothing is the Equip's rule: cited along with this one.
                said = Event(text, "triggers", (unit.name,), happened=False, led_by=(event.fact,))
                events.append(said)
                continue
            gear = event.subjects[2] if len(event.subjects) > 2 else "the gear"
            why = f"{label} triggers: {unit.name} has been Equipped by {gear}"
            placed, notes = _goes_on_chain(state, unit, trigger, doing, why)
            added += placed
            events += notes
    return add_triggered(state, added, events)


def add_triggered(
    state: GameState, added: list[ChainItem], events: list[Event], *, with_pending: bool = False
) -> Stepped:
    """Put abilities triggered at once on the chain, several players' in turn order from the
    turn player, as pending items: the turn is in a Closed State and nobody has priority
    until they are finalized. ``with_pending``: the triggered items still pending triggered
    at the same time (an earlier step of the same moment placed them), so they are ordered
    again together with ``added``."""
    if not added:
        return Stepped(state, tuple(events))
    if with_pending:
        earlier = [item for item in state.chain if item.pending and item.kind == "triggered"]
        placed = {item.name for item in earlier}
        state = replace(
            state,
            chain=tuple(item for item in state.chain if item not in earlier),
            orders_open=tuple(g for g in state.orders_open if not placed & set(g[1])),
        )
        added = [*earlier, *added]
    chained, added = placed_at_once(state, added)
    names = listing([item.name for item in added])
    ordered = who_orders(state, added, "in turn order from the turn player")
    return Stepped(chained, (*events, *ordered, Event(f"The chain now holds {names}.", "")))


def placed_at_once(state: GameState, added: list[ChainItem]) -> tuple[GameState, list[ChainItem]]:
    """``added``, abilities triggered at once, put on the chain as pending items: several
    players' in turn order from the turn player, each player's in the order they chose (the
    order found, noted as left open, when they chose none). The state, and the items in the
    order placed."""
    seats = (
        state.players[state.players.index(state.turn) :]
        + state.players[: state.players.index(state.turn)]
    )
    added = sorted(
        added, key=lambda item: seats.index(item.controller) if item.controller in seats else 0
    )
    added, left_open = in_chosen_order(state, added)
    chained = replace(
        state,
        chain=(*state.chain, *added),
        priority=None,
        passed=(),
        orders_open=(*state.orders_open, *left_open),
    )
    return chained, added


def in_chosen_order(
    state: GameState, added: list[ChainItem]
) -> tuple[list[ChainItem], tuple[tuple[str, tuple[str, ...]], ...]]:
    """Each player's abilities triggered at once (``added``, grouped by player), in the order
    the player chose (``state.trigger_order``); those of a player who has different ones to
    order and chose none stay in the order found, and their group is returned as left open."""
    ordered: list[ChainItem] = []
    left_open: list[tuple[str, tuple[str, ...]]] = []
    for player in dict.fromkeys(item.controller for item in added):
        mine = [item for item in added if item.controller == player]
        names = tuple(dict.fromkeys(item.name for item in mine))
        if len(names) > 1 and set(names) <= set(state.trigger_order):
            mine.sort(key=lambda item: state.trigger_order.index(item.name))
        elif len(names) > 1:
            left_open.append((player or state.turn, names))
        ordered += mine
    return ordered, tuple(left_open)


def who_orders(state: GameState, added: list[ChainItem], players_order: str) -> list[Event]:
    """Of abilities triggered at once, each player orders their own on the chain: a player
    with several chooses their order; one with a single ability has none to choose (the
    players' go on ``players_order``)."""
    if len(added) < 2:
        return []
    mine: dict[str, list[str]] = {}
    for item in added:
        mine.setdefault(item.controller or state.turn, []).append(item.name.rstrip("."))
    events = []
    for player, names in mine.items():
        if len(names) > 1:
            text = (
                f"{says(player, 'controls', 'control')} {listing(names)}, triggered at once, "
                f"so {player} {'choose' if player == 'you' else 'chooses'} the order in "
                "which they go on the chain."
            )
            events.append(Event(text, "orders", (player, *names), fact=ORDERS))
        else:
            text = (
                f"{says(player, 'controls', 'control')} only {names[0]} of the abilities "
                f"triggered at once, so {player} {'have' if player == 'you' else 'has'} no "
                f"order to choose: each player's go on the chain {players_order}."
            )
            events.append(Event(text, "orders", (player, *names), happened=False, fact=ORDERS))
    return events


@step
def ability_triggered(state: GameState, doing: Doing) -> Stepped:
    """When the event a unit's triggered ability waits for happens to that unit, the
    ability triggers: it goes on the chain as a pending item, on any player's turn and in
    any state, controlled by the unit's controller."""
    events: list[Event] = []
    added: list[ChainItem] = []
    if isinstance(doing.action, TriggerAbility):
        action = doing.action
        item = ChainItem(
            action.ability, action.by, "triggered", True, optional=action.optional, cost=action.cost
        )
        added.append(item)
        text = (
            f"{action.ability} triggers: it goes on the chain, in a {state.turn_state} state "
            f"on {possessive(state.turn)} turn."
        )
        events.append(Event(text, "triggers", (action.ability,)))
    for event in doing.events:
        if event.kind == "conquer" and event.at and doing.stated(CONQUER):
            events += _not_conquering(state, event, doing)
            conquering, noted = _player_conquers(state, event, doing)
            added += conquering
            events += noted
        if not event.happened or not event.action:
            continue
        for name in event.subjects:
            unit = state.unit(name)
            if unit is None:
                continue
            for trigger in unit_triggers(unit, doing):
                if waits_for(trigger, event, unit):
                    label = trigger_label(unit, trigger.when, trigger.ability)
                    conquered = trigger.when == "conquer" and doing.stated(CONQUER)
                    why = (
                        f"{unit.name} was at {event.at} as {unit.controller} conquered it; "
                        if conquered
                        else ""
                    )
                    said = Event(
                        f"{label} triggers: {why}it goes on the chain.",
                        "triggers",
                        (unit.name,),
                        fact=CONQUER if conquered else "",
                    )
                    placed, notes = placed_trigger(state, unit, trigger, doing, said)
                    added += [placed] if placed else []
                    events += notes
                    if placed and conquered:
                        events += _point_replaced(unit, label, event, doing)
                elif trigger.when == "move to a battlefield" and event.action == "move":
                    label = trigger_label(unit, trigger.when, trigger.ability).rstrip(".")
                    text = (
                        f"{label} does not trigger: {unit.name} moved to "
                        f"{unit.at.label()}, not to a battlefield."
                    )
                    events.append(Event(text, "triggers", (unit.name,), happened=False))
                elif trigger.when.startswith("move") and event.action == "recall":
                    label = trigger_label(unit, trigger.when, trigger.ability)
                    text = f"{label} does not trigger: a recall is not a move."
                    note = Event(text, "triggers", (unit.name,), happened=False)
                    events.append(replace(note, fact="recall.not_a_move"))
    return add_triggered(state, added, events)


def _point_replaced(unit: Unit, label: str, conquest: Event, doing: Doing) -> list[Event]:
    """A conquer whose point was replaced (a card drawn instead of the final point) or
    negated (a card's text says its player can't gain points) is still a conquer: its
    conquer abilities trigger all the same."""
    instead = [
        e
        for e in doing.events
        if e.at == conquest.at
        and ((e.happened and e.kind == DRAWN_INSTEAD) or (not e.happened and e.kind == "point"))
    ]
    how = "replaced" if instead and instead[0].happened else "negated"
    return (
        [
            Event(
                f"{label.rstrip('.')} still triggers although the point for conquering "
                f"{conquest.at} was {how}: {instead[0].text}",
                "triggers",
                (unit.name,),
                fact=instead[0].fact,
            )
        ]
        if instead
        else []
    )


def _player_conquers(
    state: GameState, event: Event, doing: Doing
) -> tuple[list[ChainItem], list[Event]]:
    """The conquer abilities that speak of their controller conquering ("When you
    conquer"), on units away from the battlefield conquered (those present trigger as
    units that conquer): they trigger when their controller conquered it, wherever the unit
    is; another player's conquest does not trigger them."""
    field = state.battlefield(event.at)
    if field is None or not event.happened:
        return [], []
    player = field.controller
    added: list[ChainItem] = []
    events: list[Event] = []
    for unit in state.units:
        if unit.name in event.subjects:
            continue
        for trigger in unit_triggers(unit, doing):
            if trigger.when != "conquer" or "you conquer" not in trigger.ability.lower():
                continue
            label = trigger_label(unit, trigger.when, trigger.ability).rstrip(".")
            if unit.controller != player:
                text = (
                    f"{label} does not trigger: {player} conquered {field.name}, and the "
                    f'"you" of that ability is {possessive(unit.name)} controller, '
                    f"{unit.controller}."
                )
                events.append(Event(text, "triggers", (unit.name,), happened=False, fact=CONQUER))
                continue
            said = Event(
                f"{label} triggers: it speaks of its controller conquering, and {player} "
                f"conquered {field.name}, wherever {unit.name} is; it goes on the chain.",
                "triggers",
                (unit.name,),
                fact=CONQUER,
            )
            placed, notes = placed_trigger(state, unit, trigger, doing, said)
            added += [placed] if placed else []
            events += notes
    return added, events


def _not_conquering(state: GameState, event: Event, doing: Doing) -> list[Event]:
    """The conquer abilities ("When I conquer") that a conquest, or a gain of control that is
    not one, does not trigger: those of the conquering player's units that were not present
    at the battlefield, and those of units present where control was gained without a
    conquer."""
    field = state.battlefield(event.at)
    if field is None:
        return []
    if event.happened:
        player = field.controller
        units = [u for u in state.units if u.controller == player and u.name not in event.subjects]
        why = f"it was not at {field.name} when {player} conquered it"
    else:
        units = list(state.units_at(field.place))
        why = f"gaining control of {field.name} was not a conquer"
    # A battlefield a teammate's hold disqualified was not scored this turn: whether gaining
    # it is a conquer whose point is negated (which still triggers) is not modelled.
    disqualified = not event.happened and event.fact == DISQUALIFIED
    found = []
    for unit in units:
        for trigger in unit_triggers(unit, doing):
            if trigger.when != "conquer" or "you conquer" in trigger.ability.lower():
                continue  # "When you conquer" speaks of the player, wherever the unit is
            label = trigger_label(unit, trigger.when, trigger.ability)
            if disqualified:
                text = (
                    f"{label}: whether it triggers where {field.name} may not be scored this "
                    "turn (a teammate controlled it in the Scoring step) is not modelled."
                )
                found.append(Event(text, "unmodelled", (unit.name,)))
                continue
            text = f"{label} does not trigger: {why}."
            found.append(Event(text, "triggers", (unit.name,), happened=False, fact=CONQUER))
    return found


@step
def trigger_hold(state: GameState, doing: Doing) -> Stepped:
    """When the turn player holds a battlefield in the Scoring step (whether or not the point
    for it is gained), the hold abilities ("When I hold") of the units present there
    trigger. (Whether another player's unit present triggers is not modelled: in modes with
    teammates none can be there.)"""
    held = [e.at for e in doing.events if e.happened and e.action == "hold" and e.at]
    events: list[Event] = []
    added: list[ChainItem] = []
    holder = state.turn
    for unit in state.units if held else ():
        for trigger in unit_triggers(unit, doing):
            if trigger.when != "hold":
                continue
            label = trigger_label(unit, trigger.when, trigger.ability).rstrip(".")
            where = unit.at.name if unit.at.name in held and not unit.at.is_base else ""
            if not where:
                text = (
                    f"{label} does not trigger: {unit.name} is not at a battlefield "
                    f"{says(holder, 'holds', 'hold')} ({listing(held)})."
                )
                events.append(Event(text, "triggers", (unit.name,), happened=False))
            elif unit.controller != holder:
                text = (
                    f"{label}: whether a unit present holds when another player holds "
                    f"({holder} holds {where}) is not modelled."
                )
                events.append(Event(text, "unmodelled", (unit.name,)))
            else:
                text = f"{label} triggers: {says(holder, 'holds', 'hold')} {where}."
                said = Event(text, "triggers", (unit.name,), at=where)
                item, notes = placed_trigger(state, unit, trigger, doing, said)
                added += [item] if item else []
                events += notes
    return add_triggered(state, added, events)


@step
def trigger_play_on_completion(state: GameState, doing: Doing) -> Stepped:
    """A unit's "When you play me" goes on the chain once it has entered the board; "When
    you play a spell" waits until the spell has resolved, which completes playing it, and a
    spell countered instead is not considered played: it never triggers it."""
    found: list[tuple[Unit, Trigger, str]] = []
    responsible: list[Event] = []
    for event in doing.events:
        if event.happened and event.action == "play":  # a permanent entered the board
            units = [u for name in event.subjects if (u := state.unit(name)) is not None]
            found += [
                (u, t, f"{u.name} has entered the board")
                for u in units
                for t in unit_triggers(u, doing)
                if t.when == "play"
            ]
            responsible += _gear_play_effect(state, doing, event)
        elif event.happened and event.action == "spell_played":
            why = f"playing {listing(list(event.subjects))} is complete"
            found += [(u, t, why) for u, t in _spell_triggers(state, doing, event.by)]
            responsible += _not_responsible(state, doing, event)
            responsible += _condition_false(state, doing, event)
    added: list[ChainItem] = []
    events: list[Event] = []
    for unit, trigger, why in found:
        label = trigger_label(unit, trigger.when, trigger.ability)
        said = Event(f"{label} triggers: {why}.", "triggers", (unit.name,))
        item, notes = placed_trigger(state, unit, trigger, doing, said)
        added += [item] if item else []
        events += notes
        if item and trigger.when == "spell" and doing.stated(RESPONSIBLE):
            events.append(_responsible(unit, label))
    events += responsible
    if isinstance(doing.action, Play) and doing.action.card.type == "spell":
        events += _not_yet(state, doing, doing.action)
    if isinstance(doing.action, GameAction) and doing.action.action == "counter":
        events += _countered_not_played(state, doing, doing.action)
    return add_triggered(state, added, events)


def _gear_play_effect(state: GameState, doing: Doing, entered: Event) -> list[Event]:
    """A gear played with its own play effect ("When you play me") that entered the board:
    a gear's triggered abilities are not carried out, so whether it triggers is not said
    (never a silent "nothing triggered")."""
    played = doing.action.card if isinstance(doing.action, Play) else None
    return [
        Event(
            f"{name}'s own play effect is a gear's triggered ability, not modelled: whether "
            "it triggers is not decided.",
            UNMODELLED,
            (name,),
        )
        for name in entered.subjects
        if state.gear_named(name) is not None
        and played is not None
        and played.name == name
        and any(t.when == "play" for t in played.triggers)
    ]


@step
def trigger_board_only(state: GameState, doing: Doing) -> Stepped:
    """A permanent's triggered abilities have their conditions evaluated only while it is on
    the board: as a spell its player played completes, that player's units on the board with
    "When you play a spell" are evaluated, the same text on a card in their hand is not."""
    events: list[Event] = []
    for played in (e for e in doing.events if e.happened and e.action == "spell_played"):
        for unit, _ in _spell_triggers(state, doing, played.by):
            text = f"{unit.name} is on the board, so its triggered ability is active."
            events.append(Event(text, "active", (unit.name,), change=False))
        for card in state.cards:
            if (
                card.zone == "hand"
                and card.controller == played.by
                and _waits_for_spell(card, doing)
            ):
                text = (
                    f"{card.name} is in {possessive(card.controller)} hand, not on the board: "
                    "a permanent's triggered abilities have their conditions evaluated only "
                    "on the board, so it does not trigger."
                )
                events.append(Event(text, "triggers", (card.name,), happened=False, change=False))
    return unchanged(state, *events)


def _waits_for_spell(card: Card, doing: Doing) -> bool:
    """Whether ``card`` (off the board) has a "When you play a spell" ability (the
    situation's, or its card's in the card list) that does not describe a zone off the board
    as where it works ("... return this from your trash"): such an ability says its own
    context, which the engine does not follow."""
    triggers = card.triggers or (card_triggers(card.name, doing.version) if doing.version else ())
    return any(
        trigger.when == "spell" and not OFF_BOARD_ZONES.search(trigger.ability)
        for trigger in triggers
    )


@step
def trigger_another_unit_dies(state: GameState, doing: Doing) -> Stepped:
    """An ability that triggers when another unit its controller controls dies checks its
    condition once the deaths are done: it triggers for such a death (its controller's
    pending item on the chain), not for another player's unit, and not when its own unit
    left the board at the same time (it died too)."""
    died, spared = state.died_now, state.replaced_now
    state = replace(state, died_now=(), replaced_now=())
    if not died and not spared:
        return unchanged(state)
    events: list[Event] = []
    added: list[ChainItem] = []
    for unit in (*state.units, *died):
        for trigger in unit.triggers:
            if trigger.when != ANOTHER_DIES:
                continue
            label = trigger_label(unit, "another unit you control dies", trigger.ability)
            saved = [u.name for u in spared if u.name != unit.name]
            if saved:
                text = (
                    f"{label} does not trigger for {listing(saved)}: a replaced death never "
                    "happened, so nothing that waits for it triggers."
                )
                never = Event(text, "triggers", (unit.name,), happened=False)
                events.append(replace(never, fact="replacement.death_replaced"))
            others = [d.name for d in died if d.name != unit.name]
            mine = [d.name for d in died if d.name != unit.name and d.controller == unit.controller]
            if not others:
                continue
            if unit in died:
                text = (
                    f"{label} does not trigger: {unit.name} left the board at the same time as "
                    f"{listing(others)}, so it can't evaluate its condition."
                )
                events.append(Event(text, "triggers", (unit.name,), happened=False))
            elif not mine:
                text = (
                    f"{label} does not trigger: {listing(others)} "
                    f"{'is' if len(others) == 1 else 'are'} not controlled by "
                    f"{unit.controller}, who controls {unit.name}."
                )
                events.append(Event(text, "triggers", (unit.name,), happened=False))
            else:
                for why, deaths in _instances(unit, trigger, mine):
                    text = (
                        f"{label} triggers: {why}, and {unit.name} is still on the board; "
                        f"{says(unit.controller, 'controls', 'control')} the ability."
                    )
                    said = Event(text, "triggers", (unit.name, *deaths))
                    now = replace(state, chain=(*state.chain, *added))
                    item, notes = placed_trigger(now, unit, trigger, doing, said)
                    added += [item] if item else []
                    events += notes
    return add_triggered(state, added, events)


@step
def trigger_targeting(state: GameState, doing: Doing) -> Stepped:
    """A unit's targeting effect ("When you choose me") triggers once a spell its controller
    plays choosing it is finalized on the chain: its pending item goes on after the spell.
    Another player's spell choosing it is not its controller choosing it. (An ability
    choosing it triggers it the same way; an activated ability's choices are not part of the
    situations modelled.)"""
    play = doing.action
    if not isinstance(play, Play) or play.card.type != "spell" or not play.targets:
        return unchanged(state)
    added: list[ChainItem] = []
    events: list[Event] = []
    for name in dict.fromkeys(play.targets):
        unit = state.unit(name)
        if unit is None:
            continue
        for trigger in unit_triggers(unit, doing):
            if trigger.when != "chosen":
                continue
            label = trigger_label(unit, "am chosen", trigger.ability)
            if unit.controller != play.actor:
                text = (
                    f"{label} does not trigger: {play.actor} chose {unit.name} with "
                    f'{play.card.name}, and its "you" is {possessive(unit.name)} controller, '
                    f"{unit.controller}."
                )
                events.append(Event(text, "triggers", (unit.name,), happened=False))
                if doing.stated(RESPONSIBLE):
                    events.append(_chooser_responsible(play, unit, label))
                continue
            text = (
                f"{label} triggers: {play.card.name}, which chose {unit.name}, is finalized on "
                "the chain, and its ability goes on after it."
            )
            said = Event(text, "triggers", (unit.name,))
            item, notes = placed_trigger(state, unit, trigger, doing, said)
            added += [item] if item else []
            events += notes
    return add_triggered(state, added, events)


def _chooser_responsible(play: Play, unit: Unit, label: str) -> Event:
    """Another player's spell chose ``unit``: that player, not the unit's controller, is
    responsible for choosing it."""
    text = (
        f"{label.rstrip('.')}: {play.actor} played {play.card.name}, so {play.actor}, not "
        f"{unit.controller}, is responsible for choosing {unit.name}."
    )
    return Event(text, "triggers", (unit.name,), happened=False, fact=RESPONSIBLE)


# "The first time another unit you control dies each turn, ..." (the [Nth] time).
_NTH_TIME = LazyPattern(r"^the (first|second|third|\d+(st|nd|rd|th)) time\b")


def _instances(
    unit: Unit, trigger: Trigger, deaths: list[str]
) -> list[tuple[str, tuple[str, ...]]]:
    """Why it triggers, once for each death it waits for that happened at once; an ability
    that triggers "the [Nth] time" triggers only once, for the death its controller picks."""
    if len(deaths) > 1 and _NTH_TIME.match(trigger.ability.strip().lower()):
        picked = (
            f'{listing(deaths)} died at once, and it triggers "the [Nth] time", so only once, '
            f"for the one of those deaths {says(unit.controller, 'picks', 'pick')}"
        )
        return [(picked, tuple(deaths))]
    return [(f"{name} died", (name,)) for name in deaths]


def _spell_triggers(state: GameState, doing: Doing, player: str) -> list[tuple[Unit, Trigger]]:
    """The "When you play a spell" abilities of ``player``'s units."""
    return [
        (unit, trigger)
        for unit in state.units
        if unit.controller == player
        for trigger in unit_triggers(unit, doing)
        if trigger.when == "spell"
    ]


def _responsible(unit: Unit, label: str) -> Event:
    """ "When you play a spell" waits for a spell its controller played: "you" triggers on
    a game action that player is responsible for."""
    text = (
        f"{label.rstrip('.')}: the spell was played by {unit.controller}, the controller of "
        f'{unit.name}, so the "you" of the ability is responsible for playing it.'
    )
    return Event(text, "triggers", (unit.name,), fact=RESPONSIBLE)


def _not_responsible(state: GameState, doing: Doing, event: Event) -> list[Event]:
    """The "When you play a spell" abilities of units whose controller did not play the
    spell: "you" is their controller, who is not responsible for playing it."""
    if not doing.stated(RESPONSIBLE):
        return []
    spell = listing(list(event.subjects))
    found = []
    for unit in state.units:
        if unit.controller == event.by:
            continue
        for trigger in unit_triggers(unit, doing):
            if trigger.when != "spell":
                continue
            label = trigger_label(unit, "play a spell", trigger.ability)
            text = (
                f'{label} does not trigger: {event.by} played {spell}, and the "you" of that '
                f"ability is {possessive(unit.name)} controller, {unit.controller}, not the "
                "player responsible for playing it."
            )
            found.append(Event(text, "triggers", (unit.name,), happened=False, fact=RESPONSIBLE))
    return found


def _condition_false(state: GameState, doing: Doing, played: Event) -> list[Event]:
    """The abilities of the spell's player's units that wait for a card they play in a way
    the engine does not look for ("your first card each turn"), met or not by this spell,
    with a conditional statement right after ("if I'm at a battlefield") that is false now
    that playing the spell is complete: that statement is part of the trigger condition, so
    none of them triggers, whatever the rest of its condition says. (One whose statement is
    true, or not modelled, is left to the judging, which can't say it did not trigger.)"""
    if not doing.version:
        return []
    events: list[Event] = []
    for unit in state.units:
        if unit.triggers or unit.controller != played.by:
            continue
        for words, condition in waiting_with_condition(unit.name, doing.version):
            label = f'{unit.name}: "{words}"'
            true, said = condition_if(state, unit, label, condition)
            # the trigger condition's words say which of the unit's abilities this decides;
            # the spell's play complete is what had it evaluated now
            events += [
                replace(e, subjects=(unit.name, words), led_by=e.led_by or (ON_COMPLETION,))
                for e in said
                if not true
            ]
    return events


def _not_yet(state: GameState, doing: Doing, play: Play) -> list[Event]:
    """A spell only put on the chain has not been played yet: nothing that waits for it
    triggers."""
    events = []
    for unit, trigger in _spell_triggers(state, doing, play.actor):
        text = (
            f"{trigger_label(unit, 'play a spell', trigger.ability)} does not trigger while "
            f"{play.card.name} is only on the chain: a triggered ability that waits for a card "
            "being played triggers when playing it is complete, as it resolves."
        )
        events.append(Event(text, "triggers", (unit.name,), happened=False))
    for unit in state.units if doing.version else ():
        if unit.triggers or unit.controller != play.actor:
            continue
        for words in waiting_for_a_spell(unit.name, doing.version):
            text = (
                f'{unit.name}: "{words}" does not trigger while {play.card.name} is only on '
                "the chain: a triggered ability that waits for a card being played triggers "
                "when playing it is complete, as it resolves."
            )
            waits = (unit.name, play.card.name)  # the unit, and the card it waits for
            events.append(Event(text, "triggers", waits, happened=False))
    return events


def _countered_not_played(state: GameState, doing: Doing, counter: GameAction) -> list[Event]:
    """A spell on the chain that is countered is not considered played: the abilities of
    its controller's units that trigger on playing a spell never trigger on it. (Run before
    the counter clears it from the chain, so the spell is still there to be seen.)"""
    events = []
    for name in counter.cards:
        item = next((i for i in state.chain if i.name == name and i.kind == "spell"), None)
        if item is None:
            continue
        player = item.controller or state.turn
        for unit, trigger in _spell_triggers(state, doing, player):
            text = (
                f"{trigger_label(unit, 'play a spell', trigger.ability)} does not trigger on "
                f"{name}: a countered card is not considered to have been played, so playing "
                "it is never completed."
            )
            events.append(Event(text, "triggers", (unit.name,), happened=False))
        for unit in state.units if doing.version else ():
            if unit.triggers or unit.controller != player:
                continue
            for words in waiting_for_a_spell(unit.name, doing.version):
                text = (
                    f'{unit.name}: "{words}" does not trigger on {name}: a countered card is '
                    "not considered to have been played."
                )
                events.append(Event(text, "triggers", (unit.name, name), happened=False))
    return events


@answers_query("ability_rule", "simultaneous_own_order")
def trigger_controller_orders() -> None:
    """The player who controls several triggered abilities triggered at once chooses the
    order in which they go on the chain; several players order theirs in turn order."""


@answers_query("ability_rule", "simultaneous_turn_player_first")
def trigger_turn_player_orders_first() -> None:
    """When triggered abilities of several players trigger at once, the turn player puts
    theirs on the chain first, then each other player in turn order."""


@answers_query("ability_rule", "simultaneous_others_resolve_first")
def trigger_turn_players_resolve_last() -> None:
    """When triggered abilities of several players trigger at once, the turn player's go on
    the chain first and the others' after them; the newest finalized item resolves first, so
    the other players' resolve before the turn player's."""


@answers_query("ability_rule", "conquer_unit_elsewhere")
def trigger_conquer() -> None:
    """A unit's conquer ability ("When I conquer") triggers only when the unit is present
    at the battlefield as its controller conquers it: not for a unit elsewhere."""


@answers_query("ability_rule", "start_trigger_before_attack_triggers")
def trigger_combat_start_order() -> None:
    """As a combat opens, its start of combat or showdown effects become pending before the
    Attack and Defend triggers are added; the newest finalized item resolves first, so the
    Attack and Defend triggers resolve before them."""


@answers_query("ability_rule", "end_of_turn_after_it_began")
def trigger_end_of_turn_passed() -> None:
    """An "At the end of your turn" ability triggers as the Ending Step begins, once a turn,
    its condition evaluated after that event: a permanent that comes under a player's control
    (or onto the board) later in the Ending Step was not theirs then, and the Expiration
    Step never returns to the Ending Step, so its ability does not trigger that turn."""


@answers_query("ability_rule", "one_counter_each_trigger")
def trigger_each_a_chain_item() -> None:
    """Each time an ability triggers it is a chain item of its own, and a Counter counters
    the one card or ability it names: not every item of an ability that triggered twice."""


@answers_query("ability_rule", "target_created_by_simultaneous_trigger")
def trigger_targets_before_others_resolve() -> None:
    """Abilities triggered at the same time are each finalized, their targets chosen, before
    any of them resolves: what another of them creates is not there to be chosen."""


@answers_query("ability_rule", "deathknell_before_played_unit_effect")
def trigger_pending_before_played_unit() -> None:
    """A Deathknell triggered as an effect resolves is pending before a unit that effect then
    plays: the unit is finalized after it and resolves at once, and its play effect, the
    newest item, resolves before the Deathknell."""


@answers_query("ability_rule", "triggered_again_after_entering")
def trigger_again_only_from_board() -> None:
    """A passive that makes abilities trigger an additional time works only while its
    permanent is on the board: an ability that triggered before it entered does not trigger
    again."""


@answers_query("decided_on_finalize", "may_first")
def trigger_may_on_finalize() -> None:
    """A "you may" that starts a triggered ability's effect is decided while the ability is
    finalized: declined, it is removed from the chain as if it had not triggered."""


@answers_query("decided_on_finalize", "may_first")
def trigger_may_on_trigger() -> None:
    """A "you may" that starts a triggered ability's effect is decided when its condition is
    fulfilled, before it goes on the chain."""


@answers_query("ability_rule", "may_first_on_trigger")
def trigger_may_not_as_triggered() -> None:
    """A "you may" that starts a triggered ability's effect is decided during finalization,
    not as the ability triggers."""


@answers_query("ability_rule", "may_first_on_trigger")
def trigger_may_as_triggered() -> None:
    """A "you may" that starts a triggered ability's effect is decided as its condition is
    fulfilled: its controller places it on the chain or not."""


@answers_query("ability_rule", "may_first_on_resolution")
def trigger_may_not_on_resolution() -> None:
    """A "you may" that starts a triggered ability's effect is not decided as it resolves:
    it is decided before (during finalization; v1.3: as the ability triggers)."""


@answers_query("decided_on_finalize", "may_later")
def trigger_later_may_on_resolution() -> None:
    """A "you may" later in a triggered ability's effect is decided when it resolves."""


@answers_query("decided_on_finalize", "cost_first")
def trigger_cost_on_finalize() -> None:
    """A cost at the start of a triggered ability's effect is paid while it is finalized,
    before anyone can respond."""


@answers_query("decided_on_finalize", "cost_later")
def trigger_later_cost_on_resolution() -> None:
    """A cost later in a triggered ability's effect is paid when it resolves."""


@answers_query("decided_on_finalize", "targets")
def trigger_targets_on_finalize() -> None:
    """A triggered ability's targets are chosen while it is finalized on the chain."""


# ---- activated abilities ------------------------------------------------------------------


def _default_ok(situation: GameState, activate: Activate) -> bool:
    return not why_not(situation, activate.actor, NONE)


@predicate
def ability_activate_timing(situation: GameState, question: Question) -> Check:
    """By default an activated ability is activated only by a player with priority on their
    own turn in a Neutral Open state (a teammate the turn player invites with their priority
    too): not during a showdown, not while something is on the chain."""
    if not isinstance(question, Activate):
        return SKIP
    return default_timing(situation, question.actor, (question.ability,), spell=True)


@predicate
def ability_activated_by_controller(situation: GameState, question: Question) -> Check:
    """Only the controller of an activated ability's source chooses to activate it."""
    if not isinstance(question, Activate) or not question.source:
        return SKIP
    source = situation.ability_source(question.source)
    if source is None:
        return SKIP
    if source.controller != question.actor:
        return failed(
            f"{question.source} is controlled by {source.controller}: only its controller "
            f"chooses when and whether to activate {ability_named(question)}, "
            f"not {question.actor}.",
            (question.ability,),
        )
    return held(f"{says(question.actor, 'controls', 'control')} {question.source}.")


@predicate
def ability_activated_on_board(situation: GameState, question: Question) -> Check:
    """Activated abilities are on game objects and some spells, and are primarily activated
    while on the board: by default, the activated ability of a card in a Non-Board zone (a
    hand, a deck, a trash, a Champion Zone, banishment) can't be activated."""
    if not isinstance(question, Activate) or not question.source:
        return SKIP
    who = (question.ability,)
    if situation.ability_source(question.source) is not None:
        return held(f"{question.source} is on the board.", who)
    card = next((c for c in situation.cards if c.name == question.source), None)
    if card is None:
        return SKIP
    return failed(
        f"{question.source} is in {possessive(card.owned_by)} {card.zone}, not on the board, "
        f"so {ability_named(question)} can't be activated.",
        who,
    )


def _activated_choices(situation: GameState, activate: Activate) -> tuple[bool | None, str]:
    """Whether each choice the ability's effect must make has a valid object now, seen from
    its activator (None: not settled, as for a choice of a card off the board)."""
    item = ChainItem(
        activate.ability,
        activate.actor,
        "activated",
        source=activate.source,
        effect=activate.effect,
        unchoosable=activate.unchoosable,
    )
    return choices_valid(situation, item, read_effect(activate.effect))


def _chooses(activate: Activate) -> bool:
    return any(i.chosen() for i in read_effect(activate.effect).instructions)


def unsettled_activate(situation: GameState, activate: Activate) -> str:
    """Why whether the ability on the board can be activated turns on its text in a way the
    engine does not settle ("" when it does not): its card's activated abilities not
    compiled whole, a card on the board whose text limits choosing, or a choice the board
    does not decide."""
    if activate.unread:
        return f"{activate.source}'s activated ability is not settled ({activate.unread})"
    if not activate.effect or not _chooses(activate):
        return ""
    if activate.guarded:
        return f"the text of {listing(list(activate.guarded))} limits what can be chosen"
    valid, why = _activated_choices(situation, activate)
    return why if valid is None else ""


@predicate
def ability_activated_valid_choices(situation: GameState, question: Question) -> Check:
    """An ability is put on the chain only with valid choices for all its targets: each
    choice its effect must make needs a valid object, seen from its activator; a unit or
    gear is one on the board unless the text names another zone."""
    if not isinstance(question, Activate) or not question.effect or question.guarded:
        return SKIP
    if not _chooses(question):
        return SKIP  # it makes no choice
    valid, why = _activated_choices(situation, question)
    who = (question.ability,)
    if valid is None:
        return SKIP
    if not valid:
        return failed(f"{ability_named(question)} can't be activated: {why}.", who)
    return held(f"{ability_named(question)} has a valid choice for each of its targets.", who)


def _permission(situation: GameState, activate: Activate, keyword: str, level: str) -> Check:
    """Held when ``keyword`` lets the ability be activated now although the default timing
    does not; failed with the reason when it does not help."""
    if keyword not in activate.keywords or _default_ok(situation, activate):
        return SKIP
    if keyword == ACTION and REACTION in activate.keywords:
        return SKIP  # Reaction grants all of Action's permissions and says more
    why = f"{ability_named(activate)} has {keyword}"
    reason = why_not(situation, activate.actor, level)
    who = (activate.ability,)
    if reason:
        return failed(f"{why}, but {reason}.", who)
    return held(
        f"{why}: it can be activated now ({situation.turn_state} state).", who, notable=True
    )


@predicate
def ability_activate_action_timing(situation: GameState, question: Question) -> Check:
    """Action adds to the default timing: the ability can also be activated during a
    showdown, on any player's turn, by the player with priority."""
    if not isinstance(question, Activate):
        return SKIP
    return _permission(situation, question, ACTION, ACTION)


@predicate
def ability_activate_reaction_timing(situation: GameState, question: Question) -> Check:
    """Reaction adds Action's permissions and Closed States: the ability can also be activated
    while something is on the chain, on any player's turn, by the player with priority."""
    if not isinstance(question, Activate):
        return SKIP
    return _permission(situation, question, REACTION, REACTION)


@predicate
def ability_use_condition(situation: GameState, question: Question) -> Check:
    """An activated ability's own condition on using it ("Use this ability only while I'm at
    a battlefield") must be true to activate it."""
    if not isinstance(question, Activate) or question.condition != "at_battlefield":
        return SKIP
    source = situation.permanent(question.source)
    if source is None:
        return SKIP
    who = (question.ability,)
    if not source.at.is_battlefield:
        return failed(
            f"{ability_named(question)} can be used only while {question.source} is at a "
            f"battlefield, and it is at {source.at.label()}.",
            who,
        )
    return held(
        f"{question.source} is at {source.at.label()}, as using "
        f"{ability_named(question)} requires.",
        who,
        notable=True,
    )


@predicate
def ability_legal_options_required(situation: GameState, question: Question) -> Check:
    """An activated ability with no legal options for its choices can't be activated: Equip
    ("[Cost]: Attach this gear to a unit you control") needs a unit its controller controls
    to choose (one other than the unit the gear is attached to already). A unit named as
    its choice is judged by Equip's own facts."""
    if not isinstance(question, Activate) or "Equip" not in question.keywords:
        return SKIP
    if question.attach_to:
        return SKIP
    gear = situation.gear_named(question.source)
    if gear is None:
        return SKIP
    yours = [u.name for u in situation.units if u.controller == question.actor]
    if not yours:
        return failed(
            f"{says(question.actor, 'controls', 'control')} no unit, so {gear.name}'s Equip, "
            "which attaches it to a unit its controller controls, has no legal choice: it "
            "can't be activated.",
            (question.ability,),
        )
    others = [name for name in yours if name != gear.attached_to]
    if not others:
        return SKIP  # only the unit it is attached to: whether that is a legal choice is open
    return held(
        f"{says(question.actor, 'controls', 'control')} {listing(others)}, a legal choice "
        f"for {gear.name}'s Equip.",
        (question.ability,),
    )


@predicate
def ability_exhaust_cost(situation: GameState, question: Question) -> Check:
    """An activated ability whose cost exhausts its source ("[E]: ...") can be activated only
    while the source is ready: an exhausted object can't be exhausted again, so the cost
    can't be paid."""
    if not isinstance(question, Activate) or question.cost != "exhaust":
        return SKIP
    source = situation.permanent(question.source)
    if source is None:
        return SKIP
    who = (question.ability,)
    if is_spent(source):
        entered = isinstance(source, Unit) and source.exhausted is None
        how = "entered the board exhausted this turn" if entered else "is already exhausted"
        return failed(
            f"exhausting {question.source} is the cost of {ability_named(question)}, and "
            f"{question.source} {how}, so the cost can't be paid.",
            who,
        )
    return held(
        f"{question.source} is ready, so exhausting it can pay the cost of "
        f"{ability_named(question)}.",
        who,
        notable=True,
    )


@predicate
def empower_activated_ability(situation: GameState, question: Question) -> Check:
    """Empower is an activated ability, "[Cost]: Empower this. Play only if not Empowered.":
    the timing of activated abilities applies to it, and an Empowered source can't use it."""
    if not isinstance(question, Activate) or "Empower" not in question.keywords:
        return SKIP
    source = situation.ability_source(question.source)
    if source is not None and source.empowered:
        return failed(
            f"{question.source} is already Empowered, and Empower can be activated only if its "
            "source is not Empowered.",
            (question.ability,),
        )
    return held(
        f"Empower is an activated ability keyword: {ability_named(question)} is activated when an "
        "activated ability can be.",
        (question.ability,),
        notable=True,
    )


@step
def ability_activated_uses_chain(state: GameState, doing: Doing) -> Stepped:
    """An activated ability goes on the chain as a pending item, with no card for it: the turn
    is in a Closed State, and nobody has priority until it is finalized."""
    if not isinstance(doing.action, Activate):
        return Stepped(state)
    action = doing.action
    item = ChainItem(
        action.ability,
        action.actor,
        "activated",
        True,
        keywords=action.keywords,
        source=action.source,
        targets=(action.attach_to,) if action.attach_to else (),
    )
    chained = replace(state, chain=(*state.chain, item), priority=None, passed=())
    text = (
        f"{ability_named(action)} is activated: it goes on the chain as a pending item, with no "
        "card to represent it, so the turn is in a Closed State."
    )
    events = [Event(text, "activated", (action.ability,))]
    if action.cost == "exhaust" and doing.stated(EXHAUST_COST):
        source = chained.permanent(action.source)
        chained = chained.with_permanent(replace(source, exhausted=True)) if source else chained
        text = f"{action.source} is exhausted to pay the cost of {ability_named(action)}."
        events.append(Event(text, "exhausted", (action.source,), fact=EXHAUST_COST))
    return Stepped(chained, tuple(events))


@answers_query("uses_chain", "activated_ability")
def ability_activated_uses_chain_query() -> None:
    """Activated abilities use the chain: activating one adds a pending item to the chain,
    which makes the turn a Closed State."""


@answers_query("uses_chain", "reflexive_trigger")
def reflexive_uses_chain() -> None:
    """A reflexive trigger ("Do this:") uses the chain: it creates a new ability, added to the
    chain as a pending item."""


# ---- delayed abilities ---------------------------------------------------------------------


@step
def delayed_next_turn(state: GameState, doing: Doing) -> Stepped:
    """As a player's turn starts, the delayed triggered abilities waiting for that player's
    next turn ("At the start of your next turn, ...") trigger and go on the chain, whatever
    became of what created them; another player's keep waiting for a turn of theirs."""
    added: list[ChainItem] = []
    events: list[Event] = []
    waiting = []
    for delayed in state.delayed_triggers:
        if delayed.controller != state.turn:
            text = (
                f"{delayed.ability} does not trigger: it waits for the start of "
                f"{possessive(delayed.controller)} next turn, and this is "
                f"{possessive(state.turn)} turn."
            )
            events.append(Event(text, "triggers", (delayed.ability,), happened=False))
            waiting.append(delayed)
            continue
        added.append(ChainItem(delayed.ability, delayed.controller, "triggered", True))
        text = (
            f"{delayed.ability} triggers as {possessive(state.turn)} next turn starts, the time "
            "it waited for, whether or not what created it is still on the board."
        )
        events.append(Event(text, "triggers", (delayed.ability,)))
    # They trigger at the start of the Beginning Phase, with that time's other abilities.
    waited = replace(state, delayed_triggers=tuple(waiting))
    return add_triggered(waited, added, events, with_pending=True)


# ---- rules about abilities and keywords, whatever the board holds ---------------------------


@answers_query("ability_rule", "trigger_without_source")
def trigger_independent_of_source() -> None:
    """Once a triggered ability is on the chain, removing its source in response does not stop
    it: it still resolves."""


@answers_query("ability_rule", "play_effect_after_entering")
def trigger_play_effect_after_entering() -> None:
    """A Play Effect ("When you play me") goes on the chain as a pending item after its
    permanent is finalized and enters the board, never before it enters."""


@answers_query("ability_rule", "attack_trigger_regained")
def trigger_attack_once_per_combat() -> None:
    """An Attack or Defend trigger has its condition checked once per combat: a unit that
    loses the designation and gains it again in the same combat does not trigger it again."""


@answers_query("ability_rule", "delayed_without_source")
def delayed_independent_of_source() -> None:
    """A delayed ability, created by another ability or a spell, applies at its time whether
    or not its source is still on the board."""


@answers_query("ability_rule", "legion_finalized_unresolved")
def legion_finalized_counts() -> None:
    """Legion is active once its controller has finalized another card this turn: a card
    finalized but not yet resolved counts."""


@answers_query("ability_rule", "legion_countered")
def legion_countered_counts() -> None:
    """A card finalized and then countered counts for Legion, which looks at whether cards
    were finalized."""


@answers_query("ability_rule", "legion_itself", "legion_opponents_card")
def legion_another_own_card() -> None:
    """Legion needs another card, finalized by the Legion card's controller this turn: not the
    Legion card itself, nor a card another player played."""


@answers_query("ability_rule", "level_new_controller")
def level_controller_xp() -> None:
    """A Level ability is active by its card's controller's XP; when the controller changes,
    the new controller's XP decides."""


@answers_query("ability_rule", "empower_without_keyword")
def empower_by_effect() -> None:
    """A game effect that directs it can Empower a game object on the board: it needs no
    Empower ability of its own."""


@answers_query("ability_rule", "empowered_again")
def empower_once() -> None:
    """An Empowered game object can't be Empowered again: an instruction to Empower it does
    nothing more."""


@answers_query("ability_rule", "unique_in_play")
def unique_deck_only() -> None:
    """Unique restricts deck construction only: it has no effect during the game."""
