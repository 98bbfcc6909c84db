"""Evaluating facts in a situation and deciding which failures count.

A requirement that fails counts unless a held exception (``exception_to``) covers the same
units or cards; exceptions themselves never count as failures.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.engine.citing import Citer
from judge.engine.facts import Fact, FactBook
from judge.engine.predicates import FAILED, HELD, Check
from judge.engine.questions import Question
from judge.engine.state import GameState
from judge.engine.verdict import Citation, Finding


@dataclass(frozen=True)
class Evaluated:
    """A fact and what its check found."""

    fact: Fact
    check: Check

    @property
    def held(self) -> bool:
        return self.check.status == HELD


@dataclass(frozen=True)
class Judging:
    """What every step of one judgement needs: the facts, the version and the citer."""

    book: FactBook
    version: str
    citer: Citer
    stated: dict[str, bool] = field(default_factory=dict, compare=False, repr=False)
    """What ``states`` found for each fact id (steps ask it often)."""
    runs: dict[tuple[str, ...], tuple[Fact, ...]] = field(
        default_factory=dict, compare=False, repr=False
    )
    """What ``steps`` found for each list of step facts."""
    judging: dict[str, tuple[Fact, ...]] = field(default_factory=dict, compare=False, repr=False)
    """What ``judges`` found for each question kind."""

    @classmethod
    def of(cls, book: FactBook, version: str, citer: Citer) -> Judging:
        """A judgement's context whose findings about the facts (``stated``, ``runs``) are
        shared with every other judgement under the same book, version and citer: they
        depend on nothing else, and a cleanup asks them for some forty facts each time."""
        found = book.judged.setdefault(citer, {})
        stated, runs, judging = found.setdefault(version, ({}, {}, {}))
        return cls(book, version, citer, stated, runs, judging)

    def states(self, fact: Fact) -> bool:
        """Whether the fact holds in this version: it cites numbers there, or the version
        states it without a number we hold (``uncited_in``), or the version is partial and
        the complete version it builds on states it."""
        found = self.stated.get(fact.id)
        if found is None:
            found = self.stated[fact.id] = states(fact, self.version, self.citer)
        return found

    def states_id(self, fact_id: str) -> bool:
        """``states`` of the fact with this id."""
        found = self.stated.get(fact_id)
        return self.states(self.book.by_id[fact_id]) if found is None else found

    def steps(self, ids: tuple[str, ...]) -> tuple[Fact, ...]:
        """The facts ``ids`` that this version states, in order: the steps that run (each
        step's code is looked up as it runs, in ``book.steps``)."""
        found = self.runs.get(ids)
        if found is None:
            facts = [self.book.by_id[fact_id] for fact_id in ids]
            found = self.runs[ids] = tuple(f for f in facts if self.states(f))
        return found

    def judges(self, kind: str) -> tuple[Fact, ...]:
        """The facts that bear on ``kind`` and that the version states."""
        found = self.judging.get(kind)
        if found is None:
            facts = self.book.by_kind.get(kind, [])
            found = self.judging[kind] = tuple(f for f in facts if self.states(f))
        return found

    def evaluate(self, kind: str, situation: GameState, question: Question) -> list[Evaluated]:
        """Run the predicate of every fact that bears on ``kind`` and that the version states."""
        predicates = self.book.predicates
        return [
            Evaluated(fact, predicates[fact.predicate](situation, question))
            for fact in self.judges(kind)
        ]

    def unstated_holding(
        self, kind: str, situation: GameState, question: Question
    ) -> list[Evaluated]:
        """The facts bearing on ``kind`` that this version does not state and whose predicate
        holds here: the rule that would decide the question under another version."""
        predicates = self.book.predicates
        stated = {f.id for f in self.judges(kind)}
        others = [f for f in self.book.by_kind.get(kind, []) if f.id not in stated]
        found = [Evaluated(f, predicates[f.predicate](situation, question)) for f in others]
        return [e for e in found if e.held and e.fact.answers]

    def cite(self, items: list[Evaluated]) -> tuple[Citation, ...]:
        """The clauses of ``items``' facts, in order, once each, naming the facts citing them."""
        wanted: dict[tuple[str, str], list[str]] = {}
        for item in items:
            version, rules = self.numbers(item.fact)
            for rule in rules:
                wanted.setdefault((version, rule), []).append(item.fact.id)
        text = self.citer.text
        return tuple(
            Citation(rule, text(version, rule), version, tuple(facts))
            for (version, rule), facts in wanted.items()
        )

    def numbers(self, fact: Fact) -> tuple[str, tuple[str, ...]]:
        """The version to cite and the fact's numbers in it: this version's own, or, for a
        partial version that holds none of them, those of the version it builds on (each
        citation names its version, so nothing is passed off under the wrong one)."""
        own = fact.clauses_in(self.version)
        if own or self.citer.is_complete(self.version):
            return self.version, own
        base = self.citer.base_of(self.version)
        return (base, fact.clauses_in(base)) if base else (self.version, own)

    def finding(self, item: Evaluated, excused_by: list[Evaluated] | None = None) -> Finding:
        children = tuple(self.finding(child) for child in excused_by or [])
        return Finding(
            item.fact.id,
            item.fact.statement,
            "excused" if children else item.check.status,
            item.check.reason,
            item.fact.clauses_in(self.version),
            children,
        )


def states(fact: Fact, version: str, citer: Citer) -> bool:
    if fact.clauses_in(version) or version in fact.uncited_in:
        return True
    if citer.is_complete(version):
        return False
    base = citer.base_of(version)
    return base is not None and states(fact, base, citer)


def decide(evaluated: list[Evaluated]) -> tuple[list[Evaluated], dict[str, list[Evaluated]]]:
    """The failures no exception excuses, and which exceptions excused which fact."""
    exceptions = [e for e in evaluated if e.fact.exception_to and e.held]
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
    return failures, excused


def decide_outcomes(evaluated: list[Evaluated]) -> tuple[list[Evaluated], list[Evaluated]]:
    """The held outcomes a held exception cancels for all their subjects (Deploy gear is not
    recalled from a battlefield), and the exceptions that cancel them."""
    exceptions = [e for e in evaluated if e.fact.exception_to and e.held]
    cancelled: list[Evaluated] = []
    cancelling: list[Evaluated] = []
    for item in evaluated:
        if not item.held or item.fact.exception_to:
            continue
        by = [
            e
            for e in exceptions
            if item.fact.id in e.fact.exception_to
            and set(item.check.subjects) <= set(e.check.subjects)
        ]
        if by:
            cancelled.append(item)
            cancelling.extend(e for e in by if e not in cancelling)
    return cancelled, cancelling
