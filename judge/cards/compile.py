"""A card's text compiled into abilities: what kind each is, what triggers it, what it costs,
whether it is optional, and its effect as instructions (docs/cards.md, "The compiled form").

The grammar is the cards' own wording, read in templates, never card by card:

- a triggered ability opens with its trigger condition ("When I move, ...", "When you play
  me, ...", "At the start of your Beginning Phase, ...", "At the end of your turn, ..."), or
  follows the Deathknell keyword ("[Deathknell][>] ..."): the conditions are read in a small
  grammar (``WHO``, ``EVENTS``, ``WHERE``), an event, whose it is and where;
- an activated ability is "cost: effect", its cost made of known parts (exhaust, Energy and
  Power symbols): ``COST_PARTS``;
- an additional cost says "As an additional cost to play me, ...";
- a replacement effect says "would ... instead" (not compiled yet);
- a passive ability (or a keyword granted) is a card rule of the game model
  (judge/ask/card_rules.yaml);
- anything else is an effect: the instructions of a spell, or the sentences that go on with
  the ability before them ("Choose a unit. Kill it.").

The effect is read by the one instruction reader (judge/engine/instructions.py). What is
not read is named (``Ability.unread``): a card is ``compiled`` only when nothing is left
unread, and nothing is guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from judge.engine.instructions import Effect, read_effect

SPELL, TRIGGERED, ACTIVATED, PASSIVE, REPLACEMENT, ADDITIONAL_COST, KEYWORD = (
    "spell effect",
    "triggered",
    "activated",
    "passive",
    "replacement",
    "additional cost",
    "keyword",
)
# Keywords whose cost the text writes after them ("[Equip] :rb_rune_order:", "[Flow] ...").
COSTED_KEYWORDS = ("Equip", "Flow", "Empower", "Repeat")

# Trigger conditions read, as a small grammar: who (I: the card itself; you: its controller;
# a friendly, enemy or any unit), what happens (the event) and where (here, a battlefield).
WHO = {
    "i": "me",
    "you": "you",
    "a friendly unit": "friendly",
    "another friendly unit": "friendly",
    "an enemy unit": "enemy",
    "a unit": "any",
}
EVENTS = (
    (r"moves?", "move"),
    (r"attacks? or defends?", "attack or defend"),
    (r"attacks?", "attack"),
    (r"defends?", "defend"),
    (r"conquers?", "conquer"),
    (r"holds?", "hold"),
    (r"dies|die", "die"),
    (r"wins? a combat", "win a combat"),
    (r"play me|play this", "play"),
    (r"play a spell", "play a spell"),
    (r"play a unit", "play a unit"),
    (r"play a gear", "play a gear"),
    (r"choose me with a spell", "chosen by a spell"),
    (r"stun one or more enemy units", "stun enemy units"),
)
_YOURS = (
    "play",
    "play a spell",
    "play a unit",
    "play a gear",
    "chosen by a spell",
    "stun enemy units",
)
WHERE = ((r"", ""), (r" here", "here"), (r" to a battlefield", "battlefield"))
TIMED = (
    (r"at the start of your beginning phase", "beginning", "you"),
    (r"at the end of your turn", "end of turn", "you"),
)
# The parts an activated ability's cost is made of, in the cards' symbols.
COST_PARTS = (
    (r":rb_exhaust:", "exhaust"),
    (r":rb_energy_(\d+):", "energy"),
    (r":rb_rune_([a-z]+):", "power"),
    (r"[Ss]pend (\d+) XP", "spend XP"),
    (r"[Rr]ecycle (\d+) from your trash", "recycle from trash"),
)
# Passive abilities about how the card enters the board.
ENTERS = {
    r"i enter ready": "enters ready",
    r"(?:i|this) enters? exhausted": "enters exhausted",
}
_TIMING = re.compile(r"^\s*\[(Action|Reaction)\]\s*\[(?:&gt;|>)\]\s*")
_EFFECT_TIMING = re.compile(r"^\s*\[(Action|Reaction)\]\s*—\s*")
_ARROW = re.compile(r"^\s*\[(?:&gt;|>)\]\s*")
_COST = re.compile(
    r"^(?P<cost>(?::rb_[a-z0-9_]+:|\s|,|[Ss]pend \d+ XP|[Rr]ecycle \d+ from your trash)+)"
    r":\s+(?P<effect>.+)$",
    re.DOTALL,
)


@dataclass(frozen=True)
class Trigger:
    """What triggers an ability: the ``event`` (move, attack, play, die, beginning ...),
    ``whose`` (me, you, friendly, enemy) and ``where`` ("" anywhere, battlefield, here)."""

    event: str
    whose: str
    where: str
    words: str


@dataclass(frozen=True)
class Cost:
    """An activated ability's cost: its parts ("exhaust", "energy 1", "power fury")."""

    parts: tuple[str, ...]
    words: str


@dataclass(frozen=True)
class Ability:
    """One ability of a card, as compiled. ``sentences``: the indexes of the card's ability
    sentences it is made of; ``unread``: the words not compiled ("" when all are)."""

    kind: str
    sentences: tuple[int, ...]
    trigger: Trigger | None = None
    cost: Cost | None = None
    timing: str = ""  # "Action" or "Reaction" on an activated ability
    optional: bool = False
    effect: Effect | None = None
    card_rule: str = ""
    unread: str = ""
    words: str = ""  # the words of its effect, as read

    @property
    def compiled(self) -> bool:
        return not self.unread


@dataclass(frozen=True)
class _Opening:
    """What a sentence opens: an ability (its kind and parts, and its effect's words), or
    nothing (it goes on with the ability before it)."""

    kind: str
    effect: str
    trigger: Trigger | None = None
    cost: Cost | None = None
    timing: str = ""
    unread: str = ""


def compile_card(
    card_type: str, keywords: tuple[str, ...], sentences: tuple[str, ...], rules: tuple[str, ...]
) -> tuple[Ability, ...]:
    """The abilities of a card's ability sentences (``rules``: what the card rules of the
    game model made of each sentence, "" for nothing)."""
    abilities: list[Ability] = []
    group: list[int] = []
    opening: _Opening | None = None
    for index, sentence in enumerate(sentences):
        starts = _opening(sentence, rules[index], keywords, card_type, bool(group))
        if starts is not None:
            if opening is not None:
                abilities.append(_ability(opening, group, sentences))
            opening, group = starts, [index]
        else:
            group.append(index)
    if opening is not None:
        abilities.append(_ability(opening, group, sentences))
    return tuple(abilities)


def _opening(
    sentence: str, rule: str, keywords: tuple[str, ...], card_type: str, follows: bool
) -> _Opening | None:
    if rule:
        return _Opening(PASSIVE, "")
    text = sentence.replace("\u2019", "'")
    lower = " ".join(text.lower().split())
    if found := re.fullmatch(r"(?:when|whenever) (.*?), (.*)", lower):
        trigger = _trigger(found.group(1))
        unread = "" if trigger else f'the trigger condition "when {found.group(1)}"'
        return _Opening(TRIGGERED, _after_comma(text), trigger, unread=unread)
    for pattern, event, whose in TIMED:
        if re.fullmatch(rf"{pattern}, (.*)", lower):
            trigger = Trigger(event, whose, "", pattern)
            return _Opening(TRIGGERED, _after_comma(text), trigger)
    if re.fullmatch(r"as an additional cost to play (?:me|this), .*", lower):
        return _Opening(ADDITIONAL_COST, text)
    if found := re.fullmatch(
        r"(?i:you may pay) ((?::rb_[a-z0-9_]+:)+) as an additional cost to play me\.?", text.strip()
    ):
        cost, unread = _cost(found.group(1))
        return _Opening(ADDITIONAL_COST, "", cost=cost, timing="optional", unread=unread)
    for pattern, rule in ENTERS.items():
        if re.fullmatch(pattern + r"\.?", lower):
            return _Opening(PASSIVE, "", timing=rule)
    if _ARROW.match(text) and "Deathknell" in keywords and not follows:
        effect = _ARROW.sub("", text)
        return _Opening(TRIGGERED, effect, Trigger("die", "me", "", "Deathknell: when I die"))
    if keyword := _keyword_cost(text, keywords, follows):
        return keyword
    timing = _TIMING.match(text)
    rest = _TIMING.sub("", text) if timing else text
    if found := _COST.fullmatch(rest.strip()):
        cost, unread = _cost(found.group("cost"))
        return _Opening(
            ACTIVATED,
            found.group("effect"),
            cost=cost,
            timing=timing.group(1) if timing else "",
            unread=unread,
        )
    if re.search(r"\bwould\b.*\binstead\b", lower):
        return _Opening(REPLACEMENT, "", unread=text)
    if follows:
        return None  # it goes on with the ability before it
    return _Opening(SPELL if card_type.lower() == "spell" else PASSIVE, text)


def _keyword_cost(text: str, keywords: tuple[str, ...], follows: bool) -> _Opening | None:
    """A keyword's cost: "[Flow] :rb_energy_2:", or the symbols alone that open the text
    after a keyword line that takes a cost ("[Equip] :rb_rune_order: (...)")."""
    costed = "|".join(COSTED_KEYWORDS)
    named = re.fullmatch(rf"(?:\[[A-Za-z-]+\]\s*)*\[({costed})\]\s*(.+?)\.?", text.strip())
    if named:
        keyword, words = named.group(1), named.group(2)
    elif not follows and keywords and keywords[-1] in COSTED_KEYWORDS:
        keyword, words = keywords[-1], text.strip().rstrip(".")
        if not re.fullmatch(r"(?::rb_[a-z0-9_]+:)+", words):
            return None
    else:
        return None
    cost, unread = _cost(words)
    if cost is None:
        return None
    return _Opening(KEYWORD, "", cost=cost, timing=keyword, unread=unread)


def _after_comma(text: str) -> str:
    """The effect after an opening clause, in its own case ("[Buff] me")."""
    return text.split(",", 1)[1].strip()


def _trigger(condition: str) -> Trigger | None:
    """The trigger condition in the grammar of ``WHO``, ``EVENTS`` and ``WHERE``; None
    when it is not in it."""
    for who, whose in WHO.items():
        rest = condition.removeprefix(who + " ")
        if rest == condition:
            continue
        for pattern, event in EVENTS:
            for place, where in WHERE:
                if not re.fullmatch(f"(?:{pattern}){re.escape(place)}", rest):
                    continue
                if whose != "you" and event in _YOURS:
                    continue  # only a player plays, chooses, stuns
                return Trigger(event, whose, where, re.sub(r"\bi\b", "I", f"when {condition}"))
    return None


def _cost(words: str) -> tuple[Cost | None, str]:
    parts: list[str] = []
    rest = words
    while rest.strip(" ,"):
        rest = rest.strip(" ,")
        for pattern, name in COST_PARTS:
            if found := re.match(pattern, rest):
                parts.append(f"{name} {found.group(1)}" if found.groups() else name)
                rest = rest[found.end() :]
                break
        else:
            return None, f'the cost "{words.strip()}"'
    return Cost(tuple(parts), words.strip()), ""


def _ability(opening: _Opening, group: list[int], sentences: tuple[str, ...]) -> Ability:
    if opening.kind == PASSIVE and not opening.effect:
        return Ability(PASSIVE, tuple(group), card_rule=opening.timing or "card rule")
    if opening.kind == ADDITIONAL_COST and not opening.effect:  # "You may pay [S] as ..."
        return Ability(
            ADDITIONAL_COST,
            tuple(group),
            cost=opening.cost,
            optional=True,
            unread=opening.unread,
        )
    if opening.kind == KEYWORD:  # the keyword's rules say what it does with its cost
        return Ability(KEYWORD, tuple(group), cost=opening.cost, card_rule=opening.timing)
    if opening.kind == ACTIVATED and (found := _EFFECT_TIMING.match(opening.effect)):
        rest = opening.effect[found.end() :]
        opening = replace(opening, effect=rest, timing=opening.timing or found.group(1))
    words = " ".join(
        [opening.effect, *(sentences[i] for i in group[1:])] if opening.effect else []
    ).strip()
    if opening.kind == REPLACEMENT or opening.unread:
        unread = opening.unread or words
        return Ability(opening.kind, tuple(group), opening.trigger, opening.cost, unread=unread)
    if opening.kind == PASSIVE:
        # A sentence of a permanent that is neither a card rule, a trigger, a cost nor a
        # replacement: what it says is not compiled.
        return Ability(PASSIVE, tuple(group), unread=words)
    effect = read_effect(words) if words else None
    unread = "" if effect is not None and not effect.unknown else (effect.unknown if effect else "")
    optional = bool(effect and any(i.optional for i in effect.instructions))
    return Ability(
        opening.kind,
        tuple(group),
        opening.trigger,
        opening.cost,
        opening.timing,
        optional,
        effect if not unread else None,
        unread=unread or ("" if words else "(no effect)"),
        words=words,
    )


def describe_ability(ability: Ability) -> str:
    """The ability in a few words ("triggered (when I move): draw 1; compiled")."""
    parts = [ability.kind]
    if ability.kind == KEYWORD:
        parts.append(ability.card_rule)
    elif ability.kind == PASSIVE and ability.card_rule:
        parts.append(f"({ability.card_rule})")
    if ability.trigger:
        parts.append(f"({ability.trigger.words})")
    if ability.cost:
        parts.append(f"(cost: {', '.join(ability.cost.parts)})")
    if ability.timing:
        parts.append(f"[{ability.timing}]")
    if ability.optional:
        parts.append("(optional)")
    if ability.effect:
        verbs = ", ".join(i.verb for i in ability.effect.instructions)
        parts.append(f"-> {verbs}")
    state = "compiled" if ability.compiled else f"not compiled: {ability.unread}"
    return " ".join(parts) + f"; {state}"
