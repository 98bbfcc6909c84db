"""`judge faq --check OLD NEW`: which FAQ answers change between two rules versions.

Every question (and worked example) is judged under both versions and the clauses each
answer cites are paired across the versions by text (``judge.diff.align``). A change is one
of these kinds:

- ``verdict``: the verdict differs; ``answer``: the same verdict, said differently;
- ``wording``: a cited clause's words changed in meaning (not only punctuation or quotes);
- ``clauses``: a clause is cited that has no counterpart in the other answer, or one is gone;
- ``unanswerable``: one version cannot answer the question at all;
- ``renumbered``: a cited clause has another number, its words the same.

The report puts each changed answer in one group: ``rewrite`` when its meaning changed
(verdict, answer, clauses or unanswerable: the few a writer must rewrite), ``reworded`` when
the answer stands but a clause it cites was reworded (worth a look at the page's prose), and
``renumbered`` when only the numbers of its clauses changed (shown as ``450 -> 455``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from judge.errors import JudgeError
from judge.faq.topics import Question, Topic
from judge.pages.faq.answers import Judge, JudgedAnswer, answer_question
from judge.rules.diff import align, fold
from judge.rules.rulebook import Clause

RENUMBERED = "renumbered"
MEANING = frozenset({"verdict", "answer", "clauses", "unanswerable"})
GROUPS = {
    "rewrite": "To rewrite (the verdict, the answer or the clauses it rests on changed)",
    "reworded": "Same answer, a cited clause reworded (check the page's prose)",
    RENUMBERED: "Citations renumbered only (update the numbers)",
}
_NOT_MEANING = re.compile(r"[^\w\s]")
_SEE_ALSO = re.compile(
    r"see (?:rule )?\d{3}(?:\.[0-9a-z]+)*\.?[^.]*? for more information(?: on [^.]*)?\.?"
)
_NUMBER = re.compile(r"\b\d{3}(?:\.[0-9a-z]+)*\b")


@dataclass(frozen=True)
class Side:
    """One version's answer, or the reason it has none."""

    verdict: str = ""
    citations: tuple[str, ...] = ()
    texts: tuple[str, ...] = ()
    answer: str = ""
    error: str = ""
    failure: JudgeError | None = None


@dataclass(frozen=True)
class Comparison:
    """How the cited clauses of two answers pair up."""

    kinds: tuple[str, ...]
    renumbered: tuple[tuple[str, str], ...] = ()
    """(old number, new number) of each cited clause whose number changed."""
    reworded: tuple[str, ...] = ()
    """The new numbers of cited clauses whose words changed in meaning."""


@dataclass(frozen=True)
class Change:
    topic: str
    question: str
    kinds: tuple[str, ...]
    old: Side
    new: Side
    renumbered: tuple[tuple[str, str], ...] = ()
    reworded: tuple[str, ...] = ()

    @property
    def group(self) -> str:
        """rewrite, reworded or renumbered (the module's docstring)."""
        if MEANING & set(self.kinds):
            return "rewrite"
        return "reworded" if "wording" in self.kinds else RENUMBERED


@dataclass
class CheckReport:
    old: str
    new: str
    checked: int = 0
    changes: list[Change] = field(default_factory=list)

    def grouped(self, group: str) -> list[Change]:
        return [change for change in self.changes if change.group == group]


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
            found = compare(before, after, old, new)
            if found.kinds:
                report.changes.append(
                    Change(
                        topic.id,
                        question.text,
                        found.kinds,
                        before,
                        after,
                        found.renumbered,
                        found.reworded,
                    )
                )
    return report


def meaning(text: str) -> str:
    """A clause's words for comparing meaning: case, quotes, punctuation and spacing aside,
    and its cross-references too ("See rule 197. Locations for more information." added, or
    "rule 449" become "rule 454", says nothing new)."""
    text = _NUMBER.sub("#", _SEE_ALSO.sub(" ", fold(text)))
    return " ".join(_NOT_MEANING.sub(" ", text).split())


def compare(old: Side, new: Side, old_version: str = "old", new_version: str = "new") -> Comparison:
    """What changed from one answer to the other (the kinds above, in that order)."""
    if old.error or new.error:
        return Comparison(("unanswerable",) if old.error != new.error else ())
    kinds = []
    if old.verdict != new.verdict:
        kinds.append("verdict")
    elif old.answer != new.answer:
        kinds.append("answer")
    before = [Clause(r, t, old_version) for r, t in zip(old.citations, old.texts, strict=True)]
    after = [Clause(r, t, new_version) for r, t in zip(new.citations, new.texts, strict=True)]
    paired = align(old_version, new_version, before, after)
    reworded = tuple(p.new.rule for p in paired.pairs if meaning(p.old.text) != meaning(p.new.text))
    if reworded:
        kinds.append("wording")
    if paired.added or paired.removed:
        kinds.append("clauses")
    moved = tuple((p.old.rule, p.new.rule) for p in paired.pairs if p.renumbered)
    if moved:
        kinds.append(RENUMBERED)
    return Comparison(tuple(kinds), moved, reworded)


def report_dict(report: CheckReport) -> dict[str, Any]:
    """The JSON shape (docs/faq.md): stable keys, one entry per changed answer."""
    return {
        "old": report.old,
        "new": report.new,
        "checked": report.checked,
        "groups": {group: len(report.grouped(group)) for group in GROUPS},
        "changed": [
            {
                "topic": change.topic,
                "question": change.question,
                "changes": list(change.kinds),
                "group": change.group,
                "renumbered": [{"from": a, "to": b} for a, b in change.renumbered],
                "reworded": list(change.reworded),
                "old": _side_dict(change.old),
                "new": _side_dict(change.new),
            }
            for change in report.changes
        ],
    }


def report_text(report: CheckReport) -> str:
    """The answers to rewrite first, with both versions' verdicts and citations; then those
    whose cited clauses were reworded; then those only renumbered, as ``450 -> 455``."""
    counts = "; ".join(f"{len(report.grouped(g))} {g}" for g in GROUPS)
    lines = [
        f"FAQ answers that change from {report.old} to {report.new}: "
        f"{len(report.changes)} of {report.checked} ({counts})"
    ]
    for group, title in GROUPS.items():
        changes = report.grouped(group)
        if changes:
            lines += ["", f"{title}:"]
        for change in changes:
            lines.append("")
            kinds = [k for k in change.kinds if k != RENUMBERED or group == "rewrite"]
            shown = f"  [{', '.join(kinds)}]" if group == "rewrite" else ""
            lines.append(f"{change.topic}: {change.question}{shown}")
            if group == "rewrite":
                for version, side in ((report.old, change.old), (report.new, change.new)):
                    lines.append(f"  {version}: {_side_line(side)}")
            elif change.renumbered:
                lines.append(f"  {_moves(change.renumbered)}")
            if change.reworded:
                lines.append(f"  reworded in {report.new}: {', '.join(change.reworded)}")
    return "\n".join(lines)


def _moves(renumbered: tuple[tuple[str, str], ...]) -> str:
    return ", ".join(f"{old} -> {new}" for old, new in renumbered)


def _side(question: Question, version: str, judge: Judge) -> Side:
    try:
        answer: JudgedAnswer = answer_question(question, version, judge)
    except JudgeError as error:
        return Side(error=str(error), failure=error)
    return Side(
        verdict=answer.verdict,
        citations=tuple(c.rule for c in answer.citations),
        texts=tuple(c.text for c in answer.citations),
        answer=answer.answer,
    )


def _side_dict(side: Side) -> dict[str, Any]:
    if side.error:
        return {"error": side.error}
    return {"verdict": side.verdict, "citations": list(side.citations)}


def _side_line(side: Side) -> str:
    if side.error:
        return f"no answer ({side.error})"
    return f"{side.verdict}; Core Rules {', '.join(side.citations) or '(none)'}"
