"""The built site in headless Chromium: a clause page renders, a citation link lands on its
clause, and the in-browser search reads people's words: the Recalls section (454, 455 the
definition) for "recall", the Showdowns section for "what is a showdown", typos corrected
and said, and a FAQ question answered first."""

from __future__ import annotations

import html
import re
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import urlencode

import pytest

from judge.pages.site.build import BuildReport, build_site
from judge.rules.rulebook import Rulebook

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--virtual-time-budget=5000",
]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason="headless Chromium not installed: apt-get install -y chromium (.ci/run does this)",
    ),
]


def dump_dom(url: str) -> str:
    """The DOM after the page's scripts ran, as Chromium serialises it."""
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [str(CHROMIUM), *FLAGS, f"--user-data-dir={profile}", "--dump-dom", url],
            capture_output=True,
            text=True,
            timeout=90,
            check=True,
        )
    return done.stdout


@pytest.fixture(scope="module")
def site(rulebook: Rulebook, tmp_path_factory: pytest.TempPathFactory) -> BuildReport:
    from judge.pages.faq.answers import engine_judge
    from judge.pages.faq.topics import load_topics

    out = tmp_path_factory.mktemp("browser") / "site"
    return build_site(rulebook, out, load_topics(), engine_judge())


def test_clause_page_renders_and_its_citation_lands_on_the_clause(
    site: BuildReport, rulebook: Rulebook
) -> None:
    page = site.out / "rules/2026-07-16/452.html"
    dom = dump_dom(page.as_uri())
    assert "<h1>Combat</h1>" in dom
    link = re.search(r'See rule <a class="ref" href="([^"]+)" title="([^"]+)">459</a>', dom)
    assert link is not None, "the reference to rule 459 is a link"
    assert html.unescape(link.group(2)) == "459 " + rulebook.require("2026-07-16", "459").text
    target, anchor = link.group(1).split("#")
    landing = dump_dom((page.parent / target).resolve().as_uri() + "#" + anchor)
    clause = re.search(rf'<p class="clause"[^>]* id="{anchor}"[^>]*>(.*?)</p>', landing, re.S)
    assert clause is not None, f"no clause {anchor} on {target}"
    assert rulebook.require("2026-07-16", "459").text in clause.group(1)


def hits_for(site: BuildReport, query: str) -> tuple[list[str], str]:
    """The rule numbers (or "FAQ: question") the page lists for ``query``, and its status."""
    dom = dump_dom((site.out / "search.html").as_uri() + "?" + urlencode({"q": query}))
    found = re.findall(r'class="hit(?: faq)?"(?: data-rule="([^"]+)")?[^>]*>([^<]*)</a>', dom)
    status = re.search(r'<p id="status"[^>]*>([^<]*)</p>', dom)
    return [rule or html.unescape(label) for rule, label in found], (
        html.unescape(status.group(1)) if status else ""
    )


def test_search_for_recall_finds_its_section_and_definition_first(site: BuildReport) -> None:
    dom = dump_dom((site.out / "search.html").as_uri() + "?q=recall")
    hits = re.findall(r'class="hit" data-rule="([^"]+)"', dom)
    assert hits[:2] == ["454", "455"], hits[:5]
    assert 'href="rules/2026-07-16/455.html#455"' in dom


def test_search_sets_question_words_aside(site: BuildReport) -> None:
    hits, _ = hits_for(site, "what is a showdown")
    assert hits[:5] == ["341", "342", "343", "344", "345"]
    hits, _ = hits_for(site, "how does priority work")
    assert hits[:3] == ["311", "312", "313"]


@pytest.mark.parametrize(
    ("typed", "meant", "first"),
    [("ganknig", "ganking", "810"), ("reacll", "recall", "454"), ("shwodown", "showdown", "341")],
)
def test_search_forgives_typos_and_says_so(
    site: BuildReport, typed: str, meant: str, first: str
) -> None:
    hits, status = hits_for(site, typed)
    assert hits[:1] == [first]
    assert status.startswith(f"Read “{typed}” as “{meant}”.")


def test_search_finds_faq_answers_first_when_the_question_is_asked(site: BuildReport) -> None:
    hits, _ = hits_for(site, "can a unit move the turn it's played")
    assert hits[0] == "FAQ: Can a unit move the turn it's played?"
    dom = dump_dom((site.out / "search.html").as_uri() + "?q=is+a+recall+a+move")
    assert 'href="faq/2026-07-16/moving-units.html#is-a-recall-a-move"' in dom


def test_search_in_another_version_and_by_number(site: BuildReport) -> None:
    older = dump_dom((site.out / "search.html").as_uri() + "#q=recall&v=2026-03-30")
    assert re.findall(r'class="hit" data-rule="([^"]+)"', older)[:2] == ["449", "450"]
    number = dump_dom((site.out / "search.html").as_uri() + "?q=144.1")
    assert re.findall(r'class="hit" data-rule="([^"]+)"', number)[:2] == ["144.1", "144.1.a"]
