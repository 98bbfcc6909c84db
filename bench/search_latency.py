"""`judge search` wall time against `judge rule 144.2`, measured in the same run, interleaved.

Usage: python bench/search_latency.py [RUNS]   (default 21 per command). Searches a few kinds
of query (a keyword, a question, a typo that is corrected, several words), prints each
median, the median of all searches, `judge rule`'s median and their ratio; exits 1 when the
slowest search is more than 1.2 times `judge rule`.
"""

from __future__ import annotations

import sys

from _timing import ensure_bytecode, interleaved, judge_command

QUERIES = ("Ganking", "what is a showdown", "shwodown", "units can't move")
RULE_ARGS = ("rule", "144.2")
TARGET = 1.2


def measure(runs: int) -> dict[str, float]:
    """Medians (seconds) of `judge rule 144.2` ("rule") and of each query's search."""
    judge = judge_command()
    commands = {"rule": [*judge, *RULE_ARGS]}
    commands |= {q: [*judge, "search", q] for q in QUERIES}
    return interleaved(commands, runs)


def main() -> int:
    ensure_bytecode()
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    medians = measure(runs)
    rule = medians["rule"]
    for query in QUERIES:
        seconds = medians[query]
        print(f"judge search {query!r:<30} median {seconds * 1000:7.1f} ms  {seconds / rule:.2f}x")
    print(f"{'judge ' + ' '.join(RULE_ARGS):<43} median {rule * 1000:7.1f} ms")
    worst = max(medians[q] for q in QUERIES) / rule
    print(f"slowest search {worst:.2f}x judge rule (target <= {TARGET}) over {runs} runs each")
    return 0 if worst <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
