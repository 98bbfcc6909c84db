"""The game actions that move cards between zones (413, 416, 422, 425, 427, 428, 431):
draw, Burn Out, discard, recycle, banish, kill and counter, as steps of a ``GameAction``.

A card off the board is a ``Card`` with its zone; a player's Main Deck is the cards of that
zone they own, in the order the situation lists them, top first (``recycle`` puts cards
at the bottom). Each step acts only on the game action it carries out, and says what could
not be done and why (a card not in hand is not discarded).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.actions import LEAVING_BOARD_ACTIONS, Cleanup, GameAction
from judge.engine.predicates import (
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    answers_query,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.barred import points_barred_by
from judge.engine.predicates.board import listing, possessive, says
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.questions import EventQuery, Question, Recall
from judge.engine.state import Card, ChainItem, GameState, Gear, Unit
from judge.records import replace

PLAYED_KINDS = ("spell", "unit", "gear")  # chain items that are cards being played
COUNTERED_COUNTS = "legion.countered_counts"

MAIN_DECK = "main deck"
BOARD_ZONES = ("board",)  # a card played during the actions is on the board
# Cards of the chain that go to the trash when countered; the rest are abilities.
CARD_ITEMS = ("spell", "unit", "gear")
# A Burn Out repeats only while it can change something: each gives an opponent a point.
MAX_BURN_OUTS = 40


def performing(doing: Doing, action: str) -> GameAction | None:
    """The game action being carried out, when it is ``action``."""
    if isinstance(doing.action, GameAction) and doing.action.action == action:
        return doing.action
    return None


def _card(state: GameState, name: str) -> Card | None:
    for card in state.cards:
        if card.name == name:
            return card
    return None


def _where(state: GameState, name: str) -> str:
    """The zone a card is in: ``board`` for a unit or gear, else its zone."""
    if state.permanent(name) is not None:
        return "board"
    card = _card(state, name)
    return card.zone if card is not None else ""


def deck_of(state: GameState, player: str) -> tuple[Card, ...]:
    """A player's Main Deck, top card first."""
    return tuple(c for c in state.cards if c.zone == MAIN_DECK and c.owned_by == player)


def to_zone(state: GameState, name: str, zone: str, *, bottom: bool = False) -> GameState:
    """The card ``name`` taken from wherever it is (the board, a zone, the chain) and put
    in ``zone`` as its owner's card (the Main Deck's bottom when ``bottom``)."""
    thing = state.permanent(name)
    card = _card(state, name)
    item = next((i for i in state.chain if i.name == name), None)
    if isinstance(thing, Unit | Gear):
        kind = "unit" if isinstance(thing, Unit) else "gear"
        moved = Card(
            name,
            thing.owned_by,
            kind,
            thing.keywords,
            zone=zone,
            owner=thing.owned_by,
            token=thing.token,
            might=thing.might if isinstance(thing, Unit) else None,
            triggers=thing.triggers if isinstance(thing, Unit) else (),
        )
    elif card is not None:
        moved = replace(card, zone=zone, controller=card.owned_by, facedown_at=None)
    elif item is not None:
        kind = item.kind if item.kind in CARD_ITEMS else "spell"
        owner = item.controller or state.turn
        moved = Card(name, owner, kind, item.keywords, zone=zone, owner=owner)
    else:  # pragma: no cover - the loader resolves every name
        return state
    cards = tuple(c for c in state.cards if c.name != name)
    if not bottom:  # the new card goes where it was, or at the end of the list
        at = next((i for i, c in enumerate(state.cards) if c.name == name), len(cards))
        cards = (*cards[:at], moved, *cards[at:])
    else:
        cards = (*cards, moved)
    return replace(
        state,
        units=tuple(u for u in state.units if u.name != name),
        gear=tuple(g for g in state.gear if g.name != name),
        chain=tuple(i for i in state.chain if i.name != name),
        cards=cards,
    )


# --- draw and Burn Out ----------------------------------------------------------------------


# Where the cards a draw or a burn takes from the top of the Main Deck go, and its words.
TAKEN = {"draw": ("hand", "drawn", "draws", "draw"), "burn": ("trash", "burned", "burns", "burn")}


def _take(
    state: GameState, player: str, count: int, action: str = "draw"
) -> tuple[GameState, list[Event]]:
    """``player`` takes up to ``count`` cards from the top of their Main Deck into their
    hand (a draw) or their trash (a burn); the event's ``subjects`` after the player name
    them, unless they came from cards in a random order. The state owes what the deck
    could not give."""
    zone, outcome, verb, plain = TAKEN[action]
    taken = deck_of(state, player)[:count]
    state = replace(state, owed_cards=count - len(taken))
    if not taken:
        return state, []
    names = tuple(c.name for c in taken)
    random_part = [n for n in names if n in state.unordered]
    known = not random_part or set(random_part) == set(state.unordered)
    for name in names:
        state = to_zone(state, name, zone)
    state = replace(state, unordered=state.unordered - set(names) if known else frozenset())
    what = listing(names) if known else f"{len(names)} card{'s' * (len(names) > 1)}"
    subjects = (player, *names) if known else (player,)
    whence = f"from the top of {possessive(player)} Main Deck"
    text = f"{says(player, verb, plain)} {what} {whence}{' into the trash' * (zone == 'trash')}."
    return state, [Event(text, outcome, subjects, action=action, by=player)]


def _short(state: GameState, action: GameAction, held: int) -> Event:
    """The Main Deck held fewer cards than the draw or burn asks for."""
    owner = possessive(action.by)
    text = (
        f"{owner.capitalize()} Main Deck holds {held} card{'s' * (held != 1)}, "
        f"{action.amount - held} short of the {action.amount} to {action.action}."
    )
    return Event(text, TAKEN[action.action][1], (action.by,), happened=False)


@step
def draw_from_main_deck(state: GameState, doing: Doing) -> Stepped:
    """Drawing takes cards one at a time from the top of the player's Main Deck into their
    hand; what the Main Deck can't give is owed to the Burn Out that follows."""
    action = performing(doing, "draw")
    if action is None:
        return unchanged(state)
    held = len(deck_of(state, action.by))
    state, events = _take(state, action.by, action.amount)
    if held < action.amount:
        events.append(_short(state, action, held))
    return Stepped(state, tuple(events))


@step
def burn_from_main_deck(state: GameState, doing: Doing) -> Stepped:
    """Burning moves cards from the top of the player's Main Deck to their trash; what the
    Main Deck can't give is owed to the Burn Out that follows."""
    action = performing(doing, "burn")
    if action is None:
        return unchanged(state)
    held = len(deck_of(state, action.by))
    state, events = _take(state, action.by, action.amount, "burn")
    if held < action.amount:
        events.append(_short(state, action, held))
    return Stepped(state, tuple(events))


def _from_deck(doing: Doing) -> GameAction | None:
    """The draw or burn being carried out, whose shortfall a Burn Out makes up."""
    return performing(doing, "draw") or performing(doing, "burn")


def _chosen_opponent(state: GameState, action: GameAction) -> str | None:
    """The opponent the burning-out player chooses to gain the point: as given, the only
    one (1v1), or either of a team that shares its points (2v2); None: their choice."""
    if action.opponent is not None:
        return action.opponent
    opponents = [p for p in state.players if p in state.opponents(action.by)]
    sides = {frozenset({p} | state.teammates(p)) for p in opponents}
    return opponents[0] if len(sides) == 1 else None


def _burn_out(
    state: GameState, action: GameAction, version: str, *, first: bool
) -> tuple[GameState, list[Event]]:
    """One Burn Out: the player's trash recycled into their Main Deck, an opponent of
    their choice gains 1 point, then the rest of the draw as far as the deck allows. The
    ``first`` Burn Out's point a card's text can stop; those after it can't be prevented."""
    player = action.by
    opponent = _chosen_opponent(state, action)
    if opponent is None:
        text = (
            f"{says(player, 'burns', 'burn')} out; which opponent gains 1 point is "
            f"{possessive(player)} choice, and the situation does not say which (give the "
            f"{action.action} an opponent)."
        )
        return replace(state, owed_cards=0), [Event(text, "unmodelled", (player,))]
    trash = [c.name for c in state.cards if c.zone == "trash" and c.owned_by == player]
    for name in trash:
        state = to_zone(state, name, MAIN_DECK, bottom=True)
    if len(trash) > 1:
        state = replace(state, unordered=state.unordered | set(trash))
    barred = points_barred_by(state, opponent, version) if first else None
    if barred is None:
        points = dict(state.points)
        points[opponent] = state.points_of(opponent) + 1
        state = replace(state, points=tuple(points.items()))
    recycled = (
        f"{says(player, 'recycles', 'recycle')} {possessive(player)} trash ({listing(trash)}) "
        f"into {possessive(player)} Main Deck{' in a random order' * (len(trash) > 1)}"
        if trash
        else f"{says(player, 'has', 'have')} no cards in {possessive(player)} trash to recycle"
    )
    text = f"{says(player, 'burns', 'burn')} out: {recycled[0].lower()}{recycled[1:]}."
    burnt = Event(text, "burns out", (player,), action="burn out", by=player)
    gained = (
        f"{says(opponent, 'gains', 'gain')} 1 point ({state.points_of(opponent)}) from the "
        "Burn Out."
    )
    point = Event(gained, "point", (opponent,), action="burn out", by=player)
    if barred is not None:
        point = _point_barred(opponent, *barred)
    state, drawn = _take(state, player, state.owed_cards, action.action)
    return state, [burnt, point, *drawn]


def _point_barred(opponent: str, card: str, read: bool) -> Event:
    """The first Burn Out's point, which ``card``'s text stops ``opponent`` gaining (or, when
    the engine does not read that text, leaves unsettled)."""
    if not read:
        text = f"{card}'s text speaks of points in words the engine does not read."
        return Event(text, UNMODELLED, (opponent, card))
    text = (
        f"{card}'s text says the opponents of its controller can't gain points: {opponent} "
        "gains no point from the Burn Out."
    )
    return Event(text, "point", (opponent, card), happened=False, fact="points.gain_barred")


@step
def burn_out_performed(state: GameState, doing: Doing) -> Stepped:
    """A player who must draw (or burn) more cards than their Main Deck holds does as many
    as possible, then Burns Out (recycles their trash into their Main Deck, chooses an
    opponent to gain 1 point), then completes the rest."""
    action = _from_deck(doing)
    if action is None:
        return unchanged(state)
    if not state.owed_cards:
        text = f"{possessive(action.by).capitalize()} Main Deck held enough cards: no Burn Out."
        return unchanged(state, Event(text, "burns out", (action.by,), happened=False))
    state, events = _burn_out(state, action, doing.version, first=True)
    winner = _winner(state, action.by)
    if winner is not None and not state.owed_cards:
        # the draw done, no Burn Out follows: the point wins in the next cleanup, where a
        # "what happens?" would otherwise stop as if the game went on
        side = _side(state, winner)
        who = says(winner, "has", "have") if len(side) == 1 else f"{listing(side)} have"
        win = says(winner, "wins", "win") if len(side) == 1 else f"{listing(side)} win"
        text = (
            f"{who} points at or above the Victory Score and more than any opponent: {win} "
            "in the next cleanup."
        )
        events.append(Event(text, "wins", side, fact="game.victory"))
    return Stepped(state, tuple(events))


@step
def burn_out_repeated(state: GameState, doing: Doing) -> Stepped:
    """A player whose Main Deck is still empty after a Burn Out (their trash was empty too)
    burns out again as they try again to draw (or burn), an opponent gaining 1 point each time,
    until an opponent reaches the Victory Score with more points than any opponent and
    wins (v1.4: at once, without waiting for a cleanup)."""
    action = _from_deck(doing)
    burnt = any(e.kind == "burns out" and e.happened for e in doing.events)
    if action is None or not burnt:
        return unchanged(state)
    if not state.owed_cards:
        text = (
            f"After the Burn Out the Main Deck held the cards still to {action.action}: no "
            "further Burn Out."
        )
        return unchanged(state, Event(text, "burns out", (action.by,), happened=False))
    events: list[Event] = []
    for _ in range(MAX_BURN_OUTS):
        state, again = _burn_out(state, action, doing.version, first=False)
        events.extend(again)
        winner = _winner(state, action.by)
        if winner is not None:
            side = _side(state, winner)
            one = len(side) == 1
            who = says(winner, "reaches", "reach") if one else f"{listing(side)} reach"
            win = says(winner, "wins", "win").split(" ", 1)[1] if one else "win"
            text = (
                f"{who} the Victory Score with more points than any opponent, and {win} at "
                "once, without waiting for a cleanup."
            )
            events.append(Event(text, "wins", side))
            return Stepped(replace(state, winner=winner, owed_cards=0), tuple(events))
        if not state.owed_cards:
            break
    return Stepped(replace(state, owed_cards=0), tuple(events))


def _side(state: GameState, winner: str) -> tuple[str, ...]:
    """The winner and their teammates, who win with them."""
    return (winner, *sorted(state.teammates(winner)))


def _winner(state: GameState, burning: str) -> str | None:
    """An opponent of the burning-out player with points at or above the Victory Score and
    more than each of their own opponents."""
    for player in state.players:
        if player not in state.opponents(burning):
            continue
        mine = state.points_of(player)
        if mine >= state.victory_score and all(
            mine > state.points_of(other) for other in state.opponents(player)
        ):
            return player
    return None


# --- channel ----------------------------------------------------------------------------------


@step
def channel_from_rune_deck(state: GameState, doing: Doing) -> Stepped:
    """Channeling takes runes from the top of the player's Rune Deck and puts them on the
    board (v1.4: ready, unless the effect says otherwise). With too few runes, what
    happens is the next step's (v1.4: as many as possible; v1.3 does not say)."""
    action = performing(doing, "channel")
    if action is None:
        return unchanged(state)
    runes = [c for c in state.cards if c.zone == "rune deck" and c.owned_by == action.by]
    if len(runes) < action.amount and not doing.stated("channel.as_many_as_possible"):
        text = (
            f"{possessive(action.by).capitalize()} Rune Deck holds fewer than "
            f"{action.amount} runes; what channeling more runes than it holds does is not "
            "stated by these rules."
        )
        return unchanged(state, Event(text, "unmodelled", (action.by,)))
    taken = tuple(c.name for c in runes[: action.amount])
    for name in taken:
        state = to_zone(state, name, "board")
    if not taken:
        text = f"{possessive(action.by).capitalize()} Rune Deck is empty: no rune is channeled."
        return unchanged(state, Event(text, "channeled", (action.by,), happened=False))
    ready = " ready" if doing.stated(READY_BY_DEFAULT) and not action.enters else ""
    text = (
        f"{says(action.by, 'channels', 'channel')} {listing(taken)} from the top of "
        f"{possessive(action.by)} Rune Deck: on the board{ready}."
    )
    return Stepped(state, (Event(text, "channeled", (action.by, *taken), action="channel"),))


READY_BY_DEFAULT = "channel.ready_by_default"


@step
def channel_enters_as_effect_says(state: GameState, doing: Doing) -> Stepped:
    """The effect that has a player channel runes may say how they enter the board
    ("Channel 1 rune exhausted"): then they enter exhausted; where it says nothing, they
    enter ready, the default (v1.4 says so)."""
    action = performing(doing, "channel")
    if action is None:
        return unchanged(state)
    done = [e for e in doing.events if e.kind == "channeled" and e.happened]
    taken = tuple(dict.fromkeys(n for e in done for n in e.subjects if n != action.by))
    if not taken and action.enters == "exhausted":
        text = "No rune is channeled, so none enters the board exhausted."
        return unchanged(state, Event(text, "exhausted", (action.by,), happened=False))
    if not taken:
        return unchanged(state)
    they = "it" if len(taken) == 1 else "them"
    enter = "enters" if len(taken) == 1 else "enter"
    if action.enters == "exhausted":
        text = (
            f"{listing(list(taken))} {enter} the board exhausted, not ready: the effect that "
            f"channels {they} says so."
        )
        return unchanged(state, Event(text, "exhausted", taken, by=action.by))
    if not doing.stated(READY_BY_DEFAULT):
        return unchanged(state)
    text = (
        f"{listing(list(taken))} {enter} the board ready, not exhausted: the effect that "
        f"channels {they} says nothing else, and runes are channeled ready by default."
    )
    ready = Event(text, "exhausted", taken, happened=False, change=False)
    return unchanged(state, replace(ready, fact=READY_BY_DEFAULT))


@step
def channel_as_many_as_possible(state: GameState, doing: Doing) -> Stepped:
    """A player told to channel more runes than their Rune Deck holds channels as many as
    possible."""
    action = performing(doing, "channel")
    if action is None:
        return unchanged(state)
    done = [e for e in doing.events if e.kind == "channeled" and e.happened]
    channeled = sum(len(e.subjects) - 1 for e in done)
    if channeled >= action.amount:
        text = (
            f"The Rune Deck held the {action.amount} rune{'s' * (action.amount != 1)} to channel."
        )
        return unchanged(state, Event(text, "", (action.by,), happened=False, change=False))
    text = (
        f"{possessive(action.by).capitalize()} Rune Deck held {channeled} "
        f"rune{'s' * (channeled != 1)} of the {action.amount} to channel: as many as possible "
        "are channeled."
    )
    taken = tuple(dict.fromkeys(name for e in done for name in e.subjects))
    if not taken:
        return unchanged(state, Event(text, "", (action.by,), change=False))
    return unchanged(state, Event(text, "channeled", taken, change=False))


# --- discard, recycle, banish, kill --------------------------------------------------------


@step
def discard_from_hand(state: GameState, doing: Doing) -> Stepped:
    """Discarding moves cards from the player's hand directly into their trash; the player
    chooses which. A card that is not in their hand is not discarded."""
    action = performing(doing, "discard")
    if action is None:
        return unchanged(state)
    hand = [c.name for c in state.cards if c.zone == "hand" and c.controller == action.by]
    chosen = list(action.cards) or (hand if action.amount >= len(hand) else [])
    if not chosen and hand:
        text = (
            f"{says(action.by, 'chooses', 'choose')} which {action.amount} of the "
            f"{len(hand)} cards in hand to discard; the situation does not say which."
        )
        return unchanged(state, Event(text, "unmodelled", (action.by,)))
    events: list[Event] = []
    for name in chosen:
        if name not in hand:
            where = _where(state, name) or "elsewhere"
            text = (
                f"{name} is not in {possessive(action.by)} hand ({where}), so it is not discarded."
            )
            events.append(Event(text, "discarded", (name,), happened=False))
            continue
        state = to_zone(state, name, "trash")
        text = f"{says(action.by, 'discards', 'discard')} {name}: from hand to the trash."
        events.append(Event(text, "discarded", (name, action.by), action="discard", by=action.by))
    return Stepped(state, tuple(events))


@step
def discard_as_many_as_possible(state: GameState, doing: Doing) -> Stepped:
    """An effect that has a player discard more cards than their hand holds has them
    discard as many as possible; the rest of the instruction is ignored."""
    action = performing(doing, "discard")
    if action is None or not action.amount or action.cards:
        return unchanged(state)
    held = sum(1 for e in doing.events if e.kind == "discarded" and e.happened)
    left = [c for c in state.cards if c.zone == "hand" and c.controller == action.by]
    if held + len(left) >= action.amount and held == action.amount:
        text = f"The hand held the {action.amount} to discard: nothing is ignored."
        return unchanged(state, Event(text, "", (action.by,), happened=False, change=False))
    text = (
        f"{says(action.by, 'has', 'have')} {held} card{'s' * (held != 1)} to discard of the "
        f"{action.amount} asked: the rest of the discard is ignored."
    )
    return unchanged(state, Event(text, "", (action.by,), change=False))


@step
def recycle_to_bottom(state: GameState, doing: Doing) -> Stepped:
    """Recycling puts cards on the bottom of their owner's deck: Main Deck cards into the
    Main Deck (two or more at once in a random order), runes into the Rune Deck."""
    action = performing(doing, "recycle")
    if action is None:
        return unchanged(state)
    chosen = _recycled_from_zone(state, action)
    if isinstance(chosen, Event):
        return unchanged(state, chosen)
    events: list[Event] = []
    to_main: list[str] = []
    for name in chosen:
        where = _where(state, name)
        if where in (MAIN_DECK, "rune deck"):  # 416.1 names no zone it may not come from
            text = f"{name} is already in a deck: recycling it from there is not modelled."
            events.append(Event(text, UNMODELLED, (name,)))
            continue
        card = _card(state, name)
        thing = state.permanent(name)
        owner_name = card.owned_by if card else thing.owned_by if thing else action.by
        deck = "rune deck" if card is not None and card.type == "rune" else MAIN_DECK
        state = to_zone(state, name, deck, bottom=True)
        if deck == MAIN_DECK:
            to_main.append(name)
        label = "Rune Deck" if deck == "rune deck" else "Main Deck"
        text = f"{name} is recycled to the bottom of {possessive(owner_name)} {label}."
        events.append(Event(text, "recycled", (name, owner_name), action="recycle", by=action.by))
    if len(to_main) > 1:
        state = replace(state, unordered=state.unordered | set(to_main))
        text = f"{listing(to_main)} go to the bottom of the Main Deck in a random order."
        events.append(Event(text, "", tuple(to_main), change=False))
    return Stepped(state, tuple(events))


def _recycled_from_zone(state: GameState, action: GameAction) -> tuple[str, ...] | Event:
    """The cards a "Recycle X from [Zone]" takes: every card of ``action.by``'s in the zone
    when it holds X or fewer, else the player's choice (not given: an ``unmodelled`` event);
    an empty zone gives nothing to recycle. Named cards are recycled as named."""
    if action.cards or not action.amount:
        return action.cards
    pile = tuple(c.name for c in state.cards if c.zone == action.zone and c.owned_by == action.by)
    whose = f"{possessive(action.by)} {action.zone}"
    if not pile:
        text = f"{whose.capitalize()} holds no card, so nothing is recycled from it."
        return Event(text, "recycled", (action.by,), happened=False)
    if len(pile) > action.amount:
        text = (
            f"{says(action.by, 'chooses', 'choose')} which {action.amount} of the {len(pile)} "
            f"cards in {whose} to recycle; the situation does not say which."
        )
        return Event(text, UNMODELLED, (action.by,))
    return pile


@step
def recycle_as_many_as_possible(state: GameState, doing: Doing) -> Stepped:
    """An effect that has a player recycle more cards from a zone than it holds has them
    recycle as many as possible (all it holds)."""
    action = performing(doing, "recycle")
    if action is None or not action.amount or action.cards:
        return unchanged(state)
    if any(e.kind == UNMODELLED for e in doing.events):
        return unchanged(state)
    done = sum(1 for e in doing.events if e.kind == "recycled" and e.happened)
    whose = f"{possessive(action.by)} {action.zone}"
    if done == action.amount:
        text = f"{whose.capitalize()} held the {action.amount} to recycle: all are recycled."
        return unchanged(state, Event(text, "", (action.by,), happened=False, change=False))
    text = (
        f"{whose.capitalize()} held {done} card{'s' * (done != 1)} of the {action.amount} "
        "to recycle: as many as possible are recycled."
    )
    return unchanged(state, Event(text, "", (action.by,), change=False))


@step
def banish_to_banishment(state: GameState, doing: Doing) -> Stepped:
    """Banishing places a card directly into Banishment from wherever it was (the board,
    a hand, a trash or a deck)."""
    action = performing(doing, "banish")
    if action is None:
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        where = _where(state, name)
        if where == "banishment":
            text = f"{name} is already in Banishment."
            events.append(Event(text, "banished", (name,), happened=False))
            continue
        at = state.permanent(name)
        place = (at.at.name,) if at is not None and at.at.is_battlefield else ()
        state = to_zone(state, name, "banishment")
        origin = "the board" if where == "board" else where
        text = f"{name} is banished: from {origin} directly into Banishment."
        events.append(
            Event(
                text,
                "banished",
                (name, *place),
                action="banish",
                by=action.by,
                left_board=where == "board",
            )
        )
        if where == "board" and doing.stated("banish.not_kill"):
            text = f"{name} left the board banished, not killed: banishing is not a kind of kill."
            events.append(Event(text, "killed", (name,), happened=False, fact="banish.not_kill"))
    return Stepped(state, tuple(events))


def _leaving_board(state: GameState, doing: Doing) -> list[Unit]:
    """The units on the board the game action being carried out takes off it: those it
    names, but not one whose death a replacement effect replaced (it stays); in a cleanup,
    those it killed with lethal damage."""
    action = doing.action
    if isinstance(action, Cleanup):
        return [u for u in state.died_now if u.name in state.killed_in_cleanup]
    if not isinstance(action, GameAction) or action.action not in LEAVING_BOARD_ACTIONS:
        return []
    replaced = {e.subjects[0] for e in doing.events if e.kind == "replaced" and e.happened}
    return [u for u in state.units if u.name in action.cards and u.name not in replaced]


def _recalled(state: GameState, doing: Doing) -> list[Unit]:
    """The units a recall being carried out takes to their base: they stay on the board."""
    if not isinstance(doing.action, Recall):
        return []
    return [u for u in state.units if u.name in doing.action.cards]


def _modifications(unit: Unit) -> list[str]:
    """The temporary modifications tracked on a unit: its damage and the Might effects
    given to it (not a passive ability's, nor its buffs' or an attached card's, which
    the engine adds itself)."""
    tracked = [f"its {unit.damage} damage"] if unit.damage else []
    given = [e for e in unit.might_effects if not e.passive and not e.origin]
    tracked += [f"the Might {e.source} gave it" for e in given]
    return tracked


def _statuses(unit: Unit) -> list[str]:
    """The statuses a unit has: Stunned, Exhausted, Empowered, Attacking or Defending."""
    held = [
        ("Stunned", unit.stunned),
        ("Exhausted", unit.exhausted is True),
        ("Empowered", unit.empowered),
        ("Attacking", unit.designation == "attacker"),
        ("Defending", unit.designation == "defender"),
    ]
    return [name for name, has in held if has]


# What a recall leaves tracked is the recall's own rule, cited for that branch alone.
RECALL_KEEPS = "recall.keeps_state"


def _cleared(
    state: GameState, doing: Doing, what: str, tracked: Callable[[Unit], list[str]]
) -> list[Event]:
    """The events of a unit leaving the board (what was tracked on it is cleared) or
    recalled (it stays on the board, and what was tracked on it stays: the recall's rule,
    recall.keeps_state, says so)."""
    events: list[Event] = []
    for unit in _leaving_board(state, doing):
        if held := tracked(unit):
            text = (
                f"{unit.name} leaves the board for a zone off it: {listing(held)} "
                f"{'is' if len(held) == 1 else 'are'} no longer tracked on it."
            )
            events.append(Event(text, what, (unit.name,)))
    for unit in _recalled(state, doing):
        if held := tracked(unit):
            text = (
                f"{unit.name} is recalled to its base without leaving the board: "
                f"{listing(held)} {'stays' if len(held) == 1 else 'stay'} tracked on it, "
                "the source of the recall saying nothing otherwise."
            )
            events.append(Event(text, what, (unit.name,), happened=False, fact=RECALL_KEEPS))
    return events


@step
def leave_board_modifications_cleared(state: GameState, doing: Doing) -> Stepped:
    """A unit that leaves the board for a zone off it keeps none of its temporary
    modifications (its damage, the Might effects given to it); a recalled unit stays on the
    board and keeps them, unless the recall's source says otherwise. The card put in the
    other zone carries none of them already."""
    return unchanged(state, *_cleared(state, doing, "modifications cleared", _modifications))


@step
def leave_board_new_object(state: GameState, doing: Doing) -> Stepped:
    """A unit that leaves the board for a zone off it becomes a new object: played again in
    the same combat, it gains the Attacker or Defender designation for the first time, so
    the once-per-combat check of its Attack or Defend trigger starts anew. A recalled unit
    stays on the board, the same object."""
    kept = [u.name for u in _recalled(state, doing) if u.name in state.designated]
    events: list[Event] = []
    if kept:
        text = (
            f"{listing(kept)} {'is' if len(kept) == 1 else 'are'} recalled without leaving the "
            "board: still the same object, which has already been an attacker or a defender "
            "in this combat."
        )
        events.append(Event(text, "new object", tuple(kept), happened=False))
    gone = {unit.name for unit in _leaving_board(state, doing)} & state.designated
    if gone:
        text = (
            f"{listing(sorted(gone))} {'leaves' if len(gone) == 1 else 'leave'} the board: "
            "played again, it is a new object, which has not yet been an attacker or a "
            "defender in this combat."
        )
        events.append(Event(text, "new object", tuple(sorted(gone))))
        state = replace(
            state,
            designated=state.designated - gone,
            designation_lost=state.designation_lost - gone,
            designation_renewed=state.designation_renewed | gone,
        )
    return Stepped(state, tuple(events))


@step
def leave_board_statuses_cleared(state: GameState, doing: Doing) -> Stepped:
    """A unit that leaves the board for a zone off it has its statuses cleared; a recalled
    unit stays on the board and the recall leaves them, unless its source says otherwise."""
    return unchanged(state, *_cleared(state, doing, "statuses cleared", _statuses))


@step
def kill_to_trash(state: GameState, doing: Doing) -> Stepped:
    """Killing puts a permanent from the board directly into its owner's trash; only a card
    whose origin is the board is killed."""
    action = performing(doing, "kill")
    if action is None:
        return unchanged(state)
    events: list[Event] = []
    replaced = {e.subjects[0] for e in doing.events if e.kind == "replaced" and e.happened}
    for name in action.cards:
        thing = state.permanent(name)
        if name in replaced:  # the replacement said so: the kill did not occur
            continue
        if thing is None:
            where = _where(state, name) or "off the board"
            text = f"{name} is not on the board ({where}): only a permanent on the board is killed."
            events.append(Event(text, "killed", (name,), happened=False))
            continue
        place = (thing.at.name,) if thing.at.is_battlefield else ()
        state = to_zone(state, name, "trash")
        if isinstance(thing, Unit):
            state = replace(state, died_now=(*state.died_now, thing))
        owner = possessive(thing.owned_by)
        text = f"{name} is killed: from the board directly into {owner} trash."
        events.append(Event(text, "killed", (name, *place), action="kill", by=action.by))
        if isinstance(thing, Unit):
            events += _killed_not_moved(thing, doing)
    return Stepped(state, tuple(events))


KILLED_BY = "killed by"


@step
def kill_attributed(state: GameState, doing: Doing) -> Stepped:
    """A spell or ability whose Kill instruction kills a unit or gear is responsible for
    killing it: the card is killed by that spell or ability. One its Kill instruction did not
    kill (a replacement effect kept it alive, it was not on the board) is not killed by it."""
    action = performing(doing, "kill")
    if action is None or not action.source:
        return unchanged(state)  # no spell or ability named: nothing to attribute it to
    # What this Kill instruction killed (kill.to_trash, the step before this one).
    killed = {
        e.subjects[0]
        for e in doing.events
        if e.fact == "kill.to_trash" and e.kind == "killed" and e.happened
    }
    events: list[Event] = []
    for name in action.cards:
        if name in killed:
            text = f"{name} is killed by {action.source}, whose Kill instruction killed it."
            events.append(Event(text, KILLED_BY, (name, action.source), by=action.by))
        else:
            text = (
                f"No kill of {name} is attributed to {action.source}: its Kill instruction did "
                "not kill it."
            )
            events.append(Event(text, KILLED_BY, (name, action.source), happened=False))
    return Stepped(state, tuple(events))


def _killed_not_moved(unit: Unit, doing: Doing) -> list[Event]:
    """A killed unit is put in the trash directly from where it was: a kill is not a move,
    so the unit's "When I move" abilities do not trigger on it."""
    from judge.engine.predicates.abilities import trigger_label, unit_triggers

    events: list[Event] = []
    for trigger in unit_triggers(unit, doing):
        if not trigger.when.startswith("move"):
            continue
        label = trigger_label(unit, trigger.when, trigger.ability)
        text = (
            f"{label} does not trigger: {unit.name} was killed, put in the trash directly from "
            "where it was, and a kill is not a move."
        )
        note = Event(text, "triggers", (unit.name,), happened=False)
        events.append(replace(note, fact="kill.not_a_move"))
    return events


# --- counter ---------------------------------------------------------------------------------


def _item(state: GameState, name: str) -> ChainItem | None:
    return next((i for i in state.chain if i.name == name), None)


def _off_chain(state: GameState, name: str) -> GameState:
    """The state with the item named ``name`` cleared from the chain."""
    return replace(state, chain=tuple(i for i in state.chain if i.name != name))


def _countered(state: GameState, doing: Doing, item: ChainItem) -> GameState:
    """The state remembering that ``item``'s controller finalized it this turn and it was
    countered: where non-triggered checks of cards played look at finalized cards
    (legion.countered_counts), it counts as played."""
    card = (item.controller, item.name)
    played = state.played | {card} if doing.stated(COUNTERED_COUNTS) else state.played
    return replace(state, countered=state.countered | {card}, played=played)


@step
def counter_clears_from_chain(state: GameState, doing: Doing) -> Stepped:
    """A countered card or ability does nothing and is cleared from the chain."""
    action = performing(doing, "counter")
    if action is None:
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        item = _item(state, name)
        if item is None:
            text = f"{name} is no longer on the chain, so it can't be countered."
            events.append(Event(text, "countered", (name,), happened=False))
            continue
        if item.kind in PLAYED_KINDS and not item.pending:  # a card finalized, then countered
            state = _countered(state, doing, item)
        if not doing.stated("counter.to_trash"):  # else it leaves the chain for the trash
            state = _off_chain(state, name)
        text = f"{name} is countered: it does nothing and is cleared from the chain."
        events.append(Event(text, "countered", (name,), action="counter", by=action.by))
    return Stepped(state, tuple(events))


@step
def counter_to_trash(state: GameState, doing: Doing) -> Stepped:
    """A card cleared from the chain by being countered is put in the trash; an ability
    is not a card."""
    action = performing(doing, "counter")
    if action is None:
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        item = _item(state, name)
        if item is None:
            continue
        if item.kind not in CARD_ITEMS:
            state = _off_chain(state, name)
            text = f"{name} is an ability, not a card: nothing is put in the trash."
            events.append(Event(text, "trashed", (name,), happened=False))
            continue
        state = to_zone(state, name, "trash")
        text = f"{name}, a countered card, is put in the trash."
        events.append(Event(text, "trashed", (name,)))
    return Stepped(state, tuple(events))


# --- the Silver Rule ------------------------------------------------------------------------


@answers_query("owner_zone", "others_zone")
def zones_owners_zones_only() -> None:
    """A card never goes into a zone off the board that belongs to a player other than its
    owner: it goes to its owner's corresponding zone instead."""


# --- where a card goes: "where does a killed unit go?" ---------------------------------------


def _goes_to(question: Question, event: str, value: str, reason: str) -> Check:
    """The zone the rules send a card to when ``event`` happens to it, asked as "where ...?"."""
    if isinstance(question, EventQuery) and question.kind == "goes_to" and question.event == event:
        return held(reason, value=value)
    return SKIP


@predicate
def zone_killed_to_owners_trash(situation: GameState, question: Question) -> Check:
    """A killed permanent goes from the board directly into its owner's trash."""
    reason = (
        "A killed permanent is placed directly in the trash from its place on the board: its "
        "owner's trash, as no card goes into another player's zone off the board."
    )
    return _goes_to(question, "kill", "its owner's trash", reason)


@predicate
def zone_discarded_to_owners_trash(situation: GameState, question: Question) -> Check:
    """A discarded card goes from its player's hand directly into their trash."""
    reason = "A discarded card moves from its player's hand directly into their trash."
    return _goes_to(question, "discard", "its owner's trash", reason)


@predicate
def zone_banished_to_owners_banishment(situation: GameState, question: Question) -> Check:
    """A banished card goes directly into its owner's Banishment, not the trash."""
    reason = (
        "A banished card is placed directly into Banishment from the zone it was in, not into "
        "the trash: its owner's Banishment, as no card goes into another player's zone off the "
        "board."
    )
    return _goes_to(question, "banish", "its owner's Banishment", reason)


@predicate
def zone_recycled_card_to_main_deck(situation: GameState, question: Question) -> Check:
    """A recycled Main Deck card goes to the bottom of its owner's Main Deck."""
    reason = (
        "A recycled Main Deck card is put on the bottom of its owner's Main Deck, whichever "
        "player is instructed to recycle it."
    )
    return _goes_to(question, "recycle_card", "the bottom of its owner's Main Deck", reason)


@predicate
def zone_recycled_rune_to_rune_deck(situation: GameState, question: Question) -> Check:
    """A recycled rune goes to the bottom of its owner's Rune Deck."""
    reason = (
        "A recycled rune is put on the bottom of its owner's Rune Deck, not the Main Deck, "
        "whichever player is instructed to recycle it."
    )
    return _goes_to(question, "recycle_rune", "the bottom of its owner's Rune Deck", reason)
