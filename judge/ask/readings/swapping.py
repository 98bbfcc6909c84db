"""The reader for questions about swapping the Might of two units (Swap): "If I swap the
Might of a 2 Might unit and a 5 Might unit, does the 2 Might unit have 5 Might?", "Does
swapping the Might of two units that both have 4 Might change anything?", "... what is the
2 Might unit's Might?".

Like the layers reader, it reads the question's own words and fires only when every word is
one it accounts for: the two units' Mights, said first ("a 2 Might unit and a 5 Might unit",
"two 3 Might units", "two units that both have 4 Might"), then what is asked: the Might of
one of them, named by the Might it had ("does the 2 Might unit have 5 Might?", "is the 1
Might unit at 4?", "does the 5 Might unit keep it?", "what is the 2 Might unit's Might?"),
or whether the swap changes anything. A unit said to be an enemy's ("an enemy 1 Might unit")
is an opponent's, at another battlefield (units of opposing players at one battlefield would
be in a combat); the others are yours. Anything else (a third unit, another effect, a unit
named by a Might neither has, or by a Might both have) leaves the question to the general
reader, where a swap is not read.

``read_swap_card`` reads a real spell whose compiled effect swaps two units' Might
(Switcheroo) where one unit already had a Might modifier (an Equipment's Might Bonus, a
buff): whether the modifier is added again on top of the swap, or is part of the Might
swapped, judged on a board with made-up Mights, said as assumed.
"""

from __future__ import annotations

import re
from typing import Any

from judge.ask.cards import CardEntry, CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.layers import TOKEN
from judge.engine.instructions import SWAP_MIGHT
from judge.engine.layering import might_now
from judge.engine.scenario import load_document

FIRST, OTHER = "your unit", "the other unit"
# The units' names by whose they are (the first's and the second's: an enemy's or yours).
NAMES = {
    (False, False): (FIRST, OTHER),
    (False, True): (FIRST, "the enemy unit"),
    (True, False): ("the enemy unit", FIRST),
    (True, True): ("the enemy unit", "the other enemy unit"),
}
ENEMY = frozenset({"enemy", "opponent's", "opposing"})
SWAP = frozenset({"swap", "swaps", "swapped", "swapping"})
# "change anything", "does anything change", "do anything": whether the swap changes a Might.
CHANGE = frozenset({"change", "changes", "anything"})
KEEP = frozenset({"keep", "keeps", "still"})
FRAME = frozenset(
    {
        *("a", "an", "the", "my", "your", "i", "if", "of", "and", "with", "unit", "units"),
        *("might", "mights", "their", "its", "it", "what", "is", "does", "do", "have", "has"),
        *("that", "after", "enemy", "friendly", "another", "other", "then", "now", "unit's"),
        *("?", ",", ".", ":", ";", "when", "this", "turn", "effect", "two", "both", "each"),
        *("one", "one's", "at", "opponent's", "opposing"),
    }
)
DIGITS = re.compile(r"\d+")
# The words between the two units swapped: "a 2 Might unit and an enemy 5 Might unit".
CONNECTING = frozenset(
    {"unit", "units", "and", "with", "a", "an", "friendly", "my", "your", "another", *ENEMY}
)


def read_swap(question: str) -> Candidate | None:
    """The swap the question asks about, when all its words are read."""
    text = question.lower().replace("’", "'")
    tokens = _happen_as_change(TOKEN.findall(text))
    same = _same_might(tokens)
    if same:  # "two units that have the same Might": any one Might, both the same
        tokens = tokens[: same[0]] + tokens[same[1] :]
    if not SWAP & set(tokens) or set(tokens) - FRAME - SWAP - CHANGE - KEEP - _numbers(tokens):
        return None
    mentions = _mights(tokens)
    if same:
        if mentions or not (CHANGE & set(tokens)):
            return None  # a Might said besides, or one asked of a unit named by it
        candidate = _candidate((SAME_MIGHT, SAME_MIGHT), SWAP_CHANGES, (False, False))
        candidate.stated.append(
            f"both units have {SAME_MIGHT} Might (the question says only "
            "that they have the same Might)"
        )
        return candidate
    if not mentions:
        return None
    swapped, asked = _swapped(tokens, mentions)
    if swapped is None:
        return None
    first_at = mentions[0][0]
    second_at = mentions[1][0] if len(mentions) > len(asked) + 1 else None
    enemy = _enemy(tokens, first_at, second_at)
    changing = bool(CHANGE & set(tokens))
    kept = bool(KEEP & set(tokens))
    if changing:
        if asked or kept:
            return None
        wanted: dict[str, Any] | None = SWAP_CHANGES
    else:
        wanted = _might_asked(tokens, swapped, asked, kept)
    return _candidate(swapped, wanted, enemy) if wanted else None


SWAP_CHANGES: dict[str, Any] = {"outcomes": {"event": "swapped", "subject": FIRST}}
SAME_MIGHT = 3  # the Might taken for two units said only to have the same Might
HAPPEN = frozenset({"happen", "happens"})


def _happen_as_change(tokens: list[str]) -> list[str]:
    """ "Does anything happen?" asks what "does anything change?" asks ("what happens" does
    not: "happen" is read only after "anything")."""
    return [
        "change" if word in HAPPEN and tokens[i - 1 : i] == ["anything"] else word
        for i, word in enumerate(tokens)
    ]


def _same_might(tokens: list[str]) -> tuple[int, int] | None:
    """Where "the same Might" is said of two units ("two units that have the same Might",
    "two units with the same Might"): its start and end; None when it is not said so."""
    for i in range(len(tokens) - 2):
        if tokens[i : i + 3] == ["the", "same", "might"] and "two" in tokens[:i]:
            return i, i + 3
    return None


def unread_swap(question: str) -> str:
    """Why a question about swapping Might that this reader did not take is not answered:
    the words of it the reader does not read; "" when it is not about swapping Might."""
    tokens = TOKEN.findall(question.lower().replace("’", "'"))
    if not SWAP & set(tokens) or not {"might", "mights"} & set(tokens):
        return ""
    known = FRAME | SWAP | CHANGE | KEEP | _numbers(tokens)
    unread = ", ".join(f"'{word}'" for word in dict.fromkeys(tokens) if word not in known)
    return (
        "a swap of two units' Might is read only as the two units with their Mights, then "
        "the Might asked of one of them (named by its Might before the swap) or whether the "
        "swap changes anything; "
        + (f"it does not read {unread}" if unread else "this wording is not one of those")
    )


def _numbers(tokens: list[str]) -> set[str]:
    return {t for t in tokens if DIGITS.fullmatch(t)}


def _mights(tokens: list[str]) -> list[tuple[int, int]]:
    """Each "N might" said ("the 6 one": the unit that had 6), as (its place, N)."""
    return [
        (i, int(word))
        for i, word in enumerate(tokens[:-1])
        if DIGITS.fullmatch(word) and tokens[i + 1] in ("might", "one", "one's")
    ]


def _swapped(
    tokens: list[str], mentions: list[tuple[int, int]]
) -> tuple[tuple[int, int] | None, list[tuple[int, int]]]:
    """The Mights of the two units swapped ("two 3 Might units", "a 2 Might unit and a 5
    Might unit"), and the Mights said after them; None when two are not said."""
    first_at, first = mentions[0]
    if {"two", "both"} & set(tokens[max(0, first_at - 3) : first_at]):
        return (first, first), mentions[1:]
    if len(mentions) < 2:
        return None, []
    between = set(tokens[first_at + 2 : mentions[1][0]])
    if not {"and", "with"} & between or between - CONNECTING:
        return None, []
    return (first, mentions[1][1]), mentions[2:]


def _enemy(tokens: list[str], first_at: int, second_at: int | None) -> tuple[bool, bool]:
    """Whether the first unit, and the second, is said to be an enemy's: "an enemy" right
    before the first's Might, or between it and the second's ("my 3 Might unit with an
    enemy 1 Might unit"); two units said at once ("two enemy 3 Might units", ``second_at``
    None) are both so or both not."""
    first = bool(ENEMY & set(tokens[max(0, first_at - 2) : first_at]))
    if second_at is None:
        return first, first
    return first, bool(ENEMY & set(tokens[first_at + 2 : second_at]))


def _might_asked(
    tokens: list[str], swapped: tuple[int, int], asked: list[tuple[int, int]], kept: bool
) -> dict[str, Any] | None:
    """The Might of one unit asked, named by its Might before the swap ("the 2 Might
    unit"): the Might asked of it ("have 5 Might?", "is its Might 4?"), the one it had
    ("keep its 5 Might?"), or its value ("what is ...?")."""
    if swapped[0] == swapped[1] or not asked or len(asked) > 2:
        return None  # two units with the same Might: which one is named is not read
    (named_at, named), rest = asked[0], asked[1:]
    if named not in swapped:
        return None
    unit = FIRST if named == swapped[0] else OTHER
    value = rest[0][1] if rest else _is_might(tokens, named_at)
    if kept and value is None:
        value = named  # "does the 5 Might unit keep it?"
    if kept and value != named:
        return None
    if value is not None:
        return {"might": {"unit": unit, "exactly": value}}
    if "what" not in tokens:
        return None
    return {"might": {"unit": unit}}


def _is_might(tokens: list[str], at: int) -> int | None:
    """The Might asked after "the N Might unit's Might is M" ("is the 1 Might unit's Might
    4?"), else None."""
    tail = tokens[at + 2 :]
    numbers = [int(t) for t in tail if DIGITS.fullmatch(t)]
    return numbers[0] if len(numbers) == 1 else None


def _candidate(
    swapped: tuple[int, int], question: dict[str, Any], enemy: tuple[bool, bool]
) -> Candidate:
    """The two units (yours at battlefield 1; an enemy's an opponent's, at battlefield 2,
    where no combat is staged with yours), the turn player's swap and ``question``, its
    units named by whose they are."""
    names = NAMES[enemy]
    renamed = {FIRST: names[0], OTHER: names[1]}
    units = [
        {"name": name, "might": might, "at": "battlefield 2" if theirs else "battlefield 1"}
        | ({"controller": "opponent"} if theirs else {})
        for name, might, theirs in zip(names, swapped, enemy, strict=True)
    ]
    asked = {
        kind: {key: renamed.get(value, value) for key, value in fields.items()}
        for kind, fields in question.items()
    }
    doc: dict[str, Any] = {
        "format": 2,
        "situation": {
            "battlefields": [{"name": "battlefield 1"}, {"name": "battlefield 2"}],
            "units": units,
        },
        "actions": [{"swap": {"cards": list(names)}}],
        "question": asked,
    }
    candidate = Candidate("swap", doc)
    candidate.stated.append(_whose(enemy))
    return candidate


def _whose(enemy: tuple[bool, bool]) -> str:
    if not any(enemy):
        return "both units are yours, at battlefield 1 (whose they are changes nothing)"
    if all(enemy):
        return "both units are your opponent's, at battlefield 2 (whose they are changes nothing)"
    return (
        "your unit is at battlefield 1 and the enemy unit, your opponent's, at battlefield 2 "
        "(whose they are and where changes nothing)"
    )


# --- a real spell that swaps the Might of two units, and a modifier one of them had -------

# The modifier the unit "already had", by the words that name it: an Equipment's Might Bonus
# ("an equipment bonus", "my equipped unit's Might bonus") or a buff.
EQUIPMENT = frozenset({"equipment", "equipped", "gear", "equip", "item", "attached"})
BONUS = frozenset({"bonus", "boost"})
BUFF = frozenset({"buff", "buffed"})
# What is asked of it: added once more on top of the swapped Might, or part of the Might swapped.
AGAIN = frozenset({"again", "twice", "second", "top", "extra"})
INCLUDED = frozenset({"including", "include", "includes", "included", "counted", "part"})
CARD_FRAME = frozenset(
    {
        *("after", "once", "when", "if", "resolves", "resolved", "resolving", "is", "was"),
        *("does", "do", "did", "has", "have", "had", "already", "get", "gets", "got", "be"),
        *("added", "add", "adds", "applied", "apply", "applies", "count", "counts", "on"),
        *("of", "to", "in", "a", "an", "the", "my", "your", "its", "it", "that", "this", "i"),
        *("unit", "units", "might", "swap", "swaps", "swapped", "time"),
        *("play", "cast", "still", "which", "with", "and", "then", "from", "by", "me", "mine"),
    }
)
# Yours at battlefield 1, which you control: the unit with the modifier and the other one,
# with made-up Mights (and a made-up Might Bonus for the Equipment; a buff's is the engine's).
HAD, OTHER_SWAPPED = "your unit", "your other unit"
HAD_MIGHT, OTHER_MIGHT, EQUIPMENT_BONUS = 1, 5, 2


def read_swap_card(question: str, cards: CardIndex) -> Candidate | None:
    """A spell whose effect swaps the Might of two units, said to resolve where one of them
    already had a Might modifier (an Equipment's Might Bonus, a buff), asked whether that
    modifier is added again on top of the swap, or is part of the Might swapped; when every
    other word is one this reads."""
    words = normalise(question).split()
    found = cards.find(words, frozenset())
    if len(found) != 1 or not _swaps_might(found[0].card):
        return None
    card = found[0]
    rest = [*words[: card.start], *words[card.end :]]
    said = set(rest)
    equipment = bool(EQUIPMENT & said) and bool(BONUS & said)
    buff = bool(BUFF & said)
    again, included = bool(AGAIN & said), bool(INCLUDED & said)
    if equipment == buff or again == included:
        return None
    if said - CARD_FRAME - EQUIPMENT - BONUS - BUFF - AGAIN - INCLUDED:
        return None
    modified: dict[str, Any] = {"name": HAD, "at": "battlefield 1", "might": HAD_MIGHT}
    situation: dict[str, Any] = {
        "battlefields": [{"name": "battlefield 1", "controller": "you"}],
        "units": [modified, {"name": OTHER_SWAPPED, "at": "battlefield 1", "might": OTHER_MIGHT}],
        "hand": [{"name": card.card.name, "type": "spell"}],
    }
    if equipment:
        gear = {"name": "Test Equipment", "might_bonus": EQUIPMENT_BONUS, "attached_to": HAD}
        situation["gear"] = [gear]
    else:
        modified["buffs"] = 1
    had = _might_before(situation)  # the Might the swap reverses, the modifier in it
    if had is None:
        return None
    bonus = had - HAD_MIGHT
    if again:  # the Might it gets from the swap, with the modifier added once more
        asked = {"might": {"unit": HAD, "exactly": OTHER_MIGHT + bonus}}
    else:  # the other unit gets the whole of it
        asked = {"might": {"unit": OTHER_SWAPPED, "exactly": had}}
    targets = [HAD, OTHER_SWAPPED]
    doc: dict[str, Any] = {
        "format": 2,
        "situation": situation,
        "actions": [
            {"play": {"card": card.card.name, "to": "base", "targets": targets}},
            {"resolve": {}},
        ],
        "question": asked,
    }
    candidate = Candidate("swap_card", doc)
    modifier = f"Test Equipment's Might Bonus of {bonus}" if equipment else f"a buff (+{bonus})"
    candidate.stated.append(
        f"your unit has {HAD_MIGHT} Might and {modifier}, your other unit {OTHER_MIGHT} Might "
        "(made up for illustration), both at battlefield 1, which you control"
    )
    return candidate


def _might_before(situation: dict[str, Any]) -> int | None:
    """The Might the engine gives the unit with the modifier on this board, before the
    swap; None when it does not settle it."""
    probe = {"format": 2, "situation": situation, "question": {"might": {"unit": HAD}}}
    state = load_document(probe).situation
    unit = state.unit(HAD)
    return None if unit is None else might_now(state, unit)


def _swaps_might(card: CardEntry) -> bool:
    """Whether the card is a spell whose effect swaps the Might of two units, as compiled."""
    from judge.cards.understood import compiled_instructions

    if card.type != "Spell":
        return False
    return any(i.verb == SWAP_MIGHT for _, i in compiled_instructions(card))
