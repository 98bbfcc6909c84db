"""The built site in headless Chromium: a clause page renders, a citation link lands on its
clause and shows the clause's text on hover and on tap, a clause page shows its FAQ answers
in full, and the in-browser search reads people's words: the Recalls section (454, 455 the
definition) for "recall", the Showdowns section for "what is a showdown", typos corrected
and said, a FAQ question answered first, FAQ answers and card names found; a topic's quick
reference prints on one sheet."""

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
    from judge.faq.topics import load_topics
    from judge.pages.faq.answers import engine_judge

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
    """The rule numbers (or "FAQ: question", "Card: name") the page lists for ``query``,
    and its status."""
    dom = dump_dom((site.out / "search.html").as_uri() + "?" + urlencode({"q": query}))
    found = re.findall(r'class="hit(?: faq| card)?"(?: data-rule="([^"]+)")?[^>]*>([^<]*)</a>', dom)
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


def harness(site: BuildReport, page: str, script: str) -> str:
    """``page`` opened in a frame of a test page whose ``script`` (a function body given
    ``doc``, the frame's document) returns a string the test reads back from the DOM."""
    path = site.out.parent / "harness.html"
    path.write_text(
        "<!doctype html><html><body><pre id='out'>waiting</pre>"
        f"<iframe id='f' src='{(site.out / page).as_uri()}' style='width:900px;height:700px'>"
        "</iframe><script>document.getElementById('f').onload = function () {"
        "var doc = this.contentDocument; var out = (function (doc) {"
        f"{script}"
        "})(doc); setTimeout(function () { document.getElementById('out').textContent ="
        " out(); }, 200); };</script></body></html>",
        encoding="utf-8",
    )
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [
                str(CHROMIUM),
                *FLAGS,
                "--allow-file-access-from-files",
                f"--user-data-dir={profile}",
                "--dump-dom",
                path.as_uri(),
            ],
            capture_output=True,
            text=True,
            timeout=90,
            check=True,
        )
    found = re.search(r"<pre id=\"out\">(.*?)</pre>", done.stdout, re.S)
    assert found is not None, done.stdout[:500]
    return html.unescape(found.group(1))


def test_a_citation_shows_its_clause_on_hover_and_on_tap(
    site: BuildReport, rulebook: Rulebook
) -> None:
    text = "455 " + rulebook.require("2026-07-16", "455").text
    dom = dump_dom((site.out / "faq/2026-07-16/moving-units.html").as_uri())
    hover = re.findall(r'<details class="cite"><summary title="([^"]*)"[^>]*>455</summary>', dom)
    assert html.unescape(hover[0]) == text, "the number's title is its clause"
    tapped = harness(
        site,
        "faq/2026-07-16/moving-units.html",
        "var cite = doc.querySelector('#is-a-recall-a-move > div.cites details.cite');"
        "var tip = cite.querySelector('.tip');"
        "var before = tip.checkVisibility();"
        "cite.querySelector('summary').click();"
        "return function () { return [before, cite.open, tip.checkVisibility(),"
        " tip.textContent].join('|'); };",
    )
    before, opened, shown_now, shown = tapped.split("|", 3)
    assert (before, opened, shown_now) == ("false", "true", "true"), tapped
    assert shown == text


def test_clause_page_shows_the_related_answers_in_full(site: BuildReport) -> None:
    dom = dump_dom((site.out / "rules/2026-07-16/458.html").as_uri())
    related = dom.split('id="related-faq"', 1)[1]
    assert "Is a recall a move?" in related
    recall = "A recall does not affect the state of the permanent recalled"
    assert recall in related, "the answer, in full"
    assert "Riftbound Core Rules Patch Notes</a> (2025-10)" in related, "the ruling behind it"
    rulings = dom.split('id="official-rulings"', 1)[1]
    assert "Recalls do not affect the state of the object." in rulings


def test_search_reads_faq_answers_and_card_names(site: BuildReport) -> None:
    hits, _ = hits_for(site, "recall damage statuses exhausted")
    assert "FAQ: Is a recall a move?" in hits[:5], hits[:5]
    hits, _ = hits_for(site, "vilemaw's lair")
    assert hits[0] == "Card: Vilemaw's Lair", hits[:3]
    hits, _ = hits_for(site, "yasuo")
    assert {"Card: Yasuo - Remorseful", "Card: Yasuo - Windrider"} <= set(hits[:4]), hits[:5]


def pdf_pages(site: BuildReport, page: str) -> int:
    """How many sheets Chromium prints ``page`` on (its print stylesheet applied)."""
    pdf = site.out.parent / "printed.pdf"
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [
                str(CHROMIUM),
                *FLAGS,
                f"--user-data-dir={profile}",
                "--no-pdf-header-footer",
                f"--print-to-pdf={pdf}",
                (site.out / page).as_uri(),
            ],
            capture_output=True,
            timeout=90,
            check=True,
        )
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes()))


def topic_ids() -> list[str]:
    from judge.faq.topics import load_topics

    return [topic.id for topic in load_topics()]


@pytest.mark.parametrize("topic", topic_ids())
def test_quick_reference_prints_on_one_page(site: BuildReport, topic: str) -> None:
    assert pdf_pages(site, f"quick/2026-07-16/{topic}.html") == 1
    assert pdf_pages(site, f"faq/2026-07-16/{topic}.html") > 1, "the full page is longer"
