"""The development set tests/data/ask-dev.yaml, every case through `judge ask` (JSON):
the verdict right and at least one listed clause cited, in the set's rules version."""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

from tests.conftest import TEST_DATA

EVAL = TEST_DATA / "ask-dev.yaml"


def _cases() -> list[Any]:
    sets = yaml.safe_load(EVAL.read_text(encoding="utf-8"))["sets"]
    cases = []
    for block in sets:
        for case in block["cases"]:
            name = re.sub(r"[^a-z0-9]+", "-", case["q"].lower()).strip("-")[:60]
            cases.append(
                pytest.param(block["rules_version"], case, id=f"{block['rules_version']}:{name}")
            )
    return cases


@pytest.mark.parametrize(("version", "case"), _cases())
def test_dev_question(version: str, case: dict[str, Any], cli) -> None:
    data = cli.json("ask", case["q"], "--rules-version", version)
    cited = [c["rule"] for c in data["citations"]]
    assert data["verdict"] == case["verdict"], data["understood"]
    assert set(cited) & set(case["cite_any"]), f"cited {cited}, wanted one of {case['cite_any']}"
    assert data["rules_version"] == version
    assert data["question"] == case["q"]


def test_every_set_is_collected() -> None:
    sets = yaml.safe_load(EVAL.read_text(encoding="utf-8"))["sets"]
    assert len(_cases()) == sum(len(block["cases"]) for block in sets) > 0
