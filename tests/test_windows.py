"""When a player may play a card: the default timing, and what Action and Reaction add."""

from __future__ import annotations

from dataclasses import replace

import pytest

from judge.engine.predicates.windows import ACTION, NONE, REACTION, why_not
from judge.engine.state import Battlefield, ChainItem, GameState

TWO_V_TWO = GameState(
    mode="2v2",
    players=("you", "opponent", "ally", "opponent 2"),
    teams=(("you", "ally"), ("opponent", "opponent 2")),
)
SHOWDOWN = GameState(
    showdown="battlefield 1",
    battlefields=(Battlefield("battlefield 1", contested_by="opponent"),),
)
CLOSED = GameState(chain=(ChainItem("a spell"),))

CASES = [
    # (id, state, player, permission, may play)
    ("own-neutral-open", GameState(), "you", NONE, True),
    ("opponents-turn-default", GameState(turn="opponent"), "you", NONE, False),
    ("opponents-turn-action-widens-nothing", GameState(turn="opponent"), "you", ACTION, False),
    ("opponents-turn-reaction-widens-nothing", GameState(turn="opponent"), "you", REACTION, False),
    ("beginning-phase-action", GameState(phase="beginning"), "you", ACTION, False),
    (
        "invited-teammate",
        replace(TWO_V_TWO, priority="ally"),
        "ally",
        NONE,
        True,
    ),
    ("uninvited-teammate", TWO_V_TWO, "ally", NONE, False),
    # Outside the Main Phase nobody gains priority in a Neutral Open state: an invitation
    # (a teammate given priority) or a priority the situation gives changes nothing.
    (
        "invited-teammate-outside-main-phase",
        replace(TWO_V_TWO, priority="ally", phase="beginning"),
        "ally",
        NONE,
        False,
    ),
    (
        "priority-given-outside-main-phase",
        GameState(phase="ending", priority="you"),
        "you",
        NONE,
        False,
    ),
    ("showdown-default", SHOWDOWN, "opponent", NONE, False),
    ("showdown-action-with-focus", SHOWDOWN, "opponent", ACTION, True),
    ("showdown-action-without-focus", replace(SHOWDOWN, focus="opponent"), "you", ACTION, False),
    # Focus not given: it is with the player who contested, as the showdown began (345)
    ("showdown-action-focus-starts-with-contester", SHOWDOWN, "you", ACTION, False),
    (
        "closed-reaction-without-priority",
        replace(CLOSED, priority="opponent"),
        "you",
        REACTION,
        False,
    ),
    ("closed-action", CLOSED, "you", ACTION, False),
    (
        "closed-reaction-any-turn",
        replace(CLOSED, turn="opponent"),
        "you",
        REACTION,
        True,
    ),
]


@pytest.mark.parametrize(
    ("state", "player", "permission", "may"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_why_not(state: GameState, player: str, permission: str, may: bool) -> None:
    assert (why_not(state, player, permission) == "") is may
