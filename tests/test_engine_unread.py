"""What the engine can't carry out is never skipped silently: a replacement or prevention on
the board that it does not read, an ability that triggers on its own death other than
Deathknell, make what depends on them unknown."""

from __future__ import annotations

import re
from typing import Any

import pytest

from judge.cards.catalog import load_catalog
from judge.engine.card_list import unread_replacements
from judge.engine.facts import fact_book
from judge.engine.judging import judge_document
from judge.engine.play_out import REPLACEABLE
from judge.engine.predicates.actions import DISCRETIONARY_ACTIONS, LIMITED_ACTIONS

VERSION = "2026-07-16"


def _deal_to(target: str, where: str) -> dict[str, Any]:
    """An opponent's effect deals 5 to ``target`` while Esteemed Hierophant is ``where``
    and its controller has 7 runes, so its prevention would apply."""
    runes = [{"name": f"rune {n}", "domain": "calm", "controller": "you"} for n in range(7)]
    units = [{"name": "Jax", "controller": "you", "at": "battlefield 1", "might": 6}]
    hand = []
    if where == "board":
        units.append({"name": "Esteemed Hierophant", "controller": "you", "at": "battlefield 1"})
    else:
        hand.append({"name": "Esteemed Hierophant", "type": "unit"})
    return {
        "format": 2,
        "title": f"deal 5 to {target}",
        "situation": {"units": units, "runes": runes, "hand": hand},
        "actions": [{"deal": {"cards": [target], "amount": 5, "by": "opponent"}}],
        "question": {"outcomes": {"event": "damaged", "subject": target}},
    }


def test_a_prevention_on_the_board_the_engine_does_not_read_makes_the_damage_unknown() -> None:
    verdict = judge_document(_deal_to("Esteemed Hierophant", "board"))
    assert verdict.verdict == "unknown"
    assert "Esteemed Hierophant" in verdict.answer


def test_the_same_text_in_a_hand_prevents_nothing() -> None:
    assert judge_document(_deal_to("Jax", "hand")).verdict == "yes"


def test_damage_its_text_does_not_name_is_still_known() -> None:
    document = _deal_to("Jax", "board")
    document["actions"] = [{"game_action": {"action": "kill", "cards": ["Jax"], "by": "opponent"}}]
    document["question"] = {"outcomes": {"event": "killed", "subject": "Jax"}}
    assert judge_document(document).verdict == "yes"


def _spell_waiting(card: str) -> dict[str, Any]:
    """An opponent's effect deals 3 to Jax after ``card`` resolved this turn."""
    return {
        "format": 2,
        "title": f"deal 3 to Jax after {card}",
        "situation": {
            "units": [{"name": "Jax", "controller": "you", "at": "battlefield 1", "might": 6}],
            "replacements": [{"card": card, "by": "you", "chose": "Jax"}],
        },
        "actions": [{"deal": {"cards": ["Jax"], "amount": 3, "by": "opponent"}}],
        "question": {"outcomes": {"event": "damaged", "subject": "Jax"}},
    }


def test_a_spells_prevention_the_engine_does_not_read_makes_the_damage_unknown() -> None:
    verdict = judge_document(_spell_waiting("Unyielding Spirit"))
    assert verdict.verdict == "unknown"
    assert "Unyielding Spirit" in verdict.answer


def test_a_spells_prevention_the_engine_reads_is_carried_out() -> None:
    assert judge_document(_spell_waiting("Ki Barrier")).verdict == "no"


@pytest.mark.parametrize(
    "name",
    [c.name for c in load_catalog() if unread_replacements(c.name, VERSION)],
)
def test_every_unread_replacement_names_an_event_the_engine_watches(name: str) -> None:
    """A replacement text none of whose words is watched would replace silently, unless
    what it replaces is a game action no step of the engine carries out (no step shuffles a
    deck, so "If you would shuffle ..." would replace nothing the engine does)."""
    words = set(REPLACEABLE.values())
    texts = unread_replacements(name, VERSION)
    unwatched = [
        t
        for t in texts
        if not any(w in t.lower() for w in words) and _performed(_replaced_action(t))
    ]
    assert not unwatched, unwatched


# The outcome words of the events the engine's steps cause ("drawn", "recycled", ...).
PERFORMED = {word for fact in fact_book().facts if fact.outcome for word in fact.outcome.split()}


# The game actions of the rules (407-444), by their verbs, and the recall (454).
GAME_ACTIONS = [
    action.replace("_", " ") for action in (*LIMITED_ACTIONS, *DISCRETIONARY_ACTIONS, "recall")
]


def _replaced_action(text: str) -> str:
    """The game action a replacement text replaces: "If you would reveal cards ..." ->
    "reveal"; with no "would", the first game action the text names ("[Add] 2 instead" ->
    "add"); "" when it names none."""
    lowered = text.lower()
    found = re.search(r"\bwould (?:be )?(\w+)", lowered)
    if found:
        return found.group(1)
    named = re.search(rf"\b({'|'.join(GAME_ACTIONS)})\b", lowered)
    return named.group(1) if named else ""


def _performed(action: str) -> bool:
    """Whether a step of the engine may carry out ``action`` (its outcome word starts with
    the action's stem: "draw" -> "drawn"); an action not read counts as carried out."""
    stem = action.removesuffix("e")
    return not action or any(word.startswith(stem) for word in PERFORMED)


def test_a_replaced_action_is_told_carried_out_or_not() -> None:
    assert _performed(_replaced_action("If you would draw a card, draw 2 instead."))
    assert _performed(_replaced_action("If a unit would be stunned, ..."))
    assert _performed(_replaced_action("Instead, do nothing."))
    assert _performed(_replaced_action("If you would reveal cards from a deck, ..."))  # s28
    # no "would": the action it names (s31: Platewyrm Egg; Symbol of the Solari's combat)
    assert not _performed(_replaced_action("If this is [Empowered], [Add] 2 instead."))
    assert _performed(_replaced_action("If it ends in a tie, recall all units instead."))
    assert not _performed(_replaced_action("If you would shuffle your deck, ..."))


def _kill_draven(combat: bool) -> dict[str, Any]:
    """An opponent's effect kills Draven - Audacious ("When I die in combat, ...") at
    battlefield 1, where he attacks in a combat (``combat``) or with no combat on the board."""
    situation: dict[str, Any] = {
        "units": [{"name": "Draven - Audacious", "controller": "you", "at": "battlefield 1"}]
    }
    if combat:
        situation["combat"] = "battlefield 1"
        situation["battlefields"] = [
            {"name": "battlefield 1", "controller": "opponent", "contested_by": "you"}
        ]
        situation["units"].append({"name": "Sett", "controller": "opponent", "at": "battlefield 1"})
    return {
        "format": 2,
        "title": "kill Draven",
        "situation": situation,
        "actions": [
            {"game_action": {"action": "kill", "cards": ["Draven - Audacious"], "by": "opponent"}}
        ],
        "question": {"outcomes": {"event": "triggers", "subject": "Draven - Audacious"}},
    }


def test_an_own_death_trigger_other_than_deathknell_makes_a_kill_unknown() -> None:
    assert judge_document(_kill_draven(combat=True)).verdict == "unknown"


def test_an_own_death_trigger_whose_condition_the_board_settles_false_does_not_trigger() -> None:
    verdict = judge_document(_kill_draven(combat=False))
    assert verdict.verdict == "no"
    assert "not in combat" in verdict.answer


def _entering_cards() -> list[tuple[str, str, bool]]:
    """Every card of the list whose text (not a spell's, nor a triggered or activated
    ability's) says units enter ready: its name, the type, whether it speaks of itself."""
    from judge.engine.card_list import entering_texts

    return [
        (card.name, card.type, any(t.whom == "me" for t in texts))
        for card in load_catalog()
        if (texts := entering_texts(card.name, VERSION))
    ]


def _move_fresh(unit: str, source: str | None, source_type: str = "Unit") -> dict[str, Any]:
    """Can ``unit``, played this turn, standard-move, with ``source`` on its player's board."""
    units: list[dict[str, Any]] = [{"name": unit, "controller": "you", "played_this_turn": True}]
    situation: dict[str, Any] = {"units": units}
    if source and source_type == "Unit":
        units.append({"name": source, "controller": "you", "at": "base"})
    elif source and source_type == "Gear":
        situation["gear"] = [{"name": source, "controller": "you"}]
    elif source:
        legend = {"name": source, "zone": "legend zone", "type": "legend", "controller": "you"}
        situation["cards"] = [legend]
    return {
        "format": 2,
        "title": f"{unit} moves",
        "situation": situation,
        "question": {"standard_move": {"units": [unit], "to": "battlefield 1"}},
    }


def test_every_card_that_makes_units_enter_ready_is_found() -> None:
    cards = _entering_cards()
    assert {"Magma Wurm", "Arena Kingpin", "Renata Glasc - Industrialist"} <= {
        name for name, _, _ in cards
    }


@pytest.mark.parametrize(("name", "kind", "own"), _entering_cards())
def test_a_unit_played_this_turn_that_text_may_ready_is_never_said_exhausted(
    name: str, kind: str, own: bool
) -> None:
    if own:
        document = _move_fresh(name, None)
    else:
        token = name == "Renata Glasc - Industrialist"
        document = _move_fresh("Test Unit A", name, kind)
        document["situation"]["units"][0]["token"] = token
    verdict = judge_document(document)
    assert verdict.verdict in ("yes", "depends"), (name, verdict.answer)
    assert name in verdict.answer or verdict.verdict == "yes"


def test_an_opponents_text_does_not_ready_my_unit() -> None:
    document = _move_fresh("Test Unit A", "Magma Wurm")
    document["situation"]["units"][1]["controller"] = "opponent"
    assert judge_document(document).verdict == "no"


def test_every_card_rule_of_a_permanent_is_read_from_its_card() -> None:
    """Each card whose text makes a card rule ("Units can't move to base.") gives it to the
    engine when the situation types no text, with whose units it speaks of."""
    from judge.cards.understood import understand
    from judge.engine.card_list import card_rules_of

    for card in load_catalog():
        if card.type == "Spell" or not understand(card, VERSION).rules:
            continue
        assert card_rules_of(card.name, VERSION), card.name
    assert [w for _, w in card_rules_of("Minotaur Reckoner", VERSION)] == ["every"]
    assert [w for _, w in card_rules_of("Determined Sentry", VERSION)] == ["all"]
