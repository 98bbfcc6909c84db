"""The cards in the site: the list (cards.html), a page per card (cards/<slug>.html), the
cards linked from the clause pages that define their keywords, and the search's card names.

Cards come from the bundled list (judge/cards/catalog.py). A card page reads the card under
the newest complete version (errata and ban as of its date) and says which versions an
erratum applies under; what the card-text reading understood, the official rulings, and the
FAQ questions and scenarios naming the card are those `judge card` prints.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from judge.cards.catalog import Card, load_catalog, load_rulings
from judge.cards.mentions import mentions
from judge.cards.report import defining_clause
from judge.cards.understood_cache import cached_understand
from judge.pages.contexts import (
    CardErratumView,
    CardKeyword,
    CardPage,
    CardRow,
    CardRulingView,
    CardSentence,
    Link,
    VersionEntry,
)
from judge.pages.faq.answers import slug
from judge.pages.faq.pages import faq_filename
from judge.pages.links import clause_href, page_of
from judge.rules.rulebook import Rulebook

CARDS_PAGE = "cards.html"
CARDS_SCRIPT = "assets/cards.js"
CARD_ROOT = "../"


@dataclass
class SiteCards:
    rows: list[CardRow] = field(default_factory=list)
    pages: list[tuple[str, CardPage]] = field(default_factory=list)
    by_clause_page: dict[str, dict[str, list[Link]]] = field(default_factory=dict)
    """Version id -> clause page number -> the cards whose keyword a clause there defines
    (hrefs relative to the site root)."""


def site_cards(rulebook: Rulebook, entries: Sequence[VersionEntry]) -> SiteCards:
    """Every card's page and row, and the card links of every version's clause pages."""
    cards = load_catalog()
    result = SiteCards()
    complete = [entry for entry in entries if entry.complete]
    if not cards or not complete:
        return result
    newest = max(complete, key=lambda entry: entry.id)
    rulings = load_rulings()
    named = mentions([c.name for c in cards], lambda word: rulebook.mentions(newest.id, word))
    defining: dict[tuple[str, str], tuple[str, Link] | None] = {}
    by_page: dict[str, dict[str, list[Link]]] = defaultdict(lambda: defaultdict(list))
    for card, path in zip(cards, _paths(cards), strict=True):
        understood = cached_understand(card, newest.id)
        keywords = []
        for keyword in understood.keywords:
            links = []
            for entry in complete:
                if (keyword, entry.id) not in defining:
                    clause = defining_clause(rulebook, keyword, entry.id)
                    defining[keyword, entry.id] = (
                        None
                        if clause is None
                        else (
                            clause.rule,
                            Link(
                                f"{clause.rule} ({entry.aliases.split(', ')[0] or entry.id})",
                                clause_href(entry.id, clause.rule, root=CARD_ROOT),
                            ),
                        )
                    )
                found = defining[keyword, entry.id]
                if found is not None:
                    links.append(found[1])
                    by_page[entry.id][page_of(found[0])].append(Link(card.name, path))
            keywords.append(CardKeyword(keyword, links))
        page = CardPage(
            title=card.name,
            root=CARD_ROOT,
            type=card.type,
            version=newest,
            text=card.text_under(newest.id),
            printed=card.printed,
            erratum=_erratum(card, entries),
            banned_since=card.banned_since if card.banned_under(newest.id) else "",
            status=understood.status,
            sentences=[
                CardSentence(s.text, s.understood, s.described()) for s in understood.sentences
            ],
            keywords=keywords,
            rulings=[
                CardRulingView(r.document, r.date, r.heading, list(r.paragraphs))
                for r in rulings.get(card.name, ())
            ],
            faq=[
                Link(m.title, _faq_href(newest.id, m.path, m.title))
                for m in named.get(card.name, ())
                if m.kind == "faq"
            ],
            scenarios=[m.title for m in named.get(card.name, ()) if m.kind == "scenario"],
        )
        result.pages.append((path, page))
        erratum = card.erratum_under(newest.id)
        result.rows.append(
            CardRow(
                card.name,
                card.type,
                page.text,
                erratum is not None,
                path.removeprefix("cards/").removesuffix(".html"),
                path,
                understood.status,
            )
        )
    result.by_clause_page = {
        version: {number: _unique(links) for number, links in pages.items()}
        for version, pages in by_page.items()
    }
    return result


def cards_script(rows: list[CardRow]) -> str:
    """The script handing the card names to the search: ``[name, type, text, href]``."""
    payload = json.dumps(
        [[row.name, row.type, row.text, row.href] for row in rows], ensure_ascii=False
    )
    payload = payload.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f"window.judgeCards = {payload};\n"


def _paths(cards: Sequence[Card]) -> list[str]:
    """Each card's page, unique: two spellings of one name ("Rengar - Trophy Hunter",
    "Rengar, Trophy Hunter") share a slug, so the second takes a number."""
    taken: set[str] = set()
    paths = []
    for card in cards:
        name, number = card.slug, 2
        while name in taken:
            name, number = f"{card.slug}-{number}", number + 1
        taken.add(name)
        paths.append(f"cards/{name}.html")
    return paths


def _erratum(card: Card, entries: Sequence[VersionEntry]) -> CardErratumView | None:
    if card.erratum is None:
        return None
    under = [e for e in entries if card.erratum_under(e.id)]
    printed = [e for e in entries if e not in under]
    return CardErratumView(
        card.erratum.text,
        card.erratum.date,
        card.erratum.document,
        [_name(e) for e in under],
        [_name(e) for e in printed],
    )


def _name(entry: VersionEntry) -> str:
    alias = entry.aliases.split(", ")[0]
    return f"{alias} ({entry.id})" if alias else entry.id


def _faq_href(version: str, path: str, question: str) -> str:
    topic = path.removeprefix("faq/").removesuffix(".yaml")
    return f"{CARD_ROOT}{faq_filename(version, topic)}#{slug(question)}"


def _unique(links: list[Link]) -> list[Link]:
    return list({link.href: link for link in links}.values())
