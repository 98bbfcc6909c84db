"""`judge rule 144.2` wall time against a bare `python -c "import typer, yaml, jinja2"`.

Usage: python bench/rule_latency.py [RUNS]   (default 21). Prints medians and the ratio;
exits 1 when the ratio is above the target of 2.
"""

from __future__ import annotations

import sys

from _timing import BASELINE, ensure_bytecode, interleaved, judge_command

TARGET = 1.0  # the engine issue: `judge rule` no slower than importing its libraries


def main() -> int:
    ensure_bytecode()
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    medians = interleaved({"baseline": BASELINE, "rule": [*judge_command(), "rule", "144.2"]}, runs)
    ratio = medians["rule"] / medians["baseline"]
    for name, label in [
        ("baseline", "python -c 'import typer, yaml, jinja2'"),
        ("rule", "judge rule 144.2"),
    ]:
        print(f"{label:<42} median {medians[name] * 1000:7.1f} ms")
    print(f"ratio {ratio:.2f} (target <= {TARGET}) over {runs} interleaved runs each")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
