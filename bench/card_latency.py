"""`judge card` wall time against `judge rule 144.2`, measured in the same run, interleaved.

Usage: python bench/card_latency.py [RUNS]   (default 21 per command). Looks up a few kinds
of name (exact, by some of its words, misspelt, one the scenarios name), prints each median,
`judge rule`'s median and their ratio; exits 1 when the slowest is more than 1.2 times
`judge rule`.
"""

from __future__ import annotations

import sys

from _timing import ensure_bytecode, interleaved, judge_command

NAMES = ("Zhonya's Hourglass", "yasuo", "vilemaw lair", "Charm")
RULE_ARGS = ("rule", "144.2")
TARGET = 1.2


def measure(runs: int) -> dict[str, float]:
    """Medians (seconds) of `judge rule 144.2` ("rule") and of each name's `judge card`."""
    judge = judge_command()
    commands = {"rule": [*judge, *RULE_ARGS]}
    commands |= {name: [*judge, "card", name] for name in NAMES}
    return interleaved(commands, runs)


def main() -> int:
    ensure_bytecode()
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    medians = measure(runs)
    rule = medians["rule"]
    for name in NAMES:
        seconds = medians[name]
        print(f"judge card {name!r:<32} median {seconds * 1000:7.1f} ms  {seconds / rule:.2f}x")
    print(f"{'judge ' + ' '.join(RULE_ARGS):<43} median {rule * 1000:7.1f} ms")
    worst = max(medians[n] for n in NAMES) / rule
    print(f"slowest card {worst:.2f}x judge rule (target <= {TARGET}) over {runs} runs each")
    return 0 if worst <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
