"""Readers for questions about damage and death: Deathknell and a death that is replaced,
gear attached to a unit that dies, a unit with 0 or negative Might, and a unit killed to pay
an additional cost when the card is countered.

Questions about the rules themselves become the engine's ``death`` queries; questions about
what a cleanup does become a situation (made up and stated in the notes) and a cleanup.
Dealing damage, lethal damage in general and Might outside these shapes stay unknown.
"""

from __future__ import annotations

import re

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import MODES, YES_NO
from judge.ask.situation import Doc
from judge.patterns import LazyPattern
from judge.records import replace

# What a question about a unit dying says around the point it asks: every reader takes them.
DYING = {"act:die", "obj:unit", "who:me", "act:to_trash", "obj:trash"}
# "the Deathknell effect" is its ability: the keyword's effect, not another effect.
DEATHKNELL = {*DYING, "kw:deathknell", "obj:ability", "act:happen", "act:keep", "act:work"}
DEATHKNELL |= {"obj:effect"}
# Whose unit dies changes none of these rules: an opponent's Deathknell is ordered alike.
DEATHKNELL |= {"who:opponent", "unit_owner:opponent", "unit_owner:me"}


def _doc(question: Doc, situation: Doc | None = None, actions: list[Doc] | None = None) -> Doc:
    doc: Doc = {"format": 2}
    if situation:
        doc["situation"] = situation
    if actions:
        doc["actions"] = actions
    doc["question"] = question
    return doc


def _said(reading: Reading, *words: str) -> bool:
    return any(word in reading.tagged.words for word in words)


def _plain(reading: Reading) -> bool:
    """No card, place or time, and no mode but one the situation can be played in: the
    rules queries hold wherever and whenever."""
    if reading.mode is not None and reading.mode not in MODES:
        return False
    return not reading.says_any("cards", "places", "timing")


def _query(value: str, used: set[str], reading: Reading | None = None) -> Candidate:
    """The ``death`` rules query ``value``; a mode the question names ("In a 2v2, ...") is
    the situation's (the same in every mode: judged in the one said)."""
    mode = MODES.get(reading.mode or "1v1") if reading is not None else None
    if mode is None or mode == "1v1":
        return Candidate(f"death:{value}", _doc({"death": value}), used)
    assert reading is not None
    doc = _doc({"death": value}, {"mode": mode})
    return Candidate(f"death:{value}", doc, used | {f"mode:{reading.mode}"})


# A card whose text replaces a unit's death: "The next time a friendly unit would die, kill
# this instead." (Zhonya's Hourglass). Named as what replaces the death, it says no more.
REPLACES_DEATH = LazyPattern(r"\bwould die\b[^.]*\binstead\b", re.IGNORECASE)


def _death_replacers(reading: Reading) -> set[str] | None:
    """The slots of the cards the question names when each one's text replaces a unit's
    death (empty: none named); None when a card named says anything else."""
    if not all(any(REPLACES_DEATH.search(a) for a in card.abilities) for card in reading.cards):
        return None
    kinds = {f"obj:{card.type.lower()}" for card in reading.cards}
    return {f"card:{card.name}" for card in reading.cards} | kinds


def read_replaced_death_happened(reading: Reading) -> Candidate | None:
    """ "If Zhonya's Hourglass replaces my unit's death, has my unit died?": the death a
    replacement effect replaced never happened (the kill did not occur)."""
    if reading.kind not in ("does", "is") or reading.negated or reading.context_negated:
        return None
    if reading.keywords or not _plain(replace(reading, cards=[])):
        return None
    replacers = _death_replacers(reading)
    asked = [v for s in reading.tagged.spans if s.start < reading.main_end for v in s.values("act")]
    if replacers is None or asked != ["die"] or not reading.has("replace"):
        return None
    if set(reading.actions) - {"die", "replace", "heal", "change", "exhaust", "recall"}:
        return None
    used = {
        *DYING,
        *replacers,
        "act:replace",
        "act:heal",
        "act:change",
        "act:exhaust",
        "act:recall",
    }
    used |= {"obj:effect", "mod:still"}
    return _query("replaced_death_happened", used, reading)


# An ability that triggers on its own permanent's death, as a card's text or a question
# quotes it: "When I die", "When I die in combat", "When this dies".
OWN_DEATH = LazyPattern(r"\bwhen (?:i|this|this unit) dies?\b", re.IGNORECASE)
HAPPENING = {"happen", "work", "keep"}


def _own_death_ability(abilities: tuple[str, ...]) -> bool:
    return any(OWN_DEATH.search(a) for a in abilities)


def read_own_death_trigger_replaced(reading: Reading) -> Candidate | None:
    """ "My Draven, Audacious dies in combat but Zhonya's Hourglass replaces his death with a
    recall. Does his 'When I die in combat' ability still happen?": an ability that triggers
    on its own unit's death, quoted or a named unit's, when that death is replaced. A
    Deathknell is the Deathknell reader's; an effect quoted after the trigger is not read."""
    if reading.kind != "does" or reading.negated or reading.context_negated:
        return None
    if reading.keywords or reading.says_any("places", "without", "said_not"):
        return None
    if reading.mode is not None and reading.mode not in MODES:
        return None
    if reading.timing - {"combat"} or set(reading.who) - {"me"}:
        return None
    dying = [c for c in reading.cards if c.type == "Unit" and _own_death_ability(c.abilities)]
    others = replace(reading, cards=[c for c in reading.cards if c not in dying])
    replacers = _death_replacers(others)
    quoted = OWN_DEATH.search(" ".join(reading.tagged.words)) is not None
    if replacers is None or len(dying) > 1 or not quoted:
        return None  # a named card's ability not quoted may be another of its abilities
    if not (reading.has("replace") or (reading.has("recall") and _said(reading, "instead"))):
        return None
    asked = {v for s in reading.tagged.spans if s.start < reading.main_end for v in s.values("act")}
    if not asked & HAPPENING or asked - HAPPENING - {"die"}:
        return None  # whether the ability happens; "die" is its quoted trigger
    if set(reading.actions) - {*HAPPENING, "die", "replace", "recall", "heal", "exhaust", "change"}:
        return None
    if set(reading.objects) - {"ability", "triggered", "effect", "unit", "gear"}:
        return None
    if reading.mods - {"still"}:
        return None
    used = {*DYING, *replacers, *(f"card:{c.name}" for c in dying), "time:combat", "mod:still"}
    used |= {f"act:{a}" for a in (*HAPPENING, "replace", "recall", "heal", "exhaust", "change")}
    used |= {"obj:ability", "obj:triggered", "obj:effect"}
    return _query("own_death_trigger_when_replaced", used, reading)


ASSIGN_LIKE_DEAL = {"act:assign", "act:deal", "mod:same", "act:count", "obj:damage"}
ASSIGN_LIKE_DEAL |= {"obj:combat", "obj:combat_damage", "time:combat", "obj:thing"}


def read_assigning_is_dealing(reading: Reading) -> Candidate | None:
    """ "Is assigning combat damage the same thing as dealing damage?", "Does assigning
    combat damage count as dealing it?": assigning is not dealing, though it causes damage
    to be dealt once complete."""
    # "in the combat damage step": where damage is assigned, which says nothing more
    step = reading.timing == {"combat_damage_step"}
    if reading.kind not in ("does", "is") or reading.negated:
        return None
    if not _plain(replace(reading, timing=set()) if step else reading):
        return None
    if reading.context_negated or reading.keywords or not reading.has("assign", "deal"):
        return None
    if not (reading.has("assign") and reading.has("deal")):
        return None
    if not ({"mod:same", "act:count"} & reading.slots()):
        return None
    words = reading.tagged.words
    if words.index(next(w for w in words if w.startswith("assign"))) > words.index(
        next(w for w in words if w.startswith("deal"))
    ):
        return None  # "is dealing damage the same as assigning it" asks it the other way
    return _query("assigning_is_dealing", {*ASSIGN_LIKE_DEAL, "time:combat_damage_step"}, reading)


def read_deathknell(reading: Reading) -> Candidate | None:
    """ "If a unit with Deathknell would die but its death is replaced, does its Deathknell
    still happen?", "If a resolving spell kills a unit with Deathknell, does the Deathknell
    resolve before the spell finishes?", "Does a Deathknell go on the chain before the unit
    is put in the trash?"."""
    if reading.kind not in ("does", "is") or not _plain(replace(reading, cards=[])):
        return None
    if "deathknell" not in reading.keywords:
        return None
    # A named unit printing Deathknell ("my Undercover Agent") is the unit that dies: these
    # rules hold whatever its Deathknell does. Any other card named must replace the death.
    dying = [c for c in reading.cards if c.type == "Unit" and "Deathknell" in c.keywords]
    others = replace(reading, cards=[c for c in reading.cards if c not in dying])
    replacers = _death_replacers(others)
    if replacers is None or (others.cards and not reading.has("replace", "recall")):
        return None
    replacers |= {f"card:{c.name}" for c in dying}
    several = reading.mods & {"several", "separately"}
    if several and (not reading.has("die", "replace") or _instances_of_one(reading)):
        used = {*DEATHKNELL, "mod:several", "mod:separately", "obj:permanent", "obj:instance"}
        return _query("deathknell_each_instance", used, reading)
    if not reading.has("die", "to_trash"):
        return None
    # "would die but is recalled instead": a death replaced by a recall
    if reading.has("replace") or (reading.has("recall") and _said(reading, "instead")):
        used = {*DEATHKNELL, *replacers, "act:replace", "act:recall", "neg:condition"}
        used |= {"act:heal", "act:change", "act:exhaust", "mod:still"}
        return _query("deathknell_when_replaced", used, reading)
    if others.cards:
        return None
    if reading.context_negated:
        return None
    resolving = "resolving" in reading.mods or reading.mentions("spell")
    if resolving and reading.has("finish") and _said(reading, "before"):
        # "does it resolve before the spell finishes": the order this reading judges; "does
        # the spell finish before the Deathknell resolves" asks it turned round
        used = {*DEATHKNELL, *replacers, "mod:resolving", "act:finish", "obj:spell"}
        used |= {"obj:instruction", "mod:relative_order", "who:opponent", "who:their"}
        if reading.said_of("before", ("act", "finish")):
            used.add("mod:before")
            return _query("deathknell_during_spell", used, reading)
        if _finish_first(reading):
            used.add("mod:before")
            turned = _query("deathknell_during_spell", used, reading)
            turned.invert = True
            return turned
        return _query("deathknell_during_spell", used, reading)
    chained = reading.has("chain_add") or reading.mentions("chain")
    # "before the unit hits the trash" is a move into it (the lexicon's act:move, obj:trash)
    hits = reading.has("move") and reading.mentions("trash")
    if chained and (reading.has("to_trash") or hits) and _said(reading, "before"):
        used = {*DEATHKNELL, *replacers, "act:chain_add", "obj:chain", "obj:item"}
        used |= {"mod:relative_order", "obj:instruction", "obj:card"}
        if reading.mentions("chain"):  # "go on the chain": the lexicon's act:use
            used.add("act:use")
        if hits:
            used.add("act:move")
        if reading.said_of("before", ("act", "to_trash"), ("obj", "trash")):  # this order
            used.add("mod:before")
        return _query("deathknell_before_trash", used, reading)
    return None


def _instances_of_one(reading: Reading) -> bool:
    """ "My unit has two Deathknells. Do both trigger when it dies?": what is several is
    Deathknell on one unit (said in the plural, or its instances), never the units dying
    ("two units with Deathknell die at the same time"), nor a death that is replaced."""
    plural = "deathknells" in reading.tagged.words or reading.mentions("instance")
    one = reading.objects.count("unit") >= 1 and "unit" not in reading.plural
    return plural and one and not reading.has("replace") and "at_once" not in reading.mods


def _finish_first(reading: Reading) -> bool:
    """ "Does the spell finish resolving before my Deathknell resolves?": the one "before"
    follows the spell's finishing and comes before the Deathknell, the order turned round
    (in the question clause: the statements after it set the scene)."""
    spans = [span for span in reading.tagged.spans if span.start < reading.main_end]
    said = [k for k, span in enumerate(spans) if span.has("mod", "before")]
    if len(said) != 1:
        return False
    k = said[0]
    finish = [j for j, span in enumerate(spans) if span.has("act", "finish")]
    return (
        len(finish) == 1 and finish[0] < k
        and any(span.has("kw", "deathknell") for span in spans[k + 1 :])
        and not any(span.has("kw", "deathknell") for span in spans[: finish[0]])
    )  # fmt: skip


def read_attached_to_trash(reading: Reading) -> Candidate | None:
    """ "When a unit that has equipment attached dies, does the equipment go to the trash
    with it?"."""
    if reading.kind not in ("does", "is") or not _plain(reading):
        return None
    if not (reading.mentions("gear") and reading.has("die", "leave")):
        return None
    if not (reading.has("to_trash") or reading.mentions("trash")):
        return None
    if reading.has("recall", "replace") or reading.context_negated:
        return None
    used = {*DYING, "obj:gear", "mod:attached", "act:move", "act:leave", "place:board"}
    return _query("attached_gear_to_trash", used, reading)


def read_gear_left_by_death(reading: Reading) -> Candidate | None:
    """ "My equipped unit died at a battlefield, leaving the equipment there unattached.
    Is the equipment recalled to my base in the next cleanup?": the gear is at the
    battlefield, unattached, when the cleanup comes."""
    if reading.kind not in ("does", "is", "must") or reading.negated or reading.cards:
        return None
    if not (reading.mentions("gear") and reading.has("die") and reading.has("recall")):
        return None
    if reading.mode or reading.timing - {"next_cleanup"} or reading.context_negated:
        return None
    kinds = {place.kind for place in reading.places}
    if "battlefield" not in kinds or kinds - {"battlefield", "base"}:
        return None
    situation = {"gear": [{"name": "your gear", "at": "battlefield 1"}]}
    doc = _doc({"outcomes": {"event": "gear recalled"}}, situation, [{"cleanup": {}}])
    used = {*DYING, "obj:gear", "mod:attached", "mod:unattached", "act:leave", "act:recall"}
    used |= {"place:battlefield", "place:base", "time:next_cleanup", "obj:cleanup"}
    candidate = Candidate("death:gear_left_by_death", doc, used)
    candidate.notes.append(
        "taken: the unit has died, so its gear is at battlefield 1, unattached, when the "
        "next cleanup comes"
    )
    return candidate


# Whose a unit is, as the reader tags its owner, and the player the situation names.
UNIT_PLAYERS = {"me": "you", "opponent": "opponent", "teammate": "ally"}
HOLDING = ("control", "controls", "have", "has", "own", "owns")


def _card_holder(reading: Reading) -> str | None:
    """Who controls the one card named, as the question says it where it names the card:
    the possessive right before it ("my opponent's Zhonya's Hourglass"), or a player right
    before "control(s)" or "have/has" right before it ("I control Zhonya's Hourglass");
    None when not said, or said differently at two places."""
    spans = reading.tagged.spans
    words = reading.tagged.words
    holders = set()
    for at, span in enumerate(spans):
        if span.card is None:
            continue
        start = span.start - 1 if span.start and words[span.start - 1] in HOLDING else span.start
        said: list[str] = []
        ending = [s for s in spans[:at] if s.end == start and s.has("who")]
        while ending:  # "my" "opponent's": spans of their own
            said = [*ending[0].values("who"), *said]
            start = ending[0].start
            ending = [s for s in spans[:at] if s.end == start and s.has("who")]
        named = [p for p in said if p != "me"] or said
        if len(named) == 1:
            holders.add(UNIT_PLAYERS.get(named[0], ""))
    return holders.pop() if len(holders) == 1 and "" not in holders else None


def read_death_replaced_by_card(reading: Reading) -> Candidate | None:
    """ "In 2v2, if my teammate's unit would die and I control Zhonya's Hourglass, does the
    Hourglass replace the death?": a gear named whose text replaces a friendly unit's death,
    in its controller's base, and the unit killed at battlefield 1 by an opponent's effect;
    the engine says whether the unit is killed (the question turned round: its death is
    replaced when it is not). Whose the unit is must be said; whose the gear is, when not
    said, is judged both ways (yours, your opponent's)."""
    if reading.kind != "does" or reading.negated or reading.context_negated or reading.keywords:
        return None
    if len(reading.cards) != 1 or reading.places or reading.timing:
        return None
    card = reading.cards[0]
    if card.type != "Gear" or not any(REPLACES_DEATH.search(a) for a in card.abilities):
        return None
    if not (reading.has("replace") and reading.has("die")):
        return None
    if set(reading.actions) - {"replace", "die", "control"} or reading.mods - {"still"}:
        return None
    if set(reading.objects) - {"unit", "gear", "player"} or reading.objects.count("unit") < 1:
        return None
    mode = MODES.get(reading.mode or "1v1")
    owner = UNIT_PLAYERS.get(reading.unit_owner or ("me" if _my_unit(reading) else ""))
    if mode is None or owner is None or (owner == "ally" and mode != "2v2"):
        return None
    holder = _card_holder(reading)
    if holder == "ally" and mode != "2v2":
        return None
    players = {"me", *(p for p, role in UNIT_PLAYERS.items() if role in (owner, holder))}
    if set(reading.who) - players - {"their"}:
        return None

    def document(gear_of: str) -> Doc:
        unit: Doc = {"name": "your unit" if owner == "you" else f"{owner}'s unit"}
        if owner != "you":
            unit["controller"] = owner
        gear: Doc = {"name": card.name, **({"controller": gear_of} if gear_of != "you" else {})}
        situation: Doc = {"units": [{**unit, "at": "battlefield 1"}], "gear": [gear]}
        if mode != "1v1":
            situation = {"mode": mode, **situation}
        by = "opponent" if owner != "opponent" else "you"
        kill = {"game_action": {"action": "kill", "cards": [unit["name"]], "by": by}}
        question = {"outcomes": {"event": "killed", "subject": unit["name"]}}
        return _doc(question, situation, [kill])

    used = {*DYING, f"card:{card.name}", "obj:gear", "obj:player", "act:replace", "act:control"}
    used |= {"mod:still", "who:their", *(f"who:{p}" for p in players)}
    used |= {f"unit_owner:{reading.unit_owner}"} if reading.unit_owner else set()
    used |= {f"mode:{reading.mode}"} if reading.mode else set()
    candidate = Candidate("death:replaced_by_card", document(holder or "you"), used)
    candidate.invert = True  # replaced: the unit is not killed
    if holder is None:
        candidate.defaults.append(f"{card.name} is yours")
        candidate.alternatives.append((f"{card.name} is your opponent's", document("opponent")))
    candidate.stated.append(
        f"the unit is killed at battlefield 1; {card.name} is in its controller's base"
    )
    return candidate


def _my_unit(reading: Reading) -> bool:
    """ "my unit": "my" right before the one unit said."""
    spans = reading.tagged.spans
    units = [k for k, s in enumerate(spans) if s.has("obj", "unit")]
    if len(units) != 1 or not units[0]:
        return False
    before = spans[units[0] - 1]
    return before.values("who") == ["me"] and before.end == spans[units[0]].start


NEGATIVE = ("negative", "less", "below", "lower")


def read_zero_might(reading: Reading) -> Candidate | None:
    """ "Does a unit with 0 or negative Might die automatically?": a unit with that Might
    and no damage, and a cleanup."""
    if reading.kind not in ("does", "is") or reading.timing - {"next_cleanup"}:
        return None
    if reading.cards or reading.places or reading.mode:
        return None
    if "zero_might" not in reading.mods or not reading.has("die"):
        return None
    if reading.mentions("damage", "gear") or reading.keywords or reading.context_negated:
        return None

    def document(might: int, damage: int = 0) -> Doc:
        unit = {"name": "your unit", "might": might, **({"damage": damage} if damage else {})}
        return _doc({"outcomes": {"event": "killed"}}, {"units": [unit]}, [{"cleanup": {}}])

    used = {*DYING, "mod:zero_might", "mod:automatically", "obj:cleanup", "time:next_cleanup"}
    used.add("mod:undamaged")
    negative, zero = _said(reading, *NEGATIVE), _said(reading, "0", "zero")
    candidate = Candidate("death:zero_might", document(-1 if negative and not zero else 0), used)
    if "undamaged" in reading.mods:  # "no damage marked on it": as said
        candidate.notes.append("taken: the unit has no damage marked, as the question says")
    elif "automatically" in reading.mods:  # "by itself": no damage is what is asked of
        candidate.notes.append("taken: the unit has no damage marked (it dies 'by itself')")
    else:  # damage marked on it decides: both ways are judged
        candidate.defaults.append("the unit has no damage marked")
        candidate.alternatives.append(("the unit has 1 damage marked", document(0, damage=1)))
    if negative and zero:  # "0 or negative": both are judged, and must agree
        candidate.defaults.append("asked of a unit with 0 Might")
        candidate.alternatives.append(("asked of a unit with -1 Might", document(-1)))
    return candidate


def read_replacement_twice(reading: Reading) -> Candidate | None:
    """ "Can a replacement effect apply twice to the same death?"."""
    if reading.kind != "can" or not _plain(reading) or reading.negated:
        return None
    if not (reading.has("replace") and "twice" in reading.mods):
        return None
    used = {*DYING, "act:replace", "act:apply", "mod:twice", "mod:same", "obj:effect"}
    used.add("obj:event")  # "twice to one event": what a replacement effect applies to
    return _query("replacement_twice", used, reading)


def read_bonus_damage(reading: Reading) -> Candidate | None:
    """ "Does Bonus Damage apply if no damage is dealt?"."""
    if reading.kind not in ("does", "is") or not _plain(reading) or reading.context_negated:
        return None
    if not (reading.mentions("bonus_damage") and "no_damage" in reading.mods):
        return None
    used = {"obj:bonus_damage", "mod:no_damage", "obj:damage", "act:apply", "act:happen"}
    used |= {"obj:spell", "obj:ability", "obj:effect"}
    return _query("bonus_damage_without_damage", used, reading)


# "As an additional cost to play this, kill a friendly [Mighty] unit." (Sacrifice)
KILL_AS_COST = LazyPattern(r"as an additional cost to play this, kill [^.]*\.?", re.IGNORECASE)
TEXT_ABOUT_COUNTERING = LazyPattern(r"counter|return|refund", re.IGNORECASE)


def read_killed_for_cost(reading: Reading) -> Candidate | None:
    """ "If my Sacrifice is countered, does the Mighty unit I killed to pay for it come
    back?": the kill is an additional cost of the named card, and countering refunds no
    cost."""
    if reading.kind not in YES_NO or reading.negated or len(reading.cards) != 1:
        return None
    if reading.places or reading.mode or reading.timing or reading.context_negated:
        return None
    countered = any(word.startswith("counter") for word in reading.tagged.words)
    if not (countered and reading.has("die") and reading.has("refund")):
        return None
    card = reading.cards[0]
    if not any(KILL_AS_COST.fullmatch(sentence) for sentence in card.abilities):
        return None
    if any(TEXT_ABOUT_COUNTERING.search(sentence) for sentence in card.abilities):
        return None  # its own text speaks of being countered or of returning things
    used = {*DYING, f"card:{card.name}", "act:stop", "act:refund", "act:pay", "obj:mighty"}
    used |= {"obj:spell", "obj:card", "obj:cost", "obj:additional_cost"}
    candidate = Candidate(
        "death:killed_for_cost", _doc({"countered": "refunds_additional_costs"}), used
    )
    candidate.notes.append(
        f"{card.name}'s text makes killing a unit an additional cost of playing it: asked as "
        "whether the additional costs paid for a countered card are refunded"
    )
    return candidate


READERS = [
    read_deathknell,
    read_death_replaced_by_card,
    read_own_death_trigger_replaced,
    read_replaced_death_happened,
    read_assigning_is_dealing,
    read_attached_to_trash,
    read_gear_left_by_death,
    read_zero_might,
    read_killed_for_cost,
    read_replacement_twice,
    read_bonus_damage,
]
