"""Card text beats the rules (Golden Rule 002) and "can't" beats "can" (054)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import (
    asks,
    movers,
    possessive,
    rules_at_play,
    rules_on_move,
    rules_on_play,
)
from judge.engine.questions import Move, Play, Question
from judge.engine.state import GameState


@predicate
def card_cant_move(situation: GameState, question: Question) -> Check:
    """Card text that says units can't move somewhere forbids that move, whatever the rules or
    other cards allow: "can't" beats "can"."""
    if asks(question, "stopped_by_move_restriction", "standard_move", "move_effect"):
        return held(
            "An effect that says units can't move stops standard moves and move effects "
            "alike (one that limits only the standard move stops only that)."
        )
    if not isinstance(question, Move):
        return SKIP
    for unit, destination in movers(situation, question):
        for rule in rules_on_move(situation, unit, destination, question.kind, "can't"):
            return failed(f"{rule.describe()}, so {unit.name} can't make this move.", (unit.name,))
    return SKIP


@predicate
def card_can_move(situation: GameState, question: Question) -> Check:
    """Card text that lets units move somewhere the rules don't allow makes that move allowed."""
    if not isinstance(question, Move):
        return SKIP
    allowed = [
        unit.name
        for unit, destination in movers(situation, question)
        if rules_on_move(situation, unit, destination, question.kind, "can")
    ]
    if not allowed:
        return SKIP
    return held(f"Card text lets {', '.join(allowed)} move there.", tuple(allowed), notable=True)


@predicate
def card_can_play(situation: GameState, question: Question) -> Check:
    """Card text can give a player permission to play a unit somewhere that isn't valid by
    default."""
    if not isinstance(question, Play) or question.card.type != "unit":
        return SKIP
    for rule in rules_on_play(situation, question.actor, question.to, "can"):
        return held(
            f"{rule.describe()}: {question.card.name} can be played to {question.to.label()}.",
            (question.card.name,),
            notable=True,
        )
    for rule in rules_at_play(situation, question.to, "can"):
        return failed(
            f"{rule.describe()}: that does not mean {possessive(question.actor)} plays, so it "
            f"gives {question.card.name} no permission to be played to {question.to.label()}.",
            (question.card.name,),
        )
    return SKIP


@predicate
def card_cant_play(situation: GameState, question: Question) -> Check:
    """Card text that says units can't be played somewhere forbids it, whatever else allows it."""
    if not isinstance(question, Play) or question.card.type != "unit":
        return SKIP
    for rule in rules_on_play(situation, question.actor, question.to, "can't"):
        return failed(
            f"{rule.describe()}: {question.card.name} can't be played to {question.to.label()}.",
            (question.card.name,),
        )
    return SKIP
