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

_IT = rf"(?:my )?(?:{SOURCE}|it|him|her)"
# What the question may say of the ability first: "X can be banished and played as I look at
# or reveal it from the top of my deck."
_SEEN = r"(?:look|looked|reveal|revealed|see|seen)"
_SAID = rf"(?:{SOURCE} (?:\w+ ){{1,12}}?{_SEEN} (?:\w+ ){{0,10}}?deck )?"
# Where the card is taken from and put.
_FROM = r"(?: (?:from|off) (?:the top of )?(?:my|the) (?:main )?deck)"
_TRASH = r"(?: (?:in|into|to) (?:my|the|your) trash)"
# Who or what does it. An effect, or I, reveal: "As you reveal me" is said of the deck's
# player, so a reveal by another player is not read. Burning moves cards from the top of a
# player's own Main Deck (whoever's effect has them do it) and is no reveal or look in any
# case: an opponent, an ally, or their effect, may burn it.
_EFFECT = r"(?:an effect|a spell|an ability|a card)"
_PLAYER = r"(?:(?:my|an|the) (?:opponent|ally|teammate)|opponent \d)"
_OTHER = rf"(?:{_PLAYER}(?:s (?:effect|spell|ability|card))?)"
_BURNER = rf"(?:burn|burning|{_EFFECT}|{_OTHER}|i)"
_BY = rf"(?: by (?:burn|{_EFFECT}|{_OTHER}))"
_BURNED = (
    rf"{_BURNER} (?:puts?|sends?|sent|moves?|moved) {_IT}{_FROM}?{_TRASH}"
    rf"|{_BURNER} (?:burns?|burned) {_IT}{_FROM}?{_TRASH}?"
    rf"|{_IT} (?:is|gets|was|got) burned{_BY}?{_FROM}?{_BY}?{_TRASH}?"
)
_REVEALED = (
    rf"(?:{_EFFECT}|i) (?:reveals?|revealed) {_IT}{_FROM}"
    rf"|{_IT} (?:is|gets|was|got) revealed(?: by {_EFFECT})?{_FROM}(?: by {_EFFECT})?"
)
# The game action said as a condition ("If ...,") or as a statement before the question.
_DOING = rf"(?:(?:if|when|once|suppose|say) )?(?:(?P<burned>{_BURNED})|(?P<revealed>{_REVEALED}))"
# What is asked: the ability applying (named by the words of its own text at most: "its
# banish and play ability"), or its effect's first instruction done.
_ABILITY = rf"(?:its|{SOURCE}s?|the|that|this) (?P<named>(?:\w+ ){{0,4}}?)(?:ability|effect)"
_APPLIES = rf"(?:does|will|can|would|did) {_ABILITY} (?:still )?(?:apply|work)"
_DONE = (
    rf"can i (?:still )?(?P<verb>banish|play)(?: {_IT})?"
    rf"(?P<then> and (?:then )?(?:banish|play) {_IT})?"
)
SEEN_FROM_DECK = rf"{MODE}{_SAID}{_DOING} (?:(?P<applies>{_APPLIES})|{_DONE})$"
# Words that may name the ability besides those of its own text.
_NAMING = frozenset({"and", "or", "replacement"})


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
    named = set((fits.group("named") or "").split())
    if not named <= _NAMING | set(verbs) | set(normalise(replaces).split()):
        return None  # another of its abilities, or one the question describes otherwise
    verb, played = fits.group("verb"), ""
    if fits.group("applies"):
        event = "applies"
    elif verb == "play" and not fits.group("then") and "play" in verbs:
        # "Can I (still) play it?": whether the ability that would let you play it applies
        event = "applies"
        played = (
            f"taken: asked whether the ability of {card.name} that would let you play it applies"
        )
    elif verbs and verbs[0] == "banish" and verb in ("banish", "play"):
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
    notes += [played] if played else []
    candidate = Candidate("card_seen_from_deck", doc, notes=notes)
    candidate.stated += [
        f"{card.name} is the top card of your Main Deck",
        f"an effect has you {doing}",
    ]
    if fits.group("burned") and re.search(rf"\b{_PLAYER}\b", fits.group("burned")):
        candidate.stated.append(
            f"whoever's effect it is, you burn {card.name} from the top of your own Main Deck"
        )
    return candidate
