"""Whether a spell's target is still legal after it was moved or left the board before the
spell resolves, said with no text of the spell's own: "My spell targets a unit at a
battlefield. In response it's moved to base, then another spell moves it back to that
battlefield. Is it still a legal target?", "My target got returned to hand and replayed to
the same battlefield before my spell resolved. Is it still a legal target?".

The spell's choice is the one the question says it targets ("an enemy unit", "a unit at a
battlefield"; "my target": a unit), put as a made-up text, "Kill <choice>."; what happened
to the unit is the engine's ``changes`` in order: moved to its base, moved back to the
battlefield, returned to its owner's hand, played again. The engine's ``executes`` judges
whether the spell still affects it (a target that left the board and came back is a new
object, 359.3.e.4; one moved away and back meets its restriction again, 359.3.e.3). The
words must fit the frames below in full, or nothing is read.
"""

from __future__ import annotations

import re
from typing import Any

from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.targets import MODE, plain
from judge.patterns import LazyPattern

_SIDE = r"(?P<side>enemy |friendly )?"
_CHOICE = rf"(?:an? {_SIDE}unit(?P<at> at a battlefield)?)"
_MINE = r"(?:my|the)"
_TARGETED = (
    rf"(?:{_MINE} spell (?:targets|targeted|chose|chooses)|i (?:target|targeted)) {_CHOICE}"
    r"(?: with (?:my|a) spell)?"
)
"""The statement that the spell chose the unit; "it" then names the unit."""
_SUBJECT = r"(?:the unit {_MINE} spell (?:targets|targeted)|my target)".replace("{_MINE}", _MINE)
"""The unit named as the spell's target, the subject of what happened to it."""
_AGENT = (
    r"(?:my opponent|an opponent|they|another spell|another effect|an effect|a third effect|"
    r"another reaction|a second spell|a second effect|someone)"
)
_BASE = r"(?:its |their |the |her |his )?base"
_BATTLEFIELD = r"(?:the same|that|the) battlefield"
_HAND = r"(?:its owners |their |my |its |his |her )?hand"
_PASSIVE = r"(?:it is |it gets |it got |it was |is |gets |got |was )?"
EVENTS = {
    "base": (
        rf"{_PASSIVE}moved to {_BASE}|{_AGENT} (?:moves|moved) it to {_BASE}"
        rf"|{_AGENT} react by moving it to {_BASE}"
    ),
    "back": (
        rf"{_PASSIVE}moved back to {_BATTLEFIELD}"
        rf"|{_AGENT} (?:moves|moved) it back to {_BATTLEFIELD}"
    ),
    "hand": (
        rf"{_PASSIVE}returned to {_HAND}|{_AGENT} (?:returns?|returned) it to {_HAND}"
        rf"|went to {_HAND}"
    ),
    "replay": (
        rf"(?:it is |it was |was |is |got |it got )?(?:played again|replayed|played back)"
        rf"(?: to {_BATTLEFIELD})?|(?:they |my opponent )?(?:replays?|replayed|plays?|played) it"
        rf" (?:again|back)(?: to {_BATTLEFIELD})?|(?:they |my opponent )?(?:replays?|replayed) it"
        rf"(?: to {_BATTLEFIELD})?"
    ),
}
_EVENT = "|".join(f"(?P<{name}>{words})" for name, words in EVENTS.items())
ORDERS = (("base",), ("base", "back"), ("hand",), ("hand", "replay"))
"""What may happen, in order: each order the rules settle, whatever the spell says."""
_RESPONSE = r"(?:in (?:response|reaction) )?"
_BEFORE = r"(?: before (?:my|the) spell (?:resolves|resolved))?"
_JOIN = r" (?:and then |then |and )"
QUESTION = (
    r"(?:is it|is the unit|is that unit) still a (?:legal|valid) target"
    r"(?: for (?:my|the) spell)?(?: when (?:my|the) spell resolves)?"
    r"|still a (?:legal|valid) target"
    r"|(?:is my spell still going to|will my spell still|does my spell still) (?:hit|affect) it"
)
FRAME = LazyPattern(
    MODE + rf"(?:(?P<targeted>{_TARGETED}) {_RESPONSE}(?:it |)|(?P<subject>{_SUBJECT}) )"
    rf"(?P<events>.+?){_BEFORE} (?:{QUESTION})$"
)


def _events(said: str) -> list[str] | None:
    """What happened to the unit, in order, when ``said`` is only that ("moved to base then
    another spell moves it back to that battlefield"); None otherwise."""
    parts = re.split(_JOIN, said)
    found: list[str] = []
    for part in parts:
        event = re.fullmatch(rf"{_RESPONSE}(?:{_EVENT})", part.strip())
        if event is None or event.lastgroup is None:
            return None
        found.append(event.lastgroup)
    return found


CHANGES = {
    "base": {"to": "base"},
    "back": {"to": "battlefield 1"},
    "hand": {"zone": "hand"},
    "replay": {"to": "battlefield 1"},
}


def read_target_changed(question: str) -> Candidate | None:
    """ "My spell targets an enemy unit. In response it's returned to hand and played again.
    Is it still a legal target?": the engine's ``executes`` of the made-up text "Kill <the
    choice said>." after those changes."""
    found = FRAME.fullmatch(plain(normalise(question)))
    if found is None:
        return None
    events = _events(found.group("events"))
    if events is None or tuple(events) not in ORDERS:
        return None
    side = (found.group("side") or "").strip()
    at = " at a battlefield" if found.group("at") else ""
    if events[-1] == "base" and not at:
        # a spell played from facedown keeps its targets at its battlefield (811.1.d.2):
        # legal from the hand, not from there, and where it was played from is unsaid
        return None
    text = f"Kill {'an enemy' if side == 'enemy' else 'a friendly' if side else 'a'} unit{at}."
    unit = {"name": "the unit", "controller": "you" if side == "friendly" else "opponent"}
    unit["at"] = "battlefield 1"
    changes = [{"unit": "the unit", **CHANGES[event]} for event in events]
    value: dict[str, Any] = {"text": text, "chosen": ["the unit"], "changes": changes}
    situation: dict[str, Any] = {"units": [unit]}
    if found.group("mode") not in (None, "1v1"):
        situation = {"mode": found.group("mode"), **situation}
    doc = {"format": 2, "situation": situation, "question": {"executes": value}}
    candidate = Candidate("targets", doc)
    candidate.notes.append(f'taken: the spell\'s text chooses as it says, "{text}"')
    if not side:
        candidate.stated.append("the unit is an opponent's (whose it is does not matter here)")
    return candidate
