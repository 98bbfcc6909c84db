"""What a card's own text does to costs, for the cost readers (``readings/costs.py``).

Only the sentence shapes the engine's cost modifiers can say (docs/scenarios.md,
``cost_modifiers``) are read: playing cards "ignoring Energy costs" (or Power costs, or
their costs), "optional additional costs you pay cost [1] less", and "friendly / enemy /
your spells cost [1][C] more (less)". A card whose text holds none of these says nothing
the cost readers can use, and a question about it stays unknown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from judge.ask.cards import CardEntry
from judge.ask.situation import Doc
from judge.cards.statics import (
    COST_INCREASED_ENEMY,
    COST_INCREASED_INSTEAD,
    COST_INCREASED_OPPONENTS,
)
from judge.engine.card_list import cost_changing_plays
from judge.engine.effects import IGNORED_COSTS
from judge.patterns import LazyPattern

ENERGY = LazyPattern(r":rb_energy_(\d+):")
POWER = LazyPattern(r":rb_rune_[a-z]+:")
# An amount as the card data writes it: Energy and Power symbols, possibly "A or B".
AMOUNT = r"((?::rb_[a-z_0-9]+:)+(?: or (?::rb_[a-z_0-9]+:)+)?)"
IGNORING = LazyPattern(r"\bignoring (?:its |their )?(energy |power )?costs?\b")
OPTIONAL_LESS = LazyPattern(r"\boptional additional costs you pay cost " + AMOUNT + r" less\b")
# "enemy spells cost [1][C] more": whose plays (none said: everyone's) and which cards; it
# must start the sentence or a clause, so "Opponents' spells cost ..." is not read as all.
SPELLS = LazyPattern(
    r"(?:^|, and |, )(friendly |enemy |your |opponents' )?(spells|units|gear|cards) cost "
    + AMOUNT
    + r" (more|less)(, )?(?: ?to a minimum of "
    + AMOUNT
    + r")?"
)
COSTS = LazyPattern(r"\bcosts? " + AMOUNT + r" (?:more|less)\b")
WHILE_IN_COMBAT = LazyPattern(r"^while i'?m in combat, ")
CONDITION = LazyPattern(r"^(?:if|while|as long as|\[)")
WHOSE = {
    "friendly": "friendly",
    "enemy": "enemy",
    "opponents'": "enemy",
    "your": "yours",
    "": "all",
}
CARD_KINDS = {"spells": "spell", "units": "unit", "gear": "gear", "cards": "any"}


@dataclass(frozen=True)
class CostText:
    """One thing the card's text does to costs, as a cost modifier of the scenario format."""

    card: str
    kind: str  # "ignore", "increase", "discount"
    costs: str = "both"  # ignore: which base costs
    energy: int = 0
    power: int = 0
    affects: str = "yours"
    cards: str = "any"
    component: str = "total"
    either: bool = False  # "[1] or [C] less": one of the two, as the player chooses
    in_combat: bool = False  # "While I'm in combat, ..."
    minimum: int | None = None  # a discount "to a minimum of [1]"
    modelled: bool = True  # False: read, but the engine's modifiers can't say it exactly

    def modifier(self, controller: str) -> Doc:
        """The cost modifier this text is, controlled by ``controller``."""
        doc: Doc = {"source": self.card, "controller": controller, "kind": self.kind}
        if self.kind == "ignore":
            return doc | {"costs": self.costs}
        doc |= {"energy": self.energy, "power": self.power, "affects": self.affects}
        if self.cards != "any":
            doc["cards"] = self.cards
        if self.component != "total":
            doc["component"] = self.component
        if self.minimum is not None:
            doc["minimum"] = self.minimum
        return doc


def _amount(text: str) -> tuple[int, int, bool]:
    """Energy and Power of an amount; with "or", its first choice (and that it is one)."""
    first, _, other = text.partition(" or ")
    energy = sum(int(n) for n in ENERGY.findall(first))
    return energy, len(POWER.findall(first)), bool(other)


def cost_texts(card: CardEntry) -> tuple[CostText, ...] | None:
    """Every cost-changing sentence of the card's text, as modifiers the engine can model;
    None when a sentence changes costs in a way this module can't read (a condition other
    than "while I'm in combat", a "cost ... more/less" it does not take apart), so the card
    is not judged half read; a discount of Energy and Power "to a minimum of [1]" is read
    but marked not ``modelled`` (a reader must not judge a play it reaches)."""
    found: list[CostText] = []
    for sentence in card.abilities:
        text = sentence.lower().replace("\u2019", "'").strip()
        combat = bool(WHILE_IN_COMBAT.match(text))
        body = WHILE_IN_COMBAT.sub("", text)
        changes = COSTS.findall(body) or OPTIONAL_LESS.findall(body) or IGNORING.findall(body)
        if changes and CONDITION.match(body):
            return None
        for match in IGNORING.finditer(body):
            costs = (match.group(1) or "both").strip()
            found.append(CostText(card.name, "ignore", costs=costs, in_combat=combat))
        optional = list(OPTIONAL_LESS.finditer(body))
        for match in optional:
            energy, power, either = _amount(match.group(1))
            found.append(
                CostText(
                    card.name,
                    "discount",
                    energy=energy,
                    power=power,
                    component="optional_additional",
                    either=either,
                    in_combat=combat,
                )
            )
        plays = list(SPELLS.finditer(body))
        if len(plays) + len(optional) != len(COSTS.findall(body)):
            return None  # a "cost ... more/less" not taken apart
        for match in plays:
            energy, power, either = _amount(match.group(3))
            # the format's minimum is one number for both resources: a discount of Energy
            # and Power "to a minimum of [1]" is kept, marked as not modelled
            modelled = not (match.group(6) and ((energy and power) or either))
            kind = "increase" if match.group(4) == "more" else "discount"
            minimum = _amount(match.group(6))[0] if match.group(6) else None
            found.append(
                CostText(
                    card.name,
                    kind,
                    energy=energy,
                    power=power,
                    affects=WHOSE[(match.group(1) or "").strip()],
                    cards=CARD_KINDS[match.group(2)],
                    either=either,
                    in_combat=combat,
                    minimum=minimum,
                    modelled=modelled,
                )
            )
    return tuple(found)


# --- What the card compiler read of a card's costs (judge/cards/) --------------------------

# A passive that raises what other players' cards cost, as the compiler names its shape
# ("cost increased (opponents' spells): energy 1"), and the one that replaces it under a
# condition ("cost increased instead (they): energy 1 power rainbow [if this is
# [empowered]]").
_AMOUNT = r"((?:(?:energy \d+|power [a-z]+) ?)+)"
INCREASE = LazyPattern(
    f"(?:{re.escape(COST_INCREASED_OPPONENTS)}|{re.escape(COST_INCREASED_ENEMY)}): {_AMOUNT}$"
)
INCREASE_INSTEAD = LazyPattern(f"{re.escape(COST_INCREASED_INSTEAD)}: {_AMOUNT} \\[(.+)\\]$")


def played_ignoring(card: CardEntry) -> tuple[str, str] | None:
    """Which base costs ("both", "energy", "power") the card's compiled abilities have a
    card played ignoring ("..., ignoring its Energy cost") and what kind of card it plays
    ("spell", "unit"; the card an earlier instruction named, for "it"), when the card has
    one such instruction; None otherwise."""
    from judge.cards.understood import compiled_abilities  # the compiler, only for a card named

    found = []
    for instruction, played in cost_changing_plays(compiled_abilities(card)):
        nouns = {m.noun for m in played.mentions if m.role == "chosen"}
        ignored = IGNORED_COSTS.get(instruction.cost_change)
        found.append((ignored, nouns.pop() if len(nouns) == 1 else None))
    if len(found) != 1 or None in found[0]:
        return None
    ignored, noun = found[0]
    return (ignored, noun) if ignored and noun in ("spell", "unit", "gear") else None


def _compiled_amount(words: str) -> tuple[int, int]:
    """Energy and Power of a compiled amount ("energy 1 power rainbow")."""
    energy = sum(int(n) for n in re.findall(r"energy (\d+)", words))
    return energy, len(re.findall(r"power [a-z]+", words))


def increases(card: CardEntry) -> tuple[tuple[str, CostText], ...] | None:
    """The increase of other players' spells the card's compiled passives make, one for
    each state of the card that changes it: ("", the increase) when it has one, then the
    increase that replaces it under a condition ("if this is [empowered]", the new one).
    None when the card has none, or a passive about costs not in these shapes."""
    from judge.cards.understood import compiled_abilities

    found: list[tuple[str, CostText]] = []
    for ability in compiled_abilities(card):
        rule = ability.card_rule
        if ability.kind != "passive" or not rule.startswith("cost "):
            continue
        if (plain := INCREASE.fullmatch(rule)) and not found:
            energy, power = _compiled_amount(plain.group(1))
            found.append(
                (
                    "",
                    CostText(
                        card.name,
                        "increase",
                        energy=energy,
                        power=power,
                        affects="enemy",
                        cards="spell",
                    ),
                )
            )
        elif (instead := INCREASE_INSTEAD.fullmatch(rule)) and len(found) == 1:
            energy, power = _compiled_amount(instead.group(1))
            changed = replace(found[0][1], energy=energy, power=power)
            found.append((instead.group(2), changed))
        else:
            return None
    return tuple(found) or None


def repeat_cost(card: CardEntry) -> Doc | None:
    """The card's Repeat cost, from its compiled keyword, as an additional cost its player
    chose to pay: Energy and Power, or a non-standard cost ("Discard 1"); None when it has
    no Repeat keyword read in full."""
    from judge.cards.understood import compiled_abilities

    found = [
        ability.cost
        for ability in compiled_abilities(card)
        if ability.kind == "keyword" and ability.card_rule == "Repeat" and ability.compiled
    ]
    if len(found) != 1 or found[0] is None or not found[0].parts:
        return None
    parts = " ".join(found[0].parts)
    if re.fullmatch(r"(?:(?:energy \d+|power [a-z]+) ?)+", parts):
        energy, power = _compiled_amount(parts)
        return {"keyword": "Repeat", "energy": energy, "power": power, "paid": True}
    return {"keyword": "Repeat", "other": found[0].words, "paid": True}


def discounts_next_card(card: CardEntry) -> bool:
    """Whether the card's compiled abilities make "the next card you play" cost less, this
    turn or with no end said (a discount waiting for a card, used by the first card played
    after it)."""
    from judge.cards.understood import compiled_abilities

    return any(
        instruction.verb == "change"
        and re.fullmatch(
            r"the next (?:card|spell|unit) you play(?:, this turn or a later one)?"
            r": costs .+ less,?",
            instruction.amount_words,
        )
        is not None
        for ability in compiled_abilities(card)
        if ability.effect is not None
        for instruction in ability.effect.instructions
    )


def trigger_cost_parts(card: CardEntry) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """The event that triggers the card's one triggered ability whose effect opens with a
    cost of two parts or more, and the verbs of those parts ("When you conquer here, you may
    pay :rb_energy_1: and return a unit ... to play ...": conquer; pay, return), and the
    verbs of the rest of its effect (play); ("", (), ()) when it has no such ability, or
    more than one."""
    from judge.cards.understood import compiled_abilities

    found = []
    for ability in compiled_abilities(card):
        if ability.kind != "triggered" or ability.effect is None:
            continue
        parts: list[str] = []
        for instruction in ability.effect.instructions:
            if not instruction.cost:
                break
            parts.append(instruction.verb)
        if len(parts) >= 2:
            event = ability.trigger.event if ability.trigger else ""
            rest = tuple(i.verb for i in ability.effect.instructions[len(parts) :])
            found.append((event, tuple(parts), rest))
    return found[0] if len(found) == 1 else ("", (), ())
