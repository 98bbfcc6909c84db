"""Readers for runes, Basic Runes and Rune Pools: "Do Basic Runes' abilities have
Reaction?", "Does Energy have a domain?", "Does my Rune Pool empty at the end of my turn?".
Each is one of the engine's ``rune`` queries (what a rune is, where a recycled one goes and
whether unspent Energy is kept are the game actions reader's, readings/actions.py)."""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate


def _query(subject: str, used: set[str], invert: bool = False) -> Candidate:
    doc = {"format": 2, "question": {"rune": subject}}
    return Candidate("rune", doc, used, invert=invert)


def _plain(reading: Reading) -> bool:
    """A question about the rules themselves: no card, place, time, mode or negation."""
    return not reading.says_any("cards", "places", "timing", "mode", "negation", "without")


def read_basic_rune(reading: Reading) -> Candidate | None:
    """ "Do Basic Runes have Reaction?", "Do a Basic Rune's Add abilities have Reaction?"
    (every Basic Rune has its two Add abilities with Reaction)."""
    if reading.kind not in ("does", "do", "is") or not _plain(reading):
        return None
    if not reading.mentions("basic_rune") or reading.keywords != ["reaction"] or reading.actions:
        return None
    used = {"obj:basic_rune", "obj:rune", "kw:reaction", "obj:ability", "obj:add_ability"}
    return _query("basic_add_reaction", used)


def read_energy_domain(reading: Reading) -> Candidate | None:
    """ "Does Energy have a domain?" (it has none)."""
    if reading.kind not in ("does", "do", "is") or not _plain(reading):
        return None
    if set(reading.objects) != {"energy_domain"} or reading.actions or reading.keywords:
        return None
    return _query("energy_domain", {"obj:energy_domain"})


def read_pool_empties(reading: Reading) -> Candidate | None:
    """ "Does my Rune Pool empty at the end of my turn?": whether unspent Energy and Power
    stay in it after the turn, turned round."""
    if reading.kind not in ("does", "do", "is") or not _plain(reading):
        return None
    slots = reading.slots()
    emptied = "mod:empty" in slots  # "empty", "empties", "emptied"
    if not (reading.mentions("rune_pool") and emptied and "mod:next_turn" in slots):
        return None
    if reading.actions or reading.keywords or set(reading.who) - {"me"}:
        return None
    used = {"obj:rune_pool", "mod:empty", "mod:next_turn", "who:me"}
    return _query("pool_kept", used, invert=True)


READERS = (read_basic_rune, read_energy_domain, read_pool_empties)
