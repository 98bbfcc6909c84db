"""The resolution step of a combat, after its damage is dealt: the combat cleanup's
added steps, the result, who controls the battlefield, and the end of the combat."""

from __future__ import annotations

from dataclasses import replace

from judge.engine.predicates import Doing, Event, Stepped, step, unchanged
from judge.engine.predicates.board import listing, move_restrictions, says
from judge.engine.predicates.cleanup import with_field
from judge.engine.state import BASE, BATTLEFIELD_COUNT, Battlefield, GameState, Place


def fought_at(state: GameState) -> Battlefield | None:
    """The battlefield of the combat being resolved."""
    return state.battlefield(state.combat or "")


@step
def combat_heal_all(state: GameState, doing: Doing) -> Stepped:
    """In the combat cleanup, all units are healed (their damage is removed)."""
    hurt = tuple(unit.name for unit in state.units if unit.damage)
    if not hurt:
        return unchanged(state)
    units = tuple(replace(unit, damage=0) for unit in state.units)
    text = f"{listing(hurt)} healed: their damage is removed."
    healed = Event(text, "healed", hurt, at=state.combat or "")
    return Stepped(replace(state, units=units), (healed,))


@step
def recall_after_combat_damage(state: GameState, doing: Doing) -> Stepped:
    """In the combat cleanup, attackers still at the battlefield are recalled if defenders
    are still there too."""
    field = fought_at(state)
    if field is None:
        return unchanged(state)
    here = state.units_at(field.place)
    attackers = [unit for unit in here if unit.controller == field.contested_by]
    defenders = [unit for unit in here if unit.controller != field.contested_by]
    if not attackers or not defenders:
        text = f"Only one side has units left at {field.name}, so nobody is recalled."
        event = Event(text, "attackers recalled", (field.name,), happened=False, at=field.name)
        return unchanged(state, event)
    names = tuple(unit.name for unit in attackers)
    units = tuple(
        replace(unit, at=Place(BASE, unit.controller)) if unit in attackers else unit
        for unit in state.units
    )
    verb = "is" if len(names) == 1 else "are"
    text = f"Defenders are still at {field.name}, so {listing(names)} {verb} recalled to base."
    recalled = replace(state, units=units, combat_recalled=True)
    events = [Event(text, "attackers recalled", names, at=field.name)]
    blockers = sorted({rule.card for unit in attackers for rule in move_restrictions(state, unit)})
    if blockers:
        text = f"{listing(blockers)} can't stop it: a recall is not a move."
        stops = Event(text, "attackers recalled", names, at=field.name)
        events.append(replace(stops, fact="recall.not_stopped"))
    return Stepped(recalled, tuple(events))


@step
def combat_result(state: GameState, doing: Doing) -> Stepped:
    """A combatant who alone has units left has won; with units recalled in the combat
    cleanup, or both or neither side left, there is no result (with both sides left, a
    showdown and a combat are staged there again)."""
    field = fought_at(state)
    if field is None:
        return unchanged(state)
    present = state.players_at(field.place)
    if len(present) == 1 and not state.combat_recalled:
        (winner,) = present
        text = f"{says(winner, 'wins', 'win')} the combat."
        return unchanged(state, Event(text, at=field.name))
    if len(present) > 1:
        field = replace(field, staged=field.staged | {"showdown", "combat"})
        text = f"No result: both sides remain at {field.name}; a showdown and combat are staged."
        return Stepped(with_field(state, field), (Event(text, at=field.name),))
    return unchanged(state, Event("The combat has no result.", at=field.name))


@step
def combat_control_established(state: GameState, doing: Doing) -> Stepped:
    """Unless a showdown or combat is staged there again, the player with units left at the
    battlefield establishes control of it if they didn't control it, which is a conquer if
    they have not yet scored it this turn; with no units left it becomes uncontrolled.
    Contested is cleared and hidden cards of other players are removed."""
    field = fought_at(state)
    if field is None or field.staged & {"showdown", "combat"}:
        return unchanged(state)
    present = sorted(state.players_at(field.place))
    events: list[Event] = []
    if not present:
        if field.controller is not None:
            text = f"Nobody has units left: {field.name} is uncontrolled."
            events.append(Event(text, "uncontrolled", (field.name,), at=field.name))
        field = replace(field, controller=None)
    elif field.controller == present[0]:
        events.append(
            Event(
                f"{says(present[0], 'keeps', 'keep')} control of {field.name}.",
                "keeps control",
                (field.name,),
                at=field.name,
                change=False,
            )
        )
    else:
        player = present[0]
        field = replace(field, controller=player)
        state, won = conquer_or_control(state, player, field)
        events.extend(won)
    field = replace(field, contested_by=None)
    state = with_field(state, field)
    hidden = [
        c for c in state.cards if c.facedown_at == field.name and c.controller != field.controller
    ]
    if hidden:
        cards = tuple(
            replace(c, facedown_at=None, zone="trash") if c in hidden else c for c in state.cards
        )
        state = replace(state, cards=cards)
        text = f"{listing([c.name for c in hidden])} removed."
        events.append(Event(text, "facedown removed", at=field.name))
    return Stepped(state, tuple(events))


def conquer_or_control(
    state: GameState, player: str, field: Battlefield
) -> tuple[GameState, list[Event]]:
    if (player, field.name) in state.scored:
        text = (
            f"{says(player, 'establishes', 'establish')} control of {field.name}; "
            "it was already scored this turn, so it is not a conquer."
        )
        established = Event(text, "control established", (field.name,), at=field.name)
        return state, [established, replace(established, kind="conquer", happened=False)]
    scored = state.scored | {(player, field.name)}
    conquered = (*state.conquered, (player, field.name))
    text = f"{says(player, 'conquers', 'conquer')} {field.name}."
    present = tuple(u.name for u in state.units_at(field.place) if u.controller == player)
    event = Event(text, "conquer", (field.name, *present), at=field.name, action="conquer")
    return replace(state, scored=scored, conquered=conquered), [event]


@step
def scoring_conquer_point(state: GameState, doing: Doing) -> Stepped:
    """A conquer scores: the player gains a point, except that the final point (their
    points one short of the Victory Score or more) needs every battlefield scored this
    turn; otherwise they draw a card instead."""
    events: list[Event] = []
    for player, name in state.conquered:
        # Battlefields the situation leaves out are ones the player has not scored.
        scored = {f.name for f in state.battlefields if (player, f.name) in state.scored}
        in_play = max(len(state.battlefields), BATTLEFIELD_COUNT.get(state.mode, 0))
        everywhere = len(scored) >= in_play
        final = state.points_of(player) >= state.victory_score - 1
        if final and not everywhere and state.teams:
            text = (
                "With teammates, the final point excepts battlefields the ally occupied in "
                "the Scoring step, which this situation does not say."
            )
            events.append(Event(text, "unmodelled", (name,), at=name))
            continue
        if final and not everywhere:
            text = (
                f"{says(player, 'needs', 'need')} the final point, but has not scored every "
                "battlefield this turn: they draw a card instead."
            )
            events.append(Event(text, "draws instead", (name,), at=name))
            continue
        points = dict(state.points)
        holder = next((p for p in (player, *state.teammates(player)) if p in points), player)
        points[holder] = state.points_of(player) + 1
        state = replace(state, points=tuple(points.items()))
        text = f"{says(player, 'scores', 'score')} a point for conquering {name}."
        events.append(Event(text, "point", (name,), at=name))
    return Stepped(replace(state, conquered=()), tuple(events))


@step
def combat_ends(state: GameState, doing: Doing) -> Stepped:
    """The combat ends: attacker and defender designations are removed."""
    field = fought_at(state)
    if field is None:
        return unchanged(state)
    units = tuple(replace(unit, designation=None) for unit in state.units)
    ended = replace(
        state,
        units=units,
        combat=None,
        showdown=None,
        focus=None,
        priority=None,
        combat_recalled=False,
    )
    return Stepped(ended, (Event(f"The combat at {field.name} ends.", at=field.name),))
