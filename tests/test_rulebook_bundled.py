"""The bundled Core Rules through the CLI: the rulebook's acceptance checks."""

from __future__ import annotations

import random

import pytest

from judge.rules.rulebook import Rulebook

SAMPLE = 60


def test_versions_lists_the_three_held(cli) -> None:
    held = {v["id"]: v for v in cli.json("versions")["versions"]}
    assert held["2026-07-16"]["clauses"] == 2381
    assert held["2026-07-16"]["complete"] is True
    assert held["2026-03-30"]["clauses"] == 2086
    assert held["2026-03-30"]["complete"] is True
    assert held["2025-12-01"]["clauses"] == 1770
    assert held["2025-12-01"]["complete"] is True
    assert held["2026-10-09"]["complete"] is False
    assert cli.json("versions")["default"] == "2026-07-16"


@pytest.mark.parametrize("version", ["2026-03-30", "2026-07-16"])
def test_random_clauses_print_their_text_exactly(cli, rulebook: Rulebook, version: str) -> None:
    clauses = [c for c in rulebook.clauses(version) if not c.heading and not c.duplicate]
    for clause in random.Random(version).sample(clauses, SAMPLE):
        data = cli.json("rule", clause.rule, "--rules-version", version)
        assert data["text"] == clause.text
        assert data["rules_version"] == version
        plain = cli("rule", clause.rule, "-r", version).stdout
        assert " ".join(clause.text.split()) in " ".join(plain.split())


def test_aliases_name_the_same_version(cli) -> None:
    assert cli.json("rule", "455", "-r", "1.4")["rules_version"] == "2026-07-16"
    assert cli.json("rule", "450", "-r", "1.3")["text"].startswith("A Recall is when")


def test_recall_definition_renumbered_450_to_455(cli) -> None:
    renumbered = cli.json("diff", "2026-03-30", "2026-07-16")["renumbered"]
    assert {"from": "450", "to": "455"}.items() <= next(
        r for r in renumbered if r["from"] == "450"
    ).items()


def test_recall_history_across_four_versions(cli) -> None:
    trail = cli.json("rule", "455", "--history")["history"]
    assert [(h["rules_version"], h["rule"]) for h in trail] == [
        ("2025-12-01", "433"),
        ("2026-03-30", "450"),
        ("2026-07-16", "455"),
        ("2026-10-09", "457"),
    ]


def test_partial_version_marks_text_it_does_not_hold(cli) -> None:
    data = cli.json("rule", "458", "-r", "2026-10-09")
    assert data["text_from"] == {"rules_version": "2026-07-16", "rule": "456"}
    assert "[text of 2026-07-16 rule 456]" in cli("rule", "458", "-r", "2026-10-09").stdout


@pytest.mark.parametrize(
    ("query", "first"),
    [("Ganking", "810.1"), ("Accelerate", "805.1"), ("recall", "455"), ("Ambush", "822.1")],
)
def test_keyword_search_ranks_its_defining_clause_first(cli, query: str, first: str) -> None:
    """First after the heading the keyword names (its section, when it has one)."""
    results = cli.json("search", query)["results"]
    headings = [r["rule"] for r in results if r.get("heading")]
    assert len(headings) <= 1 and results[len(headings)]["rule"] == first
    assert [r["rule"] for r in results[: len(headings)]] == headings


def test_headings_that_share_a_number_are_both_kept(cli) -> None:
    data = cli.json("rule", "185")
    assert data["text"] == "Tokens are not cards."
    assert data["also_numbered"] == [{"rule": "185", "text": "Control", "heading": True}]


def test_an_orphan_says_why_it_has_no_parent(cli) -> None:
    data = cli.json("rule", "419.2.a", "-r", "1.2")
    assert "419. 2" in data["orphan"]
    assert "printed without its parent" in cli("rule", "419.2.a", "-r", "1.2").stdout


def test_rule_shows_the_whole_subtree_and_depth_1_only_the_children(cli) -> None:
    whole = cli("rule", "190")
    assert whole.exit_code == 0
    assert "190.4.c" in whole.stdout and "190.3.a.1" in whole.stdout
    children = cli("rule", "190", "--depth", "1")
    assert "190.4  " in children.stdout and "190.4.c" not in children.stdout
    data = cli.json("rule", "190", "--depth", "2")
    third = [c["rule"] for c in data["children"] for c in c.get("children", [])]
    assert "190.3.a" in third and not any(c.count(".") > 2 for c in third)
    nested = cli.json("rule", "190")["children"]
    assert any(grand.get("children") for child in nested for grand in child.get("children", []))


def test_an_unknown_number_suggests_its_nearest_ancestor_first(cli) -> None:
    result = cli("rule", "144.2.a")
    assert result.exit_code == 2
    assert result.stderr.startswith("judge: rule 144.2.a is not in the 2026-07-16 Core Rules; ")
    assert result.stderr.split("nearest: ")[1].split(", ")[:2] == ["144.2", "144.1"]
