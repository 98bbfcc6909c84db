"""Triggered abilities: an event an ability waits for puts it on the chain."""

from __future__ import annotations

from dataclasses import replace

from judge.engine.predicates import Doing, Event, Stepped, step
from judge.engine.predicates.board import listing
from judge.engine.state import ChainItem, GameState, Unit


def _label(unit: Unit, when: str, ability: str) -> str:
    return f"{unit.name}: {ability or f'when I {when}'}"


@step
def ability_triggered(state: GameState, doing: Doing) -> Stepped:
    """When the event a unit's triggered ability waits for happens to that unit, the
    ability triggers: it goes on the chain as a pending item, on any player's turn and in
    any state, controlled by the unit's controller."""
    events: list[Event] = []
    added: list[ChainItem] = []
    for event in doing.events:
        if not event.happened or not event.action:
            continue
        for name in event.subjects:
            unit = state.unit(name)
            if unit is None:
                continue
            for trigger in unit.triggers:
                if trigger.when == event.action:
                    label = _label(unit, trigger.when, trigger.ability)
                    added.append(ChainItem(label, unit.controller, "triggered", pending=True))
                    text = f"{label} triggers: it goes on the chain."
                    events.append(Event(text, "triggers", (unit.name,)))
                elif trigger.when == "move" and event.action == "recall":
                    label = _label(unit, trigger.when, trigger.ability)
                    text = f"{label} does not trigger: a recall is not a move."
                    note = Event(text, "triggers", (unit.name,), happened=False)
                    events.append(replace(note, fact="recall.not_a_move"))
    if not added:
        return Stepped(state, tuple(events))
    # Several players' triggers go on in turn order from the turn player.
    seats = (
        state.players[state.players.index(state.turn) :]
        + state.players[: state.players.index(state.turn)]
    )
    added.sort(key=lambda item: seats.index(item.controller) if item.controller in seats else 0)
    chained = replace(state, chain=(*state.chain, *added), priority=None, passed=())
    names = listing([item.name for item in added])
    return Stepped(chained, (*events, Event(f"The chain now holds {names}.", "")))
