"""Scoring a battlefield once a turn (scoring.once_per_turn): a battlefield the situation
lists as scored is said to be scored already, and only for a player of the turn player's team
in a mode with teams may it instead be one their team may not score (turn.scoring_hold)."""

from __future__ import annotations

import pytest

from judge.engine.predicates import Doing
from judge.engine.predicates.scoring import scoring_once_per_turn
from judge.engine.situation import build_situation
from judge.records import replace

DOING = Doing(None, lambda _: True, (), "2026-07-16")


@pytest.mark.parametrize(
    ("mode", "turn", "player", "hedged"),
    [
        ("1v1", "you", "you", False),
        ("2v2", "you", "you", True),  # your ally may have controlled it in your Scoring step
        ("2v2", "ally", "you", True),  # your ally's turn: you may be barred by their rule too
        ("2v2", "opponent", "you", False),  # only the turn player's team can be barred
        ("ffa3", "you", "you", False),
    ],
)
def test_the_teammate_reason_is_said_only_where_it_can_apply(
    mode: str, turn: str, player: str, hedged: bool
) -> None:
    state = build_situation({"mode": mode, "turn": turn, "scored": {player: ["battlefield 1"]}})
    state = replace(state, conquered_again=((player, "battlefield 1"),))
    events = scoring_once_per_turn(state, DOING).events
    assert [e.fact for e in events] == (["", "turn.scoring_hold"] if hedged else [""])
    assert ("disqualified" in events[0].text) == hedged


def test_a_battlefield_scored_in_the_play_out_is_scored_already() -> None:
    """Conquered in these actions, lost and taken back: scored, not disqualified."""
    state = build_situation({"mode": "2v2"})
    state = replace(
        state,
        scored=frozenset({("you", "battlefield 1")}),
        conquered_again=(("you", "battlefield 1"),),
    )
    events = scoring_once_per_turn(state, DOING).events
    assert [e.text for e in events] == [
        "you have already scored battlefield 1 this turn: establishing control of it again is "
        "not a conquer and scores no point."
    ]


@pytest.mark.parametrize(
    ("turn", "said"),
    [
        ("you", "A battlefield your teammate controlled as your turn began"),
        # you conquer on your ally's turn: the battlefield barred is one your ally's teammate
        # (you) controlled in your ally's Beginning Phase, said from the turn player's side
        ("ally", "A battlefield ally's teammate controlled as ally's turn began"),
    ],
)
def test_the_teammate_reason_speaks_from_the_turn_players_side(turn: str, said: str) -> None:
    state = build_situation({"mode": "2v2", "turn": turn, "scored": {"you": ["battlefield 1"]}})
    state = replace(state, conquered_again=(("you", "battlefield 1"),))
    events = scoring_once_per_turn(state, DOING).events
    assert events[1].text.startswith(said)
