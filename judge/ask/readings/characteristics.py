"""Questions about a keyword as a characteristic: "Is Tank a passive ability?", "Is Vision a
triggered ability keyword?" (the engine's `ability_kind` question about the keyword alone),
"Does Alpha Wildclaw have Tank?", "Does my Kayn, Unleashed count as a unit with Ganking?"
(`has_keyword`, about a card of the card list named in the question, its printed keywords
read by the engine from the card data, never typed here), and "Is giving Tank to a unit that
already has Tank redundant?" (`keyword_granted`, about a made-up unit with the keyword).

The words must fit a frame below in full; anything else is left to the other readers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from judge.ask.cards import CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.engine.predicates.characteristics import CHARACTERISTIC, KIND_OF, REDUNDANT

KINDS = {"triggered": "triggered", "activated": "activated", "passive": "passive"}


def _words(keywords: Iterable[str]) -> dict[str, str]:
    """Each keyword as a normalised question writes it ("quick draw"), to its name."""
    return {normalise(keyword): keyword for keyword in keywords}


KIND_KEYWORDS = _words(KIND_OF)
HAS_KEYWORDS = _words(CHARACTERISTIC)
REDUNDANT_KEYWORDS = _words(REDUNDANT)


def _alternatives(words: dict[str, str]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


KEYWORD = (
    rf"(?:the )?(?:keyword )?(?P<keyword>{_alternatives(KIND_KEYWORDS)})(?: \d+)?(?: keyword)?"
)
KIND = r"(?:an? )?(?P<kind>triggered|activated|passive) ability(?: keyword)?"
KIND_FRAMES = (
    rf"^(?:is|would) {KEYWORD} (?:be )?(?:considered |counted as )?{KIND}$",
    rf"^does {KEYWORD} count as {KIND}$",
)
CARD = "qqcardqq"  # stands for the card's name in a frame
WHOSE = r"(?:(?P<whose>my|an? opponents|my opponents|an enemy|the|a|an) )?"
HAVE = (
    r"(?:have|has|count as having|count as an? (?:unit|gear|card|spell|permanent) with"
    r"|(?:still )?have the keyword)"
)
HAS_FRAMES = (
    rf"^does {WHOSE}{CARD} {HAVE} (?:the )?(?P<keyword>{_alternatives(HAS_KEYWORDS)})"
    r"(?: keyword)?(?: for (?:an effect|effects) that (?:checks?|looks?) for it)?$",
    rf"^is {WHOSE}{CARD} an? (?:unit|gear|card|spell|permanent) with "
    rf"(?P<keyword>{_alternatives(HAS_KEYWORDS)})$",
)
# "An effect removed Tank from Horns of the Dragon: does it still have Tank?", "If my spell
# gives Affectionate Poro Tank this turn, does it have Tank after my turn ends?": the
# `has_keyword` question about a unit an effect granted the keyword or removed it from, for
# this turn or (said nothing of) while it stays on the board, asked now or once the turn ends.
EFFECT = (
    r"(?:an effect|an ability|a spell|(?:my|your|an enemy|an opponents|my opponents) "
    r"(?:effect|ability|spell))"
)
CHANGED = rf"(?P<keyword>{_alternatives(HAS_KEYWORDS)})"
LASTING = r"(?P<this_turn> this turn| until (?:the )?end of (?:the |this )?turn)?"
ASKED = (
    r",? (?:does|would|will) it (?:still )?(?:have|keep) (?:it|the keyword|(?P=keyword))"
    r"(?P<ended> (?:again )?(?:after|once|when) (?:the|my|this) turn ends"
    r"| (?:on )?(?:the )?next turn)?"
    r"(?: again)?$"
)
REMOVES = r"(?:removes|removed|takes away|took away)"
GIVES = r"(?:gives|gave|grants|granted)"
# "... and it is recalled, does it keep Tank?": the unit is recalled from a battlefield.
RECALLED = (
    rf"(?P<recalled> and (?:it|{CARD}) (?:is|was|gets) recalled(?: to (?:its|my|your) base)?)?"
)
# "If my Affectionate Poro with a granted Tank is recalled, does it keep Tank?"
RECALLED_WITH = (
    rf"^(?:if|when) {WHOSE}{CARD} with (?:a granted )?{CHANGED}(?: (?:from|granted by) {EFFECT})?"
    rf"(?P<recalled> (?:is|was|gets) recalled(?: to (?:its|my|your) base)?)"
)
CHANGE_FRAMES = (
    (
        rf"^(?:if )?{EFFECT} {REMOVES} {CHANGED} from {WHOSE}{CARD}{LASTING}{RECALLED}{ASKED}",
        "removed",
    ),
    (rf"^(?:if )?{WHOSE}{CARD} (?:loses|lost) {CHANGED}{LASTING}{RECALLED}{ASKED}", "removed"),
    (rf"^(?:if )?{EFFECT} {GIVES} {WHOSE}{CARD} {CHANGED}{LASTING}{RECALLED}{ASKED}", "keywords"),
    (rf"{RECALLED_WITH}{ASKED}", "keywords"),
)
GRANTED = rf"(?P<keyword>{_alternatives(REDUNDANT_KEYWORDS)})"
HOLDER = r"(?:a|my|your|an enemy|an opponents) (?:unit|card|permanent)"
REDUNDANT_FRAMES = (
    rf"^(?:is|would) (?:granting|giving) (?:another |a second )?{GRANTED} to {HOLDER}"
    rf" (?:that|which) already (?:has|have) (?:it|{GRANTED.replace('keyword>', 'again>')})"
    r" (?:be )?redundant$",
    rf"^are (?:multiple|several|two) instances of {GRANTED} (?:on (?:one|a) (?:unit|card|object) )?"
    r"redundant$",
)
# Where a card of each type is put to ask about it: a unit or gear on the board, a spell in
# hand, a legend in its Legend Zone.
PLACES = {"Unit": "units", "Gear": "gear", "Spell": "hand", "Legend": "cards"}


def read_keyword_kind(question: str) -> Candidate | None:
    """ "Is Tank a passive ability?": the `ability_kind` question about the keyword alone."""
    words = normalise(question)
    for frame in KIND_FRAMES:
        found = re.fullmatch(frame, words)
        if found is not None:
            keyword = KIND_KEYWORDS[found.group("keyword")]
            value = {"text": f"[{keyword}]", "kind": KINDS[found.group("kind")]}
            return Candidate("keyword_kind", {"format": 2, "question": {"ability_kind": value}})
    return None


def read_has_keyword(question: str, cards: CardIndex) -> Candidate | None:
    """ "Does Alpha Wildclaw have Tank?": the `has_keyword` question about the one card the
    question names, put where a card of its type is (a unit at its base, a spell in hand)."""
    words = normalise(question).split()
    named = cards.find(words, frozenset())
    if len(named) != 1 or named[0].card.type not in PLACES:
        return None
    mention = named[0]
    frame = " ".join([*words[: mention.start], CARD, *words[mention.end :]])
    for pattern in HAS_FRAMES:
        found = re.fullmatch(pattern, frame)
        if found is None:
            continue
        card = mention.card
        whose = found.group("whose") or ""
        controller = "opponent" if "opponent" in whose or "enemy" in whose else "you"
        entry = {"name": card.name, "controller": controller}
        key = PLACES[card.type]
        if key == "units" or key == "gear":
            entry["at"] = "base"
        else:
            entry |= {"type": card.type.lower()} | (
                {"zone": "legend zone"} if key == "cards" else {}
            )
        keyword = HAS_KEYWORDS[found.group("keyword")]
        doc = {
            "format": 2,
            "situation": {key: [entry]},
            "question": {"has_keyword": {"card": card.name, "keyword": keyword}},
        }
        notes = [f"read the keywords of {card.name} from the card data"]
        candidate = Candidate("has_keyword", doc, notes=notes)
        if keyword == "Reaction" and "Hidden" in card.keywords:  # gained while facedown
            where = "in hand" if key == "hand" else "not facedown"
            candidate.defaults.append(f"{card.name} is {where}")
            facedown = {"name": card.name, "at": "battlefield 1", "controller": controller}
            situation = {"facedown": [facedown], "battlefields": [_controlled(controller)]}
            other = doc | {"situation": situation}
            hidden_before = f"{card.name} is facedown at a battlefield, hidden on an earlier turn"
            candidate.alternatives.append((hidden_before, other))  # 811.1.b: not the same turn
        return candidate
    return None


def read_changed_keyword(question: str, cards: CardIndex) -> Candidate | None:
    """ "An effect removed Tank from Horns of the Dragon: does it still have Tank?": the
    `has_keyword` question about the one unit the question names, at its base, with the
    effect that grants or removes the keyword (this turn, or for as long as it stays on the
    board when the question says no duration), asked now or after play proceeds past the
    end of the turn."""
    words = normalise(question).split()
    named = cards.find(words, frozenset())
    unnamed = not named and words.count("unit") == 1  # "my unit": a made-up unit of yours
    if not unnamed and (len(named) != 1 or named[0].card.type != "Unit"):
        return None
    at, end = (words.index("unit"),) * 2 if unnamed else (named[0].start, named[0].end - 1)
    frame = " ".join([*words[:at], CARD, *words[end + 1 :]])
    for pattern, change in CHANGE_FRAMES:
        found = re.fullmatch(pattern, frame)
        if found is None:
            continue
        said = found.groupdict()
        keyword = HAS_KEYWORDS[said["keyword"]]
        whose = said["whose"] or ""
        controller = "opponent" if "opponent" in whose or "enemy" in whose else "you"
        made_up = "your unit" if controller == "you" else "the enemy unit"
        name = made_up if unnamed else named[0].card.name
        effect: dict[str, object] = {"source": "the effect", change: [keyword]}
        if said.get("this_turn"):
            effect["this_turn"] = True
        unit: dict[str, object] = {"name": name, "controller": controller, "at": "base"}
        situation: dict[str, object] = {"units": [unit | {"keyword_effects": [effect]}]}
        actions: list[dict[str, object]] = []
        if said.get("recalled"):  # recalled from a battlefield its controller holds
            unit["at"] = "battlefield 1"
            situation = {**situation, "battlefields": [_controlled(controller)]}
            situation["units"] = [unit | {"keyword_effects": [effect]}]
            actions.append({"recall": {"cards": [name], "because": "effect"}})
        if said["ended"]:
            actions.append({"proceed": {}})
        doc: dict[str, object] = {"format": 2, "situation": situation}
        if actions:
            doc["actions"] = actions
        doc["question"] = {"has_keyword": {"card": name, "keyword": keyword}}
        notes = [f"read the keywords {name} prints from the card data"]
        if unnamed:
            notes = [f"assumed: {made_up}, which does not print {keyword}"]
        candidate = Candidate("has_keyword", doc, notes=notes)
        if actions and not said.get("this_turn"):  # how long was not said
            candidate.defaults.append("the effect says no duration")
            lasting = [effect | {"this_turn": True}]
            units = [unit | {"keyword_effects": lasting}]
            other = doc | {"situation": situation | {"units": units}}
            candidate.alternatives.append(("the effect lasts this turn", other))
        return candidate
    return None


def _controlled(controller: str) -> dict[str, str]:
    """Battlefield 1, controlled by ``controller``: where a card of theirs can be hidden."""
    return {"name": "battlefield 1", "controller": controller}


# Keywords that give another whatever the card's zone or state: "Cards with Quick-Draw have
# Reaction inherently". (Hidden gives Reaction only while facedown, Ambush only as the unit
# is played to a battlefield where its player controls units: not read here.)
GIVES_ALWAYS = {"quick draw": "Quick-Draw"}
GIVEN = {"Quick-Draw": "Reaction"}  # what each gives: the only keyword asked of it here
MADE_UP_WITH = (
    r"^(?:does|do) (?:a|an|my) (?P<type>gear|card|unit|spell)s? with "
    rf"(?P<with>{_alternatives(GIVES_ALWAYS)}) (?:have|has|count as having) (?:the )?"
    rf"(?P<keyword>{_alternatives(HAS_KEYWORDS)})(?: keyword)?$"
)


def read_has_keyword_made_up(question: str) -> Candidate | None:
    """ "Does a gear with Quick-Draw have Reaction?": the `has_keyword` question about a
    made-up card of yours in hand with that keyword, for a keyword that gives another
    whatever the card's zone (Quick-Draw's Reaction)."""
    found = re.fullmatch(MADE_UP_WITH, normalise(question))
    if found is None:
        return None
    kind = "gear" if found.group("type") in ("gear", "card") else found.group("type")
    printed = GIVES_ALWAYS[found.group("with")]
    if kind != "gear":
        return None  # Quick-Draw is a gear's keyword (819.1.a)
    card = {"name": "your gear", "type": kind, "keywords": [printed]}
    keyword = HAS_KEYWORDS[found.group("keyword")]
    if keyword != GIVEN[printed]:
        return None  # another keyword: whether the card has it is its own text's
    doc = {
        "format": 2,
        "situation": {"hand": [card]},
        "question": {"has_keyword": {"card": "your gear", "keyword": keyword}},
    }
    notes = [f"assumed: a gear of yours in hand with {printed}"]
    return Candidate("has_keyword", doc, notes=notes)


def read_keyword_granted(question: str) -> Candidate | None:
    """ "Is giving Tank to a unit that already has Tank redundant?": the `keyword_granted`
    question about a made-up unit of yours with the keyword."""
    words = normalise(question)
    for frame in REDUNDANT_FRAMES:
        found = re.fullmatch(frame, words)
        if found is None:
            continue
        again = found.groupdict().get("again")
        if again is not None and again != found.group("keyword"):
            return None
        keyword = REDUNDANT_KEYWORDS[found.group("keyword")]
        unit = {"name": "your unit", "at": "base", "keywords": [keyword]}
        doc = {
            "format": 2,
            "situation": {"units": [unit]},
            "question": {"keyword_granted": {"card": "your unit", "keyword": keyword}},
        }
        return Candidate("keyword_granted", doc, notes=[f"assumed: a unit of yours with {keyword}"])
    return None
