"""Accelerate asked as what it lets a unit do ("does Accelerate let my unit enter ready /
move?"), "once" as "after" ("once the unit is on the board"), and a unit with a keyword that
says nothing of entering the board (Shield, Tank ...) entering as any unit does."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

VERSIONS = ("2026-07-16", "2026-03-30")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "verdict", "clause"),
    [
        ("Does Accelerate let my unit enter ready?", "yes", "805.1.a"),
        ("Does Accelerate allow a unit to enter ready?", "yes", "805.1.a"),
        ("Does Accelerate let my unit enter the board exhausted?", "no", "805.1.a"),
        ("Does Accelerate let my unit move?", "yes", "805.1.a"),
        ("Does Accelerate do anything once the unit is already on the board?", "no", "805.3"),
    ],
)
def test_what_accelerate_lets(question: str, verdict: str, clause: str, version: str) -> None:
    asked(question, verdict, cites=(clause,), version=version)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does a unit with Shield enter the board ready?", "no"),
        ("Does a unit with Tank enter the board exhausted?", "yes"),
    ],
)
def test_a_keyword_silent_on_entering(question: str, verdict: str) -> None:
    asked(question, verdict, says="enter the board exhausted")


def test_accelerate_with_another_keyword_is_left_unknown() -> None:
    asked("Does a unit with Shield and Accelerate enter ready?", "unknown")
