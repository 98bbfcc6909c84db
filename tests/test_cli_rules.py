"""The rulebook commands through the CLI: output, JSON shapes, errors and exit codes."""

from pathlib import Path


def test_rule_json_shape(tiny_rules: Path, cli) -> None:
    data = cli.json("rule", "101.1", "--rules-version", "2000-01-01")
    assert data["rule"] == "101.1"
    assert data["text"] == "Widgets spin clockwise."
    assert data["rules_version"] == "2000-01-01"
    assert [p["rule"] for p in data["parents"]] == ["100", "101"]
    assert data["children"] == []


def test_rule_text_names_its_version(tiny_rules: Path, cli) -> None:
    result = cli("rule", "101")
    assert result.exit_code == 0
    assert "101  (Core Rules 2000-02-02)" in result.stdout
    assert "101.10  Widgets never stop." in result.stdout


def test_rule_history(tiny_rules: Path, cli) -> None:
    data = cli.json("rule", "103", "--history")
    assert [(h["rules_version"], h["rule"]) for h in data["history"]] == [
        ("2000-01-01", "102"),
        ("2000-02-02", "103"),
    ]


def test_unknown_rule_exits_2_with_suggestions(tiny_rules: Path, cli) -> None:
    result = cli("rule", "101.2")
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        "judge: rule 101.2 is not in the 2000-02-02 Core Rules; nearest: 101, 101.1, 101.10"
    )


def test_malformed_and_enormous_inputs(tiny_rules: Path, cli) -> None:
    for bad in ["", "x" * 100_000, "101.\x00", "1e5"]:
        result = cli("rule", bad)
        assert result.exit_code == 2, bad
        assert "Traceback" not in result.output
        assert len(result.stderr) < 300


def test_unknown_version_exits_2(tiny_rules: Path, cli) -> None:
    result = cli("rule", "101", "--rules-version", "1999")
    assert result.exit_code == 2
    assert "unknown rules version '1999'" in result.stderr


def test_search_json_shape(tiny_rules: Path, cli) -> None:
    data = cli.json("search", "widgets")
    assert data["results"][0]["rule"] == "101"
    assert set(data["results"][0]) >= {"rule", "text", "score"}
    scores = [r["score"] for r in data["results"]]
    assert scores == sorted(scores, reverse=True)


def test_empty_search_is_a_usage_error(tiny_rules: Path, cli) -> None:
    result = cli("search", "   ")
    assert result.exit_code == 2
    assert "empty search" in result.stderr


def test_diff_json_shape(tiny_rules: Path, cli) -> None:
    data = cli.json("diff", "2000-01-01", "2000-02-02")
    assert data["renumbered"] == [
        {"from": "102", "to": "103", "text_changed": False, "similarity": 1.0}
    ]
    assert [c["rule"] for c in data["added"]] == ["101.10"]
    assert data["changed"][0]["diff"] == "Widgets spin [-clockwise.-] {+counterclockwise.+}"


def test_versions(tiny_rules: Path, cli) -> None:
    data = cli.json("versions")
    assert data["versions"][1] == {
        "id": "2000-02-02",
        "title": "Test 2000-02-02",
        "last_updated": "2000-02-02",
        "aliases": [],
        "clauses": 5,
        "complete": True,
    }
    text = cli("versions").stdout
    assert "complete, default" in text


def test_every_command_has_help(cli) -> None:
    for command in ["rule", "search", "diff", "versions"]:
        result = cli(command, "--help")
        assert result.exit_code == 0
        assert "Example: judge" in result.stdout
