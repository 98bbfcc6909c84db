"""Playing a card from facedown on an opponent's turn (judge/ask/readings/plays.py,
`read_play_facedown_on_their_turn`): it was hidden on an earlier turn, so it has gained
Reaction (811.1.b, 811.6), and the chain and priority decide, judged both ways when unsaid."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Can I play my facedown card on my opponent's turn?", "depends"),
        ("Can I play a facedown card on my opponent's turn?", "depends"),  # was unknown
        ("During my opponent's turn, can I play a card from facedown?", "depends"),
        ("Can I play my facedown unit at battlefield 1 on my opponent's turn?", "depends"),
        (
            "Can I play a card from facedown on my opponent's turn while their spell is on the "
            "chain?",
            "yes",
        ),
        ("Can I play my facedown card on my opponent's turn when nothing is on the chain?", "no"),
    ],
)
def test_a_facedown_card_on_an_opponents_turn(question: str, verdict: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert "811.1.b" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        # a "hidden card" may be one with Hidden in hand: which is not said
        "Can I play a hidden card on my opponent's turn?",
        # a turn the hide is put on is not read here
        "I hid a card last turn. Can I play it from facedown on my opponent's turn?",
        "Can I play my facedown card on my opponent's turn at a battlefield I don't control?",
    ],
)
def test_other_facedown_plays_are_not_read_here(question: str) -> None:
    assert ask(question).reading != "play_facedown_on_their_turn"


TEAMMATE_FIELD = {"2026-07-16": "489.8.c", "2026-03-30": "484.8.c"}


@pytest.mark.parametrize("version", sorted(TEAMMATE_FIELD))
@pytest.mark.parametrize(
    "question",
    [
        "In a 2v2 game, can my teammate hide a card at a battlefield I control?",
        "In 2v2, can my ally hide a card at my battlefield?",
    ],
)
def test_a_teammate_does_not_hide_at_your_battlefield(question: str, version: str) -> None:
    """Control is not shared: nobody hides at a teammate's battlefield (the hide asked of
    your teammate, on their own turn)."""
    answer = ask(question, version)
    assert answer.verdict == "no", answer.answer
    assert TEAMMATE_FIELD[version] in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        "In a 2v2 game, can I hide a card during my teammate's turn?",
        "In 2v2, can I hide a card with Hidden at a battlefield I control on my ally's turn?",
    ],
)
def test_no_hide_on_a_teammates_turn(question: str, version: str) -> None:
    """A card is hidden on its player's own turn (811.1.b); an invitation is for spells and
    abilities, not the Hide action."""
    answer = ask(question, version)
    assert answer.verdict == "no", answer.answer
    assert "811.1.b" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "does Hidden let me ...": the card has Hidden, and the hide is judged as asked
        ("Does Hidden let me hide a card at a battlefield I control?", "yes"),
        ("Does Hidden let me play a card face down at a battlefield I don't control?", "no"),
        ("Does Hidden let me hide a card on my opponent's turn?", "no"),
        ("Does Hidden let me play a card face down at a battlefield?", "depends"),
    ],
)
def test_hidden_letting_a_hide_is_the_hide_of_a_card_with_it(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert "811.1.b" in [c["rule"] for c in answer.citations]
