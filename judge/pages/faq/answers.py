"""Answering a topic's questions with the engine, under one rules version.

Each question's scenario document is judged by ``judge.engine.judging.judge_document`` with the
requested ``rules_version``; the answer, the verdict and the citations are the engine's.
"What the Core Rules say" is every clause those answers cite, in order of first citation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from judge.errors import DataError, quoted
from judge.pages.faq.topics import Question, Topic


class CitationLike(Protocol):
    @property
    def rule(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def version(self) -> str: ...


class VerdictLike(Protocol):
    """What the FAQ reads of ``judge.engine.judging.Verdict``."""

    @property
    def verdict(self) -> str: ...
    @property
    def answer(self) -> str: ...
    @property
    def rules_version(self) -> str: ...
    @property
    def citations(self) -> Sequence[CitationLike]: ...


#: Judges a scenario document (docs/scenarios.md); by default the engine's judge_document.
Judge = Callable[[dict[str, Any]], VerdictLike]


@dataclass(frozen=True)
class Citation:
    rule: str
    text: str
    version: str


@dataclass(frozen=True)
class JudgedAnswer:
    """One question answered: the engine's verdict, plain answer and citations."""

    question: str
    anchor: str
    verdict: str
    answer: str
    citations: tuple[Citation, ...]


@dataclass(frozen=True)
class AnsweredTopic:
    topic: Topic
    version: str
    answers: tuple[JudgedAnswer, ...]
    example: JudgedAnswer | None
    quoted: tuple[Citation, ...]


def engine_judge() -> Judge:
    """The engine's ``judge_document``, imported on the first question it judges."""

    def judge(document: dict[str, Any]) -> VerdictLike:
        from judge.engine.judging import judge_document

        verdict: VerdictLike = judge_document(document)
        return verdict

    return judge


def answer_topic(topic: Topic, version: str, judge: Judge) -> AnsweredTopic:
    """Every question of ``topic`` and its worked example, judged under ``version``."""
    answers = tuple(answer_question(question, version, judge) for question in topic.questions)
    example = None
    if topic.example is not None:
        example = answer_question(topic.example.question, version, judge)
    quoted: dict[tuple[str, str], Citation] = {}
    for answer in (*answers, *([example] if example else [])):
        for citation in answer.citations:
            quoted.setdefault((citation.version, citation.rule), citation)
    return AnsweredTopic(topic, version, answers, example, tuple(quoted.values()))


def answer_question(question: Question, version: str, judge: Judge) -> JudgedAnswer:
    """One question judged under ``version`` (the document's own rules_version is replaced).

    A scenario the engine rejects is reported at its place in the topic file.
    """
    try:
        verdict = judge({**question.scenario, "rules_version": version})
    except DataError as error:
        if error.path is not None or question.path is None:
            raise
        raise DataError(
            f"{quoted(question.text)}: scenario > {error}",
            path=str(question.path),
            line=question.scenario_line(),
        ) from None
    return JudgedAnswer(
        question=question.text,
        anchor=slug(question.text),
        verdict=verdict.verdict,
        answer=verdict.answer,
        citations=tuple(Citation(c.rule, c.text, c.version) for c in verdict.citations),
    )


def slug(text: str) -> str:
    """A stable anchor for a question: lower-case words joined by hyphens."""
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))[:80] or "question"
