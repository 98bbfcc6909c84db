"""The game actions (407-444) and runes (160-168): what an action does, what it is not,
and who performs it.

Stun, buff, exhaust and ready are steps: what the game action does to each unit or gear
it is performed on (``GameAction``). Most others answer a query about the rules
(``stunned: combat_damage``); the Burn Out and playing zone rules tell the subjects of one
query apart, so each holds for some and fails for the others.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.actions import GameAction
from judge.engine.card_list import buffs_unlimited
from judge.engine.predicates import (
    SKIP,
    Check,
    Doing,
    Event,
    Predicate,
    Stepped,
    answers_query,
    depends,
    failed,
    held,
    predicate,
    stated,
    step,
    unchanged,
)
from judge.engine.predicates.board import asks, is_spent, listing, possessive
from judge.engine.predicates.carry_out import UNMODELLED, might_changed
from judge.engine.predicates.combat_damage import stunned_own, stunned_targets
from judge.engine.predicates.hide import hide_timing_missed
from judge.engine.predicates.prevention import guarding, prevent_damage
from judge.engine.questions import (
    Activate,
    DamageAssignment,
    DamageTotal,
    Query,
    Question,
    Recall,
)
from judge.engine.state import GameState, Gear, Unit
from judge.records import replace


def _subject(question: Question) -> str:
    return question.subject if isinstance(question, Query) else ""


def _either(
    question: Question,
    kind: str,
    holding: dict[str, str],
    failing: dict[str, str],
    say: tuple[str, str],
) -> Check:
    """A rule that holds for the query values in ``holding`` and fails for those in
    ``failing``; ``say`` words each case, ``{}`` standing for the value's name in its table."""
    if asks(question, kind, *holding):
        return held(say[0].format(holding[_subject(question)]))
    if asks(question, kind, *failing):
        return failed(say[1].format(failing[_subject(question)]))
    return SKIP


# --- stun, buff, exhaust, ready: what they do, and nothing to what is already so ----------


def _targets(state: GameState, doing: Doing, action: str) -> list[Unit | Gear]:
    """The units and gear the game action ``action`` being carried out is performed on."""
    if not isinstance(doing.action, GameAction) or doing.action.action != action:
        return []
    found: list[Unit | Gear] = []
    for name in doing.action.cards:
        thing = state.permanent(name)
        if thing is not None:
            found.append(thing)
    return found


def _perform(
    state: GameState,
    doing: Doing,
    action: str,
    outcome: str,
    already: Callable[[Unit | Gear], str],
    change: Callable[[Unit | Gear], Unit | Gear],
    done: Callable[[Unit | Gear], str] | None = None,
) -> Stepped:
    """Carry out ``action`` on each of its objects: one already in the state it gives gets
    nothing (``already`` says why), the others are changed (``done`` words it, given the
    changed object)."""
    by = doing.action.by if isinstance(doing.action, GameAction) else ""
    events: list[Event] = []
    for thing in _targets(state, doing, action):
        why = already(thing)
        if why:
            text = f"{thing.name} {why}, so nothing happens to it."
            events.append(Event(text, outcome, (thing.name,), happened=False))
            continue
        changed = change(thing)
        state = state.with_permanent(changed)
        text = done(changed) if done else f"{thing.name} is {outcome}."
        events.append(Event(text, outcome, (thing.name,), action=action, by=by))
    return Stepped(state, tuple(events))


def _not_a_unit(thing: Unit | Gear, done: str) -> str:
    """Why an action only units take (stun, buff) does nothing to ``thing``: "" for a unit."""
    return "" if isinstance(thing, Unit) else f"is not a unit, and only units are {done}"


# Choosing a stunned unit to stun is allowed; the stun itself does nothing to it.
ALREADY_STUNNED = (
    "is already stunned: it may still be chosen to be stunned, but it is not stunned again"
)


@step
def stun_once(state: GameState, doing: Doing) -> Stepped:
    """Stunning renders units Stunned (gear is not stunned); a unit already stunned may still
    be chosen, but it can't be stunned again."""
    return _perform(
        state,
        doing,
        "stun",
        "stunned",
        lambda t: (
            _not_a_unit(t, "stunned")
            or (ALREADY_STUNNED if isinstance(t, Unit) and t.stunned else "")
        ),
        lambda t: replace(t, stunned=True) if isinstance(t, Unit) else t,
    )


@step
def buff_once(state: GameState, doing: Doing) -> Stepped:
    """Buffing places a Buff counter on a unit that has none (gear gets none); one that has
    one gets no other, unless its text permits it any number of buffs."""
    permitted = _buffs_unlimited(state, doing)
    done = _perform(
        state,
        doing,
        "buff",
        "buffed",
        lambda t: (
            _not_a_unit(t, "buffed")
            or (
                "already has a Buff counter"
                if isinstance(t, Unit) and t.buffs and t.name not in permitted
                else ""
            )
        ),
        lambda t: replace(t, buffs=t.buffs + 1) if isinstance(t, Unit) else t,
    )
    return Stepped(done.state, done.events + _permission_used(state, doing, permitted))


def _buffs_unlimited(state: GameState, doing: Doing) -> tuple[str, ...]:
    """The units on the board whose card permits them any number of buffs."""
    if not doing.version or not doing.stated(BUFFS_UNLIMITED):
        return ()
    return tuple(u.name for u in state.units if buffs_unlimited(u.name, doing.version))


def _permission_used(
    state: GameState, doing: Doing, permitted: tuple[str, ...]
) -> tuple[Event, ...]:
    """For each unit buffed while it already has a Buff: its own permission to have any
    number of buffs lets it have another; another unit's permission does not."""
    events: list[Event] = []
    for unit in _targets(state, doing, "buff"):
        if not isinstance(unit, Unit) or not unit.buffs or not permitted:
            continue
        if unit.name in permitted:
            text = (
                f'{unit.name}\'s text, "I can have any number of buffs", permits it to be buffed '
                "any number of times: the one-Buff restriction is ignored, and it gets "
                "another Buff counter."
            )
            events.append(Event(text, "buffed", (unit.name,), fact=BUFFS_UNLIMITED))
            continue
        text = (
            f"{listing(list(permitted))}'s permission to have any number of buffs is only "
            f"{'its' if len(permitted) == 1 else 'their'} own: {unit.name} already has a Buff "
            "counter and gets no other."
        )
        events.append(Event(text, "buffed", (unit.name,), happened=False, fact=BUFFS_UNLIMITED))
    return tuple(events)


BUFFS_UNLIMITED = "buff.any_number_permitted"


@step
def empower_binary(state: GameState, doing: Doing) -> Stepped:
    """Empowering renders a unit or gear Empowered, a binary state: one already Empowered
    can't be Empowered, so nothing more happens to it; the cards attached to it (or the card
    it is attached to) are not Empowered with it."""
    done = _perform(
        state,
        doing,
        "empower",
        "empowered",
        lambda t: (
            "is already Empowered (only an effect that lets it be Empowered more than once "
            "would change that)"
            if t.empowered
            else ""
        ),
        lambda t: replace(t, empowered=True),
    )
    linked = _linked_unchanged(state, doing, "empower", "empowered")
    return Stepped(done.state, done.events + linked.events)


@step
def disempower_removes_status(state: GameState, doing: Doing) -> Stepped:
    """Disempowering removes the Empowered status; it affects only what is Empowered, so
    one that is not does nothing."""
    return _perform(
        state,
        doing,
        "disempower",
        "disempowered",
        lambda t: "is not Empowered" if not t.empowered else "",
        lambda t: replace(t, empowered=False),
    )


@step
def buff_spend(state: GameState, doing: Doing) -> Stepped:
    """Spending a buff removes the Buff counter from a unit the spending player controls;
    one with no Buff counter has none to spend."""
    by = doing.action.by if isinstance(doing.action, GameAction) else ""

    def why_not(thing: Unit | Gear) -> str:
        if not isinstance(thing, Unit) or not thing.buffs:
            return "has no Buff counter to spend"
        if thing.controller != by:
            return f"is not controlled by {by}, who can't spend its buff"
        return ""

    return _perform(
        state,
        doing,
        "spend",
        "spent",
        why_not,
        lambda t: replace(t, buffs=t.buffs - 1) if isinstance(t, Unit) else t,
        lambda t: f"{t.name}'s buff is spent.",
    )


@step
def buff_removed_leaving_board(state: GameState, doing: Doing) -> Stepped:
    """A unit that leaves the board (killed or banished) loses its buffs with it; a unit
    recalled stays on the board and keeps its buff."""
    action = doing.action
    if isinstance(action, Recall):
        kept = [u for u in state.units if u.name in action.cards and u.buffs]
        return unchanged(
            state,
            *(
                Event(
                    f"{u.name} is recalled to its base without leaving the board: it keeps "
                    "its buff.",
                    "buff removed",
                    (u.name,),
                    happened=False,
                )
                for u in kept
            ),
        )
    if not isinstance(action, GameAction) or action.action not in ("kill", "banish"):
        return unchanged(state)
    replaced = {e.subjects[0] for e in doing.events if e.kind == "replaced" and e.happened}
    leaving = [
        u for u in state.units if u.name in action.cards and u.buffs and u.name not in replaced
    ]
    units = tuple(replace(u, buffs=0) if u in leaving else u for u in state.units)
    events = tuple(
        Event(
            f"{u.name} leaves the board: its buff is removed, not kept in any other zone.",
            "buff removed",
            (u.name,),
        )
        for u in leaving
    )
    return Stepped(replace(state, units=units), events)


def _linked_unchanged(state: GameState, doing: Doing, action: str, outcome: str) -> Stepped:
    """The cards attached to an object exhausted, readied or Empowered, and the card an
    attached object is attached to, keep their own statuses: unless the action names them too,
    nothing happens to them."""
    targets = _targets(state, doing, action)
    named = {thing.name for thing in targets}
    events: list[Event] = []
    for thing in targets:
        if isinstance(thing, Gear) and thing.attached_to and thing.attached_to not in named:
            linked = [thing.attached_to]
            how = f"{thing.name} is attached to {thing.attached_to}"
        else:
            linked = [g.name for g in state.gear if g.attached_to == thing.name]
            linked = [name for name in linked if name not in named]
            verb = "is" if len(linked) == 1 else "are"
            how = f"{listing(tuple(linked))} {verb} attached to {thing.name}"
        for name in linked:
            text = (
                f"{how}, but {action}ing {thing.name} does not {action} {name}: each keeps "
                "its own statuses."
            )
            events.append(Event(text, outcome, (name,), happened=False, change=False))
    return unchanged(state, *events)


@step
def exhaust_once(state: GameState, doing: Doing) -> Stepped:
    """Exhausting marks a ready object spent; one already exhausted is not exhausted
    again, and the cards attached to it (or the card it is attached to) are not exhausted
    with it."""
    done = _perform(
        state,
        doing,
        "exhaust",
        "exhausted",
        lambda t: "is already exhausted" if is_spent(t) else "",
        lambda t: replace(t, exhausted=True),
    )
    linked = _linked_unchanged(state, doing, "exhaust", "exhausted")
    return Stepped(done.state, done.events + linked.events)


@step
def ready_once(state: GameState, doing: Doing) -> Stepped:
    """Readying marks an exhausted object available; one already ready is not readied
    again, and the cards attached to it (or the card it is attached to) are not readied
    with it."""
    done = _perform(
        state,
        doing,
        "ready",
        "readied",
        lambda t: "is already ready" if not is_spent(t) else "",
        lambda t: replace(t, exhausted=False),
    )
    linked = _linked_unchanged(state, doing, "ready", "readied")
    return Stepped(done.state, done.events + linked.events)


# --- what an action is not ---------------------------------------------------------------


@answers_query("counts_as", "banish_kill")
def banish_not_kill() -> None:
    """Banishing is not a kind of kill."""


@answers_query("counts_as", "banish_discard")
def banish_not_discard() -> None:
    """Banishing is not a kind of discard."""


@answers_query("counts_as", "discard_kill")
def discard_not_kill() -> None:
    """Discarding is not killing: a discard moves a card from a hand to the trash, and only
    a permanent that goes to the trash from the board is killed."""


@answers_query("counts_as", "recycle_discard")
def recycle_not_discard() -> None:
    """Recycling is not discarding: a recycled card goes to the bottom of its deck, a
    discarded one from a hand into the trash."""


@answers_query("counts_as", "hide_play")
def hide_not_a_play() -> None:
    """Hiding a card is not playing it."""


@answers_query("counts_as", "move_recall")
def recall_move_not_recall() -> None:
    """A move to a base is not a recall: a recall relocates a permanent to its base without
    it being a move."""


@answers_query("counts_as", "replace_banish")
def replace_not_banish() -> None:
    """Replacing is not banishing: the replaced card counts as replaced, not banished."""


@answers_query("counts_as", "show_reveal")
def reveal_not_showing() -> None:
    """Choosing to show private information is not revealing it."""


@predicate
def play_leaves_former_zone(situation: GameState, question: Question) -> Check:
    """A card being played has moved from the zone it was played from to the chain."""
    if asks(question, "counts_as", "playing_in_former_zone"):
        return held(stated(play_leaves_former_zone))
    if asks(question, "counts_as", "ability_source_on_chain"):
        # Activating an ability is not playing its source: no card moves.
        return failed(
            "Activating an ability is not playing a card: the object it is an ability of is not "
            "moved from its zone to the chain."
        )
    return SKIP


@predicate
def ability_no_card_on_chain(situation: GameState, question: Question) -> Check:
    """An activated ability goes on the chain with no card to represent it: the object it is
    an ability of stays where it is."""
    if asks(question, "counts_as", "ability_source_on_chain"):
        return held(stated(ability_no_card_on_chain))
    if asks(question, "counts_as", "playing_in_former_zone"):
        # A card being played is itself what goes on the chain.
        return failed("A card being played is not an ability: the card itself goes on the chain.")
    return SKIP


@answers_query("buff_rule", "any_number_permitted")
def buff_any_number_permitted() -> None:
    """An effect that permits a unit to be buffed multiple times ignores the one-Buff
    restriction: the unit gets another Buff counter while it has one."""


@answers_query("buff_rule", "two_at_once")
def buff_one_at_a_time() -> None:
    """A unit has one Buff at most: one added to a unit that already has one is not placed."""


@answers_query("buff_rule", "each_unit")
def buff_one_per_unit() -> None:
    """The one-Buff limit is each unit's own: two units can each have a Buff at once."""


@predicate
def buff_permission_unless_granted(situation: GameState, question: Question) -> Check:
    """A unit an effect grants permission to be buffed multiple times can have two Buffs;
    one with no such effect cannot. The question of any unit leaves the effect open."""
    if asks(question, "buff_rule", "two_at_once"):
        return depends(
            "With no effect granting it permission to be buffed multiple times, no: a unit "
            "that already has a Buff counter does not get another, and there can only be one "
            "Buff on a unit at a time. If an effect grants the unit that permission, yes: "
            "such an effect ignores the one-Buff restriction."
        )
    return SKIP


# --- what being stunned does ---------------------------------------------------------------


@predicate
def stun_no_combat_damage(situation: GameState, question: Question) -> Check:
    """A stunned unit doesn't contribute its Might to combat damage."""
    if isinstance(question, DamageAssignment | DamageTotal):
        return stunned_own(situation, question)
    return _docstring_if(question, "combat_damage", stun_no_combat_damage)


@predicate
def stun_lethal_unchanged(situation: GameState, question: Question) -> Check:
    """A stunned unit still needs damage equal to its full Might to be killed."""
    if isinstance(question, DamageAssignment | DamageTotal):
        return stunned_targets(situation, question)
    return _docstring_if(question, "less_damage_kills", stun_lethal_unchanged)


def _docstring_if(question: Question, subject: str, rule: Predicate) -> Check:
    """The rule's docstring, held, when the question is the ``stunned`` query about
    ``subject``."""
    return (
        held(" ".join((rule.__doc__ or "").split())) if asks(question, "stunned", subject) else SKIP
    )


@answers_query("stunned", "next_turn")
def stun_ends_this_turn() -> None:
    """A unit stunned during a main phase loses Stunned at the end of that turn."""


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


@answers_query("recycle", "rune_rune_deck_bottom")
def rune_recycled_to_rune_deck_bottom() -> None:
    """A recycled rune goes on the bottom of its owner's Rune Deck."""


# Actions that take cards out of the Main Deck, and those that only look at them.
TAKE_FROM_DECK = {"draw": "Drawing", "burn": "Burning"}
LOOK_AT_DECK = {"predict": "Predicting", "reveal": "Revealing"}


@predicate
def burn_out_main_deck_short(situation: GameState, question: Question) -> Check:
    """Drawing or putting more cards from the Main Deck into another zone than it holds
    makes the player Burn Out, then complete the action."""
    return _either(
        question,
        "burns_out",
        TAKE_FROM_DECK,
        LOOK_AT_DECK,
        (
            "{} takes cards out of the Main Deck, so a short deck burns out.",
            "{} only looks at cards; it takes none out of the Main Deck.",
        ),
    )


@predicate
def burn_out_not_when_looking(situation: GameState, question: Question) -> Check:
    """Looking at, revealing or predicting more cards than the Main Deck holds does as many
    as possible, without a Burn Out."""
    return _either(
        question,
        "burns_out",
        LOOK_AT_DECK,
        TAKE_FROM_DECK,
        (
            "{} uses as many cards as there are, without burning out.",
            "{} is not just looking at cards.",
        ),
    )


# --- skip, responsibility ----------------------------------------------------------------


@answers_query("triggers_on", "skipped_event")
def skip_no_trigger() -> None:
    """A skipped event is replaced with nothing; what triggers on it doesn't trigger."""


@answers_query("triggers_on", "instructed_by_opponent")
def responsibility_performer() -> None:
    """The player who performs a game action is responsible for it, whoever's spell told
    them to, so their "when you" abilities trigger."""


# --- a game action on cards as a cost ----------------------------------------------------

# The zone each such cost takes its cards from, and the words for it.
CARD_COST_ZONES = {"discard": ("hand", "Discarding"), "recycle": ("trash", "Recycling")}


def _card_cost_completable(situation: GameState, question: Question, action: str) -> Check:
    """Whether the activator holds the cards a discard or recycle cost takes: the action
    must be able to be completed for the cost to be paid."""
    if not isinstance(question, Activate) or question.card_cost is None:
        return SKIP
    verb, amount = question.card_cost
    if verb != action:
        return SKIP
    zone, doing = CARD_COST_ZONES[action]
    pile = [c for c in situation.cards if c.zone == zone and c.owned_by == question.actor]
    whose = f"{possessive(question.actor)} {zone}"
    count = f"{len(pile)} card{'s' * (len(pile) != 1)}"
    if len(pile) < amount:
        return failed(
            f"{doing} {amount} is the cost of {question.ability}, and {whose} holds {count}: "
            "the action can't be completed, so the cost can't be paid.",
            (question.ability,),
        )
    return held(
        f"{whose.capitalize()} holds {count}, so {doing.lower()} {amount} can pay the cost of "
        f"{question.ability}.",
        (question.ability,),
        notable=True,
    )


@predicate
def discard_cost_completable(situation: GameState, question: Question) -> Check:
    """Discarding listed as a cost must be able to be completed for the cost to be paid: an
    ability that costs "Discard 2" needs 2 cards in its activator's hand."""
    return _card_cost_completable(situation, question, "discard")


@predicate
def recycle_cost_completable(situation: GameState, question: Question) -> Check:
    """Recycling listed as a cost must be able to be completed for the cost to be paid: an
    ability that costs "Recycle 1 from your trash" can't be activated with an empty trash."""
    return _card_cost_completable(situation, question, "recycle")


# --- playing from a zone ------------------------------------------------------------------

DEFAULT_ZONES = {"hand": "their hand", "champion_zone": "their Chosen Champion zone"}
OTHER_ZONES = {"trash": "their trash", "main_deck": "their Main Deck", "banishment": "Banishment"}


@predicate
def play_default_zones(situation: GameState, question: Question) -> Check:
    """By default, cards are played from their player's hand or Chosen Champion zone."""
    return _either(
        question,
        "playable_from",
        DEFAULT_ZONES,
        OTHER_ZONES,
        ("A player can play cards from {}.", "Cards are not played from {} by default."),
    )


@predicate
def play_other_zones_need_effect(situation: GameState, question: Question) -> Check:
    """Playing a card from anywhere but the hand or Chosen Champion zone needs an effect
    that allows it."""
    return _either(
        question,
        "playable_from",
        OTHER_ZONES,
        DEFAULT_ZONES,
        (
            "Playing a card from {} needs an effect that allows it.",
            "Cards are played from {} without any effect allowing it.",
        ),
    )


# --- what a zone shows: Public or Private Information ------------------------------------
# The ``information`` query asks whether what a zone shows is Public Information ("trash_cards")
# or whether a player may look at the faces of the cards in a zone ("look_trash"; the hand
# is asked of its owner, "look_own_hand", or of another player, "look_others_hand").
PUBLIC_LOOKS = ("look_trash", "look_banishment", "look_champion_zone")


def _information(question: Question, text: str, *subjects: str) -> Check:
    """``text`` for the ``information`` query about one of ``subjects``."""
    return held(text) if asks(question, "information", *subjects) else SKIP


@predicate
def information_hand_cards_private(situation: GameState, question: Question) -> Check:
    """The cards in a player's hand are Private Information."""
    return _information(question, "The cards in a hand are Private Information.", "hand_cards")


@predicate
def information_hand_count_public(situation: GameState, question: Question) -> Check:
    """The number of cards in a player's hand is Public Information."""
    text = "The number of cards in a hand is Public Information."
    return _information(question, text, "hand_count")


@predicate
def information_trash_public(situation: GameState, question: Question) -> Check:
    """The cards in a player's trash are Public Information."""
    text = "The cards in a trash are Public Information."
    return _information(question, text, "trash_cards", "look_trash")


@predicate
def information_banishment_public(situation: GameState, question: Question) -> Check:
    """The cards in a player's banishment are Public Information."""
    text = "The cards in banishment are Public Information."
    return _information(question, text, "banishment_cards", "look_banishment")


@predicate
def information_champion_zone_public(situation: GameState, question: Question) -> Check:
    """The cards in a player's Champion Zone are Public Information."""
    text = "The cards in a Champion Zone are Public Information."
    return _information(question, text, "champion_zone_cards", "look_champion_zone")


@predicate
def information_chain_public(situation: GameState, question: Question) -> Check:
    """Cards and abilities on the chain are Public Information."""
    text = "Cards and abilities on the chain are Public Information."
    return _information(question, text, "chain_cards")


@predicate
def information_main_deck_secret(situation: GameState, question: Question) -> Check:
    """A Main Deck is face-down and its order Secret: no player looks through it."""
    text = (
        "The Main Deck is face-down and the order of its cards is Secret Information, which "
        "no player may know: no player, its owner included, may look through it unless an "
        "effect says so."
    )
    return _information(question, text, "main_deck_cards", "look_main_deck")


@predicate
def information_rune_deck_secret(situation: GameState, question: Question) -> Check:
    """A Rune Deck is face-down and its order Secret: no player looks through it."""
    text = (
        "The Rune Deck is face-down and the order of its runes is Secret Information, which "
        "no player may know: no player, its owner included, may look through it unless an "
        "effect says so."
    )
    return _information(question, text, "rune_deck_cards", "look_rune_deck")


@predicate
def information_base_public(situation: GameState, question: Question) -> Check:
    """Permanents and runes in bases are Public Information."""
    text = "Permanents and runes in bases are Public Information."
    return _information(question, text, "base_cards")


@predicate
def information_battlefield_public(situation: GameState, question: Question) -> Check:
    """Battlefields and the permanents at battlefields are Public Information."""
    text = "Battlefields and the permanents at battlefields are Public Information."
    return _information(question, text, "battlefield_cards")


@predicate
def information_trash_unordered(situation: GameState, question: Question) -> Check:
    """The cards in a trash are unordered: their sequence does not matter, and they may be
    reorganized."""
    text = "The cards in a trash are unordered: their sequence does not matter."
    return _information(question, text, "reorder_trash")


@predicate
def information_banishment_unordered(situation: GameState, question: Question) -> Check:
    """The cards in a banishment are unordered: their sequence does not matter, and they may
    be reorganized."""
    text = "The cards in a banishment are unordered: their sequence does not matter."
    return _information(question, text, "reorder_banishment")


@predicate
def information_hand_unordered(situation: GameState, question: Question) -> Check:
    """The cards in a hand are unordered: their sequence does not matter, and they may be
    reorganized."""
    text = "The cards in a hand are unordered: their sequence does not matter."
    return _information(question, text, "reorder_hand")


@predicate
def information_public_any_player_looks(situation: GameState, question: Question) -> Check:
    """Any player may look at the faces of cards that are Public Information."""
    text = "Any player may look at the faces of cards that are Public Information."
    return _information(question, text, *PUBLIC_LOOKS)


@predicate
def information_hand_owner_looks(situation: GameState, question: Question) -> Check:
    """A player may look at the cards in their own hand, Private Information."""
    text = "Only the owner of Private Information, such as their hand, may look at it."
    return _information(question, text, "look_own_hand")


@predicate
def information_hand_others_dont_look(situation: GameState, question: Question) -> Check:
    """No player but its owner may look at a hand, unless the owner chooses to show it."""
    text = (
        "Only the owner of the cards in a hand may look at them, unless they choose to show them."
    )
    return _information(question, text, "look_others_hand")


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


# --- deal, heal: damage marked on units, and cleared --------------------------------------


def bonus_applied(action: GameAction) -> int:
    """The Bonus Damage a deal action adds to each of its targets: its instances summed and
    applied once; none when the sum would be negative, or when no damage is dealt."""
    total = sum(action.bonus)
    return total if total > 0 and action.amount >= 1 else 0


def dealt_amount(action: GameAction) -> int:
    """The damage a deal action deals to each target: its amount and its Bonus Damage."""
    return action.amount + bonus_applied(action)


@step
def bonus_damage_applied(state: GameState, doing: Doing) -> Stepped:
    """Bonus Damage granted to a deal action increases the damage it deals: all instances
    are summed and applied once, to each target separately; Bonus Damage that would be
    negative is not applied, and none applies where no damage is dealt."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action != "deal" or not action.bonus:
        return unchanged(state)
    total = sum(action.bonus)
    summed = f" ({' + '.join(map(str, action.bonus))}, summed)" if len(action.bonus) > 1 else ""
    if action.amount < 1:
        if doing.stated("bonus_damage.needs_dealt_damage"):
            return unchanged(state)  # that rule's step says so
        text = "Whether Bonus Damage applies to a deal of no damage is not stated by these rules."
        return unchanged(state, Event(text, UNMODELLED, action.cards))
    if total <= 0:
        text = (
            f"The Bonus Damage{summed} would be {total}: Bonus Damage only ever increases the "
            f"damage, so none is applied and each unit is dealt {action.amount}."
        )
        return unchanged(state, Event(text, "bonus damage", action.cards, happened=False))
    each = "each of them" if len(action.cards) > 1 else action.cards[0]
    text = (
        f"{total} Bonus Damage{summed} is added to the {action.amount} dealt: "
        f"{dealt_amount(action)} to {each}."
    )
    return unchanged(state, Event(text, "bonus damage", action.cards, change=False))


@step
def bonus_damage_needs_dealt_damage(state: GameState, doing: Doing) -> Stepped:
    """If no damage is dealt, Bonus Damage does not apply."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action != "deal" or not action.bonus:
        return unchanged(state)
    if action.amount >= 1:
        text = f"Damage is dealt ({action.amount}): Bonus Damage granted to it can apply."
        return unchanged(state, Event(text, "", action.cards, change=False))
    text = f"No damage is dealt ({action.amount}), so the Bonus Damage does not apply."
    return unchanged(state, Event(text, "bonus damage", action.cards, happened=False))


@step
def prevent_replaces_damage(state: GameState, doing: Doing) -> Stepped:
    """Preventing damage is a delayed replacement: the next damage that would be dealt to the
    unit it chose is replaced by that damage less the Prevent Value left (all of it for
    "prevent it"); damage all prevented is not dealt at all. The value left is tracked, and
    at 0 the prevention expires."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action != "deal" or not doing.version:
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        if state.unit(name) is None or not guarding(state, name, doing.version):
            continue
        if bonus_applied(action) and not doing.stated("bonus_damage.prevented_with_total"):
            text = (
                f"Whether the prevention of damage to {name} counts the Bonus Damage in the "
                "damage it reduces is not stated by these rules."
            )
            events.append(Event(text, UNMODELLED, (name,)))
            continue
        prevented = prevent_damage(state, name, dealt_amount(action), doing.version)
        state = prevented.state
        events.extend(prevented.events)
        unit = state.unit(name)  # read after the prevention: its state may hold a new Unit
        if not prevented.left or unit is None:
            continue
        hurt = unit.marked(prevented.left, action.by)
        state = replace(state, units=tuple(hurt if u is unit else u for u in state.units))
        text = (
            f"{name} is dealt {prevented.left}, the damage left: {hurt.damage} damage marked on it."
        )
        events.append(Event(text, "damaged", (name,), action="deal", by=action.by))
    return Stepped(state, tuple(events))


@step
def deal_marks_damage(state: GameState, doing: Doing) -> Stepped:
    """Dealing damage marks the amount on each unit separately; only units are dealt
    damage, and only valid damage (1 or more) is dealt."""
    amount = dealt_amount(doing.action) if isinstance(doing.action, GameAction) else 0
    prevented = {e.subjects[0] for e in doing.events if e.kind == "prevented" and e.happened}
    if prevented and isinstance(doing.action, GameAction):  # the prevention dealt what was left
        cards = tuple(c for c in doing.action.cards if c not in prevented)
        doing = replace(doing, action=replace(doing.action, cards=cards))
    stepped = _perform(
        state,
        doing,
        "deal",
        "damaged",
        lambda t: (
            "is not a unit: only units are dealt damage"
            if not isinstance(t, Unit)
            else f"would be dealt {amount}, which is not valid damage (1 or more)"
            if amount < 1
            else ""
        ),
        lambda t: _dealt(t, amount, doing),
        lambda t: f"{t.name} is dealt {amount}: {getattr(t, 'damage', 0)} damage marked on it.",
    )
    return Stepped(stepped.state, (*stepped.events, *_lethal_unsettled(stepped, doing)))


def _dealt(thing: Unit | Gear, amount: int, doing: Doing) -> Unit | Gear:
    """``thing`` with ``amount`` damage marked on it, and, when the deal is a spell's or an
    ability's instruction, that spell or ability and the player responsible for the deal
    noted (kill.attributed_in_cleanup)."""
    if not isinstance(thing, Unit):
        return thing
    action = doing.action
    dealt = thing.marked(amount, action.by if isinstance(action, GameAction) else "")
    if isinstance(action, GameAction) and action.source:
        dealt = replace(dealt, dealt_by=(*thing.dealt_by, (action.source, action.by)))
    return dealt


def _lethal_unsettled(stepped: Stepped, doing: Doing) -> list[Event]:
    """What the engine can't follow after damage is marked: whether it is lethal when the
    unit's Might is more than printed, and a lethally damaged unit's Deathknell."""
    events: list[Event] = []
    for event in stepped.events:
        unit = stepped.state.unit(event.subjects[0]) if event.happened and event.subjects else None
        if unit is None or event.kind != "damaged":
            continue
        if might_changed(stepped.state, unit):
            why = f"Whether the damage on {unit.name} is lethal turns on its Might with its buffs"
            events.append(
                Event(f"{why} and effects, which the cleanup does not work out.", UNMODELLED)
            )
    return events


@step
def heal_clears_damage(state: GameState, doing: Doing) -> Stepped:
    """Healing clears the damage marked on units."""
    return _perform(
        state,
        doing,
        "heal",
        "healed",
        lambda t: (
            "is not a unit: only units are healed"
            if not isinstance(t, Unit)
            else "has no damage to clear"
            if not t.damage
            else ""
        ),
        lambda t: t.healed() if isinstance(t, Unit) else t,
        lambda t: f"{t.name} is healed: its damage is cleared.",
    )


# --- limited and discretionary actions: what a player may do at will ---------------------

# The game actions a query asks about (``at_will``): Limited Actions, which a player takes
# only when an effect, a cost or the turn has them, and Discretionary Actions, which they
# may take at any time in their own turn's Neutral Open State. Each has its own fact,
# holding for its own action and failing for one of the other kind.
LIMITED_ACTIONS = (
    "draw",
    "exhaust",
    "ready",
    "recycle",
    "deal",
    "heal",
    "discard",
    "stun",
    "counter",
    "buff",
    "banish",
    "kill",
    "channel",
    "burn_out",
    "burn",
    "move",
    "reveal",
    "add",
    "double",
    "swap",
    "attach",
    "detach",
    "predict",
    "prevent",
    "replace",
    "create",
    "empower",
    "disempower",
    "skip",
    "pay",
)
DISCRETIONARY_ACTIONS = ("play", "hide", "standard_move")


def _at_will(action: str, limited: bool) -> Predicate:
    others = DISCRETIONARY_ACTIONS if limited else LIMITED_ACTIONS
    kind = "Limited" if limited else "Discretionary"

    def check(situation: GameState, question: Question) -> Check:
        if asks(question, "at_will", action):
            if not limited and not _own_neutral_open(situation):
                return SKIP  # discretionary_action.own_neutral_open says no
            return held(f"{action.replace('_', ' ').capitalize()} is a {kind} Action.")
        if asks(question, "at_will", *others):
            other = _subject(question).replace("_", " ")
            return failed(f"{other.capitalize()} is not a {kind} Action.")
        return SKIP

    prefix = "limited_action" if limited else "discretionary_action"
    check.__name__ = f"{prefix}_{action}"
    check.__doc__ = (
        f"{action.replace('_', ' ').capitalize()} is a Limited Action: never taken at will."
        if limited
        else f"{action.replace('_', ' ').capitalize()} is a Discretionary Action: taken at "
        "will in the player's own Neutral Open turn."
    )
    return predicate(check)


def _own_neutral_open(situation: GameState) -> bool:
    """It is the asker's ("can I ... at will?") turn, in a Neutral Open State of their Main
    Phase (where the turn player has Priority)."""
    return (
        situation.turn == "you"
        and situation.turn_state == "Neutral Open"
        and situation.phase == "main"
    )


@predicate
def discretionary_action_own_neutral_open(situation: GameState, question: Question) -> Check:
    """A Discretionary Action is taken at will only in the player's own turn's Neutral Open
    State: on another player's turn, in a showdown or with something on the chain, not.
    Hiding keeps its own timing in a Showdown Open State (hide_own_turn_open_state)."""
    if not asks(question, "at_will", *DISCRETIONARY_ACTIONS):
        return SKIP
    action = _subject(question).replace("_", " ")
    if situation.turn != "you":
        return held(f"It is {possessive(situation.turn)} turn: {action} is not taken at will.")
    state = situation.turn_state
    if state == "Showdown Open" and action == "hide":
        return SKIP  # a card is hidden on its player's turn in any Open State
    if state != "Neutral Open":
        return held(
            f"It is a {state} State, not Neutral Open: {action} is not taken at will (by "
            "default: a card's Action or Reaction gives it other timings)."
        )
    if situation.phase != "main":
        return SKIP  # outside the Main Phase the turn player has no Priority: not this rule
    return failed(
        f"It is your turn in a Neutral Open State: the timing allows {action} "
        "(its conditions and costs still apply)."
    )


@predicate
def hide_own_turn_open_state(situation: GameState, question: Question) -> Check:
    """A card is hidden on its player's own turn during an Open State, a Showdown Open one
    included, by the player with Priority (in a showdown, the one with Focus)."""
    if not asks(question, "at_will", "hide"):
        return SKIP
    missed = hide_timing_missed(situation, "you")
    if missed is not None:
        return failed(missed)
    return held(
        f"It is your turn in a {situation.turn_state} State and you have Priority: "
        "you may hide a card then."
    )


for _action in LIMITED_ACTIONS:
    _at_will(_action, limited=True)
for _action in DISCRETIONARY_ACTIONS:
    _at_will(_action, limited=False)
