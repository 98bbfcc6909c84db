"""A rules version named in the question itself: "v1.3: can ...", "Under the March rules,
can ...", "... (Core Rules 2026-03-30)?".

The words naming the version are taken out of the question, which is then read as usual,
and the version they name is the one it is judged under. A name that fits no installed
version, or more than one, is said back, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.rules.rulebook import VersionInfo

MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)

_LEAD = (
    r"(?:(?:playing|judged|judging|going|ruled)\s+)?"
    r"(?:(?:under|in|per|using|with|for|according\s+to|by)\s+)?(?:the\s+)?(?:core\s+rules\s+)?"
)
_TAIL = r"(?:\s+(?:of\s+the\s+)?(?:core\s+)?(?:rules|rulebook|cr))?"
_NAME = (
    r"(?P<number>v\s?\d+\.\d+|\d+\.\d+(?=\s*(?:[:,)]|core\b|rules\b|cr\b)))"
    r"|(?P<date>\d{4}-\d{2}-\d{2})"
    rf"|(?P<month>(?:{'|'.join(MONTHS)})(?:\s+\d{{4}})?)(?=\s+(?:\d{{4}}\s+)?(?:core\s+)?rules)"
)
VERSION_WORDS = re.compile(
    rf"[(\[]?\b{_LEAD}(?:{_NAME})(?![.\d]){_TAIL}[)\]]?\s*[:,;-]?\s*", re.IGNORECASE
)
"""A version's name with the words around it that only say it is a version ("under the",
"rules", a colon). A bare "1.3" counts only where a colon, comma or "rules" follows it."""


@dataclass(frozen=True)
class NamedVersion:
    """A rules version a question names."""

    said: str
    """The words of the question that name it."""
    versions: tuple[str, ...]
    """The installed versions they fit (none, one, or several)."""
    rest: str
    """The question without them."""


def named_version(question: str, versions: list[VersionInfo]) -> NamedVersion | None:
    """The version the question names, if it names one."""
    match = VERSION_WORDS.search(question)
    if match is None:
        return None
    rest = (question[: match.start()] + " " + question[match.end() :]).strip()
    if match["number"]:
        number = re.sub(r"^v\s?", "", match["number"].lower())
        fits = [v.id for v in versions if number in (a.lower() for a in v.aliases)]
    elif match["date"]:
        fits = [v.id for v in versions if v.id == match["date"]]
    else:
        month, *year = match["month"].lower().split()
        mm = f"-{MONTHS.index(month) + 1:02d}-"
        fits = [
            v.id
            for v in versions
            if v.last_updated[4:8] == mm and v.last_updated.startswith(tuple(year) or "")
        ]
    return NamedVersion(match.group(0).strip(" :,;-"), tuple(fits), rest[:1].upper() + rest[1:])
