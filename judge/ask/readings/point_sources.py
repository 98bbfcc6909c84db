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


def read_point_source(reading: Reading) -> Candidate | None:
    """ "Is a Burn Out point a score?", "Does gaining a point from a spell count as a
    conquer?", "Does the final point restriction apply to points from hold?"."""
    if reading.kind not in ("is", "does") or reading.cards or reading.also_asked:
        return None
    if reading.context_negated or reading.said_not or reading.timing:
        return None
    split = _mode(reading.tagged.words)
    if split is None:
        return None
    words, mode = split
    asked = _asked(words)
    if asked is None:
        return None
    frame, source = asked
    query = QUERIES[frame].get(source)
    if query is None:
        return None
    situation = {"mode": mode} if mode and mode != "1v1" else {}
    doc = {"format": 2, "situation": situation, "question": {"winning": query}}
    return Candidate("point_source", doc, reading.slots() - {"neg"})


READERS = (read_point_source,)
