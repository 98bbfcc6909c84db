"""Triggered abilities asked in players' words (stop 43): the Deathknell rules queries with a
named unit printing Deathknell, the order of a spell's finishing and its Deathknell turned
round, a source removed "after" the ability went on the chain, an ability that triggers on
its own unit's death when that death is replaced, and a recall replacing a death."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

V13 = "2026-03-30"


@pytest.mark.parametrize(
    ("question", "verdict", "cites", "version"),
    [
        (
            "My Deathknell unit would die but a replacement effect recalls it instead. Does the "
            "Deathknell effect still happen?",
            "no",
            {"808.1.d.1"},
            None,
        ),
        (
            "My unit with Deathknell dies. Does its Deathknell effect trigger?",
            "yes",
            {"808.1"},
            None,
        ),
        (
            "When my Undercover Agent is killed by a kill instruction, is its Deathknell put on "
            "the chain before the card goes to my trash?",
            "yes",
            {"808.1.d.2"},
            None,
        ),
        (
            "My opponent's spell kills my Undercover Agent (Deathknell) partway through its "
            "text. Does their spell finish resolving completely before my Deathknell can "
            "resolve?",
            "yes",
            {"158.3.a"},
            None,
        ),
        (
            "If a resolving spell kills a unit with Deathknell, does the spell finish resolving "
            "before the Deathknell resolves?",
            "yes",
            {"157.3.a"},
            V13,
        ),
        (
            "If a resolving spell kills my Undercover Agent, does its Deathknell resolve before "
            "the spell finishes?",
            "no",
            {"158.3.a"},
            None,
        ),
        (
            "If the source of a triggered ability is removed after it goes on the chain, does "
            "the ability still resolve?",
            "yes",
            {"383.2.a.1"},
            None,
        ),
        (
            "During my turn, my ability and my opponent's ability trigger at the same moment. "
            "Does my opponent's ability resolve first?",
            "yes",
            {"383.3.d.1", "340.1"},
            None,
        ),
        (
            "My Draven, Audacious dies in combat but Zhonya's Hourglass replaces his death with "
            "a recall. Does his 'When I die in combat' ability still happen?",
            "no",
            {"808.1.d.1", "370.1.a.1"},
            None,
        ),
        (
            "My unit with a 'When I die' ability would die, but Zhonya's Hourglass recalls it "
            "instead. Does the ability still happen?",
            "no",
            {"808.1.d.1"},
            None,
        ),
        (
            "Zhonya's Hourglass recalls my unit instead of it dying. Does my unit's 'When I "
            "move' ability trigger?",
            "no",
            {"456"},
            None,
        ),
        (
            "Does a unit's 'When you play me' ability go on the chain before the unit enters "
            "the board?",
            "no",
            {"383.4.a.2"},
            None,
        ),
        (
            "Is a play effect put on the chain after the unit enters the board?",
            "yes",
            {"383.4.a.2"},
            V13,
        ),
        (
            "Is a gear's 'When you play this' ability added to the chain before the gear "
            "enters the board?",
            "no",
            {"383.4.a.2"},
            None,
        ),
        (
            "My unit lost and then regained the attacker designation in the same combat. Does "
            "its 'When I attack' trigger again?",
            "no",
            {"383.4.e.2.a"},
            V13,
        ),
        (
            "If my opponent's unit loses the defender designation and gains it again in the "
            "same combat, does its 'When I defend' ability trigger again?",
            "no",
            {"383.4.f.2.a"},
            None,
        ),
    ],
)
def test_trigger_questions_answer(
    question: str, verdict: str, cites: set[str], version: str | None
) -> None:
    asked(question, verdict, cites=cites, version=version)


@pytest.mark.parametrize(
    "question",
    [
        # v1.3's clause speaks of Deathknell alone: another own-death ability is not judged
        "My unit with a 'When I die' ability would die, but Zhonya's Hourglass recalls it "
        "instead. Does the ability still happen?",
    ],
)
def test_v13_own_death_trigger_is_unknown(question: str) -> None:
    asked(question, "unknown", version=V13)


@pytest.mark.parametrize(
    "question",
    [
        # which of Draven's abilities is not said
        "If Zhonya's Hourglass replaces Draven, Audacious's death, does Draven's ability still "
        "happen?",
        # no replacement: whether it triggers at all is not this query
        "Draven, Audacious dies in combat. Does his 'When I die in combat' ability happen?",
        # the quoted effect is not read
        "My unit has 'When I die in combat, draw 1'. Zhonya's Hourglass replaces its death. "
        "Does the ability still trigger?",
        # "When I play it" describes a play: which ability is not said
        "When I play it, does its ability go on the chain before it enters the board?",
        # another combat: not the same one
        "My unit lost the attacker designation. Does its 'When I attack' trigger again in the "
        "next combat?",
        # a recall not said to replace anything, and no "recalled": whether a recall is a move
        "Zhonya's Hourglass recalls my unit. Does my unit's 'When I move' ability trigger?",
    ],
)
def test_other_trigger_wordings_stay_unknown(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize(
    ("question", "version", "decider"),
    [
        (
            "I control a unit my opponent owns. If two replacement effects apply to its death, "
            "who decides their order?",
            None,
            "you",
        ),
        (
            "I control a unit my opponent owns. If two replacement effects apply to its death, "
            "who decides their order?",
            V13,
            "opponent",
        ),
        (
            "My opponent has taken control of a unit I own. If two replacement effects apply to "
            "it at once, who decides the order?",
            None,
            "opponent",
        ),
        (
            "In 2v2, my teammate controls a unit I own. Who decides the order of two "
            "replacement effects on it?",
            V13,
            "you",
        ),
    ],
)
def test_replacement_order_of_a_unit_held_by_another(
    question: str, version: str | None, decider: str
) -> None:
    """v1.4: the controller of the object acted on orders them; v1.3: its owner (372)."""
    answer = asked(question, "depends", cites=("372",), version=version)
    assert answer.outcome == decider, answer.answer


def test_a_unit_owned_and_controlled_by_one_player_is_not_read_so() -> None:
    asked(
        "I control a unit I own. Who decides the order of two replacement effects on it?", "unknown"
    )
