"""The small schema validator: the first problem, its path, and the nearest valid name."""

from __future__ import annotations

import pytest

from judge.engine.validate import Problem, scenario_schema, validate

SCHEMA = {
    "type": "object",
    "required": ["name"],
    "additionalProperties": False,
    "properties": {
        "name": {"type": "string", "minLength": 1},
        "count": {"type": "integer", "minimum": 0},
        "tags": {"type": "array", "items": {"enum": ["red", "blue"]}},
        "map": {"type": "object", "additionalProperties": {"type": "string"}},
    },
}

CASES = [
    ("ok", {"name": "a", "count": 0, "tags": ["red"], "map": {"x": "y"}}, None),
    ("missing", {}, Problem((), "missing required key 'name'")),
    ("empty", {"name": ""}, Problem(("name",), "must not be empty")),
    (
        "bool-is-not-int",
        {"name": "a", "count": True},
        Problem(("count",), "expected integer, got boolean"),
    ),
    ("negative", {"name": "a", "count": -1}, Problem(("count",), "must be at least 0")),
    (
        "enum",
        {"name": "a", "tags": ["blu"]},
        Problem(("tags", 0), "'blu' is not one of red, blue (did you mean 'blue'?)"),
    ),
    (
        "extra",
        {"name": "a", "nmae": 1},
        Problem(("nmae",), "unknown key 'nmae' (did you mean 'name'?)"),
    ),
    (
        "map-values",
        {"name": "a", "map": {"x": 1}},
        Problem(("map", "x"), "expected string, got integer"),
    ),
]


@pytest.mark.parametrize(("document", "problem"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_validate(document: object, problem: Problem | None) -> None:
    assert validate(document, SCHEMA) == problem


@pytest.mark.parametrize("fmt", [1, 2])
def test_the_scenario_schema_refers_only_to_its_own_definitions(fmt: int) -> None:
    schema = scenario_schema(fmt)
    text = repr(schema)
    for name in schema["$defs"]:
        assert f"#/$defs/{name}" in text or name in ("situation",)
    document: dict[str, object] = {"question": {"is_move": "recall"}}
    assert validate({"format": 2, **document} if fmt == 2 else document, schema) is None


@pytest.mark.parametrize("schema", [{"type": []}, {"type": "integr"}, {"type": ["string", "nul"]}])
def test_a_schema_with_no_type_or_an_unknown_one_is_refused_when_made(schema: dict) -> None:
    from judge.engine.validate import checker

    with pytest.raises(ValueError, match="a schema's type must name"):
        checker(schema)
