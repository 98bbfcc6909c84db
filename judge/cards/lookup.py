"""Finding a card by the name a user types: exactly, by some of its words ("yasuo",
"vi peacekeeper"), or by a close spelling ("zhonyas hourglas"); the match is always said.

Names are compared as `judge ask` reads them (``name_words``: case, punctuation and
possessives aside); a misspelt word is corrected against the words of the card names by the
project's one typo rule (judge/spelling.py).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from judge.ask.names import name_words, names_words
from judge.cards.catalog import Card, card_names, listed_card
from judge.errors import NotFoundError, quoted

EXACT, WORDS, SPELLING = "exact", "words", "spelling"
SUGGESTIONS = 5
SUGGESTION_CUTOFF = 0.5


@dataclass(frozen=True)
class Match:
    """The card found for ``query``, how (``kind``), and the other cards the words fit."""

    query: str
    card: Card
    kind: str
    others: tuple[Card, ...] = ()

    def said(self) -> str:
        """One line saying how the name was matched ("" for an exact match)."""
        if self.kind == EXACT:
            same = " ".join(self.query.split()).casefold() == self.card.name.casefold()
            return "" if same else f"matched {quoted(self.query)} to {self.card.name}"
        how = "by its words" if self.kind == WORDS else "by a close spelling"
        line = f"matched {quoted(self.query)} to {self.card.name} {how}"
        if self.others:
            names = ", ".join(card.name for card in self.others)
            line += f"; the first in name order of {len(self.others) + 1} (also: {names})"
        return line


def find_card(query: str, path: Path | None = None) -> Match:
    """The card ``query`` names in the card list (``path``, default the bundled one);
    NotFoundError (exit 2) with the nearest names when none."""
    words = name_words(query)
    if not words:
        raise NotFoundError('empty card name: give a name, e.g. judge card "Zhonya\'s Hourglass"')
    listed = card_names(path)
    keyed = list(zip(names_words(list(listed)), listed, strict=True))
    found = functools.partial(_match, query, path)
    exact = [name for key, name in keyed if key == words]
    if exact:
        return found(EXACT, exact[:1])
    by_words = _by_words(words, keyed)
    if by_words:
        return found(WORDS, by_words)
    from judge import spelling  # only now: an exact name or its words need neither

    vocabulary = sorted({word for key, _ in keyed for word in key})
    known = set(vocabulary)
    corrected = tuple(
        word if word in known else (spelling.correct(word, known, vocabulary, few=True) or word)
        for word in words
    )
    by_words = _by_words(corrected, keyed) if corrected != words else []
    if by_words:
        return found(SPELLING, by_words)
    names = {" ".join(key): name for key, name in keyed}
    close = spelling.close_matches(" ".join(words), names, 1, spelling.TYPO_CUTOFF, few=True)
    if close:
        return found(SPELLING, [names[close[0]]])
    raise NotFoundError(_not_found(query, " ".join(words), names))


def _match(query: str, path: Path | None, kind: str, names: list[str]) -> Match:
    """The first of the cards ``names`` names, the others beside: only they are made."""
    cards = tuple(listed_card(name, path) for name in names)
    return Match(query, cards[0], kind, cards[1:])


def _by_words(words: tuple[str, ...], keyed: list[tuple[tuple[str, ...], str]]) -> list[str]:
    """The names of the cards whose name holds every word, in name order."""
    return [name for key, name in keyed if all(word in key for word in words)]


def _not_found(query: str, plain: str, names: dict[str, str]) -> str:
    from judge import spelling

    near = spelling.close_matches(plain, names, SUGGESTIONS, SUGGESTION_CUTOFF, few=True)
    message = f"no card named {quoted(query)}"
    if near:
        message += "; the nearest: " + ", ".join(names[n] for n in near)
    return message
