"""Format 1 to format 2: the document mapping, the text rewrite and `judge scenarios upgrade`."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from judge import yamlfile
from judge.engine.facts import fact_book
from judge.engine.judging import judge_scenario
from judge.engine.scenario import load_file
from judge.engine.upgrade import UpgradeError, format2_only, original_path, upgrade
from judge.engine.upgrade_text import upgrade_text
from judge.engine.validate import scenario_schema
from tests.conftest import REPO

# The project's scenarios as they were written in format 1, before `judge scenarios upgrade`
# converted them: a frozen corpus of real format-1 files for the upgrade to be tested on.
SCENARIOS = REPO / "tests" / "data" / "format1"
FILES = sorted(SCENARIOS.rglob("*.yaml"))
MOVE = {"units": ["Jax"], "to": "battlefield 1"}
Q = {"is_move": "recall"}

# --- upgrade(document) ------------------------------------------------------------------------

UPGRADES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    (
        "query-unchanged-format-first",
        {"title": "t", "question": {"is_move": "recall"}, "expect": {"verdict": "no"}},
        {"format": 2, "title": "t", "question": {"is_move": "recall"}, "expect": {"verdict": "no"}},
    ),
    (
        "chain-not-empty-is-one-unnamed-item-in-place",
        {"situation": {"mode": "1v1", "chain_empty": False, "turn": "you"}, "question": Q},
        {
            "format": 2,
            "situation": {"mode": "1v1", "chain": [{"name": "a spell or ability"}], "turn": "you"},
            "question": Q,
        },
    ),
    (
        "chain-empty-is-no-chain",
        {"situation": {"chain_empty": True}, "question": {"uses_chain": "move"}},
        {"format": 2, "situation": {}, "question": {"uses_chain": "move"}},
    ),
    (
        "after-move-without-card-is-a-standard-move",
        {"question": {"after_move": {**MOVE, "event": "combat"}}, "expect": {"verdict": "no"}},
        {
            "format": 2,
            "actions": [{"standard_move": MOVE}],
            "question": {"outcomes": {"event": "combat"}},
            "expect": {"verdict": "no"},
        },
    ),
    (
        "after-move-with-card-is-a-move-effect",
        {"question": {"after_move": {**MOVE, "card": "Charm", "timing": "Action", "by": "you"}}},
        {
            "format": 2,
            "actions": [
                {"move_effect": {**MOVE, "card": "Charm", "timing": "Action", "by": "you"}}
            ],
            "question": {"outcomes": {}},
        },
    ),
    (
        "next-cleanup",
        {"question": {"next_cleanup": {"battlefield": "b", "event": "showdown"}}},
        {
            "format": 2,
            "actions": [{"cleanup": {}}],
            "question": {"outcomes": {"battlefield": "b", "event": "showdown"}},
        },
    ),
    (
        "after-combat-at-a-battlefield",
        {"question": {"after_combat": {"event": "conquer", "battlefield": "b"}}},
        {
            "format": 2,
            "actions": [{"combat_resolution": {"battlefield": "b"}}],
            "question": {"outcomes": {"battlefield": "b", "event": "conquer"}},
        },
    ),
    (
        "after-combat-where-the-combat-is",
        {"question": {"after_combat": {}}},
        {"format": 2, "actions": [{"combat_resolution": {}}], "question": {"outcomes": {}}},
    ),
]


@pytest.mark.parametrize(
    ("before", "after"), [c[1:] for c in UPGRADES], ids=[c[0] for c in UPGRADES]
)
def test_upgrade(before: dict[str, Any], after: dict[str, Any]) -> None:
    upgraded = upgrade(before)
    assert json.dumps(upgraded) == json.dumps(after)  # the same keys, in the same order
    assert "format" not in before  # the input is left as it was


def test_a_format_2_document_is_returned_as_it_is() -> None:
    document = {"format": 2, "question": {"outcomes": {}}, "actions": [{"cleanup": {}}]}
    assert upgrade(document) is document


REFUSED: list[tuple[str, dict[str, Any], tuple[str | int, ...], str]] = [
    (
        "standard-move-with-timing",
        {"question": {"after_move": {**MOVE, "timing": "Action"}}},
        ("question", "after_move", "timing"),
        "a standard move (no 'card') takes only units and to, not 'timing'",
    ),
    (
        "standard-move-by-a-player",
        {"question": {"after_move": {**MOVE, "by": "opponent"}}},
        ("question", "after_move", "by"),
        "not 'by'",
    ),
    (
        "standard-move-with-destinations",
        {"question": {"after_move": {**MOVE, "destinations": ["base"]}}},
        ("question", "after_move", "destinations"),
        "not 'destinations'",
    ),
    (
        "event-on-a-legality-question",
        {"question": {"standard_move": {**MOVE, "event": "combat"}}},
        ("question", "standard_move", "event"),
        "'event' means nothing there",
    ),
    (
        "actions-in-format-1",
        {"actions": [{"cleanup": {}}], "question": {"next_cleanup": {}}},
        ("actions",),
        "'actions' is a format-2 key in a document without 'format: 2'",
    ),
    (
        "chain-in-format-1",
        {"situation": {"chain": []}, "question": {"is_move": "recall"}},
        ("situation", "chain"),
        "format-2 key",
    ),
    (
        "unit-owner-in-format-1",
        {"situation": {"units": [{"name": "a"}, {"name": "b", "owner": "you"}]}, "question": {}},
        ("situation", "units", 1, "owner"),
        "format-2 key",
    ),
    (
        "outcomes-in-format-1",
        {"question": {"outcomes": {}}},
        ("question", "outcomes"),
        "format-2 key",
    ),
    (
        "expect-facts-in-format-1",
        {"question": {"is_move": "recall"}, "expect": {"verdict": "no", "facts": ["x"]}},
        ("expect", "facts"),
        "format-2 key",
    ),
    (
        "an-unknown-format",
        {"format": 3, "question": {"is_move": "recall"}},
        ("format",),
        "3 is not a scenario format; write 'format: 2'",
    ),
    (
        "a-question-of-two-keys",
        {"question": {"is_move": "recall", "uses_chain": "move"}},
        ("question",),
        "exactly one key",
    ),
]


@pytest.mark.parametrize(
    ("document", "path", "message"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED]
)
def test_upgrade_refuses_what_format_2_cannot_say(
    document: dict[str, Any], path: tuple[str | int, ...], message: str
) -> None:
    with pytest.raises(UpgradeError) as raised:
        upgrade(document)
    assert raised.value.path == path
    assert message in raised.value.message


def test_format_2_adds_keys_and_drops_only_the_legacy_questions() -> None:
    """The keys refused in format 1 come from the schemas; what format 1 alone has is the
    three legacy questions (a sample of both directions, so the derivation is seen working)."""
    added = format2_only()
    assert {"actions"} == set(added[()])
    assert {"chain", "priority", "focus"} <= set(added[("situation",)])
    assert {"outcomes", "is_target", "death"} <= set(added[("question",)])
    assert "is_move" not in added[("question",)]  # both formats ask it
    one, two = scenario_schema(1), scenario_schema(2)
    question = "question"
    legacy = set(one["$defs"][question]["properties"]) - set(two["$defs"][question]["properties"])
    assert legacy == {"after_move", "next_cleanup", "after_combat"}


@pytest.mark.parametrize(
    ("where", "key"), [(where, key) for where, keys in format2_only().items() for key in keys]
)
def test_every_format_2_key_in_a_format_1_document_is_refused(
    where: tuple[str, ...], key: str
) -> None:
    document: dict[str, Any] = {"title": "t", "question": dict(Q), "expect": {"verdict": "no"}}
    place: Any = document
    for step in where:
        if step == "*":
            place.append({"name": "Jax"})
            place = place[-1]
        else:
            place = place.setdefault(step, [] if step in ("units", "gear") else {})
    place[key] = None
    with pytest.raises(UpgradeError) as raised:
        upgrade(document)
    assert raised.value.path[-1] == key
    assert "format-2 key" in raised.value.message


@pytest.mark.parametrize(
    ("question", "path", "written"),
    [
        ({"after_move": MOVE}, ("actions", 0, "standard_move", "units", 0), ("units", 0)),
        ({"after_move": MOVE}, ("question", "outcomes", "event"), ("event",)),
        ({"next_cleanup": {}}, ("question", "outcomes", "battlefield"), ("battlefield",)),
        ({"after_combat": {}}, ("actions", 0, "combat_resolution"), ()),
    ],
)
def test_original_path_names_the_field_as_format_1_writes_it(
    question: dict[str, Any], path: tuple[str | int, ...], written: tuple[str | int, ...]
) -> None:
    ((kind, _),) = question.items()
    assert original_path({"question": question}, path) == ("question", kind, *written)


def test_original_path_of_the_chain_is_chain_empty() -> None:
    document = {"situation": {"chain_empty": False}, "question": {"is_move": "recall"}}
    assert original_path(document, ("situation", "chain", 0, "name")) == (
        "situation",
        "chain_empty",
    )
    assert original_path({"format": 2, **document}, ("situation", "chain")) == (
        "situation",
        "chain",
    )


# --- the text rewrite ---------------------------------------------------------------------------


def rewrite(text: str) -> str:
    return upgrade_text(text, yamlfile.parse(text, path="test.yaml"))


TEXTS: list[tuple[str, str, str]] = [
    (
        "block-move-with-event",
        """\
# Jax moves in.
title: "Jax moves"   # the title
situation:
  units:
    - {name: Jax}
question:
  after_move:
    units: [Jax]
    to: "battlefield 1"
    event: combat
expect:
  verdict: "no"
""",
        """\
# Jax moves in.
format: 2
title: "Jax moves"   # the title
situation:
  units:
    - {name: Jax}
actions:
  - standard_move:
      units: [Jax]
      to: "battlefield 1"
question:
  outcomes: {event: combat}
expect:
  verdict: "no"
""",
    ),
    (
        "flow-cleanup-and-chain",
        """\
situation:
  chain_empty: false  # a spell
  units:
  - {name: Jax, at: battlefield 1}
question:
  next_cleanup: {battlefield: battlefield 1, event: combat}
""",
        """\
format: 2
situation:
  chain: [{name: a spell or ability}]  # a spell
  units:
  - {name: Jax, at: battlefield 1}
actions:
- cleanup: {}
question:
  outcomes: {battlefield: battlefield 1, event: combat}
""",
    ),
    (
        "chain-empty-line-removed-its-comment-kept",
        """\
situation:
  mode: 1v1
  chain_empty: true   # nothing on the chain
  turn: you
question: {is_move: recall}
""",
        """\
format: 2
situation:
  mode: 1v1
  # nothing on the chain
  turn: you
question: {is_move: recall}
""",
    ),
    (
        "chain-empty-alone",
        "situation:\n  chain_empty: true\nquestion: {is_move: recall}\n",
        "format: 2\nsituation:\n  {}\nquestion: {is_move: recall}\n",
    ),
    (
        "comments-inside-the-question-move-above-actions",
        """\
question:
  after_combat:
    # the combat at battlefield 1
    battlefield: battlefield 1
    event: conquer  # or not
situation: {combat: battlefield 1, chain_empty: true}
""",
        """\
format: 2
# the combat at battlefield 1
actions:
  - combat_resolution:
      battlefield: battlefield 1
question:
  outcomes:
    battlefield: battlefield 1
    event: conquer  # or not
situation: {combat: battlefield 1}
""",
    ),
    (
        "windows-line-ends",
        "question:\r\n  next_cleanup: {}\r\n",
        "format: 2\r\nactions:\r\n  - cleanup: {}\r\nquestion:\r\n  outcomes: {}\r\n",
    ),
]


@pytest.mark.parametrize(("before", "after"), [c[1:] for c in TEXTS], ids=[c[0] for c in TEXTS])
def test_upgrade_text(before: str, after: str) -> None:
    assert rewrite(before) == after


def test_a_layout_that_cannot_be_kept_is_refused_not_rewritten() -> None:
    """A document written as one flow mapping cannot take the block lines of ``actions``:
    refused, never garbled."""
    text = "{question: {next_cleanup: {}}, situation: {units: [{name: Jax}]}}\n"
    with pytest.raises(UpgradeError, match="upgrade by hand"):
        rewrite(text)


def test_a_comment_that_would_be_lost_refuses_the_file() -> None:
    text = (
        "situation: {mode: 1v1, chain_empty: true,  # gone?\n  turn: you}\n"
        "question: {is_move: recall}\n"
    )
    with pytest.raises(UpgradeError, match="the comment '# gone\\?' would be lost"):
        rewrite(text)


@pytest.mark.parametrize("file", FILES, ids=[f.relative_to(SCENARIOS).as_posix() for f in FILES])
def test_every_scenario_file_upgrades_and_keeps_its_comments(file: Path) -> None:
    text = file.read_text(encoding="utf-8")
    upgraded = rewrite(text)
    assert yamlfile.parse(upgraded, path=str(file))["format"] == 2
    comments = [line.strip() for line in text.splitlines() if line.strip().startswith("#")]
    assert [line.strip() for line in upgraded.splitlines() if line.strip() in comments] == comments


# --- judge scenarios upgrade ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def upgraded_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every file of scenarios/, copied and upgraded by the command."""
    from typer.testing import CliRunner

    from judge.cli import app

    folder = tmp_path_factory.mktemp("upgraded") / "scenarios"
    shutil.copytree(SCENARIOS, folder)
    result = CliRunner().invoke(app, ["scenarios", "upgrade", str(folder)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == f"{len(FILES)} upgraded, 0 already current"
    return folder


@pytest.mark.parametrize("file", FILES, ids=[f.relative_to(SCENARIOS).as_posix() for f in FILES])
def test_an_upgraded_file_is_judged_as_the_original(upgraded_copy: Path, file: Path) -> None:
    topics = fact_book().topics
    copy = upgraded_copy / file.relative_to(SCENARIOS)
    assert yamlfile.load(copy)["format"] == 2
    original = judge_scenario(load_file(file, topics=topics))
    converted = judge_scenario(load_file(copy, topics=topics))
    assert converted.to_dict() == original.to_dict()


def _case(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / "cases" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


AFTER_MOVE = (
    "situation:\n  units: [{name: Jax}]\n"
    "question:\n  after_move: {units: [Jax], to: battlefield 1}\n"
)


def test_upgrade_rewrites_in_place_and_then_finds_nothing_to_do(cli, tmp_path: Path) -> None:
    path = _case(tmp_path, "move.yaml", AFTER_MOVE)
    os.chmod(path, 0o640)
    result = cli("scenarios", "upgrade", str(tmp_path / "cases"))
    assert result.exit_code == 0, result.output
    assert result.stdout == f"upgraded         {path}\n1 upgraded, 0 already current\n"
    assert path.read_text().startswith("format: 2\nsituation:")
    assert os.stat(path).st_mode & 0o777 == 0o640
    assert sorted(p.name for p in path.parent.iterdir()) == ["move.yaml"]  # no temporary left
    again = cli("scenarios", "upgrade", str(path))
    assert again.exit_code == 0
    assert again.stdout == f"already format 2 {path}\n0 upgraded, 1 already current\n"


def test_check_writes_nothing_and_exits_1_when_a_file_would_change(cli, tmp_path: Path) -> None:
    path = _case(tmp_path, "move.yaml", AFTER_MOVE)
    result = cli("scenarios", "upgrade", "--check", str(path))
    assert result.exit_code == 1
    assert result.stdout == f"would upgrade    {path}\n1 would upgrade, 0 already current\n"
    assert path.read_text() == AFTER_MOVE
    current = _case(tmp_path, "current.yaml", "format: 2\nquestion: {is_move: recall}\n")
    assert cli("scenarios", "upgrade", "--check", str(current)).exit_code == 0


def test_a_file_that_cannot_be_upgraded_is_named_and_the_others_still_are(
    cli, tmp_path: Path
) -> None:
    bad = _case(
        tmp_path,
        "a-timed-standard-move.yaml",
        "situation:\n  units: [{name: Jax}]\nquestion:\n  after_move:\n"
        "    units: [Jax]\n    to: battlefield 1\n    timing: Action\n",
    )
    good = _case(tmp_path, "b-move.yaml", AFTER_MOVE)
    result = cli("scenarios", "upgrade", str(tmp_path / "cases"))
    assert result.exit_code == 3
    assert result.stderr == (
        f"judge: {bad}:7: question > after_move > timing: a standard move (no 'card') takes "
        "only units and to, not 'timing'; name the card to make it a move effect, or remove it\n"
    )
    assert result.stdout == f"upgraded         {good}\n1 upgraded, 0 already current, 1 error\n"
    assert "format" not in bad.read_text()


def test_an_invalid_file_is_exit_3_with_its_line_and_nearest_name(cli, tmp_path: Path) -> None:
    bad = _case(
        tmp_path, "bad.yaml", "situation:\n  chain_emtpy: false\nquestion: {is_move: recall}\n"
    )
    result = cli("scenarios", "upgrade", str(bad))
    assert result.exit_code == 3
    assert result.stderr == (
        f"judge: {bad}:2: situation > chain_emtpy: unknown key 'chain_emtpy' "
        "(did you mean 'chain_empty'?)\n"
    )


def test_a_symbolic_link_is_refused_never_written_through(cli, tmp_path: Path) -> None:
    target = _case(tmp_path, "real.yaml", AFTER_MOVE)
    link = tmp_path / "link.yaml"
    link.symlink_to(target)
    result = cli("scenarios", "upgrade", str(link))
    assert result.exit_code == 3
    assert result.stderr == (
        f"judge: {link}: is a symbolic link; upgrade the file it points to "
        "(a link is never written through)\n"
    )
    assert target.read_text() == AFTER_MOVE and link.is_symlink()
    folder = _case(tmp_path, "in-folder/real.yaml", AFTER_MOVE).parent
    (folder / "zz-link.yaml").symlink_to(target)
    result = cli("scenarios", "upgrade", str(folder))
    assert result.exit_code == 3
    assert "zz-link.yaml: is a symbolic link" in result.stderr
    assert target.read_text() == AFTER_MOVE


def test_a_write_that_fails_keeps_the_old_file_and_exits_4(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _case(tmp_path, "move.yaml", AFTER_MOVE)

    def disk_full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    result = cli("scenarios", "upgrade", str(path))
    assert result.exit_code == 4
    assert result.stderr == f"judge: {path}: cannot write: No space left on device\n"
    assert path.read_text() == AFTER_MOVE
    assert sorted(p.name for p in path.parent.iterdir()) == ["move.yaml"]


def test_json_lists_every_file_and_the_totals(cli, tmp_path: Path) -> None:
    path = _case(tmp_path, "move.yaml", AFTER_MOVE)
    bad = _case(tmp_path, "z.yaml", "question: {is_move: nothing}\n")
    result = cli("scenarios", "upgrade", "--check", "--format", "json", str(tmp_path / "cases"))
    assert result.exit_code == 3
    data = json.loads(result.stdout)
    assert data["files"][0] == {
        "path": str(path),
        "status": "would upgrade",
        "line": None,
        "message": None,
    }
    assert data["files"][1]["status"] == "error" and data["files"][1]["line"] == 1
    assert data["files"][1]["message"].startswith(f"{bad}:1: question > is_move: 'nothing'")
    assert (data["check"], data["changed"], data["current"], data["errors"]) == (True, 1, 0, 1)


def test_a_missing_path_is_exit_2_before_anything_is_done(cli, tmp_path: Path) -> None:
    path = _case(tmp_path, "move.yaml", AFTER_MOVE)
    result = cli("scenarios", "upgrade", str(path), str(tmp_path / "nope"))
    assert result.exit_code == 2
    assert result.stdout == ""
    assert path.read_text() == AFTER_MOVE


def test_upgrade_has_help(cli) -> None:
    result = cli("scenarios", "upgrade", "--help")
    assert result.exit_code == 0
    assert "--check" in result.stdout and "format 2" in result.stdout


HOSTILE: list[tuple[str, bytes, str]] = [
    ("binary", b"question:\x00\n", "binary file (NUL bytes), expected YAML text"),
    ("not-utf-8", b"title: \xff\nquestion: {is_move: recall}\n", "not UTF-8 text (byte 7)"),
    ("too-large", b"title: " + b"x" * 300_000 + b"\n", "file is 300,008 bytes; the limit is"),
    ("alias", b"a: &x {is_move: recall}\nquestion: *x\n", "anchors and aliases"),
    ("duplicate-key", b"question: {}\nquestion: {}\n", "duplicate key 'question'"),
    ("not-a-mapping", b"- question\n", "a scenario must be a mapping"),
    ("control-character", b'title: "\\e[2J"\nquestion: {is_move: recall}\n', "control"),
    (
        "date-as-a-key",
        b"situation:\n  units: [{name: Jax}]\nquestion:\n"
        b"  after_move: {units: [Jax], to: {2026-01-01: base}}\n",
        "no destination given for 'Jax'",
    ),
]


@pytest.mark.parametrize(
    ("content", "message"), [c[1:] for c in HOSTILE], ids=[c[0] for c in HOSTILE]
)
def test_a_hostile_file_is_one_line_and_left_as_it_was(
    cli, tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "hostile.yaml"
    path.write_bytes(content)
    result = cli("scenarios", "upgrade", str(path))
    assert result.exit_code == 3, result.output
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith(f"judge: {path}")
    assert message in result.stderr
    assert path.read_bytes() == content


def test_a_pipe_is_refused_without_being_read(cli, tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    result = cli("scenarios", "upgrade", str(pipe))
    assert result.exit_code == 3
    assert "not a regular file" in result.stderr
