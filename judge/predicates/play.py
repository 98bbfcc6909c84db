"""Where units and gear can be played (355.2, 149, 358.3, 462.2, Ambush, Hidden, Deploy)."""

from __future__ import annotations

from judge.model import Situation
from judge.predicates import SKIP, Check, failed, held, predicate
from judge.predicates.board import asks, combat_at, listing, others_at, possessive, says
from judge.questions import EventQuery, Play, Query, Question


def _owner_of(play: Play) -> str:
    return play.card.controller


@predicate
def unit_played_to_valid_location(situation: Situation, question: Question) -> Check:
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
def gear_played_to_base(situation: Situation, question: Question) -> Check:
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
def never_to_another_players_base(situation: Situation, question: Question) -> Check:
    """Units and gear are never played to the base of a player other than their controller."""
    if not isinstance(question, Play) or not question.to.is_base:
        return SKIP
    if question.to.name != _owner_of(question):
        return failed(f"{question.to.label()} belongs to another player.", (question.card.name,))
    return held(f"{question.to.label()} is its controller's own base.")


@predicate
def play_creates_no_illegal_state(situation: Situation, question: Question) -> Check:
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


def _reaction_from_keywords(situation: Situation, play: Play) -> str:
    """Why the card may be played at Reaction speed, or an empty string."""
    card = play.card
    if "Reaction" in card.keywords:
        return f"{card.name} has Reaction"
    if card.facedown_at is not None:
        return f"{card.name} was hidden, and hidden cards gain Reaction"
    if "Ambush" in card.keywords and _owner_of(play) in situation.players_at(play.to):
        return f"{card.name} has Ambush and goes to a battlefield where its controller has units"
    return ""


@predicate
def play_timing(situation: Situation, question: Question) -> Check:
    """Without Action or Reaction, a unit or gear is played only in its controller's own Main
    Phase with no showdown and nothing on the chain; Action allows showdowns, Reaction also
    closed states (Ambush and hidden cards gain Reaction)."""
    if not isinstance(question, Play):
        return SKIP
    reaction = _reaction_from_keywords(situation, question)
    action = "Action" in question.card.keywords
    if not situation.chain_empty:
        if reaction:
            return held(
                f"{reaction}, so it can be played while the chain is not empty.", notable=True
            )
        return failed("Something is on the chain, and only a Reaction can be played then.")
    if situation.in_showdown:
        if reaction or action:
            return held(
                f"{reaction or question.card.name + ' has Action'}: "
                "it can be played in a showdown.",
                notable=True,
            )
        return failed(
            "A showdown or combat is in progress, and only Action or Reaction can be played then."
        )
    if situation.turn == question.actor and situation.phase == "main":
        return held(f"It is {possessive(question.actor)} Main Phase with nothing on the chain.")
    return failed(
        "Without Action or Reaction, it is played only in "
        f"{possessive(question.actor)} own Main Phase."
    )


@predicate
def ambush_allows_battlefield_with_units(situation: Situation, question: Question) -> Check:
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
def hidden_card_played_where_hidden(situation: Situation, question: Question) -> Check:
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
def hidden_overrides_location_rules(situation: Situation, question: Question) -> Check:
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
def deploy_gear_to_battlefield(situation: Situation, question: Question) -> Check:
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


@predicate
def gear_enters_ready(situation: Situation, question: Question) -> Check:
    """Gear enters play ready."""
    if asks(question, "enters_ready", "gear"):
        return held("Gear enters play ready.")
    return SKIP
