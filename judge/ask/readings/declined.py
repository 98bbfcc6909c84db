"""A "you may" triggered ability its controller declines: "I decline a 'you may' triggered
ability when finalizing it. Is it treated as having triggered?" (no, the engine's
``ability_rule`` query); "I have a 'Once each turn, when an enemy unit dies, you may banish
it' unit. An enemy unit died and I declined the ability. Later that turn another enemy unit
dies. Can it trigger again?" (yes: played out on a unit whose once-each-turn ability waits
for it to move, declined as it is finalized, then met again).
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import _clauses as _clauses_of
from judge.ask.readings.places import YES_NO
from judge.ask.situation import Doc

# What the quoted trigger condition may say happens, in either reading: the event waited for
# does not change whether a declined ability triggered.
EVENTS = {"die", "banish", "play", "move", "attack", "defend", "conquer", "hold", "draw"}
ABILITY = "Once each turn, when I move, you may draw 1."


def _plain(reading: Reading) -> bool:
    return not (
        reading.says_any("cards", "places", "mode", "timing", "negation", "without")
        or reading.keywords
    )


def read_declined_not_triggered(reading: Reading) -> Candidate | None:
    """ "My 'When you play me, you may ...' ability triggers and I decline while finalizing
    it. Is it considered to have triggered?" (no)."""
    if reading.kind not in YES_NO or not _plain(reading) or reading.mods:
        return None
    if not (reading.has("decline") and reading.has("happen")):
        return None
    if not reading.mentions("may") or set(reading.actions) - {"decline", "happen", "finalize"} - {
        "play"
    }:
        return None  # the "you may" must be said: it is what is declined
    if set(reading.objects) - {"may", "ability", "triggered"} or set(reading.who) - {"me"}:
        return None
    used = {"act:decline", "act:happen", "act:finalize", "act:play", "obj:may", "obj:ability"}
    used |= {"obj:triggered", "who:me"}
    doc: Doc = {"format": 2, "question": {"ability_rule": "declined_not_triggered"}}
    candidate = Candidate("declined:not_triggered", doc, used)
    if not reading.has("finalize"):
        candidate.stated.append("the ability is declined as it is finalized")
    return candidate


def read_once_each_turn_declined(reading: Reading) -> Candidate | None:
    """ "A 'once each turn ... you may ...' ability of mine triggered and I declined it.
    Later that turn its condition is met again: can it trigger again?" (yes: declined, it
    has not triggered this turn)."""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    if not (reading.has("decline") and reading.has("happen")):
        return None
    if "once_each_turn" not in reading.mods or not {"twice", "another"} & reading.mods:
        return None  # "again", "another enemy unit dies", "a second death"
    if reading.says_any("cards", "places", "mode", "timing", "without") or reading.keywords:
        return None
    if set(reading.actions) - EVENTS - {"decline", "happen", "control"}:
        return None
    allowed_mods = {"once_each_turn", "twice", "another", "later_turn", "several", "first_one"}
    allowed_mods.add("later_this_turn")  # "later that turn" carries both tags
    allowed_mods |= {"number", "said"}  # "you may draw 1", "a unit that says ..."
    if reading.mods - allowed_mods or set(reading.who) - {"me", "opponent"}:
        return None
    situation: Doc = {
        "units": [
            {
                "name": "your unit",
                "triggers": [{"when": "move", "ability": ABILITY, "optional": True}],
            }
        ]
    }
    moved = {"units": ["your unit"], "timing": "Action"}
    actions: list[Doc] = [
        {"move_effect": {**moved, "to": "battlefield 1", "card": "a spell"}},
        {"finalize": {"decline": [f"your unit: {ABILITY}"]}},
        {"move_effect": {**moved, "to": "base", "card": "another spell"}},
    ]
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "actions": actions,
        "question": {"outcomes": {"event": "triggers", "subject": "your unit"}},
    }
    used = {f"act:{a}" for a in EVENTS | {"decline", "happen", "control"}}
    used |= {f"mod:{m}" for m in allowed_mods} | {"who:me", "who:opponent", "unit_owner:opponent"}
    used |= {"obj:may", "obj:ability", "obj:triggered", "obj:unit", "obj:token", "obj:turn"}
    used |= {"obj:player"}
    candidate = Candidate("declined:once_each_turn", doc, used)
    candidate.stated.append(
        f"the ability stands as your unit's '{ABILITY}' (what its condition waits for does "
        "not change the answer): a spell moves the unit, you decline the ability as it is "
        "finalized, and later that turn another spell moves it again"
    )
    return candidate


def _may_starts_effect(reading: Reading) -> bool:
    """Whether the "you may" is said to start the effect: "begins with 'you may'", or a
    quoted trigger whose effect opens with it ("When you play me, you may draw 1")."""
    if "starts" in reading.mods:
        return True
    words = reading.tagged.words
    for i in range(len(words) - 1):
        if words[i] in ("you", "they") and words[i + 1] == "may" and i >= 2:
            opened = [k for k in range(i) if words[k] in ("when", "at")]
            between = words[opened[-1] + 1 : i] if opened else ["then"]
            return not {"then", "and", "if"} & set(between) and len(between) <= 6
    return False


def _decided_when(reading: Reading) -> str | None:
    """The time the question asks the "you may" is decided at: as the ability triggers
    ("right when it triggers", "before it is put on the chain") or as it resolves."""
    asking, _ = _clauses_of(reading)
    later = [s for s in asking if s.has("act", "happen") or s.has("act", "work")]
    said = [s for s in asking if s.has("act", "decide")]
    if not said or reading.has("finalize"):
        return None
    after = [s for s in later if s.start > said[0].start]
    if not after:
        return None
    if all(s.has("act", "work") for s in after):
        return RESOLUTION
    if all(s.has("act", "happen") for s in after):
        return TRIGGER
    return None


RESOLUTION, TRIGGER = "may_first_on_resolution", "may_first_on_trigger"


def read_may_decided_when(reading: Reading) -> Candidate | None:
    """ "My triggered ability begins with 'you may'. Do I decide whether to use it when it
    resolves?" (no), "... right at the moment it triggers, before it's put on the chain?"
    (no; v1.3: yes, it is placed on the chain or not then)."""
    if reading.kind not in (*YES_NO, "must") or reading.negated or reading.context_negated:
        return None
    if not (reading.mentions("may") and reading.has("decide") and _may_starts_effect(reading)):
        return None
    if reading.says_any("cards", "places", "mode", "timing", "without") or reading.keywords:
        return None
    value = _decided_when(reading)
    if value is None or set(reading.who) - {"me"}:
        return None
    allowed = {"starts", "before", "immediately", "number", "said"}
    current = "current" in reading.mods and "current rules" in " ".join(reading.tagged.words)
    if reading.mods - allowed - ({"current"} if current else set()):
        return None
    if value == RESOLUTION and "before" in reading.mods:
        return None
    acts = {"decide", "use", "work", "happen", "chain_add", "play", "draw", "perform"}
    if set(reading.actions) - acts or set(reading.objects) - {
        "may",
        "ability",
        "triggered",
        "unit",
    }:
        return None
    used = {f"act:{a}" for a in acts} | {f"mod:{m}" for m in allowed} | {"mod:current"}
    used |= {"obj:may", "obj:ability", "obj:triggered", "obj:unit", "unit:played", "who:me"}
    doc: Doc = {"format": 2, "question": {"ability_rule": value}}
    return Candidate(f"declined:{value}", doc, used)


READERS = (read_declined_not_triggered, read_once_each_turn_declined, read_may_decided_when)
