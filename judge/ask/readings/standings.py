"""Who wins on the points said: "We each have 8 points. Who wins?", "In FFA3, I have 8 points
and each opponent has 8. Do I win?", "Two players have 9 points each in FFA3. Does anyone
win?".

Every word of the question must fit a small grammar of standings (who has how many points,
in which mode) and a question of winning: what does not fit leaves the question to the
other readers, so no word is ever skipped. The board is the players' points and a cleanup,
where the engine decides the win (the Victory Score, a tie, a team's shared points). In a
free-for-all, players whose points are not said are judged both ways: with none, and with
more than anyone said, as either can change who wins.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.situation import Doc
from judge.engine.situation import DEFAULT_PLAYERS

VICTORY = {"1v1": 8, "2v2": 11, "ffa3": 8, "ffa4": 8}
FFA = frozenset({"ffa3", "ffa4"})
NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip
MAX_POINTS = 30

# The question, said first: whose win it asks about (None: anyone's, the engine naming who).
HEADS: dict[tuple[str, ...], str | None] = {
    ("do", "i", "win"): "you",
    ("do", "we", "win"): "we",
    ("does", "my", "opponent", "win"): "opponent",
    ("does", "the", "opponent", "win"): "opponent",
    ("does", "the", "opposing", "team", "win"): "their team",
    ("does", "the", "other", "team", "win"): "their team",
    ("does", "their", "team", "win"): "their team",
    ("who", "wins"): None,
    ("who", "is", "the", "winner"): None,
    ("does", "anyone", "win"): None,
    ("does", "anybody", "win"): None,
    ("does", "someone", "win"): None,
    ("does", "somebody", "win"): None,
    ("does", "either", "player", "win"): None,
    ("does", "either", "of", "us", "win"): "either of us",
    ("does", "either", "team", "win"): "either team",
    ("is", "there", "a", "winner"): None,
}
ASKED_KIND = {"do": "does", "does": "does", "who": "who", "is": "is"}

# Who a phrase of the statements says has the points it gives.
ONE, OTHER, OTHERS, BOTH, COUNT, REST, CAP, WE, TEAM, THEIRS = (
    "one", "other", "others", "both", "count", "rest", "cap", "we", "team", "theirs",
)  # fmt: skip
SUBJECTS: dict[tuple[str, ...], str] = {
    ("i",): ONE,
    ("we",): WE,
    ("my", "team"): TEAM,
    ("our", "team"): TEAM,
    ("the", "other", "team"): THEIRS,
    ("the", "opposing", "team"): THEIRS,
    ("their", "team"): THEIRS,
    ("theirs",): THEIRS,
    ("the", "opponents"): THEIRS,
    ("our", "opponents"): THEIRS,
    ("my", "opponent"): OTHER,
    ("the", "opponent"): OTHER,
    ("an", "opponent"): OTHER,
    ("one", "opponent"): OTHER,
    ("another", "opponent"): OTHER,
    ("another", "player"): OTHER,
    ("one", "player"): OTHER,
    ("they",): OTHER,
    ("each", "opponent"): OTHERS,
    ("every", "opponent"): OTHERS,
    ("each", "of", "my", "opponents"): OTHERS,
    ("both", "my", "opponents"): OTHERS,
    ("both", "of", "my", "opponents"): OTHERS,
    ("both", "opponents"): OTHERS,
    ("all", "my", "opponents"): OTHERS,
    ("all", "of", "my", "opponents"): OTHERS,
    ("all", "opponents"): OTHERS,
    ("my", "opponents"): OTHERS,
    ("the", "other", "players"): OTHERS,
    ("all", "the", "other", "players"): OTHERS,
    ("all", "other", "players"): OTHERS,
    ("the", "others"): OTHERS,
    ("the", "rest"): OTHERS,
    ("everyone", "else"): OTHERS,
    ("everybody", "else"): OTHERS,
    ("my", "opponent", "and", "i"): BOTH,
    ("i", "and", "my", "opponent"): BOTH,
    ("both", "of", "us"): BOTH,
    ("each", "of", "us"): BOTH,
    ("we", "both"): BOTH,
    ("we", "each"): BOTH,
    ("both", "players"): COUNT,
    ("all", "players"): COUNT,
    ("all", "the", "players"): COUNT,
    ("everyone",): COUNT,
    ("everybody",): COUNT,
    ("every", "player"): COUNT,
    ("each", "player"): COUNT,
    ("one",): REST,
    ("the", "other"): REST,
    ("the", "other", "one"): REST,
    ("the", "other", "player"): REST,
    ("the", "third"): REST,
    ("the", "third", "player"): REST,
    ("the", "fourth"): REST,
    ("the", "fourth", "player"): REST,
    ("the", "last"): REST,
    ("the", "last", "one"): REST,
    ("the", "last", "player"): REST,
    ("the", "remaining", "player"): REST,
    ("nobody", "else"): CAP,
    ("no", "one", "else"): CAP,
    ("no", "other", "player"): CAP,
    ("no", "opponent"): CAP,
    ("none", "of", "my", "opponents"): CAP,
}
LONGEST = max(len(words) for words in SUBJECTS)
SEPARATORS = frozenset({"if", "and", "while", "when", "but"})
BEFORE_VERB = frozenset({"each", "both", "all", "also", "too", "now", "currently", "still"})
VERBS = frozenset({"have", "has", "had", "am", "is", "are", "reach", "reaches", "reached"})
AT = frozenset({"at", "on", "with"})
AFTER_POINTS = frozenset({"each", "too", "also", "apiece"})
POINT_WORDS = frozenset({"points", "point"})
ARTICLES = frozenset({"a", "an", "the"})
MODE_WORDS = {"1v1": "1v1", "duel": "1v1", "2v2": "2v2", "ffa3": "ffa3", "ffa4": "ffa4"}
GAME_WORDS = frozenset({"game", "match"})


class Unread(Exception):
    """A word the grammar of standings does not place: the question is not this reader's."""


@dataclass
class Said:
    """One statement: who (a phrase's kind, with the count or the opponent number it says)
    has how many points (None: as many as the statement before)."""

    who: str
    points: int | None
    count: int | None = None
    number: int | None = None
    said_we: bool = False
    """ "we both", "each of us": in 2v2 it may be the asker's team."""
    said_they: bool = False
    """ "they": in a free-for-all, which opponent is not said."""
    bare: bool = False
    """ "my opponent's on 8": no verb, so "opponents" may be one opponent's."""


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


class _Scan:
    """The statements and the mode said after the question, word by word."""

    def __init__(self, words: list[str]) -> None:
        self.words, self.at = words, 0
        self.said: list[Said] = []
        self.modes: set[str] = set()

    def peek(self, n: int = 0) -> str:
        return self.words[self.at + n] if self.at + n < len(self.words) else ""

    def take(self, options: frozenset[str] | set[str]) -> str | None:
        word = self.peek()
        if word and word in options:
            self.at += 1
            return word
        return None

    def run(self) -> None:
        while self.at < len(self.words):
            if self.take(SEPARATORS) or self.mode():
                continue
            self.statement()

    def mode(self) -> bool:
        if self.peek() != "in":
            return False
        k = 1 + (self.peek(1) in ARTICLES)
        mode = MODE_WORDS.get(self.peek(k))
        if mode is None:
            raise Unread
        self.at += k + 1
        self.take(GAME_WORDS)
        self.modes.add(mode)
        return True

    def subject(self) -> Said:
        word = self.peek()
        if word == "opponent" and _number(self.peek(1)) is not None:  # "opponent 2"
            self.at += 2
            return Said("named", None, number=_number(self.words[self.at - 1]))
        count = _number(word)
        if count is not None and self.peek(1) == "players":  # "two players"
            self.at += 2
            return Said(COUNT, None, count=count)
        if word == "all" and _number(self.peek(1)) and self.peek(2) == "players":
            self.at += 3
            return Said(COUNT, None, count=_number(self.words[self.at - 2]))
        if word in ("my", "the") and self.peek(2) in ("opponents", "players"):
            count = _number(self.peek(1))  # "my two opponents", "the other three players"
            if count is not None and self.peek(1) not in ("one",):
                self.at += 3
                return Said(OTHERS, None, count=count)
        if word == "the" and self.peek(1) == "other" and self.peek(3) == "players":
            count = _number(self.peek(2))
            if count is not None:
                self.at += 4
                return Said(OTHERS, None, count=count)
        for size in range(LONGEST, 0, -1):
            phrase = tuple(self.words[self.at : self.at + size])
            if len(phrase) == size and phrase in SUBJECTS:
                self.at += size
                count = 2 if phrase == ("both", "players") else None
                we = bool({"we", "us"} & set(phrase))
                return Said(
                    SUBJECTS[phrase], None, count, said_we=we, said_they=phrase == ("they",)
                )
        raise Unread

    def statement(self) -> None:
        if self.take(frozenset({"so"})):  # "and so does my opponent"
            if not self.take(frozenset({"does", "do", "has", "have", "is", "am", "are"})):
                raise Unread
            said = self.subject()
            self.said.append(said)
            return
        said = self.subject()
        while self.take(BEFORE_VERB):
            pass
        self.said.append(said)
        if self.take(frozenset({"does", "do"})) or not self.peek():  # "my opponent does too"
            self._as_well()
            return
        if self.peek() in ("too", "as"):
            self._as_well()
            return
        if not self.take(VERBS):
            if self.peek() not in AT:
                raise Unread
            said.bare = True
        self.take(AT)
        more_than = self.take(frozenset({"more"})) and self.take(frozenset({"than"}))
        if (said.who == CAP) != bool(more_than):  # "nobody else has more than 5"
            raise Unread
        if self.peek() == "the" and self.peek(1) == "same":  # "has the same"
            self.at += 2
            self.take(frozenset({"amount", "number"}))
            self.take(POINT_WORDS)
            return
        points = _number(self.peek())
        if points is None or points > MAX_POINTS:
            raise Unread
        self.at += 1
        said.points = points
        self.take(POINT_WORDS)
        while self.take(AFTER_POINTS) or self._as_well_words():
            pass

    def _as_well(self) -> None:
        while self.take(AFTER_POINTS) or self._as_well_words():
            pass

    def _as_well_words(self) -> bool:
        if self.peek() == "as" and self.peek(1) == "well":
            self.at += 2
            return True
        return False


def _asked(words: list[str]) -> tuple[int, str | None] | None:
    for head, subject in HEADS.items():
        if tuple(words[: len(head)]) == head:
            end = len(head)
            if words[end : end + 2] == ["the", "game"]:
                end += 2
            return end, subject
    if words[:2] == ["does", "opponent"] and words[3:4] == ["win"]:  # "does opponent 2 win?"
        number = _number(words[2])
        if number is not None:
            return 4, f"opponent {number}" if number > 1 else "opponent"
    return None


def _assign(
    said: list[Said], mode: str, asked: str | None
) -> tuple[dict[str, int], list[str]] | None:
    """Each player's points, and the players said to have at most theirs ("nobody else has
    more than 5"); None when the statements do not name the players plainly (a count of
    players when one player's win is asked, "we" in a duel, a number said twice of one
    player)."""
    players = ("you", "opponent") if mode == "2v2" else DEFAULT_PLAYERS[mode]
    points: dict[str, int] = {}
    capped: list[str] = []
    last: int | None = None

    def give(player: str, value: int) -> None:
        if points.get(player, value) != value:
            raise Unread
        points[player] = value

    for statement in said:
        value = statement.points if statement.points is not None else last
        if value is None:
            return None
        last = value
        unassigned = [p for p in players if p not in points]
        others = [p for p in unassigned if p != "you"]
        who, duel_or_team = statement.who, mode in ("1v1", "2v2")
        if who == ONE or (who in (TEAM, WE) and mode == "2v2"):
            give("you", value)
        elif (who == THEIRS and mode == "2v2") or (who == OTHER and duel_or_team):
            give("opponent", value)
        elif who == OTHER and others and not statement.said_they:
            give(others[0], value)
        elif who == "named" and mode in FFA and 1 <= (statement.number or 0) < len(players):
            give(players[statement.number or 0], value)
        elif who == OTHERS and others and statement.count in (None, len(others)):
            if mode in FFA and statement.bare:
                return None  # "my opponent's on 8": one opponent, or all of them?
            for player in others:
                give(player, value)
        elif who == BOTH and duel_or_team and not (mode == "2v2" and statement.said_we):
            give("you", value)
            give("opponent", value)
        elif who == COUNT and asked is None and mode != "2v2" and not points:
            count = statement.count or len(players)
            if count > len(players):
                return None
            for player in players[:count]:
                give(player, value)
        elif who == REST and points and unassigned:
            give(unassigned[0], value)
        elif who == CAP and mode in FFA and others:
            for player in others:
                give(player, value)
            capped += others
        else:
            return None
    return points, capped


def _doc(mode: str, points: dict[str, int], asked: str | None) -> Doc:
    outcome: Doc = {"event": "wins"}
    if asked is not None:
        outcome["subject"] = asked
    situation: Doc = {"points": points} if mode == "1v1" else {"mode": mode, "points": points}
    return {
        "format": 2,
        "situation": situation,
        "actions": [{"cleanup": {}}],
        "question": {"outcomes": outcome},
    }


def _leader(points: dict[str, int], score: int) -> str | None:
    """ "Who wins?" with players whose points are unsaid: whether the one said to have the
    most (at the Victory Score or more) wins, which an unsaid player with more would stop;
    with none such, whether anyone wins (no one, unless an unsaid player has more). Asked
    of anyone, both ways would say yes of different winners and read as one answer."""
    top = max(points.values())
    leaders = [player for player, value in points.items() if value == top]
    return leaders[0] if len(leaders) == 1 and top >= score else None


def read_points_standing(reading: Reading) -> Candidate | None:
    """ "I have 8 points and so does my opponent. Do I win?", "In FFA4, I have 8 points and
    nobody else has more than 5. Do I win?": the win decided in a cleanup on the points
    said of each player (a free-for-all's players whose points are unsaid judged with none
    and with more than anyone said)."""
    if reading.negated or reading.context_negated or reading.cards or reading.places:
        return None
    if reading.timing or reading.also_asked or "win" not in reading.actions:
        return None
    words = reading.tagged.words
    head = _asked(words)
    if head is None or reading.kind != ASKED_KIND.get(words[0]):
        return None
    end, asked = head
    scan = _Scan(words[end:])
    try:
        scan.run()
    except Unread:
        return None
    if len(scan.modes) > 1 or not scan.said:
        return None
    mode = next(iter(scan.modes), "1v1")
    if asked == "we":
        asked = "you" if mode == "2v2" else "?"
    if asked == "their team":
        asked = "opponent" if mode == "2v2" else "?"
    if asked == "either of us":
        asked = None if mode == "1v1" else "?"
    if asked == "either team":
        asked = None if mode == "2v2" else "?"
    if asked == "opponent" and mode in FFA:
        return None  # which opponent is "my opponent" among several is not said
    if asked == "?" or (asked is not None and asked.startswith("opponent ") and mode not in FFA):
        return None
    try:
        assigned = _assign(scan.said, mode, asked)
    except Unread:
        return None
    if assigned is None:
        return None
    points, capped = assigned
    players = ("you", "opponent") if mode == "2v2" else DEFAULT_PLAYERS[mode]
    unsaid = [p for p in players if p not in points]
    if unsaid and mode not in FFA:
        return None  # the other readers take a duel with one player's points
    if asked is not None and asked not in players:
        return None
    ordered = {p: points.get(p, 0) for p in players}
    if unsaid and reading.kind == "who":
        asked = _leader(points, VICTORY[mode])
    candidate = Candidate("points_standing", _doc(mode, ordered, asked), reading.slots())
    candidate.stated.append("a cleanup happens")
    if unsaid:
        more = max(max(points.values()) + 1, VICTORY[mode])
        names = " and ".join(unsaid)
        verb = "has" if len(unsaid) == 1 else "have"
        candidate.defaults.append(f"{names}, whose points are not said, {verb} none")
        higher = dict(ordered, **{unsaid[0]: more})
        label = f"{unsaid[0]}, whose points are not said, has {more}"
        candidate.alternatives.append((label, _doc(mode, higher, asked)))
    if capped and points[capped[0]] > 0:  # "no more than 5": 5, or fewer
        names = " and ".join(capped)
        candidate.defaults.append(f"{names} have exactly {points[capped[0]]}")
        fewer = dict(ordered, **dict.fromkeys(capped, 0))
        candidate.alternatives.append((f"{names} have none", _doc(mode, fewer, asked)))
    return candidate


READERS = (read_points_standing,)
