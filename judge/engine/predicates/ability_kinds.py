"""The kinds of ability a text is (364, 369, 377, 383, 387): triggered, activated, passive,
a replacement effect, a reflexive trigger, and the named triggered abilities (play,
targeting, conquer, hold, attack and defend effects).

A text is read by the one card compiler (judge/cards/compile.py), as a unit's rules text.
Only a text it reads whole, as one ability, is judged: words it leaves unread (a trigger
phrase in the middle of a sentence, 383.1.a, or a symbol it does not know) leave the kind
unsettled, so the question is answered `unknown` rather than guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.cards.kinds import ACTIVATED, PASSIVE, TRIGGERED
from judge.cards.triggers import OWN_PLAY, Trigger, condition_events
from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.characteristics import (
    KIND_OF,
    MARKS,
    NOT_OF_KIND,
    bare_keyword,
    card_kinds,
)
from judge.engine.questions import AbilityKind, Question
from judge.engine.replacements import read_death_replacement, read_prevention
from judge.engine.state import GameState
from judge.patterns import LazyPattern

if TYPE_CHECKING:
    from judge.cards.compile import Ability

# Each named triggered ability (383.4) and the trigger events the compiler gives a
# condition that includes its event: a play effect's is a being played (whose, its own
# permanent's and not another object's, is ``_whose``'s); a targeting effect is "When you
# choose me" or "When you choose a [Game Object]".
TARGETED = frozenset(
    {"choose me", "chosen by a spell", "choose or ready me", "choose a friendly unit"}
)
NAMED = {
    "play_effect": ("play effect", frozenset({"play", "play from face down"})),
    "targeting_effect": ("targeting effect", TARGETED),
    "conquer_effect": (
        "conquer effect",
        frozenset({"conquer", "conquer an uncontrolled battlefield"}),
    ),
    "hold_effect": ("hold effect", frozenset({"hold"})),
    "attack_trigger": (
        "attack trigger",
        frozenset({"attack", "attack or defend", "attack a battlefield you control"}),
    ),
    "defend_trigger": ("defend trigger", frozenset({"defend", "attack or defend"})),
}
# The phrases that recognize a reflexive trigger (387.1).
REFLEXIVE = LazyPattern(r"\bdo (?:this(?: \w+ times)?|one of the following):", re.IGNORECASE)
# v1.4's other wordings of "Do one of the following" (387.1.b): "Do X of the following", "Do
# the following". v1.3 does not name them, so a text with one is not judged either way.
FOLLOWING = LazyPattern(r"\bdo (?:\w+ of )?the following\b", re.IGNORECASE)
# Whose event each named ability's condition speaks of, as the rules structure it ("When I
# attack"; v1.4 adds "When you attack", which v1.3 does not name): another condition with
# that event ("When a friendly unit attacks") is not settled. A play effect's is its own
# permanent's being played (``_whose``).
WHOSE = {
    "targeting_effect": frozenset({"you"}),
    "conquer_effect": frozenset({"me", "you"}),
    "hold_effect": frozenset({"me", "you"}),
    "attack_trigger": frozenset({"me"}),
    "defend_trigger": frozenset({"me"}),
}
# A keyword as the card's abilities list it: "[Accelerate]".
KEYWORD_WORDS = LazyPattern(r"\[[A-Za-z-]+\]")
KINDS = {
    TRIGGERED: "a triggered ability",
    ACTIVATED: "an activated ability",
    PASSIVE: "a passive ability",
}


def _read(question: AbilityKind) -> Ability | None:
    """The one ability the question's text compiles into whole; None when it is not one
    ability read whole."""
    from judge.cards.compile import compile_card

    if bare_keyword(question.text) is not None:
        return None  # a keyword ability alone: its own rules say its kind (characteristics)
    abilities = compile_card("Unit", (), (question.text,), ("",))
    if len(abilities) != 1 or not abilities[0].compiled:
        return None
    return abilities[0]


def _asked(question: Question, kind: str) -> tuple[AbilityKind, Ability, str] | None:
    """The question, when it asks whether its text is an ability of ``kind``, with the one
    ability that text compiles into whole and how it was read, in words; None otherwise."""
    if not isinstance(question, AbilityKind) or question.asked != kind:
        return None
    ability = _read(question)
    if ability is None:
        return None
    return question, ability, _read_as(question, ability)


def _read_as(question: AbilityKind, ability: Ability) -> str:
    """The question's text and what it was read as, in words."""
    return f'"{question.text}" is read as {_said(ability)}'


def _said(ability: Ability) -> str:
    """What the ability was read as, in words."""
    if ability.kind == TRIGGERED and ability.trigger is not None:
        return f'a triggered ability, its condition "{ability.trigger.words}"'
    return KINDS.get(ability.kind, f"a {ability.kind} ability")


@predicate
def ability_recognized_triggered(situation: GameState, question: Question) -> Check:
    """A triggered ability can usually be recognized by its condition: "when" followed by a
    game action or event, "at" followed by a point in the turn, or "the [Nth] time"
    followed by an event; an activated ability or a statement of fact is not one."""
    asked = _asked(question, TRIGGERED)
    if asked is None:
        return SKIP
    _, ability, text = asked
    if ability.kind == TRIGGERED:
        return held(f"{text}: it is a triggered ability.", notable=True)
    return failed(f"{text}, with no trigger condition: it is not a triggered ability.")


@predicate
def ability_recognized_activated(situation: GameState, question: Question) -> Check:
    """An activated ability is recognized by a ":" in its text, a cost before it and an
    effect after it; a text without one is not an activated ability."""
    asked = _asked(question, ACTIVATED)
    if asked is None:
        return SKIP
    _, ability, text = asked
    if ability.kind == ACTIVATED:
        return held(f'{text}: a cost, then ":" and its effect.', notable=True)
    return failed(f'{text}: it has no cost followed by ":", so it is not an activated ability.')


@predicate
def ability_recognized_passive(situation: GameState, question: Question) -> Check:
    """A passive ability is a statement of fact ("I enter ready.", "Your Mechs have +1
    Might."); a triggered or an activated ability is not one."""
    asked = _asked(question, PASSIVE)
    if asked is None:
        return SKIP
    _, ability, text = asked
    if ability.kind == PASSIVE:
        return held(f"{text}: a statement of fact.", notable=True)
    if ability.kind in (TRIGGERED, ACTIVATED):
        return failed(f"{text}: it is not a passive ability.")
    return SKIP


CONDITIONAL = "conditional_passive"
# "If an opponent controls a battlefield, I enter ready.", "While I'm attacking alone, ...".
CONDITION_WORDS = LazyPattern(r"\b(?:if|while)\b", re.IGNORECASE)
REPLACING = LazyPattern(r"\b(?:would|instead)\b", re.IGNORECASE)


@predicate
def ability_recognized_conditional_passive(situation: GameState, question: Question) -> Check:
    """A conditional passive ability can be recognized by "if" or "while" in the statement of
    a passive ability; a triggered or activated ability is no passive ability at all. (A
    passive ability without either word is not thereby shown to be unconditional.)"""
    asked = _asked(question, CONDITIONAL)
    if asked is None:
        return SKIP
    kind_asked, ability, text = asked
    if ability.kind in (TRIGGERED, ACTIVATED):
        return failed(f"{text}: it is not a passive ability, so not a conditional one.")
    if ability.kind != PASSIVE or REPLACING.search(kind_asked.text):
        return SKIP  # "If ... would ..., ... instead": a replacement effect's own facts say
    if CONDITION_WORDS.search(kind_asked.text):
        return held(f'{text}, with "if" or "while": a conditional passive ability.', notable=True)
    return SKIP  # "if" and "while" recognize one; their absence is not said to rule one out


@predicate
def ability_recognized_replacement(situation: GameState, question: Question) -> Check:
    """A replacement effect is usually recognized by "as", "would" or "instead" ("If a
    friendly unit would die, kill this instead."); a triggered or an activated ability with
    none of these words is not one."""
    if not isinstance(question, AbilityKind) or question.asked != "replacement":
        return SKIP
    if read_death_replacement(question.text) or read_prevention(question.text):
        what = "what happens instead of an event that would happen"
        return held(f'"{question.text}" says {what}: it is a replacement effect.', notable=True)
    ability = _read(question)
    if ability is None or ability.kind not in (TRIGGERED, ACTIVATED) or MARKS.search(question.text):
        return SKIP
    text = _read_as(question, ability)
    return failed(f'{text}, with no "as", "would" or "instead": it is not a replacement effect.')


# A passive ability that describes how its own unit enters the board ("I enter ready.",
# "I enter ready if you control another Dragon."), and a triggered ability whose condition is
# its unit being played ("When you play me, ready me."): the first replaces the way the unit
# enters, the second acts once it has entered.
ENTERS = LazyPattern(r"\bI enter\b", re.IGNORECASE)
PLAYED_ME = LazyPattern(r"\bwhen you play me\b", re.IGNORECASE)


@predicate
def ability_recognized_entering_replacement(situation: GameState, question: Question) -> Check:
    """A replacement effect that applies to a unit as it enters the board is recognized by
    describing how the unit enters ("I enter ready."): it replaces the event of the unit
    entering as units normally do. A triggered ability that acts once the unit has been
    played ("When you play me, ready me.") does not describe how it enters, so it is not
    such a replacement effect."""
    if not isinstance(question, AbilityKind) or question.asked != "replacement":
        return SKIP
    ability = _read(question)
    if ability is None:
        return SKIP
    text = _read_as(question, ability)
    if ability.kind == PASSIVE and ENTERS.search(question.text):
        return held(
            f"{text} that describes how its unit enters the board: a replacement effect, "
            "which replaces the way units normally enter.",
            notable=True,
        )
    if ability.kind == TRIGGERED and PLAYED_ME.search(question.text):
        if MARKS.search(question.text):
            return SKIP  # "as", "would" or "instead" may still make part of it one
        return failed(
            f"{text}: it acts once its unit has entered the board, and does not describe how "
            "the unit enters, so it is not a replacement effect."
        )
    return SKIP


@predicate
def ability_recognized_reflexive(situation: GameState, question: Question) -> Check:
    """A reflexive trigger is recognized by the phrase "Do this:" or "Do one of the
    following:"; a triggered, activated or passive ability without it is not one."""
    if not isinstance(question, AbilityKind) or question.asked != "reflexive":
        return SKIP
    found = REFLEXIVE.search(question.text)
    if found:
        what = f'"{question.text}" has the phrase "{found.group(0)}"'
        return held(f"{what}: it holds a reflexive trigger.", notable=True)
    ability = _read(question)
    if ability is None or FOLLOWING.search(question.text):
        return SKIP
    text = _read_as(question, ability)
    return failed(f'{text}, with no "Do this:": it is not a reflexive trigger.')


@predicate
def ability_recognized_reflexive_following(situation: GameState, question: Question) -> Check:
    """A reflexive trigger's "Do one of the following" can instead be "Do X of the
    following" or "Do the following": an ability with one of these holds them too."""
    if not isinstance(question, AbilityKind) or question.asked != "reflexive":
        return SKIP
    found = FOLLOWING.search(question.text)
    if found is None or REFLEXIVE.search(question.text):
        return SKIP
    what = f'"{question.text}" has the phrase "{found.group(0)}"'
    return held(f"{what}: it holds reflexive triggers.", notable=True)


@dataclass(frozen=True)
class _Condition:
    """A text asked to be the named triggered ability ``asked``, read whole as one ability:
    how it was read (``read_as``), its trigger condition's ``alternatives`` (() when it is
    not a triggered ability), those that are the named ability's ``event``, and of those the
    ones that are the ability's own (``own``: "When I conquer", not "When a unit
    conquers")."""

    question: AbilityKind
    asked: str
    read_as: str
    alternatives: tuple[Trigger, ...]
    event: tuple[Trigger, ...]
    own: tuple[Trigger, ...]

    @property
    def name(self) -> str:
        return NAMED[self.asked][0]

    @property
    def joined(self) -> bool:
        """The condition joins the named ability's event with another event."""
        return 0 < len(self.event) < len(self.alternatives)

    def said(self) -> str:
        """The text and its condition's alternatives, in words."""
        words = " or ".join(f'"{trigger.words}"' for trigger in self.alternatives)
        return f'"{self.question.text}" is read as a triggered ability, its condition {words}'


def _condition(question: Question, asked: str) -> _Condition | None:
    """The question's text read for the named triggered ability ``asked``; None when the
    question does not ask that or its text is not read whole as one ability."""
    found_asked = _asked(question, asked)
    if found_asked is None:
        return None
    question, ability, read_as = found_asked
    alternatives: tuple[Trigger, ...] = ()
    if ability.kind == TRIGGERED and ability.trigger is not None:
        alternatives = (ability.trigger, *ability.also)
    event = tuple(t for t in alternatives if t.event in NAMED[asked][1])
    own = tuple(t for t in event if _whose(asked, t))
    return _Condition(question, asked, read_as, alternatives, event, own)


def _named(question: Question, asked: str) -> Check:
    """Whether the question's text is the named triggered ability ``asked`` (383.4): its
    condition that event ("When you play me"), or, for an attack or defend trigger, any of
    its alternatives that event ("When you play me or I attack" triggers as the unit
    attacks). A condition joining the event with another ("When you play me or when I hold")
    is a play, targeting, conquer or hold effect only under a version whose definition says
    the condition *includes* it (``trigger_condition_includes_event``)."""
    condition = _condition(question, asked)
    if condition is None:
        return SKIP
    name = condition.name
    if not condition.alternatives:
        return failed(f"{condition.read_as}: only a triggered ability can be {_a(name)}.")
    if not condition.event:
        return failed(f"{condition.said()}: that condition does not make it {_a(name)}.")
    if not condition.own:
        return SKIP
    if condition.joined and asked in INCLUDED:
        return SKIP  # joined with another event: each version's own definition
    return held(f"{condition.said()}: it is {_a(name)}.", notable=True)


# The named triggered abilities defined by what their condition is (v1.3: "with the
# Condition that ...", "with a Condition of ...") or includes (v1.4): a condition joining
# their event with another is one only where the definition says "includes".
INCLUDED = ("play_effect", "targeting_effect", "conquer_effect", "hold_effect")


def _joined(question: Question) -> _Condition | None:
    """The question's text read for the play, targeting, conquer or hold effect it asks
    about, when its trigger condition has more than one alternative; None otherwise."""
    if not isinstance(question, AbilityKind) or question.asked not in INCLUDED:
        return None
    condition = _condition(question, question.asked)
    return condition if condition is not None and len(condition.alternatives) > 1 else None


@predicate
def trigger_condition_includes_event(situation: GameState, question: Question) -> Check:
    """A play, targeting, conquer or hold effect is a triggered ability whose condition
    includes its event: a condition naming it beside another event ("When you play me or
    when I hold") is one."""
    condition = _joined(question)
    if condition is None:
        return SKIP
    name = condition.name
    if not condition.event:
        return failed(f"None of its condition's alternatives is {_a(name)}'s event.")
    if not condition.own:
        return SKIP
    said = " or ".join(f'"{trigger.words}"' for trigger in condition.own)
    return held(f"{condition.said()}: it includes {said}, so it is {_a(name)}.", notable=True)


def unsettled_joined_kind(question: Question) -> str:
    """Why whether a text whose trigger condition joins a play, targeting, conquer or hold
    effect's own event with another is such an effect is not settled, under a version that
    defines them by what their condition is rather than includes ("" otherwise)."""
    condition = _joined(question)
    if condition is None or not condition.own or not condition.joined:
        return ""
    name = condition.name
    return (
        f"{_a(name)} is not settled: its condition joins that effect's event with another, "
        f"and these rules define {_a(name)} by its condition's event without saying whether "
        "a condition that includes that event beside another is one"
    )


def _whose(asked: str, trigger: Trigger) -> bool:
    """The alternative's event is the one the named ability speaks of (a play effect's: its
    own permanent's being played, not another object's)."""
    if asked == "play_effect":
        return condition_events((trigger,)) == (OWN_PLAY,)
    return trigger.whose in WHOSE[asked]


def _a(name: str) -> str:
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


@predicate
def trigger_play_effect(situation: GameState, question: Question) -> Check:
    """A play effect is a triggered ability whose condition includes the permanent that has it
    being played ("When you play me", "When you play this"); one that triggers when another
    object is played is not a play effect."""
    return _named(question, "play_effect")


@predicate
def trigger_targeting_effect(situation: GameState, question: Question) -> Check:
    """A targeting effect is a triggered ability whose condition is an object becoming
    targeted ("When you choose me", "When you choose a friendly unit")."""
    return _named(question, "targeting_effect")


@predicate
def trigger_conquer_effect(situation: GameState, question: Question) -> Check:
    """A conquer effect is a triggered ability whose condition is conquering a battlefield
    ("When I conquer", "When you conquer")."""
    return _named(question, "conquer_effect")


@predicate
def trigger_hold_effect(situation: GameState, question: Question) -> Check:
    """A hold effect is a triggered ability whose condition is holding a battlefield ("When
    I hold", "When you hold")."""
    return _named(question, "hold_effect")


@predicate
def trigger_attack_trigger(situation: GameState, question: Question) -> Check:
    """An attack trigger is a triggered ability that triggers when a unit gains the Attacker
    designation ("When I attack")."""
    return _named(question, "attack_trigger")


@predicate
def trigger_defend_trigger(situation: GameState, question: Question) -> Check:
    """A defend trigger is a triggered ability that triggers when a unit gains the Defender
    designation ("When I defend")."""
    return _named(question, "defend_trigger")


@predicate
def card_ability_of_kind(situation: GameState, question: Question) -> Check:
    """A card can have more than one ability, and more than one type of ability: it has an
    ability of a type when any one of its abilities is of that type, whatever its others are;
    it has none when none of them is."""
    if not isinstance(question, AbilityKind) or not question.card:
        return SKIP
    kind = KINDS.get(question.asked, question.asked)
    found, unsettled = card_kinds(question)
    kinds = [k for k, _ in question.abilities] + [
        KIND_OF[k] for k in question.keywords if k in KIND_OF
    ]
    others = sorted({KINDS.get(k, k) for k in kinds if k != question.asked})
    if found:
        besides = f", besides {' and '.join(others)}" if others else ""
        return held(
            f'{question.card} has {kind}: "{found[0]}"{besides}.', (question.card,), notable=True
        )
    if unsettled:
        return SKIP  # the kind of an ability not read would decide (unsettled_card_kind)
    # A keyword whose rules name no kind (Accelerate) is still one of the card's abilities:
    # it settles "none" only for a kind its rules exclude (Accelerate: activated and
    # triggered; its fact, accelerate.ability_kind, says why).
    unkinded = [k for k in question.keywords if k not in KIND_OF]
    if any(question.asked not in NOT_OF_KIND.get(k, frozenset()) for k in unkinded):
        return SKIP
    read = " and ".join(others + [f"[{k}]" for k in unkinded]) or "no ability"
    return failed(
        f"{question.card} has {read}, and none of its abilities is {kind}.", (question.card,)
    )


def unsettled_card_kind(question: AbilityKind) -> str:
    """Why whether the asked card has an ability of the kind asked is not settled ("" when
    it is): none of its abilities read is of that kind, and some are not read whole or are
    keywords no fact of the version gives a kind."""
    if not question.card:
        return ""
    found, unsettled = card_kinds(question)
    if found or not unsettled:
        return ""
    keywords = [words for words in unsettled if KEYWORD_WORDS.fullmatch(words)]
    texts = [f'"{words}"' for words in unsettled if words not in keywords]
    why = [f"the kind of {'; '.join(texts)} is not read"] if texts else []
    excluding = [words for words in keywords if words.strip("[]") in NOT_OF_KIND]
    keywords = [words for words in keywords if words not in excluding]
    for words in excluding:
        kinds = " or ".join(KINDS[kind] for kind in sorted(NOT_OF_KIND[words.strip("[]")]))
        why.append(f"the rules the judge holds say only that {words} is not {kinds}")
    if keywords:
        kinds = "a triggered, an activated or a passive ability"
        why.append(f"no rule the judge holds makes {' or '.join(keywords)} {kinds}")
    return ", and ".join(why)
