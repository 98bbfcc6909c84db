"""The cache of card readings (judge/cards/understood_cache.py): it gives back exactly what
reading the card gives, and its key covers every source the reading runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from judge.cards import understood_cache
from judge.cards.catalog import load_catalog
from judge.cards.understood import Understood, understand
from judge.cards.view import ReadingView, reading_view
from judge.rules.rulebook import open_rulebook


def test_the_key_covers_every_module_the_reading_imports() -> None:
    code = (
        "import sys; from judge.cards.catalog import load_catalog; "
        "from judge.cards.understood import understand; "
        "[understand(card, sys.argv[1]) for card in load_catalog()]; "
        "print('\\n'.join(m.__file__ for n, m in sys.modules.items() "
        "if n.startswith('judge') and getattr(m, '__file__', None)))"
    )
    version = open_rulebook().resolve_version(None)
    run = subprocess.run(
        [sys.executable, "-c", code, version], capture_output=True, text=True, check=True
    )
    package = understood_cache.PACKAGE
    imported = {Path(line).resolve().relative_to(package).as_posix() for line in run.stdout.split()}
    assert imported <= set(understood_cache.COMPILER_SOURCES), imported.difference(
        understood_cache.COMPILER_SOURCES
    )
    assert "ask/card_rules.yaml" in understood_cache.COMPILER_SOURCES


def test_every_card_comes_back_from_json_as_read() -> None:
    version = open_rulebook().resolve_version(None)
    for card in load_catalog():
        read = understand(card, version)
        written = json.loads(json.dumps(understood_cache._encode(read)))
        assert understood_cache._decode(Understood, written, card) == read


def test_every_card_s_view_comes_back_from_json_as_made() -> None:
    version = open_rulebook().resolve_version(None)
    for card in load_catalog():
        view = json.loads(json.dumps(reading_view(understand(card, version))))
        decoded = understood_cache._decode(ReadingView, view, card)
        assert json.dumps(decoded) == json.dumps(view), card.name


def test_a_second_call_reads_the_cache_and_a_bad_file_is_read_again() -> None:
    version = open_rulebook().resolve_version(None)
    card = next(c for c in load_catalog() if c.name == "Zhonya's Hourglass")
    first = understood_cache.cached_understand(card, version)
    place = understood_cache._place(card, version)
    assert place is not None and place.is_file()
    assert understood_cache.cached_understand(card, version) == first == understand(card, version)
    place.write_text('{"version": 3}\n{}', encoding="ascii")  # not a reading: read it again
    assert understood_cache.cached_understand(card, version) == first
    assert _lines(place)[0]["version"] == version
    nested = "[" * 100_000  # nested past the JSON parser's depth
    for line in (0, 1):
        place.write_text("\n".join(nested if i == line else "{}" for i in (0, 1)), "ascii")
        assert understood_cache.cached_understand(card, version) == first
        place.write_text("\n".join(nested if i == line else "{}" for i in (0, 1)), "ascii")
        assert understood_cache.cached_view(card, version) == reading_view(first)
        assert _lines(place)[0]["version"] == version


def test_a_new_reader_removes_all_but_the_latest_readers_readings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(cache))
    readers = cache / "cards"
    for age in range(5):  # five older readers, the oldest written first
        old = readers / f"{age:032x}"
        old.mkdir(parents=True)
        (old / "a.json").write_text("{}", encoding="ascii")
        os.utime(old, (1_000_000 + age, 1_000_000 + age))
    keep = readers / "not-a-digest"
    keep.mkdir()
    foreign = readers / f"{9:032x}"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine", encoding="ascii")
    os.utime(foreign, (0, 0))  # the oldest, but it holds a file the cache never writes
    version = open_rulebook().resolve_version(None)
    card = next(c for c in load_catalog() if c.name == "Zhonya's Hourglass")
    understood_cache.cached_understand(card, version)
    left = sorted(entry.name for entry in readers.iterdir())
    newest = [f"{age:032x}" for age in (4, 3, 2)]
    assert left == sorted([*newest, understood_cache.compiler_digest(), keep.name, foreign.name])
    assert (foreign / "notes.txt").read_text(encoding="ascii") == "mine"


def _lines(place: Path) -> list:
    return [json.loads(line) for line in place.read_text(encoding="ascii").split("\n")]


def _write(place: Path, lines: list) -> None:
    place.write_text("\n".join(json.dumps(line) for line in lines), encoding="ascii")


def _zhonya_s_cache_file(cache: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, list]:
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(cache))
    version = open_rulebook().resolve_version(None)
    card = next(c for c in load_catalog() if c.name == "Zhonya's Hourglass")
    understood_cache.cached_view(card, version)
    place = understood_cache._place(card, version)
    assert place is not None
    return place, _lines(place)


@pytest.mark.parametrize("record", [5, [], "sentence"], ids=["number", "list", "string"])
def test_a_reading_whose_record_is_no_json_object_is_read_again(
    record: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    place, (reading, view) = _zhonya_s_cache_file(tmp_path, monkeypatch)
    reading["sentences"] = [record]
    _write(place, [reading, view])
    card = next(c for c in load_catalog() if c.name == "Zhonya's Hourglass")
    version = open_rulebook().resolve_version(None)
    assert understood_cache.cached_understand(card, version) == understand(card, version)


@pytest.mark.parametrize(
    "spoil",
    [
        lambda view: view["sentences"][0].update(understood="yes"),
        lambda view: view["sentences"][0].pop("described"),
        lambda view: view["sentences"][0].update(extra=1),
        lambda view: view["abilities"][0].update(trigger={"event": "play"}),
        lambda view: view.update(keywords="Hidden"),
        lambda view: view.update(card_rules=[5]),
        lambda view: view["sentences"][0]["instructions"].append(None),
    ],
    ids=["wrong-type", "key-missing", "key-added", "trigger-cut", "string", "rule", "none"],
)
def test_a_view_that_does_not_fit_is_read_again(
    spoil, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    place, (reading, view) = _zhonya_s_cache_file(tmp_path, monkeypatch)
    spoil(view)
    _write(place, [reading, view])
    version = open_rulebook().resolve_version(None)
    card = next(c for c in load_catalog() if c.name == "Zhonya's Hourglass")
    assert understood_cache._cached(place, understood_cache.VIEW, ReadingView, card) is None
    made = reading_view(understand(card, version))
    assert understood_cache.cached_view(card, version) == made
    assert _lines(place)[1] == json.loads(json.dumps(made))


@pytest.mark.parametrize("lines", [1, 3], ids=["reading-alone", "a-line-more"])
def test_a_file_of_another_number_of_lines_is_read_again(
    lines: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    place, (reading, view) = _zhonya_s_cache_file(tmp_path, monkeypatch)
    _write(place, [reading, view, view][:lines])
    version = open_rulebook().resolve_version(None)
    card = next(c for c in load_catalog() if c.name == "Zhonya's Hourglass")
    assert understood_cache.cached_view(card, version) == reading_view(understand(card, version))
    assert len(_lines(place)) == 2
