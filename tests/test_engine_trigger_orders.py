"""Abilities one player triggered at once: the question is judged under each order the
player may choose (judge/engine/trigger_orders.py)."""

from __future__ import annotations

from typing import Any

from judge.engine.judging import judge_document

CONQUER = [{"when": "conquer", "ability": "When I conquer, draw 1"}]


def _two_conquer_abilities(question: dict[str, Any]) -> dict[str, Any]:
    units = [
        {"name": name, "at": "battlefield 1", "might": 2, "triggers": CONQUER}
        for name in ("First Attacker", "Second Attacker")
    ]
    return {
        "format": 2,
        "situation": {
            "combat": "battlefield 1",
            "battlefields": [
                {"name": "battlefield 1", "controller": "opponent", "contested_by": "you"},
                {"name": "battlefield 2"},
            ],
            "units": units,
        },
        "actions": [{"combat_resolution": {}}, {"finalize": {}}, {"pass": {}}, {"pass": {}}],
        "question": question,
    }


def test_an_answer_that_turns_on_the_order_is_not_taken_from_the_order_found() -> None:
    asked = {
        "outcomes": {"event": "resolves", "subject": "Second Attacker: When I conquer, draw 1"}
    }
    verdict = judge_document(_two_conquer_abilities(asked))
    assert verdict.verdict == "unknown"
    assert "383.3.d" in verdict.cited_rules
    assert "yes (Second Attacker: When I conquer, draw 1 resolves)" in verdict.answer
    assert "first Second Attacker: When I conquer, draw 1, then First Attacker" in verdict.answer


def test_an_answer_the_same_in_every_order_stands() -> None:
    asked = {"outcomes": {"event": "orders", "subject": "you"}}
    verdict = judge_document(_two_conquer_abilities(asked))
    assert verdict.verdict == "yes"
    assert not verdict.answer.startswith(("It depends", "Not answered"))
