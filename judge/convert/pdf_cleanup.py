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
    """Drop the space just inside each pair of straight double quotes.

    Quotes pair up in order; a text with an odd number of them is left alone, since
    there is no telling which one is unmatched.
    """
    pieces = text.split('"')
    if len(pieces) % 2 == 0:
        return text
    for index in range(1, len(pieces), 2):
        pieces[index] = pieces[index].strip(" ")
    return '"'.join(pieces)
