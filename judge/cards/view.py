"""A card's reading as `judge card` prints it: plain data (text, numbers, lists), made from
the reading (judge/cards/understood.py) and kept in the cache beside it
(judge/cards/understood_cache.py).

Printing a card from the cache then needs neither the reading's records nor the code that
describes them: making those twenty-odd frozen dataclasses (six generated methods compiled
for each) was about a third of what `judge card` did beyond `judge rule`. The fields are
those `judge card --format json` prints, with each sentence's and ability's description
in words (``described``) for the text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:
    from judge.cards.abilities import Ability, Trigger
    from judge.cards.understood import Sentence, Understood
    from judge.engine.effects import Instruction


class MentionView(TypedDict):
    noun: str
    words: str
    role: str
    number: int


class InstructionView(TypedDict):
    verb: str
    words: str
    said: str
    optional: bool
    cost: bool
    condition: str | None
    reflexive: bool
    mentions: list[MentionView]


class SentenceView(TypedDict):
    text: str
    understood: bool
    card_rule: str | None
    instructions: list[InstructionView]
    described: str


# "if" is a keyword: the functional form
TriggerView = TypedDict(
    "TriggerView",
    {
        "event": str,
        "whose": str,
        "where": str | None,
        "when": str | None,
        "condition": str | None,
        "if": str | None,
    },
)


class AbilityView(TypedDict):
    kind: str
    sentences: list[int]
    trigger: TriggerView | None
    also: list[TriggerView]
    replaces: str | None
    condition: str | None
    cost: list[str] | None
    timing: str | None
    restriction: str | None
    optional: bool
    compiled: bool
    unread: str | None
    described: str


class ReadingView(TypedDict):
    """What the reading made of a card: its keywords, each ability sentence, the card rules
    of the game model and the compiled abilities."""

    keywords: list[str]
    sentences: list[SentenceView]
    card_rules: list[dict[str, Any]]
    abilities: list[AbilityView]


def reading_view(understood: Understood) -> ReadingView:
    """The reading as `judge card` prints it."""
    return {
        "keywords": list(understood.keywords),
        "sentences": [_sentence(s) for s in understood.sentences],
        "card_rules": [dict(rule) for rule in understood.rules],
        "abilities": [_ability(a) for a in understood.abilities],
    }


def _sentence(sentence: Sentence) -> SentenceView:
    return {
        "text": sentence.text,
        "understood": sentence.understood,
        "card_rule": sentence.card_rule or None,
        "instructions": [_instruction(i) for i in sentence.instructions],
        "described": sentence.described(),
    }


def _ability(ability: Ability) -> AbilityView:
    # here, not above: printing a view from the cache needs none of the reading's records
    from judge.cards.abilities import describe_ability

    trigger, cost = ability.trigger, ability.cost
    return {
        "kind": ability.kind,
        "sentences": list(ability.sentences),
        "trigger": _trigger(trigger) if trigger else None,
        "also": [_trigger(t) for t in ability.also],
        "replaces": ability.replaces or None,
        "condition": ability.condition or None,
        "cost": list(cost.parts) if cost else None,
        "timing": ability.timing or None,
        "restriction": ability.restriction or None,
        "optional": ability.optional,
        "compiled": ability.compiled,
        "unread": ability.unread or None,
        "described": describe_ability(ability),
    }


def _trigger(trigger: Trigger) -> TriggerView:
    return {
        "event": trigger.event,
        "whose": trigger.whose,
        "where": trigger.where or None,
        "when": trigger.when or None,
        "condition": trigger.condition or None,
        "if": trigger.intervening or None,
    }


def _instruction(instruction: Instruction) -> InstructionView:
    return {
        "verb": instruction.verb,
        "words": instruction.words,
        "said": instruction.described(),
        "optional": instruction.optional,
        "cost": instruction.cost,
        "condition": instruction.condition or None,
        "reflexive": instruction.reflexive,
        "mentions": [
            {"noun": m.noun, "words": m.words, "role": m.role, "number": m.number}
            for m in instruction.mentions
        ],
    }
