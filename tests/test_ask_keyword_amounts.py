"""What Assault or Shield adds, asked openly ("how much Might does it gain?"), read by
judge/ask/readings/layers.py; and a value granted with "gets" summed with one the unit has
(Assault 807.2, Shield 814.2, the same numbers in both versions)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

VERSIONS = ("2026-07-16", "2026-03-30")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "outcome", "clause"),
    [
        ("My unit has Assault 2 and attacks. How much Might does it gain?", "+2 Might", "807.1.c"),
        (
            "My unit has Shield 3 and is defending. How much Might does it get?",
            "+3 Might",
            "814.1.c",
        ),
        (
            "My 3 Might unit has Assault 2 and attacks. How much Might does it gain?",
            "+2 Might",
            "807.1.c",
        ),
        (
            "My unit has Assault 2 and is defending. How much Might does it gain?",
            "+0 Might",
            "807.1.c",
        ),
    ],
)
def test_what_the_keyword_adds_in_the_role_said(
    question: str, outcome: str, clause: str, version: str
) -> None:
    answer = asked(question, "depends", cites=(clause,), version=version)
    assert answer.outcome == outcome, answer.answer


def test_the_role_unsaid_is_judged_both_ways() -> None:
    answer = asked("My unit has Assault 2. How much Might does it gain?", "depends")
    assert not answer.outcome and "attacker" in answer.answer


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "clause"),
    [
        ("A unit has Assault and gets Assault 2 this turn. Does it have Assault 3?", "807.2"),
        ("My unit has Shield and gets Shield 2. Does it have Shield 3?", "814.2"),
        ("My unit has Shield and is given Shield 3. Does it have Shield 4?", "814.2"),
    ],
)
def test_a_granted_value_is_summed(question: str, clause: str, version: str) -> None:
    asked(question, "yes", cites=(clause,), version=version)


@pytest.mark.parametrize(
    "question",
    [
        # not the sum of those said, or two units each with their own
        "My unit has Shield and gets Shield 2. Does it have Shield 4?",
        "My unit has Assault and my other unit gets Assault 2. Does it have Assault 3?",
    ],
)
def test_a_value_not_the_sum_is_left_unknown(question: str) -> None:
    asked(question, "unknown")
