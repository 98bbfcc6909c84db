"""Timing in tests as bench does it: against a baseline measured in the same run (a bare
`python -c "import typer, yaml, jinja2"`, bench/_timing.py), and in CPU seconds rather than
wall seconds: a busy machine (eight jobs on two cores) stretches wall time several fold and
unevenly, CPU time of both alike and little, so load does not fail a test that a slow
program would.

The limits are the project's targets turned into multiples of the baseline as measured on a
quiet machine (QUIET_BASELINE), then halved in speed.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import statistics
import subprocess
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[1] / "bench"
QUIET_BASELINE = 0.080
"""The baseline's wall seconds on a quiet machine (74 to 85 ms, README's figures)."""


def bench_module(name: str) -> ModuleType:
    """A script of bench/ loaded as a module (bench/ is not a package)."""
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def _bytecode() -> None:
    """The package compiled once, as `pip install` does and as bench/ does before timing
    (bench/_timing.py): with PYTHONDONTWRITEBYTECODE set (CI's image sets it) every run
    would otherwise recompile each module it imports, a cost of the compiler, not of `judge`."""
    bench_module("_timing").ensure_bytecode()


def cpu_seconds(command: Sequence[str], cwd: Path | None = None) -> float:
    """The CPU seconds (user and system) of one run of ``command``, its own, with the
    package's bytecode compiled first."""
    _bytecode()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, cwd=cwd)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    assert child.returncode == 0, command
    return usage.ru_utime + usage.ru_stime


def baseline_seconds(runs: int = 5) -> float:
    """The median CPU seconds of the bench baseline, now."""
    baseline = bench_module("_timing").BASELINE
    cpu_seconds(baseline)  # warm the file cache
    return float(statistics.median(cpu_seconds(baseline) for _ in range(runs)))
