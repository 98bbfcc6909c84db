"""A small validator for the JSON Schema subset our schemas use.

The ``jsonschema`` package is too slow for ``judge check``'s hot path; this walks the
document once and stops at the first error, reporting the path to it and, for a wrong
name, the nearest valid one. Supported keywords: $ref (local), type, enum, required,
properties, additionalProperties, items, minItems, minLength, maxLength, minimum,
minProperties, maxProperties.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from judge.errors import quoted
from judge.paths import PACKAGE_DIR

Schema = dict[str, Any]
Path = tuple[str | int, ...]

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "boolean": (bool,),
    "null": (type(None),),
}


@dataclass(frozen=True)
class Problem:
    """Where the document breaks the schema and what was expected there."""

    path: Path
    message: str


SCHEMA_FILES = {1: "scenario.format1.schema.json", 2: "scenario.schema.json"}


@cache
def scenario_schema(fmt: int = 2) -> Schema:
    """The JSON Schema of scenario documents in format ``fmt`` (docs/scenarios.md)."""
    # read beside the module, not through importlib.resources: that import (and zipfile's,
    # which it brings) cost `judge ask` more than the read itself
    text = (PACKAGE_DIR / "engine" / "schema" / SCHEMA_FILES[fmt]).read_text("utf-8")
    schema: Schema = json.loads(text)
    return schema


def nearest(word: str, choices: list[str]) -> str:
    """ " (did you mean 'x'?)" for the closest choice, or an empty string."""
    close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def shown(value: Any, limit: int = 60) -> str:
    """``repr(value)``, cut short: a message never echoes a whole enormous input."""
    return quoted(value, limit)


def validate(document: Any, schema: Schema, root: Schema | None = None) -> Problem | None:
    """The first problem of ``document`` against ``schema``, or None."""
    return _check(document, schema, root or schema, ())


def _check(value: Any, schema: Schema, root: Schema, path: Path) -> Problem | None:
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        return _check(value, root["$defs"][name], root, path)
    problem = _check_type(value, schema, path) or _check_enum(value, schema, path)
    if problem is not None:
        return problem
    if isinstance(value, dict):
        return _check_object(value, schema, root, path)
    if isinstance(value, list):
        return _check_array(value, schema, root, path)
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            return Problem(path, "must not be empty")
        if len(value) > schema.get("maxLength", len(value)):
            return Problem(path, f"is {len(value):,} characters; at most {schema['maxLength']}")
        return None
    if isinstance(value, int) and value < schema.get("minimum", value):
        return Problem(path, f"must be at least {schema['minimum']}")
    return None


def _check_type(value: Any, schema: Schema, path: Path) -> Problem | None:
    wanted = schema.get("type")
    if wanted is None:
        return None
    names = (wanted,) if isinstance(wanted, str) else wanted
    for name in names:
        if isinstance(value, _TYPES[name]) and not (name == "integer" and isinstance(value, bool)):
            return None
    return Problem(path, f"expected {' or '.join(names)}, got {_type_name(value)}")


def _check_enum(value: Any, schema: Schema, path: Path) -> Problem | None:
    choices = schema.get("enum")
    if choices is None or value in choices:
        return None
    listed = ", ".join(str(choice) for choice in choices)
    hint = nearest(str(value), [str(choice) for choice in choices])
    return Problem(path, f"{shown(value)} is not one of {listed}{hint}")


def _check_object(
    value: dict[str, Any], schema: Schema, root: Schema, path: Path
) -> Problem | None:
    properties: dict[str, Schema] = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    for key in schema.get("required", []):
        if key not in value:
            return Problem(path, f"missing required key {key!r}")
    if len(value) < schema.get("minProperties", 0):
        return Problem(path, f"expected one of {', '.join(properties)}")
    if len(value) > schema.get("maxProperties", len(value)):
        return Problem(path, f"expected exactly one key, got {', '.join(map(str, value))}")
    for key, item in value.items():
        if key in properties:
            problem = _check(item, properties[key], root, (*path, key))
        elif extra is False:
            hint = nearest(str(key), list(properties))
            problem = Problem((*path, key), f"unknown key {shown(key)}{hint}")
        elif isinstance(extra, dict):
            problem = _check(item, extra, root, (*path, key))
        else:
            problem = None
        if problem is not None:
            return problem
    return None


def _check_array(value: list[Any], schema: Schema, root: Schema, path: Path) -> Problem | None:
    if len(value) < schema.get("minItems", 0):
        count = schema["minItems"]
        return Problem(path, f"expected at least {count} item{'' if count == 1 else 's'}")
    items = schema.get("items")
    if items is None:
        return None
    for index, item in enumerate(value):
        problem = _check(item, items, root, (*path, index))
        if problem is not None:
            return problem
    return None


def _type_name(value: Any) -> str:
    for name, types in _TYPES.items():
        if isinstance(value, types) and not (name == "integer" and isinstance(value, bool)):
            return name
    return "number" if isinstance(value, float) else type(value).__name__
