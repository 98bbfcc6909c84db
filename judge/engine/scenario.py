"""Scenario documents: the one loader shared by `judge check`, `judge ask` and `judge faq`.

A document is a dict of the shape of docs/scenarios.md, in format 2 (``format: 2``) or
format 1 (no ``format``). ``load_document`` validates it against the schema of its format,
upgrades a format-1 document in memory (``judge.engine.upgrade``) and validates the result as
format 2, resolves every name, and returns a ``Scenario``; a problem raises a ``DataError``
naming the file, the line and the field as the document writes it, with the nearest valid
name.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path as FilePath
from typing import Any

from judge import yamlfile
from judge.engine.actions import Action
from judge.engine.build_question import build_question
from judge.engine.consistency import situation_problem
from judge.engine.questions import Move, Question
from judge.engine.situation import NameProblem, build_situation
from judge.engine.state import GameState
from judge.engine.upgrade import (
    CURRENT,
    UpgradeError,
    document_format,
    original_path,
    upgrade,
)
from judge.engine.validate import Path, Problem, nearest, scenario_schema, validate
from judge.errors import DataError, quoted

# A scenario is a few hundred bytes; parsing YAML costs about a second a megabyte, so a
# hostile file is refused by its size long before it could take that long.
MAX_BYTES = 256 * 1024


@dataclass(frozen=True)
class Expectation:
    verdict: str
    cite: tuple[str, ...] = ()
    hint: str = ""
    facts: tuple[str, ...] = ()  # fact ids the verdict must rest on


@dataclass(frozen=True)
class Scenario:
    name: str
    title: str
    rules_version: str | None
    situation: GameState
    question: Question
    expect: Expectation | None
    source: str = ""
    actions: tuple[Action, ...] = ()  # applied in order to the situation before the question
    action_docs: tuple[dict[str, Any], ...] = ()  # the ``actions``, one-key mappings, in order


def load_file(
    path: FilePath, name: str = "", topics: Iterable[str] = (), facts: Iterable[str] = ()
) -> Scenario:
    """Read, parse (strictly: no duplicate keys, no aliases) and load one scenario file."""
    text = yamlfile.read_text(path, max_bytes=MAX_BYTES)
    document = yamlfile.parse(text, path=str(path))
    return load_document(
        document, name=name or path.stem, path=str(path), text=text, topics=topics, facts=facts
    )


def load_document(
    document: Any,
    *,
    name: str = "scenario",
    path: str | None = None,
    text: str | None = None,
    topics: Iterable[str] = (),
    facts: Iterable[str] = (),
) -> Scenario:
    """Validate and resolve a scenario document (a dict as read from YAML), in either format.

    ``topics`` and ``facts``, when given, are the names ``explain`` and ``expect.facts`` may use.
    """
    if not isinstance(document, dict):
        raise DataError("a scenario must be a mapping with a 'question' key", path=path, line=1)
    original = document
    try:
        document = current_document(document)
        _refuse_unread_keys(document)
        situation = build_situation(document.get("situation") or {})
        question = _legacy_question(document, situation, frozenset(topics))
    except UpgradeError as error:
        raise _error(Problem(error.path, error.message), path, text) from None
    except NameProblem as error:
        raise _error(_as_written(original, error.problem), path, text) from None
    problem = situation_problem(document, situation) or _unknown_fact(document, facts)
    if problem is not None:
        raise _error(_as_written(original, problem), path, text)
    return Scenario(
        name=name,
        title=document.get("title", ""),
        rules_version=document.get("rules_version"),
        situation=situation,
        question=question,
        expect=_expectation(document.get("expect")),
        source=document.get("source", ""),
        action_docs=tuple(document.get("actions", ())),
    )


def current_document(document: dict[str, Any]) -> dict[str, Any]:
    """The document in format 2: checked against the schema of its own format, upgraded if it
    is format 1, and checked again as format 2. A problem raises ``UpgradeError`` with the
    path as the document writes it."""
    fmt = document_format(document)
    problem = validate(document, scenario_schema(fmt))
    if problem is not None:
        raise UpgradeError(problem.path, problem.message)
    if fmt == CURRENT:
        return document
    upgraded = upgrade(document)
    problem = validate(upgraded, scenario_schema(CURRENT))
    if problem is not None:
        raise UpgradeError(original_path(document, problem.path), problem.message)
    return upgraded


def _as_written(original: dict[str, Any], problem: Problem) -> Problem:
    return Problem(original_path(original, problem.path), problem.message)


def _unknown_fact(document: dict[str, Any], facts: Iterable[str]) -> Problem | None:
    known = list(facts)
    for index, fact in enumerate((document.get("expect") or {}).get("facts", ())):
        if known and fact not in known:
            hint = nearest(fact, known)
            return Problem(("expect", "facts", index), f"no fact named {quoted(fact)}{hint}")
    return None


# Until build_situation reads them: format-2 keys of units and gear that the game state has
# fields for, refused rather than silently dropped (a stunned unit judged as a ready one).
def _refuse_unread_keys(document: dict[str, Any]) -> None:
    situation = document.get("situation") or {}
    for kind, keys in (
        ("units", ("owner", "stunned", "buffs", "designation")),
        ("gear", ("owner",)),
    ):
        for index, item in enumerate(situation.get(kind, ())):
            for key in keys:
                if key in item:
                    raise NameProblem(
                        ("situation", kind, index, key),
                        f"the engine does not read {quoted(key)} yet; leave it out for now",
                    )


# Until the engine applies actions: the outcomes of one move, one cleanup or one combat
# resolution, asked as format 1 asked them (after_move, next_cleanup, after_combat), which the
# engine judges today. Any other use of ``actions`` is refused rather than ignored.
def _legacy_question(
    document: dict[str, Any], situation: GameState, topics: frozenset[str]
) -> Question:
    actions: list[dict[str, Any]] = document.get("actions", [])
    question: dict[str, Any] = document["question"]
    outcomes: dict[str, Any] | None = question.get("outcomes")
    if not actions:
        if outcomes is not None:
            raise NameProblem(("question", "outcomes"), "outcomes of what? list the actions")
        return build_question(question, situation, topics)
    ((kind, value),) = actions[0].items()
    legacy = {
        "standard_move": "after_move",
        "move_effect": "after_move",
        "cleanup": "next_cleanup",
        "combat_resolution": "after_combat",
    }.get(kind)
    if len(actions) != 1 or outcomes is None or legacy is None:
        raise NameProblem(
            ("actions",),
            "the engine does not apply actions yet: it asks only for the outcomes of one "
            "standard_move, move_effect, cleanup or combat_resolution",
        )
    action: Path = ("actions", 0, kind)
    where = value.get("battlefield")
    if (legacy == "after_move" and "battlefield" in outcomes) or (
        where is not None and outcomes.get("battlefield", where) != where
    ):
        raise NameProblem(
            ("question", "outcomes", "battlefield"),
            "the engine does not apply actions yet: it gives a move's outcomes everywhere, "
            "and a combat's where it resolves",
        )
    try:
        if legacy == "after_move":
            move = build_question({kind: value}, situation, topics)
            assert isinstance(move, Move)
            return replace(move, query="after_move", event=outcomes.get("event", ""))
        return build_question({legacy: {**value, **outcomes}}, situation, topics)
    except NameProblem as error:
        rest = error.problem.path[2:]
        at = action
        if rest and rest[0] in outcomes and rest[0] not in value:
            at = ("question", "outcomes")
        raise NameProblem((*at, *rest), error.problem.message) from None


def _expectation(expect: dict[str, Any] | None) -> Expectation | None:
    if expect is None:
        return None
    return Expectation(
        verdict=expect["verdict"],
        cite=tuple(expect.get("cite", ())),
        hint=expect.get("hint", ""),
        facts=tuple(expect.get("facts", ())),
    )


def _error(problem: Problem, path: str | None, text: str | None) -> DataError:
    where = " > ".join(str(part) for part in problem.path) or "document"
    line = (yamlfile.line_of(text, list(problem.path)) or 1) if text is not None else None
    return DataError(f"{where}: {problem.message}", path=path, line=line)
