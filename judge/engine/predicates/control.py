"""What a move does to battlefield control, and who controls a battlefield's abilities."""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from judge.engine.predicates import (
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    answers_query,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.board import says
from judge.engine.predicates.cleanup import with_field
from judge.engine.questions import EventQuery, Move, Play, Question
from judge.engine.state import GameState


@step
def control_contest_on_move(state: GameState, doing: Doing) -> Stepped:
    """Units that move or are played to an uncontested battlefield their controller doesn't
    control contest it, for their controller (whoever played the card that moved them)."""
    action = doing.action
    if isinstance(action, Move):
        arrivals = list(zip(action.units, action.to, strict=True))
    elif isinstance(action, Play):
        arrivals = [(action.card.name, action.to)]
    else:
        return unchanged(state)
    events: list[Event] = []
    for name, place in arrivals:
        unit = state.unit(name)
        field = state.battlefield(place.name) if place.is_battlefield else None
        if unit is None or field is None:
            continue
        if field.controller == unit.controller:
            text = f"{says(unit.controller, 'already controls', 'already control')} {field.name}."
            events.append(Event(text, "contested", (field.name,), happened=False, at=field.name))
        elif field.contested_by is not None:
            text = f"{field.name} is already contested by {field.contested_by}."
            events.append(Event(text, "contested", (field.name,), happened=False, at=field.name))
        else:
            state = with_field(state, replace(field, contested_by=unit.controller))
            text = f"{field.name} becomes contested by {unit.controller}."
            events.append(Event(text, "contested", (field.name,), at=field.name))
    return Stepped(state, tuple(events))


@step
def move_cleanup(state: GameState, doing: Doing) -> Stepped:
    """When a move is complete, a cleanup is performed."""
    return unchanged(state, Event("A cleanup follows the move.", "cleanup"))


@answers_query("uses_chain", "move")
def move_no_chain() -> None:
    """Moving doesn't use the chain, so nobody can respond to the move itself."""


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


#: Card text naming a player other than "you" who makes the ability's choice ("When a player
#: plays a spell, they may ...", "that player may pay", "its controller may").
_CHOOSER = re.compile(r"\b(?:any player|that player|its controller|they) may\b", re.IGNORECASE)


@functools.cache
def names_its_chooser(name: str) -> bool:
    """Does the battlefield card named ``name`` have an ability whose text says which player
    (not "you") makes its choice? False for a name that is no card of the list."""
    from judge.cards.catalog import card_named

    card = card_named(name)
    if card is None:
        return False
    found = _CHOOSER.search(card.printed)
    return found is not None and (found[0].lower() != "they may" or "player" in card.printed)


@predicate
def control_indicated_abilities(situation: GameState, question: Question) -> Check:
    """A battlefield ability that indicates which player controls it (or makes its choices) is
    controlled by that player, whoever controls the battlefield."""
    if not isinstance(question, EventQuery) or question.kind != "ability_controller":
        return SKIP
    field = situation.battlefield(question.battlefield)
    if field is None:
        return SKIP
    if field.ability_controller is None:
        if not names_its_chooser(field.name):
            return SKIP
        return held(
            f"{field.name}'s ability says which player makes its choice, so that player "
            f"controls it, whoever controls {field.name}.",
            value="the player its ability names",
            notable=True,
        )
    player = field.ability_controller
    return held(
        f"{field.name}'s ability indicates that {player} controls it, so "
        f"{says(player, 'controls', 'control')} it whoever controls {field.name}.",
        value=player,
        notable=True,
    )
