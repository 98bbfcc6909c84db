"""Dependent keywords (Level, Legion and Empowered) and XP: whether the ability written
after a card's ``[Level N]``, ``[Legion]`` or ``[Empowered]`` is active, decided on its
controller's XP, on the cards they played this turn and on the card's Empowered status
(rules_data/facts/dependent.yaml).
"""

from __future__ import annotations

from judge.engine.predicates import (
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    failed,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.board import listing, possessive, says
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.zones import PLAYED_KINDS, performing
from judge.engine.questions import DependentQuery, Question
from judge.engine.state import Card, GameState, Gear, Unit


def _asked(question: Question) -> DependentQuery | None:
    return question if isinstance(question, DependentQuery) else None


def holder(situation: GameState, card: str) -> tuple[str, str] | None:
    """The controller and the owner of the card named ``card``, wherever it is; None when it
    is nowhere in the situation or its controller is not given (a chain item's)."""
    things: tuple[Unit | Gear | Card, ...] = (*situation.units, *situation.gear, *situation.cards)
    for thing in things:
        if thing.name == card:
            return thing.controller, thing.owned_by
    for item in situation.chain:
        if item.name == card and item.controller is not None:
            return item.controller, item.controller
    return None


def _xp_words(player: str, amount: int) -> str:
    return f"{says(player, 'has', 'have')} {amount} XP"


def _level(situation: GameState, question: Question) -> tuple[DependentQuery, str, str] | None:
    """The Level question, its card's controller and owner; None when it is not one."""
    asked = _asked(question)
    if asked is None or asked.level is None:
        return None
    found = holder(situation, asked.card)
    return None if found is None else (asked, *found)


@predicate
def level_xp_threshold(situation: GameState, question: Question) -> Check:
    """A Level N ability is active while the controller of its card has N or more XP, and
    inactive as soon as they have less."""
    found = _level(situation, question)
    if found is None:
        return SKIP
    asked, controller, _ = found
    have = situation.xp_of(controller)
    level = f"{asked.card}'s Level {asked.level} ability"
    if have >= (asked.level or 0):
        reason = f"{level} is active: {_xp_words(controller, have)}, {asked.level} or more."
        return held(reason, (asked.card,), notable=not asked.legion)
    reason = f"{level} is inactive: {_xp_words(controller, have)}, fewer than {asked.level}."
    return failed(reason, (asked.card,))


@predicate
def level_new_controller(situation: GameState, question: Question) -> Check:
    """When the controller of a card with Level changes, its Level ability is active or not
    by the new controller's XP, not its owner's."""
    found = _level(situation, question)
    if found is None or found[1] == found[2]:
        return SKIP
    asked, controller, owner = found
    have = situation.xp_of(controller)
    now = f"{asked.card} is controlled by {controller}, not its owner {owner}"
    theirs = f"{possessive(owner)} {situation.xp_of(owner)} XP do not count"
    if have >= (asked.level or 0):
        reason = f"{now}: {_xp_words(controller, have)}, and {theirs}."
        return held(reason, (asked.card,), notable=True)
    reason = f"{now}: {_xp_words(controller, have)}, fewer than {asked.level}, and {theirs}."
    return failed(reason, (asked.card,), notable=True)


@predicate
def xp_not_shared(situation: GameState, question: Question) -> Check:
    """XP is not shared between teammates: a Level ability counts its controller's own XP,
    never their ally's."""
    found = _level(situation, question)
    if found is None:
        return SKIP
    asked, controller, _ = found
    allies = sorted(situation.teammates(controller))
    if not allies:
        return SKIP
    have = situation.xp_of(controller)
    theirs = listing([f"{possessive(ally)} {situation.xp_of(ally)} XP" for ally in allies])
    own = f"{possessive(controller)} own {have} XP"
    if have >= (asked.level or 0):
        reason = f"XP is not shared between teammates: {own} reach {asked.level}."
        return held(reason, (asked.card,))
    reason = (
        f"XP is not shared between teammates: {theirs} do not count, and {own} are fewer "
        f"than {asked.level}."
    )
    return failed(reason, (asked.card,), notable=True)


def empowered_status(situation: GameState, card: str) -> bool | None:
    """Whether the card named ``card`` has the Empowered status: a unit or gear on the board,
    or a legend in the Legend Zone, that a game effect Empowered; a card anywhere else has no
    status. None when the card is nowhere in the situation."""
    things: tuple[Unit | Gear | Card, ...] = (*situation.units, *situation.gear, *situation.cards)
    for thing in things:
        if thing.name == card:
            return thing.empowered
    return False if any(item.name == card for item in situation.chain) else None


@predicate
def empowered_dependent_active(situation: GameState, question: Question) -> Check:
    """The ability written after a card's [Empowered] is active as long as the card has the
    Empowered status, and inactive while it does not."""
    asked = _asked(question)
    if asked is None or not asked.empowered:
        return SKIP
    status = empowered_status(situation, asked.card)
    if status is None:
        return SKIP
    ability = f"{asked.card}'s Empowered ability"
    if status:
        reason = f"{ability} is active: {asked.card} has the Empowered status."
        return held(reason, (asked.card,), notable=True)
    reason = f"{ability} is inactive: {asked.card} does not have the Empowered status"
    if empower_waiting(situation, asked.card):
        reason += " yet: its Empower ability is still on the chain and Empowers it as it resolves"
    return failed(f"{reason}.", (asked.card,))


def empower_waiting(situation: GameState, card: str) -> bool:
    """Whether an Empower ability of the card named ``card`` is on the chain, not resolved
    yet: it Empowers its source only as it resolves."""
    return any(
        item.kind == "activated" and "Empower" in item.keywords and item.source == card
        for item in situation.chain
    )


def played_by(unit: Unit) -> str | None:
    """Who played ``unit``: as the situation says, else its controller while it is still
    its owner's; None when its control changed and who played it is not said."""
    if unit.played_by is not None:
        return unit.played_by
    return unit.controller if unit.controller == unit.owned_by else None


def plays_this_turn(situation: GameState, player: str, card: str) -> list[str]:
    """The cards other than ``card`` that ``player`` played (finalized) this turn: units on
    the board they played this turn (whoever controls them now), cards of theirs on the
    chain once finalized, and the others the situation records."""
    units = [
        unit.name
        for unit in situation.units
        if unit.played_this_turn and played_by(unit) == player and unit.name != card
    ]
    chain = [
        item.name
        for item in situation.chain
        if item.controller == player
        and item.kind in PLAYED_KINDS
        and not item.pending
        and item.name != card
    ]
    record = sorted(name for who, name in situation.played if who == player and name != card)
    return units + chain + record


def unsettled_plays(situation: GameState, card: str, player: str) -> str:
    """Why the cards played this turn are not all known ("" when they are): units other than
    ``card`` played this turn whose control changed, with who played them not said; cards
    ``player`` finalized and that were then countered, where the rules judged do not say a
    finalized card counts (a countered card "wasn't played", yet Legion looks at cards
    finalized)."""
    countered = sorted(
        name
        for who, name in situation.countered - situation.played
        if who == player and name != card
    )
    if countered:
        return (
            f"{listing(countered)} was finalized and then countered this turn: these rules say "
            "a countered card was not played, and that Legion looks at cards finalized"
        )
    unsure = [
        unit
        for unit in situation.units
        if unit.played_this_turn and played_by(unit) is None and unit.name != card
    ]
    if not unsure:
        return ""
    said = listing(
        [f"{u.name} (controlled by {u.controller}, owned by {u.owned_by})" for u in unsure]
    )
    return f"{said} was played this turn and changed control since, and who played it is not said"


def unsettled_legion(situation: GameState, question: Question) -> str:
    """Why whether a Legion ability is active is not settled ("" when it is): its card's
    controller played no other card this turn that the situation shows, but a unit played
    this turn changed control and who played it is not said. An unmet Level condition
    decides without it."""
    asked = _asked(question)
    if asked is None or not asked.legion:
        return ""
    found = holder(situation, asked.card)
    if found is None:
        return ""
    controller = found[0]
    if asked.level is not None and situation.xp_of(controller) < asked.level:
        return ""
    if plays_this_turn(situation, controller, asked.card):
        return ""
    return unsettled_plays(situation, asked.card, controller)


@predicate
def legion_played_another(situation: GameState, question: Question) -> Check:
    """Legion's ability is active once the controller of the card with Legion has played
    (finalized) another card this turn: the Legion card itself, a card still being played,
    and a card another player played do not count."""
    asked = _asked(question)
    if asked is None or not asked.legion:
        return SKIP
    found = holder(situation, asked.card)
    if found is None:
        return SKIP
    controller = found[0]
    mine = plays_this_turn(situation, controller, asked.card)
    legion = f"{asked.card}'s Legion ability"
    if mine:
        who = says(controller, "has", "have")
        reason = f"{legion} is active: {who} played {listing(mine)} this turn."
        return held(reason, (asked.card,), notable=asked.level is None)
    others = {
        player: plays
        for player in situation.players
        if player != controller and (plays := plays_this_turn(situation, player, asked.card))
    }
    pending = [
        item.name
        for item in situation.chain
        if item.controller == controller and item.pending and item.name != asked.card
    ]
    why = [f"{says(controller, 'has', 'have')} played no other card this turn"]
    if pending:
        why.append(f"{listing(pending)} is not finalized yet")
    why.extend(
        f"{listing(plays)} {'was' if len(plays) == 1 else 'were'} played by {player}, "
        f"not {'you' if controller == 'you' else controller}"
        for player, plays in others.items()
    )
    return failed(f"{legion} is inactive: {'; '.join(why)}.", (asked.card,))


@predicate
def dependent_all_conditions(situation: GameState, question: Question) -> Check:
    """An ability written after several dependent keywords is active only while the
    condition of every one of them is met."""
    asked = _asked(question)
    if asked is None or asked.level is None or not asked.legion:
        return SKIP
    found = holder(situation, asked.card)
    if found is None:
        return SKIP
    controller = found[0]
    unmet = []
    if situation.xp_of(controller) < asked.level:
        unmet.append(f"Level {asked.level}")
    if not plays_this_turn(situation, controller, asked.card):
        unmet.append("Legion")
    if unmet:
        reason = (
            f"The ability after {asked.card}'s Level {asked.level} and Legion needs both "
            f"conditions met; {listing(unmet)} {'is' if len(unmet) == 1 else 'are'} not."
        )
        return failed(reason, (asked.card,), notable=True)
    have, plays = situation.xp_of(controller), plays_this_turn(situation, controller, asked.card)
    reason = (
        f"The ability after {asked.card}'s Level {asked.level} and Legion needs both "
        f"conditions met, and both are: {_xp_words(controller, have)}, and "
        f"{says(controller, 'has', 'have')} played {listing(plays)} this turn."
    )
    return held(reason, (asked.card,), notable=True)


# --- XP gained and spent ----------------------------------------------------------------------


@step
def xp_gained(state: GameState, doing: Doing) -> Stepped:
    """To gain XP, the XP marked on the player gaining it goes up by the amount, with no
    limit; it is theirs alone, not their teammates'."""
    action = performing(doing, "gain_xp")
    if action is None:
        return unchanged(state)
    total = state.xp_of(action.by) + action.amount
    text = f"{says(action.by, 'gains', 'gain')} {action.amount} XP: {total} XP now."
    event = Event(text, "xp gained", (action.by,), action="gain xp", by=action.by)
    return Stepped(state.with_xp(action.by, total), (event,))


# What spending XP the player does not have does, by whether it is a cost or an instruction.
SHORT_SPEND = {True: "xp.spend_unpaid_cost", False: "xp.spend_as_much_as_possible"}


@step
def xp_spent(state: GameState, doing: Doing) -> Stepped:
    """To spend XP, the XP marked on the player spending it goes down by the amount: their
    own, never a teammate's. Spending more than one has is a cost's rule or an
    instruction's; where neither is said or stated, it is not followed further."""
    action = performing(doing, "spend_xp")
    if action is None:
        return unchanged(state)
    had = state.xp_of(action.by)
    if had < action.amount:
        if action.as_cost is not None and doing.stated(SHORT_SPEND[action.as_cost]):
            return unchanged(state)
        why = (
            "whether the spend is a cost or an effect's instruction is not said"
            if action.as_cost is None
            else "this rules version states no rule on "
            + ("a cost that cannot be paid" if action.as_cost else "an instruction partly followed")
        )
        said = f"{_xp_words(action.by, had)}, fewer than the {action.amount} to spend, and {why}."
        text = said[:1].upper() + said[1:]
        return unchanged(state, Event(text, UNMODELLED, (action.by,)))
    left = had - action.amount
    text = f"{says(action.by, 'spends', 'spend')} {action.amount} XP: {left} XP left."
    event = Event(text, "xp spent", (action.by,), action="spend xp", by=action.by)
    return Stepped(state.with_xp(action.by, left), (event,))


@step
def xp_spend_unpaid_cost(state: GameState, doing: Doing) -> Stepped:
    """XP spent as a cost that the player does not have cannot be spent: they cannot pay
    the cost, spend none, and do not carry out what it pays for."""
    action = performing(doing, "spend_xp")
    if action is None or action.as_cost is not True:
        return unchanged(state)
    had = state.xp_of(action.by)
    if had >= action.amount:
        text = f"{_xp_words(action.by, had)}, the {action.amount} the cost spends: it can be paid."
        return unchanged(state, Event(text, "", (action.by,), change=False))
    text = (
        f"{_xp_words(action.by, had)}, fewer than the {action.amount} the cost spends: "
        f"{action.by} cannot pay it, and no XP is spent."
    )
    return unchanged(state, Event(text, "xp spent", (action.by,), happened=False))


@step
def xp_spend_as_much_as_possible(state: GameState, doing: Doing) -> Stepped:
    """An effect's instruction to spend more XP than the player has is followed as much as
    possible: they spend all they have, and the rest is ignored."""
    action = performing(doing, "spend_xp")
    if action is None or action.as_cost is not False:
        return unchanged(state)
    had = state.xp_of(action.by)
    if had >= action.amount:
        text = (
            f"{_xp_words(action.by, had)}, the {action.amount} the effect spends: none is ignored."
        )
        return unchanged(state, Event(text, "", (action.by,), happened=False, change=False))
    if had == 0:
        text = f"{_xp_words(action.by, 0)}: the instruction to spend {action.amount} is ignored."
        return unchanged(state, Event(text, "xp spent", (action.by,), happened=False))
    text = (
        f"{says(action.by, 'spends', 'spend')} {had} XP, all {says(action.by, 'has', 'have')}"
        f" of the {action.amount} the effect spends: 0 XP left, and the rest is ignored."
    )
    event = Event(text, "xp spent", (action.by,), action="spend xp", by=action.by)
    return Stepped(state.with_xp(action.by, 0), (event,))
