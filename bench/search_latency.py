"""`judge search` wall time against `judge rule 144.2`, measured in the same run, interleaved.

Usage: python bench/search_latency.py [RUNS]   (default 21 per command). Searches a few kinds
of query (a keyword, a question, a typo that is corrected, several words), prints each
median, the median of all searches, `judge rule`'s median and their ratio; exits 1 when the
slowest search is more than 1.2 times `judge rule`.
"""

from __future__ import annotations

import sys

from _timing import ratio_to_rule

QUERIES = ("Ganking", "what is a showdown", "shwodown", "units can't move")
TARGET = 1.2


def main() -> int:
    return ratio_to_rule("search", QUERIES, TARGET, sys.argv)


if __name__ == "__main__":
    sys.exit(main())
