"""The states of the turn, priority and focus, as requirements on playing a card or
activating an ability: a Closed State admits only Reaction, a Showdown State only Action or
Reaction, only the player with priority acts, and in a showdown only with Focus; Action and
Reaction change when a unit can be played, never where.

The default timing (windows.py, the facts play.timing and ability.activate_timing) says when
a card without those keywords is played; these facts say what each state of the turn and
each holder asks of any card or ability, whatever its keywords, so a "no" names the state
that decided it and a "yes" the permission that met it.
"""

from __future__ import annotations

from judge.engine.predicates import FAILED, SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import rules_on_play, says
from judge.engine.predicates.play import play_unit_location, reaction_reason
from judge.engine.predicates.windows import ACTION, REACTION
from judge.engine.questions import Activate, Play, Question
from judge.engine.state import GameState


def _acting(situation: GameState, question: Question) -> tuple[str, str, frozenset[str]] | None:
    """Who acts, what (a name for the answer) and the permissions it has now: an ability's
    keywords; a card's, with the Reaction it has as it is played (Quick-Draw, Hidden,
    Ambush)."""
    if isinstance(question, Activate):
        return question.actor, question.ability, question.keywords
    if isinstance(question, Play):
        keywords = question.card.keywords
        if reaction_reason(situation, question)[0]:
            keywords = keywords | {REACTION}
        return question.actor, question.card.name, frozenset(keywords)
    return None


@predicate
def state_closed(situation: GameState, question: Question) -> Check:
    """While a chain exists the turn is in a Closed State, and only cards and abilities with
    Reaction can be played or activated then, on any player's turn."""
    acting = _acting(situation, question)
    if acting is None or situation.open:
        return SKIP
    player, what = acting[0], acting[1]
    state = situation.turn_state
    if REACTION in acting[2]:
        return held(f"A chain exists (a {state} state), and {what} has Reaction.", (what,))
    return failed(
        f"A chain exists, so the turn is in a {state} state, where only cards and abilities "
        f"with Reaction can be played or activated, and {what} has no Reaction "
        f"({player} can't use it now).",
        (what,),
    )


@predicate
def state_showdown(situation: GameState, question: Question) -> Check:
    """While a showdown or combat is in progress the turn is in a Showdown State, and only
    cards and abilities with Action or Reaction can be played or activated then."""
    acting = _acting(situation, question)
    if acting is None or situation.neutral:
        return SKIP
    what = acting[1]
    state = situation.turn_state
    permissions = acting[2] & {ACTION, REACTION}
    if permissions:
        keyword = REACTION if REACTION in permissions else ACTION
        return held(
            f"A showdown or combat is in progress (a {state} state), and {what} has {keyword}.",
            (what,),
        )
    return failed(
        f"A showdown or combat is in progress, so the turn is in a {state} state, where only "
        f"cards and abilities with Action or Reaction can be played or activated, and {what} "
        "has neither.",
        (what,),
    )


@predicate
def priority_exclusive(situation: GameState, question: Question) -> Check:
    """At most one player has priority, the exclusive right to take discretionary actions:
    a player other than the one holding it can't play a card or activate an ability. While
    an item is pending nobody holds it, and its payer's Add abilities with Reaction need
    none: the pending-item facts decide then."""
    acting = _acting(situation, question)
    holder = situation.priority
    if holder is None and situation.open and not situation.neutral:
        holder = situation.focus_player  # in a Showdown Open state Focus brings priority
    if acting is None or situation.pending_items:  # a pending item's player may add items
        return SKIP
    player, what = acting[0], acting[1]
    if situation.open and situation.neutral and situation.phase != "main":
        return failed(
            "Outside the Main Phase, in a Neutral Open state no player receives priority, and "
            f"while no player has it no player can take discretionary actions ({player} "
            f"can't play or activate {what} now).",
            (what,),
        )
    if holder is None:
        return SKIP
    if holder == player:
        return held(f"{says(player, 'has', 'have')} priority.", (what,))
    return failed(
        f"{says(holder, 'has', 'have')} priority, the exclusive right to take discretionary "
        f"actions, so {player} can't play or activate {what} now.",
        (what,),
    )


@predicate
def focus_permission(situation: GameState, question: Question) -> Check:
    """During a showdown, Focus is the permission to act in a Showdown Open state: only the
    player with Focus may then, and a player with Focus acts with it only while they also
    have priority. With teammates, the turn player holding Focus may invite a teammate to
    play a spell or activate an ability with their priority (the situation says so by giving
    that teammate priority): the rule for a teammate's turn names no state. A teammate who
    gains Focus in turn order gains priority with it and needs no invitation."""
    acting = _acting(situation, question)
    if acting is None or situation.neutral:
        return SKIP
    holder = situation.focus_player
    if holder is None:  # the loader refuses such a situation, and no step makes one
        raise ValueError("a showdown or combat is in progress and nobody has Focus")
    player, what = acting[0], acting[1]
    if holder == player and situation.priority not in (None, player):
        return failed(
            f"{says(player, 'has', 'have')} Focus, but "
            f"{says(situation.priority, 'has', 'have')} priority: "
            "Focus lets a player act only while they also have priority.",
            (what,),
        )
    if situation.open:
        if holder == player:
            return held(f"{says(player, 'has', 'have')} Focus in a Showdown Open state.", (what,))
        if _invited(situation, question, holder):
            return held(
                f"{holder}, the turn player, has Focus and invited {player}, their teammate, "
                f"to play a spell or activate an ability with their priority.",
                (what,),
                notable=True,
            )
        return failed(
            f"{says(holder, 'has', 'have')} Focus, the permission to act in a Showdown Open "
            f"state, not {player}.",
            (what,),
        )
    return SKIP


def _invited(situation: GameState, question: Question, holder: str) -> bool:
    """Whether the turn player, holding Focus, invited the player acting, their teammate, to
    play a spell or activate an ability with their priority (which the situation says by
    giving that teammate priority): units and gear are not played so."""
    if isinstance(question, Play) and question.card.type != "spell":
        return False
    player = question.actor if isinstance(question, Play | Activate) else None
    return (
        holder == situation.turn
        and player in situation.teammates(holder)
        and situation.priority == player
    )


def _placed_by_other_rules(situation: GameState, play: Play) -> bool:
    """Whether a rule other than the default may let the unit go elsewhere (Ambush, Deploy,
    a hidden card played where it was hidden, card text permitting it): those are judged by
    their own facts."""
    card = play.card
    if {"Ambush", "Deploy"} & card.keywords or card.facedown_at is not None:
        return True
    return any(True for _ in rules_on_play(situation, play.actor, play.to, "can"))


@predicate
def keyword_permission_only(situation: GameState, question: Question) -> Check:
    """Action and Reaction are only permission to play a card at more times: a unit with
    either is still played only where a unit can be by default, its player's base or a
    battlefield they control."""
    if not isinstance(question, Play) or question.card.type != "unit":
        return SKIP
    keyword = next((k for k in (REACTION, ACTION) if k in question.card.keywords), "")
    if not keyword or _placed_by_other_rules(situation, question):
        return SKIP
    name = question.card.name
    where = play_unit_location(situation, question)
    if where.status == FAILED:
        return failed(
            f"{name} has {keyword}, which only permits playing it at more times, not in more "
            f"places: {where.reason[:1].lower()}{where.reason[1:]}",
            (name,),
        )
    return held(f"{name} has {keyword}, and {where.reason[:1].lower()}{where.reason[1:]}", (name,))
