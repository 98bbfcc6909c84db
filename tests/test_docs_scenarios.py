"""The examples in docs/scenarios.md work as documented."""

from __future__ import annotations

import re

import yaml

from judge.engine.checking import compare
from judge.engine.facts import fact_book
from judge.engine.judging import judge_document, judge_scenario
from judge.engine.scenario import load_document
from tests.conftest import REPO

DOC = (REPO / "docs" / "scenarios.md").read_text(encoding="utf-8")


def test_the_documented_scenario_file_passes() -> None:
    block = re.search(r"```yaml\n(title:.*?)```", DOC, re.S)
    assert block is not None
    scenario = load_document(yaml.safe_load(block.group(1)), topics=fact_book().topics)
    assert scenario.expect is not None
    assert compare(scenario.expect, judge_scenario(scenario)) == ()


def test_the_documented_python_example() -> None:
    verdict = judge_document({"question": {"is_move": "recall"}})
    assert verdict.verdict == "no"
    assert verdict.answer.startswith("No. A recall sends a unit or gear to its own base")
    assert verdict.cited_rules == ["455", "456", "456.1"]
    assert '"455", "456", "456.1"' in DOC


def test_every_question_key_of_the_schema_is_documented() -> None:
    from judge.engine.validate import scenario_schema

    for key in scenario_schema()["$defs"]["question"]["properties"]:
        assert f"`{key}`" in DOC, key
