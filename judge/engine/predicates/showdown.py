"""A showdown: Focus passing once what its holder played is done, and the showdown closing
when every player passes in turn with nothing on the chain."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, Doing, Event, Stepped, predicate, step, unchanged
from judge.engine.predicates.chain import next_player, pass_by_holder
from judge.engine.predicates.cleanup import with_field
from judge.engine.predicates.combat import conquer_or_control
from judge.engine.questions import Move, PassPriority, Play, Question
from judge.engine.state import GameState
from judge.records import replace


@step
def showdown_focus_passes(state: GameState, doing: Doing) -> Stepped:
    """In a showdown, when the chain of the card or ability played by the player with Focus
    closes (a unit's as soon as it enters the board), Focus passes from the player who has it
    to the next player in turn order; not when the chain was opened by a triggered ability
    or an Add ability. A standard move is not something played, so it passes nothing."""
    action = doing.action
    if state.neutral or not isinstance(action, Move | Play) or action.kind == "standard_move":
        return unchanged(state)
    holder = state.focus_player or action.actor
    if state.chain:
        opener = state.chain[0]
        if opener.kind in ("triggered", "add"):
            what = "a triggered ability" if opener.kind == "triggered" else "an Add ability"
            text = f"{opener.name}, {what}, opened the chain: Focus stays with {holder}."
        else:
            newest = state.chain[-1].name
            text = f"{newest} is on the chain: Focus stays with {holder} until it closes."
        kept = Event(text, "focus passes", (holder,), happened=False, change=False)
        return Stepped(replace(state, passed=()), (kept,))
    following = next_player(state, holder)
    state = replace(state, passed=(), focus=following, priority=None)
    what = action.card.name if isinstance(action, Play) else (action.card or "the move")
    text = f"{what} is done and its chain closed: Focus passes from {holder} to {following}."
    at = state.showdown or state.combat or ""
    return Stepped(state, (Event(text, "focus passes", (following, holder), at=at),))


CLOSES = "showdown.closes"


@step
def showdown_focus_passes_on_pass(state: GameState, doing: Doing) -> Stepped:
    """During a showdown with nothing on the chain, the player with Focus who passes hands
    Focus to the next player in turn order, who gains priority with it; once every player
    has passed in sequence the showdown ends instead (showdown_closes)."""
    if state.neutral or state.chain or not state.passed:
        return unchanged(state)
    passer = state.passed[-1]
    if state.focus_player != passer:
        return unchanged(state)
    following = next_player(state, passer)
    if not set(state.players) - set(state.passed):
        # it passes to no one: it answers for any player asked about ("does Focus pass to my
        # opponent?", "... to my teammate?"), the passer and the one it would have gone to first
        towards = (passer, following, *(p for p in state.players if p not in (passer, following)))
        text = "Every player has passed in sequence: the showdown ends instead of Focus passing on."
        ends = Event(text, "focus passes", towards, happened=False, fact=CLOSES)
        # the "otherwise" of this rule: what it would do had a player yet to pass
        text = "Focus passes on only while a player has yet to pass in sequence."
        return unchanged(state, ends, Event(text, "focus passes", towards, happened=False))
    state = replace(state, focus=following, priority=following)
    text = (
        f"Focus passes to {following}, who gains priority: not every player has passed in "
        "sequence yet (once all have, the showdown ends instead)."
    )
    return Stepped(state, (Event(text, "focus passes", (following,), change=False),))


ENDS = "showdown ends"
"""A non-combat showdown closing (a combat's showdown goes on to combat damage, which the
judge takes as an action of its own)."""


@step
def showdown_closes(state: GameState, doing: Doing) -> Stepped:
    """When every player has passed in turn in a showdown with nothing on the chain, the
    showdown closes. After a non-combat showdown, if only one player's units remain there
    and that player doesn't control the battlefield, they establish control of it (a
    conquer if they have not yet scored it this turn); a combat showdown goes on to the
    rest of the combat."""
    if state.neutral or state.chain or not state.passed:
        return unchanged(state)
    waiting = [p for p in state.players if p not in state.passed]
    if waiting:
        text = f"The showdown goes on: {', '.join(waiting)} still to pass."
        at = state.showdown or state.combat or ""
        goes_on = Event(text, ENDS, happened=False, at=at)
        return unchanged(state, Event(text, "conquer", happened=False), goes_on)
    if state.combat is not None:
        text = (
            "Every player passed: the combat showdown closes and combat damage follows; "
            "the judge takes the damage step as its own action (combat damage), not as part "
            "of a pass."
        )
        return unchanged(state, Event(text, "unmodelled"))
    field = state.battlefield(state.showdown or "")
    assert field is not None  # a showdown is always at a battlefield of the state
    state = replace(state, showdown=None, focus=None, priority=None, passed=())
    events = [
        Event(
            f"Every player passed: the showdown at {field.name} closes, and no player has "
            "Focus any more.",
            ENDS,
            at=field.name,
        )
    ]
    present = sorted(state.players_at(field.place))
    if len(present) != 1:  # nobody left: Contested goes in a cleanup, where the rules say
        return Stepped(with_field(state, field), tuple(events))
    if field.controller != present[0]:
        state, won = conquer_or_control(state, present[0], replace(field, contested_by=None))
        events.extend(won)
    # Control is established (or kept): the battlefield is no longer contested.
    field = replace(field, controller=present[0], contested_by=None)
    return Stepped(with_field(state, field), tuple(events))


@predicate
def showdown_pass_only_focus_holder(situation: GameState, question: Question) -> Check:
    """In a showdown with nothing on the chain, only the player with Focus passes (they have
    priority with it)."""
    if not isinstance(question, PassPriority) or situation.neutral or situation.chain:
        return SKIP
    return pass_by_holder(situation, question, "Focus")
