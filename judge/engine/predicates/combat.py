"""A combat: who attacks and defends as it opens, the Attack and Defend triggers of units
gaining those designations, and the resolution step after its damage (the combat cleanup's
added steps, the result, who controls the battlefield, the end of the combat)."""

from __future__ import annotations

from judge.engine.predicates import Doing, Event, Stepped, answers_query, step, unchanged
from judge.engine.predicates.abilities import (
    in_chosen_order,
    placed_trigger,
    trigger_label,
    unit_triggers,
    who_orders,
)
from judge.engine.predicates.barred import points_barred_by
from judge.engine.predicates.board import listing, move_restrictions, possessive, says
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.cleanup import combat_sides, with_field
from judge.engine.predicates.turn import expire_might_effects
from judge.engine.state import (
    BASE,
    BATTLEFIELD_COUNT,
    Battlefield,
    ChainItem,
    GameState,
    Place,
    Unit,
)
from judge.records import replace

# The trigger each designation sets off ("When I attack", "When I defend").
TRIGGERED_BY = {"attacker": "attack", "defender": "defend"}
# The outcome word of a combat chain closing the state as the combat opens.
STATE_CLOSES = "state closes"
# What an effect that lasts until the combat ends says ("+2 Might this combat").
THIS_COMBAT = "this combat"


def fought_at(state: GameState) -> Battlefield | None:
    """The battlefield of the combat being resolved."""
    return state.battlefield(state.combat or "")


@step
def combat_attacker_defender(state: GameState, doing: Doing) -> Stepped:
    """As a combat opens, the attacker is the player whose units applied Contested to the
    battlefield, and the defender the other player in it, who did not: an opponent of the
    attacker, since a combat is between units of exactly two opposing players. Both gain
    their designation; neither is the other, and any other player is neither."""
    field = fought_at(state)
    if field is None or state.combatants or field.contested_by is None:
        return unchanged(state)
    attacker, defender = combat_sides(state, field)
    if attacker is None or defender is None:
        return unchanged(state)
    at = field.name
    events = [
        Event(
            f"{says(attacker, 'is', 'are')} the attacker at {at}: "
            f"{possessive(attacker)} units applied the contested status there.",
            "attacker",
            (attacker, at),
            at=at,
        ),
        Event(
            f"{says(defender, 'is', 'are')} the defender at {at}: "
            f"{possessive(defender)} units did not apply the contested status there.",
            "defender",
            (defender, at),
            at=at,
        ),
        Event(
            f"{says(defender, 'is', 'are')} not the attacker at {at}: "
            f"{possessive(attacker)} units applied the contested status there.",
            "attacker",
            (defender, at),
            happened=False,
            at=at,
        ),
        Event(
            f"{says(attacker, 'is', 'are')} not the defender at {at}: "
            f"{possessive(attacker)} units applied the contested status there, so "
            f"{says(attacker, 'is', 'are')} the attacker.",
            "defender",
            (attacker, at),
            happened=False,
            at=at,
        ),
    ]
    for player in state.players:
        if player not in (attacker, defender):
            text = (
                f"{says(player, 'is', 'are')} neither attacker nor defender at {at}: "
                f"the combat there is between {attacker} and {defender}."
            )
            for kind in ("attacker", "defender"):
                events.append(Event(text, kind, (player, at), happened=False, at=at))
    return Stepped(replace(state, combatants=(attacker, defender)), tuple(events))


def _requirement_checked(unit: Unit, label: str, notes: list[Event], doing: Doing) -> list[Event]:
    """An attack or defend trigger whose condition's other requirement (its conditional
    statement) was decided as the unit gained its designation: fulfilled, it triggers; not,
    it does not trigger in this combat."""
    decided = [e for e in notes if e.fact == CONDITION_IF]
    if not decided or not doing.stated(ATTACK_REQUIREMENT):
        return []
    gained = f"as {unit.name} gains the {unit.designation or ''} designation"
    label = label.rstrip(".")
    if decided[0].happened:
        text = f"{label}: the other requirement of its condition is fulfilled {gained}."
        return [Event(text, "triggers", (unit.name,), fact=ATTACK_REQUIREMENT)]
    text = (
        f"{label}: the other requirement of its condition is not fulfilled {gained}, so it "
        "does not trigger in this combat."
    )
    return [Event(text, "triggers", (unit.name,), happened=False, fact=ATTACK_REQUIREMENT)]


CONDITION_IF = "trigger.condition_if"
ATTACK_REQUIREMENT = "trigger.attack_requirement"
NEW_OBJECT = "leave_board.new_object"


@step
def combat_attack_triggers(state: GameState, doing: Doing) -> Stepped:
    """A unit's "When I attack" ("When I defend") triggers when it gains the Attacker
    (Defender) designation for the first time in a combat: as the combat opens, or in the
    cleanup after it arrives later. It is checked once per combat, so a unit that leaves and
    comes back does not trigger it again, while a later combat checks it anew. The
    attacker's triggers go on the chain first, then other players' in turn order, then the
    defender's."""
    if state.combat is None or not state.combatants:
        return unchanged(state)
    new = [
        u
        for u in state.units
        if u.designation and u.name not in state.designated and u.controller in state.combatants
    ]
    lost = {u.name for u in state.units if u.name in state.designated and not u.designation}
    back = [u for u in state.units if u.designation and u.name in state.designation_lost]
    if not new and not back and lost <= state.designation_lost:
        return unchanged(state)
    added: list[ChainItem] = []
    events: list[Event] = []
    for unit in back:
        for trigger in unit_triggers(unit, doing):
            if trigger.when == TRIGGERED_BY[unit.designation or ""]:
                label = trigger_label(unit, trigger.when, trigger.ability)
                text = (
                    f"{label} does not trigger: {unit.name} is {unit.designation} again, and "
                    "its condition is checked once per combat."
                )
                events.append(Event(text, "triggers", (unit.name,), happened=False))
    for unit in new:
        wanted = TRIGGERED_BY[unit.designation or ""]
        for trigger in unit_triggers(unit, doing):
            label = trigger_label(unit, trigger.when, trigger.ability)
            if trigger.when == wanted:
                text = f"{label} triggers: {unit.name} is now {unit.designation}."
                renewed = (NEW_OBJECT,) if unit.name in state.designation_renewed else ()
                said = Event(text, "triggers", (unit.name,), at=state.combat, led_by=renewed)
                item, notes = placed_trigger(state, unit, trigger, doing, said)
                added += [item] if item else []
                events += notes + _requirement_checked(unit, label, notes, doing)
            elif trigger.when in TRIGGERED_BY.values():
                text = f"{label} does not trigger: {unit.name} is {unit.designation}."
                events.append(Event(text, "triggers", (unit.name,), happened=False))
    designated = state.designated | {unit.name for unit in new}
    returned = {unit.name for unit in back}
    state = replace(
        state,
        designated=designated,
        designation_lost=(state.designation_lost | lost) - returned,
        designation_renewed=state.designation_renewed - {unit.name for unit in new},
    )
    if not added:
        return Stepped(state, tuple(events))
    added.sort(key=lambda item: _trigger_seat(state, item.controller))
    added, left_open = in_chosen_order(state, added)
    chained = replace(
        state,
        chain=(*state.chain, *added),
        priority=None,
        passed=(),
        orders_open=(*state.orders_open, *left_open),
    )
    names = listing([item.name for item in added])
    seats = "the attacker's first, the other players' next in turn order, the defender's last"
    ordered = who_orders(state, added, seats)
    return Stepped(chained, (*events, *ordered, Event(f"The chain now holds {names}.", "")))


def _trigger_seat(state: GameState, player: str | None) -> int:
    """The attacker places triggered abilities first, the non-defending players next in
    turn order, the defender last."""
    attacker, defender = state.combatants or (None, None)
    if player == attacker:
        return -1
    if player == defender:
        return len(state.players)
    return state.players.index(player) if player in state.players else 0


@step
def combat_chain_closes_state(state: GameState, doing: Doing) -> Stepped:
    """As a combat opens, once the triggered abilities that establishing the attacker and
    defender made pending have been added (its Attack and Defend triggers, and any other
    player's), the state closes if they created a combat chain; otherwise the combat
    showdown continues with the state open."""
    if not state.combat_opening or state.combat is None or not state.combatants:
        return unchanged(state)
    opened = replace(state, combat_opening=False)
    field = state.combat
    if state.chain:
        items = listing([item.name for item in state.chain])
        text = f"The state closes: {items} created a combat chain at {field}."
        return Stepped(opened, (Event(text, STATE_CLOSES, (field,), at=field, change=False),))
    text = (
        f"No combat chain was created at {field}, so the state does not close: the combat "
        "showdown continues with the state open."
    )
    event = Event(text, STATE_CLOSES, (field,), happened=False, at=field, change=False)
    return Stepped(opened, (event,))


@step
def combat_result_waits_for_chain(state: GameState, doing: Doing) -> Stepped:
    """Before the combat result is determined, what dealing the combat damage and the combat
    cleanup put on the chain resolves. The engine does not follow that resolution here, so
    with something on the chain, the result and what comes after it are not known."""
    field = fought_at(state)
    if field is None:
        return unchanged(state)
    if not state.chain:
        text = (
            f"Nothing the combat damage or the combat cleanup set off is on the chain: the "
            f"result at {field.name} is determined at once."
        )
        return unchanged(state, Event(text, "", (field.name,), happened=False, change=False))
    items = [item.name for item in state.chain]
    verb = "resolves" if len(items) == 1 else "resolve"
    text = (
        f"{listing(items)} on the chain {verb} before the combat result at {field.name} is "
        "determined, which is not followed here: the result and what comes after it are not "
        "known."
    )
    return unchanged(state, Event(text, UNMODELLED, (field.name, *items), at=field.name))


@step
def combat_heal_all(state: GameState, doing: Doing) -> Stepped:
    """In the combat cleanup, all units are healed (their damage is removed), after the
    units with lethal damage are killed: those are not healed."""
    field = state.combat or ""
    dead = state.killed_in_cleanup
    verb = "was" if len(dead) == 1 else "were"
    text = (
        f"{listing(list(dead))} {verb} not healed: killed for lethal damage earlier in the "
        "combat cleanup, before all units are healed."
    )
    too_late = [Event(text, "healed", dead, happened=False, at=field, change=False)] if dead else []
    hurt = tuple(unit.name for unit in state.units if unit.damage)
    if not hurt:
        return unchanged(state, *too_late)
    units = tuple(unit.healed() for unit in state.units)
    are, their = ("are", "their") if len(hurt) > 1 else ("is", "its")
    text = f"{listing(hurt)} {are} healed: {their} damage is removed."
    healed = Event(text, "healed", hurt, at=field)
    return Stepped(replace(state, units=units), (healed, *too_late))


def _rivals_here(state: GameState, attacker: str, here: tuple[Unit, ...]) -> bool:
    rivals = {unit.controller for unit in here} - {attacker} - state.teammates(attacker)
    return len(rivals) > 1


@step
def combat_tie(state: GameState, doing: Doing) -> Stepped:
    """A tie occurs when units controlled by different players are at the battlefield of
    the combat in the combat cleanup, once units with lethal damage are killed, where attackers
    are recalled if defenders remain; with one player's units left there, or none, there is no
    tie."""
    field = fought_at(state)
    if field is None:
        return unchanged(state)
    present = {unit.controller for unit in state.units_at(field.place)}
    players = [player for player in state.players if player in present]  # in turn order
    step = (
        "the combat cleanup, once units with lethal damage are killed, where attackers are "
        "recalled if defenders remain"
    )
    if len(players) > 1:
        whose = listing([possessive(player) for player in players])
        text = f"{whose[:1].upper()}{whose[1:]} units are at {field.name} during {step}: a tie."
        return unchanged(state, Event(text, "tie", tuple(players), at=field.name, change=False))
    left = f"Only {possessive(players[0])} units are" if players else "No units are"
    text = f"{left} left at {field.name} during {step}: no tie."
    return unchanged(state, Event(text, "tie", (field.name,), happened=False, at=field.name))


@step
def recall_after_combat_damage(state: GameState, doing: Doing) -> Stepped:
    """In the combat cleanup, attackers still at the battlefield are recalled if defenders
    are still there too: the defender's units, not those of another player there (in 2v2 or
    a free-for-all) who is neither attacker nor defender."""
    field = fought_at(state)
    if field is None:
        return unchanged(state)
    here = state.units_at(field.place)
    attacker, defender = combat_sides(state, field)
    attackers = [unit for unit in here if unit.controller == (attacker or field.contested_by)]
    if attacker is not None and defender is None and _rivals_here(state, attacker, here):
        # one Defender only: a combat is fought between two players' units, so a board with
        # several of the attacker's rivals here is not one a game reaches; nothing is said
        text = (
            f"Units of more than one rival of {attacker} are at {field.name}: a "
            "combat is only ever between two players' units, so who defends is not settled."
        )
        return unchanged(state, Event(text, "unmodelled"))
    defenders = [unit for unit in here if defender is not None and unit.controller == defender]
    if not attackers or not defenders:
        left = "Only one side has" if attackers or defenders else "Neither side has"
        text = f"{left} units left at {field.name}, so nobody is recalled."
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
    return _result(state, recall_voids=True, restaged=frozenset({"showdown", "combat"}))


@step
def combat_result_after_recall(state: GameState, doing: Doing) -> Stepped:
    """v1.3's result, as the Unleashed Rules FAQ corrected it (a ruling of the fact): a
    combatant who alone has units left has won; with attackers recalled in the combat
    cleanup, or both or neither side left, there is no result (with both sides left, only a
    combat is staged there again)."""
    return _result(state, recall_voids=True, restaged=frozenset({"combat"}))


def _result(state: GameState, recall_voids: bool, restaged: frozenset[str]) -> Stepped:
    """The combat's result from who has units left at its battlefield, which those units
    share with their controller: none at all when ``recall_voids`` and attackers were
    recalled; ``restaged`` is what is staged there again when both sides are left."""
    field = fought_at(state)
    if field is None:
        return unchanged(state)
    present = state.players_at(field.place)
    there = tuple(unit.name for unit in state.units_at(field.place))  # they share the result
    voided = recall_voids and state.combat_recalled
    if len(present) == 1 and not voided:
        (winner,) = present
        losers = [p for p in combat_sides(state, field) if p is not None and p != winner]
        lost = f"; {says(listing(losers), 'loses', 'lose')} it" if losers else ""
        verb = "does" if len(there) == 1 else "do"
        shared = f", as {verb} {listing(list(there))} there" if there else ""
        text = f"{says(winner, 'wins', 'win')} the combat{shared}{lost}."
        won = Event(text, "wins combat", (winner, *there), at=field.name, change=False)
        beaten = [replace(won, subjects=(p,), happened=False) for p in losers]
        return unchanged(state, won, *beaten)
    if len(present) > 1:
        field = replace(field, staged=field.staged | restaged)
        again = " and ".join(f"a {kind}" for kind in sorted(restaged, reverse=True))
        verb = "are" if len(restaged) > 1 else "is"
        text = f"No result: both sides remain at {field.name}; {again} {verb} staged there again."
        sides = tuple(p for p in combat_sides(state, field) if p is not None)
        none = Event(
            text, "wins combat", (field.name, *sides, *there), happened=False, at=field.name
        )
        return Stepped(with_field(state, field), (none,))
    why = (
        "attackers were recalled in the combat cleanup"
        if voided
        else f"neither side has units left at {field.name}"
    )
    sides = tuple(p for p in combat_sides(state, field) if p is not None)
    text = f"The combat has no result: {why}."
    none = Event(text, "wins combat", (field.name, *sides, *there), False, at=field.name)
    return unchanged(state, none)


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
    state = replace(state, control_changed=state.control_changed | {(player, field.name)})
    if (player, field.name) in state.scored:
        text = (
            f"{says(player, 'establishes', 'establish')} control of {field.name}; "
            "it was already scored this turn, so it is not a conquer."
        )
        established = Event(text, "control established", (field.name,), at=field.name)
        again = (*state.conquered_again, (player, field.name))
        state = replace(state, conquered_again=again)
        return state, [established, replace(established, kind="conquer", happened=False)]
    if (player, field.name) in state.disqualified:
        text = (
            f"{says(player, 'establishes', 'establish')} control of {field.name}; "
            f"{possessive(player)} team may not score it this turn (a teammate controlled it "
            "in the Scoring step), so it is not a conquer."
        )
        established = Event(text, "control established", (field.name,), at=field.name)
        refused = replace(established, kind="conquer", happened=False, fact="turn.scoring_hold")
        return state, [established, refused]
    scored = state.scored | {(player, field.name)}
    conquered = (*state.conquered, (player, field.name))
    text = f"{says(player, 'conquers', 'conquer')} {field.name}."
    present = tuple(u.name for u in state.units_at(field.place) if u.controller == player)
    event = Event(text, "conquer", (field.name, *present), at=field.name, action="conquer")
    return replace(state, scored=scored, conquered=conquered), [event]


@step
def scoring_final_point(state: GameState, doing: Doing) -> Stepped:
    """The final point by conquer (the player's points one short of the Victory Score or
    more) needs every battlefield scored this turn; otherwise the player draws a card
    instead of gaining it."""
    events: list[Event] = []
    left: list[tuple[str, str]] = []
    for player, name in state.conquered:
        if state.points_of(player) < state.victory_score - 1:
            left.append((player, name))
            continue
        # Battlefields the situation leaves out are ones the player has not scored.
        scored = {f.name for f in state.battlefields if (player, f.name) in state.scored}
        in_play = max(len(state.battlefields), BATTLEFIELD_COUNT.get(state.mode, 0))
        if len(scored) >= in_play:
            # A card's text that bars the point stops it (scoring.cant_gain_points, next).
            if points_barred_by(state, player, doing.version) is None:
                text = (
                    f"{says(player, 'has', 'have')} scored every battlefield this turn: the "
                    f"conquer of {name} can give the final point."
                )
                events.append(Event(text, "point", (name,), at=name, change=False))
            left.append((player, name))
        elif state.teams:
            text = (
                "With teammates, the final point excepts battlefields the ally occupied in "
                "the Scoring step, which this situation does not say."
            )
            events.append(Event(text, "unmodelled", (name,), at=name))
        else:
            text = (
                f"{says(player, 'needs', 'need')} the final point, but "
                f"{'has' if player != 'you' else 'have'} not scored every battlefield this "
                f"turn: {'they draw' if player != 'you' else 'you draw'} a card instead."
            )
            drawn = Event(text, "draws instead", (name,), at=name)
            events += [drawn, replace(drawn, kind="point", happened=False, change=False)]
            state = state.refusing_final_point(player, "scoring.final_point", text)
    return Stepped(replace(state, conquered=tuple(left)), tuple(events))


@step
def scoring_conquer_point(state: GameState, doing: Doing) -> Stepped:
    """A conquer scores: the player gains a point (the final point only as
    ``scoring_final_point`` allows)."""
    events: list[Event] = []
    for player, name in state.conquered:
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
        designated=frozenset(),
        designation_lost=frozenset(),
        combatants=(),
        combat_opening=False,
        combat=None,
        showdown=None,
        focus=None,
        priority=None,
        combat_recalled=False,
    )
    return Stepped(ended, (Event(f"The combat at {field.name} ends.", at=field.name),))


@step
def combat_this_combat_effects_expire(state: GameState, doing: Doing) -> Stepped:
    """As the combat ends, all "this combat" effects expire simultaneously: a Might change
    given for this combat no longer applies (one given for this turn goes on)."""
    return expire_might_effects(
        state, THIS_COMBAT, "none expires as the combat ends", "The combat ends: the"
    )


@answers_query("combat_rule", "damage_simultaneous")
def combat_damage_simultaneous() -> None:
    """Combat damage is assigned first and only then dealt: once all of it is assigned, all
    of it is dealt simultaneously."""


@answers_query("combat_rule", "attacker_assigns_first")
def combat_attacker_assigns_first() -> None:
    """In the combat damage step the attacker assigns their damage first, then the
    defender."""


@answers_query("combat_rule", "attacker_applied_contested")
def combat_attacker_applied_contested() -> None:
    """The attacker is the player whose units applied the Contested status to the
    battlefield."""


@answers_query("combat_rule", "contester_gains_focus")
def showdown_contester_gains_focus() -> None:
    """As a showdown begins, the player who applied Contested to the battlefield gains Focus,
    and priority with it."""


@answers_query("combat_rule", "attacker_gains_focus")
def combat_attacker_gains_focus() -> None:
    """As a combat opens with a showdown, the attacker (the player whose units contested the
    battlefield) gains Focus, not the defender."""


@answers_query("combat_rule", "more_than_two_players")
def combat_two_players_only() -> None:
    """A combat only ever occurs between units of exactly two players: with more players, a
    choice that would make one combat between more than two of them is invalid, and a
    battlefield with a combat is no destination for the units of a player not in it."""
