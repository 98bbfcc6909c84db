"""A point one player of a 2v2 team gains, asked of another player: "In 2v2, my teammate
gains 2 points. Do I gain 2 points?", "If my opponent gains a point, does their teammate
gain it too?".

A small grammar, every word accounted for, else the question is left to the other readers:
a spell or ability has one player gain points (the engine's ``gain_points``), and whether
the player asked of gains them too (a team shares its points, where the rules say so).
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.standings import NUMBER_WORDS

ASKERS = {
    ("do", "i"): "you",
    ("does", "my", "teammate"): "ally",
    ("does", "my", "ally"): "ally",
    ("does", "my", "partner"): "ally",
    ("does", "their", "teammate"): "their teammate",
    ("does", "their", "ally"): "their teammate",
    ("does", "my", "opponent"): "opponent",
}
GAINERS = {
    ("i",): "you",
    ("my", "teammate"): "ally",
    ("my", "ally"): "ally",
    ("my", "partner"): "ally",
    ("my", "opponent"): "opponent",
    ("an", "opponent"): "opponent",
    ("one", "of", "my", "opponents"): "opponent",
}
TEAMMATE = {"you": "ally", "ally": "you", "opponent": "opponent 2"}
GAIN = frozenset({"gain", "get", "receive"})
GAINS = frozenset({"gains", "gets", "receives", "gained", "got", "received", "gain"})
THE_SAME = frozenset({"it", "them", "that point", "those points", "the point", "the points"})
AFTER = frozenset({"too", "also", "as well"})
MAX_GAINED = 20
MODE_TAIL = (["in", "2v2"], ["in", "a", "2v2"], ["in", "a", "2v2", "game"], ["in", "2v2", "game"])


def _take(words: list[str], table: dict[tuple[str, ...], str]) -> tuple[str, int] | None:
    for said, value in sorted(table.items(), key=lambda item: -len(item[0])):
        if tuple(words[: len(said)]) == said:
            return value, len(said)
    return None


def _amount(words: list[str]) -> tuple[int | None, int] | None:
    """The points said at the start of ``words`` (None: "it", "them", the same points) and
    how many words say them."""
    for size in (2, 1):
        if " ".join(words[:size]) in THE_SAME:
            return None, size
    if len(words) < 2 or words[1] not in ("point", "points"):
        return None
    count = 1 if words[0] in ("a", "one") else NUMBER_WORDS.get(words[0])
    if words[0].isdigit():
        count = int(words[0])
    if count is None or not 1 <= count <= MAX_GAINED or (count == 1) != (words[1] == "point"):
        return None
    return count, 2


def _tail(words: list[str]) -> int:
    """How many words at the start of ``words`` say "too", "also" or "as well"."""
    if words[:2] == ["as", "well"]:
        return 2
    return 1 if words[:1] and words[0] in AFTER else 0


def read_team_points(reading: Reading) -> Candidate | None:
    """ "In 2v2, my teammate gains 2 points. Do I gain 2 points?" (yes, under the rules that
    say a team shares its points), "If my opponent gains a point, does their teammate gain
    it too?"."""
    if reading.negated or reading.context_negated or reading.cards or reading.timing:
        return None
    words = list(reading.tagged.words)
    said_mode = any(words[-len(tail) :] == tail for tail in MODE_TAIL)
    if said_mode:
        words = words[: max(len(words) - len(t) for t in MODE_TAIL if words[-len(t) :] == t)]
        words = words[: words.index("in")] if "in" in words else words
    asker = _take(words, ASKERS)
    if asker is None:
        return None
    asked, at = asker
    at += words[at : at + 1] == ["also"]
    if words[at : at + 1] == [] or words[at] not in GAIN:
        return None
    amount = _amount(words[at + 1 :])
    if amount is None:
        return None
    asked_points, size = amount
    at += 1 + size
    at += _tail(words[at:])
    if words[at : at + 1] not in (["if"], ["when"]):
        return None
    gainer_said = _take(words[at + 1 :], GAINERS)
    if gainer_said is None:
        return None
    gainer, size = gainer_said
    at += 1 + size
    if words[at : at + 1] == [] or words[at] not in GAINS:
        return None
    gained = _amount(words[at + 1 :])
    if gained is None:
        return None
    points, size = gained
    if points is None:
        return None
    if at + 1 + size != len(words) or asked_points not in (None, points):
        return None
    if asked == "their teammate" and gainer == "opponent":
        asked = TEAMMATE[gainer]
    if asked != TEAMMATE[gainer] or not (said_mode or "ally" in (asked, gainer)):
        return None  # asked of the gainer's teammate only: what a team shares
    doc = {
        "format": 2,
        "situation": {"mode": "2v2"},
        "actions": [{"gain_points": {"amount": points, "by": gainer}}],
        "question": {"outcomes": {"event": "point", "subject": asked}},
    }
    candidate = Candidate("team_points", doc, reading.slots())
    who = {"you": "you", "ally": "your ally", "opponent": "an opponent"}[gainer]
    candidate.stated = [f"a spell or ability has {who} gain {points} point" + "s" * (points > 1)]
    return candidate


READERS = (read_team_points,)
