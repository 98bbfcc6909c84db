"""Combat damage the player chooses how to assign: each legal way is a branch.

When a ``combat_damage`` action leaves a side's assignment to its player and the rules allow
more than one, the question is judged once for each legal assignment; the same verdict in
every branch is the verdict, different ones make it ``depends``, each branch with its own
answer and clauses (docs/scenarios.md, "Actions").
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from judge.engine.actions import Action, CombatDamage
from judge.engine.branches import branch_said, over_branches
from judge.engine.predicates.combat_damage import combat_for, legal_assignments
from judge.engine.state import GameState
from judge.engine.verdict import Citation, Verdict
from judge.records import replace

# More branches than this are not judged one by one: the question stays unknown.
MAX_BRANCHES = 8

Judge = Callable[[tuple[Action, ...]], Verdict]
PlayTo = Callable[[tuple[Action, ...]], GameState | None]
# The clauses that make an assignment legal, for the ways the player may choose between.
CiteWays = Callable[[GameState, list[dict[str, int]]], tuple[Citation, ...]]


def open_choices(state: GameState, action: CombatDamage) -> list[dict[str, int]] | None:
    """Every completion of ``action``'s assignment with each side's legal choices, when some
    side's player has more than one (None: nothing is left to choose, or too many ways)."""
    given = dict(action.assign)
    per_side: list[list[dict[str, int]]] = []
    for by in state.players:
        combat = combat_for(state, by)
        if combat is None or any(u.name in given for u in combat.targets):
            continue
        legal = legal_assignments(combat)
        if not legal:
            return None
        per_side.append(legal)
    if all(len(ways) == 1 for ways in per_side):
        return None
    count = 1
    for ways in per_side:
        count *= len(ways)
    if count > MAX_BRANCHES:
        return None
    return [
        dict(given, **{k: v for part in parts for k, v in part.items()})
        for parts in product(*per_side)
    ]


def branched(
    actions: tuple[Action, ...], play_to: PlayTo, judge: Judge, cite_ways: CiteWays
) -> Verdict | None:
    """The verdict over every legal assignment of the first combat damage step whose
    assignment is left open; None when no assignment is left open."""
    for index, action in enumerate(actions):
        if not isinstance(action, CombatDamage):
            continue
        state = play_to(actions[:index])
        ways = open_choices(state, action) if state is not None else None
        if state is None or not ways:
            return None
        verdicts = []
        for way in ways:
            chosen = CombatDamage(tuple(way.items()))
            verdicts.append((way, judge((*actions[:index], chosen, *actions[index + 1 :]))))
        return _combined(verdicts, cite_ways(state, ways))
    return None


def _spelled(way: dict[str, int]) -> str:
    return ", ".join(f"{amount} to {name}" for name, amount in way.items() if amount)


def _combined(verdicts: list[tuple[dict[str, int], Verdict]], why: tuple[Citation, ...]) -> Verdict:
    first = verdicts[0][1]
    if len({v.verdict for _, v in verdicts}) == 1:
        answer = f"Whichever way the damage is assigned: {first.answer}"
        return replace(first, answer=answer)
    lines = [f"If it is assigned {_spelled(way)}: {branch_said(v)}" for way, v in verdicts]
    lead = "It depends on how the damage is assigned, the assigning player's choice. "
    return over_branches([v for _, v in verdicts], lead + " ".join(lines), why)
