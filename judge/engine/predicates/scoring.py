"""Scoring, winning, conceding and the modes of play (467-472, 191-196, 649-652, 481-489).

What a conquer and a hold score, and who wins in a cleanup, are steps on the game state
(with those of combat.py, turn.py and cleanup.py they reuse); the Victory Score of a mode is
read from the situation's mode; what teammates share and what conceding does answer queries
about the rules.
"""

from __future__ import annotations

from judge.engine.predicates import (
    HELD,
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    answers_query,
    depends,
    failed,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.barred import points_barred_by, points_not_barred
from judge.engine.predicates.board import asks, listing, possessive, says
from judge.engine.predicates.zones import performing
from judge.engine.questions import EventQuery, Query, Question
from judge.engine.state import GameState
from judge.records import replace

# --- scoring: card text that stops a player gaining points ---------------------------------


def point_not_gained(player: str, name: str, barred: tuple[str, bool]) -> Event:
    """The event of ``player``'s point for scoring ``name`` that a card's text stops (or, when
    the engine does not read that text, leaves unsettled)."""
    card, read = barred
    if not read:
        text = f"{card}'s text speaks of points in words the engine does not read."
        return Event(text, "unmodelled", (name, card), at=name)
    text = (
        f"{card}'s text says the opponents of its controller can't gain points: "
        f"{says(player, 'scores', 'score')} {name}, but no point is gained."
    )
    return Event(text, "point", (name, card), happened=False, at=name)


def point_stopped(state: GameState, player: str, name: str, version: str) -> Event | None:
    """For a step that gives ``player`` a point for scoring ``name`` itself (a hold, the
    final point in 2v2): the event of that point stopped by a card's text, None when no
    card's text stops it."""
    barred = points_barred_by(state, player, version)
    if barred is None:
        return None
    return replace(point_not_gained(player, name, barred), fact="scoring.cant_gain_points")


@step
def scoring_cant_gain_points(state: GameState, doing: Doing) -> Stepped:
    """A card whose text says a player can't gain points stops the point a conquer would
    give them; the conquer itself, its triggers and a card drawn instead of the final point
    still happen, since scoring is more than the point. A player such a text does not bar
    (not an opponent of its controller, or its condition unmet) gains the point."""
    events: list[Event] = []
    left: list[tuple[str, str]] = []
    for player, name in state.conquered:
        barred = points_barred_by(state, player, doing.version)
        if barred is None:
            left.append((player, name))
            if why := points_not_barred(state, player, doing.version):
                text = f"{why}: {says(player, 'gains', 'gain')} the point for {name}."
                events.append(Event(text, "", (name,), at=name, change=False))
            continue
        events.append(point_not_gained(player, name, barred))
    return Stepped(replace(state, conquered=tuple(left)), tuple(events))


# --- scoring: once per battlefield per turn ----------------------------------------------


@step
def scoring_once_per_turn(state: GameState, doing: Doing) -> Stepped:
    """A player scores each battlefield at most once a turn, by either method: control of
    a battlefield they have scored this turn, established again, scores nothing. A battlefield
    the situation lists as scored for a player of the turn player's team, in a mode with
    teams, may instead be one their team may not score: that reason is said too, under the
    fact that rules it (turn.scoring_hold)."""
    events: list[Event] = []
    for player, name in state.conquered:
        text = f"{name} had not been scored by {player} this turn: the conquer scores it."
        events.append(Event(text, "", (name,), at=name, change=False))
    for player, name in state.conquered_again:
        either = (player, name) in state.scored_or_disqualified
        if either:
            why = (
                f"{name} was scored by {player} this turn already, or is disqualified from "
                f"being scored by {possessive(player)} team this turn"
            )
        else:
            why = f"{says(player, 'has', 'have')} already scored {name} this turn"
        text = f"{why}: establishing control of it again is not a conquer and scores no point."
        events.append(Event(text, "point", (name,), happened=False, at=name, change=False))
        if either:  # the other reason is turn.scoring_hold's: its clauses say when, per version
            text = (
                f"A battlefield {possessive(state.turn)} teammate controlled as "
                f"{possessive(state.turn)} turn began (in its Beginning Phase) can't be scored "
                f"through conquer by {possessive(state.turn)} team this turn either."
            )
            events.append(
                Event(
                    text,
                    "point",
                    (name,),
                    happened=False,
                    at=name,
                    change=False,
                    fact="turn.scoring_hold",
                )
            )
    if not events:
        return unchanged(state)
    return Stepped(replace(state, conquered_again=()), tuple(events))


# --- winning: several players at the Victory Score ----------------------------------------


def _sides(state: GameState, players: list[str]) -> list[frozenset[str]]:
    """``players`` grouped by team (in 2v2 a team shares its points): one entry a side."""
    sides: list[frozenset[str]] = []
    for player in players:
        side = frozenset({player} | state.teammates(player))
        if side not in sides:
            sides.append(side)
    return sides


def reaching(state: GameState) -> list[frozenset[str]]:
    """The sides (a player, or a team in 2v2) with points at or above the Victory Score."""
    at_score = [p for p in state.players if state.points_of(p) >= state.victory_score]
    return _sides(state, at_score)


@step
def game_victory_tied(state: GameState, doing: Doing) -> Stepped:
    """When more than one player has reached the Victory Score in a cleanup, the one with
    more points wins; with the same number of points nobody wins, and play continues until
    one player has more points in a cleanup."""
    sides = reaching(state)
    if len(sides) < 2 or state.winner is not None:
        return unchanged(state)
    top = max(state.points_of(next(iter(side))) for side in sides)
    leaders = [side for side in sides if state.points_of(next(iter(side))) == top]
    named = [p for p in state.players if any(p in side for side in sides)]
    if len(leaders) == 1:
        player = next(p for p in state.players if p in leaders[0])
        text = (
            f"{listing(named)} have reached the Victory Score; {says(player, 'has', 'have')} "
            f"the most points ({top}) and {'wins' if player != 'you' else 'win'} the game."
        )
        return Stepped(replace(state, winner=player), (Event(text, "wins", (player,)),))
    tied = [p for p in state.players if any(p in side for side in leaders)]
    text = (
        f"{listing(tied)} have reached the Victory Score with the same number of points "
        f"({top}): nobody wins yet, and play continues until one has more points in a cleanup."
    )
    return unchanged(state, Event(text, "wins", tuple(tied), happened=False, change=False))


@step
def team_wins_together(state: GameState, doing: Doing) -> Stepped:
    """Teammates win or lose together: when a player wins, their whole team wins."""
    if state.winner is None:
        return unchanged(state)
    if not state.teammates(state.winner):
        text = f"{says(state.winner, 'has', 'have')} no teammate in a {state.mode} game."
        return unchanged(state, Event(text, "", (state.winner,), happened=False, change=False))
    mates = sorted(state.teammates(state.winner))
    text = f"{listing(mates)} {'wins' if len(mates) == 1 else 'win'} too: teammates win together."
    return unchanged(state, Event(text, "wins", tuple(mates)))


# --- the modes of play: the Victory Score ----------------------------------------------------

MODES = {
    "1v1": "a 1v1 game",
    "2v2": "a 2v2 game",
    "ffa3": "a three-player free-for-all",
    "ffa4": "a four-player free-for-all",
}


def _victory_score(situation: GameState, question: Question, modes: tuple[str, ...]) -> Check:
    """The mode's Victory Score, when the question asks it and the game is of ``modes``."""
    if not (isinstance(question, EventQuery) and question.kind == "victory_score"):
        return SKIP
    if situation.mode not in modes:
        return failed(f"This is not {' or '.join(MODES[m] for m in modes)}.")
    score = situation.victory_score
    return held(
        f"The Victory Score of {MODES[situation.mode]} is {score} points.", value=str(score)
    )


@predicate
def mode_duel_victory_score(situation: GameState, question: Question) -> Check:
    """In 1v1 (a Duel or a Match) the Victory Score is 8 points."""
    return _victory_score(situation, question, ("1v1",))


@predicate
def mode_ffa3_victory_score(situation: GameState, question: Question) -> Check:
    """In a three-player free-for-all (Skirmish) the Victory Score is 8 points."""
    return _victory_score(situation, question, ("ffa3",))


@predicate
def mode_ffa4_victory_score(situation: GameState, question: Question) -> Check:
    """In a four-player free-for-all (War) the Victory Score is 8 points."""
    return _victory_score(situation, question, ("ffa4",))


@predicate
def mode_team_victory_score(situation: GameState, question: Question) -> Check:
    """In 2v2 (Magma Chamber) the Victory Score is 11 points, which a team reaches."""
    return _victory_score(situation, question, ("2v2",))


# --- teammates: what they share --------------------------------------------------------------


def _team_rule(situation: GameState, question: Question, subject: str, rule: str) -> Check:
    """A rule of what teammates share, asked of ``subject``: it holds where a player has a
    teammate, fails where none has (no team to share with), and says nothing of the other
    subjects, which are other rules'."""
    if not asks(question, "shared_by_team", subject):
        return SKIP
    if not any(len(team) > 1 for team in situation.teams):
        return failed(
            f"In {situation.mode} no player has a teammate: there is no team to share with."
        )
    return held(rule)


@predicate
def team_control_not_shared(situation: GameState, question: Question) -> Check:
    """Teammates do not share control: each controls their own battlefields and units."""
    return _team_rule(situation, question, "control", "Control is not shared between teammates.")


@predicate
def team_battlefield_control_not_shared(situation: GameState, question: Question) -> Check:
    """Teammates never control a battlefield at the same time: one player controls it, or
    no one does."""
    return _team_rule(
        situation,
        question,
        "battlefield_control",
        "A battlefield is controlled by one player or by no one: teammates do not share it.",
    )


@predicate
def team_permanent_control_not_shared(situation: GameState, question: Question) -> Check:
    """Teammates never control a unit, gear or other permanent at the same time: the player
    who plays it is its controller."""
    return _team_rule(
        situation,
        question,
        "permanent_control",
        "A permanent's controller is the player who played it: teammates do not share it.",
    )


@predicate
def team_points_shared(situation: GameState, question: Question) -> Check:
    """A team shares its points: both teammates have the same number, and a point one
    gains or loses is gained or lost by the team."""
    return _team_rule(
        situation, question, "points", "A team's points are shared by both teammates."
    )


@predicate
def team_points_checked_for_team(situation: GameState, question: Question) -> Check:
    """A spell or ability that checks whether a player gains or loses points checks whether
    that player's team does; the points a teammate gains are the team's, so they count."""
    return _team_rule(
        situation,
        question,
        "points_checked",
        "What checks a player gaining or losing points checks whether their team gains or "
        "loses them, and the points their teammate gains or loses are their team's, so they "
        "count.",
    )


@predicate
def team_hands_private(situation: GameState, question: Question) -> Check:
    """Hands are private information even between teammates (a player may only choose to
    show theirs to their teammate), so teammates do not share a hand."""
    return _team_rule(
        situation,
        question,
        "hand",
        "Hands are private information even between teammates: a player may choose to show "
        "theirs to their teammate, so teammates do not share a hand.",
    )


@predicate
def team_xp_not_shared(situation: GameState, question: Question) -> Check:
    """XP is not shared between allies: each player gains, has and spends their own."""
    return _team_rule(
        situation,
        question,
        "xp",
        "XP is not shared between allies: each player's XP is their own, never their teammate's.",
    )


@predicate
def team_may_show_hand(situation: GameState, question: Question) -> Check:
    """A player may show their private information, their hand among it, to their teammate
    at any time; showing it is not revealing it."""
    return _team_rule(
        situation,
        question,
        "show_hand",
        "A player may show their private information, their hand among it, to one or more "
        "players at any time, their teammate included; showing is not revealing.",
    )


@predicate
def team_reveal_only_instructed(situation: GameState, question: Question) -> Check:
    """Revealing cards is still a game action between teammates: a player reveals cards
    from their hand only when a game effect instructs it, not at will."""
    return _team_rule(
        situation,
        question,
        "reveal_hand",
        "Revealing cards is still a game action: a player reveals cards only when a game "
        "effect instructs it, even to their teammate (they may show them instead).",
    )


@predicate
def team_different_legends(situation: GameState, question: Question) -> Check:
    """Teammates may not use the same Champion Legend."""
    return _team_rule(
        situation, question, "legend", "Teammates may not use the same Champion Legend."
    )


@predicate
def team_different_battlefields(situation: GameState, question: Question) -> Check:
    """Teammates may not use the same battlefields."""
    return _team_rule(
        situation, question, "battlefields", "Teammates may not use the same battlefields."
    )


# --- points an effect has a player gain or lose ------------------------------------------------


def _points(amount: int) -> str:
    return f"{amount} point{'s' * (amount != 1)}"


@step
def points_gain_barred(state: GameState, doing: Doing) -> Stepped:
    """A card whose text says a player can't gain points stops the points a spell or
    ability instructs that player to gain (card text supersedes the rules); a player the
    text does not bar (not an opponent of its controller, or its condition unmet) gains
    them. The point of a first Burn Out it stops as the Burn Out is performed
    (``burn_out_performed``)."""
    action = performing(doing, "gain_points")
    if action is None:
        return unchanged(state)
    player = action.by
    barred = points_barred_by(state, player, doing.version)
    if barred is None:
        why = points_not_barred(state, player, doing.version)
        if why is None:
            return unchanged(state)
        text = f"{why}: {says(player, 'gains', 'gain')} the points."
        return unchanged(state, Event(text, "", (player,), change=False))
    card, read = barred
    if not read:
        text = f"{card}'s text speaks of points in words the engine does not read."
        return unchanged(state, Event(text, "unmodelled", (player, card)))
    text = (
        f"{card}'s text says the opponents of its controller can't gain points: "
        f"{says(player, 'gains', 'gain')} none of the {_points(action.amount)}."
    )
    return unchanged(state, Event(text, "point", (player, card), happened=False))


def _bars_gain(event: Event, player: str) -> bool:
    """Whether ``event`` is ``points_gain_barred`` stopping ``player``'s points or leaving
    them unsettled (other events of the same spell, a draw that did not Burn Out, do not)."""
    return (
        event.fact == "points.gain_barred"
        and event.subjects[:1] == (player,)
        and (event.kind == "unmodelled" or not event.happened)
    )


SHARED = "team.points_shared"  # a team shares its points (the rules version may not say so)


@step
def points_gained_by_effect(state: GameState, doing: Doing) -> Stepped:
    """A spell or ability that instructs a player to gain points gives them that many (in
    2v2, to the points their team shares, where the rules version says a team does), unless
    a card's text stopped them (``points_gain_barred``, before it); whether they win is the
    next cleanup's."""
    action = performing(doing, "gain_points")
    if action is None:
        return unchanged(state)
    if any(_bars_gain(e, action.by) for e in doing.events):
        return unchanged(state)  # a card's text stopped the points, or leaves them unsettled
    total = state.points_of(action.by) + action.amount
    text = f"{says(action.by, 'gains', 'gain')} {_points(action.amount)} ({total})."
    team = tuple(sorted(state.teammates(action.by)))
    if team and doing.stated(SHARED):  # the points a player gains are their team's (2v2)
        text += " A team shares its points: " + " and ".join(says(p, "has", "have") for p in team)
        text += " them too."
    if team and not doing.stated(SHARED):  # no clause says a team shares its points
        event = Event(text, "point", (action.by,), action="gain points", by=action.by)
        text = (
            "These rules say a team wins when it reaches the Victory Score, but not that a "
            f"player's points are their teammates' too: whether {listing(team)} "
            f"{'gain' if team == ('you',) else 'gains'} them is not known."
        )
        unsettled = Event(text, "unmodelled", team)
        return Stepped(state.with_points(action.by, total), (event, unsettled))
    event = Event(text, "point", (action.by, *team), action="gain points", by=action.by)
    return Stepped(state.with_points(action.by, total), (event,))


@step
def points_lost_not_below_zero(state: GameState, doing: Doing) -> Stepped:
    """An effect that has a player lose points takes them away, but never below 0: a
    player at 0 points who would lose points loses nothing."""
    action = performing(doing, "lose_points")
    if action is None:
        return unchanged(state)
    had = state.points_of(action.by)
    if not had:
        text = (
            f"{says(action.by, 'has', 'have')} 0 points and can't have less than 0: losing "
            f"{_points(action.amount)} does nothing."
        )
        return unchanged(state, Event(text, "points lost", (action.by,), happened=False))
    left = max(had - action.amount, 0)
    lost = had - left
    floor = " (no fewer than 0)" if lost < action.amount else ""
    text = f"{says(action.by, 'loses', 'lose')} {_points(lost)}{floor}: {left} left."
    event = Event(text, "points lost", (action.by,), action="lose points", by=action.by)
    return Stepped(state.with_points(action.by, left), (event,))


# --- winning and points: rules queries -------------------------------------------------------


@answers_query("winning", "below_zero")
def points_not_below_zero() -> None:
    """A player can't have fewer than 0 points: losing points at 0 does nothing, and what
    triggers on losing points doesn't trigger."""


@answers_query("winning", "last_player_remaining")
def game_win_last_remaining() -> None:
    """A player who is the only player remaining in the game wins it."""


@answers_query("winning", "game_ends")
def game_ends_on_win() -> None:
    """When a player wins the game, the game ends."""


@answers_query("winning", "burn_out_point_is_score", "effect_point_is_score")
def scoring_only_conquer_and_hold() -> None:
    """Scoring is gaining a point by seizing or keeping control of a battlefield (a conquer
    or a hold): a point gained from a spell or ability, or from an opponent's Burn Out, is a
    gain of points, not a score."""


@answers_query("winning", "hold_is_score", "conquer_is_score")
def scoring_by_conquer_or_hold() -> None:
    """A player scores in two ways: a conquer (gaining control of a battlefield) and a hold
    (keeping control of one during their Beginning Phase)."""


@answers_query("winning", "hold_is_conquer", "burn_out_point_is_conquer", "effect_point_is_conquer")
def scoring_conquer_gains_control() -> None:
    """A conquer is gaining control of a battlefield not yet scored this turn: a hold keeps
    control, and a point from a spell, an ability or a Burn Out gains none."""


@answers_query("winning", "final_point_limits_conquer")
def scoring_final_point_restriction_conquer() -> None:
    """A player one point from the Victory Score who tries to gain a point through a conquer
    gains it only if they have scored every battlefield this turn; else they draw a card."""


@answers_query("winning", "final_point_limits_effect", "final_point_limits_burn_out")
def scoring_final_point_not_other_sources() -> None:
    """The Final Point's restriction is on a conquer's point: points gained from other
    sources (a spell or ability, an opponent's Burn Out) are not beholden to it."""


@answers_query("winning", "final_point_limits_hold")
def scoring_final_point_not_hold() -> None:
    """The Final Point's restriction is on a conquer's point: a point gained by holding a
    battlefield is not beholden to it."""


@answers_query("winning", "conquer_abilities_on_hold", "hold_abilities_on_conquer")
def scoring_abilities_by_way() -> None:
    """A score triggers the abilities of its own way: conquer abilities at a battlefield
    conquered, hold abilities at one held; a hold triggers no conquer ability, a conquer no
    hold ability."""


@answers_query("winning", "burn_out_first_point_preventable")
def burn_out_first_point_preventable() -> None:
    """The point of the first Burn Out in a sequence is a gain of points no rule protects:
    only the points after it in the sequence can't be prevented, so an effect that stops a
    player gaining points can stop it."""


@answers_query("winning", "burn_out_repeated_point_preventable")
def burn_out_repeated_point_not_preventable() -> None:
    """Points gained after the first Burn Out in a sequence can't be replaced or prevented
    by any means."""


@answers_query("winning", "burn_out_burner_chooses")
def burn_out_burner_chooses() -> None:
    """The player who burns out chooses the opponent who gains its point."""


@answers_query("winning", "burn_out_self_chosen")
def burn_out_not_self() -> None:
    """A player who burns out chooses an opponent to gain the point, not themselves."""


@predicate
def burn_out_not_teammate(situation: GameState, question: Question) -> Check:
    """A player who burns out chooses an opponent to gain the point: in 2v2 not their
    teammate, who is not an opponent. (Only 2v2 has teammates.)"""
    if not asks(question, "winning", "burn_out_teammate_chosen") or situation.mode != "2v2":
        return SKIP
    return held(
        "In a 2v2 game a player's teammate is not their opponent: the player who burns out "
        "chooses one of their two opponents."
    )


@predicate
def burn_out_one_opponent_gains(situation: GameState, question: Question) -> Check:
    """A player who burns out chooses one opponent to gain 1 point: in a free-for-all, only
    that opponent gains it. (In 1v1 the one opponent gains it; in 2v2 the chosen opponent's
    team shares it: not this rule's to say.)"""
    if not asks(question, "winning", "burn_out_every_opponent_gains"):
        return SKIP
    if situation.mode not in ("ffa3", "ffa4"):
        return SKIP
    return held(
        f"In {MODES[situation.mode]} the player who burns out chooses one opponent to gain "
        "the point: only that opponent gains it."
    )


# --- conceding ---------------------------------------------------------------------------------


@answers_query("conceding", "any_time")
def concede_any_time() -> None:
    """A player may concede at any time; they are removed from the game."""


@predicate
def concede_last_player_wins(situation: GameState, question: Question) -> Check:
    """When a player concedes and only one other player remains, that player wins; with more
    players (FFA) the game continues, and in 2v2 the conceding player's team loses (another
    fact)."""
    if not asks(question, "conceding", "last_opponent_wins") or situation.mode == "2v2":
        return SKIP
    if len(situation.players) <= 2:
        return held("Only one other player remains after the concession: that player wins.")
    return failed(
        f"In {MODES[situation.mode]} more than one player remains after one concedes: the "
        "game continues without the player who conceded."
    )


@answers_query("conceding", "teammate_loses")
def concede_team_loses() -> None:
    """When a player with teammates concedes, their teammates lose too and are removed."""


def _game_continues(situation: GameState, question: Question, subject: str) -> Check:
    """The removal of a conceding player happens only if the game continues: with more
    than one other player remaining (not in a two-player game, where the other player
    wins)."""
    if not asks(question, "conceding", subject):
        return SKIP
    # In 2v2 the conceding player's team loses and is removed (651.4), leaving one team:
    # whether that game continues to the removal steps the rules do not say, as the
    # removal steps themselves leave it (predicates/conceding.py).
    if situation.teams:
        return SKIP
    if len(situation.players) <= 2:
        return failed(
            "In a two-player game the other player wins when one concedes: the game does not "
            "continue, so there is no removal."
        )
    return held(f"In {MODES[situation.mode]} more than one player remains: the game continues.")


# What the Removal of a Player does, asked of a concession (conceding questions).
REMOVAL_STEPS = ("cards_banished", "spells_countered", "battlefield_replaced")


@predicate
def concede_game_ends_no_removal(situation: GameState, question: Question) -> Check:
    """When a player concedes and only one other player remains, that player wins and the
    game ends: the game does not continue, so there is no Removal of a Player."""
    if not any(asks(question, "conceding", subject) for subject in REMOVAL_STEPS):
        return SKIP
    if situation.teams:  # whether the team left wins the rules do not say (_game_continues)
        return SKIP
    if len(situation.players) <= 2:
        return held(
            "Only one other player remains after the concession: that player wins and the "
            "game ends, so there is no Removal of a Player."
        )
    return failed(
        f"In {MODES[situation.mode]} more than one player remains after one concedes: the "
        "game continues to the Removal of a Player."
    )


@predicate
def concede_removal_banishes(situation: GameState, question: Question) -> Check:
    """If the game continues after a player concedes, the permanents, runes and facedown
    cards they control or own are banished, and the cards they own are removed from the
    game."""
    return _game_continues(situation, question, "cards_banished")


@predicate
def concede_removal_counters(situation: GameState, question: Question) -> Check:
    """If the game continues after a player concedes, their spells and abilities are
    countered."""
    return _game_continues(situation, question, "spells_countered")


def _went_first(situation: GameState, question: Question) -> bool | None:
    """Whether the player who concedes took the first turn of the game; None when the
    situation does not say who concedes or who took the first turn."""
    conceding = question.player if isinstance(question, Query) else ""
    if not (conceding and situation.first_player):
        return None
    return conceding == situation.first_player


def _who_concedes(situation: GameState, question: Question) -> str:
    """What the situation leaves unsaid of who concedes and who took the first turn."""
    unsaid = [] if isinstance(question, Query) and question.player else ["who concedes"]
    unsaid += [] if situation.first_player else ["who took the first turn"]
    return " and ".join(unsaid)


@predicate
def concede_battlefield_replaced(situation: GameState, question: Question) -> Check:
    """If the game continues after a player concedes, the battlefield they contributed, if
    it is in use, is replaced by a token battlefield with no abilities; units and hidden
    cards there stay. In FFA4 the player who took the first turn has none in use."""
    continues = _game_continues(situation, question, "battlefield_replaced")
    if continues.status != HELD or situation.mode != "ffa4":
        return continues
    went_first = _went_first(situation, question)
    if went_first is None:
        return depends(
            f"In {MODES[situation.mode]} the battlefield of a player who did not take the first "
            "turn is in use, and is replaced by a token battlefield with no abilities; "
            f"the situation does not say {_who_concedes(situation, question)}."
        )
    if went_first:
        return failed(
            f"{situation.first_player} took the first turn: no battlefield of theirs is in use."
        )
    player = question.player if isinstance(question, Query) else ""
    return held(
        f"{player} did not take the first turn: the battlefield {player} selected at setup is "
        "in use, and is replaced by a token battlefield with no abilities."
    )


@predicate
def concede_first_player_battlefield_unused(situation: GameState, question: Question) -> Check:
    """In FFA4 the player who takes the first turn removes their battlefields at setup: they
    are not used, so if that player concedes there is no battlefield of theirs in use to
    replace."""
    if situation.mode != "ffa4" or not asks(question, "conceding", "battlefield_replaced"):
        return SKIP
    went_first = _went_first(situation, question)
    if went_first is None:
        return depends(
            f"In {MODES[situation.mode]} the player who took the first turn removed their "
            "battlefields at setup: none of theirs is in use, so none is replaced."
        )
    if not went_first:
        return failed(
            f"{situation.first_player} took the first turn, not the player who concedes: "
            "the battlefield of the player who concedes is in use."
        )
    return held(
        f"{situation.first_player} took the first turn and removed their battlefields at "
        "setup: none of theirs is in use, so none is replaced."
    )
