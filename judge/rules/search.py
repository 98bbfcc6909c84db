"""Search over clauses, for words as people type them.

In order: a rule number jumps to its clause; question words and stop words ("what is a",
"how does ... work") are set aside, so they never decide the ranking; a word no clause of
the version uses is corrected to the nearest word one does ("shwodown" -> "showdown", the
correction reported); then the section a heading names ("Showdowns": the heading and the
clauses under it, in order), the clauses that define the term ("A Showdown is ..."), and
FTS5's BM25 ranking of the remaining words (all of them, else any).
"""

from __future__ import annotations

import functools
import re
import sqlite3
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge import spelling
from judge.rules import rulenum
from judge.rules.index import singular

if TYPE_CHECKING:
    from judge.rules.rulebook import Clause, Rulebook, SearchHit

MAX_QUERY = 500
TERM_BONUS = 100.0
SECTION_BONUS = 200.0
MAX_TERM_WORDS = 3
_WORD = re.compile(r"[\w']+", re.UNICODE)

_STOP_TEXT = """
    a about actually am an and are as at be been being by can could did do does doing done
    exactly explain for from get gets happen happened happens he her here his how i if in into
    is it it's its just me mean means meant my of on or our please really rule rules she should
    so tell than that the their them then there these they this those to us was we were what
    what's when where which who whom whose why will with work works would you your
"""
STOP_WORDS = frozenset(_STOP_TEXT.split())
"""Words that say what kind of question it is, not what it is about. Negations ("not",
"can't", "no") and words of the rules ("play", "move", "turn") are never among them."""


@dataclass
class SearchResult:
    """Ranked hits, and how the query was read: the corrections made, the words set aside."""

    hits: list[SearchHit] = field(default_factory=list)
    corrections: list[tuple[str, str]] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)


def search(
    rb: Rulebook, db: sqlite3.Connection, text: str, version: str, limit: int
) -> SearchResult:
    from judge.rules.rulebook import SearchHit

    query = text.strip()[:MAX_QUERY]
    result = SearchResult()
    hits = result.hits
    number = rulenum.normalize(query)
    if rulenum.is_rule_number(number):
        exact = rb.clause(version, number)
        if exact is not None:
            hits.append(SearchHit(exact, TERM_BONUS * 3, exact.text))
    words = [w.lower() for w in _WORD.findall(query) if w.strip("'")]
    content = [w for w in words if w not in STOP_WORDS]
    result.ignored = [w for w in words if w in STOP_WORDS] if content else []
    terms = _corrected(db, content or words, version, result.corrections)
    terms = [t for t in terms if t not in STOP_WORDS] or terms  # "teh" read as "the"
    if not terms:
        return _unique(hits, limit, result)
    if len(terms) <= MAX_TERM_WORDS:
        phrase = " ".join(terms)
        for rank, clause in enumerate(_section(rb, db, phrase, version)):
            hits.append(SearchHit(clause, SECTION_BONUS - rank, clause.text))
        for rank, clause in enumerate(rb.defining(phrase, version)[:3]):
            hits.append(SearchHit(clause, TERM_BONUS - rank, clause.text))
    for fts_query in (_match(terms, " AND "), _match(terms, " OR ")):
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
    return _unique(hits, limit, result)


def _unique(hits: list[SearchHit], limit: int, result: SearchResult) -> SearchResult:
    seen: set[str] = set()
    unique = []
    for hit in hits:
        if hit.clause.rule not in seen:
            seen.add(hit.clause.rule)
            unique.append(hit)
    result.hits = unique[:limit]
    return result


def _corrected(
    db: sqlite3.Connection, words: list[str], version: str, corrections: list[tuple[str, str]]
) -> list[str]:
    """The words, each one no clause of the version uses replaced by its nearest known word
    (recorded in ``corrections``); a word with nothing near is kept as typed."""
    vocabulary: set[str] | None = None
    read = []
    for word in words:
        if _used(db, word, version):
            read.append(word)
            continue
        if vocabulary is None:
            rows = db.execute("SELECT word FROM words WHERE version = ?", (version,))
            vocabulary = {w for (w,) in rows}
        near = spelling.correct(word, vocabulary, functools.partial(_alike, vocabulary, word))
        if near is not None and near != word:
            corrections.append((word, near))
        read.append(near or word)
    return read


def _alike(vocabulary: set[str], word: str) -> list[str]:
    """The words a typo of ``word`` may be: those of about its length (difflib is slow)."""
    return sorted(w for w in vocabulary if abs(len(w) - len(word)) <= 2)


def _used(db: sqlite3.Connection, word: str, version: str) -> bool:
    """Whether a clause of the version has the word, or a form of it ("moves", "moving")."""
    row = db.execute(
        "SELECT 1 FROM clauses WHERE version = ? AND id IN "
        "(SELECT rowid FROM clause_fts WHERE clause_fts MATCH ?) LIMIT 1",  # FTS first: fast
        (version, _match([word], "")),
    ).fetchone()
    return row is not None


def _section(rb: Rulebook, db: sqlite3.Connection, phrase: str, version: str) -> list[Clause]:
    """The heading named by ``phrase`` ("showdown": 341 Showdowns) and the clauses of its
    section: the top-level clauses after it, up to the next heading."""
    found: list[Clause] = []
    headings = db.execute(
        "SELECT c.seq, c.rule FROM terms t JOIN clauses c ON c.id = t.clause_id "
        "WHERE t.term = ? AND t.version = ? AND c.heading = 1 AND c.parent IS NULL "
        "ORDER BY t.strength DESC, c.seq",  # "Showdowns" before "Chains and Showdowns"
        (singular(phrase), version),
    ).fetchall()
    for seq, rule in headings:
        end = db.execute(
            "SELECT min(seq) FROM clauses WHERE version = ? AND seq > ? AND heading = 1",
            (version, seq),
        ).fetchone()[0]
        members = db.execute(
            "SELECT rule FROM clauses WHERE version = ? AND seq > ? AND seq < ? "
            "AND parent IS NULL AND heading = 0 ORDER BY seq",
            (version, seq, end if end is not None else 1 << 62),
        ).fetchall()
        heading = next((c for c in rb.all_with_number(version, rule) if c.heading), None)
        found += [heading] if heading is not None else []
        found += [c for (r,) in members if (c := rb.clause(version, r)) is not None]
    return found


def _match(words: list[str], joiner: str) -> str:
    """An FTS5 query of quoted words (quoting keeps FTS syntax in user text inert)."""
    return joiner.join('"' + w.replace('"', "") + '"' for w in words)
