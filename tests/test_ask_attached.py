"""The reader of questions about a gear going along with a unit that moves or is recalled
(judge/ask/readings/keywords.py, `read_attached_follows`): attached, it goes (719.3.a);
unattached, it stays where it is."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("If my equipped unit is recalled, does its equipment go too?", "yes"),
        ("If my unit is recalled, does my unattached gear go with it?", "no"),
        ("If my unit moves to a battlefield, does my unattached gear go with it?", "no"),
    ],
)
def test_a_gear_goes_with_its_unit_only_when_attached(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert "719.3.a" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "If my unit is recalled, does my unattached gear go with it?",
        "If my unit moves to a battlefield, does my unattached gear go with it?",
    ],
)
def test_an_unattached_gear_not_placed_stays_in_its_controllers_base(question: str) -> None:
    """A gear enters at its controller's base and cannot normally be at a battlefield (152.2,
    359.2.d); at one, the next cleanup would recall it (457.1), so it never "stays" there."""
    answer = ask(question)
    assert answer.verdict == "no", answer.answer
    assert "stays at your base" in answer.answer, answer.answer
    assert "gear: your gear (at battlefield" not in answer.understood, answer.understood
