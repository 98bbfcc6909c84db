"""A partial version from a seed page: the clauses it quotes and the numbers it cites.

The page quotes some clauses word for word under "What the Core Rules say" (a "- NNN"
line, then a "- text" line) and cites more under "Common questions" ("Core Rules 143.4,
144.2, ..."; a citation line may end with a page title glued to the last number, as in
"308.1.aRiftbound Core Rules: Patch Notes"). A quoted clause keeps its own text. A
number known only from a citation enters the version only through a reviewed link
(``links-<id>.yaml``) to the clause of a complete version it is the same as; the others
are listed there as left out, since their text is unknown. Clauses are written in
rule-number order, and their parents may be missing (the version is ``complete: false``).
"""

from __future__ import annotations

import re
from pathlib import Path

from judge.convert import curation
from judge.convert.model import Version, VersionSpec
from judge.errors import DataError
from judge.rules import rulenum
from judge.rules.rulefiles import ClauseRecord

QUOTES_START = "What the Core Rules say"
QUOTES_END = "Quoted word for word from"
CITATION = "Core Rules "
_CITED_NUMBER = re.compile(r"\d{3}(?:\.[0-9a-z]+)*")


def build(spec: VersionSpec, path: Path, built: dict[str, Version]) -> Version:
    """The partial version ``spec`` from the seed page at ``path`` and its reviewed links."""
    lines = path.read_text(encoding="utf-8").splitlines()
    quoted = quoted_clauses(lines, str(path))
    table = curation.link_table(spec.id)
    _check_table(table, set(quoted), set(cited_numbers(lines)), built, str(path))
    titles = _chapter_titles(table, built)
    entries: list[ClauseRecord] = []
    for rule in sorted(set(quoted) | set(table.links), key=rulenum.sort_key):
        link = table.links.get(rule)
        entries.append(
            ClauseRecord(
                rule,
                quoted.get(rule, ""),
                _chapter_of(rule, titles),
                same_as=link.same_as if link else None,
                same_as_version=link.version if link else None,
            )
        )
    used = {entry.chapter for entry in entries}
    return Version(spec, provenance(lines, str(path)), entries, {c: titles[c] for c in used})


def quoted_clauses(lines: list[str], source: str) -> dict[str, str]:
    """Rule -> text of the clauses quoted under "What the Core Rules say"."""
    start = _index(lines, QUOTES_START, source) + 1
    end = _index(lines, QUOTES_END, source)
    items = [line.removeprefix("- ") for line in lines[start:end]]
    if len(items) % 2 or not all(rulenum.is_rule_number(rule) for rule in items[0::2]):
        raise DataError("expected '- NNN' and '- text' lines in pairs", path=source, line=start + 1)
    return dict(zip(items[0::2], items[1::2], strict=True))


def cited_numbers(lines: list[str]) -> list[str]:
    """Every number cited on a "Core Rules ..." line, in order, without glued titles."""
    cited: list[str] = []
    for line in lines:
        if line.startswith(CITATION):
            for item in line.removeprefix(CITATION).split(","):
                match = _CITED_NUMBER.match(item.strip())
                if match:
                    cited.append(match.group(0))
    return list(dict.fromkeys(cited))


def provenance(lines: list[str], source: str) -> str:
    """The page has no "# SOURCE:" line: its site and title lines and its attribution."""
    attribution = lines[_index(lines, QUOTES_END, source)]
    return f"{lines[0]} | {lines[1]} | {attribution}"


def _check_table(
    table: curation.LinkTable,
    quoted: set[str],
    cited: set[str],
    built: dict[str, Version],
    source: str,
) -> None:
    """Each number known only by citation is linked or left out; each link hits a clause."""
    reviewed = set(table.links) | set(table.left_out)
    if missing := sorted(cited - quoted - reviewed, key=rulenum.sort_key):
        raise DataError(f"cited numbers neither linked nor left out: {missing}", path=source)
    if stray := sorted(reviewed - quoted - cited, key=rulenum.sort_key):
        raise DataError(
            f"links for numbers the page neither quotes nor cites: {stray}", path=source
        )
    if both := sorted(set(table.links) & set(table.left_out), key=rulenum.sort_key):
        raise DataError(f"numbers both linked and left out: {both}", path=source)
    for link in table.links.values():
        target = built.get(link.version)
        if target is None or link.same_as not in {entry.rule for entry in target.entries}:
            raise DataError(f"link {link.rule} -> {link.same_as}: no such clause in {link.version}")


def _chapter_titles(table: curation.LinkTable, built: dict[str, Version]) -> dict[str, str]:
    """The page names no chapters: take them from the version the links point into."""
    versions = {link.version for link in table.links.values()}
    if len(versions) != 1:
        raise DataError(f"links must point into one version, not {sorted(versions)}")
    return built[versions.pop()].chapter_titles


def _chapter_of(rule: str, chapter_titles: dict[str, str]) -> str:
    """The last chapter whose number is not above the rule's top-level number."""
    top = rule.split(".")[0]
    return max(chapter for chapter in chapter_titles if chapter <= top)


def _index(lines: list[str], prefix: str, source: str) -> int:
    for index, line in enumerate(lines):
        if line.startswith(prefix):
            return index
    raise DataError(f"no line starting {prefix!r}", path=source)
