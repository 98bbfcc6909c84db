"""Zones, information and runes (s42): who may look at which zone (readings/information.py),
what a Basic Rune's abilities add, where a recycled rune goes, paying with a rune whose cost
or domain is unsaid, the First Turn Process's extra rune (readings/runes.py), a draw from a
short Main Deck (readings/actions.py) and a unit that dies going to its owner's trash
(readings/zones.py). Each is asked in several wordings and under both rules versions."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from tests.ask_helpers import asked

VERSIONS = ["2026-07-16", "2026-03-30"]

LOOKS = [
    ("Can my opponent look at my hand?", "no", "128.4"),
    ("Is my opponent allowed to see the cards in my hand?", "no", "108.7.c"),
    ("Can I look at my opponent's hand?", "no", "128.4"),
    ("Can I look at my own hand?", "yes", "128.4"),
    ("Can I look at my opponent's trash?", "yes", "108.2.d"),
    ("Can anyone look at my trash?", "yes", "128.5"),
    ("Can I see the cards in my opponent's banishment?", "yes", "108.6.e"),
    ("Can my opponent check my champion zone?", "yes", "108.3.e"),
    ("Can I look at the cards in my main deck?", "no", "108.4.d"),
    ("Can my opponent look at my deck?", "no", "128.3"),
    ("Can I look at my rune deck?", "no", "108.5.d"),
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(("question", "verdict", "clause"), LOOKS)
def test_who_may_look_at_a_zone(question: str, verdict: str, clause: str, version: str) -> None:
    asked(question, verdict, cites=(clause,), version=version)


PUBLIC = [
    ("Is the trash a public zone?", "yes", "108.2.d"),
    ("Is the champion zone public?", "yes", "108.3.e"),
    ("Are cards on the chain public?", "yes", "108.1.b"),
    ("Are the cards in my rune deck public?", "no", "108.5.d"),
    ("Is my main deck public information?", "no", "108.4.d"),
    ("Is my main deck secret?", "yes", "108.4.d"),
    ("Are the cards in my hand private?", "yes", "108.7.c"),
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(("question", "verdict", "clause"), PUBLIC)
def test_what_a_zone_shows(question: str, verdict: str, clause: str, version: str) -> None:
    asked(question, verdict, cites=(clause,), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Are the cards in my main deck private?",  # Secret, which is not the rules' Private
        "Are the cards in my hand secret?",  # Private, which is not the rules' Secret
        "In 2v2, can my teammate look at my hand?",  # what a player may show is the team's
        "Can I look at a hand?",  # whose hand is not said
    ],
)
def test_privacy_levels_not_guessed(question: str) -> None:
    assert ask(question, "2026-07-16").verdict == "unknown"


RUNES = [
    ("Does exhausting a rune add energy?", "yes", ("164.2.a", "163.2.a")),
    ("Does recycling a rune add power?", "yes", ("164.2.b", "163.2.b")),
    ("Does recycling a rune add energy?", "no", ("164.2.b", "163.2.b")),
    ("Does exhausting a rune produce power?", "no", ("164.2.a", "163.2.a")),
    ("Does recycling a rune put it on the bottom of my rune deck?", "yes", ("416.1.b",) * 2),
    ("Does a recycled rune go to the bottom of my rune deck?", "yes", ("416.1.b",) * 2),
    (
        "When a rune gets recycled, does it go to the bottom of my Main Deck?",
        "no",
        ("416.1.b",) * 2,
    ),
    ("Can I play cards from my rune deck?", "no", ("133.5.a.1",) * 2),
    ("Can I recycle an exhausted rune to pay a power cost?", "yes", ("164.2.b", "163.2.b")),
]


@pytest.mark.parametrize(("version", "which"), [("2026-07-16", 0), ("2026-03-30", 1)])
@pytest.mark.parametrize(("question", "verdict", "clauses"), RUNES)
def test_runes(
    question: str, verdict: str, clauses: tuple[str, str], version: str, which: int
) -> None:
    asked(question, verdict, cites=(clauses[which],), version=version)


@pytest.mark.parametrize(
    ("question", "yes_when"),
    [
        ("Can I pay a rune cost with a rune that is exhausted?", "Power"),
        ("Can I recycle a rune to pay a power cost?", "domain (Fury)"),
    ],
)
def test_paying_with_a_rune_depends_on_what_is_unsaid(question: str, yes_when: str) -> None:
    answer = ask(question, "2026-07-16")
    assert answer.verdict == "depends"
    verdicts = {b["assumed"]: b["verdict"] for b in answer.branches}
    assert {v for k, v in verdicts.items() if yes_when in k} == {"yes"}
    assert "no" in verdicts.values()


FIRST_TURN = [
    ("Can the second player in a 1v1 game channel an extra rune on their first turn?", "yes"),
    ("Does the first player channel three runes on their first turn?", "no"),
    (
        "In FFA4, does the player going last channel three runes in their first channel phase?",
        "yes",
    ),
    ("In 2v2, does the second player channel an extra rune on their first turn?", "no"),
    ("In 1v1, does the second player channel two runes on their first turn?", "no"),
    ("Does the second player get an extra rune on their first turn?", "depends"),
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(("question", "verdict"), FIRST_TURN)
def test_first_turn_extra_rune(question: str, verdict: str, version: str) -> None:
    assert ask(question, version).verdict == verdict


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("I need to draw 2 cards but my main deck has only 1 card. What happens?", "depends"),
        ("I must draw 2 but only 1 card is left in my Main Deck. Do I burn out?", "yes"),
        ("My main deck has 2 cards and I draw 3. What happens?", "depends"),
    ],
)
def test_draw_from_a_short_main_deck(question: str, verdict: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict
    assert "431.1.a" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "When a unit dies, does it go to the trash?",
        "If my unit is killed, does it go to my trash?",
        "When an enemy unit dies, does it go to its owner's trash?",
        "If my opponent's unit dies, does it go to their trash?",
    ],
)
def test_a_unit_that_dies_goes_to_its_owners_trash(question: str, version: str) -> None:
    asked(question, "yes", cites=("428.2",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "If my opponent's unit dies, does it go to my trash?",  # another player's trash
        "When a unit dies, does it go to my trash?",  # whose unit decides it, not said
    ],
)
def test_a_unit_that_dies_is_not_read_into_another_players_trash(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "Can a card I own end up in my opponent's trash?",
        "If I'm told to recycle cards my opponent owns, do they go to the bottom of my main deck?",
        "If a unit I control but my opponent owns dies, does it go to my trash?",
        "In 2v2, can a card my teammate owns be put into my banishment?",
    ],
)
def test_a_card_goes_only_into_its_owners_zones(question: str, version: str) -> None:
    asked(question, "no", cites=("056", "056.2"), version=version)


def test_a_card_into_its_owners_own_zone_is_not_the_silver_rules_question() -> None:
    assert ask("Can a card I own go to my trash?").verdict == "unknown"


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    "question",
    [
        "Do I channel two runes during my channel phase?",
        "Do I channel 2 runes each turn?",
        "In FFA3, do I channel two runes each turn?",
    ],
)
def test_two_runes_each_channel_phase(question: str, version: str) -> None:
    asked(question, "yes", cites=("315.3.b",), version=version)


def test_two_runes_in_another_phase_is_not_read() -> None:
    assert ask("Do I channel two runes during my draw phase?").verdict == "unknown"


ORDER = [
    # question, verdict, the deciding clause (the same number in both versions)
    ("Can I rearrange the cards in my trash?", "yes", "108.2.c"),
    ("Can I reorganize my banishment?", "yes", "108.6.d"),
    ("Does the order of cards in my trash matter?", "no", "108.2.c"),
    ("Is it true that my main deck's order is public?", "no", "108.4.d"),
    ("Is the order of my rune deck secret?", "yes", "108.5.d"),
    ("Can I look at the order of my rune deck?", "no", "108.5.d"),
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(("question", "verdict", "clause"), ORDER)
def test_the_order_of_a_zone(question: str, verdict: str, clause: str, version: str) -> None:
    asked(question, verdict, cites=(clause,), version=version)


HAND_ORDER = [
    ("Can I reorder the cards in my hand?", "yes"),
    ("In 2v2, can I change the order of the cards in my hand?", "yes"),
    ("Are the cards in my hand ordered?", "no"),
]


@pytest.mark.parametrize(("question", "verdict"), HAND_ORDER)
def test_a_hand_is_unordered_from_v1_4(question: str, verdict: str) -> None:
    """v1.4 adds that a hand is unordered (108.7.d); v1.3 says nothing of its order."""
    asked(question, verdict, cites=("108.7.d",), version="2026-07-16")
    asked(question, "unknown", version="2026-03-30")


@pytest.mark.parametrize(
    "question",
    [
        "Can my opponent rearrange my trash?",  # who else may touch it: not said
        "Can I rearrange my opponent's trash?",
        "Can I reorder my main deck?",
        "Is the order of my trash secret?",
    ],
)
def test_an_order_the_clauses_do_not_settle_stays_unknown(question: str) -> None:
    asked(question, "unknown")


STATED = [
    # a "can" put as a statement to check, a "not" in it turning the answer round
    ("Is it true that my opponent can't look at my banishment?", "no", "108.6.e"),
    ("Is it true that my opponent can look at my hand?", "no", "128.4"),
    ("Is it true that my opponent can't see how many cards are in my hand?", "no", "108.7.e"),
    ("Is my opponent allowed to know how many cards I have in hand?", "yes", "108.7.e"),
    ("Can I know how many cards my opponent has in hand?", "yes", "108.7.e"),
    ("Am I right that a Champion Legend can't be killed?", "yes", "428.1"),
    ("Is my trash not public?", "no", "108.2.d"),
    ("Is it true that the cards in my hand aren't private?", "no", "108.7.c"),
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(("question", "verdict", "clause"), STATED)
def test_a_statement_to_check(question: str, verdict: str, clause: str, version: str) -> None:
    if version == "2026-03-30" and clause == "108.7.e":
        clause = "108.7.d"  # v1.3 has no clause on a hand's order: the count comes first
    asked(question, verdict, cites=(clause,), version=version)


def test_the_champion_legend_is_in_no_location() -> None:
    for version in VERSIONS:
        asked("Is my Legend in a location?", "no", cites=("107.4.b",), version=version)
    asked("Is a legend in a location?", "unknown")  # a legend an effect added: not said
    asked("Can my opponent not look at my hand?", "unknown")  # able to refrain, or not allowed?


BOARD_INFORMATION = [
    ("Are the cards in my opponent's base public information?", "yes", "107.1.d"),
    ("Are my opponent's runes in their base public?", "yes", "107.1.d"),
    ("Are units in my base private?", "no", "107.1.d"),
    ("Are units at a battlefield public information?", "yes", "107.2.c"),
    ("Can I look at the top card of my deck?", "no", "108.4.d"),
    ("Is the top card of my main deck public?", "no", "108.4.d"),
]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(("question", "verdict", "clause"), BOARD_INFORMATION)
def test_what_the_board_shows(question: str, verdict: str, clause: str, version: str) -> None:
    asked(question, verdict, cites=(clause,), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Are the cards at a battlefield public information?",  # a facedown card may be one
        "Is a facedown card at a battlefield public information?",
    ],
)
def test_a_battlefield_card_that_may_be_facedown_is_not_read(question: str) -> None:
    asked(question, "unknown")
