"""The compiled index: rules_data YAML compiled into SQLite (with FTS5) for fast lookups.

YAML is the source of truth. The index is rebuilt whenever a YAML file under rules_data
changes (a fingerprint of paths, sizes, modification and change times, inodes) or the file
is damaged (SQLite's quick check, run once per change of the file), written to a temporary
file and renamed into place so a reader never sees half an index. It lives beside
rules_data when that folder is writable and not inside an installed package, else in the
user's cache folder, else in memory. Each process reads an in-memory copy, so nothing done
to the file later can reach it.

It also holds the parsed documents of the YAML files read on every call (the fact files,
the reader's lexicon: `COMPILED`), so they are not parsed on every call: the fingerprint
covers them, so a file edited is a fresh index on the next call, never a stale document.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

from judge import files, paths
from judge.rules import rulenum

SCHEMA_VERSION = "6"
INDEX_NAME = ".index.sqlite"

SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE versions(
  id TEXT PRIMARY KEY, ord INTEGER, title TEXT, last_updated TEXT, complete INTEGER,
  aliases TEXT, source TEXT, provenance TEXT, clauses INTEGER);
CREATE TABLE clauses(
  id INTEGER PRIMARY KEY, version TEXT, seq INTEGER, rule TEXT, chapter TEXT, parent TEXT,
  heading INTEGER, duplicate TEXT, same_as TEXT, same_as_version TEXT, text TEXT,
  orphan TEXT);
CREATE INDEX clauses_rule ON clauses(version, rule);
CREATE INDEX clauses_parent ON clauses(version, parent);
CREATE INDEX clauses_seq ON clauses(version, seq);
CREATE TABLE terms(term TEXT, version TEXT, clause_id INTEGER, strength INTEGER);
CREATE INDEX terms_term ON terms(term, version);
CREATE TABLE words(version TEXT, word TEXT, PRIMARY KEY (version, word)) WITHOUT ROWID;
CREATE TABLE documents(path TEXT PRIMARY KEY, body TEXT NOT NULL);
CREATE VIRTUAL TABLE clause_fts USING fts5(
  text, content='clauses', content_rowid='id', tokenize='porter unicode61');
"""

_DEFINES = re.compile(r"^(?:an? |the )?([a-z][a-z' -]{1,30}?) (?:is|are) ", re.IGNORECASE)
_HEADING_PARTS = re.compile(r",\s*|\s+and\s+|\s*&\s*", re.IGNORECASE)
_LETTERS = re.compile(r"[a-z]{3,}")

COMPILED = (("rules_data", "facts"), ("rules_data", "faq"), ("judge", "ask"))
"""The folders whose YAML documents the index holds parsed: the fact files, the FAQ topics
(`judge card` looks for a card's name in them), and the reader's own tables (lexicon,
topics, card rules) that the package carries."""


def _roots(data_dir: Path) -> dict[str, Path]:
    return {"rules_data": data_dir, "judge": paths.PACKAGE_DIR}


def compiled_files(data_dir: Path) -> list[tuple[str, Path]]:
    """(key, path) of each file of `COMPILED`, the key being the path under its root
    prefixed with the root's name ("rules_data/facts/recall.yaml")."""
    roots = _roots(data_dir)
    return [
        (f"{root}/{folder}/{path.name}", path)
        for root, folder in COMPILED
        for path in sorted((roots[root] / folder).glob("*.yaml"))
    ]


def document_key(data_dir: Path, path: Path) -> str | None:
    """The key under which the index may hold ``path``'s document, or None."""
    for root, folder in COMPILED:
        if path.parent == _roots(data_dir)[root] / folder and path.suffix == ".yaml":
            return f"{root}/{folder}/{path.name}"
    return None


def fingerprint(data_dir: Path) -> str:
    """A digest of every YAML file's path, size, mtime, inode and ctime under rules_data
    and of the package's compiled files, plus the schema and what is compiled. The ctime
    is the one no one can set back: an edit of the same size with its modification time
    restored (``touch -r``) still changes it."""
    digest = hashlib.sha256(f"{SCHEMA_VERSION} {COMPILED}".encode())  # what is compiled
    package = [(key, path) for key, path in compiled_files(data_dir) if key.startswith("judge/")]
    for rel, path in _yaml_under(data_dir) + package:
        info = os.stat(path)
        stamp = f"{info.st_size}\0{info.st_mtime_ns}\0{info.st_ino}\0{info.st_ctime_ns}"
        digest.update(f"{rel}\0{stamp}\n".encode())
    return digest.hexdigest()


def _yaml_under(root: Path) -> list[tuple[str, Path | str]]:
    """(path under ``root``, path) of every .yaml file below ``root``, in order, as
    ``rglob`` finds them (a linked folder is not entered, an unreadable one is skipped),
    with plain strings: this runs on every call, and Path objects cost ten times more."""
    found: list[tuple[str, Path | str]] = []
    pending = [("", str(root))]
    while pending:
        rel, folder = pending.pop()
        try:
            with os.scandir(folder) as entries:
                listed = list(entries)
        except OSError:
            continue
        for entry in listed:
            name = f"{rel}{entry.name}"
            if entry.is_dir(follow_symlinks=False):
                pending.append((f"{name}/", entry.path))
            elif entry.name.endswith(".yaml"):
                found.append((name, entry.path))
    return sorted(found)


def singular(term: str) -> str:
    """A rough singular for matching search terms to defined words ('recalls' -> 'recall')."""
    term = term.lower().strip()
    if term.endswith("ies") and len(term) > 4:
        return term[:-3] + "y"
    if term.endswith("s") and not term.endswith("ss") and len(term) > 3:
        return term[:-1]
    return term


def candidates(data_dir: Path) -> list[Path]:
    """Where the index may live, in order of preference."""
    key = hashlib.sha256(str(data_dir).encode()).hexdigest()[:16]
    cache = paths.user_cache_dir()
    beside = [] if paths.is_installed_copy(data_dir) else [data_dir / INDEX_NAME]
    return beside + ([cache / key / "index.sqlite"] if cache else [])


_OPENED: dict[Path, tuple[tuple[object, ...], sqlite3.Connection]] = {}
"""The copy this process last read of each rules_data's index, and what it was read from."""


def open_index(data_dir: Path | None = None) -> sqlite3.Connection:
    """A read connection to a fresh index, building it first when needed.

    A process asking again gets the copy it already read when nothing has changed since:
    the YAML files (the fingerprint, taken on every call), the places the index may live,
    and the index files and stamps there. Any change, even one that leaves a valid index,
    reads it again as the first call did (a command opens the rulebook in several places)."""
    data_dir = data_dir or paths.rules_data_dir()
    want = fingerprint(data_dir)
    places = candidates(data_dir)
    opened = _OPENED.get(data_dir)
    if opened is not None and opened[0] == (want, places, _on_disk(places)):
        return opened[1]
    connection = _open_fresh(data_dir, want, places)
    _OPENED[data_dir] = ((want, places, _on_disk(places)), connection)
    return connection


def _on_disk(places: list[Path]) -> tuple[tuple[int, ...] | None, ...]:
    """The identity of each index file and its quick-check stamp (None: there is none)."""
    found: list[tuple[int, ...] | None] = []
    for place in places:
        for path in (place, place.with_name(place.name + ".ok")):
            try:
                info = os.lstat(path)
            except OSError:
                found.append(None)
                continue
            found.append((info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns))
    return tuple(found)


def _open_fresh(data_dir: Path, want: str, places: list[Path]) -> sqlite3.Connection:
    """A read connection to a fresh index (see `open_index`), from disk or built."""
    for place in places:
        connection = _open_if_fresh(place, want)
        if connection is not None:
            return connection
    for place in places:
        with contextlib.suppress(OSError):
            with _build_lock(place):
                connection = _open_if_fresh(place, want)
                if connection is not None:
                    return connection
                _build_file(data_dir, place, want)
            connection = _open_if_fresh(place, want)
            if connection is not None:
                return connection
    memory = sqlite3.connect(":memory:")
    _fill(memory, data_dir, want)
    return memory


def _open_if_fresh(place: Path, want: str) -> sqlite3.Connection | None:
    """An in-memory copy of the index at ``place`` when it is fresh and intact, else None.

    Reading a copy means that whatever happens to the file afterwards (another process
    replacing or truncating it while a long site build reads) cannot reach this process; a
    file that changes during the copy is not trusted (the caller rebuilds under the lock).
    """
    if not place.is_file():
        return None
    memory = sqlite3.connect(":memory:")
    try:
        before = place.stat()
        source = sqlite3.connect(f"file:{quote(str(place))}?mode=ro", uri=True)
        try:
            source.backup(memory)
        finally:
            source.close()
        after = place.stat()
        row = memory.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
        fresh = row is not None and row[0] == want and _same_file(before, after)
        if fresh and _intact(place, after, memory):
            return memory
    except (sqlite3.Error, OSError):
        pass
    memory.close()
    return None


def _same_file(before: os.stat_result, after: os.stat_result) -> bool:
    return (before.st_ino, before.st_size, before.st_mtime_ns) == (
        after.st_ino,
        after.st_size,
        after.st_mtime_ns,
    )


def _intact(place: Path, info: os.stat_result, connection: sqlite3.Connection) -> bool:
    """The copy passes SQLite's quick check, run once each time the file changes.

    A damaged page behind an intact header would otherwise surface later as "database disk
    image is malformed"; a stamp beside the file (size, mtime, inode) spares the ~8 ms check
    on the calls that follow.
    """
    stamp = place.with_name(place.name + ".ok")
    mark = f"{info.st_size} {info.st_mtime_ns} {info.st_ino}"
    with contextlib.suppress(OSError, UnicodeDecodeError):
        if files.read_small(stamp) == mark:
            return True
    try:
        intact: bool = connection.execute("PRAGMA quick_check(1)").fetchone() == ("ok",)
    except sqlite3.Error:
        return False
    if intact:
        with contextlib.suppress(OSError):
            files.replace_file(stamp, mark)
    return intact


@contextlib.contextmanager
def _build_lock(place: Path) -> Iterator[None]:
    """Serialise builders of one index file, so eight cold starts build it once."""
    place.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    with files.locked(place.with_name(place.name + ".lock")):
        yield


def _build_file(data_dir: Path, place: Path, want: str) -> None:
    handle, temp_name = tempfile.mkstemp(prefix=".index-", suffix=".tmp", dir=place.parent)
    os.close(handle)
    try:
        connection = sqlite3.connect(temp_name)
        try:
            _fill(connection, data_dir, want)
        finally:
            connection.close()
        os.chmod(temp_name, 0o644)
        os.replace(temp_name, place)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise


def _fill(connection: sqlite3.Connection, data_dir: Path, want: str) -> None:
    from judge.rules import rulefiles  # YAML parsing only when (re)building

    connection.executescript(SCHEMA)
    folders = paths.version_dirs(data_dir / "rules")
    records = [rulefiles.load_version(folder) for folder in folders]
    records.sort(key=lambda record: record.last_updated)
    next_id = 1
    for order, record in enumerate(records):
        distinct = len({clause.rule for clause in record.clauses})
        connection.execute(
            "INSERT INTO versions VALUES (?,?,?,?,?,?,?,?,?)",
            (
                record.id,
                order,
                record.title,
                record.last_updated,
                int(record.complete),
                json.dumps(list(record.aliases)),
                record.source,
                record.provenance,
                distinct,
            ),
        )
        rows = []
        term_rows = []
        pending_heading: str | None = None
        for seq, clause in enumerate(record.clauses):
            rows.append(
                (
                    next_id,
                    record.id,
                    seq,
                    clause.rule,
                    clause.chapter,
                    rulenum.parent(clause.rule),
                    int(clause.heading),
                    clause.duplicate,
                    clause.same_as,
                    clause.same_as_version,
                    clause.text,
                    clause.orphan,
                )
            )
            if clause.heading:
                pending_heading = singular(clause.text)
                term_rows.append((pending_heading, record.id, next_id, 1))
                parts = {singular(part) for part in _HEADING_PARTS.split(clause.text)}
                for part in sorted(parts - {pending_heading, ""}):  # "Priority and Focus"
                    term_rows.append((part, record.id, next_id, 0))
            else:
                if pending_heading:
                    term_rows.append((pending_heading, record.id, next_id, 3))
                    pending_heading = None
                match = _DEFINES.match(clause.text)
                if match:
                    term_rows.append((singular(match.group(1)), record.id, next_id, 2))
            next_id += 1
        connection.executemany("INSERT INTO clauses VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", rows)
        vocabulary = {w for clause in record.clauses for w in _LETTERS.findall(clause.text.lower())}
        connection.executemany(
            "INSERT INTO words VALUES (?,?)", [(record.id, w) for w in sorted(vocabulary)]
        )
        connection.executemany("INSERT INTO terms VALUES (?,?,?,?)", term_rows)
    connection.executemany("INSERT INTO documents VALUES (?,?)", _documents(data_dir))
    connection.execute("INSERT INTO clause_fts(clause_fts) VALUES ('rebuild')")
    connection.execute("INSERT INTO meta VALUES ('fingerprint', ?)", (want,))
    connection.commit()


def _documents(data_dir: Path) -> Iterator[tuple[str, str]]:
    """(key, the document as JSON) for each of `compiled_files` that parses and that JSON
    gives back exactly; a file that does not is left out, so its reader parses it itself
    (and reports its error with the file and line)."""
    from judge import yamlfile
    from judge.errors import DataError

    for key, path in compiled_files(data_dir):
        try:
            document = yamlfile.load(path)
        except DataError:
            continue
        if plain(document):
            yield key, json.dumps(document)


def plain(value: object) -> bool:
    """True for data JSON gives back as it was: text, numbers (finite), true/false/null,
    lists and text-keyed mappings of these (a YAML date or a number as a key is not)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if not all(isinstance(key, str) for key in item):
                return False
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                return False
        elif item is not None and not isinstance(item, (str, int)):
            return False
    return True


def naming(connection: sqlite3.Connection, keys: list[str], words: list[str]) -> dict[str, bool]:
    """For each of ``keys`` whose document the index holds, whether that document holds one
    of ``words`` as a whole string (a value or a key): searched in the stored JSON, no
    document parsed."""
    if not keys:
        return {}
    held = " OR ".join("instr(body, ?) > 0" for _ in words) or "0"
    query = f"SELECT path, {held} FROM documents WHERE path IN ({','.join('?' * len(keys))})"
    rows = connection.execute(query, [*map(json.dumps, words), *keys])
    return {path: bool(named) for path, named in rows}


def document(connection: sqlite3.Connection, key: str) -> object | None:
    """The parsed document of the file of ``key`` (see `compiled_files`) as compiled, or
    None when the index does not hold it."""
    row = connection.execute("SELECT body FROM documents WHERE path = ?", (key,)).fetchone()
    return None if row is None else json.loads(row[0])
