"""What every refusal must look like: the documented exit code, one `judge:` line per problem
on stderr naming what was expected, no traceback, quickly."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

SECONDS = 2.0


def timed(call: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    result = call()
    return result, time.perf_counter() - start


def assert_refused(result: Any, code: int, message: str, seconds: float = 0.0) -> None:
    """Exit ``code`` with ``message`` in one `judge:` line on stderr, and nothing else."""
    stderr = result.stderr
    assert result.exit_code == code, (result.exit_code, stderr, result.stdout[:500])
    assert result.exception is None or isinstance(result.exception, SystemExit), stderr
    assert "Traceback" not in stderr + result.stdout
    problems = [line for line in stderr.splitlines() if line]
    assert problems and all(line.startswith("judge: ") for line in problems), stderr
    assert any(message in line for line in problems), (message, stderr)
    assert all(len(line) < 1000 for line in problems), "a message echoes an enormous input"
    assert seconds < SECONDS, f"took {seconds:.2f} s"


STRANGER = 4242
"""A uid with no passwd entry: no name, no home."""


def stranger_command(**env: str) -> list[str] | None:
    """The start of a command line running `python -m judge` as ``STRANGER`` with an empty
    environment (no $HOME) but ``env``, or None where that is impossible (not root, no
    setpriv, or no Python the stranger may run: the tests' own may live under /root)."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        return None
    site = sysconfig.get_paths()["purelib"]
    for python in (sys.executable, f"/usr/bin/python{sys.version_info[0]}.{sys.version_info[1]}"):
        command = [
            "setpriv",
            f"--reuid={STRANGER}",
            f"--regid={STRANGER}",
            "--clear-groups",
            "env",
            "-i",
            "PATH=/usr/bin:/bin",
            f"PYTHONPATH={REPO}:{site}",
            *(f"{name}={value}" for name, value in env.items()),
            python,
        ]
        probe = subprocess.run(
            [*command, "-c", "import judge.cli"], capture_output=True, timeout=30, check=False
        )
        if probe.returncode == 0:
            return [*command, "-m", "judge"]
    return None


def world_readable_folder() -> Path:
    """A fresh folder under /tmp that ``STRANGER`` may read (pytest's own are 0700)."""
    folder = Path(tempfile.mkdtemp(prefix="judge-stranger-", dir="/tmp"))
    folder.chmod(0o755)
    return folder
