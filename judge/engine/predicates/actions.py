"""The game actions (407-444) and runes (160-168): what an action does, what it is not,
and who performs it.

Most of these answer a query about the rules (``again: stun``); the Burn Out and playing
zone rules tell the subjects of one query apart, so each holds for some and fails for the
others.
"""

from __future__ import annotations

from judge.engine.predicates import SKIP, Check, answers_query, failed, held, predicate
from judge.engine.predicates.board import asks
from judge.engine.questions import Query, Question
from judge.engine.state import GameState


def _subject(question: Question) -> str:
    return question.subject if isinstance(question, Query) else ""

# --- doing an action to an object already in that state --------------------------------


@answers_query("again", "stun")
def stun_once() -> None:
    """A stunned unit can't be stunned again: stunning it again does nothing."""


@answers_query("again", "buff")
def buff_once() -> None:
    """A unit that already has a Buff counter doesn't get another one."""


@answers_query("again", "exhaust")
def exhaust_once() -> None:
    """Something already exhausted can't be exhausted again."""


@answers_query("again", "ready")
def ready_once() -> None:
    """A unit that is already ready can't be readied again."""


@answers_query("again", "empower")
def empower_once() -> None:
    """An empowered object can't be empowered again."""


# --- what an action is not ---------------------------------------------------------------


@answers_query("counts_as", "banish_kill")
def banish_not_kill() -> None:
    """Banishing is not a kind of kill."""


@answers_query("counts_as", "banish_discard")
def banish_not_discard() -> None:
    """Banishing is not a kind of discard."""


@answers_query("counts_as", "replace_banish")
def replace_not_banish() -> None:
    """Replacing is not banishing: the replaced card counts as replaced, not banished."""


@answers_query("counts_as", "show_reveal")
def reveal_not_showing() -> None:
    """Choosing to show private information is not revealing it."""


# --- what being stunned does ---------------------------------------------------------------


@answers_query("stunned", "combat_damage")
def stun_no_combat_damage() -> None:
    """A stunned unit doesn't contribute its Might to combat damage."""


@answers_query("stunned", "less_damage_kills")
def stun_lethal_unchanged() -> None:
    """A stunned unit still needs damage equal to its full Might to be killed."""


@answers_query("stunned", "next_turn")
def stun_ends_this_turn() -> None:
    """A unit loses Stunned before the turn is over."""


# --- recycling, burning out ---------------------------------------------------------------


@answers_query("recycle", "own_deck")
def recycle_own_decks() -> None:
    """Each player recycles cards to their own decks, whoever is instructed to recycle."""


@answers_query("recycle", "targets")
def recycle_no_target() -> None:
    """Recycling X cards from a zone doesn't target the recycled cards."""


@answers_query("recycle", "rune_main_deck")
def rune_recycled_to_rune_deck() -> None:
    """A recycled rune goes to the Rune Deck, not the Main Deck."""


# Actions that take cards out of the Main Deck, and those that only look at them.
TAKE_FROM_DECK = {"draw": "Drawing", "burn": "Burning"}
LOOK_AT_DECK = {"predict": "Predicting", "reveal": "Revealing"}


@predicate
def burn_out_main_deck_short(situation: GameState, question: Question) -> Check:
    """Drawing or putting more cards from the Main Deck into another zone than it holds
    makes the player Burn Out, then complete the action."""
    if asks(question, "burns_out", *TAKE_FROM_DECK):
        action = TAKE_FROM_DECK[_subject(question)]
        return held(f"{action} takes cards out of the Main Deck, so a short deck burns out.")
    if asks(question, "burns_out", *LOOK_AT_DECK):
        action = LOOK_AT_DECK[_subject(question)]
        return failed(f"{action} only looks at cards; it takes none out of the Main Deck.")
    return SKIP


@predicate
def burn_out_not_when_looking(situation: GameState, question: Question) -> Check:
    """Looking at, revealing or predicting more cards than the Main Deck holds does as many
    as possible, without a Burn Out."""
    if asks(question, "burns_out", *LOOK_AT_DECK):
        action = LOOK_AT_DECK[_subject(question)]
        return held(f"{action} uses as many cards as there are, without burning out.")
    if asks(question, "burns_out", *TAKE_FROM_DECK):
        action = TAKE_FROM_DECK[_subject(question)]
        return failed(f"{action} is not just looking at cards.")
    return SKIP


# --- skip, responsibility ----------------------------------------------------------------


@answers_query("skipped", "triggers")
def skip_no_trigger() -> None:
    """A skipped event is replaced with nothing; what triggers on it doesn't trigger."""


@answers_query("responsible", "instructed_by_opponent")
def responsibility_performer() -> None:
    """The player who performs a game action is responsible for it, whoever's spell told
    them to, so their "when you" abilities trigger."""


# --- playing from a zone ------------------------------------------------------------------

DEFAULT_ZONES = {"hand": "their hand", "champion_zone": "their Chosen Champion zone"}
OTHER_ZONES = {"trash": "their trash", "main_deck": "their Main Deck", "banishment": "Banishment"}


@predicate
def play_default_zones(situation: GameState, question: Question) -> Check:
    """By default, cards are played from their player's hand or Chosen Champion zone."""
    if asks(question, "playable_from", *DEFAULT_ZONES):
        zone = DEFAULT_ZONES[_subject(question)]
        return held(f"A player can play cards from {zone}.")
    if asks(question, "playable_from", *OTHER_ZONES):
        zone = OTHER_ZONES[_subject(question)]
        return failed(f"{zone[0].upper()}{zone[1:]} is not one of the zones cards are played from.")
    return SKIP


@predicate
def play_other_zones_need_effect(situation: GameState, question: Question) -> Check:
    """Playing a card from anywhere but the hand or Chosen Champion zone needs an effect
    that allows it."""
    if asks(question, "playable_from", *OTHER_ZONES):
        zone = OTHER_ZONES[_subject(question)]
        return held(f"Playing a card from {zone} needs an effect that allows it.")
    if asks(question, "playable_from", *DEFAULT_ZONES):
        zone = DEFAULT_ZONES[_subject(question)]
        return failed(f"Cards are played from {zone} without any effect allowing it.")
    return SKIP


# --- runes and the rune pool -------------------------------------------------------------


@answers_query("enters_ready", "rune")
def channel_ready_by_default() -> None:
    """Channeled runes enter the board ready unless the effect says otherwise."""


@answers_query("rune", "is_permanent")
def rune_not_permanent() -> None:
    """A rune on the board is not a permanent."""


@answers_query("rune", "pool_kept")
def rune_pool_empties() -> None:
    """Unspent Energy and Power are lost when the Rune Pool empties, at the latest at the
    end of the turn."""
