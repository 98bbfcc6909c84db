"""How fast `judge check` judges scenario files, and whether memory stays flat.

    python bench/check_throughput.py [N] [--runs R] [--jobs J]

Generates N scenario files (default 10,000) in a temporary folder by cycling through the
project's own scenarios, runs `judge check --format json` on them (output to /dev/null) R
times (default 3), and prints the median scenarios per second and the peak RSS of one
process, for N and for N/4 (flat memory: the two peaks should be close). `judge check`
chooses its processes as a user gets them (one a usable CPU for this many files);
`--jobs 1` measures one process, `--jobs J` passes J on.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCENARIOS = REPO / "scenarios"


def generate(folder: Path, count: int) -> None:
    sources = sorted(SCENARIOS.rglob("*.yaml"))
    for index in range(count):
        source = sources[index % len(sources)]
        topic = folder / source.parent.name
        topic.mkdir(exist_ok=True)
        shutil.copyfile(source, topic / f"{source.stem}-{index:06d}.yaml")


def run_once(folder: Path, jobs: int | None = None) -> tuple[float, int]:
    """Wall seconds and the peak RSS in KiB of one process (the largest of `judge check` and
    its workers) for one run."""
    command = [sys.executable, "-m", "judge", "check", str(folder), "--format", "json"]
    command += [] if jobs is None else ["--jobs", str(jobs)]
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, cwd=REPO)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"judge check exited {child.returncode}")
    return elapsed, usage.ru_maxrss


def measure(count: int, runs: int, jobs: int | None = None) -> tuple[float, int]:
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        generate(folder, count)
        results = [run_once(folder, jobs) for _ in range(runs)]
    rate = statistics.median(count / seconds for seconds, _ in results)
    return rate, max(rss for _, rss in results)


def main(argv: list[str] | None = None) -> list[tuple[int, float, int]]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", nargs="?", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args(argv)
    small = max(1, args.count // 4)
    small_rate, small_rss = measure(small, args.runs, args.jobs)
    rate, rss = measure(args.count, args.runs, args.jobs)
    rows = [(small, small_rate, small_rss), (args.count, rate, rss)]
    for count, per_second, peak in rows:
        print(
            f"{count:>7} scenarios: {per_second:8.0f} scenarios/s, peak RSS {peak / 1024:.1f} MiB"
        )
    return rows


if __name__ == "__main__":
    main()
