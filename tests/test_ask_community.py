"""The community set tests/data/ask-community-dev.yaml (real questions about the whole game):
`judge ask` answers each one right (the verdict and a listed clause) or says it does not know;
it never gives a wrong verdict. The set itself names only clauses its version holds."""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

from judge.ask.answer import ask
from judge.rules.rulebook import Rulebook
from tests.conftest import TEST_DATA

SET = yaml.safe_load((TEST_DATA / "ask-community-dev.yaml").read_text(encoding="utf-8"))
VERSION: str = SET["rules_version"]


def _cases() -> list[Any]:
    return [
        pytest.param(case, id=re.sub(r"[^a-z0-9]+", "-", case["q"].lower()).strip("-")[:60])
        for case in SET["cases"]
    ]


@pytest.mark.parametrize("case", _cases())
def test_community_question_is_answered_right_or_unknown(case: dict[str, Any]) -> None:
    data = ask(case["q"], VERSION).to_dict()
    if data["verdict"] == "unknown":
        return
    cited = {citation["rule"] for citation in data["citations"]}
    assert data["verdict"] == case["verdict"], data["understood"]
    assert cited & set(case["cite_any"]), f"cited {sorted(cited)}, wanted one of {case['cite_any']}"


def test_the_set_cites_only_clauses_of_its_version(rulebook: Rulebook) -> None:
    missing = [
        (case["q"][:40], rule)
        for case in SET["cases"]
        for rule in case["cite_any"]
        if not rulebook.has(VERSION, rule)
    ]
    assert missing == []
    assert len(SET["cases"]) == 97
