"""When a player may play a card or activate an ability: the default timing and the
permissions Action and Reaction add to it (the facts play.timing, move_effect.timing and
the keyword facts cite the clauses).

A permission widens the default, it never replaces it: a card with Action can still be
played when a card without it could. Nothing here registers a predicate; the play and
move-effect facts call ``why_not`` and cite the clauses themselves.
"""

from __future__ import annotations

from judge.engine.predicates import Check, failed, held
from judge.engine.predicates.board import possessive, says
from judge.engine.state import GameState

NONE = "none"
ACTION = "Action"
REACTION = "Reaction"


def _default(situation: GameState, player: str, spell: bool) -> str:
    """By default: the player has priority on their own turn in a Neutral Open state; in modes
    with teammates the turn player may invite a teammate with their priority (which the
    situation says by giving that teammate priority) to play spells and activate abilities,
    not units or gear. Outside the Main Phase nobody gains priority in a Neutral Open state,
    whatever the situation gives."""
    if not situation.neutral:
        return "a showdown or combat is in progress, and only Action or Reaction can be played then"
    if situation.pending_items:
        return "items on the chain are being finalized, and nobody has priority until they are"
    holder = situation.priority_player if situation.phase == "main" else None
    if holder is None:
        return (
            f"it is the {situation.phase} phase in a Neutral Open state, when no player has "
            "priority (only the turn player's Main Phase gives it then)"
        )
    invited = spell and player in situation.teammates(situation.turn) and holder == player
    if situation.turn != player and not invited:
        return (
            f"it is {possessive(situation.turn)} turn in a Neutral Open state, when cards are "
            "played and abilities activated only by the turn player (a teammate they invite "
            "with their priority may play spells and activate abilities, not units or gear)"
        )
    if holder != player:
        return f"{says(holder, 'has', 'have')} priority, not {player}"
    return ""


def default_timing(situation: GameState, player: str, who: tuple[str, ...], spell: bool) -> Check:
    """The default timing as a finding (play.timing, ability.activate_timing): failed with
    why not, or held saying whose Main Phase it is (or that the turn player invited them)."""
    reason = why_not(situation, player, NONE, spell)
    if reason:
        return failed(reason[:1].upper() + reason[1:] + ".", who)
    if player != situation.turn:
        return held(
            f"{situation.turn}, the turn player, invited {player}, their teammate, with "
            "their priority in their Main Phase, a Neutral Open state.",
            notable=True,
        )
    return held(f"It is {possessive(player)} Main Phase with nothing on the chain.")


def why_not(situation: GameState, player: str, permission: str, spell: bool = True) -> str:
    """Why ``player`` can't play a card (or activate an ability) with ``permission`` now
    (``none``, ``Action`` or ``Reaction``), or "" when they can.

    Closed states admit only Reaction, on any player's turn; showdown states Action or
    Reaction, on any player's turn, for the player with priority (who has Focus in a
    Showdown Open state); otherwise the default applies whatever the permission. Unless the
    situation says who holds priority (or focus), a player is taken to receive it in turn, as
    each does before the chain resolves or the showdown ends."""
    if situation.chain:
        if permission != REACTION:
            return (
                "something is on the chain (a closed state), and only Reaction can be played then"
            )
        return _holder_is(situation, player)
    if not situation.neutral:
        if permission == NONE:
            return _default(situation, player, spell)
        return _holder_is(situation, player)
    return _default(situation, player, spell)


def when_able(situation: GameState, player: str) -> str:
    """When a player allowed to act in this state can: "now" when they hold priority (or no
    one is named and it is theirs by the turn), else once priority reaches them."""
    holder = situation.priority_player
    if holder is None or holder == player:
        return "now"
    return f"once {says(player, 'has', 'have')} priority"


def _holder_is(situation: GameState, player: str) -> str:
    """In a showdown or closed state priority (with focus, in a showdown) goes round every
    player in turn before the chain resolves or the showdown ends, so only a holder the
    situation names rules a player out."""
    holder = situation.priority
    if holder is None and not situation.chain:
        holder = situation.focus_player
    if holder is None or holder == player:
        return ""
    what = "priority" if situation.chain else "focus and priority"
    return f"{says(holder, 'has', 'have')} {what}, not {player}"
