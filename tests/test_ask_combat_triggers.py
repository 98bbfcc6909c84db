"""Attack and defend triggers across combats: the condition is checked once per combat, so
the same ability may trigger again in a later combat the same turn (383.4.e.2.a,
383.4.f.2.a), whether the question says a unit's "When I attack (or defend)" ability or
names a real card that has one, whose own ability the engine reads from the card list."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


def _cited(answer) -> list[str]:
    return [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Could my unit's 'When I attack or defend' ability go off in more than one combat in "
        "the same turn?",
        "Does Kha'Zix - Mutating Horror's ability trigger in more than one combat in the "
        "same turn?",
    ],
)
def test_attack_trigger_in_each_combat(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "yes"
    assert {"383.4.e.2.a", "383.4.f.2.a"} & set(_cited(answer))


def test_named_card_reads_its_own_ability() -> None:
    answer = ask(
        "Can Kha'Zix, Mutating Horror's ability trigger in more than one combat in the same turn?"
    )
    assert "Kha'Zix - Mutating Horror" in answer.understood
    assert "draw 1" not in answer.understood  # no ability of the reader's own


@pytest.mark.parametrize(
    "question",
    [
        # its attack ability is optional and pays XP within its effect: it waits on the
        # chain, and the later combat is not reached
        "Can Kha'Zix, Evolving Hunter's ability trigger in more than one combat in the same turn?",
        # no attack ability at all
        "Can Baron Nashor's ability trigger in more than one combat in the same turn?",
    ],
)
def test_card_without_a_carried_attack_trigger_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"
