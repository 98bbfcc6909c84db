"""Regular expressions compiled the first time they are used.

Some modules hold dozens of patterns that most questions never reach (the rarer wordings of
card texts, the controlled English's tokens): compiled at import, they cost every `judge
ask` several milliseconds. ``LazyPattern(pattern, flags)`` stands for ``re.compile(pattern,
flags)`` and compiles on its first use; a pattern most calls use is compiled at import, as
usual.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from functools import cached_property
from typing import Any


class LazyPattern:
    """``re.compile(pattern, flags)``, compiled on first use; the methods are re.Pattern's."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags

    @cached_property
    def compiled(self) -> re.Pattern[str]:
        return re.compile(self.pattern, self.flags)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
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
