"""Is a scenario's situation a state a game can be in? Checked once its names resolve.

The schema says what each field may hold and the situation builder that every name
resolves (and that the mode, the players and the teams agree); this checks what is left:
no text holds a control character (it would reach the terminal), a card name means one
card wherever it is (a unit, a gear, a card in hand, facedown or in another zone), a chain
item's name one item, attached gear is where its unit is, a question names each unit once,
only one showdown or combat is in progress at a time, no unit has more than one Buff (a
board no game reaches: the message gives the rule's numbers from its fact), and an
expectation cites rule numbers. A move or recall in ``actions`` names each unit once, as a
question does.
A document that breaks one of these would be judged as something it does not say (one of
two cards named alike silently dropped), so it is refused with the path to the field.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from judge.engine.state import GameState
from judge.engine.validate import Path, Problem, shown
from judge.errors import quoted
from judge.rules.rulenum import is_rule_number

CARD_LISTS = ("units", "gear", "facedown", "hand", "cards")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def situation_problem(
    document: dict[str, Any], built: GameState, text: str | None = None
) -> Problem | None:
    """The first way the document contradicts itself, or None (``built``: its situation;
    ``text``: the YAML it was read from, when it was)."""
    situation: dict[str, Any] = document.get("situation") or {}
    checks = (
        _control_character(document, ()) if _may_hold_control(text) else None,
        _repeated(_card_names(situation), "card"),
        _repeated(
            (
                (("situation", "chain", i, "name"), item["name"])
                for i, item in enumerate(situation.get("chain", ()))
            ),
            "chain item",
        ),
        _one_battle(situation),
        _one_buff(situation),
        _gear_with_its_host(built),
        _repeated(_question_units(document["question"]), "unit"),
        *(
            _repeated(_question_units(action, ("actions", index)), "unit")
            for index, action in enumerate(document.get("actions", ()))
        ),
        _cited_numbers(document.get("expect") or {}),
    )
    return next((problem for problem in checks if problem is not None), None)


ONE_BUFF = "buff.one_at_a_time"


def one_buff_rule() -> str:
    """The rule that a unit has one Buff at most, with its numbers (the same in every
    version held), as its fact states it."""
    from judge.engine.facts import fact_book  # read only for a board that breaks the rule

    fact = fact_book().by_id[ONE_BUFF]
    numbers = ", ".join(dict.fromkeys(n for v in fact.clauses.values() for n in v))
    said = fact.statement.rstrip(".")
    return f"{said[0].lower()}{said[1:]} ({numbers})"


def _one_buff(situation: dict[str, Any]) -> Problem | None:
    """No unit has two Buffs: a second one is never placed."""
    for index, unit in enumerate(situation.get("units", ())):
        if unit.get("buffs", 0) > 1:
            return Problem(
                ("situation", "units", index, "buffs"),
                f"{unit['name']} has {unit['buffs']} Buffs, which no game can reach: "
                f"{one_buff_rule()}; give it 0 or 1",
            )
    return None


def _gear_with_its_host(situation: GameState) -> Problem | None:
    """Attached gear is where its unit is."""
    for index, gear in enumerate(situation.gear):
        host = situation.unit(gear.attached_to) if gear.attached_to else None
        if host is not None and gear.at != host.at:
            return Problem(
                ("situation", "gear", index, "at"),
                f"{gear.name} is attached to {host.name}, so it is at {host.at.label()}, "
                f"not {gear.at.label()}; leave 'at' out",
            )
    return None


def _cited_numbers(expect: dict[str, Any]) -> Problem | None:
    for index, rule in enumerate(expect.get("cite", ())):
        if not is_rule_number(rule):
            return Problem(
                ("expect", "cite", index),
                f'{shown(rule)} is not a rule number (expected e.g. "144.2" or "447.2.a")',
            )
    return None


def _may_hold_control(text: str | None) -> bool:
    """Whether the document read from ``text`` may hold a control character. YAML refuses
    one written as it is (the reader stops at it), so in YAML only an escape in a quoted
    string, with a backslash, makes one: text without a backslash needs no walk over every
    string. A document not read from text always may."""
    return text is None or "\\" in text


def _control_character(value: Any, path: Path) -> Problem | None:
    """Text holds no control characters; tabs and newlines are fine."""
    if isinstance(value, str):
        found = CONTROL.search(value)
        if found is None:
            return None
        return Problem(path, f"holds a control character ({quoted(found.group())})")
    if isinstance(value, dict):
        items: Any = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return None
    for key, item in items:
        problem = _control_character(key, path) or _control_character(item, (*path, key))
        if problem is not None:
            return problem
    return None


def _one_battle(situation: dict[str, Any]) -> Problem | None:
    combat, showdown = situation.get("combat"), situation.get("showdown")
    if combat is None or showdown is None or combat.lower() == showdown.lower():
        return None
    return Problem(
        ("situation", "showdown"),
        f"a showdown at {quoted(showdown)} while a combat is in progress at {quoted(combat)}: "
        "only one "
        "showdown or combat is in progress at a time (the other can be staged)",
    )


def _card_names(situation: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    for key in CARD_LISTS:
        for index, item in enumerate(situation.get(key, ())):
            yield ("situation", key, index, "name"), item["name"]


def _question_units(
    question: dict[str, Any], at: Path = ("question",)
) -> Iterator[tuple[Path, str]]:
    """The units a question (or an action: the same shapes) moves or recalls."""
    for key, value in question.items():
        if not isinstance(value, dict):
            continue
        field = "units" if "units" in value else "cards"
        for index, name in enumerate(value.get(field, ())):
            yield (*at, key, field, index), name


def _repeated(named: Iterator[tuple[Path, str]], what: str) -> Problem | None:
    """The second use of a name (names match case-insensitively, as everywhere)."""
    first: dict[str, Path] = {}
    for path, name in named:
        key = name.strip().lower()
        if key in first:
            where = " > ".join(str(part) for part in first[key])
            return Problem(path, f"{what} {quoted(name)} is named twice (first at {where})")
        first[key] = path
    return None
