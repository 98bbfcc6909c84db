"""Readers for yes/no questions about what the rules say things are ("is a recall a move?")
and for what a move or a cleanup leads to."""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import Builder
from judge.ask.situation import YOU

YES_NO = ("can", "does", "is", "must")
EFFECT_OBJECTS = ("effect", "spell", "ability")
EFFECT_SLOTS = tuple(f"obj:{o}" for o in EFFECT_OBJECTS)
IS_MOVE_SUBJECTS = {
    "recall": "recall",
    "enter": "enter_board",
    "play": "enter_board",
    "standard_move": "standard_move",
}
LOCATIONS = ("base", "battlefield", "facedown_zone", "legend_zone")
STATE_WORDS = ("act:change", "act:keep", "obj:damage", "obj:status", "act:exhaust", "act:ready")
THINGS = ("obj:unit", "obj:gear", "obj:permanent", "obj:card", "obj:token")


def _move_kind(reading: Reading) -> str:
    return "move_effect" if reading.mentions(*EFFECT_OBJECTS) else "standard_move"


def read_is_move(reading: Reading) -> Candidate | None:
    """ "Is a recall a move?", "Does a unit that enters the board move?"."""
    if reading.kind not in ("is", "does") or reading.actions[-1:] != ["move"]:
        return None
    subjects = set(reading.actions[:-1])
    if len(subjects) != 1:
        return None
    subject = subjects.pop()
    if subject == "move":
        value = _move_kind(reading)
    elif subject == "change" and reading.mentions("location"):
        value = "zone_change"
    elif subject in IS_MOVE_SUBJECTS:
        value = IS_MOVE_SUBJECTS[subject]
    else:
        return None
    b = Builder(reading)
    if subject == "move":  # "is sending a unit to a battlefield a move?": where does not matter
        b.uses("place:battlefield", "place:base")
    b.uses(f"act:{subject}", "act:move", "place:board", "obj:location", *EFFECT_SLOTS, *THINGS)
    return b.candidate("is_move", {"is_move": value})


def read_is_location(reading: Reading) -> Candidate | None:
    """ "Is my base a location?", "Is the facedown zone a location?"."""
    if reading.kind not in ("is", "does") or not reading.mentions("location") or reading.actions:
        return None
    places = [p for p in reading.places if p.kind in LOCATIONS]
    if len(places) != 1:
        return None
    b = Builder(reading)
    b.uses("obj:location", f"place:{places[0].kind}", *(f"owner:{p.owner}" for p in places))
    return b.candidate("is_location", {"is_location": places[0].kind})


def read_uses_chain(reading: Reading) -> Candidate | None:
    """ "Does moving use the chain?", "Can my opponent respond to a move?"."""
    if reading.kind not in YES_NO:
        return None
    if not (reading.mentions("chain") or reading.has("respond")):
        return None
    if reading.has("hide"):
        value = "hide"
    elif reading.has("play") and "hidden" in reading.keywords:
        value = "play_from_hidden"
    elif reading.has("move", "standard_move"):
        value = "move"
    else:
        return None
    b = Builder(reading)
    b.uses(
        "obj:chain",
        "act:respond",
        "who:opponent",
        "who:other_player",
        "act:move",
        "act:standard_move",
        "act:hide",
        "act:play",
        "kw:hidden",
        "obj:card",
        "obj:unit",
        *EFFECT_SLOTS,
    )
    return b.candidate("uses_chain", {"uses_chain": value})


def read_changes_state(reading: Reading) -> Candidate | None:
    """ "Does a recall change a unit's damage or exhausted status?" ("stay exhausted": turned)."""
    if reading.kind not in ("does", "is", "can") or not reading.has("recall"):
        return None
    b = Builder(reading)
    if not any(slot in reading.slots() for slot in STATE_WORDS):
        return None
    b.uses("act:recall", *STATE_WORDS, *THINGS)
    return b.candidate("changes_state", {"changes_state": "recall"}, invert=reading.has("keep"))


def read_stopped(reading: Reading) -> Candidate | None:
    """ "Can a recall be stopped by an effect that prevents movement?", "Can Vilemaw's Lair
    stop a recall?": whether a "can't move" restriction stops it."""
    if reading.kind not in YES_NO or not reading.has("stop"):
        return None
    if reading.has("recall"):
        value = (
            "recall"  # never the restriction itself: "an effect that stops a recall" is not a thing
        )
    elif reading.has("standard_move"):
        value = "standard_move"
    elif reading.has("move"):
        value = "move_effect" if reading.mentions("spell", "ability") else "standard_move"
    else:
        return None
    b = Builder(reading)
    for card in reading.cards:
        if not b.card_text(card).restricts_moves:
            return None
        b.uses("place:battlefield")
    b.uses("act:stop", "act:recall", "act:move", "act:standard_move", *EFFECT_SLOTS, *THINGS)
    return b.candidate("stopped", {"stopped_by_move_restriction": value})


def read_enters_ready(reading: Reading) -> Candidate | None:
    """ "Do gear enter play ready?", "Do units enter the board exhausted?" (turned)."""
    if reading.kind not in ("does", "is", "can", "must") or not reading.has("enter", "play"):
        return None
    if not reading.has("ready", "exhaust") or reading.has("move", "recall"):
        return None
    if reading.mentions("gear"):
        value = "gear"
    elif "accelerate" in reading.keywords:
        value = "accelerated_unit"
    else:
        value = "unit"
    b = Builder(reading)
    b.uses(
        "act:enter", "act:play", "act:ready", "act:exhaust", "kw:accelerate", "place:board", *THINGS
    )
    invert = reading.has("exhaust") and not reading.has("ready")
    return b.candidate("enters_ready", {"enters_ready": value}, invert=invert)


def read_exhausts(reading: Reading) -> Candidate | None:
    """ "Does a move effect exhaust the unit?", "Must I exhaust a unit to move it?"."""
    if reading.kind not in ("does", "must", "is") or not reading.has("exhaust"):
        return None
    if not reading.has("move", "standard_move"):
        return None
    if reading.has("recall", "enter", "play", "ready"):
        return None
    b = Builder(reading)
    b.uses("act:exhaust", "act:move", "act:standard_move", *EFFECT_SLOTS, *THINGS)
    return b.candidate("exhausts", {"exhausts": _move_kind(reading)})


def read_lose_control(reading: Reading) -> Candidate | None:
    """ "If a player has no units left at a battlefield, do they lose control of it in the
    next cleanup?" ("keep control": turned)."""
    if reading.kind not in YES_NO or not reading.has("control"):
        return None
    if not reading.has("lose", "keep") or "no_units" not in reading.mods:
        return None
    b = Builder(reading)
    b.uses(
        "act:control",
        "act:lose",
        "act:keep",
        "mod:no_units",
        "pmod:no_units",
        "place:battlefield",
        "time:next_cleanup",
        "obj:cleanup",
        "obj:unit",
    )
    where = b.battlefield()
    b.situation.battlefield(where, controller=YOU)
    question = {"next_cleanup": {"battlefield": where, "event": "loses control"}}
    return b.candidate("next_cleanup", question, invert=reading.has("keep"))


def read_gear_recalled(reading: Reading) -> Candidate | None:
    """ "Is gear at a battlefield recalled in the next cleanup?"."""
    if reading.kind not in YES_NO or not reading.has("recall") or not reading.mentions("gear"):
        return None
    if reading.place(kind="battlefield") is None or reading.has("stop", "change", "keep"):
        return None
    b = Builder(reading)
    b.uses(
        "act:recall",
        "obj:gear",
        "place:battlefield",
        "time:next_cleanup",
        "obj:cleanup",
        "mod:unattached",
    )
    where = b.battlefield(reading.place(kind="battlefield"))
    b.situation.gear.append({"name": "your gear", "at": where})
    question = {"next_cleanup": {"battlefield": where, "event": "gear recalled"}}
    return b.candidate("next_cleanup", question)


def read_ability_controller(reading: Reading) -> Candidate | None:
    """ "Who controls the abilities of an uncontrolled battlefield?"."""
    if reading.kind != "who" or not reading.has("control") or not reading.mentions("ability"):
        return None
    place = reading.place(kind="battlefield")
    if place is None:
        return None
    b = Builder(reading)
    b.uses("act:control", "obj:ability", "mod:empty")
    where = b.battlefield(place)
    return b.candidate("ability_controller", {"ability_controller": where})


def read_after_combat(reading: Reading) -> Candidate | None:
    """ "Are attackers recalled after combat if defenders are still there?", "What happens
    to attackers after combat?" (attackers and defenders both still at the battlefield)."""
    if not reading.mentions("attacker"):
        return None
    if reading.kind == "what_happens":
        event = None
    elif reading.kind in ("does", "is") and reading.has("recall") and reading.mentions("defender"):
        event = "attackers recalled"
    else:
        return None  # whether attackers are recalled depends on whether defenders remain
    b = Builder(reading)
    b.uses("obj:attacker", "obj:defender", "act:recall", "act:keep", "obj:combat", "obj:unit")
    where = b.battlefield()
    b.situation.battlefield(where, contested_by=YOU, controller="opponent")
    b.situation.unit(at=where, name="your attacking unit")
    b.situation.unit("opponent", at=where, name="opponent's defending unit")
    b.situation.combat = where
    if not reading.mentions("defender"):
        b.notes.append("taken: attackers and defenders are both still there after combat damage")
    query = {"battlefield": where} | ({"event": event} if event else {})
    return b.candidate("after_combat", {"after_combat": query})


READERS = (
    read_is_move,
    read_is_location,
    read_uses_chain,
    read_changes_state,
    read_stopped,
    read_enters_ready,
    read_exhausts,
    read_lose_control,
    read_gear_recalled,
    read_ability_controller,
    read_after_combat,
)
