"""Playing actions out: each action's legality, then what it changes, then the cleanups.

    played = play_out(ctx, state, (Move(...), Cleanup()))
    played.events      # every change, in order, each naming the fact whose rule caused it
    played.refused     # the first action that could not be taken, with the facts that forbid it

A move, a play, a hide and a recall are judged by the facts that bear on them (as when the
question is "is this legal?"), and a pass by who holds priority; the game's own procedures (a
cleanup, resolving, the resolution step of a combat) always happen. The steps of each
procedure are facts, run in the order the rules give (``CLEANUP``); a step the rules version
does not state is skipped.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass

from judge.engine.actions import (
    GAME_ACTIONS,
    LEAVING_BOARD_STEPS,
    OUTSTANDING,
    Action,
    Cleanup,
    CombatDamage,
    CombatResolution,
    Concede,
    Finalize,
    GameAction,
    Proceed,
    Resolve,
    TriggerAbility,
    describe,
)
from judge.engine.card_list import (
    SPELL_EFFECT,
    effect_text,
    unread_replacements,
    with_play_text,
)
from judge.engine.passives import barred_events, enters_exhausted, unwatched_meetings
from judge.engine.predicates import Doing, Event
from judge.engine.predicates.board import listing, says
from judge.engine.predicates.carry_out import (
    UNMODELLED,
    choice_problem,
    chosen_places,
    has_repeat,
    repeated,
)
from judge.engine.predicates.chain import next_player
from judge.engine.predicates.combat_damage import combat_for
from judge.engine.predicates.play import unsettled_play
from judge.engine.predicates.turn import NAMES, PHASES, next_phase
from judge.engine.questions import (
    Activate,
    DamageAssignment,
    Hide,
    Move,
    PassPriority,
    Play,
    Recall,
    question_kind,
)
from judge.engine.reasoning import Evaluated, Judging, decide
from judge.engine.replacements import unread_delayed
from judge.engine.state import BASE, LEGEND_ZONE, ChainItem, GameState, Gear, Place, Unit
from judge.records import replace

MOVE = ("control.contest_on_move", "move.cleanup")
# Cards attached to a unit go where it goes, as it goes there (a move, a recall).
ATTACHED = ("attached.follows_host",)
PLAY_PERMANENT = (
    "token.controller_of_the_effect",
    "token.enters_as_the_effect_says",
    "token.granted_by_the_effect",
    "control.contest_on_move",
    "board.cleanup_on_enter",
)
CLEANUP = (
    "game.victory",
    "game.victory_tied",
    "team.wins_together",
    "combat.designations",
    "combat.attack_triggers",
    "combat.chain_closes_state",
    "damage.any_amount_lethal",
    "cleanup.deathknell_lethal",
    "passive.active_on_board",
    "passive.facedown_inactive",
    "replacement.death_replaced",
    "replacement.delayed_next_time",
    "damage.lethal_killed",
    "kill.attributed_in_cleanup",
    "keyword.effects_end_leaving_board",
    *LEAVING_BOARD_STEPS,
    "reflexive.added_when_condition_met",
    "token.ceases_to_exist",
    "detach.order_by_host_controller",
    "trigger.another_unit_dies",
    "gear.detaches_when_host_dies",
    "control.lost_when_empty",
    "control.kept_with_units",
    "control.kept_not_conquered",
    "control.unchanged_during_showdown_or_combat",
    "recall.gear_unit_stays",
    "recall.unattached_gear",
    "recall.other_bases",
    "hide.removed_when_control_lost",
    "showdown.staged",
    "combat.staged",
    "control.contested_removed",
    "control.contested_until_established",
    "showdown.presence_in_cleanup",
    "showdown.in_cleanup",
    "showdown.in_cleanup_any_staged",
    "combat.in_cleanup",
    "combat.showdown_becomes_combat",
    "combat.attacker_defender",
)
# The combat cleanup inserts "3c. Heal all units" and "3d. Recall attackers" after step 3b
# (and the detaching of the dead units' gear that goes with it).
COMBAT_CLEANUP = (
    # its kills are attributed to the sources of the combat damage (v1.4), before the records
    # of what dealt damage are cleared
    *CLEANUP[: CLEANUP.index("kill.attributed_in_cleanup")],
    "kill.attributed_in_combat_cleanup",
    *CLEANUP[
        CLEANUP.index("kill.attributed_in_cleanup") : CLEANUP.index("gear.detaches_when_host_dies")
        + 1
    ],
    "combat.heal_all",
    "combat.tie",
    "recall.after_combat_damage",
    *ATTACHED,
    *CLEANUP[CLEANUP.index("gear.detaches_when_host_dies") + 1 :],
)
COMBAT_DAMAGE = ("combat_damage.dealt", "replacement.delayed_next_time")
COMBAT_RESOLUTION = (
    "combat.result_waits_for_chain",
    "combat.result",
    "combat.result_after_recall",
    "combat.control_established",
    "scoring.once_per_turn",
    "team.final_point_ally_battlefields",
    "team.final_point_ally_beginning_phase",
    "scoring.final_point",
    "scoring.cant_gain_points",
    "scoring.conquer_point",
    "combat.ends",
    "combat.this_combat_effects_expire",
)
CHAIN_PASS = (
    "chain.pass_priority",
    "showdown.focus_passes_on_pass",
    "chain.focus_kept_on_pass",
    "chain.resolve_when_all_passed",
    "showdown.closes",
    "scoring.once_per_turn",
    "team.final_point_ally_battlefields",
    "team.final_point_ally_beginning_phase",
    "scoring.final_point",
    "scoring.cant_gain_points",
    "scoring.conquer_point",
)
CHAIN_RESOLVE = ("chain.resolve_newest",)
CHAIN_FINALIZE = ("chain.finalize_pending",)
# Once what emptied the chain is done (its triggers, its cleanup): who receives priority.
CHAIN_EMPTIED = ("chain.focus_priority_when_open", "chain.priority_when_open")
TRIGGERS = (
    "ability.triggered",
    "trigger.play_on_completion",
    "trigger.board_only",
    "trigger.targeting",
    "vision.triggered",
    "weaponmaster.triggered",
    "quick_draw.triggered",
    "hunt.triggered",
    "empowered.when_becomes",
    "equipped.when_becomes",
)
ACTIVATE = ("ability.activated_uses_chain",)
SHOWDOWN_ACTED = ("showdown.focus_passes",)
# The turn (turn.yaml): what the game does as each phase or step begins; the Expiration
# step's Ending special cleanup inserts "3c. Heal all units" after step 3b.
TURN_PHASE_ENDS = ("turn.phase_ends", "skip.draw_phase")
TURN_PHASES = {
    "awaken": ("turn.next_player", "turn.additional_turn", "turn.awaken_ready"),
    "beginning": (
        "turn.beginning_triggers",
        "delayed.next_turn",
        "inactive.attached_abilities",
        "keyword.temporary",
    ),
    "scoring": ("turn.scoring_hold",),
    "channel": ("turn.channel_phase",),
    "draw": ("turn.draw_phase",),
    "main": ("rune_pool.empties_as_main_begins", "rune_pool.empties_as_draw_ends"),
    "ending": ("stun.ends_at_ending_step", "turn.end_of_turn_triggers"),
}
# What a phase's own steps did that abilities wait for: a hold in the Scoring step.
TURN_PHASE_TRIGGERS = {
    "awaken": ("trigger.when_readied",),
    "scoring": ("trigger.hold", "hunt.triggered"),
}
ENDING_CLEANUP = (
    *CLEANUP[: CLEANUP.index("damage.lethal_killed") + 1],
    "turn.expiration_heal",
    "stun.ends_in_expiration",
    "turn.this_turn_effects_expire",
    "keyword.effects_expire",
    "rune_pool.empties_at_end_of_turn",
    *CLEANUP[CLEANUP.index("damage.lethal_killed") + 1 :],
)
# Once a cleanup completes: another follows while it changed the game, a normal one after
# a special cleanup.
CLEANUP_FOLLOWS = ("cleanup.repeats", "cleanup.special_then_normal")
SPECIAL_CLEANUPS = {COMBAT_CLEANUP: "combat", ENDING_CLEANUP: "end of turn"}
# What a recall leaves as it was: the units stay on the board.
RECALLED = (
    "buff.removed_leaving_board",
    "keyword.effects_end_leaving_board",
    *LEAVING_BOARD_STEPS,
    "gear.detaches_when_host_dies",  # a recalled unit stays on the board: it keeps its gear
)
# A player concedes (conceding.yaml): their teammates lose with them, someone wins or the
# game continues with the Removal of a Player, step by step as 651 and 652 give them.
CONCEDE = (
    "concede.teammates_lose",
    "concede.remaining_player_wins",
    "concede.removal_banishes_cards",
    "concede.removal_counters_items",
    "concede.removal_turn_proceeds",
    "concede.removal_focus_passes",
    "concede.removal_priority_passes",
    "concede.removal_all_passed_resolves",
    "concede.removal_all_passed_focus",
)
# A cleanup repeats while it changes the game; a game that never settles is a bug in
# the steps, and stops here instead of hanging.
MAX_CLEANUPS = 16


def steps_of(action: Action) -> tuple[str, ...]:
    """The step facts ``action`` runs (whether or not each makes anything happen)."""
    if isinstance(action, Move):
        return (*ATTACHED, *TRIGGERS, *MOVE, *CLEANUP)
    if isinstance(action, Play):
        return (*CHAIN_FINALIZE, *TRIGGERS, *PLAY_PERMANENT, *CLEANUP)
    if isinstance(action, Recall):
        return (*ATTACHED, *RECALLED, *TRIGGERS)
    if isinstance(action, Hide):
        return TRIGGERS
    if isinstance(action, Cleanup):
        return CLEANUP
    if isinstance(action, CombatResolution):
        return (*COMBAT_CLEANUP, *COMBAT_RESOLUTION, *TRIGGERS)
    if isinstance(action, CombatDamage):
        return (*COMBAT_DAMAGE, *COMBAT_CLEANUP, *COMBAT_RESOLUTION, *TRIGGERS)
    if isinstance(action, PassPriority):
        # (one that empties an item runs a cleanup too)
        return (*CHAIN_PASS, *TRIGGERS, *CHAIN_EMPTIED)
    if isinstance(action, Resolve):
        return (*CHAIN_RESOLVE, *TRIGGERS, *CHAIN_EMPTIED)
    if isinstance(action, Finalize):
        return (*CHAIN_FINALIZE, OUTSTANDING, *CHAIN_EMPTIED, *CLEANUP)
    if isinstance(action, TriggerAbility):
        return TRIGGERS
    if isinstance(action, GameAction):
        return GAME_ACTIONS[action.action]
    if isinstance(action, Activate):
        return ACTIVATE
    if isinstance(action, Concede):
        return CONCEDE
    if isinstance(action, Proceed):
        return (
            *TURN_PHASE_ENDS,
            *(i for ids in TURN_PHASES.values() for i in ids),
            *(i for ids in TURN_PHASE_TRIGGERS.values() for i in ids),
            *ENDING_CLEANUP,
        )
    return ()


@dataclass(frozen=True)
class Refusal:
    """An action that could not be taken: which one, and the facts judged for it."""

    index: int
    action: Move | Play | Hide | Recall | Activate | PassPriority | DamageAssignment
    evaluated: list[Evaluated]
    state: GameState


@dataclass(frozen=True)
class Played:
    """The state after actions were applied, their events, and any refusal."""

    state: GameState
    events: tuple[Event, ...] = ()
    refused: Refusal | None = None
    judged: tuple[Evaluated, ...] = ()  # the facts that judged each action legal
    passes: tuple[Evaluated, ...] = ()  # the facts that judged each pass of priority legal


def play_out(ctx: Judging, state: GameState, actions: tuple[Action, ...]) -> Played:
    """Apply ``actions`` in order; stop at the first that can't be taken."""
    events: list[Event] = []
    judged: list[Evaluated] = []
    passes: list[Evaluated] = []
    for index, action in enumerate(actions):
        if isinstance(action, PassPriority):
            evaluated = ctx.evaluate(question_kind(action), state, action)
            failures, _ = decide(evaluated)
            if failures:
                return Played(state, tuple(events), Refusal(index, action, failures, state))
            passes.extend(evaluated)
        if isinstance(action, CombatDamage):
            for assignment in assignments_in(state, action.assign):
                evaluated = ctx.evaluate(question_kind(assignment), state, assignment)
                judged.extend(evaluated)
                if decide(evaluated)[0]:
                    refusal = Refusal(index, assignment, evaluated, state)
                    return Played(state, tuple(events), refusal)
        if isinstance(action, Play):  # its card's text decides its choices and costs
            action = with_play_text(action, state, ctx.version)
        if isinstance(action, Move | Play | Hide | Recall | Activate):
            evaluated = ctx.evaluate(question_kind(action), state, action)
            judged.extend(evaluated)
            failures, _ = decide(evaluated)
            if failures:
                instead = _otherwise(ctx, failures, state, action)
                if not instead:
                    return Played(state, tuple(events), Refusal(index, action, evaluated, state))
                state, caused = _recall_instead(state, instead, failures)
                events.extend(caused)
                state, caused = run_steps(ctx, state, ATTACHED, action)
                events.extend(caused)
                recalled = {n for item in instead for n in item.check.subjects}
                rest = _rest(action, recalled) if isinstance(action, Move) else None
                if rest is not None:  # the other units still make the move
                    state, caused = apply(ctx, state, rest)
                    events.extend(caused)
                continue
        if unencoded := _unencoded(ctx, action, steps_of(action)):
            events.append(unencoded)
            continue
        board = _on_board(state)
        waiting = _unwatched_waiting(state, board, ctx.version)
        state, caused = apply(ctx, state, action)
        caused = _unread_replacing(ctx, board | _on_board(state), caused, state)
        events.extend(_unwatched_met(waiting, caused))
        state = state.noting_beginning_occupation()
    return Played(state, tuple(events), judged=tuple(judged), passes=tuple(passes))


# The outcome words of the events a replacement or prevention may stand in for, each with
# the word its text names the event by.
REPLACEABLE = {
    "damaged": "damage",
    "point": "point",
    "killed": "trash",
    "discarded": "trash",
    "trashed": "trash",
    "stunned": "stun",
    "played": "play",
    "revealed": "reveal",
    # "As this is attached to a unit, ..." (Shady Spectacles)
    "attached": "attach",
    # a combat's resolution: "If a combat where you are the attacker ends in a tie, ..."
    "attackers recalled": "combat",
    "wins combat": "combat",
    "conquer": "combat",
}


def _on_board(state: GameState) -> frozenset[str]:
    """The names of the permanents, battlefields and legends on the board, whose text is
    active."""
    names = [*(u.name for u in state.units), *(g.name for g in state.gear)]
    names += [c.name for c in state.cards if c.zone == LEGEND_ZONE]
    return frozenset((*names, *(b.name for b in state.battlefields)))


def _unread_replacing(
    ctx: Judging, board: frozenset[str], caused: list[Event], state: GameState
) -> list[Event]:
    """``caused``, with what can't be followed put before the first event that a text on
    the board (``board``) or a delayed replacement waiting in ``state`` may replace or
    prevent and that the engine does not read ("prevent all damage that enemy spells ...
    would deal to me", "Prevent all damage that would be dealt this turn by spells and
    abilities."): never a silent "it happened"."""
    texts, barred = _board_replacing(board, ctx.version)
    texts += unread_delayed(state, ctx.version)
    if not texts and not barred:
        return caused
    for index, event in enumerate(caused):
        if not event.happened:
            continue
        # a passive that keeps the event from happening ("I can't be readied."), not applied
        kept = [
            f'{name}: "{words}"'
            for name, kind, words in barred
            if event.kind == kind and name in event.subjects
        ]
        word = REPLACEABLE.get(event.kind)
        named = [f'{name}: "{text}"' for name, text in texts if word and word in text.lower()]
        said = ""
        if named:
            said = "the replacement or prevention of " + "; ".join(named)
        elif kept:
            said = "the text of " + "; ".join(kept)
        if said:
            unread = Event(
                f"Not answered: the engine does not carry out {said}, which may change this.",
                UNMODELLED,
                (),
            )
            return [*caused[:index], unread, *caused[index:]]
    return caused


# A board (the names of the cards on it) recurs at many steps of one scenario; a check of
# every scenario or a site build meets many boards, so only the latest are kept.
BOARDS_KEPT = 512


@functools.lru_cache(maxsize=BOARDS_KEPT)
def _board_replacing(
    board: frozenset[str], version: str
) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str, str], ...]]:
    """The replacements and preventions the engine does not read of the cards on the board
    (``board``), each with its card, and the events their passives bar: (card, outcome word,
    words)."""
    texts = tuple(
        (name, text) for name in sorted(board) for text in unread_replacements(name, version)
    )
    barred = tuple((name, *b) for name in sorted(board) for b in barred_events(name, version))
    return texts, barred


@functools.lru_cache(maxsize=BOARDS_KEPT)
def _board_meetings(board: frozenset[str], version: str) -> tuple[tuple[str, str, str], ...]:
    """The trigger conditions the engine does not look for of the cards on the board
    (``board``), each with its card: (card, the event word it may be met by, its words)."""
    return tuple(
        (name, meeting, words)
        for name in sorted(board)
        for meeting, words in unwatched_meetings(name, version)
    )


def _unwatched_waiting(
    state: GameState, board: frozenset[str], version: str
) -> tuple[tuple[str, str, str], ...]:
    """``_board_meetings``, without those of the units whose triggers the situation gives:
    they are judged by those. Read before an action, so a unit it takes off the board is
    judged by them too."""
    waiting = _board_meetings(board, version)
    if not waiting:
        return ()
    given = {u.name for u in state.units if u.triggers}
    return tuple(w for w in waiting if w[0] not in given)


def _unwatched_met(waiting: tuple[tuple[str, str, str], ...], caused: list[Event]) -> list[Event]:
    """``caused``, with what can't be followed put after the first event that may meet a
    trigger condition the engine does not look for (``waiting``: of a card that was on the
    board): that ability may have triggered, and what follows is not known."""
    if not waiting:
        return caused
    for index, event in enumerate(caused):
        if not event.happened or event.kind == UNMODELLED:
            continue
        met = [
            f'{name}: "{words}"'
            for name, meeting, words in waiting
            if meeting in (event.kind, event.action)
        ]
        if met:
            text = (
                f"Not answered: the engine does not look for the trigger condition of "
                f"{'; '.join(met)}, which this may meet: what follows is not known."
            )
            return [*caused[: index + 1], Event(text, UNMODELLED, ()), *caused[index + 1 :]]
    return caused


def _unencoded(ctx: Judging, action: Action, ids: tuple[str, ...]) -> Event | None:
    """An action none of whose steps this version states is not skipped as if it did
    nothing: what follows it is not known (an event the engine can't follow)."""
    if not ids or any(ctx.states(ctx.book.by_id[fact_id]) for fact_id in ids):
        return None
    text = (
        f"Not answered under the {ctx.version} Core Rules: the rules of this action "
        f"({describe(action)}) are not encoded for that version."
    )
    return Event(text, UNMODELLED, ())


def assignments_in(state: GameState, assign: tuple[tuple[str, int], ...]) -> list[DamageAssignment]:
    """The assignments ``assign`` gives, one for each player whose damage it assigns (the
    player whose opponent's units are named), to be judged legal before damage is dealt."""
    given = dict(assign)
    found = []
    for by in state.players:
        combat = combat_for(state, by)
        if combat is None:
            continue
        mine = tuple((u.name, given[u.name]) for u in combat.targets if u.name in given)
        if mine:
            found.append(DamageAssignment(by, mine))
    return found


def _acted_in_showdown(before: GameState, state: GameState, actor: str) -> GameState:
    """A player who acts in a showdown ends the run of passes, and Focus goes on from the
    player who has it to the next player once what they did is done (a spell's chain hands
    it on when it closes)."""
    if before.neutral or state.neutral or state.chain:
        return replace(state, passed=())
    holder = before.focus_player or actor
    return replace(state, passed=(), focus=next_player(state, holder), priority=None)


def apply(ctx: Judging, state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """What ``action`` changes (its legality already judged), with the cleanups it causes."""
    if isinstance(action, Move | Play | Hide | Activate) and _acts_at_will(action):
        before = state
        state, events = _apply(ctx, state, action)
        if isinstance(action, Move | Play) and _used_in_showdown(before, state):
            if _closed_then_triggered(before, state, action):
                # The play's own chain closed as the unit or gear resolved; what its play
                # triggered opened another chain, which does not hold Focus back.
                settled, passed = run_steps(ctx, replace(state, chain=()), SHOWDOWN_ACTED, action)
                state = replace(settled, chain=state.chain)
            else:
                state, passed = run_steps(ctx, state, SHOWDOWN_ACTED, action)
            if passed:
                return state, [*events, *passed]
        return _acted_in_showdown(before, state, action.actor), events
    return _apply(ctx, state, action)


def _acts_at_will(action: Move | Play | Hide | Activate) -> bool:
    """A player's own act that hands Focus on in a showdown: not a standard move, nor a token
    an effect plays as it resolves (a limited action, taken as part of that effect)."""
    if isinstance(action, Play) and (action.card.token or action.by_effect):
        return False
    return action.kind != "standard_move"


def _closed_then_triggered(before: GameState, state: GameState, action: Move | Play) -> bool:
    """A unit or gear played onto an empty chain resolved at once, closing its chain; the
    chain holds only abilities its play triggered."""
    return (
        isinstance(action, Play)
        and action.card.type in ("unit", "gear")
        and not before.chain
        and bool(state.chain)
        and all(item.kind == "triggered" for item in state.chain)
    )


def _used_in_showdown(before: GameState, state: GameState) -> bool:
    """A card or effect was used in a showdown, which goes on as it was (a combat opening
    there instead settles Focus by its own rules)."""
    same = (before.showdown, before.combat) == (state.showdown, state.combat)
    return not before.neutral and not state.neutral and same


def _apply(ctx: Judging, state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    if isinstance(action, Move):
        state, events = _move(ctx, state, action)
        state, followed = run_steps(ctx, state, ATTACHED, action)
        events = [*events, *followed]
        state, triggered = run_steps(ctx, state, TRIGGERS, action, tuple(events))
        state, more = run_steps(ctx, state, MOVE, action)
        state, cleaned = cleanup(ctx, state)
        return state, [*events, *triggered, *more, *cleaned]
    if isinstance(action, Play):
        return _play(ctx, state, action)
    if isinstance(action, Recall):
        state, events = _recall(ctx, state, action)
        state, followed = run_steps(ctx, state, (*ATTACHED, *RECALLED), action)
        events = [*events, *followed]
        state, triggered = run_steps(ctx, state, TRIGGERS, action, tuple(events))
        return state, [*events, *triggered]
    if isinstance(action, Hide):
        state, events = _hide(state, action)
        state, triggered = run_steps(ctx, state, TRIGGERS, action, tuple(events))
        return state, [*events, *triggered]
    if isinstance(action, Cleanup):
        return cleanup(ctx, state)
    if isinstance(action, CombatResolution):
        return _combat_resolution(ctx, state, action)
    if isinstance(action, CombatDamage):
        return _combat_damage(ctx, state, action)
    if isinstance(action, TriggerAbility):
        state, events = run_steps(ctx, state, TRIGGERS, action)
        return state, events
    if isinstance(action, GameAction):
        return carry_out(ctx, state, action)
    if isinstance(action, Activate):
        return run_steps(ctx, state, ACTIVATE, action)
    if isinstance(action, Proceed):
        return _proceed(ctx, state, action)
    if isinstance(action, Concede):
        return _concede(ctx, state, action)
    if isinstance(action, PassPriority | Resolve | Finalize):
        steps = {PassPriority: CHAIN_PASS, Resolve: CHAIN_RESOLVE, Finalize: CHAIN_FINALIZE}[
            type(action)
        ]
        before = state
        state, events = run_steps(ctx, state, steps, action)
        # What a showdown closing calls for is not followed here.
        closing = (state.showdown, state.combat) != (before.showdown, before.combat)
        if not closing:
            state, noted = run_steps(ctx, state, (OUTSTANDING,), action, tuple(events))
            events = [*events, *noted]
        state, triggered = run_steps(ctx, state, TRIGGERS, action, tuple(events))
        return _after_chain(ctx, before, state, [*events, *triggered], action, closing)
    raise TypeError(f"no way to apply {action!r}")  # pragma: no cover - Action is closed


def _after_chain(
    ctx: Judging,
    before: GameState,
    state: GameState,
    events: list[Event],
    action: Action,
    closing: bool = False,
) -> tuple[GameState, list[Event]]:
    """What follows a change on the chain: a cleanup when an item left the chain or was
    finalized on it, or a showdown closed; who receives priority once the chain is gone."""
    left = Counter(i.name for i in before.chain) - Counter(i.name for i in state.chain)
    finalized = any(e.happened and e.kind == "finalized" for e in events)
    if left or finalized or closing:
        state, cleaned = cleanup(ctx, state)
        events = [*events, *cleaned]
    if before.chain and not state.chain:
        state, opened = run_steps(ctx, state, CHAIN_EMPTIED, action)
        events = [*events, *opened]
    return state, events


def _concede(ctx: Judging, state: GameState, action: Concede) -> tuple[GameState, list[Event]]:
    """The player who concedes is removed from the game in progress; the conceding steps
    then carry out what follows, and those removed leave the turn order."""
    removed = says(action.player, "is", "are").rsplit(" ", 1)[1]
    text = (
        f"{says(action.player, 'concedes', 'concede')} and {removed} removed from the game in "
        "progress."
    )
    conceded = Event(text, "removed", (action.player,), fact="concede.any_time")
    before = state
    state = replace(state, removed=(action.player,))
    state, events = run_steps(ctx, state, CONCEDE, action)
    players = tuple(p for p in state.players if p not in state.removed)
    state = replace(state, players=players, removed=())
    closing = (state.showdown, state.combat) != (before.showdown, before.combat)
    if not closing and not any(e.happened and e.kind == "resolves" for e in events):
        return state, [conceded, *events]  # the items countered with the player need none
    return _after_chain(ctx, before, state, [conceded, *events], action, closing)


def carry_out(ctx: Judging, state: GameState, action: GameAction) -> tuple[GameState, list[Event]]:
    """The one way a game action is carried out, for a scenario's ``game_action`` and for
    an effect as it resolves: its steps in order, each seeing what the earlier ones did
    (a Burn Out follows the draw or burn that ran short). No cleanup follows: the procedure that
    performed it (a spell resolving) runs one."""
    if unencoded := _unencoded(ctx, action, GAME_ACTIONS[action.action]):
        return state, [unencoded]
    events: list[Event] = []
    for fact_id in GAME_ACTIONS[action.action]:
        state, caused = run_steps(ctx, state, (fact_id,), action, tuple(events))
        events.extend(caused)
    return replace(state, owed_cards=0), events


def run_steps(
    ctx: Judging,
    state: GameState,
    ids: tuple[str, ...],
    action: Action | None,
    so_far: tuple[Event, ...] = (),
) -> tuple[GameState, list[Event]]:
    """Run the steps of the facts ``ids`` that this version states, in order (``so_far``:
    what the action has done, for the abilities that wait for it)."""
    doing = Doing(action, ctx.states_id, so_far, ctx.version)
    events: list[Event] = []
    for fact in ctx.steps(ids):
        stepped = ctx.book.steps[fact.step](state, doing)
        state = stepped.state
        if stepped.events:  # most steps find nothing to do
            events.extend(e if e.fact else replace(e, fact=fact.id) for e in stepped.events)
    return state, events


def cleanup(
    ctx: Judging, state: GameState, steps: tuple[str, ...] = CLEANUP
) -> tuple[GameState, list[Event]]:
    """A cleanup, then another while the last one changed the game; later cleanups
    are normal ones even after a special cleanup."""
    events: list[Event] = []
    for _ in range(MAX_CLEANUPS):
        # before a cleanup removes anything; what it kills is its own
        state = replace(state.noting_beginning_occupation(), killed_in_cleanup=())
        before = state
        state, caused = run_steps(ctx, state, steps, Cleanup())
        events.extend(e for e in caused if (e.change and e.happened) or e not in events)
        changed = state is not before and state != before  # most cleanups change nothing
        completed = Cleanup(special=SPECIAL_CLEANUPS.get(steps, ""), changed=changed)
        state, follows = run_steps(ctx, state, CLEANUP_FOLLOWS, completed)
        events.extend(follows)
        if not completed.changed:
            return state, events
        steps = CLEANUP
    raise RuntimeError("cleanups kept changing the game")  # pragma: no cover - a step bug


def _move(ctx: Judging, state: GameState, move: Move) -> tuple[GameState, list[Event]]:
    """The units are at their destinations; the standard move exhausts them (its cost)."""
    units = []
    for unit in state.units:
        if unit.name in move.units:
            unit = replace(unit, at=move.destination_of(unit.name))
            if move.kind == "standard_move":
                unit = replace(unit, exhausted=True)
        units.append(unit)
    where = ", ".join(f"{name} to {move.destination_of(name).label()}" for name in move.units)
    if move.kind == "standard_move":
        fact, text = "standard_move.cost", f"Moved: {where}, exhausted to pay for it."
    else:
        fact, text = "move_effect.new_location", f"Moved: {where}."
    moved = Event(text, "", move.units, fact=fact, action="move")
    return replace(state, units=tuple(units)), [moved]


def _otherwise(
    ctx: Judging, failures: list[Evaluated], state: GameState, action: Action
) -> list[Evaluated]:
    """What happens instead of a move effect whose every failure names an ``otherwise`` fact
    (an effect's invalid destination recalls the unit); empty when it is just illegal."""
    if not isinstance(action, Move) or action.kind != "move_effect":
        return []
    if not all(item.fact.otherwise for item in failures):
        return []
    facts = {item.fact.otherwise: ctx.book.by_id[item.fact.otherwise] for item in failures}
    instead = [
        Evaluated(fact, ctx.book.predicates[fact.predicate](state, _only(action, failures)))
        for fact in facts.values()
        if ctx.states(fact)
    ]
    return instead if instead and all(item.held for item in instead) else []


def _only(move: Move, failures: list[Evaluated]) -> Move:
    """The move of just the units that can't go where they are sent: the recall instead is of
    "it", the unit, not of every unit the effect moves."""
    failing = {name for item in failures for name in item.check.subjects}
    kept = [i for i, name in enumerate(move.units) if name in failing]
    if not kept:
        return move
    return replace(
        move, units=tuple(move.units[i] for i in kept), to=tuple(move.to[i] for i in kept)
    )


def _rest(move: Move, recalled: set[str]) -> Move | None:
    """The move of the units that were not recalled instead, if any."""
    kept = [i for i, name in enumerate(move.units) if name not in recalled]
    if not kept:
        return None
    return replace(
        move, units=tuple(move.units[i] for i in kept), to=tuple(move.to[i] for i in kept)
    )


def _recall_instead(
    state: GameState, instead: list[Evaluated], failures: list[Evaluated]
) -> tuple[GameState, list[Event]]:
    """The units recalled instead of moving, citing both the rule that recalls them and the
    rule that closed their destination."""
    recalled = {name for item in instead for name in item.check.subjects}
    units = tuple(
        replace(unit, at=Place(BASE, unit.controller)) if unit.name in recalled else unit
        for unit in state.units
    )
    events = [
        Event(item.check.reason, item.fact.outcome, item.check.subjects, fact=item.fact.id)
        for item in instead
    ]
    outcome = events[0].kind if events else ""
    closed = [
        Event(item.check.reason, outcome, item.check.subjects, fact=item.fact.id)
        for item in failures
    ]
    return replace(state, units=units), [*events, *closed]


def _recall(ctx: Judging, state: GameState, recall: Recall) -> tuple[GameState, list[Event]]:
    """Recalled permanents go to their controller's base, as they were (damage, statuses)."""
    units = tuple(
        replace(unit, at=Place(BASE, unit.controller)) if unit.name in recall.cards else unit
        for unit in state.units
    )
    gear = tuple(
        replace(item, at=Place(BASE, item.controller), attached_to=None)
        if item.name in recall.cards
        else item
        for item in state.gear
    )
    text = f"{', '.join(recall.cards)} recalled to base."
    event = Event(text, "recalled", recall.cards, fact="recall.definition", action="recall")
    return replace(state, units=units, gear=gear), [event]


def _play(ctx: Judging, state: GameState, play: Play) -> tuple[GameState, list[Event]]:
    """A unit or gear played resolves at once and enters the board where it was played;
    a spell goes on the chain, where what it does is not modelled yet."""
    card = play.card
    cards = tuple(c for c in state.cards if c.name != card.name)
    if unsettled := unsettled_play(state, play):  # its text leaves its costs or choices open
        text = f"Whether {card.name} can be played is not settled: {unsettled}."
        return state, [Event(text, "unmodelled", (card.name,))]
    if play.repeat_paid and not (
        card.type == "spell" and has_repeat(card.name, card.keywords, ctx.version)
    ):
        text = f"{card.name} is not a spell with Repeat: it has no Repeat cost to pay."
        return state, [Event(text, "unmodelled", (card.name,))]
    if card.type == "spell":
        effect = effect_text(card.name, ctx.version, SPELL_EFFECT)
        item = ChainItem(
            card.name,
            play.actor,
            "spell",
            keywords=card.keywords,
            effect=effect,
            targets=play.targets,
            chosen_at=chosen_places(state, play.targets),
            pending=True,
            owner=card.owner,
            repeat_paid=play.repeat_paid,
        )
        chain = (*state.chain, item)
        chained = replace(state, cards=cards, chain=chain, priority=None, passed=())
        # Nothing unmodelled has happened yet: the spell waits on the chain.
        text = f"{card.name} is on the chain; what it does when it resolves is not modelled."
        if effect:
            text = f"{card.name} is on the chain; its text is carried out when it resolves."
        # It is added pending and finalized by its player, who then gains priority; only
        # then is it played, so what triggers on playing it comes after.
        chained, finalized = run_steps(ctx, chained, CHAIN_FINALIZE, play)
        chained, waiting = run_steps(ctx, chained, TRIGGERS, play)
        waiting = [*finalized, *waiting]
        on_chain = Event(text, "", (card.name,), fact="play.leaves_former_zone")
        # Targets named are checked now; none named leaves the choice unsaid (what the spell
        # does is then not carried out as it resolves).
        problem = ""
        if effect and play.targets:
            problem = choice_problem(state, repeated(item), ctx.version)
        if not effect and play.targets:
            problem = f"what {card.name} does is not compiled from the card list"
        if problem:
            said = f"Whether {card.name} can be played choosing {listing(list(play.targets))}"
            text = f"{said} is not settled: {problem}."
            return chained, [*waiting, on_chain, Event(text, "unmodelled")]
        return chained, [*waiting, on_chain]
    # its own "This enters exhausted." (a token has no card text)
    exhausting_words = "" if card.token else enters_exhausted(card.name, ctx.version)
    if card.type == "gear":
        gear = Gear(
            card.name,
            play.actor,
            play.to,
            keywords=card.keywords,
            token=card.token,
            exhausted=bool(exhausting_words),
        )
        state = replace(state, cards=cards, gear=(*state.gear, gear))
    else:
        ready = "Accelerate" in card.keywords and not exhausting_words
        unit = Unit(
            card.name,
            play.actor,
            play.to,
            exhausted=not ready,
            keywords=card.keywords,
            played_this_turn=True,
            played_by=play.actor,
            accelerated=ready,
            triggers=card.triggers,
            token=card.token,
        )
        state = replace(state, cards=cards, units=(*state.units, unit))
    state = _changed_zones(state, card.name)
    how = f' exhausted, as its text says ("{exhausting_words}")' if exhausting_words else ""
    entered = Event(f"{card.name} enters the board at {play.to.label()}{how}.", "", (card.name,))
    entered = replace(entered, fact="play.unit_location", action="play")
    state, triggered = run_steps(ctx, state, TRIGGERS, play, (entered,))
    state, more = run_steps(ctx, state, PLAY_PERMANENT, play)
    state, cleaned = cleanup(ctx, state)
    return state, [entered, *triggered, *more, *cleaned]


def _changed_zones(state: GameState, name: str) -> GameState:
    """A card entering the board is a new object: a chain item that chose one of that name
    before it left the board holds a target that changed zones."""
    chain = tuple(
        replace(item, changed_zones=(*item.changed_zones, name)) if name in item.targets else item
        for item in state.chain
    )
    return replace(state, chain=chain)


def _hide(state: GameState, hide: Hide) -> tuple[GameState, list[Event]]:
    card = replace(
        hide.card,
        controller=hide.actor,
        facedown_at=hide.at,
        zone="facedown",
        hidden_this_turn=True,
    )
    cards = (*(c for c in state.cards if c.name != card.name), card)
    text = f"{card.name} is hidden facedown at {hide.at}."
    return replace(state, cards=cards), [Event(text, "", (card.name,), fact="hide.keyword")]


def _combat_resolution(
    ctx: Judging, state: GameState, action: CombatResolution
) -> tuple[GameState, list[Event]]:
    """The resolution step of a combat: a combat cleanup, the result, control, the end of combat,
    then a cleanup for the change of phase."""
    name = action.battlefield or state.combat
    if name is None:
        return state, [Event("No combat is in progress to resolve.", "unmodelled")]
    state = replace(state, combat=name, showdown=None, chain=())
    later = tuple(u for u in state.units if u.name in action.arrives)
    state = replace(state, units=tuple(u for u in state.units if u not in later))
    state, events = cleanup(ctx, state, COMBAT_CLEANUP)
    if later:  # what the damage and the combat cleanup set off resolves before the result
        state = replace(state, units=(*state.units, *later))
        text = f"{listing([u.name for u in later])} arrives at {name} after the combat cleanup."
        events.append(Event(text, "", tuple(u.name for u in later)))
    state, more = run_steps(ctx, state, COMBAT_RESOLUTION, action)
    state, triggered = run_steps(ctx, state, TRIGGERS, action, tuple(more))
    state, cleaned = cleanup(ctx, state)
    return state, [*events, *more, *triggered, *cleaned]


def _combat_damage(
    ctx: Judging, state: GameState, action: CombatDamage
) -> tuple[GameState, list[Event]]:
    """The combat damage step, then (the FEPR process skipped) the resolution step."""
    state, events = run_steps(ctx, state, COMBAT_DAMAGE, action)
    if any(e.kind == "unmodelled" for e in events) or state.combat is None:
        return state, events
    state, resolved = _combat_resolution(ctx, state, CombatResolution(state.combat))
    return state, [*events, *resolved]


def _proceed(ctx: Judging, state: GameState, action: Proceed) -> tuple[GameState, list[Event]]:
    """Play proceeds through the phases and steps of the turn, each beginning with what the
    game does then and followed by a cleanup, until something is on the chain (the phase
    waits for it), a Main Phase begins, the game is won, or a showdown holds the turn."""
    events: list[Event] = []
    for _ in range(len(PHASES) + 1):
        before = state
        state, ended = run_steps(ctx, state, TURN_PHASE_ENDS, action)
        state, noted = run_steps(ctx, state, (OUTSTANDING,), action, tuple(ended))
        events.extend([*ended, *noted])
        if state.phase == before.phase:  # it did not end: what comes later waits
            events.extend(_waiting(ctx, state, ended))
            break
        if state.phase == "beginning":  # followed from its start: what is occupied is known
            state = replace(state, occupied_in_beginning=state.occupation())
        phase = state.phase
        state, begun = run_steps(ctx, state, TURN_PHASES.get(phase, ()), action)
        events.extend(begun)
        waits = TURN_PHASE_TRIGGERS.get(phase, ())
        state, triggered = run_steps(ctx, state, waits, action, tuple(begun))
        events.extend(triggered)
        steps = ENDING_CLEANUP if state.phase == "expiration" else CLEANUP
        state, cleaned = cleanup(ctx, state, steps)
        events.extend(cleaned)
        state = state.noting_beginning_occupation()
        if state.phase == "main" or state.winner:
            break
    return state, events


def _waiting(ctx: Judging, state: GameState, ended: list[Event]) -> list[Event]:
    """What the phases and steps up to the next Main Phase would do, not done because the
    current one did not end (each cites the rule that held the turn)."""
    held = [e for e in ended if not e.happened]
    if not held:
        return []
    waiting: list[Event] = []
    phase = next_phase(state.phase)
    while phase != "main":
        ids = TURN_PHASES.get(phase, ()) + (
            ("turn.expiration_heal",) if phase == "expiration" else ()
        )
        for fact_id in ids:
            fact = ctx.book.by_id[fact_id]
            text = f"{held[0].text} The {NAMES[phase]} has not begun."
            waiting.append(replace(held[0], text=text, kind=fact.outcome))
        phase = next_phase(phase)
    return waiting
