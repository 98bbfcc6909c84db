"""Recalls: what they are, what they are not, and when they happen (455-458, 149.3, 466)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import asks, is_exhausted, listing, move_restrictions
from judge.engine.questions import Question, Recall
from judge.engine.state import GameState, Place


def _recalled_units(situation: GameState, question: Recall) -> list[str]:
    return [name for name in question.cards if situation.unit(name) is not None]


@predicate
def recall_definition(situation: GameState, question: Question) -> Check:
    """A recall relocates a permanent from anywhere to its own base, without it being a move."""
    if asks(question, "is_move", "recall"):
        return held("A recall is not a move.")
    if not isinstance(question, Recall):
        return SKIP
    away: list[str] = []
    home: list[str] = []
    for name in question.cards:
        card = situation.permanent(name)
        if card is None:
            continue
        (home if card.at == Place("base", card.controller) else away).append(name)
    if not away:
        # Nothing forbids it either: there is just nowhere to relocate it from, so no recall
        # happens (the question asks whether one does).
        return failed(
            f"{listing(home)} is already in its base, where a recall would send it, so "
            "nothing is relocated.",
            tuple(home),
        )
    return held(f"{listing(away)} goes to its base.", tuple(away))


@predicate
def recall_not_a_move(situation: GameState, question: Question) -> Check:
    """Recalls are not moves: they don't trigger abilities that trigger on moving."""
    if asks(question, "is_move", "recall"):
        return held("Recalls are not moves.")
    if not isinstance(question, Recall):
        return SKIP
    return held(
        "It is not a move, so abilities that trigger on moving don't trigger.", notable=True
    )


@predicate
def recall_not_stopped(situation: GameState, question: Question) -> Check:
    """Effects that restrict or block movement can't prevent a recall."""
    if asks(question, "stopped_by_move_restriction", "recall"):
        return held("Effects that stop movement can't stop a recall.")
    if not isinstance(question, Recall):
        return SKIP
    for name in _recalled_units(situation, question):
        unit = situation.unit(name)
        restrictions = move_restrictions(situation, unit) if unit is not None else []
        if restrictions:
            return held(
                f"{restrictions[0].describe()}, but that can't stop a recall.",
                (name,),
                notable=True,
            )
    return SKIP


@predicate
def recall_keeps_state(situation: GameState, question: Question) -> Check:
    """A recall doesn't change the permanent's damage or statuses, unless its source says so."""
    if asks(question, "changes_state", "recall"):
        return held("A recall leaves damage and statuses as they were.")
    if not isinstance(question, Recall):
        return SKIP
    kept: list[str] = []
    marked: list[str] = []
    for name in _recalled_units(situation, question):
        unit = situation.unit(name)
        if unit is None:
            continue
        states = ([f"keeps its {unit.damage} damage"] if unit.damage else []) + (
            ["stays exhausted"] if is_exhausted(unit) else []
        )
        if states:
            kept.append(f"{name} {' and '.join(states)}")
            marked.append(name)
    if not marked:
        return SKIP
    return held("; ".join(kept) + ".", tuple(marked), notable=True)
