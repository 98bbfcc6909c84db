"""Card text that stops a player gaining points (Tianna Crownguard: "While I'm at a
battlefield, opponents can't gain points."): which unit's text bars a player, shared by
the steps that give points (scoring, effects, a Burn Out)."""

from __future__ import annotations

from judge.engine.card_list import AT_A_BATTLEFIELD, POINTS_BARRED, points_text
from judge.engine.state import GameState


def points_barred_by(state: GameState, player: str, version: str) -> tuple[str, bool] | None:
    """The unit on the board whose text stops ``player`` gaining points, and whether the
    engine reads that text (False: a passive of it speaks of points in words not compiled);
    None when no unit's text does."""
    for unit in state.units:
        said = points_text(unit.name, version)
        if said == "unread":
            return unit.name, False
        if not said or player not in state.opponents(unit.controller):
            continue
        condition = said.removeprefix(POINTS_BARRED).strip()
        if condition == AT_A_BATTLEFIELD and not unit.at.is_battlefield:
            continue
        return unit.name, condition in ("", AT_A_BATTLEFIELD)
    return None


def points_not_barred(state: GameState, player: str, version: str) -> str | None:
    """Why a unit on the board whose text stops points (read by the engine) does not stop
    ``player``'s: they are not an opponent of its controller, or its condition is not met;
    None when no such unit is there."""
    for unit in state.units:
        said = points_text(unit.name, version)
        if not said or said == "unread":
            continue
        if player not in state.opponents(unit.controller):
            return (
                f"{unit.name}'s text stops only the points of its controller's opponents, and "
                f"{player} {'are' if player == 'you' else 'is'} not one of them"
            )
        if said.removeprefix(POINTS_BARRED).strip() == AT_A_BATTLEFIELD:
            return f"{unit.name}'s text stops points only while it is at a battlefield"
    return None
