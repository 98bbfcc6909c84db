"""The reader of questions about activating the ability of a card off the board
(judge/ask/readings/abilities.py, `read_activate_off_board`): a card in its controller's hand
or trash, judged with the engine's `activate`, and what it leaves to other readers."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

CITED = {
    "Can I activate an ability of a unit in my trash?": ("no", "380"),
    "Can I activate my unit's ability while it is in my hand?": ("no", "380"),
    "Can I activate the ability of a gear in my hand?": ("no", "380"),
    "Can I activate a gear ability from my hand?": ("no", "380"),
    "If a unit is in my trash, can I activate its ability?": ("no", "379"),
    # on the board, the other reader's: the fact holds
    "Can I activate my unit's ability?": ("yes", "380"),
}


@pytest.mark.parametrize("question", list(CITED))
def test_off_board_activation_is_judged(question: str) -> None:
    verdict, rule = CITED[question]
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Can I activate an ability of a unit in my opponent's hand?",  # another player's card
        "Can I activate an ability of my unit in my trash during my opponent's turn?",
        "Can I activate an ability of a unit in hand?",  # whose hand is not said
    ],
)
def test_off_board_activation_left_unknown(question: str) -> None:
    assert ask(question).verdict == "unknown"
