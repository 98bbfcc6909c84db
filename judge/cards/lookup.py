"""Finding a card by the name a user types: exactly, by some of its words ("yasuo",
"vi peacekeeper"), or by a close spelling ("zhonyas hourglas"); the match is always said.

Names are compared as `judge ask` reads them (``name_words``: case, punctuation and
possessives aside); a misspelt word is corrected against the words of the card names by the
project's one typo rule (judge/spelling.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.ask.names import name_words, names_words
from judge.cards.catalog import Card
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


def find_card(query: str, cards: tuple[Card, ...]) -> Match:
    """The card ``query`` names; NotFoundError (exit 2) with the nearest names when none."""
    words = name_words(query)
    if not words:
        raise NotFoundError('empty card name: give a name, e.g. judge card "Zhonya\'s Hourglass"')
    keyed = list(zip(names_words([card.name for card in cards]), cards, strict=True))
    exact = [card for key, card in keyed if key == words]
    if exact:
        return Match(query, exact[0], EXACT)
    found = _by_words(words, keyed)
    if found:
        return Match(query, found[0], WORDS, tuple(found[1:]))
    from judge import spelling  # only now: an exact name or its words need neither

    vocabulary = sorted({word for key, _ in keyed for word in key})
    known = set(vocabulary)
    corrected = tuple(
        word if word in known else (spelling.correct(word, known, vocabulary, few=True) or word)
        for word in words
    )
    found = _by_words(corrected, keyed) if corrected != words else []
    if found:
        return Match(query, found[0], SPELLING, tuple(found[1:]))
    names = {" ".join(key): card for key, card in keyed}
    close = spelling.close_matches(" ".join(words), names, 1, spelling.TYPO_CUTOFF, few=True)
    if close:
        return Match(query, names[close[0]], SPELLING)
    raise NotFoundError(_not_found(query, " ".join(words), names))


def _by_words(words: tuple[str, ...], keyed: list[tuple[tuple[str, ...], Card]]) -> list[Card]:
    """The cards whose name holds every word, in name order."""
    return [card for key, card in keyed if all(word in key for word in words)]


def _not_found(query: str, plain: str, names: dict[str, Card]) -> str:
    from judge import spelling

    near = spelling.close_matches(plain, names, SUGGESTIONS, SUGGESTION_CUTOFF, few=True)
    message = f"no card named {quoted(query)}"
    if near:
        message += "; the nearest: " + ", ".join(names[n].name for n in near)
    return message
