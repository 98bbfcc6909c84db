"""Near-miss typos corrected against a known vocabulary: one rule for `judge ask` and
`judge search` ("reacll" -> "recall", "batlefield" -> "battlefield").

A word of three letters or more may have one pair of neighbouring letters swapped; a word
of four or more may also be any vocabulary word difflib finds at least ``cutoff`` alike,
unless the word is that one with a prefix put in front ("disempowered" is not a typo of
"empowered", nor "unexhausted" of "exhausted"). Shorter words are never corrected: too many
of them are one letter apart.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Container, Iterable, Sequence

MIN_TYPO_LENGTH = 4
TYPO_CUTOFF = 0.84
MIN_PREFIX = 2
"""The shortest prefix ("un", "re", "dis") that makes a word another one, never a typo."""


def correct(
    word: str,
    known: Container[str],
    targets: Sequence[str] | Callable[[], Sequence[str]],
    cutoff: float = TYPO_CUTOFF,
    *,
    few: bool = False,
) -> str | None:
    """The known word ``word`` most likely meant, or None when nothing is close enough.

    ``targets`` (or a function returning them, called only when needed) are the words a
    typo may become: the vocabulary, or the part of it worth comparing. ``few``: as in
    `close_matches`.
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
    close = close_matches(word, choices, 1, cutoff, few=few)
    return close[0] if close and not prefixed(word, close[0]) else None


def prefixed(word: str, other: str) -> bool:
    """``word`` is ``other`` with a prefix in front, whatever the two endings:
    "disempowered" and "empower", "unstunned" and "stunned"."""
    stem = other[: max(MIN_TYPO_LENGTH, len(other) - 2)]
    return any(
        word[start:].startswith(stem) for start in range(MIN_PREFIX, len(word) - len(stem) + 1)
    )


def close_matches(
    word: str, choices: Iterable[str], n: int, cutoff: float, *, few: bool = False
) -> list[str]:
    """``difflib.get_close_matches``, the same answer, faster on long lists.

    difflib's ratio counts the characters of its matching blocks, a common subsequence of
    the two strings, so it is never above rapidfuzz's Indel ratio (the longest common
    subsequence): the choices that ratio drops, difflib would drop too. difflib then
    decides among the few left, so nothing changes but the time. ``few``: the caller asks
    only a few times in its process (`judge card`'s name lookup), where importing rapidfuzz
    (about 11 ms) costs more than difflib alone spends on a thousand or two choices (about
    2 ms each): difflib alone then, on the choices within its reach, the same answer.
    """
    if few:
        return difflib.get_close_matches(word, _within_reach(word, choices, cutoff), n, cutoff)
    from rapidfuzz import fuzz, process

    floor = cutoff * 100 - 1e-9  # float rounding must never drop a choice difflib keeps
    # a list, as rapidfuzz would score a mapping's values, not its keys
    scored = process.extract_iter(word, list(choices), scorer=fuzz.ratio, score_cutoff=floor)
    near = [choice for choice, _, _ in scored]
    return difflib.get_close_matches(word, near, n, cutoff)


def _within_reach(word: str, choices: Iterable[str], cutoff: float) -> list[str]:
    """The choices difflib might find at least ``cutoff`` alike ``word``: its ratio counts
    characters the two share, never more than the characters of the choice that occur in
    ``word`` at all, which `str.translate` counts at C speed (difflib's own first bounds
    are Python). Near a typo's cutoff, a few dozen of the thousand card names are left."""
    # deleting the word's own characters leaves those of a choice that occur nowhere in it
    its_own = dict.fromkeys(map(ord, set(word)))
    reach = []
    for choice in choices:
        total = len(choice) + len(word)
        shared = len(choice) - len(choice.translate(its_own))
        if not total or 2.0 * shared / total >= cutoff:  # difflib's ratio of no text is 1
            reach.append(choice)
    return reach
