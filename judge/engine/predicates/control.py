"""What a move causes, cleanups, and battlefield control (190, 323, 344, 446.3, 450-453, 461)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import asks, listing, others_at, says
from judge.engine.questions import EventQuery, Move, Question
from judge.engine.state import Battlefield, GameState


def _target(situation: GameState, question: Move) -> Battlefield | None:
    """The battlefield a move goes to, if it goes to one."""
    destination = question.to[0] if question.to else None
    if destination is None or not destination.is_battlefield:
        return None
    return situation.battlefield(destination.name)


def _after_move(question: Question) -> bool:
    return isinstance(question, Move) and question.query == "after_move"


@predicate
def control_contest_on_move(situation: GameState, question: Question) -> Check:
    """A move to an uncontested battlefield its units' controller doesn't control contests it."""
    if not _after_move(question) or not isinstance(question, Move):
        return SKIP
    field = _target(situation, question)
    if field is None:
        return SKIP
    if field.controller == question.actor:
        return failed(
            f"{says(question.actor, 'already controls', 'already control')} {field.name}."
        )
    if field.contested_by is not None:
        return failed(f"{field.name} is already contested.")
    return held(f"{field.name} becomes contested by {question.actor}.")


@predicate
def showdown_after_move(situation: GameState, question: Question) -> Check:
    """Units that contest a battlefield with no other player's units cause a showdown there,
    which opens in the next cleanup with nothing on the chain."""
    if not _after_move(question) or not isinstance(question, Move):
        return SKIP
    field = _target(situation, question)
    if field is None or field.controller == question.actor:
        return SKIP
    if others_at(situation, field.place, question.actor):
        return failed(f"Another player has units at {field.name}, so it is a combat.")
    return held(f"A showdown opens at {field.name} in the next cleanup.")


@predicate
def combat_after_move(situation: GameState, question: Question) -> Check:
    """Units that move to a battlefield where another player has units cause a combat, which
    begins in the next cleanup with nothing on the chain."""
    if not _after_move(question) or not isinstance(question, Move):
        return SKIP
    field = _target(situation, question)
    if field is None:
        return SKIP
    rivals = others_at(situation, field.place, question.actor)
    if not rivals:
        return failed(f"No other player has units at {field.name}.")
    return held(f"{listing(sorted(rivals))} has units there: a combat begins at {field.name}.")


@predicate
def move_cleanup(situation: GameState, question: Question) -> Check:
    """When a move is complete, a cleanup is performed."""
    if not _after_move(question):
        return SKIP
    return held("A cleanup follows the move.")


@predicate
def move_no_chain(situation: GameState, question: Question) -> Check:
    """Moving doesn't use the chain, and nobody can react to the move itself."""
    if asks(question, "uses_chain", "move"):
        return held("Moving doesn't use the chain.")
    if not _after_move(question):
        return SKIP
    return held("The move itself doesn't use the chain; nobody can react to it.", notable=True)


def _fields(situation: GameState, question: EventQuery) -> list[Battlefield]:
    if question.battlefield:
        return [field for field in situation.battlefields if field.name == question.battlefield]
    return list(situation.battlefields)


def _ongoing(situation: GameState, field: Battlefield) -> bool:
    return field.name in (situation.showdown, situation.combat)


@predicate
def control_lost_when_empty(situation: GameState, question: Question) -> Check:
    """A player with no units at a battlefield they control loses control of it in the next
    cleanup, if the turn is in an open state and no showdown or combat is ongoing there."""
    if not isinstance(question, EventQuery) or question.kind != "next_cleanup":
        return SKIP
    empty = [
        field
        for field in _fields(situation, question)
        if field.controller is not None
        and field.controller not in situation.players_at(field.place)
    ]
    if not empty:
        return failed("Every controlled battlefield still has its controller's units.")
    if not situation.chain_empty:
        return failed("Something is on the chain (a closed state), so control isn't lost now.")
    lost = [field for field in empty if not _ongoing(situation, field)]
    if not lost:
        names = listing([field.name for field in empty])
        return failed(f"A showdown or combat is going on at {names}, so control can't change.")
    return held(
        "; ".join(f"{field.name} is no longer controlled by {field.controller}" for field in lost)
        + ".",
        tuple(field.name for field in lost),
    )


@predicate
def control_kept_with_units(situation: GameState, question: Question) -> Check:
    """A player who has units at a battlefield they control keeps control of it."""
    if not isinstance(question, EventQuery) or question.kind != "next_cleanup":
        return SKIP
    kept = [
        field
        for field in _fields(situation, question)
        if field.controller is not None and field.controller in situation.players_at(field.place)
    ]
    if not kept:
        return SKIP
    return held(
        "; ".join(
            f"{says(field.controller or '', 'still controls', 'still control')} {field.name}"
            for field in kept
        )
        + ".",
        tuple(field.name for field in kept),
    )


@predicate
def showdown_in_cleanup(situation: GameState, question: Question) -> Check:
    """A contested battlefield without units of two players gets a showdown in a cleanup when
    the turn is in a neutral open state."""
    if not isinstance(question, EventQuery) or question.kind != "next_cleanup":
        return SKIP
    for field in _fields(situation, question):
        contester = field.contested_by
        if contester is None or others_at(situation, field.place, contester):
            continue
        if situation.in_showdown or not situation.chain_empty:
            return failed(
                f"{field.name} is contested, but the turn is not in a neutral open state."
            )
        return held(f"A showdown opens at {field.name}.", (field.name,))
    return SKIP


@predicate
def combat_in_cleanup(situation: GameState, question: Question) -> Check:
    """A battlefield with units of two opposing players gets a combat in a cleanup with nothing
    on the chain and no other showdown or combat going on."""
    if not isinstance(question, EventQuery) or question.kind != "next_cleanup":
        return SKIP
    for field in _fields(situation, question):
        if len(situation.players_at(field.place)) < 2:
            continue
        if not situation.chain_empty or (situation.in_showdown and not _ongoing(situation, field)):
            return failed(f"A combat is staged at {field.name}, but it can't begin yet.")
        return held(f"A combat begins at {field.name}.", (field.name,))
    return SKIP


@predicate
def control_abilities(situation: GameState, question: Question) -> Check:
    """While a battlefield is controlled, its controller controls its abilities."""
    if not isinstance(question, EventQuery) or question.kind != "ability_controller":
        return SKIP
    field = situation.battlefield(question.battlefield)
    if field is None or field.controller is None:
        return SKIP
    return held(
        f"{says(field.controller, 'controls', 'control')} {field.name}, so also its abilities.",
        value=field.controller,
    )


@predicate
def control_uncontrolled_abilities(situation: GameState, question: Question) -> Check:
    """While a battlefield is uncontrolled, so are its abilities; the turn player puts them on
    the chain, makes their choices and is treated as their controller."""
    if not isinstance(question, EventQuery) or question.kind != "ability_controller":
        return SKIP
    field = situation.battlefield(question.battlefield)
    if field is None or field.controller is not None:
        return SKIP
    return held(
        f"{field.name} is uncontrolled, and so are its abilities: the turn player, "
        f"{situation.turn}, adds them to the chain, makes their choices and is treated as their "
        'controller where a rule needs one; "you" in them refers to no one.',
        value=situation.turn,
    )


@predicate
def control_indicated_abilities(situation: GameState, question: Question) -> Check:
    """A battlefield ability that indicates which player controls it (or makes its choices) is
    controlled by that player, whoever controls the battlefield."""
    if not isinstance(question, EventQuery) or question.kind != "ability_controller":
        return SKIP
    field = situation.battlefield(question.battlefield)
    if field is None or field.ability_controller is None:
        return SKIP
    player = field.ability_controller
    return held(
        f"{field.name}'s ability indicates that {player} controls it, so "
        f"{says(player, 'controls', 'control')} it whoever controls {field.name}.",
        value=player,
        notable=True,
    )


@predicate
def showdown_presence_in_cleanup(situation: GameState, question: Question) -> Check:
    """Units at an uncontested battlefield their controller doesn't control make that player
    contest it in a cleanup, so a showdown follows (as after Hostile Takeover)."""
    if not isinstance(question, EventQuery) or question.kind != "next_cleanup":
        return SKIP
    for field in _fields(situation, question):
        present = situation.players_at(field.place)
        if field.contested_by is not None or len(present) != 1 or field.controller in present:
            continue
        (player,) = present
        if situation.in_showdown or not situation.chain_empty:
            return failed(f"{player} would contest {field.name}, but not in this state.")
        return held(f"{says(player, 'contests', 'contest')} {field.name}: a showdown opens there.")
    return SKIP
