"""An answer saying what happens: its first parts and always its last (a sequence that
runs on must not read as if it stopped early), and a rule that stopped something said
whenever the answer has room to say it in full."""

from __future__ import annotations

from pathlib import Path

import yaml

from judge.engine.compose import OUTCOME_IN_FULL, OUTCOME_SENTENCES, outcome_answer
from judge.engine.judging import judge_document

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def test_a_long_outcome_says_its_first_parts_and_its_last() -> None:
    parts = [f"Step {n}." for n in range(OUTCOME_SENTENCES + 3)]
    said = outcome_answer(parts)
    assert said.startswith(" ".join(parts[:OUTCOME_SENTENCES]))
    assert said.endswith(f"and last: {parts[-1]}")
    assert parts[OUTCOME_SENTENCES] not in said
    # one part left out would hide as much as the words saying so: all are said
    some = parts[:OUTCOME_IN_FULL]
    assert outcome_answer(some) == " ".join(some)
    # the last event's text, even when it repeats one said before
    assert outcome_answer([*parts, parts[0]]).endswith(f"and last: {parts[0]}")
    assert outcome_answer([]) == "Nothing happens."


def test_a_rule_that_stopped_a_kill_is_said_beside_what_happened() -> None:
    """Three things happen to a stunned defender dealt less than its Might: that it was not
    killed, and why (it still needs its full Might), is part of the answer (465.2.d)."""
    path = SCENARIOS / "combat_damage" / "stunned-defender-deals-nothing-attacker-recalled.yaml"
    verdict = judge_document(yaml.safe_load(path.read_text(encoding="utf-8")))
    assert "still needs damage equal to its full Might" in verdict.answer, verdict.answer
    assert "Then more follows" not in verdict.answer
