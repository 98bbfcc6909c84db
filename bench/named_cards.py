"""How many of the cards that players' questions turn on the card-text reading compiles
fully: the cards the official FAQ texts rule on (rules_data/cards/rulings.tsv) and the cards
the questions of tests/data/ask-community-dev.yaml name (found by `judge ask`'s card index,
as a question is read).

Usage: python bench/named_cards.py [VERSION]   (a date or an alias such as 1.3; default the
ask set's own version, v1.4).
Prints each count compiled and the cards not compiled with their status; exits 0.
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

from judge.ask.cards import load_cards
from judge.ask.lexicon import load_lexicon
from judge.ask.normalise import normalise
from judge.cards.catalog import load_catalog, load_rulings
from judge.cards.understood_cache import cached_understand
from judge.rules.rulebook import open_rulebook

COMMUNITY = Path(__file__).resolve().parents[1] / "tests" / "data" / "ask-community-dev.yaml"


def faq_named() -> set[str]:
    """The cards an official FAQ ruling names."""
    return set(load_rulings())


def community_named(version: str) -> set[str]:
    """The cards the community questions name, as the ask reader's card index finds them."""
    cards, lexicon = load_cards(version=version), load_lexicon()
    cases = yaml.safe_load(COMMUNITY.read_text(encoding="utf-8"))["cases"]
    return {
        mention.card.name
        for case in cases
        for mention in cards.find(normalise(case["q"]).split(), lexicon.spellings)
    }


def main() -> int:
    data = yaml.safe_load(COMMUNITY.read_text(encoding="utf-8"))
    asked = sys.argv[1] if len(sys.argv) > 1 else str(data["rules_version"])
    version = open_rulebook().resolve_version(asked)
    status = {card.name: cached_understand(card, version).status for card in load_catalog()}
    for label, names in (("FAQ-named", faq_named()), ("community-named", community_named(version))):
        left = sorted(name for name in names if status.get(name) != "compiled")
        print(f"{label}: {len(names) - len(left)}/{len(names)} compiled ({version})")
        for name in left:
            print(f"  {status.get(name, 'not in the card list')}: {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
