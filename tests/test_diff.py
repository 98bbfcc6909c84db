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
