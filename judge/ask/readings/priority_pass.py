"""Where priority goes as a player passes it with something on the chain: "A spell is on the
chain and I pass. Does priority go to the next player in turn order?" (yes), "In 2v2, I pass
priority with a spell on the chain. Does my teammate get priority?" (no: an opponent is next).

The one who passes holds priority, one item on the chain; the engine passes priority to the
next player in turn order (338.1.b.1, 312.2.d) and says who gains it. Priority goes to the
next player whether or not the pass completes a sequence of passes (338.1.b.1 passes it
first, then Step 3 resolves the newest item, 339.1); the board built is one where some
player has yet to pass, as the answer says."""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import COMMON, _candidate, _clauses, _roles, _statement_passes
from judge.ask.readings.places import Builder
from judge.ask.situation import PLAYERS, YOU, Doc

# The roles a pass or a question may name, and the player each is.
ROLES = {"me": YOU, "opponent": "opponent", "teammate": "ally"}


def _asked(reading: Reading) -> str | None:
    """The one role the question clause asks gains priority ("does my opponent get
    priority?"), "next" for "the next player (in turn order)", None when it is not plain."""
    asking, _ = _clauses(reading)
    if not any(s.has("obj", "priority") for s in asking):
        return None
    roles = set(_roles(asking))
    nexts = any(s.has("mod", "next") for s in asking)
    if nexts and not roles and any(s.has("obj", "player") for s in asking):
        return "next"
    if len(roles) == 1 and not nexts:
        return roles.pop()
    return None


def read_priority_on_pass(reading: Reading) -> Candidate | None:
    """ "A spell is on the chain and I pass. Does priority go to the next player?", "If my
    opponent passes priority while a spell is on the chain, do I get priority?": the one who
    passes holds priority with a spell on the chain; does the player asked of gain it?"""
    if reading.kind not in ("does", "do", "is") or reading.negated or reading.context_negated:
        return None
    if reading.timing != {"chain"} or not reading.mentions("priority"):
        return None
    if reading.keywords or reading.cards or reading.places or reading.without:
        return None
    if set(reading.actions) - {"pass", "move"} or reading.mentions("focus"):
        return None
    if reading.mods - {"next", "order", "first_one"} or reading.focus_holder is not None:
        return None
    passes = _statement_passes(reading)
    # one pass said where the scene is set, and the question's own "go to" at most
    if len(passes) != 1 or passes[0] not in ROLES or reading.actions.count("pass") > 2:
        return None
    asked = _asked(reading)
    if asked is None or asked not in (*ROLES, "next") or asked == passes[0]:
        return None
    if "order" in reading.mods and not (asked == "next" and reading.mentions("turn")):
        return None
    b = Builder(reading)
    players = PLAYERS[b.situation.mode]
    rivals = [p for p in players if p not in (YOU, "ally")]
    if "opponent" in (passes[0], asked) and len(rivals) > 1:
        return None  # "my opponent" of two or more: which one?
    if "ally" not in players and "teammate" in (passes[0], asked):
        return None
    passer = ROLES[passes[0]]
    at = players.index(passer)
    subject = players[(at + 1) % len(players)] if asked == "next" else ROLES[asked]
    owner = reading.chain_owner
    controller = (
        passer if owner is None else b.situation.player("opponent" if owner == "their" else owner)
    )
    b.timing()
    b.situation.priority = passer
    b.uses(*COMMON, "act:pass", "act:move", "obj:priority", "obj:chain", "time:chain")
    b.uses("obj:spell", "obj:player", "mod:next", "mod:order", "obj:turn", "mod:first_one")
    b.uses(*(f"who:{r}" for r in (passes[0], asked) if r in ROLES))
    whose = "you hold" if passer == YOU else f"{passer} holds"
    b.stated.append(
        f"{whose} priority with one spell on the chain, and not every other player has "
        "passed since it was added (had they, the newest item would then resolve, 339.1)"
    )
    name = "your spell" if controller == YOU else f"{controller}'s spell"
    chain: list[Doc] = [{"name": name, "controller": controller}]
    question: Doc = {"outcomes": {"event": "priority", "subject": subject}}
    return _candidate(b, "priority_on_pass", question, chain, [{"pass": {"player": passer}}])


READERS = (read_priority_on_pass,)
