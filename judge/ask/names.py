"""A card name's words as a normalised question spells them ("Vilemaw's Lair" -> "vilemaws
lair"): the two patterns of the question normaliser (`judge.ask.normalise`) a name needs,
kept apart from the rest of it so that matching a name (`judge card NAME`) compiles two
patterns, not every contraction and look-alike; a name not in ASCII (none yet) is
normalised whole."""

from __future__ import annotations

import re

POSSESSIVE = re.compile(r"(\w)'s?\b")
NOT_WORD = re.compile(r"[^a-z0-9]+")
_NOT_WORD_IN_LINE = re.compile(r"[^a-z0-9\n]+")


def name_words(name: str) -> tuple[str, ...]:
    """A card name's words as a normalised question spells them ("Vilemaw's Lair" ->
    ("vilemaws", "lair")); cheaper than ``normalise`` for the thousand names of the index."""
    if not name.isascii():
        from judge.ask.normalise import normalise  # only for a name not in ASCII

        name = normalise(name)
    return tuple(NOT_WORD.sub(" ", POSSESSIVE.sub(r"\1s", name.lower())).split())


def names_words(names: list[str]) -> list[tuple[str, ...]]:
    r"""``name_words`` of each name, in order: the ASCII names (all but a few) worked on
    together, one pattern run over them all instead of two over each, which is most of the
    time `judge card` spends matching a name. Neither pattern reaches across a line break
    (``\w`` is no line break, and the runs of other characters stop at it), so each line
    comes out as it would alone."""
    plain = [name for name in names if name.isascii() and "\n" not in name]
    text = POSSESSIVE.sub(r"\1s", "\n".join(plain).lower())
    words = iter(line.split() for line in _NOT_WORD_IN_LINE.sub(" ", text).split("\n"))
    return [
        tuple(next(words)) if name.isascii() and "\n" not in name else name_words(name)
        for name in names
    ]
