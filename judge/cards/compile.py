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
- a replacement effect says "would ... instead" (not compiled yet; a spell's goes on with its
  effect, where the instruction reader reads the replacement of the unit it acted on);
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
from dataclasses import dataclass

from judge.cards.abilities import Ability as Ability
from judge.cards.abilities import Cost as Cost
from judge.cards.abilities import describe_ability as describe_ability
from judge.cards.kinds import ACTIVATED as ACTIVATED
from judge.cards.kinds import ADDITIONAL_COST as ADDITIONAL_COST
from judge.cards.kinds import KEYWORD as KEYWORD
from judge.cards.kinds import PASSIVE as PASSIVE
from judge.cards.kinds import REPLACEMENT as REPLACEMENT
from judge.cards.kinds import SPELL as SPELL
from judge.cards.kinds import TRIGGERED as TRIGGERED
from judge.cards.statics import read_static
from judge.cards.triggers import (
    Trigger,
    read_condition,
    read_first_time,
    read_guarded_timed,
    read_timed,
)
from judge.engine.instructions import TOKEN, made_later, read_effect
from judge.patterns import LazyPattern
from judge.records import replace

# Keywords whose cost the text writes after them ("[Equip] :rb_rune_order:", "[Flow] ...").
COSTED_KEYWORDS = ("Equip", "Flow", "Empower", "Repeat")

# The parts an activated ability's cost is made of, in the cards' symbols.
COST_PARTS = (
    (r":rb_exhaust:", "exhaust"),
    (r":rb_energy_(\d+):", "energy"),
    (r":rb_rune_([a-z]+):", "power"),
    (r"[Ss]pend (\d+) XP", "spend XP"),
    (r"[Rr]ecycle (\d+) from your trash", "recycle from trash"),
    (r"[Rr]ecycle (\d+) cards from your trash", "recycle from trash"),
    (r"[Rr]ecycle a unit from your trash", "recycle a unit from trash"),
    (r"[Kk]ill a friendly unit or gear", "kill a friendly unit or gear"),
    (r"[Kk]ill a friendly unit", "kill a friendly unit"),
    (r"[Kk]ill a friendly gear", "kill a friendly gear"),
    (r"[Kk]ill this", "kill this"),
    (r"[Ss]pend a buff", "spend a buff"),
    (r"[Ss]pend my buff", "spend my buff"),
    (r"[Ee]xhaust a unit you control", "exhaust a unit you control"),
    (r"[Dd]isempower this|[Dd]isempower me", "disempower this"),
    (r"[Dd]iscard (\d+)", "discard"),
    (r"[Dd]iscard a gear", "discard a gear"),
    (r"[Pp]ay any amount", "pay any amount"),
)
# Conditions written before an ability: "[Empowered][>]", a [Level N] ("[>]" once the
# keyword is read) and [Legion] ("—" once the keyword is read).
CONDITION_MARKS = (
    (r"\[Empowered\]\[(?:&gt;|>)\]\s*", "Empowered", ""),
    (r"\[(Level \d+)\]\[(?:&gt;|>)\]\s*", "Level", ""),  # inside the text, not read as a keyword
    (r"\[(?:&gt;|>)\]\s*", "Level", "Level"),
    (r"—\s*", "Legion", "Legion"),
)
# The restriction an activated ability's effect ends with.
RESTRICTIONS = LazyPattern(
    r"\s*((?:Spend this Energy only|Use (?:this ability |my abilities )?only) [^.]*\.)\s*$"
)
# Keywords written after the text ("[Deflect]  [Ganking]"), not a keyword action ("[Predict]").
_KEYWORD_LINE = r"(?:\[(?!Predict|Add|Buff|Stun|Burn)[A-Za-z-]+(?: \d+)?\]\s*)+\.?"
_TIMING = LazyPattern(r"^\s*\[(Action|Reaction)\]\s*\[(?:&gt;|>)\]\s*")
_EFFECT_TIMING = LazyPattern(r"^\s*\[(Action|Reaction)\]\s*—\s*")
_ARROW = LazyPattern(r"^\s*\[(?:&gt;|>)\]\s*")
# [Legion] written after an activated ability's cost, with its speed or without:
# ":rb_exhaust:: [Legion] — ...", ":rb_exhaust:: [Reaction], [Legion] — ..."
_EFFECT_LEGION = LazyPattern(r"^\s*(?:\[(Action|Reaction)\],\s*)?\[Legion\]\s*—\s*")
_KEYWORD_MARK = LazyPattern(r"^\s*(?:\[(?:&gt;|>)\]|—)\s*")  # what a keyword's effect follows
_COST = LazyPattern(
    r"^(?P<cost>(?:" + "|".join(p for p, _ in COST_PARTS[3:]) + r"|:rb_[a-z0-9_]+:|\s|,)+)"
    r":\s+(?P<effect>.+)$",
    re.DOTALL,
)


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
    condition: str = ""
    also: tuple[Trigger, ...] = ()
    replaces: str = ""


# A replacement effect (a permanent's, standing while it is on the board): "[Once each
# turn, ]If WHO would EVENT[, if CONDITION], [instead ]EFFECT[ instead]." Who and the event
# replaced are read from small tables of the cards' words; what is done instead is an effect
# read by the instruction reader, "it" the object that would have the event.
REPLACED_WHO = {
    "a buffed unit you control": "unit",
    "another unit you control here": "unit",
    "a friendly unit": "unit",
    "a unit here": "unit",
    "a card": "card",
    "you": "",
}
REPLACED_EVENTS = (
    "die",
    "die during combat",
    "go to your trash from anywhere other than your main deck",
    "play a token unit while i'm at a battlefield",
)
# What "it" (or "that token") stands for where the one the event replaced is a player's and
# the event acts on something else: the unit played
REPLACED_OBJECT = {"play a token unit while i'm at a battlefield": TOKEN}
# An outcome replaced, said without "would" ("If a combat where you are the attacker ends in
# a tie, recall ALL units instead."): what happens instead is said with "instead".
REPLACED_OUTCOMES = (
    # as printed, and as the Origins FAQ's erratum says it (Symbol of the Solari)
    "a combat where you are the attacker ends in a tie that would recall any of your units",
    "a combat where you are the attacker ends in a tie",
)
_OUTCOME = "|".join(re.escape(e) for e in REPLACED_OUTCOMES)
_REPLACES = LazyPattern(
    r"(?P<once>once each turn, )?if (?:(?P<who>" + "|".join(REPLACED_WHO) + r") would "
    r"(?P<event>" + "|".join(re.escape(e) for e in REPLACED_EVENTS) + r")"
    r"|(?P<outcome>" + _OUTCOME + r"(?=, .+ instead\.?$))), "
    r"(?P<condition>if it has less might than me, )?(?:instead )?(?P<effect>.+?)(?: instead)?\.?"
)


# A replacement effect said with "as": what is done as an event happens, the event in the
# cards' words ("As you play me, add the Baron Pit battlefield token ...", "As I'm revealed
# from your deck, [Add] ...", "As this is attached to a unit, ..."); an additional cost said
# so is read before it.
AS_EVENTS = (
    "you play me",
    "you play this",
    "i'm revealed from your deck",
    "you look at or reveal me from the top of your deck",
    "this is attached to a unit",
)
_AS_EVENT = LazyPattern(
    r"as (?P<event>" + "|".join(re.escape(e) for e in AS_EVENTS) + r"), (?P<effect>.+)"
)


def _replacement(text: str, lower: str) -> _Opening:
    """A replacement effect: the event it replaces (``replaces``) and what is done instead,
    its effect; all of it left unread when the frame is not read."""
    found = _REPLACES.fullmatch(lower)
    if found is None:
        return _Opening(REPLACEMENT, "", unread=text)
    replaces = lower[: found.start("effect")].rstrip(", ").removesuffix(" instead").rstrip(", ")
    effect = " ".join(text.split())[found.start("effect") : found.end("effect")]
    return _Opening(REPLACEMENT, effect, replaces=replaces)


def compile_card(
    card_type: str, keywords: tuple[str, ...], sentences: tuple[str, ...], rules: tuple[str, ...]
) -> tuple[Ability, ...]:
    """The abilities of a card's ability sentences (``rules``: what the card rules of the
    game model made of each sentence, "" for nothing)."""
    abilities: list[Ability] = []
    group: list[tuple[int, str]] = []
    opening: _Opening | None = None
    for index, piece in _pieces(sentences, keywords):
        # A keyword's cost and a mandatory additional cost ("As an additional cost to play
        # me, kill a friendly unit.") are whole: the next sentence opens an ability of its own.
        # So is a passive whole: a spell's "This costs 2 less ..." is followed by its effect.
        whole = opening is not None and (
            opening.kind in (KEYWORD, PASSIVE)
            or (opening.kind == ADDITIONAL_COST and opening.timing != "optional")
            or (opening.kind == ADDITIONAL_COST and _paid_static(group[-1][1]) is not None)
        )
        follows = bool(group) and opening is not None and not whole
        starts = _opening(piece, rules[index], keywords, card_type, follows)
        if starts is not None:
            if opening is not None:
                abilities.append(_ability(opening, group))
            opening, group = starts, [(index, piece)]
        else:
            group.append((index, piece))
    if opening is not None:
        abilities.append(_ability(opening, group))
    return tuple(abilities)


def _pieces(sentences: tuple[str, ...], keywords: tuple[str, ...]) -> list[tuple[int, str]]:
    """The card's sentences as the pieces abilities are made of: a keyword's cost that opens
    a sentence with more after it ("[Empower] :rb_energy_3:  [Empowered][>] I have ...") is a
    piece of its own; a sentence of punctuation alone is none."""
    pieces: list[tuple[int, str]] = []
    for index, sentence in enumerate(sentences):
        text = sentence.strip()
        costed = bool(keywords) and keywords[-1] in COSTED_KEYWORDS and index == 0
        if costed and (head := _cost_head(text)) and head[1].strip(" .,"):
            pieces += [(index, head[0]), (index, head[1])]
        elif text.strip(" .,"):
            pieces.append((index, text))
    return pieces


def _cost_head(text: str) -> tuple[str, str] | None:
    """A keyword's cost and the text after it in one sentence: ":rb_energy_3:  [Empowered]
    ...", ":rb_energy_2::rb_rune_fury:When I move, ...", "— Kill a friendly unit  ..."."""
    symbols = r"((?:—\s*)?(?::rb_[a-z0-9_]+:)+)"
    found = (
        re.match(symbols + r"\.?\s*(?!:rb_|or\b|,)(\S.*)", text, re.DOTALL)
        # the cost, where the reminder text was, then an activated ability's own cost
        or re.match(symbols + r"\s{2,}(:rb_.*)", text, re.DOTALL)
        or re.match(r"(—\s*.+?)\s{2,}(\S.*)", text, re.DOTALL)
    )
    if found is None or read_cost(found.group(1).removeprefix("—").strip())[0] is None:
        return None
    return found.group(1), found.group(2)


def _opening(
    sentence: str, rule: str, keywords: tuple[str, ...], card_type: str, follows: bool
) -> _Opening | None:
    if rule:
        return _Opening(PASSIVE, "")
    text = sentence.replace("\u2019", "'")
    for pattern, condition, mark in CONDITION_MARKS:
        if (found := re.match(pattern, text)) and (not mark or mark in keywords):
            if re.match(r"\[Empowered\]\[(?:&gt;|>)\]\[(?:&gt;|>){2}\]\[Deathknell\]", text):
                effect = re.sub(r"^.*?\[Deathknell\]\[(?:&gt;|>)\]\s*", "", text)
                trigger = Trigger("die", "me", "", "Deathknell: when I die")
                return _Opening(TRIGGERED, effect, trigger, condition="Empowered")
            inner = _opening(text[found.end() :], "", keywords, card_type, False)
            if inner is not None and (mark != "Level" or inner.kind != ACTIVATED):
                # "[Level 6][>]": the threshold with it, where the text says it
                return replace(inner, condition=found.group(1) if found.groups() else condition)
    lower = " ".join(text.lower().split())
    # a condition that lists alternatives with commas ("When this is played, discarded, or
    # killed, ...") runs to its last one, not to the first comma
    alternatives = r"(once each turn, )?(?:when|whenever) ([^,]+, (?:[^,]+, )*or [^,]+), (.*)"
    listed = re.fullmatch(alternatives, lower)
    if listed and not read_condition(listed.group(2)):
        listed = None
    if found := listed or re.fullmatch(r"(once each turn, )?(?:when|whenever) (.*?), (.*)", lower):
        triggers = read_condition(found.group(2))
        if found.group(1):  # a limit on how often it is performed
            triggers = tuple(replace(t, when=t.when or "once each turn") for t in triggers)
        unread = "" if triggers else f'the trigger condition "when {found.group(2)}"'
        effect = text.split(",", 2)[2].strip() if found.group(1) else _after_comma(text)
        if listed and (said := re.fullmatch(alternatives, " ".join(text.split()), re.I)):
            effect = said.group(3)
        intervening, effect = _intervening(effect)
        triggers = tuple(replace(t, intervening=intervening) for t in triggers)
        first = triggers[0] if triggers else None
        if card_type.lower() == "spell" and any(t.when == "this turn" for t in triggers):
            # "When any unit takes damage this turn, kill it.": a delayed trigger the spell
            # creates as it resolves, for the rest of the turn (390.2, 392), not an ability
            # of the card: not compiled.
            return _Opening(SPELL, text, unread=text)
        return _Opening(TRIGGERED, effect, first, unread=unread, also=triggers[1:])
    for read in (read_timed(lower), read_first_time(lower), read_guarded_timed(lower)):
        if read is not None:
            intervening, effect = _intervening(_after_comma(text))
            return _Opening(TRIGGERED, effect, replace(read[0], intervening=intervening))
    if re.fullmatch(r"as an additional cost to play (?:me|this), .*", lower):
        return _Opening(ADDITIONAL_COST, text)
    if optional := _optionalread_cost(text):
        return optional
    if as_event := _AS_EVENT.fullmatch(lower):
        # "As you play me, ...", "As I'm revealed from your deck, ...": done as the event
        # happens, in place of it as it would be (369.1, 369.3 of v1.4), not after it
        effect = " ".join(text.split())[as_event.start("effect") :]
        return _Opening(REPLACEMENT, effect, replaces=f"as {as_event['event']}")
    if (static := read_static(text)) is not None:
        return _Opening(PASSIVE, "", timing=static)
    if card_type.lower() != "spell" and re.fullmatch(_KEYWORD_LINE, text.strip(" ,")):
        return _Opening(KEYWORD, "", timing="keywords written after the text")
    if deathknell := re.match(r"\[Deathknell\]\s*(?:\[(?:&gt;|>)\]|—)\s*", text):
        # "[Deathknell][>] ..." written after another ability: one of its own
        effect = text[deathknell.end() :]
        return _Opening(TRIGGERED, effect, Trigger("die", "me", "", "Deathknell: when I die"))
    if (opens := _KEYWORD_MARK.match(text)) and "Deathknell" in keywords and not follows:
        effect = text[opens.end() :]
        return _Opening(TRIGGERED, effect, Trigger("die", "me", "", "Deathknell: when I die"))
    if keyword := _keywordread_cost(text, keywords, follows):
        return keyword
    timing = _TIMING.match(text)
    rest = _TIMING.sub("", text) if timing else text
    when = timing.group(1) if timing else ""
    speeds = [k for k in keywords if k in ("Action", "Reaction")]
    if not timing and _ARROW.match(text) and speeds:
        rest, when = _ARROW.sub("", text), speeds[0]  # "[Action][>]" read as a keyword
    if found := _COST.fullmatch(rest.strip()):
        cost, unread = read_cost(found.group("cost"))
        effect, condition = found.group("effect"), ""
        if legion := _EFFECT_LEGION.match(effect):
            # the ability's effect is the card's only once another card was played this turn
            effect, condition = effect[legion.end() :], "Legion"
            when = when or legion.group(1) or ""
        return _Opening(
            ACTIVATED,
            effect,
            cost=cost,
            timing=when,
            unread=unread,
            condition=condition,
        )
    created = _spell(card_type) or re.match(r"(?:the next time|if) (?:it|that unit) would", lower)
    replaced = re.search(r"\bwould\b.*\binstead\b", lower) or re.match(
        rf"if (?:{_OUTCOME}), ", lower
    )
    if replaced and not (follows and created):
        # a spell's goes on with its effect, and so does one of what an ability's effect acted
        # on ("Choose a friendly unit. The next time it would die this turn, ..."): a
        # replacement the effect creates as it resolves; any other is the card's own
        return _replacement(text, lower)
    if follows:
        return None  # it goes on with the ability before it
    return _Opening(SPELL if _spell(card_type) else PASSIVE, text)


def _spell(card_type: str) -> bool:
    return card_type.lower() == "spell"


def _optionalread_cost(text: str) -> _Opening | None:
    """An optional additional cost: "You may pay COST as an additional cost to play me.",
    "You may kill a friendly unit (or gear) as an additional cost to play me.", "As you play me, you
    may discard 1 as an additional cost." (what paying it does follows: "If you do, ...")."""
    words = text.strip().rstrip(".")
    # "If you've played a spell this turn, you may pay ...": a condition it may be paid under
    condition = re.match(r"(?i:if (you've [^,]+)), ", words)
    words = words[condition.end() :] if condition else words
    found = re.fullmatch(
        r"(?i:you may (?:pay )?)(.+?) (?i:as (?:an )?additional cost to play me)", words
    ) or re.fullmatch(
        r"(?i:as you play (?:me|this), you may )(.+?) (?i:as an additional cost)", words
    )
    if found is None:
        return None
    part = re.sub(r"^(?i:pay) (?=:rb_)", "", found.group(1))  # "you may pay :rb_rune_body: as ..."
    named = {
        "kill a friendly unit": "kill a friendly unit",
        "kill a friendly gear": "kill a friendly gear",
        "spend a buff": "spend a buff",
    }
    if discard := re.fullmatch(r"discard (\d+)", part):
        cost: Cost | None = Cost((f"discard {discard.group(1)}",), part)
        unread = ""
    elif part.lower() in named:
        cost, unread = Cost((named[part.lower()],), part), ""
    else:
        cost, unread = read_cost(part)
    said = condition.group(1) if condition else ""
    return _Opening(
        ADDITIONAL_COST, "", cost=cost, timing="optional", unread=unread, condition=said
    )


def _keywordread_cost(text: str, keywords: tuple[str, ...], follows: bool) -> _Opening | None:
    """A keyword's cost: "[Flow] :rb_energy_2:", or the symbols alone that open the text
    after a keyword line that takes a cost ("[Equip] :rb_rune_order: (...)")."""
    costed = "|".join(COSTED_KEYWORDS)
    named = re.fullmatch(rf"(?:\[[A-Za-z-]+\]\s*)*\[({costed})\]\s*(.+?)\.?", text.strip())
    if named:  # "[Equip] :rb_rune_order:", "[Equip] — Spend 1 XP"
        keyword, words = named.group(1), named.group(2).removeprefix("—").strip()
    elif not follows and len(costed_ones := [k for k in keywords if k in COSTED_KEYWORDS]) == 1:
        # the one keyword that takes a cost, also when a keyword after it takes none
        # ("[Equip] :rb_rune_rainbow: [Temporary]")
        keyword = costed_ones[0]
        words = text.strip().removeprefix("—").strip().rstrip(".")
        if not re.match(r":rb_[a-z0-9_]+:", words) and not text.lstrip().startswith("—"):
            return None
    else:
        return None
    cost, unread = read_cost(words)
    if cost is None:
        return None
    return _Opening(KEYWORD, "", cost=cost, timing=keyword, unread=unread)


def _intervening(effect: str) -> tuple[str, str]:
    """A conditional statement right after a trigger condition ("When you play me, if you
    control 7 or more runes, choose ..."), which is part of the trigger condition and not the
    effect (383.2.a.1), and the effect after it ("" and the effect when there is none)."""
    found = re.fullmatch(r"(?i:(if [^,]+)),\s*(.+)", effect.strip(), re.DOTALL)
    if found is None or found.group(1).lower() in ("if you do", "if they do"):
        return "", effect
    return found.group(1), found.group(2)


def _after_comma(text: str) -> str:
    """The effect after an opening clause, in its own case ("[Buff] me")."""
    return text.split(",", 1)[1].strip()


def read_cost(words: str) -> tuple[Cost | None, str]:
    """An activated ability's written cost, a list of ``COST_PARTS`` ("energy 1", "power
    fury", "exhaust", "kill a friendly unit"), and what is not read of it (None, its words)."""
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


def _ability(opening: _Opening, group: list[tuple[int, str]]) -> Ability:
    made = _made(opening, group)
    return replace(made, condition=opening.condition, also=opening.also)


def _made(opening: _Opening, group: list[tuple[int, str]]) -> Ability:
    indexes = tuple(dict.fromkeys(index for index, _ in group))
    # What follows an ability with no effect of its own opens nothing it can go on with.
    after = " ".join(piece for _, piece in group[1:])
    if opening.kind == PASSIVE and not opening.effect:
        rule = opening.timing or "card rule"
        return Ability(PASSIVE, indexes, card_rule=rule, unread=after)
    if opening.kind == KEYWORD:  # the keyword's rules say what it does with its cost
        return Ability(KEYWORD, indexes, cost=opening.cost, card_rule=opening.timing, unread=after)
    if opening.kind == ADDITIONAL_COST and not opening.effect:  # "You may pay [S] as ..."
        # What paying it does, when written: "If you do, I enter ready."
        effect = read_effect(after) if after and not opening.unread else None
        unread = opening.unread or (effect.unknown if effect else "")
        # or a passive it gives the card: "If you do, I cost :rb_energy_3: less."
        static = _paid_static(after) if unread and not opening.unread else None
        return Ability(
            ADDITIONAL_COST,
            indexes,
            cost=opening.cost,
            optional=True,
            effect=effect if effect and not unread else None,
            card_rule=f"if you do: {static}" if static else "",
            unread="" if static else unread,
            words=after,
        )
    if opening.kind == ACTIVATED and (found := _EFFECT_TIMING.match(opening.effect)):
        rest = opening.effect[found.end() :]
        opening = replace(opening, effect=rest, timing=opening.timing or found.group(1))
    words = " ".join(
        [opening.effect, *(piece for _, piece in group[1:])] if opening.effect else []
    ).strip()
    restriction = ""
    if opening.kind == ACTIVATED and (limit := RESTRICTIONS.search(words)):
        restriction, words = limit.group(1), words[: limit.start()].strip()
    if opening.unread or (opening.kind == REPLACEMENT and not opening.replaces):
        unread = opening.unread or words
        later = made_later(unread) if opening.kind == SPELL else ""
        return Ability(
            opening.kind,
            indexes,
            opening.trigger,
            opening.cost,
            unread=unread,
            words=words,
            later=later,
        )
    if opening.kind == PASSIVE:
        # A sentence of a permanent that is neither a card rule, a trigger, a cost nor a
        # replacement: what it says is not compiled.
        return Ability(PASSIVE, indexes, unread=words)
    antecedent, player_named = _antecedent(opening), _player_named(opening)
    effect = read_effect(words, antecedent, player_named) if words else None
    unread = "" if effect is not None and not effect.unknown else (effect.unknown if effect else "")
    # Optional only when "you may" is the first part of its effect: one later in it is decided
    # as it resolves, and the ability is always finalized (383.3.a, 383.3.a.3).
    optional = bool(effect and effect.instructions and effect.instructions[0].optional)
    return Ability(
        opening.kind,
        indexes,
        opening.trigger,
        opening.cost,
        opening.timing,
        optional,
        effect if not unread else None,
        unread=unread or ("" if words else "(no effect)"),
        words=words,
        restriction=restriction,
        later=made_later(unread) if unread else "",
        replaces=opening.replaces,
        antecedent=antecedent,
        player_named=player_named,
    )


def _paid_static(sentence: str) -> str | None:
    """What paying an optional additional cost gives the card, when it is a passive: "If you
    do, ignore this spell's cost." ("cost ignored"); None otherwise."""
    paid = re.fullmatch(r"(?i:if you do),\s*(.+)", sentence.strip())
    return read_static(paid.group(1)) if paid else None


def _antecedent(opening: _Opening) -> str:
    """What "it" opening a triggered ability's effect stands for: the unit its trigger
    condition names ("When a friendly unit attacks alone, give it ..."), or the card itself
    ("When you play this ..."), or "that player" the player it names ("At the start of each
    player's Beginning Phase, ..."), in every alternative; "" for none."""
    if opening.kind == REPLACEMENT and (found := _REPLACES.match(opening.replaces + ", x")):
        # "it": what would have the event replaced, or what the player's event acts on
        return REPLACED_OBJECT.get(found["event"] or "") or REPLACED_WHO[found["who"] or "you"]
    triggers = (opening.trigger, *opening.also) if opening.trigger else ()
    if opening.kind != TRIGGERED or not triggers:
        return ""
    if all(re.search(r"\bunits?\b", t.words) for t in triggers):
        return "unit"
    if all(t.whose in ("any player", "opponent") for t in triggers):
        return "player"  # "that player": the one the trigger condition names
    # "When you play this from face down, attach it to ...": the card itself
    return "card" if all(re.search(r"\bthis\b", t.words) for t in triggers) else ""


def _player_named(opening: _Opening) -> bool:
    """Whether every alternative of a triggered ability's trigger condition names a player
    ("When a player plays a spell", "When a unit here is returned to a player's hand"): the
    one "they" or "that player" opening its effect stands for."""
    triggers = (opening.trigger, *opening.also) if opening.trigger else ()
    return (
        opening.kind == TRIGGERED
        and bool(triggers)
        and all(re.search(r"\ba player(?:'s)?\b", t.words) for t in triggers)
    )
