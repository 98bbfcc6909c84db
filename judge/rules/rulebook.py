"""The rulebook: versions and clauses of the Core Rules, read from the compiled index.

rb = open_rulebook()
rb.require("2026-07-16", "455").text
"""

from __future__ import annotations

import difflib
import json
import re
import sqlite3
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from judge import paths
from judge.errors import NotFoundError, UsageError
from judge.rules import index, rulenum
from judge.rules.index import open_index, singular

if TYPE_CHECKING:
    from judge.rules.search import SearchResult

_COLUMNS = "rule, text, version, heading, duplicate, same_as, same_as_version, chapter, id, orphan"


@dataclass(frozen=True)
class Clause:
    """A clause of one rules version."""

    rule: str
    text: str
    version: str
    heading: bool = False
    duplicate: str | None = None
    same_as: str | None = None
    same_as_version: str | None = None
    chapter: str = ""
    linked: bool = False
    """True when the version holds only the number: the text shown is the linked clause's."""
    orphan: str | None = None
    """Why the source prints this clause without its parent, when it does."""


@dataclass(frozen=True)
class VersionInfo:
    """What the rulebook holds about one rules version."""

    id: str
    title: str
    last_updated: str
    aliases: tuple[str, ...]
    complete: bool
    clauses: int


@dataclass(frozen=True)
class SearchHit:
    """A clause a search found, its score and the matching snippet."""

    clause: Clause
    score: float
    snippet: str


class Rulebook:
    """Read-only access to every version held; lookups are indexed SQL queries (`has` reads
    a version's numbers once, as the facts check thousands)."""

    def __init__(self, connection: sqlite3.Connection, data_dir: Path | None = None) -> None:
        self._db = connection
        self._data_dir = data_dir
        self._numbers: dict[str, frozenset[str]] = {}
        self._clauses: dict[str, tuple[Clause, ...]] = {}

    def compiled_document(self, path: Path) -> object | None:
        """The parsed YAML document of ``path`` as the index holds it (`index.COMPILED`), or
        None when it does not (another folder, a file added since, one that did not parse):
        the caller then parses the file itself."""
        key = None if self._data_dir is None else index.document_key(self._data_dir, path)
        return None if key is None else index.document(self._db, key)

    def compiled_naming(self, paths: list[Path], words: list[str]) -> list[Path]:
        """Those of ``paths`` whose document may hold one of ``words`` as a whole string:
        the index's document does (`index.naming`), or the index does not hold the file
        (the caller reads it to know)."""
        data_dir = self._data_dir
        keys = {p: None if data_dir is None else index.document_key(data_dir, p) for p in paths}
        named = index.naming(self._db, [k for k in keys.values() if k], words)
        return [p for p in paths if named.get(keys[p] or "", True)]

    @cached_property
    def _versions(self) -> list[VersionInfo]:
        rows = self._db.execute(
            "SELECT id, title, last_updated, aliases, complete, clauses FROM versions ORDER BY ord"
        ).fetchall()
        return [
            VersionInfo(row[0], row[1], row[2], tuple(json.loads(row[3])), bool(row[4]), row[5])
            for row in rows
        ]

    def versions(self) -> list[VersionInfo]:
        """Every version held, oldest first."""
        return list(self._versions)

    @property
    def default_version(self) -> str:
        """The newest complete version."""
        complete = [v for v in self._versions if v.complete]
        if not complete:
            raise NotFoundError("no complete rules version is installed")
        return complete[-1].id

    def resolve_version(self, name: str | None) -> str:
        """A version id from an id, an alias ('1.4', 'v1.4') or None (the default)."""
        if name is None:
            return self.default_version
        if not name.strip():
            raise UsageError(
                "empty rules version: give a 'Last Updated' date or an alias, "
                f"or leave it out for the default ({self.default_version})"
            )
        wanted = name.strip().lower().removeprefix("v")
        for version in self._versions:
            if wanted == version.id or wanted in (a.lower() for a in version.aliases):
                return version.id
        known = ", ".join(
            version.id + (f" ({'/'.join(version.aliases)})" if version.aliases else "")
            for version in self._versions
        )
        raise NotFoundError(f"unknown rules version {_short(name)!r}; known: {known}")

    def version_info(self, version: str) -> VersionInfo:
        vid = self.resolve_version(version)
        return next(v for v in self._versions if v.id == vid)

    def clause(self, version: str, rule: str) -> Clause | None:
        """The clause with this number (the clause, not its heading, when both exist)."""
        row = self._db.execute(
            f"SELECT {_COLUMNS} FROM clauses WHERE version = ? AND rule = ? "
            "ORDER BY heading, seq LIMIT 1",
            (version, rule),
        ).fetchone()
        return self._clause(row) if row else None

    def all_with_number(self, version: str, rule: str) -> list[Clause]:
        """Every text printed under this number: a heading beside its clause, a duplicate."""
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM clauses WHERE version = ? AND rule = ? ORDER BY seq",
            (version, rule),
        ).fetchall()
        return [self._clause(row) for row in rows]

    def has(self, version: str, rule: str) -> bool:
        # one query per version, not per number: loading the facts asks about 3,400 numbers
        if version not in self._numbers:
            rows = self._db.execute("SELECT rule FROM clauses WHERE version = ?", (version,))
            self._numbers[version] = frozenset(rule for (rule,) in rows)
        return rule in self._numbers[version]

    def require(self, version: str, rule: str) -> Clause:
        """The clause, or NotFoundError naming the nearest numbers the version holds."""
        number = rulenum.normalize(rule)
        if not rulenum.is_rule_number(number):
            raise UsageError(
                f"{_short(rule)!r} is not a rule number (expected digits and letters joined by "
                'dots, e.g. "144.2" or "447.2.a")'
            )
        found = self.clause(version, number)
        if found is None:
            near = self.nearest(version, number)
            hint = f"; nearest: {', '.join(near)}" if near else ""
            raise NotFoundError(f"rule {number} is not in the {version} Core Rules{hint}")
        return found

    def nearest(self, version: str, rule: str, count: int = 5) -> list[str]:
        """Numbers the version holds near ``rule``: its nearest existing ancestor first, then
        that ancestor's children (the number's would-be siblings), then the ancestor's own
        siblings, then numbers that merely look alike."""
        numbers = [
            r
            for (r,) in self._db.execute(
                "SELECT DISTINCT rule FROM clauses WHERE version = ?", (version,)
            )
        ]
        held = set(numbers)
        ancestor = rulenum.parent(rule)
        while ancestor is not None and ancestor not in held:
            ancestor = rulenum.parent(ancestor)
        ordered: list[str] = []
        if ancestor is not None:
            above = rulenum.parent(ancestor)
            ordered.append(ancestor)
            ordered += sorted(
                (n for n in numbers if rulenum.parent(n) == ancestor), key=rulenum.sort_key
            )
            if above is not None:  # every top-level number is a sibling of a top-level one
                ordered += sorted(
                    (n for n in numbers if rulenum.parent(n) == above), key=rulenum.sort_key
                )
        ordered += difflib.get_close_matches(rule, numbers, n=count, cutoff=0.6)
        return list(dict.fromkeys(ordered))[:count]

    def descendants(
        self, version: str, rule: str, depth: int | None = None
    ) -> list[tuple[int, Clause]]:
        """The clauses under ``rule`` in source order, each with its depth below it (1 for a
        child); ``depth`` limits how far down (None: the whole subtree)."""
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM clauses WHERE version = ? AND substr(rule, 1, ?) = ? "
            "ORDER BY seq",
            (version, len(rule) + 1, rule + "."),
        ).fetchall()
        found = []
        for row in rows:
            clause = self._clause(row)
            level = clause.rule.count(".") - rule.count(".")
            if depth is None or level <= depth:
                found.append((level, clause))
        return found

    def children(self, version: str, rule: str) -> list[Clause]:
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM clauses WHERE version = ? AND parent = ? ORDER BY seq",
            (version, rule),
        ).fetchall()
        return [self._clause(row) for row in rows]

    def breadcrumb(self, version: str, rule: str) -> list[Clause]:
        """The chapter and section headings above the clause, then its ancestors, top down."""
        found = self.clause(version, rule)
        if found is None:
            return []
        trail: list[Clause] = []
        ancestor = rulenum.parent(rule)
        while ancestor is not None:
            above = self.clause(version, ancestor)
            if above is not None:
                trail.insert(0, above)
            ancestor = rulenum.parent(ancestor)
        seq_row = self._db.execute(
            "SELECT min(seq) FROM clauses WHERE version = ? AND rule = ?",
            (version, trail[0].rule if trail else rule),
        ).fetchone()
        headings = self._db.execute(
            f"SELECT {_COLUMNS} FROM clauses WHERE version = ? AND heading = 1 AND parent IS NULL "
            "AND seq <= ? AND chapter = ? ORDER BY seq",
            (version, seq_row[0], found.chapter),
        ).fetchall()
        tops = [self._clause(row) for row in headings]
        chapter_head = [c for c in tops if c.rule == found.chapter][:1]
        section = [c for c in tops if c.rule != found.chapter][-1:]
        head = [c for c in chapter_head + section if c.rule != rule or not found.heading]
        return [c for c in head if c not in trail] + trail

    def clauses(self, version: str) -> list[Clause]:
        """Every clause and heading of a version, in source order (read once per version:
        the site reads each version's whole list several times; the clauses are frozen and
        each caller gets its own list)."""
        if version not in self._clauses:
            rows = self._db.execute(
                f"SELECT {_COLUMNS} FROM clauses WHERE version = ? ORDER BY seq", (version,)
            ).fetchall()
            self._clauses[version] = tuple(self._clause(row) for row in rows)
        return list(self._clauses[version])

    def search(self, text: str, version: str, limit: int = 10) -> SearchResult:
        """Clauses ranked for ``text`` (judge.rules.search): a rule number first, then the
        section and the clauses a term names, then BM25; typos corrected, question words set
        aside."""
        from judge.rules.search import search  # FTS query building lives with the ranking

        return search(self, self._db, text, version, limit)

    def mentions(self, version: str, word: str) -> bool:
        """Whether any clause of the version uses ``word`` (or a form of it: "moves")."""
        phrase = '"' + word.replace('"', "") + '"'
        row = self._db.execute(
            "SELECT 1 FROM clauses WHERE version = ? AND id IN "
            "(SELECT rowid FROM clause_fts WHERE clause_fts MATCH ?) LIMIT 1",
            (version, phrase),
        ).fetchone()
        return row is not None

    def defining(self, term: str, version: str) -> list[Clause]:
        """Clauses that define ``term`` (the one under a heading named for it first)."""
        rows = self._db.execute(
            f"SELECT {', '.join('c.' + c.strip() for c in _COLUMNS.split(','))} "
            "FROM terms t JOIN clauses c ON c.id = t.clause_id "
            "WHERE t.term = ? AND t.version = ? ORDER BY t.strength DESC, c.seq",
            (singular(term), version),
        ).fetchall()
        return [self._clause(row) for row in rows if not row[3]]

    def _clause(self, row: tuple[object, ...]) -> Clause:
        rule, text, version, heading, duplicate, same_as, same_as_version, chapter, _, orphan = row
        text = str(text)
        linked = bool(same_as and same_as_version and not text)
        if linked:
            target = self.clause(str(same_as_version), str(same_as))
            text = target.text if target else ""
        return Clause(
            str(rule),
            text,
            str(version),
            bool(heading),
            _opt(duplicate),
            _opt(same_as),
            _opt(same_as_version),
            str(chapter),
            linked,
            _opt(orphan),
        )


def open_rulebook(data_dir: Path | None = None) -> Rulebook:
    """The rulebook over the compiled index of ``data_dir`` (default: the bundled rules_data)."""
    data_dir = data_dir or paths.rules_data_dir()
    return Rulebook(open_index(data_dir), data_dir)


def _opt(value: object) -> str | None:
    return None if value is None else str(value)


def _short(text: str, limit: int = 40) -> str:
    """A user's input, cut short for an error message and stripped of control characters."""
    cleaned = re.sub(r"[\x00-\x1f\x7f]", "?", text)
    return cleaned if len(cleaned) <= limit else cleaned[:limit] + "..."
