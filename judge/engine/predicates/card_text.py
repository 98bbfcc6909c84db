"""Card text beats the rules (Golden Rule 002) and "can't" beats "can" (054)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import asks, movers, rules_on_move
from judge.engine.questions import Move, Play, Question
from judge.engine.state import GameState


@predicate
def card_cant_move(situation: GameState, question: Question) -> Check:
    """Card text that says units can't move somewhere forbids that move, whatever the rules or
    other cards allow: "can't" beats "can"."""
    if asks(question, "stopped_by_move_restriction", "standard_move", "move_effect"):
        return held("An effect that says units can't move stops moves of every kind.")
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
    """Card text can make a location valid for playing a unit that isn't valid by default."""
    if not isinstance(question, Play):
        return SKIP
    field = situation.battlefield(question.to.name) if question.to.is_battlefield else None
    if field is None:
        return SKIP
    for rule in field.text:
        if (
            rule.effect == "can"
            and rule.action == "play"
            and rule.destination in ("here", "anywhere")
        ):
            return held(
                f"{rule.card} lets units be played there.", (question.card.name,), notable=True
            )
    return SKIP


@predicate
def card_cant_play(situation: GameState, question: Question) -> Check:
    """Card text that says units can't be played somewhere forbids it, whatever else allows it."""
    if not isinstance(question, Play) or not question.to.is_battlefield:
        return SKIP
    field = situation.battlefield(question.to.name)
    for rule in field.text if field is not None else ():
        if rule.forbids and rule.action == "play" and rule.destination in ("here", "anywhere"):
            return failed(f"{rule.card} says units can't be played there.", (question.card.name,))
    return SKIP
