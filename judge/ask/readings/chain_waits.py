"""Whether a unit or gear played onto a chain waits there for the players to pass before it
enters: "My opponent has a spell on the chain. I respond with a unit that has Reaction. Does
my unit sit on the chain waiting for everyone to pass before it enters the board?" (no: a
unit or gear resolves as soon as it is finalized, so no player gets priority to respond to
it first).

The chain is built with the other player's spell and the unit above it, and the other
player asked whether they can play a Reaction spell before the unit resolves.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import _clauses, _roles
from judge.ask.readings.places import YES_NO
from judge.ask.situation import YOU, Doc

ROLES = {"me": YOU, "opponent": "opponent"}
WHAT = {"unit": "unit", "gear": "gear"}


def _controller(reading: Reading, kind: str) -> str | None:
    """Who played the unit (or gear): the player named last before it in the statements, or
    in the question ("does my unit ..."); None when no one is."""
    asking, stating = _clauses(reading)
    for spans in (stating, asking):
        for k, span in enumerate(spans):
            if span.has("obj", kind):
                named = _roles(spans[:k])
                return named[-1] if named else None
    return None


def read_waits_for_passes(reading: Reading) -> Candidate | None:
    """ "When I play a unit onto a chain, does it wait on the chain for players to pass
    priority?": your unit above the other player's spell, and that player asked whether they
    can play a Reaction spell before the unit resolves (they cannot: it resolves at once)."""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    if "waits_for_passes" not in reading.mods:
        return None
    kinds = [k for k in WHAT if reading.mentions(k)]
    if len(kinds) != 1 or reading.mentions("ability", "triggered", "add_ability"):
        return None
    kind = kinds[0]
    if reading.says_any("cards", "places", "mode", "without") or reading.timing - {"chain"}:
        return None
    if set(reading.keywords) - {"reaction", "ambush"} or reading.mods - {
        "waits_for_passes",
        "before",
        "before_resolve",
        "several",
    }:
        return None
    if set(reading.actions) - {"enter", "respond", "play", "pass", "exist", "finalize", "work"}:
        return None
    if set(reading.who) - {"me", "opponent", "every_player"}:
        return None
    named = _controller(reading, kind)
    if named is None and "opponent" in reading.who and reading.chain_owner is None:
        return None  # "a gear my opponent plays": whose it is, not read
    player = ROLES.get(named or "me")
    if player is None:
        return None
    other = "opponent" if player == YOU else YOU
    said = {"their": "opponent"}.get(reading.chain_owner or "", reading.chain_owner)
    if said is not None and ROLES.get(said) != other:
        return None  # the item below is the other player's: whose it is must fit
    whose = "your" if player == YOU else f"{player}'s"
    theirs = "your" if other == YOU else f"{other}'s"
    item: Doc = {"name": f"{whose} {kind}", "controller": player, "kind": kind}
    keywords = [k.capitalize() for k in reading.keywords]
    if keywords:
        item["keywords"] = keywords
    chain: list[Doc] = [
        {"name": f"{theirs} spell", "controller": other, "kind": "spell"},
        item,
    ]
    hand: Doc = {"name": "a Reaction spell", "type": "spell", "keywords": ["Reaction"]}
    if other != YOU:
        hand["controller"] = other
    situation: Doc = {"chain": chain, "hand": [hand]}
    if other != YOU:
        situation["turn"] = other
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "question": {"play": {"card": "a Reaction spell", "to": "base", "by": other}},
    }
    used = {"mod:waits_for_passes", "mod:before", "mod:several", "time:chain", "obj:chain"}
    used.add("mod:before_resolve")
    used |= {f"obj:{kind}", "act:enter", "act:respond", "act:play", "act:pass", "act:exist"}
    used |= {"act:finalize", "act:work", "unit:played", "kw:reaction", "kw:ambush", "obj:spell"}
    used |= {"who:me", "who:opponent", "who:every_player", "obj:priority", "place:board"}
    used |= {"chain_owner:me", "chain_owner:opponent", "chain_owner:their", "obj:player"}
    candidate = Candidate("chain_waits:waits_for_passes", doc, used)
    if said is None:
        candidate.stated.append(f"the chain holds {theirs} spell below {whose} {kind}")
    candidate.stated.append(
        f"{'you' if other == YOU else other} could respond with a Reaction spell only if "
        f"{whose} {kind} waited on the chain for the players to pass"
    )
    return candidate


# What resolves as soon as it is finalized (337.2), as the question names it, and its item.
AT_ONCE = {"unit": "unit", "gear": "gear", "add_ability": "add"}


def read_resolves_on_finalize(reading: Reading) -> Candidate | None:
    """ "Does a unit resolve as soon as it is finalized?", "When a unit I'm playing becomes a
    finalized chain item, does it resolve immediately rather than waiting for everyone to
    pass?": your unit (gear, Add ability) pending on the chain and finalized: does it
    resolve then, no player passing (337.2)? A spell, which waits, is not read: the engine
    says what resolves, not what waits."""
    if reading.kind not in ("does", "is") or reading.negated or reading.context_negated:
        return None
    if "immediately" not in reading.mods or not reading.has("work"):
        return None
    kinds = [k for k in AT_ONCE if reading.mentions(k)]
    if len(kinds) != 1 or reading.mentions("spell", "triggered"):
        return None
    if reading.says_any("cards", "places", "mode", "without") or reading.keywords:
        return None
    if reading.timing - {"chain"}:  # "finalized on the chain"
        return None
    after = reading.said_of("after", ("act", "finalize"))  # "once it's finalized"
    if reading.mods - {"immediately", "waits_for_passes"} - ({"after"} if after else set()):
        return None
    if set(reading.actions) - {"work", "finalize", "become", "play"}:
        return None
    played = reading.has("finalize", "play") or reading.unit_played  # "when I play a unit"
    if not played or set(reading.who) - {"me"}:
        return None
    kind = kinds[0]
    name = {"add_ability": "your Add ability"}.get(kind, f"your {kind}")
    item: Doc = {"name": name, "controller": YOU, "kind": AT_ONCE[kind], "pending": True}
    doc: Doc = {
        "format": 2,
        "situation": {"chain": [item]},
        "actions": [{"finalize": {}}],
        "question": {"outcomes": {"event": "resolves", "subject": name}},
    }
    used = {"mod:immediately", "mod:waits_for_passes", "act:work", "act:finalize", "act:become"}
    used |= {"act:play", f"obj:{kind}", "obj:item", "obj:chain", "obj:ability", "who:me"}
    used |= {"unit:played", "obj:player", "act:pass", "who:every_player", "obj:gear"}
    used |= {"time:chain"} | ({"mod:after"} if after else set())
    candidate = Candidate("chain_waits:resolves_on_finalize", doc, used)
    candidate.stated.append(f"{name} is pending on the chain, the only item, and you finalize it")
    return candidate


READERS = (read_waits_for_passes, read_resolves_on_finalize)
