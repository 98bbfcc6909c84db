"""`judge site build` wall time for the whole site (every version held, diffs, search).

Usage: python bench/site_build.py [RUNS]   (default 5). Prints each run, the median and the
page count; exits 1 when the median is above the target of 5 seconds.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

from _timing import ensure_bytecode, judge_command, wall_times

TARGET = 5.0


def measure(runs: int) -> tuple[list[float], int]:
    """Wall seconds of ``runs`` builds (after one warm-up) and the number of pages built."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "site"
        times = wall_times([*judge_command(), "site", "build", str(out)], runs, warmup=1)
        pages = sum(1 for _ in out.rglob("*.html"))
    return times, pages


def main() -> int:
    ensure_bytecode()
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    times, pages = measure(runs)
    median = statistics.median(times)
    print("runs:", " ".join(f"{t:.2f}s" for t in times))
    print(f"judge site build: median {median:.2f} s for {pages} pages (target < {TARGET:.0f} s)")
    return 0 if median < TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
