"""Hostile and careless scenario and fact files: one clear line, exit 3 (2 for a path that is
not there), no traceback, within a second or two (docs/exit-codes.md, docs/scenarios.md)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.engine import facts
from judge.engine.scenario import MAX_BYTES
from judge.errors import EXIT_INVALID_DATA, EXIT_NOT_FOUND
from tests.conftest import REPO
from tests.hostile import assert_refused, timed

RECALL = REPO / "scenarios" / "recall" / "is-a-recall-a-move.yaml"
MOVE = "question:\n  standard_move: {units: [Jax], to: battlefield 1}\n"
JAX = "situation:\n  units: [{name: Jax}]\n"


def billion_laughs() -> str:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for previous, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{name}: &{name} [" + ",".join([f"*{previous}"] * 9) + "]")
    return "\n".join(lines) + "\nquestion: {is_move: recall}\n"


# (id, file content, message); every one exits 3 and names the file.
SCENARIO_FILES = [
    ("empty", "", "a scenario must be a mapping with a 'question' key"),
    ("only-a-comment", "# nothing here\n", "a scenario must be a mapping"),
    ("a-list", "- question: {is_move: recall}\n", "a scenario must be a mapping"),
    ("a-scalar", "is a recall a move?\n", "a scenario must be a mapping"),
    (
        "not-utf8",
        b"title: caf\xe9\nquestion: {is_move: recall}\n",
        "case.yaml:1: not UTF-8 text (byte 10)",
    ),
    ("utf16", "question: {is_move: recall}\n".encode("utf-16"), "binary file (NUL bytes)"),
    ("binary", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary file (NUL bytes)"),
    ("invalid-yaml", "question: {is_move: recall\n", "invalid YAML"),
    ("tab-indent", "question:\n\tis_move: recall\n", "invalid YAML"),
    ("billion-laughs", billion_laughs(), "anchors and aliases (&name / *name) are not allowed"),
    ("nested-deeply", "question: " + "[" * 50_000 + "\n", "invalid YAML"),
    ("python-tag", "question: !!python/object/apply:os.system [ls]\n", "could not determine"),
    ("list-as-key", "? [a, b]\n: c\nquestion: {is_move: recall}\n", "found unhashable key"),
    (
        "duplicate-key",
        "question: {is_move: recall}\nquestion: {is_move: recall}\n",
        "duplicate key",
    ),
    ("no-question", "title: hello\n", "document: missing required key 'question'"),
    (
        "unknown-top-key",
        "question: {is_move: recall}\nnotes: hi\n",
        "notes: unknown key 'notes'",
    ),
    (
        "unknown-key-typo",
        "situation:\n  unit: [{name: Jax}]\n" + MOVE,
        "situation > unit: unknown key 'unit' (did you mean 'units'?)",
    ),
    (
        "wrong-type-damage",
        "situation:\n  units: [{name: Jax, damage: two}]\n" + MOVE,
        "situation > units > 0 > damage: expected integer, got string",
    ),
    (
        "wrong-type-negative-damage",
        "situation:\n  units: [{name: Jax, damage: -1}]\n" + MOVE,
        "damage: must be at least 0",
    ),
    (
        "wrong-type-float",
        "situation:\n  units: [{name: Jax, might: .nan}]\n" + MOVE,
        "might: expected integer, got number",
    ),
    (
        "wrong-type-players",
        "situation:\n  players: you\nquestion: {is_move: recall}\n",
        "situation > players: expected array, got string",
    ),
    (
        "wrong-type-bool",
        "situation:\n  chain_empty: 'no'\nquestion: {is_move: recall}\n",
        "chain_empty: expected boolean, got string",
    ),
    (
        "unquoted-date-version",
        "rules_version: 2026-07-16\nquestion: {is_move: recall}\n",
        "rules_version: expected string, got date",
    ),
    (
        "unquoted-no-verdict",
        "question: {is_move: recall}\nexpect: {verdict: no}\n",
        "expect > verdict: expected string, got boolean",
    ),
    (
        "wrong-enum",
        "situation:\n  units: [{name: Jax, keywords: [Ganknig]}]\n" + MOVE,
        "'Ganknig' is not one of Ganking",
    ),
    (
        "enormous-enum",
        "situation:\n  mode: " + "z" * 100_000 + "\nquestion: {is_move: recall}\n",
        "...' is not one of 1v1, 2v2, ffa3, ffa4",
    ),
    (
        "enormous-name",
        "situation:\n  units: [{name: " + "J" * 100_000 + "}]\n" + MOVE,
        "name: is 100,000 characters; at most 200",
    ),
    ("empty-name", "situation:\n  units: [{name: ''}]\n" + MOVE, "name: must not be empty"),
    (
        "unit-in-two-places",
        "situation:\n  units:\n    - {name: Jax, at: battlefield 1}\n"
        "    - {name: jax, at: battlefield 2}\n" + MOVE,
        "situation > units > 1: two units named 'jax'",
    ),
    (
        "card-in-hand-and-facedown",
        "situation:\n  hand: [{name: Teemo}]\n  facedown: [{name: Teemo, at: battlefield 1}]\n"
        "question: {play: {card: Teemo, to: battlefield 1}}\n",
        "card 'Teemo' is named twice (first at situation > facedown > 0 > name)",
    ),
    (
        "battlefield-twice",
        "situation:\n  battlefields: [{name: Lair}, {name: Lair}]\nquestion: {is_move: recall}\n",
        "situation > battlefields > 1: two battlefields named 'Lair'",
    ),
    (
        "player-twice",
        "situation:\n  players: [you, you]\nquestion: {is_move: recall}\n",
        "situation > players > 1: two players named 'you'",
    ),
    (
        "unit-moved-twice",
        JAX + "question:\n  standard_move: {units: [Jax, Jax], to: battlefield 1}\n",
        "question > standard_move > units > 1: unit 'Jax' is named twice",
    ),
    (
        "no-units-moved",
        JAX + "question:\n  standard_move: {units: [], to: battlefield 1}\n",
        "question > standard_move > units: expected at least 1 item",
    ),
    (
        "unknown-unit",
        JAX + "question:\n  standard_move: {units: [Yasuo], to: battlefield 1}\n",
        "question > standard_move > units > 0: no unit named 'Yasuo'",
    ),
    (
        "unknown-battlefield",
        JAX + "question:\n  standard_move: {units: [Jax], to: battlefield 9}\n",
        "no place named 'battlefield 9' (did you mean 'battlefield 2'?)",
    ),
    (
        "unknown-combat-battlefield",
        "situation:\n  combat: Lair\nquestion: {is_move: recall}\n",
        "situation > combat: no battlefield named 'Lair'",
    ),
    (
        "unknown-controller",
        "situation:\n  units: [{name: Jax, controller: zed}]\n" + MOVE,
        "situation > units > 0 > controller: no player named 'zed'",
    ),
    (
        "might-keyword-of-a-card-off-the-board",
        "format: 2\nsituation:\n  cards: [{name: Big Unit, zone: trash, type: unit, might: 6}]\n"
        "question:\n  might: {unit: Big Unit, keyword: Assault}\n",
        "question > might > keyword: what a keyword adds is asked only of a unit on the board",
    ),
    (
        "might-keyword-with-mighty",
        "format: 2\nsituation:\n  units: [{name: Big Unit, might: 6}]\n"
        "question:\n  might: {unit: Big Unit, keyword: Assault, mighty: true}\n",
        "question > might > mighty: keyword and mighty can't be asked together",
    ),
    (
        "unknown-gear-host",
        "situation:\n  gear: [{name: Blade, attached_to: Jax}]\nquestion: {is_move: recall}\n",
        "situation > gear > 0 > attached_to: no unit named 'Jax'",
    ),
    (
        "mode-contradicts-players",
        "situation:\n  mode: 2v2\n  players: [you, opponent]\nquestion: {is_move: recall}\n",
        "situation > players: 2v2 needs 4 players, got 2",
    ),
    (
        "too-many-players-for-1v1",
        "situation:\n  players: [a, b, c]\nquestion: {is_move: recall}\n",
        "situation > players: 1v1 needs 2 players, got 3",
    ),
    (
        "no-players",
        "situation:\n  players: []\nquestion: {is_move: recall}\n",
        "situation > players: 1v1 needs 2 players, got 0",
    ),
    (
        "teams-in-1v1",
        "situation:\n  teams: [[you, opponent]]\nquestion: {is_move: recall}\n",
        "situation > teams: 1v1 has no teams; only 2v2 does",
    ),
    (
        "team-of-one",
        "situation:\n  mode: 2v2\n  teams: [[you], [opponent, ally, opponent 2]]\n"
        "question: {is_move: recall}\n",
        "situation > teams: 2v2 needs two teams of two, every player in one",
    ),
    (
        "player-in-both-teams",
        "situation:\n  mode: 2v2\n  teams: [[you, ally], [you, opponent]]\n"
        "question: {is_move: recall}\n",
        "situation > teams: 2v2 needs two teams of two, every player in one",
    ),
    (
        "2v2-teams-that-do-not-alternate-in-turn-order",
        "situation:\n  mode: 2v2\n  players: [you, ally, opponent, opponent 2]\n"
        "  teams: [[you, ally], [opponent, opponent 2]]\nquestion: {is_move: recall}\n",
        "situation > teams: 2v2 turn order alternates teams",
    ),
    (
        "combat-and-showdown-at-two-battlefields",
        "situation:\n  combat: battlefield 1\n  showdown: battlefield 2\n"
        "question: {is_move: recall}\n",
        "only one showdown or combat is in progress at a time",
    ),
    (
        "two-buffs-on-a-unit",
        "format: 2\nsituation:\n  units: [{name: Jax, might: 3, buffs: 2}]\n"
        "question: {might: {unit: Jax}}\n",
        "case.yaml:3: situation > units > 0 > buffs: Jax has 2 Buffs, which no game can reach: "
        "there can only be one Buff on a unit at a time",
    ),
    (
        "legend-card-in-the-trash",
        "format: 2\nsituation:\n  cards:\n"
        "  - {name: Ahri - Nine-Tailed Fox, zone: trash, type: legend}\n"
        "question: {is_move: recall}\n",
        "case.yaml:4: situation > cards > 0 > zone: Ahri - Nine-Tailed Fox is a legend in trash, "
        "where no game puts one",
    ),
    (
        "ansi-escape-in-a-name",
        'situation:\n  units: [{name: "Jax\\e[31m"}]\n'
        'question: {recall: {cards: ["Jax\\e[31m"]}}\n',
        "situation > units > 0 > name: holds a control character ('\\x1b')",
    ),
    (
        "bell-in-a-title",
        'title: "ding\\a"\nquestion: {is_move: recall}\n',
        "case.yaml:1: title: holds a control character ('\\x07')",
    ),
    (
        "gear-away-from-its-unit",
        "situation:\n  units: [{name: Jax, at: battlefield 1}]\n"
        "  gear: [{name: Blade, attached_to: Jax, at: battlefield 2}]\n"
        "question: {recall: {cards: [Blade]}}\n",
        "situation > gear > 0 > at: Blade is attached to Jax, so it is at battlefield 1",
    ),
    (
        "cite-not-a-rule-number",
        "question: {is_move: recall}\nexpect: {verdict: 'no', cite: ['455', 'rule 456']}\n",
        "expect > cite > 1: 'rule 456' is not a rule number",
    ),
    (
        "cite-a-float",
        "question: {is_move: recall}\nexpect: {verdict: 'no', cite: [144.10]}\n",
        "expect > cite > 0: expected string, got number",
    ),
    (
        "two-questions",
        "question: {is_move: recall, is_location: base}\n",
        "question: expected exactly one key, got is_move, is_location",
    ),
    ("no-question-key", "question: {}\n", "question: expected one of standard_move"),
    (
        "unknown-rules-version",
        "rules_version: '9.9'\nquestion: {is_move: recall}\n",
        "rules_version: unknown rules version '9.9'; known: ",
    ),
    (
        "empty-rules-version",
        "rules_version: ''\nquestion: {is_move: recall}\n",
        "rules_version: must not be empty",
    ),
    (
        "unknown-topic",
        "question: {explain: recals}\n",
        "question > explain: no topic named 'recals' (did you mean 'recalls'?)",
    ),
]


@pytest.mark.parametrize(
    ("content", "message"),
    [case[1:] for case in SCENARIO_FILES],
    ids=[case[0] for case in SCENARIO_FILES],
)
def test_a_bad_scenario_file_is_one_line_and_exit_3(
    cli, tmp_path: Path, content: str | bytes, message: str
) -> None:
    path = tmp_path / "case.yaml"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    result, seconds = timed(lambda: cli("check", str(path)))
    assert_refused(result, EXIT_INVALID_DATA, f"{path}", seconds)
    assert_refused(result, EXIT_INVALID_DATA, message, seconds)
    assert result.stdout == "0 passed, 0 failed, 1 bad file\n"


def test_a_bad_file_among_good_ones_is_named_and_the_rest_judged(cli, tmp_path: Path) -> None:
    shutil.copyfile(RECALL, tmp_path / "good.yaml")
    (tmp_path / "bad.yaml").write_text(SCENARIO_FILES[-1][1])
    result = cli("check", str(tmp_path))
    assert_refused(result, EXIT_INVALID_DATA, f"{tmp_path / 'bad.yaml'}:1: question > explain")
    assert result.stdout.endswith("1 passed, 0 failed, 1 bad file\n")


def test_a_50_mb_file_is_refused_by_its_size_before_it_is_read(cli, tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("w") as stream:
        stream.write("title: ")
        for _ in range(50):
            stream.write("x" * (1 << 20))
        stream.write("\nquestion: {is_move: recall}\n")
    result, seconds = timed(lambda: cli("check", str(path)))
    assert_refused(result, EXIT_INVALID_DATA, f"the limit is {MAX_BYTES:,}", seconds)
    assert seconds < 0.5  # refused by its size, not parsed


def test_the_largest_scenario_allowed_is_judged_within_seconds(cli, tmp_path: Path) -> None:
    path = tmp_path / "crowded.yaml"
    units = "".join(f"    - {{name: u{i}, at: battlefield 1}}\n" for i in range(6_500))
    path.write_text("situation:\n  units:\n" + units + MOVE.replace("Jax", "u1"))
    assert MAX_BYTES // 2 < path.stat().st_size <= MAX_BYTES
    result, seconds = timed(lambda: cli("check", str(path)))
    assert result.exit_code == 0, result.stderr
    assert seconds < 2.0


def test_a_pipe_is_refused_instead_of_read_forever(cli, tmp_path: Path) -> None:
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    result, seconds = timed(lambda: cli("check", str(path)))
    assert_refused(result, EXIT_INVALID_DATA, "not a regular file (a pipe or device)", seconds)


def test_a_device_is_refused_instead_of_read_forever(cli) -> None:
    result, seconds = timed(lambda: cli("check", "/dev/zero"))
    assert_refused(result, EXIT_INVALID_DATA, "/dev/zero: not a regular file", seconds)


@pytest.mark.parametrize("fmt", ["text", "json"])
@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda p: p / "missing.yaml", "no such file or folder: "),
        (lambda p: p, "no scenario files (.yaml, .yml) in "),
    ],
    ids=["missing-file", "empty-folder"],
)
def test_nothing_to_check_is_an_error_before_any_output(
    cli, tmp_path: Path, make, message: str, fmt: str
) -> None:
    result = cli("check", str(make(tmp_path)), "--format", fmt)
    assert_refused(result, EXIT_NOT_FOUND, message)
    assert result.stdout == ""


def test_coverage_names_a_bad_scenario_file(cli, tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("question: {is_move: recal}\n")
    result = cli("coverage", str(tmp_path))
    assert_refused(result, EXIT_INVALID_DATA, f"{tmp_path / 'bad.yaml'}:1: question > is_move")
    assert result.stdout == ""


def _deep(field: str, depth: int = 990) -> str:
    """A scenario with a list nested ``depth`` deep in an enum field (libyaml allows 1000)."""
    deep = "[" * depth + "Ganking" + "]" * depth
    if field == "keywords":
        return f"situation:\n  units:\n    - name: Jax\n      keywords: {deep}\n{MOVE}"
    if field == "phase":
        return f"situation:\n  phase: {deep}\n  units: [{{name: Jax}}]\n{MOVE}"
    return f"question:\n  is_move: {deep}\n"


@pytest.mark.parametrize("fmt", ["text", "json"])
@pytest.mark.parametrize("field", ["keywords", "phase", "is_move"])
def test_a_list_nested_a_thousand_deep_is_one_bad_file(
    cli, tmp_path: Path, field: str, fmt: str
) -> None:
    (tmp_path / "a-deep.yaml").write_text(_deep(field))
    shutil.copyfile(RECALL, tmp_path / "b-good.yaml")
    result, seconds = timed(lambda: cli("check", str(tmp_path), "--format", fmt))
    assert_refused(result, EXIT_INVALID_DATA, "nested more than 32 levels deep", seconds)
    assert "a-deep.yaml:" in result.stderr
    if fmt == "json":
        data = json.loads(result.stdout)
        assert (data["passed"], len(data["errors"])) == (1, 1)
    else:
        assert result.stdout.endswith("1 passed, 0 failed, 1 bad file\n")
    coverage = cli("coverage", str(tmp_path))
    assert_refused(coverage, EXIT_INVALID_DATA, "nested more than 32 levels deep")


def test_nesting_up_to_the_limit_is_only_a_schema_error(cli, tmp_path: Path) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text(_deep("keywords", 28))
    result = cli("check", str(path))
    assert_refused(result, EXIT_INVALID_DATA, "keywords > 0: [[[[[...]]]]] is not one of Ganking")


LONG = "x" * 120_000  # two fit under the 256 KiB limit

LONG_VALUES = [
    ("to", f"{JAX}question:\n  standard_move: {{units: [Jax], to: {LONG}}}\n", "no place named"),
    ("hint", f"question: {{is_move: recall}}\nexpect: {{verdict: 'no', hint: {LONG}}}\n", None),
]


@pytest.mark.parametrize(
    ("content", "message"), [c[1:] for c in LONG_VALUES], ids=[c[0] for c in LONG_VALUES]
)
def test_an_enormous_value_is_quoted_cut_short(cli, tmp_path: Path, content: str, message) -> None:
    path = tmp_path / "long.yaml"
    path.write_text(content)
    result = cli("check", str(path))
    echoed = result.stderr + result.stdout
    assert "Traceback" not in echoed and len(echoed) < 1000, echoed[:300]
    assert "x" * 190 in echoed and "x" * 210 not in echoed
    if message is not None:
        assert_refused(result, EXIT_INVALID_DATA, f"{message} 'xxxx")
        assert "xxx...'" in result.stderr


# --- fact files ---------------------------------------------------------------------------

FACT_FILES = [
    ("empty", "", "expected a mapping with a 'facts' list"),
    ("not-utf8", b"facts: []\n# caf\xe9\n", "zz-broken.yaml:2: not UTF-8 text (byte 15)"),
    ("binary", b"\x00\x01\x02", "binary file (NUL bytes)"),
    ("invalid-yaml", "facts: [\n", "invalid YAML"),
    ("duplicate-key", "facts: []\nfacts: []\n", "duplicate key 'facts'"),
    ("alias", "a: &a [1]\nfacts: *a\n", "anchors and aliases"),
    ("unknown-top-key", "area: x\nfacts: []\nnotes: hi\n", "unknown key 'notes'; expected area"),
    ("facts-not-a-list", "facts: {id: x}\n", "expected a mapping with a 'facts' list"),
]


@pytest.fixture
def fact_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the project's facts the CLI reads instead of rules_data/facts."""
    folder = tmp_path / "facts"
    shutil.copytree(facts.rules_data_dir() / "facts", folder)
    monkeypatch.setattr(facts, "rules_data_dir", lambda: tmp_path)
    facts.fact_book.cache_clear()
    yield folder
    facts.fact_book.cache_clear()


@pytest.mark.parametrize(
    ("content", "message"),
    [case[1:] for case in FACT_FILES],
    ids=[case[0] for case in FACT_FILES],
)
def test_a_bad_fact_file_stops_check_naming_the_file(
    cli, fact_folder: Path, content: str | bytes, message: str
) -> None:
    path = fact_folder / "zz-broken.yaml"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    result, seconds = timed(lambda: cli("check", str(RECALL), "--format", "json"))
    assert_refused(result, EXIT_INVALID_DATA, f"{path}", seconds)
    assert_refused(result, EXIT_INVALID_DATA, message, seconds)
    assert result.stdout == ""


def test_a_folder_named_like_a_fact_file(cli, fact_folder: Path) -> None:
    (fact_folder / "folder.yaml").mkdir()
    result = cli("check", str(RECALL))
    assert_refused(result, EXIT_INVALID_DATA, "folder.yaml: is a directory, expected a YAML file")


FACT = (
    "facts:\n  - {id: x.y, statement: s, predicate: p, judges: [standard_move], side: none, "
    "clauses: {}"
)
WRONG_FACTS = [
    ("unknown-key", FACT + ", colour: red}\n", "facts > 0 (x.y): unknown key 'colour'"),
    ("number-key", FACT + ", 1: red}\n", "facts > 0 (x.y): unknown key '1'"),
    ("missing-key", "facts:\n  - {id: x.y}\n", "facts > 0 (x.y): missing 'clauses'"),
    ("not-a-mapping", "facts: [x]\n", "facts > 0: expected a mapping"),
    (
        "judges-text",
        FACT.replace("[standard_move]", "standard_move") + "}\n",
        "facts > 0 (x.y): judges: expected",
    ),
    (
        "statement-list",
        FACT.replace("statement: s", "statement: [s]") + "}\n",
        "facts > 0 (x.y): statement:",
    ),
    (
        "clauses-list",
        FACT.replace("clauses: {}", "clauses: []") + "}\n",
        "facts > 0 (x.y): clauses: expected",
    ),
    (
        "numbers-text",
        FACT.replace("{}", "{'2026-07-16': '144.2'}") + "}\n",
        "facts > 0 (x.y): clauses: expected",
    ),
    ("otherwise-list", FACT + ", otherwise: [a]}\n", "(x.y): otherwise: expected text"),
    ("uncited-in-text", FACT + ", uncited_in: '1.4'}\n", "(x.y): uncited_in: expected a list"),
]


@pytest.mark.parametrize(
    ("content", "message"),
    [case[1:] for case in WRONG_FACTS],
    ids=[case[0] for case in WRONG_FACTS],
)
def test_a_fact_of_the_wrong_shape_names_the_fact(
    cli, fact_folder: Path, content: str, message: str
) -> None:
    path = fact_folder / "zz-broken.yaml"
    path.write_text(content)
    result = cli("coverage")
    assert_refused(result, EXIT_INVALID_DATA, f"{path}: facts > 0")
    assert_refused(result, EXIT_INVALID_DATA, message)


def test_a_card_list_that_is_not_utf8_is_a_data_error(tmp_path: Path) -> None:
    from judge.ask.cards import load_cards
    from judge.errors import DataError

    path = tmp_path / "cards.tsv"
    path.write_bytes(b"name\ttype\ttext\terrata\nJ\xe9x\tunit\t\t\n")
    with pytest.raises(DataError, match=r"cards.tsv: not UTF-8 text \(byte 23\)"):
        load_cards(path)


@pytest.mark.parametrize(
    "content",
    ["", "sections: 5\n", "sections: [{name: x}]\n", "sections: [{name: x, roots: {a: '144'}}]\n"],
    ids=["empty", "not-a-list", "no-roots", "roots-not-lists"],
)
def test_a_broken_coverage_file_is_a_data_error(tmp_path: Path, content: str) -> None:
    from judge.engine.coverage import SECTIONS_EXPECTED, load_sections
    from judge.errors import DataError

    path = tmp_path / "coverage.yaml"
    path.write_text(content)
    with pytest.raises(DataError, match="expected 'sections'") as caught:
        load_sections("2026-07-16", path)
    assert str(caught.value) == f"{path}: {SECTIONS_EXPECTED}"


def test_an_empty_facts_folder_says_so(cli, fact_folder: Path) -> None:
    for path in fact_folder.glob("*.yaml"):
        path.unlink()
    result = cli("check", str(RECALL))
    assert_refused(result, EXIT_INVALID_DATA, f"{fact_folder}: no fact files (*.yaml)")


def _peak_rss_of_check(folder: Path) -> int:
    child = subprocess.Popen(
        [sys.executable, "-m", "judge", "check", str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    assert child.returncode == EXIT_INVALID_DATA
    return usage.ru_maxrss


@pytest.mark.slow
def test_many_bad_files_keep_memory_flat(tmp_path: Path) -> None:
    sizes = {}
    for count in (1000, 20000):
        folder = tmp_path / str(count)
        folder.mkdir()
        for index in range(count):
            (folder / f"bad-{index}.yaml").write_text("question: {is_move: recal}\n")
        sizes[count] = _peak_rss_of_check(folder)
    assert sizes[20000] <= sizes[1000] * 1.15, sizes
