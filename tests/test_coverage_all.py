"""`judge coverage --all`: every clause of a version, who cites it, and the counts per section."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from judge.engine.coverage_all import Span, load_targets, parse_span
from judge.engine.facts import fact_book
from judge.errors import DataError
from judge.rules import rulenum
from tests.conftest import REPO

SCENARIOS = REPO / "scenarios"
V14 = "2026-07-16"


@pytest.fixture(scope="module")
def everything(cli) -> dict:
    return cli.json("coverage", "--all", str(SCENARIOS))


def _non_heading_numbers(rulebook, version: str) -> list[str]:
    return list(dict.fromkeys(c.rule for c in rulebook.clauses(version) if not c.heading))


def test_json_has_exactly_the_documented_shape(everything: dict) -> None:
    assert everything["rules_version"] == V14
    assert {"rules_version", "clauses"} <= set(everything)
    for entry in everything["clauses"]:
        assert set(entry) == {"rule", "facts", "scenarios"}
        assert all(isinstance(fact, str) for fact in entry["facts"])
        assert all(path.endswith(".yaml") for path in entry["scenarios"])


def test_every_non_heading_clause_once_in_rulebook_order(everything: dict, rulebook) -> None:
    listed = [entry["rule"] for entry in everything["clauses"]]
    assert listed == _non_heading_numbers(rulebook, V14)
    assert everything["summary"]["clauses"] == len(listed)


def test_a_heading_never_appears_but_its_clause_of_the_same_number_does(
    everything: dict, rulebook
) -> None:
    listed = {entry["rule"] for entry in everything["clauses"]}
    headings_only = {
        c.rule
        for c in rulebook.clauses(V14)
        if c.heading and all(x.heading for x in rulebook.all_with_number(V14, c.rule))
    }
    assert {"301", "412", "712"} <= headings_only  # titles only: "The Turn", "Bonus Damage"
    assert not listed & headings_only
    for number in ("185", "191", "452", "459"):  # a heading and, beside it, a clause
        assert [c.heading for c in rulebook.all_with_number(V14, number)] == [True, False]
        assert [e["rule"] for e in everything["clauses"]].count(number) == 1


def test_every_fact_appears_beside_each_clause_it_cites(everything: dict) -> None:
    by_rule = {entry["rule"]: entry for entry in everything["clauses"]}
    assert "standard_move.cost" in by_rule["144.2"]["facts"]
    for fact in fact_book().facts:
        for rule in fact.clauses_in(V14):
            if rule in by_rule:  # a fact may cite a number that is only a heading
                assert fact.id in by_rule[rule]["facts"], (fact.id, rule)


def test_a_scenario_is_listed_where_its_verdict_cites(cli, everything: dict) -> None:
    path = "scenarios/recall/is-a-recall-a-move.yaml"
    verdict = cli.json("check", path)["results"][0]
    cited = {c["rule"] for c in verdict["citations"]}
    assert cited
    for entry in everything["clauses"]:
        mine = any(p.endswith("recall/is-a-recall-a-move.yaml") for p in entry["scenarios"])
        assert mine == (entry["rule"] in cited), entry["rule"]


def test_a_scenario_folder_restricts_the_scenarios(cli) -> None:
    folder = SCENARIOS / "recall"
    data = cli.json("coverage", "--all", str(folder))
    paths = {p for entry in data["clauses"] for p in entry["scenarios"]}
    assert paths
    assert all(Path(p).is_relative_to(folder) for p in paths)
    assert data["summary"]["scenarios"] == len(list(folder.glob("*.yaml")))


def _copy(tmp_path: Path, *names: str) -> Path:
    folder = tmp_path / "cases"
    folder.mkdir(exist_ok=True)
    for name in names:
        shutil.copyfile(SCENARIOS / f"{name}.yaml", folder / f"{Path(name).name}.yaml")
    return folder


def test_held_and_failed_needs_a_scenario_where_the_fact_holds_and_one_where_it_fails(
    cli, tmp_path: Path
) -> None:
    # standard_move.cost (144.2): paid in one, an exhausted unit cannot pay in the other.
    folder = _copy(tmp_path, "movement/base-to-battlefield")
    held_only = cli.json("coverage", "--all", str(folder))
    assert any(e["rule"] == "144.2" and e["scenarios"] for e in held_only["clauses"])
    assert "144.2" not in held_only["held_and_failed"]
    _copy(tmp_path, "movement/exhausted-unit")
    both = cli.json("coverage", "--all", str(folder))
    assert "144.2" in both["held_and_failed"]
    assert both["summary"]["held_and_failed"] == len(both["held_and_failed"])


def _text_rows(stdout: str, title: str) -> list[tuple[str, list[int]]]:
    """The rows of the text table headed by ``title``: a name and its counts."""
    lines = stdout.splitlines()
    start = next(
        i for i, line in enumerate(lines) if line.startswith(f"{title} ") and "clauses" in line
    )
    rows = []
    for line in lines[start + 1 :]:
        if not line.strip():
            break
        found = re.fullmatch(r"(.+?)\s+(\d+)\s+(\d+)\s+\S+\s+(\d+)\s+\S+\s+(\d+)\s+\S+", line)
        assert found, line
        rows.append((found[1], [int(n) for n in found.groups()[1:]]))
    return rows


def _sums(rows: list[tuple[str, list[int]]]) -> list[int]:
    return [sum(counts[i] for _, counts in rows) for i in range(4)]


def test_text_sections_add_up_to_the_total_and_the_json(cli, everything: dict, rulebook) -> None:
    result = cli("coverage", "--all", str(SCENARIOS))
    assert result.exit_code == 0, result.output
    *sections, (name, total) = _text_rows(result.stdout, "section")
    assert name == "total"
    assert _sums(sections) == total
    summary = everything["summary"]
    keys = ("clauses", "cited_by_a_fact", "held_and_failed", "cited_by_a_scenario")
    assert total == [summary[key] for key in keys]
    clauses = everything["clauses"]
    assert total[1] == sum(bool(e["facts"]) for e in clauses)
    assert total[3] == sum(bool(e["scenarios"]) for e in clauses)
    turn = dict(sections)["301-306 The Turn"]  # the rulebook's section: 301 up to 307's
    numbers = _non_heading_numbers(rulebook, V14)
    assert turn[0] == sum(301 <= int(r[:3]) <= 306 for r in numbers)


def test_target_ranges_come_from_the_data_file_and_add_up(cli) -> None:
    result = cli("coverage", "--all", str(SCENARIOS))
    targets = load_targets(V14)
    assert [name for name, _ in targets] == ["issue 13", "issue 14"]
    for name, spans in targets:
        *ranges, (last, total) = _text_rows(result.stdout, name)
        assert [r for r, _ in ranges] == [span.label for span in spans]
        assert last == name
        # The total counts each clause once: at most the sum (712 is within 700-764); issue
        # 13's ranges share nothing, so there it is the sum.
        sums = _sums(ranges)
        for i in range(4):
            assert max(counts[i] for _, counts in ranges) <= total[i] <= sums[i]
        if name == "issue 13":
            assert sums == total


def test_a_number_heading_a_section_stands_for_the_section(cli, rulebook) -> None:
    data = cli.json("coverage", "--all", "--section", "712", str(SCENARIOS / "recall"))
    rules = [entry["rule"] for entry in data["clauses"]]
    assert rules == [
        r for r in _non_heading_numbers(rulebook, V14) if r.split(".")[0] in {"713", "714", "715"}
    ]
    sub = cli.json("coverage", "--all", "--section", "144.2", str(SCENARIOS / "recall"))
    assert {e["rule"] for e in sub["clauses"]} == {"144.2"} | {
        r for r in _non_heading_numbers(rulebook, V14) if r.startswith("144.2.")
    }


def test_a_range_selects_top_level_numbers_and_lists_each_clause(cli, rulebook) -> None:
    result = cli("coverage", "--all", "--section", "325-340", str(SCENARIOS / "chain"))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Coverage of 325-340 in 2026-07-16")
    data = cli.json("coverage", "--all", "--section", "325-340", str(SCENARIOS / "chain"))
    rules = [entry["rule"] for entry in data["clauses"]]
    assert rules == [r for r in _non_heading_numbers(rulebook, V14) if 325 <= int(r[:3]) <= 340]
    for rule in rules:
        assert re.search(rf"^  {re.escape(rule)} +facts: ", result.stdout, re.MULTILINE)
    assert data["targets"] == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--all", "--section", "9-10"], "--section '9-10': expected a rule number"),
        (["--all", "--section", "340-325"], "--section '340-325': expected a rule number"),
        (["--all", "--section", "999"], "no clause of the 2026-07-16 Core Rules in --section 999"),
        (["--section", "325"], "--section needs --all"),
    ],
    ids=["malformed", "backwards", "empty", "without-all"],
)
def test_a_bad_section_exits_2_before_judging(cli, args: list[str], message: str) -> None:
    result = cli("coverage", *args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert result.stdout == ""


def test_a_bad_scenario_file_stops_coverage_all(cli, tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("question: {is_move: recal}\n")
    result = cli("coverage", "--all", str(tmp_path))
    assert result.exit_code == 3
    assert f"{tmp_path / 'bad.yaml'}:1: question > is_move" in result.stderr


def test_under_v13_the_numbers_are_v13s(cli, rulebook) -> None:
    data = cli.json("coverage", "--all", "--rules-version", "1.3", str(SCENARIOS / "recall"))
    assert data["rules_version"] == "2026-03-30"
    assert [e["rule"] for e in data["clauses"]] == _non_heading_numbers(rulebook, "2026-03-30")
    recall = next(e for e in data["clauses"] if e["rule"] == "450")  # 455 in v1.4
    assert "recall.definition" in recall["facts"]  # and the facts of what a recall keeps
    assert data["targets"] == []  # the ranges are given in v1.4 numbering only


@pytest.mark.parametrize(
    ("text", "span"),
    [("452", Span("452")), ("144.2", Span("144.2")), ("301-317", Span("301", "317"))],
)
def test_spans_parse(text: str, span: Span) -> None:
    assert parse_span(text) == span


@pytest.mark.parametrize("text", ["", "1-2", "301-", "a-b", "317-301", "144.2-145", "x"])
def test_a_malformed_span_is_none(text: str) -> None:
    assert parse_span(text) is None


def test_spans_hold_their_subtrees_only() -> None:
    assert Span("144.2").holds("144.2.a") and not Span("144.2").holds("144.20")
    assert Span("301", "317").holds("317.1.a") and not Span("301", "317").holds("318")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("targets: 5\n", "expected 'targets'"),
        ("targets: [{name: x, ranges: {'2026-07-16': '301'}}]\n", "expected 'targets'"),
        ("targets: [{name: x, ranges: {'2026-07-16': ['3-1']}}]\n", "target 'x', range '3-1'"),
    ],
    ids=["not-a-list", "ranges-not-a-list", "bad-range"],
)
def test_a_broken_targets_list_is_a_data_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "coverage.yaml"
    path.write_text(content)
    with pytest.raises(DataError, match=re.escape(message)):
        load_targets(V14, path)


def test_rule_numbers_of_the_targets_exist(rulebook) -> None:
    for _, spans in load_targets(V14):
        for span in spans:
            assert rulebook.has(V14, span.first), span.label
            assert not span.last or rulebook.has(V14, rulenum.normalize(span.last)), span.label
