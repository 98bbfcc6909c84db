"""Build the game model from a validated scenario document: defaults and name resolution.

Every name a document uses (a player, unit, battlefield, place, topic) must resolve; a
name that does not raises ``NameProblem`` with the path to it and the nearest valid name.
"""

from __future__ import annotations

import re
from typing import Any

from judge.engine.card_list import in_card_list, printed_type
from judge.engine.state import (
    BASE,
    BATTLEFIELD,
    BATTLEFIELD_COUNT,
    LEGEND_ZONE,
    VICTORY_SCORE,
    AdditionalCost,
    Battlefield,
    Card,
    CardRule,
    ChainItem,
    CostModifier,
    DelayedReplacement,
    DelayedTrigger,
    FlowCost,
    GameState,
    Gear,
    KeywordEffect,
    MightEffect,
    Place,
    Playing,
    Pool,
    ReplacementOrder,
    Rune,
    Trigger,
    Unit,
)
from judge.engine.validate import Path, Problem, nearest
from judge.errors import quoted

DEFAULT_PLAYERS = {
    "1v1": ("you", "opponent"),
    "2v2": ("you", "opponent", "ally", "opponent 2"),
    "ffa3": ("you", "opponent", "opponent 2"),
    "ffa4": ("you", "opponent", "opponent 2", "opponent 3"),
}


class NameProblem(Exception):
    def __init__(self, path: Path, message: str) -> None:
        super().__init__(message)
        self.problem = Problem(path, message)


def build_situation(doc: dict[str, Any]) -> GameState:
    mode = doc.get("mode", "1v1")
    players = _players(doc, mode)
    names = Names(players)
    teams = _teams(doc, mode, players, names)
    count = BATTLEFIELD_COUNT[mode]
    default_fields = [{"name": f"battlefield {n}"} for n in range(1, count + 1)]
    field_docs = doc.get("battlefields", default_fields)
    names.battlefields = tuple(item["name"] for item in field_docs)
    _unique(names.battlefields, ("situation", "battlefields"), "battlefield")
    battlefields = tuple(
        _battlefield(item, names, ("situation", "battlefields", i))
        for i, item in enumerate(field_docs)
    )
    turn = names.player(doc.get("turn", players[0]), ("situation", "turn"))
    units = tuple(
        _unit(item, names, ("situation", "units", i)) for i, item in enumerate(doc.get("units", ()))
    )
    _unique(tuple(unit.name for unit in units), ("situation", "units"), "unit")
    by_name = {unit.name: unit for unit in units}
    gear = tuple(
        _gear(item, names, by_name, ("situation", "gear", i))
        for i, item in enumerate(doc.get("gear", ()))
    )
    cards = (
        tuple(
            _card(item, names, ("situation", "facedown", i), facedown=True)
            for i, item in enumerate(doc.get("facedown", ()))
        )
        + tuple(
            _card(item, names, ("situation", "hand", i), facedown=False)
            for i, item in enumerate(doc.get("hand", ()))
        )
        + tuple(
            _zoned(item, names, ("situation", "cards", i))
            for i, item in enumerate(doc.get("cards", ()))
        )
    )
    combat = _optional_field(doc, "combat", names)
    showdown = _optional_field(doc, "showdown", names)
    focus = _optional_player(doc, "focus", names)
    if not (combat and showdown and combat != showdown):  # two at once: refused as such
        _focus_held(battlefields, combat or showdown, focus)
    scored = _scored(doc, names)
    return GameState(
        mode=mode,
        players=players,
        teams=teams,
        turn=turn,
        first_player=_optional_player(doc, "first_player", names) or "",
        phase=doc.get("phase", "main"),
        showdown=showdown,
        combat=combat,
        chain=_chain(doc, names, {*by_name, *(g.name for g in gear), *_legends(cards)}),
        victory_score=VICTORY_SCORE[mode],
        priority=_optional_player(doc, "priority", names),
        focus=focus,
        points=_points(doc, names),
        scored=scored,
        scored_or_disqualified=_scored_or_disqualified(scored, teams, turn),
        xp=_xp(doc, names),
        additional_turns=tuple(
            names.player(player, ("situation", "additional_turns", i))
            for i, player in enumerate(doc.get("additional_turns") or ())
        ),
        played=_played(doc, names),
        battlefields=battlefields,
        units=units,
        gear=gear,
        cards=cards,
        playing=_playing(doc, names, turn, units),
        cost_modifiers=_cost_modifiers(doc, names),
        runes=_runes(doc, names),
        pools=_pools(doc, names),
        delayed_replacements=_delayed_replacements(doc, names, units),
        delayed_triggers=_delayed_triggers(doc, names),
        replacement_order=_replacement_order(doc, names),
        designated=_designated(units, battlefields, combat),
        combatants=_combatants(units, battlefields, combat),
    )


def _focus_held(
    battlefields: tuple[Battlefield, ...], contested: str | None, focus: str | None
) -> None:
    """A showdown or combat always has a player with Focus: the one given, else the player
    who applied Contested where it happens (they gain Focus as it begins). A situation
    with neither is not one a game has, and whoever may act in it is not settled."""
    if contested is None or focus is not None:
        return
    field = next(f for f in battlefields if f.name == contested)
    if field.contested_by is None:
        message = (
            f"a showdown or combat at {quoted(contested)} always has a player with Focus: "
            "say who (focus), or who contested it (contested_by)"
        )
        raise NameProblem(("situation", "focus"), message)


def _designated(
    units: tuple[Unit, ...], battlefields: tuple[Battlefield, ...], combat: str | None
) -> frozenset[str]:
    """Who has already gained a designation in the combat in progress: the units given one,
    and, since the combat opened before the situation, the players and units at its
    battlefield (their Attack and Defend triggers were checked when it opened)."""
    done = {unit.name for unit in units if unit.designation}
    field = next((f for f in battlefields if f.name == combat), None)
    if field is not None:
        done |= {unit.name for unit in units if unit.at == field.place}
    return frozenset(done)


def _combatants(
    units: tuple[Unit, ...], battlefields: tuple[Battlefield, ...], combat: str | None
) -> tuple[str, ...]:
    """The attacker and defender of the combat in progress: the player who applied
    Contested, and the other player with units there."""
    field = next((f for f in battlefields if f.name == combat), None)
    if field is None or field.contested_by is None:
        return ()
    others = sorted({u.controller for u in units if u.at == field.place} - {field.contested_by})
    return (field.contested_by, others[0]) if len(others) == 1 else ()


def _players(doc: dict[str, Any], mode: str) -> tuple[str, ...]:
    players = tuple(doc.get("players", DEFAULT_PLAYERS[mode]))
    wanted = len(DEFAULT_PLAYERS[mode])
    if len(players) != wanted:
        raise NameProblem(
            ("situation", "players"), f"{mode} needs {wanted} players, got {len(players)}"
        )
    _unique(players, ("situation", "players"), "player")
    return players


def _teams(
    doc: dict[str, Any], mode: str, players: tuple[str, ...], names: Names
) -> tuple[tuple[str, ...], ...]:
    if mode != "2v2":
        if doc.get("teams"):
            raise NameProblem(("situation", "teams"), f"{mode} has no teams; only 2v2 does")
        return ()
    given = doc.get("teams") or [[players[0], players[2]], [players[1], players[3]]]
    teams = tuple(
        tuple(names.player(member, ("situation", "teams", i, j)) for j, member in enumerate(team))
        for i, team in enumerate(given)
    )
    if sorted(len(team) for team in teams) != [2, 2] or set(sum(teams, ())) != set(players):
        raise NameProblem(("situation", "teams"), "2v2 needs two teams of two, every player in one")
    if {frozenset(team) for team in teams} != {
        frozenset(players[0::2]),
        frozenset(players[1::2]),
    }:
        message = (
            "2v2 turn order alternates teams and players are listed in turn order, so the "
            f"first and third players are teammates ({players[0]} and {players[2]})"
        )
        raise NameProblem(("situation", "teams"), message)
    return teams


def _unique(items: tuple[str, ...], path: Path, what: str) -> None:
    seen: set[str] = set()
    for index, item in enumerate(items):
        if item.lower() in seen:
            raise NameProblem((*path, index), f"two {what}s named {quoted(item)}")
        seen.add(item.lower())


class Names:
    """Resolves names case-insensitively against what the situation holds."""

    def __init__(self, players: tuple[str, ...]) -> None:
        self.players = players
        self.battlefields: tuple[str, ...] = ()

    @classmethod
    def of(cls, situation: GameState) -> Names:
        names = cls(situation.players)
        names.battlefields = tuple(field.name for field in situation.battlefields)
        return names

    def player(self, name: str, path: Path) -> str:
        return self._one(name, self.players, "player", path)

    def battlefield(self, name: str, path: Path) -> str:
        return self._one(name, self.battlefields, "battlefield", path)

    def place(self, text: str, owner: str, path: Path) -> Place:
        """A battlefield name, ``base`` (the owner's), ``your base`` or ``<player>'s base``."""
        wanted = text.strip().lower()
        if wanted == "base":
            return Place(BASE, owner)
        if wanted in ("your base", "my base"):
            return Place(BASE, self.players[0])
        if wanted.endswith(" base"):
            player = wanted.removesuffix(" base").removesuffix("'s").removesuffix("\u2019s")
            return Place(BASE, self.player(player, path))
        choices = [*self.battlefields, "base", *(f"{p}'s base" for p in self.players)]
        for name in self.battlefields:
            if name.lower() == wanted:
                return Place(BATTLEFIELD, name)
        raise NameProblem(path, f"no place named {quoted(text)}{nearest(text, choices)}")

    @staticmethod
    def _one(name: str, choices: tuple[str, ...], what: str, path: Path) -> str:
        for choice in choices:
            if choice.lower() == name.strip().lower():
                return choice
        raise NameProblem(path, f"no {what} named {quoted(name)}{nearest(name, list(choices))}")


def _chain(doc: dict[str, Any], names: Names, sources: set[str]) -> tuple[ChainItem, ...]:
    """The chain, oldest item first; ``chain_empty: false`` (format 1) is one unnamed item.
    An activated ability's ``source`` names a unit, gear or legend of the situation."""
    if "chain" not in doc:
        return () if doc.get("chain_empty", True) else (ChainItem("a spell or ability"),)
    items = []
    for i, item in enumerate(doc["chain"]):
        path: Path = ("situation", "chain", i)
        controller = item.get("controller")
        source = item.get("source", "")
        if source and source not in sources:
            hint = nearest(source, sorted(sources))
            what = "unit, gear or legend"
            raise NameProblem((*path, "source"), f"no {what} named {quoted(source)}{hint}")
        items.append(
            ChainItem(
                name=item["name"],
                controller=names.player(controller, (*path, "controller")) if controller else None,
                kind=item.get("kind", "spell"),
                pending=item.get("pending", False),
                keywords=frozenset(item.get("keywords", ())),
                optional=item.get("optional", False),
                cost=item.get("cost", ""),
                flow=item.get("flow", False),
                source=source,
            )
        )
    return tuple(items)


def _optional_player(doc: dict[str, Any], key: str, names: Names) -> str | None:
    return names.player(doc[key], ("situation", key)) if doc.get(key) else None


def _points(doc: dict[str, Any], names: Names) -> tuple[tuple[str, int], ...]:
    return tuple(
        (names.player(player, ("situation", "points", player)), count)
        for player, count in (doc.get("points") or {}).items()
    )


def _xp(doc: dict[str, Any], names: Names) -> tuple[tuple[str, int], ...]:
    return tuple(
        (names.player(player, ("situation", "xp", player)), count)
        for player, count in (doc.get("xp") or {}).items()
    )


def _played(doc: dict[str, Any], names: Names) -> frozenset[tuple[str, str]]:
    return frozenset(
        (names.player(player, ("situation", "played", player)), card)
        for player, cards in (doc.get("played") or {}).items()
        for card in cards
    )


def _scored_or_disqualified(
    scored: frozenset[tuple[str, str]], teams: tuple[tuple[str, ...], ...], turn: str
) -> frozenset[tuple[str, str]]:
    """The battlefields of ``scored`` listed for a player of the turn player's team, in a mode
    with teams: only that team can be barred from scoring one by a teammate's control in the
    Beginning Phase, and the situation's ``scored`` says either."""
    team = next((team for team in teams if turn in team), ())
    return frozenset((player, field) for player, field in scored if player in team)


def _scored(doc: dict[str, Any], names: Names) -> frozenset[tuple[str, str]]:
    return frozenset(
        (
            names.player(player, ("situation", "scored", player)),
            names.battlefield(field, ("situation", "scored", player, i)),
        )
        for player, fields in (doc.get("scored") or {}).items()
        for i, field in enumerate(fields)
    )


def _optional_name(item: dict[str, Any], key: str, names: Names, path: Path) -> str | None:
    return names.player(item[key], (*path, key)) if item.get(key) else None


def _optional_field(doc: dict[str, Any], key: str, names: Names) -> str | None:
    return names.battlefield(doc[key], ("situation", key)) if key in doc else None


def _battlefield(item: dict[str, Any], names: Names, path: Path) -> Battlefield:
    controller = item.get("controller")
    if controller:
        controller = names.player(controller, (*path, "controller"))
    contested_by = item.get("contested_by")
    place = Place(BATTLEFIELD, item["name"])
    return Battlefield(
        name=item["name"],
        controller=controller or None,
        contested_by=names.player(contested_by, (*path, "contested_by")) if contested_by else None,
        staged=frozenset(item.get("staged", ())),
        text=_rules(item.get("text", ()), item["name"], place, controller or None),
        ability_controller=_optional_name(item, "ability_controller", names, path),
    )


def _rules(items: Any, card: str, here: Place | None, speaker: str | None) -> tuple[CardRule, ...]:
    """The card rules of a battlefield or unit; ``speaker`` is who "you" is in them: the
    battlefield's or unit's controller (no one on an uncontrolled battlefield)."""
    return tuple(
        CardRule(
            effect=rule["effect"],
            action=rule["action"],
            origin=rule.get("from", "anywhere"),
            destination=rule.get("to", "anywhere"),
            card=rule.get("card", card),
            here=here,
            affects=rule.get("affects", "all"),
            speaker=speaker,
        )
        for rule in items
    )


def _unit(item: dict[str, Any], names: Names, path: Path) -> Unit:
    controller = names.player(item.get("controller", names.players[0]), (*path, "controller"))
    at = names.place(item.get("at", "base"), controller, (*path, "at"))
    keywords = frozenset(item.get("keywords", ()))
    deflect = tuple(item.get("deflect", (1,) if "Deflect" in keywords else ()))
    if deflect:
        keywords |= {"Deflect"}
    # An Assault, Shield or Hunt value gives the unit that keyword.
    keywords |= {k for k in ("Assault", "Shield", "Hunt") if item.get(k.lower())}
    return Unit(
        name=item["name"],
        controller=controller,
        at=at,
        exhausted=item.get("exhausted"),
        damage=item.get("damage", 0),
        might=item.get("might"),
        keywords=keywords,
        played_this_turn=item.get("played_this_turn", False),
        played_by=_played_by(item, names, path),
        accelerated=item.get("accelerated", True if "Accelerate" in keywords else None),
        text=_rules(item.get("text", ()), item["name"], at, controller),
        owner=_owner(item, names, path),
        stunned=item.get("stunned", False),
        empowered=item.get("empowered", False),
        buffs=item.get("buffs", 0),
        designation=item.get("designation"),
        triggers=_triggers(item),
        assault=item.get("assault", 0),
        shield=item.get("shield", 0),
        hunt=item.get("hunt", 0),
        might_effects=_might_effects(item, path),
        keyword_effects=_keyword_effects(item, path),
        deflect=deflect,
        tags=frozenset(t.casefold() for t in item["tags"]) if "tags" in item else None,
        token=item.get("token", False),
    )


MAX_MIGHT_EFFECTS = 6  # every order they could have begun applying in is tried


def _might_effects(item: dict[str, Any], path: Path) -> tuple[MightEffect, ...]:
    """A unit's effects on its Might (layers), each checked to say one thing."""
    items = item.get("might_effects", ())
    path = (*path, "might_effects")
    if len(items) > MAX_MIGHT_EFFECTS:
        message = f"at most {MAX_MIGHT_EFFECTS} effects on a unit's Might, got {len(items)}"
        raise NameProblem(path, message)
    _unique(tuple(e["source"] for e in items), path, "Might effect source")
    stamps = [e["timestamp"] for e in items if "timestamp" in e]
    if len(set(stamps)) < len(stamps):
        raise NameProblem(path, "two effects with the same timestamp: give each its own order")
    return tuple(_might_effect(e, (*path, i)) for i, e in enumerate(items))


def _might_effect(item: dict[str, Any], path: Path) -> MightEffect:
    kind = item["kind"]
    amount = item.get("amount", 0)
    if kind in ("set", "add", "increase_to") and "amount" not in item:
        raise NameProblem(path, f"a {quoted(kind)} effect needs an amount")
    if "maximum" in item and not (kind == "add" and amount > 0):
        raise NameProblem((*path, "maximum"), "a maximum limits an increase (kind add, amount > 0)")
    if "minimum" in item and not (kind == "add" and amount < 0):
        raise NameProblem((*path, "minimum"), "a minimum limits a decrease (kind add, amount < 0)")
    if (kind == "keywords_while_mighty") != bool(item.get("keywords")):
        raise NameProblem((*path, "keywords"), "keywords go with kind keywords_while_mighty, only")
    return MightEffect(
        source=item["source"],
        kind=kind,
        amount=amount,
        maximum=item.get("maximum"),
        minimum=item.get("minimum"),
        passive=item.get("passive", False),
        timestamp=item.get("timestamp"),
        keywords=tuple(item.get("keywords", ())),
    )


def _keyword_effects(item: dict[str, Any], path: Path) -> tuple[KeywordEffect, ...]:
    """A unit's effects granting or removing keywords; a keyword both granted and removed
    is refused: which wins turns on when each began applying, which is not modelled."""
    path = (*path, "keyword_effects")
    effects = tuple(
        KeywordEffect(
            source=e["source"],
            keywords=tuple(e.get("keywords", ())),
            removed=tuple(e.get("removed", ())),
            this_turn=e.get("this_turn", False),
        )
        for e in item.get("keyword_effects", ())
    )
    _unique(tuple(e.source for e in effects), path, "keyword effect source")
    for i, effect in enumerate(effects):
        if not effect.keywords and not effect.removed:
            raise NameProblem((*path, i), "a keyword effect grants or removes a keyword")
    granted = {k for e in effects for k in e.keywords}
    both = sorted(granted.intersection(k for e in effects for k in e.removed))
    if both:
        message = f"{', '.join(both)} both granted and removed: say only the effect that applies"
        raise NameProblem(path, message)
    return effects


def _triggers(item: dict[str, Any]) -> tuple[Trigger, ...]:
    return tuple(
        Trigger(
            rule["when"],
            rule.get("ability", ""),
            rule.get("optional", False),
            rule.get("cost", ""),
            rule.get("performed", 0),
        )
        for rule in item.get("triggers", ())
    )


def _owner(item: dict[str, Any], names: Names, path: Path) -> str:
    """The owner when the document names one ("" means the controller owns it)."""
    return names.player(item["owner"], (*path, "owner")) if item.get("owner") else ""


def _played_by(item: dict[str, Any], names: Names, path: Path) -> str | None:
    """The player who played the unit this turn when the document names one."""
    given = item.get("played_by")
    return names.player(given, (*path, "played_by")) if given else None


def _gear(item: dict[str, Any], names: Names, units: dict[str, Unit], path: Path) -> Gear:
    controller = names.player(item.get("controller", names.players[0]), (*path, "controller"))
    host = item.get("attached_to")
    if host is not None and host not in units:
        hint = nearest(host, list(units))
        raise NameProblem((*path, "attached_to"), f"no unit named {quoted(host)}{hint}")
    default_at = units[host].at if host is not None else Place(BASE, controller)
    at = names.place(item["at"], controller, (*path, "at")) if "at" in item else default_at
    return Gear(
        name=item["name"],
        controller=controller,
        at=at,
        attached_to=host,
        exhausted=item.get("exhausted", False),
        keywords=frozenset((*item.get("keywords", ()), *item.get("granted", ()))),
        owner=_owner(item, names, path),
        empowered=item.get("empowered", False),
        granted=frozenset(item.get("granted", ())),
        is_unit=item.get("type") == "unit",
        might_bonus=item.get("might_bonus", 0),
        token=item.get("token", False),
    )


def _zoned(item: dict[str, Any], names: Names, path: Path) -> Card:
    """A card in any zone off the board: trash, banishment, decks, rune pool, legend zone."""
    controller = names.player(item.get("controller", names.players[0]), (*path, "controller"))
    _legend_where_one_can_be(item, item["zone"], path)
    return Card(
        name=item["name"],
        controller=controller,
        type=item.get("type") or printed_type(item["name"], "unit"),
        keywords=frozenset(item.get("keywords", ())),
        zone=item["zone"],
        owner=_owner(item, names, path),
        empowered=item.get("empowered", False),
        banished_with=_banished_with(item, path),
        might=item.get("might"),
        untargetable=_untargetable(item, path),
    )


def _untargetable(item: dict[str, Any], path: Path) -> bool:
    """An invented card's own text saying enemy spells and abilities can't choose it: a card
    of the card list has its own text, which says so or not."""
    if not item.get("untargetable", False):
        return False
    if in_card_list(item["name"]):
        raise NameProblem(
            (*path, "untargetable"),
            f"{quoted(item['name'])} is a card of the card list, whose own text says whether "
            "it can be chosen: untargetable is said of an invented card",
        )
    return True


def _banished_with(item: dict[str, Any], path: Path) -> str | None:
    """The object whose abilities banished a card in Banishment, if said."""
    if "banished_with" in item and item["zone"] != "banishment":
        raise NameProblem((*path, "banished_with"), "only a card in banishment was banished")
    return item.get("banished_with")


# The zones a legend card can be in: its Legend Zone, where a Champion Legend stays all
# game; a legend an effect added there (v1.4) may be removed, to Banishment only.
LEGEND_CARD_ZONES = (LEGEND_ZONE, "banishment")


def _legend_where_one_can_be(item: dict[str, Any], zone: str, path: Path) -> None:
    """A legend card is in the Legend Zone or Banishment: a board with one anywhere else
    (the trash, a deck) is no game's, and would be judged as if it were. (A hand or a
    facedown card is never a legend: the schema allows no such type there.)"""
    if item.get("type") == "legend" and zone not in LEGEND_CARD_ZONES:
        raise NameProblem(
            (*path, "zone"),
            f"{item['name']} is a legend in {zone}, where no game puts one: a legend stays "
            "in its Legend Zone, and one an effect added there can leave it only for "
            "Banishment (v1.4); put it in 'legend zone' or 'banishment'",
        )


def _legends(cards: tuple[Card, ...]) -> tuple[str, ...]:
    """The names of the legends in a Legend Zone, which is part of the board."""
    return tuple(card.name for card in cards if card.zone == LEGEND_ZONE)


def _card(item: dict[str, Any], names: Names, path: Path, *, facedown: bool) -> Card:
    controller = names.player(item.get("controller", names.players[0]), (*path, "controller"))
    keywords = frozenset(item.get("keywords", ()))
    where = names.battlefield(item["at"], (*path, "at")) if facedown else None
    return Card(
        name=item["name"],
        controller=controller,
        type=item.get("type") or printed_type(item["name"], "unit"),
        keywords=keywords | {"Hidden"} if facedown else keywords,
        facedown_at=where,
        hidden_this_turn=bool(item.get("hidden_this_turn", False)) if facedown else False,
        triggers=_triggers(item),
    )


# --- Costs: the card being played and the modifiers of its cost ---


# Each order a player may apply modifications in is tried (356 lets them choose), so a
# situation holds few of them; more is refused rather than judged slowly.
MAX_COST_MODIFIERS = 6
MAX_ADDITIONAL_COSTS = 6


def _playing(
    doc: dict[str, Any], names: Names, turn: str, units: tuple[Unit, ...]
) -> Playing | None:
    item = doc.get("playing")
    if item is None:
        return None
    path: Path = ("situation", "playing")
    known = [unit.name for unit in units]
    for i, target in enumerate(item.get("targets", ())):
        if target not in known:
            message = f"no unit named {quoted(target)}{nearest(target, known)}"
            raise NameProblem((*path, "targets", i), message)
    if len(item.get("additional", ())) > MAX_ADDITIONAL_COSTS:
        count = len(item["additional"])
        message = f"at most {MAX_ADDITIONAL_COSTS} additional costs, got {count}"
        raise NameProblem((*path, "additional"), message)
    additional = tuple(map(_additional_cost, item.get("additional", ())))
    return Playing(
        card=item["card"],
        player=names.player(item.get("by", turn), (*path, "by")),
        type=item.get("type", "spell"),
        energy=item.get("energy", 0),
        power=item.get("power", 0),
        additional=additional,
        targets=tuple(item.get("targets", ())),
        domain=item.get("domain", ""),
        domains=_several_domains(item, path),
        token=_costless_token(item, path),
        flow=_flow_cost(item, path),
        cost_given="energy" in item or "power" in item,
    )


def _additional_cost(cost: dict[str, Any]) -> AdditionalCost:
    """An additional cost as a situation gives it; an optional one whose choice it does not
    say (``paid``) is left open, to be judged both ways: nothing says the player chose it."""
    optional = cost.get("optional", bool(cost.get("keyword")))
    return AdditionalCost(
        name=cost.get("name") or cost.get("keyword") or cost.get("other") or "additional cost",
        energy=cost.get("energy", 0),
        power=cost.get("power", 0),
        other=cost.get("other", ""),
        optional=optional,
        paid=cost.get("paid", None if optional else True),
        keyword=cost.get("keyword", ""),
    )


def _flow_cost(item: dict[str, Any], path: Path) -> FlowCost | None:
    """The Flow cost of the spell being played, when it has Flow: only a spell has Flow,
    and a token, having no cost, has no Flow cost to pay."""
    flow = item.get("flow")
    if flow is None:
        return None
    if item.get("type", "spell") != "spell" or item.get("token"):
        message = (
            "Flow is present on spells, and a token has no cost: a Flow cost is for a spell card"
        )
        raise NameProblem((*path, "flow"), message)
    given = "energy" in flow or "power" in flow
    return FlowCost(flow.get("energy", 0), flow.get("power", 0), flow.get("used", True), given)


def _costless_token(item: dict[str, Any], path: Path) -> bool:
    """Whether the card being played is a token, which has no cost to give."""
    if item.get("token") and ("energy" in item or "power" in item):
        message = (
            "a token has no cost: leave out energy and power (a cost a layer effect appends "
            "to a token is not modelled)"
        )
        raise NameProblem((*path, "token"), message)
    return bool(item.get("token", False))


def _several_domains(item: dict[str, Any], path: Path) -> tuple[str, ...]:
    """The domains of a card that has several; a card says one ``domain`` or ``domains``."""
    if "domain" in item and "domains" in item:
        message = "a card has one domain or several (domains), not both"
        raise NameProblem((*path, "domains"), message)
    return tuple(item.get("domains", ()))


def _runes(doc: dict[str, Any], names: Names) -> tuple[Rune, ...]:
    path: Path = ("situation", "runes")
    items = doc.get("runes", ())
    _unique(tuple(item["name"] for item in items), path, "rune")
    return tuple(
        Rune(
            name=item["name"],
            domain=item["domain"],
            controller=names.player(item.get("controller", names.players[0]), (*path, i)),
            exhausted=item.get("exhausted", False),
        )
        for i, item in enumerate(items)
    )


def _pools(doc: dict[str, Any], names: Names) -> tuple[tuple[str, Pool], ...]:
    path: Path = ("situation", "pool")
    pools = []
    for player, held in doc.get("pool", {}).items():
        power = tuple((key, n) for key, n in held.items() if key != "energy" and n)
        pools.append((names.player(player, (*path, player)), Pool(held.get("energy", 0), power)))
    return tuple(pools)


def _cost_modifiers(doc: dict[str, Any], names: Names) -> tuple[CostModifier, ...]:
    path: Path = ("situation", "cost_modifiers")
    items = doc.get("cost_modifiers", ())
    if len(items) > MAX_COST_MODIFIERS:  # every order of them is tried: keep that small
        message = f"at most {MAX_COST_MODIFIERS} cost modifiers, got {len(items)}"
        raise NameProblem(path, message)
    _unique(tuple(item["source"] for item in items), path, "cost modifier source")
    return tuple(_cost_modifier(item, names, (*path, i)) for i, item in enumerate(items))


def _cost_modifier(item: dict[str, Any], names: Names, path: Path) -> CostModifier:
    # no kind: what the source, a real card, does to the cost of what it plays is read from
    # its text as the question is judged (``card_list.with_read_cost_modifiers``)
    kind = item.get("kind", "")
    said = [key for key in item if key not in ("source", "controller")]
    if not kind and said:
        message = f"{said[0]} needs a kind (without one, the source card's text says it)"
        raise NameProblem((*path, said[0]), message)
    if not kind and not in_card_list(item["source"]):
        message = (
            f"{quoted(item['source'])} is not a card of the card list, whose text could say "
            "what it does to the cost: give its kind"
        )
        raise NameProblem((*path, "source"), message)
    for key, kinds in (("component", ("discount",)), ("minimum", ("discount",))):
        if key in item and kind not in kinds:
            raise NameProblem(
                (*path, key), f"{key} is for a discount only, not kind {quoted(kind)}"
            )
    if "costs" in item and kind not in ("set", "ignore"):
        message = f"costs is for kinds set and ignore only, not {quoted(kind)}"
        raise NameProblem((*path, "costs"), message)
    return CostModifier(
        source=item["source"],
        controller=names.player(item.get("controller", names.players[0]), (*path, "controller")),
        kind=kind,
        energy=item.get("energy", 0),
        power=item.get("power", 0),
        costs=item.get("costs", "both"),
        component=item.get("component", "total"),
        minimum=item.get("minimum"),
        affects=item.get("affects", "yours"),
        cards=item.get("cards", "any"),
    )


def _delayed_replacements(
    doc: dict[str, Any], names: Names, units: tuple[Unit, ...]
) -> tuple[DelayedReplacement, ...]:
    path: Path = ("situation", "replacements")
    found = []
    for i, item in enumerate(doc.get("replacements", ())):
        if not any(unit.name == item["chose"] for unit in units):
            raise NameProblem((*path, i, "chose"), f"no unit named {quoted(item['chose'])}")
        by = names.player(item.get("by", names.players[0]), (*path, i, "by"))
        found.append(DelayedReplacement(item["card"], by, item["chose"], item.get("used", False)))
    return tuple(found)


# The one kind of delayed trigger the state holds: it waits for the start of its controller's
# next turn. Another ("at end of turn", "the next time ...") would fire at the wrong time.
NEXT_TURN = re.compile(r"^at the start of your next turn\b", re.IGNORECASE)


def _delayed_triggers(doc: dict[str, Any], names: Names) -> tuple[DelayedTrigger, ...]:
    path: Path = ("situation", "delayed")
    delayed = []
    for i, item in enumerate(doc.get("delayed", ())):
        if not NEXT_TURN.match(item["ability"].strip()):
            message = 'a delayed trigger here waits for "At the start of your next turn"'
            raise NameProblem((*path, i, "ability"), message)
        by = names.player(item.get("by", names.players[0]), (*path, i, "by"))
        delayed.append(DelayedTrigger(item["ability"], by))
    return tuple(delayed)


def _replacement_order(doc: dict[str, Any], names: Names) -> ReplacementOrder | None:
    item = doc.get("replacement_order")
    if item is None:
        return None
    by = names.player(item["by"], ("situation", "replacement_order", "by"))
    return ReplacementOrder(by, tuple(item["order"]))
