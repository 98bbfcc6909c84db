"""The bundled card list (rules_data/cards/cards.tsv) and its official rulings (rulings.tsv),
read once per process: the one reader of both files (docs/cards.md).

Errata and bans are dated. A rules version (whose id is its "Last Updated" date) is the game
as it stood while that version was the current one, until the next version held: an erratum
or a ban applies under it when it was announced before the next version's date. Guards!'
erratum of 2026-04-03 came while v1.3 (2026-03-30) was current, so it applies under v1.3 and
every later version; under v1.2 (2025-12-01, superseded on 2026-03-30) the card reads as
printed.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from judge.errors import DataError
from judge.paths import rules_data_dir, version_dirs

# The columns of cards/cards.tsv, written by judge/convert/cards.py
COLUMNS = (
    "name",
    "type",
    "text",
    "errata",
    "errata_date",
    "errata_document",
    "banned_since",
    "supertype",
    "domains",
    "tags",
)
# The columns of cards/rulings.tsv, written by judge/convert/rulings.py
RULING_COLUMNS = ("card", "document", "source", "date", "heading", "text")
PARAGRAPH = " \\n "  # how a paragraph break is kept on the one line of a TSV row


@dataclass(frozen=True)
class Erratum:
    """A card's corrected text, the date it applies from and where it is published."""

    text: str
    date: str
    document: str


@dataclass(frozen=True)
class Ruling:
    """A passage of an official FAQ text that names the card."""

    document: str
    source: str
    date: str
    heading: str
    paragraphs: tuple[str, ...]


@dataclass(frozen=True)
class Card:
    """A card of the card list: its name, type, printed text and erratum."""

    name: str
    type: str
    printed: str
    erratum: Erratum | None
    banned_since: str
    supertype: str = ""
    domains: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()

    @property
    def slug(self) -> str:
        """The card's name as a file name: "Zhonya's Hourglass" -> "zhonyas-hourglass"."""
        return "-".join(re.findall(r"[a-z0-9]+", self.name.lower().replace("'", ""))) or "card"

    def erratum_under(self, version: str) -> Erratum | None:
        """The erratum in force under the rules version dated ``version`` (None: as printed)."""
        if self.erratum is not None and in_force(self.erratum.date, version):
            return self.erratum
        return None

    def text_under(self, version: str) -> str:
        erratum = self.erratum_under(version)
        return erratum.text if erratum else self.printed

    def banned_under(self, version: str) -> bool:
        return bool(self.banned_since) and in_force(self.banned_since, version)


def in_force(announced: str, version: str) -> bool:
    """Whether a change announced on ``announced`` holds under the rules version ``version``:
    it came before the version after ``version`` replaced it (any time, for the newest)."""
    later = [held for held in _held_versions() if held > version]
    return announced < later[0] if later else True


def first_in_force(announced: str) -> str | None:
    """The first held rules version a change announced on ``announced`` holds under: the one
    current that day (released that day or before). None when the date precedes every held
    version: none was current then (such a change holds under all of them)."""
    current = [held for held in _held_versions() if held <= announced]
    return current[-1] if current else None


@functools.cache
def _held_versions() -> tuple[str, ...]:
    return tuple(folder.name for folder in version_dirs(rules_data_dir() / "rules"))


def load_catalog(path: Path | None = None) -> tuple[Card, ...]:
    """Every card of the bundled list in name order; empty when there is no list. Read once
    per file: the cache is keyed by the path read, so another $JUDGE_RULES_DATA reads its own."""
    return _catalog(path or card_list_path())


@functools.cache
def _card_list(data: Path) -> Path:
    # Asked at every card the engine meets: the path is joined once per rules_data folder.
    return data / "cards" / "cards.tsv"


def card_list_path() -> Path:
    """The card list of the rules data in use ($JUDGE_RULES_DATA may name another)."""
    return _card_list(rules_data_dir())


def card_named(name: str, path: Path | None = None) -> Card | None:
    """The card of the list named ``name`` (case aside), or None; the first in name order
    when two share a name."""
    return _named(path or card_list_path()).get(name.strip().casefold())


@functools.cache
def _named(path: Path) -> dict[str, Card]:
    # The engine looks cards up by name at every step that meets one: a scan of the list
    # each time was most of what `judge check` spends outside the play-out.
    index: dict[str, Card] = {}
    for card in _catalog(path):
        index.setdefault(card.name.casefold(), card)
    return index


@functools.cache
def _catalog(path: Path) -> tuple[Card, ...]:
    return tuple(_card(row) for row in _card_rows(path).values())


def card_names(path: Path | None = None) -> tuple[str, ...]:
    """The names of the cards of the bundled list, `load_catalog`'s in its order, read
    without making the cards: finding one by its name (judge/cards/lookup.py) then makes
    only the cards it finds (``listed_card``), not the 949 the list holds."""
    return tuple(_card_rows(path or card_list_path()))


def listed_card(name: str, path: Path | None = None) -> Card:
    """The card of the bundled list named exactly ``name``, one of ``card_names``; made from
    its row alone."""
    return _card(_card_rows(path or card_list_path())[name])


@functools.cache
def _card_rows(path: Path) -> dict[str, str]:
    """Each card's row of the list, by name (the first row of a name), in the list's order;
    a row is split into its fields only when its card is made."""
    rows: dict[str, str] = {}
    tabs = len(COLUMNS) - 1
    for line in _lines(path):
        if line.startswith("#") or line.count("\t") != tabs:
            continue
        name = line[: line.index("\t")]
        if name != COLUMNS[0]:
            rows.setdefault(name, line)
    return rows


def _card(row: str) -> Card:
    fields = row.split("\t")
    name, card_type, printed, text, date, document, banned, supertype, domains, tags = fields
    erratum = Erratum(text, date, document) if text else None
    return Card(name, card_type, printed, erratum, banned, supertype, _split(domains), _split(tags))


def load_rulings(path: Path | None = None) -> dict[str, tuple[Ruling, ...]]:
    """The official rulings by card name, each card's in document date order (read once per
    file, like `load_catalog`)."""
    return _rulings(path or _rulings_path())


def card_rulings(name: str, path: Path | None = None) -> tuple[Ruling, ...]:
    """The official rulings of the card ``name``, `load_rulings`'s, read from its rows
    alone: `judge card` makes one card's, not the list's."""
    start = name + "\t"
    lines = _lines(path or _rulings_path())
    return tuple(map(_ruling, _ruling_rows([line for line in lines if line.startswith(start)])))


def _rulings_path() -> Path:
    return rules_data_dir() / "cards" / "rulings.tsv"


@functools.cache
def _rulings(path: Path) -> dict[str, tuple[Ruling, ...]]:
    found: dict[str, list[Ruling]] = {}
    for fields in _ruling_rows(_lines(path)):
        found.setdefault(fields[0], []).append(_ruling(fields))
    return {card: tuple(rulings) for card, rulings in found.items()}


def _ruling(fields: list[str]) -> Ruling:
    _, document, source, date, heading, text = fields
    return Ruling(document, source, date, heading, tuple(text.split(PARAGRAPH)))


def _split(field: str) -> tuple[str, ...]:
    """ "Fury/Chaos" -> ("Fury", "Chaos"); "Colorless" and "" -> () (no domain)."""
    if "/" not in field:  # most fields: one domain or tag, or none (twice a card listed)
        return (field,) if field and field != "Colorless" else ()
    return tuple(part for part in field.split("/") if part and part != "Colorless")


def _ruling_rows(lines: list[str]) -> list[list[str]]:
    """The rulings list's rows, each split into its fields; not a comment, the header, or a
    row of another number of fields."""
    rows = []
    for line in lines:
        fields = line.split("\t")
        if line.startswith("#") or len(fields) != len(RULING_COLUMNS):
            continue
        if fields[0] != RULING_COLUMNS[0]:
            rows.append(fields)
    return rows


def _lines(path: Path) -> list[str]:
    """The lines of the card list's TSV file or the rulings'; none when it cannot be read."""
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    except UnicodeDecodeError as error:
        raise DataError(f"not UTF-8 text (byte {error.start})", path=str(path)) from None
