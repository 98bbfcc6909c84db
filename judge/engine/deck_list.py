"""A deck list of a ``deck_legal`` question read against the card list (judge/cards/catalog.py):
each name is a card's, with its type, supertype, domains and tags as the card list gives them.

A name is matched whatever its case and whether its subtitle follows ", " (as the rules print
it: "Jinx, Rebel") or " - " (as the card list has some: "Jinx - Rebel"). A name the card list
does not hold is the document's error, naming the place and the nearest names.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path as FilePath
from typing import Any

from judge.cards.catalog import Card, card_list_path, load_catalog
from judge.engine.questions import DeckCard, DeckQuery, NamedCard, NamedTag
from judge.engine.situation import NameProblem
from judge.engine.validate import Path
from judge.errors import quoted


def _key(name: str) -> str:
    return re.sub(r"\s*(?:,|\s-)\s+", " - ", name.replace("\u2019", "'")).casefold().strip()


def _cards() -> dict[str, Card]:
    """The card list of the rules data in use ($JUDGE_RULES_DATA may name another)."""
    return _cards_at(card_list_path())


@functools.cache
def _cards_at(path: FilePath) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for card in load_catalog(path):
        cards.setdefault(_key(card.name), card)
    return cards


# A token the cards create, by the name their text gives it: "Play a 1 Might Recruit unit
# token", "a Gold gear token".
TOKEN = re.compile(r"\b([A-Z][a-z]+) (?:unit|gear) tokens?\b")


def named_card(said: str) -> NamedCard:
    """What a player names when told to name a card: the cards (not tokens) whose names it
    fits, its exact name first (the only one then), and whether it is a token's name (a
    token of the card list, "Recruit (271) // Buff", or one a card's text creates)."""
    cards, worded, tokens = _nameable(card_list_path())
    exact = cards.get(_key(said))
    words = set(_words(said))
    fits = [exact] if exact is not None else [c for c, named in worded if words <= named]
    banned = fits[0].banned_since if len(fits) == 1 else ""
    return NamedCard(
        said,
        tuple(sorted(c.name for c in fits)),
        token=said.strip().casefold() in tokens and exact is None,
        banned_since=banned,
    )


@functools.cache
def _nameable(
    path: FilePath,
) -> tuple[dict[str, Card], tuple[tuple[Card, frozenset[str]], ...], frozenset[str]]:
    """The cards of the list at ``path`` that are not tokens, by key and with the words of
    their names, and the tokens' names (casefolded): read once per card list, not at every
    card a scenario names."""
    every = _cards_at(path)
    cards = {key: c for key, c in every.items() if c.supertype != "Token"}
    tokens = {name.casefold() for c in every.values() for name in TOKEN.findall(c.printed)}
    tokens |= {
        re.split(r" \(| //", c.name)[0].casefold() for c in every.values() if c.supertype == "Token"
    }
    worded = tuple((c, frozenset(_words(c.name))) for c in cards.values())
    return cards, worded, frozenset(tokens)


def named_tag(said: str) -> NamedTag:
    """What a player names when told to name a tag: the tag of the card list's cards and
    tokens it is, whatever its case ("" when no card or token has it)."""
    tags = {tag.casefold(): tag for card in _cards().values() for tag in card.tags}
    return NamedTag(said, tags.get(said.strip().casefold(), ""))


def _words(name: str) -> list[str]:
    return re.findall(r"[\w'’]+", name.casefold())


def deck_card(name: str, count: int, path: Path) -> DeckCard:
    """The card of the card list named ``name``, with ``count`` copies."""
    card = _cards().get(_key(name))
    if card is None:
        import difflib

        close = difflib.get_close_matches(
            name, [c.name for c in _cards().values()], n=3, cutoff=0.6
        )
        hint = f" (did you mean {', '.join(map(repr, close))}?)" if close else ""
        raise NameProblem(path, f"no card named {quoted(name)} in the card list{hint}")
    return DeckCard(
        card.name,
        card.type,
        card.supertype,
        card.domains,
        card.tags,
        count,
        card.banned_since,
        _printed_keywords(card),
    )


def _printed_keywords(card: Card) -> tuple[str, ...]:
    """The keywords printed on the card (its "[Unique] (reminder)" lines)."""
    from judge.ask.cards import read_card_text  # the one reader of card text's keyword lines

    return read_card_text(card.printed, None)[0]


def build_deck(value: dict[str, Any], path: Path) -> DeckQuery:
    """The ``deck_legal`` question: every name resolved against the card list."""

    def counted(key: str) -> tuple[DeckCard, ...]:
        return tuple(deck_card(n, c, (*path, key, n)) for n, c in value[key].items())

    fields = value["battlefields"]
    return DeckQuery(
        legend=deck_card(value["legend"], 1, (*path, "legend")),
        champion=deck_card(value["champion"], 1, (*path, "champion")),
        main_deck=counted("main_deck"),
        runes=counted("runes"),
        battlefields=tuple(
            deck_card(n, 1, (*path, "battlefields", i)) for i, n in enumerate(fields)
        ),
    )
