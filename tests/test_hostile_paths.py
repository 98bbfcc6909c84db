"""Names from data that become paths (version ids, topic names) are checked when loaded:
whatever a rules-data folder says, `judge site build` never writes outside OUT."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from judge.errors import EXIT_INVALID_DATA, EXIT_OUTPUT
from judge.rules import index
from tests.conftest import write_rules
from tests.hostile import assert_refused

CLAUSES = [
    {"rule": "100", "text": "Concepts", "heading": True},
    {"rule": "101", "text": "A Widget is a thing that spins."},
]


def _everything(root: Path) -> set[Path]:
    """What the build could have written: anything but the rules data and the cache."""
    return {p for p in root.rglob("*") if not {"cache", "rules_data"} & set(p.parts)}


@pytest.mark.parametrize(
    "version",
    ["../../escaped", "..", "a/b", "/tmp/abs", ".hidden", "x" * 41, "2000-01-01\n"],
    ids=["dot-dot-path", "dot-dot", "slash", "absolute", "dot-first", "too-long", "newline"],
)
def test_a_version_id_that_is_not_a_name_is_refused_when_loaded(
    cli, tiny_rules: Path, tmp_path: Path, version: str
) -> None:
    folder = tiny_rules / "rules" / "crafted"
    write_rules(tiny_rules, "crafted", CLAUSES)
    meta = folder / "version.yaml"
    meta.write_text(meta.read_text().replace('id: "crafted"', f"id: {version!r}"))
    chapter = folder / "100.yaml"
    chapter.write_text(chapter.read_text().replace('"crafted"', repr(version)))
    before = _everything(tmp_path)
    result = cli("site", "build", str(tmp_path / "out" / "site"))
    assert_refused(result, EXIT_INVALID_DATA, f"{meta}:1: id ")
    assert "is not a version id" in result.stderr
    assert _everything(tmp_path) - before == set()


@pytest.mark.parametrize("name", ["Moving Units", "a.b", "-x", "x_y", "é"])
def test_a_topic_file_name_that_is_not_an_id_is_refused(
    cli, tiny_rules: Path, tmp_path: Path, name: str
) -> None:
    (tiny_rules / "faq").mkdir()
    topic = tiny_rules / "faq" / f"{name}.yaml"
    topic.write_text('title: "T"\nquestions: []\n')
    result = cli("site", "build", str(tmp_path / "site"))
    assert_refused(result, EXIT_INVALID_DATA, "a topic's file name is its id")
    assert not (tmp_path / "site").exists()


def test_a_crafted_index_cannot_write_outside_out(cli, tiny_rules: Path, tmp_path: Path) -> None:
    """The index is data too: one planted in a shared folder, with a version id no YAML file
    could give, meets the site writer's own guard."""
    assert cli("versions").exit_code == 0
    with sqlite3.connect(tiny_rules / index.INDEX_NAME) as db:
        db.execute("UPDATE versions SET id = '../../escaped' WHERE id = '2000-01-01'")
        db.execute("UPDATE clauses SET version = '../../escaped' WHERE version = '2000-01-01'")
    before = _everything(tmp_path)
    result = cli("site", "build", str(tmp_path / "a" / "b" / "site"))
    assert_refused(result, EXIT_OUTPUT, "it would leave the site folder")
    assert not (tmp_path / "a" / "escaped").exists()
    assert {p for p in _everything(tmp_path) - before if p.is_file()} == set()
