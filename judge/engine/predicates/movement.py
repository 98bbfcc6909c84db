"""The standard move: who, when, at what cost, where to (Core Rules 144, 810)."""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import (
    asks,
    between_battlefields,
    is_exhausted,
    listing,
    movers,
    names,
    possessive,
    says,
)
from judge.engine.questions import Move, Question
from judge.engine.state import GameState


@predicate
def standard_move_own_units(situation: GameState, question: Question) -> Check:
    """Every unit has a standard move, and only the player who controls it can use it."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    others = [unit for unit, _ in movers(situation, question) if unit.controller != question.actor]
    if others:
        return failed(
            f"{listing(names(others))} is not controlled by {question.actor}.", names(others)
        )
    return held(f"{says(question.actor, 'controls', 'control')} {listing(question.units)}.")


@predicate
def standard_move_not_teammates_units(situation: GameState, question: Question) -> Check:
    """In modes with teammates, you can't use the standard move of your teammate's units."""
    if not isinstance(question, Move) or question.kind != "standard_move" or not situation.teams:
        return SKIP
    mates = situation.teammates(question.actor)
    theirs = [unit for unit, _ in movers(situation, question) if unit.controller in mates]
    if theirs:
        return failed(
            f"{listing(names(theirs))} belongs to {possessive(question.actor)} teammate.",
            names(theirs),
        )
    return held(f"None of the units belongs to {possessive(question.actor)} teammate.")


@predicate
def standard_move_main_phase(situation: GameState, question: Question) -> Check:
    """The standard move can be made any time in its controller's own Main Phase."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    if situation.turn != question.actor:
        return failed(f"It is {possessive(situation.turn)} turn.")
    if situation.phase != "main":
        return failed(f"It is the {situation.phase} phase, not the Main Phase.")
    return held(f"It is {possessive(question.actor)} Main Phase.")


@predicate
def standard_move_open_state(situation: GameState, question: Question) -> Check:
    """The standard move can't be made while something is on the chain (a closed state)."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    if not situation.chain_empty:
        return failed("Something is on the chain, so the turn is in a closed state.")
    return held("Nothing is on the chain.")


@predicate
def standard_move_outside_showdown(situation: GameState, question: Question) -> Check:
    """The standard move can't be made during a showdown or combat."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    if situation.combat is not None:
        return failed(f"A combat is in progress at {situation.combat}.")
    if situation.showdown is not None:
        return failed(f"A showdown is in progress at {situation.showdown}.")
    return held("No showdown or combat is in progress.")


@predicate
def standard_move_cost(situation: GameState, question: Question) -> Check:
    """Exhausting the unit is the cost of the standard move, so an exhausted unit can't make it."""
    if asks(question, "exhausts", "standard_move"):
        return held("The standard move exhausts the unit: that is its cost.")
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    tired = [unit for unit, _ in movers(situation, question) if is_exhausted(unit)]
    if tired:
        verb = "is" if len(tired) == 1 else "are"
        return failed(
            f"{listing(names(tired))} {verb} exhausted, and exhausting the unit is the cost "
            "of the standard move.",
            names(tired),
        )
    return held(f"{listing(question.units)} can be exhausted to pay for the move.")


@predicate
def units_enter_exhausted(situation: GameState, question: Question) -> Check:
    """Units enter the board exhausted; Accelerate and similar effects let them enter ready.
    A unit played this turn whose exhaustion is not given reaches this check only as having
    entered exhausted: a text or printed Accelerate that may have made it enter ready has
    it judged both ways first (``entered_ready``), and Accelerate paid excuses it."""
    if asks(question, "enters_ready", "unit"):
        return held("A unit enters the board exhausted.")
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    fresh = [
        unit
        for unit, _ in movers(situation, question)
        if unit.played_this_turn and unit.exhausted is None
    ]
    if not fresh:
        return SKIP
    return failed(
        f"{listing(names(fresh))} entered the board exhausted this turn (the situation says "
        "nothing of its entering ready or being readied since).",
        names(fresh),
    )


@predicate
def keyword_accelerate(situation: GameState, question: Question) -> Check:
    """A unit whose Accelerate cost was paid as it was played enters the board ready instead
    of exhausted; a unit with Accelerate whose player chose not to pay that optional cost
    enters exhausted like any other."""
    if asks(question, "enters_ready", "accelerated_unit"):
        return held("A unit played with its Accelerate cost paid enters ready.")
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    fresh = [
        unit
        for unit, _ in movers(situation, question)
        if unit.played_this_turn and unit.exhausted is None
    ]
    unpaid = [u for u in fresh if "Accelerate" in u.keywords and not u.accelerated]
    if unpaid:
        return failed(
            f"{listing(names(unpaid))} {'has' if len(unpaid) == 1 else 'have'} Accelerate, but "
            "its optional cost was not paid as it was played, so it entered exhausted.",
            names(unpaid),
        )
    fast = [unit for unit in fresh if unit.accelerated]
    if not fast:
        return SKIP
    return held(f"{listing(names(fast))} entered ready with Accelerate.", names(fast), notable=True)


@predicate
def standard_move_simultaneous(situation: GameState, question: Question) -> Check:
    """Several units' standard moves can be one move if they all go to the same destination."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    if len(question.units) < 2:
        return SKIP
    if len(set(question.to)) > 1:
        return failed(
            "The units are not all going to the same place, so they can't be moved as one "
            "move; each would need its own standard move.",
            question.units,
        )
    return held(
        f"{listing(question.units)} move as one move to {question.to[0].label()}, each exhausted.",
        notable=True,
    )


@predicate
def standard_move_destinations(situation: GameState, question: Question) -> Check:
    """The standard move goes from your base to a battlefield or from a battlefield to your base."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    wrong: list[str] = []
    reasons: list[str] = []
    for unit, destination in movers(situation, question):
        own_base = unit.at.is_base and unit.at.name == unit.controller
        to_own_base = destination.is_base and destination.name == unit.controller
        if (own_base and destination.is_battlefield) or (unit.at.is_battlefield and to_own_base):
            continue
        wrong.append(unit.name)
        reasons.append(f"{unit.name} would go from {unit.at.label()} to {destination.label()}")
    if wrong:
        return failed(
            "; ".join(reasons) + ", and the standard move only goes between a base and a "
            "battlefield.",
            tuple(wrong),
        )
    trips: dict[tuple[str, str], list[str]] = {}
    for unit, to in movers(situation, question):
        trips.setdefault((unit.at.label(), to.label()), []).append(unit.name)
    routes = [
        f"{listing(group)} {'goes' if len(group) == 1 else 'go'} from {origin} to {destination}"
        for (origin, destination), group in trips.items()
    ]
    return held("; ".join(routes) + ", between its base and a battlefield.", notable=True)


@predicate
def ganking_standard_move_only(situation: GameState, question: Question) -> Check:
    """Ganking only adds destinations to the unit's standard move: it takes none of the
    standard move's options away and gives no move of its own, so the move is still paid by
    exhausting the unit."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    ganking = [unit for unit, _ in movers(situation, question) if "Ganking" in unit.keywords]
    if not ganking:
        return SKIP
    has = "has" if len(ganking) == 1 else "have"
    tired = [unit for unit in ganking if is_exhausted(unit)]
    if tired:
        return failed(
            f"{listing(names(tired))} {'is' if len(tired) == 1 else 'are'} exhausted, and "
            "Ganking gives no move of its own: it only adds destinations to the standard move, "
            "whose cost is exhausting the unit.",
            names(tired),
        )
    return held(
        f"{listing(names(ganking))} {has} Ganking, which only adds destinations to the standard "
        "move: it takes none away, and the move is still the standard move.",
        names(ganking),
    )


@predicate
def keyword_ganking(situation: GameState, question: Question) -> Check:
    """A unit with Ganking can also use its standard move to go to a battlefield from another
    battlefield (not to the one it is at): a permission Ganking adds, which a unit without
    it does not have."""
    if not isinstance(question, Move) or question.kind != "standard_move":
        return SKIP
    crossing = between_battlefields(situation, question)
    lacking = [unit for unit in crossing if "Ganking" not in unit.keywords]
    if lacking:
        return failed(
            f"{listing(names(lacking))} {'has' if len(lacking) == 1 else 'have'} no Ganking, "
            "so its standard move can't take it from one battlefield to another.",
            names(lacking),
        )
    if not crossing:
        return SKIP
    return held(
        f"{listing(names(crossing))} has Ganking, so it can move from one battlefield to another.",
        names(crossing),
        notable=True,
    )
