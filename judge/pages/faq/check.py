"""`judge faq --check OLD NEW`: which FAQ answers change between two rules versions.

Every question (and worked example) is judged under both versions. An answer is listed when
its verdict changes, when the clauses it cites change number or set ("citations"), when it
cites wording the old answer did not ("wording": a reworded clause, or a newly cited one), or
when one version cannot answer it at all ("unanswerable"). A writer revisits exactly those.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.errors import JudgeError
from judge.pages.faq.answers import Judge, JudgedAnswer, answer_question
from judge.pages.faq.topics import Question, Topic
from judge.rules.diff import fold


@dataclass(frozen=True)
class Side:
    """One version's answer, or the reason it has none."""

    verdict: str = ""
    citations: tuple[str, ...] = ()
    texts: tuple[str, ...] = ()
    error: str = ""
    failure: JudgeError | None = None


@dataclass(frozen=True)
class Change:
    topic: str
    question: str
    kinds: tuple[str, ...]
    old: Side
    new: Side

    @property
    def reworded(self) -> list[str]:
        """The new version's cited clauses whose wording no old citation has: reworded
        clauses, or clauses the old answer did not cite at all."""
        before = set(self.old.texts)
        return [
            rule
            for rule, text in zip(self.new.citations, self.new.texts, strict=True)
            if text not in before
        ]


@dataclass
class CheckReport:
    old: str
    new: str
    checked: int = 0
    changes: list[Change] = field(default_factory=list)


def check_topics(topics: list[Topic], old: str, new: str, judge: Judge) -> CheckReport:
    """Judge every question under ``old`` and ``new`` and keep those whose answer moved."""
    report = CheckReport(old, new)
    for topic in topics:
        questions = list(topic.questions)
        if topic.example is not None:
            questions.append(topic.example.question)
        for question in questions:
            report.checked += 1
            before, after = _side(question, old, judge), _side(question, new, judge)
            if before.failure is not None and after.failure is not None:
                raise before.failure  # answerable in neither version: the topic file is wrong
            kinds = _kinds(before, after)
            if kinds:
                report.changes.append(Change(topic.id, question.text, kinds, before, after))
    return report


def report_dict(report: CheckReport) -> dict[str, Any]:
    """The JSON shape (docs/faq.md): stable keys, one entry per changed answer."""
    return {
        "old": report.old,
        "new": report.new,
        "checked": report.checked,
        "changed": [
            {
                "topic": change.topic,
                "question": change.question,
                "changes": list(change.kinds),
                "reworded": change.reworded,
                "old": _side_dict(change.old),
                "new": _side_dict(change.new),
            }
            for change in report.changes
        ],
    }


def report_text(report: CheckReport) -> str:
    """One block per changed answer: what changed, then each version's verdict and citations."""
    lines = [
        f"FAQ answers that change from {report.old} to {report.new}: "
        f"{len(report.changes)} of {report.checked}"
    ]
    for change in report.changes:
        lines.append("")
        lines.append(f"{change.topic}: {change.question}  [{', '.join(change.kinds)}]")
        for version, side in ((report.old, change.old), (report.new, change.new)):
            lines.append(f"  {version}: {_side_line(side)}")
        if "wording" in change.kinds:
            lines.append(f"  text not cited before, in {report.new}: {', '.join(change.reworded)}")
    return "\n".join(lines)


def _side(question: Question, version: str, judge: Judge) -> Side:
    try:
        answer: JudgedAnswer = answer_question(question, version, judge)
    except JudgeError as error:
        return Side(error=str(error), failure=error)
    return Side(
        verdict=answer.verdict,
        citations=tuple(c.rule for c in answer.citations),
        texts=tuple(fold(c.text) for c in answer.citations),
    )


def _kinds(old: Side, new: Side) -> tuple[str, ...]:
    if old.error or new.error:
        return ("unanswerable",) if old.error != new.error else ()
    kinds = []
    if old.verdict != new.verdict:
        kinds.append("verdict")
    if old.citations != new.citations:
        kinds.append("citations")
    if set(new.texts) - set(old.texts):
        kinds.append("wording")
    return tuple(kinds)


def _side_dict(side: Side) -> dict[str, Any]:
    if side.error:
        return {"error": side.error}
    return {"verdict": side.verdict, "citations": list(side.citations)}


def _side_line(side: Side) -> str:
    if side.error:
        return f"no answer ({side.error})"
    return f"{side.verdict}; Core Rules {', '.join(side.citations) or '(none)'}"
