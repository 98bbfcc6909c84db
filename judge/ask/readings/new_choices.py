"""Questions about which choices of a finalized chain item new choices may remake: "When I
make new choices for a spell, can I change its mode?", "If I take control of a spell with
Mystic Reversal, can I choose new targets for it?", "Do new choices let me change whether
the optional additional cost was paid?".

A question is read only when its words fit a frame in full: the new choices said in words
("new choices"), or by a card whose own text makes them (Mystic Reversal, Rebuttal), and one
choice it asks about. It becomes the engine's ``new_choices`` query.
"""

from __future__ import annotations

import re

from judge.ask.cards import CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.cards.catalog import card_named
from judge.patterns import LazyPattern

ME = r"(?:i|a player|you|they|the player|he|she)"
ITEM = (
    r"(?:an? |the |my |their |his |her |an opponent's |my opponent's |the opponent's )?"
    r"(?:enemy |opposing )?(?:spell|ability|chain item|finalized chain item|item on the chain)"
)
MAKING = (
    r"(?:make|makes|making|am making|is making|are making|get to make|gets to make|may make)"
    rf" new choices for (?:it|{ITEM})"
)
GAINING = (
    rf"(?:(?:gain|gains|take|takes|steal|steals) control of|steal|steals) (?:it|{ITEM})"
    r"(?: (?:with|using|by playing|by using) (?P<card>[^,?]+?))?"
)
WHEN = r"(?:when|if|while|once|after)"
MAY = rf"(?:can|may|could) {ME}"
VERB = (
    r"(?:change|remake|redo|rechoose|re-choose|pick|choose|select)"
    r"(?: (?:a |an )?(?:new|different|other))?"
)
# The choice the question asks about, in its words, by the query value.
CHOICES = {
    "target": (
        rf"{VERB} (?:its |the |their )?targets?(?: for it| of (?:it|{ITEM}))?",
        r"redirect (?:it|the spell|the ability)",
        r"target (?:something|a unit|another unit|something) else",
    ),
    "mode": (rf"{VERB} (?:its |the |their )?modes?(?: for it| of (?:it|{ITEM}))?",),
    "destination": (
        rf"{VERB} (?:its |the |their )?(?:move )?destinations?",
        r"change where (?:it|the unit|the units|its units?) (?:moves?|goes|go) to",
        r"change where (?:it|the unit|the units|its units?) (?:moves?|goes|go)",
        r"change the destinations? of (?:its|the) moves?",
    ),
    "location": (
        r"change where (?:a|the) unit (?:it plays )?is played(?: to)?",
        rf"{VERB} (?:the )?location (?:a|the) unit is played to",
        r"change the location (?:a|the) unit it plays goes to",
    ),
    "as_played": (
        r"change (?:a |the |any )?choices? (?:made |i made |they made )?"
        r"(?:\"|'|“|‘)?as (?:you play this|i am played|i'm played|it was played|it is played)"
        r"(?:\"|'|”|’)?",
    ),
    "optional_cost": (
        r"change whether (?:its |the |an )?optional (?:additional )?cost (?:was|is) paid",
        r"change whether (?:i|they|he|she) paid (?:its |the |an )?optional (?:additional )?cost",
        r"(?:choose|decide) again whether to pay (?:its |the |an )?optional (?:additional )?cost",
    ),
}
ASK = "(?P<ask>.+?)"
_SAID_NEW = (
    rf"{WHEN} {ME} {MAKING},? {MAY} {ASK}",
    rf"{MAY} {ASK},? {WHEN} {ME} {MAKING}",
    rf"{WHEN} making new choices for (?:it|{ITEM}),? {MAY} {ASK}",
    rf"{WHEN} an? (?:effect|card|spell|ability) (?:lets|allows|tells|instructs) "
    rf"(?:me|a player|you|them) (?:to )?{MAKING},? {MAY} {ASK}",
    rf"(?:can|may|could|does|do) (?:making )?new choices(?: for (?:it|{ITEM}))? "
    rf"(?:let (?:me|a player|you|them) )?{ASK}",
)
FRAMES = (
    *(LazyPattern(frame, re.IGNORECASE, needs=("new choices",)) for frame in _SAID_NEW),
    LazyPattern(
        rf"{WHEN} {ME} {GAINING}(?P<making>,? and {MAKING})?,? {MAY} {ASK}",
        re.IGNORECASE,
        needs=("control of", "steal"),
    ),
    LazyPattern(
        rf"{WHEN} {ME} (?:use|uses|play|plays) (?P<card>[^,?]+?) on (?:it|{ITEM}),? {MAY} {ASK}",
        re.IGNORECASE,
        needs=(" on ",),
    ),
)
NEW_CHOICES = "make new choices for it"
# The kind of chain item a question's words name, and the one a card's text takes ("Gain
# control of a spell", "Choose a spell with ..."): spells and abilities are different objects
# on the chain, and a spell is not played to a location (units are).
ITEM_KIND = LazyPattern(r"\b(spell|abilit)(?:y|ies|s)?\b", re.I)
CARD_TAKES = LazyPattern(r"(?:gain control of|choose) an? (spell|abilit)y?\b", re.I)


# "If I take control of a Hidden Blade played from Hidden by using Rebuttal, can I redirect
# it to a unit at a different battlefield?": a new target for a spell played from hidden.
_NEW_TARGET = (
    r"(?:redirect it|retarget it|change its target|(?:choose|pick) a new target for it|"
    r"(?:choose|pick|target))(?: to)?"
)
_WHERE = {
    "elsewhere": r"(?:at|on) (?:a |an )?(?:different|other|another) battlefield",
    "here": r"(?:at|on) the same battlefield",
}
HIDDEN_GAINED = LazyPattern(
    rf"{WHEN} {ME} (?:gain|gains|take|takes|steal|steals) control of (?:a |an |the |my "
    r"opponent's |an opponent's )?(?P<spell>[^,?]+?) (?:that was )?(?:played|cast) from hidden"
    r"(?: (?:with|using|by playing|by using) (?P<card>[^,?]+?))?"
    rf"(?P<making>,? and {MAKING})?,? {MAY} {_NEW_TARGET} (?:a|an|another) (?:enemy )?unit "
    rf"(?P<where>{'|'.join(_WHERE.values())})",
    re.IGNORECASE,
    needs=("from hidden",),
)


def read_hidden_new_target(question: str, cards: CardIndex) -> Candidate | None:
    """A new target, at another battlefield or the same one, for a spell an opponent played
    from hidden and whose control the question's player gains, with new choices: a
    ``valid_target`` question whose chain item was hidden at battlefield 1."""
    text = re.sub(r"\s+", " ", question.strip()).rstrip("?").strip()
    found = HIDDEN_GAINED.fullmatch(text)
    if found is None or not _makes_new_choices(found.groupdict()):
        return None
    said = normalise(found.group("spell")).split()
    named = cards.find(said, frozenset())
    if len(named) != 1 or (named[0].start, named[0].end) != (0, len(said)):
        return None
    spell = named[0].card
    if spell.type != "Spell" or "Hidden" not in spell.keywords:
        return None
    here = re.fullmatch(_WHERE["here"], found.group("where"), flags=re.IGNORECASE) is not None
    other = "battlefield 1" if here else "battlefield 2"
    situation = {
        "battlefields": [
            {"name": "battlefield 1", "controller": "opponent", "contested_by": "you"},
            {"name": "battlefield 2", "controller": "opponent"},
        ],
        "showdown": "battlefield 1",
        "units": [
            {"name": "your unit", "at": "battlefield 1"},
            {"name": "opponent's unit", "controller": "opponent", "at": other},
        ],
    }
    value = {
        "card": spell.name,
        "by": "you",
        "previously": ["your unit"],
        "chosen": ["opponent's unit"],
        "hidden_at": "battlefield 1",
    }
    doc = {"format": 2, "situation": situation, "question": {"valid_target": value}}
    note = (
        f"taken: your opponent played {spell.name} from hidden at battlefield 1, in a showdown "
        "there, choosing your unit there; gaining control of it, you make new choices for it"
    )
    return Candidate("hidden_new_target", doc, notes=[note])


def read_new_choices(question: str) -> Candidate | None:
    """The ``new_choices`` query ``question`` asks, when its words fit a frame in full."""
    text = re.sub(r"\s+", " ", question.strip()).rstrip("?").strip()
    for frame in FRAMES:
        matched = frame.fullmatch(text)
        if matched is None:
            continue
        if not _makes_new_choices(matched.groupdict()):
            continue
        choice = _choice(matched.group("ask"))
        kinds = _kinds(text, matched.groupdict())
        if choice is None or kinds is None or (choice == "location" and "spell" in kinds):
            return None
        return Candidate("new_choices", {"format": 2, "question": {"new_choices": choice}})
    return None


def _makes_new_choices(groups: dict[str, str | None]) -> bool:
    """The question says new choices are made, or names a card whose text makes them."""
    if "card" not in groups or groups.get("making"):
        return True  # only the frame of a gain of control may leave the new choices unsaid
    named = card_named(groups["card"]) if groups["card"] else None
    return named is not None and NEW_CHOICES in named.printed.lower()


def _kinds(text: str, groups: dict[str, str | None]) -> set[str] | None:
    """The kinds of chain item ("spell", "abilit") the question's words name and its named
    card's text takes; None when they are more than one, or the card's text names none."""
    kinds = {kind.lower() for kind in ITEM_KIND.findall(text)}
    card = groups.get("card")
    named = card_named(card) if card else None
    if named is not None:
        takes = CARD_TAKES.search(named.printed)
        if takes is None:
            return None
        kinds.add(takes.group(1).lower())
    return kinds if len(kinds) <= 1 else None


def _choice(asked: str) -> str | None:
    """The choice the words ask about, when they are one of its phrasings in full."""
    found = {
        choice
        for choice, phrasings in CHOICES.items()
        for phrasing in phrasings
        if re.fullmatch(phrasing, asked.strip(), flags=re.IGNORECASE)
    }
    return found.pop() if len(found) == 1 else None


# "After I play a spell, can I change its targets?": the choices made as a card is played,
# asked about with no new choices said, become the ``choices_changed: unprompted`` query.
PLAYED_ITEM = r"(?:it|an? (?:spell|card)|the (?:spell|card)|my (?:spell|card))"
PLAYED = (
    rf"{WHEN} (?:{ME} (?:play|plays|played|have played|has played|put|puts)|i've played|"
    rf"you've played|they've played) {PLAYED_ITEM}"
    r"(?: on the chain)?(?: (?:choosing|targeting) [^,?]+?)?"
)
CHANGE = (
    rf"{MAY} (?:change|redo|rechoose|re-choose|switch|swap) "
    r"(?:its |the |their |my |my spell's |the spell's )?"
    r"(?:targets?|modes?|choices?|destinations?)(?: later| afterwards| after that| now)?"
)
UNPROMPTED = tuple(
    LazyPattern(
        frame, re.IGNORECASE, needs=("change", "redo", "rechoose", "re-choose", "switch", "swap")
    )
    for frame in (rf"{PLAYED},? {CHANGE}", rf"{CHANGE},? {PLAYED}")
)


def read_choices_changed(question: str) -> Candidate | None:
    """The ``choices_changed: unprompted`` query: whether the choices made as a card was
    played can be changed later, nothing said to make new choices."""
    text = re.sub(r"\s+", " ", question.strip()).rstrip("?").strip()
    if not any(frame.fullmatch(text) for frame in UNPROMPTED):
        return None
    return Candidate(
        "choices_changed", {"format": 2, "question": {"choices_changed": "unprompted"}}
    )
