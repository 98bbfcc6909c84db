"""The engine: evaluate the facts that bear on a question and compose the verdict.

    from judge.engine import judge, judge_document
    judge_document({"question": {"is_move": "recall"}}).verdict    # "no"

Actions are "yes" unless a requirement fails that no held exception excuses; yes/no
queries take the answer of the facts that hold; what-happens queries list the outcomes of
the facts that hold; topics are explained by their facts' statements (verdict "depends").
"""

from __future__ import annotations

from typing import Any

from judge import compose
from judge.citing import Citer, default_citer
from judge.facts import FactBook, fact_book
from judge.model import Situation
from judge.predicates import NOT_APPLICABLE, Check
from judge.questions import EventQuery, Explain, Move, Query, Question, question_kind
from judge.reasoning import Evaluated, Judging, decide, decide_outcomes
from judge.remedies import REMEDIES
from judge.scenario import Scenario, load_document
from judge.verdict import DEPENDS, NO, UNKNOWN, YES, Verdict

ILLEGAL = "illegal"
NOTHING = "nothing"


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
    ctx = Judging(book or fact_book(), citer.resolve(rules_version), citer)
    if isinstance(question, Explain):
        return _explain(ctx, question.topic)
    evaluated = ctx.evaluate(question_kind(question), situation, question)
    if isinstance(question, Query):
        return _query(ctx, evaluated, question_kind(question))
    if isinstance(question, EventQuery) or (isinstance(question, Move) and question.query):
        return _outcome(ctx, evaluated, situation, question)
    return _action(ctx, evaluated, situation, question)


def judge_scenario(scenario: Scenario, rules_version: str | None = None, **kw: Any) -> Verdict:
    """Judge a loaded scenario, under its own rules version unless another is given."""
    version = rules_version or scenario.rules_version
    return judge(scenario.situation, scenario.question, version, **kw)


def judge_document(document: dict[str, Any], rules_version: str | None = None) -> Verdict:
    """Load a scenario document (docs/scenarios.md) and judge it."""
    scenario = load_document(document, topics=fact_book().topics)
    return judge_scenario(scenario, rules_version)


def _action(
    ctx: Judging, evaluated: list[Evaluated], situation: Situation, question: Question
) -> Verdict:
    failures, excused = decide(evaluated)
    findings = tuple(ctx.finding(e, excused.get(e.fact.id)) for e in evaluated)
    kind = question_kind(question)
    if failures:
        hints = tuple(_hints(ctx, failures, situation, question))
        reasons = [e.check.reason for e in failures] + _missed_exceptions(evaluated, failures)
        answer = compose.no_answer(reasons, hints)
        return Verdict(NO, answer, ctx.version, ctx.cite(failures), findings, hints, kind)
    # The facts that made the difference (an exception, a keyword) are cited first.
    held = sorted((e for e in evaluated if e.held), key=lambda e: not e.check.notable)
    answer = compose.yes_answer([e.check for e in held])
    return Verdict(YES, answer, ctx.version, ctx.cite(held), findings, (), kind)


def _missed_exceptions(evaluated: list[Evaluated], failures: list[Evaluated]) -> list[str]:
    """Why the exceptions to the failed facts (Ambush, Ganking...) did not apply."""
    failed_ids = {item.fact.id for item in failures}
    return [
        e.check.reason
        for e in evaluated
        if e.check.status == "failed" and failed_ids & set(e.fact.exception_to)
    ]


def _hints(
    ctx: Judging, failures: list[Evaluated], situation: Situation, question: Question
) -> list[str]:
    """Each remedy of a failed fact that, applied to the situation, makes the action legal."""
    hints: list[str] = []
    for item in failures:
        for name in item.fact.remedies:
            remedy = REMEDIES[name]
            changed = remedy.apply(situation, question)
            if changed is None:
                continue
            again = ctx.evaluate(question_kind(changed[1]), *changed)
            words = f"legal if {remedy.words(question)}"
            if not decide(again)[0] and words not in hints:
                hints.append(words)
    return hints


def _query(ctx: Judging, evaluated: list[Evaluated], kind: str) -> Verdict:
    answering = [e for e in evaluated if e.held and e.fact.answers]
    findings = tuple(ctx.finding(e) for e in evaluated)
    if not answering:
        answer = "The encoded rules don't answer this question in this situation."
        return Verdict(UNKNOWN, answer, ctx.version, (), findings, (), kind)
    if len({e.fact.answers for e in answering}) > 1:  # facts disagree: never pick one silently
        answer = "The encoded rules give conflicting answers here; a judge must decide."
        return Verdict(UNKNOWN, answer, ctx.version, ctx.cite(answering), findings, (), kind)
    verdict = answering[0].fact.answers
    agreeing = answering
    answer = compose.query_answer(verdict, [e.fact.statement for e in agreeing])
    return Verdict(verdict, answer, ctx.version, ctx.cite(agreeing), findings, (), kind)


def _outcome(
    ctx: Judging, evaluated: list[Evaluated], situation: Situation, question: Question
) -> Verdict:
    kind = question_kind(question)
    cancelled, cancelling = decide_outcomes(evaluated)
    held = [e for e in evaluated if e.held and not e.fact.exception_to and e not in cancelled]
    held += cancelling
    if isinstance(question, Move):
        moving = ctx.evaluate(question.kind, situation, question)
        failures, _ = decide(moving)
        instead = _otherwise(ctx, failures, situation, question)
        if failures and not instead:
            legality = _action(ctx, moving, situation, question)
            return Verdict(
                ILLEGAL,
                legality.answer,
                ctx.version,
                legality.citations,
                legality.findings,
                legality.hints,
                kind,
            )
        if instead:
            evaluated, held = failures + instead, failures + instead
    outcomes = tuple(
        e.check.value or e.fact.outcome
        for e in held
        if e.held and (e.check.value or e.fact.outcome)
    )
    findings = tuple(ctx.finding(e) for e in evaluated)
    event = getattr(question, "event", "").strip().lower()
    if not event:
        answer = compose.outcome_answer([e.check.reason for e in held])
        verdict = ", ".join(outcomes) or NOTHING
        return Verdict(verdict, answer, ctx.version, ctx.cite(held), findings, (), kind, outcomes)
    about = [
        e
        for e in evaluated
        if e.fact.outcome == event and e.check.status != NOT_APPLICABLE and e not in cancelled
    ] + cancelling or held
    happens = event in outcomes
    answer = compose.event_answer(happens, [e.check.reason for e in about])
    verdict = YES if happens else NO
    return Verdict(verdict, answer, ctx.version, ctx.cite(about), findings, (), kind, outcomes)


def _otherwise(
    ctx: Judging, failures: list[Evaluated], situation: Situation, question: Move
) -> list[Evaluated]:
    """What happens instead of a move effect whose every failure names an ``otherwise`` fact
    (an effect's invalid destination recalls the unit); empty when the move is just illegal."""
    if question.kind != "move_effect" or not failures:
        return []
    if not all(item.fact.otherwise for item in failures):
        return []
    facts = {item.fact.otherwise: ctx.book.by_id[item.fact.otherwise] for item in failures}
    instead = [
        Evaluated(fact, ctx.book.predicates[fact.predicate](situation, question))
        for fact in facts.values()
        if ctx.states(fact)
    ]
    return instead if instead and all(item.held for item in instead) else []


def _explain(ctx: Judging, topic: str) -> Verdict:
    facts = [fact for fact in ctx.book.by_topic.get(topic, []) if ctx.states(fact)]
    if not facts:
        answer = f"No facts explain {topic!r} in {ctx.version}."
        return Verdict(UNKNOWN, answer, ctx.version, (), (), (), "explain")
    items = [Evaluated(fact, Check("explained")) for fact in facts]
    answer = " ".join(fact.statement for fact in facts)
    return Verdict(DEPENDS, answer, ctx.version, ctx.cite(items), (), (), "explain")
