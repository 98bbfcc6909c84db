"""The context object each template receives, one dataclass per template.

A template sees exactly one name, ``page``, holding the dataclass below that matches it.
Every field is ready to print: texts are plain strings (autoescaped by jinja2) or
``Markup`` already escaped and linked by ``judge.pages.links``; hrefs are relative to the
page, so the site works from ``file://`` and from any web server path.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from markupsafe import Markup


@dataclass(frozen=True)
class Link:
    """A labelled relative href."""

    label: str
    href: str


@dataclass(frozen=True)
class VersionEntry:
    """One version of the Core Rules as the index and the tables of contents show it.

    ``toc_href`` is relative to the site root: templates prefix it with ``page.root``.
    """

    id: str
    title: str
    aliases: str
    complete: bool
    default: bool
    clauses: int
    toc_href: str


@dataclass(frozen=True)
class ClauseRow:
    """One clause on a clause page: ``text`` is escaped, its references linked;
    ``elsewhere`` is the same clause in the previous and next versions."""

    rule: str
    anchor: str
    depth: int
    heading: bool
    text: Markup
    note: Markup | None = None
    elsewhere: list[Link] = field(default_factory=list)


@dataclass(frozen=True)
class Cite:
    """A clause cited: its number, its place in the site ("" when it has none) and its text,
    shown on hover (``title``) and on tap (a ``details`` element)."""

    label: str
    href: str
    text: str


@dataclass(frozen=True)
class BranchCites:
    """One case of an answer ("Yes if it was played with Accelerate: ..."), as ``said``,
    and the clauses deciding it."""

    heading: str
    cites: list[Cite]
    said: str = ""


@dataclass(frozen=True)
class FaqSource:
    """An official ruling backing an answer: its document, date and address ("" if none)."""

    title: str
    date: str
    url: str


@dataclass(frozen=True)
class RelatedQuestion:
    """A FAQ question whose computed answer cites a clause on the page, answered in full:
    ``here`` are the numbers it cites on this page, ``cites`` every clause it cites."""

    question: str
    href: str
    here: str
    answer: str
    worked: str
    cites: list[Cite]
    sources: list[FaqSource]
    branches: list[BranchCites] = field(default_factory=list)


@dataclass(frozen=True)
class ClausePage:
    """``clause.html``: every clause under one top-level number of one version.

    ``label`` is how other pages name this one ("455 A Recall is when ..."); ``related``
    lists the FAQ questions whose computed answers cite a clause on the page.
    """

    title: str
    label: str
    root: str
    version: VersionEntry
    number: str
    section: str
    rows: list[ClauseRow]
    previous: Link | None
    next: Link | None
    related: list[RelatedQuestion] = field(default_factory=list)
    rulings: list[FaqRuling] = field(default_factory=list)
    """The official rulings (from the FAQ topics) that back a clause on the page."""
    cards: list[Link] = field(default_factory=list)
    """The cards whose keywords a clause on the page defines (their card pages)."""


@dataclass(frozen=True)
class TocGroup:
    """A section of a version's table of contents: its heading and its pages."""

    title: str
    entries: list[Link]


@dataclass(frozen=True)
class TocPage:
    """``toc.html``: the table of contents of one version, and the FAQ topics answered
    under it (``topics`` hrefs are relative to the site root)."""

    title: str
    root: str
    version: VersionEntry
    groups: list[TocGroup]
    topics: list[Link]


@dataclass(frozen=True)
class DiffRow:
    """One entry of a diff page: the clause numbers on each side and their texts.

    When both sides read the same, ``new_text`` is empty and ``old_text`` is shown once.
    """

    old_rule: Link | None
    new_rule: Link | None
    old_text: Markup
    new_text: Markup


@dataclass(frozen=True)
class DiffSection:
    """One kind of change ("Renumbered", "Changed", "Added", "Removed") and its entries."""

    name: str
    anchor: str
    rows: list[DiffRow]


@dataclass(frozen=True)
class DiffPage:
    """``diff.html``: what changed from one version to the next, section by section."""

    title: str
    root: str
    old: VersionEntry
    new: VersionEntry
    sections: list[DiffSection]


@dataclass(frozen=True)
class SearchPage:
    """``search.html``: the in-browser search; ``indexes`` maps version id to its index file."""

    title: str
    root: str
    versions: list[VersionEntry]
    default_version: str
    indexes: dict[str, str]
    stop_words: list[str]
    cards_script: str = ""
    """The card names the search also finds (assets/cards.js; "" when there are none)."""
    """Words the search sets aside (judge.search.STOP_WORDS: one list for CLI and site)."""


@dataclass(frozen=True)
class CardRow:
    """A card on ``cards.html``: its text under the newest version (the erratum's where
    ``errata`` is true), linked to its own page ``href``."""

    name: str
    type: str
    text: str
    errata: bool
    anchor: str
    href: str = ""
    status: str = ""


@dataclass(frozen=True)
class CardsPage:
    """``cards.html``: every card of the bundled list, anchored by name."""

    title: str
    root: str
    cards: list[CardRow]


@dataclass(frozen=True)
class CardErratumView:
    """An official erratum of the card: ``versions`` it applies under (those current when
    it was announced, and later ones), ``printed_under`` the ones it does not."""

    text: str
    date: str
    document: str
    versions: list[str]
    printed_under: list[str]


@dataclass(frozen=True)
class CardSentence:
    text: str
    understood: bool
    reading: str
    """What the card-text reading made of the sentence, in words."""


@dataclass(frozen=True)
class CardKeyword:
    """A keyword on the card and, per version, the clause that defines it."""

    keyword: str
    clauses: list[Link]


@dataclass(frozen=True)
class CardRulingView:
    document: str
    date: str
    heading: str
    paragraphs: list[str]


@dataclass(frozen=True)
class CardPage:
    """``cards/<slug>.html``: one card, read under the newest complete version ``version``."""

    title: str
    root: str
    type: str
    version: VersionEntry
    text: str
    printed: str
    erratum: CardErratumView | None
    banned_since: str
    status: str
    sentences: list[CardSentence]
    keywords: list[CardKeyword]
    rulings: list[CardRulingView]
    faq: list[Link]
    scenarios: list[str]


@dataclass(frozen=True)
class IndexPage:
    """``index.html``: the front page."""

    title: str
    root: str
    versions: list[VersionEntry]
    default_version: str
    diffs: list[Link]
    topics: list[Link]


@dataclass(frozen=True)
class FaqQuoted:
    """A clause quoted under "What the Core Rules say"."""

    rule: Link
    text: str
    anchor: str = ""


@dataclass(frozen=True)
class FaqAnswer:
    """A question with its general answer, the worked example on one board (``worked``, ""
    when the answer is general already), the clauses cited and the rulings backing it."""

    anchor: str
    question: str
    verdict: str
    answer: str
    cites: list[Cite]
    worked: str = ""
    sources: list[FaqSource] = field(default_factory=list)
    short: str = ""
    """The answer's first sentence, for the quick reference."""
    branches: list[BranchCites] = field(default_factory=list)
    """Each case the answer names, with the clauses deciding it (``cites`` are the
    question's own case's)."""
    rule: str = ""
    """The answer for the question's own case, without the cases in ``branches``."""


@dataclass(frozen=True)
class FaqExample:
    """The worked example: its setting (prose from the topic file) and the live answer."""

    title: str
    setup: str
    outcome: FaqAnswer


@dataclass(frozen=True)
class FaqRuling:
    """An official ruling, quoted with its source and date; ``cites`` are the clauses of
    the facts it backs, in the page's version."""

    label: str
    quote: str
    title: str
    date: str
    url: str
    cites: list[Cite] = field(default_factory=list)
    topic: Link | None = None
    asked: str = ""
    """The question the ruling answers, when its source is a FAQ."""


@dataclass(frozen=True)
class FaqTopicPage:
    """``faq_topic.html`` and ``faq_topic.md``: one FAQ topic answered under one version.

    Texts are plain for HTML (autoescaped) and pre-escaped for Markdown (see
    ``judge.pages.faq.pages``); every answer and citation was computed by the engine.
    """

    title: str
    root: str
    topic: str
    version: VersionEntry
    summary: str
    explanation: list[str]
    quoted: list[FaqQuoted]
    answers: list[FaqAnswer]
    example: FaqExample | None
    rulings: list[FaqRuling]
    inline_css: str = ""
    key: list[FaqQuoted] = field(default_factory=list)
    """The key clauses (judge.pages.faq.answers.key_clauses); ``quoted`` is every one."""
    quick_key: list[FaqQuoted] = field(default_factory=list)
    """The key clauses the quick reference has room for (judge.pages.faq.pages.quick_key)."""
    quick_href: str = ""
    """The printable quick reference of the topic ("" where there is none)."""
    full_href: str = ""
    """From the quick reference back to the full page."""
    quick_density: str = ""
    """How tightly the quick reference prints ("", "dense", "denser", "densest"): the longer
    its short answers and key clauses, the smaller its print type, so it stays one sheet."""


@dataclass(frozen=True)
class FaqBook:
    """``faq_book.html``: several topics in one standalone document (``judge faq``)."""

    title: str
    root: str
    topics: list[FaqTopicPage]
    inline_css: str = ""
