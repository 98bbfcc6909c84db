"""The "Understood as: ..." line: a scenario document said in controlled English, so a judge
sees at a glance what situation and question the engine was given, and can copy the line,
correct it and ask it again (`judge.ask.controlled` reads it back; grammar:
controlled.lark; docs/ask.md, "Controlled English").

    a 1v1 game; it is your main phase; units: your unit (at its base, played this turn):
    can your unit make a standard move to battlefield 1?

Every key of the document is said, or ``Unsayable`` names the one that cannot be.
"""

from __future__ import annotations

from typing import Any

from judge.ask.controlled_words import (
    BECAUSE,
    ENTITY_KEYS,
    LIST_HEADS,
    MODES,
    QUESTION_VALUES,
    QUESTIONS,
    SUBJECTS,
    TYPES,
    VERBS,
    quote,
    said,
)
from judge.ask.situation import Doc

SITUATION_KEYS = (
    "mode",
    "players",
    "teams",
    "turn",
    "phase",
    "showdown",
    "combat",
    "chain",
    "priority",
    "focus",
    "points",
    "scored",
    *LIST_HEADS,
)
DOCUMENT_KEYS = ("format", "situation", "actions", "question")
MOVE_KEYS = ("units", "to", "by", "card", "timing", "destinations")
PLAY_KEYS = ("card", "to", "by", "type", "keywords")
HIDE_KEYS = ("card", "at", "by", "keywords")
RECALL_KEYS = ("cards", "because")
CARD_RULE_KEYS = ("effect", "action", "from", "to", "card", "affects")
TRIGGER_KEYS = ("when", "ability")
OUTCOME_KEYS = ("event", "battlefield")
ACTIONS = (
    "standard_move",
    "move_effect",
    "play",
    "hide",
    "recall",
    "cleanup",
    "pass",
    "resolve",
    "combat_resolution",
)
QUESTION_KINDS = (
    "standard_move",
    "move_effect",
    "recall",
    "play",
    "hide",
    *QUESTIONS,
    "ability_controller",
    "outcomes",
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
    "standard_move": ("units", "to"),
    "play": PLAY_KEYS,
    "hide": HIDE_KEYS,
    "recall": RECALL_KEYS,
    "pass": ("player",),
    "at_battlefield": ("battlefield",),
    "action": ACTIONS,
    "outcomes": OUTCOME_KEYS,
    "question": QUESTION_KINDS,
}
DEFAULT_FIRST_PLAYER = "you"


class Unsayable(ValueError):
    """A document key the controlled English has no words for."""


def _names(names: list[str]) -> str:
    return " and ".join(said(name) for name in names)


def _only(mapping: dict[str, Any], keys: tuple[str, ...], where: str) -> None:
    extra = [key for key in mapping if key not in keys]
    if extra:
        raise Unsayable(f"{where} > {extra[0]}: the controlled English cannot say this key")


def _flag(value: bool, words: str) -> str:
    return words if value else f"not {words}"


def _keywords(keywords: list[str]) -> str:
    return f"with {' and '.join(keywords)}" if keywords else "with no keywords"


def _card_rule(rule: dict[str, Any], on_unit: bool, where: str) -> str:
    _only(rule, CARD_RULE_KEYS, where)
    affects = rule.get("affects")
    subject = "I" if on_unit and affects is None else SUBJECTS[affects]
    words = [subject, rule["effect"], VERBS[rule["action"]]]
    places = []
    if "from" in rule:
        places.append(f"from {rule['from']}")
    if rule.get("to") == "here":
        places.insert(0, "here")
    elif "to" in rule:
        places.append(f"to {rule['to']}")
    text = quote(" ".join(words + places))
    return f"{text} from {said(rule['card'])}" if "card" in rule else text


def _detail(kind: str, key: str, value: Any, entity: dict[str, Any], where: str) -> str:
    if key in ("controller", "ability_controller") and value is None and kind == "battlefield":
        return "controlled by no one" if key == "controller" else _unsayable(where, key)
    simple = {
        "controller": "controlled by {}",
        "owner": "owned by {}",
        "contested_by": "contested by {}",
        "ability_controller": "its abilities controlled by {}",
        "at": "at {}",
        "attached_to": "attached to {}",
    }
    if key in simple:
        return simple[key].format(said(value))
    if key == "exhausted":
        return "exhausted" if value else "ready"
    flags = {
        "stunned": "stunned",
        "played_this_turn": "played this turn",
        "accelerated": "accelerated",
        "pending": "pending",
        "hidden_this_turn": "hidden this turn",
    }
    if key in flags:
        return _flag(value, flags[key])
    if key == "damage":
        return f"{value} damage"
    if key == "might":
        return f"might {value}"
    if key == "buffs":
        return f"{value} {'buff' if value == 1 else 'buffs'}"
    if key == "designation":
        return "attacking" if value == "attacker" else "defending"
    if key == "keywords":
        return _keywords(value)
    if key in ("type", "kind"):
        return TYPES[value]
    if key == "zone":
        return f"in the {value}"
    if key == "staged":
        return f"{' and '.join(value)} staged" if value else "nothing staged"
    if key == "text":
        rules = [_card_rule(r, kind == "unit", f"{where} > text") for r in value]
        return f"text {' and '.join(rules)}" if rules else "no text"
    if key == "triggers":
        if not value:
            return "no triggers"
        return ", ".join(_trigger(t, f"{where} > triggers") for t in value)
    return _unsayable(where, key)


def _trigger(trigger: dict[str, Any], where: str) -> str:
    _only(trigger, TRIGGER_KEYS, where)
    text = f"triggered on {trigger['when']}"
    return f"{text} {quote(trigger['ability'])}" if "ability" in trigger else text


def _unsayable(where: str, key: str) -> str:
    raise Unsayable(f"{where} > {key}: the controlled English cannot say this value")


def _entity(kind: str, entity: dict[str, Any], where: str) -> str:
    _only(entity, ENTITY_KEYS[kind], where)
    details = [
        _detail(kind, key, value, entity, where) for key, value in entity.items() if key != "name"
    ]
    if kind == "unit" and "at" not in entity:
        details.insert(0, "at its base")
    return said(entity["name"]) + (f" ({', '.join(details)})" if details else "")


def _possessive(player: str) -> str:
    if player == DEFAULT_FIRST_PLAYER:
        return "your"
    if said(player) == player and not player.lower().endswith(("'s", "’s", "your")):
        return f"{player}'s"
    return f"{quote(player)}'s"


def describe_situation(situation: dict[str, Any], whose_turn: bool = True) -> str:
    """The situation; ``whose_turn=False`` leaves out the turn when the document leaves it
    to its default and the question does not turn on it (is a recall a move?)."""
    _only(situation, SITUATION_KEYS, "situation")
    mode = situation.get("mode", "1v1")
    parts = [MODES[mode]]
    if "players" in situation:
        parts.append("players: " + ", ".join(said(p) for p in situation["players"]))
    if "teams" in situation:
        parts.append("teams: " + " against ".join(_names(t) for t in situation["teams"]))
    first = situation.get("players", [DEFAULT_FIRST_PLAYER])[:1] or [DEFAULT_FIRST_PLAYER]
    turn = situation.get("turn", first[0])
    if whose_turn or "turn" in situation or "phase" in situation:
        parts.append(f"it is {_possessive(turn)} {situation.get('phase', 'main')} phase")
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
    if "points" in situation:
        points = [f"{n} for {said(p)}" for p, n in situation["points"].items()]
        parts.append("points: " + ", ".join(points) if points else "no points")
    if "scored" in situation:
        for player, fields in situation["scored"].items():
            scored = _names(fields) if fields else "no battlefield"
            parts.append(f"scored this turn by {said(player)}: {scored}")
        if not situation["scored"]:
            parts.append("no scores this turn")
    for key, head in LIST_HEADS.items():
        if key not in situation:
            continue
        kind = {"battlefields": "battlefield", "units": "unit", "hand": "card"}.get(key, key)
        kind = "zoned_card" if key == "cards" else kind
        items = [
            _entity(kind, item, f"situation > {key} > {i}") for i, item in enumerate(situation[key])
        ]
        if items:
            parts.append(f"{head}: " + ", ".join(items))
        elif key == "battlefields":
            parts.append("no battlefields")
    return "; ".join(parts)


def _destination(move: dict[str, Any]) -> str:
    to = move["to"]
    if isinstance(to, dict):
        pairs = [f"{said(unit)} to {said(place)}" for unit, place in to.items()]
        return ": " + " and ".join(pairs)
    return f" to {said(to)}"


def _move_details(move: dict[str, Any], with_card: bool) -> str:
    details = []
    if with_card and "card" in move:
        details.append(f"card {said(move['card'])}")
    if "timing" in move:
        details.append(f"timing {move['timing']}")
    if "destinations" in move:
        places = move["destinations"]
        details.append(f"destinations {_names(places)}" if places else "no destinations")
    if "by" in move:
        details.append(f"used by {said(move['by'])}")
    return f" ({', '.join(details)})" if details else ""


def _play_details(value: dict[str, Any]) -> str:
    details = [TYPES[value["type"]]] if "type" in value else []
    if "keywords" in value:
        details.append(_keywords(value["keywords"]))
    return f" ({', '.join(details)})" if details else ""


def _action(action: dict[str, Any], where: str) -> str:
    ((kind, value),) = action.items()
    if kind == "standard_move":
        _only(value, ("units", "to"), f"{where} > {kind}")
        verb = "makes" if len(value["units"]) == 1 else "make"
        return f"{_names(value['units'])} {verb} a standard move{_destination(value)}"
    if kind == "move_effect":
        _only(value, MOVE_KEYS, f"{where} > {kind}")
        mover = said(value["card"]) if "card" in value else "an effect"
        details = _move_details(value, with_card=False)
        return f"{mover} moves {_names(value['units'])}{_destination(value)}{details}"
    if kind in ("play", "hide"):
        _only(value, PLAY_KEYS if kind == "play" else HIDE_KEYS, f"{where} > {kind}")
        place = f"to {said(value['to'])}" if kind == "play" else f"at {said(value['at'])}"
        details = _play_details(value)
        if "by" in value:
            verb = kind if value["by"] == DEFAULT_FIRST_PLAYER else f"{kind}s"
            return f"{said(value['by'])} {verb} {said(value['card'])} {place}{details}"
        done = "played" if kind == "play" else "hidden"
        return f"{said(value['card'])} is {done} {place}{details}"
    if kind == "recall":
        _only(value, RECALL_KEYS, f"{where} > {kind}")
        verb = "is" if len(value["cards"]) == 1 else "are"
        because = f" {BECAUSE[value['because']]}" if "because" in value else ""
        return f"{_names(value['cards'])} {verb} recalled{because}"
    if kind == "cleanup":
        _only(value, (), f"{where} > {kind}")
        return "a cleanup runs"
    if kind == "pass":
        _only(value, ("player",), f"{where} > {kind}")
        if "player" not in value:
            return "the player with priority passes"
        player = value["player"]
        return f"{said(player)} {'pass' if player == 'you' else 'passes'}"
    if kind == "resolve":
        _only(value, (), f"{where} > {kind}")
        return "the newest chain item resolves"
    if kind == "combat_resolution":
        _only(value, ("battlefield",), f"{where} > {kind}")
        at = f" at {said(value['battlefield'])}" if "battlefield" in value else ""
        return f"the combat{at} resolves"
    raise Unsayable(f"{where} > {kind}: the controlled English cannot say this action")


def describe_actions(actions: list[dict[str, Any]]) -> str:
    said_actions = [_action(a, f"actions > {i}") for i, a in enumerate(actions)]
    return "after " + ", then ".join(said_actions) + ", " if said_actions else ""


def describe_question(question: dict[str, Any]) -> str:
    ((kind, value),) = question.items()
    where = f"question > {kind}"
    if kind == "standard_move":
        _only(value, MOVE_KEYS, where)
        details = _move_details(value, with_card=True)
        return f"can {_names(value['units'])} make a standard move{_destination(value)}{details}?"
    if kind == "move_effect":
        _only(value, MOVE_KEYS, where)
        mover = said(value["card"]) if "card" in value else "an effect"
        details = _move_details(value, with_card=False)
        return f"can {mover} move {_names(value['units'])}{_destination(value)}{details}?"
    if kind in ("play", "hide"):
        _only(value, PLAY_KEYS if kind == "play" else HIDE_KEYS, where)
        place = f"to {said(value['to'])}" if kind == "play" else f"at {said(value['at'])}"
        details = _play_details(value)
        if "by" in value:
            return f"can {said(value['by'])} {kind} {said(value['card'])} {place}{details}?"
        done = "played" if kind == "play" else "hidden"
        return f"can {said(value['card'])} be {done} {place}{details}?"
    if kind == "recall":
        _only(value, RECALL_KEYS, where)
        verb = "is" if len(value["cards"]) == 1 else "are"
        because = f" {BECAUSE[value['because']]}" if "because" in value else ""
        return f"{verb} {_names(value['cards'])} recalled{because}?"
    if kind in QUESTIONS:
        if value not in QUESTION_VALUES[kind]:
            raise Unsayable(f"{where}: the controlled English cannot say {value!r}")
        return QUESTIONS[kind].format(QUESTION_VALUES[kind][value])
    if kind == "ability_controller":
        return f"who controls the abilities of {said(value)}?"
    if kind == "outcomes":
        _only(value, OUTCOME_KEYS, where)
        at = f" at {said(value['battlefield'])}" if "battlefield" in value else ""
        if "event" in value:
            return f"does this happen{at}: {said(value['event'], frozenset())}?"
        return f"what happens{at}?"
    if kind == "explain":
        topic = value.replace("_", " ") if value.replace("_", "").isalnum() else quote(value)
        if value != value.lower() or "__" in value or value.startswith("_"):
            topic = quote(value)
        return f"explain the rules on {topic}"
    raise Unsayable(f"{where}: the controlled English cannot say this question")


def describe(doc: Doc, invert: bool = False) -> str:
    """One line restating the document in controlled English, e.g. "a 1v1 game; it is your
    main phase: can your unit make a standard move to battlefield 1?"."""
    from judge.engine.upgrade import upgrade

    document = upgrade(doc)
    _only(document, (*DOCUMENT_KEYS, "title", "source", "rules_version", "expect"), "document")
    question = document["question"]
    timeless = not document.get("actions") and question.keys() <= {*QUESTIONS, "explain"}
    text = (
        describe_situation(document.get("situation") or {}, whose_turn=not timeless)
        + ": "
        + describe_actions(document.get("actions", []))
        + describe_question(question)
    )
    if invert:
        text += " (the question asked the opposite, so the answer is turned round)"
    return text
