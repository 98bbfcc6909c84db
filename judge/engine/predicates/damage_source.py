"""The source of a Deal action (417.6): who deals the damage an effect's text deals. With no
source said ("Deal 4 to a unit"), the effect describing it deals it, and an ability's damage
is dealt by the card that has it as well; units the text says deal it ("They deal damage
equal to their Mights to each other", "Choose a friendly unit. It deals ...") deal it instead
of the spell or ability. A dealer in other words is not read: no answer.

The text is read by ``judge.engine.instructions``; which deal instruction names its dealer is
read from the instruction's own words.
"""

from __future__ import annotations

import re

from judge.engine.instructions import read_effect
from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.questions import DamageSource, Question
from judge.engine.state import GameState
from judge.patterns import LazyPattern

# The words that open a deal instruction naming the units that deal it, and a dealer that
# names the card the ability is on ("I deal", "We deal": it is among the units named).
NAMED_DEALER = LazyPattern(r"(?:they|we|i|both units|the units|each unit) deals? ", re.I)
ITSELF = LazyPattern(r"(?:we|i) deals? ", re.I)
# "It deals" names a unit when the instruction before it names one unit and nothing else
# ("Choose a friendly unit. It deals ..."); "Deal ..." with no one before it names no source.
IT_DEALS = LazyPattern(r"it deals ", re.I)
NO_DEALER = LazyPattern(r"deal ", re.I)
UNIT = LazyPattern(r"\bunits?\b", re.I)
NOT_A_UNIT = LazyPattern(r"\b(?:gears?|spells?|abilit(?:y|ies)|cards?|runes?|legends?)\b", re.I)


def _names_one_unit(words: str) -> bool:
    """Whether an instruction's words name one unit and no other object ("choose a friendly
    unit"), so that "it" after them is that unit."""
    units = UNIT.findall(words)
    return units == ["unit"] and NOT_A_UNIT.search(words) is None


def _dealer(question: Question) -> tuple[DamageSource, str] | None:
    """The question, and the words of its text's deal instruction that name the units that
    deal it ("" when it names no source); None when the text holds no one deal instruction
    read in full, or its dealer is not words read as units."""
    if not isinstance(question, DamageSource):
        return None
    effect = read_effect(question.text)
    deals = [n for n, i in enumerate(effect.instructions) if i.verb == "deal"]
    if effect.unknown or len(deals) != 1:
        return None
    words = effect.instructions[deals[0]].words.strip()
    named = NAMED_DEALER.match(words)
    if named:
        return question, named.group(0)
    it = IT_DEALS.match(words)
    if it:
        before = effect.instructions[deals[0] - 1].words if deals[0] else ""
        return (question, it.group(0)) if _names_one_unit(before) else None
    return (question, "") if NO_DEALER.match(words) else None


def _what(question: DamageSource) -> str:
    return "the spell" if question.from_card == "spell" else "the ability"


@predicate
def damage_source_effect_unspecified(situation: GameState, question: Question) -> Check:
    """When a game effect does not say who deals its damage, the effect describing the Deal
    action is its source: a spell's damage is dealt by the spell, an ability's by the
    ability."""
    asked = _dealer(question)
    if asked is None or asked[0].asked != "effect":
        return SKIP
    source, dealer = asked
    if dealer:
        return failed(f'The text says who deals it ("{dealer.strip()}"), not {_what(source)}.')
    return held(f"The text names no source, so {_what(source)} deals the damage.")


@predicate
def damage_source_unspecified_not_units(situation: GameState, question: Question) -> Check:
    """When a game effect does not say who deals its damage, the effect describing the Deal
    action is the source, so no unit is: not the units it deals damage to (a unit's own
    ability is left to `damage_source_ability_and_card`: the unit deals it too)."""
    asked = _dealer(question)
    if asked is None or asked[0].asked != "units":
        return SKIP
    source, dealer = asked
    if dealer:
        return failed(f'The text says units deal it ("{dealer.strip()}").')
    if source.from_card == "unit":
        return SKIP  # a unit's ability: the unit deals the damage too (417.6.b.2.a)
    return held(f"The text names no source, so {_what(source)} deals the damage, not a unit.")


@predicate
def damage_source_named_units_only(situation: GameState, question: Question) -> Check:
    """When a spell or ability says units deal the damage, those units are its source, not
    the spell or ability (nor the card whose ability it is) in addition."""
    asked = _dealer(question)
    if asked is None or asked[0].asked not in ("effect", "card"):
        return SKIP
    source, dealer = asked
    if source.asked == "card" and (source.from_card in ("spell", "unit") or ITSELF.match(dealer)):
        return SKIP  # a spell has no card apart from it; a unit may be among the units named
    if not dealer:
        return failed(f"The text names no unit that deals it: {_what(source)} is its source.")
    thing = _what(source) if source.asked == "effect" else f"the {source.from_card}"
    return held(f'The units the text names ("{dealer.strip()}") deal the damage, not {thing}.')


@predicate
def damage_source_named_units(situation: GameState, question: Question) -> Check:
    """Units and spells can be the source of the damage of a Deal action: when an effect
    says which units deal it, they are its source."""
    asked = _dealer(question)
    if asked is None or asked[0].asked != "units":
        return SKIP
    if not asked[1]:
        return failed("The text names no unit that deals the damage.")
    return held(f'The units the text names ("{asked[1].strip()}") deal the damage.')


@predicate
def damage_source_ability_and_card(situation: GameState, question: Question) -> Check:
    """An ability can be the source of damage; when it is, the damage is dealt by the
    ability and, in addition, by the unit or gear that has the ability."""
    asked = _dealer(question)
    if asked is None or asked[0].from_card == "spell":
        return SKIP
    source, dealer = asked
    if source.asked == "units" and (source.from_card != "unit" or dealer):
        return SKIP  # asked of units: only a unit's own ability, naming no dealer, is this
    if source.asked not in ("card", "units"):
        return SKIP
    if dealer:
        return failed(f'The text names who deals it ("{dealer.strip()}"): not the ability.')
    return held(f"The ability deals the damage, and so does the {source.from_card} it is on.")
