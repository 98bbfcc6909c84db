"""Carrying out what the card-text compiler compiled (docs/cards.md, "The compiled form"):
as a spell resolves, its instructions from top to bottom, each game action the engine can
perform (stun, buff, exhaust, ready, deal damage, kill) done on the targets still legal;
and what the steps of dealing damage and killing (actions.py, zones.py) ask of the card
list: a Deathknell a kill puts on the chain, and damage whose lethality turns on more than
printed Might.

An instruction the engine cannot carry out (draw, move, return, a choice it is not given,
a restriction the situation does not settle) stops there with an ``unmodelled`` event
naming it: what came before it happened, what it and the rest do is not said, so a question
that depends on them is ``unknown``.
"""

from __future__ import annotations

import re

from judge.engine import layering
from judge.engine.actions import BONUS_DAMAGE, GAME_ACTIONS, OPTIONAL_STEPS, GameAction
from judge.engine.card_list import (
    DEATHKNELL,
    choosing_limited,
    deathknell_needs,
    effect_text,
    keywords_of,
    triggers_again,
    unchoosable_by,
)
from judge.engine.instructions import (
    ACTION_RESTRICTION,
    CHARACTERISTICS,
    CHOSEN,
    EACH_LOCATION,
    RESTRICTION,
    SWAP_MIGHT,
    Effect,
    Instruction,
    Mention,
    Restriction,
    read_effect,
    said_twice,
)
from judge.engine.predicates import Doing, Event, Stepped, step, step_registry, unchanged
from judge.engine.predicates.board import listing, possessive, says
from judge.engine.predicates.targets import at_battlefield, held_here, meets
from judge.engine.state import (
    BASE,
    Card,
    ChainItem,
    GameState,
    Gear,
    MightEffect,
    Place,
    Unit,
)
from judge.records import replace

UNMODELLED = "unmodelled"
# The game actions a spell's instruction is carried out with, by its verb, and the outcome
# word of each (the steps are the game action's own: ``GAME_ACTIONS``).
ACTIONS = {
    "stun": "stunned",
    "buff": "buffed",
    "exhaust": "exhausted",
    "ready": "readied",
    "deal": "damaged",
    "kill": "killed",
    "banish": "banished",
    "heal": "healed",
    "give": "given might",
    SWAP_MIGHT: "swapped",
}
# The game action an instruction's verb is carried out with, where the two differ ("swap
# the Might of two units" is the swap).
GAME_ACTION_OF = {SWAP_MIGHT: "swap"}
NOUNS = ("unit", "gear", "battlefield")
# "Choose an enemy unit. Deal 1 to it.": a choice alone, what it chose acted on after it.
CHOOSE = "choose"


def carries_out(instruction: Instruction) -> bool:
    """Whether the engine has a game action for the instruction's verb (or it is a choice
    alone, or a move to base): any other instruction stops the carrying out, ``unmodelled``."""
    return instruction.verb in ACTIONS or instruction.verb == CHOOSE or moves_to_base(instruction)


@step
def carry_out_spell_effect(state: GameState, doing: Doing) -> Stepped:
    """As a spell resolves, its effect is carried out from top to bottom of its text, each
    instruction in turn, before the card goes to its owner's trash; an ability resolves just
    like a spell. What follows "do this:" is not done in line: it is a reflexive trigger, a
    new ability put on the chain when its condition is met (not carried out here)."""
    item = state.resolving
    if item is None:
        return unchanged(state)
    state = replace(state, resolving=None)
    effect = read_effect(item.effect)
    if effect.unknown:
        return Stepped(state, (_not_modelled(item, f'"{effect.unknown}" is not read'),))
    if effect.modal:
        moded = mode_of_targets(state, item, effect)
        if isinstance(moded, str):
            return Stepped(state, (_not_modelled(item, moded),))
        effect = moded
    chosen = assign_targets(effect.instructions, item.targets)
    if not item.targets and any(i.chosen() for i in effect.instructions):
        chosen = "what it chooses is not named"  # not said is not "none" ("up to")
    if isinstance(chosen, str):
        return Stepped(state, (_not_modelled(item, chosen),))
    text = f"{item.name}'s instructions are carried out from top to bottom."
    if item.kind != "spell":
        text = f"{item.name} resolves just like a spell: its instructions, from top to bottom."
    events = [Event(text, "", (item.name,))]
    affected: list[tuple[str, ...]] = []
    undecided: list[Event] = []
    earlier = state  # the board before the last instruction acted ("as it was last")
    for index, instruction in enumerate(effect.instructions):
        if instruction.reflexive and doing.stated(REFLEXIVE) and not undecided:
            it = affected[-1] if affected else ()
            state, done = _reflexive_trigger(earlier, state, doing, item, instruction, it)
            events.extend(done)
            break
        acting = _acting(effect.instructions, index)
        found = _objects(state, item, instruction, chosen[index], affected, acting)
        if isinstance(found, str):
            events.append(_not_modelled(item, found))
            break
        objects, notes = found
        if not carries_out(instruction):
            # the guard: an instruction the engine has no game action for is never passed
            # over as done, whatever it acts on (nothing, for "name a spell")
            events.append(
                _not_modelled(item, f'the engine does not carry out "{instruction.words}"')
            )
            break
        # What the engine can't decide of some targets is said after what the instruction
        # acting on them did to the others (a verdict about those stands), and nothing after
        # it is carried out.
        undecided.extend(e for e in notes if e.kind == UNMODELLED)
        events.extend(e for e in notes if e.kind != UNMODELLED)
        affected.append(objects)
        if objects and instruction.verb != CHOOSE:  # choosing is no game action
            before = earlier = state
            state, done = _perform(state, doing, item, instruction, objects)
            events.extend(done)
            events.extend(_relations(before, item, instruction, done))
            if any(e.kind == UNMODELLED for e in done):
                break
        if undecided and instruction.verb != CHOOSE:
            break
    events.extend(undecided)
    # The carrying out names what it acted on, so a verdict about one of them can cite it.
    acted_on = dict.fromkeys(name for objects in affected for name in objects)
    events[0] = replace(events[0], subjects=(item.name, *acted_on))
    return Stepped(state, tuple(events))


REFLEXIVE = "reflexive.added_when_condition_met"
KILLS = "if this kills it"
# A reflexive trigger's condition the engine works out: "if it had 3 [M] or less".
HAD_MIGHT = re.compile(r"if it had (\d+) (?::rb_might:|might) or less")


def _reflexive_trigger(
    earlier: GameState,
    state: GameState,
    doing: Doing,
    item: ChainItem,
    opening: Instruction,
    it: tuple[str, ...],
) -> tuple[GameState, list[Event]]:
    """The reflexive trigger the effect reaches ("Then do this:", "If this kills it, do
    this:"): added to the chain as a new pending item when its condition is met; what it does
    is done, if at all, as that item resolves (not modelled: the new item has no effect)."""
    name = f"{item.name}'s reflexive trigger"
    if opening.condition == KILLS and it and all(state.unit(unit) for unit in it):
        # Damage kills in the cleanup after the effect, not as it resolves (428.1.a.2).
        waiting = (*state.waiting_reflexive, (item.name, it))
        text = (
            f'{name} waits on "{KILLS}": {listing(it)} has not died yet, as a unit with '
            "lethal damage dies in the next cleanup."
        )
        return replace(state, waiting_reflexive=waiting), [Event(text, "", (name, *it))]
    met, why = _reflexive_condition(earlier, opening.condition, it)
    if met is None:
        return state, [_not_modelled(item, why)]
    if not met:
        text = f"{name} is not added to the chain: {why}."
        return state, [Event(text, "triggers", (name, item.name), happened=False, fact=REFLEXIVE)]
    reflexive = ChainItem(
        name, item.controller, "triggered", pending=True, source=item.name, owner=item.owner
    )
    owned: list[Event] = []
    if doing.stated(OWNER_CONTROLS):  # its source, the spell resolving, is on the chain
        stepped = ability_controller_owner_off_board(replace(state, resolving=reflexive), doing)
        owned = [replace(event, fact=OWNER_CONTROLS) for event in stepped.events]
        reflexive = stepped.state.resolving or reflexive
    stepped = reflexive_added_when_condition_met(replace(state, resolving=reflexive), doing)
    added = stepped.events[0]
    note = replace(added, text=f"{added.text.removesuffix('.')}; {why}.", fact=REFLEXIVE)
    return replace(stepped.state, resolving=None), [*owned, note, *stepped.events[1:]]


OWNER_CONTROLS = "ability.controller_owner_off_board"


@step
def ability_controller_owner_off_board(state: GameState, doing: Doing) -> Stepped:
    """An ability whose source is in a non-Board zone (the chain, where a spell resolves) is
    controlled by the owner of that source, not by its controller."""
    ability = state.resolving
    if ability is None or not ability.source:
        return unchanged(state)
    owner = ability.owned_by
    text = (
        f"{ability.name} is controlled by {owner}, the owner of its source {ability.source}, "
        "as that source is on the chain, a non-Board zone"
    )
    if owner == ability.controller:
        text += f" ({ability.source}'s controller is its owner)"
    owned = replace(ability, controller=owner)
    subjects = (ability.name, owner) if owner else (ability.name,)
    event = Event(f"{text}.", "triggers", subjects, change=owner != ability.controller)
    return Stepped(replace(state, resolving=owned), (event,))


def _reflexive_condition(
    earlier: GameState, condition: str, it: tuple[str, ...]
) -> tuple[bool | None, str]:
    """Whether a reflexive trigger's condition is met (None: not worked out), and why."""
    if not condition:
        return True, "it has no condition, so it is always added"
    found = HAD_MIGHT.fullmatch(condition)
    unit = earlier.unit(it[0]) if found and len(it) == 1 else None
    if found is None or unit is None or unit.current_might is None:
        return None, f'whether "{condition}" holds is not worked out'
    limit = int(found.group(1))
    had = f"{unit.name} had {unit.current_might} Might as it was last on the board"
    return unit.current_might <= limit, f"{had}, and its condition asks for {limit} or less"


@step
def reflexive_added_when_condition_met(state: GameState, doing: Doing) -> Stepped:
    """A reflexive trigger whose condition is met (one with no condition always is) is a new
    ability added to the chain as a pending item, controlled by the controller of its source,
    the spell or ability that created it (or, where ability.controller_owner_off_board is
    stated, its source's owner); it does nothing until it resolves."""
    if state.waiting_reflexive:  # in the cleanup after the effect that dealt the damage
        return _after_the_kill(state)
    reflexive = state.resolving
    if reflexive is None:
        return unchanged(state)
    controller = reflexive.controller
    text = (
        f"{reflexive.name} is added to the chain as a new pending item, controlled by "
        f"{controller or 'the controller of what created it'}: it does what follows "
        '"do this:" only as it resolves.'
    )
    chained = replace(state, chain=(*state.chain, reflexive))
    subjects = (reflexive.name, controller) if controller else (reflexive.name,)
    return Stepped(chained, (Event(text, "triggers", subjects),))


def _after_the_kill(state: GameState) -> Stepped:
    """A reflexive trigger waiting on "if this kills it", once the cleanup has killed the
    units with lethal damage: whether it is added then is not worked out."""
    events = []
    for effect, units in state.waiting_reflexive:
        died = [name for name in units if state.unit(name) is None]
        what = f"{listing(died)} died of its damage" if died else f"{listing(units)} did not die"
        why = f'whether {effect}\'s reflexive trigger ("{KILLS}") is added now that {what}'
        unsure = _not_modelled(ChainItem(effect), f"{why} is not worked out")
        events.append(replace(unsure, fact=UNMODELLED))
    return Stepped(replace(state, waiting_reflexive=()), tuple(events))


def might_changed(state: GameState, unit: Unit) -> bool:
    """Something besides its printed Might counts: a buff, an effect, attached gear's bonus."""
    bonus = any(g.attached_to == unit.name and g.might_bonus for g in state.gear)
    return bool(unit.buffs or unit.might_effects or bonus or state.might_texts)


@step
def empower_source_empowered(state: GameState, doing: Doing) -> Stepped:
    """An Empower ability ("[Cost]: Empower this") is an activated ability: its effect,
    Empowering its source (a unit, gear or legend), happens as it resolves; a source already
    Empowered, or no longer on the board, gains nothing."""
    item = state.resolving
    if item is None or item.kind != "activated" or "Empower" not in item.keywords:
        return unchanged(state)
    state = replace(state, resolving=None)
    source = state.ability_source(item.source) if item.source else None
    if source is None:
        text = f"{item.name} resolves, but its source is not on the board to become Empowered."
        return unchanged(state, Event(text, "empowered", (item.name,), happened=False))
    if source.empowered:
        text = (
            f"{item.name} resolves, but {source.name} is already Empowered: Empowered is a "
            "binary state, and nothing more happens."
        )
        refused = Event(text, "empowered", (item.name, source.name), happened=False)
        return unchanged(state, replace(refused, action="empowered"))
    text = f"{item.name} resolves: {source.name}, its source, becomes Empowered."
    empowered = replace(source, empowered=True)
    return Stepped(
        state.with_card(empowered)
        if isinstance(empowered, Card)
        else state.with_permanent(empowered),
        (Event(text, "empowered", (item.name, source.name), action="empowered"),),
    )


EQUIP_RESOLVES = "equip.attaches_on_resolution"


@step
def equip_attaches_on_resolution(state: GameState, doing: Doing) -> Stepped:
    """Equip has a cost to activate and attaches its gear to the unit it chose: an activated
    ability, so the Attach happens as it resolves, the chosen unit becoming the gear's
    Top-Most Card, and once the Attach completes that unit has been Equipped by the gear.
    Equip's choice is a target: a chosen unit no longer on the board, or no longer one the
    ability's controller controls ("a unit you control"), is not a legal target any more, so
    the gear is not attached."""
    item = state.resolving
    if item is None or item.kind != "activated" or "Equip" not in item.keywords:
        return unchanged(state)
    state = replace(state, resolving=None)
    label = f"{item.source}'s {item.name}"
    gear = state.gear_named(item.source)
    if not item.targets:
        return unchanged(state, _not_modelled(item, "the unit Equip chose is not named"))
    unit = state.unit(item.targets[0])
    why = ""
    if gear is None:
        why = f"{item.source} is no longer on the board to attach"
    elif unit is None:
        why = f"{item.targets[0]}, the unit it chose, is no longer on the board"
    elif unit.controller != item.controller:
        why = (
            f"{unit.name}, the unit it chose, is now controlled by {unit.controller}, not a "
            f"unit {says(item.controller or 'you', 'controls', 'control')}"
        )
    if gear is None or unit is None or why:
        text = f"{label} resolves, but {why}: nothing is attached, nor Equipped."
        return unchanged(state, Event(text, "equipped", (item.name, *item.targets), happened=False))
    attach = GameAction("attach", (gear.name,), item.controller or "you", to=unit.name)
    steps = list(GAME_ACTIONS["attach"])
    if not all(doing.stated(fact_id) for fact_id in steps):
        said = "this rules version does not state what attaching does"
        return unchanged(state, _not_modelled(item, said))
    if gear.attached_to == unit.name:
        said = f"{gear.name} is already attached to {unit.name}, so whether an Attach completes"
        return unchanged(state, _not_modelled(item, f"{said} is not worked out"))
    state, attached = performed(state, doing, attach, steps)
    # the Attach is Equip's: what it did cites Equip's rule as well as attaching's
    events = [replace(e, led_by=(EQUIP_RESOLVES,)) for e in attached]
    text = (
        f"{label} resolves: {gear.name} is attached to {unit.name}, the unit it chose, "
        f"which has been Equipped by {gear.name} once the Attach completes."
    )
    done = Event(text, "equipped", (item.name, unit.name, gear.name), action="equipped")
    return Stepped(state, (done, *events))


def repeated(item: ChainItem) -> ChainItem:
    """The chain item as it is executed: with its Repeat cost paid, its instructions twice
    over, as though its text said them twice (the choices for both made as it was played)."""
    if not item.repeat_paid:
        return item
    return replace(item, effect=said_twice(item.effect), repeat_paid=False)


@step
def repeat_executes_again(state: GameState, doing: Doing) -> Stepped:
    """A spell whose Repeat cost was paid, as an additional cost as it was played, has its
    instructions executed one additional time as it resolves, as though its text said them
    twice (the choices of both made as it was played); one whose Repeat cost was not paid,
    once."""
    item = state.resolving
    if item is None or not has_repeat(item.name, item.keywords, doing.version):
        return unchanged(state)
    chosen = (item.name, *dict.fromkeys(item.targets))  # what its executions act on
    if not item.repeat_paid:
        text = (
            f"{item.name}'s Repeat cost was not paid as it was played, so its instructions "
            "are executed once."
        )
        return unchanged(state, Event(text, "repeats", chosen, happened=False))
    text = (
        f"{item.name}'s Repeat cost was paid as it was played, so its instructions are "
        "executed one additional time, as though its text said them twice."
    )
    again = Event(text, "repeats", chosen)
    return Stepped(replace(state, resolving=repeated(item)), (again,))


def has_repeat(name: str, keywords: frozenset[str], version: str) -> bool:
    """The spell named ``name`` has Repeat: given in the situation (``keywords``), or on its
    card in the card list."""
    return "Repeat" in keywords or (bool(version) and "Repeat" in keywords_of(name, version))


DEATHKNELL_WHEN_DIES = "deathknell.when_dies"
DEATHKNELL_EACH_INSTANCE = "deathknell.each_instance"
EMPOWERED_ACTIVE = "empowered.active_with_status"


def has_deathknell(unit: Unit, doing: Doing) -> bool:
    """The unit has Deathknell: some instance of it (``deathknell_instances``)."""
    return bool(deathknell_instances(unit, doing))


def deathknell_instances(unit: Unit, doing: Doing) -> tuple[str, ...]:
    """The unit's instances of Deathknell, each named by what gives it: "" for its own (given
    in the situation, or on its card), and the source of each effect granting it one more;
    none while an effect removes Deathknell from it."""
    effects = unit.keyword_effects
    if any("Deathknell" in effect.removed for effect in effects):
        return ()
    own = ("",) if _own_deathknell(unit, doing) else ()
    return own + tuple(effect.source for effect in effects if "Deathknell" in effect.keywords)


def deathknell_removed(unit: Unit, doing: Doing) -> str:
    """The source of the effect that removes Deathknell from the unit, which has it of its
    own; "" when none does."""
    if not _own_deathknell(unit, doing):
        return ""
    return next((e.source for e in unit.keyword_effects if "Deathknell" in e.removed), "")


def _own_deathknell(unit: Unit, doing: Doing) -> bool:
    """The unit has Deathknell of its own: given in the situation, or on its card in the card
    list; one the card writes after "[Empowered]" only while the unit has the Empowered
    status."""
    if "Deathknell" in unit.keywords:
        return True
    if not doing.version:
        return False
    if "Deathknell" in keywords_of(unit.name, doing.version):
        return True
    needs = deathknell_needs(unit.name, doing.version)
    if needs == "":
        return True  # "[Deathknell][>] ..." written after another ability of the card
    return _empowered_deathknell(unit, doing) and unit.empowered


def _empowered_deathknell(unit: Unit, doing: Doing) -> bool:
    """The unit's card writes its Deathknell after "[Empowered]", under a version that
    states Empowered."""
    if "Deathknell" in unit.keywords or not doing.version:
        return False
    needs = deathknell_needs(unit.name, doing.version)
    return needs == "Empowered" and doing.stated(EMPOWERED_ACTIVE)


def deathknell_pending(state: GameState, doing: Doing, unit: Unit) -> tuple[GameState, list[Event]]:
    """Each of the unit's instances of Deathknell goes on the chain as a pending item of its
    own, its effect the card's own (a granted one's is not known)."""
    instances = deathknell_instances(unit, doing)
    effect = effect_text(unit.name, doing.version, DEATHKNELL) if doing.version else ""
    items = [
        ChainItem(
            f"{unit.name}'s Deathknell" + (f" granted by {source}" if source else ""),
            unit.controller,
            "triggered",
            pending=True,
            effect="" if source else effect,
        )
        for source in instances
    ]
    name = items[0].name
    state = replace(state, chain=(*state.chain, *items), priority=None, passed=())
    text = (
        f"{unit.name} has Deathknell: {listing([item.name for item in items])} "
        f"{'go' if len(items) > 1 else 'goes'} on the chain as "
        f"{'pending items' if len(items) > 1 else 'a pending item'} before {unit.name} is put "
        "in the trash."
    )
    event = Event(text, "triggers", (name, unit.name), fact=DEATHKNELL_WHEN_DIES)
    events = [event, _each_instance(unit, items)]
    if _empowered_deathknell(unit, doing):
        said = (
            f"{unit.name}'s Deathknell is written after [Empowered], and {unit.name} has the "
            "Empowered status, so the ability is active and its trigger is evaluated."
        )
        events.insert(0, Event(said, "triggers", (name, unit.name), fact=EMPOWERED_ACTIVE))
    if doing.version and (again := triggers_again(state, doing.version)):
        # "Your [Deathknell] effects trigger an additional time." (Karthus - Eternal): the
        # instances beyond this one are not put on the chain
        said = f"Whether {listing(list(again))}'s text makes {name} trigger again is not modelled."
        return state, [*events, Event(said, UNMODELLED)]
    if state.showdown or state.combat:
        more = Event(f"What {name} does in a showdown is not modelled.", UNMODELLED)
        return state, [*events, more]
    return state, events


def _each_instance(unit: Unit, items: list[ChainItem]) -> Event:
    """Each instance of Deathknell triggers separately, its controller choosing the order they
    go on the chain; a unit with one instance has one trigger, nothing to order."""
    names = tuple(item.name for item in items)
    if len(items) > 1:
        text = (
            f"{unit.name} has {len(items)} instances of Deathknell, and each triggers "
            f"separately: {listing(list(names))} are pending items of their own, and "
            f"{unit.controller} {'choose' if unit.controller == 'you' else 'chooses'} the "
            "order they go on the chain."
        )
        return Event(text, "triggers", (*names, unit.name), fact=DEATHKNELL_EACH_INSTANCE)
    text = f"{unit.name} has one instance of Deathknell: it triggers once, with nothing to order."
    return Event(
        text,
        "triggers",
        (*names, unit.name),
        happened=False,
        change=False,
        fact=DEATHKNELL_EACH_INSTANCE,
    )


def assign_targets(
    instructions: tuple[Instruction, ...], targets: tuple[str, ...]
) -> list[tuple[str, ...]] | str:
    """The targets named for each instruction, in the order of their choices; a problem in
    words when the names do not fit the choices (too few, too many, a choice of "up to"
    followed by another choice, an instruction choosing twice)."""
    if any(i.mode for i in instructions):
        return "which of its modes is chosen is not given"
    found: list[tuple[str, ...]] = []
    rest = list(targets)
    choosing = [i for i, ins in enumerate(instructions) if ins.chosen()]
    for index, instruction in enumerate(instructions):
        chosen = instruction.chosen()
        if not chosen:
            found.append(())
            continue
        if len(chosen) > 1:
            return f'"{instruction.words}" makes more than one choice'
        mention = chosen[0]
        if mention.up_to:
            if index != choosing[-1]:
                return f'the targets of "{instruction.words}" ("up to") are not told apart'
            if mention.number and len(rest) > mention.number:
                return f'"{instruction.words}" chooses at most {mention.number}'
            found.append(tuple(rest))
            rest = []
            continue
        number = mention.number or 1
        if len(rest) < number:
            return f'no target is named for "{mention.words}" ("{instruction.words}")'
        found.append(tuple(rest[:number]))
        rest = rest[number:]
    if rest:
        return f"{listing(rest)} is not a choice the text makes"
    return found


def choice_problem(state: GameState, item: ChainItem, version: str) -> str:
    """Why the targets named for ``item`` can't be chosen as it is played ("" when they
    can): they must fit its choices and meet their requirements now. A card on the board
    whose text limits choosing (under ``version``) leaves the choice unsettled."""
    effect = read_effect(item.effect)
    if effect.unknown:
        return ""
    return _choices_checked(state, item, effect, version)[1]


def choices_open(state: GameState, item: ChainItem, version: str) -> tuple[bool | None, str]:
    """Whether ``item``'s compiled effect, a choice it must make (not "up to"), has legal
    objects to choose on the board now, and why not; None when it makes no such choice or
    whether it has one is not settled."""
    effect = read_effect(item.effect)
    if effect.unknown or not any(not m.up_to for i in effect.instructions for m in i.chosen()):
        return None, ""
    return _choices_checked(state, replace(item, targets=()), effect, version)


def _choices_checked(
    state: GameState, item: ChainItem, effect: Effect, version: str
) -> tuple[bool | None, str]:
    """``choices_valid`` as ``item``'s controller chooses under ``version``: a card on the
    board whose text limits choosing leaves it unsettled."""
    if guarded := choosing_limited(state, version):
        return None, f"the text of {listing(list(guarded))} limits what can be chosen"
    by = _by(state, item)
    item = replace(item, unchoosable=unchoosable_by(state, by, version))
    return choices_valid(state, item, effect)


def choices_valid(
    state: GameState, item: ChainItem, effect: Effect, groups: bool = True, here: str = ""
) -> tuple[bool | None, str]:
    """Whether the targets named for ``item`` are valid choices for ``effect`` now (None: not
    settled, or the names do not fit its choices), and why not; ``groups``: what a choice
    asks of its targets as a group is checked too. With no target named, whether each choice
    it must make has at least one valid object on the board (``here``: at that battlefield,
    where a spell played from facedown there must choose, unless the choice's words make
    that impossible)."""
    if effect.modal:
        if _modes_fitting(state, item, effect) == []:
            return False, f"{listing(list(item.targets))} can't be chosen in any of its modes"
        moded = mode_of_targets(state, item, effect)
        if isinstance(moded, str):
            return None, moded
        effect = moded
    if not item.targets:
        return _some_valid_choice(state, item, effect, here)
    if any(m.noun == "player" for i in effect.instructions for m in i.chosen()):
        # "Choose an opponent.", "An opponent reveals their hand.": a scenario's targets name
        # units, gear and battlefields, never a player, so the choices are not all named
        return None, "a player it chooses is not among the targets named"
    needed = sum(m.number or 1 for i in effect.instructions for m in i.chosen() if not m.up_to)
    if len(item.targets) < needed:
        return False, f"its text makes {needed} choices and only {len(item.targets)} is named"
    chosen = assign_targets(effect.instructions, item.targets)
    if isinstance(chosen, str):
        return None, chosen
    home: list[str] = []
    before: tuple[str, ...] = ()  # what the last instruction that chose chose
    for instruction, names in zip(effect.instructions, chosen, strict=True):
        for name in names:
            legal, why = _legal(state, item, instruction.chosen()[0], name)
            if legal is True and groups:  # play_chosen_only decides it on its own
                legal, why = chooses(state, item, instruction.chosen()[0], name, before)
            if legal is not True:
                return legal, why or f"whether {name} can be chosen is not settled"
        before = names or before
        if groups and names and (apart := group_apart(state, instruction.chosen()[0], list(names))):
            return False, f'"{instruction.chosen()[0].words}" asks it of them as a group: {apart}'
        if moves_to_base(instruction):
            home += [n for n in names if (unit := state.unit(n)) and unit.at.is_base]
    if home:
        return False, _no_destination(home)
    return True, ""


# Choices of a spell or ability on the chain by what it chooses, each counted alike: every
# target the item chose, but not one that has changed to a non-board zone.
CHOOSING = ("chooses_only", "chooses_friendly")


def chooses(
    state: GameState, item: ChainItem, mention: Mention, name: str, before: tuple[str, ...]
) -> tuple[bool | None, str]:
    """Whether the spell or ability ``name`` on the chain chooses what ``mention`` says it
    chooses (True when the mention asks nothing of the kind)."""
    if any(r.kind == "chooses_friendly" for r in mention.restrictions):
        return chooses_friendly(state, item, mention, name)
    return chooses_only(state, item, mention, name, before)


def chooses_friendly(
    state: GameState, item: ChainItem, mention: Mention, name: str
) -> tuple[bool | None, str]:
    """Whether the spell or ability ``name`` on the chain chose a unit or gear friendly to
    ``item``'s controller ("an enemy spell or ability that chooses a friendly unit or gear"),
    counting what it chose as ``chooses_only`` does. A target that is neither on the board
    nor a spell, an ability or a player leaves it unsettled."""
    chosen = next((i for i in reversed(state.chain) if i.name == name), None)
    if chosen is None:
        return None, f'whether {name} is "{mention.words}" is not settled'
    by = _by(state, item)
    friendly = state.teammates(by) | {by}
    theirs: list[str] = []
    for target in (t for t in chosen.targets if t not in chosen.changed_zones):
        thing = state.unit(target) or state.gear_named(target)
        if thing is not None:
            theirs += [target] if thing.controller in friendly else []
        elif not any(i.name == target for i in state.chain) and target not in state.players:
            return None, f'whether {name} is "{mention.words}" is not settled'
    if not theirs:
        # a target that left the board is not counted: said only when there was one
        left = " still on the board" if chosen.changed_zones else ""
        return False, f"{name} chooses no unit or gear friendly to {by}{left}"
    return True, ""


def chooses_only(
    state: GameState, item: ChainItem, mention: Mention, name: str, before: tuple[str, ...]
) -> tuple[bool | None, str]:
    """Whether the spell or ability ``name`` on the chain chooses the unit chosen before
    (``before``) and no other unit friendly to ``item``'s controller ("an enemy spell or
    ability that chooses it and no other friendly unit"). What it chooses counts every unit it
    chose, those no longer legal for it among them, but not one that has changed to a
    non-board zone (True when the mention asks nothing of the kind)."""
    if not any(r.kind == "chooses_only" for r in mention.restrictions):
        return True, ""
    chosen = next((i for i in reversed(state.chain) if i.name == name), None)
    if chosen is None or len(before) != 1:
        return None, f'whether {name} is "{mention.words}" is not settled'
    by = _by(state, item)
    friendly = state.teammates(by) | {by}
    units = [
        u
        for target in chosen.targets
        if target not in chosen.changed_zones and (u := state.unit(target)) is not None
    ]
    if before[0] not in [u.name for u in units]:
        return False, f"{name} does not choose {before[0]}"
    others = [u.name for u in units if u.name != before[0] and u.controller in friendly]
    if others:
        return False, f"{name} also chose {listing(others)}, friendly to {by}, still on the board"
    return True, ""


def _no_destination(names: list[str]) -> str:
    """Why units in their base already can't be chosen for a move "to base": as the card is
    played a move's destination is chosen, and it must be a location other than the unit's
    own, which "to base" leaves none of."""
    return (
        f"{listing(names)} {'is' if len(names) == 1 else 'are'} in base already, and a move's "
        "destination, chosen as the card is played, must be a location other than the unit's "
        "own: a move to base has none for "
        f"{'it' if len(names) == 1 else 'them'}"
    )


def _some_valid_choice(
    state: GameState, item: ChainItem, effect: Effect, here: str = ""
) -> tuple[bool | None, str]:
    """Whether every choice ``effect`` must make has a valid object on the board now
    (``here``: at that battlefield, unless the choice's words make that impossible). A
    choice of a card in another zone ("a unit from your trash") is not looked for on the
    board: an empty board leaves it open."""
    for mention in (m for i in effect.instructions for m in i.chosen() if not m.up_to):
        if mention.zone != "board":
            return None, f'a choice of "{mention.words}" in the {mention.zone}, not on the board'
        if mention.noun not in ("unit", "gear"):
            return None, f'a choice of "{mention.words}"'
        things: list[Unit | Gear] = [*(state.units if mention.noun == "unit" else state.gear)]
        where = "on the board"
        held = held_here(mention) if here else False
        if held is None:
            return None, f'whether "{mention.words}" can be met at {here} is not settled'
        if held:
            things = [t for t in things if at_battlefield(t, here)]
            where = f"at {here}"
        found = [_legal(state, item, mention, thing.name)[0] for thing in things]
        if found.count(True) >= (mention.number or 1):
            continue
        if None in found:
            return None, f'whether anything {where} is "{mention.words}" is not settled'
        return False, f'nothing {where} is "{mention.words}"'
    return True, ""


def cost_payable(state: GameState, player: str, effect: Effect) -> tuple[bool | None, str]:
    """Whether ``player`` can perform the game action of a cost (``effect``, as "kill a
    friendly unit") on the board now (None: not settled), and why not."""
    for instruction in effect.instructions:
        nouns = {m.noun for m in instruction.mentions}
        if instruction.verb != "kill" or not nouns or nouns - {"unit", "gear"}:
            return None, f'whether "{instruction.words}" can be done is not settled'
        for mention in instruction.mentions:
            things = state.units if mention.noun == "unit" else state.gear
            found = [_meets_all(state, thing, mention.restrictions, player)[0] for thing in things]
            if found.count(True) >= (mention.number or 1):
                continue
            if None in found:
                return None, f'whether anything on the board is "{mention.words}" is not settled'
            return False, f'nothing on the board is "{mention.words}" to {instruction.verb}'
    return True, ""


def _objects(
    state: GameState,
    item: ChainItem,
    instruction: Instruction,
    names: tuple[str, ...],
    affected: list[tuple[str, ...]],
    acting: Instruction | None = None,
) -> tuple[tuple[str, ...], list[Event]] | str:
    """What ``instruction`` acts on (and the events of the targets found illegal), or why
    the engine can't carry it out; ``acting``: for a choice alone, the instruction that acts
    on what it chose."""
    if instruction.reflexive:
        return f'the reflexive trigger that does "{instruction.words}" is not carried out'
    if instruction.delayed:
        return (
            f'"{instruction.words}" is done {instruction.delayed} by a delayed trigger the '
            "effect creates, which is not carried out"
        )
    if instruction.condition:
        return f'whether "{instruction.condition}" holds is not worked out'
    if instruction.cost:
        return f'paying "{instruction.words}" as a cost is not carried out'
    moving = moves_to_base(instruction)
    acts = instruction.verb in ACTIONS or moving or instruction.verb == CHOOSE
    if not acts or not _amount_known(instruction):
        return f'the engine does not carry out "{instruction.words}"'
    if any(m.split for m in instruction.mentions):
        return f'damage split among targets ("{instruction.words}") is not carried out'
    if instruction.optional:
        return f'whether the player does "{instruction.words}" is not given'
    outcome = ACTIONS.get(instruction.verb, "")
    roles = {m.role for m in instruction.mentions}
    if roles - {CHOSEN, CHARACTERISTICS, RESTRICTION, ACTION_RESTRICTION}:
        return f'the engine does not carry out "{instruction.words}"'
    if instruction.linked_to is not None and not instruction.mentions:
        earlier = affected[instruction.linked_to]
        if earlier:
            return earlier, []
        text = (
            f'"{instruction.words}" refers to what the earlier instruction acted on, and it '
            "acted on nothing, so it is not carried out."
        )
        return (), [Event(text, outcome, (), False, fact="target.linked_instruction_skipped")]
    chosen = instruction.chosen()
    selected = [m for m in instruction.mentions if m.role == CHARACTERISTICS]
    if chosen and chosen[0].noun == "battlefield":
        if len(selected) != 1 or not names:
            return f'no battlefield is named for "{instruction.words}"'
        field = state.battlefield(names[0])
        return _selected(state, item, selected[0], outcome, field.place if field else None)
    if chosen:
        return _chosen(state, item, acting or instruction, chosen[0], names)
    if len(selected) == 1:
        return _selected(state, item, selected[0], outcome, None)
    return f'the engine does not carry out "{instruction.words}"'


def _acting(instructions: tuple[Instruction, ...], index: int) -> Instruction | None:
    """For a choice alone ("Choose an enemy unit. Deal 1 to it."), the instruction after it
    that acts on what it chose; None for any other instruction."""
    if instructions[index].verb != CHOOSE:
        return None
    return next((i for i in instructions[index + 1 :] if i.linked_to == index), None)


def _amount_known(instruction: Instruction) -> bool:
    """Its amount is a number the text gives ("deal 3", "+2 Might this turn"), not one to work
    out ("damage equal to my Might", "for each friendly unit"), a "give" gives Might alone,
    and nothing is put anywhere ("to each other", "to base")."""
    if instruction.for_each or (instruction.to and not moves_to_base(instruction)):
        return False
    if instruction.amount is None:  # "damage equal to my [Assault]": worked out, not given
        return False
    if instruction.verb == "deal":
        return instruction.amount > 0
    if instruction.verb == "give":
        return bool(instruction.amount) and not instruction.granted
    return True


def _relations(
    state: GameState, item: ChainItem, instruction: Instruction, done: list[Event]
) -> list[Event]:
    """For each object the instruction was carried out on as a teammate's "friendly" object
    or as one of several opponents' "enemy" object, an event saying so (the facts that
    decide it are cited with the outcome)."""
    chosen = [m for m in instruction.chosen() if m.noun != "battlefield"]
    mentions = chosen or [m for m in instruction.mentions if m.role == CHARACTERISTICS]
    kinds = {r.kind for m in mentions[:1] for r in m.restrictions}
    by = _by(state, item)
    notes: list[Event] = []
    for event in done:
        thing = state.permanent(event.subjects[0]) if event.happened and event.subjects else None
        if thing is None or not event.kind:
            continue
        if "friendly" in kinds and thing.controller in state.teammates(by):
            text = f"{thing.name} is friendly: its controller is {possessive(by)} teammate."
            fact = "target.friendly_includes_teammates"
        elif "enemy" in kinds and len(state.opponents(by)) > 1:
            text = f"{thing.name} is an enemy: its controller is one of {possessive(by)} opponents."
            fact = "target.enemy_any_opponent"
        else:
            continue
        notes.append(Event(text, event.kind, (thing.name,), change=False, fact=fact))
    return notes


def _chosen(
    state: GameState,
    item: ChainItem,
    instruction: Instruction,
    mention: Mention,
    names: tuple[str, ...],
) -> tuple[tuple[str, ...], list[Event]] | str:
    """The targets of the instruction still legal as the spell resolves, and an event for
    each that is not; why not settled when they no longer meet together what the text asks of
    them as a group ("at the same location")."""
    outcome, notes, legal = ACTIONS.get(instruction.verb, ""), [], []
    for name in names:
        ok, why = _legal(state, item, mention, name)
        if ok is None:
            return (
                f'"{instruction.words}" ({why or "whether " + name + " is legal is not settled"})'
            )
        fact = "target.illegal_instruction_skipped"
        if ok and (moved := _left_its_location(state, item, mention, name)):
            ok, why, fact = False, moved, EACH_LOCATION_FACT
        if ok:
            legal.append(name)
            continue
        text = (
            f'{why}: {name} is no longer a legal target for "{mention.words}", so '
            f'"{instruction.words}" is not carried out on it.'
        )
        notes.append(Event(text, outcome, (name,), False, fact=fact))
    apart = group_apart(state, mention, legal)
    if apart:
        return (
            f'"{mention.words}" asks it of them as a group and {apart}: its controller chooses '
            "which of them to affect, and that choice is not given"
        )
    if legal and notes:
        text = f'"{instruction.words}" is carried out on {listing(legal)} only.'
        notes.append(Event(text, "", tuple(legal), fact="target.some_targets_legal"))
    together = [r for r in group_of(mention) if r.kind != EACH_LOCATION]
    if len(legal) > 1 and together:
        text = (
            f"{listing(legal)} are still {together[0].words}, as a group, so they "
            f'still meet "{mention.words}".'
        )
        notes.append(Event(text, outcome, tuple(legal), change=False, fact=STILL_LEGAL))
    return tuple(legal), notes


# What a text asks of its targets as a group (355.11), not of each one: where they are. A
# choice "at each location" is checked here as it is made (at most that many at each
# location), and unit by unit as it resolves (``_left_its_location``).
GROUP_KINDS = ("same_location", "same_battlefield", EACH_LOCATION)
STILL_LEGAL = "target.legal_target_affected"
EACH_LOCATION_FACT = "target.each_location_separately"


def group_of(mention: Mention) -> tuple[Restriction, ...]:
    """The restrictions of ``mention`` that its targets meet together ("at the same
    location")."""
    return tuple(r for r in mention.restrictions if r.kind in GROUP_KINDS)


def group_apart(state: GameState, mention: Mention, names: list[str]) -> str:
    """Why the units ``names`` do not meet together what ``mention`` asks of them as a group
    ("Sett is at battlefield 1 and Jax at battlefield 2"); "" when they do, or it asks
    nothing of them as a group."""
    group = group_of(mention)
    units = [u for u in (state.unit(n) for n in names) if u is not None]
    if not group or not units:
        return ""
    places = dict.fromkeys(u.at for u in units)
    if any(r.kind == EACH_LOCATION for r in group):
        return _crowded(units, group)
    if len(places) > 1:
        where = [f"{listing([u.name for u in units if u.at == p])} at {p.label()}" for p in places]
        return f"they are not at one location ({'; '.join(where)})"
    place = next(iter(places))
    if any(r.kind == "same_battlefield" for r in group) and not place.is_battlefield:
        return f"{listing([u.name for u in units])} are at {place.label()}, not a battlefield"
    return ""


def _crowded(units: list[Unit], group: tuple[Restriction, ...]) -> str:
    """Why units chosen "up to N at each location" are not: more than N at one location."""
    most = next(r.value for r in group if r.kind == EACH_LOCATION) or 1
    for place in dict.fromkeys(u.at for u in units):
        there = [u.name for u in units if u.at == place]
        if len(there) > most:
            return f"{listing(there)} are at {place.label()}, more than {most} there"
    return ""


def chosen_places(state: GameState, targets: tuple[str, ...]) -> tuple[tuple[str, Place], ...]:
    """Where each unit among ``targets`` is as it is chosen."""
    return tuple((unit.name, unit.at) for name in targets if (unit := state.unit(name)))


def _left_its_location(state: GameState, item: ChainItem, mention: Mention, name: str) -> str:
    """Why a unit chosen for a location ("up to one enemy unit at each location") no longer
    meets its targeting restriction, a restriction for that location alone (``meets``, with
    the location it was chosen at): it is no longer there ("" when it is, where it was chosen
    is not given, or the choice is not one for each location)."""
    unit = state.unit(name)
    each = next((r for r in mention.restrictions if r.kind == EACH_LOCATION), None)
    chosen = dict(item.chosen_at).get(name)
    if unit is None or each is None or chosen is None:
        return ""
    if meets(state, unit, each, _by(state, item), chosen_at=chosen) is not False:
        return ""
    return f"{unit.name} was chosen as the unit at {chosen.label()} and is now at {unit.at.label()}"


def moves_to_base(instruction: Instruction) -> bool:
    """A move "to base" (each unit to its own base): the only move the engine carries out."""
    return instruction.verb == "move" and instruction.to == "base"


def _legal(
    state: GameState, item: ChainItem, mention: Mention, name: str
) -> tuple[bool | None, str]:
    """Whether ``name`` meets the choice ``mention`` now (None: not settled), and why not;
    what the choice asks of its targets as a group is checked on the group
    (``group_apart``)."""
    if mention.zone == "chain":
        return _chain_legal(state, item, mention, name)
    if mention.noun not in NOUNS or mention.zone != "board":
        return None, f'a choice of "{mention.words}"'
    if name in item.changed_zones:
        return False, f"{name} changed zones"
    if name in item.unchoosable:
        return False, f"{name} can't be chosen by enemy spells and abilities"
    if mention.noun == "battlefield":
        if state.battlefield(name) is None:
            return False, f"{name} is not a battlefield on the board"
        return (not mention.restrictions) or None, ""
    thing = state.unit(name) if mention.noun == "unit" else state.gear_named(name)
    if thing is None:
        return False, f"{name} is not a {mention.noun} on the board"
    own = tuple(r for r in mention.restrictions if r not in group_of(mention))
    if len(own) < len(mention.restrictions) and mention.noun != "unit":
        return None, f'whether {name} is "{mention.words}" is not settled'
    return _meets_all(state, thing, own, _by(state, item))


# What the engine checks of a spell or ability on the chain that is chosen ("an enemy spell");
# What it chooses (``CHOOSING``) is checked apart, with what the instruction before chose
# (``chooses``).
CHAIN_RESTRICTIONS = ("enemy", *CHOOSING)


def _chain_legal(
    state: GameState, item: ChainItem, mention: Mention, name: str
) -> tuple[bool | None, str]:
    """Whether the item ``name`` on the chain meets the choice ``mention`` ("an enemy spell
    or ability"): it is on the chain, of the kind named, and an enemy's when it says so."""
    chosen = next((i for i in reversed(state.chain) if i.name == name), None)
    if chosen is None:
        return False, f"{name} is not on the chain"
    if any(r.kind not in CHAIN_RESTRICTIONS for r in mention.restrictions):
        return None, f'whether {name} is "{mention.words}" is not settled'
    kind = "spell" if chosen.kind == "spell" else "ability"
    if kind not in mention.noun.split(" or "):
        return False, f"{name} is not a {mention.noun}"
    enemies = state.opponents(_by(state, item))
    if any(r.kind == "enemy" for r in mention.restrictions):
        if chosen.controller is None:
            return None, f"who controls {name} is not given"
        if chosen.controller not in enemies:
            return False, f"{name} is not an enemy's"
    return True, ""


def _meets_all(
    state: GameState, thing: Unit | Gear, restrictions: tuple[Restriction, ...], by: str
) -> tuple[bool | None, str]:
    """Whether ``thing`` meets every restriction for the player ``by`` (None: not settled),
    and why not (naming the restriction's words)."""
    for restriction in restrictions:
        if restriction.kind == "at_battlefield" and restriction.words == "at battlefields":
            restriction = replace(restriction, words="at a battlefield")
        if restriction.kind in ("might_max", "might_min") and (
            not isinstance(thing, Unit) or might_changed(state, thing)
        ):
            return None, f"{thing.name}'s Might with its buffs and effects is not worked out"
        if isinstance(thing, Unit):
            result = meets(state, thing, restriction, by)
        else:
            result = _gear_meets(state, thing, restriction, by)
        if result is None:
            return None, f'whether {thing.name} is "{restriction.words}" is not settled'
        if not result:
            if restriction.kind == "enemy":
                who = says(thing.controller, "controls", "control")
                return False, f"{thing.name} is not an enemy ({who} it)"
            if restriction.kind == "yours":
                return (
                    False,
                    f"{says(thing.controller, 'controls', 'control')} {thing.name}, not {by}",
                )
            return False, f'{thing.name} is not "{restriction.words}"'
    return True, ""


def _not_enemy(
    state: GameState, thing: Unit | Gear, restrictions: list[Restriction], item: ChainItem
) -> bool:
    """It was left out for not being an enemy: its controller is the player or a teammate."""
    return any(r.kind == "enemy" for r in restrictions) and thing.controller not in (
        state.opponents(_by(state, item))
    )


def _gear_meets(state: GameState, gear: Gear, restriction: Restriction, by: str) -> bool | None:
    if restriction.kind == "enemy":
        return gear.controller in state.opponents(by)
    if restriction.kind == "friendly":
        return gear.controller in {by} | state.teammates(by)
    if restriction.kind == "yours":
        return gear.controller == by
    return None


def _selected(
    state: GameState, item: ChainItem, mention: Mention, outcome: str, place: Place | None
) -> tuple[tuple[str, ...], list[Event]] | str:
    """The objects "all ...", "each ...", "your ..." select by their characteristics (at the
    chosen battlefield ``place``, when the choice is one), and an event for each object on
    the board they leave out."""
    if mention.noun not in ("unit", "gear") or mention.zone != "board":
        return f'the engine does not select "{mention.words}"'
    determiner = mention.words.split()[0]
    restrictions = list(mention.restrictions)
    if determiner == "your":
        restrictions.append(Restriction("yours", words="your"))
    elif determiner not in ("all", "each"):
        return f'the engine does not select "{mention.words}"'
    pool: tuple[Unit | Gear, ...] = state.units if mention.noun == "unit" else state.gear
    found: list[str] = []
    left_out: list[Event] = []
    for thing in pool:
        if place is not None and thing.at != place:
            why = f"{thing.name} is not at {place.label()}"
        else:
            ok, why = _meets_all(state, thing, tuple(restrictions), _by(state, item))
            if ok is None:
                return f'which objects are "{mention.words}" is not settled: {why}'
            if ok:
                found.append(thing.name)
                continue
        text = f'{why}, so it is not among "{mention.words}" of {item.name}.'
        fact = "target.teammate_not_enemy" if _not_enemy(state, thing, restrictions, item) else ""
        left_out.append(Event(text, outcome, (thing.name,), False, fact=fact))
    return tuple(found), left_out


def _perform(
    state: GameState,
    doing: Doing,
    item: ChainItem,
    instruction: Instruction,
    objects: tuple[str, ...],
) -> tuple[GameState, list[Event]]:
    """The game action of ``instruction`` performed on ``objects`` by its steps, in order."""
    # A card's instruction is given no Bonus Damage here, so the steps applying it need not
    # be stated for the instruction to be carried out; nor need the OPTIONAL_STEPS: run where
    # the version states them, left out where it does not (that question is then unknown, not
    # the kill or the banish).
    verb = GAME_ACTION_OF.get(instruction.verb, instruction.verb)
    steps = [
        f
        for f in GAME_ACTIONS.get(verb, ())
        if f not in BONUS_DAMAGE and (f not in OPTIONAL_STEPS or doing.stated(f))
    ]
    if moves_to_base(instruction):
        steps = [MOVE_TO_BASE, ATTACHED_FOLLOW]
    if not all(doing.stated(fact_id) for fact_id in steps):
        said = f'this rules version does not state what "{instruction.words}" does'
        return state, [_not_modelled(item, said)]
    assert instruction.amount is not None  # _objects() carried out only a given amount
    action = GameAction(
        verb,
        objects,
        _by(state, item),
        amount=instruction.amount,
        source=item.name,
        minimum=instruction.minimum,
        duration=instruction.duration,
        to=instruction.to if moves_to_base(instruction) else "",
    )
    return performed(state, doing, action, steps)


def performed(
    state: GameState, doing: Doing, action: GameAction, steps: list[str]
) -> tuple[GameState, list[Event]]:
    """``action`` performed by ``steps`` (its game action's facts), in order."""
    events: list[Event] = []
    for fact_id in steps:
        run = step_registry()[fact_id.replace(".", "_")]
        stepped = run(state, Doing(action, doing.stated, (*doing.events, *events), doing.version))
        state = stepped.state
        events += [e if e.fact else replace(e, fact=fact_id) for e in stepped.events]
    return state, events


MOVE_TO_BASE = "carry_out.move_to_base"
ATTACHED_FOLLOW = "attached.follows_host"


@step
def carry_out_move_to_base(state: GameState, doing: Doing) -> Stepped:
    """A spell's instruction that moves units "to base" moves each to its own base, its
    destination, which must be somewhere other than where it is: for a unit in its base
    already it can't be followed, and is ignored. What a card on the board says about moving
    (units that can't move, or move elsewhere) is not worked out here."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action != "move":
        return unchanged(state)
    if action.to != BASE:
        said = f"to {action.to}" if action.to else "with no destination given"
        return unchanged(state, Event(f"A move {said} is not carried out.", UNMODELLED))
    texts = [(u.name, u.text) for u in state.units] + [(b.name, b.text) for b in state.battlefields]
    words = [rule.card or name for name, text in texts for rule in text if "move" in rule.action]
    if words:
        said = f"What {listing(sorted(set(words)))} says about moving is not worked out"
        return unchanged(state, Event(f"{said} as {action.source} moves units.", UNMODELLED))
    moved, events = [], []
    for name in action.cards:
        unit = state.unit(name)
        if unit is None:
            continue
        if unit.at.is_base:
            text = (
                f"{name} is in its base already, and a move's destination is another location: "
                "the instruction can't be followed for it, so it is ignored."
            )
            events.append(Event(text, "moved", (name,), happened=False))
            continue
        moved.append(replace(unit, at=Place(BASE, unit.controller)))
    where = {u.name: u for u in moved}
    state = replace(state, units=tuple(where.get(u.name, u) for u in state.units))
    if moved:
        where_to = ", ".join(f"{u.name} to {u.at.label()}" for u in moved)
        text = f"Moved by {action.source}: {where_to}."
        events.append(Event(text, "moved", tuple(where), action="move"))
    return Stepped(state, tuple(events))


@step
def carry_out_give_might(state: GameState, doing: Doing) -> Stepped:
    """An effect that gives units +N or -N Might increases or decreases their Might in the
    arithmetic layer from when it begins applying (after every effect they already have),
    for as long as it lasts ("this turn": until the end of the turn). One limited "to a
    minimum of N" is limited against the Might the unit has as it is applied, and keeps that
    amount (unless that Might is not settled: then the layers work it out)."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action != "give":
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        unit = state.unit(name)
        if unit is None:
            continue
        effect = MightEffect(
            action.source or action.by,
            "add",
            action.amount,
            minimum=action.minimum,
            timestamp=layering.next_timestamp(unit),
            duration=action.duration,
            given_after=True,
        )
        mights = {r.might for r in layering.results(unit, state.gear)}
        if effect.limited and len(mights) == 1:
            limited = layering.applied_amount(effect, mights.pop())
            effect = replace(effect, limited_to=limited)
        given = replace(unit, might_effects=(*unit.might_effects, effect))
        state = replace(state, units=tuple(given if u is unit else u for u in state.units))
        change = f"{action.amount:+d} Might"
        if action.minimum is not None:
            change += f" (to a minimum of {action.minimum}"
            if effect.limited_to is not None:
                change += f": {effect.limited_to:+d} Might as it is applied"
            change += ")"
        text = f"{name} is given {change}{' ' + action.duration if action.duration else ''}."
        events.append(Event(text, ACTIONS["give"], (name,)))
    return Stepped(state, tuple(events))


def _by(state: GameState, item: ChainItem) -> str:
    return item.controller or state.turn


def mode_of_targets(state: GameState, item: ChainItem, effect: Effect) -> Effect | str:
    """The one mode of a modal ``effect`` whose choices the targets named for ``item`` can
    legally fill (every target must meet its choice's restrictions), as an effect without
    modes; why the mode is not settled when no target is named, when more than one mode
    fits, or when whether one fits is not settled."""
    fitting = _modes_fitting(state, item, effect)
    if fitting is None or len(fitting) != 1:
        return _mode_not_given(effect)
    return fitting[0]


def _modes_fitting(state: GameState, item: ChainItem, effect: Effect) -> list[Effect] | None:
    """The modes of ``effect`` (each as an effect without modes) whose choices the targets
    named for ``item`` legally fill; None when no target is named or it is not settled."""
    if not item.targets:
        return None
    fitting: list[Effect] = []
    for mode in dict.fromkeys(i.mode for i in effect.instructions):
        only = tuple(replace(i, mode=0) for i in effect.instructions if i.mode == mode)
        if not any(i.chosen() for i in only):
            continue  # targets were named: not a mode that chooses nothing
        one = replace(effect, instructions=only, modal="")
        legal, _ = choices_valid(state, item, one)
        if legal is None:
            return None
        if legal:
            fitting.append(one)
    return fitting


def _mode_not_given(effect: Effect) -> str:
    """Why a modal effect's choices and instructions are not settled: only the mode chosen
    as it is played is done, and the situation does not say which."""
    return f'which of its modes ("{effect.modal}") is chosen is not given'


def _not_modelled(item: ChainItem, why: str) -> Event:
    """What the engine can't carry out of the item's effect, from there on: ``why``."""
    return Event(
        f"What {item.name} does from here on is not modelled: {why}.", UNMODELLED, (item.name,)
    )
