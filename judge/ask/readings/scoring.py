"""Readers for scoring, winning, conceding and the modes of play.

A conquer is judged on the game state: a combat at a battlefield an opponent controls,
where your attacker alone survives, resolved; a hold by letting play proceed into your
turn's Scoring step; a win by a cleanup with the points the question gives. What a mode's
Victory Score is, what teammates share and what conceding does are the engine's rules
queries (format 2). A question naming a card is left to the other readers, except an
opponent's unit whose text bars points (Tianna Crownguard), which the conquer and hold
readers put at battlefield 2.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO, shares_control
from judge.ask.readings.point_sources import (
    read_burn_out_choice,
    read_point_source,
    read_score_abilities,
)
from judge.ask.readings.standings import read_points_standing
from judge.ask.readings.team_points import read_team_points
from judge.ask.situation import Doc, Unplaceable
from judge.cards.statics import read_static
from judge.patterns import LazyPattern
from judge.records import replace

FIELD = "battlefield 1"
OTHER = "battlefield 2"
ATTACKER = "your unit"
HOLDER = "your unit"
MODE_NAMES = {
    "1v1": "a 1v1 game",
    "2v2": "a 2v2 game",
    "ffa3": "a three-player free-for-all",
    "ffa4": "a four-player free-for-all",
}
# Words of a mode phrase that name a count of players in the question, not the game's mode
# ("if two players reach the Victory Score" in a free-for-all).
PLAYER_COUNT = frozenset({"two players", "two player"})
NOT_WORDS = frozenset({"without", "not", "never"})
HAVING = frozenset({"have", "has", "at", "with", "on", "having", "reach", "reaches", "reached"})
# Slots the readers below always account for: who is asking, the game, the turn.
COMMON = {"who:me", "obj:turn", "obj:player"}


def _modes(reading: Reading) -> list[str] | None:
    """The modes the question names: one, or ffa3 and ffa4 for "free-for-all", or None when
    it names two that disagree. "two players" next to another mode counts players."""
    said = []
    for span in reading.tagged.spans:
        for value in span.values("mode"):
            words = " ".join(reading.tagged.words[span.start : span.end])
            said.append((value, words))
    # "four players" (FFA4 or 2v2) and "multiplayer" are judged in each mode by the
    # chooser, which gives each as reading.mode
    said = [(reading.mode or v if v in ("four", "multi") else v, w) for v, w in said]
    values = {v for v, _ in said}
    if len(values) > 1:
        values = {v for v, w in said if w not in PLAYER_COUNT}
    if len(values) == 2 and "ffa" in values and values & {"ffa3", "ffa4"}:
        values -= {"ffa"}  # "a three-player free-for-all"
    if len(values) > 1:
        return None
    value = next(iter(values), "1v1")
    return ["ffa3", "ffa4"] if value == "ffa" else [value]


def _mode_slots(reading: Reading) -> set[str]:
    return {f"mode:{reading.mode}"} if reading.mode else set()


def _plain(reading: Reading, card: CardEntry | None = None) -> bool:
    """Nothing these readers do not model: a card (other than ``card``, one that bars
    points), a time, a said text."""
    return not reading.says_any("timing", "said_not") and len(reading.cards) == bool(card)


Make = Callable[[str], Doc]

# A passive of a unit the engine reads (judge.engine.card_list.points_text): the opponents of
# its controller can't gain points, while it is at a battlefield.
# The conquer ability a question asks of ("my unit's 'When I conquer' ability", "my conquer
# effects"), on the unit that conquers.
CONQUER_ABILITY = "When I conquer, draw 1"
BARS_POINTS = "opponents can't gain points [while i'm at a battlefield]"
# Where a card that bars points stands: at the other battlefield, which its controller holds.
BARRING_AT = "the opponent's battlefield 2"


def _barring(reading: Reading) -> CardEntry | None:
    """The one card the question names, when it is a unit whose text says its controller's
    opponents can't gain points while it is at a battlefield, and the question says an
    opponent has it ("while my opponent has Tianna Crownguard"): the question asks of you
    first ("Does my opponent score ... while I have it?" is not read as yours)."""
    if len(reading.cards) != 1 or "opponent" not in reading.who or reading.who[0] != "me":
        return None
    card = reading.cards[0]
    if card.type.lower() != "unit" or BARS_POINTS not in map(read_static, card.abilities):
        return None
    return card


def _with_barring(card: CardEntry | None, candidate: Candidate, reading: Reading) -> Candidate:
    """``candidate`` with the barring ``card`` said as assumed at the other battlefield and,
    unless the question puts it at a battlefield (by its name or short name), the case of it
    in its controller's base as an alternative."""
    if card is None:
        return candidate
    candidate.used |= {f"card:{card.name}", "who:opponent", "obj:unit"}
    candidate.defaults.insert(0, f"{card.name} is at {BARRING_AT}")
    if _put_at_a_battlefield(reading, card):
        candidate.stated.append(candidate.defaults.pop(0))
        return candidate
    in_base = _barring_doc(candidate.doc, card, at_base=True)
    candidate.alternatives.insert(0, (f"{card.name} is in its controller's base", in_base))
    return candidate


# The words between a card's name and the battlefield the question puts it at: "Tianna (is)
# at a battlefield".
_AT_WORDS = frozenset({"is", "at", "a", "an"})


def _put_at_a_battlefield(reading: Reading, card: CardEntry) -> bool:
    """Whether the question puts ``card`` at a battlefield it does not name: a place of
    the reading, a battlefield the card is "at", right after the card's name."""
    words = reading.tagged.words
    ends = [s.end for s in reading.tagged.spans if s.card == card]
    return any(
        place.kind == "battlefield"
        and place.role == "at"
        and place.card is None
        and not place.plural
        and any(end < place.start and set(words[end : place.start]) <= _AT_WORDS for end in ends)
        for place in reading.places
    )


def _barring_doc(doc: Doc, card: CardEntry, at_base: bool = False) -> Doc:
    """``doc`` with the opponent's ``card`` on the board (once): at battlefield 2, which the
    opponent controls, or in the opponent's base with another unit holding battlefield 2."""
    situation = dict(doc["situation"])
    fields = [dict(f) for f in situation["battlefields"]]
    if not any(f["name"] == OTHER for f in fields):
        fields.append({"name": OTHER})
    for f in fields:
        if f["name"] == OTHER:
            f["controller"] = "opponent"
    units = [u for u in situation["units"] if u["name"] != card.name]
    if at_base:
        units += [{"name": card.name, "controller": "opponent"}]
        units += [{"name": "an opposing unit", "controller": "opponent", "at": OTHER}]
    else:
        units.append({"name": card.name, "controller": "opponent", "at": OTHER})
    situation["battlefields"], situation["units"] = fields, units
    return {**doc, "situation": situation}


def _with_modes(
    reader: str, modes: list[str], make: Make, used: set[str], stated: list[str] | None = None
) -> Candidate:
    """The candidate judged in the first mode, and in the second (a free-for-all of three
    or of four players) as a default the answer also judges."""
    candidate = Candidate(reader, make(modes[0]), used)
    if len(modes) > 1:
        candidate.defaults.append(MODE_NAMES[modes[0]])
        candidate.alternatives.append((MODE_NAMES[modes[1]], make(modes[1])))
    candidate.stated = list(stated or [])
    return candidate


def _situation(mode: str, **more: object) -> Doc:
    return {"mode": mode, **more} if mode != "1v1" else dict(more)


class PointsUnclear(Exception):
    """The question says a number this reading cannot place as a player's points."""


def _points_said(reading: Reading) -> int | None:
    """ "at 7 points", "with 10 points": the number said with "point(s)", if one. Raises
    PointsUnclear for any other number (a typo in "points", two numbers)."""
    words = reading.tagged.words
    found = []
    for span in reading.tagged.spans:
        if span.has("obj", "point"):
            start = max(0, span.start - 1)
            found += [i for i in range(start, span.end) if words[i].isdigit()]
    # "battlefield 2" names a battlefield: its number is no one's points
    naming = {p.start + 1 for p in reading.places if p.kind == "battlefield" and p.card}
    numbers = [w for i, w in enumerate(words) if w.isdigit() and i not in naming]
    if len(found) > 1 or len(numbers) != len(found):
        raise PointsUnclear
    if not found:
        return None
    # Points a player has ("I have 7 points", "at 7 points"), not points gained ("score 2
    # points").
    if found[0] == 0 or words[found[0] - 1] not in HAVING:
        raise PointsUnclear
    return int(words[found[0]])


# The Victory Score of a 1v1 game, which "7 of 8 points" may say.
VICTORY_1V1 = 8


def _points_out_of(reading: Reading) -> int | None:
    """ "I'm at 7 of 8 points": the player's points, when the question's only two numbers
    are those and the second is the 1v1 Victory Score; None otherwise."""
    words = reading.tagged.words
    numbers = [i for i, w in enumerate(words) if w.isdigit()]
    if len(numbers) != 2 or numbers[1] != numbers[0] + 2 or words[numbers[0] + 1] != "of":
        return None
    first, second = numbers
    if first == 0 or words[first - 1] not in HAVING or int(words[second]) != VICTORY_1V1:
        return None
    if not any(
        s.has("obj", "point") and s.start <= second < s.end + 1 for s in reading.tagged.spans
    ):
        return None
    return int(words[first])


# The Victory Score of each mode (the engine's own, mode.*_victory_score): a player "one
# point from winning" has one point fewer.
VICTORY = {"1v1": 8, "2v2": 11, "ffa3": 8, "ffa4": 8}
# "I'm at 7", "we are on 10": a number of points said without "points".
AT_WORDS = frozenset({"at", "on"})
BEING = frozenset({"am", "is", "are", "i", "we"})
Points = Callable[[str], int | None]


def _bare_points(reading: Reading) -> int | None:
    """ "I'm at 7 and hold a battlefield": the question's only number, said as where the
    asker is ("am at", "are on"), in a question about points; None otherwise."""
    words = reading.tagged.words
    numbers = [i for i, w in enumerate(words) if w.isdigit()]
    if len(numbers) != 1 or numbers[0] < 2:
        return None
    at = numbers[0]
    if words[at - 1] not in AT_WORDS or words[at - 2] not in BEING:
        return None
    if not (reading.mentions("point", "final_point", "victory_score") or reading.has("win")):
        return None
    return int(words[at])


def _asker_points(reading: Reading) -> Points:
    """The asker's points in each mode: a number said ("I have 7 points", "I'm at 7"), one
    short of the mode's Victory Score ("one point from winning"), or None when the question
    says none. Raises PointsUnclear for a number it cannot place."""
    if "one_short" in reading.mods:
        if any(w.isdigit() for w in reading.tagged.words):
            raise PointsUnclear
        return lambda mode: VICTORY[mode] - 1
    try:
        points = _points_said(reading)
    except PointsUnclear:
        points = _bare_points(reading)
        if points is None:
            raise
    return lambda mode: points


# --- conquering ---------------------------------------------------------------------------


def _other_scored(reading: Reading) -> bool | None:
    """ "having scored the other battlefield this turn" (True), "without having scored the
    other" (False), or None when the question says nothing of the other battlefields."""
    mods = reading.mods - ({"another"} if _another_point(reading) else set())
    others = mods & {"another", "every_battlefield"} or any(
        "another" in p.mods for p in reading.places
    )
    words = reading.tagged.words
    scene = words[reading.main_end :]
    said = [i for i, word in enumerate(scene) if word in ("scored", "scoring")]
    if not said:
        return None
    at = said[0]
    negated = bool(NOT_WORDS & set(scene[max(0, at - 3) : at]))
    if others:
        return not negated
    # "without having scored battlefield 2", another battlefield than the one named before:
    # one battlefield not scored is enough to bar the final point, in any mode (one named
    # as scored says nothing of the rest, so it is not read)
    named = [p for p in reading.places if p.kind == "battlefield" and p.card is not None]
    after = [p for p in named if p.start == reading.main_end + at + 1]
    return False if negated and after and _named_fields(reading) else None


def _named_fields(reading: Reading) -> set[str]:
    """ "conquer battlefield 1 without having scored battlefield 2": the two battlefields
    named as the conquer's board has them (battlefield 2 the one said right after
    "scored", battlefield 1 the other); empty when the question names them otherwise."""
    scene = reading.tagged.words[reading.main_end :]
    said = [i for i, word in enumerate(scene) if word in ("scored", "scoring")]
    named = {p.start: p.card.name for p in reading.places if p.kind == "battlefield" and p.card}
    if not said or sorted(named.values()) != [FIELD, "battlefield 2"]:
        return set()
    unscored = named.get(reading.main_end + said[0] + 1)
    return set(named.values()) if unscored == "battlefield 2" else set()


TWICE_WORDS = frozenset({"twice", "again"})
OTHER_WORDS = frozenset({"other", "different", "another"})
# "in the same turn": the lexicon's time a unit was played, said of a question with no unit
SAME_TURN = ("the", "same", "turn")


def _within_a_turn(reading: Reading) -> set[str]:
    """ "can I score one battlefield twice in the same turn?": the time "the same turn" is
    the one turn both scores are in when no unit is spoken of ({"turn_played"}), else {}."""
    words = reading.tagged.words
    said = any(tuple(words[i : i + 3]) == SAME_TURN for i in range(len(words)))
    if "turn_played" not in reading.timing or not said or reading.mentions("unit"):
        return set()
    return {"turn_played"}


def _already_scored(reading: Reading) -> bool:
    """ "a battlefield I already scored this turn", said of the question or of a place."""
    return "already_scored" in reading.mods or any(
        "already_scored" in p.mods for p in reading.places
    )


def _scores_twice(reading: Reading) -> bool:
    """ "Can I score the same battlefield twice in a turn?", "... score it again ...": a
    battlefield scored a second time in one turn, however the scores come."""
    words = reading.tagged.words
    scores = [s for s in reading.tagged.spans if s.has("act", "score")]
    said = any(TWICE_WORDS & set(words[s.start : s.end]) for s in scores)
    # "can I conquer that same battlefield later this turn for another point?": another
    # point of the same battlefield (alone, "another point" may be one more point at all)
    same = "same" in reading.mods or _already_scored(reading)
    other = _conquers_another(reading)  # "a different battlefield": not the same one
    said = said or "twice" in reading.mods or (_another_point(reading) and same and not other)
    scoring = reading.has("score") or reading.mentions("point")
    return scoring and said and not reading.has("win")


def _already_of_other(reading: Reading) -> bool:
    """ "(after) already scoring the other battlefield": the "already scored" said is of
    another battlefield than the one conquered, named right after it."""
    spans = reading.tagged.spans
    return any(
        a.has("mod", "already_scored")
        and (b.has("mod", "another") or b.has("mod", "every_battlefield"))
        and b.start - a.end <= 1  # "already scoring (the) other battlefield"
        for a, b in itertools.pairwise(spans)
    )


def _conquers_the_other(reading: Reading) -> bool:
    """ "(now I) conquer the other one", "conquer the other battlefield": the conquered
    battlefield said as the other one than a battlefield said before."""
    spans = reading.tagged.spans
    after_conquer = any(
        a.has("act", "conquer") and b.has("mod", "every_battlefield") and b.start == a.end
        for a, b in itertools.pairwise(spans)
    )
    return after_conquer or _conquers_another(reading)


def _conquers_another(reading: Reading) -> bool:
    """The battlefield conquered is said to be another one than that scored ("if I conquer
    another battlefield", "conquer a different one"): the word before the first
    battlefield said after "conquer" is one of OTHER_WORDS."""
    words = reading.tagged.words
    verbs = [s.end for s in reading.tagged.spans if s.has("act", "conquer")]
    for end in verbs:
        after = [p for p in reading.places if p.kind == "battlefield" and p.start >= end]
        if after:
            first = min(after, key=lambda p: p.start)
            if OTHER_WORDS & set(words[end : first.start + 1]):
                return True
    return False


def _another_point(reading: Reading) -> bool:
    """ "another point", "a second point": a point more than one already scored (not another
    battlefield)."""
    spans = reading.tagged.spans
    return any(
        a.has("mod", "another") and b.has("obj", "point") and b.start == a.end
        for a, b in itertools.pairwise(spans)
    )


def _asks_trigger(reading: Reading) -> bool:
    """ "Does my unit's 'When I conquer' ability still trigger?", "Do my conquer effects
    trigger?": the question clause asks whether a conquer ability of yours triggers."""
    asked = [s for s in reading.tagged.spans if s.start < reading.main_end]
    kinds = any(s.has("obj", "ability") or s.has("obj", "effect") for s in asked)
    return kinds and any(s.has("act", "conquer") for s in asked) and reading.has("happen")


def _point_barred(reading: Reading) -> bool:
    """Every "not" of the question denies gaining or scoring the point ("even though I
    can't gain the point"): what the card that bars points does, not a "not" of the ask."""
    spans = reading.tagged.spans
    nots = [k for k, s in enumerate(spans) if s.has("neg", "not")]
    return bool(nots) and all(
        k + 1 < len(spans) and (spans[k + 1].has("act", "gain") or spans[k + 1].has("act", "score"))
        for k in nots
    )


CONQUERED_BEFORE = LazyPattern(r"\bbattlefields? (?:that |which )?i (?:have )?conquered\b")
"""A battlefield described by an earlier conquer of the asker's ("a battlefield I conquered
this turn")."""


def _conquered_before(reading: Reading) -> bool:
    return bool(CONQUERED_BEFORE.search(" ".join(reading.tagged.words)))


def read_conquer(reading: Reading) -> Candidate | None:
    """ "If I conquer a battlefield I already scored this turn, do I score again?", "Do I
    score a point when I conquer a battlefield?", "I have 7 points and conquer a battlefield
    without having scored the other this turn: do I win?"; "... does my unit's 'When I
    conquer' ability still trigger?" (a conquer ability on the attacker)."""
    card = _barring(reading)
    # the two battlefields the board has, named: no cards of their own
    fields = _named_fields(reading) if _other_scored(reading) is False else set()
    within = _within_a_turn(reading)
    # "I held it in my Beginning Phase ... conquer it again": the hold's time, said
    held = reading.timing & HOLD_TIMES if reading.has("hold") else set()
    cards = [c for c in reading.cards if c.name not in fields]
    plain = _plain(replace(reading, cards=cards, timing=reading.timing - within - held), card)
    asks_trigger = _asks_trigger(reading)
    # "even though I can't gain the point" (the card that bars it): said, not asked
    barred = asks_trigger and card is not None and _point_barred(reading)
    if reading.kind not in ("does", "is", "can") or not plain:
        return None
    if reading.negated and not barred:
        return None
    twice = _scores_twice(reading)
    if (twice or _already_scored(reading)) and _conquers_another(reading):
        return None  # "I scored a battlefield; if I conquer another, do I score again?"
    if _conquered_before(reading) and not (twice or _already_scored(reading)):
        return None  # "a battlefield I conquered this turn": an earlier conquer, not read
    # "once by holding and once by conquering": the hold came first (the Scoring step); a
    # conquer ability asked of triggers ("happen"), and of a card drawn instead of the
    # final point, or of a point its card bars ("gain")
    ways = {"conquer", "score", "win"} | ({"hold"} if twice and reading.has("conquer") else set())
    # "I held one battlefield this turn and now I conquer the other one" (1v1: the two there
    # are): the other scored by the hold
    held_one = not twice and reading.has("hold") and _conquers_the_other(reading)
    ways |= {"hold"} if held_one else set()
    # "by conquering it, losing it and conquering it again": control lost between the two
    ways |= {"lose"} if twice and reading.has("conquer") else set()
    if asks_trigger:
        ways |= {"happen", "draw", "gain"}
    if not (reading.has("conquer") or twice) or set(reading.actions) - ways:
        return None
    asks_win = reading.has("win")
    if asks_trigger and (asks_win or twice):
        return None
    # "Can I still conquer a battlefield while my opponent has Tianna?": the conquer itself.
    asks_conquer = not (asks_win or reading.has("score") or reading.mentions("point"))
    asks_conquer = asks_conquer and not asks_trigger
    players = {"me", "opponent"} if card else {"me"}
    # "does my team win?" in 2v2: teammates win together, so it is asked of you
    if asks_win and reading.mode == "2v2" and _my_team(reading):
        players.add("teammate")
    owners = {None} if asks_conquer else {None, "me"}  # "a battlefield I control": not one
    if set(reading.who) - players or any(p.owner not in owners for p in reading.places):
        return None
    modes = _modes(reading)
    if modes is None:
        return None
    # In 2v2 the final point excepts the battlefields the ally occupied in the Scoring step,
    # which the engine knows only by following the turn from its start (_team_conquer).
    team = modes == ["2v2"]
    if team and (card or asks_trigger or twice or _already_scored(reading)):
        return None
    out_of = None
    try:
        points = _points_said(reading)
    except PointsUnclear:
        out_of = _points_out_of(reading) if modes == ["1v1"] else None
        if out_of is None:
            return None
        points = out_of
    # "after already scoring the other battlefield": the other's score, not the conquered one's
    others_already = _already_of_other(reading)
    already = twice or (_already_scored(reading) and not others_already)
    other = True if held_one else _other_scored(reading)
    if held_one and (modes != ["1v1"] or card):
        return None  # with three battlefields "the other one" is not every other one
    if reading.context_negated and other is not False:
        return None  # a "not" this reading does not place
    if asks_win and points is None:
        return None
    if reading.has("draw") and points is None:
        return None  # a card drawn instead of a point: only of the final point, said
    used = {
        "act:conquer",
        "act:score",
        "act:win",
        "place:battlefield",
        "obj:point",
        "obj:final_point",
        *COMMON,
        *_mode_slots(reading),
    }
    if already:
        used |= {"mod:already_scored", "pmod:already_scored", "mod:twice"}
    if twice:
        used |= {"act:hold", "mod:same", "pmod:same", "pmod:twice", "act:lose"}
        used |= {"mod:another", "pmod:another"} if _another_point(reading) else set()
        used |= {f"time:{t}" for t in reading.timing & HOLD_TIMES} if reading.has("hold") else set()
    if twice or already:  # "later this turn", "in the same turn": the one turn of both
        used |= {"mod:later_this_turn", "mod:later_turn", "obj:turn"}
        used |= {"pmod:later_this_turn", "pmod:later_turn"}
        used |= {f"time:{t}" for t in within}
    elif within:
        return None
    used |= {f"card:{name}" for name in fields}
    if other is not None:
        used |= {"mod:another", "mod:every_battlefield", "pmod:another", "neg:condition"}
        used.add("pmod:every_battlefield")
    if other and reading.said_of("after", ("act", "score")):  # "conquer after scoring the other"
        used.add("mod:after")  # the other is scored before the conquer, as the board has it
    if other and others_already:  # "after already scoring the other battlefield"
        used |= {"mod:after", "mod:already_scored", "pmod:already_scored"}
    said_other = reading.mods - ({"another"} if _another_point(reading) else set())
    if held_one:  # the battlefield held, said before the conquer
        used |= {"act:hold", "mod:every_battlefield", "mod:another", "pmod:another", "obj:turn"}
        used |= {f"time:{t}" for t in reading.timing & HOLD_TIMES}
    if other is None and said_other & {"another", "every_battlefield"}:
        return None
    if out_of is not None:
        used.add("mod:number")  # "7 of 8": the 8 is the Victory Score, as the mode has it
    if asks_trigger:
        used |= {"act:happen", "act:draw", "act:gain", "obj:ability", "obj:effect", "obj:unit"}
        # the "not" of the barred point is what the card does, not a "not" of the ask
        used |= {"obj:card", "neg"} if barred else {"obj:card"}

    def conquer(others_scored: bool) -> Make:
        def make(mode: str) -> Doc:
            count = 2 if mode == "1v1" else 3
            names = [f"battlefield {n}" for n in range(2, count + 1)]
            fields: list[Doc] = [
                {"name": FIELD, "controller": "opponent", "contested_by": "you"},
                *({"name": n} for n in names),
            ]
            scored = ([FIELD] if already else []) + (names if others_scored else [])
            situation = _situation(mode, combat=FIELD)
            if points is not None:
                situation["points"] = {"you": points}
            if scored:
                situation["scored"] = {"you": scored}
            situation["battlefields"] = fields
            attacker: Doc = {"name": ATTACKER, "at": FIELD, "might": 3}
            situation["units"] = [attacker]
            event: Doc = {"event": "wins", "subject": "you"} if asks_win else {"event": "point"}
            if asks_conquer:
                event = {"event": "conquer"}
            if not asks_win:
                event["battlefield"] = FIELD
            if asks_trigger:
                attacker["triggers"] = [{"when": "conquer", "ability": CONQUER_ABILITY}]
                event = {"event": "triggers", "subject": ATTACKER}
            doc: Doc = {
                "format": 2,
                "situation": situation,
                "actions": [{"combat_resolution": {}}],
                "question": {"outcomes": event},
            }
            return _barring_doc(doc, card) if card else doc

        return make

    stated = ["you conquer battlefield 1 as your attacker alone survives a combat there"]
    if asks_conquer:
        stated = ["your attacker alone survives a combat at battlefield 1, the opponent's"]
    if asks_trigger:
        stated = [f"your attacker, with '{CONQUER_ABILITY}', conquers battlefield 1"]
    if twice and not reading.has("conquer"):
        stated = [
            "battlefield 1 was scored earlier this turn, and the second score would be a "
            "conquer there (holding scores only in the Beginning Phase's Scoring step)",
            *stated,
        ]
    if team and points is not None:
        return _team_conquer(points, other, asks_win, used | {"who:teammate"})
    if team:
        stated.append(NOT_THE_ALLYS)
    candidate = _with_modes("scoring_conquer", modes, conquer(bool(other)), used, stated)
    if other is None and points is not None:  # the final point turns on the others
        candidate.defaults.insert(0, "you have not scored the other battlefields this turn")
        scored_all = conquer(True)(modes[0])
        candidate.alternatives.insert(0, ("you have scored every other one", scored_all))
    return _with_barring(card, candidate, reading)


def _my_team(reading: Reading) -> bool:
    """Every teammate the question names is "my team" or "our team" (the asker's team, not
    the teammate alone)."""
    words = reading.tagged.words
    team = [s for s in reading.tagged.spans if s.has("who", "teammate")]
    return bool(team) and all(words[s.end - 1] in TEAM_WORDS for s in team)


# The other battlefields of a 2v2 conquer at the final point: not scored, occupied by the ally
# in the Scoring step (excepted), or scored (held) by you.
TEAM_OTHERS = {
    "none": "you have not scored the other battlefields this turn",
    "ally": "your ally occupied the other battlefields in this turn's Scoring step",
    "scored": "you held the other battlefields in this turn's Scoring step",
}


def _team_conquer(points: int, other: bool | None, asks_win: bool, used: set[str]) -> Candidate:
    """A 2v2 conquer with the team's points said: the turn followed from its start (the
    engine records the ally's battlefields in the Scoring step), and in the Main Phase your
    unit moves to the empty battlefield 1 and every player passes in its showdown. The other
    battlefields as said, or, unsaid or said unscored, each way that decides the final
    point: not scored, the ally's (excepted), scored."""

    def make(others: str) -> Doc:
        # the points said are those at the conquer: each hold before it gives one
        start = points - 2 if others == "scored" else points
        fields: list[Doc] = [{"name": FIELD}]
        units: list[Doc] = [{"name": ATTACKER}]
        for n in (2, 3):
            name = f"battlefield {n}"
            holder = {"none": None, "ally": "ally", "scored": "you"}[others]
            fields.append({"name": name, "controller": holder} if holder else {"name": name})
            if holder:
                units.append({"name": f"{holder}'s unit at {name}", "controller": holder})
                units[-1]["at"] = name
        event: Doc = {"event": "wins", "subject": "you"} if asks_win else {"event": "point"}
        if not asks_win:
            event["battlefield"] = FIELD
        return {
            "format": 2,
            "situation": {
                "mode": "2v2",
                "turn": "opponent 2",
                "points": {"you": start},
                "battlefields": fields,
                "units": units,
            },
            "actions": [
                {"proceed": {}},
                {"standard_move": {"units": [ATTACKER], "to": FIELD}},
                *({"pass": {}} for _ in range(4)),
            ],
            "question": {"outcomes": event},
        }

    ways = ["scored"] if other else ["none", "ally"] if other is False else ["none", "scored"]
    if other is None:
        ways.append("ally")
    candidate = Candidate("scoring_conquer", make(ways[0]), used)
    candidate.defaults = [TEAM_OTHERS[ways[0]]] * (len(ways) - 1)
    candidate.alternatives = [(TEAM_OTHERS[w], make(w)) for w in ways[1:]]
    candidate.stated = [
        f"your team has {points} points as you conquer; you conquer battlefield 1 in your "
        "Main Phase, moving your unit there while it is empty, every player passing in its "
        "showdown",
        NOT_THE_ALLYS,
    ]
    if ways[0] == "scored":
        candidate.stated.append(TEAM_OTHERS["scored"])
    return candidate


# How many players each mode has: as many passes end a showdown no one acts in.
PLAYER_COUNT_OF = {"1v1": 2, "2v2": 4, "ffa3": 3, "ffa4": 4}
# Said in 2v2 of the battlefield conquered: one the ally controlled in this turn's Scoring
# step can't be scored by the team (489.8.b), which the question would have said.
NOT_THE_ALLYS = "battlefield 1 was not your ally's in this turn's Scoring step"


def read_conquer_by(reading: Reading) -> Candidate | None:
    """ "Do I score a point if I conquer an empty battlefield by moving there?" (your unit
    moves to the empty battlefield 1 and every player passes in its showdown), "If my
    opponent conquers my battlefield, do they score a point?" (on their turn their attacker
    alone survives a combat at your battlefield 1): whether that conquer scores."""
    # "on their turn": the rival's conquer is judged on their turn
    on_theirs = reading.timing & {"opponent_turn"}
    if reading.kind not in ("does", "is", "can") or not _plain(
        replace(reading, timing=reading.timing - on_theirs)
    ):
        return None
    if reading.negated or reading.context_negated or reading.mods - {"empty"}:
        return None
    actions = set(reading.actions)
    if on_theirs and "move" in actions:
        return None
    if "conquer" not in actions or actions - {"conquer", "score", "move"}:
        return None
    if not (reading.has("score") or reading.mentions("point")):
        return None
    if any(w.isdigit() for w in reading.tagged.words) or len(reading.places) != 1:
        return None
    spans = reading.tagged.spans
    at = next(k for k, s in enumerate(spans) if s.has("act", "conquer"))
    conqueror = next((v for v in ("me", "opponent") if at and spans[at - 1].has("who", v)), None)
    by_move = "move" in actions
    moved = next((k for k, s in enumerate(spans) if s.has("act", "move")), None)
    if conqueror is None and by_move and moved and spans[moved - 1].has("who", "me"):
        conqueror, at = "me", moved  # "if I move a unit to an empty battlefield and conquer it"
    place = reading.places[0]
    if (
        place.kind != "battlefield"
        or place.card is not None
        or place.role not in (None, "at", "to")
    ):
        return None
    if by_move and (conqueror != "me" or place.mods != {"empty"} or place.owner is not None):
        return None
    if not by_move and (conqueror != "opponent" or place.mods or place.owner not in (None, "me")):
        return None
    words, starts = reading.tagged.words, {s.start for s in spans}
    asked = [
        s
        for k, s in enumerate(spans)
        if s.start < reading.main_end
        and s.has("who")
        and k != at - 1  # the conqueror
        and not (words[s.start] == "my" and s.end in starts)  # "my opponent": whose
    ]
    wanted = "me" if by_move else "their"
    if len(asked) != 1 or not (asked[0].has("who", wanted) or asked[0].has("who", conqueror)):
        return None
    modes = _modes(reading)
    if modes is None:
        return None
    used = {"act:conquer", "act:score", "act:move", "obj:point", "place:battlefield", *COMMON}
    used |= {"mod:empty", "pmod:empty", "owner:me", "who:opponent", "who:their", "obj:unit"}
    used |= {f"time:{t}" for t in on_theirs}
    used |= _mode_slots(reading)

    def make(mode: str) -> Doc:
        question: Doc = {"outcomes": {"event": "point", "battlefield": FIELD}}
        if by_move:
            situation = _situation(mode, battlefields=[{"name": FIELD}])
            situation["units"] = [{"name": ATTACKER}]
            actions: list[Doc] = [{"standard_move": {"units": [ATTACKER], "to": FIELD}}]
            actions += [{"pass": {}} for _ in range(PLAYER_COUNT_OF[mode])]
            return {"format": 2, "situation": situation, "actions": actions, "question": question}
        field = {"name": FIELD, "controller": "you", "contested_by": "opponent"}
        rival = {"name": "opponent's unit", "controller": "opponent", "at": FIELD, "might": 3}
        situation = _situation(mode, turn="opponent", combat=FIELD)
        situation |= {"battlefields": [field], "units": [rival]}
        return {
            "format": 2,
            "situation": situation,
            "actions": [{"combat_resolution": {}}],
            "question": question,
        }

    stated = (
        ["your unit moves to the empty battlefield 1 and every player passes in its showdown"]
        if by_move
        else [
            "on your opponent's turn their attacker alone survives a combat at your battlefield 1"
        ]
    )
    stated.append("nothing else was scored there this turn")
    if "2v2" in modes and by_move:
        stated.append(NOT_THE_ALLYS)
    return _with_modes("scoring_conquer", modes, make, used, stated)


# --- holding ------------------------------------------------------------------------------


HOLD_TIMES = frozenset({"start_of_turn", "beginning_phase"})
"""When the turn player holds: their Beginning Phase's Scoring step, as their turn starts."""


def read_hold(reading: Reading) -> Candidate | None:
    """ "Do I score a point for holding a battlefield?", "To win by holding, must I have
    scored every battlefield this turn?" (turned round: can the hold give the final point
    without them? it can)."""
    card = _barring(reading)
    # "at the start of my turn", "in my Beginning Phase": when a hold scores, as judged here
    when = reading.timing & HOLD_TIMES
    cards = [c for c in reading.cards if c.name != FIELD]  # "battlefield 1": the board's
    plain = _plain(replace(reading, timing=reading.timing - when, cards=cards), card)
    if reading.kind not in YES_NO or not plain or reading.negated:
        return None
    if set(reading.actions) - {"hold", "score", "win", "control", "gain"}:
        return None
    # "do I gain the point?": the hold's point, asked; a gain said in a statement is another
    if any(s.has("act", "gain") and s.start >= reading.main_end for s in reading.tagged.spans):
        return None
    controller = _controller_at_hold(reading, when)
    if controller is None:
        return None
    players = {"me", "opponent"} if card else {"me", controller}
    if card and controller != "me":
        return None
    # "without having scored the other battlefield", "having scored nothing else": the board
    # has no other battlefield scored (a hold comes before any other score of the turn)
    unscored = "none_other_scored" in reading.mods or _other_scored(reading) is False
    if set(reading.who) - players or (reading.context_negated and not unscored):
        return None
    if _other_scored(reading) and not unscored:
        return None  # another battlefield scored before the Scoring step: not this board
    modes = _modes(reading)
    if controller == "teammate":
        modes = ["2v2"] if modes in (["1v1"], ["2v2"]) and reading.mode in (None, "2v2") else None
    if modes is None:
        return None
    try:
        points_in = _asker_points(reading)
    except PointsUnclear:
        return None
    every = "every_battlefield" in reading.mods
    if controller != "me" and (every or reading.has("win") or points_in(modes[0]) is not None):
        return None  # another player's battlefield: only whether you score it is read
    if every and card:  # the rival's battlefield and the barring card's are not yet one board
        return None
    final = reading.has("win") or reading.mentions("final_point")
    if reading.kind == "must" and not (every and final and points_in(modes[0]) is None):
        return None
    # "Can I win by holding?" asks for the win; "must I have scored every battlefield to win
    # by holding?" asks whether the final point needs them (it is the hold's point).
    asks_win = reading.has("win") and reading.kind != "must"
    if every and not final:
        return None
    if _already_scored(reading) and not every:
        return None  # the held battlefield scored earlier this turn: not a board this builds
    if _scores_twice(reading):
        return None  # "do I score twice for holding it?": one hold scores once (read_conquer)
    used = {
        "act:hold",
        "act:score",
        "act:gain",
        "act:control",
        "act:win",
        "place:battlefield",
        "obj:point",
        "obj:final_point",
        "mod:every_battlefield",
        "pmod:every_battlefield",
        "mod:already_scored",
        *COMMON,
        *_mode_slots(reading),
    }
    if every:  # "every battlefield, including the Baron Pit": the one not scored stands for it
        used |= {"mod:including", "obj:baron_pit"}
    used |= {f"time:{t}" for t in when} | {"pmod:controlled", "owner:me"}  # the one held
    if unscored:
        used |= {"mod:none_other_scored", "mod:another", "pmod:another", "neg:condition"}
        used |= {"place:battlefield", "obj:turn"}
    if "one_short" in reading.mods:
        used.add("mod:one_short")
    if points_in(modes[0]) is not None:
        used.add("mod:number")  # "I'm at 7": the asker's points

    if controller != "me":
        used |= {f"owner:{controller}", f"who:{controller}", "act:control"}
    used.add(f"card:{FIELD}")  # "battlefield 1": the one the board has
    holder = {"me": "you", "teammate": "ally", "opponent": "opponent"}[controller]

    def make(mode: str) -> Doc:
        points = points_in(mode)
        # the player whose turn comes before yours, in turn order
        before = {"1v1": "opponent", "2v2": "opponent 2", "ffa3": "opponent 2"}.get(mode)
        situation = _situation(mode, turn=before or "opponent 3")
        if final or points is not None:
            situation["points"] = {"you": VICTORY[mode] - 1 if points is None else points}
        situation["battlefields"] = [{"name": FIELD, "controller": holder}]
        unit: Doc = {"name": HOLDER if holder == "you" else f"{holder}'s unit", "at": FIELD}
        if holder != "you":
            unit["controller"] = holder
        situation["units"] = [unit]
        if every:  # another battlefield, one you have not scored: held by a rival
            situation["battlefields"].append({"name": OTHER, "controller": before})
            situation["units"].append(
                {"name": f"{before}'s unit", "controller": before, "at": OTHER}
            )
        doc: Doc = {
            "format": 2,
            "situation": situation,
            "actions": [{"proceed": {}}],
            "question": {"outcomes": event},
        }
        return _barring_doc(doc, card) if card else doc

    event = {"event": "wins", "subject": "you"} if asks_win else {"event": "point"}
    if not asks_win:
        event["battlefield"] = FIELD
    stated = ["you control battlefield 1 as your turn begins, and have scored nothing else"]
    if controller != "me":
        whose = {"teammate": "your ally", "opponent": "an opponent"}[controller]
        stated = [f"{whose} controls battlefield 1, with a unit there, as your turn begins"]
    if every:
        stated.append("a rival controls battlefield 2, which you have not scored this turn")
    if every and "baron_pit" in reading.objects:  # its text is on moving there, not scoring
        stated.append("battlefield 2 stands for the Baron Pit")
    if final and points_in(modes[0]) is None:
        short = VICTORY[modes[0]] - 1
        stated.append(f"you have {short} points, one short of the Victory Score")
    candidate = _with_modes("scoring_hold", modes, make, used, stated)
    candidate.invert = reading.kind == "must"
    return _with_barring(card, candidate, reading)


def _controller_at_hold(reading: Reading, when: set[str]) -> str | None:
    """Who controls the battlefield a hold question asks of: "me" when the question says
    "hold"; else, a question of scoring at a hold's time ("... controls a battlefield at the
    start of my turn. Do I score it?"), the one player said to control the one battlefield
    ("me", "teammate" or "opponent"); None when neither is said."""
    place = reading.places[0] if len(reading.places) == 1 else None
    other = place is not None and place.owner in ("teammate", "opponent")
    if reading.has("hold") and not (other and when):
        return "me"
    if not (reading.has("score", "hold") and when) or place is None:
        return None
    named = place.card.name if place.card is not None else FIELD
    if place.kind != "battlefield" or place.mods != {"controlled"} or named != FIELD:
        return None
    if place.owner not in ("me", "teammate", "opponent"):
        return None
    asked = [s for s in reading.tagged.spans if s.start < reading.main_end and s.has("who")]
    if len(asked) != 1 or not asked[0].has("who", "me"):
        return None  # the question asks whether you score
    return place.owner


# --- winning --------------------------------------------------------------------------------


def read_points_win(reading: Reading) -> Candidate | None:
    """ "In 2v2, do we win with 8 points?", "If my team and the opposing team both have 11
    points, does either team win?", "In FFA, if two players reach the Victory Score at the
    same time, who wins?" (it depends on their points: both branches judged)."""
    if reading.kind not in ("does", "who", "can", "is") or not _plain(reading):
        return None
    if reading.negated or reading.context_negated or set(reading.actions) - {"win"}:
        return None
    if not reading.has("win") or reading.places:
        return None
    modes = _modes(reading)
    if modes is None:
        return None
    compared = _points_compared(reading, modes)
    if compared is not None:
        return compared
    try:
        points = _points_said(reading)
    except PointsUnclear:
        return None
    tie = bool(reading.mods & {"tie", "at_once", "several"})
    if not tie and points is None:
        return None
    words = set(reading.tagged.words)
    if not tie and words & {"each", "players"}:
        return None  # "two players have 8 points each": the points of more than one player
    used = {
        "act:win",
        "obj:point",
        "obj:victory_score",
        "mod:tie",
        "mod:at_once",
        "mod:several",
        "mod:either",
        "mod:reach",
        "obj:cleanup",  # the query decides it in a cleanup
        "who:teammate",
        "who:opponent",
        "who:every_player",
        *COMMON,
        *_mode_slots(reading),
    }
    # "does either player win?", "does anyone win?": asked of both of the tied players
    of_both = "either" in reading.mods or "every_player" in reading.who
    if not tie and (set(reading.who) - {"me", "teammate"} or of_both):
        return None
    if tie and reading.kind != "who" and not of_both:
        return None  # "if we both have 8 points, do I win?": asked of one of the two

    def make_points(asked: int, other: int, subject: str | None) -> Make:
        def make(mode: str) -> Doc:
            question: Doc = {"event": "wins"}
            if subject:
                question["subject"] = subject
            return {
                "format": 2,
                "situation": _situation(mode, points={"you": asked, "opponent": other}),
                "actions": [{"cleanup": {}}],
                "question": {"outcomes": question},
            }

        return make

    if not tie:
        stated = ["a cleanup happens, and no opponent has points"]
        made = make_points(points or 0, 0, "you")
        return _with_modes("scoring_win", modes, made, used, stated)
    if points is not None:  # "both have 11 points": tied
        made = make_points(points, points, None)
        return _with_modes("scoring_tie", modes, made, used, ["a cleanup happens"])
    score = {"1v1": 8, "2v2": 11, "ffa3": 8, "ffa4": 8}[modes[0]]
    stated = ["a cleanup happens"] + [f"it is {MODE_NAMES[modes[0]]}"] * (len(modes) > 1)
    made = make_points(score, score, None)
    candidate = _with_modes("scoring_tie", modes[:1], made, used, stated)
    candidate.defaults.insert(0, "they have the same number of points")
    more = make_points(score + 1, score, None)(modes[0])
    candidate.alternatives.insert(0, ("one of them has more points than the other", more))
    return candidate


# The words that name a player whose points a question gives, and who they are.
HOLDERS = {"i": "you", "we": "you", "opponent": "opponent", "they": "opponent"}
HOLDERS |= {"opponents": "opponent"}  # in 2v2, the opposing team
# Between a player and the number of their points: "I have 8", "I am at 8", "they are on 9".
TO_POINTS = frozenset({"have", "has", "at", "on", "with", "am", "is", "are", "had"})


def points_of_players(reading: Reading) -> dict[str, int] | None:
    """ "I have 8 points and my opponent has 9": each number with the player said before it
    (the words between them only a verb of having), or None when a number is not so said
    or a player is said twice."""
    words = reading.tagged.words
    found: dict[str, int] = {}
    for i, word in enumerate(words):
        if not word.isdigit():
            continue
        k = i - 1
        while k >= 0 and words[k] in TO_POINTS:
            k -= 1
        player = HOLDERS.get(words[k]) if 0 <= k < i - 1 else None
        if player is None or player in found:
            return None
        found[player] = int(words[i])
    return found


def _points_compared(reading: Reading, modes: list[str]) -> Candidate | None:
    """ "I have 8 points and my opponent has 9: do I win?", "I have 7 points and my opponent
    has 8 at cleanup: who wins?": the points of both players of a 1v1 game (or of both
    teams of a 2v2 one: a team shares its points) in a cleanup, and whether the asker wins
    (or who does). In a free-for-all the others' points are not said: not read."""
    if modes not in (["1v1"], ["2v2"]) or reading.kind not in ("does", "who"):
        return None
    points = points_of_players(reading)
    if points is None or set(points) != {"you", "opponent"}:
        return None
    if set(reading.who) - {"me", "opponent", "their"} or reading.mods - {"number"}:
        return None  # "they": the opponent, as HOLDERS reads it
    spans = reading.tagged.spans
    asked = [s for s in spans if s.start < reading.main_end and s.has("who")]
    if reading.kind == "does" and not (len(asked) == 1 and asked[0].has("who", "me")):
        return None  # "does my opponent win?" is another subject: not read here
    if reading.kind == "who" and asked:
        return None
    used = {"act:win", "obj:point", "mod:number", "obj:cleanup", "who:opponent", "who:their"}
    used |= {*COMMON, *_mode_slots(reading)}
    # "who wins?": whether anyone wins, the engine naming the winner (as read_points_win's
    # tie does)
    outcome: Doc = {"event": "wins"}
    if reading.kind == "does":
        outcome["subject"] = "you"
    doc: Doc = {
        "format": 2,
        "situation": _situation(modes[0], points=points),
        "actions": [{"cleanup": {}}],
        "question": {"outcomes": outcome},
    }
    candidate = Candidate("scoring_win", doc, used)
    if not reading.mentions("cleanup"):
        candidate.stated = ["a cleanup happens"]
    return candidate


# --- the modes of play and teammates -------------------------------------------------------


def read_victory_score(reading: Reading) -> Candidate | None:
    """ "What is the Victory Score in 2v2?", "How many points do I need to win in FFA?"."""
    if reading.kind not in ("what", "how", "which") or not _plain(reading):
        return None
    # "how many points does a team need to win?": the number of points a win needs
    words = reading.tagged.words
    how_many = words[:3] == ["how", "many", "points"] and reading.has("win")
    if not (reading.mentions("victory_score") or how_many) or set(reading.actions) - {"win"}:
        return None
    if reading.negated or reading.places:
        return None
    if reading.mode is None:  # each mode has its own: the topic names them all
        return None
    modes = _modes(reading)
    if modes is None:
        return None
    used = {"obj:victory_score", "act:win", "obj:point", "mod:several", *COMMON}
    used |= _mode_slots(reading)

    def make(mode: str) -> Doc:
        return {"format": 2, "situation": {"mode": mode}, "question": {"victory_score": "mode"}}

    return _with_modes("victory_score", modes, make, used)


def _is_it_a_number(words: list[str]) -> bool:
    """ "What is the Victory Score, is it 11?": the open question confirmed with a number."""
    return any(
        words[i : i + 2] in (["is", "it"], ["is", "that"]) and words[i + 2 : i + 3] != []
        and words[i + 2].isdigit()
        for i in range(len(words))
    )  # fmt: skip


def _compared_with(reading: Reading) -> list[str] | None:
    """ "Is the Victory Score in 2v2 the same 8 points as in a duel?": the mode asked of,
    said first, and the one it is compared with after "as" (whose number the question says),
    which is not asked; None otherwise."""
    words = reading.tagged.words
    said = [(s.start, v) for s in reading.tagged.spans for v in s.values("mode")]
    if len(said) != 2 or said[0][1] == said[1][1] or said[0][1] not in MODE_NAMES:
        return None
    same = words.index("same") if "same" in words else -1
    if not 0 <= said[0][0] < same or "as" not in words[same : said[1][0]]:
        return None
    return [said[0][1]]


def read_victory_score_is(reading: Reading) -> Candidate | None:
    """ "Is the Victory Score in FFA3 8 points?", "Does a team need 11 points to win in
    2v2?": the mode's Victory Score asked of a number (yes/no)."""
    words = reading.tagged.words
    confirmed = reading.kind == "what" and _is_it_a_number(words)  # "what is it, is it 11?"
    if reading.kind not in ("is", "does") and not confirmed:
        return None
    if not _plain(reading) or reading.negated:
        return None
    if reading.context_negated or reading.places or reading.mode is None:
        return None
    if reading.mods - {"number", "same"} or set(reading.who) - {"me"}:
        return None
    need = reading.kind == "does" and set(reading.actions) == {"use", "win"}  # "need N to win"
    named = reading.kind != "does" and reading.mentions("victory_score") and not reading.actions
    if not (need or named):
        return None
    numbers = [
        int(w) for i, w in enumerate(words) if w.isdigit() and words[i + 1 : i + 2] != ["player"]
    ]
    modes = _modes(reading) if "same" not in reading.mods else _compared_with(reading)
    if len(numbers) != 1 or modes is None:
        return None
    used = {"obj:victory_score", "obj:point", "act:win", "act:use", "mod:number", *COMMON}
    used |= _mode_slots(reading)
    if "same" in reading.mods:  # the mode it is compared with, said after "as"
        used |= {f"mode:{m}" for m in MODE_NAMES} | {"mod:same"}

    def make(mode: str) -> Doc:
        return {
            "format": 2,
            "situation": _situation(mode),
            "question": {"victory_score_is": numbers[0]},
        }

    return _with_modes("victory_score_is", modes, make, used)


def _team_doc(subject: str) -> Doc:
    """The 2v2 team rules query on ``subject`` ("hand", "show_hand", "legend")."""
    return {"format": 2, "situation": {"mode": "2v2"}, "question": {"shared_by_team": subject}}


TEAM_MODE = "it is a 2v2 game, the mode of play with teammates"
# What two players may be asked to control at once: one battlefield, or one object on the
# board. (A legend or a battlefield chosen for the game is the same-legend reader's.)
CONTROLLED_OBJECTS = frozenset({"unit", "gear", "permanent"})


def _team_query(reader: str, subject: str, used: set[str], reading: Reading) -> Candidate:
    """The 2v2 team rules query on ``subject``; a question that names no mode is taken to
    be about 2v2 (the rules the query answers are that mode's), and the answer says so."""
    candidate = Candidate(reader, _team_doc(subject), used)
    if reading.mode is None:
        candidate.stated.append(TEAM_MODE)
    return candidate


def read_shared_by_team(reading: Reading) -> Candidate | None:
    """ "In 2v2, do my teammate and I share control of a battlefield?", "Do teammates share
    points?", "Do teammates share a hand?", "Is XP shared between allies?", and "can my ally
    and I share control of battlefields?" (the official FAQ's question: control is what is
    shared). ("Can my ally and I share a battlefield?" asks whether a move may take my unit
    to my ally's battlefield: the move readers read it.)"""
    if reading.kind not in ("does", "is", "can") or not _plain(reading) or reading.negated:
        return None
    if reading.kind == "can" and not shares_control(reading):
        return None
    if not reading.has("share") or set(reading.actions) - {"share", "control", "score"}:
        return None
    if "teammate" not in reading.who and reading.mode != "2v2":
        return None
    if reading.mode not in (None, "2v2"):  # "in 1v1, do my ally and I share ...?"
        raise Unplaceable(f"a teammate, in {reading.mode}: only 2v2 has teams")
    control, points = reading.has("control"), reading.mentions("point")
    hand, xp = reading.place("hand") is not None, reading.mentions("xp")
    if control + points + hand + xp != 1:
        return None
    subject = _controlled(reading) if control else "points" if points else "xp" if xp else "hand"
    if "between" in reading.mods and not _between_teammates(reading):
        return None
    used = {
        "mod:between",
        "place:hand",
        "act:share",
        "act:control",
        "obj:point",
        "obj:xp",
        "who:teammate",
        "mode:2v2",
        "place:battlefield",
        *(f"obj:{thing}" for thing in CONTROLLED_OBJECTS),
        *COMMON,
    }
    return _team_query("shared_by_team", subject, used, reading)


def _between_teammates(reading: Reading) -> bool:
    """ "shared between teammates", "between my ally and me": what "between" is said of is
    the teammates (not "between battlefields")."""
    spans = reading.tagged.spans
    return all(
        k + 1 < len(spans) and spans[k + 1].has("who") and not reading.places
        for k, span in enumerate(spans)
        if span.has("mod", "between")
    )


OTHER_PLAYER = {"me": "teammate", "teammate": "me"}
SINGLE = frozenset({"one", "single"})


def read_control_together(reading: Reading) -> Candidate | None:
    """ "In 2v2, can my ally and I (both) control the same battlefield?", "can teammates
    control one battlefield together?", "can I control a battlefield my ally controls?":
    whether two teammates may control one thing at once, which is whether they share
    control (no). "Control" is the verb, its subject the two teammates and its object one
    battlefield or object said to be the same one, controlled together, or controlled by
    the other. ("Share control" is read_shared_by_team's; "take control of" and a unit at
    the same battlefield are other questions: none reads the first, the move readers the
    second.)"""
    named = [c for c in reading.cards if c.type == "Battlefield" and not c.abilities]
    plain = _plain(reading, named[0] if len(named) == 1 else None)  # "battlefield 1": no text
    if reading.kind not in ("can", "is", "does") or not plain or reading.negated:
        return None
    if reading.context_negated or reading.actions != ["control"] or not _control_verb(reading):
        return None
    if reading.mode not in (None, "2v2") or set(reading.who) - {"me", "teammate"}:
        return None
    if reading.mods - {"same", "several", "at_once"} or reading.unit_owner is not None:
        return None
    # "If my ally controls a battlefield, do I control it (too)?": asked of the one they do
    together = reading.kind != "does" and _together(reading) and _one_thing(reading)
    if not (_controlled_by_other(reading) or together):
        return None
    used = {"act:control", "mod:same", "pmod:same", "mod:several", "mod:at_once"}
    used |= {"place:battlefield", "pmod:controlled", "owner:me", "owner:teammate"}
    used |= {f"obj:{thing}" for thing in CONTROLLED_OBJECTS}
    used |= {"who:teammate", "mode:2v2", *COMMON}
    used |= {f"card:{p.card.name}" for p in reading.places if p.card and not p.card.abilities}
    candidate = _team_query("shared_by_team", _controlled(reading), used, reading)
    # One teammate may control a battlefield the other controlled before (489.8.b's
    # example: a partner retreats and the player conquers it): not what is asked.
    candidate.stated.append(
        "control at the same time, not one teammate coming to control it after the other"
    )
    return candidate


def _controlled(reading: Reading) -> str:
    """What teammates are asked to control, as the team rules query names it: a battlefield
    ("battlefield_control"), a unit, gear or permanent ("permanent_control"), or control
    said of nothing or of both ("control")."""
    things = {o for o in reading.objects if o != "player"}
    places = {p.kind for p in reading.places}
    if places == {"battlefield"} and not things:
        return "battlefield_control"
    if not places and things and things <= CONTROLLED_OBJECTS:
        return "permanent_control"
    return "control"


def _control_verb(reading: Reading) -> bool:
    """The question's "control" (the first said: a later one may say whose a place is, "a
    battlefield my ally controls") is a verb: not the noun of "take control of", which asks
    how control changes hands, nor "own", which the lexicon reads alike but is who brought
    the card, not who controls it."""
    words = reading.tagged.words
    verb = next((s for s in reading.tagged.spans if s.has("act", "control")), None)
    if verb is None or not words[verb.start].startswith("control"):
        return False
    return words[verb.end : verb.end + 1] != ["of"]


def _together(reading: Reading) -> bool:
    """The subject is the two teammates: "my ally and I", "I ... as my ally", "teammates",
    "two players on the same team"."""
    if {"me", "teammate"} <= set(reading.who):
        return True
    words = reading.tagged.words
    team = [s for s in reading.tagged.spans if s.has("who", "teammate")]
    return any(set(words[s.start : s.end]) & (TEAMMATES | {"players"}) for s in team)


def _one_thing(reading: Reading) -> bool:
    """One battlefield, or one unit, gear or permanent, said to be one thing for both: "the
    same battlefield", "one battlefield at once", "a battlefield together". Not "a unit at
    once" ("can we both control a unit at once?" may be a unit each), not one "each", and
    never a unit at a place ("units at the same battlefield")."""
    things = [o for o in reading.objects if o != "player"]
    words = reading.tagged.words
    if "each" in words:
        return False
    if len(reading.places) == 1 and not things:
        place = reading.places[0]
        if place.kind != "battlefield" or place.card is not None or place.role is not None:
            return False
        if place.mods - {"same"}:
            return False
        start, plural = place.start, place.plural
    elif not reading.places and len(things) == 1 and things[0] in CONTROLLED_OBJECTS:
        span = next((s for s in reading.tagged.spans if s.has("obj", things[0])), None)
        if span is None:  # an object the statements name ("I have a unit there. Can it ...")
            return False
        start, plural = span.start, things[0] in reading.plural
    else:
        return False
    before = words[start - 1] if start > 0 else ""
    if before == "same":
        return True
    one = before in SINGLE and "at_once" in reading.mods
    # "together" says one thing for both even of several ("control battlefields together"):
    # each controlling some would not be together
    return (not plural and one) or "together" in words


def _controlled_by_other(reading: Reading) -> bool:
    """ "Can I control a battlefield my ally controls?", "can my ally control a battlefield
    I control?": one teammate asked of the battlefield the other controls."""
    if len(reading.places) != 1 or [o for o in reading.objects if o != "player"]:
        return False
    place = reading.places[0]
    if place.kind != "battlefield" or place.mods != {"controlled"} or place.role is not None:
        return False
    other = OTHER_PLAYER.get(place.owner or "")
    # "do I control it" after "my ally controls": "I" and "my" name one player
    return other is not None and set(reading.who) == {other} and not reading.mods


def read_hand_to_teammate(reading: Reading) -> Candidate | None:
    """ "Can I show my hand to my teammate in 2v2?" (yes: showing private information is
    allowed at any time). "In 2v2, can I reveal a card from my hand to my teammate whenever I
    like?" has two readings, each judged: "reveal" as the game action (no: done only when an
    effect instructs it, and to all players) and as letting the teammate see it (yes: that is
    showing). Revealing asked without "at will" depends on an effect instructing it and is
    left unread."""
    if reading.kind != "can" or not _plain(reading) or reading.negated:
        return None
    if reading.context_negated or reading.place("hand") is None or len(reading.places) != 1:
        return None
    if set(reading.who) - {"me", "teammate"} or "teammate" not in reading.who:
        return None
    if reading.unit_owner is not None or reading.mode not in (None, "2v2"):
        return None
    if reading.actions == ["show"]:
        subject = "show_hand"
    elif reading.actions == ["reveal"] and "at_will" in reading.mods:
        subject = "reveal_hand"
    else:
        return None
    if not _from_own_hand(reading):
        return None
    used = {"act:show", "act:reveal", "mod:at_will", "place:hand", "obj:card", "mode:2v2"}
    used |= {"who:teammate", *COMMON}
    candidate = _team_query("shared_by_team", subject, used, reading)
    if subject == "reveal_hand":
        # A player who says "reveal" to a teammate may mean the game action or only
        # letting the teammate see the card, which the rules call showing.
        candidate.defaults.append("'reveal' is the game action Reveal, made to all players")
        shown = _team_doc("show_hand")
        candidate.alternatives.append(("'reveal' means letting your teammate see it", shown))
    return candidate


def _from_own_hand(reading: Reading) -> bool:
    """ "my hand" (the place read as the asker's: not "my teammate's hand"), shown or
    revealed "to my teammate" (each time the teammate is said: not "to my opponent")."""
    hand = reading.place("hand")
    if hand is None or hand.owner != "me":
        return False
    words = reading.tagged.words
    teammate = [k for k, word in enumerate(words) if word == "teammate"]
    return bool(teammate) and all(words[k - 2 : k] == ["to", "my"] for k in teammate)


def read_same_legend(reading: Reading) -> Candidate | None:
    """ "Can my teammate and I both play the same Champion Legend in 2v2?", "In 2v2, are my
    ally and I allowed to use the same legend?", "... bring the same battlefields?": may
    teammates use the same Champion Legend, or the same battlefields (no and no). Only a
    battlefield named as a thing chosen ("the same battlefields"), not one a unit goes to or
    stands at."""
    if reading.kind not in ("can", "is") or not _plain(reading) or reading.negated:
        return None
    if reading.context_negated or "same" not in reading.mods or reading.mods - {"same", "several"}:
        return None
    subject = _chosen_alike(reading)
    if subject is None:
        return None
    if set(reading.actions) - {"play", "use", "choose"} or set(reading.objects) - {
        "champion_legend",
        "player",
    }:
        return None
    if "teammate" not in reading.who or set(reading.who) - {"me", "teammate"}:
        return None
    words = set(reading.tagged.words)
    if "me" not in reading.who and not words & TEAMMATES:
        return None  # "can my ally use the same battlefields?": the same as whom is not said
    if words & NOT_CHOOSING or (subject == "battlefields" and reading.actions not in (["use"], [])):
        return None
    if reading.mode not in (None, "2v2"):
        return None
    used = {"obj:champion_legend", "place:battlefield", "pmod:same", "mod:same", "mod:several"}
    used |= {"act:play", "act:use", "act:choose", "who:teammate", "mode:2v2", *COMMON}
    return _team_query("same_legend", subject, used, reading)


# Teammates said together ("Do teammates ..."), where the asker is not one of them.
TEAMMATES = frozenset({"teammates", "allies", "partners"})
# Words by which "the same legend/battlefields" is not the team's choice for a game: a target
# chosen in play ("target"), the same choice game after game ("every game"), or a duty
# ("required to").
NOT_CHOOSING = frozenset(
    {"target", "targets", "targeting", "targeted", "every", "each", "always", "again", "reuse"}
    | {"required", "require", "requires", "need", "needs", "must"}
)


def _chosen_alike(reading: Reading) -> str | None:
    """What teammates are asked to choose alike: "legend" (a Champion Legend and no place),
    "battlefields" (one battlefield, said "the same", that no unit goes to or stands at and
    no one owns), else None."""
    legend = reading.mentions("champion_legend")
    if legend and not reading.places:
        return "legend"
    if legend or len(reading.places) != 1 or "unit" in reading.objects:
        return None
    place = reading.places[0]
    if place.kind != "battlefield" or place.role is not None or place.owner is not None:
        return None
    return "battlefields" if "same" in place.mods and place.card is None else None


# --- winning and conceding: rules queries -----------------------------------------------------


def _query(reader: str, kind: str, subject: str, used: set[str], mode: str = "1v1") -> Candidate:
    situation = {"mode": mode} if mode != "1v1" else {}
    doc = {"format": 2, "situation": situation, "question": {kind: subject}}
    return Candidate(reader, doc, used)


def _game_ends_on_win(reading: Reading) -> bool:
    """Whether the question asks if the game ends as a player wins: "does the game end"
    (the end of the game, not a time of the turn), its one action that player's win."""
    asked = reading.tagged.words[: reading.main_end]
    timing = reading.timing - {"end"}
    if reading.kind != "does" or reading.negated or reading.context_negated or timing:
        return False
    if reading.actions != ["win"] or reading.places or reading.cards or reading.said_not:
        return False
    return "end" in reading.timing and asked[1:4] == ["the", "game", "end"]


def read_points_rules(reading: Reading) -> Candidate | None:
    """ "Can a player have negative points?", "Do I win if I am the last player left?",
    "When a player wins, does the game end (right away)?"."""
    if _game_ends_on_win(reading):
        used = {"act:win", "time:end", "mod:immediately", "obj:game", *COMMON}
        return _query("points_rules", "winning", "game_ends", used | _mode_slots(reading))
    if reading.kind not in YES_NO or not _plain(reading) or reading.negated or reading.places:
        return None
    slots = reading.slots()
    points = reading.mentions("point") or {"point", "points"} & set(reading.tagged.words)
    if "mod:below_zero" in slots and points:
        if set(reading.actions) - {"lose", "score"}:
            return None
        used = {"mod:below_zero", "obj:point", "act:lose", "act:score", *COMMON}
        used |= {"obj:effect", "obj:card", "obj:spell", "obj:ability"}  # what makes them lose
        used |= {"who:opponent", "who:their"}  # whose points: the rule is every player's
        return _query("points_rules", "winning", "below_zero", used | _mode_slots(reading))
    if "mod:remaining" in slots and set(reading.actions) - {"keep"} == {"win"}:
        used = {"mod:remaining", "act:win", "act:keep", *COMMON, *_mode_slots(reading)}
        return _query("points_rules", "winning", "last_player_remaining", used)
    return None


# Words that say how many points change hands: "gain 2 points", "lose a point".
CHANGES = {"gain": "gain_points", "gains": "gain_points", "lose": "lose_points"}
CHANGES |= {"loses": "lose_points"}
ONE = frozenset({"a", "one", "1"})
CLEANUP_WORDS = {"follow", "carry_out"}  # "the cleanup that follows"
POINT_WORDS = frozenset({"point", "points"})
# What the question asks of the change: a win in the cleanup after it, or the change itself.
ASKED = {"win": "wins", "lose": "points lost", "gain": "point", "score": "point"}


def _changed(words: list[str], start: int) -> tuple[str, int, int] | None:
    """The one gain or loss of points said from ``start`` on ("gain 1 point", "lose a
    point"): the action, its amount and where its verb is; None when there is none, or
    more than one."""
    found = [
        (CHANGES[word], 1 if words[i + 1] in ONE else int(words[i + 1]), i)
        for i, word in enumerate(words[:-2])
        if i >= start
        and word in CHANGES
        and (words[i + 1] in ONE or words[i + 1].isdigit())
        and words[i + 2] in POINT_WORDS
    ]
    return found[0] if len(found) == 1 and found[0][1] > 0 else None


# The words that name a player in these questions: the one asking, or their opponent.
PLAYER_WORDS = {"i": "you", "me": "you", "opponent": "opponent", "they": "opponent"}
PLAYER_WORDS |= {"them": "opponent"}


def _named(words: list[str]) -> set[str]:
    """The players the words name."""
    return {PLAYER_WORDS[w] for w in words if w in PLAYER_WORDS}


def _holder(words: list[str]) -> str | None:
    """Whose points the question gives: the subject of "I have 3 points", "my opponent has
    3 points"."""
    having = [i for i, w in enumerate(words[1:-1], 1) if w.isdigit() and words[i - 1] in HAVING]
    if len(having) != 1 or having[0] < 2:
        return None
    return {"i": "you", "opponent": "opponent"}.get(words[having[0] - 2])


def read_points_changed(reading: Reading) -> Candidate | None:
    """ "If I have 0 points and a spell makes me lose a point, do I lose a point?", "I have
    7 points and an effect makes me gain 1 point: do I win?", "My opponent has 3 points and
    an effect makes them lose 2 points: do they lose points?" (a cleanup follows a win's)."""
    if reading.kind not in ("does", "do", "can", "will") or not _plain(reading):
        return None
    if reading.negated or reading.context_negated or reading.places:
        return None
    # "in the cleanup that follows", "in the next cleanup": the cleanup a win is judged in
    cleanup = reading.mentions("cleanup")
    # "the cleanup after (it)": after the gain or loss, the one event said
    after = cleanup and reading.said_of("after", ("act", "gain"), ("act", "lose"), closing=True)
    if reading.mods - ({"next"} if cleanup else set()) - ({"after"} if after else set()):
        return None
    if (
        set(reading.actions)
        - {"gain", "lose", "score", "win"}
        - (CLEANUP_WORDS if cleanup else set())
    ):
        return None
    words = list(reading.tagged.words)
    split = reading.main_end < len(words)  # "do I win if ...": the condition said apart
    change = _changed(words, reading.main_end if split else 0)
    if change is None:
        return None
    action, amount, verb = change
    main = range(reading.main_end) if split else [i for i in range(len(words)) if i != verb]
    asked = [ASKED[words[i]] for i in main if words[i] in ASKED]
    if len(asked) != 1 or (cleanup and asked[0] != "wins"):
        return None
    try:
        points = _points_said(_without_change(reading))
    except PointsUnclear:
        return None
    player = _holder(words)
    modes = _modes(reading)
    if points is None or player is None or modes is None:
        return None
    # One player throughout: the one whose points are given gains or loses them and is
    # asked about ("I have 3 points and my spell makes my opponent lose 1" is not read).
    loser = _named(words[verb - 1 : verb])
    asker = _named([words[i] for i in main if words[i] not in ASKED])
    if loser != {player} or asker != {player}:
        return None
    used = {"act:gain", "act:lose", "act:score", "act:win", "obj:point", "obj:spell"}
    used |= {"obj:effect", "obj:ability", "who:me", "who:opponent", *COMMON}
    used |= {"obj:cleanup", "mod:next", "act:follow", "act:carry_out"} if cleanup else set()
    used |= {"mod:after"} if after else set()

    def make(mode: str) -> Doc:
        actions: list[Doc] = [{action: {"amount": amount, "by": player}}]
        if asked[0] == "wins":
            actions.append({"cleanup": {}})
        return {
            "format": 2,
            "situation": _situation(mode, points={player: points}),
            "actions": actions,
            "question": {"outcomes": {"event": asked[0], "subject": player}},
        }

    stated = ["no other player has points"]
    return _with_modes("points_changed", modes, make, used | _mode_slots(reading), stated)


def _without_change(reading: Reading) -> Reading:
    """The reading with the words of the gain or loss blanked, so the one number left is
    the points a player has."""
    words = list(reading.tagged.words)
    for i, word in enumerate(words[:-2]):
        if word in CHANGES and words[i + 2] in POINT_WORDS:
            words[i + 1] = "_"
    return replace(reading, tagged=replace(reading.tagged, words=words))


def read_concede(reading: Reading) -> Candidate | None:
    """ "Can I concede at any time?", "In 2v2, if my teammate concedes, do I lose too?", "If
    my opponent concedes in 1v1, do I win?", "In FFA, if I concede, are my units
    banished?"."""
    # "during my opponent's turn", "in a showdown": a time of play, which "any time" covers
    times = reading.timing & PLAY_TIMES
    # "does the game end?": the end of the game, not a time
    game_ends = "end" in reading.timing and "game" in reading.tagged.words[: reading.main_end]
    ended = {"end"} if game_ends else set()
    plain = _plain(replace(reading, timing=reading.timing - times - ended))
    if reading.kind not in YES_NO or not plain or reading.negated:
        return None
    if not reading.has("concede") or reading.places:
        return None
    slots = reading.slots()
    rest = set(reading.actions) - {"concede"}
    modes = _modes(reading)
    if modes is None:
        return None
    mode_slots = _mode_slots(reading)
    rest -= {"keep"}  # "the only other player remaining"
    # "whenever I want" (at will): any time, which conceding may be done at
    at_a_time = bool({"mod:any_time", "mod:at_will"} & slots) or bool(times)
    if not rest and at_a_time and reading.kind in ("can", "is") and not reading.context_negated:
        if set(reading.who) - {"me", "opponent", "teammate", "other_player"}:
            return None
        used = {"act:concede", "mod:any_time", "mod:at_will", *COMMON, *mode_slots}
        used |= {f"time:{t}" for t in times} | {"who:opponent", "who:teammate", "who:their"}
        used |= {"who:other_player", "obj:showdown", "obj:combat", "obj:chain"}
        candidate = _query("concede", "conceding", "any_time", used, modes[0])
        # the time said, which the answer takes as it is (the rule holds at any time)
        candidate.stated += [f"the concession is made {WHEN_SAID[t]}" for t in sorted(times)]
        return candidate
    if times:
        return None
    if game_ends:
        return _game_ends(reading, rest, modes, mode_slots)
    if rest == {"play"} and reading.has("keep"):  # "does their teammate keep playing?"
        return _keeps_playing(reading, modes, mode_slots)
    who = set(reading.who) - {"me"}
    if rest == {"lose"} and who == {"teammate"} and reading.mode in (None, "2v2"):
        used = {"act:concede", "act:lose", "who:teammate", *COMMON, *mode_slots}
        return _query("concede", "conceding", "teammate_loses", used, "2v2")
    who -= {"other_player"} if "mod:remaining" in slots else set()
    if rest == {"win"} and who == {"opponent"} and modes == ["1v1"]:
        used = {"act:concede", "act:win", "act:keep", "who:opponent", "who:other_player"}
        used |= {"mod:remaining", *COMMON, *mode_slots}
        return _query("concede", "conceding", "last_opponent_wins", used)
    if rest in ({"win"}, {"lose"}):
        return _conceded(reading, "wins" if rest == {"win"} else "loses", modes, mode_slots)
    if rest == {"banish"} and reading.mode in ("ffa", "ffa3", "ffa4", "2v2"):
        things = {"obj:unit", "obj:gear", "obj:card", "obj:permanent", "obj:rune"}
        if not set(reading.objects) & {o.partition(":")[2] for o in things}:
            return None
        used = {"act:concede", "act:banish", *things, *COMMON, *mode_slots}
        return _with_modes(
            "concede",
            modes,
            lambda mode: {
                "format": 2,
                "situation": {"mode": mode},
                "question": {"conceding": "cards_banished"},
            },
            used,
        )
    return None


# The times of play a concession may be asked at ("during my opponent's turn", "in the middle
# of a combat"): a player may concede at any of them, as at any time.
PLAY_TIMES = frozenset(
    {"showdown", "combat", "chain", "chain_empty", "opponent_turn", "my_turn", "main_phase"}
    | {"teammate_turn", "not_my_turn", "reaction_speed", "start_of_turn", "beginning_phase"}
    | {"end_of_turn"}
)
# Each time as the answer says it was taken ("the concession is made on an opponent's turn").
WHEN_SAID = {
    "showdown": "during a showdown",
    "combat": "during combat",
    "chain": "while a spell is on the chain",
    "chain_empty": "while nothing is on the chain",
    "opponent_turn": "on an opponent's turn",
    "my_turn": "on your turn",
    "main_phase": "in a main phase",
    "teammate_turn": "on your teammate's turn",
    "not_my_turn": "on another player's turn",
    "reaction_speed": "at reaction speed",
    "start_of_turn": "at the start of your turn",
    "beginning_phase": "in your beginning phase",
    "end_of_turn": "at the end of a turn",
}


# --- winning and conceding: a concession played out ------------------------------------------

# The player of the situation who concedes, by the word before "concede" ("a player": one
# of your opponents).
CONCEDERS = {"me": "you", "opponent": "opponent", "teammate": "ally", "player": "opponent"}


def _player_before(reading: Reading, action: str) -> tuple[str, int] | None:
    """The player word right before the verb ``action`` ("my opponent concedes": opponent;
    "do I win": me; "a player concedes": player), with its span's index; None when the verb
    or a player word before it is missing, or a number follows the name ("opponent 2")."""
    spans = reading.tagged.spans
    at = next((i for i, span in enumerate(spans) if span.has("act", action)), None)
    if at is None or at == 0:
        return None
    before = spans[at - 1]
    if before.has("mod", "several"):
        return None
    for value in ("me", "teammate", "opponent"):
        if before.has("who", value):
            mine = at > 1 and spans[at - 2].has("who", "their")
            return ("their_teammate" if mine and value == "teammate" else value), at
    if before.has("obj", "player") or before.has("who", "anyone"):
        return "player", at
    return None


def _conceded(
    reading: Reading, event: str, modes: list[str], mode_slots: set[str]
) -> Candidate | None:
    """ "In FFA3, if my opponent concedes, do I win?", "In 2v2, if my ally concedes, do I
    lose?", "If I concede in 1v1, does my opponent win?": the concession played out and
    the question asked of what it caused, in each mode the question may mean."""
    conceding = _player_before(reading, "concede")
    asked = _player_before(reading, "win" if event == "wins" else "lose")
    if conceding is None or asked is None:
        return None
    who, _ = conceding
    if who == "teammate" and modes != ["2v2"]:
        return None
    player = CONCEDERS.get(who)
    if player is None:
        return None
    said, _ = asked
    mates = {"you": "ally", "ally": "you", "opponent": "opponent 2"}
    subject = {
        "me": "you",
        "opponent": "opponent" if player != "opponent" else "",
        "teammate": "ally",
        "their_teammate": mates[player],
    }.get(said, "")
    if not subject or subject == player:
        return None
    if said in ("teammate", "their_teammate") and modes != ["2v2"]:
        return None
    used = {"act:concede", f"act:{event.removesuffix('s')}", "obj:player", *COMMON, *mode_slots}
    used |= {f"who:{w}" for w in ("me", "opponent", "teammate", "their")}

    def make(mode: str) -> Doc:
        outcome = {"event": event, "subject": subject}
        situation = {"mode": mode} if mode != "1v1" else {}
        return {
            "format": 2,
            "situation": situation,
            "actions": [{"concede": {"player": player}}],
            "question": {"outcomes": outcome},
        }

    return _with_modes("concede", modes, make, used)


def _game_ends(
    reading: Reading, rest: set[str], modes: list[str], mode_slots: set[str]
) -> Candidate | None:
    """ "In FFA3, one player concedes: does the game end?": the concession played out, and
    whether anyone wins by it (the game ends when a player wins; while more than one player
    remains it continues, with the Removal of the one who conceded)."""
    conceding = _player_before(reading, "concede")
    if rest or conceding is None or reading.kind != "does" or reading.context_negated:
        return None
    player = CONCEDERS.get(conceding[0])
    if player is None or (player == "ally" and modes != ["2v2"]):
        return None
    used = {"act:concede", "time:end", "obj:player", *COMMON, *mode_slots}
    used |= {f"who:{w}" for w in ("me", "opponent", "teammate", "their")}

    def make(mode: str) -> Doc:
        return {
            "format": 2,
            "situation": {"mode": mode} if mode != "1v1" else {},
            "actions": [{"concede": {"player": player}}],
            "question": {"outcomes": {"event": "wins"}},
        }

    stated = ["the game ends when a player wins it"]
    return _with_modes("concede", modes, make, used, stated)


def _keeps_playing(reading: Reading, modes: list[str], mode_slots: set[str]) -> Candidate | None:
    """ "If a player concedes in 2v2, does their teammate keep playing?": whether the
    conceding player's teammate loses and is removed with them, turned round."""
    conceding = _player_before(reading, "concede")
    asked = _player_before(reading, "keep")
    if conceding is None or asked is None or modes != ["2v2"] or reading.context_negated:
        return None
    player = CONCEDERS.get(conceding[0])
    mates = {"you": "ally", "ally": "you", "opponent": "opponent 2"}
    subject = {"me": "you", "teammate": "ally", "their_teammate": mates.get(player or "")}
    said = subject.get(asked[0])
    if player is None or said is None or said == player:
        return None
    if asked[0] == "teammate" and player != "you":
        return None  # "my teammate" asked of another player's concession: not read
    used = {"act:concede", "act:keep", "act:play", "obj:player", *COMMON, *mode_slots}
    used |= {f"who:{w}" for w in ("me", "opponent", "teammate", "their")}
    doc: Doc = {
        "format": 2,
        "situation": {"mode": "2v2"},
        "actions": [{"concede": {"player": player}}],
        "question": {"outcomes": {"event": "loses", "subject": said}},
    }
    candidate = Candidate("concede", doc, used, invert=True)
    candidate.stated = ["a player who keeps playing has not lost and been removed"]
    return candidate


WINNERS = {"me": "you", "teammate": "ally"}


def read_team_wins(reading: Reading) -> Candidate | None:
    """ "If I win in 2v2, does my teammate win too?", "If my ally wins, do I win as well?":
    the first player at the 2v2 Victory Score in a cleanup, and whether the other wins."""
    if reading.kind != "does" or set(reading.actions) != {"win"} or not _plain(reading):
        return None
    if reading.negated or reading.context_negated or reading.places or reading.mods:
        return None
    modes = _modes(reading) or (["2v2"] if "teammate" in reading.who else None)
    if modes != ["2v2"] or any(w.isdigit() for w in reading.tagged.words):
        return None
    spans = reading.tagged.spans
    wins = [k for k, span in enumerate(spans) if span.has("act", "win")]
    players = [next((v for v in WINNERS if k and spans[k - 1].has("who", v)), None) for k in wins]
    # the question clause is read first: its player asked, the condition's the winner
    if len(players) != 2 or None in players or players[0] == players[1]:
        return None
    asked, winner = (WINNERS[str(p)] for p in players)
    used = {"act:win", "who:teammate", *COMMON, *_mode_slots(reading)}
    doc: Doc = {
        "format": 2,
        "situation": _situation("2v2", points={winner: 11, "opponent": 0}),
        "actions": [{"cleanup": {}}],
        "question": {"outcomes": {"event": "wins", "subject": asked}},
    }
    candidate = Candidate("team_wins", doc, used)
    candidate.stated = [
        f"{'you win' if winner == 'you' else 'your ally wins'} by points in a cleanup"
    ]
    return candidate


TEAM_WORDS = frozenset({"team"})


HAVE_IT = frozenset({"have", "get", "got", "receive"})
HAVE_IT_WORDS = HAVE_IT | {"that", "the", "this", "those", "point", "points", "it", "them"}
HAVE_IT_WORDS |= {"too", "also", "as", "well"}


def _have_it_too(reading: Reading) -> bool:
    """ "Do I have that point too?", "Do I get it as well?": the question asks whether the
    asker has the point the statement's player gained (its verb not score or gain)."""
    words = reading.tagged.words[: reading.main_end]
    spans = reading.tagged.spans
    if words[:2] not in (["do", "i"], ["do", "we"]) or not spans[1].has("who", "me"):
        return False
    rest = set(words[2:])
    return (
        bool(rest & HAVE_IT)
        and rest <= HAVE_IT_WORDS
        and bool(rest & {"it", "point", "points", "them"})
    )


def read_team_point_gained(reading: Reading) -> Candidate | None:
    """ "In 2v2, if my ally gains a point, does my team gain it too?", "My teammate gained a
    point. Does my own point total go up?": an ability has one player of a team gain a point
    (v1.4's `gain_points`), and whether the other one (or "my team") has it too."""
    if reading.kind != "does" or not _plain(reading) or reading.places or reading.mods:
        return None
    if reading.negated or reading.context_negated or "score" not in reading.actions:
        return None
    if set(reading.actions) - {"score", "gain"} or set(reading.objects) - {"point", "player"}:
        return None
    modes = _modes(reading) or (["2v2"] if "teammate" in reading.who else None)
    if modes != ["2v2"] or any(w.isdigit() for w in reading.tagged.words):
        return None
    spans, words = reading.tagged.spans, reading.tagged.words
    gains = [k for k, s in enumerate(spans) if any(s.has("act", a) for a in ("score", "gain"))]
    # the player right before each ("my teammate (just) gained")
    said = [spans[k - 1] for k in gains if k and spans[k].start - spans[k - 1].end <= 1]
    have = len(gains) == 1 and len(said) == 1 and _have_it_too(reading)  # "Do I have it too?"
    if have:
        said = [spans[1], *said]
    elif len(gains) != 2 or len(said) != 2:
        return None
    players = [next((v for v in WINNERS if s.has("who", v)), None) for s in said]
    # the question clause is read first: the player asked of, then the one who gains
    if None in players or (spans[gains[0]].start >= reading.main_end and not have):
        return None
    gainer = WINNERS[str(players[1])]
    asked = WINNERS[str(players[0])]
    if words[said[0].end - 1] in TEAM_WORDS:  # "does my team gain it": the team's other player
        asked = "you" if gainer == "ally" else "ally"
    if asked == gainer or words[said[1].end - 1] in TEAM_WORDS:
        return None
    used = {"act:score", "act:gain", "obj:point", "who:teammate", *COMMON, *_mode_slots(reading)}
    doc: Doc = {
        "format": 2,
        "situation": _situation("2v2"),
        "actions": [{"gain_points": {"amount": 1, "by": gainer}}],
        "question": {"outcomes": {"event": "point", "subject": asked}},
    }
    candidate = Candidate("team_point_gained", doc, used)
    who = "you gain" if gainer == "you" else "your ally gain"
    candidate.stated = [f"a spell or ability has {who} a point"]
    return candidate


READERS = (
    read_conquer,
    read_conquer_by,
    read_hold,
    read_points_win,
    read_points_standing,
    read_point_source,
    read_burn_out_choice,
    read_score_abilities,
    read_team_wins,
    read_team_point_gained,
    read_team_points,
    read_victory_score,
    read_victory_score_is,
    read_shared_by_team,
    read_control_together,
    read_hand_to_teammate,
    read_same_legend,
    read_points_rules,
    read_points_changed,
    read_concede,
)
