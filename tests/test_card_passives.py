"""Every compiled passive and replacement of a card on the board is applied by a reading of
the engine or withheld by a guard (judge/engine/passives.py): none is passed over as if the
card said nothing (Draven - Showboat's Might, Maduli's "I can't be readied.", Ezreal -
Dashing's combat damage were before). ``taken()`` names, for each shape the card-text
compiler reads a passive or replacement into (judge/cards/statics.py), the engine's reading
that applies it or the guard that withholds what it changes."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

import pytest

from judge.ask.cards import CardEntry, read_card_text
from judge.cards.catalog import card_named, load_catalog
from judge.cards.statics import DRAW_PHASE_SKIPPED, PLAYS_FROM_TRASH
from judge.cards.understood import ability_shapes, compiled_shapes, understand
from judge.engine import card_list as cl
from judge.engine.build_question import PLAYABLE_ZONES
from judge.engine.card_list import cost_texts, own_cost_texts
from judge.engine.card_passives import (
    CARD_RULE,
    REPLACEMENT,
    compiled_passives,
    passive_words,
    shapes_of,
)
from judge.engine.grants import keyword_grants
from judge.engine.judging import judge_document
from judge.engine.passives import (
    COMBAT_DAMAGE,
    barred_events,
    enters_exhausted,
    timed_texts,
)
from judge.engine.replacements import card_reading

VERSIONS = ("2026-07-16", "2026-03-30")


# Shapes the engine models nothing of, each with why no answer turns on it.
INERT = {
    "cost reduced (this ability)": "no question weighs an activated ability's Energy or Power",
}


@functools.cache
def taken() -> dict[str, Callable[[str, str], bool]]:
    """Each shape, with the reading that applies it or the guard that withholds what it
    changes: true for a card when that reading or guard sees the card's passive."""

    def might(n: str, v: str) -> bool:
        return cl.changes_might(n, v)

    def grants(n: str, v: str) -> bool:
        return bool(keyword_grants(n, v))

    def costs(n: str, v: str) -> bool:
        return cl.changes_costs(n, v) or bool(cl.own_cost_texts(n, v))

    def entering(n: str, v: str) -> bool:
        return bool(cl.entering_texts(n, v))

    def playing(n: str, v: str) -> bool:
        return bool(cl.play_texts(n, v))

    def text(pattern: re.Pattern[str]) -> Callable[[str, str], bool]:
        def seen(n: str, v: str) -> bool:
            card = card_named(n)
            return card is not None and bool(pattern.search(card.text_under(v)))

        return seen

    def barred(n: str, v: str) -> bool:
        return bool(barred_events(n, v))

    def combat(n: str, v: str) -> bool:
        return bool(passive_words(n, v, *COMBAT_DAMAGE))

    def replacing(n: str, v: str) -> bool:
        return bool(cl.unread_replacements(n, v)) or card_reading(n, v) is not None

    return {
        "Might bonus": might,
        "Might bonus and keywords": might,
        "Might bonus counted": might,
        "Might bonus instead": might,
        "Might": might,
        "keywords": grants,
        "keyword counted": grants,
        "keywords given": grants,
        "cost reduced": costs,
        "cost reduced instead": costs,
        "cost increased": costs,
        "cost increased instead": costs,
        "cost ignored": costs,
        "cost reduced by one or the other": costs,
        "may be played for another cost": costs,
        "enters ready": entering,
        "others enter ready": entering,
        "enter ready": entering,
        "enters exhausted": lambda n, v: bool(enters_exhausted(n, v)) or replacing(n, v),
        "may be played to an open battlefield": playing,
        "may be played to an occupied enemy battlefield": playing,
        "may Ambush to a battlefield with enemy units": playing,
        "may Ambush to the battlefield of the unit killed": playing,
        "may be played where you attack": playing,
        "played only where you conquered": playing,
        "not played on turns 1 to 3": playing,
        # a permission to play from the trash: a play from there is refused as the
        # situation is read (build_question.PLAYABLE_ZONES), never judged without it
        "may play cards from your trash": lambda n, v: "trash" not in PLAYABLE_ZONES,
        "opponents can't play spells named": playing,
        # the engine reveals no facedown card, but a card played from facedown is revealed
        "hidden cards can't be revealed here": playing,
        "can't be chosen by enemies": lambda n, v: bool(cl.choosing_text(n, v)),
        "deals no combat damage": combat,
        "assigned combat damage last": combat,
        "can't be readied": barred,
        "any amount of your damage lethal": cl.any_damage_lethal,
        "bonus damage": text(re.compile("bonus damage", re.IGNORECASE)),
        "points to win increased": text(cl.VICTORY_CHANGE),
        "no score here until the third turn": text(cl.VICTORY_CHANGE),
        "opponents can't gain points": lambda n, v: bool(cl.points_text(n, v)),
        "hide an additional card here": text(cl.HIDING_MORE),
        "trigger an additional time": text(cl.TRIGGERS_AGAIN),
        "draw phase skipped": lambda n, v: bool(passive_words(n, v, "draw phase skipped")),
        CARD_RULE: lambda n, v: bool(cl.card_rules_of(n, v) or grants(n, v)) or replacing(n, v),
        REPLACEMENT: replacing,
    }


def untaken(name: str, version: str) -> tuple[tuple[str, str], ...]:
    """The compiled passives and replacements of the card named ``name`` that no reading of
    the engine applies and no guard withholds: (shape, words). None should be."""
    table = taken()
    return tuple(
        (shape, words)
        for shape, words in compiled_passives(name, version)
        if shape not in INERT and not (shape in table and table[shape](name, version))
    )


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


@pytest.mark.parametrize("version", VERSIONS)
def test_the_engine_and_the_readers_read_the_same_shapes(version: str) -> None:
    """``ability_shapes`` (what a reader's ``compiled_shapes`` tests) gives, card by card, the
    shapes and words the engine's ``compiled_passives`` gives."""
    with_shapes = 0
    for card in load_catalog():
        understood = understand(card, version)
        shapes = [(s, understood.words_of(a)) for s, a in ability_shapes(understood.abilities)]
        assert tuple(shapes) == compiled_passives(card.name, version), card.name
        with_shapes += bool(shapes)
    assert with_shapes > 100


def test_a_reader_sees_the_shapes_of_the_card_it_names() -> None:
    card = card_named("Endless Riches")
    assert card is not None
    keywords, abilities = read_card_text(card.printed, None)
    shapes = compiled_shapes(CardEntry(card.name, card.type, keywords, abilities))
    assert {DRAW_PHASE_SKIPPED, PLAYS_FROM_TRASH, REPLACEMENT} <= shapes
    flash = card_named("Flash")  # a spell: no passive
    assert flash is not None
    keywords, abilities = read_card_text(flash.printed, None)
    assert not compiled_shapes(CardEntry(flash.name, flash.type, keywords, abilities))


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
