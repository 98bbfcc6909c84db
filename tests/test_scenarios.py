"""Every scenario file is its own test: `pytest -k recall` runs the recall scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.checking import compare, scenario_files
from judge.engine import judge_scenario
from judge.facts import fact_book
from judge.scenario import load_file

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = list(scenario_files([SCENARIOS]))


@pytest.mark.parametrize(("path", "name"), FILES, ids=[name for _, name in FILES])
def test_scenario(path: Path, name: str) -> None:
    scenario = load_file(path, name=name, topics=fact_book().topics)
    assert scenario.expect is not None, "a scenario file states what it expects"
    verdict = judge_scenario(scenario)
    problems = compare(scenario.expect, verdict)
    assert not problems, f"{'; '.join(problems)} -- {verdict.answer}"


def test_there_are_at_least_80_scenarios() -> None:
    assert len(FILES) >= 80


# Facts whose predicate holds whenever it is asked: every completed move is followed by a cleanup.
UNCONDITIONAL = {"move.cleanup"}


def test_every_fact_holds_in_one_scenario_and_not_in_another() -> None:
    book = fact_book()
    seen: dict[str, set[str]] = {fact.id: set() for fact in book.facts}
    for path, name in FILES:
        scenario = load_file(path, name=name, topics=book.topics)
        for finding in judge_scenario(scenario).findings:
            seen[finding.fact].add(finding.status)
    never_held = [fact for fact, statuses in seen.items() if not statuses & {"held", "excused"}]
    always_held = [
        fact
        for fact, statuses in seen.items()
        if not statuses & {"failed", "not applicable", "excused"} and fact not in UNCONDITIONAL
    ]
    assert (never_held, always_held) == ([], [])
