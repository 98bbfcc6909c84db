"""Readers for combat damage: whether a stunned attacking unit (with Assault or not) deals
combat damage, and the order Tank and Backline impose on assigning it.

They write format-2 documents: a combat at a battlefield your opponent controls, which you
attack; the engine sums each side's Might and judges the assignment (docs/scenarios.md,
``damage_total`` and ``assign_damage``). The Might the reading takes is said in its notes.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import Builder
from judge.ask.situation import YOU, Doc

RIVAL = "opponent"
ATTACKER = "your attacking unit"
# The keyword that orders assignment, and the words of its requirement.
ORDER = {"tank": "Tank", "backline": "Backline"}


def _plain(reading: Reading) -> bool:
    """Nothing these readers do not model: a card, a negation, a mode with more players."""
    more_players = reading.mode not in (None, "1v1") or not set(reading.who) <= {"me"}
    return not (more_players or reading.says_any("cards", "negation", "said_not", "places"))


def _asks_must(reading: Reading) -> bool:
    """ "Do I have to ...?": the question asks what is required."""
    return any(("ask", "must") in span.tags for span in reading.tagged.spans)


def _assault(reading: Reading) -> int:
    """The Assault value the question gives a unit ("Assault 2"; the keyword alone is 1);
    0 when it names none."""
    words = reading.tagged.words
    if "assault" not in words:
        return 0
    after = words[words.index("assault") + 1 : words.index("assault") + 2]
    return int(after[0]) if after and after[0].isdigit() else 1


def _combat(b: Builder) -> str:
    """You attack your opponent's battlefield: the combat in progress there."""
    where = b.situation.battlefield(controller=RIVAL, contested_by=YOU)
    b.situation.combat = where
    return where


def _document(candidate: Candidate) -> Candidate:
    candidate.doc = {"format": 2, **candidate.doc}
    return candidate


def read_stunned_attacker_damage(reading: Reading) -> Candidate | None:
    """ "If my attacking unit has Assault 2 and is stunned, does it still deal damage?": your
    stunned unit is your only attacker, and the question is whether your side assigns any
    combat damage."""
    if reading.kind not in ("does", "can", "is") or not _plain(reading) or _asks_must(reading):
        return None
    slots = reading.slots()
    if not reading.has("stun") or not (reading.has("deal") or "obj:combat_damage" in slots):
        return None
    if not ("obj:attacker" in slots or reading.has("attack")) or "obj:defender" in slots:
        return None
    assault = _assault(reading)
    b = Builder(reading)
    b.uses("act:stun", "act:deal", "act:attack", "obj:attacker", "obj:unit", "obj:damage")
    b.uses("obj:combat_damage", "obj:combat", "obj:stunned_unit", "time:combat", "who:me")
    if assault and "mod:several" in slots:
        b.uses("mod:several")  # the number of "Assault 2"
    if reading.said_of("before", ("obj", "damage"), ("obj", "combat_damage"), ("act", "deal")):
        b.uses("mod:before")  # "stunned before damage": a stunned attacker when damage comes
    where = _combat(b)
    details: Doc = {"might": 2, "stunned": True}
    if assault:
        details["assault"] = assault
    b.situation.unit(YOU, at=where, name=ATTACKER, **details)
    b.situation.unit(RIVAL, at=where, name="opponent's defending unit", might=2)
    b.notes.append("taken: it is your only attacking unit, with 2 Might")
    question: Doc = {"damage_total": {"by": YOU, "at_least": 1}}
    return _document(b.candidate("stunned_attacker_damage", question))


def read_damage_order(reading: Reading) -> Candidate | None:
    """ "Do I have to assign lethal damage to the Tank unit before any other defending
    unit?" (or to the other units before a Backline unit), and "Can I assign all my damage
    to a Backline unit (if the other defender is stunned)?": you assign your combat damage
    among two of your opponent's defending units."""
    if not _plain(reading) or not reading.has("assign"):
        return None
    slots = reading.slots()
    keywords = [word for word in ORDER if f"kw:{word}" in slots]
    if len(keywords) != 1 or reading.has("deal", "attack", "move", "play"):
        return None
    keyword = keywords[0]
    must = _asks_must(reading)
    everything = "obj:all_damage" in slots
    if must == everything:  # "must" asks the order; "all my damage" asks one assignment
        return None
    if must and "obj:lethal" not in slots:
        return None
    if "mod:another" not in slots:  # the other defending unit the question compares with
        return None
    if everything and keyword != "backline":
        return None  # all of it to a Tank unit turns on how much damage there is
    stunned = reading.has("stun")
    b = Builder(reading)
    b.uses("act:assign", f"kw:{keyword}", "obj:unit", "obj:defender", "obj:damage", "who:me")
    b.uses("obj:lethal", "obj:all_damage", "mod:another", "obj:combat", "time:combat")
    if reading.said_of("before", ("mod", "another"), ("obj", "unit"), ("obj", "defender")):
        b.uses("mod:before")  # "lethal damage to it before the other units": the order asked
    if stunned:
        b.uses("act:stun", "obj:stunned_unit")
    where = _combat(b)
    marked = f"opponent's {ORDER[keyword]} unit"
    other = "opponent's other defending unit"
    might = 4 if everything else 3
    b.situation.unit(YOU, at=where, name=ATTACKER, might=might)
    b.situation.unit(RIVAL, at=where, name=marked, might=2, keywords=[ORDER[keyword]])
    b.situation.unit(RIVAL, at=where, name=other, might=2, stunned=stunned)
    b.notes.append(f"taken: you attack with {might} Might against two 2-Might defending units")
    if everything:
        assign = {marked: might}
    elif keyword == "tank":  # lethal to the other unit first, the rest to the Tank unit
        assign = {other: 2, marked: 1}
    else:  # the Backline unit first, the rest to the other unit
        assign = {marked: 2, other: 1}
    question: Doc = {"assign_damage": {"by": YOU, "assign": assign}}
    if must:
        b.notes.append("taken as: can you assign your damage in another order?")
    return _document(b.candidate("damage_order", question, invert=must))


READERS = (read_stunned_attacker_damage, read_damage_order)
