"""The words of the controlled English (controlled.lark): what `describe` writes for each
value of a scenario document, which document keys it can say, and when a name needs quotes.

No lark here: `describe` runs on every `judge ask`, and lark is loaded only to read a
controlled-English text back (`judge.ask.controlled`).
"""

from __future__ import annotations

import re

from judge.engine.build_question import QUERY_KINDS

MODES = {
    "1v1": "a 1v1 game",
    "2v2": "a 2v2 game",
    "ffa3": "a three-player free-for-all",
    "ffa4": "a four-player free-for-all",
}
KEYWORDS = (
    "Ganking",
    "Accelerate",
    "Ambush",
    "Hidden",
    "Deploy",
    "Action",
    "Reaction",
    "Temporary",
)
TYPES = {
    "unit": "a unit",
    "gear": "a gear",
    "spell": "a spell",
    "rune": "a rune",
    "legend": "a legend",
    "activated": "an activated ability",
    "triggered": "a triggered ability",
    "add": "an add ability",
}
ZONES = (
    "hand",
    "trash",
    "banishment",
    "main deck",
    "rune deck",
    "rune pool",
    "legend zone",
    "champion zone",
)
BECAUSE = {
    "effect": "by an effect",
    "combat": "by combat",
    "cleanup": "by a cleanup",
    "invalid_destination": "for an invalid destination",
}
MOVES = {"standard_move": "a standard move", "move_effect": "a move by a spell or ability"}
QUESTION_VALUES = {
    "is_move": {
        **MOVES,
        "recall": "a recall",
        "enter_board": "a card entering the board",
        "zone_change": "a card changing zones",
        "attached_follows": "an attached card following its host",
    },
    "is_location": {
        "base": "a base",
        "battlefield": "a battlefield",
        "facedown_zone": "a battlefield's facedown zone",
        "legend_zone": "the legend zone",
    },
    "uses_chain": {
        "move": "moving",
        "hide": "hiding a card",
        "play_from_hidden": "playing a card from hidden",
    },
    "stopped_by_move_restriction": {**MOVES, "recall": "a recall"},
    "enters_ready": {
        "unit": "a unit",
        "accelerated_unit": "a unit played with Accelerate",
        "gear": "gear",
    },
    "exhausts": MOVES,
    "changes_state": {"recall": "a recall"},
    # chain, costs and targets: each value a whole question, said before its "?"
    "decided_on_finalize": {
        "may_first": "a you may at the start of its effect",
        "may_later": "a you may later in its effect",
        "cost_first": "a cost at the start of its effect",
        "cost_later": "a cost later in its effect",
        "targets": "its targets",
    },
    "optional_additional_cost": {
        "accelerate": "is the Accelerate cost an optional additional cost",
        "repeat": "is the Repeat cost an optional additional cost",
    },
    "countered": {
        "refunds_costs": "are the costs paid for a countered card refunded",
        "refunds_additional_costs": "are the additional costs paid for a countered card refunded",
        "counts_as_played": (
            "is a countered card considered played for abilities that trigger on plays"
        ),
    },
    "while_paying": {
        "add_reaction": "while paying a cost, may a player activate Add abilities with Reaction",
        "exhaust_exhausted": (
            "while paying a cost, can a player exhaust something already exhausted"
        ),
    },
    "discount_reduces": {"additional_costs": "can a discount reduce additional costs"},
    "effect_without_paying": {
        "instruction_cost": (
            "is the effect of an instruction of the form do X to do Y had without paying its cost"
        ),
        "applied_cost": "can a game action be performed without paying the cost applied to it",
        "triggered_ability_cost": (
            "is a triggered ability's effect had without paying the cost at its start"
        ),
        "card_cost": "is a card played without paying its costs",
    },
    "cost_seen_by_effects": {"printed": "do effects that check a card's cost see its printed cost"},
    "executes_linked": {
        "earlier_ignored": (
            "is a later linked instruction carried out when the earlier one was ignored"
        )
    },
    "split_chosen_when_played": {
        "division": (
            "for damage split among units, is how it is divided chosen when the spell is played"
        ),
        "targets": (
            "for damage split among units, are the units it is split among chosen when the spell "
            "is played"
        ),
    },
}
QUESTIONS = {
    "is_move": "is {} a move?",
    "is_location": "is {} a location?",
    "uses_chain": "does {} use the chain?",
    "changes_state": "does {} change the damage or statuses of what it recalls?",
    "stopped_by_move_restriction": "can an effect that stops movement stop {}?",
    "enters_ready": "does {} enter the board ready?",
    "exhausts": "does {} exhaust the unit?",
    "decided_on_finalize": "is this decided while a triggered ability is finalized: {}?",
}
# The other rules queries are said as one whole question (the tables above).
QUESTIONS |= {kind: "{}?" for kind in QUERY_KINDS if kind not in QUESTIONS}
SUBJECTS = {
    None: "units",
    "all": "all units",
    "yours": "your units",
    "friendly": "friendly units",
    "enemy": "enemy units",
}
VERBS = {"move": "move", "standard_move": "make a standard move", "play": "be played"}
PATTERNS = {place: place for place in ("here", "base", "battlefield", "anywhere")}
PHASES = {phase: phase for phase in ("beginning", "main", "ending")}
STAGES = {"showdown": "showdown", "combat": "combat"}
DESIGNATIONS = {"attacker": "attacking", "defender": "defending"}
TIMINGS = {"none": "none", "Action": "Action", "Reaction": "Reaction"}
TRIGGER_WHEN = {
    "move": "move",
    "conquer": "conquer",
    "play": "play",
    "spell": "spell",
    "beginning": "beginning phase",
    "end_of_turn": "end of turn",
}
# costs: the card being played and what changes its cost
PLAYING_TYPES = {t: TYPES[t] for t in ("spell", "unit", "gear")}
COST_KEYWORDS = {"Accelerate": "Accelerate", "Repeat": "Repeat"}
MODIFIER_KINDS = {
    "discount": "lowers the cost",
    "increase": "raises the cost",
    "set": "sets the cost",
    "ignore": "ignores the cost",
    "ignore_all": "ignores all costs",
}
MODIFIER_COSTS = {"energy": "energy costs only", "power": "power costs only", "both": "both costs"}
COMPONENTS = {
    "total": "on the total cost",
    "additional": "on additional costs",
    "optional_additional": "on optional additional costs",
}
MODIFIER_AFFECTS = {
    "yours": "affecting your cards",
    "friendly": "affecting friendly cards",
    "enemy": "affecting enemy cards",
    "all": "affecting all cards",
    "this": "affecting this card",
}
MODIFIER_CARDS = {
    "spell": "for spells",
    "unit": "for units",
    "gear": "for gear",
    "any": "for any card",
}
RESOURCES = {"energy": "energy", "power": "power", "total": "in total"}
COMPARISONS = {"exactly": "exactly", "at_most": "at most", "at_least": "at least"}
# targets: what an effect's text chooses
OBJECTS = {
    "anything": "anything",
    **{o: f"the {o}" for o in ("unit", "gear", "battlefield", "player", "spell", "ability")},
    **{o: f"the {o}" for o in ("rune", "legend", "card")},
}
CHANGE_ZONES = {zone: zone for zone in ("hand", "trash", "banishment", "main deck")}

# What each kind of document object can say in the controlled English. A key of the schema
# (judge/engine/schema/scenario.schema.json) missing here is a key `describe` cannot say:
# tests/test_ask_controlled.py compares the two and fails on it.
ENTITY_KEYS = {
    "chain_item": ("name", "controller", "kind", "pending", "keywords", "optional", "cost"),
    "battlefield": ("name", "controller", "contested_by", "staged", "text", "ability_controller"),
    "unit": (
        "name",
        "controller",
        "owner",
        "at",
        "exhausted",
        "stunned",
        "damage",
        "might",
        "buffs",
        "keywords",
        "played_this_turn",
        "accelerated",
        "designation",
        "text",
        "triggers",
    ),
    "gear": ("name", "controller", "owner", "at", "attached_to", "exhausted", "keywords"),
    "facedown": ("name", "controller", "at", "type", "keywords", "hidden_this_turn"),
    "card": ("name", "controller", "type", "keywords", "triggers"),
    "zoned_card": ("name", "zone", "controller", "owner", "type", "keywords"),
    # chain and costs; the first key is the name before the parentheses
    "trigger_action": ("ability", "by", "optional", "cost"),
    "playing": ("card", "by", "type", "energy", "power", "additional"),
    "additional_cost": ("name", "keyword", "energy", "power", "other", "optional", "paid"),
    "cost_modifier": (
        "source",
        "controller",
        "kind",
        "energy",
        "power",
        "costs",
        "component",
        "minimum",
        "affects",
        "cards",
    ),
}
ENTITY_LISTS = {
    "chain": "chain_item",
    "battlefields": "battlefield",
    "units": "unit",
    "gear": "gear",
    "facedown": "facedown",
    "hand": "card",
    "cards": "zoned_card",
    "cost_modifiers": "cost_modifier",
}

# Words the parser can take as a keyword where a name stands (right after a name, or where
# a name may begin): a name holding one is written in quotes. Checked against the grammar's
# parse table by tests/test_ask_controlled.py.
RESERVED = frozenset(
    {
        "went",
        "triggers",
        "trigger",
        "this",
        "nothing",
        "moved",
        "became",
        "apply",
        "a",
        "against",
        "an",
        "and",
        "anything",
        "are",
        "at",
        "be",
        "beginning",
        "ending",
        "hide",
        "hides",
        "is",
        "its",
        "main",
        "make",
        "makes",
        "move",
        "moves",
        "no",
        "pass",
        "passes",
        "play",
        "plays",
        "recalled",
        "resolves",
        "stayed",
        "the",
        "to",
    }
)


class ControlledError(ValueError):
    """A controlled-English text the grammar does not allow, or that says something twice."""

    def __init__(self, column: int, message: str) -> None:
        super().__init__(f"column {column}: {message}")
        self.column = column
        self.message = message


WORD = re.compile(r"[^\W_][\w'’-]*")


def bare(name: str, reserved: frozenset[str] = RESERVED) -> bool:
    """Can this name be written without quotes and read back as itself?"""
    words = name.split(" ")
    return all(
        WORD.fullmatch(word) and word.lower().replace("’", "'") not in reserved for word in words
    )


def quote(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def unquote(text: str) -> str:
    """The text of a quoted string, its escapes (\\" and \\\\) undone. A line break with
    its indent is a space: a wrapped "Understood as" line breaks inside quotes too, and no
    name holds a line break (the loader refuses control characters)."""
    return re.sub(r"\\(.)", r"\1", re.sub(r"[ \t]*\n[ \t]*", " ", text[1:-1]))


def said(name: str, reserved: frozenset[str] = RESERVED) -> str:
    """A name as the controlled English writes it: bare when it reads back as itself."""
    return name if bare(name, reserved) else quote(name)
