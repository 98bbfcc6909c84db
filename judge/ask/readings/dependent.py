"""The reader for questions about a dependent ability, Level, Legion or Empowered: "I have
2 XP. Is Gustwalker's Level 3 ability active?", "In 2v2, my ally has 5 XP and I have 1 XP:
does my unit's Level 3 ability work?", "I played a spell this turn. Is Noxus Hopeful's
Legion active?", "My opponent played a card this turn: is the Legion of Dangerous Duo in my
hand active?", "Brutal Hunter is not Empowered: is its Empowered ability active?".

Numbers of XP and Levels are read from the question's own words, like the Might reader: it
takes the question only when every word is one it accounts for (who has how much XP, who
played a card this turn, who took control of the card, the card and its Level or Legion,
the mode, the frame of the question), and otherwise leaves it to the general reader. What
the question leaves open that decides the answer (the controller's XP, whether they played
another card, whether the card has the Empowered status) is judged both ways: the answer
is `depends` when the two differ.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from judge.ask.cards import CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.engine.card_list import has_empowered_ability, keywords_of, level_values_of

UNIT = "your unit"
ANOTHER = "another card"
# Who a phrase names, longest first: the subject of "has 3 XP", "played a card".
PLAYERS = (
    (("my", "opponent"), "opponent"),
    (("my", "ally"), "ally"),
    (("my", "teammate"), "ally"),
    (("opponent",), "opponent"),
    (("ally",), "ally"),
    (("teammate",), "ally"),
    (("i",), "you"),
    (("me",), "you"),  # "an effect has me gain 1 XP"
)
# Whose card a phrase says it is: "my opponents Gustwalker", "my unit".
OWNERS = (
    (("my", "opponents"), "opponent"),
    (("my", "allys"), "ally"),
    (("my", "teammates"), "ally"),
    (("opponents",), "opponent"),
    (("allys",), "ally"),
    (("teammates",), "ally"),
    (("my",), "you"),
)
OWNERS_FIRST = frozenset(phrase[0] for phrase, _ in OWNERS)
CARD_WORDS = frozenset({"card", "unit", "gear", "spell", "cards", "units", "gears", "spells"})
# The word after an owner's first word that may begin a made-up card ("my opponents unit").
OWNED_NEXT = CARD_WORDS | {"opponents", "allys", "teammates", "legion"}
PLAYED_WHAT = frozenset({"card", "spell", "unit", "gear"})
ACTIVE = frozenset({"active", "apply", "work", "on"})
OPENERS = frozenset({"is", "are", "does", "do", "would", "will"})
STATEMENT_OPENERS = frozenset({"i", "in", "my", "with", "if", "when", "while"})
# What is said of the card's Empowered status, longest first: "has not been Empowered".
STATUS: tuple[tuple[tuple[str, ...], bool], ...] = (
    (("does", "not", "have", "the", "empowered", "status"), False),
    (("without", "the", "empowered", "status"), False),
    (("has", "not", "been", "empowered"), False),
    (("is", "not", "empowered"), False),
    (("was", "not", "empowered"), False),
    (("not", "empowered"), False),
    (("has", "the", "empowered", "status"), True),
    (("with", "the", "empowered", "status"), True),
    (("has", "been", "empowered"), True),
    (("is", "empowered"), True),
    (("was", "empowered"), True),
    (("and", "empowered"), True),  # "is stunned and Empowered"
)
ABILITY = frozenset({"ability", "abilities"})
# The modes a question names: "in a 4 player free for all", "in ffa3", "in a 2v2 game".
MODES: tuple[tuple[tuple[str, ...], str], ...] = tuple(
    (("in", *article, *words), mode)
    for words, mode in (
        (("3", "player", "free", "for", "all"), "ffa3"),
        (("three", "player", "free", "for", "all"), "ffa3"),
        (("4", "player", "free", "for", "all"), "ffa4"),
        (("four", "player", "free", "for", "all"), "ffa4"),
        (("ffa3",), "ffa3"),
        (("ffa4",), "ffa4"),
        (("2v2",), "2v2"),
        (("1v1",), "1v1"),
    )
    for article in (("a",), ())
)
# The card's own Empower ability still waiting on the chain: "its Empower ability is still on
# the chain", "Brutal Hunters Empower is on the chain".
WAITING = tuple(
    ("empower", *ability, "is", *still, "on", "the", "chain")
    for ability in (("ability",), ())
    for still in (("still",), ())
)
# XP an effect has the latest subject gain or spend ("I gain 1 XP", "my ally spends 3 XP"):
# the game action each verb is. Only the present tense, said after the XP they had: "I have
# 5 XP after I gained 1" may count the gain in the 5 already.
XP_VERBS = {"gain": "gain_xp", "gains": "gain_xp", "spend": "spend_xp", "spends": "spend_xp"}
CONTROL = frozenset({"took", "take", "takes", "taken", "gained", "gain", "gains", "have", "has"})
AUXILIARIES = frozenset({"did", "do", "does", "have", "has"})
# The frame of the question and the words that join its parts; anything else leaves the
# question to the general reader.
FRAME = frozenset(
    {
        "a",
        "an",
        "the",
        "it",
        "its",
        "of",
        "and",
        "but",  # "my ally played a card but I have not played anything"
        "so",
        "now",
        "still",
        "this",
        "turn",
        "if",
        "when",
        "while",
        "with",
        "have",
        "has",
        "got",
        "ability",
        "abilities",
        "effect",
        "text",  # "its Legion text"
        "keyword",
        "dependent",
        "game",
        "be",
        "get",
        "then",
        "yet",
    }
)


@dataclass
class _Read:
    """What the words said so far."""

    mode: str = ""
    xp: dict[str, int] = field(default_factory=dict)
    played: set[str] = field(default_factory=set)  # players said to have played another card
    played_none: set[str] = field(default_factory=set)  # players said to have played none
    level: int | None = None
    legion: bool = False
    empowered: bool = False  # the ability after [Empowered] is asked about
    status: bool | None = None  # whether the card is said to have the Empowered status
    card: str = ""  # a real card named
    card_type: str = ""
    made_up: bool = False  # "my unit with Level 3": a made-up unit
    owner: str = ""  # whose the card is (its owner, unless control was taken)
    controller: str = ""  # who took control of it
    in_hand: bool = False
    in_trash: bool = False
    stunned: bool = False
    waiting: bool = False  # the card's own Empower ability is still on the chain
    asked: bool = False
    subject: str = "you"  # the player the latest statement is about
    changes: list[tuple[str, str, int]] = field(default_factory=list)  # (action, by, amount)
    taking: str = ""  # who takes control of the card named next


def read_dependent(question: str, cards: CardIndex, version: str) -> Candidate | None:
    """The dependent ability the question asks about, when all its words are read."""
    words = normalise(question).split()
    mentions = cards.find(words, frozenset())
    if len(mentions) > 1:
        return None
    mention = mentions[0] if mentions else None
    named_first = mention is not None and mention.start == 0
    if not words or not (named_first or words[0] in OPENERS | STATEMENT_OPENERS):
        return None
    read = _Read()
    i = 0
    while i < len(words):
        if mention is not None and i <= mention.start and _owner_before(words, i, mention.start):
            read.card, read.card_type = mention.card.name, mention.card.type
            _owned(read, words[i : mention.start])
            i = mention.end
            continue
        if _played_before(words, i, read, mention):
            i += 1
            continue
        step = _phrase(words, i, read) or _first_played(words, i, read)
        if step:
            i += step
        elif words[i] in FRAME | OPENERS:
            i += 1
        else:
            return None
    return _candidate(read, version)


def _played_before(words: list[str], i: int, read: _Read, mention: Any) -> bool:
    """ "I played another card this turn before my Dangerous Duo": the "before" right after
    the play said, right before the card asked about (or whose it is)."""
    if words[i] != "before" or mention is None or not read.played:
        return False
    return i + 1 == mention.start or (words[i + 1 : i + 2] == ["my"] and i + 2 == mention.start)


# "(Dangerous Duo) is the first card I play this turn": no other card played before it ("the
# first spell" or "unit" says nothing of the cards of other types played before it).
FIRST_PLAYED = tuple(
    ("is", "the", "first", "card", "i", *verb, "this", "turn")
    for verb in (("play",), ("played",), ("have", "played"), ("cast",), ("have", "cast"))
)


def _first_played(words: list[str], i: int, read: _Read) -> int:
    """ "Dangerous Duo is the first card I play this turn": you have played no other card
    this turn (the card asked about is the first)."""
    for phrase in FIRST_PLAYED:
        if _starts(words, i, phrase):
            read.played_none.add("you")
            return len(phrase)
    return 0


def _starts(words: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    return tuple(words[i : i + len(phrase)]) == phrase


def _owner_before(words: list[str], i: int, start: int) -> bool:
    """The words from ``i`` to the card named at ``start`` are nothing or whose it is."""
    return i == start or any(tuple(words[i:start]) == phrase for phrase, _ in OWNERS)


def _owned(read: _Read, whose: list[str]) -> None:
    """Whose the card named after ``whose`` is: "my opponents Gustwalker"; a card named after
    "took control of" is controlled by the one who took it."""
    for phrase, player in OWNERS:
        if tuple(whose) == phrase:
            read.owner = player
            break
    if read.taking:
        read.controller, read.taking = read.taking, ""


def _phrase(words: list[str], i: int, read: _Read) -> int:
    """How many words a phrase at ``words[i]`` takes (0: none), reading it."""
    word = words[i]
    after = words[i + 1] if i + 1 < len(words) else ""
    for phrase, mode in MODES:
        if _starts(words, i, phrase):
            if read.mode and read.mode != mode:
                return 0
            read.mode = mode
            return len(phrase)
    for phrase in WAITING:
        if _starts(words, i, phrase):
            read.waiting = True
            return len(phrase)
    if word == "stunned":
        read.stunned = True
        return 1
    if word.isdigit() and after == "xp":
        if read.subject in read.xp or any(by == read.subject for _, by, _ in read.changes):
            return 0  # said twice, or said after a change: which comes first is not clear
        read.xp[read.subject] = int(word)
        return 2
    if word in XP_VERBS and after.isdigit() and words[i + 2 : i + 3] == ["xp"]:
        read.changes.append((XP_VERBS[word], read.subject, int(after)))
        return 3
    if word == "level":
        if after.isdigit():
            read.level = int(after)
            return 2
        read.level = read.level or 0  # "its Level ability": the card's one Level
        return 1
    if word == "legion":
        read.legion = True
        return 1
    if word == "empowered" and after in ABILITY:  # "its Empowered ability"
        read.empowered = True
        return 1
    for phrase, status in STATUS:
        end = i + len(phrase)
        if _starts(words, i, phrase) and (end >= len(words) or words[end] not in ABILITY):
            if read.status is not None and read.status != status:
                return 0
            read.status = status
            return len(phrase)
    if word in ACTIVE:
        read.asked = True
        return 1
    for phrase, player in PLAYERS:
        if _starts(words, i, phrase):
            read.subject = player
            return len(phrase)
    if word in OWNERS_FIRST and after in OWNED_NEXT:
        return _made_up(words, i, read)
    if word in CONTROL and after == "control":
        read.taking = read.subject
        return 3 if i + 2 < len(words) and words[i + 2] == "of" else 2
    if word in ("control", "controls"):  # "I control my opponents Gustwalker"
        read.taking = read.subject
        return 1
    return _played(words, i, read) or _not_either(words, i, read) or _place(words, i, read)


def _not_either(words: list[str], i: int, read: _Read) -> int:
    """ "my ally played a card but I did not" ("I haven't"): the verb left out is the play
    just said of another player, so the latest subject played no card this turn."""
    if words[i] not in AUXILIARIES or words[i + 1 : i + 2] != ["not"]:
        return 0
    if words[i + 2 : i + 3] == ["played"] or not read.played or read.subject in read.played:
        return 0
    read.played_none.add(read.subject)
    return 2


def _made_up(words: list[str], i: int, read: _Read) -> int:
    """ "my unit", "my opponents unit", "my Legion unit": the made-up card asked about, when
    no card is named (a card's name after "my" is read as that card); the keyword said
    between whose it is and the card word is the card's Legion."""
    for phrase, player in OWNERS:
        end = i + len(phrase)
        legion = words[end : end + 1] == ["legion"]
        end += legion
        if _starts(words, i, phrase) and end < len(words) and words[end] in CARD_WORDS:
            if read.made_up and read.owner != player:
                return 0
            read.made_up, read.owner = True, player
            read.legion = read.legion or legion
            if read.taking:
                read.controller, read.taking = read.taking, ""
            return len(phrase) + legion + 1
    return 0


def _played(words: list[str], i: int, read: _Read) -> int:
    """ "played a card this turn", "played another spell", "not played another card",
    "played no other card": what the latest subject played this turn."""
    none = words[i] == "not" and i + 1 < len(words) and words[i + 1] == "played"
    start = i + 1 if none else i
    if words[start : start + 1] != ["played"]:
        return 0
    j = start + 1
    # "played nothing", "not played anything": no card at all, so no other card either
    if words[j : j + 1] == ["nothing"] or (none and words[j : j + 1] == ["anything"]):
        read.played_none.add(read.subject)
        return j + 1 + _this_turn(words, j + 1) - i
    if words[j : j + 1] == ["no"]:
        none, j = True, j + 1
    elif words[j : j + 1] in (["a"], ["an"], ["another"], ["one"], ["any"]):
        j += 1
    else:
        return 0
    if words[j : j + 1] == ["other"]:
        j += 1
    if words[j : j + 1] not in ([w] for w in PLAYED_WHAT) and not (
        j < len(words) and words[j].rstrip("s") in PLAYED_WHAT
    ):
        return 0
    j += 1
    j += _this_turn(words, j)
    (read.played_none if none else read.played).add(read.subject)
    return j - i


def _this_turn(words: list[str], j: int) -> int:
    """How many words at ``j`` say when the card was played: "this turn", "earlier this
    turn" (the turn Legion looks at, 812.1.c), or none."""
    for when in (["earlier", "this", "turn"], ["this", "turn"]):
        if words[j : j + len(when)] == when:
            return len(when)
    return 0


def _place(words: list[str], i: int, read: _Read) -> int:
    """Where the card is: "in my hand", "on the board", "in play"."""
    if words[i : i + 3] == ["in", "my", "hand"]:
        read.in_hand = True
        return 3
    if words[i : i + 3] in (["in", "my", "trash"], ["in", "the", "trash"]):
        read.in_trash = True
        return 3
    if words[i : i + 3] == ["on", "the", "board"] or words[i : i + 2] == ["in", "play"]:
        return 3 if words[i] == "on" else 2
    return 0


def _candidate(read: _Read, version: str) -> Candidate | None:
    if read.empowered or read.status is not None:
        return _empowered_candidate(read, version)
    if not read.asked or (read.level is None and not read.legion):
        return None
    if read.in_trash or read.stunned or read.waiting:
        return None
    if bool(read.card) == read.made_up or read.taking:
        return None
    if read.played & read.played_none:
        return None
    # "my opponent controls Gustwalker": theirs; "... my Gustwalker": mine, theirs to control
    owner = read.owner or read.controller or "you"
    controller = read.controller or owner
    level = read.level
    if read.card:
        levels = level_values_of(read.card, version)
        if level == 0:  # "its Level ability": the card's one Level
            level = levels[0] if len(levels) == 1 else None
            if level is None:
                return None
        if level is not None and level not in levels:
            return None
        if read.legion and "Legion" not in keywords_of(read.card, version):
            return None
    elif level == 0:
        return None
    changed = {by for _, by, _ in read.changes}
    if controller in changed and controller not in read.xp:
        return None  # XP gained or spent from an amount the question does not give
    named = {owner, controller, *read.xp, *read.played, *changed}
    mode = _mode(read, named)
    if mode is None:
        return None
    name = read.card or (UNIT if owner == "you" else f"{owner}'s unit")
    situation: dict[str, Any] = {"mode": mode} if mode else {}
    if read.xp:
        situation["xp"] = dict(read.xp)
    if read.played:
        situation["played"] = {player: [ANOTHER] for player in sorted(read.played)}
    card: dict[str, Any] = {"name": name}
    if controller != "you":
        card["controller"] = controller
    if owner != controller:
        card["owner"] = owner
    kind = read.card_type.lower() if read.card else "unit"
    if read.in_hand or kind == "spell":
        if owner != controller:
            return None  # a card in a hand is its owner's
        situation["hand"] = [{**card, "type": kind}] if kind != "unit" else [card]
    elif kind == "gear":
        situation["gear"] = [card]
    else:
        situation["units"] = [card]
    asked: dict[str, Any] = {"card": name}
    if level is not None:
        asked["level"] = level
    if read.legion:
        asked["legion"] = True
    doc: dict[str, Any] = {"format": 2, "situation": situation, "question": {"dependent": asked}}
    if read.changes:
        doc["actions"] = [{action: {"amount": n, "by": by}} for action, by, n in read.changes]
    candidate = Candidate("dependent", doc)
    who = "you" if controller == "you" else controller
    have = "have" if who == "you" else "has"
    if level is not None and controller not in read.xp:
        other = copy.deepcopy(doc)
        other["situation"].setdefault("xp", {})[controller] = level
        candidate.defaults.append(f"{who} {have} 0 XP")
        candidate.alternatives.append((f"{who} {have} {level} XP", other))
    if read.legion and controller not in read.played | read.played_none:
        other = copy.deepcopy(doc)
        other["situation"].setdefault("played", {})[controller] = [ANOTHER]
        candidate.defaults.append(f"{who} {have} played no other card this turn")
        candidate.alternatives.append((f"{who} {have} played another card this turn", other))
    if read.card:
        candidate.notes.append(f"read {read.card}'s dependent keywords from its text")
    return candidate


def _empowered_candidate(read: _Read, version: str) -> Candidate | None:
    """The question about the ability after a card's [Empowered], asked alone: a real card
    must have one; the card's status, when not said, is judged both ways."""
    if not (read.asked and read.empowered) or read.level is not None or read.legion:
        return None
    if read.xp or read.played or read.played_none or read.controller or read.taking:
        return None
    if bool(read.card) == read.made_up:
        return None
    if read.card and not has_empowered_ability(read.card, version):
        return None
    owner = read.owner or "you"
    name = read.card or (UNIT if owner == "you" else f"{owner}'s unit")
    kind = read.card_type.lower() if read.card else "unit"
    off_board = read.in_hand or read.in_trash or kind == "spell"
    if off_board and (read.status or owner != "you" or read.stunned or read.waiting):
        return None  # only a card on the board has the status; a card in hand is its owner's
    if (read.in_hand and read.in_trash) or (read.stunned and kind != "unit"):
        return None
    if read.waiting and (read.status or "Empower" not in keywords_of(read.card, version)):
        return None  # its Empower is played only if it is not Empowered
    mode = _mode(read, {owner})
    if mode is None:
        return None
    card: dict[str, Any] = {"name": name}
    if owner != "you":
        card["controller"] = owner
    situation: dict[str, Any] = {"mode": mode} if mode else {}
    if read.in_trash:
        situation["cards"] = [{**card, "zone": "trash", "type": kind}]
    elif off_board:
        situation["hand"] = [{**card, "type": kind}] if kind != "unit" else [card]
    else:
        situation.update(_on_board(card, kind, bool(read.status), stunned=read.stunned))
    if read.waiting:
        empower = {"name": "Empower", "kind": "activated", "source": name, "keywords": ["Empower"]}
        situation["chain"] = [{**empower, "controller": owner}]
    question = {"dependent": {"card": name, "empowered": True}}
    doc: dict[str, Any] = {"format": 2, "situation": situation, "question": question}
    candidate = Candidate("dependent", doc)
    if read.waiting and read.status is None:
        candidate.stated.append(
            f"{name} does not have the Empowered status (its Empower is activated only while "
            "it is not Empowered)"
        )
    elif read.status is None and not off_board:
        other = copy.deepcopy(doc)
        other["situation"].update(_on_board(card, kind, True))
        candidate.defaults.append(f"{name} does not have the Empowered status")
        candidate.alternatives.append((f"{name} has the Empowered status", other))
    if read.card:
        candidate.notes.append(f"read {read.card}'s [Empowered] ability from its text")
    return candidate


def _mode(read: _Read, named: set[str]) -> str | None:
    """The mode of the situation ("": 1v1) from the one the question names, 2v2 when it
    names an ally; None when it names an ally outside 2v2."""
    mode = read.mode or ("2v2" if "ally" in named else "")
    if "ally" in named and mode != "2v2":
        return None
    return "" if mode == "1v1" else mode


def _on_board(
    card: dict[str, Any], kind: str, empowered: bool, *, stunned: bool = False
) -> dict[str, Any]:
    """Where the card asked about is on the board (a legend in the Legend Zone), with the
    Empowered status when ``empowered``; a unit stunned when ``stunned``."""
    placed = {**card, "empowered": True} if empowered else dict(card)
    if stunned:
        placed["stunned"] = True
    if kind == "legend":
        return {"cards": [{**placed, "zone": "legend zone", "type": "legend"}]}
    return {"gear" if kind == "gear" else "units": [placed]}
