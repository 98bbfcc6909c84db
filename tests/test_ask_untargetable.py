"""Questions about a target whose control changes before the spell that chose it resolves
(judge/ask/readings/targets.py, ``CONTROL_TAKEN``): a unit whose own text says enemy spells
and abilities can't choose it is Untargetable for the spell by then (758.1); another is not."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from tests.ask_helpers import asked


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
    asked(question, verdict, cites=(rule,))


@pytest.mark.parametrize(
    "question",
    [
        "Bone Skewer picks a unit in my opponent's hand. Can it pick a unit whose text says it "
        "can't be chosen by enemy spells and abilities?",
        # rewordings
        "Can Bone Skewer choose a unit in my opponent's hand that says it can't be chosen by "
        "enemy spells and abilities?",
        "When Bone Skewer reveals my opponent's hand, can I choose a unit that can't be chosen "
        "by enemy spells and abilities?",
        "In 2v2, can Bone Skewer pick a unit from my opponent's hand whose text says it can't "
        "be chosen by enemy spells and abilities?",
    ],
)
def test_a_choice_from_a_hand_is_not_barred_by_untargetable_text(question: str) -> None:
    # the text is a passive of a permanent, active only on the board (365.1), and a unit
    # chosen from a hand, a zone that is not public, is no target (355.10.a)
    asked(question, "yes", cites=("365.1", "355.10.a"))


def test_a_unit_on_the_board_with_that_text_is_not_taken_for_one_in_hand() -> None:
    # the opposite situation: Hidden Blade chooses a unit on the board, where the text is
    # active (758: not a legal target), which this reading does not take
    answer = ask(
        "Can Hidden Blade choose an enemy unit that says it can't be chosen by enemy spells "
        "and abilities?"
    )
    assert answer.verdict == "unknown", answer.answer  # the rules: no; never a "yes"
