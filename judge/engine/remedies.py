"""Counterfactuals: named changes to a situation that a fact declares may rescue it.

When a fact fails, the engine applies each of its ``remedies`` to the situation and judges
again; a change that turns the verdict to "yes" becomes a hint ("legal if Yasuo had
Ganking"). Nothing here decides a verdict: it only rewrites the situation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from judge.engine.predicates.board import listing, possessive
from judge.engine.questions import Activate, Hide, Move, Play, Question
from judge.engine.state import Battlefield, GameState, Unit
from judge.records import replace

Change = tuple[GameState, Question]


@dataclass(frozen=True)
class Remedy:
    """A named change to a situation (``apply``) and how a hint words it (``words``)."""

    name: str
    apply: Callable[[GameState, Question], Change | None]
    words: Callable[[Question], str]


def _move_units(
    situation: GameState, question: Question, change: Callable[[Unit], Unit]
) -> Change | None:
    if not isinstance(question, Move):
        return None
    units = tuple(change(unit) if unit.name in question.units else unit for unit in situation.units)
    return replace(situation, units=units), question


def _subject(question: Question) -> str:
    if isinstance(question, Move):
        return listing(question.units)
    if isinstance(question, Play | Hide):
        return question.card.name
    if isinstance(question, Activate):
        return question.ability
    return "it"


def _own_main_phase(situation: GameState, question: Question) -> Change | None:
    actor = getattr(question, "actor", situation.turn)
    return replace(situation, turn=actor, phase="main"), question


def _own_main_phase_words(question: Question) -> str:
    """Whose Main Phase it would have to be: the player who moves, plays or activates."""
    actor = getattr(question, "actor", "")
    return (
        f"it were {possessive(actor)} own Main Phase"
        if actor
        else "it were its player's own Main Phase"
    )


def _empty_chain(situation: GameState, question: Question) -> Change | None:
    return replace(situation, chain=()), question


def _no_showdown(situation: GameState, question: Question) -> Change | None:
    return replace(situation, showdown=None, combat=None), question


def _ready(situation: GameState, question: Question) -> Change | None:
    return _move_units(situation, question, lambda unit: replace(unit, exhausted=False))


def _accelerate(situation: GameState, question: Question) -> Change | None:
    return _move_units(situation, question, lambda unit: replace(unit, accelerated=True))


def _ganking(situation: GameState, question: Question) -> Change | None:
    return _move_units(
        situation, question, lambda unit: replace(unit, keywords=unit.keywords | {"Ganking"})
    )


def _timing(keyword: str) -> Callable[[GameState, Question], Change | None]:
    def apply(situation: GameState, question: Question) -> Change | None:
        if isinstance(question, Activate):
            return situation, replace(question, keywords=question.keywords | {keyword})
        if not isinstance(question, Move):
            return None
        return situation, replace(question, timing=keyword)

    return apply


def _card(question: Question) -> str:
    """What a timing permission would be on: the ability activated, else the card."""
    return question.ability if isinstance(question, Activate) else "the card"


def _ambush(situation: GameState, question: Question) -> Change | None:
    if not isinstance(question, Play) or question.card.type != "unit":
        return None
    card = replace(question.card, keywords=question.card.keywords | {"Ambush"})
    return situation, replace(question, card=card)


def _control(situation: GameState, question: Question) -> Change | None:
    if not isinstance(question, Hide):
        return None

    def take(field: Battlefield) -> Battlefield:
        return replace(field, controller=question.actor) if field.name == question.at else field

    return replace(situation, battlefields=tuple(map(take, situation.battlefields))), question


REMEDIES: dict[str, Remedy] = {
    remedy.name: remedy
    for remedy in (
        Remedy("own_main_phase", _own_main_phase, _own_main_phase_words),
        Remedy("empty_chain", _empty_chain, lambda q: "nothing were on the chain"),
        Remedy("no_showdown", _no_showdown, lambda q: "no showdown or combat were going on"),
        Remedy("ready_units", _ready, lambda q: f"{_subject(q)} were ready"),
        Remedy(
            "accelerate",
            _accelerate,
            lambda q: f"{_subject(q)} had been played with Accelerate (entering ready)",
        ),
        Remedy("give_ganking", _ganking, lambda q: f"{_subject(q)} had Ganking"),
        Remedy("give_action", _timing("Action"), lambda q: f"{_card(q)} had Action"),
        Remedy("give_reaction", _timing("Reaction"), lambda q: f"{_card(q)} had Reaction"),
        Remedy("give_ambush", _ambush, lambda q: f"{_subject(q)} had Ambush"),
        Remedy(
            "control_battlefield",
            _control,
            lambda q: f"{getattr(q, 'actor', 'the player')} controlled that battlefield",
        ),
    )
}
