"""Conceding (649-652): what follows when a player concedes, step by step.

The play-out of a ``concede`` action (judge/engine/play_out.py) removes the player who
concedes; these steps carry out the rest in the order 651 and 652 give it: their teammates
lose with them, the only player remaining wins, else the game continues with the Removal of
a Player (their cards banished and removed, their spells and abilities countered, then the
turn, Focus and Priority passed on in turn order). Those removed leave the turn order when
the steps are done.
"""

from __future__ import annotations

from judge.engine.actions import Concede
from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import listing, possessive, says
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.chain import chain_resolve_newest
from judge.engine.predicates.keywords import leaves_board
from judge.engine.predicates.scoring import MODES
from judge.engine.predicates.showdown import showdown_closes
from judge.engine.predicates.turn import turn_of
from judge.engine.predicates.zones import to_zone
from judge.engine.state import Card, GameState, Gear, Unit
from judge.records import replace


def _conceding(doing: Doing) -> str | None:
    """The player who concedes, when the action is a concession."""
    return doing.action.player if isinstance(doing.action, Concede) else None


def _remaining(state: GameState) -> list[str]:
    return [p for p in state.players if p not in state.removed]


def _next_remaining(state: GameState, player: str) -> str:
    """The next player in turn order after ``player`` who is still in the game."""
    at = state.players.index(player)
    order = state.players[at + 1 :] + state.players[:at]
    return next(p for p in order if p not in state.removed)


def _continues(state: GameState) -> bool:
    """The game goes on to the Removal of a Player: nobody won, and no team is left alone
    (a 2v2 game whose team conceded is not followed further)."""
    return state.winner is None and not state.teams


@step
def concede_teammates_lose(state: GameState, doing: Doing) -> Stepped:
    """A player who concedes with teammates (2v2) takes them along: their teammates also lose
    and are removed from the game, so the entire team loses."""
    player = _conceding(doing)
    if player is None:
        return unchanged(state)
    mates = sorted(state.teammates(player))
    if not mates:
        others = tuple(p for p in state.players if p != player)
        text = (
            f"{says(player, 'has', 'have')} no teammates in {MODES[state.mode]}: nobody else "
            f"loses or is removed with {'you' if player == 'you' else 'them'}."
        )
        return unchanged(state, Event(text, "loses", others, happened=False, change=False))
    loses = says(listing(mates), "also loses", "also lose")
    removed = says(listing(mates), "is", "are").split(" ")[-1]
    text = (
        f"{loses} with {possessive(player)} team and {removed} removed from the game: the "
        "entire team loses."
    )
    gone = replace(state, removed=(*state.removed, *mates))
    return Stepped(gone, (Event(text, "loses", (player, *mates)),))


@step
def concede_remaining_player_wins(state: GameState, doing: Doing) -> Stepped:
    """If only one other player remains after a player concedes, that player wins; if more
    than one remains, the game continues with the Removal of a Player."""
    player = _conceding(doing)
    if player is None:
        return unchanged(state)
    remaining = _remaining(state)
    if state.teams:
        text = (
            f"With {possessive(player)} team removed, {listing(remaining)} remain: the rules "
            "say the only player remaining wins, not what happens when a whole team remains, so "
            "what follows is not decided here."
        )
        return unchanged(state, Event(text, UNMODELLED, tuple(remaining)))
    if len(remaining) == 1:
        (winner,) = remaining
        text = (
            f"{says(winner, 'is', 'are')} the only player remaining after {player} conceded: "
            f"{says(winner, 'wins', 'win')} the game."
        )
        return Stepped(replace(state, winner=winner), (Event(text, "wins", (winner,)),))
    text = (
        f"{listing(remaining)} remain after {player} conceded: nobody wins, and the game "
        f"continues with the Removal of {player}."
    )
    return unchanged(state, Event(text, "wins", tuple(remaining), happened=False, change=False))


@step
def concede_removal_banishes_cards(state: GameState, doing: Doing) -> Stepped:
    """If the game continues, the permanents, runes and facedown cards the removed player
    controls, and those they own, are banished; then every card they own is removed from
    the game."""
    player = _conceding(doing)
    if player is None or (state.teams and state.winner is None):
        return unchanged(state)
    permanents: list[Unit | Gear] = [*state.units, *state.gear]
    theirs = [
        thing.name for thing in permanents if player in (thing.controller, thing.owned_by)
    ] + [
        card.name
        for card in state.cards
        if (card.facedown_at is not None or card.zone == "board")
        and player in (card.controller, card.owned_by)
    ]
    if state.winner is not None:
        text = (
            f"The game is over ({state.winner} won), so there is no Removal of a Player: "
            f"nothing of {possessive(player)} is banished."
        )
        return unchanged(state, Event(text, "banished", (player, *theirs), happened=False))
    events: list[Event] = []
    for name in theirs:
        thing = state.permanent(name) or next(c for c in state.cards if c.name == name)
        place = (thing.at.name,) if not isinstance(thing, Card) and thing.at.is_battlefield else ()
        how = "controlled" if thing.controller == player else "owned"
        ended: list[Event] = []
        if isinstance(thing, Unit):
            state, ended = leaves_board(state, thing, doing.version)
        state = to_zone(state, name, "banishment")
        text = f"{name}, {how} by {player}, is banished."
        events.append(Event(text, "banished", (name, *place), action="banish", left_board=True))
        events.extend(ended)
    owned = tuple(card.name for card in state.cards if card.owned_by == player)
    if owned:
        state = replace(state, cards=tuple(c for c in state.cards if c.owned_by != player))
        text = f"Every card {player} owns is removed from the game: {listing(owned)}."
        events.append(Event(text, "removed", owned))
    return Stepped(state, tuple(events))


@step
def concede_removal_counters_items(state: GameState, doing: Doing) -> Stepped:
    """If the game continues, every spell and ability the removed player controls is
    countered."""
    player = _conceding(doing)
    if player is None or not _continues(state):
        return unchanged(state)
    theirs = [item for item in state.chain if item.controller == player]
    kept = tuple(
        Event(
            f"{item.name} is not countered: only the removed player's spells and abilities are.",
            "countered",
            (item.name,),
            happened=False,
        )
        for item in state.chain
        if item not in theirs
    )
    if not theirs:
        return unchanged(state, *kept)
    # Priority they held on this chain passes on in its own step, after the countering.
    held_priority = state.priority_player == player
    chain = tuple(item for item in state.chain if item.controller != player)
    state = replace(state, chain=chain, priority=player if held_priority else state.priority)
    events = tuple(
        Event(
            f"{item.name}, controlled by {player}, is countered: it does nothing and leaves "
            "the chain.",
            "countered",
            (item.name,),
            action="counter",
        )
        for item in theirs
    )
    return Stepped(state, (*events, *kept))


@step
def concede_removal_turn_proceeds(state: GameState, doing: Doing) -> Stepped:
    """If the game continues and the removed player was the turn player, play proceeds in
    turn order to the next available player."""
    player = _conceding(doing)
    if player is None or not _continues(state):
        return unchanged(state)
    if state.turn != player:
        text = f"{player} was not the turn player: it is still {possessive(state.turn)} turn."
        return unchanged(state, Event(text, "new turn", (player,), happened=False, change=False))
    after = _next_remaining(state, player)
    turned = replace(turn_of(state, after), phase="beginning", priority=None, focus=None)
    text = (
        f"{player} was the turn player: play proceeds in turn order to {after}, whose turn begins."
    )
    return Stepped(turned, (Event(text, "new turn", (after,)),))


@step
def concede_removal_focus_passes(state: GameState, doing: Doing) -> Stepped:
    """If the game continues and the removed player had Focus in a showdown, the next player
    in turn order receives it."""
    player = _conceding(doing)
    if player is None or not _continues(state) or not state.in_showdown:
        return unchanged(state)
    holder = state.focus_player
    if holder != player:
        keeps = says(holder, "keeps", "keep") if holder else "nobody has"
        text = f"{player} did not have Focus: {keeps} it."
        return unchanged(state, Event(text, "focus passes", (player,), happened=False))
    after = _next_remaining(state, player)
    text = f"{player} had Focus in the showdown: {after}, next in turn order, receives it."
    return Stepped(replace(state, focus=after), (Event(text, "focus passes", (after,)),))


@step
def concede_removal_priority_passes(state: GameState, doing: Doing) -> Stepped:
    """If the game continues and the removed player had Priority during a chain, the next
    player in turn order receives it."""
    player = _conceding(doing)
    if player is None or not _continues(state) or not state.chain:
        return unchanged(state)
    holder = state.priority_player
    if holder != player:
        keeps = says(holder, "keeps", "keep") if holder else "nobody has"
        text = f"{player} did not have Priority: {keeps} it."
        return unchanged(state, Event(text, "priority passes", (player,), happened=False))
    after = _next_remaining(state, player)
    text = f"{player} had Priority on the chain: {after}, next in turn order, receives it."
    return Stepped(replace(state, priority=after), (Event(text, "priority passes", (after,)),))


@step
def concede_removal_all_passed_resolves(state: GameState, doing: Doing) -> Stepped:
    """If the game continues and removing the player leaves every remaining player having
    passed priority in sequence, the newest item on the chain resolves, and priority is
    re-established as the state after it calls for."""
    player = _conceding(doing)
    if player is None or not _continues(state) or not state.chain or player in state.passed:
        return unchanged(state)
    waiting = [p for p in _remaining(state) if p not in state.passed]
    if waiting:
        text = (
            f"Removing {player} does not leave every player having passed: "
            f"{listing(waiting)} still to pass."
        )
        return unchanged(state, Event(text, "resolves", (state.chain[-1].name,), happened=False))
    text = (
        f"Every remaining player has passed priority once {player} is removed: the newest "
        "item on the chain resolves."
    )
    resolved = chain_resolve_newest(replace(state, passed=()), doing)
    events = _citing(resolved.events, "chain.resolve_newest", "concede.removal_all_passed_resolves")
    return Stepped(resolved.state, (Event(text, change=False), *events))


@step
def concede_removal_all_passed_focus(state: GameState, doing: Doing) -> Stepped:
    """If the game continues and removing the player leaves every remaining player having
    passed Focus in a showdown, the showdown ends and play proceeds as it would after the
    last pass."""
    player = _conceding(doing)
    if player is None or not _continues(state) or state.chain or not state.in_showdown:
        return unchanged(state)
    if player in state.passed:
        return unchanged(state)
    waiting = [p for p in _remaining(state) if p not in state.passed]
    if waiting:
        text = (
            f"Removing {player} does not leave every player having passed Focus: the "
            f"showdown goes on, {listing(waiting)} still to pass."
        )
        field = state.showdown or state.combat or ""
        return unchanged(state, Event(text, "conquer", (field,), happened=False, at=field))
    text = f"Every remaining player has passed Focus once {player} is removed: the showdown ends."
    closed = showdown_closes(replace(state, passed=state.players), doing)
    events = _citing(closed.events, "showdown.closes", "concede.removal_all_passed_focus")
    return Stepped(closed.state, (Event(text, change=False), *events))


def _citing(events: tuple[Event, ...], fact: str, led_by: str) -> tuple[Event, ...]:
    """The events of a step the removal ran on into, each citing the fact whose rule caused
    it (the showdown's close, the chain item's resolution) and the removal that led there."""
    return tuple(replace(event, fact=event.fact or fact, led_by=(led_by,)) for event in events)
