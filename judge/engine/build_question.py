"""Build the question of a scenario document, resolving its names against the situation."""

from __future__ import annotations

from typing import Any

from judge.engine import costing
from judge.engine.actions import (
    Action,
    Cleanup,
    CombatDamage,
    CombatResolution,
    Concede,
    Finalize,
    GameAction,
    Proceed,
    Resolve,
    TriggerAbility,
)
from judge.engine.deck_list import build_deck, named_card, named_tag
from judge.engine.instructions import read_effect
from judge.engine.predicates.board import possessive
from judge.engine.predicates.zones import to_zone
from judge.engine.questions import (
    AbilityKind,
    Activate,
    Change,
    CostQuery,
    DamageAssignment,
    DamageSource,
    DamageTotal,
    Decides,
    DependentQuery,
    EventQuery,
    Explain,
    Formation,
    Hide,
    KeywordQuery,
    MightQuery,
    Move,
    Mulligan,
    ObjectCategory,
    Outcomes,
    PassPriority,
    PayQuery,
    Play,
    Query,
    Question,
    Recall,
    SetupZone,
    SplitDivision,
    Targeting,
    UnitTerm,
)
from judge.engine.situation import NameProblem, Names
from judge.engine.state import Card, GameState, Gear, Place, Unit
from judge.engine.validate import Path, nearest
from judge.errors import quoted
from judge.records import replace

QUERY_KINDS = (
    "is_move",
    "is_location",
    "uses_chain",
    "changes_state",
    "stopped_by_move_restriction",
    "enters_ready",
    "exhausts",
    "decided_on_finalize",
    "ability_rule",
    "chain_rule",
    # costs
    "optional_additional_cost",
    "countered",
    "while_paying",
    "discount_reduces",
    "effect_without_paying",
    "cost_seen_by_effects",
    "cost_rule",
    # targets
    "executes_linked",
    "split_chosen_when_played",
    # death
    "death",
    # resolving (resolve.yaml)
    "resolution",
    "replacement",
    # game actions, runes and tokens
    "counts_as",
    "stunned",
    "recycle",
    "burns_out",
    "at_will",
    "triggers_on",
    "playable_from",
    "information",
    "owner_zone",
    "rune",
    "token",
    "buff_rule",
    # keywords and attached cards
    "keyword_rule",
    # making new choices for a finalized chain item, and choices that stay made
    "new_choices",
    "choices_changed",
    "attached",
    # combat, scoring, winning, conceding and the modes of play
    "combat_rule",
    "winning",
    "shared_by_team",
    "conceding",
    # deck construction, setup and the modes of play
    "setup",
    # the Champion Legend in its Legend Zone
    "legend_rule",
    # game objects, permanents and the zones of the Board
    "object_kind",
    "board_zone",
    "battlefield_rule",
    # the turn and its order
    "turn_rule",
)
TARGETING_KINDS = ("is_target", "valid_target", "executes")


def build_question(doc: dict[str, Any], situation: GameState, topics: frozenset[str]) -> Question:
    """The question of a validated document (its only key names the kind)."""
    ((kind, value),) = doc.items()
    path: Path = ("question", kind)
    names = Names.of(situation)
    if kind in ("standard_move", "move_effect"):
        return _move(kind, value, situation, names, path)
    if kind == "play":
        return _play(value, situation, names, path)
    if kind == "recall":
        return _recall(value, situation, path)
    if kind == "hide":
        return _hide(value, situation, names, path)
    if kind == "activate":
        return _activate(value, situation, names, path)
    if kind == "conceding_by":  # a conceding question asked of the player who concedes
        player = names.player(value["player"], (*path, "player"))
        return Query("conceding", value["ask"], player)
    if kind == "victory_score_is":  # the victory_score question asked of a number: yes/no
        return EventQuery("victory_score", event=str(value))
    if kind == "first_turn_of":  # a first_turn question asked of one player: yes/no
        player = names.player(value["player"], (*path, "player"))
        return EventQuery("first_turn", event=value["ask"], subject=player)
    if kind == "replacement_order_of":  # who orders replacement effects, asked of one: yes/no
        acted_on = _acted_on(value["object"], situation, (*path, "object"))
        player = names.player(value["player"], (*path, "player"))
        return EventQuery("replacement_order", event=player, subject=acted_on)
    if kind == "first_turn_amount":  # how many, in one player's first Channel or Draw Phase
        player = names.player(value["player"], (*path, "player"))
        return EventQuery("turn_amount", event=f"first_{value['ask']}", subject=player)
    if kind in QUERY_KINDS:
        return Query(kind, value)
    if kind == "decides":
        asked = _card_anywhere(value["object"], situation, (*path, "object"))
        player = names.player(value["player"], (*path, "player"))
        return Decides(asked, player, value["choice"])
    if kind == "cost":
        return _cost(value, situation, path)
    if kind == "pay":
        return _pay(situation, path)
    if kind == "might":
        return _might(value, situation, path)
    if kind == "dependent":
        card = _card_anywhere(value["card"], situation, (*path, "card"))
        if "level" not in value and not value.get("legion") and not value.get("empowered"):
            raise NameProblem(
                path, "say which dependent ability: 'level: N', 'legion: true', 'empowered: true'"
            )
        legion, empowered = value.get("legion", False), value.get("empowered", False)
        if empowered and (legion or "level" in value):
            raise NameProblem(path, "ask about [Empowered] alone, not with Level or Legion")
        return DependentQuery(card, value.get("level"), legion, empowered)
    if kind == "damage_source":
        return DamageSource(value["text"], value.get("from", "spell"), value["asked"])
    if kind in ("has_keyword", "keyword_granted"):
        card = _card_anywhere(value["card"], situation, (*path, "card"))
        return KeywordQuery(card, value["keyword"], kind)
    if kind == "name_card":
        return named_card(value)
    if kind == "name_tag":
        return named_tag(value)
    if kind == "mulligan":
        return Mulligan(value["set_aside"], value.get("draws"))
    if kind == "formation":
        if not value:
            raise NameProblem(path, "say how many players, opponents or teammates")
        return Formation(value.get("players"), value.get("opponents"), value.get("teammates"))
    if kind == "setup_zone":
        return SetupZone(value["what"], value["zone"])
    if kind == "ability_kind":
        return _ability_kind(value, path)
    if kind == "unit_is":
        known = [unit.name for unit in situation.units]
        (unit,) = _names([value["unit"]], known, "unit", (*path, "unit"))
        return UnitTerm(unit, value["term"])
    if kind == "category":
        known = [u.name for u in situation.units] + [g.name for g in situation.gear]
        (name,) = _names([value["object"]], known, "unit or gear", (*path, "object"))
        return ObjectCategory(name, value["ask"])
    if kind in TARGETING_KINDS:
        return _targeting(kind, value, situation, names, path)
    if kind == "assign_damage":
        assign = _assignment(value["assign"], situation, (*path, "assign"))
        return DamageAssignment(_assigner(value, situation, names, path), assign)
    if kind == "damage_total":
        return DamageTotal(_assigner(value, situation, names, path), value.get("at_least"))
    if kind == "split_division":
        division = _assignment(value["division"], situation, (*path, "division"))
        if not division:
            raise NameProblem((*path, "division"), "give the damage of each target")
        if sum(amount for _, amount in division) != value["damage"]:
            raise NameProblem(
                (*path, "division"), f"a division shares out all {value['damage']} damage"
            )
        return SplitDivision(value["damage"], division)
    if kind == "deck_legal":
        return build_deck(value, path)
    if kind in ("victory_score", "match_format"):
        return EventQuery(kind)
    if kind in (
        "battlefield_count",
        "first_turn",
        "when_in_turn",
        "turn_amount",
        "first_player",
        "goes_to",
    ):
        return EventQuery(kind, event=value)
    if kind == "ability_controller":
        return EventQuery(kind, battlefield=names.battlefield(value, path))
    if kind == "replacement_order":
        return EventQuery(kind, subject=_acted_on(value, situation, path))
    if kind == "outcomes":
        where = value.get("battlefield", "")
        battlefield = names.battlefield(where, (*path, "battlefield")) if where else ""
        subject, before = value.get("subject", ""), value.get("before", "")
        last = bool(value.get("last", False))
        among: tuple[str, ...] = ()
        if isinstance(subject, list):  # any one of them
            subject, among = "", tuple(subject)
        return Outcomes(
            value.get("event", ""),
            battlefield,
            subject=subject,
            before=before,
            last=last,
            among=among,
        )
    if topics and value not in topics:
        raise NameProblem(path, f"no topic named {quoted(value)}{nearest(value, sorted(topics))}")
    return Explain(value)


def build_actions(
    docs: tuple[dict[str, Any], ...], situation: GameState
) -> tuple[tuple[Action, ...], GameState]:
    """The ``actions`` of a format-2 document, each a one-key mapping, names resolved
    against the situation and against what earlier actions brought onto the board; and the
    situation with those names, to resolve the question's."""
    names = Names.of(situation)
    actions: list[Action] = []
    for index, doc in enumerate(docs):
        ((kind, value),) = doc.items()
        path: Path = ("actions", index, kind)
        value = value or {}
        action: Action
        if kind in ("standard_move", "move_effect"):
            action = _move(kind, value, situation, names, path)
        elif kind == "play":
            action = _play(value, situation, names, path)
            situation = _with_played(situation, action)
        elif kind == "hide":
            action = _hide(value, situation, names, path)
        elif kind == "activate":
            action = _activate(value, situation, names, path)
            if action.card_cost is not None:  # which cards pay it is not modelled
                message = "paying a cost that discards or recycles cards is not modelled"
                raise NameProblem((*path, "card_cost"), message)
            if action.adds:  # what it adds, and its resolving at once, are not carried out
                message = "activating an ability that Adds resources is asked, not carried out"
                raise NameProblem((*path, "adds"), message)
        elif kind == "recall":
            action = _recall(value, situation, path)
        elif kind == "cleanup":
            action = Cleanup()
        elif kind == "pass":
            player = value.get("player")
            action = PassPriority(names.player(player, (*path, "player")) if player else None)
        elif kind == "resolve":
            action = Resolve()
        elif kind == "concede":
            action = Concede(names.player(value["player"], (*path, "player")))
        elif kind == "trigger":
            by = value.get("by")
            action = TriggerAbility(
                value["ability"],
                names.player(by, (*path, "by")) if by else situation.turn,
                value.get("optional", False),
                value.get("cost", ""),
            )
            _one_controller(action, situation, actions, path)
        elif kind == "finalize":
            chosen = tuple(
                (entry["item"], _targets(entry, situation, (*path, "choose", i)))
                for i, entry in enumerate(value.get("choose", ()))
            )
            action = Finalize(tuple(value.get("decline", ())), choose=chosen)
        elif kind in ("game_action", "attach", *AMOUNT_ACTIONS, *REPLACING, *ON_UNITS):
            done = value if kind == "game_action" else {**value, "action": kind}
            action = _game_action(done, situation, names, path)
            situation = _with_banished(_with_replacing_token(situation, action), action)
        elif kind == "proceed":
            action = Proceed()
        elif kind == "combat_damage":
            fought = situation.battlefield(situation.combat or "")
            if fought is None:
                raise NameProblem(path, "combat_damage needs a combat in progress")
            _mights_given(situation, fought.place, path)
            action = CombatDamage(
                _assignment(value.get("assign", {}), situation, (*path, "assign"))
            )
        else:  # combat_resolution: the schema allows nothing else
            field = value.get("battlefield") or situation.combat or ""
            if not field:
                raise NameProblem(path, "combat_resolution needs a battlefield (or a combat)")
            arrives = tuple(
                _unit_name(name, situation, (*path, "arrives")) for name in value.get("arrives", ())
            )
            action = CombatResolution(names.battlefield(field, (*path, "battlefield")), arrives)
        actions.append(action)
    return tuple(actions), situation


def _one_controller(
    trigger: TriggerAbility, situation: GameState, earlier: list[Action], path: Path
) -> None:
    """A chain item is named by its ability: two players' items named alike could not be
    told apart (whose is declined?), so a triggered ability takes a name no other player's
    item on the chain has."""
    wanted = trigger.ability.strip().lower()
    owners = [(item.name, item.controller) for item in situation.chain]
    owners += [(a.ability, a.by) for a in earlier if isinstance(a, TriggerAbility)]
    for name, controller in owners:
        if name.strip().lower() == wanted and controller != trigger.by:
            whose = f"{possessive(controller)} ability" if controller else "another ability"
            message = (
                f"{quoted(name)} is already on the chain as {whose}: name each player's "
                "ability differently"
            )
            raise NameProblem((*path, "ability"), message)


def _with_played(situation: GameState, play: Play) -> GameState:
    """The situation with a played unit or gear on the board, so later actions can name it."""
    if play.card.type == "unit":
        unit = Unit(
            play.card.name,
            play.actor,
            play.to,
            keywords=play.card.keywords,
            triggers=play.card.triggers,
        )
        return replace(situation, units=(*situation.units, unit))
    if play.card.type == "gear":
        gear = Gear(play.card.name, play.actor, play.to, keywords=play.card.keywords)
        return replace(situation, gear=(*situation.gear, gear))
    return situation


def _with_banished(situation: GameState, action: GameAction) -> GameState:
    """The situation with the units and gear a banish takes off the board as cards in
    Banishment, so an effect that plays them again ("then its owner plays it") can name
    them: a card that leaves the board is a new object, played like any other card."""
    if action.action != "banish":
        return situation
    for name in action.cards:
        if situation.permanent(name) is not None:
            situation = to_zone(situation, name, "banishment")
    return situation


def _move(kind: str, value: dict[str, Any], situation: GameState, names: Names, path: Path) -> Move:
    units = tuple(
        _unit_name(name, situation, (*path, "units", i)) for i, name in enumerate(value["units"])
    )
    to = value["to"]
    destinations: list[Place] = []
    for unit_name in units:
        unit = situation.unit(unit_name)
        owner = unit.controller if unit is not None else situation.turn
        if isinstance(to, str):
            destinations.append(names.place(to, owner, (*path, "to")))
            continue
        matches = [key for key in to if str(key).lower() == unit_name.lower()]
        if not matches:
            raise NameProblem((*path, "to"), f"no destination given for {quoted(unit_name)}")
        destinations.append(names.place(to[matches[0]], owner, (*path, "to", matches[0])))
    # The units' controller acts; units of several players are moved by the turn player, so
    # the verdict and its reasons do not depend on the order the units are listed in.
    controllers = {unit.controller for name in units if (unit := situation.unit(name))}
    actor = value.get("by") or (controllers.pop() if len(controllers) == 1 else situation.turn)
    return Move(
        kind=kind,
        units=units,
        to=tuple(destinations),
        actor=names.player(actor, (*path, "by")),
        card=value.get("card", ""),
        timing=value.get("timing", "none"),
        destinations=_destinations(value.get("destinations", ("anywhere",)), names, path),
    )


KINDS_OF_DESTINATION = ("base", "battlefield", "anywhere")


def _destinations(given: Any, names: Names, path: Path) -> frozenset[str]:
    """What the card lets its units go to: a kind of place, or a battlefield it names."""
    return frozenset(
        item
        if item in KINDS_OF_DESTINATION
        else names.battlefield(item, (*path, "destinations", i))
        for i, item in enumerate(given)
    )


def _acted_on(name: str, situation: GameState, path: Path) -> str:
    """A unit, gear, battlefield or player of the situation, by name."""
    known = [
        *(unit.name for unit in situation.units),
        *(g.name for g in situation.gear),
        *(field.name for field in situation.battlefields),
        *situation.players,
    ]
    for choice in known:
        if choice.lower() == name.strip().lower():
            return choice
    raise NameProblem(
        path, f"nothing on the board or at the table named {quoted(name)}{nearest(name, known)}"
    )


def _card_anywhere(name: str, situation: GameState, path: Path) -> str:
    """A card of the situation by name: on the board, in a zone off it, or on the chain."""
    known = [
        *(unit.name for unit in situation.units),
        *(g.name for g in situation.gear),
        *(card.name for card in situation.cards),
        *(item.name for item in situation.chain),
    ]
    for choice in known:
        if choice.lower() == name.strip().lower():
            return choice
    raise NameProblem(path, f"no card named {quoted(name)}{nearest(name, known)}")


def _unit_name(name: str, situation: GameState, path: Path) -> str:
    for unit in situation.units:
        if unit.name.lower() == name.strip().lower():
            return unit.name
    choices = [unit.name for unit in situation.units]
    raise NameProblem(path, f"no unit named {quoted(name)}{nearest(name, choices)}")


# A card is played or hidden from the hand (or, hidden, from its facedown zone); from any
# other zone the rules that would allow it are not modelled, so the document is refused,
# unless an effect has the card played (``anywhere``): the effect says where it comes from.
PLAYABLE_ZONES = ("hand", "champion zone", "facedown")


def _find_card(name: str, situation: GameState, path: Path, anywhere: bool = False) -> Card | None:
    for card in situation.cards:
        if card.name.lower() == name.strip().lower():
            if card.zone not in PLAYABLE_ZONES and not card.facedown_at and not anywhere:
                raise NameProblem(
                    (*path, "card"), f"{card.name} is in the {card.zone}: not playable from there"
                )
            return card
    return None


def _new_card(value: dict[str, Any], situation: GameState, actor: str, path: Path) -> Card:
    """A card the question describes, not one of the situation's: its name must not be a
    board object's, since a name means one card (the engine finds objects by name)."""
    wanted = value["card"].strip().lower()
    board: list[Unit | Gear] = [*situation.units, *situation.gear]
    for thing in board:
        if thing.name.lower() == wanted:
            message = f"{quoted(thing.name)} is already on the board: name the new card otherwise"
            raise NameProblem((*path, "card"), message)
    return Card(value["card"], actor)


def _play(value: dict[str, Any], situation: GameState, names: Names, path: Path) -> Play:
    actor = names.player(value.get("by", situation.turn), (*path, "by"))
    token = value.get("token", False)
    for key in ("ready", "controller", "grants", "grants_this_turn"):
        if value.get(key) and not token:
            raise NameProblem((*path, key), f"only the effect that plays a token says its {key}")
    named = (
        names.player(value["controller"], (*path, "controller")) if "controller" in value else None
    )
    if token and _find_card(value["card"], situation, path):
        raise NameProblem((*path, "card"), "a token is created as it is played: name a new one")
    by_effect = value.get("by_effect", False)
    if value.get("location_by_effect") and not by_effect:
        message = "only an effect that plays the card names its location"
        raise NameProblem((*path, "location_by_effect"), message)
    found = _find_card(value["card"], situation, path, anywhere=by_effect)
    card = found or _new_card(value, situation, actor, path)
    card = Card(
        name=card.name,
        controller=card.controller,
        type=value.get("type", card.type),
        keywords=card.keywords | frozenset(value.get("keywords", ())),
        facedown_at=card.facedown_at,
        hidden_this_turn=card.hidden_this_turn,
        triggers=card.triggers,
        token=token,
        owner=card.owned_by,
    )
    # "base" is the base of the player who plays it: they become its controller. A spell
    # chooses no location (355.2: a unit does), and nothing of it goes to its player's base,
    # which stands for it only where a place is kept for every card played.
    if "to" not in value and card.type != "spell":
        raise NameProblem(path, f"a {card.type} is played to a location: give 'to'")
    to = names.place(value.get("to", "base"), actor, (*path, "to"))
    targets = _targets(value, situation, path)
    ready = value.get("ready", False)
    return Play(
        card=card,
        to=to,
        actor=actor,
        targets=targets,
        ready=ready,
        controller=named,
        grants=tuple(value.get("grants", ())),
        grants_this_turn=value.get("grants_this_turn", False),
        by_effect=by_effect,
        location_by_effect=value.get("location_by_effect", False),
        repeat_paid=value.get("repeat", False),
    )


def _targets(value: dict[str, Any], situation: GameState, path: Path) -> tuple[str, ...]:
    """The units, gear and battlefields a played spell chooses, each a name of the
    situation, or a spell or ability on the chain (a card in a hand, played before it)."""
    known = [unit.name for unit in situation.units] + [gear.name for gear in situation.gear]
    known += [field.name for field in situation.battlefields]
    known += [item.name for item in situation.chain] + [card.name for card in situation.cards]
    found: list[str] = []
    for index, name in enumerate(value.get("targets", ())):
        matches = [choice for choice in known if choice.lower() == name.strip().lower()]
        if not matches:
            hint = nearest(name, known)
            message = f"no unit, gear or battlefield named {quoted(name)}{hint}"
            raise NameProblem((*path, "targets", index), message)
        found.append(matches[0])
    return tuple(found)


# What each game action is performed on (docs/scenarios.md "Actions"); the others take
# units or gear on the board.
ON_ANY_CARD = ("kill", "discard", "recycle", "banish")  # a kill off the board does nothing
ON_CHAIN = ("counter",)
# The game actions with an amount, each its own action key.
AMOUNT_ACTIONS = (
    "deal",
    "draw",
    "discard",
    "burn",
    "channel",
    "reveal",
    "recycle",
    "gain_points",
    "lose_points",
    "gain_xp",
    "spend_xp",
)
# The game actions on gear and the unit it is attached to: attach has its own action key.
ON_GEAR = ("attach", "detach")
# Replace, Swap Back and Create, each its own action key: a replace or a create names the
# token it creates.
REPLACING = ("replace", "swap_back", "create")
# Swap, its own action key: performed on two units, whose Might it reverses.
ON_UNITS = ("swap",)
# How long a swap's effects last when the scenario does not say: what the cards that swap
# say ("Swap the Might of two units ... this turn").
SWAP_DURATION = "this turn"


def _game_action(
    value: dict[str, Any], situation: GameState, names: Names, path: Path
) -> GameAction:
    """A game action (``value["action"]``: the ``game_action``'s, or the key of ``deal``,
    ``draw`` and ``discard``) with its names resolved: the cards it is performed on (by the
    kind of object the action takes), the player performing it and, for a Burn Out, the
    opponent they choose."""
    action = value["action"]
    by = value.get("by")
    actor = names.player(by, (*path, "by")) if by else situation.turn
    opponent = value.get("opponent")
    chosen = names.player(opponent, (*path, "opponent")) if opponent else None
    if chosen is not None and chosen not in situation.opponents(actor):
        raise NameProblem((*path, "opponent"), f"{chosen} is not an opponent of {actor}")
    if action in ON_CHAIN:
        known = [item.name for item in situation.chain]
        what = "chain item"
    elif action in ON_GEAR:
        known = [gear.name for gear in situation.gear]
        what = "gear"
    elif action in ON_UNITS:
        known = [u.name for u in situation.units]
        what = "unit"
    elif action in ON_ANY_CARD:
        known = [u.name for u in situation.units] + [g.name for g in situation.gear]
        known += [card.name for card in situation.cards]
        what = "card"
    else:
        known = [u.name for u in situation.units] + [g.name for g in situation.gear]
        what = "unit or gear"
    cards = _names(value.get("cards", ()), known, what, (*path, "cards"))
    bonus = tuple(value.get("bonus", ()))
    zone = value.get("from", "trash") if action == "recycle" and "amount" in value else ""
    if action == "reveal":
        zone = _revealed_zone(value, path)
    amount = value.get("amount", 0)
    host = ""
    if action == "attach":
        units = [unit.name for unit in situation.units]
        host = _names([value["to"]], units, "unit", (*path, "to"))[0]
    as_cost = value.get("cost") if action == "spend_xp" else None
    token = _new_token(value, situation, path) if action in ("replace", "create") else ""
    where = _created_at(value, actor, names, path) if action == "create" else (None, False)
    if action == "create":
        host = value["type"]
    return GameAction(
        action,
        cards,
        actor,
        amount,
        chosen,
        bonus=bonus,
        zone=zone,
        to=host,
        as_cost=as_cost,
        token=token,
        place=where[0],
        chosen=where[1],
        duration=value.get("duration", SWAP_DURATION) if action in ON_UNITS else "",
        enters="exhausted" if action == "channel" and value.get("exhausted") else "",
    )


def _revealed_zone(value: dict[str, Any], path: Path) -> str:
    """What a reveal reveals: "hand", the whole hand ("Reveal your hand", no amount), or ""
    for that many cards from the top of the Main Deck (an amount needed)."""
    if value.get("from") == "hand":
        if "amount" in value:
            message = "a reveal of the hand reveals every card in it: it takes no amount"
            raise NameProblem((*path, "amount"), message)
        return "hand"
    if "amount" not in value:
        raise NameProblem(path, "a reveal from the Main Deck needs an amount (how many cards)")
    return ""


def _created_at(value: dict[str, Any], actor: str, names: Names, path: Path) -> tuple[Place, bool]:
    """Where a create puts its token, and whether its creator chose it: the place the effect
    directs, or (``chosen``) the one its creator chose, the effect naming none."""
    return names.place(value["at"], actor, (*path, "at")), bool(value.get("chosen", False))


def _new_token(value: dict[str, Any], situation: GameState, path: Path) -> str:
    """The name of the token a replace or a create creates: one no object of the situation
    has."""
    key = "with" if "with" in value else "token"
    token = str(value[key]).strip()
    known = [u.name for u in situation.units] + [g.name for g in situation.gear]
    known += [card.name for card in situation.cards] + [item.name for item in situation.chain]
    if any(name.lower() == token.lower() for name in known):
        message = f"{quoted(token)} is already an object's name: name the token differently"
        raise NameProblem((*path, key), message)
    return token


def _with_replacing_token(situation: GameState, action: Action) -> GameState:
    """The situation with the token a create or a replace creates on the board (a replace's
    in the place of the object replaced), so later actions (a swap back) can name it."""
    if isinstance(action, GameAction) and action.action == "create" and action.place:
        if action.to == "unit":
            made = Unit(action.token, action.by, action.place, token=True)
            return replace(situation, units=(*situation.units, made))
        gear = Gear(action.token, action.by, action.place, token=True)
        return replace(situation, gear=(*situation.gear, gear))
    if not isinstance(action, GameAction) or action.action != "replace":
        return situation
    thing = situation.permanent(action.cards[0])
    if isinstance(thing, Unit):
        token = Unit(action.token, thing.controller, thing.at, token=True)
        return replace(situation, units=(*situation.units, token))
    if isinstance(thing, Gear):
        gear = Gear(action.token, thing.controller, thing.at, token=True)
        return replace(situation, gear=(*situation.gear, gear))
    return situation


def _names(given: Any, known: list[str], what: str, path: Path) -> tuple[str, ...]:
    """Each of ``given`` as the name it matches in ``known`` (case-insensitively)."""
    found: list[str] = []
    for index, name in enumerate(given):
        matches = [choice for choice in known if choice.lower() == name.strip().lower()]
        if not matches:
            hint = nearest(name, known)
            raise NameProblem((*path, index), f"no {what} named {quoted(name)}{hint}")
        found.append(matches[0])
    return tuple(found)


def _recall(value: dict[str, Any], situation: GameState, path: Path) -> Recall:
    known = [unit.name for unit in situation.units] + [gear.name for gear in situation.gear]
    cards = _names(value["cards"], known, "unit or gear", (*path, "cards"))
    return Recall(cards=cards, because=value.get("because", "effect"))


def _activate(value: dict[str, Any], situation: GameState, names: Names, path: Path) -> Activate:
    """An activated ability of a unit, gear or legend of the situation (``source``), or of a
    card in another zone (whose ability is then not on the board), activated by ``by``
    (default: the source's controller, else the turn player). A condition on using it or a
    cost is modelled only for a unit or gear, so a card takes neither."""
    source = ""
    controller = situation.turn
    card = False
    if "source" in value:
        # A facedown card is on the board but hidden: what of its text works is not modelled.
        cards = (c for c in situation.cards if c.facedown_at is None)
        known: dict[str, Unit | Gear | Card] = {c.name.lower(): c for c in cards}
        known |= {u.name.lower(): u for u in situation.units}
        known |= {gear.name.lower(): gear for gear in situation.gear}
        found = known.get(value["source"].strip().lower())
        if found is None:
            hint = nearest(value["source"], [p.name for p in known.values()])
            raise NameProblem(
                (*path, "source"),
                f"no unit, gear or card named {quoted(value['source'])}{hint}",
            )
        source, controller, card = found.name, found.controller, isinstance(found, Card)
    actor = names.player(value.get("by", controller), (*path, "by"))
    keywords = frozenset(value.get("keywords", ()))
    condition = value.get("condition", "")
    if condition and not source:
        raise NameProblem((*path, "condition"), "a condition on using the ability needs its source")
    cost = value.get("cost", "")
    if cost and not source:
        raise NameProblem((*path, "cost"), "a cost that exhausts the ability's source needs it")
    for key in ("condition", "cost"):
        if card and value.get(key):
            raise NameProblem((*path, key), f"a card's ability {key} is not modelled")
    if "Empower" in keywords and not source:
        message = "an Empower ability needs its source (it is played only if that is not Empowered)"
        raise NameProblem((*path, "source"), message)
    if "Equip" in keywords and not source:
        raise NameProblem((*path, "source"), "an Equip ability needs its source, the gear")
    attach_to = value.get("attach_to", "")
    if attach_to and "Equip" not in keywords:
        raise NameProblem((*path, "attach_to"), "only an Equip ability attaches to a unit")
    if attach_to and situation.unit(attach_to) is None:
        hint = nearest(attach_to, [unit.name for unit in situation.units])
        raise NameProblem((*path, "attach_to"), f"no unit named {quoted(attach_to)}{hint}")
    given = value.get("card_cost")
    card_cost = (given["action"], given["amount"]) if given else None
    return Activate(
        value["ability"],
        actor,
        source,
        keywords,
        condition,
        cost,
        attach_to,
        card_cost,
        value.get("adds", False),
    )


# The kinds of ability a card is asked to have: those the card compiler tells apart.
CARD_ABILITY_KINDS = ("triggered", "activated", "passive")


def _ability_kind(value: dict[str, Any], path: Path) -> AbilityKind:
    """Is an ability text of a kind; or does a card of the card list have an ability of a
    kind the card compiler tells apart."""
    if ("card" in value) == ("text" in value):
        raise NameProblem(path, "say either the ability's 'text' or the 'card' it is on")
    if "card" not in value:
        return AbilityKind(value["text"], value["kind"])
    from judge.cards.catalog import card_named

    card = card_named(value["card"])
    if card is None:
        raise NameProblem(
            (*path, "card"), f"no card of the card list named {quoted(value['card'])}"
        )
    if value["kind"] not in CARD_ABILITY_KINDS:
        kinds = ", ".join(CARD_ABILITY_KINDS)
        raise NameProblem((*path, "kind"), f"a card is asked about abilities that are {kinds}")
    return AbilityKind("", value["kind"], card=card.name)


def _hide(value: dict[str, Any], situation: GameState, names: Names, path: Path) -> Hide:
    actor = names.player(value.get("by", situation.turn), (*path, "by"))
    # A card of another zone (a trash) is judged where it is: only the hand's and the
    # Champion Zone's cards can be hidden, whatever lets cards be played from elsewhere.
    found = _find_card(value["card"], situation, path, anywhere=True)
    card = found or _new_card(value, situation, actor, path)
    card = Card(
        name=card.name,
        controller=card.controller,
        type=card.type,
        keywords=card.keywords | frozenset(value.get("keywords", ())),
        facedown_at=card.facedown_at,
        zone=card.zone,
    )
    return Hide(card=card, at=names.battlefield(value["at"], (*path, "at")), actor=actor)


def _pay(situation: GameState, path: Path) -> PayQuery:
    """Whether the card being played can be paid for: its Power needs a domain (a unit
    without one may pay Accelerate's with any), and only Energy and Power are weighed (a
    non-standard cost is not)."""
    playing = situation.playing
    if playing is None:
        raise NameProblem(path, "a pay question needs the card being played (situation > playing)")
    powered = [  # an optional cost whose choice is not said may be paid: judged both ways
        cost
        for cost in playing.additional
        if cost.paid is not False and costing.amounts(cost)[1] and cost.keyword != "Accelerate"
    ]
    if (costing.base_cost(playing)[1] or powered) and not (playing.domain or playing.domains):
        message = "a pay question needs the domain of the card's Power cost (playing > domain)"
        raise NameProblem(path, message)
    if any(cost.other for cost in playing.additional):
        raise NameProblem(path, "a pay question weighs Energy and Power only, not other costs")
    return PayQuery()


def _cost(value: dict[str, Any], situation: GameState, path: Path) -> CostQuery:
    """A question about the cost of the card being played (``situation.playing``)."""
    if situation.playing is None:
        raise NameProblem(path, "a cost question needs the card being played (situation > playing)")
    modifier = value.get("modifier", "")
    if modifier:
        sources = [m.source for m in situation.cost_modifiers]
        matches = [s for s in sources if s.lower() == modifier.strip().lower()]
        if not matches:
            hint = nearest(modifier, sources)
            raise NameProblem(
                (*path, "modifier"), f"no cost modifier from {quoted(modifier)}{hint}"
            )
        modifier = matches[0]
    return CostQuery(
        resource=value.get("resource", "total"),
        exactly=value.get("exactly"),
        at_most=value.get("at_most"),
        at_least=value.get("at_least"),
        modifier=modifier,
    )


def _might(value: dict[str, Any], situation: GameState, path: Path) -> MightQuery:
    """A question about a unit's Might: the unit must be on the board, or a unit card in a
    zone off it, with its printed Might given."""
    said = value["unit"].lower()
    off_board = [c for c in situation.cards if c.type == "unit" and c.zone != "board"]
    names = [unit.name for unit in situation.units] + [card.name for card in off_board]
    unit = next((u for u in situation.units if u.name.lower() == said), None)
    card = next((c for c in off_board if c.name.lower() == said), None)
    found = unit or card
    if found is None:
        hint = nearest(value["unit"], names)
        raise NameProblem((*path, "unit"), f"no unit named {quoted(value['unit'])}{hint}")
    if found.might is None:
        where = "units" if unit else "cards"
        raise NameProblem(
            (*path, "unit"), f"{quoted(found.name)} has no printed Might ({where} > might)"
        )
    keyword = value.get("keyword", "")
    if keyword and unit is None:
        raise NameProblem(
            (*path, "keyword"), "what a keyword adds is asked only of a unit on the board"
        )
    if keyword and value.get("mighty") is not None:
        raise NameProblem((*path, "mighty"), "keyword and mighty can't be asked together")
    return MightQuery(
        unit=found.name,
        exactly=value.get("exactly"),
        at_most=value.get("at_most"),
        at_least=value.get("at_least"),
        mighty=value.get("mighty"),
        keyword=keyword,
    )


def _targeting(
    kind: str, value: dict[str, Any], situation: GameState, names: Names, path: Path
) -> Targeting:
    """An effect's text and its choices: the chosen objects are units, battlefields, players,
    cards or chain items of the situation; ``by`` (default: the turn player) plays the
    effect."""
    source = _unit_name(value["source"], situation, (*path, "source")) if "source" in value else ""
    # An ability's controller is its source's; a spell's player is the turn player unless said.
    default = situation.unit(source).controller if source else situation.turn  # type: ignore[union-attr]
    by = names.player(value.get("by", default), (*path, "by"))
    known = (
        [unit.name for unit in situation.units]
        + [field.name for field in situation.battlefields]
        + [card.name for card in situation.cards]
        + [item.name for item in situation.chain]
        + list(situation.players)
    )
    if "previously" in value and kind != "valid_target":
        raise NameProblem((*path, "previously"), "new choices are asked as a valid_target")
    if "bonus" in value and kind != "valid_target":
        raise NameProblem((*path, "bonus"), "Bonus Damage is said of a valid_target's deal")
    if "hidden_at" in value and kind != "valid_target":
        raise NameProblem((*path, "hidden_at"), "a spell played from hidden is a valid_target's")
    fields = [field.name for field in situation.battlefields]
    hidden_at = ""
    if "hidden_at" in value:
        hidden_at = _known_name(value["hidden_at"], fields, (*path, "hidden_at"))
    chosen = _known_names(value.get("chosen", ()), known, (*path, "chosen"))
    previously = _known_names(value.get("previously", ()), known, (*path, "previously"))
    changes: list[Change] = []
    for index, change in enumerate(value.get("changes", ())):
        where = (*path, "changes", index)
        if not change.keys() & {"to", "zone", "might", "controller"}:
            raise NameProblem(where, "a change says what happened: to, zone, might or controller")
        unit = _unit_name(change["unit"], situation, (*where, "unit"))
        owner = situation.unit(unit).controller  # type: ignore[union-attr]
        to = names.place(change["to"], owner, (*where, "to")) if "to" in change else None
        controller = change.get("controller", "")
        if controller:
            controller = names.player(controller, (*where, "controller"))
        changes.append(Change(unit, to, change.get("zone", ""), change.get("might"), controller))
    if "text" not in value and "card" not in value:
        raise NameProblem(path, "say the effect's text, or the card of the list whose text it is")
    # No text: the card's own, from the card list under the version judged (judging.py).
    effect = read_effect(value.get("text", ""))
    number = value.get("instruction", 1)
    if "text" in value and not effect.unknown and number > len(effect.instructions):
        raise NameProblem(
            (*path, "instruction"),
            f"the text has {len(effect.instructions)} instruction(s); there is no number {number}",
        )
    return Targeting(
        kind=kind,
        text=value.get("text", ""),
        by=by,
        object=value.get("object", ""),
        chosen=chosen,
        instruction=value.get("instruction", 1),
        changes=tuple(changes),
        card=value.get("card", ""),
        source=source,
        triggered=value.get("ability") == "triggered",
        previously=previously,
        bonus=tuple(value.get("bonus", ())),
        hidden_at=hidden_at,
    )


def _known_names(said: list[str], known: list[str], path: Path) -> tuple[str, ...]:
    """The names ``said``, each matched case-insensitively to one of ``known``."""
    return tuple(_known_name(name, known, (*path, index)) for index, name in enumerate(said))


def _known_name(name: str, known: list[str], path: Path) -> str:
    """The name ``name`` matched case-insensitively to one of ``known`` (``path``: its place)."""
    matches = [choice for choice in known if choice.lower() == name.strip().lower()]
    if not matches:
        raise NameProblem(path, f"nothing named {quoted(name)}{nearest(name, known)}")
    return matches[0]


def _assignment(
    value: dict[str, int], situation: GameState, path: Path
) -> tuple[tuple[str, int], ...]:
    """Combat damage by unit, each a unit of the situation."""
    return tuple(
        (_unit_name(name, situation, (*path, name)), amount) for name, amount in value.items()
    )


def _assigner(value: dict[str, Any], situation: GameState, names: Names, path: Path) -> str:
    """The player assigning combat damage: as given, else the combat's attacker (who
    assigns first); a question about combat damage needs a combat in progress."""
    field = situation.battlefield(situation.combat or "")
    if field is None:
        raise NameProblem(path, "a combat damage question needs a combat in progress")
    _mights_given(situation, field.place, path)
    by = value.get("by")
    if by:
        return names.player(by, (*path, "by"))
    if field.contested_by is None:
        raise NameProblem(path, "say who assigns (by), or which player attacks (contested_by)")
    return field.contested_by


def _mights_given(situation: GameState, place: Place, path: Path) -> None:
    """Combat damage is summed Might: every unit at the combat's battlefield needs one."""
    unknown = [unit.name for unit in situation.units_at(place) if unit.might is None]
    if unknown:
        raise NameProblem(
            path, f"give the might of {', '.join(unknown)} (combat damage is summed Might)"
        )
    layered = [unit.name for unit in situation.units_at(place) if unit.might_effects]
    if layered:  # the layers (might_effects) are not part of combat damage yet
        raise NameProblem(
            path, f"combat damage does not count effects on Might yet ({', '.join(layered)})"
        )
