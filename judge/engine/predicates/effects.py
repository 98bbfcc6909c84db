"""Moves by spells and abilities: destination choice and timing (355.4, 449, 308, 309, 806, 813)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import asks, is_exhausted, listing, movers, possessive
from judge.engine.questions import Move, Question
from judge.engine.state import GameState


def _allowed(pattern: str, destination_kind: str, is_here: bool) -> bool:
    return pattern == "anywhere" or pattern == destination_kind or (pattern == "here" and is_here)


@predicate
def move_effect_destination(situation: GameState, question: Question) -> Check:
    """A spell or ability that moves units says where they can go; the destination is chosen as
    it is played and must be one the card allows."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    for unit, destination in movers(situation, question):
        if not any(_allowed(pattern, destination.kind, False) for pattern in question.destinations):
            allowed = listing(sorted(question.destinations))
            card = question.card or "the card"
            return failed(
                f"{card} moves units to {allowed}, not to {destination.label()}.", (unit.name,)
            )
    return held(f"{question.card or 'The card'} allows {question.to[0].label()} as destination.")


@predicate
def move_effect_new_location(situation: GameState, question: Question) -> Check:
    """A move effect's destination must be somewhere other than where the units already are."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    staying = [
        unit.name for unit, destination in movers(situation, question) if unit.at == destination
    ]
    if staying:
        return failed(f"{listing(staying)} is already at {question.to[0].label()}.", tuple(staying))
    return held("The destination is not where the units already are.")


@predicate
def move_effect_timing(situation: GameState, question: Question) -> Check:
    """Outside your own Main Phase in an open neutral state, a spell or ability needs Action to be
    played in a showdown and Reaction to be played while the chain is not empty."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    timing = question.timing
    if not situation.chain_empty and timing != "Reaction":
        return failed("Something is on the chain, and only a Reaction can be played then.")
    if situation.in_showdown and timing == "none":
        return failed(
            "A showdown or combat is in progress, and only Action or Reaction can be played then."
        )
    if timing == "none" and (situation.turn != question.actor or situation.phase != "main"):
        return failed(
            "Without Action or Reaction, it can only be played in "
            f"{possessive(question.actor)} own Main Phase."
        )
    if timing != "none" and (situation.in_showdown or not situation.chain_empty):
        return held(f"With {timing}, it can be played now.", notable=True)
    return held("It can be played at this time.")


@predicate
def move_effect_no_exhaust(situation: GameState, question: Question) -> Check:
    """Exhausting is the cost of the standard move, not part of moving: a move effect moves
    exhausted units too, and exhausts them only if it says so."""
    if asks(question, "exhausts", "move_effect"):
        return held("A move effect doesn't exhaust the unit unless it says so.")
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    tired = [unit.name for unit, _ in movers(situation, question) if is_exhausted(unit)]
    if not tired:
        return SKIP
    return held(
        f"{listing(tired)} can be moved by the effect even though exhausted.",
        tuple(tired),
        notable=True,
    )
