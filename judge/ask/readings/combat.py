"""Readers for combat: whether a unit's "When I attack" or "When I defend" ability triggers
when it is moved into a combat already under way, or moves to a battlefield where enemy
units are.

They write format-2 documents (the focus, a triggered ability, the move as an action); the
engine decides who attacks and which designation the unit gains.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO, Builder, _whose
from judge.ask.situation import YOU, Doc

# The designation each trigger word waits for, and the ability's words.
TRIGGERS = {"attack": "When I attack", "defend": "When I defend"}
MOVER = "your moving unit"


def _side(reading: Reading) -> str | None:
    """Whether the question makes you the attacker or the defender (None: it doesn't say,
    or says both)."""
    attacker, defender = reading.mentions("attacker"), reading.mentions("defender")
    if attacker == defender:
        return None
    return "attacker" if attacker else "defender"


def read_joining_combat_trigger(reading: Reading) -> Candidate | None:
    """ "I'm the attacker in a combat under way; if I move another of my units into that
    battlefield, do its 'When I attack' abilities trigger?" (or 'When I defend', or as the
    defender)."""
    if reading.kind not in YES_NO or "combat" not in reading.timing:
        return None
    if not (reading.has("happen") and reading.has("move") and reading.mentions("ability")):
        return None
    wanted = [word for word in TRIGGERS if reading.has(word)]
    side = _side(reading)
    if len(wanted) != 1 or side is None or reading.cards or reading.mode not in (None, "1v1"):
        return None
    if not set(reading.who) <= {"me"} or reading.unit_owner not in (None, "me"):
        return None  # whose unit moves in, and whose side it joins, must be yours
    place = reading.place(kind="battlefield")
    if place is not None and (place.mods or place.owner is not None or place.card is not None):
        return None  # a battlefield described further: not read here
    b = Builder(reading)
    b.uses(
        f"act:{wanted[0]}",
        "act:move",
        "act:happen",
        "obj:ability",
        "obj:attacker",
        "obj:defender",
        "obj:unit",
        "obj:combat",
        "mod:another",
        "place:battlefield",
        "time:combat",
    )
    rival = "opponent"
    attacker, defender = (YOU, rival) if side == "attacker" else (rival, YOU)
    where = b.situation.battlefield(b.battlefield(), controller=defender, contested_by=attacker)
    b.situation.unit(YOU, at=where, name=f"your {side} unit", designation=side)
    other = "defender" if side == "attacker" else "attacker"
    b.situation.unit(rival, at=where, name=f"opponent's {other} unit", designation=other)
    ability = f"{TRIGGERS[wanted[0]]}, draw 1"
    b.situation.unit(YOU, name=MOVER, triggers=[{"when": wanted[0], "ability": ability}])
    b.situation.combat = where
    b.notes.append("taken: the unit is moved in by an Action spell you play with Focus")
    question: Doc = {"outcomes": {"event": "triggers", "subject": MOVER}}
    candidate = b.candidate("joining_combat_trigger", question)
    situation = candidate.doc["situation"]
    situation["focus"] = YOU
    move = {"units": [MOVER], "to": where, "card": "an Action spell", "timing": "Action"}
    candidate.doc = {
        "format": 2,
        "situation": situation,
        "actions": [{"move_effect": {**move, "by": YOU}}],
        "question": question,
    }
    return candidate


def read_opening_combat_trigger(reading: Reading) -> Candidate | None:
    """ "Does a 'When I attack' ability trigger when my unit moves to a battlefield with an
    enemy unit?" (or 'When I defend'): your unit moves there and a combat opens."""
    if reading.kind not in YES_NO or reading.timing or reading.cards:
        return None
    if not (reading.has("happen") and reading.has("move") and reading.mentions("ability")):
        return None
    wanted = [word for word in TRIGGERS if reading.has(word)]
    place = reading.place(kind="battlefield", role="to")
    if len(wanted) != 1 or place is None or place.mods != {"opponent_units"}:
        return None
    if place.owner is not None or place.card is not None or reading.mode not in (None, "1v1"):
        return None
    if not set(reading.who) <= {"me"} or reading.unit_owner not in (None, "me"):
        return None  # the unit that moves must be yours
    b = Builder(reading)
    b.uses(f"act:{wanted[0]}", "act:move", "act:happen", "obj:ability", "obj:unit")
    where = b.battlefield(place)  # with an enemy unit there
    ability = f"{TRIGGERS[wanted[0]]}, draw 1"
    b.situation.unit(YOU, name=MOVER, triggers=[{"when": wanted[0], "ability": ability}])
    b.notes.append("taken: your unit makes a standard move from your base")
    question: Doc = {"outcomes": {"event": "triggers", "subject": MOVER}}
    candidate = b.candidate("opening_combat_trigger", question)
    candidate.doc = {
        "format": 2,
        "situation": candidate.doc["situation"],
        "actions": [{"standard_move": {"units": [MOVER], "to": where}}],
        "question": question,
    }
    return candidate


def read_designation_after_moving_in(reading: Reading) -> Candidate | None:
    """ "During my showdown, if my opponent moves a unit to that battlefield, is my opponent
    the attacker?" (or the defender; or I move into my opponent's showdown): the player
    whose units applied Contested attacks, whoever moves in later."""
    if reading.kind not in ("is", "does") or reading.timing - {"showdown", "opponent_turn"}:
        return None
    if "showdown" not in reading.timing or not reading.has("move") or reading.cards:
        return None
    side = _side(reading)
    if side is None or reading.mode not in (None, "1v1") or reading.keywords:
        return None
    # One player named throughout: the one who moves in is the one asked about.
    if set(reading.who) not in ({"opponent"}, {"me"}, set()):
        return None
    mover = "opponent" if "opponent" in reading.who else YOU
    theirs = "opponent_turn" in reading.timing  # the opponent's showdown: their units contested
    if (mover == "opponent") == theirs or reading.unit_owner not in (None, _owner(mover)):
        return None  # the one who moves in must not be the player whose showdown it is
    place = reading.place(kind="battlefield")
    if place is not None and (place.mods or place.owner is not None or place.card is not None):
        return None
    b = Builder(reading)
    b.situation.focus = mover  # taken: they move in with an Action spell played with Focus
    b.timing()
    where = b.situation.showdown
    b.uses(
        "act:move",
        "obj:unit",
        "obj:attacker",
        "obj:defender",
        "time:showdown",
        "time:opponent_turn",
        "place:battlefield",
        "who:opponent",
    )
    name = f"{_whose(mover)} moving unit"
    b.situation.unit(mover, name=name)
    b.notes.append(f"taken: the unit is moved in by an Action spell {mover} plays with Focus")
    question: Doc = {"outcomes": {"event": side, "subject": mover}}
    candidate = b.candidate("designation_after_moving_in", question)
    situation = candidate.doc["situation"]
    move = {"units": [name], "to": where, "card": "an Action spell", "timing": "Action"}
    candidate.doc = {
        "format": 2,
        "situation": situation,
        "actions": [{"move_effect": {**move, "by": mover}}],
        "question": question,
    }
    return candidate


def read_designation_on_move(reading: Reading) -> Candidate | None:
    """ "If I move my unit to a battlefield my opponent controls, am I the attacker?" (or
    the defender): your unit makes a standard move there; the engine gives the designations
    as the combat opens in the cleanup that follows. Whether your opponent has a unit there
    is judged both ways (with none, no combat opens)."""
    if reading.kind not in ("is", "does") or reading.timing or reading.cards:
        return None
    if not reading.has("move") or reading.keywords or reading.mode not in (None, "1v1"):
        return None
    side = _side(reading)
    place = reading.place(kind="battlefield", role="to")
    if side is None or place is None or place.owner != "opponent" or place.card is not None:
        return None
    if place.mods - {"controlled", "opponent_units"} or not set(reading.who) <= {"me"}:
        return None  # one player named: you move, and are asked about
    if reading.unit_owner not in (None, "me"):
        return None
    b = Builder(reading)
    b.uses(
        "act:move",
        "obj:unit",
        "obj:attacker",
        "obj:defender",
        "place:battlefield",
        "pmod:controlled",
        "pmod:opponent_units",
        "owner:opponent",
    )
    where = b.situation.battlefield(b.battlefield(place), controller="opponent")
    mover = b.situation.unit(YOU, name=MOVER)
    if not any(u.get("controller") == "opponent" for u in b.situation.units):
        b.situation.unit("opponent", at=where)
    if "opponent_units" not in place.mods:
        b.assume(
            "your opponent has a unit there",
            "your opponent has no unit there",
            lambda draft, _: setattr(draft, "units", [u for u in draft.units if _yours(u)]),
        )
    b.notes.append("taken: your unit makes a standard move from your base")
    question: Doc = {"outcomes": {"event": side, "subject": YOU}}
    candidate = b.candidate("designation_on_move", question)
    move = {"standard_move": {"units": [mover], "to": where}}
    candidate.doc = _with_actions(candidate.doc, [move])
    candidate.alternatives = [
        (label, _with_actions(doc, [move])) for label, doc in candidate.alternatives
    ]
    return candidate


def _yours(unit: Doc) -> bool:
    return bool(unit.get("controller", YOU) == YOU)


def _with_actions(doc: Doc, actions: list[Doc]) -> Doc:
    """A format-1 document the builder made, in format 2 with ``actions`` before its question."""
    return {"format": 2, "situation": doc["situation"], "actions": actions, **doc}


def _owner(player: str) -> str:
    """The reader's word for whose unit it is."""
    return "me" if player == YOU else player


READERS = (
    read_joining_combat_trigger,
    read_opening_combat_trigger,
    read_designation_after_moving_in,
    read_designation_on_move,
)
