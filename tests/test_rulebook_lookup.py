"""Lookups on a small rulebook: versions, clauses, nearest numbers, breadcrumbs, search."""

from pathlib import Path

import pytest

from judge.errors import NotFoundError, UsageError
from judge.rules.rulebook import open_rulebook


def test_versions_and_default(tiny_rules: Path) -> None:
    rb = open_rulebook()
    assert [v.id for v in rb.versions()] == ["2000-01-01", "2000-02-02"]
    assert rb.default_version == "2000-02-02"
    assert rb.resolve_version(None) == "2000-02-02"
    with pytest.raises(NotFoundError, match=r"unknown rules version '9\.9'; known: 2000-01-01"):
        rb.resolve_version("9.9")


def test_144_1_never_matches_144_10(tiny_rules: Path) -> None:
    rb = open_rulebook()
    assert rb.require("2000-02-02", "101.1").text == "Widgets spin counterclockwise."
    assert rb.require("2000-02-02", "101.10").text == "Widgets never stop."
    assert [c.rule for c in rb.children("2000-02-02", "101")] == ["101.1", "101.10"]


def test_unknown_number_names_the_nearest(tiny_rules: Path) -> None:
    with pytest.raises(
        NotFoundError,
        match=r"rule 101.2 is not in the 2000-02-02 Core Rules; "
        r"nearest: 101, 101.1",
    ):
        open_rulebook().require("2000-02-02", "101.2")
    with pytest.raises(UsageError, match="is not a rule number"):
        open_rulebook().require("2000-02-02", "banana")


def test_breadcrumb_starts_at_the_chapter_heading(tiny_rules: Path) -> None:
    trail = open_rulebook().breadcrumb("2000-02-02", "101.1")
    assert [c.rule for c in trail] == ["100", "101"]


def test_search_ranks_the_defining_clause_first(tiny_rules: Path) -> None:
    hits = open_rulebook().search("widgets", "2000-02-02").hits
    assert hits[0].clause.rule == "101"
    assert {h.clause.rule for h in hits} >= {"101", "101.1", "101.10"}


def test_search_by_number_jumps_to_it_and_fts_syntax_is_inert(tiny_rules: Path) -> None:
    rb = open_rulebook()
    assert rb.search("101.10", "2000-02-02").hits[0].clause.rule == "101.10"
    assert rb.search('"unbalanced AND OR (', "2000-02-02").hits == []
