"""Questions `judge ask` must not answer yes, no or depends: the verdict is "unknown", the
answer says what was not understood, and the closest clauses are listed when there are any."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.ask.answer import ask

CASES = Path(__file__).parent / "data" / "ask_unknown.yaml"


def _cases() -> list[Any]:
    cases = yaml.safe_load(CASES.read_text(encoding="utf-8"))["cases"]
    return [
        pytest.param(
            case, id=re.sub(r"[^a-z0-9]+", "-", case["q"].lower()).strip("-")[:60] or "symbols"
        )
        for case in cases
    ]


@pytest.mark.parametrize("case", _cases())
def test_unknown(case: dict[str, Any]) -> None:
    answer = ask(case["q"])
    assert answer.verdict == "unknown", f"{answer.understood} / {answer.answer}"
    assert case["says"].lower() in answer.answer.lower()
    assert answer.understood.startswith("not understood")
    assert answer.scenario is None


def test_unknown_lists_the_closest_clauses() -> None:
    answer = ask("Can a spell move a unit twice in one turn?")
    assert answer.citations, "search found nothing for a question full of rules words"
    assert all(c["rule"] and c["text"] for c in answer.citations)


def test_huge_question_is_cut_and_not_answered() -> None:
    answer = ask("Can a unit move the turn it's played? " + "blah " * 20_000)
    assert answer.verdict == "unknown"
    assert len(answer.answer) < 1_000


def test_control_characters_and_odd_unicode_are_harmless() -> None:
    answer = ask("Is a\x00 recall\x07 a\u200b move\u2028?")
    assert answer.verdict == "no"
