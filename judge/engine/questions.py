"""The question of a scenario: an action to judge, a query about the rules, or a topic.

``kind`` is the name the facts use in their ``judges:`` list (docs/facts.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.state import Card, Place


@dataclass(frozen=True)
class Move:
    """A standard move or a move by a spell or ability."""

    kind: str  # "standard_move" or "move_effect"
    units: tuple[str, ...]
    to: tuple[Place, ...]  # one destination per unit, in the order of ``units``
    actor: str
    card: str = ""
    timing: str = "none"  # "none", "Action", "Reaction"
    destinations: frozenset[str] = frozenset({"anywhere"})

    def destination_of(self, unit: str) -> Place:
        return self.to[self.units.index(unit)]


@dataclass(frozen=True)
class PassPriority:
    """The player with priority passes it; ``player`` names them for the record."""

    player: str | None = None
    kind: str = "pass"


@dataclass(frozen=True)
class Play:
    """Playing ``card`` to ``to`` (``actor`` plays it)."""

    card: Card
    to: Place
    actor: str
    kind: str = "play"
    targets: tuple[str, ...] = ()  # what a spell chooses, in the order of its choices
    ready: bool = False  # a token the effect playing it says enters ready
    controller: str | None = None  # a token's controller the effect playing it names
    grants: tuple[str, ...] = ()  # keywords the effect playing a token grants it
    grants_this_turn: bool = False  # ... for this turn only
    by_effect: bool = False  # an effect has the player play it as it resolves
    location_by_effect: bool = False  # ... to a location the effect names ("the same location")
    repeat_paid: bool = False  # a spell whose Repeat cost the player pays as they play it
    # A real card's compiled text under the version judged (judging fills these in,
    # judge/engine/card_list.py): its spell effect, its mandatory additional costs, the
    # words of either not compiled, the cards on the board whose text limits choosing in a
    # way not read, those whose own text says enemy spells and abilities can't choose them,
    # and those of these the player can't choose (the player's opponents').
    effect: str = ""
    costs: tuple[str, ...] = ()
    unread: str = ""
    guarded: tuple[str, ...] = ()
    shielded: tuple[str, ...] = ()
    unchoosable: tuple[str, ...] = ()


@dataclass(frozen=True)
class Recall:
    """A recall of ``cards`` to their base; ``because``: what recalls them."""

    cards: tuple[str, ...]
    because: str = "effect"
    kind: str = "recall"


@dataclass(frozen=True)
class Hide:
    """Hiding ``card`` at ``at`` (``actor`` hides it)."""

    card: Card
    at: str
    actor: str
    kind: str = "hide"


@dataclass(frozen=True)
class Activate:
    """A player activates an activated ability (``ability``, a name for the answer) of
    ``source`` (a unit or gear of the situation; "" when the question names none), with the
    permissions and keywords the ability has (``Action``, ``Reaction``, ``Empower``,
    ``Equip``: an Equip ability, which chooses the unit ``attach_to``), and whether it Adds
    resources (``adds``)."""

    ability: str
    actor: str
    source: str = ""
    keywords: frozenset[str] = frozenset()
    condition: str = ""  # "at_battlefield": "Use this ability only while I'm at a battlefield"
    cost: str = ""  # "exhaust": its cost exhausts its source ("[E]: ...", "Exhaust this: ...")
    attach_to: str = ""  # an Equip ability: the unit it attaches its gear to
    # a cost that is a game action on cards, ("discard", 2): "Discard 2: ...", or
    # ("recycle", 1): "Recycle 1 from your trash: ..."
    card_cost: tuple[str, int] | None = None
    adds: bool = False  # the ability Adds resources ("[E]: Add [1]")
    kind: str = "activate"
    # Filled in from the card list (judging): the effect of the source card's activated
    # ability, the words not compiled that could decide its choices, and the cards on the
    # board whose text limits choosing in a way the engine does not read.
    effect: str = ""
    unread: str = ""
    guarded: tuple[str, ...] = ()
    unchoosable: tuple[str, ...] = ()


@dataclass(frozen=True)
class Query:
    """A yes/no question about the rules: ``is_move: recall``; ``player`` names the player it
    is asked of when the question says (who concedes), else ""."""

    kind: str
    subject: str
    player: str = ""


@dataclass(frozen=True)
class EventQuery:
    """What happens at a battlefield (next cleanup, after combat), who controls its
    abilities, or who orders the replacement effects applying to an event that acts on
    ``subject`` (a unit, gear, battlefield or player)."""

    kind: str
    battlefield: str = ""
    event: str = ""
    subject: str = ""


@dataclass(frozen=True)
class Outcomes:
    """What the scenario's actions caused (only at ``battlefield`` if given); with ``event``,
    whether that happened (yes/no)."""

    event: str = ""
    battlefield: str = ""
    kind: str = "outcomes"
    subject: str = ""  # only what happened to (or was done by) this card, item or player
    before: str = ""  # "cleanup": only what happened before the cleanup that follows
    last: bool = False  # only what the last action caused (the earlier ones lead up to it)
    among: tuple[str, ...] = ()  # a subject that is any one of these ("an opponent" in 2v2)


@dataclass(frozen=True)
class Change:
    """What happened to a chosen unit between its choice and the spell's resolution: it moved
    on the board (``to``), went to another zone (``zone``: it left the board), or its Might
    or controller changed."""

    unit: str
    to: Place | None = None
    zone: str = ""
    might: int | None = None
    controller: str = ""


@dataclass(frozen=True)
class Targeting:
    """A question about what an effect's text chooses (``text``, read by
    ``judge.engine.instructions``): is what it mentions as ``object`` a target
    (``is_target``); can the ``chosen`` objects be chosen for it by ``by``
    (``valid_target``; with ``previously``, as new choices for a finalized chain item that
    had chosen those); does its instruction number ``instruction`` execute when it resolves
    after ``changes`` (``executes``)."""

    kind: str
    text: str
    by: str
    object: str = ""
    chosen: tuple[str, ...] = ()
    instruction: int = 1
    changes: tuple[Change, ...] = ()
    card: str = ""
    source: str = ""  # the unit whose ability the text is ("here", "my"), if any
    triggered: bool = False  # the text is a triggered ability's effect (its condition left off)
    # Filled in as it is judged, for a real card's triggered ability: what "it" opening its
    # effect stands for (the object its trigger condition names) and whether "they" opening
    # it is the player the condition names (``judge.engine.card_list.trigger_reading``).
    antecedent: str = ""
    player_named: bool = False
    previously: tuple[str, ...] = ()  # making new choices: what the finalized item had chosen
    bonus: tuple[int, ...] = ()  # valid_target: the instances of Bonus Damage its deal is granted
    # valid_target: the battlefield the spell was hidden at and played from (its targets
    # must be chosen there, new choices too)
    hidden_at: str = ""
    # Filled in as it is judged, for a real card's triggered ability: the events of its
    # trigger condition's alternatives, its own being played said as "own play" ("When you
    # play me or I attack": ("own play", "attack"); ``judge.engine.card_list.trigger_events``),
    # None if not known
    trigger_events: tuple[str, ...] | None = None
    # Filled in as it is judged: the units and gear whose own text says enemy spells and
    # abilities can't choose them (``judge.engine.card_list.shielded``); for ``valid_target``,
    # the cards off the board whose text says so (``shielded_off_board``).
    shielded: tuple[str, ...] = ()


@dataclass(frozen=True)
class Explain:
    """An open question about a rules topic, answered with an explanation."""

    topic: str
    kind: str = "explain"


@dataclass(frozen=True)
class CostQuery:
    """The total cost of the card being played (``GameState.playing``); with a comparison
    (``exactly``, ``at_most``, ``at_least`` of ``resource``), whether the player can make it
    cost that; with ``modifier``, whether that modifier applies to it (yes/no)."""

    resource: str = "total"  # "energy", "power", or "total" (both together)
    exactly: int | None = None
    at_most: int | None = None
    at_least: int | None = None
    modifier: str = ""
    kind: str = "cost"

    def compares(self) -> bool:
        return (self.exactly, self.at_most, self.at_least) != (None, None, None)

    def met_by(self, amount: int) -> bool:
        return (
            (self.exactly is None or amount == self.exactly)
            and (self.at_most is None or amount <= self.at_most)
            and (self.at_least is None or amount >= self.at_least)
        )


@dataclass(frozen=True)
class PayQuery:
    """Can the player of the card being played pay its total cost (its Energy and Power)
    from their Rune Pool and what their runes can add (yes/no)."""

    kind: str = "pay"


@dataclass(frozen=True)
class DamageAssignment:
    """Can ``by`` assign their combat damage as ``assign`` says (damage by unit name, the
    units left out getting none)."""

    by: str
    assign: tuple[tuple[str, int], ...]
    kind: str = "assign_damage"

    def to(self, unit: str) -> int:
        return dict(self.assign).get(unit, 0)


@dataclass(frozen=True)
class DamageTotal:
    """How much combat damage ``by`` assigns (the verdict is the amount); with ``at_least``,
    whether it is at least that much (yes/no)."""

    by: str
    at_least: int | None = None
    kind: str = "damage_total"


@dataclass(frozen=True)
class MightQuery:
    """A unit's Might once the layers are applied; with a comparison (``exactly``,
    ``at_most``, ``at_least``) or ``mighty``, whether it is so (yes/no). With ``keyword``
    (Assault or Shield), the Might that keyword adds instead of the unit's whole Might."""

    unit: str
    exactly: int | None = None
    at_most: int | None = None
    at_least: int | None = None
    mighty: bool | None = None
    kind: str = "might"
    keyword: str = ""

    def compares(self) -> bool:
        return (self.exactly, self.at_most, self.at_least, self.mighty) != (None,) * 4

    def met_by(self, might: int, mighty: bool) -> bool:
        return (
            (self.exactly is None or might == self.exactly)
            and (self.at_most is None or might <= self.at_most)
            and (self.at_least is None or might >= self.at_least)
            and (self.mighty is None or mighty == self.mighty)
        )


@dataclass(frozen=True)
class DeckCard:
    """A card of a deck list, as the card list has it: its name, type, supertype (Champion,
    Signature, Basic or ""), domains (none for a colorless card), tags, how many copies, and
    its printed keywords (Unique restricts a deck)."""

    name: str
    type: str
    supertype: str = ""
    domains: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    count: int = 1
    banned_since: str = ""  # the date of the ban list that bans it from sanctioned play
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeckQuery:
    """Is this deck legal in the situation's mode: its Champion Legend, its Chosen Champion
    (one copy, part of the Main Deck), the other Main Deck cards, the Rune Deck and the
    battlefields (each a card of the card list)."""

    legend: DeckCard
    champion: DeckCard
    main_deck: tuple[DeckCard, ...]
    runes: tuple[DeckCard, ...]
    battlefields: tuple[DeckCard, ...]
    kind: str = "deck_legal"

    @property
    def main_deck_size(self) -> int:
        """The Chosen Champion and every other Main Deck card."""
        return 1 + sum(card.count for card in self.main_deck)

    def copies(self) -> dict[str, int]:
        """Copies of each name in the Main Deck, the Chosen Champion counted."""
        counts = {self.champion.name: 1}
        for card in self.main_deck:
            counts[card.name] = counts.get(card.name, 0) + card.count
        return counts

    @property
    def main_cards(self) -> tuple[DeckCard, ...]:
        """The Main Deck's cards: the Chosen Champion and the others."""
        return (self.champion, *self.main_deck)

    @property
    def other_cards(self) -> tuple[DeckCard, ...]:
        """The deck's cards outside its Main Deck: its legend, runes and battlefields."""
        return (self.legend, *self.runes, *self.battlefields)


@dataclass(frozen=True)
class DependentQuery:
    """Is the dependent ability of the card named ``card`` active: the one written after
    its ``[Level N]`` (``level``), after its ``[Legion]``, after both, or after its
    ``[Empowered]`` (``empowered``)."""

    card: str
    level: int | None = None
    legion: bool = False
    empowered: bool = False
    kind: str = "dependent"


@dataclass(frozen=True)
class KeywordQuery:
    """Does the card named ``card`` (on the board, in a zone, or on the chain) have
    ``keyword`` (``has_keyword``), or would an effect granting it ``keyword`` give it an
    instance of a keyword it already has, one the rules call redundant (``keyword_granted``).
    ``printed``: the keywords its card in the card list prints; ``changed_by``: the real cards
    of the situation whose text gives or takes away the keyword; ``on_abilities``: its card
    writes the keyword only on its abilities, "[Action][>] ..." (judging fills these in)."""

    card: str
    keyword: str
    kind: str = "has_keyword"
    printed: tuple[str, ...] = ()
    changed_by: tuple[str, ...] = ()
    on_abilities: bool = False


@dataclass(frozen=True)
class UnitTerm:
    """Does a special term of card text describe this unit now (``term``: ``alone``,
    ``one_on_one``, ``in_combat``, ``equipped``)."""

    unit: str
    term: str
    kind: str = "unit_is"


@dataclass(frozen=True)
class ObjectCategory:
    """Is this unit or gear a card (``ask``: ``card``), and can it change between being a
    card and being a token (``changes``)?"""

    name: str
    ask: str
    kind: str = "category"


@dataclass(frozen=True)
class AbilityKind:
    """Is the ability ``text`` of the kind ``asked``: ``triggered``, ``activated``,
    ``passive``, ``replacement``, ``reflexive``, or a named triggered ability (``play_effect``,
    ``targeting_effect``, ``conquer_effect``, ``hold_effect``, ``attack_trigger``,
    ``defend_trigger``); or, with ``card`` (and no text), does that card of the card list
    have a ``triggered``, ``activated`` or ``passive`` ability. ``abilities``: the kind and
    words of each of the card's abilities read whole; ``keywords``: its keywords whose kind a
    keyword's own clause settles under the version; ``unsettled``: the words of those whose
    kind is not settled, a keyword with no such clause or an ability not read whole (judging
    fills all three in)."""

    text: str
    asked: str
    kind: str = "ability_kind"
    card: str = ""
    abilities: tuple[tuple[str, str], ...] = ()
    keywords: tuple[str, ...] = ()
    unsettled: tuple[str, ...] = ()


@dataclass(frozen=True)
class Mulligan:
    """May a player set aside ``set_aside`` cards in their mulligan (and then draw
    ``draws``, when given)."""

    set_aside: int
    draws: int | None = None
    kind: str = "mulligan"


@dataclass(frozen=True)
class Formation:
    """Is the game played by ``players`` players, each with ``opponents`` opponents and
    ``teammates`` teammates (each when given)."""

    players: int | None = None
    opponents: int | None = None
    teammates: int | None = None
    kind: str = "formation"


@dataclass(frozen=True)
class SetupZone:
    """Does ``what`` (``legend``: the Champion Legend, ``champion``: the Chosen Champion,
    ``main deck``, ``rune deck``, or ``mulligan``: the cards set aside in a mulligan) go to
    ``zone`` in the Setup Process."""

    what: str
    zone: str
    kind: str = "setup_zone"


@dataclass(frozen=True)
class NamedCard:
    """May a player, told to name a card, name it as ``said``: the cards of the card list
    the words fit (``fits``: one for an exact name), the tokens the card list's texts create
    under that name (``token``), and when a card it names was banned (``banned_since``)."""

    said: str
    fits: tuple[str, ...]
    token: bool = False
    banned_since: str = ""
    kind: str = "name_card"


@dataclass(frozen=True)
class NamedTag:
    """May a player, told to name a tag, name ``said``: the tag of the card list's cards and
    tokens it is (``tag``, written as they write it; "" when none has it)."""

    said: str
    tag: str
    kind: str = "name_tag"


@dataclass(frozen=True)
class Decides:
    """Does ``player`` make this ``choice`` for ``asked``, a spell or ability on the chain or
    a permanent: choose its targets or modes, pay its costs, or make the decisions about its
    abilities and its playing (the choices its controller makes)."""

    asked: str
    player: str
    choice: str
    kind: str = "decides"


@dataclass(frozen=True)
class DamageSource:
    """Is ``asked`` a source of the damage the effect ``text`` deals: ``effect`` (the spell,
    or the ability of a ``from_card`` permanent), ``card`` (that permanent) or ``units`` (the
    units the text says deal it)."""

    text: str
    from_card: str  # "spell", or the permanent whose ability the text is: unit, gear, legend
    asked: str
    kind: str = "damage_source"


@dataclass(frozen=True)
class SplitDivision:
    """Is this division of split damage valid as the spell or ability resolves: ``damage``,
    the damage available to split then, and ``division``, the damage given to each of its
    targets still legal then (0 to a target that ceases being a target)."""

    damage: int
    division: tuple[tuple[str, int], ...]
    kind: str = "split_division"


Question = (
    Move
    | Play
    | PassPriority
    | Recall
    | Hide
    | Activate
    | Query
    | EventQuery
    | Outcomes
    | Targeting
    | Explain
    | CostQuery
    | PayQuery
    | DamageAssignment
    | DamageTotal
    | MightQuery
    | DeckQuery
    | DependentQuery
    | KeywordQuery
    | UnitTerm
    | ObjectCategory
    | AbilityKind
    | Mulligan
    | SetupZone
    | Formation
    | NamedCard
    | DamageSource
    | NamedTag
    | Decides
    | SplitDivision
)


def question_kind(question: Question) -> str:
    """The name under which facts declare that they bear on this question."""
    return question.kind
