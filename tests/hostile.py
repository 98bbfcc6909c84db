"""What every refusal must look like: the documented exit code, one `judge:` line per problem
on stderr naming what was expected, no traceback, quickly."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

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
