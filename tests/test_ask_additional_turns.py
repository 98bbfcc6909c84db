"""The reader of questions about an Additional Turn (judge/ask/readings/turn.py,
`read_additional_turn`), judged by letting play proceed past the end of your turn."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("If I get an additional turn, does my opponent take the next turn after my turn?", "no"),
        ("If I take an extra turn, do I take the next turn?", "yes"),
        ("If my opponent gets an additional turn, do I take the next turn?", "no"),
    ],
)
def test_the_additional_turn_comes_before_turn_order(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert {"735", "737"} & {c["rule"] for c in answer.citations}


def test_a_question_without_whose_additional_turn_is_not_read_as_one() -> None:
    answer = ask("Is there an additional turn, does my opponent take the next turn?")
    assert answer.verdict == "unknown"
