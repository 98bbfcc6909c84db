"""`--format markdown` shows text that is not ours (clause text, version titles, questions)
as written: no HTML, link, emphasis or list reaches a Markdown renderer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.ask.answer import AskAnswer
from judge.render.ask import answer_markdown
from judge.render.markdown import escape, url
from tests.conftest import write_rules

HOSTILE = "<script>alert(1)</script> [link](javascript:x) *em* `code` | pipe"


@pytest.fixture
def markup_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "rules_data"
    for version, extra in (("2000-01-01", "old"), ("2000-02-02", "new")):
        folder = write_rules(
            root,
            version,
            [
                {"rule": "100", "text": f"Heading {HOSTILE}", "heading": True},
                {"rule": "101", "text": f"A Widget is {HOSTILE} {extra}."},
                {"rule": "101.1", "text": f"- {HOSTILE} {extra}"},
            ],
        )
        meta = folder / "version.yaml"
        meta.write_text(meta.read_text().replace(f'"Test {version}"', f'"{HOSTILE}"'))
    monkeypatch.setenv("JUDGE_RULES_DATA", str(root))
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    return root


COMMANDS = [
    ("rule", ["rule", "101.1", "-r", "2000-02-02"]),
    ("rule-parent", ["rule", "101", "-r", "2000-02-02"]),
    ("history", ["rule", "101", "--history"]),
    ("search", ["search", "widget"]),
    ("search-number", ["search", "101.1"]),
    ("diff", ["diff", "2000-01-01", "2000-02-02"]),
    ("versions", ["versions"]),
]


@pytest.mark.parametrize("args", [c[1] for c in COMMANDS], ids=[c[0] for c in COMMANDS])
def test_rulebook_commands_escape_clause_text(cli, markup_rules: Path, args: list[str]) -> None:
    result = cli(*args, "--format", "markdown")
    assert result.exit_code == 0, result.stderr
    _assert_inert(result.stdout)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in result.stdout


def _assert_inert(text: str) -> None:
    """No raw HTML, and every Markdown mark of HOSTILE escaped with a backslash."""
    assert "<script" not in text, text
    for mark in (r"\[link\]", r"\*em\*", r"`code`", r"\| pipe", r"\n- &lt;"):
        assert re.search(r"(?<!\\)" + mark, text) is None, (mark, text)


def test_ask_markdown_escapes_clause_text_and_notes() -> None:
    """Every text of an answer: the clauses cited (data), notes quoting the question."""
    answer = AskAnswer(
        question=HOSTILE,
        verdict="yes",
        answer=HOSTILE,
        rules_version="2000-02-02",
        citations=[{"rule": "101", "version": "2000-02-02", "text": HOSTILE}],
        understood=HOSTILE,
        notes=[HOSTILE],
        findings=[
            {"fact": "f", "status": "held", "rules": ["101"], "reason": HOSTILE, "excused_by": []}
        ],
        hints=[HOSTILE],
    )
    text = answer_markdown(answer, explain=True)
    _assert_inert(text)
    assert text.count("&lt;script&gt;alert(1)&lt;/script&gt;") == 6


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("<b>&", "&lt;b&gt;&amp;"),
        ("[a](b) *c* _d_ `e` #f |g ~h \\", r"\[a\](b) \*c\* \_d\_ \`e\` \#f \|g \~h \\"),
        ("- item", r"\- item"),
        ("1. item", r"1\. item"),
        ("> quote", "&gt; quote"),
        ("one\ntwo", "one two"),
        ("1.0", "1.0"),
    ],
)
def test_escape(text: str, shown: str) -> None:
    assert escape(text) == shown


def test_url_cannot_close_the_autolink() -> None:
    assert url("https://x/<a> b\"c'd\\e") == "https://x/%3Ca%3E%20b%22c'd%5Ce"


def test_check_markdown_escapes_names_and_texts(cli, tmp_path: Path) -> None:
    folder = tmp_path / "<img src=x onerror=alert(1)>"
    folder.mkdir()
    recall = Path(__file__).parents[1] / "scenarios" / "recall" / "is-a-recall-a-move.yaml"
    (folder / "[link](javascript:x).yaml").write_bytes(recall.read_bytes())
    result = cli("check", str(tmp_path), "--format", "markdown", "--explain")
    assert result.exit_code == 0, result.stderr
    assert "<img" not in result.stdout and "[link](" not in result.stdout
    assert r"&lt;img src=x onerror=alert(1)&gt;/\[link\](javascript:x)" in result.stdout
    assert result.stdout.startswith("- ok ")
