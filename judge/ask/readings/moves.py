"""Readers for moves: a unit's standard move, a move by a spell or ability, and what a move
leads to (contested, showdown, combat)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from judge.ask.links import SPREAD
from judge.ask.parse import LETS, Reading
from judge.ask.place_phrases import PlacePhrase
from judge.ask.readings import Candidate
from judge.ask.readings.accelerate import paid_said
from judge.ask.readings.places import (
    EFFECT_OBJECTS,
    HOLDING,
    NEUTRAL_OPEN,
    Builder,
    Unplaceable,
    card_of,
    chain_not_empty,
    chain_open,
    described,
    has_subject,
    shares_control,
)
from judge.ask.situation import YOU, Doc, Draft

MOVE_ACTIONS = {"move", "standard_move", "go", "use", "join", "leave", "share", "control"}
UNIT_SLOTS = ("obj:unit", "obj:token", "obj:permanent", "mod:several", "mod:at_once")


def _played_this_turn(b: Builder) -> None:
    """ "a unit that was played with Accelerate (this turn)" is one played this turn:
    Accelerate only matters then. Without it or "this turn", when is not known."""
    reading = b.reading
    if reading.timing - {"turn_played"}:
        raise Unplaceable("a unit played at one time and moved at another is not modelled")
    accelerate = "accelerate" in reading.keywords + reading.without
    if not accelerate and not reading.mentions("turn"):
        raise Unplaceable("'a unit that was played' may have been played this turn or earlier")
    b.uses("unit:played", "obj:turn")


def _movers(
    b: Builder, origin: str, leave: tuple[str, ...] = (), given: dict[str, object] | None = None
) -> list[str]:
    """The unit or units that move, all from ``origin`` (two when the question says several);
    ``given`` are details the reading itself settled (a unit exhausted by its first move)."""
    reading = b.reading
    if reading.hidden_card:
        raise Unplaceable(
            "a 'hidden unit' may be facedown at a battlefield (not a unit on the board)"
        )
    card = card_of(reading, "unit")
    rules = b.card_text(card).rules if card is not None else []
    count = 2 if reading.mods & {"several", "at_once"} else 1
    details: dict[str, object] = {"keywords": b.keywords(card, leave), "text": rules}
    if reading.unit_played:
        _played_this_turn(b)
    if "turn_played" in reading.timing or reading.unit_played:
        details["played_this_turn"] = True
        b.uses("time:turn_played")
        if "turn_played" in reading.timing or b.reading.mentions("turn"):
            b.uses("mod:immediately")  # "move right away": in the turn it was played
    for state, exhausted in (("exhausted_unit", True), ("ready_unit", False)):
        if state in reading.mods:
            details["exhausted"] = exhausted
            b.uses(f"mod:{state}")
    details.update(given or {})
    b.uses(*UNIT_SLOTS)
    owner = YOU
    if reading.unit_owner is None and "me" not in reading.who:  # the rules are the same for all
        b.stated.append("the unit is yours")
    if reading.unit_owner is not None:
        owner = b.situation.player(reading.unit_owner)
        b.uses(f"unit_owner:{reading.unit_owner}")
    at = None if origin == "your base" else origin
    if at is None and owner != YOU:
        at = f"{owner}'s base"
    units = [
        b.situation.unit(owner, at=at, name=card.name if card and i == 0 else None, **details)
        for i in range(count)
    ]
    if count > 1 and at is not None and at in b.situation.battlefields:
        _spread(b, units)
    return units


def _spread(b: Builder, units: list[str]) -> None:
    """Units said to come from battlefields (plural): each from its own when the question
    says so; otherwise both ways are judged."""
    origin = next((p for p in b.reading.places if p.role != "to" and p.plural), None)
    if origin is None:
        return
    b.uses(*(f"pmod:{m}" for m in origin.mods & SPREAD))

    def apart(situation: Draft, question: Doc | None = None) -> None:
        for unit in situation.units:
            if unit["name"] in units[1:]:
                unit["at"] = situation.battlefield()

    if origin.mods & SPREAD:
        apart(b.situation)
    else:
        b.assume("your units are at one battlefield", "they are at different battlefields", apart)


def _route(b: Builder) -> tuple[str, str]:
    """Origin and destination of the move the question describes."""
    reading = b.reading
    b.uses("mod:between")
    if any("another" in p.mods for p in reading.places):
        b.uses("mod:another")  # "another battlefield": said of a place, and built so
    to = reading.place(role="to")
    here = next((p for p in reading.places if "mover_here" in p.mods), None)
    at = reading.place(role="at")
    if at is not None and "occupied_two" in at.mods:
        at = None  # "both opponents have units at X": where their units are, not the mover
    origin = here or reading.place(role="from") or (at if to or _where_it_is(reading, at) else None)
    if origin is None and to is not None:  # "move bf to bf": the bare place before "to X"
        origin = _bare_origin(reading, to)
    between = [p for p in reading.places if p.role == "between"]
    if between or "between" in reading.mods or (to and "another" in to.mods and origin is None):
        first = b.battlefield(between[0] if between else None)
        return first, b.battlefield(to if to is not None else PlacePhrase("battlefield"))
    if to is None:  # "move ... at/in X": X is where they go; a place without a preposition
        to = next((p for p in reading.places if p is not origin and p.role == "at"), None)
    if to is None and any(p.role is None and p is not origin for p in reading.places):
        # "can a spell move a battlefield?": the place is what is moved, not where to
        raise Unplaceable("the question names a place without saying a unit moves to or from it")
    if to is not None and to.kind == "base" and origin is None:
        start = b.battlefield()
        b.situation.battlefield(start, controller=b.situation.player(reading.unit_owner))
        return start, b.place(to)
    start_name = b.place(origin) if origin is not None else "your base"
    if origin is None:  # from a battlefield, without Ganking, it could not (144.4)
        b.stated.append("the unit starts at its base (the question says no other place)")
    if to is None and origin is not None and origin.kind == "battlefield":
        return start_name, _unsaid_destination(b)
    return start_name, b.place(to) if to is not None else b.battlefield()


def _where_it_is(reading: Reading, at: PlacePhrase | None) -> bool:
    """Whether a place said with "at" is where the unit is, not where it goes: one said in a
    statement of nothing but units there ("My unit is at battlefield 1. Can it move?"; not
    "my opponent has a unit at X") or before the move's verb ("can my unit at battlefield 1
    move?"); one after the verb is where it goes ("move at X")."""
    if at is None:
        return False
    if at.start >= reading.main_end:  # "my unit is at X", not "there is a showdown at X"
        said = [s for s in reading.tagged.spans if reading.main_end <= s.start < at.start]
        return not at.mods and any(s.has("obj", "unit") for s in said[-3:])
    return not any(s.start < at.start and s.has("act", "move") for s in reading.tagged.spans)


def _bare_origin(reading: Reading, to: PlacePhrase) -> PlacePhrase | None:
    """ "move bf to bf": a place with no preposition between the move's verb and "to X" is
    where the move starts; one before the verb is not ("does a battlefield get contested
    when I move a unit to a battlefield ...": the battlefield asked about)."""
    verbs = [s.start for s in reading.tagged.spans if s.has("act", "move") and s.start < to.start]
    after = verbs[-1] if verbs else -1
    bare = (p for p in reading.places if p.role is None and after < p.start < to.start)
    return next(bare, None)


def _unsaid_destination(b: Builder) -> str:
    """ "Can a unit move out of a battlefield?": to its base, and to another battlefield."""

    def elsewhere(situation: Draft, question: Doc) -> None:
        (move,) = question.values()
        move["to"] = situation.battlefield()

    base = b.place(PlacePhrase("base", owner=b.reading.unit_owner))
    b.assume(f"it goes to {base}", "it goes to another battlefield", elsewhere)
    return base


def _share_with_teammate(b: Builder) -> str:
    """ "Can my ally and I share a battlefield?": my unit going where my ally's units are."""
    b.situation.player("teammate")
    b.uses(
        "act:share",
        "owner:teammate",
        "who:teammate",
        "place:battlefield",
        "mode:2v2",
    )
    where = b.battlefield()
    b.situation.battlefield(where, controller="ally")
    b.situation.unit("ally", at=where)
    return where


def _each_its_own(reading: Reading, role: str) -> bool:
    """Two units said, each with a place of ``role`` of its own: "one to battlefield 1 and
    the other to battlefield 2", "a unit from my base and a unit from battlefield 2": two
    different places of that role, each a base or a battlefield, and no other place but one
    of the other role at most."""
    said = [p for p in reading.places if p.role == role]
    others = [p for p in reading.places if p.role != role]
    names = {_identity(p) for p in said}
    if (
        len(said) != 2
        or len(names) != 2
        or any(p.kind not in ("base", "battlefield") for p in said)
    ):
        return False
    other = "to" if role == "from" else "from"  # one place of the other role at most
    if any(p.mods - {"another"} for p in said) or len(others) > 1:
        return False
    if others and (others[0].role != other or others[0].mods - {"another"}):
        return False
    units = sum(s.has("obj", "unit") for s in reading.tagged.spans)
    return units == 2 or (units == 1 and "unit" in reading.plural)


def _identity(place: PlacePhrase) -> tuple[str, str | None, str | None]:
    """Which place a phrase names: its kind, owner and card ("battlefield 1")."""
    return place.kind, place.owner, place.card.name if place.card else None


def _from_different_places(b: Builder, to: PlacePhrase) -> Candidate:
    """ "Can I move a unit from my base and a unit from battlefield 2 together to battlefield
    1?": two units, each at its own origin, one move to one destination; a unit the question
    says has Ganking ("my Ganking unit from battlefield 2") is the one said with it."""
    reading = b.reading
    b.uses("mod:at_once", "mod:several", "obj:unit", "act:standard_move", "act:move")
    spans, words = reading.tagged.spans, reading.tagged.words
    units, origins = [], []
    for place in (p for p in reading.places if p.role == "from"):
        at = b.place(place)
        origins.append(at)
        before = [s for s in spans if s.start < place.start]
        said = next(
            (k for k in range(len(before) - 1, -1, -1) if before[k].has("obj", "unit")), None
        )
        ganking = said is not None and said > 0 and before[said - 1].has("kw", "ganking")
        units.append(b.situation.unit(at=at, keywords=["Ganking"] if ganking else None))
        if ganking:
            b.uses("kw:ganking")
    if "ganking" in reading.keywords and "kw:ganking" not in b.used:
        raise Unplaceable("the question says Ganking of no unit it moves")
    if any(words[s.start] == "without" for s in spans):
        raise Unplaceable("'without' said of a unit moving from its own place is not read")
    destination = b.place(to)
    _open_readiness(b, units)
    for mover, origin in zip(units, origins, strict=True):
        _open_ganking(b, [mover], origin)
    move = {"units": units, "to": destination, "by": YOU}
    return b.candidate("standard_move", {"standard_move": move})


def _to_different_places(
    b: Builder, places: list[PlacePhrase] | None = None, origin: str | None = None
) -> Candidate:
    """ "Can my units move to different battlefields with one move?", "Can I move two units
    at once, one to battlefield 1 and the other to battlefield 2?": two units, one move,
    each to a battlefield of its own (the two the question names, if it does)."""
    b.uses("place:battlefield", "pmod:another", "pmod:several", "mod:another", "mod:several")
    b.uses("mod:at_once", "act:standard_move")
    b.uses("obj:unit")
    if places:
        first, second = (b.place(place) for place in places)
    else:
        first, second = b.battlefield(), b.battlefield()
    units = [b.situation.unit(at=origin), b.situation.unit(at=origin)]
    move = {"units": units, "to": {units[0]: first, units[1]: second}, "by": YOU}
    return b.candidate("standard_move", {"standard_move": move})


def _second_move(b: Builder) -> Candidate | None:
    """ "Can a unit move twice in a turn?": its first standard move took it to a battlefield
    and exhausted it (exhausting is the move's cost); the second goes from there to base.
    No rule counts a unit's moves: only that cost stands in the way. So what the question
    leaves open is judged too: the unit ready again (readied after its first move, or that
    move was not its own), and a second move that is not its own (a spell or ability)."""
    reading = b.reading
    if reading.places or reading.mods & {"several", "at_once", "ready_unit", "exhausted_unit"}:
        return None
    b.uses("mod:twice", "obj:turn")
    if reading.said_of("after", ("act", "move"), ("act", "standard_move")):
        b.uses("mod:after")  # "move again after it already moved": the first move is done
    played = any(word.startswith("play") for word in reading.tagged.words)
    if "turn_played" in reading.timing and not played:
        b.uses("time:turn_played")  # "twice in the same turn": the turn of both moves
    origin = b.battlefield()
    b.notes.append(f"taken: its first move this turn was a standard move, to {origin}")
    given: dict[str, object] = {"exhausted": True, "played_this_turn": played}
    units = _movers(b, origin, given=given)
    mover = b.situation.player(reading.unit_owner)
    if mover != YOU:  # "can my opponent's unit move twice?": their unit, on their turn
        b.situation.turn = mover
    home = b.place(PlacePhrase("base", owner=reading.unit_owner))
    move = {"units": units, "to": home, "by": mover}
    ready = "something readied the unit after its first move"
    if not reading.has("standard_move"):  # a first move by a spell leaves it ready too
        ready += ", or a spell or ability made that move"
    b.assume("nothing readied the unit after its first move", ready, _readied)
    if not reading.has("standard_move"):
        second = "a spell or ability makes the second move"
        b.assume("the second move is its standard move", second, _moved)
    return b.candidate("standard_move", {"standard_move": move})


def _readied(situation: Draft, question: Doc) -> None:
    """The moving units ready again (exhausted is the only state a unit's moves leave)."""
    movers = question["standard_move"]["units"]
    for unit in situation.units:
        if unit["name"] in movers:
            unit.pop("exhausted", None)


def _moved(situation: Draft, question: Doc) -> None:
    """The same move made by a spell or ability its mover plays, rather than the unit's own."""
    move = question.pop("standard_move")
    question["move_effect"] = {
        "units": move["units"],
        "to": move["to"],
        "timing": "none",
        "by": move["by"],
    }


PAST = frozenset({"did", "was", "were"})
"""Question words asking what happened ("has it moved" is read as "did it move")."""
PERMITTED = ("get", "to")
"""Words that make "does it get to move" ask what "can it move" asks."""


WHAT_A_MOVE_IS = ("move.definition", "move.zone_change", "recall.not_a_move")
"""The facts a question about whether a move happened turns on: what a move is, and what
changes a unit's place without being one."""


def _not_permission(reading: Reading) -> str:
    """Why a question is not asking whether a move may be made, or "": "did my unit move?"
    asks whether one happened, and "does my unit move?" (no event said) whether one does;
    neither is "can it move?", unless it says so ("is it able to", "does it get to")."""
    asked = reading.tagged.words[: reading.main_end]
    spans = reading.tagged.spans
    word = next((asked[s.start] for s in spans if s.has("ask") and s.start < len(asked)), "")
    if word in PAST:
        return "the question asks whether a move happened, and does not say what happened"
    permitted = any(
        s.has("ask", "can") and s.start < reading.main_end for s in reading.tagged.spans
    )
    permitted |= any(tuple(asked[k : k + 2]) == PERMITTED for k in range(len(asked)))
    permitted |= bool(reading.using) and bool(LETS & set(asked))  # "does Ganking let it move"
    if reading.kind == "does" and not permitted:
        return "the question asks whether a unit moves, and does not say what makes it move"
    return ""


def read_standard_move(reading: Reading) -> Candidate | None:
    """ "Can a unit move ..." with a unit's own move (no spell or ability moving it); "does
    Ganking let a unit move ...?" is the move of a unit with it, yes only when the engine
    finds Ganking's rule decides it (without it the move is as legal, or as barred)."""
    candidate = _standard_move(reading)
    if candidate is not None and reading.using:
        if "ganking" in reading.using and not _between_battlefields(candidate.doc):
            return None  # "does Ganking let it move to a battlefield?": not what it adds
        if "accelerate" in reading.using and not _accelerated(candidate):
            return None  # a unit said otherwise than just played: not what Accelerate adds
        candidate.relies_on = [k.title() for k in reading.using]
        candidate.used |= {f"using:{k}" for k in reading.using}
    return candidate


def _accelerated(candidate: Candidate) -> bool:
    """ "Does Accelerate let my unit move?": what Accelerate adds is a unit played this turn
    entering ready (a unit on the board since an earlier turn moves with it or without
    it), so the moving unit is one played this turn with its Accelerate paid. False when
    the situation says anything else of it."""
    movers = set(candidate.doc.get("question", {}).get("standard_move", {}).get("units", []))
    units = [u for u in candidate.doc.get("situation", {}).get("units", []) if u["name"] in movers]
    said = {"exhausted", "stunned", "ready"}
    if len(units) != 1 or said & set(units[0]) or units[0].get("played_this_turn") is False:
        return False  # "the turn it's played" says what is taken here already
    units[0].update(played_this_turn=True, accelerated=True)
    candidate.stated.append(
        "your unit was played this turn with its Accelerate paid (what Accelerate changes)"
    )
    return True


def _between_battlefields(doc: Doc) -> bool:
    """The standard move judged goes from a battlefield to another (Ganking's own)."""
    move = doc.get("question", {}).get("standard_move", {})
    fields = {f["name"] for f in doc.get("situation", {}).get("battlefields", [])}
    units = {u["name"]: u.get("at") for u in doc.get("situation", {}).get("units", [])}
    origins = {units.get(name) for name in move.get("units", [])}
    return move.get("to") in fields and bool(origins) and origins <= fields


def _standard_move(reading: Reading) -> Candidate | None:
    if reading.kind not in ("can", "does", "is") or not set(reading.actions) <= MOVE_ACTIONS:
        return None
    owners = set(reading.who) | {p.owner for p in reading.places}
    # "Can my ally and I share a battlefield?" asks whether my unit may go there; "do (can)
    # my ally and I share control?" asks what the rules say (readings/scoring.py).
    sharing = reading.has("share") and "teammate" in owners and reading.kind == "can"
    sharing = sharing and not shares_control(reading)
    if not (reading.has("move", "standard_move") or sharing):
        return None
    if reading.mentions(*EFFECT_OBJECTS) or reading.move_noun:
        return None
    if not (has_subject(reading) or reading.has("standard_move")):
        return None
    if card_of(reading, "unit") is not None and reading.objects.count("unit") > 1:
        return None  # "does <a unit card> move the unit?": the card moving another unit
    not_asked = _not_permission(reading)
    if not_asked:
        raise Unplaceable(not_asked, WHAT_A_MOVE_IS)
    b = Builder(reading)
    b.uses("act:move", "act:standard_move", "act:go", "act:join", "act:leave")
    b.timing()
    to = reading.place(role="to")
    as_one = bool(reading.mods & {"several", "at_once"}) or reading.actions.count("move") > 1
    if to is not None and to.plural and to.mods & {"another", "several"} and as_one:
        return _to_different_places(b)
    if as_one and _each_its_own(reading, "to"):
        common = reading.place(role="from")
        start = b.place(common) if common is not None else None
        return _to_different_places(b, [p for p in reading.places if p.role == "to"], start)
    if as_one and _each_its_own(reading, "from") and to is not None:
        return _from_different_places(b, to)
    if len({_identity(p) for p in reading.places if p.role == "to"}) > 1:
        raise Unplaceable("the question names two places units move to, read only as one move")
    if "twice" in reading.mods:
        return _second_move(b)
    if sharing:
        origin, destination = "your base", _share_with_teammate(b)
    else:
        origin, destination = _route(b)
    units = _movers(b, origin)
    mover = b.situation.player(reading.unit_owner)
    by = YOU if reading.who[:1] == ["me"] else mover
    if by != YOU:
        b.situation.turn = by
    _open_readiness(b, units)
    _open_ganking(b, units, origin)
    move = {"units": units, "to": destination, "by": by}
    return b.candidate("standard_move", {"standard_move": move})


def _subject(b: Builder, units: list[str]) -> tuple[str, str]:
    """How a branch names the moving units, and the verb that agrees with it."""
    whose = "your" if b.situation.player(b.reading.unit_owner) == YOU else "the"
    return (f"{whose} units", "are") if len(units) > 1 else (f"{whose} unit", "is")


def _open_readiness(b: Builder, units: list[str]) -> None:
    """Whether the moving units are ready, when the question does not say. A question about
    what a standard move allows presupposes units able to pay its cost, as it presupposes
    your Main Phase: they are taken ready and the answer says so (exhausting them is the
    cost, so an exhausted unit cannot move). A unit played this turn entered the board
    exhausted unless it was played with Accelerate, the exception the engine's answer names
    ("it would be legal if ..."); that too is said."""
    if b.reading.mods & {"exhausted_unit", "ready_unit"}:
        return
    movers = [u for u in b.situation.units if u["name"] in units]
    if any("exhausted" in u for u in movers):
        return
    subject, verb = _subject(b, units)
    fresh = [u["name"] for u in movers if u.get("played_this_turn")]
    accelerating = [u for u in movers if "Accelerate" in u.get("keywords", ())]
    if accelerating and fresh and not paid_said(b.reading):
        was = "were" if verb == "are" else "was"
        b.assume(
            f"{subject} {was} played with its Accelerate cost paid",
            f"{subject} {was} played without paying its Accelerate cost",
            _unpaid(fresh),
        )
    if accelerating:
        return
    if any(u.get("played_this_turn") for u in movers):
        if "accelerate" not in b.reading.without:
            was = "were" if verb == "are" else "was"
            b.stated.append(
                f"{subject} {was} played without Accelerate, so entered the board exhausted"
            )
        return
    b.stated.append(
        f"{subject} {verb} ready (exhausting a unit is the standard move's cost, so an "
        "exhausted one cannot move)"
    )


def _unpaid(names: list[str]) -> Callable[[Draft, Doc], None]:
    """The units ``names`` played without their Accelerate cost paid (they enter exhausted)."""

    def change(situation: Draft, question: Doc) -> None:
        for unit in situation.units:
            if unit["name"] in names:
                unit["accelerated"] = False

    return change


def _open_ganking(b: Builder, units: list[str], origin: str) -> None:
    """Whether units moving from a battlefield have Ganking, when neither the question nor
    a card named says: the answer takes the rule for units without it, and says so, with
    what Ganking would change (the engine's answer names it too)."""
    reading = b.reading
    if origin not in b.situation.battlefields or card_of(reading, "unit") is not None:
        return
    if "ganking" in reading.keywords or "ganking" in reading.without:
        return
    movers = [u for u in b.situation.units if u["name"] in units]
    if any("Ganking" in u.get("keywords", ()) for u in movers):
        return
    they = "they have" if len(units) > 1 else "it has"  # after the units are named
    b.stated.append(
        f"{they} no Ganking (Ganking lets a standard move go from a battlefield to another)"
    )


def read_move_effect(reading: Reading) -> Candidate | None:
    """ "Can a spell move a unit ...", "can a move take units ...": a move by an effect."""
    if reading.kind not in ("can", "does", "must") or not reading.has("move"):
        return None  # "is X a move?" classifies; it is not asking whether a move is legal
    if not (reading.mentions(*EFFECT_OBJECTS) or reading.move_noun):
        return None
    if reading.has("recall", "play", "hide", "stop", "exhaust", "enter", "use", "respond"):
        return None
    if reading.has("happen") and reading.mentions("ability"):
        return None  # "does moving trigger 'when this moves' abilities?": the ability reacts
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
    if chain_open(b):  # an opponent's turn: a Reaction turns on the chain and priority
        if timing != "Reaction":
            return None  # a spell whose keywords are not said: it may have Reaction
        b.assume(NEUTRAL_OPEN, HOLDING, chain_not_empty)
    question: dict[str, object] = {"units": units, "to": destination, "timing": timing}
    if timing == "none" and (b.situation.showdown or b.situation.combat):
        for keyword in ("Action", "Reaction"):  # unsaid, and they decide a showdown's timing
            if keyword.lower() not in reading.without:
                b.assume_keyword(
                    f"the spell has no {keyword}", f"the spell has {keyword}", _timed(keyword)
                )
    if reading.unit_owner not in (None, "me") and set(reading.who) <= {"me"}:
        question["by"] = YOU  # "can a spell move an enemy unit?": the asker plays it
        b.stated.append("you play the spell")
    return b.candidate("move_effect", {"move_effect": question})


def _timed(keyword: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        question["move_effect"]["timing"] = keyword

    return change


MOVING = (("act", "move"), ("act", "standard_move"), ("act", "finish"))
"""What "after" is said of in a question about what follows a move."""
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
    effect = reading.mentions(*EFFECT_OBJECTS)
    cleanup = events == ["cleanup"] and not effect  # one follows every move (453)
    if not cleanup and (to is None or to.kind != "battlefield" or not described(to)):
        return None  # "what happens when I move to a battlefield?" is the topic's
    b = Builder(reading)
    b.uses(
        "act:move", "act:standard_move", "act:happen", *(s for s in EVENTS if s in reading.slots())
    )
    b.uses("act:finish")  # "after my unit finishes moving": what follows the move
    if reading.said_of("after", *MOVING, closing=True):  # "after a move", "right after"
        b.uses("mod:after")
    if effect:
        b.uses(*(f"obj:{o}" for o in EFFECT_OBJECTS))
    b.timing()
    unsaid = not effect and not reading.has("standard_move") and not cleanup
    if unsaid and _no_standard_move_now(b.situation):
        raise Unplaceable(
            "a unit's standard move cannot be made at the time the question says, and "
            "whether a spell or ability could move it then is not read"
        )
    origin, destination = _route(b)
    after = _exhausted_by_the_move(reading)
    move: Doc = {"units": _movers(b, origin), "to": destination}
    if after:  # "exhausted after moving": what the move leaves, not the unit before it
        for unit in b.situation.units:
            if unit["name"] in move["units"]:
                unit.pop("exhausted", None)
        b.stated.append("the unit is exhausted by the move, not before it")
    mover = b.situation.player(reading.unit_owner) if reading.unit_owner else YOU
    if mover != YOU and not effect:
        # Another player's standard move is made on their own turn (144.1.a). "I move my
        # opponent's unit" is a move by an effect the question does not name: not read.
        if "me" in reading.who:
            return None
        b.situation.turn = mover
    if effect and to is not None:  # a described battlefield: not a cleanup's move
        move["card"] = "a spell"
        if mover != YOU and "me" in reading.who:  # "my spell moving an enemy unit": mine
            move["by"] = YOU
        _effect_destinations(b, move, to)
    elif unsaid and events:
        # "does moving start ...?" says no kind of move: the unit's own standard move
        # (taken), or a spell or ability moving it, which its being exhausted does not forbid
        who = "your unit" if mover == YOU else f"{mover}'s unit"
        b.assume(
            f"{who} makes a standard move", f"a spell or ability moves {who}", _by_effect(after)
        )
    if events:
        move["event"] = events[0]
    return b.candidate("after_move", {"after_move": move})


def _no_standard_move_now(situation: Draft) -> bool:
    """Whether the time built is one where no standard move is made: another player's turn,
    a showdown or combat, something on the chain, a phase outside the Main Phase."""
    elsewhere = situation.turn not in (None, YOU) or situation.phase is not None
    return elsewhere or bool(situation.showdown or situation.combat) or not situation.chain_empty


def _exhausted_by_the_move(reading: Reading) -> bool:
    """Whether "exhausted" is said of the unit as the move leaves it: "my unit is exhausted
    after moving (after it moves)", the word right before an "after" said of the move."""
    spans = reading.tagged.spans
    for k in range(len(spans) - 1):
        if spans[k].has("mod", "exhausted_unit") and spans[k + 1].has("mod", "after"):
            told = [s for s in spans[k + 2 :] if s.has("act")]
            if told and told[0].has("act", "move"):
                return True
    return False


def _by_effect(exhausted: bool) -> Callable[[Draft, Doc], None]:
    """The move made by a spell or ability instead, naming where the unit goes; a unit the
    question says is exhausted after the move was exhausted before it (a spell's move does
    not exhaust it)."""

    def change(situation: Draft, question: Doc) -> None:
        move = question["after_move"]
        move["card"] = "a spell"
        move["destinations"] = [move["to"]]
        for unit in situation.units:
            if exhausted and unit["name"] in move["units"]:
                unit["exhausted"] = True

    return change


CHOOSING_FROM = 3
"""Battlefields the board needs for a choice among them besides the unit's own: where it is,
where it was sent and one more (modes of more than two players have three or more)."""


def _effect_destinations(b: Builder, move: Doc, to: PlacePhrase) -> None:
    """Where the card lets the units go. "To a battlefield of your choice": its player
    chooses, and only where they can go (355.4.a). "The spell (must) move(s) it to X": the
    card names X, so a move there it cannot make recalls it instead (447.2.c). When the
    question does not say which (the player moves it "with a spell"), both are judged."""
    if "of_choice" in to.mods:
        b.uses("pmod:of_choice", "mod:of_choice")
        move["destinations"] = ["battlefield"]
        if b.situation.mode != "1v1" and len(b.situation.battlefields) < CHOOSING_FROM:
            other = b.situation.battlefield()  # more than two players bring three or more
            b.notes.append(f"taken: {other} is in play too, so there is a choice")
        return
    move["destinations"] = [move["to"]]
    if not _effect_moves(b.reading):

        def chosen(situation: Draft, question: Doc) -> None:
            (asked,) = question.values()
            asked["destinations"] = ["anywhere"]

        b.assume(
            f"the spell names {move['to']} as where the unit goes",
            "the spell lets you choose where the unit goes",
            chosen,
        )


def _effect_moves(reading: Reading) -> bool:
    """Whether a spell, ability or effect is what moves the units ("my spell moves my unit",
    "the spell must move it"), rather than the player moving them with it."""
    spans = reading.tagged.spans
    for k in range(len(spans) - 1):
        if not any(spans[k].has("obj", o) for o in EFFECT_OBJECTS):
            continue
        said = spans[k : k + 3] if spans[k + 1].has("ask") else spans[k : k + 2]
        joined = all(first.end == second.start for first, second in pairwise(said))
        if joined and said[-1].has("act", "move"):
            return True
    return False


READERS = (read_standard_move, read_move_effect, read_after_move)
