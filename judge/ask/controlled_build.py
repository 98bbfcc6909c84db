"""A parse tree of the controlled English (controlled.lark) to the scenario document it says.

The grammar lets any entity's parentheses say any detail; here each detail becomes a key and
a detail the entity cannot have, or one said twice, is a ``ControlledError`` at its column.
Defaults are left out (a 1v1 game, the first player's main phase), as the reader writes
documents, so a document said and read back is the same document after ``minimal``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.ask.controlled import ControlledError
from judge.ask.controlled_words import (
    ABILITY_KEYWORDS,
    CHARACTERISTIC_KEYWORDS,
    ENTITY_KEYS,
    ENTITY_LISTS,
    KEYWORDS,
    unquote,
)
from judge.engine.situation import DEFAULT_PLAYERS

Node = Any  # a lark Tree or Token: the grammar decides which, lark's types cannot
CardRuleParser = Callable[[str, int], Any]
DETAIL_KEYS = {
    "controller": "controller",
    "no_controller": "controller",
    "owner": "owner",
    "played_by": "played_by",
    "contested_by": "contested_by",
    "ability_controller": "ability_controller",
    "staged": "staged",
    "nothing_staged": "staged",
    "at": "at",
    "at_base": "at",
    "attached_to": "attached_to",
    "banished_with": "banished_with",
    "zone": "zone",
    "exhausted": "exhausted",
    "ready": "exhausted",
    "stunned": "stunned",
    "empowered": "empowered",
    "token": "token",
    "played_this_turn": "played_this_turn",
    "accelerated": "accelerated",
    "pending": "pending",
    "hidden_this_turn": "hidden_this_turn",
    "untargetable": "untargetable",
    "flow": "flow",
    "damage": "damage",
    "might": "might",
    "buffs": "buffs",
    "deflect": "deflect",
    "targets": "targets",
    "tags": "tags",
    "assault": "assault",
    "shield": "shield",
    "hunt": "hunt",
    "attacker": "designation",
    "defender": "designation",
    "keywords": "keywords",
    "no_keywords": "keywords",
    "granted": "granted",
    "text": "text",
    "no_text": "text",
    "trigger": "triggers",
    "no_triggers": "triggers",
    "optional": "optional",
    "paid": "paid",
    "cost": "cost",
    "by": "by",
    "chose": "chose",
    "used": "used",
    "called": "name",
    "energy": "energy",
    "power": "power",
    "minimum": "minimum",
    "domain": "domain",
    "domains": "domains",
    "other": "other",
    "cost_keyword": "keyword",
    "additional": "additional",
    "no_additional": "additional",
    "flow_cost": "flow",
    "costs_energy": "costs",
    "costs_power": "costs",
    "costs_both": "costs",
    "component": "component",
    "affects": "affects",
    "cards": "cards",
    "might_effect": "might_effects",
    "no_might_effects": "might_effects",
    "keyword_effect": "keyword_effects",
    "no_keyword_effects": "keyword_effects",
    "removing": "removed",
    "no_removing": "removed",
    "this_turn": "this_turn",
    "might_bonus": "might_bonus",
    "source": "source",
    "amount": "amount",
    "maximum": "maximum",
    "passive": "passive",
    "timestamp": "timestamp",
    "granting": "keywords",
    "no_granting": "keywords",
}
NAME_KEYS = {
    "trigger_action": "ability",
    "playing": "card",
    "cost_modifier": "source",
    "delayed_replacement": "card",
    "delayed_trigger": "ability",
}
APPENDED = (
    "trigger",
    "additional",
    "might_effect",
    "keyword_effect",
)  # one detail an item of the list
ABSENT = object()


def _error(node: Node, message: str) -> ControlledError:
    meta = getattr(node, "meta", None)
    column = getattr(node, "column", None) or (
        meta.column if meta is not None and not meta.empty else 0
    )
    return ControlledError(column or 1, message)


def _deck(children: list[Node]) -> dict[str, Any]:
    """legend, champion, main deck, runes, battlefields: ``deck_legal``'s value."""
    legend, champion, main, runes, fields = children

    def counted(node: Node) -> dict[str, int]:
        cards: dict[str, int] = {}
        for count in node.children if node.data != "no_deck_cards" else []:
            number, card = count.children
            if name(card) in cards:
                raise _error(count, f"the copies of {name(card)} are said twice")
            cards[name(card)] = int(number)
        return cards

    return {
        "legend": name(legend),
        "champion": name(champion),
        "main_deck": counted(main),
        "runes": counted(runes),
        "battlefields": [] if fields.data == "no_deck_fields" else _names(fields),
    }


def _value(node: Node) -> str:
    """The value an enum alias stands for: ``v_main_deck`` -> ``main_deck``."""
    return str(node.data).removeprefix("v_")


def _pool(amounts: Node) -> dict[str, int]:
    """What a rune pool holds: "2 energy, 1 fury power", or "empty"."""
    pool: dict[str, int] = {}
    for amount in amounts.children if amounts.data != "pool_empty" else ():
        number, resource = amount.children
        kind = _value(resource.children[0] if resource.data == "pool_resource" else resource)
        if kind in pool:
            raise _error(amount, f"{kind} in a rune pool is said twice")
        pool[kind] = int(number)
    return pool


def name(node: Node) -> str:
    if node.data == "quoted_name":
        token = str(node.children[0])
        suffix = token[token.rindex('"') + 1 :]
        return unquote(token[: len(token) - len(suffix)]) + suffix
    return " ".join(str(word) for word in node.children)


def _names(node: Node) -> list[str]:
    return [name(child) for child in node.children]


def _possessive(node: Node) -> str:
    text = name(node)
    if node.data == "bare_name" and text.lower() == "your":
        return "you"
    for ending in ("'s", "’s"):
        if text.endswith(ending) and len(text) > len(ending):
            return text[: -len(ending)]
    raise _error(node, f"read '{text}', but expected whose turn: 'your' or a name with 's")


def _keywords(node: Node) -> list[str]:
    if node.data == "no_keywords":
        return []
    by_lower = {word.lower().replace("-", "_"): word for word in KEYWORDS}
    return [by_lower[_value(child)] for child in node.children]


class Builder:
    def __init__(self, card_rule: CardRuleParser) -> None:
        self.card_rule = card_rule
        self._whole: set[str] = set()  # situation keys said by one part

    # ---- the document ---------------------------------------------------------------------

    def document(self, tree: Node) -> dict[str, Any]:
        situation_node, *rest = tree.children
        doc: dict[str, Any] = {"format": 2}
        situation = self.situation(situation_node)
        if situation:
            doc["situation"] = situation
        question_node = rest[-1]
        if len(rest) == 2:
            doc["actions"] = [self.action(a) for a in self._action_list(rest[0].children[0])]
        doc["question"] = self.question(question_node)
        return doc

    def _action_list(self, node: Node) -> list[Node]:
        actions = []
        while True:
            actions.append(node.children[0])
            if len(node.children) == 1:
                return actions
            node = node.children[1]

    # ---- the situation ----------------------------------------------------------------------

    def situation(self, node: Node) -> dict[str, Any]:
        mode_node, *parts = node.children
        mode = str(mode_node.data).removeprefix("mode_")
        situation: dict[str, Any] = {} if mode == "1v1" else {"mode": mode}
        turn: tuple[str, str] | None = None
        for part in parts:
            key = str(part.data)
            if key == "turn":
                if turn is not None:
                    raise _error(part, "whose turn and phase it is is said twice")
                turn = (_possessive(part.children[0]), _value(part.children[1]))
            elif key == "scored":  # one part a player: "scored this turn by you: ..."
                player, fields = part.children
                scored = situation.setdefault("scored", {})
                if name(player) in scored or "scored" in self._whole:
                    raise _error(part, f"what {name(player)} scored is said twice")
                scored[name(player)] = [] if fields.data == "scored_none" else _names(fields)
            elif key == "pool":  # one part a player: "rune pool of you: 2 energy"
                player, amounts = part.children
                pools = situation.setdefault("pool", {})
                if name(player) in pools:
                    raise _error(part, f"the rune pool of {name(player)} is said twice")
                pools[name(player)] = _pool(amounts)
            elif key == "played":  # one part a player: "cards played this turn by you: ..."
                player, cards = part.children
                played = situation.setdefault("played", {})
                if name(player) in played or "played" in self._whole:
                    raise _error(part, f"what {name(player)} played is said twice")
                played[name(player)] = [] if cards.data == "played_none" else _names(cards)
            else:
                entry, value = self.part(part)
                if entry in situation:
                    raise _error(part, f"the situation says {entry.replace('_', ' ')} twice")
                self._whole.add(entry)
                situation[entry] = value
        if turn is not None:
            player, phase = turn
            if player != (situation.get("players") or DEFAULT_PLAYERS[mode])[0]:
                situation["turn"] = player
            if phase != "main":
                situation["phase"] = phase
        return situation

    def part(self, node: Node) -> tuple[str, Any]:
        """The key a part of the situation says, and its value."""
        key, children = str(node.data), node.children
        if key in ("players", "additional_turns"):
            return key, [name(c) for c in children]
        if key == "teams":
            return "teams", [_names(team) for team in children]
        if key in ("showdown", "combat", "priority", "focus", "first_player"):
            return key, name(children[0])
        empty: dict[str, tuple[str, Any]] = {
            "empty_chain": ("chain", []),
            "no_points": ("points", {}),
            "no_scored": ("scored", {}),
            "no_xp": ("xp", {}),
            "no_played": ("played", {}),
            "no_battlefields": ("battlefields", []),
            "no_cost_modifiers": ("cost_modifiers", []),
        }
        if key in empty:
            return empty[key]
        if key in ("points", "xp"):
            points: dict[str, int] = {}
            what = "points" if key == "points" else "XP"
            for point in children:
                number, player = point.children
                if name(player) in points:
                    raise _error(point, f"the {what} of {name(player)} are said twice")
                points[name(player)] = int(number)
            return key, points
        if key == "playing":
            return key, self.entity("playing", children[0])
        if key == "replacement_order":
            by, *order = children
            return key, {"by": name(by), "order": [name(source) for source in order]}
        return key, [self.entity(ENTITY_LISTS[key], child) for child in children]

    def entity(
        self, kind: str, node: Node, details: Node | None = None, named: bool = True
    ) -> dict[str, Any]:
        """A named entity ``name (details)``; with ``named=False``, only ``details``: the
        parentheses of a trigger action or an additional cost."""
        entity: dict[str, Any] = {}
        if named:
            entity[NAME_KEYS.get(kind, "name")] = name(node.children[0])
            details = node.children[1] if len(node.children) > 1 else None
        allowed = ENTITY_KEYS[kind]
        seen: set[str] = set()
        for detail in details.children if details is not None else ():
            key, value = self.detail(kind, detail)
            if key not in allowed or key == NAME_KEYS.get(kind):
                what = kind.replace("_", " ")
                raise _error(detail, f"a {what} cannot say '{_words(detail)}' in this language")
            if detail.data in APPENDED and entity.get(key):
                entity[key] = entity[key] + value  # one "triggered on ..." a trigger
                continue
            if key in seen:
                whose = next(iter(entity.values()), "an additional cost")
                raise _error(detail, f"{whose}: {key.replace('_', ' ')} is said twice")
            seen.add(key)
            if value is not ABSENT:
                entity[key] = value
        return entity

    def detail(self, kind: str, node: Node) -> tuple[str, Any]:
        data, children = str(node.data), node.children
        if data in ("keywords", "no_keywords", "granted"):
            return ("granted" if data == "granted" else "keywords"), _keywords(node)
        if data.startswith("v_"):  # a card type or chain item kind
            kinds = ("chain_item", "cost_modifier", "might_effect")
            return ("kind" if kind in kinds else "type"), _value(node)
        key = DETAIL_KEYS[data]
        if data == "no_controller":
            return key, None
        if data == "at_base":
            if kind != "unit":
                raise _error(node, "only a unit says 'at its base' (leave 'at' out)")
            return key, ABSENT
        if data in (
            "controller",
            "owner",
            "played_by",
            "contested_by",
            "ability_controller",
            "at",
            "attached_to",
            "banished_with",
            "cost",
            "by",
            "chose",
            "called",
        ):
            return key, name(children[0])
        if data in ("energy", "power", "minimum", "might_bonus", "amount", "maximum", "timestamp"):
            return key, int(children[0])
        if data == "source":
            return key, name(children[0])
        if data in ("granting", "removing"):
            return key, _names(node)
        if data in ("might_effect", "keyword_effect"):
            return key, [self.entity(data, node, children[0], False)]
        if data in ("no_might_effects", "no_keyword_effects", "no_granting", "no_removing"):
            return key, []
        if data == "other":
            return key, unquote(str(children[0]))
        if data == "cost_keyword":
            return key, _value(children[0]).capitalize()
        if data == "domain":
            return key, _value(children[0])
        if data == "domains":
            return key, [_value(child) for child in children]
        if data in ("component", "affects", "cards"):
            return key, _value(children[0])
        if data.startswith("costs_"):
            return key, data.removeprefix("costs_")
        if data == "additional":
            return key, [
                self.entity("additional_cost", node, children[0] if children else None, False)
            ]
        if data == "no_additional":
            return key, []
        if data == "flow_cost":
            return key, self.entity("flow_cost", node, children[0] if children else None, False)
        if data == "zone":
            return key, _value(children[0]).replace("_", " ")
        if data in ("exhausted", "ready"):
            return key, data == "exhausted"
        if data in (
            "stunned",
            "empowered",
            "token",
            "played_this_turn",
            "accelerated",
            "pending",
            "hidden_this_turn",
            "untargetable",
            "flow",
            "optional",
            "paid",
            "passive",
            "used",
            "this_turn",
        ):
            return key, not children  # a NOT token says false
        if data in ("damage", "might", "buffs", "assault", "shield", "hunt"):
            return key, int(children[0])
        if data == "deflect":
            return key, [int(child) for child in children]
        if data in ("targets", "tags"):
            return key, [name(child) for child in children]
        if data in ("attacker", "defender"):
            return key, data
        if data == "staged":
            return key, [_value(stage) for stage in children]
        if data in ("nothing_staged", "no_text", "no_triggers"):
            return key, []
        if data == "text":
            return key, [self.text_item(item, kind) for item in children]
        if data == "trigger":
            trigger: dict[str, Any] = {"when": _value(children[0])}
            for child in children[1:]:
                if not hasattr(child, "data"):
                    trigger["ability"] = unquote(str(child))
                elif child.data == "trigger_optional":
                    trigger["optional"] = not child.children
                elif child.data == "trigger_performed":
                    trigger["performed"] = int(child.children[0])
                else:
                    trigger["cost"] = name(child.children[0])
            return key, [trigger]
        raise _error(node, f"'{_words(node)}' is not understood here")  # pragma: no cover

    def text_item(self, node: Node, kind: str) -> dict[str, Any]:
        token = node.children[0]
        rule = self.card_rule(unquote(str(token)), token.column)
        subject, effect, verb, *places = rule.children
        card_rule: dict[str, Any] = {"effect": _value(effect).replace("cant", "can't")}
        card_rule["action"] = _value(verb)
        for place in places:
            key = "from" if place.data == "from_place" else "to"
            if key in card_rule:
                raise _error(place, f"the card text says '{key}' twice")
            card_rule[key] = "here" if place.data == "to_here" else _value(place.children[0])
        if len(node.children) > 1:
            card_rule["card"] = name(node.children[1])
        if subject.data == "subject_self":
            if kind != "unit":
                raise _error(subject, "only a unit's text says 'I'; say 'units'")
        elif subject.data == "subject_units":
            if kind == "unit":  # on a unit, "units" are all units wherever they are
                card_rule["affects"] = "all"
        else:
            card_rule["affects"] = _value(subject)
        return card_rule

    # ---- actions and the question -------------------------------------------------------------

    def _move(self, names: Node, destination: Node) -> dict[str, Any]:
        move: dict[str, Any] = {"units": _names(names)}
        if destination.data == "destination_map":
            pairs = [name(child) for child in destination.children]
            to: dict[str, str] = {}
            for unit, place in zip(pairs[::2], pairs[1::2], strict=True):
                if unit in to:
                    raise _error(destination, f"where {unit} goes is said twice")
                to[unit] = place
            move["to"] = to
        else:
            move["to"] = name(destination.children[0])
        return move

    def _move_details(self, move: dict[str, Any], node: Node | None) -> None:
        for detail in node.children if node is not None else ():
            data = str(detail.data)
            key = {"no_destinations": "destinations"}.get(data, data)
            if key in move:
                raise _error(detail, f"the move says its {key} twice")
            if data in ("by", "card"):
                move[key] = name(detail.children[0])
            elif data == "timing":
                move[key] = {"none": "none", "action": "Action", "reaction": "Reaction"}[
                    _value(detail.children[0])
                ]
            else:
                move[key] = [] if data == "no_destinations" else _names(detail)

    def _play(self, value: dict[str, Any], node: Node | None, kind: str) -> None:
        for detail in node.children if node is not None else ():
            if detail.data == "play_controller":
                if kind == "hide" or "controller" in value:
                    raise _error(detail, f"the {kind} says its controller twice or where it can't")
                value["controller"] = name(detail.children[0])
                continue
            if detail.data in ("play_grants", "play_grants_none"):
                if kind == "hide" or "grants" in value:
                    raise _error(detail, f"the {kind} says grants twice or where it can't")
                value["grants"] = [] if detail.data == "play_grants_none" else _keywords(detail)
                continue
            flags = (
                "play_token",
                "play_ready",
                "play_by_effect",
                "play_location_by_effect",
                "play_repeat",
            )
            if detail.data in (*flags, "play_grants_this_turn"):
                flag = str(detail.data).removeprefix("play_")
                if kind == "hide" or flag in value:
                    raise _error(detail, f"the {kind} says {flag} twice or where it can't")
                value[flag] = not detail.children  # a NOT token says false
                continue
            key = "keywords" if detail.data in ("keywords", "no_keywords") else "type"
            if detail.data == "play_targets":
                key = "targets"
            if key == "targets" and key not in value:
                if kind == "hide":
                    raise _error(detail, "a hide does not choose targets")
                value[key] = _names(detail.children[0])
                continue
            if key in value:
                raise _error(detail, f"the {kind} says its {key} twice")
            if key == "type" and kind == "hide":
                raise _error(detail, "a hide does not say the card's type")
            value[key] = _keywords(detail) if key == "keywords" else _value(detail)

    def _one(self, node: Node, what: str) -> str:
        names = _names(node)
        if len(names) != 1:
            raise _error(node, f"expected one {what}, read {len(names)}")
        return names[0]

    def _moved(self, kind: str, children: list[Node]) -> dict[str, Any]:
        """standard_move: names, destination[, details]; move_effect: mover, names, ..."""
        mover = None
        if kind == "move_effect":
            mover, *children = children
        names, destination, *details = children
        move = self._move(names, destination)
        self._move_details(move, details[0] if details else None)
        if mover is not None and mover.data == "mover":
            if "card" in move:
                raise _error(mover, "the card that moves is said twice")
            move = {**move, "card": name(mover.children[0])}
        return move

    def _played(self, kind: str, children: list[Node], by: bool) -> dict[str, Any]:
        value: dict[str, Any] = {}
        if by:
            player, *children = children
            value["by"] = self._one(player, "player")
        card, *details = children
        value["card"] = self._one(card, "card") if card.data == "names" else name(card)
        if details and details[0].data != "play_details":  # a spell is played to no place
            value["to" if kind == "play" else "at"] = name(details.pop(0))
        self._play(value, details[0] if details else None, kind)
        return value

    def _activated(self, children: list[Node], by: bool) -> dict[str, Any]:
        """An activated ability: who activates it (``by``), its name, whose it is, its
        keywords, each said once."""
        value: dict[str, Any] = {}
        if by:
            player, *children = children
            value["by"] = self._one(player, "player")
        ability, *details = children
        value["ability"] = (
            self._one(ability, "ability") if ability.data == "names" else name(ability)
        )
        for detail in details[0].children if details else ():
            key = {
                "activate_source": "source",
                "only_at_battlefield": "condition",
                "exhaust_cost": "cost",
                "discard_cost": "card_cost",
                "recycle_cost": "card_cost",
                "attach_target": "attach_to",
                "adds_resources": "adds",
                "adds_no_resources": "adds",
            }.get(detail.data, "keywords")
            if key in value:
                raise _error(detail, f"the ability's {key.replace('_', ' ')} said twice")
            if key in ("source", "attach_to"):
                value[key] = name(detail.children[0])
            elif key == "condition":
                value["condition"] = "at_battlefield"
            elif key == "cost":
                value["cost"] = "exhaust"
            elif key == "adds":
                value["adds"] = detail.data == "adds_resources"
            elif key == "card_cost":
                action = detail.data.removesuffix("_cost")
                value["card_cost"] = {"action": action, "amount": int(detail.children[0])}
            else:
                by_lower = {k.lower(): k for k in ABILITY_KEYWORDS}
                value["keywords"] = [by_lower[_value(child)] for child in detail.children]
        return value

    def _recall(self, children: list[Node]) -> dict[str, Any]:
        value: dict[str, Any] = {"cards": _names(children[0])}
        if len(children) > 1:
            value["because"] = _value(children[1])
        return value

    def action(self, node: Node) -> dict[str, Any]:
        data, children = str(node.data), node.children
        if data in ("standard_move", "move_effect"):
            move = self._moved(data, children)
            if data == "standard_move" and len(children) > 2:  # pragma: no cover
                raise _error(node, "a standard move takes nothing else")
            return {data: move}
        if data in ("play", "play_by", "hide", "hide_by"):
            kind = data.removesuffix("_by")
            return {kind: self._played(kind, children, data.endswith("_by"))}
        if data in ("activate", "activate_by"):
            return {"activate": self._activated(children, data == "activate_by")}
        if data == "recall":
            return {"recall": self._recall(children)}
        if data == "pass":
            return {"pass": {"player": self._one(children[0], "player")} if children else {}}
        if data == "concede":
            return {"concede": {"player": self._one(children[0], "player")}}
        if data == "combat_resolution":
            value: dict[str, Any] = {}
            for child in children:
                if child.data == "late_arrivals":
                    value["arrives"] = _names(child.children[0])
                else:
                    value["battlefield"] = name(child)
            return {data: value}
        if data == "trigger":
            ability = self._one(children[0], "triggered ability")
            value = (
                self.entity("trigger_action", node, children[1], False) if len(children) > 1 else {}
            )
            return {"trigger": {"ability": ability, **value}}
        if data == "game_action":
            done: dict[str, Any] = {"action": _value(children[1]), "cards": _names(children[0])}
            if len(children) > 2:
                done["by"] = name(children[2])
            return {"game_action": done}
        if data == "game_attach":
            attacher, cards, host = children
            attach: dict[str, Any] = {"cards": _names(cards), "to": name(host)}
            if attacher.data != "turn_player":
                attach["by"] = name(attacher.children[0])
            return {"attach": attach}
        if data == "game_create":
            creator, kind, token, where, place = children
            made: dict[str, Any] = {
                "token": name(token),
                "type": kind.data.removeprefix("created_"),
                "at": name(place),
            }
            if where.data == "created_at_chosen":
                made["chosen"] = True
            if creator.data != "turn_player":
                made["by"] = name(creator.children[0])
            return {"create": made}
        if data in ("game_replace", "game_swap_back", "game_swap"):
            doer, cards, *token = children
            done = {"cards": _names(cards)}
            if token and data == "game_swap":  # how long it lasts, as the instruction says
                done["duration"] = unquote(str(token[0]))
            elif token:
                done["with"] = name(token[0])
            if doer.data != "turn_player":
                done["by"] = name(doer.children[0])
            return {data.removeprefix("game_"): done}
        if data == "game_spend":
            spent: dict[str, Any] = {"action": "spend", "cards": _names(children[0])}
            if len(children) > 1:
                spent["by"] = name(children[1])
            return {"game_action": spent}
        if data == "game_deal":
            done = {"cards": _names(children[0]), "amount": int(children[1])}
            rest = children[2:]
            if rest and getattr(rest[0], "data", "") == "bonus_given":
                done["bonus"] = [int(n) for n in rest[0].children]
                rest = rest[1:]
            if rest:
                done["by"] = name(rest[0])
            return {"deal": done}
        if data in (
            "game_draw",
            "game_discard",
            "game_burn",
            "game_channel",
            "game_recycle",
            "game_gain_points",
            "game_lose_points",
            "game_gain_xp",
            "game_spend_xp",
        ):
            drawer = children[0]
            done = {"amount": int(children[1])}
            if drawer.data != "turn_player":
                done["by"] = name(drawer.children[0])
            if len(children) > 2 and children[2].data in ("enters_exhausted", "enters_ready"):
                done["exhausted"] = children[2].data == "enters_exhausted"
            elif len(children) > 2 and children[2].data in ("from_trash", "from_hand"):
                done["from"] = children[2].data.removeprefix("from_")
            elif len(children) > 2 and children[2].data in ("as_cost", "as_instruction"):
                done["cost"] = children[2].data == "as_cost"
            elif len(children) > 2:
                done["opponent"] = name(children[2].children[0])
            return {data.removeprefix("game_"): done}
        if data == "game_reveal":  # "you reveal 2", "you reveal from the hand"
            drawer, *said = children
            revealed: dict[str, Any] = {}
            if said and getattr(said[0], "data", None) is None:  # a NUMBER token
                revealed["amount"] = int(said.pop(0))
            if said:
                revealed["from"] = "hand" if said[0].data == "from_hand" else "main deck"
            if drawer.data != "turn_player":
                revealed["by"] = name(drawer.children[0])
            return {"reveal": revealed}
        if data == "finalize":
            finalize: dict[str, Any] = {}
            for child in children:
                if child.data == "finalize_choices":
                    finalize["choose"] = [
                        {"item": name(item.children[0]), "targets": _names(item.children[1])}
                        for item in child.children
                    ]
                else:
                    nothing = child.data == "declined_nothing"
                    finalize["decline"] = [] if nothing else _names(child.children[0])
            return {"finalize": finalize}
        if data == "combat_damage":
            if not children:
                return {data: {}}
            return {data: {"assign": _assigned(children[0])}}
        return {data: {}}  # cleanup, resolve, proceed

    def question(self, node: Node) -> dict[str, Any]:
        data, children = str(node.data), node.children
        if data in ("ask_standard_move", "ask_move_effect"):
            kind = data.removeprefix("ask_")
            return {kind: self._moved(kind, children)}
        if data in ("ask_play", "ask_play_by", "ask_hide", "ask_hide_by"):
            kind = data.removeprefix("ask_").removesuffix("_by")
            return {kind: self._played(kind, children, data.endswith("_by"))}
        if data in ("ask_activate", "ask_activate_by"):
            return {"activate": self._activated(children, data == "ask_activate_by")}
        if data == "ask_recall":
            return {"recall": self._recall(children)}
        if data == "changes_state":
            return {"changes_state": "recall"}
        if data == "ability_controller_question":
            return {"ability_controller": name(children[0])}
        if data == "victory_score_question":
            return {"victory_score": "mode"}
        if data == "victory_score_is":
            return {"victory_score_is": int(children[0])}
        if data == "first_player_question":
            return {"first_player": "mode"}
        if data == "battlefield_count_question":
            return {"battlefield_count": "mode"}
        if data == "match_format_question":
            return {"match_format": "mode"}
        if data.startswith("turn_amount_"):
            return {"turn_amount": data.removeprefix("turn_amount_")}
        if data.startswith("goes_to_"):
            return {"goes_to": data.removeprefix("goes_to_")}
        if data.startswith("when_in_turn_"):
            return {"when_in_turn": data.removeprefix("when_in_turn_")}
        if data.startswith("first_turn_amount_"):  # how many, asked of one player
            ask = data.removeprefix("first_turn_amount_")
            return {"first_turn_amount": {"ask": ask, "player": name(children[0])}}
        if data.startswith("first_turn_of_"):  # asked of one player: yes/no
            ask = data.removeprefix("first_turn_of_")
            return {"first_turn_of": {"ask": ask, "player": name(children[0])}}
        if data.startswith("first_turn_"):
            return {"first_turn": data.removeprefix("first_turn_")}
        if data == "deck_legal":
            return {"deck_legal": _deck(children)}
        if data == "replacement_order_question":
            return {"replacement_order": name(children[0])}
        if data == "replacement_order_of":  # asked of one player: yes/no
            return {
                "replacement_order_of": {"object": name(children[0]), "player": name(children[1])}
            }
        if data in ("outcomes", "outcome_event"):
            outcome: dict[str, Any] = {}
            for child in children:
                if child.data == "outcome_before":
                    outcome["before"] = "cleanup"
                elif child.data == "outcome_last":
                    outcome["last"] = True
                elif child.data == "outcome_to" and len(child.children) > 1:  # any of them
                    outcome["subject"] = [name(c) for c in child.children]
                elif child.data in ("outcome_at", "outcome_to"):
                    key = "battlefield" if child.data == "outcome_at" else "subject"
                    outcome[key] = name(child.children[0])
                else:
                    outcome["event"] = name(child)
            return {"outcomes": outcome}
        if data in ("might_what", "might_compare", "might_mighty"):
            return {"might": self._might(data, children)}
        if data == "dependent":  # dependent_after?: NUMBER? LEGION? or EMPOWERED; then the name
            *after, card = children
            dependent: dict[str, Any] = {"card": name(card)}
            for token in after[0].children if after else ():
                if str(token).lower() == "legion":
                    dependent["legion"] = True
                elif str(token).lower() == "empowered":
                    dependent["empowered"] = True
                else:
                    dependent["level"] = int(token)
            return {"dependent": dependent}
        if data == "damage_source":
            asked, text, *source = children
            value = {"text": unquote(str(text)), "asked": _value(asked)}
            return {"damage_source": value | ({"from": _value(source[0])} if source else {})}
        if data in ("has_keyword", "keyword_granted"):
            keyword, card = children
            by_slug = {k.lower().replace("-", "_"): k for k in CHARACTERISTIC_KEYWORDS}
            return {data: {"card": name(card), "keyword": by_slug[_value(keyword)]}}
        if data in ("name_card", "name_tag"):
            return {data: name(children[0])}
        if data == "mulligan":
            counts = [int(n) for n in children]
            said = {"set_aside": counts[0]}
            return {"mulligan": said | ({"draws": counts[1]} if len(counts) > 1 else {})}
        if data == "formation":
            formation: dict[str, int] = {}
            for part in children:
                key = str(part.data).removeprefix("formation_")
                if key in formation:
                    raise _error(part, f"the game's {key} are said twice")
                formation[key] = int(part.children[0])
            return {"formation": formation}
        if data == "conceding_by":  # the question asked of the player who concedes
            return {"conceding_by": {"ask": _value(children[0]), "player": name(children[1])}}
        if data == "decides":  # who makes the choices of a spell, an ability or a permanent
            player, choice, asked = name(children[0]), _value(children[1]), name(children[2])
            return {"decides": {"object": asked, "player": player, "choice": choice}}
        if data == "setup_zone":
            what, place = children
            zone = _value(place.children[0] if place.data == "setup_place" else place)
            what, zone = _value(what).replace("_", " "), zone.replace("_", " ")
            return {"setup_zone": {"what": what, "zone": zone}}
        if data in ("category_card", "category_changes"):
            ask = data.removeprefix("category_")
            return {"category": {"object": name(children[0]), "ask": ask}}
        if data == "ability_kind":
            text = unquote(str(children[0]))
            return {"ability_kind": {"text": text, "kind": _value(children[1])}}
        if data == "card_ability_kind":
            return {"ability_kind": {"card": name(children[0]), "kind": _value(children[1])}}
        if data == "unit_is":
            return {"unit_is": {"unit": name(children[0]), "term": _value(children[1])}}
        if data in ("cost_what", "cost_compare", "cost_modifier_applies"):
            return {"cost": self._cost(data, children)}
        if data == "pay":
            return {"pay": {}}
        if data in ("is_target", "valid_target", "executes"):
            return {data: self._targeting(data, children)}
        if data == "valid_target_any":  # "can anything be chosen": no chosen said
            return {"valid_target": self._targeting(data, children)}
        if data.startswith(("assign_damage", "damage_")):
            return _damage_question(data, children)
        if data == "split_division":
            division = _assigned(children[1])
            return {"split_division": {"damage": int(children[0]), "division": division}}
        if data == "explain":
            topic = children[0]
            text = name(topic)
            return {"explain": text if topic.data == "quoted_name" else "_".join(text.split())}
        return {data: _value(children[0])}  # is_move, is_location, uses_chain, ...

    def _cost(self, data: str, children: list[Node]) -> dict[str, Any]:
        """cost_what: resource?; cost_compare: bounds, resource?; cost_modifier_applies:
        name, (bounds? resource?)?"""
        cost: dict[str, Any] = {}
        if data == "cost_modifier_applies":
            cost["modifier"] = name(children[0])
            children = children[1].children if len(children) > 1 else []
        for child in children:
            if child.data == "bounds":
                pairs = child.children
                for comparison, number in zip(pairs[::2], pairs[1::2], strict=True):
                    if _value(comparison) in cost:
                        raise _error(comparison, "the question says this bound twice")
                    cost[_value(comparison)] = int(number)
            else:
                cost["resource"] = _value(child)
        return cost

    def _might(self, data: str, children: list[Node]) -> dict[str, Any]:
        """might_what: name; might_compare: name, bounds, might_also?; might_mighty: name,
        NOT?; each with might_added? (the keyword whose added Might is asked)."""
        might: dict[str, Any] = {"unit": name(children[0])}
        said = [c for c in children[1:] if getattr(c, "data", "") != "might_added"]
        for child in said:
            if not hasattr(child, "data"):  # the NOT of "is X not mighty"
                continue
            if child.data == "bounds":
                might.update(self._cost("cost_compare", [child]))
            else:  # might_also: "and is it [not] mighty"
                might["mighty"] = not child.children
        if data == "might_mighty":
            might["mighty"] = not said
        for child in children[1:]:
            if getattr(child, "data", "") == "might_added":  # "(only what assault gives)"
                might["keyword"] = _value(child.children[0]).capitalize()
        return might

    def _targeting(self, data: str, children: list[Node]) -> dict[str, Any]:
        """is_target: text, details?, object?; valid_target: text, details? (chosen before
        them); executes: text, details?, chosen, changes, instruction."""
        value: dict[str, Any] = {}
        if data == "valid_target" and getattr(children[0], "data", "") == "names":
            value["chosen"] = _names(children[0])
            children = children[1:]
        elif data == "valid_target":  # "can nothing be chosen"
            value["chosen"] = []
        for child in children:
            kind = str(getattr(child, "data", "QUOTED"))
            if kind == "effect_words":
                value["text"] = unquote(str(child.children[0]))
            elif kind == "card_text":
                value["card"] = name(child.children[0])
            elif kind == "targeting_details":
                for detail in child.children:
                    self._targeting_detail(value, detail)
            elif kind == "chosen":
                value["chosen"] = _names(child.children[0])
            elif kind == "chosen_nothing":
                value["chosen"] = []
            elif kind == "changes":
                value["changes"] = [self._change(change) for change in child.children]
            elif kind == "instruction":
                value["instruction"] = int(child.children[0])
            elif kind.startswith("v_"):
                value["object"] = _value(child)
        return value

    def _targeting_detail(self, value: dict[str, Any], detail: Node) -> None:
        data = str(detail.data)
        key = {
            "from_card": "card",
            "about": "object",
            "choosing": "chosen",
            "choosing_nothing": "chosen",
            "no_changes": "changes",
            "triggered_effect": "ability",
            "with_bonus": "bonus",
        }.get(data, data)
        if key in value:
            raise _error(detail, f"the question says its {key} twice")
        if data in ("from_card", "by", "source", "hidden_at"):
            value[key] = name(detail.children[0])
        elif data == "about":
            value[key] = _value(detail.children[0])
        elif data in ("choosing", "previously"):
            value[key] = _names(detail.children[0])
        elif data in ("choosing_nothing", "no_changes"):
            value[key] = []
        elif data == "instruction":
            value[key] = int(detail.children[0])
        elif data == "triggered_effect":
            value[key] = "triggered"
        elif data == "with_bonus":  # "with bonus damage 1 and 2"
            value[key] = [int(n) for n in detail.children[0].children]
        else:
            value[key] = [self._change(change) for change in detail.children]

    def _change(self, node: Node) -> dict[str, Any]:
        unit, *whats = node.children
        change: dict[str, Any] = {"unit": name(unit)}
        for what in whats:
            key = str(what.data).removeprefix("change_")
            if key in change:
                raise _error(what, f"what happened to {change['unit']} says its {key} twice")
            value = what.children[0]
            if key == "zone":
                change[key] = _value(value).replace("_", " ")
            elif key == "might":
                change[key] = int(value)
            else:
                change[key] = name(value)
        return change


def _assigned(node: Node) -> dict[str, int]:
    """ "2 to Sett and 1 to Jax": combat damage by unit (``assigned_nothing``: none)."""
    if node.data == "assigned_nothing":
        return {}
    if node.data in ("dealt_as", "assigned_q"):
        node = node.children[0]
    return {name(item.children[1]): int(item.children[0]) for item in node.children}


def _damage_question(data: str, children: list[Node]) -> dict[str, Any]:
    """assign_damage(_by), damage_total(_by), damage_at_least(_by): "_by" when the question
    names the player assigning, else it is the attacker."""
    value: dict[str, Any] = {}
    if data.startswith("damage_at_least"):
        value["at_least"] = int(children[0])
        children = children[1:]
    if data.endswith("_by"):
        value["by"] = name(children[0])
        children = children[1:]
    if data.startswith("assign_"):
        return {"assign_damage": {**value, "assign": _assigned(children[0])}}
    return {"damage_total": value}


def _words(node: Node) -> str:
    from lark import Token

    tokens = [str(t) for t in node.scan_values(lambda v: isinstance(v, Token))]
    return " ".join(tokens) or str(node.data).replace("_", " ")


def build(tree: Node, card_rule: CardRuleParser) -> dict[str, Any]:
    """The document the parse tree says (format 2, defaults left out)."""
    return Builder(card_rule).document(tree)


METADATA = ("title", "source", "rules_version", "expect")
# Lists the loader reads as nothing when empty (``doc.get("units", ())``); an empty chain is
# said ("the chain is empty"), and no battlefields is not the same as the default ones.
EMPTY_IS_NONE = ("units", "gear", "facedown", "hand", "cards", "runes", "pool")


def minimal(doc: dict[str, Any]) -> dict[str, Any]:
    """The document without what the controlled English does not say and without the
    defaults the loader fills in anyway: its metadata (``METADATA``), a 1v1 mode, the first
    player's turn, the main phase, an empty situation. Format 1 is upgraded first."""
    from judge.engine.upgrade import upgrade

    document = {k: v for k, v in upgrade(doc).items() if k not in METADATA}
    if not document.get("actions", True):
        del document["actions"]
    situation = {
        key: value
        for key, value in (document.get("situation") or {}).items()
        if key not in EMPTY_IS_NONE or value
    }
    mode = situation.get("mode", "1v1")
    if mode == "1v1":
        situation.pop("mode", None)
    players = situation.get("players") or DEFAULT_PLAYERS.get(mode, ("",))
    if situation.get("turn") == players[0]:
        del situation["turn"]
    if situation.get("phase") == "main":
        del situation["phase"]
    document.pop("situation", None)
    if situation:
        document = {"format": 2, "situation": situation, **document}
    return document
