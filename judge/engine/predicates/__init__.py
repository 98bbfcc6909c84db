"""Predicates: small pure functions that say whether a fact holds in a situation.

A predicate takes the situation and the question and returns a ``Check``: held, failed or
not applicable, with a reason in plain words about this situation. Predicates register by
name with ``@predicate``; a fact names its predicate in ``rules_data/facts/*.yaml``. They
never name a clause: the fact knows its numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from judge.engine.predicates.board import asks
from judge.engine.questions import Question
from judge.engine.state import GameState

HELD = "held"
FAILED = "failed"
NOT_APPLICABLE = "not applicable"


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


def failed(reason: str, subjects: tuple[str, ...] = ()) -> Check:
    return Check(FAILED, reason, subjects)


SKIP = Check(NOT_APPLICABLE)

Predicate = Callable[[GameState, Question], Check]
_REGISTRY: dict[str, Predicate] = {}
AREAS = (
    "movement",
    "destinations",
    "effects",
    "card_text",
    "recall",
    "control",
    "combat",
    "play",
    "hide",
    "location",
)


def predicate(function: Predicate) -> Predicate:
    """Register ``function`` under its own name."""
    _REGISTRY[function.__name__] = function
    return function


def answers_query(kind: str, *subjects: str) -> Callable[[Callable[[], None]], Predicate]:
    """Register a rule that answers a query about the rules themselves ("is a recall a
    move?"): the predicate holds, with the rule's docstring as its reason, when the question
    is the query ``kind`` about one of ``subjects``, and applies to nothing else."""

    def make(rule: Callable[[], None]) -> Predicate:
        reason = " ".join((rule.__doc__ or "").split())

        def check(situation: GameState, question: Question) -> Check:
            return held(reason) if asks(question, kind, *subjects) else SKIP

        check.__name__, check.__doc__ = rule.__name__, rule.__doc__
        return predicate(check)

    return make


def registry() -> dict[str, Predicate]:
    """Every registered predicate, importing each area module once."""
    import importlib

    for area in AREAS:
        importlib.import_module(f"judge.engine.predicates.{area}")
    return _REGISTRY
