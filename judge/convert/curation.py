"""The reviewed tables the converter reads: versions, declared duplicates, partial links."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import yaml

from judge.convert.model import Entry, VersionSpec
from judge.errors import DataError

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
    rows = _load(HERE / "versions.yaml")
    if not isinstance(rows, list):
        raise DataError("expected a list of versions", path=str(HERE / "versions.yaml"))
    return [VersionSpec(**row) for row in rows]


def declared_duplicates(version: str) -> dict[str, str]:
    """Rule -> reason for each number ``version``'s source prints twice."""
    table = _load(HERE / "duplicates.yaml")
    return dict(table.get(version, {}))


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
    target = str(table["same_as_version"])
    links = {
        str(row["rule"]): Link(str(row["rule"]), str(row["same_as"]), target, str(row["reason"]))
        for row in table["links"]
    }
    left_out = {str(row["rule"]): str(row["reason"]) for row in table["left_out"]}
    return LinkTable(links, left_out)


def apply_duplicates(entries: list[Entry], declared: dict[str, str], source: str) -> list[Entry]:
    """Mark each declared repeat of a number; fail on an undeclared or unused declaration.

    A heading followed right away by a clause of the same number is the source's way of
    titling a section and is not a duplicate.
    """
    seen: set[str] = set()
    unused = set(declared)
    marked: list[Entry] = []
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


def _load(path: Path) -> Any:
    with path.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)
