"""Readers for a unit an effect banishes and has its owner play again ("replay"): a named
spell whose text banishes a unit, then has its owner play it (Temporal Breach, Arcane
Shift). Played again, the card is a new object, played by that effect's rules: to the
location the text names ("to the same location"), or else where units are played by default.

They write format-2 documents: the banish as a game action, the play again by the effect
(``by_effect``, and ``location_by_effect`` when the text names where); the engine decides.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import Builder
from judge.ask.situation import YOU, Doc, Draft
from judge.engine.instructions import read_effect

UNIT = "your unit"
OTHER = "your other unit"
RIVAL = "opponent's unit"
SAME_LOCATION = "the same location"


@dataclass(frozen=True)
class Replay:
    """What a spell's text does to the unit it replays: the banish, then its owner plays
    it; ``located``: the text names where ("to the same location")."""

    card: str
    located: bool


def replay_of(card: CardEntry) -> Replay | None:
    """The replay a spell's text makes: "Banish a [friendly] unit, then its owner plays it
    [to the same location]", read by the instruction reader; None for any other card, or
    a text the reader leaves unread."""
    if card.type != "Spell":
        return None
    effect = read_effect(" ".join(card.abilities))
    if effect.unknown:
        return None
    steps = effect.instructions
    for index, first in enumerate(steps[:-1]):
        then = steps[index + 1]
        banished = [m for m in first.mentions if m.noun == "unit" and m.role == "chosen"]
        if first.verb != "banish" or not banished or then.verb != "play":
            continue
        if then.linked_to != index or then.subject != "its owner":
            continue
        if then.to not in ("", SAME_LOCATION):
            return None  # a location the engine does not place
        return Replay(card.name, then.to == SAME_LOCATION)
    return None


def _replay(reading: Reading) -> Replay | None:
    """The one card the question names, when it is a spell that replays a unit."""
    if len(reading.cards) != 1:
        return None
    return replay_of(reading.cards[0])


def _played_again(located: bool, by: str = YOU) -> list[Doc]:
    """The banish by ``by``'s spell, then the play again by the effect, of your unit to
    battlefield 1."""
    play: Doc = {"card": UNIT, "to": "battlefield 1", "by": YOU, "by_effect": True}
    if located:
        play["location_by_effect"] = True
    banish = {"action": "banish", "cards": [UNIT], "by": by}
    return [{"game_action": banish}, {"play": play}]


def _plain(reading: Reading, place_said: bool = True) -> bool:
    """A 1v1 question about your unit at one bare battlefield (or, not ``place_said``, at
    the one its combat implies), with no "not"."""
    if reading.mode not in (None, "1v1") or reading.negated or reading.context_negated:
        return False
    if not set(reading.who) <= {"me"} or reading.unit_owner not in (None, "me"):
        return False
    if not reading.places and not place_said:
        return True
    if len(reading.places) != 1 or reading.places[0].kind != "battlefield":
        return False
    place = reading.places[0]
    return not (place.mods or place.owner is not None or place.card is not None)


def _defending(situation: Draft, question: Doc) -> None:
    """The other side: your unit defends battlefield 1, on your opponent's turn."""
    situation.turn = "opponent"
    situation.focus = "opponent"
    situation.battlefields["battlefield 1"].update(controller=YOU, contested_by="opponent")
    for unit in situation.units:
        unit["designation"] = "attacker" if unit.get("controller") == "opponent" else "defender"


def _combat(b: Builder, side: str) -> None:
    """A combat under way at battlefield 1 with your unit as ``side``, another of yours
    beside it (it keeps your side in the combat while the first is off the board) and an
    opponent's unit on the other side."""
    attacking = side == "attacker"
    where = b.situation.battlefield(
        b.battlefield(),
        controller="opponent" if attacking else YOU,
        contested_by=YOU if attacking else "opponent",
    )
    b.situation.combat = where
    b.situation.turn = YOU if attacking else "opponent"
    b.situation.focus = b.situation.turn
    other = "defender" if attacking else "attacker"
    b.situation.unit(YOU, at=where, name=OTHER, designation=side)
    b.situation.unit("opponent", at=where, name=RIVAL, designation=other)


def read_replayed_combat_trigger(reading: Reading) -> Candidate | None:
    """ "If Temporal Breach replays my unit at the battlefield where a combat is going on,
    can its 'When I attack' (or defend) ability trigger again in that combat?": your unit,
    whose ability has triggered in this combat, is banished and played again there by the
    spell; whether the ability triggers as it gains its designation again. As attacker or
    defender, where the question does not say which (both for "When I attack or defend")."""
    if reading.kind not in ("can", "does") or "twice" not in reading.mods:
        return None
    said = [word for word in ("attack", "defend") if reading.has(word)]
    if not said or not reading.mentions("ability") or not reading.mentions("combat"):
        return None
    replay = _replay(reading)
    if replay is None or not replay.located or reading.timing - {"combat"}:
        return None
    if not _plain(reading, place_said=False) or reading.mods - {"twice", "same", "combat_at_place"}:
        return None
    b = Builder(reading)
    b.uses("act:attack", "act:defend", "act:play", "act:happen", "act:banish", "obj:ability")
    b.uses("obj:unit", "obj:combat", "obj:spell", "mod:twice", "mod:combat_at_place", "mod:same")
    b.uses("place:battlefield", "time:combat", "unit:played", f"card:{replay.card}", "who:me")
    b.uses("obj:attacker", "obj:defender")
    side = "defender" if said == ["defend"] else "attacker"
    _combat(b, side)
    ability = "When I " + " or ".join(said) + ", draw 1"
    triggers = [{"when": word, "ability": ability} for word in said]
    b.situation.unit(YOU, at="battlefield 1", name=UNIT, designation=side, triggers=triggers)
    if said == ["attack", "defend"]:
        b.assume("your unit attacks", "your unit defends", _defending)
    b.notes.append(
        f"taken: your unit's ability triggered as this combat opened; {replay.card}, "
        "played from hidden by the player who controls that battlefield, banishes it and "
        "has you play it again there, another of your units staying in the combat"
    )
    question: Doc = {"outcomes": {"event": "triggers", "subject": UNIT}}
    candidate = b.candidate("replayed_combat_trigger", question)
    candidate.doc = _with_actions(candidate.doc, _played_again(True, _hider(candidate.doc)))
    candidate.alternatives = [
        (label, _with_actions(doc, _played_again(True, _hider(doc))))
        for label, doc in candidate.alternatives
    ]
    return candidate


def _hider(doc: Doc) -> str:
    """Who plays a spell hidden at battlefield 1: its controller, the only player who can
    hide a card there (a battlefield they control) and so play it in the combat."""
    fields = doc["situation"].get("battlefields", [])
    field = next(
        (f for f in fields if isinstance(f, dict) and f.get("name") == "battlefield 1"), {}
    )
    return str(field.get("controller", YOU))


def read_replay_to_attacked_battlefield(reading: Reading) -> Candidate | None:
    """ "As the attacker, can I use Arcane Shift to replay my attacking unit onto the
    battlefield I am attacking?": the spell banishes your attacking unit and has you play it
    again, to the battlefield whose combat you attack (valid only where the spell's text
    names the location, or with a keyword that allows it, which the unit lacks)."""
    if reading.kind != "can" or "twice" not in reading.mods or not reading.has("play"):
        return None
    if not reading.has("attack") or not reading.mentions("attacker") or reading.timing:
        return None
    if set(reading.without) - {"ambush"} or reading.keywords or reading.has("defend"):
        return None
    replay = _replay(reading)
    if replay is None or not _plain(reading) or reading.places[0].role != "to":
        return None
    b = Builder(reading)
    b.uses("act:attack", "act:play", "act:banish", "act:use", "obj:attacker", "obj:unit")
    b.uses("obj:spell", "mod:twice", "place:battlefield", "unit:played", "who:me")
    b.uses(f"card:{replay.card}", "without:ambush")
    _combat(b, "attacker")
    b.situation.unit(YOU, at="battlefield 1", name=UNIT, designation="attacker")
    b.notes.append(f"taken: {replay.card} banishes your attacking unit, then you play it again")
    located = {"location_by_effect": True} if replay.located else {}
    play: Doc = {"card": UNIT, "to": "battlefield 1", "by": YOU, "by_effect": True, **located}
    question: Doc = {"play": play}
    candidate = b.candidate("replay_to_attacked_battlefield", question)
    banish = {"action": "banish", "cards": [UNIT], "by": YOU}
    candidate.doc = _with_actions(candidate.doc, [{"game_action": banish}])
    return candidate


def read_replay_scores(reading: Reading) -> Candidate | None:
    """ "On my opponent's turn, Temporal Breach banishes and replays my only unit at a
    battlefield. Do I get to score that battlefield?": the spell banishes your unit at the
    battlefield you control and has you play it again there, before the cleanup that
    follows; whether you score it (a conquer: gaining control)."""
    if reading.kind not in ("can", "does", "do") or not reading.has("score"):
        return None
    if not reading.has("banish") or "twice" not in reading.mods:
        return None
    replay = _replay(reading)
    if replay is None or not replay.located or reading.timing - {"opponent_turn"}:
        return None
    if reading.mods - {"twice", "only"} or reading.keywords or reading.without:
        return None
    if reading.mode not in (None, "1v1") or reading.negated or reading.context_negated:
        return None
    if not set(reading.who) <= {"me"} or reading.unit_owner not in (None, "me"):
        return None
    if not reading.places or any(
        p.kind != "battlefield" or p.mods - {"twice"} or p.owner is not None or p.card
        for p in reading.places
    ):
        return None
    b = Builder(reading)
    b.uses("act:score", "act:banish", "obj:unit", "obj:spell", "mod:twice", "mod:only")
    b.uses("pmod:twice")  # "replayed there"
    b.uses("place:battlefield", "unit:played", f"card:{replay.card}", "who:me")
    theirs = "opponent_turn" in reading.timing
    if theirs:
        b.uses("time:opponent_turn")
        b.situation.turn = "opponent"
    b.situation.unit(YOU, at=b.situation.battlefield("battlefield 1"), name=UNIT)
    by = "opponent" if theirs else YOU
    b.notes.append(
        f"taken: {replay.card}, played by {'your opponent' if theirs else 'you'}, banishes "
        "your only unit at battlefield 1 and has you play it again there as it resolves"
    )
    question: Doc = {"outcomes": {"event": "point", "battlefield": "battlefield 1"}}
    candidate = b.candidate("replay_scores", question)
    candidate.doc = _with_actions(candidate.doc, _played_again(True, by))
    return candidate


FORBIDS_UNITS = re.compile(r"\bunits can't be played here\b", re.IGNORECASE)
"""A battlefield's text that forbids playing units there (Rockfall Path)."""


def read_replay_prevented(reading: Reading) -> Candidate | None:
    """ "Temporal Breach banishes a unit at Rockfall Path, where units can't be played. Does
    the unit stay banished?": the spell has its owner play it to the same location, a play
    a game effect prevents; the card is still played and resolves, and the prevented play,
    an impossible instruction, is skipped, so the unit stays in Banishment (turned round:
    is the prevented game action performed?)."""
    if reading.kind not in ("does", "is") or not reading.has("banish") or not reading.has("keep"):
        return None
    if reading.negated or reading.context_negated or reading.mods or reading.timing:
        return None
    replays = [r for c in reading.cards if (r := replay_of(c)) is not None]
    fields = [c for c in reading.cards if c.type == "Battlefield"]
    if len(replays) != 1 or not replays[0].located or len(fields) != 1 or len(reading.cards) != 2:
        return None
    if not any(FORBIDS_UNITS.search(a) for a in fields[0].abilities):
        return None
    if len(reading.places) != 1 or reading.places[0].card != fields[0]:
        return None  # the unit is at the battlefield that forbids it
    used = {"act:banish", "act:keep", "act:stop", "obj:spell", "obj:unit", "place:battlefield"}
    used |= {"unit:played", "who:me", "who:opponent", *(f"card:{c.name}" for c in reading.cards)}
    doc: Doc = {"format": 2, "question": {"resolution": "prevented_action_performed"}}
    candidate = Candidate("replay_prevented", doc, used, invert=True)
    candidate.notes.append(
        f"taken: {fields[0].name} prevents {replays[0].card}'s play of the unit to the same "
        "location, so the question is whether that prevented game action is performed"
    )
    return candidate


def _with_actions(doc: Doc, actions: list[Doc]) -> Doc:
    """The document in format 2 with ``actions`` before its question."""
    return {"format": 2, "situation": doc["situation"], "actions": actions, **doc}


READERS = [
    read_replay_scores,
    read_replayed_combat_trigger,
    read_replay_to_attacked_battlefield,
    read_replay_prevented,
]
