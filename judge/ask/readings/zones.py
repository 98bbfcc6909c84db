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


def _tracked(reading: Reading, slots: set[str]) -> str | None:
    """The one thing the question asks whether the unit still carries."""
    found = [name for name, (said, _, _) in TRACKED.items() if said & slots]
    return found[0] if len(found) == 1 else None


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


def read_left_board(reading: Reading) -> Candidate | None:
    """ "My stunned unit is banished. Is it still stunned?", "If my damaged unit is killed,
    does it keep its damage?", "A buffed enemy unit is banished and played again. Is it
    still buffed?"."""
    if reading.kind not in ("is", "does") or reading.cards or reading.places:
        return None
    if reading.negated or reading.context_negated:
        return None
    slots = reading.slots()
    leaving = {LEAVES[a] for a in reading.actions if a in LEAVES}
    if len(leaving) != 1 or reading.has("move", "recall", "replace"):
        return None
    tracked = _tracked(reading, slots)
    if tracked is None:
        return None
    kept = reading.has(*ASKS_KEPT) or "still" in reading.tagged.words[: reading.main_end]
    if kept == reading.has(*ASKS_CLEARED):
        return None  # neither asked, or both: which way to answer is not said
    said, outcome, same_when_replayed = TRACKED[tracked]
    again = reading.has("play") or "mod:twice" in slots
    if again and not same_when_replayed:
        return None
    # "played again the same turn": the time of the replay, which changes nothing here
    if reading.timing - ({"turn_played"} if again else set()):
        return None
    words = reading.tagged.words
    name = _whose(reading, words)
    if name is None:
        return None
    controller = {UNIT: "you", ENEMY: "opponent", ALLY: "ally"}[name]
    unit: Doc = {"name": name, "at": "battlefield 1"}
    if controller != "you":
        unit["controller"] = controller
    if tracked == "damage":
        unit |= {"might": _damage(words) + 2, "damage": _damage(words)}
    elif tracked == "buffed":
        unit["buffs"] = 1
    elif tracked in ("attacker", "defender"):
        unit["designation"] = tracked
    else:
        unit[tracked] = True
    action = next(iter(leaving))
    by = "you" if controller == "opponent" else "opponent"
    situation: Doc = {"units": [unit]}
    if reading.mode is not None:
        situation["mode"] = reading.mode
    elif controller == "ally":
        return None  # an ally is a 2v2 game's: the question must say it is one
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "actions": [{"game_action": {"action": action, "cards": [name], "by": by}}],
        "question": {"outcomes": {"event": outcome, "subject": name}},
    }
    used = {*said, f"act:{action}", "act:die", "act:banish", "act:keep", "act:lose"}
    used |= {"act:change", "obj:unit", "obj:damage", "who:me", "who:opponent", "who:ally"}
    used |= {"who:teammate", "who:enemy", "obj:enemy", "who:owner", "obj:player", "mod:several"}
    if reading.mode is not None:
        used.add(f"mode:{reading.mode}")
    if reading.unit_owner is not None:
        used.add(f"unit_owner:{reading.unit_owner}")
    candidate = Candidate(f"left_board:{tracked}", doc, used)
    candidate.invert = kept
    if again:
        candidate.used |= {"act:play", "mod:twice", "time:turn_played", "unit:played"}
        candidate.notes.append(
            "taken: played again, it is a new object, on which nothing it carried as it left "
            "the board is tracked"
        )
    verb = "banished" if action == "banish" else "killed"
    candidate.stated.append(f"{name} is {verb} by {'your' if by == 'you' else 'an'} effect")
    return candidate


READERS = [read_left_board]
