"""Predicates and steps: small pure functions that carry out what a fact says.

A predicate takes the game state and the question and returns a ``Check``: held, failed or
not applicable, with a reason in plain words about this game (is this action legal? is a
recall a move?). A step takes the game state and the action being carried out and returns
the next state with the events it caused (what a cleanup, a move or a combat changes).
Both register by name (``@predicate``, ``@step``); a fact names its predicate or step in
``rules_data/facts/*.yaml``. They never name a clause: the fact knows its numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.predicates.board import asks
from judge.engine.questions import Question

if TYPE_CHECKING:
    from judge.engine.actions import Action
from judge.engine.state import GameState

HELD = "held"
FAILED = "failed"
NOT_APPLICABLE = "not applicable"
# The rule's answer turns on something the situation does not say (who conceded).
UNSETTLED = "depends"


@dataclass(frozen=True)
class Check:
    """What a predicate found: status, why (in words), and about what."""

    status: str
    reason: str = ""
    subjects: tuple[str, ...] = ()  # the units or cards concerned
    value: str = ""  # an outcome's detail (a player's name, a battlefield)
    notable: bool = False  # worth saying in a "yes" answer


def held(
    reason: str, subjects: tuple[str, ...] = (), value: str = "", notable: bool = False
) -> Check:
    return Check(HELD, reason, subjects, value, notable)


def failed(reason: str, subjects: tuple[str, ...] = (), notable: bool = False) -> Check:
    return Check(FAILED, reason, subjects, notable=notable)


def depends(reason: str, subjects: tuple[str, ...] = ()) -> Check:
    """The rule holds or fails on something the situation does not say; ``reason`` says what."""
    return Check(UNSETTLED, reason, subjects)


SKIP = Check(NOT_APPLICABLE)


@dataclass(frozen=True)
class Event:
    """Something a step made happen (``happened``) or found could not happen, and why.

    ``kind`` is the outcome word (``contested``, ``showdown``, ``conquer``...) or, for
    bookkeeping the verdict does not list, ""; ``fact`` is filled in by the procedure that
    ran the step, so every event cites the fact whose rule caused it.
    """

    text: str
    kind: str = ""
    subjects: tuple[str, ...] = ()
    happened: bool = True
    fact: str = ""
    at: str = ""  # the battlefield where it happened, if at one
    change: bool = True  # False: a rule that keeps things as they are ("keeps control")
    action: str = ""  # the game action it is, for abilities that wait for it: "move", "recall"
    by: str = ""  # the player responsible for that game action, where an ability asks ("you")
    left_board: bool = False  # a card put into a zone that was on the board before ("banished")
    # The facts whose rules ran on into the step that caused it (a concession's removal
    # ending a showdown): cited along with ``fact`` for what it caused.
    led_by: tuple[str, ...] = ()
    settled: bool = False
    """Decided by rules no effect the engine does not model changes, so it stands after one
    (whether Focus passes as a chain closes depends only on what opened the chain)."""


@dataclass(frozen=True)
class Stepped:
    """The state after a step, and what the step caused."""

    state: GameState
    events: tuple[Event, ...] = ()


def unchanged(state: GameState, *notes: Event) -> Stepped:
    return Stepped(state, notes)


Predicate = Callable[[GameState, Question], Check]


@dataclass(frozen=True)
class Doing:
    """What a step is part of: the action being carried out (None for a cleanup the game
    performs on its own) and whether the rules version states a fact (by id), for steps
    whose rule has an exception in another fact (Deploy gear is not recalled)."""

    action: Action | None
    stated: Callable[[str], bool]
    events: tuple[Event, ...] = ()  # what the action did so far (for triggered abilities)
    version: str = ""  # the rules version judged (a card's text is read as it stands then)


Step = Callable[[GameState, Doing], Stepped]
_REGISTRY: dict[str, Predicate] = {}
_STEPS: dict[str, Step] = {}
AREAS = (
    "actions",
    "tokens",
    "runes",
    "movement",
    "destinations",
    "effects",
    "card_text",
    "recall",
    "control",
    "combat",
    "combat_damage",
    "play",
    "hide",
    "location",
    "objects",
    "cleanup",
    "chain",
    "abilities",
    "showdown",
    "costs",
    "targets",
    "death",
    "turn",
    "states",
    "layers",
    "keywords",
    "characteristics",
    "dependent",
    "scoring",
    "resolve",
    "zones",
    "carry_out",
    "setup",
    "conceding",
    "terms",
    "naming",
    "new_choices",
    "damage_source",
    "ability_kinds",
    "replacing",
    "creating",
    "revealing",
    "swapping",
)


def predicate(function: Predicate) -> Predicate:
    """Register ``function`` under its own name."""
    _REGISTRY[function.__name__] = function
    return function


def stated(rule: object) -> str:
    """A rule's docstring on one line: the reason of a rule that answers a query."""
    return " ".join((getattr(rule, "__doc__", "") or "").split())


def answers_query(kind: str, *subjects: str) -> Callable[[Callable[[], None]], Predicate]:
    """Register a rule that answers a query about the rules themselves ("is a recall a
    move?"): the predicate holds, with the rule's docstring as its reason, when the question
    is the query ``kind`` about one of ``subjects``, and applies to nothing else."""

    def make(rule: Callable[[], None]) -> Predicate:
        reason = stated(rule)

        def check(situation: GameState, question: Question) -> Check:
            return held(reason) if asks(question, kind, *subjects) else SKIP

        check.__name__, check.__doc__ = rule.__name__, rule.__doc__
        return predicate(check)

    return make


def step(function: Step) -> Step:
    """Register a step under its own name."""
    _STEPS[function.__name__] = function
    return function


_AREAS_IMPORTED: list[bool] = []
"""Set once every area module is imported (each registers its predicates and steps)."""


def _import_areas() -> None:
    if _AREAS_IMPORTED:
        return
    import importlib

    for area in AREAS:
        importlib.import_module(f"judge.engine.predicates.{area}")
    _AREAS_IMPORTED.append(True)


def registry() -> dict[str, Predicate]:
    """Every registered predicate, importing each area module once."""
    _import_areas()
    return _REGISTRY


def step_registry() -> dict[str, Step]:
    """Every registered step, importing each area module once."""
    _import_areas()
    return _STEPS
