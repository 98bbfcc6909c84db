"""Stunning a unit that is already stunned (423.1.a.1): the unit may still be chosen (the
clause's own example), but it is not stunned again, and the answer says both."""

from __future__ import annotations

from judge.ask.answer import ask


def test_an_already_stunned_unit_may_be_chosen_but_is_not_stunned_again() -> None:
    answer = ask("Can I stun a unit that is already stunned?")
    assert answer.verdict == "no", answer.answer
    assert "may still be chosen" in answer.answer, answer.answer
    assert "423.1.a.1" in [c["rule"] for c in answer.citations]
