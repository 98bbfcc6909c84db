"""What a real card does, read from the bundled card list: the effect of a spell, its
mandatory additional costs, a unit's triggered abilities and the effect of its Deathknell,
as the card-text compiler (judge/cards/compile.py) compiled them under a rules version, so
the engine carries out and checks the card's own text (never text typed into a scenario).
A name that is not a card of the list, or whose ability is not compiled whole, has no
effect text here: what it does stays not modelled.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from judge.cards.statics import ANY_DAMAGE_LETHAL
from judge.engine.card_passives import passive_words, shapes_of
from judge.engine.effects import IGNORED_COSTS, PLAYED_BY, REDUCED_BY, Mention, Restriction
from judge.engine.instructions import COST, Instruction, read_effect, said_twice
from judge.engine.state import LEGEND_ZONE, CardRule, Ignoring, Playing, Trigger
from judge.patterns import LazyPattern
from judge.records import replace

if TYPE_CHECKING:
    from judge.cards.catalog import Card
    from judge.cards.compile import Ability
    from judge.cards.triggers import Trigger as CardTrigger
    from judge.engine.questions import AbilityKind, Activate, Play
    from judge.engine.state import GameState, Place, Unit

SPELL_EFFECT = "spell effect"
DEATHKNELL = "deathknell"
TRIGGERED_EFFECT = "triggered effect"  # the effect of the card's one triggered ability


@functools.cache
def effect_text(name: str, version: str, which: str) -> str:
    """The words of the effect of ``which`` (``SPELL_EFFECT``, ``DEATHKNELL`` or
    ``TRIGGERED_EFFECT``) of the card named ``name`` (case aside) under ``version``; "" when
    there is none compiled, or, for a triggered ability, not exactly one."""
    from judge.cards.compile import SPELL, TRIGGERED
    from judge.cards.understood import understand

    card = _card(name)
    if card is None:
        return ""
    if which == TRIGGERED_EFFECT:
        triggered = [a for a in understand(card, version).abilities if a.kind == TRIGGERED]
        one = len(triggered) == 1 and triggered[0].compiled
        return triggered[0].words if one else ""
    for ability in understand(card, version).abilities:
        if which == SPELL_EFFECT and ability.kind == SPELL and ability.later:
            # words left unread that open a reflexive or delayed trigger: its choices are
            # made as it is played, what it does from those words on is not carried out
            return ability.words
        if not ability.compiled:
            continue
        if which == SPELL_EFFECT and ability.kind == SPELL:
            return ability.words
        trigger = ability.trigger
        if (
            which == DEATHKNELL
            and ability.kind == TRIGGERED
            and trigger is not None
            and trigger.words.startswith("Deathknell")
        ):
            return ability.words
    return ""


def trigger_reading(name: str, version: str, words: str) -> tuple[str, bool]:
    """What "it" opening the effect ``words`` of a triggered ability of the card named
    ``name`` stands for, the object its trigger condition names ("unit"; "" for none), and
    whether "they" opening it is the player that condition names: ("", False) when no
    triggered ability of the card has that effect."""
    readings = {(a.antecedent, a.player_named) for a in _triggered_with(name, version, words)}
    return readings.pop() if len(readings) == 1 else ("", False)


def trigger_events(name: str, version: str, words: str) -> tuple[str, ...] | None:
    """The events of the trigger condition of the triggered ability of the card named
    ``name`` whose effect is ``words``, each alternative one, its own being played said as
    ``OWN_PLAY`` ("When you play me or I attack": ("own play", "attack")); None when no one
    triggered ability of the card has that effect."""
    from judge.cards.triggers import condition_events

    found = {
        condition_events((a.trigger, *a.also)) if a.trigger is not None else ()
        for a in _triggered_with(name, version, words)
    }
    return found.pop() if len(found) == 1 else None


def _triggered_with(name: str, version: str, words: str) -> list[Ability]:
    """The triggered abilities of the card named ``name`` whose effect is ``words``."""
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand

    card = _card(name)
    if card is None:
        return []
    return [
        a for a in understand(card, version).abilities if a.kind == TRIGGERED and a.words == words
    ]


# The kinds of ability the card compiler tells apart by their structure (cost and ":", a
# trigger condition, a statement): a keyword's kind is its own rules', and an additional cost
# is how the card is played.
STRUCTURES = ("triggered", "activated", "passive")


def card_abilities(question: AbilityKind, version: str) -> AbilityKind:
    """The question with the kind and words of each ability of its card read whole, its
    keywords (each of the kind its own clause says), and the words of those whose kind the
    compiler does not settle (abilities not read whole). A costed keyword's cost ("Equip
    :rb_rune_body:") is part of its keyword."""
    from judge.cards.kinds import KEYWORD
    from judge.cards.understood import understand

    card = _card(question.card)
    if card is None:
        return question
    understood = understand(card, version)
    read: list[tuple[str, str]] = []
    unsettled: list[str] = []
    for ability in understood.abilities:
        words = understood.words_of(ability)
        if ability.compiled and ability.kind in STRUCTURES:
            read.append((ability.kind, words))
        elif not (ability.compiled and ability.kind == KEYWORD):
            unsettled.append(words or ability.kind)
    return replace(
        question,
        abilities=tuple(read),
        keywords=understood.keywords,
        unsettled=tuple(unsettled),
    )


@functools.cache
def deathknell_needs(name: str, version: str) -> str | None:
    """The status the Deathknell of the card named ``name`` is written after ("Empowered" for
    "[Empowered][>][>>][Deathknell][>] ..."), "" for none; None when it has no such ability."""
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand

    card = _card(name)
    for ability in understand(card, version).abilities if card is not None else ():
        trigger = ability.trigger
        if ability.kind == TRIGGERED and trigger and trigger.words.startswith("Deathknell"):
            return ability.condition
    return None


@functools.cache
def keywords_of(name: str, version: str) -> tuple[str, ...]:
    """The keywords of the card named ``name`` (case aside) under ``version`` (none for a
    name that is not a card of the list)."""
    from judge.cards.understood import understand

    card = _card(name)
    return understand(card, version).keywords if card is not None else ()


def hunt_value_of(name: str, version: str) -> int:
    """The Hunt Value of the card named ``name`` under ``version``: the X of its "[Hunt X]",
    1 for "[Hunt]" (X omitted), 0 when it has no Hunt or is not a card of the list."""
    return keyword_value_of(name, version, "Hunt")


def keyword_value_of(name: str, version: str, keyword: str) -> int:
    """The value of ``keyword`` on the card named ``name`` under ``version``: the X of its
    "[KEYWORD X]", 1 for "[KEYWORD]" (X omitted), 0 when the card has no such keyword or is
    not a card of the list."""
    card = _card(name)
    if card is None or keyword not in keywords_of(name, version):
        return 0
    found = re.search(rf"\[{keyword} (\d+)\]", card.text_under(version))
    return int(found.group(1)) if found else 1


def level_values_of(name: str, version: str) -> tuple[int, ...]:
    """The N of each "[Level N]" of the card named ``name`` under ``version``, in the order
    written (none for a card without Level or not of the list)."""
    card = _card(name)
    if card is None:
        return ()
    return tuple(int(n) for n in re.findall(r"\[Level (\d+)\]", card.text_under(version)))


# A Flow cost as the card list writes it: "[Flow] :rb_energy_2::rb_rune_mind:" (Energy, then
# a Power symbol for each rune; "rainbow", [A], is Power of any domain).
FLOW_COST = LazyPattern(r"\[Flow\] ((?::rb_(?:energy_\d+|rune_\w+):)+)")
FLOW_SYMBOL = LazyPattern(r":rb_(energy_(\d+)|rune_(\w+)):")


def flow_costs_of(name: str, version: str) -> tuple[tuple[int, int, bool], ...]:
    """The Energy, the Power and whether some of that Power is of any domain ([A]) of each
    Flow cost the card named ``name`` prints under ``version`` (none for a card not of the
    list, or whose Flow cost is not written in symbols)."""
    card = _card(name)
    if card is None:
        return ()
    costs = []
    for written in FLOW_COST.findall(card.text_under(version)):
        symbols = FLOW_SYMBOL.findall(written)
        energy = sum(int(n) for _, n, _ in symbols if n)
        runes = [rune for _, n, rune in symbols if not n]
        costs.append((energy, len(runes), "rainbow" in runes))
    return tuple(costs)


def with_flow_cost(state: GameState, version: str) -> GameState:
    """``state`` with the Flow cost of a card of the list being played read from its card,
    when the situation does not give it; a card with several Flow costs (its player chooses
    one as they play it) or none written in symbols is left without one."""
    playing = state.playing
    if playing is None or playing.flow is None or playing.flow.given:
        return state
    costs = flow_costs_of(playing.card, version)
    if len(costs) != 1:
        return state
    energy, power, any_domain = costs[0]
    flow = replace(playing.flow, energy=energy, power=power, given=True, any_domain=any_domain)
    return replace(state, playing=replace(playing, flow=flow))


def has_empowered_ability(name: str, version: str) -> bool:
    """Whether the card named ``name`` has an Empowered ability under ``version``: text
    written after its "[Empowered][>]" (false for a card not of the list)."""
    card = _card(name)
    return card is not None and "[Empowered][>]" in card.text_under(version)


@dataclass(frozen=True)
class PlayText:
    """What a real card's text says about playing it, as compiled under a rules version:
    its spell effect, its mandatory additional costs, and the words of either that were not
    compiled (then what turns on them is not settled)."""

    effect: str = ""
    costs: tuple[str, ...] = ()
    effect_unread: str = ""
    costs_unread: str = ""


@functools.cache
def play_text(name: str, version: str) -> PlayText:
    """The compiled text that decides whether the card named ``name`` can be played: its
    spell effect (the choices it makes) and its mandatory additional costs. A name that is
    not a card of the list has none."""
    from judge.cards.compile import ADDITIONAL_COST, SPELL
    from judge.cards.understood import understand

    card = _card(name)
    if card is None:
        return PlayText()
    effect, costs, unread = "", [], {SPELL: "", ADDITIONAL_COST: ""}
    for ability in understand(card, version).abilities:
        if ability.kind not in unread or ability.optional:
            continue
        if ability.kind == SPELL and (ability.compiled or ability.later):
            # Words left unread that choose nothing as the spell is played (a reflexive or
            # delayed trigger it opens) do not decide whether it can be played; they are kept
            # in its effect, so what it does from them on is not carried out.
            effect = " ".join(filter(None, (effect, ability.words)))
        elif not ability.compiled:
            unread[ability.kind] = "; ".join(filter(None, (unread[ability.kind], ability.unread)))
        else:
            costs.append(ability.words)
    return PlayText(effect, tuple(costs), unread[SPELL], unread[ADDITIONAL_COST])


PRINTED_TIMING_KEYWORDS = frozenset({"Action", "Reaction"})
"""The keywords that let a card be played outside an open main phase: a real card has those
it prints, whether or not the situation lists them (Hidden, Ambush and the like say how it
is played, which is the situation's to say)."""


def with_play_text(play: Play, state: GameState, version: str) -> Play:
    """``play`` with its card's compiled text under ``version`` filled in: its printed Action
    and Reaction, the targets it names checked against the effect, and words not compiled
    said where they decide (the effect's only when targets are named)."""
    text = play_text(play.card.name, version)
    unread = [text.costs_unread, text.effect_unread if play.targets else ""]
    timing = {k for k in card_keywords(play.card.name, version) if k in PRINTED_TIMING_KEYWORDS}
    return replace(
        play,
        card=replace(play.card, keywords=play.card.keywords | timing),
        effect=said_twice(text.effect) if play.repeat_paid else text.effect,
        costs=text.costs,
        unread="; ".join(filter(None, unread)),
        guarded=choosing_limited(state, version),
        shielded=shielded(state, version),
        unchoosable=unchoosable_by(state, play.actor, version),
    )


@functools.cache
def activated_text(name: str, version: str) -> tuple[tuple[str, ...], str]:
    """The effects of the activated abilities of the card named ``name`` under ``version``
    that are compiled whole, and the words of those that are not ("" when all are)."""
    from judge.cards.compile import ACTIVATED
    from judge.cards.understood import understand

    card = _card(name)
    if card is None:
        return (), ""
    effects: list[str] = []
    unread: list[str] = []
    for ability in understand(card, version).abilities:
        if ability.kind != ACTIVATED:
            continue
        if ability.compiled:
            effects.append(ability.words)
        else:
            unread.append(ability.unread or ability.words)
    return tuple(effects), "; ".join(unread)


def with_activate_text(activate: Activate, state: GameState, version: str) -> Activate:
    """``activate`` with the effect of its source card's activated ability filled in, when
    the card has one compiled whole; with several, or one not compiled, what is not settled
    of their choices is said (``unread``) unless none of them chooses anything."""
    if not activate.source or state.ability_source(activate.source) is None:
        return activate  # an ability off the board is not activated (its own fact)
    effects, unread = activated_text(activate.source, version)
    if len(effects) > 1 and any(i.chosen() for e in effects for i in read_effect(e).instructions):
        unread = "; ".join(filter(None, (unread, "which of its activated abilities is asked")))
    return replace(
        activate,
        effect=effects[0] if len(effects) == 1 else "",
        unread=unread,
        guarded=choosing_limited(state, version),
        unchoosable=unchoosable_by(state, activate.actor, version),
    )


# The one wording of "can't be chosen" the engine reads: a card's own, with no condition.
SHIELDED_SELF = "i can't be chosen by enemy spells and abilities."


@functools.cache
def choosing_text(name: str, version: str) -> str:
    """What the text of the card named ``name`` says of choosing: "enemy" when it says only
    "I can't be chosen by enemy spells and abilities." (the card itself, always); "unread"
    when it says something else can't be chosen (a condition, other objects), which the
    engine does not model; "" when it says nothing of the kind."""
    card = _card(name)
    if card is None:
        return ""
    erratum = card.erratum_under(version)
    text = (erratum.text if erratum else card.printed).replace("\u2019", "'").lower()
    said = text.count("can't be chosen") + text.count("cannot be chosen")
    if not said:
        return ""
    return "enemy" if said == 1 and SHIELDED_SELF in text else "unread"


def choosing_limited(state: GameState, version: str) -> tuple[str, ...]:
    """The cards on the board whose text limits choosing in a way the engine does not read."""
    board = [u.name for u in state.units] + [g.name for g in state.gear]
    board += [b.name for b in state.battlefields]
    return tuple(name for name in board if choosing_text(name, version) == "unread")


def shielded(state: GameState, version: str) -> tuple[str, ...]:
    """The units and gear on the board whose own text says enemy spells and abilities can't
    choose them."""
    board = [u.name for u in state.units] + [g.name for g in state.gear]
    return tuple(name for name in board if choosing_text(name, version) == "enemy")


def shielded_off_board(state: GameState, version: str) -> tuple[str, ...]:
    """The cards off the board (in a hand, a deck, a trash) whose own text says enemy spells
    and abilities can't choose them: a passive of the permanent they become, not active
    where they are."""
    return tuple(
        c.name for c in state.cards if c.untargetable or choosing_text(c.name, version) == "enemy"
    )


def unchoosable_by(state: GameState, player: str, version: str) -> tuple[str, ...]:
    """The units and gear on the board that ``player``'s spells and abilities can't choose:
    those whose own text says enemies can't, controlled by an opponent of ``player``."""
    enemies = state.opponents(player)
    controllers = {u.name: u.controller for u in state.units}
    controllers |= {g.name: g.controller for g in state.gear}
    return tuple(name for name in shielded(state, version) if controllers[name] in enemies)


# The passive the engine reads of gaining points (a card's own, with its condition).
POINTS_BARRED = "opponents can't gain points"
# The condition of that passive the engine checks: the card's unit at a battlefield.
AT_A_BATTLEFIELD = "[while i'm at a battlefield]"


@functools.cache
def points_text(name: str, version: str) -> str:
    """What the text of the card named ``name`` says of gaining points: the compiled passive
    ("opponents can't gain points [while i'm at a battlefield]"); "unread" when a passive of
    it that is not compiled speaks of points, which the engine does not model; "" when it
    says nothing of the kind."""
    card = _card(name)
    if card is None or card.type == "Spell":
        return ""
    from judge.cards.compile import ACTIVATED, ADDITIONAL_COST, SPELL, TRIGGERED
    from judge.cards.understood import understand  # the compiler, only for a card of the list

    understood = understand(card, version)
    active = (TRIGGERED, ACTIVATED, SPELL, ADDITIONAL_COST)
    for ability in understood.abilities:
        if ability.compiled and ability.card_rule.startswith(POINTS_BARRED):
            return ability.card_rule
        said = understood.words_of(ability).lower()
        if ability.kind not in active and not ability.compiled and "points" in said:
            return "unread"
    return ""


# The compiled trigger conditions the engine waits for: (event, whose) -> its events.
ENGINE_EVENTS = {
    ("move", "me"): ("move",),
    ("conquer", "me"): ("conquer",),
    ("hold", "me"): ("hold",),
    ("attack", "me"): ("attack",),
    ("defend", "me"): ("defend",),
    ("attack or defend", "me"): ("attack", "defend"),
    ("play", "you"): ("play",),
    ("play", "me"): ("play",),  # "When I'm played"
    ("play a spell", "you"): ("spell",),
    ("chosen by a spell", "you"): ("chosen",),
    ("beginning", "you"): ("beginning",),
    ("end of turn", "you"): ("end_of_turn",),
    ("ready me", "you"): ("readied",),
}


def event_parts(event: str) -> tuple[str, ...]:
    """The events a compiled trigger condition joins with "or" on one object ("choose or
    ready me": "choose me", "ready me"), each looked for on its own; the event itself when
    the engine waits for it whole ("attack or defend") or it joins nothing."""
    first, joined, rest = event.partition(" or ")
    if not joined or not rest.endswith(" me") or " " in first:
        return (event,)
    return (f"{first} me", rest)


# A where the engine reads, for the event it narrows: "When I move to a battlefield" waits
# for a move whose destination is a battlefield.
ENGINE_WHERE = {("move", "battlefield"): "move to a battlefield"}
# What a triggered ability's sentence may open with before its trigger condition.
_OPENING_MARKS = LazyPattern(r"^\s*(?::rb_[a-z0-9_]+:)*\s*(?:\[Empowered\]\[(?:&gt;|>)\]\s*)?")
# Conditions written before an ability that the engine checks: the status it needs.
MODELLED_CONDITIONS = ("Empowered", "Legion", "Level")


@functools.cache
def card_triggers(name: str, version: str) -> tuple[Trigger, ...]:
    """The triggered abilities of the unit card named ``name`` under ``version`` whose condition
    is an event the engine looks for, each with its text; one whose condition says more
    (where, when, a condition such as [Empowered]) or whose effect is not compiled is
    returned with what of it is not modelled."""
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand

    card = _card(name)
    if card is None or card.type != "Unit":  # a unit on the board is a unit card
        return ()
    understood = understand(card, version)
    found: list[Trigger] = []
    for ability in understood.abilities:
        if ability.kind != TRIGGERED or ability.trigger is None:
            continue
        text = understood.words_of(ability)
        # From its trigger condition on: a keyword's cost before it in the same sentence is
        # not the ability's, and the status it needs is checked on its own (``needs``).
        text = _OPENING_MARKS.sub("", text)
        start = effect_start(ability)
        optional = bool(start) and start[0].optional  # a "you may" as its first part
        for read in (ability.trigger, *ability.also):
            parts = [(e, read.whose) for e in event_parts(read.event)]
            for when in (w for part in parts for w in ENGINE_EVENTS.get(part, ())):
                when = ENGINE_WHERE.get((when, read.where), when)
                unmodelled = _unmodelled(ability, read, start)
                needs = ability.condition if ability.condition in MODELLED_CONDITIONS else ""
                effect = carried_out(ability) if when == "play" else ""
                found.append(
                    Trigger(when, text, optional, "", 0, unmodelled, _rest(ability), needs, effect)
                )
    return tuple(found)


@functools.cache
def unwatched_triggers(name: str, version: str) -> tuple[str, ...]:
    """The trigger conditions of the card named ``name`` that the engine does not look for
    (not in ``ENGINE_EVENTS``, nor a Deathknell; any of a card that is not a unit card, such
    as a legend a situation puts on the board as a unit): when one of them is met, the engine
    does not see it, so it can't say the ability did not trigger."""
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand

    card = _card(name)
    if card is None:
        return ()
    found: list[str] = []
    for ability in understand(card, version).abilities:
        if ability.kind != TRIGGERED:
            continue
        if ability.trigger is None:
            found.append(ability.unread or "a trigger condition not read")
            continue
        if card.type != "Unit":  # the engine looks for a unit card's triggers only
            found.append(ability.trigger.words)
            continue
        for read in (ability.trigger, *ability.also):
            deathknell = read.words.startswith("Deathknell")
            parts = [(e, read.whose) for e in event_parts(read.event)]
            if not deathknell and any(part not in ENGINE_EVENTS for part in parts):
                found.append(read.words)
    return tuple(found)


@functools.cache
def own_death_triggers(name: str, version: str) -> tuple[tuple[str, str], ...]:
    """The trigger conditions of the card named ``name`` that wait for its own death other
    than its Deathknell ("When I die in combat, ..."), each with the condition read after
    the event ("in combat", "" none): the engine runs Deathknell only, so what such an
    ability does is not carried out."""
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand

    card = _card(name)
    if card is None:
        return ()
    return tuple(
        (read.words, read.condition)
        for ability in understand(card, version).abilities
        if ability.kind == TRIGGERED and ability.trigger is not None
        for read in (ability.trigger, *ability.also)
        if (read.event, read.whose) == ("die", "me") and not read.words.startswith("Deathknell")
    )


# What replaces or prevents an event: "If ... would ..., ... instead", "prevent ... would".
# "would ... instead", or an event's outcome replaced with no "would" ("If a combat where you
# are the attacker ends in a tie, recall ALL units instead.": Symbol of the Solari)
_REPLACING = LazyPattern(r"\bwould\b|\binstead\b", re.IGNORECASE)


@functools.cache
def unread_replacements(name: str, version: str) -> tuple[str, ...]:
    """The sentences of the card named ``name`` that replace or prevent an event ("If a
    player would score 1 point ..., they draw 1 instead") and that no reading of the engine
    carries out: a death's replacement is read by judge/engine/replacements.py, which says
    itself what it can't read."""
    from judge.cards.kinds import PASSIVE, REPLACEMENT
    from judge.cards.understood import understand

    card = _card(name)
    if card is None or card.type == "Spell":
        return ()
    understood = understand(card, version)
    return tuple(
        text
        for ability in understood.abilities
        # a replacement compiled is read, never carried out: what it replaces is not settled
        if ability.kind == REPLACEMENT or (ability.kind == PASSIVE and not ability.compiled)
        for text in (understood.words_of(ability),)
        # one said with "as" ("As I'm revealed from your deck, ...") replaces without "would"
        if (_REPLACING.search(text) or ability.kind == REPLACEMENT) and "would die" not in text
    )


# Words of a passive ability about where or when a card may be played ("Play me only to a
# battlefield you conquered this turn", "Friendly units may be played to open battlefields",
# "opponents can only play units to their base", "I can [Ambush] to a battlefield ...").
# "... opponents can't play spells with that name" (Fallen Feline) says which may be played;
# "Your opponents' [Hidden] cards can't be revealed here." (Noxus Saboteur) whether a card
# hidden there may be played from facedown, which reveals it.
_PLAYING = LazyPattern(
    r"(?:\b(?<!if you )play me (?:only )?to|\bbe played|\bplayed (?:to|on)"
    r"|\bplay (?:units|cards) to|\[ambush\] (?:me )?to|\bcan't play spells"
    r"|\[hidden\] cards can't be revealed here)\b",
    re.IGNORECASE,
)


@functools.cache
def play_texts(name: str, version: str) -> tuple[str, ...]:
    """The passive sentences of the card named ``name`` that say where or when a unit or gear
    may be played, read or not: the engine's play rules take none of them, so while such a
    card is played or on the board, whether a card can be played there is not settled."""
    card = _card(name)
    if card is None or card.type == "Spell":
        return ()
    from judge.cards.compile import ACTIVATED, ADDITIONAL_COST, SPELL, TRIGGERED
    from judge.cards.understood import understand  # the compiler, only for a card of the list

    understood = understand(card, version)
    active = (TRIGGERED, ACTIVATED, SPELL, ADDITIONAL_COST)
    return tuple(
        text
        for ability in understood.abilities
        if ability.kind not in active
        for text in (understood.words_of(ability),)
        if _PLAYING.search(text)
    )


# Trigger events that wait for a card its player plays, of which a spell may be one ("When
# you play a spell", "... your first card each turn", "... a spell that costs 5 or more").
SPELL_MAY_MEET = ("play a spell", "play a card", "play a second card")


@functools.cache
def waiting_for_a_spell(name: str, version: str) -> tuple[str, ...]:
    """The trigger conditions of the unit card named ``name`` that the engine does not look
    for and that wait for its controller ("you") to play a card a spell may be: narrower
    than the event they name, none of them is met while that spell is only on the chain."""
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand

    card = _card(name)
    if card is None or card.type != "Unit":
        return ()
    return tuple(
        read.words
        for ability in understand(card, version).abilities
        if ability.kind == TRIGGERED and ability.trigger is not None
        for read in (ability.trigger, *ability.also)
        if read.whose == "you"
        and read.event.startswith(SPELL_MAY_MEET)
        and (read.event, read.whose) not in ENGINE_EVENTS
    )


@functools.cache
def waiting_with_condition(name: str, version: str) -> tuple[tuple[str, str], ...]:
    """Those of ``waiting_for_a_spell``'s trigger conditions that a conditional statement
    follows right after ("When you play your first card each turn, if I'm at a battlefield"):
    (the condition's words, the statement after its "if")."""
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import understand

    card = _card(name)
    if card is None or card.type != "Unit":
        return ()
    waiting = waiting_for_a_spell(name, version)
    return tuple(
        (read.words, read.intervening.removeprefix("if ").strip())
        for ability in understand(card, version).abilities
        if ability.kind == TRIGGERED and ability.trigger is not None
        for read in (ability.trigger, *ability.also)
        if read.words in waiting and read.intervening.lower().startswith("if ")
    )


def effect_start(ability: Ability) -> tuple[Instruction, ...]:
    """The instructions of the ability's effect read from its start: all of them when it is
    compiled, else those before the first sentence not read (none: its start is not read)."""
    if ability.effect is not None:
        return () if ability.effect.modal else ability.effect.instructions
    return read_effect(ability.words).instructions if ability.words else ()


def carried_out(ability: Ability) -> str:
    """The words of a triggered ability's effect the engine carries out as it resolves: one
    compiled whole, with no mode, "you may" or cost to decide as it is placed ("" for any
    other, whose effect is not carried out)."""
    effect = ability.effect
    if effect is None or effect.modal or ability.later:
        return ""
    if any(i.optional or i.cost or i.condition for i in effect.instructions):
        return ""
    return ability.words


def _rest(ability: Ability) -> str:
    """The words of its effect not compiled, when its start is read ("" when all are)."""
    return ability.unread if ability.effect is None and effect_start(ability) else ""


def _unmodelled(ability: Ability, trigger: CardTrigger, start: tuple[Instruction, ...]) -> str:
    """What decides whether the ability triggers that the engine does not model ("" nothing):
    a condition before it, a part of its trigger condition not read, or the start of its
    effect (``start``: its instructions read from the start), where a "you may" or a cost
    decides how it is placed. What its effect does beyond its start does not decide whether
    it triggers."""
    if ability.condition and ability.condition not in MODELLED_CONDITIONS:
        return f"its condition [{ability.condition}]"
    where = "" if (trigger.event, trigger.where) in ENGINE_WHERE else trigger.where
    said = [f'"{words}"' for words in (where, trigger.when, trigger.condition) if words]
    if said:
        return f'its trigger condition "{trigger.words}" (' + ", ".join(said) + ")"
    if ability.effect is not None and ability.effect.modal:
        # A mode is chosen as the ability is finalized; it triggers all the same, unless a
        # mode opens with a "you may" or a cost, which bears on placing it (383.3.a, 383.3.b).
        modes = {i.mode: i for i in reversed(ability.effect.instructions)}.values()
        if any(i.optional or i.cost for i in modes):
            return f'its effect ("{ability.effect.modal}": a mode with a choice to make)'
        return ""
    if not start:
        return f"its effect (not compiled from its start: {ability.unread})"
    # a cost of the reflexive trigger it opens is that new ability's, not this one's
    if any(i.cost or any(m.role == COST for m in i.mentions) for i in start if not i.reflexive):
        return "a cost within its effect"
    return ""


# Might changed in words, not by a Might symbol ("My Might is increased by your points.").
MIGHT_CHANGED = LazyPattern(r"\bMight is (?:increased|decreased|reduced)\b", re.IGNORECASE)


@functools.cache
def changes_might(name: str, version: str) -> bool:
    """Whether the card named ``name`` has a passive ability (or text not compiled) that
    speaks of Might ("Other friendly units have +2 :rb_might:"): while it is on the board,
    Might is not settled, since the layers take no card's passive text yet."""
    card = _card(name)
    if card is None or card.type == "Spell":
        return False
    from judge.cards.compile import ACTIVATED, ADDITIONAL_COST, SPELL, TRIGGERED
    from judge.cards.understood import understand  # the compiler, only for a card of the list

    understood = understand(card, version)
    active = (TRIGGERED, ACTIVATED, SPELL, ADDITIONAL_COST)
    return any(
        ":rb_might:" in understood.sentences[i].text
        or MIGHT_CHANGED.search(understood.sentences[i].text)
        for ability in understood.abilities
        if ability.kind not in active or not ability.compiled or _unseen(card, ability)
        for i in ability.sentences
    )


# Words of a card's text about what damage kills: while a card with such text the engine
# does not read is on the board, lethal damage is not settled.
KILLING_DAMAGE = LazyPattern(r"enough to kill|lethal", re.IGNORECASE)


@functools.cache
def changes_lethal_damage(name: str, version: str) -> bool:
    """Whether the card named ``name`` has text, not carried out, that speaks of what damage
    is enough to kill: any but a compiled "Any amount of your damage is enough to kill enemy
    units." (``any_damage_lethal``)."""
    card = _card(name)
    if card is None or card.type == "Spell":
        return False
    from judge.cards.compile import SPELL
    from judge.cards.understood import understand  # the compiler, only for a card of the list

    understood = understand(card, version)
    return any(
        KILLING_DAMAGE.search(understood.sentences[i].text)
        for ability in understood.abilities
        if ability.kind != SPELL
        and not (ability.compiled and ANY_DAMAGE_LETHAL in shapes_of(ability.card_rule or ""))
        for i in ability.sentences
    )


@functools.cache
def any_damage_lethal(name: str, version: str) -> bool:
    """Whether the card named ``name`` has a compiled passive "Any amount of your damage is
    enough to kill enemy units." (Elder Dragon)."""
    return bool(passive_words(name, version, ANY_DAMAGE_LETHAL))


def with_lethal_texts(state: GameState, version: str, actions: Iterable[object] = ()) -> GameState:
    """``state`` with the cards of the game (on the board, in any zone, or played by one of
    ``actions``) whose passive makes any amount of their controller's damage lethal for
    enemy units (``any_damage_lethal``)."""
    names = [u.name for u in state.units] + [g.name for g in state.gear]
    names += [c.name for c in state.cards] + [b.name for b in state.battlefields]
    for action in actions:  # a game action names its card; a play carries the card itself
        card = getattr(action, "card", "")
        names.append(card if isinstance(card, str) else getattr(card, "name", ""))
    found = tuple(n for n in dict.fromkeys(names) if n and any_damage_lethal(n, version))
    return replace(state, lethal_texts=found) if found else state


# Words of a card's text that change what other cards cost ("Your spells cost :rb_energy_1:
# less", "enemy spells cost ... more", "Your Dragons' Energy costs are reduced by ..."), not
# its own ("I cost ... less", "This ability costs ... less") nor a condition on a cost ("a
# spell that costs :rb_energy_5: or more", "Energy cost no more than ..."): while such a card
# is on the board and the situation gives no cost modification from it, what a card costs is
# not settled.
COST_CHANGE = LazyPattern(
    r"\b(?:your|opponents'|enemy|friendly|each|the next|the first|cards|spells|costs of"
    r"|optional additional costs)\b[^.]*?\bcosts?\b[^.]*?(?<!\bor )(?<!\bno )"
    r"\b(?:less|more|(?:are|is) reduced|(?:are|is) increased)\b(?! than)"
    # "the Energy costs for spells you play is reduced by ..." (Eager Apprentice)
    r"|\bcosts? for\b[^.]*?\b(?:are|is) (?:reduced|increased)\b",
    re.IGNORECASE,
)


@functools.cache
def changes_costs(name: str, version: str) -> bool:
    """Whether the card named ``name`` has a passive ability (or text not compiled, or a
    triggered ability the engine does not look for) that changes what cards cost: the cost
    questions take only the cost modifications a situation gives."""
    card = _card(name)
    if card is None or card.type == "Spell":
        return False
    from judge.cards.compile import ACTIVATED, ADDITIONAL_COST, SPELL, TRIGGERED
    from judge.cards.understood import understand  # the compiler, only for a card of the list

    understood = understand(card, version)
    active = (TRIGGERED, ACTIVATED, SPELL, ADDITIONAL_COST)
    return any(
        COST_CHANGE.search(understood.sentences[i].text)
        for ability in understood.abilities
        if ability.kind not in active or not ability.compiled or _unseen(card, ability)
        for i in ability.sentences
    )


# Words of a card's text that make triggered abilities trigger more than once ("Your
# [Deathknell] effects trigger an additional time.", "Your conquer effects for conquering
# here trigger an additional time."): the engine puts one instance on the chain.
TRIGGERS_AGAIN = LazyPattern(r"trigger an additional time", re.IGNORECASE)
# Words of a battlefield's text that let more cards be hidden there ("You may hide an
# additional card here.": Bandle Tree).
HIDING_MORE = LazyPattern(r"[^.]*\bhide an additional card here[^.]*\.", re.IGNORECASE)


def triggers_again(state: GameState, version: str) -> tuple[str, ...]:
    """The cards on ``state``'s board (units, gear, battlefields, legends) whose text makes
    triggered abilities trigger an additional time."""
    board = [u.name for u in state.units] + [g.name for g in state.gear]
    board += [b.name for b in state.battlefields]
    board += [c.name for c in state.cards if c.zone == LEGEND_ZONE]
    return tuple(
        n
        for n in dict.fromkeys(board)
        if (card := _card(n)) is not None and TRIGGERS_AGAIN.search(card.text_under(version))
    )


def cost_texts(state: GameState, version: str) -> tuple[str, ...]:
    """The cards on ``state``'s board whose text changes costs (``changes_costs``), and the
    card being played when its own text changes its cost (``own_cost_texts``), from which the
    situation gives no cost modification."""
    given = {m.source for m in state.cost_modifiers}
    board = [u.name for u in state.units] + [g.name for g in state.gear]
    board += [b.name for b in state.battlefields]
    board += [c.name for c in state.cards if c.zone == LEGEND_ZONE]
    found = [n for n in board if n not in given and changes_costs(n, version)]
    playing = state.playing.card if state.playing else ""
    if playing and playing not in given and own_cost_texts(playing, version):
        found.append(playing)
    return tuple(dict.fromkeys(found))


# The shapes of a passive that change what its own card costs ("I cost :rb_energy_1: less
# for each card you've played this turn", "You may play me for :rb_rune_mind:").
OWN_COST = (
    "cost reduced",
    "cost reduced instead",
    "cost ignored",
    "may be played for another cost",
)


@functools.cache
def own_cost_texts(name: str, version: str) -> tuple[str, ...]:
    """The passive sentences of the card named ``name`` that change its own cost, and its
    optional additional costs whose payment does ("If you do, I cost :rb_energy_3: less.":
    Poppy - Defender of the Meek): the cost questions take only the cost modifications a
    situation gives."""
    from judge.cards.kinds import ADDITIONAL_COST
    from judge.cards.understood import understand

    card = _card(name)
    if card is None:
        return ()
    understood = understand(card, version)
    paid = tuple(
        understood.words_of(ability)
        for ability in understood.abilities
        if ability.kind == ADDITIONAL_COST
        and ability.card_rule.startswith("if you do: ")
        and set(shapes_of(ability.card_rule.removeprefix("if you do: "))) & set(OWN_COST)
    )
    return (*passive_words(name, version, *OWN_COST), *paid)


def _unseen(card: Card, ability: Ability) -> bool:
    """A triggered ability the engine does not look for (a gear's, a battlefield's, or a
    condition not in ``ENGINE_EVENTS``): it may have changed Might without the engine
    putting it on the chain."""
    from judge.cards.compile import TRIGGERED

    if ability.kind != TRIGGERED or ability.trigger is None:
        return False
    if card.type != "Unit":
        return True
    return any(
        not t.words.startswith("Deathknell") and (t.event, t.whose) not in ENGINE_EVENTS
        for t in (ability.trigger, *ability.also)
    )


def with_might_texts(state: GameState, version: str) -> GameState:
    """``state`` with the cards on its board and in its legend zones whose text changes
    Might (`changes_might`: "[>] Your units have +1 :rb_might:" on a legend too)."""
    board = [u.name for u in state.units] + [g.name for g in state.gear]
    board += [b.name for b in state.battlefields]
    board += [c.name for c in state.cards if c.zone == LEGEND_ZONE]
    found = tuple(name for name in board if changes_might(name, version))
    return replace(state, might_texts=found) if found else state


PRINTED_BOARD_KEYWORDS = (
    "Ganking",
    "Tank",
    "Backline",
    "Temporary",
    "Assault",
    "Shield",
    "Deflect",
)
"""The keywords a unit carries on the board with no play-time meaning (where it can move, how
combat damage is assigned to it, its combat bonus, what choosing it costs, when it is
killed): read from the card of a real unit the situation names, with the value printed
("[Assault 2]"). What happened as the unit was played (Accelerate paid, Ambush, Hidden) is
the situation's to say."""


def with_printed_keywords(state: GameState, version: str) -> GameState:
    """``state`` with each unit that is a card of the list given the `PRINTED_BOARD_KEYWORDS`
    its text has under ``version`` (a unit the situation names keeps its card's text); a
    keyword the situation gives the unit keeps the value the situation says."""
    units = []
    for unit in state.units:
        printed = [k for k in keywords_of(unit.name, version) if k in PRINTED_BOARD_KEYWORDS]
        for keyword in (k for k in printed if k not in unit.keywords):
            value = keyword_value_of(unit.name, version, keyword)
            unit = replace(unit, keywords=unit.keywords | {keyword})
            if keyword == "Deflect":
                unit = replace(unit, deflect=(value,))
            elif keyword == "Assault" and value > 1:
                unit = replace(unit, assault=value)
            elif keyword == "Shield" and value > 1:
                unit = replace(unit, shield=value)
        units.append(unit)
    return replace(state, units=tuple(units)) if units != list(state.units) else state


# The two wordings of ignoring a keyword while paying that the engine reads (764-767).
IGNORED_OWN_COST = LazyPattern(r"ignore \[(\w+)\] while paying this spell's cost")
IGNORED_CHOOSING_HERE = LazyPattern(
    r"players ignore \[(\w+)\] while paying for spells and abilities choosing something here"
)


@functools.cache
def ignored_while_paying(name: str, version: str) -> tuple[Ignoring, ...]:
    """What the text of the card named ``name`` has players ignore while paying costs."""
    card = _card(name)
    if card is None:
        return ()
    text = card.text_under(version).replace("\u2019", "'").lower()
    own = [Ignoring(name, word.capitalize()) for word in IGNORED_OWN_COST.findall(text)]
    here = IGNORED_CHOOSING_HERE.findall(text)
    return (*own, *(Ignoring(name, word.capitalize(), here=True) for word in here))


def with_ignoring(state: GameState, version: str) -> GameState:
    """``state`` with what the card being played, the spells on the chain and the
    battlefields have players ignore while paying costs."""
    names = [state.playing.card] if state.playing else []
    names += [item.name for item in state.chain if item.kind == "spell"]
    names += [field.name for field in state.battlefields]
    found = tuple(i for name in dict.fromkeys(names) for i in ignored_while_paying(name, version))
    return replace(state, ignoring=found) if found else state


def cost_changing_plays(abilities: Iterable[Ability]) -> list[tuple[Instruction, Instruction]]:
    """Each instruction of ``abilities`` that plays a card changing its cost ("then play it,
    reducing its cost by [5]"), with the instruction that names the card it plays: itself,
    or the earlier one its "it" stands for ("then its owner plays it")."""
    found = []
    for ability in abilities:
        instructions = ability.effect.instructions if ability.effect is not None else ()
        for instruction in instructions:
            if instruction.verb == "play" and instruction.cost_change:
                linked = instruction.linked_to
                found.append((instruction, instruction if linked is None else instructions[linked]))
    return found


@dataclass(frozen=True)
class PlayedCost:
    """How a card's text has the cards it plays paid for: ``kind`` "ignore" (``costs``, the
    base costs set to 0: "energy", "power", "both") or "discount" (``energy`` taken off), and
    whose plays those are (``affects``: "yours", "all", "enemy", ``PLAYED_BY``); each field
    the ``CostModifier`` field of that name."""

    kind: str
    affects: str
    costs: str = "both"
    energy: int = 0


def _played_cost(cost_change: str, subject: str) -> PlayedCost | None:
    affects = PLAYED_BY.get(subject)
    if affects is None:
        return None
    if ignored := IGNORED_COSTS.get(cost_change):
        return PlayedCost("ignore", affects, costs=ignored)
    if reduced := REDUCED_BY.fullmatch(cost_change):
        return PlayedCost("discount", affects, energy=int(reduced.group("energy")))
    return None


@functools.cache
def played_cost(name: str, version: str) -> PlayedCost | None:
    """How the compiled text of the card named ``name`` has the cards it plays paid for,
    when its compiled abilities hold exactly one play instruction that changes the cost
    ("Starting with the next player, each player plays those cards, ignoring Energy costs.";
    "then play it, reducing its cost by [5]") and it is read as ignoring base costs or as
    a discount of a number of Energy; None otherwise."""
    from judge.cards.understood import understand

    card = _card(name)
    if card is None:
        return None
    compiled = (a for a in understand(card, version).abilities if a.compiled)
    found = [_played_cost(i.cost_change, i.subject) for i, _ in cost_changing_plays(compiled)]
    return found[0] if len(found) == 1 else None


# The card types a played card's noun names ("play a spell from your trash ..."); an
# Equipment is a gear with that tag, which is not checked.
PLAYED_TYPES = {"spell": {"spell"}, "unit": {"unit"}, "gear": {"gear"}, "equipment": {"gear"}}
PLAYED_TYPES |= {"card": {"spell", "unit", "gear"}, "unit or gear": {"unit", "gear"}}
UNCHECKED_NOUNS = frozenset({"equipment"})


def played_bar(name: str, version: str, playing: Playing) -> str | None:
    """Why ``playing`` is not a card the text of the card named ``name`` plays, or why
    whether it is one is not known, in words; None when it is one, or when the text names
    the card it plays in no words read ("play it" after "look at the top card").

    Not one: its type is not the one the text names ("play a spell ..."), the type of a
    card of the list read from the list; or its printed Energy or Power cost (the cost an
    effect checks) is above the text's "with Energy cost no more than [3]" or "with cost no
    more than [3] and no more than [A]". Not known: the text says something else of it
    ("a unit with Might up to 1 more than the killed unit", "a Mech", "an Equipment")."""
    card = _card(name)
    if card is None:
        return None
    from judge.cards.understood import understand

    played_type = _printed_type(playing)
    for mention in _played_mentions(understand(card, version).abilities):
        said = f"{name} plays {mention.words}"
        if played_type not in PLAYED_TYPES[mention.noun]:
            return f"{said}, and {playing.card} is a {played_type}, so it is not played this way"
        unchecked = mention.noun in UNCHECKED_NOUNS
        for restriction in mention.restrictions:
            if restriction.kind in PLAYED_PREMISES:
                continue
            most = _most_cost(restriction)
            if most is None:
                unchecked = True
            elif playing.energy > most[0] or playing.power > most[1]:
                return (
                    f"{said}, and {playing.card} costs {playing.energy} Energy and "
                    f"{playing.power} Power, so it is not played this way"
                )
        if unchecked:
            return f"{said}: whether {playing.card} is one is not checked"
    return None


def _played_mentions(abilities: Iterable[Ability]) -> Iterator[Mention]:
    """The card each instruction of the compiled ``abilities`` that plays a card changing
    its cost names (`cost_changing_plays`): in the instruction naming it, else in the
    nearest instruction before that one naming a card ("reveal ... until you reveal a unit
    and banish it. Play it")."""
    for ability in abilities:
        if not ability.compiled or ability.effect is None:
            continue
        instructions = ability.effect.instructions
        for _, named in cost_changing_plays((ability,)):
            before = instructions[: next(k for k, i in enumerate(instructions) if i is named)]
            found = _typed(named) or next(
                (m for i in reversed(before) if (m := _typed(i)) is not None), None
            )
            if found is not None:
                yield found


def _typed(instruction: Instruction) -> Mention | None:
    return next((m for m in instruction.mentions if m.noun in PLAYED_TYPES), None)


def _printed_type(playing: Playing) -> str:
    """The type of the card being played: a card of the list's own, else the situation's."""
    card = _card(playing.card)
    return card.type.casefold() if card is not None and card.type else playing.type


# What a text says of the card it plays that says where it comes from, which a situation
# that has the text play it takes as said: "from among them", a "friendly" card its owner
# plays again.
PLAYED_PREMISES = frozenset({"among", "friendly"})
POWER_SYMBOLS = LazyPattern(r":rb_rune_\w+:")


def _most_cost(restriction: Restriction) -> tuple[float, float] | None:
    """The most printed Energy and Power a card played may cost, by a restriction "with
    Energy cost no more than [3]" (no bound on Power) or "with cost no more than [3] and no
    more than [A]" (as many Power as symbols); None for any other restriction."""
    if restriction.kind == "energy_max":
        return restriction.value, math.inf
    if restriction.kind == "energy_power_max":
        power = restriction.words.split("no more than")[-1]
        return restriction.value, len(POWER_SYMBOLS.findall(power))
    return None


def with_read_cost_modifiers(state: GameState, version: str) -> GameState | str:
    """``state`` with each cost modifier given without a kind read from its source's card:
    an ``ignore`` of the base costs its text ignores or a ``discount`` of the Energy it
    reduces the cost by, for the plays it reaches; the source whose text is not read so,
    in words, when one is not."""
    read = []
    for modifier in state.cost_modifiers:
        if modifier.kind:
            read.append(modifier)
            continue
        played = played_cost(modifier.source, version)
        if played is None:
            return modifier.source
        read.append(replace(modifier, **asdict(played)))
    return replace(state, cost_modifiers=tuple(read))


# A text that has players ignore a keyword while assigning combat damage (Dune Surfer's
# "You ignore [Tank] while assigning combat damage here"): not modelled yet.
IGNORED_ASSIGNING = LazyPattern(r"ignore \[\w+\] while assigning combat damage")


def ignoring_while_assigning(state: GameState, version: str) -> tuple[str, ...]:
    """The cards on the board whose text has players ignore a keyword while assigning
    combat damage, which the damage assignment rules do not model yet."""
    board = [u.name for u in state.units] + [g.name for g in state.gear]
    board += [b.name for b in state.battlefields]
    return tuple(
        name
        for name in dict.fromkeys(board)
        if (card := _card(name)) is not None
        and IGNORED_ASSIGNING.search(card.text_under(version).lower())
    )


def bonus_damage_texts(state: GameState, card: str = "") -> tuple[str, ...]:
    """The cards on the board (and ``card``, the one whose text is asked about) that are cards
    of the list whose text speaks of Bonus Damage ("Your spells and abilities deal 1 Bonus
    Damage"): text the engine does not read, that may grant a deal Bonus Damage."""
    names = [u.name for u in state.units] + [g.name for g in state.gear]
    names += [b.name for b in state.battlefields] + ([card] if card else [])
    return tuple(
        name
        for name in dict.fromkeys(names)
        if (found := _card(name)) is not None and "bonus damage" in found.printed.casefold()
    )


# An amount of Bonus Damage a card's text states outright ("deal 1 Bonus Damage"); one given
# "for each" of something, or an "additional" one, has no amount of its own that bounds it.
STATED_BONUS = LazyPattern(r"\b(\d+) Bonus Damage\b(?! for each)", re.I)


def bonus_damage_most(
    state: GameState, names: tuple[str, ...], chosen: tuple[str, ...]
) -> int | None:
    """The most Bonus Damage the cards ``names`` (``bonus_damage_texts``) could grant one deal
    that chooses the units ``chosen``, read from the amounts their texts state, printed or
    corrected: a battlefield's for units "here" at most once for each unit chosen there, any
    other text's at most once for each chosen unit if it speaks of "here", else once (the
    instances of Bonus Damage granted to a deal are summed and applied once). None when a text
    states no plain amount ("1 Bonus Damage for each card ..."): nothing then bounds it."""
    most = 0
    for name in names:
        found = _card(name)
        if found is None:
            return None
        texts = [found.printed, *([found.erratum.text] if found.erratum else [])]
        amounts = []
        for text in texts:
            stated = [int(n) for n in STATED_BONUS.findall(text)]
            if not stated or len(stated) != text.casefold().count("bonus damage"):
                return None  # some Bonus Damage the text grants has no plain amount
            amount = sum(stated)
            if re.search(r"\bhere\b", text, re.I):
                there = [
                    u
                    for u in chosen
                    if found.type != "Battlefield"
                    or (unit := state.unit(u)) is None  # where it is is not said
                    or unit.at.name == name
                ]
                amount *= len(there)
            amounts.append(amount)
        most += max(amounts)
    return most


# A unit's permission to be buffed any number of times, as its card writes it.
ANY_NUMBER_OF_BUFFS = LazyPattern(r"\bI can have any number of buffs\b", re.I)


def buffs_unlimited(name: str, version: str) -> bool:
    """Whether the card named ``name`` grants itself permission to be buffed any number of
    times ("I can have any number of buffs.", Lee Sin - Ascetic) under ``version``."""
    card = _card(name)
    return card is not None and bool(ANY_NUMBER_OF_BUFFS.search(card.text_under(version)))


# What a replacement effect of a card in a deck stands in for: the card looked at or revealed
# from it ("As you look at or reveal me from the top of your deck", "As I'm revealed from
# your deck").
_SEEN_FROM_DECK = LazyPattern(
    r"^as (?:you (?:look at|reveal)(?: or (?:look at|reveal))? me|i'?m revealed)\b.*\bdeck$"
)


@functools.cache
def seen_from_deck(name: str, version: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The replacement abilities of the card named ``name`` that apply as it is looked at or
    revealed from a deck: (the event it replaces, as written, and the verbs of its effect)."""
    from judge.cards.compile import REPLACEMENT
    from judge.cards.understood import understand  # the compiler, only for a card of the list

    card = _card(name)
    if card is None:
        return ()
    return tuple(
        (ability.replaces, tuple(i.verb for i in ability.effect.instructions))
        for ability in understand(card, version).abilities
        if ability.kind == REPLACEMENT
        and ability.effect is not None
        and _SEEN_FROM_DECK.match(ability.replaces.lower())
    )


def in_card_list(name: str) -> bool:
    """Whether ``name`` is the name of a card of the list (case aside)."""
    return _card(name) is not None


def printed_cost_unread(state: GameState) -> str:
    """The card of the list being played whose Energy and Power costs the situation does not
    give: the card list holds no costs, so its cost can't be worked out ("": none such; a
    spell played for its Flow cost, which replaces its base cost, is none such)."""
    playing = state.playing
    if playing is None or playing.cost_given or playing.token or not in_card_list(playing.card):
        return ""
    return "" if playing.flow is not None and playing.flow.used else playing.card


def printed_type(name: str, default: str) -> str:
    """The type of the card of the list named ``name`` as a situation's card in hand or
    facedown names it ("spell", "unit" or "gear"); ``default`` for a card not in the list
    or of another type."""
    card = _card(name)
    kind = card.type.casefold() if card is not None else ""
    return kind if kind in ("spell", "unit", "gear") else default


def _card(name: str) -> Card | None:
    """The card of the list named ``name`` (case aside)."""
    # Read only when a card is played, chosen or dies: the card list and its compiler are
    # data the engine consults, not a layer it builds on.
    from judge.cards.catalog import card_named

    return card_named(name)


# The keywords an ability is written with, "[Action][>]", "[Reaction][>]" (806.1.d, 813.1.d):
# written so, the keyword is the ability's, not the card's.
ON_ABILITIES = ("Action", "Reaction")


def _written(keyword: str, text: str) -> list[str]:
    """Each place ``text`` writes ``keyword`` as the card's own, not an ability's."""
    form = r"\[" + re.escape(keyword) + r"[\] ]"
    # "[Empowered][>] Text" is the card's Empowered Ability (has_empowered_ability), and
    # "[Action][>] ..." an ability's keyword: neither is written beyond them.
    if keyword in ON_ABILITIES or keyword == "Empowered":
        form = r"\[" + re.escape(keyword) + r"\](?!\[>\])"
    return re.findall(form, text, re.I)


def ability_keyword(name: str, keyword: str, version: str) -> bool:
    """The card named ``name`` writes ``keyword`` only on its abilities ("[Action][>] Kill
    this, ..."): its ability has the keyword, the card does not. Never Empowered:
    "[Empowered][>] Text" is the card's Empowered ability, a characteristic of the card
    (``has_empowered_ability``)."""
    card = _card(name)
    if card is None or keyword not in ON_ABILITIES:
        return False
    text = card.text_under(version)
    return f"[{keyword.lower()}][>]" in text.lower() and not _written(keyword, text)


def card_keywords(name: str, version: str) -> tuple[str, ...]:
    """The keywords the card named ``name`` has as printed: those of ``keywords_of`` but the
    ones it writes only on its abilities."""
    found = keywords_of(name, version)
    return tuple(keyword for keyword in found if not ability_keyword(name, keyword, version))


@functools.cache
def changes_keyword(name: str, keyword: str, version: str) -> bool:
    """The text of the card named ``name`` names ``keyword`` beyond the keyword it prints: it
    gives the keyword or takes it away ("While I'm buffed, I have [Ganking]", "Your Mechs have
    [Deflect]"), prints it after its other text ("[Flow] ..."), or refers to it: whether a
    card has the keyword then turns on text the engine does not read. An ability written with
    it ("[Reaction][>] ...") is not the card's: ``ability_keyword``."""
    card = _card(name)
    if card is None:
        return False
    written = _written(keyword, card.text_under(version))
    return len(written) > int(keyword in card_keywords(name, version))


# Words of a permanent's text that make units enter the board ready ("I enter ready.",
# "Other friendly units enter ready.", "[Level 11][>] Your units enter ready.", "Your tokens
# enter ready.", "If you do, I enter ready." after an optional additional cost), and whom
# each reaches, from the words before "enter ready".
ENTERING_READY = LazyPattern(r"\benters? ready\b", re.IGNORECASE)
_WHOM_ENTERING = (
    (LazyPattern(r"\bother friendly units\b", re.IGNORECASE), "other friendly"),
    (LazyPattern(r"\byour (?:tokens|token units)\b", re.IGNORECASE), "your tokens"),
    (LazyPattern(r"\byour units\b", re.IGNORECASE), "yours"),
    (LazyPattern(r"\bfriendly units\b", re.IGNORECASE), "friendly"),
    (LazyPattern(r"\b(?:i|this)\b[^.]*\benters? ready\b", re.IGNORECASE), "me"),
)


@dataclass(frozen=True)
class EnteringText:
    """A sentence of a card's text that makes units enter the board ready: whom it reaches
    ("me", "other friendly", "yours", "friendly", "your tokens", or "any" when the words do
    not say), and ``always`` when it is the card's own unconditional "I enter ready." (a
    compiled passive with no condition), which makes it enter ready whenever it enters."""

    words: str
    whom: str
    always: bool


@functools.cache
def entering_texts(name: str, version: str) -> tuple[EnteringText, ...]:
    """The sentences of the card named ``name`` (not a spell's, nor a triggered or activated
    ability's, which the engine carries out as instructions) that make units enter ready."""
    card = _card(name)
    if card is None or card.type == "Spell":
        return ()
    from judge.cards.compile import ACTIVATED, PASSIVE, SPELL, TRIGGERED
    from judge.cards.statics import read_static
    from judge.cards.understood import understand  # the compiler, only for a card of the list

    understood = understand(card, version)
    found = []
    for ability in understood.abilities:
        if ability.kind in (TRIGGERED, ACTIVATED, SPELL):
            continue
        words = understood.words_of(ability)
        if not ENTERING_READY.search(words):
            continue
        whom = next((w for pattern, w in _WHOM_ENTERING if pattern.search(words)), "any")
        always = (
            whom == "me"
            and ability.kind == PASSIVE
            and ability.compiled
            and not ability.condition
            and read_static(words) == "enters ready"
        )
        found.append(EnteringText(words, whom, always))
    return tuple(found)


@dataclass(frozen=True)
class EnteredReady:
    """A unit played this turn whose exhaustion the situation does not give, and a card
    whose text may have made it enter the board ready (``always``: its own text did)."""

    unit: int  # its index among the state's units
    card: str
    words: str
    always: bool
    accelerate: bool = False  # its own printed Accelerate, whose optional cost may be unpaid
    teammate: bool = False  # a teammate's text speaking of friendly units reaches it


def entered_ready(state: GameState, version: str) -> tuple[EnteredReady, ...]:
    """For each unit played this turn whose exhaustion is derived (not given, not played
    with Accelerate), what may have made it enter ready: the Accelerate its card prints
    when whether its cost was paid is not given (an optional additional cost: 805.2), and
    the texts on the board that make units enter ready and reach it: its own, and those of
    its controller's permanents (and legend) that speak of other friendly units (its
    controller's and their teammates'), of "your units" or "your tokens" (its controller's
    own)."""
    found = []
    sources: list[tuple[str, str, Unit | None]] = [(u.name, u.controller, u) for u in state.units]
    sources += [(g.name, g.controller, None) for g in state.gear]
    sources += [(c.name, c.controller, None) for c in state.cards if c.zone == LEGEND_ZONE]
    for index, unit in enumerate(state.units):
        if not unit.played_this_turn or unit.exhausted is not None or unit.accelerated:
            continue
        if unit.accelerated is None and "Accelerate" in card_keywords(unit.name, version):
            found.append(EnteredReady(index, unit.name, "[Accelerate]", False, accelerate=True))
        for text in entering_texts(unit.name, version):
            if text.whom in ("me", "any"):
                found.append(EnteredReady(index, unit.name, text.words, text.always))
        for name, controller, source in sources:
            if source is unit:
                continue
            friendly = unit.controller == controller or unit.controller in state.teammates(
                controller
            )
            for text in entering_texts(name, version):
                reaches = {
                    "other friendly": friendly,
                    "friendly": friendly,
                    "yours": unit.controller == controller,
                    "your tokens": unit.token and unit.controller == controller,
                    "any": True,
                }.get(text.whom, False)
                if reaches:
                    mate = text.whom in ("other friendly", "friendly") and (
                        unit.controller != controller
                    )
                    found.append(EnteredReady(index, name, text.words, False, teammate=mate))
    return tuple(found)


@functools.cache
def card_rules_of(name: str, version: str) -> tuple[tuple[dict[str, str], str], ...]:
    """The card rules (judge/ask/card_rules.yaml) the text of the card named ``name`` makes,
    each with whose units it speaks of on a unit: "all" for the unit's own ("I can't move to
    base."), "every" for every unit's ("Units can't move to base."); none when a rule's
    sentence is not one of these (not read here, never guessed)."""
    card = _card(name)
    if card is None or card.type == "Spell":
        return ()
    from judge.cards.understood import understand  # the compiler, only for a card of the list

    understood = understand(card, version)
    sentences = [s.text for s in understood.sentences if s.card_rule == "rule"]
    if len(sentences) != len(understood.rules):
        return ()
    found = []
    for rule, sentence in zip(understood.rules, sentences, strict=True):
        whose = (
            "all"
            if re.match(r"I\b", sentence)
            else "every"
            if sentence.startswith("Units ")
            else ""
        )
        if not whose or "affects" in rule:
            return ()
        found.append(({str(k): str(v) for k, v in rule.items()}, whose))
    return tuple(found)


def with_card_rules(state: GameState, version: str) -> GameState:
    """``state`` with the card rules of each real unit and battlefield whose text the
    situation does not give, read from its card ("Units can't move from here to base."):
    a battlefield's speak of what its text says, a unit's of itself ("I") or of every unit
    ("Units")."""
    # most cards make no rules: those records are kept as they are, and so is the state
    units, fields, made = list(state.units), list(state.battlefields), False
    for i, unit in enumerate(units):
        if not unit.text and (text := _made_rules(unit.name, unit.controller, None, version)):
            units[i], made = replace(unit, text=text), True
    for i, field in enumerate(fields):
        if not field.text and (
            text := _made_rules(field.name, field.controller, field.place, version)
        ):
            fields[i], made = replace(field, text=text), True
    return replace(state, units=tuple(units), battlefields=tuple(fields)) if made else state


def _made_rules(
    name: str, speaker: str | None, here: Place | None, version: str
) -> tuple[CardRule, ...]:
    return tuple(
        CardRule(
            effect=rule["effect"],
            action=rule["action"],
            origin=rule.get("from", "anywhere"),
            destination=rule.get("to", "anywhere"),
            card=name,
            here=here,
            affects="all" if here is not None else whose,
            speaker=speaker,
        )
        for rule, whose in card_rules_of(name, version)
    )


# Words of a card's text that change the points a player needs to win ("Increase the points
# needed to win the game by 1.") or when a battlefield can be scored ("Players can't score
# here until their third turn."): the engine reads the mode's Victory Score and counts no
# turns.
VICTORY_CHANGE = LazyPattern(
    r"points needed to win|victory score (?:is|becomes)|can't score here", re.IGNORECASE
)


def victory_texts(state: GameState, version: str) -> tuple[tuple[str, str], ...]:
    """The cards on ``state``'s board (units, gear, battlefields, legends) whose text changes
    the points needed to win or when a battlefield can be scored, each with those words."""
    board = [u.name for u in state.units] + [g.name for g in state.gear]
    board += [b.name for b in state.battlefields]
    board += [c.name for c in state.cards if c.zone == LEGEND_ZONE]
    found = []
    for name in dict.fromkeys(board):
        card = _card(name)
        text = card.text_under(version) if card is not None and card.type != "Spell" else ""
        found += [
            (name, sentence.strip())
            for sentence in re.findall(r"[^.]*\.", text)
            if VICTORY_CHANGE.search(sentence)
        ]
    return tuple(found)
