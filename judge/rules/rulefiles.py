"""Reading and validating rules_data/rules/<version>/*.yaml (format: docs/rules-data.md)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge import yamlfile
from judge.errors import DataError, quoted
from judge.rules import rulenum

VERSION_KEYS = {"id", "aliases", "title", "last_updated", "complete", "source", "provenance"}
CHAPTER_KEYS = {"version", "chapter", "title", "clauses"}
#: A version id becomes a folder name of the site (rules/<id>/): no separator, no dot first.
VERSION_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.-]{0,39}$", re.ASCII)
CLAUSE_KEYS = {"rule", "text", "heading", "duplicate", "orphan", "same_as", "same_as_version"}


@dataclass(frozen=True)
class ClauseRecord:
    """One clause as a rules file holds it."""

    rule: str
    text: str
    chapter: str
    heading: bool = False
    duplicate: str | None = None
    orphan: str | None = None
    same_as: str | None = None
    same_as_version: str | None = None


@dataclass(frozen=True)
class VersionRecord:
    """One rules version as its version file describes it."""

    id: str
    title: str
    last_updated: str
    complete: bool
    aliases: tuple[str, ...]
    source: str
    provenance: str
    clauses: tuple[ClauseRecord, ...]


def load_version(folder: Path) -> VersionRecord:
    """One version folder, validated: version.yaml and every chapter file."""
    meta_path = folder / "version.yaml"
    meta_text = yamlfile.read_text(meta_path)
    meta = _mapping(
        yamlfile.parse(meta_text, path=str(meta_path)),
        meta_path,
        VERSION_KEYS,
        required={"id", "title"},
    )
    if not isinstance(meta["id"], str) or not VERSION_ID.match(meta["id"]):
        raise DataError(
            f"id {quoted(meta['id'], 60)} is not a version id (expected a quoted date such as "
            '"2026-07-16": letters, digits, dots and hyphens, at most 40; it names folders '
            "of the site)",
            path=str(meta_path),
            line=yamlfile.line_of(meta_text, ["id"]),
        )
    clauses: list[ClauseRecord] = []
    for chapter_path in sorted(folder.glob("*.yaml")):
        if chapter_path.name != "version.yaml":
            clauses.extend(_load_chapter(chapter_path, str(meta["id"])))
    complete = bool(meta.get("complete", True))
    _check_numbers(clauses, folder, complete=complete)
    return VersionRecord(
        id=str(meta["id"]),
        title=str(meta["title"]),
        last_updated=str(meta.get("last_updated", meta["id"])),
        complete=complete,
        aliases=tuple(str(a) for a in meta.get("aliases") or ()),
        source=str(meta.get("source", "")),
        provenance=str(meta.get("provenance", "")),
        clauses=tuple(clauses),
    )


def _load_chapter(path: Path, version: str) -> list[ClauseRecord]:
    text = yamlfile.read_text(path)
    doc = _mapping(yamlfile.parse(text, path=str(path)), path, CHAPTER_KEYS, required=CHAPTER_KEYS)
    if str(doc["version"]) != version:
        raise DataError(
            f"version {quoted(doc['version'])} does not match the folder's {quoted(version)}",
            path=str(path),
            line=yamlfile.line_of(text, ["version"]),
        )
    items = doc["clauses"]
    if not isinstance(items, list):
        raise DataError(
            "'clauses' must be a list", path=str(path), line=yamlfile.line_of(text, ["clauses"])
        )
    chapter = str(doc["chapter"])
    return [_clause(item, i, chapter, path, text) for i, item in enumerate(items)]


def _clause(item: Any, index: int, chapter: str, path: Path, text: str) -> ClauseRecord:
    def fail(message: str, key: str | None = None) -> DataError:
        keys: list[str | int] = ["clauses", index]
        if key:
            keys.append(key)
        return DataError(message, path=str(path), line=yamlfile.line_of(text, keys))

    if not isinstance(item, dict):
        raise fail(f"clause #{index + 1}: expected a mapping with 'rule' and 'text'")
    rule = item.get("rule")
    unknown = sorted(set(item) - CLAUSE_KEYS)
    if unknown:
        raise fail(
            f"clause {rule}: unknown key {quoted(unknown[0])}; expected one of "
            f"{', '.join(sorted(CLAUSE_KEYS))}",
            str(unknown[0]),
        )
    if not isinstance(rule, str):
        raise fail(
            f"clause #{index + 1}: rule number {quoted(rule)} must be a quoted string "
            '(e.g. rule: "144.10")',
            "rule",
        )
    if not rulenum.is_rule_number(rule):
        raise fail(f'clause {quoted(rule)}: not a rule number (expected e.g. "144.1.a")', "rule")
    body = item.get("text", "")
    if not isinstance(body, str):
        raise fail(f"clause {rule}: 'text' must be a string", "text")
    return ClauseRecord(
        rule=rule,
        text=body,
        chapter=chapter,
        heading=item.get("heading") is True,
        duplicate=_optional_str(item, "duplicate", rule, fail),
        orphan=_optional_str(item, "orphan", rule, fail),
        same_as=_optional_str(item, "same_as", rule, fail),
        same_as_version=_optional_str(item, "same_as_version", rule, fail),
    )


def _optional_str(item: dict[str, Any], key: str, rule: str, fail: Any) -> str | None:
    value = item.get(key)
    if value is not None and not isinstance(value, str):
        raise fail(f"clause {rule}: {quoted(key)} must be a quoted string", key)
    return value


def _check_numbers(clauses: list[ClauseRecord], folder: Path, *, complete: bool) -> None:
    """Each number once, parents present.

    A heading may share its number with a clause; any other second use must be declared.
    """
    seen: dict[str, ClauseRecord] = {}
    for clause in clauses:
        where = str(folder / f"{clause.chapter}.yaml")
        first = seen.get(clause.rule)
        if first is None:
            seen[clause.rule] = clause
        elif not (first.heading != clause.heading or clause.duplicate):
            raise DataError(
                f"clause {clause.rule} appears twice; declare the second with "
                "'duplicate: \"<why>\"' or mark a heading with 'heading: true'",
                path=where,
            )
    if not complete:
        return
    for clause in clauses:
        up = rulenum.parent(clause.rule)
        if up is not None and up not in seen and not clause.orphan:
            raise DataError(
                f"clause {clause.rule}: its parent {up} is missing; if the source really "
                "prints it without one, declare 'orphan: \"<why>\"'",
                path=str(folder / f"{clause.chapter}.yaml"),
            )


def _mapping(doc: Any, path: Path, allowed: set[str], *, required: set[str]) -> dict[str, Any]:
    if not isinstance(doc, dict):
        raise DataError("expected a mapping at the top of the file", path=str(path))
    unknown = sorted(set(doc) - allowed)
    if unknown:
        raise DataError(
            f"unknown key {quoted(unknown[0])}; expected one of {', '.join(sorted(allowed))}",
            path=str(path),
        )
    missing = sorted(required - set(doc))
    if missing:
        raise DataError(f"missing key {quoted(missing[0])}", path=str(path))
    return doc
