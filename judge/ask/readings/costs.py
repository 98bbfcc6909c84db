"""Readers for questions about costs: what is an optional additional cost, what ignoring a
cost waives, whether a discount's minimum stops other discounts, Add abilities while paying,
refunds when countered, exhausting as a cost.

Questions about the rules themselves become the engine's cost queries; questions about how
a cost comes out become a card being played (``situation.playing``) with the modifiers the
question names, made-up and stated in the notes, and the engine's ``cost`` question.
A question naming a real card is left to readers that model its text (none yet here).
"""

from __future__ import annotations

import re
from typing import Any

from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.accelerate import keyword_query
from judge.ask.readings.cost_cards import (
    CostText,
    cost_texts,
    discounts_next_card,
    increases,
    played_ignoring,
    repeat_cost,
    trigger_cost_parts,
)
from judge.ask.readings.places import YES_NO
from judge.ask.situation import Doc
from judge.patterns import LazyPattern
from judge.records import replace

COST_OBJECTS = ("obj:cost", "obj:additional_cost", "obj:optional_additional_cost")
CARD_SLOTS = ("obj:spell", "obj:card", "obj:unit", "obj:ability")


def _candidate(
    reader: str, question: Doc, used: set[str], situation: Doc | None = None, **kw: Any
) -> Candidate:
    """A format-2 document: the cost situations need keys format 1 does not have."""
    doc: Doc = {"format": 2, "question": question}
    if situation:
        doc["situation"] = situation
    return Candidate(reader, doc, used, **kw)


def _plain(reading: Reading, said_not: bool = False) -> bool:
    """Nothing in the question that these readers do not model: a card, a mode, a place,
    a time or a negation (``said_not``: a "not" in what a card says is allowed)."""
    refused = (
        "cards",
        "places",
        "timing",
        "mode",
        "negation",
        *(() if said_not else ("said_not",)),
    )
    return not reading.says_any(*refused)


def read_optional_additional(reading: Reading) -> Candidate | None:
    """ "Is Accelerate an optional additional cost?", "Do Accelerate and Repeat count as
    optional additional costs?" (each is judged; they must agree); "Do I have to pay the
    Repeat cost when I play a spell with Repeat?" is that turned round (no)."""
    if not _plain(reading):
        return None
    said = f" {' '.join(reading.tagged.words[: reading.main_end])} "
    must = reading.kind == "must" or " have to " in said or " need to " in said
    # whether paying it is required, or whether it is an optional additional cost
    required = set(reading.actions) <= {"pay", "play"} and _in_question(reading, "act", "pay")
    named_kind = reading.mentions(
        "optional_additional_cost", "additional_cost", "mandatory_additional_cost"
    )
    if not (must and required) and (
        reading.kind not in ("is", "does") or reading.actions or not named_kind
    ):
        return None
    named = [k for k in ("accelerate", "repeat") if k in reading.keywords or reading.mentions(k)]
    # "Is Deflect's extra cost a mandatory additional cost?": what kind of cost it is (not
    # whether a player must pay it, which turns on whose unit it is)
    kind_said = reading.mentions("optional_additional_cost", "mandatory_additional_cost")
    if not must and "deflect" in reading.keywords and kind_said:  # not "an additional cost?"
        named.append("deflect")
    if not named or set(reading.who) - {"me"}:
        return None
    mandatory = reading.mentions("mandatory_additional_cost")
    if mandatory and (must or len(named) > 1 or reading.mentions("optional_additional_cost")):
        return None  # "optional or mandatory?" asks which, not yes or no
    used = {"kw:accelerate", "obj:repeat", "kw:deflect", "mod:extra", *COST_OBJECTS}
    if must:
        used |= {"act:pay", "act:play", "who:me", *CARD_SLOTS}
    used.add("obj:mandatory_additional_cost")  # the other kind: that turned round
    candidate = _candidate(
        "optional_additional_cost",
        {"optional_additional_cost": named[0]},
        used,
        invert=must or mandatory,
    )
    if len(named) == 2:  # both asked: the other is judged too, and must agree
        other = {"format": 2, "question": {"optional_additional_cost": named[1]}}
        candidate.defaults.append(f"asked of {named[0].title()}")
        candidate.alternatives.append((f"asked of {named[1].title()}", other))
    return candidate


def read_accelerate_on_board(reading: Reading) -> Candidate | None:
    """ "Can I pay Accelerate on a unit that's already on the board?", "Can I pay a unit's
    Accelerate cost after it has already been played?" (no: Accelerate's cost is paid only
    as the unit is played; on the board it has no function): Accelerate's rules query
    ``accelerate_on_board``."""
    if reading.kind != "can" or reading.keywords != ["accelerate"] or reading.negated:
        return None
    if reading.context_negated or reading.cards or reading.timing or reading.mode:
        return None
    if not _in_question(reading, "act", "pay") or set(reading.who) - {"me"}:
        return None
    on_board = [p for p in reading.places if p.kind == "board"]
    after_play = reading.said_of("after", ("act", "play")) or reading.said_of(
        "after", ("place", "board")
    )
    if len(on_board) != len(reading.places) or not (on_board or after_play):
        return None  # the unit is on the board, or its play is over
    if set(reading.actions) - {"pay", "play", "ready"}:
        return None
    if not reading.mentions("unit") or reading.mentions("spell", "card", "gear", "ability"):
        return None  # what was played is the unit ("after playing a spell" is another time)
    if reading.mods & {"another", "several", "next"}:
        return None  # "after I play another unit": the unit asked of may be played next
    # Accelerate's own rules query, as readings/accelerate.py reads the other wordings: one
    # reading of one question, never two rivals that make it ambiguous.
    used = {"kw:accelerate", "act:pay", "act:play", "act:ready", "obj:cost", "obj:unit"}
    used |= {"place:board", "mod:after", "who:me", "unit:played"}
    return keyword_query("accelerate_on_board", used)


def read_add_while_paying(reading: Reading) -> Candidate | None:
    """ "While paying for a spell, may I activate my Add abilities with Reaction?", "... a
    Reaction ability that adds Energy to help pay for it?", "... exhaust my runes with their
    Reaction Add ability to make the Energy?"."""
    if reading.kind not in ("can", "does") or not _plain(reading):
        return None
    if not reading.has("pay") or "reaction" not in reading.keywords:
        return None
    adds = reading.mods & {"adds_energy", "adds_power"}
    if not (reading.mentions("add_ability") or (adds and reading.mentions("ability"))):
        return None  # an Add ability, or an ability said to add a resource
    used = {"act:pay", "act:activate", "act:use", "act:play", "kw:reaction", "obj:add_ability"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "who:me", "mod:adds_energy", "mod:adds_power"}
    used.add("using:reaction")  # "use a Reaction ability": the ability has it
    if reading.mentions("add_ability", "ability") and reading.mentions("rune"):
        used |= {"act:exhaust", "obj:rune"}  # "exhaust my runes with their Add ability"
    if reading.said_of("while", ("act", "pay")):  # not "before paying"
        used.add("mod:while")
    return _candidate("while_paying", {"while_paying": "add_reaction"}, used)


def _countered(reading: Reading) -> bool:
    return any(word.startswith("counter") for word in reading.tagged.words)


TRIGGER_WORDS = frozenset({"trigger", "triggers", "triggered", "triggering"})
COUNTS_WORDS = frozenset({"count", "counts", "counted", "considered", "treated"})


def read_countered_played(reading: Reading) -> Candidate | None:
    """ "My spell was countered. Does it still count as played for abilities that trigger
    when I play a card?" (no: for abilities that trigger on cards being played, a countered
    card was not played). Only for triggers: other abilities that check plays see a
    countered card as finalized (v1.4), so a question that does not say "trigger" is not
    taken."""
    if reading.kind not in ("does", "is") or not _plain(reading) or reading.cards:
        return None
    if not (reading.has("stop") and _countered(reading) and _in_question(reading, "act", "play")):
        return None
    asked = set(reading.tagged.words[: reading.main_end])
    if not (asked & COUNTS_WORDS and asked & TRIGGER_WORDS):
        return None
    if set(reading.actions) - {"play", "stop", "happen"} or set(reading.who) - {"me", "opponent"}:
        return None
    used = {"act:play", "act:stop", "obj:ability", *CARD_SLOTS, "who:me", "who:opponent"}
    return _candidate("countered", {"countered": "counts_as_played"}, used)


# Words that say the card countered is the one that got the discount ("the card that
# received the discount", "the spell I got a discount on", "does it carry over").
DISCOUNT_RECEIVED = frozenset(
    {"received", "receives", "got", "gets", "discounted", "carry", "carries", "carried"}
)


def read_discount_carried_over(reading: Reading) -> Candidate | None:
    """ "If the card that received Astral Heron's discount gets countered, does the discount
    carry over to my next card?" (no: it was applied to that card's cost, paid before it was
    countered, and countering refunds nothing). A card named must be a discount for the next
    card its controller plays, by its compiled text."""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    card = reading.cards[0] if len(reading.cards) == 1 else None
    if len(reading.cards) > 1 or (card is not None and not discounts_next_card(card)):
        return None
    if not _plain(replace(reading, cards=[])) or not _countered(reading):
        return None
    if not (reading.mentions("discount") or card is not None) or reading.has("refund"):
        return None
    if not (reading.has("keep", "apply") and reading.mods & {"next", "another"}):
        return None  # whether the discount is still there for a later card
    got = set(reading.tagged.words) & DISCOUNT_RECEIVED or reading.has("reduce")
    if not (got or "cheap" in reading.mods):
        return None  # the card countered must be the one the discount went to
    used = {"act:keep", "act:apply", "act:stop", "obj:discount", "mod:next", "mod:another"}
    used |= {*CARD_SLOTS, "who:me", "who:opponent", "act:reduce", "act:play", "obj:cost"}
    used.add("mod:cheap")
    if card is not None:
        used.add(f"card:{card.name}")
    candidate = _candidate("countered", {"countered": "discount_carries_over"}, used)
    if card is not None:
        candidate.notes.append(f"taken: {card.name}'s discount for the next card, from its text")
    return candidate


# The question's action for a verb of a cost's part ("return a unit ... to its owner's hand"
# is said "return", read as a move).
PART_ACTIONS = {
    "pay": "pay",
    "return": "move",
    "kill": "kill",
    "exhaust": "exhaust",
    "discard": "discard",
    "recycle": "recycle",
    "banish": "banish",
}


def read_part_of_trigger_cost(reading: Reading) -> Candidate | None:
    """ "Emperor's Dais lets me pay 1 Energy and return a unit to play a Sand Soldier token.
    Can I return the unit without paying the energy?" (no: the cost that opens a triggered
    ability's effect is its base cost, paid whole or declined). The card named must have one
    triggered ability whose opening cost has two parts or more, by its compiled text, and
    the question must do one of them without another."""
    if reading.kind not in ("can", "does", "is") or not reading.negated:
        return None
    if len(reading.cards) != 1 or reading.context_negated:
        return None
    card = reading.cards[0]
    event, parts, rest = trigger_cost_parts(card)
    actions = {PART_ACTIONS[verb] for verb in parts if verb in PART_ACTIONS}
    if len(actions) < 2 or len(actions) != len(set(parts)):
        return None
    spans = reading.tagged.spans
    negation = next((k for k, s in enumerate(spans) if s.has("neg")), None)
    if negation is None or spans[negation].start >= reading.main_end:
        return None  # "without" in the question clause itself
    done = [a for s in spans[:negation] for a in s.values("act")]
    undone = [a for s in spans[negation + 1 :] for a in s.values("act")][:1]
    if not done or not undone or undone[0] == done[-1]:
        return None
    if done[-1] not in actions or undone[0] not in actions:
        return None  # one part done without another: the question's two actions
    # the card's own place, and the hand a unit is returned to
    places = [p for p in reading.places if p.card is not card and p.kind != "hand"]
    if places or reading.timing or reading.mode or set(reading.who) - {"me"}:
        return None
    used = {f"card:{card.name}", "neg", "act:pay", "obj:cost", "mod:energy_paid", "mod:number"}
    used |= {f"act:{a}" for a in actions} | {"obj:unit", "obj:token_unit", "obj:token"}
    used |= {"act:play", "unit:played", "place:battlefield", "who:me", "obj:gear", "place:hand"}
    # what triggers it and what it does, in the question's words
    used |= {f"act:{event}", "owner:me", *(f"act:{verb}" for verb in rest)}
    candidate = _candidate(
        "effect_without_paying", {"effect_without_paying": "part_of_trigger_cost"}, used
    )
    said = " and ".join(parts)
    candidate.notes.append(f"taken: {card.name}'s triggered ability opens with the cost: {said}")
    return candidate


# Words of a card's text that could give a player something back as a card is countered.
GIVES_BACK = LazyPattern(r"\b(?:refund|back|add|return|regain|gain)", re.IGNORECASE)


def read_refunded(reading: Reading) -> Candidate | None:
    """ "If my spell is countered, are the costs I paid refunded?", "I paid the Repeat cost on
    Frigid Touch and my opponent countered it with Defy. Do I get the Repeat energy back?",
    "I killed a friendly unit as the additional cost and then the spell was countered. Is
    that cost refunded?" (no: countering refunds no cost, additional costs included, whatever
    they were paid in). A card named must have nothing in its text that gives anything back."""
    if any(GIVES_BACK.search(" ".join(card.abilities)) for card in reading.cards):
        return None
    if reading.kind not in YES_NO or not _plain(replace(reading, cards=[])):
        return None
    if not (reading.has("refund") and reading.has("stop") and _countered(reading)):
        return None
    extra = reading.mentions("additional_cost", "optional_additional_cost", "repeat")
    if not (reading.mentions("cost") or extra):
        return None
    value = "refunds_additional_costs" if extra else "refunds_costs"
    used = {"act:refund", "act:stop", "act:pay", *COST_OBJECTS, *CARD_SLOTS, "who:me"}
    used |= {"mod:energy_paid", "mod:power_paid"}  # no cost is refunded, whatever it is paid in
    used.add("who:opponent")  # "if my opponent counters my spell": whoever counters it
    used |= {"obj:repeat", *(f"card:{card.name}" for card in reading.cards)}
    paid = (("act", "pay"), ("act", "die"), ("act", "kill"), ("act", "discard"))
    if reading.said_of("after", *paid):  # "countered after I paid for it (killed a unit)"
        used.add("mod:after")
    if extra and reading.has("die", "kill"):  # what the additional cost was: a unit killed
        used |= {"act:die", "act:kill", "obj:unit", "unit_owner:teammate", "unit_owner:me"}
    return _candidate("countered", {"countered": value}, used)


# A card's own text that is a discount: "Your spells cost [1][A] less", "costs 2 less"; the
# sentence holding it, to see whether a condition ("while", "if") limits it.
DISCOUNT_TEXT = LazyPattern(r"[^.]*\bcosts? (?:[^.]*? )?less\b[^.]*", re.IGNORECASE)
CONDITIONS = LazyPattern(r"\b(?:while|if|when|as long as|unless)\b", re.IGNORECASE)
EMPOWERED_ONLY = "[Empowered]"


def _discount_card(reading: Reading, card: Any) -> CostText | None:
    """The card's own text as the discount it is of its controller's spells ("Your spells
    cost ... less"), the question about their own, with no condition but, at most, being its
    Empowered ability."""
    text = " ".join(card.abilities)
    found = DISCOUNT_TEXT.search(text)
    if found is None or CONDITIONS.search(found.group(0)) or set(reading.who) - {"me"}:
        return None
    sentence = found.group(0)
    if "your spells" not in sentence.lower():
        return None
    # its Empowered ability read on its own: what follows "[Empowered][>]" (the Empower
    # cost before it is another ability's)
    ability = sentence.rpartition(EMPOWERED_ONLY)[2].removeprefix("[>]").strip()
    discounts = [t for t in cost_texts(replace(card, abilities=(ability,))) or ()]
    discounts = [t for t in discounts if t.kind == "discount"]
    return discounts[0] if len(discounts) == 1 and discounts[0].cards == "spell" else None


# The spell a named discount is asked of: a Repeat cost its player pays, of Energy (Repeat
# [2], the most printed). "Can it reduce a Repeat cost?" presupposes one the discount has
# something to take off: a non-standard Repeat cost ("Discard 1", Square Up's) has no Energy
# or Power for it, which the answer says as part of what it assumed, not as a branch of its
# own (a "no" there would read as if the spell were not discounted at all).
REPEAT_COST = {"keyword": "Repeat", "energy": 2, "paid": True}
PRESUPPOSED = (
    "your spell has a Repeat cost of 2 Energy (a non-standard Repeat cost, such as Square Up's"
    ' "Discard 1", has no Energy or Power for a discount to take off)'
)


def _named_discount(reading: Reading, card: Any, discount: CostText) -> Candidate:
    """Whether the named card's discount reduces the Repeat cost of a spell its controller
    plays (one of Energy, as presupposed), and, the question not saying the card is
    Empowered where its discount is its Empowered ability, without the Empowered status too
    (the ability is not active then)."""
    question = {"discount_reduces": "additional_costs"}
    playing = {"card": SPELL, "type": "spell", "energy": 2, "additional": [REPEAT_COST]}
    situation = {"playing": playing, "cost_modifiers": [discount.modifier("you")]}
    doc = _candidate("", question, set(), situation).doc
    used = {"act:reduce", "act:pay", "obj:discount", "obj:repeat", f"card:{card.name}"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "act:play", "who:me", "act:discount"}
    used |= {"kw:empower", "act:empower", "obj:empowered"}
    candidate = Candidate("discount_reduces", doc, used)
    candidate.notes.append(f"taken: {card.name}'s discount, from its text")
    candidate.stated.append(PRESUPPOSED)
    if EMPOWERED_ONLY in " ".join(card.abilities) and not reading.mentions("empowered"):
        candidate.defaults.append(f"{card.name} is Empowered")
        inactive = {"format": 2, "question": {"keyword_rule": "empowered_without_status"}}
        candidate.alternatives.append((f"{card.name} is not Empowered", inactive))
    elif EMPOWERED_ONLY in " ".join(card.abilities):
        candidate.stated.append(f"{card.name} is Empowered, as the question says")
    return candidate


def read_discount_reduces(reading: Reading) -> Candidate | None:
    """ "Can a discount reduce a Repeat cost?", "Do discounts lower additional costs?", "While
    Empowered, Applied Researchers discounts my spells: can it reduce a Repeat cost?" (a card
    named must be a discount by its own text: its discount is judged on a spell with a
    Repeat cost of Energy)."""
    card = reading.cards[0] if len(reading.cards) == 1 else None
    discount = _discount_card(reading, card) if card is not None else None
    if card is not None and discount is None:
        return None
    if reading.kind not in ("can", "does", "is") or not _plain(
        replace(reading, cards=[]) if card else reading
    ):
        return None
    if not (reading.has("reduce") and (reading.mentions("discount") or card is not None)):
        return None
    if "below_zero" in reading.mods or not _in_question(reading, "act", "reduce"):
        return None  # "if a discount reduces it to 0, is it still paid?" asks another thing
    extra = ("additional_cost", "optional_additional_cost", "repeat")
    if not (reading.mentions(*extra) or "accelerate" in reading.keywords):
        return None
    if reading.mentions("minimum"):
        return None
    if card is not None and discount is not None:
        if not reading.mentions("repeat"):
            return None  # only a Repeat cost is judged for a named card
        return _named_discount(reading, card, discount)
    used = {"act:reduce", "act:pay", "obj:discount", "obj:repeat", "kw:accelerate"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "mod:to_zero"}
    return _candidate("discount_reduces", {"discount_reduces": "additional_costs"}, used)


# The words that say a cost came to nothing ("cost 0", "made it free").
ZERO_WORDS = frozenset({"0", "zero", "free", "nothing"})


# A card's optional additional cost and what it does "if you do" ("You may pay [C] as an
# additional cost to play me. When you play me, if you paid the additional cost, draw 1."):
# the verb of what paying it gets.
IF_PAID = LazyPattern(
    r"\byou may pay [^.]* as an additional cost[^.]*\.\s*[^.]*?\bif you (?:do|paid (?:the|that|"
    r"its) additional cost),? (\w+)",
    re.IGNORECASE,
)


def _if_paid_asked(reading: Reading) -> str | None:
    """The one card named, when its text has an optional additional cost whose "if you do"
    effect is what the question clause does ("... Clockwork Keeper ... do I still draw?"):
    asking whether that effect happens asks whether the cost counts as paid."""
    if len(reading.cards) != 1 or reading.cards[0].type.lower() not in ("unit", "spell", "gear"):
        return None
    found = IF_PAID.search(" ".join(reading.cards[0].abilities))
    verb = found.group(1).lower() if found else ""
    return verb if verb and _in_question(reading, "act", verb) else None


def read_optional_paid_at_zero(reading: Reading) -> Candidate | None:
    """ "I chose to pay an optional additional cost but a discount made it cost 0. Does it
    still count as paid?", "A discount reduces my Accelerate cost to 0: is Accelerate still
    paid?", "A card of mine makes units I play cost 1 less power, so the optional additional
    cost of Clockwork Keeper costs me nothing. If I choose to pay it, do I still draw?" (yes:
    chosen, it is paid however much the discounts take off). A spell (a unit, for
    Accelerate) with an optional additional cost of 1 Energy the player chose to pay, and a
    discount of 1 Energy on optional additional costs; for a card named, the card with an
    optional cost of 1 (Power, when the question says so) and a discount of 1 on its cost."""
    if reading.kind not in ("does", "is") or not _plain(replace(reading, cards=[])):
        return None
    verb = _if_paid_asked(reading)
    if reading.cards and verb is None:
        return None
    keyword = "accelerate" if "accelerate" in reading.keywords else ""
    keyword = "repeat" if reading.mentions("repeat") else keyword
    if not (reading.mentions("optional_additional_cost") or keyword):
        return None
    lowered = reading.mentions("discount") or reading.has("reduce") or "less" in reading.mods
    if not lowered or reading.has("increase"):
        return None
    zero = "to_zero" in reading.mods or bool(ZERO_WORDS & set(reading.tagged.words))
    asked = verb is not None or _in_question(reading, "act", "pay")
    if not zero or "below_zero" in reading.mods or not asked:
        return None  # whether it still counts as paid (or what paying gets), asked
    if reading.has("move", "ignore") or set(reading.who) - {"me"}:
        return None
    if reading.has("play") and verb is None:
        return None
    if verb is not None:
        return _card_paid_at_zero(reading, verb)
    if keyword == "accelerate":
        extra: Doc = {"keyword": "Accelerate", "energy": 1, "power": 0, "paid": True}
        playing: Doc = {"card": "your unit", "type": "unit", "energy": 2, "additional": [extra]}
        said = "your unit costs 2 Energy and you choose to pay Accelerate, made up as 1 Energy"
    else:
        name = "Repeat" if keyword else "its optional additional cost"
        extra = {"name": name, "energy": 1, "optional": True, "paid": True}
        extra |= {"keyword": "Repeat"} if keyword else {}
        playing = {"card": SPELL, "type": "spell", "energy": 2, "additional": [extra]}
        said = f"your spell costs 2 Energy and you choose to pay {name}, of 1 Energy"
    discount = {"source": "the discount", "kind": "discount", "energy": 1}
    discount["component"] = "optional_additional"
    situation = {"playing": playing, "cost_modifiers": [discount]}
    used = {"act:pay", "act:choose", "act:reduce", "obj:discount", "mod:number", "mod:to_zero"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "kw:accelerate", "obj:repeat", "who:me"}
    used.add("mod:energy_paid")
    question = {"cost_rule": "optional_paid_at_zero"}
    candidate = _candidate("cost_rule", question, used, situation)
    candidate.notes.append(f"taken: {said}; a discount takes 1 Energy off it, to 0")
    return candidate


def read_increase_discount_order(reading: Reading) -> Candidate | None:
    """ "Are cost increases applied before discounts?" (yes), "When working out a card's
    total cost, are discounts applied before cost increases?" (no), "... after ..." turned
    round: the question clause says one of the two, "before" or "after", then the other."""
    if reading.kind not in ("is", "does") or not _plain(reading) or reading.cards:
        return None
    if reading.has("ignore", "reduce") or set(reading.who) - {"me"}:
        return None
    order: list[str] = []
    for span in reading.tagged.spans[: _question_spans(reading)]:
        if span.has("act", "increase") or span.has("obj", "discount"):
            order.append("increase" if span.has("act", "increase") else "discount")
        elif span.has("mod", "before") or span.has("mod", "after"):
            order.append("before" if span.has("mod", "before") else "after")
    if order not in (
        ["increase", "before", "discount"],
        ["discount", "before", "increase"],
        ["increase", "after", "discount"],
        ["discount", "after", "increase"],
    ):
        return None
    first = order[0] if order[1] == "before" else order[2]
    used = {"act:increase", "obj:discount", "mod:before", "mod:after", "act:apply", "obj:cost"}
    used |= {"act:determine", *CARD_SLOTS, "who:me", "act:pay", "act:work"}
    used.add("mod:several")  # "a spell gets both an increase and a discount"
    question = {"cost_rule": "increase_before_discount"}
    candidate = _candidate("cost_rule", question, used, invert=first == "discount")
    candidate.notes.append(
        "taken: the discounts on the card's total cost, the step after the increases; a "
        "discount on one component of the cost (an additional cost, say) is applied as that "
        "component is added, before the increases"
    )
    return candidate


def _question_spans(reading: Reading) -> int:
    """How many spans the question clause holds."""
    return sum(span.start < reading.main_end for span in reading.tagged.spans)


DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


def read_deflect_domain(reading: Reading) -> Candidate | None:
    """ "My Fury spell targets an Order unit with Deflect. Does the Deflect Power have to be
    Fury or Order?" (no), "Can I pay the Deflect power with a Chaos rune?" (yes): the Power
    a Deflect cost asks may be of any domain. The question clause names a domain, or asks
    whether it must match, and says the Deflect cost's Power; never Energy."""
    if reading.kind not in ("can", "does", "must", "is") or set(reading.keywords) != {"deflect"}:
        return None
    runes = [card for card in reading.cards if card.type.lower() == "rune"]
    if len(runes) != len(reading.cards) or not _plain(replace(reading, cards=[])):
        return None
    # "Power of any domain", "must it match my spell's domain?": no one domain named
    unnamed = {"any_domain", "match_domain"} & reading.mods
    if len(unnamed) > 1:
        return None
    power_said = "power" in reading.tagged.words[: reading.main_end]
    paid = "power_paid" in reading.mods and reading.mentions("cost")
    if not paid and not (unnamed and power_said):
        return None  # "the Deflect power", "pay its Deflect Power"
    if {"energy_paid", "energy"} & reading.mods or "energy" in reading.tagged.words:
        return None  # Energy never pays Power
    asked = reading.tagged.spans[: _question_spans(reading)]
    domains = [d for d in DOMAINS if any(s.has("obj", d) for s in asked)] + [
        card.name for card in runes
    ]
    if bool(domains) == bool(unnamed):
        return None
    said = f" {' '.join(reading.tagged.words[: reading.main_end])} "
    must = reading.kind == "must" or " have to " in said or " need to " in said
    if unnamed:  # "must it match?" (no), "can it be Power of any domain?" (yes)
        if ("match_domain" in unnamed) != must or (not must and reading.kind == "must"):
            return None
        if not must and reading.kind not in ("can", "is"):
            return None
        return _deflect_any_domain(reading, runes, must)
    if not must and not (reading.kind == "can" and _in_question(reading, "act", "pay")):
        return None  # "must it be X?" (no) or "can I pay it with X?" (yes)
    return _deflect_any_domain(reading, runes, must)


def _deflect_any_domain(reading: Reading, runes: list[CardEntry], must: bool) -> Candidate:
    used = {"kw:deflect", "mod:power_paid", "obj:cost", "act:pay", "act:choose", "act:play"}
    used |= {*(f"obj:{d}" for d in DOMAINS), "mod:order", "obj:rune", *CARD_SLOTS}
    used |= {"who:me", "who:opponent", "unit_owner:opponent", "mod:extra"}
    used |= {"mod:any_domain", "mod:match_domain", "obj:additional_cost"}
    used |= {f"card:{card.name}" for card in runes}
    question = {"keyword_rule": "deflect_any_domain"}
    return _candidate("deflect_cost", question, used, invert=must)


def _card_paid_at_zero(reading: Reading, verb: str) -> Candidate:
    """The named card played with its optional additional cost chosen, of 1 Power (or
    Energy) as made up, and a discount of 1 of that resource on its cost."""
    card = reading.cards[0]
    resource = "power" if "power_paid" in reading.mods else "energy"
    extra = {"name": "its optional additional cost", resource: 1, "optional": True, "paid": True}
    kind = card.type.lower()
    playing = {"card": card.name, "type": kind, "energy": 2, "additional": [extra]}
    discount = {"source": "the discount", "kind": "discount", resource: 1, "cards": kind}
    situation = {"playing": playing, "cost_modifiers": [discount]}
    used = {"act:pay", "act:choose", "act:reduce", "act:play", "obj:discount", "mod:number"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "who:me", "mod:less", "mod:to_zero", "unit:played"}
    used |= {f"card:{card.name}", f"act:{verb}", "mod:energy_paid", "mod:power_paid"}
    question = {"cost_rule": "optional_paid_at_zero"}
    candidate = _candidate("cost_rule", question, used, situation)
    candidate.notes.append(
        f"taken: {card.name}'s optional additional cost, from its text, and what it does if "
        f"it is paid ({verb}); its costs made up: 2 Energy and 1 {resource.title()} as that "
        f"cost, which you choose to pay, and a discount of 1 {resource.title()} on it"
    )
    return candidate


def _in_question(reading: Reading, family: str, value: str) -> bool:
    """Whether the question clause itself (not a statement or condition) says it."""
    return any(
        span.has(family, value) and span.start < reading.main_end for span in reading.tagged.spans
    )


# A card said to have an additional cost of exhausting a unit (the question's words).
EXHAUST_COST_SAID = LazyPattern(
    r"\b(?:says|reads) (?:as an additional cost to play (?:this|me) (?:you may )?exhaust an? "
    r"(?:friendly )?unit\b|(?:i|you) may exhaust an? (?:friendly )?unit as an additional cost\b)"
)


def read_exhaust_cost(reading: Reading) -> Candidate | None:
    """ "Can I exhaust an exhausted unit to pay a cost?"."""
    if reading.kind != "can" or not _plain(reading) or not reading.has("exhaust"):
        return None
    if not (reading.has("pay") or reading.mentions("cost", "additional_cost")):
        return None
    if "exhausted_unit" not in reading.mods or reading.has("move", "standard_move", "play"):
        return None
    used = {"act:exhaust", "act:pay", "mod:exhausted_unit", "obj:unit", "obj:gear", "who:me"}
    used |= set(COST_OBJECTS)
    # "exhaust it again" (it is exhausted already), "a friendly unit", "my spell's cost"
    used |= {"mod:twice", "unit_owner:teammate", "unit_owner:me", *CARD_SLOTS}
    if EXHAUST_COST_SAID.search(" ".join(reading.tagged.words)):
        # what the card is said to say is an additional cost of exhausting a unit: the
        # question is of that cost, whoever's unit and whether it is optional
        used |= {"mod:said", "obj:may", "unit:played", "who:teammate", "act:choose"}
        used |= {"act:count", "act:play"}
    return _candidate("while_paying", {"while_paying": "exhaust_exhausted"}, used)


# The made-up card and modifiers the cost situations are built with (stated in the notes).
SPELL = "your spell"


def read_discount_minimum(reading: Reading) -> Candidate | None:
    """ "If one discount can't lower the cost below 1, does that floor stop a second
    discount lowering it further?": a spell of 5 Energy, a discount of 1 to a minimum of 1,
    another of 4; can the player make it cost 0 Energy? (The floor stopping it is that
    turned round.)"""
    # "a discount says it can't lower the cost below 1": that "not" is the minimum itself
    if reading.kind not in YES_NO or not _plain(reading, said_not=True):
        return None
    if not (reading.mentions("minimum") and reading.mentions("discount")):
        return None
    if not reading.has("reduce", "stop"):
        return None
    if not reading.mods & {"another", "several"}:  # the question is about a second discount
        return None
    situation = {
        "playing": {"card": SPELL, "type": "spell", "energy": 5},
        "cost_modifiers": [
            {
                "source": "the discount with a minimum",
                "kind": "discount",
                "energy": 1,
                "minimum": 1,
            },
            {"source": "the other discount", "kind": "discount", "energy": 4},
        ],
    }
    question = {"cost": {"resource": "energy", "at_most": 0}}
    used = {"act:reduce", "act:stop", "mod:said", "mod:another", "mod:several", "mod:below_one"}
    used |= {"obj:minimum"}
    used |= {"obj:discount"}
    used |= {*COST_OBJECTS, *CARD_SLOTS}
    candidate = _candidate(
        "cost", question, used, situation, invert=reading.has("stop") or reading.kind == "must"
    )
    candidate.notes.append(
        "taken: your spell costs 5 Energy; one discount lowers it by 1 to a minimum of 1, "
        "another lowers it by 4; asked whether it can cost 0 Energy"
    )
    return candidate


def read_ignore_one_cost(reading: Reading) -> Candidate | None:
    """ "Does ignoring a card's Energy cost also ignore its Power cost?" (no), "If I play a
    spell ignoring its Energy cost, must I still pay its Power cost?" (yes)."""
    card = reading.cards[0].name if len(reading.cards) == 1 else None
    plain = _plain(replace(reading, cards=[])) if card else _plain(reading)
    if reading.kind not in YES_NO or not plain or not reading.has("ignore"):
        return None
    named = [o for o in reading.objects if o in ("energy_cost", "power_cost")]
    # with a card, what is ignored is what its text ignores; the question asks of the other
    ignored = _card_ignores(reading) if card else _ignored_cost(reading)
    if ignored == "both" and len(named) == 1:  # "ignoring its cost: is its Power cost too?"
        asked = named[0].removesuffix("_cost")
    elif ignored in ("energy", "power") and sorted(named) == ["energy_cost", "power_cost"]:
        asked = "power" if ignored == "energy" else "energy"
    else:
        return None
    if reading.has("increase", "reduce") or reading.mentions(
        "additional_cost", "optional_additional_cost", "repeat"
    ):
        return None
    must_pay = reading.kind == "must" or reading.has("pay")
    compare = {"at_least": 1} if must_pay else {"exactly": 0}
    source = card or "the effect"
    situation = {
        "playing": {"card": SPELL, "type": "spell", "energy": 3, "power": 1},
        "cost_modifiers": [{"source": source, "kind": "ignore", "costs": ignored}],
    }
    used = {"act:ignore", "act:pay", "act:play", "obj:energy_cost", "obj:power_cost"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "obj:effect", "who:me"}
    if card:
        used |= {f"card:{card}", "who:their"}
        text = " ".join(reading.cards[0].abilities).lower()
        if "trash" in text:  # where the card plays it from, as its text says
            used |= {"obj:trash", f"obj:{reading.cards[0].type.lower()}"}
    candidate = _candidate("cost", {"cost": {"resource": asked, **compare}}, used, situation)
    what = "cost" if ignored == "both" else f"{ignored.title()} cost"
    candidate.notes.append(
        f"taken: your spell costs 3 Energy and 1 Power and is played ignoring its {what}"
    )
    return candidate


def _card_ignores(reading: Reading) -> str | None:
    """The cost (energy or power) the one card named has cards played ignoring, when its
    text says nothing else about costs."""
    texts = cost_texts(reading.cards[0]) or ()
    ignored = {t.costs for t in texts if t.kind == "ignore"}
    if len(texts) != 1 or len(ignored) != 1 or ignored & {"both"}:
        return None
    return ignored.pop()


def _ignored_cost(reading: Reading) -> str | None:
    """The cost named right after the first "ignore" ("ignoring its Energy cost", "the
    Power cost is ignored when I ignore the Energy cost")."""
    spans = reading.tagged.spans
    first = next((k for k, span in enumerate(spans) if span.has("act", "ignore")), None)
    if first is None:
        return None
    for span in spans[first + 1 :]:
        for cost in ("energy_cost", "power_cost"):
            if span.has("obj", cost):
                return cost.removesuffix("_cost")
        if span.has("obj", "cost"):  # "ignoring its cost": both base costs
            return "both"
    return None


def read_increase_after_ignore(reading: Reading) -> Candidate | None:
    """ "Does my opponent's cost increase still apply to a spell played ignoring its cost?":
    the spell is played ignoring the cost named, and the increase is a card of the opponent
    (or, with no one named, one that raises every spell's cost)."""
    if reading.kind not in YES_NO or not _plain(reading):
        return None
    if not (reading.has("ignore") and reading.has("increase")) or reading.has("reduce"):
        return None
    ignores = [span for span in reading.tagged.spans if span.has("act", "ignore")]
    if len(ignores) != 1:  # "does ignoring its cost also ignore increases?": the other way
        return None
    if set(reading.who) - {"me", "opponent"}:
        return None
    named = [o for o in reading.objects if o in ("energy_cost", "power_cost")]
    costs = named[0].removesuffix("_cost") if len(set(named)) == 1 else "both"
    if len(set(named)) > 1:
        return None
    opponent = "opponent" in reading.who
    increase = {"source": "the cost increase", "kind": "increase", "energy": 1}
    increase |= {"controller": "opponent", "affects": "enemy"} if opponent else {"affects": "all"}
    situation = {
        "playing": {"card": SPELL, "type": "spell", "energy": 3, "power": 1},
        "cost_modifiers": [
            {"source": "the effect", "kind": "ignore", "costs": costs},
            increase,
        ],
    }
    used = {"act:ignore", "act:increase", "act:play", "act:pay", "act:apply", "obj:energy_cost"}
    used |= {"obj:power_cost", *COST_OBJECTS, *CARD_SLOTS, "obj:effect", "who:me"}
    used |= {"who:opponent"}
    question = {"cost": {"modifier": "the cost increase"}}
    candidate = _candidate("cost", question, used, situation)
    whose = "your opponent's card raises enemy spells'" if opponent else "a card raises spells'"
    ignored = "cost" if costs == "both" else f"{costs.title()} cost"
    candidate.notes.append(
        f"taken: your spell costs 3 Energy and 1 Power and is played ignoring its {ignored}; "
        f"{whose} costs by 1 Energy"
    )
    return candidate


def read_additional_after_ignore(reading: Reading) -> Candidate | None:
    """ "If I play a card ignoring its cost, do I still pay additional costs (Accelerate, its
    Repeat cost)?", "When replaying a unit banished by Temporal Breach, can its owner pay
    Accelerate?" (yes: they are added after the base costs are ignored). A card named must
    have a card played ignoring its cost in its compiled text, by its owner or by you, and
    the kind of card it plays is the one played."""
    card = reading.cards[0] if len(reading.cards) == 1 else None
    played = played_ignoring(card) if card is not None else None
    # "play Legion Rearguard ignoring its costs ... pay Accelerate": the unit played, named
    accelerating = played is None and card is not None and _accelerating_unit(reading, card)
    if len(reading.cards) > 1 or (card is not None and played is None and not accelerating):
        return None
    if accelerating:
        card = None  # what ignores its cost is an effect the question does not name
    plain = _plain(replace(reading, cards=[]) if reading.cards else reading)
    if reading.kind not in ("does", "must", "is", "can") or not plain:
        return None
    if reading.has("increase", "reduce") or not (reading.has("pay") or reading.kind == "must"):
        return None
    ignoring = [span for span in reading.tagged.spans if span.has("act", "ignore")]
    if len(ignoring) != (0 if played and not reading.has("ignore") else 1):
        return None
    if set(reading.who) - {"me", "owner", "their"}:
        return None  # who plays it: its owner ("its owner plays it") or you
    named = {o for o in reading.objects if o in ("energy_cost", "power_cost")}
    if len(named) > 1:
        return None
    costs = named.pop().removesuffix("_cost") if named else "both"
    if played is not None:
        if named and costs != played[0]:
            return None  # the question says it ignores what the card does not
        costs = played[0]
    kind = played[1] if played is not None else ""
    optional = reading.mentions("optional_additional_cost")
    mandatory = reading.mentions("mandatory_additional_cost")
    if optional and mandatory:
        return None
    made_up = "made up for illustration"
    if "accelerate" in reading.keywords and kind in ("", "unit") and not mandatory:
        extra: Doc = {"keyword": "Accelerate", "paid": True}
        playing = {"card": "your unit", "type": "unit", "energy": 2, "additional": [extra]}
        what = "your unit with Accelerate"
        stated = f"your unit costs 2 Energy ({made_up}; ignoring its cost sets it to 0)"
    elif reading.mentions("repeat") and kind in ("", "spell") and not mandatory:
        extra = {"keyword": "Repeat", "energy": 2, "paid": True}
        playing = {"card": SPELL, "type": "spell", "energy": 2, "additional": [extra]}
        what = "your spell with Repeat"
        stated = f"your spell costs 2 Energy and its Repeat cost is 2 Energy (both {made_up})"
    elif reading.mentions(
        "additional_cost", "optional_additional_cost", "mandatory_additional_cost"
    ):
        if kind not in ("", "spell"):
            return None
        extra = {"name": "its additional cost", "energy": 1}
        extra |= {"optional": True, "paid": True} if optional else {}
        playing = {"card": SPELL, "type": "spell", "energy": 2, "additional": [extra]}
        what = "your spell with an additional cost"
        stated = f"your spell costs 2 Energy and its additional cost is 1 Energy (both {made_up})"
    else:
        return None
    ignored = "cost" if costs == "both" else f"{costs.title()} cost"
    source = card.name if card is not None else "the effect"
    situation = {
        "playing": playing,
        "cost_modifiers": [{"source": source, "kind": "ignore", "costs": costs}],
    }
    used = {"act:ignore", "act:pay", "act:play", "kw:accelerate", "obj:repeat", "who:me"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "obj:effect", "obj:energy_cost", "obj:power_cost"}
    used |= {"obj:mandatory_additional_cost", "unit:played"}  # "I play a unit ignoring ..."
    if card is not None:  # what the card does to it, in the question's words
        used |= {f"card:{card.name}", "act:banish", "unit:played", "mod:twice", "who:owner"}
        used |= {"who:their", "obj:trash"}
    chosen = _choice_said(reading, extra.get("keyword", ""))
    if chosen is not None:
        used.add("act:choose")
        extra["paid"] = chosen
    by = f" by {card.name}, from its text" if card is not None else ""
    asked = reading.tagged.words[: reading.main_end]
    said = f" {' '.join(asked)} "
    must = reading.kind == "must" or " have to " in said or " need to " in said
    if must and "keyword" in extra and chosen is None and " still " not in said:
        # "Must I pay Accelerate?" asks whether paying it is required: whether it is an
        # optional additional cost (no when it is), not what it costs once chosen (a
        # "depends" here made an optional cost sound required: review-s35-costs, serious).
        # "Do I still have to pay it?" asks whether the ignoring waives it: both ways below.
        keyword = extra["keyword"].casefold()
        question = {"optional_additional_cost": keyword}
        candidate = _candidate("optional_additional_cost", question, used, situation)
        candidate.invert = True
        candidate.notes.append(
            f"taken: {what}, played ignoring its {ignored}{by}: asked whether paying "
            f"{extra['keyword']} is required"
        )
        return candidate
    question = {"cost": {"resource": "total", "at_least": 1}}
    candidate = _candidate("cost", question, used, situation)
    candidate.notes.append(f"taken: {what}, played ignoring its {ignored}{by}")
    candidate.stated.append(stated)
    if accelerating:
        unit = reading.cards[0].name
        candidate.used.add(f"card:{unit}")
        candidate.notes.append(f"taken: {unit} only as a unit with Accelerate")
    # "Can I pay it?" asks whether it may be paid: once chosen. "Do I (still) have to pay
    # it?", "do I pay it?": whether it is paid depends on its kind, which the question may
    # leave unsaid (a mandatory one is paid, an optional one only if chosen), and on the
    # choice, which it may leave unsaid too: each way is judged.
    if reading.kind == "can" or LETS & set(asked) or chosen is not None:
        return candidate
    name = extra.get("keyword") or "its additional cost"
    declined = {**playing, "additional": [{**extra, "optional": True, "paid": False}]}
    if "keyword" in extra:
        candidate.defaults.append(f"you choose to pay {name}")
        not_chosen = f"you do not choose {name} (it is optional)"
    elif optional:
        candidate.defaults.append(f"you choose to pay {name}")
        not_chosen = f"you do not choose to pay {name}"
    elif not mandatory:
        candidate.defaults.append(f"{name} is mandatory")
        chosen_doc = {**playing, "additional": [{**extra, "optional": True, "paid": True}]}
        candidate.alternatives.append(
            (f"{name} is optional and you choose to pay it", {**candidate.doc,
             "situation": {**situation, "playing": chosen_doc}})
        )  # fmt: skip
        not_chosen = f"{name} is optional and you do not choose to pay it"
    else:
        return candidate
    candidate.alternatives.append(
        (not_chosen, {**candidate.doc, "situation": {**situation, "playing": declined}})
    )
    return candidate


def _accelerating_unit(reading: Reading, card: CardEntry) -> bool:
    """The card named is a unit with Accelerate the question plays paying Accelerate: it is
    only the unit played."""
    return (
        card.type.lower() == "unit"
        and "Accelerate" in card.keywords
        and ("accelerate" in reading.keywords)
    )


# "Does it still let me pay Accelerate?": whether it may be paid, as "can" asks
LETS = frozenset({"let", "lets", "allow", "allows", "permit", "permits"})


def _choice_said(reading: Reading, keyword: str) -> bool | None:
    """Whether a statement of the question says the player chooses to pay the keyword's
    cost ("... and choose to pay its Accelerate": True; "... and don't pay Accelerate":
    False), or None when it says nothing of it."""
    if not keyword:
        return None
    spans = reading.tagged.spans
    for k, span in enumerate(spans):
        if span.start < reading.main_end or keyword.casefold() not in span.values("kw"):
            continue
        before = spans[max(0, k - 3) : k]
        if any(s.has("neg", "not") for s in before):
            return False
        if any(s.has("act", "choose") or s.has("act", "pay") for s in before):
            return True
    return None


# A non-standard additional cost by the question's verb for it (made up as said).
PAID_BY = {
    "die": "kill a friendly unit",
    "kill": "kill a friendly unit",
    "discard": "discard a card",
    "exhaust": "exhaust a friendly unit",
    "recycle": "recycle a card",
    "banish": "banish a card",
}


def read_ignore_all_costs(reading: Reading) -> Candidate | None:
    """ "An effect lets me play Cruel Patron ignoring any and all costs. Do I still have to
    kill a friendly unit?", "... do I still pay its additional cost?" (no: the total cost is
    set to 0, non-standard costs included; a rule of v1.4 only). The card played has a
    mandatory additional cost that is not Energy or Power (its own, for a card named)."""
    if reading.kind not in ("does", "must", "is") or reading.negated or reading.context_negated:
        return None
    card = reading.cards[0] if len(reading.cards) == 1 else None
    if len(reading.cards) > 1 or not _plain(replace(reading, cards=[])):
        return None
    if not (reading.has("ignore") and "all_costs" in reading.mods):
        return None
    asked = reading.tagged.words[: reading.main_end]
    said = f" {' '.join(asked)} "
    must = reading.kind == "must" or " have to " in said or " need to " in said
    if not (must or _in_question(reading, "act", "pay")):
        return None  # whether anything is still to be paid
    verbs = [verb for verb in PAID_BY if reading.has(verb)]
    other = PAID_BY[verbs[0]] if len(verbs) == 1 else "kill a friendly unit"
    if card is not None:
        found = ADDITIONAL_TEXT.search(" ".join(card.abilities))
        if found is None or card.type.lower() not in ("unit", "spell", "gear"):
            return None
        other = " ".join(card.abilities)[found.end() :].partition(".")[0].strip()
    elif len({PAID_BY[v] for v in verbs}) > 1 or not (verbs or reading.mentions("additional_cost")):
        return None
    if set(reading.who) - {"me"}:
        return None
    kind = card.type.lower() if card is not None else "spell"
    name = card.name if card is not None else SPELL
    playing = {"card": name, "type": kind, "energy": 2, "additional": [{"other": other}]}
    ignoring = {"source": "the effect", "kind": "ignore_all"}
    situation = {"playing": playing, "cost_modifiers": [ignoring]}
    used = {"act:ignore", "mod:all_costs", "act:pay", "act:play", "obj:effect", "who:me"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "obj:mandatory_additional_cost", "unit:played"}
    used |= {"unit_owner:teammate", "unit_owner:me", "obj:unit"}
    used |= {f"act:{verb}" for verb in PAID_BY} | {"obj:card"}  # what the additional cost does
    used |= {"mod:several"}  # "any and all": every cost
    if card is not None:
        used.add(f"card:{card.name}")
    question = {"cost": {"resource": "total", "at_least": 1}}
    candidate = _candidate("cost", question, used, situation)
    extra = f"its additional cost, {other}, from its text" if card else f"the cost: {other}"
    candidate.notes.append(
        f"taken: {name} costs 2 Energy (made up for illustration) and {extra}; it is played "
        "ignoring any and all costs"
    )
    return candidate


def _price_said(reading: Reading) -> int | None:
    """The Energy a statement says the card costs ("my 1 energy card"), or None."""
    spans, words = reading.tagged.spans, reading.tagged.words
    for k, span in enumerate(spans):
        if span.has("mod", "priced") and span.has("mod", "energy_paid") and k:
            said = words[spans[k - 1].start]
            if said.isdigit():
                return int(said)
    return None


def read_below_zero(reading: Reading) -> Candidate | None:
    """ "Can a cost be reduced below 0?" (no: it stops at 0), "Can a discount reduce a
    spell's cost to 0?" (yes): a spell of 2 Energy and a discount of 3."""
    if reading.kind not in ("can", "does", "is") or not _plain(reading):
        return None
    below, to_zero = "below_zero" in reading.mods, "to_zero" in reading.mods
    if below == to_zero or not (reading.has("reduce") or reading.mentions("discount")):
        return None
    if not reading.mentions("cost", "discount") or reading.has("increase", "ignore"):
        return None
    if reading.mentions("additional_cost", "optional_additional_cost", "repeat", "minimum"):
        return None  # additional costs to 0: read_discount_reduces
    if reading.keywords or reading.mentions("ability"):  # an ability's cost: not a card's
        return None
    energy = _price_said(reading)
    situation = {
        "playing": {"card": SPELL, "type": "spell", "energy": energy or 2},
        "cost_modifiers": [
            {"source": "the discount", "kind": "discount", "energy": (energy or 2) + 1}
        ],
    }
    used = {"act:reduce", "act:pay", "obj:discount", "mod:below_zero", "mod:to_zero", "who:me"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "obj:energy_cost", "mod:several", "mod:cheap"}
    if energy is not None:  # "my 1 energy card": that is its cost
        used |= {"mod:priced", "mod:energy_paid"}
        # its price is the one number said, or the question is whether it goes below 0,
        # which no amount makes it do
        numbers = [s for s in reading.tagged.spans if s.has("mod", "number")]
        if below or len(numbers) == 1:
            used.add("mod:number")
    used.add("mod:extra")  # "discounts that add up to more than the cost"
    if below:  # "does it go negative and give me energy back?": what a negative cost would do
        used |= {"act:refund", "mod:energy_paid", "mod:power_paid"}
    question = {"cost": {"resource": "energy", "exactly": 0}}
    candidate = _candidate("cost", question, used, situation, invert=below)
    said = energy or 2
    candidate.notes.append(
        f"taken: your spell costs {said} Energy and a discount lowers it by {said + 1}"
    )
    return candidate


# --- What a cost is (201-206) -----------------------------------------------------------

RULE_SLOTS = {"obj:cost", "obj:game_action", "obj:linked_effect", "act:pay", "who:me"}
CHANGES = ("reduce", "increase", "ignore")


def _rule(reading: Reading, kinds: tuple[str, ...] = YES_NO) -> bool:
    """A yes/no question about the rules of costs, with nothing these readers do not model
    and no change to a cost said (a question about a reduced cost asks something else)."""
    return reading.kind in kinds and _plain(reading) and not reading.has(*CHANGES)


INSTEAD = LazyPattern(r"\binstead\b", re.IGNORECASE)


def read_cost_replaced(reading: Reading) -> Candidate | None:
    """ "Is a cost still paid if its game action is replaced?", "My additional cost is to kill
    a friendly unit, but a replacement effect recalls it instead. Was the cost still paid?",
    "I play Cruel Patron and kill a friendly unit as the additional cost, but Zhonya's
    Hourglass replaces that unit's death. Is Cruel Patron's cost still considered paid?"
    (yes). A card named is the one with the additional cost (its own text) or a replacement
    effect (its text says "instead")."""
    cards = {card.name: card for card in reading.cards}.values()  # a card named twice is one
    costly = [c for c in cards if ADDITIONAL_TEXT.search(" ".join(c.abilities))]
    replacing = [c for c in cards if INSTEAD.search(" ".join(c.abilities))]
    if len(costly) > 1 or len(replacing) > 1 or len(costly) + len(replacing) != len(cards):
        return None
    # "... but Zhonya's Hourglass recalled it instead": a replacement card named does it
    instead = bool(replacing) and "instead" in reading.tagged.words
    if not _rule(replace(reading, cards=[])) or not (reading.has("replace") or instead):
        return None
    if not reading.mentions("cost", "additional_cost"):
        return None
    if reading.mentions("instruction", "linked_effect") or (
        reading.mentions("effect") and not reading.mentions("additional_cost")
    ):
        return None  # a later instruction that checks a payment: another question (205)
    if not _in_question(reading, "act", "pay"):
        return None  # whether the cost counts as paid
    used = {*RULE_SLOTS, "act:replace", "act:keep", "obj:effect", *CARD_SLOTS}
    used |= {"obj:additional_cost", *(f"card:{card.name}" for card in cards)}
    if reading.mentions("additional_cost") or costly:
        # the cost's game action, a unit killed, and what the replacement does instead
        used |= {"act:die", "act:kill", "act:recall", "obj:unit", "obj:gear", "unit:played"}
        used.add("act:banish")  # what the replacement does instead
        used |= {"unit_owner:teammate", "unit_owner:me", "who:teammate", "act:play"}
    candidate = _candidate("cost_rule", {"cost_rule": "replaced_cost"}, used)
    candidate.notes += [f"taken: {card.name}'s additional cost, from its text" for card in costly]
    return candidate


def read_cost_impossible(reading: Reading) -> Candidate | None:
    """ "If a cost's game action is impossible, can I pay it (do I get its effect)?" (no)."""
    if not _rule(reading, ("can", "does", "is")) or "impossible" not in reading.mods:
        return None
    if not reading.mentions("cost"):
        return None
    used = {*RULE_SLOTS, "mod:impossible", "obj:effect", "act:use", *CARD_SLOTS}
    return _candidate("cost_rule", {"cost_rule": "impossible"}, used)


# Ordinary words the reader would ignore that make "paying a cost" paying only some of it.
PARTIAL = frozenset({"part", "partial", "partially", "partly", "half", "portion", "fraction"})


def read_cost_performed(reading: Reading) -> Candidate | None:
    """ "If I pay a cost (perform its game action), do I get its linked effect?" (yes)."""
    if not _rule(reading, ("does", "can", "is")) or "impossible" in reading.mods:
        return None
    if not (reading.mentions("linked_effect") and reading.mentions("cost")):
        return None
    if not reading.has("pay", "perform") or reading.has("replace"):
        return None
    if set(reading.tagged.ignored) & PARTIAL:  # "pay part of a cost" is not paying it
        return None
    used = {*RULE_SLOTS, "obj:player", "who:their", "act:perform", *CARD_SLOTS}
    return _candidate("cost_rule", {"cost_rule": "performed"}, used)


ADDITIONAL_TEXT = LazyPattern(r"\bas an additional cost to play (?:this|me), ", re.IGNORECASE)


def _only_cost_does(abilities: tuple[str, ...]) -> bool:
    """The card has an additional cost ("As an additional cost to play this, kill a
    friendly unit.") whose verb no other part of its text uses, so a question about doing
    that again is about the cost, not about an instruction Repeat executes again."""
    text = " ".join(abilities)
    found = ADDITIONAL_TEXT.search(text)
    if found is None:
        return False
    cost, _, rest = text[found.end() :].partition(".")
    verb = cost.split()[0].lower() if cost.split() else ""
    others = (text[: found.start()] + rest).lower()
    return bool(verb) and re.search(rf"\b{re.escape(verb)}\b", others) is None


def read_repeat_costs_again(reading: Reading) -> Candidate | None:
    """ "Do I pay a spell's additional costs again when its Repeat cost is paid?", "If
    Heedless Resurrection gains Repeat, do I have to kill a second friendly unit for the
    repeated execution?" (no: it is played once, its costs paid once). A card named must
    have an additional cost in its own text."""
    if reading.kind not in ("does", "must", "is") or reading.negated:
        return None
    asked = " ".join(reading.tagged.words[: reading.main_end])
    must = reading.kind == "must" or " have to " in f" {asked} " or " need to " in f" {asked} "
    if not must and not reading.has("pay"):  # "does it kill a second unit?" may ask what
        return None  # the repeated instructions do
    card = reading.cards[0] if len(reading.cards) == 1 else None
    if not _plain(replace(reading, cards=[]) if card else reading) or len(reading.cards) > 1:
        return None
    if not (reading.mentions("repeat") and reading.mods & {"twice", "another"}):
        return None
    if card is not None:
        if not _only_cost_does(card.abilities):
            return None
    elif not (reading.mentions("additional_cost") and reading.has("pay")):
        return None
    used = {*COST_OBJECTS, *CARD_SLOTS, "obj:repeat", "obj:execution", "act:pay", "act:gain"}
    used |= {"mod:twice", "mod:another", "who:me", "act:work"}
    if card is not None:  # the card's additional cost, in the question's words
        used |= {f"card:{card.name}", "act:die", "act:kill", "act:exhaust", "act:discard"}
        used |= {"obj:unit", "obj:gear", "unit_owner:teammate", "unit_owner:me"}
    candidate = _candidate("cost_rule", {"cost_rule": "repeat_costs_again"}, used)
    if card is not None:
        candidate.notes.append(f"taken: {card.name}'s additional cost, from its text")
    return candidate


def read_repeat_played_once(reading: Reading) -> Candidate | None:
    """ "If I pay the Repeat cost, is the spell played twice?", "Does a repeated spell count
    as played again?", "I paid Repeat on a spell. Does it count as two spells played?",
    "Does my 'When you play a spell' ability trigger twice?" (no: however many times Repeat
    executes its instructions, it is played once, so what waits for a play sees one). The
    question clause asks whether it is played a second time, or whether something that
    says "when you play" happens twice. A card named must be a spell with Repeat."""
    if reading.kind not in ("is", "does") or reading.negated:
        return None
    repeating = [card for card in reading.cards if "Repeat" in card.keywords]
    if len(repeating) != len(reading.cards) or len(repeating) > 1:
        return None
    if not _plain(replace(reading, cards=[])) or not reading.mentions("repeat"):
        return None
    words, spans = reading.tagged.words, reading.tagged.spans
    asked = [span for span in spans if span.start < reading.main_end]
    # "when you play a spell": the play something waits for, said as its text
    waits = any(words[k : k + 3] == ["when", "you", "play"] for k in range(len(words)))
    again = any(span.has("mod", "twice") or span.has("mod", "another") for span in asked)
    two = [s for s in asked if s.has("mod", "several") and words[s.start] in ("two", "2")]
    if two:  # "count as two spells": the number said of the spells
        k = spans.index(two[0])
        again = again or (k + 1 < len(spans) and spans[k + 1].has("obj", "spell"))
    if not again:
        return None
    played = _in_question(reading, "act", "play")
    happens = waits and (_in_question(reading, "act", "happen") or "trigger" in words)
    if not (played or happens) or set(reading.actions) - {"play", "pay", "happen"}:
        return None
    if set(reading.who) - {"me"} or set(reading.objects) - {*REPEAT_SAID}:
        return None
    used = {"obj:repeat", "obj:spell", "obj:ability", "act:play", "act:pay", "mod:twice"}
    used |= {"mod:another", "who:me", "obj:cost", "mod:several", "act:happen", "obj:unit"}
    used |= {f"card:{card.name}" for card in repeating}
    candidate = _candidate("cost_rule", {"cost_rule": "repeat_costs_again"}, used)
    if repeating:
        candidate.notes.append(f"taken: {repeating[0].name} only as a spell with Repeat")
    return candidate


REPEAT_SAID = ("repeat", "spell", "ability", "unit", "cost")


def read_spell_instruction_cost(reading: Reading) -> Candidate | None:
    """ "Is a cost within a spell's instructions paid when the spell is played?" (no; "...
    when it resolves?" is that turned round: yes)."""
    if not _rule(reading, ("is", "does", "must")) or not reading.mentions("instruction"):
        return None
    if not (reading.mentions("cost") and reading.mentions("spell")):
        return None
    played, resolves = reading.has("play"), reading.has("work") or "resolving" in reading.mods
    if played == resolves:  # neither, or "played or when it resolves": not a yes/no
        return None
    used = {*RULE_SLOTS, "obj:instruction", "obj:spell", "act:play", "act:work", "mod:resolving"}
    question = {"cost_rule": "spell_instruction_cost"}
    return _candidate("cost_rule", question, used, invert=resolves)


def read_applied_cost_chain(reading: Reading) -> Candidate | None:
    """ "Does paying an applied cost use the chain?", "Can I respond to an applied cost?"
    (no)."""
    if not _rule(reading, ("does", "can", "is")) or not reading.mentions("applied_cost"):
        return None
    if not (reading.mentions("chain") or reading.has("respond")):
        return None
    used = {*RULE_SLOTS, "obj:applied_cost", "obj:chain", "act:use", "act:respond", "act:apply"}
    return _candidate("cost_rule", {"cost_rule": "applied_cost_chain"}, used)


def read_cost_seen_by_effects(reading: Reading) -> Candidate | None:
    """ "Do effects that check an ability's cost see its base cost?", "... a card's cost see
    its printed cost?" (yes)."""
    if not _rule(reading, ("does", "is")) or not reading.has("check"):
        return None
    if not (reading.mentions("cost") and reading.mentions("effect")):
        return None
    words = set(reading.tagged.words)
    ability = reading.mentions("ability")
    if not words & ({"base"} if ability else {"printed"}):
        return None
    used = {*RULE_SLOTS, "act:check", "obj:effect", *CARD_SLOTS}
    value = "ability" if ability else "printed"
    question = {"cost_seen_by_effects": value}
    if ability or not reading.mentions("token", "token_unit"):
        return _candidate("cost_seen_by_effects", question, used)
    # A token being played: it has no printed cost, whatever its type (token.cost_treated_as_zero).
    kind = "gear" if reading.mentions("gear") else "unit"
    token = {"playing": {"card": f"your {kind} token", "type": kind, "token": True}}
    used |= {"obj:token", "obj:token_unit", "obj:gear"}
    return _candidate("cost_seen_by_effects", question, used, token)


def _numbers(reading: Reading, asked: bool) -> set[str]:
    """The numbers said in the question clause (``asked``) or in the rest."""
    words = reading.tagged.words
    return {
        words[span.start]
        for span in reading.tagged.spans
        if (span.has("mod", "number") or span.has("mod", "several"))
        and words[span.start].isdigit()
        and (span.start < reading.main_end) == asked
    }


def read_modified_cost_seen(reading: Reading) -> Candidate | None:
    """ "An effect lets me play a card for 1 Energy. Does an effect that checks that card's
    base cost see 1?", "An effect checks the cost of a spell I played for less thanks to a
    discount. Does it look at the reduced cost I actually paid?" (no: effects that check a
    card's cost see its printed or copied cost, however it was modified as it was played)."""
    if reading.kind not in ("does", "is") or not _plain(reading) or reading.cards:
        return None
    if not (reading.has("check") and reading.mentions("effect") and reading.mentions("cost")):
        return None
    if reading.mentions("ability", "token", "token_unit", "instruction", "linked_effect"):
        return None
    asked = reading.tagged.words[: reading.main_end]
    if "printed" in reading.tagged.words or not {"cost", "costs"} & set(asked):
        return None  # the printed cost asked (read_cost_seen_by_effects), or no cost asked
    played_for = bool(reading.mods & {"energy_paid", "power_paid"}) and _numbers(reading, False)
    changed = reading.has("reduce", "increase", "ignore") or reading.mentions("discount")
    if not (changed or played_for):
        return None  # the cost was modified as the card was played
    modified = ("reduce", "increase", "ignore", "pay")
    said = any(_in_question(reading, "act", a) for a in modified)
    if not (said or _numbers(reading, True) & _numbers(reading, False)):
        return None  # the question asks whether the modified cost is the one seen
    used = {*RULE_SLOTS, "act:check", "obj:effect", *CARD_SLOTS, "act:play", "act:reduce"}
    used |= {"act:increase", "act:ignore", "obj:discount", "mod:number", "mod:less"}
    used.add("mod:several")  # "2": a number too
    used |= {"mod:energy_paid", "mod:power_paid", "obj:energy_cost", "obj:power_cost"}
    question = {"cost_seen_by_effects": "printed"}
    return _candidate("cost_seen_by_effects", question, used, invert=True)


# --- A real card whose text changes costs (cost_cards.py) --------------------------------


def _one_card(reading: Reading) -> tuple[str, tuple[CostText, ...]] | None:
    """The one card the question names and what its text does to costs, when that text
    is read in full (with, at most, a spell with Repeat named besides: `_repeat_spell`)."""
    cards = [card for card in reading.cards if card is not _repeat_spell(reading)]
    if len(cards) != 1:
        return None
    texts = cost_texts(cards[0])
    return (cards[0].name, texts) if texts else None


def _controller_said(reading: Reading) -> str | None:
    """Who a statement says controls something ("I control Ezreal": me), or None."""
    spans = reading.tagged.spans
    for k, span in enumerate(spans):
        if span.has("act", "control") and k and spans[k - 1].values("who"):
            return spans[k - 1].values("who")[0]
    return None


def _repeat_spell(reading: Reading) -> Any:
    """The spell with Repeat the question names beside a card that changes costs ("Does
    Ezreal's discount apply to the Repeat cost of Frigid Touch?"), or None."""
    if len(reading.cards) != 2 or not reading.mentions("repeat"):
        return None
    spells = [c for c in reading.cards if c.type.lower() == "spell" and repeat_cost(c)]
    if len(spells) != 1 or cost_texts(spells[0]):
        return None
    # a Repeat cost that is not Energy or Power ("Discard 1") no discount reduces, though
    # the discount reaches it: not asked here (read_discount_reduces judges both)
    return spells[0] if "other" not in (repeat_cost(spells[0]) or {}) else None


def _reaches(text: CostText, player: str) -> bool:
    """Whether a text of your card could speak of ``player``'s plays (1v1)."""
    if text.affects == "all":
        return True
    return (text.affects == "enemy") == (player != "you")


def read_card_changes_cost(reading: Reading) -> Candidate | None:
    """ "Does Ezreal, Prodigy reduce an Accelerate cost?", "Vex, Cheerless makes enemy
    spells cost more while she's in combat. Do my opponent's spells played from Hidden
    still have to pay that increase?": the card's own cost text (yours) and a made-up card
    being played with the cost the question names; does the card's modifier apply to it?"""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    if reading.places or reading.mode or reading.said_not or set(reading.timing) - {"combat"}:
        return None
    found = _one_card(reading)
    # "Does his discount apply to ...?": the card's discount said as a thing
    lowers = reading.has("reduce") or reading.mentions("discount")
    kind = "increase" if reading.has("increase") else "discount" if lowers else ""
    if found is None or not kind or reading.has("ignore"):
        return None
    card, texts = found
    if set(reading.who) - {"me", "opponent"}:
        return None
    player = "opponent" if "opponent" in reading.who else "you"
    asked = [t for t in texts if t.kind == kind and t.modelled]
    if len(asked) != 1 or any(not t.modelled and _reaches(t, player) for t in texts):
        return None
    text = asked[0]
    if text.in_combat != ("combat" in reading.timing):  # its condition said, or none needed
        return None
    playing, what = _played(reading, player, text)
    if playing is None:
        return None
    modifiers = [text.modifier("you")]
    notes = [f"taken: you control {card}; {what}"]
    if text.in_combat:
        notes.append(f"taken: {card} is in combat, as the question says")
    if text.either:
        notes.append(f"taken: {card} lowers it by {_amounts(text)} (the card lets you choose)")
    if "hidden" in reading.keywords and reading.has("play"):
        modifiers.insert(0, {"source": playing["card"], "controller": player, "kind": "ignore"})
        modifiers[0]["affects"] = "this"
        notes.append("taken: played from Hidden, ignoring its base cost")
    used = {f"card:{card}", f"act:{'increase' if kind == 'increase' else 'reduce'}", "act:pay"}
    used |= {"act:play", "act:apply", "kw:accelerate", "kw:hidden", "obj:repeat", "who:me"}
    used |= {"who:opponent", "time:combat", *COST_OBJECTS, *CARD_SLOTS}
    used.add("obj:discount")
    if _controller_said(reading) in ("me", None):  # "I control X": the card is yours
        used |= {"act:control", "act:choose"}  # "... when I choose to pay it"
    spell = _repeat_spell(reading)
    if spell is not None and "repeat" in str(playing.get("additional")).lower():
        playing = {**playing, "card": spell.name, "additional": [repeat_cost(spell)]}
        used.add(f"card:{spell.name}")
        notes[0] = f"taken: you control {card}; your {spell.name} is played paying its Repeat "
        notes[0] += "cost, from its text (its own cost made up as 2 Energy)"
    situation = {"playing": playing, "cost_modifiers": modifiers}
    candidate = _candidate("cost", {"cost": {"modifier": card}}, used, situation)
    candidate.notes.extend(notes)
    return candidate


def _ignorer_and_raiser(
    reading: Reading,
) -> tuple[Any, tuple[str, str], Any, tuple[tuple[str, CostText], ...]] | None:
    """Of the two cards named, the one whose compiled text has a card played ignoring some
    of its cost (which costs, what kind of card), and the one whose passives raise other
    players' spells' costs (each state of it that changes the increase)."""
    if len(reading.cards) != 2:
        return None
    for ignorer, raiser in (reading.cards, reading.cards[::-1]):
        ignored, raised = played_ignoring(ignorer), increases(raiser)
        if ignored is not None and raised is not None and played_ignoring(raiser) is None:
            return ignorer, ignored, raiser, raised
    return None


# What may still be added to a card played ignoring its cost, when no increase reaches it:
# an optional additional cost the player chooses to pay (356.1.b.3).
PAID_EXTRA: dict[str, tuple[str, Doc]] = {
    "spell": ("a Repeat cost of 1 Energy, which you pay", {"keyword": "Repeat", "energy": 1}),
    "unit": ("Accelerate, which you pay", {"keyword": "Accelerate"}),
}


# The condition under which a card's increase is replaced, when it is a status of the card.
STATUS = LazyPattern(r"if (?:this is|i'm) \[(\w+)\]")


def _state_label(card: str, condition: str, conditions: list[str]) -> str:
    """The state of ``card`` a branch takes: its status said, or not ("Helm of Suppression is
    Empowered", "... is not Empowered"), or its condition in the card's words."""
    if not condition:
        other = next((c for c in conditions if c), "")
        status = STATUS.fullmatch(other)
        return f"{card} is not {status.group(1).title()}" if status else f"{card}: not {other}"
    status = STATUS.fullmatch(condition)
    return f"{card} is {status.group(1).title()}" if status else f"{card}: {condition}"


def read_increase_on_ignored_card(reading: Reading) -> Candidate | None:
    """ "Fizz, Trickster sets a spell's base Energy cost to 0. If my opponent controls Helm of
    Suppression, can that spell still cost more than 0?": the card one named card plays
    ignoring its cost (its compiled text), played by you, and the other card's increase of
    its controller's opponents' spells; can the cost ignored still be 1 or more (yes when
    the increase reaches you: it is applied after the base cost is set to 0)? Each state of
    the raising card that changes its increase (Empowered or not) is judged."""
    if reading.kind not in ("can", "does", "is") or reading.negated or reading.context_negated:
        return None
    energy = _in_question(reading, "mod", "above_zero_energy")
    if not _plain(replace(reading, cards=[])):
        return None
    if not (_in_question(reading, "mod", "above_zero") or energy):
        return None
    found = _ignorer_and_raiser(reading)
    if found is None or set(reading.who) - {"me", "opponent"}:
        return None
    ignorer, (ignored, kind), raiser, raised = found
    # whose the raising card is: "my opponent controls Helm" (theirs), else yours
    theirs = "opponent" in reading.who
    if kind not in PAID_EXTRA:
        return None
    asked = "energy" if energy else "total" if ignored == "both" else ignored
    if asked == "energy" and ignored == "power":  # its Energy cost is not ignored: not asked
        return None
    playing: Doc = {"card": f"your {kind}", "type": kind, "energy": 2}
    if reading.mentions("empowered"):  # "Helm of Suppression is Empowered": that state only
        raised = tuple((c, t) for c, t in raised if STATUS.fullmatch(c))
        if len(raised) != 1:
            return None
    question = {"cost": {"resource": asked, "at_least": 1}}
    docs = []
    for condition, text in raised:
        modifiers = [
            {"source": ignorer.name, "kind": "ignore", "costs": ignored},
            text.modifier("opponent" if theirs else "you"),
        ]
        situation = {"playing": playing, "cost_modifiers": modifiers}
        label = _state_label(raiser.name, condition, [c for c, _ in raised])
        docs.append((label, _candidate("", question, set(), situation).doc))
    # an increase that does not reach the card leaves it at 0 unless the player pays an
    # optional additional cost: both are judged
    said, extra = PAID_EXTRA[kind]
    paid = {**playing, "additional": [{**extra, "paid": True}]}
    modifiers = [
        {"source": ignorer.name, "kind": "ignore", "costs": ignored},
        raised[0][1].modifier("opponent" if theirs else "you"),
    ]
    situation = {"playing": paid, "cost_modifiers": modifiers}
    docs.append((f"your {kind} has {said}", _candidate("", question, set(), situation).doc))
    (taken, doc), *others = docs
    used = {f"card:{ignorer.name}", f"card:{raiser.name}", "act:set", "act:ignore", "act:play"}
    used |= {"act:increase", "act:control", "act:pay", "act:apply", "mod:to_zero"}
    used |= {"mod:above_zero", "mod:above_zero_energy", "obj:energy_cost", "obj:power_cost"}
    used |= {"obj:player", "obj:gear"}
    used |= {*COST_OBJECTS, *CARD_SLOTS, "who:me", "who:opponent", "kw:empower"}
    used |= {"act:empower", "obj:empowered", "unit:played", "obj:spell", "obj:unit", "obj:trash"}
    candidate = Candidate("cost", doc, used)
    what = "cost" if ignored == "both" else f"{ignored.title()} cost"
    whose = "your opponent controls" if theirs else "you control"
    candidate.notes.append(
        f"taken: {ignorer.name} has you play a {kind} of 2 Energy ignoring its {what}, "
        f"from its text; {whose} {raiser.name}, whose increase is read from its text"
    )
    candidate.defaults.append(f"{taken}; your {kind} has no additional cost")
    candidate.alternatives += others
    return candidate


def _played(reading: Reading, player: str, text: CostText) -> tuple[Doc | None, str]:
    """The made-up card being played with the cost the question names, and its words."""
    whose = "your" if player == "you" else "your opponent's"
    if "accelerate" in reading.keywords:
        additional = [{"keyword": "Accelerate", "paid": True}]
        card = {"card": "the unit", "by": player, "type": "unit", "energy": 2}
        said = f"{whose} unit of 2 Energy is played paying Accelerate"
        return card | {"additional": additional}, said
    if reading.mentions("repeat"):
        additional = [{"keyword": "Repeat", "energy": 2, "paid": True}]
        card = {"card": "the spell", "by": player, "type": "spell", "energy": 2}
        said = f"{whose} spell of 2 Energy is played paying its Repeat cost of 2 Energy"
        return card | {"additional": additional}, said
    if text.component != "total":
        return None, ""  # it lowers only some costs: "a spell's cost" leaves open which
    if reading.mentions("spell") and text.cards in ("spell", "any"):
        card = {"card": "the spell", "by": player, "type": "spell", "energy": 2, "power": 1}
        return card, f"{whose} spell of 2 Energy and 1 Power is played"
    return None, ""


def _amounts(text: CostText) -> str:
    parts = [f"{text.energy} Energy"] if text.energy else []
    parts += [f"{text.power} Power"] if text.power else []
    return " and ".join(parts)


READERS = (
    read_cost_replaced,
    read_cost_impossible,
    read_cost_performed,
    read_repeat_costs_again,
    read_repeat_played_once,
    read_spell_instruction_cost,
    read_applied_cost_chain,
    read_cost_seen_by_effects,
    read_modified_cost_seen,
    read_card_changes_cost,
    read_increase_on_ignored_card,
    read_additional_after_ignore,
    read_ignore_all_costs,
    read_below_zero,
    read_optional_additional,
    read_accelerate_on_board,
    read_add_while_paying,
    read_refunded,
    read_countered_played,
    read_part_of_trigger_cost,
    read_discount_carried_over,
    read_discount_reduces,
    read_optional_paid_at_zero,
    read_increase_discount_order,
    read_deflect_domain,
    read_exhaust_cost,
    read_discount_minimum,
    read_ignore_one_cost,
    read_increase_after_ignore,
)
