"""Reveal (424): cards from the top of a player's Main Deck, or a whole hand, presented to
all players, staying where they are."""

from __future__ import annotations

from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import possessive, says
from judge.engine.predicates.carry_out import UNMODELLED
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
    if action.zone:  # a whole zone: reveal.whole_zone's, where the version states it
        if doing.stated("reveal.whole_zone"):
            return unchanged(state)
        text = (
            f"What revealing {possessive(action.by)} {action.zone} without a number of cards "
            "reveals is not stated by these rules."
        )
        return unchanged(state, Event(text, UNMODELLED, (action.by,)))
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


@step
def reveal_whole_zone(state: GameState, doing: Doing) -> Stepped:
    """A zone revealed with no number of cards ("Reveal your hand") means every card in it
    as the instruction is executed: each is revealed, and stays where it is."""
    action = performing(doing, "reveal")
    if action is None or action.zone != "hand":
        return unchanged(state)
    # The cards in the revealing player's hand (a card in hand is in its controller's).
    hand = [c.name for c in state.cards if c.zone == "hand" and c.controller == action.by]
    whose = f"{possessive(action.by)} hand"
    if not hand:
        text = f"{whose.capitalize()} holds no card: there is nothing in it to reveal."
        return unchanged(state, Event(text, "revealed", (action.by,), happened=False))
    events = [
        Event(
            f"{name} is revealed to all players, as a card in {whose}; revealing does not move it.",
            "revealed",
            (name,),
            action="reveal",
            by=action.by,
        )
        for name in hand
    ]
    return unchanged(state, *events)
