"""``python -m judge.convert [--sources DIR] [--out DIR] [--cards-out FILE]``.

Rebuilds ``rules_data/rules/``, the bundled card list ``rules_data/cards/cards.tsv`` and the
official rulings beside it (``rules_data/cards/rulings.tsv``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from judge.convert.build import build_versions, write_all
from judge.convert.cards import card_count, write_cards
from judge.convert.rulings import write_rulings
from judge.errors import JudgeError
from judge.paths import sources_dir

REPO_ROOT = Path(__file__).resolve().parents[2]


def main(argv: list[str] | None = None) -> int:
    """Convert every version and write it; print one line per version, return the exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m judge.convert",
        description="Rebuild rules_data/rules/ from the Core Rules texts and seed pages.",
    )
    parser.add_argument(
        "--sources",
        type=Path,
        default=sources_dir(),
        metavar="DIR",
        help="the folder of source texts (default: rules_data/sources in the repository)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=REPO_ROOT / "rules_data" / "rules",
        metavar="DIR",
        help="where the version folders are written (default: rules_data/rules)",
    )
    parser.add_argument(
        "--cards-out",
        type=Path,
        default=REPO_ROOT / "rules_data" / "cards" / "cards.tsv",
        metavar="FILE",
        help="where the card list is written, the rulings beside it as rulings.tsv "
        "(default: rules_data/cards/cards.tsv)",
    )
    args = parser.parse_args(argv)
    try:
        versions = build_versions(args.sources)
        write_all(versions, args.out)
        cards = write_cards(args.sources, args.cards_out)
        rulings = write_rulings(
            args.sources,
            cards.text,
            args.cards_out.with_name("rulings.tsv"),
            cards.official_names,
        )
    except JudgeError as error:
        print(f"error: {error}", file=sys.stderr)
        return error.exit_code
    for version in versions:
        numbers = len({entry.rule for entry in version.entries})
        print(f"{version.spec.id}: {len(version.entries)} clauses, {numbers} distinct numbers")
    print(f"cards: {card_count(cards.text)} cards, {rulings} official rulings")
    for name in cards.unmatched_errata:
        print(f"cards: the erratum of {name!r} names no card of the card data (not applied)")
    for name in cards.unmatched_bans:
        print(f"cards: the ban of {name!r} names no card of the card data")
    return 0


if __name__ == "__main__":
    sys.exit(main())
