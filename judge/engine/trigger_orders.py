"""Abilities one player triggered at once: each order that player may choose is a branch.

The engine puts a player's abilities triggered at once on the chain in the order it finds
them, and notes the group when the situation chose no order (``GameState.orders_open``).
The question is then judged once for each order the player may choose
(``GameState.trigger_order``): the same verdict in every order is the verdict; different
ones make it ``depends`` (``unknown`` when some order's answer is unknown), each branch with
its own answer, citing who chooses the order.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations, product

from judge.engine.branches import branch_said, over_branches
from judge.engine.predicates.board import listing, possessive
from judge.engine.state import GameState
from judge.engine.verdict import DEPENDS, UNKNOWN, Citation, Verdict
from judge.records import replace

# More orders than this are not judged one by one: the question is unknown.
MAX_ORDERS = 24

JudgeIn = Callable[[GameState], Verdict]


def ordered_branches(
    situation: GameState,
    played: GameState,
    judge_in: JudgeIn,
    why: tuple[Citation, ...],
    version: str,
) -> Verdict | None:
    """The verdict over every order of the groups ``played`` left open, each judged from
    ``situation`` with that order chosen; None when no order was left open."""
    groups = played.orders_open
    if not groups:
        return None
    ways = list(product(*(permutations(names) for _, names in groups)))
    choice = "; ".join(
        f"the order in which {player} {'put' if player == 'you' else 'puts'} "
        f"{listing([name.rstrip('.') for name in names])} on the chain, triggered at once "
        f"({possessive(player)} choice)"
        for player, names in groups
    )
    if len(ways) > MAX_ORDERS:
        answer = f"Not answered: it may turn on {choice}, and there are too many orders to judge."
        return Verdict(UNKNOWN, answer, version, why)
    verdicts = [
        (way, judge_in(replace(situation, trigger_order=tuple(n for names in way for n in names))))
        for way in ways
    ]
    first = verdicts[0][1]
    if len({v.verdict for _, v in verdicts}) == 1:
        return first
    lines = [f"If placed {'; '.join(map(_named, way))}: {branch_said(v)}" for way, v in verdicts]
    unknown = any(v.verdict == UNKNOWN for _, v in verdicts)
    lead = f"Not answered: it turns on {choice}" if unknown else f"It depends on {choice}"
    answer = f"{lead}. " + " ".join(lines)
    return over_branches([v for _, v in verdicts], answer, why, UNKNOWN if unknown else DEPENDS)


def _named(names: tuple[str, ...]) -> str:
    """The abilities of one group in the order placed, the first placed first."""
    return "first " + ", then ".join(name.rstrip(".") for name in names)
