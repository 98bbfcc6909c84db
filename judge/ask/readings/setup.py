"""Readers for setup and the modes of play: the mulligan, the starting hand, who goes first,
where the legend and the Chosen Champion start, how many battlefields a mode uses and whom
its First Turn Process adjusts (the engine's rules queries `setup`, `battlefield_count` and
`first_turn`, format 2). A number the question says must be the rules' own (4 cards drawn,
up to two mulliganed), or the question is left unread; the number of cards a mulligan
sets aside is the engine's `mulligan` question, so "Can I mulligan three cards?" is judged
(no) by the rule that allows two. Deck building (a whole deck list) is not read here: those
questions stay outside what the reader models.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import YES_NO
from judge.ask.situation import PLAYERS, Doc

NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
}  # fmt: skip
WHOLE = frozenset({"all", "whole", "entire", "every", "more"})
# Slots the readers below always account for: who asks, the game, cards in general.
COMMON = {"who:me", "obj:player", "obj:card", "mod:several", "obj:turn"}


def _numbers(reading: Reading) -> list[int]:
    """The numbers the question says, in digits or words ("four player" names a mode)."""
    words = reading.tagged.words
    return [
        int(w) if w.isdigit() else NUMBERS[w]
        for i, w in enumerate(words)
        if (w.isdigit() or w in NUMBERS) and words[i + 1 : i + 2] not in (["player"], ["players"])
    ]


def _plain(reading: Reading) -> bool:
    """Nothing these readers do not model: a card, a place, a time, a said text."""
    return not reading.says_any("cards", "places", "said_not", "timing")


def _query(
    reader: str, kind: str, value: str, used: set[str], mode: str | None = None
) -> Candidate:
    situation: Doc = {"mode": mode} if mode and mode != "1v1" else {}
    doc: Doc = {"format": 2, "situation": situation, "question": {kind: value}}
    return Candidate(reader, doc, used | ({f"mode:{mode}"} if mode else set()))


def read_mulligan(reading: Reading) -> Candidate | None:
    """ "Can I mulligan two cards?", "May I set aside up to two cards in my mulligan?", "Are
    the cards I mulligan recycled?", "Do mulliganed cards go on the bottom of my deck?"."""
    if reading.kind not in YES_NO or reading.negated or not reading.has("mulligan"):
        return None
    if reading.cards or reading.said_not or reading.timing:
        return None
    words = set(reading.tagged.words)
    numbers = _numbers(reading)
    # "set aside" ("aside" an ordinary word) is the mulligan's own verb (117.1) once the
    # mulligan is said
    aside = {"set"} if "aside" in reading.tagged.ignored else set()
    rest = set(reading.actions) - {"mulligan"} - aside
    bottom = "bottom" in words and rest <= {"move"}
    if rest == {"recycle"} or bottom:
        if numbers or words & {"shuffle", "shuffled", "top", "random", "randomly"}:
            return None
        used = {"act:mulligan", "act:recycle", "act:move", "place:deck", "obj:main_deck"}
        used |= {"mod:bottom", *COMMON, *(f"act:{a}" for a in aside)}
        return _query("mulligan", "setup", "mulligan_recycled", used, reading.mode)
    named = _zone_named(reading)
    if named is not None and named[1] in ("hand", "trash") and rest <= {"move", "to_trash"}:
        if numbers or words & WHOLE:  # "Do the cards I mulligan go to my hand?"
            return None
        used = {"act:mulligan", "act:move", "act:to_trash", named[0], *COMMON}
        used |= {f"act:{a}" for a in aside}
        return _setup_zone("mulligan", "mulligan", named[1], used, reading.mode)
    if reading.places or rest - {"draw"} or words & WHOLE:
        return None
    # the mulligan is part of setup: "at the start of the game" says when it is
    used = {"act:mulligan", "act:draw", "mod:start_of_game", "act:set", *COMMON}
    if aside and (len(numbers) > 1 or rest):
        return None  # "sets aside one card ...: may they draw two?": two counts, not read
    if len(numbers) == 1 and not rest:  # "Can I mulligan three cards?": that many set aside
        candidate = _query("mulligan", "setup", "", used, reading.mode)
        candidate.doc["question"] = {"mulligan": {"set_aside": numbers[0]}}
        return candidate
    if any(n > 2 for n in numbers):
        return None
    return _query("mulligan", "setup", "mulligan_up_to_two", used, reading.mode)


def read_starting_hand(reading: Reading) -> Candidate | None:
    """ "Do players draw 4 cards at the start of the game?", "Is my starting hand 4 cards?"."""
    if reading.kind not in YES_NO or reading.negated or not _plain(reading):
        return None
    slots = reading.slots()
    hand = "obj:starting_hand" in slots
    at_start = bool(slots & {"mod:start_of_game", "mod:starts"})
    if not (hand or (reading.has("draw") and at_start)):
        return None
    if set(reading.actions) - {"draw"} or "mod:four_cards" not in slots:
        return None
    if [n for n in _numbers(reading) if n != 4]:
        return None
    used = {"obj:starting_hand", "act:draw", "mod:start_of_game", "mod:starts", *COMMON}
    used.add("mod:four_cards")
    return _query("starting_hand", "setup", "draw_four", used, reading.mode)


def read_turn_order(reading: Reading) -> Candidate | None:
    """ "Is who goes first decided at random?", "Is the first player chosen randomly?"."""
    if reading.kind not in YES_NO or reading.negated or not _plain(reading):
        return None
    if not reading.has("go_first") or "mod:random" not in reading.slots():
        return None
    if set(reading.actions) - {"go_first", "decide", "choose"} or _numbers(reading):
        return None
    used = {"act:go_first", "act:decide", "act:choose", "mod:random", *COMMON}
    return _query("turn_order", "setup", "random_turn_order", used, reading.mode)


def read_first_player(reading: Reading) -> Candidate | None:
    """ "In a three player free-for-all, who goes first?", "Who takes the first turn?": the
    First Player, determined at random (no mode says otherwise)."""
    if reading.kind != "who" or reading.negated or not _plain(reading):
        return None
    # "who decides (chooses) who goes first?": no one, a fair random method (115)
    decides = reading.actions[:1] in (["decide"], ["choose"]) and len(reading.actions) == 2
    if reading.actions[decides:] != ["go_first"] or reading.mods or _numbers(reading):
        return None
    if set(reading.objects) - {"player", "game", "turn"}:
        return None
    if set(reading.who) - {"me", "opponent", "teammate", "their"}:
        return None
    used = {"act:go_first", "obj:game", *COMMON, *(f"who:{w}" for w in reading.who)}
    used |= {"act:decide", "act:choose"} if decides else set()
    candidate = _query("first_player", "first_player", "mode", used, reading.mode)
    candidate.doc["question"] = {"first_player": "mode"}
    return candidate


def read_starting_zone(reading: Reading) -> Candidate | None:
    """ "Does my Chosen Champion start the game in my Champion Zone?", "Does my legend start
    in the Legend Zone?"."""
    if reading.kind not in YES_NO or reading.negated or not _plain(reading):
        return None
    slots = reading.slots()
    if set(reading.actions) - {"happen"} or _numbers(reading):  # "start the game in"
        return None
    for zone, thing, value in (
        ("obj:champion_zone", "obj:chosen_champion", "champion_zone"),
        ("obj:legend_zone", "obj:legend", "legend_zone"),
    ):
        others = {"obj:champion_zone", "obj:legend_zone"} - {zone}
        if zone in slots and thing in slots and not slots & others:
            used = {zone, thing, "act:happen", "obj:location", "mod:start_of_game", *COMMON}
            used.add("mod:starts")
            return _query("starting_zone", "setup", value, used, reading.mode)
    return None


# The zones a question may name as where setup puts something: the slot that names each.
ZONE_SLOTS = {
    "place:hand": "hand",
    "place:base": "base",
    "obj:main_deck": "main deck",
    "obj:champion_zone": "champion zone",
    "obj:legend_zone": "legend zone",
    "place:legend_zone": "legend zone",
    "act:to_trash": "trash",
}


def _zone_named(reading: Reading) -> tuple[str, str] | None:
    """The one zone the question names (its slot and the zone), with no other place."""
    named = [(slot, zone) for slot, zone in ZONE_SLOTS.items() if slot in reading.slots()]
    if len({zone for _, zone in named}) != 1:
        return None
    if any(
        p.kind not in ("hand", "legend_zone", "base") or p.owner not in (None, "me")
        for p in reading.places
    ):
        return None
    return named[0]


def _setup_zone(reader: str, what: str, zone: str, used: set[str], mode: str | None) -> Candidate:
    candidate = _query(reader, "setup_zone", "", used, mode)
    candidate.doc["question"] = {"setup_zone": {"what": what, "zone": zone}}
    return candidate


# What setup places in a zone of its own, by the slot that names it: (what, its zone).
STARTING = {
    "obj:chosen_champion": ("champion", "champion zone"),
    "obj:champion_legend": ("legend", "legend zone"),
    "obj:legend": ("legend", "legend zone"),
}


def read_champion_zone(reading: Reading) -> Candidate | None:
    """ "Does my Chosen Champion start the game in my hand?", "Does the Legend start in the
    base?", "Does my legend start in the Legend Zone?": where setup puts the Chosen Champion
    or the Champion Legend, asked of a zone (the Champion Zone said as an object is
    read_starting_zone's)."""
    if reading.kind not in YES_NO or reading.negated or reading.cards:
        return None
    if reading.said_not or reading.timing or _numbers(reading):
        return None
    slots = reading.slots()
    named = _zone_named(reading)
    things = [slot for slot in STARTING if slot in slots]
    if len({STARTING[t] for t in things}) != 1 or named is None:
        return None
    what, own = STARTING[things[0]]
    if what == "champion" and named[1] == own:
        return None
    if set(reading.actions) - {"happen", "move", "to_trash"}:
        return None
    starts = set(reading.tagged.words) & {"start", "starts", "begin", "begins"}
    if not starts and not slots & {"mod:start_of_game", "mod:starts"}:  # where it starts
        return None
    used = {named[0], *things, "act:happen", "act:move", "mod:start_of_game"}
    used |= {"mod:starts", "obj:location", *COMMON}
    return _setup_zone("champion_zone", what, named[1], used, reading.mode)


# What a question may do to a legend: each action, and the rule that answers it.
LEGEND_ACTIONS = {
    frozenset({"die"}): "killed",
    frozenset({"move"}): "moved",
    frozenset({"banish"}): "moved",
    frozenset({"recall"}): "moved",
    frozenset({"leave"}): "moved",
    frozenset({"remove"}): "moved",
    frozenset({"choose"}): "targeted",  # "targeted" said (below): not "can I choose a legend"
}
TARGET_WORDS = frozenset({"target", "targets", "targeted", "targeting"})
# The words before "legend" that make it a player's Champion Legend (a legend an effect adds
# to the Legend Zone is not one, and may be removed from it).
CHAMPION_LEGEND_WORDS = frozenset({"my", "your", "opponents", "their", "teammates", "allys"})
CHAMPION_LEGEND_WORDS |= {"champion", "his", "her", "the"}
LEGEND_OBJECTS = {"champion_legend", "legend", "player", "spell", "ability", "effect", "card"}


def read_legend_rule(reading: Reading) -> Candidate | None:
    """ "Can my Legend be killed?", "Can a spell kill a legend?" (no legend is a permanent),
    "Can my legend move to a battlefield?", "Can my opponent's legend be banished?" (the
    Champion Legend never leaves its Legend Zone); "Is a legend a permanent?" is read with
    the other kinds of thing (objects.py). A "not" in the question ("Am I right that a
    Champion Legend can't be killed?") turns the answer round."""
    if reading.kind not in YES_NO or reading.context_negated:
        return None
    if reading.cards or reading.timing or reading.said_not or _numbers(reading):
        return None
    if not reading.mentions("champion_legend") and not reading.mentions("legend"):
        return None
    if set(reading.objects) - LEGEND_OBJECTS - {"permanent"} or reading.mode:
        return None
    words = reading.tagged.words
    at = [i for i, w in enumerate(words) if w in ("legend", "legends")]
    slots = {"obj:champion_legend", "obj:legend", *COMMON}
    slots |= {f"obj:{o}" for o in LEGEND_OBJECTS} | {f"who:{w}" for w in reading.who}
    ask = LEGEND_ACTIONS.get(frozenset(reading.actions))
    if ask is None or reading.mentions("permanent") or not reading.asks_can():
        return None
    if ask == "killed" and reading.places:
        return None
    if ask == "targeted" and not TARGET_WORDS & set(words):
        return None
    champion = all(i > 0 and words[i - 1] in CHAMPION_LEGEND_WORDS for i in at)
    if ask == "moved" and not champion:
        return None  # a legend an effect added may be removed: only the Champion Legend stays
    used = slots | {f"act:{a}" for a in reading.actions}
    for place in reading.places:
        used |= {f"place:{place.kind}", f"owner:{place.owner}"}
    return _query("legend_rule", "legend_rule", ask, used)


def read_formation(reading: Reading) -> Candidate | None:
    """ "In 2v2, do I have a teammate?", "In a four player free for all, does each player
    have 3 opponents?": the mode's Formation of Players, as a number of teammates or of
    opponents (a teammate said with "a" is one; opponents need their number)."""
    if reading.kind != "does" or reading.negated or not _plain(reading) or reading.actions:
        return None
    if reading.mode not in ("1v1", "2v2", "ffa3", "ffa4"):
        return None
    slots, numbers = reading.slots(), _numbers(reading)
    sides = slots & {"who:teammate", "who:opponent"}
    if len(sides) != 1 or len(numbers) > 1 or set(reading.who) - {"me", "teammate", "opponent"}:
        return None
    key = "teammates" if sides == {"who:teammate"} else "opponents"
    if not numbers and not (key == "teammates" and {"a", "an"} & set(reading.tagged.words)):
        return None
    count = numbers[0] if numbers else 1
    candidate = _query("formation", "formation", "", {*sides, *COMMON}, reading.mode)
    candidate.doc["question"] = {"formation": {key: count}}
    return candidate


def read_battlefield_count(reading: Reading) -> Candidate | None:
    """ "How many battlefields are used in a four-player free-for-all?", "What is the
    battlefield count in 2v2?"."""
    if reading.kind not in ("what", "how", "is") or reading.negated or reading.cards:
        return None
    if reading.timing or reading.said_not or any(p.kind != "board" for p in reading.places):
        return None  # "in play" is the board
    if "obj:battlefield_count" not in reading.slots() or set(reading.actions) - {"use"}:
        return None
    if reading.mode not in ("1v1", "2v2", "ffa3", "ffa4") or _numbers(reading):
        return None
    used = {"obj:battlefield_count", "place:battlefield", "place:board", "act:use", *COMMON}
    return _query("battlefield_count", "battlefield_count", "mode", used, reading.mode)


def read_first_player_battlefields(reading: Reading) -> Candidate | None:
    """ "In FFA4, are the battlefields of the player taking the first turn used?", "In 2v2,
    does the first player's battlefield get used?": whether the mode uses a battlefield of
    the player going first (no in FFA4 and 2v2, where they remove theirs)."""
    if reading.kind not in ("is", "does") or reading.negated or reading.context_negated:
        return None
    if reading.mode not in ("1v1", "2v2", "ffa3", "ffa4") or not _plain_but_places(reading):
        return None
    if set(reading.actions) != {"go_first", "use"} or _numbers(reading) or reading.mods:
        return None
    if set(reading.who) - {"their"} or set(reading.objects) - {"player", "game"}:
        return None
    places = reading.places
    if len(places) != 1 or places[0].kind != "battlefield" or places[0].card is not None:
        return None
    if places[0].owner not in (None, "their") or places[0].mods:
        return None
    used = {"act:go_first", "act:use", "place:battlefield", "owner:their", "who:their"}
    used |= {"obj:game", *COMMON}
    return _query(
        "first_player_battlefields", "setup", "first_player_battlefields", used, reading.mode
    )


def _plain_but_places(reading: Reading) -> bool:
    return not reading.says_any("cards", "said_not", "timing")


def read_first_turn(reading: Reading) -> Candidate | None:
    """ "In FFA4, who gets an extra rune on their first turn?", "In 2v2, who does not draw on
    their first turn?" (the players in turn order, you first)."""
    if reading.kind != "who" or not _plain(reading) or set(reading.who) - {"me", "their"}:
        return None
    if reading.mode not in ("1v1", "2v2", "ffa3", "ffa4") or _numbers(reading):
        return None
    slots = reading.slots()
    if "obj:extra_rune" in slots and not reading.negated:
        if set(reading.actions) - {"channel"}:
            return None
        used = {"obj:extra_rune", "act:channel", "mod:first_turn", *COMMON}
        return _going_first(reading.mode, "extra_rune", used)
    if reading.negated and reading.actions == ["draw"] and "mod:first_turn" in slots:
        used = {"act:draw", "neg", "mod:first_turn", "who:their", *COMMON}
        return _going_first(reading.mode, "skips_first_draw", used)
    return None


PLACES_IN_ORDER = {"go_first": 0, "go_second": 1, "go_third": 2, "go_last": -1}
"""The player a question names by their place in turn order, as an index of the players."""
TEAMMATE_WORDS = frozenset({"teammate", "ally"})
# What a place in turn order may be said of: the asker, their teammate, an opponent, or a
# player named by the place alone ("the player going first", "the first player").
SAID_OF = {"me": "me", "teammate": "teammate", "opponent": "opponent", "player": "player"}
FIRST_TURN_OBJECTS = frozenset({"player", "game", "turn", "card", "rune", "extra_rune"})


def _place_said(reading: Reading, k: int) -> tuple[str, int] | None:
    """Who the place in turn order said by span ``k`` is said of, and its index: "I go
    first" (me), "my teammate goes first", "my opponent going second", "the player going
    last" or "the first player" (player), "the first player's teammate" (first_teammate)."""
    spans, words = reading.tagged.spans, reading.tagged.words
    span = spans[k]
    index = PLACES_IN_ORDER[span.values("act")[0]]
    said = words[span.start : span.end]
    if said[-1] in ("player", "players"):  # "the first player", "the first player's ally"
        after = spans[k + 1] if k + 1 < len(spans) else None
        owned = after is not None and after.start == span.end and after.has("who", "teammate")
        if said[-1] == "players" and owned:
            return "first_teammate", index
        return "player", index
    before = spans[k - 1] if k else None
    if before is not None and k > 1 and before.has("ask", "who"):  # "the player who goes first"
        joined = before.end == span.start and before.start == spans[k - 2].end
        before = spans[k - 2] if joined and spans[k - 2].has("obj", "player") else None
    elif before is not None and before.end != span.start:
        before = before if words[before.end : span.start] == ["am"] else None  # "I am going"
    if before is None:
        return None
    who = [SAID_OF[w] for w in before.values("who") if w in SAID_OF]
    if before.has("obj", "player") and not before.values("who"):
        who = ["player"]
    return (who[0], index) if len(who) == 1 else None


def _seats(mode: str, me: int) -> list[str]:
    """The players in turn order with you at ``me``: in 2v2 your ally two seats on (turn
    order alternates teams), the opponents in the other seats."""
    count = len(PLAYERS[mode])
    seats = [""] * count
    seats[me % count] = "you"
    if mode == "2v2":
        seats[(me + 2) % count] = "ally"
    opponents = iter(["opponent", "opponent 2", "opponent 3"])
    return [seat or next(opponents) for seat in seats]


def _first_turn_subject(reading: Reading, mode: str) -> tuple[list[str] | None, str] | None:
    """The players in turn order (None: the usual one, you first) and the one the question
    asks of, from the place in turn order it names: said of the subject in the question
    ("does the player going last ...", "does my opponent going second ..."), or of the
    asker or another player in a statement ("I go third. Do I ...?", "My teammate goes
    first. Do I ...?")."""
    count = len(PLAYERS[mode])
    places = [
        (k, _place_said(reading, k))
        for k, span in enumerate(reading.tagged.spans)
        if any(v in PLACES_IN_ORDER for v in span.values("act"))
    ]
    said = [(k, place) for k, place in places if place is not None]
    if not places or len(said) != len(places) or any(p[1] >= count for _, p in said):
        return None  # a place said of no one, or "go third" in 1v1
    asked = [p for k, p in said if reading.tagged.spans[k].start < reading.main_end]
    stated = [p for k, p in said if reading.tagged.spans[k].start >= reading.main_end]
    if len(asked) > 1 or len(stated) > 1:
        return None
    seats = None
    if stated:
        found = _my_seat(mode, stated[0])
        if found is None:
            return None
        seats = _seats(mode, found)
    if asked:
        whose, index = asked[0]
        if whose == "first_teammate":
            if mode != "2v2":
                return None
            index += 2
        player = (seats or PLAYERS[mode])[index % count]
        named = {"me": "you", "teammate": "ally", "opponent": "opponent"}.get(whose)
        if whose == "me" or (named and not player.startswith(named)):
            return None  # "do I, going first, ...", or a seat the statement gives another
        return seats, player
    if seats is None:
        return None
    subject = _asked_of(reading)
    if subject == "me":
        return seats, "you"
    if subject == "teammate" and mode == "2v2":
        return seats, "ally"
    if subject == "opponent" and mode == "1v1":  # the one opponent
        return seats, "opponent"
    return None


def _asked_of(reading: Reading) -> str | None:
    """The player the question clause asks of: "I", or "my teammate" ("my" and the player
    it owns), or "my opponent"."""
    spans = [s for s in reading.tagged.spans if s.start < reading.main_end and s.has("who")]
    if not spans:
        return None
    first = spans[0].values("who")[0]
    owned = spans[1].values("who")[0] if len(spans) > 1 else None
    if first == "me" and reading.tagged.words[spans[0].start] == "my" and owned:
        return owned if spans[1].start == spans[0].end else None
    return first


def _my_seat(mode: str, stated: tuple[str, int]) -> int | None:
    """Your seat in turn order from a statement of someone's place: yours ("I go third"),
    your teammate's in 2v2 (two seats before or after yours), your opponent's in 1v1."""
    count = len(PLAYERS[mode])
    whose, index = stated
    if whose == "teammate" and mode == "2v2":
        return (index + 2) % count
    if whose == "opponent" and mode == "1v1":
        return (index + 1) % count
    return index % count if whose == "me" else None


def _first_turn_numbers(reading: Reading) -> list[int]:
    """The numbers said outside "first turn", "turn one" and a count of players."""
    inside = {
        i
        for span in reading.tagged.spans
        if span.has("mod", "first_turn")
        for i in range(span.start, span.end)
    }
    words = reading.tagged.words
    return [
        int(w) if w.isdigit() else NUMBERS[w]
        for i, w in enumerate(words)
        if (w.isdigit() or w in NUMBERS)
        and i not in inside
        and words[i + 1 : i + 2] not in (["player"], ["players"])
    ]


def _first_turn_ask(reading: Reading) -> tuple[str, bool] | None:
    """What is asked of the player's first turn, and whether the rule's answer is turned
    round: the extra rune ("an extra rune"; "3 runes" on the first turn asks it, "2 runes"
    turned round), the first draw ("skip their first draw"; "draw on their first turn"
    turned round, the rule saying who does not)."""
    rest = {a for a in reading.actions if a not in PLACES_IN_ORDER}
    first = "mod:first_turn" in reading.slots()
    numbers = _first_turn_numbers(reading)
    if reading.mentions("extra_rune"):
        return ("extra_rune", False) if rest <= {"channel", "get"} and not numbers else None
    if rest == {"channel"} and reading.mentions("rune") and first and len(numbers) == 1:
        return {3: ("extra_rune", False), 2: ("extra_rune", True)}.get(numbers[0])
    if not first or set(numbers) - {1} or reading.mods - {"first_turn"}:
        return None
    if rest == {"skip"} and "draw" in reading.tagged.words:
        return "skips_first_draw", False
    if rest == {"draw"}:
        return "skips_first_draw", True
    return None


def read_first_turn_of(reading: Reading) -> Candidate | None:
    """ "In FFA4, does the player going first draw a card in their first Draw Phase?", "In
    FFA3, does the player going second channel an extra rune?", "I'm going last in FFA4.
    Do I channel 3 runes on my first turn?", "In 2v2, my teammate goes first. Do I draw in
    my first Draw Phase?": whether the mode's First Turn Process adjusts that player (the
    players in turn order, the player named by their place in it or by a statement of
    someone's place). A mode not said is judged in each."""
    if reading.kind not in ("does", "is") or reading.context_negated:
        return None
    if reading.says_any("cards", "places", "said_not", "timing", "without"):
        return None
    if reading.mode not in (None, "1v1", "2v2", "ffa3", "ffa4") or reading.keywords:
        return None
    if set(reading.who) - {"me", "their", "teammate", "opponent"}:
        return None
    if set(reading.objects) - FIRST_TURN_OBJECTS or reading.mods - {"first_turn", "several"}:
        return None
    asked = _first_turn_ask(reading)
    if asked is None:
        return None
    ask, invert = asked
    used = {f"act:{a}" for a in PLACES_IN_ORDER} | {f"obj:{o}" for o in FIRST_TURN_OBJECTS}
    used |= {f"who:{w}" for w in reading.who} | {"mod:first_turn", "mod:several"}
    used |= {"act:channel", "act:get", "act:draw", "act:skip", *COMMON}
    asked_of = {"first_turn_of": {"ask": ask}}
    return _in_each_mode(reading, Candidate("first_turn_of", {}, used, invert=invert), asked_of)


def _in_each_mode(reading: Reading, candidate: Candidate, asked: Doc) -> Candidate | None:
    """``candidate`` (its reader, slots and turn) with the First Turn question ``asked`` put
    to the player the question names, in the mode said or, unsaid, in every mode (the First
    Turn Process is the mode's); None when the player is not found in one of them."""
    ((key, value),) = asked.items()
    modes = [reading.mode] if reading.mode else ["1v1", "ffa3", "ffa4", "2v2"]
    docs = []
    for mode in modes:
        found = _first_turn_subject(reading, mode)
        if found is None:
            return None
        seats, player = found
        doc = _query(candidate.reader, "first_turn", value["ask"], set(), mode).doc
        doc["question"] = {key: {**value, "player": player}}
        if seats is not None:
            doc["situation"]["players"] = seats
            if mode == "2v2":
                doc["situation"]["teams"] = [["you", "ally"], ["opponent", "opponent 2"]]
        docs.append(doc)
    candidate.doc = docs[0]
    candidate.used |= {f"mode:{m}" for m in modes if reading.mode}
    if reading.mode is None:
        candidate.defaults.append(f"the game is {MODE_NAMES['1v1']}")
        others = zip(modes[1:], docs[1:], strict=True)
        candidate.alternatives += [(f"the game is {MODE_NAMES[m]}", doc) for m, doc in others]
    return candidate


MODE_NAMES = {
    "1v1": "1v1",
    "ffa3": "a three-player free-for-all",
    "ffa4": "a four-player free-for-all",
    "2v2": "2v2",
}


def read_first_turn_amount(reading: Reading) -> Candidate | None:
    """ "In 1v1, how many runes does the second player channel on their first turn?", "I go
    first in FFA4. How many cards do I draw in my first Draw Phase?": the runes or cards of
    that player's first Channel or Draw Phase (the players in turn order, the player named
    by their place in it or by a statement of someone's place). A mode not said is judged
    in each."""
    if reading.kind != "how" or "many" not in reading.tagged.words or reading.negated:
        return None
    if reading.context_negated or reading.keywords or reading.mods - {"first_turn", "several"}:
        return None
    if reading.says_any("cards", "places", "said_not", "timing", "without"):
        return None
    if reading.mode not in (None, "1v1", "2v2", "ffa3", "ffa4") or _first_turn_numbers(reading):
        return None
    if set(reading.who) - {"me", "their", "teammate", "opponent"}:
        return None
    rest = {a for a in reading.actions if a not in PLACES_IN_ORDER}
    counted = {"channel": "rune", "draw": "card"}
    if len(rest) != 1 or "mod:first_turn" not in reading.slots():
        return None
    (ask,) = rest
    if ask not in counted or set(reading.objects) - {counted[ask], "player", "turn", "game"}:
        return None
    used = {f"act:{a}" for a in PLACES_IN_ORDER} | {f"obj:{counted[ask]}", f"act:{ask}"}
    used |= {f"who:{w}" for w in reading.who} | {"mod:first_turn", "mod:several", *COMMON}
    asked = {"first_turn_amount": {"ask": ask}}
    return _in_each_mode(reading, Candidate("first_turn_amount", {}, used), asked)


# The players in turn order with you last (2v2 alternates teams): the other way round from
# the default, where you go first.
YOU_LAST = {
    "1v1": ["opponent", "you"],
    "ffa3": ["opponent", "opponent 2", "you"],
    "ffa4": ["opponent", "opponent 2", "opponent 3", "you"],
    "2v2": ["opponent", "ally", "opponent 2", "you"],
}


def _going_first(mode: str, value: str, used: set[str]) -> Candidate:
    """Who the First Turn Process adjusts depends on where you sit in turn order: taken
    that you go first, and judged with you going last as well."""
    candidate = _query("first_turn", "first_turn", value, used, mode)
    other = {
        **candidate.doc,
        "situation": {**candidate.doc["situation"], "players": YOU_LAST[mode]},
    }
    if mode == "2v2":
        other["situation"]["teams"] = [["you", "ally"], ["opponent", "opponent 2"]]
    candidate.defaults.append("you go first")
    candidate.alternatives.append(("you go last", other))
    return candidate


# --- 2v2: the ally's battlefield and the final point ------------------------------------------


def read_team_final_point(reading: Reading) -> Candidate | None:
    """ "In 2v2, does my ally's battlefield count toward my final point when I conquer?": your
    team one point short of the Victory Score, you hold battlefield 1 in your Scoring step
    while your ally's unit occupies battlefield 2, then you conquer the empty battlefield 3
    (a move and every player passing): is the final point scored?"""
    if reading.kind not in ("does", "is") or reading.negated or reading.cards:
        return None
    if reading.mode != "2v2" or not reading.has("conquer") or reading.timing:
        return None
    slots = reading.slots()
    if "obj:final_point" not in slots or set(reading.actions) - {"conquer", "count", "score"}:
        return None
    allys = [p for p in reading.places if p.owner == "teammate" or "teammate_units" in p.mods]
    if len(reading.places) != 1 or len(allys) != 1 or _numbers(reading):
        return None
    if set(reading.who) - {"me", "teammate"}:
        return None
    situation: Doc = {
        "mode": "2v2",
        "turn": "opponent 2",
        "points": {"you": 9},
        "battlefields": [
            {"name": "battlefield 1", "controller": "you"},
            {"name": "battlefield 2", "controller": "ally"},
            {"name": "battlefield 3"},
        ],
        "units": [
            {"name": "your unit", "at": "battlefield 1"},
            {"name": "your other unit"},
            {"name": "ally's unit", "controller": "ally", "at": "battlefield 2"},
        ],
    }
    actions = [
        {"proceed": {}},
        {"standard_move": {"units": ["your other unit"], "to": "battlefield 3"}},
        *[{"pass": {}}] * 4,
    ]
    question = {"outcomes": {"event": "point", "battlefield": "battlefield 3"}}
    doc: Doc = {"format": 2, "situation": situation, "actions": actions, "question": question}
    used = {"act:conquer", "act:count", "act:score", "obj:final_point", "mode:2v2"}
    used |= {"place:battlefield", "owner:teammate", "pmod:teammate_units", "mod:teammate_units"}
    used |= {"who:teammate", "obj:point", *COMMON}
    candidate = Candidate("team_final_point", doc, used)
    candidate.notes.append(
        "taken: your team has 9 points; in your Scoring step you hold battlefield 1 while "
        "your ally's unit occupies battlefield 2; you then conquer battlefield 3"
    )
    return candidate


# --- more than two players: one combat between them -------------------------------------------

MANY = frozenset({"three", "3", "four", "4"})
BETWEEN_COUNT = frozenset({"different", "other", "separate"})
COMBAT_PLAYERS_MODS = frozenset({"same", "between", "several", "another"})
PLACE_MODS = frozenset({"same", "between"})


def _more_than_two(words: list[str]) -> bool:
    """The question counts more than two players: "three (different) players", "more than
    two players"."""
    said = " ".join(words)
    if "more than two players" in said or "more than 2 players" in said:
        return True
    for i, word in enumerate(words):
        rest = [w for w in words[i + 1 : i + 3] if w not in BETWEEN_COUNT]
        if word in MANY and rest[:1] == ["players"]:
            return True
    return False


def read_combat_players(reading: Reading) -> Candidate | None:
    """ "In FFA3, can a combat happen between three players?", "can three players fight at
    the same battlefield?", "can a combat happen at a battlefield between units of three
    different players?": whether one combat may be between more than two players (no, in
    any mode; judged in the free-for-all the question names, or of three players)."""
    if reading.kind != "can" or reading.negated or reading.context_negated:
        return None
    if reading.cards or reading.timing or reading.said_not or reading.who:
        return None
    if "combat" not in reading.objects or set(reading.actions) - {"happen", "share"}:
        return None
    if reading.mods - COMBAT_PLAYERS_MODS or not _more_than_two(reading.tagged.words):
        return None
    places = reading.places
    if any(p.kind != "battlefield" or p.owner or p.card or p.mods - PLACE_MODS for p in places):
        return None
    words = reading.tagged.words
    named = {  # the mode said by its name, not a count of players ("three players")
        value
        for span in reading.tagged.spans
        for value in span.values("mode")
        if words[span.end - 1] not in ("player", "players") and value in ("ffa3", "ffa4", "2v2")
    }
    mode = named.pop() if len(named) == 1 else "ffa3"
    used = {"obj:combat", "act:happen", "act:share", "obj:unit", "obj:player", "place:battlefield"}
    used |= {f"mod:{m}" for m in COMBAT_PLAYERS_MODS} | {f"pmod:{m}" for m in PLACE_MODS}
    used |= {f"mode:{m}" for m in ("ffa3", "ffa4", "2v2", "multi")} | COMMON
    return _query("combat_players", "combat_rule", "more_than_two_players", used, mode)


# What a question may say happened around a teammate's battlefield conquered later: their
# unit leaving it ("then they moved out", "their unit left", "retreated"), the conquer, the
# score it asks about.
DISQUALIFIED_ACTIONS = frozenset({"conquer", "score", "control", "move", "leave", "gain", "win"})
DISQUALIFIED_WHO = frozenset({"me", "teammate", "their"})


def _teammates_battlefield(reading: Reading) -> str | None:
    """The battlefield the question says the teammate controlled (or occupied), when every
    place it names is that one: one place, or the same named battlefield said again."""
    places = reading.places
    theirs = [
        p
        for p in places
        if p.kind == "battlefield"
        and ((p.owner == "teammate" and p.mods == {"controlled"}) or p.mods == {"teammate_units"})
    ]
    if len(theirs) != 1 or theirs[0].plural:
        return None
    card = theirs[0].card
    others = [p for p in places if p is not theirs[0]]
    if card is None:
        return None if others else "battlefield 1"
    if len(others) > 1 or any(
        p.card is None or p.card.name != card.name or p.owner or p.mods for p in others
    ):
        return None
    return card.name


OTHERS_PHASE = frozenset({"their", "his", "her", "allys", "teammates", "partners", "opponents"})


def _my_beginning_phase(reading: Reading) -> bool:
    """The Beginning Phase said is the asker's (or "the Beginning Phase", of this turn):
    not "their Beginning Phase", a turn of the teammate's own."""
    words = reading.tagged.words
    for span in reading.tagged.spans:
        if span.has("time", "beginning_phase"):
            said = words[max(0, span.start - 1) : span.end + 3]  # "... phase of their turn"
            if OTHERS_PHASE & set(said):
                return False
    return True


def read_team_disqualified(reading: Reading) -> Candidate | None:
    """ "In 2v2, my teammate controlled battlefield 1 during my Beginning Phase, then they
    moved out; if I conquer it later this turn, do I score a point?", "can I conquer a
    battlefield my ally controlled during my Beginning Phase and score it?": your ally holds
    the battlefield in your turn's Scoring step, a spell of yours moves their unit to their
    base, and you conquer it (a move and every player passing): is the point scored (or,
    asked so, is it a conquer)?"""
    if reading.kind not in ("does", "is", "can") or reading.negated or reading.context_negated:
        return None
    if reading.mode != "2v2" or reading.said_not or reading.mods:
        return None
    if any(card.type != "Battlefield" for card in reading.cards):  # "battlefield 2" is one
        return None
    if reading.timing != {"beginning_phase"} or not reading.has("conquer"):
        return None
    if set(reading.actions) - DISQUALIFIED_ACTIONS or set(reading.who) - DISQUALIFIED_WHO:
        return None
    if not _my_beginning_phase(reading):
        return None
    field = _teammates_battlefield(reading)
    if field is None or set(_numbers(reading)) - {int(field.split()[-1])}:
        return None
    asked = reading.actions[
        : len([s for s in reading.tagged.spans if s.start < reading.main_end and s.has("act")])
    ]
    scores = bool({"score", "gain"} & set(asked)) or reading.mentions("point")
    others = [f"battlefield {n}" for n in (1, 2, 3) if f"battlefield {n}" != field][:2]
    situation: Doc = {
        "mode": "2v2",
        "phase": "beginning",
        "battlefields": [{"name": field, "controller": "ally"}, *({"name": n} for n in others)],
        "units": [
            {"name": "ally's unit", "controller": "ally", "at": field},
            {"name": "your unit"},
        ],
    }
    actions = [
        {"proceed": {}},
        {
            "move_effect": {
                "units": ["ally's unit"],
                "to": "ally's base",
                "card": "a spell",
                "by": "you",
            }
        },
        {"cleanup": {}},
        {"standard_move": {"units": ["your unit"], "to": field}},
        *[{"pass": {}}] * 4,
    ]
    event = "point" if scores else "conquer"
    question = {"outcomes": {"event": event, "battlefield": field}}
    doc: Doc = {"format": 2, "situation": situation, "actions": actions, "question": question}
    used = {f"act:{a}" for a in DISQUALIFIED_ACTIONS} | {f"who:{w}" for w in DISQUALIFIED_WHO}
    used |= {"time:beginning_phase", "mode:2v2", "place:battlefield", "owner:teammate"}
    used |= {"pmod:controlled", "pmod:teammate_units", "obj:point", "obj:turn", "obj:unit"}
    used |= {f"card:{card.name}" for card in reading.cards} | COMMON
    candidate = Candidate("team_disqualified", doc, used)
    candidate.notes.append(
        f"taken: your ally controls {field} in your Scoring step; a spell of yours then moves "
        f"their unit to their base, and you conquer {field} later this turn"
    )
    return candidate


READERS = (
    read_first_player,
    read_legend_rule,
    read_first_player_battlefields,
    read_team_disqualified,
    read_combat_players,
    read_mulligan,
    read_starting_hand,
    read_turn_order,
    read_starting_zone,
    read_champion_zone,
    read_formation,
    read_battlefield_count,
    read_first_turn,
    read_first_turn_of,
    read_first_turn_amount,
    read_team_final_point,
)
