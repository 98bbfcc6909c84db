"""One situation of a question judged by the engine: a branch of the answer.

A question is judged in the situation its reading built and, for each default the reading
took where the question was silent, in the situation with that default the other way
(`judge.ask.readings.Default`). `judge.ask.answer` compares the branches: one verdict, or
"depends" with each branch and its deciding clause.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from judge.ask.answer import NOT_ANSWERED
from judge.ask.situation import Doc
from judge.engine.verdict import DEPENDS, NO, UNKNOWN, YES, Finding, Verdict
from judge.errors import DataError

if TYPE_CHECKING:
    from judge.ask.readings import Candidate

TURNED = {YES: NO, NO: YES}


def _turned(answer: str, verdict: str) -> str:
    """The engine's answer to the turned-round question, opened with the asker's yes/no."""
    for opening in ("Yes.", "No.", "Yes,", "No,"):
        if answer.startswith(opening):
            answer = answer[len(opening) :].lstrip()
            break
    return f"{verdict.capitalize()}. {answer}"


def _citations(verdict: Verdict) -> list[dict[str, str]]:
    return [{"rule": c.rule, "text": c.text, "version": c.version} for c in verdict.citations]


def _held(findings: tuple[Finding, ...], facts: set[str]) -> bool:
    return any(
        (f.fact in facts and f.status == "held") or _held(f.excused_by, facts) for f in findings
    )


def _relied_on(
    verdict: Verdict, keywords: list[str], version: str
) -> tuple[str, str, list[str], list[str]]:
    """The verdict of a question that says it uses a keyword ("using Ambush"): yes only when
    the engine found that keyword's rule applied; otherwise no, citing the keyword's rule
    (its facts and their clauses) before the engine's own reasons."""
    from judge.engine.facts import fact_book

    book = fact_book()
    for keyword in keywords:
        facts = book.by_keyword.get(keyword, [])
        if verdict.verdict not in (YES, NO) or _held(verdict.findings, {f.id for f in facts}):
            continue
        rules = [r for f in facts for r in f.clauses_in(version)]
        statement = " ".join(f.statement for f in facts)
        rest = verdict.answer.removeprefix("Yes.").removeprefix("No.").strip()
        text = f"No. {keyword} does not apply to this play: {statement}"
        if verdict.verdict == YES:
            text += f" Without {keyword}, the play is legal: {rest}"
        else:
            text += f" {rest}"
        return NO, text, rules, [f.id for f in facts]
    return verdict.verdict, verdict.answer, [], []


@dataclass
class Branch:
    """One situation's verdict, answer and clauses; ``label`` is what it takes."""

    label: str
    verdict: str
    answer: str
    citations: list[dict[str, str]]
    doc: Doc
    outcome: str = ""
    """The engine's own verdict: a what-happens answer's outcomes ("contested, showdown")."""
    findings: list[dict[str, Any]] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)
    facts: list[str] = field(default_factory=list)
    """The facts the verdict rests on: those behind its citations."""
    citing: list[tuple[str, ...]] = field(default_factory=list)
    """The facts behind each citation, in the order of ``citations``."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "assumed": self.label,
            "verdict": self.verdict,
            "outcome": self.outcome,
            "answer": self.answer,
            "citations": self.citations,
            "scenario": self.doc,
        }


@dataclass(frozen=True)
class Unsettled:
    """A situation the engine did not settle: why, in plain words; ``understood`` when the
    question was read and the rules as encoded do not settle it (not a refused document)."""

    reason: str
    understood: bool


def judge_branch(label: str, doc: Doc, candidate: Candidate, version: str) -> Branch | Unsettled:
    """One situation judged, or why it is not settled."""
    from judge.engine.judging import judge_document
    from judge.rules.rulebook import open_rulebook

    try:
        verdict = judge_document(doc, version)
    except DataError as error:  # a document ask built and the loader refused: a bug, said plainly
        return Unsettled(f"the situation read could not be judged ({error})", False)
    if verdict.verdict == UNKNOWN:  # the facts do not settle it in this version: say so
        text = verdict.answer
        if text.startswith(NOT_ANSWERED):  # the engine said why, in plain words
            return Unsettled(text.removeprefix(NOT_ANSWERED).lstrip(":").strip().rstrip("."), True)
        return Unsettled(
            f"the {version} rules as encoded do not settle this: {text.rstrip('.')}", True
        )
    citations = _citations(verdict)
    value, text, extra, keyword_facts = _relied_on(verdict, candidate.relies_on, version)
    facts = [*keyword_facts, *(f for c in verdict.citations for f in c.facts)]
    if extra:  # the keyword's clauses first, those the engine cited too among them
        book = open_rulebook()
        given = {c["rule"]: c for c in citations}
        for clause in (book.clause(version, rule) for rule in extra if rule not in given):
            if clause:
                given[clause.rule] = {"rule": clause.rule, "text": clause.text, "version": version}
        first = [given[rule] for rule in dict.fromkeys(extra) if rule in given]
        citations = first + [c for c in citations if c["rule"] not in extra]
    if candidate.names and value == NO:
        return Unsettled(f"the judge asked whether {candidate.names} did, and no one else", True)
    outcome = value
    if candidate.names and value == YES:  # a "who" question: the player, not a yes
        outcome, value = candidate.names, DEPENDS
        text = text.removeprefix("Yes.").strip()
    elif value not in (YES, NO, DEPENDS, UNKNOWN):
        value = DEPENDS  # a what-happens outcome: the answer spells it out
    elif candidate.invert and value in TURNED:  # the asker's yes or no, in the heading too
        value = outcome = TURNED[value]
        text = _turned(text, value)
    findings = [f.to_dict() for f in verdict.findings]
    behind = {c.rule: c.facts for c in verdict.citations}
    return Branch(
        label,
        value,
        text,
        citations,
        doc,
        outcome,
        findings,
        list(verdict.hints),
        list(dict.fromkeys(facts)),
        [behind.get(c["rule"], ()) for c in citations],
    )


def ways(candidate: Candidate) -> list[tuple[str, Doc]]:
    """Every situation the answer judges, with what it takes of the open thing: the
    reading's own as taken (its defaults), then each default the other way."""
    taken = " and ".join(dict.fromkeys(candidate.defaults))  # two ways from one default
    return [(taken, candidate.doc), *candidate.alternatives]


def merged(branches: list[Branch], narrows: dict[str, str]) -> list[Branch]:
    """Ways that split one way of the time by the card's keywords (``Candidate.narrows``),
    given as that one way where all of them agree for a reason found alike in each ("no if
    your opponent has Focus and nothing is on the chain (313.1)", whatever the keywords)."""
    groups: dict[str, list[Branch]] = {}
    for branch in branches:
        groups.setdefault(narrows.get(branch.label, "\n" + branch.label), []).append(branch)
    out: list[Branch] = []
    for way, group in groups.items():
        shared = _shared_reason(group)
        if way.startswith("\n") or len({(b.verdict, b.outcome) for b in group}) > 1 or not shared:
            out += group
            continue
        cited = {c["rule"]: c for b in (shared, *group) for c in b.citations}
        out.append(replace(shared, label=way, citations=list(cited.values())))
    return out


def _shared_reason(group: list[Branch]) -> Branch | None:
    """The way of ``group`` whose first clause rests on facts found alike in every way of
    it, that clause deciding them all: the last first, a card with a keyword, whose reason
    is not the keyword it lacks."""
    status = [{f["fact"]: f["status"] for f in b.findings} for b in group]
    for k in reversed(range(len(group))):
        facts = group[k].citing[0] if group[k].citing else ()
        if facts and all(other.get(f) == status[k].get(f) for f in facts for other in status):
            return group[k]
    return None


def depends(branches: list[Branch]) -> str:
    """ "Yes if you control battlefield 1 (421.2.a); no if no one controls battlefield 1
    (421.1)." For what-happens answers, each branch's outcomes in full."""
    if any(branch.verdict == DEPENDS for branch in branches):
        return " ".join(f"If {b.label}: {b.answer}" for b in branches)
    parts = []
    for branch in branches:
        rule = _telling(branch, branches)
        parts.append(f"{branch.verdict} if {branch.label}{f' ({rule})' if rule else ''}")
    said = "; ".join(parts) + "."
    return said[0].upper() + said[1:]


def _telling(branch: Branch, branches: list[Branch]) -> str:
    """The clause that decides a way as against the others: the first it cites for a rule
    found otherwise in another way (held in one, failed or not met in the other: the
    Accelerate not chosen, 356.2.b.1, not the ignoring both ways share, 356.1.b); its first
    clause when every rule it cites is found alike in every way."""
    status = [{f["fact"]: f["status"] for f in b.findings} for b in branches]
    mine = status[branches.index(branch)]
    for citation, facts in zip(branch.citations, branch.citing, strict=False):
        if any(mine.get(f) != other.get(f) for f in facts for other in status):
            return citation["rule"]
    return branch.citations[0]["rule"] if branch.citations else ""
