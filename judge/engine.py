"""The engine: evaluate the facts that bear on a question and compose the verdict.

    from judge.engine import judge, judge_document
    judge_document({"question": {"is_move": "recall"}}).verdict    # "no"

Actions are "yes" unless a requirement fails that no held exception excuses; yes/no
queries take the answer of the facts that hold; what-happens queries list the outcomes of
the facts that hold; topics are explained by their facts' statements (verdict "depends").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge import compose
from judge.citing import Citer, default_citer
from judge.errors import quoted
from judge.facts import FactBook, fact_book
from judge.model import Situation
from judge.predicates import NOT_APPLICABLE, Check
from judge.questions import (
    EventQuery,
    Explain,
    Hide,
    Move,
    Play,
    Query,
    Question,
    question_kind,
)
from judge.reasoning import Evaluated, Judging, decide, decide_outcomes
from judge.remedies import REMEDIES
from judge.scenario import Scenario, load_document
from judge.verdict import DEPENDS, NO, UNKNOWN, YES, Finding, Verdict

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
    absent = _keywords_not_in_version(ctx, situation, question)
    if absent:
        return _not_in_version(ctx, absent, question)
    evaluated = ctx.evaluate(question_kind(question), situation, question)
    if isinstance(question, Query):
        return _cited_or_unknown(_query(ctx, evaluated, question_kind(question)))
    if isinstance(question, EventQuery) or (isinstance(question, Move) and question.query):
        return _cited_or_unknown(_outcome(ctx, evaluated, situation, question))
    return _cited_or_unknown(_action(ctx, evaluated, situation, question))


def _decisive_without_clause(ctx: Judging, exceptions: list[Evaluated]) -> list[Evaluated]:
    """The exceptions that decide the verdict but cite no clause we hold for this version."""
    return [e for e in exceptions if not ctx.numbers(e.fact)[1]]


def _rests_on_no_clause(
    ctx: Judging, unheld: list[Evaluated], findings: tuple[Finding, ...], question: Question
) -> Verdict:
    statements = " ".join(dict.fromkeys(e.fact.statement for e in unheld))
    answer = (
        f"This turns on a rule we hold no clause of in the {ctx.version} Core Rules "
        f"({statements.rstrip('.')}), so this version, as held, cannot settle it."
    )
    return Verdict(UNKNOWN, answer, ctx.version, (), findings, (), question_kind(question))


def _cited_or_unknown(verdict: Verdict) -> Verdict:
    """A yes or no must rest on a clause of its version; without one it is not an answer."""
    if verdict.verdict not in (YES, NO) or verdict.citations:
        return verdict
    answer = (
        f"The facts that decide this cite no clause of the {verdict.rules_version} Core Rules, "
        "so this version cannot settle it."
    )
    return replace(verdict, verdict=UNKNOWN, answer=answer)


def _keywords_not_in_version(ctx: Judging, situation: Situation, question: Question) -> list[str]:
    """Keywords on the cards of the situation or question that the facts know but this
    version lacks.

    Judging a Deploy gear under a version without Deploy would silently treat it as plain
    gear; the honest answer is that this version cannot say. A query about the rules
    themselves ("is a recall a move?") does not depend on the cards on the board.
    """
    if isinstance(question, Query):
        return []
    carried: set[str] = set()
    for unit in situation.units:
        carried |= unit.keywords
    for gear in situation.gear:
        carried |= gear.keywords
    for card in situation.cards:
        carried |= card.keywords
    if isinstance(question, Play | Hide):
        carried |= question.card.keywords
    return sorted(
        keyword
        for keyword in carried
        if (facts := ctx.book.by_keyword.get(keyword)) and not any(map(ctx.states, facts))
    )


def _not_in_version(ctx: Judging, keywords: list[str], question: Question) -> Verdict:
    one = len(keywords) == 1
    answer = (
        f"{' and '.join(keywords)} {'is' if one else 'are'} not part of the {ctx.version} "
        f"Core Rules; ask under a version that has {'it' if one else 'them'}."
    )
    return Verdict(UNKNOWN, answer, ctx.version, (), (), (), question_kind(question))


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
    unheld = _decisive_without_clause(ctx, [e for by in excused.values() for e in by])
    if unheld:
        return _rests_on_no_clause(ctx, unheld, findings, question)
    kind = question_kind(question)
    if failures:
        hints = tuple(_hints(ctx, failures, situation, question))
        reasons = [e.check.reason for e in failures] + _missed_exceptions(evaluated, failures)
        answer = compose.no_answer(reasons, hints)
        return Verdict(NO, answer, ctx.version, ctx.cite(failures), findings, hints, kind)
    # The facts that made the difference (an exception, a keyword) are cited first, then the
    # rules they beat, then the rest of what held.
    held = sorted((e for e in evaluated if e.held), key=lambda e: not e.check.notable)
    beaten = [e for e in evaluated if e.fact.id in excused]
    notable = [e for e in held if e.check.notable]
    cited = notable + beaten + [e for e in held if not e.check.notable]
    answer = compose.yes_answer([e.check for e in held])
    return Verdict(YES, answer, ctx.version, ctx.cite(cited), findings, (), kind)


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
    unheld = _decisive_without_clause(ctx, cancelling)
    if unheld:
        findings = tuple(ctx.finding(e) for e in evaluated)
        return _rests_on_no_clause(ctx, unheld, findings, question)
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
        answer = f"No facts explain {quoted(topic)} in {ctx.version}."
        return Verdict(UNKNOWN, answer, ctx.version, (), (), (), "explain")
    items = [Evaluated(fact, Check("explained")) for fact in facts]
    answer = " ".join(fact.statement for fact in facts)
    return Verdict(DEPENDS, answer, ctx.version, ctx.cite(items), (), (), "explain")
