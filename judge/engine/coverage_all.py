"""`judge coverage --all`: every clause of a version, grouped by the rulebook's sections.

A clause here is a numbered text that is not a heading (a heading is only a title: "452
Combat"); a number printed twice (a declared duplicate) is listed once. The rulebook's
sections are its own top-level headings, each running to the next one ("301 The Turn"
holds 301 to 306, "307 States of the Turn" 307 to 310): the rulebook does not nest them.
The targets of rules_data/coverage.yaml (issues' ranges) are summed up beside them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge import yamlfile
from judge.engine.coverage import ClauseCoverage, Section, citing, clause_coverage
from judge.engine.facts import FactBook
from judge.errors import DataError, NotFoundError, UsageError, quoted
from judge.paths import rules_data_dir
from judge.rules import rulenum
from judge.rules.rulebook import Clause, Rulebook


@dataclass(frozen=True)
class Span:
    """A part of the rulebook: one number and everything under it (``144.2``), or the
    top-level numbers ``first`` to ``last`` and everything under them (``301-317``). A
    top-level number that heads a section of the rulebook stands for that section (``712``
    Bonus Damage: 712 to 715), as the rulebook's own contents would."""

    first: str
    last: str = ""
    label: str = ""

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(
                self, "label", f"{self.first}-{self.last}" if self.last else self.first
            )

    def holds(self, rule: str) -> bool:
        if not self.last:
            return rule == self.first or rule.startswith(self.first + ".")
        top = int(rule.split(".")[0])
        return int(self.first) <= top <= int(self.last)


SPAN_EXPECTED = 'a rule number ("452", "144.2") or a range of top-level numbers ("301-317")'


def parse_span(text: str) -> Span | None:
    """The span ``text`` names, or None when it names none."""
    first, dash, last = (part.strip() for part in text.partition("-"))
    if not dash:
        number = rulenum.normalize(first)
        return Span(number) if rulenum.is_rule_number(number) else None
    if not all(len(p) == 3 and p.isascii() and p.isdigit() for p in (first, last)):
        return None
    return Span(first, last) if first <= last else None


def span_option(text: str) -> Span:
    """A ``--section`` value as a span, or UsageError saying what is expected."""
    span = parse_span(text)
    if span is None:
        raise UsageError(f"--section {quoted(text)}: expected {SPAN_EXPECTED}")
    return span


@dataclass(frozen=True)
class Target:
    """A named list of spans (an issue's ranges) and each span's clauses."""

    name: str
    spans: tuple[Section, ...]

    @property
    def total(self) -> Section:
        """Every clause of the spans, once."""
        seen: dict[str, ClauseCoverage] = {}
        for span in self.spans:
            for item in span.clauses:
                seen.setdefault(item.clause.rule, item)
        return Section(self.name, tuple(seen.values()))


@dataclass(frozen=True)
class AllCoverage:
    version: str
    clauses: tuple[ClauseCoverage, ...]
    sections: tuple[Section, ...]
    targets: tuple[Target, ...]
    judged: int
    failing_checks: int
    spans: tuple[Span, ...] = ()  # the parts of the rulebook asked for (none: all of it)

    @property
    def total(self) -> Section:
        return Section("total", self.clauses)


def coverage_all(
    rb: Rulebook,
    book: FactBook,
    version: str,
    scenario_paths: Iterable[Path],
    spans: tuple[Span, ...] = (),
) -> AllCoverage:
    """Every clause of ``version`` (those in ``spans`` when given) with the facts and the
    scenarios citing it, per rulebook section, and the targets of the version (without
    ``spans`` only)."""
    grouped = sections_of(rb, version)
    heads = sorted(
        int(c.rule) for c in rb.clauses(version) if c.heading and rulenum.parent(c.rule) is None
    )
    spans = tuple(_resolved(span, heads) for span in spans)
    if spans:
        chosen = [
            (name, [c for c in clauses if _within(c.rule, spans)]) for name, clauses in grouped
        ]
        grouped = [(name, clauses) for name, clauses in chosen if clauses]
        if not grouped:
            listed = ", ".join(span.label for span in spans)
            raise NotFoundError(f"no clause of the {version} Core Rules in --section {listed}")
    targets = [
        (name, [_resolved(span, heads) for span in target_spans])
        for name, target_spans in ([] if spans else load_targets(version))
    ]
    found = citing(rb, book, version, scenario_paths)
    sections = tuple(
        Section(name, tuple(clause_coverage(clause, found) for clause in clauses))
        for name, clauses in grouped
    )
    everything = tuple(item for section in sections for item in section.clauses)
    return AllCoverage(
        version,
        everything,
        sections,
        tuple(_target(name, target_spans, everything) for name, target_spans in targets),
        found.judged,
        found.failing_checks,
        spans,
    )


def _target(name: str, spans: list[Span], clauses: tuple[ClauseCoverage, ...]) -> Target:
    return Target(
        name,
        tuple(
            Section(span.label, tuple(c for c in clauses if span.holds(c.clause.rule)))
            for span in spans
        ),
    )


def _resolved(span: Span, sections: list[int]) -> Span:
    """``span`` with a number that heads a section read as that section."""
    if span.last or not span.first.isdigit() or int(span.first) not in sections:
        return span
    after = [top for top in sections if top > int(span.first)]
    last = after[0] - 1 if after else 999
    return Span(span.first, f"{last:03d}", span.label)


def _within(rule: str, spans: tuple[Span, ...]) -> bool:
    return any(span.holds(rule) for span in spans)


def sections_of(rb: Rulebook, version: str) -> list[tuple[str, list[Clause]]]:
    """The rulebook's sections in order, each named by its numbers and its heading ("301-306
    The Turn"), with its clauses; a heading with no clause of its own before the next one
    (a chapter's title, "314 Phases of the Turn") makes no section."""
    groups: list[tuple[Clause | None, list[Clause]]] = [(None, [])]
    listed: set[str] = set()
    for clause in rb.clauses(version):
        if clause.heading and rulenum.parent(clause.rule) is None:
            groups.append((clause, []))
        elif not clause.heading and clause.rule not in listed:
            listed.add(clause.rule)
            groups[-1][1].append(clause)
    return [(_name(heading, clauses), clauses) for heading, clauses in groups if clauses]


def _name(heading: Clause | None, clauses: list[Clause]) -> str:
    tops = [clause.rule.split(".")[0] for clause in clauses]
    first = heading.rule if heading else tops[0]
    numbers = first if tops[-1] == first else f"{first}-{tops[-1]}"
    return f"{numbers} {heading.text}" if heading else numbers


TARGETS_EXPECTED = "expected 'targets': a list of {name, ranges: {version: [ranges]}}"


def load_targets(version: str, path: Path | None = None) -> list[tuple[str, list[Span]]]:
    """The targets of rules_data/coverage.yaml that give ranges for ``version``."""
    path = path or rules_data_dir() / "coverage.yaml"
    document = yamlfile.load(path)
    items = document.get("targets", []) if isinstance(document, dict) else None
    if not isinstance(items, list) or not all(_is_target(item) for item in items):
        raise DataError(TARGETS_EXPECTED, path=str(path))
    targets = []
    for item in items:
        spans = []
        for text in item["ranges"].get(version, []):
            span = parse_span(text)
            if span is None:
                where = f"target {quoted(item['name'])}, range {quoted(text)}"
                raise DataError(f"{where}: expected {SPAN_EXPECTED}", path=str(path))
            spans.append(span)
        if spans:
            targets.append((item["name"], spans))
    return targets


def _is_target(item: Any) -> bool:
    return (
        isinstance(item, dict)
        and isinstance(item.get("name"), str)
        and isinstance(item.get("ranges"), dict)
        and all(
            isinstance(ranges, list) and all(isinstance(r, str) for r in ranges)
            for ranges in item["ranges"].values()
        )
    )
