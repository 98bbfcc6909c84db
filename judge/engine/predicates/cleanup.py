"""The steps of a cleanup, each a fact, carried out in the order the rules give.

``judge.engine.play_out`` runs them in that order and repeats the cleanup while one of
them changes the game. Each step sees what the earlier ones changed: control is lost
before hidden cards are removed, a showdown begins before a combat could.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.actions import Cleanup
from judge.engine.card_list import changes_lethal_damage
from judge.engine.layering import combat_bonus, combat_bonus_fact, might_now
from judge.engine.layering import lethal as lethal_by_might
from judge.engine.lethal_damage import (
    LETHAL_FACT,
    alterations,
    holders,
    lethal,
    only_through,
    unattributed,
)
from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import listing, possessive, says
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.scoring import MODES
from judge.engine.state import BASE, Battlefield, GameState, Place, Unit
from judge.records import replace


def with_field(state: GameState, field: Battlefield) -> GameState:
    """The state with ``field`` replacing the battlefield of the same name."""
    return replace(
        state,
        battlefields=tuple(field if f.name == field.name else f for f in state.battlefields),
    )


def ongoing_at(state: GameState, field: Battlefield) -> bool:
    return field.name in (state.showdown, state.combat)


def opposing(state: GameState, players: frozenset[str]) -> bool:
    """At least two of ``players`` are not teammates."""
    return any(b not in state.teammates(a) | {a} for a in players for b in players)


@step
def board_cleanup_on_enter(state: GameState, doing: Doing) -> Stepped:
    """When permanents enter or leave the board, a cleanup is performed."""
    return unchanged(state, Event("A cleanup follows.", "cleanup"))


# What makes a cleanup an outstanding task, by the outcome of the event: the turn moving
# to its next phase, a pending item added to the chain or finalized on it, a chain item
# removed from it, an object leaving the board, the status of an object changing.
QUALIFYING = {
    "phase ends": "the phase ended",
    "triggers": "{} went on the chain as a pending item",
    "finalized": "{} became a finalized item on the chain",
    "resolves": "{} resolved and left the chain",
    "countered": "{} was countered and left the chain",
    "killed": "{} left the board",
    "stunned": "{} became stunned",
    "buffed": "{} became buffed",
    "spent": "{} lost its buff",
    "exhausted": "{} became exhausted",
    "readied": "{} became ready",
}
# The facts whose "removed" event is a chain item leaving the chain as it is finalized (a
# "you may" declined, a cost not paid, no legal target) or as the death it waits on is
# replaced (a Deathknell): each makes a cleanup outstanding, whatever the reason. Under v1.3
# a declined "you may" is never placed on the chain (trigger.may_on_trigger); a player
# removed from the game (conceding) is not a chain item leaving.
LEFT_THE_CHAIN = frozenset(
    {
        "trigger.may_on_finalize",
        "trigger.cost_on_finalize",
        "trigger.targets_on_finalize",
        "deathknell.needs_trash",
    }
)
REMOVED = "{} was removed from the chain"
# A banished card makes one only when it left the board (banished from a hand or a trash,
# it did not); a move makes one once it is completed.
BANISHED = "{} left the board, banished"
MOVED = "{} completed a move"


def _outstanding_because(event: Event) -> str:
    """What ``event`` did that makes a cleanup an outstanding task, or ""."""
    if not event.happened:
        return ""
    if event.kind == "banished":
        return BANISHED if event.left_board else ""
    if event.action == "move":
        return MOVED
    if event.kind == "removed":
        return REMOVED if event.fact in LEFT_THE_CHAIN else ""
    return QUALIFYING.get(event.kind, "")


@step
def cleanup_outstanding(state: GameState, doing: Doing) -> Stepped:
    """A cleanup becomes an outstanding task once the turn moves to or from an Open or
    Closed State or to another phase, a pending item is added to the chain or finalized on
    it, a chain item leaves it (when the chain empties, the turn is in an Open State
    again), game objects enter or leave the board, the status of any of them changes, or a
    move is completed; what did none of these makes none."""
    changed = [(e, why) for e in doing.events if (why := _outstanding_because(e))]
    if not changed:
        text = "None of this calls for a cleanup: no cleanup is made an outstanding task."
        return unchanged(state, Event(text, happened=False, change=False))
    what = [why.format(e.subjects[0] if e.subjects else "") for e, why in changed]
    said = listing(list(dict.fromkeys(what)))
    opened = any(e.kind in ("resolves", "countered") for e, _ in changed) and not state.chain
    reopened = ", the turn is in an Open State again" if opened else ""
    text = f"{said[0].upper()}{said[1:]}{reopened}: a cleanup is now an outstanding task."
    return unchanged(state, Event(text, change=False))


def _completed(doing: Doing) -> Cleanup | None:
    """The cleanup that has just completed, when that is what is being done."""
    return doing.action if isinstance(doing.action, Cleanup) else None


@step
def cleanup_repeats(state: GameState, doing: Doing) -> Stepped:
    """A cleanup that changed the game is followed at once by another, itself an
    outstanding task, until a cleanup makes no new change."""
    done = _completed(doing)
    if done is None:
        return unchanged(state)
    if done.changed:
        text = "The cleanup changed the game, so another cleanup follows at once."
        return unchanged(state, Event(text, change=False))
    text = "The cleanup made no new change, so no further cleanup follows."
    return unchanged(state, Event(text, happened=False, change=False))


@step
def cleanup_special_then_normal(state: GameState, doing: Doing) -> Stepped:
    """A special cleanup (a combat's, the end of turn's) that changed the game is followed
    by a normal cleanup, not by another iteration of the special one."""
    done = _completed(doing)
    if done is None or not done.special:
        return unchanged(state)
    if done.changed:
        text = (
            f"The {done.special} cleanup changed the game: a normal cleanup follows, not "
            f"another {done.special} cleanup."
        )
        return unchanged(state, Event(text, change=False))
    text = f"The {done.special} cleanup made no new change: no cleanup follows it."
    return unchanged(state, Event(text, happened=False, change=False))


# The fact that states each mode's Victory Score.
VICTORY_SCORE_OF = {
    "1v1": "mode.duel_victory_score",
    "2v2": "mode.team_victory_score",
    "ffa3": "mode.ffa3_victory_score",
    "ffa4": "mode.ffa4_victory_score",
}


@step
def game_victory(state: GameState, doing: Doing) -> Stepped:
    """A player with points at or above the Victory Score and more than any opponent wins.
    Only one player (or team) has reached it here; when several have, the step of
    ``game.victory_tied`` decides."""
    at_score = [p for p in state.players if state.points_of(p) >= state.victory_score]
    if not at_score:
        if not state.points:  # a game whose points the situation leaves out
            return unchanged(state)
        top = max(state.points_of(p) for p in state.players)
        text = f"Nobody has reached the Victory Score of {state.victory_score}: the most is {top}."
        nobody = Event(text, "wins", state.players, happened=False, change=False)
        text = f"The Victory Score of {MODES[state.mode]} is {state.victory_score} points."
        score = replace(nobody, text=text, fact=VICTORY_SCORE_OF[state.mode])
        # A final point refused this turn to a player still one short is why they did not.
        short = [
            Event(why, "wins", (player,), happened=False, change=False, fact=fact_id)
            for player, fact_id, why in state.final_point_refused
            if state.points_of(player) == state.victory_score - 1
        ]
        return unchanged(state, *short, nobody, score)
    player = at_score[0]
    if any(other not in state.teammates(player) for other in at_score[1:]):
        return unchanged(state)
    text = (
        f"{says(player, 'wins', 'win')} the game: {state.points_of(player)} points reach "
        f"the Victory Score of {MODES[state.mode]}, {state.victory_score}."
    )
    won_event = Event(text, "wins", (player,))
    # The mode's rule sets the score the win is measured by: cited, said in the same sentence.
    score = replace(won_event, change=False, fact=VICTORY_SCORE_OF[state.mode])
    return Stepped(replace(state, winner=player), (won_event, score))


def combat_sides(state: GameState, field: Battlefield) -> tuple[str | None, str | None]:
    """The attacker and defender of the combat at ``field``: as established, else the player
    who applied Contested there and the one opponent of theirs with units there (a teammate
    of the attacker is not their opponent; with no such single opponent, no defender)."""
    if len(state.combatants) == 2:
        return state.combatants[0], state.combatants[1]
    attacker = field.contested_by
    if attacker is None:
        return None, None
    rivals = sorted(state.players_at(field.place) - {attacker} - state.teammates(attacker))
    return attacker, rivals[0] if len(rivals) == 1 else None


@step
def combat_designations(state: GameState, doing: Doing) -> Stepped:
    """During a combat, units at its battlefield controlled by the attacker or the defender
    take their controller's designation; other players' units there gain none, and units
    elsewhere lose theirs."""
    field = state.battlefield(state.combat or "")
    if field is None:
        return unchanged(state)
    sides = dict(zip(combat_sides(state, field), ("attacker", "defender"), strict=True))
    units = []
    gained: list[Unit] = []
    lost: list[str] = []
    bystanders: list[Unit] = []
    for unit in state.units:
        wanted = None
        if unit.at == field.place:
            wanted = sides.get(unit.controller)
            if wanted is None:
                bystanders.append(unit)
        if wanted != unit.designation:
            if wanted:
                gained.append(replace(unit, designation=wanted))
            else:
                lost.append(unit.name)
            unit = replace(unit, designation=wanted)
        units.append(unit)
    events = []
    joined = [u for u in gained if _joins_later(state, u)]
    opening = [u for u in gained if u not in joined]
    if opening:
        names = listing([u.name for u in opening])
        text = f"{names}: attacker or defender, as their controller is."
        events.append(Event(text, subjects=tuple(u.name for u in opening), at=field.name))
    events += _joined(state, field, joined)
    for unit in bystanders:
        text = (
            f"{unit.name} gains no designation: its controller {unit.controller} is neither "
            f"attacker nor defender at {field.name}."
        )
        for kind in ("attacker", "defender"):
            events.append(Event(text, kind, (unit.name,), happened=False, at=field.name))
    if lost:
        text = f"{listing(lost)}: no longer at {field.name}, no longer attacker or defender."
        events.append(Event(text, subjects=tuple(lost)))
    return Stepped(replace(state, units=tuple(units)), tuple(events))


# Establishing the attacker and the defender as the combat opened decides which designation a
# unit that joins it later takes: cited with the designation it takes.
ATTACKER_DEFENDER = "combat.attacker_defender"


def _joins_later(state: GameState, unit: Unit) -> bool:
    """Whether ``unit`` gains its designation after the moment the combat opened (it became
    present later, or came back), not as the attacker and defender were established."""
    if state.combat_opening:
        return False
    return unit.name not in state.designated or unit.name in state.designation_lost


def _joined(state: GameState, field: Battlefield, joined: list[Unit]) -> list[Event]:
    """Units that joined the combat after it opened take their controller's designation:
    the combat's attacker stays the player who applied Contested there, whoever moved
    them in, so a unit joining the defender's side does not make its controller attack."""
    attacker = state.combatants[0] if state.combatants else field.contested_by
    events: list[Event] = []
    for player in dict.fromkeys(u.controller for u in joined):
        units = [u for u in joined if u.controller == player]
        names = tuple(u.name for u in units)
        wanted = units[0].designation or ""
        other = "defender" if wanted == "attacker" else "attacker"
        joins, takes = ("join", "take") if len(names) > 1 else ("joins", "takes")
        # Why the controller is not the other side comes first: it is what a unit joining
        # settles for its controller (the attacker was decided as the combat opened).
        text = (
            f"{says(player, 'is', 'are')} not the {other} at {field.name}: "
            f"{possessive(attacker or '')} units applied the contested status there, and "
            f"{listing(names)} {takes} {possessive(player)} designation, {wanted}."
        )
        events.append(
            Event(
                text,
                other,
                (player, *names),
                happened=False,
                at=field.name,
                led_by=(ATTACKER_DEFENDER,),
            )
        )
        text = (
            f"{listing(names)} {joins} the combat at {field.name} and {takes} "
            f"{possessive(player)} designation, {wanted}."
        )
        events.append(
            Event(text, wanted, (*names, player), at=field.name, led_by=(ATTACKER_DEFENDER,))
        )
    return events


@step
def damage_any_amount_lethal(state: GameState, doing: Doing) -> Stepped:
    """While a player controls, on the board, a card whose passive says any amount of their
    damage is enough to kill enemy units, any amount of damage they marked on a unit of an
    opponent of theirs is lethal damage for it; damage another player marked, and damage on
    their own or a teammate's unit, is not made lethal by it."""
    events: list[Event] = []
    for unit in state.units:
        if not unit.damage or lethal_by_might(state, unit):
            continue  # lethal by its Might alone: no passive is needed
        through = only_through(state, unit)
        if through is not None:
            mine = unit.damage_of(through.player)
            text = (
                f"{unit.name} has {mine} damage marked by {through.player} and is an enemy unit "
                f"of theirs, and {says(through.player, 'controls', 'control')} {through.card}, "
                f"whose passive makes any amount of {possessive(through.player)} damage enough "
                f"to kill enemy units: {possessive(unit.name)} damage is lethal."
            )
            events.append(Event(text, "", (unit.name, through.card), change=False))
            continue
        events += _not_made_lethal(state, unit)
    return unchanged(state, *events)


def _made_lethal(state: GameState, dead: list[Unit]) -> str:
    """What made the damage of the dead lethal where their Might alone would not."""
    said = []
    for unit in dead:
        through = only_through(state, unit)
        if through is None:
            continue
        said.append(
            f"{unit.name}'s {unit.damage_of(through.player)} damage is {_theirs(through.player)}"
            f", enough to kill an enemy unit while "
            f"{says(through.player, 'controls', 'control')} {through.card}"
        )
    return "; ".join(said)


def _theirs(player: str) -> str:
    return "yours" if player == "you" else f"{player}'s"


def _not_made_lethal(state: GameState, unit: Unit) -> list[Event]:
    """Why a passive on the board that makes a player's damage lethal does not make
    ``unit``'s lethal: none of its damage is theirs, or it is no enemy unit of theirs."""
    events = []
    for alteration in alterations(state, unit):
        if unit.unattributed_damage:
            continue  # whose damage it is is not given: the kill step says so
        others = listing(list(dict.fromkeys(p for p, _ in unit.marked_by)))
        text = (
            f"{alteration.card}'s passive makes any amount of {possessive(alteration.player)} "
            f"damage enough to kill enemy units, but none of {possessive(unit.name)} "
            f"{unit.damage} damage was marked by {alteration.player} (it was marked by "
            f"{others}): its lethal damage is still its Might."
        )
        events.append(Event(text, "killed", (unit.name,), happened=False))
    holders_here = [(a.card, a.player) for a in holders(state) if unit.damage_of(a.player)]
    for card, player in holders_here:
        if unit.controller in state.opponents(player):
            continue
        whose = "their own" if unit.controller == player else f"{possessive(player)} teammate's"
        if player == "you":
            whose = "your own" if unit.controller == player else "your teammate's"
        text = (
            f"{card}'s passive makes any amount of {possessive(player)} damage enough to kill "
            f"enemy units, and {unit.name} has {unit.damage_of(player)} damage marked by "
            f"{player}, but {unit.name} is {whose} unit, not an enemy unit: its lethal damage "
            "is still its Might."
        )
        events.append(Event(text, "killed", (unit.name,), happened=False))
    return events


@step
def damage_lethal_killed(state: GameState, doing: Doing) -> Stepped:
    """Units with lethal damage (non-zero damage at or above their Might now, with their
    buffs and effects, or as a passive on the board alters it) are killed."""
    killing = _killing_texts(state, doing)
    found = {u.name: None if killing and u.damage else lethal(state, u) for u in state.units}
    dead = [unit for unit in state.units if found[unit.name]]
    unsettled = tuple(
        Event(
            f"Whether {unit.name}'s damage is lethal: {_unsettled(unit, state, killing)}",
            "unmodelled",
        )
        for unit in state.units
        if found[unit.name] is None
    )
    hurt = [
        unit
        for unit in state.units
        if found[unit.name] is False and unit.might is not None and (unit.damage or unit.might <= 0)
    ]
    spared = tuple(
        Event(
            _not_lethal(unit, state),
            "killed",
            (unit.name,),
            happened=False,
            led_by=_saved_by_bonus(unit, state),
        )
        for unit in hurt
    ) + tuple(_stunned_not_lethal(unit, state) for unit in hurt if unit.stunned and unit.damage)
    if not dead:
        return unchanged(state, *unsettled, *spared)
    living = tuple(unit for unit in state.units if not found[unit.name])
    names = tuple(unit.name for unit in dead)
    verb = "is" if len(dead) == 1 else "are"
    altered = _made_lethal(state, dead)
    text = f"{listing(names)} {verb} killed: lethal damage, put in the owner's trash."
    if altered:
        text = text[:-1] + f" ({altered})."
    places = tuple(dict.fromkeys(unit.at.name for unit in dead if unit.at.is_battlefield))
    killed = Event(text, "killed", (*names, *places), led_by=(LETHAL_FACT,) if altered else ())
    died = (*state.died_now, *dead)
    killed_now = (*state.killed_in_cleanup, *names)
    state = replace(state, units=living, died_now=died, killed_in_cleanup=killed_now)
    return Stepped(state, (killed, *unsettled, *spared))


@step
def kill_attributed_in_cleanup(state: GameState, doing: Doing) -> Stepped:
    """A unit killed in a cleanup is killed by the spell or ability that resolved just before
    that cleanup and dealt it damage, and the player responsible for that deal is responsible
    for the kill; one that resolved just before and dealt it no damage did not kill it. The
    records of what resolved and dealt damage are then cleared: the next cleanup follows
    another resolution."""
    events: list[Event] = []
    last = state.resolved_last
    for unit in _killed_here(state):
        if last is None:
            continue  # nothing resolved before this cleanup: whose kill it is is not known
        source = last[0]
        responsible = [by for dealer, by in unit.dealt_by if dealer == source]
        if responsible:
            text = (
                f"{unit.name} is killed by {source}: killed in this cleanup, its kill is "
                "attributed to the spell or ability that resolved just before it and dealt it "
                f"damage, and the player responsible for that damage ({responsible[-1]}) is "
                "responsible for the kill."
            )
            events.append(Event(text, KILLED_BY, (unit.name, source), by=responsible[-1]))
        elif not unit.dealt_by:
            text = (
                f"No kill of {unit.name} is attributed to {source}: it resolved just before "
                f"this cleanup, but dealt {unit.name} no damage."
            )
            events.append(Event(text, KILLED_BY, (unit.name, source), happened=False))
    units = tuple(replace(unit, dealt_by=(), combat_dealt_by=()) for unit in state.units)
    return Stepped(replace(state, units=units, resolved_last=None), tuple(events))


KILLED_BY = "killed by"


def _killed_here(state: GameState) -> list[Unit]:
    """The units this cleanup killed for lethal damage (not those a Kill instruction killed
    before it), as they were when they died."""
    alive = {unit.name for unit in state.units}
    return [
        unit
        for unit in state.died_now
        if unit.name in state.killed_in_cleanup and unit.name not in alive
    ]


@step
def kill_attributed_in_combat_cleanup(state: GameState, doing: Doing) -> Stepped:
    """A unit killed in the Combat Cleanup is killed by the sources of the combat damage dealt
    to it (the units of the other side, all of one player's: the attacker's or the
    defender's, a stunned one among them: the side as a whole is the source), and their
    controller is responsible for the kill. The step runs in the Combat Cleanup only, and
    only where the version states it (v1.4)."""
    events: list[Event] = []
    for unit in _killed_here(state):
        sources = unit.combat_dealt_by
        if not sources:
            continue  # dealt no combat damage (lethal from before): no source to name here
        names = [s.unit for s in sources]
        by = sources[0].controller  # the designations make them all one player's units
        plural = len(names) > 1
        whose = "their" if plural else f"{names[0]}'s"
        text = (
            f"{unit.name} is killed by {listing(names)}: killed in the Combat Cleanup, its kill "
            f"is attributed to the {'sources' if plural else 'source'} of the combat damage "
            f"dealt to it, and {whose} controller ({by}) "
            "is responsible for the kill."
        )
        # the sources are units, so they are not subjects: a question about one asks whether
        # it was killed, not whether it killed
        events.append(Event(text, KILLED_BY, (unit.name,), by=by))
    return unchanged(state, *events)


def _killing_texts(state: GameState, doing: Doing) -> tuple[str, ...]:
    """The cards on the board whose text says what damage is enough to kill."""
    if not doing.version:
        return ()
    board = [u.name for u in state.units] + [g.name for g in state.gear]
    return tuple(n for n in board if changes_lethal_damage(n, doing.version))


def _unsettled(unit: Unit, state: GameState, killing: tuple[str, ...] = ()) -> str:
    if killing:
        return f"the text of {listing(list(killing))} says what damage kills, not modelled yet."
    if why := unattributed(state, unit):
        return why
    if state.might_texts:
        return f"the text of {listing(list(state.might_texts))} changes Might, not modelled yet."
    if unit.might is None:
        return "its Might is not given."
    return "its Might now turns on the order its effects began applying in, which is not given."


def _stunned_not_lethal(unit: Unit, state: GameState) -> Event:
    """Being stunned does not lower the damage that is lethal for a unit."""
    text = (
        f"{unit.name} is stunned, but a stunned unit still needs damage equal to its full "
        f"Might ({might_now(state, unit)}) to be killed."
    )
    event = Event(text, "killed", (unit.name,), happened=False)
    return replace(event, fact="stun.lethal_unchanged")


def _saved_by_bonus(unit: Unit, state: GameState) -> tuple[str, ...]:
    """The fact of the Assault or Shield without which the unit's damage would be lethal:
    what its keyword adds to its Might is what keeps it alive (none otherwise)."""
    fact = combat_bonus_fact(unit)
    might = might_now(state, unit)
    if not fact or not unit.damage or might is None:
        return ()
    return (fact,) if unit.damage >= might - combat_bonus(unit) else ()


def _not_lethal(unit: Unit, state: GameState) -> str:
    might = might_now(state, unit)
    if not unit.damage:
        return f"{unit.name} has a Might of {might} but no damage, and lethal damage is never zero."
    return f"{unit.name} has {unit.damage} damage, less than its Might of {might}."


@step
def control_lost_when_empty(state: GameState, doing: Doing) -> Stepped:
    """In an Open State, a player loses control of a battlefield where they have no units,
    unless a showdown or combat is going on there."""
    events: list[Event] = []
    for field in state.battlefields:
        if field.controller is None or field.controller in state.players_at(field.place):
            continue
        if not state.open:
            text = f"Something is on the chain, so {field.controller} keeps {field.name} for now."
            events.append(
                Event(text, "loses control", (field.name,), happened=False, at=field.name)
            )
        elif ongoing_at(state, field):
            what = "combat" if field.name == state.combat else "showdown"
            keeps = says(field.controller, "does not lose", "do not lose")
            text = (
                f"A {what} is going on at {field.name}, so {keeps} control of it in this "
                f"cleanup, though none of {possessive(field.controller)} units are there."
            )
            events.append(
                Event(text, "loses control", (field.name,), happened=False, at=field.name)
            )
            frozen = (
                f"Control of {field.name} can't change until the {what}'s steps say so: "
                f"not for good, only until the {what} ends."
            )
            events.append(
                Event(
                    frozen,
                    "loses control",
                    (field.name,),
                    happened=False,
                    at=field.name,
                    fact="control.unchanged_during_showdown_or_combat",
                )
            )
        else:
            lost = state.control_changed | {(field.controller, field.name)}
            state = replace(
                with_field(state, replace(field, controller=None)), control_changed=lost
            )
            text = f"{field.name} is no longer controlled by {field.controller}."
            events.append(Event(text, "loses control", (field.name,), at=field.name))
    return Stepped(state, tuple(events))


def _held_with_units(state: GameState) -> list[tuple[Battlefield, str]]:
    """The battlefields whose controller has units there, each with its controller."""
    return [
        (field, field.controller)
        for field in state.battlefields
        if field.controller is not None and field.controller in state.players_at(field.place)
    ]


@step
def control_kept_with_units(state: GameState, doing: Doing) -> Stepped:
    """Outside of combat, a player keeps control of a battlefield for as long as they have
    units there (inside one, `control_unchanged_during_showdown_or_combat` says why)."""
    events = tuple(
        Event(
            f"{says(controller, 'still controls', 'still control')} {field.name}.",
            "keeps control",
            (field.name,),
            at=field.name,
            change=False,
        )
        for field, controller in _held_with_units(state)
        if field.name != state.combat
    )
    return Stepped(state, events)


@step
def control_kept_not_conquered(state: GameState, doing: Doing) -> Stepped:
    """A conquer is gaining control of a battlefield: a player with units at a battlefield
    they control as a cleanup checks it, who has neither lost (in a cleanup in an Open State)
    nor gained control of it this turn, has held it throughout, so they gain nothing there:
    nothing is conquered or scored. A unit of theirs that left and was played there again
    by the same effect was pending on the chain, a Closed State, in the cleanup after that
    effect, which took no control away. Said only where a unit of theirs there was played
    this turn, the arrival that might be taken for a conquer (the state, not that arrival,
    decides it); where a combat or showdown step kept their control, that step's rule says
    why."""
    arrived = {
        (unit.controller, unit.at.name)
        for unit in state.units
        if unit.played_this_turn and unit.at.is_battlefield
    }
    events = tuple(
        Event(
            f"{says(controller, 'has', 'have')} units at {field.name} as this cleanup checks "
            f"it, and no cleanup in an Open State found it without them this turn, so "
            f"{controller} never lost control of it: keeping control is not gaining it, so "
            "it is not conquered and scores nothing.",
            "conquer",
            (field.name, controller),  # the player too: "do I score it?"
            happened=False,
            at=field.name,
            change=False,
        )
        for field, controller in _held_with_units(state)
        if (controller, field.name) in arrived
        and (controller, field.name) not in state.control_changed
        and field.name != state.combat
        and not ongoing_at(state, field)
    )
    return unchanged(state, *events)


@step
def control_unchanged_during_showdown_or_combat(state: GameState, doing: Doing) -> Stepped:
    """While a showdown or combat is going on at a battlefield, its control can't change
    until a step of that showdown or combat says so: its controller still controls it, with
    units there or none."""
    events = []
    for field in state.battlefields:
        if field.controller is None or not ongoing_at(state, field):
            continue
        what = "combat" if field.name == state.combat else "showdown"
        kept = says(field.controller, "still controls", "still control")
        none = field.controller not in state.players_at(field.place)
        text = (
            f"A {what} is going on at {field.name}, so control of it can't change until the "
            f"{what}'s steps say so: {kept} it{', with no units there' if none else ''}."
        )
        events.append(Event(text, "keeps control", (field.name,), at=field.name, change=False))
    return unchanged(state, *events)


@step
def recall_gear_unit_stays(state: GameState, doing: Doing) -> Stepped:
    """Gear that an effect has made a unit is not non-Unit gear: the cleanup does not
    recall it from a battlefield as unattached gear."""
    events = tuple(
        Event(
            f"{item.name} is a unit as well as gear, so it is not recalled as unattached gear.",
            "gear recalled",
            (item.name,),
            happened=False,
            at=item.at.name,
        )
        for item in state.gear
        if item.at.is_battlefield and item.attached_to is None and item.is_unit
    )
    return unchanged(state, *events)


@step
def recall_unattached_gear(state: GameState, doing: Doing) -> Stepped:
    """Non-Unit gear at a battlefield that is not attached to a unit is recalled to its
    controller's base (gear with Deploy stays, where the rules version has Deploy). Gear an
    effect made a unit is left to ``recall_gear_unit_stays``; where the version does not
    state that rule, what happens to it is not settled."""
    events: list[Event] = []
    gear = []
    for item in state.gear:
        if item.at.is_battlefield and item.attached_to is None and item.is_unit:
            if not doing.stated("recall.gear_unit_stays"):
                text = (
                    f"{item.name} is gear that is also a unit: these rules recall "
                    "non-Unit gear in the cleanup's step, but any unattached gear where "
                    "they speak of gear and recalls, so whether it is recalled is not settled."
                )
                events.append(Event(text, "unmodelled", (item.name,), at=item.at.name))
        elif item.at.is_battlefield and item.attached_to is None:
            if "Deploy" in item.keywords and doing.stated("keyword.deploy"):
                text = f"{item.name} has Deploy, so it stays at {item.at.name}."
                stays = Event(text, "gear recalled", (item.name,), happened=False, at=item.at.name)
                events.append(replace(stays, fact="keyword.deploy"))
            else:
                base = f"{possessive(item.controller)} base"
                text = f"{item.name} is not attached, so it is recalled to {base}."
                events.append(Event(text, "gear recalled", (item.name,), at=item.at.name))
                item = replace(item, at=Place(BASE, item.controller))
        elif item.at.is_battlefield:
            text = f"{item.name} is attached to {item.attached_to}, so it is not recalled."
            events.append(_kept(text, "gear recalled", item.name, item.at.name))
        gear.append(item)
    return Stepped(replace(state, gear=tuple(gear)), tuple(events))


@step
def recall_other_bases(state: GameState, doing: Doing) -> Stepped:
    """Permanents in a base other than their controller's are recalled to their own base
    (a permanent attached to a permanent of that base's player may stay with it)."""
    strays = [unit for unit in state.units if unit.at.is_base and unit.at.name != unit.controller]
    gear = [
        item
        for item in state.gear
        if item.at.is_base
        and item.at.name != item.controller
        and not _attached_to_owners_permanent(state, item.attached_to, item.at.name)
    ]
    allowed = tuple(
        _kept(
            f"{item.name} is attached to {item.attached_to}, which {item.at.name} controls, "
            f"so it may stay in {possessive(item.at.name)} base.",
            "gear recalled",
            item.name,
        )
        for item in state.gear
        if item.at.is_base
        and item.at.name != item.controller
        and _attached_to_owners_permanent(state, item.attached_to, item.at.name)
    )
    if not strays and not gear:
        return unchanged(state, *allowed)
    units = tuple(
        replace(unit, at=Place(BASE, unit.controller)) if unit in strays else unit
        for unit in state.units
    )
    moved = tuple(
        replace(item, at=Place(BASE, item.controller)) if item in gear else item
        for item in state.gear
    )
    # Units are "recalled", gear "gear recalled": the words the outcomes of a cleanup use.
    events = tuple(
        Event(
            f"{listing(names)}: in another player's base, recalled to their controller's.",
            kind,
            names,
        )
        for kind, names in (
            ("recalled", tuple(unit.name for unit in strays)),
            ("gear recalled", tuple(item.name for item in gear)),
        )
        if names
    )
    return Stepped(replace(state, units=units, gear=moved), (*events, *allowed))


def _attached_to_owners_permanent(state: GameState, host: str | None, player: str) -> bool:
    """Gear attached to a permanent that ``player`` controls may stay in their base."""
    unit = state.unit(host) if host else None
    return unit is not None and unit.controller == player


@step
def hide_removed_when_control_lost(state: GameState, doing: Doing) -> Stepped:
    """Hidden cards at a battlefield their controller does not control are put in their
    owner's trash, revealed to all players as they change zones."""
    removed = []
    where = []
    cards = []
    kept = []
    for card in state.cards:
        field = state.battlefield(card.facedown_at or "")
        if field is not None and field.controller != card.controller:
            removed.append(card.name)
            where.append(field.name)
            card = replace(card, facedown_at=None, zone="trash")
        elif field is not None and field.controller is not None:
            text = (
                f"{card.name} stays hidden at {field.name}: "
                f"{says(field.controller, 'controls', 'control')} it."
            )
            kept.append(_kept(text, "facedown removed", card.name, field.name))
        cards.append(card)
    if not removed:
        return unchanged(state, *kept)
    text = (
        f"{listing(removed)}: hidden where its controller doesn't control, put in the trash "
        "and, changing zones, revealed to all players."
    )
    event = Event(text, "facedown removed", (*removed, *where), at=where[0])
    return Stepped(replace(state, cards=tuple(cards)), (event, *kept))


@step
def showdown_staged(state: GameState, doing: Doing) -> Stepped:
    """A showdown is staged at each contested battlefield, and stays staged while the
    player who contested it has units there."""
    fields = [f for f in state.battlefields if not ongoing_at(state, f)]
    staged = _stage(
        state, "showdown", fields, lambda f: f.contested_by in state.players_at(f.place)
    )
    absent = tuple(
        _kept(
            f"No showdown is staged at {f.name}: "
            f"{says(f.contested_by, 'has', 'have')} no units there, though "
            f"{'you' if f.contested_by == 'you' else 'they'} contested it.",
            "showdown",
            f.name,
            f.name,
        )
        for f in staged.state.battlefields
        if f.contested_by is not None
        and not ongoing_at(state, f)
        and f.contested_by not in state.players_at(f.place)
    )
    return Stepped(staged.state, (*staged.events, *absent))


@step
def combat_staged(state: GameState, doing: Doing) -> Stepped:
    """A combat is staged at a contested battlefield with units of two opposing players, and
    stops being staged when they are no longer both there."""
    fields = [f for f in state.battlefields if state.combat != f.name]
    staged = _stage(
        state,
        "combat",
        fields,
        lambda f: f.contested_by is not None and opposing(state, state.players_at(f.place)),
    )
    # Units of teammates only are not of two opposing players: no combat (2v2).
    allied = [
        f
        for f in fields
        if f.contested_by is not None
        and len(state.players_at(f.place)) > 1
        and not opposing(state, state.players_at(f.place))
    ]
    notes = tuple(
        Event(
            f"No combat is staged at {f.name}: {listing(sorted(state.players_at(f.place)))} "
            "are teammates, not opposing players.",
            "combat",
            (f.name,),
            happened=False,
            at=f.name,
        )
        for f in allied
    )
    # Units of one player only: nobody for them to fight.
    alone = tuple(
        _kept(
            f"No combat is staged at {f.name}: only {possessive(present)} units are there.",
            "combat",
            f.name,
            f.name,
        )
        for f in fields
        if f.contested_by is not None
        for present in [_sole_player_at(state, f)]
        if present
    )
    return Stepped(staged.state, (*staged.events, *notes, *alone))


def _sole_player_at(state: GameState, field: Battlefield) -> str:
    """The one player whose units are at ``field``, or "" (none there, or several)."""
    present = state.players_at(field.place)
    return next(iter(present)) if len(present) == 1 else ""


def _kept(text: str, kind: str, subject: str, at: str = "") -> Event:
    """A step's rule not met here, so what it would do does not happen and nothing
    changes."""
    return Event(text, kind, (subject,), happened=False, at=at, change=False)


def _stage(
    state: GameState, what: str, fields: list[Battlefield], holds: Callable[[Battlefield], bool]
) -> Stepped:
    """Mark ``what`` (a showdown or a combat) staged where ``holds``, unmark it elsewhere."""
    events: list[Event] = []
    for field in fields:
        staged = what in field.staged
        if holds(field) and not staged:
            state = with_field(state, replace(field, staged=field.staged | {what}))
            text = f"A {what} is staged at {field.name}."
        elif not holds(field) and staged:
            state = with_field(state, replace(field, staged=field.staged - {what}))
            text = f"The {what} staged at {field.name} is no longer staged."
        else:
            continue
        events.append(Event(text, "", (field.name,), at=field.name))
    return Stepped(state, tuple(events))


@step
def control_contested_removed(state: GameState, doing: Doing) -> Stepped:
    """Contested is removed from a battlefield where the player who applied it has no units
    and no showdown or combat is going on."""
    events: list[Event] = []
    removed: set[str] = set()
    for field in state.battlefields:
        contester = field.contested_by
        if contester is None or contester in state.players_at(field.place):
            continue
        if ongoing_at(state, field):
            what = "combat" if field.name == state.combat else "showdown"
            text = (
                f"{field.name} stays contested though {says(contester, 'has', 'have')} no "
                f"units there: a {what} is going on there."
            )
            events.append(_kept(text, "no longer contested", field.name, field.name))
            continue
        state = with_field(state, replace(field, contested_by=None))
        removed.add(field.name)
        text = f"{field.name} is no longer contested: {contester} has no units there."
        events.append(Event(text, "no longer contested", (field.name,), at=field.name))
    return Stepped(replace(state, uncontested_now=frozenset(removed)), tuple(events))


@step
def control_contested_until_established(state: GameState, doing: Doing) -> Stepped:
    """A contested battlefield stays contested until control is established there, even
    when the player who contested it has no units left there."""
    events = tuple(
        Event(
            f"{field.name} stays contested until control is established there.",
            "no longer contested",
            (field.name,),
            happened=False,
            at=field.name,
        )
        for field in state.battlefields
        if field.contested_by is not None
        and field.contested_by not in state.players_at(field.place)
    )
    return Stepped(state, events)


@step
def showdown_presence_in_cleanup(state: GameState, doing: Doing) -> Stepped:
    """When Contested was just removed from a battlefield, a player whose units are there
    and who doesn't control it applies Contested to it. With several such players, which
    one applies it (and so who attacks, or keeps the showdown staged and gains Focus) is
    not settled: what follows is not worked out."""
    events: list[Event] = []
    for name in sorted(state.uncontested_now):
        field = state.battlefield(name)
        if field is None:
            continue
        if field.controller is not None and state.players_at(field.place) == {field.controller}:
            text = (
                f"{says(field.controller, 'has', 'have')} units at {field.name}, but "
                f"{'you control' if field.controller == 'you' else 'they control'} it, so "
                "they do not contest it."
            )
            events.append(_kept(text, "contested", field.name, field.name))
        contesters = sorted(state.players_at(field.place) - {field.controller})
        if not contesters or field.contested_by is not None:
            continue
        field = replace(field, contested_by=contesters[0])
        state = with_field(state, field)
        if len(contesters) == 1:
            contests = says(contesters[0], "contests", "contest")
            text = f"{contests} {field.name} with the units there."
            events.append(Event(text, "contested", (field.name,), at=field.name))
            continue
        text = f"{listing(contesters)} have units at {field.name}, so it is contested."
        events.append(Event(text, "contested", (field.name,), at=field.name))
        text = (
            f"Which of {listing(contesters)} applies Contested to {field.name} (and so who "
            "attacks there, or keeps a showdown staged and gains Focus) is not settled."
        )
        events.append(Event(text, "unmodelled", (field.name,), at=field.name))
    return Stepped(replace(state, uncontested_now=frozenset()), tuple(events))


def _staged(state: GameState, what: str, without: str = "") -> list[Battlefield]:
    return [f for f in state.battlefields if what in f.staged and without not in f.staged]


def _waits(state: GameState, what: str, field: Battlefield) -> Event:
    """A staged showdown or combat that can't begin outside a Neutral Open State."""
    text = f"A {what} is staged at {field.name}, but the turn is {state.turn_state}."
    return Event(text, what, (field.name,), happened=False, at=field.name)


def _choice(fields: list[Battlefield]) -> str:
    if len(fields) == 1:
        return ""
    return f" (the turn player chooses among {listing([f.name for f in fields])})"


@step
def showdown_in_cleanup(state: GameState, doing: Doing) -> Stepped:
    """In a Neutral Open State, a showdown begins at a battlefield where one is staged
    without a combat (the turn player chooses one); the contesting player gains Focus."""
    return _begin_showdown(state, _staged(state, "showdown", without="combat"))


@step
def showdown_in_cleanup_any_staged(state: GameState, doing: Doing) -> Stepped:
    """In a Neutral Open State, the turn player chooses a battlefield where a showdown is
    staged, with or without a combat, and a showdown begins there. One staged with a combat
    opens as a combat showdown, which the combat step begins; a choice between it and a
    showdown staged alone is not settled."""
    fields = _staged(state, "showdown")
    alone = [f for f in fields if "combat" not in f.staged]
    with_combat = [f.name for f in fields if "combat" in f.staged]
    if not alone or not with_combat or state.turn_state != "Neutral Open":
        return _begin_showdown(state, alone)
    names = [f.name for f in fields]
    if state.showdown_choice in with_combat:  # the combat step opens it as a combat showdown
        return unchanged(state)
    if state.showdown_choice in names:
        return _begin_showdown(state, [f for f in alone if f.name == state.showdown_choice])
    state = _choice_open(state, names)
    text = (
        f"The turn player chooses where a showdown begins among {listing(names)}; at "
        f"{listing(with_combat)} it opens as a combat showdown. Which they choose is not settled."
    )
    return unchanged(state, Event(text, UNMODELLED, tuple(names), happened=False))


def _choice_open(state: GameState, names: list[str]) -> GameState:
    """``state`` noting the turn player's choice among ``names`` as left open (the first
    such choice only: each of its ways is judged, judge/engine/cleanup_choices.py)."""
    if state.showdown_choices_open or state.showdown_choice is not None:
        return state
    return replace(state, showdown_choices_open=tuple(names))


def _begin_showdown(state: GameState, fields: list[Battlefield]) -> Stepped:
    """A showdown begins at the one of ``fields`` the turn player chooses; with several,
    which they choose is not settled."""
    if not fields:
        return unchanged(state)
    if state.turn_state != "Neutral Open":
        return unchanged(state, _waits(state, "showdown", fields[0]))
    if len(fields) > 1:
        chosen = [f for f in fields if f.name == state.showdown_choice]
        if not chosen:
            text = (
                f"The turn player chooses where a showdown begins among "
                f"{listing([f.name for f in fields])}. Which they choose is not settled."
            )
            names = tuple(f.name for f in fields)
            event = Event(text, UNMODELLED, names, happened=False)
            return unchanged(_choice_open(state, list(names)), event)
        fields = chosen
    field = fields[0]
    state = with_field(state, replace(field, staged=field.staged - {"showdown"}))
    state = replace(state, showdown=field.name, focus=field.contested_by, priority=None)
    text = f"A showdown begins at {field.name}."
    events = (Event(text, "showdown", (field.name,), at=field.name),)
    return Stepped(state, (*events, *_contester_gains_focus(field, "showdown")))


# The facts by which the player who contested a battlefield gains Focus as its showdown
# begins, and as a combat begins the attacker (that player) does.
CONTESTER_FOCUS = {
    "showdown": "showdown.contester_gains_focus",
    "combat": "combat.attacker_gains_focus",
}
# Who that player is to the rule of each.
CONTESTER_ROLE = {"showdown": "the player who contested it", "combat": "the attacker"}


def _contester_gains_focus(field: Battlefield, what: str) -> tuple[Event, ...]:
    """The player who applied Contested to ``field`` gains Focus as its ``what`` begins: said
    as an event of its own, so that who has Focus first is an outcome a question can ask
    (its other players, a combat's defender among them, do not gain it)."""
    player = field.contested_by
    if player is None:
        return ()
    text = (
        f"{says(player, 'gains', 'gain')} Focus as the {what} at {field.name} begins, as "
        f"{CONTESTER_ROLE[what]}."
    )
    # not a change of its own: what happens is that the showdown begins, Focus going with it
    fact = CONTESTER_FOCUS[what]
    gains = Event(text, "focus passes", (player,), at=field.name, fact=fact, change=False)
    return (gains,)


# The fact (v1.4) by which a showdown begins, before any combat, only where no combat is
# staged: wherever the turn player has it begin, no combat begins in that cleanup. Without
# it (v1.3), the turn player may choose a showdown staged with a combat, which opens as a
# combat showdown; where no showdown is staged with a combat, no combat begins either.
SHOWDOWN_FIRST = "showdown.in_cleanup"


@step
def combat_in_cleanup(state: GameState, doing: Doing) -> Stepped:
    """In a Neutral Open State, a combat begins at a battlefield where one is staged (the
    turn player chooses one): the contesting player attacks and gains Focus."""
    fields = _staged(state, "combat")
    if not fields:
        return unchanged(state)
    alone = [f.name for f in _staged(state, "showdown", without="combat")]
    if alone and state.turn_state == "Neutral Open":  # the turn player's choice left open
        names = tuple(f.name for f in fields)
        both = [f.name for f in fields if "showdown" in f.staged]
        # Only v1.3 lets the turn player choose a showdown staged with a combat; under v1.4
        # (SHOWDOWN_FIRST stated) a showdown staged alone begins first, and no combat does.
        if state.showdown_choice in both and not doing.stated(SHOWDOWN_FIRST):
            fields = [f for f in fields if f.name == state.showdown_choice]
            return _combat_begins(state, fields)
        if doing.stated(SHOWDOWN_FIRST) or not both:  # a showdown begins first: no combat does
            text = (
                f"No combat begins at {listing(list(names))}: a showdown begins first "
                f"(the turn player chooses where: {listing(alone)}), and a combat begins only "
                "in a Neutral Open State."
            )
            return unchanged(state, Event(text, "combat", names, happened=False, settled=True))
        text = (
            f"Whether a combat begins at {listing(list(names))} depends on where the turn "
            f"player has a showdown begin: at {listing(both)} it opens as a combat showdown, "
            f"at {listing(alone)} no combat begins. Which they choose is not settled."
        )
        return unchanged(state, Event(text, UNMODELLED, names, happened=False))
    if state.turn_state != "Neutral Open":
        return unchanged(state, _waits(state, "combat", fields[0]))
    if len(fields) > 1:
        text = (
            f"The turn player chooses where a combat begins among "
            f"{listing([f.name for f in fields])}. Which they choose is not settled."
        )
        names = tuple(f.name for f in fields)
        return unchanged(state, Event(text, UNMODELLED, names, happened=False))
    return _combat_begins(state, fields)


def _combat_begins(state: GameState, fields: list[Battlefield]) -> Stepped:
    """A combat begins at the one of ``fields`` (the turn player's choice, said in the text
    when there were several), its showdown opening as a combat showdown."""
    field = fields[0]
    state = with_field(state, replace(field, staged=field.staged - {"combat", "showdown"}))
    state = replace(
        state,
        combat=field.name,
        showdown=None,
        focus=field.contested_by,
        priority=None,
        combat_opening=True,
    )
    rivals = listing(sorted(state.players_at(field.place)))
    text = f"A combat begins at {field.name} between {rivals}{_choice(fields)}."
    events = (Event(text, "combat", (field.name,), at=field.name),)
    return Stepped(state, (*events, *_contester_gains_focus(field, "combat")))


@step
def combat_showdown_becomes_combat(state: GameState, doing: Doing) -> Stepped:
    """In a Showdown Open State, a non-combat showdown where a combat is now staged
    becomes a combat showdown. The player who has Focus keeps it while the attacker and
    defender are established; the next task gives it to the attacker, the player who
    contested the battlefield."""
    field = state.battlefield(state.showdown or "")
    if field is None or state.combat is not None or "combat" not in field.staged:
        return unchanged(state)
    if not state.open:
        return unchanged(state, _waits(state, "combat", field))
    state = with_field(state, replace(field, staged=field.staged - {"combat"}))
    holder = state.focus_player
    attacker = field.contested_by or holder
    state = replace(state, combat=field.name, showdown=None, focus=attacker, combat_opening=True)
    text = f"The showdown at {field.name} becomes a combat showdown."
    events = [Event(text, "combat", (field.name,), at=field.name)]
    if attacker is not None:
        text = f"{says(attacker, 'gains', 'gain')} Focus as the attacker at {field.name}."
        gains = Event(text, "focus passes", (attacker,), at=field.name, change=holder != attacker)
        events.append(gains)
    if holder is not None and attacker is not None and holder != attacker:
        text = f"{says(holder, 'does', 'do')} not keep Focus: the attacker, {attacker}, gains it."
        events.append(Event(text, "focus passes", (holder,), happened=False, at=field.name))
    return Stepped(state, tuple(events))
