"""What a response is to, and what the card played in response is (hunt-s44 F1, F3, F4): a
unit or gear "being played" is the item on the chain, and it resolves as it is finalized
(v1.4 337.2, v1.3 337.1.c); a keyword said of the item on the chain, or of a unit already at
a battlefield, is not the card played's or hidden's (309.1.a, 811.1); "respond with a normal
spell" responds with a spell with no keyword, and "with a spell" leaves its Reaction open."""

from __future__ import annotations

import pytest

from judge.ask.answer import AskAnswer
from tests.ask_helpers import asked

VERSIONS = ("2026-07-16", "2026-03-30")
RESOLVES_AT_ONCE = {"2026-07-16": ("337.2",), "2026-03-30": ("337.1.c",)}


def _branches(answer: AskAnswer) -> dict[str, str]:
    """Each way the answer judged, by what it takes, and its verdict."""
    return {b["assumed"]: b["verdict"] for b in answer.branches}


def _reaction_decides(answer: AskAnswer) -> None:
    """Only the way where the card played has Reaction is a yes, citing Reaction's
    permission to be played in a Closed State (813.1.c.1)."""
    ways = {b["assumed"]: b for b in answer.branches}
    # the way is named "it has Reaction", or with its card ("your spell has Reaction")
    [named] = [w for w in ways if w.endswith("has Reaction") and "no Reaction" not in w]
    reaction = ways.pop(named)
    assert reaction["verdict"] == "yes"
    assert "813.1.c.1" in [c["rule"] for c in reaction["citations"]]
    assert {b["verdict"] for b in ways.values()} == {"no"}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "Can I play a Reaction in response to a unit being played?",
        "Can I play a Reaction in response to a gear being played?",
        "Can I play a Reaction in response to an equipment being played?",
        "Is it possible to play a Reaction in response to a unit being played?",
        "Can I play a Reaction in response to my opponent playing a unit?",
        "Can my opponent play a Reaction in response to my unit being played?",
        "In 2v2, can I play a Reaction in response to a unit being played?",
    ],
)
def test_a_unit_or_gear_being_played_cannot_be_responded_to(question: str, version: str) -> None:
    answer = asked(question, "no", cites=RESOLVES_AT_ONCE[version], version=version)
    (item,) = answer.scenario["situation"]["chain"]
    assert item["kind"] in ("unit", "gear")
    assert answer.scenario["question"]["play"]["card"] != item["name"]


@pytest.mark.parametrize(
    "question",
    [
        # the unit's place, a showdown, a token's kind, a keyword that may bring a trigger
        "Can I play a Reaction in response to a unit being played to a battlefield?",
        "Can I play a Reaction in response to a unit being played during a showdown?",
        "Can I play a Reaction in response to a token being played?",
        "Can I play a Reaction in response to a gear with Quick-Draw being played?",
        "Can I play a Reaction in response to a unit with Accelerate being played?",
        "Can I play a spell in response to a unit being played?",
    ],
)
def test_what_the_response_reader_does_not_take_stays_unknown(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "Can I play an Action in response to a Reaction?",
        "Can I play an Action spell in response to a Reaction spell?",
        "Can I play a unit with Action in response to a Reaction?",
        "Can I play an Action during a showdown in response to a Reaction?",
    ],
)
def test_an_action_cannot_answer_a_reaction(question: str, version: str) -> None:
    answer = asked(question, "no", cites=("309.1.a",), version=version)
    (item,) = answer.scenario["situation"]["chain"]
    assert item["keywords"] == ["Reaction"]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "Can I play a spell while a spell with Reaction is on the chain?",
        "Can I play a spell while a chain exists if the spell on the chain has Reaction?",
        "Can I play a spell if my opponent's spell on the chain has Reaction?",
        "Can I play a spell while a chain exists if the ability on the chain has Reaction?",
        "Can I play a unit while a chain exists if the spell on the chain has Reaction?",
        "Can I play a gear while a chain exists if the spell on the chain has Reaction?",
        "Can I play a spell in response to a Reaction spell?",
        "Can I play a spell while a spell with Reaction and Action is on the chain?",
    ],
)
def test_the_chain_items_reaction_is_not_the_card_played(question: str, version: str) -> None:
    answer = asked(question, "depends", cites=("309.1.a", "813.1.c.1"), version=version)
    _reaction_decides(answer)
    (item,) = answer.scenario["situation"]["chain"]
    assert "Reaction" in item["keywords"]


@pytest.mark.parametrize("version", VERSIONS)
def test_a_reaction_card_said_after_and_is_the_card_played(version: str) -> None:
    question = "My opponent has a spell on the chain and I have a Reaction spell. Can I play it?"
    answer = asked(question, "yes", cites=("813.1.c.1",), version=version)
    (item,) = answer.scenario["situation"]["chain"]
    assert "keywords" not in item


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "Can I hide a card at a battlefield where a unit with Hidden is?",
        "Can I hide a unit at a battlefield where my unit with Hidden is?",
        "Can I hide a spell at a battlefield where my gear with Hidden is?",
        "Can I hide a card at a battlefield where I have a unit with Hidden?",
        "Can I hide a card at a battlefield that has a unit with Hidden?",
    ],
)
def test_hidden_of_a_unit_there_is_not_the_hidden_cards(question: str, version: str) -> None:
    answer = asked(question, "depends", cites=("421.2.a", "811.1"), version=version)
    assert _branches(answer)["your card does not have Hidden"] == "no"
    assert "yes" in _branches(answer).values()


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "Can I respond to my opponent's spell with a normal spell?",
        "Can I respond to my opponent's spell with a regular spell?",
        "Can I respond to a spell with a normal spell?",
        "Can I respond to my opponent's spell with a plain spell?",
        "Can I respond to my opponent's spell with an ordinary spell?",
        "Can I respond with a normal spell to my opponent's spell?",
        "Can I respond to my opponent's spell by playing a normal spell?",
        "Can my opponent respond to my spell with a normal spell?",
        "In 2v2, can I respond to my opponent's spell with a normal spell?",
    ],
)
def test_a_normal_spell_cannot_respond(question: str, version: str) -> None:
    answer = asked(question, "no", cites=("309.1.a",), version=version)
    (card,) = answer.scenario["situation"]["hand"]
    assert not card.get("keywords")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "Can I respond to my opponent's spell with a spell?",
        "Can I respond to my own spell with a spell?",
        "Can I respond to my opponent's spell by playing a spell?",
        "Can I respond to my opponent's Reaction spell with a spell?",
        "In 2v2, can I respond to my teammate's spell with a spell?",
    ],
)
def test_a_spell_whose_reaction_is_unsaid_depends_on_it(question: str, version: str) -> None:
    answer = asked(question, "depends", cites=("309.1.a", "813.1.c.1"), version=version)
    _reaction_decides(answer)


@pytest.mark.parametrize("version", VERSIONS)
def test_a_statement_that_puts_a_reaction_spell_on_the_chain(version: str) -> None:
    answer = asked(
        "If a spell with Reaction is on the chain, can I play a spell?",
        "depends",
        cites=("309.1.a", "813.1.c.1"),
        version=version,
    )
    _reaction_decides(answer)


@pytest.mark.parametrize(
    "question",
    [
        # a keyword of the item other than Reaction or Action, or the item's trigger
        "Can I play a Reaction in response to a Deathknell trigger?",
        "Can I play a Reaction in response to a unit's play trigger?",
        "Can I respond to a unit's play trigger?",
        "Can I play a unit with Ambush in response to a unit being played?",
        # a keyword denied where the item is said: whose denial it is is not clear
        "Can I play a spell while a spell without Reaction is on the chain?",
        "Can I respond to my opponent's spell without Reaction with a spell?",
        "Can I play a Reaction in response to a spell without Reaction?",
    ],
)
def test_what_the_item_on_the_chain_is_not_said_stays_unknown(question: str) -> None:
    asked(question, "unknown")
