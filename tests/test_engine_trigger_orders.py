"""Abilities one player triggered at once: the question is judged under each order the
player may choose (judge/engine/trigger_orders.py)."""

from __future__ import annotations

from typing import Any

from judge.engine.judging import judge_document
from judge.engine.state import GameState
from judge.engine.trigger_orders import ordered_branches
from judge.engine.verdict import Verdict

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


def test_verdicts_that_differ_by_order_make_it_depends_with_each_branch() -> None:
    played = GameState(orders_open=(("you", ("A: when I die, draw 1", "B: when I die, draw 1")),))

    def judge_in(chosen: GameState) -> Verdict:
        first_placed = chosen.trigger_order[0]
        said = "Yes. A resolves." if first_placed.startswith("B") else "No. B resolves."
        return Verdict(said.split(".")[0].lower(), said, "2026-07-16", ())

    verdict = ordered_branches(GameState(), played, judge_in, (), "2026-07-16")
    assert verdict is not None
    assert verdict.verdict == "depends"
    assert "If placed first A: when I die, draw 1, then B: when I die, draw 1: no" in verdict.answer
    assert (
        "If placed first B: when I die, draw 1, then A: when I die, draw 1: yes" in verdict.answer
    )


def test_no_order_left_open_is_no_branch() -> None:
    def judge_in(chosen: GameState) -> Verdict:
        raise AssertionError("nothing to branch on")

    assert ordered_branches(GameState(), GameState(), judge_in, (), "2026-07-16") is None
