"""Readers for combat damage: whether a stunned attacking unit (with Assault or not) deals
combat damage, and the order Tank and Backline impose on assigning it.

They write format-2 documents: a combat at a battlefield your opponent controls, which you
attack; the engine sums each side's Might and judges the assignment (docs/scenarios.md,
``damage_total`` and ``assign_damage``). The Might the reading takes is said in its notes.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.place_phrases import PlacePhrase
from judge.ask.readings import Candidate
from judge.ask.readings.places import Builder
from judge.ask.situation import YOU, Doc, Unplaceable
from judge.ask.tagger import Span
from judge.patterns import LazyPattern
from judge.records import replace

RIVAL = "opponent"
UNIT_WORDS = frozenset({"unit", "units", "other", "tank", "backline"})
ATTACKER = "your attacking unit"
# The keyword that orders assignment, and the words of its requirement.
ORDER = {"tank": "Tank", "backline": "Backline"}


def _plain(reading: Reading) -> bool:
    """Nothing these readers do not model: a card, a negation, a mode with more players."""
    more_players = reading.mode not in (None, "1v1") or not set(reading.who) <= {"me"}
    return not (more_players or reading.says_any("cards", "negation", "said_not", "places"))


def _asks_must(reading: Reading) -> bool:
    """ "Do I have to ...?": the question asks what is required."""
    return any(("ask", "must") in span.tags for span in reading.tagged.spans)


def _assault(reading: Reading) -> int:
    """The Assault value the question gives a unit ("Assault 2"; the keyword alone is 1);
    0 when it names none."""
    words = reading.tagged.words
    if "assault" not in words:
        return 0
    after = words[words.index("assault") + 1 : words.index("assault") + 2]
    return int(after[0]) if after and after[0].isdigit() else 1


def _combat(b: Builder) -> str:
    """You attack your opponent's battlefield: the combat in progress there."""
    where = b.situation.battlefield(controller=RIVAL, contested_by=YOU)
    b.situation.combat = where
    return where


def _document(candidate: Candidate) -> Candidate:
    candidate.doc = {"format": 2, **candidate.doc}
    return candidate


def read_stunned_attacker_damage(reading: Reading) -> Candidate | None:
    """ "If my attacking unit has Assault 2 and is stunned, does it still deal damage?": your
    stunned unit is your only attacker, and the question is whether your side assigns any
    combat damage."""
    if reading.kind not in ("does", "can", "is") or not _plain(reading) or _asks_must(reading):
        return None
    slots = reading.slots()
    if not reading.has("stun") or not (reading.has("deal") or "obj:combat_damage" in slots):
        return None
    if not ("obj:attacker" in slots or reading.has("attack")) or "obj:defender" in slots:
        return None
    assault = _assault(reading)
    b = Builder(reading)
    b.uses("act:stun", "act:deal", "act:attack", "obj:attacker", "obj:unit", "obj:damage")
    b.uses("obj:combat_damage", "obj:combat", "obj:stunned_unit", "time:combat", "who:me")
    if assault and "mod:several" in slots:
        b.uses("mod:several")  # the number of "Assault 2"
    if reading.said_of("before", ("obj", "damage"), ("obj", "combat_damage"), ("act", "deal")):
        b.uses("mod:before")  # "stunned before damage": a stunned attacker when damage comes
    where = _combat(b)
    details: Doc = {"might": 2, "stunned": True}
    if assault:
        details["assault"] = assault
    b.situation.unit(YOU, at=where, name=ATTACKER, **details)
    b.situation.unit(RIVAL, at=where, name="opponent's defending unit", might=2)
    b.notes.append("taken: it is your only attacking unit, with 2 Might")
    question: Doc = {"damage_total": {"by": YOU, "at_least": 1}}
    return _document(b.candidate("stunned_attacker_damage", question))


# A unit said with one of these has no keyword of its own ("the normal unit", "a plain
# one"): the other unit, when the question names the keyword's unit too.
PLAIN = frozenset({"normal", "regular", "plain", "vanilla", "ordinary", "basic"})
UNIT_SPANS = (("obj", "unit"), ("obj", "defender"))
# "Can the Tank unit be ignored (skipped) when assigning?": the other unit first.
PASSED_OVER = (("act", "ignore"), ("act", "skip"))


def _first_said(reading: Reading, keyword: str | None) -> str | None:
    """Which unit the question puts first, the one with ``keyword`` ("marked") or the other
    ("other": "without Tank", "a non-Tank unit", "another unit", "the normal unit"): the
    first said in the question clause, before the assigning verb (passive) or after it
    ("lethal damage to the Tank first", "to a Backline unit before a unit without Backline",
    "to the one without Tank first"). Without a keyword, the unit said first is "marked" if
    another is said after it. The keyword's unit passed over ("can the Tank unit be
    ignored") puts the other first; "it" alone, of the one unit a statement gives the
    keyword, is that unit. None when no order is said ("first", "before"), or the units are
    not told apart (a unit said first that is neither the keyword's nor said to be
    another)."""
    spans = [s for s in reading.tagged.spans if s.start < reading.main_end]
    words = reading.tagged.words
    verbs = [k for k, s in enumerate(spans) if s.has("act", "assign")]
    ordered = any(s.has("mod", "first_one") or s.has("mod", "before") for s in spans)
    # "assigned damage after the other units": the unit said first goes last
    later = not ordered and any(s.has("mod", "after") for s in spans)
    ordered = ordered or later
    passed = keyword is not None and any(s.has(*tag) for s in spans for tag in PASSED_OVER)
    passed = passed and not _asks_must(reading)  # "must it be ignored?" is not read
    if not verbs or ordered == passed:
        return None
    said: list[tuple[int, str]] = []
    # "to the normal one first" (no unit span: "one"), in its place among the units said
    plain_ones = [
        i
        for i, w in enumerate(words[: reading.main_end - 1])
        if keyword and w in PLAIN and words[i + 1] == "one"
    ]
    # from the start of the clause: a passive says the unit first ("Does a unit with Tank
    # have to be assigned lethal damage before other units?"), an active after the verb
    for k in range(1, len(spans)):
        span, before = spans[k], spans[k - 1]
        if keyword and span.has("kw", keyword):
            # "without Tank" (the reading's own ``without``: not the "not" of "Isn't it
            # true that Tank units ...?"), "a non-Tank unit"
            negated = before.has("neg", "not") and keyword in reading.without
            negated = negated or before.has("mod", "non")
            said.append((span.start, "other" if negated else "marked"))
        elif span.has("mod", "another"):
            said.append((span.start, "other"))
        elif keyword and any(span.has(*tag) for tag in UNIT_SPANS):
            if words[span.start - 1] in PLAIN:
                said.append((span.start, "other"))
            elif not said and not _with_keyword(spans, k, keyword):
                return None  # "to the unit before the Tank unit": which unit is not said
        elif keyword is None and span.has("obj", "unit") and not said:
            said.append((span.start, "marked"))
    said += [(i, "other") for i in plain_ones]
    if (
        keyword
        and not any(label == "marked" for _, label in said)
        and _it_is_the_marked(reading, keyword)
    ):
        # "My unit has Tank. Must it be assigned lethal damage before my other units?": "it"
        # is the one unit a statement gives the keyword, in its place in the question
        said += [(i, "marked") for i, w in enumerate(words[: reading.main_end]) if w == "it"]
    labels = [label for _, label in sorted(said)]
    if passed:  # the keyword's unit passed over: the other one first
        return "other" if labels == ["marked"] else None
    if later:  # the unit said first is the one put after: the other comes first
        if not keyword or len(set(labels)) != len(labels) or not labels:
            return None
        return "other" if labels[0] == "marked" else "marked"
    return labels[0] if labels and (keyword or "other" in labels) else None


# Words between the keyword's unit and its stun: "the Tank unit is stunned".
STUN_OF = frozenset({"unit", "is", "was", "gets", "got", "becomes", "became", "has", "been"})


def _stun_said_of(reading: Reading, keyword: str) -> bool:
    """The stun is said of the keyword's unit: right before it ("a stunned Tank unit") or
    after it with nothing but "unit is" between ("if the Tank unit is stunned")."""
    words = reading.tagged.words
    stuns = [i for i, w in enumerate(words) if w.startswith("stun")]
    marks = [i for i, w in enumerate(words) if w == keyword]
    return any(
        (i < j and j - i <= 2) or (j < i and set(words[j + 1 : i]) <= STUN_OF)
        for i in stuns
        for j in marks
    )


def _with_keyword(spans: list[Span], k: int, keyword: str) -> bool:
    """Whether the unit at ``k`` is said with the keyword or without it ("the Tank unit", "a
    unit with Tank", "a unit without Tank", "a non-Tank unit")."""
    after = spans[k + 1 : k + 3]
    if after and after[0].has("neg", "not") and len(after) > 1:
        after = after[1:]
    return spans[k - 1].has("kw", keyword) or bool(after and after[0].has("kw", keyword))


def _it_is_the_marked(reading: Reading, keyword: str) -> bool:
    """ "A unit with Tank is there. Must damage be assigned to it first?": "it" in the
    question clause, which names no unit, and the statements one unit, the keyword's."""
    spans = reading.tagged.spans
    asked = [s for s in spans if s.start < reading.main_end]
    scene = [s for s in spans if s.start >= reading.main_end]
    if "it" not in reading.tagged.words[: reading.main_end]:
        return False
    if any(s.has("kw", keyword) for s in asked):
        return False
    units = [s for s in scene if any(s.has(*tag) for tag in UNIT_SPANS)]
    marks = [s for s in scene if s.has("kw", keyword)]
    return len(units) == 1 and len(marks) == 1 and not any(s.has("neg") for s in scene)


def _generic_battlefield(place: PlacePhrase) -> bool:
    """ "at the battlefield", "in combat at a battlefield": no owner, card or other mark."""
    plain = place.owner is None and place.card is None and not place.mods
    return plain and place.kind == "battlefield" and place.role == "at"


def _two_marked(reading: Reading, keyword: str) -> bool:
    """The other side's units said to be two with the keyword ("two units with Tank", "two
    Tank units"), and no unit without it said."""
    text = " ".join(reading.tagged.words)
    said = f"two units with {keyword}" in text or f"two {keyword} units" in text
    return said and not (reading.without or "mod:another" in reading.slots())


def _without_said(reading: Reading) -> bool:
    """Every "not" of the statements is a unit said without the keyword ("a unit without
    it"): it describes the other unit, which the board holds."""
    words = reading.tagged.words
    negs = [s for s in reading.tagged.spans if s.start >= reading.main_end and s.has("neg")]
    return all(words[s.start] == "without" for s in negs)


def read_damage_order(reading: Reading) -> Candidate | None:
    """ "Do I have to assign lethal damage to the Tank unit before any other defending
    unit?", "Can I assign combat damage to a Backline unit before a unit without Backline?",
    "Must I assign lethal damage to a unit before assigning damage to another unit?", and
    "Can I assign all my damage to a Backline unit (if the other defender is stunned)?": you
    assign your combat damage among two of your opponent's defending units. The unit said
    first gets lethal damage and the other the rest ("can"); "must" asks whether the other
    order is barred (that order judged, turned round)."""
    # "a unit with Tank is at the battlefield": the battlefield of the combat, said plainly
    generic = all(_generic_battlefield(place) for place in reading.places)
    plain = replace(
        reading, who=[], context_negated=False, places=[] if generic else reading.places
    )
    if not _plain(plain) or not reading.has("assign"):
        return None
    if set(reading.who) - {"me", "opponent", "their"}:
        return None
    if reading.context_negated and not _without_said(reading):
        return None
    slots = reading.slots()
    # said with it or without it ("the unit without Tank"): the keyword that orders
    keywords = [word for word in ORDER if {f"kw:{word}", f"without:{word}"} & slots]
    if len(keywords) > 1 or reading.has("deal", "attack", "move", "play"):
        return None
    keyword = keywords[0] if keywords else None
    said_modes = {m for span in reading.tagged.spans for m in span.values("mode")}
    if said_modes - {"1v1"} and keyword is not None:
        # a mode judged by playing out a 1v1 board would put them all under one opponent
        raise Unplaceable(
            "Tank and Backline order only units with the same controller: with more than two "
            "players the units assigned damage may be two players', which the question does "
            "not say"
        )
    must = _asks_must(reading)
    everything = "obj:all_damage" in slots
    first = None if everything else _first_said(reading, keyword)
    if must and everything:  # "must" asks the order; "all my damage" asks one assignment
        return None
    if not everything and first is None:
        return None
    if everything and (keyword != "backline" or "mod:another" not in slots):
        return None  # all of it to a Tank unit turns on how much damage there is
    if keyword is None and (reading.has("stun") or not must or "obj:lethal" not in slots):
        return None  # without a keyword only "must ... lethal ... before another" is read
    both = keyword is not None and _two_marked(reading, keyword)
    if both and (must or first != "marked" or everything):
        return None  # two units with the keyword: only "can one of them come first" is read
    # "My unit has Tank. Must it be assigned lethal damage before my other units?": the units
    # ordered are yours, and your opponent assigns (the rule is the same for either side)
    words = reading.tagged.words
    yours = any(words[i] == "my" and words[i + 1] in UNIT_WORDS for i in range(len(words) - 1))
    if yours and "i" in words:
        return None  # you assigning to your own units, or your units and another's: not read
    side, assigner = (YOU, RIVAL) if yours else (RIVAL, YOU)
    stunned = reading.has("stun")
    b = Builder(reading)
    b.uses("act:assign", "act:put", "obj:unit", "obj:defender", "obj:damage", "who:me")
    if both:
        b.uses("mod:several", "mod:whichever")
    b.uses("obj:lethal", "obj:all_damage", "mod:another", "obj:combat", "time:combat")
    b.uses("mod:first_one", "mod:before", "mod:after", "mod:non", "who:opponent", "who:their")
    b.uses("unit_owner:opponent", "place:battlefield")  # the defending units, where they are
    if keyword and not must:
        b.uses("act:ignore", "act:skip")  # the keyword's unit passed over (_first_said)
    if keyword:
        b.uses(f"kw:{keyword}", f"without:{keyword}", "neg:condition")
    if stunned:
        b.uses("act:stun", "obj:stunned_unit")
    if yours:  # your opponent attacks your battlefield, on their turn
        where = b.situation.battlefield(controller=YOU, contested_by=RIVAL)
        b.situation.combat = where
        b.situation.turn = RIVAL
    else:
        where = _combat(b)
    label = ORDER[keyword] if keyword else "first"
    whose = "your" if yours else "opponent's"
    marked = f"{whose} {label} unit"
    other = f"{whose} other defending unit"
    might = 4 if everything else 3
    units_might = 2 if keyword else 3  # without a keyword, 3 damage kills neither outright
    attacker = "opponent's attacking unit" if yours else ATTACKER
    b.situation.unit(assigner, at=where, name=attacker, might=might)
    # "a stunned Tank unit", "if the Tank unit is stunned": the stun is the keyword's unit's
    stun_marked = stunned and keyword is not None and _stun_said_of(reading, keyword)
    b.situation.unit(
        side,
        at=where,
        name=marked,
        might=units_might,
        keywords=[label] if keyword else [],
        stunned=stun_marked,
    )
    if both:  # "two units with Tank": the second said is the other one, with it too
        other = f"{whose} other {label} unit"
        b.situation.unit(side, at=where, name=other, might=units_might, keywords=[label])
    else:
        stun_other = stunned and not stun_marked
        b.situation.unit(side, at=where, name=other, might=units_might, stunned=stun_other)
    attacks = "your opponent attacks" if yours else "you attack"
    b.notes.append(
        f"taken: {attacks} with {might} Might against two {units_might}-Might defending units"
    )
    if everything:
        assign = {marked: might}
    elif keyword is None:  # the unit said first short of lethal, the rest to the other
        assign = {marked: 1, other: 2}
    elif both:  # whichever of the two first: the one the board names second
        assign = {other: 2, marked: 1}
    else:
        ahead, behind = (marked, other) if first == "marked" else (other, marked)
        if must:  # "must X come first?": can the other come first?
            ahead, behind = behind, ahead
        assign = {ahead: 2, behind: 1}
    question: Doc = {"assign_damage": {"by": assigner, "assign": assign}}
    if must:
        who = "your opponent" if yours else "you"
        b.notes.append(f"taken as: can {who} assign the damage in another order?")
    return _document(b.candidate("damage_order", question, invert=must))


# --- a split of one side's damage among the other side's units, said with numbers ----------

NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
AMOUNT = r"(?:\d+|two|three|four|five|six)"
# "four 3 might units", "two 2-Might units" (normalised: "2 might"), the other side's;
# "four 3 might defenders" says their role too (never "my four ...": those are yours).
UNITS_SAID = LazyPattern(
    rf"(?<!\bmy )\b(?P<count>{AMOUNT}) (?P<might>\d+) might (?P<noun>units|defenders|attackers)\b"
)
THEIR_ROLE = {"defenders": "defender", "attackers": "attacker"}
# "4 combat damage", "5 damage": the damage the asking player's side has to assign; "5 might
# attacking": the Might of its units, the role said.
TOTAL_SAID = LazyPattern(
    r"\b(?:have|with) (?P<total>\d+) (?:(?:combat )?damage\b|might (?P<role>attacking|defending)\b)"
)
DAMAGE = r"(?: combat)?(?: damage)?"
TO = r"(?:to|on)"
SPLITS = (
    # "1 damage to each of them": every unit the same
    LazyPattern(rf"(?P<each>\d+){DAMAGE} {TO} each(?: of them| of the units| unit| one)?"),
    # "2 on one and 1 on each of the others (the rest, the other three)"
    LazyPattern(
        rf"(?P<one>\d+){DAMAGE} {TO} one(?: of them| unit)? and (?P<each>\d+){DAMAGE} {TO} "
        rf"(?:each (?:of the )?(?:others|rest|other (?P<others>{AMOUNT})|other units|other ones)"
        r"|the other(?: one| unit)?)"
    ),
    # "2/1/1/1" (normalised "2 1 1 1"): one amount per unit
    LazyPattern(r"(?P<amounts>\d+(?: (?:and )?\d+)+)"),
    # "all 5 damage to one of them": one unit, the others none
    LazyPattern(rf"all (?P<all>\d+){DAMAGE} {TO} one(?: of them| unit| of the units)?"),
    # "2 on one and 3 on another": two units, the others none
    LazyPattern(
        rf"(?P<first>\d+){DAMAGE} {TO} one(?: of them| unit)? and (?P<second>\d+){DAMAGE} {TO} "
        r"(?:another|another one|a second one|a second unit|another unit)"
    ),
)
ASKS_SPLIT = LazyPattern(
    r"(?:can|may|could) i (?:assign|put|allocate|distribute|split|divide|deal)"
    r"(?: my(?: combat)? damage| it| them)?(?: as| like)? (?P<split>.+)"
)
SPLIT_SAID = {
    "act:assign",
    "act:put",
    "act:deal",
    "mod:another",
    "mod:against",
    "mod:number",
    "mod:several",
    "obj:combat",
    "obj:combat_damage",
    "obj:damage",
    "obj:unit",
    "outside:might_value",
    "who:me",
    "who:opponent",
    "who:their",
    "time:combat",
}


def _count(word: str) -> int:
    return NUMBERS[word] if word in NUMBERS else int(word)


def _split(said: str, units: int) -> list[int] | None:
    """The amounts ``said`` gives each of ``units`` units, in order (None: no split read, or
    one that does not name each unit once)."""
    for pattern in SPLITS:
        found = pattern.fullmatch(said)
        if found is None:
            continue
        parts = found.groupdict()
        if parts.get("all"):
            return [int(parts["all"]), *[0] * (units - 1)]
        if parts.get("first"):
            return [int(parts["first"]), int(parts["second"]), *[0] * (units - 2)]
        if parts.get("amounts"):
            amounts = [int(a) for a in parts["amounts"].split() if a != "and"]
            return amounts if len(amounts) == units else None
        each = int(parts["each"])
        if parts.get("one") is None:
            return [each] * units
        others = parts.get("others")
        if others is not None and _count(others) != units - 1:
            return None
        return [int(parts["one"]), *[each] * (units - 1)]
    return None


def read_damage_split(reading: Reading) -> Candidate | None:
    """ "I have 5 combat damage against four 3-Might units. Can I assign 2 to one and 1 to
    each of the others?": your side's damage (one attacking unit of that Might) and the
    other side's units as said, and whether that assignment is legal (lethal damage in full
    on a unit before the next, no more than lethal while another lacks it)."""
    if reading.kind != "can" or not _plain(replace(reading, who=[])):
        return None
    if set(reading.who) - {"me", "opponent", "their"}:  # "each of them": the units
        return None
    if reading.keywords or reading.without or reading.timing - {"combat"}:
        return None
    words = reading.tagged.words
    asked = ASKS_SPLIT.fullmatch(" ".join(words[: reading.main_end]))
    scene = " ".join(words[reading.main_end :])
    units, total = UNITS_SAID.findall(scene), TOTAL_SAID.findall(scene)
    if asked is None or len(units) != 1 or len(total) != 1:
        return None
    count, might, noun = _count(units[0][0]), int(units[0][1]), units[0][2]
    amounts = _split(asked.group("split"), count)
    if amounts is None or not 1 < count <= 6:
        return None
    if "all" in asked.group("split").split() and amounts[0] != int(total[0][0]):
        return None  # "all 4" of 5 damage: not what the side has
    if _order_said(asked.group("split"), amounts, might):
        return None
    defending = _defending(reading, THEIR_ROLE.get(noun), total[0][1])
    if defending is None:
        return None  # whose role is which is not read
    b = Builder(reading)
    b.uses(*SPLIT_SAID)
    if noun in THEIR_ROLE:  # their units said by their role: the other role is yours
        b.uses("obj:defender" if noun == "defenders" else "obj:attacker")
    if defending:  # your opponent attacks your battlefield
        b.uses("act:defend", "obj:defender")
        where = b.situation.battlefield(controller=YOU, contested_by=RIVAL)
        b.situation.combat = where
        b.situation.turn = RIVAL  # the attacker's turn
    else:
        b.uses("act:attack", "obj:attacker")
        where = _combat(b)
    mine = "your defending unit" if defending else ATTACKER
    b.situation.unit(YOU, at=where, name=mine, might=int(total[0][0]))
    names = [f"opponent's unit {k}" for k in range(1, count + 1)]
    for name in names:
        b.situation.unit(RIVAL, at=where, name=name, might=might)
    if defending:
        said = f"you defend with one unit of {total[0][0]} Might against your opponent's {count}"
        said += f" attacking units of {might} Might"
    else:
        said = f"you attack with one unit of {total[0][0]} Might against your opponent's {count}"
        said += f" defending units of {might} Might (which side attacks changes nothing here)"
    b.notes.append(f"taken: {said}")
    assign = {name: amount for name, amount in zip(names, amounts, strict=True) if amount}
    question: Doc = {"assign_damage": {"by": YOU, "assign": assign}}
    return _document(b.candidate("damage_split", question))


def _order_said(split: str, amounts: list[int], might: int) -> bool:
    """ "2 on one and 3 on another" may say the damage each unit ends with (3 lethal, then 2:
    legal) or the order it is assigned in (2 first: not), and the two differ when the first
    amount said is short of lethal and a larger one follows it."""
    first, second = amounts[:2]
    return "another" in split.split() and first < might and second > first


def _defending(reading: Reading, theirs: str | None, mine: str) -> bool | None:
    """Whether your side defends: said of your units ("I have 5 Might defending"), of theirs
    ("four 3 Might defenders": you attack), or else by the question's words; None when what
    is said disagrees ("I defend against two 3 Might defenders")."""
    said = {mine == "defending"} if mine else set()
    if theirs is not None:
        said.add(theirs == "attacker")
    if not said:
        slots = reading.slots()
        attacks = reading.has("attack") or "obj:attacker" in slots
        defends = reading.has("defend") or "obj:defender" in slots
        return None if attacks and defends else defends
    if len(said) != 1:
        return None
    defending = said.pop()
    return None if reading.has("attack" if defending else "defend") else defending


# --- a unit with Might below 0 in its side's combat damage ----------------------------------

# "a unit with -2 Might", "has -2 Might": its Might is -2. Said with an effect ("gets -2
# Might", "-2 Might from an effect") it is a decrease, whose result the question leaves open.
MINUS = LazyPattern(r"\b(?:with|has|have) minus (?P<amount>\d+) might\b")
DECREASE = frozenset({"from", "gets", "get", "got", "given", "gives", "effect", "spell"})
AS_ZERO = LazyPattern(r"\b(?:as|be) (?:0|zero)\b")
NEGATIVE_SAID = {
    "mod:zero_might",
    "mod:number",
    "mod:several",
    "obj:combat",
    "obj:damage",
    "obj:combat_damage",
    "obj:unit",
    "outside:might_value",
    "act:sum",
    "mod:summed",  # "summing", "summed" are also the word for keyword values added together
    "act:assign",
    "act:reduce",
    "act:count",
    "act:attack",
    "obj:attacker",
    "who:me",
}


def read_negative_might(reading: Reading) -> Candidate | None:
    """ "A unit with negative Might is attacking. When summing Might for combat damage is it
    counted as 0?", "One of my attackers has -2 Might. Does it lower the total Might my side
    assigns as combat damage?": your attacking units, one of 3 Might and one with Might below
    0, and whether your side assigns the 3 (its Might is treated as 0 in the sum)."""
    if reading.kind not in ("does", "is") or not _plain(reading) or _asks_must(reading):
        return None
    if reading.keywords or reading.timing - {"combat"} or reading.has("stun", "defend"):
        return None
    words = reading.tagged.words
    text = " ".join(words)
    minus = MINUS.findall(text)
    negative = ("negative" in words and "zero_might" in reading.mods) or len(minus) == 1
    said = reading.mentions("combat_damage") or (
        reading.mentions("damage") and reading.mentions("combat")
    )
    if not negative or not said or len(minus) > 1 or DECREASE & set(words):
        return None
    question_clause = " ".join(words[: reading.main_end])
    as_zero = AS_ZERO.search(question_clause) is not None
    lowers = reading.has("reduce")
    if as_zero == lowers:  # one of the two asked, and only one
        return None
    if "0" in words[reading.main_end :] or "zero" in words[reading.main_end :]:
        return None  # a Might of 0 said of the unit, not only its treatment
    below = -int(minus[0]) if minus else -2
    b = Builder(reading)
    b.uses(*NEGATIVE_SAID)
    where = _combat(b)
    b.situation.unit(YOU, at=where, name=ATTACKER, might=3)
    b.situation.unit(YOU, at=where, name="your other attacking unit", might=below)
    b.situation.unit(RIVAL, at=where, name="opponent's defending unit", might=5)
    b.notes.append(
        f"taken: you attack with a 3-Might unit and one with {below} Might against a 5-Might "
        "defending unit; asked as: does your side assign 3 combat damage?"
    )
    question: Doc = {"damage_total": {"by": YOU, "at_least": 3}}
    return _document(b.candidate("negative_might", question, invert=lowers))


# --- the rules of assigning and dealing combat damage, asked of the rule itself -------------

# What a question about when combat damage is dealt may say: dealt (never assigned, which is
# not simultaneous), at once, of combat damage or all damage in a combat.
SIMULTANEOUS_USED = {
    "act:deal",
    "mod:at_once",
    "mod:several",
    "obj:combat",
    "obj:damage",
    "obj:all_damage",
    "obj:unit",
    "time:combat",
}
# Words that would make it another question: whom it is dealt to, an alternative, a
# comparison with something else.
NOT_PLAIN = frozenset({"or", "to", "than", "as", "with", "among", "on", "onto", "between"})


def read_damage_simultaneous(reading: Reading) -> Candidate | None:
    """ "Is combat damage dealt simultaneously?", "Are all combat damages dealt at the same
    time?": once all of it is assigned, all of it is dealt at once (yes)."""
    if reading.kind != "is" or not _plain(reading) or reading.who or reading.also_asked:
        return None
    if reading.actions != ["deal"] or "at_once" not in reading.mods:
        return None
    if not ({"damage", "all_damage"} & set(reading.objects)):
        return None
    if "combat" not in reading.objects and "combat" not in reading.timing:
        return None
    if NOT_PLAIN & set(reading.tagged.words) or reading.slots() - SIMULTANEOUS_USED:
        return None
    doc: Doc = {"format": 2, "question": {"combat_rule": "damage_simultaneous"}}
    return Candidate("combat_damage_simultaneous", doc, reading.slots())


# What a question about which player assigns combat damage first may say.
FIRST_USED = {
    "act:assign",
    "obj:attacker",
    "obj:defender",
    "obj:damage",
    "obj:combat",
    "obj:player",
    "mod:first_one",
    "mod:before",
    "time:combat",
    "time:combat_damage_step",  # "in the combat damage step": where it is assigned
    "act:attack",  # "the attacking player", "the defending player": the side's player
    "act:defend",
    "who:their",
}
# The player of a side, said as one ("the defending player"): act:attack or act:defend right
# before obj:player.
SIDE_PLAYERS = {"attack": "attacker", "defend": "defender"}


def _sides_said(spans: list[Span]) -> list[str] | None:
    """The attacker and defender the question names, in its order: "the defender", "the
    attacking unit", "the defending player"; None when "attack" or "defend" is said
    otherwise (what the player does, not which side it is)."""
    sides: list[str] = []
    for k, span in enumerate(spans):
        sides += [v for v in span.values("obj") if v in ("attacker", "defender")]
        acts = [v for v in span.values("act") if v in SIDE_PLAYERS]
        if acts:
            after = spans[k + 1] if k + 1 < len(spans) else None
            if after is None or after.start != span.end or not after.has("obj", "player"):
                return None
            sides.append(SIDE_PLAYERS[acts[0]])
    return sides


def read_attacker_assigns_first(reading: Reading) -> Candidate | None:
    """ "Does the defender assign combat damage first?", "Does the attacker assign its damage
    before the defender?": the attacker assigns first. The player asked about is the first
    of attacker and defender the question names; "first" or "before" the other must be said,
    and nothing about whom the damage is assigned to."""
    # "does the defending player assign their damage first?": "their" is that player's
    said = replace(reading, who=[w for w in reading.who if w != "their"])
    if reading.kind not in ("does", "is") or not _plain(said) or reading.also_asked:
        return None
    if set(reading.actions) - set(SIDE_PLAYERS) != {"assign"} or reading.slots() - FIRST_USED:
        return None
    if not ({"first_one", "before"} & reading.mods) or NOT_PLAIN & set(reading.tagged.words):
        return None
    sides = _sides_said(reading.tagged.spans)
    if sides is None or not sides or len(set(sides)) != len(sides):
        return None
    if "before" in reading.mods and len(sides) != 2:
        return None  # "before" what, when the other player is not named, is not read
    doc: Doc = {"format": 2, "question": {"combat_rule": "attacker_assigns_first"}}
    invert = sides[0] == "defender"
    return Candidate("combat_attacker_assigns_first", doc, reading.slots(), invert=invert)


READERS = (
    read_damage_simultaneous,
    read_attacker_assigns_first,
    read_stunned_attacker_damage,
    read_damage_order,
    read_damage_split,
    read_negative_might,
)
