"""The scenario files and FAQ answers that name a card.

A card is named as the rulings are (judge/convert/rulings.py): its name as a whole word, with
its capitals, ", " standing for " - "; a one-word name the Core Rules use as an ordinary word
("Recall") is never taken for the card. A file is read only when it holds the name at all.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from judge import compiled, yamlfile
from judge.convert.rulings import card_spellings, named, names_pattern
from judge.errors import DataError
from judge.paths import rules_data_dir, scenarios_dir

_TITLE = re.compile(r"^title:[ \t]*(.+?)[ \t]*$", re.MULTILINE)
_DOUBLE_QUOTED = re.compile(r'"([^"\\]*)"')  # no escape: the text is the value
_SINGLE_QUOTED = re.compile(r"'((?:[^']|'')*)'")  # '' is the one escape
FEW = 8  # up to this many spellings, a file is first searched as bytes


@dataclass(frozen=True)
class Mention:
    """A scenario (``path`` under scenarios/) or a FAQ question (``path``: its topic file)."""

    kind: str  # "scenario" or "faq"
    path: str
    title: str


def mentions(names: Iterable[str], ordinary: Callable[[str], bool]) -> dict[str, list[Mention]]:
    """Every scenario and FAQ question naming one of ``names``, by card name; ``ordinary``
    says whether a word is an ordinary word of the rules."""
    spellings = card_spellings(
        list(names), {n.lower() for n in names if " " not in n and ordinary(n.lower())}
    )
    if not spellings:
        return {}
    pattern = names_pattern(spellings)
    few = [spelling.encode() for spelling in spellings] if len(spellings) <= FEW else []
    found: dict[str, list[Mention]] = {}
    folder = scenarios_dir()
    for file in _yaml_files(folder):
        text = _read(file, few)
        for name in named(pattern, spellings, text):
            shown = Path(file).relative_to(folder.parent)
            found.setdefault(name, []).append(
                Mention("scenario", shown.as_posix(), _title(shown, text))
            )
    for path in sorted((rules_data_dir() / "faq").glob("*.yaml")):
        text = _read(path)
        if not pattern.search(text):
            continue
        try:
            questions = compiled.load_yaml(path).get("questions") or []
        except (DataError, AttributeError):
            continue  # `judge faq` names what is wrong with the file
        for item in questions:
            if not isinstance(item, dict):
                continue
            for name in named(pattern, spellings, json.dumps(item, ensure_ascii=False)):
                question = str(item.get("question", ""))
                found.setdefault(name, []).append(Mention("faq", f"faq/{path.name}", question))
    return found


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


def _read(path: Path | str, few: list[bytes] | None = None) -> str:
    """The file's text; "" when it cannot be read (`judge check` names it) or holds none of
    the ``few`` names looked for (read as bytes: most files are never decoded)."""
    try:
        with open(path, "rb") as file:
            data = file.read()
        if few and not any(name in data for name in few):
            return ""
        return data.decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return ""
