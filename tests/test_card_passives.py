"""Every compiled passive and replacement of a card on the board is applied by a reading of
the engine or withheld by a guard (judge/engine/passives.py): none is passed over as if the
card said nothing (Draven - Showboat's Might, Maduli's "I can't be readied.", Ezreal -
Dashing's combat damage were before)."""

from __future__ import annotations

import pytest

from judge.cards.catalog import load_catalog
from judge.engine.card_list import cost_texts, own_cost_texts
from judge.engine.card_passives import compiled_passives, passive_words, shapes_of
from judge.engine.judging import judge_document
from judge.engine.passives import (
    INERT,
    barred_events,
    enters_exhausted,
    taken,
    timed_texts,
    untaken,
)

VERSIONS = ("2026-07-16", "2026-03-30")


@pytest.mark.parametrize("version", VERSIONS)
def test_every_compiled_passive_is_applied_or_guarded(version: str) -> None:
    left = {card.name: untaken(card.name, version) for card in load_catalog()}
    assert {name: found for name, found in left.items() if found} == {}


def test_every_shape_taken_is_compiled_somewhere() -> None:
    """No row of the table stands for nothing: each shape is some card's, under a version."""
    shapes = {
        shape
        for version in VERSIONS
        for card in load_catalog()
        for shape, _ in compiled_passives(card.name, version)
    }
    assert set(taken()) | set(INERT) <= shapes | {"cost ignored"}  # "ignore this spell's cost"


@pytest.mark.parametrize(
    ("static", "shapes"),
    [
        ("Might bonus (me), enters ready: +1 Might", ("Might bonus", "enters ready")),
        ("enters ready [if you control another mech]", ("enters ready",)),
        ("trigger an additional time (your [deathknell] effects)", ("trigger an additional time",)),
        ("cost reduced (this ability): energy 1", ("cost reduced (this ability)",)),
        (
            "cost reduced (friendly spells): energy 1; cost increased (enemy spells): energy 1",
            ("cost reduced", "cost increased"),
        ),
        ("card rule", ("card rule",)),
    ],
)
def test_shapes_of(static: str, shapes: tuple[str, ...]) -> None:
    assert shapes_of(static) == shapes


def test_the_shapes_the_new_guards_read() -> None:
    v = VERSIONS[0]
    assert barred_events("Maduli the Gatekeeper", v) == (("readied", "I can't be readied."),)
    assert passive_words("Ezreal - Dashing", v, "deals no combat damage")
    assert passive_words("Caitlyn - Patrolling", v, "assigned combat damage last")
    assert enters_exhausted("Iron Ballista", v) == "This enters exhausted."
    assert enters_exhausted("Jax", v) == ""
    assert own_cost_texts("Battering Ram", v)
    # an optional additional cost whose payment lowers the card's cost
    assert own_cost_texts("Poppy - Defender of the Meek", v)
    assert not own_cost_texts("Blast Corps Cadet", v)  # one that changes nothing else
    assert not own_cost_texts("Flash", v)


def test_a_cost_modifier_given_from_the_card_played_settles_its_own_text() -> None:
    from judge.engine.scenario import load_document

    doc = {
        "format": 2,
        "situation": {"playing": {"card": "Battering Ram", "type": "unit", "energy": 4}},
        "question": {"cost": {}},
    }
    situation = load_document(doc).situation
    assert cost_texts(situation, VERSIONS[0]) == ("Battering Ram",)
    doc["situation"]["cost_modifiers"] = [  # type: ignore[index]
        {"source": "Battering Ram", "kind": "discount", "energy": 2, "affects": "this"}
    ]
    assert judge_document(doc).verdict == "2 Energy and 0 Power"


def test_timed_triggers_the_engine_does_not_place_are_named() -> None:
    """A legend's, gear's or battlefield's ability at a time of the turn is not put on the
    chain by the engine: it is named, so the turn stops being followed there."""
    from judge.engine.scenario import load_document

    def state(doc: dict[str, object]) -> object:
        question = {"outcomes": {}}
        return load_document(
            {"format": 2, "situation": doc, "actions": [{"proceed": {}}], "question": question}
        )

    v = VERSIONS[0]
    mine = state({"cards": [{"name": "Annie - Dark Child", "zone": "legend zone"}]})
    theirs = state(
        {"cards": [{"name": "Annie - Dark Child", "zone": "legend zone", "controller": "opponent"}]}
    )
    assert timed_texts(mine.situation, "end_of_turn", v)  # type: ignore[attr-defined]
    assert not timed_texts(theirs.situation, "end_of_turn", v)  # type: ignore[attr-defined]
    assert not timed_texts(mine.situation, "beginning", v)  # type: ignore[attr-defined]


def test_trigger_conditions_the_engine_does_not_look_for_are_met_by_its_events() -> None:
    from judge.engine.passives import unwatched_meetings

    v = VERSIONS[0]
    assert unwatched_meetings("Wraith of Echoes", v) == (
        ("killed", "the first time another friendly unit dies each turn"),
    )
    # its own death in combat is the death steps' (card_list.own_death_triggers)
    assert "killed" not in {meeting for meeting, _ in unwatched_meetings("Draven - Audacious", v)}
    # a trigger the engine places ("When I defend") is no such condition
    assert unwatched_meetings("Ahri - Inquisitive", v) == ()
