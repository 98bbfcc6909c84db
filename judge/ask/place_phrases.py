"""Places in a question: "my teammate's battlefield", "an empty battlefield", "a battlefield
my opponent controls", "Vilemaw's Lair", with the preposition that gives their role."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.ask.cards import CardEntry
from judge.ask.tagger import Span

ROLE_WORDS = {
    "to": "to",
    "into": "to",
    "onto": "to",
    "toward": "to",
    "towards": "to",
    "from": "from",
    "at": "at",
    "in": "at",
    "on": "at",
    "here": "at",
    "between": "between",
    "of": "of",
}
AWAY_WORDS = frozenset({"out", "away"})
"""The word before "of" that makes it a move away from the place ("out of Vilemaw's Lair")."""
LOOKBACK = 3
DISTRIBUTIVE_REACH = 5
"""How many words before a place an "each" may stand and still speak of it."""
NOT_ABOUT_PLACES = frozenset(
    {"several", "at_once", "next", "unattached", "exhausted_unit", "ready_unit"}
    | {"before", "after", "until", "while"}
)
"""Words next to a place that describe the units or the moment, not the place."""


@dataclass
class PlacePhrase:
    """A place named in the question: "my teammate's battlefield", "an empty battlefield"."""

    kind: str
    role: str | None = None
    owner: str | None = None
    mods: set[str] = field(default_factory=set)
    card: CardEntry | None = None
    start: int = -1
    plural: bool = False


def _role(words: list[str], start: int) -> str | None:
    before = words[max(0, start - LOOKBACK) : start]
    for k in range(len(before) - 1, -1, -1):
        if before[k] in ROLE_WORDS:
            away = before[k] == "of" and k > 0 and before[k - 1] in AWAY_WORDS
            return "from" if away else ROLE_WORDS[before[k]]
    return None


def _controller_clause(spans: list[Span], k: int, words: list[str], place: PlacePhrase) -> set[int]:
    """ "a battlefield my opponent controls", "a battlefield I don't control": the words
    after a place that say who controls it belong to the place, not to the question."""
    after = _controlled_by(spans, k, words)
    if after:  # "a battlefield controlled by my opponent": who controls it, said after
        place.owner = spans[after - 1].values("who")[-1]
        place.mods.add("controlled")
        return set(range(k + 1, after)) | _holder_clause(spans, after, words, place, place.owner)
    j, owner, negated = k + 1, None, False
    while j < len(spans) and spans[j].has("who"):
        owner, j = spans[j].values("who")[0], j + 1
    while j < len(spans) and (spans[j].has("ask", "does") or spans[j].has("neg")):
        negated, j = negated or spans[j].has("neg"), j + 1
    if owner is None or j >= len(spans) or not spans[j].has("act", "control"):
        return set()
    if owner == "nobody":  # "a battlefield nobody controls": no controller, not a player
        negated, owner = not negated, None
        place.mods.add("uncontrolled")
    place.owner = owner
    place.mods.add("not_controlled" if negated else "controlled")
    held = set() if negated else _holder_clause(spans, j + 1, words, place, owner)
    return set(range(k + 1, j + 1)) | held


BEING_SAID = (["is"], ["was"])
"""A form of "be" between a place and "controlled by" ("the battlefield is controlled by")."""


def _controlled_by(spans: list[Span], k: int, words: list[str]) -> int:
    """ "(a battlefield) controlled by my opponent": the place at ``k``, then "controlled
    by" and one player of the question (not "nobody", said as uncontrolled): the index of
    the span after that player, or 0."""
    passive = k + 1 < len(spans) and words[spans[k + 1].start : spans[k + 1].end] in BEING_SAID
    if passive and spans[k + 1].start == spans[k].end:
        k += 1  # "the battlefield is controlled by my opponent": a statement of who does
    if k + 2 >= len(spans) or not spans[k + 1].has("act", "control"):
        return 0
    verb = spans[k + 1]
    if words[verb.start : verb.end] != ["controlled"] or verb.start != spans[k].end:
        return 0
    j = k + 2
    if words[verb.end : spans[j].start] not in (["by"], ["by", "an"], ["by", "the"]):
        return 0
    while (
        j < len(spans)
        and spans[j].has("who")
        and (j == k + 2 or spans[j].start == spans[j - 1].end)
    ):
        if not all(f == "who" or (f, v) == ("obj", "player") for f, v in spans[j].tags):
            return 0
        j += 1
    return j if j > k + 2 and spans[j - 1].values("who")[-1] in HOLDER_MODS else 0


def _held_by(spans: list[Span], k: int, words: list[str], place: PlacePhrase) -> set[int]:
    """ "a battlefield my opponent has units at", "... where my ally already has units": the
    player's units are there."""
    j, owner = k + 1, None
    where = j < len(spans) and spans[j].has("ask", "where") and spans[j].start == spans[k].end
    if where:
        j += 1  # "where my ally already has units": the lexicon's phrase, said with more words
    if where and j < len(spans) and spans[j].has("mod", "only"):
        j += 1  # "where only my ally's units are": theirs and no one else's
    while j < len(spans) and spans[j].has("who") and spans[j].start == spans[j - 1].end:
        owner, j = spans[j].values("who")[0], j + 1
    if where and owner in HOLDER_MODS:
        theirs = _whose_units_are(spans, j, words)
        if theirs:
            place.mods.add(HOLDER_MODS[owner])
            return set(range(k + 1, j)) | theirs
    held = _holder_clause(spans, j, words, place, owner) if j > k + 1 else set()
    return set(range(k + 1, j)) | held if held else set()


def _whose_units_are(spans: list[Span], j: int, words: list[str]) -> set[int]:
    """ "(where only) my ally's units are": the spans of "units are" after the possessive
    player (``j`` the span after them), which end the clause; none otherwise."""
    if j + 1 >= len(spans) or not spans[j].has("obj", "unit"):
        return set()
    units, being = spans[j], spans[j + 1]
    if units.start != spans[j - 1].end or not words[units.start - 1].endswith("s"):
        return set()  # "my allys units": a possessive, not "my ally has units"
    if not being.has("ask", "is") or being.start != units.end:
        return set()
    after = words[being.end : being.end + 1]
    moded = after == ["in"] and j + 2 < len(spans) and spans[j + 2].has("mode")  # "in 2v2"
    return {j, j + 1} if after in ([], ["there"], ["if"]) or moded else set()


HOLDER_MODS = {"me": "my_units", "opponent": "opponent_units", "teammate": "teammate_units"}
"""Whose units a relative clause puts at a place, as the place detail it amounts to."""
HAVING = frozenset({"has", "have", "also", "and", "already", "some", "a"})
STRANDED = frozenset({"at", "in", "on", "there"})
CLAUSE_ENDS = frozenset({"if"})
"""A word after which the clause is over: a condition or a statement follows."""


def _holder_clause(
    spans: list[Span], j: int, words: list[str], place: PlacePhrase, owner: str | None
) -> set[int]:
    """ "a battlefield my opponent controls and has units at", "a battlefield my opponent
    has units at": a relative clause whose player has units at the place (its preposition
    left at the end) says where that player's units are, as "where my opponent has units"
    does. ``j`` is the span after the player (or after their "controls")."""
    if owner not in HOLDER_MODS or j >= len(spans) or not spans[j].has("obj", "unit"):
        return set()
    between = words[spans[j - 1].end : spans[j].start]
    if not between or not set(between) <= HAVING or not {"has", "have"} & set(between):
        return set()
    end = spans[j].end
    if end < len(words) and words[end] not in STRANDED | CLAUSE_ENDS:
        return set()  # "... and has units that moved": not where they are
    governed = next((s for s in spans[j + 1 :] if s.start == end + 1), None)
    if end < len(words) and words[end] != "there" and governed is not None and _is_place(governed):
        return set()  # "... and has units at battlefield 2": that place's, not this one's
    place.mods.add(HOLDER_MODS[owner])
    return {j}


def _is_place(span: Span) -> bool:
    return span.has("place") or (span.card is not None and span.card.type == "Battlefield")


def _controller_before(spans: list[Span], k: int, place: PlacePhrase) -> set[int]:
    """ "My opponent controls a battlefield.", "I don't control a battlefield.": a statement
    of who controls the place, said before it (only in a statement or condition: "can my
    ally and I share control of battlefields?" is not one)."""
    j = k - 1
    if j < 0 or not spans[j].has("act", "control"):
        return set()
    negated = False
    while j > 0 and (spans[j - 1].has("ask", "does") or spans[j - 1].has("neg")):
        negated, j = negated or spans[j - 1].has("neg"), j - 1
    if j == 0 or not spans[j - 1].has("who"):
        return set()
    owner: str | None = spans[j - 1].values("who")[-1]
    if owner == "nobody":
        negated, owner = not negated, None
        place.mods.add("uncontrolled")
    elif owner == "their":
        return set()
    place.owner = owner
    place.mods.add("not_controlled" if negated else "controlled")
    return set(range(j - 1, k))


def place_at(
    spans: list[Span], k: int, words: list[str], kind: str, scene_from: int = 10_000
) -> tuple[PlacePhrase, set[int]]:
    """The place at span ``k`` with its owner and details, and the spans it took up;
    ``scene_from`` is where the statements and conditions begin."""
    place = PlacePhrase(
        kind, _role(words, spans[k].start), card=spans[k].card, start=spans[k].start
    )
    place.plural = spans[k].card is None and words[spans[k].end - 1].endswith("s")
    consumed = _controller_clause(spans, k, words, place) or _held_by(spans, k, words, place)
    if not consumed and spans[k].start >= scene_from:
        consumed = _controller_before(spans, k, place)
    start = spans[k].start
    for index in range(k - 1, max(-1, k - 3), -1):
        before = spans[index]
        if start - before.end > 1 or not (before.has("who") or before.has("mod")):
            break
        start = before.start
        if before.has("who"):
            place.owner = (
                place.owner if place.owner not in (None, "me") else before.values("who")[0]
            )
            consumed.add(index)
        place.mods.update(v for v in before.values("mod") if v in ("empty", "another", "same"))
        if _of_next_place(spans, index, words):  # "both opponents have units at X"
            place.mods.update(v for v in before.values("mod") if v == "occupied_two")
        if "uncontrolled" in before.values("mod"):  # as "a battlefield nobody controls"
            place.mods |= {"uncontrolled", "not_controlled"}
        if place.plural and before.has("mod", "several"):  # "two battlefields"
            place.mods.add("several")
    in_scene = spans[k].start >= scene_from
    reach = k + 3
    if spans[k + 1 : k + 2] and spans[k + 1].has("mod", "of_choice"):
        reach += 1  # "a battlefield of your choice, where ...": the clause still describes it
    for after in spans[k + 1 : reach]:
        if (after.start >= scene_from) != in_scene:
            break  # the next clause says nothing about this place
        if _of_next_place(spans, spans.index(after), words):
            break  # "... if both opponents have units at battlefield 2": that one's
        if spans.index(after) not in consumed:  # "where only my ally's units are": _held_by's
            place.mods.update(v for v in after.values("mod") if v not in NOT_ABOUT_PLACES)
    if "another" in place.mods and _distributive(words, spans[k].start, spans[k].end):
        place.plural = True  # "each going to a different battlefield": one for each unit
        place.mods.add("several")
    return place, consumed


LOCATIVE = (["at"], ["in"], ["on"])
CONTRASTS = (["instead", "of"], ["rather", "than"])
DETERMINERS = frozenset({"a", "an", "the", "my", "your", "their", "its", "his", "her"})


def contrasted(spans: list[Span], k: int, words: list[str]) -> set[int] | None:
    """ "Can I play a gear there instead of my base?": the place after "instead of" (or
    "rather than") is what the question sets aside, not a place it asks about; the spans it
    takes up (with its owner's), or None where it is not so said."""
    taken, start = {k}, spans[k].start
    while k > 0 and spans[k - 1].has("who") and spans[k - 1].end == start:
        k, start = k - 1, spans[k - 1].start
        taken.add(k)
    while start > 0 and words[start - 1] in DETERMINERS:
        start -= 1
    return taken if words[max(0, start - 2) : start] in CONTRASTS else None


def _of_next_place(spans: list[Span], k: int, words: list[str]) -> bool:
    """Span ``k`` says whose units are at the place right after it ("both opponents have
    units at battlefield 2"): it describes that place, not one before it."""
    following = spans[k + 1 : k + 2]
    return (
        spans[k].has("mod", "occupied_two")
        and bool(following)
        and (following[0].has("place") or following[0].card is not None)
        and words[spans[k].end : following[0].start] in LOCATIVE
    )


def _distributive(words: list[str], start: int, end: int) -> bool:
    """Whether "each" sits next to a place ("each to a different battlefield", "to a
    different battlefield each"), making one such place per thing named."""
    return "each" in words[max(0, start - DISTRIBUTIVE_REACH) : start] or words[end : end + 1] == [
        "each"
    ]
