"""Scenario documents: the one loader shared by `judge check`, `judge ask` and `judge faq`.

A document is a dict of the shape of docs/scenarios.md. ``load_document`` validates it
against the schema, resolves every name, and returns a ``Scenario``; a problem raises a
``DataError`` naming the file, the line and the field, with the nearest valid name.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import Any

from judge import yamlfile
from judge.engine.actions import Action
from judge.engine.build_question import build_question
from judge.engine.consistency import situation_problem
from judge.engine.questions import Question
from judge.engine.situation import NameProblem, build_situation
from judge.engine.state import GameState
from judge.engine.validate import Problem, scenario_schema, validate
from judge.errors import DataError

# A scenario is a few hundred bytes; parsing YAML costs about a second a megabyte, so a
# hostile file is refused by its size long before it could take that long.
MAX_BYTES = 256 * 1024


@dataclass(frozen=True)
class Expectation:
    verdict: str
    cite: tuple[str, ...] = ()
    hint: str = ""


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


def load_file(path: FilePath, name: str = "", topics: Iterable[str] = ()) -> Scenario:
    """Read, parse (strictly: no duplicate keys, no aliases) and load one scenario file."""
    text = yamlfile.read_text(path, max_bytes=MAX_BYTES)
    document = yamlfile.parse(text, path=str(path))
    return load_document(document, name=name or path.stem, path=str(path), text=text, topics=topics)


def load_document(
    document: Any,
    *,
    name: str = "scenario",
    path: str | None = None,
    text: str | None = None,
    topics: Iterable[str] = (),
) -> Scenario:
    """Validate and resolve a scenario document (a dict as read from YAML)."""
    if not isinstance(document, dict):
        raise DataError("a scenario must be a mapping with a 'question' key", path=path, line=1)
    problem = validate(document, scenario_schema())
    if problem is not None:
        raise _error(problem, path, text)
    try:
        situation = build_situation(document.get("situation") or {})
        question = build_question(document["question"], situation, frozenset(topics))
    except NameProblem as error:
        raise _error(error.problem, path, text) from None
    problem = situation_problem(document, situation)
    if problem is not None:
        raise _error(problem, path, text)
    return Scenario(
        name=name,
        title=document.get("title", ""),
        rules_version=document.get("rules_version"),
        situation=situation,
        question=question,
        expect=_expectation(document.get("expect")),
        source=document.get("source", ""),
    )


def _expectation(expect: dict[str, Any] | None) -> Expectation | None:
    if expect is None:
        return None
    return Expectation(
        verdict=expect["verdict"], cite=tuple(expect.get("cite", ())), hint=expect.get("hint", "")
    )


def _error(problem: Problem, path: str | None, text: str | None) -> DataError:
    where = " > ".join(str(part) for part in problem.path) or "document"
    line = (yamlfile.line_of(text, list(problem.path)) or 1) if text is not None else None
    return DataError(f"{where}: {problem.message}", path=path, line=line)
