"""Scoring and winning asked per mode (judge/ask/readings/scoring.py): a concession at a time
of play, two players' points compared in a cleanup, a hold at the final point said as "at 7"
or "one point from winning" (and without the other battlefields scored), and a battlefield
another player controls as your turn begins."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

V13 = "2026-03-30"


@pytest.mark.parametrize(
    ("question", "verdict", "rule", "version"),
    [
        # a player may concede at any time (650): any time of play said is one of them
        ("Can I concede during my opponent's turn?", "yes", "650", None),
        ("Is a player allowed to concede in the middle of a combat?", "yes", "650", None),
        ("In a showdown, may my opponent concede?", "yes", "650", V13),
        ("In 2v2, can I concede on my ally's turn?", "yes", "650", None),
        # two players' points in a cleanup (194.2, 194.2.a, 194.2.b; v1.3 467)
        ("I have 8 points and my opponent has 9. Do I win?", "no", "194.2", None),
        ("My opponent is at 8 and I am at 9 points. Do I win?", "yes", "194.2.a", None),
        ("I have 8 points and they have 8 too. Do I win?", "no", "194.2.b", None),
        ("If I have 8 points and my opponent has 9 in a cleanup, do I win?", "no", "467", V13),
        ("In 2v2, we have 11 points and our opponents have 10. Do we win?", "yes", "194.2", None),
        # the hold's point is not the conquer's final point (471.1.a.1; v1.3 466.1.b.1)
        (
            "I'm one point from winning and hold a battlefield in my Beginning Phase. Do I gain"
            " the winning point?",
            "yes",
            "471.1.a.1",
            None,
        ),
        (
            "I'm at 7 and hold a battlefield at the start of my turn, without having scored the"
            " other battlefield. Do I get the final point?",
            "yes",
            "466.1.b.1",
            V13,
        ),
        ("In 2v2, we are at 10 and I hold a battlefield. Do we win?", "yes", "194.2", None),
        # another player's battlefield as your turn begins is not yours to hold (315.2.b.2);
        # a teammate's is disqualified for the team this turn (489.8.b)
        (
            "In 2v2 my teammate controls a battlefield at the start of my turn. Do I score it?",
            "no",
            "489.8.b",
            None,
        ),
        (
            "My opponent controls battlefield 1 when my turn starts. Do I hold it?",
            "no",
            "315.2.b.2",
            None,
        ),
        # a 2v2 conquer: a point; at the final point the ally's battlefields are excepted
        # (489.8.g.1; v1.3 484.8.f.1), so "not scored the others" alone does not decide
        ("In a 2v2 game, do I score a point when I conquer a battlefield?", "yes", "469.1", None),
        (
            "In 2v2 I have 10 points and conquer a battlefield without having scored the other"
            " battlefields this turn. Does my team win?",
            "depends",
            "489.8.g.1",
            None,
        ),
        (
            "In 2v2, we are at 10 points. If I conquer a battlefield, do we win?",
            "depends",
            "484.8.f.1",
            V13,
        ),
        (
            "In 2v2, my team has 10 points. If I conquer a battlefield having scored the other"
            " battlefields this turn, does my team win?",
            "yes",
            "194.2",
            None,
        ),
        # a conquer by moving to an empty battlefield (348.2.a.1), and an opponent's conquer
        (
            "Do I score a point if I conquer an empty battlefield by moving there?",
            "yes",
            "469.1",
            None,
        ),
        (
            "In 2v2, if I move a unit to an empty battlefield and conquer it, do I score a point?",
            "yes",
            "469.1",
            None,
        ),
        ("If my opponent conquers my battlefield, do they score a point?", "yes", "464.1", V13),
        # one battlefield scored twice in a turn (470; v1.3 465), however it is said
        ("can I score one battlefield twice in the same turn?", "no", "465", V13),
        (
            "I held a battlefield in my Beginning Phase. Can I conquer that same battlefield"
            " later this turn for another point?",
            "no",
            "470",
            None,
        ),
        (
            "Can I score the same battlefield twice in one turn, by conquering it, losing it and"
            " conquering it again?",
            "no",
            "470",
            None,
        ),
        # "already scored" said of the other battlefield: the final point (had been "no", read
        # as the conquered battlefield already scored too)
        (
            "I have 7 points and already scored the other battlefield this turn. If I conquer a"
            " battlefield, do I win?",
            "yes",
            "194.2",
            None,
        ),
        (
            "I have 7 points and I conquer a battlefield after already scoring the other"
            " battlefield this turn. Do I win?",
            "yes",
            "467",
            V13,
        ),
        # a battlefield held, then the other conquered: every battlefield scored (1v1)
        (
            "I have 7 points. I held one battlefield this turn and now I conquer the other one."
            " Do I win?",
            "yes",
            "194.2",
            None,
        ),
        # the Victory Score asked as the points a win needs (489.3, 487.3)
        ("In a 2v2 game, how many points does a team need to win?", "depends", "489.3", None),
        (
            "In a three player free-for-all, how many points are needed to win?",
            "depends",
            "487.3",
            None,
        ),
        # a concession played out: the teammates lose and are removed (651.4); with more than
        # one player remaining the game continues (651.2)
        (
            "If a player concedes in a 2v2 game, does their teammate keep playing?",
            "no",
            "651.4",
            None,
        ),
        ("In FFA3, one player concedes. Does the game end?", "no", "651.2", None),
        ("In 1v1, if my opponent concedes, does the game end?", "yes", "651.1", V13),
        # a Burn Out's point (431.2.c): to the opponent the burning player chooses
        ("Does burning out give my opponent a point?", "yes", "431.2.c", None),
        (
            "If I draw from an empty deck with an empty trash, does my opponent gain a point?",
            "yes",
            "431.2.c",
            None,
        ),
        ("In 2v2, if I burn out, does an opponent gain a point?", "yes", "431.2.c", None),
        ("In FFA4, when my opponent burns out, does anyone score a point?", "yes", "431.2.c", V13),
        ("In a 2v2 game, if I burn out, who gains the point?", "depends", "431.2.c", None),
        # the points said as the draw begins: a single Burn Out, or repeated ones (431.3.c)
        (
            "My opponent has 7 points. My main deck is empty and I need to draw. What happens?",
            "depends",
            "431.3.c",
            None,
        ),
    ],
)
def test_scoring_per_mode(question: str, verdict: str, rule: str, version: str | None) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert rule in {c["rule"] for c in answer.citations}, answer.citations


@pytest.mark.parametrize(
    "question",
    [
        # a time before the game is no time of play
        "Can I concede before the game starts?",
        # a teammate outside 2v2
        "In FFA3, my teammate controls a battlefield at the start of my turn. Do I score it?",
        # another battlefield than the one scored: not a second score of it (had been "no")
        "I scored a battlefield this turn. If I conquer another battlefield, do I score again?",
        "I hold a battlefield. If I conquer a different battlefield later this turn, do I get"
        " another point?",
        # "another point" alone may be one more point at all, not a second score of one
        "I have 7 points and conquer a battlefield. Do I get another point?",
        # which opponent gains a Burn Out's point is the burning player's choice
        "In FFA3, when I burn out, does my opponent gain a point?",
        "In FFA4, if I burn out, who gains the point?",
        # the player asked about is the one who burns out: not "does anyone gain a point?"
        "If I draw from an empty deck, do I gain a point?",
        # in 2v2 the point goes to the other team, shared by it (v1.4): not the teammate's own
        "In 2v2, if my opponent burns out, does my teammate gain a point?",
    ],
)
def test_scoring_per_mode_left_unknown(question: str) -> None:
    assert ask(question).verdict == "unknown"


def test_unsaid_points_in_a_free_for_all_judged_both_ways() -> None:
    # the third player's points are not said: with none you win, with more than yours not
    answer = ask("In FFA3, I have 9 points and my opponent has 8. Do I win?")
    assert answer.verdict == "depends"
    assert [b["verdict"] for b in answer.branches] == ["yes", "no"]
