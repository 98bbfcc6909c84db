"""Shared fixtures: the bundled rulebook, a CLI runner, and a small rules_data to break."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.rules.rulebook import Rulebook, open_rulebook

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO / "rules_data" / "sources"
TEST_DATA = REPO / "tests" / "data"


@pytest.fixture(scope="session")
def rulebook() -> Rulebook:
    return open_rulebook()


class Cli:
    """Runs `judge ...` in-process through typer's CliRunner."""

    def __init__(self) -> None:
        self.runner = CliRunner()

    def __call__(self, *args: str, input: str | None = None):
        return self.runner.invoke(app, list(args), input=input)

    def json(self, *args: str) -> dict:
        result = self(*args, "--format", "json")
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout)


@pytest.fixture(scope="session")
def cli() -> Cli:
    return Cli()


def write_rules(
    root: Path, version: str, clauses: list[dict], *, complete: bool = True, chapter: str = "100"
) -> Path:
    """A minimal rules_data/rules/<version> holding ``clauses`` in one chapter file."""
    folder = root / "rules" / version
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "version.yaml").write_text(
        f'id: "{version}"\ntitle: "Test {version}"\nlast_updated: "{version}"\n'
        f"complete: {str(complete).lower()}\n"
    )
    lines = [f'version: "{version}"', f'chapter: "{chapter}"', 'title: "Test"', "clauses:"]
    for clause in clauses:
        first = True
        for key, value in clause.items():
            shown = json.dumps(value) if isinstance(value, str | bool) else str(value)
            lines.append(f"  {'- ' if first else '  '}{key}: {shown}")
            first = False
    (folder / f"{chapter}.yaml").write_text("\n".join(lines) + "\n")
    return folder


@pytest.fixture
def tiny_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A two-version rules_data in tmp_path, used by the CLI through $JUDGE_RULES_DATA."""
    root = tmp_path / "rules_data"
    write_rules(
        root,
        "2000-01-01",
        [
            {"rule": "100", "text": "Concepts", "heading": True},
            {"rule": "101", "text": "A Widget is a thing that spins."},
            {"rule": "101.1", "text": "Widgets spin clockwise."},
            {"rule": "102", "text": "A Recall is when a Permanent goes to its Base."},
        ],
    )
    write_rules(
        root,
        "2000-02-02",
        [
            {"rule": "100", "text": "Concepts", "heading": True},
            {"rule": "101", "text": "A Widget is a thing that spins."},
            {"rule": "101.1", "text": "Widgets spin counterclockwise."},
            {"rule": "101.10", "text": "Widgets never stop."},
            {"rule": "103", "text": "A Recall is when a Permanent goes to its Base."},
        ],
    )
    monkeypatch.setenv("JUDGE_RULES_DATA", str(root))
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    return root
