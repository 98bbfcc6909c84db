"""The reviewed tables the converter reads: versions, declared duplicates and orphans, links."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge import yamlfile
from judge.convert.model import VersionSpec
from judge.errors import DataError
from judge.records import replace
from judge.rules import rulenum
from judge.rules.rulefiles import ClauseRecord

HERE = Path(__file__).parent
TABLES = ("headings", "duplicates", "orphans")
"""The ``rule: reason`` tables, keyed by version id, that every version read from a source
text (not a seed page) is checked against: ``<name>.yaml`` beside this module."""


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
    rows = yamlfile.load(path)
    if not isinstance(rows, list):
        raise DataError("expected a list of versions", path=str(path))
    try:
        return [VersionSpec(**{**row, "chapters": tuple(row.get("chapters", ()))}) for row in rows]
    except TypeError as error:
        raise DataError(f"a version row has wrong keys ({error})", path=str(path)) from None


@dataclass(frozen=True)
class Declared:
    """One version's ``rule: reason`` rows of one table, and where they are written."""

    path: Path
    version: str
    reasons: dict[str, str]

    def stale(self, problem: str, rules: list[str], source: str) -> DataError:
        """The error for declarations ``source`` contradicts, at the first one's line."""
        line = None
        if self.path.is_file():
            line = yamlfile.line_of(yamlfile.read_text(self.path), [self.version, rules[0]])
        return DataError(
            f"under {self.version!r}: {problem}: {rules} (the source: {source}); "
            "correct or remove them",
            path=str(self.path),
            line=line,
        )


def declared_duplicates(version: str) -> Declared:
    """Rule -> reason for each number ``version``'s source prints twice."""
    return _declared("duplicates", version)


def declared_orphans(version: str) -> Declared:
    """Rule -> reason for each clause ``version``'s source prints without its parent."""
    return _declared("orphans", version)


def declared_headings(version: str) -> Declared:
    """Rule -> reason for each heading ``version``'s source prints without its mark."""
    return _declared("headings", version)


def check_tables(specs: list[VersionSpec]) -> None:
    """Refuse a table entry under a version no source text is read for (a mistyped id, a
    seed page's id): it would never be checked against anything."""
    known = [spec.id for spec in specs if spec.reader != "seed"]
    for name in TABLES:
        path = HERE / f"{name}.yaml"
        for version in _reasons_table(path):
            if version not in known:
                raise DataError(
                    f"rows under {version!r}, which is not a version read from a source "
                    f"text; expected one of {known}",
                    path=str(path),
                    line=yamlfile.line_of(yamlfile.read_text(path), [version]),
                )


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
    table = yamlfile.load(path)
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
    entries: list[ClauseRecord], declared: Declared, source: str
) -> list[ClauseRecord]:
    """Mark each declared repeat of a number; fail on an undeclared or unused declaration.

    A heading followed right away by a clause of the same number is the source's way of
    titling a section and is not a duplicate.
    """
    seen: set[str] = set()
    reasons = declared.reasons
    unused = set(reasons)
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
            if entry.rule not in reasons:
                raise DataError(
                    f"number {entry.rule} appears twice and is not declared in "
                    f"{declared.path} under {declared.version!r}",
                    path=source,
                )
            entry = replace(entry, duplicate=reasons[entry.rule])
            unused.discard(entry.rule)
        seen.add(entry.rule)
        marked.append(entry)
    if unused:
        raise declared.stale("declared duplicates not found", sorted(unused), source)
    return marked


def apply_orphans(
    entries: list[ClauseRecord], declared: Declared, source: str
) -> list[ClauseRecord]:
    """Mark each declared orphan; fail on a declaration that names no parentless clause.

    The check that no other clause lacks its parent is the builder's; a declaration whose
    clause has its parent (or is not in the source) is stale and stops the converter.
    """
    numbers = {entry.rule for entry in entries}
    parentless = {e.rule for e in entries if (up := rulenum.parent(e.rule)) and up not in numbers}
    reasons = declared.reasons
    stale = sorted(set(reasons) - parentless)
    if stale:
        raise declared.stale("declared orphans that are not parentless", stale, source)
    return [
        replace(entry, orphan=reasons[entry.rule]) if entry.rule in reasons else entry
        for entry in entries
    ]


def _declared(name: str, version: str) -> Declared:
    path = HERE / f"{name}.yaml"
    return Declared(path, version, _reasons_table(path).get(version, {}))


def _reasons_table(path: Path) -> dict[str, dict[str, str]]:
    """A table of ``rule: reason`` rows keyed by version id, every key a quoted string.

    YAML reads an unquoted ``489.10`` as the number 489.1 and ``2026-07-16`` as a date: such
    a key would silently name another clause (or no version), so it is refused.
    """
    table: Any = yamlfile.load(path)
    if table is None:  # only comments: nothing declared
        return {}
    if not isinstance(table, dict):
        raise DataError("expected a mapping of version ids to 'rule: reason' rows", path=str(path))
    text = yamlfile.read_text(path)
    for version, rows in table.items():
        if not isinstance(version, str):
            raise DataError(
                f'version ids are quoted strings ("2026-07-16", not 2026-07-16): {version!r}',
                path=str(path),
            )
        line = yamlfile.line_of(text, [version])
        if not isinstance(rows, dict):
            raise DataError(
                f"expected 'rule: reason' rows under {version!r}", path=str(path), line=line
            )
        for rule, reason in rows.items():
            if not isinstance(rule, str):
                raise DataError(
                    f'under {version!r}: rule numbers are quoted strings ("489.10", not '
                    f"489.10): this one reads as {rule!r}",
                    path=str(path),
                    line=line,
                )
            if not isinstance(reason, str) or not reason.strip():
                raise DataError(
                    f"under {version!r}: {rule!r} needs its reason as text",
                    path=str(path),
                    line=yamlfile.line_of(text, [version, rule]),
                )
    return table


def apply_headings(
    entries: list[ClauseRecord], declared: Declared, source: str
) -> list[ClauseRecord]:
    """Mark each declared heading; fail on a declaration the source prints no plain clause for
    (a number it does not print, or prints already marked: a stale declaration)."""
    plain = {entry.rule for entry in entries if not entry.heading}
    marked = {entry.rule for entry in entries if entry.heading}
    reasons = declared.reasons
    stale = sorted(rule for rule in reasons if rule not in plain or rule in marked)
    if stale:
        raise declared.stale("declared headings that are not unmarked clauses", stale, source)
    return [replace(entry, heading=True) if entry.rule in reasons else entry for entry in entries]
