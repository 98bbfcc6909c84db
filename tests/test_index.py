"""The compiled index: rebuilt when YAML changes, when corrupt, and safe under concurrency."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from judge.rules import index
from judge.rules.rulebook import open_rulebook


def index_file(root: Path) -> Path:
    return root / index.INDEX_NAME


def test_built_beside_rules_data_and_reused(tiny_rules: Path) -> None:
    open_rulebook()
    built = index_file(tiny_rules)
    assert built.is_file()
    stamp = built.stat().st_mtime_ns
    assert open_rulebook().require("2000-01-01", "101").text.startswith("A Widget")
    assert built.stat().st_mtime_ns == stamp


def test_an_edited_yaml_file_is_seen_on_the_next_call(tiny_rules: Path) -> None:
    assert open_rulebook().require("2000-02-02", "101.10").text == "Widgets never stop."
    path = tiny_rules / "rules" / "2000-02-02" / "100.yaml"
    path.write_text(path.read_text().replace("never stop", "stop at dusk"))
    assert open_rulebook().require("2000-02-02", "101.10").text == "Widgets stop at dusk."


@pytest.mark.parametrize("damage", ["truncate", "garbage", "delete"])
def test_a_damaged_index_is_rebuilt_silently(tiny_rules: Path, damage: str) -> None:
    open_rulebook()
    built = index_file(tiny_rules)
    if damage == "truncate":
        built.write_bytes(built.read_bytes()[:1000])
    elif damage == "garbage":
        built.write_bytes(b"not a database at all" * 100)
    else:
        built.unlink()
    assert open_rulebook().require("2000-01-01", "102").rule == "102"


def test_read_only_install_uses_the_user_cache(
    tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError("read-only")

    real_mkstemp = tempfile.mkstemp

    def mkstemp(*args: object, dir: str | Path | None = None, **kwargs: object):
        if dir is not None and Path(dir) == tiny_rules:
            refuse()
        return real_mkstemp(*args, dir=dir, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    assert open_rulebook().require("2000-01-01", "101").rule == "101"
    assert not index_file(tiny_rules).exists()
    assert list((tmp_path / "cache").rglob("index.sqlite"))


@pytest.mark.slow
@pytest.mark.parametrize("processes", [2, 8, 16])
def test_cold_cache_with_concurrent_processes(tiny_rules: Path, processes: int) -> None:
    code = (
        "from judge.rules.rulebook import open_rulebook; "
        "print(open_rulebook().require('2000-02-02', '103').text)"
    )
    env = dict(os.environ)
    started = [
        subprocess.Popen(
            [sys.executable, "-c", code],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(processes)
    ]
    outputs = [p.communicate(timeout=60) for p in started]
    assert [p.returncode for p in started] == [0] * processes, outputs
    assert all(
        out.strip() == "A Recall is when a Permanent goes to its Base." for out, _ in outputs
    )
    assert not list(tiny_rules.glob(".index-*.tmp"))


@pytest.mark.parametrize("how", ["in-place", "renamed-over"])
def test_a_same_size_edit_with_its_mtime_restored_is_seen(tiny_rules: Path, how: str) -> None:
    assert open_rulebook().require("2000-02-02", "101.10").text == "Widgets never stop."
    path = tiny_rules / "rules" / "2000-02-02" / "100.yaml"
    before = path.stat()
    edited = path.read_text().replace("never stop", "always go!")
    assert len(edited) == len(path.read_text())
    if how == "in-place":
        path.write_text(edited)
    else:
        fresh = path.with_name("new.tmp")
        fresh.write_text(edited)
        os.replace(fresh, path)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_size == before.st_size
    assert path.stat().st_mtime_ns == before.st_mtime_ns
    assert open_rulebook().require("2000-02-02", "101.10").text == "Widgets always go!."


FACTS = 'area: test\nfacts:\n  - id: test.fact\n    statement: "{statement}"\n'


def test_fact_files_are_compiled_and_an_edit_is_seen_on_the_next_call(tiny_rules: Path) -> None:
    from judge import yamlfile

    path = tiny_rules / "facts" / "test.yaml"
    path.parent.mkdir()
    path.write_text(FACTS.format(statement="Widgets spin."))
    assert open_rulebook().compiled_document(path) == yamlfile.load(path)
    path.write_text(FACTS.format(statement="Widgets stop."))
    compiled = open_rulebook().compiled_document(path)
    assert compiled == yamlfile.load(path)
    assert isinstance(compiled, dict) and compiled["facts"][0]["statement"] == "Widgets stop."


@pytest.mark.parametrize(
    "text",
    [
        "facts: []\nfacts: []\n",  # a duplicate key: its reader reports it with its line
        "facts:\n  - clauses: {2026-07-16: []}\n",  # a date as a key: JSON would make it text
        "facts:\n  - weight: .nan\n",  # JSON has no NaN
    ],
    ids=["invalid", "date-key", "nan"],
)
def test_a_fact_file_json_cannot_give_back_is_left_to_its_reader(
    tiny_rules: Path, text: str
) -> None:
    path = tiny_rules / "facts" / "test.yaml"
    path.parent.mkdir()
    path.write_text(text)
    assert open_rulebook().compiled_document(path) is None


def test_only_files_under_the_compiled_folders_are_held(tiny_rules: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "facts" / "test.yaml"
    elsewhere.parent.mkdir()
    elsewhere.write_text(FACTS.format(statement="Widgets spin."))
    assert open_rulebook().compiled_document(elsewhere) is None
    assert (
        open_rulebook().compiled_document(tiny_rules / "rules" / "2000-01-01" / "100.yaml") is None
    )


def test_a_process_reads_the_index_once_while_nothing_changes(
    tiny_rules: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[Path] = []
    real = index._open_if_fresh

    def counted(place: Path, want: str):  # type: ignore[no-untyped-def]
        reads.append(place)
        return real(place, want)

    monkeypatch.setattr(index, "_open_if_fresh", counted)
    open_rulebook()
    first = len(reads)
    assert open_rulebook().require("2000-01-01", "101").rule == "101"
    assert len(reads) == first
    path = tiny_rules / "rules" / "2000-02-02" / "100.yaml"
    path.write_text(path.read_text().replace("never stop", "stop at dusk"))
    assert open_rulebook().require("2000-02-02", "101.10").text == "Widgets stop at dusk."
    assert len(reads) > first
    again = len(reads)
    os.utime(index_file(tiny_rules))  # the index file touched: read again, as a new process
    open_rulebook()
    assert len(reads) > again
