"""Accelerate's own rules (readings/accelerate.py): nothing once its unit is on the board
(805.2.a, 805.3), a paid Accelerate lost while the unit is played still has it enter ready
(805.2.b; the 2026-03-30 rules do not say: unknown), and entering ready through it is not
becoming ready (805.6.a)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

V14, V13 = "2026-07-16", "2026-03-30"


@pytest.mark.parametrize(
    ("question", "verdict", "rule", "versions"),
    [
        (
            "I paid Accelerate for a unit but it lost Accelerate while being finalized. Does "
            "it still enter ready?",
            "yes",
            "805.2.b",
            (V14,),
        ),
        (
            "I paid Accelerate while playing my unit, but it lost Accelerate before it "
            "finished being played. Does it still enter ready?",
            "yes",
            "805.2.b",
            (V14,),
        ),
        (
            "Does a unit entering ready from Accelerate trigger my 'when a unit becomes "
            "ready' abilities?",
            "no",
            "805.6.a",
            (V14, V13),
        ),
        (
            "Can I pay Accelerate's cost after the unit is already on the board?",
            "no",
            "805.2.a",
            (V14, V13),
        ),
        ("Can I pay Accelerate for a unit on the board?", "no", "805.3", (V14, V13)),
        (
            "Does a unit entering ready because of Accelerate trigger an ability that says "
            "'when a unit becomes ready'?",
            "no",
            "805.6.a",
            (V14, V13),
        ),
    ],
)
def test_accelerate_rules_are_judged(
    question: str, verdict: str, rule: str, versions: tuple[str, ...]
) -> None:
    for version in versions:
        answer = ask(question, version)
        assert answer.verdict == verdict, answer.answer
        assert rule in [c["rule"] for c in answer.citations]


def test_a_lost_accelerate_is_unknown_under_the_older_rules() -> None:
    question = "I paid Accelerate but the unit lost Accelerate while I was still playing it. "
    assert ask(question + "Does it still enter ready?", V13).verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        # not paid: the keyword is said without it
        "I didn't pay Accelerate and my unit lost Accelerate while being played. Does it "
        "enter ready?",
        # lost once the unit had entered
        "If my unit loses Accelerate after it enters, does it still enter ready?",
        # a "not" in a condition the question ends with is never the question's
        "Does my unit enter ready if I didn't pay its Accelerate cost?",
    ],
)
def test_what_it_cannot_read_is_not_answered(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize("version", [V14, V13])
def test_a_paid_accelerate_said_in_the_closing_condition_is_the_accelerated_unit(
    version: str,
) -> None:
    answer = ask("Does a unit with Accelerate enter ready if I paid the Accelerate cost?", version)
    assert answer.verdict == "yes", answer.answer
    assert "805.6" in [c["rule"] for c in answer.citations] or "805.2" in [
        c["rule"] for c in answer.citations
    ]
    unpaid = "Does a unit with Accelerate enter ready if I didn't pay the Accelerate cost?"
    assert ask(unpaid, version).verdict == "unknown"


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(
    "question",
    [
        # a paid Accelerate is paid as its unit is played (805.1): the unit was played with it
        "I paid the Accelerate cost for my unit. Can it move this turn?",
        "Can a unit with Accelerate move the same turn if I paid for Accelerate?",
        "Can my unit move this turn if I paid its Accelerate cost?",
    ],
)
def test_a_paid_accelerate_is_a_unit_played_with_it(question: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == "yes", answer.answer
    assert "805.1.a" in [c["rule"] for c in answer.citations]  # "If you do, I enter ready."


@pytest.mark.parametrize(
    "question",
    [
        # the "while" said before the loss (s42)
        "I paid Accelerate for a unit, but while it was being finalized it lost Accelerate. "
        "Does it still enter ready?",
        "While I was still playing my unit it lost Accelerate. I had paid Accelerate. Does it "
        "still enter ready?",
    ],
)
def test_a_loss_while_played_said_before_it(question: str) -> None:
    answer = ask(question, V14)
    assert answer.verdict == "yes", answer.answer
    assert "805.2.b" in [c["rule"] for c in answer.citations]


def test_a_loss_on_the_board_is_not_a_loss_while_played() -> None:
    question = "I paid Accelerate for a unit. While it was on the board it lost Accelerate. "
    assert ask(question + "Does it still enter ready?", V14).verdict == "unknown"
