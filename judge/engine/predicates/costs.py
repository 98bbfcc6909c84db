"""Costs: what each step of determining a card's total cost does to the card being played,
the total to pay, and the rules about paying (rules_data/facts/costs.yaml).

The arithmetic is ``judge/engine/costing.py``; each predicate here says in words what its
step did for this card, or is not applicable when the step has nothing to act on.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine import costing, paying
from judge.engine.predicates import (
    SKIP,
    Check,
    answers_query,
    failed,
    held,
    predicate,
    stated,
)
from judge.engine.predicates.board import asks, listing
from judge.engine.questions import Activate, CostQuery, Query, Question
from judge.engine.state import AdditionalCost, CostModifier, GameState, Playing
from judge.records import replace


def _asked(situation: GameState, question: Question) -> Playing | None:
    """The card being played, when the question is about its cost."""
    return situation.playing if isinstance(question, CostQuery) else None


def _of_kind(situation: GameState, *kinds: str) -> list[CostModifier]:
    return [m for m in costing.applying(situation) if m.kind in kinds]


def _amount(energy: int, power: int) -> str:
    return costing.Total(energy, power).words()


def _unreached(
    situation: GameState, question: Question, kind: str, which: Callable[[CostModifier], bool]
) -> Check:
    """Failed when a modifier of ``kind`` (those ``which`` picks) is in effect but does not
    reach the card being played (another player's plays, another type of card, nothing of
    what it lowers being paid), saying why; else SKIP."""
    playing = _asked(situation, question)
    missed = [
        m
        for m in situation.cost_modifiers
        if m.kind == kind and which(m) and not costing.reaches(situation, m)
    ]
    if playing is None or not missed:
        return SKIP
    reasons = "; ".join(_reach_words(situation, m, playing, False) for m in missed)
    return failed(f"{reasons}, so it does not change what {playing.card} costs", (playing.card,))


def _any(modifier: CostModifier) -> bool:
    return True


@predicate
def flow_alternate_cost(situation: GameState, question: Question) -> Check:
    """A spell's Flow cost is an alternate cost: played for it, the spell pays it instead of
    its base cost; played for its base cost, its Flow cost plays no part. Flow lets the
    spell be played for that cost from the trash only, and a situation names no zone for
    the card being played: ``flow.used`` (the default when a Flow cost is given) says both,
    played from the trash for its Flow cost, and a spell played from hand is written
    ``used: false``, so no play from hand reaches the Flow cost. Paying, the Flow cost is
    the one to pay; paying the base cost, it plays no part."""
    pays = paying.asked(situation, question)
    playing = _asked(situation, question) or pays
    if playing is None or playing.flow is None or (pays and not playing.flow.used):
        return SKIP
    flow = _amount(playing.flow.energy, playing.flow.power)
    if playing.flow.used:
        return held(
            f"{playing.card} is played for its Flow cost, {flow}, an alternate cost that "
            "replaces its base cost",
            (playing.card,),
            notable=True,
        )
    printed = _amount(playing.energy, playing.power)
    flow = f" ({flow})" if playing.flow.given else ""
    return failed(
        f"{playing.card} is not played for its Flow cost{flow}: its base cost, {printed}, "
        "is the one it pays",
        (playing.card,),
        notable=True,
    )


@predicate
def costs_base_set(situation: GameState, question: Question) -> Check:
    """Playing a card "for [Cost]" replaces its Base Costs with that cost."""
    playing = _asked(situation, question)
    sets = _of_kind(situation, "set")
    if playing is None or not sets:
        return _unreached(situation, question, "set", _any)
    said = "; ".join(
        f"{m.source} lets {playing.card} be played for {_amount(m.energy, m.power)}, "
        f"which replaces its base cost of {_amount(playing.energy, playing.power)}"
        for m in sets
    )
    return held(said, (playing.card,), notable=True)


def _ignores(situation: GameState, question: Question, both: bool) -> Check:
    playing = _asked(situation, question)
    ignoring = [m for m in _of_kind(situation, "ignore") if (m.costs == "both") == both]
    if playing is None or not ignoring:
        return _unreached(situation, question, "ignore", lambda m: (m.costs == "both") == both)
    reasons = []
    for m in ignoring:
        if both:
            who = "" if m.source == playing.card else f"{m.source} has "
            played = "is played" if not who else "played"
            reasons.append(
                f"{who}{playing.card} {played} ignoring its cost: its base Energy "
                f"cost ({playing.energy}) and base Power cost ({playing.power}) become 0"
            )
            continue
        kept, value = (
            ("Power", playing.power) if m.costs == "energy" else ("Energy", playing.energy)
        )
        words = f"{m.source} has {playing.card} played ignoring its {m.costs.title()} cost: only "
        words += "that base cost becomes 0"
        reasons.append(words + (f", and its {kept} cost of {value} still applies" if value else ""))
    return held("; ".join(reasons), (playing.card,), notable=True)


@predicate
def costs_ignore_base(situation: GameState, question: Question) -> Check:
    """Ignoring a card's cost sets both its base Energy and base Power costs to 0."""
    return _ignores(situation, question, both=True)


@predicate
def costs_ignore_one_base(situation: GameState, question: Question) -> Check:
    """Ignoring only a card's Energy (or Power) cost sets only that base cost to 0."""
    return _ignores(situation, question, both=False)


@predicate
def costs_raised_after_ignore(situation: GameState, question: Question) -> Check:
    """Additional costs (a non-standard one too: "kill a friendly unit") and increases
    applied after the base costs are ignored still count."""
    if isinstance(question, Query) and question.kind == "optional_additional_cost":
        return _chosen_after_ignore(situation, question.subject)
    playing = _asked(situation, question)
    if playing is None or not _of_kind(situation, "ignore"):
        return SKIP
    raising = [c.name for c in costing.added_costs(situation) if any(costing.amounts(c)) or c.other]
    raising += [m.source for m in _of_kind(situation, "increase")]
    if not raising:
        return failed(
            f"nothing is added to {playing.card}'s cost after its base costs are ignored",
            (playing.card,),
        )
    return held(
        f"what is added after the base costs are ignored still counts: {', '.join(raising)}",
        (playing.card,),
        notable=True,
    )


def _chosen_after_ignore(situation: GameState, keyword: str) -> Check:
    """Asked whether the card's optional cost is optional as it is played ignoring its
    cost: if chosen, it is added after the base costs are ignored and must be paid."""
    playing = situation.playing
    if playing is None or not _of_kind(situation, "ignore"):
        return SKIP
    costs = [c for c in playing.additional if c.keyword.casefold() == keyword and c.optional]
    if not costs:
        return SKIP
    return held(
        f"if the player chooses to pay {costs[0].name} as {playing.card} is played ignoring "
        "its cost, it is added after the base costs are ignored and must be paid",
        (playing.card,),
    )


@predicate
def costs_mandatory_additional(situation: GameState, question: Question) -> Check:
    """A mandatory additional cost is added to the total and must be paid."""
    if paying.asked(situation, question) is not None:
        return _mandatory_paid(situation)
    playing = _asked(situation, question)
    mandatory = [c for c in playing.additional if not c.optional] if playing else []
    if playing is None or not mandatory:
        return SKIP
    names = ", ".join(_described(c) for c in mandatory)
    return held(f"{playing.card}'s mandatory additional cost is added: {names}", (playing.card,))


def _mandatory_paid(situation: GameState) -> Check:
    """Whether the player can pay the card's mandatory additional costs along with the rest;
    said only where they decide it (no discount blurs what they add)."""
    playing, need = situation.playing, paying.chosen(situation)
    mandatory = [c for c in playing.additional if not c.optional] if playing else []
    priced = [c for c in mandatory if any(costing.amounts(c))]
    if playing is None or need is None or not priced or _of_kind(situation, "discount"):
        return SKIP
    have = paying.means(situation, playing.player)
    names = ", ".join(_described(c) for c in priced)
    if paying.covers(have, need, playing.domain):
        return held(f"{playing.card}'s mandatory additional cost is paid too: {names}.")
    energy = sum(costing.amounts(c)[0] for c in priced)
    power = sum(costing.amounts(c)[1] for c in priced)
    without = paying.Needed(need.energy - energy, need.power - power, need.any_power)
    if not paying.covers(have, without, playing.domain):
        return SKIP  # short even without it: the resources' facts say why
    return failed(
        f"{playing.card}'s mandatory additional cost must be paid too ({names}), and with it "
        "the cost is more than the player has.",
        (playing.card,),
    )


def _described(cost: AdditionalCost) -> str:
    energy, power = costing.amounts(cost)
    parts = [cost.other] if cost.other else []
    if energy or power or not parts:
        parts.insert(0, _amount(energy, power))
    return f"{cost.name} ({' and '.join(parts)})" if cost.name != cost.other else cost.other


@predicate
def costs_optional_additional(situation: GameState, question: Question) -> Check:
    """An optional additional cost counts only if the player chose to pay it."""
    if asks(question, "optional_additional_cost", "accelerate", "repeat"):
        return held(
            "an optional additional cost is paid only if the player chooses to pay it as "
            "the card is played",
            notable=True,
        )
    playing = _asked(situation, question)
    optional = [c for c in playing.additional if c.optional] if playing else []
    if playing is None or not optional:
        return SKIP
    paid = [_described(c) for c in optional if c.paid]
    declined = [c.name for c in optional if not c.paid]
    words = []
    if paid:
        words.append(f"the player chose to pay {', '.join(paid)}, so it is added")
    if declined:
        words.append(f"the player did not choose to pay {', '.join(declined)}, so it is not added")
    if not paid:  # none was chosen: the rule adds nothing here
        return failed("; ".join(words), (playing.card,), notable=True)
    return held("; ".join(words), (playing.card,), notable=bool(declined))


def _keyword_cost(situation: GameState, question: Question, keyword: str) -> Check:
    playing = _asked(situation, question)
    costs = [c for c in playing.additional if c.keyword == keyword] if playing else []
    if playing is None or not costs:
        return SKIP
    words = ", ".join(
        f"{keyword} of {_amount(*costing.amounts(c))} is optional"
        + (" and was chosen" if c.paid else " and was not chosen, so it is not added")
        for c in costs
    )
    if any(c.paid for c in costs):
        return held(words, (playing.card,))
    return failed(words, (playing.card,), notable=True)


@predicate
def costs_accelerate(situation: GameState, question: Question) -> Check:
    """Accelerate is an optional additional cost of [1][C]."""
    if asks(question, "optional_additional_cost", "accelerate"):
        return held(
            'Accelerate is short for "As you play me, you may pay [1][C] as an additional '
            'cost. If you do, I enter ready.": an optional additional cost.',
            notable=True,
        )
    return _keyword_cost(situation, question, "Accelerate")


@predicate
def accelerate_paid_only_as_played(situation: GameState, question: Question) -> Check:
    """Accelerate's cost can be paid only as part of the steps of playing its unit, never
    while the unit is on the board, where Accelerate has no function: it is no activated
    ability a player can activate."""
    if isinstance(question, Activate) and _accelerate_named(question.ability):
        where = situation.ability_source(question.source) if question.source else None
        said = (
            f"{question.source} is on the board, where Accelerate has no function"
            if where is not None
            else "Accelerate is an optional additional cost of playing its unit"
        )
        return failed(
            f"{said}: Accelerate is no activated ability, and its cost can be paid only as "
            "part of the steps of playing its unit.",
            (question.ability,),
            notable=True,
        )
    playing = _asked(situation, question)
    if playing is None or not any(c.keyword == "Accelerate" and c.paid for c in playing.additional):
        return SKIP
    return held(
        f"{playing.card}'s Accelerate cost is paid as it is played, as part of the steps of "
        "playing it.",
        (playing.card,),
    )


def _accelerate_named(ability: str) -> bool:
    """The ability named is Accelerate ("Accelerate", "[Accelerate]")."""
    return ability.strip().strip("[]").strip().casefold() == "accelerate"


@predicate
def costs_repeat(situation: GameState, question: Question) -> Check:
    """Repeat [Cost] is an optional additional cost."""
    if asks(question, "optional_additional_cost", "repeat"):
        return held(
            "Repeat is an optional additional cost: paid as what has it is played, it "
            "executes its effect one more time.",
            notable=True,
        )
    if paying.asked(situation, question) is not None:
        return _repeat_paid(situation)
    return _keyword_cost(situation, question, "Repeat")


def _repeat_paid(situation: GameState) -> Check:
    """Paying, each Repeat chosen adds its cost; it fails only where that decides."""
    playing = situation.playing
    chosen = [c for c in playing.additional if c.keyword == "Repeat" and c.paid] if playing else []
    if playing is None or not chosen:
        return SKIP
    words = ", ".join(f"Repeat of {_amount(*costing.amounts(c))} was chosen" for c in chosen)
    unpaid = tuple(replace(c, paid=False) if c in chosen else c for c in playing.additional)
    lighter = replace(situation, playing=replace(playing, additional=unpaid))
    if paying.decides(situation, lighter):
        more = (
            f"{words}, and adds its cost: with it, the cost is more than {playing.player} can pay."
        )
        return failed(more, (playing.card,))
    return held(f"{words}, and adds its cost.", (playing.card,))


@predicate
def costs_whose_modifier(situation: GameState, question: Question) -> Check:
    """A modifier speaks of plays seen from its controller: friendly plays are theirs and
    their teammates', enemy plays their opponents'."""
    playing = _asked(situation, question)
    if playing is None:
        return SKIP
    reasons = []
    for m in situation.cost_modifiers:
        if m.affects not in ("friendly", "enemy") or m.controller == playing.player:
            continue
        teammate = playing.player in situation.teammates(m.controller)
        applies = costing.speaks_of(situation, m, playing)
        player = "you are" if playing.player == "you" else f"{playing.player} is"
        reasons.append(
            f"{m.source} ({_owned(m.controller)}) changes the cost of {m.affects} plays, and "
            f"{player} {'a teammate' if teammate else 'an opponent'} of its controller, so it "
            f"{'applies' if applies else 'does not apply'} to {playing.card}"
        )
    if not reasons:
        return SKIP
    return held("; ".join(reasons), (playing.card,), notable=True)


@predicate
def costs_component_discount(situation: GameState, question: Question) -> Check:
    """A discount on a component of the cost applies as that component is added, first."""
    playing = _asked(situation, question)
    discounts = [m for m in _of_kind(situation, "discount") if m.component != "total"]
    if playing is None or not discounts:
        return _unreached(situation, question, "discount", lambda m: m.component != "total")
    reasons = [
        f"{m.source} lowers {m.component.replace('_', ' ')} costs "
        f"({', '.join(c.name for c in costing.components(situation, m.component))}) by "
        f"{_amount(m.energy, m.power)} as they are added, before any other discount"
        for m in discounts
    ]
    return held("; ".join(reasons), (playing.card,), notable=True)


@predicate
def costs_increases(situation: GameState, question: Question) -> Check:
    """Cost increases come after base modifications and additional costs, before discounts
    (paying, they are part of what must be paid). Asked as a rule (``cost_rule:
    increase_before_discount``): they are applied before the discounts on the total."""
    if asks(question, "cost_rule", "increase_before_discount"):
        return held(
            "Cost increases are applied after the base cost modifications and additional "
            "costs, and before the discounts on the total cost (a discount on one component "
            "of the cost applies as that component is added)."
        )
    playing = _asked(situation, question) or paying.asked(situation, question)
    increases = _of_kind(situation, "increase")
    if playing is None or not increases:
        return SKIP
    reasons = [
        f"{m.source} increases the cost by {_amount(m.energy, m.power)}, after the base cost "
        "modifications and additional costs and before any discount"
        for m in increases
    ]
    said = "; ".join(reasons)
    if paying.asked(situation, question) is None:
        return held(said, (playing.card,), notable=True)
    rest = tuple(m for m in situation.cost_modifiers if m not in increases)
    if paying.decides(situation, replace(situation, cost_modifiers=rest)):
        more = f"{said}; with it, the cost is more than {playing.player} can pay."
        return failed(more, (playing.card,))
    return held(said, (playing.card,))


def _lowest(situation: GameState, resource: str) -> int:
    return min(total.amount(resource) for total in costing.totals(situation))


@predicate
def costs_discount_minimum(situation: GameState, question: Question) -> Check:
    """A discount's minimum limits only that discount."""
    playing = _asked(situation, question)
    floored = [m for m in _of_kind(situation, "discount") if m.minimum is not None]
    if playing is None or not floored:
        return _unreached(situation, question, "discount", lambda m: m.minimum is not None)
    reasons = []
    for m in floored:
        minimum = m.minimum or 0
        resource = "energy" if m.energy else "power"
        lowest = _lowest(situation, resource)
        words = f"{m.source}'s minimum of {minimum} limits only its own discount"
        if lowest < minimum:
            words += (
                f"; applied before the other discounts, they still take the {resource.title()}"
                f" cost down to {lowest}"
            )
        reasons.append(words)
    return held("; ".join(reasons), (playing.card,), notable=True)


@predicate
def costs_discount_order(situation: GameState, question: Question) -> Check:
    """Discounts on the total apply after component discounts, in the player's order."""
    playing = _asked(situation, question)
    discounts = [m for m in _of_kind(situation, "discount") if m.component == "total"]
    if playing is None or not discounts:
        return _unreached(situation, question, "discount", lambda m: m.component == "total")
    names = ", ".join(f"{m.source} ({_amount(m.energy, m.power)} less)" for m in discounts)
    several = len(costing.totals(situation)) > 1
    words = f"the discounts on the total apply next: {names}"
    if several:
        words += "; the player chooses their order, and the order changes the total"
    return held(words, (playing.card,), notable=several)


@predicate
def costs_discount_reduces_additional(situation: GameState, question: Question) -> Check:
    """Discounts can reduce additional costs, even to 0: asked of the card being played, the
    discounts that reach it reduce its additional costs of Energy or Power, not a
    non-standard one ("Discard 1")."""
    asked = asks(question, "discount_reduces", "additional_costs")
    if asked and situation.playing is None:
        return held("Discounts can reduce additional costs, including to 0.")
    playing = situation.playing if asked else _asked(situation, question)
    if playing is None or not _of_kind(situation, "discount"):
        return SKIP
    added = [c.name for c in costing.added_costs(situation) if any(costing.amounts(c))]
    if not added:
        return failed(
            f"{playing.card} has no additional cost of Energy or Power for a discount to reduce",
            (playing.card,),
        )
    said = f"the discounts reduce the additional costs too ({', '.join(added)})"
    if _split_is_chosen(situation, playing):
        said += (
            "; which Power a discount on the total takes off, the card's own or Deflect's "
            "(of any domain), is the player's choice"
        )
    return held(said, (playing.card,), notable=True)


@predicate
def costs_discount_not_other_costs(situation: GameState, question: Question) -> Check:
    """A discount takes an amount of Energy or Power off: asked whether the discounts that
    reach the card being played reduce its additional costs, when every one it pays is a
    non-standard cost ("Discard 1"), none does."""
    playing = situation.playing
    if not asks(question, "discount_reduces", "additional_costs") or playing is None:
        return SKIP
    added = costing.added_costs(situation)
    if not _of_kind(situation, "discount") or not added:
        return SKIP
    if any(any(costing.amounts(c)) for c in added):
        return failed(f"{playing.card} has an additional cost of Energy or Power to reduce")
    names = ", ".join(c.other or c.name for c in added)
    return held(
        f"{playing.card}'s additional costs ({names}) are non-standard costs, with no Energy "
        "or Power for a discount to take off.",
        (playing.card,),
    )


def _split_is_chosen(situation: GameState, playing: Playing) -> bool:
    """A discount of Power on the total cost may come off the card's own Power or the Power
    its targets' Deflect adds: nothing says which, so the player chooses."""
    total_power = any(m.power and m.component == "total" for m in _of_kind(situation, "discount"))
    own = costing.base_cost(playing)[1] or any(
        costing.amounts(c)[1] for c in costing.paid_additional(playing)
    )
    return total_power and bool(own) and bool(costing.deflect_costs(situation))


@predicate
def costs_optional_paid_at_zero(situation: GameState, question: Question) -> Check:
    """An optional additional cost the player chose to pay counts as paid, however much the
    discounts take off what it costs (even all of it); one they chose not to pay is not.
    Asked as a rule (``cost_rule: optional_paid_at_zero``), of the card being played."""
    asked = asks(question, "cost_rule", "optional_paid_at_zero")
    playing = situation.playing if asked else _asked(situation, question)
    if playing is None or not _of_kind(situation, "discount"):
        return SKIP
    optional = [c for c in playing.additional if c.optional and any(costing.amounts(c))]
    chosen = [c for c in optional if c in costing.paid_additional(playing)]
    if not chosen:
        if not optional:
            return SKIP
        return failed(
            f"the player did not choose to pay {listing([c.name for c in optional])}: it is "
            "not paid",
            (playing.card,),
        )
    before = costing.undiscounted(situation)
    lowest = costing.totals(situation)

    def covered(cost: AdditionalCost) -> bool:
        """The discounts take off at least what this cost asks, in each resource."""
        if (0, 0) in costing.component_totals(situation, cost):
            return True
        energy, power = costing.amounts(cost)
        return before is not None and any(
            t.energy <= before.energy - energy and t.power <= before.power - power for t in lowest
        )

    zeroed = [c.name for c in chosen if covered(c)]
    if not zeroed:
        return held(
            f"{listing([c.name for c in chosen])} counts as paid because the player chose to "
            "pay it, however much the discounts take off it",
            (playing.card,),
        )
    return held(
        f"{', '.join(zeroed)} counts as paid because the player chose to pay it, though the "
        "discounts bring what it costs to 0",
        (playing.card,),
        notable=True,
    )


@predicate
def costs_ignore_all(situation: GameState, question: Question) -> Check:
    """Ignoring "any and all costs" sets the total cost to 0, non-standard costs included."""
    playing = _asked(situation, question)
    ignoring = _of_kind(situation, "ignore_all")
    if playing is None or not ignoring:
        return _unreached(situation, question, "ignore_all", _any)
    total = _total(situation, question, playing)
    return held(
        f"{ignoring[0].source} has {playing.card} played ignoring any and all costs: its total "
        "cost is 0, non-standard costs included",
        (playing.card,),
        total.value,
        notable=True,
    )


@predicate
def costs_not_below_zero(situation: GameState, question: Question) -> Check:
    """Energy and Power costs can't be reduced below 0 (so, paying, nothing is left to pay
    for what the discounts take off)."""
    playing = _asked(situation, question) or paying.asked(situation, question)
    before = costing.undiscounted(situation)
    discounts = _of_kind(situation, "discount")
    if playing is None or before is None or not discounts or _of_kind(situation, "ignore_all"):
        return SKIP
    energy = sum(m.energy for m in discounts)
    power = sum(m.power for m in discounts)
    if energy <= before.energy and power <= before.power:
        if _asked(situation, question) is None:
            return SKIP  # paying: only what the floor takes off is said
        return failed(
            f"the discounts ({_amount(energy, power)} in all) are no more than the cost "
            f"({_amount(before.energy, before.power)}): none is cut short at 0."
        )
    return held(
        f"the discounts ({_amount(energy, power)} in all) are more than the cost "
        f"({_amount(before.energy, before.power)}), which stops at 0.",
        (playing.card,),
        notable=True,
    )


@predicate
def costs_non_standard(situation: GameState, question: Question) -> Check:
    """Non-standard costs (such as killing a friendly unit) are costs too."""
    playing = _asked(situation, question)
    others = [c.other for c in costing.paid_additional(playing)] if playing else []
    if playing is None or not others or _of_kind(situation, "ignore_all"):
        return SKIP
    if not any(others):
        return failed(
            f"{playing.card}'s additional costs are all Energy and Power", (playing.card,)
        )
    return held(
        f"{' and '.join(o for o in others if o)} must also be paid", (playing.card,), notable=True
    )


@predicate
def costs_total(situation: GameState, question: Question) -> Check:
    """A card's total cost: its base costs as modified, its additional costs, increases,
    discounts, then (v1.4) modifications to the total (ignoring "any and all costs" is
    costs.ignore_all's); never below 0; the player pays the combined Energy and Power."""
    playing = _asked(situation, question)
    if playing is None or _of_kind(situation, "ignore_all"):
        return SKIP  # a total set to 0 is costs.ignore_all's to give
    return _total(situation, question, playing)


def _total(situation: GameState, question: Question, playing: Playing) -> Check:
    """The total and the verdict it gives: the cost, or yes/no about it."""
    assert isinstance(question, CostQuery)
    totals = costing.totals(situation)
    words = " or ".join(total.words() for total in totals)
    said = f"{playing.card} costs {words} in total"
    if question.modifier:
        modifier = next(m for m in situation.cost_modifiers if m.source == question.modifier)
        applies = costing.reaches(situation, modifier)
        reason = _reach_words(situation, modifier, playing, applies)
        return held(reason, (playing.card,), "yes" if applies else "no")
    if question.compares():
        can = any(question.met_by(total.amount(question.resource)) for total in totals)
        return held(said, (playing.card,), "yes" if can else "no")
    if len(totals) > 1:
        said = f"{said}, depending on the order the player chooses to apply its modifiers in"
        return held(said, (playing.card,), f"{totals[0].words()} (the lowest)")
    return held(said, (playing.card,), words)


def _reach_words(
    situation: GameState, modifier: CostModifier, playing: Playing, applies: bool
) -> str:
    if applies:
        return f"{modifier.source} applies to the cost of {playing.card}"
    if not costing.speaks_of(situation, modifier, playing):
        return f"{modifier.source} does not speak of {_whose(playing.player)} {playing.card}"
    if not costing.fits_card(modifier, playing):
        kinds = f"{modifier.cards}s"
        return (
            f"{modifier.source} changes the cost of {kinds}, and {playing.card} is a {playing.type}"
        )
    return (
        f"{modifier.source} lowers {modifier.component.replace('_', ' ')} costs, and "
        f"{playing.card} has none being paid"
    )


def _whose(player: str) -> str:
    return "your" if player == "you" else f"{player}'s"


def _owned(player: str) -> str:
    return "yours" if player == "you" else f"{player}'s"


@answers_query("while_paying", "add_reaction")
def costs_add_while_paying() -> None:
    """While a cost is being paid, its player may activate activated abilities with Reaction
    that Add Energy or Power, and pay with what they add; those abilities resolve at once."""


@answers_query("countered", "discount_carries_over")
def costs_discount_used_by_countered() -> None:
    """A discount is applied to the card being played as its total cost is determined and
    that cost is paid before anyone can counter it; countering refunds nothing, so the
    discount was used by the countered card and does not carry over to a later one."""


@answers_query("countered", "refunds_costs", "refunds_additional_costs")
def costs_not_refunded() -> None:
    """Countering does not refund any cost paid to play a card, activate an ability or
    trigger one, additional costs included."""


@answers_query("effect_without_paying", "instruction_cost")
def costs_instruction_cost() -> None:
    """A cost within an instruction ("[do X] to [do Y]") must be paid to get the effect."""


@answers_query("effect_without_paying", "triggered_ability_cost")
def costs_trigger_cost_declined() -> None:
    """A cost within instructions at the start of a triggered ability's effect is its base
    cost: paid as the ability is finalized; declined, the ability is removed from the chain
    without being countered, and its effect is not had."""


@answers_query("effect_without_paying", "part_of_trigger_cost")
def costs_trigger_cost_whole() -> None:
    """The cost at the start of a triggered ability's effect is its base cost, every part of
    it: paid as a whole to finalize the ability, or declined, and then the ability leaves
    the chain and none of it is paid."""


@answers_query("effect_without_paying", "applied_cost")
def costs_applied_cost() -> None:
    """A player who can't or doesn't pay an applied cost can't perform the game action it is
    applied to."""


@answers_query("effect_without_paying", "pay_declined")
def pay_declined_undoes() -> None:
    """A player told to Pay a resource may remove it from their Rune Pool or choose not to,
    and then the instruction is ignored; a Pay that is part of the cost of a card or ability
    not paid undoes playing or activating it, so its effect is not had."""


@answers_query("effect_without_paying", "card_cost")
def costs_unpaid_undoes_play() -> None:
    """Choosing not to pay the costs of a card being played undoes playing it."""


@predicate
def costs_exhaust_needs_ready(situation: GameState, question: Question) -> Check:
    """Exhausting as a cost can only be paid by exhausting something ready: an exhausted
    object can't be exhausted again, so the cost is not paid (an exhausted rune adds no
    Energy)."""
    if asks(question, "while_paying", "exhaust_exhausted"):
        return held(stated(costs_exhaust_needs_ready))
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    if playing is None or need is None:
        return SKIP
    have = paying.means(situation, playing.player)
    from_runes = need.energy - have.pool_energy
    if from_runes <= 0:
        return SKIP
    ready = [rune.name for rune in have.ready]
    if len(ready) >= from_runes:
        return held(
            f"{from_runes} of {_whose(playing.player)} ready runes ({listing(ready)}) can be "
            "exhausted to add the Energy.",
            tuple(ready),
        )
    spent = [rune.name for rune in have.exhausted]
    if not spent:
        return SKIP
    return failed(
        f"{listing(spent)} {'is' if len(spent) == 1 else 'are'} exhausted: an exhausted rune "
        "can't be exhausted again to add Energy.",
        tuple(spent),
    )


@predicate
def countered_not_played(situation: GameState, question: Question) -> Check:
    """A countered card is not considered to have been played for abilities that trigger
    on cards being played."""
    if asks(question, "countered", "counts_as_played"):
        return held(stated(countered_not_played))
    if asks(question, "resolution", "no_effect_still_played"):
        # The spell that had no effect was not countered: it resolved.
        return failed(
            "The spell was not countered: it resolved, though none of its instructions "
            "could be carried out."
        )
    return SKIP


@predicate
def costs_printed_cost(situation: GameState, question: Question) -> Check:
    """Effects that check a card's cost use its printed or copied cost, even if that cost
    was increased, reduced or ignored as it was played."""
    seen = asks(question, "cost_seen_by_effects", "printed")
    token = situation.playing if situation.playing and situation.playing.token else None
    if seen and token is None:
        return held(stated(costs_printed_cost))
    # A token has no printed cost to see: its cost is treated as 0 (token.cost_treated_as_zero).
    playing = token if seen else _asked(situation, question)
    if playing is None or not (costing.applying(situation) or playing.token):
        return SKIP
    if isinstance(question, CostQuery) and (question.modifier or question.compares()):
        return SKIP  # a yes/no about this play: what effects see is beside the point
    if playing.token:
        return failed(
            f"{playing.card} is a token: it has no printed cost, and effects that check "
            "its cost see 0 (v1.4: unless a copy appended a cost to it)",
            (playing.card,),
        )
    printed = _amount(playing.energy, playing.power)
    return held(
        f"effects that check what {playing.card} costs still see its printed cost, {printed}",
        (playing.card,),
    )


# --- The printed cost (131) and what a cost is (201-206) -----------------------------------


def _base_changed(situation: GameState, resource: str) -> list[CostModifier]:
    """The base cost modifications that replace or ignore this resource's base cost."""
    return [
        m
        for m in _of_kind(situation, *costing.BASE_KINDS)
        if m.kind == "set" or m.costs in (resource, "both")
    ]


def _printed(situation: GameState, question: Question, resource: str) -> Check:
    playing = _asked(situation, question)
    if playing is None or playing.token or _of_kind(situation, "ignore_all"):
        return SKIP  # a token has no printed cost: token.cost_treated_as_zero says so
    if isinstance(question, CostQuery) and question.modifier:
        return SKIP  # whether a modifier applies: the printed cost is beside the point
    printed = playing.energy if resource == "energy" else playing.power
    name = resource.title()
    if playing.flow is not None and playing.flow.used:
        return failed(
            f"{playing.card}'s printed {name} cost is not the base cost it pays: it is "
            "played for its Flow cost, which replaces it",
            (playing.card,),
        )
    changed = _base_changed(situation, resource)
    if changed:
        return failed(
            f"{playing.card}'s printed {name} cost ({printed}) is not the base cost it pays: "
            f"{', '.join(m.source for m in changed)} changes it",
            (playing.card,),
        )
    if resource == "power" and not printed:
        return held(
            f"{playing.card} has no Power symbols in its cost (not every card does): its "
            "base Power cost is 0",
            (playing.card,),
        )
    return held(
        f"{playing.card}'s printed {name} cost of {printed} is its base {name} cost",
        (playing.card,),
    )


@predicate
def costs_base_energy(situation: GameState, question: Question) -> Check:
    """A card's Energy cost is the numeral printed in its Cost element: the base cost paid,
    unless a base cost modification replaces or ignores it."""
    return _printed(situation, question, "energy")


@predicate
def costs_base_power(situation: GameState, question: Question) -> Check:
    """A card's Power cost is the symbols printed in its Cost element (not every card has
    them): the base cost paid, unless a base cost modification replaces or ignores it."""
    return _printed(situation, question, "power")


def _pair(question: Question, kind: str, mine: str, other: str, yes: str, no: str) -> Check:
    """A rule that holds for the query ``kind: mine`` and fails for ``kind: other``, the
    case the rule is told apart from."""
    if asks(question, kind, mine):
        return held(yes)
    if asks(question, kind, other):
        return failed(no)
    return SKIP


@predicate
def costs_paid_by_game_action(situation: GameState, question: Question) -> Check:
    """Paying a cost is performing its game action; a cost must be paid to get its linked
    effect."""
    return _pair(
        question,
        "cost_rule",
        "performed",
        "impossible",
        "The player performs the cost's game action, which is paying the cost (as a cost "
        "must be paid to get its linked effect).",
        "The cost's game action can't be performed, so the cost is not paid.",
    )


@predicate
def costs_impossible_not_paid(situation: GameState, question: Question) -> Check:
    """A cost whose game action is impossible can't be paid, and its linked effect is not
    executed."""
    return _pair(
        question,
        "cost_rule",
        "impossible",
        "performed",
        "The cost's game action is impossible for the player, so they can't pay the cost and "
        "don't execute its linked effect.",
        "The cost's game action can be performed, so nothing stops the cost being paid.",
    )


@predicate
def costs_replaced_still_paid(situation: GameState, question: Question) -> Check:
    """A cost whose game action is replaced is still considered paid."""
    return _pair(
        question,
        "cost_rule",
        "replaced_cost",
        "replaced_payment",
        "The cost's game action was replaced, and a cost is still considered paid when that "
        "happens.",
        "The payment has no linked effect, so it is not a cost: being replaced, it does not "
        "count as paid.",
    )


@predicate
def costs_payment_without_link(situation: GameState, question: Question) -> Check:
    """A payment with no linked effect is a game action, not a cost: a later instruction
    checks whether it was performed, and a replaced payment was not."""
    return _pair(
        question,
        "cost_rule",
        "replaced_payment",
        "replaced_cost",
        "The payment has no linked effect, so it is a game action, not a cost; it was replaced, "
        "so it was not performed, and the later instruction that checks it does not execute.",
        "The payment is linked to an effect, so it is a cost, not a bare game action.",
    )


@predicate
def costs_trigger_first_is_base(situation: GameState, question: Question) -> Check:
    """A cost within instructions at the start of a triggered ability's effect is its base
    cost, paid to finalize it to the chain."""
    if asks(question, "decided_on_finalize", "cost_first"):
        return held(
            "The cost starts the triggered ability's effect, so it is the ability's base cost, "
            "paid to finalize it to the chain."
        )
    if asks(question, "cost_rule", "spell_instruction_cost"):
        return failed("The cost is in a spell's instructions, not at the start of a trigger.")
    return SKIP


@predicate
def costs_spell_cost_on_resolution(situation: GameState, question: Question) -> Check:
    """A cost within a spell's instructions is paid as the spell resolves."""
    if asks(question, "cost_rule", "spell_instruction_cost"):
        return held(
            "The cost is within the spell's instructions, so it is paid as the spell resolves, "
            "not as it is played."
        )
    if asks(question, "decided_on_finalize", "cost_first"):
        return failed(
            "The cost starts a triggered ability's effect, not a spell's instructions: it is "
            "not left to resolution."
        )
    return SKIP


@predicate
def costs_applied_cost_paid_with_action(situation: GameState, question: Question) -> Check:
    """An applied cost is paid as its game action is performed: it does not use the chain
    and can't be reacted to (Add abilities with Reaction can be activated to pay it)."""
    return _pair(
        question,
        "cost_rule",
        "applied_cost_chain",
        "spell_instruction_cost",
        stated(costs_applied_cost_paid_with_action),
        "A cost within a spell's instructions is not an applied cost, one applied to a game "
        "action: this rule does not speak of it.",
    )


@predicate
def costs_ability_base_cost(situation: GameState, question: Question) -> Check:
    """An effect that checks an activated ability's cost uses its base cost (what is
    written before its ":"), ignoring alterations unless it says otherwise."""
    return _pair(
        question,
        "cost_seen_by_effects",
        "ability",
        "weaponmaster",
        stated(costs_ability_base_cost),
        "Weaponmaster says otherwise: it pays the Equip cost as modulated by the abilities "
        "that alter Equip costs, so it does not see only the Equip ability's base cost.",
    )


@answers_query("cost_rule", "repeat_costs_again")
def costs_repeat_played_once() -> None:
    """A spell or ability is played once however many times Repeat executes its
    instructions: its costs, additional costs included, are paid once, as it is played."""
