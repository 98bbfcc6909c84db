"""Triggered abilities: an event an ability waits for puts it on the chain; when its
choices and costs are made; abilities that wait for a card to be played."""

from __future__ import annotations

from dataclasses import replace

from judge.engine.actions import TriggerAbility
from judge.engine.predicates import Doing, Event, Stepped, answers_query, step
from judge.engine.predicates.board import listing, possessive
from judge.engine.questions import Play
from judge.engine.state import ChainItem, GameState, Trigger, Unit


def trigger_label(unit: Unit, when: str, ability: str) -> str:
    return f"{unit.name}: {ability or f'when I {when}'}"


def triggered_item(unit: Unit, trigger: Trigger) -> ChainItem:
    """The pending chain item of ``unit``'s triggered ability, controlled by its controller."""
    label = trigger_label(unit, trigger.when, trigger.ability)
    return ChainItem(
        label, unit.controller, "triggered", True, optional=trigger.optional, cost=trigger.cost
    )


def add_triggered(state: GameState, added: list[ChainItem], events: list[Event]) -> Stepped:
    """Put abilities triggered at once on the chain, several players' in turn order from the
    turn player, as pending items: the turn is in a Closed State and nobody has priority
    until they are finalized."""
    if not added:
        return Stepped(state, tuple(events))
    seats = (
        state.players[state.players.index(state.turn) :]
        + state.players[: state.players.index(state.turn)]
    )
    added = sorted(
        added, key=lambda item: seats.index(item.controller) if item.controller in seats else 0
    )
    chained = replace(state, chain=(*state.chain, *added), priority=None, passed=())
    names = listing([item.name for item in added])
    return Stepped(chained, (*events, Event(f"The chain now holds {names}.", "")))


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
        if not event.happened or not event.action:
            continue
        for name in event.subjects:
            unit = state.unit(name)
            if unit is None:
                continue
            for trigger in unit.triggers:
                if trigger.when == event.action and trigger.when in ("move", "conquer"):
                    item = triggered_item(unit, trigger)
                    added.append(item)
                    events.append(
                        Event(
                            f"{item.name} triggers: it goes on the chain.", "triggers", (unit.name,)
                        )
                    )
                elif trigger.when == "move" and event.action == "recall":
                    label = trigger_label(unit, trigger.when, trigger.ability)
                    text = f"{label} does not trigger: a recall is not a move."
                    note = Event(text, "triggers", (unit.name,), happened=False)
                    events.append(replace(note, fact="recall.not_a_move"))
    return add_triggered(state, added, events)


@step
def trigger_play_on_completion(state: GameState, doing: Doing) -> Stepped:
    """A unit's "When you play me" goes on the chain once it has entered the board; "When
    you play a spell" waits until the spell has resolved, which completes playing it."""
    found: list[tuple[Unit, Trigger, str]] = []
    for event in doing.events:
        if event.happened and event.action == "play":  # a permanent entered the board
            units = [u for name in event.subjects if (u := state.unit(name)) is not None]
            found += [
                (u, t, f"{u.name} has entered the board")
                for u in units
                for t in u.triggers
                if t.when == "play"
            ]
        elif event.happened and event.action == "spell_played":
            why = f"playing {listing(list(event.subjects))} is complete"
            found += [(u, t, why) for u, t in _spell_triggers(state, event.by)]
    added = [triggered_item(unit, trigger) for unit, trigger, _ in found]
    events = [
        Event(f"{item.name} triggers: {why}.", "triggers", (unit.name,))
        for item, (unit, _, why) in zip(added, found, strict=True)
    ]
    if isinstance(doing.action, Play) and doing.action.card.type == "spell":
        events += _not_yet(state, doing.action)
    return add_triggered(state, added, events)


def _spell_triggers(state: GameState, player: str) -> list[tuple[Unit, Trigger]]:
    """The "When you play a spell" abilities of ``player``'s units."""
    return [
        (unit, trigger)
        for unit in state.units
        if unit.controller == player
        for trigger in unit.triggers
        if trigger.when == "spell"
    ]


def _not_yet(state: GameState, play: Play) -> list[Event]:
    """A spell only put on the chain has not been played yet: nothing that waits for it
    triggers."""
    events = []
    for unit, trigger in _spell_triggers(state, play.actor):
        text = (
            f"{trigger_label(unit, 'play a spell', trigger.ability)} does not trigger yet: "
            f"{play.card.name} is only on the chain, and a card counts as played when playing "
            "it is complete, as it resolves."
        )
        events.append(Event(text, "triggers", (unit.name,), happened=False))
    return events


@answers_query("decided_on_finalize", "may_first")
def trigger_may_on_finalize() -> None:
    """A "you may" that starts a triggered ability's effect is decided while the ability is
    finalized: declined, it is removed from the chain as if it had not triggered."""


@answers_query("decided_on_finalize", "may_first")
def trigger_may_on_trigger() -> None:
    """A "you may" that starts a triggered ability's effect is decided when its condition is
    fulfilled, before it goes on the chain."""


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


@answers_query("decided_on_finalize", "cost_first", "cost_later")
def trigger_any_cost_on_finalize() -> None:
    """Any cost within a triggered ability's instructions is paid while it is finalized."""


@answers_query("decided_on_finalize", "targets")
def trigger_targets_on_finalize() -> None:
    """A triggered ability's targets are chosen while it is finalized on the chain."""
