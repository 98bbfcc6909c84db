"""`judge site build` over the bundled rules: every clause has its page, every link lands."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from judge.faq.topics import load_topics
from judge.pages.faq.answers import engine_judge
from judge.pages.site.build import BuildReport, build_site
from judge.rules.rulebook import Rulebook
from judge.rules.search import STOP_WORDS
from tests.site_helpers import PageParser, parse_site
from tests.timing import QUIET_BASELINE, baseline_seconds

MAX_BUILD_SECONDS = 10
"""On a quiet machine (the target is 5 s); measured as a multiple of the bench baseline of
the same run (tests/timing.py), so load alone does not fail it."""
MAX_BUILD_BASELINES = MAX_BUILD_SECONDS / QUIET_BASELINE


@pytest.fixture(scope="session")
def built(
    rulebook: Rulebook, tmp_path_factory: pytest.TempPathFactory
) -> tuple[BuildReport, float]:
    """The site built, and its build time in bench baselines measured around it."""
    out = tmp_path_factory.mktemp("site") / "out"
    start = time.process_time()  # CPU seconds, as the baseline's (tests/timing.py)
    report = build_site(rulebook, out, load_topics(), engine_judge())
    seconds = time.process_time() - start
    return report, seconds / baseline_seconds()


@pytest.fixture(scope="session")
def pages(built: tuple[BuildReport, float]) -> dict[Path, PageParser]:
    return parse_site(built[0].out)


def test_builds_within_the_time_budget(built: tuple[BuildReport, float]) -> None:
    assert built[1] < MAX_BUILD_BASELINES


def test_every_clause_of_every_version_is_anchored_on_its_page(
    rulebook: Rulebook, built: tuple[BuildReport, float], pages: dict[Path, PageParser]
) -> None:
    missing = []
    for version in rulebook.versions():
        folder = built[0].out / "rules" / version.id
        for clause in rulebook.clauses(version.id):
            page = pages[(folder / f"{clause.rule.split('.')[0]}.html").resolve()]
            if not clause.heading and clause.rule not in page.ids:
                missing.append(f"{version.id} {clause.rule}")
    assert missing == []


def test_every_link_lands_on_an_existing_page_and_anchor(pages: dict[Path, PageParser]) -> None:
    broken = []
    for path, page in pages.items():
        for href in page.hrefs:
            if href.startswith("https://"):
                continue  # a ruling's source article: a link out, not an asset
            target, _, anchor = href.partition("#")
            landing = (path.parent / target).resolve() if target else path
            if landing not in pages or (anchor and anchor not in pages[landing].ids):
                broken.append(f"{path.name}: {href}")
    assert broken == []


def test_a_see_rule_reference_links_into_the_same_version(built: tuple[BuildReport, float]) -> None:
    combat = (built[0].out / "rules/2026-07-16/452.html").read_text()
    assert (
        'See rule <a class="ref" href="../../rules/2026-07-16/459.html#459" title="459 ' in combat
    )


def test_page_counts(rulebook: Rulebook, built: tuple[BuildReport, float]) -> None:
    tops = {
        (c.version, c.rule.split(".")[0])
        for v in rulebook.versions()
        for c in rulebook.clauses(v.id)
    }
    counts = built[0].pages
    assert counts["clause"] == len(tops)
    assert counts["toc"] == len(rulebook.versions())
    complete = [v for v in rulebook.versions() if v.complete]
    assert counts["diff"] == len(complete) - 1
    assert counts["index"] == counts["search"] == 1
    assert counts["faq"] == len(load_topics()) * len(complete)


def test_search_index_holds_recall_definition(built: tuple[BuildReport, float]) -> None:
    script = (built[0].out / "assets/index-2026-07-16.js").read_text()
    data = json.loads(script.removeprefix("judgeSearch.register(").removesuffix(");\n"))
    entries = {rule: text for rule, text, _ in data["entries"]}
    assert entries["455"].startswith("A Recall is when")


def test_search_index_holds_sections_faq_answers_and_the_stop_words(
    built: tuple[BuildReport, float],
) -> None:
    script = (built[0].out / "assets/index-2026-07-16.js").read_text()
    data = json.loads(script.removeprefix("judgeSearch.register(").removesuffix(");\n"))
    section = {rule: heading for rule, _, heading in data["entries"]}
    assert [section[r] for r in ("341", "342", "345", "346")] == ["Showdowns"] * 4
    assert section["342.1"] == "" and section["311"] == section["313"] == "Priority and Focus"
    faq = {question: (answer, href) for question, answer, href in data["faq"]}
    answer, href = faq["Can a unit move the turn it's played?"]
    assert answer.startswith("No, except in the case below.")  # Accelerate: the other verdict
    assert href == "faq/2026-07-16/moving-units.html#can-a-unit-move-the-turn-it-s-played"
    assert (built[0].out / href.split("#")[0]).is_file()
    page = (built[0].out / "search.html").read_text()
    words = json.loads(page.split('id="search-stop-words">')[1].split("</script>")[0])
    assert words == sorted(STOP_WORDS)


def test_diff_page_shows_recall_renumbered(built: tuple[BuildReport, float]) -> None:
    page = (built[0].out / "diff/2026-03-30_2026-07-16.html").read_text()
    row = page.split('href="../rules/2026-03-30/450.html#450"', 1)[1].split("</div>", 1)[0]
    assert 'href="../rules/2026-07-16/455.html#455">2026-07-16 455</a>' in row
    assert "A Recall is when" in row


def test_partial_version_marks_borrowed_wording(
    rulebook: Rulebook, built: tuple[BuildReport, float]
) -> None:
    linked = [c for c in rulebook.clauses("2026-10-09") if c.linked]
    assert linked, "the partial version links some numbers to v1.4"
    clause = linked[0]
    page = (built[0].out / f"rules/2026-10-09/{clause.rule.split('.')[0]}.html").read_text()
    assert f'Wording of rule <a class="ref" href="../../rules/{clause.same_as_version}/' in page


def test_clause_page_lists_the_faq_questions_citing_it(built: tuple[BuildReport, float]) -> None:
    recall = (built[0].out / "rules/2026-07-16/455.html").read_text()
    related = recall.split("Related FAQ", 1)[1]
    assert '<a href="../../faq/2026-07-16/moving-units.html#is-a-recall-a-move">' in related
    assert "Is a recall a move?" in related


def test_every_clause_a_ruling_backs_shows_its_text(built: tuple[BuildReport, float]) -> None:
    """A citation line's numbers are each a clause shown on hover and tap, those of an
    official ruling that no answer on the page cites among them (466.1.a.1 under the Origins
    FAQ ruling of combat damage): no page lists a bare number after "Core Rules"."""
    bare = re.compile(r"Core Rules \d")
    for page in (built[0].out / "faq").rglob("*.html"):
        assert not bare.search(page.read_text()), page
    combat = (built[0].out / "faq/2026-07-16/combat-damage.html").read_text()
    assert 'summary title="466.1.a.1 ' in combat


def test_topic_page_answers_under_each_complete_version(built: tuple[BuildReport, float]) -> None:
    older = (built[0].out / "faq/2026-03-30/moving-units.html").read_text()
    newer = (built[0].out / "faq/2026-07-16/moving-units.html").read_text()
    assert 'href="../../rules/2026-03-30/450.html#450">450</a>' in older
    assert 'href="../../rules/2026-07-16/455.html#455">455</a>' in newer


def test_a_clause_links_to_itself_in_the_neighbouring_versions(
    built: tuple[BuildReport, float],
) -> None:
    older = (built[0].out / "rules/2026-03-30/450.html").read_text()
    newer = (built[0].out / "rules/2026-07-16/455.html").read_text()
    assert '<a href="../../rules/2026-07-16/455.html#455">1.4: 455</a>' in older
    assert '<a href="../../rules/2026-03-30/450.html#450">1.3: 450</a>' in newer


def test_a_page_per_card_linked_from_the_list_and_the_search(
    built: tuple[BuildReport, float], pages: dict[Path, PageParser]
) -> None:
    from judge.cards.catalog import load_catalog

    out = built[0].out
    card_pages = sorted((out / "cards").glob("*.html"))
    assert len(card_pages) == len(load_catalog()) == built[0].pages["card"]
    listed = {
        href for href in pages[(out / "cards.html").resolve()].hrefs if href.startswith("cards/")
    }
    assert listed == {f"cards/{page.name}" for page in card_pages}
    script = (out / "assets" / "cards.js").read_text(encoding="utf-8")
    assert '"cards/zhonyas-hourglass.html"' in script


def test_clause_pages_link_the_cards_whose_keywords_they_define(
    built: tuple[BuildReport, float], pages: dict[Path, PageParser]
) -> None:
    out = built[0].out
    hidden = pages[(out / "rules" / "2026-07-16" / "811.html").resolve()]
    assert "../../cards/zhonyas-hourglass.html" in hidden.hrefs
    zhonya = pages[(out / "cards" / "zhonyas-hourglass.html").resolve()]
    assert "../rules/2026-07-16/811.html#811.1" in zhonya.hrefs
    assert "../rules/2026-03-30/811.html#811.1" in zhonya.hrefs


def test_a_card_page_says_under_which_versions_its_erratum_applies(
    built: tuple[BuildReport, float],
) -> None:
    page = (built[0].out / "cards" / "guards.html").read_text(encoding="utf-8")
    assert (
        "Unleashed Errata Updates, announced 2026-04-03: applies under 1.3 (2026-03-30), "
        "1.4 (2026-07-16)" in page
    )
    assert "the card reads as printed under 1.0 (2025-06-02), 1.2 (2025-12-01)." in page
