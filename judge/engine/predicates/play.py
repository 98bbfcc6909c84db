"""Where units and gear can be played (355.2, 149, 358.3, 462.2, Ambush, Hidden, Deploy)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, answers_query, failed, held, predicate
from judge.engine.predicates.board import combat_at, listing, others_at, possessive, says
from judge.engine.questions import EventQuery, Play, Query, Question
from judge.engine.state import GameState


def _owner_of(play: Play) -> str:
    return play.card.controller


@predicate
def play_unit_location(situation: GameState, question: Question) -> Check:
    """By default a unit is played to its controller's base or a battlefield they control."""
    if not isinstance(question, Play) or question.card.type != "unit":
        return SKIP
    to, owner = question.to, _owner_of(question)
    if to.is_base and to.name == owner:
        return held(f"{question.card.name} is played to {possessive(owner)} own base.")
    field = situation.battlefield(to.name) if to.is_battlefield else None
    if field is not None and field.controller == owner:
        return held(f"{says(owner, 'controls', 'control')} {field.name}.")
    if to.is_base:
        return failed(f"{to.label()} is not {possessive(owner)} base.", (question.card.name,))
    lacks = says(owner, "doesn't", "don't")
    return failed(f"{lacks} control {to.label()}.", (question.card.name,))


@predicate
def play_gear_location(situation: GameState, question: Question) -> Check:
    """Gear is played to its controller's base unless an effect says otherwise."""
    if isinstance(question, Query):
        return SKIP
    if not isinstance(question, Play) or question.card.type != "gear":
        return SKIP
    to = question.to
    if to.is_base and to.name == _owner_of(question):
        return held(f"{question.card.name} is played to its controller's base.")
    return failed(
        f"Gear goes to its controller's base, not to {to.label()}.", (question.card.name,)
    )


@predicate
def play_never_other_base(situation: GameState, question: Question) -> Check:
    """Units and gear are never played to the base of a player other than their controller."""
    if not isinstance(question, Play) or not question.to.is_base:
        return SKIP
    if question.to.name != _owner_of(question):
        return failed(f"{question.to.label()} belongs to another player.", (question.card.name,))
    return held(f"{question.to.label()} is its controller's own base.")


@predicate
def play_no_illegal_state(situation: GameState, question: Question) -> Check:
    """A card can't be played where the result would be illegal: units of three players at a
    battlefield, or (with more than two players) joining a combat you are not part of."""
    if not isinstance(question, Play) or not question.to.is_battlefield:
        return SKIP
    owner = _owner_of(question)
    rivals = others_at(situation, question.to, owner)
    if question.card.type == "unit" and len(rivals) >= 2:
        return failed(f"{question.to.label()} already has units of {listing(sorted(rivals))}.")
    if (
        situation.multiplayer
        and combat_at(situation, question.to)
        and owner not in situation.players_at(question.to)
    ):
        return failed(
            f"A combat {says(owner, 'is', 'are')} not part of is staged or going on "
            f"at {question.to.label()}."
        )
    return held("Playing it there creates no illegal state.")


def _own_open_main_phase(situation: GameState, play: Play) -> bool:
    """The default time to play: the player's own Main Phase, no showdown, chain empty."""
    return (
        situation.chain_empty
        and not situation.in_showdown
        and situation.turn == play.actor
        and situation.phase == "main"
    )


def _fast_window(situation: GameState) -> str:
    """What makes now a time only Action or Reaction can use, or "" when it is neither."""
    if not situation.chain_empty:
        return "something is on the chain"
    if situation.in_showdown:
        return "a showdown is in progress"
    return ""


@predicate
def play_timing(situation: GameState, question: Question) -> Check:
    """Without Action or Reaction, a unit or gear is played only in its controller's own Main
    Phase, with no showdown going on and nothing on the chain."""
    if not isinstance(question, Play):
        return SKIP
    who = (question.card.name,)
    if _own_open_main_phase(situation, question):
        return held(f"It is {possessive(question.actor)} Main Phase with nothing on the chain.")
    window = _fast_window(situation)
    if window == "something is on the chain":
        return failed("Something is on the chain, and only a Reaction can be played then.", who)
    if window:
        return failed(
            "A showdown or combat is in progress, and only Action or Reaction can be played then.",
            who,
        )
    return failed(f"A card is played only in {possessive(question.actor)} own Main Phase.", who)


@predicate
def play_action_timing(situation: GameState, question: Question) -> Check:
    """Action lets a card be played during a showdown, even on another player's turn."""
    if not isinstance(question, Play) or "Action" not in question.card.keywords:
        return SKIP
    if _own_open_main_phase(situation, question):
        return SKIP
    name, who = question.card.name, (question.card.name,)
    if situation.in_showdown and situation.chain_empty:
        return held(f"{name} has Action: it can be played in a showdown.", who, notable=True)
    return failed(f"{name} has Action, which lets it be played only in a showdown.", who)


def _reaction_reason(situation: GameState, play: Play) -> tuple[str, str]:
    """Why the card has Reaction now ('Reaction', 'Hidden', 'Ambush'), and how to say it."""
    card = play.card
    if "Reaction" in card.keywords:
        return "Reaction", f"{card.name} has Reaction"
    if card.facedown_at is not None:
        return "Hidden", f"{card.name} was hidden, and a hidden card gains Reaction"
    if "Ambush" in card.keywords and _owner_of(play) in situation.players_at(play.to):
        return "Ambush", (
            f"{card.name} has Ambush and goes to a battlefield where its controller has units, "
            "so it has Reaction"
        )
    return "", ""


def _reaction_check(situation: GameState, question: Question, source: str) -> Check:
    """Held when the card has Reaction from ``source`` and now is a time only Reaction (or
    Action, in a showdown) can use; failed with the reason when Reaction does not help."""
    if not isinstance(question, Play) or _own_open_main_phase(situation, question):
        return SKIP
    found, reason = _reaction_reason(situation, question)
    if found != source:
        return SKIP
    who = (question.card.name,)
    window = _fast_window(situation)
    if window:
        return held(f"{reason}: it can be played while {window}.", who, notable=True)
    return failed(
        f"{reason}, but outside a showdown and with the chain empty only the turn player "
        "plays cards, in their own Main Phase.",
        who,
    )


@predicate
def play_reaction_timing(situation: GameState, question: Question) -> Check:
    """Reaction lets a card be played while something is on the chain or in a showdown, on
    any player's turn."""
    return _reaction_check(situation, question, "Reaction")


@predicate
def play_hidden_reaction(situation: GameState, question: Question) -> Check:
    """A card played from facedown (hidden) has Reaction."""
    return _reaction_check(situation, question, "Hidden")


@predicate
def play_ambush_reaction(situation: GameState, question: Question) -> Check:
    """An Ambush unit has Reaction while being played to a battlefield where its controller
    has units."""
    return _reaction_check(situation, question, "Ambush")


@predicate
def keyword_ambush(situation: GameState, question: Question) -> Check:
    """A unit with Ambush can also be played to a battlefield where its controller has units."""
    if not isinstance(question, Play) or "Ambush" not in question.card.keywords:
        return SKIP
    if not question.to.is_battlefield:
        return SKIP
    if _owner_of(question) in situation.players_at(question.to):
        return held(
            f"{question.card.name} has Ambush and {says(_owner_of(question), 'has', 'have')} units "
            f"at {question.to.label()}.",
            (question.card.name,),
            notable=True,
        )
    return failed(
        f"{says(_owner_of(question), 'has', 'have')} no units at {question.to.label()} for Ambush."
    )


@predicate
def hidden_played_where_hidden(situation: GameState, question: Question) -> Check:
    """A hidden unit or gear must be played to the battlefield where it was hidden."""
    if not isinstance(question, Play) or question.card.facedown_at is None:
        return SKIP
    if question.to.is_battlefield and question.to.name == question.card.facedown_at:
        return held(
            f"{question.card.name} was hidden at {question.card.facedown_at}.",
            (question.card.name,),
            notable=True,
        )
    return failed(
        f"{question.card.name} was hidden at {question.card.facedown_at}, "
        "so it must be played there.",
        (question.card.name,),
    )


@predicate
def hidden_overrides_location(situation: GameState, question: Question) -> Check:
    """Playing a hidden card where it was hidden overrides the usual places, even for gear."""
    if not isinstance(question, Play) or question.card.facedown_at is None:
        return SKIP
    if question.to.is_battlefield and question.to.name == question.card.facedown_at:
        return held(
            f"It goes to {question.card.facedown_at}, where it was hidden.",
            (question.card.name,),
            notable=True,
        )
    return SKIP


@predicate
def keyword_deploy(situation: GameState, question: Question) -> Check:
    """Gear with Deploy is played to any battlefield instead of its controller's base."""
    if isinstance(question, EventQuery) and question.kind == "next_cleanup":
        staying = [
            gear.name
            for gear in situation.gear
            if "Deploy" in gear.keywords and gear.at.is_battlefield and gear.attached_to is None
        ]
        if not staying:
            return SKIP
        return held(f"{listing(staying)} has Deploy, so it stays.", tuple(staying), notable=True)
    if not isinstance(question, Play) or "Deploy" not in question.card.keywords:
        return SKIP
    if question.card.type != "gear" or not question.to.is_battlefield:
        return SKIP
    return held(
        f"{question.card.name} has Deploy, so it goes to a battlefield.",
        (question.card.name,),
        notable=True,
    )


@answers_query("enters_ready", "gear")
def gear_enters_ready() -> None:
    """Gear enters play ready."""
