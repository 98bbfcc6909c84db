"""What kind of thing something is (game object, permanent, card) and which zones make up the
Board (s43, readings/objects.py): each asked in several wordings, negated, in a mode, and
under both rules versions, whose clause numbers differ."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

V14, V13 = "2026-07-16", "2026-03-30"

KINDS = [
    # question, verdict, the deciding clause under v1.4, under v1.3
    ("Is a rune a game object?", "yes", "123", "124"),
    ("Are runes game objects?", "yes", "123", "124"),
    ("Is a rune an object?", "yes", "123", "124"),
    ("Is a unit a game object?", "yes", "141.1", "141.1"),
    ("Is gear a game object?", "yes", "148.1", "148.1"),
    ("Is a spell a game object?", "yes", "123", "124"),
    ("Is a battlefield a game object?", "yes", "170", "169"),
    ("Is my Champion Legend a game object?", "yes", "174", "173"),
    ("Is a legend an object?", "yes", "174", "173"),
    ("Is a battlefield token a game object?", "yes", "180", "177"),
    ("Is a Sand Soldier a game object?", "yes", "180", "177"),
    ("Is a buff a game object?", "yes", "123", "124"),
    ("Is a unit a permanent?", "yes", "133.4.a.2", "133.4.a.2"),
    ("In 2v2, is my teammate's unit a permanent?", "yes", "133.4.a.2", "133.4.a.2"),
    ("Are gear permanents?", "yes", "133.4.a.2", "133.4.a.2"),
    ("Are spells considered permanents?", "no", "133.4.b.1", "133.4.b.1"),
    ("Is it true that a spell isn't a permanent?", "yes", "133.4.b.1", "133.4.b.1"),
    ("Is a battlefield a permanent?", "no", "171", "170"),
    ("Isn't a battlefield a permanent?", "no", "171", "170"),
    ("Is a rune a permanent?", "no", "161.1.a", "160.1.a"),
    ("Is it true that runes aren't permanents?", "yes", "161.1.a", "160.1.a"),
    ("Is my legend a permanent?", "no", "175", "174"),
    ("Is a token unit a unit?", "yes", "185.2.d", "182.1.d"),
    ("Is a token a card?", "no", "185", "182"),
]


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(("question", "verdict", "v14", "v13"), KINDS)
def test_what_kind_of_thing(question: str, verdict: str, v14: str, v13: str, version: str) -> None:
    asked(question, verdict, cites=(v14 if version == V14 else v13,), version=version)


BOARD = [
    ("Is the Champion Zone part of the board?", "no"),
    ("Is my opponent's trash part of the board?", "no"),
    ("Is my hand on the board?", "no"),
    ("Is the chain part of the board?", "no"),
    ("Is the trash not part of the board?", "yes"),
    ("In FFA3, is the rune deck part of the board?", "no"),
    ("Is the Legend Zone part of the board?", "yes"),
    ("Is my base on the board?", "yes"),
    ("Is the facedown zone part of the board?", "yes"),
]


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(("question", "verdict"), BOARD)
def test_which_zones_make_up_the_board(question: str, verdict: str, version: str) -> None:
    board = "107" if (verdict == "yes") != ("not" in question) else "108"
    asked(question, verdict, cites=(board, "106"), version=version)


UNSETTLED = [
    "Is a token a permanent?",  # a token unit is one, a battlefield token is not
    "Is a legend a card?",
    "Is a unit a card?",  # a token unit is not
    "Is a spell a card?",
    "Is a rune a card?",  # Rune is a card type, but a token rune is no card
    "Is a unit in my hand a permanent?",
    "Is a rune a unit?",
    "Is gear part of the board?",
]


@pytest.mark.parametrize("question", UNSETTLED)
def test_a_pair_no_clause_settles_stays_unknown(question: str) -> None:
    asked(question, "unknown")


COUNTS_AS = [
    # question, verdict, the deciding clause under v1.4, under v1.3
    ("Does discarding a card count as killing it?", "no", "428.2.a", "428.2.a"),
    ("Is a discarded unit killed?", "no", "428.2.a", "428.2.a"),
    ("Is killing a unit the same as discarding it?", "no", "428.2.a", "428.2.a"),
    ("Does recycling a card count as discarding it?", "no", "416.1", "416.1"),
    ("Does a card I recycle from my hand count as discarded?", "no", "416.1", "416.1"),
    ("Does hiding a card count as playing it?", "no", "811.1.c.1", "811.1.c.1"),
    ("Is hiding a card not playing it?", "yes", "811.1.c.1", "811.1.c.1"),
    ("Does a unit moving to its base count as a recall?", "no", "455", "450"),
    ("Is a standard move to my base a recall?", "no", "455", "450"),
    ("Is a recall a move?", "no", "456", "451"),  # the is_move query's, as before
]


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(("question", "verdict", "v14", "v13"), COUNTS_AS)
def test_one_action_counted_as_another(
    question: str, verdict: str, v14: str, v13: str, version: str
) -> None:
    asked(question, verdict, cites=(v14 if version == V14 else v13,), version=version)


def test_a_card_hidden_and_then_played_is_not_read_as_a_hide() -> None:
    asked("If I hide a card and then play it, is it played?", "unknown")


BOTTOM = "the bottom of its owner's"
GOES_TO = [
    # question, the zone the answer names, its deciding clause (the same in both versions)
    ("When my unit dies, where does it go?", "its owner's trash", "428.2"),
    ("Where does my opponent's unit go when I kill it?", "its owner's trash", "428.2"),
    ("In 2v2, where does my teammate's unit go when it is killed?", "its owner's trash", "428.2"),
    ("Where does a killed gear go?", "its owner's trash", "428.2"),
    ("Where do cards go when I discard them from my hand?", "its owner's trash", "422.1"),
    ("Where does a banished card go?", "its owner's Banishment", "427.2"),
    ("Where do my runes go when I recycle them?", "the bottom of its owner's Rune Deck", "416.1.b"),
    (
        "Where do cards go when I recycle them from my trash?",
        "the bottom of its owner's Main Deck",
        "416.1.a",
    ),
]


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(("question", "zone", "clause"), GOES_TO)
def test_where_a_card_goes(question: str, zone: str, clause: str, version: str) -> None:
    from judge.ask.answer import ask

    answer = ask(question, rules_version=version)
    assert answer.verdict == "depends" and answer.outcome == zone, (question, answer.answer)
    assert clause in [c["rule"] for c in answer.citations], question


@pytest.mark.parametrize(
    "question",
    [
        "Where does a token go when it dies?",  # it ceases to exist: the tokens reader's
        "Where does a unit go when it dies in combat?",
        "Where can't a killed unit go?",
    ],
)
def test_where_a_card_goes_not_read(question: str) -> None:
    asked(question, "unknown")


CHAMPIONS = [
    # question, verdict, the deciding clause under v1.4, under v1.3
    ("Can my Champion Legend be targeted by spells?", "yes", "174.5", "173.5"),
    ("Can my opponent's legend be targeted?", "yes", "174.5", "173.5"),
    ("Can I play my Chosen Champion from the champion zone?", "yes", "419.1.a", "419.1.a"),
    ("Can my Chosen Champion be played from the Champion Zone?", "yes", "419.1.a", "419.1.a"),
    ("Can players see my Chosen Champion in the champion zone?", "yes", "108.3.e", "108.3.e"),
]


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(("question", "verdict", "v14", "v13"), CHAMPIONS)
def test_the_legend_and_the_chosen_champion(
    question: str, verdict: str, v14: str, v13: str, version: str
) -> None:
    asked(question, verdict, cites=(v14 if version == V14 else v13,), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Can I choose my Champion Legend?",  # no "target": deck building, say
        "Is my Chosen Champion public information?",  # wherever it is now: not said
    ],
)
def test_the_legend_and_the_chosen_champion_not_read(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(
    "question", ["Is a token's cost treated as 0?", "Is the cost of a token unit zero?"]
)
def test_a_tokens_cost_is_treated_as_0(question: str, version: str) -> None:
    asked(question, "yes", cites=("185.3.a" if version == V14 else "182.2.a",), version=version)


def test_a_tokens_cost_said_as_another_number_is_not_read() -> None:
    asked("Is a token's cost 2?", "unknown")


BATTLEFIELDS = [
    ("Can a battlefield be killed?", "no", "170.3", "169.3"),
    ("Can my battlefield be destroyed?", "no", "170.3", "169.3"),
    ("Is it true that a battlefield can't be killed?", "yes", "170.3", "169.3"),
    ("Can a battlefield be moved?", "no", "170.4", "169.4"),
    ("Can a spell move a battlefield?", "no", "170.4", "169.4"),
    ("Can a battlefield be moved in 2v2?", "no", "170.4", "169.4"),
    ("Can a battlefield be targeted by a spell?", "yes", "170.7", "169.7"),
]


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(("question", "verdict", "v14", "v13"), BATTLEFIELDS)
def test_a_battlefield_acted_on(
    question: str, verdict: str, v14: str, v13: str, version: str
) -> None:
    asked(question, verdict, cites=(v14 if version == V14 else v13,), version=version)


@pytest.mark.parametrize(
    "question", ["Can I choose a battlefield?", "Can I kill a unit at a battlefield?"]
)
def test_a_battlefield_not_acted_on_is_not_read_so(question: str) -> None:
    asked(question, "unknown")
