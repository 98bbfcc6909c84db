"""Whether a spell can target a card in a hand, said with no text of its own: "Can my spell
target a card in my opponent's hand?", "Is it legal to target a card in my opponent's hand
with a spell?", "Can a spell choose a card in my opponent's hand as its target?".

No text of a spell's targets a card in a hand: one that says "a unit" means a unit on the
board, and one that names a hand chooses there (Bone Skewer), but a card in a zone whose
information is not public is never a target. Both are judged by the engine, on made-up
texts of each kind; the answer is the same either way. Whether a text may *choose* a card
in a hand turns on its words ("You may choose a unit from it": yes), so "choose" is read
only with "as its target".
"""

from __future__ import annotations

from typing import Any

from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.targets import MODE, plain
from judge.patterns import LazyPattern

_SPELL = r"(?:my|a|an|the|my opponents|an opponents|their) (?:spell|ability|effect)(?: of mine)?"
_CARD = (
    r"(?:a|an|one|any) (?:(?:unit |gear |spell )?card|unit|gear|spell)"
    r"(?: (?:that is|which is|thats))? "
    r"(?:in|from) (?:my opponents |an opponents |their |my )?hand"
)
_WHOSE_HAND = LazyPattern(r"\b(?P<whose>my opponents|an opponents|their|my) hand\b")
_AS_TARGET = r" as (?:its|a|the) target"
HAND_TARGET = LazyPattern(
    MODE + rf"(?:can {_SPELL} (?:target {_CARD}(?:{_AS_TARGET})?|(?:choose|pick) {_CARD}"
    rf"{_AS_TARGET})"
    rf"|(?:can (?:i|you)|is it legal to|am i allowed to|may i) target {_CARD} "
    rf"(?:with|using) {_SPELL}"
    rf"|can {_CARD} be targeted (?:by|with) {_SPELL}"
    rf"|is {_CARD} (?:a )?(?:valid |legal )?target (?:for|of) {_SPELL})$",
    needs=("hand",),
)
_OPPONENTS_SPELL = LazyPattern(r"\b(?:my opponents|an opponents|their) (?:spell|ability|effect)\b")
WHOSE = {"my": "you", None: "opponent"}
"""Whose hand: yours, or else an opponent's ("their hand", "an opponent's hand")."""
ON_BOARD_TEXT = "Kill a unit."
"""A made-up text whose choice is a unit, which means one on the board (355.9.a.1)."""
FROM_HAND_TEXT = {
    "another": "An opponent reveals their hand. You may choose a unit from it.",
    "own": "You may play a unit from your hand, ignoring its costs.",
}
"""Made-up texts that choose a unit in a hand: an opponent's (as Bone Skewer's does), or
the spell's player's own (the example of 355.10.a)."""


def read_hand_target(question: str) -> Candidate | None:
    """ "Can my spell target a card in my opponent's hand?": no, judged for a spell whose
    text chooses a unit (one on the board, not a card in a hand) and for one whose text
    chooses from a hand (what it chooses there is not a target)."""
    found = HAND_TARGET.fullmatch(plain(normalise(question)))
    if found is None:
        return None
    mode = found.group("mode") or "1v1"
    said = _WHOSE_HAND.search(found.group(0))
    whose = WHOSE.get(said.group("whose") if said else None, "opponent")
    by = "opponent" if _OPPONENTS_SPELL.search(found.group(0)) else "you"
    card = {"name": "the card", "zone": "hand", "controller": whose}
    situation: dict[str, Any] = {"cards": [card]}
    if mode != "1v1":
        situation = {"mode": mode, **situation}
    on_board = {
        "format": 2,
        "situation": situation,
        "question": {"valid_target": {"text": ON_BOARD_TEXT, "by": by, "chosen": ["the card"]}},
    }
    from_hand_text = FROM_HAND_TEXT["own" if whose == by else "another"]
    from_hand: dict[str, Any] = {
        "format": 2,
        "question": {"is_target": {"text": from_hand_text, "by": by, "object": "unit"}},
    }
    if mode != "1v1":
        from_hand["situation"] = {"mode": mode}
    candidate = Candidate("targets", on_board)
    candidate.defaults.append(f'the spell\'s text chooses "a unit" ("{ON_BOARD_TEXT}")')
    candidate.alternatives.append(
        (f'the spell\'s text chooses from the hand ("{from_hand_text}")', from_hand)
    )
    return candidate
