"""The throughput bench runs, and `judge check` stays fast with flat memory (slow test).

The target (2,000 scenarios a second on 10,000 files) is measured by `bench/run` on a quiet
machine. Here the rate, in CPU seconds, is measured against the bench baseline of the same
run (the bare import, tests/timing.py): a floor at half the target on a quiet machine,
1,000 scenarios a second against an 80 ms import, is 80 scenarios in the time of one
import. A busy machine slows both alike; a real slowdown of `judge check` crosses it. The
CPU time is one process's (`--jobs 1`): workers judge the same files in the same CPU seconds
and more, so the serial run is the engine's own speed; the memory is measured as a user runs
it (workers: one a usable CPU).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.timing import QUIET_BASELINE, baseline_seconds, bench_module, cpu_seconds

FLOOR = 1000
"""Scenarios a second on a quiet machine: half the target."""
FLOOR_PER_BASELINE = FLOOR * QUIET_BASELINE
RUNS = 3
"""Runs of `judge check` measured, each against its own baseline; their median is judged."""


@pytest.mark.slow
def test_check_stays_fast_with_flat_memory(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = bench_module("check_throughput")
    (small, _small_rate, small_rss), (count, _rate, rss) = bench.main(["4000", "--runs", "1"])
    assert "scenarios/s" in capsys.readouterr().out
    assert (small, count) == (1000, 4000)
    assert rss <= small_rss * 1.2
    with tempfile.TemporaryDirectory() as temp:
        bench.generate(Path(temp), count)  # 4,000 files: start-up does not dominate
        check = [sys.executable, "-m", "judge", "check", temp, "--format", "json", "--jobs", "1"]
        # each run against the baseline measured right after it, the median of three: a
        # machine whose speed drifts between the two measurements moves one ratio, not all
        measured = []
        for _ in range(RUNS):
            rate = count / cpu_seconds(check, cwd=REPO)
            baseline = baseline_seconds()
            measured.append((rate * baseline, rate, baseline))
    ratio, rate, baseline = statistics.median(measured)
    assert ratio >= FLOOR_PER_BASELINE, (rate, baseline)
