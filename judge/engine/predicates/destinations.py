"""Destinations no move of any kind can reach (Core Rules 447.2, 449.2, 462)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import combat_at, listing, movers, others_at, possessive, says
from judge.engine.questions import Move, Question
from judge.engine.state import GameState, Place, Unit


def _crowded(situation: GameState, unit: Unit, destination: Place, actor: str) -> bool:
    return destination.is_battlefield and len(others_at(situation, destination, actor)) >= 2


def _closed_combat(situation: GameState, destination: Place, actor: str) -> bool:
    return (
        situation.multiplayer
        and combat_at(situation, destination)
        and actor not in situation.players_at(destination)
    )


def _teammate_there(situation: GameState, destination: Place, actor: str) -> bool:
    return destination.is_battlefield and bool(
        situation.teammates(actor) & situation.players_at(destination)
    )


@predicate
def move_two_other_players(situation: GameState, question: Question) -> Check:
    """No move of any kind can take units to a battlefield that has units of two other players."""
    if not isinstance(question, Move) or not situation.multiplayer:
        return SKIP
    for unit, destination in movers(situation, question):
        if _crowded(situation, unit, destination, question.actor):
            players = sorted(others_at(situation, destination, question.actor))
            return failed(
                f"{destination.label()} already has units of {listing(players)}.", (unit.name,)
            )
    return held("No destination already holds units of two other players.")


@predicate
def move_others_combat(situation: GameState, question: Question) -> Check:
    """With more than two players, a battlefield with a staged or ongoing combat is closed to
    units of players who are not in it."""
    if not isinstance(question, Move) or not situation.multiplayer:
        return SKIP
    for unit, destination in movers(situation, question):
        if _closed_combat(situation, destination, question.actor):
            return failed(
                f"A combat is staged or in progress at {destination.label()} and "
                f"{says(question.actor, 'is', 'are')} not in it.",
                (unit.name,),
            )
    return held("No destination has a combat that the mover is not part of.")


@predicate
def move_teammate_battlefield(situation: GameState, question: Question) -> Check:
    """In modes with teammates, a battlefield your teammate occupies is closed to your units."""
    if not isinstance(question, Move) or not situation.teams:
        return SKIP
    for unit, destination in movers(situation, question):
        if _teammate_there(situation, destination, question.actor):
            return failed(
                f"{possessive(question.actor)} teammate has units at {destination.label()}.",
                (unit.name,),
            )
    return held("No destination is occupied by a teammate.")


@predicate
def move_teammate_controlled_battlefield(situation: GameState, question: Question) -> Check:
    """In modes with teammates, a battlefield your teammate controls is closed to your units."""
    if not isinstance(question, Move) or not situation.teams:
        return SKIP
    mates = situation.teammates(question.actor)
    for unit, destination in movers(situation, question):
        field = situation.battlefield(destination.name) if destination.is_battlefield else None
        if field is not None and field.controller in mates:
            return failed(
                f"{possessive(question.actor).capitalize()} teammate controls {field.name}.",
                (unit.name,),
            )
    return held("No destination is controlled by a teammate.")


@predicate
def recall_instead_of_invalid_move(situation: GameState, question: Question) -> Check:
    """If an effect would move a unit somewhere it can't go, the unit is recalled instead."""
    if not isinstance(question, Move) or question.kind != "move_effect":
        return SKIP
    return held(
        f"{question.card or 'The effect'} can't put {listing(question.units)} there, "
        "so it recalls them to their base instead.",
        question.units,
        notable=True,
    )
