"""An answer saying what happens: its first parts and always its last (a sequence that
runs on must not read as if it stopped early), and a rule that stopped something said
whenever the answer has room to say it in full."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.ask.answer import ask
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


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_a_burn_out_point_that_reaches_the_victory_score_says_the_win(version: str) -> None:
    """One Burn Out's point taking the opponent to the Victory Score wins in the next
    cleanup (323.1); Burn Outs repeated win as they go (431.3.c.1): neither answer stops at
    the points (review-s42-score serious 1 and 2)."""
    answer = ask(
        "My opponent has 7 points. My main deck is empty and I need to draw. What happens?", version
    )
    held = next(b for b in answer.branches if "holds a card" in b["assumed"])
    assert held["answer"].endswith("opponent wins in the next cleanup."), held["answer"]
    points = ask(
        "If I draw from an empty deck with an empty trash, does my opponent gain a point?", version
    )
    assert points.verdict == "yes" and points.answer.endswith(
        "and wins at once, without waiting for a cleanup."
    ), points.answer


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_a_win_asked_of_you_says_who_won_instead(version: str) -> None:
    """ "Nothing here meets the rule" had been said where the opponent met it (review-s42-score
    serious 3)."""
    answer = ask("I have 8 points and my opponent has 9. Do I win?", version)
    assert answer.verdict == "no", answer.answer
    assert "opponent has the most points (9) and wins" in answer.answer, answer.answer
    assert "323.1" in [c["rule"] for c in answer.citations]
