"""The dependent question's document (judge/engine/build_question.py): an Empowered ability
is asked about alone, not with Level or Legion (whose combination the engine does not judge)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine.scenario import load_document
from judge.errors import DataError


def _asking(dependent: dict[str, Any]) -> dict[str, Any]:
    situation = {"units": [{"name": "Brutal Hunter", "empowered": True}]}
    return {"format": 2, "situation": situation, "question": {"dependent": dependent}}


@pytest.mark.parametrize(
    "dependent",
    [
        {"card": "Brutal Hunter", "empowered": True, "level": 3},
        {"card": "Brutal Hunter", "empowered": True, "legion": True},
    ],
    ids=["with-level", "with-legion"],
)
def test_an_empowered_ability_with_another_dependent_keyword_is_refused(
    dependent: dict[str, Any],
) -> None:
    with pytest.raises(DataError) as caught:
        load_document(_asking(dependent))
    assert "ask about [Empowered] alone" in str(caught.value)


def test_an_empowered_ability_asked_alone_is_read() -> None:
    scenario = load_document(_asking({"card": "Brutal Hunter", "empowered": True}))
    assert scenario.question.empowered  # type: ignore[union-attr]


def test_an_empowered_ability_under_a_version_without_empowered_says_so() -> None:
    from judge.engine.judging import judge_document

    document = _asking({"card": "Brutal Hunter", "empowered": True})
    verdict = judge_document(document, rules_version="2026-03-30")
    assert verdict.verdict == "unknown"
    assert "Empowered is not part of the 2026-03-30 Core Rules" in verdict.answer
    assert judge_document(document).verdict == "yes"  # the same board under 2026-07-16
