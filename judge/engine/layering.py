"""The layers: a unit's Might from its printed Might and the effects applying to it.

Pure functions over a ``Unit`` and the gear attached to it; the facts in
``rules_data/facts/layers.yaml`` (carried out by ``judge/engine/predicates/layers.py``) say
which rule each part rests on, and the ids they are known by are the names used here.

The layers are applied in order (trait-altering, ability-altering, arithmetic) and again
until a pass changes nothing, each effect applied once. Within the arithmetic layer
increases come before decreases; within either, an effect whose outcome the other alters
(and not the reverse) depends on it and is applied after it; otherwise timestamps decide.
An effect that snapshots (a limited one not from a passive ability, a "double") is worked
out once, against the Might the unit had when it began applying, and then stays that
amount. When the effects' timestamps are not all given, every order in which they could
have begun applying is tried and the distinct results are kept, each with its order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, permutations

from judge.engine.state import GameState, Gear, MightEffect, Unit
from judge.records import replace

TRAIT, ABILITY, ARITHMETIC = "trait-altering", "ability-altering", "arithmetic"
LAYER_OF = {
    "set": TRAIT,
    "keywords_while_mighty": ABILITY,
    "add": ARITHMETIC,
    "increase_to": ARITHMETIC,
    "double": ARITHMETIC,
}
MIGHTY = 5  # a unit is Mighty while its Might is this or more
MAX_EFFECTS = 6  # every order of this many is tried (720)
BUFF = "buff"
ATTACHED = "attached"
# A unit's Assault while it is an attacker, its Shield while it is a defender: each is
# short for "While I am an attacker (a defender), I have +X Might", a passive ability.
COMBAT_BONUS = {"attacker": "Assault", "defender": "Shield"}

# The ids of the facts a result can rest on (rules_data/facts/layers.yaml).
ORDER = "layers.order"
ASSIGNMENT = "layers.might_assignment"
ABILITIES = "layers.ability_grant"
REAPPLIED = "layers.reapplied"
ARITHMETIC_FACT = "layers.arithmetic"
INCREASES_FIRST = "layers.increases_first"
SNAPSHOT = "layers.snapshot"
PASSIVE = "layers.passive_not_snapshotted"
NEGATIVE = "layers.no_negative_increase"
DOUBLE = "layers.double"
ATTACHED_FACT = "layers.attached_bonus"
BUFF_FACT = "layers.buff_might"
DEPENDENCY = "layers.dependency"
NO_DEPENDENCY = "layers.no_dependency"
TIMESTAMPS = "layers.timestamps"
MIGHTY_FACT = "layers.mighty"
# The fact behind each effect the engine adds itself (by its origin).
ORIGIN_FACT = {
    BUFF: BUFF_FACT,
    ATTACHED: ATTACHED_FACT,
    "Assault": "keyword.assault",
    "Shield": "keyword.shield",
}


@dataclass(frozen=True)
class Step:
    """One effect applied (or a granted ability removed): its layer, what it did in words,
    the Might after it, and the fact it rests on."""

    layer: str
    words: str
    might: int
    fact: str
    source: str = ""


@dataclass(frozen=True)
class Result:
    """The unit's final Might and keywords for one order in which the effects began
    applying; ``cites`` the facts the steps rest on, ``relies`` the version-dependent ones
    without which the result would be different."""

    might: int
    keywords: tuple[str, ...]
    steps: tuple[Step, ...]
    order: tuple[str, ...]
    cites: frozenset[str]
    relies: frozenset[str]
    amounts: dict[int, tuple[int, frozenset[str]]] = field(default_factory=dict, compare=False)
    unclear: str = ""  # why the rules leave this result open
    misses: frozenset[str] = frozenset()  # facts looked at that did not apply here

    @property
    def mighty(self) -> bool:
        return self.might >= MIGHTY

    @property
    def key(self) -> tuple[int, tuple[str, ...]]:
        return self.might, self.keywords


def effects_of(unit: Unit, gear: tuple[Gear, ...]) -> tuple[MightEffect, ...]:
    """The unit's effects, its Buff counters (each +1), the Might bonuses of the gear
    attached to it, and its Assault while it attacks or Shield while it defends."""
    found = list(unit.might_effects)
    if unit.buffs:
        words = "its Buff" if unit.buffs == 1 else f"its {unit.buffs} Buffs"
        found.append(MightEffect(words, "add", unit.buffs, origin=BUFF))
    for item in gear:
        if item.attached_to == unit.name and item.might_bonus:
            found.append(MightEffect(item.name, "add", item.might_bonus, origin=ATTACHED))
    keyword = COMBAT_BONUS.get(unit.designation or "")
    value = combat_bonus(unit)
    if keyword and value:
        words = f"its {keyword} {value}"
        found.append(MightEffect(words, "add", value, passive=True, origin=keyword))
    return tuple(found)


def layers_of(effects: tuple[MightEffect, ...]) -> tuple[str, ...]:
    """The layers the effects apply in, in the order the layers are applied."""
    found = {LAYER_OF[e.kind] for e in effects}
    return tuple(layer for layer in (TRAIT, ABILITY, ARITHMETIC) if layer in found)


def layer_before_timestamp(effects: tuple[MightEffect, ...]) -> bool:
    """Whether an effect in an earlier layer began applying after one in a later layer (both
    timestamps given): the order of the layers, not of the timestamps, puts it first."""
    rank = {layer: n for n, layer in enumerate((TRAIT, ABILITY, ARITHMETIC))}
    timed = [e for e in effects if e.timestamp is not None]
    return any(
        rank[LAYER_OF[a.kind]] < rank[LAYER_OF[b.kind]] and (a.timestamp or 0) > (b.timestamp or 0)
        for a in timed
        for b in timed
    )


def combat_bonus(unit: Unit) -> int:
    """What the unit's Assault (as an attacker) or Shield (as a defender) adds to its Might."""
    return (unit.current_might or 0) - (unit.might or 0)


def combat_bonus_fact(unit: Unit) -> str:
    """The fact of the unit's Assault (as an attacker) or Shield (as a defender) when it adds
    to its Might now; "" when neither does."""
    keyword = COMBAT_BONUS.get(unit.designation or "")
    return ORIGIN_FACT[keyword] if keyword and combat_bonus(unit) else ""


def snapshots(effect: MightEffect, passive_too: bool = False) -> bool:
    """Whether the effect is worked out once, when it begins applying: a "double" (it
    increases by the Might the unit has when it is performed), and a limited arithmetic
    effect ("to a maximum of", "increased to") not from a passive ability."""
    if effect.kind == "double":
        return True
    limited = effect.kind == "increase_to" or effect.limited
    return limited and (passive_too or not effect.passive)


def results(unit: Unit, gear: tuple[Gear, ...]) -> tuple[Result, ...]:
    """The distinct results over every order the effects could have begun applying in (one
    when the timestamps given settle it), each with the first order that gives it."""
    base = unit.might if unit.might is not None else 0
    effects = effects_of(unit, gear)
    found: dict[tuple[int, tuple[str, ...]], Result] = {}
    literal: set[tuple[int, tuple[str, ...]]] = set()
    for order in _orders(effects):
        result = _at(base, order, passive_too=False)
        found.setdefault(result.key, result)
        literal.add(_at(base, order, passive_too=True).key)
    if any(e.given_after for e in effects) and any(e.timestamp is None for e in effects):
        # the effects given began applying after those whose timestamps are not given
        found = {k: replace(r, cites=r.cites | {TIMESTAMPS}) for k, r in found.items()}
    passive_matters = literal != set(found) and any(e.passive for e in effects)
    if passive_matters:
        return tuple(
            replace(r, cites=r.cites | {PASSIVE}, relies=r.relies | {PASSIVE})
            for r in found.values()
        )
    return tuple(found.values())


def _orders(effects: tuple[MightEffect, ...]) -> list[tuple[MightEffect, ...]]:
    """The orders in which the effects could have begun applying: those with a timestamp
    in its order, the others anywhere before any effect given after them."""
    if all(e.timestamp is not None for e in effects):
        return [tuple(sorted(effects, key=lambda e: e.timestamp or 0))]
    return [
        order
        for order in permutations(effects)
        if [e.timestamp for e in order if e.timestamp is not None]
        == sorted(e.timestamp for e in effects if e.timestamp is not None)
        and _untimed_first(order)
    ]


def _untimed_first(order: tuple[MightEffect, ...]) -> bool:
    untimed = [i for i, e in enumerate(order) if e.timestamp is None]
    given = [i for i, e in enumerate(order) if e.given_after]
    return not untimed or not given or max(untimed) < min(given)


def applied_amount(effect: MightEffect, might: int) -> int:
    """What the effect changes the Might of a unit that has ``might`` by, as it is applied
    (the amount a limited one keeps from then on)."""
    return _delta(effect, might)[0]


def _at(base: int, order: tuple[MightEffect, ...], passive_too: bool) -> Result:
    """The result when the effects began applying in ``order``. A "double" increases by the
    Might the unit had when it was performed (after every earlier effect); a limited effect
    that snapshots keeps the amount it got when the layers first applied it, with the
    effects that had begun applying by then."""
    fixed: dict[int, tuple[int, frozenset[str]]] = {}
    unclear = ""
    earlier: set[str] = set()  # the facts the snapshots rested on
    for i, effect in enumerate(order):
        if effect.limited_to is not None:  # limited as it was applied: that amount it keeps
            fixed[i] = (effect.limited_to, frozenset({SNAPSHOT}))
            continue
        if not snapshots(effect, passive_too):
            continue
        before = _layered(base, order[:i], fixed)
        if effect.kind == "double":
            fixed[i] = _delta(effect, before.might)
            continue
        first = _layered(base, order[: i + 1], fixed)
        amount, facts = first.amounts[i]
        fixed[i] = (amount, facts | {SNAPSHOT})
        earlier |= first.cites - {ASSIGNMENT, ABILITIES, REAPPLIED, MIGHTY_FACT}
        if amount != _delta(effect, before.might)[0]:
            unclear = (
                f"{effect.source}'s limit is worked out when it is applied, and the rules do not "
                "say whether that is against the Might the unit had when it began applying or "
                "in the layers, where increases come before decreases; here the two differ"
            )
    result = _layered(base, order, fixed)
    cites = result.cites | earlier
    return replace(result, cites=cites, unclear=unclear, misses=result.misses - cites)


@dataclass
class _Run:
    """What one application of the layers has done so far."""

    might: int
    steps: list[Step]
    cites: set[str]
    relies: set[str]
    amounts: dict[int, tuple[int, frozenset[str]]] = field(default_factory=dict)
    misses: set[str] = field(default_factory=set)

    def step(self, layer: str, words: str, fact: str, source: str = "") -> None:
        self.steps.append(Step(layer, words, self.might, fact, source))
        self.cites.add(fact)


def _layered(
    base: int, order: tuple[MightEffect, ...], fixed: dict[int, tuple[int, frozenset[str]]]
) -> Result:
    run = _Run(base, [], set(), set())
    indexed = list(enumerate(order))
    applied: set[int] = set()
    removed: set[int] = set()
    passes = 0
    while True:
        changed = False
        sets = [(i, e) for i, e in indexed if LAYER_OF[e.kind] == TRAIT and i not in applied]
        for i, effect in sets:
            run.might = effect.amount
            run.step(
                TRAIT, f"{effect.source} makes its Might {effect.amount}", ASSIGNMENT, effect.source
            )
            applied.add(i)
            changed = True
        if len(sets) > 1:
            run.cites.add(TIMESTAMPS)
        for i, effect in indexed:
            if LAYER_OF[effect.kind] != ABILITY:
                continue
            mighty = run.might >= MIGHTY
            granted = ", ".join(effect.keywords)
            if mighty and i not in applied:
                applied.add(i)
                changed = True
                words = f"it is Mighty, so {effect.source} gives it {granted}"
                run.step(ABILITY, words, ABILITIES, effect.source)
                run.cites.add(MIGHTY_FACT)
                if passes:
                    run.cites.add(REAPPLIED)
            elif not mighty and i in applied and i not in removed:
                removed.add(i)
                changed = True
                words = f"it is no longer Mighty, so {effect.source} no longer gives it {granted}"
                run.step(ABILITY, words, ABILITIES, effect.source)
                run.cites |= {MIGHTY_FACT, REAPPLIED}
        pending = [
            (i, e) for i, e in indexed if LAYER_OF[e.kind] == ARITHMETIC and i not in applied
        ]
        if pending:
            _arithmetic(run, pending, fixed)
            applied |= {i for i, _ in pending}
            changed = True
        passes += 1
        if not changed:
            break
    keywords = tuple(k for i, e in indexed if i in applied and i not in removed for k in e.keywords)
    if any(LAYER_OF[e.kind] == ABILITY and i not in applied for i, e in indexed):
        run.misses |= {ABILITIES, MIGHTY_FACT}  # its condition was never met
    if any(LAYER_OF[e.kind] == ABILITY and i in applied for i, e in indexed):
        run.misses.add(REAPPLIED)  # applied in the first pass; cites win if a later one did
    for _, effect in indexed:
        if effect.kind == "double" or effect.maximum is not None:
            run.misses.add(NEGATIVE)  # an increase the rule looked at; cites win if it applied
        if effect.kind == "double":
            run.misses.add(DOUBLE)  # cites win where it increased by the current Might
        if effect.kind == "increase_to" or effect.limited:
            run.misses.add(SNAPSHOT if effect.passive else PASSIVE)
    layers = {LAYER_OF[e.kind] for _, e in indexed}
    if TRAIT not in layers and any(e.kind == "increase_to" for _, e in indexed):
        run.misses.add(ASSIGNMENT)  # "increased to" a number is arithmetic, not an assignment
    if TRAIT in layers and ARITHMETIC not in layers:
        run.misses.add(ARITHMETIC_FACT)  # made a number, never increased or decreased
    names = tuple(e.source for e in order)
    return Result(
        run.might,
        keywords,
        tuple(run.steps),
        names,
        frozenset(run.cites),
        frozenset(run.relies),
        dict(run.amounts),
        misses=frozenset(run.misses - run.cites),
    )


def _increases(effect: MightEffect, amount: int | None) -> bool:
    if effect.kind in ("increase_to", "double"):
        return True
    return (amount if amount is not None else effect.amount) >= 0


def _arithmetic(
    run: _Run,
    pending: list[tuple[int, MightEffect]],
    fixed: dict[int, tuple[int, frozenset[str]]],
) -> None:
    """Increases first, then decreases, each part in dependency and timestamp order."""
    up = [(i, e) for i, e in pending if _increases(e, fixed.get(i, (None,))[0])]
    down = [(i, e) for i, e in pending if (i, e) not in up]
    if up and down:
        run.cites.add(INCREASES_FIRST)
    elif len(pending) > 1:
        run.misses.add(INCREASES_FIRST)  # all of one kind: that rule orders none of them
    for part, kind in ((up, "an increase"), (down, "a decrease")):
        for i, effect in _ordered(run, part, fixed):
            amount, facts = fixed[i] if i in fixed else _delta(effect, run.might)
            run.might += amount
            run.amounts[i] = (amount, facts)
            run.cites |= facts
            run.relies |= facts & {NEGATIVE}
            fact = ORIGIN_FACT.get(effect.origin, ARITHMETIC_FACT)
            sign = f"+{amount}" if amount >= 0 else str(amount)
            words = f"{effect.source} gives {sign} ({kind}): {run.might}"
            run.step(ARITHMETIC, words, fact, effect.source)


def _amount(
    i: int, effect: MightEffect, might: int, fixed: dict[int, tuple[int, frozenset[str]]]
) -> int:
    return fixed[i][0] if i in fixed else _delta(effect, might)[0]


def _ordered(
    run: _Run, part: list[tuple[int, MightEffect]], fixed: dict[int, tuple[int, frozenset[str]]]
) -> list[tuple[int, MightEffect]]:
    """The part's effects in timestamp order, except that an effect whose outcome another
    alters (and not the reverse) depends on it and comes right after it. When each alters
    the other, no dependency is established: timestamps decide."""
    start = run.might
    waits: dict[int, set[int]] = {i: set() for i, _ in part}
    for (i, a), (j, b) in combinations(part, 2):
        a_alone, b_alone = _amount(i, a, start, fixed), _amount(j, b, start, fixed)
        a_after = _amount(i, a, start + b_alone, fixed)
        b_after = _amount(j, b, start + a_alone, fixed)
        a_altered, b_altered = a_alone != a_after, b_alone != b_after
        if a_altered and b_altered:
            run.cites |= {NO_DEPENDENCY, TIMESTAMPS}
            run.misses.add(DEPENDENCY)
            if a_alone + b_after != b_alone + a_after:
                run.relies.add(NO_DEPENDENCY)
        elif a_altered or b_altered:
            dependent, first = (i, j) if a_altered else (j, i)
            waits[dependent].add(first)
            run.cites.add(DEPENDENCY)
            run.misses |= {NO_DEPENDENCY, TIMESTAMPS}
    done: list[tuple[int, MightEffect]] = []
    remaining = list(part)
    while remaining:
        ready = [item for item in remaining if waits[item[0]] <= {i for i, _ in done}]
        chosen = ready[0] if ready else remaining[0]
        done.append(chosen)
        remaining.remove(chosen)
    return done


def _delta(effect: MightEffect, might: int) -> tuple[int, frozenset[str]]:
    """What the effect changes the Might by when applied to a unit with ``might``, and the
    facts that rests on beyond the arithmetic layer itself."""
    if effect.kind == "double":
        if might < 0:  # doubling is increasing by the current Might: never by a negative amount
            return 0, frozenset({NEGATIVE})
        return might, frozenset({DOUBLE})
    if effect.kind == "increase_to":
        return max(0, effect.amount - might), frozenset()
    if effect.maximum is not None:
        room = effect.maximum - might
        if room < 0:
            return 0, frozenset({NEGATIVE})
        return min(effect.amount, room), frozenset()
    if effect.minimum is not None:
        return -min(-effect.amount, max(0, might - effect.minimum)), frozenset()
    return effect.amount, frozenset()


def next_timestamp(unit: Unit) -> int:
    """The timestamp of an effect that begins applying to ``unit`` now: after every effect
    it has with one."""
    stamps = [effect.timestamp for effect in unit.might_effects if effect.timestamp is not None]
    return max(stamps, default=0) + 1


def might_now(state: GameState, unit: Unit) -> int | None:
    """The unit's Might now: its printed Might with its buffs, its effects and the bonus of
    gear attached to it as the layers work them out, and its Assault while it attacks or
    Shield while it defends; None when its Might is not given, when a card on the board has
    text changing Might the layers do not read, or when the order its effects began applying
    in is not given and changes the result."""
    printed, current = unit.might, unit.current_might
    if printed is None or current is None or state.might_texts:
        return None
    if not effects_of(unit, state.gear):
        return current
    found = {result.might for result in results(unit, state.gear)}
    if len(found) != 1:
        return None
    return found.pop()


def lethal(state: GameState, unit: Unit) -> bool | None:
    """Whether the damage marked on the unit is lethal: non-zero and at or above its Might
    now (`might_now`); None when its Might now is not settled."""
    if not unit.damage:
        return False
    might = might_now(state, unit)
    return None if might is None else unit.damage >= might
