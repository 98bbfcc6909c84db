"""Named cards' triggered abilities among other items on the chain, each card's part read
from its compiled text, never from its name:

- "Ruined Rex and Ferrous Forerunner, whose Deathknell creates Mech tokens, die at the same
  time. Can Rex's Deathknell target one of those Mechs?": two abilities that trigger on
  their units' deaths, one choosing a unit, the other creating the tokens asked about;
- "Baited Hook kills Glasc Mixologist and then plays Karthus, Eternal. Does Glasc's
  Deathknell trigger twice?": a Deathknell that triggered before the permanent whose text
  makes such abilities trigger an additional time entered the board;
- "My unit's Deathknell triggered twice. Can a single Not So Fast counter both triggers?":
  a spell whose one Counter instruction chooses one spell or ability.

Each becomes the rules query that settles it (rules_data/facts/abilities.yaml).
"""

from __future__ import annotations

import re

from judge.ask.cards import CardEntry, CardIndex
from judge.ask.names import name_words
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.targets import MODE, NEUTRAL_FRAME, Unread
from judge.ask.situation import Doc
from judge.cards.abilities import Ability
from judge.cards.kinds import PASSIVE, SPELL, TRIGGERED
from judge.engine.effects import CHOSEN, CREATED

# Each named card stands in the frame for the part its text plays, with a letter of its own
# (the first card named "a", the next "b"): "qqdiesaqq" is the first card named, one whose
# triggered ability triggers on its own death.
DIES = "qqdies[a-j]qq"  # a card whose triggered ability triggers on its own death
AGAIN = "qqagain[a-j]qq"  # a card whose text makes abilities trigger an additional time
COUNTER = "qqcounter[a-j]qq"  # a card whose one instruction counters one spell or ability
OTHER = "qqcard[a-j]qq"  # any other card
LETTERS = "abcdefghij"
# Words of a name never taken for the card named again alone.
NOT_A_NAME = frozenset({"the", "and", "not", "who", "one", "out", "for", "all", "its"})
_ITS_DEATH_ABILITY = rf"(?:{DIES} (?:deathknell|ability|trigger)|(?:its|the) deathknell)"
_AT_ONCE = r"(?:at the same time|at once|simultaneously|together)"
SIMULTANEOUS_TARGET = (
    rf"^{MODE}(?P<first>{DIES}) and (?P<second>{DIES})(?: (?:whose|with a) (?:deathknell|ability) "
    r"(?:that )?(?:creates|makes|plays|gives) (?:\w+ ){0,4}?tokens?)? die "
    rf"{_AT_ONCE}(?: in (?:a|the same) (?:cleanup|combat))? (?:can|could|may) "
    rf"(?P<asker>{DIES}) (?:deathknell|ability|trigger) (?:target|choose) (?:one of |any of )?"
    r"(?:those|these|the|its) (?P<made>\w+)$"
)
AGAIN_AFTER_ENTERING = (
    rf"^{MODE}(?:{OTHER} )?(?:kills|destroys) (?P<dead>{DIES}) (?:and )?then (?:plays|puts) "
    rf"{AGAIN}(?: (?:who|which|that)(?: \w+){{1,10}}?)? (?:does|will|would) "
    rf"(?P<asked>{DIES}) (?:deathknell|ability|trigger) trigger "
    r"(?:twice|again|an additional time|a second time)$"
)
PLAYED_UNIT_ORDER = (
    rf"^{MODE}(?P<killer>{OTHER}) (?:kills|destroys) (?P<dead>{DIES}) (?:and )?then plays "
    r"(?:a|another) unit(?: from (?:\w+ ){1,5}?(?:\d+|deck|trash|hand))? (?:does|will|would) "
    rf"(?P<asked>{DIES}) (?:deathknell|ability|trigger) resolve (?P<order>before|after) "
    r"(?:that|the) (?:units|new units|played units) play (?:effect|ability|trigger)$"
)
COUNTER_EACH = (
    rf"^{MODE}(?:with (?:{OTHER}|{AGAIN}|{DIES}) (?:out|on the board|in play) )?"
    r"(?:(?:my|a|an|their|the) )?"
    r"(?:\w+ ){0,3}?(?:deathknell|ability|trigger|effect) (?:triggered|triggers|has triggered|"
    r"was triggered) (?:twice|two times|an additional time) (?:can|could|does|will) "
    rf"(?:a single|one|just one) {COUNTER} counter (?:both|each of) (?:the |its )?"
    r"(?:(?:deathknell )?triggers|of them|items|instances)$"
)


def read_trigger_order(question: str, cards: CardIndex) -> Candidate | Unread | None:
    """The question, when its words fit one of the frames above around the cards it names,
    each card standing for the part its compiled text plays."""
    words = normalise(question).split()
    named = cards.find(words, frozenset())
    if not named or len({m.card.name for m in named}) != len(named) or len(named) > 4:
        return None
    cards_named = [m.card for m in named]
    parts = {card.name: _part(card, LETTERS[i]) for i, card in enumerate(cards_named)}
    out = list(words)
    for mention in sorted(named, key=lambda m: m.start, reverse=True):
        out[mention.start : mention.end] = [parts[mention.card.name]]
    out = _named_again(out, cards_named, parts)
    frame = NEUTRAL_FRAME.sub("", " ".join(out))
    by_part = {part: card for card in cards_named if (part := parts[card.name])}
    if fits := re.fullmatch(SIMULTANEOUS_TARGET, frame):
        first, second, asker = (by_part[fits.group(g)] for g in ("first", "second", "asker"))
        return _simultaneous_target(first, second, asker, fits)
    if fits := re.fullmatch(AGAIN_AFTER_ENTERING, frame):
        if fits.group("dead") != fits.group("asked"):
            return None
        return _again_after_entering(by_part[fits.group("dead")])
    if fits := re.fullmatch(PLAYED_UNIT_ORDER, frame):
        if fits.group("dead") != fits.group("asked"):
            return None
        killer, dead = by_part[fits.group("killer")], by_part[fits.group("dead")]
        return _played_unit_order(killer, dead, fits.group("order") == "after")
    if re.fullmatch(COUNTER_EACH, frame):
        return _counter_each()
    return None


def _part(card: CardEntry, letter: str) -> str:
    """The placeholder of ``card`` in a frame: the part its text plays, and its letter."""
    if _counters_one(card):
        kind = "counter"
    elif _again(card):
        kind = "again"
    elif _death_trigger(card) is not None:
        kind = "dies"
    else:
        kind = "card"
    return f"qq{kind}{letter}qq"


def _named_again(words: list[str], named: list[CardEntry], parts: dict[str, str]) -> list[str]:
    """A word of one named card's name said again alone ("Rex's" for Ruined Rex): that
    card's placeholder, so "[the card]'s Deathknell" reads as the frames expect. A word of
    more than one name, or a short or common word, is left as it is."""
    owners: dict[str, set[str]] = {}
    for card in named:
        for word in name_words(card.name):
            if len(word) > 2 and word not in NOT_A_NAME:
                owners.setdefault(word, set()).add(card.name)
    out = []
    for word in words:
        holders = owners.get(word) or owners.get(word.removesuffix("s")) or set()
        out.append(parts[next(iter(holders))] if len(holders) == 1 else word)
    return out


def _death_trigger(card: CardEntry) -> Ability | None:
    """The card's one triggered ability that triggers on its own death (its Deathknell)."""
    from judge.cards.understood import compiled_abilities  # the compiler, only for a card named

    dying = [
        a
        for a in compiled_abilities(card)
        if a.kind == TRIGGERED and a.trigger and (a.trigger.event, a.trigger.whose) == ("die", "me")
    ]
    return dying[0] if len(dying) == 1 else None


def _again(card: CardEntry) -> bool:
    """Its text makes abilities trigger an additional time (a passive of its own)."""
    from judge.cards.understood import compiled_abilities

    return any(
        a.kind == PASSIVE and a.card_rule.startswith("trigger an additional time")
        for a in compiled_abilities(card)
    )


def _counters_one(card: CardEntry) -> bool:
    """A spell whose effect, fully read, counters one chosen spell or ability."""
    from judge.cards.understood import compiled_abilities

    effects = [a.effect for a in compiled_abilities(card) if a.kind == SPELL and a.effect]
    counters = [
        m
        for effect in effects
        for i in effect.instructions
        if i.verb == "counter"
        for m in i.mentions
        if m.role == CHOSEN
    ]
    if len(counters) != 1 or any(effect.unknown or effect.modal for effect in effects):
        return False
    return counters[0].number == 1 and "ability" in counters[0].noun


def _simultaneous_target(
    first: CardEntry, second: CardEntry, asker: CardEntry, fits: re.Match[str]
) -> Candidate | Unread | None:
    """Two units whose Deathknells trigger as they die together: can one's choose the tokens
    the other's creates?"""
    if asker.name not in (first.name, second.name):
        return None
    maker = second if asker.name == first.name else first
    chooses, creates = _death_trigger(asker), _death_trigger(maker)
    if chooses is None or creates is None or not chooses.compiled or not creates.compiled:
        return Unread("the two cards' abilities that trigger on their deaths are not both read")
    chosen = chooses.effect.mentions() if chooses.effect else ()
    if not any(m.role == CHOSEN for m in chosen):
        return Unread(f"{asker.name}'s ability chooses nothing")
    created = creates.effect.mentions() if creates.effect else ()
    made = [m for m in created if m.role == CREATED and "token" in m.words]
    said = fits.group("made").removesuffix("s")
    if said == "unit" or not any(said == "token" or said in m.words.split() for m in made):
        asked = fits.group("made")
        return Unread(f"{maker.name}'s ability does not create the {asked} asked about")
    doc: Doc = {"format": 2, "question": {"ability_rule": "target_created_by_simultaneous_trigger"}}
    notes = [
        f"read from the card data: {asker.name}'s ability chooses a target, {maker.name}'s "
        f'creates "{made[0].words}" as it resolves; both trigger on their own deaths'
    ]
    return Candidate("trigger_order_simultaneous_target", doc, notes=notes)


def _again_after_entering(dead: CardEntry) -> Candidate:
    """A card died, its Deathknell triggering, before a permanent making such abilities
    trigger an additional time was played."""
    doc: Doc = {"format": 2, "question": {"ability_rule": "triggered_again_after_entering"}}
    notes = [
        f"read from the card data: {dead.name}'s ability triggers on its death, which came "
        "before the card that makes abilities trigger an additional time was played"
    ]
    return Candidate("trigger_order_again_after_entering", doc, notes=notes)


def _played_unit_order(killer: CardEntry, dead: CardEntry, after: bool) -> Candidate | Unread:
    """``killer``'s one effect kills a unit and later plays one: the Deathknell of the unit it
    killed, ``dead``, among that unit's play effect."""
    from judge.cards.understood import compiled_abilities

    effects = [a.effect for a in compiled_abilities(killer) if a.effect and not a.effect.modal]
    orders = [[i.verb for i in effect.instructions] for effect in effects]
    if not any("kill" in verbs and "play" in verbs[verbs.index("kill") :] for verbs in orders):
        return Unread(f"{killer.name}'s text does not read as killing a unit and then playing one")
    doc: Doc = {"format": 2, "question": {"ability_rule": "deathknell_before_played_unit_effect"}}
    notes = [
        f"read from the card data: {killer.name}'s effect kills a unit and then plays one; "
        f"{dead.name}'s ability triggers on its death"
    ]
    candidate = Candidate("trigger_order_played_unit", doc, notes=notes)
    candidate.invert = after
    return candidate


def _counter_each() -> Candidate:
    doc: Doc = {"format": 2, "question": {"ability_rule": "one_counter_each_trigger"}}
    notes = ["read from the card data: the spell's one Counter instruction chooses one item"]
    return Candidate("trigger_order_counter_each", doc, notes=notes)
