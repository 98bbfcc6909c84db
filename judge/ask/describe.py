"""The "Understood as: ..." line: a scenario document restated in plain words, so a judge
sees at a glance what situation and question the engine was actually given."""

from __future__ import annotations

from typing import Any

from judge.ask.situation import Doc

MODES = {
    "1v1": "a 1v1 game",
    "2v2": "a 2v2 game (you and your ally against two opponents)",
    "ffa3": "a three-player free-for-all",
    "ffa4": "a four-player free-for-all",
}
IS_MOVE = {
    "recall": "a recall",
    "enter_board": "a card entering the board",
    "standard_move": "a standard move",
    "move_effect": "a move by a spell or ability",
    "zone_change": "a card changing zones",
    "attached_follows": "an attached card following its host",
}
SUBJECTS = {
    "move": "moving",
    "hide": "hiding a card",
    "play_from_hidden": "playing a card from hidden",
    "recall": "a recall",
    "standard_move": "a standard move",
    "move_effect": "a move by a spell or ability",
    "unit": "a unit",
    "accelerated_unit": "a unit played with Accelerate",
    "gear": "gear",
}
PLACES = {
    "base": "a base",
    "battlefield": "a battlefield",
    "facedown_zone": "a battlefield's facedown zone",
    "legend_zone": "the Legend Zone",
}


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _unit(unit: dict[str, Any]) -> str:
    text = unit["name"]
    if unit.get("keywords"):
        text += f" (with {_names(unit['keywords'])})"
    states = ["played this turn"] if unit.get("played_this_turn") else []
    if "exhausted" in unit:
        states.append("exhausted" if unit["exhausted"] else "ready")
    if states:
        text += f", {', '.join(states)},"
    return f"{text} at {unit.get('at', 'its base')}"


def _battlefield(field: dict[str, Any]) -> str | None:
    details = []
    if field.get("controller"):
        details.append(f"is controlled by {field['controller']}")
    for rule in field.get("text", ()):
        verb = "be played" if rule["action"] == "play" else rule["action"].replace("_", " ")
        words = ["units", rule["effect"], verb]
        words += [f"{key} {rule[key]}" for key in ("from", "to") if key in rule]
        words = [word.replace("to here", "here") for word in words]
        details.append(f'has the text "{" ".join(words)}"')
    return f"{field['name']} {' and '.join(details)}" if details else None


def describe_situation(situation: dict[str, Any]) -> str:
    parts = [MODES[situation.get("mode", "1v1")]]
    whose = f"{situation['turn']}'s" if "turn" in situation else "your"
    parts.append(f"{whose} {situation.get('phase', 'main')} phase")
    if "combat" in situation:
        parts.append(f"a combat is going on at {situation['combat']}")
    if "showdown" in situation:
        parts.append(f"a showdown is going on at {situation['showdown']}")
    if situation.get("chain_empty") is False:
        parts.append("something is on the chain")
    parts += [_chain_item(item) for item in situation.get("chain", ())]
    parts += [f"{c['name']} in hand" for c in situation.get("hand", ())]
    parts += [d for d in map(_battlefield, situation.get("battlefields", ())) if d]
    parts += [_unit(u) + _triggers(u) for u in situation.get("units", ())]
    parts += [f"{g['name']} at {g['at']}" for g in situation.get("gear", ())]
    parts += [f"{c['name']} is hidden facedown at {c['at']}" for c in situation.get("facedown", ())]
    parts += _describe_costs(situation)
    return "; ".join(parts)


def _chain_item(item: dict[str, Any]) -> str:
    whose = f" ({item['controller']}'s)" if item.get("controller") else ""
    pending = ", pending," if item.get("pending") else ""
    return f"{item['name']}{whose}{pending} on the chain"


def _triggers(unit: dict[str, Any]) -> str:
    abilities = [t.get("ability") or f"when {t['when']}" for t in unit.get("triggers", ())]
    return f' (with "{_names(abilities)}")' if abilities else ""


def _action(action: dict[str, Any]) -> str:
    """One action of a format-2 document, in words ("opponent passes")."""
    ((kind, value),) = action.items()
    value = value or {}
    if kind == "pass":
        return f"{value.get('player', 'the player with priority')} passes priority"
    if kind == "trigger":
        return f"{value['ability']} triggers"
    if kind == "play":
        by = value.get("by", "you")
        return f"{by} {'play' if by == 'you' else 'plays'} {value['card']}"
    return kind.replace("_", " ")


def describe_question(question: dict[str, Any]) -> str:
    ((kind, value),) = question.items()
    if kind == "outcomes":
        about = f" to {value['subject']}" if value.get("subject") else ""
        return f"does this happen{about}: {value.get('event', 'anything')}?"
    if kind == "decided_on_finalize":
        return f"is this decided while a triggered ability is finalized: {value.replace('_', ' ')}?"
    if kind == "after_move":
        how = "is moved by a spell or ability" if "card" in value else "makes a standard move"
        event = f" does this happen: {value['event']}" if "event" in value else " what happens"
        return f"if {_names(value['units'])} {how} to {value['to']},{event}?"
    if kind in ("standard_move", "move_effect"):
        how = (
            "make a standard move" if kind == "standard_move" else "be moved by a spell or ability"
        )
        timing = value.get("timing", "none")
        if kind == "move_effect" and timing != "none":
            how += f" with {timing}"
        to = value["to"]
        if isinstance(to, dict):
            where = _names([f"{unit} to {place}" for unit, place in to.items()])
            return f"can {where} {how} as one move?"
        return f"can {_names(value['units'])} {how} to {to}?"
    if kind == "play":
        keywords = f" (with {_names(value['keywords'])})" if value.get("keywords") else ""
        return f"can {value['card']}{keywords} be played to {value['to']}?"
    if kind == "hide":
        return f"can {value['card']} be hidden at {value['at']}?"
    if kind == "recall":
        return f"is {_names(value['cards'])} recalled by a card's effect?"
    if kind in ("next_cleanup", "after_combat"):
        when = "in the next cleanup" if kind == "next_cleanup" else "after the combat"
        if "event" not in value:
            return f"{when} at {value['battlefield']}, what happens?"
        return f"{when} at {value['battlefield']}, does this happen: {value['event']}?"
    if kind == "cost":
        return _describe_cost(value)
    if kind in TARGETING:
        return _describe_targeting(kind, value)
    return _describe_query(kind, value)


# --- costs: the card being played, the modifiers of its cost, the cost questions ---
COST_QUERIES = {
    ("optional_additional_cost", "accelerate"): "is Accelerate an optional additional cost?",
    ("optional_additional_cost", "repeat"): "is Repeat an optional additional cost?",
    ("countered", "refunds_costs"): "are the costs paid for a countered card refunded?",
    ("countered", "refunds_additional_costs"): (
        "are the additional costs paid for a countered card refunded?"
    ),
    ("countered", "counts_as_played"): (
        "is a countered card considered played for abilities that trigger on plays?"
    ),
    ("while_paying", "add_reaction"): (
        "while paying a cost, may a player activate Add abilities with Reaction?"
    ),
    ("while_paying", "exhaust_exhausted"): (
        "can something already exhausted be exhausted to pay a cost?"
    ),
    ("discount_reduces", "additional_costs"): "can a discount reduce additional costs?",
    ("effect_without_paying", "instruction_cost"): (
        'is the effect of a "[do X] to [do Y]" instruction had without paying its cost?'
    ),
    ("effect_without_paying", "applied_cost"): (
        "can a game action be performed without paying the cost applied to it?"
    ),
    ("effect_without_paying", "triggered_ability_cost"): (
        "is a triggered ability's effect had without paying the cost at its start?"
    ),
    ("effect_without_paying", "card_cost"): "is a card played without paying its costs?",
    ("cost_seen_by_effects", "printed"): (
        "do effects that check a card's cost see its printed cost?"
    ),
}
COMPARISONS = {"exactly": "exactly", "at_most": "at most", "at_least": "at least"}


def _describe_cost(value: dict[str, Any]) -> str:
    if "modifier" in value:
        return f"does {value['modifier']} apply to the cost of the card being played?"
    resource = value.get("resource", "total")
    for key, words in COMPARISONS.items():
        if key in value:
            what = "" if resource == "total" else f" {resource.title()}"
            return f"can the player make it cost {words} {value[key]}{what}?"
    return "what does it cost?"


def _describe_costs(situation: dict[str, Any]) -> list[str]:
    parts = []
    playing = situation.get("playing")
    if playing:
        cost = f"{playing.get('energy', 0)} Energy and {playing.get('power', 0)} Power"
        parts.append(f"{playing['card']} ({playing.get('type', 'spell')}, {cost}) is being played")
    for m in situation.get("cost_modifiers", ()):
        amount = f"{m.get('energy', 0)} Energy" + (
            f", {m['power']} Power" if m.get("power") else ""
        )
        floor = f" to a minimum of {m['minimum']}" if "minimum" in m else ""
        words = {
            "discount": f"lowers the cost by {amount}{floor}",
            "increase": f"raises the cost by {amount}",
            "ignore": f"has it played ignoring its {_which(m.get('costs', 'both'))}cost",
            "set": f"has it played for {amount}",
            "ignore_all": "has it played ignoring any and all costs",
        }[m["kind"]]
        parts.append(f"{m['source']} {words}".replace("  ", " "))
    return parts


def _which(costs: str) -> str:
    return "" if costs == "both" else f"{costs.title()} "


TARGETING = (
    "is_target",
    "valid_target",
    "executes",
    "executes_linked",
    "split_chosen_when_played",
)


def _describe_targeting(kind: str, value: Any) -> str:
    """A question about what an effect's text targets, restated."""
    if kind == "executes_linked":
        return "is a later linked instruction carried out when the earlier one was ignored?"
    if kind == "split_chosen_when_played":
        what = "how it is divided" if value == "division" else "the units it is split among"
        return f"for damage split among units, is {what} chosen when the spell is played?"
    text = f'"{value["text"]}"' + (f" ({value['card']})" if "card" in value else "")
    if kind == "is_target":
        thing = value.get("object", "anything")
        return f"does {text} target {thing if thing == 'anything' else 'the ' + thing}?"
    chosen = _names(value["chosen"]) if value.get("chosen") else "nothing"
    if kind == "valid_target":
        return f"can {chosen} be chosen for {text}?"
    happened = "; ".join(
        f"{c['unit']} " + (f"moved to {c['to']}" if "to" in c else f"went to the {c.get('zone')}")
        for c in value.get("changes", ())
    )
    return (
        f"{text} targets {chosen}, then {happened or 'nothing changes'}: is instruction "
        f"{value.get('instruction', 1)} carried out as it resolves?"
    )


def _describe_query(kind: str, value: str) -> str:
    subject = SUBJECTS.get(value, value)
    return {
        "is_move": f"is {IS_MOVE.get(value, value)} a move?",
        "is_location": f"is {PLACES.get(value, value)} a location?",
        "uses_chain": f"does {subject} use the chain?",
        "changes_state": "does a recall change the damage or statuses of what it recalls?",
        "stopped_by_move_restriction": f"can an effect that stops movement stop {subject}?",
        "enters_ready": f"does {subject} enter the board ready?",
        "exhausts": f"does {subject} exhaust the unit?",
        "explain": f"explain the rules on {value.replace('_', ' ')}",
        "ability_controller": f"who controls the abilities of {value}?",
    }.get(kind) or _cost_query(kind, value)


def _cost_query(kind: str, value: str) -> str:
    return COST_QUERIES.get((kind, value), f"{kind.replace('_', ' ')}: {value}")


def describe(doc: Doc, invert: bool = False) -> str:
    """One line restating the document, e.g. "a 1v1 game; your main phase; ...: can X ...?"."""
    question = describe_question(doc["question"])
    if doc.get("actions"):
        question = f"after {_names([_action(a) for a in doc['actions']])}, {question}"
    if invert:
        question += " (the question asked the opposite, so the answer is turned round)"
    situation = doc.get("situation")
    if situation is None or doc["question"].keys() & {
        "explain",
        "is_move",
        "is_location",
        "is_target",
    }:
        return question[0].upper() + question[1:]
    return f"{describe_situation(situation)}: {question}"
