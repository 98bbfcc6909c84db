"""The reader for questions about two replacement effects on one unit's death, one said to
be applied first: "If Smite's replacement is applied first and the unit is banished, can
Zhonya's Hourglass still save it?", "If Zhonya's Hourglass is applied before Tactical
Retreat, is the unit recalled?".

Like the swap reader it reads the question's own words and fires only when every word is one
it accounts for: two cards, each with a replacement of a unit's death as the engine reads it
(judge/engine/replacements.py): a spell's on the unit it chose (Smite, Tactical Retreat) or a
gear's passive one on a friendly unit (Zhonya's Hourglass); "first" (or "before") said after
the one applied first; then what is asked: whether the other one still saves the unit
(replaces its death), or whether the unit is banished, recalled or killed. A card named whose
text in the card list replaces no death (Guardian Angel, whose Equipment effect text the list
does not hold) is said to be why the question is not answered.

The board, said as assumed (no choice of it changes the verdict): your 3 Might unit at
battlefield 1 with 3 damage, so the next cleanup would kill it; a spell's replacement played
by you, choosing it; a gear yours, in your base; you, its controller, choose the order
(372) as the question says; a cleanup follows.
"""

from __future__ import annotations

from typing import Any

from judge.ask.cards import CardIndex, CardMention
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.targets import Unread
from judge.engine.replacements import CHOSEN, UNREAD, card_reading, passive_reading

UNIT = "your unit"
FIRST = frozenset({"first", "before"})
OPENERS = frozenset({"can", "does", "do", "will", "would", "is", "could"})
# Asked of the other card: does it still replace the unit's death.
SAVES = frozenset({"save", "saves", "replace", "replaces", "apply", "applies", "rescue"})
# Asked of the unit: what became of it.
BECOMES = {"banished": "banished", "recalled": "recalled", "killed": "killed"}
SAID = {"banish": "banished", "recall": "recalled"}  # a game action done instead, as said
FRAME = frozenset(
    {
        *("if", "the", "a", "an", "my", "your", "its", "it", "unit", "units", "is", "was"),
        *("are", "be", "applied", "apply", "applies", "and", "can", "does", "do", "will"),
        *("still", "replacement", "replacements", "effect", "effects", "attached", "to"),
        *("which", "that", "death", "die", "dies", "would", "both", "i", "on", "of", "then"),
        *("second", "after", "board", "first", "before", "save", "saves", "replace"),
        *("replaces", "rescue", "could", "with", "has", "have", "play", "played"),
    }
)


def read_replacement_first(
    question: str, cards: CardIndex, version: str
) -> Candidate | Unread | None:
    """Two replacement effects on one unit's death, one applied first, and what the
    question asks of the other or of the unit, when every word is read."""
    words = normalise(question).split()
    mentions = cards.find(words, frozenset())
    names = list(dict.fromkeys(m.card.name for m in mentions))
    if len(names) != 2 or not FIRST & set(words):
        return None
    named = {i for m in mentions for i in range(m.start, m.end)}
    rest = [w for i, w in enumerate(words) if i not in named]
    if set(rest) - FRAME - set(BECOMES):
        return None
    first = _first(words, mentions)
    opener = max((i for i, w in enumerate(words) if w in OPENERS and i not in named), default=-1)
    if first is None or opener < 0 or words[opener] == "would":
        return None
    asked = _asked(words[opener + 1 :], [m for m in mentions if m.start > opener], first)
    if asked is None:
        return None
    kinds = {name: _kind(name, mentions, version) for name in names}
    unread = [kind for kind in kinds.values() if isinstance(kind, Unread)]
    if unread:
        return unread[0]
    # "... applied first and the unit is banished": what the setup says became of the unit
    # must be what the one applied first does instead
    reading = card_reading(first, version)
    done = {BECOMES[w] for w in words[:opener] if w in BECOMES}
    if reading is None or done - {SAID[a] for a in reading.instead if a in SAID}:
        return None
    other = next(name for name in names if name != first)
    board: dict[str, Any] = {
        "units": [{"name": UNIT, "at": "battlefield 1", "might": 3, "damage": 3}],
    }
    for name, kind in kinds.items():
        if kind == "spell":
            board.setdefault("replacements", []).append({"card": name, "by": "you", "chose": UNIT})
        else:
            board.setdefault("gear", []).append({"name": name, "at": "base"})
    board["replacement_order"] = {"by": "you", "order": [first, other]}
    event, subject = asked
    doc = {
        "format": 2,
        "situation": board,
        "actions": [{"cleanup": {}}],
        "question": {"outcomes": {"event": event, "subject": subject or other}},
    }
    candidate = Candidate("replacement_first", doc)
    candidate.stated.append(
        f"your unit (3 Might) has 3 damage at battlefield 1 and a cleanup follows; "
        f"you choose {first} to apply first (who played or controls the effects changes "
        "nothing: the unit's controller orders those on its death)"
    )
    return candidate


def _first(words: list[str], mentions: list[CardMention]) -> str | None:
    """The card said to apply first: the last one named before "first" ("Smite's
    replacement is applied first", "if I apply Smite first"), or the one before "before"
    ("Zhonya's Hourglass is applied before Smite")."""
    at = next(i for i, w in enumerate(words) if w in FIRST)
    before = [m for m in mentions if m.end <= at]
    return before[-1].card.name if before else None


def _asked(tail: list[str], named: list[CardMention], first: str) -> tuple[str, str] | None:
    """What the question asks after its opening word: whether the other card still saves
    the unit ("replaced", the card), or what became of the unit (the event, "" for it)."""
    said = set(tail)
    became = [BECOMES[w] for w in tail if w in BECOMES]
    if named:
        if len(named) != 1 or named[0].card.name == first or became or not SAVES & said:
            return None
        return "replaced", named[0].card.name
    if len(became) != 1 or SAVES & said or not {"unit", "it"} & said:
        return None
    return became[0], UNIT


def _kind(name: str, mentions: list[CardMention], version: str) -> str | Unread:
    """How the card's replacement is on the board: "spell" (on the unit it chose), "gear"
    (a passive one), or why it is not read (``Unread``)."""
    entry = next(m.card for m in mentions if m.card.name == name)
    reading = card_reading(name, version)
    if reading is None:
        return Unread(
            f"{name}'s text in the card list says nothing of a death that would happen, so "
            "what it would do to the unit's death is not known"
        )
    if reading is UNREAD:
        return Unread(f'{name}\'s "would die" text is not read, so what it does is not known')
    if entry.type == "Spell" and reading.covers == CHOSEN:
        return "spell"
    if entry.type == "Gear" and passive_reading(name, version):
        return "gear"
    return Unread(f"a replacement on {name}, a {entry.type.lower()}, is not read here")
