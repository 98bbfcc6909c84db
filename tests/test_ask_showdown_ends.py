"""Whether a showdown ends as its players pass (readings/showdown_ends.py): once every player
has passed in sequence with nothing on the chain it ends; a pass while another player has yet
to pass leaves it going on, judged both ways when whether they passed just before is unsaid."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    "question",
    [
        "If both players pass priority with an empty chain, does the showdown end?",
        "If all players pass in a showdown, does it end?",
        "Does a showdown end when every player passes in a row?",
        "In a showdown, if I pass and my opponent passes, does the showdown end?",
        "In FFA3, if all players pass in a showdown, does it end?",
        "In 2v2, does the showdown end when everyone passes?",
    ],
)
def test_every_player_passing_ends_the_showdown(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "yes", answer.answer
    assert answer.citations[0]["rule"] == "347.2.a"
    assert answer.reading == "showdown_ends"


def test_under_v13_the_clause_is_its_own() -> None:
    answer = ask("If all players pass in a showdown, does it end?", "2026-03-30")
    assert (answer.verdict, answer.citations[0]["rule"]) == ("yes", "347.3.a")


def test_one_pass_turns_on_whether_the_other_passed_just_before() -> None:
    answer = ask("In a showdown, if I pass, does the showdown end?")
    assert answer.verdict == "depends"
    ways = [(b["assumed"], b["verdict"]) for b in answer.branches]
    assert ways == [
        ("no other player passed just before you", "no"),
        ("your opponent passed just before you", "yes"),
    ]


def test_the_chain_unsaid_is_taken_empty_and_said() -> None:
    answer = ask("If all players pass in a showdown, does it end?")
    assert any("nothing is on the chain" in said for said in answer.assumed)


@pytest.mark.parametrize(
    "question",
    [
        # passing priority on a chain resolves its newest item; combat goes on to damage
        "In a showdown, if both players pass while a spell is on the chain, does the showdown end?",
        "If both players pass in combat, does the showdown end?",
    ],
)
def test_a_chain_or_a_combat_is_not_this_reading(question: str) -> None:
    assert ask(question).verdict == "unknown"
