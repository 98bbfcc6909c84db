"""Whether a unit's "When I move" ability triggers as the unit is recalled: "My unit with a
'When I move' ability gets recalled. Does the ability trigger?" (no: a recall is not a
move, and triggers nothing that waits for one).

Your unit with that ability is built at a battlefield you control and an effect recalls it;
the engine decides whether the ability triggers. A recall that replaces the unit's death
("Zhonya's Hourglass recalls my unit instead of it dying") is such a recall: what replaced
the death is the recall, and the death did not happen.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO
from judge.patterns import LazyPattern

# How the question quotes the ability: "when I move", "when this moves", "when it moves".
MOVE_TRIGGER = LazyPattern(r"\bwhen (?:i|this|it|this unit) moves?\b")
ABILITY = "When I move, draw 1"


def _move_trigger_said(reading: Reading) -> bool:
    """Whether the question names the ability and then asks whether it triggers ("does a
    'when I move' ability trigger when ..."; "does a recalled unit trigger 'when this
    moves' abilities" asks whether a recall is a move, the queries' reading)."""
    joined = " ".join(reading.tagged.words)
    found = MOVE_TRIGGER.search(joined)
    if found is None:
        return False
    at = joined[: found.start()].count(" ")  # the word index of its "when"
    happens = [s.start for s in reading.tagged.spans if s.has("act", "happen")]
    if at >= reading.main_end:  # said in a statement; the question ("does it trigger?") first
        return any(start < reading.main_end for start in happens)
    return any(start > at + 2 for start in happens)


def read_recall_move_trigger(reading: Reading) -> Candidate | None:
    """ "Does a 'when I move' ability trigger when the unit is recalled (to base)?": your
    unit with "When I move, draw 1" at a battlefield you control, recalled by an effect:
    does the ability trigger?"""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    if not (reading.has("recall") and reading.has("happen") and _move_trigger_said(reading)):
        return None
    # a named card's recall instead of the unit's death: Zhonya's Hourglass
    replacing = _replaces_death(reading)
    if "recalled" not in reading.tagged.words and not replacing:
        return None  # "does a recall trigger it": whether a recall is a move (queries)
    allowed = {"recall", "move", "happen", *({"die", "heal", "exhaust"} if replacing else ())}
    if set(reading.actions) - allowed or reading.actions.count("move") > 1:
        return None
    if reading.cards and not replacing:
        return None
    if reading.says_any("mode", "timing", "without") or reading.keywords:
        return None
    if any(p.kind != "base" for p in reading.places) or set(reading.who) - {"me"}:
        return None  # "recalled to base" says where a recall goes; nothing else is read
    gear = {"gear"} if replacing else set()  # the card named is a gear
    if set(reading.objects) - {"ability", "unit", "triggered", "effect", *gear} or reading.mods:
        return None
    situation = {
        "battlefields": [{"name": "battlefield 1", "controller": "you"}],
        "units": [
            {
                "name": "your unit",
                "at": "battlefield 1",
                "triggers": [{"when": "move", "ability": ABILITY}],
            }
        ],
    }
    doc = {
        "format": 2,
        "situation": situation,
        "actions": [{"recall": {"cards": ["your unit"], "because": "effect"}}],
        "question": {"outcomes": {"event": "triggers", "subject": "your unit"}},
    }
    used = {"act:recall", "act:move", "act:happen", "obj:ability", "obj:unit", "obj:triggered"}
    used |= {"obj:effect", "who:me", "place:base", "owner:me", "owner:my"}
    if replacing:
        used |= {*(f"card:{c.name}" for c in reading.cards), "obj:gear", "act:die"}
        used |= {"act:heal", "act:exhaust"}
    candidate = Candidate("recall_triggers:move_trigger", doc, used)
    candidate.stated.append(
        f"your unit has '{ABILITY}' and is at a battlefield you control when an effect recalls it"
    )
    if replacing:
        candidate.stated.append("the recall is what replaced its death, which did not happen")
    return candidate


def _replaces_death(reading: Reading) -> bool:
    """The question names cards, each replacing a unit's death ("would die ... instead"),
    and says the recall came "instead" of the unit dying."""
    from judge.ask.readings.death import REPLACES_DEATH

    return (
        bool(reading.cards) and "instead" in reading.tagged.words and reading.has("die")
        and all(any(REPLACES_DEATH.search(a) for a in card.abilities) for card in reading.cards)
    )  # fmt: skip


READERS = (read_recall_move_trigger,)
