"""The engine: evaluate the facts that bear on a question and compose the verdict.

    from judge.engine import judge, judge_document
    judge_document({"question": {"is_move": "recall"}}).verdict    # "no"

Actions are "yes" unless a requirement fails that no held exception excuses; yes/no
queries take the answer of the facts that hold; what-happens queries list the outcomes of
the facts that hold; topics are explained by their facts' statements (verdict "depends").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from judge import compose
from judge.citing import Citer, default_citer
from judge.facts import Fact, FactBook, fact_book
from judge.model import Situation
from judge.predicates import FAILED, HELD, Check
from judge.questions import EventQuery, Explain, Move, Query, Question, question_kind
from judge.remedies import REMEDIES
from judge.scenario import Scenario, load_document
from judge.verdict import DEPENDS, NO, UNKNOWN, YES, Citation, Finding, Verdict

StatedIn = Callable[[Fact], bool]


def stated_in(version: str, citer: Citer) -> StatedIn:
    """A complete version that cites nothing for a fact does not state it, so the fact does not
    apply there; a partial version may hold the rule without our holding its number."""
    complete = citer.is_complete(version)
    return lambda fact: bool(fact.clauses_in(version)) or not complete


@dataclass(frozen=True)
class Evaluated:
    fact: Fact
    check: Check


def judge(
    situation: Situation,
    question: Question,
    rules_version: str | None = None,
    *,
    citer: Citer | None = None,
    book: FactBook | None = None,
) -> Verdict:
    """Judge ``question`` in ``situation`` under ``rules_version`` (default: newest complete)."""
    citer = citer or default_citer()
    book = book or fact_book()
    version = citer.resolve(rules_version)
    if isinstance(question, Explain):
        return _explain(book, question.topic, version, citer)
    stated = stated_in(version, citer)
    evaluated = evaluate(book, question_kind(question), situation, question, stated)
    if isinstance(question, Query):
        return _query(evaluated, version, citer, question_kind(question))
    if isinstance(question, EventQuery) or (isinstance(question, Move) and question.query):
        return _outcome(book, evaluated, situation, question, version, citer)
    return _action(book, evaluated, situation, question, version, citer)


def judge_scenario(scenario: Scenario, rules_version: str | None = None, **kw: Any) -> Verdict:
    """Judge a loaded scenario, under its own rules version unless another is given."""
    return judge(
        scenario.situation, scenario.question, rules_version or scenario.rules_version, **kw
    )


def judge_document(document: dict[str, Any], rules_version: str | None = None) -> Verdict:
    """Load a scenario document (docs/scenarios.md) and judge it."""
    scenario = load_document(document, topics=fact_book().topics)
    return judge_scenario(scenario, rules_version)


def evaluate(
    book: FactBook, kind: str, situation: Situation, question: Question, stated: StatedIn
) -> list[Evaluated]:
    """Run the predicate of every fact that bears on ``kind`` and that the version states."""
    return [
        Evaluated(fact, book.predicates[fact.predicate](situation, question))
        for fact in book.by_kind.get(kind, [])
        if stated(fact)
    ]


def _finding(item: Evaluated, version: str, excused_by: tuple[Finding, ...] = ()) -> Finding:
    status = "excused" if excused_by else item.check.status
    return Finding(
        item.fact.id,
        item.fact.statement,
        status,
        item.check.reason,
        item.fact.clauses_in(version),
        excused_by,
    )


def _cite(items: list[Evaluated], version: str, citer: Citer) -> tuple[Citation, ...]:
    rules: list[str] = []
    for item in items:
        rules.extend(rule for rule in item.fact.clauses_in(version) if rule not in rules)
    return citer.cite(version, rules)


def decide(
    evaluated: list[Evaluated],
) -> tuple[list[Evaluated], list[Evaluated], dict[str, list[Evaluated]]]:
    """Failures no exception excuses, the held facts, and which exceptions excused what."""
    exceptions = [e for e in evaluated if e.fact.exception_to and e.check.status == HELD]
    failures: list[Evaluated] = []
    excused: dict[str, list[Evaluated]] = {}
    for item in evaluated:
        if item.fact.exception_to or item.check.status != FAILED:
            continue
        subjects = set(item.check.subjects)
        by = [
            e
            for e in exceptions
            if item.fact.id in e.fact.exception_to and subjects <= set(e.check.subjects)
        ]
        if by:
            excused[item.fact.id] = by
        else:
            failures.append(item)
    held = [e for e in evaluated if e.check.status == HELD]
    return failures, held, excused


def _action(
    book: FactBook,
    evaluated: list[Evaluated],
    situation: Situation,
    question: Question,
    version: str,
    citer: Citer,
) -> Verdict:
    failures, held, excused = decide(evaluated)
    findings = tuple(
        _finding(e, version, tuple(_finding(x, version) for x in excused.get(e.fact.id, [])))
        for e in evaluated
    )
    if failures:
        hints = tuple(_hints(book, failures, situation, question, version, citer))
        answer = compose.no_answer([e.check.reason for e in failures], hints)
        return Verdict(
            NO,
            answer,
            version,
            _cite(failures, version, citer),
            findings,
            hints,
            question_kind(question),
        )
    answer = compose.yes_answer([e.check for e in held])
    return Verdict(
        YES, answer, version, _cite(held, version, citer), findings, (), question_kind(question)
    )


def _hints(
    book: FactBook,
    failures: list[Evaluated],
    situation: Situation,
    question: Question,
    version: str,
    citer: Citer,
) -> list[str]:
    hints: list[str] = []
    for item in failures:
        for name in item.fact.remedies:
            remedy = REMEDIES[name]
            changed = remedy.apply(situation, question)
            if changed is None:
                continue
            again = evaluate(book, question_kind(changed[1]), *changed, stated_in(version, citer))
            if (
                not decide(again)[0]
                and (words := f"legal if {remedy.words(question)}") not in hints
            ):
                hints.append(words)
    return hints


def _query(evaluated: list[Evaluated], version: str, citer: Citer, kind: str) -> Verdict:
    answering = [e for e in evaluated if e.check.status == HELD and e.fact.answers]
    findings = tuple(_finding(e, version) for e in evaluated)
    if not answering:
        answer = "The encoded rules don't answer this question in this situation."
        return Verdict(UNKNOWN, answer, version, (), findings, (), kind)
    verdict = answering[0].fact.answers
    agreeing = [e for e in answering if e.fact.answers == verdict]
    answer = compose.query_answer(verdict, [e.fact.statement for e in agreeing])
    return Verdict(verdict, answer, version, _cite(agreeing, version, citer), findings, (), kind)


def _outcome(
    book: FactBook,
    evaluated: list[Evaluated],
    situation: Situation,
    question: Question,
    version: str,
    citer: Citer,
) -> Verdict:
    kind = question_kind(question)
    findings = tuple(_finding(e, version) for e in evaluated)
    held = [e for e in evaluated if e.check.status == HELD]
    instead = [e for e in held if e.fact.instead]
    if instead:
        held = instead
    elif isinstance(question, Move):
        legality = _action(
            book,
            evaluate(book, question.kind, situation, question, stated_in(version, citer)),
            situation,
            question,
            version,
            citer,
        )
        if legality.verdict == NO:
            return Verdict(
                "illegal",
                legality.answer,
                version,
                legality.citations,
                legality.findings,
                legality.hints,
                kind,
            )
    outcomes = [e.check.value or e.fact.outcome for e in held if e.check.value or e.fact.outcome]
    reasons = [e.check.reason for e in held]
    event = getattr(question, "event", "")
    if event:
        wanted = event.strip().lower()
        happens = wanted in outcomes
        about = [
            e for e in evaluated if e.fact.outcome == wanted and e.check.status != "not applicable"
        ] or held
        answer = compose.event_answer(happens, [e.check.reason for e in about])
        return Verdict(
            YES if happens else NO,
            answer,
            version,
            _cite(about, version, citer),
            findings,
            (),
            kind,
            tuple(outcomes),
        )
    verdict = ", ".join(outcomes) or "nothing"
    return Verdict(
        verdict,
        compose.outcome_answer(reasons),
        version,
        _cite(held, version, citer),
        findings,
        (),
        kind,
        tuple(outcomes),
    )


def _explain(book: FactBook, topic: str, version: str, citer: Citer) -> Verdict:
    stated = stated_in(version, citer)
    facts = [fact for fact in book.by_topic.get(topic, []) if stated(fact)]
    if not facts:
        return Verdict(UNKNOWN, f"No facts explain {topic!r}.", version, (), (), (), "explain")
    items = [Evaluated(fact, Check("explained")) for fact in facts]
    answer = " ".join(fact.statement for fact in facts)
    return Verdict(DEPENDS, answer, version, _cite(items, version, citer), (), (), "explain")
