"""`judge ask` on one ability of a named card (judge/ask/card_abilities.py): the cases of
tests/data/ask_card_abilities.yaml, each with its verdict and a deciding clause, or, when
the card's text does not settle it, unknown saying why."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.ask.answer import ask
from judge.ask.card_abilities import pointed_abilities
from judge.ask.cards import load_cards
from judge.ask.normalise import normalise

CASES = Path(__file__).parent / "data" / "ask_card_abilities.yaml"


def _cases() -> list[Any]:
    cases = yaml.safe_load(CASES.read_text(encoding="utf-8"))["cases"]
    return [
        pytest.param(case, id=re.sub(r"[^a-z0-9]+", "-", case["q"].lower()).strip("-")[:60])
        for case in cases
    ]


@pytest.mark.parametrize("case", _cases())
def test_card_ability_question(case: dict[str, Any]) -> None:
    answer = ask(case["q"])
    assert answer.verdict == case["verdict"], answer.answer
    if case["verdict"] == "unknown":
        assert case["says"].lower() in answer.answer.lower()
        return
    cited = {c["rule"] for c in answer.citations}
    assert cited & set(case["cite_any"]), sorted(cited)


@pytest.mark.parametrize(
    ("question", "phrase", "compiled"),
    [
        ("is the unit in crackshot corsairs attack trigger a target", "attack trigger", True),
        ("the deathknell of ruined rex", "deathknell", True),
        ("azir sovereigns attack trigger", "attack trigger", True),
        (
            "is the card in volibear imposings triggered ability a target",
            "triggered ability",
            False,
        ),
    ],
)
def test_the_words_after_a_name_point_at_one_ability(
    question: str, phrase: str, compiled: bool
) -> None:
    (pointed,) = pointed_abilities(normalise(question).split(), load_cards())
    assert pointed.phrase == phrase
    assert bool(pointed.text) == compiled
    assert bool(pointed.unread) != compiled


def test_a_permanents_name_alone_points_at_its_text_and_a_verb_after_it_is_no_phrase() -> None:
    (pointed,) = pointed_abilities(normalise("Can Crackshot Corsair move?").split(), load_cards())
    assert (pointed.phrase, pointed.start, pointed.end) == ("text", 1, 3)


def test_a_spells_name_alone_points_at_no_ability() -> None:
    assert pointed_abilities(normalise("Does Hidden Blade target?").split(), load_cards()) == []


@pytest.mark.parametrize(
    ("question", "meets"),
    [
        # "if I'm at a battlefield": the unit stands at one
        ("Does Astral Heron trigger as soon as my spell is put on the chain?", "at"),
        # "on an opponent's turn": the opponent's turn, their spell answered with a Reaction
        ("Does Viktor, Innovator trigger as soon as a card is put on the chain?", "turn"),
        # "your second card in a turn": a first card played before the spell
        ("Does Darius, Trifarian trigger as soon as a card is put on the chain?", "second"),
    ],
)
def test_a_play_trigger_is_asked_on_a_board_meeting_its_other_conditions(
    question: str, meets: str
) -> None:
    from judge.ask.readings import Candidate
    from judge.ask.readings.card_triggers import read_card_trigger

    candidate = read_card_trigger(question, load_cards())
    assert isinstance(candidate, Candidate)
    situation, actions = candidate.doc["situation"], candidate.doc["actions"]
    played = [a["play"] for a in actions if "play" in a]
    assert played[-1]["by"] == "you"
    if meets == "at":
        assert situation["units"][0]["at"] == "battlefield 1"
    if meets == "turn":
        assert situation["turn"] == "opponent"
        assert played[0]["by"] == "opponent"
    if meets == "second":
        assert len(played) == 2
