"""Several instances of one keyword on one permanent (readings/keywords.py): the values of
Assault, Shield, Deflect and Hunt are summed; Tank and Temporary are redundant, Temporary
triggering once; a value asked as a number is read when it is the sum of the instances said.
Questions that ask about one instance or several permanents are not read."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

V14, V13 = "2026-07-16", "2026-03-30"


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        (
            "My unit has Shield and gets Shield from another card too. Are the Shield values "
            "added together?",
            "yes",
            "814.2",
        ),
        ("Do two instances of Shield on my unit add together?", "yes", "814.2"),
        ("Do multiple instances of Assault add up?", "yes", "807.2"),
        (
            "If a unit has Deflect twice (Deflect 1 + Deflect 1), do the values add up?",
            "yes",
            "809.2",
        ),
        ("If a unit has Temporary twice, does Temporary trigger twice?", "no", "816.2.a"),
        (
            "my unit got Temporary twice. does the kill trigger happen twice at my beginning "
            "phase?",
            "no",
            "816.2.a",
        ),
        ("Do multiple instances of Tank do anything extra?", "no", "815.2"),
        # a value asked as a number: the values said, summed
        (
            "Petty Officer has Assault and I give it Assault 3 with Cleave. Is its Assault "
            "value 4?",
            "yes",
            "807.2",
        ),
        ("My unit has Shield and gains Shield 2. Is its Shield value 3?", "yes", "814.2"),
        (
            "Tianna Crownguard has Deflect and another effect gives her Deflect again. Is her "
            "Deflect value 2?",
            "yes",
            "809.2",
        ),
        # Deflect's extra Power asked as a number: the engine sums the instances
        (
            "My unit has Deflect twice. Does my opponent's spell that targets it cost 2 extra "
            "Power?",
            "yes",
            "809.2",
        ),
        # "twice" said of the choosing, not of Deflect: one instance, chosen twice
        (
            "If my spell chooses the same enemy unit with Deflect twice, do I pay its Deflect "
            "cost twice?",
            "yes",
            "809.1.c",
        ),
        (
            "My unit has Deflect and gets Deflect from Allay, Eager Admirer. If an opponent's "
            "spell targets my unit, does it cost 1 extra Power?",
            "no",
            "809.2",
        ),
        (
            "My opponent's unit has Deflect 2 and is granted Deflect again. If my spell targets "
            "it, do I pay 3 extra power?",
            "yes",
            "809.2",
        ),
        (
            "My unit has Tank. If it gets Tank again, does the second Tank do anything extra?",
            "no",
            "815.2",
        ),
    ],
)
@pytest.mark.parametrize("version", [V14, V13])
def test_instances_are_judged(question: str, verdict: str, rule: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        # a value asked as a number that is not the sum of those said
        "My unit has Assault 2 and is given Assault 3. Does it have Assault 3?",
        # two units, each with its own instance
        "My unit has Assault and another unit has Assault 3. Does my unit have Assault 4?",
        "My unit has Deflect and another unit has Deflect. If my opponent's spell chooses my "
        "unit, does it cost 2 extra power?",
        # several permanents, each with its own instance
        "Does Temporary trigger twice if I have two units with Temporary?",
        # it can have it twice (the second is redundant)
        "Can a unit have Tank twice?",
        # one instance said; "twice" is said of dying
        "If my unit has Temporary, does it die twice?",
        # one instance asked about: the question turned round
        "Does only one instance of Temporary trigger?",
        "Does just one instance of Tank count?",
        "Does Temporary trigger once if a unit has it twice?",
        # "it" may be Tank itself, not the second instance
        "My unit has Tank and is given Tank again. Does it do anything?",
        # it has two instances (redundant): what the second does is not asked
        "My unit has Tank and my spell gives it Tank. Does it have Tank twice?",
    ],
)
def test_what_it_cannot_read_is_not_answered(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "Does Hunt give XP when my unit holds a battlefield, not just when it conquers?",
        "Does Hunt trigger on a hold as well as on a conquer?",
        "Does Hunt give XP when my unit holds a battlefield?",
    ],
)
@pytest.mark.parametrize("version", [V14, V13])
def test_hunt_gives_xp_on_a_hold_too(question: str, version: str) -> None:
    """823.1.b: Hunt is both a Conquer and a Hold effect; its XP is its triggering."""
    answer = ask(question, version)
    assert answer.verdict == "yes", answer.answer
    assert {"823.1.b", "823.1.c.1", "823.1.c"} & {c["rule"] for c in answer.citations}


@pytest.mark.parametrize(
    "question",
    [
        "Does Hunt give XP when my unit conquers but not when it holds?",
        "Does Hunt give XP only when my unit conquers?",
    ],
)
def test_hunt_said_of_one_event_only_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"
