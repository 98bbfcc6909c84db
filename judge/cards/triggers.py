"""A triggered ability's condition, read compositionally from the cards' wording
(docs/cards.md): WHO does it (the card itself, its controller, a friendly or enemy unit, a
player, an opponent, "it" an effect chose), what EVENT happens (move, attack, play a spell,
become ready, ...), WHERE (here, a battlefield), WHEN (the first time each turn, this turn, on
an opponent's turn, during a showdown), and a condition after it ("while I'm at a
battlefield"). Alternatives ("When you play me or when I hold", "When you conquer or hold",
"When you play this or at the start of your Beginning Phase") are each read; a condition
outside the grammar is not read at all (None), never guessed.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from judge.cards.abilities import Trigger as Trigger

# Who does what the condition waits for, and which side that is from the card's.
UNIT_WHO = (
    (r"i|i'm", "me"),
    (r"this", "me"),
    (r"it", "it"),  # the object an effect chose: a delayed trigger ("When it dies this turn")
    (r"a friendly unit|another friendly unit|a unit you control|one of your units", "friendly"),
    (r"a buffed friendly unit", "friendly buffed"),
    (r"an enemy unit|one or more enemy units", "enemy"),
    (r"a unit|any unit", "any"),
    # "another non-Recruit unit you control": not one of a tag (which tag, in its words)
    (r"another non-[a-z]+ unit you control", "friendly, another, not of a tag"),
)
PLAYER_WHO = (
    (r"you", "you"),
    (r"you or an ally", "you or an ally"),
    (r"a player", "any player"),
    (r"an opponent", "opponent"),
)
# What a unit does or has done to it.
UNIT_EVENTS = (
    (r"moves?", "move"),
    (r"moves? from a battlefield", "move from a battlefield"),
    (r"moves? from a location", "move from a location"),
    (r"moves? from here", "move from here"),
    (r"moves? from my location", "move from my location"),
    (r"attacks? or defends?", "attack or defend"),
    (r"attacks?", "attack"),
    (r"defends?", "defend"),
    (r"conquers?", "conquer"),
    (r"holds?", "hold"),
    (r"dies|die", "die"),
    (r"wins? a combat", "win a combat"),
    (r"becomes? ready", "become ready"),
    (r"becomes? \[mighty\]", "become Mighty"),
    (r"becomes? \[empowered\]", "become Empowered"),
    (r"played|is played", "play"),  # "I'm played", "this is played"
    (r"discarded|is discarded", "discarded"),  # "this is played, discarded, or killed"
    (r"killed|is killed", "killed"),
    (r"leaves? the board", "leave the board"),
    (r"scores?", "score"),
    (r"takes? damage", "take damage"),
    (r"is returned to a player's hand", "return to hand"),
    (r"attacks? a battlefield you control", "attack a battlefield you control"),
    (r"conquers? a battlefield that was uncontrolled", "conquer an uncontrolled battlefield"),
)
# What a player does.
PLAYER_EVENTS = (
    (r"play me|play this", "play"),
    (r"attacks?", "attack"),
    (r"defends?", "defend"),
    (r"wins? a combat", "win a combat"),
    (r"plays? a spell", "play a spell"),
    (r"plays? a unit", "play a unit"),
    (r"plays? a gear", "play a gear"),
    (r"plays? a card", "play a card"),
    (r"play another unit", "play another unit"),
    # "you play me or another Dragon": a unit of that tag (which tag, in its words)
    (r"play another (?!unit|spell|gear|card)[a-z]+", "play another unit of a tag"),
    (r"play a token unit", "play a token unit"),
    (r"play (?:me|this|a card) from face down", "play from face down"),
    (r"play your first card", "play a card"),
    (r"choose me with a spell", "chosen by a spell"),
    (r"choose me", "choose me"),
    (r"choose or ready me", "choose or ready me"),
    (r"choose a friendly unit", "choose a friendly unit"),
    (r"ready a friendly unit", "ready a friendly unit"),
    (r"buff me", "buff me"),
    (r"buff a friendly unit", "buff a friendly unit"),
    (r"discard me", "discard me"),
    (r"discard one or more cards", "discard"),
    (r"stun one or more enemy units|stun an enemy unit", "stun enemy units"),
    (r"spend a buff", "spend a buff"),
    (r"hide a card", "hide"),
    (r"recycle a rune", "recycle a rune"),
    (r"banish a card you own", "banish a card you own"),
    (r"attach an equipment to me", "attach equipment to me"),
    (r"empower something else", "empower something else"),
    (r"plays? a \[mighty\] unit", "play a Mighty unit"),
    (r"plays? a spell that costs (?::rb_energy_\d+:|\[\d+\]) or more", "play a spell costing N+"),
    (
        r"plays? a card with power cost (?::rb_rune_[a-z]+:)+ or more",
        "play a card costing N+ power",
    ),
    (r"plays? a card from \[hidden\]", "play a card from Hidden"),
    (r"plays? a card from anywhere other than your hand", "play a card not from hand"),
    (r"plays? your second card in a turn", "play a second card in a turn"),
    (r"draws? your second card each turn", "draw a second card each turn"),
    (r"kills? a stunned enemy unit", "kill a stunned enemy unit"),
    (r"kills? a unit with a spell", "kill a unit with a spell"),
    (r"moves? an enemy unit", "move an enemy unit"),
    (r"use an activated ability of a gear", "use a gear's activated ability"),
    (r"recycle one or more cards to your main deck", "recycle cards to the main deck"),
    (r"\[stun\] an enemy unit", "stun enemy units"),
    (r"conquers?", "conquer"),
    (r"holds?", "hold"),
    (r"scores?", "score"),
)
# What happens in the game, said with no one doing it: (words, event, whose it is).
GAME_EVENTS = (
    (r"a combat that i was in ends", "combat ends", "me"),
    (r"a showdown begins", "showdown begins", "any"),
    (r"combat starts", "combat starts", "any"),
)
WHERE = (
    (r"", ""),
    (r" here", "here"),
    (r" to a battlefield", "battlefield"),
    (r" at a battlefield", "at a battlefield"),
)
WHEN = (
    (r"", ""),
    (r" each turn", "first each turn"),  # "your first card each turn"
    (r" this turn", "this turn"),
    (r" on an opponent's turn", "opponent's turn"),
    (r" on your turn", "your turn"),
    (r" during a showdown", "showdown"),
)
# A condition after the event: "... while I'm at a battlefield".
CONDITIONS = (
    (r"", ""),
    (r" while i'm at a battlefield", "I'm at a battlefield"),
    (r" alone", "alone"),
    (r" one on one", "one on one"),
    (r" in combat", "in combat"),
    (r" after an attack", "after an attack"),
    (r" with one or more [mighty] units", "with one or more Mighty units"),
)
# Times a triggered ability waits for: (words, event, whose turn).
TIMED = (
    (r"at the start of your beginning phase", "beginning", "you"),
    (r"at start of your beginning phase", "beginning", "you"),
    (r"at the start of each player's beginning phase", "beginning", "any player"),
    (r"at the start of each player's first beginning phase", "first beginning", "any player"),
    (r"at the start of your main phase", "main", "you"),
    (r"at the end of your turn", "end of turn", "you"),
)
FIRST_TIME = re.compile(r"the first time (.*?) each turn")


def read_timed(lower: str) -> tuple[Trigger, str] | None:
    """A time an ability waits for and the words after it ("at the end of your turn, ...")."""
    for pattern, event, whose in TIMED:
        if found := re.fullmatch(rf"{pattern}, (.*)", lower):
            return Trigger(event, whose, "", pattern), found.group(1)
    return None


def read_guarded_timed(lower: str) -> tuple[Trigger, str] | None:
    """A time an ability waits for with a condition written before it ("if you control fewer
    runes than an opponent at the start of your beginning phase, ...") and the words after it.
    The condition must hold as the time comes (the trigger's ``condition``): no clause says
    whether such a statement, before the Condition rather than right after it (383.2.a.1), is
    checked again as the ability resolves, so it is never read as the one right after it."""
    found = re.fullmatch(
        r"(if [^,]+?) (at (?:the )?start of [^,]+|at the end of [^,]+), (.*)", lower
    )
    if found is None or (timed := read_timed(f"{found.group(2)}, {found.group(3)}")) is None:
        return None
    trigger, effect = timed
    words = f"{found.group(1)} {trigger.words}"
    return replace(trigger, words=words, condition=found.group(1)), effect


# Cached: a typed trigger condition is asked about by several predicates of one question.
@functools.lru_cache(maxsize=4096)
def read_condition(condition: str) -> tuple[Trigger, ...]:
    """The triggers a "When CONDITION" opening names, each alternative one; () when any part
    is outside the grammar."""
    whole = _one(condition)
    if whole is not None:  # "attacks or defends alone" is one event, not two
        return (whole,)
    alternatives = re.split(r" or when | and when | or (?=at the start)", condition)
    if len(alternatives) == 1:
        alternatives = _shared_subject(condition)
    read = [_one(alternative) for alternative in alternatives]
    return () if len(read) == 1 or None in read else tuple(t for t in read if t is not None)


# The event a trigger condition names for its permanent's own being played: "When you play
# me", "When I'm played", "When you play this from face down" (not another object's: "When you
# play a card from face down", "When a unit is played").
OWN_PLAY = "own play"


def condition_events(triggers: tuple[Trigger, ...]) -> tuple[str, ...]:
    """The events of a trigger condition's alternatives, its permanent's own being played
    said as ``OWN_PLAY``."""
    return tuple(OWN_PLAY if _own_play(t) else t.event for t in triggers)


def _own_play(trigger: Trigger) -> bool:
    if trigger.event not in ("play", "play from face down") or trigger.whose not in ("you", "me"):
        return False
    return (
        re.search(r"\bplay (?:me|this)\b|\b(?:i'm|this is) played\b", trigger.words, re.I)
        is not None
    )


def read_first_time(lower: str) -> tuple[Trigger, str] | None:
    """ "The first time I move each turn, ...", "The third time I move in a turn, ..." and the
    words after it."""
    found = re.fullmatch(r"the (first|second|third) time (.*?) (each|in a) turn, (.*)", lower)
    if found is None or (found.group(1) == "first") != (found.group(3) == "each"):
        return None
    nth, condition, each, effect = found.groups()
    trigger = _one(condition)
    if trigger is None:
        return None
    words = re.sub(r"\bi\b", "I", f"the {nth} time {condition} {each} turn")
    # "The third time I move in a turn": when is not the engine's "first each turn"
    when = "first each turn" if nth == "first" else f"{nth} in a turn"
    return Trigger(trigger.event, trigger.whose, trigger.where, words, when), effect


def _shared_subject(condition: str) -> list[str]:
    """ "you play me or I attack" is two alternatives; "you conquer or hold" shares its
    subject ("you conquer", "you hold")."""
    found = re.fullmatch(r"(.+?) or (.+)", condition)
    if found is None:
        return [condition]
    first, second = found.groups()
    if listed := re.fullmatch(r"(this is|i'm) (\w+), (\w+),", first):
        # "this is played, discarded, or killed": three alternatives of one subject
        subject = listed.group(1)
        return [
            f"{subject} {listed.group(2)}",
            f"{subject} {listed.group(3)}",
            f"{subject} {second}",
        ]
    if (verb := re.fullmatch(r"(you play) me", first)) and re.fullmatch(r"another [a-z]+", second):
        return [first, f"{verb.group(1)} {second}"]  # "you play me or another Dragon"
    if any(re.match(rf"(?:{who}) ", second) for who, _ in (*UNIT_WHO, *PLAYER_WHO)):
        return [first, second]
    subject = next(
        (
            m.group(0)
            for who, _ in (*PLAYER_WHO, *UNIT_WHO)
            if (m := re.match(rf"(?:{who}) ", first))
        ),
        "",
    )
    return [first, subject + second] if subject else [condition]


def _one(condition: str) -> Trigger | None:
    if condition.startswith("at "):
        timed = read_timed(condition + ", x")
        return timed[0] if timed else None
    words = re.sub(r"\bi\b", "I", f"when {condition}")
    # "an enemy unit here dies": where the unit is, said before the event
    condition = re.sub(r"^(.*\bunits?) here ((?:\S+)(?: .*)?)$", r"\1 \2 here", condition)
    for pattern, event, whose in GAME_EVENTS:
        if (done := re.match(rf"{pattern}(?=\s|$)", condition)) and (
            read := _after(condition[done.end() :])
        ):
            return Trigger(event, whose, read[0], words, read[1], read[2])
    for table, events in ((UNIT_WHO, UNIT_EVENTS), (PLAYER_WHO, PLAYER_EVENTS)):
        for who, whose in table:
            if not (subject := re.match(rf"(?:{who}) ", condition)):
                continue
            for pattern, event in events:
                if not (done := re.match(rf"(?:{pattern})(?=\s|$)", condition[subject.end() :])):
                    continue
                rest = condition[subject.end() + done.end() :]
                read = _after(rest)
                if read is not None:
                    return Trigger(event, whose, read[0], words, read[1], read[2])
    return None


def _after(rest: str) -> tuple[str, str, str] | None:
    """WHERE, WHEN and the condition after the event, each in turn; None when words are
    left."""
    found: list[str] = []
    for table in (WHERE, WHEN, CONDITIONS):
        for words, name in sorted(table, key=lambda row: -len(row[0])):
            if rest.startswith(words):
                found.append(name)
                rest = rest[len(words) :]
                break
    return (found[0], found[1], found[2]) if not rest else None
