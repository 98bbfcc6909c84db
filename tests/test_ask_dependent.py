"""The reader of questions about a dependent ability, Level, Legion or Empowered
(judge/ask/readings/dependent.py): what it reads, the verdicts the engine gives the
documents it builds, and the questions it leaves to the general reader; and whether a
keyword that is a triggered ability triggers on an event (readings/keywords.py)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.cards import load_cards
from judge.ask.readings.dependent import read_dependent
from tests.ask_helpers import asked

V14 = "2026-07-16"


def _doc(question: str) -> dict[str, object]:
    candidate = read_dependent(question, load_cards(version=V14), V14)
    assert candidate is not None, question
    return candidate.doc


def _cited(question: str) -> tuple[str, list[str]]:
    answer = ask(question)
    return answer.verdict, [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        ("I have 2 XP. Is Gustwalker's Level 3 ability active?", "no", "824.1.d"),
        ("I have 3 XP. Is Gustwalker's Level 3 ability active?", "yes", "824.1.c"),
        ("Does Bandle Soldier's Level ability work if I have 4 XP?", "yes", "824.1.c"),
        ("With 6 XP, does my unit's Level 6 ability work?", "yes", "824.1.c"),
        (
            "Concentrate is in my hand and I have 8 XP. Does its Level 11 effect apply?",
            "no",
            "824.1.d",
        ),
        ("I have 8 XP. Is Concentrate's Level 6 ability active?", "yes", "824.1.c"),
        (
            "My opponent has 3 XP and I have none. Is my opponent's Gustwalker's Level 3 ability "
            "active?",
            "unknown",  # "none" is not read: the general reader's
            "",
        ),
        (
            "Is my opponent's Gustwalker's Level 3 ability active if my opponent has 3 XP?",
            "yes",
            "824.1.c",
        ),
        (
            "I have 6 XP and my opponent has 1 XP. Is my opponent's Gustwalker's Level 3 "
            "ability active?",
            "no",
            "824.1.d",
        ),
        (
            "In 2v2, my ally has 5 XP and I have 1 XP. Is my unit's Level 3 ability active?",
            "no",
            "732",
        ),
        (
            "I took control of my opponent's Gustwalker. My opponent has 5 XP and I have 1 XP. "
            "Is its Level 3 ability active?",
            "no",
            "824.1.c.1",
        ),
        (
            "I control my opponent's Gustwalker and have 3 XP. Is its Level 3 ability active?",
            "yes",
            "824.1.c.1",
        ),
        ("I played a spell this turn. Is Noxus Hopeful's Legion active?", "yes", "812.1.c"),
        (
            "I have not played another card this turn. Is Noxus Hopeful's Legion ability active?",
            "no",
            "812.1.c",
        ),
        (
            "If I have 11 XP and played another card this turn, is my unit's Level 11 Legion "
            "ability active?",
            "yes",
            "727.1.b.3",
        ),
        (
            "I have 2 XP and gain 1 XP. Is Bandle Soldier's Level 3 ability active?",
            "yes",
            "824.1.c",
        ),
        ("I have 3 XP and gain 2 XP. Is my Gemhand Hunter's Level 6 ability on?", "no", "824.1.d"),
        ("If I have 4 XP and spend 2 XP, is Gustwalker's Level 3 ability active?", "no", "824.1.d"),
        ("I have 6 XP. I spend 3 XP. Is my Gustwalker's Level 3 ability active?", "yes", "824.1.c"),
        (
            "In 2v2 I have 1 XP and my ally gains 4 XP: is my Gustwalker's Level 3 ability active?",
            "no",
            "732",
        ),
        (
            "I have 2 XP and spend 3 XP. Is my Gustwalker's Level 3 ability active?",
            "no",  # as a cost nothing is spent (2 XP), as an instruction all is (0 XP)
            "824.1.d",
        ),
        (
            "In FFA3, my opponent has 3 XP. Is my opponent's Gustwalker's Level 3 ability active?",
            "yes",
            "824.1.b.1",
        ),
        (
            "In a 4 player free for all, I have 2 XP. Is my Gustwalker's Level 3 ability on?",
            "no",
            "",
        ),
        # "played nothing", "not played anything", "earlier this turn", "but I didn't"
        (
            "My opponent played a spell earlier this turn and I have played nothing. Is my "
            "unit's Legion ability active?",
            "no",
            "812.1.c",
        ),
        (
            "In 2v2, my ally played a card earlier this turn but I haven't played anything. Is "
            "my unit's Legion active?",
            "no",
            "812.1.c",
        ),
        (
            "My opponent played a card this turn but I didn't. Is my unit's Legion active?",
            "no",
            "812.1.c",
        ),
        (
            "I played a spell this turn but my opponent did not. Is my unit's Legion active?",
            "yes",
            "812.1.c",
        ),
    ],
)
def test_dependent_abilities_are_judged_on_xp_and_plays(
    question: str, verdict: str, rule: str
) -> None:
    got, rules = _cited(question)
    assert got == verdict, question
    if rule:
        assert rule in rules, rules


@pytest.mark.parametrize(
    "question",
    [
        "Is Gustwalker's Level 3 ability active?",  # your XP is not said
        "In 2v2, my ally played a card this turn. Is my Dangerous Duo's Legion ability active?",
        "My opponent played a card this turn. Is the Legion of Dangerous Duo in my hand active?",
        "I have 3 XP. If my opponent takes control of my Gustwalker, is its Level 3 ability "
        "active?",
    ],
)
def test_what_decides_and_is_not_said_is_judged_both_ways(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "depends", answer.answer
    assert {b["verdict"] for b in answer.branches} == {"yes", "no"}


def test_a_card_my_opponent_controls_is_theirs_unless_taken() -> None:
    doc = _doc("My opponent has 3 XP and controls Gustwalker. Is its Level 3 ability active?")
    assert doc["situation"]["units"] == [  # type: ignore[index]
        {"name": "Gustwalker", "controller": "opponent"}
    ]


def test_the_controller_of_a_card_taken_is_the_one_whose_xp_counts() -> None:
    doc = _doc("I control my opponent's Gustwalker and have 3 XP. Is its Level 3 ability active?")
    assert doc["situation"] == {  # type: ignore[comparison-overlap]
        "xp": {"you": 3},
        "units": [{"name": "Gustwalker", "owner": "opponent"}],
    }


@pytest.mark.parametrize(
    "question",
    [
        "Is Gustwalker's Level 6 ability active if I have 6 XP?",  # it has Level 3 only
        "Is Gustwalker's Legion active?",  # it has no Legion
        "Is Gustwalker's Level 3 ability not active if I have 2 XP?",  # "not" turns it round
        "I spent 2 XP. Is Gustwalker's Level 3 ability active?",  # from how much is not said
        "I gain 3 XP. Is Gustwalker's Level 3 ability active?",  # from how much is not said
        "I have 5 XP after I gained 1 XP. Is my Gemhand Hunter's Level 6 ability active?",
        "If I gain 1 XP I have 5 XP. Is my Gemhand Hunter's Level 6 ability active?",
        "I have 3 XP. Is Gustwalker's Level 3 ability active after I lose 1 XP?",
        "In 1v1, my ally has 3 XP. Is my unit's Level 3 ability active?",  # no ally in 1v1
        "I have 3 XP and I have 2 XP. Is my unit's Level 3 ability active?",  # said twice
        "I haven't. Is my unit's Legion active?",  # no play said before it to leave out
        "I played a card but I didn't. Is my unit's Legion active?",  # both, of one player
        "I have played anything. Is my unit's Legion active?",  # "anything" only after "not"
    ],
)
def test_what_it_cannot_read_is_left_to_the_general_reader(question: str) -> None:
    assert read_dependent(question, load_cards(version=V14), V14) is None


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("My Brutal Hunter is Empowered. Is its Empowered ability active?", "yes"),
        ("Brutal Hunter isn't Empowered: does its Empowered ability work?", "no"),
        ("My opponent's Covert Informant has been Empowered. Is its Empowered ability on?", "yes"),
        ("In 2v2, my ally's Brutal Hunter is Empowered. Is its Empowered ability active?", "yes"),
        ("Covert Informant is in my hand: is its Empowered ability active?", "no"),
        (
            "Is Defender of Tomorrow's Empowered ability active while it doesn't have the "
            "Empowered status?",
            "no",
        ),
        ("My unit has the Empowered status: is its Empowered ability active?", "yes"),
        ("Covert Informant is in my trash: is its Empowered ability active?", "no"),
        ("My Brutal Hunter is stunned and Empowered: is its Empowered ability active?", "yes"),
        ("In FFA4, my opponent's Brutal Hunter is Empowered. Is its Empowered ability on?", "yes"),
        (
            "In a 3-player free-for-all, my opponent's Brutal Hunter is not Empowered: is its "
            "Empowered ability active?",
            "no",
        ),
        (
            "My Brutal Hunter's Empower ability is still on the chain: is its Empowered ability "
            "active yet?",
            "no",
        ),
    ],
)
def test_an_empowered_ability_is_judged_on_the_status(question: str, verdict: str) -> None:
    got, rules = _cited(question)
    assert got == verdict, question
    assert "828.1.c" in rules, rules


def test_the_empowered_status_not_said_is_judged_both_ways() -> None:
    answer = ask("Is Brutal Hunter's Empowered ability active?")
    assert answer.verdict == "depends", answer.answer
    assert {b["verdict"] for b in answer.branches} == {"yes", "no"}


def test_a_legend_asked_about_is_in_the_legend_zone() -> None:
    doc = _doc("My Defender of Tomorrow is Empowered. Is its Empowered ability active?")
    assert doc["situation"] == {  # type: ignore[comparison-overlap]
        "cards": [
            {
                "name": "Defender of Tomorrow",
                "empowered": True,
                "zone": "legend zone",
                "type": "legend",
            }
        ]
    }


@pytest.mark.parametrize(
    "question",
    [
        "Is Gustwalker's Empowered ability active?",  # it has no [Empowered] ability
        "Akali - Rogue Assassin is Empowered. Is its Empowered ability active?",  # "if I'm"
        "Covert Informant is in my hand and Empowered. Is its Empowered ability active?",
        "Brutal Hunter is Empowered and is not Empowered. Is its Empowered ability active?",
        "I have 3 XP. Is Brutal Hunter's Empowered ability active?",  # XP is not its condition
        # no allies in a free-for-all
        "In FFA3, my ally's Brutal Hunter is Empowered. Is its Empowered ability active?",
        # its Empower is activated only while it is not Empowered
        "Brutal Hunter is Empowered and its Empower is on the chain: is its Empowered ability on?",
        (
            "Covert Informant is in my trash and its Empower is on the chain: is its Empowered "
            "ability on?"
        ),
        "My Defender of Tomorrow is stunned: is its Empowered ability active?",  # not a unit
    ],
)
def test_what_it_cannot_read_about_empowered_is_left_to_the_general_reader(question: str) -> None:
    assert read_dependent(question, load_cards(version=V14), V14) is None


# ---- keywords that are triggered abilities (judge/ask/readings/keywords.py) ----------------


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        (
            "If my opponent banishes my unit with Deathknell, does its Deathknell trigger?",
            "no",
            "808.1.d",
        ),
        ("If my unit with Deathknell is killed, does its Deathknell trigger?", "yes", "808.1.c"),
        (
            "If I kill my opponent's unit with Deathknell, does its Deathknell trigger?",
            "yes",
            "808.1.c",
        ),
        ("When I play a unit with Vision, does its Vision trigger?", "yes", "817.1.c"),
        ("If I hide a unit with Vision, does its Vision trigger?", "no", "817.1.b"),
        ("When I play a unit with Weaponmaster, does Weaponmaster trigger?", "yes", "821.1.c"),
        ("Does Quick-Draw trigger when I play the gear?", "yes", "819.1.d"),
        ("If I hide my gear with Quick-Draw, does Quick-Draw trigger?", "no", "819.1.d"),
        ("Does Hunt trigger when my unit conquers?", "yes", "823.1.c.1"),
        ("Does Hunt trigger when my unit holds?", "yes", "823.1.c.1"),
    ],
)
def test_a_triggered_keyword_is_judged_on_its_event(question: str, verdict: str, rule: str) -> None:
    got, rules = _cited(question)
    assert got == verdict, question
    assert rule in rules, rules


@pytest.mark.parametrize(
    "question",
    [
        "Does Hunt trigger when my opponent conquers?",  # whose unit, and who conquers?
        "When my opponent plays a unit with Vision, does its Vision trigger?",
        "Does Quick-Draw trigger when my opponent plays their gear?",
        "If my unit with Deathknell dies in combat, does its Deathknell not trigger?",
    ],
)
def test_a_triggered_keyword_whose_event_is_unclear_is_not_answered(question: str) -> None:
    assert ask(question).verdict == "unknown"


def test_xp_gained_or_spent_is_an_action_after_the_xp_said() -> None:
    doc = _doc(
        "I have 4 XP and my opponent has 1 XP. My opponent gains 2 XP and I spend 3 XP. "
        "Is my Gustwalker's Level 3 ability active?"
    )
    assert doc["actions"] == [  # type: ignore[comparison-overlap]
        {"gain_xp": {"amount": 2, "by": "opponent"}},
        {"spend_xp": {"amount": 3, "by": "you"}},
    ]


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        "My ally played a card but I didn't. Is my Legion unit's ability active?",
        "In 2v2, my ally played a card but I didn't. Is my Legion unit's ability active?",
        "My opponent played a card this turn but I didn't. Is my Legion unit's ability active?",
    ],
)
def test_my_legion_unit_is_the_made_up_card_with_legion(question: str, version: str) -> None:
    """ "my Legion unit": the keyword between whose it is and the card word is its Legion,
    inactive when another player played the card (812.1.b.1, 812.2; v1.3's 812.1.c leaves
    out "by you", the others tie the play to the card's player)."""
    asked(question, "no", cites=("812.1.b.1", "812.2"), version=version)


def test_my_legion_unit_played_before_is_active() -> None:
    answer = ask("I played a spell this turn. Is my Legion unit's ability active?")
    assert answer.verdict == "yes", answer.answer


# --- s44: the card asked about said to be the first played, or played after another -------


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Dangerous Duo is the first card I play this turn. Is its Legion active?", "no"),
        ("Dangerous Duo is the first card I play this turn. Is its Legion ability active?", "no"),
        (
            "In 2v2, Dangerous Duo is the first card I've played this turn. Does its Legion work?",
            "no",
        ),
        (
            "My opponent played a card this turn. Dangerous Duo is the first card I play this "
            "turn. Is its Legion active?",
            "no",
        ),
        ("I played another card this turn before my Dangerous Duo. Is its Legion active?", "yes"),
        ("I played another card this turn before Dangerous Duo. Is its Legion text active?", "yes"),
    ],
)
def test_the_card_said_first_or_after_another(question: str, verdict: str, version: str) -> None:
    asked(question, verdict, cites=["812.1.c"], version=version)


@pytest.mark.parametrize(
    "question",
    [
        # "the first spell" says nothing of the units or gear played before it
        "Noxus Hopeful is the first spell I cast this turn. Is its Legion active?",
        # whose first card it is must be the asker's, whose Legion it is
        "Dangerous Duo is the first card my opponent plays this turn. Is its Legion active?",
        # "before" not right before the card asked about
        "Is Dangerous Duo's Legion active before I play another card?",
    ],
)
def test_first_or_before_said_otherwise_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"
