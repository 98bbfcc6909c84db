"""Readers for runes, Basic Runes and Rune Pools: "Do Basic Runes' abilities have
Reaction?", "Does Energy have a domain?", "Does my Rune Pool empty at the end of my turn?"
are the engine's ``rune`` queries (what a rune is, where a recycled one goes and whether
unspent Energy is kept are the game actions reader's, readings/actions.py); "Can I use my
ally's runes to pay for my spell?", "Can I pay a Fury cost with a Calm rune?" build a card
being played and the runes and Rune Pool that would pay for it, and ask the engine's
``pay`` question."""

from __future__ import annotations

import itertools
from typing import Any

from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.situation import PLAYERS, Doc
from judge.engine.predicates.board import possessive, says
from judge.records import replace


def _query(subject: str, used: set[str], invert: bool = False) -> Candidate:
    doc = {"format": 2, "question": {"rune": subject}}
    return Candidate("rune", doc, used, invert=invert)


def _plain(reading: Reading) -> bool:
    """A question about the rules themselves: no card, place, time, mode or negation."""
    return not reading.says_any("cards", "places", "timing", "mode", "negation", "without")


def read_basic_rune(reading: Reading) -> Candidate | None:
    """ "Do Basic Runes have Reaction?", "Do a Basic Rune's Add abilities have Reaction?"
    (every Basic Rune has its two Add abilities with Reaction)."""
    if reading.kind not in ("does", "do", "is") or not _plain(reading):
        return None
    if not reading.mentions("basic_rune") or reading.keywords != ["reaction"] or reading.actions:
        return None
    used = {"obj:basic_rune", "obj:rune", "kw:reaction", "obj:ability", "obj:add_ability"}
    return _query("basic_add_reaction", used)


def read_energy_domain(reading: Reading) -> Candidate | None:
    """ "Does Energy have a domain?" (it has none)."""
    if reading.kind not in ("does", "do", "is") or not _plain(reading):
        return None
    if set(reading.objects) != {"energy_domain"} or reading.actions or reading.keywords:
        return None
    return _query("energy_domain", {"obj:energy_domain"})


def read_pool_empties(reading: Reading) -> Candidate | None:
    """ "Does my Rune Pool empty at the end of my turn?": whether unspent Energy and Power
    stay in it after the turn, turned round."""
    if reading.kind not in ("does", "do", "is") or not _plain(reading):
        return None
    slots = reading.slots()
    emptied = "mod:empty" in slots  # "empty", "empties", "emptied"
    if not (reading.mentions("rune_pool") and emptied and "mod:next_turn" in slots):
        return None
    if reading.actions or reading.keywords or set(reading.who) - {"me"}:
        return None
    used = {"obj:rune_pool", "mod:empty", "mod:next_turn", "who:me"}
    return _query("pool_kept", used, invert=True)


# --- whether what is in a Rune Pool lasts from one time of the turn to a later one --------

EARLY_PHASES = {"beginning_phase": "beginning", "channel_phase": "channel", "draw_phase": "draw"}
"""The phases of a turn before its Main Phase, by the time slot that names them."""
MY_TURN = ("obj:turn", "time:my_turn", "time:main_phase", "mod:next_turn", "time:start_of_turn")
"""What names your own turn as where the Energy is to last ("for my turn", "into my Main
Phase", "until my next turn")."""
TURN_TIMES = {"opponent_turn", "teammate_turn", "my_turn", "main_phase"}
ORIGIN_WORDS = frozenset({"during", "on", "in", "from"})
POOL_SAID = {"obj:rune_pool", "mod:adds_energy", "mod:adds_power", "mod:several", "mod:until"}
POOL_SAID |= {"act:keep", "act:lose", "act:use", "mod:survived", "obj:turn", "who:me"}
POOL_SAID |= {"who:teammate", "who:opponent"}


def _pool_doc(mode: str | None, turn: str, phase: str) -> Doc:
    """Your Rune Pool holding 1 Energy at ``phase`` of ``turn``'s turn, play proceeding to
    the next Main Phase: is it emptied on the way?"""
    situation: Doc = {"mode": mode} if mode not in (None, "1v1") else {}
    if turn != "you":
        situation["turn"] = turn
    situation |= {"phase": phase, "pool": {"you": {"energy": 1}}}
    question = {"outcomes": {"event": "emptied", "subject": "you"}}
    return {"format": 2, "situation": situation, "actions": [{"proceed": {}}], "question": question}


def _other_turn(reading: Reading) -> tuple[str, bool] | None:
    """Whose other turn the question names ("my opponent's turn", "my teammate's turn") and
    whether it is when the Energy was there ("during my opponent's turn", or in a statement)
    rather than where it is to last ("until my opponent's turn"): None when none is said."""
    words = reading.tagged.words
    for span in reading.tagged.spans:
        for time, player in (("opponent_turn", "opponent"), ("teammate_turn", "ally")):
            if span.has("time", time):
                first = words[span.start]
                before = words[span.start - 1] if span.start else ""
                origin = span.start >= reading.main_end or first in ORIGIN_WORDS
                return player, origin or before == "from"
    return None


def read_pool_carried(reading: Reading) -> Candidate | None:
    """ "Does unspent Energy carry over from my Channel Phase to my Main Phase?", "I added
    Energy during my opponent's turn. Can I keep it for my turn?", "Is unspent Energy lost
    at the end of my turn?": your Rune Pool holding Energy at the earlier time, play
    proceeds, and the engine says whether the pool empties before the later time (every
    Rune Pool empties as a Main Phase begins and at the end of each turn). Asked as kept
    ("carry over", "keep", "use it in", "survive"), the answer is turned round."""
    if reading.kind not in ("does", "do", "is", "can", "will") or reading.keywords:
        return None
    if reading.says_any("cards", "places", "said_not", "without") or reading.context_negated:
        return None
    slots = reading.slots()
    pool = reading.mentions("rune_pool") or bool({"adds_energy", "adds_power"} & reading.mods)
    kept = reading.has("keep", "use") or "survived" in reading.mods
    if not pool or kept == reading.has("lose") or set(reading.who) - {"me"}:
        return None
    if set(reading.objects) - {"rune_pool", "turn"}:
        return None
    if set(reading.actions) - {"keep", "use", "lose"}:
        return None
    times = set(reading.timing)
    early = [EARLY_PHASES[t] for t in times if t in EARLY_PHASES]
    mine = [slot for slot in MY_TURN if slot in slots]
    other = _other_turn(reading)
    origin = None if other is None else other[1]
    player = "opponent" if other is None else other[0]
    if player == "ally" and reading.mode != "2v2":
        return None
    used = set(POOL_SAID) | {f"time:{t}" for t in times} | set(mine)
    stated = []
    if early and times == {*(t for t in times if t in EARLY_PHASES), "main_phase"}:
        if len(early) != 1 or slots & {"mod:next_turn", "time:start_of_turn"}:
            return None  # from one early phase to your Main Phase, nothing else
        doc = _pool_doc(reading.mode, "you", early[0])
    elif origin is not None and (early or times - TURN_TIMES):
        return None
    elif origin is True and mine:  # from another player's turn to your own
        doc = _pool_doc(reading.mode, player, "main")
        stated.append(f"the Energy was in your Rune Pool in {possessive(player)} Main Phase")
    elif origin is False and set(mine) <= {"time:main_phase", "time:my_turn"}:
        doc = _pool_doc(reading.mode, "you", "main")  # from your turn to theirs
        stated.append("the Energy is in your Rune Pool in your Main Phase")
        if player == "opponent":  # the turn after yours is always an opponent's
            stated.append("play proceeds from it into your opponent's turn")
    elif origin is None and times == {"main_phase"} and "mod:next_turn" in slots:
        # "from my Main Phase to my next turn" ("next turn" alone is `read_pool_empties`')
        doc = _pool_doc(reading.mode, "you", "main")
        stated.append("the Energy is in your Rune Pool in your Main Phase")
        used.add("mod:next_turn")
    elif (
        origin is None and not times - {"end_of_turn"} and (reading.has("lose") or (kept and times))
    ):
        if not (times or "mod:next_turn" in slots):
            return None
        # lost at the end of your turn? kept past its end ("carry over to the next turn",
        # "stay into the next turn"): turned round; "next turn" alone is the rune reader's
        doc = _pool_doc(reading.mode, "you", "main")
        stated.append("the Energy is in your Rune Pool in your Main Phase")
        used |= {"time:end_of_turn", "mod:next_turn"}
    else:
        return None
    if reading.mode is not None:
        used.add(f"mode:{reading.mode}")
    candidate = Candidate("pool_carried", doc, used, invert=kept)
    candidate.stated += stated
    return candidate


# --- paying for the card being played (the engine's ``pay`` question) ---------------------

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
SPELL = "your spell"
PAYING = ("act:pay", "act:use", "obj:spell", "obj:card", "obj:cost", "who:me", "obj:player")
RESOURCES = ("rune", "rune_pool", "mana", "power_cost", "energy_cost")


def _rune_domain(card: CardEntry) -> str | None:
    """The domain of a Basic Rune card ("Calm Rune"), the only cards these readers read."""
    domain = card.name.lower().removesuffix(" rune")
    return domain if card.type == "Rune" and domain in DOMAINS else None


def _paying(reading: Reading) -> bool:
    """A "can ... pay" question about runes or resources, without a card (but a Basic
    Rune's), place, time or negation the readers below do not model."""
    if reading.kind != "can" or not reading.has("pay"):
        return False
    if not all(_rune_domain(card) for card in reading.cards):
        return False
    return not reading.says_any("places", "timing", "negation", "without")


def _pay(situation: dict[str, Any], used: set[str], *notes: str) -> Candidate:
    doc = {"format": 2, "situation": situation, "question": {"pay": {}}}
    return Candidate("pay", doc, used | set(PAYING), notes=list(notes))


def read_pay_others_runes(reading: Reading) -> Candidate | None:
    """ "Can I use my ally's runes (or mana) to pay for my spell?", "Can my teammate's
    Rune Pool pay my costs?": another player's runes add to their own Rune Pool only. The
    first player named pays; in 2v2 for a teammate, else an opponent in a 1v1 game."""
    if not _paying(reading) or reading.cards or reading.keywords or reading.mods:
        return None
    others = [who for who in reading.who if who in ("teammate", "opponent")]
    said = set(reading.objects) - {"player", "spell", "card", "cost"}
    if len(set(others)) != 1 or not said or not said <= set(RESOURCES):
        return None
    other = "ally" if others[0] == "teammate" else "opponent"
    mode = "2v2" if other == "ally" else "1v1"
    if reading.mode not in (None, mode):
        return None
    owned = _owner(reading)
    if owned not in ("me", others[0]):
        return None
    payer, owner = ("you", other) if owned == others[0] else (other, "you")
    runes = [
        {"name": f"{possessive(owner)} rune {i}", "domain": "fury", "controller": owner}
        for i in (1, 2)
    ]
    situation: dict[str, Any] = {"mode": mode} if mode != "1v1" else {}
    if payer != "you":
        situation["turn"] = payer
    situation["runes"] = runes
    situation["pool"] = {owner: {"energy": 1, "fury": 1}}
    playing: dict[str, Any] = {"card": f"{possessive(payer)} spell", "energy": 1}
    if payer != "you":
        playing["by"] = payer
    situation["playing"] = playing
    used = {f"obj:{o}" for o in RESOURCES} | {f"who:{others[0]}", "who:their", f"mode:{mode}"}
    held = f"{says(owner, 'has', 'have')} 2 ready runes and 1 Energy and 1 Fury Power in"
    note = f"taken: {held} {'your' if owner == 'you' else 'their'} Rune Pool"
    return _pay(situation, used, note + f", {payer} none; the spell costs 1 Energy")


def _owner(reading: Reading) -> str | None:
    """Whose resources the question asks about: the player said right before them ("my
    ally's runes", "my runes")."""
    spans = reading.tagged.spans
    for before, span in itertools.pairwise(spans):
        if any(span.has("obj", r) for r in RESOURCES):
            owners = [w for w in before.values("who") if w in ("me", "teammate", "opponent")]
            return owners[0] if owners else None
    return None


def _domain_spans(reading: Reading) -> list[tuple[str, str]]:
    """Each domain the question names, with the words that name it ("fury rune")."""
    words = reading.tagged.words
    found = []
    for span in reading.tagged.spans:
        said = " ".join(words[span.start : span.end])
        if span.card is not None and (domain := _rune_domain(span.card)):
            found.append((domain, said if said.endswith(("rune", "runes")) else "rune"))
        found += [(domain, said) for domain in DOMAINS if span.has("obj", domain)]
    return found


def read_pay_domain(reading: Reading) -> Candidate | None:
    """ "Can I pay a Fury Power cost with a Calm rune?", "Can Universal Power pay for a
    Fury spell?": Power pays costs of its own domain, Universal Power those of any. The
    cost is the domain said with "cost", "spell", "card" or "unit"; what pays is the other,
    a rune or Power of that domain, or Universal Power."""
    if not _paying(reading) or reading.keywords or reading.mods or reading.who not in ([], ["me"]):
        return None
    named = _domain_spans(reading)
    universal = reading.mentions("universal_power")
    costs = [d for d, words in named if words.split()[-1] in ("cost", "spell", "card", "unit")]
    paying = [(d, words) for d, words in named if words.split()[-1] in ("rune", "runes", "power")]
    payers = [d for d, _ in paying]
    if len(costs) != 1 or len(payers) + int(universal) != 1:
        return None
    if len(named) != len(costs) + len(payers):  # a domain said some other way
        return None
    cost = costs[0]
    if universal:
        situation: dict[str, Any] = {"pool": {"you": {"universal": 1}}}
        note = "taken: 1 Universal Power in your Rune Pool, and no runes"
    elif paying[0][1].endswith("power"):
        payer = payers[0]
        situation = {"pool": {"you": {payer: 1}}}
        note = f"taken: 1 {payer.title()} Power in your Rune Pool, and no runes"
    else:
        payer = payers[0]
        situation = {"runes": [{"name": f"your {payer} rune", "domain": payer}]}
        note = f"taken: your one {payer.title()} rune, and an empty Rune Pool"
    situation["playing"] = {"card": f"your {cost} spell", "power": 1, "domain": cost}
    used = {f"obj:{d}" for d, _ in named} | {"obj:universal_power", "obj:rune", "obj:power_cost"}
    used |= {f"card:{card.name}" for card in reading.cards}
    return _pay(situation, used, note + f"; the spell costs 1 {cost.title()} Power")


def read_pay_exhausted_rune(reading: Reading) -> Candidate | None:
    """ "Can I recycle an exhausted rune to pay a Power cost?" (yes: recycling needs no
    ready rune), "Can an exhausted rune pay an Energy cost?" (no: it can't be exhausted
    again). A cost said without its resource ("a rune cost") is judged both ways: Energy
    (no) and Power, recycling the rune (yes)."""
    if not _paying(reading) or reading.keywords or reading.mods != {"exhausted_rune"}:
        return None
    if reading.who not in ([], ["me"]):
        return None
    said = set(reading.objects) - {"spell", "card"}
    energy, power = "energy_cost" in said, "power_cost" in said
    if (energy and power) or said - {"energy_cost", "power_cost", "rune", "cost"}:
        return None
    if power and not reading.has("recycle"):
        return None
    rune = {"name": "your exhausted rune", "domain": "fury", "exhausted": True}
    used = {"mod:exhausted_rune", "act:recycle", "obj:energy_cost", "obj:power_cost", "obj:rune"}
    used.add("obj:cost")
    note = "taken: your one rune, exhausted, and an empty Rune Pool"
    if energy or power:
        what = "1 Power of its domain" if power else "1 Energy"
        return _pay(
            {"runes": [rune], "playing": _costing(power)}, used, f"{note}; the spell costs {what}"
        )
    candidate = _pay({"runes": [rune], "playing": _costing(False)}, used, note)
    candidate.defaults.append("the cost is 1 Energy")
    other = _pay({"runes": [rune], "playing": _costing(True)}, used).doc
    candidate.alternatives.append(("the cost is 1 Power of the rune's domain", other))
    return candidate


def _costing(power: bool) -> dict[str, Any]:
    """The spell being played: costing 1 Fury Power, or 1 Energy."""
    return {"card": SPELL, "power": 1, "domain": "fury"} if power else {"card": SPELL, "energy": 1}


def read_recycle_to_pay(reading: Reading) -> Candidate | None:
    """ "Can I recycle a rune to pay a Power cost?": recycling a rune adds 1 Power of its own
    domain, so it pays a Power cost of that domain; whether the rune is of the cost's domain
    is not said, so both are judged (of it: yes; of another: no)."""
    if not _paying(reading) or reading.keywords or reading.mods or reading.cards:
        return None
    if not reading.has("recycle") or set(reading.actions) - {"recycle", "pay", "use"}:
        return None
    if reading.who not in ([], ["me"]) or not reading.mentions("rune"):
        return None
    if set(reading.objects) - {"rune", "power_cost", "spell", "card", "cost"}:
        return None
    if not reading.mentions("power_cost"):
        return None

    def document(domain: str) -> dict[str, Any]:
        rune = {"name": f"your {domain} rune", "domain": domain}
        return {"runes": [rune], "playing": _costing(True)}

    used = {"act:recycle", "obj:rune", "obj:power_cost", "obj:cost"}
    note = "taken: your one ready rune and an empty Rune Pool; the spell costs 1 Fury Power"
    candidate = _pay(document("fury"), used, note)
    candidate.defaults.append("the rune is of the cost's domain (Fury)")
    other = _pay(document("calm"), used).doc
    candidate.alternatives.append(("the rune is of another domain (Calm)", other))
    return candidate


# --- what a Basic Rune's abilities add, and where a recycled rune goes --------------------

RUNE_ACTIONS = ("exhaust", "recycle")
RESOURCE_MODS = {"adds_energy": "energy", "adds_power": "power"}


def read_rune_adds(reading: Reading) -> Candidate | None:
    """ "Does exhausting a rune add Energy?", "Does recycling a rune produce Power?", "Does
    recycling a rune add Energy?": what each of a Basic Rune's two abilities adds (a rune
    said is taken to be a Basic Rune, the only runes the rules describe)."""
    if reading.kind not in ("does", "do", "can") or not _plain(reading) or reading.keywords:
        return None
    done = [action for action in reading.actions if action in RUNE_ACTIONS]
    added = [RESOURCE_MODS[mod] for mod in reading.mods if mod in RESOURCE_MODS]
    # "do I get Energy", "does it give me Energy": the verb of what it adds
    others = [action for action in reading.actions if action not in ("get", "grant")]
    if len(done) != 1 or len(others) != 1 or len(added) != 1:
        return None
    if not reading.mentions("rune", "basic_rune") or set(reading.who) - {"me"}:
        return None
    if set(reading.objects) - {"rune", "basic_rune", "player"}:
        return None
    used = {"obj:rune", "obj:basic_rune", f"act:{done[0]}", *(f"mod:{m}" for m in RESOURCE_MODS)}
    used |= {"act:get", "act:grant"}
    candidate = _query(f"{done[0]}_adds_{added[0]}", used | {"who:me"})
    if not reading.mentions("basic_rune"):
        candidate.notes.append("taken: a Basic Rune, the runes whose abilities the rules give")
    return candidate


def read_recycled_rune_deck(reading: Reading) -> Candidate | None:
    """ "Does recycling a rune put it on the bottom of my Rune Deck?" (yes), "When a rune is
    recycled, does it go to the bottom of my Main Deck?" (no: to the Rune Deck)."""
    if reading.kind not in ("does", "do", "is") or not _plain(reading) or reading.keywords:
        return None
    if not reading.has("recycle") or set(reading.actions) - {"recycle", "move", "put"}:
        return None
    if not reading.mentions("rune") or set(reading.who) - {"me"}:
        return None
    # the deck said, also inside "the bottom of my rune deck" (one phrase, mod:bottom)
    words = reading.tagged.words
    rune_deck = any(pair == ("rune", "deck") for pair in itertools.pairwise(words))
    main_deck = reading.mentions("main_deck") or "main" in words
    if rune_deck == main_deck or set(reading.objects) - {"rune", "rune_deck", "main_deck"}:
        return None
    if reading.mods - {"bottom"}:
        return None
    used = {"obj:rune", "obj:rune_deck", "obj:main_deck", "act:recycle", "act:move", "act:put"}
    used |= {"mod:bottom", "who:me"}
    subject = "rune_rune_deck_bottom" if rune_deck else "rune_main_deck"
    return Candidate("rune", {"format": 2, "question": {"recycle": subject}}, used)


# --- the extra rune of the First Turn Process, asked of a player by their place ----------

PLACES = {"go_first": 0, "go_second": 1, "go_last": -1}
MODES = ("1v1", "ffa3", "ffa4", "2v2")
MODE_NAMES = {"1v1": "a 1v1 game", "ffa3": "FFA3", "ffa4": "FFA4", "2v2": "2v2"}
RUNE_COUNTS = {"two": 2, "three": 3, "2": 2, "3": 3}


def read_first_channel(reading: Reading) -> Candidate | None:
    """ "Can the second player channel an extra rune on their first turn?", "Does the first
    player channel three runes in their first Channel Phase?": whether the mode's First Turn
    Process gives the player named by their place in turn order an extra rune (three runes
    asks it; two runes asks it turned round). A mode not said is judged in each: the player
    going first never gets it; the second does in 1v1 only, so that one depends on it."""
    if reading.kind not in ("does", "do", "can") or reading.negated or reading.context_negated:
        return None
    if reading.says_any("cards", "places", "said_not", "timing", "without") or reading.keywords:
        return None
    said = [a for a in reading.actions if a in PLACES]
    if len(said) != 1 or set(reading.actions) - {said[0], "channel", "get"}:
        return None
    if "mod:first_turn" not in reading.slots() or set(reading.who) - {"their", "me"}:
        return None
    counts = [RUNE_COUNTS.get(w) for w in reading.tagged.words if w.isdigit() or w in RUNE_COUNTS]
    extra = reading.mentions("extra_rune")
    if extra == bool(counts) or len(counts) > 1 or None in counts:
        return None  # the extra rune, or a number of runes: one of them
    if not extra and not (reading.has("channel") and reading.mentions("rune")):
        return None
    modes = [reading.mode] if reading.mode is not None else list(MODES)
    if not set(modes) <= set(MODES):
        return None

    def document(mode: str) -> Doc:
        player = PLAYERS[mode][PLACES[said[0]]]
        situation: Doc = {"mode": mode} if mode != "1v1" else {}
        question = {"first_turn_of": {"ask": "extra_rune", "player": player}}
        return {"format": 2, "situation": situation, "question": question}

    used = {f"act:{said[0]}", "act:channel", "act:get", "mod:first_turn", "obj:extra_rune"}
    used |= {"obj:rune", "mod:several", "mod:number", "who:their", "who:me", "obj:player"}
    used |= {"obj:turn", "obj:phase", *(f"mode:{mode}" for mode in MODES)}
    candidate = Candidate("first_channel", document(modes[0]), used, invert=counts == [2])
    if reading.mode is None:
        candidate.defaults.append(MODE_NAMES[modes[0]])
        candidate.alternatives += [(MODE_NAMES[m], document(m)) for m in modes[1:]]
    if counts:
        candidate.notes.append(
            f"taken: {counts[0]} runes asks whether the extra rune comes on top of the 2 of "
            "every Channel Phase"
        )
    return candidate


CHANNEL_SAID = {"obj:rune", "obj:phase", "obj:turn", "obj:player", "act:channel", "mod:several"}
CHANNEL_SAID |= {"who:me", "who:their", "mod:each", "mod:every"}


def read_channel_two(reading: Reading) -> Candidate | None:
    """ "Do I channel two runes each turn?", "Does the turn player channel 2 runes in their
    Channel Phase?": 2 in each Channel Phase (the first turn's extra rune is the First Turn
    Process's, read by ``read_first_channel``)."""
    if reading.kind not in ("does", "do") or reading.keywords:
        return None
    # the same in every mode; "in my Channel Phase" is the time it asks of
    if not _plain(replace(reading, mode=None, timing=reading.timing - {"channel_phase"})):
        return None
    if set(reading.actions) != {"channel"} or not reading.mentions("rune"):
        return None
    if set(reading.who) - {"me", "their"} or reading.mentions("extra_rune"):
        return None
    words = reading.tagged.words
    numbers = [k for k, w in enumerate(words) if w.isdigit() or w in RUNE_COUNTS]
    if len(numbers) != 1 or RUNE_COUNTS.get(words[numbers[0]]) != 2:
        return None
    if words[numbers[0] + 1 : numbers[0] + 2] not in (["runes"], ["rune"]):
        return None
    phases = [k for k, w in enumerate(words) if w == "phase"]
    if any(words[k - 1] != "channel" for k in phases):
        return None  # a phase said is the Channel Phase, not another
    used = set(CHANNEL_SAID) | {"mod:number", "time:channel_phase"}
    if reading.mode is not None:
        used.add(f"mode:{reading.mode}")
    return _query("channel_two", used)


READERS = (
    read_rune_adds,
    read_recycled_rune_deck,
    read_basic_rune,
    read_energy_domain,
    read_pool_empties,
    read_pool_carried,
    read_pay_others_runes,
    read_pay_domain,
    read_pay_exhausted_rune,
    read_recycle_to_pay,
    read_first_channel,
    read_channel_two,
)
