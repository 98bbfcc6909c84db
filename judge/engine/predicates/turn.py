"""The turn: its phases in order, what the game does as each begins (readying, healing,
scoring by holding, abilities of those times) and who takes the next turn.

The phases and steps a turn goes through, in order, are ``PHASES``; ``judge.engine.play_out``
walks them when play proceeds (``Proceed``), one ``turn.phase_ends`` at a time. The Channel
Phase is followed when the situation lists the turn player's Rune Deck, the Draw Phase when it
lists their Main Deck: what a deck the situation does not list holds is not known.
"""

from __future__ import annotations

from judge.engine.passives import skipped_draw_phase, timed_texts
from judge.engine.predicates import (
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    answers_query,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.abilities import add_triggered, not_modelled, unit_triggers
from judge.engine.predicates.board import is_exhausted, listing, possessive, says
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.chain import next_player, trigger_placed
from judge.engine.predicates.keywords import triggered_keyword_inactive
from judge.engine.predicates.scoring import point_stopped
from judge.engine.predicates.zones import deck_of, to_zone
from judge.engine.questions import EventQuery, Question
from judge.engine.state import ChainItem, GameState, Gear, Unit
from judge.records import replace

# The phases and steps of a turn, in order (the Main Phase's own start runs nothing modelled).
# "beginning" and "scoring" are the Beginning Phase's two steps, "ending" and "expiration" the
# Ending Phase's: what ends between them is a step, not the phase.
THIS_TURN = "this turn"
PHASES = ("awaken", "beginning", "scoring", "channel", "draw", "main", "ending", "expiration")
NAMES = {
    "awaken": "Awaken Phase",
    "beginning": "Beginning step of the Beginning Phase",
    "scoring": "Scoring step of the Beginning Phase",
    "channel": "Channel Phase",
    "draw": "Draw Phase",
    "main": "Main Phase",
    "ending": "Ending step of the Ending Phase",
    "expiration": "Expiration step of the Ending Phase",
}
# What the turn player does in a phase the engine passes through: (of another player, of you).
PASSED_THROUGH = {
    "channel": ("channels 2 runes from their rune deck", "channel 2 runes from your rune deck"),
    "draw": ("draws 1", "draw 1"),
}


def rune_deck(state: GameState, player: str) -> list[str]:
    """The runes the situation lists in ``player``'s Rune Deck, top first (none: not given)."""
    return [c.name for c in state.cards if c.zone == "rune deck" and c.owned_by == player]


def followed(state: GameState, phase: str) -> bool:
    """Whether the engine follows what the turn player does in ``phase`` rather than passing
    through it: the Channel Phase when their Rune Deck is listed, the Draw Phase when their
    Main Deck is."""
    if phase == "draw":
        return bool(deck_of(state, state.turn))
    return phase == "channel" and bool(rune_deck(state, state.turn))


def next_phase(phase: str) -> str:
    """The phase or step after ``phase`` (after the Expiration step: the next turn's Awaken)."""
    return PHASES[(PHASES.index(phase) + 1) % len(PHASES)] if phase in PHASES else "main"


@step
def turn_phase_ends(state: GameState, doing: Doing) -> Stepped:
    """When nothing is on the chain and the turn player takes no more actions, the current
    phase or step ends and the next one begins; while something is on the chain it does
    not end."""
    name = NAMES.get(state.phase, f"{state.phase} phase")
    whose = possessive(state.turn)
    if state.chain:
        items = listing([item.name for item in state.chain])
        text = (
            f"{items} {'is' if len(state.chain) == 1 else 'are'} on the chain, so {whose} "
            f"{name} does not end until the chain is empty."
        )
        return unchanged(state, Event(text, "phase ends", (state.turn,), happened=False))
    if not state.neutral:
        where = state.combat or state.showdown
        text = (
            f"A showdown is in progress at {where}: how the {name} goes on from there is "
            "not modelled."
        )
        return unchanged(state, Event(text, "unmodelled", (state.turn,)))
    after = next_phase(state.phase)
    skipping = skipped_draw_phase(state, doing.version) if after == "draw" else ()
    if skipping and doing.stated(SKIP_DRAW_PHASE):
        text = f"{whose.capitalize()} {name} ends."  # what would begin next is replaced
        ended = replace(state, phase=after, priority=None, focus=None, passed=())
        return Stepped(ended, (Event(text, "phase ends", (state.turn,)),))
    if skipping:
        text = (
            f"The text of {listing(list(skipping))} skips {possessive(state.turn)} Draw Phase "
            '("Skip your Draw Phase."), which is not modelled: how the turn goes on from '
            "there is not known."
        )
        return unchanged(state, Event(text, UNMODELLED, (state.turn,)))
    text = f"{whose.capitalize()} {name} ends"
    if after == "awaken":
        text += "; the turn ends."
    else:
        text += f"; the {NAMES[after]} begins."
        if after in PASSED_THROUGH and not followed(state, after):
            text += f" ({says(state.turn, *PASSED_THROUGH[after])}: "
            text += "runes and cards in decks are not modelled here.)"
    ended = replace(state, phase=after, priority=None, focus=None, passed=())
    events = [Event(text, "phase ends", (state.turn,))]
    if after == "main" and (unplaced := timed_texts(ended, "main", doing.version)):
        said = "; ".join(f'{name} ("{words}")' for name, words in unplaced)
        text = f"What triggers as the Main Phase begins is not modelled: {said}."
        events.append(Event(text, UNMODELLED, tuple(n for n, _ in unplaced)))
    return Stepped(ended, tuple(events))


SKIP_DRAW_PHASE = "skip.draw_phase"


@step
def skip_draw_phase(state: GameState, doing: Doing) -> Stepped:
    """ "Skip your Draw Phase." on a permanent its controller has on the board replaces
    each of their Draw Phases with nothing while it is there: a passive ability, not an
    effect used up by one skip; the Main Phase begins instead."""
    if state.phase != "draw":
        return unchanged(state)
    if not (skipping := skipped_draw_phase(state, doing.version)):
        others = [p for p in state.players if p != state.turn]
        theirs = [
            n for p in others for n in skipped_draw_phase(replace(state, turn=p), doing.version)
        ]
        if not theirs:
            return unchanged(state)
        text = (
            f"{listing(theirs)} skips only its controller's Draw Phase (\"Skip your Draw "
            f'Phase."): {possessive(state.turn)} Draw Phase goes on.'
        )
        return unchanged(state, Event(text, "skipped", (state.turn,), happened=False))
    text = (
        f'The passive ability of {listing(list(skipping))} ("Skip your Draw Phase.") '
        f"replaces {possessive(state.turn)} Draw Phase with nothing, as it does each of "
        f"{possessive(state.turn)} Draw Phases while it is on the board: the Main Phase "
        "begins."
    )
    skipped = replace(state, phase="main", priority=None, focus=None, passed=())
    return Stepped(skipped, (Event(text, "skipped", (state.turn,)),))


@step
def turn_end_of_turn_triggers(state: GameState, doing: Doing) -> Stepped:
    """In the Ending step, "at the end of your turn" abilities of the turn player's units
    trigger and go on the chain."""
    return _timed(state, doing, "end_of_turn", "the end of the turn")


@step
def turn_beginning_triggers(state: GameState, doing: Doing) -> Stepped:
    """In the Beginning step, "at the start of your Beginning Phase" abilities of the turn
    player's units trigger and go on the chain."""
    start = f"the start of {possessive(state.turn)} Beginning Phase"
    return _timed(state, doing, "beginning", start)


def _timed(state: GameState, doing: Doing, when: str, time: str) -> Stepped:
    added: list[ChainItem] = []
    events: list[Event] = []
    for unit in state.units:
        for trigger in unit_triggers(unit, doing):
            if trigger.when != when:
                continue
            if unit.controller != state.turn:
                text = (
                    f'{unit.name}: {trigger.ability or when} does not trigger: its "your" is '
                    f"{possessive(unit.controller)} turn, and this is "
                    f"{possessive(state.turn)} turn."
                )
                events.append(Event(text, "triggers", (unit.name,), happened=False))
                continue
            if trigger.unmodelled:
                events.append(not_modelled(unit, trigger))
                continue
            label = f"{unit.name}: {trigger.ability or f'at {time}'}"
            placed, said = trigger_placed(state, unit, trigger, label, doing.stated)
            if not placed:
                events.extend(said)
                continue
            item = ChainItem(
                label,
                unit.controller,
                "triggered",
                True,
                optional=trigger.optional,
                cost=trigger.cost,
            )
            added.append(item)
            events.append(Event(f"{label} triggers at {time}.", "triggers", (unit.name,)))
            events.extend(said)
    if unplaced := timed_texts(state, when, doing.version):
        named = "; ".join(f'{name} ("{words}")' for name, words in unplaced)
        text = f"What triggers at {time} is not all modelled: {named} is not put on the chain."
        events.append(Event(text, UNMODELLED, tuple(n for n, _ in unplaced)))
    return add_triggered(state, added, events)


def _turn_players(state: GameState) -> tuple[Unit, ...]:
    return tuple(unit for unit in state.units if unit.controller == state.turn)


@step
def turn_expiration_heal(state: GameState, doing: Doing) -> Stepped:
    """In the Expiration step of the Ending Phase, the Ending special cleanup heals all
    units: the damage marked on them is removed."""
    hurt = tuple(unit.name for unit in state.units if unit.damage)
    if not hurt:
        names = tuple(unit.name for unit in state.units)
        text = "No unit has damage marked on it: there is nothing to heal."
        return unchanged(state, Event(text, "healed", names, happened=False, change=False))
    units = tuple(unit.healed() for unit in state.units)
    text = f"{listing(hurt)} healed at the end of the turn: the damage is removed."
    return Stepped(replace(state, units=units), (Event(text, "healed", hurt),))


def _stun_ends(state: GameState, when: str) -> Stepped:
    stunned = tuple(unit.name for unit in state.units if unit.stunned)
    if not stunned:
        names = tuple(unit.name for unit in state.units)
        text = f"No unit is stunned {when}: no Stunned status ends."
        return unchanged(state, Event(text, "stun ends", names, happened=False, change=False))
    units = tuple(replace(unit, stunned=False) for unit in state.units)
    text = (
        f"{listing(stunned)} {'loses' if len(stunned) == 1 else 'lose'} the Stunned status {when}."
    )
    return Stepped(replace(state, units=units), (Event(text, "stun ends", stunned),))


@step
def stun_ends_in_expiration(state: GameState, doing: Doing) -> Stepped:
    """Stunned units lose the Stunned status in step 3d of the end of turn cleanup."""
    return _stun_ends(state, "in step 3d of the end of turn cleanup")


@step
def turn_this_turn_effects_expire(state: GameState, doing: Doing) -> Stepped:
    """In the Expiration step's Ending special cleanup, all "this turn" effects expire
    simultaneously: a Might change given for this turn no longer applies."""
    return expire_might_effects(state, THIS_TURN, "none expires", "The")


def expire_might_effects(state: GameState, duration: str, none: str, lead: str) -> Stepped:
    """The effects on units' Might lasting ``duration`` ("this turn", "this combat") end:
    ``none`` says what follows when there are none, ``lead`` opens the text otherwise."""
    lasting = [u for u in state.units if any(e.duration == duration for e in u.might_effects)]
    if not lasting:
        text = f"No effect on a unit's Might lasts {duration}: {none}."
        return unchanged(state, Event(text, "effect expires", (), happened=False, change=False))
    units = tuple(
        replace(u, might_effects=tuple(e for e in u.might_effects if e.duration != duration))
        for u in state.units
    )
    names = tuple(u.name for u in lasting)
    text = f"{lead} '{duration}' effects on the Might of {listing(names)} expire."
    return Stepped(replace(state, units=units), (Event(text, "effect expires", names),))


@step
def stun_ends_at_ending_step(state: GameState, doing: Doing) -> Stepped:
    """Stunned units lose the Stunned status at the beginning of the next Ending Step."""
    return _stun_ends(state, "as the Ending Step begins")


def turn_of(state: GameState, player: str) -> GameState:
    """The state as ``player`` becomes the turn player: what lasted "this turn" ends (a unit
    that entered exhausted this turn stays exhausted), and nothing is scored yet."""
    units = tuple(
        replace(unit, exhausted=is_exhausted(unit), played_this_turn=False) for unit in state.units
    )
    cards = tuple(replace(card, hidden_this_turn=False) for card in state.cards)
    return replace(
        state,
        turn=player,
        units=units,
        cards=cards,
        scored=frozenset(),
        control_changed=frozenset(),
        disqualified=frozenset(),
        scored_or_disqualified=frozenset(),
        occupied_at_scoring=None,
        occupied_in_beginning=None,
        final_point_refused=(),
    )


@step
def turn_next_player(state: GameState, doing: Doing) -> Stepped:
    """When the turn player has gone through every phase of their turn, the next player in
    turn order becomes the turn player (in 2v2 too: each player takes their own turn).
    An Additional Turn queued comes first (turn.additional_turn takes it); after one, turn
    order resumes after the turn it followed."""
    if state.additional_turns and doing.stated("turn.additional_turn"):
        return Stepped(state, ())
    # players are listed in turn order (the loader)
    after = next_player(state, state.resumes_after or state.turn)
    turned = replace(turn_of(state, after), resumes_after=None)
    text = f"{says(after, 'becomes', 'become')} the turn player: {possessive(after)} turn begins."
    events = [Event(text, "new turn", (after,))]
    if state.resumes_after and doing.stated("turn.additional_turn"):
        text = (
            f"The Additional Turn is over, so the turn queue proceeds as it was: {after} comes "
            f"after {state.resumes_after} in turn order."
        )
        events.append(Event(text, "new turn", (after,), fact="turn.additional_turn"))
    # turn order alternates teams from the regular turn, not from an Additional Turn's owner
    regular = state.resumes_after or state.turn
    for mate in sorted(state.teammates(regular)):
        text = (
            f"{mate}, {possessive(regular)} teammate, does not take the next turn: turn "
            f"order alternates teams, so {after} goes next."
        )
        events.append(Event(text, "new turn", (mate,), happened=False))
    return Stepped(turned, tuple(events))


@step
def turn_additional_turn(state: GameState, doing: Doing) -> Stepped:
    """An Additional Turn queued after the current turn is taken next, by its owner, before
    the next player in turn order, without changing turn order. Each one is inserted right
    after the current turn, so of several queued the one created last is taken first; after
    the last turn order resumes after the turn they followed."""
    if not state.additional_turns:
        return Stepped(state, ())
    *rest, owner = state.additional_turns
    regular = state.resumes_after or state.turn
    waiting = next_player(state, regular)
    turned = replace(turn_of(state, owner), additional_turns=tuple(rest), resumes_after=regular)
    text = (
        f"{says(owner, 'takes', 'take')} the Additional Turn queued after "
        f"{possessive(regular)} turn: {possessive(owner)} turn begins."
    )
    events = [Event(text, "new turn", (owner,))]
    for later in dict.fromkeys(player for player in reversed(rest) if player != owner):
        text = (
            f"{possessive(later)} Additional Turn comes after {possessive(owner)}: each "
            "Additional Turn is inserted right after the current turn, so the one created "
            "last is taken first."
        )
        events.append(Event(text, "new turn", (later,), happened=False))
    if waiting != owner:
        text = (
            f"{waiting}, next in turn order after {regular}, does not take the next turn: "
            "the Additional Turn comes first, and turn order does not change."
        )
        events.append(Event(text, "new turn", (waiting,), happened=False))
    if state.turn not in (owner, waiting):
        text = (
            f"{says(state.turn, 'does', 'do')} not take the next turn: {owner} takes the "
            f"Additional Turn queued after {possessive(regular)} turn."
        )
        events.append(Event(text, "new turn", (state.turn,), happened=False))
    return Stepped(turned, tuple(events))


@step
def turn_awaken_ready(state: GameState, doing: Doing) -> Stepped:
    """In the Awaken Phase, the turn player readies every unit and gear they control (what
    is already ready stays so)."""
    exhausted = {unit.name for unit in _turn_players(state) if is_exhausted(unit)}
    exhausted |= {g.name for g in state.gear if g.controller == state.turn and g.exhausted}
    others: list[Unit | Gear] = [
        u for u in state.units if u.controller != state.turn and is_exhausted(u)
    ]
    others += [g for g in state.gear if g.controller != state.turn and g.exhausted]
    waiting = tuple(
        Event(
            f"{thing.name} stays exhausted: {says(thing.controller, 'readies', 'ready')} it in "
            f"{possessive(thing.controller)} own Awaken Phase, not in "
            f"{possessive(state.turn)} Awaken Phase.",
            "readied",
            (thing.name,),
            happened=False,
        )
        for thing in others
    )
    if not exhausted:
        text = f"Nothing {possessive(state.turn)} is exhausted: nothing needs readying."
        nothing = Event(text, "readied", (state.turn,), happened=False)
        return unchanged(state, nothing, *waiting)
    units = tuple(
        replace(unit, exhausted=False) if unit.controller == state.turn else unit
        for unit in state.units
    )
    gear = tuple(
        replace(item, exhausted=False) if item.controller == state.turn else item
        for item in state.gear
    )
    names = tuple(sorted(exhausted))
    text = f"{says(state.turn, 'readies', 'ready')} {listing(names)} in the Awaken Phase."
    readied = Event(text, "readied", names)
    return Stepped(replace(state, units=units, gear=gear), (readied, *waiting))


@step
def keyword_temporary(state: GameState, doing: Doing) -> Stepped:
    """At the start of its controller's Beginning Phase, before scoring, a permanent with
    Temporary triggers: "kill this" goes on the chain (once, however many instances)."""
    added: list[ChainItem] = []
    events: list[Event] = []
    mine = [u.name for u in _turn_players(state) if "Temporary" in u.keywords]
    for gear in state.gear:
        if gear.controller != state.turn or "Temporary" not in gear.keywords:
            continue
        if triggered_keyword_inactive(gear, "Temporary", doing):
            text = (
                f"{gear.name}'s Temporary does not trigger: while it is attached to "
                f"{gear.attached_to}, its printed rules text is Inactive."
            )
            events.append(Event(text, "triggers", (gear.name,), happened=False))
        else:
            mine.append(gear.name)
    others: list[Unit | Gear] = [u for u in state.units if u.controller != state.turn]
    others += [g for g in state.gear if g.controller != state.turn]
    for other in others:
        if "Temporary" in other.keywords:
            text = (
                f"{other.name}'s Temporary does not trigger: this is {possessive(state.turn)} "
                f"Beginning Phase, not that of its controller, {other.controller}."
            )
            events.append(Event(text, "triggers", (other.name,), happened=False))
    for name in mine:
        label = f"{name}: Temporary (kill this)"
        added.append(ChainItem(label, state.turn, "triggered", True))
        text = (
            f"{name}'s Temporary triggers at the start of {possessive(state.turn)} Beginning "
            f"Phase, before scoring: {name} is killed when it resolves."
        )
        events.append(Event(text, "triggers", (name,)))
    # Temporary triggers with the other abilities of the start of the Beginning Phase.
    return add_triggered(state, added, events, with_pending=True)


@step
def turn_scoring_hold(state: GameState, doing: Doing) -> Stepped:
    """In the Scoring step, the turn player holds each battlefield they control that they
    have not scored this turn and gains a point for it (the final point too: holding is not
    a conquer); in 2v2, a battlefield their teammate controls then can't be scored by their
    team this turn (by either of them, by any means)."""
    events: list[Event] = []
    player = state.turn
    # Who occupies what now is kept: in 2v2 the final point by conquer excepts battlefields
    # the conqueror's ally occupied in this step (team.final_point_ally_battlefields).
    state = replace(state, occupied_at_scoring=state.occupation())
    for field in state.battlefields:
        if (player, field.name) in state.scored | state.disqualified:
            continue
        stopped = point_stopped(state, player, field.name, doing.version)
        if field.controller == player and stopped is not None:
            state = replace(state, scored=state.scored | {(player, field.name)})
            text = f"{says(player, 'holds', 'hold')} {field.name}."
            events += [Event(text, at=field.name, action="hold"), stopped]
        elif field.controller == player:
            points = dict(state.points)
            holder = next((p for p in (player, *state.teammates(player)) if p in points), player)
            points[holder] = state.points_of(player) + 1
            scored = state.scored | {(player, field.name)}
            state = replace(state, points=tuple(points.items()), scored=scored)
            text = f"{says(player, 'holds', 'hold')} {field.name}: a point."
            events.append(Event(text, "point", (field.name,), at=field.name, action="hold"))
        elif field.controller in state.teammates(player):
            team = {(member, field.name) for member in (player, *state.teammates(player))}
            state = replace(state, disqualified=state.disqualified | team)
            text = (
                f"{field.name} is controlled by {possessive(player)} teammate in the Scoring "
                f"step: neither {player} nor that teammate can score it this turn."
            )
            events.append(Event(text, "disqualified", (field.name,), at=field.name))
    if not any(e.kind == "point" for e in events):
        text = f"{says(player, 'controls', 'control')} no battlefield to hold and score."
        events.append(Event(text, "point", (player,), happened=False, change=False))
    return Stepped(state, tuple(events))


# --- the Channel Phase --------------------------------------------------------------------------

CHANNEL_PHASE_RUNES = 2
DRAW_PHASE_CARDS = 1


def may_channel_extra(state: GameState, player: str) -> bool:
    """Whether ``player`` may be the one the First Turn Process has channel an extra rune in
    their first Channel Phase: the player going last in turn order (in 1v1, second), which
    is known only when the situation says who took the first turn."""
    if not state.first_player or state.first_player not in state.players:
        return True
    first = state.players.index(state.first_player)
    return state.players[first - 1] == player


@step
def turn_draw_phase(state: GameState, doing: Doing) -> Stepped:
    """As the Draw Phase begins, the turn player draws 1 from the top of their Main Deck; no
    other player draws then. Followed when the situation lists that Main Deck (one it does
    not list is not known to hold a card, nor to be empty and Burn Out). Outside 1v1 the
    player going first does not draw in their first Draw Phase of the game, so a turn player
    who may be the First Player is not followed: whether this is that phase is not known."""
    player = state.turn
    deck = deck_of(state, player)
    if state.phase != "draw" or not deck:
        return unchanged(state)
    whose = possessive(player)
    if state.mode != "1v1" and state.first_player in ("", player):
        text = (
            f"Whether {says(player, 'draws', 'draw')} 1 in this Draw Phase turns on whether it "
            f"is {whose} first of the game, in which the player going first does not draw: "
            "the situation does not say."
        )
        return unchanged(state, Event(text, UNMODELLED, (player,)))
    drawn = [card.name for card in deck[:DRAW_PHASE_CARDS]]
    for name in drawn:
        state = to_zone(state, name, "hand")
    text = (
        f"In {whose} Draw Phase {says(player, 'draws', 'draw')} {DRAW_PHASE_CARDS}: "
        f"{listing(drawn)}, from the top of {whose} Main Deck."
    )
    events = [Event(text, "drawn", (player, *drawn), action="draw", by=player)]
    for other in state.players:  # only the turn player draws: said of each deck listed
        if other != player and deck_of(state, other):
            none = f"{says(other, 'draws', 'draw')} nothing in {whose} Draw Phase."
            events.append(Event(none, "drawn", (other,), happened=False))
    return Stepped(state, tuple(events))


@step
def turn_channel_phase(state: GameState, doing: Doing) -> Stepped:
    """As the Channel Phase begins, the turn player channels 2 runes from the top of their
    Rune Deck, as many as it holds when it holds fewer; no other player channels. A Rune
    Deck the situation does not list is not followed."""
    if state.phase != "channel":
        return unchanged(state)
    player = state.turn
    deck = rune_deck(state, player)
    if not deck:
        return unchanged(state)
    taken = deck[:CHANNEL_PHASE_RUNES]
    for name in taken:
        state = to_zone(state, name, "board")
    whose = possessive(player)
    text = (
        f"In {whose} Channel Phase {says(player, 'channels', 'channel')} {listing(taken)} "
        f"from the top of {whose} Rune Deck."
    )
    events = [Event(text, "channeled", (player, *taken), action="channel", by=player)]
    if len(deck) < CHANNEL_PHASE_RUNES:
        short = (
            f"{whose.capitalize()} Rune Deck held {len(deck)} rune{'s' * (len(deck) != 1)}, "
            f"fewer than {CHANNEL_PHASE_RUNES}: {says(player, 'channels', 'channel')} as many "
            "as possible."
        )
        events.append(Event(short, "channeled", (player,), happened=False))
    # The First Turn Process's extra rune can only be the next one; those below it stay.
    extra = deck[CHANNEL_PHASE_RUNES : CHANNEL_PHASE_RUNES + 1]
    if not may_channel_extra(state, player):
        extra = []
    if extra:
        unsure = (
            f"Whether {extra[0]} is channeled too turns on whether this is {whose} first "
            "Channel Phase of the game, in which the player going last (in 1v1, second) "
            "channels an extra rune: the situation does not say."
        )
        events.append(Event(unsure, UNMODELLED, (player, *extra)))
    left = deck[CHANNEL_PHASE_RUNES + len(extra) :]
    if left:
        most = f", {CHANNEL_PHASE_RUNES + 1} at most" if extra else ""
        stays = (
            f"{listing(left)} {'stays' if len(left) == 1 else 'stay'} in {whose} Rune Deck: "
            f"{CHANNEL_PHASE_RUNES} runes are channeled{most}."
        )
        events.append(Event(stays, "channeled", (player, *left), happened=False))
    return Stepped(state, tuple(events))


@answers_query("turn_rule", "additional_turn_changes_order")
def turn_additional_turn_order_unchanged() -> None:
    """An Additional Turn inserted into the turn queue does not change the turn order of the
    game: its owner just has the next queued turn, and after it the queue proceeds with
    the turns it held before."""


@answers_query("turn_rule", "heal_in_ending_step")
def turn_heal_after_ending_step() -> None:
    """Units are healed in the Ending special cleanup that the Expiration step invokes,
    after the Ending Step: not during it."""


@answers_query("stunned", "ending_step_start")
def stun_not_by_ending_step() -> None:
    """Stunned units lose the Stunned status in step 3d of the end of turn cleanup, which the
    Expiration step invokes after the Ending Step: not as the Ending Step begins."""


@answers_query("stunned", "ending_step_start")
def stun_by_ending_step() -> None:
    """Stunned units lose the Stunned status at the beginning of the next Ending Step."""


# --- when in the turn the game does something for a player --------------------------------


def _told(question: Question, kind: str, event: str, value: str, reason: str) -> Check:
    """What the rules give for ``event`` (a time, an amount), asked as the query ``kind``."""
    if not (isinstance(question, EventQuery) and question.kind == kind):
        return SKIP
    return held(reason, value=value) if question.event == event else SKIP


def _when(question: Question, event: str, value: str, reason: str) -> Check:
    """The time the rules give for ``event``, asked as "when ...?"."""
    return _told(question, "when_in_turn", event, value, reason)


@predicate
def turn_when_ready(situation: GameState, question: Question) -> Check:
    """A player's units and gear are readied in the Awaken Phase at the start of their
    turn: the turn player readies all the game objects they control that can be readied."""
    reason = (
        "In the Awaken Phase, the first phase of their turn, the turn player readies all the "
        "game objects they control that can be readied, their units and gear among them."
    )
    return _when(question, "ready", "Awaken Phase", reason)


@predicate
def turn_when_draw(situation: GameState, question: Question) -> Check:
    """Each player draws 1 in the Draw Phase of their own turn, the last phase of the Start
    of Turn before the Main Phase."""
    reason = (
        "In the Draw Phase of their own turn, after the Awaken, Beginning and Channel Phases "
        "and before the Main Phase, the turn player draws 1."
    )
    return _when(question, "draw", "Draw Phase", reason)


@predicate
def turn_when_channel(situation: GameState, question: Question) -> Check:
    """Each player channels 2 runes in the Channel Phase of their own turn, after the
    Beginning Phase."""
    reason = (
        "In the Channel Phase of their own turn, after the Awaken and Beginning Phases and "
        "before the Draw Phase, the turn player channels 2 runes from their Rune Deck."
    )
    return _when(question, "channel", "Channel Phase", reason)


@predicate
def turn_when_heal(situation: GameState, question: Question) -> Check:
    """Damage is healed from units at two times: at the end of each player's turn (the
    Expiration step of the Ending Phase) and during a Combat Cleanup."""
    reason = (
        "Damage is healed from units at two times: at the end of each player's turn, in the "
        "Expiration step of the Ending Phase, and during the cleanup that ends a combat."
    )
    return _when(question, "heal", "end of turn and combat cleanup", reason)


def _amount(question: Question, event: str, value: str, reason: str) -> Check:
    """How many the rules have the turn player take in a phase, asked as "how many ...?"."""
    return _told(question, "turn_amount", event, value, reason)


def _first_amount(situation: GameState, question: Question, event: str) -> str | None:
    """The player a first-turn amount is asked of ("first_draw", "first_channel"), when it
    is asked: the players are in turn order from the First Player, the one before them
    going last."""
    if not (isinstance(question, EventQuery) and question.kind == "turn_amount"):
        return None
    return question.subject if question.event == event else None


@predicate
def turn_draw_amount(situation: GameState, question: Question) -> Check:
    """In their Draw Phase the turn player draws 1; outside 1v1 the player going first does
    not draw in their first Draw Phase of the game."""
    player = _first_amount(situation, question, "first_draw")
    if player is not None:
        from judge.engine.predicates.setup import going_first_and_last

        first, _ = going_first_and_last(situation)
        skips = player == first and situation.mode != "1v1"
        drawn = 0 if skips else DRAW_PHASE_CARDS
        text = f"In {possessive(player)} first Draw Phase of the game, {drawn} drawn: " + (
            "the player going first does not draw in it (outside 1v1)."
            if skips
            else f"the turn player draws {DRAW_PHASE_CARDS} in every Draw Phase, and the "
            "First Turn Process takes a first draw only from the player going first, "
            "outside 1v1."
        )
        return held(text, (player,), value=f"{drawn} card" if drawn == 1 else f"{drawn} cards")
    reason = (
        f"In their Draw Phase the turn player draws {DRAW_PHASE_CARDS} (in FFA3, FFA4 and 2v2 "
        "the player going first draws none in their first Draw Phase of the game)."
    )
    return _amount(question, "draw", str(DRAW_PHASE_CARDS), reason)


@predicate
def turn_channel_amount(situation: GameState, question: Question) -> Check:
    """In their Channel Phase the turn player channels 2 runes, as many as their Rune Deck
    holds when fewer; in their first Channel Phase the player going last (in 1v1, second)
    channels an extra rune."""
    player = _first_amount(situation, question, "first_channel")
    if player is not None:
        from judge.engine.predicates.setup import going_first_and_last

        _, last = going_first_and_last(situation)
        runes = CHANNEL_PHASE_RUNES + (1 if player == last else 0)
        going = "second" if situation.mode == "1v1" else "last"
        text = (
            f"In {possessive(player)} first Channel Phase of the game, {runes} runes channeled: "
            + (
                f"{CHANNEL_PHASE_RUNES}, as the turn player does in every Channel Phase, and the "
                f"extra rune of the player going {going}."
                if player == last
                else f"{CHANNEL_PHASE_RUNES}, as the turn player does in every Channel Phase "
                f"(the extra rune is the player going {going}'s)."
            )
        )
        return held(text, (player,), value=f"{runes} runes")
    reason = (
        f"In their Channel Phase the turn player channels {CHANNEL_PHASE_RUNES} runes from "
        "their Rune Deck, as "
        "many as it holds when it holds fewer (in their first Channel Phase of the game the "
        "player going last, in 1v1 second, channels an extra one)."
    )
    return _amount(question, "channel", str(CHANNEL_PHASE_RUNES), reason)
