"""The reader of questions about making new choices for a finalized chain item
(judge/ask/readings/new_choices.py): the verdicts of what it reads, and what it leaves."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.readings.new_choices import read_choices_changed, read_new_choices


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        ("When I make new choices for a spell, can I change its mode?", "yes", "752.1"),
        (
            "Can I choose new targets when I make new choices for my opponent's spell?",
            "yes",
            "752.1",
        ),
        (
            "If I take control of a spell with Mystic Reversal, can I choose new targets for it?",
            "yes",
            "752.1",
        ),
        ("If I gain control of a spell using Rebuttal, can I change its mode?", "yes", "752.1"),
        ("If I steal an enemy spell with Mystic Reversal, can I redirect it?", "yes", "752.1"),
        ("Can making new choices change where the unit moves to?", "yes", "752.1"),
        ("Can I change the targets of a spell when I make new choices for it?", "yes", "752.1"),
        ("When I use Mystic Reversal on a spell, can I choose new targets?", "yes", "752.1"),
        ("If I make new choices for a spell, can I pick a different target?", "yes", "752.1"),
        (
            "When I make new choices for an item on the chain, can I change where the unit "
            "is played?",
            "yes",
            "752.1",
        ),
        (
            "Do new choices let me change whether the optional additional cost was paid?",
            "no",
            "752.2",
        ),
        (
            'When making new choices for a spell, can I change a choice made "as you play this"?',
            "no",
            "752.2",
        ),
    ],
)
def test_new_choices_questions_are_judged(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]


def test_new_choices_are_not_a_rule_in_v1_3() -> None:
    question = "When I make new choices for a spell, can I change its mode?"
    assert ask(question, "2026-03-30").verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "If I gain control of a spell with Hidden Blade, can I change its mode?",  # no new choices
        "If I gain control of a spell, can I change its mode?",  # new choices not said
        "When I use Hidden Blade on a spell, can I choose new targets?",
        "When I make new choices for a spell, can I change its cost?",  # not a choice it names
        "When I make new choices for a spell, can I change its mode twice?",  # words left over
        # the card's text takes a spell: not an ability, and a spell is not played to a location
        "If I take control of an ability with Mystic Reversal, can I choose new targets for it?",
        "When I use Rebuttal on an ability, can I change its mode?",
        "If I take control of a spell with Mystic Reversal, can I change where a unit is played?",
        "If I gain control of it with Mystic Reversal, can I change where the unit is played?",
        "When I make new choices for a spell, can I change where the unit is played?",
    ],
)
def test_questions_the_frames_do_not_fit_are_not_read(question: str) -> None:
    assert read_new_choices(question) is None


def test_an_item_the_named_card_cannot_take_is_unknown() -> None:
    question = "If I take control of an ability with Mystic Reversal, can I choose new targets?"
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "After I play a spell, can I change its targets?",
        "Once I've played a spell, can I change its targets?",
        "Can I change my spell's targets after I play it?",
        "After I played the spell targeting Jax, can I change the target?",
        "After I play a spell, can I change its mode?",
    ],
)
def test_choices_made_as_played_stay_made(question: str) -> None:
    """355.15: nothing instructing new choices, the choices made as a card was played stay
    made (v1.3 as v1.4)."""
    for version in ("2026-07-16", "2026-03-30"):
        answer = ask(question, version)
        assert answer.verdict == "no", answer.answer
        assert "355.15" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "If I gain control of a spell, can I change its targets?",  # no play said
        "After I play a spell, can I change its cost?",  # not a choice
        "After I play an ability, can I change its targets?",  # not a card played
    ],
)
def test_change_questions_the_frames_do_not_fit_are_not_read(question: str) -> None:
    assert read_choices_changed(question) is None


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "If I take control of a Hidden Blade played from Hidden by using Rebuttal, can I "
            "redirect it to a unit at a different battlefield?",
            "no",
        ),
        # rewordings
        (
            "When I gain control of my opponent's Hidden Blade played from hidden with "
            "Rebuttal, can I choose a unit at another battlefield?",
            "no",
        ),
        (
            "If I take control of a Hidden Blade that was played from hidden, and make new "
            "choices for it, can I target a unit at a different battlefield?",
            "no",
        ),
        # the opposite situation: a new target at the battlefield it was hidden at
        (
            "If I take control of a Hidden Blade that was played from hidden using Rebuttal, "
            "can I retarget it to a unit on the same battlefield?",
            "yes",
        ),
    ],
)
def test_new_choices_for_a_spell_played_from_hidden_stay_at_its_battlefield(
    question: str, verdict: str
) -> None:
    # a hidden spell's targets are chosen at the battlefield it was hidden at (811.1.d.2),
    # and new choices can't be illegal (753.1)
    answer = ask(question)
    assert answer.verdict == verdict
    cited = {c["rule"] for c in answer.citations}
    assert ({"753.1", "811.1.d.2"} if verdict == "no" else {"753"}) <= cited
