"""Every `$ judge ...` example in the README runs, and any output it shows is what it prints."""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

import pytest
import typer

from judge.cli import app

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"
BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)


def examples() -> list[tuple[str, str]]:
    """(command line, shown output) pairs from the README's console blocks."""
    found = []
    for block in BLOCK.findall(README.read_text(encoding="utf-8")):
        command: str | None = None
        shown: list[str] = []
        for line in block.splitlines():
            if line.startswith("$ "):
                if command is not None:
                    found.append((command, "\n".join(shown)))
                command, shown = line[2:], []
            elif command is not None:
                shown.append(line)
        if command is not None:
            found.append((command, "\n".join(shown)))
    return found


@pytest.mark.parametrize(("command", "shown"), examples(), ids=[c for c, _ in examples()])
def test_readme_example(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str, shown: str
) -> None:
    # Run where the README's reader stands (the repository root, for scenarios/), but write
    # whatever the example writes into a temporary folder: scenarios/ is a copy, since
    # `judge scenarios upgrade` rewrites it.
    shutil.copytree(REPO / "scenarios", tmp_path / "scenarios")
    monkeypatch.chdir(tmp_path)
    words = shlex.split(command)
    assert words[0] == "judge"
    result = cli(*words[1:])
    assert result.exit_code == 0, result.output
    if shown.strip():
        assert result.stdout.rstrip() == shown.rstrip()


def test_the_readme_has_examples_of_every_command(cli) -> None:
    listed = {shlex.split(command)[1] for command, _ in examples()}
    commands = set(typer.main.get_command(app).commands)  # type: ignore[attr-defined]
    assert "ask" in commands
    assert commands <= listed, f"commands without a README example: {commands - listed}"
