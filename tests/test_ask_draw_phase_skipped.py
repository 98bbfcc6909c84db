"""A permanent's "Skip your Draw Phase." is a passive ability (364.2, 365.1), a Skip
(v1.4's 443) replacing each of its controller's Draw Phases while it is on the board, not
only the next one; v1.3 has no Skip rule, so there it is not answered."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from tests.ask_helpers import asked


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does Endless Riches make me skip my Draw Phase?", "yes"),
        ("Does Endless Riches skip my Draw Phase on every turn?", "yes"),
        ("With Endless Riches out, do I only skip my next Draw Phase?", "no"),
    ],
    ids=["skips", "every-turn", "only-the-next"],
)
def test_the_draw_phase_is_skipped_while_the_card_is_on_the_board(
    question: str, verdict: str
) -> None:
    asked(question, verdict, cites=("443.1.a", "365.1"))


def test_under_v1_3_the_skip_is_not_answered() -> None:
    assert (
        ask("Does Endless Riches skip my Draw Phase on every turn?", "2026-03-30").verdict
        == "unknown"
    )


def test_a_card_that_does_not_skip_the_draw_phase_is_not_read() -> None:
    answer = ask("Does Jinx, Loose Cannon make me skip my Draw Phase?")
    assert answer.reading != "draw_phase_skipped"


@pytest.mark.parametrize(
    "question",
    [
        "My opponent controls Endless Riches. Do I skip my Draw Phase?",
        # rewordings
        "If my opponent has Endless Riches, does it make me skip my Draw Phase?",
        "Does my opponent's Endless Riches make me skip my Draw Phase?",
    ],
)
def test_another_players_card_does_not_skip_my_draw_phase(question: str) -> None:
    # "Skip your Draw Phase." speaks of its controller's (443.1.a, 191.4.a): review s34
    # replay, item 6
    asked(question, "no", cites=("443.1.a", "191.4.a"))


def test_whether_it_skips_its_controllers_phase_is_not_taken_for_mine() -> None:
    # the opposite case, asked of the opponent's own phase (yes): not read here, never a "no"
    answer = ask("Does Endless Riches make my opponent skip their Draw Phase?")
    assert answer.verdict == "unknown", answer.answer
