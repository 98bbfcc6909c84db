"""Full-text search over clauses: FTS5 with BM25, defining clauses of a keyword first."""

from __future__ import annotations

import re
import sqlite3
from typing import TYPE_CHECKING

from judge.rules import rulenum

if TYPE_CHECKING:
    from judge.rules.rulebook import Rulebook, SearchHit

MAX_QUERY = 500
_WORD = re.compile(r"[\w']+", re.UNICODE)
TERM_BONUS = 100.0


def search(
    rb: Rulebook, db: sqlite3.Connection, text: str, version: str, limit: int
) -> list[SearchHit]:
    from judge.rules.rulebook import SearchHit

    query = text.strip()[:MAX_QUERY]
    hits: list[SearchHit] = []
    number = rulenum.normalize(query)
    if rulenum.is_rule_number(number):
        exact = rb.clause(version, number)
        if exact is not None:
            hits.append(SearchHit(exact, TERM_BONUS * 2, exact.text))
    words = [w.lower() for w in _WORD.findall(query) if w.strip("'")]
    if not words:
        return hits[:limit]
    if len(words) <= 3:
        for rank, clause in enumerate(rb.defining(" ".join(words), version)[:3]):
            hits.append(SearchHit(clause, TERM_BONUS - rank, clause.text))
    for fts_query in (_match(words, " AND "), _match(words, " OR ")):
        rows = db.execute(
            "SELECT c.rule, -bm25(clause_fts), snippet(clause_fts, 0, '[', ']', '…', 16) "
            "FROM clause_fts JOIN clauses c ON c.id = clause_fts.rowid "
            "WHERE clause_fts MATCH ? AND c.version = ? ORDER BY bm25(clause_fts) LIMIT ?",
            (fts_query, version, limit * 3),
        ).fetchall()
        for rule, score, snippet in rows:
            found = rb.clause(version, rule)
            if found is not None:
                hits.append(SearchHit(found, float(score), snippet))
        if rows:
            break
    seen: set[str] = set()
    unique = []
    for hit in hits:
        if hit.clause.rule not in seen:
            seen.add(hit.clause.rule)
            unique.append(hit)
    return unique[:limit]


def _match(words: list[str], joiner: str) -> str:
    """An FTS5 query of quoted words (quoting keeps FTS syntax in user text inert)."""
    return joiner.join('"' + w.replace('"', "") + '"' for w in words)
