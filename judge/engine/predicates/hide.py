"""Hiding a card facedown at a battlefield (421, 107.3, 811)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, answers_query, failed, held, predicate
from judge.engine.predicates.board import possessive, says
from judge.engine.questions import Hide, Question
from judge.engine.state import GameState


@predicate
def hide_keyword(situation: GameState, question: Question) -> Check:
    """Only a card with Hidden can be hidden; Hidden lets its owner take the Hide action."""
    if not isinstance(question, Hide):
        return SKIP
    if question.card.facedown_at is not None:
        return failed(
            f"{question.card.name} is already facedown at {question.card.facedown_at}, not in "
            "a hand or Champion Zone.",
            (question.card.name,),
        )
    if question.card.zone not in HIDDEN_FROM:
        where = "on the board" if question.card.zone == "board" else f"in the {question.card.zone}"
        return failed(
            f"{question.card.name} is {where}, not in a hand or Champion Zone.",
            (question.card.name,),
        )
    if "Hidden" in question.card.keywords:
        return held(f"{question.card.name} has Hidden.")
    return failed(f"{question.card.name} doesn't have Hidden.", (question.card.name,))


HIDDEN_FROM = ("hand", "champion zone")


@predicate
def hide_not_play(situation: GameState, question: Question) -> Check:
    """Hiding is not playing: what lets a player play cards from another zone (their trash)
    does not let them hide cards from there; a card is hidden from its player's hand or
    Champion Zone only."""
    if not isinstance(question, Hide) or question.card.facedown_at is not None:
        return SKIP
    if question.card.zone in HIDDEN_FROM or question.card.zone == "board":
        return SKIP
    return failed(
        f"{question.card.name} is in the {question.card.zone}: hiding is not playing, so a "
        f"permission to play cards from the {question.card.zone} does not let "
        f"{possessive(question.card.controller or question.actor)} card be hidden from there.",
        (question.card.name,),
    )


@predicate
def hide_controlled_battlefield(situation: GameState, question: Question) -> Check:
    """A card is hidden at a battlefield its player controls."""
    if not isinstance(question, Hide):
        return SKIP
    field = situation.battlefield(question.at)
    if field is not None and field.controller == question.actor:
        return held(f"{says(question.actor, 'controls', 'control')} {question.at}.")
    lacks = says(question.actor, "doesn't", "don't")
    return failed(f"{lacks} control {question.at}.")


@predicate
def hide_not_at_teammates_battlefield(situation: GameState, question: Question) -> Check:
    """Control is not shared between teammates: no hiding at a teammate's battlefield."""
    if not isinstance(question, Hide):
        return SKIP
    field = situation.battlefield(question.at)
    if field is None or field.controller not in situation.teammates(question.actor):
        return SKIP
    return failed(
        f"{question.at} is controlled by {possessive(question.actor)} teammate, "
        f"{field.controller}: control is not shared, and nobody hides at a teammate's "
        "battlefield."
    )


@predicate
def hide_one_card(situation: GameState, question: Question) -> Check:
    """A battlefield's facedown zone holds at most one card."""
    if not isinstance(question, Hide):
        return SKIP
    there = [card.name for card in situation.cards if card.facedown_at == question.at]
    if there:
        return failed(f"{question.at} already has a facedown card.")
    return held(f"{question.at}'s facedown zone is empty.")


def hide_timing_missed(situation: GameState, actor: str) -> str | None:
    """Why ``actor`` can't hide a card now, or None when the timing allows it: their own
    turn, an Open State (nothing on the chain) and Priority (in a showdown, Focus)."""
    if situation.turn != actor:
        return f"It is {possessive(situation.turn)} turn."
    if not situation.chain_empty:
        return "Something is on the chain (a closed state)."
    if situation.priority_player != actor:
        return (
            f"It is a {situation.turn_state} state, and the player hiding does not have "
            "Priority (in a showdown, the player with Focus has it)."
        )
    return None


@predicate
def hide_timing(situation: GameState, question: Question) -> Check:
    """A card is hidden on its player's own turn during an Open State (no chain), by the
    player with Priority: in a Neutral Open State of their Main Phase, or in a Showdown Open
    State when they have Focus."""
    if not isinstance(question, Hide):
        return SKIP
    missed = hide_timing_missed(situation, question.actor)
    if missed is not None:
        return failed(missed, (question.card.name,))
    state = situation.turn_state
    return held(f"It is {possessive(question.actor)} turn in a {state} state, with Priority.")


@answers_query("uses_chain", "hide")
def hide_no_chain() -> None:
    """Hiding a card doesn't open a chain."""


@answers_query("uses_chain", "play_from_hidden")
def hide_play_uses_chain() -> None:
    """Playing a card from facedown does open a chain."""
