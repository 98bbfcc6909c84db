"""A small validator for the JSON Schema subset our schemas use.

The ``jsonschema`` package is too slow for ``judge check``'s hot path; this makes a schema
into nested functions once (``checker``: each reads its part of the schema when made, not at
every value), walks the document once and stops at the first error, reporting the path to it
and, for a wrong name, the nearest valid one. Supported keywords: $ref (local), type, enum,
required, properties, additionalProperties, items, minItems, minLength, maxLength, minimum,
minProperties, maxProperties.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable
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
    return checker(schema, root)(document, ())


Check = Callable[[Any, Path], "Problem | None"]
"""A schema made into a function: the first problem of a value at a path, or None."""


def checker(schema: Schema, root: Schema | None = None) -> Check:
    """``schema`` made into a function that checks a value as ``validate`` does, reading the
    schema once rather than at every value (``$ref``: to ``root``'s ``$defs``)."""
    return _compiled(schema, _Definitions((root or schema).get("$defs", {})))


class _Definitions:
    """The ``$defs`` a schema refers to, each made into a function when first referred to."""

    def __init__(self, schemas: dict[str, Schema]) -> None:
        self.schemas = schemas
        self.made: dict[str, Check] = {}
        self.making: set[str] = set()

    def check(self, name: str) -> Check:
        made = self.made.get(name)
        if made is not None:
            return made
        if name in self.making or name not in self.schemas:
            # a definition that refers to itself (through others), looked up when used; an
            # unknown one fails then too, as a walk of the schema would
            return lambda value, path: self.made[name](value, path)
        self.making.add(name)
        made = self.made[name] = _compiled(self.schemas[name], self)
        return made


@cache
def scenario_checker(fmt: int = 2) -> Check:
    """The check of scenario documents in format ``fmt``: ``validate`` against its schema."""
    return checker(scenario_schema(fmt))


def _compiled(schema: Schema, refs: _Definitions) -> Check:
    if "$ref" in schema:
        return refs.check(schema["$ref"].rsplit("/", 1)[-1])
    wanted = schema.get("type")
    names: tuple[str, ...] = (
        () if wanted is None else (wanted,) if isinstance(wanted, str) else tuple(wanted)
    )
    unknown = [name for name in names if name not in _TYPES]
    if (wanted is not None and not names) or unknown:
        raise ValueError(f"a schema's type must name one or more of {sorted(_TYPES)}: {wanted!r}")
    types = tuple(kind for name in names for kind in _TYPES[name])
    no_bool = "integer" in names and "boolean" not in names  # a bool is an int to Python
    choices = schema.get("enum")
    check_object = _object_check(schema, refs)
    check_array = _array_check(schema, refs)
    min_length, max_length = schema.get("minLength", 0), schema.get("maxLength")
    minimum = schema.get("minimum")

    def check(value: Any, path: Path) -> Problem | None:
        if names and (not isinstance(value, types) or (no_bool and isinstance(value, bool))):
            return Problem(path, f"expected {' or '.join(names)}, got {_type_name(value)}")
        if choices is not None and value not in choices:
            return _not_a_choice(value, choices, path)
        if isinstance(value, dict):
            return check_object(value, path)
        if isinstance(value, list):
            return check_array(value, path)
        if isinstance(value, str):
            if len(value) < min_length:
                return Problem(path, "must not be empty")
            if max_length is not None and len(value) > max_length:
                return Problem(path, f"is {len(value):,} characters; at most {max_length}")
            return None
        if minimum is not None and isinstance(value, int) and value < minimum:
            return Problem(path, f"must be at least {minimum}")
        return None

    return check


def _not_a_choice(value: Any, choices: list[Any], path: Path) -> Problem:
    listed = ", ".join(str(choice) for choice in choices)
    hint = nearest(str(value), [str(choice) for choice in choices])
    return Problem(path, f"{shown(value)} is not one of {listed}{hint}")


def _object_check(schema: Schema, refs: _Definitions) -> Check:
    properties: dict[str, Schema] = schema.get("properties", {})
    checks = {key: _compiled(item, refs) for key, item in properties.items()}
    extra = schema.get("additionalProperties", True)
    check_extra = _compiled(extra, refs) if isinstance(extra, dict) else None
    refused = extra is False
    required: list[str] = schema.get("required", [])
    fewest, most = schema.get("minProperties", 0), schema.get("maxProperties")

    def check_object(value: dict[Any, Any], path: Path) -> Problem | None:
        for key in required:
            if key not in value:
                return Problem(path, f"missing required key {key!r}")
        if len(value) < fewest:
            return Problem(path, f"expected one of {', '.join(properties)}")
        if most is not None and len(value) > most:
            return Problem(path, f"expected exactly one key, got {', '.join(map(str, value))}")
        for key, item in value.items():
            check = checks.get(key, check_extra)
            if check is not None:
                problem = check(item, (*path, key))
            elif refused:
                hint = nearest(str(key), list(properties))
                problem = Problem((*path, key), f"unknown key {shown(key)}{hint}")
            else:
                continue
            if problem is not None:
                return problem
        return None

    return check_object


def _array_check(schema: Schema, refs: _Definitions) -> Check:
    fewest = schema.get("minItems", 0)
    items = schema.get("items")
    check_item = None if items is None else _compiled(items, refs)

    def check_array(value: list[Any], path: Path) -> Problem | None:
        if len(value) < fewest:
            return Problem(path, f"expected at least {fewest} item{'' if fewest == 1 else 's'}")
        if check_item is None:
            return None
        for index, item in enumerate(value):
            problem = check_item(item, (*path, index))
            if problem is not None:
                return problem
        return None

    return check_array


def _type_name(value: Any) -> str:
    for name, types in _TYPES.items():
        if isinstance(value, types) and not (name == "integer" and isinstance(value, bool)):
            return name
    return "number" if isinstance(value, float) else type(value).__name__
