"""Reveal (424): cards from the top of a player's Main Deck presented to all players,
staying where they are."""

from __future__ import annotations

from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import possessive, says
from judge.engine.predicates.zones import deck_of, performing
from judge.engine.state import GameState


@step
def reveal_top_of_main_deck(state: GameState, doing: Doing) -> Stepped:
    """Revealing presents cards to all players from a zone some players can't see: "Reveal
    N cards from the top of your Main Deck" reveals those N cards, which stay in the Main
    Deck in the same order (being Revealed is a temporary state, not a zone) and do nothing
    else; the cards beneath them are not revealed. With fewer than N cards in the deck, the
    player reveals as many as possible and does not Burn Out."""
    action = performing(doing, "reveal")
    if action is None:
        return unchanged(state)
    deck = deck_of(state, action.by)
    events: list[Event] = []
    for index, card in enumerate(deck):
        if index < action.amount:
            text = (
                f"{card.name} is revealed to all players and stays where it is, card "
                f"{index + 1} from the top of {possessive(action.by)} Main Deck."
            )
            events.append(Event(text, "revealed", (card.name,), action="reveal", by=action.by))
        else:
            top = "top card is" if action.amount == 1 else f"top {action.amount} cards are"
            text = f"{card.name} is not revealed: only the {top}."
            events.append(Event(text, "revealed", (card.name,), happened=False, change=False))
    if len(deck) < action.amount:
        text = (
            f"{possessive(action.by).capitalize()} Main Deck holds {len(deck)} of the "
            f"{action.amount} cards to reveal: {says(action.by, 'reveals', 'reveal')} as many "
            "as possible and does not Burn Out."
        )
        events.append(Event(text, "burns out", (action.by,), happened=False, change=False))
    return unchanged(state, *events)
