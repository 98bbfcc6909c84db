"""`judge ask`: a question in plain English to a verdict, an answer and the clauses.

The question is read into a scenario document, loaded by the same loader as `judge check`
and judged by the engine; nothing here decides a rule. When no reading accounts for the
whole question the verdict is "unknown" and the clauses the rulebook search finds most
relevant are listed instead, so the judge still has somewhere to look.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.ask.describe import describe
from judge.ask.normalise import MAX_QUESTION_CHARS, foreign_share, normalise
from judge.ask.situation import Doc
from judge.engine.verdict import DEPENDS, NO, UNKNOWN, YES, Finding, Verdict
from judge.errors import DataError, UsageError

if TYPE_CHECKING:
    from judge.ask.readings import Candidate

TURNED = {YES: NO, NO: YES}
FOREIGN_SHARE = 0.3
SEARCH_LIMIT = 5


@dataclass
class AskAnswer:
    """What `judge ask` prints; ``to_dict`` is the stable JSON shape."""

    question: str
    verdict: str
    answer: str
    rules_version: str
    citations: list[dict[str, str]]
    understood: str
    reading: str = ""
    scenario: Doc | None = None
    notes: list[str] = field(default_factory=list)
    findings: list[dict[str, Any]] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)
    assumed: list[str] = field(default_factory=list)
    """What the reading took where the question was silent, when the other way agreed."""
    branches: list[dict[str, Any]] = field(default_factory=list)
    """For verdict "depends" from a default: each way, with its verdict and clauses."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "verdict": self.verdict,
            "answer": self.answer,
            "rules_version": self.rules_version,
            "citations": self.citations,
            "understood": self.understood,
            "reading": self.reading,
            "scenario": self.scenario,
            "notes": self.notes,
            "findings": self.findings,
            "hints": self.hints,
            "assumed": self.assumed,
            "branches": self.branches,
        }


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


def _relied_on(verdict: Verdict, keywords: list[str], version: str) -> tuple[str, str, list[str]]:
    """The verdict of a question that says it uses a keyword ("using Ambush"): yes only when
    the engine found that keyword's rule applied; otherwise no, citing the keyword's rule
    before the engine's own reasons."""
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
        return NO, text, rules
    return verdict.verdict, verdict.answer, []


@dataclass
class _Branch:
    label: str
    verdict: str
    answer: str
    citations: list[dict[str, str]]
    doc: Doc
    outcome: str = ""
    """The engine's own verdict: a what-happens answer's outcomes ("contested, showdown")."""
    findings: list[dict[str, Any]] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "assumed": self.label,
            "verdict": self.verdict,
            "outcome": self.outcome,
            "answer": self.answer,
            "citations": self.citations,
            "scenario": self.doc,
        }


def _branch(label: str, doc: Doc, candidate: Candidate, version: str) -> _Branch | str:
    """One situation judged; a string says why it could not be."""
    from judge.engine.judging import judge_document
    from judge.rules.rulebook import open_rulebook

    try:
        verdict = judge_document(doc, version)
    except DataError as error:  # a document ask built and the loader refused: a bug, said plainly
        return f"the situation read could not be judged ({error})"
    value, text = verdict.verdict, verdict.answer
    if value == UNKNOWN:  # the facts do not settle it in this version: say so, point to rules
        return f"the {version} rules as encoded do not settle this: {text.rstrip('.')}"
    citations = _citations(verdict)
    value, text, extra = _relied_on(verdict, candidate.relies_on, version)
    if extra:
        book = open_rulebook()
        known = {c["rule"] for c in citations}
        clauses = [book.clause(version, rule) for rule in extra if rule not in known]
        citations = [
            {"rule": c.rule, "text": c.text, "version": version} for c in clauses if c
        ] + citations
    outcome = value
    if value not in (YES, NO, DEPENDS, UNKNOWN):
        value = DEPENDS  # a what-happens outcome: the answer spells it out
    elif candidate.invert and value in TURNED:
        value = TURNED[value]
        text = _turned(text, value)
    findings = [f.to_dict() for f in verdict.findings]
    return _Branch(label, value, text, citations, doc, outcome, findings, list(verdict.hints))


def _depends(branches: list[_Branch]) -> str:
    """ "Yes if you control battlefield 1 (421.2.a); no if no one controls battlefield 1
    (421.1)." For what-happens answers, each branch's outcomes in full."""
    if any(branch.verdict == DEPENDS for branch in branches):
        return " ".join(f"If {b.label}: {b.answer}" for b in branches)
    parts = []
    for branch in branches:
        rule = f" ({branch.citations[0]['rule']})" if branch.citations else ""
        parts.append(f"{branch.verdict} if {branch.label}{rule}")
    said = "; ".join(parts) + "."
    return said[0].upper() + said[1:]


def _judged(question: str, candidate: Candidate, version: str) -> AskAnswer:
    situations = [(" and ".join(candidate.defaults), candidate.doc), *candidate.alternatives]
    branches = []
    for label, doc in situations:
        branch = _branch(label, doc, candidate, version)
        if isinstance(branch, str):
            unknown = _unknown(question, branch, describe(doc), version)
            unknown.scenario = doc
            return unknown
        branches.append(branch)
    main = branches[0]
    answer = AskAnswer(
        question=question,
        verdict=main.verdict,
        answer=main.answer,
        rules_version=version,
        citations=main.citations,
        understood=describe(candidate.doc, candidate.invert),
        scenario=candidate.doc,
        findings=main.findings,
        hints=main.hints,
    )
    if len({(b.verdict, b.outcome) for b in branches}) == 1:
        answer.assumed = candidate.stated + [
            f"{label} (the answer is the same if {other})"
            for label, (other, _) in zip(candidate.defaults, candidate.alternatives, strict=True)
        ]
        return answer
    answer.assumed = list(candidate.stated)
    answer.verdict = DEPENDS
    answer.answer = _depends(branches)
    answer.branches = [b.to_dict() for b in branches]
    cited = {c["rule"]: c for b in branches for c in b.citations}
    answer.citations = list(cited.values())
    return answer


def _unknown(question: str, reason: str, words: str, version: str) -> AskAnswer:
    from judge.rules.rulebook import open_rulebook

    hits = open_rulebook().search(words, version, limit=SEARCH_LIMIT) if words else []
    look = " The clauses below are the closest matches in the rules." if hits else ""
    return AskAnswer(
        question=question,
        verdict=UNKNOWN,
        answer=f"Not answered: {reason}.{look}",
        rules_version=version,
        citations=[
            {"rule": h.clause.rule, "text": h.clause.text, "version": version} for h in hits
        ],
        understood=f"not understood: {reason}",
    )


def ask(question: str, rules_version: str | None = None) -> AskAnswer:
    """AskAnswer one question; UsageError when it is blank."""
    from judge.ask.cards import load_cards
    from judge.ask.choose import choose
    from judge.ask.lexicon import load_lexicon
    from judge.ask.parse import read
    from judge.rules.rulebook import open_rulebook

    if not question.strip():
        raise UsageError('the question is empty: ask e.g. judge ask "Is a recall a move?"')
    version = open_rulebook().resolve_version(rules_version)
    words = normalise(question)
    if len(question) > MAX_QUESTION_CHARS:  # what was cut off may have changed the question
        reason = f"the question is longer than {MAX_QUESTION_CHARS} characters; ask it shorter"
        return _unknown(question, reason, "", version)
    if foreign_share(question) > FOREIGN_SHARE:
        return _unknown(question, "the question does not seem to be in English", "", version)
    lexicon = load_lexicon()
    reading = read(question, lexicon, load_cards())
    choice = choose(reading)
    if choice.candidate is None:
        content = " ".join(w for w in words.split() if w not in lexicon.filler)
        return _unknown(question, choice.reason, content, version)
    candidate = choice.candidate
    answer = _judged(question, candidate, version)
    answer.reading = candidate.reader
    answer.notes = list(candidate.assumed)
    if answer.assumed:
        answer.notes.append("assumed: " + "; ".join(answer.assumed))
    answer.notes += [
        f"read '{typed}' as '{read_as}'" for typed, read_as in reading.tagged.corrections
    ]
    if reading.tagged.ignored:
        words = ", ".join(f"'{w}'" for w in dict.fromkeys(reading.tagged.ignored))
        answer.notes.append(f"ignored {words}: ordinary English with no rules meaning")
    return answer
