"""Combat damage: each side's damage (the summed Might of its units, with Assault, Shield
and stunned units), how a player may assign it among the other side's units (lethal damage
in full, no more than lethal, Tank first, Backline last), and the damage being dealt
(rules_data/facts/combat_damage.yaml).

Units at the combat's battlefield are attackers or defenders as their controllers are
(``combat_sides``); a player who is neither assigns nothing and is assigned nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from itertools import product

from judge.engine.layering import combat_bonus_fact, might_now
from judge.engine.lethal_damage import alterations
from judge.engine.predicates import (
    FAILED,
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    failed,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.board import listing, possessive, says
from judge.engine.predicates.cleanup import combat_sides
from judge.engine.predicates.prevention import PREVENT, guarding, prevent_damage
from judge.engine.questions import DamageAssignment, DamageTotal, MightQuery, Question
from judge.engine.replacements import unread_delayed
from judge.engine.state import Battlefield, CombatSource, GameState, Unit
from judge.records import replace

# More choices than this is not enumerated: the step says the player chooses.
MAX_ASSIGNMENTS = 2000


@dataclass(frozen=True)
class Combat:
    """The combat in progress seen from the player assigning damage: their units and role,
    and the units of the other side, each with the Might it has in this combat."""

    field: Battlefield
    by: str
    role: str  # "attacker" or "defender"
    other: str
    own: tuple[Unit, ...]
    targets: tuple[Unit, ...]
    mights: dict[str, int]  # each unit's Might in this combat, as the layers give it
    # The units of the other side for which any amount of the assigning player's damage is
    # lethal, each with the card whose passive makes it so (lethal_damage.py)
    any_amount: dict[str, str] = dataclass_field(default_factory=dict)

    def might(self, unit: Unit) -> int:
        return self.mights[unit.name]


def in_combat(unit: Unit, role: str) -> Unit:
    """The unit with the designation of its controller's role (so its Might counts Assault
    or Shield)."""
    return replace(unit, designation=role)


def combat_for(state: GameState, by: str) -> Combat | None:
    """The combat in progress as ``by`` assigns damage in it; None when there is no combat
    with an attacker and a defender, or ``by`` is neither."""
    field = state.battlefield(state.combat or "")
    if field is None:
        return None
    attacker, defender = combat_sides(state, field)
    if attacker is None or defender is None or by not in (attacker, defender):
        return None
    other = defender if by == attacker else attacker
    role, other_role = ("attacker", "defender") if by == attacker else ("defender", "attacker")
    here = state.units_at(field.place)
    own = tuple(in_combat(u, role) for u in here if u.controller == by)
    targets = tuple(in_combat(u, other_role) for u in here if u.controller == other)
    # A unit whose Might is not given counts none, as it always has here.
    mights = {u.name: might_now(state, u) if u.might is not None else 0 for u in (*own, *targets)}
    settled = {name: might for name, might in mights.items() if might is not None}
    if len(settled) != len(mights):
        return None  # a unit's Might turns on what the layers leave open
    any_amount = {
        u.name: altering[0].card
        for u in targets
        if (altering := [a for a in alterations(state, u) if a.player == by])
    }
    return Combat(field, by, role, other, own, targets, settled, any_amount)


def assignment_replaced(state: GameState, by: str, version: str) -> tuple[str, ...]:
    """The preventions (and the delayed replacements whose text is not read, which may be
    ones) on the units ``by`` would assign combat damage among, when there are several: a
    replacement that would apply to the resulting damage applies to the assignment instead,
    so it changes what damage is lethal for its unit, which the assignment's checks do not
    count (empty: none, or a single unit to assign to). A death replacement changes nothing
    here."""
    combat = combat_for(state, by)
    names = {u.name for u in combat.targets} if combat else set()
    if len(names) < 2:
        return ()
    unread = {card for card, _ in unread_delayed(state, version)}
    found = [d.card for name in sorted(names) for d in guarding(state, name, version)]
    found += [
        d.card
        for d in state.delayed_replacements
        if d.unit in names and not d.used and d.card in unread
    ]
    return tuple(dict.fromkeys(found))


VALUE = {"Assault": "assault_value", "Shield": "shield_value"}  # the Unit property of each


def _asked(state: GameState, question: Question) -> Combat | None:
    if not isinstance(question, DamageAssignment | DamageTotal):
        return None
    return combat_for(state, question.by)


def total_damage(combat: Combat) -> int:
    """The summed Might of the assigning side's units that are not stunned, a Might below 0
    counted as 0."""
    return sum(max(0, combat.might(u)) for u in combat.own if not u.stunned)


def _negative(combat: Combat) -> list[Unit]:
    """The assigning side's units whose Might is below 0 (stunned ones add nothing anyway)."""
    return [u for u in combat.own if not u.stunned and combat.might(u) < 0]


def lethal_amount(combat: Combat, unit: Unit) -> int:
    """The least damage that, with what it has, is lethal: non-zero, reaching its Might; 1
    where any amount of the assigning player's damage is lethal for it."""
    if unit.name in combat.any_amount:
        return 1
    return max(1, combat.might(unit) - unit.damage)


def _assigned(question: Question) -> dict[str, int]:
    return dict(question.assign) if isinstance(question, DamageAssignment) else {}


def _total_off(combat: Combat, question: Question) -> bool:
    """The assignment does not add up to the side's damage."""
    return isinstance(question, DamageAssignment) and sum(_assigned(question).values()) != (
        total_damage(combat)
    )


# --- what each side has to assign ------------------------------------------------------------


@predicate
def combat_damage_total(state: GameState, question: Question) -> Check:
    """Each player's combat damage is the summed Might of their attacking or defending units
    at the battlefield; starting with the attacker, each assigns exactly that much among the
    other's units."""
    combat = _asked(state, question)
    if combat is None:
        return SKIP
    total = total_damage(combat)
    whose = f"{possessive(combat.by)} {combat.role}s"
    counted = [
        f"{u.name} {combat.might(u)}" + (", counted as 0" if combat.might(u) < 0 else "")
        for u in combat.own
        if not u.stunned
    ]
    sums = f" ({', '.join(counted)})" if counted else ""
    assigns = says(combat.by, "assigns", "assign")
    reason = f"The Might of {whose} sums to {total}{sums}: {assigns} {total} damage."
    if isinstance(question, DamageTotal):
        return held(reason, value=str(total))
    given = sum(_assigned(question).values())
    if given != total:
        return failed(f"{reason[:-1]}, not {given}.")
    return held(reason)


@predicate
def combat_damage_negative_might(state: GameState, question: Question) -> Check:
    """A unit's Might below 0 is treated as 0 when its side's Might is summed as combat
    damage: it lowers that damage by nothing (its Might is not 0 for anything else)."""
    combat = _asked(state, question)
    below = _negative(combat) if combat else []
    if combat is None or not below:
        return SKIP
    names = listing([f"{u.name} ({combat.might(u)})" for u in below])
    verb = "has" if len(below) == 1 else "have"
    reason = (
        f"{names} {verb} Might below 0, treated as 0 when {possessive(combat.by)} Might is summed "
        "as combat damage: it takes nothing away from the total."
    )
    if _total_off(combat, question):
        return failed(reason, tuple(u.name for u in below))
    return held(reason, tuple(u.name for u in below), notable=True)


def _not_a_combatant(state: GameState, question: Question) -> Check:
    if not isinstance(question, DamageAssignment | DamageTotal):
        return SKIP
    field = state.battlefield(state.combat or "")
    if field is None:
        return SKIP
    attacker, defender = combat_sides(state, field)
    if attacker is None or defender is None:
        return SKIP
    return failed(
        f"{says(question.by, 'is', 'are')} neither attacker nor defender at {field.name}, so "
        f"{says(question.by, 'assigns', 'assign')} no combat damage there."
    )


@predicate
def combat_damage_targets(state: GameState, question: Question) -> Check:
    """A player assigns their combat damage among the other side's units at the battlefield
    only: not their own, a teammate's or another player's."""
    combat = _asked(state, question)
    if combat is None:
        return _not_a_combatant(state, question)
    if not isinstance(question, DamageAssignment):
        return SKIP
    names = {u.name for u in combat.targets}
    wrong = [name for name, amount in question.assign if amount and name not in names]
    if wrong:
        return failed(
            f"{listing(wrong)} {'is' if len(wrong) == 1 else 'are'} not {possessive(combat.other)} "
            f"unit{'s' if len(wrong) > 1 else ''} at {combat.field.name}: "
            f"{combat.by} assigns damage only among {possessive(combat.other)} units there.",
            tuple(wrong),
        )
    return held(f"The damage goes to {possessive(combat.other)} units at {combat.field.name}.")


def stunned_own(state: GameState, question: Question) -> Check:
    """Stunned units of the assigning side add nothing to its combat damage."""
    combat = _asked(state, question)
    stunned = [u.name for u in combat.own if u.stunned] if combat else []
    if combat is None or not stunned:
        return SKIP
    reason = (
        f"{listing(stunned)} {'is' if len(stunned) == 1 else 'are'} stunned: "
        f"{'its' if len(stunned) == 1 else 'their'} Might is not part of "
        f"{possessive(combat.by)} combat damage."
    )
    if _total_off(combat, question):
        return failed(reason, tuple(stunned))
    return held(reason, tuple(stunned), notable=True)


def stunned_targets(state: GameState, question: Question) -> Check:
    """Stunned units of the other side still need lethal damage of their full Might."""
    combat = _asked(state, question)
    if combat is None or not isinstance(question, DamageAssignment):
        return SKIP
    # where any amount of the assigning player's damage is lethal, Might does not count
    stunned = [u for u in combat.targets if u.stunned and u.name not in combat.any_amount]
    if not stunned:
        return SKIP
    words = ", ".join(f"{u.name} {lethal_amount(combat, u)}" for u in stunned)
    return held(
        f"Stunned units still need lethal damage of their full Might to be killed ({words}).",
        tuple(u.name for u in stunned),
        notable=True,
    )


def _bonus(state: GameState, question: Question, keyword: str, role: str) -> Check:
    """Assault (an attacker's) or Shield (a defender's) added to a unit's Might: on the
    assigning side it is part of the damage assigned, on the other side of what is lethal;
    asked of one unit's Might, it is added while the unit has that role only."""
    if isinstance(question, MightQuery):
        return _might_bonus(state, question, keyword, role)
    combat = _asked(state, question)
    if combat is None:
        return SKIP
    value = VALUE[keyword]
    mine = combat.role == role
    side, other = (combat.own, combat.targets) if mine else (combat.targets, combat.own)
    having = [u for u in side if getattr(u, value) and not (side is combat.own and u.stunned)]
    what = "while attacking" if role == "attacker" else "while defending"
    if not having:
        return _no_bonus(other, keyword, value, what)
    words = listing([f"{u.name} ({keyword} {getattr(u, value)})" for u in having])
    whose = "its" if len(having) == 1 else "their"
    reason = f"{words}: {whose} {keyword} value is added to {whose} Might {what}."
    if side is combat.own and _total_off(combat, question):
        return failed(reason, tuple(u.name for u in having))
    return held(reason, tuple(u.name for u in having), notable=True)


def _might_bonus(state: GameState, question: MightQuery, keyword: str, role: str) -> Check:
    """The unit asked about has the keyword: it adds to its Might while it has the role.
    Asked what this keyword adds (``question.keyword``), the comparison is of that amount."""
    unit = state.unit(question.unit)
    value = 0 if unit is None else getattr(unit, VALUE[keyword])
    if unit is None or not value or unit.might is None:
        return SKIP
    added = value if unit.designation == role else 0
    asked = question.keyword == keyword
    answer = ("yes" if question.met_by(added, False) else "no") if asked else ""
    if asked and not question.compares():
        answer = f"+{added} Might"
    if added:
        said = f"{unit.name} is {_a(role)}, so its {keyword} {value} gives it +{value} Might"
        return held(said, (unit.name,), answer, notable=True)
    now = f"is {_a(unit.designation)}" if unit.designation else "is not in a combat"
    said = (
        f"{keyword} gives a unit Might only while it is {_a(role)}, and {unit.name} {now}, so "
        f"its {keyword} {value} gives it nothing"
    )
    return Check(FAILED, said, (unit.name,), answer, notable=True)


def _a(role: str) -> str:
    return f"an {role}" if role[0] in "aeiou" else f"a {role}"


def _no_bonus(units: tuple[Unit, ...], keyword: str, value: str, what: str) -> Check:
    """The keyword on units of the side without its role: their Might is not raised."""
    having = [u for u in units if getattr(u, value)]
    if not having:
        return SKIP
    words = listing([f"{u.name} ({keyword} {getattr(u, value)})" for u in having])
    doing = "defending" if what == "while attacking" else "attacking"
    they, whose = ("it is", "its") if len(having) == 1 else ("they are", "their")
    reason = (
        f"{words}: {keyword} adds to a unit's Might only {what}, and {they} {doing}, so "
        f"{whose} Might is unchanged."
    )
    return held(reason, tuple(u.name for u in having), notable=True)


@predicate
def keyword_assault(state: GameState, question: Question) -> Check:
    """Assault X: while the unit is an attacker, it has +X Might (the values of every
    Assault it has are summed; X omitted is 1)."""
    return _bonus(state, question, "Assault", "attacker")


@predicate
def keyword_shield(state: GameState, question: Question) -> Check:
    """Shield X: while the unit is a defender, it has +X Might (the values of every Shield it
    has are summed; X omitted is 1)."""
    return _bonus(state, question, "Shield", "defender")


# --- how it may be assigned ------------------------------------------------------------------


def _partial(combat: Combat, assign: dict[str, int]) -> list[Unit]:
    """The units given some damage, but less than lethal."""
    return [u for u in combat.targets if 0 < assign.get(u.name, 0) < lethal_amount(combat, u)]


def _over(combat: Combat, unit: Unit, assign: dict[str, int]) -> str:
    card = combat.any_amount.get(unit.name)
    why = f": any amount of {possessive(combat.by)} damage, with {card}" if card else ""
    return f"{unit.name} ({assign[unit.name]}, lethal {lethal_amount(combat, unit)}{why})"


def _lethal_all(
    combat: Combat, units: list[Unit] | tuple[Unit, ...], assign: dict[str, int]
) -> bool:
    return all(assign.get(u.name, 0) >= lethal_amount(combat, u) for u in units)


ANY_AMOUNT = "combat_damage.any_amount_lethal"


@predicate
def combat_damage_any_amount_lethal(state: GameState, question: Question) -> Check:
    """While the assigning player controls, on the board, a card whose passive says any
    amount of their damage is enough to kill enemy units, 1 damage is lethal damage for each
    enemy unit they assign combat damage to: lethal in full on one is 1, and no unit is given
    more than 1 while another still lacks it."""
    combat = _asked(state, question)
    if combat is None or not isinstance(question, DamageAssignment) or not combat.any_amount:
        return SKIP
    names = list(combat.any_amount)
    cards = listing(list(dict.fromkeys(combat.any_amount.values())))
    return held(
        f"{says(combat.by, 'controls', 'control')} {cards}, whose passive makes any amount of "
        f"{possessive(combat.by)} damage enough to kill enemy units: 1 damage is lethal for "
        f"{listing(names)}.",
        tuple(names),
        notable=True,
    )


@predicate
def combat_damage_lethal_in_full(state: GameState, question: Question) -> Check:
    """A unit must have lethal damage assigned to it in full before damage is assigned to a
    different unit: at most one unit is given less than lethal damage."""
    combat = _asked(state, question)
    if combat is None or not isinstance(question, DamageAssignment):
        return SKIP
    partial = _partial(combat, _assigned(question))
    if len(partial) > 1:
        words = listing(
            [f"{u.name} {question.to(u.name)} of {lethal_amount(combat, u)}" for u in partial]
        )
        return failed(
            f"Damage must be lethal in full on one unit before any goes to another, but "
            f"{words} are each given less than lethal.",
            tuple(u.name for u in partial),
        )
    return held("Each unit is given lethal damage in full before the next is given any.")


@predicate
def tank_lethal_in_full(state: GameState, question: Question) -> Check:
    """Tank changes the order of assignment only: among units one of which has Tank, each
    unit must still be given lethal damage in full before any goes to the next."""
    return _keyword_lethal_in_full(state, question, "Tank")


@predicate
def backline_lethal_in_full(state: GameState, question: Question) -> Check:
    """Backline changes the order of assignment only: among units one of which has Backline,
    each unit must still be given lethal damage in full before any goes to the next."""
    return _keyword_lethal_in_full(state, question, "Backline")


def _keyword_lethal_in_full(state: GameState, question: Question, keyword: str) -> Check:
    combat = _asked(state, question)
    if combat is None or not isinstance(question, DamageAssignment):
        return SKIP
    marked = [u.name for u in combat.targets if keyword in u.keywords]
    if not marked:
        return SKIP
    has = (
        f"{listing(marked)} {'has' if len(marked) == 1 else 'have'} {keyword}, which changes "
        "only the order damage is assigned in"
    )
    partial = [u.name for u in _partial(combat, _assigned(question))]
    if len(partial) > 1:
        return failed(
            f"{has}: lethal damage in full on one unit still comes before any on the next, and "
            f"{listing(partial)} are each left short of it.",
            tuple(partial),
        )
    return held(f"{has}: each unit still gets lethal damage in full before the next.")


@predicate
def combat_damage_no_excess(state: GameState, question: Question) -> Check:
    """A unit can't be assigned more damage than is lethal for it unless every other unit
    already has lethal damage assigned."""
    combat = _asked(state, question)
    if combat is None or not isinstance(question, DamageAssignment):
        return SKIP
    assign = _assigned(question)
    over = [u for u in combat.targets if assign.get(u.name, 0) > lethal_amount(combat, u)]
    short = [u for u in combat.targets if assign.get(u.name, 0) < lethal_amount(combat, u)]
    if over and short:
        return failed(
            f"{listing([_over(combat, u, assign) for u in over])} "
            f"{'is' if len(over) == 1 else 'are'} given more than lethal damage while "
            f"{listing([u.name for u in short])} still "
            f"{'lacks' if len(short) == 1 else 'lack'} lethal damage.",
            tuple(u.name for u in over),
        )
    return held("No unit is given more than lethal damage while another still lacks it.")


def _choices(combat: Combat, assign: dict[str, int]) -> dict[str, str]:
    """For each unit with both Tank and Backline, which of the two the assigning player
    applies: one that lets both orders hold, if there is one."""
    both = [u for u in combat.targets if {"Tank", "Backline"} <= u.keywords]
    first: dict[str, str] = {}
    for picks in product(("Tank", "Backline"), repeat=len(both)):
        chosen = {u.name: pick for u, pick in zip(both, picks, strict=True)}
        first = first or chosen
        if _order_problem(combat, assign, chosen, "Tank") is None and (
            _order_problem(combat, assign, chosen, "Backline") is None
        ):
            return chosen
    return first


def _has(unit: Unit, keyword: str, chosen: dict[str, str]) -> bool:
    if unit.name in chosen:
        return chosen[unit.name] == keyword
    return keyword in unit.keywords


def _order_problem(
    combat: Combat, assign: dict[str, int], chosen: dict[str, str], keyword: str
) -> str | None:
    """Why Tank (first) or Backline (last) is not obeyed, or None."""
    marked = [u for u in combat.targets if _has(u, keyword, chosen)]
    rest = [u for u in combat.targets if not _has(u, keyword, chosen)]
    if not marked or not rest:
        return None
    if keyword == "Tank":
        early, late = marked, rest
    else:
        early, late = rest, marked
    reached = [u.name for u in late if assign.get(u.name, 0)]
    if not reached or _lethal_all(combat, early, assign):
        return None
    lacking = listing([u.name for u in early if assign.get(u.name, 0) < lethal_amount(combat, u)])
    if keyword == "Tank":
        return (
            f"{lacking} (Tank) must be given lethal damage before any goes to {listing(reached)}."
        )
    return (
        f"{listing(reached)} (Backline) can be given damage only once {lacking} "
        "(without Backline) has lethal damage."
    )


def _keyword_order(state: GameState, question: Question, keyword: str) -> Check:
    combat = _asked(state, question)
    if combat is None or not isinstance(question, DamageAssignment):
        return SKIP
    if not any(keyword in u.keywords for u in combat.targets):
        return SKIP
    assign = _assigned(question)
    chosen = _choices(combat, assign)
    problem = _order_problem(combat, assign, chosen, keyword)
    if problem:
        return failed(problem)
    order = "first" if keyword == "Tank" else "last"
    marked = [u.name for u in combat.targets if _has(u, keyword, chosen)]
    if not marked:
        return SKIP
    return held(
        f"{listing(marked)} ({keyword}) {'is' if len(marked) == 1 else 'are'} assigned damage "
        f"{order}, "
        "as required.",
        tuple(marked),
        notable=True,
    )


@predicate
def keyword_tank(state: GameState, question: Question) -> Check:
    """Tank: the unit must be assigned lethal damage before any other unit of its controller
    without Tank; with several Tank units, any of them may come first."""
    return _keyword_order(state, question, "Tank")


@predicate
def keyword_backline(state: GameState, question: Question) -> Check:
    """Backline: the unit must be assigned lethal damage after every other unit of its
    controller without Backline; with several, any of them may come first among them."""
    return _keyword_order(state, question, "Backline")


@predicate
def combat_damage_exclusive_choice(state: GameState, question: Question) -> Check:
    """A unit whose abilities demand exclusive orders (Tank and Backline) has only one of
    them applied, the assigning player's choice."""
    combat = _asked(state, question)
    if combat is None or not isinstance(question, DamageAssignment):
        return SKIP
    both = [u.name for u in combat.targets if {"Tank", "Backline"} <= u.keywords]
    if not both:
        return SKIP
    assign = _assigned(question)
    chosen = _choices(combat, assign)
    has = f"{listing(both)} {'has' if len(both) == 1 else 'have'} both Tank and Backline"
    if any(_order_problem(combat, assign, chosen, k) for k in ("Tank", "Backline")):
        return failed(
            f"{has}: {says(combat.by, 'chooses', 'choose')} one of them to apply, first or "
            "last, and this assignment obeys neither.",
            tuple(both),
        )
    picks = listing([f"{chosen[name]} for {name}" for name in both])
    return held(
        f"{has}: {says(combat.by, 'applies', 'apply')} one of them ({picks}).",
        tuple(both),
        notable=True,
    )


def assignment_problem(combat: Combat, assign: dict[str, int]) -> bool:
    """Whether ``assign`` breaks any rule of how combat damage is assigned."""
    if sum(assign.values()) != total_damage(combat):
        return True
    names = {u.name for u in combat.targets}
    if any(amount and name not in names for name, amount in assign.items()):
        return True
    if len(_partial(combat, assign)) > 1:
        return True
    lethal = _lethal_all(combat, combat.targets, assign)
    if not lethal and any(assign.get(u.name, 0) > lethal_amount(combat, u) for u in combat.targets):
        return True
    chosen = _choices(combat, assign)
    return any(_order_problem(combat, assign, chosen, k) for k in ("Tank", "Backline"))


def legal_assignments(combat: Combat) -> list[dict[str, int]] | None:
    """Every legal way to assign the side's damage among the other side's units (None: too
    many to list)."""
    total = total_damage(combat)
    units = combat.targets
    if not units:
        return [{}] if total == 0 else []
    found: list[dict[str, int]] = []
    for seen, amounts in enumerate(_splits(total, len(units)), start=1):
        if seen > MAX_ASSIGNMENTS * 10:
            return None
        assign = {u.name: a for u, a in zip(units, amounts, strict=True) if a}
        if not assignment_problem(combat, assign):
            found.append(assign)
            if len(found) > MAX_ASSIGNMENTS:
                return None
    return found


def _splits(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _splits(total - first, parts - 1):
            yield (first, *rest)


# --- the damage dealt ------------------------------------------------------------------------


def _spelled(assign: dict[str, int]) -> str:
    return ", ".join(f"{amount} to {name}" for name, amount in assign.items()) or "nothing"


@step
def combat_damage_dealt(state: GameState, doing: Doing) -> Stepped:
    """If both attacking and defending units remain at the battlefield, each side's damage
    is assigned (the attacker first), then all of it is dealt at once: each unit is dealt
    the damage assigned to it, its source the units of the other side."""
    from judge.engine.actions import CombatDamage

    action = doing.action
    field = state.battlefield(state.combat or "")
    if field is None or not isinstance(action, CombatDamage):
        return unchanged(state)
    attacker, defender = combat_sides(state, field)
    if attacker is None or defender is None:
        text = f"Who attacks and who defends at {field.name} is not established."
        return unchanged(state, Event(text, "unmodelled"))
    present = state.players_at(field.place)
    if attacker not in present or defender not in present:
        left = "Only one side has" if present & {attacker, defender} else "Neither side has"
        text = f"{left} units left at {field.name}: no combat damage is assigned or dealt."
        return unchanged(
            state, Event(text, "damaged", (field.name,), happened=False, at=field.name)
        )
    given = dict(action.assign)
    dealt: dict[str, int] = {}
    source: dict[str, str] = {}  # each unit assigned damage: the side whose units deal it
    marker: dict[str, str] = {}
    altered: set[str] = set()  # assigned as any amount of the assigning player's damage is lethal
    # each unit assigned damage: the units that are its source, with their controllers
    # (kill.attributed_in_combat_cleanup)
    dealers: dict[str, tuple[CombatSource, ...]] = {}
    boosted: dict[str, str] = {}  # each unit assigned damage: the Assault or Shield in it
    idle: list[Event] = []
    for by in (attacker, defender):
        combat = combat_for(state, by)
        if combat is None:  # both are combatants with units here: a Might is not settled
            text = f"The Might of a unit at {field.name} is not settled" + (
                f": the text of {listing(list(state.might_texts))} changes Might, not modelled yet."
                if state.might_texts
                else "."
            )
            return unchanged(state, Event(text, "unmodelled"))
        idle += _stunned_idle(combat)
        names = {u.name for u in combat.targets}
        guarded = [d.card for name in names for d in guarding(state, name, doing.version)]
        if guarded and len(names) > 1:
            text = (
                f"How {listing(guarded)} changes what damage is lethal among "
                f"{listing(sorted(names))}, and so how {combat.by} may assign it, is not modelled."
            )
            return unchanged(state, Event(text, "unmodelled", tuple(guarded)))
        mine = {name: amount for name, amount in given.items() if name in names}
        if not mine:
            choice = _only_choice(combat)
            if isinstance(choice, str):
                return unchanged(state, Event(choice, "unmodelled"))
            mine = choice
        dealt.update(mine)
        # the player responsible for the deal, whose damage it is: its source units' controller
        marker.update(dict.fromkeys(mine, combat.by))
        source.update(dict.fromkeys(mine, f"{combat.role}'s units"))
        sources = tuple(CombatSource(u.name, u.controller) for u in combat.own)
        dealers.update(dict.fromkeys(mine, sources))
        boosted.update(dict.fromkeys(mine, _dealt_with_bonus(combat)))
        altered.update(name for name in mine if name in combat.any_amount)
    state, dealt, said = _prevented(state, dealt, doing.version)
    if any(e.kind == "unmodelled" for e in said):
        return unchanged(state, *said)
    units = tuple(
        replace(
            u.marked(dealt[u.name], marker[u.name]),
            combat_dealt_by=(*u.combat_dealt_by, *dealers.get(u.name, ())),
        )
        if dealt.get(u.name)
        else u
        for u in state.units
    )
    events = [
        Event(
            f"{name} is dealt {amount} damage, its source the {source[name]}.",
            "damaged",
            (name,),
            at=field.name,
            led_by=((boosted[name],) if boosted.get(name) else ())
            + ((ANY_AMOUNT,) if name in altered else ()),
        )
        for name, amount in dealt.items()
        if amount
    ]
    if not events and not said:
        events.append(Event("No combat damage is dealt.", "damaged", happened=False, at=field.name))
    return Stepped(replace(state, units=units), (*idle, *said, *events))


def _dealt_with_bonus(combat: Combat) -> str:
    """The fact of the Assault or Shield that adds to the Might of a unit of the side
    dealing this damage (a stunned unit deals none), "" when none does."""
    for unit in combat.own:
        if not unit.stunned and (fact := combat_bonus_fact(unit)):
            return fact
    return ""


def _prevented(
    state: GameState, dealt: dict[str, int], version: str
) -> tuple[GameState, dict[str, int], list[Event]]:
    """The damage assigned, each unit's less what its prevention stops: the damage dealt as
    a result of the assignment is affected by the prevention (the assignment is not)."""
    left = dict(dealt)
    said: list[Event] = []
    for name, amount in dealt.items():
        if not amount or not guarding(state, name, version):
            continue
        prevented = prevent_damage(state, name, amount, version)
        state = prevented.state
        said += [replace(e, fact=PREVENT) for e in prevented.events]
        left[name] = prevented.left or 0
    return state, left, said


def _stunned_idle(combat: Combat) -> list[Event]:
    """What the side's stunned units leave out of its combat damage, said of the units it is
    dealt to."""
    stunned = [u.name for u in combat.own if u.stunned]
    if not stunned:
        return []
    verb, adds = ("is", "contributes") if len(stunned) == 1 else ("are", "contribute")
    text = (
        f"{listing(stunned)} {verb} stunned and {adds} no Might to combat damage: "
        f"{says(combat.by, 'assigns', 'assign')} {total_damage(combat)} damage."
    )
    targets = tuple(u.name for u in combat.targets)
    event = Event(text, "damaged", targets, happened=False, at=combat.field.name)
    return [replace(event, fact="stun.no_combat_damage")]


def _only_choice(combat: Combat) -> dict[str, int] | str:
    """The one legal assignment of the side's damage, or why the player's choice decides."""
    legal = legal_assignments(combat)
    total = total_damage(combat)
    if legal and len(legal) == 1:
        return legal[0]
    if legal is None or not legal:
        return f"How {combat.by} assigns {total} damage is not worked out here; say it with assign."
    ways = "; or ".join(_spelled(a) for a in legal[:4]) + ("; ..." if len(legal) > 4 else "")
    return (
        f"{says(combat.by, 'chooses', 'choose').capitalize()} how to assign {total} damage among "
        f"{listing([u.name for u in combat.targets])}: {ways}. The outcome depends on that "
        "choice; say it with assign."
    )
