"""Trigger conditions read compositionally (judge/cards/triggers.py): who, event, where,
when and a condition after it, alternatives; and which of them the engine waits for
(judge/engine/card_list.py)."""

from __future__ import annotations

import pytest

from judge.cards.triggers import read_condition, read_first_time, read_timed
from judge.engine.card_list import card_triggers

V14 = "2026-07-16"


@pytest.mark.parametrize(
    ("condition", "read"),
    [
        ("i move", [("move", "me", "", "", "")]),
        ("i move to a battlefield", [("move", "me", "battlefield", "", "")]),
        ("i move from a battlefield", [("move from a battlefield", "me", "", "", "")]),
        ("i become [empowered]", [("become Empowered", "me", "", "", "")]),
        ("a unit you control becomes [mighty]", [("become Mighty", "friendly", "", "", "")]),
        ("you play your first card each turn", [("play a card", "you", "", "first each turn", "")]),
        ("a player plays a spell", [("play a spell", "any player", "", "", "")]),
        ("an opponent plays a gear", [("play a gear", "opponent", "", "", "")]),
        ("it dies this turn", [("die", "it", "", "this turn", "")]),
        ("you hold here", [("hold", "you", "here", "", "")]),
        ("a combat that i was in ends", [("combat ends", "me", "", "", "")]),
        ("a showdown begins here", [("showdown begins", "any", "here", "", "")]),
        ("combat starts here", [("combat starts", "any", "here", "", "")]),
        ("an enemy unit here dies", [("die", "enemy", "here", "", "")]),
        ("i conquer after an attack", [("conquer", "me", "", "", "after an attack")]),
        ("you defend at a battlefield", [("defend", "you", "at a battlefield", "", "")]),
        (
            "an opponent plays a unit while i'm at a battlefield",
            [("play a unit", "opponent", "", "", "I'm at a battlefield")],
        ),
        (
            "a friendly unit attacks or defends alone",
            [("attack or defend", "friendly", "", "", "alone")],
        ),
        ("you conquer or hold", [("conquer", "you", "", "", ""), ("hold", "you", "", "", "")]),
        ("you play me or when i hold", [("play", "you", "", "", ""), ("hold", "me", "", "", "")]),
        (
            "i'm played and when i conquer",
            [("play", "me", "", "", ""), ("conquer", "me", "", "", "")],
        ),
        ("you play me or i attack", [("play", "you", "", "", ""), ("attack", "me", "", "", "")]),
        (
            "you play me or another dragon",  # "you play" shared; a unit of that tag
            [("play", "you", "", "", ""), ("play another unit of a tag", "you", "", "", "")],
        ),
        (
            "another non-recruit unit you control dies",
            [("die", "friendly, another, not of a tag", "", "", "")],
        ),
        (
            "you play this or at the start of your beginning phase",
            [("play", "you", "", "", ""), ("beginning", "you", "", "", "")],
        ),
    ],
)
def test_a_condition_is_read_part_by_part(condition: str, read: list[tuple[str, ...]]) -> None:
    found = read_condition(condition)
    assert [(t.event, t.whose, t.where, t.when, t.condition) for t in found] == read


@pytest.mark.parametrize(
    "condition",
    [
        "a combat that you were in ends",
        "you play a spell that costs less than your points",
        "i move to the moon",
        "you play me or another spell",  # one alternative outside the grammar: none read
        "i play a spell",  # a unit does not play
        "you die",  # a player does not die
    ],
)
def test_a_condition_outside_the_grammar_is_not_read(condition: str) -> None:
    assert read_condition(condition) == ()


@pytest.mark.parametrize(
    ("condition", "event", "whose"),
    [
        ("you play a spell that costs :rb_energy_5: or more", "play a spell costing N+", "you"),
        ("you play a [mighty] unit", "play a Mighty unit", "you"),
        ("any unit takes damage this turn", "take damage", "any"),
        (
            "an enemy unit attacks a battlefield you control",
            "attack a battlefield you control",
            "enemy",
        ),
        ("you [stun] an enemy unit at a battlefield", "stun enemy units", "you"),
    ],
)
def test_an_event_named_more_narrowly_is_its_own(condition: str, event: str, whose: str) -> None:
    """Such an event is not the broader one ("play a spell"): the engine, which waits for
    the broader one, does not take it for it."""
    (found,) = read_condition(condition)
    assert (found.event, found.whose) == (event, whose)


def test_the_first_time_each_turn_and_timed_openings() -> None:
    first = read_first_time("the first time i move each turn, choose a player.")
    assert first is not None
    assert (first[0].event, first[0].whose, first[0].when, first[1]) == (
        "move",
        "me",
        "first each turn",
        "choose a player.",
    )
    main = read_timed("at the start of your main phase, draw 1.")
    assert main is not None and (main[0].event, main[0].whose) == ("main", "you")
    each = read_timed("at the start of each player's beginning phase, deal 1 to each unit here.")
    assert each is not None and (each[0].event, each[0].whose) == ("beginning", "any player")
    assert read_timed("at the start of combat, draw 1.") is None


def test_the_engine_waits_for_a_plain_condition_and_says_what_it_does_not_model() -> None:
    (herder,) = card_triggers("Stellacorn Herder", V14)  # "When I move, draw 1."
    assert (herder.when, herder.unmodelled) == ("move", "")
    (informant,) = card_triggers("Covert Informant", V14)  # "[Empowered][>] When I move, ..."
    assert (informant.when, informant.needs, informant.unmodelled) == ("move", "Empowered", "")
    assert informant.ability == "When I move, draw 1."  # not the Empower cost before it
    (akali,) = card_triggers("Akali, Silent", V14)  # "When I move to a battlefield, ..."
    assert (akali.when, akali.unmodelled) == ("move to a battlefield", "")
    # "look at the top 3 cards ... You may reveal ...": its start is read, the rest is not
    ivern = card_triggers("Ivern - Nurturer", V14)
    assert [t.when for t in ivern] == ["play", "hold"]
    assert ivern[0].unmodelled == "" and "if you revealed a Bird" in ivern[0].effect_unread
    assert not ivern[0].optional  # its "you may" is not the first part of its effect
    (disciple,) = card_triggers("Shadow Order Disciple", V14)  # "you may [Burn 1] to give ..."
    assert disciple.optional and disciple.unmodelled == "a cost within its effect"
    ahri = card_triggers("Ahri - Inquisitive", V14)  # "When I attack or defend, ..."
    assert [t.when for t in ahri] == ["attack", "defend"]
    (dunebreaker,) = card_triggers("Dunebreaker", V14)  # "When I hold, draw 2."
    assert (dunebreaker.when, dunebreaker.unmodelled) == ("hold", "")
    assert card_triggers("Spectral Centaur", V14) == ()  # "When another friendly unit dies"
    assert card_triggers("Poppy - Keeper of the Hammer", V14) == ()  # a Legend, not a unit
    assert card_triggers("Not A Card", V14) == ()


def test_a_cost_of_the_reflexive_trigger_it_opens_does_not_bear_on_placing_it() -> None:
    # 383.3.b: a cost at the start of the effect is the ability's; one inside the reflexive
    # trigger it opens ("Then do this: You may pay ...") is the new ability's
    from judge.cards.compile import compile_card
    from judge.engine.card_list import _unmodelled, effect_start

    later = "When I attack, draw 1. Then do this: You may pay :rb_energy_1: to ready me."
    inline = "When I attack, draw 1. You may pay :rb_energy_1: to ready me."
    said = []
    for text in (later, inline):
        (ability,) = compile_card("Unit", (), (text,), ("",))
        assert ability.trigger is not None
        said.append(_unmodelled(ability, ability.trigger, effect_start(ability)))
    assert said == ["", "a cost within its effect"]
