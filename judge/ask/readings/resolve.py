"""Questions about what a spell or ability does as it resolves after things changed while it
waited on the chain, and about replacement effects.

- "Vi, Peacekeeper's attack trigger stuns an enemy unit here. If Vi is returned to her
  owner's hand before that trigger resolves, is an enemy unit still stunned?": the trigger's
  text is the card's (from the card data, never typed here), read by the engine's instruction
  reader; what "here" means is taken from the source as the instruction is carried out. Read
  like the targets reader's questions (``read_source_changed``, called from
  ``readings/targets.py``): the words around the card must fit the frame in full.
- "If two replacement effects would apply to the same unit dying, who chooses the order?":
  the engine's ``replacement_order`` question about the object or player the event acts on;
  whose unit it is, when the question does not say, is judged both ways.
- Rules of resolving and of applying replacement effects that hold whatever the board: the
  engine's ``resolution`` and ``replacement`` queries.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from judge.ask.readings import Candidate
from judge.ask.situation import Doc
from judge.engine.instructions import CHOSEN, Effect, read_effect
from judge.records import replace

if TYPE_CHECKING:
    from judge.ask.parse import Reading

TEXT = "qqtextqq"  # stands for the card's name (and so its text) in a frame, as in targets.py

# What happened to the ability's source before the ability resolved.
SOURCE_CHANGES = {
    r"(?:is|gets|was) returned to (?:her|his|its|their) (?:owners )?hand": {"zone": "hand"},
    r"returns to (?:her|his|its|their) (?:owners )?hand": {"zone": "hand"},
    r"(?:is|gets|was) (?:killed|destroyed)|dies|died": {"zone": "trash"},
    r"(?:is|gets|was) banished": {"zone": "banishment"},
    r"(?:is|gets|was) (?:moved|sent|recalled) (?:back )?to (?:her|his|its|their) base": {
        "to": "base"
    },
}
SOURCE_CHANGE = r"(?P<change>" + "|".join(SOURCE_CHANGES) + r")"
# The combat the trigger belongs to: which side the source is on.
TRIGGERS = {"attack": "attacker", "defend": "defender"}
SOURCE_FRAME = (
    r"^(?:(?:my|the) )?" + TEXT + r" (?P<when>attack|defend) (?:trigger|triggered ability|"
    r"ability) (?:(?P<verb>[a-z]+) (?P<object>an? [a-z ]+?) )?if (?P<who>[a-z]+(?: [a-z]+)?) "
    + SOURCE_CHANGE
    + r"(?: in (?:response|reaction))?(?: before (?:that|the|its|this) (?:trigger|triggered "
    r"ability|ability) resolves)? (?P<rest>.+)$"
)
# "If my opponent returns X to my hand in response to its move trigger, ...".
RETURNED_FRAME = (
    r"^if (?:my opponent|an opponent|my opponents? (?:spell|effect)|an effect) returns "
    + TEXT
    + r" to (?:my|its owners|her owners|his owners|their owners|its|her|his|their) hand in "
    r"(?:response|reaction) to (?:its|her|his|the) (?P<when>attack|defend|move) (?:trigger|"
    r"triggered ability|ability) (?P<rest>.+)$"
)
PRONOUNS = ("it", "he", "she", "they")
CHOOSING = ("chose", "chooses", "targets", "targeted", "picks", "picked")
# What the question asks happened to the chosen unit, by the instruction's verb.
RESULTS = {
    "stun": r"(?:is|was) (?:(?:an|the|that) (?:enemy )?unit|it) (?:still )?stunned"
    r"|does (?:(?:an|the|that) (?:enemy )?unit|it) (?:still )?get stunned",
    "kill": r"(?:is|was) (?:(?:an|the|that) (?:enemy )?unit|it) (?:still )?killed"
    r"|does (?:(?:an|the|that) (?:enemy )?unit|it) (?:still )?die",
    "exhaust": r"(?:is|was) (?:(?:an|the|that) (?:enemy )?unit|it) (?:still )?exhausted",
    "move": r"(?:is|was) (?:(?:an|the|that) (?:enemy )?unit|it) (?:still )?moved"
    r"(?: to that battlefield| there)?",
}
# Restrictions of the choice this frame can place a unit for: an enemy unit where the
# source is, at a battlefield.
PLACED = frozenset({"enemy", "here", "at_battlefield"})


def _doc(question: Doc, situation: Doc | None = None) -> Doc:
    doc: Doc = {"format": 2}
    if situation:
        doc["situation"] = situation
    doc["question"] = question
    return doc


def _names_source(who: str, card: str) -> bool:
    """Whether ``who`` ("vi", "vi peacekeeper", "she") is the card the trigger is on."""
    words = re.sub(r"[^a-z0-9 ]", " ", card.lower()).split()
    return who in PRONOUNS or who == words[0] or who == " ".join(words)


def _described(verb: str | None, thing: str | None, effect: Effect) -> bool:
    """The question's "stuns an enemy unit here" says the instruction's verb and choice (or
    only that it chose it), or nothing."""
    if verb is None:
        return True
    instruction = effect.instructions[0]
    choice = instruction.chosen()[0]
    said = {instruction.verb, f"{instruction.verb}s", f"{instruction.verb}ed", *CHOOSING}
    words = choice.words.removeprefix("an ").removeprefix("a ")
    return verb in said and (thing or "").removeprefix("an ").removeprefix("a ") == words


def _frame(frame: str, card: str) -> tuple[str, dict[str, Any], re.Match[str]] | None:
    """The trigger ("attack", "defend", "move"), what happened to its source and the match
    of a frame the question fits in full; None when it fits none."""
    found = re.fullmatch(SOURCE_FRAME, frame)
    if found is not None and _names_source(found.group("who"), card):
        changed = found.group("change")
        change = next(v for p, v in SOURCE_CHANGES.items() if re.fullmatch(p, changed))
        return found.group("when"), change, found
    found = re.fullmatch(RETURNED_FRAME, frame)
    if found is not None:
        return found.group("when"), {"zone": "hand"}, found
    return None


def _placed(when: str, card: str) -> tuple[dict[str, Any], list[str]] | None:
    """The board the trigger went on the chain from: a combat at battlefield 1 with the
    source on the side its trigger names and an opponent's unit on the other (attack,
    defend), or the source moved to battlefield 1 and an opponent's unit at battlefield 2
    (move); and what the answer says was taken."""
    if when == "move":
        units = [
            {"name": card, "at": "battlefield 1"},
            {"name": "the enemy unit", "controller": "opponent", "at": "battlefield 2"},
        ]
        taken = f"{card} is yours and moved to battlefield 1; the enemy unit is at battlefield 2"
        return {"units": units}, [taken]
    side = TRIGGERS[when]
    attacker = "you" if side == "attacker" else "opponent"
    situation: dict[str, Any] = {
        "battlefields": [
            {
                "name": "battlefield 1",
                "controller": "opponent" if attacker == "you" else "you",
                "contested_by": attacker,
            },
            {"name": "battlefield 2"},
        ],
        "combat": "battlefield 1",
        "units": [
            {"name": card, "at": "battlefield 1", "designation": side},
            {
                "name": "the enemy unit",
                "controller": "opponent",
                "at": "battlefield 1",
                "designation": "defender" if side == "attacker" else "attacker",
            },
        ],
    }
    taken = f"{card} is yours, in a combat at battlefield 1, with an opponent's unit there"
    return situation, [taken]


def read_source_changed(frame: str, text: str, card: str) -> Candidate | None:
    """ "Vi, Peacekeeper's attack trigger stuns an enemy unit here. If Vi is returned to her
    owner's hand before that trigger resolves, is an enemy unit still stunned?", "If my
    opponent returns Irresistible Faefolk to my hand in response to its move trigger, is the
    enemy unit still moved to that battlefield?": the card's trigger chose an opponent's
    unit, then its source changed as the question says."""
    if not card:
        return None
    framed = _frame(frame, card)
    if framed is None:
        return None
    when, change, found = framed
    effect = read_effect(text)
    if effect.unknown or effect.modal or len(effect.instructions) != 1:
        return None
    instruction = effect.instructions[0]
    chosen = instruction.chosen()
    if len(chosen) != 1 or chosen[0].noun != "unit" or chosen[0].role != CHOSEN:
        return None
    kinds = {r.kind for r in chosen[0].restrictions}
    if kinds - PLACED or chosen[0].up_to:
        return None
    # An attack or defend trigger chooses "here"; a move trigger sends to "that battlefield".
    if ("here" in kinds) != (when != "move"):
        return None
    if when == "move" and "that battlefield" not in instruction.words:
        return None
    verb = found.groupdict().get("verb")
    if not _described(verb, found.groupdict().get("object"), effect):
        return None
    result = RESULTS.get(instruction.verb)
    if result is None or re.fullmatch(result, found.group("rest")) is None:
        return None
    placed = _placed(when, card)
    if placed is None:
        return None
    situation, taken = placed
    value = {
        "text": text,
        "card": card,
        "source": card,
        "chosen": ["the enemy unit"],
        "changes": [{"unit": card, **change}],
    }
    candidate = Candidate("resolve", _doc({"executes": value}, situation))
    candidate.notes.append(f"read the text of {card} from the card data")
    candidate.stated.append(f"{'; '.join(taken)}; its ability chose the enemy unit")
    return candidate


# --- who orders replacement effects ---------------------------------------------------------

# What a question about ordering replacement effects says around the point it asks.
ORDERING = {
    "act:replace",
    "act:apply",
    "act:choose",
    "act:decide",
    "mod:order",
    "mod:several",
    "mod:same",
    "obj:effect",
    "act:die",
    "act:happen",
    "who:their",
    "obj:event",  # "apply to the same event on it": the event acting on what is asked of
}
# Whose unit, as the reader tags the owner of "my opponent's unit", and the player it is.
UNIT_OWNERS = {"me": "you", "opponent": "opponent", "teammate": "ally"}


def _ordered(subject: str, situation: Doc, mode: str | None) -> Doc:
    if mode in ("2v2", "ffa3", "ffa4"):
        situation = {"mode": mode, **situation}
    return _doc({"replacement_order": subject}, situation)


def read_replacement_order(reading: Reading) -> Candidate | None:
    """ "If two replacement effects would apply to the same unit dying, who chooses the
    order?": who orders the replacement effects acting on a unit (whose, when the question
    does not say, is judged both ways), on the player asking ("apply to me"), or on an
    uncontrolled battlefield. "Does my opponent decide their order?" asks it of one player:
    yes/no (`replacement_order_of`)."""
    if reading.kind == "does" and reading.has("replace") and "order" in reading.mods:
        return _asked_of_one(reading)
    if reading.kind != "who" or not reading.has("replace") or "order" not in reading.mods:
        return None
    if not reading.has("choose", "decide") or reading.negated or reading.context_negated:
        return None
    held = _held_by_other(reading) if reading.has("control") else None
    if reading.cards or reading.timing or (reading.has("control", "own") and held is None):
        return None
    mode = reading.mode if reading.mode in ("2v2", "ffa3", "ffa4") else None
    if held is not None:
        return _ordered_held(reading, held, mode)
    used = set(ORDERING) | ({f"mode:{reading.mode}"} if reading.mode else set())
    unit, me, places = reading.mentions("unit"), "me" in reading.who, reading.places
    if sum(map(bool, (unit, me and not unit, places))) != 1:
        return None
    if unit:
        # "my unit" is tagged as who:me; whose replacement effects they are does not matter.
        players = set(reading.who) - {"their"}
        mine = reading.unit_owner is None and (players == {"me"} or _my_unit_said(reading))
        owner = UNIT_OWNERS.get(reading.unit_owner or "me")
        if owner is None or (owner == "ally" and mode != "2v2"):
            return None
        name = "your unit" if owner == "you" else f"{owner}'s unit"
        units = [{"name": name, **({"controller": owner} if owner != "you" else {})}]
        said = reading.unit_owner is not None or mine
        used |= {"obj:unit", *(f"who:{p}" for p in players)}
        # damage dealt to a unit whose owner is said ("to my unit"): an event acting on it
        whose = reading.unit_owner is not None or _my_unit_said(reading)
        if whose and reading.has("deal") and reading.mentions("damage"):
            used |= {"act:deal", "obj:damage", "obj:spell"}
        used |= {f"unit_owner:{reading.unit_owner}"} if reading.unit_owner else set()
        candidate = Candidate("resolve:replacement_order", _ordered(name, {"units": units}, mode))
        if not said:
            rival = [{"name": "opponent's unit", "controller": "opponent"}]
            candidate.defaults.append("the unit is yours")
            candidate.alternatives.append(
                ("the unit is your opponent's", _ordered("opponent's unit", {"units": rival}, mode))
            )
    elif me:
        used.add("who:me")
        candidate = Candidate("resolve:replacement_order", _ordered("you", {}, mode))
    else:
        if len(places) != 1 or places[0].kind != "battlefield" or places[0].owner is not None:
            return None
        if places[0].mods - {"empty", "uncontrolled", "not_controlled"} or not places[0].mods:
            return None
        used |= {"place:battlefield", "mod:empty", "mod:uncontrolled"}
        used |= {f"pmod:{m}" for m in places[0].mods}
        candidate = Candidate("resolve:replacement_order", _ordered("battlefield 1", {}, mode))
        candidate.stated.append("it is your turn")
    candidate.used = used & reading.slots() | {"act:replace", "mod:order"}
    return candidate


# The player a yes/no question asks of ("do I decide", "does my opponent choose"), as the
# situation names them; "the turn player" is read of an uncontrolled battlefield only, on
# your turn as its board is (whose turn it is decides it elsewhere).
ASKED = {"me": "you", "opponent": "opponent", "teammate": "ally"}


def _asked_player(reading: Reading) -> str | None:
    """The one player said between the question's opening word and its "decide" or
    "choose" ("does my opponent decide ...": my opponent), or "turn player"; None else."""
    spans = [s for s in reading.tagged.spans if s.start < reading.main_end]
    verb = next(
        (k for k, s in enumerate(spans) if s.has("act", "decide") or s.has("act", "choose")), 0
    )
    if verb < 2 or not spans[0].has("ask") or spans[verb - 1].end != spans[verb].start:
        return None
    between = spans[1:verb]
    players = [v for s in between for v in s.values("who")]
    things = [v for s in between for v in s.values("obj")]
    if things == ["turn", "player"] and not players:
        return "turn player"
    named = [p for p in players if p != "me"] or players  # "my opponent": the opponent
    if len(named) != 1 or set(things) - {"player"} or len(between) > 2:
        return None
    return ASKED.get(named[0])


def _asked_of_one(reading: Reading) -> Candidate | None:
    """ "Does my opponent decide the order the replacement effects apply?": the question of
    who decides, read without the player asked of, then asked of them (yes/no)."""
    player = _asked_player(reading)
    if player is None or reading.negated or not reading.has("choose", "decide"):
        return None
    who = list(reading.who)
    asked_slots = {"obj:player", "obj:turn"}
    if player != "turn player":
        named = next(p for p, role in ASKED.items() if role == player)
        if named not in who:
            return None
        who.remove(named)  # the one asked of ("my" of "my opponent" is not a player said)
        asked_slots.add(f"who:{named}")
    candidate = read_replacement_order(replace(reading, kind="who", who=who))
    if candidate is None:
        return None
    for _, doc in [("", candidate.doc), *candidate.alternatives]:
        acted_on = doc["question"].pop("replacement_order")
        if player == "turn player" and acted_on != "battlefield 1":
            return None  # whose turn it is decides it: not said
        asked = "you" if player == "turn player" else player
        doc["question"]["replacement_order_of"] = {"object": acted_on, "player": asked}
    candidate.used |= asked_slots & reading.slots()
    return candidate


def _my_unit_said(reading: Reading) -> bool:
    """ "my unit", said once and no other unit ("my opponent's spell deals damage to my
    unit": the unit is yours, whoever else is named)."""
    spans = reading.tagged.spans
    units = [k for k, s in enumerate(spans) if s.has("obj", "unit")]
    if len(units) != 1 or units[0] == 0:
        return False
    before = spans[units[0] - 1]
    return before.values("who") == ["me"] and before.end == spans[units[0]].start


# Words that say who controls or who owns a unit, and the players a word before them names.
CONTROLS = frozenset({"control", "controls", "controlled"})
OWNS = frozenset({"own", "owns", "owned"})
SAID_BY = {"i": "me", "me": "me", "opponent": "opponent", "opponents": "opponent"}
SAID_BY |= {"teammate": "teammate", "ally": "teammate"}
# Between a player and the verb: "my opponent has taken control", "I took control".
BETWEEN = frozenset({"has", "have", "had", "took", "taken", "take", "takes", "stole", "stolen"})
BETWEEN |= {"steal", "steals", "gained", "gains", "gain", "now", "still", "also"}
# The player of each role, as the situation names them.
PLAYERS = {"me": "you", "opponent": "opponent", "teammate": "ally"}


def _subject(words: list[str], i: int) -> str | None:
    """Who the control or ownership word at ``i`` is said of: the player after "by" in the
    passive ("owned by my opponent"), else the player right before it ("a unit I own", "my
    opponent has taken control")."""
    if i + 1 < len(words) and words[i + 1] == "by":
        after = words[i + 2 : i + 4]
        return next((SAID_BY[w] for w in after if w in SAID_BY), None)
    j = i - 1
    while j >= 0 and words[j] in BETWEEN:
        j -= 1
    return SAID_BY.get(words[j]) if j >= 0 else None


def _held_by_other(reading: Reading) -> tuple[str, str] | None:
    """(controller, owner) of the one unit the question speaks of, when its statements say
    both and they differ ("I control a unit my opponent owns", "my opponent has taken
    control of a unit I own"); None otherwise."""
    words = reading.tagged.words
    controllers = {_subject(words, i) for i, w in enumerate(words) if w in CONTROLS}
    owners = {_subject(words, i) for i, w in enumerate(words) if w in OWNS}
    if len(controllers) != 1 or len(owners) != 1 or None in controllers | owners:
        return None
    held = (next(iter(controllers)), next(iter(owners)))
    if held[0] == held[1] or reading.unit_owner or not _one_unit(reading):
        return None
    return held  # type: ignore[return-value]


def _one_unit(reading: Reading) -> bool:
    """One unit said: in the statements, the question naming it again ("that unit") if at
    all, or in the question alone."""
    words = reading.tagged.words
    units = [s for s in reading.tagged.spans if s.has("obj", "unit")]
    said = [s for s in units if s.start >= reading.main_end] or units
    again = [s for s in units if s not in said]
    return len(said) == 1 and all(words[s.start - 1] in ("that", "the", "this") for s in again)


def _ordered_held(reading: Reading, held: tuple[str, str], mode: str | None) -> Candidate | None:
    """Who orders the replacement effects on a unit one player controls and another owns."""
    controller, owner = (PLAYERS[p] for p in held)
    if "ally" in (controller, owner) and mode != "2v2":
        return None
    players = set(reading.who) - {"their"}
    if players - set(held) or not reading.mentions("unit") or reading.places:
        return None  # "control" may be said of a battlefield
    name = "your unit" if controller == "you" else f"{controller}'s unit"
    unit: Doc = {"name": name, "owner": owner}
    if controller != "you":
        unit["controller"] = controller
    candidate = Candidate("resolve:replacement_order", _ordered(name, {"units": [unit]}, mode))
    used = set(ORDERING) | {"obj:unit", "obj:player", "act:control", "act:take_control"}
    used |= {f"who:{p}" for p in players} | ({f"mode:{reading.mode}"} if reading.mode else set())
    used.add("mod:at_once")  # "apply to it at once": the same event
    candidate.used = used & reading.slots() | {"act:replace", "mod:order"}
    return candidate


def read_replacement_controller(reading: Reading) -> Candidate | None:
    """ "Is a replacement effect controlled by the player who controls its source?": its
    controller is its source's controller."""
    if reading.kind not in ("is", "does") or reading.negated or reading.context_negated:
        return None
    if reading.cards or reading.places or reading.mode or reading.timing:
        return None
    if not (reading.has("replace") and reading.has("control") and reading.mentions("source")):
        return None
    if {"own", "owns", "owned", "owner", "owners"} & set(reading.tagged.words):
        return None  # who owns it is another question, which this query does not ask
    used = {"act:replace", "act:control", "obj:source", "obj:effect", "obj:player"}
    return Candidate("resolve:replacement_controller", _doc({"replacement": "controller"}), used)


# The game actions the rules name as replacement effects themselves, as questions say them
# (the words after the question word), and the engine's query value for each. Only these
# are named: other game actions are not said to be replacement effects or not, so a
# question about one is left unknown rather than answered no.
REPLACING_ACTIONS = {
    "burn_out": (
        ("burning", "out"),
        ("burn", "out"),
        ("a", "player", "burning", "out"),
        ("players", "burning", "out"),
        ("a", "players", "burning", "out"),
        ("burnout",),
    ),
    "prevent_damage": (
        ("preventing", "damage"),
        ("prevent", "damage"),
        ("preventing", "the", "damage"),
    ),
}
# How the question says the action is a replacement effect, after its name.
IS_REPLACEMENT = (
    ("a", "replacement", "effect"),
    ("count", "as", "a", "replacement", "effect"),
    ("counts", "as", "a", "replacement", "effect"),
    ("considered", "a", "replacement", "effect"),
    ("itself", "a", "replacement", "effect"),
    ("treated", "as", "a", "replacement", "effect"),
    ("a", "kind", "of", "replacement", "effect"),
    ("a", "type", "of", "replacement", "effect"),
)


def read_action_is_replacement(reading: Reading) -> Candidate | None:
    """ "Is burning out a replacement effect?", "Does preventing damage count as a replacement
    effect?": the game actions the rules name as replacement effects. The question must be
    just the question word, the action and the words saying it is a replacement effect."""
    if reading.kind not in ("is", "does") or reading.negated or reading.context_negated:
        return None
    if reading.cards or reading.places or reading.mode or reading.timing or reading.also_asked:
        return None
    words = tuple(reading.tagged.words)
    if not words or words[0] not in ("is", "does"):
        return None
    rest = words[1:]
    for value, names in REPLACING_ACTIONS.items():
        for name in names:
            if rest[: len(name)] != name:
                continue
            if rest[len(name) :] not in IS_REPLACEMENT:
                continue
            if (words[0] == "does") != (rest[len(name)] in ("count", "counts")):
                continue
            return Candidate(f"resolve:{value}", _doc({"replacement": value}), reading.slots())
    return None


# --- rules of resolving that hold whatever the board -------------------------------------


def _words(reading: Reading) -> set[str]:
    return set(reading.tagged.words)


def _plain_rules(reading: Reading, allowed: set[str]) -> bool:
    """A question about the rules themselves: no card, place, mode or time, and every slot
    among those its frame accounts for."""
    return not reading.says_any("cards", "places", "mode", "timing") and reading.slots() <= allowed


ILLEGAL = {"illegal", "invalid"}
TARGETS_ILLEGAL = {"act:become", "act:choose", "mod:several", "neg", "neg:condition"}


def read_resolves_targets_illegal(reading: Reading) -> Candidate | None:
    """ "Does a spell still resolve if all of its targets became illegal?"."""
    if reading.kind != "does" or not reading.mentions("spell"):
        return None
    words = _words(reading)
    if not ({"resolve", "resolves"} & words and {"target", "targets"} & words):
        return None
    if not (ILLEGAL & words and {"all", "every"} & words):
        return None
    allowed = {*TARGETS_ILLEGAL, "obj:spell", "act:work", "obj:target"}
    if not _plain_rules(reading, allowed):
        return None
    question = {"resolution": "resolves_all_targets_illegal"}
    return Candidate("resolve:resolution", _doc(question), reading.slots() & allowed)


def read_no_effect_still_played(reading: Reading) -> Candidate | None:
    """ "If all of a spell's targets became illegal, is the spell still considered played?",
    "If none of a spell's instructions can be carried out, does it still count as played?"."""
    if reading.kind not in ("is", "does") or not reading.mentions("spell"):
        return None
    words = _words(reading)
    if not ("played" in words and "still" in words and reading.has("play")):
        return None
    # 359.3.e.10 speaks of instructions left undone because all their targets became
    # illegal: a spell undone for another reason is not what it answers.
    nothing_done = "nothing_done" in reading.mods and reading.has("carry_out")
    every = {"all", "every"} & words or nothing_done
    if not (ILLEGAL & words and {"target", "targets"} & words and every):
        return None
    allowed = {*TARGETS_ILLEGAL, "obj:spell", "act:play", "obj:instruction", "act:count"}
    allowed |= {"mod:nothing_done", "act:carry_out"}
    if not _plain_rules(reading, allowed):
        return None
    question = {"resolution": "no_effect_still_played"}
    return Candidate("resolve:resolution", _doc(question), reading.slots() & allowed)


def read_declined_later(reading: Reading) -> Candidate | None:
    """ "If a player chooses not to apply a 'once each turn' replacement effect, can they
    apply it to a later event that turn?"."""
    if reading.kind != "can" or not (reading.has("replace") and reading.has("apply")):
        return None
    words = _words(reading)
    if not ("once_each_turn" in reading.mods and "later" in words):
        return None
    declined = reading.has("decline")  # "I decline(d) to apply it (the first time)"
    # declined: "chooses not to apply it", or "I declined it" (never both: "did not decline")
    if ("neg:condition" in reading.slots()) == declined:
        return None
    allowed = {"act:replace", "act:apply", "act:choose", "act:decide", "neg:condition"}
    allowed |= {"mod:once_each_turn", "mod:later_this_turn", "mod:later_turn", "mod:still"}
    allowed |= {"mod:another"}
    allowed |= {"obj:turn", "who:their", "obj:event", "who:me", "act:happen"}
    if declined:  # "a 'once each turn, you may' replacement effect": its optional choice
        allowed |= {"act:decline", "obj:may"}
        if _the_first_time(reading):
            allowed.add("mod:first_one")
    if not _plain_rules(reading, allowed):
        return None
    question = {"replacement": "declined_not_used"}
    return Candidate("resolve:replacement", _doc(question), reading.slots() & allowed)


def read_applied_later(reading: Reading) -> Candidate | None:
    """ "I already applied a 'once each turn' replacement effect this turn. Can it apply to
    another event later this turn?": one applied to an event is not applied again that turn.
    The statement must say it was applied (its past participle after the question), and
    nothing may say it was declined or not applied: that is ``read_declined_later``'s."""
    if reading.kind != "can" or reading.negated or reading.context_negated:
        return None
    if not (reading.has("replace") and reading.has("apply")) or reading.has("decline"):
        return None
    if "once_each_turn" not in reading.mods or not {"another", "twice"} & reading.mods:
        return None
    if "applied" not in reading.tagged.words[reading.main_end :]:
        return None  # the question alone says nothing of its having been applied
    allowed = {"act:replace", "act:apply", "mod:once_each_turn", "mod:another", "mod:twice"}
    allowed |= {"mod:later_turn", "mod:later_this_turn", "obj:turn", "obj:event", "obj:effect"}
    allowed |= {"who:me", "who:their", "act:happen"}
    if not _plain_rules(reading, allowed):
        return None
    question = {"replacement": "applied_not_again"}
    return Candidate("resolve:replacement", _doc(question), reading.slots() & allowed)


def read_before_event(reading: Reading) -> Candidate | None:
    """ "Are replacement effects applied before the event they replace happens?": they are
    (the query ``before_event``). "Before" must be said of the event, after the applying:
    "does the event happen before ..." asks the other way round and is not read."""
    if reading.kind not in ("is", "does") or reading.negated or reading.context_negated:
        return None
    if not (reading.has("replace") and reading.has("apply") and reading.mentions("event")):
        return None
    if not reading.said_of("before", ("obj", "event")):
        return None
    spans = reading.tagged.spans
    applied = [k for k, s in enumerate(spans) if s.has("act", "apply")]
    before = [k for k, s in enumerate(spans) if s.has("mod", "before")]
    if len(applied) != 1 or len(before) != 1 or applied[0] > before[0]:
        return None
    allowed = {"act:replace", "act:apply", "mod:before", "obj:event", "obj:effect"}
    allowed |= {"act:happen"}
    if not _plain_rules(reading, allowed):
        return None
    question = {"replacement": "before_event"}
    return Candidate("resolve:replacement", _doc(question), reading.slots() & allowed)


def _the_first_time(reading: Reading) -> bool:
    """ "the first time": the one event it was declined for, the first of the turn."""
    words = reading.tagged.words
    return any(words[i : i + 3] == ["the", "first", "time"] for i in range(len(words)))


CANT_PLAY = re.compile(r"\bcan't play\b", re.IGNORECASE)


def read_play_restricted_on_chain(reading: Reading) -> Candidate | None:
    """ "Fallen Feline stops opponents from playing spells with a chosen name. Does it stop a
    spell with that name that is already on the chain?": a restriction on playing cards
    (the one card named says players can't play some, or the question says it stops them
    playing) does not reach a card already on the chain, played before it."""
    if reading.kind != "does" or reading.actions[:1] != ["stop"]:
        return None
    words = reading.tagged.words
    if "already" not in words or "chain" not in reading.timing or not reading.mentions("spell"):
        return None
    if reading.says_any("places", "mode", "negation", "said_not") or reading.context_negated:
        return None
    if set(reading.actions) - {"stop", "play", "choose"}:
        return None
    allowed = {"act:stop", "act:play", "obj:spell", "obj:card", "time:chain", "who:opponent"}
    allowed |= {"obj:player", "who:me", "obj:effect", "obj:ability"}
    if "name" in words:  # "spells with a chosen name": which spells does not matter
        allowed.add("act:choose")
    notes = []
    if reading.cards:
        card = reading.cards[0]
        if len(reading.cards) != 1 or not CANT_PLAY.search(" ".join(card.abilities)):
            return None
        allowed |= {f"card:{card.name}", f"obj:{card.type.lower()}"}
        notes.append(f"{card.name}'s text says players can't play some cards")
    elif not (reading.has("play") and {"from", "playing"} <= set(words)):
        return None  # none named: "stops my opponent from playing spells" says the restriction
    if not reading.slots() <= allowed:
        return None
    question = {"resolution": "play_restricted_on_chain"}
    return Candidate("resolve:resolution", _doc(question), reading.slots(), notes=notes)


# A card that moves a unit to a destination it names, carried out as it resolves: Flash ("Move
# up to 2 friendly units to base"), the one such card whose move the engine carries out.
FIXED_MOVE_CARD = "Flash"
FIXED_MOVE_SLOTS = {"act:move", "act:work", "mod:current", "mod:fixed", "mod:resolving"}
FIXED_MOVE_SLOTS |= {"pmod:resolving", "obj:card", "obj:spell", "obj:effect", "obj:destination"}
FIXED_MOVE_SLOTS |= {"obj:unit", "place:base", "who:me", "owner:my"}


def read_fixed_destination_reached(reading: Reading) -> Candidate | None:
    """ "A card names a fixed destination for a move, and the unit is already at that
    destination when the card resolves. Does the unit move?": the card's move instruction,
    whose destination must be another location, can't be followed for it and is ignored.
    Judged as Flash moving your unit to base, the unit moved there by a reaction before it
    resolves (a base is the fixed destination the engine carries out)."""
    if reading.kind != "does" or reading.actions[:1] != ["move"] or reading.cards:
        return None
    words = reading.tagged.words
    if "current" not in reading.mods or "already" not in words:
        return None  # the unit is already there
    if not ({"resolving"} & reading.mods or {"resolve", "resolves"} & set(words)):
        return None
    if not reading.mentions("card", "spell", "effect"):
        return None
    if any(p.kind != "base" for p in reading.places) or reading.says_any("mode", "negation"):
        return None
    if not reading.places and not ("fixed" in reading.mods and reading.mentions("destination")):
        return None  # "a fixed destination", or its base, said
    allowed = FIXED_MOVE_SLOTS | ({"act:choose"} if "names" in words else set())
    if not reading.slots() <= allowed:
        return None
    unit = "your unit"
    doc = _doc(
        {"outcomes": {"event": "moved", "subject": unit, "last": True}},
        {
            "units": [{"name": unit, "at": "battlefield 1"}],
            "hand": [{"name": FIXED_MOVE_CARD, "type": "spell", "keywords": ["Reaction"]}],
        },
    )
    doc["actions"] = [
        {"play": {"card": FIXED_MOVE_CARD, "to": "base", "targets": [unit]}},
        {"pass": {"player": "you"}},
        {
            "move_effect": {
                "units": [unit],
                "to": "base",
                "card": "a Reaction effect",
                "timing": "Reaction",
                "by": "opponent",
            }
        },
        {"resolve": {}},
    ]
    notes = [
        f"taken: the card is {FIXED_MOVE_CARD}, which moves your unit to its base, and a reaction "
        "moves the unit there before it resolves"
    ]
    return Candidate("resolve:fixed_destination", doc, reading.slots(), notes=notes)


READERS = (
    read_fixed_destination_reached,
    read_play_restricted_on_chain,
    read_replacement_order,
    read_replacement_controller,
    read_action_is_replacement,
    read_resolves_targets_illegal,
    read_no_effect_still_played,
    read_declined_later,
    read_applied_later,
    read_before_event,
)
