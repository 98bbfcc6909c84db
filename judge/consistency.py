"""Is a scenario's situation a state a game can be in? Checked after the schema, before names.

The schema says what each field may hold; this says how the fields must agree: the mode
sets the number of players, a name means one thing, and only one showdown or combat is in
progress at a time. A document that breaks one of these would otherwise be judged as
something it does not say (one of two units named alike silently dropped), so it is refused
with the path to the field, like a schema problem.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from judge.validate import Path, Problem

PLAYER_COUNT = {"1v1": 2, "2v2": 4, "ffa3": 3, "ffa4": 4}
CARD_LISTS = ("units", "gear", "facedown", "hand")


def situation_problem(document: dict[str, Any]) -> Problem | None:
    """The first way the document's situation contradicts itself, or None."""
    situation: dict[str, Any] = document.get("situation") or {}
    checks = (
        _players(situation),
        _teams(situation),
        _repeated(_battlefield_names(situation), "battlefield"),
        _repeated(_card_names(situation), "card"),
        _one_battle(situation),
        _repeated(_question_units(document.get("question", {})), "unit"),
    )
    return next((problem for problem in checks if problem is not None), None)


def _players(situation: dict[str, Any]) -> Problem | None:
    if "players" not in situation:
        return None
    mode = situation.get("mode", "1v1")
    players = situation["players"]
    wanted = PLAYER_COUNT[mode]
    if len(players) != wanted:
        shown = ", ".join(players) or "none"
        return Problem(
            ("situation", "players"),
            f"mode {mode} has {wanted} players, got {len(players)} ({shown}); "
            f"list {wanted} names or change the mode",
        )
    return _repeated(
        ((("situation", "players", i), name) for i, name in enumerate(players)), "player"
    )


def _teams(situation: dict[str, Any]) -> Problem | None:
    if "teams" not in situation:
        return None
    mode = situation.get("mode", "1v1")
    teams = situation["teams"]
    if mode != "2v2":
        return Problem(("situation", "teams"), f"teams are for mode 2v2 only, not {mode}")
    if len(teams) != 2 or any(len(team) != 2 for team in teams):
        return Problem(("situation", "teams"), "mode 2v2 has two teams of two players")
    return _repeated(
        (
            (("situation", "teams", i, j), name)
            for i, team in enumerate(teams)
            for j, name in enumerate(team)
        ),
        "player",
    )


def _one_battle(situation: dict[str, Any]) -> Problem | None:
    combat, showdown = situation.get("combat"), situation.get("showdown")
    if combat is None or showdown is None or combat.lower() == showdown.lower():
        return None
    return Problem(
        ("situation", "showdown"),
        f"a showdown at {showdown!r} while a combat is in progress at {combat!r}: only one "
        "showdown or combat is in progress at a time (the other can be staged)",
    )


def _battlefield_names(situation: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    for index, item in enumerate(situation.get("battlefields", ())):
        yield ("situation", "battlefields", index, "name"), item["name"]


def _card_names(situation: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    for key in CARD_LISTS:
        for index, item in enumerate(situation.get(key, ())):
            yield ("situation", key, index, "name"), item["name"]


def _question_units(question: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    for key, value in question.items():
        units = value.get("units", ()) if isinstance(value, dict) else ()
        cards = value.get("cards", ()) if isinstance(value, dict) else ()
        field = "units" if units else "cards"
        for index, name in enumerate(units or cards):
            yield ("question", key, field, index), name


def _repeated(named: Iterator[tuple[Path, str]], what: str) -> Problem | None:
    """The second use of a name (names match case-insensitively, as everywhere)."""
    first: dict[str, Path] = {}
    for path, name in named:
        key = name.strip().lower()
        if key in first:
            where = " > ".join(str(part) for part in first[key])
            return Problem(path, f"{what} {name!r} is named twice (first at {where})")
        first[key] = path
    return None
