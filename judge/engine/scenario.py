"""Scenario documents: the one loader shared by `judge check`, `judge ask` and `judge faq`.

A document is a dict of the shape of docs/scenarios.md, in format 2 (``format: 2``) or
format 1 (no ``format``). ``load_document`` validates it against the schema of its format,
upgrades a format-1 document in memory (``judge.engine.upgrade``) and validates the result as
format 2, resolves every name, and returns a ``Scenario``; a problem raises a ``DataError``
naming the file, the line and the field as the document writes it, with the nearest valid
name.
"""

from __future__ import annotations

from collections.abc import Iterable, Set
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import Any

from judge import yamlfile
from judge.engine.actions import Action
from judge.engine.build_question import build_actions, build_question
from judge.engine.consistency import situation_problem
from judge.engine.questions import Question
from judge.engine.situation import NameProblem, build_situation
from judge.engine.state import GameState
from judge.engine.upgrade import (
    CURRENT,
    UpgradeError,
    document_format,
    original_path,
    upgrade,
)
from judge.engine.validate import Problem, nearest, scenario_checker
from judge.errors import DataError, quoted

# A scenario is a few hundred bytes; parsing YAML costs about a second a megabyte, so a
# hostile file is refused by its size long before it could take that long.
MAX_BYTES = 256 * 1024


@dataclass(frozen=True)
class Expectation:
    """What a scenario file expects its question's verdict to be."""

    verdict: str
    cite: tuple[str, ...] = ()
    hint: str = ""
    facts: tuple[str, ...] = ()  # fact ids the verdict must rest on


@dataclass(frozen=True)
class Scenario:
    """A scenario: a situation, the actions before the question, the question."""

    name: str
    title: str
    rules_version: str | None
    situation: GameState
    question: Question
    expect: Expectation | None
    source: str = ""
    actions: tuple[Action, ...] = ()  # applied in order to the situation before the question


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
        situation = build_situation(document.get("situation") or {})
        actions, named = build_actions(tuple(document.get("actions", ())), situation)
        if "outcomes" in document["question"] and not actions:
            raise NameProblem(("question", "outcomes"), "outcomes of what? list the actions")
        question = build_question(document["question"], named, frozenset(topics))
    except UpgradeError as error:
        raise _error(Problem(error.path, error.message), path, text) from None
    except NameProblem as error:
        raise _error(_as_written(original, error.problem), path, text) from None
    problem = situation_problem(document, situation, text) or _unknown_fact(document, facts)
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
        actions=actions,
    )


def current_document(document: dict[str, Any]) -> dict[str, Any]:
    """The document in format 2: checked against the schema of its own format, upgraded if it
    is format 1, and checked again as format 2. A problem raises ``UpgradeError`` with the
    path as the document writes it."""
    fmt = document_format(document)
    problem = scenario_checker(fmt)(document, ())
    if problem is not None:
        raise UpgradeError(problem.path, problem.message)
    if fmt == CURRENT:
        return document
    upgraded = upgrade(document)
    problem = scenario_checker(CURRENT)(upgraded, ())
    if problem is not None:
        raise UpgradeError(original_path(document, problem.path), problem.message)
    return upgraded


def _as_written(original: dict[str, Any], problem: Problem) -> Problem:
    return Problem(original_path(original, problem.path), problem.message)


def _unknown_fact(document: dict[str, Any], facts: Iterable[str]) -> Problem | None:
    named = (document.get("expect") or {}).get("facts", ())
    if not named:
        return None
    # every fact id, as a set to look each up (a file that names none copies nothing)
    known = facts if isinstance(facts, Set) else frozenset(facts)
    for index, fact in enumerate(named):
        if known and fact not in known:
            hint = nearest(fact, sorted(known))
            return Problem(("expect", "facts", index), f"no fact named {quoted(fact)}{hint}")
    return None


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
