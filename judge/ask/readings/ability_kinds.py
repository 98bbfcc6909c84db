"""Questions about what kind of ability a text is: "Is 'When I attack, deal 1 to an enemy
unit here' an attack trigger?", "Does 'When you play a spell, draw 1' count as a play
effect?", "Is Crackshot Corsair's ability a triggered ability?".

The text is the one quoted in the question, or the whole rules text of the one card it
names followed by "ability" (from the card data, never typed here); the engine's
`ability_kind` question reads it with the card compiler, so a text it does not read whole is
answered `unknown` there. The words around the text must fit a frame below in full.
"""

from __future__ import annotations

import re

from judge.ask.cards import CardIndex
from judge.ask.readings import Candidate
from judge.ask.readings.targets import TEXT, texts_of

# The names of the kinds, as questions say them, and the engine's value for each.
KINDS = {
    "triggered ability": "triggered",
    "trigger": "triggered",
    "activated ability": "activated",
    "conditional passive ability": "conditional_passive",
    "passive ability": "passive",
    "replacement effect": "replacement",
    "reflexive trigger": "reflexive",
    "play effect": "play_effect",
    "play trigger": "play_effect",
    "targeting effect": "targeting_effect",
    "targeting trigger": "targeting_effect",
    "conquer effect": "conquer_effect",
    "conquer trigger": "conquer_effect",
    "hold effect": "hold_effect",
    "hold trigger": "hold_effect",
    "attack trigger": "attack_trigger",
    "defend trigger": "defend_trigger",
}
KIND = r"(?:an? )?(?P<kind>" + "|".join(KINDS) + ")"
ABILITY = r"(?:the (?:ability|text) )?"
FRAMES = (
    rf"^(?:is|would) {ABILITY}{TEXT}(?P<of_card> ability)? (?:be )?(?:considered |counted as )?"
    rf"{KIND}$",
    rf"^does {ABILITY}{TEXT}(?P<of_card> ability)? count as {KIND}$",
)


# The rules' own way of writing Energy and the Exhaust symbol ("[2]", "[E]"), as the card
# list writes them, which the card compiler reads.
SYMBOLS = ((re.compile(r"\[(\d+)\]"), r":rb_energy_\1:"), (re.compile(r"\[E\]"), ":rb_exhaust:"))


def _card_symbols(text: str) -> str:
    for written, symbol in SYMBOLS:
        text = written.sub(symbol, text)
    return text


# "Does Blood Rose have an activated ability?": a card's abilities, of the kinds the card
# compiler tells apart.
CARD_FRAME = (
    rf"^does {TEXT} have (?:an?|any) (?P<kind>triggered|activated|passive) abilit(?:y|ies)$"
)


def _card_ability_kind(question: str, cards: CardIndex) -> Candidate | None:
    """The `ability_kind` question about a card's abilities, when its words fit
    ``CARD_FRAME`` in full around one card's name."""
    named = set()
    kind = ""
    for source in texts_of(question, cards):
        matched = re.fullmatch(CARD_FRAME, source.frame)
        if matched is not None and source.card:
            named.add(source.card)
            kind = matched.group("kind")
    if len(named) != 1:
        return None
    value = {"card": named.pop(), "kind": kind}
    return Candidate("ability_kinds:card", {"format": 2, "question": {"ability_kind": value}})


def read_ability_kind(question: str, cards: CardIndex) -> Candidate | None:
    """The `ability_kind` question ``question`` asks, when its words fit a frame in full
    around one quoted text, or around a card's name and "ability"; or whether a card has an
    ability of a kind."""
    by_card = _card_ability_kind(question, cards)
    if by_card is not None:
        return by_card
    found = []
    for source in texts_of(question, cards):
        if source.unread or source.triggered:  # an ability's effect alone has no condition
            continue
        for frame in FRAMES:
            matched = re.fullmatch(frame, source.frame)
            if matched is None or bool(matched.group("of_card")) != bool(source.card):
                continue
            value = {"text": _card_symbols(source.text), "kind": KINDS[matched.group("kind")]}
            notes = [f"read the text of {source.card} from the card data"] if source.card else []
            doc = {"format": 2, "question": {"ability_kind": value}}
            found.append(Candidate("ability_kinds", doc, notes=notes))
    return found[0] if len(found) == 1 else None
