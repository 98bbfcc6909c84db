"""Questions about a real spell that swaps the Might of two units (Switcheroo) and a Might
modifier one of them already had (an Equipment's Might Bonus, a buff): the swap reverses
the two Mights as they are, modifier included, by an increase and a decrease (433.1.a,
433.1.b), so the modifier is not added again on top (judge/ask/readings/swapping.py)."""

from __future__ import annotations

import pytest

from judge.ask.cards import load_cards
from judge.ask.readings.swapping import read_swap_card
from tests.ask_helpers import asked

# Written before the reader: the community question, two rewordings of it, and variants
# whose answer differs (the modifier is part of the Might swapped).
ANSWERED = [
    (
        "After Switcheroo resolves, does an equipment bonus the unit already had get added "
        "again on top of the swap?",
        "no",
    ),
    (
        "Once Switcheroo has resolved, is my equipped unit's Might bonus added a second time on "
        "top of the swapped Might?",
        "no",
    ),
    ("When Switcheroo resolves, does the buff my unit already had get added again?", "no"),
    ("Does Switcheroo swap the Might including the equipment bonus the unit already had?", "yes"),
    ("Is the buff my unit already had included in the Might Switcheroo swaps?", "yes"),
]


@pytest.mark.parametrize(("question", "verdict"), ANSWERED)
def test_a_swap_spell_and_a_modifier_the_unit_had(question: str, verdict: str) -> None:
    asked(question, verdict, cites=("433.1.a", "433.1.b"))


def test_the_equipment_is_attached_and_the_spell_played_and_resolved() -> None:
    question = ANSWERED[0][0]
    candidate = read_swap_card(question, load_cards())
    assert candidate is not None
    doc = candidate.doc
    (gear,) = doc["situation"]["gear"]
    assert gear["attached_to"] == doc["actions"][0]["play"]["targets"][0]
    assert gear["might_bonus"] > 0
    assert doc["actions"][0]["play"]["card"] == "Switcheroo"
    assert doc["actions"][1] == {"resolve": {}}


@pytest.mark.parametrize(
    "question",
    [
        # not a swap spell
        "After Discipline resolves, does an equipment bonus the unit already had get added again?",
        # negated, or what the unit loses: not read here
        "After Switcheroo resolves, does the equipment bonus not get added again?",
        "After Switcheroo resolves, does the unit lose its equipment bonus?",
        # no modifier said
        "After Switcheroo resolves, does the Might get added again?",
        # both asked at once
        "Does Switcheroo swap the Might including the buff, and is the buff added again?",
    ],
)
def test_what_is_not_read_here(question: str) -> None:
    assert read_swap_card(question, load_cards()) is None
