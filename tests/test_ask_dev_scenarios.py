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
    if "branches" in case:  # a "depends" on what the question leaves open: a board per way
        _the_engine_answers_each_branch(version, case)
        return
    scenario = TITLES.get(str(case["q"]))
    assert scenario is not None, "no scenario with this question as its title"
    verdict = judge_scenario(scenario, version)
    assert verdict.verdict == case["verdict"]
    assert set(verdict.cited_rules) & set(case["cite_any"]), verdict.cited_rules  # type: ignore[call-overload]


def _the_engine_answers_each_branch(version: str, case: dict[str, object]) -> None:
    """Each way of a "depends" case is a scenario of its own (its title says what the
    question left open), judged as it expects; their verdicts differ, and one cites a
    clause of the case."""
    assert case["verdict"] == "depends"
    assert TITLES.get(str(case["q"])) is None, "a scenario asks this question: judge it"
    verdicts, cited = set(), set()
    for title in case["branches"]:  # type: ignore[attr-defined]
        scenario = TITLES.get(title)
        assert scenario is not None, f"no scenario titled {title!r}"
        verdict = judge_scenario(scenario, version)
        assert scenario.expect is not None, title
        assert verdict.verdict == scenario.expect.verdict, title
        verdicts.add(verdict.verdict)
        cited |= set(verdict.cited_rules)
    assert len(verdicts) > 1, verdicts
    assert cited & set(case["cite_any"]), cited  # type: ignore[call-overload]
