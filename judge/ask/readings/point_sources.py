"""What a point's source makes it: "Is a Burn Out point a score?", "Does a hold count as a
conquer?", "Does the final point restriction apply to points from spells?".

A rules query of the engine (``winning``), read from a small grammar: the question's frame
(a score, a conquer, the Final Point's restriction) around one source of points (a Burn Out,
a spell or ability, a hold, a conquer). Every word must fit, or the question is left to the
other readers.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.standings import ARTICLES, GAME_WORDS, MODE_WORDS

SOURCE_WORDS = {
    "burn_out": frozenset(
        {"burn", "out", "burning", "burns", "burned", "burnt", "burnout", "burnouts"}
    ),
    "effect": frozenset(
        {"spell", "spells", "ability", "abilities", "effect", "effects", "card", "cards"}
    ),
    "hold": frozenset({"hold", "holding", "holds", "held"}),
    "conquer": frozenset({"conquer", "conquering", "conquers", "conquered"}),
}
# Words a source phrase may hold besides its own: "gaining a point from an opponent's ...".
FILLER = frozenset(
    {"a", "an", "the", "point", "points", "gained", "gaining", "from", "getting", "by", "of"}
    | {"through", "via", "my", "opponents", "opponent"}
)
# What the question asks a source is: a score or a conquer, said after the source.
IS_TAILS = {
    ("a", "score"): "score",
    ("scoring",): "score",
    ("considered", "scoring"): "score",
    ("considered", "a", "score"): "score",
    ("a", "conquer"): "conquer",
    ("considered", "a", "conquer"): "conquer",
}
DOES_TAILS = {
    ("count", "as", "a", "score"): "score",
    ("count", "as", "scoring"): "score",
    ("count", "as", "a", "conquer"): "conquer",
    ("count", "as", "conquering"): "conquer",
}
FINAL = frozenset({"final", "winning"})
RESTRICTION = frozenset({"restriction", "restrictions", "rule", "requirement", "condition"})
# What the restriction is, said in brackets after it.
RESTATED = (
    ("score", "every", "battlefield", "this", "turn"),
    ("scoring", "every", "battlefield", "this", "turn"),
    ("having", "scored", "every", "battlefield", "this", "turn"),
)
QUERIES = {
    "score": {"burn_out": "burn_out_point_is_score", "effect": "effect_point_is_score"}
    | {"hold": "hold_is_score", "conquer": "conquer_is_score"},
    "conquer": {"burn_out": "burn_out_point_is_conquer", "effect": "effect_point_is_conquer"}
    | {"hold": "hold_is_conquer"},
    "final": {"burn_out": "final_point_limits_burn_out", "effect": "final_point_limits_effect"}
    | {"hold": "final_point_limits_hold", "conquer": "final_point_limits_conquer"},
}


def _source(words: list[str]) -> str | None:
    """The one source of points a phrase names, every word of it accounted for."""
    found = {source for word in words for source, said in SOURCE_WORDS.items() if word in said}
    if len(found) != 1 or not words:
        return None
    source = found.pop()
    if any(w not in SOURCE_WORDS[source] and w not in FILLER for w in words):
        return None
    return source


def _mode(words: list[str]) -> tuple[list[str], str | None] | None:
    """The words without a mode said at their end ("... in 2v2"), and that mode."""
    if "in" not in words:
        return words, None
    at = len(words) - 1 - words[::-1].index("in")
    rest = [w for w in words[at + 1 :] if w not in ARTICLES and w not in GAME_WORDS]
    if len(rest) != 1 or rest[0] not in MODE_WORDS:
        return None
    return words[:at], MODE_WORDS[rest[0]]


def _asked(words: list[str]) -> tuple[str, str] | None:
    """The frame asked (score, conquer, final) and the source of points it is asked of."""
    if words[:1] == ["is"]:
        for tail, frame in IS_TAILS.items():
            if tuple(words[-len(tail) :]) == tail:
                source = _source(words[1 : -len(tail)])
                return (frame, source) if source else None
        said = words[1:]
        subject = ("subject", "to", "the")
        for k in range(len(said) - 4):
            if tuple(said[k : k + 3]) == subject and _final(said[k + 3 :]) == len(said) - k - 3:
                source = _source(said[:k])
                return ("final", source) if source else None
        return None
    if words[:1] != ["does"]:
        return None
    for tail, frame in DOES_TAILS.items():
        if tuple(words[-len(tail) :]) == tail:
            source = _source(words[1 : -len(tail)])
            return (frame, source) if source else None
    if words[1:2] != ["the"]:
        return None
    end = _final(words[2:])
    if end is None or words[2 + end : 4 + end] != ["apply", "to"]:
        return None
    source = _source(words[4 + end :])
    return ("final", source) if source else None


def _final(words: list[str]) -> int | None:
    """How many words say the Final Point's restriction at the start of ``words``."""
    if len(words) < 3 or words[0] not in FINAL or words[1] != "point":
        return None
    if words[2] not in RESTRICTION:
        return None
    for restated in RESTATED:
        if tuple(words[3 : 3 + len(restated)]) == restated:
            return 3 + len(restated)
    return 3


PREVENTED = frozenset({"prevented", "stopped", "negated"})
QUERY_FIRST = "burn_out_first_point_preventable"
QUERY_LATER = "burn_out_repeated_point_preventable"
FIRST = "it is the point of the first Burn Out in a sequence"
LATER = "it is the point of a Burn Out after the first in a sequence"


def _preventable(words: list[str]) -> bool:
    """ "Can points gained from a burn out be prevented?": a Burn Out's point, asked whether
    it can be stopped."""
    if len(words) < 4 or words[0] != "can" or words[-2] != "be" or words[-1] not in PREVENTED:
        return False
    return _source(words[1:-2]) == "burn_out"


def read_point_source(reading: Reading) -> Candidate | None:
    """ "Is a Burn Out point a score?", "Does gaining a point from a spell count as a
    conquer?", "Does the final point restriction apply to points from hold?"."""
    if reading.kind not in ("is", "does", "can") or reading.cards or reading.also_asked:
        return None
    if reading.context_negated or reading.said_not or reading.timing:
        return None
    split = _mode(reading.tagged.words)
    if split is None:
        return None
    words, mode = split
    situation = {"mode": mode} if mode and mode != "1v1" else {}
    if _preventable(words) and not reading.negated:  # the first of a sequence, or a later one
        first = {"format": 2, "situation": situation, "question": {"winning": QUERY_FIRST}}
        later = {"format": 2, "situation": situation, "question": {"winning": QUERY_LATER}}
        candidate = Candidate("point_source", first, reading.slots())
        candidate.defaults.append(FIRST)
        candidate.alternatives.append((LATER, later))
        return candidate
    asked = _asked(words) if reading.kind != "can" else None
    if asked is None:
        return None
    frame, source = asked
    query = QUERIES[frame].get(source)
    if query is None:
        return None
    doc = {"format": 2, "situation": situation, "question": {"winning": query}}
    return Candidate("point_source", doc, reading.slots() - {"neg"})


# --- which score abilities a score triggers ----------------------------------------------------

WAYS = {"conquer": "conquer", "hold": "hold"}
ABILITY_WORDS = frozenset({"ability", "abilities", "effect", "effects", "triggers"})
TRIGGER_WORDS = frozenset({"trigger", "triggers", "fire", "happen", "go", "off"})
WHEN = frozenset({"when", "if", "on"})
# The score said after "when": "I hold a battlefield", "a battlefield is conquered", "a hold".
EVENTS: dict[tuple[str, ...], str] = {
    ("i", "hold"): "hold",
    ("i", "held"): "hold",
    ("i", "conquer"): "conquer",
    ("i", "conquered"): "conquer",
    ("a", "hold"): "hold",
    ("a", "conquer"): "conquer",
    ("holding",): "hold",
    ("conquering",): "conquer",
}
HELD = {"held": "hold", "conquered": "conquer"}
PLACE = (("a", "battlefield"), ("the", "battlefield"), ("that", "battlefield"), ("it",))


def _score_event(words: list[str]) -> str | None:
    """The way of scoring said by ``words`` ("I hold a battlefield", "a battlefield is
    conquered"), every word accounted for."""
    for said, way in EVENTS.items():
        if tuple(words[: len(said)]) == said:
            rest = tuple(words[len(said) :])
            return way if rest == () or rest in PLACE else None
    for place in PLACE[:3]:
        if tuple(words[:2]) == place and words[2:3] == ["is"] and len(words) == 4:
            return HELD.get(words[3])
    return None


def read_score_abilities(reading: Reading) -> Candidate | None:
    """ "Do conquer abilities trigger when I hold a battlefield?", "Do hold abilities
    trigger when a battlefield is conquered?": the other way's abilities (no)."""
    if reading.kind != "does" or reading.negated or reading.context_negated or reading.cards:
        return None
    words = reading.tagged.words
    if words[:1] not in (["do"], ["does"]):
        return None
    at = 1 + (words[1:2] in (["my"], ["a"]))
    kind = WAYS.get(words[at] if at < len(words) else "")
    if kind is None or words[at + 1 : at + 2] == [] or words[at + 1] not in ABILITY_WORDS:
        return None
    at += 2
    if at >= len(words) or words[at] not in TRIGGER_WORDS:
        return None
    at += 1 + (words[at + 1 : at + 2] == ["off"])
    if at >= len(words) or words[at] not in WHEN:
        return None
    way = _score_event(words[at + 1 :])
    if way is None or way == kind:
        return None
    query = "conquer_abilities_on_hold" if kind == "conquer" else "hold_abilities_on_conquer"
    doc = {"format": 2, "situation": {}, "question": {"winning": query}}
    return Candidate("score_abilities", doc, reading.slots())


# --- who gains a Burn Out's point --------------------------------------------------------------

POINT = (("the", "point"), ("a", "point"), ("1", "point"), ("one", "point"), ("that", "point"))
TEAMMATE = frozenset({"teammate", "ally", "partner"})
GAINS = frozenset({"gains", "gets", "receives"})
GAIN = frozenset({"gain", "get", "receive"})
BURNED = frozenset({"burn", "burned", "burnt"})
# "do I choose which opponent gains the point?", "can I give the point to my teammate?".
CHOICE_FRAMES: list[tuple[tuple[frozenset[str] | str, ...], str]] = [
    (("do", "i", frozenset({"choose", "pick"}), frozenset({"which", "who"}), "opponent", GAINS),
     "burn_out_burner_chooses"),
    (("do", "i", frozenset({"choose", "pick"}), "who", GAINS), "burn_out_burner_chooses"),
    (("can", "i", "give", "POINT", "to", "my", TEAMMATE), "burn_out_teammate_chosen"),
    (("can", "i", frozenset({"choose", "pick"}), "my", TEAMMATE), "burn_out_teammate_chosen"),
    (("can", "i", frozenset({"choose", "pick"}), "my", TEAMMATE, "to", GAIN),
     "burn_out_teammate_chosen"),
    (("can", "my", TEAMMATE, GAIN), "burn_out_teammate_chosen"),
    (("can", "i", frozenset({"choose", "pick"}), "myself"), "burn_out_self_chosen"),
    (("can", "i", frozenset({"choose", "pick"}), "myself", "to", GAIN), "burn_out_self_chosen"),
    (("can", "i", "give", "POINT", "to", "myself"), "burn_out_self_chosen"),
    (("does", frozenset({"every", "each"}), "opponent", GAIN), "burn_out_every_opponent_gains"),
    (("does", "each", "of", "my", "opponents", GAIN), "burn_out_every_opponent_gains"),
    (("do", "all", "my", "opponents", GAIN), "burn_out_every_opponent_gains"),
    (("do", "all", "opponents", GAIN), "burn_out_every_opponent_gains"),
    (("do", frozenset({"both", "all"}), "of", "my", "opponents", GAIN),
     "burn_out_every_opponent_gains"),
]  # fmt: skip
# The modes where each is asked: a teammate is 2v2's; "every opponent" a free-for-all's (in
# 2v2 the team of the opponent chosen shares the point; in 1v1 the one opponent gains it).
CHOICE_MODES = {
    "burn_out_teammate_chosen": frozenset({"2v2"}),
    "burn_out_every_opponent_gains": frozenset({"ffa3", "ffa4"}),
}


def _framed(words: list[str], frame: tuple[frozenset[str] | str, ...]) -> int | None:
    """How many words ``frame`` matches at the start of ``words`` (with the point said
    after it where it asks of one), or None."""
    at = 0
    for part in frame:
        if part == "POINT":
            if tuple(words[at : at + 2]) not in POINT:
                return None
            at += 2
            continue
        said = words[at] if at < len(words) else ""
        if not (said == part if isinstance(part, str) else said in part):
            return None
        at += 1
    if frame[-1] in (GAINS, GAIN):
        if tuple(words[at : at + 2]) not in POINT:
            return None
        at += 2
    return at


def read_burn_out_choice(reading: Reading) -> Candidate | None:
    """ "When I burn out, do I choose which opponent gains the point?", "... can I give the
    point to my teammate?", "... does every opponent gain a point?" (in a free-for-all)."""
    if reading.negated or reading.context_negated or reading.cards or reading.timing:
        return None
    split = _mode(reading.tagged.words)
    if split is None:
        return None
    words, mode = split
    found = [(end, query) for frame, query in CHOICE_FRAMES if (end := _framed(words, frame))]
    if not found:
        return None
    end, query = max(found)  # "can I choose myself to gain the point?", not "... myself"
    rest = words[end:]  # "if I burn out", "when I burned out"
    if len(rest) != 4 or rest[0] not in ("if", "when") or rest[1] != "i":
        return None
    if rest[2] not in BURNED or rest[3] != "out":
        return None
    if query in CHOICE_MODES and mode not in CHOICE_MODES[query]:
        return None
    situation = {"mode": mode} if mode and mode != "1v1" else {}
    doc = {"format": 2, "situation": situation, "question": {"winning": query}}
    return Candidate("burn_out_choice", doc, reading.slots())


READERS = (read_point_source, read_burn_out_choice, read_score_abilities)
