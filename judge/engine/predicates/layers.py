"""Layers: what each rule of the layers did to the Might of the unit asked about, and the
Might it ends with (rules_data/facts/layers.yaml).

The arithmetic is ``judge/engine/layering.py``; each predicate here says in words which
steps its rule took for this unit, or is not applicable when the rule did nothing.
"""

from __future__ import annotations

from judge.engine import layering
from judge.engine.actions import GameAction
from judge.engine.predicates import (
    FAILED,
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    answers_query,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.questions import MightQuery, Question
from judge.engine.state import GameState, Unit
from judge.records import replace


def asked(situation: GameState, question: Question) -> Unit | None:
    """The unit whose Might is asked, when the question is about Might."""
    return situation.unit(question.unit) if isinstance(question, MightQuery) else None


def results(situation: GameState, question: Question) -> tuple[layering.Result, ...]:
    unit = asked(situation, question)
    if unit is None or unit.might is None:
        return ()
    return layering.results(unit, situation.gear)


def _said(situation: GameState, question: Question, fact: str) -> Check:
    """The steps that rest on ``fact`` (in the first order tried), or not applicable."""
    found = results(situation, question)
    if found and all(fact not in r.cites for r in found) and fact in found[0].misses:
        return _missed(fact, question)
    if not found or all(fact not in r.cites for r in found):
        return SKIP
    first = next(r for r in found if fact in r.cites)
    steps = [s.words for s in first.steps if s.fact == fact]
    if len(found) > 1:  # the amounts of one order would mislead: say where each applies
        sources = list(dict.fromkeys(s.source for s in first.steps if s.fact == fact))
        verb = "applies" if len(sources) == 1 else "apply"
        steps = [f"{_listed(sources)} {verb} in the {_layer(first, fact)} layer"] if sources else []
    unit = question.unit if isinstance(question, MightQuery) else ""
    # The steps are said in order by the total (layers.mechanism); a rule that only ordered
    # them is worth saying in the answer too.
    return held("; ".join(steps) or _in_words(fact, found), (unit,), notable=not steps)


MISSED = {
    layering.ABILITIES: "it is never Mighty, so what it would have while Mighty never applies",
    layering.REAPPLIED: "it is Mighty the first time the Ability-Altering layer is applied, "
    "so applying the layers again makes no further effect apply",
    layering.NEGATIVE: "no increase here is by a negative amount",
    layering.DOUBLE: "its Might is negative when it is doubled, and an increase can't be by a "
    "negative amount: doubling does not increase it by its current Might",
    layering.SNAPSHOT: "its limit comes from a passive ability, so it is not snapshotted",
    layering.PASSIVE: "its limited effect does not come from a passive ability",
    layering.DEPENDENCY: "each alters the other's outcome, so neither depends on the other",
    layering.NO_DEPENDENCY: "one alters the other's outcome and not the reverse: a dependency",
    layering.TIMESTAMPS: "a dependency, not timestamps, decides their order",
    layering.ASSIGNMENT: "nothing makes its Might a number: an effect that increases it to a "
    "number is arithmetic, applied in the Arithmetic layer",
    layering.ARITHMETIC_FACT: "nothing increases or decreases its Might: it is only made a "
    "number, in the Trait-Altering layer",
    layering.INCREASES_FIRST: "its arithmetic effects are all of one kind (all increases or "
    "all decreases), so applying increases before decreases orders none of them",
}


def _missed(fact: str, question: Question) -> Check:
    """A rule looked at that did not apply to this unit, and why."""
    unit = question.unit if isinstance(question, MightQuery) else ""
    return Check(FAILED, MISSED[fact], (unit,))


def _layer(result: layering.Result, fact: str) -> str:
    return next(s.layer for s in result.steps if s.fact == fact)


def _in_words(fact: str, found: tuple[layering.Result, ...]) -> str:
    """What a rule that took no step of its own did: it ordered others."""
    names = list(dict.fromkeys(name for r in found for name in r.order))
    listed = ", ".join(names)
    return {
        layering.INCREASES_FIRST: "the increases are applied before the decreases",
        layering.DEPENDENCY: f"among {listed}, an effect whose outcome another alters is "
        "applied right after it",
        layering.NO_DEPENDENCY: f"among {listed}, each alters the other's outcome, so no "
        "dependency is established",
        layering.TIMESTAMPS: f"{listed} apply in the order they began applying",
        layering.SNAPSHOT: "a limited effect is worked out when it begins applying",
        layering.PASSIVE: "a passive ability's limit is worked out anew each time",
        layering.REAPPLIED: "the layers are applied again until nothing changes",
        layering.MIGHTY_FACT: "Mighty means a Might of 5 or more",
        layering.DOUBLE: "doubling increases the Might by its current amount as the double is "
        "performed, an amount kept for the effect's duration",
    }.get(fact, "")


def _final(result: layering.Result) -> str:
    words = f"{result.might} Might"
    if result.keywords:
        words += f" with {_listed(list(result.keywords))}"
    return words


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


@predicate
def layers_mechanism(situation: GameState, question: Question) -> Check:
    """Layers are how game effects alter a unit's Might: the unit's Might is what the layers
    leave after applying the effects on it; a unit no effect is on has nothing for them to
    apply."""
    unit = asked(situation, question)
    found = results(situation, question)
    if unit is None or not found or not isinstance(question, MightQuery):
        return SKIP
    if not layering.effects_of(unit, situation.gear):
        said = f"no effect alters {unit.name}'s Might, so the layers have nothing to apply"
        return Check(FAILED, said, (unit.name,))
    if len(found) == 1:
        final = _final(found[0])
        steps = "; ".join(s.words for s in found[0].steps)
        said = f"{unit.name} has {final} ({unit.might} before its effects: {steps})"
        return held(said, (unit.name,), _yes_no(question, found) or final)
    branches = "; ".join(
        f"{_final(r)} if they began applying in the order {', '.join(r.order)}" for r in found
    )
    said = (
        f"{unit.name}'s Might turns on the order its effects began applying in (their "
        f"timestamps), which is not given: {branches}"
    )
    return held(said, (unit.name,), _yes_no(question, found) or "depends")


@predicate
def layers_order(situation: GameState, question: Question) -> Check:
    """Layers are applied in order: trait-altering effects, then ability-altering effects,
    then arithmetic, whichever effect began applying first; effects all in one layer are not
    ordered by it."""
    unit = asked(situation, question)
    if unit is None or not isinstance(question, MightQuery):
        return SKIP
    effects = layering.effects_of(unit, situation.gear)
    if not effects:
        return SKIP
    layers = layering.layers_of(effects)
    if len(layers) == 1:
        said = (
            f"its effects are all in the {layers[0]} layer, so the order of the layers orders "
            "none of them"
        )
        return Check(FAILED, said, (unit.name,))
    said = (
        f"the {layers[0]} layer applies before the {layers[1]} layer"
        if len(layers) == 2
        else f"the {_listed(list(layers))} layers apply in that order"
    ) + ", whatever order their effects began applying in"
    # Worth saying when an effect in an earlier layer began applying after one in a later
    # layer: the layers, not the timestamps, put it first.
    return held(said, (unit.name,), notable=layering.layer_before_timestamp(effects))


@predicate
def layers_current_might(situation: GameState, question: Question) -> Check:
    """A unit on the board is evaluated by its current Might: with no effect on it, its
    printed Might."""
    unit = asked(situation, question)
    found = results(situation, question)
    if unit is None or not found or not isinstance(question, MightQuery):
        return SKIP
    if layering.effects_of(unit, situation.gear):
        return SKIP  # the layers give its current Might (layers.mechanism)
    said = f"{unit.name} has {unit.might} Might: nothing changes its printed Might"
    return held(said, (unit.name,), _yes_no(question, found) or _final(found[0]))


@predicate
def might_printed_off_board(situation: GameState, question: Question) -> Check:
    """A unit card in a zone off the board is evaluated by its printed Might (Mighty if that
    is 5 or more), whatever effects raised or lowered its Might while it was on the board;
    on the board, those effects count."""
    if not isinstance(question, MightQuery):
        return SKIP
    unit = situation.unit(question.unit)
    if unit is not None:
        if unit.might is None or not layering.effects_of(unit, situation.gear):
            return SKIP
        said = f"{unit.name} is on the board: the effects on it count, not its printed Might alone"
        return Check(FAILED, said, (unit.name,))
    card = next((c for c in situation.cards if c.name == question.unit and c.type == "unit"), None)
    if card is None or card.might is None:
        return SKIP
    mighty = card.might >= layering.MIGHTY
    value = (
        ("yes" if question.met_by(card.might, mighty) else "no")
        if question.compares()
        else f"{card.might} Might"
    )
    where = "banishment" if card.zone == "banishment" else f"the {card.zone}"
    said = (
        f"{card.name} is in {where}, off the board: it is evaluated by its printed "
        f"Might, {card.might}, so it is {'' if mighty else 'not '}Mighty"
    )
    return held(said, (card.name,), value, notable=True)


def _yes_no(question: MightQuery, found: tuple[layering.Result, ...]) -> str:
    """yes or no when every order agrees on the comparison asked; "depends" when not."""
    if not question.compares():
        return ""
    answers = {question.met_by(r.might, r.mighty) for r in found}
    return ("yes" if answers == {True} else "no") if len(answers) == 1 else "depends"


@predicate
def layers_reapplied(situation: GameState, question: Question) -> Check:
    """The layers are applied again until a pass changes nothing; each effect is applied
    once, and removed (its condition no longer met) once."""
    return _said(situation, question, layering.REAPPLIED)


@predicate
def layers_might_assignment(situation: GameState, question: Question) -> Check:
    """An effect that makes a unit's Might a number sets it in the trait-altering layer."""
    return _said(situation, question, layering.ASSIGNMENT)


@predicate
def layers_ability_grant(situation: GameState, question: Question) -> Check:
    """Keywords granted while a condition holds apply in the ability-altering layer."""
    return _said(situation, question, layering.ABILITIES)


@predicate
def layers_arithmetic(situation: GameState, question: Question) -> Check:
    """Increases and decreases of Might apply in the arithmetic layer."""
    return _said(situation, question, layering.ARITHMETIC_FACT)


@predicate
def layers_increases_first(situation: GameState, question: Question) -> Check:
    """In the arithmetic layer, increases are applied before decreases."""
    return _said(situation, question, layering.INCREASES_FIRST)


@predicate
def layers_snapshot(situation: GameState, question: Question) -> Check:
    """A limited arithmetic effect not from a passive ability is worked out when it begins
    applying and keeps that amount."""
    return _said(situation, question, layering.SNAPSHOT)


@predicate
def layers_passive_not_snapshotted(situation: GameState, question: Question) -> Check:
    """A passive ability's limited arithmetic effect is not snapshotted."""
    return _said(situation, question, layering.PASSIVE)


@predicate
def layers_no_negative_increase(situation: GameState, question: Question) -> Check:
    """An increase by a negative amount is an increase by 0."""
    found = results(situation, question)
    if not any(layering.NEGATIVE in r.cites for r in found):
        return (
            _missed(layering.NEGATIVE, question)
            if found and layering.NEGATIVE in found[0].misses
            else SKIP
        )
    unit = question.unit if isinstance(question, MightQuery) else ""
    return held("an increase by a negative amount is an increase by 0", (unit,), notable=True)


@predicate
def layers_double(situation: GameState, question: Question) -> Check:
    """Doubling increases the Might by its current amount, once, as the double is performed:
    an effect that keeps that amount for its duration."""
    return _said(situation, question, layering.DOUBLE)


@predicate
def layers_attached_bonus(situation: GameState, question: Question) -> Check:
    """An attached card's Might bonus applies in the arithmetic layer; a card not attached to
    the unit gives it none."""
    unit = asked(situation, question)
    apart = [
        g.name for g in situation.gear if g.might_bonus and unit and g.attached_to != unit.name
    ]
    checked = _said(situation, question, layering.ATTACHED_FACT)
    if checked.status == SKIP.status and apart and unit is not None:
        said = f"{_listed(apart)} {'is' if len(apart) == 1 else 'are'} not attached to {unit.name}"
        return Check(
            FAILED, f"{said}, so its Might bonus does not apply", (unit.name,), notable=True
        )
    return checked


@predicate
def layers_buff_might(situation: GameState, question: Question) -> Check:
    """Each Buff counter on a unit contributes +1 Might, to that unit: a buff on another unit
    gives it none."""
    unit = asked(situation, question)
    elsewhere = [u.name for u in situation.units if u.buffs and unit and u.name != unit.name]
    checked = _said(situation, question, layering.BUFF_FACT)
    if checked.status == SKIP.status and elsewhere and unit is not None and not unit.buffs:
        said = f"{unit.name} has no buff; the {'buff is' if len(elsewhere) == 1 else 'buffs are'}"
        return Check(
            FAILED,
            f"{said} on {_listed(elsewhere)}, and contributes Might only to the unit it is on",
            (unit.name,),
            notable=True,
        )
    return checked


@predicate
def layers_dependency(situation: GameState, question: Question) -> Check:
    """An effect whose outcome another alters, and not the reverse, depends on it and is
    applied right after it."""
    return _said(situation, question, layering.DEPENDENCY)


@predicate
def layers_no_dependency(situation: GameState, question: Question) -> Check:
    """When each of two effects alters the other's outcome, no dependency is established."""
    return _said(situation, question, layering.NO_DEPENDENCY)


@predicate
def layers_timestamps(situation: GameState, question: Question) -> Check:
    """Without a dependency, effects in one layer apply in timestamp order, earliest first."""
    found = results(situation, question)
    if len(found) > 1:
        unit = question.unit if isinstance(question, MightQuery) else ""
        return held(
            "without a dependency, the order they began applying in decides, and it is not given",
            (unit,),
            notable=True,
        )
    return _said(situation, question, layering.TIMESTAMPS)


@predicate
def layers_mighty(situation: GameState, question: Question) -> Check:
    """A unit is Mighty while its Might is 5 or more."""
    found = results(situation, question)
    if not found or not isinstance(question, MightQuery):
        return SKIP
    if question.mighty is None and all(layering.MIGHTY_FACT not in r.cites for r in found):
        return SKIP
    states = sorted({r.mighty for r in found})
    if len(states) > 1:
        said = "whether it is Mighty (5 Might or more) turns on that order"
        return held(said, (question.unit,), notable=True)
    if not states[0]:
        said = f"it is not Mighty: it has {found[0].might} Might, less than 5"
        return Check(FAILED, said, (question.unit,), notable=True)
    said = f"it is Mighty: it has {found[0].might} Might, 5 or more"
    return held(said, (question.unit,), notable=True)


# --- becoming Mighty -----------------------------------------------------------------------

BECOMES_MIGHTY = "becomes mighty"


def _mighty_now(unit: Unit, state: GameState) -> tuple[bool, int] | None:
    """Whether the unit is Mighty, and its Might, when every order of its effects agrees."""
    found = layering.results(unit, state.gear)
    if not found or any(r.unclear for r in found) or len({r.might for r in found}) > 1:
        return None
    return found[0].mighty, found[0].might


@step
def mighty_becomes(state: GameState, doing: Doing) -> Stepped:
    """A unit becomes Mighty at the moment its Might changes from less than 5 to 5 or
    more: given Might that takes it there, it becomes Mighty; already Mighty, or still
    under 5, it does not."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action != "give":
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        unit = state.unit(name)
        if unit is None or unit.might is None or not unit.might_effects:
            continue  # a unit whose Might the situation does not give is not judged
        # The effect just given is the last on the unit (carry_out.give_might adds it).
        before = replace(unit, might_effects=unit.might_effects[:-1])
        was, now = _mighty_now(before, state), _mighty_now(unit, state)
        if was is None or now is None:
            text = f"{name}'s Might is not settled here, so whether it becomes Mighty is not known."
            events.append(Event(text, UNMODELLED, (name,)))
        elif now[0] and not was[0]:
            text = f"{name} becomes Mighty: its Might goes from {was[1]} to {now[1]}, 5 or more."
            events.append(Event(text, BECOMES_MIGHTY, (name,)))
        else:
            why = (
                f"it was Mighty already ({was[1]} Might, now {now[1]})"
                if was[0]
                else f"its Might goes from {was[1]} to {now[1]}, still less than 5"
            )
            text = f"{name} does not become Mighty: {why}."
            events.append(Event(text, BECOMES_MIGHTY, (name,), happened=False))
    return unchanged(state, *events)


@answers_query("keyword_rule", "copy_keeps_granted")
def copy_granted_keyword_kept() -> None:
    """A unit that becomes a copy of another keeps a keyword a spell or another card's
    ability gave it while that grant still applies to it: the copy is applied in the first
    layer, the keyword is granted in the second, after it, and a grant to the units a
    passive picks by a trait the copy changes is checked again against the copied traits.
    Only a grant from outside the unit is judged: a keyword printed in, or given by a
    passive of, the unit's own rules text goes with that text in the first layer."""
