"""Readers for the special terms of card text: "Is my unit alone if my ally's unit is at the
same battlefield?", "Is my unit one on one if there is one enemy unit at its battlefield?".

The unit asked about is the one named right before the term; every other unit the question
names is put at the same battlefield with it, under its owner (another of my units, my
ally's in 2v2, an opponent's), and the engine's `unit_is` question decides. A question
that says how many units there are in words the reader does not count, or names a
card, is left to the other readers.
"""

from __future__ import annotations

import copy

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.situation import Doc
from judge.ask.tagger import Span

FIELD = "battlefield 1"
TERMS = ("alone", "one_on_one")
# The player of the situation each owner word of the question stands for, and the name of
# the unit they have at the battlefield.
OWNERS = {"me": "you", "teammate": "ally", "opponent": "opponent"}
NAMES = {"you": "your unit", "ally": "ally's unit", "opponent": "opponent's unit"}
OTHER_NAMES = {
    "you": "your other unit",
    "ally": "ally's other unit",
    "opponent": "opponent's other unit",
}
USED = {
    "obj:unit",
    "obj:player",
    "who:me",
    "who:teammate",
    "who:opponent",
    "mod:same",
    "pmod:same",
    "mod:only",
    "mod:another",
    *(f"unit_owner:{owner}" for owner in OWNERS),
}


def _owner(spans: list[Span], at: int) -> str | None:
    """The owner word closest before the unit named at ``at`` ("my ally's unit": teammate;
    "my unit": me), within the two spans before it."""
    for span in reversed(spans[max(0, at - 2) : at]):
        for value in ("teammate", "opponent", "me"):
            if span.has("who", value):
                return value
    return None


def _units(reading: Reading) -> list[tuple[int, str, bool]] | None:
    """Each unit the question names: its span's index, its owner word, and whether the word
    is plural; None when one has no owner word."""
    spans, words = reading.tagged.spans, reading.tagged.words
    units: list[tuple[int, str, bool]] = []
    for at, span in enumerate(spans):
        if not span.has("obj", "unit"):
            continue
        owner = _owner(spans, at)
        if owner is None:
            return None
        units.append((at, owner, words[span.start : span.end][-1].endswith("s")))
    return units


def _said_there(reading: Reading, first: int, last: int) -> bool:
    """Whether the question says the other units are where the unit asked about is: "...
    is at the same battlefield", "... is with it", "there is ... at its battlefield" (a
    verb the reader does not know, "left", would say otherwise)."""
    spans, words = reading.tagged.spans, reading.tagged.words
    after = spans[last + 1 :]
    linked = bool(after) and after[0].has("ask", "is")
    before = first - 1
    while before >= 0 and (spans[before].has("who") or spans[before].has("obj", "player")):
        before -= 1  # the owner words of the first unit ("there is my ally's unit")
    there = before >= 0 and spans[before].has("ask", "is")
    if not (linked or there):
        return False
    rest = words[spans[last].end :]
    return any(span.has("place", "battlefield") for span in after) or rest[:2] in (
        ["is", "with"],
        ["are", "with"],
    )


def read_unit_term(reading: Reading) -> Candidate | None:
    """Whether a special term ("alone", "one on one") describes a unit, with the other
    units the question puts at its battlefield."""
    if reading.kind != "is" or reading.negated or reading.context_negated:
        return None
    if reading.cards or reading.actions or reading.timing or reading.keywords:
        return None
    terms = [t for t in TERMS if t in reading.mods]
    if len(terms) != 1:
        return None
    (term,) = terms
    spans = reading.tagged.spans
    at_term = next(i for i, span in enumerate(spans) if span.has("mod", term))
    units = _units(reading)
    if not units or units[0][0] > at_term:
        return None
    asked, *others = units
    if asked[0] != at_term - 1 or asked[2] or not others:
        return None  # the unit asked about is named right before the term, one unit
    if not _said_there(reading, others[0][0], others[-1][0]):
        return None
    if term == "one_on_one" and any(plural for _, _, plural in others):
        return None  # how many units "units" means decides whether they are alone
    mode = reading.mode or ("2v2" if any(o == "teammate" for _, o, _ in units) else "1v1")
    if mode not in ("1v1", "2v2") or (mode != "2v2" and "teammate" in {o for _, o, _ in units}):
        return None
    player = OWNERS[asked[1]]
    placed = [{"name": NAMES[player], "controller": player, "at": FIELD}]
    for _, owner, _ in others:
        whose = OWNERS[owner]
        taken = {u["name"] for u in placed}
        name = NAMES[whose] if NAMES[whose] not in taken else OTHER_NAMES[whose]
        if name in taken:
            return None  # a third unit of one player: the reader names two
        placed.append({"name": name, "controller": whose, "at": FIELD})
    situation: dict[str, object] = {"units": placed}
    if mode != "1v1":
        situation = {"mode": mode, **situation}
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "question": {"unit_is": {"unit": NAMES[player], "term": term}},
    }
    used = {*USED, f"mod:{term}", "place:battlefield", f"mode:{mode}"}
    return Candidate("unit_is", doc, used)


def read_equipped(reading: Reading) -> Candidate | None:
    """ "Is my unit Equipped if my equipment is attached to it?": the unit the question
    names (yours, your ally's, an opponent's) with one gear attached, judged with the
    engine's `unit_is` Equipped. A gear it calls "gear" may or may not be Equipment: both
    are judged; "equipment" is."""
    words = reading.tagged.words
    if reading.kind != "is" or reading.negated or reading.context_negated or reading.said_not:
        return None
    if "equipped" not in words or "attached" not in words:
        return None  # the unit asked about, then the gear attached to it
    if reading.cards or reading.actions or reading.timing or reading.keywords or reading.places:
        return None
    if reading.mods != {"attached"} or set(reading.objects) - {"unit", "gear", "player"}:
        return None
    units = _units(reading)
    if units is None or len(units) != 1 or words.count("unit") != 1:
        return None
    if words.index("equipped") < words.index("unit") or "gear" not in reading.objects:
        return None  # "is my unit equipped ...": the unit, then the term
    ((_, owner, plural),) = units
    mode = reading.mode or ("2v2" if owner == "teammate" else "1v1")
    if plural or mode not in ("1v1", "2v2") or (owner == "teammate" and mode != "2v2"):
        return None
    player = OWNERS[owner]
    unit = NAMES[player]
    equipment = "equipment" in words
    gear: Doc = {"name": "the gear", "attached_to": unit, "keywords": ["Equip"]}
    situation: dict[str, object] = {
        "units": [{"name": unit, "controller": player, "at": FIELD}],
        "gear": [gear],
    }
    if mode != "1v1":
        situation = {"mode": mode, **situation}
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "question": {"unit_is": {"unit": unit, "term": "equipped"}},
    }
    used = {*USED, "mod:attached", "obj:gear", "place:battlefield", f"mode:{mode}"}
    candidate = Candidate("unit_is:equipped", doc, used)
    if not equipment:  # a gear that is not Equipment has no Equip
        other = copy.deepcopy(doc)
        del other["situation"]["gear"][0]["keywords"]
        candidate.defaults.append("the gear attached is Equipment (it has Equip)")
        candidate.alternatives.append(("the gear attached has no Equip", other))
    return candidate


READERS = (read_unit_term, read_equipped)
