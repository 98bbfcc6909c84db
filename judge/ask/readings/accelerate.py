"""Readers for the rules of Accelerate itself: what it does once its unit is on the board
(nothing: its cost is paid only as the unit is played), a paid Accelerate its unit loses
while being played (the unit still enters ready), and entering ready through it (not
"becoming ready"). Each becomes the engine's ``keyword_rule`` query; whether a unit played
with Accelerate enters ready, or can move, is the queries' and moves' readers'.
"""

from __future__ import annotations

from itertools import pairwise

from judge.ask.parse import Reading
from judge.ask.readings import Candidate

PAID = frozenset({"pay", "pays", "paid", "paying"})
BECOME = frozenset({"become", "becomes", "becoming", "became"})


PLAYS = frozenset({"play", "plays", "played", "playing"})
PAID_REACH = 3


def paid_said(reading: Reading) -> bool:
    """Whether the question says Accelerate was paid, not only that the unit has it: "paid
    its Accelerate (cost)", "its Accelerate cost was paid", "using Accelerate", "played
    with Accelerate", "an Accelerated unit". "A unit with Accelerate" has the keyword, an
    optional cost (805.2) its player may not have paid; "without paying" is the keyword's
    ``without``."""
    if "accelerate" in reading.without:
        return False
    if "accelerate" in reading.using:
        return True
    words = reading.tagged.words
    for i, word in enumerate(words):
        if word == "accelerated":
            return True
        if word != "accelerate":
            continue
        near = words[max(0, i - PAID_REACH) : i + PAID_REACH + 1]
        if PAID & set(near) or (i > 1 and words[i - 1] == "with" and _played_with(words[:i])):
            return True
    return False


def _played_with(before: list[str]) -> bool:
    """ "played with Accelerate", "played my unit with Accelerate": the keyword is how the
    unit was played; "played a unit with Accelerate" may say only which unit it was."""
    if len(before) > 1 and before[-2] in PLAYS:
        return True
    verb = before[-1 - PAID_REACH : -1]
    return bool(PLAYS & set(verb)) and not {"a", "an"} & set(verb)


def keyword_query(value: str, used: set[str]) -> Candidate:
    """The ``keyword_rule`` rules query ``value``, with the slots it accounts for."""
    return Candidate(
        f"keyword_rule:{value}", {"format": 2, "question": {"keyword_rule": value}}, used
    )


def _about_accelerate(reading: Reading) -> bool:
    """Accelerate is the one keyword said, and nothing the rules query does not hold: no
    card, place other than the board, time, mode, other player or "not"."""
    if set(reading.keywords) != {"accelerate"} or reading.without:
        return False
    if reading.says_any("cards", "timing", "mode", "negation", "said_not"):
        return False
    return not set(reading.who) - {"me"} and reading.unit_owner in (None, "me")


def _enters_ready(reading: Reading, asked: bool) -> bool:
    """ "enter(s) ready" said (in the question clause when ``asked``): an enter right before
    a ready."""
    spans = reading.tagged.spans
    return any(
        a.has("act", "enter")
        and b.has("act", "ready")
        and (not asked or b.start < reading.main_end)
        for a, b in pairwise(spans)
    )


def read_accelerate_on_board(reading: Reading) -> Candidate | None:
    """ "Can I pay Accelerate's cost after the unit is already on the board?", "Does
    Accelerate do anything once the unit is on the board?": no (805.2.a, 805.3)."""
    if reading.kind not in ("can", "may", "does") or not _about_accelerate(reading):
        return None
    board = [p for p in reading.places if p.kind == "board"]
    if len(board) != 1 or len(reading.places) != 1 or board[0].mods or board[0].owner:
        return None
    acts = set(reading.actions)
    if reading.kind == "does" and acts:
        return None  # "does Accelerate do anything": no action but the keyword's own
    if reading.kind != "does" and acts != {"pay"}:
        return None
    if reading.mods - {"after"} or ("after" in reading.mods and not _after_on_board(reading)):
        return None
    used = {"kw:accelerate", "act:pay", "obj:cost", "obj:unit", "place:board", "who:me"}
    return keyword_query("accelerate_on_board", used | {"mod:after"})


def _after_on_board(reading: Reading) -> bool:
    """ "after the unit is (already) on the board": what "after" is said of is the unit and
    the board, nothing else."""
    return reading.said_of("after", ("obj", "unit"), ("place", "board"))


def read_accelerate_lost(reading: Reading) -> Candidate | None:
    """ "I paid Accelerate for a unit but it lost Accelerate while being finalized. Does it
    still enter ready?": yes, as long as the cost was paid (805.2.b; the 2026-03-30 rules do
    not say, and the engine leaves it unknown there)."""
    if reading.kind not in ("does", "will", "is") or not _about_accelerate(reading):
        return None
    if reading.places or not reading.has("lose") or not _enters_ready(reading, asked=True):
        return None
    if set(reading.actions) - {"lose", "enter", "ready", "finalize", "finish", "play", "pay"}:
        return None
    words = reading.tagged.words
    if not PAID & set(words) or not _lost_while_played(reading):
        return None
    if reading.mods - {"before"}:
        return None
    used = {"kw:accelerate", "act:lose", "act:enter", "act:ready", "act:finalize", "act:finish"}
    used |= {"act:play", "act:pay", "obj:unit", "obj:cost", "who:me", "unit:played", "mod:before"}
    return keyword_query("accelerate_lost_while_played", used)


def _lost_while_played(reading: Reading) -> bool:
    """The keyword is lost while the unit is being played: "while (it is) being finalized",
    "while I was still playing it", "before it finished being played"; never "after it
    entered"."""
    words = reading.tagged.words
    if "before" in reading.mods:
        return reading.said_of("before", ("act", "finish"), ("act", "play"), ("act", "finalize"))
    lost = next(s.start for s in reading.tagged.spans if s.has("act", "lose"))
    after = words[lost:]
    during = {"finalized", "finalize", "playing", "played"}
    if "while" in after and during & set(after):
        return True
    # "while it was being finalized, it lost Accelerate": the "while" said right before
    before = words[:lost]
    opened = max((i for i, w in enumerate(before) if w == "while"), default=None)
    return opened is not None and bool(during & set(before[opened:]))


def read_accelerate_becomes_ready(reading: Reading) -> Candidate | None:
    """ "Does a unit entering ready from Accelerate trigger my 'when a unit becomes ready'
    abilities?", "Does entering ready through Accelerate count as becoming ready?": no
    (805.6, 805.6.a)."""
    if reading.kind not in ("does", "will", "is") or not _about_accelerate(reading):
        return None
    if reading.places or not _enters_ready(reading, asked=True):
        return None
    if reading.mods - {"said"} or ("said" in reading.mods and not _says_becomes_ready(reading)):
        return None
    words = reading.tagged.words
    if not BECOME & set(words):
        return None  # the readying event asked about is said as "become(s) ready"
    if set(reading.actions) - {"enter", "ready", "happen", "trigger", "count", "play", "pay"}:
        return None
    used = {"kw:accelerate", "act:enter", "act:ready", "act:happen", "act:trigger", "act:count"}
    used |= {"act:play", "act:pay", "obj:unit", "obj:ability", "who:me", "unit:played"}
    return keyword_query("accelerate_becomes_ready", used | {"mod:said"})


SAID_READYING = (
    ["when", "a", "unit", "becomes", "ready"],
    ["when", "a", "unit", "become", "ready"],
    ["when", "units", "become", "ready"],
    ["when", "my", "unit", "becomes", "ready"],
)


def _says_becomes_ready(reading: Reading) -> bool:
    """What an ability is said to say is its readying trigger alone: "an ability that says
    'when a unit becomes ready'"."""
    words = reading.tagged.words[: reading.main_end]
    said = [i for i, w in enumerate(words) if w in ("says", "say", "reads")]
    return len(said) == 1 and words[said[0] + 1 :] in SAID_READYING


AMOUNT_ASKED = frozenset({"how", "what"})


def read_accelerate_amount(reading: Reading) -> Candidate | None:
    """ "How much does Accelerate cost?", "What is the cost of Accelerate?", "How much do I
    pay for Accelerate?": a unit whose own cost is taken as nothing is played paying
    Accelerate, and the engine gives the total, which is then Accelerate's own cost."""
    if reading.kind not in AMOUNT_ASKED or not _about_accelerate(reading):
        return None
    if reading.places or reading.mods or set(reading.actions) - {"pay", "play"}:
        return None
    if not (reading.mentions("cost") or reading.has("pay")):
        return None
    if set(reading.objects) - {"cost", "unit", "additional_cost", "optional_additional_cost"}:
        return None
    extra = {"keyword": "Accelerate", "paid": True}
    playing = {"card": "your unit", "type": "unit", "energy": 0, "additional": [extra]}
    doc = {"format": 2, "situation": {"playing": playing}, "question": {"cost": {}}}
    used = {"kw:accelerate", "obj:cost", "act:pay", "act:play", "obj:unit", "who:me"}
    used |= {"obj:additional_cost", "obj:optional_additional_cost"}
    candidate = Candidate("cost", doc, used)
    candidate.stated.append(
        "your unit's own cost is taken as nothing, so its total is what Accelerate adds"
    )
    return candidate


READERS = [
    read_accelerate_on_board,
    read_accelerate_lost,
    read_accelerate_becomes_ready,
    read_accelerate_amount,
]
