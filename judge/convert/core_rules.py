"""Read a Core Rules text (one clause a line, "NNN.x.y. text") into entries.

Two layouts exist under ``shared/sources/core-rules``:

- ``bracketed`` (v1.4): clean text; ``[CHAPTER]`` and ``[SECTION]`` mark the headings.
- ``pdf`` (v1.3): converted from the PDF with artifacts. An unnumbered line continues
  the clause above it (the PDF broke the line, sometimes after every word); spacing
  artifacts are removed by ``pdf_cleanup``; which lines are headings or chapters comes
  from the ``kind`` of the same line in the ``.jsonl`` parse published beside the text.
  One line glues a stray fragment in front of its number ("Refl391. Delayed Abilities
  ..."): the fragment is dropped and the clause kept under its number, 391 (v1.4 has
  the same clause 391).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from pathlib import Path

from judge.convert import pdf_cleanup
from judge.convert.model import Entry
from judge.errors import DataError

SOURCE_MARK = "# SOURCE:"
_NUMBERED = re.compile(
    r"^(?P<indent> *)(?:\[(?P<mark>CHAPTER|SECTION)\] )?(?P<stray>[A-Z][a-z]+)?"
    r"(?P<rule>\d{3}(?:\.[0-9a-z]+)*)\.(?: (?P<text>.*))?$"
)
_HEADING_KINDS = {"heading", "chapter"}


@dataclass(frozen=True)
class Line:
    """A numbered source line: its 1-based line number, rule, text and heading marks."""

    number: int
    rule: str
    text: str
    stray: str | None
    mark: str | None


def provenance(path: Path) -> str:
    """The source's first ``# SOURCE:`` line, without the mark."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(SOURCE_MARK):
            return line.removeprefix(SOURCE_MARK).strip()
    raise DataError("no '# SOURCE:' line", path=str(path))


def read_bracketed(path: Path) -> list[Entry]:
    """Entries of a clean text whose headings are marked ``[CHAPTER]``/``[SECTION]``."""
    entries: list[Entry] = []
    chapter = ""
    for line, indent in _numbered_lines(path):
        if line.stray is not None or indent != 2 * line.rule.count("."):
            raise DataError(
                f"unexpected layout of clause {line.rule}", path=str(path), line=line.number
            )
        if line.mark == "CHAPTER":
            chapter = line.rule
        entries.append(Entry(line.rule, line.text, chapter, heading=line.mark is not None))
    return entries


def read_pdf(path: Path, kinds_path: Path) -> list[Entry]:
    """Entries of a PDF conversion, with headings taken from the ``.jsonl`` line kinds."""
    kinds = _line_kinds(kinds_path)
    entries: list[Entry] = []
    chapter = ""
    text_lines = path.read_text(encoding="utf-8").splitlines()
    for number, raw in enumerate(text_lines, start=1):
        match = _NUMBERED.match(raw)
        if match is None or number == 1:
            if entries and raw.strip():
                last = entries[-1]
                entries[-1] = replace(last, text=f"{last.text} {raw.strip()}".strip())
            continue
        rule = match["rule"]
        kind_rule, kind = kinds.get(number, ("", ""))
        if match["stray"] is not None and kind_rule == "":
            kind_rule = rule  # the .jsonl took the glued line for a continuation
        if kind_rule != rule:
            raise DataError(
                f"the .jsonl row reads {kind_rule!r}, not {rule!r}",
                path=str(kinds_path),
                line=number,
            )
        if kind == "chapter":
            chapter = rule
        entries.append(Entry(rule, match["text"] or "", chapter, heading=kind in _HEADING_KINDS))
    return [replace(entry, text=pdf_cleanup.clean(entry.text or "")) for entry in entries]


def _numbered_lines(path: Path) -> list[tuple[Line, int]]:
    """Every numbered line with its indentation; any other line after the first is an error."""
    found: list[tuple[Line, int]] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if number == 1 and raw.startswith(SOURCE_MARK):
            continue
        match = _NUMBERED.match(raw)
        if match is None:
            raise DataError("expected a numbered clause 'NNN.x. text'", path=str(path), line=number)
        line = Line(number, match["rule"], match["text"] or "", match["stray"], match["mark"])
        found.append((line, len(match["indent"])))
    return found


def _line_kinds(path: Path) -> dict[int, tuple[str, str]]:
    """Line number -> (rule, kind) of a ``.jsonl`` parse whose rows follow the text's lines."""
    kinds: dict[int, tuple[str, str]] = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        row = json.loads(raw)
        kinds[number] = (str(row.get("rule", "")), str(row.get("kind", "")))
    return kinds
