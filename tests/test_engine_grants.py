"""Keywords a permanent's passive gives other units ("Units here have [Ganking].") apply to
the units they name; a grant the engine does not apply leaves those units' keywords open, and
a verdict that turns on them is unknown, naming the card and its words."""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine.grants import MOST_OPEN, keyword_grants
from judge.engine.judging import judge_document

VERSION = "2026-07-16"


@pytest.mark.parametrize(
    ("card", "who"),
    [
        ("Windswept Hillock", "here"),
        ("Petricite Monument", "friendly"),
        ("Breakneck Mech", "your mechs"),
        ("Forecaster", "your mechs"),
        ("Rumble - Hotheaded", "your mechs"),
        # a condition, "other", "here" on a unit, tokens, a counted value: not applied
        ("Allay, Eager Admirer", ""),
        ("Captain Farron", ""),
        ("Taric - Protector", ""),
        ("Lillia - Protector of Dreams", ""),
        ("Gemcraft Seer", ""),
        ("Bilgewater Bully", ""),
        ("Black Flame Altar", ""),
        ("Repair Specialist", ""),
        ("Spirit's Refuge", ""),
    ],
)
def test_which_grants_the_engine_applies(card: str, who: str) -> None:
    (grant,) = keyword_grants(card, VERSION)
    assert grant.who == who


def _move(units: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    """Can Test Unit A, at battlefield 1 (Windswept Hillock unless said), move to
    battlefield 2?"""
    fields = [{"name": "battlefield 1", "controller": "you"}, {"name": "battlefield 2"}]
    return {
        "format": 2,
        "title": "move",
        "situation": {"battlefields": fields, "units": units},
        "question": {"standard_move": {"units": ["Test Unit A"], "to": "battlefield 2"}},
        **extra,
    }


def _hillock(document: dict[str, Any]) -> dict[str, Any]:
    document["situation"]["battlefields"][0]["name"] = "Windswept Hillock"
    for unit in document["situation"]["units"]:
        if unit.get("at") == "battlefield 1":
            unit["at"] = "Windswept Hillock"
    return document


def test_a_unit_at_windswept_hillock_has_ganking() -> None:
    unit = {"name": "Test Unit A", "at": "battlefield 1"}
    assert judge_document(_hillock(_move([unit]))).verdict == "yes"


def test_after_actions_the_grant_is_not_applied_and_what_turns_on_it_is_unknown() -> None:
    """Actions may move units to or from the battlefield: the grant is not worked out again
    after them, so a standard move that needs Ganking is not answered."""
    units = [
        {"name": "Test Unit A", "at": "battlefield 1"},
        {"name": "Test Unit B", "at": "base"},
    ]
    document = _hillock(_move(units))
    document["actions"] = [{"standard_move": {"units": ["Test Unit B"], "to": "Windswept Hillock"}}]
    verdict = judge_document(document)
    assert verdict.verdict == "unknown"
    assert '"Units here have [Ganking]."' in verdict.answer


def test_a_unit_whose_tags_are_not_known_leaves_your_mechs_open() -> None:
    units = [
        {"name": "Breakneck Mech", "at": "base"},
        {"name": "Test Unit A", "at": "battlefield 1"},
    ]
    verdict = judge_document(_move(units))
    assert verdict.verdict == "unknown"
    assert "Breakneck Mech" in verdict.answer and "Your Mechs have" in verdict.answer


def test_a_mech_by_its_card_has_the_grant() -> None:
    units = [
        {"name": "Breakneck Mech", "at": "base"},
        {"name": "Forecaster", "at": "battlefield 1"},
    ]
    document = _move(units)
    document["question"]["standard_move"]["units"] = ["Forecaster"]
    assert judge_document(document).verdict == "yes"


def test_an_unapplied_grant_the_answer_does_not_turn_on_leaves_it_known() -> None:
    """Captain Farron's Assault for other friendly units here changes nothing about a move
    from the base."""
    units = [
        {"name": "Captain Farron", "at": "battlefield 1"},
        {"name": "Test Unit A", "at": "base"},
    ]
    document = _move(units)
    assert judge_document(document).verdict == "yes"


def test_unapplied_grants_of_other_keywords_leave_the_move_known() -> None:
    units = [
        {"name": "Taric - Protector", "at": "battlefield 1"},
        {"name": "Test Unit A", "at": "battlefield 1"},
    ]
    document = _move(units)
    document["situation"]["units"].append({"name": "Gemcraft Seer", "at": "battlefield 1"})
    verdict = judge_document(document)
    # Gemcraft Seer's Vision, Taric's Shield: neither gives Ganking, the move stays "no"
    assert verdict.verdict == "no"


def test_too_many_open_units_are_not_tried() -> None:
    units = [{"name": "Captain Farron", "at": "battlefield 1"}]
    units += [{"name": f"Test Unit {c}", "at": "base"} for c in "ABCDEFG"[: MOST_OPEN + 1]]
    verdict = judge_document(_move(units))
    assert verdict.verdict == "unknown"
    assert "Captain Farron" in verdict.answer


def test_a_printed_deflect_and_a_granted_one_are_summed() -> None:
    document = {
        "format": 2,
        "title": "deflect",
        "situation": {
            "turn": "opponent",
            "gear": [{"name": "Petricite Monument", "at": "base"}],
            "units": [{"name": "Deadbloom Predator"}],
            "playing": {
                "card": "Test Spell",
                "by": "opponent",
                "type": "spell",
                "energy": 1,
                "targets": ["Deadbloom Predator"],
            },
        },
        "question": {"cost": {"resource": "power", "exactly": 2}},
    }
    assert judge_document(document).verdict == "yes"


def test_a_granted_deflect_says_nothing_about_a_move_between_battlefields() -> None:
    """Only Ganking lets a standard move go from one battlefield to another: Petricite
    Monument's Deflect is no grant the move turns on, so the fact is not among its findings."""
    units = [{"name": "Test Unit A", "at": "battlefield 1"}]
    document = _move(units)
    document["situation"]["gear"] = [{"name": "Petricite Monument", "at": "base"}]
    verdict = judge_document(document)
    assert verdict.verdict == "no"
    findings = {f["fact"]: f["status"] for f in verdict.to_dict()["findings"]}
    assert findings["keyword.granted_by_passive"] == "not applicable"
