"""Scenario documents from format 1 to format 2 (docs/scenarios.md, "Formats").

Format 1 asked "what happens after X" with one question key per X (``after_move``,
``next_cleanup``, ``after_combat``) and knew the chain only as ``chain_empty``. Format 2 states
what happened as ``actions`` applied in order, asks for their ``outcomes``, and lists the chain
item by item. ``upgrade`` maps a valid format-1 document onto format 2 (pure: dict in, new dict
out); ``original_path`` maps a place in the upgraded document back to where the format-1
document says it, so an error names the field as the file writes it.
"""

from __future__ import annotations

import functools
from typing import Any

from judge.engine.validate import Path, scenario_schema
from judge.errors import quoted

CURRENT = 2
UNNAMED_CHAIN_ITEM = "a spell or ability"

# The format-1 questions that asked what an action causes; each becomes that action and an
# ``outcomes`` question.
LEGACY_QUESTIONS = ("after_move", "next_cleanup", "after_combat")

# Where in a document each schema definition sits ("*" stands for any list index; None: the
# document's own keys). A key that only format 2's schema has there makes a format-1 document
# a mix of the two formats: what it means is anyone's guess.
SCHEMA_PLACES: dict[Path, str | None] = {
    (): None,
    ("situation",): "situation",
    ("situation", "units", "*"): "unit",
    ("situation", "gear", "*"): "gear",
    ("question",): "question",
    ("expect",): "expect",
}
STANDARD_MOVE_KEYS = ("units", "to")


class UpgradeError(Exception):
    """A format-1 document that format 2 cannot say the same way; ``path`` names the field."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


def document_format(document: dict[str, Any]) -> int:
    """The format a document declares: ``format: 2``, or none at all for format 1."""
    if "format" not in document:
        return 1
    declared = document["format"]
    if declared != CURRENT or isinstance(declared, bool):
        raise UpgradeError(
            ("format",),
            f"{quoted(declared)} is not a scenario format; write 'format: {CURRENT}' "
            "(or leave 'format' out for a format-1 document)",
        )
    return CURRENT


def upgrade(document: dict[str, Any]) -> dict[str, Any]:
    """The format-2 document that says what the format-1 ``document`` says.

    A format-2 document is returned as it is. ``format: 2`` comes first; every other key
    keeps its place, with ``actions`` just before ``question``.
    """
    if document_format(document) == CURRENT:
        return document
    _refuse_format2_keys(document)
    actions, question = _question(document.get("question"))
    upgraded: dict[str, Any] = {"format": CURRENT}
    for key, value in document.items():
        if key == "question":
            if actions:
                upgraded["actions"] = actions
            upgraded["question"] = question
        elif key == "situation" and isinstance(value, dict):
            upgraded["situation"] = _situation(value)
        else:
            upgraded[key] = value
    return upgraded


def original_path(document: dict[str, Any], path: Path) -> Path:
    """Where the value at ``path`` of ``upgrade(document)`` is written in ``document``."""
    if "format" in document:
        return path
    question = document.get("question")
    kind = next(iter(question), "") if isinstance(question, dict) else ""
    if kind in LEGACY_QUESTIONS:
        if path[:1] == ("actions",):
            return ("question", kind, *path[3:])
        if path[:2] == ("question", "outcomes"):
            return ("question", kind, *path[2:])
    if path[:2] == ("situation", "chain"):
        return ("situation", "chain_empty")
    return path


def _situation(situation: dict[str, Any]) -> dict[str, Any]:
    """``chain_empty: false`` is one unnamed item on the chain; ``true`` is no chain at all."""
    upgraded: dict[str, Any] = {}
    for key, value in situation.items():
        if key != "chain_empty":
            upgraded[key] = value
        elif value is False:
            upgraded["chain"] = [{"name": UNNAMED_CHAIN_ITEM}]
    return upgraded


def _question(question: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The actions a format-1 question implies, and the format-2 question."""
    if not isinstance(question, dict) or len(question) != 1:
        raise UpgradeError(("question",), "expected a mapping with exactly one key")
    ((kind, value),) = question.items()
    path: Path = ("question", kind)
    if kind in ("standard_move", "move_effect") and isinstance(value, dict) and "event" in value:
        raise UpgradeError(
            (*path, "event"),
            f"a {kind} question asks whether the move is legal, so 'event' means nothing "
            "there; ask 'after_move' for what the move causes, or remove 'event'",
        )
    if kind not in LEGACY_QUESTIONS:
        return [], question
    value = value or {}
    outcomes = {key: value[key] for key in ("battlefield", "event") if key in value}
    if kind == "next_cleanup":
        return [{"cleanup": {}}], {"outcomes": outcomes}
    if kind == "after_combat":
        where = {"battlefield": value["battlefield"]} if "battlefield" in value else {}
        return [{"combat_resolution": where}], {"outcomes": outcomes}
    return [_move_action(value, path)], {"outcomes": outcomes}


def _move_action(value: dict[str, Any], path: Path) -> dict[str, Any]:
    """``after_move`` with a card is a move effect; without one, a standard move, which takes
    only its units and destination (its controller moves them, with no card's timing)."""
    move = {key: item for key, item in value.items() if key != "event"}
    if "card" in move:
        return {"move_effect": move}
    for key in move:
        if key not in STANDARD_MOVE_KEYS:
            raise UpgradeError(
                (*path, key),
                f"a standard move (no 'card') takes only units and to, not {quoted(key)}; "
                "name the card to make it a move effect, or remove it",
            )
    return {"standard_move": move}


@functools.cache
def format2_only() -> dict[Path, tuple[str, ...]]:
    """The keys only format 2 has, by where they sit: what its schema adds to format 1's."""

    def keys(schema: dict[str, Any], name: str | None) -> set[str]:
        return set((schema["$defs"][name] if name else schema)["properties"])

    one, two = scenario_schema(1), scenario_schema(2)
    return {
        where: tuple(sorted(keys(two, name) - keys(one, name) - {"format"}))
        for where, name in SCHEMA_PLACES.items()
    }


def _refuse_format2_keys(document: dict[str, Any]) -> None:
    for where, keys in format2_only().items():
        for path, mapping in _mappings_at(document, where):
            for key in keys:
                if key in mapping:
                    raise UpgradeError(
                        (*path, key),
                        f"{quoted(key)} is a format-2 key in a document without 'format: 2'; "
                        "add 'format: 2' at the top and write the rest in format 2",
                    )


def _mappings_at(value: Any, where: Path, path: Path = ()) -> list[tuple[Path, dict[str, Any]]]:
    """The mappings at ``where`` in ``value`` ("*": every item of a list), with their paths."""
    if not where:
        return [(path, value)] if isinstance(value, dict) else []
    step, rest = where[0], where[1:]
    if step == "*":
        items = value if isinstance(value, list) else []
        return [
            found for i, item in enumerate(items) for found in _mappings_at(item, rest, (*path, i))
        ]
    if isinstance(value, dict) and step in value:
        return _mappings_at(value[step], rest, (*path, step))
    return []
