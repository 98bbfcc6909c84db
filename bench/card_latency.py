"""`judge card` wall time against `judge rule 144.2`, measured in the same run, interleaved.

Usage: python bench/card_latency.py [RUNS]   (default 21 per command). Looks up a few kinds
of name (exact, by some of its words, misspelt, one the scenarios name), prints each median,
`judge rule`'s median and their ratio; exits 1 when the slowest is more than 1.2 times
`judge rule`.
"""

from __future__ import annotations

import sys

from _timing import ratio_to_rule

NAMES = ("Zhonya's Hourglass", "yasuo", "vilemaw lair", "Charm")
TARGET = 1.2


def main() -> int:
    return ratio_to_rule("card", NAMES, TARGET, sys.argv)


if __name__ == "__main__":
    sys.exit(main())
