"""The battlefield the turn player chooses in a cleanup: each one they may choose is a branch.

Where a cleanup leaves the turn player to choose where a showdown begins among several
battlefields (v1.3: a showdown staged alone and one staged with a combat, which opens as a
combat showdown), the engine notes the battlefields (``GameState.showdown_choices_open``)
when the situation chose none. The question is then judged once for each battlefield they
may choose (``GameState.showdown_choice``): the same verdict for every choice is the
verdict; different ones make it ``depends`` (``unknown`` when some choice's answer is
unknown), each branch with its own answer, citing the rule by which they choose.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.branches import branch_said, over_branches
from judge.engine.predicates.board import listing
from judge.engine.state import GameState
from judge.engine.verdict import DEPENDS, UNKNOWN, Citation, Verdict
from judge.records import replace

JudgeIn = Callable[[GameState], Verdict]


def chosen_battlefield_branches(
    situation: GameState,
    played: GameState,
    judge_in: JudgeIn,
    why: Callable[[], tuple[Citation, ...]],
) -> Verdict | None:
    """The verdict over every battlefield the turn player may choose for the choice
    ``played`` left open, each judged from ``situation`` with it chosen; None when no
    choice was left open, or when the situation already chose one (a later choice is not
    branched on: it stays unknown). ``why`` gives the citations of the choice, asked only
    when it is branched on."""
    names = played.showdown_choices_open
    if not names or situation.showdown_choice is not None:
        return None
    verdicts = [(name, judge_in(replace(situation, showdown_choice=name))) for name in names]
    first = verdicts[0][1]
    if len({v.verdict for _, v in verdicts}) == 1:
        return first
    choice = f"where the turn player has a showdown begin, among {listing(list(names))}"
    lines = [f"If at {name}: {branch_said(v)}" for name, v in verdicts]
    unknown = any(v.verdict == UNKNOWN for _, v in verdicts)
    lead = f"Not answered: it turns on {choice}" if unknown else f"It depends on {choice}"
    answer = f"{lead}. " + " ".join(lines)
    return over_branches([v for _, v in verdicts], answer, why(), UNKNOWN if unknown else DEPENDS)
