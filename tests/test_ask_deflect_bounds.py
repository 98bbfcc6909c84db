"""Deflect's cost asked with a bound ("does it cost at least 2 Power?"), with the spell's own
Energy said, and asked of the player a pronoun names ("if my opponent targets my unit, do
they pay extra?"): read by read_deflect_cost (judge/ask/readings/keywords.py). Deflect adds
its value in Power to an opponent's spell choosing the unit (809.1.c in both versions)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

VERSIONS = ("2026-07-16", "2026-03-30")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "My opponent's unit has Deflect. Does my spell that costs 2 Energy and chooses it "
            "cost at least 1 power?",
            "yes",
        ),
        (
            "My opponent's unit has Deflect 2. Does my spell that costs 2 energy and chooses it "
            "cost at least 2 power?",
            "yes",
        ),
        (
            "My opponent's unit has Deflect 2. Does my spell that costs 2 energy and chooses it "
            "cost at least 3 power?",
            "no",
        ),
        # your own unit's Deflect: your spell costs no more
        (
            "My unit has Deflect. Does my spell that costs 2 Energy and chooses it cost at "
            "least 1 power?",
            "no",
        ),
        ("If my opponent targets my unit with Deflect, do they pay extra?", "yes"),
        (
            "My unit has Deflect. If my opponent targets it with a spell, do they have to pay "
            "more?",
            "yes",
        ),
        # a teammate is no opponent
        ("In 2v2, if my teammate targets my unit with Deflect, do they pay extra?", "no"),
    ],
)
def test_deflect_cost(question: str, verdict: str, version: str) -> None:
    asked(question, verdict, cites=("809.1.c",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        # "they" is the opponent, who does not play the spell: who pays is not what is judged
        "If I target my opponent's unit with Deflect, do they pay extra?",
        "If my opponent targets my unit that has Deflect, do I pay extra?",
    ],
)
def test_a_payer_who_is_not_the_caster_is_left_unknown(question: str) -> None:
    asked(question, "unknown")
