"""Actions as data: what a player or the game does, applied in order to a game state.

A move, a play, a hide and a recall are also questions ("is this legal now?"), so their
records live in ``judge.engine.questions``; the actions here are the game's own procedures.
``judge.engine.play_out`` applies any of them (docs/scenarios.md, "Actions").
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.questions import Hide, Move, Play, Recall


@dataclass(frozen=True)
class Cleanup:
    """A cleanup (318-323): its steps in order, repeated while one changes the state."""

    kind: str = "cleanup"


@dataclass(frozen=True)
class PassPriority:
    """The player with priority passes it (338.1.b); ``player`` names them for the record."""

    player: str | None = None
    kind: str = "pass"


@dataclass(frozen=True)
class Resolve:
    """The newest finalized chain item resolves (340)."""

    kind: str = "resolve"


@dataclass(frozen=True)
class CombatResolution:
    """The resolution step of a combat after its damage is dealt (466)."""

    battlefield: str = ""
    kind: str = "combat_resolution"


Action = Move | Play | Recall | Hide | Cleanup | PassPriority | Resolve | CombatResolution
