"""Rule numbers: parsing, natural ordering and parents.

A rule number is a string such as ``"144.1.a"`` or ``"461.7"``: three digits, then
dot-separated parts of digits or letters. Numbers are never floats: ``"144.10"`` is
not ``"144.1"``.
"""

from __future__ import annotations

import re
import unicodedata

RULE_NUMBER = re.compile(r"^\d{3}(?:\.(?:\d+|[a-z]+))*$", re.ASCII)
MAX_LENGTH = 40


def is_rule_number(text: str) -> bool:
    """True when ``text`` has the shape of a rule number (it may still not exist)."""
    return len(text) <= MAX_LENGTH and RULE_NUMBER.match(text) is not None


def normalize(text: str) -> str:
    """Tidy what a person types: ``" 144.2. "`` and ``"Rule 144.2"`` become ``"144.2"``."""
    cleaned = unicodedata.normalize("NFKC", text).strip().lower()  # fullwidth digits too
    cleaned = re.sub(r"^(?:rule|cr|core rules?)\s*", "", cleaned)
    return cleaned.rstrip(".")


def sort_key(number: str) -> tuple[tuple[int, int | str], ...]:
    """Natural order: 144.2 < 144.10, 144.1 < 144.1.a, digits before letters."""
    parts: list[tuple[int, int | str]] = []
    for part in number.split("."):
        parts.append((0, int(part)) if part.isdigit() else (1, part))
    return tuple(parts)


def parent(number: str) -> str | None:
    """The number one level up (``"144.1.a"`` -> ``"144.1"``), None for a top-level one."""
    head, dot, _ = number.rpartition(".")
    return head if dot else None


def depth(number: str) -> int:
    """0 for ``"144"``, 1 for ``"144.1"``, and so on."""
    return number.count(".")
