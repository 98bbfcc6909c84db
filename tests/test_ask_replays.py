"""A unit banished and played again by a named spell ("replay"): a new object (v1.4's 124),
so its Attack or Defend trigger is checked anew in the same combat (unsettled under v1.3);
played where the spell's text names (355.2.b) or else where units are played by default
(355.2.a), so an attacker can't be replayed onto the battlefield it attacks by a spell that
names no location."""

from __future__ import annotations

import pytest

from judge.ask.cards import CardEntry
from judge.ask.readings.replays import Replay, replay_of
from tests.ask_helpers import asked


@pytest.mark.parametrize(
    ("text", "replay"),
    [
        (
            "Banish a unit, then its owner plays it to the same location, ignoring its cost.",
            Replay("Test Spell", located=True),
        ),
        (
            "Banish a friendly unit, then its owner plays it, ignoring its cost.",
            Replay("Test Spell", False),
        ),
        ("Banish a unit.", None),
        ("Kill a unit, then its owner plays it, ignoring its cost.", None),
    ],
    ids=["same-location", "no-location", "banish-only", "kill-then-play"],
)
def test_replay_of_reads_the_spells_text(text: str, replay: Replay | None) -> None:
    assert replay_of(CardEntry("Test Spell", "Spell", (), (text,))) == replay


@pytest.mark.parametrize(
    "question",
    [
        "Can my unit's 'When I attack' ability trigger again in the same combat if Temporal "
        "Breach replays it at that battlefield?",
        "During a combat, Temporal Breach replays my unit that has 'When I defend'. Can that "
        "ability trigger a second time this combat?",
    ],
    ids=["attack", "defend"],
)
def test_a_replayed_unit_triggers_again_in_the_same_combat(question: str) -> None:
    asked(question, "yes", cites=("124",))  # a new object


def test_under_v1_3_a_replayed_unit_is_not_the_same_object_and_triggers_again() -> None:
    question = (
        "Can my unit's 'When I attack' ability trigger again in the same combat if Temporal "
        "Breach replays it at that battlefield?"
    )
    asked(question, "yes", cites=("359.3.e.4",), version="2026-03-30")


def test_a_spell_that_names_no_location_is_not_read_for_a_trigger_again() -> None:
    question = (
        "Can my unit's 'When I attack' ability trigger again in the same combat if Arcane "
        "Shift replays it at that battlefield?"
    )
    asked(question, "unknown")


@pytest.mark.parametrize(
    ("spell", "verdict", "cited"),
    [("Arcane Shift", "no", "355.2.a"), ("Temporal Breach", "yes", "355.2.b")],
)
def test_replaying_an_attacker_onto_the_battlefield_it_attacks(
    spell: str, verdict: str, cited: str
) -> None:
    asked(
        f"I'm attacking. Can {spell} replay my attacking unit to the battlefield I am attacking?",
        verdict,
        cites=(cited,),
    )


@pytest.mark.parametrize(
    ("spell", "verdict"),
    [("Temporal Breach", "yes"), ("Arcane Shift", "unknown")],
    ids=["same-location", "no-location"],
)
def test_a_replay_a_battlefield_forbids_leaves_the_unit_banished(spell: str, verdict: str) -> None:
    # Rockfall Path: "Units can't be played here." The play to the same location is a
    # prevented game action, skipped on resolution (358.3.a); a spell naming no location
    # lets its owner play it elsewhere, which this reading does not take.
    asked(
        f"My unit is at Rockfall Path. If I cast {spell} on it, does it stay banished?",
        verdict,
        cites=("358.3.a",) if verdict == "yes" else (),
    )


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "On my opponent's turn, Temporal Breach banishes and replays my only unit at a "
            "battlefield. Do I get to score that battlefield?",
            "no",
        ),
        # rewordings
        (
            "During my opponent's turn, my only unit at a battlefield gets banished and "
            "replayed by Temporal Breach. Do I score that battlefield?",
            "no",
        ),
        (
            "Temporal Breach banishes my only unit at a battlefield and replays it there. Can "
            "I score the battlefield?",
            "no",
        ),
        # a spell that names no location: where its owner plays it is not read here
        (
            "On my opponent's turn, Arcane Shift banishes and replays my only unit at a "
            "battlefield. Do I get to score that battlefield?",
            "unknown",
        ),
    ],
)
def test_a_unit_replayed_before_the_cleanup_scores_nothing(question: str, verdict: str) -> None:
    # No cleanup runs between the banish and the play (320): the unit, a new object, is
    # back when the cleanup checks control, so control is never lost (190.4.c, 323.6) and
    # none is gained: no conquer (469.1).
    asked(question, verdict, cites=("469.1", "190.4.c") if verdict == "no" else ())


def test_control_lost_to_a_cleanup_after_the_banish_is_not_answered_yet() -> None:
    # the opposite situation: a cleanup between takes control away (yes; the scenario
    # control/banished-cleanup-then-played-again-conquers.yaml judges it, and that the unit
    # played again conquers), which this reader does not take yet: never a "no"
    asked(
        "My only unit at a battlefield I control is banished and a cleanup happens. Do I "
        "lose control of that battlefield?",
        "unknown",
    )
