"""A unit's "When you ready me" ability asked about by name (judge/ask/readings/card_triggers.py,
the engine's trigger.when_readied): its controller readies it in their Awaken Phase."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked


@pytest.mark.parametrize(
    "question",
    [
        "Irelia, Fervent gets +1 might when she is readied. If she was exhausted, does she get "
        "it when she readies during my Awaken Phase?",
        "Does Irelia, Fervent's ability trigger when I ready her in my Awaken Phase?",
        "If Irelia, Fervent is exhausted, does her ability trigger when she is readied during "
        "my Awaken Phase?",
    ],
)
def test_a_ready_me_ability_triggers_in_the_awaken_phase(question: str) -> None:
    asked(question, "yes", cites=("315.1.b", "415.1"))


@pytest.mark.parametrize(
    "question",
    [
        # in 2v2 the turn that follows the opponent's may be the teammate's: not settled
        "In 2v2, does Irelia, Fervent's ability trigger when I ready her in my Awaken Phase?",
        # no "ready me" trigger to read
        "Does Jax's ability trigger when I ready him in my Awaken Phase?",
        "Does Astral Heron's ability trigger when I ready it in my Awaken Phase?",
    ],
)
def test_a_ready_me_question_out_of_reach_is_not_answered(question: str) -> None:
    asked(question, "unknown")
