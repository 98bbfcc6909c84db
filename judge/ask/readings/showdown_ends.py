"""Whether a showdown ends as its players pass: "If both players pass priority with an empty
chain, does the showdown end?" (yes: every player has passed once in sequence), "In a
showdown, if I pass, does the showdown end?" (no: another player has yet to pass).

The showdown is a non-combat one at a battlefield you contested, nothing on the chain, Focus
with the first player said to pass (you, for "every player"); the players said pass in turn
and the engine says whether the showdown closes."""

from __future__ import annotations

import copy

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import COMMON, _candidate
from judge.ask.readings.places import Builder
from judge.ask.situation import PLAYERS, YOU, Doc

EVERY_PLAYER = "every_player"
EVERYONE = frozenset({EVERY_PLAYER})
"""Who slots that say every player passes ("all players", "everyone")."""
PASSERS = {"me": YOU, "opponent": "opponent"}
NOTHING_ON_THE_CHAIN = (
    "nothing is on the chain, so each pass is a pass of Focus (with something on the chain, "
    "players passing priority resolve the newest item instead)"
)


def _passers(reading: Reading, mode: str) -> list[str] | None:
    """The players who pass, in the order they pass: every player in turn from you ("both
    players", "all players"), or the players the question names, in the order said (only
    in 1v1, where "my opponent" is one player); None when it is not plain."""
    players = PLAYERS[mode]
    named = [w for w in reading.who if w != "every_player"]
    if EVERYONE & set(reading.who) or "several" in reading.mods:
        if set(named) - {"me"}:
            return None  # "all players" with someone named besides: not plain
        return list(players)
    if mode != "1v1" or not named or set(named) - set(PASSERS):
        return None
    return [PASSERS[w] for w in dict.fromkeys(named)]


def read_showdown_ends(reading: Reading) -> Candidate | None:
    """ "If all players pass in a showdown, does it end?", "... if only I pass?": a showdown
    with nothing on the chain, the players said passing in turn: does it end?"""
    if reading.kind not in ("does", "is") or reading.negated or reading.context_negated:
        return None
    if "end" not in reading.timing or not reading.has("pass"):
        return None
    if not (reading.mentions("showdown") or "showdown" in reading.timing):
        return None
    if reading.timing - {"end", "showdown", "chain_empty"}:
        return None  # a chain, a combat: the passes resolve an item, or combat damage follows
    if reading.keywords or reading.places or reading.cards or reading.without:
        return None
    if reading.mods - {"several", "after", "in_sequence"} or set(reading.actions) - {"pass"}:
        return None
    b = Builder(reading)
    passers = _passers(reading, b.situation.mode)
    if passers is None:
        return None
    where = b.battlefield()
    b.situation.battlefield(where, contested_by=YOU)
    b.situation.unit(YOU, at=where, name="your contesting unit")
    b.situation.showdown = where
    b.uses(*COMMON, "act:pass", "obj:showdown", "time:showdown", "time:end", "obj:priority")
    b.uses("time:chain_empty", "obj:chain", "mod:empty", "mod:several", "who:every_player")
    b.uses("who:opponent", "obj:player", "obj:focus")
    # "pass without playing anything": the passes made here add nothing to the chain
    b.uses("mod:in_sequence")
    if reading.said_of("after", ("act", "pass")):
        b.uses("mod:after")
    if "chain_empty" not in reading.timing:
        b.stated.append(NOTHING_ON_THE_CHAIN)
    actions: list[Doc] = [{"pass": {"player": p}} for p in passers]
    question: Doc = {"outcomes": {"event": "showdown ends", "battlefield": where}}
    candidate = _candidate(b, "showdown_ends", question, [], actions)
    candidate.doc["situation"]["focus"] = passers[0]
    players = PLAYERS[b.situation.mode]
    if len(passers) < len(players):  # the others may have passed just before: judged too
        at = players.index(passers[0])
        before = [p for p in [*players[at:], *players[:at]] if p not in passers]
        other = copy.deepcopy(candidate.doc)
        other["actions"] = [{"pass": {"player": p}} for p in before] + other["actions"]
        other["situation"]["focus"] = before[0]
        candidate.defaults.append(f"no other player passed just before {_said(passers)}")
        candidate.alternatives.append(
            (f"{_said(before)} passed just before {_said(passers)}", other)
        )
    return candidate


# What the battlefield moved to may be said to be besides empty: no one's.
NO_ONES = frozenset({"empty", "uncontrolled", "not_controlled"})


def read_showdown_conquer(reading: Reading) -> Candidate | None:
    """ "I move onto an empty, uncontrolled battlefield. When everybody passes in the
    showdown, do I conquer it?", "... do I gain control of it?": your unit makes a standard
    move to an empty battlefield no one controls, a showdown begins there, and every player
    passes in turn: does the showdown's end conquer it (establish your control)? The passes
    must be said of every player (a play in the showdown could bring a combat)."""
    if reading.kind not in ("does", "do", "is") or reading.negated or reading.context_negated:
        return None
    control = reading.has("gain") and reading.has("control")
    if not (reading.has("conquer") or control) or not reading.has("move", "pass"):
        return None
    if set(reading.actions) - {"move", "pass", "conquer", "gain", "control"}:
        return None
    if reading.actions.count("move") != 1 or reading.actions.count("pass") != 1:
        return None
    if reading.timing - {"showdown"} or reading.keywords or reading.cards or reading.without:
        return None
    if reading.mods - NO_ONES - {"in_sequence", "several", "after"}:
        return None
    every = EVERY_PLAYER in reading.who or "several" in reading.mods
    if set(reading.who) - {"me", EVERY_PLAYER} or "me" not in reading.who or not every:
        return None  # every player passes, said; "I move": yours
    if reading.mentions("point", "combat", "spell", "ability"):
        return None
    described = [p for p in reading.places if p.mods or p.owner or p.card or p.role]
    words = reading.tagged.words
    # "do I conquer the battlefield?": the one said, named again
    again = [p for p in reading.places if p not in described and words[p.start - 1] == "the"]
    if len(described) != 1 or len(again) != len(reading.places) - 1:
        return None
    place = described[0]
    if place.kind != "battlefield" or place.card is not None or place.owner is not None:
        return None
    if "empty" not in place.mods or place.mods - NO_ONES or place.role not in (None, "to", "at"):
        return None
    b = Builder(reading)
    where = b.battlefield(place)
    unit = b.situation.unit(YOU, name="your unit")
    b.uses(*COMMON, "act:move", "act:pass", "act:conquer", "act:gain", "act:control")
    b.uses("obj:unit", "obj:showdown", "time:showdown", "who:every_player", "mod:several")
    b.uses("mod:in_sequence", "obj:priority", "obj:focus", "obj:player", "obj:control")
    b.uses(*(f"mod:{m}" for m in place.mods), *(f"pmod:{m}" for m in place.mods))
    if reading.said_of("after", ("act", "pass")):
        b.uses("mod:after")
    players = PLAYERS[b.situation.mode]
    b.stated.append(
        f"your unit makes a standard move from your base to {where}; the showdown there "
        "begins with nothing on the chain, and every player passes in turn from you"
    )
    actions: list[Doc] = [{"standard_move": {"units": [unit], "to": where}}]
    actions += [{"pass": {"player": p}} for p in players]
    question: Doc = {"outcomes": {"event": "conquer", "battlefield": where}}
    return _candidate(b, "showdown_conquer", question, [], actions)


def _said(passers: list[str]) -> str:
    return " and ".join("you" if p == YOU else f"your {p}" for p in passers)


READERS = (read_showdown_ends, read_showdown_conquer)
