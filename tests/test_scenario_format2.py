"""Scenario documents in format 2: the schema, the loader, and format 1 read through it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.engine.actions import describe
from judge.engine.checking import compare, scenario_files
from judge.engine.facts import fact_book
from judge.engine.judging import judge_scenario
from judge.engine.questions import Move
from judge.engine.scenario import Scenario, load_document, load_file
from judge.engine.state import BATTLEFIELD, ChainItem, Place
from judge.errors import DataError

UNITS = {"units": [{"name": "Jax"}, {"name": "Sett", "controller": "opponent"}]}


def load(document: dict[str, Any], **kw: Any) -> Scenario:
    book = fact_book()
    return load_document(document, topics=book.topics, facts=list(book.by_id), **kw)


def test_a_format_2_situation_reaches_the_game_state() -> None:
    scenario = load(
        {
            "format": 2,
            "situation": {
                "chain": [
                    {"name": "Charge", "controller": "opponent", "kind": "spell"},
                    {"name": "Flash", "pending": True, "keywords": ["Reaction"], "kind": "unit"},
                ],
                "priority": "you",
                "points": {"you": 3, "opponent": 7},
                "scored": {"you": ["battlefield 1"]},
                "units": [{"name": "Jax"}],
            },
            "question": {"uses_chain": "move"},
        }
    )
    state = scenario.situation
    assert state.chain == (
        ChainItem("Charge", "opponent", "spell"),
        ChainItem("Flash", None, "unit", True, frozenset({"Reaction"})),
    )
    assert not state.chain_empty and state.priority == "you"
    # Nobody has priority while an item is pending (it is finalized first).
    assert state.priority_player is None
    assert state.points_of("opponent") == 7
    assert state.scored == frozenset({("you", "battlefield 1")})
    assert scenario.actions == ()


def test_actions_are_kept_in_order_as_written() -> None:
    actions = [{"standard_move": {"units": ["Jax"], "to": "battlefield 1"}}]
    scenario = load(
        {"format": 2, "situation": UNITS, "actions": actions, "question": {"outcomes": {}}}
    )
    (move,) = scenario.actions
    assert isinstance(move, Move) and move.kind == "standard_move" and move.units == ("Jax",)
    assert move.to == (Place(BATTLEFIELD, "battlefield 1"),)


def test_the_unit_keys_of_format_2_reach_the_game_state() -> None:
    units = [{"name": "Jax", "owner": "opponent", "stunned": True, "buffs": 1}]
    scenario = load({"format": 2, "situation": {"units": units}, "question": {"is_move": "recall"}})
    (jax,) = scenario.situation.units
    assert (jax.owned_by, jax.controller, jax.stunned, jax.buffs) == ("opponent", "you", True, 1)


def test_a_sequence_of_actions_is_played_out_before_the_question() -> None:
    """A unit played in the first action can be moved in the second."""
    actions = [
        {"play": {"card": "Test Unit", "to": "base"}},
        {"pass": {}},
        {"cleanup": {}},
    ]
    scenario = load(
        {"format": 2, "situation": UNITS, "actions": actions, "question": {"outcomes": {}}}
    )
    assert [a.kind for a in scenario.actions] == ["play", "pass", "cleanup"]


SCHEMA_ERRORS: list[tuple[str, dict[str, Any], str]] = [
    (
        "format-1-key-in-format-2",
        {"format": 2, "situation": {"chain_empty": False}, "question": {"is_move": "recall"}},
        "situation > chain_empty: unknown key 'chain_empty' (did you mean 'chain'?)",
    ),
    (
        "format-1-question-in-format-2",
        {"format": 2, "question": {"after_move": {"units": ["Jax"], "to": "base"}}},
        "question > after_move: unknown key 'after_move'",
    ),
    (
        "chain-item-kind",
        {"format": 2, "situation": {"chain": [{"name": "x", "kind": "spel"}]}, "question": {}},
        "situation > chain > 0 > kind: 'spel' is not one of spell, unit, gear, activated, "
        "triggered, add (did you mean 'spell'?)",
    ),
    (
        "two-keys-in-an-action",
        {"format": 2, "actions": [{"cleanup": {}, "resolve": {}}], "question": {}},
        "actions > 0: expected exactly one key, got cleanup, resolve",
    ),
    (
        "an-unknown-action",
        {"format": 2, "actions": [{"cleanpu": {}}], "question": {}},
        "actions > 0 > cleanpu: unknown key 'cleanpu' (did you mean 'cleanup'?)",
    ),
    (
        "a-standard-move-action-with-a-card",
        {
            "format": 2,
            "actions": [{"standard_move": {"units": ["Jax"], "to": "base", "card": "Charm"}}],
            "question": {},
        },
        "actions > 0 > standard_move > card: unknown key 'card'",
    ),
    (
        "outcomes-key",
        {"format": 2, "actions": [{"cleanup": {}}], "question": {"outcomes": {"evnt": "x"}}},
        "question > outcomes > evnt: unknown key 'evnt' (did you mean 'event'?)",
    ),
    (
        "designation",
        {
            "format": 2,
            "situation": {"units": [{"name": "a", "designation": "attack"}]},
            "question": {"is_move": "recall"},
        },
        "situation > units > 0 > designation: 'attack' is not one of attacker, defender",
    ),
    (
        "negative-points",
        {"format": 2, "situation": {"points": {"you": -1}}, "question": {"is_move": "recall"}},
        "situation > points > you: must be at least 0",
    ),
    ("format-missing-question", {"format": 2}, "document: missing required key 'question'"),
    (
        "a-format-that-is-not",
        {"format": "2", "question": {"is_move": "recall"}},
        "format: '2' is not a scenario format; write 'format: 2'",
    ),
    (
        "format-2-key-in-format-1",
        {"situation": {"priority": "you"}, "question": {"is_move": "recall"}},
        "situation > priority: unknown key 'priority'",
    ),
]


@pytest.mark.parametrize(
    ("document", "message"), [c[1:] for c in SCHEMA_ERRORS], ids=[c[0] for c in SCHEMA_ERRORS]
)
def test_schema_errors_name_the_field_and_the_nearest_name(
    document: dict[str, Any], message: str
) -> None:
    with pytest.raises(DataError) as raised:
        load(document)
    assert str(raised.value).startswith(message)


FILE_ERRORS: list[tuple[str, str, str]] = [
    (
        "format-1-unit-named-where-the-file-names-it",
        "situation:\n  units: [{name: Jax}]\nquestion:\n  after_move:\n"
        "    units: [Jx]\n    to: battlefield 1\n",
        "5: question > after_move > units > 0: no unit named 'Jx' (did you mean 'Jax'?)",
    ),
    (
        "format-1-cleanup-battlefield",
        "question:\n  next_cleanup: {battlefield: battlefeld 1}\n",
        "2: question > next_cleanup > battlefield: no battlefield named 'battlefeld 1'",
    ),
    (
        "format-1-repeated-unit",
        "situation:\n  units: [{name: Jax}]\nquestion:\n"
        "  after_move: {units: [Jax, jax], to: battlefield 1}\n",
        "4: question > after_move > units > 1: unit 'jax' is named twice",
    ),
    (
        "format-2-unit-in-an-action",
        "format: 2\nsituation:\n  units: [{name: Jax}]\nactions:\n  - standard_move:\n"
        "      units: [Jx]\n      to: battlefield 1\nquestion:\n  outcomes: {}\n",
        "6: actions > 0 > standard_move > units > 0: no unit named 'Jx' (did you mean 'Jax'?)",
    ),
    (
        "format-2-repeated-unit-in-an-action",
        "format: 2\nsituation:\n  units: [{name: Jax}]\nactions:\n"
        "  - move_effect: {units: [Jax, Jax], to: base, card: Charm}\nquestion:\n  outcomes: {}\n",
        "5: actions > 0 > move_effect > units > 1: unit 'Jax' is named twice",
    ),
    (
        "format-2-outcomes-battlefield",
        "format: 2\nactions:\n  - cleanup: {}\nquestion:\n  outcomes: {battlefield: nowhere}\n",
        "5: question > outcomes > battlefield: no battlefield named 'nowhere'",
    ),
    (
        "format-2-chain-controller",
        "format: 2\nsituation:\n  chain:\n    - {name: Charge, controller: opponnet}\n"
        "question: {uses_chain: move}\n",
        "4: situation > chain > 0 > controller: no player named 'opponnet' "
        "(did you mean 'opponent'?)",
    ),
    (
        "format-2-unknown-fact",
        "format: 2\nquestion: {is_move: recall}\nexpect:\n  verdict: 'no'\n"
        "  facts: [recall.is_not_a_mov]\n",
        "5: expect > facts > 0: no fact named 'recall.is_not_a_mov'",
    ),
    (
        "format-2-outcomes-without-actions",
        "format: 2\nquestion:\n  outcomes: {event: combat}\n",
        "3: question > outcomes: outcomes of what? list the actions",
    ),
    (
        "format-2-two-players-gear-named-alike",
        "format: 2\nsituation:\n  gear:\n    - {name: Blade, at: battlefield 1}\n"
        "    - {name: blade, controller: opponent, at: battlefield 1}\n"
        "question:\n  activate: {ability: Swing, source: Blade, by: opponent}\n",
        "5: situation > gear > 1 > name: card 'blade' is named twice",
    ),
    (
        "format-2-card-in-another-zone-named-like-a-unit",
        "format: 2\nsituation:\n  units: [{name: Jax}]\n"
        "  cards: [{name: Jax, zone: trash}]\nquestion: {is_move: recall}\n",
        "4: situation > cards > 0 > name: card 'Jax' is named twice",
    ),
    (
        "format-2-new-card-played-under-a-board-name",
        "format: 2\nsituation:\n  units: [{name: Jax, controller: opponent, at: battlefield 1}]\n"
        "question:\n  play: {card: jax, to: base}\n",
        "5: question > play > card: 'Jax' is already on the board",
    ),
    (
        "format-2-new-card-played-by-an-action-under-a-board-name",
        "format: 2\nsituation:\n  gear: [{name: Blade}]\nactions:\n"
        "  - play: {card: Blade, to: base, type: gear, by: opponent}\n"
        "question:\n  outcomes: {}\n",
        "5: actions > 0 > play > card: 'Blade' is already on the board",
    ),
    (
        "format-2-two-players-chain-items-named-alike",
        "format: 2\nsituation:\n  chain:\n    - {name: Test Ability, controller: you}\n"
        "    - {name: Test Ability, controller: opponent}\nquestion: {uses_chain: move}\n",
        "5: situation > chain > 1 > name: chain item 'Test Ability' is named twice",
    ),
    (
        "format-2-two-players-triggers-named-alike",
        "format: 2\nactions:\n  - trigger: {ability: Test Ability, by: you, optional: true}\n"
        "  - trigger: {ability: Test Ability, by: opponent, optional: true}\n"
        "question:\n  outcomes: {}\n",
        "4: actions > 1 > trigger > ability: "
        "'Test Ability' is already on the chain as your ability",
    ),
    (
        "format-2-empower-without-its-source",
        "format: 2\nquestion:\n  activate: {ability: Test Empower, keywords: [Empower]}\n",
        "3: question > activate > source: an Empower ability needs its source",
    ),
    (
        "format-1-unconvertible",
        "situation:\n  units: [{name: Jax}]\nquestion:\n  after_move:\n    units: [Jax]\n"
        "    to: base\n    by: opponent\n",
        "7: question > after_move > by: a standard move (no 'card') takes only units and to",
    ),
]


@pytest.mark.parametrize(
    ("text", "message"), [c[1:] for c in FILE_ERRORS], ids=[c[0] for c in FILE_ERRORS]
)
def test_file_errors_name_the_line_and_the_field_as_written(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    book = fact_book()
    with pytest.raises(DataError) as raised:
        load_file(path, topics=book.topics, facts=list(book.by_id))
    assert str(raised.value).startswith(f"{path}:{message}")


OUTCOMES = {
    "battlefields": [{"name": "battlefield 1", "controller": "you"}, {"name": "battlefield 2"}],
    **UNITS,
}


@pytest.mark.parametrize(
    ("format_1", "actions", "outcomes"),
    [
        ({"after_move": {"units": ["Jax"], "to": "battlefield 2"}}, None, {}),
        (
            {"after_move": {"units": ["Jax"], "to": "battlefield 1", "card": "Charm"}},
            [{"move_effect": {"units": ["Jax"], "to": "battlefield 1", "card": "Charm"}}],
            {},
        ),
        (
            {"next_cleanup": {"battlefield": "battlefield 1", "event": "loses control"}},
            [{"cleanup": {}}],
            {"battlefield": "battlefield 1", "event": "loses control"},
        ),
    ],
    ids=["standard-move", "move-effect", "cleanup"],
)
def test_format_2_is_judged_as_the_format_1_it_says(
    format_1: dict[str, Any], actions: list[dict[str, Any]] | None, outcomes: dict[str, Any]
) -> None:
    if actions is None:
        ((_, move),) = format_1.items()
        actions = [{"standard_move": move}]
    old = judge_scenario(load({"situation": OUTCOMES, "question": format_1}))
    new = judge_scenario(
        load(
            {
                "format": 2,
                "situation": OUTCOMES,
                "actions": actions,
                "question": {"outcomes": outcomes},
            }
        )
    )
    assert new.to_dict() == old.to_dict()
    assert new.verdict not in ("unknown", "illegal")


def test_a_move_effect_without_a_card_stays_a_move_effect() -> None:
    """Format 1 told a move effect by its card; format 2 says which move it is."""
    document = {
        "format": 2,
        "situation": UNITS,
        "actions": [{"move_effect": {"units": ["Jax"], "to": "battlefield 1"}}],
        "question": {"outcomes": {}},
    }
    (move,) = load(document).actions
    assert move.kind == "move_effect"


RECALL = {"format": 2, "question": {"is_move": "recall"}}


def test_expected_facts_must_be_among_those_the_verdict_rests_on() -> None:
    scenario = load({**RECALL, "expect": {"verdict": "no", "facts": ["recall.not_a_move"]}})
    verdict = judge_scenario(scenario)
    assert "recall.not_a_move" in verdict.cited_facts
    assert scenario.expect is not None and compare(scenario.expect, verdict) == ()
    other = next(fact for fact in fact_book().by_id if fact not in verdict.cited_facts)
    wrong = load({**RECALL, "expect": {"verdict": "no", "facts": [other]}})
    assert wrong.expect is not None
    assert compare(wrong.expect, verdict) == (f"does not rest on {other}",)


def test_the_format_2_example_of_the_docs_passes(tmp_path: Path) -> None:
    from tests.test_docs_scenarios import DOC

    start = DOC.index("```yaml\nformat: 2") + len("```yaml\n")
    path = tmp_path / "example.yaml"
    path.write_text(DOC[start : DOC.index("```", start)], encoding="utf-8")
    ((file, _),) = scenario_files([path])
    book = fact_book()
    scenario = load_file(file, topics=book.topics, facts=list(book.by_id))
    assert scenario.expect is not None and scenario.actions
    assert compare(scenario.expect, judge_scenario(scenario)) == ()


def test_cards_in_any_zone_reach_the_game_state() -> None:
    zones = ["trash", "banishment", "main deck", "rune deck", "rune pool", "legend zone"]
    cards = [{"name": f"Card {i}", "zone": zone} for i, zone in enumerate(zones)]
    cards.append({"name": "Their Card", "zone": "champion zone", "owner": "opponent"})
    scenario = load({"format": 2, "situation": {"cards": cards}, "question": {"is_move": "recall"}})
    held = {card.name: (card.zone, card.owned_by) for card in scenario.situation.cards}
    assert held["Card 0"] == ("trash", "you")
    assert held["Their Card"] == ("champion zone", "opponent")
    assert {zone for zone, _ in held.values()} == {*zones, "champion zone"}


def test_a_card_is_not_played_from_the_trash() -> None:
    document = {
        "format": 2,
        "situation": {"cards": [{"name": "Test Unit", "zone": "trash"}]},
        "question": {"play": {"card": "Test Unit", "to": "base"}},
    }
    with pytest.raises(DataError, match="Test Unit is in the trash: not playable from there"):
        load(document)


def test_a_spell_is_played_to_no_location_and_a_unit_to_one() -> None:
    def played(card: dict[str, Any]) -> dict[str, Any]:
        situation = {"hand": [card]}
        action = {"play": {"card": card["name"]}}
        return {
            "format": 2,
            "situation": situation,
            "actions": [action],
            "question": {"outcomes": {}},
        }

    spell = load(played({"name": "Test Spell", "type": "spell"}))
    assert describe(spell.actions[0]) == "play: Test Spell by you"
    with pytest.raises(DataError, match="a unit is played to a location: give 'to'"):
        load(played({"name": "Test Unit", "type": "unit"}))
