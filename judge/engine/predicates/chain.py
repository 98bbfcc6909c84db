"""Priority, focus and the chain: passing, and the newest item resolving."""

from __future__ import annotations

from dataclasses import replace

from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import says
from judge.engine.state import GameState


def next_player(state: GameState, player: str | None) -> str:
    """The next player in turn order after ``player`` (the turn player when unknown)."""
    if player not in state.players:
        return state.turn
    return state.players[(state.players.index(player) + 1) % len(state.players)]


@step
def chain_pass_priority(state: GameState, doing: Doing) -> Stepped:
    """The player with priority passes it to the next player in turn order (in a showdown
    with no chain, Focus passes the same way)."""
    holder = state.priority_player
    if holder is None:  # play_out refuses such a pass before it gets here
        return unchanged(state)
    following = next_player(state, holder)
    passed = (*state.passed, holder)
    if state.chain:
        state = replace(state, priority=following, passed=passed)
    else:
        state = replace(state, priority=following, focus=following, passed=passed)
    text = f"{says(holder, 'passes', 'pass')} priority; {says(following, 'is', 'are')} next."
    # Passing is the action itself: said when asked, listed only when nothing else happens.
    return Stepped(state, (Event(text, "passes", (holder,), change=False),))


@step
def chain_resolve_when_all_passed(state: GameState, doing: Doing) -> Stepped:
    """When every player has passed in sequence without adding to the chain, its newest
    item resolves."""
    waiting = [p for p in state.players if p not in state.passed]
    if waiting:
        if not state.chain:
            return unchanged(state)
        text = f"Not every player has passed yet ({', '.join(waiting)} to come)."
        return unchanged(state, Event(text, "resolves", (state.chain[-1].name,), happened=False))
    if not state.chain:
        return unchanged(state)  # a showdown's passes: the showdown closes (its own step)
    return _resolve(replace(state, passed=()))


@step
def chain_resolve_newest(state: GameState, doing: Doing) -> Stepped:
    """The newest finalized item on the chain resolves."""
    if not state.chain:
        return unchanged(
            state, Event("Nothing is on the chain to resolve.", "resolves", happened=False)
        )
    return _resolve(state)


def _resolve(state: GameState) -> Stepped:
    item = state.chain[-1]
    rest = state.chain[:-1]
    state = replace(state, chain=rest, priority=None, passed=())
    events = [
        Event(f"{item.name} resolves.", "resolves", (item.name,)),
        Event(f"What {item.name} does when it resolves is not modelled yet.", "unmodelled"),
    ]
    if rest:
        return Stepped(state, tuple(events))
    events.append(Event("The chain is empty: the turn is in an Open State again.", ""))
    if not state.neutral and item.kind not in ("triggered", "add"):
        following = next_player(state, state.focus_player)
        state = replace(state, focus=following)
        events.append(Event(f"Focus passes to {following}, who gains priority.", ""))
    return Stepped(state, tuple(events))
