"""`judge card NAME` and `judge cards --coverage`: the data they print (rendered by
judge/render/cards.py)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.cards.catalog import Erratum, Ruling, card_rulings, first_in_force, load_catalog
from judge.cards.lookup import Match, find_card
from judge.cards.mentions import Mention, mentions
from judge.cards.understood_cache import cached_understand, cached_view
from judge.cards.view import ReadingView
from judge.rules.rulebook import Clause, Rulebook

if TYPE_CHECKING:
    from judge.cards.understood import Understood


@dataclass(frozen=True)
class KeywordRule:
    """A keyword on the card and the clause of the version that defines it (None: none)."""

    keyword: str
    clause: Clause | None


@dataclass(frozen=True)
class CardReport:
    """What `judge card` prints of a card under a rules version."""

    match: Match
    version: str
    reading: ReadingView
    keywords: tuple[KeywordRule, ...]
    later_erratum: Erratum | None
    """An erratum announced after the version was replaced: it does not apply under it yet."""
    later_erratum_from: str | None
    """The rules version the later erratum applies from (current the day it was announced);
    None when there is no later erratum."""
    rulings: tuple[Ruling, ...]
    mentions: tuple[Mention, ...]

    @property
    def erratum(self) -> Erratum | None:
        return self.match.card.erratum_under(self.version)

    @property
    def banned(self) -> bool:
        return self.match.card.banned_under(self.version)


@dataclass(frozen=True)
class Coverage:
    """What `judge cards --coverage` prints: every card of the list read under a version."""

    version: str
    cards: tuple[Understood, ...]

    def counts(self) -> Counter[str]:
        return Counter(card.status for card in self.cards)

    def templates(self) -> list[tuple[str, int]]:
        """What the compiler left unread (a sentence, a trigger condition, a cost), as
        templates, the most frequent first."""
        from judge.cards.understood import template  # not for `judge card`: see card_report

        found = Counter(template(s) for card in self.cards for s in card.unread)
        return sorted(found.items(), key=lambda item: (-item[1], item[0]))


def card_report(rulebook: Rulebook, query: str, version: str) -> CardReport:
    """The card ``query`` names, as it stands under ``version``; NotFoundError when none."""
    match = find_card(query)
    card = match.card
    # the reading's view, not the reading: from the cache, it is read without the reading's
    # records (judge/cards/view.py)
    reading = cached_view(card, version)
    keywords = tuple(
        KeywordRule(k, defining_clause(rulebook, k, version)) for k in reading["keywords"]
    )
    later = card.erratum if card.erratum and card.erratum_under(version) is None else None
    # not in force under ``version``: announced once a later version was current, so never
    # before every held version
    since = first_in_force(later.date) if later else None
    named = mentions([card.name], lambda word: rulebook.mentions(version, word))
    return CardReport(
        match,
        version,
        reading,
        keywords,
        later,
        since,
        card_rulings(card.name),
        tuple(named.get(card.name, ())),
    )


def coverage(version: str) -> Coverage:
    """Every card of the list read under ``version``, in name order."""
    return Coverage(version, tuple(cached_understand(card, version) for card in load_catalog()))


def defining_clause(rulebook: Rulebook, keyword: str, version: str) -> Clause | None:
    """The clause that says what the keyword is ("Hidden is a keyword ..."), else the first
    the index finds defining it."""
    found = rulebook.defining(keyword, version)
    opening = keyword.casefold() + " is "
    return next((c for c in found if c.text.casefold().startswith(opening)), None) or (
        found[0] if found else None
    )
