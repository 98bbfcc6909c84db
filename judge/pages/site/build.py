"""`judge site build OUT`: the whole static site, written atomically.

Layout of OUT (every href is relative, so the site works from file:// and on a phone):

    index.html                       versions, topics, diffs, search
    search.html                      in-browser search (assets/search.js + one index per version)
    cards.html                       every card of the bundled list (assets/cards.js: names)
    cards/<card>.html                one page per card: text, errata, what was understood, rulings
    rules/<version>/index.html       a version's table of contents
    rules/<version>/<top>.html       every clause under one top-level number, anchored by number
    diff/<old>_<new>.html            what changed between two consecutive complete versions
    faq/<version>/<topic>.html       FAQ topics answered under each complete version
    quick/<version>/<topic>.html     a topic's printable one-page quick reference
    assets/                          site.css, search.js, index-<version>.js
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from jinja2 import Environment

from judge.errors import OutputError, quoted
from judge.faq.topics import Topic
from judge.pages.contexts import CardsPage, IndexPage, Link, SearchPage, VersionEntry
from judge.pages.environment import environment, templates_dir
from judge.pages.faq.answers import Judge
from judge.pages.links import RuleLinks
from judge.pages.site.cards import CARDS_PAGE, CARDS_SCRIPT, SiteCards, cards_script, site_cards
from judge.pages.site.counterparts import Counterparts, counterparts
from judge.pages.site.diffpage import diff_filename, diff_page
from judge.pages.site.faqsite import SiteFaq, site_faq
from judge.pages.site.output import atomic_directory
from judge.pages.site.pages import CLAUSE_ROOT, clause_pages, toc_page
from judge.pages.site.search_index import index_filename, index_script
from judge.rules.diff import VersionDiff, diff_versions
from judge.rules.rulebook import Rulebook, VersionInfo
from judge.rules.search import STOP_WORDS

ASSETS = ("site.css", "search.js")


@dataclass(frozen=True)
class BuildReport:
    """What a build wrote: the folder and the number of pages of each kind."""

    out: Path
    pages: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.pages.values())


class _Writer:
    """Renders templates into the staging folder and counts what it wrote."""

    def __init__(self, root: Path, env: Environment) -> None:
        self.root = root
        self.env = env
        self.counts: Counter[str] = Counter()
        self._folders: set[Path] = set()

    def page(self, kind: str, path: str, template: str, context: object) -> None:
        self.text(path, self.env.get_template(template).render(page=context))
        self.counts[kind] += 1

    def text(self, path: str, content: str) -> None:
        parts = path.split("/")
        if any(part in ("", ".", "..") or "\\" in part for part in parts):
            # Names in paths are checked when the data is loaded; this is the last guard.
            raise OutputError(f"refusing to write {quoted(path)}: it would leave the site folder")
        target = self.root.joinpath(*parts)
        if target.parent not in self._folders:  # made once, not asked again for every page
            target.parent.mkdir(parents=True, exist_ok=True)
            self._folders.add(target.parent)
        target.write_bytes(content.encode("utf-8"))


def build_site(
    rulebook: Rulebook, out: Path, topics: Sequence[Topic] = (), judge: Judge | None = None
) -> BuildReport:
    """Write the site for every version the rulebook holds into ``out``, all or nothing.

    With ``topics`` and a ``judge`` (the engine), the FAQ topic pages are answered and
    written too, and clause pages list the questions whose answers cite them.
    """
    out = out.absolute()  # now: building `.` from inside the site leaves no current folder
    entries = [version_entry(info, rulebook.default_version) for info in rulebook.versions()]
    links = RuleLinks(rulebook)
    faq = site_faq(topics, judge, entries, links, rulebook.default_version)
    diffs = _diffs(rulebook, entries)
    elsewhere = counterparts([diff for diff, _, _ in diffs], entries, CLAUSE_ROOT)
    cards = site_cards(rulebook, entries)
    with atomic_directory(out) as staging:
        writer = _Writer(staging, environment())
        _write_assets(writer)
        _write_versions(writer, rulebook, links, entries, faq, elsewhere, cards)
        for path, topic_page in faq.pages:
            writer.page("faq", path, "faq_topic.html", topic_page)
        for path, topic_page in faq.quick:
            writer.page("quick", path, "quick.html", topic_page)
        diff_links = _write_diffs(writer, diffs)
        if cards.rows:
            writer.text(CARDS_SCRIPT, cards_script(cards.rows))
            page = CardsPage(title="Cards", root="", cards=cards.rows)
            writer.page("cards", CARDS_PAGE, "cards.html", page)
        for path, card_page in cards.pages:
            writer.page("card", path, "card.html", card_page)
        _write_search(writer, rulebook, entries, bool(cards.rows))
        front = IndexPage(
            title="Riftbound Core Rules",
            root="",
            versions=entries,
            default_version=rulebook.default_version,
            diffs=diff_links,
            topics=faq.front,
        )
        writer.page("index", "index.html", "index.html", front)
        counts = dict(writer.counts)
    return BuildReport(out=out, pages=counts)


def version_entry(info: VersionInfo, default_version: str) -> VersionEntry:
    """How the site names and links a version."""
    return VersionEntry(
        id=info.id,
        title=info.title,
        aliases=", ".join(info.aliases),
        complete=info.complete,
        default=info.id == default_version,
        clauses=info.clauses,
        toc_href=f"rules/{info.id}/index.html",
    )


def _write_assets(writer: _Writer) -> None:
    source = Path(templates_dir()) / "assets"
    for name in ASSETS:
        writer.text(f"assets/{name}", (source / name).read_text(encoding="utf-8"))


def _write_versions(
    writer: _Writer,
    rulebook: Rulebook,
    links: RuleLinks,
    entries: list[VersionEntry],
    faq: SiteFaq,
    elsewhere: Counterparts,
    cards: SiteCards,
) -> None:
    for entry in entries:
        related = faq.related.get(entry.id, {})
        rulings = faq.rulings.get(entry.id, {})
        by_page = cards.by_clause_page.get(entry.id, {})
        pages = clause_pages(rulebook, links, entry, related, elsewhere, rulings, by_page)
        for page in pages:
            writer.page("clause", f"rules/{entry.id}/{page.number}.html", "clause.html", page)
        toc = toc_page(entry, pages, faq.topics.get(entry.id, []))
        writer.page("toc", f"rules/{entry.id}/index.html", "toc.html", toc)
        index = index_script(entry.id, rulebook.clauses(entry.id), faq.search.get(entry.id, []))
        writer.text(index_filename(entry.id), index)


def _diffs(
    rulebook: Rulebook, entries: list[VersionEntry]
) -> list[tuple[VersionDiff, VersionEntry, VersionEntry]]:
    """The diff between each pair of consecutive complete versions (a partial version would
    show as mostly removed, which says nothing about the rules)."""
    complete = [entry for entry in entries if entry.complete]
    return [(diff_versions(rulebook, old.id, new.id), old, new) for old, new in pairwise(complete)]


def _write_diffs(
    writer: _Writer, diffs: list[tuple[VersionDiff, VersionEntry, VersionEntry]]
) -> list[Link]:
    links: list[Link] = []
    for result, old, new in diffs:
        path = diff_filename(old.id, new.id)
        writer.page("diff", path, "diff.html", diff_page(result, old, new))
        links.append(Link(label=f"{old.title} → {new.title}", href=path))
    return links


def _write_search(
    writer: _Writer, rulebook: Rulebook, entries: list[VersionEntry], cards: bool
) -> None:
    page = SearchPage(
        title="Search the Core Rules",
        root="",
        versions=entries,
        default_version=rulebook.default_version,
        indexes={entry.id: index_filename(entry.id) for entry in entries},
        stop_words=sorted(STOP_WORDS),
        cards_script=CARDS_SCRIPT if cards else "",
    )
    writer.page("search", "search.html", "search.html", page)
