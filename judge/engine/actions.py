"""Actions as data: what a player or the game does, applied in order to a game state.

A move, a play, a hide, a recall and a pass of priority are also questions ("is this legal
now?"), so their records live in ``judge.engine.questions``; the actions here are the
game's own procedures. ``judge.engine.play_out`` applies any of them (docs/scenarios.md, "Actions").
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.questions import Activate, Hide, Move, PassPriority, Play, Recall
from judge.engine.state import Place


@dataclass(frozen=True)
class Cleanup:
    """A cleanup: its steps in order, repeated while one changes the state. Once one has
    completed, what follows it is decided with ``special`` (the special cleanup it was:
    "combat", "end of turn"; "" for a normal one) and ``changed`` (whether it changed the
    game)."""

    kind: str = "cleanup"
    special: str = ""
    changed: bool = False


@dataclass(frozen=True)
class Resolve:
    """The newest finalized chain item resolves."""

    kind: str = "resolve"


@dataclass(frozen=True)
class CombatResolution:
    """The resolution step of a combat after its damage is dealt; ``arrives``: units put at
    its battlefield by what resolves after its combat cleanup (a Deathknell), before the
    result is determined."""

    battlefield: str = ""
    arrives: tuple[str, ...] = ()
    kind: str = "combat_resolution"


@dataclass(frozen=True)
class TriggerAbility:
    """The condition of a triggered ability that ``by`` controls is met (the scenario does
    not say what met it): the ability goes on the chain."""

    ability: str
    by: str
    optional: bool = False
    cost: str = ""
    kind: str = "trigger"


@dataclass(frozen=True)
class Finalize:
    """The pending chain items are finalized, oldest first; their controllers decline the
    optional or costed triggered abilities named in ``decline``."""

    decline: tuple[str, ...] = ()
    kind: str = "finalize"
    # What pending items of the card list choose as they are finalized: (item, targets).
    choose: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class GameAction:
    """A game action an effect has ``by`` perform (``action``, docs/scenarios.md "Actions"):
    on units or gear on the board (``stun``, ``buff``, ``exhaust``, ``ready``, ``deal``
    ``amount`` damage, ``heal``, ``kill``), on cards in any zone (``discard``, ``recycle``,
    ``banish``), on chain items (``counter``), or on their own decks (``draw``, ``burn``,
    ``channel`` ``amount`` cards or runes, ``reveal`` ``amount`` from the Main Deck's top;
    ``opponent``: the one they choose to gain a Burn Out's point), or on their points
    (``gain_points``, ``lose_points`` ``amount``) or XP
    (``gain_xp``, ``spend_xp`` ``amount``).
    ``cards`` names what it is performed on, in the order given; a ``discard`` with an
    ``amount`` and no ``cards`` discards that many, chosen by ``by``, and a ``recycle``
    with an ``amount`` recycles that many from ``zone``; an ``attach`` attaches the gear
    ``cards`` to the unit ``to``, a ``detach`` detaches them; a ``replace`` creates the
    token ``token`` in the place of ``cards``, a ``swap`` swaps the Might of the two units
    ``cards``, a ``swap_back`` swaps the token ``cards``
    back for the card it replaced; a ``create`` creates the unit or gear token ``token``
    (``to``: ``unit`` or ``gear``) at ``place``, the effect's or, ``chosen``, its creator's.
    ``source`` names the spell or ability whose instruction it is ("" when the scenario
    does not say). ``judge.engine.play_out.carry_out`` carries it out."""

    action: str
    cards: tuple[str, ...]
    by: str
    amount: int = 0
    opponent: str | None = None
    source: str = ""
    kind: str = "game_action"
    minimum: int | None = None  # a "give" Might change's limit ("to a minimum of 1")
    duration: str = ""  # how long a "give" lasts ("this turn")
    bonus: tuple[int, ...] = ()  # a deal's instances of Bonus Damage (bonus_damage.applied)
    # the zone a "Recycle X from [Zone]" (an amount, no cards) takes from; a reveal's
    # "hand" ("Reveal your hand"), "" for the top of the Main Deck
    zone: str = ""
    to: str = ""  # an ``attach``'s unit (the new Top-Most Card); a ``move``'s destination
    # A ``spend_xp``: the XP paid as a cost (True) or spent by an effect's instruction
    # (False); None when not said.
    as_cost: bool | None = None
    token: str = ""  # the token a ``replace`` or a ``create`` creates
    # A ``create``'s place, and whether its creator chose it (the effect named none).
    place: Place | None = None
    chosen: bool = False
    enters: str = ""  # how what a ``channel`` puts on the board enters it: "exhausted"


@dataclass(frozen=True)
class Concede:
    """``player`` concedes: they are removed from the game in progress, and what follows
    (a win, or the Removal of a Player while the game continues) is the conceding facts'."""

    player: str
    kind: str = "concede"


@dataclass(frozen=True)
class Proceed:
    """Play proceeds: nothing is on the chain and the turn player takes no more actions, so
    the current phase or step ends and the next begins, on through the turn order, until
    something is on the chain or a Main Phase begins."""

    kind: str = "proceed"


@dataclass(frozen=True)
class CombatDamage:
    """The combat damage step of the combat in progress: each side's damage assigned as
    ``assign`` says (damage by unit name), or as the rules force where it says nothing,
    then dealt."""

    assign: tuple[tuple[str, int], ...] = ()
    kind: str = "combat_damage"


# The steps of a deal that apply the Bonus Damage granted to it (GameAction.bonus).
BONUS_DAMAGE = ("bonus_damage.needs_dealt_damage", "bonus_damage.applied")
# What each game action (``GameAction.action``) carries out, step by step.
OUTSTANDING = "cleanup.outstanding"  # last: whether what it did makes a cleanup outstanding
# What a unit leaving the board for a zone off it no longer carries (124.1's temporary
# modifications and statuses), said before it leaves, while it is still there to read.
LEAVING_BOARD_STEPS = (
    "leave_board.modifications_cleared",
    "leave_board.statuses_cleared",
    "leave_board.new_object",
)
# Steps a card's instruction runs where the version states them and leaves out where it does
# not: those that only say what a unit leaving the board no longer carries, and a replaced
# kill's Deathknell put on the chain and removed (v1.4 only).
OPTIONAL_STEPS = (*LEAVING_BOARD_STEPS, "deathknell.removed_after_kill")
# The game actions that take a unit from the board to a zone off it.
LEAVING_BOARD_ACTIONS = ("kill", "banish", "recycle")
GAME_ACTIONS = {
    "stun": ("stun.once", OUTSTANDING),
    "empower": ("empower.binary",),
    "disempower": ("disempower.removes_status",),
    "buff": ("buff.once", OUTSTANDING),
    "spend": ("buff.spend", OUTSTANDING),
    "exhaust": ("exhaust.once", OUTSTANDING),
    "ready": ("ready.once", "trigger.when_readied", OUTSTANDING),
    "deal": (
        *BONUS_DAMAGE,
        "prevent.replaces_damage",
        "deal.marks_damage",
        "replacement.delayed_next_time",
    ),
    "heal": ("heal.clears_damage",),
    "draw": ("draw.from_main_deck", "burn_out.performed", "burn_out.repeated"),
    "burn": (
        "burn.from_main_deck",
        "replacement.seen_from_deck",
        "burn_out.performed",
        "burn_out.repeated",
    ),
    "channel": (
        "channel.from_rune_deck",
        "channel.as_many_as_possible",
        "channel.enters_as_effect_says",
    ),
    "discard": ("discard.from_hand", "discard.as_many_as_possible"),
    "recycle": (
        "keyword.effects_end_leaving_board",
        *LEAVING_BOARD_STEPS,
        "detach.order_by_host_controller",  # before its units leave the board
        "recycle.to_bottom",
        "gear.detaches_when_host_dies",
        "recycle.as_many_as_possible",
        "token.ceases_to_exist",
    ),
    "banish": (
        "deathknell.when_dies",
        "buff.removed_leaving_board",
        "keyword.effects_end_leaving_board",
        *LEAVING_BOARD_STEPS,
        "detach.order_by_host_controller",  # before its units leave the board
        "banish.to_banishment",
        "gear.detaches_when_host_dies",
        "token.ceases_to_exist",
        OUTSTANDING,
    ),
    "kill": (
        "passive.active_on_board",
        "passive.facedown_inactive",
        "replacement.death_replaced",
        "replacement.delayed_next_time",
        "deathknell.removed_after_kill",
        "deathknell.when_dies",
        "buff.removed_leaving_board",
        "keyword.effects_end_leaving_board",
        *LEAVING_BOARD_STEPS,
        "kill.to_trash",
        "kill.attributed",
        "detach.order_by_host_controller",
        "gear.detaches_when_host_dies",
        "token.ceases_to_exist",
        "trigger.another_unit_dies",
        OUTSTANDING,
    ),
    "give": ("carry_out.give_might", "mighty.becomes"),
    "counter": (
        "trigger.play_on_completion",  # first, while the countered spell is on the chain
        "counter.clears_from_chain",
        "flow.banish_instead",
        "counter.to_trash",
        OUTSTANDING,
    ),
    "attach": ("attach.to_host",),
    "detach": ("detach.from_host",),
    "replace": ("replace.token_in_place", "replace.to_banishment", "replace.replaced_token_ceases"),
    "swap_back": ("swap_back.original_returns",),
    "create": ("create.location",),
    "reveal": ("reveal.top_of_main_deck", "reveal.whole_zone", "replacement.seen_from_deck"),
    "swap": ("swap.might_reversed",),
    "gain_points": ("points.gain_barred", "points.gained_by_effect"),
    "lose_points": ("points.lost_not_below_zero",),
    "gain_xp": ("xp.gained",),
    "spend_xp": ("xp.spend_unpaid_cost", "xp.spend_as_much_as_possible", "xp.spent"),
}


Action = (
    Move
    | Play
    | Activate
    | Recall
    | Hide
    | Cleanup
    | PassPriority
    | Resolve
    | CombatResolution
    | TriggerAbility
    | Finalize
    | GameAction
    | Proceed
    | CombatDamage
    | Concede
)


def describe(action: Action) -> str:
    """The action in a few words, for ``--explain`` and JSON ("standard move: Jax to base")."""
    if isinstance(action, Move):
        where = ", ".join(
            f"{unit} to {place.label()}"
            for unit, place in zip(action.units, action.to, strict=True)
        )
        by = f" ({action.card}, played by {action.actor})" if action.card else ""
        return f"{action.kind.replace('_', ' ')}: {where}{by}"
    if isinstance(action, Play):
        where = "" if action.card.type == "spell" else f" to {action.to.label()}"
        return f"play: {action.card.name}{where} by {action.actor}"
    if isinstance(action, Activate):
        source = f" of {action.source}" if action.source else ""
        return f"activate: {action.ability}{source} by {action.actor}"
    if isinstance(action, Hide):
        return f"hide: {action.card.name} at {action.at} by {action.actor}"
    if isinstance(action, Recall):
        return f"recall: {', '.join(action.cards)}"
    if isinstance(action, PassPriority):
        return f"pass priority{f' ({action.player})' if action.player else ''}"
    if isinstance(action, TriggerAbility):
        return f"trigger: {action.ability} ({action.by})"
    if isinstance(action, Finalize):
        declined = f" ({', '.join(action.decline)} declined)" if action.decline else ""
        return f"finalize the pending chain items{declined}"
    if isinstance(action, GameAction):
        amount = f" {action.amount}" if action.amount else ""
        cards = f": {', '.join(action.cards)}" if action.cards else ""
        whole = " their hand" if action.action == "reveal" and action.zone == "hand" else ""
        exhausted = " exhausted" if action.enters else ""
        return f"{action.action}{amount}{whole}{exhausted}{cards} ({action.by})"
    if isinstance(action, CombatResolution):
        return f"combat resolution{f' at {action.battlefield}' if action.battlefield else ''}"
    if isinstance(action, Proceed):
        return "play proceeds to the next phase"
    if isinstance(action, Concede):
        return f"concede: {action.player}"
    if isinstance(action, CombatDamage):
        given = ", ".join(f"{amount} to {unit}" for unit, amount in action.assign)
        return f"combat damage{f' ({given})' if given else ''}"
    return action.kind
