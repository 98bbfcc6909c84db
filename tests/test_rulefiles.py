"""Loading validates rules_data: each broken file gives one message naming file, line, clause."""

from pathlib import Path

import pytest

from judge.errors import DataError
from judge.rules import rulefiles

from .conftest import write_rules


def load(root: Path, version: str = "2000-01-01") -> rulefiles.VersionRecord:
    return rulefiles.load_version(root / "rules" / version)


def test_a_valid_version_loads(tmp_path: Path) -> None:
    write_rules(
        tmp_path,
        "2000-01-01",
        [{"rule": "100", "text": "A", "heading": True}, {"rule": "100.1", "text": "B"}],
    )
    record = load(tmp_path)
    assert [c.rule for c in record.clauses] == ["100", "100.1"]
    assert record.clauses[0].heading


def test_unquoted_number_is_refused_with_its_line(tmp_path: Path) -> None:
    folder = write_rules(tmp_path, "2000-01-01", [{"rule": "100", "text": "A"}])
    path = folder / "100.yaml"
    path.write_text(path.read_text() + "  - rule: 100.10\n    text: B\n")
    with pytest.raises(DataError) as caught:
        load(tmp_path)
    assert str(caught.value) == (
        f'{path}:7: clause #2: rule number 100.1 must be a quoted string (e.g. rule: "144.10")'
    )


@pytest.mark.parametrize(
    ("clauses", "message"),
    [
        ([{"rule": "100", "text": "A", "colour": "red"}], "clause 100: unknown key 'colour'"),
        (
            [{"rule": "100", "text": "A"}, {"rule": "100", "text": "B"}],
            "clause 100 appears twice; declare the second",
        ),
        (
            [{"rule": "100", "text": "A"}, {"rule": "100.1.a", "text": "B"}],
            "clause 100.1.a: its parent 100.1 is missing",
        ),
        ([{"rule": "10x", "text": "A"}], "clause '10x': not a rule number"),
    ],
    ids=["unknown-key", "undeclared-duplicate", "missing-parent", "malformed-number"],
)
def test_invalid_clauses(tmp_path: Path, clauses: list[dict], message: str) -> None:
    write_rules(tmp_path, "2000-01-01", clauses)
    with pytest.raises(DataError, match=message.replace("(", r"\(")):
        load(tmp_path)


def test_declared_duplicates_and_heading_pairs_are_accepted(tmp_path: Path) -> None:
    write_rules(
        tmp_path,
        "2000-01-01",
        [
            {"rule": "100", "text": "Control", "heading": True},
            {"rule": "100", "text": "Tokens are not cards."},
            {"rule": "100.1", "text": "A"},
            {"rule": "100.1", "text": "B", "duplicate": "printed twice by the source"},
        ],
    )
    assert len(load(tmp_path).clauses) == 4


def test_a_declared_orphan_is_accepted(tmp_path: Path) -> None:
    write_rules(
        tmp_path,
        "2000-01-01",
        [
            {"rule": "100", "text": "A"},
            {"rule": "100.1.a", "text": "B", "orphan": "the source prints no 100.1"},
        ],
    )
    assert load(tmp_path).clauses[1].orphan == "the source prints no 100.1"


def test_partial_versions_may_lack_parents(tmp_path: Path) -> None:
    write_rules(tmp_path, "2000-01-01", [{"rule": "144.1.a", "text": "A"}], complete=False)
    assert not load(tmp_path).complete


def test_cli_exits_3_on_broken_rules_data(tiny_rules: Path, cli) -> None:
    broken = tiny_rules / "rules" / "2000-01-01" / "100.yaml"
    broken.write_text(broken.read_text() + "  - rule: 101\n    text: again\n")
    result = cli("versions")
    assert result.exit_code == 3
    assert "must be a quoted string" in result.stderr
    assert "Traceback" not in result.output
