"""The targets reader (judge/ask/readings/targets.py) reads questions about what an effect's
text targets or may choose in its frames whatever the wording around them: the text quoted or
not, in the question or in a statement before it, the object asked about, a mode of play
said first, the active or the passive; what it does not read stays unknown."""

from __future__ import annotations

import pytest

from judge.ask.readings.targets import unquoted_texts
from tests.ask_helpers import asked

TARGETS = ("355.7", "355.10")


@pytest.mark.parametrize(
    ("question", "verdict", "cites_any"),
    [
        # issue 12's rewordings (tests/data/ask-paraphrase.yaml) that were left unknown
        (
            "My spell says 'Kill a unit' and never uses the word target. Does it still target "
            "the unit?",
            "yes",
            TARGETS,
        ),
        ("does a card that says kill a unit target the unit", "yes", TARGETS),
        (
            "In a 2v2, does a card that only says 'Kill a unit' still target that unit?",
            "yes",
            TARGETS,
        ),
        (
            "in an effect that reads deal 2 to a unit at a battlefield is the battlefield a target",
            "no",
            ("355.10.b",),
        ),
        (
            "In a 2v2, is the battlefield a target of an effect that reads 'deal 2 to a unit at "
            "a battlefield'?",
            "no",
            ("355.10.b",),
        ),
        ("does kill all units at battlefields target anything", "no", ("355.10.d",)),
        # "there": the battlefield the text names; "zero"; "a 'Counter a spell' spell"
        ("Does 'Kill all units at a battlefield' target the units there?", "no", ("355.10.d",)),
        ("Can I play 'Kill up to two units' choosing zero units?", "yes", ("355.13",)),
        ("Can a 'Counter a spell' spell choose itself as its target?", "no", ("355.9.c",)),
        # the only valid choice is a choice all the same (355.10.d.2)
        (
            "If there's only one unit at any battlefield, is it still a target of 'Kill a unit "
            "at a battlefield'?",
            "yes",
            ("355.10.d.2",),
        ),
        (
            "Is the unit still a target of 'Kill a unit at a battlefield' even though it is the "
            "only unit at a battlefield?",
            "yes",
            ("355.10.d.2",),
        ),
        ("In a 2v2, does 'Kill all units at battlefields' target anything?", "no", ("355.10.d",)),
        ("does each player kills a unit they control target the units", "no", ("355.10.e",)),
        (
            "In a 2v2, does 'Each player kills a unit they control' target the units that get "
            "killed?",
            "no",
            ("355.10.e",),
        ),
        (
            "Quick question: can I choose a 5 might unit for 'Kill a unit with 3 might or less'?",
            "no",
            ("355.9.b",),
        ),
        (
            "According to the rules, can a unit with 5 might be chosen for a spell that reads "
            "'Kill a unit with 3 might or less'?",
            "no",
            ("355.9.b",),
        ),
        (
            "My spell reads 'Kill a unit with 3 might or less'. Can I choose a unit with 5 might?",
            "no",
            ("355.9.b",),
        ),
        (
            "can i choose a unit with 5 might for kill a unit with 3 might or less",
            "no",
            ("355.9.b",),
        ),
        # rewordings of our own
        ("My spell says stun a unit. Does it target the unit?", "yes", TARGETS),
        (
            "We are playing 2v2. My spell says 'Kill a unit'. Does it target the unit?",
            "yes",
            TARGETS,
        ),
        ("In 2v2, my spell says 'Kill a unit'. Does it target the unit?", "yes", TARGETS),
        ("is the unit a target of a spell that says stun a unit", "yes", TARGETS),
        ("does a card that says kill all units target the units", "no", ("355.10.d",)),
        (
            "in ffa4 is the battlefield targeted by deal 2 to a unit at a battlefield",
            "no",
            ("355.10.b",),
        ),
        (
            "My spell says 'Deal 3 to a unit at a battlefield' but never says target. Does it "
            "still target the unit?",
            "yes",
            TARGETS,
        ),
        (
            "In FFA3, can a unit with 5 might be chosen for 'Kill a unit with 3 might or less'?",
            "no",
            ("355.9.b",),
        ),
        (
            "can a unit with 2 might be chosen for kill a unit with 3 might or less",
            "yes",
            ("355.9.b",),
        ),
        (
            "Can I choose two 2 might units for 'Kill up to two units with 3 might or less'?",
            "yes",
            ("355.9.b",),
        ),
        ("In a 2v2, can I play 'Kill up to two units' without choosing any unit?", "yes", ()),
        # the mode said in the statement, "is it legal to", "my partner's", choosing none
        (
            "2v2: my spell says 'Kill an enemy unit'. Is it legal to pick my partner's unit?",
            "no",
            ("740.1.b",),
        ),
        (
            "In 2v2 my spell says 'Buff a friendly unit'. Can I choose my teammate's unit with it?",
            "yes",
            ("740.1.a",),
        ),
        ("is it legal to choose my unit for 'Kill an enemy unit'?", "no", ("740.1.b",)),
        ("My spell says 'Stun up to two units.' Am I allowed to choose zero units?", "yes", ()),
        ("My spell says 'Stun a unit'. Can I choose no units at all?", "no", ("355.8",)),
        ("A spell reads 'Deal 2 to all units'. Are the units targets?", "no", ("355.10.d",)),
        ("In 2v2, can a spell that says 'Counter a spell' target itself?", "no", ("355.9.c",)),
        (
            "In 2v2, if the unit targeted by Void Seeker is moved to its base, do I still draw 1?",
            "yes",
            (),
        ),
    ],
)
def test_targeting_is_read_in_other_words(
    question: str, verdict: str, cites_any: tuple[str, ...]
) -> None:
    asked(question, verdict, cites_any=cites_any)


@pytest.mark.parametrize(
    "question",
    [
        # the question says the text lacks a word it has
        "does 'kill a target unit' target the unit even without the word target",
        # who makes the choice decides, and the passive does not say
        "Can my unit be chosen for 'Kill an enemy unit'?",
        "In 2v2, can my ally's unit be chosen for 'Kill an enemy unit'?",
        # a word normalising would change ("a unit's" is not "a units")
        "does a spell that says kill a unit's controller target the unit",
        # text the instruction reader does not read whole
        "does a spell that says kill a unit and draw a card target the unit",
        "My spell says 'Kill a unit and draw a card'. Does it target the unit?",
        # words around the text no frame takes
        "does a card that says kill a unit not target the unit",
        "In a 2v2, does kill a unit target the unit in my trash?",
        "My spell reads 'Kill a unit with 3 might or less'. Can my opponent choose a unit with 5 "
        "might?",
        # the Might decides and is not said, or is said twice
        "My spell reads 'Kill a unit with 3 might or less'. Can I choose a unit?",
        "can i choose a 5 might unit with 3 might for 'Kill a unit with 3 might or less'",
        # a mode whose players the choice cannot have
        "In 1v1, can my ally's unit be chosen for 'Kill a unit'?",
        # two modes said, or a question no frame takes
        "In 2v2, 2v2: my spell says 'Kill an enemy unit'. Can I choose my partner's unit?",
        "My spell says 'Kill a unit'. Is it legal?",
    ],
)
def test_what_the_targets_reader_does_not_read_stays_unknown(question: str) -> None:
    asked(question, "unknown")


def test_an_unquoted_text_is_noted_and_restated_quoted() -> None:
    answer = asked("does a card that says kill a unit target the unit", "yes", cites_any=TARGETS)
    assert "read 'kill a unit' as the effect's text" in answer.notes
    assert 'does "kill a unit" target the unit?' in answer.understood


def test_a_mode_said_first_is_the_board_judged() -> None:
    answer = asked("In a 2v2, does 'Kill all units at battlefields' target anything?", "no")
    assert answer.understood.startswith("a 2v2 game;")
    assert answer.scenario["situation"]["mode"] == "2v2"


def test_an_unquoted_text_is_the_run_of_words_as_typed() -> None:
    """Only a run typed as it reads, which the instruction reader reads whole and whose frame
    fits, is taken; none when the question quotes a text."""
    [source] = unquoted_texts("Does kill all units at battlefields target anything?")
    assert (source.text, source.frame) == (
        "kill all units at battlefields",
        "does qqtextqq target anything",
    )
    assert unquoted_texts("does a spell that says kill a unit's controller target the unit") == []
    assert unquoted_texts("does 'kill a unit' target the unit") == []
    assert unquoted_texts("Can a unit move the turn it is played?") == []
