"""Replace and Swap Back (438): a token created in the place of a card or token on the
board, inheriting its statuses, the replaced object put in Banishment, and the token
swapped back for the card it replaced.

The token keeps the replaced object's place, controller, statuses (exhausted, stunned,
buffs, Empowered, a combat designation) and the effects applied to it; damage marked on it
is not a status, so a damaged object's token is not modelled past its creation; its own
characteristics (Might, keywords, text) are the token's, which the scenario does not give.
"""

from __future__ import annotations

from judge.engine.actions import GameAction
from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import possessive
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.zones import performing, to_zone
from judge.engine.state import Card, GameState, Gear, Unit
from judge.records import replace


def _unmodelled(state: GameState, action: GameAction, thing: Unit | Gear) -> Event | None:
    """Why the token this replace creates is not modelled, if it is not: who controls a
    token a player creates in the place of another player's object, whether it keeps the
    damage marked on the object (damage is a temporary modification, not one of the statuses
    it inherits), and what becomes of attachments, are not decided here."""
    if action.by != thing.controller:
        return Event(
            f"Who controls a {action.token} token created by {action.by} in the place of "
            f"{possessive(thing.controller)} {thing.name} is not modelled.",
            UNMODELLED,
        )
    if isinstance(thing, Unit) and thing.damage:
        return Event(
            f"Whether the {action.token} token keeps the {thing.damage} damage marked on "
            f"{thing.name} is not modelled: damage is not one of the statuses it inherits.",
            UNMODELLED,
        )
    attached = isinstance(thing, Gear) and thing.attached_to is not None
    if attached or any(g.attached_to == thing.name for g in state.gear):
        return Event(f"Replacing {thing.name}, with its attachments, is not modelled.", UNMODELLED)
    return None


def _as_token(thing: Unit | Gear, token: str) -> Unit | Gear:
    """The token ``token`` in ``thing``'s place: its place, controller, statuses and effects,
    none of its own characteristics, and the objects it replaced (the earliest first)."""
    replaced = (*thing.replaced, thing.name)
    if isinstance(thing, Unit):
        return Unit(
            token,
            thing.controller,
            thing.at,
            exhausted=thing.exhausted,
            stunned=thing.stunned,
            empowered=thing.empowered,
            buffs=thing.buffs,
            designation=thing.designation,
            might_effects=thing.might_effects,
            token=True,
            replaced=replaced,
        )
    return Gear(
        token,
        thing.controller,
        thing.at,
        exhausted=thing.exhausted,
        empowered=thing.empowered,
        token=True,
        replaced=replaced,
    )


def _put_in_place(state: GameState, old: str, new: Unit | Gear) -> GameState:
    """``new`` on the board where ``old`` is, in its order among the units or gear."""
    if isinstance(new, Unit):
        units = tuple(new if u.name == old else u for u in state.units)
        return replace(state, units=units)
    return replace(state, gear=tuple(new if g.name == old else g for g in state.gear))


def _beside(state: GameState, old: str, new: Unit | Gear) -> GameState:
    """``new`` on the board right after ``old`` (which the next step puts in Banishment)."""
    if isinstance(new, Unit):
        units = tuple(x for u in state.units for x in ((u, new) if u.name == old else (u,)))
        return replace(state, units=units)
    gear = tuple(x for g in state.gear for x in ((g, new) if g.name == old else (g,)))
    return replace(state, gear=gear)


@step
def replace_token_in_place(state: GameState, doing: Doing) -> Stepped:
    """Replacing X with a token creates that token in X's place, without playing it: it
    inherits every effect and status of X (its place, exhausted, stunned, buffs, Empowered,
    attacking or defending). X is the replace's target: one that left the board before the
    replace is carried out is unaffected, and a token exists only on the board or the chain,
    so no token is created in its place and X is not replaced."""
    action = performing(doing, "replace")
    if action is None:
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        thing = state.permanent(name)
        if thing is None:
            text = (
                f"{name} is not on the board: a target that left it is unaffected, so no "
                f"{action.token} token is created in its place"
            )
            events.append(Event(f"{text}.", "created", (action.token, name), happened=False))
            gone = Event(f"{text} and {name} is not replaced.", "replaced", (name,), happened=False)
            events.append(gone)
            continue
        text = (
            f"A {action.token} token is created in the place of {name} ({thing.at.label()}), "
            f"without being played, inheriting its effects and statuses."
        )
        created = Event(text, "created", (action.token, name), by=action.by)
        if problem := _unmodelled(state, action, thing):
            # The token is created all the same; what it is past that is left open.
            return unchanged(state, *events, created, problem)
        state = _beside(state, name, _as_token(thing, action.token))
        events.append(created)
    return Stepped(state, tuple(events))


@step
def replace_to_banishment(state: GameState, doing: Doing) -> Stepped:
    """The card or token replaced is placed in Banishment; there it counts as replaced, not
    banished (replacing is not a kind of banishing)."""
    action = performing(doing, "replace")
    if action is None:
        return unchanged(state)
    made = {e.subjects[1] for e in doing.events if e.kind == "created" and e.happened}
    events: list[Event] = []
    for name in action.cards:
        if name not in made:  # gone from the board: replace_token_in_place says so
            continue
        state = to_zone(state, name, "banishment")
        text = f"{name} is placed in Banishment, where it counts as replaced, not banished."
        events.append(Event(text, "replaced", (name,), action="replace", by=action.by))
        text = f"{name} is not banished: replacing is not a kind of banishing."
        # a rule that keeps things as they are: said when asked, not among what happens
        events.append(Event(text, "banished", (name,), happened=False, change=False))
    return Stepped(state, tuple(events))


@step
def replace_replaced_token_ceases(state: GameState, doing: Doing) -> Stepped:
    """A replaced token stops existing once it is in Banishment (the token that replaced it
    and the replacement stand); a replaced card stays there."""
    action = performing(doing, "replace")
    if action is None:
        return unchanged(state)
    placed = {e.subjects[0] for e in doing.events if e.kind == "replaced" and e.happened}
    events: list[Event] = []
    for card in state.cards:
        if card.name not in placed:
            continue
        if card.token:
            text = (
                f"{card.name} is a token: once in Banishment it stops existing; the "
                f"{action.token} token that replaced it stays."
            )
            events.append(Event(text, "ceases to exist", (card.name,)))
        else:
            text = f"{card.name} is a card, not a token: it stays in Banishment, replaced."
            events.append(
                Event(text, "ceases to exist", (card.name,), happened=False, change=False)
            )
    ceased = {e.subjects[0] for e in events if e.happened}
    kept = tuple(card for card in state.cards if card.name not in ceased)
    return Stepped(replace(state, cards=kept), tuple(events))


@step
def swap_back_original_returns(state: GameState, doing: Doing) -> Stepped:
    """Swapping back a token a Replace created: the token stops existing and the card it
    (or a token it replaced) replaced returns from Banishment to the token's place,
    inheriting its current effects and statuses. With no such card in Banishment, the token
    can never swap back."""
    action = performing(doing, "swap_back")
    if action is None:
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        token = state.permanent(name)
        if token is None or not token.token or not token.replaced:
            text = f"{name} is not a token a Replace created: there is nothing to swap it back to."
            events.append(Event(text, "swapped back", (name,), happened=False))
            continue
        banished = [c for c in state.cards if c.name in token.replaced and c.zone == "banishment"]
        originals = [c for c in banished if not c.token]
        if not originals:
            replaced = " and ".join(token.replaced)
            text = (
                f"Nothing {name} replaced is in Banishment ({replaced} is not there as a "
                f"card): {name} can never swap back."
            )
            events.append(Event(text, "swapped back", (name,), happened=False))
            continue
        card = originals[0]
        returned = _as_original(token, card)
        state = _put_in_place(state, name, returned)
        state = replace(state, cards=tuple(c for c in state.cards if c.name != card.name))
        text = (
            f"{name} stops existing and {card.name} returns from Banishment to its place "
            f"({token.at.label()}), inheriting its current effects and statuses."
        )
        events.append(Event(text, "swapped back", (name, card.name), by=action.by))
    return Stepped(state, tuple(events))


def _as_original(token: Unit | Gear, card: Card) -> Unit | Gear:
    """The card ``card`` back on the board in ``token``'s place, with its statuses."""
    if isinstance(token, Unit):
        return replace(
            token,
            name=card.name,
            keywords=card.keywords,
            owner=card.owned_by,
            token=False,
            replaced=(),
            triggers=card.triggers,
        )
    return replace(
        token, name=card.name, keywords=card.keywords, owner=card.owned_by, token=False, replaced=()
    )
