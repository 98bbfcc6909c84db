"""Readers for what a zone shows and who may look at it, the engine's ``information`` query:
"Is my trash public?", "Are the cards in my hand private?", "Is the champion zone a public
zone?" (is what the zone shows Public Information? turned round when the question says
private or secret), and "Can my opponent look at my hand?", "Can I look at the cards in
my main deck?" (may that player look at the faces of the cards there?).

The rules give each zone a level of privacy: Public (any player looks), Private (only the
owner) or Secret (no player, the owner included). A Main Deck or Rune Deck is Secret, so
it is neither Public nor, in the rules' sense, Private: a question calling it private is
left unknown rather than answered by the colloquial sense of the word.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.situation import Doc

# The zone a question names, by the slots saying it: the number of cards in a hand first
# (it also says the hand), a deck said alone ("my deck") is the Main Deck.
ZONES = (
    ("hand_count", ("obj:hand_count",)),
    ("hand", ("place:hand", "obj:hand")),
    ("trash", ("obj:trash", "place:trash")),
    ("banishment", ("obj:banishment", "place:banishment")),
    ("champion_zone", ("obj:champion_zone",)),
    ("chain", ("obj:chain", "time:chain")),
    ("rune_deck", ("obj:rune_deck",)),
    ("main_deck", ("obj:main_deck", "place:deck")),
    ("base", ("place:base",)),
    ("battlefield", ("place:battlefield",)),
)
# The zones of the board whose permanents (and a base's runes) are Public Information: asked
# only whether they are public, and of a battlefield only of its permanents, as a facedown
# card in its Facedown Zone is Private.
BOARD = ("base", "battlefield")
BOARD_THINGS = {"obj:unit", "obj:gear", "obj:permanent", "obj:rune", "obj:card"}
PUBLIC = ("trash", "banishment", "champion_zone", "chain")
SECRET = ("main_deck", "rune_deck")
SAID = {"mod:public_info", "mod:private_info", "mod:secret_info"}
SAID |= {f"p{slot}" for slot in SAID}
# What may stand beside the zone: its cards, runes or abilities, "zone", whose it is.
AROUND = {"obj:card", "obj:rune", "obj:ability", "obj:location", "obj:player", "obj:deck"}
AROUND |= {"obj:chosen_champion"}  # "my Chosen Champion in the champion zone": the zone said
AROUND |= {"who:me", "who:opponent", "who:teammate", "who:their", "owner:me", "owner:opponent"}
AROUND |= {"owner:teammate", "owner:their", "mode:1v1", "mode:2v2", "mode:ffa3", "mode:ffa4"}
PERMITTED = frozenset({"allowed", "able", "permitted"})  # "is my opponent allowed to see"


def _zones(reading: Reading) -> list[str]:
    slots = reading.slots()
    found = [zone for zone, said in ZONES if set(said) & slots]
    if found[:1] == ["hand_count"]:  # "the number of cards in my hand" also says the hand
        found = [z for z in found if z != "hand"]
    if "rune_deck" in found and "place:deck" in slots and "obj:main_deck" not in slots:
        found.remove("main_deck")  # "rune deck" also reads as a deck
    return found


def _said(zone: str) -> set[str]:
    return set(dict(ZONES)[zone]) | ({"place:hand", "obj:hand"} if zone == "hand_count" else set())


def _order(zone: str) -> set[str]:
    """ "The order of my main deck", "the top card of my deck": what the rules make Secret in
    a deck is the order of its cards, so a deck's order or top card may be said; another
    zone's is not read here."""
    return {"mod:order", "mod:top"} if zone in SECRET else set()


def _board_things(reading: Reading, zone: str) -> bool:
    """What is asked of a base or a battlefield is its permanents (a base's runes too): said,
    and no facedown or hidden card among them ("the cards at a battlefield" may be one)."""
    said = {f"obj:{o}" for o in reading.objects} & BOARD_THINGS
    if zone == "battlefield":
        said -= {"obj:card", "obj:rune"}
    if not said or reading.keywords or reading.hidden_card:
        return False
    return not {"facedown", "hidden", "face"} & set(reading.tagged.words)


def _query(subject: str, used: set[str], mode: str | None) -> Candidate:
    doc: Doc = {"format": 2, "question": {"information": subject}}
    if mode is not None:  # the same in every mode: judged in the one said
        doc["situation"] = {"mode": mode}
    return Candidate("information", doc, used)


def read_information(reading: Reading) -> Candidate | None:
    """ "Is the number of cards in my hand public information?", "Are the cards in my hand
    private?", "Is my trash public?", "Is the rune deck secret?": is what the zone shows
    Public Information, turned round when the question says private, hidden or secret (a
    Secret deck is not called private; a Private hand is not called secret)."""
    if reading.kind not in ("is", "does") or reading.context_negated:
        return None
    if reading.actions or reading.cards or reading.keywords or reading.says_any("said_not"):
        return None
    slots = reading.slots()
    levels = [level for level in ("public", "private", "secret") if f"mod:{level}_info" in slots]
    zones = _zones(reading)
    if len(levels) != 1 or len(zones) != 1:
        return None
    level, zone = levels[0], zones[0]
    if (level == "private" and zone in SECRET) or (level == "secret" and zone == "hand"):
        return None  # the rules' Secret is not their Private, nor the other way round
    if reading.timing - ({"chain"} if zone == "chain" else set()):
        return None
    if zone in BOARD and not _board_things(reading, zone):
        return None
    used = SAID | AROUND | _said(zone) | _order(zone) | (BOARD_THINGS if zone in BOARD else set())
    subject = {"hand": "hand_cards", "hand_count": "hand_count"}.get(zone, f"{zone}_cards")
    candidate = _query(subject, used, reading.mode)
    candidate.invert = level != "public"
    return candidate


def read_look(reading: Reading) -> Candidate | None:
    """ "Can my opponent look at my hand?", "Can I look at my opponent's trash?", "Can I
    look at the cards in my main deck?", "Is my teammate allowed to see my hand?": whether
    that player may look at the faces of the cards in that zone. A hand is asked of its
    owner or of another player, so both must be said; a public zone or a deck is the same
    for every player."""
    permitted = reading.kind == "is" and PERMITTED & set(reading.tagged.words)
    if not reading.asks_can() and not permitted:
        return None
    if reading.cards or reading.keywords or reading.timing:
        return None
    if reading.context_negated or reading.says_any("said_not", "without"):
        return None  # a "not" in the question itself turns the answer round
    if _zones(reading) == ["hand_count"] and reading.actions in (["check"], ["know"]):
        # how many cards a hand holds is Public Information, anyone's to see or know
        used = {f"act:{reading.actions[0]}"} | AROUND | _said("hand_count")
        return _query("hand_count", used | {"who:every_player", "who:other_player"}, reading.mode)
    if reading.actions != ["check"]:
        return None
    zones = [zone for zone in _zones(reading) if zone not in ("hand_count", "chain", *BOARD)]
    if len(zones) != 1 or len(_zones(reading)) != 1:
        return None
    zone = zones[0]
    used = {"act:check"} | AROUND | _said(zone) | {"who:every_player", "who:other_player"}
    used |= _order(zone)
    if zone != "hand":
        return _query(f"look_{zone}", used, reading.mode)
    looker, owner = _looker(reading), _hand_owner(reading)
    if looker is None or owner is None:
        return None
    if "teammate" in {*reading.who, *(p.owner for p in reading.places)}:
        return None  # a teammate's hand: what the team rules let a player show is theirs
    subject = "look_own_hand" if looker == owner == "me" else "look_others_hand"
    if looker != "me" and owner != "me":  # an opponent looking at their own hand, say
        return None
    return _query(subject, used, reading.mode)


LOOKERS = {"me": "me", "opponent": "other", "teammate": "other", "other_player": "other"}


def _looker(reading: Reading) -> str | None:
    """Who looks: the player said before "look at" (in "can my opponent look", "my" says
    whose opponent); None when unsaid or several ("can anyone look")."""
    spans, words = reading.tagged.spans, reading.tagged.words
    check = next(k for k, span in enumerate(spans) if span.has("act", "check"))
    starts = {span.start for span in spans[:check] if span.has("who")}
    said = [
        value
        for span in spans[:check]
        if not (words[span.start] == "my" and span.end in starts)  # "my" of "my opponent"
        for value in span.values("who")
    ]
    lookers = {LOOKERS.get(value) for value in said}
    if len(lookers) != 1 or None in lookers:
        return None
    return lookers.pop()


def _hand_owner(reading: Reading) -> str | None:
    """Whose hand: its owner as said ("my hand", "my opponent's hand"), "me" or "other"."""
    hands = [place for place in reading.places if place.kind == "hand"]
    if len(hands) != 1 or hands[0].owner is None:
        return None
    return LOOKERS.get(hands[0].owner) or ("other" if hands[0].owner == "their" else None)


# The zones whose cards the rules say are unordered and may be reorganized.
UNORDERED = ("trash", "banishment", "hand")
ORDERED = frozenset({"ordered", "matter", "matters"})  # "are they ordered?", "does it matter?"


def read_reorder(reading: Reading) -> Candidate | None:
    """ "Can I rearrange the cards in my trash?", "May I reorder my hand?", "Are the cards in
    my hand ordered?", "Does the order of the cards in my banishment matter?": whether the
    cards of an unordered zone may be reorganized, turned round when the question asks
    whether they are ordered. Asked of the player's own zone only: who else may touch it
    the clauses do not say."""
    if reading.cards or reading.keywords or reading.timing or reading.without:
        return None
    if reading.context_negated or reading.said_not:
        return None
    slots, words = reading.slots(), set(reading.tagged.words)
    if reading.kind == "can" and reading.actions == ["reorder"]:
        invert = False
    elif reading.kind in ("is", "does") and not reading.actions and "mod:order" in slots:
        if not ORDERED & words:
            return None
        invert = True
    else:
        return None
    if SAID & slots or set(reading.who) - {"me"}:
        return None
    zones = _zones(reading)
    if len(zones) != 1 or zones[0] not in UNORDERED:
        return None
    owners = {p.owner for p in reading.places} | {
        o.removeprefix("owner:") for o in slots if o.startswith("owner:")
    }
    if owners - {"me", None}:
        return None
    used = {"act:reorder", "mod:order", "pmod:order", "mod:matter", "obj:location"} | AROUND
    candidate = _query(f"reorder_{zones[0]}", used | _said(zones[0]), reading.mode)
    candidate.invert = invert
    return candidate


READERS = (read_information, read_look, read_reorder)
