"""Regular expressions compiled the first time they are used.

Some modules hold dozens of patterns that most questions never reach (the rarer wordings of
card texts, the controlled English's tokens): compiled at import, they cost every `judge
ask` several milliseconds. ``LazyPattern(pattern, flags)`` stands for ``re.compile(pattern,
flags)`` and compiles on its first use; a pattern most calls use is compiled at import, as
usual.

A pattern that reads a whole question in one frame is long and costly to compile (a
millisecond or more), yet most questions lack a word it cannot match without: "target" in a
frame about targets. ``LazyPattern(pattern, flags, needs=("target",))`` does not compile, and
matches nothing, until the text holds one of ``needs`` (compared casefolded, with the two
letters ``re.IGNORECASE`` also takes for "i" that casefolding does not make one, dotless ı and
dotted İ, folded to it: `fold`). tests/test_patterns.py checks from each pattern's own syntax
that every text it can match holds one of its ``needs``: the gate never turns away a text
the pattern would match.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from functools import cached_property
from typing import Any


class LazyPattern:
    """``re.compile(pattern, flags)``, compiled on first use; the methods are re.Pattern's."""

    def __init__(self, pattern: str, flags: int = 0, needs: tuple[str, ...] = ()) -> None:
        self.pattern = pattern
        self.flags = flags
        self.needs = tuple(fold(word) for word in needs)
        if needs:
            GATED.append(self)

    def may_match(self, string: str) -> bool:
        """False only when the pattern cannot match ``string``: it holds none of ``needs``."""
        if not self.needs:
            return True
        folded = fold(string)
        return any(word in folded for word in self.needs)

    @cached_property
    def compiled(self) -> re.Pattern[str]:
        return re.compile(self.pattern, self.flags)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if not self.may_match(string):
            return None
        return self.compiled.match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        if not self.may_match(string):
            return None
        return self.compiled.fullmatch(string, pos, endpos)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if not self.may_match(string):
            return None
        return self.compiled.search(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(string, pos, endpos)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(string, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)


GATED: list[LazyPattern] = []
"""Every pattern made with ``needs`` (tests/test_patterns.py checks each)."""


def fold(text: str) -> str:
    """``text`` as a gate compares it: casefolded, and each letter ``re.IGNORECASE`` takes
    for "i" read as "i" (casefolding leaves "ı" and makes "İ" an "i" with a combining dot)."""
    return text.casefold().replace("\u0131", "i").replace("\u0307", "")
