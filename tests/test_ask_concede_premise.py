"""A question that grants a premise the board makes impossible is not answered as if it held.

In a two-player game the game does not continue after a concession: the other player wins
and the game ends (651.1, 196), and the removal steps (652) follow only when more than one
player remains (651.2). "When a player concedes, are their cards banished?" is `no` there;
"when a player concedes and the game continues, ..." grants what cannot happen, and under
that premise 652.1 would say the opposite of `no`: it must not be answered `no`.
"""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

BANISHED = "are the permanents, runes and facedown cards they control or own banished?"
COUNTERED = "are their spells and abilities countered?"


@pytest.mark.parametrize("asked", [BANISHED, COUNTERED])
def test_conceding_in_1v1_removes_nothing(asked: str) -> None:
    assert ask(f"a 1v1 game: when a player concedes, {asked}").verdict == "no"


@pytest.mark.parametrize("asked", [BANISHED, COUNTERED])
def test_conceding_in_ffa3_runs_the_removal_steps(asked: str) -> None:
    assert ask(f"a three-player free-for-all: when a player concedes, {asked}").verdict == "yes"


@pytest.mark.parametrize("asked", [BANISHED, COUNTERED])
def test_the_game_continuing_is_no_premise_1v1_answers(asked: str) -> None:
    answer = ask(f"a 1v1 game: when a player concedes and the game continues, {asked}")
    assert answer.verdict == "unknown", answer.verdict


@pytest.mark.parametrize("asked", [BANISHED, COUNTERED])
def test_a_2v2_board_without_its_teams_said_is_not_read_as_the_game_continuing(asked: str) -> None:
    # the teams come from the mode: the team left is not said to win, so it stays open
    assert ask(f"a 2v2 game: when a player concedes, {asked}").verdict == "unknown"
