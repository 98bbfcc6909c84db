"""Two players' triggered abilities triggered at once: "On my turn, my ability and my
opponent's ability trigger at the same time. Does my opponent put theirs on the chain
first?" (no: the turn player puts theirs first), "... Does my opponent's ability resolve
first?" (yes: added after the turn player's, it is the newer). Each is the engine's
``ability_rule`` query, turned round when the player asked of is the other one.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import _clauses, _roles
from judge.ask.readings.places import YES_NO

PUT_FIRST = "simultaneous_turn_player_first"
RESOLVE_FIRST = "simultaneous_others_resolve_first"


def _asked_of(reading: Reading) -> str | None:
    """The one player the question asks of: the first named in its clause."""
    asking, _ = _clauses(reading)
    named = [r for r in _roles(asking) if r in ("me", "opponent")]
    return named[0] if named else None


def read_players_trigger_order(reading: Reading) -> Candidate | None:
    """ "During my turn, my ability and my opponent's trigger at once: does my opponent put
    theirs on the chain first?" / "does my opponent's resolve first?" (1v1, the turn said)."""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    if not (reading.has("happen") and {"at_once", "same"} & reading.mods):
        return None
    if reading.says_any("cards", "places", "without") or reading.mode not in (None, "1v1"):
        return None
    turns = reading.timing & {"my_turn", "opponent_turn"}
    if len(turns) != 1 or reading.timing - {"my_turn", "opponent_turn", "chain"}:
        return None  # whose turn it is decides: it must be said
    if not {"me", "opponent"} <= set(reading.who) or set(reading.who) - {"me", "opponent", "their"}:
        return None
    resolve = "first" in reading.mods  # "resolve(s) first"
    put = reading.has("put", "chain_add") and "first_one" in reading.mods
    if resolve == put or reading.keywords or set(reading.actions) - {"happen", "put", "chain_add"}:
        return None
    allowed = {"at_once", "same", "several", "first", "first_one", "immediately"}
    if reading.mods - allowed or set(reading.objects) - {"ability", "triggered", "player", "chain"}:
        return None
    asked = _asked_of(reading)
    if asked is None:
        return None
    turn_player = "me" if "my_turn" in turns else "opponent"
    used = {"act:happen", "act:put", "act:chain_add", "obj:ability", "obj:triggered"}
    used |= {"obj:player", "obj:chain", "time:chain", "time:my_turn", "time:opponent_turn"}
    used |= {f"mod:{m}" for m in allowed} | {"who:me", "who:opponent", "who:their"}
    value = RESOLVE_FIRST if resolve else PUT_FIRST
    doc: dict[str, object] = {"format": 2, "question": {"ability_rule": value}}
    if turn_player == "opponent":  # the turn said, as the situation
        doc = {"format": 2, "situation": {"turn": "opponent"}, "question": doc["question"]}
    # put first: asked of the turn player as is; resolve first: asked of the other player
    invert = (asked == turn_player) if resolve else (asked != turn_player)
    candidate = Candidate(f"trigger_players:{value}", doc, used, invert=invert)
    who = "you are" if turn_player == "me" else "your opponent is"
    candidate.stated.append(f"{who} the turn player, each with one ability triggered")
    return candidate


READERS = (read_players_trigger_order,)
