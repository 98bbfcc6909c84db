"""What the words of a question refer to across its clauses: "there" is the place a
statement named, "it" the unit "I have a unit at X" put there, "a spell on the chain" the
chain, "my game" nobody's units."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from judge.ask.lexicon import Lexicon
from judge.ask.tagger import Span

if TYPE_CHECKING:
    from judge.ask.parse import Reading
    from judge.ask.place_phrases import PlacePhrase

CHAIN_ITEMS = frozenset({"spell", "ability", "card", "effect"})


SPREAD = frozenset({"several", "another"})
"""Details of a plural origin that put each unit at a battlefield of its own ("one unit at
each of two battlefields", "from two different battlefields")."""
THE_UNITS_SAID = frozenset({"them", "both", "they", "all"})
"""Words of a question that move every unit a statement put somewhere ("move them both")."""


def mover_here(reading: Reading, spans: list[Span]) -> set[int]:
    """ "I have a unit at a battlefield. Can it move ...?": the statement says where the
    unit the question moves is (the place is where the move starts), not that some other
    unit of mine is there; "I have units at two battlefields. Can I move them both ...?":
    where the units the question moves are, one at each."""
    taken: set[int] = set()
    asked = reading.tagged.words[: reading.main_end]
    some = ("one", "of") in pairwise(asked)
    every = bool(set(asked) & THE_UNITS_SAID) and not some  # not "one of them"
    for k, span in enumerate(spans):
        if span.start < reading.main_end or not span.has("mod", "my_units"):
            continue
        place = next((p for p in reading.places if 0 < p.start - span.end <= 4), None)
        if place is None or place.role != "at":
            continue
        spread = place.plural and place.mods and place.mods <= SPREAD and every
        if not place.mods or spread:
            place.mods.add("mover_here")
            taken.add(k)
    return taken


HOLDS_A_UNIT = (["i", "have", "a", "unit"], ["i", "control", "a", "unit"])


def unit_held(reading: Reading, spans: list[Span], words: list[str]) -> None:
    """ "I have a unit with Deflect.": a statement that says a unit is mine and puts it
    nowhere says what "my unit" says, not that some place holds units of mine."""
    for k, span in enumerate(spans):
        if span.start < reading.main_end or words[span.start : span.end] not in HOLDS_A_UNIT:
            continue
        if any(0 <= p.start - span.end <= 4 for p in reading.places):
            continue  # "I have a unit at a battlefield": where it is (mover_here)
        spans[k] = Span(span.start, span.end, (("who", "me"), ("obj", "unit")))


def there(reading: Reading, words: list[str]) -> None:
    """ "My opponent controls a battlefield. Can I move a unit there?": "there" in the
    question is the one place its statements or conditions name."""
    asked = words[: reading.main_end]
    if "there" not in asked or any(p.start < reading.main_end for p in reading.places):
        return
    scene = [p for p in reading.places if p.start >= reading.main_end]
    if len(scene) == 1 and scene[0].role in (None, "at", "of"):
        scene[0].role = "to"
        if "mover_here" in scene[0].mods:  # "I have a unit at X. Can I play a unit there?"
            scene[0].mods = (scene[0].mods - {"mover_here"}) | {"my_units"}


FIGHTING_BETWEEN = frozenset({"are", "is", "have", "has", "a", "an", "staged", "at", "in"})
"""Words between two other players, their combat and its battlefield ("my two opponents are
in combat at", "two other players have a combat at", "are fighting a combat at")."""


def _combat(span: Span) -> bool:
    return span.has("time", "combat") or span.has("obj", "combat")


def fighting_there(reading: Reading, spans: list[Span], words: list[str]) -> set[int]:
    """ "My two opponents are in combat at battlefield 1.": in a statement, the place is one
    where two other players are fighting, as "a battlefield where two other players are
    fighting" says; the combat is that place's (obj:combat), not a time of the question."""
    taken: set[int] = set()
    for k, span in enumerate(spans):
        if span.start < reading.main_end or not span.has("mod", "occupied_two"):
            continue
        place = next((p for p in reading.places if p.start > span.end), None)
        if place is None or place.kind != "battlefield" or place.plural:
            continue
        end = next((j for j, s in enumerate(spans) if s.start >= place.start), len(spans))
        mine = _none_of_mine(spans, end, words)
        if place.mods - ({"no_units"} if mine else set()):
            continue
        fights = [j for j in range(k + 1, end) if _combat(spans[j])]
        if not fights:  # several words of it are one combat: "fighting a combat"
            continue
        covered = {i for j in fights for i in range(spans[j].start, spans[j].end)}
        plain = [words[i] for i in range(span.end, place.start) if i not in covered]
        if set(plain) - FIGHTING_BETWEEN:
            continue
        if mine:  # what the place says already: the asker is not in their combat
            place.mods.discard("no_units")
            taken |= mine
        place.mods.add("occupied_two")
        if "combat" not in reading.objects:
            reading.objects.append("combat")  # theirs, at that place: not a time of the question
        taken |= {k, *fights}
        if k > 0 and spans[k - 1].has("who", "me") and spans[k - 1].end == span.start:
            taken.add(k - 1)  # "my" of "my two opponents"
    return taken


def fighting_where(reading: Reading, spans: list[Span], words: list[str]) -> set[int]:
    """ "a battlefield where (my) two other players are in combat (and I have no units)":
    the combat is that place's, as in `fighting_there`, said in a relative clause."""
    taken: set[int] = set()
    for place in reading.places:
        if place.kind != "battlefield" or place.plural or place.mods - {"occupied_two"}:
            continue
        at = next(
            (j for j, s in enumerate(spans) if s.start >= place.start and _is_a_place(s)), None
        )
        if at is None or at + 3 >= len(spans) or not spans[at + 1].has("ask", "where"):
            continue
        first = _combat_first(spans, at, words)
        if first is not None:
            place.mods.add("occupied_two")
            taken |= first
            if "combat" not in reading.objects:
                reading.objects.append("combat")
            continue
        two = at + 2
        if spans[two].has("who", "me") and spans[two + 1].start == spans[two].end:
            two += 1  # "my two opponents"
        if not spans[two].has("mod", "occupied_two"):
            continue
        fights, j = [], two + 1
        while j < len(spans) and (_combat(spans[j]) or spans[j].has("ask", "is")):
            fights += [j] if _combat(spans[j]) else []
            j += 1
        if not fights:
            continue
        covered = {i for f in fights for i in range(spans[f].start, spans[f].end)}
        plain = [words[i] for i in range(spans[two].end, spans[fights[-1]].end) if i not in covered]
        if set(plain) - FIGHTING_BETWEEN:
            continue
        place.mods.add("occupied_two")
        taken |= set(range(at + 2, two + 1)) | set(fights) | _none_of_mine(spans, fights[-1], words)
        if "combat" not in reading.objects:
            reading.objects.append("combat")
    return taken


COMBAT_BETWEEN = frozenset({"a", "an", "the", "is", "in", "progress", "going", "on", "underway"})
COMBAT_BETWEEN |= {"happening", "occurring", "under", "way", "taking", "place", "between"}
"""Words around "a combat between two other players" that say only that it is going on ("is
in progress", "is going on", "is taking place")."""


def _in_clause(span: Span, words: list[str]) -> bool:
    """A span "a combat (is in progress) between my two opponents" may hold: the combat,
    "between", the players, or words that say only that it is going on ("in progress")."""
    said = (_combat(span), span.has("ask", "is"), span.has("who", "me"))
    named = (span.has("mod", "between"), span.has("mod", "occupied_two"))
    return any(said + named) or set(words[span.start : span.end]) <= COMBAT_BETWEEN


def _combat_first(spans: list[Span], at: int, words: list[str]) -> set[int] | None:
    """ "a battlefield where a combat between two other players is in progress", "... where a
    combat is going on between my two opponents": the combat said first, then the two other
    players after "between"; the spans it takes, or None. Its words, up to the next span
    after it, may say only that the combat is going on."""
    fight = at + 2
    if not _combat(spans[fight]):
        return None
    end = fight
    while end + 1 < len(spans) and _in_clause(spans[end + 1], words):
        end += 1
    clause = list(range(fight, end + 1))
    kinds = [s for j in clause for s in ("between", "occupied_two") if spans[j].has("mod", s)]
    if kinds != ["between", "occupied_two"] or sum(_combat(spans[j]) for j in clause) != 1:
        return None  # one combat, then "between", then the two other players
    two = next(j for j in clause if spans[j].has("mod", "occupied_two"))
    mine = [j for j in clause if spans[j].has("who", "me")]
    if any(j != two - 1 or spans[j].end != spans[two].start for j in mine):
        return None  # "my" only as the "my" of "my two opponents"
    stop = spans[end + 1].start if end + 1 < len(spans) else len(words)
    covered = {i for j in clause for i in range(spans[j].start, spans[j].end)}
    plain = [words[i] for i in range(spans[fight].start, stop) if i not in covered]
    if set(plain) - COMBAT_BETWEEN:
        return None
    return set(clause)


def _is_a_place(span: Span) -> bool:
    return span.has("place") or (span.card is not None and span.card.type == "Battlefield")


AND_WORDS = frozenset({"and", "but", "while", "where", "though", "if"})


def _none_of_mine(spans: list[Span], at: int, words: list[str]) -> set[int]:
    """ "... at battlefield 1 and I have no units there": the spans after the place span
    ``at`` that say the asker has no units at it, or none."""
    first = at + 1
    # "... where I have no units", or a statement of its own (read as "if ...")
    while first < len(spans) and any(spans[first].has("ask", w) for w in ("where", "if")):
        first += 1
    if first + 1 >= len(spans):
        return set()
    me, none = spans[first], spans[first + 1]
    if not (me.has("who", "me") and none.has("mod", "no_units") and none.start == me.end):
        return set()
    between = words[spans[at].end : me.start]
    if set(between) - AND_WORDS or not between:
        return set()
    after = spans[first + 2] if first + 2 < len(spans) else None
    upto = after.start if after is not None and after.has("mode") else none.end + 1
    if set(words[none.end : upto]) - {"there", "in"}:  # "... no units in my base": elsewhere
        return set()
    return set(range(at + 1, first + 2))


def named_again(reading: Reading) -> None:
    """ "My teammate has a unit at battlefield 2. Can I move my unit to battlefield 2?": a
    battlefield the question names by its name, which a statement or condition names too
    and describes (who controls it, whose units are there), is one battlefield: what the
    statement says of it is said of the question's place, not of a second place."""
    asked = [p for p in reading.places if p.start < reading.main_end and p.card is not None]
    for said in [p for p in reading.places if p.start >= reading.main_end]:
        if said.card is None or said.role not in (None, "at", "of") or said.plural:
            continue
        same = [p for p in asked if p.card is not None and p.card.name == said.card.name]
        if len(same) != 1 or same[0].mods or same[0].owner is not None:
            continue
        place = same[0]
        mods = set(said.mods)
        if "mover_here" in mods:
            if place.role != "to":  # where the unit moved starts: the statement's own reading
                continue
            mods = (mods - {"mover_here"}) | {"my_units"}  # as "there" reads it
        place.mods, place.owner = mods, said.owner
        reading.places.remove(said)


def that_place(reading: Reading, words: list[str]) -> None:
    """ "One of my opponents controls a battlefield. Can I play a unit to that battlefield?":
    a battlefield the question names with "that", and describes no more, is
    the one battlefield its statements or conditions name, as "there" is."""
    asked = [p for p in reading.places if p.start < reading.main_end]
    scene = [p for p in reading.places if p.start >= reading.main_end]
    if len(asked) != 1 or len(scene) != 1:
        return
    place, said = asked[0], scene[0]
    pointed = words[place.start - 1 : place.start] == ["that"]
    if not pointed or place.kind != "battlefield" or said.kind != "battlefield":
        return
    if place.mods or place.owner is not None or place.card is not None or place.plural:
        return
    if said.role not in (None, "at", "of") or said.plural:
        return
    if "mover_here" in said.mods:
        return  # "I have a unit at X. Can I move it to that battlefield?": where it is
    place.mods, place.owner, place.card = set(said.mods), said.owner, said.card
    reading.places.remove(said)


def controls_none(reading: Reading) -> None:
    """ "I don't control any battlefields. Can I hide a card at a battlefield?": a statement
    that the asker controls no battlefield says it of each battlefield the question names
    without describing it, which is then not controlled by the asker (one place, not two)."""
    scene = [p for p in reading.places if p.start >= reading.main_end]
    asked = [p for p in reading.places if p.start < reading.main_end]
    if len(scene) != 1 or not asked:
        return
    said = scene[0]
    if said.kind != "battlefield" or said.mods != {"not_controlled"} or said.owner != "me":
        return
    if said.role is not None or said.card is not None:
        return  # "I moved a unit from a battlefield I don't control": a place of its own
    if any(p.kind != "battlefield" or p.mods or p.owner or p.card for p in asked):
        return
    for place in asked:
        place.mods, place.owner = {"not_controlled"}, "me"
    reading.places.remove(said)


def on_the_chain(
    spans: list[Span], words: list[str], scene_from: int | None = None
) -> tuple[list[Span], str | None]:
    """ "a spell (is) on the chain": the spell is what is on the chain, the timing says so;
    it is not a spell the question asks about. "my opponent's spell is on the chain" also
    says whose it is: that player is returned (the possessive is the item's, not a player
    the question asks about), or None. So does a statement or condition from ``scene_from``
    on, when given, that another player plays a spell ("After my opponent plays a spell,
    ..."): a reading of the time after the play, tried when none takes the play itself."""
    kept: list[Span] = []
    owner = None
    linking = {"is", "are", "already", "still"}
    skip: set[int] = set()
    for k, span in enumerate(spans):
        if k in skip:
            continue
        waits = scene_from is not None and span.start >= scene_from
        played = _played_now(spans, k, words) if waits else None
        if played is not None:  # the time just after it: the spell waits on the chain
            owner, last = played
            kept.append(Span(span.start, spans[last].end, (("time", "chain"),)))
            skip |= set(range(k + 1, last + 1))
            continue
        j = k + 1  # "is" may be a span of its own (the question word)
        of_whose = _of_whose(spans, k, words)  # "a spell of my opponent's is on the chain"
        j += len(of_whose)
        while j < len(spans) and set(words[spans[j].start : spans[j].end]) <= linking:
            j += 1
        following = spans[j] if j < len(spans) else None
        after = spans[k + len(of_whose)].end if of_whose else span.end
        between = words[after : following.start] if following else []
        if (
            following is not None
            and following.has("time", "chain")
            and words[following.start] == "on"  # not "a spell while a spell is on the chain"
            and set(span.values("obj")) & CHAIN_ITEMS
            and set(between) <= linking
        ):
            skip |= set(range(k + 1, j))
            start, whose = span.start, [w for s in of_whose for w in s.values("who")]
            while kept and _keyword_of_item(kept[-1]) and kept[-1].end == start:
                start = kept.pop().start  # "a Reaction spell is on the chain": the item's
            if _put_by(kept, start, words):
                kept.pop()  # "my opponent (just) put a spell on the chain": theirs
                start = kept[-1].end
            if kept and kept[-1].has("who") and _holds(words[kept[-1].end : start]):
                start = kept[-1].end  # "my opponent has a spell on the chain": theirs
            while kept and kept[-1].has("who") and kept[-1].end == start:
                whose = [*kept[-1].values("who"), *whose]
                start = kept.pop().start
            if whose:
                if not span.has("obj", "spell"):
                    return spans, None  # "my opponent's ability": which kind, not said
                owner = next((w for w in whose if w != "me"), "me")
            continue
        responded = _responded_to(spans, k, words)
        if responded is not None:  # "in response to my opponent's spell"
            kept.append(span)
            owner, last = responded
            skip |= set(range(k + 1, last + 1))
            continue
        waiting = _before_resolving(spans, k, words)
        if waiting is not None:  # "before my opponent's spell resolves": it is on the chain
            owner, last = waiting
            kept.append(Span(span.start, spans[last].end, (("time", "chain"),)))
            skip |= set(range(k + 1, last + 1))
            continue
        kept.append(span)
    return kept, owner


def _of_whose(spans: list[Span], k: int, words: list[str]) -> list[Span]:
    """ "(a spell) of my opponent's": the player spans after "of" that say whose the item at
    ``k`` is, ending in a possessive; none otherwise."""
    if words[spans[k].end : spans[k].end + 1] != ["of"]:
        return []
    said: list[Span] = []
    for span in spans[k + 1 :]:
        where = said[-1].end if said else spans[k].end + 1  # after "of", then adjacent
        if not span.has("who") or span.start != where:
            break
        said.append(span)
    possessive = bool(said) and words[said[-1].end - 1].endswith("s")
    return said if possessive and said[-1].values("who")[-1] != "me" else []


MOVES = frozenset({"moves", "moved", "move"})
SOME = frozenset({"a", "an", "one", "their", "his", "her"})


def mover_named(reading: Reading, spans: list[Span], words: list[str]) -> None:
    """ "My opponent moves a unit to a battlefield I control.": a player said to move a unit
    that no one else is said to own moves their own (a standard move moves only its
    controller's units, 144.1.a): the unit is that player's (slot unit_owner), as "my
    opponent's unit moves" says."""
    if reading.unit_owner is not None:
        return
    for k in range(len(spans) - 2):
        who, verb, unit = spans[k : k + 3]
        players = [w for w in who.values("who") if w not in ("me", "their")]
        if len(players) != 1 or players[0] not in reading.who or verb.start != who.end:
            continue
        if words[verb.start : verb.end] not in ([w] for w in MOVES) or not verb.has("act", "move"):
            continue
        between = words[verb.end : unit.start]
        if len(between) == 1 and between[0] in SOME and unit.has("obj", "unit"):
            reading.who.remove(players[0])
            reading.unit_owner = players[0]
            return


HOLDING = frozenset({"has", "have", "had"})


def _keyword_of_item(span: Span) -> bool:
    """Whether ``span`` is only a keyword, said of the chain item after it ("my opponent's
    Reaction spell is on the chain"): not a keyword of what the question asks about."""
    return bool(span.tags) and all(family == "kw" for family, _ in span.tags)


def _put_by(kept: list[Span], start: int, words: list[str]) -> bool:
    """Whether the spans before the chain item at ``start`` are a player who puts it there
    ("my opponent (just) put a spell on the chain")."""
    if len(kept) < 2 or not kept[-1].has("act", "put") or not kept[-2].has("who"):
        return False
    item = set(words[kept[-1].end : start]) <= {"a", "an"}
    return item and set(words[kept[-2].end : kept[-1].start]) <= {"just"}


def _holds(between: list[str]) -> bool:
    """Whether the words between a player and a chain item say the player has it ("has a")."""
    return bool(between) and between[0] in HOLDING and set(between[1:]) <= {"a", "an", "the"}


def _whose_next(spans: list[Span], j: int, position: int) -> tuple[list[str], int] | None:
    """The players named by the spans from ``j`` on that run on from ``position`` ("my
    opponent's"), and the index of the span right after them; None unless some are named
    and a span follows at once."""
    whose: list[str] = []
    while j < len(spans) and spans[j].start == position and spans[j].has("who"):
        whose += spans[j].values("who")
        position = spans[j].end
        j += 1
    if not whose or j >= len(spans) or spans[j].start != position:
        return None
    return whose, j


def _responded_to(spans: list[Span], k: int, words: list[str]) -> tuple[str, int] | None:
    """ "in response to my opponent's spell": whose spell the response is to, and the index
    of its span; None unless the words are exactly that."""
    if words[spans[k].start : spans[k].end] != ["in", "response"]:
        return None
    position = spans[k].end
    if position >= len(words) or words[position] != "to":
        return None
    found = _whose_next(spans, k + 1, position + 1)
    if found is None:
        return None
    whose, j = found
    if not spans[j].has("obj", "spell") or set(spans[j].values("obj")) - {"spell"}:
        return None
    return next((w for w in whose if w != "me"), "me"), j


PLAYS_NOW = frozenset({"plays", "casts"})
"""A player's play said as it happens ("my opponent plays a spell"), not as done before."""
JUST_PLAYED = (["just", "played"], ["just", "cast"])
"""A play said as just done ("my opponent just played a spell"): the time right after it."""
STILL_ON_IT = ("and", "it", "is", "on", "the", "chain")
"""A play said done, then said to wait on the chain ("... played a spell and it's on the
chain")."""


def _played_now(spans: list[Span], k: int, words: list[str]) -> tuple[str, int] | None:
    """ "my opponent plays a spell", said to set the scene: the time right after it, when
    the spell waits on the chain (a spell is put on the chain as it is played; it leaves
    only as it resolves). Whose spell it is, and the index of its span; None unless the
    words are exactly that, a player other than you naming it ("I played a spell" and
    "my opponent played a spell" may be long resolved)."""
    found = _whose_next(spans, k, spans[k].start)
    if found is None:
        return None
    whose, j = found
    others = [w for w in whose if w != "me"]
    verb = words[spans[j].start : spans[j].end]
    if len(others) != 1 or j + 1 >= len(spans) or not spans[j + 1].has("obj", "spell"):
        return None
    between = words[spans[j].end : spans[j + 1].start]
    if set(between) - {"a", "an"} or set(spans[j + 1].values("obj")) - {"spell"}:
        return None
    waits = words[spans[j + 1].end : spans[j + 1].end + len(STILL_ON_IT)] == list(STILL_ON_IT)
    if verb in ([w] for w in PLAYS_NOW) or verb in JUST_PLAYED:
        return others[0], j + 1
    if verb in (["played"], ["cast"]) and waits:  # "... played a spell and it is on the chain"
        return others[0], j + 1
    return None


def _before_resolving(spans: list[Span], k: int, words: list[str]) -> tuple[str, int] | None:
    """ "before my opponent's spell resolves", said of no "it" the question asks about: the
    spell is on the chain, waiting to resolve. Whose spell it is, and the index of the span
    of "spell resolves"; None unless the words are exactly that."""
    if not spans[k].has("mod", "before") or "it" in words:
        return None  # "can I respond to it?": the spell is what the question is about
    found = _whose_next(spans, k + 1, spans[k].end)
    if found is None:
        return None
    whose, j = found
    if words[spans[j].start : spans[j].end] not in (["spell", "resolves"], ["spell", "resolve"]):
        return None
    return next((w for w in whose if w != "me"), "me"), j


POSSESSIVES = frozenset({"my", "our", "your"})


def owns_filler(span: Span, words: list[str], lexicon: Lexicon) -> bool:
    """ "my game", "your question": a possessive of a word with no rules meaning says
    nothing about whose units or places the question is about."""
    said = words[span.start : span.end]
    following = words[span.end] if span.end < len(words) else None
    return (
        len(said) == 1 and said[0] in POSSESSIVES and following is not None
        and following in lexicon.filler and following != "own"
    )  # fmt: skip


HOLDERS = {"opponent": "opponent_units", "teammate": "teammate_units"}
"""Whose units a statement puts at a place, as the place detail it amounts to."""


NOBODY_ELSE = (["else", "is", "there"], ["else", "there"], ["else", "is", "at", "it"])


def _nobody_else(spans: list[Span], place: PlacePhrase, words: list[str]) -> set[int]:
    """ "My ally's unit is at battlefield 1 and no one else is there": the spans that say no
    other player has units at the place, as the place built already has it."""
    after = [j for j, s in enumerate(spans) if s.start > place.start]
    if not after or not spans[after[0]].has("who", "nobody"):
        return set()
    nobody = spans[after[0]]
    if set(words[place.start : nobody.start]) - {"battlefield", "and", *"0123456789"}:
        return set()  # "battlefield 1 and": nothing else between
    said = next((n for n in NOBODY_ELSE if words[nobody.end : nobody.end + len(n)] == n), None)
    if said is None:
        return set()
    end = nobody.end + len(said)
    return {j for j in after if spans[j].start < end}


def units_there(reading: Reading, spans: list[Span]) -> set[int]:
    """ "My opponent has units at a battlefield.": in a statement, the place is one where
    that player has units (as "a battlefield where my opponent has units" says)."""
    taken: set[int] = set()
    for k, span in enumerate(spans):  # "my ally has units" is one phrase of the lexicon
        said = [v for v in span.values("mod") if v in HOLDERS.values()]
        if not said or span.start < reading.main_end:
            continue
        place = next((p for p in reading.places if 0 < p.start - span.end <= 2), None)
        if place is not None and place.kind == "battlefield" and not place.mods:
            place.mods.add(said[0])
            taken.add(k)
    for k in range(len(spans) - 1):
        who, unit = spans[k], spans[k + 1]
        holder = next((HOLDERS[v] for v in who.values("who") if v in HOLDERS), None)
        if holder is None or who.start < reading.main_end or not unit.has("obj", "unit"):
            continue
        if unit.start - who.end > 2:  # "has", "a", "some" between
            continue
        place = next((p for p in reading.places if 0 < p.start - unit.end <= 2), None)
        if place is not None and place.kind == "battlefield" and not place.mods:
            place.mods.add(holder)
            taken |= {k, k + 1} | _nobody_else(spans, place, reading.tagged.words)
            if k > 0 and spans[k - 1].has("who", "me") and spans[k - 1].end == who.start:
                taken.add(k - 1)  # "my" of "my opponent"
    return taken
