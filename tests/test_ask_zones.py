"""`judge ask` on a unit leaving the board (judge/ask/readings/zones.py): what a unit banished
or killed no longer carries, read as the event that clears it; what the engine does not
carry out, or what a unit played again may carry anew, stays unknown."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

V14 = "2026-07-16"


@pytest.mark.parametrize(
    ("question", "verdict", "cite"),
    [
        ("My stunned unit is banished. Is it still stunned?", "no", "124.1"),
        ("If my damaged unit is killed, does it keep its damage?", "no", "124.1"),
        ("My opponent's stunned unit is killed. Does it lose its Stunned status?", "yes", "124.1"),
        ("My buffed unit is banished. Is it still buffed?", "no", "748"),
        ("In 2v2, my ally's attacking unit is killed. Is it still an attacker?", "no", "124.2"),
        (
            "My unit has 2 damage on it when it gets banished and played again. "
            "Does it still have that damage?",
            "no",
            "124.1",
        ),
    ],
)
def test_what_a_unit_leaving_the_board_no_longer_carries(
    question: str, verdict: str, cite: str
) -> None:
    answer = ask(question, V14)
    assert answer.verdict == verdict, answer.understood
    assert answer.reading.startswith("left_board:")
    assert cite in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        # a unit played enters exhausted: played again, it is exhausted anew
        "My exhausted unit is banished and played again. Is it still exhausted?",
        # one played into the combat gains a designation in the cleanup
        "My attacking unit is banished and played again. Is it still an attacker?",
        # the engine does not carry out a return to hand
        "My stunned unit is returned to my hand. Is it still stunned?",
        # recalled, it stays on the board: not this reading's
        "My stunned unit is recalled. Does it lose its Stunned status?",
        # a unit that did not leave is not asked of
        "My opponent's unit is banished. Is my unit still stunned?",
        "My stunned unit is banished. Is my other unit still stunned?",
        "Two of my units are stunned and one is banished. Is the other still stunned?",
    ],
)
def test_what_it_may_carry_anew_did_not_leave_or_is_not_carried_out_is_not_read(
    question: str,
) -> None:
    answer = ask(question, V14)
    assert not (answer.reading or "").startswith("left_board:")


def test_under_v1_3_a_stun_is_cleared_as_a_temporary_modification() -> None:
    answer = ask("My stunned unit is banished. Is it still stunned?", "2026-03-30")
    assert answer.verdict == "no"
    assert "110" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Can I play a unit from my trash if no card lets me?",
        "Without an effect allowing it, can I play the top card of my main deck?",
        "In a three-player free-for-all, can I play a card that is in my banishment when "
        "nothing lets me?",
    ],
)
def test_playing_from_another_zone_with_no_effect_allowing_it(question: str) -> None:
    """ "If no card lets me" says the default, which the question asks of (419.1.a), in
    every mode of play, and is judged in the mode said."""
    answer = ask(question, V14)
    assert answer.verdict == "no"
    assert "419.1.a" in [c["rule"] for c in answer.citations]
    if "free-for-all" in question:
        assert answer.understood.startswith("a three-player free-for-all")


def test_a_unit_played_from_a_hand_has_not_moved() -> None:
    answer = ask("When I play a unit from my hand to a battlefield, is that a move?", V14)
    assert answer.verdict == "no"
    assert "446.2" in [c["rule"] for c in answer.citations]


def test_gear_on_a_teammates_unit_banished_stays_on_the_board() -> None:
    question = (
        "2v2: my teammate's unit that has gear attached gets banished. "
        "Does the gear stay on the board?"
    )
    answer = ask(question, V14)
    assert (answer.verdict, answer.reading) == ("yes", "left_board:attached")
    assert "719.5" in [c["rule"] for c in answer.citations]
