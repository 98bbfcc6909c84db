"""What happens to Focus as a chain closes in a showdown: "During a showdown I play an Action
spell and it resolves, leaving the chain empty. Does focus pass to the next player?" (yes),
"In a showdown the chain was opened by a triggered ability. When it resolves, does focus
pass?" (no: a chain a triggered or Add ability opened hands no Focus on as it closes).

The chain is built with the one item that opened it, and every player passes priority in
turn so that it resolves; the engine decides whether Focus passes as the chain empties.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import COMMON, _candidate, _clauses, _roles
from judge.ask.readings.places import YES_NO, Builder
from judge.ask.situation import PLAYERS, YOU, Doc
from judge.records import replace

# What opened the chain, as the question says it, and the chain item it is.
OPENERS = {
    "spell": ("your spell", "spell"),
    "activated": ("your activated ability", "activated"),
    "triggered": ("a triggered ability", "triggered"),
    "add": ("an Add ability", "add"),
}


# Words right before "(my) spell resolves" that say it is done.
DONE = frozenset({"after", "once"})
# Words between them: whose spell it is.
WHOSE = frozenset({"my", "a", "the", "your", "their", "opponents", "his", "her"})


def _spell_resolved(reading: Reading) -> bool:
    """Whether the question says a spell resolved, done: "after my spell resolves", "once
    the spell resolves", or "resolved" (the phrase the lexicon files as resolving). A
    leading condition reaches the reader as "if", whatever its word was ("while my spell
    resolves" too), so only these say it is over."""
    words = reading.tagged.words
    for span in reading.tagged.spans:
        if not span.has("mod", "resolving"):
            continue
        said = words[span.start : span.end]
        if "spell" not in said or said[-1] not in ("resolves", "resolved"):
            continue
        k = span.start - 1
        while k >= 0 and words[k] in WHOSE:
            k -= 1
        if said[-1] == "resolved" or (k >= 0 and words[k] in DONE):
            return True
    return False


def _opener(reading: Reading) -> str | None:
    """The one kind of item that opened the chain: a spell you play, an ability you
    activate, a triggered ability or an Add ability (None when it says none, or several)."""
    found = []
    if reading.mentions("add_ability"):
        found.append("add")
    elif reading.mentions("triggered"):
        found.append("triggered")
    elif reading.has("activate") or "activated" in reading.tagged.words:
        found.append("activated")
    if (reading.has("play") and reading.mentions("spell")) or _spell_resolved(reading):
        found.append("spell")
    if reading.mentions("unit", "gear", "card"):
        return None  # a permanent resolves at once (no chain to close) or is not said
    return found[0] if len(found) == 1 else None


def read_focus_as_chain_closes(reading: Reading) -> Candidate | None:
    """ "In a showdown I have focus and play a spell; it resolves, leaving the chain empty.
    Does focus pass to the next player?": your spell (or activated ability, triggered or
    Add ability) the one item on the chain in a showdown where you have Focus, every player
    passing priority in turn so that it resolves: does Focus pass to your opponent?"""
    if reading.kind not in (*YES_NO, "who") or reading.negated or reading.context_negated:
        return None
    if not reading.mentions("focus"):
        return None
    resolved = _spell_resolved(reading)
    # "Showdown: the chain was opened by ...": a showdown said as the scene is its time
    showdown = "showdown" in reading.timing or (not reading.timing and reading.mentions("showdown"))
    # a combat's chain, read only when a triggered ability opened it ("the combat chain"):
    # its attacker has Focus as it opens, and keeps it (346.1)
    combat = reading.timing == {"combat"} and reading.mentions("triggered")
    if not (showdown or combat) or reading.timing - {"showdown", "chain_empty", "combat"}:
        return None
    if reading.cards or reading.places or reading.without:
        return None
    # "when it finishes resolving" (act:finish) is its resolving done
    if not (reading.has("work", "close", "finish") or "chain_empty" in reading.timing or resolved):
        return None  # the chain must be said to resolve, close or be empty
    passes_said = reading.actions.count("pass")
    # "who gets focus?", "do I get focus?": the player asked of is the one it passes to
    # once the chain is said to be over ("if it resolves" may have been "while it resolves")
    done = (
        resolved or "chain_empty" in reading.timing or (reading.has("play") and reading.has("work"))
    )
    gets = (
        not passes_said
        and done
        and (
            reading.kind == "who"
            or bool(set(reading.who) - {"me"})
            or ("me" in reading.who and _asks_of_me(reading))
        )
    )
    if passes_said > 1 or not (passes_said or reading.has("keep", "lose") or gets):
        return None  # a pass of priority said too: read_focus's
    if set(reading.who) - {"me", "opponent"} or reading.priority_holder is not None:
        return None
    roles = _actor_and_asked(reading)
    if roles is None:
        return None
    actor, asked = roles
    if reading.focus_holder not in (None, actor) or reading.chain_owner not in (None, actor):
        return None
    kept, lost = reading.has("keep"), reading.has("lose")
    if (kept or lost) and (kept == lost or asked not in (None, actor)):
        return None  # "do I keep focus": of the one who had it
    if set(reading.keywords) - {"action", "reaction"} or reading.mods - {"next", "after"} - (
        {"resolving"} if resolved else set()
    ):
        return None
    opener = _opener(reading)
    if opener is None or (reading.kind == "who" and opener not in ("spell", "activated")):
        return None  # "who gets it?" when it stays: "no" would not answer it
    if opener == "add":
        return None  # it resolves as it is finalized (chain.resolves_on_finalize): no passes
    if combat and (opener != "triggered" or actor != "me"):
        return None  # the attacker's Focus: the one who holds it is not said otherwise
    if combat and reading.mentions("defender", "attacker"):
        asking, _ = _clauses(reading)
        sides = {r for s in asking for r in s.values("obj")} & {"defender", "attacker"}
        if len(sides) != 1 or asked is not None:
            return None
        # you attack (your turn, your unit moved in): the defender is your opponent
        asked = "opponent" if sides == {"defender"} else "me"
    b = Builder(replace(reading, timing={"combat" if combat else "showdown"}))
    holder = b.situation.player(actor)
    b.situation.priority = holder  # the player with Focus holds priority as they play
    b.timing()
    b.uses(*COMMON, "obj:focus", "act:pass", "time:showdown", "time:chain_empty", "act:close")
    b.uses("act:work", "act:happen", "obj:chain", "mod:next", "obj:player", "who:opponent")
    b.uses("act:finish", "obj:showdown", "time:combat", "obj:defender", "obj:attacker")
    b.uses("act:play", "obj:spell", "act:activate", "obj:triggered", "obj:add_ability")
    b.uses("kw:action", "kw:reaction", "act:keep", "act:lose", "chain_owner:me")
    b.uses("chain_owner:opponent")
    done_acts = (("act", "work"), ("act", "close"), ("act", "happen"), ("act", "finish"))
    if reading.said_of("after", *done_acts):
        b.uses("mod:after")  # "after it resolves (and the chain is empty)"
    if resolved:  # "after my spell resolves": the spell and its resolving said at once
        b.uses("mod:resolving", "mod:after")
    name, kind = OPENERS[opener]
    if holder != YOU:
        name = name.replace("your", f"{holder}'s")
    item: Doc = {"name": name, "controller": holder, "kind": kind}
    said = [k.capitalize() for k in reading.keywords]
    if said and opener in ("spell", "activated"):
        item["keywords"] = said
    elif said:
        return None  # the keyword of a triggered or Add ability: not what is asked
    players = PLAYERS[b.situation.mode]
    at = players.index(holder)
    order = [*players[at:], *players[:at]]
    passes: list[Doc] = [{"pass": {"player": p}} for p in order]
    whose = "yours" if holder == YOU else f"{holder}'s"
    b.stated.append(
        f"{name} is the only item on the chain, {whose}, {holder} has Focus, and every "
        "player passes priority in turn, so it resolves and the chain is empty"
    )
    # "to the next player", or unsaid: the one after the holder in turn order
    subject = order[1] if asked is None else b.situation.player(asked)
    question: Doc = {"outcomes": {"event": "focus passes", "subject": subject}}
    if reading.kind == "who":  # the engine names the player it passes to
        question = {"outcomes": {"event": "focus passes"}}
    candidate = _candidate(b, "focus_as_chain_closes", question, [item], passes)
    candidate.doc["situation"]["focus"] = holder
    candidate.invert = kept
    return candidate


def _asks_of_me(reading: Reading) -> bool:
    """Whether the question clause asks of you ("do I get focus?", "is it my focus?")."""
    asking, _ = _clauses(reading)
    return _roles(asking) == ["me"]


def _actor_and_asked(reading: Reading) -> tuple[str, str | None] | None:
    """Who played the spell or activated the ability (the player named last before it; you
    when none is) and the one player the question asks Focus passes to (None: the next
    player, or unsaid); None when the question names more."""
    asking, stating = _clauses(reading)
    actor = "me"
    # "does my opponent get focus after my spell resolves?": what follows "after" is said of
    # the spell, whose player is the one named right before it
    after = next((k for k, s in enumerate(asking) if s.has("mod", "after")), None)
    if after is not None and any(s.has("mod", "resolving") for s in asking[after:]):
        whose = _roles(asking[after:])
        if len(whose) > 1:
            return None
        actor = whose[0] if whose else "me"
        asking = asking[:after]
    for k, span in enumerate(stating):
        if span.has("act", "play") or span.has("act", "activate"):
            named = _roles(stating[:k])
            actor = named[-1] if named else "me"
    asked = set(_roles(asking))
    if len(asked) > 1 or actor not in ("me", "opponent"):
        return None
    return actor, (asked.pop() if asked else None)


READERS = (read_focus_as_chain_closes,)
