"""The scenario files and FAQ answers that name a card.

A card is named as the rulings are (judge/convert/rulings.py): its name as a whole word, with
its capitals, ", " standing for " - "; a one-word name the Core Rules use as an ordinary word
("Recall") is never taken for the card. `judge card` looks for its card on its own (so
"Cull" is found in "Cull the Weak"); the site looks for every card together, where a name
inside a longer one is the longer card's.

Reading ~2,000 scenario files on every `judge card` was most of its time, so what names
each card of the list is kept in `scenarios/card-mentions.json` (the scenarios) and
`rules_data/faq/card-mentions.json` (the FAQ questions), written by
`python -m judge.cards.mentions` and checked fresh by a test (tests/test_cards.py), as the
other generated files are. A card a file was not written for (another card list, a rules
data folder without it) is looked for in the files themselves.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from judge import compiled, yamlfile
from judge.errors import DataError
from judge.paths import rules_data_dir, scenarios_dir

_TITLE = re.compile(r"^title:[ \t]*(.+?)[ \t]*$", re.MULTILINE)
_DOUBLE_QUOTED = re.compile(r'"([^"\\]*)"')  # no escape: the text is the value
_SINGLE_QUOTED = re.compile(r"'((?:[^']|'')*)'")  # '' is the one escape
_WORD = re.compile(r"[\w']")
_RUN = re.compile(r"[\w']*")  # a word, as far as it goes
INDEX_NAME = "card-mentions.json"


@dataclass(frozen=True)
class Mention:
    """A scenario (``path`` under scenarios/) or a FAQ question (``path``: its topic file)."""

    kind: str  # "scenario" or "faq"
    path: str
    title: str


def mentions(names: Iterable[str], ordinary: Callable[[str], bool]) -> dict[str, list[Mention]]:
    """Every scenario and FAQ question naming one of ``names``, by card name; ``ordinary``
    says whether a word is an ordinary word of the rules. One name (`judge card`) is looked
    for on its own, from the indexes; several (the site's card pages) are looked for
    together in the files, a name inside a longer one being the longer card's."""
    names = list(names)
    if len(names) > 1:
        return _together(names, ordinary)
    wanted = sorted({n for n in names if " " in n.strip() or not ordinary(n.lower())})
    found: dict[str, list[Mention]] = {}
    for kind, place, read in _KINDS:
        indexed = _indexed(place(), wanted)
        unindexed = [name for name in wanted if name not in indexed]
        read_now: dict[str, list[list[str]]] = {}
        for path, title, naming in read(Names(unindexed)) if unindexed else ():
            for name in naming:
                read_now.setdefault(name, []).append([path, title])
        for name in wanted:
            entries = indexed.get(name) if name in indexed else read_now.get(name)
            for path, title in entries or ():
                found.setdefault(name, []).append(Mention(kind, path, title))
    return found


def _together(names: list[str], ordinary: Callable[[str], bool]) -> dict[str, list[Mention]]:
    """Every scenario and FAQ question naming one of ``names``, looked for together."""
    from judge.convert.rulings import card_spellings  # not for one card: `judge card`

    spellings = card_spellings(
        names, {n.lower() for n in names if " " not in n and ordinary(n.lower())}
    )
    if not spellings:
        return {}
    longest = Longest(spellings)
    found: dict[str, list[Mention]] = {}
    folder = scenarios_dir()
    for file in _yaml_files(folder):
        text = _read(file)
        for name in longest.named(text):
            shown = Path(file).relative_to(folder.parent)
            found.setdefault(name, []).append(
                Mention("scenario", shown.as_posix(), _title(shown, text))
            )
    for where, question, text in _faq_questions(longest.named):
        for name in longest.named(text):
            found.setdefault(name, []).append(Mention("faq", where, question))
    return found


class Longest:
    """Finds the cards a text names as `judge.convert.rulings.named` does (the longest
    spelling where a word may start, whole; the text after it read on from its end), without
    its one pattern of every spelling: Python's regular expressions try such an alternation
    one spelling at a time at each place, which took a sixth of the site's build. The
    spellings are filed under their first word: a spelling can only start where the text's
    word is that word, so most words are passed over with one look-up."""

    def __init__(self, spellings: dict[str, str]) -> None:
        self._table: dict[str, list[tuple[str, str]]] = {}
        for spelling in sorted(spellings, key=len, reverse=True):
            first = _RUN.match(spelling)
            key = first.group() if first else ""
            self._table.setdefault(key, []).append((spelling, spellings[spelling]))
        firsts = re.escape("".join(sorted({spelling[0] for spelling in spellings if spelling})))
        self._words = re.compile(rf"(?<![\w'])(?=[{firsts}])[\w']*") if firsts else None

    def named(self, text: str) -> set[str]:
        """The cards ``text`` names; a name inside a longer one is the longer card's."""
        found: set[str] = set()
        after = 0  # where the last name found ends: a name starts at or after it
        table = self._table
        for word in self._words.finditer(text) if self._words else ():
            at = word.start()
            if at < after:
                continue
            for spelling, name in table.get(word.group(), ()):
                end = at + len(spelling)
                if text.startswith(spelling, at) and not _WORD.match(text, end):
                    found.add(name)
                    after = end
                    break
        return found


class Names:
    """Finds which of some card names a text names, each as if looked for on its own: a
    spelling (the name, and ", " for " - ") where a word may start, whole (no word character
    or apostrophe after it)."""

    def __init__(self, names: Iterable[str]) -> None:
        self._table: dict[str, list[tuple[str, str]]] = {}
        for name in names:
            for spelling in dict.fromkeys((name, name.replace(" - ", ", "))):
                self._table.setdefault(spelling[:2], []).append((spelling, name))
        firsts = re.escape("".join(sorted({key[0] for key in self._table})))
        self._starts = re.compile(rf"(?<![\w'])(?=[{firsts}])") if firsts else None

    def named(self, text: str) -> list[str]:
        """The names ``text`` names, sorted."""
        found: set[str] = set()
        for start in self._starts.finditer(text) if self._starts else ():
            at = start.start()
            for spelling, name in self._table.get(text[at : at + 2], ()):
                if text.startswith(spelling, at) and not _WORD.match(text, at + len(spelling)):
                    found.add(name)
        return sorted(found)


# A deck question's Main Deck list ("main_deck: {Forgefire Cape: 2, Back Off: 3, ...}"): the
# cards that fill it to 40 are not what the scenario is about, so a card named there names
# the scenario only where the rest of it (its title, the Legend, the Champion) names it too.
_DECK_LIST = re.compile(r"\bmain_deck:\s*\{[^}]*\}")


def scenario_names(names: Names) -> list[tuple[str, str, list[str]]]:
    """Each scenario file naming one of ``names``, in path order: its path under the
    checkout, its title and the names it names."""
    folder = scenarios_dir()
    found = []
    for file in _yaml_files(folder):
        text = _read(file)
        naming = names.named(_DECK_LIST.sub(" ", text))
        if naming:
            shown = Path(file).relative_to(folder.parent)
            found.append((shown.as_posix(), _title(shown, text), naming))
    return found


def faq_names(names: Names) -> list[tuple[str, str, list[str]]]:
    """Each FAQ question naming one of ``names``: its topic file, the question, the names."""
    return [
        (where, question, naming)
        for where, question, text in _faq_questions(names.named)
        if (naming := names.named(text))
    ]


def _faq_questions(names_in: Callable[[str], object]) -> Iterator[tuple[str, str, str]]:
    """Each FAQ question of a topic file whose text ``names_in`` finds a name in: the topic
    file (``faq/NAME``), the question, and the question's whole entry as text to look in."""
    for path in sorted((rules_data_dir() / "faq").glob("*.yaml")):
        if not names_in(_read(path)):
            continue
        try:
            questions = compiled.load_yaml(path).get("questions") or []
        except (DataError, AttributeError):
            continue  # `judge faq` names what is wrong with the file
        for item in questions:
            if isinstance(item, dict):
                text = json.dumps(item, ensure_ascii=False)
                yield f"faq/{path.name}", str(item.get("question", "")), text


def index_texts(card_names: Iterable[str]) -> dict[Path, str]:
    """The text of each index file (scenarios/card-mentions.json and
    rules_data/faq/card-mentions.json) for the card list's names: the names it was written
    for, and what names each card (path and title or question), in file order."""
    every = sorted(set(card_names))
    texts = {}
    for _, place, read in _KINDS:
        by_card: dict[str, list[list[str]]] = {}
        for path, title, naming in read(Names(every)):
            for name in naming:
                by_card.setdefault(name, []).append([path, title])
        texts[place()] = _index_text(every, dict(sorted(by_card.items())))
    return texts


def _index_text(names: list[str], by_card: dict[str, list[list[str]]]) -> str:
    """An index file: JSON, each name it was written for on a line of its own, and each
    card's mentions on one line (``_MENTIONS`` then the card), so that `judge card` reads
    its card's line alone: parsing the whole file was a fifth of what it did beyond
    `judge rule`."""
    lines = [json.dumps(name, ensure_ascii=False) for name in names]
    found = [
        f"{json.dumps(name, ensure_ascii=False)}: {json.dumps(entries, ensure_ascii=False)}"
        for name, entries in by_card.items()
    ]
    names_part = ",\n  ".join(lines)
    return f'{{\n "names": [\n  {names_part}\n ],{_MENTIONS}' + ",\n  ".join(found) + "\n }\n}\n"


_MENTIONS = '\n "mentions": {\n  '
"""What starts the mentions in an index file, each card's line after it."""


def _indexed(place: Path, wanted: list[str]) -> dict[str, list[list[str]] | None]:
    """What an index file holds for the names ``wanted`` it was written for: what names
    each (None: nothing); empty when there is no such file or it does not read. Each card's
    line is read alone (``_index_text``); a file laid out otherwise is parsed whole."""
    try:
        text = place.read_text("utf-8")
    except (OSError, ValueError):
        return {}
    split = text.find(_MENTIONS)
    if split >= 0 and text.endswith("\n }\n}\n"):
        # one card's line read alone; a line that does not read (an older layout, indented
        # one line a value) has the whole file parsed
        with contextlib.suppress(ValueError, IndexError, TypeError):
            return {
                name: _line_of(text, split, name)
                for name in wanted
                if _written_for(text[:split], json.dumps(name, ensure_ascii=False))
            }
    try:
        document = json.loads(text)
        every, found = set(document["names"]), document["mentions"]
        return {name: found.get(name) for name in wanted if name in every}
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return {}


def _written_for(names_part: str, key: str) -> bool:
    """Whether the names part of an index file lists ``key`` (a name as JSON) on its line."""
    at = names_part.find(f"\n  {key}")
    end = at + 3 + len(key)
    return at >= 0 and names_part[end : end + 1] in (",", "\n")


def _line_of(text: str, split: int, name: str) -> list[list[str]] | None:
    """The mentions of ``name`` on its line of the mentions part (from ``split``), if any."""
    start = f"\n  {json.dumps(name, ensure_ascii=False)}: "
    at = text.find(start, split + len(_MENTIONS) - 3)
    if at < 0:
        return None
    end = text.index("\n", at + 1)
    found: list[list[str]] = json.loads(text[at + len(start) : end].removesuffix(","))
    return found


_KINDS: tuple[
    tuple[str, Callable[[], Path], Callable[[Names], list[tuple[str, str, list[str]]]]], ...
] = (
    ("scenario", lambda: scenarios_dir() / INDEX_NAME, scenario_names),
    ("faq", lambda: rules_data_dir() / "faq" / INDEX_NAME, faq_names),
)
"""What names a card, where its index file is, and how the files are read without it."""


def _yaml_files(folder: Path) -> list[str]:
    """The .yaml files under ``folder``, in path order (plain strings: 650 Path objects
    cost more than reading the files)."""
    found: list[str] = []
    pending = [str(folder)]
    while pending:
        try:
            entries = list(os.scandir(pending.pop()))
        except OSError:
            continue
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                pending.append(entry.path)
            elif entry.name.endswith(".yaml"):
                found.append(entry.path)
    return sorted(found)


def _title(path: Path, text: str) -> str:
    """The scenario's title (its file name when it has none or does not parse); a title on
    one line, plain or quoted with nothing to unescape, is read without the YAML parser."""
    line = _TITLE.search(text)
    following = text[line.end() + 1 : line.end() + 2] if line else ""
    if line and following not in (" ", "\t"):  # not continued on the next line
        value = line.group(1)
        if value[:1] not in "\"'|>&*!%@`[{" and ": " not in value:
            return value.strip()
        quoted = _DOUBLE_QUOTED.fullmatch(value) or _SINGLE_QUOTED.fullmatch(value)
        if quoted:
            return " ".join(quoted.group(1).replace("''", "'").split())
    try:
        title = yamlfile.parse(text, path=str(path)).get("title")
    except (DataError, AttributeError):
        title = None
    return " ".join(title.split()) if isinstance(title, str) else path.stem


def _read(path: Path | str) -> str:
    """The file's text; "" when it cannot be read (`judge check` names it)."""
    try:
        with open(path, "rb") as file:
            return file.read().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


def main() -> int:
    """Write the index files from the scenario files, the FAQ topics and the card list."""
    from judge.cards.catalog import load_catalog

    for place, text in index_texts(card.name for card in load_catalog()).items():
        place.write_text(text, "utf-8")
        print(f"wrote {place}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
