"""Readers for what happens later: control lost in the next cleanup, gear recalled, who
controls a battlefield's abilities, attackers recalled after combat."""

from __future__ import annotations

from itertools import pairwise

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO, Builder
from judge.ask.situation import YOU, Doc


def read_lose_control(reading: Reading) -> Candidate | None:
    """ "If a player has no units left at a battlefield, do they lose control of it in the
    next cleanup?" ("keep control": turned)."""
    if reading.kind not in YES_NO or not reading.has("control"):
        return None
    place = reading.place(kind="battlefield")
    said = place.mods if place is not None else set()
    # "a battlefield I control with no units" (empty of units): control where the player
    # has none is what is asked, as "my last unit leaves" says
    empty = "empty" in said
    if not reading.has("lose", "keep") or not ("no_units" in reading.mods or empty):
        return None
    named = {w for w in reading.who if w not in ("me", "their")}
    if named - {"opponent"} or (named and "me" in reading.who):
        return None  # a teammate, or two players: whose control is lost is not plain
    player = "opponent" if named else YOU
    allowed = {"no_units", "controlled", "immediately", "no_showdown", "empty"}
    if said - allowed or (place is not None and place.owner not in (None, "me")):
        return None
    moment = "immediately" in reading.mods  # "the moment my last unit leaves"
    if moment and (reading.has("keep") or reading.timing):
        return None
    if "controlled" in said and player != YOU:
        return None  # "a battlefield I control" said of the opponent's losing control
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
        "pmod:controlled",
        "mod:controlled",
        "who:opponent",
        "mod:no_showdown",  # the situation has none
        "pmod:no_showdown",
        "mod:empty",  # of units: no units there, which is what the question turns on
        "pmod:empty",
    )
    where = b.battlefield()
    b.situation.battlefield(where, controller=player)
    if moment:
        b.uses("mod:immediately", "pmod:immediately")
        return _lost_the_moment(b, where, player)
    question = {"next_cleanup": {"battlefield": where, "event": "loses control"}}
    candidate = b.candidate("next_cleanup", question, invert=reading.has("keep"))
    if "no_showdown" not in reading.mods | said:  # the general rule, its exception said
        candidate.stated.append(
            "no showdown or combat is going on there (while one is, control of it can't "
            "change until its steps say so)"
        )
    return candidate


def _lost_the_moment(b: Builder, where: str, player: str) -> Candidate:
    """ "Do I lose control of a battlefield the moment my last unit leaves it?": the
    player's last unit there leaves by a standard move to its base, on its controller's
    turn, and is control lost before the cleanup that follows the move?"""
    unit = b.situation.unit(player, at=where)
    if player != YOU:
        b.situation.turn = player
    candidate = b.candidate("lose_control_moment", {"outcomes": {}})
    candidate.doc = {
        "format": 2,
        "situation": candidate.doc["situation"],
        "actions": [{"standard_move": {"units": [unit], "to": "base"}}],
        "question": {
            "outcomes": {"battlefield": where, "event": "loses control", "before": "cleanup"}
        },
    }
    candidate.notes.append("taken: the last unit leaves by a standard move to its base")
    return candidate


def read_gear_recalled(reading: Reading) -> Candidate | None:
    """ "Is gear at a battlefield recalled in the next cleanup?" (yes or no), "What happens
    to gear at a battlefield in cleanup?" (the cleanup's outcomes there); "Is gear attached
    to my unit at a battlefield recalled ...?" (the gear attached to your unit there)."""
    if not reading.mentions("gear") or reading.place(kind="battlefield") is None:
        return None
    attached = "attached" in reading.mods and "unattached" not in reading.mods
    if attached and (reading.has("die") or set(reading.who) - {"me"}):
        return None  # a unit that died, or another player's unit: not this board
    bases = [place for place in reading.places if place.kind == "base"]
    if any(place.owner not in (None, "me") for place in bases):
        return None  # recalled to another player's base: not what the cleanup does
    if reading.kind == "what_happens":
        if not ({"obj:cleanup", "time:next_cleanup"} & reading.slots()) or reading.actions:
            return None
    elif reading.kind not in YES_NO or not reading.has("recall"):
        return None
    if reading.has("stop", "change", "keep"):
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
    if bases:
        b.uses("place:base")
    if attached:
        # Attached gear stays whoever's unit it is on: where the question does not say it is
        # yours, the answer does not either.
        whose = "your" if "me" in reading.who else "the"
        b.uses("mod:attached", "pmod:attached", "obj:unit")
        b.situation.unit(at=where, name=f"{whose} unit")
        b.situation.gear.append({"name": f"{whose} gear", "attached_to": f"{whose} unit"})
    else:
        b.situation.gear.append({"name": "your gear", "at": where})
    event = {} if reading.kind == "what_happens" else {"event": "gear recalled"}
    return b.candidate("next_cleanup", {"next_cleanup": {"battlefield": where, **event}})


def read_ability_controller(reading: Reading) -> Candidate | None:
    """ "Who controls the abilities of an uncontrolled battlefield?"."""
    if reading.kind != "who" or not reading.has("control") or not reading.mentions("ability"):
        return None
    place = reading.place(kind="battlefield")
    if place is None:
        return None
    b = Builder(reading)
    # "its triggered ability": every ability of an uncontrolled battlefield is uncontrolled
    b.uses("act:control", "obj:ability", "obj:triggered", "mod:empty", "mod:uncontrolled")
    where = b.battlefield(place)
    return b.candidate("ability_controller", {"ability_controller": where})


def read_after_combat(reading: Reading) -> Candidate | None:
    """ "Are attackers recalled after combat if defenders are still there?", "What happens
    to attackers after combat?" (attackers and defenders both still at the battlefield)."""
    if not reading.mentions("attacker"):
        return None
    # "both sides (still have units)": the attackers' and the defenders' units, as said
    sides = reading.mentions("defender") or "both_sides" in reading.mods
    if reading.kind == "what_happens":
        event = None
    elif reading.kind in ("does", "is") and reading.has("recall") and sides:
        if _asked_side(reading) != "attacker":
            return None  # "are the defenders recalled?": not the attackers' recall
        event = "attackers recalled"
    else:
        return None  # whether attackers are recalled depends on whether defenders remain
    b = Builder(reading)
    b.uses("obj:attacker", "obj:defender", "act:recall", "act:keep", "obj:combat", "obj:unit")
    b.uses("mod:survived")  # "if the defenders survived": still there, as the board has them
    if reading.said_of("after", ("obj", "combat")):  # the combat is resolved before it asks
        b.uses("mod:after")
    if _combat_damage_said(reading):  # "after combat damage": the time the query asks of
        b.uses("obj:damage")
    if _both_sides(reading):  # "if both the attacker's and the defender's units survive"
        b.uses("mod:several")
    if "both_sides" in reading.mods:
        b.uses("mod:both_sides")
    if {"obj:cleanup", "time:combat"} <= reading.slots():  # "in the combat cleanup"
        b.uses("obj:cleanup", "time:combat")
    where = b.battlefield(reading.place(kind="battlefield"))
    b.situation.battlefield(where, contested_by=YOU, controller="opponent")
    b.situation.unit(at=where, name="your attacking unit")
    b.situation.unit("opponent", at=where, name="opponent's defending unit")
    b.situation.combat = where
    if not sides:
        b.notes.append("taken: attackers and defenders are both still there after combat damage")
    query = {"battlefield": where} | ({"event": event} if event else {})
    return b.candidate("after_combat", {"after_combat": query})


def _asked_side(reading: Reading) -> str | None:
    """The side the question clause names first ("are the attacking units recalled if ...":
    the attackers), or None."""
    for span in reading.tagged.spans:
        if span.start >= reading.main_end:
            break
        side = [v for v in span.values("obj") if v in ("attacker", "defender")]
        if side:
            return side[0]
    return None


def _combat_damage_said(reading: Reading) -> bool:
    """ "combat damage", the two words together: the step after which the query asks."""
    spans = reading.tagged.spans
    return any(
        first.has("obj", "combat") and then.has("obj", "damage") and then.start == first.end
        for first, then in pairwise(spans)
    )


def _both_sides(reading: Reading) -> bool:
    """ "both" said in a statement or condition of the attackers and the defenders after it
    ("if both the attacker's and the defender's units are still alive"): the two sides the
    board has, not several units asked about."""
    words, spans = reading.tagged.words, reading.tagged.spans
    for k, span in enumerate(spans):
        if words[span.start : span.end] != ["both"] or span.start < reading.main_end:
            continue
        after = spans[k + 1 : k + 6]  # "both my attackers and their defenders"
        sides = [s for s in after if s.has("obj", "attacker") or s.has("obj", "defender")]
        if {value for s in sides for value in s.values("obj")} >= {"attacker", "defender"}:
            return True
    return False


HEAL_WORDS = frozenset({"heal", "healed", "heals", "healing"})
# "removed", and the players' "wear off", "go away", "fall off" (the lexicon's change)
REMOVED_WORDS = frozenset({"removed", "remove", "cleared", "clear", "wear", "wears", "away", "off"})


def read_healed_after_combat(reading: Reading) -> Candidate | None:
    """ "Are units healed at the end of combat?", "Is damage removed from units at the end of
    combat?": a combat where your attacker and your opponent's defender both survive with
    damage marked, resolved, and are they healed."""
    if reading.kind not in YES_NO or reading.cards:
        return None
    words = set(reading.tagged.words)
    if reading.says_any("negation", "places", "mode") or "combat" not in words:
        return None
    slots = reading.slots()
    # the time asked: the end of combat, its cleanup ("in the combat cleanup"), or after it
    # ("after combat", "after combat damage")
    cleanup = "obj:cleanup" in slots and reading.timing <= {"combat"}
    after = reading.said_of("after", ("obj", "combat")) and reading.timing <= {"combat"}
    if reading.timing != {"end"} and not cleanup and not after:
        return None
    damage_gone = reading.mentions("damage") and bool(words & REMOVED_WORDS)
    # "do the units keep their damage?", "does the damage stay?": whether they are healed,
    # turned round
    kept = reading.has("keep") and reading.mentions("damage") and not reading.has("change")
    if not kept and (not reading.has("change") or not (words & HEAL_WORDS or damage_gone)):
        return None
    said = reading.tagged.words
    # "do the units keep their damage?": "their" of the damage is the units'
    theirs = any(w == "their" and said[k + 1 : k + 2] == ["damage"] for k, w in enumerate(said))
    whose = {"me", "their"} if theirs else {"me"}
    if not set(reading.who) <= whose or reading.unit_owner not in (None, "me"):
        return None  # your units, or units: an opponent's are healed alike, but unsaid here
    b = Builder(reading)
    if theirs:
        b.uses("who:their")
    b.uses("act:change", "act:keep", "obj:unit", "obj:damage", "obj:combat", "time:end")
    b.uses("mod:survived")  # the units this situation has survive combat damage
    if cleanup or after:
        b.uses("obj:cleanup", "time:combat", "mod:after")
    where = b.situation.battlefield(b.battlefield(), controller="opponent", contested_by=YOU)
    b.situation.unit(YOU, at=where, name="your attacking unit", might=4, damage=2)
    b.situation.unit("opponent", at=where, name="opponent's defending unit", might=4, damage=3)
    b.situation.combat = where
    b.notes.append("taken: both units survive combat damage with damage marked")
    question: Doc = {"outcomes": {"event": "healed"}}
    candidate = b.candidate("healed_after_combat", question)
    candidate.invert = kept
    candidate.doc = {
        "format": 2,
        "situation": candidate.doc["situation"],
        "actions": [{"combat_resolution": {}}],
        "question": question,
    }
    return candidate


EVERY = frozenset({"every", "all", "each"})


def read_no_winner_all_died(reading: Reading) -> Candidate | None:
    """ "If every unit on both sides dies in combat, does either player win the combat?":
    your attacking unit and your opponent's defending unit kill each other with combat
    damage, and does anyone win (the combat has no result when neither side has units
    left)."""
    if reading.kind not in ("does", "is", "can") or reading.negated or reading.context_negated:
        return None
    if reading.cards or reading.places or reading.mode or reading.keywords:
        return None
    asked = [v for s in reading.tagged.spans if s.start < reading.main_end for v in s.values("act")]
    dying = [
        v for s in reading.tagged.spans if s.start >= reading.main_end for v in s.values("act")
    ]
    if asked != ["win"] or dying != ["die"] or not reading.mentions("combat"):
        return None
    scene = set(reading.tagged.words[reading.main_end :])
    if not (scene & EVERY or "both_sides" in reading.mods) or set(reading.who) - {"every_player"}:
        return None  # whose units died, if not every unit, is not read
    b = Builder(reading)
    b.uses("act:win", "act:die", "obj:combat", "obj:unit", "time:combat", "mod:both_sides")
    b.uses("mod:either", "mod:several", "who:every_player", "obj:player")
    where = b.situation.battlefield(b.battlefield(), controller="opponent", contested_by=YOU)
    b.situation.unit(YOU, at=where, name="your attacking unit", might=2)
    b.situation.unit("opponent", at=where, name="opponent's defending unit", might=2)
    b.situation.combat = where
    b.notes.append("taken: your 2-Might attacker and their 2-Might defender kill each other")
    question: Doc = {"outcomes": {"event": "wins combat"}}
    candidate = b.candidate("no_winner_all_died", question)
    candidate.doc = {
        "format": 2,
        "situation": candidate.doc["situation"],
        "actions": [{"combat_damage": {}}],
        "question": question,
    }
    return candidate


def _none_left(reading: Reading) -> bool:
    """Whether the scene says no units are left at the battlefield after a combat: "all
    units die in combat", "every unit dies", "no units remain after combat"."""
    scene = [s for s in reading.tagged.spans if s.start >= reading.main_end]
    combat = any(s.has("time", "combat") or s.has("obj", "combat") for s in scene)
    if not combat or any(s.values("who") for s in scene):
        return False  # "all my units die": whose, and the others' may be left
    if any(s.has("mod", "no_units") for s in scene):
        return True
    dying = [v for s in scene for v in s.values("act")] == ["die"]
    every = set(reading.tagged.words[reading.main_end :]) & EVERY
    return dying and bool(every) and any(s.has("obj", "unit") for s in scene)


def read_uncontrolled_after_combat(reading: Reading) -> Candidate | None:
    """ "If all units die in combat, who controls the battlefield?", "If no units remain
    after combat, does the battlefield become uncontrolled?", "... does anyone control it?":
    your attacking unit and your opponent's defending unit kill each other with combat
    damage, and the battlefield, with no units left, becomes uncontrolled."""
    if reading.negated or reading.context_negated or reading.cards or reading.keywords:
        return None
    if reading.mode or reading.also_asked or not _none_left(reading):
        return None
    asked = [v for s in reading.tagged.spans if s.start < reading.main_end for v in s.values("act")]
    whose = [v for s in reading.tagged.spans if s.start < reading.main_end for v in s.values("who")]
    becomes = reading.kind in ("does", "is") and "uncontrolled" in reading.mods and not whose
    who_controls = reading.kind == "who" and asked == ["control"] and not whose
    anyone = reading.kind == "does" and asked == ["control"] and whose == ["every_player"]
    if not (becomes or who_controls or anyone) or set(asked) - {"control", "become"}:
        return None
    if any(p.kind != "battlefield" for p in reading.places):
        return None
    b = Builder(reading)
    b.uses("act:control", "act:become", "act:die", "mod:uncontrolled", "pmod:uncontrolled")
    b.uses("mod:no_units", "mod:after", "mod:several", "obj:combat", "time:combat", "obj:unit")
    b.uses("who:every_player")
    where = b.situation.battlefield(b.battlefield(), controller="opponent", contested_by=YOU)
    b.situation.unit(YOU, at=where, name="your attacking unit", might=2)
    b.situation.unit("opponent", at=where, name="opponent's defending unit", might=2)
    b.situation.combat = where
    b.notes.append("taken: your 2-Might attacker and their 2-Might defender kill each other")
    question: Doc = {"outcomes": {"event": "uncontrolled", "battlefield": where}}
    candidate = b.candidate("uncontrolled_after_combat", question, invert=anyone)
    candidate.doc = {
        "format": 2,
        "situation": candidate.doc["situation"],
        "actions": [{"combat_damage": {}}],
        "question": question,
    }
    return candidate


READERS = (
    read_uncontrolled_after_combat,
    read_no_winner_all_died,
    read_lose_control,
    read_gear_recalled,
    read_ability_controller,
    read_after_combat,
    read_healed_after_combat,
)
