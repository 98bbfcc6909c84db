"""Resolving: what a spell or ability on the chain does as it resolves when things changed
while it waited (what "here" and "enemy" refer to then), the rules of resolving that hold
whatever the board, and replacement effects: who orders several that apply to one event
(rules_data/facts/resolve.yaml). Targets that became illegal are ``targets.py``'s."""

from __future__ import annotations

import re

from judge.engine.predicates import SKIP, Check, answers_query, failed, held, predicate
from judge.engine.predicates.actions import _either
from judge.engine.predicates.board import asks, listing, says
from judge.engine.predicates.targets import instruction_targets, resolving
from judge.engine.questions import EventQuery, Question, Targeting
from judge.engine.state import GameState

# "When I attack, ...", "Whenever ...", "At the start of ...": a triggered ability's text.
_TRIGGERED = re.compile(r"\s*(?:when|whenever|at)\b", re.IGNORECASE)


def _source_change(question: Targeting, what: str) -> str:
    """What last happened to the question's source of kind ``what`` (``zone``, ``to``,
    ``controller``): the zone or place name or player, or "" if nothing did."""
    found = ""
    for change in question.changes:
        if change.unit != question.source:
            continue
        if what == "zone" and change.zone:
            found = change.zone
        elif what == "to" and change.to is not None:
            found = change.to.label()
        elif what == "controller" and change.controller:
            found = change.controller
    return found


def _here_targets(
    situation: GameState, question: Question
) -> tuple[Targeting, str, dict[str, bool | None]] | None:
    """An ``executes`` question with a source whose instruction chooses something "here":
    the question, the instruction's words and the legality of each of its targets."""
    asked = resolving(question)
    if asked is None:
        return None
    effect, targeting, instruction, index = asked
    chosen = instruction.chosen()
    if not targeting.source or not chosen:
        return None
    if "here" not in {r.kind for r in chosen[0].restrictions}:
        return None
    legality = instruction_targets(situation, targeting, effect, index)
    if not legality:
        return None
    return targeting, instruction.words, legality


@predicate
def referent_source_left_board(situation: GameState, question: Question) -> Check:
    """What an ability takes from its source ("here") is checked as the instruction is
    carried out; a source that has left the board has no location, so nothing is "here"
    and an instruction whose targets must be "here" is not carried out."""
    found = _here_targets(situation, question)
    if found is None:
        return SKIP
    targeting, words, legality = found
    zone = _source_change(targeting, "zone")
    if not zone:
        return failed(
            f'{targeting.source} is still on the board: "here" in "{words}" is where it is '
            "as the instruction is carried out.",
            (targeting.source,),
        )
    return held(
        f"{targeting.source} went to the {zone}: it is no longer on the board and has no "
        f'location, so "here" in "{words}" refers to nowhere as it is carried out, and '
        f'{listing(list(legality))} is not "here": it is not carried out.',
        (targeting.source, *legality),
    )


@predicate
def referent_source_moved(situation: GameState, question: Question) -> Check:
    """What an ability takes from its source ("here") is checked as the instruction is
    carried out: after the source moved, "here" is where it is now, and a target no longer
    there is illegal."""
    found = _here_targets(situation, question)
    if found is None:
        return SKIP
    targeting, words, legality = found
    moved_to = _source_change(targeting, "to")
    if _source_change(targeting, "zone"):
        return SKIP
    if not moved_to:
        return failed(f"{targeting.source} did not move.", (targeting.source,))
    if any(ok is None for ok in legality.values()):
        return SKIP
    if any(legality.values()):
        return failed(
            f'{targeting.source} moved to {moved_to}, and "here" in "{words}" is {moved_to} '
            "as it is carried out: the target is there.",
            (targeting.source,),
        )
    return held(
        f'{targeting.source} moved to {moved_to}, so "here" in "{words}" is {moved_to} '
        f"as it is carried out; {listing(list(legality))} is not there: it is not carried out.",
        (targeting.source, *legality),
    )


@predicate
def referent_ability_relation(situation: GameState, question: Question) -> Check:
    """ "Enemy" and "friendly" in a triggered ability's effect are seen from the ability
    itself (its controller), checked as the instruction is carried out: its source changing
    controllers does not change them."""
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, index = asked
    chosen = instruction.chosen()
    if not targeting.source or not chosen or not _TRIGGERED.match(targeting.text):
        return SKIP
    relation = {r.kind for r in chosen[0].restrictions} & {"enemy", "friendly", "yours"}
    new_controller = _source_change(targeting, "controller")
    if not relation:
        return SKIP
    if not new_controller or new_controller == targeting.by:
        return failed(f"{targeting.source} did not change controllers.", (targeting.source,))
    legality = instruction_targets(situation, targeting, effect, index)
    if not legality or not all(ok is True for ok in legality.values()):
        return SKIP
    return held(
        f"{says(new_controller, 'controls', 'control')} {targeting.source} now, but "
        f'"{chosen[0].words}" is seen from the triggered ability, which {targeting.by} '
        f"still controls: {listing(list(legality))} is still a legal target.",
        tuple(legality),
        notable=True,
    )


# --- who orders replacement effects --------------------------------------------------------


def _ordering(question: Question) -> str:
    """The name of what a ``replacement_order`` question's event acts on, or ""."""
    if not isinstance(question, EventQuery) or question.kind != "replacement_order":
        return ""
    return question.subject


@predicate
def replacement_order_controller(situation: GameState, question: Question) -> Check:
    """When several replacement effects apply to one event, the controller of the object
    acted on decides their order."""
    name = _ordering(question)
    unit = situation.unit(name) if name else None
    gear = next((g for g in situation.gear if g.name == name), None) if name else None
    field = situation.battlefield(name) if name else None
    controller = (unit or gear).controller if (unit or gear) else None  # type: ignore[union-attr]
    if field is not None:
        controller = field.controller
        if controller is None:
            return failed(f"{name} is uncontrolled.", (name,))
    if controller is None:
        return SKIP
    return held(
        f"{says(controller, 'controls', 'control')} {name}, the object the event acts on, so "
        f"{says(controller, 'decides', 'decide')} the order of the replacement effects.",
        (name,),
        value=controller,
    )


@predicate
def replacement_order_owner(situation: GameState, question: Question) -> Check:
    """When several replacement effects apply to one event, the owner of the object acted on
    decides their order."""
    name = _ordering(question)
    unit = situation.unit(name) if name else None
    gear = next((g for g in situation.gear if g.name == name), None) if name else None
    found = unit or gear
    if found is None:
        return SKIP  # a battlefield's owner is not modelled
    owner = found.owned_by
    return held(
        f"{says(owner, 'owns', 'own')} {name}, the object the event acts on, so "
        f"{says(owner, 'decides', 'decide')} the order of the replacement effects.",
        (name,),
        value=owner,
        notable=owner != found.controller,
    )


@predicate
def replacement_order_player(situation: GameState, question: Question) -> Check:
    """When several replacement effects apply to an event acting on a player, that player
    decides their order."""
    name = _ordering(question)
    if not name:
        return SKIP
    if name not in situation.players:
        return failed(f"The event acts on {name}, not on a player.", (name,))
    return held(
        f"The event acts on {name}, a player, so {says(name, 'decides', 'decide')} the order "
        "of the replacement effects.",
        (name,),
        value=name,
    )


@predicate
def replacement_order_uncontrolled(situation: GameState, question: Question) -> Check:
    """When several replacement effects apply to an event acting on an uncontrolled
    battlefield, the turn player decides their order."""
    name = _ordering(question)
    field = situation.battlefield(name) if name else None
    if field is None:
        return SKIP
    if field.controller is not None:
        return failed(f"{name} is controlled by {field.controller}.", (name,))
    return held(
        f"{name} is uncontrolled, so the turn player, {situation.turn}, decides the order of "
        "the replacement effects.",
        (name,),
        value=situation.turn,
    )


# --- rules of resolving that hold whatever the board --------------------------------------


@answers_query("resolution", "resolves_all_targets_illegal")
def resolution_despite_illegal_targets() -> None:
    """A spell resolves even if some or all of its targets are illegal: it is not countered,
    only the instructions that can't be followed are ignored."""


@predicate
def resolution_no_effect_still_played(situation: GameState, question: Question) -> Check:
    """When none of a spell's instructions can be carried out because all their targets
    became illegal, the spell has no effect but is still considered played: abilities that
    trigger on playing a spell still trigger as it resolves."""
    if asks(question, "resolution", "no_effect_still_played"):
        return held(" ".join((resolution_no_effect_still_played.__doc__ or "").split()))
    if asks(question, "countered", "counts_as_played"):
        # A countered spell also does nothing, but this rule speaks of one that resolved.
        return failed(
            "The spell was countered: this rule speaks of a spell that resolved with none of "
            "its instructions carried out, not of a countered one."
        )
    return SKIP


@answers_query("resolution", "partly_followed")
def resolution_partly_followed() -> None:
    """An instruction that can be partly followed is followed as much as possible, and the
    rest ignored."""


@predicate
def resolution_leaves_chain_stops(situation: GameState, question: Question) -> Check:
    """A spell or ability that leaves the chain while it resolves stops carrying out its
    instructions and finishes resolving at once."""
    if asks(question, "resolution", "leaves_chain_stops"):
        return held(" ".join((resolution_leaves_chain_stops.__doc__ or "").split()))
    if asks(question, "resolution", "partly_followed"):
        # What stops a resolving spell short is its leaving the chain, not an instruction
        # it can only partly follow.
        return failed(
            "The spell has not left the chain: this rule, about a spell that leaves the chain "
            "as it resolves, says nothing of an instruction it can only partly follow."
        )
    return SKIP


@predicate
def referent_trigger_condition(situation: GameState, question: Question) -> Check:
    """Information a triggered ability takes from its trigger condition ("that battlefield",
    the place a unit moved from) is fixed when the condition is met, so what happens to its
    source afterwards does not change it."""
    if asks(question, "resolution", "trigger_condition_info"):
        return held(" ".join((referent_trigger_condition.__doc__ or "").split()))
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, index = asked
    if not targeting.source or not _TRIGGERED.match(targeting.text):
        return SKIP
    if "that battlefield" not in instruction.words:
        return SKIP
    changed = [_source_change(targeting, what) for what in ("zone", "to", "controller")]
    if not any(changed):
        return failed(f"{targeting.source} did not change.", (targeting.source,))
    legality = instruction_targets(situation, targeting, effect, index)
    if legality is not None and not all(ok is True for ok in legality.values()):
        return SKIP
    return held(
        f'"that battlefield" in "{instruction.words}" is the one the trigger condition named, '
        f"fixed when it was met: what happened to {targeting.source} since does not change it.",
        (targeting.source,),
        notable=True,
    )


@answers_query("resolution", "look_back")
def resolution_look_back() -> None:
    """A spell or ability that moves something to another zone, as a cost or an effect, can
    look back at its characteristics from before it changed zones."""


@answers_query("replacement", "decline_without_may")
def replacement_applies_when_qualifies() -> None:
    """A replacement effect applies to any event that qualifies for it; only one that says a
    player "may" apply it gives that player the choice, so a "once each turn" replacement
    effect without "may" applies to the first event it can."""


@answers_query("replacement", "decline_without_may")
def replacement_once_each_turn_optional() -> None:
    """When an event a "once each turn" replacement effect could apply to occurs, the player
    who controls it may choose to apply it."""


_DECLINED = {"declined_not_used": "Declining it for an earlier event did not apply it this turn"}
_APPLIED = {"applied_not_again": "It was applied to an earlier event this turn"}


@predicate
def replacement_declined_not_applied(situation: GameState, question: Question) -> Check:
    """A replacement effect its controller chose not to apply has not been applied this
    turn, so a "once each turn" one can still be applied to a later event that turn."""
    return _either(
        question,
        "replacement",
        _DECLINED,
        _APPLIED,
        ("{}, so it can still be applied to a later event that turn.", "{}."),
    )


@predicate
def replacement_once_each_turn_limit(situation: GameState, question: Question) -> Check:
    """A "once each turn" replacement effect can be applied to one event each turn: once
    applied, it can't be applied to a later event that turn. (v1.4's "N times each turn" is
    not asked: the question carries no N and no count of applications.)"""
    return _either(
        question,
        "replacement",
        _APPLIED,
        _DECLINED,
        ("{}, so it can't be applied to a later event that turn.", "{}."),
    )


@answers_query("replacement", "banished_not_saved")
def replacement_replaced_death_leaves_none() -> None:
    """Once a replacement effect has replaced a unit's death (with a banish, say), another
    replacement of that death has no death left to replace: what was done instead, a banish
    being no kind of kill, does not qualify for it."""


@answers_query("replacement", "recycle_over_banish")
def replacement_recycle_over_banish() -> None:
    """A spell played with "then recycle it" that would go to the trash while another
    replacement effect would banish it instead is recycled, whichever applies first."""


@answers_query("replacement", "before_event")
def replacement_before_event() -> None:
    """Replacement effects are applied before the event they replace has occurred."""


@answers_query("replacement", "different_controllers")
def replacement_turn_order() -> None:
    """Applied replacement effects with different controllers that would carry out their
    instructions at the same time, on simultaneous events, do so in turn order."""


@answers_query("replacement", "replaced_actions_first")
def replacement_actions_first() -> None:
    """The game actions of an applied replacement effect are performed before any
    simultaneous events that were not replaced: a unit whose death is replaced by a recall
    is recalled before the other units die."""


@answers_query("replacement", "burn_out")
def replacement_burn_out() -> None:
    """Burning out is a game action that is itself a replacement effect."""


@answers_query("replacement", "prevent_damage")
def replacement_prevent_damage() -> None:
    """Preventing damage is a game action that is itself a replacement effect."""


@answers_query("replacement", "controller")
def replacement_controller() -> None:
    """A replacement effect's controller is the player who controls its source."""
