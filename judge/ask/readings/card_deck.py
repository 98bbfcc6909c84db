"""A named card's ability that applies as it is looked at or revealed from the top of a
deck, asked about as something else takes it from there: "Nocturne, Horrifying can be
banished and played as I look at or reveal it from the top of my deck. If Burn puts it into
my trash, can I banish and play it?".

The ability is the card's own, compiled (``card_list.seen_from_deck``): that it replaces
the card's being looked at or revealed from a deck comes from its parts, never from the
card's name. The board is the card on top of its owner's Main Deck, the game action the
question names (a burn, a reveal) carried out, and the engine judges whether the ability
applies or whether the first thing its effect does (banish) happens.
"""

from __future__ import annotations

import re

from judge.ask.card_abilities import pointed_abilities
from judge.ask.cards import CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.card_triggers import SOURCE, card_frame
from judge.ask.readings.targets import MODE
from judge.ask.situation import Doc
from judge.engine.card_list import seen_from_deck
from judge.engine.predicates.carry_out import ACTIONS

_IT = rf"(?:{SOURCE}|it|him|her)"
# What the question may say of the ability first: "X can be banished and played as I look at
# or reveal it from the top of my deck."
_SEEN = r"(?:look|looked|reveal|revealed|see|seen)"
_SAID = rf"(?:{SOURCE} (?:\w+ ){{1,12}}?{_SEEN} (?:\w+ ){{0,10}}?deck )?"
# The game action that takes the card from the top of the deck, by the words naming it.
_BURNED = (
    rf"(?:burn|burning|an effect|a spell|an ability) (?:puts|sends|moves|burns) {_IT} "
    r"(?:in|into|to) (?:my|the|your) trash"
    rf"|(?:an effect|a spell|an ability|i) burns? {_IT}(?: from (?:the top of )?my deck)?"
    rf"|{_IT} (?:is|gets) burned(?: from (?:the top of )?my deck)?(?: into my trash)?"
)
_REVEALED = (
    rf"(?:an effect|a spell|an ability|i) reveals? {_IT} from (?:the top of )?my deck"
    rf"|{_IT} (?:is|gets) revealed from (?:the top of )?my deck"
)
# What is asked: the ability applying, or its effect's first instruction done.
_APPLIES = rf"(?:does|will) (?:its|{SOURCE}s?|the) (?:ability|effect) (?:still )?(?:apply|work)"
_DONE = (
    rf"can i (?:still )?(?P<verb>banish|play)(?: {_IT})?"
    rf"(?: and (?:then )?(?:banish|play) {_IT})?"
)
SEEN_FROM_DECK = (
    rf"{MODE}{_SAID}(?:if|when|once) (?:(?P<burned>{_BURNED})|(?P<revealed>{_REVEALED})) "
    rf"(?:(?P<applies>{_APPLIES})|{_DONE})$"
)


def read_seen_from_deck(question: str, cards: CardIndex, version: str) -> Candidate | None:
    """The question, when its words fit ``SEEN_FROM_DECK`` around one named card whose
    compiled text has an ability that applies as it is looked at or revealed from a deck."""
    words = normalise(question).split()
    pointed = pointed_abilities(words, cards)
    if not pointed or len({p.card.name for p in pointed}) != 1:
        return None
    frame = card_frame(words, pointed)
    fits = re.fullmatch(SEEN_FROM_DECK, frame) if frame else None
    if fits is None:
        return None
    card = pointed[0].card
    abilities = seen_from_deck(card.name, version)
    if len(abilities) != 1:
        return None
    replaces, verbs = abilities[0]
    if fits.group("applies"):
        event = "applies"
    elif verbs and verbs[0] == "banish" and fits.group("verb") in ("banish", "play"):
        # "play me" follows "If you do" after "banish me": it asks of the banish first
        event = ACTIONS["banish"]
    else:
        return None
    action = {"burn": {"amount": 1}} if fits.group("burned") else {"reveal": {"amount": 1}}
    doing = "burn 1" if fits.group("burned") else "reveal the top card of your Main Deck"
    situation: dict[str, object] = {"cards": [{"name": card.name, "zone": "main deck"}]}
    if fits.group("mode"):
        situation["mode"] = fits.group("mode")
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "actions": [action],
        "question": {"outcomes": {"event": event, "subject": card.name}},
    }
    notes = [f'read the ability of {card.name} from the card data: "{replaces}"']
    candidate = Candidate("card_seen_from_deck", doc, notes=notes)
    candidate.stated += [
        f"{card.name} is the top card of your Main Deck",
        f"an effect has you {doing}",
    ]
    return candidate
