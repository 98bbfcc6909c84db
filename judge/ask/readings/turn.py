"""Readers for the turn: is a unit readied when a turn begins, is damage removed at the
end of the turn, who takes the next turn. Each is judged by letting play proceed from the
Main Phase of the turn before (the `proceed` action) and asking what happened."""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO
from judge.ask.situation import YOU, Doc

# Whose turn is going on before the time the question asks about, and what it says.
BEFORE = {
    "start_of_turn": ("opponent", "your opponent ends their turn, and yours begins"),
    "start_of_opponent_turn": (YOU, "you end your turn, and your opponent's begins"),
    "end_of_turn": (YOU, "you end your turn"),
}
PLAYERS = {"teammate": "ally", "opponent": "opponent"}


def _document(turn: str, units: list[Doc], question: Doc, mode: str | None = None) -> Doc:
    situation: Doc = {"turn": turn} if turn != YOU else {}
    if mode:
        situation = {"mode": mode, **situation}
    if units:
        situation["units"] = units
    return {"format": 2, "situation": situation, "actions": [{"proceed": {}}], "question": question}


def _owner(reading: Reading) -> str | None:
    """Whose unit the question is about: yours unless it says an opponent's."""
    owner = reading.unit_owner or YOU
    return {"me": YOU, YOU: YOU, "opponent": "opponent"}.get(owner)


def read_readied(reading: Reading) -> Candidate | None:
    """ "Are my exhausted units readied at the start of my turn?", "Does my opponent's unit
    ready at the start of my turn?"."""
    if reading.kind not in YES_NO or reading.negated or not reading.has("ready"):
        return None
    times = [t for t in ("start_of_turn", "start_of_opponent_turn") if t in reading.timing]
    if len(times) != 1 or not reading.mentions("unit", "gear"):
        return None
    if reading.mentions("unit") and reading.mentions("gear"):
        return None
    owner = _owner(reading)
    if owner is None:
        return None
    turn, when = BEFORE[times[0]]
    kind = "gear" if reading.mentions("gear") else "unit"
    name = ("your " if owner == YOU else "opponent's ") + kind
    thing: Doc = {"name": name, "exhausted": True}
    if owner != YOU:
        thing["controller"] = owner
    question = {"outcomes": {"event": "readied", "subject": name}}
    doc = _document(turn, [thing] if kind == "unit" else [], question)
    if kind == "gear":
        doc["situation"]["gear"] = [thing]
    used = {"act:ready", f"obj:{kind}", f"time:{times[0]}", "mod:exhausted_unit", "act:exhaust"}
    used |= {f"unit_owner:{reading.unit_owner}"} if reading.unit_owner else set()
    candidate = Candidate("turn_readied", doc, used)
    candidate.stated = [f"the {kind} is exhausted as {when}"]
    return candidate


def read_healed(reading: Reading) -> Candidate | None:
    """ "Does damage wear off at the end of turn?", "Does damage stay on my unit until my
    next turn?" (turned round), "Do units heal at the end of the turn?"."""
    if reading.kind not in YES_NO or reading.negated or "end_of_turn" not in reading.timing:
        return None
    keeps = reading.has("keep")
    if not (keeps or reading.has("change")) or reading.has("ready", "move", "play"):
        return None
    if not reading.mentions("damage") and not (reading.has("change") and reading.mentions("unit")):
        return None
    owner = _owner(reading)
    if owner is None:
        return None
    name = "your unit" if owner == YOU else "opponent's unit"
    unit: Doc = {"name": name, "damage": 1, "might": 3}
    if owner != YOU:
        unit["controller"] = owner
    question = {"outcomes": {"event": "healed", "subject": name}}
    used = {"act:change", "act:keep", "obj:damage", "obj:unit", "time:end_of_turn"}
    used |= {f"unit_owner:{reading.unit_owner}"} if reading.unit_owner else set()
    candidate = Candidate("turn_healed", _document(YOU, [unit], question), used, invert=keeps)
    candidate.stated = ["a unit with 1 damage and 3 Might survives your turn, which you end"]
    return candidate


def read_next_turn(reading: Reading) -> Candidate | None:
    """ "In 2v2, does my teammate take the next turn after me?", "Does my opponent go next?"."""
    if reading.kind not in ("does", "is") or reading.negated or not reading.has("take_turn"):
        return None
    named = [w for w in reading.who if w in PLAYERS]
    if len(named) != 1 or set(reading.objects) - {"player", "turn"} or reading.places:
        return None
    player = PLAYERS[named[0]]
    mode = reading.mode or ("2v2" if player == "ally" else None)
    if mode == "ffa":
        return None
    if player == "ally" and mode != "2v2":
        return None
    question = {"outcomes": {"event": "new turn", "subject": player}}
    used = {"act:take_turn", f"who:{named[0]}", "obj:player", "obj:turn", f"mode:{reading.mode}" if reading.mode else ""}
    candidate = Candidate("turn_next", _document(YOU, [], question, mode), used - {""})
    candidate.stated = ["you end your turn"]
    return candidate


READERS = (read_readied, read_healed, read_next_turn)
