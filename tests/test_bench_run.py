"""`bench/run` prints every figure: run it on a tiny plan so it cannot rot (slow test)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from pathlib import Path

import pytest

RUN = Path(__file__).resolve().parents[1] / "bench" / "run"


@pytest.mark.slow
def test_bench_run_prints_every_figure(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    loader = importlib.machinery.SourceFileLoader("bench_run", str(RUN))
    spec = importlib.util.spec_from_loader("bench_run", loader)
    assert spec is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the script adds bench/ to it
    monkeypatch.setitem(sys.modules, "bench_run", bench)  # its dataclass looks itself up
    loader.exec_module(bench)
    tiny = bench.Plan(latency_runs=1, check_sizes=(100, 200), check_runs=1, site_runs=1)
    monkeypatch.setitem(bench.PLANS, "quick", tiny)
    bench.main(["--quick"])
    out = capsys.readouterr().out
    for figure in [
        "python -c 'import typer, yaml, jinja2' (baseline)",
        "judge rule 144.2",
        "judge ask, median of the 5 questions",
        "judge ask, an Understood-as line (controlled English)",
        "judge search 'shwodown'",
        "judge card 'yasuo'",
        "slowest card ",
        "x judge rule, <= 1.2",
        "      100 ",
        "      200 ",
        "scenarios/s",
        "pages/s), peak RSS",
        "ask-community-dev.yaml: right / unknown / wrong",
        "target: no wrong answer: met",
        "all figures in",
    ]:
        assert figure in out, figure
