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


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        (
            "Does my attached Spinning Axe get killed by Temporary at the start of my turn?",
            "no",
            "718.2",
        ),
        ("Does the Temporary on my attached Spinning Axe trigger?", "no", "722.2"),
        ("Does Temporary trigger on an attached gear?", "no", "721.2"),
        ("Does my unattached Spinning Axe's Temporary trigger?", "yes", "816.1.c"),
        (
            "My Spinning Axe is attached to my unit: does its Temporary trigger at the start "
            "of my Beginning Phase?",
            "no",
            "722.2",
        ),
        (
            "Does my unattached Spinning Axe's Temporary trigger during my beginning phase?",
            "yes",
            "816.1.b",
        ),
        (
            "If my Spinning Axe is not attached, does its Temporary kill it at the start of "
            "my turn?",
            "yes",
            "816.1.b",
        ),
    ],
)
def test_a_gears_printed_temporary_triggers_only_unattached(
    question: str, verdict: str, rule: str
) -> None:
    """An attached card's printed text is Inactive and does not trigger (718.2, 721.2, and
    722.2's own example, Spinning Axe); unattached, its Temporary triggers (816.1)."""
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Does my attached Spinning Axe get killed by Temporary at the start of my opponent's turn?",
        "Does my opponent's attached Spinning Axe's Temporary trigger?",
        # the unit dies: the gear is left unattached (719.5), so it is not the attached board
        "If my unit dies, does Temporary on my attached Spinning Axe trigger?",
        "If my unit is killed, will my attached Spinning Axe be killed by Temporary?",
    ],
)
def test_a_temporary_question_the_reader_does_not_settle_stays_unknown(question: str) -> None:
    assert ask(question).verdict == "unknown"


def test_a_gear_not_said_attached_or_not_depends() -> None:
    answer = ask("Does my Spinning Axe's Temporary trigger at the start of my turn?")
    assert answer.verdict == "depends", answer.answer
    assert sorted(b["verdict"] for b in answer.branches) == ["no", "yes"]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("In 2v2, does my unattached Spinning Axe's Temporary trigger?", "yes"),
        (
            "In 2v2, does my unattached Spinning Axe get killed by Temporary at the start of "
            "my turn?",
            "yes",
        ),
        (
            "In ffa3, does my unattached Spinning Axe get killed by Temporary at the start of "
            "my turn?",
            "yes",
        ),
        ("In ffa4, does the Temporary on my unattached gear trigger?", "yes"),
        ("In 2v2, does my attached Spinning Axe's Temporary trigger?", "no"),
        ("In ffa4, does the Temporary on my attached gear trigger?", "no"),
        (
            "In a 2v2 game, does my Spinning Axe's Temporary trigger at the start of my turn?",
            "depends",
        ),
        ("In ffa3, does my Spinning Axe's Temporary trigger at the start of my turn?", "depends"),
    ],
)
def test_a_gears_temporary_is_judged_on_your_own_turn_in_every_mode(
    question: str, verdict: str
) -> None:
    """Temporary triggers as its controller's Beginning Phase starts (816.1.b, 816.1.c): in
    every mode, play proceeds from the turn of the player just before you in turn order."""
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert "not that of its controller" not in answer.answer, answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "Does Temporary trigger on my unit if a gear is attached to it?",
        "Does the Temporary of my unit trigger if my gear is attached to it?",
        "Does Temporary trigger on my attached gear's unit?",
        "Does my gear attached to my unit with Temporary trigger?",
        "Does my Temporary unit's attached gear trigger?",
        "If my unit has Temporary, does my attached gear get killed at the start of my turn?",
    ],
)
def test_a_temporary_that_may_be_the_units_is_not_read_as_the_gears(question: str) -> None:
    """A unit is not an attached card: its own text stays Active (135.4), so Temporary on
    the unit a gear is attached to triggers. Only a unit the gear is "attached to" is read;
    a "Temporary" that may be the unit's is not given to the gear."""
    answer = ask(question)
    assert answer.verdict == "unknown", answer.answer


def test_a_gear_not_said_to_be_yours_is_judged_as_an_opponents_too() -> None:
    """Your turn said, whose gear not: an opponent's unattached gear's Temporary does not
    trigger as your Beginning Phase starts (816.1.c), so it is never taken as yours."""
    answer = ask("Does an unattached gear with Temporary get killed at the start of my turn?")
    assert answer.verdict == "depends", answer.answer
    assert [b["verdict"] for b in answer.branches] == ["yes", "no"]
    assert answer.branches[1]["assumed"].startswith("the gear is your opponent's")
    attached = ask("Does an attached gear with Temporary get killed at the start of my turn?")
    assert attached.verdict == "no", attached.answer
    # no either way, for another reason where it is an opponent's: not their Beginning Phase
    assert any("also no if the gear is your opponent's, by 816.1" in a for a in attached.assumed)
