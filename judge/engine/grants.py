"""Keywords a permanent's passive gives other objects ("Units here have [Ganking].", "Friendly
units have [Deflect].", "Your Mechs have [Vision]."): Other effects may grant Keywords, and a
keyword granted so works as the keyword's own rules say.

The engine applies a grant it reads whole (``APPLIED_WHO``, no condition, keywords without a
value of ``APPLIED_KEYWORDS``) to the units it names in the situation as given. Any other
grant, or any grant when actions follow, leaves the keywords of the units it may name open:
the judging tries the question each way and answers only when every way agrees.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from itertools import chain, combinations
from typing import TYPE_CHECKING

from judge.engine.state import LEGEND_ZONE
from judge.patterns import LazyPattern
from judge.records import replace

if TYPE_CHECKING:
    from judge.engine.state import GameState, Gear, Unit

# Whom a grant names, in the card's words, and what the engine reads it as: "here" (the
# units at the battlefield whose text it is), "friendly" (the units of the card's controller
# and of their teammates, 740.1.a), "your" (the units of the card's controller), "your mechs"
# (of those, the ones tagged Mech).
APPLIED_WHO = {
    "units here": "here",
    "friendly units": "friendly",
    "your units": "your",
    "your mechs": "your mechs",
}
# Keywords the engine gives a unit on the board as a grant does: each works from the unit's
# keywords (and, for those that stack, from its instances: ``given``).
APPLIED_KEYWORDS = frozenset(
    {"Ganking", "Tank", "Backline", "Deflect", "Assault", "Shield", "Vision", "Accelerate"}
)
# The most units whose keywords a grant leaves open that the judging tries each way
# (every subset of them): beyond it, the question is not answered.
MOST_OPEN = 3

_REMINDER = LazyPattern(r"\([^)]*\)")
# A sentence of a passive that gives a keyword: "... have [K]", "... has [K]".
# "Your Equipment each give [Assault].": what the Equipment gives, the unit it is attached to
# has (Lucian - Purifier).
_GIVES_KEYWORD = LazyPattern(
    r"\b(?:have|has|each give)\b[^.]*?\[[A-Za-z][A-Za-z -]*(?: \d+)?\]", re.I
)
_LEADING_KEYWORDS = LazyPattern(r"^(?:\[[A-Za-z -]+(?: \d+)?\](?!\[>\])\s*)+")
_KEYWORD = LazyPattern(r"\[([A-Za-z][A-Za-z -]*?)( \d+)?\]")
_ITSELF = LazyPattern(r"\bI (?:have|has)\b")
_APPLIED = LazyPattern(
    r"(?P<who>units here|friendly units|your units|your mechs)(?: each)? (?:have|has) "
    r"(?P<keywords>\[[a-z ]+\](?:, \[[a-z ]+\])*(?:,? and \[[a-z ]+\])?)",
)


@dataclass(frozen=True)
class Grant:
    """A sentence of the card ``source``'s passive that gives keywords: its ``words``, the
    ``keywords`` it names, and whom it names as the engine reads it (``who``: a value of
    ``APPLIED_WHO``), empty when the engine does not apply it."""

    source: str
    words: str
    keywords: tuple[str, ...]
    who: str = ""


@functools.cache
def keyword_grants(name: str, version: str) -> tuple[Grant, ...]:
    """The sentences of the text of the card named ``name`` that give keywords (its own
    printed keywords, written first, are not)."""
    from judge.engine.card_list import _card

    card = _card(name)
    if card is None:
        return ()
    text = _REMINDER.sub(" ", card.text_under(version))
    if card.type == "Spell":
        return ()  # a spell's text is an effect as it resolves, no passive
    found = []
    for sentence in re.split(r"(?<=\.)", text):
        words = " ".join(_LEADING_KEYWORDS.sub("", sentence.strip()).split()).strip()
        if not words or not _GIVES_KEYWORD.search(words) or words.startswith("When "):
            continue
        keywords = tuple(k.strip() for k, _ in _KEYWORD.findall(words.split(" have ")[-1]))
        said = " ".join(words.replace("\u2019", "'").lower().split()).strip(". ")
        whole = _APPLIED.fullmatch(said)
        valued = any(value for _, value in _KEYWORD.findall(words))
        who = ""
        if whole and not valued and all(k.title() in APPLIED_KEYWORDS for k in keywords):
            who = APPLIED_WHO[whole.group("who")]
        found.append(Grant(name, words, tuple(k.title() for k in keywords), who))
    return tuple(found)


@dataclass(frozen=True)
class OnBoard:
    """A grant of a card on the board: the card's controller and where it is."""

    grant: Grant
    controller: str
    at: str  # the battlefield it is at ("" in a base)
    is_battlefield: bool


def grants_on_board(state: GameState, version: str) -> tuple[OnBoard, ...]:
    """The grants of the units, gear and battlefields on ``state``'s board, and of the
    legends in their Legend Zones (a legend's text is active there)."""
    on: list[Unit | Gear] = [*state.units, *state.gear]
    holders = [
        *((p.name, p.controller, p.at.name if p.at.is_battlefield else "", False) for p in on),
        *((b.name, b.controller or "", b.name, True) for b in state.battlefields),
        *((c.name, c.controller, "", False) for c in state.cards if c.zone == LEGEND_ZONE),
    ]
    return tuple(
        OnBoard(grant, controller, at, is_battlefield)
        for name, controller, at, is_battlefield in holders
        for grant in keyword_grants(name, version)
    )


def names_unit(held: OnBoard, unit: Unit, state: GameState) -> bool | None:
    """Whether the grant ``held`` names ``unit``: a unit at the battlefield whose text says
    "units here"; a unit friendly to the card (its controller's or a teammate's) for
    "friendly units"; one its controller controls for "your units"; of those, one tagged
    Mech for "your Mechs". None when the engine cannot tell (no controller, no tags)."""
    who = held.grant.who
    if who == "here":
        return held.is_battlefield and unit.at.is_battlefield and unit.at.name == held.at
    if not held.controller or held.is_battlefield:
        return None
    yours = unit.controller == held.controller
    if who == "friendly":
        return yours or unit.controller in state.teammates(held.controller)
    if who == "your":
        return yours
    if who == "your mechs":
        tags = _tags(unit)
        return None if yours and tags is None else yours and "mech" in (tags or ())
    return None


def _tags(unit: Unit) -> frozenset[str] | None:
    """The unit's tags, lower case: as the situation gives them, or its card's."""
    from judge.engine.card_list import _card

    if unit.tags is not None:
        return unit.tags
    card = _card(unit.name)
    return None if card is None else frozenset(t.casefold() for t in card.tags)


def given(unit: Unit, keyword: str) -> Unit:
    """``unit`` granted one more instance of ``keyword``: Deflect, Assault and Shield add
    their value to those it has; another keyword it has is redundant."""
    had = keyword in unit.keywords
    unit = replace(unit, keywords=unit.keywords | {keyword})
    if keyword == "Deflect":
        return replace(unit, deflect=(*(unit.deflect or ((1,) if had else ())), 1))
    if keyword == "Assault" and had:
        return replace(unit, assault=unit.assault_value + 1)
    if keyword == "Shield" and had:
        return replace(unit, shield=unit.shield_value + 1)
    return unit


@dataclass(frozen=True)
class Open:
    """What the grants leave open: the grants the engine does not apply, and the units whose
    keywords they may change."""

    grants: tuple[Grant, ...]
    units: tuple[str, ...]


def with_grants(
    state: GameState, stated: dict[str, frozenset[str]], version: str, *, settled: bool
) -> tuple[GameState, Open]:
    """``state`` with the grants on its board the engine applies given to the units they name,
    and what the others leave open. A unit the situation says has a keyword keeps what it
    says (it states the keyword whole). With ``settled`` false (actions follow, and may
    move, play or change units), no grant is applied: each leaves its units open."""
    units = {unit.name: unit for unit in state.units}
    applied: list[tuple[str, str, str]] = []
    unapplied: list[Grant] = []
    open_units: set[str] = set()
    for held in grants_on_board(state, version):
        named = {u.name: names_unit(held, u, state) for u in state.units}
        if settled and held.grant.who and None not in named.values():
            for name in (n for n, yes in named.items() if yes):
                for keyword in held.grant.keywords:
                    if keyword not in stated.get(name, frozenset()):
                        units[name] = given(units[name], keyword)
                        words = f'{held.grant.source}\'s "{held.grant.words}"'
                        applied.append((name, keyword, words))
            continue
        named_alone = settled and held.grant.who
        maybe = [
            u.name
            for u in state.units
            if (named[u.name] is not False if named_alone else _may_name(held.grant, u.name))
            if not set(held.grant.keywords) <= stated.get(u.name, frozenset())
        ]
        if maybe:
            unapplied.append(held.grant)
            open_units.update(maybe)
    units_now = tuple(units[u.name] for u in state.units)
    state = replace(state, units=units_now, passive_grants=tuple(applied))
    return state, Open(tuple(dict.fromkeys(unapplied)), tuple(sorted(open_units)))


def _may_name(grant: Grant, unit: str) -> bool:
    """Whether a grant the engine does not apply may name the unit ``unit``: the card's own
    ("While I'm buffed, I have [Ganking]") names only its card; any other, any unit."""
    return unit == grant.source or not _ITSELF.search(grant.words)


def ways(state: GameState, left: Open) -> list[GameState]:
    """``state`` with the keywords ``left`` leaves open given to each subset of its units."""
    keywords = sorted({k for grant in left.grants for k in grant.keywords})
    subsets = chain.from_iterable(combinations(left.units, n) for n in range(len(left.units) + 1))
    found = []
    for subset in subsets:
        units = []
        for unit in state.units:
            if unit.name in subset:
                for keyword in keywords:
                    unit = given(unit, keyword)
            units.append(unit)
        found.append(replace(state, units=tuple(units)))
    return found


def applied_whole(name: str, keyword: str, version: str) -> bool:
    """Whether every place the text of the card named ``name`` names ``keyword``, beyond the
    keyword it prints, is a grant the engine applies: whether a unit has the keyword then
    turns on nothing the engine does not read."""
    from judge.engine.card_list import _card, _written, card_keywords

    card = _card(name)
    naming = [g for g in keyword_grants(name, version) if keyword in g.keywords]
    if card is None or not naming or not all(g.who for g in naming):
        return False
    written = _written(keyword, _REMINDER.sub(" ", card.text_under(version)))
    return len(written) == len(naming) + int(keyword in card_keywords(name, version))
