"""What counts as a location, and what counts as a move (107, 146, 152, 198, 446)."""

from __future__ import annotations

from judge.model import Situation
from judge.predicates import SKIP, Check, held, predicate
from judge.predicates.board import asks
from judge.questions import Question


@predicate
def bases_and_battlefields_are_locations(situation: Situation, question: Question) -> Check:
    """Each base and each battlefield is a location."""
    if asks(question, "is_location", "base", "battlefield"):
        return held("Bases and battlefields are the game's locations.")
    return SKIP


@predicate
def permanents_are_at_a_location(situation: Situation, question: Question) -> Check:
    """A unit's or gear's location is the base or battlefield it occupies."""
    if asks(question, "is_location", "base", "battlefield"):
        return held("Every unit and gear on the board is at a base or a battlefield.")
    return SKIP


@predicate
def facedown_zone_is_not_location(situation: Situation, question: Question) -> Check:
    """A battlefield's facedown zone is not a location."""
    if asks(question, "is_location", "facedown_zone"):
        return held("A facedown zone is not a location.")
    return SKIP


@predicate
def legend_zone_is_not_location(situation: Situation, question: Question) -> Check:
    """The Legend Zone is not a location."""
    if asks(question, "is_location", "legend_zone"):
        return held("The Legend Zone is not a location.")
    return SKIP


@predicate
def board_position_change_is_move(situation: Situation, question: Question) -> Check:
    """A permanent changing its place on the board is a move (unless a corrective recall)."""
    if asks(question, "is_move", "standard_move", "move_effect"):
        return held("Changing place on the board is a move.")
    return SKIP


@predicate
def attached_card_following_is_not_move(situation: Situation, question: Question) -> Check:
    """An attached permanent changing place with the card it is attached to is not a move."""
    if asks(question, "is_move", "attached_follows"):
        return held("An attached card that follows its host doesn't move.")
    return SKIP


@predicate
def zone_change_is_not_move(situation: Situation, question: Question) -> Check:
    """A card changing zones, such as entering the board, is not in itself a move."""
    if asks(question, "is_move", "enter_board", "zone_change"):
        return held("Changing zones, like entering the board, is not a move.")
    return SKIP
