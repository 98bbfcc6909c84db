"""Undo the spacing artifacts of a PDF-to-text conversion (the v1.3 source).

The converter that produced the v1.3 text put a space wherever the PDF changed font
run: before punctuation ("Zone ,", "Unit 's", "Outstanding :"), inside brackets
("( Standard", "[ Reaction ]") and inside quotes ('" Main Deck card."', '"Units. "').
Only those spaces are removed; a space before an opening quote or bracket is legitimate
and stays. The v1.4 text, typed from the same PDF family, is the reference the tests
compare against.
"""

from __future__ import annotations

import re

_WHITESPACE = re.compile(r"\s+")
_BEFORE_CLOSING = re.compile(r" +(?=[,.;:!?)\]])")
_AFTER_OPENING = re.compile(r"(?<=[(\[]) +")
_POSSESSIVE = re.compile(r" +(?='s\b)")


def clean(text: str) -> str:
    """The text with whitespace collapsed and the artifact spaces removed."""
    text = _WHITESPACE.sub(" ", text).strip()
    text = _tidy_quotes(text)
    text = _BEFORE_CLOSING.sub("", text)
    text = _AFTER_OPENING.sub("", text)
    return _POSSESSIVE.sub("", text)


def _tidy_quotes(text: str) -> str:
    """Drop the artifact space at a straight double quote that has a space on both sides.

    Such a quote is an opening one when an even number of quotes precede it (the space
    after it goes) and a closing one otherwise (the space before it goes). A quote with a
    space on one side only is left alone: that space is real ('gains "[Text]"').
    A text with an odd number of quotes is left alone, since their pairing is unknown.
    """
    pieces = text.split('"')
    if len(pieces) % 2 == 0:
        return text
    last = len(pieces) - 1
    for n in range(last):
        before, after = pieces[n], pieces[n + 1]
        spaced_before = before.endswith(" ") or (n == 0 and before == "")
        spaced_after = after.startswith(" ") or (n + 1 == last and after == "")
        if spaced_before and spaced_after:
            if n % 2 == 0:
                pieces[n + 1] = after.lstrip(" ")
            else:
                pieces[n] = before.rstrip(" ")
    return '"'.join(pieces)
