"""Readers for combat: whether a unit's "When I attack" or "When I defend" ability triggers
when it is moved into a combat already under way, or moves to a battlefield where enemy
units are.

They write format-2 documents (the focus, a triggered ability, the move as an action); the
engine decides who attacks and which designation the unit gains.
"""

from __future__ import annotations

from judge.ask.card_abilities import triggered_abilities
from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO, Builder, _whose
from judge.ask.situation import PLAYERS, YOU, Doc, Draft
from judge.ask.tagger import Span
from judge.engine.instructions import Instruction
from judge.engine.predicates.board import says

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


def _asked_of(reading: Reading) -> str:
    """The player a designation question asks about: your opponent when the question opens
    with them ("is my opponent the defender?"), else you."""
    opening = reading.tagged.words[: min(reading.main_end, 3)]
    return "opponent" if opening[:1] == ["is"] and "opponent" in opening[1:] else YOU


def read_designation_on_move(reading: Reading) -> Candidate | None:
    """ "If I move my unit to a battlefield my opponent controls, am I the attacker?" (or
    the defender): your unit makes a standard move there; the engine gives the designations
    as the combat opens in the cleanup that follows. Whether your opponent has a unit there
    is judged both ways (with none, no combat opens)."""
    if reading.kind not in ("is", "does", "who") or reading.timing or reading.cards:
        return None
    if not reading.has("move") or reading.keywords or reading.mode not in (None, "1v1"):
        return None
    side = _side(reading)
    place = reading.place(kind="battlefield", role="to")
    if side is None or place is None or place.card is not None:
        return None
    # "a battlefield where my opponent has a unit": only their units there, so theirs
    theirs = (
        place.owner is None and "opponent_units" in place.mods and "controlled" not in place.mods
    )
    if place.owner != "opponent" and not theirs:
        return None
    asked = _asked_of(reading)  # "is my opponent the defender?": asked of them
    if place.mods - {"controlled", "opponent_units"} or not set(reading.who) <= {"me", asked}:
        return None  # one player named: you move, and are asked about (or your opponent)
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
        "mod:opponent_units",
        "owner:opponent",
    )
    where = b.situation.battlefield(b.battlefield(place), controller="opponent")
    if theirs:
        b.stated.append("your opponent controls the battlefield, as only their units are there")
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
    question: Doc = {"outcomes": {"event": side, "subject": asked}}
    if reading.kind == "who":  # "who is the attacker?": the engine names them
        question = {"outcomes": {"event": side}}
    if asked != YOU:
        b.uses("who:opponent")
    candidate = b.candidate("designation_on_move", question)
    move = {"standard_move": {"units": [mover], "to": where}}
    candidate.doc = _with_actions(candidate.doc, [move])
    candidate.alternatives = [
        (label, _with_actions(doc, [move])) for label, doc in candidate.alternatives
    ]
    return candidate


# --- who attacks when two players' units arrive in turn --------------------------------------

# What may describe the battlefield the first unit moves to: no one holds it yet.
OPEN_FIELD = frozenset({"empty", "uncontrolled", "not_controlled", "non"})
# Words that set the arrivals in an order of their own ("before my unit moved, ...").
ORDER_WORDS = frozenset(
    {"before", "after", "first", "already", "earlier", "previously", "same", "once", "until"}
)
ARRIVALS_SLOTS = (
    "act:move",
    "act:happen",
    "obj:unit",
    "obj:player",
    "obj:ability",
    "obj:spell",
    "obj:attacker",
    "obj:defender",
    "obj:combat",
    "obj:showdown",
    "time:combat",
    "time:showdown",
    "place:battlefield",
    "who:me",
    "who:opponent",
    "unit_owner:me",
    "unit_owner:opponent",
)


def _player(span: Span) -> str | None:
    """The player a span names ("my", "I" -> you; "opponent", "enemy" -> opponent)."""
    for who in span.values("who"):
        if who in ("me", "opponent"):
            return YOU if who == "me" else "opponent"
    return None


def _unit_owner(spans: list[Span], k: int) -> str | None:
    """Whose unit the move at ``spans[k]`` moves: the owner said with its object ("move my
    unit", "pulls an enemy unit"), else with its subject ("my unit moved"), else the player
    who moves it ("I move Faefolk", "my opponent moves a unit")."""
    after = spans[k + 1 : k + 3]
    if len(after) == 2 and _player(after[0]) and (after[1].has("obj", "unit") or after[1].card):
        return _player(after[0])
    before = spans[max(0, k - 2) : k]
    if len(before) == 2 and _player(before[0]) and before[1].has("obj", "unit"):
        return _player(before[0])
    return _mover(spans, k)


def _mover(spans: list[Span], k: int) -> str | None:
    """The player said right before the verb to do the move ("my opponent (then) moves")."""
    if k and _player(spans[k - 1]) and spans[k].start - spans[k - 1].end <= 1:
        return _player(spans[k - 1])
    return None


def _pulling_card(reading: Reading, spans: list[Span], moves: list[int]) -> CardEntry | None:
    """ "I move Irresistible Faefolk to ... and its ability pulls an enemy unit there": the
    one unit card named, moved by the first move, whose one move trigger moves an enemy unit
    to "that battlefield", the second move said to be its ability's."""
    if len(reading.cards) != 1 or reading.cards[0].type != "Unit":
        return None
    card = reading.cards[0]
    moved = spans[moves[0] + 1 : moves[0] + 2]
    if not moved or moved[0].card is None or moved[0].card.name != card.name:
        return None
    if not spans[moves[1] - 1].has("obj", "ability"):  # "its ability pulls ...": not a player
        return None
    abilities = triggered_abilities(card, "move trigger")
    if len(abilities) != 1 or abilities[0].effect is None:
        return None
    instructions = abilities[0].effect.instructions
    return card if len(instructions) == 1 and _pulls_enemy(instructions[0]) else None


def _pulls_enemy(instruction: Instruction) -> bool:
    """Whether the instruction moves one chosen enemy unit to "that battlefield"."""
    units = [m for m in instruction.mentions if m.noun == "unit"]
    return (
        instruction.verb == "move"
        and instruction.to == "that battlefield"
        and len(units) == 1
        and {r.kind for r in units[0].restrictions} == {"enemy"}
    )


def read_designation_after_arrivals(reading: Reading) -> Candidate | None:
    """ "My unit moved onto an empty, uncontrolled battlefield and a showdown opened there.
    If my opponent moves a unit in during that showdown, is my opponent the attacker?" (or
    an ability moves an enemy unit there; am I the attacker, the defender): the first unit
    applies Contested as it arrives; the second arrival stages the combat, whose attacker is
    the player whose units applied Contested (the engine decides)."""
    if reading.kind not in ("is", "does") or reading.timing - {"combat", "showdown"}:
        return None
    side = _side(reading)
    if side is None or reading.keywords:
        return None
    spans, words = reading.tagged.spans, reading.tagged.words
    moves = [k for k, s in enumerate(spans) if s.has("act", "move") and s.start >= reading.main_end]
    if len(moves) != 2 or any(s.has("act", "move") for s in spans if s.start < reading.main_end):
        return None
    pulling = _pulling_card(reading, spans, moves) if reading.cards else None
    if reading.cards and pulling is None:
        return None
    first, second = (_unit_owner(spans, k) for k in moves)
    if first is None or second is None or first == second:
        return None
    fields = [p for p in reading.places if p.kind == "battlefield"]
    place = fields[0] if len(fields) == 1 else None
    if place is None or place.owner is not None or place.card is not None:
        return None
    if place.mods - OPEN_FIELD or not spans[moves[0]].start < place.start < spans[moves[1]].start:
        return None  # the first unit, and it alone, moves to a battlefield no one holds
    if "non" in reading.mods and "non combat" not in " ".join(words):
        return None
    if ORDER_WORDS & set(words[reading.main_end :]):
        return None  # the order is said otherwise than by the order of the words
    asked_by = {_player(s) for s in spans if s.start < reading.main_end} - {None}
    asked = "opponent" if "opponent" in asked_by else YOU
    b = Builder(reading)
    b.uses(*ARRIVALS_SLOTS, *(f"pmod:{m}" for m in place.mods))
    b.uses(*(f"mod:{m}" for m in place.mods))
    if reading.has("follow"):  # "the combat that follows"
        b.uses("act:follow", "act:carry_out", "mod:next")
    where = b.situation.battlefield(b.battlefield())
    b.situation.turn = None if first == YOU else "opponent"
    arriving = b.situation.unit(first, name=f"{_whose(first)} first unit")
    late = b.situation.unit(second, name=f"{_whose(second)} late unit")
    player_moves = _mover(spans, moves[1])
    user = player_moves or first
    effect = f"an Action effect {says(user, 'uses', 'use')} (Focus)"
    b.notes.append(f"taken: {_whose(first)} unit makes a standard move from its base")
    if pulling is not None:  # who applied Contested decides, not what moved the late unit
        b.uses(f"card:{pulling.name}")
        b.notes.append(
            f"taken: {pulling.name} is {_whose(first)} first unit, and the late unit is moved in by"
            " its move trigger, judged as an effect its controller uses"
        )
    if player_moves is None or _during_showdown(words[reading.main_end :]):
        b.notes.append(f"taken: the late unit is moved in by {effect}")
    else:  # "and then I move a unit there": in that showdown, or on a later turn
        b.assume(
            f"the late unit moves in during the showdown {_whose(first)} move opened, by {effect}",
            f"the late unit makes a standard move in on {_whose(second)} later turn, after"
            f" {first} took {where}",
            lambda draft, _: _taken_before(draft, where, arriving, second),
        )
    question: Doc = {"outcomes": {"event": side, "subject": asked}}
    candidate = b.candidate("designation_after_arrivals", question)
    later: list[Doc] = [{"standard_move": {"units": [late], "to": where}}]
    candidate.alternatives = [
        (label, _with_actions(doc, later)) for label, doc in candidate.alternatives
    ]
    actions: list[Doc] = [{"standard_move": {"units": [arriving], "to": where}}]
    order = list(PLAYERS[b.situation.mode])
    seats = order[order.index(first) :] + order[: order.index(first)]
    for player in seats[: seats.index(user)]:  # Focus passes round from the contester
        actions.append({"pass": {"player": player}})
    move = {"units": [late], "to": where, "card": "an Action effect", "timing": "Action"}
    actions.append({"move_effect": {**move, "by": user}})
    candidate.doc = _with_actions(candidate.doc, actions)
    return candidate


def _during_showdown(words: list[str]) -> bool:
    """Whether the words set a move in a showdown ("during that showdown", "in the
    showdown", "a showdown opened; ... during it"), not only say that one opened."""
    for k, word in enumerate(words):
        if word == "showdown":
            before = words[max(0, k - 3) : k]
            if "during" in before or ("in" in before and {"that", "the", "this"} & set(before)):
                return True
        if word == "during" and words[k + 1 : k + 2] == ["it"] and "showdown" in words[:k]:
            return True
    return False


def _taken_before(draft: Draft, where: str, arriving: str, mover: str) -> None:
    """The first player's unit holds ``where`` as ``mover``'s turn begins."""
    first = next(u for u in draft.units if u["name"] == arriving)
    first["at"] = where
    draft.battlefield(where, controller=first.get("controller", YOU))
    draft.turn = None if mover == YOU else mover


# --- the result of a combat a unit arrived in before it was determined -----------------------

RESULT_SLOTS = (
    "act:win",
    "act:die",
    "act:attack",
    "act:defend",
    "act:determine",
    "obj:combat",
    "obj:result",
    "obj:unit",
    "obj:player",
    "obj:attacker",
    "obj:defender",
    "mod:only",
    "mod:new",
    "mod:another",
    "obj:ability",
    "obj:spell",
    "time:combat",
    "place:battlefield",
    "who:me",
    "who:opponent",
)
ARRIVAL_VERBS = ("put", "move", "play")


def _designation_said(spans: list[Span]) -> str | None:
    """ "the attacking player", "the defender": which side the spans name (None: neither, or
    both)."""
    attack = any(s.has("act", "attack") or s.has("obj", "attacker") for s in spans)
    defend = any(s.has("act", "defend") or s.has("obj", "defender") for s in spans)
    if attack == defend:
        return None
    return "attacker" if attack else "defender"


def read_result_after_arrival(reading: Reading) -> Candidate | None:
    """ "My only defender died in combat, but an ability put a new unit of mine at that
    battlefield before the combat result was determined. Does the attacking player win?"
    (or "does my opponent win"; as the attacker): the result is taken from the units there
    as it is determined, whichever units those are. Whether the other side's unit survived
    the damage is judged both ways."""
    if reading.kind not in ("is", "does") or not reading.has("win") or reading.negated:
        return None
    if reading.timing - {"combat"} or reading.mode not in (None, "1v1") or reading.cards:
        return None
    if set(reading.keywords) - {"deathknell"} or not reading.mentions("result"):
        return None
    spans, words = reading.tagged.spans, reading.tagged.words
    asked_spans = [s for s in spans if s.start < reading.main_end]
    context = [s for s in spans if s.start >= reading.main_end]
    dead = [k for k, s in enumerate(context) if s.has("act", "die")]
    came = [k for k, s in enumerate(context) if any(s.has("act", v) for v in ARRIVAL_VERBS)]
    if len(dead) != 1 or len(came) != 1 or not dead[0] < came[0]:
        return None
    mine = _designation_said(context[: dead[0]])  # "my only defender died"
    if mine is None or {_player(s) for s in context[: dead[0]]} - {None} != {YOU}:
        return None
    arriving = context[came[0] + 1 :]
    result = next(s for s in spans if s.has("obj", "result"))
    before = "before" in words[max(0, result.start - 3) : result.start]
    if {_player(s) for s in arriving} - {None} != {YOU} or not before:
        return None  # a new unit of yours arrives "before the (combat) result" is determined
    if "after" in words:
        return None
    if len(reading.places) != 1 or reading.places[0].mods or reading.places[0].owner:
        return None
    theirs = "defender" if mine == "attacker" else "attacker"
    named = _designation_said(asked_spans)
    players = [p for p in {_player(s) for s in asked_spans} if p is not None]
    if named is not None:  # "the attacking player", "my opponent, the attacker"
        asked = YOU if named == mine else "opponent"
        if players not in ([], [asked]):
            return None
    elif len(players) == 1:
        asked = players[0]
    else:
        return None
    b = Builder(reading)
    b.uses(*RESULT_SLOTS, *(f"act:{v}" for v in ARRIVAL_VERBS), "kw:deathknell")
    b.uses("mod:before")  # "before the (combat) result", as checked above
    attacker = YOU if mine == "attacker" else "opponent"
    defender = "opponent" if attacker == YOU else YOU
    where = b.situation.battlefield(b.battlefield(), controller=defender, contested_by=attacker)
    b.situation.turn = None if attacker == YOU else "opponent"
    b.situation.combat = where
    b.situation.unit(YOU, at=where, name="your new unit")
    survivor = f"opponent's {theirs} unit"
    b.situation.unit("opponent", at=where, name=survivor, designation=theirs)
    b.stated.append(f"your only {mine} unit has died")
    b.notes.append(
        "taken: your new unit arrives after the combat cleanup, as what the damage and the"
        " cleanup set off resolves (nothing resolves during a cleanup), before the result"
    )
    b.assume(
        f"opponent's {theirs} unit survived the combat damage",
        f"opponent's {theirs} unit died too",
        lambda draft, _: setattr(draft, "units", [u for u in draft.units if _yours(u)]),
    )
    question: Doc = {"outcomes": {"event": "wins combat", "subject": asked}}
    candidate = b.candidate("result_after_arrival", question)
    resolve: list[Doc] = [{"combat_resolution": {"arrives": ["your new unit"]}}]
    candidate.doc = _with_actions(candidate.doc, resolve)
    candidate.alternatives = [
        (label, _with_actions(doc, resolve)) for label, doc in candidate.alternatives
    ]
    return candidate


def read_attack_trigger_each_combat(reading: Reading) -> Candidate | None:
    """ "Can a 'When I attack' ability trigger in more than one combat in the same turn?":
    your unit's attack trigger fired in a combat it won this turn; it then moves to another
    battlefield where an enemy unit is, and whether its ability triggers in that combat (its
    condition is checked once per combat, not once per turn). The ability may be "When I
    attack or defend", or a named unit's own (Kha'Zix, Mutating Horror's), which the engine
    reads from its card: the unit then bears the card's name and no ability of the reader's."""
    if reading.kind not in ("can", "does") or not reading.has("attack", "happen"):
        return None
    if reading.mode not in (None, "1v1") or len(reading.cards) > 1:
        return None
    card = reading.cards[0] if reading.cards else None
    if card is not None and (card.type != "Unit" or not _attack_trigger(card)):
        return None  # a named card without a "When I attack" ability of its own
    words = reading.tagged.words
    same_turn = "same turn" in " ".join(words) and "played" not in words
    if "several" not in reading.mods or not reading.mentions("combat") or not same_turn:
        return None  # "more than one combat in the same turn"
    if reading.timing - {"turn_played"} or set(reading.who) - {"me"} or reading.places:
        return None
    b = Builder(reading)
    b.uses("act:attack", "act:defend", "act:happen", "obj:ability", "obj:combat", "obj:unit")
    b.uses("mod:several", "time:turn_played", "who:me", *(f"card:{c.name}" for c in reading.cards))
    first = b.situation.battlefield(b.battlefield(), controller="opponent", contested_by=YOU)
    second = b.situation.battlefield(b.battlefield(), controller="opponent")
    b.situation.combat = first
    mover = card.name if card is not None else MOVER
    said = TRIGGERS["attack"] + (" or defend" if reading.has("defend") else "")
    own = [{"when": when, "ability": f"{said}, draw 1"} for when in _said_triggers(reading)]
    b.situation.unit(
        YOU,
        at=first,
        name=mover,
        might=4,
        designation="attacker",
        keywords=["Ganking"],
        triggers=own if card is None else [],
    )
    b.situation.unit(
        "opponent", at=first, name="opponent's defender", might=2, damage=4, designation="defender"
    )
    b.situation.unit("opponent", at=second, name="opponent's unit elsewhere")
    b.notes.append(
        f"taken: {mover} attacked and won at battlefield 1 (moved there by a spell, so it is"
        " still ready), then makes a standard move to battlefield 2 with Ganking"
    )
    question: Doc = {"outcomes": {"event": "triggers", "subject": mover}}
    candidate = b.candidate("attack_trigger_each_combat", question)
    actions: list[Doc] = [
        {"combat_resolution": {}},
        {"standard_move": {"units": [mover], "to": second}},
    ]
    candidate.doc = _with_actions(candidate.doc, actions)
    return candidate


def _attack_trigger(card: CardEntry) -> bool:
    """Whether the card has an ability that triggers when it attacks and that the engine
    carries through a combat: nothing it may choose (an optional one, a cost) and every word
    of it compiled; else the ability would wait on the chain and no later combat be asked."""
    attack = [
        a
        for a in triggered_abilities(card, None)
        if a.trigger and a.trigger.event.startswith("attack")
    ]
    return bool(attack) and all(
        not a.optional and a.cost is None and a.compiled and not a.unread for a in attack
    )


def _said_triggers(reading: Reading) -> list[str]:
    """The designations the question's ability triggers on: attacking, and defending too
    for "When I attack or defend"."""
    return ["attack", "defend"] if reading.has("defend") else ["attack"]


def _yours(unit: Doc) -> bool:
    return bool(unit.get("controller", YOU) == YOU)


def _with_actions(doc: Doc, actions: list[Doc]) -> Doc:
    """A format-1 document the builder made, in format 2 with ``actions`` before its question."""
    return {"format": 2, "situation": doc["situation"], "actions": actions, **doc}


def _owner(player: str) -> str:
    """The reader's word for whose unit it is."""
    return "me" if player == YOU else player


# --- who the attacker is, asked of the rule itself ------------------------------------------

# Every word a question "Is the attacker the player whose units applied Contested to the
# battlefield?" may say: any other (whose battlefield, who controls it, a "not", first or
# last, a mode) makes it another question, left to other readers or unknown.
ATTACKER_WORDS = frozenset(
    [
        "is",
        "the",
        "a",
        "an",
        "attacker",
        "attacking",
        "player",
        "one",
        "whose",
        "who",
        "unit",
        "units",
        "applied",
        "apply",
        "applies",
        "contested",
        "status",
        "to",
        "battlefield",
        "made",
        "make",
        "makes",
        "in",
        "combat",
        "always",
    ]
)


def read_attacker_applied_contested(reading: Reading) -> Candidate | None:
    """ "Is the attacker the player whose units applied Contested to the battlefield?": yes,
    in any version. Read only in those words: the units (or the player) applying Contested,
    never whose battlefield it is."""
    if reading.kind != "is" or reading.negated or reading.context_negated or reading.cards:
        return None
    if reading.mode or reading.also_asked or "contest" not in reading.actions:
        return None
    words = reading.tagged.words
    said = " ".join(words)
    attacker = "attacker" in words or "attacking player" in said
    if set(words) - ATTACKER_WORDS or not attacker or "contested" not in words:
        return None
    if not ({"unit", "units"} & set(words) or {"applied", "apply", "applies"} & set(words)):
        return None
    doc: Doc = {"format": 2, "question": {"combat_rule": "attacker_applied_contested"}}
    return Candidate("combat_attacker_applied_contested", doc, reading.slots())


READERS = (
    read_attacker_applied_contested,
    read_joining_combat_trigger,
    read_opening_combat_trigger,
    read_designation_after_moving_in,
    read_designation_on_move,
    read_designation_after_arrivals,
    read_result_after_arrival,
    read_attack_trigger_each_combat,
)
