"""Tagged spans to slots: what kind of question, which actions, objects, places, timing.

The slots are a neutral reading of the sentence; `judge.ask.readings` decides which
engine question they make. Nothing here knows a rule.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
from collections import Counter
from dataclasses import dataclass, field

from judge.ask.cards import CardEntry, CardIndex
from judge.ask.clauses import Clauses, purpose_asked, split, subject_named
from judge.ask.lexicon import Lexicon, Tag
from judge.ask.links import (
    controls_none,
    fighting_there,
    fighting_where,
    mover_here,
    mover_named,
    named_again,
    on_the_chain,
    owns_filler,
    that_place,
    there,
    unit_held,
    units_there,
)
from judge.ask.names import name_words
from judge.ask.normalise import normalise
from judge.ask.place_phrases import PlacePhrase, contrasted, place_at
from judge.ask.tagger import Span, Tagged, drop_ordinary, tag

NAMED_BESIDE = {
    "four": {"ffa": "ffa4", "ffa4": "ffa4", "2v2": "2v2"},
    "multi": {"ffa": "ffa", "ffa3": "ffa3", "ffa4": "ffa4", "2v2": "2v2", "four": "four"},
}
"""What "four players" (FFA4 or 2v2) and "multiplayer" (FFA3, FFA4 or 2v2) name with a mode
word beside them ("a four-player free-for-all", "a multiplayer 2v2 game")."""
PLURAL_WORDS = frozenset({"units", "gears", "tokens", "spells", "cards", "battlefields"})
RELATIVE = frozenset({"where", "which", "when"})
EVENT_WORDS = frozenset({"during", "in", "mid", "amid", "throughout"})
ARTICLES = frozenset({"a", "an", "the"})
OWNERS = frozenset({"its", "my", "their", "his", "her"})
RELATIVE_CLAUSE = frozenset({"that", "which", "was", "is", "were", "are", "been", "got", "just"})
"""Words between a unit and "played" that make "played" describe it ("a unit that was played")."""
WEAK_SLOTS = frozenset(
    {
        "obj:player",
        "mod:next",
        "owner:me",
        "act:use",
        "act:happen",
        "act:work",
        "who:me",
        "who:their",
    }
)
"""Slots that add nothing a reading could get wrong ("my", "next", "use", "work")."""


@dataclass
class Reading:
    """Everything the sentence says, slot by slot, in the order it says it."""

    kind: str | None = None
    conditional: bool = False
    actions: list[str] = field(default_factory=list)
    objects: list[str] = field(default_factory=list)
    plural: set[str] = field(default_factory=set)
    keywords: list[str] = field(default_factory=list)
    without: list[str] = field(default_factory=list)
    places: list[PlacePhrase] = field(default_factory=list)
    timing: set[str] = field(default_factory=set)
    mode: str | None = None
    who: list[str] = field(default_factory=list)
    mods: set[str] = field(default_factory=set)
    negated: bool = False
    event_at: dict[str, PlacePhrase] = field(default_factory=dict)
    """Where a showdown or combat of the timing is going on, when the question says."""
    also_asked: list[str] = field(default_factory=list)
    """Sentences besides the question that ask something ("Is X? Can Y?")."""
    said_not: bool = False
    """A "not" in what a card or effect says: only a reader that knows such text may take
    the question (its "says" is slot mod:said)."""
    context_negated: bool = False
    """A "not" in a statement or condition ("if my unit is not exhausted"): no reading
    accounts for it yet, so the answer is unknown rather than turned round."""
    main_end: int = 10_000
    """Words before this index are the question clause; the rest set the scene."""
    move_noun: bool = False
    unit_owner: str | None = None
    unit_played: bool = False
    """ "a unit (that was) played with Accelerate": the play describes the unit, it is not asked"""
    hidden_card: bool = False
    """ "a hidden unit": facedown at a battlefield, or a card with Hidden? (not "with Hidden")"""
    outside: list[str] = field(default_factory=list)
    using: list[str] = field(default_factory=list)
    asked_keywords: list[str] = field(default_factory=list)
    """ "Does a unit with Ambush have Reaction ...?": keywords the question asks whether a card
    has, not ones it describes the card with."""
    """Keywords the question says are used ("using Ambush", "via Ambush"): the action must
    rest on them, not merely be done by a card that has them."""
    cards: list[CardEntry] = field(default_factory=list)
    priority_holder: str | None = None
    """Who the statements say holds priority ("and I have priority"): slot obj:priority."""
    focus_holder: str | None = None
    """Who the statements say has Focus ("I have focus"): slot obj:focus."""
    chain_owner: str | None = None
    """Whose the item on the chain is, when the question says ("my opponent's spell is on
    the chain"): slot ``chain_owner:opponent``."""
    tagged: Tagged = field(default_factory=lambda: Tagged(words=[]))

    def slots(self) -> set[str]:
        """What the question says, as slot ids a reading must account for
        ("act:move", "place:battlefield", "pmod:empty", "time:combat", "neg", ...)."""
        ids = {f"act:{a}" for a in self.actions} | {f"obj:{o}" for o in self.objects}
        ids |= {f"kw:{k}" for k in self.keywords} | {f"without:{k}" for k in self.without}
        ids |= {f"time:{t}" for t in self.timing} | {f"mod:{m}" for m in self.mods}
        ids |= {f"card:{c.name}" for c in self.cards} | {f"outside:{o}" for o in self.outside}
        ids |= {f"using:{k}" for k in self.using}
        ids |= {f"asked:{k}" for k in self.asked_keywords}
        for place in self.places:
            ids.add(f"place:{place.kind}")
            ids |= {f"pmod:{m}" for m in place.mods}
            if place.owner is not None:
                ids.add(f"owner:{place.owner}")
        if self.mode is not None:
            ids.add(f"mode:{self.mode}")
        if self.negated:
            ids.add("neg")
        if self.context_negated:
            ids.add("neg:condition")
        ids |= {f"who:{w}" for w in self.who}
        if self.unit_owner is not None:
            ids.add(f"unit_owner:{self.unit_owner}")
        if self.unit_played:
            ids.add("unit:played")
        if self.chain_owner is not None:
            ids.add(f"chain_owner:{self.chain_owner}")
        return ids - WEAK_SLOTS

    def says_any(self, *parts: str) -> bool:
        """Whether the question says any of ``parts``: "cards", "places", "timing", "mode",
        "negation" (a "not" in the question, or in a statement or condition), "said_not" (a
        "not" in what a card says), "without". A reader of rules queries refuses a question
        that says what it does not model."""
        said = {
            "cards": bool(self.cards),
            "places": bool(self.places),
            "timing": bool(self.timing),
            "mode": bool(self.mode),
            "negation": self.negated or self.context_negated,
            "said_not": self.said_not,
            "without": bool(self.without),
        }
        return any(said[part] for part in parts)

    def has(self, *actions: str) -> bool:
        return any(action in self.actions for action in actions)

    def said_of(self, time: str, *tags: Tag, closing: bool = False) -> bool:
        """Whether the time word ``time`` ("before", "after", "while"; slot ``mod:<time>``)
        is said, and each time of what a reading reads: the first action, or thing among
        ``tags``, said after it is one of ``tags`` ("respond before it enters": act:enter;
        "stunned before damage": obj:damage). ``closing``: also when nothing follows it
        ("is there a cleanup right after?"). A time word said of anything else is left for
        no reading to take, so the question stays unknown."""
        spans = self.tagged.spans
        said = [k for k, span in enumerate(spans) if span.has("mod", time)]
        for k in said:
            told = [s for s in spans[k + 1 :] if s.has("act") or any(t in s.tags for t in tags)]
            if not (told and any(t in told[0].tags for t in tags)) and not (closing and not told):
                return False
        return bool(said)

    def mentions(self, *objects: str) -> bool:
        return any(obj in self.objects for obj in objects)

    def asks_can(self) -> bool:
        """ "Can ...?", or a "can" put as a statement to check ("Is it true that my opponent
        can't look at my banishment?", "Am I right that a legend can't be killed?")."""
        if self.kind == "can":
            return True
        spans = [s for s in self.tagged.spans[1:] if s.start < self.main_end]
        return self.kind == "is" and any(span.has("ask", "can") for span in spans)

    def place(self, kind: str | None = None, role: str | None = None) -> PlacePhrase | None:
        for place in self.places:
            if (kind is None or place.kind == kind) and (role is None or place.role == role):
                return place
        return None


def _joined_mode(said: str | None, value: str) -> str:
    """The mode the question names: the first one said, except that "four players" or
    "multiplayer" with a narrower mode word beside it is that mode ("a four-player
    free-for-all")."""
    if said is None:
        return value
    if said in NAMED_BESIDE:
        return NAMED_BESIDE[said].get(value, said)
    if value in NAMED_BESIDE:
        return NAMED_BESIDE[value].get(said, said)
    return said


def head_before(spans: list[Span], k: int) -> Span:
    """The span a relative word at ``k`` (k > 0) may describe: the one before it, or the place
    before "of my choice" ("a battlefield of my choice, where ...")."""
    return spans[k - 2] if k > 1 and spans[k - 1].has("mod", "of_choice") else spans[k - 1]


def window(span: Span) -> bool:
    """A showdown or combat said as a thing ("we're in a showdown where I have focus"): a
    relative "where" after it describes it, as after a place."""
    return any(span.has(family, value) for family in ("obj", "time") for value in WINDOWS)


WINDOWS = ("showdown", "combat")
UNIT_OBJECTS = ("unit", "attacker", "defender")


def unit_said(span: Span) -> bool:
    """A unit named as one ("a unit", "my attacking unit", "the defender"): a relative
    "which" or "where" after it describes it."""
    return any(span.has("obj", value) for value in UNIT_OBJECTS)


def _is_place(span: Span) -> bool:
    return span.has("place") or (span.card is not None and span.card.type == "Battlefield")


def _describes_unit(spans: list[Span], k: int, words: list[str]) -> bool:
    """Whether the action at span ``k`` is a clause about the unit just named: "a unit
    played with ...", "a unit that was played", "a unit I played"."""
    allowed = RELATIVE_CLAUSE | {"i", "you", "we"}
    j = k - 1
    while j >= 0 and all(word in allowed for word in words[spans[j].start : spans[j].end]):
        j -= 1
    if j < 0 or not spans[j].has("obj", "unit"):
        return False
    return all(word in allowed for word in words[spans[j].end : spans[k].start])


USING = frozenset({"using", "use", "uses", "via", "through"})
"""Words that make the keyword after them the means of the action ("using Ambush")."""


LETS = frozenset({"let", "lets", "allow", "allows", "permit", "permits"})
"""Words after which a keyword is what lets the action happen ("can Ambush let me play")."""


def _used(spans: list[Span], k: int, words: list[str]) -> bool:
    """ "using Ambush", "use its Ambush", "via Ambush", "can Ambush let me": the keyword is
    how it is done."""
    before = list(words[max(0, spans[k].start - 3) : spans[k].start])
    while before and before[-1] in ARTICLES | OWNERS:
        before.pop()
    after = words[spans[k].end] if spans[k].end < len(words) else None
    return (bool(before) and before[-1] in USING) or after in LETS


HAVE = frozenset({"have", "has", "gain", "gains", "get", "gets", "keep", "keeps"})
CONDITION_WORDS = frozenset({"if", "when", "while", "since", "because", "once", "unless"})


LACKING = HAVE | ARTICLES | OWNERS | {"had", "having", "with", "any", "printed"}
LACKING |= {"pay", "paid", "paying"}
"""The only words between a "not" and the keyword it denies: "doesn't have Ganking", "no
printed Empower", "without paying Accelerate"; "can't play a Reaction spell" denies the play."""
ALSO = frozenset({"or", "nor", "and"})


def _negates_keyword(spans: list[Span], k: int, words: list[str]) -> bool:
    """ "without Ganking", "doesn't have Ganking", "without paying Accelerate", "without
    Action or Reaction": a negation among the two spans before the keyword with nothing but
    having or paying between (or the keyword before it, denied with it), and not one that
    opens the question ("Can't a unit with Ganking move ...?" asks of a unit with it)."""
    if k > 0 and spans[k - 1].has("kw") and set(words[spans[k - 1].end : spans[k].start]) <= ALSO:
        return _negates_keyword(spans, k - 1, words)
    return any(
        spans[j].has("neg")
        and not _opens_question(spans, j)
        and set(words[spans[j].end : spans[k].start]) <= LACKING
        for j in range(max(0, k - 2), k)
    )


def _opens_question(spans: list[Span], j: int) -> bool:
    """Span ``j`` is the "not" of a question's opening verb ("can't", "isn't", "doesn't")."""
    return j == 1 and spans[0].has("ask") and spans[1].start == spans[0].end


def _asked_of(reading: Reading, span: Span, words: list[str]) -> bool:
    """ "Does it have Reaction ...?": in the question clause of a does/is question, the
    keyword right after "have" (or "gain", "keep") is what is asked of the card."""
    if reading.kind not in ("does", "is") or span.start >= reading.main_end:
        return False
    if CONDITION_WORDS & set(words[: span.start]):
        return False  # "... if it has Ganking?": a condition on the unit, not what is asked
    before = list(words[max(0, span.start - 2) : span.start])
    while before and before[-1] in ARTICLES | OWNERS:
        before.pop()
    return bool(before) and before[-1] in HAVE


PAID_KEYWORDS = frozenset({"accelerate"})
"""Keywords that are a cost the card's player may pay as it is played (805.1): "I paid its
Accelerate" is the card played with it, "I didn't pay Accelerate" played without it."""


def _pays_keyword(spans: list[Span], k: int, words: list[str]) -> bool:
    """Span ``k`` is "pay" said of the paid keyword right after it ("paid its Accelerate",
    "didn't pay Accelerate"): the keyword's cost, not an action of its own."""
    if not spans[k].has("act", "pay") or k + 1 >= len(spans):
        return False
    following = spans[k + 1]
    between = set(words[spans[k].end : following.start])
    paid = set(following.values("kw")) & PAID_KEYWORDS
    return bool(paid) and between <= ARTICLES | OWNERS


def _without_before(spans: list[Span], k: int, words: list[str]) -> bool:
    """Span ``k`` follows "without" ("a unit played without paying its Accelerate cost"):
    what it pays describes the play, as a statement would."""
    return k > 0 and spans[k - 1].has("neg") and words[spans[k - 1].start] == "without"


def _in_condition(reading: Reading, spans: list[Span], k: int) -> bool:
    """Span ``k`` is in a statement or a condition, not in what is asked: after the question
    clause, or after an "if" inside it ("can it move the same turn if I paid for
    Accelerate?") when that clause says no "not"."""
    if spans[k].start >= reading.main_end:
        return True
    asked = [s for s in spans if s.start < reading.main_end]
    if any(s.has("neg") for s in asked):
        return False  # "if I didn't pay ...": the "not" would be read as the question's
    return any(s.has("ask", "if") for s in spans[:k])


def _does_subject(spans: list[Span], k: int) -> bool:
    """The spans before ``k`` are the subject right after a leading "do"/"does": "I", "my
    opponent" (its "my" a span of its own, right before the other); an adverb may follow
    it ("Do I still need to ...")."""
    if k not in (2, 3) or not spans[0].has("ask", "does"):
        return False
    subject = spans[1:k]
    joined = all(a.end == b.start for a, b in itertools.pairwise(subject))
    return joined and all(span.values("who") for span in subject)


def _add_span(reading: Reading, spans: list[Span], k: int, words: list[str]) -> None:
    span = spans[k]
    if span.ref:
        return  # the card named again: its full mention is the one taken
    if span.card is not None:
        reading.cards.append(span.card)
        if span.card.type.lower() != "battlefield":
            reading.objects.append(span.card.type.lower())
        return
    for family, value in span.tags:
        if family == "ask":
            head = head_before(spans, k) if k > 0 else None
            named = head is not None and (_is_place(head) or unit_said(head) or window(head))
            if named and value in RELATIVE:
                continue  # "a battlefield where ...": a relative clause, not the question word
            if "i" in words[span.start : span.end] and "me" not in reading.who:
                reading.who.append("me")  # "am I able to respond": the asker, as "can I"
            if value == "if":
                reading.conditional = True
            elif reading.kind is None:
                reading.kind = value
            elif value in ("must", "can") and _does_subject(spans, k):
                # "Do I need to ...", "Does it have to ...": must; "Do I get a chance to
                # respond?", "Does my opponent get a window to react?": can
                reading.kind = value
        elif family == "act":
            in_scene = span.start >= reading.main_end and any(s.has("obj", "unit") for s in spans)
            if value == "play" and (in_scene or _describes_unit(spans, k, words)):
                reading.unit_played = True
                continue
            described = _in_condition(reading, spans, k) or _without_before(spans, k, words)
            if described and _pays_keyword(spans, k, words):
                # "I didn't pay its Accelerate": the keyword's slot says it; a paid
                # Accelerate is paid as its unit is played (805.1), so that unit was played
                reading.unit_played = reading.unit_played or value == "pay"
                continue
            reading.actions.append(value)
            if value == "move" and span.start > 0 and words[span.start - 1] in ("a", "an", "any"):
                reading.move_noun = True
        elif family == "obj":
            paid = value == "cost" and k > 1 and _pays_keyword(spans, k - 2, words)
            if paid and (_in_condition(reading, spans, k) or _without_before(spans, k - 2, words)):
                continue  # "I paid the Accelerate cost": the keyword's slot says it
            reading.objects.append(value)
            before_places = all(place.start > span.start for place in reading.places)
            mover = value == "unit" and "unit" not in reading.objects[:-1] and before_places
            if mover and k > 0 and spans[k - 1].end == span.start:
                owners = [w for w in spans[k - 1].values("who") if w not in ("me", "their")]
                if owners and reading.who and reading.who[-1] == owners[0]:
                    reading.unit_owner = reading.who.pop()
            if words[span.end - 1] in PLURAL_WORDS or words[span.end - 1].endswith("s"):
                reading.plural.add(value)
        elif family == "kw":
            negated = _negates_keyword(spans, k, words)
            (reading.without if negated else reading.keywords).append(value)
            if not negated and _used(spans, k, words):
                reading.using.append(value)
            if _asked_of(reading, span, words):
                reading.asked_keywords.append(value)
            following = spans[k + 1] if k + 1 < len(spans) else None
            if value == "hidden" and following is not None and following.start == span.end:
                reading.hidden_card = reading.hidden_card or following.has("obj")
        elif family == "time":
            if (
                value in ("showdown", "combat")
                and "where" in words[max(0, span.start - RELATIVE_REACH) : span.start]
            ):
                reading.mods.add(f"{value}_at_place")  # no reading places it yet: unknown
            else:
                reading.timing.add(value)
        elif family == "mode":
            reading.mode = _joined_mode(reading.mode, value)
        elif family == "who":
            possessive = k > 0 and spans[k - 1].has("who", "me") and spans[k - 1].end == span.start
            if possessive and value != "me" and reading.who[-1:] == ["me"]:
                reading.who.pop()  # "my opponent" is the opponent, not me
            reading.who.append(value)
        elif family == "mod":
            reading.mods.add(value)
        elif family == "outside":
            reading.outside.append(value)


BEING = frozenset({"is", "are", "was", "were"})
UNDER_WAY = (
    ("happening",),
    ("occurring",),
    ("under", "way"),
    ("in", "progress"),
)
"""What a statement says of an event that is going on ("A combat is under way.")."""


def _said_under_way(words: list[str], end: int) -> int:
    """How many words after ``end`` say the event there is going on ("is happening"), or 0."""
    if end >= len(words) or words[end] not in BEING:
        return 0
    said = next((p for p in UNDER_WAY if tuple(words[end + 1 : end + 1 + len(p)]) == p), None)
    return 1 + len(said) if said else 0


RELATIVE_REACH = 6
"""Words between "where" and "in combat" that still make the combat the place's ("a
battlefield where the two other players are in combat")."""


def _event_timing(
    spans: list[Span], words: list[str], main_end: int
) -> tuple[list[Span], set[str]]:
    """ "during my opponent's showdown", "in a combat": an event after "during" or "in"
    is when the question happens (the event's player, if named, is the turn player)."""
    timing: set[str] = set()
    dropped: set[int] = set()
    for k, span in enumerate(spans):
        event = next((v for v in span.values("obj") if v in ("showdown", "combat")), None)
        if event is None:
            continue
        j = k
        while j > 0 and spans[j - 1].has("who") and spans[j - 1].end == spans[j].start:
            j -= 1
        before = spans[j].start - 1
        while before > 0 and words[before] in ARTICLES:
            before -= 1
        stated = spans[j].start >= main_end and before >= 0 and words[before] in BEING
        under_way = _said_under_way(words, span.end) if spans[j].start >= main_end else 0
        if under_way:  # "A combat is happening.": its verb says no more than that
            span_end = span.end + under_way
            dropped |= {i for i, s in enumerate(spans) if span.end < s.start and s.end <= span_end}
        elif before < 0 or not (words[before] in EVENT_WORDS or stated):
            continue  # "There is a showdown.": a statement that one is going on
        if "where" in words[max(0, before - RELATIVE_REACH) : before]:
            continue  # "a battlefield where two players are in combat": said of the place
        owners = {v for s in spans[j:k] for v in s.values("who")} - {"me"}
        if len(owners) > 1 or owners - {"opponent"}:
            continue  # "during my ally's combat": whose turn is not known
        timing |= {event} | ({"opponent_turn"} if owners else set())
        dropped |= set(range(j, k + 1))
    return [s for k, s in enumerate(spans) if k not in dropped], timing


EVENT_REACH = 3
"""Words between an event and "at X" that still make X its place ("a showdown is on at")."""


def _event_places(reading: Reading, spans: list[Span]) -> dict[str, PlacePhrase]:
    """ "a showdown at a battlefield I control": where the event of the timing is going on."""
    found: dict[str, PlacePhrase] = {}
    for event in reading.timing & {"showdown", "combat"}:
        for span in spans:
            if not (span.has("obj", event) or span.has("time", event)):
                continue
            place = next(
                (p for p in reading.places if 0 < p.start - span.end <= EVENT_REACH),
                None,
            )
            between = set(reading.tagged.words[span.end : place.start]) if place else set()
            if place is not None and place.kind == "battlefield" and between & {"at", "on"}:
                found[event] = place
            elif event not in found:  # "a battlefield where a showdown is happening"
                where = [p for p in reading.places if _where_before(reading, p, span)]
                if where:
                    found[event] = where[-1]
    return found


def _where_before(reading: Reading, place: PlacePhrase, span: Span) -> bool:
    """Whether ``place`` is a battlefield right before "where" and the event's ``span``."""
    before = reading.tagged.words[place.start : span.start]
    return place.kind == "battlefield" and 0 < len(before) <= EVENT_REACH + 2 and "where" in before


LACK = frozenset({"lack", "lacks", "lacked", "lacking"})
"""A negation read only of the keyword after it ("lacks Ambush" is without it)."""
REPORTED = frozenset({"say", "says", "said", "saying", "reads", "reading", "text", "stating"})
"""Words after which a "not" is what a card says, not part of the question."""
REPORT_REACH = 4


def _about_keyword(spans: list[Span], k: int, words: list[str], scene_from: int) -> bool:
    """Whether the "not" at span ``k`` is said of the keyword right after it ("without
    Ganking", "does not have Ganking", "no printed Empower"; in a statement or condition,
    "didn't pay its Accelerate"), not of another word ("not exhausted and has Ganking")."""
    after = [s for s in spans[k + 1 : k + 3] if not s.has("mod", "printed")]
    in_scene = spans[k].start >= scene_from or words[spans[k].start] == "without"
    if in_scene and after and _pays_keyword(spans, spans.index(after[0]), words):
        after = after[1:]
    return bool(after) and after[0].has("kw")


def _negation(reading: Reading, spans: list[Span]) -> None:
    """A "not" that is not about a keyword ("without Ganking") and not the rhetorical
    "can't/isn't ..." opening a question negates the question itself."""
    words = reading.tagged.words
    for k, span in enumerate(spans):
        if not span.has("neg"):
            continue
        if REPORTED & set(words[max(0, span.start - REPORT_REACH) : span.start]):
            reading.said_not = True  # "an effect that says units can't move": its words
            continue
        if _about_keyword(spans, k, words, reading.main_end):
            continue  # "without Ganking", in the question or a statement: the keyword's slot
        if words[span.start] in LACK:
            reading.mods.add("lack")  # "lacks a buff": only lacking a keyword is read
            continue
        if span.start >= reading.main_end or _not_invited(spans, k):
            reading.context_negated = True
            continue
        rhetorical = (  # "can't a unit ...", "isn't a recall ...": the same question;
            # not "am I not required ...", whose "not" follows its subject, as in "is it not"
            k == 1 and spans[0].has("ask") and span.start == spans[0].end
            and spans[0].end - spans[0].start == 1
            and reading.tagged.words[span.start] == "not"
        )  # fmt: skip
        if not rhetorical:
            reading.negated = True


def _not_invited(spans: list[Span], k: int) -> bool:
    """ "Can I play it if they don't invite me?": the "not" is of the condition, the
    invitation, not of the question."""
    return k + 1 < len(spans) and spans[k + 1].has("act", "invite")


STATUSES = frozenset(
    {("act", "exhaust"), ("act", "ready"), ("act", "stun"), ("obj", "stunned_unit")}
)
BECOMES = STATUSES | {("act", "contest")}
"""What "become" only links: a unit's status, a battlefield's Contested status."""


def _become(reading: Reading, spans: list[Span]) -> None:
    """ "become exhausted" is "get exhausted", "become contested" "get contested": the
    status is what happens, "become" only links it (as "get" does, which is filler)."""
    for span, following in itertools.pairwise(spans):
        linked = span.has("act", "become") and following.start == span.end
        if linked and BECOMES & set(following.tags) and "become" in reading.actions:
            reading.actions.remove("become")


TIMING_KEYWORDS = ("action", "reaction")
"""The keywords that say when a card can be played (Action, Reaction)."""


DESCRIBING = frozenset({"that", "which", "with", "has", "have", "having"})
"""Words right before an "only" that describes a card ("a spell that only has Action")."""


def _only_timing(reading: Reading, spans: list[Span]) -> None:
    """ "a spell that only has Action", "a spell with only Action": its one timing keyword
    is Action, so it is without Reaction (and the reverse); "only" then says no more."""
    words = reading.tagged.words
    onlys = [k for k, span in enumerate(spans) if span.has("mod", "only")]
    for k in onlys:
        keyword = spans[k + 1] if k + 1 < len(spans) else None
        said = (
            next((v for v in keyword.values("kw") if v in TIMING_KEYWORDS), None)
            if keyword
            else None
        )
        between = set(words[spans[k].end : keyword.start]) if keyword else set()
        if said is None or not between <= {"has", "have", "with"} or said in reading.without:
            continue
        if spans[k].start == 0 or words[spans[k].start - 1] not in DESCRIBING:
            continue  # "can only Action spells be played ...?": "only" of the question
        other = next(v for v in TIMING_KEYWORDS if v != said)
        if other in reading.keywords:
            continue  # "only Action and Reaction": both said
        if other not in reading.without:
            reading.without.append(other)
        if len(onlys) == 1:
            reading.mods.discard("only")


HOLDS = frozenset({"have", "has", "hold", "holds", "holding", "having", "with"})
CONDITIONING = frozenset({"if", "when", "while", "whilst", "once"})
"""Words that open a condition at the end of the question clause ("... if I have focus?")."""


def _priority_holder(reading: Reading, spans: list[Span]) -> None:
    """ "... and I have priority", "me holding priority", "I have focus": a statement of who
    holds priority, or Focus; also a condition that ends the question ("Can I play an Action
    spell when I have focus?"), which says the same of the time asked about."""
    words = reading.tagged.words
    for k, who in enumerate(spans[:-1]):
        thing, verb = spans[k + 1], None
        # "my opponent holds focus": "hold" is also scoring's Hold, a span of its own here
        if tuple(thing.tags) == (("act", "hold"),) and k + 2 < len(spans):
            thing, verb = spans[k + 2], thing
        held = next((h for h in ("priority", "focus") if thing.has("obj", h)), None)
        opening = who.start - (who.start > 1 and words[who.start - 1] in ("my", "the"))
        conditioned = opening > 0 and words[opening - 1] in CONDITIONING
        if held is None or (thing.start < reading.main_end and not conditioned):
            continue
        between = words[who.end : thing.start]
        if who.has("who") and len(between) == 1 and between[0] in HOLDS:
            holders = [w for w in who.values("who") if w != "their"] or _they(spans[:k], who)
            if len(holders) == 1 and verb is not None and "hold" in reading.actions:
                reading.actions.remove("hold")  # the verb of the statement, not a Hold
            if len(holders) == 1 and held == "priority":
                reading.priority_holder = holders[0]
            elif len(holders) == 1:
                reading.focus_holder = holders[0]


def _they(before: list[Span], who: Span) -> list[str]:
    """Who "they" is in "my ally's turn and they have focus": the one other player named
    before it, when there is exactly one (else no one: "they" is left unread)."""
    if not who.has("who", "their"):
        return []
    named = {w for s in before for w in s.values("who")} - {"me", "their"}
    named |= {"teammate" for s in before if s.has("time", "teammate_turn")}
    return sorted(named) if len(named) == 1 else []


def _still(reading: Reading, spans: list[Span]) -> None:
    """ "Is my unit still stunned ...?" asks whether the status stays: the same as "does my
    unit stay stunned ...?" (a "keep")."""
    if reading.kind != "is" or reading.has("keep"):
        return
    words = reading.tagged.words
    for span in spans:
        if span.start >= reading.main_end or span.start == 0 or words[span.start - 1] != "still":
            continue
        if STATUSES & set(span.tags):
            reading.actions.append("keep")
            return


def opens_question(lexicon: Lexicon, clause: str) -> bool:
    """Whether a clause's first word is a question word ("can", "dose" read as "does")."""
    spans = tag(normalise(clause).split()[:8], lexicon, None).spans
    return bool(spans) and spans[0].start == 0 and spans[0].has("ask")


def says_nothing(lexicon: Lexicon, phrase: str) -> bool:
    """Whether a phrase is only filler ("Quick question", "Hi judge")."""
    return all(word in lexicon.filler for word in normalise(phrase).split())


def clauses_of(question: str, lexicon: Lexicon) -> Clauses:
    """The question's clauses, split as the lexicon reads them (`judge.ask.clauses`)."""
    opens = functools.partial(opens_question, lexicon)
    return split(question, opens, functools.partial(says_nothing, lexicon))


PRONOUNS = frozenset({"it", "them", "they", "him", "her"})


EVENTS_IN_A_MODE = frozenset({"showdown", "combat"})


def _mode_events(spans: list[Span], words: list[str]) -> list[Span]:
    """ "in a 2v2 showdown", "during a four-player combat": the mode is said of the game and
    the showdown or combat is the time, as "In 2v2, during a showdown" says them."""
    out = list(spans)
    for k in range(1, len(out)):
        mode, event = out[k - 1], out[k]
        value = next((v for f, v in event.tags if f == "obj"), None)
        if len(event.tags) != 1 or value not in EVENTS_IN_A_MODE:
            continue
        if not mode.has("mode") or mode.end != event.start or mode.start < 2:
            continue
        if words[mode.start - 2] in ("in", "during") and words[mode.start - 1] in ("a", "an"):
            out[k] = dataclasses.replace(event, tags=(("time", value),))
    return out


def _turn_played_once(spans: list[Span], words: list[str]) -> list[Span]:
    """ "just played a unit this turn", "the same turn I played it": after "played this
    turn" (or "the turn it was played"), "this turn" and "I played it" say it again; they
    are that time, not a second time or a second action."""
    said = [k for k, span in enumerate(spans) if span.has("time", "turn_played")]
    if not said:
        return spans
    first = said[0]
    again: set[int] = set()
    for k in range(first + 1, len(spans)):
        span = spans[k]
        before = words[span.start - 1] if span.start else ""
        if span.has("obj", "turn") and len(span.tags) == 1 and before == "this":
            again.add(k)
    k = first + 1  # "the same turn I played it": who, then playing, then a pronoun
    if k < len(spans) and spans[k].has("who") and len(spans[k].tags) == 1:
        k += 1
    if k < len(spans) and spans[k].tags == (("act", "play"),) and spans[k].start > 0:
        after = words[spans[k].end] if spans[k].end < len(words) else ""
        if after in PRONOUNS:
            again |= set(range(first + 1, k + 1))
    return [span for k, span in enumerate(spans) if k not in again]


def restatements(clauses: Clauses, lexicon: Lexicon) -> list[str]:
    """The question said again as one sentence where its clauses allow ("When a unit
    enters the board, does it move?": "does a unit that enters the board move?")."""
    said = subject_named(clauses, functools.partial(opens_question, lexicon))
    return [s for s in (said, purpose_asked(clauses)) if s]


def _name_words(words: list[str], lexicon: Lexicon, cards: CardIndex | None) -> frozenset[str]:
    """The words of the cards ``words`` name in full, as written and with the possessive
    "s": no ordinary-English word among them is dropped ("Irresistible Faefolk")."""
    if cards is None:
        return frozenset()
    found = cards.find(words, lexicon.spellings)
    named = {w for m in found for w in (*words[m.start : m.end], *name_words(m.card.name))}
    return frozenset(named | {f"{w}s" for w in named})


_WRITTEN = re.compile(r"[A-Z][\w'\u2019-]*")
SENTENCE_OPENERS = frozenset('.!?"\u201c(')
"""The marks after which a capitalised word opens a sentence or a quotation: it need not be
a name."""


def _capitalised(question: str) -> Counter[str]:
    """How often the question writes each word with a capital letter, normalised ("Rake's"
    -> "rakes")."""
    return Counter(w for tok in _WRITTEN.findall(question) for w in normalise(tok).split())


def _inside(question: str) -> frozenset[str]:
    """The words the question writes capitalised inside a sentence, not opening one,
    normalised: the ones written as names ("... has Tianna at a battlefield")."""
    inside: set[str] = set()
    for token in _WRITTEN.finditer(question):
        before = question[: token.start()]
        if before[-1:].isalnum():  # inside a word ("McX")
            continue
        opening = before.rstrip()[-1:]
        if opening and opening not in SENTENCE_OPENERS:
            inside.update(normalise(token.group()).split())
    return frozenset(inside)


OPPOSITE_STATUS = {"exhausted": "ready", "ready": "exhausted", "readied": "exhausted"}
"""A status with one opposite: a unit is either exhausted or ready (a permanent's state)."""
STATUS_LINKS = BEING | {"be", "been", "being", "stays", "remains"}


NO_ALLY_MODES = frozenset({None, "1v1", "ffa", "ffa3", "ffa4"})
"""Modes where a turn not yours is an opponent's ("it's not my turn"); in 2v2 it may be
your ally's, which the question leaves open."""


def opposite_status(words: list[str]) -> list[str]:
    """ "My unit is not exhausted" says it is ready, "is not ready" that it is exhausted:
    a "not" said of a status with one opposite, after a form of "be", is that opposite (a
    "not" a card is said to say is left to its clause: "says units are not ready")."""
    out: list[str] = []
    k = 0
    while k < len(words):
        said = words[k] == "not" and k + 1 < len(words) and words[k + 1] in OPPOSITE_STATUS
        reported = REPORTED & set(words[max(0, k - REPORT_REACH) : k])
        if said and out and out[-1] in STATUS_LINKS and not reported:
            out.append(OPPOSITE_STATUS[words[k + 1]])
            k += 2
            continue
        out.append(words[k])
        k += 1
    return out


def read(
    question: str, lexicon: Lexicon, cards: CardIndex | None, played_out: bool = False
) -> Reading:
    """Parse a question into slots (never raises on odd input: it just fills fewer slots).
    The question clause is read first, then the statements and conditions that set its
    scene (`judge.ask.clauses`). ``played_out``: what another player is said to do is read
    as done, the state after it: a spell they play waits on the chain
    (`links.on_the_chain`), a unit they move is theirs (`links.mover_named`)."""
    clauses = clauses_of(question, lexicon)
    question_words = normalise(clauses.question).split()
    whole = normalise(clauses.text()).split()
    names = _name_words(whole, lexicon, cards)
    rest = opposite_status(whole[len(question_words) :])
    question_words = opposite_status(question_words)
    asked, dropped = drop_ordinary(question_words, lexicon, names)
    scene, dropped_too = drop_ordinary(rest, lexicon, names)
    words = asked + scene
    tagged = tag(words, lexicon, cards, _capitalised(question), _inside(question))
    words = tagged.words  # a typo read as the word it was corrected to
    tagged.spans = _mode_events(_turn_played_once(tagged.spans, words), words)
    tagged.ignored = [*dropped, *dropped_too, *tagged.ignored]
    reading = Reading(tagged=tagged, main_end=len(asked))
    reading.also_asked = clauses.also_asked
    tagged.spans = [s for s in tagged.spans if not owns_filler(s, words, lexicon)]
    spans = tagged.spans
    consumed: set[int] = set()
    for k, span in enumerate(spans):
        kinds = span.values("place") or (
            ["battlefield"] if span.card and span.card.type == "Battlefield" else []
        )
        set_aside = contrasted(spans, k, words) if kinds else None
        if set_aside is not None:
            consumed |= set_aside  # "instead of my base": not a place the question asks about
        elif kinds:
            place, taken = place_at(spans, k, words, kinds[0], reading.main_end)
            reading.places.append(place)
            consumed |= taken
    unit_held(reading, spans, words)
    consumed |= mover_here(reading, spans) | units_there(reading, spans)
    consumed |= fighting_there(reading, spans, words) | fighting_where(reading, spans, words)
    named_again(reading)
    that_place(reading, words)
    there(reading, words)
    controls_none(reading)
    kept, reading.timing = _event_timing(
        [span for k, span in enumerate(spans) if k not in consumed], words, reading.main_end
    )
    scene_from = reading.main_end if played_out else None
    kept, reading.chain_owner = on_the_chain(kept, words, scene_from)
    for k in range(len(kept)):
        _add_span(reading, kept, k, words)
    if played_out:
        mover_named(reading, kept, words)
    if "not_my_turn" in reading.timing and reading.mode in NO_ALLY_MODES:
        reading.timing = (reading.timing - {"not_my_turn"}) | {"opponent_turn"}
    reading.event_at = _event_places(reading, spans)
    if any("mover_here" in p.mods for p in reading.places) and "unit" not in reading.objects:
        reading.objects.append("unit")  # "I have a unit at X. Can it move?": "it" is that unit
    _negation(reading, kept)
    _only_timing(reading, kept)
    _still(reading, kept)
    _become(reading, kept)
    _priority_holder(reading, kept)
    if "between" in reading.mods:
        for place in reading.places:
            place.role = place.role or "between"
    return reading
