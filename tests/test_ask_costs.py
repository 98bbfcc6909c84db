"""Cost questions that name a card (judge/ask/readings/costs.py): the card's own text decides
whether the reading holds, and a condition on it the question leaves unsaid leaves it
unknown."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    "question",
    [
        "While Empowered, Applied Researchers discounts the spells I play. Can it reduce a "
        "Repeat cost I pay on a spell?",
        "My Applied Researchers is Empowered. Can it reduce the Repeat cost of my spell?",
    ],
)
def test_a_named_discount_reduces_a_repeat_cost_of_energy_only(question: str) -> None:
    """Its discount is of Energy and Power: a Repeat cost of "Discard 1" is not reduced."""
    answer = ask(question)
    assert answer.verdict == "depends", question
    verdicts = sorted(branch["verdict"] for branch in answer.branches)
    assert verdicts == ["no", "yes"], question
    cited = [c["rule"] for c in answer.citations]
    assert "356.4.f" in cited and "356.4.b" in cited, question


@pytest.mark.parametrize(
    "question",
    [
        "Can Applied Researchers reduce the Repeat cost of my spell?",
        "Does Applied Researchers reduce a Repeat cost?",
    ],
)
def test_a_named_empowered_discount_depends_on_its_status_too(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "depends", question
    verdicts = sorted(branch["verdict"] for branch in answer.branches)
    assert verdicts == ["no", "no", "yes"]
    assert "828.1.c" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Can Marai Spire reduce the Repeat cost of my spell?",  # "While you control ..."
        "Can Jax reduce a Repeat cost?",  # no discount in its text
        # its discount is of its controller's spells
        "My Applied Researchers is Empowered. Can it reduce the Repeat cost of my opponent's "
        "spell?",
    ],
)
def test_a_named_card_whose_discount_is_unsettled_is_not_answered(question: str) -> None:
    assert ask(question).verdict == "unknown", question
