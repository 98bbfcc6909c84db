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

import yaml

from judge.build_question import build_question
from judge.errors import DataError
from judge.model import Situation
from judge.questions import Question
from judge.situation import NameProblem, build_situation
from judge.validate import Problem, scenario_schema, validate

SafeLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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
    situation: Situation
    question: Question
    expect: Expectation | None
    source: str = ""


def load_file(path: FilePath, name: str = "", topics: Iterable[str] = ()) -> Scenario:
    """Read, parse and load one scenario file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise DataError(f"cannot read: {error.strerror}", path=str(path)) from None
    try:
        document = yaml.load(text, Loader=SafeLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(error, "problem", None) or "not valid YAML"
        raise DataError(f"not valid YAML: {problem}", path=str(path), line=line) from None
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
    line = line_of(text, problem.path) if text is not None else None
    return DataError(f"{where}: {problem.message}", path=path, line=line)


def line_of(text: str, path: tuple[str | int, ...]) -> int | None:
    """The 1-based line of the node at ``path``, composing the YAML again only on error."""
    try:
        node = yaml.compose(text, Loader=SafeLoader)
    except yaml.YAMLError:
        return None
    line = node.start_mark.line + 1 if node is not None else None
    for part in path:
        if isinstance(node, yaml.MappingNode):
            found = [pair for pair in node.value if pair[0].value == part]
            if not found:
                return line
            key, node = found[0]
            line = key.start_mark.line + 1
        elif (
            isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value)
        ):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            return line
    return line
