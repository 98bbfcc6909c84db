from pathlib import Path

from judge.rules.diff import diff_versions, history, word_diff
from judge.rules.rulebook import open_rulebook


def test_tiny_diff_aligns_by_text(tiny_rules: Path) -> None:
    result = diff_versions(open_rulebook(), "2000-01-01", "2000-02-02")
    assert [(p.old.rule, p.new.rule) for p in result.renumbered] == [("102", "103")]
    assert [p.new.rule for p in result.changed] == ["101.1"]
    assert [c.rule for c in result.added] == ["101.10"]
    assert result.removed == []


def test_history_follows_a_renumbered_clause(tiny_rules: Path) -> None:
    trail = history(open_rulebook(), "2000-02-02", "103")
    assert [(c.version, c.rule) for c in trail] == [("2000-01-01", "102"), ("2000-02-02", "103")]


def test_word_diff_marks_changed_words() -> None:
    assert word_diff("spin clockwise now", "spin counterclockwise now") == [
        ("=", "spin"),
        ("-", "clockwise"),
        ("+", "counterclockwise"),
        ("=", "now"),
    ]


def test_a_partial_version_is_compared_only_on_what_it_holds(cli) -> None:
    data = cli.json("diff", "1.4", "2026-10-09")
    assert data["partial"] == ["2026-10-09"]
    assert data["removed"] == [] and data["added"] == []
    assert {"from": "455", "to": "457"}.items() <= next(
        r for r in data["renumbered"] if r["from"] == "455"
    ).items()
    text = cli("diff", "1.4", "2026-10-09").stdout
    assert "0 removed" in text
    assert "2026-10-09 is a partial version: only the 51 clauses it holds are compared" in text
    back = cli.json("diff", "2026-10-09", "1.4")
    assert back["added"] == [] and back["partial"] == ["2026-10-09"]
    assert "partial" not in cli.json("diff", "1.3", "1.4")
