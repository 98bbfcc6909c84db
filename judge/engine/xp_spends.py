"""XP spent that the player does not have: as a cost or as an instruction, a branch each.

A ``spend_xp`` that does not say whether it is a cost or an effect's instruction, for more
XP than its player has, is judged both ways: as a cost it cannot be paid (no XP is spent),
as an instruction it is followed as much as possible (all their XP is spent). The same
verdict both ways is the verdict; different ones make it ``depends``, each branch with its
own answer, citing the rule of each way.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.actions import Action, GameAction
from judge.engine.branches import combined
from judge.engine.state import GameState
from judge.engine.verdict import Citation, Verdict
from judge.records import replace

Judge = Callable[[tuple[Action, ...]], Verdict]
PlayTo = Callable[[tuple[Action, ...]], GameState | None]
# The clauses of what spending XP one does not have does, as a cost and as an instruction.
CiteWays = Callable[[], tuple[Citation, ...]]
WAYS = ((True, "If the spend is a cost"), (False, "If it is an effect's instruction"))


def _unsaid_short(state: GameState | None, action: Action) -> GameAction | None:
    """``action`` when it is an XP spend, not said to be a cost or not, for more XP than
    its player has in ``state``."""
    if not isinstance(action, GameAction) or action.action != "spend_xp":
        return None
    if action.as_cost is not None or state is None:
        return None
    return action if state.xp_of(action.by) < action.amount else None


def spend_branches(
    actions: tuple[Action, ...], play_to: PlayTo, judge: Judge, cite_ways: CiteWays
) -> Verdict | None:
    """The verdict both ways of the first XP spend for more XP than its player has that
    does not say whether it is a cost; None when there is none."""
    for index, action in enumerate(actions):
        if not isinstance(action, GameAction) or action.action != "spend_xp":
            continue
        spend = _unsaid_short(play_to(actions[:index]), action)
        if spend is None:
            continue
        ways = [
            (said, judge((*actions[:index], replace(spend, as_cost=way), *actions[index + 1 :])))
            for way, said in WAYS
        ]
        return combined(
            ways,
            cite_ways(),
            depends="It depends on whether spending the XP is a cost or an effect's instruction.",
            same=lambda agreed, lines: (
                f"{agreed.verdict.capitalize()}, whether the XP is spent "
                f"as a cost or by an effect's instruction. {lines}"
            ),
            as_is=False,  # both ways said, even when their answers are the same
        )
    return None
