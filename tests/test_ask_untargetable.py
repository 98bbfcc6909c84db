"""Questions about a target whose control changes before the spell that chose it resolves
(judge/ask/readings/targets.py, ``CONTROL_TAKEN``): a unit whose own text says enemy spells
and abilities can't choose it is Untargetable for the spell by then (758.1); another is not."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        (
            "I play Hidden Blade choosing my Ruin Runner, and my opponent takes control of it "
            "before it resolves: is Ruin Runner killed?",
            "no",
            "758.1",
        ),
        (
            "If I cast Hidden Blade on my Ruin Runner and then my opponent takes control of it, "
            "does it still die?",
            "no",
            "758.1",
        ),
        (
            "My spell 'Stun a unit.' targets my Ruin Runner and an opponent gains control of it "
            "in response, is it still stunned?",
            "no",
            "758.1",
        ),
        (
            "i cast 'Deal 2 to a unit.' on my ruin runner and my opponent takes control of it "
            "before it resolves. does it take damage?",
            "no",
            "758.1",
        ),
        (
            "I play 'Kill a unit.' choosing my Affectionate Poro and my opponent takes control "
            "of it before it resolves: is Affectionate Poro killed?",
            "yes",
            "359.3.e.2",
        ),
    ],
)
def test_control_taken_before_resolution(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]
