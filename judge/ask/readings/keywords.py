"""Readers for keywords and attached cards: how several instances of a keyword add up, what
Equip, Weaponmaster, Quick-Draw and Flow do, what Deflect adds to the cost of a spell that
chooses a unit (whose spell it is decides), and gear attached to a unit (it goes where the
unit goes; its status and control are its own).

Questions about the rules themselves become the engine's ``keyword_rule`` and ``attached``
queries; Deflect's cost and an attached gear following its unit become a situation (made up,
what it takes is said in the notes) and the engine computes them. Playing a Quick-Draw gear
is the play reader's (readings/plays.py): the engine knows Quick-Draw gives Reaction.
"""

from __future__ import annotations

import copy
import re
from itertools import pairwise

from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import MODES, YES_NO
from judge.ask.situation import Doc
from judge.engine.situation import DEFAULT_PLAYERS

# Keywords whose several instances the rules say something about, and the query value.
INSTANCES = {
    "vision": "vision_instances",
    "weaponmaster": "weaponmaster_instances",
    "equip_ability": "equip_instances",
    "quick_draw": "quick_draw_instances",
    "deflect": "deflect_instances",
    "hunt": "hunt_instances",
    "assault": "assault_instances",
    "shield": "shield_instances",
    "tank": "tank_instances",
    "temporary": "temporary_instances",
}
# Keyword names as the card data writes them, for a named card that prints or grants one.
KEYWORD_NAMES = {
    "vision": "Vision",
    "weaponmaster": "Weaponmaster",
    "equip_ability": "Equip",
    "quick_draw": "Quick-Draw",
    "deflect": "Deflect",
    "hunt": "Hunt",
    "assault": "Assault",
    "shield": "Shield",
    "tank": "Tank",
    "temporary": "Temporary",
}
# What a question about a permanent with a keyword says around the point it asks.
HOLDER = {"obj:unit", "obj:gear", "obj:permanent", "obj:card", "obj:ability", "who:me"}
PLAYERS = {"opponent": "opponent", "teammate": "ally", "me": "you"}
# Whose unit with Deflect the question may say: yours, or (of your own spell) an opponent's
# or, in 2v2, your teammate's.
UNIT_OWNERS = (None, "me", "opponent", "teammate")


def _plain(reading: Reading) -> bool:
    """No card, place, mode, time or "not": the rules queries hold wherever and whenever."""
    return not reading.says_any("cards", "places", "mode", "timing", "negation", "said_not")


def _query(kind: str, value: str, used: set[str]) -> Candidate:
    doc: Doc = {"format": 2, "question": {kind: value}}
    return Candidate(f"{kind}:{value}", doc, used)


INSTANCE_ACTS = {"activate", "pay", "happen", "work", "trigger", "resolve", "grant", "sum"}
"""What the question may say is done with the instances ("sum": "summed" is also the word
for the combat damage step's summing, act:sum, which the tagger gives it too)."""
# Words that ask about one instance, or the first only: "does only one count?", "does it
# trigger once?", "is its value just 3?" turn the question round, so it is not read.
ONE_ONLY = frozenset({"one", "once", "single", "just", "only"})
NUMBER_WORDS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine"})


def read_keyword_instances(reading: Reading) -> Candidate | None:
    """ "Does each instance of Vision trigger separately?", "Does a unit with two instances of
    Deflect make the cost higher twice?", "Does a second Quick-Draw do anything?", "My unit
    has Shield and gets Shield from another card. Are the Shield values added together?",
    "If a unit has Temporary twice, does Temporary trigger twice?": whether an instance
    beyond the first counts (summed for Assault, Shield, Deflect, Hunt; redundant for Tank,
    Temporary, Quick-Draw). A value said as a number in the question ("does it have Assault
    4?") is a sum to compute, not read here; one a statement gives an instance ("I give it
    Assault 3") only describes it."""
    keyword, assault = _instance_keyword(reading)
    if reading.kind not in YES_NO or keyword not in INSTANCES:
        return None
    if keyword in ASKED_OF_ONE and (
        reading.kind not in ("does", "is") or _several_holders(reading)
    ):
        return None  # "can a unit have Tank twice?" (it can), "two units with Temporary"
    if reading.says_any("places", "mode", "negation", "said_not", "without"):
        return None
    times = {"beginning_phase", "start_of_turn"} if keyword == "temporary" else set()
    if reading.timing - times or ONE_ONLY & set(reading.tagged.words):
        return None
    granted = _keyword_spans(reading, keyword, assault)
    total = _asked_sum(reading, keyword, granted) if keyword in SUMMED else None
    if total is None and not _asks_instances(reading, granted):
        return None
    if total == 0:
        return None  # a value asked that is not the sum of those said (or none is read)
    if keyword in REDUNDANT and not _asks_effect(reading):
        return None  # "does it have Tank twice?": it may (redundantly); what it does is asked
    acts = INSTANCE_ACTS | ({"die", "kill"} if keyword == "temporary" else set())
    acts |= {"play", "gain"} if total else set()  # "I play Cleave on it", "it gains Assault 3"
    if set(reading.actions) - acts - ({"attack"} if assault else set()):
        return None
    cards = _instance_cards(reading, keyword)
    if cards is None or not (total or _numbers_describe(reading, granted)):
        return None
    used = {*HOLDER, f"kw:{keyword}", "obj:instance", "obj:cost", "obj:value", "obj:bonus"}
    used |= {"mod:several", "mod:twice", "mod:separately", "mod:another", "mod:extra"}
    used |= {"mod:summed", "mod:number", "obj:source", "obj:spell", "obj:effect"}
    used |= {f"act:{act}" for act in acts} | {f"card:{card}" for card in cards}
    used |= {f"time:{time}" for time in times}
    if assault:
        used.add("act:attack")
    if total:  # "does it have Shield 4?": the keyword asked of the holder is the sum's
        used |= {"mod:several", "obj:turn", f"asked:{keyword}"}
    candidate = _query("keyword_rule", INSTANCES[keyword], used)
    if cards:
        candidate.notes.append("the cards named are read only as having or granting it")
    if total:
        name = KEYWORD_NAMES[keyword]
        candidate.notes.append(f"the {name} Values said, summed, are {total}, the value asked")
    return candidate


# Keywords whose values are summed: a value asked as a number is their sum.
SUMMED = frozenset({"assault", "shield", "hunt", "deflect"})


def _asked_sum(reading: Reading, keyword: str, granted: list[int]) -> int | None:
    """The value the question clause asks the keyword to have ("does it have Assault 4?",
    "is its Assault value 4?") when it is the sum of the instances said: each said in a
    statement (its number after it, 1 when it has none) and each a named card grants
    ("[Assault 3]") that none said gives. None when no value is asked; 0 when one is but it
    is not that sum, or fewer than two instances are said, or a card prints a value."""
    spans, words = reading.tagged.spans, reading.tagged.words

    def number(k: int) -> int | None:
        if not 0 <= k < len(spans) or not (
            spans[k].has("mod", "number") or spans[k].has("mod", "several")
        ):
            return None
        said = words[spans[k].start : spans[k].end]
        return int(said[0]) if len(said) == 1 and said[0].isdigit() else None

    asked = []
    for k in granted:
        if spans[k].start >= reading.main_end:
            continue
        value = number(k + 1)
        if value is None and k + 2 < len(spans) and spans[k + 1].has("obj", "value"):
            value, k = number(k + 2), k + 1
        if value is not None:
            asked.append((value, k + 1))
    if not asked:
        return None
    if len(asked) > 1:
        return 0
    total, at = asked[0]
    numbers = [
        k for k in range(len(spans)) if number(k) is not None or spans[k].has("mod", "number")
    ]
    values = []
    for k in granted:
        if spans[k].start < reading.main_end:
            continue
        value = number(k + 1)
        values.append(1 if value is None else value)
    described = {k + 1 for k in granted if number(k + 1) is not None}
    if set(numbers) - described - {at}:
        return 0  # a number said that is no instance's value
    name = KEYWORD_NAMES[keyword]
    for card in reading.cards:
        if any(k.startswith(f"{name} ") for k in card.keywords):
            return 0  # its printed value is not read
        for ability in card.abilities:
            for given in re.findall(rf"\[{name}(?: (\d+))?\]", ability):
                value = int(given) if given else 1
                if value not in values:
                    values.append(value)
    if len(values) < 2 or sum(values) != total or not _one_holder_granted(reading, name):
        return 0
    return total


def _one_holder_granted(reading: Reading, name: str) -> bool:
    """The statements say one permanent, and that the keyword is granted to it (a grant or
    gain, "again", or a named card whose text grants it): "My unit has Assault and another
    unit has Assault 3" says two units, each with its own."""
    statements = [s for s in reading.tagged.spans if s.start >= reading.main_end]
    # a pronoun read as a named card is that card again ("Tianna ... gives her Deflect"), and
    # "my unit" said again is the same unit; "another unit", "my other unit", "their unit"
    # are others
    words = reading.tagged.words
    holders = set()
    for k, span in enumerate(statements):
        if span.card is not None:
            if span.card.type in ("Unit", "Gear") and not _grants(span.card, name):
                holders.add(span.card.name)
            continue
        if not any(span.has("obj", o) for o in ("unit", "permanent", "gear")):
            continue
        before = statements[k - 1] if k else None
        other = before is not None and before.has("mod", "another")
        other = other or "other" in words[max(0, span.start - 2) : span.start]
        whose = [t for t in (before.tags if before is not None else ()) if t[0] == "who"]
        holders.add(str(k) if other else f"{whose}{words[span.start : span.end]}")
    if len(holders) > 1:
        return False
    said = any(
        s.has("act", "grant") or s.has("act", "gain") or s.has("mod", "twice") for s in statements
    )
    # "gets Assault 2 this turn": the lexicon files "gets" as filler, but before the keyword
    # it says the keyword comes to the holder, as "is given" does
    said = said or any(
        words[s.start - 1] in GETS
        for s in statements
        if s.start and words[s.start : s.end] == [name.lower()]
    )
    return said or any(_grants(card, name) for card in reading.cards)


GETS = frozenset({"gets", "got", "receives", "received"})


def _grants(card: CardEntry, name: str) -> bool:
    """The card's text gives the keyword ("your other units here have [Deflect]"): the
    source of an instance, not its holder."""
    return any(f"[{name}" in text for text in card.abilities)


# What says more than one instance in the question clause.
SEVERAL: tuple[tuple[str, str], ...] = (
    ("obj", "instance"),
    ("mod", "several"),
    ("mod", "twice"),
    ("mod", "summed"),
    ("mod", "another"),
    ("mod", "separately"),
    ("mod", "extra"),
)


def _asks_instances(reading: Reading, granted: list[int]) -> bool:
    """The question clause itself asks about more than one instance ("are the values added
    together?", "does it trigger twice?", "do two instances ...", the keyword said twice):
    "My unit has Tank and is given Tank again. Does it do anything?" may ask what Tank
    does."""
    spans = reading.tagged.spans
    asked = [k for k, s in enumerate(spans) if s.start < reading.main_end]
    if sum(k in granted for k in asked) > 1:
        return True
    if not any(spans[k].has(family, value) for k in asked for family, value in SEVERAL):
        return False
    # ... and several instances are said: "If my unit has Temporary, does it die twice?"
    # says one ("twice" is said of dying).
    beside = {j for k in granted for j in (k - 1, k + 1) if 0 <= j < len(spans)}
    marked = any(spans[j].has("mod", m) for j in beside for m in ("several", "twice", "another"))
    plural = reading.plural & {"value", "bonus", "instance"}
    return len(granted) > 1 or reading.mentions("instance") or bool(plural) or marked


# Keywords whose instances are counted on one permanent, asked as "does"/"is" only: the
# rules query says what a second instance on the same one does.
ASKED_OF_ONE = frozenset({"assault", "shield", "tank", "temporary"})


REDUNDANT = frozenset({"tank", "temporary", "quick_draw"})


def _asks_effect(reading: Reading) -> bool:
    """The question clause asks what an instance does ("trigger twice", "do anything (extra)",
    "add up"), not whether the permanent has it."""
    spans = reading.tagged.spans
    asked = [s for s in spans if s.start < reading.main_end]
    acts = {"trigger", "happen", "die", "kill", "work", "resolve"}
    said = any(s.has("act", a) for s in asked for a in acts)
    said = said or any(s.has("mod", m) for s in asked for m in ("extra", "summed"))
    return said or "anything" in reading.tagged.words[: reading.main_end]


def _several_holders(reading: Reading) -> bool:
    """The question says several units or cards ("two units with Temporary"), each with its
    own instance: not several instances on one."""
    return bool(reading.plural & {"unit", "permanent", "gear", "card", "token"})


def _instance_keyword(reading: Reading) -> tuple[str | None, bool]:
    """The one keyword the question says, and whether it is Assault, which the lexicon
    reads as "attack": every "attack" said is the word "assault" ("Petty Officer has
    Assault"), never a unit attacking."""
    said = set(reading.keywords)
    spans = [s for s in reading.tagged.spans if s.has("act", "attack")]
    words = reading.tagged.words
    assault = bool(spans) and all(words[s.start : s.end] == ["assault"] for s in spans)
    if assault:
        said.add("assault")
    return (next(iter(said)) if len(said) == 1 else None), assault


def _keyword_spans(reading: Reading, keyword: str, assault: bool) -> list[int]:
    """Where the keyword is said, as span indexes."""
    return [
        k
        for k, s in enumerate(reading.tagged.spans)
        if s.has("kw", keyword) or (assault and s.has("act", "attack"))
    ]


def _instance_cards(reading: Reading, keyword: str) -> list[str] | None:
    """The names of the cards the question names, each one that prints the keyword or
    grants it ("[Assault 3]" in its text): only examples of an instance. None when a card
    does anything else (its text is not read)."""
    name = KEYWORD_NAMES[keyword]
    names = []
    for card in reading.cards:
        prints = name in card.keywords
        grants = any(f"[{name}" in ability for ability in card.abilities)
        if not (prints or grants):
            return None
        names.append(card.name)
    return names


def _numbers_describe(reading: Reading, granted: list[int]) -> bool:
    """Every number the question says is the value of an instance a statement describes,
    right after the keyword ("I give it Assault 3"), or how many instances ("two instances
    of Tank"): none is a value the question asks ("is its Assault value 4?")."""
    spans, words = reading.tagged.spans, reading.tagged.words
    for k, span in enumerate(spans):
        said = words[span.start : span.end]
        if not (span.has("mod", "number") or any(w.isdigit() or w in NUMBER_WORDS for w in said)):
            continue
        describes = k - 1 in granted and span.start >= reading.main_end
        counts = set(said) <= NUMBER_WORDS and k + 1 < len(spans) and not spans[k + 1].has("mod")
        if not (describes or counts):
            return False
    return True


EQUIP_WORDS = frozenset({"equip", "equips", "equipping"})
"""The word Equip itself, as the ability's name ("Does Equip target the unit?", "When I use
Equip, ...") or its verb ("When I equip a gear to a unit, ..."); never "equipped", which
describes a unit, nor "equipment"."""


def _equip_said(reading: Reading) -> bool:
    """Whether the question says the Equip ability: its keyword phrase ("the Equip ability"),
    or the word Equip, alone or as the verb of attaching a gear (the lexicon reads a bare
    "equip" as "attached", a form of "equipped", and "equip a" as attaching)."""
    if reading.keywords == ["equip_ability"]:
        return True
    return not reading.keywords and bool(EQUIP_WORDS & set(reading.tagged.words))


def read_equip_target(reading: Reading) -> Candidate | None:
    """ "Does activating a gear's Equip ability count as choosing the unit it gets attached
    to?", "Is the unit Equip attaches to a target?", "Does Equip target the unit?", "When I
    equip a gear to a unit, is that unit a target?" (818.1.b.1: Equip's choice is a
    target)."""
    if reading.kind not in YES_NO or not _equip_said(reading) or not _plain(reading):
        return None
    if not (reading.has("choose") and reading.mentions("unit")):
        return None
    if set(reading.actions) - {"choose", "activate", "attach", "use"} or reading.unit_owner:
        return None
    used = {*HOLDER, "kw:equip_ability", "act:choose", "act:activate", "act:attach", "mod:attached"}
    return _query("keyword_rule", "equip_targets", used)


def read_weaponmaster(reading: Reading) -> Candidate | None:
    """ "Does playing a unit with Weaponmaster count as choosing that unit?", "Does
    Weaponmaster activate the Equip ability?"."""
    if reading.kind not in YES_NO or "weaponmaster" not in reading.keywords:
        return None
    if not _plain(reading) or set(reading.keywords) - {"weaponmaster", "equip_ability"}:
        return None
    used = {*HOLDER, "kw:weaponmaster", "act:play", "act:attach", "mod:attached"}
    if (
        reading.has("choose")
        and "equip_ability" not in reading.keywords
        and reading.mentions("unit")
    ):
        if set(reading.actions) - {"choose", "play"}:
            return None
        return _query("keyword_rule", "weaponmaster_chooses_unit", {*used, "act:choose"})
    if (
        reading.has("activate")
        and "equip_ability" in reading.keywords
        and not reading.has("choose")
    ):
        if set(reading.actions) - {"activate", "play", "attach"}:
            return None
        used |= {"kw:equip_ability", "act:activate"}
        return _query("keyword_rule", "weaponmaster_activates_equip", used)
    return None


def read_quick_draw_respond(reading: Reading) -> Candidate | None:
    """ "When I play a Quick-Draw gear, can my opponent respond before it gets attached to my
    unit?"."""
    if reading.kind not in ("can", "may") or reading.keywords != ["quick_draw"]:
        return None
    if reading.cards or reading.places or reading.negated or reading.context_negated:
        return None
    attached = reading.has("attach") or "attached" in reading.mods
    before = reading.said_of("before", ("act", "attach"), ("mod", "attached"))
    if not (reading.has("respond") and attached and before):
        return None
    if set(reading.actions) - {"respond", "attach", "play"} or reading.timing:
        return None
    used = {*HOLDER, "kw:quick_draw", "act:respond", "act:attach", "act:play", "mod:attached"}
    used.add("mod:before")
    used |= {"who:opponent", "who:other_player", "unit:played", "unit_owner:me"}
    return _query("keyword_rule", "quick_draw_respond", used)


def read_flow_countered(reading: Reading) -> Candidate | None:
    """ "If a spell I played using Flow is countered, does it go to my trash?"."""
    if reading.kind not in YES_NO or reading.keywords != ["flow"] or not _plain(reading):
        return None
    if not (reading.has("stop") and (reading.has("to_trash") or reading.mentions("trash"))):
        return None
    if set(reading.actions) - {"stop", "to_trash", "play", "move", "use"}:
        return None
    used = {"kw:flow", "using:flow", "act:stop", "act:to_trash", "act:play", "act:move"}
    used |= {"obj:spell", "obj:card", "obj:trash", "who:me"}
    if reading.said_of("after", ("act", "stop")):  # "to my trash after it is countered"
        used.add("mod:after")
    return _query("keyword_rule", "flow_countered_to_trash", used)


def read_repeat_rules(reading: Reading) -> Candidate | None:
    """ "Can I wait to see whether my opponent responds, and then pay Repeat?", "If I pay
    Repeat, may the extra execution choose a different target?"."""
    if reading.kind not in YES_NO or not reading.mentions("repeat") or reading.keywords:
        return None
    if reading.cards or reading.places or reading.mode or reading.negated:
        return None
    if reading.said_not or reading.context_negated or reading.timing - {"chain"}:
        return None
    acts = set(reading.actions)
    used = {"obj:repeat", "obj:spell", "obj:cost", "act:pay", "act:play", "who:me"}
    if "pay" in acts and "respond" in acts and _pays_after_responses(reading):
        if acts - {"put", "check", "respond", "decide", "pay", "play", "wait"}:
            return None
        used |= {"act:put", "act:check", "act:respond", "act:decide", "act:wait", "mod:only"}
        used |= {"time:chain", "who:opponent"}
        if reading.said_of("after", ("act", "respond"), ("act", "check")):  # as read above
            used.add("mod:after")
        return _query("keyword_rule", "repeat_paid_after_responses", used)
    different = reading.mods & {"another", "different"} or _said(reading, "different")
    if "choose" in acts and different and not reading.timing and acts <= {"choose", "pay"}:
        used |= {"act:choose", "mod:another", "mod:different", "obj:execution", "obj:effect"}
        used |= {"obj:target", "obj:choice"}
        return _query("keyword_rule", "repeat_different_choices", used)
    return None


RESPOND = ("respond", "responds", "responded", "responding", "response")
PAY = ("pay", "pays", "paid", "paying")


def _pays_after_responses(reading: Reading) -> bool:
    """The question has the asker pay once an opponent has responded (or not): "see whether
    my opponent responds, then pay", "pay after my opponent responds"."""
    words = reading.tagged.words
    respond = next((i for i, w in enumerate(words) if w in RESPOND), None)
    pay = next((i for i, w in enumerate(words) if w in PAY), None)
    if respond is None or pay is None:
        return False
    between = set(words[min(respond, pay) : max(respond, pay)])
    if respond < pay:
        return "after" not in between
    return "after" in between and "before" not in between


def _said(reading: Reading, *words: str) -> bool:
    return any(word in reading.tagged.words for word in words)


def _deflect_value(reading: Reading) -> bool:
    """Whether the one number the question says is a Deflect Value of 1 ("Deflect 1"), the
    one this reader builds (a greater one is not said in its answer: not read)."""
    spans, words = reading.tagged.spans, reading.tagged.words
    numbers = [k for k, s in enumerate(spans) if s.has("mod", "number")]
    if len(numbers) != 1 or numbers[0] == 0 or not spans[numbers[0] - 1].has("kw", "deflect"):
        return False
    return words[spans[numbers[0]].start] in ("1", "one")


def read_deflect_cost(reading: Reading) -> Candidate | None:
    """ "Does Deflect make my opponent pay extra when their spell targets my unit (and another
    unit)?", "In 2v2, does my ally pay for my unit's Deflect when their spell targets it?"."""
    # "how much extra does it cost?": the total of a spell whose own cost is nothing
    amount = reading.kind in ("how", "what")
    if (reading.kind not in YES_NO and not amount) or set(reading.keywords) != {"deflect"}:
        return None
    granted = _deflect_instances(reading)
    if granted is None:
        return None
    values, instance_spans = granted
    cards = _instance_cards(reading, "deflect") if len(values) > 1 else []
    if cards is None or (reading.cards and not cards):
        return None  # a card named does more than have or grant Deflect
    if reading.places or reading.timing or reading.negated:
        return None
    mode = MODES.get(reading.mode or "1v1")
    if reading.said_not or reading.context_negated or reading.mentions("instance") or not mode:
        return None
    costs = reading.has("pay") or reading.has("increase") or reading.mentions("cost")
    if not costs or not reading.has("choose"):
        return None
    granting = {"grant"} if len(values) > 1 else set()  # "is granted Deflect again"
    if set(reading.actions) - {"pay", "choose", "play", "increase"} - _purposes(reading) - granting:
        return None
    bound, own_said = _bound_and_own(reading)
    if bound is None and "at_least" in reading.mods:
        return None
    numbers = {said[0] for said in (bound, own_said) if said is not None}
    asked = _asked_power(reading, instance_spans | numbers)
    if asked is None or (asked and bound):
        return None
    targets_said = bool(TARGET_WORDS & set(reading.tagged.words))  # only spells and abilities do
    if not (reading.mentions("spell", "ability") or targets_said):
        return None
    if reading.unit_owner not in UNIT_OWNERS:
        return None
    players = [w for w in reading.who if w != "their"]
    others = [w for w in players if w != "me"]
    if len(set(others)) > 1 or set(others) - set(PLAYERS):
        return None
    player = PLAYERS[others[0]] if others else "you"
    words = reading.tagged.words
    unit_owner = reading.unit_owner
    # "My unit has Deflect. Does a spell that targets it cost more?": no one is said to play
    # the spell, and whose it is decides (an opponent of the unit's controller pays)
    caster = _spell_player(words) or _targeter(words)  # "my spell", "I target it"
    if caster not in (None, "me", *others[:1]):
        return None  # "my teammate targets it" while the question names an opponent
    caster_unsaid = not others and "i" not in words and caster is None
    if caster_unsaid and (unit_owner == "me" or (unit_owner is None and _my_unit(reading))):
        player = "opponent"
    elif caster_unsaid and unit_owner == "teammate":
        return None  # whether an opponent or a teammate plays it: not judged both ways here
    holders = [who for who in ("me", *others[:1]) if _holds_unit(words, who)]
    if unit_owner is None and len(holders) == 1:
        unit_owner = holders[0]  # "My opponent has a unit with Deflect.": whose unit it is
    if others and caster == "me" and unit_owner is None and _their_unit(words):
        unit_owner = others[0]  # "when I target their unit": the one other player's
    if others and caster == "me":
        # "My opponent has a unit with Deflect. If my spell targets it, ...": the spell is
        # yours, so the other player named must be the unit's, said so.
        if unit_owner in (None, "me"):
            return None
        player = "you"
    if unit_owner not in UNIT_OWNERS:
        return None
    if unit_owner in ("opponent", "teammate") and player != "you":
        return None  # another player's spell choosing their own unit, or another's
    if unit_owner == "teammate" and mode not in ("1v1", "2v2"):
        return None  # a teammate outside 2v2
    units: list[Doc] = [{"name": "your unit", "keywords": ["Deflect"]}]
    targets = ["your unit"]
    unsaid = unit_owner is None and not _my_unit(reading)
    if unit_owner in ("opponent", "teammate") or (unsaid and player == "you"):
        controller = "ally" if unit_owner == "teammate" else "opponent"
        units = [{"name": "the unit", "controller": controller, "keywords": ["Deflect"]}]
        targets = ["the unit"]
    if len(values) > 1 or values != [1]:
        units[0]["deflect"] = values
    if "another" in reading.mods and len(values) == 1:
        units.append({"name": "another unit", "controller": "opponent"})
        targets.append("another unit")
    # "chooses the same unit twice": Deflect's cost is added for each time it is chosen
    # (said of the choosing, in a statement or condition: "do I pay it twice?" alone asks)
    chosen_twice = any(
        span.has("mod", "twice") and span.start >= reading.main_end and k not in instance_spans
        for k, span in enumerate(reading.tagged.spans)
    )
    twice = chosen_twice and "another" not in reading.mods
    if twice:
        targets.append(targets[0])
    situation: Doc = {"units": units}
    if player == "ally" and mode not in ("1v1", "2v2"):
        return None  # a teammate outside 2v2
    if player == "ally" or unit_owner == "teammate" or mode != "1v1":
        situation["mode"] = "2v2" if "ally" in (player, units[0].get("controller")) else mode
    payer = _payer(reading)
    if payer == "their":  # "do they pay?": the one other player said, else no one known
        payer = PLAYERS[others[0]] if others else "someone"
    if payer not in (None, player):
        return None  # "Do I pay for it?" of another player's spell: who pays is not asked here
    if player != "you":
        situation["turn"] = player
    # "pay extra energy": whether Deflect adds Energy, on a spell whose own cost has none
    energy = "energy_paid" in reading.mods and "power_paid" not in reading.mods
    if energy and not reading.mods & {"extra", "more"}:
        return None
    if amount and (energy or "mod:extra" not in reading.slots()):
        return None  # only "how much extra", what Deflect adds
    own = 0 if energy or amount else 2
    if own_said is not None:
        if energy or amount:
            return None
        own = own_said[1]
    playing = {"card": "the spell", "by": player, "type": "spell", "energy": own}
    situation["playing"] = {**playing, "targets": targets}
    # "do I pay it twice?": twice its Deflect Value of 1
    asked_twice = twice and any(
        span.has("mod", "twice") and span.start < reading.main_end for span in reading.tagged.spans
    )
    question = {"cost": {"resource": "power", "at_least": 2 if asked_twice else 1}}
    if asked:  # "pay 2 extra Power": the spell's own cost has no Power
        question = {"cost": {"resource": "power", "exactly": asked}}
    if energy:
        question = {"cost": {"resource": "energy", "at_least": 1}}
    if amount:
        if asked or twice:
            return None
        question = {"cost": {}}
    if bound is not None:  # "does it cost at least 2 Power?"
        if energy or amount or asked_twice:
            return None
        question = {"cost": {"resource": "power", "at_least": bound[1]}}
    doc: Doc = {"format": 2, "situation": situation, "question": question}
    used = {"kw:deflect", "act:pay", "act:choose", "act:play", "act:increase", "obj:spell"}
    used |= {"mod:twice", "mod:same"} if twice else set()
    used |= {f"act:{action}" for action in _purposes(reading)}
    used |= {"obj:ability", "obj:unit", "obj:cost", "mod:extra", "mod:another"}
    used |= {"unit_owner:me", "unit_owner:opponent", "unit_owner:teammate"}
    used.add("mod:power_paid")  # "pay extra power": the Power asked
    used.add("mod:energy_paid")  # "pay extra energy": asked of a spell with no Energy cost
    if _deflect_value(reading):  # "Deflect 1": any value makes it cost more
        used.add("mod:number")
    if len(values) > 1:  # each instance said, granted by a source or again
        used |= {"act:grant", "obj:effect", "obj:source", "mod:another", "mod:twice"}
        used |= {f"card:{card}" for card in cards}
    if asked or len(values) > 1 or values != [1] or bound or own_said:
        used |= {"mod:number", "mod:several"}
    if bound is not None:
        used.add("mod:at_least")
    if reading.said_of("after", ("act", "choose")):  # "pay more after their spell targets it"
        used.add("mod:after")
    used |= {f"who:{w}" for w in reading.who}
    if reading.mode:
        used.add(f"mode:{reading.mode}")
    candidate = Candidate("deflect_cost", doc, used)
    if cards:
        candidate.notes.append("the cards named are read only as having or granting Deflect")
    if amount:
        candidate.stated = ["the spell's own cost is taken as nothing, so its total is the extra"]
    else:
        said_own = f"{own} Energy"
        candidate.stated = [f"the spell's own cost is {said_own} and no Power"]
    if caster_unsaid and player == "opponent":  # the spell also judged as yours
        candidate.defaults.append("your opponent plays the spell")
        yours = copy.deepcopy(doc)
        yours["situation"].pop("turn", None)
        yours["situation"]["playing"]["by"] = "you"
        candidate.alternatives.append(("you play the spell", yours))
    if unsaid:  # whose unit it is decides (an opponent of its controller pays): every way
        owners = ["opponent", "you"] if player == "you" else ["you", player]
        if player == "ally":
            owners.append("opponent")
        candidate.defaults.append(f"the unit is {_possessive(owners[0])}")
        for owner in owners[1:]:
            other = copy.deepcopy(doc)
            other["situation"]["units"][0]["controller"] = owner
            candidate.alternatives.append((f"the unit is {_possessive(owner)}", other))
    return candidate


def _deflect_instances(reading: Reading) -> tuple[list[int], set[int]] | None:
    """The Deflect Value of each instance the statements give the one unit ("has Deflect and
    is granted Deflect again", "has Deflect twice", "Deflect 2"), with the spans that say
    them; [1] when they say none or one. None when what they say is not read: a number that
    is no instance's value, "another" said of anything but the source of a grant ("another
    unit" is a second one chosen)."""
    spans, words = reading.tagged.spans, reading.tagged.words
    said = [
        k for k, s in enumerate(spans) if s.has("kw", "deflect") and s.start >= reading.main_end
    ]
    values: list[int] = []
    used: set[int] = set()
    for k in said:
        value = 1
        after = spans[k + 1] if k + 1 < len(spans) else None
        if after is not None and after.end - after.start == 1 and words[after.start].isdigit():
            value = int(words[after.start])
            used.add(k + 1)
        values.append(value)
        used.add(k)
    twice = [k + 1 for k in said if k + 1 < len(spans) and spans[k + 1].has("mod", "twice")]
    if len(said) == 1 and twice and words[spans[twice[0]].start] == "twice":
        if _said_chosen(reading, said[0]):
            return values, used  # "chooses the same unit with Deflect twice": chosen twice
        values.append(values[0])  # "has Deflect twice": two instances of one value
        used.add(twice[0])
    if len(said) == 2 and twice:
        used.add(twice[0])  # "is granted Deflect again": the second said
    if len(values) > 2 or (
        len(values) == 2 and len(said) == 2 and not (twice or _granted(reading))
    ):
        return None  # two said, neither said granted: one may be another unit's
    if len(values) == 2 and not _one_holder_granted(reading, "Deflect"):
        return None  # "my unit has Deflect and another unit has Deflect"
    for k, span in enumerate(spans):
        if span.has("mod", "another") and len(values) > 1:
            after = spans[k + 1] if k + 1 < len(spans) else None
            if after is None or not (after.has("obj", "effect") or after.has("obj", "source")):
                return None  # "another unit": a second unit, not a second source
    return (values or [1]), used


def _said_chosen(reading: Reading, k: int) -> bool:
    """The clause that says the keyword at span ``k`` says a choosing before it ("if my spell
    chooses the unit with Deflect twice"): what follows is said of the choosing."""
    spans = reading.tagged.spans
    start = max((j for j in range(k) if any(t[0] == "ask" for t in spans[j].tags)), default=0)
    return any(spans[j].has("act", "choose") for j in range(start, k))


def _granted(reading: Reading) -> bool:
    """A statement says Deflect is granted: "is granted", "gives", or a card named whose
    text grants it ("gets Deflect from Allay, Eager Admirer")."""
    statements = [s for s in reading.tagged.spans if s.start >= reading.main_end]
    grants = any(s.has("act", "grant") for s in statements)
    return grants or any(
        s.card is not None and any("[Deflect" in text for text in s.card.abilities)
        for s in statements
    )


def _asked_power(reading: Reading, described: set[int]) -> int | None:
    """The amount of Power the question clause asks the Deflect cost to be ("pay 2 extra
    Power"): 0 when it says none. None when a number is said that is neither that nor an
    instance's value (or "several" is said as a word, which this does not read)."""
    spans, words = reading.tagged.spans, reading.tagged.words
    asked = 0
    for k, span in enumerate(spans):
        if k in described or not (span.has("mod", "several") or span.has("mod", "number")):
            continue
        said = words[span.start : span.end]
        if span.start >= reading.main_end or len(said) != 1 or not said[0].isdigit():
            return None
        nxt = spans[k + 1 : k + 3]
        extra = bool(nxt) and (nxt[0].has("mod", "extra") or nxt[0].has("mod", "more"))
        power = any(s.has("mod", "power_paid") for s in nxt)
        power = power or "power" in words[span.end : span.end + 2]
        if asked or not (extra and power):
            return None
        asked = int(said[0])
    return asked


def _bound_and_own(
    reading: Reading,
) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """In the question clause, the lower bound asked of the Power ("cost at least 2 Power")
    and the spell's own Energy cost said of it ("my spell that costs 2 Energy"), each as
    (the index of its number's span, the number), or None where it is not said so."""
    spans, words = reading.tagged.spans, reading.tagged.words
    bound = own = None
    for k, span in enumerate(spans[:-1]):
        said = words[span.start : span.end]
        if span.start >= reading.main_end or len(said) != 1 or not said[0].isdigit():
            continue
        before = spans[k - 1] if k else None
        after = words[span.end : span.end + 1]
        if before is not None and before.has("mod", "at_least") and after == ["power"]:
            bound = (k, int(said[0]))
        elif (
            before is not None
            and before.has("obj", "cost")
            and spans[k + 1].has("mod", "energy_paid")
        ):
            own = (k, int(said[0]))
    return bound, own


def _payer(reading: Reading) -> str | None:
    """Who the question clause says pays ("do I pay", "does my opponent pay"), as the
    situation names players, or None where it names no one before "pay"."""
    spans = [s for s in reading.tagged.spans if s.start < reading.main_end]
    pay = next((k for k, s in enumerate(spans) if s.has("act", "pay")), None)
    said = [w for s in spans[:pay] for w in s.values("who")] if pay is not None else []
    return PLAYERS.get(said[-1], said[-1]) if said else None


def _purposes(reading: Reading) -> set[str]:
    """The actions a statement says a spell is played to do ("I target it with my spell to
    buff it"): what the spell does, which makes no difference to what it costs."""
    words, spans = reading.tagged.words, reading.tagged.spans
    return {
        action
        for span in spans
        if span.start >= reading.main_end and span.start > 0 and words[span.start - 1] == "to"
        for action in span.values("act")
    }


# The words that name a player in a question, by the reader's name for that player.
PLAYER_WORDS = {
    "me": ("i",),
    "opponent": ("opponent",),
    "teammate": ("ally", "teammate", "partner"),
}
HOLDS = ("has", "have", "controls", "control")


def _spell_player(words: list[str]) -> str | None:
    """Whose the spell (or ability) is, by the possessive right before it: "my (own) spell"
    is "me", "my opponent's spell" "opponent"; None where it is not said so ("their spell",
    "a spell")."""
    spell = next((i for i, w in enumerate(words) if w in ("spell", "spells", "ability")), None)
    if spell is None:
        return None
    before = [w for w in words[max(0, spell - 2) : spell] if w != "own"]
    if not before:
        return None
    if before[-1] == "my":
        return "me"
    owners = {f"{word}s": who for who, said in PLAYER_WORDS.items() for word in said}
    return owners.get(before[-1])


TARGET_WORDS = frozenset({"target", "targets", "targeting", "targeted"})
CHOOSING = TARGET_WORDS | {"choose", "chooses", "choosing"}


def _targeter(words: list[str]) -> str | None:
    """Who is said to target or choose, by the word right before the first such verb ("I
    target it" is "me", "my opponent targets" "opponent"); None where no player is said."""
    at = next((i for i, w in enumerate(words) if w in CHOOSING), None)
    if not at:
        return None
    return next((who for who, said in PLAYER_WORDS.items() if words[at - 1] in said), None)


def _their_unit(words: list[str]) -> bool:
    """ "their unit", "their Deflect unit": the unit of the other player the question names."""
    return any(
        w in ("unit", "units") and "their" in words[max(0, i - 2) : i] for i, w in enumerate(words)
    )


def _holds_unit(words: list[str], who: str) -> bool:
    """The question says that player has or controls a unit ("my opponent has a unit"), or
    says a unit of theirs has something ("my opponent's unit has Deflect")."""
    said = PLAYER_WORDS.get(who, ())
    theirs = {f"{word}s" for word in said} if who != "me" else set()
    return any(
        words[i] in said and words[i + 1] in HOLDS and words[i + 3] == "unit"
        for i in range(len(words) - 3)
    ) or any(
        words[i] in theirs and words[i + 1] == "unit" and words[i + 2] in HOLDS
        for i in range(len(words) - 2)
    )


def _my_unit(reading: Reading) -> bool:
    """The question says the unit is the asker's ("my unit", "my own unit")."""
    said = [word for word in reading.tagged.words if word != "deflect"]  # "my Deflect unit"
    return any(
        word in ("unit", "units") and index > 0 and said[index - 1] in ("my", "own")
        for index, word in enumerate(said)
    )


def _possessive(player: str) -> str:
    return "yours" if player == "you" else f"your {player}'s"


def read_attached_follows(reading: Reading) -> Candidate | None:
    """ "If I equip a gear to a unit and the unit moves, does the gear go with it?", "When my
    unit with equipment attached is recalled, does the equipment go too?"."""
    if reading.kind not in ("does", "will", "is") or (
        reading.places and not _to_battlefield(reading)
    ):
        return None
    if reading.cards or reading.mode or reading.timing or reading.negated:
        return None
    if reading.said_not or reading.context_negated:
        return None
    if not (reading.mentions("gear") and reading.mentions("unit")):
        return None
    # "my unattached gear": not attached to the unit, so it stays where it is.
    unattached = "unattached" in reading.mods
    if not (
        unattached
        or "attached" in reading.mods
        or reading.has("attach")
        or "equip_ability" in reading.keywords
    ):
        return None
    if set(reading.keywords) - {"equip_ability"} or "separately" in reading.mods:
        return None
    if not _goes_along(reading):
        return None  # "does the attached gear move?" may ask whether following is a Move
    if set(reading.actions) - {"move", "recall", "attach", "follow"}:
        return None
    moving = {"recall"} if reading.has("recall") else set(reading.actions) & {"move"}
    if not moving or ("recall" in moving and reading.places):
        return None
    if reading.unit_owner not in (None, "me") or set(reading.who) - {"me"}:
        return None
    units: list[Doc] = [{"name": "your unit"}]
    gear: list[Doc] = [{"name": "your gear"}]
    if not unattached:
        gear[0]["attached_to"] = "your unit"
    situation: Doc = {"units": units, "gear": gear}
    if "recall" in moving:
        situation["battlefields"] = [
            {"name": "battlefield 1", "controller": "you"},
            {"name": "battlefield 2"},
        ]
        units[0]["at"] = "battlefield 1"
        if not unattached:  # an attached gear is where its unit is (719.3)
            gear[0]["at"] = "battlefield 1"
        actions: list[Doc] = [{"recall": {"cards": ["your unit"], "because": "effect"}}]
        taken = "the unit is recalled by an effect from battlefield 1, which you control"
    else:
        actions = [{"standard_move": {"units": ["your unit"], "to": "battlefield 1"}}]
        taken = "the unit makes a standard move from your base to battlefield 1"
    question = {"outcomes": {"event": "follows", "subject": "your gear"}}
    doc: Doc = {"format": 2, "situation": situation, "actions": actions, "question": question}
    used = {"obj:gear", "obj:unit", "mod:attached", "act:attach", "kw:equip_ability", "who:me"}
    used |= {"act:move", "act:recall", "act:follow", "unit_owner:me", "place:battlefield"}
    if unattached:
        used.add("mod:unattached")
    if reading.said_of("after", ("act", "attach")):  # "moves after I equip a gear to it"
        used.add("mod:after")
    candidate = Candidate("attached_follows", doc, used)
    candidate.stated = [taken]
    if unattached:  # a gear enters at its controller's base and is not normally at a battlefield
        candidate.stated.append("your unattached gear is in your base")
    return candidate


def _to_battlefield(reading: Reading) -> bool:
    """The only place said is a battlefield the unit moves to, described no further."""
    return all(
        p.kind == "battlefield" and p.owner is None and not p.mods and p.card is None
        for p in reading.places
    )


ALONG = {"along", "follow", "follows", "followed", "together", "too", "also"}
WITH = {"go", "goes", "went", "move", "moves", "moved", "come", "comes", "stay", "stays"}


def _goes_along(reading: Reading) -> bool:
    """The question asks whether the gear goes along with the unit ("go with it", "follow",
    "too"), not whether what it does is a move."""
    words = reading.tagged.words
    return bool(ALONG & set(words)) or any(a in WITH and b == "with" for a, b in pairwise(words))


def read_attached_rules(reading: Reading) -> Candidate | None:
    """ "Does exhausting my unit exhaust its equipment?", "If I take control of an enemy
    unit, do I also control its equipment?", "Can I move an attached gear on its own?",
    "Can an attached gear be targeted?"."""
    if reading.kind not in YES_NO or reading.negated or reading.said_not:
        return None
    if reading.cards or reading.places or reading.mode or reading.timing:
        return None
    if reading.context_negated or set(reading.keywords) - {"equip_ability"}:
        return None
    if not reading.mentions("gear"):
        return None
    acts = set(reading.actions) - {"attach"}
    attached = "attached" in reading.mods or reading.has("attach") or reading.keywords
    used = {"obj:gear", "obj:unit", "mod:attached", "act:attach", "kw:equip_ability", "who:me"}
    if acts == {"exhaust"} or acts == {"ready"}:
        if not reading.mentions("unit") or reading.unit_owner not in (None, "me"):
            return None
        return _query("attached", "status_shared", {*used, "act:exhaust", "act:ready"})
    if acts == {"control"} and reading.mentions("unit") and reading.unit_owner == "opponent":
        used |= {"act:control", "act:take_control", "unit_owner:opponent", "mod:also"}
        return _query("attached", "control_follows", used)
    if acts == {"move"} and "separately" in reading.mods and attached:
        return _query("attached", "moves_separately", {*used, "act:move", "mod:separately"})
    if acts == {"choose"} and attached and not reading.mentions("unit"):
        return _query("attached", "targetable", {*used, "act:choose", "obj:effect"})
    return None


# Keywords that are triggered abilities, and the events the question may say (its actions):
# whether the keyword triggers on that event is judged on a made-up board.
TRIGGERED = {
    "deathknell": ("Deathknell", ("kill", "die", "banish")),
    "vision": ("Vision", ("play", "hide", "enter")),
    "weaponmaster": ("Weaponmaster", ("play", "hide")),
    "quick_draw": ("Quick-Draw", ("play", "hide")),
    "hunt": ("Hunt", ("conquer", "hold")),
}
# Keywords only gear has: the made-up card is a gear whatever the question calls it.
ON_GEAR = ("Quick-Draw",)
HOLDER_UNIT = "your unit"


def read_keyword_trigger(reading: Reading) -> Candidate | None:
    """ "If my opponent banishes my unit with Deathknell, does its Deathknell trigger?",
    "When I play a unit with Vision, does its Vision trigger?", "Does Hunt trigger when my
    unit holds?": the event happens to a made-up unit with the keyword, and the engine says
    whether the keyword triggers. A real card named ("Carrion Dredger dies. Does its
    Deathknell trigger?") is that card, when it prints the keyword: the engine reads its text."""
    keywords = set(reading.keywords)
    if reading.kind != "does" or len(keywords) != 1 or reading.negated or reading.context_negated:
        return None
    if reading.says_any("said_not", "without") or _places_beyond(reading):
        return None
    said = next(iter(keywords))
    if said not in TRIGGERED:
        return None
    keyword, events = TRIGGERED[said]
    # "dies in combat": a death like any other (judged by combat damage and by an effect)
    in_combat = reading.timing == {"combat"} and keyword == "Deathknell"
    if reading.timing and not in_combat:
        return None
    # a mode: a board of the combat's two sides only (other boards: `_played_in_mode`)
    if reading.mode is not None and not (in_combat and reading.mode in MODES):
        return None
    card = _printing(reading, keyword)
    if reading.cards and card is None:
        return None
    happening = [a for a in reading.actions if a in events]
    played = reading.unit_played and keyword in ("Vision", "Weaponmaster", "Quick-Draw")
    if played:
        happening = [*happening, "play"] if "play" not in happening else happening
    # "Does Hunt give XP when my unit holds?": Hunt's XP is its triggering (823.1.b).
    xp = {"grant"} if keyword == "Hunt" else set()
    # "is killed and goes to my trash": what a death is
    trashed = {"to_trash"} if keyword == "Deathknell" else set()
    if len(set(happening)) != 1 or set(reading.actions) - {
        *events,
        "happen",
        "trigger",
        *xp,
        *trashed,
    }:
        return None
    event = happening[0]
    if event == "enter":  # Vision's trigger is the permanent entering the board (817.1.c)
        event = "play"
        used_event = "act:enter"
    else:
        used_event = f"act:{event}"
    if event in ("kill", "die", "banish") and not _one_unit_said(reading):
        return None  # "my unit with Deathknell kills an enemy unit": which one dies is another
    if event not in ("kill", "die", "banish") and (reading.unit_owner or "opponent" in reading.who):
        return None  # who plays, hides, conquers or holds, and whose card it is, stay unsaid
    owner = "opponent" if reading.unit_owner == "opponent" else "you"
    by = "opponent" if owner == "you" and "opponent" in reading.who else "you"
    gear = reading.mentions("gear") or keyword in ON_GEAR
    doc = _trigger_doc(keyword, event, owner, by, gear=gear, real=card)
    if reading.places and event not in ("conquer", "hold"):
        return None  # only the battlefield conquered or held is read
    if in_combat and (event == "banish" or gear or reading.places or card is not None):
        return None
    if in_combat:
        unsure = reading.unit_owner is None and "opponent" in reading.who
        mode = MODES.get(reading.mode or "1v1", "1v1")
        return _died_in_combat(owner, unsure, said, used_event, mode)
    used = {*HOLDER, f"kw:{said}", used_event, "act:happen", "act:trigger", "unit:played"}
    used |= {"place:battlefield"} | ({"act:grant", "obj:xp"} if xp else set())
    used.add("obj:effect")  # "its Deathknell effect": the keyword's own
    if card is not None:
        used.add(f"card:{card.name}")
    used |= {"who:opponent", "unit_owner:me", "unit_owner:opponent", "obj:battlefield"}
    for time in ("after", "while"):  # "trigger after my unit dies", "while it holds": on it
        if reading.said_of(time, ("act", event)):
            used.add(f"mod:{time}")
    if event in ("kill", "die"):  # "killed and goes to my trash": what a death is
        used |= {"act:to_trash", "obj:trash"}
    if event in ("kill", "die", "banish") and _by_a_spell(reading):
        used.add("obj:spell")  # "killed by a spell": what kills it does not change a death
    candidate = Candidate(f"keyword_trigger:{said}", doc, used)
    candidate.notes.append(f"taken: {_taken(keyword, event, owner, by, gear=gear)}")
    if card is not None:
        candidate.notes.append(f"read the keywords of {card.name} from the card data")
    return candidate


DIED_BY = (
    "it dies of the combat damage dealt to it",
    "it is killed by an effect during the combat",
)


def _died_in_combat(owner: str, unsure: bool, said: str, used_event: str, mode: str) -> Candidate:
    """ "My unit with Deathknell dies in combat. Does its Deathknell trigger?": a combat at
    battlefield 1 between your unit and your opponent's, the one with Deathknell (``owner``'s)
    dying there, by the combat damage dealt to it (taken) or killed by the other side's
    effect during the combat (judged too): whatever kills it, it dies. ``unsure``: the
    question names your opponent without saying whose unit it is, so both are judged."""
    ways = [_combat_death(owner, mode, damage) for damage in (True, False)]
    by_damage, by_effect = DIED_BY
    taken, other_ways = [by_damage], [by_effect]
    if unsure:
        other = "opponent" if owner == "you" else "you"
        ways += [_combat_death(other, mode, damage) for damage in (True, False)]
        mine, theirs = "the unit is yours", "the unit is your opponent's"
        said_whose, other_whose = (mine, theirs) if owner == "you" else (theirs, mine)
        taken += [said_whose, f"{said_whose} and {by_damage}"]
        other_ways += [other_whose, f"{other_whose} and {by_effect}"]
    used = {*HOLDER, f"kw:{said}", used_event, "act:happen", "act:trigger", "time:combat"}
    used |= {"obj:effect", "who:opponent", "unit_owner:me", "unit_owner:opponent"}
    used |= {"act:to_trash", "obj:trash", "obj:combat", "obj:combat_damage", "obj:damage"}
    used |= {f"mode:{m}" for m, played in MODES.items() if played == mode}
    candidate = Candidate(f"keyword_trigger:{said}", ways[0], used)
    candidate.defaults += taken
    candidate.alternatives += list(zip(other_ways, ways[1:], strict=True))
    return candidate


def _combat_death(owner: str, mode: str, damage: bool) -> Doc:
    """The board of ``_died_in_combat``: ``owner``'s 1 Might unit with Deathknell against
    the other side's 3 Might unit, your opponent defending; combat damage, or a kill."""
    yours, theirs = (
        {"name": "your unit"},
        {"name": "your opponent's unit", "controller": "opponent"},
    )
    dying, rival = (yours, theirs) if owner == "you" else (theirs, yours)
    situation: Doc = {
        **({"mode": mode} if mode != "1v1" else {}),
        "combat": "battlefield 1",
        "battlefields": [
            {"name": "battlefield 1", "controller": "opponent", "contested_by": "you"}
        ],
        "units": [
            {**dying, "keywords": ["Deathknell"], "at": "battlefield 1", "might": 1},
            {**rival, "at": "battlefield 1", "might": 3},
        ],
    }
    by = "opponent" if owner == "you" else "you"
    kill = {"game_action": {"action": "kill", "cards": [dying["name"]], "by": by}}
    actions = [{"combat_damage": {}} if damage else kill]
    question = {"outcomes": {"event": "triggers", "subject": dying["name"]}}
    return {"format": 2, "situation": situation, "actions": actions, "question": question}


AGAIN = frozenset({"the", "that", "this", "its"})


def _one_unit_said(reading: Reading) -> bool:
    """One unit said, the others only named again ("the unit", "that unit"): the one with the
    keyword is the one the event happens to, never a second unit ("kills an enemy unit")."""
    words = reading.tagged.words
    units = [s for s in reading.tagged.spans if s.has("obj", "unit")]
    new = [s for s in units if not (s.start and words[s.start - 1] in AGAIN)]
    return len(new) <= 1


def _places_beyond(reading: Reading) -> bool:
    """A place said besides one plain battlefield (the one conquered or held)."""
    plain = [p for p in reading.places if p.kind == "battlefield" and not p.mods and not p.owner]
    return len(reading.places) > 1 or len(plain) != len(reading.places)


def read_hunt_hold(reading: Reading) -> Candidate | None:
    """ "Does Hunt give XP when my unit holds a battlefield, not just when it conquers?",
    "Does Hunt trigger on a hold as well as on a conquer?": Hunt is both a Conquer and a Hold
    effect (the engine's `hunt_hold` query, yes)."""
    if reading.kind != "does" or set(reading.keywords) != {"hunt"} or reading.negated:
        return None
    if reading.context_negated or _places_beyond(reading) or reading.cards:
        return None
    if reading.says_any("mode", "timing", "said_not", "without") or reading.mods != {"including"}:
        return None
    acts = set(reading.actions)
    if not {"hold", "conquer"} <= acts or acts - {"hold", "conquer", "grant", "trigger", "happen"}:
        return None
    used = {*HOLDER, "kw:hunt", "act:hold", "act:conquer", "act:grant", "act:trigger", "obj:xp"}
    used |= {"act:happen", "mod:including", "place:battlefield"}
    return _query("keyword_rule", "hunt_hold", used)


def _printing(reading: Reading, keyword: str) -> CardEntry | None:
    """The one real card the question names, when it is a unit or gear printing
    ``keyword``: the made-up card's place is then that card's."""
    if len(reading.cards) != 1:
        return None
    card = reading.cards[0]
    kind = "Gear" if keyword in ON_GEAR else "Unit"
    return card if card.type == kind and keyword in card.keywords else None


BY_MEANS = frozenset({"by", "with"})


def _by_a_spell(reading: Reading) -> bool:
    """Whether the one spell the question names is what the unit is killed or banished
    "by" or "with" ("killed by a spell", "with my spell"), nothing asked of its own."""
    words = reading.tagged.words
    said = [i for i, word in enumerate(words) if word == "spell"]
    return (
        reading.objects.count("spell") == 1 and len(said) == 1
        and bool(BY_MEANS & set(words[max(0, said[0] - 3) : said[0]]))
    )  # fmt: skip


def _taken(keyword: str, event: str, owner: str, by: str, *, gear: bool = False) -> str:
    whose = "your" if owner == "you" else "your opponent's"
    done = {
        "kill": f"{'you kill' if by == 'you' else 'your opponent kills'} {whose} unit",
        "die": f"{'you kill' if by == 'you' else 'your opponent kills'} {whose} unit",
        "banish": f"{'you banish' if by == 'you' else 'your opponent banishes'} {whose} unit",
        "play": f"{'you play' if by == 'you' else 'your opponent plays'} it",
        "hide": f"{'you hide' if by == 'you' else 'your opponent hides'} it at a battlefield",
        "conquer": f"{whose} unit alone survives a combat at a battlefield not scored this turn",
        "hold": f"{whose} unit is at a battlefield its controller holds in their Scoring step",
    }[event]
    return f"a {'gear' if gear else 'unit'} with {keyword}; {done}"


def _trigger_doc(
    keyword: str, event: str, owner: str, by: str, *, gear: bool, real: CardEntry | None = None
) -> Doc:
    """The board where ``event`` happens to a made-up card of ``owner``'s with ``keyword``
    (or to the ``real`` card, with the keywords it prints)."""
    noun = "gear" if gear else "unit"
    name = f"your {noun}" if owner == "you" else f"your opponent's {noun}"
    if real is not None:
        name = real.name
    printed = list(real.keywords) if real is not None else [keyword]
    card: Doc = {"name": name, "keywords": printed}
    if owner != "you":
        card["controller"] = owner
    situation: Doc = {}
    actions: list[Doc]
    if event in ("kill", "die", "banish"):
        situation["units"] = [{**card, "at": "battlefield 1"}]
        action = "banish" if event == "banish" else "kill"
        actions = [{"game_action": {"action": action, "cards": [name], "by": by}}]
    elif event == "play":
        situation["turn"] = by
        held = {**card, "type": "gear"} if gear else card
        situation["hand" if by == "you" else "cards"] = [
            held if by == "you" else {**held, "zone": "hand"}
        ]
        actions = [{"play": {"card": name, "to": "base", "by": by}}]
    elif event == "hide":
        situation["turn"] = by
        situation["battlefields"] = [{"name": "battlefield 1", "controller": by}]
        situation["units"] = [{"name": "another unit", "controller": by, "at": "battlefield 1"}]
        hidden = {**card, "keywords": ["Hidden", keyword], "controller": by}
        situation["hand"] = [{**hidden, "type": "gear"} if gear else hidden]
        actions = [{"hide": {"card": name, "at": "battlefield 1", "by": by}}]
    elif event == "conquer":
        situation["combat"] = "battlefield 1"
        rival = "you" if owner != "you" else "opponent"
        situation["turn"] = owner
        situation["battlefields"] = [
            {"name": "battlefield 1", "controller": rival, "contested_by": owner}
        ]
        situation["units"] = [{**card, "at": "battlefield 1", "might": 3}]
        actions = [{"combat_resolution": {}}]
    else:  # hold: play proceeds into its controller's Scoring step
        situation["turn"] = "opponent" if owner == "you" else "you"
        situation["battlefields"] = [{"name": "battlefield 1", "controller": owner}]
        situation["units"] = [{**card, "at": "battlefield 1"}]
        actions = [{"proceed": {}}]
    situation = {k: v for k, v in situation.items() if not (k == "turn" and v == "you")}
    question = {"outcomes": {"event": "triggers", "subject": name}}
    return {"format": 2, "situation": situation, "actions": actions, "question": question}


# When Temporary triggers: as its controller's Beginning Phase starts, so their turn's start.
TEMPORARY_TIMES = frozenset({"start_of_turn", "beginning_phase"})


def read_temporary_gear(reading: Reading) -> Candidate | None:
    """ "Does my attached Spinning Axe get killed by Temporary at the start of my turn?",
    "Does my unattached gear's Temporary trigger?": your gear with Temporary printed on it,
    attached to your unit or not as the question says (unsaid: both, which is "depends"), as
    your Beginning Phase starts; the engine says whether its Temporary triggers (it kills the
    gear as it resolves). In any mode, play proceeds from the turn of the player just before
    you in its turn order."""
    if reading.kind not in ("does", "will", "is") or reading.keywords != ["temporary"]:
        return None
    if reading.negated:
        return None
    if reading.says_any("places", "said_not", "without") or reading.context_negated:
        return None
    mode = MODES.get(reading.mode or "1v1")
    if mode is None:
        return None
    if reading.timing - TEMPORARY_TIMES or set(reading.who) - {"me"} or reading.unit_owner:
        return None
    said = reading.mods & {"attached", "unattached"}
    starts = {"starts"} if "beginning_phase" in reading.timing else set()  # "the start of"
    if len(said) > 1 or reading.mods - said - starts:
        return None
    if reading.mentions("unit") and (said != {"attached"} or reading.has("die", "kill")):
        return None  # a unit said is the one the gear stays attached to ("if my unit dies")
    if reading.mentions("unit") and not _unit_only_as_host(reading):
        return None  # "Temporary on my unit", "my unit with Temporary": the unit's own (135.4)
    if set(reading.actions) - {"die", "kill", "happen", "trigger"}:
        return None
    if len(reading.cards) > 1 or not reading.mentions("gear"):
        return None
    card = reading.cards[0] if reading.cards else None
    if card is not None and (card.type != "Gear" or "Temporary" not in card.keywords):
        return None  # a named card keeps its own text: a gear with Temporary printed
    name = card.name if card is not None else "your gear"
    keywords = list(card.keywords) if card is not None else ["Temporary"]

    def document(attached: bool, owner: str = "you") -> Doc:
        gear: Doc = {"name": name, "keywords": keywords}
        host: Doc = {"name": HOLDER_UNIT}
        if owner != "you":  # equipped to a unit its controller controls (818.1.c.2)
            gear["controller"] = owner
            host = {"name": f"{_whose(owner)} unit", "controller": owner}
        if attached:
            gear["attached_to"] = host["name"]
        before_you = DEFAULT_PLAYERS[mode][-1]  # you take the first turn of the order
        situation: Doc = {"turn": before_you, "units": [host], "gear": [gear]}
        if mode != "1v1":
            situation["mode"] = mode
        question = {"outcomes": {"event": "triggers", "subject": name}}
        actions: list[Doc] = [{"proceed": {}}]
        return {"format": 2, "situation": situation, "actions": actions, "question": question}

    used = {"obj:gear", "who:me", "kw:temporary", "mod:attached", "mod:unattached"}
    used |= {"act:die", "act:kill", "act:happen", "act:trigger", "obj:unit", "mod:starts"}
    used |= {f"time:{time}" for time in TEMPORARY_TIMES}
    if card is not None:
        used.add(f"card:{card.name}")
    if reading.mode:
        used.add(f"mode:{reading.mode}")
    candidate = Candidate("temporary_gear", document("unattached" not in said), used)
    if not said:  # attached or not decides it: both are judged
        candidate.defaults.append("the gear is attached to your unit")
        candidate.alternatives.append(("the gear is not attached", document(False)))
    candidate.stated = ["its Temporary is printed on the gear", "your turn begins"]
    if _gear_said_mine(reading) or not reading.timing:
        candidate.stated.insert(0, "the gear is yours")  # no turn said: its controller's
        return candidate
    # Your turn said, whose gear not (816.1.c: only its controller's Beginning Phase
    # triggers it): an opponent's gear, unattached as it may be, is judged as well.
    theirs = "the gear is your opponent's" + ("" if said else " and not attached")
    candidate.defaults.append("the gear is yours")
    candidate.alternatives.append((theirs, document("attached" in said, "opponent")))
    return candidate


def _gear_said_mine(reading: Reading) -> bool:
    """Whether the question says the gear is the asker's: "my" right before the gear or
    the gear card it names ("my Spinning Axe", "my unattached gear")."""
    words = reading.tagged.words
    keyword = _temporary_at(reading)
    for span in reading.tagged.spans:
        if not (span.has("obj", "gear") or (span.card is not None and span.card.type == "Gear")):
            continue
        before = span.start - 1
        while before >= 0 and (
            words[before] in ("attached", "unattached", "own") or before in keyword
        ):
            before -= 1
        if before >= 0 and words[before] == "my":
            return True
    return False


# Whose turn begins, as the question says it: "at the start of my turn", "my opponent's
# beginning phase", "my teammate's beginning phase".
TURN_STARTS = {
    "start_of_turn": "you",
    "start_of_opponent_turn": "opponent",
    "start_of_teammate_turn": "ally",
}
PHASE_OWNERS = {"me": "you", "opponent": "opponent", "teammate": "ally"}


def _whose_turn_begins(reading: Reading) -> str | None:
    """The player whose turn (or Beginning Phase) the question says begins: a time that
    names it ("at the start of my opponent's turn"), or the player said right before
    "beginning phase" ("my opponent's beginning phase"; none said: yours). None when the
    question says more than one such time."""
    times = [TURN_STARTS[t] for t in reading.timing if t in TURN_STARTS]
    if "beginning_phase" in reading.timing:
        spans = reading.tagged.spans
        at = next(k for k, s in enumerate(spans) if s.has("time", "beginning_phase"))
        said = spans[at - 1].values("who") if at and spans[at - 1].end == spans[at].start else []
        times.append(PHASE_OWNERS.get(said[-1], "") if said else "you")
    return times[0] if len(set(times)) == 1 and times[0] else None


def read_temporary_unit(reading: Reading) -> Candidate | None:
    """ "Is my Temporary unit killed at the start of my turn?", "... at the start of my
    opponent's beginning phase?", "In 2v2, does my unit with Temporary die at the start of
    my teammate's turn?": a unit with Temporary as a turn begins (816.1.b: at the start of
    its controller's Beginning Phase, it is killed). Play proceeds once, from the turn of
    the player just before the one whose turn begins; the engine says whether Temporary
    triggers. Whose unit it is decides: one the question does not say is yours is judged
    as each player's it may be (yours, that of the player whose turn begins, another's). A
    unit card named that prints Temporary ("Is Keeper of Masks killed ...?") is that card."""
    card = _printing(reading, "Temporary")
    if reading.cards and card is None:
        return None
    if reading.kind not in ("does", "will", "is") or reading.keywords not in (
        ["temporary"],
        *([[]] if card is not None else []),
    ):
        return None
    if reading.negated or reading.context_negated:
        return None
    if reading.says_any("places", "said_not", "without"):
        return None
    its_own = _its_controllers_phase(reading)  # "its controller's Beginning Phase"
    before_scoring = _before_scoring(reading)
    if reading.mods - {"starts", "controllers_own", *(["before"] if before_scoring else [])}:
        return None
    if not reading.mentions("unit") or reading.mentions("gear"):
        return None
    acts = {"die", "kill", "happen", "trigger", *(["score"] if before_scoring else [])}
    if set(reading.actions) - acts or not reading.actions:
        return None
    if reading.unit_owner not in (None, "me"):
        return None
    mine = its_own or _unit_said_mine(reading) or (card is not None and _card_said_mine(reading))
    if before_scoring and not mine:
        return None  # whose unit decides it: "before scoring" is read of the unit's own turn
    begins = "you" if its_own else _whose_turn_begins(reading)
    timing = {*TURN_STARTS, "beginning_phase"}
    if begins is None or reading.timing - timing:
        return None
    mode = MODES.get(reading.mode or ("2v2" if begins == "ally" else "1v1"))
    if mode is None or (begins == "ally" and mode != "2v2"):
        return None
    players = DEFAULT_PLAYERS[mode]
    if set(reading.who) - {"me", *(w for w, p in PHASE_OWNERS.items() if p == begins)}:
        return None  # another player said than the one whose turn begins
    before = players[players.index(begins) - 1]  # the turn before the one that begins

    def document(owner: str) -> Doc:
        unit: Doc = {"name": f"{_whose(owner)} unit", "keywords": ["Temporary"]}
        if card is not None:  # the card keeps its own text and keywords
            unit = {"name": card.name, "keywords": list(card.keywords)}
        if owner != "you":
            unit["controller"] = owner
        situation: Doc = {"turn": before, "units": [unit]}
        if mode != "1v1":
            situation["mode"] = mode
        return {
            "format": 2,
            "situation": situation,
            "actions": [{"proceed": {}}],
            "question": {"outcomes": {"event": "triggers", "subject": unit["name"]}},
        }

    used = {"obj:unit", "who:me", "who:opponent", "who:teammate", "kw:temporary", "mod:starts"}
    used |= {"act:die", "act:kill", "act:happen", "act:trigger", "mod:controllers_own"}
    used |= {f"time:{time}" for time in timing}
    if before_scoring:  # the trigger's time, "before scoring", is the fact's own
        used |= {"mod:before", "act:score"}
    if reading.mode:
        used.add(f"mode:{reading.mode}")
    if card is not None:
        used.add(f"card:{card.name}")
    candidate = Candidate("temporary_unit", document("you"), used)
    candidate.stated = [f"play proceeds into {_whose(begins)} turn"]
    if its_own:
        candidate.stated.insert(0, "the unit is yours, so its controller's turn is yours")
        return candidate
    if mine:
        candidate.stated.insert(0, "the unit is yours")
        return candidate
    # Whose unit is not said (816.1.c: only its controller's Beginning Phase triggers it):
    # the player whose turn begins, and one who is neither that player nor you.
    others = [begins] if begins != "you" else []
    others += [p for p in players if p not in ("you", begins)][:1]
    for owner in others:
        label = f"the unit is {_whose(owner)}"
        if owner == begins:
            label += ", whose turn begins"
        elif len(players) > 2:  # any player but you and the one whose turn begins
            label = f"the unit is another player's, such as {_whose(owner)}"
        candidate.defaults.append("the unit is yours")
        candidate.alternatives.append((label, document(owner)))
    return candidate


def _its_controllers_phase(reading: Reading) -> bool:
    """ "At the start of its controller's Beginning Phase": the unit's own controller's
    turn, whoever that is, said right before the Beginning Phase and with no other player."""
    spans = reading.tagged.spans
    at = [k for k, s in enumerate(spans) if s.has("time", "beginning_phase")]
    if len(at) != 1 or at[0] == 0 or set(reading.who) - {"me"}:
        return False
    return spans[at[0] - 1].has("mod", "controllers_own")


def _before_scoring(reading: Reading) -> bool:
    """ "..., before scoring", "before I score": the time Temporary's trigger is said to
    have (before the Beginning Phase's scoring), not another event."""
    return reading.said_of("before", ("act", "score"))


OWNED = {"you": "your", "opponent": "your opponent's", "ally": "your ally's"}


def _whose(player: str) -> str:
    """ "your", "your opponent's", "opponent 2's": the player's, said before a noun."""
    return OWNED.get(player, f"{player}'s")


HAVING_MINE = [["i", "have"], ["i", "control"], ["i", "got"]]


def _temporary_at(reading: Reading) -> set[int]:
    """Where the question says the keyword Temporary, as the reader found it (a typo of it
    included)."""
    spans = reading.tagged.spans
    return {k for span in spans if span.has("kw", "temporary") for k in range(span.start, span.end)}


def _unit_said_mine(reading: Reading) -> bool:
    """Whether the question says the unit is the asker's: "my (Temporary) unit", "my own
    unit", "I have (control) a (Temporary) unit", "a (Temporary) unit I control". The
    keyword is found where the reader found it (a typo of it included)."""
    words = reading.tagged.words
    keyword = _temporary_at(reading)
    for i, word in enumerate(words):
        if word not in ("unit", "units"):
            continue
        j = i - 1 if i - 1 not in keyword else i - 2
        if j >= 0 and words[j] in ("my", "own"):
            return True
        if j >= 2 and words[j] in ("a", "an") and words[j - 2 : j] in HAVING_MINE:
            return True
        if words[i + 1 : i + 3] == ["i", "control"]:
            return True
    return False


def _card_said_mine(reading: Reading) -> bool:
    """Whether "my" is said right before the one card the question names ("my Keeper of
    Masks")."""
    words = reading.tagged.words
    named = [s for s in reading.tagged.spans if s.card is not None]
    return len(named) == 1 and named[0].start > 0 and words[named[0].start - 1] == "my"


def _unit_only_as_host(reading: Reading) -> bool:
    """Whether each unit the question says is what the gear is "attached to" ("attached to
    my unit"), and none may hold the keyword: "Temporary" right beside it ("my Temporary
    unit", "my unit with Temporary") may be the unit's own."""
    spans = [s for s in reading.tagged.spans if not s.has("who")]
    words = reading.tagged.words
    for k, span in enumerate(spans):
        if not span.has("obj", "unit"):
            continue
        host = k > 0 and spans[k - 1].has("mod", "attached") and words[spans[k - 1].end - 1] == "to"
        beside = [spans[j] for j in (k - 1, k + 1) if 0 <= j < len(spans)]
        if not host or any(other.has("kw") for other in beside):
            return False
    return True


# What a question about Deflect's cost says (the cost reader's): not this reader's.
COST_WORDS = frozenset({"power", "energy", "cost", "costs", "pay", "paid", "extra", "more", "rune"})
STOPS = frozenset({"stop", "stops", "prevent", "prevents", "block", "blocks", "forbid", "forbids"})


def read_deflect_targetable(reading: Reading) -> Candidate | None:
    """ "Can a unit with Deflect be targeted (by my opponent's spell)?", "Can my opponent
    target my unit with Deflect?", "Does Deflect stop a spell from targeting the unit?":
    Deflect only adds a cost to what chooses its permanent, never bars the choice (the
    rules query ``deflect_targetable``; "stop" asks it turned round). A cost, a card, a
    place, a time, a mode or a "not" said is not read here."""
    if reading.kind not in ("can", "does") or set(reading.keywords) != {"deflect"}:
        return None
    if reading.without or reading.cards or reading.places or reading.timing or reading.mode:
        return None
    if reading.negated or reading.context_negated or reading.said_not or reading.mods:
        return None
    words = reading.tagged.words
    if COST_WORDS & set(words) or not reading.has("choose"):
        return None
    stops = reading.kind == "does" and bool(STOPS & set(words[: reading.main_end]))
    if reading.kind == "does" and not stops:
        return None  # "does it get targeted?" asks what happens, not whether it may
    acts = set(reading.actions) - {"choose", "play"} - ({"stop"} if stops else set())
    if acts or set(reading.who) - {"me", "opponent", "their"}:
        return None
    if reading.unit_owner not in (None, "me", "opponent", "their"):
        return None
    used = {"kw:deflect", "act:choose", "act:play", "act:stop", "obj:unit", "obj:spell"}
    used |= {"obj:ability", "who:me", "who:opponent", "who:their", "unit_owner:me"}
    used |= {"unit_owner:opponent", "unit_owner:their", "obj:enemy_unit", "obj:card"}
    candidate = Candidate(
        "keyword_rule:deflect_targetable",
        {"format": 2, "question": {"keyword_rule": "deflect_targetable"}},
        used,
        invert=stops,
    )
    return candidate


READERS = [
    read_deflect_targetable,
    read_keyword_trigger,
    read_hunt_hold,
    read_temporary_gear,
    read_temporary_unit,
    read_keyword_instances,
    read_equip_target,
    read_weaponmaster,
    read_quick_draw_respond,
    read_flow_countered,
    read_repeat_rules,
    read_deflect_cost,
    read_attached_follows,
    read_attached_rules,
]
