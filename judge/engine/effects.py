"""An effect as read: its instructions and the objects, players and zones each mentions.

The records `judge/engine/instructions.py` reads an effect's text into, kept apart from that
reader so that what only holds or prints a reading (a card's reading from the cache of card
readings, `judge card`) does not import the reader and its patterns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

CHOSEN = "chosen"  # the card's player chooses it ("kill a unit", "choose a unit")
RESTRICTION = "restriction"  # only a restriction on another choice ("at a battlefield")
TRIGGER = "trigger"  # part of a trigger condition ("when a friendly unit dies, ...")
CREATED = "created"  # made by the instruction ("play a 1 might Recruit unit token")
# verbs whose amount is a count of things, not an object ("draw 2", "they discard 1")
COUNT_VERBS = ("draw", "discard", "channel", "burn", "score", "predict")
# the verb of an instruction that forbids something for the rest of the turn
FORBID = "can't"


# How an instruction that plays a card has it paid for (``Instruction.cost_change``): which
# base costs it sets to 0 (356.1.b)
IGNORED_COSTS = {
    "ignoring its cost": "both",
    "ignoring its Energy cost": "energy",
    "ignoring its Power cost": "power",
}
# ... or what it takes off: "reducing its cost by 5" (its Energy cost), a discount of that much
# Energy (356.4.b: a cost "reduced by [amount]"); an amount worked out as the card is played
# ("by the Might of the unit you recycled") is no number, and is not read so
REDUCED_BY = re.compile(r"reducing its (?:Energy )?cost by (?P<energy>\d+)")
# Whose plays an instruction that plays cards ignoring or reducing costs reaches, by who does
# it (its subject; "" the card's player), seen from the card's player
PLAYED_BY = {"": "yours", "each player": "all", "each opponent": "enemy"}


@dataclass(frozen=True)
class Restriction:
    """A requirement on a mentioned object: ``kind`` (enemy, friendly, yours, theirs, other,
    exhausted, ready, stunned, damaged, at_battlefield, here, at_base, might_max, might_min,
    banished_with) with its number where it has one."""

    kind: str
    value: int = 0
    words: str = ""


@dataclass(frozen=True)
class Mention:
    """A game object, player or zone an instruction mentions, and the part it plays."""

    noun: str
    words: str
    role: str
    number: int = 1  # how many; 0 for "all" or "each"
    up_to: bool = False  # "up to N", "any number of": zero may be chosen
    restrictions: tuple[Restriction, ...] = ()
    zone: str = "board"
    split: int = 0  # damage split among the chosen objects
    whose: str = ""  # whose zone, off the board: "your", "their", "a", "any" ("" not said)


@dataclass(frozen=True)
class Instruction:
    """One instruction of an effect's text, as read."""

    words: str
    verb: str
    mentions: tuple[Mention, ...]
    linked_to: int | None = None  # the earlier instruction it refers to ("its", "it")
    optional: bool = False  # "you may ...": the player decides whether to do it
    triggered: bool = False  # part of a triggered ability's effect ("When ..., ...")
    # deal N, draw N, channel N, +N or -N Might (negative), [Burn N], ...; None: an amount
    # to work out as it is done ("damage equal to my [Assault]": never taken for 0)
    amount: int | None = 0
    granted: tuple[str, ...] = ()  # keywords given ("Assault 2", "Tank")
    minimum: int | None = None  # "to a minimum of N Might"
    duration: str = ""  # "this turn", "this combat"
    to: str = ""  # where it puts what it moves, returns or plays: base, here, a battlefield
    enters: str = ""  # "exhausted" or "ready": how what it plays or channels enters
    condition: str = ""  # "if you do", "otherwise": done only if it holds
    for_each: str = ""  # its amount is per object counted ("draw 1 for each friendly unit")
    # how what it plays is paid for: "ignoring its cost", "ignoring its Energy cost",
    # "reducing its cost by 5"
    cost_change: str = ""
    cost: bool = False  # a cost: "[Burn 1]" in "you may [Burn 1] to give me ...", 355.10.c.1
    # who does it, when not the card's player ("its owner plays it", "they [Burn 3]"): the
    # first of its mentions
    subject: str = ""
    # an amount the text says in words, not as a number: "damage equal to my might", what is
    # paid (":rb_rune_order:", "2 xp")
    amount_words: str = ""
    mode: int = 0  # the mode of a "Choose one —" effect it belongs to (1, 2 ...; 0: none)
    # part of the reflexive trigger the effect opens ("... do this: ..."): a new ability put
    # on the chain as the effect resolves, done when that ability resolves
    reflexive: bool = False
    # "at end of turn": done then, by a delayed trigger the effect creates (390.2), not as
    # the effect resolves
    delayed: str = ""
    # who of the players it names does it first, the others following in turn order:
    # "starting with the next player" ("" as 303.2.a says: the turn player first)
    order: str = ""

    def chosen(self) -> tuple[Mention, ...]:
        return tuple(m for m in self.mentions if m.role == CHOSEN)

    def splits(self) -> bool:
        """It deals damage split among the objects it chooses: a number ("5 damage split
        among ...") or an amount to work out ("damage equal to its Might split among ...")."""
        said = self.amount_words.endswith(" split")
        return self.verb == "deal" and (said or any(m.split for m in self.mentions))

    def described(self, replacing: bool = False) -> str:
        """Every part read, in words ("draw 2 [if you have 4+ units at that battlefield]",
        "return up to 2 units from any trash [chosen] to hand", "give a unit [chosen] -2 Might,
        to a minimum of 1, this turn"); ``replacing``: the effect of a replacement, whose
        event is a replaced one, not a trigger ("play that token [replaced event] and an
        additional copy of it [created]")."""
        # where a move or a play puts things is said once, as "to here" below, and a
        # restriction once, in the words of the choice it restricts ("a unit at a battlefield")
        said = [
            f"{self._and(m)}{m.words}{self._where(m)} [{self._role(m, replacing)}]{self._split(m)}"
            for m in self.mentions
            if not (m.noun == "battlefield" and m.words == self.to)
            and not self._restates(m)
            # what "for each" counts is said once, after the amount
            and not (self.for_each and m.words == self.for_each)
        ]
        subject, objects = (said[:1], said[1:]) if self.subject else ([], said)
        # "attach it to me": what it attaches to is said last, after "to"
        onto = [f"to {objects.pop()}"] if self.verb == "attach" and objects else []
        parts = [f"(mode {self.mode})"] if self.mode else []
        parts += ["(do this)"] if self.reflexive else []
        parts += [f"({self.delayed})"] if self.delayed else []
        parts += [f"({self.order})"] if self.order else []
        parts += [*subject, *(["may"] if self.optional else [])]
        parts += ["[cost]"] if self.cost else []
        parts.append(self.verb)
        if self.verb not in ("give", "play") and self.amount:  # a token's Might is in its words
            parts.append(str(self.amount) + (" XP" if self.verb == "gain" else ""))
        parts += [self.amount_words] if self.amount_words else []
        counted = self.verb in COUNT_VERBS and self.amount  # "they discard 1": no object
        # "its controller can't play spells this turn": the player is the one it speaks of
        counted = counted or (self.verb == FORBID and bool(self.subject))
        if self.linked_to is not None and not objects and not counted:
            parts.append("it")
        parts += [*objects, *onto]
        if self.verb == "give" and self.amount:
            parts.append(f"{self.amount:+d} Might")
        parts += [f"[{keyword}]" for keyword in self.granted]
        if self.minimum is not None:
            parts.append(f"to a minimum of {self.minimum}")
        parts += [
            word
            for word in (
                self.duration,
                f"to {self.to}" if self.to else "",
                self.enters,
                f"for each {self.for_each.removeprefix('each ')}" if self.for_each else "",
                self.cost_change,
                f"[{self.condition}]" if self.condition else "",
            )
            if word
        ]
        return " ".join(parts)

    def _and(self, mention: Mention) -> str:
        """ "play that token and an additional copy of it": both are played."""
        made = self.verb == "play" and mention.role == CREATED
        return "and " if made and mention is not self.mentions[0] else ""

    @staticmethod
    def _role(mention: Mention, replacing: bool) -> str:
        return "replaced event" if replacing and mention.role == TRIGGER else mention.role

    def _restates(self, mention: Mention) -> bool:
        """A restriction whose words are already in the words of another of its mentions."""
        words = f" {mention.words} "
        return mention.role == RESTRICTION and any(
            words in f" {m.words} " for m in self.mentions if m is not mention
        )

    @staticmethod
    def _where(mention: Mention) -> str:
        whose = f"{mention.whose} " if mention.whose else ""
        return f" from {whose}{mention.zone}" if mention.zone != "board" else ""

    @staticmethod
    def _split(mention: Mention) -> str:
        return f" (split {mention.split})" if mention.split else ""


@dataclass(frozen=True)
class Effect:
    """An effect's text and the instructions read from it."""

    text: str
    instructions: tuple[Instruction, ...] = ()
    unknown: str = ""  # the sentence not read; then the reading is not to be used
    # "choose one", "choose one you haven't already chosen": the player chooses one mode
    # (the instructions' ``mode``) as it is played; "" when the effect has no modes
    modal: str = ""

    def mentions(self) -> tuple[Mention, ...]:
        return tuple(m for i in self.instructions for m in i.mentions)
