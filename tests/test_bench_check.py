"""The throughput bench runs, and `judge check` stays fast with flat memory (slow test).

The target (2,000 scenarios a second on 10,000 files) is measured by `bench/run` on a quiet
machine; here a floor at half of it catches a real slowdown without failing on a busy one.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "check_throughput.py"


FLOOR = 1000


@pytest.mark.slow
def test_check_stays_fast_with_flat_memory(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = importlib.util.spec_from_file_location("check_throughput", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    (small, _small_rate, small_rss), (count, rate, rss) = bench.main(["4000", "--runs", "1"])
    assert "scenarios/s" in capsys.readouterr().out
    assert (small, count) == (1000, 4000)
    assert rate >= FLOOR  # 4,000 files so that interpreter start-up does not dominate
    assert rss <= small_rss * 1.2
