"""Near-miss typos corrected against a known vocabulary: one rule for `judge ask` and
`judge search` ("reacll" -> "recall", "batlefield" -> "battlefield").

A word of three letters or more may have one pair of neighbouring letters swapped; a word
of four or more may also be any vocabulary word difflib finds at least ``cutoff`` alike.
Shorter words are never corrected: too many of them are one letter apart.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Container, Sequence

MIN_TYPO_LENGTH = 4
TYPO_CUTOFF = 0.84


def correct(
    word: str,
    known: Container[str],
    targets: Sequence[str] | Callable[[], Sequence[str]],
    cutoff: float = TYPO_CUTOFF,
) -> str | None:
    """The known word ``word`` most likely meant, or None when nothing is close enough.

    ``targets`` (or a function returning them, called only when needed) are the words a
    typo may become: the vocabulary, or the part of it worth comparing.
    """
    if len(word) < MIN_TYPO_LENGTH - 1 or not word.isalpha():
        return None
    for i in range(len(word) - 1):  # one swapped pair of letters: "reacll"
        swapped = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        if swapped in known:
            return swapped
    if len(word) < MIN_TYPO_LENGTH:
        return None
    choices = targets() if callable(targets) else targets
    close = difflib.get_close_matches(word, choices, n=1, cutoff=cutoff)
    return close[0] if close else None
