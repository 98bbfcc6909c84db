"""Cards a player chooses from a zone: each choice the player may make is a branch.

A discard of X from a hand, or a "Recycle X from [Zone]", that leaves the cards to the
player (no ``cards`` given) when the zone holds more than X is judged once for each set
of X cards they may choose: the same verdict in every choice is the verdict, different ones
make it ``depends``, each branch with its own answer, citing the facts by which the player
chooses.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from judge.engine.actions import Action, GameAction
from judge.engine.branches import branch_said, over_branches
from judge.engine.damage_choices import MAX_BRANCHES
from judge.engine.predicates.board import listing, possessive
from judge.engine.state import GameState
from judge.engine.verdict import UNKNOWN, Citation, Verdict
from judge.records import replace

Judge = Callable[[tuple[Action, ...]], Verdict]
PlayTo = Callable[[tuple[Action, ...]], GameState | None]
# The clauses by which the player of an action (discard, recycle) chooses its cards.
CiteChooser = Callable[[str], tuple[Citation, ...]]
# The zone each action takes the chosen cards from (a recycle says its own).
CHOSEN_FROM = {"discard": "hand", "recycle": ""}
DONE = {"discard": "discarded", "recycle": "recycled"}


def _pile(state: GameState, action: GameAction) -> tuple[str, ...]:
    zone = CHOSEN_FROM[action.action] or action.zone
    if action.action == "discard":
        return tuple(c.name for c in state.cards if c.zone == zone and c.controller == action.by)
    return tuple(c.name for c in state.cards if c.zone == zone and c.owned_by == action.by)


def open_choice(state: GameState, action: Action) -> list[tuple[str, ...]] | None:
    """Every set of cards ``action``'s player may choose, when it leaves them a choice
    (None: nothing to choose, or more ways than are judged one by one)."""
    if not isinstance(action, GameAction) or action.action not in CHOSEN_FROM:
        return None
    if action.cards or action.amount < 1:
        return None
    pile = _pile(state, action)
    if len(pile) <= action.amount:
        return None
    ways = list(combinations(pile, action.amount))
    return ways if len(ways) <= MAX_BRANCHES else None


def chosen_branches(
    actions: tuple[Action, ...], play_to: PlayTo, judge: Judge, cite_chooser: CiteChooser
) -> Verdict | None:
    """The verdict over every choice of cards of the first discard or recycle that leaves
    its player a choice; None when none does."""
    for index, action in enumerate(actions):
        if not isinstance(action, GameAction) or action.action not in CHOSEN_FROM:
            continue
        state = play_to(actions[:index])
        ways = open_choice(state, action) if state is not None else None
        if not ways:
            continue
        verdicts = [
            (way, judge((*actions[:index], replace(action, cards=way), *actions[index + 1 :])))
            for way in ways
        ]
        return _combined(action, verdicts, cite_chooser(action.action))
    return None


def _combined(
    action: GameAction,
    verdicts: list[tuple[tuple[str, ...], Verdict]],
    why: tuple[Citation, ...],
) -> Verdict:
    first = verdicts[0][1]
    if len({v.verdict for _, v in verdicts}) == 1 and first.verdict != UNKNOWN:
        return replace(first, answer=f"Whichever cards are chosen: {first.answer}")
    if any(v.verdict == UNKNOWN for _, v in verdicts):
        return next(v for _, v in verdicts if v.verdict == UNKNOWN)
    lines = [
        f"If {listing(list(way))} {'is' if len(way) == 1 else 'are'} chosen: {branch_said(v)}"
        for way, v in verdicts
    ]
    chooser = f"{possessive(action.by)} choice"
    answer = f"It depends on which cards are {DONE[action.action]}, {chooser}. " + " ".join(lines)
    return over_branches([v for _, v in verdicts], answer, why)
