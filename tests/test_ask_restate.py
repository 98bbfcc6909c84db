"""The situation a reading built, read back into statements (judge/ask/restate.py), and
the cross-check of the readers' declared coverage against it: the number of answered
development and title questions whose every slot some statement accounts for never falls
below the recorded floor (the failure lists the slots the restatement does not say)."""

from __future__ import annotations

from pathlib import Path

import yaml

from judge import yamlfile
from judge.ask.cards import load_cards
from judge.ask.choose import choose
from judge.ask.lexicon import load_lexicon
from judge.ask.parse import read
from judge.ask.readings import Candidate
from judge.ask.restate import accounted, contradictions, restate, said_besides, sentences
from tests.conftest import TEST_DATA

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
ACCOUNTED_FLOOR = 141
"""Answered questions (development sets and scenario titles) whose slots the restatement
accounts for in full; the others still rest on the reading's declared `used`."""

DOC = {
    "situation": {
        "mode": "2v2",
        "combat": "battlefield 1",
        "battlefields": [{"name": "battlefield 1", "controller": "opponent"}],
        "units": [
            {"name": "your unit", "at": "battlefield 1", "exhausted": True},
            {"name": "ally's unit", "controller": "ally"},
        ],
    },
    "question": {"standard_move": {"units": ["your unit"], "to": "base"}},
}


def test_one_statement_per_thing_the_situation_says() -> None:
    said = sentences(DOC)
    assert said[0] == "a 2v2 game"
    assert "a combat at battlefield 1" in said
    assert sum(s.startswith("units: ") for s in said) == 2  # each unit on its own
    assert said[-1].startswith("can your unit make a standard move to")


def test_statements_are_read_by_the_question_reader() -> None:
    slots = {text: statement.slots for statement in restate(DOC) for text in [statement.text]}
    assert "mode:2v2" in slots["a 2v2 game"]
    assert {"obj:combat", "time:combat"} <= slots["a combat at battlefield 1"]
    asked = next(s for t, s in slots.items() if t.startswith("can your unit"))
    assert {"act:standard_move", "act:move", "obj:unit", "place:base"} <= asked


def test_a_question_turned_round_accounts_for_its_negation() -> None:
    assert "neg" in accounted(DOC, invert=True)
    assert "neg" not in accounted(DOC)


def test_an_explained_topic_says_what_its_table_entry_names() -> None:
    covered = accounted({"question": {"explain": "standard_move"}})
    assert {"act:move", "obj:unit"} <= covered


def _questions() -> list[str]:
    asked = []
    for name in ("ask-dev.yaml", "ask-community-dev.yaml"):
        raw = yaml.safe_load((TEST_DATA / name).read_text(encoding="utf-8"))
        for block in raw.get("sets") or [raw]:
            asked += [case["q"] for case in block["cases"]]
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        title = yamlfile.load(path).get("title")
        if isinstance(title, str):
            asked.append(title)
    return asked


def test_the_declared_coverage_is_cross_checked_by_the_restatement() -> None:
    lexicon, cards = load_lexicon(), load_cards()
    full, gaps = 0, []
    for question in _questions():
        reading = read(question, lexicon, cards)
        candidate = choose(reading).candidate
        if candidate is None:
            continue
        left = reading.slots() - accounted(candidate.doc, candidate.invert, said_besides(candidate))
        assert not left - candidate.used, question  # what was chosen is declared
        if left:
            gaps.append(f"{question}: {', '.join(sorted(left))}")
        else:
            full += 1
    assert full >= ACCOUNTED_FLOOR, "\n".join(gaps)


def test_a_situation_built_against_what_the_question_says_is_a_contradiction() -> None:
    doc = {
        "situation": {
            "battlefields": [{"name": "battlefield 1", "controller": "you"}],
            "units": [{"name": "your unit", "at": "battlefield 1"}],
        },
        "question": {"standard_move": {"units": ["your unit"], "to": "base"}},
    }
    found = contradictions({"mod:exhausted_unit", "pmod:empty"}, Candidate("test", doc))
    assert found == [
        "the question says 'exhausted unit' but the situation built holds 'a ready unit'",
        "the question says 'empty' but the situation built holds "
        "'a battlefield where I have units'",
    ]
    exhausted = {**doc, "situation": {**doc["situation"], "units": [
        {"name": "your unit", "at": "battlefield 1", "exhausted": True}
    ]}}  # fmt: skip
    assert contradictions({"mod:exhausted_unit"}, Candidate("test", exhausted)) == []


def test_a_lone_players_units_where_no_one_controls_or_contests_is_no_game() -> None:
    """Units arriving where their player has no control contest it, and its showdown
    begins in the next Neutral Open state: such a board is refused, unless the chain is
    open, a showdown or combat is under way, or two players' units are there."""
    lone = {
        "situation": {
            "battlefields": [{"name": "battlefield 1"}],
            "units": [{"name": "your unit", "at": "battlefield 1"}],
        },
        "question": {"play": {"card": "your unit in hand", "to": "battlefield 1", "by": "you"}},
    }
    assert contradictions(set(), Candidate("test", lone)) == [
        "the situation built has your units at battlefield 1, which no one controls or "
        "contests, with no showdown under way: a game cannot have that"
    ]
    situation = lone["situation"]
    for arisen in (
        {**situation, "battlefields": [{"name": "battlefield 1", "controller": "you"}]},
        {**situation, "battlefields": [{"name": "battlefield 1", "contested_by": "you"}]},
        {**situation, "chain_empty": False},
        {**situation, "showdown": "battlefield 2"},
        {**situation, "units": [*situation["units"], {
            "name": "opponent's unit", "controller": "opponent", "at": "battlefield 1"}]},
    ):  # fmt: skip
        assert contradictions(set(), Candidate("test", {**lone, "situation": arisen})) == []


def test_a_reading_with_a_contradiction_is_not_chosen(monkeypatch) -> None:
    from judge.ask import choose as choosing

    question = "Can an exhausted unit make a standard move?"
    reading = read(question, load_lexicon(), load_cards())
    candidate = choosing.choose(reading).candidate
    assert candidate is not None and "mod:exhausted_unit" in reading.slots()
    for unit in candidate.doc["situation"]["units"]:
        unit.pop("exhausted", None)  # a reader that built the unit ready
    monkeypatch.setattr(choosing, "all_readers", lambda: [lambda _: candidate])
    choice = choosing.choose(reading)
    assert choice.candidate is None
    assert "'exhausted unit' but the situation built holds 'a ready unit'" in choice.reason


def test_play_proceeding_says_which_turn_ends_and_which_begins() -> None:
    from judge.ask.restate import derived

    mine = {"format": 2, "actions": [{"proceed": {}}], "question": {"outcomes": {}}}
    theirs = {**mine, "situation": {"turn": "opponent"}}
    twice = {**mine, "actions": [{"proceed": {}}, {"proceed": {}}]}
    assert {"when i end my turn", "at the start of my opponents turn"} <= set(derived(mine))
    assert {"my opponent ends their turn", "at the start of my turn"} <= set(derived(theirs))
    assert "at the start of my turn" in derived(twice)
    covered = accounted(theirs)
    assert "time:start_of_turn" in covered and "time:start_of_opponent_turn" not in covered


def test_whose_chain_items_two_units_and_a_units_ability_are_said() -> None:
    from judge.ask.restate import derived

    doc = {
        "format": 2,
        "situation": {
            "chain": [{"name": "Test Spell", "controller": "opponent"}],
            "units": [
                {
                    "name": "your unit",
                    "triggers": [{"when": "move", "text": "When I move, draw 1"}],
                },
                {"name": "your unit 2"},
            ],
        },
        "question": {"activate": {"ability": "Test Ability", "source": "your unit"}},
    }
    said = derived(doc)
    assert {"my opponents spell on the chain", "their spell on the chain"} <= set(said)
    assert {"another unit", "its ability"} <= set(said)
    in_2v2 = {**doc, "situation": {**doc["situation"], "mode": "2v2"}}
    assert "their spell on the chain" not in derived(in_2v2)  # "their" may be either opponent
    alone = {
        **doc,
        "situation": {
            "units": [{"name": "your unit"}, {"name": "opponent's unit", "controller": "opponent"}]
        },
    }
    assert "another unit" not in derived(alone) and "its ability" not in derived(alone)
