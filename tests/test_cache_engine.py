"""The engine's side of the cache: `judge check`, `judge ask` and `judge coverage` on a cold,
damaged or contended compiled index give the answers they give on a warm one.

The engine keeps nothing on disk of its own; what it shares is the rulebook's index (which
also holds the fact files parsed), so these run the engine's commands against a fresh copy of
rules_data whose index is missing, garbage, or being built by several processes at once.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from judge.paths import rules_data_dir
from tests.conftest import REPO

COMMANDS = {
    "check": ["check", "scenarios/recall", "--format", "json"],
    "ask": ["ask", "Can a unit move the turn it's played?", "--format", "json"],
    "coverage": ["coverage", "--format", "json"],
}


def run(args: list[str], data: Path | None) -> subprocess.Popen[str]:
    env = dict(os.environ)
    if data is not None:
        env["JUDGE_RULES_DATA"] = str(data)
    return subprocess.Popen(
        [sys.executable, "-m", "judge", *args],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def outputs(started: list[subprocess.Popen[str]]) -> list[str]:
    done = [(p, *p.communicate(timeout=120)) for p in started]
    assert all(p.returncode == 0 for p, _, _ in done), [err for _, _, err in done]
    assert all(err == "" for _, _, err in done)
    return [out for _, out, _ in done]


@pytest.fixture(scope="module")
def warm() -> dict[str, str]:
    """Each command's output on the project's own, warm index."""
    return {name: outputs([run(args, None)])[0] for name, args in COMMANDS.items()}


@pytest.fixture
def cold(tmp_path: Path) -> Path:
    """A copy of rules_data with no compiled index."""
    data = tmp_path / "rules_data"
    shutil.copytree(rules_data_dir(), data, ignore=shutil.ignore_patterns(".index*"))
    return data


def index_of(data: Path) -> Path:
    return data / ".index.sqlite"


@pytest.mark.slow
def test_engine_commands_racing_on_a_cold_index_agree_with_a_warm_one(
    cold: Path, warm: dict[str, str]
) -> None:
    names = [name for name in COMMANDS for _ in range(2)]  # six processes at once
    got = outputs([run(COMMANDS[name], cold) for name in names])
    assert got == [warm[name] for name in names]
    assert index_of(cold).is_file()
    assert not list(cold.glob(".index-*.tmp"))


@pytest.mark.parametrize(
    "damage",
    [b"", b"not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 4096],
    ids=["empty", "garbage", "truncated-header"],
)
def test_engine_commands_on_a_damaged_index_agree_with_a_warm_one(
    cold: Path, warm: dict[str, str], damage: bytes
) -> None:
    outputs([run(COMMANDS["ask"], cold)])  # build it
    index_of(cold).write_bytes(damage)
    assert outputs([run(COMMANDS["check"], cold)]) == [warm["check"]]
    assert outputs([run(COMMANDS["ask"], cold)]) == [warm["ask"]]


def test_a_fact_edited_between_calls_is_seen_by_the_next(cold: Path) -> None:
    question = ["check", "scenarios/recall/is-a-recall-a-move.yaml"]
    assert outputs([run(question, cold)])[0].splitlines()[-1] == "1 passed, 0 failed"
    facts = cold / "facts" / "recall.yaml"
    facts.write_text(facts.read_text() + "\nfacts: []\n")
    broken = run(question, cold)
    _, err = broken.communicate(timeout=60)
    assert broken.returncode == 3
    assert err.startswith(f"judge: {facts}:") and "duplicate key 'facts'" in err


@pytest.mark.parametrize("where", [0.1, 0.5, 0.9])
def test_a_damaged_page_behind_an_intact_header_is_rebuilt(
    cold: Path, warm: dict[str, str], where: float
) -> None:
    outputs([run(COMMANDS["ask"], cold)])  # build it and stamp it as checked
    stamp = index_of(cold).with_name(".index.sqlite.ok")
    assert stamp.is_file()
    size = index_of(cold).stat().st_size
    with index_of(cold).open("r+b") as stream:
        stream.seek(int(size * where) // 4096 * 4096)
        stream.write(os.urandom(16384))
    assert outputs([run(COMMANDS["check"], cold)]) == [warm["check"]]
    assert outputs([run(COMMANDS["ask"], cold)]) == [warm["ask"]]
