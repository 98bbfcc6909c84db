"""The throughput bench runs, and `judge check` stays fast with flat memory (slow test)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "check_throughput.py"


@pytest.mark.slow
def test_check_judges_2000_scenarios_a_second_with_flat_memory(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = importlib.util.spec_from_file_location("check_throughput", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    (small, _small_rate, small_rss), (count, rate, rss) = bench.main(["4000", "--runs", "1"])
    assert "scenarios/s" in capsys.readouterr().out
    assert (small, count) == (1000, 4000)
    assert rate >= 2000  # 4,000 files so that interpreter start-up does not dominate
    assert rss <= small_rss * 1.2
