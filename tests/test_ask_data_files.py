"""The ask data files load, and a broken one fails with a DataError naming the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.ask.card_rules import load_card_rules
from judge.ask.readings.topics import load_topics
from judge.errors import DataError


def test_bundled_files_load() -> None:
    assert {t.name for t in load_topics()} >= {"standard_move", "recalls", "play_locations"}
    assert any(rule.rule for rule in load_card_rules())


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("- just a string\n", "expected keys"),
        ("- {pattern: '(', rule: {}}\n", "bad pattern"),
        ("- {pattern: x, colour: red}\n", "expected keys"),
        ("not: [a, list]\n", "expected a list"),
    ],
)
def test_bad_card_rules(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "card_rules.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=message) as error:
        load_card_rules(path)
    assert str(path) in str(error.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("- a list\n", "mapping of topic names"),
        ("recalls: {all: [act:recall]}\n", "with 'ask'"),
        ("recalls: {ask: [how], colour: [red]}\n", "expected keys"),
        ("recalls: {ask: [how]}\nrecalls: {ask: [why]}\n", "duplicate key"),
    ],
)
def test_bad_topic_table(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "topics.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=message):
        load_topics(path)
