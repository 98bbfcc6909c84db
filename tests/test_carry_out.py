"""Carrying out a spell of the card list as it resolves (judge/engine/predicates/carry_out.py):
what it can't carry out is unknown, naming why; targets that do not fit are never guessed."""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine.actions import GameAction
from judge.engine.instructions import read_effect
from judge.engine.judging import judge_document
from judge.engine.predicates import Doing, Event
from judge.engine.predicates.carry_out import carry_out_move_to_base, cost_payable
from judge.engine.predicates.scoring import points_gained_by_effect
from judge.engine.situation import build_situation
from judge.engine.state import GameState, Place, Unit
from judge.errors import DataError
from judge.records import replace


def played(card: str, targets: list[str] | None, units: list[dict[str, Any]], event: str) -> Any:
    play: dict[str, Any] = {"card": card, "to": "base"}
    if targets is not None:
        play["targets"] = targets
    return judge_document(
        {
            "format": 2,
            "situation": {"units": units, "hand": [{"name": card, "type": "spell"}]},
            "actions": [{"play": play}, {"resolve": {}}],
            "question": {"outcomes": {"event": event}},
        }
    )


SETT = {"name": "Sett", "controller": "opponent", "at": "battlefield 1", "might": 5}
VI = {"name": "Vi", "controller": "opponent", "at": "battlefield 2", "might": 5}


def test_a_carried_out_spell_cites_the_game_action() -> None:
    verdict = played("Rune Prison", ["Sett"], [SETT], "stunned")
    assert verdict.verdict == "yes"
    assert "423.1" in [c.rule for c in verdict.citations]


@pytest.mark.parametrize(
    ("card", "targets", "said"),
    [
        ("Rune Prison", ["Sett", "Vi"], "Vi is not a choice the text makes"),
        ("Test Spell", ["Sett"], "not compiled from the card list"),
    ],
    ids=["too-many", "not-a-card"],
)
def test_targets_that_do_not_fit_are_unknown_naming_why(
    card: str, targets: list[str], said: str
) -> None:
    jax = {"name": "Jax"}
    verdict = played(card, targets, [SETT, VI, jax], "damaged")
    assert verdict.verdict == "unknown" and said in verdict.answer


@pytest.mark.parametrize(
    ("card", "targets", "said"),
    [
        ("Blast of Power", ["Jax"], 'Jax is not "at a battlefield"'),
        ("Falling Star", ["Sett"], "its text makes 2 choices and only 1 is named"),
    ],
    ids=["not-a-valid-choice", "too-few"],
)
def test_targets_that_are_not_valid_choices_make_the_play_illegal(
    card: str, targets: list[str], said: str
) -> None:
    verdict = played(card, targets, [SETT, {"name": "Jax"}], "killed")
    assert verdict.verdict == "illegal" and said in verdict.answer
    assert "355.8" in [c.rule for c in verdict.citations]


def test_an_instruction_the_engine_does_not_carry_out_stops_there() -> None:
    sett = {**SETT, "might": 4}
    verdict = played("Void Seeker", ["Sett"], [sett], "killed")  # "... Draw 1."
    assert verdict.verdict == "unknown" and '"draw 1"' in verdict.answer


def test_a_damaged_unit_with_buffs_is_not_judged_lethal_by_its_printed_might() -> None:
    sett = {**SETT, "might": 3, "buffs": 1}
    verdict = played("Hextech Ray", ["Sett"], [sett], "killed")
    assert verdict.verdict == "unknown" and "buffs" in verdict.answer


def test_an_optional_instruction_is_unknown() -> None:
    gear_spell = judge_document(
        {
            "format": 2,
            "situation": {
                "gear": [{"name": "Test Gear", "controller": "opponent"}],
                "hand": [{"name": "Salvage", "type": "spell"}],
            },
            "actions": [
                {"play": {"card": "Salvage", "to": "base", "targets": ["Test Gear"]}},
                {"resolve": {}},
            ],
            "question": {"outcomes": {"event": "killed"}},
        }
    )
    assert gear_spell.verdict == "unknown" and "whether the player does" in gear_spell.answer


def test_a_target_name_not_in_the_situation_is_refused() -> None:
    with pytest.raises(DataError, match="targets"):
        played("Rune Prison", ["Nobody"], [SETT], "stunned")


def test_up_to_with_no_targets_named_is_not_taken_as_none_chosen() -> None:
    verdict = played("Singularity", None, [SETT], "damaged")
    assert verdict.verdict == "unknown" and "not named" in verdict.answer


@pytest.mark.parametrize(("to", "moved"), [("base", True), ("battlefield", False), ("", False)])
def test_a_move_is_carried_out_to_base_only_when_its_destination_is_base(
    to: str, moved: bool
) -> None:
    """A move carried out "to base" only when its destination is base (never a move elsewhere
    taken as one), and one to anywhere else is unknown, not silently nothing."""
    jax = Unit("Jax", "you", Place("battlefield", "battlefield 1"))
    state = GameState(units=(jax,))
    action = GameAction("move", ("Jax",), "you", source="Flash", to=to)
    stepped = carry_out_move_to_base(state, Doing(action, lambda _: True, (), "2026-07-16"))
    unit = stepped.state.unit("Jax")
    assert unit is not None and unit.at.is_base is moved
    assert moved or any(e.kind == "unmodelled" for e in stepped.events)


def test_akshan_moves_an_enemy_gear_to_your_base_and_control_is_not_carried_out() -> None:
    """Akshan - Mischievous: "move an enemy gear to your base. You control it until I leave
    the board.": the base is its player's, not the gear's controller's, and the control
    change is never carried out, so neither is done and what turns on them is unknown."""
    from judge.cards.catalog import load_catalog
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand
    from judge.engine.instructions import read_effect
    from judge.engine.predicates.carry_out import carry_out_spell_effect, moves_to_base
    from judge.engine.state import ChainItem, Gear

    (card,) = (c for c in load_catalog() if c.name == "Akshan - Mischievous")
    (trigger,) = (a for a in understand(card, "2026-07-16").abilities if a.kind == TRIGGERED)
    move, control, _attach = read_effect(trigger.words).instructions
    assert (move.to, moves_to_base(move), control.verb) == ("your base", False, "take control")
    sword = Gear("Sword", "opponent", Place("base", "opponent"))
    akshan = Unit("Akshan - Mischievous", "you", Place("base", "you"))
    item = ChainItem("Akshan", "you", "triggered", effect=trigger.words, targets=("Sword",))
    state = GameState(units=(akshan,), gear=(sword,), resolving=item)
    action = GameAction("resolve", (), "you")
    stepped = carry_out_spell_effect(state, Doing(action, lambda _: True, (), "2026-07-16"))
    assert stepped.state.gear_named("Sword") == sword
    assert any(e.kind == "unmodelled" for e in stepped.events)
    # after a move the engine carries out, the control change still stops the carrying out
    jax = Unit("Jax", "you", Place("battlefield", "battlefield 1"))
    effect = "Move a friendly unit to your base. You control it until I leave the board."
    item = ChainItem("Akshan", "you", "triggered", effect=effect, targets=("Jax",))
    state = GameState(units=(akshan, jax), resolving=item)
    stepped = carry_out_spell_effect(state, Doing(action, lambda _: True, (), "2026-07-16"))
    moved = stepped.state.unit("Jax")
    assert moved is not None and moved.at == Place("base", "you")
    (stopped,) = (e for e in stepped.events if e.kind == "unmodelled")
    assert '"you control it until i leave the board"' in stopped.text


def _repeat_paid(card: str, targets: list[str], event: str) -> Any:
    jax = {"name": "Jax", "at": "battlefield 1", "might": 3}
    return judge_document(
        {
            "format": 2,
            "situation": {"units": [jax], "hand": [{"name": card, "type": "spell"}]},
            "actions": [
                {"play": {"card": card, "to": "base", "targets": targets, "repeat": True}},
                {"resolve": {}},
            ],
            "question": {"outcomes": {"event": event, "subject": "Jax"}},
        }
    )


def test_a_repeat_paid_names_the_choices_of_both_executions() -> None:
    assert _repeat_paid("Feral Strength", ["Jax", "Jax"], "given might").verdict == "yes"
    one = _repeat_paid("Feral Strength", ["Jax"], "given might")  # the second's not named
    assert one.verdict == "illegal" and "2 choices and only 1 is named" in one.answer


def test_a_repeat_paid_on_a_spell_without_repeat_is_unknown() -> None:
    verdict = _repeat_paid("Onslaught", ["Jax", "Jax"], "given might")
    assert verdict.verdict == "unknown" and "not a spell with Repeat" in verdict.answer


def test_points_are_stopped_only_by_the_card_that_bars_them() -> None:
    """An earlier instruction of the same spell that did not happen (a draw with no Burn
    Out) leaves the points gained; the bar of ``points.gain_barred`` on that player stops
    them, and one on another player does not."""
    gain = GameAction("gain_points", (), "you", amount=1)
    no_burn_out = Event(
        "no Burn Out.", "burns out", ("you",), happened=False, fact="burn_out.performed"
    )
    barred = Event("barred.", "point", ("you", "Tianna"), happened=False, fact="points.gain_barred")
    other = replace(barred, subjects=("opponent", "Tianna"))
    for events, gained in (((no_burn_out,), 1), ((no_burn_out, barred), 0), ((other,), 1)):
        doing = Doing(gain, lambda _: True, events, "2026-07-16")
        assert points_gained_by_effect(GameState(), doing).state.points_of("you") == gained


@pytest.mark.parametrize(
    ("tags", "payable"),
    [(["Poro"], True), (["Dog", "Freljord"], True), (["Mech"], False), (None, None)],
    ids=["poro", "dog", "mech", "tags-not-given"],
)
def test_a_cost_naming_several_tags_is_paid_with_a_unit_of_any_one(
    tags: list[str] | None, payable: bool | None
) -> None:
    """Stalking Wolf's "kill a Bird, Cat, Dog, or Poro you control": a unit of any one of the
    tags listed pays it; a unit whose tags the situation does not give leaves it unsettled."""
    unit: dict[str, Any] = {"name": "Test Unit A"}
    if tags is not None:
        unit["tags"] = tags
    poro = {"name": "Daring Poro", "controller": "opponent", "tags": ["Poro"]}
    state = build_situation({"units": [unit, poro]})
    cost = read_effect("Kill a Bird, Cat, Dog, or Poro you control.")
    assert cost_payable(state, "you", cost)[0] is payable


NO_GAME_ACTION = [
    ("Name a spell.", "name a spell"),
    ("Activate the conquer effects of units here.", "activate the conquer effects of units here"),
    ("Banish your hand and trash, then [Burn 7].", "banish your hand and trash"),
    (
        "Return your Chosen Champion from your trash to your Champion Zone.",
        "return your chosen champion from your trash to your champion zone",
    ),
]


def _resolved(effect: str, units: tuple[Unit, ...] = ()) -> tuple[GameState, list[Event]]:
    from judge.engine.predicates.carry_out import carry_out_spell_effect
    from judge.engine.state import ChainItem

    item = ChainItem("Test Effect", "you", "triggered", effect=effect)
    state = GameState(units=units, resolving=item)
    action = GameAction("resolve", (), "you")
    stepped = carry_out_spell_effect(state, Doing(action, lambda _: True, (), "2026-07-16"))
    return stepped.state, list(stepped.events)


@pytest.mark.parametrize(("effect", "words"), NO_GAME_ACTION)
def test_an_instruction_with_no_game_action_is_unknown_naming_it(effect: str, words: str) -> None:
    """Instructions read (the effect has no unread sentence) but with no game action in the
    engine, some acting on no object: the carrying out stops there, ``unmodelled``, naming
    the instruction; it is never passed over as done."""
    assert not read_effect(effect).unknown
    jax = Unit("Jax", "you", Place("battlefield", "battlefield 1"))
    state, events = _resolved(effect, (jax,))
    (stopped,) = (e for e in events if e.kind == "unmodelled")
    assert f'"{words}"' in stopped.text
    assert state.units == (jax,)


def test_the_guard_stops_an_instruction_whatever_it_is_found_to_act_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The guard does not rest on how objects are found: an instruction with no game action
    found to act on nothing (no objects, no note) is still unknown, never done."""
    from judge.engine.predicates import carry_out

    monkeypatch.setattr(carry_out, "_objects", lambda *args, **kwargs: ((), []))
    _state, events = _resolved("Name a spell.")
    (stopped,) = (e for e in events if e.kind == "unmodelled")
    assert 'does not carry out "name a spell"' in stopped.text
    # a verb with a game action found to act on nothing is done on nothing, not unknown
    _state, events = _resolved("Kill all units here.")
    assert not any(e.kind == "unmodelled" for e in events)
