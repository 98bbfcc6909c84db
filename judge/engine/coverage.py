"""`judge coverage`: clause by clause, which facts and scenarios cover the engine's areas."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge import yamlfile
from judge.engine.checking import CheckResult, check_paths
from judge.engine.citing import Citer
from judge.engine.facts import FactBook
from judge.errors import DataError, quoted
from judge.paths import rules_data_dir
from judge.rules.rulebook import Clause, Rulebook


@dataclass(frozen=True)
class ClauseCoverage:
    clause: Clause
    facts: tuple[str, ...]
    scenarios: tuple[str, ...]

    @property
    def covered(self) -> bool:
        return bool(self.facts)


@dataclass(frozen=True)
class Section:
    name: str
    clauses: tuple[ClauseCoverage, ...]


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
    facts_by_rule: dict[str, list[str]] = {}
    for fact in book.facts:
        for rule in fact.clauses_in(version):
            facts_by_rule.setdefault(rule, []).append(fact.id)
    scenarios_by_rule: dict[str, list[str]] = {}
    for item in check_paths(scenario_paths, version, Citer(rb)):
        if not isinstance(item, CheckResult):
            raise item.error  # a bad file would silently lower the counts
        for rule in item.verdict.cited_rules:
            scenarios_by_rule.setdefault(rule, []).append(item.scenario.name)
    sections = []
    for name, roots in load_sections(version):
        clauses = [clause for root in roots for clause in _tree(rb, version, root)]
        sections.append(
            Section(
                name,
                tuple(
                    ClauseCoverage(
                        clause,
                        tuple(facts_by_rule.get(clause.rule, ())),
                        tuple(scenarios_by_rule.get(clause.rule, ())),
                    )
                    for clause in clauses
                ),
            )
        )
    return sections


def _tree(rb: Rulebook, version: str, rule: str) -> list[Clause]:
    clause = rb.require(version, rule)
    found = [clause]
    for child in rb.children(version, rule):
        found.extend(_tree(rb, version, child.rule))
    return found
