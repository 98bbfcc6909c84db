"""Turn the rule references inside a text into links, escaping everything else.

A reference is "rule 447.2", "See rule 459", "See 108.6" or a list such as "rules 144.1 and
144.2" or "rules 144.1, 144.2, and 144.3". Each number becomes a link when the version holds
it; a number the version does not hold stays plain text. The number is read whole, so
"144.10" is never linked as "144.1", and a sentence's closing period is not part of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from markupsafe import Markup, escape

from judge.rules.rulebook import Rulebook

NUMBER = r"\d{3}(?:\.(?:\d+|[a-z]{1,2}\b))*"
_SEPARATOR = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+|\s*[-\u2013]\s*)"
REFERENCE = re.compile(
    rf"\b(?i:rules?|see)\s+{NUMBER}(?:{_SEPARATOR}{NUMBER})*",
)
_NUMBER_IN_REFERENCE = re.compile(NUMBER)

#: Maps a rule number to the href of its clause, or None when it cannot be linked.
Resolver = Callable[[str], str | None]
#: Maps a rule number to the text shown when the pointer rests on its link, or None.
Titles = Callable[[str], str | None]


def link_references(text: str, resolve: Resolver, titles: Titles | None = None) -> Markup:
    """Escape ``text`` for HTML and link every rule reference ``resolve`` knows; with
    ``titles``, each link carries its clause's text as its title (shown on hover)."""

    def numbers(reference: str) -> Markup:
        return _replace(reference, _NUMBER_IN_REFERENCE, lambda n: link_number(n, resolve, titles))

    return _replace(text, REFERENCE, numbers)


def link_number(number: str, resolve: Resolver, titles: Titles | None = None) -> Markup:
    """One rule number as a link (or as escaped text when ``resolve`` cannot place it)."""
    href = resolve(number)
    if href is None:
        return escape(number)
    title = titles(number) if titles is not None else None
    if title:
        return Markup('<a class="ref" href="{}" title="{}">{}</a>').format(href, title, number)
    return Markup('<a class="ref" href="{}">{}</a>').format(href, number)


def _replace(text: str, pattern: re.Pattern[str], render: Callable[[str], Markup]) -> Markup:
    """``text`` escaped, each match of ``pattern`` replaced by ``render(match)``."""
    parts: list[str] = []
    position = 0
    for match in pattern.finditer(text):
        parts.append(escape(text[position : match.start()]))
        parts.append(render(match.group(0)))
        position = match.end()
    parts.append(escape(text[position:]))
    return Markup("").join(parts)


def clause_href(version: str, number: str, *, root: str = "") -> str:
    """Where a clause lives in the site: one page per top-level number, one anchor per clause.

    ``root`` is the relative path from the linking page to the site root ("" or "../../").
    """
    return f"{root}rules/{version}/{page_of(number)}.html#{number}"


def page_of(number: str) -> str:
    """The top-level number whose page holds this clause ("455.1.a" -> "455")."""
    return number.split(".", 1)[0]


class RuleLinks:
    """Resolvers for every version, each knowing which numbers its version holds."""

    def __init__(self, rulebook: Rulebook) -> None:
        self._rulebook = rulebook
        self._held: dict[str, frozenset[str]] = {}
        self._texts: dict[str, dict[str, str]] = {}

    def titles(self, version: str) -> Titles:
        """A clause's number and text in ``version`` ("459 Combat ..."), for a link's title."""
        if version not in self._texts:
            texts: dict[str, str] = {}
            for clause in self._rulebook.clauses(version):  # the clause before its heading,
                if clause.rule not in texts or not clause.heading:  # as Rulebook.clause has it
                    texts[clause.rule] = f"{clause.rule} {clause.text.strip()}"
            self._texts[version] = texts
        return self._texts[version].get

    def resolver(self, version: str, root: str) -> Resolver:
        """Link a number to its clause in ``version`` when the version holds it."""
        if version not in self._held:
            self._held[version] = frozenset(c.rule for c in self._rulebook.clauses(version))
        held = self._held[version]

        def resolve(number: str) -> str | None:
            return clause_href(version, number, root=root) if number in held else None

        return resolve
