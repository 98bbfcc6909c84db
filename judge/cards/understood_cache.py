"""`understand` read from a cache: what the card-text reading made of a card, kept as JSON.

Reading a card's text compiles a few hundred regular expressions, most of `judge card`'s
time beyond opening the rulebook. The reading depends only on the card's name, type and
text (the erratum in force included), the rules version, and the reader's own source and
tables (``COMPILER_SOURCES``, checked against what the reader imports by a test): the
cache is keyed by a digest of all of them, so an edit of either is never read stale. It
lives in the user's cache (no cache: no home, or not writable, reads the card every time),
one small file per card, replaced whole, never written through a symlink. JSON, not pickle:
a file planted in the cache can at worst be a wrong reading of one card, never code run.
When a reader's first reading is written, the readings of all but the `KEPT_READERS` most
recent other readers are removed, so the cache does not grow with every edit.

A file holds two lines of JSON: the reading, then its view (judge/cards/view.py), what
`judge card` prints of it, read back without the reading's records (``cached_view``). Each
is parsed alone: `judge card` needs no reading, `judge cards --coverage` no view (parsing
every card's was a twentieth of its time).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import hashlib
import json
import re
import types
import typing
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge import files, paths
from judge.cards.catalog import Card
from judge.cards.view import ReadingView, reading_view

if TYPE_CHECKING:
    from judge.cards.understood import Understood

PACKAGE = Path(__file__).resolve().parents[1]
COMPILER_SOURCES = (
    "__init__.py",
    "ask/__init__.py",
    "ask/card_rules.py",
    "ask/card_rules.yaml",
    "ask/cards.py",
    "ask/names.py",
    "ask/normalise.py",
    "cards/__init__.py",
    "cards/abilities.py",
    "cards/catalog.py",
    "cards/compile.py",
    "cards/kinds.py",
    "cards/statics.py",
    "cards/triggers.py",
    "cards/understood.py",
    "cards/understood_cache.py",
    "cards/view.py",
    "compiled.py",
    "convert/__init__.py",
    "convert/cards.py",
    "convert/rulings.py",
    "dataclass_code.py",
    "engine/__init__.py",
    "engine/effects.py",
    "engine/instructions.py",
    "engine/replacements.py",
    "engine/state.py",
    "errors.py",
    "files.py",
    "paths.py",
    "patterns.py",
    "records.py",
    "rules/__init__.py",
    "rules/index.py",
    "rules/rulebook.py",
    "rules/rulefiles.py",
    "rules/rulenum.py",
    "yamlfile.py",
)
"""The files the card-text reading reads or runs, under judge/ (tests/test_cards_cache.py
checks the list against the modules `judge.cards.understood` imports), and those that lay
out what the cache keeps of a reading: this module and the view."""

KEPT_READERS = 3
"""How many other readers' folders of readings are kept when a new reader's is made: an
older install beside this one may still read its own."""

_READER_FOLDER = re.compile(r"[0-9a-f]{32}")


@functools.cache
def compiler_digest() -> str:
    """A digest of the card-text reader's source and tables."""
    digest = hashlib.sha256()
    for name in COMPILER_SOURCES:
        digest.update(name.encode() + b"\0" + (PACKAGE / name).read_bytes() + b"\0")
    return digest.hexdigest()[:32]


def cached_understand(card: Card, version: str) -> Understood:
    """``understand(card, version)``, from the cache when it holds this very reading."""
    from judge.cards.understood import Understood

    place = _place(card, version)
    read: Understood | None = _cached(place, READING, Understood, card)
    return read if read is not None else _read_again(card, version, place)


def cached_view(card: Card, version: str) -> ReadingView:
    """The view of ``understand(card, version)`` (judge/cards/view.py), from the cache when
    it holds this very reading: then without importing the reading's records."""
    place = _place(card, version)
    view: ReadingView | None = _cached(place, VIEW, ReadingView, card)
    return view if view is not None else reading_view(_read_again(card, version, place))


READING, VIEW = 0, 1
"""The lines of a cache file: the reading, and its view."""


def _cached(place: Path | None, line: int, kind: Any, card: Card) -> Any:
    """The ``line`` of the cache file at ``place``, as a ``kind``; None when there is none,
    or it is not one (cut short, edited, planted: nested past the parser's depth too):
    never an error."""
    if place is None:
        return None
    with contextlib.suppress(OSError, ValueError, TypeError, KeyError, RecursionError):
        lines = files.read_small(place, 1 << 20).split("\n")
        if len(lines) != 2:
            raise ValueError("not a cache file of readings")
        return _decode(kind, json.loads(lines[line]), card)
    return None


def _read_again(card: Card, version: str, place: Path | None) -> Understood:
    """The card read, and written to the cache at ``place`` (None: no cache)."""
    from judge.cards.understood import understand

    understood = understand(card, version)
    if place is not None:
        with contextlib.suppress(OSError):
            if not place.parent.is_dir():
                _prune_readers(place.parent.parent)
            place.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            # JSON with no indent holds no line break: a string's is written \n
            lines = (_encode(understood), reading_view(understood))
            files.replace_file(place, "\n".join(json.dumps(x, ensure_ascii=True) for x in lines))
    return understood


def _place(card: Card, version: str) -> Path | None:
    """The cache file of this card's reading under ``version`` (None: no cache)."""
    cache = paths.user_cache_dir()
    if cache is None:
        return None
    erratum = card.erratum_under(version)
    said = [card.name, card.type, card.printed, erratum.text if erratum else None, version]
    key = hashlib.sha256(json.dumps(said).encode()).hexdigest()[:32]
    return cache / "cards" / compiler_digest() / f"{key}.json"


def _prune_readers(folder: Path) -> None:
    """Remove from ``folder`` the readings of all but the `KEPT_READERS` most recently
    written readers. Only what this cache writes is touched: folders named by a digest,
    holding ``.json`` files; a symlink is never followed, a folder holding anything else
    is left."""
    with contextlib.suppress(OSError):
        readers = [
            entry
            for entry in folder.iterdir()
            if _READER_FOLDER.fullmatch(entry.name) and entry.is_dir() and not entry.is_symlink()
        ]
        readers.sort(key=lambda entry: entry.stat().st_mtime, reverse=True)
        for old in readers[KEPT_READERS:]:
            with contextlib.suppress(OSError):
                for reading in old.iterdir():
                    if reading.suffix == ".json" and reading.is_file() and not reading.is_symlink():
                        reading.unlink()
                old.rmdir()


def _encode(value: Any) -> Any:
    """A reading as JSON: a dataclass as its fields (the card itself left out: the key
    holds what was read of it), a tuple as a list."""
    if isinstance(value, Card):
        return None
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [_encode(item) for item in value]
    if isinstance(value, dict):
        return {key: _encode(item) for key, item in value.items()}
    return value


def _decode(kind: Any, value: Any, card: Card) -> Any:
    """The value of type ``kind`` written as the JSON ``value`` (a reading by `_encode`, or
    a view); ``card`` stands for the card left out. TypeError when the JSON does not fit
    the type."""
    return _decoder(kind)(value, card)


Decoder = Callable[[Any, Card], Any]


@functools.cache
def _decoder(kind: Any) -> Decoder:
    """How a value of type ``kind`` is decoded, worked out once per type: looking the type
    over again for every value was most of the time the site's card pages took to read."""
    if kind is Card:
        return lambda value, card: card
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        make = typing.cast(Any, kind)
        fields: dict[str, Decoder] = {}  # filled on first use: a type may contain itself

        def dataclass_value(value: Any, card: Card) -> Any:
            if not fields:
                fields.update((name, _decoder(hint)) for name, hint in _hints(kind).items())
            if not isinstance(value, dict):
                raise TypeError(f"{value!r} is not a {kind}")
            return make(**{name: fields[name](item, card) for name, item in value.items()})

        return dataclass_value
    if typing.is_typeddict(kind):
        keys: dict[str, Decoder] = {}

        def typeddict_value(value: Any, card: Card) -> Any:
            if not keys:
                keys.update((name, _decoder(hint)) for name, hint in _hints(kind).items())
            if not isinstance(value, dict) or value.keys() != keys.keys():
                raise TypeError(f"{value!r} is not a {kind}")
            return {name: keys[name](item, card) for name, item in value.items()}

        return typeddict_value
    origin, arguments = typing.get_origin(kind), typing.get_args(kind)
    if origin is tuple or origin is list:
        item_kind, made = _decoder(arguments[0]), origin

        def items(value: Any, card: Card) -> Any:
            if not isinstance(value, list):
                raise TypeError(f"{value!r} is not a {kind}")
            return made(item_kind(item, card) for item in value)

        return items
    if origin in (types.UnionType, typing.Union):
        inner = _decoder(next(a for a in arguments if a is not type(None)))
        return lambda value, card: None if value is None else inner(value, card)
    if origin is dict:

        def plain(value: Any, card: Card) -> Any:
            if not isinstance(value, dict):
                raise TypeError(f"{value!r} is not a {kind}")
            return _decode_plain(value)

        return plain
    if kind in (str, int, bool):

        def exactly(value: Any, card: Card) -> Any:
            if type(value) is kind:
                return value
            raise TypeError(f"{value!r} is not a {kind}")

        return exactly

    def unfit(value: Any, card: Card) -> Any:
        raise TypeError(f"{value!r} is not a {kind}")

    return unfit


def _decode_plain(value: Any) -> Any:
    """A card rule's mapping as it was: JSON lists were tuples."""
    if isinstance(value, list):
        return tuple(_decode_plain(item) for item in value)
    if isinstance(value, dict):
        return {key: _decode_plain(item) for key, item in value.items()}
    return value


@functools.cache
def _hints(kind: type) -> dict[str, Any]:
    return typing.get_type_hints(kind)
