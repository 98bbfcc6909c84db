"""Readers for yes/no questions about what the rules say things are ("is a recall a move?")
and for what a move or a cleanup leads to."""

from __future__ import annotations

import itertools
import re

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.accelerate import paid_said
from judge.ask.readings.places import (
    EFFECT_OBJECTS,
    EFFECT_SLOTS,
    YES_NO,
    Builder,
)
from judge.ask.situation import Doc, Draft
from judge.patterns import LazyPattern

IS_MOVE_SUBJECTS = {
    "recall": "recall",
    "enter": "enter_board",
    "play": "enter_board",
    "standard_move": "standard_move",
    "die": "kill",  # damage and death: a killed permanent goes to the trash, no move
}
LOCATIONS = ("base", "battlefield", "facedown_zone", "legend_zone")
STATE_WORDS = ("act:change", "act:keep", "obj:damage", "obj:status", "act:exhaust", "act:ready")
THING_SLOTS = ("obj:unit", "obj:gear", "obj:permanent", "obj:card", "obj:token")


def _move_kind(reading: Reading) -> str:
    """A move by a spell, an ability or a card ("a card that moves a unit") is a move
    effect; otherwise the unit's own standard move."""
    return "move_effect" if reading.mentions(*EFFECT_OBJECTS, "card") else "standard_move"


def _recalling_card(b: Builder) -> str | None:
    """ "Does Zhonya's Hourglass move the unit?": a card whose text recalls is a recall."""
    cards = b.reading.cards
    if len(cards) != 1 or not b.card_text(cards[0]).recalls:
        return None
    b.uses(f"obj:{cards[0].type.lower()}")
    b.notes.append(f"{cards[0].name}'s text recalls the unit: asked as whether a recall moves")
    return "recall"


def _statement_first(reading: Reading) -> list[str]:
    """The actions in the order they happen: "My unit was recalled. Did it move?" asks of
    the statement's recall whether it moved (as "does a recalled unit move?"), when the
    question's one action is the move and its subject is the pronoun."""
    asked = [v for s in reading.tagged.spans if s.start < reading.main_end for v in s.values("act")]
    subject = reading.tagged.words[1:2]
    pronoun = subject == ["it"] or (subject in (["he"], ["she"]) and len(reading.cards) == 1)
    if asked != ["move"] or not pronoun:
        return reading.actions
    if len(reading.actions) == len(asked):  # "My unit was played. Did it move?": its play
        return ["play", *asked] if reading.unit_played and not reading.timing else reading.actions
    return [*reading.actions[len(asked) :], *asked]


def _entering_card(b: Builder) -> bool:
    """ "When Baron Nashor is played, does he count as having moved?": the one unit card
    named entering the board, whose text says nothing of moving (where it enters, a
    replacement of its entering, is still its entering), is a unit entering the board."""
    cards = b.reading.cards
    if len(cards) != 1 or cards[0].type != "Unit":
        return not cards
    if re.search(r"\bmov", " ".join(cards[0].abilities), re.IGNORECASE):
        return False
    b.uses(f"card:{cards[0].name}")
    b.notes.append(f"{cards[0].name}'s text says nothing of moving: asked as a unit entering")
    return True


def _move_word_said(reading: Reading) -> bool:
    """Whether the move asked about is said as a move ("a move", "moves", "moving"), not as
    going or being sent somewhere ("does a recall send the unit to its base?")."""
    words = reading.tagged.words
    spans = [s for s in reading.tagged.spans if s.has("act", "move")]
    return any(w.startswith("mov") for s in spans for w in words[s.start : s.end])


def read_is_move(reading: Reading) -> Candidate | None:
    """ "Is a recall a move?", "Does a unit that enters the board move?", "Does a recall
    trigger 'when this moves' abilities?" (they trigger on a move, so: is it one?)."""
    if reading.kind not in ("is", "does"):
        return None
    actions = _statement_first(reading)
    if actions[-1:] != ["move"]:
        return None
    subjects = set(actions[:-1]) - {"happen"}
    b = Builder(reading)
    if "happen" in reading.actions[:-1]:
        b.uses("act:happen", "obj:ability")
    if not subjects and reading.cards:
        value = _recalling_card(b)
        if value is None:
            return None
        b.uses("act:move", "place:base", *THING_SLOTS)  # sent to base: what a recall does
        return b.candidate("is_move", {"is_move": value})
    if subjects == {"play", "enter"}:  # "played and enters the board": one zone change
        subjects = {"play"}
        b.uses("act:enter")
    if len(subjects) != 1:
        return None
    subject = subjects.pop()
    if subject == "move":
        triggered = "happen" in reading.actions  # the ability is the one that triggers
        moved_by = ("effect", "spell") if triggered else EFFECT_OBJECTS
        value = "move_effect" if reading.mentions(*moved_by) else "standard_move"
    elif subject == "change" and reading.mentions("location"):
        value = "zone_change"
    elif subject in IS_MOVE_SUBJECTS:
        value = IS_MOVE_SUBJECTS[subject]
    else:
        return None
    if subject in ("move", "play", "enter"):  # "is sending a unit to a battlefield a move?":
        b.uses("place:battlefield", "place:base")  # where does not matter
    if subject in ("play", "enter"):  # "played from my hand": where from does not matter
        if not _entering_card(b):
            return None
        b.uses("place:hand", "owner:my", "unit:played", "obj:baron_pit")  # nor where to
        if "accelerate" in reading.keywords:  # it changes how the unit enters, not where
            b.uses("kw:accelerate")
            b.notes.append("taken: Accelerate only has the unit enter the board ready")
    if subject == "recall" and not _move_word_said(reading):
        return None  # "does a recall send it to base?": where it goes, not whether it moves
    if subject == "recall":  # to its owner's base, whoever's it is (455): what a recall does
        b.uses("place:base", "owner:their", f"unit_owner:{reading.unit_owner}")
        # "recalled after combat", "in the combat cleanup": when it is recalled does not make
        # a recall a move
        if reading.said_of("after", ("obj", "combat")) or "obj:cleanup" in reading.slots():
            b.uses("mod:after", "obj:combat", "obj:cleanup", "time:combat")
    if subject == "recall" and reading.cards and _recalling_card(b) is None:
        return None  # "is the recall from Zhonya's Hourglass a move?": the card must recall
    b.uses(f"act:{subject}", "act:move", "place:board", "obj:location", *EFFECT_SLOTS, *THING_SLOTS)
    return b.candidate("is_move", {"is_move": value})


def read_is_location(reading: Reading) -> Candidate | None:
    """ "Is my base a location?", "Is the facedown zone a location?"."""
    if reading.kind not in ("is", "does") or not reading.mentions("location") or reading.actions:
        return None
    places = [p for p in reading.places if p.kind in LOCATIONS]
    if len(places) != 1:
        return None
    b = Builder(reading)
    b.uses("obj:location", f"place:{places[0].kind}", *(f"owner:{p.owner}" for p in places))
    return b.candidate("is_location", {"is_location": places[0].kind})


def read_uses_chain(reading: Reading) -> Candidate | None:
    """ "Does moving use the chain?", "Can my opponent respond to a move?", "Does hiding a
    card open a chain?", "Does playing a card from facedown use the chain?"."""
    if reading.kind not in YES_NO:
        return None
    if not (reading.mentions("chain") or reading.has("respond")):
        return None
    if reading.has("play") and ("hidden" in reading.keywords or _from_facedown(reading)):
        value = "play_from_hidden"
    elif reading.has("play") and reading.has("hide"):
        return None  # hiding and playing: which one is asked about is not said
    elif reading.has("hide"):
        value = "hide"
    elif reading.has("move", "standard_move"):
        value = "move"
    else:
        return None
    b = Builder(reading)
    b.uses(
        "obj:chain",
        "act:chain_add",  # "is it put on the chain?"
        "act:respond",
        "who:opponent",
        "who:other_player",
        "act:move",
        "act:standard_move",
        "act:hide",
        "act:play",
        "act:happen",  # "does hiding a card open (start) a chain?"
        "kw:hidden",
        "obj:card",
        "obj:unit",
        *EFFECT_SLOTS,
    )
    if value == "move":  # where it goes changes nothing: no move uses the chain (446.3.c)
        b.uses("kw:reaction")  # "respond to my unit's move with a Reaction"
        if reading.has("respond") and reading.said_of("before", ("act", "enter")):
            b.uses("mod:before", "act:enter")  # "before my units arrive": moving is instant
        plain = [p for p in reading.places if p.role in ("to", "from") and not p.mods]
        b.uses(*(f"place:{p.kind}" for p in plain), *(f"owner:{p.owner}" for p in plain))
    return b.candidate("uses_chain", {"uses_chain": value})


def _from_facedown(reading: Reading) -> bool:
    """ "play a card from facedown (face down)": played from Hidden, not hidden."""
    said = " ".join(reading.tagged.words)
    return any(f"from {words}" in said for words in ("facedown", "face down", "hidden"))


def read_changes_state(reading: Reading) -> Candidate | None:
    """ "Does a recall change a unit's damage or exhausted status?" ("stay exhausted": turned)."""
    if reading.kind not in ("does", "is", "can") or not reading.has("recall"):
        return None
    b = Builder(reading)
    if not any(slot in reading.slots() for slot in STATE_WORDS):
        return None
    # "is a recalled unit still exhausted?" asks whether the status stays; "is a recalled
    # unit exhausted?" could ask that or whether the recall exhausts it: not read.
    keep = reading.has("keep") or "still" in reading.tagged.words[: reading.main_end]
    does = reading.kind == "does" and reading.has("exhaust", "ready")
    if not (keep or reading.has("change") or does):
        return None  # "does a recall ready the unit?" is what the recall does
    b.uses("act:recall", *STATE_WORDS, *THING_SLOTS)
    if keep and reading.said_of("after", ("act", "recall")):
        b.uses("mod:after")  # "still on my unit after it is recalled": what stays through it
    return b.candidate("changes_state", {"changes_state": "recall"}, invert=keep)


def read_enters_ready(reading: Reading) -> Candidate | None:
    """ "Do gear enter play ready?", "Do units enter the board exhausted?" (turned)."""
    if reading.kind not in ("does", "is", "can", "must") or not reading.has("enter", "play"):
        return None
    if not reading.has("ready", "exhaust") or reading.has("move", "recall"):
        return None
    if reading.has("ready") and reading.has("exhaust"):
        return None  # "enters exhausted and then becomes ready": a sequence, not read (805.6)
    if reading.mentions("gear"):
        value = "gear"
    elif reading.mentions("token_unit"):  # tokens: the chain area's fact (tokens.yaml)
        value = "token_unit"
    elif "accelerate" in reading.keywords:
        value = "accelerated_unit"
    else:
        value = "unit"
    if value == "unit" and reading.kind in ("can", "must"):
        return None  # "can a unit enter ready?": one with Accelerate can; asked of no unit
    b = Builder(reading)
    b.uses(
        "act:enter",
        "act:play",
        "act:ready",
        "act:exhaust",
        "kw:accelerate",
        "place:board",
        "unit:played",  # "a unit played with Accelerate": the play is the entering
        "without:accelerate",  # "without Accelerate": the plain unit
        "obj:token_unit",
        *THING_SLOTS,
    )
    if value == "accelerated_unit" and _paid_accelerate(reading):
        b.uses("act:pay", "obj:cost")  # "... if I paid the Accelerate cost?": played with it
    elif value == "accelerated_unit" and reading.kind != "can" and not paid_said(reading):
        # "does a unit with Accelerate enter ready?": only if its optional cost is paid
        # ("can it?" is yes: it can be paid)
        b.assume(
            "its Accelerate cost is paid as it is played",
            "its Accelerate cost is not paid",
            _plain_unit,
        )
    if value == "accelerated_unit" and _keyword_lets(reading.tagged.words, "accelerate"):
        b.uses("asked:accelerate", "using:accelerate")  # "does Accelerate let it enter ready?"
    silent = set(reading.keywords) & SILENT_ON_ENTERING if value == "unit" else set()
    b.uses(*(f"kw:{k}" for k in silent))
    invert = reading.has("exhaust") and not reading.has("ready")
    candidate = b.candidate("enters_ready", {"enters_ready": value}, invert=invert)
    if silent:  # "does a unit with Shield enter ready?": as any unit
        said = ", ".join(sorted(k.title() for k in silent))
        candidate.notes.append(f"taken: {said} says nothing of how a unit enters the board")
    if value == "token_unit":  # a value of format 2 only
        candidate.doc = {"format": 2, **candidate.doc}
    return candidate


def _plain_unit(situation: Draft, question: Doc) -> None:
    """A unit played without its Accelerate cost paid enters as any unit does."""
    question["enters_ready"] = "unit"


# "Accelerate lets (makes, allows) ...": what the keyword does is asked.
LETS = frozenset({"let", "lets", "allow", "allows", "make", "makes"})


def _keyword_lets(words: list[str], keyword: str) -> bool:
    return any(a == keyword and b in LETS for a, b in itertools.pairwise(words))


# Keywords of units whose rules say nothing of how the unit enters the board: a unit with
# one enters as any unit does (only Accelerate, of the keywords, makes it enter ready).
SILENT_ON_ENTERING = frozenset({"shield", "assault", "tank", "backline", "deflect", "ganking"})


def _paid_accelerate(reading: Reading) -> bool:
    """The question's closing condition says Accelerate was paid: "if I paid the (its)
    Accelerate (cost)", with no "not" anywhere ("if I didn't pay ..." is never read)."""
    if reading.negated or reading.context_negated or reading.without:
        return False
    words = reading.tagged.words
    if "if" not in words:
        return False
    after = words[words.index("if") :]
    paid = [i for i, w in enumerate(after) if w in ("paid", "pay", "pays", "paying")]
    return any("accelerate" in after[i + 1 : i + 4] for i in paid)


# A unit whose text has it enter a battlefield token it adds ("As you play me, add the Baron
# Pit battlefield token to the board if it's not there already. If you do, I enter there."):
# the token's name, in the reader's words.
ENTERS_TOKEN = LazyPattern(
    r"add the (?P<token>[a-z' ]+) battlefield token to the board if it's not there already\. "
    r"if you do, i enter there",
    re.IGNORECASE,
)
TOKEN_SLOTS = {"baron pit": "obj:baron_pit"}
FIELD = "battlefield 1"


def read_enters_added_battlefield(reading: Reading) -> Candidate | None:
    """ "After Baron Nashor enters the newly added Baron Pit, does a showdown open there?":
    the token just added is a battlefield no player controls with no unit there, and a unit
    entering it applies Contested as a unit played there does: the cleanup that follows
    begins a showdown there (the engine decides)."""
    if reading.kind != "does" or set(reading.actions) != {"happen", "enter"}:
        return None
    if not reading.mentions("showdown") or "newly_added" not in reading.mods:
        return None
    if len(reading.cards) != 1 or reading.cards[0].type != "Unit" or reading.places:
        return None
    if reading.says_any("timing", "mode", "negation", "said_not") or reading.context_negated:
        return None
    card = reading.cards[0]
    found = ENTERS_TOKEN.search(" ".join(card.abilities))
    slot = TOKEN_SLOTS.get(found.group("token").lower()) if found else None
    if slot is None or slot.removeprefix("obj:") not in reading.objects:
        return None
    used = {"act:enter", "act:happen", f"card:{card.name}", "mod:newly_added", slot}
    used |= {"mod:no_enemy_units", "obj:showdown", "obj:unit"}
    if not reading.slots() <= used:
        return None
    permission = {"effect": "can", "action": "play", "to": "here", "affects": "all"}
    doc: Doc = {
        "format": 2,
        "situation": {
            "battlefields": [{"name": FIELD, "text": [permission]}],
            "hand": [{"name": card.name, "type": "unit"}],
        },
        "actions": [{"play": {"card": card.name, "to": FIELD}}, {"resolve": {}}],
        "question": {"outcomes": {"event": "showdown", "battlefield": FIELD}},
    }
    token = found.group("token") if found else ""
    notes = [
        f"taken: {FIELD} is the {token}, just added: no player controls it and no unit is there",
        f"taken: {card.name} entering it, which his text puts in place of his entering where he "
        "is played, is judged as a unit played there (its text letting units be played "
        "there stands for his)",
    ]
    return Candidate("enters_added_battlefield", doc, used, notes=notes)


def read_exhausts(reading: Reading) -> Candidate | None:
    """ "Does a move effect exhaust the unit?", "Must I exhaust a unit to move it?"."""
    if reading.kind not in ("does", "must", "is") or not reading.has("exhaust"):
        return None
    if not reading.has("move", "standard_move"):
        return None
    if reading.has("recall", "enter", "play", "ready"):
        return None
    b = Builder(reading)
    b.uses("act:exhaust", "act:move", "act:standard_move", *EFFECT_SLOTS, *THING_SLOTS)
    kind = _move_kind(reading)
    if kind == "standard_move" and not reading.has("standard_move"):
        # "Does moving a unit exhaust it?": the unit's own move, or a spell's or ability's
        b.assume("the move is the unit's standard move", "a spell or ability moves it", _by_effect)
    return b.candidate("exhausts", {"exhausts": kind})


def _by_effect(situation: Draft, question: Doc) -> None:
    question["exhausts"] = "move_effect"


READERS = (
    read_is_move,
    read_enters_added_battlefield,
    read_is_location,
    read_uses_chain,
    read_changes_state,
    read_enters_ready,
    read_exhausts,
)
