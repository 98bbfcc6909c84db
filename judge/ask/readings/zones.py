"""Readers for questions about a unit leaving the board: what it no longer carries once it
is banished or killed ("My stunned unit is banished. Is it still stunned?", "If my damaged
unit is killed, does it keep its damage?"), played out on a board where it carries it.

The unit leaves the board by the game action the question names (banish, or kill: "dies",
"is killed"); one returned to a hand, which the engine does not carry out, stays unknown.
Played again, it is a new object (124): what it carried is not tracked on it, so a question
about its damage, its buff or its Stunned status is the same question; whether it is
exhausted or an attacker once played again is not (a unit enters exhausted, 359.2.c, and
one played into a combat gains a designation in the cleanup, 323.2.a), so those stay
unknown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.situation import Doc

UNIT = "your unit"
ENEMY = "your opponent's unit"
ALLY = "your ally's unit"

# What the unit carries, as the question says it: the slot that says it, the unit's field
# in the situation, the outcome word of the fact that clears it, and whether a question
# about it after the unit is played again is the same question.
TRACKED = {
    "damage": ({"obj:damage"}, "modifications cleared", True),
    "stunned": ({"obj:stunned_unit", "act:stun"}, "statuses cleared", True),
    "buffed": ({"obj:buff_counter", "act:buff", "obj:buff"}, "buff removed", True),
    "attacker": ({"obj:attacker", "act:attack"}, "statuses cleared", False),
    "defender": ({"obj:defender", "act:defend"}, "statuses cleared", False),
    "exhausted": ({"act:exhaust", "mod:exhausted_unit"}, "statuses cleared", False),
}
LEAVES = {"banish": "banish", "die": "kill", "kill": "kill"}
WHOSE = {"opponents": ENEMY, "enemy": ENEMY, "allys": ALLY, "teammates": ALLY}
OWNERS = {"me": UNIT, "opponent": ENEMY, "teammate": ALLY, "ally": ALLY}
ASKS_KEPT = ("keep",)  # "does it keep its damage", "is it still stunned" (act:keep)
ASKS_CLEARED = ("lose", "change")  # "does it lose its buff", "is its damage cleared"
PLACES_SAID = ("board",)  # "stays on the board": where the gear is asked to be


def _tracked(reading: Reading, slots: set[str]) -> str | None:
    """The one thing the question asks whether the unit still carries."""
    found = [name for name, (said, _, _) in TRACKED.items() if said & slots]
    return found[0] if len(found) == 1 else None


OWNER_WORDS = {"my": UNIT, "mine": UNIT, "your": UNIT, **WHOSE, "their": ENEMY}
OTHERS = frozenset({"other", "another", "units", "both", "two", "all", "each"})


def _one_unit(words: list[str]) -> bool:
    """Whether the question speaks of one unit only: never of another ("my other unit"),
    of several, nor of units said to be different players' ("My opponent's unit is
    banished. Is my unit still stunned?" asks of a unit that did not leave)."""
    if OTHERS & set(words):
        return False
    owners = set()
    for k, word in enumerate(words):
        said = [w for w in words[max(0, k - 2) : k] if w in OWNER_WORDS] if word == "unit" else []
        if said:  # the nearest: "my teammate's unit" is the teammate's
            owners.add(OWNER_WORDS[said[-1]])
    return len(owners) <= 1


GEAR_WORDS = frozenset({"gear", "equipment"})


def _mine(words: list[str], things: frozenset[str]) -> bool:
    """Whether "my" says whose one of ``things`` is ("my gear")."""
    return any(w in things and k and words[k - 1] == "my" for k, w in enumerate(words))


def _whose(reading: Reading, words: list[str]) -> str | None:
    """Whose unit the question speaks of: yours, unless an opponent's or an ally's (None:
    a player the reader does not know)."""
    if reading.unit_owner is not None:
        return OWNERS.get(reading.unit_owner)
    for k, word in enumerate(words):
        if word in WHOSE and "unit" in words[k + 1 : k + 3]:
            return WHOSE[word]
    return UNIT


def _damage(words: list[str]) -> int:
    """The damage the question gives the unit ("2 damage"), else 1."""
    for k, word in enumerate(words[1:], start=1):
        if word == "damage" and re.fullmatch(r"\d+", words[k - 1]):
            return max(1, int(words[k - 1]))
    return 1


@dataclass
class Leaving:
    """What a question says of a unit leaving the board: by which game action, whose unit
    (its name on the board built), who performs it, whether it is played again, and the
    slots that says."""

    action: str
    name: str
    controller: str
    by: str
    again: bool
    used: set[str]


def _leaving(reading: Reading, replayable: bool, places: tuple[str, ...] = ()) -> Leaving | None:
    """The unit leaving the board the question speaks of, or None when it says what no
    reading here takes: a place, a "not", a card other than a spell that sends it off the
    board, a move, a recall or a return to a hand, or a replay when what is asked may
    be carried anew (``replayable`` False); of places, only ``places`` may be said."""
    if reading.kind not in ("is", "does") or any(p.kind not in places for p in reading.places):
        return None
    if reading.negated or reading.context_negated:
        return None
    if any(card.type != "Spell" for card in reading.cards):
        return None  # a spell named only as what sends the unit off the board
    slots = reading.slots()
    leaving = {LEAVES[a] for a in reading.actions if a in LEAVES}
    if len(leaving) != 1 or reading.has("move", "recall", "replace"):
        return None
    again = reading.has("play") or "mod:twice" in slots
    if again and not replayable:
        return None
    # "played again the same turn": the time of the replay, which changes nothing here
    if reading.timing - ({"turn_played"} if again else set()):
        return None
    if not _one_unit(reading.tagged.words):
        return None
    name = _whose(reading, reading.tagged.words)
    if name is None:
        return None
    controller = {UNIT: "you", ENEMY: "opponent", ALLY: "ally"}[name]
    if controller == "ally" and reading.mode is None:
        return None  # an ally is a 2v2 game's: the question must say it is one
    action = next(iter(leaving))
    used = {f"act:{action}", "act:die", "act:banish", "act:keep", "act:lose", "act:change"}
    used |= {"obj:unit", "who:me", "who:opponent", "who:ally", "who:teammate", "who:enemy"}
    used |= {"obj:enemy", "who:owner", "obj:player", "mod:several", "place:board"}
    used |= {f"card:{card.name}" for card in reading.cards}
    if reading.cards:
        used.add("obj:spell")
    if reading.mode is not None:
        used.add(f"mode:{reading.mode}")
    if reading.unit_owner is not None:
        used.add(f"unit_owner:{reading.unit_owner}")
    if again:
        used |= {"act:play", "mod:twice", "time:turn_played", "unit:played"}
    by = "you" if controller == "opponent" else "opponent"
    return Leaving(action, name, controller, by, again, used)


def _candidate(reading: Reading, left: Leaving, reader: str, doc: Doc) -> Candidate:
    """The candidate judging ``doc``, with what it takes and states."""
    if reading.mode is not None:
        doc["situation"]["mode"] = reading.mode
    candidate = Candidate(reader, doc, set(left.used))
    if left.again:
        candidate.notes.append(
            "taken: played again, it is a new object, on which nothing it carried as it left "
            "the board is tracked"
        )
    for card in reading.cards:
        verb = "banishes" if left.action == "banish" else "kills"
        candidate.notes.append(f"taken: {card.name} {verb} the unit, as the question says")
    verb = "banished" if left.action == "banish" else "killed"
    whose = "your" if left.by == "you" else "an"
    candidate.stated.append(f"{left.name} is {verb} by {whose} effect")
    return candidate


def _game_action(left: Leaving) -> Doc:
    return {"game_action": {"action": left.action, "cards": [left.name], "by": left.by}}


def read_left_board(reading: Reading) -> Candidate | None:
    """ "My stunned unit is banished. Is it still stunned?", "If my damaged unit is killed,
    does it keep its damage?", "A buffed enemy unit is banished and played again. Is it
    still buffed?"."""
    slots = reading.slots()
    tracked = _tracked(reading, slots)
    if tracked is None or reading.mentions("gear"):
        return None
    said, outcome, same_when_replayed = TRACKED[tracked]
    left = _leaving(reading, same_when_replayed)
    if left is None:
        return None
    kept = reading.has(*ASKS_KEPT) or "still" in reading.tagged.words[: reading.main_end]
    if kept == reading.has(*ASKS_CLEARED):
        return None  # neither asked, or both: which way to answer is not said
    words = reading.tagged.words
    unit: Doc = {"name": left.name, "at": "battlefield 1"}
    if left.controller != "you":
        unit["controller"] = left.controller
    if tracked == "damage":
        unit |= {"might": _damage(words) + 2, "damage": _damage(words)}
    elif tracked == "buffed":
        unit["buffs"] = 1
    elif tracked in ("attacker", "defender"):
        unit["designation"] = tracked
    else:
        unit[tracked] = True
    doc: Doc = {
        "format": 2,
        "situation": {"units": [unit]},
        "actions": [_game_action(left)],
        "question": {"outcomes": {"event": outcome, "subject": left.name}},
    }
    candidate = _candidate(reading, left, f"left_board:{tracked}", doc)
    candidate.used |= {*said, "obj:damage"}
    if outcome == "statuses cleared":  # "its Stunned status"
        candidate.used.add("obj:status")
    candidate.invert = kept
    return candidate


def read_attached_left_board(reading: Reading) -> Candidate | None:
    """ "If my unit with gear attached is banished, does the gear stay attached?", "My
    ally's unit that has gear attached gets banished. Does the gear stay on the board?":
    the gear detaches as its unit leaves the board, and stays where the unit was."""
    if not (reading.mentions("gear") and "mod:attached" in reading.slots()):
        return None
    if not reading.has("keep", "detach") or reading.mentions("trash"):
        return None
    left = _leaving(reading, replayable=True, places=PLACES_SAID)
    if left is None:
        return None
    # "stay attached" asks the opposite of the detaching; "stay on the board", "detach" not
    attached = reading.has("keep") and not reading.place("board")
    mine = _mine(reading.tagged.words, GEAR_WORDS)  # "my gear" on their unit: yours
    gear = "your gear" if mine else f"{left.name.removesuffix(' unit')} gear"
    item: Doc = {"name": gear, "attached_to": left.name}
    unit: Doc = {"name": left.name, "at": "battlefield 1"}
    if left.controller != "you":
        unit["controller"] = left.controller
        if not mine:
            item["controller"] = left.controller
    doc: Doc = {
        "format": 2,
        "situation": {"units": [unit], "gear": [item]},
        "actions": [_game_action(left)],
        "question": {"outcomes": {"event": "detached", "subject": gear}},
    }
    candidate = _candidate(reading, left, "left_board:attached", doc)
    candidate.used |= {"obj:gear", "mod:attached", "act:detach"}
    # where the gear stays is where its unit was: the question does not say, the answer does
    candidate.stated.append(f"{left.name} is at battlefield 1")
    candidate.invert = attached
    return candidate


# Whose trash a question names, by the word before "trash": the unit's owner's, or another's.
TRASH_WORDS = {"my": UNIT, "your": UNIT, "opponents": ENEMY, "allys": ALLY, "teammates": ALLY}
OWNERS_TRASH = ("its", "owners", "the", "a")  # "its owner's trash", "the trash"


def _owner_said(reading: Reading, words: list[str]) -> bool:
    """Whether the question says whose the unit is ("my unit", "my opponent's unit")."""
    if reading.unit_owner is not None:
        return True
    return any(
        word == "unit" and any(w in OWNER_WORDS for w in words[max(0, k - 2) : k])
        for k, word in enumerate(words)
    )


def read_killed_to_trash(reading: Reading) -> Candidate | None:
    """ "When a unit dies, does it go to the trash?", "If my unit is killed, does it go to my
    trash?", "When an enemy unit dies, does it go to its owner's trash?": killed, a unit goes
    from the board directly into its owner's trash (a token, which then ceases to exist, is
    the tokens reader's). A trash said to be another player's than the unit's is not read."""
    if not reading.has("to_trash") or reading.mentions("token", "token_unit", "gear"):
        return None
    if reading.keywords or reading.has("move", "banish", "play", "recycle", "discard"):
        return None
    if not ({"die", "kill"} & set(reading.actions)) or "mod:twice" in reading.slots():
        return None
    left = _leaving(reading, replayable=False)
    if left is None or left.action != "kill":
        return None
    words = reading.tagged.words
    trashes = {words[k - 1] for k, w in enumerate(words) if w == "trash" and k}
    theirs = {"their": left.name} if left.name != UNIT else {}  # "their trash": its owner's
    said = {{**TRASH_WORDS, **theirs}.get(word, "") for word in trashes - set(OWNERS_TRASH)}
    if said - {left.name}:
        return None
    if said and not _owner_said(reading, words):
        return None  # "a unit" into "my trash": whose unit decides it, and is not said
    unit: Doc = {"name": left.name, "at": "battlefield 1"}
    if left.controller != "you":
        unit["controller"] = left.controller
    doc: Doc = {
        "format": 2,
        "situation": {"units": [unit]},
        "actions": [_game_action(left)],
        "question": {"outcomes": {"event": "killed", "subject": left.name}},
    }
    candidate = _candidate(reading, left, "left_board:trash", doc)
    candidate.used |= {"act:to_trash", "obj:trash", "act:kill", "owner:me", "who:their"}
    candidate.stated.append(f"{left.name} is at battlefield 1")
    return candidate


# The Silver Rule: whose a card is ("a card I own", "cards my opponent owns") and whose the
# zone off the board it would go to ("my opponent's trash"), by the words said with them.
OWNING = frozenset({"own", "owns", "owned"})
PLAYER_WORDS = {"i": "me", "me": "me", "my": "me", "opponent": "opponent", "opponents": "opponent"}
PLAYER_WORDS |= {"teammate": "teammate", "teammates": "teammate", "ally": "teammate"}
PLAYER_WORDS |= {"allys": "teammate"}
ZONE_NOUNS = frozenset({"trash", "hand", "banishment", "deck"})
ZONE_FIRST = frozenset({"main", "rune", "champion"})  # "my main deck", "my champion zone"


def _card_owner(words: list[str]) -> str | None:
    """Who owns the card: the player said right before "own(s)" ("a card I own"), or after
    "owned by"; None unless said once."""
    said = []
    for k, word in enumerate(words):
        if word == "own" and words[k + 1 : k + 2] and words[k + 1] in ZONE_NOUNS | ZONE_FIRST:
            continue  # "my own trash": whose the zone is, not who owns a card
        if word in ("own", "owns") and k:
            said.append(PLAYER_WORDS.get(words[k - 1]))
        elif word == "owned" and words[k + 1 : k + 2] == ["by"]:
            after = [PLAYER_WORDS.get(w) for w in words[k + 2 : k + 4] if w in PLAYER_WORDS]
            said.append(after[-1] if after else None)
    return said[0] if len(said) == 1 else None


def _zone_owner(words: list[str]) -> str | None:
    """Whose zone off the board: the possessive right before its noun ("my opponent's
    trash", "my main deck"); None unless one zone is said, with its player."""
    found = []
    for k, word in enumerate(words):
        if word not in ZONE_NOUNS and not (word == "zone" and words[k - 1 : k] == ["champion"]):
            continue
        start = k - 1 if k and words[k - 1] in ZONE_FIRST else k
        if word == "zone":
            start = k - 1
        found.append(PLAYER_WORDS.get(words[start - 1]) if start else None)
    return found[0] if len(found) == 1 else None


TAKEN_OBJECTS = frozenset({"unit", "units", "gear", "card", "permanent"})


def _control_taken_from(words: list[str]) -> str | None:
    """Who owns the one card whose control the question says was taken ("I took control of
    my opponent's unit", "I gained control of an opponent's gear"): the player it was taken
    from, as taking control changes no owner (the possessive right before the card); None
    unless said once."""
    said = []
    for k, word in enumerate(words):
        if word != "control" or words[k + 1 : k + 2] != ["of"] or not k:
            continue
        if words[k - 1] not in (
            "took",
            "take",
            "takes",
            "taken",
            "gained",
            "gain",
            "gains",
            "steal",
            "stole",
        ):
            continue
        rest = [w for w in words[k + 2 : k + 5] if w not in ("my", "an", "a", "the", "one", "of")]
        if (
            len(rest) >= 2
            and rest[0] in ("opponents", "allys", "teammates")
            and rest[1] in TAKEN_OBJECTS
        ):
            said.append(PLAYER_WORDS.get(rest[0]))
    return said[0] if len(said) == 1 else None


def read_owner_zone(reading: Reading) -> Candidate | None:
    """ "Can a card I own end up in my opponent's trash?", "If I'm told to recycle cards my
    opponent owns, do they go to the bottom of my Main Deck?": a card goes only into its
    owner's zones off the board (the Silver Rule), so into another player's: no."""
    if reading.kind not in ("can", "does", "is") or reading.cards or reading.keywords:
        return None
    if reading.negated or reading.context_negated or reading.says_any("said_not"):
        return None
    words = reading.tagged.words
    taken = _control_taken_from(words)  # "I took control of my opponent's unit": theirs
    if not OWNING & set(words) and taken is None:
        return None
    owner = _card_owner(words) if OWNING & set(words) else taken
    zone = _zone_owner(words)
    if owner is None or zone is None or owner == zone:
        return None
    used = {"act:control", "act:move", "act:recycle", "act:to_trash", "act:discard", "act:die"}
    used |= {"act:banish", "act:put", "act:instruct", "mod:bottom", "time:end", "mod:ever"}
    used |= {"obj:card", "obj:unit", "obj:gear", "obj:spell", "obj:permanent", "obj:player"}
    used |= {"obj:trash", "obj:main_deck", "obj:rune_deck", "obj:banishment", "obj:champion_zone"}
    used |= {"place:hand", "place:deck", "who:me", "who:opponent", "who:teammate", "who:their"}
    used |= {"owner:me", "owner:opponent", "owner:teammate", "unit_owner:opponent"}
    if reading.mode is not None:
        used.add(f"mode:{reading.mode}")
    doc: Doc = {"format": 2, "question": {"owner_zone": "others_zone"}}
    if reading.mode is not None:
        doc["situation"] = {"mode": reading.mode}
    return Candidate("owner_zone", doc, used)


# "Where does it go?": the action that sends the card, the things it may be said of, and the
# zone off the board it may be said to come from (its origin, which changes nothing).
SENT = {
    "die": ("kill", {"unit", "gear", "permanent", "card"}, ()),
    "discard": ("discard", {"card", "unit", "gear", "spell"}, ("hand",)),
    "banish": ("banish", {"card", "unit", "gear", "spell", "permanent"}, ()),
    "recycle": ("recycle_card", {"card", "unit", "gear", "spell"}, ("hand", "trash")),
}
AROUND = {"who:me", "who:opponent", "who:teammate", "who:their", "obj:player"}
AROUND |= {"owner:me", "owner:opponent", "owner:teammate", "owner:their"}
AROUND |= {"unit_owner:me", "unit_owner:opponent", "unit_owner:teammate"}


def read_goes_to(reading: Reading) -> Candidate | None:
    """ "When my unit dies, where does it go?", "Where does a discarded card go?", "Where do
    my runes go when I recycle them?", "Where does a banished unit go?": the zone the rules
    send the card to (its owner's trash, Banishment, or the bottom of its owner's deck). A
    token, which ceases to exist off the board, is the tokens reader's."""
    if reading.kind != "where" or reading.negated or reading.context_negated:
        return None
    if reading.says_any("cards", "timing", "said_not", "without") or reading.keywords:
        return None
    sent = [a for a in reading.actions if a != "move"]
    if len(sent) != 1 or sent[0] not in SENT or reading.mods:
        return None
    event, things, origins = SENT[sent[0]]
    objects = set(reading.objects) - {"player", *origins}
    if event == "recycle_card" and objects == {"rune"}:
        event, things = "recycle_rune", {"rune"}
    if not objects or objects - things:
        return None
    if any(place.kind not in origins for place in reading.places):
        return None
    used = {f"act:{a}" for a in reading.actions} | {f"obj:{o}" for o in reading.objects}
    used |= {f"place:{p.kind}" for p in reading.places} | AROUND | {f"mode:{reading.mode}"}
    doc: Doc = {"format": 2, "question": {"goes_to": event}}
    if reading.mode:
        doc["situation"] = {"mode": reading.mode}
    return Candidate("goes_to", doc, used)


READERS = [
    read_left_board,
    read_attached_left_board,
    read_killed_to_trash,
    read_owner_zone,
    read_goes_to,
]
