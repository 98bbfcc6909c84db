"""Special terms of card text (739-740): whether "alone", "one on one" and "in combat"
describe a unit in the situation.

Each term is a check on the board: the unit's friendly units at its location (its
controller's and, in 2v2, their teammate's), the enemy units there, and the combat in
progress with the designations it gives.
"""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import listing, possessive
from judge.engine.predicates.cleanup import combat_sides
from judge.engine.questions import Question, UnitTerm
from judge.engine.state import GameState, Unit


def _asked(situation: GameState, question: Question, term: str) -> Unit | None:
    """The unit the question asks about, when it asks whether ``term`` describes it."""
    if not isinstance(question, UnitTerm) or question.term != term:
        return None
    return situation.unit(question.unit)


def _friendly(situation: GameState, unit: Unit, other: Unit) -> bool:
    """Two units are friendly when they share a controller or their controllers are
    teammates."""
    return other.controller == unit.controller or other.controller in situation.teammates(
        unit.controller
    )


def _others_there(situation: GameState, unit: Unit, friendly: bool) -> list[str]:
    """The other friendly (or enemy) units at the unit's location."""
    return [
        other.name
        for other in situation.units_at(unit.at)
        if other.name != unit.name and _friendly(situation, unit, other) == friendly
    ]


def _where(unit: Unit) -> str:
    return unit.at.label()


@predicate
def term_alone(situation: GameState, question: Question) -> Check:
    """A unit is alone when there are no other friendly units (its controller's or a
    teammate's) at the same location."""
    unit = _asked(situation, question, "alone")
    if unit is None:
        return SKIP
    friends = _others_there(situation, unit, friendly=True)
    if friends:
        return failed(
            f"{unit.name} is not alone: {listing(friends)}, friendly to it, "
            f"{'is' if len(friends) == 1 else 'are'} also at {_where(unit)}.",
            subjects=(unit.name,),
        )
    return held(f"No other friendly unit is at {_where(unit)}: {unit.name} is alone.")


@predicate
def term_one_on_one(situation: GameState, question: Question) -> Check:
    """A unit is one on one when it and the enemy unit at the same location are both
    alone (one enemy unit there, with no unit friendly to it: in 2v2 the opponents'
    units are friendly to each other). Where units of opponents who are not teammates
    (free-for-all) are there, which is "the enemy unit" is not said: no answer."""
    unit = _asked(situation, question, "one_on_one")
    if unit is None:
        return SKIP
    friends = _others_there(situation, unit, friendly=True)
    enemies = [situation.unit(name) for name in _others_there(situation, unit, friendly=False)]
    if friends:
        return failed(
            f"{unit.name} is not alone at {_where(unit)} ({listing(friends)} with it), so it "
            "is not one on one.",
            subjects=(unit.name,),
        )
    if not enemies:
        return failed(
            f"No enemy unit is at {_where(unit)}: {unit.name} is not one on one.",
            subjects=(unit.name,),
        )
    foes = [enemy for enemy in enemies if enemy is not None]
    first, *rest = foes
    if any(not _friendly(situation, first, other) for other in rest):
        # free-for-all: units of opponents who are not teammates, each maybe alone; which
        # is "the enemy unit" is not said
        return SKIP
    if rest:
        return failed(
            f"The enemy units at {_where(unit)} ({listing([e.name for e in foes])}) are "
            f"friendly to each other, so none is alone and {unit.name} is not one on one.",
            subjects=(unit.name,),
        )
    (foe,) = foes
    return held(
        f"{unit.name} and {foe.name}, the one enemy unit at {_where(unit)}, are both alone: "
        "they are one on one."
    )


def combat_status(situation: GameState, unit: Unit) -> tuple[bool, str]:
    """Whether ``unit`` is in combat (it occupies a battlefield where a combat is ongoing
    and has a combat designation, attacker or defender), and why."""
    field = situation.battlefield(situation.combat or "")
    if field is None:
        return False, f"No combat is ongoing: {unit.name} is not in combat."
    if unit.at != field.place:
        return False, f"{unit.name} is at {_where(unit)}, not at {field.name}, where the combat is."
    sides = dict(zip(combat_sides(situation, field), ("attacker", "defender"), strict=True))
    designation = unit.designation or sides.get(unit.controller)
    if designation is None:
        return False, (
            f"{unit.name} is at {field.name}, where the combat is, but has no combat "
            f"designation: {possessive(unit.controller)} units are neither attacking nor "
            "defending there."
        )
    return True, f"{unit.name} is at {field.name}, where a combat is ongoing, as {designation}."


@predicate
def term_in_combat(situation: GameState, question: Question) -> Check:
    """A unit is in combat when it occupies a battlefield where a combat is ongoing and it
    has a combat designation (attacker or defender)."""
    unit = _asked(situation, question, "in_combat")
    if unit is None:
        return SKIP
    is_in, why = combat_status(situation, unit)
    return held(why) if is_in else failed(why, (unit.name,))


@predicate
def term_equipped(situation: GameState, question: Question) -> Check:
    """A unit is Equipped as long as one or more of the cards attached to it are Equipment
    (gear with Equip), whoever controls them; whether an attached gear has Equip is seen
    although its rules text is inactive while it is attached."""
    unit = _asked(situation, question, "equipped")
    if unit is None:
        return SKIP
    attached = [g for g in situation.gear if g.attached_to == unit.name]
    equipment = [g.name for g in attached if "Equip" in g.keywords]
    if equipment:
        verb = "is" if len(equipment) == 1 else "are"
        return held(
            f"{listing(equipment)}, with Equip, {verb} attached to {unit.name}: it is Equipped."
        )
    if attached:
        names = [g.name for g in attached]
        verb = "is" if len(names) == 1 else "are"
        return failed(
            f"{listing(names)} {verb} attached to {unit.name} but without Equip, so not "
            f"Equipment: {unit.name} is not Equipped.",
            subjects=(unit.name,),
        )
    return failed(f"No gear is attached to {unit.name}: it is not Equipped.", (unit.name,))
