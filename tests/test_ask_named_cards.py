"""A real card the question names is read from its parts: its type, the keywords it prints and
its text, as the engine reads them from the card data; a text that may change the answer and
is not read leaves the question unknown. Focus said in a statement is who has it."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


def _cited(answer) -> list[str]:
    return [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        # Acceptable Losses prints Action, not Reaction; Dangerous Duo neither: with
        # something on the chain only Reaction can be played (309.1.a), and the card's own
        # keywords are known, so no "if it had Reaction" way is judged.
        ("Something is on the chain right now. Can I cast Acceptable Losses?", "no", "309.1.a"),
        ("While a spell is on the chain, can I play Dangerous Duo?", "no", "309.1.a"),
        # Long Sword prints Quick-Draw: it has Reaction (819.1.b)
        ("While a spell is on the chain, can I play Long Sword?", "yes", "819.1.b"),
        (
            "It's my opponent's turn and we're in a showdown where I have focus and the chain "
            "is empty. Can I play Acceptable Losses?",
            "yes",
            "806.1.b",
        ),
    ],
)
def test_named_card_played(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert rule in _cited(answer)
    assert not answer.branches
    name = question.rsplit("play ", 1)[-1].rsplit("cast ", 1)[-1].rstrip("?")
    assert f"play {name}" in answer.understood


@pytest.mark.parametrize(
    ("question", "why"),
    [
        # "Counter a spell": with nothing on the chain it can't be played at all
        ("Can I play Abandon during my main phase?", "Abandon's text"),
        # its choices (a friendly unit, an enemy unit) are not on the board the question says
        ("During a showdown can I play Arcane Shift?", "chooses a friendly unit"),
        # asked where: the whole text is read, and its play trigger is outside the model
        ("Can I play Dangerous Duo to a battlefield I control?", "outside the model"),
        # Ambush and Hidden give Reaction only as it is played somewhere or from facedown
        ("While a spell is on the chain, can I play Chakram Dancer?", "Ambush gives it Reaction"),
        ("While a spell is on the chain, can I play Blastcone Fae?", "Hidden gives it Reaction"),
    ],
)
def test_named_card_text_unread(question: str, why: str) -> None:
    answer = ask(question)
    assert answer.verdict == "unknown"
    assert why in answer.answer


def test_named_card_keyword_triggers() -> None:
    answer = ask("Carrion Dredger dies. Does its Deathknell trigger?")
    assert answer.verdict == "yes"
    assert "808.1.c" in _cited(answer)
    assert answer.scenario["situation"]["units"][0]["name"] == "Carrion Dredger"


def test_named_card_without_the_keyword_is_not_made_up() -> None:
    """Petty Officer prints no Deathknell: it is not judged as a unit that has one."""
    assert ask("Does Petty Officer's Deathknell trigger when it dies?").verdict == "unknown"


def test_vision_triggers_as_the_unit_enters() -> None:
    answer = ask("Does Vision trigger when the unit enters the board?")
    assert answer.verdict == "yes"
    assert "817.1.c" in _cited(answer)


def test_keyword_bearing_on_no_move_is_left_out() -> None:
    answer = ask("Can Petty Officer move from my base to a battlefield?")
    assert answer.verdict == "yes"
    assert any("Assault was left out" in note for note in answer.notes)


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        (
            "There's a showdown and my opponent has focus. Can I play a spell with Action?",
            "no",
            "313.1",
        ),
        (
            "It's my opponent's turn but there's a showdown, I have focus and the chain is "
            "empty. Can I play an Action spell?",
            "yes",
            "806.1.b",
        ),
        (
            "There's a spell on the chain and my opponent has priority. Can I play a spell "
            "with Reaction?",
            "no",
            "312.1",
        ),
    ],
)
def test_focus_or_priority_said(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert rule in _cited(answer)
    assert not answer.branches
