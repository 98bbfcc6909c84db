"""Timing said as a player's phase ("my opponent's beginning phase"), a Neutral Open state
said as "when nothing is happening", a unit played to a battlefield whose controller is not
said, and control of a battlefield with no units: each way judged with its deciding clause,
under both rules versions."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

V13 = "2026-03-30"


def _ways(question: str, version: str | None = None) -> list[tuple[str, str]]:
    answer = ask(question, version)
    assert answer.verdict == "depends", answer.answer
    return [(b["assumed"], b["verdict"]) for b in answer.branches]


def _cited(question: str, version: str | None = None) -> tuple[str, list[str]]:
    answer = ask(question, version)
    return answer.verdict, [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Can I play a Reaction spell during my opponent's beginning phase?",
        "During my opponent's ending phase, can I play a spell with Reaction?",
        "Can I activate an ability with Reaction during my opponent's ending phase?",
        "Can I play a Reaction spell during my beginning phase?",
    ],
)
@pytest.mark.parametrize("version", [None, V13])
def test_outside_the_main_phase_a_reaction_waits_for_something_on_the_chain(
    question: str, version: str | None
) -> None:
    # no one receives priority in a Neutral Open state outside a Main Phase (312.2); a
    # trigger of the phase on the chain gives it (312.2.c), and Reaction plays then
    ways = _ways(question, version)
    assert ways[0] == ("nothing is on the chain and no showdown is under way", "no")
    assert ("something is on the chain and you hold priority", "yes") in ways


def test_a_phase_of_the_opponent_is_their_turn() -> None:
    answer = ask("It's my opponent's main phase and the chain is empty. Can I play a Reaction?")
    assert "it is opponent's main phase" in answer.understood
    answer = ask("Can I play a Reaction spell during my opponent's beginning phase?")
    assert "it is opponent's beginning phase" in answer.understood


def test_an_action_in_the_opponents_main_phase_waits_for_a_showdown() -> None:
    assert _ways("Can I play a spell with Action during my opponent's main phase?") == [
        ("nothing is on the chain and no showdown is under way", "no"),
        ("nothing is on the chain, a showdown is under way and you have focus", "yes"),
        ("something is on the chain and you hold priority", "no"),
    ]


@pytest.mark.parametrize("version", [None, V13])
def test_nothing_happening_is_a_neutral_open_state(version: str | None) -> None:
    question = (
        "Can I play a spell with Action during my opponent's main phase when nothing is happening?"
    )
    verdict, cited = _cited(question, version)
    assert verdict == "no"
    assert "806.1.b" in cited


@pytest.mark.parametrize(
    ("question", "others"),
    [
        ("Can I play a unit directly to a battlefield?", ["your opponent controls"]),
        ("Can a unit be played onto a battlefield?", ["your opponent controls"]),
        ("In 2v2, can I play a unit to a battlefield?", ["your ally controls", "an opponent"]),
        ("In FFA3, can I play a unit to a battlefield?", ["an opponent controls"]),
    ],
)
def test_a_unit_goes_only_to_a_battlefield_its_player_controls(
    question: str, others: list[str]
) -> None:
    answer = ask(question)
    assert answer.verdict == "depends"
    ways = [(b["assumed"], b["verdict"], b["citations"][0]["rule"]) for b in answer.branches]
    assert ways[0] == ("you control battlefield 1", "yes", "355.2")
    assert all(verdict == "no" for _, verdict, _ in ways[1:])
    assert all(rule == "355.2" for _, _, rule in ways)
    for other in others:
        assert any(other in way for way, _, _ in ways)


def test_a_unit_with_ambush_to_a_battlefield_stays_unknown() -> None:
    # whose units are there decides too (822.1.b), which no way above builds
    assert ask("Can I play a unit with Ambush to a battlefield?").verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "If I control a battlefield with no units, do I keep control?",
        "Do I keep control of a battlefield with no units?",
        "In 2v2, if I control a battlefield with no units, do I keep control?",
    ],
)
@pytest.mark.parametrize(("version", "rule"), [(None, "190.4.c"), (V13, "187.4.c")])
def test_control_of_a_battlefield_with_no_units_is_lost_in_the_cleanup(
    question: str, version: str | None, rule: str
) -> None:
    verdict, cited = _cited(question, version)
    assert (verdict, cited[0]) == ("no", rule)


def test_control_with_no_units_during_a_showdown_stays_unknown() -> None:
    # control cannot change while a showdown goes on there (190.4.b): not this reading's
    question = "If I control a battlefield with no units in a showdown there, do I keep control?"
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "Can I play a unit to a battlefield controlled by my opponent?",
        "In FFA3, can I play a unit to a battlefield controlled by an opponent?",
    ],
)
def test_a_battlefield_controlled_by_an_opponent_takes_no_unit_of_yours(question: str) -> None:
    verdict, cited = _cited(question)
    assert verdict == "no"
    assert "355.2.a" in cited


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does the chain resolve last in first out?", "yes"),
        ("Does the chain resolve in reverse order?", "yes"),
        ("Do chain items resolve newest first?", "yes"),
    ],
)
def test_the_chain_resolves_newest_first(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert answer.reading == "resolution_order"


@pytest.mark.parametrize(
    "question",
    [
        "Can a unit be played to a battlefield that has units controlled by two other players?",
        "In FFA3, can I move my unit to a battlefield where two opponents both have units?",
    ],
)
def test_two_other_players_units_said_with_both_or_controlled_by(question: str) -> None:
    verdict, cited = _cited(question)
    assert verdict == "no"
    assert {"358.3", "449.2"} & set(cited)


def test_a_non_turn_player_is_asked_as_you_on_another_players_turn() -> None:
    answer = ask("Can the non-turn player play a Reaction spell?")
    assert answer.verdict == "depends"
    assert "it is opponent's main phase" in answer.understood
    ways = [(b["assumed"], b["verdict"]) for b in answer.branches]
    assert ("something is on the chain and you hold priority", "yes") in ways


def test_a_spell_of_my_opponents_on_the_chain_is_theirs() -> None:
    answer = ask("Can I play a Reaction spell while a spell of my opponent's is on the chain?")
    assert answer.verdict == "yes"
    assert "(controlled by opponent)" in answer.understood
