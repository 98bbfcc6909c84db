"""Readers for questions about the game actions, runes and tokens: a game action performed
on a unit already in the state it gives, what being stunned does, Burn Out, where cards are
played from, recycled runes, the rune pool, and what a token is and where it can exist.

The first is judged on the game state (a unit, the action, whether it happens); the others
become one of the engine's rules queries (format 2). A question naming a card is
left unknown: what the card's text does is not read here.
"""

from __future__ import annotations

import re
from typing import Any

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO
from judge.ask.readings.scoring import points_of_players
from judge.ask.situation import YOU, Doc
from judge.engine.predicates.actions import DISCRETIONARY_ACTIONS
from judge.patterns import LazyPattern
from judge.records import replace

THINGS = ("obj:unit", "obj:gear", "obj:permanent", "obj:card", "who:me", "who:opponent")
AGAIN_THINGS = ("obj:unit", "obj:permanent", "obj:card", "who:me")
# An action done to an object already in the state it gives: the words that say so.
AGAIN = {
    "stun": ("mod:already_stunned", "obj:stunned_unit"),
    "buff": ("mod:already_buffed", "obj:buff_counter"),
    "exhaust": ("mod:exhausted_unit",),
    "ready": ("mod:ready_unit",),
    "empower": ("obj:empowered",),
}
UNIT = "your unit"
# Words that say the unit was in the state before the action ("stunned again", "that
# already has a buff", "a second time").
AGAIN_WORDS = frozenset({"again", "already", "twice", "second", "another", "more", "still"})
# What a gear can be done to again: a gear is never stunned (423.1.a) nor buffed.
GEAR_ACTIONS = ("exhaust", "ready", "empower")
OPPONENTS = "opponents"  # "my opponent's unit", normalised
OBJECT_WORDS = frozenset({"unit", "units", "gear", "gears"})
ALREADY: dict[str, dict[str, bool | int]] = {
    "stun": {"stunned": True},
    "buff": {"buffs": 1},
    "exhaust": {"exhausted": True},
    "ready": {"exhausted": False},
    "empower": {"empowered": True},
}
OUTCOME = {
    "stun": "stunned",
    "buff": "buffed",
    "exhaust": "exhausted",
    "ready": "readied",
    "empower": "empowered",
}
# Abilities that trigger on the action: doing it again does nothing, so they don't trigger.
TRIGGERED_BY = ("stun", "buff")
DECK_ACTIONS = ("draw", "burn", "predict", "reveal")
PLAY_ZONES = {
    "obj:trash": "trash",
    "obj:banishment": "banishment",
    "obj:champion_zone": "champion_zone",
    "obj:main_deck": "main_deck",
    "obj:rune_deck": "rune_deck",
    "place:hand": "hand",
}
OWN_PLAY_ZONES = ("hand", "champion_zone")
# Only the Chosen Champion, a unit, is ever in its zone; whose zone it is goes unread.
CHAMPION_THINGS = tuple(t for t in THINGS if t not in ("obj:gear", "who:opponent"))
CHAMPION_THINGS += ("obj:chosen_champion",)
OFF_BOARD = ("act:banish", "act:discard", "act:recycle", "obj:trash", "obj:banishment")


def _query(reader: str, kind: str, subject: str, used: set[str]) -> Candidate:
    return Candidate(reader, {"format": 2, "question": {kind: subject}}, used)


def _plain(reading: Reading) -> bool:
    """Nothing these readers do not model: a card, a place on the board, a time, a mode or
    a negation."""
    off_board = any(place.kind not in ("hand", "board") for place in reading.places)
    return not (off_board or reading.says_any("cards", "timing", "mode", "negation", "said_not"))


def _slots(reading: Reading) -> set[str]:
    return reading.slots()


def _state_before(reading: Reading, states: tuple[str, ...]) -> bool:
    """Whether the question says the object was in the state before the action: "again" or
    "already" said, the state in a statement ("My gear is Empowered."), or said of the
    object before its noun ("an Empowered unit"), not as what the action makes it ("does
    Empower make the permanent Empowered?")."""
    words, spans = reading.tagged.words, reading.tagged.spans
    for k, span in enumerate(spans):
        said = any(f"{family}:{value}" in states for family, value in span.tags)
        if said and k and spans[k - 1].has("neg"):
            return False  # "if my unit is not yet Empowered": the state denied, not read
    if AGAIN_WORDS & set(words):
        return True
    for span in spans:
        if not any(f"{family}:{value}" in states for family, value in span.tags):
            continue
        after = words[span.end] if span.end < len(words) else ""
        if span.start >= reading.main_end or after in OBJECT_WORDS | {"permanent"}:
            return True
    return False


def read_again(reading: Reading) -> Candidate | None:
    """ "Can a stunned unit be stunned again?", "Does buffing a unit that already has a buff
    give it another one?", "Can an exhausted unit be exhausted again?": a unit already in
    that state, the game action performed on it, and whether it happens."""
    if reading.kind not in YES_NO or not _plain(reading):
        return None
    slots = _slots(reading)
    done = [action for action in AGAIN if reading.has(action)]
    if len(done) != 1:
        return None
    action = done[0]
    # "twice" alone is not enough: a unit readied, exhausted and readied again was readied
    # twice; the rule is about the object already being in that state.
    if not set(AGAIN[action]) & slots:
        return None
    if not _state_before(reading, AGAIN[action]):
        return None  # "Does Empower make it Empowered?": the state asked, not one it was in
    thing = _again_thing(reading, action)
    if thing is None:
        return None
    kind, name, controller, said = thing
    item: dict[str, Any] = {"name": name, **ALREADY[action]}
    performed: dict[str, Any] = {"action": action, "cards": [name]}
    if controller != "you":
        item["controller"] = controller
    elif "who:opponent" in said:
        performed["by"] = "opponent"
    doc = {
        "format": 2,
        "situation": {kind: [item]},
        "actions": [{"game_action": performed}],
        "question": {"outcomes": {"event": OUTCOME[action], "subject": name}},
    }
    used = {f"act:{action}", "mod:twice", *AGAIN[action], *AGAIN_THINGS, *said}
    used |= _counted_again(reading, action)
    if controller == "opponent" and reading.unit_owner == "opponent":
        used.add("unit_owner:opponent")  # "my opponent's unit is already stunned"
    used |= {"obj:token", "obj:effect"}
    if action in TRIGGERED_BY:
        used |= {"act:happen", "obj:ability"}
    if action == "empower":  # "Empowered", "empowers": the word is also Empower's keyword
        used |= {"kw:empower", "act:happen"}
    candidate = Candidate("again", doc, used)
    if controller == "you":
        candidate.stated.append(f"the {'unit' if kind == 'units' else 'gear'} is yours")
    return candidate


# What "a second", "another" or a number counts when the question says the game action
# again: the state it gives ("a second buff (counter)", "2 buff counters", "stunned a second
# time"), or the effect that does it ("with another spell").
COUNTED_AGAIN = {
    "stun": frozenset({"time", "times", "stun", "stuns"}),
    "buff": frozenset({"time", "times", "buff", "buffs", "counter", "counters"}),
    "exhaust": frozenset({"time", "times"}),
    "ready": frozenset({"time", "times"}),
    "empower": frozenset({"time", "times"}),
}
PERFORMERS = frozenset({"spell", "spells", "effect", "effects", "ability"})
COUNTING = ("another", "several")


def _counted_again(reading: Reading, action: str) -> set[str]:
    """The slots of "a second buff", "another buff counter", "2 buff counters", "a second
    time" and "another spell" (what does the action, or counted in what it gives), when
    every "another" or number of the question counts one of those; and the spell that does
    it ("if my opponent's spell buffs it"). Another count ("stun another unit") is not
    this reader's."""
    words, spans = reading.tagged.words, reading.tagged.spans
    counted = COUNTED_AGAIN[action] | PERFORMERS
    used: set[str] = set()
    for span in spans:
        value = next((v for v in span.values("mod") if v in COUNTING), None)
        if value is None:
            continue
        after = words[span.end : span.end + 2]
        if after[:1] == ["buff"] and after[1:] in (["counter"], ["counters"]):
            after = after[1:]
        if not after or after[0] not in counted:
            return set()
        used.add(f"mod:{value}")
    performer = [s for s in spans if s.has("obj", "spell")]
    if performer and all(set(words[s.start : s.end]) <= PERFORMERS for s in performer):
        used.add("obj:spell")
    return used


def _again_thing(reading: Reading, action: str) -> tuple[str, str, str, set[str]] | None:
    """The object a game action is done to again, as the question says it: a unit or a gear
    (situation key, name, controller, the words that say so). "My opponent's unit" is
    theirs; an opponent named otherwise ("by my opponent", "can my opponent stun") is the
    one acting, which changes nothing for an object already in that state. None for an
    object or a player the reader cannot place (a gear stunned, a teammate's unit)."""
    slots = _slots(reading)
    said: set[str] = set()
    kind, name = "units", UNIT
    if "obj:gear" in slots:
        if "obj:unit" in slots or action not in GEAR_ACTIONS:
            return None
        kind, name = "gear", "your gear"
        said.add("obj:gear")
    others = set(reading.who) - {"me"}
    if others - {"opponent"}:
        return None
    if others:
        said |= {"who:opponent", "obj:player"}
    if not _opponents_object(reading.tagged.words):
        return kind, name, "you", said
    owned = "your opponent's unit" if kind == "units" else "your opponent's gear"
    return kind, owned, "opponent", said


def _opponents_object(words: list[str]) -> bool:
    """ "my opponent's (stunned) unit": the possessive, then the object within two words."""
    return any(
        word == OPPONENTS and OBJECT_WORDS & set(words[i + 1 : i + 3])
        for i, word in enumerate(words)
    )


def read_stunned(reading: Reading) -> Candidate | None:
    """ "Does a stunned unit deal combat damage?", "Does a stunned unit die from less damage
    than its Might?", "Does a unit stay stunned into the next turn?" ("A unit I stunned
    during my main phase: is it still stunned during my opponent's next turn?": the main
    phase is when the query has the unit stunned, so it is read). A unit stunned during the
    ending phase is judged on a board: stunned in the Ending Step, play proceeding to the
    next turn's Main Phase. No other time is read."""
    if reading.kind not in ("does", "is", "can", "must"):
        return None
    if reading.kind == "must":  # "do I still need to deal it its full Might?" only
        return _stunned_lethal(reading) if _plain(replace(reading, timing=set())) else None
    slots = _slots(reading)
    next_turn = "mod:next_turn" in slots
    stunned_in_ending_phase = reading.timing == {"ending_phase"} and next_turn
    timed = next_turn and reading.timing in ({"main_phase"}, {"ending_phase"})
    in_combat = _deals_combat_damage(reading) or _stunned_lethal(reading) is not None
    timed = timed or (reading.timing == {"combat"} and in_combat)
    if not _plain(replace(reading, timing=set()) if timed else reading):
        return None
    if not ({"obj:stunned_unit", "act:stun"} & slots):
        return None
    # whose the stunned unit is changes none of these ("my opponent's unit gets stunned")
    base = {"obj:stunned_unit", "act:stun", "unit_owner:opponent", *THINGS}
    if _deals_combat_damage(reading) and not reading.has("keep"):
        return _query("stunned", "stunned", "combat_damage", base | COMBAT_DAMAGE_SAID)
    if "mod:less_than_might" in slots and not reading.has("keep"):
        return _query("stunned", "stunned", "less_damage_kills", base | {"mod:less_than_might"})
    lethal = _stunned_lethal(reading)
    if lethal is not None:
        return lethal
    if stunned_in_ending_phase and reading.has("keep"):
        return _stunned_in_ending_step(reading, base | {"mod:next_turn", "act:keep"})
    if next_turn and reading.has("keep"):
        used = base | {"mod:next_turn", "act:keep", "time:main_phase"}
        return _query("stunned", "stunned", "next_turn", used)
    return None


# The words a question may say combat damage with, and what the stunned unit does in it:
# "deal combat damage", "its Might counts toward the combat damage I deal", "a stunned
# defender adds its Might to combat damage", "during combat".
COMBAT_DAMAGE_SAID = {
    "obj:combat_damage",
    "obj:combat",
    "obj:damage",
    "time:combat",
    "act:deal",
    "act:count",
    "act:add",
    "obj:attacker",
    "obj:defender",
    "outside:might_value",
}
# Words that make the stunned unit the one combat damage is dealt to, which another rule
# decides (it still needs lethal damage of its full Might): never read as its dealing it.
RECEIVING = frozenset(
    {"dealt", "take", "takes", "taken", "taking", "receive", "receives", "kill", "kills"}
    | {"killed", "die", "dies", "lethal", "assigned", "survive", "survives"}
)
TOWARD = frozenset({"to", "on", "at", "against"})  # "... to a stunned unit": its receiver


def _deals_combat_damage(reading: Reading) -> bool:
    """The question asks whether a stunned unit's Might is part of the combat damage its
    side deals: combat damage is said (in one phrase, or "damage" with "combat" or "during
    combat"), after the unit or its Might, and nothing says the unit is the one damage goes
    to ("dealt to a stunned unit", "does it take combat damage")."""
    slots = _slots(reading)
    said = "obj:combat_damage" in slots or (
        bool({"obj:damage", "act:deal"} & slots) and bool({"obj:combat", "time:combat"} & slots)
    )
    words = reading.tagged.words
    if not said or RECEIVING & set(words[: reading.main_end]):
        return False
    # the stunned unit (or the pronoun for it) right after "to": the receiver
    said_of = [s.start for s in reading.tagged.spans if s.has("obj", "stunned_unit")]
    said_of += [k for k, word in enumerate(words) if word in ("it", "them")]
    if any(k and words[k - 1] in TOWARD for k in said_of):
        return False
    if "obj:attacker" in slots or reading.has("attack"):
        return False  # a stunned attacker's damage is judged on a combat (combat_damage.py)
    return not reading.has("move", "play", "recall", "assign")


MIGHT_SAID = LazyPattern(r"\b(\d+) might\b")
DAMAGE_SAID = LazyPattern(r"\b(\d+) (?:combat )?damage\b")
# What a question about a stunned unit of some Might and some damage says besides them.
LETHAL_SAID = {
    "act:die",
    "act:deal",
    "obj:damage",
    "obj:combat",
    "time:combat",
    "mod:number",
    "mod:several",
    "mod:only",
    "outside:might_value",
}


def _stunned_lethal(reading: Reading) -> Candidate | None:
    """ "My opponent's 4 Might unit is stunned. Does 2 damage kill it?" (less than its Might:
    does a stunned unit die from less damage than its full Might) and "Do I still need to
    deal it the full 4 damage to kill it?" (its Might: that turned round). One Might and one
    amount of damage said, and nothing else about the unit that could change what kills it
    (another damage, a buff, a keyword: slots no reading here takes)."""
    if not reading.has("die") or not {"obj:stunned_unit", "act:stun"} & _slots(reading):
        return None
    text = " ".join(reading.tagged.words)
    mights = {int(m) for m in MIGHT_SAID.findall(text)}
    damages = DAMAGE_SAID.findall(text)
    if len(mights) != 1 or len(damages) != 1 or RECEIVING_MORE & set(reading.tagged.words):
        return None
    # one unit said: the stunned one (a second would be one it deals damage to)
    units = [w for w in reading.tagged.words if w in ("unit", "units", "attacker", "defender")]
    if len(units) != 1 or not _stunned_killed(reading.tagged.words):
        return None
    might, damage = mights.pop(), int(damages[0])
    used = {"obj:stunned_unit", "act:stun", "unit_owner:opponent", *THINGS, *LETHAL_SAID}
    if reading.kind in ("does", "can", "is") and 0 < damage < might:
        return _query("stunned", "stunned", "less_damage_kills", used)
    if reading.kind == "must" and damage == might:  # "do I still need the full 4"
        candidate = _query("stunned", "stunned", "less_damage_kills", used)
        candidate.invert = True
        return candidate
    return None


KILL_WORDS = frozenset({"kill", "kills", "killed"})
PRONOUNS_KILLED = frozenset({"it", "them", "him", "her"})


def _stunned_killed(words: list[str]) -> bool:
    """The stunned unit is the one killed: "kill" is said of a pronoun or of a stunned unit
    ("Does 2 damage kill it?", "... kill a stunned 4 Might unit?"), never of another unit
    the stunned one would kill ("Can my stunned unit kill a unit with 2 damage?"); "die"
    alone is said of the unit itself."""
    for k, word in enumerate(words):
        if word in KILL_WORDS:
            after = words[k + 1 : k + 5]
            if not (after[:1] and after[0] in PRONOUNS_KILLED) and "stunned" not in after:
                return False
    return True


# Words that say the unit has more than the damage said, or asks something else of it.
RECEIVING_MORE = frozenset({"already", "more", "another", "other", "each", "total", "heal"})


# Whose a phase or a turn is said to be, by the word right before it ("my ending phase",
# "my opponent's next turn"), normalised. A pronoun could be anyone's.
POSSESSIVES = {"my": YOU, "your": YOU, "our": YOU, OPPONENTS: "opponent"}
PRONOUNS = frozenset({"their", "his", "her", "its"})
WHOSE = {YOU: "your", "opponent": "your opponent's"}


def _whose(reading: Reading, head: int) -> str | None:
    """Whose the phase or the turn said from word ``head`` on is ("ending phase", "next
    turn"): YOU or "opponent" for the possessive right before it, "" when none is said
    ("the ending phase", "next turn"), None when the reader cannot tell ("their", "his",
    "my teammate's")."""
    before = reading.tagged.words[head - 1] if head > 0 else ""
    if before in POSSESSIVES:
        return POSSESSIVES[before]
    if before in PRONOUNS:
        return None
    said = [s for s in reading.tagged.spans if s.start <= head - 1 < s.end and s.has("who")]
    return None if said else ""


def _head(reading: Reading, family: str, value: str, said: tuple[str, ...]) -> int | None:
    """Where the one span tagged ``family:value`` says the words ``said`` ("ending phase",
    "next turn"): the index of the first; None when no span or several are tagged so, or
    the one that is says it otherwise ("at the end of my turn")."""
    words = reading.tagged.words
    spans = [s for s in reading.tagged.spans if s.has(family, value)]
    if len(spans) != 1:
        return None
    span, size = spans[0], len(said)
    heads = [k for k in range(span.start, span.end) if tuple(words[k : k + size]) == said]
    return heads[0] if len(heads) == 1 and heads[0] + size <= span.end else None


def _turns_after(reading: Reading) -> tuple[str, int] | None:
    """Whose Ending Phase the unit was stunned in (YOU, "opponent", or "" when no one's is
    said) and how many turns later the asked turn is, in 1v1 (turns alternate): the turn
    right after when the question names no one's next turn or the other player's, or asks
    "after my turn ends"; two turns later when it names the same player's next turn
    ("stunned during my ending phase ... on my next turn"). None when the reader cannot
    tell: a time said otherwise ("at the end of my turn"), a player it cannot place
    ("their"), or a player's next turn after an Ending Phase that is no one's said."""
    # the Ending Step is where the query stuns the unit, so "ending step" says the same time
    ending = _head(reading, "time", "ending_phase", ("ending", "phase"))
    if ending is None:
        ending = _head(reading, "time", "ending_phase", ("ending", "step"))
    phase_of = None if ending is None else _whose(reading, ending)
    if phase_of is None:
        return None
    for ended in (("after", "my", "turn"), ("after", "the", "turn")):
        after = _head(reading, "mod", "next_turn", ended)
        if after is not None:  # the turn whose Ending Phase it is ends
            turn_of = _whose(reading, after + 2)
            if turn_of is None or (turn_of and phase_of and turn_of != phase_of):
                return None
            return phase_of or turn_of, 1
    asked = _head(reading, "mod", "next_turn", ("next", "turn"))
    turn_of = None if asked is None else _whose(reading, asked)
    if turn_of is None or (turn_of and not phase_of):
        return None
    return phase_of, 2 if turn_of and turn_of == phase_of else 1


def _stunned_in_ending_step(reading: Reading, used: set[str]) -> Candidate | None:
    """ "A unit was stunned during my ending phase: is it still stunned on my opponent's
    next turn?": whether the stun has not ended when play proceeds from the Ending Step of
    the turn the question says to the Main Phase of the turn it asks about (a stun given
    later, in the Expiration Step, comes from an item whose resolving starts that step
    again)."""
    found, thing = _turns_after(reading), _again_thing(reading, "stun")
    if found is None or thing is None:
        return None
    said, proceeds = found
    turn = said or YOU
    _, name, controller, whose_unit = thing  # "my opponent's unit": theirs, as stunned again
    unit: dict[str, Any] = {"name": name, "stunned": True}
    if controller != YOU:
        unit["controller"] = controller
    situation: Doc = {"phase": "ending", "units": [unit]}
    if turn != YOU:
        situation["turn"] = turn
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "actions": [{"proceed": {}}] * proceeds,
        "question": {"outcomes": {"event": "stun ends", "subject": unit["name"]}},
    }
    used = used | {"time:ending_phase"} | whose_unit
    candidate = Candidate("stunned", doc, used, invert=True)
    if said:
        candidate.stated.append(f"the unit was stunned in the Ending Step of {WHOSE[turn]} turn")
    else:
        candidate.notes.append("taken: the unit was stunned in the Ending Step of your turn")
    if proceeds == 2:  # 1v1: the other player's turn comes between
        other = "opponent" if turn == YOU else YOU
        candidate.stated.append(f"{WHOSE[turn]} next turn comes after {WHOSE[other]} turn")
    return candidate


def read_burn_out(reading: Reading) -> Candidate | None:
    """ "Does drawing from an empty deck make me burn out?", "If I predict more cards than
    my Main Deck has, do I burn out?"."""
    if reading.kind not in ("does", "is", "must", "can") or not _plain(reading):
        return None
    if not reading.has("burn_out") or "mod:deck_short" not in _slots(reading):
        return None
    done = [action for action in DECK_ACTIONS if reading.has(action)]
    if len(done) != 1:
        return None
    used = {"act:burn_out", f"act:{done[0]}", "mod:deck_short", "obj:main_deck", *THINGS}
    return _query("burns_out", "burns_out", done[0], used)


# Who a player word says: the player burning out and the one asked about.
BURN_OUT_PLAYERS = {"me": YOU, "opponent": "opponent"}
# The modes a Burn Out's point is judged in, by the mode the question says (none: 1v1).
BURN_OUT_MODES = {None: "1v1", "1v1": "1v1", "2v2": "2v2", "ffa3": "ffa3", "ffa4": "ffa4"}
# What says the point: scoring or gaining it, or being given it ("give my opponent a point").
POINT_VERBS = frozenset({"score", "gain", "grant"})


def _burning(reading: Reading) -> Any:
    """The span saying the Burn Out: "burn(s) out", or a draw from an empty Main Deck ("if I
    draw from an empty deck"), which burns out; None when neither is said once."""
    spans = reading.tagged.spans
    burning = [s for s in spans if s.has("act", "burn_out")]
    if not burning and "mod:deck_short" in _slots(reading):
        burning = [s for s in spans if s.has("act", "draw")]
    return burning[0] if len(burning) == 1 else None


def _draws_one(words: list[str]) -> bool:
    """Every number the question says is a "1" drawn ("I draw 1", "draws 1 card")."""
    ones = [k for k, word in enumerate(words) if word.isdigit()]
    return bool(ones) and all(
        words[k] == "1" and k > 0 and words[k - 1] in ("draw", "draws") for k in ones
    )


def read_burn_out_point(reading: Reading) -> Candidate | None:
    """ "When I burn out, does my opponent gain a point?", "If my opponent burns out, do I
    score a point?", "Does burning out give my opponent a point?", "If I draw from an empty
    deck with an empty trash, does my opponent gain a point?", "... does anyone gain a
    point?": judged on a board where the player who burns out draws 1 from an empty Main
    Deck, with one card in their trash (a single Burn Out: the deck holds a card again after
    the recycle) or, said empty, none (they burn out again and again), and whether the
    player asked about (anyone, when no one is named) gains a point. The burning player
    chooses the opponent who gains it: in a free-for-all, the opponent asked about or
    another (both judged); in 2v2 either opponent (a team shares its points), so only an
    opponent of the burning player is asked about there. With no one said to burn out
    ("does burning out give ...?"), it is the other player than the one asked about."""
    # "who gains the point?": what the Burn Out brings about, the engine naming who gains it
    if reading.kind not in ("does", "is", "who") or reading.mode not in BURN_OUT_MODES:
        return None
    if reading.kind == "is" or {"count", "counts"} & set(reading.tagged.words):
        return None  # "is a Burn Out point a score?": what scoring is, not whether one is gained
    if not _plain(replace(reading, mode=None)):
        return None
    mode = BURN_OUT_MODES[reading.mode]
    actions = set(reading.actions)
    burning = _burning(reading)
    if burning is None or actions - {"burn_out", "draw"} - POINT_VERBS:
        return None
    if not actions & POINT_VERBS or not ("score" in actions or reading.mentions("point")):
        return None
    words = reading.tagged.words
    if any(w.isdigit() and w != "1" for w in words):  # "gain 2 points": not the Burn Out's
        return None
    trash_empty = reading.mentions("trash") and "empty" in reading.mods
    if reading.mentions("trash") and not trash_empty:
        return None
    # who burns out: the player said right before "burn(s) out" ("I", "my opponent")
    before = [s for s in reading.tagged.spans if s.end == burning.start and s.has("who")]
    if len(before) > 1:
        return None
    burner = BURN_OUT_PLAYERS.get(before[0].values("who")[0]) if before else None
    if before and burner is None:
        return None
    players = [s for s in reading.tagged.spans if s.has("who")]
    starts = {s.start for s in players}
    # "my" right before "opponent" says whose opponent, not a second player
    others = [
        s
        for s in players
        if (not before or s is not before[0])
        and not (words[s.start] == "my" and s.end in starts)
        # "I draw from my empty deck": "my" says whose deck, not a player asked about
        and not (burner == YOU and s.has("who", "me") and words[s.start] == "my")
    ]
    asked = [v for s in others for v in s.values("who")]
    if len(asked) > 1 or (asked and asked[0] not in (*BURN_OUT_PLAYERS, "every_player")):
        return None
    subject = BURN_OUT_PLAYERS.get(asked[0]) if asked else None
    if burner is None:  # "does burning out give me a point?": the other player burns out
        burner = "opponent" if subject == YOU else YOU
    if mode == "2v2" and subject not in (None, "opponent" if burner == YOU else YOU):
        return None
    if mode in ("ffa3", "ffa4") and subject is not None:
        return None  # whether that one gains it is the burning player's choice (not judged)
    if reading.kind == "who" and (subject is not None or mode in ("ffa3", "ffa4")):
        return None  # in a free-for-all who gains it is the burning player's choice
    question: Doc = {"event": "point"} if reading.kind != "who" else {}
    if subject is not None:
        question["subject"] = subject

    def doc(chosen: str | None) -> Doc:
        situation: Doc = {} if mode == "1v1" else {"mode": mode}
        if not trash_empty:
            situation["cards"] = [{"name": "Trashed Card", "zone": "trash", "owner": burner}]
        draw: Doc = {"amount": 1, "by": burner}
        if chosen is not None:
            draw["opponent"] = chosen
        return {
            "format": 2,
            "situation": situation,
            "actions": [{"draw": draw}],
            "question": {"outcomes": question},
        }

    used = {"act:burn_out", "act:score", "act:gain", "act:grant", "obj:point", *THINGS}
    used |= {"who:every_player", "act:draw", "mod:deck_short", "obj:main_deck"}
    if _draws_one(words):  # "I draw 1": the draw of 1 the board has
        used.add("mod:number")
    used |= {f"mode:{reading.mode}"} if reading.mode else set()
    if trash_empty:
        used |= {"obj:trash", "mod:empty"}
    whose = "your" if burner == YOU else "your opponent's"
    # in a free-for-all "does anyone gain a point?": whichever opponent is chosen (one taken)
    chosen = ("opponent" if burner == YOU else YOU) if mode in ("ffa3", "ffa4") else None
    candidate = Candidate("burn_out_point", doc(chosen), used)
    candidate.stated.append(f"{whose} Main Deck is empty as a draw of 1 begins")
    if trash_empty:
        candidate.stated.append(f"{whose} trash is empty, so the Burn Out repeats")
    else:
        candidate.notes.append(f"taken: one card in {whose} trash, so a single Burn Out")
    if chosen is not None:
        name = "you" if chosen == YOU else chosen
        candidate.stated.append(f"the player burning out chooses {name} to gain the point")
    elif mode == "2v2":
        candidate.stated.append("the player burning out chooses either opponent to gain it")
    return candidate


def read_play_from(reading: Reading) -> Candidate | None:
    """ "Can I play cards from my trash?", "... if no card lets me?" (by default: only hand
    and Chosen Champion zone, in every mode of play; the top card of the Main Deck is one
    of its cards)."""
    if reading.kind != "can" or reading.actions != ["play"]:
        return None
    if not _plain(replace(reading, mode=None)):
        return None
    slots = _slots(reading)
    zones = [zone for slot, zone in PLAY_ZONES.items() if slot in slots]
    if len(zones) != 1 or reading.mentions("token", "token_unit"):
        return None
    # Hand and Chosen Champion zone are each player's own: whose they are is not read, so
    # one said with an opponent ("my opponent's", "can my opponent play from my hand") is
    # another question; only the Chosen Champion, a unit, is ever in its zone.
    owners = {place.owner for place in reading.places if place.kind == "hand"}
    if zones[0] in OWN_PLAY_ZONES and "opponent" in {*reading.who, *owners}:
        return None
    things = CHAMPION_THINGS if zones[0] == "champion_zone" else (*THINGS, "obj:spell")
    if zones[0] == "rune_deck":  # runes, its only cards
        things = (*things, "obj:rune")
    used = {"act:play", *PLAY_ZONES, *things, "mod:no_effect"}
    if zones[0] == "main_deck":
        used.add("mod:top")
    candidate = _query("playable_from", "playable_from", zones[0], used)
    if reading.mode is not None:  # the same in every mode: judged in the one said
        candidate.used.add(f"mode:{reading.mode}")
        candidate.doc["situation"] = {"mode": reading.mode}
    return candidate


def read_rune(reading: Reading) -> Candidate | None:
    """ "Is a recycled rune put into my Main Deck?", "Does unspent Energy stay in my rune
    pool after my turn?"."""
    if reading.kind not in ("does", "is", "can") or not _plain(reading):
        return None
    slots = _slots(reading)
    if reading.mentions("rune") and reading.has("recycle") and "obj:main_deck" in slots:
        used = {"obj:rune", "act:recycle", "obj:main_deck", "act:move", *THINGS}
        return _query("rune", "recycle", "rune_main_deck", used)
    if (
        reading.mentions("rune_pool")
        and reading.has("keep")
        and (reading.mentions("turn") or "mod:next_turn" in slots)
    ):
        used = {"obj:rune_pool", "act:keep", "obj:turn", "mod:next_turn", "obj:rune", "who:me"}
        return _query("rune", "rune", "pool_kept", used)
    entered = set(reading.actions) in (
        {"channel", "enter", "ready"},
        {"channel", "enter", "exhaust"},
    )
    if entered and reading.mentions("rune"):
        used = {"act:channel", "act:enter", "act:ready", "act:exhaust", "obj:rune", "place:board"}
        candidate = _query("rune", "enters_ready", "rune", used)
        candidate.invert = reading.has("exhaust")  # "enters exhausted": turned round
        return candidate
    return None  # "Is a rune a permanent?" is read with the other kinds of thing (objects.py)


def read_token(reading: Reading) -> Candidate | None:
    """ "Is a token a card?", "Does a token have a cost?", "If a token unit is banished, can
    its owner play it again?", "Does a token still exist once it goes to the trash?"."""
    if reading.kind not in YES_NO or not reading.mentions("token", "token_unit"):
        return None
    spells = _sent_off_by_spells(reading)
    if not (_plain(reading) or spells):
        return None
    slots = _slots(reading)
    things = {"obj:token", "obj:token_unit", "obj:unit", "obj:gear", "who:me", "who:opponent"}
    if spells:  # named only as what sends the token off the board
        things |= {"obj:spell", *(f"card:{card.name}" for card in reading.cards)}
    if reading.kind == "is" and reading.mentions("card") and not reading.actions:
        return _query("token", "token", "is_card", {*things, "obj:card"})
    if reading.mentions("cost") and not reading.actions:
        candidate = _query("token", "token", "has_cost", {*things, "obj:cost"})
        if "mod:number" in slots:  # "is a token's cost (treated as) 0?": having none, turned
            numbers = {w for w in reading.tagged.words if w.isdigit() or w == "zero"}
            if numbers - {"0", "zero"} or reading.kind != "is":
                return None
            candidate.used.add("mod:number")
            candidate.invert = True
        return candidate
    # a token unit that dies is killed, and a killed permanent goes to the trash (428.2)
    left = [slot for slot in (*OFF_BOARD, "act:die", "act:to_trash") if slot in slots] + (
        ["place:hand"] if "place:hand" in slots else []
    )
    if not left:
        if reading.actions == ["play"] and reading.kind == "can":
            return _query("token", "token", "playable", {*things, "act:play", "who:owner"})
        if reading.actions == ["follow"] and reading.kind == "does":
            return _query("token", "token", "follows_type", {*things, "act:follow"})
        return None
    gone = {*things, *OFF_BOARD, "act:die", "act:to_trash", "place:hand", "who:owner"}
    gone |= {"owner:owner", "mod:twice"}
    gone.add("act:move")
    if reading.has("play"):
        return _query("token", "token", "played_from_off_board", gone | {"act:play"})
    if reading.has("exist", "keep", "cease_to_exist"):
        asked = gone | {"act:exist", "act:keep", "act:cease_to_exist"}
        candidate = _query("token", "token", "exists_off_board", asked)
        candidate.invert = reading.has("cease_to_exist")  # asked the other way round
        return candidate
    return None


def _sent_off_by_spells(reading: Reading) -> bool:
    """A token question whose only card is a spell that sends the token off the board ("If
    Temporal Breach banishes a token unit, can its owner play it again?"): where the token
    goes decides, whichever spell sends it there."""
    if not reading.cards or any(card.type != "Spell" for card in reading.cards):
        return False
    if not any(slot in _slots(reading) for slot in OFF_BOARD):
        return False
    return _plain(replace(reading, cards=[]))


def read_played_card_zone(reading: Reading) -> Candidate | None:
    """ "When I play a card from my trash, is it still in my trash while its cost is being
    determined?": playing it first moves it to the chain."""
    if reading.kind != "is" or not _plain(reading) or not reading.has("play"):
        return None
    slots = _slots(reading)
    zones = [slot for slot in PLAY_ZONES if slot in slots]
    if len(zones) != 1 or reading.mentions("token", "token_unit", "rune_deck"):
        return None  # nothing is played from the Rune Deck (read_play_from)
    if not (reading.mentions("cost") or reading.has("pay", "determine")):
        return None
    # The zone is named twice: played from it, and asked whether it is still there (not
    # "if I play a card from my trash, is its cost reduced?").
    family, _, value = zones[0].partition(":")
    if sum(span.has(family, value) for span in reading.tagged.spans) < 2:
        return None
    used = {"act:play", "act:pay", "act:determine", "obj:cost", zones[0], *THINGS, "obj:spell"}
    if reading.said_of("while", ("act", "determine"), ("act", "pay")):  # while it is paid
        used.add("mod:while")
    return _query("played_card_zone", "counts_as", "playing_in_former_zone", used)


# A card's own cost that counts the cards in one of its player's zones ("I cost 2 less for
# each card with my name in your trash"): the zone, in the reader's words.
COUNTED_ZONE = LazyPattern(
    r"\bI cost [^.]*\b(?:less|more) for each [^.]*\bin your (?P<zone>trash|hand)\b", re.IGNORECASE
)
ZONE_SLOTS = {"trash": "obj:trash", "hand": "place:hand"}


def read_counts_itself(reading: Reading) -> Candidate | None:
    """ "When I play Shadowblade Lurker from my trash, does it count itself toward its
    discount?": the one card named, whose own cost counts the cards in a zone of its
    player, played from that zone, is on the chain by the time its cost is determined."""
    if reading.kind not in ("does", "is") or len(reading.cards) != 1:
        return None
    if not reading.has("count", "play") or set(reading.actions) - {"count", "play", "choose"}:
        return None
    if reading.says_any("timing", "mode", "negation", "said_not"):
        return None
    if "itself" not in reading.tagged.words:  # not "does it count the other copies?"
        return None
    card = reading.cards[0]
    counted = COUNTED_ZONE.search(" ".join(card.abilities))
    if counted is None:
        return None
    zone = ZONE_SLOTS[counted.group("zone").lower()]
    if zone not in _slots(reading) or (set(PLAY_ZONES) - {zone}) & _slots(reading):
        return None
    # what a statement of its text says: "costs 2 less for each card with its name", "a copy"
    named = {"mod:less", "mod:several", "obj:instance"}
    if "name" in reading.tagged.words:
        named.add("act:choose")
    used = {"act:count", "act:play", f"card:{card.name}", zone, "obj:cost", "obj:discount"}
    used |= {*named, *THINGS}
    candidate = _query("counts_itself", "counts_as", "playing_in_former_zone", used)
    candidate.notes.append(
        f"{card.name}'s own cost counts the cards in your {counted.group('zone').lower()}: asked "
        "whether, played from there, it is still there as its cost is determined"
    )
    return candidate


def read_banish_discard(reading: Reading) -> Candidate | None:
    """ "Is banishing a card from my hand a discard?"."""
    if reading.kind != "is" or not _plain(reading):
        return None
    if set(reading.actions) != {"banish", "discard"}:
        return None
    used = {"act:banish", "act:discard", "place:hand", *THINGS}
    return _query("counts_as", "counts_as", "banish_discard", used)


def read_banish_kill(reading: Reading) -> Candidate | None:
    """ "Is banishing a unit the same as killing it?", "Is a banished unit killed?"."""
    if reading.kind not in ("is", "does") or not _plain(reading) or reading.keywords:
        return None
    if set(reading.actions) != {"banish", "die"} or len(reading.actions) != 2:
        return None
    used = {"act:banish", "act:die", "mod:same", *THINGS}
    return _query("counts_as", "counts_as", "banish_kill", used)


# Two actions of which neither is a kind of the other, either way round ("does discarding
# count as killing?", "is a killed unit discarded?"): the counts_as query that says so.
NEITHER = {
    frozenset({"discard", "die"}): "discard_kill",
    frozenset({"recycle", "discard"}): "recycle_discard",
    frozenset({"hide", "play"}): "hide_play",
}
MOVES = ("move", "standard_move")


def _move_then_recall(reading: Reading) -> bool:
    """The move said before the recall, both in the question itself ("does a unit moving to
    its base count as a recall?"); "my unit was recalled. Did it move?" is the is_move
    query's (the question clause is read first, so the actions' order is not the text's)."""
    spans = [s for s in reading.tagged.spans if s.start < reading.main_end]
    moves = [s.start for s in spans if any(s.has("act", m) for m in MOVES)]
    recalls = [s.start for s in spans if s.has("act", "recall")]
    return len(moves) == 1 and len(recalls) == 1 and moves[0] < recalls[0]


def read_counts_as_action(reading: Reading) -> Candidate | None:
    """ "Does discarding a card count as killing it?", "Does recycling a card count as
    discarding it?", "Is hiding a card playing it?", and "Does a unit moving to its base
    count as a recall?" (the move said first: "is a recall a move?" is the is_move
    query's). Only the two actions, said once each, and nothing that orders them ("then",
    "later"): a card hidden and then played is played."""
    if reading.kind not in ("is", "does") or reading.keywords or reading.context_negated:
        return None
    if reading.says_any("cards", "timing", "mode", "said_not", "without"):
        return None
    if len(reading.actions) != 2 or reading.mods - {"same"}:
        return None
    if any(place.kind not in ("hand", "base") for place in reading.places):
        return None
    used = {*(f"act:{a}" for a in reading.actions), "mod:same", *THINGS, "obj:trash"}
    asked = NEITHER.get(frozenset(reading.actions))
    if asked is not None:
        if any(place.kind != "hand" for place in reading.places):
            return None
        return _query("counts_as", "counts_as", asked, used | {"place:hand", "owner:me"})
    if _move_then_recall(reading):
        used |= {"place:base", "owner:me", "owner:their"}
        return _query("counts_as", "counts_as", "move_recall", used)
    return None


# --- game actions carried out on the game state (predicates/zones.py) ---------------------

SPELL = "the spell"
TRASHED = "a card in your trash"


def read_draw_empty_deck(reading: Reading) -> Candidate | None:
    """ "If I draw from an empty deck, what happens?": you draw 1 with no cards in your Main
    Deck; what your trash holds decides whether the Burn Out ends the draw, so both are
    judged."""
    if reading.kind != "what_happens" or reading.actions != ["draw"]:
        return None
    deck = [place for place in reading.places if place.kind == "deck"]
    if not _plain(replace(reading, places=[p for p in reading.places if p not in deck])):
        return None
    slots = _slots(reading)
    empty = "mod:deck_short" in slots or {"pmod:empty", "place:deck"} <= slots
    if not empty:
        return None
    # "My opponent has 7 points": the points the players have as the draw begins
    points = points_of_players(reading) if reading.mentions("point") else {}
    if points is None or set(points) - {YOU, "opponent"}:
        return None

    def document(trash: bool) -> Doc:
        cards = [{"name": TRASHED, "zone": "trash"}] if trash else []
        situation: Doc = {"cards": cards} if cards else {}
        if points:
            situation["points"] = dict(points)
        doc: Doc = {"format": 2}
        if situation:
            doc["situation"] = situation
        doc["actions"] = [{"draw": {"amount": 1, "by": "you"}}]
        doc["question"] = {"outcomes": {}}
        return doc

    used = {"act:draw", "mod:deck_short", "mod:empty", "pmod:empty", "place:deck"}
    used |= {"obj:card", "obj:main_deck", "who:me"}
    if points:
        used |= {"obj:point", "mod:number", "who:opponent"}
    candidate = Candidate("draw_empty_deck", document(True), used)
    candidate.defaults.append("your trash holds a card")
    candidate.alternatives.append(("your trash is empty too", document(False)))
    candidate.stated.append("you draw 1")
    return candidate


NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
SHORT_DECK_MODES = (None, "1v1", "2v2")  # one opponent to gain the point, or one team


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def _draw_and_deck(words: list[str]) -> tuple[int, int] | None:
    """The cards to draw (the number right after "draw") and the cards the Main Deck holds
    (the one other number said), when the question says exactly these two."""
    numbers = [(k, n) for k, w in enumerate(words) if (n := _number(w)) is not None]
    drawn = [n for k, n in numbers if k and words[k - 1] in ("draw", "draws", "drawing")]
    if len(numbers) != 2 or len(drawn) != 1:
        return None
    held = [n for k, n in numbers if not (k and words[k - 1] in ("draw", "draws", "drawing"))]
    return drawn[0], held[0]


def read_draw_short_deck(reading: Reading) -> Candidate | None:
    """ "I need to draw 2 but my Main Deck has only 1 card. What happens?", "... Do I burn
    out?": the player draws what the deck holds, burns out, then draws the rest. Whether
    their trash holds cards decides what the rest is, so a what-happens question is judged
    both ways; whether they burn out is the same either way."""
    if reading.kind not in ("what_happens", "does", "must") or reading.mode not in SHORT_DECK_MODES:
        return None
    if not _plain(replace(reading, mode=None)) or set(reading.who) - {"me"}:
        return None
    asks_burn_out = reading.kind != "what_happens"
    if set(reading.actions) != ({"draw", "burn_out"} if asks_burn_out else {"draw"}):
        return None
    if not (reading.mentions("main_deck") or reading.place("deck") is not None):
        return None
    counts = _draw_and_deck(reading.tagged.words)
    if counts is None or not 0 < counts[1] < counts[0]:
        return None
    amount, held = counts

    def document(trash: bool) -> Doc:
        cards = [{"name": f"Deck Card {i + 1}", "zone": "main deck"} for i in range(held)]
        cards += [{"name": TRASHED, "zone": "trash"}] if trash else []
        situation: Doc = {"cards": cards}
        if reading.mode not in (None, "1v1"):
            situation = {"mode": reading.mode, **situation}
        question = {"event": "burns out", "subject": "you"} if asks_burn_out else {}
        return {
            "format": 2,
            "situation": situation,
            "actions": [{"draw": {"amount": amount, "by": "you"}}],
            "question": {"outcomes": question},
        }

    used = {"act:draw", "act:burn_out", "obj:main_deck", "place:deck", "mod:number"}
    used |= {"mod:only", "mod:several", "mod:deck_short", "obj:card", "who:me", "mod:left"}
    if reading.mode is not None:
        used.add(f"mode:{reading.mode}")
    candidate = Candidate("draw_short_deck", document(True), used)
    candidate.stated.append(
        f"you draw {amount} with {held} card{'s' * (held > 1)} in your Main Deck"
    )
    if asks_burn_out:
        candidate.stated.append("your trash holds a card")
    else:
        candidate.defaults.append("your trash holds a card")
        candidate.alternatives.append(("your trash is empty", document(False)))
    return candidate


# Whose trash a question names ("go to my trash"), and whose spell ("my spell", "my
# opponent's spell"): a countered card goes to its owner's trash, so the two must agree.
TRASH_OWNERS = {"my": "you", "their": "opponent"}
SPELL_OWNERS = {"my": "you", "opponents": "opponent", "their": "opponent"}


def _owners(reading: Reading) -> tuple[str | None, str | None] | None:
    """Whose trash and whose spell the words say (None where unsaid); None when a trash
    or a spell is said twice with different owners."""
    words = reading.tagged.words
    trash = {TRASH_OWNERS.get(words[k - 1]) for k, w in enumerate(words) if w == "trash" and k}
    spell = {SPELL_OWNERS.get(words[k - 1]) for k, w in enumerate(words) if w == "spell" and k}
    if len(trash) > 1 or len(spell) > 1:
        return None
    return next(iter(trash), None), next(iter(spell), None)


def read_countered_to_trash(reading: Reading) -> Candidate | None:
    """ "Does a countered spell go to the trash?", "Does a countered ability go to the
    trash?": an opponent's spell (or ability) on the chain, countered by your effect; "If
    my opponent counters my spell, does it go to my trash?": yours, countered by theirs."""
    if reading.kind != "does" or not _plain(reading):
        return None
    if set(reading.actions) != {"stop", "to_trash"} or not _countered(reading):
        return None
    ability = reading.mentions("ability", "triggered")
    if ability == reading.mentions("spell", "card"):
        return None  # neither or both: which is countered is not said
    owners = _owners(reading)
    if owners is None:
        return None
    trash, spell = owners
    if trash is not None and (ability or trash != spell):
        return None  # "my trash" of an opponent's spell: not where it goes; unsaid whose
    controller = "you" if spell == "you" and trash == "you" else "opponent"
    rival = "opponent" if controller == "you" else "you"
    item: Doc = {"name": SPELL, "controller": controller}
    if ability:
        item = {"name": "the ability", "controller": "opponent", "kind": "triggered"}
    doc: Doc = {
        "format": 2,
        "situation": {"chain": [item]},
        "actions": [{"game_action": {"action": "counter", "cards": [item["name"]], "by": rival}}],
        "question": {"outcomes": {"event": "trashed", "subject": item["name"]}},
    }
    used = {"act:stop", "act:to_trash", "obj:spell", "obj:card", "obj:ability", "obj:trash"}
    used |= {"obj:triggered", "who:opponent", "who:me", "who:their"}
    candidate = Candidate("countered_to_trash", doc, used)
    whose = (
        "your item is countered by your opponent's"
        if controller == "you"
        else ("the opponent's item is countered by your effect")
    )
    candidate.stated.append(whose)
    return candidate


# The game actions a question may ask to take at will: by their act tag, and those read
# by their word (the lexicon files "counter" under "stop", "heal" under "change").
AT_WILL = {
    "draw": "draw",
    "discard": "discard",
    "recycle": "recycle",
    "banish": "banish",
    "die": "kill",
    "stun": "stun",
    "buff": "buff",
    "exhaust": "exhaust",
    "ready": "ready",
    "channel": "channel",
    "burn_out": "burn_out",
    "burn": "burn",
    "deal": "deal",
    "reveal": "reveal",
    "predict": "predict",
    "empower": "empower",
    "skip": "skip",
    "play": "play",
    "hide": "hide",
    "standard_move": "standard_move",
    "swap": "swap",
}
# What a game action asked at will may be performed on, beyond AT_WILL_THINGS: a Swap, the
# Might of two units.
AT_WILL_OBJECTS = {"swap": ("obj:swapped_might",)}
BY_WORD = {"stop": ("counter", "counter"), "change": ("heal", "heal")}
AT_WILL_THINGS = (
    *THINGS,
    "obj:spell",
    "obj:rune",
    "obj:trash",
    "obj:damage",
    "place:hand",
    "place:board",
    "act:choose",
    "mod:at_will",
)


def read_at_will(reading: Reading) -> Candidate | None:
    """ "Can I draw a card whenever I want?", "Can I discard at will?", "Can I play a card
    at will?": a Limited Action is never taken at will; a Discretionary Action is, in the
    player's own turn's Neutral Open State."""
    if reading.kind != "can" or "at_will" not in reading.mods or not _plain(reading):
        return None
    done = [action for action in reading.actions if action != "choose"]
    if len(done) != 1 or reading.keywords:
        return None
    tag = done[0]
    action = AT_WILL.get(tag)
    if tag in BY_WORD:
        stem, action = BY_WORD[tag]
        if not any(word.startswith(stem) for word in reading.tagged.words):
            return None
    if action is None:
        return None
    used = {f"act:{tag}", *AT_WILL_THINGS, *AT_WILL_OBJECTS.get(tag, ())}
    candidate = _query("at_will", "at_will", action, used)
    if action in DISCRETIONARY_ACTIONS:  # at will in one's own turn's Neutral Open State
        candidate.defaults.append("it is your turn, with no showdown and nothing on the chain")
        other = {"format": 2, "situation": {"turn": "opponent"}, "question": {"at_will": action}}
        other_turn = "it is another player's turn"
        if action == "play":  # not at will, though a keyword may allow a play then
            other_turn += " (then only as a card's Action or Reaction allows, not at will)"
        candidate.alternatives.append((other_turn, other))
    return candidate


BUFF_NOUNS = frozenset({"buffs", "buff"})
UNIT_NOUNS = frozenset({"units"})


def read_two_buffs(reading: Reading) -> Candidate | None:
    """ "Can a unit have two buffs at once?", "Can my unit have more than one buff on it at
    the same time?": one Buff at a time (702.3; v1.4: unless an effect grants the unit
    permission to be buffed multiple times, 426.1.b.2), asked of one unit (the number said of
    the buffs) and of no card (a card's own text may permit more). "Can two units have
    buffs?" (the number said of the units, none of the buffs): one each (702.3, 426.3)."""
    if reading.kind not in ("can", "is") or not _plain(reading) or reading.cards:
        return None
    if reading.actions != ["buff"] or "several" not in reading.mods:
        return None
    if set(reading.who) - {"me", "opponent"} or reading.unit_owner not in (None, "opponent"):
        return None
    used = {"act:buff", "mod:several", "mod:at_once", "obj:unit", "obj:buff_counter"}
    used |= {"unit_owner:opponent", *THINGS}
    if "unit" in reading.plural:  # "can two units have buffs?": one each
        if not _number_said(reading, UNIT_NOUNS):
            return None
        return _query("two_buffs", "buff_rule", "each_unit", used)
    if not _number_said(reading, BUFF_NOUNS):
        return None
    return _query("two_buffs", "buff_rule", "two_at_once", used)


def _number_said(reading: Reading, nouns: frozenset[str]) -> bool:
    """Whether the one "several" the question says ("two", "more than one", "multiple") is
    said of ``nouns`` (the buffs, or the units), right before the word."""
    words, spans = reading.tagged.words, reading.tagged.spans
    several = [k for k, span in enumerate(spans) if span.has("mod", "several")]
    counted = [
        k
        for k in several
        if k + 1 < len(spans)
        and spans[k + 1].start == spans[k].end
        and words[spans[k + 1].start] in nouns
    ]
    at_once = [k for k in several if spans[k].has("mod", "at_once")]
    return len(counted) == 1 and set(several) == {*counted, *at_once}


def _countered(reading: Reading) -> bool:
    return any(word.startswith("counter") for word in reading.tagged.words)


READERS = (
    read_at_will,
    read_banish_kill,
    read_counts_as_action,
    read_draw_empty_deck,
    read_draw_short_deck,
    read_countered_to_trash,
    read_again,
    read_two_buffs,
    read_stunned,
    read_burn_out,
    read_burn_out_point,
    read_play_from,
    read_rune,
    read_token,
    read_played_card_zone,
    read_counts_itself,
    read_banish_discard,
)
