"""The end of a combat: who is left at the battlefield and who controls it (466)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import says
from judge.engine.questions import EventQuery, Question
from judge.engine.state import GameState


@predicate
def combat_control_established(situation: GameState, question: Question) -> Check:
    """After combat, if only one player's units remain, that player establishes control of the
    battlefield, which is a conquer if they didn't control it."""
    if not isinstance(question, EventQuery) or question.kind != "after_combat":
        return SKIP
    field = situation.battlefield(question.battlefield)
    if field is None:
        return SKIP
    present = situation.players_at(field.place)
    if len(present) != 1:
        return failed(f"Not exactly one player has units left at {field.name}.")
    (player,) = present
    if field.controller == player:
        return held(
            f"{says(player, 'keeps', 'keep')} control of {field.name}.", value="keeps control"
        )
    return held(f"{says(player, 'conquers', 'conquer')} {field.name}.", value="conquer")
