"""Tidy a typed question before it is read: unicode, case, contractions, punctuation, length.

The parser only ever sees lower-case ASCII words separated by single spaces, so every
wording quirk a person can type is absorbed here once.
"""

from __future__ import annotations

import re
import unicodedata

from judge.ask.names import NOT_WORD as _NOT_WORD
from judge.ask.names import POSSESSIVE as _POSSESSIVE
from judge.patterns import LazyPattern

MAX_QUESTION_CHARS = 500
"""Longer input is cut here: a rules question is a sentence or two, not a document."""

_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201b": "'",
        "\u2032": "'",
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",  # the minus sign
    }
)

# Negative contractions keep their "not" as a separate word so negation is visible.
_CONTRACTIONS = (
    (re.compile(r"\bcan't\b|\bcannot\b"), "can not"),
    (re.compile(r"\bwon't\b"), "will not"),
    (re.compile(r"\bshan't\b"), "shall not"),
    (re.compile(r"\b(\w+)n't\b"), r"\1 not"),
    (re.compile(r"\bcant\b"), "can not"),  # typed without the apostrophe
    (
        re.compile(r"\b(do|does|did|is|are|was|were|could|should|would|must|has|have)nt\b"),
        r"\1 not",
    ),
    (re.compile(r"\bit's\b"), "it is"),
    (re.compile(r"\b(i|you|we|they)'re\b"), r"\1 are"),
    (re.compile(r"\b(i|you|we|they)'ve\b"), r"\1 have"),
    (re.compile(r"\b(i|you|we|they|it)'ll\b"), r"\1 will"),
    (re.compile(r"\b(i|you|we|they|it|he|she)'d\b"), r"\1 would"),
    (re.compile(r"\bi'm\b"), "i am"),
    (re.compile(r"\b(what|where|when|how|who|that|there)'s\b"), r"\1 is"),
    # "combat's going on": a "'s" before these is "is" (or "has"), never a possessive
    (re.compile(r"\b(\w+)'s (going|happening|being)\b"), r"\1 is \2"),
    (re.compile(r"\b(\w+)'s been\b"), r"\1 has been"),
    # "I've got units" is "I have units"; "has got to" is "has to" (before a participle,
    # "has got exhausted", "got" is "become" and stays)
    (re.compile(r"\b(have|has|had) got\b(?! \w+(?:ed|en)\b)"), r"\1"),
)
_RE_PREFIX = re.compile(r"\bre-(?=[a-z])")
"""The prefix "re-" written with its hyphen: one word with its verb ("re-enter" is "reenter",
read as "enter" again), never the filler "re" and the bare verb."""
_NEGATIVE = re.compile(r"(?<![\w\]])-(?=\d)")
"""A minus sign opening a number ("-3 XP", "-2 Might"): the word "minus", never dropped with
the other punctuation, which would read the number as positive."""
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


# Cyrillic and Greek letters drawn like Latin ones: in a word that also holds Latin letters
# ("Gаnking" with a Cyrillic "а") they are read as the Latin letter they imitate.
_LOOK_ALIKES = str.maketrans(
    "аеорсухіјѕԁӏкАВЕКМНОРСТХІЈЅαονικρχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
    "aeopcyxijsdlkABEKMHOPCTXIJSaovikpxABEZHIKMNOPTYX",
)
_INVISIBLE = LazyPattern(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufe00-\ufe0f]"
)


def unmask(text: str) -> str:
    """``text`` as it reads: compatibility forms folded (full-width letters, ligatures),
    invisible characters removed (soft hyphens, zero-width spaces, direction marks), and
    look-alike letters inside a Latin word made Latin. A word wholly in another script is
    left alone (it is a foreign word, not a disguised one)."""
    if text.isascii():
        return text
    folded = _INVISIBLE.sub("", unicodedata.normalize("NFKC", text))
    return " ".join(
        word.translate(_LOOK_ALIKES) if any(ch.isascii() and ch.isalpha() for ch in word) else word
        for word in folded.split(" ")
    )


def disguised(question: str) -> list[tuple[str, str]]:
    """The words of ``question`` that ``unmask`` changes, each with how it reads."""
    found = []
    for word in question.split():
        plain = unmask(word)
        if plain != word:
            found.append((word, plain))
    return found


def normalise(question: str) -> str:
    """Lower-case ASCII words joined by single spaces; possessives become a "s" suffix.

    ``"Can’t my ALLY’s units move?"`` becomes ``"can not my allys units move"``.
    The result is empty when nothing readable is left (blank or non-Latin input).
    """
    text = question[: MAX_QUESTION_CHARS * 4]
    if not text.isascii():
        text = unmask(text).translate(_QUOTES)
        text = "".join(" " if unicodedata.category(ch)[0] == "C" else ch for ch in text)
        text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = _CONTROL.sub(" ", text).replace("`", "'").lower()[:MAX_QUESTION_CHARS]
    for pattern, replacement in _CONTRACTIONS:
        text = pattern.sub(replacement, text)
    text = _RE_PREFIX.sub("re", _POSSESSIVE.sub(r"\1s", _NEGATIVE.sub(" minus ", text)))
    return " ".join(_NOT_WORD.sub(" ", text).split())


def foreign_share(question: str) -> float:
    """Share of letters outside ASCII: a high share means the question is not in English."""
    letters = [ch for ch in unmask(question) if ch.isalpha()]
    if not letters:
        return 0.0
    return sum(1 for ch in letters if not ch.isascii()) / len(letters)
