"""The game state: players, zones, the board, the turn, the chain, showdowns and combats.

Everything here is data, in plain frozen dataclasses; what the rules say about it lives in
``judge/engine/predicates`` (is an action legal?) and ``judge/engine/steps`` (what an action or
a cleanup changes). Objects are referred to by name, as a judge at the table would
(docs/scenarios.md): a name means one card, so ``GameState.permanent`` finds the object
itself. A state is never changed in place: ``dataclasses.replace`` makes the next.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from judge.records import replace

BASE = "base"
BATTLEFIELD = "battlefield"
LEGEND_ZONE = "legend zone"
# Each mode's Victory Score and Battlefield Count (the Modes of Play chapter).
VICTORY_SCORE = {"1v1": 8, "2v2": 11, "ffa3": 8, "ffa4": 8}
BATTLEFIELD_COUNT = {"1v1": 2, "2v2": 3, "ffa3": 3, "ffa4": 3}


@dataclass(frozen=True)
class Place:
    """A location on the board: a player's base or a battlefield."""

    kind: str  # BASE or BATTLEFIELD
    name: str  # the battlefield's name, or the player whose base it is

    @property
    def is_base(self) -> bool:
        return self.kind == BASE

    @property
    def is_battlefield(self) -> bool:
        return self.kind == BATTLEFIELD

    def label(self) -> str:
        if self.is_battlefield:
            return self.name
        return "your base" if self.name == "you" else f"{self.name}'s base"


@dataclass(frozen=True)
class CardRule:
    """One line of card text that changes a rule ("units can't move from here to base")."""

    effect: str  # "can" or "can't"
    action: str  # "move", "standard_move" or "play"
    origin: str = "anywhere"  # "here", "base", "battlefield", "anywhere"
    destination: str = "anywhere"
    card: str = ""  # the card carrying the text, for the answer
    here: Place | None = None  # what "here" means for this text
    # "all", "yours", "friendly", "enemy": whose units or plays it means; on a unit, "all" is
    # the unit's own ("I can't move to base."), "every" every unit's ("Units can't move to
    # base.", read from a real card's text)
    affects: str = "all"
    speaker: str | None = None  # "you" of the text: the controller of the card carrying it

    def speaks_of(self, player: str, teammates: frozenset[str]) -> bool:
        """Whether the text means ``player``'s units (or plays): "your units" are the
        speaker's, "friendly" ones also their teammates', "enemy" ones everybody else's. Text
        with no speaker (an uncontrolled battlefield) means no one but where it says all."""
        if self.affects in ("all", "every"):
            return True
        if self.speaker is None:
            return False
        friendly = player == self.speaker or player in teammates
        if self.affects == "yours":
            return player == self.speaker
        return friendly if self.affects == "friendly" else not friendly

    @property
    def forbids(self) -> bool:
        return self.effect == "can't"

    def describe(self) -> str:
        whose = {
            "all": "",
            "every": "",
            "yours": "your ",
            "friendly": "friendly ",
            "enemy": "enemy ",
        }
        words = f"{self.card}: {whose[self.affects]}units {self.effect} "
        words += self.action.replace("_", " ")
        if self.origin != "anywhere":
            words += f" from {self.origin}"
        if self.destination != "anywhere":
            words += f" to {self.destination}"
        return words


@dataclass(frozen=True)
class Trigger:
    """A triggered ability on a unit ("When I move, ..."): the event it waits for (about the
    unit itself: ``move``, ``move to a battlefield``, ``conquer``, ``play`` for "When you
    play me", ``attack`` and
    ``defend`` for "When I attack" and "When I defend"; about its
    controller: ``spell`` for "When you play a spell", ``another_dies`` for "When another
    unit you control dies", ``chosen`` for "When you choose me": a spell its controller
    plays chooses it), its words for the answer, whether its effect starts with "you
    may" (``optional``), the cost its instructions start with, how many times it has been
    performed this turn (``performed``), and, for one compiled from the card list, what of
    it the engine does not model (``unmodelled``: whether it triggers; ``effect_unread``:
    only what it does)."""

    when: str
    ability: str = ""
    optional: bool = False
    cost: str = ""
    performed: int = 0  # times it has already been performed this turn
    unmodelled: str = ""  # why whether it triggers is not decided ("" when it is)
    effect_unread: str = ""  # words of its effect not compiled: what it does is not modelled
    needs: str = ""  # a status it has the ability only with ("Empowered": "[Empowered][>] ...")
    effect: str = ""  # its effect's text when compiled whole and carried out ("When you play me")


@dataclass(frozen=True)
class MightEffect:
    """An effect on a unit's Might (judge/engine/layering.py): ``set`` ("its Might becomes
    N"), ``add`` (+N or -N, optionally "to a maximum/minimum of"), ``increase_to`` ("its
    Might is increased to N"), ``double``, or ``keywords_while_mighty`` ("While I'm Mighty,
    I have ..."); ``passive`` when a passive ability gives it; ``timestamp`` orders the
    effects by when they began applying (None: not given). ``origin`` marks what the
    engine adds itself: a unit's Buff counters, an attached card's Might bonus; ``duration``
    "this turn" one that expires at the end of the turn. An effect carried out as a spell
    resolves began applying after every effect the unit had then (``given_after``), and a
    limited one keeps ``limited_to``, the amount it was limited to as it was applied."""

    source: str
    kind: str
    amount: int = 0
    maximum: int | None = None
    minimum: int | None = None
    passive: bool = False
    timestamp: int | None = None
    keywords: tuple[str, ...] = ()
    origin: str = ""
    duration: str = ""  # "this turn": it expires at the end of the turn
    given_after: bool = False  # it began applying after every effect without a timestamp
    limited_to: int | None = None  # the amount its limit gave as it was applied

    @property
    def limited(self) -> bool:
        return self.maximum is not None or self.minimum is not None


@dataclass(frozen=True)
class KeywordEffect:
    """An effect that grants a unit keywords (``keywords``) or removes keywords from it
    (``removed``), named by its ``source``; ``this_turn`` when the effect says it lasts this
    turn, else it says no duration and lasts as long as the unit stays on the board."""

    source: str
    keywords: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    this_turn: bool = False


@functools.lru_cache(maxsize=1024)
def battlefield_place(name: str) -> Place:
    """The place of the battlefield named ``name``: one record per name, not one each time a
    step asks where a battlefield is (many times in every cleanup)."""
    return Place(BATTLEFIELD, name)


@dataclass(frozen=True)
class Battlefield:
    """A battlefield in play: who controls it, who contests it, its text."""

    name: str
    controller: str | None = None
    contested_by: str | None = None
    staged: frozenset[str] = frozenset()
    text: tuple[CardRule, ...] = ()
    ability_controller: str | None = None  # a player its abilities indicate controls them

    @property
    def place(self) -> Place:
        return battlefield_place(self.name)


@dataclass(frozen=True)
class CombatSource:
    """A unit of the side that dealt a unit its combat damage, a source of that damage (all
    the units of that side, a stunned one among them: 417.6.c.1), with its controller."""

    unit: str
    controller: str


@dataclass(frozen=True)
class Unit:
    """A unit on the board: its controller, where it is and its condition."""

    name: str
    controller: str
    at: Place
    exhausted: bool | None = None  # None: not given; derived from how it entered
    damage: int = 0
    might: int | None = None
    keywords: frozenset[str] = frozenset()
    played_this_turn: bool = False
    # who played it this turn, when said; None: its controller while it is still its owner's
    played_by: str | None = None
    # Accelerate's cost paid as it was played; None: not given (false unless its printed
    # Accelerate leaves it open: ``entered_ready``)
    accelerated: bool | None = None
    text: tuple[CardRule, ...] = ()
    owner: str = ""  # "" means the controller
    stunned: bool = False
    empowered: bool = False  # the Empowered status (a game effect Empowered it)
    buffs: int = 0
    designation: str | None = None  # "attacker" or "defender" during a combat
    triggers: tuple[Trigger, ...] = ()
    assault: int = 0  # its Assault value, summed over every source (0: the keyword's 1)
    shield: int = 0  # its Shield value, likewise
    hunt: int = 0  # its Hunt Value, likewise
    might_effects: tuple[MightEffect, ...] = ()  # layers: what applies to its Might
    keyword_effects: tuple[KeywordEffect, ...] = ()  # effects granting or removing keywords
    deflect: tuple[int, ...] = ()  # the Deflect Value of each instance of Deflect it has
    tags: frozenset[str] | None = None  # its tags, lower case ("mech"); None: not given
    token: bool = False  # a token, not a card (a spell or ability created it)
    # a token a Replace created: the cards and tokens it replaced, the earliest first
    replaced: tuple[str, ...] = ()
    # The spells and abilities that dealt it damage since the last cleanup, each with the
    # player responsible for that deal (kill.attributed_in_cleanup), and, apart from them,
    # the units that were the sources of the combat damage dealt to it
    # (kill.attributed_in_combat_cleanup): only combat damage fills that one. Bookkeeping for
    # whom a kill is attributed to, not a change of the game: it does not make a cleanup repeat.
    dealt_by: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    combat_dealt_by: tuple[CombatSource, ...] = field(default=(), compare=False)
    # Whose damage is marked on it: each player responsible for a deal that marked damage
    # on it, with the amount, kept while the damage stays (a heal removes it all). Damage
    # the situation gives is no one's known; it changes only with ``damage``.
    marked_by: tuple[tuple[str, int], ...] = field(default=(), compare=False)

    @property
    def owned_by(self) -> str:
        return self.owner or self.controller

    def marked(self, amount: int, by: str) -> Unit:
        """The unit with ``amount`` more damage marked on it by ``by`` (the player
        responsible for the deal; "" when none is named)."""
        marks = (*self.marked_by, (by, amount)) if by else self.marked_by
        return replace(self, damage=self.damage + amount, marked_by=marks)

    def healed(self) -> Unit:
        """The unit with its damage removed, and with it the record of whose it was."""
        return replace(self, damage=0, marked_by=())

    def damage_of(self, player: str) -> int:
        """How much of its damage ``player`` marked."""
        return sum(amount for by, amount in self.marked_by if by == player)

    @property
    def unattributed_damage(self) -> int:
        """Its damage no player is known to have marked (the situation gave it)."""
        return self.damage - sum(amount for _, amount in self.marked_by)

    @property
    def assault_value(self) -> int:
        """Its Assault value: as given, or 1 for the keyword without one."""
        return self.assault or int("Assault" in self.keywords)

    @property
    def shield_value(self) -> int:
        return self.shield or int("Shield" in self.keywords)

    @property
    def hunt_value(self) -> int:
        return self.hunt or int("Hunt" in self.keywords)

    @property
    def current_might(self) -> int | None:
        """Its Might, with its Assault value while it is an attacker and its Shield value
        while it is a defender (None: not given)."""
        if self.might is None:
            return None
        bonus = {"attacker": self.assault_value, "defender": self.shield_value}
        return self.might + bonus.get(self.designation or "", 0)


@dataclass(frozen=True)
class Gear:
    """A gear on the board: its controller, where it is, what it is attached to."""

    name: str
    controller: str
    at: Place
    attached_to: str | None = None
    exhausted: bool = False
    keywords: frozenset[str] = frozenset()
    owner: str = ""
    empowered: bool = False  # the Empowered status (a game effect Empowered it)
    granted: frozenset[str] = frozenset()  # of its keywords, those an effect granted, not printed
    is_unit: bool = False  # an effect made it a unit too ("becomes a unit"): not non-Unit gear
    might_bonus: int = 0  # layers: added to the Might of the unit it is attached to
    token: bool = False  # a token, not a card (a spell or ability created it)
    # a token a Replace created: the cards and tokens it replaced, the earliest first
    replaced: tuple[str, ...] = ()

    @property
    def owned_by(self) -> str:
        return self.owner or self.controller


@dataclass(frozen=True)
class Card:
    """A card off the board: in hand, described in the question, or facedown at a battlefield."""

    name: str
    controller: str
    type: str = "unit"
    keywords: frozenset[str] = frozenset()
    facedown_at: str | None = None
    # "hand", "facedown", "trash", "banishment", "main deck"; "board", "chain" or "played"
    # once an action has played it (judging.where_now)
    zone: str = "hand"
    owner: str = ""
    hidden_this_turn: bool = False  # facedown since this turn: not playable until the next
    triggers: tuple[Trigger, ...] = ()  # its triggered abilities once it is on the board
    empowered: bool = False  # a legend in the Legend Zone: the Empowered status
    token: bool = False  # a token that has just been put here (it ceases to exist at once)
    # in Banishment: the object whose linked abilities banished it ("banished with this")
    banished_with: str | None = None
    might: int | None = None  # a unit card's printed Might (None: not given)
    # its own text says enemy spells and abilities can't choose it (an invented card's; a
    # real card's text says so itself: ``judge.engine.card_list.shielded_off_board``)
    untargetable: bool = False

    @property
    def owned_by(self) -> str:
        return self.owner or self.controller


@dataclass(frozen=True)
class ChainItem:
    """A card being played or an ability on the chain, newest last in ``GameState.chain``."""

    name: str
    controller: str | None = None  # None: the scenario did not say
    kind: str = "spell"  # "spell", "unit", "gear", "activated", "triggered", "add"
    pending: bool = False
    keywords: frozenset[str] = frozenset()
    optional: bool = False  # a triggered ability whose effect starts with "you may"
    cost: str = ""  # a triggered ability's cost within instructions, paid as it is finalized
    flow: bool = False  # a spell played for its Flow cost (from the trash)
    source: str = ""  # an activated ability's source, the unit or gear it is an ability of
    # The card-text compiler (carry_out): the text of its effect, read from the card list
    # ("": not known, what it does is not modelled), the targets chosen for it in the order
    # of its instructions' choices, those that changed zones while it waited, and the objects
    # on the board whose own text says its controller can't choose them.
    effect: str = ""
    targets: tuple[str, ...] = ()
    changed_zones: tuple[str, ...] = ()
    unchoosable: tuple[str, ...] = ()
    # Where each unit it chose was as it was chosen (a choice for each location checks it).
    chosen_at: tuple[tuple[str, Place], ...] = ()
    owner: str = ""  # a card's owner, or an ability's source's ("" means its controller)
    repeat_paid: bool = False  # its player paid its Repeat cost as they played it

    @property
    def owned_by(self) -> str | None:
        return self.owner or self.controller

    @property
    def resolves_when_finalized(self) -> bool:
        """A unit, a gear or an ability that Adds resources never waits on the chain."""
        return self.kind in ("unit", "gear", "add")


# --- Costs (the card being played and what changes its cost: 353 The Process of Play) ---


@dataclass(frozen=True)
class AdditionalCost:
    """An additional cost of the card being played: resources, a non-standard cost ("kill a
    friendly unit"), or both; ``keyword`` names the keyword that gives it (Accelerate,
    Repeat), whose facts say whether it is optional and what it costs."""

    name: str
    energy: int = 0
    power: int = 0
    other: str = ""  # a non-standard cost, in words
    optional: bool = False
    paid: bool | None = True
    """An optional one: whether the player chose to pay it as the card was played; None when
    a situation does not say (judged both ways, `judging._over_optional_costs`)."""
    keyword: str = ""


@dataclass(frozen=True)
class CostModifier:
    """Something that changes the cost of cards being played, from a card its controller
    controls: play "for [Cost]" (``set``), ``ignore`` base costs, an ``increase``, a
    ``discount`` (to a ``minimum``), or ``ignore_all`` ("any and all costs")."""

    source: str
    controller: str
    # "set", "ignore", "increase", "discount", "ignore_all"; "" until read from the
    # source's card text (``card_list.with_read_cost_modifiers``)
    kind: str
    energy: int = 0
    power: int = 0
    costs: str = "both"  # set and ignore: which base costs ("energy", "power", "both")
    component: str = "total"  # "total", "additional", "optional_additional"
    minimum: int | None = None  # a discount's floor: "to a minimum of [1]"
    affects: str = "yours"  # whose plays: "yours", "friendly", "enemy", "all", "this"
    cards: str = "any"  # "spell", "unit", "gear", "any"


@dataclass(frozen=True)
class Playing:
    """The card a player is playing, in the steps where its cost is determined and paid."""

    card: str
    player: str
    type: str = "spell"
    energy: int = 0
    power: int = 0
    additional: tuple[AdditionalCost, ...] = ()
    targets: tuple[str, ...] = ()  # what it chooses as its targets, once each time chosen
    domain: str = ""  # the domain of its Power cost ("": not given)
    domains: tuple[str, ...] = ()  # the domains of a card with several (then no ``domain``)
    token: bool = False  # a token being played: it has no cost
    flow: FlowCost | None = None  # a spell with Flow: its Flow cost, and whether it is used
    cost_given: bool = True  # the situation gives its Energy or Power cost


@dataclass(frozen=True)
class FlowCost:
    """The Flow cost of a spell with Flow ("Flow [Cost]"), and whether the player plays the
    spell for it (from their trash) or, ``used`` false, for its base cost (from hand)."""

    energy: int = 0
    power: int = 0
    used: bool = True
    given: bool = True  # the situation gives the cost (else a real card's own is read)
    any_domain: bool = False  # read from its card: some of its Power is of any domain ([A])


@dataclass(frozen=True)
class Ignoring:
    """A real card's text that has players ignore a keyword while paying costs: a spell's
    own "Ignore [Deflect] while paying this spell's cost" (for its own cost only), or a
    battlefield's "Players ignore [Deflect] while paying for spells and abilities choosing
    something here" (``here``: for any card that chooses something at ``source``)."""

    source: str
    keyword: str
    here: bool = False


@dataclass(frozen=True)
class Rune:
    """A rune on the board: exhausting it adds 1 Energy, recycling it 1 Power of its domain."""

    name: str
    domain: str
    controller: str
    exhausted: bool = False


@dataclass(frozen=True)
class Pool:
    """What a player's Rune Pool holds: Energy, and Power by domain (``universal`` too)."""

    energy: int = 0
    power: tuple[tuple[str, int], ...] = ()

    def power_of(self, domain: str) -> int:
        return dict(self.power).get(domain, 0)


@dataclass(frozen=True)
class DelayedTrigger:
    """A delayed triggered ability a resolved spell or ability created, waiting for the start
    of its controller's next turn ("At the start of your next turn, draw 1")."""

    ability: str
    controller: str


@dataclass(frozen=True)
class DelayedReplacement:
    """A delayed replacement effect a resolved spell created ("The next time it would die
    this turn, ... instead"): the spell (``card``, whose own text says what it replaces),
    its controller, the unit it chose, and whether it has been applied already (``used``)."""

    card: str
    controller: str
    unit: str
    used: bool = False
    applied: bool = False  # it replaced an event just now (it ends once that is done)
    prevented: int = 0  # a prevention with a Prevent Value: the damage it prevented so far


@dataclass(frozen=True)
class ReplacementOrder:
    """The order a player chose for the replacement effects applying to one event."""

    by: str
    order: tuple[str, ...]


@dataclass(frozen=True)
class GameState:
    """The situation a question is judged in: the players, the turn, the board."""

    mode: str = "1v1"
    players: tuple[str, ...] = ("you", "opponent")
    teams: tuple[tuple[str, ...], ...] = ()
    turn: str = "you"
    # The player who took the first turn of the game, when the situation says ("" if not):
    # in FFA4 their battlefields are not used.
    first_player: str = ""
    phase: str = "main"
    showdown: str | None = None
    combat: str | None = None
    chain: tuple[ChainItem, ...] = ()
    battlefields: tuple[Battlefield, ...] = ()
    units: tuple[Unit, ...] = ()
    gear: tuple[Gear, ...] = ()
    cards: tuple[Card, ...] = field(default=())
    priority: str | None = None  # None: derived from the turn (see ``priority_player``)
    focus: str | None = None  # None: derived (see ``focus_player``)
    passed: tuple[str, ...] = ()  # players who passed in sequence since the last item was added
    scored: frozenset[tuple[str, str]] = frozenset()  # (player, battlefield) scored this turn
    # (player, battlefield) whose control that player lost (in a cleanup in an Open State) or
    # gained (as a showdown or combat ended) this turn, as the engine followed it.
    control_changed: frozenset[tuple[str, str]] = frozenset()
    # (player, battlefield) a player's team may not score this turn (2v2: their teammate
    # controlled it in the Scoring step).
    disqualified: frozenset[tuple[str, str]] = frozenset()
    # (player, battlefield) of ``scored`` the situation lists for a player of the turn player's
    # team in a mode with teams: its ``scored`` may stand for either, one scored this turn or
    # one that team may not score (a teammate controlled it in the Beginning Phase).
    scored_or_disqualified: frozenset[tuple[str, str]] = frozenset()
    # (player, battlefield) each player occupied (had units at) in this turn's Scoring step;
    # None: not known (the situation began after that step and does not say).
    occupied_at_scoring: frozenset[tuple[str, str]] | None = None
    # (player, battlefield) each player occupied at any time in this turn's Beginning Phase,
    # kept while the engine follows that phase from its start; None: not followed.
    occupied_in_beginning: frozenset[tuple[str, str]] | None = None
    points: tuple[tuple[str, int], ...] = ()
    xp: tuple[tuple[str, int], ...] = ()  # each player's XP (0 when not given)
    # Additional Turns queued after the current turn, their owners in the order the effects
    # that created them occurred (each is inserted right after the current turn, so the last
    # is taken first); and, while one is taken, the player whose turn came before them,
    # after whom turn order resumes.
    additional_turns: tuple[str, ...] = ()
    resumes_after: str | None = None
    # (player, card) cards each player played this turn that the board and the chain no
    # longer show as played this turn (a spell that resolved, a unit that left the board).
    played: frozenset[tuple[str, str]] = frozenset()
    # (player, card) cards each player finalized this turn that were then countered: they
    # count as played where the rules say a non-triggered check looks at finalized cards.
    countered: frozenset[tuple[str, str]] = frozenset()
    victory_score: int = 8  # the mode's (VICTORY_SCORE); the loader sets it
    winner: str | None = None
    # Players removed from the game in progress (a concession) while its steps run; then
    # they leave ``players``.
    removed: tuple[str, ...] = ()
    # Battlefields whose Contested status the current cleanup removed (for the step after).
    uncontested_now: frozenset[str] = frozenset()
    # Attackers were recalled in the current combat's cleanup (then the combat has no result).
    combat_recalled: bool = False
    # Units and players that have gained the Attacker or Defender designation in the current
    # combat: Attack and Defend triggers are checked once per combat, the first time.
    designated: frozenset[str] = frozenset()
    # Units of ``designated`` that have since lost their designation (they left the battlefield).
    designation_lost: frozenset[str] = frozenset()
    # Units of ``designated`` that left the board as new objects: not yet designated again.
    designation_renewed: frozenset[str] = frozenset()
    # The current combat's attacker and defender, once established.
    combatants: tuple[str, ...] = ()
    # A combat opened and its Attack and Defend triggers have not yet been added: whether
    # they created a combat chain decides if the state closes then.
    combat_opening: bool = False
    # Conquers of the current step that have not yet scored their point (player, battlefield).
    conquered: tuple[tuple[str, str], ...] = ()
    # Control established of a battlefield its player has already scored this turn.
    conquered_again: tuple[tuple[str, str], ...] = ()
    # Abilities one player triggered at once go on the chain in the order that player
    # chooses: the order chosen (chain item names, the first placed first), and the groups
    # placed in the order found because the situation chose none, (player, names).
    trigger_order: tuple[str, ...] = ()
    orders_open: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # In a cleanup, the battlefield the turn player chooses for a showdown to begin among
    # several staged (v1.3: one staged with a combat among them), and the battlefields of the
    # first such choice the situation left open (each is then judged: judge/engine/
    # cleanup_choices.py).
    showdown_choice: str | None = None
    showdown_choices_open: tuple[str, ...] = ()
    # Final points refused this turn: (player, the fact that refused it, why), so a cleanup
    # that finds nobody at the Victory Score can say what kept the player short.
    final_point_refused: tuple[tuple[str, str, str], ...] = ()
    # Costs: the card being played, and the cost modifiers in effect.
    playing: Playing | None = None
    cost_modifiers: tuple[CostModifier, ...] = ()
    # Paying costs: the runes on the board and what each player's Rune Pool holds.
    runes: tuple[Rune, ...] = ()
    pools: tuple[tuple[str, Pool], ...] = ()
    # Game actions on zones (predicates/zones.py): the cards of a Main Deck whose order
    # among themselves is random (recycled together), and the cards a draw or burn still
    # owes after the Main Deck ran out (for the Burn Out step after it).
    unordered: frozenset[str] = frozenset()
    owed_cards: int = 0
    # Real cards on the board whose own text changes Might ("Other friendly units have +2
    # Might"), which the layers do not read yet: a Might on the board is then not settled.
    might_texts: tuple[str, ...] = ()
    # Real cards of the game whose passive makes any amount of their controller's damage
    # lethal for enemy units ("Any amount of your damage is enough to kill enemy units."):
    # while one is on the board, what damage is lethal reads it (judge/engine/lethal_damage.py).
    lethal_texts: tuple[str, ...] = ()
    # The keywords a passive on the board gives a unit, as the engine applied them
    # (judge/engine/grants.py): (the unit, the keyword, the card and its words).
    passive_grants: tuple[tuple[str, str, str], ...] = ()
    # Real cards' text that has players ignore a keyword while paying costs (judging fills
    # it in from the card being played, the chain and the battlefields).
    ignoring: tuple[Ignoring, ...] = ()
    # The units the current cleanup killed for lethal damage: the combat cleanup heals all
    # units after that step, so those are not healed.
    killed_in_cleanup: tuple[str, ...] = ()
    # The units that died in the step just run, for the abilities that wait for a death.
    died_now: tuple[Unit, ...] = ()
    # The units whose death was replaced in it instead, as they were before (a replacement
    # may have taken one off the board: banished instead).
    replaced_now: tuple[Unit, ...] = ()
    # Replacement effects: the delayed ones spells created, and the order a player chose.
    delayed_replacements: tuple[DelayedReplacement, ...] = ()
    # Delayed triggered abilities waiting for the start of their controller's next turn.
    delayed_triggers: tuple[DelayedTrigger, ...] = ()
    replacement_order: ReplacementOrder | None = None
    # The chain item whose effect is being carried out as it resolves (carry_out).
    resolving: ChainItem | None = None
    # The chain item that resolved last since the last cleanup, with its controller
    # (kill.attributed_in_cleanup); bookkeeping, so it does not make a cleanup repeat.
    resolved_last: tuple[str, str] | None = field(default=None, compare=False)
    # Reflexive triggers waiting on "if this kills it" for units the effect dealt damage to:
    # (the effect's name, the units), until the cleanup that kills those with lethal damage.
    waiting_reflexive: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def chain_empty(self) -> bool:
        return not self.chain

    @property
    def open(self) -> bool:
        """No chain exists (an Open State); with a chain the turn is Closed."""
        return not self.chain

    @property
    def neutral(self) -> bool:
        """No showdown or combat is in progress (a Neutral State)."""
        return self.showdown is None and self.combat is None

    @property
    def turn_state(self) -> str:
        """One of the four states of the turn: "Neutral Open", "Showdown Closed", ..."""
        return f"{'Neutral' if self.neutral else 'Showdown'} {'Open' if self.open else 'Closed'}"

    def points_of(self, player: str) -> int:
        """A player's points; in 2v2 a team shares its points (the most either member has
        been given, so a scenario may name either)."""
        given = dict(self.points)
        return max(given.get(member, 0) for member in {player} | self.teammates(player))

    def with_points(self, player: str, total: int) -> GameState:
        """The state with ``player`` at ``total`` points; in 2v2, their team's shared points."""
        points = dict(self.points)
        team = [p for p in (player, *sorted(self.teammates(player))) if p in points]
        for member in team or [player]:
            points[member] = total
        return replace(self, points=tuple(points.items()))

    def xp_of(self, player: str) -> int:
        """A player's own XP: XP is not shared between teammates."""
        return dict(self.xp).get(player, 0)

    def with_xp(self, player: str, total: int) -> GameState:
        """The state with ``player`` at ``total`` XP, their own: XP is not shared."""
        return replace(self, xp=tuple({**dict(self.xp), player: total}.items()))

    def opponents(self, player: str) -> frozenset[str]:
        return frozenset(self.players) - {player} - self.teammates(player)

    @property
    def focus_player(self) -> str | None:
        """Who has Focus: nobody in a Neutral State; in a showdown, as given, else the player
        given priority with nothing on the chain (in a Showdown State a player gains priority
        with Focus), else the player who applied Contested where it is happening (they gain
        Focus as the showdown begins)."""
        if self.neutral:
            return None
        if self.focus is not None:
            return self.focus
        if self.priority is not None and not self.chain:
            return self.priority
        field = self.battlefield(self.combat or self.showdown or "")
        return field.contested_by if field is not None else None

    @property
    def priority_player(self) -> str | None:
        """Who has Priority, as given, else derived from the turn: the turn player in their
        Neutral Open main phase; the player with Focus in a Showdown Open state; with a
        chain, the controller of its newest item once no item is pending (nobody while items
        are being finalized)."""
        if self.pending_items:
            return None
        if self.priority is not None:
            return self.priority
        if self.chain:
            return self.chain[-1].controller
        if not self.neutral:
            return self.focus_player
        return self.turn if self.phase == "main" else None

    @property
    def pending_items(self) -> tuple[ChainItem, ...]:
        """The chain items not yet finalized, oldest first."""
        return tuple(item for item in self.chain if item.pending)

    def battlefield(self, name: str) -> Battlefield | None:
        for battlefield in self.battlefields:
            if battlefield.name == name:
                return battlefield
        return None

    def unit(self, name: str) -> Unit | None:
        for unit in self.units:
            if unit.name == name:
                return unit
        return None

    def gear_named(self, name: str) -> Gear | None:
        for item in self.gear:
            if item.name == name:
                return item
        return None

    def permanent(self, name: str) -> Unit | Gear | None:
        """The unit or gear ``name`` names: the object itself, since a name means one card in
        a situation (the loader refuses two alike, a card played under a name already used
        included)."""
        return self.unit(name) or self.gear_named(name)

    def legend(self, name: str) -> Card | None:
        """The legend ``name`` names in a Legend Zone, which is part of the board."""
        for card in self.cards:
            if card.name == name and card.zone == LEGEND_ZONE:
                return card
        return None

    def ability_source(self, name: str) -> Unit | Gear | Card | None:
        """The object on the board an activated ability named as its source is an ability
        of: a unit, a gear or a legend."""
        return self.permanent(name) or self.legend(name)

    def with_permanent(self, changed: Unit | Gear) -> GameState:
        """This state with the unit or gear of ``changed``'s name replaced by ``changed``."""
        if isinstance(changed, Unit):
            units = tuple(changed if u.name == changed.name else u for u in self.units)
            return replace(self, units=units)
        gear = tuple(changed if g.name == changed.name else g for g in self.gear)
        return replace(self, gear=gear)

    def with_card(self, changed: Card) -> GameState:
        """This state with the card off the board of ``changed``'s name replaced by it."""
        return replace(
            self, cards=tuple(changed if c.name == changed.name else c for c in self.cards)
        )

    def units_at(self, place: Place) -> tuple[Unit, ...]:
        return tuple(unit for unit in self.units if unit.at == place)

    def players_at(self, place: Place) -> frozenset[str]:
        return frozenset(unit.controller for unit in self.units_at(place))

    def occupation(self) -> frozenset[tuple[str, str]]:
        """(player, battlefield) for each battlefield where a player has units now."""
        return frozenset((u.controller, u.at.name) for u in self.units if not u.at.is_base)

    def noting_beginning_occupation(self) -> GameState:
        """This state with what is occupied now added to the Beginning Phase's record, while
        the engine follows that phase."""
        if self.phase not in ("beginning", "scoring") or self.occupied_in_beginning is None:
            return self
        return replace(self, occupied_in_beginning=self.occupied_in_beginning | self.occupation())

    def refusing_final_point(self, player: str, fact_id: str, why: str) -> GameState:
        """This state noting that the fact ``fact_id`` refused ``player`` the final point."""
        refused = (*self.final_point_refused, (player, fact_id, why))
        return replace(self, final_point_refused=refused)

    def pool(self, player: str) -> Pool:
        return dict(self.pools).get(player, Pool())

    def teammates(self, player: str) -> frozenset[str]:
        for team in self.teams:
            if player in team:
                return frozenset(team) - {player}
        return frozenset()

    @property
    def in_showdown(self) -> bool:
        """A showdown or a combat is in progress (the turn is in a showdown state)."""
        return self.showdown is not None or self.combat is not None

    @property
    def multiplayer(self) -> bool:
        return len(self.players) > 2
