"""Readers for actions judged legal or not: a standard move, a move by an effect, playing or
hiding a card, a recall, and what a move leads to."""

from __future__ import annotations

from judge.ask.cards import Card
from judge.ask.parse import Place, Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import Builder, Unplaceable
from judge.ask.situation import YOU

YES_NO = ("can", "does", "is", "must")
EFFECT_OBJECTS = ("effect", "spell", "ability")
MOVE_ACTIONS = {"move", "standard_move", "go", "use", "join", "leave", "share", "control"}
THINGS = ("unit", "gear", "token", "card", "permanent", "spell")
UNIT_SLOTS = ("obj:unit", "obj:token", "obj:permanent", "mod:several", "mod:at_once")


def _card_of(reading: Reading, card_type: str) -> Card | None:
    return next((c for c in reading.cards if c.type.lower() == card_type), None)


def _movers(b: Builder, origin: str, leave: tuple[str, ...] = ()) -> list[str]:
    """The unit or units that move, all from ``origin`` (two when the question says several)."""
    reading = b.reading
    card = _card_of(reading, "unit")
    rules = b.card_text(card).rules if card is not None else []
    count = 2 if reading.mods & {"several", "at_once"} else 1
    details: dict[str, object] = {"keywords": b.keywords(card, leave), "text": rules}
    if "turn_played" in reading.timing:
        details["played_this_turn"] = True
        b.uses("time:turn_played")
    for state, exhausted in (("exhausted_unit", True), ("ready_unit", False)):
        if state in reading.mods:
            details["exhausted"] = exhausted
            b.uses(f"mod:{state}")
    b.uses(*UNIT_SLOTS)
    owner = YOU
    if reading.unit_owner is not None:
        owner = b.situation.player(reading.unit_owner)
        b.uses(f"unit_owner:{reading.unit_owner}")
    at = None if origin == "your base" else origin
    if at is None and owner != YOU:
        at = f"{owner}'s base"
    return [
        b.situation.unit(owner, at=at, name=card.name if card and i == 0 else None, **details)
        for i in range(count)
    ]


def _route(b: Builder) -> tuple[str, str]:
    """Origin and destination of the move the question describes."""
    reading = b.reading
    b.uses("mod:between", "mod:another")
    to = reading.place(role="to")
    origin = reading.place(role="from") or (reading.place(role="at") if to else None)
    between = [p for p in reading.places if p.role == "between"]
    if between or "between" in reading.mods or (to and "another" in to.mods and origin is None):
        first = b.battlefield(between[0] if between else None)
        return first, b.battlefield(to if to is not None else Place("battlefield"))
    if to is None:  # "move ... at/in X": X is where they go; a place without a preposition
        to = next((p for p in reading.places if p is not origin and p.role == "at"), None)
    if to is not None and to.kind == "base" and origin is None:
        start = b.battlefield()
        b.situation.battlefield(start, controller=b.situation.player(reading.unit_owner))
        return start, b.place(to)
    start_name = b.place(origin) if origin is not None else "your base"
    return start_name, b.place(to) if to is not None else b.battlefield()


def _share_with_teammate(b: Builder) -> str:
    """ "Can my ally and I share a battlefield?": my unit going where my ally's units are."""
    b.situation.player("teammate")
    b.uses(
        "act:share",
        "act:control",
        "owner:teammate",
        "who:teammate",
        "place:battlefield",
        "mode:2v2",
    )
    where = b.battlefield()
    b.situation.battlefield(where, controller="ally")
    b.situation.unit("ally", at=where)
    return where


def read_standard_move(reading: Reading) -> Candidate | None:
    """ "Can a unit move ..." with a unit's own move (no spell or ability moving it)."""
    if reading.kind not in ("can", "does", "is") or not set(reading.actions) <= MOVE_ACTIONS:
        return None
    owners = set(reading.who) | {p.owner for p in reading.places}
    sharing = reading.has("share") and "teammate" in owners
    if not (reading.has("move", "standard_move") or sharing):
        return None
    if reading.mentions(*EFFECT_OBJECTS) or reading.move_noun:
        return None
    if not (_has_subject(reading) or reading.has("standard_move")):
        return None
    b = Builder(reading)
    b.uses("act:move", "act:standard_move", "act:go", "act:join", "act:leave")
    b.timing()
    if sharing:
        origin, destination = "your base", _share_with_teammate(b)
    else:
        origin, destination = _route(b)
    units = _movers(b, origin)
    mover = b.situation.player(reading.unit_owner)
    by = YOU if reading.who[:1] == ["me"] else mover
    if by != YOU:
        b.situation.turn = by
    move = {"units": units, "to": destination, "by": by}
    return b.candidate("standard_move", {"standard_move": move})


def read_move_effect(reading: Reading) -> Candidate | None:
    """ "Can a spell move a unit ...", "can a move take units ...": a move by an effect."""
    if reading.kind not in ("can", "does", "must") or not reading.has("move"):
        return None  # "is X a move?" classifies; it is not asking whether a move is legal
    if not (reading.mentions(*EFFECT_OBJECTS) or reading.move_noun):
        return None
    if reading.has("recall", "play", "hide", "stop", "exhaust", "enter", "use", "respond"):
        return None
    b = Builder(reading)
    b.uses(
        "act:move",
        "obj:effect",
        "obj:spell",
        "obj:ability",
        "obj:card",
        "kw:action",
        "kw:reaction",
        "without:action",
        "without:reaction",
    )
    b.timing()
    timing = next((k.title() for k in ("reaction", "action") if k in reading.keywords), "none")
    spell_keywords = ("action", "reaction")
    if "current" in reading.mods:
        b.uses("mod:current", "act:choose", "obj:destination", "obj:location")
        origin = b.battlefield()
        units = _movers(b, origin, spell_keywords)
        return b.candidate("move_effect", {"move_effect": {"units": units, "to": origin}})
    origin, destination = _route(b)
    units = _movers(b, origin, spell_keywords)
    question = {"units": units, "to": destination, "timing": timing}
    return b.candidate("move_effect", {"move_effect": question})


def read_play(reading: Reading) -> Candidate | None:
    """ "Can a unit (with Ambush, Hidden, Deploy) be played to ...", "must it be played ..."."""
    if reading.kind not in YES_NO or not reading.has("play") or reading.has("move", "enter"):
        return None
    if not _has_subject(reading):
        return None
    card_type = "gear" if reading.mentions("gear") else "unit"
    target = reading.place(role="to") or reading.place(role="at") or reading.place()
    if target is None and "was_hidden" in reading.mods:
        target = Place("battlefield", mods={"was_hidden"})  # "played where it was hidden"
    if target is None and reading.timing:
        target = Place(
            "base", owner="me"
        )  # "can I play a unit during a showdown?": when, not where
    if target is None:
        return None
    b = Builder(reading)
    b.uses("act:play", "obj:unit", "obj:gear", "obj:token", "obj:card", "obj:permanent")
    b.timing()
    keywords = b.keywords(_card_of(reading, card_type))
    must = reading.kind == "must"
    if "hidden" in reading.keywords and "was_hidden" not in target.mods:
        raise Unplaceable(
            "a 'hidden unit' may be a card hidden facedown at a battlefield or a card with "
            "Hidden played from hand; say 'where it was hidden' or 'from my hand'"
        )
    if "was_hidden" in target.mods:
        hidden_at = b.battlefield()
        b.situation.battlefield(hidden_at, controller=YOU)
        b.situation.facedown.append(
            {"name": "your hidden card", "at": hidden_at, "type": card_type}
        )
        b.uses("pmod:was_hidden", "mod:was_hidden", "place:battlefield", "kw:hidden", "act:hide")
        where = "your base" if must else hidden_at
        hidden = {"card": "your hidden card", "to": where, "by": YOU}
        return b.candidate("play", {"play": hidden}, invert=must)
    if must:
        return None
    where = b.place(target)
    if target.kind == "battlefield" and not _described(target):
        text = b.situation.battlefields[where].get("text", [])
        forbidden = any(r["action"] == "play" and r["effect"] == "can't" for r in text)
        if card_type == "unit" and not forbidden:
            raise Unplaceable(
                "whether a unit can be played to a battlefield depends on who controls it"
            )
        b.situation.battlefield(where, controller=YOU)
        b.notes.append(
            f"{where} is taken to be controlled by you, the case where the answer could be yes"
        )
    play: dict[str, object] = {
        "card": f"your {card_type}",
        "to": where,
        "type": card_type,
        "by": YOU,
    }
    if keywords:
        play["keywords"] = keywords
    return b.candidate("play", {"play": play})


def _described(place: Place) -> bool:
    """Whether the question says enough about a battlefield to know who controls it."""
    known = {
        "my_units",
        "controlled",
        "not_controlled",
        "empty",
        "occupied_two",
        "opponent_units",
        "teammate_units",
    }
    return bool(place.mods & known) or place.owner is not None


def _has_subject(reading: Reading) -> bool:
    """Whether the question says who or what acts ("I", "a unit", "a card")."""
    return bool(reading.who or reading.cards or reading.unit_owner) or reading.mentions(*THINGS)


def read_hide(reading: Reading) -> Candidate | None:
    """ "Can I hide a card at a battlefield (I control / on my opponent's turn)?"."""
    if reading.kind not in YES_NO or not reading.has("hide") or reading.has("play", "move"):
        return None
    if not _has_subject(reading):
        return None
    b = Builder(reading)
    b.uses("act:hide", "obj:card", "obj:unit", "obj:gear", "obj:spell", "kw:hidden")
    b.timing()
    target = reading.place(kind="battlefield")
    where = b.battlefield(target)
    if target is None or not _described(target):
        b.situation.battlefield(where, controller=YOU)
        b.notes.append(f"{where} is taken to be controlled by you")
    hide = {"card": "your card", "at": where, "by": YOU, "keywords": ["Hidden"]}
    return b.candidate("hide", {"hide": hide})


def read_recall(reading: Reading) -> Candidate | None:
    """ "Can a unit at Vilemaw's Lair be recalled (by Zhonya's Hourglass)?"."""
    if reading.kind not in YES_NO or not reading.has("recall") or reading.has("stop", "change"):
        return None
    if reading.has("move", "keep", "exhaust", "ready"):
        return None
    place = reading.place(kind="battlefield")
    if place is None and not reading.cards:
        return None  # "do units get recalled?" asks when, not whether: the topic's
    b = Builder(reading)
    b.uses("act:recall", "obj:unit")
    b.timing()
    for card in reading.cards:
        if card.type.lower() == "gear":
            if not b.card_text(card).recalls:
                return None
            b.uses("obj:gear")
    at = b.battlefield(place)
    unit = b.situation.unit(at=at)
    return b.candidate("recall", {"recall": {"cards": [unit], "because": "effect"}})


EVENTS = {
    "obj:showdown": "showdown",
    "obj:combat": "combat",
    "act:contest": "contested",
    "obj:cleanup": "cleanup",
    "act:recall": "recall",
}


def read_after_move(reading: Reading) -> Candidate | None:
    """ "What happens if I move to an empty battlefield?" (the outcomes), "Does moving to a
    battlefield my opponent controls start a combat?" (one outcome, yes or no)."""
    if not reading.has("move") or reading.has("stop", "play", "hide", "exhaust", "use"):
        return None
    events = [event for slot, event in EVENTS.items() if slot in reading.slots()]
    if reading.kind == "what_happens":
        if events:
            return None
    elif reading.kind not in ("does", "is", "will") or len(events) != 1:
        return None
    to = reading.place(role="to")
    if to is None or to.kind != "battlefield" or not _described(to):
        return None  # "what happens when I move to a battlefield?" is the topic's
    b = Builder(reading)
    b.uses(
        "act:move", "act:standard_move", "act:happen", *(s for s in EVENTS if s in reading.slots())
    )
    if reading.mentions(*EFFECT_OBJECTS):
        b.uses(*(f"obj:{o}" for o in EFFECT_OBJECTS))
    b.timing()
    origin, destination = _route(b)
    move = {"units": _movers(b, origin), "to": destination}
    if reading.mentions(*EFFECT_OBJECTS):
        move["card"] = "a spell"
    if events:
        move["event"] = events[0]
    return b.candidate("after_move", {"after_move": move})


READERS = (read_standard_move, read_move_effect, read_play, read_hide, read_recall, read_after_move)
