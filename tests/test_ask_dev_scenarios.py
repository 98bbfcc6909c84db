"""Every question of tests/data/ask-dev.yaml has a scenario the engine answers as expected.

This checks the engine, not `judge ask`: the scenario is the situation a judge would write
for the question (same title), re-judged under the case's rules version.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge import yamlfile
from judge.engine.facts import fact_book
from judge.engine.judging import judge_scenario
from judge.engine.scenario import Scenario, load_file
from tests.conftest import TEST_DATA
from tests.test_scenarios import FILES

DEV = TEST_DATA / "ask-dev.yaml"
CASES = [
    (group["rules_version"], case)
    for group in (yamlfile.load(DEV)["sets"] if DEV.exists() else [])
    for case in group["cases"]
]


def _by_title() -> dict[str, Scenario]:
    found: dict[str, Scenario] = {}
    for path, name in FILES:
        scenario = load_file(Path(path), name=name, topics=fact_book().topics)
        found.setdefault(scenario.title, scenario)
    return found


TITLES = _by_title()


@pytest.mark.parametrize(("version", "case"), CASES, ids=[f"{v}:{c['q']}" for v, c in CASES])
def test_the_engine_answers_the_dev_question(version: str, case: dict[str, object]) -> None:
    scenario = TITLES.get(str(case["q"]))
    assert scenario is not None, "no scenario with this question as its title"
    verdict = judge_scenario(scenario, version)
    assert verdict.verdict == case["verdict"]
    assert set(verdict.cited_rules) & set(case["cite_any"]), verdict.cited_rules  # type: ignore[call-overload]
