"""Passive (static) shapes read from the cards' wording (judge/cards/statics.py), with the
condition each holds under in the card's words."""

from __future__ import annotations

import pytest

from judge.cards.statics import read_static


@pytest.mark.parametrize(
    ("sentence", "read"),
    [
        ("I have +2 :rb_might:.", "Might bonus (me): +2 Might"),
        (
            "[Empowered][>] I have +2 :rb_might: and [Ganking].",
            "Might bonus and keywords (me): +2 Might [ganking] [[empowered][>]]",
        ),
        ("While I'm buffed, I have [Ganking].", "keywords (me): [ganking] [while i'm buffed]"),
        (
            "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield].",
            "keywords (me): [deflect] [ganking] [shield] [while i'm [mighty]]",
        ),
        ("Your Mechs have [Deflect] and [Ganking].", "keywords (your mechs): [deflect] [ganking]"),
        (
            "Other friendly units here have [Assault].",
            "keywords (other friendly units here): [assault]",
        ),
        (
            "Other friendly units have +1 :rb_might: here.",
            "Might bonus (other friendly units here): +1 Might",
        ),
        (
            "[Empowered][>] Your units that are [Empowered] have +2 :rb_might:.",
            "Might bonus (your units that are [empowered]): +2 Might [[empowered][>]]",
        ),
        (
            "I have +2 :rb_might: while I'm attacking with another unit.",
            "Might bonus (me): +2 Might [while i'm attacking with another unit]",
        ),
        ("I must be assigned combat damage last.", "assigned combat damage last"),
        (
            "I can't be chosen by enemy spells and abilities unless I'm in combat.",
            "can't be chosen by enemies [unless i'm in combat]",
        ),
        ("My Might is increased by your points.", "Might"),
        (
            "I enter ready if you control another Mech.",
            "enters ready [if you control another mech]",
        ),
        (
            "If you have two or fewer cards in your hand, I enter ready.",
            "enters ready [if you have two or fewer cards in your hand]",
        ),
        (
            "I cost :rb_energy_1: less for each card you've played this turn, "
            "to a minimum of :rb_energy_1:.",
            "cost reduced: energy 1 for each card you've played this turn to a minimum of energy 1",
        ),
        (
            # two reductions, each with its own multiplier (Atakhan)
            "I cost :rb_energy_1: less for each Energy it costs and :rb_rune_order: less for"
            " each Power it costs.",
            "cost reduced: energy 1 for each energy it costs and power order for each power it"
            " costs",
        ),
        (
            "Your spells cost :rb_energy_1: less, to a minimum of :rb_energy_1:.",
            "cost reduced (spells): energy 1 to a minimum of energy 1",
        ),
        (
            "You may play me to an occupied enemy battlefield.",
            "may be played to an occupied enemy battlefield",
        ),
        ("You may play me to an open battlefield.", "may be played to an open battlefield"),
        (
            "If an opponent controls a battlefield, I enter ready.",
            "enters ready [if an opponent controls a battlefield]",
        ),
        (
            "I enter ready if you have two or more other units in your base.",
            "enters ready [if you have two or more other units in your base]",
        ),
        (
            "If you've discarded a card this turn, I have [Assault] and [Ganking].",
            "keywords (me): [assault] [ganking] [if you've discarded a card this turn]",
        ),
        (
            "While I'm buffed, I have an additional +1 :rb_might:.",
            "Might bonus (me): +1 Might [while i'm buffed]",
        ),
        (
            "I get +1 :rb_might: for each buffed friendly unit at my battlefield.",
            "Might bonus counted (me): +1 Might for each buffed friendly unit at my battlefield",
        ),
        ("Your tokens enter ready.", "enter ready (your tokens)"),
        (
            "Optional additional costs you pay cost :rb_energy_1: or :rb_rune_rainbow: less.",
            "cost reduced by one or the other (optional additional costs): energy 1 power rainbow",
        ),
        (
            "If I'm [Empowered], they have +2 :rb_might: instead.",
            "Might bonus instead (they): +2 Might [if i'm [empowered]]",
        ),
        (
            "I have [Assault] equal to the number of enemy units here.",
            "keyword counted (me): [assault]",
        ),
        (
            "While a unit here is defending alone, it has -1 :rb_might:.",
            "Might bonus (it): -1 Might [while a unit here is defending alone]",
        ),
        (
            "Your units here with less Might than me can't be chosen by enemy spells and "
            "abilities.",
            "can't be chosen by enemies (your units here with less Might than me)",
        ),
        ("Your Equipment each give [Assault].", "keywords given (your Equipment): [assault]"),
        (
            "Play me only to a battlefield you conquered this turn.",
            "played only where you conquered",
        ),
        (
            "Any amount of your damage is enough to kill enemy units.",
            "any amount of your damage lethal (enemy units)",
        ),
        (
            # two passives joined by ", and", under the one condition before them
            "While I'm in combat, friendly spells cost :rb_energy_1::rb_rune_rainbow: less to a "
            "minimum of :rb_energy_1:, and enemy spells cost :rb_energy_1::rb_rune_rainbow: more.",
            "cost reduced (friendly spells): energy 1 power rainbow to a minimum of energy 1; "
            "cost increased (enemy spells): energy 1 power rainbow [while i'm in combat]",
        ),
        (
            "Your [Deathknell] effects trigger an additional time.",
            "trigger an additional time (your [deathknell] effects)",
        ),
        (
            "Your conquer effects for conquering here trigger an additional time.",
            "trigger an additional time (your conquer effects for conquering here)",
        ),
        (
            "Friendly units played from anywhere other than a player's hand have [Accelerate].",
            "keywords (friendly units played from anywhere other than a player's hand): "
            "[accelerate]",
        ),
        (
            "Your opponents' [Hidden] cards can't be revealed here.",
            "hidden cards can't be revealed here (your opponents')",
        ),
        ("Skip your Draw Phase.", "draw phase skipped"),
        ("You may play cards from your trash.", "may play cards from your trash"),
        (
            "While I'm at a battlefield, opponents can't play spells with that name.",
            "opponents can't play spells named [while i'm at a battlefield]",
        ),
    ],
)
def test_a_passive_shape_is_read_with_its_condition(sentence: str, read: str) -> None:
    assert read_static(sentence) == read


@pytest.mark.parametrize(
    "sentence",
    [
        "I have +2 :rb_might: for each time I'm [Empowered].",
        "If you've gained XP, I have +1 :rb_might:.",  # no "this turn": not the shape
        "Your opponents' units enter ready.",
        "I get +2 :rb_might: for each time I'm [Empowered].",
        # a second reduction whose multiplier is not in the shape is not read as the first's
        "I cost :rb_energy_1: less for each Energy it costs and :rb_rune_order: less.",
        "Kill a unit.",
        "It has +2 :rb_might:.",  # no unit named before it: no "it"
        "I have [Shield] equal to the number of enemy units here.",
        "I can be played to a battlefield you control.",
        # one half read, the other not: the whole sentence is not read
        "Friendly spells cost :rb_energy_1: less to a minimum of :rb_energy_1:, and I dance.",
        "Your move effects trigger an additional time.",  # an event not in the shape
        # units played from another zone than the shape's: not read as any units
        "Friendly units played from your trash have [Accelerate].",
        "Your [Hidden] cards can be revealed here.",
        # another phase, another zone, another kind of card named
        "Skip your Action Phase.",
        "You may play cards from your hand.",
        "Opponents can't play units with that name.",
    ],
)
def test_a_sentence_outside_the_shapes_is_not_read(sentence: str) -> None:
    assert read_static(sentence) is None


def test_cards_whose_text_changes_what_other_cards_cost() -> None:
    """The cost questions take only the cost modifications a situation gives: a card on the
    board whose text changes what other cards cost leaves them unsettled; its own cost, or a
    cost in a condition, does not."""
    from judge.engine.card_list import changes_costs

    version = "2026-07-16"
    for name in ("Vex - Cheerless", "Helm of Suppression", "Eager Apprentice", "Herald of Scales"):
        assert changes_costs(name, version), name
    # "I cost ... less", "This ability costs ... less", "a spell that costs 5 or more"
    for name in ("Plaza Guardian", "Frostcoat Mother", "Lux - Lady of Luminosity"):
        assert not changes_costs(name, version), name
