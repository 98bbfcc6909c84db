"""Readers for the turn: is a unit readied when a turn begins, is damage removed at the
end of the turn, who takes the next turn. Each is judged by letting play proceed from the
Main Phase of the turn before (the `proceed` action) and asking what happened."""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO
from judge.ask.situation import YOU, Doc
from judge.cards.statics import DRAW_PHASE_SKIPPED

# Whose turn is going on before the time the question asks about, and what it says.
BEFORE = {
    "start_of_turn": ("opponent", "your opponent ends their turn, and yours begins"),
    "start_of_opponent_turn": (YOU, "you end your turn, and your opponent's begins"),
    "end_of_turn": (YOU, "you end your turn"),
    # In 2v2 turns alternate teams (489.5.c.1): the player before your ally is an opponent.
    "start_of_teammate_turn": ("opponent", "an opponent ends their turn, and your ally's begins"),
}
READY_TIMES = ("start_of_turn", "start_of_opponent_turn", "start_of_teammate_turn")
PLAYERS = {"teammate": "ally", "opponent": "opponent"}
# The end of the turn before, said as well: "my opponent ends their turn ... at the start of
# my turn" is one moment.
ALSO = {"start_of_turn": "opponent_ends_turn", "start_of_opponent_turn": "end_of_turn"}


def _document(turn: str, units: list[Doc], question: Doc, mode: str | None = None) -> Doc:
    situation: Doc = {"turn": turn} if turn != YOU else {}
    if mode:
        situation = {"mode": mode, **situation}
    if units:
        situation["units"] = units
    return {"format": 2, "situation": situation, "actions": [{"proceed": {}}], "question": question}


def _owner(reading: Reading, allies: bool = False) -> tuple[str, set[str]] | None:
    """Whose unit the question is about (yours unless it says an opponent's, or with
    ``allies``, in 2v2, a teammate's), and the slots that said so; none when it names
    several players."""
    said = {w for w in reading.who if w not in ("me", "their")}  # "their": the units' own
    if reading.unit_owner is not None:
        said.add(reading.unit_owner)
    said.discard("me")
    named = {"opponent", "teammate"} if allies else {"opponent"}
    if len(said) > 1 or said - named:
        return None
    slots = {f"who:{w}" for w in reading.who} | {f"unit_owner:{reading.unit_owner}"}
    return (PLAYERS[said.pop()] if said else YOU), slots


def read_readied(reading: Reading) -> Candidate | None:
    """ "Are my exhausted units readied at the start of my turn?", "Does my opponent's unit
    ready at the start of my turn?", "Is my unit still exhausted at the start of my turn?"
    (turned round)."""
    stays = reading.has("keep") and reading.has("exhaust") and not reading.has("ready")
    if reading.kind not in YES_NO or reading.negated or not (reading.has("ready") or stays):
        return None
    times = [t for t in READY_TIMES if t in reading.timing]
    if len(times) != 1 or not reading.mentions("unit", "gear"):
        return None
    if reading.mentions("unit") and reading.mentions("gear"):
        return None
    allies = times[0] == "start_of_teammate_turn"  # a teammate's turn: a 2v2 game
    if allies and reading.mode not in (None, "2v2"):
        return None
    found = _owner(reading, allies)
    if found is None:
        return None
    owner, said = found
    turn, when = BEFORE[times[0]]
    kind = "gear" if reading.mentions("gear") else "unit"
    name = ("your " if owner == YOU else f"{owner}'s ") + kind
    thing: Doc = {"name": name, "exhausted": True}
    proceeds = 1
    used = {"act:ready", f"obj:{kind}", f"time:{times[0]}", "mod:exhausted_unit", "act:exhaust"}
    used.add(f"time:{ALSO.get(times[0], times[0])}")
    # "a unit I played this turn ... at the start of my next turn": it entered exhausted
    # this turn, and your next turn comes after your opponent's.
    if "turn_played" in reading.timing and times[0] == "start_of_turn" and kind == "unit":
        thing = {"name": name, "played_this_turn": True}
        turn, when, proceeds = YOU, "you end the turn you played it, and your next one begins", 2
        used |= {"time:turn_played", "act:play", "unit:played"}
    if owner != YOU:
        thing["controller"] = owner
    question = {"outcomes": {"event": "readied", "subject": name}}
    doc = _document(turn, [thing] if kind == "unit" else [], question, "2v2" if allies else None)
    doc["actions"] = [{"proceed": {}}] * proceeds
    if allies:
        used.add(f"mode:{reading.mode}")
    if kind == "gear":
        doc["situation"]["gear"] = [thing]
    if stays:
        used.add("act:keep")
    candidate = Candidate("turn_readied", doc, used | said | {"obj:turn"}, stays)
    candidate.stated = [f"the {kind} is exhausted as {when}"]
    return candidate


def read_healed(reading: Reading) -> Candidate | None:
    """ "Does damage wear off at the end of turn?", "Does damage stay on my unit until my
    next turn?" (turned round), "Do units heal at the end of the turn?"."""
    # "at the end of the turn" and "into the next turn" (mod:next_turn) say the same time.
    ends = "end_of_turn" in reading.timing or "next_turn" in reading.mods
    if reading.kind not in YES_NO or reading.negated:
        return None
    if reading.timing == {"ending_phase"}:  # the Ending Step is before the heal; the phase not
        if _says_ending_step(reading.tagged.words):
            return _healed_in_ending_step(reading)
        ends = True
    if not ends:
        return None
    keeps = reading.has("keep")
    if not (keeps or reading.has("change")) or reading.has("ready", "move", "play"):
        return None
    if not reading.mentions("damage") and not (reading.has("change") and reading.mentions("unit")):
        return None
    found = _owner(reading)
    if found is None:
        return None
    owner, said = found
    name = "your unit" if owner == YOU else "opponent's unit"
    unit: Doc = {"name": name, "damage": 1, "might": 3}
    if owner != YOU:
        unit["controller"] = owner
    question = {"outcomes": {"event": "healed", "subject": name}}
    used = {"act:change", "act:keep", "obj:damage", "obj:unit", "obj:turn", "time:end_of_turn"}
    used |= {"mod:next_turn", "time:ending_phase"}
    candidate = Candidate("turn_healed", _document(YOU, [unit], question), used | said, keeps)
    candidate.stated = ["a unit with 1 damage and 3 Might survives your turn, which you end"]
    return candidate


def _says_ending_step(words: list[str]) -> bool:
    """ "the ending step" said, not "the ending phase": the step before the Expiration step."""
    return any(w == "ending" and words[i + 1 : i + 2] == ["step"] for i, w in enumerate(words))


STARTS = frozenset({"start", "beginning", "starts", "begins", "begin", "onset"})


def _start_of_ending_phase(words: list[str]) -> bool:
    """ "at the start of (my) Ending Phase", "as the Ending Phase begins": the Ending Phase
    opens with its Ending Step, so its start is the Ending Step's."""
    return any(
        word == "ending"
        and words[i + 1] == "phase"
        and bool(STARTS & {*words[max(0, i - 4) : i], *words[i + 2 : i + 3]})
        for i, word in enumerate(words[:-1])
    )


def _healed_in_ending_step(reading: Reading) -> Candidate | None:
    """ "Is damage removed from units during the Ending Step?": no, in the Expiration step
    after it ("do units keep their damage through the Ending Step?", turned round: yes)."""
    keeps = reading.has("keep")
    if not (keeps or reading.has("change")) or reading.has("ready", "move", "play", "stun"):
        return None
    if not reading.mentions("damage") and not (reading.has("change") and reading.mentions("unit")):
        return None
    if reading.says_any("cards", "places", "said_not") or reading.mods or _owner(reading) is None:
        return None
    used = {"act:change", "act:keep", "obj:damage", "obj:unit", "obj:turn", "time:ending_phase"}
    used |= {f"who:{w}" for w in reading.who}
    doc: Doc = {"format": 2, "question": {"turn_rule": "heal_in_ending_step"}}
    return Candidate("turn_healed_in_ending_step", doc, used, keeps)


def read_next_turn(reading: Reading) -> Candidate | None:
    """ "In 2v2, does my teammate take the next turn after me?", "Does my opponent go next?"."""
    if reading.kind not in ("does", "is") or reading.negated or not reading.has("take_turn"):
        return None
    named = [w for w in reading.who if w in PLAYERS]
    if len(named) != 1 or set(reading.objects) - {"player", "turn"} or reading.places:
        return None
    player = PLAYERS[named[0]]
    mode = reading.mode or ("2v2" if player == "ally" else None)
    if mode == "ffa":
        return None
    if player == "ally" and mode != "2v2":
        return None
    question = {"outcomes": {"event": "new turn", "subject": player}}
    used = {
        "act:take_turn",
        f"who:{named[0]}",
        "obj:player",
        "obj:turn",
        "time:end_of_turn",
        f"mode:{reading.mode}" if reading.mode else "",
    }
    if reading.said_of("after", ("who", "me")):  # "the next turn after me": after yours
        used.add("mod:after")
    candidate = Candidate("turn_next", _document(YOU, [], question, mode), used - {""})
    candidate.stated = ["you end your turn"]
    return candidate


# The player a word of the question stands for, and the words that make an Additional Turn.
PLAYER_WORDS = {"i": YOU, "me": YOU, "my": YOU, "opponent": "opponent", "teammate": "ally"}
PLAYER_WORDS["ally"] = "ally"
ADDITIONAL = ("additional", "extra")
WHO_PLAYERS = {"me": YOU, **PLAYERS}


def _additional_owner(words: list[str]) -> str | None:
    """Who has the Additional Turn: the player named last before "additional turn"."""
    at = next(
        (i for i, w in enumerate(words[:-1]) if w in ADDITIONAL and words[i + 1] == "turn"), None
    )
    if at is None:
        return None
    named = [PLAYER_WORDS[w] for w in words[:at] if w in PLAYER_WORDS]
    return named[-1] if named else None


def read_additional_turn(reading: Reading) -> Candidate | None:
    """ "If I get an additional turn, does my opponent take the next turn?", "If my opponent
    gets an extra turn, do I take the next turn?": the Additional Turn queued after your
    turn, which you end, and who takes the next one."""
    words = reading.tagged.words
    if reading.kind != "does" or reading.negated or reading.context_negated:
        return None
    if not reading.has("take_turn") or reading.mods - {"extra", "next_turn"}:
        return None
    if set(reading.objects) - {"player", "turn", "effect"} or reading.places or reading.cards:
        return None
    owner = _additional_owner(words)
    if owner is None or not reading.who or reading.who[0] not in WHO_PLAYERS:
        return None
    asked = WHO_PLAYERS[reading.who[0]]
    mode = reading.mode or ("2v2" if "ally" in (owner, asked) else None)
    if mode == "ffa" or ("ally" in (owner, asked) and mode != "2v2"):
        return None
    doc = _document(YOU, [], {"outcomes": {"event": "new turn", "subject": asked}}, mode)
    doc["situation"]["additional_turns"] = [owner]
    used = {"act:take_turn", "mod:extra", "mod:next_turn", "obj:player", "obj:turn"}
    used |= {f"who:{w}" for w in reading.who} | {"obj:effect", "time:end_of_turn"}
    if reading.mode:
        used.add(f"mode:{reading.mode}")
    candidate = Candidate("turn_additional", doc, used)
    candidate.stated = ["you end your turn, after which the Additional Turn is queued"]
    if owner == asked:
        # "do I take the next turn" could also mean the turn after the Additional Turn
        candidate.stated.append(
            "the next turn is the one after the turn you end, not the one after the "
            "Additional Turn (then the queue proceeds with its previously queued turns)"
        )
    return candidate


def read_additional_turn_order(reading: Reading) -> Candidate | None:
    """ "Does an extra turn change the turn order?", "If a card gives me an additional turn,
    does that change the turn order for the rest of the game?" (no: 737)."""
    if reading.kind != "does" or reading.negated or reading.context_negated:
        return None
    if not reading.has("change") or set(reading.actions) - {"change", "take_turn", "get", "grant"}:
        return None
    mods = reading.mods - {"rest_of_game", "after"}
    if mods != {"extra", "order"} or reading.places or reading.timing or reading.mode == "ffa":
        return None
    if set(reading.objects) - {"turn", "card", "effect", "spell", "player"}:
        return None
    if set(reading.who) - {"me", "opponent", "teammate"} or reading.cards:
        return None
    used = {"act:change", "act:take_turn", "act:get", "act:grant", "mod:extra", "mod:order"}
    used |= {"mod:rest_of_game", "mod:after", "obj:turn", "obj:card", "obj:effect", "obj:spell"}
    used |= {"obj:player", *(f"who:{w}" for w in reading.who)}
    doc: Doc = {"format": 2, "question": {"turn_rule": "additional_turn_changes_order"}}
    if reading.mode:
        doc["situation"] = {"mode": reading.mode}
        used.add(f"mode:{reading.mode}")
    return Candidate("additional_turn_order", doc, used)


# The times a stun's end is asked of: the turn's end (play proceeds through the Ending Phase).
TURN_END_TIMES = frozenset({"end", "end_of_turn", "ending_phase"})
STUN_VERBS = frozenset({"stun", "change", "stop", "keep", "lose"})


def read_stun_ends(reading: Reading) -> Candidate | None:
    """ "Does a stun wear off at the end of the turn?", "... in the Ending Phase?" (play
    proceeds from your Main Phase, your unit stunned), and "Does a stunned unit stop being
    stunned at the start of the Ending Step?" (the Ending Step said: v1.4 moved the stun's
    end to the Expiration step that follows it)."""
    if reading.kind not in ("does", "is") or reading.negated or reading.context_negated:
        return None
    words = reading.tagged.words
    # the start of the Ending Phase is its Ending Step's: v1.4 ends the stun after it
    step = _says_ending_step(words) or _start_of_ending_phase(words)
    verbs = STUN_VERBS | ({"happen"} if step else set())  # "at the beginning of"
    if (
        not reading.has("stun")
        or set(reading.actions) - verbs
        or reading.says_any("cards", "places", "said_not")
    ):
        return None
    # "stay stunned until the end of the turn" asks whether it lasts that long: not read;
    # "under the current rules" is the version the question is judged under
    current = {"current"} if "current rules" in " ".join(words) else set()
    if reading.mods - {"next_turn", "starts"} - current or reading.mode not in (None, "1v1"):
        return None
    if set(reading.objects) - {"unit", "stunned_unit", "status"} or set(reading.who) - {"me"}:
        return None
    keeps = reading.has("keep")
    timing = reading.timing
    used = {"act:stun", "act:change", "act:stop", "act:keep", "act:lose", "obj:unit"}
    used |= {"obj:stunned_unit", "who:me", "mod:next_turn", "mod:starts", "obj:turn"}
    used |= {f"time:{t}" for t in timing} | {"obj:status", "act:happen"}
    used |= {f"mod:{m}" for m in current}
    if step:
        if timing - {"main_phase"} != {"ending_phase"} or "next_turn" in reading.mods:
            return None
        if "main_phase" in timing and not _stunned_in_main_phase(reading):
            return None
        if sum(s.has("time", "ending_phase") for s in reading.tagged.spans) != 1:
            return None  # stunned during the Ending Phase: v1.3 keeps it into the next turn
        doc: Doc = {"format": 2, "question": {"stunned": "ending_step_start"}}
        return Candidate("stun_ends", doc, used, keeps)
    if not timing or timing - TURN_END_TIMES:
        return None
    if "ending_phase" in timing and "next_turn" in reading.mods:
        return None  # stunned during the Ending Phase, asked of the next turn: read_stunned's
    unit: Doc = {"name": "your unit", "stunned": True}
    question = {"outcomes": {"event": "stun ends", "subject": "your unit"}}
    candidate = Candidate("stun_ends", _document(YOU, [unit], question), used, keeps)
    candidate.stated = ["you end your turn"]
    # when it was stunned is unsaid: in v1.3 a unit stunned once the Ending Step has begun
    # stays stunned into the next turn
    candidate.defaults.append("your unit was stunned during your Main Phase")
    late = _document(YOU, [unit], question)
    late["situation"]["phase"] = "ending"
    candidate.alternatives.append(("your unit was stunned during your Ending Step", late))
    return candidate


def _stunned_in_main_phase(reading: Reading) -> bool:
    """ "My unit was stunned during my main phase. Is it still stunned ...?": the Main Phase
    said only in the statement, of the stun (the query takes it stunned before the Ending
    Step)."""
    spans = reading.tagged.spans
    for k, span in enumerate(spans):
        if span.has("time", "main_phase"):
            before = [s for s in spans[:k] if s.start >= reading.main_end]
            if span.start < reading.main_end or not any(s.has("act", "stun") for s in before):
                return False
    return True


# What a "when ...?" question may ask the game does each turn: by the action said, the
# objects it may name, and the query's value.
WHEN_ACTIONS = {
    "ready": ({"unit", "gear", "permanent"}, "ready"),
    "draw": ({"card"}, "draw"),
    "channel": ({"rune"}, "channel"),
    "change": ({"damage", "unit"}, "heal"),
}
# The words that make "change" a heal: "healed", "removed", "wear off", "go away".
HEAL_SAID = frozenset({"heal", "healed", "heals", "healing", "removed", "remove", "cleared"})
HEAL_SAID |= {"wear", "wears", "away", "off"}


def read_when_in_turn(reading: Reading) -> Candidate | None:
    """ "When do I ready my units?", "When do I draw a card?", "When do I channel runes?",
    "When is damage removed from units?": when in the turn the rules have the game do it
    (the Awaken, Draw and Channel Phases of the player's own turn; the heal at the end of
    each turn and in a combat's cleanup)."""
    if reading.kind != "when" or reading.negated or reading.context_negated:
        return None
    if len(reading.actions) != 1 or reading.actions[0] not in WHEN_ACTIONS:
        return None
    if reading.says_any("cards", "places", "timing", "said_not") or reading.mods:
        return None
    objects, event = WHEN_ACTIONS[reading.actions[0]]
    if set(reading.objects) - objects - {"player", "turn"} or set(reading.who) - {"me"}:
        return None
    if event == "heal" and not (HEAL_SAID & set(reading.tagged.words)):
        return None  # "when do my units change?" asks nothing of damage
    used = {f"act:{reading.actions[0]}", "who:me", "obj:player", "obj:turn"}
    used |= {f"obj:{o}" for o in objects} | {f"mode:{reading.mode}"}
    doc: Doc = {"format": 2, "question": {"when_in_turn": event}}
    if reading.mode:
        doc["situation"] = {"mode": reading.mode}
    return Candidate("when_in_turn", doc, used)


# What a "how many ...?" question may ask the turn player takes in a phase: by the action
# said, the object counted and the phase it may name.
AMOUNTS = {"draw": ("card", "draw_phase"), "channel": ("rune", "channel_phase")}


def read_turn_amount(reading: Reading) -> Candidate | None:
    """ "How many cards do I draw during my draw step?", "How many runes do I channel each
    turn?": what the turn player draws or channels in that phase of their turn."""
    if reading.kind != "how" or reading.negated or reading.context_negated:
        return None
    if "many" not in reading.tagged.words or len(reading.actions) != 1:
        return None
    if reading.actions[0] not in AMOUNTS or reading.mods - {"several"}:
        return None
    counted, phase = AMOUNTS[reading.actions[0]]
    if reading.timing - {phase} or reading.says_any("cards", "places", "said_not"):
        return None
    if set(reading.objects) - {counted, "turn", "player"} or set(reading.who) - {"me"}:
        return None
    if not reading.mentions(counted) or _numbers_said(reading.tagged.words):
        return None
    used = {f"act:{reading.actions[0]}", f"obj:{counted}", f"time:{phase}", "mod:several"}
    used |= {"obj:turn", "obj:player", "who:me", f"mode:{reading.mode}"}
    doc: Doc = {"format": 2, "question": {"turn_amount": reading.actions[0]}}
    if reading.mode:
        doc["situation"] = {"mode": reading.mode}
    return Candidate("turn_amount", doc, used)


def _numbers_said(words: list[str]) -> bool:
    """A number said ("do I draw 2 cards?") asks whether it is that many: not read here."""
    return any(w.isdigit() or w in ("one", "two", "three", "four") for w in words)


# The delayed ability the question speaks of, by the time it waits for.
DELAYED = "At the start of your next turn, ..."


def read_delayed_next_turn(reading: Reading) -> Candidate | None:
    """ "A spell I played created a delayed ability 'At the start of your next turn, draw 1'.
    Does it trigger at the start of my opponent's turn?" (no: it waits for yours), "...
    at the start of my next turn?" (yes): play proceeds from your Main Phase to that time."""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    if not (reading.mentions("delayed") and "next_turn" in reading.mods and reading.has("happen")):
        return None
    times = [t for t in ("start_of_turn", "start_of_opponent_turn") if t in reading.timing]
    if len(times) != 1 or reading.says_any("cards", "places") or reading.timing - set(times):
        return None
    if set(reading.who) - {"me", "opponent"} or reading.mode not in (None, "1v1"):
        return None
    proceeds = 2 if times[0] == "start_of_turn" else 1
    question = {"outcomes": {"event": "triggers", "subject": DELAYED}}
    doc: Doc = {
        "format": 2,
        "situation": {"delayed": [{"ability": DELAYED}]},
        "actions": [{"proceed": {}}] * proceeds,
        "question": question,
    }
    used = {"obj:delayed", "obj:ability", "obj:triggered", "mod:next_turn", "mod:starts"}
    used |= {"mod:said", "act:draw", "mod:number", "obj:spell", "act:create", "obj:turn"}
    used |= {f"time:{times[0]}", *(f"who:{w}" for w in reading.who), "mode:1v1"}
    candidate = Candidate("turn_delayed_next_turn", doc, used & reading.slots())
    candidate.stated = ["a spell you played this turn created the delayed ability"]
    return candidate


def read_draw_phase_skipped(reading: Reading) -> Candidate | None:
    """ "Does Endless Riches make me skip my Draw Phase?" (play proceeds from your Beginning
    Phase), "... on every turn?" or, turned round, "Do I skip only my next Draw Phase?"
    (from your opponent's Main Phase, after it skipped your last one, to your next turn): a
    permanent of yours whose text says "Skip your Draw Phase."."""
    if reading.kind not in ("does", "is") or reading.negated or reading.context_negated:
        return None
    if not (reading.has("skip") and reading.timing == {"draw_phase"}):
        return None
    if reading.places or reading.mode not in (None, "1v1"):
        return None
    # "My opponent controls Endless Riches. Do I skip my Draw Phase?": the opponent said
    # once, as the card's holder, the Draw Phase asked of being yours.
    theirs = reading.who.count("opponent") == 1 and "me" in reading.who
    if len(reading.cards) != 1 or not set(reading.who) <= (
        {"me", "opponent"} if theirs else {"me"}
    ):
        return None
    card = reading.cards[0]
    if card.type not in ("Gear", "Unit", "Legend"):
        return None
    from judge.cards.understood import compiled_shapes  # the card's text only now

    if DRAW_PHASE_SKIPPED not in compiled_shapes(card):  # "Skip your Draw Phase."
        return None
    mods = reading.mods - {"said"}
    every, only = mods == {"several"}, mods == {"only", "next"}
    if mods and not (every or only or mods == {"next"}):
        return None  # "every one or just the next?" asks which, not whether
    if theirs and (every or only):
        return None  # how long a skip of another player's lasts is not what is asked
    kind = "units" if card.type == "Unit" else "gear"
    holder = {"controller": "opponent"} if theirs else {}
    situation: Doc = {kind: [{"name": card.name, **holder}]}
    situation |= {"turn": "opponent"} if every or only else {"phase": "beginning"}
    question: Doc = {"outcomes": {"event": "skipped", "subject": YOU}}
    doc: Doc = {"format": 2, "situation": situation, "actions": [{"proceed": {}}]}
    used = {"act:skip", "time:draw_phase", "obj:turn", "obj:unit", "obj:gear", "mod:said"}
    used |= {"mod:several", "mod:only", "mod:next", f"card:{card.name}", "who:me"}
    used |= {"who:opponent", "act:control", "act:own"} if theirs else set()
    candidate = Candidate("draw_phase_skipped", {**doc, "question": question}, used, invert=only)
    if theirs:
        candidate.notes.append(
            f"taken: {card.name} is your opponent's; play proceeds from your Beginning Phase"
        )
    if every or only:
        candidate.notes.append(
            f"taken: {card.name} has been on the board since it skipped your last Draw Phase; "
            "play proceeds from your opponent's Main Phase to your next turn"
        )
    return candidate


# Whose Draw Phase the word before it says: the asker's, or the subject's own.
PHASE_OWNER_WORDS = {"my": YOU, "their": "subject", "his": "subject", "her": "subject"}
PHASE_OWNER_WORDS["opponents"] = "opponent"
ONE = {"1", "one", "a", "an"}


def _draw_phase_owner(words: list[str], subject: str) -> str | None:
    """Whose Draw Phase the question names ("my draw phase", "their draw step"); "the draw
    phase" is the subject's only when the subject is you (another player's is not said)."""
    said = ("phase", "phases", "step", "steps")
    at = next((i for i, w in enumerate(words[:-1]) if w == "draw" and words[i + 1] in said), None)
    if at is None:
        return None
    before = words[at - 1] if at else ""
    owner = PHASE_OWNER_WORDS.get(before, YOU if subject == YOU else None)
    return subject if owner == "subject" else owner


def read_draw_phase_draw(reading: Reading) -> Candidate | None:
    """ "Do I draw a card in my Draw Phase?", "Does my opponent draw during my draw step?"
    (no: only the turn player draws then): play proceeds from the Channel Phase of the
    turn, each player's Main Deck holding a card, and whether the player asked of draws."""
    if reading.kind != "does" or reading.negated or reading.context_negated:
        return None
    if reading.actions != ["draw"] or reading.timing != {"draw_phase"} or reading.places:
        return None
    if reading.cards or reading.mods - {"number"} or reading.mode not in (None, "1v1"):
        return None  # outside 1v1 the First Turn Process may take the first player's draw
    if set(reading.objects) - {"card", "player"} or not reading.who:
        return None
    asked = WHO_PLAYERS.get(reading.who[0])
    words = reading.tagged.words
    numbers = [w for w in words if w.isdigit() or w in ("one", "two", "three", "four")]
    if asked is None or asked == "ally" or set(numbers) - ONE:
        return None
    if set(reading.who[1:]) - {"their", reading.who[0]}:
        return None
    turn = _draw_phase_owner(words, asked)
    if turn is None:
        return None
    cards: list[Doc] = [
        {"name": "your top card", "zone": "main deck"},
        {"name": "opponent's top card", "zone": "main deck", "owner": "opponent"},
    ]
    situation: Doc = {"phase": "channel", "cards": cards}
    if turn != YOU:
        situation["turn"] = turn
    question = {"outcomes": {"event": "drawn", "subject": asked}}
    doc: Doc = {"format": 2, "situation": situation, "actions": [{"proceed": {}}]}
    used = {"act:draw", "obj:card", "obj:player", "time:draw_phase", "obj:turn", "mod:number"}
    used |= {f"who:{w}" for w in reading.who}
    candidate = Candidate("draw_phase_draw", {**doc, "question": question}, used)
    candidate.stated = ["each player's Main Deck holds a card"]
    return candidate


# The phase a "what happens in ...?" question names, by its timing slot, and the engine
# topic whose facts say what the game does in it.
PHASE_TOPICS = {
    "beginning_phase": "beginning_phase",
    "channel_phase": "channel_phase",
    "draw_phase": "draw_phase",
    "ending_phase": "ending_phase",
    "end_of_turn": "ending_phase",
}


def _phase_topic(reading: Reading) -> str | None:
    """The phase the question names: the Awaken Phase ("awaken" said: the start of the turn
    is four phases), the Ending Phase said as a phase (its
    Ending Step is only its first step) or as the end of the turn."""
    words = reading.tagged.words
    timing = reading.timing
    if not timing and reading.mods == {"next_turn"} and "end" in words:
        return "ending_phase"  # "at the end of the turn"
    if len(timing) != 1:
        return None
    (time,) = timing
    if time == "start_of_turn":
        return "awaken_phase" if "awaken" in words else None
    if time == "ending_phase" and _says_ending_step(words):
        return None
    if time == "beginning_phase" and "beginning" not in words:
        return None  # "the Scoring Step" is only the phase's second step
    return PHASE_TOPICS.get(time)


def read_phase_explained(reading: Reading) -> Candidate | None:
    """ "What happens in the Awaken Phase?", "What happens during the Beginning Phase?",
    "What happens at the end of the turn?": the engine's facts of what the game does in
    that phase (an explanation)."""
    if reading.kind != "what_happens" or reading.negated or reading.context_negated:
        return None
    if set(reading.actions) - {"happen"} or set(reading.objects) - {"phase", "turn"}:
        return None
    if reading.says_any("cards", "places", "said_not") or reading.mods - {"next_turn"}:
        return None
    if set(reading.who) - {"me"} or reading.keywords:
        return None
    topic = _phase_topic(reading)
    if topic is None:
        return None
    used = {"act:happen", "obj:phase", "obj:turn", "who:me", "mod:next_turn"}
    used |= {f"time:{t}" for t in reading.timing} | {f"mode:{reading.mode}"}
    return Candidate(f"explain:{topic}", {"question": {"explain": topic}}, used)


READERS = (
    read_phase_explained,
    read_turn_amount,
    read_when_in_turn,
    read_stun_ends,
    read_additional_turn_order,
    read_draw_phase_draw,
    read_draw_phase_skipped,
    read_readied,
    read_healed,
    read_next_turn,
    read_additional_turn,
    read_delayed_next_turn,
)
