"""What the project's card-text reading understands of a card, sentence by sentence.

No reading of its own: a sentence is put to the two readers `judge ask` and the engine
already use. `judge/ask/card_rules.yaml` (through ``model_card``) turns a sentence into a
card rule of the game model (a "can't move", a recall, a keyword granted, or a sentence
that sets another up); `judge/engine/instructions.py` (``read_effect``) reads an effect's
instructions and what each chooses. A sentence either reads is understood; a sentence
card_rules.yaml knows only as a trigger that fires later ("When you conquer, ...") and the
instructions reader cannot read is not. A card is ``compiled`` when every ability sentence
is understood (a card with keywords only, or no text, has nothing left to read),
``partial`` when some are, else ``not``.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.cards.abilities import Ability
from judge.cards.catalog import Card
from judge.cards.kinds import reading_status
from judge.engine.effects import Instruction
from judge.patterns import LazyPattern
from judge.records import replace

if TYPE_CHECKING:
    from judge.ask.cards import CardEntry

_NUMBER = LazyPattern(r"\b\d+\b")
_SYMBOL = LazyPattern(r":rb_[a-z0-9_]+:|\[[A-Z]\]")


@dataclass(frozen=True)
class Sentence:
    """One ability sentence and what each reader made of it."""

    text: str
    card_rule: str  # "rule", "recall", "grants Ganking", "context", "later" or ""
    instructions: tuple[Instruction, ...]
    ability: Ability | None = None  # the compiled ability the sentence is part of

    @property
    def understood(self) -> bool:
        """Compiled: the ability it is part of is compiled whole."""
        return self.ability is not None and self.ability.compiled

    def described(self) -> str:
        """What the readers made of it, in words ("card rule (recall)", "instructions:
        kill a unit [chosen]", "not understood")."""
        parts = []
        if self.card_rule and self.card_rule != "later":
            parts.append(f"card rule ({self.card_rule})")
        if self.instructions:
            parts.append("instructions: " + "; ".join(i.described() for i in self.instructions))
        if self.ability is not None:
            if not self.ability.compiled:
                return f"not compiled ({self.ability.kind}): {self.ability.unread}"
            parts.append(f"compiled ({self.ability.kind})")
        if parts:
            return "; ".join(parts)
        if self.card_rule == "later":
            return "not understood (a trigger after the moment a question asks about)"
        return "not understood"


@dataclass(frozen=True)
class Understood:
    """What the card-text reading made of a card under a rules version, sentence by
    sentence, with its keywords, its card rules and its compiled abilities."""

    card: Card
    version: str
    keywords: tuple[str, ...]
    sentences: tuple[Sentence, ...]
    rules: tuple[dict[str, object], ...]
    abilities: tuple[Ability, ...] = ()

    @property
    def status(self) -> str:
        return reading_status(s.understood for s in self.sentences)

    @property
    def unread(self) -> tuple[str, ...]:
        """The words each ability not compiled leaves unread (a sentence, a trigger
        condition, a cost)."""
        return tuple(a.unread for a in self.abilities if not a.compiled)

    @property
    def not_understood(self) -> tuple[str, ...]:
        return tuple(s.text for s in self.sentences if not s.understood)

    def words_of(self, ability: Ability) -> str:
        """The words of ``ability``: the text of its sentences, joined."""
        return " ".join(
            self.sentences[i].text for i in ability.sentences if i < len(self.sentences)
        )


# The engine reads the same cards at many steps of many scenarios: each card once per
# version and process (the reading is immutable; the cache on disk is understood_cache.py).
@functools.lru_cache(maxsize=2048)
def understand(card: Card, version: str) -> Understood:
    """The card's text under the rules version ``version``, read sentence by sentence."""
    # the readers are imported here, not above: a reading from the cache (understood_cache.py)
    # needs only the records they read into (judge/cards/abilities.py, judge/engine/effects.py)
    from judge.ask.card_rules import model_card
    from judge.ask.cards import CardEntry, read_card_text

    erratum = card.erratum_under(version)
    keywords, abilities = read_card_text(card.printed, erratum.text if erratum else None)
    entry = CardEntry(card.name, card.type, keywords, abilities)
    whole = model_card(entry)
    read, compiled = _read(entry)
    by_sentence = {i: ability for ability in compiled for i in ability.sentences}
    sentences = tuple(replace(s, ability=by_sentence.get(i)) for i, s in enumerate(read))
    return Understood(card, version, keywords, sentences, tuple(whole.rules), compiled)


@functools.lru_cache(maxsize=1024)
def compiled_abilities(entry: CardEntry) -> tuple[Ability, ...]:
    """The abilities of a card as `judge ask` names it (its text already read under the
    rules version asked about), compiled as `understand` compiles them; once per entry, as
    several readings of one question ask for the same card."""
    return _read(entry)[1]


def compiled_instructions(entry: CardEntry) -> list[tuple[Ability, Instruction]]:
    """Every instruction of the card's compiled effects, with the ability it is part of."""
    return [
        (ability, instruction)
        for ability in compiled_abilities(entry)
        if ability.effect is not None
        for instruction in ability.effect.instructions
    ]


def compiled_shapes(entry: CardEntry) -> frozenset[str]:
    """The shapes of the card's compiled passives and replacements (``DRAW_PHASE_SKIPPED``,
    ``PLAYS_FROM_TRASH`` of judge/cards/statics.py), by ``ability_shapes`` as the engine's
    ``card_passives.compiled_passives`` reads them: a reading that tests a shape agrees with
    the engine about the same card."""
    return frozenset(shape for shape, _ in ability_shapes(compiled_abilities(entry)))


def ability_shapes(abilities: Iterable[Ability]) -> Iterator[tuple[str, Ability]]:
    """Each shape of each compiled passive (``card_passives.shapes_of`` its card rule: a
    static shape, or "card rule" for one of the game model) and ``card_passives.REPLACEMENT``
    for each compiled replacement, with its ability, in the card's order."""
    from judge.cards.kinds import PASSIVE
    from judge.cards.kinds import REPLACEMENT as REPLACES
    from judge.engine.card_passives import REPLACEMENT, shapes_of

    for ability in abilities:
        if ability.kind not in (PASSIVE, REPLACES) or not ability.compiled:
            continue
        if ability.kind == REPLACES:
            yield REPLACEMENT, ability
        else:
            yield from ((shape, ability) for shape in shapes_of(ability.card_rule))


def _read(entry: CardEntry) -> tuple[list[Sentence], tuple[Ability, ...]]:
    from judge.cards.compile import compile_card

    read = [_sentence(entry.name, entry.type, entry.keywords, text) for text in entry.abilities]
    rules = tuple(s.card_rule if s.card_rule not in ("", "later") else "" for s in read)
    return read, compile_card(entry.type, entry.keywords, entry.abilities, rules)


def template(sentence: str) -> str:
    """A sentence as a template: numbers and cost symbols stood for ("Deal N to a unit.")."""
    return _NUMBER.sub("N", _SYMBOL.sub("[S]", sentence))


def _sentence(name: str, card_type: str, keywords: tuple[str, ...], text: str) -> Sentence:
    from judge.ask.card_rules import model_card
    from judge.ask.cards import CardEntry
    from judge.engine.instructions import read_effect

    model = model_card(CardEntry(name, card_type, keywords, (text,)))
    if model.unmodelled:
        kind = ""
    elif model.left_out:
        kind = "later"
    elif model.rules:
        kind = "rule"
    elif model.recalls:
        kind = "recall"
    elif model.grants:
        kind = "grants " + ", ".join(model.grants)
    else:
        kind = "context"
    effect = read_effect(text)
    return Sentence(text, kind, () if effect.unknown else effect.instructions)
