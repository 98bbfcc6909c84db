"""Named cards' triggered abilities among other chain items (readings/trigger_order.py and
the start-of-showdown frame of readings/card_triggers.py): each card's part is read from its
compiled text, and a card whose text does not play that part leaves the question unknown."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from tests.ask_helpers import asked


@pytest.mark.parametrize(
    ("question", "verdict", "cites"),
    [
        (
            "Diana, Lunari has an ability that triggers when a showdown begins at her "
            "battlefield. When combat opens there, does her ability resolve before the attack "
            "and defend triggers?",
            "no",
            {"464.2.b", "464.2.e", "340.1"},
        ),
        (
            "When combat opens at Diana, Lunari's battlefield, does her ability resolve after "
            "the attack and defend triggers?",
            "yes",
            {"464.2.b", "464.2.e", "340.1"},
        ),
        (
            "Ruined Rex and Ferrous Forerunner die at once. Can Rex's Deathknell choose one of "
            "the Mechs?",
            "no",
            {"402.2", "337.3"},
        ),
        (
            "Baited Hook kills Glasc Mixologist and then plays Karthus, Eternal. Does Glasc's "
            "Deathknell trigger again?",
            "no",
            {"365.1", "808.1.d.2"},
        ),
        (
            "My opponent's Deathknell triggered twice. Can one Not So Fast counter both triggers?",
            "no",
            {"425.3", "383.3"},
        ),
        (
            "Baited Hook kills Ruined Rex and then plays a unit. Does Rex's Deathknell resolve "
            "after that unit's play effect?",
            "yes",
            {"337.1.b", "340.1", "354.3"},
        ),
    ],
)
def test_read_from_the_cards_parts(question: str, verdict: str, cites: set[str]) -> None:
    asked(question, verdict, cites=cites)


@pytest.mark.parametrize(
    ("question", "says"),
    [
        # the ability asked about is not a start of combat or showdown effect
        (
            "When combat opens there, does Ruined Rex's ability resolve before the attack and "
            "defend triggers?",
            "not a start of combat or showdown",
        ),
        # Diana's triggers only for a showdown at her battlefield: the combat's place unsaid
        (
            "When combat opens, does Diana, Lunari's ability resolve after the attack triggers?",
            "its own battlefield",
        ),
        # the card asked about creates the tokens and chooses nothing
        (
            "Ruined Rex and Ferrous Forerunner die at the same time. Can Ferrous's Deathknell "
            "target one of those Mechs?",
            "chooses nothing",
        ),
        # Vengeance kills but plays no unit
        (
            "Vengeance kills Ruined Rex and then plays a unit. Does Rex's Deathknell resolve "
            "before that unit's play effect?",
            "does not read as killing a unit and then playing one",
        ),
    ],
)
def test_a_card_not_playing_its_part_is_unknown(question: str, says: str) -> None:
    asked(question, "unknown", says=says)


@pytest.mark.parametrize(
    "question",
    [
        # Karthus on the board before the death: the additional trigger is not modelled
        "I play Karthus, Eternal and then Baited Hook kills Glasc Mixologist. Does Glasc's "
        "Deathknell trigger twice?",
        # Hextech Ray counters nothing
        "My unit's Deathknell triggered twice. Can a single Hextech Ray counter both triggers?",
    ],
)
def test_other_orders_and_cards_are_not_taken(question: str) -> None:
    assert ask(question).verdict == "unknown"


def test_v1_3_has_no_start_of_showdown_step_in_a_combat_opening() -> None:
    answer = ask(
        "v1.3: Diana, Lunari has an ability that triggers when a showdown begins at her "
        "battlefield. When combat opens there, does her ability resolve before the attack and "
        "defend triggers?"
    )
    assert answer.verdict == "unknown"
    # the reason: the rule that decides is encoded for v1.4 only (review s34 triggers, 9)
    assert "encoded for 2026-07-16 only" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "Does Jinx, Loose Cannon's ability go on the chain even if I have three cards in hand, "
        "with the hand only checked as it resolves?",
        "In 2v2, Loose Cannon says I draw 1 if I have one or fewer cards in hand. Does the "
        "ability go on the chain even when I hold several cards, with the hand size only "
        "checked on resolution?",
    ],
)
def test_a_conditional_statement_in_the_effect_does_not_stop_the_trigger(question: str) -> None:
    asked(question, "yes", cites=("383.2.b",))


@pytest.mark.parametrize(
    ("question", "says"),
    [
        # part of Sona's trigger condition: whether the case meets it is not read
        (
            "Sona, Harmonious reads 'At the end of your turn, if I'm at a battlefield, ready up "
            "to 4 friendly runes.' Does the ability go on the chain even when she isn't at a "
            "battlefield, with the battlefield only checked on resolution?",
            "part of Sona - Harmonious's trigger condition",
        ),
        # the case said is not about the conditional statement
        (
            "Does Loose Cannon's ability go on the chain even when it's my opponent's turn, "
            "with the turn only checked on resolution?",
            "is not about Jinx - Loose Cannon's conditional statement",
        ),
    ],
)
def test_a_condition_not_read_as_the_cards_is_unknown(question: str, says: str) -> None:
    asked(question, "unknown", says=says)


def test_a_subtitle_of_one_card_names_it() -> None:
    from judge.ask.cards import load_cards

    cards = load_cards(version="2026-07-16")
    named = cards.named_by_subtitle(["does", "loose", "cannons", "ability"])
    assert named == (["does", "jinx", "loose", "cannons", "ability"], "Jinx - Loose Cannon")
    assert cards.named_by_subtitle(["does", "my", "unit", "move"]) is None


@pytest.mark.parametrize(
    ("question", "version", "cites"),
    [
        (
            "Ruined Rex's Deathknell deals 4 to an enemy unit. When Rex is killed by combat "
            "damage, does that damage land before the units are healed at the end of combat?",
            "2026-07-16",
            {"466.1.a.1", "323.4", "320"},
        ),
        (
            "When Glasc Mixologist is killed by combat damage, does its Deathknell resolve "
            "before the units are healed at the end of combat?",
            "2026-03-30",
            {"461.1.a.1", "323.4", "320"},
        ),
        # the death said as a statement before the question (review s34 triggers, item 1)
        (
            "Ruined Rex is killed by combat damage. Does its Deathknell resolve before the "
            "units are healed at the end of combat?",
            "2026-07-16",
            {"466.1.a.1", "323.4", "320"},
        ),
        # dying "in combat", asked against the heal, is taken as by combat damage (said)
        (
            "Ruined Rex's Deathknell deals 4 to an enemy unit. When Rex dies in combat, does "
            "that damage land before the units are healed at the end of combat?",
            "2026-07-16",
            {"466.1.a.1", "323.4", "320"},
        ),
        (
            "If Ruined Rex dies in combat, does its Deathknell resolve before the units are "
            "healed at the end of combat?",
            "2026-07-16",
            {"466.1.a.1", "323.4", "320"},
        ),
        (
            "When Glasc Mixologist dies in the combat, will its Deathknell resolve before all "
            "units get healed in the combat cleanup?",
            "2026-03-30",
            {"461.1.a.1", "323.4", "320"},
        ),
    ],
)
def test_a_deathknell_of_combat_damage_waits_for_the_heal(
    question: str, version: str, cites: set[str]
) -> None:
    answer = asked(question, "no", cites=cites, version=version)
    if "combat damage" not in question:  # the death it takes is said, and the other one
        assert any("dies to combat damage" in a and "showdown" in a for a in answer.assumed)


@pytest.mark.parametrize(
    ("question", "says"),
    [
        # killed in the combat's showdown, its ability resolves there, before the heal: yes,
        # which the frame does not judge (no reading takes it)
        (
            "Ruined Rex's Deathknell deals 4 to an enemy unit. When Rex dies in the combat's "
            "showdown, does that damage land before the units are healed at the end of combat?",
            "no situation the judge models matches the question",
        ),
        # Glasc's Deathknell deals no damage
        (
            "When Glasc Mixologist is killed by combat damage, does that damage land before "
            "the units are healed at the end of combat?",
            "deals no damage",
        ),
    ],
)
def test_a_death_in_combat_not_settled_is_unknown(question: str, says: str) -> None:
    answer = asked(question, "unknown", says=says)
    assert answer.citations  # the clauses closest to what it asks, never none
