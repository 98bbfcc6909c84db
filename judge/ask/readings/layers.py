"""The reader for questions about a unit's Might (the layers): "My 3 Might unit gets +2 and
then -4: what is its Might?", "Is a 4 Might unit with a buff Mighty?", "Last Stand doubles
my 2 Might unit after Eclipse: what is its Might?", "Does my 3 Might unit with Assault 2
have 5 Might while attacking?", "Does Shield give my unit Might when it attacks?", "My unit
with Assault 2 is defending: does it get +2 Might?", "If my 3
Might unit with a buff takes 3 damage, does it die?".

The general reader drops the signs of numbers, so this one reads the question's own text,
like the targeting reader: it fires only when every word is one it accounts for (a printed
Might, effects of +N and -N, buffs, "becomes N", doubling, the cards whose whole text is one
such effect, the order words "then" and "after"), and otherwise leaves the question to the
general reader, where Might is outside what it models. Limited effects ("to a maximum of"),
passive abilities and attached gear are not read here: the engine judges them from a
scenario (docs/scenarios.md), the reader cannot tell a passive ability from a spell.

A unit said to be attacking or defending is in a combat at battlefield 1 against an enemy
unit, with the designation said (its Assault or Shield counts only then); damage said on
it, with "die", asks whether the next cleanup kills it. "Power" said of such a unit is its
Might (the question has no other word that could make it a rune's Power).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from judge.ask.cards import CardIndex, CardMention
from judge.ask.names import name_words
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.targets import Unread
from judge.engine.consistency import one_buff_rule
from judge.patterns import LazyPattern

UNIT = "your unit"
THEIR_UNIT = "your opponent's unit"
# "my opponent's unit", "an enemy unit", "their unit": the unit is an opponent's
THEIRS = frozenset({"opponent's", "enemy", "their"})
TOKEN = re.compile(r"[+-]?\d+|[a-z]+(?:'[a-z]+)?|[?,.:;()]")
# What the question may say besides what is read: the frame of the question and the words
# that join its parts. Anything else leaves the question to the general reader.
FRAME = frozenset(
    {
        "a",
        "an",
        "the",
        "my",
        "your",
        "it",
        "its",
        "it's",
        "unit",
        "units",
        "unit's",
        "this",
        "turn",
        "is",
        "what",
        "does",
        "if",
        "and",
        "?",
        ",",
        ".",
        ":",
        ";",
        "has",
        "have",
        "with",
        "gets",
        "get",
        "got",
        "given",
        "gives",
        "give",
        "of",
        "now",
        "at",
        "becomes",
        "became",
        "be",
        "might",
        "when",
        "while",
        "in",
        "combat",
        "will",
        "still",
        "base",
        "printed",
        "total",
        "takes",
        "took",
        "taken",
        "dealt",
        "marked",
        "on",
        "from",
        "i",
        "play",
        "cast",
    }
)
# A unit's role in a combat, said of it: its Assault or Shield counts while it has it.
ROLE = {
    "attacking": "attacker",
    "attacks": "attacker",
    "attacker": "attacker",
    "attack": "attacker",
    "defending": "defender",
    "defends": "defender",
    "defender": "defender",
    "defend": "defender",
    "blocks": "defender",  # "block" alone is also the card Block
    "blocking": "defender",
}
# "I attacked with my unit" (never "my unit was attacked": then it defends)
ROLE_WITH = {"attacked": "attacker", "defended": "defender"}
HAVE = frozenset({"have", "has"})
COMBAT_KEYWORDS = {"assault": "Assault", "shield": "Shield"}
KEYWORD_ROLE = {"Assault": "attacker", "Shield": "defender"}  # the role each adds Might in
DIES = frozenset({"die", "dies", "killed", "destroyed"})
# "Can it survive?", "does it survive?": whether it dies, turned round.
SURVIVES = frozenset({"survive", "survives"})
# "Does Assault add Might ...?", "Does Shield give it extra Might ...?": does it have more.
MORE = frozenset({"add", "adds", "extra", "more", "increase", "increases", "bonus", "boost"})
SAYS_MIGHT_IS = frozenset({"at", "is", "of", "to"})  # before a signed number: its Might now
GIVES = frozenset({"gets", "get", "got", "given", "gives", "give"})  # before a number: an effect
ORDER = frozenset({"then"})  # the effects began applying in the order they are said
# Order words that do not follow the order of the sentence ("A after B"): not read.
UNORDERED = frozenset({"after", "afterwards", "later", "next", "before", "first", "earlier"})
# A zone off the board the unit is said to be in ("in my trash"), and how it got there: there
# it is evaluated by its printed Might alone.
ZONES = {"trash": "trash", "banishment": "banishment"}
LEFT_BY = {"trash": "kill", "banishment": "banish"}
# How it left the board, said before the question: "was killed", "died", "was banished".
LEFT = {"killed": "kill", "destroyed": "kill", "died": "kill", "banished": "banish"}
# A spell's whole instruction about Might, as the cards word it: "Give a unit +2 :rb_might:
# this turn." (Discipline, Eclipse), "Double a friendly unit's Might this turn." (Last Stand).
CARD_EFFECT = LazyPattern(
    r"(?:Give (?:a|an) (?:friendly |enemy )?unit ([+-]\d+) :rb_might: this turn"
    r"|(Double) a friendly unit's Might this turn)\.?"
)


@dataclass
class _Read:
    """What the words said so far."""

    base: int | None = None
    effects: list[dict[str, Any]] = field(default_factory=list)
    buffs: int = 0
    ordered: bool = False
    asked: dict[str, Any] = field(default_factory=dict)
    value_asked: bool = False
    cards: list[str] = field(default_factory=list)
    roles: set[str] = field(default_factory=set)
    keywords: dict[str, int] = field(default_factory=dict)
    damage: int | None = None
    dies_asked: bool = False
    more_asked: bool = False
    gain_asked: int | None = None  # "does it get +2?": whether its keyword gives it +2 now
    becomes_asked: bool = False  # "does it become Mighty?": as a spell gives it Might
    survives_asked: bool = False  # "does it survive?": the death asked, turned round
    can: bool = False  # "can it survive?": read only of surviving, which the board decides
    use_asked: bool = False  # "can it use its Assault value?": whether the keyword adds
    amount_asked: bool = False  # "how much Might does it gain?": what its keyword adds
    theirs: bool = False  # "my opponent's unit", "an enemy unit": not yours
    base_taken: str = ""  # what is asked to add to a Might the question does not say
    notes: list[str] = field(default_factory=list)  # what a card named was read as
    granted: dict[str, int] = field(default_factory=dict)  # by a card named: "gets Cleave"
    named: str = ""  # a real unit card named, whose printed Assault or Shield it has
    not_roles: set[str] = field(default_factory=set)  # "attacking, not defending"
    cleanup_said: bool = False  # "killed in a cleanup for having lethal damage": a death's
    zone: str = ""  # "in my trash": the zone off the board it is asked about in
    left: str = ""  # "kill" or "banish": how it left the board (said before the question)

    def add(self, kind: str, source: str, amount: int | None = None) -> None:
        names = {e["source"] for e in self.effects}
        name, n = source, 2
        while name in names:
            name, n = f"{source} ({n})", n + 1
        effect: dict[str, Any] = {"source": name, "kind": kind}
        if amount is not None:
            effect["amount"] = amount
        self.effects.append(effect)


def read_might(question: str, cards: CardIndex) -> Candidate | Unread | None:
    """The unit's Might the question asks, when all its words are read."""
    text = question.lower().replace("’", "'").replace("−", "-").replace("–", "-")
    mode, text = _mode_said(text)
    tokens = TOKEN.findall(text)
    if "".join(tokens).replace(" ", "") != re.sub(r"[\s\"!]", "", text):
        return None  # a character the reader does not know (a quote, a bracket)
    if sum(_another_unit(tokens, k) for k in range(len(tokens))) > 1:
        return None  # two units: which one each detail is said of is not read here
    power = "power" in tokens
    tokens = ["might" if t == "power" else t for t in tokens]
    said = any(t in ("might", "mighty") for t in tokens)
    if not (said or _uses_keyword(tokens) or _keyword_bonus(tokens)):
        return None
    read = _Read()
    if not _scan(tokens, read, cards) or len(read.roles) > 1:
        return None
    for keyword, value in read.granted.items():  # summed with the unit's own (807.2, 814.2)
        read.keywords[keyword] = read.keywords.get(keyword, 0) + value
    if read.named and any(_another_unit(tokens, k) for k in range(len(tokens))):
        return None  # "Stalwart Poro and my unit": which one each detail is said of
    if read.not_roles and (read.not_roles & read.roles or not read.roles):
        return None  # "not attacking" alone: defending, or in no combat at all
    if read.can and not (read.survives_asked or read.use_asked):  # "can it have 5 Might?"
        return None
    if read.cleanup_said and not read.dies_asked:
        return None
    if read.theirs and (read.zone or read.left or read.becomes_asked):
        return None  # an opponent's unit is read on the board only
    asks_keyword = read.more_asked or read.gain_asked is not None or read.amount_asked
    if read.amount_asked:
        read.value_asked, asks_keyword = False, True
    if read.base is None and asks_keyword and read.keywords and not read.effects:
        read.base = ANY_MIGHT  # whether the keyword adds does not turn on the Might
        read.base_taken = "the keyword"
    if read.base is None and _buff_gain_asked(read):
        read.base = ANY_MIGHT  # "does a buff give a unit +1 Might?": nor does what it adds
        read.base_taken = "a Buff"
    if read.left and not read.zone:  # "was killed. Is it Mighty?": asked where it went
        read.zone = next(zone for zone, way in LEFT_BY.items() if way == read.left)
    if read.zone and not _off_board(read):
        return None
    if read.base is None and read.value_asked and read.keywords and not read.effects:
        (keyword, value), *_ = read.keywords.items()
        return Unread(  # "My unit has Shield 2 and is defending. What is its Might?"
            f"the question does not say the unit's Might before its {keyword}: what {keyword} "
            f"{value} adds is asked as 'does {keyword} give it +{value} Might?'"
        )
    if read.base is None or not _asks_one_thing(read):
        return None
    if read.ordered and read.buffs:  # when the buff came is not a timestamp the reader gives
        return None
    if read.buffs > 1:  # a board no game reaches: say the rule, judge nothing
        return Unread(f"the question gives a unit {read.buffs} Buffs: {one_buff_rule()}")
    candidate = _candidate(read)
    if mode:  # the players of that mode: what a unit's Might is turns on none of them
        for doc in (candidate.doc, *(other for _, other in candidate.alternatives)):
            doc["situation"]["mode"] = mode
    if power:
        candidate.notes.append("read 'power' as the unit's Might")
    return candidate


# "In 2v2, ...", "We're playing FFA3. ...": the mode of play, said first
MODE_SAID = LazyPattern(
    r"(?:in (?:a |an )?(?P<in>2v2|ffa ?[34])(?: game| match)?,?"
    r"|(?:we're|we are|i'm|i am) playing (?:a |an )?(?P<playing>2v2|ffa ?[34])(?: game| match)?\.)"
    r"\s+"
)


def _mode_said(text: str) -> tuple[str, str]:
    """The mode of play the question opens with, if any, and the rest of the question."""
    found = MODE_SAID.match(text)
    if found is None:
        return "", text
    mode = (found.group("in") or found.group("playing")).replace(" ", "")
    return mode, text[found.end() :]


ANY_MIGHT = 2  # the Might taken for a unit whose Might the question does not say
UNIT_NOUNS = frozenset({"unit", "units", "attacker", "defender"})
# "it's a defender", "is an attacker", "as an attacker": the unit said again, in its role
PREDICATE = frozenset({"it's", "is", "as", "being"})


def _another_unit(tokens: list[str], k: int) -> bool:
    """Whether the word at ``k`` names a unit, other than a role said of one already named
    ("while it's a defender")."""
    if tokens[k] not in UNIT_NOUNS:
        return False
    said_as = tokens[k] in ROLE and k > 1 and tokens[k - 1] in ("a", "an")
    return not (said_as and tokens[k - 2] in PREDICATE)


def _uses_keyword(tokens: list[str]) -> bool:
    """ "use its Assault (value)": what the keyword adds is asked without saying "Might"."""
    return any(
        tokens[i : i + 2] in (["use", "its"], ["use", "the"]) and tokens[i + 2] in COMBAT_KEYWORDS
        for i in range(len(tokens) - 2)
    )


def _keyword_bonus(tokens: list[str]) -> bool:
    """ "Does it get the +2?", "Does Assault give it the bonus?": what Assault or Shield adds,
    asked without saying "Might"."""
    said = any(t in MORE | APPLIES or re.fullmatch(r"\+\d+", t) for t in tokens)
    return said and any(t in COMBAT_KEYWORDS for t in tokens)


def _off_board(read: _Read) -> bool:
    """A unit asked about in a zone off the board: its Might or Mightiness asked, nothing
    of a combat or damage said, and "killed" or "banished" read as how it got there (the
    zone's own way), effects on it only while it was on the board."""
    if read.dies_asked:  # "and then killed": how it got to the trash, not what is asked
        read.dies_asked, read.left = False, read.left or "kill"
    if read.left and LEFT_BY[read.zone] != read.left:
        return False
    if read.roles or read.keywords or read.damage is not None or read.becomes_asked:
        return False
    if read.more_asked or not (read.asked or read.value_asked):
        return False
    return bool(read.left) or not (read.effects or read.buffs)


def _asks_one_thing(read: _Read) -> bool:
    """The question asks one thing the reader can put to the engine, about a unit whose
    Might something changes (or whose Mightiness, death or keyword is asked)."""
    asked = [
        bool(read.asked or read.value_asked),
        read.dies_asked,
        read.more_asked,
        read.becomes_asked,
        read.gain_asked is not None,
        read.amount_asked,
    ]
    if sum(asked) != 1:
        return False
    if read.zone:  # off the board: its printed Might is asked (_off_board)
        return True
    if read.becomes_asked:  # one spell said last gives the Might, with nothing in combat
        last = read.effects[-1]["source"] if read.effects else ""
        return len(read.cards) == 1 and last == read.cards[0] and not (read.roles or read.damage)
    if read.dies_asked:
        return read.damage is not None
    if read.damage is not None:
        return False  # damage does not change Might: what it is said for is not read
    if read.more_asked or read.amount_asked:
        return bool(read.keywords) and not (read.effects or read.buffs)
    if _buff_gain_asked(read):
        return True
    if read.gain_asked is not None:  # what each keyword said gives, in the role said
        values = set(read.keywords.values())
        alone = not (read.effects or read.buffs or read.asked)
        return alone and len(read.roles) == 1 and values == {read.gain_asked}
    return bool(read.effects or read.buffs or read.keywords or read.asked)


def _card_effect(cards: CardIndex, words: list[str]) -> tuple[str, str, int | None, int] | None:
    """A card named at the start of ``words`` whose whole text about Might is one effect:
    (its name, the kind, the amount, how many words its name takes)."""
    found = cards.find(normalise(" ".join(words[:4])).split(), frozenset())
    if not found or found[0].start != 0:
        return None
    card = found[0].card
    about_might = [a for a in card.abilities if "might" in a.lower()]
    if card.type != "Spell" or len(about_might) != 1:
        return None
    matched = CARD_EFFECT.fullmatch(about_might[0].strip())
    if matched is None:
        return None
    if matched.group(1):
        return card.name, "add", int(matched.group(1)), found[0].end
    return card.name, "double", None, found[0].end


def _scan(tokens: list[str], read: _Read, cards: CardIndex) -> bool:
    i = 0
    while i < len(tokens):
        word = tokens[i]
        rest = tokens[i:]
        card = _card_effect(cards, rest) if word.isalpha() else None
        if card is not None:
            name, kind, amount, length = card
            read.add(kind, name, amount)
            read.cards.append(name)
            i += length
            if tokens[i : i + 1] == ["doubles"]:  # "Last Stand doubles my unit's Might"
                i += 1
            continue
        grant = _grant_card(cards, rest) if word.isalpha() else None
        if grant is not None:  # "Petty Officer gets Cleave (Assault 3)"
            name, keyword, value, length, said = grant
            if keyword in read.granted:
                return False  # two grants: which unit each is given to is not read here
            read.granted[keyword] = value
            read.cards.append(name)
            read.notes.append(f"{name} gives it [{keyword} {value}], summed with its own")
            i += length
            restated = _restated(tokens[i:], said)
            if restated is None:
                return False
            i += restated
            continue
        unit = _unit_card(cards, rest) if word.isalpha() else None
        if unit is not None:
            name, keyword, value, length = unit
            if read.named not in ("", name) or (read.keywords and not read.named):
                return False  # another unit, or a keyword said before of some unit
            if not read.named:  # said again, it is the same unit, its keywords as they were
                read.named = name
                read.keywords[keyword] = value
                read.notes.append(f"read from the text of {name}: [{keyword} {value}]")
            i += length
            restated = _restated(tokens[i:], [[keyword.lower()], [keyword.lower(), str(value)]])
            if restated is None:
                return False
            i += restated
            if tokens[i : i + 1] and tokens[i] in ROLE:  # "when Blue Sentinel defends"
                read.roles.add(ROLE[tokens[i]])
                i += 1
            elif tokens[i : i + 1] and COMBAT_KEYWORDS.get(tokens[i]) == keyword:
                i += 1  # "Blue Sentinel's Shield": its own, said again (no value: see below)
            continue
        if word in ROLE_WITH and rest[1:2] == ["with"] and tokens[i - 1 : i] == ["i"]:
            read.roles.add(ROLE_WITH[word])  # "I attacked with my unit": it is the attacker
            i += 2
            continue
        if word == "not" and rest[1:2] and rest[1] in ROLE:  # "attacking, not defending"
            read.not_roles.add(ROLE[rest[1]])
            i += 2
            continue
        if word in ("count", "counts", "considered") and "mighty" in rest[1:3]:
            i += 2 if rest[1] == "as" else 1  # "does it count as Mighty?": is it Mighty
            continue
        unvalued = _no_value_said(rest)
        said_of = tokens[max(0, i - 2) : i]  # "Assault with no number", "Assault without"
        said_of = said_of[:1] if said_of[1:] == ["with"] else said_of[1:]
        if unvalued and said_of[:1] and said_of[0] in COMBAT_KEYWORDS and _one_valued(read):
            i += unvalued  # "Assault with no number printed": its value is 1 (807.1.b.3)
            continue
        before = tokens[i - 1] if i else ""
        number = _number(word)
        more = rest[1:2] in (["extra"], ["more"])  # "gets 2 extra Might": an amount asked
        if (
            number is not None
            and before in (SAYS_MIGHT_IS if word[0] in "+-" else GIVES)
            and not more
        ):
            return False  # "it is at -2" (its Might now), "gets 2 might" (no sign)
        if (word in ROLE or word in COMBAT_KEYWORDS) and not _said_of_the_unit(tokens, i):
            return False  # "from an attacker", "by a unit with Shield": another unit's
        after = _number(rest[1]) if len(rest) > 1 else None
        if word == "might" and after is not None and rest[1][0] not in "+-" and read.base:
            if before not in ("its", "the") or read.asked:  # "is its might 5?"
                return False
            read.asked["exactly"] = after
            i += 2
            continue
        signed = word[0] in "+-"  # "+2 might": an effect (_phrase), not the Might it has
        if number is not None and not signed and rest[1:2] == ["might"] and read.base is not None:
            if not (HAVE & set(tokens[max(0, i - 3) : i])) or read.asked:
                return False
            read.asked["exactly"] = number  # "... does it have 5 might?": its Might asked
            i += 2
            continue
        if number is not None and word[0] == "+" and _gain_asked(tokens, i):
            if read.gain_asked is not None:
                return False
            read.gain_asked = number
            i += 2 if rest[1:2] == ["might"] else 1
            continue
        if word in GIVEN and _gain_asked(tokens, i + 1) and _might_given(rest):
            read.more_asked = True  # "does Shield give (it) Might?": whether it adds any
            i += 1
            continue
        if word == "to" and before == "might" and rest[2:3] and _said_of_the_unit(tokens, i + 2):
            i += 1  # "does Shield add Might to a defending unit?": the unit asked about
            continue
        if word in APPLIES and tokens[i - 1 : i] and tokens[i - 1] in COMBAT_KEYWORDS:
            read.more_asked = True  # "does Assault work (apply) when ...?": does it add Might
            i += 1
            continue
        extra = _number(word) if word.isdigit() else None
        if extra is not None and rest[1:3] in (["extra", "might"], ["more", "might"]):
            if read.gain_asked is not None or not _gain_asked(tokens, i):
                return False
            read.gain_asked = extra  # "does it get 2 extra Might?": as "+2 Might"
            i += 3
            continue
        if word == "can" and not read.can:
            read.can = True
            i += 1
            continue
        step = _phrase(rest, read)
        if step:
            i += step
            continue
        if word in UNORDERED:
            _trace(f"order not read: {word!r}")
            return False
        if word in ORDER:
            read.ordered = True
        elif word not in FRAME:
            _trace(f"not read: {word!r}")
            return False
        i += 1
    return True


# The word a role or keyword said of the unit asked about follows (past an article and a
# Might): "is attacking", "when it attacks", "when I attack", "my 3 might attacker", "my unit
# with Shield", "as an attacker", "Does Assault add ...".
OF_THE_UNIT = frozenset(
    {"is", "are", "it", "it's", "its", "i", "when", "while", "my", "unit", "with", "and", "as"}
    | {"does", "do"}
)


# "Does Assault work (apply) while defending?": whether the keyword adds Might
APPLIES = frozenset({"work", "works", "apply", "applies"})
# "Does it get +2?", "does Assault give my unit +2 might?": the amount is what is asked, not
# an effect said of the unit ("my unit that gets +2" says one: "gets", not the base form).
ASKING = frozenset({"does", "do", "will", "would"})
ASKED_GAIN = frozenset({"get", "give", "have"})  # "does it have +1 might": of its keyword
GIVEN = frozenset({"get", "give"})  # "does it get (extra) might": "have might" it always does
CLAUSE_ENDS = frozenset({",", ".", ":", ";", "?", "and", "then", "if", "when", "while"})


def _gain_asked(tokens: list[str], i: int) -> bool:
    """Whether the signed amount at ``i`` is asked of the unit ("does it get +2"): the
    clause it is in opens with "does" and says "get" or "give" in their base form, or it
    follows "is it" ("is it +4 Might while attacking?")."""
    if tokens[max(0, i - 2) : i] == ["is", "it"]:
        return True
    j = i - 1
    while j >= 0 and tokens[j] not in ASKING:
        if tokens[j] in CLAUSE_ENDS:
            return False
        j -= 1
    return j >= 0 and bool(ASKED_GAIN & set(tokens[j + 1 : i]))


def _might_given(rest: list[str]) -> bool:
    """Whether "give" or "get" at the start of ``rest`` is given Might with no amount: "give
    my unit Might", "get extra Might" (an amount said is `_gain_asked`'s)."""
    for word in rest[1:5]:
        if word == "might":
            return True
        if _number(word) is not None or word not in FRAME | MORE | set(COMBAT_KEYWORDS):
            return False
    return False


# "with no number (printed)", "without a value": a keyword's value not said
NO_VALUE = (("no", "number"), ("no", "value"), ("without", "a", "number"))
NO_VALUE_AFTER = frozenset({"printed", "written", "given", "on", "it"})


def _no_value_said(rest: list[str]) -> int:
    """How many words saying a keyword has no value open ``rest`` (0: none)."""
    for words in NO_VALUE:
        if tuple(rest[: len(words)]) == words:
            n = len(words)
            while rest[n : n + 1] and rest[n] in NO_VALUE_AFTER:
                n += 1
            return n
    return 0


def _one_valued(read: _Read) -> bool:
    """One keyword said so far, with no value said: the one a missing value is said of."""
    return len(read.keywords) == 1 and set(read.keywords.values()) == {1}


# The unit card a question may name: one of these, printing one Assault or Shield, with no
# other text about Might (what it adds in a role is then its keyword's alone).
OTHER_MIGHT_TEXT = LazyPattern(r"might|assault|shield", re.IGNORECASE)


# A spell's whole text granting a keyword that adds Might: "Give a unit [Assault 3] this
# turn." (Cleave), "Give a unit [Shield 3] and [Tank] this turn." (Block).
GRANT_TEXT = LazyPattern(
    r"Give a (?:friendly )?unit \[(?P<keyword>Assault|Shield) (?P<value>\d+)\]"
    r"(?: and \[Tank\])? this turn\."
)
GRANTED = LazyPattern(r"\[(\w+)(?: (\d+))?\]")


def _grant_card(
    cards: CardIndex, words: list[str]
) -> tuple[str, str, int, int, list[list[str]]] | None:
    """A spell named at the start of ``words`` whose whole text grants a unit Assault or
    Shield this turn: (its name, the keyword, its value, how many words its name takes, the
    ways its grant may be said again after it: "(Assault 3)", "(Shield 3 and Tank)")."""
    found = _named_at_start(cards, words)
    if found is None:
        return None
    card = found.card
    if card.type != "Spell" or len(card.abilities) != 1:
        return None
    matched = GRANT_TEXT.fullmatch(card.abilities[0].strip())
    if matched is None:
        return None
    keyword, value = matched["keyword"], matched["value"]
    whole: list[str] = []
    for granted, number in GRANTED.findall(card.abilities[0]):
        whole += [*(["and"] if whole else []), granted.lower(), *([number] if number else [])]
    said = [[keyword.lower(), value], whole]
    return card.name, keyword, int(value), found.end, said


def _restated(rest: list[str], said: list[list[str]]) -> int | None:
    """How many words a parenthesis opening ``rest`` takes that says again what a card named
    just before it has ("Petty Officer (Assault)"): 0 with none, None when it says
    anything else."""
    if rest[:1] != ["("]:
        return 0
    if ")" not in rest:
        return None
    end = rest.index(")")
    return end + 1 if rest[1:end] in said else None


def _unit_card(cards: CardIndex, words: list[str]) -> tuple[str, str, int, int] | None:
    """A unit card named at the start of ``words`` whose Might its text changes only by one
    printed Assault or Shield: (its name, the keyword, its value, how many words its name
    takes)."""
    found = _named_at_start(cards, words)
    if found is None:
        return None
    card = found.card
    printed = [k for k in card.keywords if k in KEYWORD_ROLE]
    if card.type != "Unit" or len(printed) != 1:
        return None
    if any(OTHER_MIGHT_TEXT.search(ability) for ability in card.abilities):
        return None
    value = cards.keyword_value(card.name, printed[0])
    return (card.name, printed[0], value, found.end) if value else None


def _named_at_start(cards: CardIndex, words: list[str]) -> CardMention | None:
    """The card named at the start of ``words``; a name of one word only as written (never
    a form of it: "blocks" is the verb, not Block's possessive)."""
    found = cards.find(normalise(" ".join(words[:5])).split(), frozenset())
    if not found or found[0].start != 0:
        return None
    one_word = len(name_words(found[0].card.name)) == 1
    if one_word and found[0].typed != " ".join(name_words(found[0].card.name)):
        return None
    return found[0]


def _said_of_the_unit(tokens: list[str], i: int) -> bool:
    """Whether the role or keyword at ``i`` is said of the one unit asked about, not of
    another ("takes 3 damage from an attacker")."""
    j = i - 1
    while j >= 0 and (tokens[j] in ("a", "an", "the", "might") or _number(tokens[j]) is not None):
        j -= 1
    if j >= 0 and tokens[i] in ROLE and tokens[j] in COMBAT_KEYWORDS:  # "with Assault 2 attacks"
        return _said_of_the_unit(tokens, j)
    if j >= 0 and tokens[j] in ("from", "has", "have") and tokens[i] in COMBAT_KEYWORDS:
        return True  # "gets Might from Shield", "my unit has Shield 2": its own keyword
    if j >= 1 and tokens[j] == "to" and tokens[i] in ROLE and tokens[j - 1] == "might":
        return True  # "does Shield add Might to a defending unit?": the unit asked about
    if j >= 0 and tokens[j] in GIVEN and tokens[i + 1 : i + 2] == ["might"]:
        return tokens[i] in COMBAT_KEYWORDS  # "does it get the Assault Might?": its own
    return j >= 0 and tokens[j] in OF_THE_UNIT


def _number(token: str) -> int | None:
    return int(token) if re.fullmatch(r"[+-]?\d+", token) else None


# Said after "how much Might does it ...": what its keyword adds is asked.
AMOUNT_VERBS = frozenset({"gain", "get", "add", "give"})


def _phrase(rest: list[str], read: _Read) -> int:
    """How many words a phrase at the start of ``rest`` takes (0: none), reading it."""
    first = rest[0]
    after = rest[1] if len(rest) > 1 else ""
    number = _number(first)
    if first in AMOUNT_VERBS and read.value_asked and not read.amount_asked:
        read.amount_asked = True  # "how much Might does it gain?", "... does Assault add?"
        return 1
    if number is not None and first[0] in "+-":  # "+2", "-3 might"
        read.add("add", f"{first} Might", number)
        return 2 if after == "might" else 1
    if number is not None and after == "might" and read.base is None:  # "a 4 might unit"
        read.base = number
        return 2
    if first in THEIRS and not read.theirs:
        read.theirs = True
        return 1
    if first in ("buff", "buffed", "buffs") and read.buffs == 0:
        read.buffs = 1
        return 1
    if number is not None and after in ("buff", "buffs") and read.buffs == 0:  # "2 buffs"
        read.buffs = number
        return 2
    if number is not None and after in ("base", "printed") and rest[2:3] == ["might"]:
        if read.base is not None:
            return 0
        read.base = number  # "3 base might"
        return 3
    if number is not None and after == "damage" and read.damage is None:  # "takes 3 damage"
        read.damage = number
        return 2
    if first in ROLE:
        read.roles.add(ROLE[first])
        return 1
    if (
        first in COMBAT_KEYWORDS
        and after == "keyword"
        and COMBAT_KEYWORDS[first] not in read.keywords
    ):
        read.keywords[COMBAT_KEYWORDS[first]] = 1  # "the Assault keyword": no value said
        return 2
    if first in COMBAT_KEYWORDS and COMBAT_KEYWORDS[first] not in read.keywords:
        value = _number(after)
        given = value is not None and after[0] not in "+-" and rest[2:3] != ["might"]
        read.keywords[COMBAT_KEYWORDS[first]] = value if given and value else 1
        return 2 if given else 1
    if first in COMBAT_KEYWORDS and (_number(after) is None or after[0] in "+-"):
        return 1  # "my unit with Shield ...: does Shield give it +1?": the one said again
    said_again = first in COMBAT_KEYWORDS and rest[2:3] != ["might"] and not read.granted
    if said_again and read.keywords.get(COMBAT_KEYWORDS[first]) == _number(after):
        return 2  # "Sharkling has Assault 4": its own value said again
    if first in DIES:
        read.dies_asked = True
        return 1
    if first in SURVIVES and not read.dies_asked:
        read.dies_asked = read.survives_asked = True
        return 1
    if first == "no" and after == "damage" and read.damage is None:  # "and no damage"
        read.damage = 0
        return 2
    if rest[:3] == ["in", "a", "cleanup"] or rest[:3] == ["in", "the", "cleanup"]:
        read.cleanup_said = True  # where a death by damage happens: what the question asks
        return 3
    if rest[:4] == ["in", "the", "next", "cleanup"]:
        read.cleanup_said = True
        return 4
    if first in ("for", "from", "by") and rest[1:3] == ["lethal", "damage"]:
        read.cleanup_said = True  # "from lethal damage"
        return 3
    if first == "for" and rest[1:4] == ["having", "lethal", "damage"]:
        read.cleanup_said = True  # "for having lethal damage"
        return 4
    if first == "lethal" and after != "damage" and read.damage is not None and not read.dies_asked:
        read.dies_asked = True  # "is 2 damage lethal (for a 2 might unit)?": does it die
        return 2 if after == "for" else 1
    if first == "exactly" and number is None and read.base is None and len(rest) > 2:
        value = _number(after)
        if value is not None and after[0] not in "+-" and rest[2] == "might":
            read.base = value  # "a unit with exactly 5 Might"
            return 3
    if first == "use" and after in ("its", "the") and rest[2:3] and rest[2] in COMBAT_KEYWORDS:
        keyword = COMBAT_KEYWORDS[rest[2]]
        if read.more_asked or (read.keywords and keyword not in read.keywords):
            return 0
        read.keywords.setdefault(keyword, 1)
        read.more_asked = read.use_asked = True  # "use its Assault (value)": does it add any
        return 4 if rest[3:4] == ["value"] else 3
    if first == "was" and after in GIVES:  # "was given +2"
        return 1
    if first == "was" and after in LEFT and not read.left:  # "was killed", "was banished"
        read.left = LEFT[after]
        return 2
    if first in ("died", "banished") and not read.left:
        read.left = LEFT[first]
        return 1
    if first in ZONES and not read.zone:
        read.zone = ZONES[first]
        return 1
    if first in MORE:  # "does it give extra Might?": "give" and "extra" ask one thing
        read.more_asked = True
        return 1
    if first in ("double", "doubles", "doubled") and after in ("its", "it's", "my", "the"):
        read.add("double", "a double")
        return 1
    if first in ("becomes", "become", "set") and len(rest) > 2:  # "becomes 4", "set to 4"
        target = _number(rest[2] if after == "to" else after)
        if target is not None:
            read.add("set", f"its Might becoming {target}", target)
            return 3 if after == "to" else 2
    if first in ("become", "becomes") and after == "mighty" and not read.becomes_asked:
        read.becomes_asked = True
        return 2
    if first == "mighty" and not read.asked:
        read.asked["mighty"] = True
        return 1
    if first == "might" and after in ("exactly", "") and len(rest) > 2 and rest[1] == "exactly":
        target = _number(rest[2])
        if target is not None:
            read.asked["exactly"] = target
            return 3
    if first == "what" and after == "is":
        read.value_asked = True
        return 2
    if first == "how" and after == "much" and rest[2:3] == ["might"]:  # "how much Might ..."
        read.value_asked = True
        return 2
    if first == "what" and after == "happens":
        read.value_asked = True
        return 2
    return 0


def _candidate(read: _Read) -> Candidate:
    effects = read.effects
    if read.ordered:
        for n, effect in enumerate(effects, 1):
            effect["timestamp"] = n
    name = read.named or (THEIR_UNIT if read.theirs else UNIT)
    unit: dict[str, Any] = {"name": name, "might": read.base}
    if read.theirs:
        unit["controller"] = "opponent"
    if effects:
        unit["might_effects"] = effects
    if read.buffs:
        unit["buffs"] = read.buffs
    if read.damage:
        unit["damage"] = read.damage
    for keyword, value in read.keywords.items():
        unit[keyword.lower()] = value
    situation: dict[str, Any] = {"units": [unit]}
    if read.zone:
        return _in_zone(read, unit)
    unsaid_role = not read.roles and _keyword_asked(read)
    if unsaid_role:  # the role the keyword needs, and the unit out of a combat, both judged
        outside = copy.deepcopy(situation)
        read.roles.add(KEYWORD_ROLE[next(iter(read.keywords))])
    if read.roles:
        _in_combat(situation, unit, read.roles.pop(), read.theirs)
    doc: dict[str, Any] = {"format": 2, "situation": situation}
    if read.becomes_asked:
        _spell_resolves(doc, unit, read.cards[0])
    elif read.dies_asked:
        doc["actions"] = [{"cleanup": {}}]
        doc["question"] = {"outcomes": {"event": "killed"}}
    elif _keyword_asked(read):  # what the keyword adds is asked, not the unit's whole Might
        (keyword,) = read.keywords
        added: dict[str, Any] = {}  # "how much does it gain?": the amount, asked openly
        if read.more_asked:
            added = {"at_least": 1}
        elif read.gain_asked is not None:
            added = {"exactly": read.gain_asked}
        doc["question"] = {"might": {"unit": name, "keyword": keyword, **added}}
    elif read.more_asked:
        doc["question"] = {"might": {"unit": name, "at_least": (read.base or 0) + 1}}
    elif read.gain_asked is not None:
        doc["question"] = {"might": {"unit": name, "exactly": (read.base or 0) + read.gain_asked}}
    else:
        doc["question"] = {"might": {"unit": name, **read.asked}}
    candidate = Candidate("might", doc, invert=read.survives_asked)
    if unsaid_role:
        role = KEYWORD_ROLE[next(iter(read.keywords))]
        candidate.defaults.append(f"{name} is {'an' if role == 'attacker' else 'a'} {role}")
        other = {**doc, "situation": outside}
        candidate.alternatives.append((f"{name} is not in a combat", other))
    if read.base_taken:
        candidate.stated.append(
            f"{name} has {ANY_MIGHT} Might (what {read.base_taken} adds does not turn on its Might)"
        )
    if read.ordered:
        candidate.stated.append("the effects began applying in the order the question says them")
    if read.cards:
        candidate.notes.append(f"read from the text of {', '.join(read.cards)}")
    candidate.notes += read.notes
    return candidate


def _buff_gain_asked(read: _Read) -> bool:
    """ "Does a buff give a unit +1 Might?": what one Buff adds, with nothing else said."""
    others = read.keywords or read.effects or read.asked or read.roles or read.damage
    return read.gain_asked is not None and read.buffs == 1 and not others


def _keyword_asked(read: _Read) -> bool:
    """ "Does Assault add Might when it attacks?", "Does my unit with Shield 2 get +2 might
    while defending?": one keyword and nothing else changes the unit's Might, so what is
    asked is what that keyword adds (its role decides), never a total the question does not
    give."""
    asks = read.more_asked or read.gain_asked is not None or read.amount_asked
    return asks and len(read.keywords) == 1 and not (read.effects or read.buffs or read.damage)


def _in_zone(read: _Read, unit: dict[str, Any]) -> Candidate:
    """Your unit in a zone off the board: put there by a kill or a banish after the effects
    said, or there already (a card of that zone with its printed Might)."""
    doc: dict[str, Any] = {"format": 2, "question": {"might": {"unit": UNIT, **read.asked}}}
    if read.left:
        unit["at"] = "battlefield 1"
        doc["situation"] = {"units": [unit]}
        doc["actions"] = [{"game_action": {"action": LEFT_BY[read.zone], "cards": [UNIT]}}]
    else:
        card = {"name": UNIT, "zone": read.zone, "type": "unit", "might": read.base}
        doc["situation"] = {"cards": [card]}
    candidate = Candidate("might", doc)
    if read.cards:
        candidate.notes.append(f"read from the text of {', '.join(read.cards)}")
    return candidate


def _spell_resolves(doc: dict[str, Any], unit: dict[str, Any], card: str) -> None:
    """You play the spell choosing your unit and it resolves: does the unit become Mighty as
    the spell gives it Might (its effect is the spell's, not one the unit has already)?"""
    earlier = unit.get("might_effects", [])[:-1]
    if earlier:
        unit["might_effects"] = earlier
    else:
        unit.pop("might_effects", None)
    doc["situation"]["hand"] = [{"name": card, "type": "spell"}]
    doc["actions"] = [{"play": {"card": card, "to": "base", "targets": [UNIT]}}, {"resolve": {}}]
    doc["question"] = {"outcomes": {"event": "becomes mighty", "subject": UNIT}}


ENEMY = "an enemy unit"
YOURS = "a unit of yours"


def _in_combat(situation: dict[str, Any], unit: dict[str, Any], role: str, theirs: bool) -> None:
    """Your unit in a combat at battlefield 1 with the role said, an enemy unit with the
    other: you attack your opponent's battlefield, or your opponent attacks yours. Your
    opponent's unit asked about ("my opponent's unit is defending") is in the same combat
    with a unit of yours in the other role."""
    attacking = (role == "attacker") != theirs  # whether you are the attacking player
    controller, contester = ("opponent", "you") if attacking else ("you", "opponent")
    unit.update(at="battlefield 1", designation=role)
    enemy = {
        "name": YOURS if theirs else ENEMY,
        "controller": "you" if theirs else "opponent",
        "at": "battlefield 1",
        "might": 1,
        "designation": "defender" if role == "attacker" else "attacker",
    }
    situation["units"].append(enemy)
    situation["combat"] = "battlefield 1"
    situation["battlefields"] = [
        {"name": "battlefield 1", "controller": controller, "contested_by": contester},
        {"name": "battlefield 2"},
    ]
    if not attacking:
        situation["turn"] = "opponent"


def _trace(_: str) -> None:
    """A hook for debugging which word stopped the reading."""
