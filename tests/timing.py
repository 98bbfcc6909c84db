"""Timing in tests as bench does it: against a baseline measured in the same run (a bare
`python -c "import typer, yaml, jinja2"`, bench/_timing.py), so a busy machine, which slows
the baseline as well, does not fail a test that a slow program would.

The limits are the project's targets turned into multiples of the baseline as measured on a
quiet machine (QUIET_BASELINE), then halved in speed so load alone never crosses them.
"""

from __future__ import annotations

import importlib.util
import statistics
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


def baseline_seconds(runs: int = 5) -> float:
    """The median wall seconds of the bench baseline, now."""
    timing = bench_module("_timing")
    return float(statistics.median(timing.wall_times(timing.BASELINE, runs, warmup=1)))
