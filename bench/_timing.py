"""Shared timing helpers for the bench scripts: medians of wall time of whole commands."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence


def ensure_bytecode() -> None:
    """Compile the installed `judge` package, as `pip install` does, so a timing measures the
    program and not the compiler (with PYTHONDONTWRITEBYTECODE set, or an editable install,
    every call would otherwise recompile every module it imports)."""
    import compileall
    import importlib.util

    spec = importlib.util.find_spec("judge")
    if spec is not None and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            compileall.compile_dir(folder, quiet=1)


def judge_command() -> list[str]:
    """How to run the installed `judge` (the console script beside this Python, or -m)."""
    script = shutil.which("judge", path=os.path.dirname(sys.executable)) or shutil.which("judge")
    return [script] if script else [sys.executable, "-m", "judge"]


def wall_times(command: Sequence[str], runs: int, *, warmup: int = 2) -> list[float]:
    """Wall seconds of ``runs`` runs of ``command`` (output discarded), after warm-up runs."""
    times = []
    for i in range(warmup + runs):
        start = time.perf_counter()
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(command)} failed: {done.stderr.decode()[:500]}")
        if i >= warmup:
            times.append(elapsed)
    return times


def interleaved(commands: dict[str, Sequence[str]], runs: int) -> dict[str, float]:
    """Median wall time of each command, runs interleaved so drift hits all alike."""
    for command in commands.values():
        wall_times(command, 0, warmup=2)
    samples: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            samples[name] += wall_times(command, 1, warmup=0)
    return {name: statistics.median(times) for name, times in samples.items()}


def peak_rss_kib(command: Sequence[str]) -> int:
    """The peak resident memory (KiB) of one run of ``command``: its own, not its parent's."""
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed")
    return usage.ru_maxrss


BASELINE = [sys.executable, "-c", "import typer, yaml, jinja2"]


RULE_ARGS = ("rule", "144.2")


def ratio_to_rule(subcommand: str, args: Sequence[str], target: float, argv: list[str]) -> int:
    """`judge SUBCOMMAND ARG` for each of ``args`` against `judge rule 144.2`, interleaved
    (``argv[1]``: runs per command, default 21): each median and its ratio, then the slowest
    ratio; exit 1 when it is over ``target``."""
    ensure_bytecode()
    runs = int(argv[1]) if len(argv) > 1 else 21
    judge = judge_command()
    commands: dict[str, Sequence[str]] = {"rule": [*judge, *RULE_ARGS]}
    commands |= {arg: [*judge, subcommand, arg] for arg in args}
    medians = interleaved(commands, runs)
    rule = medians["rule"]
    width = 36 - len(subcommand)
    for arg in args:
        seconds = medians[arg]
        label = f"judge {subcommand} {arg!r:<{width}}"
        print(f"{label} median {seconds * 1000:7.1f} ms  {seconds / rule:.2f}x")
    print(f"{'judge ' + ' '.join(RULE_ARGS):<43} median {rule * 1000:7.1f} ms")
    worst = max(medians[arg] for arg in args) / rule
    print(
        f"slowest {subcommand} {worst:.2f}x judge rule (target <= {target}) over {runs} runs each"
    )
    return 0 if worst <= target else 1
