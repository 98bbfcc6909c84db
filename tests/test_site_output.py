"""Site output: hostile text cannot inject markup, a build is all or nothing, errors exit 4."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.errors import OutputError
from judge.pages.environment import environment
from judge.pages.site import build as site_build
from judge.pages.site.build import build_site
from judge.pages.site.output import MARKER
from judge.rules.rulebook import open_rulebook
from tests.conftest import write_rules

HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>"\' & </p>'


@pytest.fixture
def hostile_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Two versions whose clause texts try to inject markup, headings included."""
    root = tmp_path / "rules_data"
    for version in ("2000-01-01", "2000-02-02"):
        write_rules(
            root,
            version,
            [
                {"rule": "100", "text": f"Heading {HOSTILE}", "heading": True},
                {"rule": "101", "text": f"A Widget is {HOSTILE}. See rule 101.1."},
                {"rule": "101.1", "text": f"{version} {HOSTILE}</script>"},
            ],
        )
    monkeypatch.setenv("JUDGE_RULES_DATA", str(root))
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    return root


def test_no_clause_text_injects_markup(hostile_rules: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    build_site(open_rulebook(hostile_rules), out)
    for path in out.rglob("*"):
        if path.suffix in {".html", ".js"} and path.name != "search.js":
            text = path.read_text()
            assert "<script>alert" not in text, path
            assert "<img" not in text, path
            assert text.count("</script>") == text.count("<script"), path
    page = (out / "rules/2000-02-02/101.html").read_text()
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in page
    link = 'See rule <a class="ref" href="../../rules/2000-02-02/101.html#101.1" title="101.1 '
    assert link in page, "the reference is linked, its clause's text in the title"


def test_templates_are_strict_and_autoescaped() -> None:
    env = environment()
    with pytest.raises(Exception, match="has no attribute 'title'"):
        env.get_template("toc.html").render(page=object())
    assert env.from_string("{{ x }}").render(x="<b>") == "&lt;b&gt;"


def test_rebuild_replaces_the_site_whole(tiny_rules: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    build_site(open_rulebook(tiny_rules), out)
    stale = out / "rules/2000-01-01/index.html"
    stale.write_text("from an older build")  # a page the last build wrote
    build_site(open_rulebook(tiny_rules), out)
    assert "from an older build" not in stale.read_text()
    assert (out / MARKER).exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []


def test_a_failed_build_leaves_the_old_site_and_no_debris(
    tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "site"
    build_site(open_rulebook(tiny_rules), out)
    before = sorted(p.relative_to(out) for p in out.rglob("*"))

    def fail(*args: object) -> None:
        raise OutputError("disk full (simulated)")

    monkeypatch.setattr(site_build, "_write_search", fail)
    with pytest.raises(OutputError):
        build_site(open_rulebook(tiny_rules), out)
    assert sorted(p.relative_to(out) for p in out.rglob("*")) == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []


def test_refuses_to_replace_a_folder_it_did_not_build(tiny_rules: Path, tmp_path: Path) -> None:
    mine = tmp_path / "notes"
    mine.mkdir()
    (mine / "keep.txt").write_text("precious")
    with pytest.raises(OutputError, match="not built by `judge site build`"):
        build_site(open_rulebook(tiny_rules), mine)
    assert (mine / "keep.txt").read_text() == "precious"


def test_cli_builds_and_reports(tiny_rules: Path, tmp_path: Path, cli) -> None:
    result = cli("site", "build", str(tmp_path / "site"))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("wrote ")
    assert (tmp_path / "site/rules/2000-02-02/101.html").is_file()


def test_cli_unwritable_out_exits_4_with_one_line(tiny_rules: Path, tmp_path: Path, cli) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    result = cli("site", "build", str(blocker / "site"))
    assert result.exit_code == 4
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith(f"judge: cannot write the site to {blocker / 'site'}: ")


def test_no_faq_text_injects_markup_into_the_site(rulebook, tmp_path: Path) -> None:
    from judge.faq.topics import load_topic
    from judge.pages.faq.answers import engine_judge

    card = '<img src=x onerror=alert(3)>"'
    topic = tmp_path / "hostile.yaml"
    topic.write_text(
        json.dumps(
            {
                "title": HOSTILE,
                "questions": [
                    {
                        "question": HOSTILE,
                        "scenario": {
                            "situation": {"units": [{"name": card, "played_this_turn": True}]},
                            "question": {"standard_move": {"units": [card], "to": "battlefield 1"}},
                        },
                    }
                ],
            }
        )
    )
    out = tmp_path / "site"
    build_site(rulebook, out, [load_topic(topic)], engine_judge())
    faq_page = (out / f"faq/{rulebook.default_version}/hostile.html").read_text()
    clause_page = (out / f"rules/{rulebook.default_version}/144.html").read_text()
    for page in (faq_page, clause_page):
        assert "<script>alert" not in page and "<img" not in page
    assert "&lt;img src=x onerror=alert(3)&gt;&#34; is exhausted" in faq_page
    assert "Related FAQ" in clause_page and "&lt;script&gt;alert(&#34;x&#34;)" in clause_page
