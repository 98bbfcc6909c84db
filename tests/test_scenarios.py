"""Every scenario file is its own test: `pytest -k recall` runs the recall scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.checking import compare, scenario_files
from judge.engine.facts import fact_book
from judge.engine.judging import judge_scenario
from judge.engine.scenario import load_file

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


# Facts that hold whenever they are reached: every completed move is followed by a cleanup;
# the recall that replaces an effect's invalid move is reached only through `otherwise` (its
# no case is a legal move effect: destinations/move-effect-to-valid-battlefield-no-recall).
UNCONDITIONAL = {"move.cleanup", "recall.instead_of_invalid_move"}


def test_every_fact_has_a_case_where_it_applies_and_one_where_it_does_not() -> None:
    """A yes and a no case per predicate: each fact is seen with two different outcomes
    (held or excused, failed, not applicable) across the scenarios."""
    book = fact_book()
    seen: dict[str, set[str]] = {fact.id: set() for fact in book.facts}
    for path, name in FILES:
        scenario = load_file(path, name=name, topics=book.topics)
        for finding in judge_scenario(scenario).findings:
            seen[finding.fact].add("held" if finding.status == "excused" else finding.status)
    one_sided = {
        fact: sorted(statuses)
        for fact, statuses in seen.items()
        if len(statuses) < 2 and fact not in UNCONDITIONAL
    }
    assert one_sided == {}
