"""The reader of a unit with Temporary as a turn begins (judge/ask/readings/keywords.py,
`read_temporary_unit`): Temporary kills the unit at the start of its controller's Beginning
Phase (816.1.b), and only that player's Beginning Phase triggers it (816.1.c). Whose unit it
is decides, so a unit the question does not say is yours is judged as each player's it may
be, never taken as yours."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Is my Temporary unit killed at the start of my turn?", "yes"),
        ("Is my Temporary unit killed at the start of my opponent's turn?", "no"),
        ("I have a unit with Temporary. Does it die at the start of my opponent's turn?", "no"),
        ("In 2v2, does my unit with Temporary die at the start of my teammate's turn?", "no"),
    ],
)
def test_a_unit_said_to_be_yours_is_judged_as_yours(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert "the unit is yours" in answer.assumed, answer.assumed
    assert "816.1.b" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "branches"),
    [
        (
            "Does a Temporary unit die at the start of my opponent's turn?",
            [("the unit is yours", "no"), ("the unit is your opponent's", "yes")],
        ),
        (
            "Does a unit with Temporary get killed at the start of my turn?",
            [("the unit is yours", "yes"), ("the unit is your opponent's", "no")],
        ),
        (
            "In 2v2, is a Temporary unit killed at the start of my teammate's turn?",
            [
                ("the unit is yours", "no"),
                ("the unit is your ally's", "yes"),
                ("the unit is another player's", "no"),
            ],
        ),
        (
            "In FFA3, does a Temporary unit die at the start of my opponent's turn?",
            [
                ("the unit is yours", "no"),
                ("the unit is your opponent's", "yes"),
                ("the unit is another player's", "no"),
            ],
        ),
    ],
)
def test_a_unit_whose_controller_is_unsaid_depends_on_it(
    question: str, branches: list[tuple[str, str]]
) -> None:
    """An unknown owner never falls back to "you": each player's unit it may be is judged."""
    answer = ask(question)
    assert answer.verdict == "depends", answer.answer
    judged = [(b["assumed"], b["verdict"]) for b in answer.branches]
    assert len(judged) == len(branches), judged
    for (label, verdict), (want, wanted) in zip(judged, branches, strict=True):
        assert label.startswith(want) and verdict == wanted, judged
    assert "816.1.c" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Does a Temporary unit die at the start of its controller's Beginning Phase?",
        "Does a Temporary unit die at the start of its controller's Beginning Phase, before "
        "scoring?",
        "Does my unit with Temporary die at the start of my Beginning Phase before I score?",
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_its_controllers_phase_and_before_scoring_are_the_triggers_own_time(
    question: str, version: str
) -> None:
    """816.1.b: "At the start of this permanent's controller's Beginning Phase, before
    scoring, kill this": the unit's controller's turn is whoever's it is (taken as yours)."""
    answer = ask(question, version)
    assert answer.verdict == "yes", answer.answer
    assert "816.1.b" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        # whose unit decides it; "before I score" is not read of a unit not said to be yours
        "Does a unit with Temporary die at the start of my Beginning Phase before I score?",
        "Does my Temporary unit die after I score?",
    ],
)
def test_scoring_said_otherwise_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"
