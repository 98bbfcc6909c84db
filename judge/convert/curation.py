"""The reviewed tables the converter reads: versions, declared duplicates and orphans, links."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from judge.convert.model import VersionSpec
from judge.errors import DataError
from judge.records import replace
from judge.rules import rulenum
from judge.rules.rulefiles import ClauseRecord

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Link:
    """A number of a partial version known to be the same clause as ``same_as`` in ``version``."""

    rule: str
    same_as: str
    version: str
    reason: str


def version_specs() -> list[VersionSpec]:
    """The rows of ``versions.yaml``."""
    path = HERE / "versions.yaml"
    rows = _load(path)
    if not isinstance(rows, list):
        raise DataError("expected a list of versions", path=str(path))
    try:
        return [VersionSpec(**{**row, "chapters": tuple(row.get("chapters", ()))}) for row in rows]
    except TypeError as error:
        raise DataError(f"a version row has wrong keys ({error})", path=str(path)) from None


def declared_duplicates(version: str) -> dict[str, str]:
    """Rule -> reason for each number ``version``'s source prints twice."""
    return _reasons(HERE / "duplicates.yaml", version)


def declared_orphans(version: str) -> dict[str, str]:
    """Rule -> reason for each clause ``version``'s source prints without its parent."""
    return _reasons(HERE / "orphans.yaml", version)


def declared_headings(version: str) -> dict[str, str]:
    """Rule -> reason for each heading ``version``'s source prints without its mark."""
    return _reasons(HERE / "headings.yaml", version)


@dataclass(frozen=True)
class LinkTable:
    """A partial version's reviewed links, and the numbers deliberately left out (with why)."""

    links: dict[str, Link]
    left_out: dict[str, str]


def link_table(version: str) -> LinkTable:
    """The curated ``links-<version>.yaml`` of a partial version."""
    path = HERE / f"links-{version}.yaml"
    if not path.is_file():
        raise DataError("a partial version needs its reviewed links file", path=str(path))
    table = _load(path)
    try:
        target = str(table["same_as_version"])
        links = {
            str(row["rule"]): Link(
                str(row["rule"]), str(row["same_as"]), target, str(row["reason"])
            )
            for row in table["links"]
        }
        left_out = {str(row["rule"]): str(row["reason"]) for row in table["left_out"]}
    except (KeyError, TypeError) as error:
        raise DataError(
            f"expected same_as_version, links and left_out ({error!r})", path=str(path)
        ) from None
    return LinkTable(links, left_out)


def apply_duplicates(
    entries: list[ClauseRecord], declared: dict[str, str], source: str
) -> list[ClauseRecord]:
    """Mark each declared repeat of a number; fail on an undeclared or unused declaration.

    A heading followed right away by a clause of the same number is the source's way of
    titling a section and is not a duplicate.
    """
    seen: set[str] = set()
    unused = set(declared)
    marked: list[ClauseRecord] = []
    for index, entry in enumerate(entries):
        previous = entries[index - 1] if index else None
        beside_heading = (
            previous is not None
            and previous.rule == entry.rule
            and previous.heading
            and not entry.heading
        )
        if entry.rule in seen and not beside_heading:
            if entry.rule not in declared:
                raise DataError(
                    f"number {entry.rule} appears twice and is not declared", path=source
                )
            entry = replace(entry, duplicate=declared[entry.rule])
            unused.discard(entry.rule)
        seen.add(entry.rule)
        marked.append(entry)
    if unused:
        raise DataError(f"declared duplicates not found: {sorted(unused)}", path=source)
    return marked


def apply_orphans(
    entries: list[ClauseRecord], declared: dict[str, str], source: str
) -> list[ClauseRecord]:
    """Mark each declared orphan; fail on a declaration that names no parentless clause.

    The check that no other clause lacks its parent is the builder's; a declaration whose
    clause has its parent (or is not in the source) is stale and stops the converter.
    """
    numbers = {entry.rule for entry in entries}
    parentless = {e.rule for e in entries if (up := rulenum.parent(e.rule)) and up not in numbers}
    stale = sorted(set(declared) - parentless)
    if stale:
        raise DataError(f"declared orphans that are not parentless: {stale}", path=source)
    return [
        replace(entry, orphan=declared[entry.rule]) if entry.rule in declared else entry
        for entry in entries
    ]


def _reasons(path: Path, version: str) -> dict[str, str]:
    """The ``rule: reason`` table of ``version`` in a table keyed by version id."""
    table = _load(path)
    rows = table.get(version, {}) if isinstance(table, dict) else None
    if not isinstance(rows, dict):
        raise DataError(f"expected 'rule: reason' rows under {version!r}", path=str(path))
    return {str(rule): str(reason) for rule, reason in rows.items()}


def _load(path: Path) -> Any:
    try:
        with path.open(encoding="utf-8") as handle:
            return yaml.safe_load(handle)
    except yaml.YAMLError as error:
        raise DataError(f"not valid YAML: {error}", path=str(path)) from None


def apply_headings(
    entries: list[ClauseRecord], declared: dict[str, str], source: str
) -> list[ClauseRecord]:
    """Mark each declared heading; fail on a declaration the source prints no plain clause for
    (a number it does not print, or prints already marked: a stale declaration)."""
    plain = {entry.rule for entry in entries if not entry.heading}
    marked = {entry.rule for entry in entries if entry.heading}
    stale = sorted(rule for rule in declared if rule not in plain or rule in marked)
    if stale:
        raise DataError(f"declared headings that are not unmarked clauses: {stale}", path=source)
    return [replace(entry, heading=True) if entry.rule in declared else entry for entry in entries]
