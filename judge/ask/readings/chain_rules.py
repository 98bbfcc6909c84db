"""Rules of the chain and of priority that hold whatever the board: "Can more than one chain
exist at a time?" (no), "Can a cleanup happen while a spell is in the middle of resolving?"
(no), "During a cleanup, can a triggered ability be added to the chain as a pending item?"
(yes), "Does a player who gains Focus also gain priority?" (yes). Each is the engine's
``chain_rule`` query.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import _clauses
from judge.ask.readings.places import YES_NO

# "two separate chains" ("separate" is also read as "separately"), "a second chain", "more
# than one chain"; not "a chain again", which may be after the first closed
ONE_CHAIN_MODS = {"several", "another", "separately"}


def _plain(reading: Reading) -> bool:
    """Nothing these rules questions do not account for: no card, place, mode, keyword,
    player or "not"."""
    return not (
        reading.says_any("cards", "places", "mode", "negation", "without", "said_not")
        or reading.keywords
        or set(reading.who) - {"me"}
    )


def _query(reader: str, value: str, used: set[str]) -> Candidate:
    return Candidate(
        f"chain_rules:{reader}", {"format": 2, "question": {"chain_rule": value}}, used
    )


def read_one_chain(reading: Reading) -> Candidate | None:
    """ "Can two separate chains exist at the same time?", "Can a second chain be started
    while one already exists?"."""
    if reading.kind not in YES_NO or not _plain(reading) or reading.timing - {"chain"}:
        return None
    if not reading.mentions("chain"):
        return None
    if set(reading.actions) - {"exist", "happen"} or set(reading.objects) - {"chain"}:
        return None  # "exist", "be started", "open", or none: "can there be two chains"
    more = ONE_CHAIN_MODS & reading.mods
    if not more or reading.mods - {*ONE_CHAIN_MODS, "at_once", "while", "resolving"}:
        return None
    if not _at_once(reading):
        return None  # "can another chain start (after the first closes)?": not asked
    used = {"obj:chain", "act:exist", "act:happen", "time:chain", "who:me"}
    used |= {f"mod:{m}" for m in reading.mods}
    return _query("one_chain", "one_chain", used)


def _at_once(reading: Reading) -> bool:
    """Whether the chains are said to be there together: "at the same time", "at a time",
    "while one already exists", "while another is resolving", or "two chains exist"."""
    words = " ".join(reading.tagged.words)
    together = {"at_once", "while", "resolving"} & reading.mods
    both = "several" in reading.mods and reading.has("exist")
    return bool(together) or both or "at a time" in words or "already" in words


def read_cleanup_while_resolving(reading: Reading) -> Candidate | None:
    """ "Can a cleanup happen while a spell on the chain is in the middle of resolving?",
    "While a spell is resolving, can a cleanup happen before it finishes?"."""
    if reading.kind not in YES_NO or not _plain(reading) or reading.timing - {"chain"}:
        return None
    if not (reading.mentions("cleanup") and reading.has("happen")):
        return None
    if "resolving" not in reading.mods and not reading.said_of("while", ("act", "work")):
        return None  # the time it asks of must be the resolving
    if set(reading.actions) - {"happen", "work", "finish"}:
        return None
    if set(reading.objects) - {"cleanup", "spell", "ability", "triggered", "item", "gear"}:
        return None
    if reading.mods - {"resolving", "while", "before", "pending"} - {"immediately"}:
        return None
    if "pending" in reading.mods or ("before" in reading.mods and not reading.has("finish")):
        return None  # "before it finishes": still while it resolves
    used = {"obj:cleanup", "act:happen", "act:work", "act:finish", "mod:resolving", "time:chain"}
    used |= {"obj:spell", "obj:ability", "obj:triggered", "obj:item", "obj:gear", "who:me"}
    used |= {f"mod:{m}" for m in reading.mods}
    candidate = _query("cleanup_while_resolving", "cleanup_while_resolving", used)
    if "chain" in reading.timing:  # "a spell on the chain": where it resolves
        candidate.stated.append("the item resolving is on the chain")
    return candidate


def read_pending_during_cleanup(reading: Reading) -> Candidate | None:
    """ "During a cleanup, can a triggered ability be added to the chain as a pending
    item?"."""
    if reading.kind not in YES_NO or not _plain(reading) or reading.timing - {"chain"}:
        return None
    if not (reading.mentions("cleanup") and reading.mentions("triggered")):
        return None
    # "be added to the chain", "go on the chain" ("go on" is the lexicon's "use")
    added = reading.has("chain_add") or (reading.has("use") and reading.mentions("chain"))
    if not added or set(reading.actions) - {"chain_add", "happen", "use"}:
        return None
    if reading.mods - {"pending", "while"} or reading.mentions("spell", "unit", "card"):
        return None
    used = {"obj:cleanup", "obj:triggered", "obj:ability", "obj:item", "obj:gear", "obj:chain"}
    used |= {"act:chain_add", "act:happen", "act:use", "mod:pending", "mod:while", "time:chain"}
    used.add("who:me")
    return _query("pending_during_cleanup", "pending_during_cleanup", used)


def read_focus_gives_priority(reading: Reading) -> Candidate | None:
    """ "Does a player who gains Focus also gain priority?"."""
    if reading.kind not in ("does", "do", "is") or not _plain(reading) or reading.timing:
        return None
    if not (reading.mentions("focus") and reading.mentions("priority")):
        return None
    if reading.actions != ["gain"] or reading.mods:
        return None
    if set(reading.objects) - {"focus", "priority", "player"} or not _focus_then_priority(reading):
        return None  # gaining Focus brings priority, not the other way round
    return _query(
        "focus_gives_priority",
        "focus_gives_priority",
        {"obj:focus", "obj:priority", "act:gain", "obj:player", "who:me"},
    )


def _focus_then_priority(reading: Reading) -> bool:
    """Whether Focus is what is gained and priority what is asked of: Focus said in a
    condition and priority in the question ("when I gain focus, do I get priority?"), or
    both in the question, Focus first ("does a player who gains focus gain priority?")."""
    asking, stating = _clauses(reading)
    asked = [s for s in asking if s.has("obj", "focus") or s.has("obj", "priority")]
    if any(s.has("obj", "priority") for s in stating):
        return False
    if any(s.has("obj", "focus") for s in stating):
        return [s.has("obj", "priority") for s in asked] == [True]
    return [s.has("obj", "focus") for s in asked] == [True, False]


def read_reaction_resolves_first(reading: Reading) -> Candidate | None:
    """ "I respond to my opponent's spell with a Reaction spell. Does my Reaction resolve
    before their spell?" (yes; "does their spell resolve before my Reaction?", or "after",
    is that turned round)."""
    if reading.kind not in ("does", "do", "is") or reading.negated or reading.context_negated:
        return None
    if "reaction" not in reading.keywords or "relative_order" not in reading.mods:
        return None
    if not (reading.has("respond") or "chain" in reading.timing):
        return None  # the Reaction must be said to answer what is already there
    if reading.says_any("cards", "places", "mode", "without") or reading.timing - {"chain"}:
        return None
    if set(reading.keywords) - {"reaction"} or reading.mods - {"relative_order"}:
        return None
    if set(reading.actions) - {"respond", "play"} or set(reading.objects) - {"spell", "player"}:
        return None
    if set(reading.who) - {"me", "opponent", "their"}:
        return None
    words = reading.tagged.words
    at = next(
        (
            i
            for i, w in enumerate(words[:-1])
            if w.startswith("resolve") and words[i + 1] in ("before", "after")
        ),
        None,
    )
    if at is None:
        return None
    # what it is compared with, after "resolve before": the Reaction there asks of the
    # other item ("does their spell resolve before my Reaction?")
    compared = words[at + 2 : at + 6]
    asks_reaction = "reaction" not in compared
    after = words[at + 1] == "after"
    used = {"kw:reaction", "mod:relative_order", "act:respond", "act:play", "obj:spell"}
    used |= {"obj:player", "time:chain", "who:me", "who:opponent", "who:their"}
    candidate = _query_kind("reaction_resolves_first", "keyword_rule", used)
    candidate.invert = asks_reaction == after
    return candidate


def _query_kind(value: str, kind: str, used: set[str]) -> Candidate:
    doc = {"format": 2, "question": {kind: value}}
    return Candidate(f"chain_rules:{value}", doc, used)


READERS = (
    read_reaction_resolves_first,
    read_one_chain,
    read_cleanup_while_resolving,
    read_pending_during_cleanup,
    read_focus_gives_priority,
)
