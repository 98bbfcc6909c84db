"""Hostile streams and terminals, through the real entry point (`python -m judge`): closed
or full standard streams, output encodings that are not UTF-8, absurd terminal widths.
One `judge:` line and a documented exit code, never a traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge.errors import EXIT_NOT_FOUND, EXIT_OUTPUT
from tests.conftest import REPO

RECALL = str(REPO / "scenarios" / "recall")


def judge(
    *args: str,
    env: dict[str, str] | None = None,
    shell: str = "",
    stdout: int | None = subprocess.PIPE,
    input: str | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run `python -m judge ARGS`; ``shell`` adds redirections such as ``<&-`` or ``>&-``."""
    command = [sys.executable, "-m", "judge", *args]
    if shell:
        command = ["sh", "-c", f'exec "$@" {shell}', "sh", *command]
    return subprocess.run(
        command,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
        input=input,
    )


def assert_one_line(run: subprocess.CompletedProcess[str], code: int, message: str) -> None:
    assert run.returncode == code, (run.returncode, run.stderr)
    assert run.stderr.startswith("judge: ") and run.stderr.count("\n") == 1, run.stderr
    assert message in run.stderr and "Traceback" not in run.stderr


def test_stderr_closed_too() -> None:
    run = judge("rule", "455", shell=">&- 2>&-")
    assert run.returncode == EXIT_OUTPUT and run.stderr == ""


def test_ask_with_stdin_closed() -> None:
    run = judge("ask", shell="<&-")
    assert_one_line(run, EXIT_NOT_FOUND, "no question given and standard input is closed")


@pytest.mark.parametrize(
    "args",
    [["versions"], ["rule", "455"], ["check", RECALL, "--format", "json"], ["--help"], []],
    ids=["versions", "rule", "check-json", "help", "no-arguments"],
)
def test_stdout_closed(args: list[str]) -> None:
    run = judge(*args, shell=">&-")
    assert_one_line(run, EXIT_OUTPUT, "cannot write to standard output: it was closed")


needs_dev_full = pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")


@needs_dev_full
@pytest.mark.parametrize(
    ("args", "piped"),
    [
        (["versions"], None),
        (["check", RECALL], None),
        (["check", RECALL, "--format", "json"], None),
        (["ask"], "Is a recall a move?\nIs a recall a move?\n"),
        (["rule", "--help"], None),
    ],
    ids=["versions", "check", "check-json", "ask-piped", "help"],
)
def test_stdout_full(args: list[str], piped: str | None) -> None:
    with open("/dev/full", "w") as full:
        run = judge(*args, stdout=full.fileno(), input=piped)
    assert_one_line(run, EXIT_OUTPUT, "cannot write to standard output: no space left on device")


@pytest.mark.parametrize(
    "env",
    [{"PYTHONIOENCODING": "latin-1"}, {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}],
    ids=["latin-1", "C-locale"],
)
@pytest.mark.parametrize(
    "args",
    [["rule", "054"], ["ask", "Can a unit move the turn it’s played?"], ["rule", "455"]],
    ids=["rule-quotes", "ask-apostrophe", "plain"],
)
def test_output_encodings_that_are_not_utf8_degrade(env: dict[str, str], args: list[str]) -> None:
    environment = {k: v for k, v in {**os.environ, **env}.items() if v}
    if "LC_ALL" in env:
        environment.pop("PYTHONIOENCODING", None)
    run = subprocess.run(
        [sys.executable, "-m", "judge", *args],
        capture_output=True,
        timeout=60,
        env=environment,
    )
    assert run.returncode == 0, run.stderr.decode(errors="replace")
    assert run.stderr == b""
    if args[1] == "054":
        assert b'"Can\'t beats Can"' in run.stdout


@pytest.mark.parametrize("columns", ["99999999999", "10000000", "-5", "wide", "0"])
def test_absurd_terminal_widths(columns: str) -> None:
    start = time.perf_counter()
    run = judge("--help", env={"COLUMNS": columns, "LINES": columns})
    assert time.perf_counter() - start < 5
    assert run.returncode == 0 and run.stderr == ""
    assert max(len(line) for line in run.stdout.splitlines()) <= 500


def test_a_reader_that_leaves_ends_judge_quietly() -> None:
    """`judge check scenarios | head -1`: the pipe closes early; no message, no traceback,
    and the status a shell gives a program ended by a closed pipe (128 + SIGPIPE)."""
    with subprocess.Popen(
        [sys.executable, "-m", "judge", "check", str(REPO / "scenarios")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as run:
        assert run.stdout is not None and run.stderr is not None
        assert run.stdout.readline().startswith(("ok", "FAIL"))
        run.stdout.close()
        stderr = run.stderr.read()
        run.wait(60)
    assert run.returncode == 128 + signal.SIGPIPE
    assert stderr == ""


def test_the_guarded_stdout_is_still_the_stream() -> None:
    """What typer, rich and input() ask of stdout (its descriptor, whether it is a
    terminal, its encoding) is the real stream's answer."""
    code = (
        "import sys; from judge import console; console.prepare(); "
        "print(sys.stdout.fileno(), sys.stdout.isatty(), sys.stdout.encoding)"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout == "1 False utf-8\n"
