"""The "Understood as: ..." line: a scenario document said in controlled English, so a judge
sees at a glance what situation and question the engine was given, and can copy the line,
correct it and ask it again (`judge.ask.controlled` reads it back; grammar: controlled.lark;
docs/ask.md, "Controlled English").

    a 1v1 game; it is your main phase; units: your unit (at its base, played this turn):
    can your unit make a standard move to battlefield 1?

``say`` says every key of the document or raises ``Unsayable`` naming the one it cannot;
``describe`` (the "Understood as" line) leaves such a key out and says so at the end.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from judge.ask.controlled_words import (
    ABILITY_KEYWORDS,
    ABILITY_TEXTS,
    ACTIVATION_COSTS,
    BECAUSE,
    CARD_COSTS,
    CHANGE_ZONES,
    CHARACTERISTIC_KEYWORDS,
    COMPARISONS,
    COMPONENTS,
    CONDITIONS,
    COST_KEYWORDS,
    CREATED_CHOSEN,
    DAMAGE_ASKED,
    DAMAGE_FROM,
    DECIDES_CHOICES,
    DEPENDENT_EMPOWERED,
    DEPENDENT_LEGION,
    DESIGNATIONS,
    DOMAINS,
    ENTITY_KEYS,
    ENTITY_LISTS,
    FIRST_TURN_AMOUNTS,
    GAME_ACTIONS,
    KEYWORDS,
    MIGHT_KEYWORDS,
    MIGHT_KINDS,
    MODES,
    MODIFIER_AFFECTS,
    MODIFIER_CARDS,
    MODIFIER_COSTS,
    MODIFIER_KINDS,
    OBJECTS,
    OUTCOMES_BEFORE,
    OUTCOMES_LAST,
    PATTERNS,
    PHASES,
    PLAYING_TYPES,
    POINTS_CHANGES,
    POOL_RESOURCES,
    QUESTION_VALUES,
    QUESTIONS,
    RECYCLE_ZONES,
    RESOURCES,
    REVEAL_ZONES,
    SETUP_WHATS,
    STAGES,
    SUBJECTS,
    TIMINGS,
    TRIGGER_WHEN,
    TYPES,
    VERBS,
    XP_CHANGES,
    ZONES,
    quote,
    said,
)
from judge.ask.situation import Doc

DOCUMENT_KEYS = ("format", "situation", "actions", "question")
SITUATION_KEYS = (
    "mode",
    "players",
    "teams",
    "turn",
    "first_player",
    "phase",
    "showdown",
    "combat",
    "chain",
    "priority",
    "focus",
    "points",
    "scored",
    "xp",
    "additional_turns",
    "played",
    "battlefields",
    "units",
    "gear",
    "facedown",
    "hand",
    "cards",
    "playing",
    "cost_modifiers",
    "runes",
    "pool",
    "replacements",
    "delayed",
    "replacement_order",
)
MOVE_KEYS = ("units", "to", "by", "card", "timing", "destinations")
PLAY_KEYS = (
    "card",
    "to",
    "by",
    "type",
    "keywords",
    "targets",
    "token",
    "ready",
    "controller",
    "by_effect",
    "location_by_effect",
    "repeat",
    "grants",
    "grants_this_turn",
)
HIDE_KEYS = ("card", "at", "by", "keywords")
ACTIVATE_KEYS = (
    "ability",
    "source",
    "by",
    "keywords",
    "condition",
    "cost",
    "card_cost",
    "attach_to",
    "adds",
)
RECALL_KEYS = ("cards", "because")
CARD_RULE_KEYS = ("effect", "action", "from", "to", "card", "affects")
TRIGGER_KEYS = ("when", "ability", "optional", "cost", "performed")
OUTCOME_KEYS = ("event", "battlefield", "subject", "before", "last")
DAMAGE_SOURCE_KEYS = ("text", "from", "asked")
TARGETING_KEYS = (
    "text",
    "card",
    "ability",
    "source",
    "by",
    "object",
    "chosen",
    "previously",
    "instruction",
    "changes",
    "bonus",
    "hidden_at",
)
CHANGE_KEYS = ("unit", "to", "zone", "might", "controller")
COST_KEYS = ("resource", "exactly", "at_most", "at_least", "modifier")
MIGHT_KEYS = ("unit", "exactly", "at_most", "at_least", "mighty", "keyword")
UNIT_IS_KEYS = ("unit", "term")
MULLIGAN_KEYS = ("set_aside", "draws")
SETUP_ZONE_KEYS = ("what", "zone")
FORMATION_KEYS = ("players", "opponents", "teammates")
CATEGORY_KEYS = ("object", "ask")
CONCEDING_BY_KEYS = ("ask", "player")
FIRST_TURN_OF_KEYS = ("ask", "player")
REPLACEMENT_ORDER_OF_KEYS = ("object", "player")
DECIDES_KEYS = ("object", "player", "choice")
# What a `category` question asks of a unit or gear, as the controlled English says it.
CATEGORY_ASKS = {
    "card": "a card",
    "changes": "a card that could become a token, or a token that could stop being one",
}
# The special terms a `unit_is` question asks about, as the controlled English says them.
ABILITY_KIND_KEYS = ("text", "card", "kind")
ABILITY_KINDS = {
    "triggered": "a triggered ability",
    "activated": "an activated ability",
    "passive": "a passive ability",
    "conditional_passive": "a conditional passive ability",
    "replacement": "a replacement effect",
    "reflexive": "a reflexive trigger",
    "play_effect": "a play effect",
    "targeting_effect": "a targeting effect",
    "conquer_effect": "a conquer effect",
    "hold_effect": "a hold effect",
    "attack_trigger": "an attack trigger",
    "defend_trigger": "a defend trigger",
}
TERMS = {
    "alone": "alone",
    "one_on_one": "one on one",
    "in_combat": "in combat",
    "equipped": "equipped",
}
TARGETING = ("is_target", "valid_target", "executes")
ACTIONS = {
    "standard_move": ("units", "to"),
    "move_effect": MOVE_KEYS,
    "play": PLAY_KEYS,
    "hide": HIDE_KEYS,
    "activate": ACTIVATE_KEYS,
    "recall": RECALL_KEYS,
    "cleanup": (),
    "pass": ("player",),
    "resolve": (),
    "combat_resolution": ("battlefield", "arrives"),
    "trigger": ENTITY_KEYS["trigger_action"],
    "finalize": ("decline", "choose"),
    "game_action": ("action", "cards", "by"),
    "deal": ("cards", "amount", "bonus", "by"),
    "draw": ("amount", "by", "opponent"),
    "discard": ("amount", "by"),
    "burn": ("amount", "by", "opponent"),
    "channel": ("amount", "by", "exhausted"),
    "reveal": ("amount", "by", "from"),
    "recycle": ("amount", "from", "by"),
    "attach": ("cards", "to", "by"),
    "replace": ("cards", "with", "by"),
    "swap_back": ("cards", "by"),
    "swap": ("cards", "by", "duration"),
    "create": ("token", "type", "at", "chosen", "by"),
    "gain_points": ("amount", "by"),
    "lose_points": ("amount", "by"),
    "gain_xp": ("amount", "by"),
    "spend_xp": ("amount", "by", "cost"),
    "proceed": (),
    "combat_damage": ("assign",),
    "concede": ("player",),
}
DEPENDENT_KEYS = ("card", "level", "legion", "empowered")
KEYWORD_OF_KEYS = ("card", "keyword")
DECK_KEYS = ("legend", "champion", "main_deck", "runes", "battlefields")
DAMAGE_KEYS = {"assign_damage": ("by", "assign"), "damage_total": ("by", "at_least")}
SPLIT_DIVISION_KEYS = ("damage", "division")
QUESTION_KINDS = (
    "standard_move",
    "move_effect",
    "recall",
    "play",
    "hide",
    "activate",
    *QUESTIONS,
    "ability_controller",
    "victory_score",
    "battlefield_count",
    "when_in_turn",
    "goes_to",
    "turn_amount",
    "first_player",
    "match_format",
    "first_turn",
    "first_turn_of",
    "first_turn_amount",
    "replacement_order_of",
    "victory_score_is",
    "conceding_by",
    "decides",
    "deck_legal",
    "replacement_order",
    "outcomes",
    "cost",
    "pay",
    "might",
    "dependent",
    "has_keyword",
    "keyword_granted",
    "unit_is",
    "category",
    "ability_kind",
    "mulligan",
    "setup_zone",
    "formation",
    "name_card",
    "damage_source",
    "name_tag",
    *TARGETING,
    *DAMAGE_KEYS,
    "split_division",
    "explain",
)
# The keys the controlled English says, for each object of the scenario schema (by its name
# there); tests/test_ask_controlled.py fails on a key of the schema missing here.
SAID: dict[str, tuple[str, ...]] = {
    "scenario": DOCUMENT_KEYS,
    "situation": SITUATION_KEYS,
    **ENTITY_KEYS,
    "trigger": TRIGGER_KEYS,
    "card_rule": CARD_RULE_KEYS,
    "move": MOVE_KEYS,
    "standard_move": ACTIONS["standard_move"],
    "play": PLAY_KEYS,
    "hide": HIDE_KEYS,
    "activate": ACTIVATE_KEYS,
    "card_cost": ("action", "amount"),
    "recall": RECALL_KEYS,
    "pass": ACTIONS["pass"],
    "concede": ACTIONS["concede"],
    "at_battlefield": ("battlefield",),
    "combat_resolution": ACTIONS["combat_resolution"],
    "action": tuple(ACTIONS),
    "game_action": ACTIONS["game_action"],
    "deal": ACTIONS["deal"],
    "draw": ACTIONS["draw"],
    "discard": ACTIONS["discard"],
    "burn": ACTIONS["burn"],
    "channel": ACTIONS["channel"],
    "reveal": ACTIONS["reveal"],
    "recycle": ACTIONS["recycle"],
    "attach": ACTIONS["attach"],
    "replace": ACTIONS["replace"],
    "swap_back": ACTIONS["swap_back"],
    "swap": ACTIONS["swap"],
    "create": ACTIONS["create"],
    "points_change": ACTIONS["gain_points"],
    "xp_change": ACTIONS["gain_xp"],
    "xp_spend": ACTIONS["spend_xp"],
    "outcomes": OUTCOME_KEYS,
    "deck": DECK_KEYS,
    "question": QUESTION_KINDS,
    "trigger_action": ACTIONS["trigger"],
    "finalize": ACTIONS["finalize"],
    "cost": COST_KEYS,
    "pool": tuple(POOL_RESOURCES),
    "pay": (),
    "might": MIGHT_KEYS,
    "dependent": DEPENDENT_KEYS,
    "keyword_of": KEYWORD_OF_KEYS,
    "unit_is": UNIT_IS_KEYS,
    "category": CATEGORY_KEYS,
    "conceding_by": CONCEDING_BY_KEYS,
    "first_turn_of": FIRST_TURN_OF_KEYS,
    "first_turn_amount": FIRST_TURN_OF_KEYS,
    "replacement_order_of": REPLACEMENT_ORDER_OF_KEYS,
    "decides": DECIDES_KEYS,
    "ability_kind": ABILITY_KIND_KEYS,
    "mulligan": MULLIGAN_KEYS,
    "setup_zone": SETUP_ZONE_KEYS,
    "formation": FORMATION_KEYS,
    "targeting": TARGETING_KEYS,
    "damage_source": DAMAGE_SOURCE_KEYS,
    "split_division": SPLIT_DIVISION_KEYS,
    "change": CHANGE_KEYS,
    "combat_damage": ACTIONS["combat_damage"],
    **DAMAGE_KEYS,
}
METADATA = ("title", "source", "rules_version", "expect")
FIRST_PLAYER = "you"
MAX_LEFT_OUT = 20
TOPIC = re.compile(r"[a-z0-9]+(?:_[a-z0-9]+)*")
FLAGS = {
    "stunned": "stunned",
    "empowered": "empowered",
    "token": "a token",
    "played_this_turn": "played this turn",
    "accelerated": "accelerated",
    "pending": "pending",
    "hidden_this_turn": "hidden this turn",
    "flow": "played for its flow cost",
    "optional": "optional",
    "paid": "paid",
    "passive": "passive",
    "used": "used",
    "this_turn": "lasting this turn",
    "untargetable": "untargetable by enemy spells and abilities",
}
NAMED = {
    "controller": "controlled by {}",
    "owner": "owned by {}",
    "played_by": "played by {}",
    "contested_by": "contested by {}",
    "ability_controller": "its abilities controlled by {}",
    "at": "at {}",
    "attached_to": "attached to {}",
    "banished_with": "banished with {}",
    "by": "by {}",
    "name": "called {}",  # an additional cost's name
    "source": "source {}",  # a might effect's source
    "chose": "that chose {}",  # the unit a delayed replacement chose
}
# The key an entity's name stands for, where it is not "name"
NAME_KEYS = {
    "trigger_action": "ability",
    "playing": "card",
    "cost_modifier": "source",
    "delayed_replacement": "card",
    "delayed_trigger": "ability",
}
AMOUNTS = {
    "energy": "{} energy",
    "power": "{} power",
    "minimum": "minimum {}",
    "might_bonus": "might bonus {}",
    "amount": "amount {}",
    "maximum": "maximum {}",
    "timestamp": "timestamp {}",
}
PHRASES = {
    "keyword": ("keyword {}", COST_KEYWORDS),
    "costs": ("{}", MODIFIER_COSTS),
    "component": ("{}", COMPONENTS),
    "affects": ("{}", MODIFIER_AFFECTS),
    "cards": ("{}", MODIFIER_CARDS),
    "domain": ("domain {}", DOMAINS),
}


class Unsayable(ValueError):
    """A document key or value the controlled English has no words for; ``where`` is its
    place ("situation > units > 0 > cost")."""

    def __init__(self, where: str, what: str = "key") -> None:
        super().__init__(f"{where}: the controlled English cannot say this {what}")
        self.where = where


def _only(mapping: dict[str, Any], keys: tuple[str, ...], where: str) -> None:
    extra = [key for key in mapping if key not in keys]
    if extra:
        raise Unsayable(f"{where} > {extra[0]}")


def _phrase(table: dict[Any, str], value: Any, where: str) -> str:
    if not (value is None or isinstance(value, (str, bool))) or value not in table:
        raise Unsayable(where, "value")
    return table[value]


def _names(names: list[str]) -> str:
    return " and ".join(said(name) for name in names)


def _keywords(keywords: list[str], where: str) -> str:
    return f"with {_keyword_words(keywords, where)}" if keywords else "with no keywords"


def _keyword_words(keywords: list[str], where: str) -> str:
    return " and ".join(_phrase({k: k for k in KEYWORDS}, k, where) for k in keywords)


def _card_rule(rule: dict[str, Any], on_unit: bool, where: str) -> str:
    """Card text, quoted: "units can't move from here to base", then whose card it is."""
    _only(rule, CARD_RULE_KEYS, where)
    affects = rule.get("affects")
    subject = "I" if on_unit and affects is None else _phrase(SUBJECTS, affects, where)
    effect = _phrase({"can": "can", "can't": "can't"}, rule["effect"], f"{where} > effect")
    words = [subject, effect, _phrase(VERBS, rule["action"], f"{where} > action")]
    if rule.get("to") == "here":
        words.append("here")
    if "from" in rule:
        words.append("from " + _phrase(PATTERNS, rule["from"], f"{where} > from"))
    if "to" in rule and rule["to"] != "here":
        words.append("to " + _phrase(PATTERNS, rule["to"], f"{where} > to"))
    text = quote(" ".join(words))
    return f"{text} from {said(rule['card'])}" if "card" in rule else text


def _trigger(trigger: dict[str, Any], where: str) -> str:
    _only(trigger, TRIGGER_KEYS, where)
    text = "triggered on " + _phrase(TRIGGER_WHEN, trigger["when"], f"{where} > when")
    if "ability" in trigger:
        text += f" {quote(trigger['ability'])}"
    if "optional" in trigger:
        text += " optionally" if trigger["optional"] else " not optionally"
    if "cost" in trigger:
        text += f" costing {quote(trigger['cost'])}"
    if "performed" in trigger:
        times = trigger["performed"]
        text += f" performed {times} {'time' if times == 1 else 'times'} this turn"
    return text


def _detail(kind: str, key: str, value: Any, where: str) -> str:
    """One detail of an object, as its parentheses say it: "controlled by opponent"."""
    here = f"{where} > {key}"
    if value is None:
        if key == "controller" and kind == "battlefield":
            return "controlled by no one"
        raise Unsayable(here, "value")
    if key in NAMED:
        return NAMED[key].format(said(value))
    if key == "cost":  # an instruction, quoted as an ability is
        return f"costing {quote(value)}"
    if key in AMOUNTS:
        return AMOUNTS[key].format(value)
    if key in PHRASES:
        words, table = PHRASES[key]
        return words.format(_phrase(table, value, here))
    if key == "other":
        return f"other {quote(value)}"
    if key == "kind" and kind == "cost_modifier":
        return _phrase(MODIFIER_KINDS, value, here)
    if key == "kind" and kind == "might_effect":
        return _phrase(MIGHT_KINDS, value, here)
    if key == "keywords" and kind in ("might_effect", "keyword_effect"):
        return "granting " + (" and ".join(said(k) for k in value) if value else "nothing")
    if key == "removed" and kind == "keyword_effect":
        return "removing " + (" and ".join(said(k) for k in value) if value else "nothing")
    if key in ("might_effects", "keyword_effects"):
        of = key.removesuffix("s")
        effects = [_entity(of, e, f"{here} > {i}") for i, e in enumerate(value)]
        return ", ".join(effects) if effects else f"no {of.replace('_', ' ')}s"
    if key == "type" and kind == "playing":
        return _phrase(PLAYING_TYPES, value, here)
    if key == "flow" and kind == "playing":
        return _entity("flow_cost", value, here)
    if key == "additional":
        costs = [_entity("additional_cost", c, f"{here} > {i}") for i, c in enumerate(value)]
        return ", ".join(costs) if costs else "no additional costs"
    if key == "exhausted":
        return "exhausted" if value else "ready"
    if key in FLAGS:
        return FLAGS[key] if value else f"not {FLAGS[key]}"
    if key == "damage":
        return f"{value} damage"
    if key == "might":
        return f"might {value}"
    if key == "buffs":
        return f"{value} {'buff' if value == 1 else 'buffs'}"
    if key == "deflect":
        return "deflect values " + " and ".join(str(v) for v in value)
    if key == "targets":
        return "choosing " + " and ".join(said(target) for target in value)
    if key == "tags":
        return "tagged " + " and ".join(said(tag) for tag in value)
    if key == "domains":
        return "domains " + " and ".join(_phrase(DOMAINS, d, here) for d in value)
    if key in ("assault", "shield", "hunt"):
        return f"{key} {value}"
    if key == "designation":
        return _phrase(DESIGNATIONS, value, here)
    if key == "keywords":
        return _keywords(value, here)
    if key == "granted" and value:  # keywords an effect granted a gear: "granted Temporary"
        return f"granted {_keyword_words(value, here)}"
    if key in ("type", "kind"):
        return _phrase(TYPES, value, here)
    if key == "zone":
        return "in the " + _phrase({zone: zone for zone in ZONES}, value, here)
    if key == "staged":
        stages = [_phrase(STAGES, stage, here) for stage in value]
        return f"{' and '.join(stages)} staged" if stages else "nothing staged"
    if key == "text":
        rules = [_card_rule(r, kind == "unit", f"{here} > {i}") for i, r in enumerate(value)]
        return f"text {' and '.join(rules)}" if rules else "no text"
    if key == "triggers":
        triggers = [_trigger(t, f"{here} > {i}") for i, t in enumerate(value)]
        return ", ".join(triggers) if triggers else "no triggers"
    raise Unsayable(here)


def _entity(kind: str, entity: dict[str, Any], where: str) -> str:
    """A name, then what it is or has in parentheses: "Jax (at battlefield 1, exhausted)"."""
    _only(entity, ENTITY_KEYS[kind], where)
    if kind in ("additional_cost", "might_effect", "keyword_effect", "flow_cost"):  # no name
        details = [_detail(kind, k, v, where) for k, v in entity.items()]
        words = kind.replace("_", " ")
        return words + (f" ({', '.join(details)})" if details else "")
    name = NAME_KEYS.get(kind, "name")
    details = [_detail(kind, k, v, where) for k, v in entity.items() if k != name]
    if kind == "unit" and "at" not in entity:
        details.insert(0, "at its base")
    return said(entity[name]) + (f" ({', '.join(details)})" if details else "")


def _possessive(player: str) -> str:
    if player == FIRST_PLAYER:
        return "your"
    if said(player) == player and player.lower() != "your" and not player.endswith(("'s", "’s")):
        return f"{player}'s"
    return f"{quote(player)}'s"


def say_situation(situation: dict[str, Any], whose_turn: bool = True) -> str:
    """The situation; ``whose_turn=False`` leaves out the turn when the document leaves it
    to its default and the question does not turn on it (is a recall a move?)."""
    _only(situation, SITUATION_KEYS, "situation")
    mode = situation.get("mode", "1v1")
    parts = [_phrase(MODES, mode, "situation > mode")]
    if "players" in situation:
        parts.append("players: " + ", ".join(said(p) for p in situation["players"]))
    if "teams" in situation:
        parts.append("teams: " + " against ".join(_names(t) for t in situation["teams"]))
    if whose_turn or "turn" in situation or "phase" in situation:
        first = (situation.get("players") or [FIRST_PLAYER])[0]
        phase = _phrase(PHASES, situation.get("phase", "main"), "situation > phase")
        parts.append(f"it is {_possessive(situation.get('turn', first))} {phase} phase")
    for key in ("showdown", "combat"):
        if key in situation:
            parts.append(f"a {key} at {said(situation[key])}")
    if "chain" in situation:
        items = [
            _entity("chain_item", item, f"situation > chain > {i}")
            for i, item in enumerate(situation["chain"])
        ]
        parts.append("the chain: " + ", ".join(items) if items else "the chain is empty")
    for key in ("priority", "focus"):
        if key in situation:
            parts.append(f"{key}: {said(situation[key])}")
    if "first_player" in situation:
        parts.append(f"first turn: {said(situation['first_player'])}")
    if "points" in situation:
        points = [f"{n} for {said(p)}" for p, n in situation["points"].items()]
        parts.append("points: " + ", ".join(points) if points else "no points")
    if "scored" in situation:
        for player, fields in situation["scored"].items():
            scored = _names(fields) if fields else "no battlefield"
            parts.append(f"scored this turn by {said(player)}: {scored}")
        if not situation["scored"]:
            parts.append("no scores this turn")
    if "xp" in situation:
        xp = [f"{n} for {said(p)}" for p, n in situation["xp"].items()]
        parts.append("xp: " + ", ".join(xp) if xp else "no xp")
    if situation.get("additional_turns"):
        turns = ", ".join(said(p) for p in situation["additional_turns"])
        parts.append(f"additional turns: {turns}")
    if "played" in situation:
        for player, cards in situation["played"].items():
            played = _names(cards) if cards else "no card"
            parts.append(f"cards played this turn by {said(player)}: {played}")
        if not situation["played"]:
            parts.append("no cards played this turn")
    for key, kind in ENTITY_LISTS.items():
        if key == "chain" or key not in situation:
            continue
        items = [
            _entity(kind, item, f"situation > {key} > {i}") for i, item in enumerate(situation[key])
        ]
        if items:
            parts.append(f"{key.replace('_', ' ')}: " + ", ".join(items))
        elif key == "battlefields":
            parts.append("no battlefields")
        elif key == "cost_modifiers":
            parts.append("no cost modifiers")
    for player, pool in situation.get("pool", {}).items():
        where = f"situation > pool > {player}"
        held = [f"{n} {_phrase(POOL_RESOURCES, k, f'{where} > {k}')}" for k, n in pool.items()]
        parts.append(f"rune pool of {said(player)}: {', '.join(held) or 'empty'}")
    if "playing" in situation:
        parts.append("playing: " + _entity("playing", situation["playing"], "situation > playing"))
    if "replacement_order" in situation:
        order = situation["replacement_order"]
        sources = ", ".join(said(source) for source in order["order"])
        parts.append(f"replacement order chosen by {said(order['by'])}: {sources}")
    return "; ".join(parts)


def _destination(move: dict[str, Any]) -> str:
    to = move["to"]
    if isinstance(to, dict):
        return ": " + " and ".join(f"{said(unit)} to {said(place)}" for unit, place in to.items())
    return f" to {said(to)}"


def _move_details(move: dict[str, Any], with_card: bool, where: str) -> str:
    details = []
    if with_card and "card" in move:
        details.append(f"card {said(move['card'])}")
    if "timing" in move:
        details.append("timing " + _phrase(TIMINGS, move["timing"], f"{where} > timing"))
    if "destinations" in move:
        places = move["destinations"]
        details.append(f"destinations {_names(places)}" if places else "no destinations")
    if "by" in move:
        details.append(f"used by {said(move['by'])}")
    return f" ({', '.join(details)})" if details else ""


def _place(kind: str, value: dict[str, Any]) -> str:
    """Where a card is played (" to base"; none for a spell) or hidden (" at battlefield 1")."""
    if kind == "hide":
        return f" at {said(value['at'])}"
    return f" to {said(value['to'])}" if "to" in value else ""


def _play_details(value: dict[str, Any], where: str) -> str:
    details = [_phrase(TYPES, value["type"], f"{where} > type")] if "type" in value else []
    if "keywords" in value:
        details.append(_keywords(value["keywords"], f"{where} > keywords"))
    if "grants" in value:
        granted = value["grants"]
        words = _keyword_words(granted, f"{where} > grants") if granted else "no keywords"
        details.append(f"granted {words}")
    if value.get("targets"):
        details.append(f"choosing {_names(value['targets'])}")
    elif "targets" in value:
        raise Unsayable(f"{where} > targets", "value")
    for flag, words in (
        ("token", "a token"),
        ("ready", "entering ready"),
        ("by_effect", "by an effect"),
        ("location_by_effect", "to where the effect says"),
        ("repeat", "paying its Repeat cost"),
        ("grants_this_turn", "granted this turn"),
    ):
        if flag in value and not isinstance(value[flag], bool):
            raise Unsayable(f"{where} > {flag}", "value")
        details += [words if value[flag] else f"not {words}"] if flag in value else []
    if "controller" in value:
        details.append(f"controlled by {said(value['controller'])}")
    return f" ({', '.join(details)})" if details else ""


def _activated(value: dict[str, Any], where: str) -> tuple[str, str, str]:
    """(who activates or "", the ability, " (of Test Unit, with Action)" or "")."""
    details = [f"of {said(value['source'])}"] if "source" in value else []
    if "keywords" in value:
        table = {k: k for k in ABILITY_KEYWORDS}
        words = [_phrase(table, k, f"{where} > keywords") for k in value["keywords"]]
        details.append(f"with {' and '.join(words)}" if words else "with no keywords")
    if "condition" in value:
        details.append(_phrase(CONDITIONS, value["condition"], f"{where} > condition"))
    if "cost" in value:
        details.append(_phrase(ACTIVATION_COSTS, value["cost"], f"{where} > cost"))
    if "card_cost" in value:
        cost = value["card_cost"]
        phrase = _phrase(CARD_COSTS, cost["action"], f"{where} > card_cost > action")
        details.append(phrase.format(amount=cost["amount"]))
    if "attach_to" in value:
        details.append(f"attaching to {said(value['attach_to'])}")
    if "adds" in value:
        if not isinstance(value["adds"], bool):
            raise Unsayable(f"{where} > adds", "value")
        details.append("adding resources" if value["adds"] else "adding no resources")
    who = said(value["by"]) if "by" in value else ""
    return who, said(value["ability"]), (f" ({', '.join(details)})" if details else "")


def _recalled(value: dict[str, Any], where: str) -> tuple[str, str]:
    """("is"/"are", "Jax recalled by combat")."""
    verb = "is" if len(value["cards"]) == 1 else "are"
    because = ""
    if "because" in value:
        because = " " + _phrase(BECAUSE, value["because"], f"{where} > because")
    return verb, f"{_names(value['cards'])} recalled{because}"


def _action(action: dict[str, Any], where: str) -> str:
    ((kind, value),) = action.items()
    where = f"{where} > {kind}"
    if kind not in ACTIONS:
        raise Unsayable(where)
    _only(value, ACTIONS[kind], where)
    if kind == "standard_move":
        verb = "makes" if len(value["units"]) == 1 else "make"
        return f"{_names(value['units'])} {verb} a standard move{_destination(value)}"
    if kind == "move_effect":
        mover = said(value["card"]) if "card" in value else "an effect"
        details = _move_details(value, False, where)
        return f"{mover} moves {_names(value['units'])}{_destination(value)}{details}"
    if kind in ("play", "hide"):
        place = _place(kind, value)
        details = _play_details(value, where)
        if "by" in value:
            verb = kind if value["by"] == FIRST_PLAYER else f"{kind}s"
            return f"{said(value['by'])} {verb} {said(value['card'])}{place}{details}"
        done = "played" if kind == "play" else "hidden"
        return f"{said(value['card'])} is {done}{place}{details}"
    if kind == "activate":
        who, ability, details = _activated(value, where)
        if who:
            verb = "activate" if value["by"] == FIRST_PLAYER else "activates"
            return f"{who} {verb} {ability}{details}"
        return f"{ability} is activated{details}"
    if kind == "recall":
        verb, recalled = _recalled(value, where)
        names = _names(value["cards"])  # "Jax recalled by combat" -> "Jax is recalled by combat"
        return f"{names} {verb}{recalled.removeprefix(names)}"
    if kind == "pass":
        if "player" not in value:
            return "the player with priority passes"
        player = value["player"]
        return f"{said(player)} {'pass' if player == FIRST_PLAYER else 'passes'}"
    if kind == "concede":
        player = value["player"]
        return f"{said(player)} {'concede' if player == FIRST_PLAYER else 'concedes'}"
    if kind == "combat_resolution":
        at = f" at {said(value['battlefield'])}" if "battlefield" in value else ""
        late = value.get("arrives", [])
        arrive = f", {_names(late)} arriving after its cleanup," if late else ""
        return f"the combat{at}{arrive} resolves"
    if kind == "trigger":
        return _entity("trigger_action", value, where) + " triggers"
    if kind == "finalize":
        declined = ""
        if "decline" in value:
            declined = f" (declining {_names(value['decline']) or 'nothing'})"
        if "choose" in value:
            choices = [
                f"{said(entry['item'])} choosing {_names(entry['targets'])}"
                for entry in value["choose"]
            ]
            declined += f" ({'; '.join(choices)})"
        return f"the pending chain items are finalized{declined}"
    if kind == "attach":
        attacher = said(value["by"]) if "by" in value else "the turn player"
        verb = "attach" if value.get("by") == FIRST_PLAYER else "attaches"
        return f"{attacher} {verb} {_names(value['cards'])} to {said(value['to'])}"
    if kind == "create":
        creator = said(value["by"]) if "by" in value else "the turn player"
        verb = "create" if value.get("by") == FIRST_PLAYER else "creates"
        token = f"{_phrase(TYPES, value['type'], f'{where} > type')} token"
        if value.get("chosen"):
            place = f"{CREATED_CHOSEN[True]} {said(value['at'])}"
        else:
            place = f"at {said(value['at'])}"
        return f"{creator} {verb} {token} {said(value['token'])} {place}"
    if kind in ("replace", "swap_back", "swap"):
        doer = said(value["by"]) if "by" in value else "the turn player"
        verb = "replace" if kind == "replace" else "swap"
        verb += "" if value.get("by") == FIRST_PLAYER else "s"
        if kind == "swap_back":
            return f"{doer} {verb} back {_names(value['cards'])}"
        if kind == "swap":
            lasting = f" lasting {quote(value['duration'])}" if "duration" in value else ""
            return f"{doer} {verb} the might of {_names(value['cards'])}{lasting}"
        return f"{doer} {verb} {_names(value['cards'])} with a token {said(value['with'])}"
    if kind in (
        "game_action",
        "deal",
        "draw",
        "discard",
        "burn",
        "channel",
        "reveal",
        "recycle",
        *POINTS_CHANGES,
        *XP_CHANGES,
    ):
        return _game_action(value if kind == "game_action" else {**value, "action": kind})
    if kind == "combat_damage":
        if "assign" not in value:
            return "the combat damage is dealt"
        return f"the combat damage is dealt (assigning {_assigned(value['assign'])})"
    return {
        "cleanup": "a cleanup runs",
        "resolve": "the newest chain item resolves",
        "proceed": "play proceeds",
    }[kind]


def _game_action(value: dict[str, Any]) -> str:
    """A game action: "Sett is killed by you", "Sett is dealt 3", "you draw 2 (choosing
    opponent 2 to gain a burn out point)", "you discard 2", "you burn 1", "you channel 2",
    "you recycle 3 from the hand"."""
    by = f" by {said(value['by'])}" if "by" in value else ""
    action = value["action"]
    if action in POINTS_CHANGES or action in XP_CHANGES:
        player = said(value["by"]) if "by" in value else "the turn player"
        base = POINTS_CHANGES.get(action) or XP_CHANGES[action]
        verb = base if value.get("by") == FIRST_PLAYER else f"{base}s"
        amount = value["amount"]
        if action in XP_CHANGES:
            cost = value.get("cost")
            spent = "" if cost is None else " as a cost" if cost else " by an instruction"
            return f"{player} {verb} {amount} XP{spent}"
        return f"{player} {verb} {amount} point{'s' * (amount != 1)}"
    if "cards" not in value:  # a draw, burn, channel, or a discard or recycle of an amount
        drawer = said(value["by"]) if "by" in value else "the turn player"
        verb = action if value.get("by") == FIRST_PLAYER else f"{action}s"
        if action == "reveal":  # "you reveal 2", "you reveal from the hand" (the whole hand)
            amount = f" {value['amount']}" if "amount" in value else ""
            zone = f" {REVEAL_ZONES[value['from']]}" if "from" in value else ""
            return f"{drawer} {verb}{amount}{zone}"
        if action == "channel" and value.get("exhausted") is not None:
            state = "exhausted" if value["exhausted"] else "ready"
            return f"{drawer} {verb} {value['amount']} {state}"
        chosen = value.get("opponent")
        choice = f" (choosing {said(chosen)} to gain a burn out point)" if chosen else ""
        zone = f" {RECYCLE_ZONES[value['from']]}" if "from" in value else ""
        return f"{drawer} {verb} {value['amount']}{choice}{zone}"
    verb = "is" if len(value["cards"]) == 1 else "are"
    if action == "deal":
        bonus = value.get("bonus")
        given = f" with bonus damage {' and '.join(map(str, bonus))}" if bonus else ""
        return f"{_names(value['cards'])} {verb} dealt {value['amount']}{given}{by}"
    if action == "spend":
        return f"the buff of {_names(value['cards'])} {verb} spent{by}"
    return f"{_names(value['cards'])} {verb} {GAME_ACTIONS[action]}{by}"


def say_actions(actions: list[dict[str, Any]]) -> str:
    words = [_action(action, f"actions > {i}") for i, action in enumerate(actions)]
    return "after " + ", then ".join(words) + ", " if words else ""


def say_question(question: dict[str, Any]) -> str:
    ((kind, value),) = question.items()
    where = f"question > {kind}"
    if kind in ("standard_move", "move_effect"):
        _only(value, MOVE_KEYS, where)
        moved = f"{_names(value['units'])}{_destination(value)}"
        if kind == "standard_move":
            details = _move_details(value, True, where)
            return (
                f"can {_names(value['units'])} make a standard move{_destination(value)}{details}?"
            )
        mover = said(value["card"]) if "card" in value else "an effect"
        return f"can {mover} move {moved}{_move_details(value, False, where)}?"
    if kind in ("play", "hide"):
        _only(value, PLAY_KEYS if kind == "play" else HIDE_KEYS, where)
        place = _place(kind, value)
        details = _play_details(value, where)
        if "by" in value:
            return f"can {said(value['by'])} {kind} {said(value['card'])}{place}{details}?"
        done = "played" if kind == "play" else "hidden"
        return f"can {said(value['card'])} be {done}{place}{details}?"
    if kind == "activate":
        _only(value, ACTIVATE_KEYS, where)
        who, ability, details = _activated(value, where)
        if who:
            return f"can {who} activate {ability}{details}?"
        return f"can {ability} be activated{details}?"
    if kind == "recall":
        _only(value, RECALL_KEYS, where)
        verb, recalled = _recalled(value, where)
        return f"{verb} {recalled}?"
    if kind == "victory_score_is":  # the Victory Score asked of a number: yes/no
        return f"is the victory score of this mode {value} points?"
    if kind == "first_turn_of":  # a first_turn question asked of one player: yes/no
        _only(value, FIRST_TURN_OF_KEYS, where)
        asked = _phrase(QUESTION_VALUES["first_turn"], value["ask"], f"{where} > ask")
        return f"{asked}, asked of {said(value['player'])}?"
    if kind == "first_turn_amount":  # how many, asked of one player's first turn
        _only(value, FIRST_TURN_OF_KEYS, where)
        asked = _phrase(FIRST_TURN_AMOUNTS, value["ask"], f"{where} > ask")
        return f"{asked}, asked of {said(value['player'])}?"
    if kind == "conceding_by":  # a conceding question asked of the player who concedes
        _only(value, CONCEDING_BY_KEYS, where)
        asked = _phrase(QUESTION_VALUES["conceding"], value["ask"], f"{where} > ask")
        return f"{asked}, asked of {said(value['player'])}?"
    if kind == "decides":  # who makes the choices of a spell, an ability or a permanent
        _only(value, DECIDES_KEYS, where)
        choice = _phrase(DECIDES_CHOICES, value["choice"], f"{where} > choice")
        return f"is it {said(value['player'])} who {choice} {said(value['object'])}?"
    if kind in QUESTIONS:
        return QUESTIONS[kind].format(_phrase(QUESTION_VALUES[kind], value, where))
    if kind == "ability_controller":
        return f"who controls the abilities of {said(value)}?"
    if kind in (
        "victory_score",
        "battlefield_count",
        "match_format",
        "first_turn",
        "when_in_turn",
        "turn_amount",
        "first_player",
        "goes_to",
    ):
        return _phrase(QUESTION_VALUES[kind], value, where) + "?"
    if kind == "deck_legal":
        return _deck_question(value, where)
    if kind == "replacement_order":
        return f"who decides the order of replacement effects acting on {said(value)}?"
    if kind == "replacement_order_of":  # asked of one player: yes/no
        _only(value, REPLACEMENT_ORDER_OF_KEYS, where)
        acted_on, player = said(value["object"]), said(value["player"])
        return (
            f"who decides the order of replacement effects acting on {acted_on}, asked of {player}?"
        )
    if kind == "outcomes":
        _only(value, OUTCOME_KEYS, where)
        at = f" at {said(value['battlefield'])}" if "battlefield" in value else ""
        if "subject" in value:  # a list: any one of them
            subject = value["subject"]
            names = subject if isinstance(subject, list) else [subject]
            at += " to " + " or ".join(said(name) for name in names)
        if "before" in value:
            at += " " + _phrase(OUTCOMES_BEFORE, value["before"], f"{where} > before")
        if "last" in value:  # only what the last action caused
            at += " " + _phrase(OUTCOMES_LAST, value["last"], f"{where} > last")
        if "event" in value:
            return f"does this happen{at}: {said(value['event'], frozenset())}?"
        return f"what happens{at}?"
    if kind == "cost":
        return _cost_question(value, where)
    if kind == "pay":
        _only(value, (), where)
        return "can the player pay for the card being played?"
    if kind == "might":
        return _might_question(value, where)
    if kind == "dependent":
        _only(value, DEPENDENT_KEYS, where)
        after = [f"level {value['level']}"] if "level" in value else []
        after += [DEPENDENT_LEGION[value["legion"]]] if "legion" in value else []
        after += [DEPENDENT_EMPOWERED[value["empowered"]]] if "empowered" in value else []
        keywords = f"after the {' and '.join(after)} " if after else ""
        return f"is the dependent ability {keywords}of {said(value['card'])} active?"
    if kind == "damage_source":
        _only(value, DAMAGE_SOURCE_KEYS, where)
        asked = _phrase(DAMAGE_ASKED, value["asked"], f"{where} > asked")
        text = quote(value["text"])
        if "from" not in value:
            return f"is {asked} a source of the damage of {text}?"
        source = _phrase(DAMAGE_FROM, value["from"], f"{where} > from")
        return f"is {asked} a source of the damage of {text} as the effect of a {source}?"
    if kind in ("has_keyword", "keyword_granted"):
        _only(value, KEYWORD_OF_KEYS, where)
        table = {k: k for k in CHARACTERISTIC_KEYWORDS}
        keyword = _phrase(table, value["keyword"], f"{where} > keyword")
        if kind == "has_keyword":
            return f"is the keyword {keyword} among the keywords of {said(value['card'])}?"
        return f"would granting the keyword {keyword} be redundant for {said(value['card'])}?"
    if kind in ("name_card", "name_tag"):
        return f"may a player told to name a {kind.removeprefix('name_')} name {said(value)}?"
    if kind == "mulligan":
        _only(value, MULLIGAN_KEYS, where)
        draws = f" and then draw {value['draws']}" if "draws" in value else ""
        return f"can a player set aside {value['set_aside']} cards in their mulligan{draws}?"
    if kind == "formation":
        _only(value, FORMATION_KEYS, where)
        parts = [f"{value['players']} players"] if "players" in value else []
        parts += [f"{value[k]} {k} for each player" for k in FORMATION_KEYS[1:] if k in value]
        if not parts:
            raise Unsayable(where, "value")
        return f"does the game have {' and '.join(parts)}?"
    if kind == "setup_zone":
        _only(value, SETUP_ZONE_KEYS, where)
        what = _phrase(SETUP_WHATS, value["what"], f"{where} > what")
        places = {zone: zone for zone in (*ZONES, "base")}
        zone = _phrase(places, value["zone"], f"{where} > zone")
        return f"does {what} go to the {zone} at setup?"
    if kind == "ability_kind":
        _only(value, ABILITY_KIND_KEYS, where)
        what = _phrase(ABILITY_KINDS, value["kind"], f"{where} > kind")
        if "card" in value:
            return f"does the card {said(value['card'])} have {what}?"
        return f"is the ability {quote(value['text'])} {what}?"
    if kind == "unit_is":
        _only(value, UNIT_IS_KEYS, where)
        return f"is {said(value['unit'])} {_phrase(TERMS, value['term'], f'{where} > term')}?"
    if kind == "category":
        _only(value, CATEGORY_KEYS, where)
        asked = _phrase(CATEGORY_ASKS, value["ask"], f"{where} > ask")
        return f"is {said(value['object'])} {asked}?"
    if kind in TARGETING:
        return _targeting(kind, value, where)
    if kind in DAMAGE_KEYS:
        return _damage_question(kind, value, where)
    if kind == "split_division":
        _only(value, SPLIT_DIVISION_KEYS, where)
        division = _assigned(value["division"])
        return f"as split {value['damage']} damage resolves, is this division allowed: {division}?"
    if kind == "explain":
        topic = value.replace("_", " ") if TOPIC.fullmatch(value) else quote(value)
        return f"explain the rules on {topic}"
    raise Unsayable(where)


def _deck_question(value: dict[str, Any], where: str) -> str:
    """Is this deck legal: its legend, Chosen Champion, Main Deck, runes and battlefields."""
    _only(value, DECK_KEYS, where)

    def counted(cards: dict[str, int]) -> str:
        return ", ".join(f"{n} {said(card)}" for card, n in cards.items()) or "no cards"

    fields = ", ".join(said(f) for f in value["battlefields"]) or "no battlefields"
    return (
        f"is the deck legal: legend {said(value['legend'])}; champion "
        f"{said(value['champion'])}; main deck {counted(value['main_deck'])}; runes "
        f"{counted(value['runes'])}; battlefields {fields}?"
    )


def _assigned(assign: dict[str, int]) -> str:
    """Combat damage by unit: "2 to Sett and 1 to Jax", or "nothing"."""
    return " and ".join(f"{amount} to {said(unit)}" for unit, amount in assign.items()) or (
        "nothing"
    )


def _damage_question(kind: str, value: dict[str, Any], where: str) -> str:
    """Can a player assign combat damage this way; how much do they assign (at least N)."""
    _only(value, DAMAGE_KEYS[kind], where)
    who = said(value["by"]) if "by" in value else "the attacker"
    if kind == "assign_damage":
        return f"is this combat damage assignment legal for {who}: {_assigned(value['assign'])}?"
    if "at_least" in value:
        return f"is at least {value['at_least']} combat damage assigned by {who}?"
    return f"how much combat damage is assigned by {who}?"


def _cost_question(value: dict[str, Any], where: str) -> str:
    """The cost of the card being played: what it is, bounds on it ("exactly 2 energy"), or
    whether a modifier applies to it."""
    _only(value, COST_KEYS, where)
    resource = value.get("resource")
    words = "" if resource is None else _phrase(RESOURCES, resource, f"{where} > resource")
    bounds = " and ".join(f"{COMPARISONS[k]} {value[k]}" for k in COMPARISONS if k in value)
    if "modifier" in value:
        also = " ".join(
            w for w in (bounds, "in " + words.removeprefix("in ") if words else "") if w
        )
        return (
            f"does the modifier {said(value['modifier'])} apply to the cost of the card being "
            f"played{f' ({also})' if also else ''}?"
        )
    if not bounds:
        return f"what does it cost{' in ' + words.removeprefix('in ') if words else ''}?"
    return f"can the player make it cost {bounds}{' ' + words if words else ''}?"


def _might_question(value: dict[str, Any], where: str) -> str:
    """A unit's Might after the layers, bounds on it, or whether it is Mighty."""
    _only(value, MIGHT_KEYS, where)
    unit = said(value["unit"])
    bounds = " and ".join(f"{COMPARISONS[k]} {value[k]}" for k in COMPARISONS if k in value)
    mighty = value.get("mighty")
    keyword = value.get("keyword", "")  # what that keyword adds, not the whole Might
    added = f" ({MIGHT_KEYWORDS[keyword]})" if keyword else ""
    if not bounds:
        if mighty is None:
            return f"what is the might of {unit}{added}?"
        return f"is {unit}{'' if mighty else ' not'} mighty{added}?"
    also = "" if mighty is None else f", and is it{'' if mighty else ' not'} mighty"
    return f"is the might of {unit} {bounds}{also}{added}?"


def _change(change: dict[str, Any], where: str) -> str:
    """What happened to a chosen unit: "Sett moved to base"."""
    _only(change, CHANGE_KEYS, where)
    words = []
    for key, value in change.items():
        if key == "to":
            words.append(f"moved to {said(value)}")
        elif key == "zone":
            words.append(f"went to the {_phrase(CHANGE_ZONES, value, f'{where} > zone')}")
        elif key == "might":
            words.append(f"became might {value}")
        elif key == "controller":
            words.append(f"became controlled by {said(value)}")
    return f"{said(change['unit'])} {' and '.join(words) or 'stayed as it was'}"


def _targeting(kind: str, value: dict[str, Any], where: str) -> str:
    """A question about what an effect's text chooses: its text quoted, then in parentheses
    the card it is on, who plays it and what the sentence has no place for."""
    _only(value, TARGETING_KEYS, where)
    in_sentence = {
        "is_target": ("object",),
        "valid_target": ("chosen",),
        "executes": ("chosen", "instruction") + (("changes",) if value.get("changes") else ()),
    }[kind]
    details = []
    keys = ("card", "ability", "source", "by", "previously", "object", "chosen", "instruction")
    for key in (*keys, "bonus", "hidden_at", "changes"):
        if key not in value or key in in_sentence or (key == "card" and "text" not in value):
            continue
        here = f"{where} > {key}"
        item = value[key]
        if key == "card":
            details.append(f"from {said(item)}")
        elif key == "ability":
            details.append(_phrase(ABILITY_TEXTS, item, here))
        elif key == "source":
            details.append(f"ability of {said(item)}")
        elif key == "by":
            details.append(f"by {said(item)}")
        elif key == "previously":
            details.append(f"remaking a chain item's choice of {_names(item)}")
        elif key == "object":
            details.append("about " + _phrase(OBJECTS, item, here))
        elif key == "chosen":
            details.append(f"choosing {_names(item) or 'nothing'}")
        elif key == "instruction":
            details.append(f"instruction {item}")
        elif key == "bonus":
            details.append(f"with bonus damage {' and '.join(map(str, item))}")
        elif key == "hidden_at":
            details.append(f"played from hidden at {said(item)}")
        elif item:
            details.append("changes " + _changes(item, here))
        else:
            details.append("no changes")
    # A real card's text named by its card alone is read from the card list.
    words = quote(value["text"]) if "text" in value else f"the card text of {said(value['card'])}"
    text = words + (f" ({', '.join(details)})" if details else "")
    if kind == "is_target":
        thing = ""
        if "object" in value:
            thing = " " + _phrase(OBJECTS, value["object"], f"{where} > object")
        return f"does {text} target{thing}?"
    chosen = _names(value["chosen"]) or "nothing" if "chosen" in value else "anything"
    if kind == "valid_target":
        return f"can {chosen} be chosen for {text}?"
    happened = _changes(value["changes"], f"{where} > changes") if value.get("changes") else ""
    number = f"instruction {value['instruction']}" if "instruction" in value else "it"
    return (
        f"{text} targets {chosen}, then {happened or 'nothing changes'}: "
        f"is {number} carried out as it resolves?"
    )


def _changes(changes: list[dict[str, Any]], where: str) -> str:
    return "; ".join(_change(c, f"{where} > {i}") for i, c in enumerate(changes))


def say(doc: Doc) -> str:
    """The document in controlled English, every key said; ``Unsayable`` names one that
    cannot be. Its metadata (``METADATA``) is not said."""
    from judge.engine.upgrade import upgrade

    document = upgrade(doc)
    _only(document, (*DOCUMENT_KEYS, *METADATA), "document")
    question = document["question"]
    timeless = not document.get("actions") and question.keys() <= {*QUESTIONS, "explain"}
    return (
        say_situation(document.get("situation") or {}, whose_turn=not timeless)
        + ": "
        + say_actions(document.get("actions", []))
        + say_question(question)
    )


def describe(doc: Doc, invert: bool = False) -> str:
    """The "Understood as" line: ``say``, where a key that cannot be said is left out and the
    line ends "(not said: situation > playing)", so a reader of the line knows, and the
    line read back says so rather than judging something else."""
    from judge.engine.upgrade import upgrade

    document = copy.deepcopy(upgrade(doc))
    left_out: list[str] = []
    text = ""
    while len(left_out) < MAX_LEFT_OUT:
        try:
            text = say(document)
            break
        except Unsayable as error:
            left_out.append(error.where)
            if not _drop(document, error.where):
                break
    if not text:
        text = f"{MODES['1v1']}: a question the controlled English cannot say"
    if left_out:
        text += f" (not said: {'; '.join(left_out)})"
    if invert:
        text += " (the question asked the opposite, so the answer is turned round)"
    return text


def _drop(document: dict[str, Any], where: str) -> bool:
    """Take the key or item at ``where`` out of the document; False for the question itself."""
    path: list[Any] = [int(p) if p.isdigit() else p for p in where.split(" > ")]
    if path[0] == "document":
        path = path[1:]
    if not path or (path[0] == "question" and len(path) <= 2):
        return False
    parent: Any = document
    for step in path[:-1]:
        parent = parent[step]
    if isinstance(parent, dict) and path[-1] in parent:
        del parent[path[-1]]
        return True
    if isinstance(parent, list) and isinstance(path[-1], int):
        del parent[path[-1]]
        return True
    return False
