"""`judge ask`: a question in plain English to a verdict, an answer and the clauses.

The question is read into a scenario document, loaded by the same loader as `judge check`
and judged by the engine; nothing here decides a rule. When no reading accounts for the
whole question the verdict is "unknown" and the clauses the rulebook search finds most
relevant are listed instead, so the judge still has somewhere to look.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.ask.describe import describe
from judge.ask.normalise import disguised, foreign_share, normalise
from judge.ask.situation import Doc
from judge.engine.verdict import DEPENDS, NO, UNKNOWN, YES
from judge.errors import DataError, UsageError, quoted

TURNED = {YES: NO, NO: YES}
FOREIGN_SHARE = 0.3
SEARCH_LIMIT = 5
NOT_ANSWERED = "Not answered"


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
        }


def _turned(answer: str, verdict: str) -> str:
    """The engine's answer to the turned-round question, opened with the asker's yes/no."""
    for opening in ("Yes.", "No.", "Yes,", "No,"):
        if answer.startswith(opening):
            answer = answer[len(opening) :].lstrip()
            break
    return f"{verdict.capitalize()}. {answer}"


def _judged(question: str, doc: Doc, invert: bool, version: str) -> AskAnswer:
    from judge.engine.judging import judge_document

    try:
        verdict = judge_document(doc, version)
    except DataError as error:  # a document ask built and the loader refused: a bug, said plainly
        return _unknown(question, f"the situation read could not be judged ({error})", "", version)
    value, text = verdict.verdict, verdict.answer
    if value == UNKNOWN:  # the facts do not settle it in this version: say so, point to rules
        if text.startswith(NOT_ANSWERED):  # the engine said why, in plain words
            reason = text.removeprefix(NOT_ANSWERED).lstrip(":").strip().rstrip(".")
        else:
            reason = f"the {version} rules as encoded do not settle this: {text.rstrip('.')}"
        unknown = _unknown(question, reason, describe(doc), version)
        unknown.understood = describe(doc, invert)  # understood, but not settled
        unknown.scenario = doc
        return unknown
    if value not in (YES, NO, DEPENDS, UNKNOWN):
        value = DEPENDS  # a what-happens outcome: the answer spells it out
    elif invert and value in TURNED:
        value = TURNED[value]
        text = _turned(text, value)
    return AskAnswer(
        question=question,
        verdict=value,
        answer=text,
        rules_version=verdict.rules_version,
        citations=[
            {"rule": c.rule, "text": c.text, "version": c.version} for c in verdict.citations
        ],
        understood=describe(doc, invert),
        scenario=doc,
        findings=[f.to_dict() for f in verdict.findings],
        hints=list(verdict.hints),
    )


def _unknown(question: str, reason: str, words: str, version: str) -> AskAnswer:
    from judge.rules.rulebook import open_rulebook

    hits = open_rulebook().search(words, version, limit=SEARCH_LIMIT).hits if words else []
    look = " The clauses below are the closest matches in the rules." if hits else ""
    return AskAnswer(
        question=question,
        verdict=UNKNOWN,
        answer=f"{NOT_ANSWERED}{'' if reason.startswith('under ') else ':'} {reason}.{look}",
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
    if foreign_share(question) > FOREIGN_SHARE:
        return _unknown(question, "the question does not seem to be in English", "", version)
    lexicon = load_lexicon()
    reading = read(question, lexicon, load_cards())
    choice = choose(reading)
    if choice.candidate is None:
        content = " ".join(w for w in words.split() if w not in lexicon.filler)
        return _unknown(question, choice.reason, content, version)
    candidate = choice.candidate
    answer = _judged(question, candidate.doc, candidate.invert, version)
    answer.reading = candidate.reader
    answer.notes = list(candidate.assumed)
    answer.notes += [
        f"read {quoted(typed)} as '{plain}' (look-alike, full-width or invisible characters)"
        for typed, plain in disguised(question)
    ]
    answer.notes += [
        f"read '{typed}' as '{read_as}'" for typed, read_as in reading.tagged.corrections
    ]
    return answer
