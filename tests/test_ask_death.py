"""Death and Deathknell in players' words (stop 44): the rules queries of
judge/ask/readings/death.py in any mode of play, a unit that "hits the trash", several
instances of Deathknell on one unit, a death in combat (readings/keywords.py), a named unit
printing Temporary, a declined "once each turn" replacement effect and a unit with 0 Might
said to have no damage marked."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

V13, V14 = "2026-03-30", "2026-07-16"

# (question, verdict, a clause the answer cites); each asked under both versions.
BOTH_VERSIONS = [
    # the rules queries hold in every mode: judged in the one said
    (
        "In a 2v2, if my unit with Deathknell would die but the death is replaced, does its "
        "Deathknell still happen?",
        "no",
        "808.1.d.1",
    ),
    ("In FFA4, does Deathknell trigger if the death is replaced?", "no", "808.1.d.1"),
    (
        "In a 2v2, when my unit that has equipment attached dies, does the equipment go to the "
        "trash with it?",
        "no",
        "719.5",
    ),
    ("In FFA3, can a replacement effect apply twice to the same death?", "no", "370.2"),
    (
        "In 2v2, does a Deathknell go on the chain before the unit goes to the trash?",
        "yes",
        "808.1.d.2",
    ),
    # "hits the trash" is put in the trash; "go on the chain" is added to it
    (
        "My unit with Deathknell is getting killed. Does the Deathknell go on the chain before "
        "the unit hits the trash?",
        "yes",
        "808.1.d.2",
    ),
    (
        "When my Deathknell unit is killed, does the trigger go on the chain before the unit "
        "hits the trash?",
        "yes",
        "808.1.d.2",
    ),
    (
        "When my opponent's Deathknell unit is killed, does its Deathknell go on the chain "
        "before it lands in the trash?",
        "yes",
        "808.1.d.2",
    ),
    # several instances of Deathknell on one unit
    ("My unit has two Deathknells. Do both of them trigger when it dies?", "yes", "808.2"),
    ("A unit with two instances of Deathknell dies. Does each one trigger?", "yes", "808.2"),
    ("My opponent's unit has two Deathknells and dies. Does each of them trigger?", "yes", "808.2"),
    # a death in combat: by combat damage, or by an effect during the combat
    ("My unit with Deathknell dies in combat. Does its Deathknell trigger?", "yes", "323.4"),
    (
        "My Deathknell unit gets killed in combat and goes to my trash. Does its Deathknell "
        "trigger?",
        "yes",
        "808.1",
    ),
    (
        "If my opponent's unit with Deathknell dies in combat, does its Deathknell trigger?",
        "yes",
        "808.1",
    ),
    (
        "In 2v2, my unit with Deathknell dies in combat. Does its Deathknell trigger?",
        "yes",
        "808.1",
    ),
    (
        "My unit with Deathknell is killed and goes to my trash. Does its Deathknell trigger?",
        "yes",
        "808.1",
    ),
    # a unit card printing Temporary: whose it is decides
    ("Is Keeper of Masks killed at the start of my Beginning Phase?", "depends", "816.1"),
    ("Is my Keeper of Masks killed at the start of my turn?", "yes", "816.1"),
    ("In 2v2, does Keeper of Masks die at the start of my teammate's turn?", "depends", "816.1"),
    # a "once each turn" replacement effect declined once
    (
        "I have a 'once each turn, you may' replacement effect and I decline to apply it the "
        "first time. Can I still apply it later that turn?",
        "yes",
        "371.2",
    ),
    (
        "If I decline a once each turn replacement effect, can I apply it later this turn?",
        "yes",
        "371.2",
    ),
    # 0 Might and no damage marked: no lethal damage
    (
        "A unit has 0 Might and no damage marked on it. Does it die in the next cleanup?",
        "no",
        "428.4",
    ),
    ("Does an undamaged unit with 0 might die?", "no", "428.4"),
    ("In 2v2, my unit has 0 Might and no damage on it. Does it die?", "no", "428.4"),
    (
        "A unit has 0 Might and no damage marked on it. Does it not die in the next cleanup?",
        "yes",
        "428.4",
    ),
]


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(("question", "verdict", "clause"), BOTH_VERSIONS)
def test_death_wordings(question: str, verdict: str, clause: str, version: str) -> None:
    asked(question, verdict, cites=(clause,), version=version)


def test_a_death_in_combat_is_judged_both_ways() -> None:
    """Combat damage taken, a kill by an effect during the combat judged too; whose unit,
    when the question names an opponent without saying, both ways as well."""
    answer = asked(
        "In FFA3, does my opponent's Deathknell unit's Deathknell trigger when it dies in combat?",
        "yes",
    )
    said = " ".join(answer.assumed)
    assert "killed by an effect during the combat" in said
    assert "the unit is your opponent's" in said


@pytest.mark.parametrize(
    "question",
    [
        "If two units with Deathknell die at the same time, do both trigger?",  # two units
        "Does the unit hit the trash before its Deathknell goes on the chain?",  # turned round
        "If my unit with Deathknell is banished in combat, does its Deathknell trigger?",
        # which unit dies: the one it kills, not the one with Deathknell
        "My unit with Deathknell kills an enemy unit in combat. Does its Deathknell trigger?",
        "My unit with Deathknell kills an enemy unit. Does its Deathknell trigger?",
    ],
)
def test_what_is_not_read(question: str) -> None:
    asked(question, "unknown")


# Asked of one version only: (question, version, verdict, a clause the answer cites).
ONE_VERSION = [
    # a triggered ability whose unit is killed or banished once it is on the chain
    (
        "My unit's triggered ability is on the chain and my opponent kills the unit in "
        "response. Does the ability still resolve?",
        V14,
        "yes",
        "383.2.a.1",
    ),
    (
        "My opponent's unit's triggered ability is on the chain and I kill the unit in "
        "response. Does the ability still resolve?",
        V14,
        "yes",
        "383.2.a.1",
    ),
    (
        "My unit's triggered ability is on the chain and my opponent kills the unit. Can that "
        "stop the ability?",
        V14,
        "no",
        "383.2.a.1",
    ),
    # a unit whose control was taken goes to its owner's trash (the Silver Rule)
    (
        "I took control of my opponent's unit and then it died. Does it go to my trash?",
        V14,
        "no",
        "056",
    ),
    (
        "In 2v2, I took control of my opponent's unit and then it was killed. Does it go into "
        "my trash?",
        V13,
        "no",
        "056",
    ),
    # who orders replacement effects, asked of one player (yes/no)
    (
        "If multiple replacement effects apply to an uncontrolled battlefield, does the turn "
        "player decide the order?",
        V14,
        "yes",
        "372.2",
    ),
    (
        "My opponent's spell is dealing damage to my unit and two replacement effects apply to "
        "that damage. Does my opponent decide the order they apply?",
        V14,
        "no",
        "372",
    ),
    (
        "I control a unit my opponent owns (I took control of it). If two replacement effects "
        "could apply to its death, do I decide their order?",
        V13,
        "no",
        "372",
    ),
    (
        "I control a unit my opponent owns (I took control of it). If two replacement effects "
        "could apply to its death, do I decide their order?",
        V14,
        "yes",
        "372",
    ),
    (
        "My opponent has taken control of a unit I own. If two replacement effects apply to it "
        "at once, does my opponent decide their order?",
        V13,
        "no",
        "372",
    ),
    (
        "If two replacement effects would apply to my opponent's unit dying, do I choose the "
        "order?",
        V14,
        "no",
        "372",
    ),
    (
        "If two replacement effects would apply to a unit dying, does my opponent choose the "
        "order?",
        V14,
        "depends",
        "372",
    ),
    (
        "In 2v2, if two replacement effects would apply to my teammate's unit dying, does my "
        "teammate decide the order?",
        V14,
        "yes",
        "372",
    ),
    ("If two replacement effects apply to me, do I decide their order?", V13, "yes", "372.1"),
]


@pytest.mark.parametrize(("question", "version", "verdict", "clause"), ONE_VERSION)
def test_wordings_of_one_version(question: str, version: str, verdict: str, clause: str) -> None:
    asked(question, verdict, cites=(clause,), version=version)


@pytest.mark.parametrize(
    "question",
    [
        # whose turn it is decides who the turn player is: not said
        "If two replacement effects apply to my unit, does the turn player decide the order?",
        # "my spell" says nothing of whose the unit is
        "My spell deals damage to a unit and two replacement effects apply to that damage. Do I "
        "decide the order?",
    ],
)
def test_who_orders_what_is_not_read(question: str) -> None:
    asked(question, "unknown")


# A gear named whose text replaces a friendly unit's death (Zhonya's Hourglass), asked of a
# unit said to be someone's: (question, verdict); both versions.
REPLACED_BY_CARD = [
    (
        "In 2v2, if my teammate's unit would die and I control Zhonya's Hourglass, does the "
        "Hourglass replace the death?",
        "yes",  # 740.1.a: a teammate's unit is friendly
    ),
    (
        "If my unit would die and I control Zhonya's Hourglass, does the Hourglass replace "
        "the death?",
        "yes",
    ),
    (
        "If my opponent's unit would die and I control Zhonya's Hourglass, does the Hourglass "
        "replace its death?",
        "no",
    ),
    ("If my unit would die, does my opponent's Zhonya's Hourglass replace its death?", "no"),
    (
        "In 2v2, my teammate controls Zhonya's Hourglass. If my unit would die, does the "
        "Hourglass replace the death?",
        "yes",
    ),
    ("If my unit would die, does Zhonya's Hourglass replace its death?", "depends"),  # whose
]


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(("question", "verdict"), REPLACED_BY_CARD)
def test_a_death_replaced_by_a_named_gear(question: str, verdict: str, version: str) -> None:
    answer = asked(question, verdict, version=version)
    assert answer.reading == "death:replaced_by_card"


def test_a_statement_joined_to_the_question_by_a_dash() -> None:
    """ "... twice - does ...?": a dash between spaces joins a statement to the question, as
    a comma does (clauses._JOINED_QUESTION)."""
    asked("my unit has Temporary twice - does its kill trigger twice?", "no", version=V13)
    asked("My unit has two Deathknells \u2014 do both of them trigger when it dies?", "yes")


def test_a_unit_whose_owner_is_not_said_is_not_read() -> None:
    asked(
        "If a unit would die and I control Zhonya's Hourglass, does the Hourglass replace the "
        "death?",
        "unknown",
    )
