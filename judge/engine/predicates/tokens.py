"""Tokens (179-186): what a token is, who owns and controls it, and where it can exist."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, answers_query, failed, held, predicate
from judge.engine.predicates.board import asks
from judge.engine.questions import Question
from judge.engine.state import GameState

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
