"""The arithmetic of a card's total cost: base costs, additional costs, increases, discounts.

Pure functions over ``GameState.playing`` and ``GameState.cost_modifiers``; the facts in
``rules_data/facts/costs.yaml`` (carried out by ``judge/engine/predicates/costs.py``) say
which rule each part rests on. The rules let the player apply modifications of one step
in any order, so a cost is computed for every order the player may choose and the distinct
totals are kept: a minimum on one discount can make the order matter.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from judge.engine.state import AdditionalCost, CostModifier, GameState, Ignoring, Playing, Unit

DEFLECT = "Deflect"

# What Accelerate costs when the card does not say: "[1][C]" (1 Energy and 1 Power).
ACCELERATE_COST = (1, 1)
BASE_KINDS = ("set", "ignore")


@dataclass(frozen=True)
class Total:
    """A total cost: Energy, Power and the non-standard costs, in words."""

    energy: int
    power: int
    other: tuple[str, ...] = ()

    def words(self) -> str:
        parts = [f"{self.energy} Energy", f"{self.power} Power", *self.other]
        return ", ".join(parts[:-1]) + " and " + parts[-1]

    def amount(self, resource: str) -> int:
        """Energy, Power, or both together (``total``)."""
        if resource == "energy":
            return self.energy
        if resource == "power":
            return self.power
        return self.energy + self.power


def speaks_of(situation: GameState, modifier: CostModifier, playing: Playing) -> bool:
    """Whether the modifier's text means this player's plays: "you" is its controller,
    "friendly" adds their teammates, "enemy" is their opponents; "this" is the card
    itself."""
    player, speaker = playing.player, modifier.controller
    if modifier.affects == "this":
        return modifier.source == playing.card
    if modifier.affects == "all":
        return True
    if modifier.affects == "yours":
        return player == speaker
    friendly = player == speaker or player in situation.teammates(speaker)
    return friendly if modifier.affects == "friendly" else not friendly


def fits_card(modifier: CostModifier, playing: Playing) -> bool:
    return modifier.cards in ("any", playing.type)


def components(situation: GameState, component: str) -> tuple[AdditionalCost, ...]:
    """The chosen additional costs a component discount speaks of."""
    chosen = added_costs(situation)
    if component == "optional_additional":
        return tuple(cost for cost in chosen if cost.optional)
    return chosen if component == "additional" else ()


def reaches(situation: GameState, modifier: CostModifier) -> bool:
    """The modifier changes how this card's cost is determined: it speaks of this player's
    plays of this type, and what it modifies is part of the cost."""
    playing = situation.playing
    if playing is None or not speaks_of(situation, modifier, playing):
        return False
    if not fits_card(modifier, playing):
        return False
    return modifier.component == "total" or bool(components(situation, modifier.component))


def applying(situation: GameState) -> tuple[CostModifier, ...]:
    return tuple(m for m in situation.cost_modifiers if reaches(situation, m))


def amounts(cost: AdditionalCost) -> tuple[int, int]:
    """What an additional cost asks in Energy and Power (Accelerate's when not given)."""
    if cost.keyword == "Accelerate" and not (cost.energy or cost.power):
        return ACCELERATE_COST
    return cost.energy, cost.power


def paid_additional(playing: Playing) -> tuple[AdditionalCost, ...]:
    """The additional costs added to the total: every mandatory one, and the optional ones
    the player chose to pay."""
    return tuple(cost for cost in playing.additional if not cost.optional or cost.paid)


def deflects(situation: GameState, unit: Unit, player: str) -> bool:
    """Deflect speaks of the spells and abilities of an opponent of the unit's controller:
    not its controller's own, nor a teammate's."""
    owner = unit.controller
    return player != owner and player not in situation.teammates(owner)


def ignoring_while_paying(situation: GameState, keyword: str) -> Ignoring | None:
    """The text that has the player ignore ``keyword`` while paying for the card being
    played: the card's own, or a battlefield's for cards choosing something there."""
    playing = situation.playing
    if playing is None:
        return None
    chosen = [situation.unit(name) for name in playing.targets]
    places = {unit.at.name for unit in chosen if unit is not None and unit.at.is_battlefield}
    return next(
        (
            ignoring
            for ignoring in situation.ignoring
            if ignoring.keyword == keyword
            and (ignoring.source in places if ignoring.here else ignoring.source == playing.card)
        ),
        None,
    )


def deflect_costs(situation: GameState) -> tuple[AdditionalCost, ...]:
    """The mandatory additional Power cost each chosen unit's Deflect imposes, once each time
    it is chosen, its instances' Deflect Values summed; none while Deflect is ignored."""
    playing = situation.playing
    if playing is None or ignoring_while_paying(situation, DEFLECT) is not None:
        return ()
    found = []
    for name in playing.targets:
        unit = situation.unit(name)
        if unit is not None and unit.deflect and deflects(situation, unit, playing.player):
            found.append(
                AdditionalCost(f"Deflect of {name}", power=sum(unit.deflect), keyword=DEFLECT)
            )
    return tuple(found)


def added_costs(situation: GameState) -> tuple[AdditionalCost, ...]:
    """Every additional cost added to the total: the card's own (mandatory, and the optional
    ones chosen) and those its targets' Deflect imposes."""
    if situation.playing is None:
        return ()
    return (*paid_additional(situation.playing), *deflect_costs(situation))


def reduce(value: int, by: int, minimum: int | None) -> int:
    """A discount of ``by``: never below its own minimum (a value already below it stays),
    never below 0."""
    lowered = value - by
    if minimum is not None:
        lowered = min(value, max(lowered, minimum))
    return max(lowered, 0)


def _discounted(energy: int, power: int, discounts: tuple[CostModifier, ...]) -> tuple[int, int]:
    for discount in discounts:
        energy = reduce(energy, discount.energy, discount.minimum) if discount.energy else energy
        power = reduce(power, discount.power, discount.minimum) if discount.power else power
    return energy, power


def base_cost(playing: Playing) -> tuple[int, int]:
    """The base cost before base cost modifications: its printed cost, or the Flow cost that
    replaces it when the spell is played for its Flow cost."""
    if playing.flow is not None and playing.flow.used:
        return playing.flow.energy, playing.flow.power
    return playing.energy, playing.power


def _base(playing: Playing, modifiers: tuple[CostModifier, ...]) -> tuple[int, int]:
    energy, power = base_cost(playing)
    for modifier in modifiers:
        if modifier.kind == "set":
            energy, power = modifier.energy, modifier.power
            continue
        if modifier.costs in ("energy", "both"):
            energy = 0
        if modifier.costs in ("power", "both"):
            power = 0
    return energy, power


def _component(cost: AdditionalCost, discounts: tuple[CostModifier, ...]) -> set[tuple[int, int]]:
    """The cost of one additional cost after the discounts that speak of it, in each order."""
    mine = tuple(d for d in discounts if cost.optional or d.component == "additional")
    return {_discounted(*amounts(cost), order) for order in permutations(mine)}


def component_totals(situation: GameState, cost: AdditionalCost) -> set[tuple[int, int]]:
    """What one additional cost comes to after the component discounts that reach it."""
    component = tuple(
        m for m in applying(situation) if m.kind == "discount" and m.component != "total"
    )
    return _component(cost, component)


def totals(situation: GameState) -> tuple[Total, ...]:
    """Every total cost the player can reach by choosing the order of each step's
    modifications, cheapest first."""
    playing = situation.playing
    if playing is None:
        return ()
    mods = applying(situation)
    base_mods = tuple(m for m in mods if m.kind in BASE_KINDS)
    parts = [
        _component(cost, tuple(m for m in mods if m.kind == "discount" and m.component != "total"))
        for cost in added_costs(situation)
    ]
    increases = [m for m in mods if m.kind == "increase"]
    discounts = tuple(m for m in mods if m.kind == "discount" and m.component == "total")
    others = tuple(cost.other for cost in added_costs(situation) if cost.other)
    found: set[Total] = set()
    for base in {_base(playing, order) for order in permutations(base_mods)}:
        for added in _sums(parts):
            energy = base[0] + added[0] + sum(m.energy for m in increases)
            power = base[1] + added[1] + sum(m.power for m in increases)
            for order in permutations(discounts):
                found.add(Total(*_discounted(energy, power, order), others))
    if any(m.kind == "ignore_all" for m in mods):
        found = {Total(0, 0)}
    return tuple(sorted(found, key=lambda t: (t.energy + t.power, t.energy)))


def _sums(parts: list[set[tuple[int, int]]]) -> set[tuple[int, int]]:
    sums = {(0, 0)}
    for options in parts:
        sums = {(e + oe, p + op) for e, p in sums for oe, op in options}
    return sums


def undiscounted(situation: GameState) -> Total | None:
    """The total before any discount (base modifications, additional costs, increases)."""
    playing = situation.playing
    if playing is None:
        return None
    mods = applying(situation)
    base = min(
        {_base(playing, order) for order in permutations(m for m in mods if m.kind in BASE_KINDS)},
        key=sum,
    )
    added = [amounts(cost) for cost in added_costs(situation)]
    increases = [m for m in mods if m.kind == "increase"]
    energy = base[0] + sum(e for e, _ in added) + sum(m.energy for m in increases)
    power = base[1] + sum(p for _, p in added) + sum(m.power for m in increases)
    return Total(energy, power)
