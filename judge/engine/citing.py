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
        return tuple(Citation(rule, self.text(version, rule), version) for rule in rules)

    def text(self, version: str, rule: str) -> str:
        """The clause's text ("" when the version has no such clause)."""
        key = (version, rule)
        found = self._texts.get(key)
        if found is None:
            clause = self.rulebook.clause(version, rule)
            found = self._texts[key] = clause.text if clause is not None else ""
        return found


@cache
def default_citer() -> Citer:
    return Citer()
