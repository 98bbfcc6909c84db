"""The slot parser: question kind, actions, places with owners and details, negation."""

from __future__ import annotations

import pytest

from judge.ask.cards import load_cards
from judge.ask.lexicon import load_lexicon
from judge.ask.parse import Reading, read


def _read(question: str) -> Reading:
    return read(question, load_lexicon(), load_cards())


def test_kind_and_actions() -> None:
    reading = _read("Is a recall a move?")
    assert reading.kind == "is"
    assert reading.actions == ["recall", "move"]


def test_conditional_keeps_the_real_question_word() -> None:
    reading = _read("If a player has no units left at a battlefield, do they lose control of it?")
    assert reading.conditional and reading.kind == "does"
    assert "no_units" in reading.mods


@pytest.mark.parametrize(
    ("question", "kind", "owner", "mods"),
    [
        ("Can I move to my teammate's battlefield?", "battlefield", "teammate", set()),
        ("Can I play a unit to another player's base?", "base", "other_player", set()),
        ("Can I move to an empty battlefield?", "battlefield", None, {"empty"}),
        (
            "Can I play a unit to a battlefield my opponent controls?",
            "battlefield",
            "opponent",
            {"controlled"},
        ),
        (
            "Can I hide a card at a battlefield I don't control?",
            "battlefield",
            "me",
            {"not_controlled"},
        ),
        (
            "Can an Ambush unit be played to a battlefield where I have units?",
            "battlefield",
            None,
            {"my_units"},
        ),
    ],
)
def test_places(question: str, kind: str, owner: str | None, mods: set[str]) -> None:
    (place,) = _read(question).places
    assert (place.kind, place.owner) == (kind, owner)
    assert mods <= place.mods


@pytest.mark.parametrize(
    "question",
    [
        "Can I move to an uncontrolled battlefield?",
        "Can I move to a battlefield nobody controls?",
    ],
)
def test_uncontrolled_is_controlled_by_nobody_not_empty(question: str) -> None:
    """A battlefield no player controls may have units (contested, 181): not "empty"."""
    (place,) = _read(question).places
    assert place.owner is None
    assert {"uncontrolled", "not_controlled"} <= place.mods
    assert "empty" not in place.mods


def test_controller_clause_is_not_a_question_action() -> None:
    reading = _read("Can I play a unit to a battlefield my opponent controls?")
    assert reading.actions == ["play"]
    assert reading.who == ["me"]


def test_roles_from_prepositions() -> None:
    reading = _read("Can a unit move from Vilemaw's Lair to my base?")
    assert [(p.kind, p.role) for p in reading.places] == [("battlefield", "from"), ("base", "to")]
    assert reading.places[0].card is not None


def test_between_battlefields() -> None:
    assert "between" in _read("Can a unit move from one battlefield to another?").mods


def test_keyword_negation_is_not_question_negation() -> None:
    reading = _read("Can a unit without Ganking move between battlefields?")
    assert reading.without == ["ganking"] and not reading.negated


@pytest.mark.parametrize(
    ("question", "negated"),
    [
        ("Isn't a recall a move?", False),
        ("Is a recall not a move?", True),
        ("Which battlefields can't units move to?", True),
        ("Is a recall a move?", False),
    ],
)
def test_question_negation(question: str, negated: bool) -> None:
    assert _read(question).negated is negated


def test_whose_units() -> None:
    reading = _read("Can I move my opponent's units?")
    assert reading.unit_owner == "opponent"
    assert reading.who == ["me"]


def test_timing_mode_and_unknown_words() -> None:
    reading = _read("In 2v2, can I move a unit during combat on my opponent's turn, zorp?")
    assert reading.mode == "2v2"
    assert reading.timing == {"combat", "opponent_turn"}
    assert reading.tagged.unknown == ["zorp"]


def test_typos_are_recorded() -> None:
    reading = _read("can a unit move to a batlefield")
    assert ("batlefield", "battlefield") in reading.tagged.corrections


def test_nothing_readable() -> None:
    reading = _read("??")
    assert reading.kind is None and reading.slots() == set()
