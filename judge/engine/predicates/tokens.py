"""Tokens (179-186): what a token is, who owns and controls it, and where it can exist."""

from __future__ import annotations

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
)
from judge.engine.predicates.board import asks, listing
from judge.engine.questions import CostQuery, ObjectCategory, Play, Question
from judge.engine.state import GameState, Gear, KeywordEffect, Unit
from judge.records import replace

# What is asked of a token that has left the board for a zone that is not the chain.
OFF_BOARD = ("exists_off_board", "played_from_off_board")


@answers_query("token", "is_card")
def token_not_a_card() -> None:
    """Tokens are not cards."""


@predicate
def token_ceases_off_board(situation: GameState, question: Question) -> Check:
    """A token put into any zone off the board other than the chain ceases to exist at
    once, so nothing can be done with it there."""
    if asks(question, "token", *OFF_BOARD):
        return held(
            "A token that goes to a zone off the board other than the chain ceases to exist."
        )
    if asks(question, "token", "exists_on_chain"):
        return failed("The chain is the one zone off the board where a token keeps existing.")
    return SKIP


@predicate
def token_exists_on_chain(situation: GameState, question: Question) -> Check:
    """Tokens are created on the board or the chain and keep existing on the chain."""
    if asks(question, "token", "exists_on_chain"):
        return held("A token can exist on the chain.")
    if asks(question, "token", *OFF_BOARD):
        return failed("That zone is neither the board nor the chain.")
    return SKIP


@answers_query("token", "playable")
def token_playable() -> None:
    """A token can be played by its owner, following the steps for playing a card."""


@answers_query("token", "has_cost")
def token_no_cost() -> None:
    """Tokens have no costs; their cost is treated as 0."""


@answers_query("token", "follows_type")
def token_follows_type() -> None:
    """A token follows all the rules for its type."""


@answers_query("enters_ready", "token_unit")
def token_enters_as_specified() -> None:
    """A token unit is a unit, so it enters the board exhausted, unless the effect that
    creates it says it enters ready."""


@answers_query("token", "owner_creator")
def token_owner() -> None:
    """A token is owned by the player who controlled the effect that created it."""


@answers_query("token", "controller_creator")
def token_controller() -> None:
    """A token is controlled by the controller of the spell or ability that created it,
    unless its type or that spell or ability says otherwise."""


# The zones a token can be put into off the board, as the token rules name them, and the
# outcomes of the actions that put it there.
ZONE_WORDS = {"trash": "the trash", "banishment": "Banishment", "main deck": "the Main Deck"}
LEAVING = ("killed", "banished", "recycled")


@step
def token_ceases_to_exist(state: GameState, doing: Doing) -> Stepped:
    """A token put into a zone off the board other than the chain (the trash, Banishment,
    a deck) ceases to exist immediately after moving there; a card stays in that zone."""
    left = {name for e in doing.events if e.happened and e.kind in LEAVING for name in e.subjects}
    gone = [(card.name, card.token, card.zone) for card in state.cards if card.name in left]
    # A unit a cleanup kills leaves the board for its owner's trash (the cleanup keeps no
    # card for it: it is among the units that died now).
    cards = {card.name for card in state.cards}
    gone += [(u.name, u.token, "trash") for u in state.died_now if u.name not in cards]
    events: list[Event] = []
    for name, token, zone in gone:
        if zone not in ZONE_WORDS:
            continue
        if token:
            text = f"{name} is a token: put into {ZONE_WORDS[zone]}, it ceases to exist at once."
            events.append(Event(text, "ceases to exist", (name,)))
        else:
            text = f"{name} is a card, not a token: it stays in {ZONE_WORDS[zone]}."
            # a rule that keeps things as they are: said when asked, not among what happens
            events.append(Event(text, "ceases to exist", (name,), happened=False, change=False))
    ceased = {e.subjects[0] for e in events if e.happened}
    kept = tuple(card for card in state.cards if card.name not in ceased)
    return Stepped(replace(state, cards=kept), tuple(events))


# --- whether a unit or gear on the board is a card or a token ------------------------------


def _category_asked(situation: GameState, question: Question, ask: str) -> Unit | Gear | None:
    """The unit or gear the question asks ``ask`` about."""
    if not isinstance(question, ObjectCategory) or question.ask != ask:
        return None
    return situation.permanent(question.name)


@predicate
def token_object_not_a_card(situation: GameState, question: Question) -> Check:
    """A token (a game object a spell or ability created) is not a card: "token" is a
    category of game objects of its own, as "card" is."""
    thing = _category_asked(situation, question, "card")
    if thing is None:
        return SKIP
    if thing.token:
        return held(f"{thing.name} is a token, and tokens are not cards.", subjects=(thing.name,))
    return failed(f"{thing.name} is not a token.", subjects=(thing.name,))


@predicate
def token_card_object_is_a_card(situation: GameState, question: Question) -> Check:
    """A unit or gear that is not a token is a card on the board."""
    thing = _category_asked(situation, question, "card")
    if thing is None:
        return SKIP
    if thing.token:
        return failed(f"{thing.name} is a token, not a card.", subjects=(thing.name,))
    return held(f"{thing.name} is a card on the board.", subjects=(thing.name,))


@predicate
def token_nature_kept(situation: GameState, question: Question) -> Check:
    """A token can't lose its token nature by any means."""
    thing = _category_asked(situation, question, "changes")
    if thing is None:
        return SKIP
    if thing.token:
        text = f"{thing.name} is a token, and a token can't lose its token nature by any means."
        return held(text, subjects=(thing.name,))
    return failed(f"{thing.name} is a card, not a token.", subjects=(thing.name,))


@predicate
def token_card_never_token(situation: GameState, question: Question) -> Check:
    """A card can't become a token by any means."""
    thing = _category_asked(situation, question, "changes")
    if thing is None:
        return SKIP
    if thing.token:
        return failed(f"{thing.name} is a token, not a card.", subjects=(thing.name,))
    text = f"{thing.name} is a card, and a card can't become a token by any means."
    return held(text, subjects=(thing.name,))


@predicate
def token_cost_treated_as_zero(situation: GameState, question: Question) -> Check:
    """Tokens do not have costs: a token's cost is treated as 0 for all purposes. A card's
    cost is the one printed on it. The token judged is the one being played."""
    seen = asks(question, "cost_seen_by_effects", "printed")
    playing = situation.playing if isinstance(question, CostQuery) or seen else None
    if playing is None:
        return SKIP
    if not playing.token:
        return failed(f"{playing.card} is a card, not a token.", (playing.card,))
    text = f"{playing.card} is a token: it has no cost, so its cost is treated as 0"
    return held(text, (playing.card,), notable=True)


@step
def token_enters_as_the_effect_says(state: GameState, doing: Doing) -> Stepped:
    """A token is played following the steps for playing a card and the rules for its
    type, with what the effect that plays it says: a token unit enters exhausted, as units
    do, unless that effect says it enters ready."""
    play = doing.action
    if not isinstance(play, Play) or not play.card.token:
        return Stepped(state)
    unit = state.unit(play.card.name)
    if unit is None:  # a token gear enters ready, as gear do (no play says "exhausted")
        return Stepped(state)
    if not play.ready:
        text = (
            f"{unit.name} is a token unit: it enters exhausted, as units do, since the effect "
            "that plays it does not say it enters ready."
        )
        return Stepped(state, (Event(text, "", (unit.name,), happened=False, change=False),))
    units = tuple(replace(u, exhausted=False) if u.name == unit.name else u for u in state.units)
    text = f"{unit.name} enters ready, as the effect that plays the token says."
    return Stepped(replace(state, units=units), (Event(text, "", (unit.name,)),))


@step
def token_granted_by_the_effect(state: GameState, doing: Doing) -> Stepped:
    """The effect that plays a token may grant it temporary abilities: a token unit it grants
    keywords to has them, for as long as the effect says (this turn, or while it stays on
    the board); one it grants nothing has only what its type and its own text give it."""
    play = doing.action
    if not isinstance(play, Play) or not play.card.token:
        return Stepped(state)
    unit = state.unit(play.card.name)
    if unit is None:  # what an effect grants a token gear is not modelled
        return Stepped(state)
    if not play.grants:
        text = (
            f"The effect that plays {unit.name} grants it no ability: it has only what its "
            "type and its own text give it."
        )
        return Stepped(state, (Event(text, "", (unit.name,), happened=False, change=False),))
    source = f"the spell or ability that plays {unit.name}"
    effect = KeywordEffect(source, play.grants, this_turn=play.grants_this_turn)
    granted = replace(unit, keyword_effects=(*unit.keyword_effects, effect))
    units = tuple(granted if u.name == unit.name else u for u in state.units)
    lasting = "this turn" if play.grants_this_turn else "while it stays on the board"
    text = f"The effect that plays {unit.name} grants it {listing(list(play.grants))}, {lasting}."
    return Stepped(replace(state, units=units), (Event(text, "", (unit.name,)),))


@step
def token_controller_of_the_effect(state: GameState, doing: Doing) -> Stepped:
    """A token's controller is the controller of the effect that plays it, unless that
    effect names another player as its controller; its owner is the effect's controller.
    (No token type the engine knows determines control innately.)"""
    play = doing.action
    if not isinstance(play, Play) or not play.card.token:
        return Stepped(state)
    thing = state.permanent(play.card.name)
    if thing is None:
        return Stepped(state)
    named = play.controller
    if named is None or named == play.actor:
        text = f"{thing.name} is controlled by {play.actor}, who controls the effect playing it."
        return Stepped(state, (Event(text, "", (thing.name, play.actor)),))
    name, owner = thing.name, play.actor
    units = tuple(
        replace(u, controller=named, owner=owner) if u.name == name else u for u in state.units
    )
    gear = tuple(
        replace(g, controller=named, owner=owner) if g.name == name else g for g in state.gear
    )
    text = (
        f"The effect playing {thing.name} names {named} as its controller, in place of the "
        f"effect's own controller ({play.actor})."
    )
    event = Event(text, "", (thing.name, play.actor), happened=False)
    return Stepped(replace(state, units=units, gear=gear), (event,))
