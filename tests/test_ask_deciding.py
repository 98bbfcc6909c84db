"""The reader of questions about who makes the choices of a spell, an ability or a unit
(judge/ask/readings/deciding.py): the verdicts of what it reads, and what it leaves."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.readings.deciding import read_decides


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        ("Can my opponent choose the targets of my spell?", "no", "191.2.a"),
        ("Do I choose the targets of my spell?", "yes", "191.2.a"),
        ("Can my opponent pick the targets for a spell I cast?", "no", "191.2.a"),
        ("Can I choose the targets of my opponent's spell?", "no", "191.2.a"),
        ("Does my opponent choose the modes of a spell I played?", "no", "191.2.b"),
        ("In 2v2, can my ally choose the modes of my spell?", "no", "191.2.b"),
        ("Does my opponent pay the costs of my spell?", "no", "191.2.c"),
        ("Does my opponent pay the costs of their ability?", "yes", "191.4.e"),
        ("Do I pay for my opponent's ability?", "no", "191.4.e"),
        ("Can my opponent choose the targets of my ability?", "no", "191.4.c"),
        (
            "Can my opponent choose the targets of a triggered ability I put on the chain?",
            "no",
            "191.4.c",
        ),
        (
            'Does my opponent make the decisions for the "When you play me" abilities of my unit?',
            "no",
            "191.3.d",
        ),
        ("Do I make the choices of the When you play me effect of my unit?", "yes", "191.3.d"),
        (
            "If my opponent takes control of my unit after I activated its ability, do they "
            "choose the ability's targets?",
            "no",
            "191.4.b",
        ),
        (
            "If my opponent takes control of my unit after I activated its ability, do I still "
            "choose its targets?",
            "yes",
            "191.4.b",
        ),
        (
            "If I take control of my opponent's unit after they activated its ability, do I "
            "choose its targets?",
            "no",
            "191.4.b",
        ),
        ("Is it my opponent who chooses the targets of my spell?", "no", "191.2.a"),
        # a statement of who played or activated it, then the question about "it"
        ("I played a spell: do I choose its targets?", "yes", "191.2.a"),
        ("My opponent cast a spell. Can I pick its targets?", "no", "191.2.a"),
        ("In FFA3, my opponent played a spell: can they choose its modes?", "yes", "191.2.b"),
        (
            "My unit's triggered ability is on the chain: can my opponent choose its mode?",
            "no",
            "191.4.d",
        ),
        (
            "In 2v2, my ally activated an ability of their gear: does my ally pay its costs?",
            "yes",
            "191.4.e",
        ),
        (
            "My opponent played a unit this turn: do I make the decisions of its "
            '"When you play me" effect?',
            "no",
            "191.3.d",
        ),
        (
            "My opponent took control of my unit after I activated its ability: does my "
            "opponent now choose the ability's targets?",
            "no",
            "191.4.b",
        ),
    ],
)
def test_deciding_questions_are_judged(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]


def test_deciding_is_judged_under_v1_3_by_its_numbers() -> None:
    answer = ask("Can my opponent choose the targets of my spell?", "2026-03-30")
    assert answer.verdict == "no"
    assert "188.2.a" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Who chooses the targets of my spell?",  # asks for a player, not yes or no
        "Do I pay the costs of their spell?",  # "their": whose is not said
        "Can my opponent choose the targets of my spell with Mystic Reversal?",  # words left
        "Can my opponent choose the targets of the spell?",  # whose spell is not said
        "Can my opponent choose the targets of my spell my ally played?",  # two controllers
        "Do I choose the targets of my unit?",  # a unit's targets are its abilities'
        "If I take control of my unit after I activated its ability, do I choose its targets?",
        "In FFA4, can my ally choose the targets of my spell?",  # no ally in a free-for-all
        "My opponent played a spell: can my ally choose its targets and its modes?",
    ],
)
def test_questions_the_frames_do_not_fit_are_not_read(question: str) -> None:
    assert read_decides(question) is None
