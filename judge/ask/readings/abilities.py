"""Readers for abilities: can a player activate an activated ability now (its timing, with
Action, Reaction or Empower), and the engine's rules queries about abilities (a triggered
ability whose source is removed, Legion and a card finalized or countered, an effect that
Empowers, Unique, activated abilities and the chain).

An activation is judged on a made-up unit of the asker's with a made-up ability ("your
unit", "your ability"), the keywords the question gives it, at the time the question says
(format 2: the ``activate`` question has no format-1 words).
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import COMMON, _candidate, _document
from judge.ask.readings.places import (
    HOLDING,
    NEUTRAL_OPEN,
    OUTSIDE_MAIN,
    YES_NO,
    Builder,
    acting_on_their_turn,
    chain_not_empty,
    chain_open,
    chain_said_empty,
    phase_owner,
    showdown_too,
)
from judge.ask.situation import YOU, Doc, Draft
from judge.patterns import LazyPattern

ABILITY_KEYWORDS = {"action": "Action", "reaction": "Reaction", "empower": "Empower"}
NEGATIONS = ("not", "no", "neither", "nor", "never", "without")
TIMES = {"opponent_turn", "my_turn", "showdown", "combat", "chain", "main_phase", "chain_empty"}
TIMES |= {"beginning_phase", "ending_phase"}  # where no one has priority with no chain


def _only_keywords_negated(reading: Reading) -> bool:
    """Every "not" of the question's statements and conditions is about a keyword ("has
    neither Action nor Reaction"), which ``reading.without`` holds."""
    words = reading.tagged.words
    for i, word in enumerate(words):
        if i < reading.main_end or word not in NEGATIONS:
            continue
        if not set(words[i + 1 : i + 3]) & set(ABILITY_KEYWORDS):
            return False
    return True


def _opponents_spell(reading: Reading) -> bool:
    """ "while my opponent's spell is on the chain": the one thing the opponent is named for."""
    return (
        "chain" in reading.timing
        and reading.mentions("spell")
        and reading.who[:1] == ["me"]
        and set(reading.who[1:]) <= {"me", "opponent"}
    )


def _inviters(reading: Reading) -> set[str]:
    """The teammate said only as who invites you ("they invite me with their priority"), on
    their turn: said of the invitation, not of whose the ability is."""
    spans = reading.tagged.spans
    invites = [k for k, span in enumerate(spans) if span.has("act", "invite")]
    if "teammate_turn" not in reading.timing or len(invites) != 1:
        return set()
    k = invites[0]
    near = {k - 1, k - 2, k - 3, k + 2}  # "they (do not) invite me with their priority"
    said = [
        j for j, span in enumerate(spans) if span.has("who", "their") or span.has("who", "teammate")
    ]
    return {"their", "teammate"} if said and set(said) <= near else set()


def _invitation_negated(reading: Reading) -> bool:
    """The one "not" of the statements is of a teammate's invitation ("if they don't
    invite me"), which the Builder reads."""
    spans = reading.tagged.spans
    negations = [k for k, span in enumerate(spans) if span.has("neg")]
    following = [spans[k + 1] for k in negations if k + 1 < len(spans)]
    return len(negations) == 1 and len(following) == 1 and following[0].has("act", "invite")


def read_activate(reading: Reading) -> Candidate | None:
    """ "Can I activate my unit's ability during a showdown?", "If an Empower ability has
    neither Action nor Reaction, can I activate it during a showdown?", "Can I activate an
    ability with Reaction while my opponent's spell is on the chain?"."""
    if reading.kind not in ("can", "is") or reading.negated or not reading.has("activate"):
        return None
    if reading.said_not or reading.cards or reading.places:
        return None
    if reading.mode and not (reading.mode == "2v2" and "teammate_turn" in reading.timing):
        return None  # a teammate's turn, where their invitation decides (the Builder's)
    keywords_negated = reading.without and _only_keywords_negated(reading)
    invitation_negated = reading.mode and _invitation_negated(reading)
    if reading.context_negated and not (keywords_negated or invitation_negated):
        return None
    if reading.timing - TIMES - {"teammate_turn"} or set(reading.keywords) - set(ABILITY_KEYWORDS):
        return None
    without = set(reading.without)
    if set(reading.keywords) & without or without - {"action", "reaction"}:
        return None
    spell = _opponents_spell(reading)
    roles = (YOU, YOU) if spell else _roles(reading)
    if roles is None:
        return None  # other players, or whose the ability is not said: not this reading
    activator, holder = roles
    if reading.mentions("spell") and not spell:
        return None
    if activator != holder and (reading.timing or reading.keywords or reading.without):
        return None  # another player's ability: only whether they may activate it at all
    b = Builder(reading)
    b.closed_too = True
    b.timing()
    if activator != YOU:  # asked on the activator's own turn, so the time decides nothing
        b.situation.turn = activator
    b.uses("who:opponent", "unit_owner:opponent")  # whose it is: _roles
    if _yours_said(reading.tagged.words[: reading.main_end]):
        b.uses("act:control")
    b.uses(*COMMON, "act:activate", "act:use", "obj:unit", "obj:permanent", "neg:condition")
    b.uses("unit_owner:me", "without:action", "without:reaction", "kw:empower")
    b.uses(*(f"kw:{k}" for k in reading.keywords))
    chain: list[Doc] = []
    if spell:
        b.uses("obj:spell", "who:opponent", "obj:chain")
        chain = [{"name": "your opponent's spell", "controller": "opponent"}]
    empowered = reading.mentions("empowered")
    if empowered and "empower" not in reading.keywords:
        return None
    b.uses("obj:empowered", "act:become")
    source = _source(b, reading, empowered, holder)
    if source is None:
        return None
    keywords = sorted({ABILITY_KEYWORDS[k] for k in reading.keywords})
    ability = "Empower ability" if "Empower" in keywords else "ability"
    value: Doc = {"ability": ability, "source": source}
    if activator != holder:
        value["by"] = activator
    if keywords:
        value["keywords"] = keywords
    timing = reading.timing
    said_empty = chain_said_empty(b)
    on_their_turn = chain_open(b) or said_empty
    unsaid = not {"action", "reaction"} & {*reading.keywords, *reading.without}
    if (on_their_turn or timing & OUTSIDE_MAIN) and unsaid:
        return None  # a Reaction then turns on the chain as well
    if said_empty:  # an Action or Reaction then: only in a showdown, with Focus
        showdown_too(b)
    elif on_their_turn and "reaction" in reading.keywords:
        b.assume(NEUTRAL_OPEN, HOLDING, chain_not_empty)
    elif on_their_turn:  # Action: during a showdown, even on another player's turn
        acting_on_their_turn(b)
    elif unsaid and timing & {"showdown", "combat", "chain"}:
        for keyword in ("Reaction", "Action"):  # the time decides: judged both ways
            b.assume_keyword(
                f"the ability has no {keyword}", f"the ability has {keyword}", _with(keyword)
            )
    elif unsaid:
        b.stated.append("the ability has neither Action nor Reaction")
    if {"exhausted_unit", "ready_unit"} & reading.mods and _exhaust_cost_said(reading):
        b.uses("mod:exhausted_unit", "mod:ready_unit", "act:exhaust", "obj:cost")
        value["cost"] = "exhaust"  # "its ability that has an exhaust cost"
    elif {"exhausted_unit", "ready_unit"} & reading.mods:  # its cost may be exhausting it
        b.uses("mod:exhausted_unit", "mod:ready_unit")
        b.assume(
            f"the ability's cost does not exhaust {source}",
            f"its cost exhausts {source} ([E])",
            _exhausting,
        )
    question = {"activate": value}
    candidate = _candidate(b, "activate", question, chain, [])
    if on_their_turn:  # these defaults change the situation, not only the question
        candidate.alternatives = []
        for default in b.defaults:
            other, asked = copy.copy(b), copy.deepcopy(question)
            other.situation = copy.deepcopy(b.situation)
            default.change(other.situation, asked)
            candidate.alternatives.append((default.other, _document(other, asked, chain, [])))
    return candidate


# The zones off the board a question names a card in, by the slot that says it.
OFF_BOARD = {"place:hand": "hand", "obj:trash": "trash"}


def read_activate_off_board(reading: Reading) -> Candidate | None:
    """ "Can I activate the ability of a gear in my hand?", "Can I activate an ability of a
    unit in my trash?": your card in that zone, its activated ability activated in your Main
    Phase, judged with the engine's ``activate``."""
    if reading.kind != "can" or reading.negated or reading.context_negated:
        return None
    if not reading.has("activate") or reading.said_not or reading.cards or reading.mode:
        return None
    if reading.timing or reading.keywords or reading.without or reading.mods:
        return None
    if set(reading.who) != {"me"} or reading.unit_owner not in (None, "me"):
        return None
    zones = [OFF_BOARD[slot] for slot in sorted(reading.slots() & set(OFF_BOARD))]
    if len(zones) != 1 or any(p.kind != "hand" or p.owner != "me" for p in reading.places):
        return None
    kinds = [kind for kind in ("unit", "gear") if reading.mentions(kind)]
    if len(kinds) > 1:
        return None
    b = Builder(reading)
    b.uses(*COMMON, "act:activate", "act:use", "obj:ability", *OFF_BOARD, "owner:me")
    b.uses(*(f"obj:{kind}" for kind in kinds))
    name = f"your {kinds[0] if kinds else 'card'}"
    card: Doc = {"name": name, "zone": zones[0]}
    if kinds:
        card["type"] = kinds[0]
    b.situation.cards.append(card)
    b.stated.append(f"the ability's text does not let it be activated from your {zones[0]}")
    question = {"activate": {"ability": "ability", "source": name}}
    return _candidate(b, "abilities:activate_off_board", question, [], [])


EQUIP_TIMES = {"opponent_turn", "my_turn", "showdown", "combat", "chain", "main_phase"}
EQUIP_OWNERS = (None, "me", "teammate", "opponent")  # whose unit the gear is equipped to


def read_equip(reading: Reading) -> Candidate | None:
    """ "Can I equip my gear to my ally's unit?", "Can I equip during my opponent's turn?",
    "Can I activate my gear's Equip ability during a showdown?": your gear with Equip, its
    Equip ability activated at the time the question says, attaching it to the unit it names
    (yours, your ally's, an opponent's), judged with the engine's ``activate``."""
    words = reading.tagged.words
    if reading.kind != "can" or reading.negated or reading.context_negated:
        return None
    if "equip" not in words or reading.cards or reading.places or reading.said_not:
        return None  # attaching without the Equip ability is the `attached` query's
    if set(reading.keywords) - {"equip_ability"} or reading.timing - EQUIP_TIMES:
        return None
    if set(reading.who) != {"me"} or reading.unit_owner not in EQUIP_OWNERS:
        return None
    if reading.mentions("spell", "card") or reading.mods - {"attached", "no_units"}:
        return None
    none_said = "no_units" in reading.mods  # "... if I have no units?"
    if none_said and reading.unit_owner is not None:
        return None
    b = Builder(reading)
    b.timing()
    b.uses(*COMMON, "act:attach", "act:activate", "act:use", "kw:equip_ability", "mod:attached")
    b.uses("obj:gear", "obj:permanent", "obj:player")
    b.situation.gear.append({"name": "your gear", "keywords": ["Equip"]})
    value: Doc = {"ability": "Equip", "source": "your gear", "keywords": ["Equip"]}
    if none_said:
        b.uses("mod:no_units", "obj:unit", "act:control", "act:have")
        b.stated.append("you control no unit")
    elif reading.mentions("unit"):
        at = words.index("unit") if "unit" in words else 0
        owner = reading.unit_owner or ("me" if words[at - 1 : at] == ["my"] else None)
        if owner is None:
            return None  # whose unit decides: not said
        field = b.battlefield()
        value["attach_to"] = b.situation.unit(b.situation.player(owner), at=field)
        b.uses("obj:unit", f"unit_owner:{owner}")
    else:  # with no unit of yours, Equip has no legal choice: not what is asked
        b.situation.unit(YOU, at="base")
        b.stated.append("you control a unit to attach it to")
    b.stated.append("you can pay the Equip cost")
    b.stated.append("the Equip ability's text does not alter its timing or targeting")
    return _candidate(b, "abilities:equip", {"activate": value}, [], [])


def _yours_said(words: list[str]) -> bool:
    """ "... an ability on a unit I control": the question ends saying the source is yours."""
    return words[-3:] in (["unit", "i", "control"], ["gear", "i", "control"])


def _roles(reading: Reading) -> tuple[str, str] | None:
    """Who activates and who controls the ability's source, in 1v1: "Can I activate my
    unit's ability?" (you, you), "Can my opponent activate my unit's ability?" (your
    opponent, you), "Can I activate my opponent's unit's ability?" (you, your opponent).
    None for other players, or where the question does not say whose the source is."""
    said = set(reading.who) - _inviters(reading) - {phase_owner(reading)}  # "their phase"
    if reading.unit_owner in (None, "me") and said <= {"me"}:
        return YOU, YOU
    if reading.mode:
        return None
    words = reading.tagged.words
    verb = words.index("activate") if "activate" in words else -1
    subject, rest = words[1:verb], words[verb + 1 :]
    if reading.who == ["me"] and reading.unit_owner == "opponent" and subject == ["i"]:
        return YOU, "opponent"
    theirs = subject in (["my", "opponent"], ["the", "opponent"], ["an", "opponent"])
    if reading.who == ["opponent", "me"] and reading.unit_owner is None and theirs:
        mine = rest[:1] == ["my"] and rest[1:2] in (["unit"], ["units"], ["gear"], ["gears"])
        return ("opponent", YOU) if mine or _yours_said(rest) else None
    return None


def _source(b: Builder, reading: Reading, empowered: bool, holder: str) -> str | None:
    """The unit or gear whose ability is activated, controlled by ``holder``: their gear
    when the question names gear (none can be Empowered here), else their unit; exhausted
    or ready as the question says."""
    exhausted = "exhausted_unit" in reading.mods
    if exhausted and "ready_unit" in reading.mods:
        return None
    whose = "your" if holder == YOU else f"{holder}'s"
    if not reading.mentions("gear"):
        unit = b.situation.unit
        return unit(holder, name=f"{whose} unit", empowered=empowered, exhausted=exhausted)
    if empowered or reading.mentions("unit", "permanent"):
        return None
    b.uses("obj:gear")
    gear: Doc = {"name": f"{whose} gear"}
    if holder != YOU:
        gear["controller"] = holder
    if exhausted:
        gear["exhausted"] = True
    b.situation.gear.append(gear)
    return f"{whose} gear"


EXHAUST_COST_REACH = 4
"""Words from "exhaust" to "cost" that still say one cost ("exhaust in the cost", "exhausts
it as a cost")."""


def _exhaust_cost_said(reading: Reading) -> bool:
    """Whether the question says the ability's cost exhausts its source: "an ability that
    has an exhaust cost", "... exhaust in its cost", "... that exhausts it as a cost"."""
    words = reading.tagged.words[: reading.main_end]
    return any(
        word in ("exhaust", "exhausts")
        and "cost" in words[k + 1 : k + 1 + EXHAUST_COST_REACH]
        and "ability" in words[:k]
        for k, word in enumerate(words)
    )


def _exhausting(situation: Draft, question: Doc) -> None:
    question["activate"]["cost"] = "exhaust"


def _with(keyword: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        question["activate"]["keywords"] = [keyword]

    return change


def _query(b: Builder, reader: str, value: str, invert: bool = False) -> Candidate:
    candidate = _candidate(b, reader, {"ability_rule": value}, [], [])
    candidate.invert = invert
    return candidate


def _plain(reading: Reading) -> bool:
    """Nothing that these rules-only questions do not account for."""
    return not (
        reading.cards
        or reading.places
        or reading.mode
        or reading.said_not
        or reading.context_negated
        or reading.timing - {"chain"}
    )


def read_legion(reading: Reading) -> Candidate | None:
    """ "For Legion, does a card I finalized this turn count even though it has not resolved
    yet?", "Does a countered card count for Legion?", "Does the Legion card itself count?"."""
    if reading.kind not in YES_NO or "legion" not in reading.keywords or not _plain(reading):
        return None
    if reading.negated or not reading.has("count", "play", "finalize"):
        return None
    countered = "countered" in reading.mods or reading.has("stop")
    unresolved = "unresolved" in reading.mods
    other_player = "opponent" in reading.who or "other_player" in reading.who
    chosen = [
        name
        for name, said in (
            ("legion_countered", countered),
            ("legion_finalized_unresolved", unresolved and not countered),
            ("legion_opponents_card", other_player),
        )
        if said
    ]
    if len(chosen) != 1:
        return None
    b = Builder(reading)
    b.uses(*COMMON, "kw:legion", "act:count", "act:play", "act:finalize", "act:work")
    b.uses("mod:another", "mod:unresolved", "mod:countered", "act:stop", "obj:turn", "obj:chain")
    b.uses("who:opponent", "who:other_player", "time:chain")
    return _query(b, "legion", chosen[0])


def read_empowered_by_effect(reading: Reading) -> Candidate | None:
    """ "Can a unit with no printed Empower text become Empowered when a card tells me to
    empower it?"."""
    if reading.kind not in YES_NO or reading.negated or not _plain(reading):
        return None
    if not reading.mentions("empowered") or "empower" not in reading.without:
        return None
    if not (reading.has("direct") or reading.mentions("card", "effect")):
        return None
    b = Builder(reading)
    b.uses(*COMMON, "obj:empowered", "without:empower", "kw:empower", "mod:printed", "obj:text")
    b.uses("act:direct", "act:become", "act:empower", "obj:unit", "obj:permanent", "obj:gear")
    return _query(b, "empowered_by_effect", "empower_without_keyword")


def read_source_removed(reading: Reading) -> Candidate | None:
    """ "Once a triggered ability is on the chain, does it still resolve if its source is
    removed?" (a delayed ability likewise); "... can removing its source stop it?" asks
    the same turned round."""
    if reading.kind not in YES_NO or reading.negated or not _plain(reading):
        return None
    its_unit = _its_unit_removed(reading)  # "my unit's triggered ability ... kills the unit"
    if not (reading.mentions("source") and reading.has("remove", "leave")) and not its_unit:
        return None
    delayed, triggered = reading.mentions("delayed"), reading.mentions("triggered") or its_unit
    if delayed == triggered:
        return None
    stop = reading.has("stop")
    if not stop and not reading.has("work", "keep", "apply"):
        return None
    b = Builder(reading)
    b.uses(*COMMON, "obj:source", "act:remove", "act:leave", "obj:triggered", "obj:delayed")
    b.uses("act:stop", "act:work", "act:keep", "act:apply", "time:chain", "obj:chain")
    b.uses("act:respond", "place:board", "act:chain_add")
    # "removed after it goes on the chain": the removal's time, once the ability is there
    if reading.said_of("after", ("act", "use"), ("act", "chain_add"), ("act", "put")):
        b.uses("mod:after", "act:use", "act:put")
    if its_unit:  # its source is the unit, which a kill or a banish takes off the board
        b.uses("obj:unit", "act:die", "act:banish", "who:opponent", "obj:player")
        b.uses("unit_owner:opponent", "unit_owner:me")
    value = "delayed_without_source" if delayed else "trigger_without_source"
    return _query(b, "source_removed", value, invert=stop)


REMOVED = ("die", "banish")


def _its_unit_removed(reading: Reading) -> bool:
    """ "My unit's triggered ability is on the chain and my opponent kills the unit in
    response": the ability is said as a unit's ("unit's triggered ability"), on the chain,
    and that unit then dies or is banished, and nothing else is done."""
    words = reading.tagged.words
    owned = any(
        words[i] in ("unit", "units") and words[i + 1 : i + 3] == ["triggered", "ability"]
        for i in range(len(words) - 2)
    )
    if not (owned and "chain" in reading.timing and reading.mentions("unit")):
        return False
    done = set(reading.actions) - {"work", "keep", "apply", "stop", "respond"}
    return len(done) == 1 and next(iter(done)) in REMOVED


# A Play Effect as players say it: by name, or its ability quoted ("When you play me" on a
# unit, "When you play this" on a gear). "When I play it" describes a play, not the ability.
PLAY_EFFECT = LazyPattern(r"\b(?:play effects?|when you play (?:me|this))\b")
ENTERING_ACTS = {"play", "enter", "use", "chain_add", "put"}
ENTERING = {*(f"act:{a}" for a in ENTERING_ACTS), "obj:chain"}
PLAY_EFFECT_OBJECTS = {"unit", "gear", "ability", "effect", "chain", "permanent", "triggered"}


def read_play_effect_timing(reading: Reading) -> Candidate | None:
    """ "Does a unit's 'When you play me' ability go on the chain before the unit enters the
    board?" (no), "Is a play effect put on the chain after the unit enters?" (yes): a Play
    Effect goes on the chain after its permanent enters the board."""
    if reading.kind not in ("does", "is") or reading.negated or not _plain(reading):
        return None
    if reading.keywords or reading.timing or not PLAY_EFFECT.search(" ".join(reading.tagged.words)):
        return None
    if not (reading.has("chain_add") or (reading.mentions("chain") and reading.has("use", "put"))):
        return None  # "put on (added to) the chain", "go on the chain"
    if not reading.has("enter") or set(reading.actions) - ENTERING_ACTS:
        return None
    if set(reading.objects) - PLAY_EFFECT_OBJECTS:
        return None
    if set(reading.who) - {"me"} or reading.mods - {"before", "after"}:
        return None
    before = reading.said_of("before", ("act", "enter"))
    after = reading.said_of("after", ("act", "enter"))
    if before == after:
        return None  # neither said of its entering, or both
    b = Builder(reading)
    b.uses(*COMMON, *ENTERING, "obj:unit", "obj:gear", "obj:permanent", "obj:triggered")
    b.uses("mod:before" if before else "mod:after")
    return _query(b, "play_effect", "play_effect_after_entering", invert=before)


# An Attack or Defend trigger as players say it: quoted, or by the rules' name.
ATTACK_TRIGGER = LazyPattern(
    r"\b(?:when (?:i|this|this unit) (?:attacks?|defends?)|(?:attack|defend) triggers?)\b"
)
DESIGNATED = {"attack", "defend", "happen", "become", "lose", "gain"}
TRIGGER_OBJECTS = {"ability", "triggered", "player"}  # "my opponent's unit": a player


def read_attack_trigger_regained(reading: Reading) -> Candidate | None:
    """ "My unit lost and then regained the Attacker designation in the same combat. Does its
    'When I attack' trigger again?" (no: checked once per combat)."""
    if reading.kind != "does" or reading.negated or not _plain(reading) or reading.keywords:
        return None
    if not ATTACK_TRIGGER.search(" ".join(reading.tagged.words)):
        return None
    if not (reading.has("happen") and reading.has("lose") and reading.has("gain")):
        return None  # the designation lost, then gained again; does it trigger?
    if "twice" not in reading.mods or "same" not in reading.mods or not reading.mentions("combat"):
        return None  # "again" ("a second time") "in the same combat"
    if set(reading.actions) - DESIGNATED or reading.mods - {"twice", "same"}:
        return None
    if set(reading.objects) - {"unit", "attacker", "defender", "combat", *TRIGGER_OBJECTS}:
        return None
    players = {"me", "opponent", "teammate", "their"}  # whose unit: the rule is the same
    if set(reading.who) - players:
        return None
    b = Builder(reading)
    b.uses(*(f"who:{p}" for p in players), *(f"unit_owner:{p}" for p in players))
    b.uses(*COMMON, *(f"act:{a}" for a in DESIGNATED), "mod:twice", "mod:same", "obj:combat")
    b.uses("obj:unit", "obj:attacker", "obj:defender", "obj:triggered", "obj:player")
    return _query(b, "attack_trigger", "attack_trigger_regained")


def read_unique(reading: Reading) -> Candidate | None:
    """ "Does Unique do anything during a game?", "Does Unique have an effect in play?"."""
    if reading.kind not in ("does", "is") or reading.negated or not _plain(reading):
        return None
    if reading.keywords != ["unique"] or reading.objects not in ([], ["effect"], ["card"]):
        return None
    game = _game_under_way(reading.tagged.words)  # "once the game has started"
    actions = [a for a in reading.actions if not (game and a == "play")]
    if actions not in ([], ["happen"], ["apply"], ["work"]):
        return None
    if reading.mods - {"matter"} - ({"after"} if game else set()):
        return None
    b = Builder(reading)
    b.uses("kw:unique", "obj:effect", "obj:card", "act:happen", "act:apply", "act:work")
    b.uses("mod:matter")  # "does Unique matter": does it have any effect
    if game:
        b.uses("mod:after", "act:play")
    return _query(b, "unique", "unique_in_play")


GAME_UNDER_WAY = (
    ("game", "has", "started"),
    ("game", "started"),
    ("game", "has", "begun"),
    ("game", "begins"),
    ("game", "starts"),
    ("game", "is", "being", "played"),
    ("game", "is", "played"),
)
"""The words that say the game is under way ("once the game has started", "while the game
is being played"): the time Unique's question asks of, during the game."""


def _game_under_way(words: list[str]) -> bool:
    return any(
        tuple(words[k : k + len(said)]) == said
        for said in GAME_UNDER_WAY
        for k in range(len(words))
    )


def read_ability_uses_chain(reading: Reading) -> Candidate | None:
    """ "Do activated abilities use the chain?", "Does a reflexive trigger use the chain?"."""
    if reading.kind not in ("does", "is") or reading.negated or not _plain(reading):
        return None
    if not (reading.mentions("chain") and reading.has("use", "happen")):
        return None  # "use the chain", "open (start) a chain"
    reflexive = reading.mentions("reflexive")
    activated = reading.has("activate") or "activated" in reading.tagged.words
    if reflexive == activated or reading.mentions("triggered", "spell", "unit", "gear"):
        return None
    b = Builder(reading)
    b.uses(*COMMON, "obj:chain", "act:use", "act:happen", "act:activate", "obj:reflexive")
    b.uses("time:chain")
    value = "reflexive_trigger" if reflexive else "activated_ability"
    candidate = b.candidate("uses_chain", {"uses_chain": value})
    candidate.doc = {"format": 2, "question": {"uses_chain": value}}
    return candidate


# --- who orders abilities triggered at once -------------------------------------------------

# What a question about ordering triggered abilities says around the point it asks.
ORDERING = {
    "act:choose",
    "act:decide",
    "act:happen",
    "mod:order",
    "mod:several",
    "mod:at_once",
    "obj:ability",
    "obj:triggered",
    "obj:chain",
    "who:their",
    "who:me",
}
# Whose other ability the question names, as the reader tags the player, and that player.
OTHER_PLAYERS = {"opponent": "opponent", "teammate": "ally"}
MOVE_TRIGGER = [{"when": "move", "ability": "When I move, draw 1"}]


def read_trigger_order(reading: Reading) -> Candidate | None:
    """ "If two of my triggered abilities trigger at once, do I choose their order?" (yes:
    two of your units' abilities triggered by one move), "In 2v2, if my triggered ability
    and my ally's trigger at once, do I choose the order?" (no: one each, in turn order)."""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    if "order" not in reading.mods or not {"at_once", "several"} & reading.mods:
        return None
    if not reading.has("choose", "decide") or not reading.has("happen"):
        return None
    if reading.has("replace") or reading.says_any("cards", "places", "timing"):
        return None
    if reading.who[:1] != ["me"]:
        return None  # the question asks whether I choose
    others = set(reading.who) - {"me", "their"}
    mode = reading.mode or "1v1"
    if len(others) > 1 or others - set(OTHER_PLAYERS):
        return None
    other = OTHER_PLAYERS[others.pop()] if others else None
    if other == "ally" and mode != "2v2":
        return None
    second = {"name": "your second unit"} if other is None else {"name": f"{other}'s unit"}
    if other is not None:
        second["controller"] = other
    situation: Doc = {} if mode == "1v1" else {"mode": mode}
    situation["units"] = [
        {"name": "your unit", "at": "battlefield 1", "triggers": MOVE_TRIGGER},
        {**second, "at": "battlefield 1" if other is None else "battlefield 2"},
    ]
    situation["units"][1]["triggers"] = MOVE_TRIGGER
    fields = [{"name": "battlefield 1", "controller": "you"}]
    if other is not None:
        fields.append({"name": "battlefield 2", "controller": other})
    situation["battlefields"] = fields
    moved = [unit["name"] for unit in situation["units"]]
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "actions": [{"move_effect": {"units": moved, "to": "base", "by": "you"}}],
        "question": {"outcomes": {"event": "orders", "subject": "you"}},
    }
    used = ORDERING | {f"mode:{reading.mode}"} if reading.mode else set(ORDERING)
    used |= {f"who:{p}" for p in reading.who}
    candidate = Candidate("abilities:trigger_order", doc, used & reading.slots())
    candidate.stated.append(
        "the abilities are 'When I move' abilities of two units, triggered by one move your "
        "spell makes"
    )
    return candidate


READERS = (
    read_activate,
    read_activate_off_board,
    read_equip,
    read_trigger_order,
    read_legion,
    read_empowered_by_effect,
    read_source_removed,
    read_play_effect_timing,
    read_attack_trigger_regained,
    read_unique,
    read_ability_uses_chain,
)
