"""Clause text for citations, read through the rulebook once per (version, rule)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from judge.engine.verdict import Citation
from judge.rules.rulebook import Rulebook, open_rulebook


class Citer:
    """Resolves versions and turns rule numbers into citations, caching both."""

    def __init__(self, rulebook: Rulebook | None = None) -> None:
        self._rulebook = rulebook
        self._texts: dict[tuple[str, str], str] = {}
        self._versions: dict[str | None, str] = {}
        self._complete: dict[str, bool] = {}

    @property
    def rulebook(self) -> Rulebook:
        if self._rulebook is None:
            self._rulebook = open_rulebook()
        return self._rulebook

    def resolve(self, version: str | None) -> str:
        if version not in self._versions:
            self._versions[version] = self.rulebook.resolve_version(version)
        return self._versions[version]

    def is_complete(self, version: str) -> bool:
        if version not in self._complete:
            self._complete[version] = self.rulebook.version_info(version).complete
        return self._complete[version]

    def base_of(self, version: str) -> str | None:
        """The newest complete version older than ``version`` (what a partial one builds on)."""
        older = [v.id for v in self.rulebook.versions() if v.complete and v.id < version]
        return max(older) if older else None

    def cite(self, version: str, rules: Iterable[str]) -> tuple[Citation, ...]:
        citations: list[Citation] = []
        for rule in rules:
            key = (version, rule)
            if key not in self._texts:
                clause = self.rulebook.clause(version, rule)
                self._texts[key] = clause.text if clause is not None else ""
            citations.append(Citation(rule, self._texts[key], version))
        return tuple(citations)


@cache
def default_citer() -> Citer:
    return Citer()
