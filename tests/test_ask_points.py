"""The reader of questions about points an effect has a player gain or lose
(judge/ask/readings/scoring.py, `read_points_changed`), judged by the gain or loss and, for
a win, the cleanup after it."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        (
            "If I have 0 points and a spell makes me lose a point, do I lose a point?",
            "no",
            "194.4.a",
        ),
        (
            "My opponent has 0 points. If my spell makes them lose 1 point, do they lose a point?",
            "no",
            "194.4.a",
        ),
        (
            "My opponent has 3 points and an effect makes them lose 2 points: do they lose points?",
            "yes",
            "194.4",
        ),
        ("I have 7 points and a spell makes me gain 1 point. Do I win?", "yes", "194.2"),
        ("I have 7 points. If I gain 1 point, do I win?", "yes", "194.2"),
        ("If I have 6 points and a spell makes me gain a point, do I win?", "no", "194.2"),
        (
            "In 2v2, I have 10 points and an ability makes me gain 1 point. Do I win?",
            "yes",
            "194.2",
        ),
        ("In 2v2, I have 9 points and an ability makes me gain 1 point. Do I win?", "no", "194.2"),
        (
            "I have 7 points and a spell has me gain 1 point: do I win in the cleanup after?",
            "yes",
            "194.2",
        ),
        (
            "If I have 7 points and an effect makes me lose 1 point, do I win"
            " in the cleanup that follows?",
            "no",
            "194.2",
        ),
    ],
)
def test_points_an_effect_changes(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert rule in {c["rule"] for c in answer.citations}


@pytest.mark.parametrize(
    "question",
    [
        # the player whose points are given is not the one who loses them
        "I have 3 points and my spell makes my opponent lose 1 point, do they lose a point?",
        # whose loss it is is not said
        "If I have 3 points and lose 5 points, do I lose points?",
    ],
)
def test_a_change_of_another_players_points_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("If I win in 2v2, does my teammate win too?", "489.6.a.3"),
        ("In 2v2, if my teammate wins, do I win too?", "194.2"),
    ],
)
def test_a_teammate_wins_with_the_team(question: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == "yes" and rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    ["If I win, does my opponent win too?", "If I win in 2v2, does my teammate lose?"],
)
def test_a_win_asked_of_a_rival_is_not_the_team_reading(question: str) -> None:
    assert ask(question).reading != "team_wins"


@pytest.mark.parametrize(
    "question",
    [
        # the held battlefield scored earlier the same turn: 470 would deny the point, but
        # the hold's board (the turn begins) cannot say it; never a hold point read past it
        "Do I score for holding a battlefield I already scored this turn?",
        "Do I get a point for holding a battlefield that I already scored this turn?",
    ],
)
def test_hold_of_a_battlefield_already_scored_is_not_read_past(question: str) -> None:
    assert ask(question).verdict != "yes"


@pytest.mark.parametrize(
    "question",
    [
        "Can I score one battlefield twice during a single turn?",
        "In a three-player free-for-all, can I score the same battlefield twice in one turn?",
        "Can I score the same battlefield twice in a turn, by holding it and by conquering it?",
    ],
)
def test_a_battlefield_scored_twice_in_a_turn_is_the_second_score_denied(question: str) -> None:
    answer = ask(question)
    assert (answer.verdict, answer.reading) == ("no", "scoring_conquer")
    assert "470" in [c["rule"] for c in answer.citations]


def test_scoring_twice_for_one_hold_is_not_read_as_the_hold_point() -> None:
    # "score twice" is one phrase of scoring: the hold reader would answer a single point
    assert ask("Do I score twice for holding a battlefield?").verdict != "yes"
