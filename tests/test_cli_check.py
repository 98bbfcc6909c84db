"""`judge check` and `judge coverage` through typer's CliRunner."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from judge.engine.citing import default_citer
from judge.engine.facts import fact_book
from tests.conftest import REPO

SCENARIOS = REPO / "scenarios"
RECALL = SCENARIOS / "recall" / "is-a-recall-a-move.yaml"


def _copy(tmp_path: Path, *names: str) -> Path:
    folder = tmp_path / "cases"
    for name in names:
        target = folder / f"{name}.yaml"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SCENARIOS / f"{name}.yaml", target)
    return folder


def test_check_prints_verdict_answer_and_clauses(cli) -> None:
    result = cli("check", str(RECALL))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "ok   recall/is-a-recall-a-move: no (expected no) [2026-07-16]"
    assert lines[1].startswith("     No. A recall sends a unit or gear to its own base")
    assert lines[2].split()[:1] == ["455"]
    assert "A Recall is when a Permanent is relocated" in lines[2]
    assert lines[-1] == "1 passed, 0 failed"


def test_check_json_has_the_stable_shape(cli) -> None:
    data = cli.json("check", str(SCENARIOS / "recall"))
    assert set(data) >= {"results", "passed", "failed"}
    assert data["failed"] == 0 and data["passed"] == len(data["results"]) > 5
    first = data["results"][0]
    assert set(first) >= {"scenario", "verdict", "expected", "ok", "rules_version", "citations"}
    assert set(first["citations"][0]) >= {"rule", "text"}


def test_a_differing_expectation_exits_1(cli, tmp_path: Path) -> None:
    folder = _copy(tmp_path, "recall/is-a-recall-a-move")
    path = folder / "recall" / "is-a-recall-a-move.yaml"
    path.write_text(path.read_text().replace('verdict: "no"', 'verdict: "yes"'))
    result = cli("check", str(folder))
    assert result.exit_code == 1
    assert "FAIL recall/is-a-recall-a-move: no (expected yes)" in result.stdout
    assert "! verdict 'no', expected 'yes'" in result.stdout


def test_a_bad_file_is_reported_and_the_others_are_still_judged(cli, tmp_path: Path) -> None:
    folder = _copy(tmp_path, "recall/is-a-recall-a-move", "play/gear-to-base")
    (folder / "recall" / "broken.yaml").write_text("question: {is_move: recal}\n")
    result = cli("check", str(folder), "--format", "json")
    assert result.exit_code == 3
    data = json.loads(result.stdout)
    assert data["passed"] == 2
    assert data["errors"][0]["line"] == 1
    assert "'recal' is not one of" in result.stderr


def test_explain_shows_the_tree_and_what_would_change_it(cli) -> None:
    result = cli("check", str(SCENARIOS / "movement" / "unit-played-this-turn.yaml"), "--explain")
    assert result.exit_code == 0
    assert (
        "failed   standard_move.cost (144.2, 420.3.a, 414.1.b, 414.4, 410.1.b.2): Recruit is "
        "exhausted" in result.stdout
    )
    assert "would change: legal if Recruit had been played with Accelerate" in result.stdout


def test_rules_version_rejudges_and_cites_that_versions_numbers(cli) -> None:
    data = cli.json("check", str(RECALL), "--rules-version", "1.3")
    result = data["results"][0]
    assert result["rules_version"] == "2026-03-30"
    assert [c["rule"] for c in result["citations"]] == ["450", "451", "451.1"]
    assert result["ok"]


def test_a_missing_path_exits_2(cli) -> None:
    result = cli("check", "no/such/folder")
    assert result.exit_code == 2
    assert "no such file or folder: no/such/folder" in result.stderr


def test_coverage_lists_facts_and_scenarios_per_clause(cli) -> None:
    result = cli("coverage", str(SCENARIOS))
    assert result.exit_code == 0
    facts = (
        "move_effect.no_exhaust, standard_move.cost, units.enter_exhausted, "
        "ganking.standard_move_only"
    )
    assert f"144.2        facts: {facts};" in result.stdout
    assert "Not covered yet:" in result.stdout
    data = cli.json("coverage", str(SCENARIOS), "--rules-version", "1.3")
    assert data["rules_version"] == "2026-03-30"
    clause = next(c for s in data["sections"] for c in s["clauses"] if c["rule"] == "451.3")
    assert clause["facts"] == ["recall.not_stopped"]
    assert "recall/ruling-recall-stopped-by-no-move-effect" in clause["scenarios"]


def test_an_unknown_rules_version_in_a_file_is_a_bad_file(cli, tmp_path: Path) -> None:
    folder = _copy(tmp_path, "recall/is-a-recall-a-move", "play/gear-to-base")
    path = folder / "recall" / "is-a-recall-a-move.yaml"
    path.write_text('rules_version: "2099-01-01"\n' + path.read_text())
    result = cli("check", str(folder))
    assert result.exit_code == 3
    assert result.stdout.splitlines()[-1] == "1 passed, 0 failed, 1 bad file"
    assert f"judge: {path}:1: rules_version: unknown rules version " in result.stderr


def test_a_broken_fact_stops_check_with_exit_3(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "rules_data"
    data.mkdir()
    (data / "rules").symlink_to(REPO / "rules_data" / "rules")
    shutil.copytree(REPO / "rules_data" / "facts", data / "facts")
    recall = data / "facts" / "recall.yaml"
    recall.write_text(
        recall.read_text().replace('"2026-03-30": ["450"]', '"2026-03-30": ["450.9"]')
    )
    monkeypatch.setenv("JUDGE_RULES_DATA", str(data))
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    fact_book.cache_clear()
    default_citer.cache_clear()
    try:
        result = cli("check", str(RECALL))
    finally:
        fact_book.cache_clear()
        default_citer.cache_clear()
    assert result.exit_code == 3
    assert "fact 'recall.definition' cites 450.9 in 2026-03-30" in result.stderr


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_a_closed_pipe_ends_check_quietly_with_the_conventional_status(
    fmt: str, tmp_path: Path
) -> None:
    """`judge check ... | head -1`: every check holds, so exit 1 would lie; the reader went
    away, so the command ends quietly with 128 + SIGPIPE (docs/exit-codes.md). The output
    (a scenario that holds, 300 times, explained) is larger than a pipe holds (64 KiB), so it
    cannot all be written before the reader leaves."""
    import subprocess
    import sys

    text = RECALL.read_text(encoding="utf-8")
    for number in range(300):
        (tmp_path / f"s{number}.yaml").write_text(text, encoding="utf-8")
    command = [sys.executable, "-m", "judge", "check", str(tmp_path), "--format", fmt, "--explain"]
    assert subprocess.run(command, capture_output=True, cwd=REPO).returncode == 0
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO)
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()  # what `head -1` does after its line
    stderr = process.stderr.read()
    process.stderr.close()
    assert process.wait(timeout=60) == 141
    assert first and stderr == b""
