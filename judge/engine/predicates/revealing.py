"""Reveal (424): cards from the top of a player's Main Deck, or a whole hand, presented to
all players, staying where they are."""

from __future__ import annotations

from judge.engine.card_list import seen_from_deck
from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import possessive, says
from judge.engine.predicates.carry_out import ACTIONS, UNMODELLED
from judge.engine.predicates.zones import MAIN_DECK, deck_of, performing
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


@step
def replacement_seen_from_deck(state: GameState, doing: Doing) -> Stepped:
    """A card's replacement effect that applies as it is looked at or revealed from a deck
    ("As you look at or reveal me from the top of your deck, you may banish me") applies as
    an effect reveals it from the top of its owner's Main Deck. Burning is neither: it moves
    cards from the top of the Main Deck into the trash, revealing none (a player reveals a
    card only when an effect says to), so the ability never applies to a card burned."""
    if not doing.version:
        return unchanged(state)
    events: list[Event] = []
    for event in doing.events:
        if not event.happened or event.kind not in ("revealed", "burned"):
            continue
        revealed = event.kind == "revealed"
        names = event.subjects if revealed else event.subjects[1:]
        for name in names:
            card = next((c for c in state.cards if c.name == name), None)
            if revealed and (card is None or card.zone != MAIN_DECK):
                continue  # revealed from a hand: not from a deck
            for replaces, verbs in seen_from_deck(name, doing.version):
                if revealed:
                    events += _applies(name, replaces, event.by)
                else:
                    events += _not_seen(name, replaces, verbs)
    return unchanged(state, *events)


def _applies(name: str, replaces: str, by: str) -> list[Event]:
    """The card revealed from the Main Deck: its ability applies, and what it does (a choice
    such as "you may banish me") is not carried out."""
    text = (
        f'{name} is revealed from the top of {possessive(by)} Main Deck: its ability "{replaces}" '
        "applies."
    )
    unread = f"What {possessive(name)} ability does as it applies is not carried out."
    return [Event(text, "applies", (name,)), Event(unread, UNMODELLED, (name,))]


def _not_seen(name: str, replaces: str, verbs: tuple[str, ...]) -> list[Event]:
    """The card burned: its ability does not apply, so nothing of its effect is done."""
    text = (
        f'{possessive(name)} ability "{replaces}" does not apply: burning moves {name} from the '
        "top of the Main Deck into the trash without revealing it or looking at it."
    )
    events = [Event(text, "applies", (name,), happened=False, change=False)]
    for word in dict.fromkeys(ACTIONS[v] for v in verbs if v in ACTIONS):
        said = f"{name} is not {word} by that ability: it does not apply to a card burned."
        events.append(Event(said, word, (name,), happened=False, change=False))
    return events
