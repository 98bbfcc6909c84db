"""Questions about two replacement effects on one unit's death, one said to be applied first
(judge/ask/readings/replacement_first.py): the one applied first replaces the death, and
what it does instead (a banish, a recall) is no death, so the other has nothing left to
replace (370.1, 427.2.a)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.cards import load_cards
from judge.ask.readings.replacement_first import read_replacement_first
from judge.ask.readings.targets import Unread

VERSION = "2026-07-16"

# Written before the reader: two rewordings of the community question with a card whose
# replacement the card list gives, and variants whose answer differs.
ANSWERED = [
    (
        "If Smite's replacement is applied first and the unit is banished, can Zhonya's "
        "Hourglass still save it?",
        "no",
    ),
    (
        "My unit would die and both Smite and my Zhonya's Hourglass replace its death. If I "
        "apply Smite first, does Zhonya's Hourglass still replace it?",
        "no",
    ),
    (
        "With Smite and Zhonya's Hourglass on my unit's death, if Smite's replacement is "
        "applied first, is the unit banished?",
        "yes",
    ),
    ("If Zhonya's Hourglass is applied before Smite, does Smite still replace its death?", "no"),
    (
        "Smite and Zhonya's Hourglass both replace my unit's death. If Zhonya's Hourglass is "
        "applied first, is the unit recalled?",
        "yes",
    ),
]


@pytest.mark.parametrize(("question", "verdict"), ANSWERED)
def test_two_replacements_one_applied_first(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer


def test_the_one_left_cites_why_it_has_nothing_to_replace() -> None:
    answer = ask(ANSWERED[0][0])
    assert {"370.1", "427.2.a"} <= {c["rule"] for c in answer.citations}


def test_a_card_whose_listed_text_replaces_no_death_is_not_answered() -> None:
    """Guardian Angel's Equipment effect text ("If I would die, ...") is not in the card
    list: the question is not answered, and the answer says why (never a no for the wrong
    reason: a card with no replacement saves nothing)."""
    question = (
        "If Smite's replacement is applied first and the unit is banished, can the Guardian "
        "Angel attached to it (which replaces that unit's death) still save it?"
    )
    found = read_replacement_first(question, load_cards(), VERSION)
    assert isinstance(found, Unread)
    assert "Guardian Angel" in found.reason
    answer = ask(question)
    assert answer.verdict == "unknown"
    assert "Guardian Angel" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "Can Zhonya's Hourglass save a unit banished by Smite?",  # nothing applied first
        "If Smite is applied first, can Zhonya's Hourglass not save it?",  # negated
        "If Smite's replacement is applied first, can Discipline still save it?",  # no death
    ],
)
def test_what_is_not_read_here(question: str) -> None:
    found = read_replacement_first(question, load_cards(), VERSION)
    assert found is None or isinstance(found, Unread)
    assert ask(question).verdict == "unknown"
