"""Which compiled ability of a named card a question's words point at: "Crackshot Corsair's
attack trigger", "the Deathknell of Ruined Rex", "Arena Bar's ability", "Vex, Apathetic's
stun".

The card's text is compiled by the one compiler (judge/cards/compile.py, through
``compiled_abilities``); here only the words after the name (or "the ... of" before it) are
matched against the parts of each ability: its kind, its trigger's event, the verbs of its
effect. A phrase that fits no ability, or more than one, points at nothing, and an ability
the compiler did not read whole is named with the words it left: nothing is guessed from
the card's name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.ask.cards import CardEntry, CardIndex, CardMention
from judge.ask.names import name_words
from judge.cards.kinds import ACTIVATED, ADDITIONAL_COST, PASSIVE, SPELL, TRIGGERED
from judge.records import replace

if TYPE_CHECKING:
    from judge.cards.compile import Ability

ANY = "any"
# What each phrase names: the ability kinds it may be and, for a trigger, its events.
EVENT_PHRASES: dict[str, frozenset[str]] = {
    "attack trigger": frozenset({"attack", "attack or defend"}),
    "attack ability": frozenset({"attack", "attack or defend"}),
    "defend trigger": frozenset({"defend", "attack or defend"}),
    "defend ability": frozenset({"defend", "attack or defend"}),
    "attack or defend trigger": frozenset({"attack or defend"}),
    "attack or defend ability": frozenset({"attack or defend"}),
    "move trigger": frozenset({"move"}),
    "move ability": frozenset({"move"}),
    "conquer trigger": frozenset({"conquer"}),
    "conquer ability": frozenset({"conquer"}),
    "hold trigger": frozenset({"hold"}),
    "hold ability": frozenset({"hold"}),
    "play trigger": frozenset({"play"}),
    "play effect": frozenset({"play"}),
    "play ability": frozenset({"play"}),
    "deathknell": frozenset({"die"}),
    "deathknell ability": frozenset({"die"}),
}
KIND_PHRASES: dict[str, frozenset[str]] = {
    "triggered ability": frozenset({TRIGGERED}),
    "trigger": frozenset({TRIGGERED}),
    "activated ability": frozenset({ACTIVATED}),
    "ability": frozenset({TRIGGERED, ACTIVATED}),
    "effect": frozenset({TRIGGERED, ACTIVATED, SPELL}),
    "text": frozenset({TRIGGERED, ACTIVATED, SPELL, ADDITIONAL_COST}),
    "additional cost": frozenset({ADDITIONAL_COST}),
}
NAME_ALONE = "text"
"""What a permanent's name alone points at ("Does Harnessed Dragon target ..."): its one
ability. A spell's name alone is its whole text (readings/targets.py)."""
# A verb of the effect named as a noun ("Leona's stun", "Corsair's damage").
VERB_PHRASES = {
    "stun": "stun",
    "kill": "kill",
    "buff": "buff",
    "ready": "ready",
    "damage": "deal",
    "return": "return",
    "move": "move",
    "banish": "banish",
}
PHRASES = sorted(
    [*EVENT_PHRASES, *KIND_PHRASES, *VERB_PHRASES], key=lambda p: len(p.split()), reverse=True
)


@dataclass(frozen=True)
class Pointed:
    """The ability of ``card`` the words ``phrase`` point at, compiled, or why there is none
    to read (``unread``). ``start`` and ``end``: the question's words that name the card
    and the phrase together."""

    card: CardEntry
    phrase: str
    start: int
    end: int
    ability: Ability | None = None
    unread: str = ""
    alone: bool = False  # named by the card's name alone

    @property
    def text(self) -> str:
        """The words of its effect as compiled ("" when it is not)."""
        return self.ability.words if self.ability is not None and not self.unread else ""


def pointed_abilities(words: list[str], cards: CardIndex) -> list[Pointed]:
    """Each card named in ``words`` (normalised) with a phrase naming one of its
    abilities: "<name>s <phrase>" ("<name> ability" too), or "the <phrase> of <name>"."""
    found = []
    for mention in cards.find(words, frozenset()):
        after = _phrase_at(words, mention.end)
        before = _phrase_before(words, mention)
        if after is not None and (_possessive(mention) or after.endswith(("ability", "effect"))):
            found.append(_point(mention.card, after, mention.start, mention.end + _len(after)))
        elif before is not None:
            start = mention.start - _len(before) - 2  # "the" and "of" with the phrase
            found.append(_point(mention.card, before, start, mention.end))
        elif mention.card.type.lower() != "spell":
            alone = _point(mention.card, NAME_ALONE, mention.start, mention.end)
            found.append(replace(alone, alone=True))
    return found


def triggered_abilities(card: CardEntry, phrase: str | None) -> list[Ability]:
    """The card's triggered abilities the phrase may name (any, for None: the card named
    alone), whether or not their effect is compiled: a question about the trigger alone
    needs only its condition."""
    from judge.cards.understood import compiled_abilities  # the compiler, only for a card named

    return [
        a
        for a in compiled_abilities(card)
        if a.kind == TRIGGERED and (phrase is None or _fits(card, a, phrase))
    ]


def _possessive(mention: CardMention) -> bool:
    """ "Corsair's move" names an ability; "Corsair move" may be a verb ("can it move")."""
    return mention.typed.split()[-1] != name_words(mention.card.name)[-1]


def _len(phrase: str) -> int:
    return len(phrase.split())


def _phrase_at(words: list[str], i: int) -> str | None:
    return next((p for p in PHRASES if words[i : i + _len(p)] == p.split()), None)


def _phrase_before(words: list[str], mention: CardMention) -> str | None:
    """ "the attack trigger of Crackshot Corsair": the phrase between "the" and "of"."""
    if mention.start < 3 or words[mention.start - 1] != "of":
        return None
    for phrase in PHRASES:
        start = mention.start - 1 - _len(phrase)
        if (
            start >= 1
            and words[start - 1] == "the"
            and words[start : mention.start - 1] == (phrase.split())
        ):
            return phrase
    return None


def _point(card: CardEntry, phrase: str, start: int, end: int) -> Pointed:
    from judge.cards.understood import compiled_abilities  # the compiler, only for a card named

    abilities = [a for a in compiled_abilities(card) if _fits(card, a, phrase)]
    if not abilities:
        return Pointed(card, phrase, start, end, unread=f"{card.name} has no {phrase} to read")
    if len(abilities) > 1:
        why = f"{card.name} has {len(abilities)} abilities its {phrase} may be; say which"
        return Pointed(card, phrase, start, end, unread=why)
    ability = abilities[0]
    if not ability.compiled:
        said = ability.unread
        what = said if said.startswith("the ") and '"' in said else f'"{said}"'
        why = f"{card.name}'s {phrase} is not compiled (not read: {what})"
        return Pointed(card, phrase, start, end, unread=why)
    return Pointed(card, phrase, start, end, ability)


def _fits(card: CardEntry, ability: Ability, phrase: str) -> bool:
    """Whether ``ability`` may be what ``phrase`` names: a trigger not read may be any."""
    if phrase in EVENT_PHRASES:
        if ability.kind != TRIGGERED:
            return False
        return ability.trigger is None or ability.trigger.event in EVENT_PHRASES[phrase]
    if phrase == NAME_ALONE and ability.kind == PASSIVE:
        return not ability.compiled  # a sentence not read may mention anything
    if phrase in KIND_PHRASES:
        return ability.kind in KIND_PHRASES[phrase]
    if ability.kind not in (TRIGGERED, ACTIVATED, SPELL):
        return False
    verb = VERB_PHRASES[phrase]
    if ability.effect is not None:
        return any(i.verb == verb for i in ability.effect.instructions)
    said = " ".join(card.abilities[i] for i in ability.sentences).lower()
    return re.search(rf"\b{verb}\b", said) is not None
