"""Read a Core Rules text (one clause a line, "NNN.x.y. text") into entries.

Two layouts exist under ``rules_data/sources/core-rules``:

- ``bracketed`` (v1.4): clean text; ``[CHAPTER]`` and ``[SECTION]`` mark the headings.
- ``pdf`` (v1.3, v1.2 and v1.0): converted from the PDF with artifacts. An unnumbered
  line continues the clause above it (the PDF broke the line, sometimes after every
  word); spacing artifacts are removed by ``pdf_cleanup``. Which lines are headings or
  chapters comes from the ``kind`` of the same line in the ``.jsonl`` parse published
  beside the text (v1.3); a source without one (v1.2, v1.0) has its chapter numbers
  listed in ``versions.yaml`` and no other heading marks. A line that starts with a
  dotted number without its final dot ("553.5 Otherwise, ...", v1.0) is a clause too.
  One line glues a stray fragment in front of its number ("Refl391. Delayed Abilities
  ..."): the fragment, declared in ``STRAY_FRAGMENTS``, is dropped and the clause kept
  under its number, 391 (v1.4 has the same clause 391). Any other glued letters stop
  the converter.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from judge.convert import pdf_cleanup
from judge.errors import DataError
from judge.records import replace
from judge.rules.rulefiles import ClauseRecord

SOURCE_MARK = "# SOURCE:"
# Letters the PDF conversion glued in front of a clause number, dropped when reading.
STRAY_FRAGMENTS = {"Refl"}
_NUMBERED = re.compile(
    r"^(?P<indent> *)(?:\[(?P<mark>CHAPTER|SECTION)\] )?(?P<stray>[A-Za-z]+)?"
    r"(?P<rule>\d{3}(?:\.[0-9a-z]+)*)\.(?: (?P<text>.*))?$"
)
_UNDOTTED = re.compile(r"^(?P<indent> *)(?P<rule>\d{3}(?:\.[0-9a-z]+)+) (?P<text>.*)$")
_HEADING_KINDS = {"heading", "chapter"}
# A sentence's end: a full stop, "!" or "?", then any closing quotes or brackets.
_SENTENCE_END = re.compile(r"[.!?][\"'”’)]*$")

# (line number, rule) -> the line's kind: "chapter", "heading" or "plain".
KindOf = Callable[[int, str], str]


def provenance(path: Path) -> str:
    """The source's first ``# SOURCE:`` line, without the mark."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(SOURCE_MARK):
            return line.removeprefix(SOURCE_MARK).strip()
    raise DataError("no '# SOURCE:' line", path=str(path))


def read_bracketed(path: Path) -> list[ClauseRecord]:
    """Entries of a clean text whose headings are marked ``[CHAPTER]``/``[SECTION]``.

    Every line after the ``# SOURCE:`` one must be a clause indented two spaces a level.
    """
    entries: list[ClauseRecord] = []
    chapter = ""
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if number == 1 and raw.startswith(SOURCE_MARK):
            continue
        match = _NUMBERED.match(raw)
        if match is None or match["stray"] or len(match["indent"]) != 2 * match["rule"].count("."):
            raise DataError(
                "expected a numbered clause 'NNN.x. text' indented by its depth",
                path=str(path),
                line=number,
            )
        if match["mark"] == "CHAPTER":
            chapter = match["rule"]
        heading = match["mark"] is not None
        entries.append(ClauseRecord(match["rule"], match["text"] or "", chapter, heading=heading))
    return entries


def read_pdf(path: Path, kind_of: KindOf) -> list[ClauseRecord]:
    """Entries of a PDF conversion, each line's heading kind told by ``kind_of``.

    Unnumbered lines before the first clause (the source mark, the title) are skipped.
    """
    entries: list[ClauseRecord] = []
    chapter = ""
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        match = _NUMBERED.match(raw) or _UNDOTTED.match(raw)
        if match is None:
            if entries and raw.strip():
                last = entries[-1]
                entries[-1] = replace(last, text=f"{last.text} {raw.strip()}".strip())
            continue
        rule, stray = match["rule"], match.groupdict().get("stray")
        if stray is not None and stray not in STRAY_FRAGMENTS:
            raise DataError(
                f"undeclared fragment {stray!r} before {rule}", path=str(path), line=number
            )
        kind = kind_of(number, "" if stray else rule)
        if kind == "chapter":
            chapter = rule
        entries.append(
            ClauseRecord(rule, match["text"] or "", chapter, heading=kind in _HEADING_KINDS)
        )
    return [replace(entry, text=pdf_cleanup.clean(entry.text or "")) for entry in entries]


def jsonl_kinds(path: Path) -> KindOf:
    """Kinds from a ``.jsonl`` parse whose rows follow the text's lines one for one.

    A glued line (asked for with an empty rule) is a continuation row there. The parse calls
    some clauses whose text ends in a quotation headings (v1.3's 371 'Some Replacement
    Effects will begin with "once each turn."', which has clauses under it); a heading is a
    title, never a sentence, so a "heading" row whose text ends a sentence is a plain clause.
    """
    rows: dict[int, tuple[str, str]] = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        try:
            row = json.loads(raw)
        except json.JSONDecodeError as error:
            raise DataError(f"not a JSON row: {error.msg}", path=str(path), line=number) from None
        kind = str(row.get("kind", ""))
        if kind == "heading" and _SENTENCE_END.search(str(row.get("text", "")).strip()):
            kind = "plain"
        rows[number] = (str(row.get("rule", "")), kind)

    def kind_of(number: int, rule: str) -> str:
        row_rule, kind = rows.get(number, ("", ""))
        if row_rule != rule:
            raise DataError(
                f"the row reads {row_rule!r}, not {rule!r}", path=str(path), line=number
            )
        return kind

    return kind_of


def chapter_kinds(chapters: tuple[str, ...]) -> KindOf:
    """Kinds for a source without heading marks: the first line of each listed chapter."""
    pending = set(chapters)

    def kind_of(number: int, rule: str) -> str:
        if rule in pending:
            pending.discard(rule)
            return "chapter"
        return "plain"

    return kind_of
