"""The situation a reading built, read back: small statements, each tagged by the reader.

A reading declares the slots it accounted for (`Candidate.used`). This module computes
them instead, from the document alone: the document is said in the controlled English of
the "Understood as" line (`judge.ask.describe`), cut into one statement per thing it says
(the mode, the time, each object with its place, owner and status, each action, the
question), and each statement is read by the question reader's own tagger and slotter
(`judge.ask.parse.read`). A question's slot is *accounted for* when some statement has it.

Some words of the controlled English say more than the slot they tag: "make a standard
move" is a move, "a combat at battlefield 1" is the time "during combat", "played this
turn" on a unit is the unit played. `IMPLIES` lists those, once, as data.

Today this is a cross-check (tests/test_ask_restate.py, docs/ask.md "How a question is
read" step 6): `judge.ask.choose` still decides on the declared slots, and the slots the
restatement cannot yet say are measured.
"""

from __future__ import annotations

from dataclasses import dataclass
from judge.ask.describe import Unsayable, say_actions, say_question, say_situation
from judge.ask.situation import Doc

IMPLIES: dict[str, frozenset[str]] = {
    "act:standard_move": frozenset({"act:move"}),
    "obj:combat": frozenset({"time:combat"}),
    "obj:showdown": frozenset({"time:showdown"}),
    "time:turn_played": frozenset({"unit:played"}),
}
"""A slot of the restatement and the slots of a question it also says."""
LISTS = frozenset(
    {"players", "the chain", "battlefields", "units", "gear", "facedown", "hand", "cards"}
    | {"cost modifiers"}
)
"""Parts of the situation that list objects: each object is a statement of its own."""


@dataclass(frozen=True)
class Statement:
    """One thing the situation says, in controlled English, and the slots it accounts for."""

    text: str
    slots: frozenset[str]


def _top_level(text: str, sep: str) -> list[str]:
    """``text`` cut at ``sep`` outside parentheses and quotes."""
    parts: list[str] = []
    depth, quoted, start = 0, False, 0
    i = 0
    while i < len(text):
        char = text[i]
        if char == '"':
            quoted = not quoted
        elif not quoted and char == "(":
            depth += 1
        elif not quoted and char == ")":
            depth -= 1
        elif not quoted and depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
            i = start
            continue
        i += 1
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


def sentences(doc: Doc, invert: bool = False) -> list[str]:
    """The document as statements: one a part of the situation, one an object of a list,
    one an action, and the question ("the question is asked turned round" when inverted)."""
    from judge.engine.upgrade import upgrade

    document = upgrade(doc)
    question = document["question"]
    said: list[str] = []
    for part in _top_level(say_situation(document.get("situation") or {}), "; "):
        head, colon, items = part.partition(": ")
        if colon and head in LISTS:
            said += [f"{head}: {item}" for item in _top_level(items, ", ")]
        else:
            said.append(part)
    actions = say_actions(document.get("actions", []))
    if actions:
        said += _top_level(actions.removeprefix("after ").rstrip(", "), ", then ")
    said.append(say_question(question))
    if invert:
        said.append("not")
    return said


def restate(doc: Doc, invert: bool = False) -> list[Statement]:
    """The statements of ``doc`` with the slots the reader finds in each (and their
    implications); empty when the document cannot be said in controlled English."""
    from judge.ask.cards import load_cards
    from judge.ask.lexicon import load_lexicon
    from judge.ask.parse import read

    try:
        texts = sentences(doc, invert)
    except Unsayable:
        return []
    lexicon, cards = load_lexicon(), load_cards()
    statements = []
    explained = document_topic(doc)
    for text in texts:
        slots = set(read(text, lexicon, cards).slots())
        if text == "not":
            slots = {"neg"}
        for slot in list(slots):
            slots |= IMPLIES.get(slot, frozenset())
        if explained is not None and text.startswith("explain "):
            slots |= explained
        statements.append(Statement(text, frozenset(slots)))
    return statements


def document_topic(doc: Doc) -> frozenset[str] | None:
    """The slots an explained topic is about, from the topic table (its own words)."""
    name = (doc.get("question") or {}).get("explain")
    if name is None:
        return None
    from judge.ask.readings.topics import load_topics

    said = [t.all | t.any | t.uses for t in load_topics() if name in (t.topic, t.name)]
    return frozenset().union(*said) if said else frozenset()


def accounted(doc: Doc, invert: bool = False) -> set[str]:
    """Every slot some statement of ``doc`` accounts for."""
    return {slot for statement in restate(doc, invert) for slot in statement.slots}
