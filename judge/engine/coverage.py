"""`judge coverage`: clause by clause, which facts and scenarios cite each clause.

One pass (``citing``) judges the scenarios and gathers what every view needs: the facts
citing each clause, the scenarios whose verdict cites it, and which facts the scenarios saw
hold and fail. ``coverage`` shows the engine's areas (rules_data/coverage.yaml);
``judge.engine.coverage_all`` shows every clause of the version, grouped by the rulebook's
own sections.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge import yamlfile
from judge.engine.checking import CheckResult, check_paths
from judge.engine.citing import Citer
from judge.engine.facts import FactBook
from judge.engine.verdict import Finding
from judge.errors import DataError, quoted
from judge.paths import rules_data_dir
from judge.records import replace
from judge.rules.rulebook import Clause, Rulebook

# How a finding of the engine's justification counts: a fact seen to hold, or seen to fail.
# A step's event that happened is its fact holding; one the step found could not happen
# ("prevented") is its fact failing; a requirement an exception excused still failed.
HOLDING = frozenset({"held", "happened"})
FAILING = frozenset({"failed", "prevented", "excused"})


@dataclass(frozen=True)
class Cited:
    """A scenario whose verdict cites a clause: its name and its file."""

    name: str
    path: str


@dataclass(frozen=True)
class Citing:
    """What the facts and the judged scenarios cite, in one version."""

    facts_by_rule: dict[str, list[str]]
    scenarios_by_rule: dict[str, list[Cited]]
    held: dict[str, set[str]] = field(default_factory=dict)  # fact id -> scenario paths
    failed: dict[str, set[str]] = field(default_factory=dict)
    judged: int = 0
    failing_checks: int = 0  # scenarios whose expectation did not hold (counted all the same)

    def seen_held_and_failed(self, fact: str) -> bool:
        """Whether the scenarios saw ``fact`` hold (in one) and fail (in one)."""
        return bool(self.held.get(fact)) and bool(self.failed.get(fact))


@dataclass(frozen=True)
class ClauseCoverage:
    clause: Clause
    facts: tuple[str, ...]
    scenarios: tuple[Cited, ...]
    held_and_failed: bool = False
    """A fact citing the clause is seen by the scenarios both to hold and to fail."""

    @property
    def covered(self) -> bool:
        return bool(self.facts)


@dataclass(frozen=True)
class Counts:
    """How many clauses, and how many of them each kind of citing reaches."""

    clauses: int
    by_a_fact: int
    held_and_failed: int
    by_a_scenario: int


@dataclass(frozen=True)
class Section:
    name: str
    clauses: tuple[ClauseCoverage, ...]

    @property
    def counts(self) -> Counts:
        return Counts(
            len(self.clauses),
            sum(item.covered for item in self.clauses),
            sum(item.held_and_failed for item in self.clauses),
            sum(bool(item.scenarios) for item in self.clauses),
        )


def citing(rb: Rulebook, book: FactBook, version: str, scenario_paths: Iterable[Path]) -> Citing:
    """Judge the scenarios under ``version`` and gather who cites what.

    A scenario cites the clauses its verdict cites, as the engine judged it, not those its
    ``expect.cite`` lists: coverage is what the engine does, and a passing scenario's
    expected clauses are among its verdict's anyway. Held and failed come from the
    verdict's findings, the engine's own justification (those of the question and of the
    events the actions caused).
    """
    facts_by_rule: dict[str, list[str]] = {}
    for fact in book.facts:
        for rule in fact.clauses_in(version):
            facts_by_rule.setdefault(rule, []).append(fact.id)
    found = Citing(facts_by_rule, {})
    for item in check_paths(scenario_paths, version, Citer(rb)):
        if not isinstance(item, CheckResult):
            raise item.error  # a bad file would silently lower the counts
        found = _add(found, item)
    return found


def _add(found: Citing, item: CheckResult) -> Citing:
    """``found`` with one more judged scenario (its dicts are extended in place)."""
    cited = Cited(item.scenario.name, item.path)
    for rule in dict.fromkeys(item.verdict.cited_rules):
        found.scenarios_by_rule.setdefault(rule, []).append(cited)
    for finding in _walk(item.verdict.findings):
        if finding.status in HOLDING:
            found.held.setdefault(finding.fact, set()).add(item.path)
        elif finding.status in FAILING:
            found.failed.setdefault(finding.fact, set()).add(item.path)
    return replace(
        found, judged=found.judged + 1, failing_checks=found.failing_checks + (not item.ok)
    )


def _walk(findings: Iterable[Finding]) -> Iterable[Finding]:
    for finding in findings:
        if finding.fact:
            yield finding
        yield from _walk(finding.excused_by)


def clause_coverage(clause: Clause, found: Citing) -> ClauseCoverage:
    facts = tuple(found.facts_by_rule.get(clause.rule, ()))
    return ClauseCoverage(
        clause,
        facts,
        tuple(found.scenarios_by_rule.get(clause.rule, ())),
        any(map(found.seen_held_and_failed, facts)),
    )


def load_sections(version: str, path: Path | None = None) -> list[tuple[str, list[str]]]:
    path = path or rules_data_dir() / "coverage.yaml"
    document = yamlfile.load(path)
    items = document.get("sections") if isinstance(document, dict) else None
    if not isinstance(items, list) or not all(_is_section(item) for item in items):
        raise DataError(SECTIONS_EXPECTED, path=str(path))
    sections = []
    for item in items:
        roots = item["roots"].get(version)
        if roots is None:
            raise DataError(
                f"section {quoted(item['name'])} lists no roots for {version}", path=str(path)
            )
        sections.append((item["name"], list(roots)))
    return sections


SECTIONS_EXPECTED = "expected 'sections': a list of {name, roots: {version: [rule numbers]}}"


def _is_section(item: Any) -> bool:
    return (
        isinstance(item, dict)
        and isinstance(item.get("name"), str)
        and isinstance(item.get("roots"), dict)
        and all(isinstance(roots, list) for roots in item["roots"].values())
    )


def coverage(
    rb: Rulebook, book: FactBook, version: str, scenario_paths: Iterable[Path]
) -> list[Section]:
    """Each section's clauses with the facts citing them and the scenarios whose verdict does."""
    found = citing(rb, book, version, scenario_paths)
    return [
        Section(
            name,
            tuple(
                clause_coverage(clause, found)
                for root in roots
                for clause in _tree(rb, version, root)
            ),
        )
        for name, roots in load_sections(version)
    ]


def _tree(rb: Rulebook, version: str, rule: str) -> list[Clause]:
    clause = rb.require(version, rule)
    found = [clause]
    for child in rb.children(version, rule):
        found.extend(_tree(rb, version, child.rule))
    return found
