"""Readers for what kind of thing something is, by the rules' own categories: "Is a rune a
game object?", "Are units permanents?", "Is a rune a card?", "Is a token unit a unit?"
(the engine's ``object_kind`` query, or the rune, legend and token queries that already
answer the pair), and which zones make up the Board: "Is the Champion Zone part of the
board?" (``board_zone``).

The thing asked about is said first and the category after it ("is a X a Y"); only the
pairs a clause settles are read, so "Is a legend a card?", "Is a token a permanent?" (a
token unit is one, a battlefield token is not) or "Is a rune a card?" (Rune is a card type,
but a token rune is no card) stay unknown.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.setup import CHAMPION_LEGEND_WORDS
from judge.ask.situation import Doc
from judge.ask.tagger import Span

# The words that name a thing, by the tag the lexicon gives them (first match wins).
THINGS = (
    ("obj", "token_unit", "token_unit"),
    ("obj", "token", "token"),
    ("obj", "unit", "unit"),
    ("obj", "gear", "gear"),
    ("obj", "spell", "spell"),
    ("obj", "rune", "rune"),
    ("obj", "champion_legend", "legend"),
    ("obj", "legend", "legend"),
    ("place", "battlefield", "battlefield"),
    ("obj", "buff_counter", "buff"),
    ("obj", "buff", "buff"),
    ("act", "buff", "buff"),  # "a buff": the noun the lexicon files as the action
)
CATEGORIES = ("game_object", "permanent", "card")
BUFF_NOUNS = frozenset({"buff", "buffs", "counter", "counters"})
# Each pair a clause settles, and the question that answers it: the engine's object_kind
# query, or the query another area already answers the pair with.
GAME_OBJECTS = ("unit", "gear", "spell", "rune", "battlefield", "legend", "token", "buff")
PAIRS: dict[tuple[str, str], tuple[str, str]] = {
    **{(t, "game_object"): ("object_kind", f"{t}_game_object") for t in GAME_OBJECTS},
    ("token_unit", "game_object"): ("object_kind", "token_game_object"),
    ("unit", "permanent"): ("object_kind", "unit_permanent"),
    ("gear", "permanent"): ("object_kind", "gear_permanent"),
    ("spell", "permanent"): ("object_kind", "spell_permanent"),
    ("battlefield", "permanent"): ("object_kind", "battlefield_permanent"),
    ("rune", "permanent"): ("rune", "is_permanent"),
    ("legend", "permanent"): ("legend_rule", "permanent"),
    ("token", "card"): ("token", "is_card"),
    ("token_unit", "card"): ("token", "is_card"),
    ("token_unit", "unit"): ("token", "follows_type"),  # "a token unit is a unit"
}
# Things a board may be said of without changing what they are ("a rune on the board").
ON_BOARD = ("rune", "unit", "gear", "token_unit")
WHOSE = {"who:me", "who:opponent", "who:teammate", "who:their", "who:other_player"}
WHOSE |= {"owner:me", "owner:opponent", "owner:teammate", "owner:their", "obj:player"}
WHOSE |= {"unit_owner:me", "unit_owner:opponent", "unit_owner:teammate"}


def _said(reading: Reading) -> list[tuple[str, str, Span]]:
    """What the question clause names, in order: ("thing" or "category" or "board", the
    value, its span); a battlefield said right before "token" is a battlefield token."""
    said: list[tuple[str, str, Span]] = []
    words = reading.tagged.words
    for span in reading.tagged.spans:
        if span.start >= reading.main_end:
            break
        category = next((c for c in CATEGORIES if span.has("obj", c)), None)
        if category == "permanent" and words[span.start].startswith("object"):
            category = "game_object"  # filed with the permanent ("recall the object"), but
            # "is a rune an object?" asks what the rules call a game object
        if category is not None:
            said.append(("category", category, span))
            continue
        if span.has("place", "board"):
            said.append(("board", "board", span))
            continue
        thing = next((t for family, value, t in THINGS if span.has(family, value)), None)
        if thing is None:
            continue
        if thing == "buff" and not BUFF_NOUNS & set(words[span.start : span.end]):
            return []  # "a buffed unit": a unit described, not the buff itself
        if said and said[-1][1] == "battlefield" and thing == "token":
            before = said.pop()[2]  # "a battlefield token": a token, said in both spans
            span = Span(before.start, span.end, before.tags + span.tags)
        said.append(("thing", thing, span))
    return said


def _plain(reading: Reading) -> bool:
    """A question of what something is: no action, card, keyword or time, no "not" in a
    statement; "is" or "does ... count as"."""
    if reading.kind not in ("is", "does") or reading.context_negated or reading.said_not:
        return False
    return not (reading.cards or reading.keywords or reading.timing or reading.without)


def _query(reader: str, kind: str, value: str, used: set[str], mode: str | None) -> Candidate:
    doc: Doc = {"format": 2, "question": {kind: value}}
    if mode is not None:  # the same in every mode: judged in the one said
        doc["situation"] = {"mode": mode}
    return Candidate(reader, doc, used | ({f"mode:{mode}"} if mode else set()))


def read_object_kind(reading: Reading) -> Candidate | None:
    """ "Is a rune a game object?", "Are units permanents?", "Is a battlefield a
    permanent?", "Is a rune a card?", "Is a token unit a unit?", "Is my Champion Legend a
    game object?": the thing said first, the category after it."""
    if not _plain(reading) or set(reading.actions) - {"buff"}:
        return None
    said = _said(reading)
    board = [s for s in said if s[0] == "board"]
    said = [s for s in said if s[0] != "board"]
    if len(said) != 2 or said[0][0] != "thing":
        return None
    (_, thing, _), (role, category, _) = said
    if role != "category" and not (thing == "token_unit" and category == "unit"):
        return None
    if board and thing not in ON_BOARD:
        return None
    asked = PAIRS.get((thing, category))
    if asked is None:
        return None
    used = {f"{f}:{v}" for _, _, span in said for f, v in span.tags if f in ("obj", "place", "act")}
    used |= WHOSE | ({"place:board"} if board else set())
    return _query("object_kind", *asked, used, reading.mode)


# The zones a question may ask are part of the Board, by the tags that name them.
ZONES = (
    ("champion_zone", (("obj", "champion_zone"),)),
    ("trash", (("obj", "trash"), ("place", "trash"))),
    ("hand", (("place", "hand"), ("obj", "hand"))),
    ("banishment", (("obj", "banishment"), ("place", "banishment"))),
    ("rune_deck", (("obj", "rune_deck"),)),
    ("main_deck", (("obj", "main_deck"), ("place", "deck"))),
    ("chain", (("obj", "chain"),)),
    ("base", (("place", "base"),)),
    ("facedown_zone", (("place", "facedown_zone"),)),
    ("legend_zone", (("place", "legend_zone"),)),
    ("battlefield", (("place", "battlefield"),)),
)


def _zone(span: Span) -> str | None:
    return next((z for z, tags in ZONES if any(span.has(f, v) for f, v in tags)), None)


def read_board_zone(reading: Reading) -> Candidate | None:
    """ "Is the Champion Zone part of the board?", "Is my trash on the board?", "Is the
    Legend Zone part of the Board?": whether the zone is one of the Board's or a Non-Board
    Zone."""
    if not _plain(reading) or reading.actions or _objects_beside(reading):
        return None
    spans = [s for s in reading.tagged.spans if s.start < reading.main_end]
    zones = [(z, s) for s in spans if (z := _zone(s)) is not None]
    boards = [s for s in spans if s.has("place", "board")]
    if len(zones) != 1 or len(boards) != 1 or zones[0][1].start > boards[0].start:
        return None
    zone, span = zones[0]
    used = {f"{f}:{v}" for f, v in span.tags if f in ("obj", "place")}
    used |= {"place:board", "obj:location"} | WHOSE
    return _query("board_zone", "board_zone", zone, used, reading.mode)


def _objects_beside(reading: Reading) -> bool:
    """Whether the question names a thing besides the zone (a card in it, say)."""
    zone_objects = {v for _, tags in ZONES for f, v in tags if f == "obj"}
    return bool(set(reading.objects) - zone_objects - {"location", "player"})


def read_legend_location(reading: Reading) -> Candidate | None:
    """ "Is my Legend in a location?", "Is the Champion Legend at a location?": the Champion
    Legend is in its Legend Zone, and whether that zone is a location is the is_location
    query's."""
    if not _plain(reading) or reading.actions or reading.places:
        return None
    if set(reading.objects) - {"champion_legend", "location", "player"}:
        return None
    if not (reading.mentions("champion_legend") and reading.mentions("location")):
        return None
    words = reading.tagged.words
    at = [i for i, w in enumerate(words) if w in ("legend", "legends")]
    if not at or not all(i > 0 and words[i - 1] in CHAMPION_LEGEND_WORDS for i in at):
        return None  # a legend an effect added to the zone is no Champion Legend
    used = {"obj:champion_legend", "obj:location", *WHOSE}
    candidate = _query("legend_location", "is_location", "legend_zone", used, reading.mode)
    candidate.notes.append("the Champion Legend is in its Legend Zone")
    return candidate


# What may be asked of a battlefield itself, by the action said, and what may do it.
BATTLEFIELD_ACTIONS = {"die": "killed", "move": "moved", "choose": "targeted"}
BATTLEFIELD_DOERS = {"spell", "ability", "effect", "player"}
TARGET_WORDS = frozenset({"target", "targets", "targeted", "targeting"})


def read_battlefield_rule(reading: Reading) -> Candidate | None:
    """ "Can a battlefield be killed?", "Can a spell move a battlefield?", "Can a battlefield
    be targeted by a spell?": the battlefield itself is what the action is done to (said
    with no role: not where a unit moves to or is killed at)."""
    if not reading.asks_can() or len(reading.actions) != 1 or reading.context_negated:
        return None
    if reading.cards or reading.keywords or reading.timing or reading.without or reading.said_not:
        return None
    asked = BATTLEFIELD_ACTIONS.get(reading.actions[0])
    if asked is None or set(reading.objects) - BATTLEFIELD_DOERS:
        return None
    if asked == "targeted" and not TARGET_WORDS & set(reading.tagged.words):
        return None  # "can I choose a battlefield?": at setup, say
    places = reading.places
    if len(places) != 1 or places[0].kind != "battlefield" or places[0].role or places[0].mods:
        return None
    used = {f"act:{reading.actions[0]}", "place:battlefield", *WHOSE}
    used |= {f"obj:{o}" for o in BATTLEFIELD_DOERS}
    return _query("battlefield_rule", "battlefield_rule", asked, used, reading.mode)


READERS = (read_object_kind, read_board_zone, read_legend_location, read_battlefield_rule)
