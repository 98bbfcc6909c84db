"""What a named card's text means to the game model (card_rules.yaml), sentence by sentence."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge import compiled
from judge.ask.cards import CardEntry
from judge.errors import DataError

CARD_RULES_PATH = Path(__file__).with_name("card_rules.yaml")
_ENTRY_KEYS = {"pattern", "rule", "recalls", "context", "grants", "later"}


@dataclass(frozen=True)
class CardRule:
    """An entry of card_rules.yaml: a sentence pattern and what it means to the game model."""

    pattern: re.Pattern[str]
    rule: dict[str, Any] | None
    recalls: bool
    context: bool
    grants: tuple[str, ...] = ()
    later: bool = False


@dataclass
class CardModel:
    """A card as the engine can take it: its rules, whether it recalls, what is left out."""

    card: CardEntry
    rules: list[dict[str, Any]] = field(default_factory=list)
    recalls: bool = False
    grants: list[str] = field(default_factory=list)
    left_out: list[str] = field(default_factory=list)
    unmodelled: list[str] = field(default_factory=list)

    @property
    def restricts_moves(self) -> bool:
        return any(r["effect"] == "can't" and r["action"] == "move" for r in self.rules)


@functools.cache
def load_card_rules(path: Path = CARD_RULES_PATH) -> tuple[CardRule, ...]:
    """The supported card sentences, compiled once per process."""
    raw = compiled.load_yaml(path)
    if not isinstance(raw, list):
        raise DataError("expected a list of {pattern, rule|recalls|context}", path=str(path))
    entries = []
    for number, entry in enumerate(raw, start=1):
        if not isinstance(entry, dict) or "pattern" not in entry or set(entry) - _ENTRY_KEYS:
            raise DataError(f"entry {number}: expected keys {sorted(_ENTRY_KEYS)}", path=str(path))
        try:
            pattern = re.compile(str(entry["pattern"]), re.IGNORECASE)
        except re.error as error:
            raise DataError(f"entry {number}: bad pattern: {error}", path=str(path)) from None
        grants = tuple(str(keyword) for keyword in entry.get("grants") or ())
        flags = (bool(entry.get("recalls")), bool(entry.get("context")))
        entries.append(
            CardRule(pattern, entry.get("rule"), *flags, grants, bool(entry.get("later")))
        )
    return tuple(entries)


def model_card(card: CardEntry) -> CardModel:
    """Sort a card's ability sentences into modelled rules and text outside the model."""
    model = CardModel(card)
    for sentence in card.abilities:
        match = next((r for r in load_card_rules() if r.pattern.fullmatch(sentence)), None)
        if match is None:
            model.unmodelled.append(sentence)
        elif match.rule is not None:
            model.rules.append({**match.rule, "card": card.name})
        elif match.recalls:
            model.recalls = True
        elif match.grants:
            model.grants.extend(match.grants)
        elif match.later:
            model.left_out.append(sentence)
    return model
