"""Build a scenario document (docs/scenarios.md) piece by piece, with readable names.

The builder knows the document's shape and the default names of players and places; it
knows no rule. A reading fills it from the question's slots.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

YOU = "you"
PLAYERS = {
    "1v1": ["you", "opponent"],
    "2v2": ["you", "opponent", "ally", "opponent 2"],
    "ffa3": ["you", "opponent", "opponent 2"],
    "ffa4": ["you", "opponent", "opponent 2", "opponent 3"],
}
ROLE_PLAYER = {"me": "you", "opponent": "opponent", "teammate": "ally", "other_player": "opponent"}

Doc = dict[str, Any]


class Unplaceable(Exception):
    """The question describes something that cannot be put into a situation as said;
    ``facts`` name the facts whose clauses say what the question turns on (what a move
    is), cited first in the answer that leaves it unknown."""

    def __init__(self, reason: str, facts: tuple[str, ...] = ()) -> None:
        super().__init__(reason)
        self.facts = facts


@dataclass
class Draft:
    """A game situation in the making; ``document()`` gives the scenario dict."""

    mode: str = "1v1"
    turn: str | None = None
    phase: str | None = None  # a phase the question names other than the Main Phase
    showdown: str | None = None
    combat: str | None = None
    chain_empty: bool = True
    chain_owner: str | None = None  # whose the one item on the chain is, when said
    chain_keywords: list[str] = field(default_factory=list)  # that item's, when said
    hand: list[Doc] = field(default_factory=list)  # cards in hand (said in format 2)
    cards: list[Doc] = field(default_factory=list)  # cards in other zones (format 2)
    priority: str | None = None  # who holds priority, when the question says (format 2)
    focus: str | None = None  # who has Focus in a showdown, when a branch takes it (format 2)
    battlefields: dict[str, Doc] = field(default_factory=dict)
    units: list[Doc] = field(default_factory=list)
    gear: list[Doc] = field(default_factory=list)
    facedown: list[Doc] = field(default_factory=list)

    def player(self, role: str | None) -> str:
        """The player a role of the question stands for ("teammate" -> "ally"); a role that
        names no player ("nobody", "they") is never taken to be you."""
        name = ROLE_PLAYER.get(role or "me")
        if name is None:
            raise Unplaceable(f"'{role}' does not say which player it is")
        if name == "ally" and self.mode != "2v2":
            self.mode = "2v2"
        return name

    def battlefield(self, name: str | None = None, **details: Any) -> str:
        """Name (and create) a battlefield: the next free "battlefield N" when unnamed."""
        if name is None:  # "battlefield 2" may be one the question named
            number = len(self.battlefields) + 1
            while f"battlefield {number}" in self.battlefields:
                number += 1
            name = f"battlefield {number}"
        entry = self.battlefields.setdefault(name, {"name": name})
        entry.update({key: value for key, value in details.items() if value is not None})
        return name

    def unit(self, controller: str = YOU, at: str | None = None, **details: Any) -> str:
        """Add a unit named after its controller ("your unit", "opponent's unit 2")."""
        owner = "your" if controller == YOU else f"{controller}'s"
        same = sum(1 for unit in self.units if unit.get("controller", YOU) == controller)
        name = details.pop("name", None) or f"{owner} unit" + (f" {same + 1}" if same else "")
        entry: Doc = {"name": name}
        if controller != YOU:
            entry["controller"] = controller
        if at is not None:
            entry["at"] = at
        entry.update({key: value for key, value in details.items() if value})
        self.units.append(entry)
        return name

    def document(self, question: Doc) -> Doc:
        situation: Doc = {}
        if self.mode != "1v1":
            situation["mode"] = self.mode
        if self.turn is not None:
            situation["turn"] = self.turn
        if self.phase is not None:
            situation["phase"] = self.phase
        if self.showdown is not None:
            situation["showdown"] = self.showdown
        if self.combat is not None:
            situation["combat"] = self.combat
        if not self.chain_empty:
            situation["chain_empty"] = False
        for key, items in (
            ("battlefields", list(self.battlefields.values())),
            ("units", self.units),
            ("gear", self.gear),
            ("facedown", self.facedown),
        ):
            if items:
                situation[key] = items
        doc: Doc = (
            {"situation": situation, "question": question} if situation else {"question": question}
        )
        owned = not self.chain_empty and self.chain_owner is not None
        described = not self.chain_empty and bool(self.chain_keywords)
        if not (owned or described or self.hand or self.cards or self.priority or self.focus):
            return doc
        from judge.engine.upgrade import LEGACY_QUESTIONS, UNNAMED_CHAIN_ITEM, upgrade

        # A hand, a card off the board, or a chain item with a controller: format 2.
        legacy = set(question) & set(LEGACY_QUESTIONS)
        doc = upgrade(doc) if legacy else {"format": 2, **doc}
        said = doc.setdefault("situation", {})
        said.pop("chain_empty", None)
        if owned:
            whose = "your" if self.chain_owner == YOU else f"{self.chain_owner}'s"
            item = f"{whose} spell on the chain"  # not the name of a card in hand
            said["chain"] = [{"name": item, "controller": self.chain_owner}]
        elif not self.chain_empty:
            said["chain"] = [{"name": UNNAMED_CHAIN_ITEM}]
        if described:  # "a spell with Reaction is on the chain": the item's, not a card asked of
            said["chain"][0]["keywords"] = list(self.chain_keywords)
        if self.hand:
            said["hand"] = self.hand
        if self.cards:
            said["cards"] = self.cards
        if self.priority:
            said["priority"] = self.priority
        if self.focus:
            said["focus"] = self.focus
        return doc
