"""The game model: a situation on the board, as plain frozen dataclasses.

Everything here is data; what the rules say about it lives in ``judge/engine/predicates``. Objects
are referred to by name, as a judge at the table would (docs/scenarios.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

BASE = "base"
BATTLEFIELD = "battlefield"


@dataclass(frozen=True)
class Place:
    """A location on the board: a player's base or a battlefield."""

    kind: str  # BASE or BATTLEFIELD
    name: str  # the battlefield's name, or the player whose base it is

    @property
    def is_base(self) -> bool:
        return self.kind == BASE

    @property
    def is_battlefield(self) -> bool:
        return self.kind == BATTLEFIELD

    def label(self) -> str:
        if self.is_battlefield:
            return self.name
        return "your base" if self.name == "you" else f"{self.name}'s base"


@dataclass(frozen=True)
class CardRule:
    """One line of card text that changes a rule ("units can't move from here to base")."""

    effect: str  # "can" or "can't"
    action: str  # "move", "standard_move" or "play"
    origin: str = "anywhere"  # "here", "base", "battlefield", "anywhere"
    destination: str = "anywhere"
    card: str = ""  # the card carrying the text, for the answer
    here: Place | None = None  # what "here" means for this text

    @property
    def forbids(self) -> bool:
        return self.effect == "can't"

    def describe(self) -> str:
        words = f"{self.card}: units {self.effect} {self.action.replace('_', ' ')}"
        if self.origin != "anywhere":
            words += f" from {self.origin}"
        if self.destination != "anywhere":
            words += f" to {self.destination}"
        return words


@dataclass(frozen=True)
class Battlefield:
    name: str
    controller: str | None = None
    contested_by: str | None = None
    staged: frozenset[str] = frozenset()
    text: tuple[CardRule, ...] = ()

    @property
    def place(self) -> Place:
        return Place(BATTLEFIELD, self.name)


@dataclass(frozen=True)
class Unit:
    name: str
    controller: str
    at: Place
    exhausted: bool | None = None  # None: not given; derived from how it entered
    damage: int = 0
    might: int | None = None
    keywords: frozenset[str] = frozenset()
    played_this_turn: bool = False
    accelerated: bool = False
    text: tuple[CardRule, ...] = ()


@dataclass(frozen=True)
class Gear:
    name: str
    controller: str
    at: Place
    attached_to: str | None = None
    exhausted: bool = False
    keywords: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Card:
    """A card off the board: in hand, described in the question, or facedown at a battlefield."""

    name: str
    controller: str
    type: str = "unit"
    keywords: frozenset[str] = frozenset()
    facedown_at: str | None = None


@dataclass(frozen=True)
class GameState:
    mode: str = "1v1"
    players: tuple[str, ...] = ("you", "opponent")
    teams: tuple[tuple[str, ...], ...] = ()
    turn: str = "you"
    phase: str = "main"
    showdown: str | None = None
    combat: str | None = None
    chain_empty: bool = True
    battlefields: tuple[Battlefield, ...] = ()
    units: tuple[Unit, ...] = ()
    gear: tuple[Gear, ...] = ()
    cards: tuple[Card, ...] = field(default=())

    def battlefield(self, name: str) -> Battlefield | None:
        for battlefield in self.battlefields:
            if battlefield.name == name:
                return battlefield
        return None

    def unit(self, name: str) -> Unit | None:
        for unit in self.units:
            if unit.name == name:
                return unit
        return None

    def units_at(self, place: Place) -> tuple[Unit, ...]:
        return tuple(unit for unit in self.units if unit.at == place)

    def players_at(self, place: Place) -> frozenset[str]:
        return frozenset(unit.controller for unit in self.units_at(place))

    def teammates(self, player: str) -> frozenset[str]:
        for team in self.teams:
            if player in team:
                return frozenset(team) - {player}
        return frozenset()

    @property
    def in_showdown(self) -> bool:
        """A showdown or a combat is in progress (the turn is in a showdown state)."""
        return self.showdown is not None or self.combat is not None

    @property
    def multiplayer(self) -> bool:
        return len(self.players) > 2
