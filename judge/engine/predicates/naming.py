"""Naming cards and tags (759-763): what a player may name when an effect tells them to name a
card or a tag.

The question names what the player says; the card list gave it the cards the words fit and
whether a token of that name exists (judge/engine/deck_list.py). A card on the ban list is
legal or not depending on the format being played, which the situation does not give: no
fact applies then, and the question is unknown.
"""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import listing
from judge.engine.questions import NamedCard, NamedTag, Question
from judge.engine.state import GameState


def _asked(question: Question) -> NamedCard | None:
    """The naming asked about, unless a ban or a token of the same words leaves it open."""
    if not isinstance(question, NamedCard) or question.banned_since:
        return None
    if question.token and question.fits:
        return None  # a token's name that also fits a card: which is named is not settled
    return question


@predicate
def naming_identifies_card(situation: GameState, question: Question) -> Check:
    """A card is named by its exact name, or by words or traits that identify that card
    uniquely."""
    named = _asked(question)
    if named is None or not named.fits:
        return SKIP
    if len(named.fits) > 1:
        return failed(
            f'"{named.said}" fits {listing(list(named.fits))}: it does not identify one card.'
        )
    (card,) = named.fits
    if card.casefold() == named.said.strip().casefold():
        return held(f'"{named.said}" is the exact name of {card}.')
    return held(f'"{named.said}" identifies {card} uniquely: no other card fits it.')


@predicate
def naming_existing_card(situation: GameState, question: Question) -> Check:
    """A player told to name a card must name a card that exists in Riftbound."""
    named = _asked(question)
    if named is None or named.token:
        return SKIP
    if not named.fits:
        return failed(
            f"No Riftbound card is named \"{named.said}\": a card that doesn't exist can't be "
            "named."
        )
    return held(
        f'"{named.said}" names a Riftbound card, banned in no format: taken to be legal in '
        "the format being played."
    )


@predicate
def naming_not_token(situation: GameState, question: Question) -> Check:
    """A player told to name a card can't name a token."""
    named = _asked(question)
    if named is None or not (named.token or named.fits):
        return SKIP
    if named.token:
        return failed(f'"{named.said}" is the name of a token, which can\'t be named as a card.')
    return held(f'"{named.said}" names a card, not a token.')


@predicate
def naming_existing_tag(situation: GameState, question: Question) -> Check:
    """A player told to name a tag can't name one that no Riftbound card or token has."""
    if not isinstance(question, NamedTag):
        return SKIP
    if not question.tag:
        return failed(
            f'No Riftbound card or token has the tag "{question.said}": a tag that doesn\'t '
            "exist can't be named."
        )
    return held(f"{question.tag} is a tag of Riftbound cards or tokens.")
