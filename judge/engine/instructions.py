"""An effect's instruction text read into what it chooses: a small, general reading built
from the templates of the cards' own wording ("Kill a unit at a battlefield.", "Deal 3 to an
enemy unit.", "Each player kills a unit they control.", "Choose a unit.", "up to two").

Each sentence is one or more instructions; each instruction has a verb and the game objects
it mentions (``Mention``): what is mentioned (a unit, a battlefield, a player ...), how many,
the restrictions on it ("enemy", "with 3 might or less", "at a battlefield") and the part it
plays (``role``): chosen by the card's player, only a restriction on another choice or on
where a game action puts things ("to a battlefield"), part of a cost or a trigger condition,
chosen by each player, selected by its characteristics ("all units", "its controller"),
chosen from a zone that is not public, or in an instruction a player "must" complete.
Which of these are targets is the rules' call (the targets facts); this module only reads
the words. A sentence it cannot read fully makes the reading ``unknown``, naming that
sentence: nothing is guessed.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from judge.engine.effects import CHOSEN as CHOSEN
from judge.engine.effects import COUNT_VERBS as COUNT_VERBS
from judge.engine.effects import CREATED as CREATED
from judge.engine.effects import FORBID as FORBID
from judge.engine.effects import RESTRICTION as RESTRICTION
from judge.engine.effects import TRIGGER as TRIGGER
from judge.engine.effects import Effect as Effect
from judge.engine.effects import Instruction as Instruction
from judge.engine.effects import Mention as Mention
from judge.engine.effects import Restriction as Restriction
from judge.engine.replacements import CHOSEN as REPLACES_CHOSEN
from judge.engine.replacements import read_death_replacement, read_prevention
from judge.patterns import LazyPattern
from judge.records import replace

# only a restriction or permission for a game action (where a move or play puts things)
ACTION_RESTRICTION = "action_restriction"
COST = "cost"  # part of a cost ("as an additional cost ...", "[do X] to [do Y]")
OTHERS_CHOOSE = "others_choose"  # chosen by each player ("each player kills a unit ...")
CHARACTERISTICS = "characteristics"  # selected by what it is ("all units", "its controller")
MUST = "must"  # in an instruction a player "must" complete
HIDDEN_ZONE = "hidden_zone"  # in a zone that is not public ("a unit from your hand")
# named again by "there" after an earlier instruction put things at it ("play a unit to a
# battlefield, then kill all units there"): what that makes it, no rule here decides
REFERRED = "referred"
# chosen by the reflexive trigger the effect opens ("Then do this: Ready up to two of them."),
# as that new ability is put on the chain (388.1), not as the card is played
REFLEXIVE = "reflexive"
# chosen by the delayed trigger the effect creates ("ready up to 2 runes at the end of this
# turn"), as that trigger is put on the chain when its time comes (390.2), not as the ability
# that creates it is put on the chain
DELAYED = "delayed"
# named again as the object an earlier instruction chose ("Choose a unit. ... It becomes a
# copy of that unit."): no new choice, and no rule here decides what that makes it
NAMED_AGAIN = "named_again"
# "up to one enemy unit at each location": a targeting restriction for each location, each met
# on its own by the unit chosen there (the Unleashed Rules FAQ's reading of Elder Dragon)
EACH_LOCATION = "each_location"
# What "it" stands for where it is a token unit ("that token"): the antecedent of a
# replacement of a token's play
TOKEN = "token"

NUMBERS = {"a": 1, "an": 1, "one": 1, "another": 1, "two": 2, "three": 3, "four": 4, "five": 5}
NOUNS = {
    # either kind, one object ("a unit or gear"): what the engine finds for it is not settled
    "unit or gear": "unit or gear",
    "units or gear": "unit or gear",
    "units and gear": "unit or gear",  # "all units and gear": every one of either kind
    # one object of any of three kinds, a facedown card being one in a Facedown Zone (Pack
    # of Wonders): a choice of a card off the board is judged by the facedown-card facts,
    # what the engine finds for it otherwise is not settled
    "gear, unit, or facedown card": "gear, unit or facedown card",
    # "up to 4 units, gear, and/or runes", "3 other friendly units and/or gear": any mix of
    # the kinds; what the engine finds for it is not settled
    "units, gear, and/or runes": "unit, gear or rune",
    "units and/or gear": "unit or gear",
    "unit": "unit",
    "units": "unit",
    "gear": "gear",
    "battlefield": "battlefield",
    "battlefields": "battlefield",
    "player": "player",
    "players": "player",
    "opponent": "player",
    "spell or ability": "spell or ability",
    "spell": "spell",
    "spells": "spell",
    "ability": "ability",
    "rune": "rune",
    "runes": "rune",
    "legend": "legend",
    "card": "card",
    "cards": "card",
    "equipment": "equipment",
}
ADJECTIVES = (
    "token",
    "enemy",
    "friendly",
    "other",
    "exhausted",
    "ready",
    "stunned",
    "damaged",
    "mighty",
    "attacking",
    "defending",
    "equipped",
)
NOT = r"non-[a-z]+"  # an adjective: "a non-Dragon unit", "a non-token gear"
# A domain as an adjective ("an enemy Chaos (:rb_rune_chaos:) unit", the symbol being reminder
# text): restriction ``domain``, which the engine does not check (not settled)
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
DOMAIN = rf"(?:{'|'.join(DOMAINS)})(?= )"
PUBLIC_ZONES = ("board", "chain", "trash", "banishment")
HAND = r"to (?:its owner's|my owner's|their owner's|their owners'|your|their) hands?"
BASE = r"to (?:its owner's base|their owners' bases|base|your base|its base|their bases?)"
# Verbs whose object is chosen, with what must follow the object.
OBJECT_VERBS = {
    "kill": "",
    "stun": "",
    "ready": "",
    "exhaust": "",
    "banish": "",
    "heal": "",
    "buff": "",
    "counter": "",
    "recycle": "",
    "choose": "",
    "recall": "",
    "return": HAND,
    "move": "",  # where to: ``PLACES`` ("to that battlefield": one a trigger condition names)
    "empower": "",
    "disempower": "",
    # "Its owner places it on the top or bottom of their Main Deck": where it goes
    "place": r"on the top or bottom of (?:their|your|its owner's) main deck",
}
# What a counted verb counts, where the verb's own word does not say it ("channel 1 rune").
COUNTED = r"cards?|runes?|points?"
MIGHT = r"(?:might|:rb_might:|\[m\])"
NUMBER = r"a|an|one|another|two|three|four|five|\d+"
# Keywords an effect gives, kept in the text as "[assault 2]", "[tank]".
GRANTED = ("Assault", "Shield", "Tank", "Ganking", "Deflect", "Backline", "Temporary", "Hunt")
KEYWORD = r"\[(?:" + "|".join(k.lower() for k in GRANTED) + r")(?: \d+)?\]"
DURATION = r"this turn|this combat"
FROM_OWN_ZONE = r"from your (?:trash|hand)"
# Where a moved unit or a played token goes ("to base", "here", "to a battlefield").
PLACES = (
    (
        rf"{BASE}|to my owner's base|in (?:your|its owner's) base|at your base|into your base",
        "base",
    ),
    (r"to here|here|to this battlefield", "here"),
    (r"to a battlefield you control", "a battlefield you control"),
    (r"to my battlefield", "my battlefield"),
    (r"to a different battlefield", "a different battlefield"),
    (r"to a battlefield where you have units", "a battlefield where you have units"),
    (r"to a battlefield|to any battlefield", "a battlefield"),
    (r"to or from (?:its|their) base", "or from base"),
    (r"to the same location", "the same location"),
    (r"to the same battlefield", "the same battlefield"),
    # "Move me to its location and it to my original location" (Tideturner, Azir -
    # Ascendant): where the unit chosen is, and where I was before this move; neither is
    # chosen, and the engine carries out no move but one to base
    (r"to its location", "its location"),
    (r"to my original location", "my original location"),
    (
        r"to that battlefield|to its battlefield|to that (?:enemy |friendly )?unit's battlefield"
        r"|there",
        "that battlefield",
    ),
)
# The battlefield a move or a play puts things at, as the instruction mentions it: one the
# ability's source or an earlier instruction fixes ("here", "there") is never chosen; "a
# battlefield" only restricts where the action may put them.
DESTINATIONS = {
    "here": CHARACTERISTICS,
    "that battlefield": CHARACTERISTICS,
    "the same battlefield": CHARACTERISTICS,
    "a battlefield": ACTION_RESTRICTION,
    "a battlefield you control": ACTION_RESTRICTION,
    "my battlefield": CHARACTERISTICS,
    "a different battlefield": ACTION_RESTRICTION,
    "a battlefield where you have units": ACTION_RESTRICTION,
}
# Conditions an instruction is done under, read as words and carried out by nobody yet.
CONDITIONS = (
    r"if you do",
    r"if this kills it",
    r"if you paid the additional cost|if you paid additional cost",
    r"if you spent (?::rb_[a-z0-9_]+:)+ or more",
    r"if it is stunned|if it's stunned",
    r"if it has \d+ (?::rb_might:|might) or less",
    r"if it had \d+ (?::rb_might:|might) or less",  # as it was last on the board
    r"if it was an? (?:enemy|friendly) (?:unit|gear)",  # as it was last on the board
    r"if you couldn't channel \d+ runes? this way",
    r"if i'm at a battlefield|if i am at a battlefield",
    r"if an? (?:enemy |friendly )?unit is alone (?:here|there)",
    r"if there(?: is|'s| are) (?:a|an|\d+|two|three)(?: or more)? [a-z ]+?(?: here| there)?",
    r"if it(?:'s| is) an? (?:unit|gear|spell|equipment)",
    r"if it's \[empowered\]|if i'm \[empowered\]",
    r"if they do",
    r"if you control (?:a|an|\d+|two|three)(?: or (?:more|fewer))?(?: other)? [a-z ]+",
    r"if you have \d+\+? units (?:here|at that battlefield)",
    r"if you have (?:one|two|three|\d+) or fewer cards in your hand",
    r"if there is exactly one other unit you control here",
    r"if you assigned \d+ or more excess damage",
    r"if you can't",
    r"if it's already stunned",
    r"if i died alone|if i didn't die alone|if i was mighty",
    r"if your other units have total might \d+ or more",
    r"if an opponent has played another spell this turn",
    r"if you played this from your hand",
    r"if it's (?:attacking|defending)",
    r"if it's your (?:beginning|main) phase",
    r"if this is \[empowered\]",
    r"if an opponent's score is within \d+ points of the victory score",
    r"otherwise",
    # "... to your Champion Zone if it is empty": the zone it puts the card in holds none
    r"if it is empty",
    # "Counter a spell unless its controller pays :rb_energy_2:": done only if they don't pay
    r"unless its controller pays (?::rb_[a-z0-9_]+:)+",
)
# Conditions that the game action of the instruction before was done: they reference it, so
# the two are linked (the later is done only if the earlier was).
DONE_BEFORE = ("if you do", "if they do", "if this kills it")
# Conditions on what the instruction before did: never an alternative to it.
AFTERWARDS = (*DONE_BEFORE, "if you can't", "otherwise")
ENERGY = r"(?:\[|:rb_energy_)(?P<v>\d+)(?:\]|:)"
POWER = r"(?::rb_rune_[a-z]+:)+"
DETERMINER = (
    rf"(?:each of )?up to (?P<upto>{NUMBER})|any number of your|any number of|all|each|one of your"
    rf"|(?P<n>{NUMBER})|your|its|their"
)
POSTS: tuple[tuple[str, str], ...] = (
    (r"at a battlefield|at battlefield", "at_battlefield"),
    (r"at the same location", "same_location"),
    # "up to one enemy unit at each location": a choice for each location, of a unit there
    (r"at each location", EACH_LOCATION),
    # "an enemy spell or ability that chooses it and no other friendly unit": of the units it
    # chose, the one the instruction before chose is its only friendly one (Repulse)
    (r"that chooses it and no other friendly unit", "chooses_only"),
    # "an enemy spell or ability that chooses a friendly unit or gear": one of the objects it
    # chose is a unit or gear friendly to the player who counters it
    (r"that chooses a friendly unit or gear", "chooses_friendly"),
    (r"at (?:a different|another) location", "elsewhere"),
    (r"at the same battlefield", "same_battlefield"),
    (r"at its location", "its_location"),
    # "Move an enemy unit. Then do this: Choose another enemy unit at its destination.": at
    # the location the move before put "it" (a base or a battlefield; not settled)
    (r"at its destination", "its_destination"),
    # compared with another object's Might or cost: not settled by the engine
    (r"with less might than (?:me|it)", "less_might"),
    (r"with energy cost no more than my might", "energy_max_my_might"),
    # compared with the unit killed as the cost ("Kill a friendly unit." / "As an additional
    # cost to play this, kill a friendly unit."): not settled by the engine either
    (r"that costs no more energy and no more power than the killed unit", "cost_max_killed"),
    (rf"that has {MIGHT} up to (?P<v>\d+) more than the killed unit", "might_max_killed"),
    (r"anywhere", "anywhere"),
    (r"without \[[a-z]+\]", "without"),
    # "disempower a unit that's [Empowered]": one with the status (not settled by the engine)
    (r"that's \[empowered\]|that is \[empowered\]", "empowered"),
    (r"with \[[a-z]+\]", "with_keyword"),
    (r"at my battlefield", "my_battlefield"),
    # the battlefield of the event a replacement replaces ("recall all units at that
    # battlefield instead": Symbol of the Solari's erratum), a restriction not settled
    (r"at that battlefield", "that_battlefield"),
    # "for each Equipment attached to me": attached to the card itself (not settled)
    (r"attached to me", "attached_to_me"),
    (r"at battlefields", "at_battlefields"),
    (r"here", "here"),
    (r"in (?:your|a|its owner's) base", "at_base"),
    (r"you or allies control", "friendly"),
    (r"you control", "yours"),
    (r"they control", "theirs"),
    (r"where you have units", "where_you_have_units"),
    (r"there", "there"),
    (r"in combat", "in_combat"),
    (r"an opponent controls", "enemy"),
    (rf"(?:each )?with (?P<v>\d+) {MIGHT} or less", "might_max"),
    (rf"with {MIGHT} (?P<v>\d+) or less", "might_max"),
    (rf"with (?P<v>\d+) {MIGHT} or (?:more|greater)", "might_min"),
    (rf"with {MIGHT} (?P<v>\d+) or (?:more|greater)", "might_min"),
    (rf"with (?P<v>\d+)\+ {MIGHT}", "might_min"),
    (r"from (?P<whose>your|a|their) (?P<zone>trash|hand|main deck)", "zone"),
    (r"from (?P<zone>trash)es|from (?P<any>any) (?P<zone2>trash)", "zone"),
    (r"from (?P<zone>hand)", "zone"),
    # the cards the abilities linked with this one banished ("a unit banished with this")
    (r"banished with (?:this|me)", "banished_with"),
    (r"in (?P<whose>your|a|their) (?P<zone>trash|hand|main deck)", "zone"),
    # the cards an instruction before looked at or revealed ("look at the top 3 cards ...")
    # ("for each card with [Hidden] revealed this way": Teemo - Strategist)
    (r"from among them|revealed this way", "among"),
    (rf"with energy cost {ENERGY} or more", "energy_min"),
    # an Energy cap and a Power cap together: its own kind, so that nothing checking the
    # Energy cap alone ever takes it for the whole restriction (the Power is in its words)
    (
        rf"with energy cost no more than {ENERGY} and power cost no more than {POWER}",
        "energy_power_max",
    ),
    (rf"with energy cost no more than {ENERGY}", "energy_max"),
    (
        rf"(?:with cost|that costs|costing) no more than {ENERGY} and no more than {POWER}",
        "energy_power_max",
    ),
    (rf"with total {MIGHT} (?P<v>\d+) or less", "total_might_max"),
)
TRIGGER_EVENTS = r"dies|die|is played|moves|attacks|defends|is killed|is stunned"


class _Words:
    """The rest of a clause, read from the front."""

    def __init__(self, text: str, antecedent: str = "") -> None:
        self.text = text.strip()
        # What "it" opening a triggered ability's effect stands for: the object its trigger
        # condition names ("When a friendly unit attacks, give it ..."), "" for none.
        self.antecedent = antecedent

    def take(self, pattern: str) -> re.Match[str] | None:
        found = _taking(pattern).match(self.text)
        if found:
            self.text = self.text[found.end() :].strip()
        return found

    @property
    def done(self) -> bool:
        return not self.text


@functools.cache
def _taking(pattern: str) -> re.Pattern[str]:
    # Made once per pattern: a card's reading takes words tens of thousands of times.
    return re.compile(rf"\s*(?:{pattern})(?=[\s,]|$)")


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def noun_phrase(words: _Words, role: str) -> list[Mention]:
    """An object: determiner, adjectives, noun and what follows it, and the battlefield its
    location restriction mentions. Nothing (and nothing read) without a determiner, but for
    a plural after an adjective ("friendly units": all of them)."""
    saved = words.text
    det = words.take(DETERMINER)
    # "friendly units", "enemy units": a plural with no determiner means all of them.
    bare = rf"(?:{'|'.join(ADJECTIVES)}) [a-z ]*?(?:units|gear)\b"
    if det is None and not re.match(bare, words.text):
        return []
    determiner = det.group(0).strip() if det else "all"
    restrictions: list[Restriction] = []
    while adjective := words.take("|".join((*ADJECTIVES, NOT, DOMAIN))):
        word = adjective.group(0).strip()
        # "non-Dragon", "non-token": not one of those (restriction ``not``)
        kind = "not" if word.startswith("non-") else word
        restrictions.append(Restriction("domain" if word in DOMAINS else kind, words=word))
    noun = words.take("|".join(sorted(NOUNS, key=len, reverse=True)))
    tag = None if noun else _tag_noun(words)
    if noun is None and tag is None:
        words.text = saved
        return []
    if noun is not None:
        noun_word = noun.group(0).strip()
    elif tag is not None:
        noun_word = tag[0]
        # one of several tags ("bird, cat, dog, or poro"): its own kind, never one tag
        kind = "one_of_tags" if "," in tag[1] else "tag"
        restrictions.append(Restriction(kind, words=tag[1]))
    singular = noun_word in ("unit", "gear") or (tag is not None and tag[0] == tag[1])
    if determiner == "your" and singular:
        words.text = saved  # "your unit": one chosen earlier, not all of yours
        return []
    number, up_to = (0 if determiner in ("all", "each") else 1), False
    if det and det.group("upto"):
        up_to, number = True, _number(det.group("upto"))
    elif determiner in ("any number of", "any number of your"):
        up_to, number = True, 0
    elif det and det.group("n"):
        number = _number(det.group("n"))
    if noun_word == "opponent":
        restrictions.append(Restriction("enemy", words=noun_word))
    if determiner == "another":
        restrictions.append(Restriction("other", words=determiner))
    if determiner in ("one of your", "any number of your"):
        restrictions.append(Restriction("yours", words="your"))
    zone, whose, places = "board", "", []
    while found := next((f for p, _ in POSTS if (f := words.take(p))), None):
        kind = next(k for p, k in POSTS if re.fullmatch(p, found.group(0).strip()))
        groups = found.groupdict()
        if kind == "zone":
            zone = groups.get("zone") or groups["zone2"]
            # whose zone it is: "your trash", "a trash", "any trash" and "trashes" ("any")
            plural = found.group(0).strip().endswith("trashes")
            whose = groups.get("whose") or ("any" if groups.get("any") or plural else "")
            continue
        if kind == "banished_with":  # in Banishment, and put there by this object's abilities
            zone = "banishment"
            restrictions.append(Restriction(kind, words=found.group(0).strip()))
            continue
        if kind == "among":  # cards looked at or revealed from the top of a deck, only those
            zone = "main deck"
            restrictions.append(Restriction(kind, words=found.group(0).strip()))
            continue
        if kind == "there":
            places.append(Mention("battlefield", "there", REFERRED))
        if kind == "at_battlefields":
            places.append(Mention("battlefield", "battlefields", CHARACTERISTICS, number=0))
            kind = "at_battlefield"
        elif kind == "at_battlefield":
            # "all units at a battlefield" chooses the battlefield (the units are then
            # selected by where they are); "a unit at a battlefield" only restricts the unit.
            chooses = number == 0 and not up_to and role == CHOSEN
            places.append(
                Mention("battlefield", "a battlefield", CHOSEN if chooses else RESTRICTION)
            )
        value = int(groups["v"]) if groups.get("v") else 0
        if kind == EACH_LOCATION:  # "up to one ... at each location": that many at each
            value, number, up_to = number, 0, True
        restrictions.append(Restriction(kind, value, found.group(0).strip()))
    own = role
    if determiner in ("its", "their", "your"):
        own = CHARACTERISTICS  # "your legend", "its controller": no choice is possible
    elif number == 0 and not up_to and role == CHOSEN:
        own = CHARACTERISTICS  # "all units": selected by their characteristics
    elif zone not in PUBLIC_ZONES and role == CHOSEN:
        own = HIDDEN_ZONE
    adjectives = [
        r.words for r in restrictions if r.words in ADJECTIVES or r.kind in ("not", "domain")
    ]
    said = (
        *ADJECTIVES,
        *adjectives,
        noun_word,
        determiner,
        *(["your"] if determiner.endswith(" your") else []),
    )
    said += (tag[1],) if tag else ()
    posts = [r.words for r in restrictions if r.words not in said]
    described = [determiner, *adjectives, noun_word, *posts]
    kind = NOUNS.get(noun_word, "unit")  # a tag of units only ("a mech") is a unit
    if kind in ("spell", "ability", "spell or ability") and zone == "board":
        zone = "chain"  # "spell" and "ability" mean objects on the chain
    mention = Mention(
        kind, " ".join(described), own, number, up_to, tuple(restrictions), zone, whose=whose
    )
    return [mention, *places]


def _tag_noun(words: _Words) -> tuple[str, str] | None:
    """A tag that only units of the card list have, used as a noun ("another friendly
    mech", "your mechs"): the word as written and the tag."""
    tags = unit_tags()
    one = "|".join(re.escape(t) + "s?" for t in sorted(tags, key=len, reverse=True))
    # "a Bird, Cat, Dog, or Poro": a unit with any one of the tags listed
    if listed := words.take(rf"(?:(?:{one}), )+(?:or )?(?:{one})"):
        return listed.group(0).strip(), listed.group(0).strip()
    found = words.take(one)
    if found is None:
        return None
    if re.match(r"(?:token|[a-z]+ token|" + "|".join(NOUNS) + r")\b", words.text):
        words.text = found.string  # an adjective ("a mech unit", "a recruit unit token")
        return None
    word = found.group(0).strip()
    return word, word if word in tags else word[:-1]


@functools.cache
def unit_tags() -> frozenset[str]:
    """The tags (lower case) that only unit cards of the card list have."""
    from judge.cards.catalog import load_catalog

    kinds: dict[str, set[str]] = {}
    for card in load_catalog():
        for tag in card.tags:
            kinds.setdefault(tag.lower(), set()).add(card.type)
    return frozenset(tag for tag, types in kinds.items() if types == {"Unit"})


REST = r"the rest|rest|the remaining cards|the revealed cards|any you didn't banish|the other"


def _singular(instruction: Instruction, before: list[Instruction]) -> Instruction:
    """ "... play it, ... Recycle the rest. Then you may do this: Empower it.": "it" is one
    object, never the cards "the rest" left behind, so it stands for what the instruction
    before those acted on."""
    link = instruction.linked_to
    if link is None or not re.search(r"\bit\b", instruction.words):
        return instruction
    while 0 < link < len(before) and _left_behind(before[link]):
        link -= 1
    return replace(instruction, linked_to=link)


THEM = "them"  # the noun of "up to two of them" until the instruction before says it


def _of_them(instruction: Instruction, before: list[Instruction]) -> Instruction:
    """ "Play two ... unit tokens. Ready up to two of them.": the objects chosen among are
    of the kind the instruction before chose or made (of one kind, or the noun stays
    ``THEM`` and the sentence is left unread)."""
    link = instruction.linked_to
    if not any(m.noun == THEM for m in instruction.mentions) or link is None:
        return instruction
    acted = before[link].mentions if link < len(before) else ()
    kinds = {m.noun for m in acted if m.role in (CHOSEN, CREATED)}
    noun = kinds.pop() if len(kinds) == 1 else THEM
    mentions = tuple(replace(m, noun=noun) if m.noun == THEM else m for m in instruction.mentions)
    return replace(instruction, mentions=mentions)


def _left_behind(instruction: Instruction) -> bool:
    """It acts on the cards an instruction before left where they were ("recycle the rest")."""
    return bool(instruction.mentions) and all(
        re.fullmatch(REST, m.words) for m in instruction.mentions
    )


def _rest(words: _Words) -> list[Mention]:
    """ "the rest", "the remaining cards", "the revealed cards": the cards an instruction
    before looked at or revealed and left where they were."""
    if found := words.take(REST):
        said = found.group(0).strip()
        return [Mention("card", said, CHARACTERISTICS, 0, zone="main deck")]
    return []


def _self(words: _Words) -> list[Mention]:
    """ "me", "this": the card whose ability it is, selected by being itself (never chosen)."""
    if words.take("me"):
        return [Mention("unit", "me", CHARACTERISTICS)]
    if words.take("this"):
        return [Mention("card", "this", CHARACTERISTICS)]
    return []


def _object(words: _Words, role: str, index: int) -> tuple[list[Mention], int | None] | None:
    """An instruction's object: a noun phrase, "me", or "it"/"them" (what the instruction
    before it acted on: its index)."""
    found = noun_phrase(words, role) or _self(words)
    if found and found[0].words in ("me", "this") and (whence := words.take(FROM_OWN_ZONE)):
        # "play me from your trash", "return this from your trash": the card itself, from the
        # zone it is in
        found = [replace(found[0], zone=whence.group(0).split()[-1], whose="your")]
    if found:
        # "a friendly unit and an enemy unit": two objects, each chosen on its own.
        saved = words.text
        if words.take("and") and (more := noun_phrase(words, role)):
            return [*found, *more], None
        words.text = saved
        return found, None
    if index == 0 and words.antecedent == TOKEN and (it := words.take("it|that token")):
        # the token unit the event replaced plays ("if you would play a token unit ..., you
        # may play that token ... instead")
        return [Mention("unit", it.group(0).strip(), TRIGGER)], None
    if index == 0 and words.antecedent and words.take("it|them"):
        return [Mention(words.antecedent, "it", TRIGGER)], None
    if index and (those := words.take("those cards")):
        # "each player plays those cards": the cards an earlier instruction put somewhere
        # (``_those_cards`` finds which and where), named again, no new choice
        return [Mention("card", those.group(0).strip(), NAMED_AGAIN, 0)], None
    if index and (again := words.take("that unit|that card|your unit")):
        # "Choose a battlefield and a unit ... Move that unit ...": the unit an earlier
        # instruction chose, named again (which one is not recorded, so nothing is done on
        # it); "Choose a card from it, and recycle that card": the card chosen; "Choose a
        # friendly unit ... then move your unit there" (Stormbringer): the one unit of yours
        # the effect chose, no new choice
        said = again.group(0).strip()
        return [Mention(said.split()[1], said, NAMED_AGAIN)], None
    if index and (some := words.take(rf"up to (?P<n>{NUMBER}) of them")):
        # "Ready up to two of them": a choice among what the instruction before acted on,
        # of its kind (``_of_them``)
        number = _number(some.group("n"))
        return [Mention(THEM, some.group(0).strip(), role, number, up_to=True)], index - 1
    if index and words.take("one of them|one"):
        # "Reveal the top 2 cards ... You may banish one": one of the cards revealed
        return [Mention("card", "one of them", HIDDEN_ZONE, zone="main deck")], None
    if index == 0 or not words.take("it|them"):
        return None
    return [], index - 1


def _modifiers(words: _Words) -> tuple[int, tuple[str, ...]] | None:
    """What "give" gives: +N or -N Might and keywords, joined by "and"."""
    amount, granted = 0, []
    while True:
        if found := words.take(rf"(?P<sign>[+-])(?P<n>\d+) {MIGHT}"):
            amount = int(found.group("n")) * (-1 if found.group("sign") == "-" else 1)
        elif found := words.take(KEYWORD):
            granted.append(found.group(0).strip()[1:-1].title())
        else:
            return None
        if not words.take("and"):
            return amount, tuple(granted)


def _token(words: _Words) -> tuple[Mention, dict[str, Any]] | None:
    """A token played: "a 1 might Recruit unit token here", "two Gold gear tokens exhausted",
    "a ready 3 might Sprite unit token with [Temporary]"."""
    found = words.take(
        # the card data writes a token's Might as a number or in an Energy symbol before the
        # Might symbol (":rb_energy_1: :rb_might:")
        rf"(?P<n>{NUMBER}) (?P<ready>ready )?(?:(?::rb_energy_)?(?P<might>\d+):? {MIGHT} )?"
        r"(?P<name>[a-z' ]+?) (?P<type>unit|gear) tokens?"
    )
    if found is None:
        return None
    granted = []
    if words.take("with"):
        while keyword := words.take(KEYWORD):
            granted.append(keyword.group(0).strip()[1:-1].title())
            words.take("and")
        if not granted:
            return None
    fields: dict[str, Any] = {"granted": tuple(granted), "amount": int(found.group("might") or 0)}
    if place := _place(words):
        fields["to"] = place
    if found.group("ready"):
        fields["enters"] = "ready"
    elif words.take("exhausted"):
        fields["enters"] = "exhausted"
    words_said = " ".join(found.group(0).split())
    token = Mention(found.group("type"), words_said, CREATED, _number(found.group("n")))
    return token, fields


def _cost_change(words: _Words) -> str:
    """How a card played is paid for: "ignoring its cost", "ignoring its Energy cost",
    "reducing its cost by 5", "for :rb_rune_rainbow:" (that instead of its cost; "" as
    usual)."""
    if words.take(r",? ignoring (?:its )?costs?\b"):  # "its costs" as in 355.10.a's example
        return "ignoring its cost"
    if words.take(r",? ignoring any and all costs"):
        return "ignoring any and all costs"
    if words.take(r",? ignoring (?:its energy cost|energy costs)"):
        # "plays those cards, ignoring Energy costs": each card's own Energy cost
        return "ignoring its Energy cost"
    if reduced := words.take(rf",? reducing its (?P<e>energy )?cost by {ENERGY}"):
        paid = "Energy cost" if reduced.group("e") else "cost"
        return f"reducing its {paid} by {reduced.group('v')}"
    if instead := words.take(r"for (?::rb_[a-z0-9_]+:)+"):  # "play this ... for [A]"
        return f"paying {instead.group(0).strip().removeprefix('for ')} instead of its cost"
    return ""


def _played_from(objects: list[Mention]) -> list[Mention] | None:
    """What "play" plays, where the text does not say from where: by default a card is
    played from its player's hand or Chosen Champion zone (419.1.a), so one that can't be a
    champion ("play an Equipment ...") comes from the hand, a zone that is not public. A
    unit could come from either (None: not read)."""
    if not objects or objects[0].role != CHOSEN or objects[0].zone not in ("board", "chain"):
        return objects
    if objects[0].noun in ("unit", "unit or gear", "card"):
        return None
    return [replace(objects[0], role=HIDDEN_ZONE, zone="hand", whose="your"), *objects[1:]]


def _place(words: _Words) -> str:
    """Where something is put ("to base", "here", "to a battlefield"): the place's kind."""
    for pattern, kind in PLACES:
        if words.take(pattern):
            return kind
    return ""


def _your_base(words: _Words, moved: list[Mention]) -> str:
    """ "Move an enemy gear to your base": the base of the player of the effect, which is not
    the base of what may be another player's ("your base", never carried out as "base");
    "" for what is the player's own ("a friendly unit", "me") or any other place."""
    own = bool(moved) and all(
        m.words == "me" or any(r.kind == "friendly" for r in m.restrictions) for m in moved
    )
    return "" if own or not words.take(r"to your base") else "your base"


def _clause(text: str, role: str, index: int, antecedent: str = "") -> Instruction | None:
    """One instruction: [subject] verb [object] [what the verb takes after it]."""
    words = _Words(text, antecedent)
    mentions: list[Mention] = []
    link: int | None = None
    fields: dict[str, Any] = {}
    # "its controller draws 2", "they discard 1": the player of what the instruction before
    # acted on, or the player it chose ("Choose an opponent. They reveal their hand.").
    if index == 0 and antecedent == "player" and words.take("that player"):
        # "At the start of each player's first Beginning Phase, that player channels 1 rune."
        mentions.append(Mention("player", "that player", TRIGGER, 0))
    elif subject := words.take(r"its controller|its owner|they|that player"):
        if index == 0:
            return None
        mentions.append(Mention("player", subject.group(0).strip(), CHARACTERISTICS, 0))
        fields["subject"] = subject.group(0).strip()
        link = index - 1
        role = OTHERS_CHOOSE if role == CHOSEN else role  # what another player chooses
    elif index and words.take(r"it"):
        link = index - 1  # "it deals damage equal to its Might ...": what was chosen before
    elif subject := words.take(r"each opponent|each player|the attacker and defender each"):
        said = subject.group(0).strip()
        mentions.append(Mention("player", said, CHARACTERISTICS, 0))
        fields["subject"] = said
        role = OTHERS_CHOOSE if role == CHOSEN else role
    elif role == CHOSEN and words.take(r"an opponent"):
        # "An opponent reveals their hand." (Bone Skewer): the card's player chooses which
        # opponent, who then does it, as "Choose an opponent. They reveal their hand." says
        mentions.append(Mention("player", "an opponent", CHOSEN))
        fields["subject"] = "an opponent"
        role = OTHERS_CHOOSE
    elif words.take(r"you"):
        pass
    verb = words.take(r"[a-z]+")
    if verb is None:
        return None
    base = _verb(verb.group(0).strip())
    if base in ("take", "gain") and words.take("control of"):
        base = "take control"  # "gain control of it" (Rebuttal) says the same
    elif base == "make" and words.take("new choices for"):
        base = NEW_CHOICES  # "make new choices for it": the spell whose control was taken
    elif base == "lose" and words.take("control of"):
        base = LOSE_CONTROL  # "lose control of that unit": it goes back to its owner
    elif base == "put" and re.search(rf"{OBJECT_VERBS['place']}$", words.text):
        base = "place"  # "put a card from your hand on the top or bottom of your Main Deck"
    elif base == "swap" and words.take("the might of"):
        base = SWAP_MIGHT  # "swap the Might of two units ... this turn": worked out by layers
    if base == "deal" and re.fullmatch(
        r"damage to .+ equal to the damage marked on it", words.text
    ):
        # "deal damage to a unit equal to the damage marked on it": worked out, not a number
        words.take("damage to")
        target = _object(words, role, index)
        if target is None or not words.take("equal to the damage marked on it"):
            return None
        mentions += target[0]
        fields["amount"], fields["amount_words"] = None, "damage equal to the damage marked on it"
    elif base == "deal":
        amount = words.take(
            r"(?P<a>\d+)(?: damage)?|damage equal to (?:(?:my|its) might|my \[assault\])"
        )
        if amount is None:
            return None
        fields["amount"] = int(amount.group("a")) if amount.group("a") else None
        if not amount.group("a"):  # "damage equal to my might": worked out, not a number
            fields["amount_words"] = amount.group(0).strip()
        if words.take("to"):
            target = _object(words, role, index)
            if target is None:
                return None
            found, link = target[0], target[1] if target[1] is not None else link
        elif words.take("split among"):
            found = noun_phrase(words, role)
            if found and not amount.group("a"):
                # "damage equal to its Might split among enemy units": an amount to work
                # out, split among any number of them, each chosen as the spell is played
                fields["amount_words"] += " split"
                said = found[0].words.removeprefix("all ")
                found[0] = replace(found[0], words=said, up_to=True, number=0, role=role)
            elif found:
                found[0] = replace(
                    found[0],
                    split=int(amount.group("a")),
                    up_to=True,
                    number=int(amount.group("a")),
                    role=role,
                )
        else:
            return None
        if not found and link is None:
            return None
        mentions += found
    elif base == "draw" and index and words.take("it"):
        link = index - 1  # the card the instruction before it revealed
    elif base == "draw" and index and words.take("one"):
        # "Look at the top 2 cards ... Draw one and recycle the other": one of those looked at
        mentions.append(Mention("card", "one of them", HIDDEN_ZONE, zone="main deck"))
    elif base == "draw" and index and (left := _rest(words)):
        mentions += left  # "Draw any you didn't banish": the cards revealed, left on the deck
    elif base == "discard" and index and words.take("that card"):
        # "Choose a card from it, and they discard that card": the card chosen, named again
        mentions.append(Mention("card", "that card", NAMED_AGAIN, zone="hand"))
    elif base == "discard" and fields.get("subject") and words.take("their hand"):
        # "each player discards their hand": every card in it, no choice
        mentions.append(Mention("card", "their hand", CHARACTERISTICS, 0, zone="hand"))
    elif base in COUNT_VERBS:
        count = words.take(r"\d+")
        if count is None:
            return None
        fields["amount"] = int(count.group(0))
        words.take(COUNTED)
        if base == "channel" and words.take("exhausted"):
            fields["enters"] = "exhausted"
    elif base in ("look", "reveal") and words.take("their hand|your hand"):
        mentions.append(Mention("card", "their hand", CHARACTERISTICS, 0, zone="hand"))
    elif base in ("look", "reveal"):
        top = words.take(
            r"(?:at )?(?:the )?top (?:(?P<n>\d+|two|three|four|five) )?(?:cards?|runes?) "
            r"of (?:your |their )?(?:main deck|rune deck)"
        )
        if top is None and base == "reveal" and (shown := noun_phrase(words, role)):
            mentions += shown  # "reveal a unit from among them"
        elif top is None:
            return None
        else:
            fields["amount"] = _number(top.group("n")) if top.group("n") else 1
    elif base == "double":
        # "double my Might this turn", "double a friendly unit's Might this turn"
        if words.take(r"my might"):
            mentions.append(Mention("unit", "me", CHARACTERISTICS))
        elif (whose := re.fullmatch(r"(.+?)'s might\b(.*)", words.text)) and (
            doubled := noun_phrase(owner := _Words(whose.group(1)), role)
        ):
            if not owner.done:
                return None
            mentions += doubled
            words.text = whose.group(2).strip()
        else:
            return None
        fields["amount_words"] = "the Might of"
    elif base == "gain" and index and (keyword := words.take(KEYWORD)):
        # "Choose a unit. It gains [Shield 2] this combat.": what the instruction before chose
        fields["granted"] = (keyword.group(0).strip()[1:-1].title(),)
        link = index - 1
    elif base == "gain" and (points := words.take(r"(?P<n>\d+) points?")):
        # "that player gains 1 point": gaining points, not scoring (no battlefield scored)
        base, fields["amount"] = GAIN_POINTS, int(points.group("n"))
    elif base == "gain":
        gained = words.take(r"(?P<n>\d+) xp")
        if gained is None:
            return None
        fields["amount"] = int(gained.group("n"))
    elif base == "add":
        added = words.take(r"(?::rb_(?:energy_\d+|rune_[a-z]+):)+")
        if added is None:
            return None
        fields["amount_words"] = added.group(0).strip()  # what is added, shown with it
    elif base == "pay":
        paid = words.take(r"(?::rb_[a-z0-9_]+:|\[[a-z]\])+|\d+ xp")
        if paid is None:
            return None
        fields["amount_words"] = paid.group(0).strip()
    elif base == "spend":
        spent = words.take(r"a buff|my buff|its buff|\d+ xp")
        if spent is None:
            return None
        # "spend its buff": the buff of the unit the effect speaks of, kept in its words
        fields["amount_words"] = spent.group(0).strip()
    elif base == "play" and (token := _token(words)):
        mentions.append(token[0])
        fields.update(token[1])
    elif base == "play":
        # "its owner plays it, ignoring its cost", "play a unit from your trash, ignoring its
        # Energy cost", "play me": a card played, and how it is paid for.
        target = _object(words, role, index)
        if target is None:
            return None
        played = _played_from(target[0])
        if played is None:
            return None
        mentions += played
        if played and (copy := words.take("and an additional copy of it")):
            # a copy of what is played, made as it is played (no choice)
            said = copy.group(0).strip().removeprefix("and ")
            mentions.append(Mention(played[0].noun, said, CREATED, 1))
        link = target[1] if target[1] is not None else link
        fields["to"] = _place(words)
        if duration := words.take(DURATION):  # "play a gear from hand this turn, ..."
            fields["duration"] = duration.group(0).strip()
        fields["cost_change"] = _cost_change(words)
    elif base == "give" and (equal := words.take(rf"\+{MIGHT} equal to (?:my|its) might to")):
        # "give +[M] equal to its Might to another friendly unit": worked out, not a number
        fields["amount_words"] = "+might " + " ".join(equal.group(0).split()[1:-1])
        target = _object(words, role, index)
        if target is None:
            return None
        mentions += target[0]
        if " its might" in equal.group(0) and index:  # the Might of what was acted on before
            link = index - 1
    elif base == "give":
        target = _object(words, role, index)
        if target is None:
            return None
        mentions += target[0]
        link = target[1] if target[1] is not None else link
        if words.take(rf"my keywords and \+{MIGHT} equal to my might"):
            # "give another friendly unit my keywords and +[M] equal to my Might this turn":
            # both worked out from the card as it is then, never a number
            fields["amount"] = None
            fields["amount_words"] = "my keywords and +might equal to my might"
        else:
            words.take("each")
            given = _modifiers(words)
            if given is None:
                return None
            fields["amount"], fields["granted"] = given
    elif base == "attach":  # "attach it to a unit you control", "attach it to me"
        target = _object(words, role, index)
        to = _object(words, role, index) if target and words.take("to") else None
        if target is None or to is None:
            return None
        mentions += [*target[0], *to[0]]
        link = target[1] if target[1] is not None else link
    elif base == "recycle" and (some := words.take(rf"(?P<n>{NUMBER}) (?:cards )?from your trash")):
        # "recycle 3 from your trash": that many cards of a public zone, chosen (355.9.a)
        said, number = some.group("n"), _number(some.group("n"))
        mentions.append(Mention("card", said, role, number, zone="trash", whose="your"))
    elif base == "recycle" and index and (left := _rest(words)):
        mentions += left
    elif base == "put" and index and (kept := words.take(rf"(?P<n>{NUMBER}) into your hand")):
        # "Look at the top 3 cards ... Put 1 into your hand": that many of the cards looked at,
        # chosen where only their player sees them
        said = kept.group("n")
        mention = Mention("card", f"{said} of them", HIDDEN_ZONE, _number(said), zone="main deck")
        mentions.append(mention)
        fields["to"] = "hand"
    elif base == "put" and (
        top := words.take(rf"the top (?P<n>{NUMBER}) cards of your main deck into your trash")
    ):
        # "put the top 2 cards of your Main Deck into your trash": which ones is no choice
        said = top.group(0).removesuffix(" into your trash").strip()
        mentions.append(Mention("card", said, CHARACTERISTICS, 0, zone="main deck", whose="your"))
        fields["to"] = "trash"
    elif base == "put" and index and (left := _rest(words)) and words.take("into your trash"):
        mentions += left  # "put the rest into your trash": the cards looked at, not recycled
        fields["to"] = "trash"
    elif base in OBJECT_VERBS or base in ("take control", LOSE_CONTROL, SWAP_MIGHT, NEW_CHOICES):
        target = _object(words, role, index)
        if target is None:
            return None
        mentions += target[0]
        link = target[1] if target[1] is not None else link
        if base == "move":
            origin = words.take(r"from (?:a battlefield|here)")
            if origin and not target[0]:
                return None
            if origin:  # where the moved unit must be: a restriction on it
                said = origin.group(0).strip()
                kind = "here" if said.endswith("here") else "at_battlefield"
                moved = target[0][0]
                restriction = Restriction(kind, words=said)
                mentions[-len(target[0])] = replace(
                    moved,
                    words=f"{moved.words} {said}",
                    restrictions=(*moved.restrictions, restriction),
                )
            fields["to"] = _your_base(words, target[0]) or _place(words)
        elif OBJECT_VERBS.get(base):
            # what must follow the object: for "return", where it goes ("to its owner's hand")
            if not (follows := words.take(OBJECT_VERBS[base])):
                return None
            if base in ("return", "place"):
                fields["to"] = follows.group(0).strip().removeprefix("to ").removeprefix("on ")
    else:
        return None
    if duration := words.take(DURATION):
        fields["duration"] = duration.group(0).strip()
    if words.take("for each"):
        rest = words.text
        phrase = rest.removeprefix("of ") if rest.startswith("of ") else "each " + rest
        counting = _Words(phrase)
        counted = noun_phrase(counting, CHARACTERISTICS)
        if not counted or not counting.done or "amount" not in fields:
            return None
        fields["for_each"] = counted[0].words
        mentions.append(counted[0])
        words.text = ""
    if minimum := words.take(rf",? to a minimum of (?P<m>\d+) {MIGHT}"):
        fields["minimum"] = int(minimum.group("m"))
    if not words.done:
        return None
    if base in ("move", "play") and (place := fields.get("to", "")) in DESTINATIONS:
        mentions.append(Mention("battlefield", place, DESTINATIONS[place]))
    return Instruction(text.strip(), base, tuple(mentions), link, **fields)


def _verb(word: str) -> str:
    """A verb's base form ("kills", "readies", "deals": "kill", "ready", "deal")."""
    known = (
        *OBJECT_VERBS,
        *COUNT_VERBS,
        *("deal", "give", "gain", "add", "play", "reveal", "look", "attach"),
    )
    if word == "readies":
        return "ready"
    if word.endswith("es") and word[:-2] in known and word[-4:-2] in ("sh", "ch"):
        return word[:-2]  # "banishes", "reaches": the -es of a verb ending in sh or ch
    return word[:-1] if word.endswith("s") and word[:-1] in known else word


def _sentences(text: str) -> list[str]:
    """The sentences of a card's text, without reminder text and keywords."""
    plain = re.sub(r"\([^)]*\)", " ", text)
    # "[Stun] an enemy unit", "[Buff] me": the bracketed game actions are verbs of the text.
    plain = re.sub(r"\[(Stun|Buff|Add)\]", lambda m: m.group(1).lower(), plain)
    plain = re.sub(r"\[Burn (\d+)\]", r"burn \1", plain)
    plain = re.sub(r"\[Predict\]", "predict 1", plain)
    plain = re.sub(r"\[Predict (\d+)\]", r"predict \1", plain)
    plain = plain.replace("[Mighty]", "mighty")
    # Any other keyword stays a word of the text: one an effect gives ("Give a unit [Tank]
    # this turn") is read as such, and one the reader does not know leaves it unread.
    plain = plain.replace("\u2019", "'").replace("\u2018", "'")
    return [s.strip() for s in re.split(r"[.!]", plain) if s.strip()]


def made_later(sentence: str) -> str:
    """What words left unread make of the effect when they open something that chooses
    nothing as the effect is put on the chain ("" otherwise): a reflexive trigger ("If this
    kills it, do this: ...", "Then you may do this: ...": a new ability, its choices made as
    it is finalized, 387.1, 388.1), a delayed trigger ("When ... this turn, ...": its choices
    made as it triggers, 390.2), or a delayed replacement ("Then recycle it." after a card
    played, 390.3.a). What follows such words is part of what they open."""
    lower = " ".join(sentence.lower().split())
    if re.search(r"\bdo this:", lower):
        return "a reflexive trigger"
    if re.fullmatch(r"(?:when|whenever) .+? this turn, .*", lower):
        return "a delayed trigger"
    if re.fullmatch(r"then,? recycle (?:it|them)", lower):
        return "a delayed replacement"
    return ""


ONE_OR_THE_OTHER = "one or the other"
# The frame of a modal effect, before its first mode: "Choose one —", "Choose one you haven't
# already chosen —" (a mode chosen before, on an earlier repeat or this turn, can't be again).
MODAL = LazyPattern(
    r"(choose one(?: you haven't already chosen| you've not chosen this turn"
    r"| that hasn't been chosen this turn)?)\s*—\s*(.+)",
    re.DOTALL,
)


def said_twice(text: str) -> str:
    """An effect's text as executed with its Repeat cost paid: its instructions one
    additional time, as though the text said them twice."""
    return f"{text} {text}" if text else text


# The same texts (a card's, a scenario's) are read at many steps of many scenarios; the
# reading is immutable, so each is read once per process.
@functools.lru_cache(maxsize=4096)
def read_effect(text: str, antecedent: str = "", player_named: bool = False) -> Effect:
    """The instructions of an effect's text, or ``unknown`` naming the sentence not read.
    ``antecedent``: what "it" opening the effect stands for, the object a trigger condition
    names ("unit"; "" when the effect is not a triggered ability's or names none);
    ``player_named``: the trigger condition names a player, whom "they" or "that player"
    opening the effect stands for."""
    sentences = _sentences(text)
    if sentences and (modal := MODAL.fullmatch(" ".join(sentences[0].lower().split()))):
        return _modes(text, modal.group(1), [modal.group(2), *sentences[1:]])
    instructions: list[Instruction] = []
    opened: tuple[int, re.Match[str]] | None = None  # where a reflexive trigger opens
    for sentence in sentences:
        plain = " ".join(sentence.lower().split())
        if opened is None and instructions and (found := REFLEXIVE_OPENING.fullmatch(plain)):
            opened, plain = (len(instructions), found), found.group("rest")
        played = re.search(r"\bplays?\b", plain) or any(i.verb == "play" for i in instructions)
        if played and re.fullmatch(r"then,? recycle (?:it|them)\.?", plain):
            # "... play a spell from your trash. Then recycle it.": a delayed replacement of
            # where the card played goes as it leaves the chain (390.3.a), not an
            # instruction done now: it chooses nothing and is not carried out
            said = "its leaving the chain with: recycle,"
            instructions.append(Instruction(plain.rstrip("."), REPLACE, (), amount_words=said))
            continue
        if played and re.search(r", then,? recycle (?:it|them)$", plain):
            # "..., then recycle it" in the sentence of the play: not read
            return Effect(text, tuple(instructions), unknown=sentence)
        if after := _after_played(plain.rstrip("."), instructions):
            instructions.append(after)
            continue
        lower = re.sub(r"^then,?\s+", "", plain)
        if (found := re.fullmatch(rf"({'|'.join(CONDITIONS)}),\s*(.+) instead", lower)) and (
            instead := _instead(found.group(1), found.group(2), instructions)
        ):
            instructions[-1:] = instead
            continue
        if replacing := _replacement(sentence, instructions):
            instructions.append(replacing)
            continue
        lower = _from_revealed_hand(lower, instructions)
        index = len(instructions)
        read = _their_choice(lower, antecedent) if player_named and not index else None
        read = read or _sentence(lower, index, antecedent)
        if paid := _cost_reduced_after(lower, instructions):
            instructions[paid[0]] = paid[1]
            continue
        if read and (placed := _played_here(read, instructions)):
            instructions[placed[0]] = placed[1]
            continue
        if read is None or any(_replayed(i, instructions) for i in read):
            return Effect(text, tuple(instructions), unknown=sentence)
        read = [_of_them(_singular(i, instructions), instructions) for i in read]
        read = [_those_cards(i, [*instructions, *read[:n]]) for n, i in enumerate(read)]
        if any(
            m.words == THOSE_CARDS and not m.zone.startswith(BANISHED)
            for i in read
            for m in i.mentions
        ):
            return Effect(text, tuple(instructions), unknown=sentence)  # which ones: not said
        read = [_card_named_again(i, [*instructions, *read[:n]]) for n, i in enumerate(read)]
        if any(m.noun == THEM for i in read for m in i.mentions):
            return Effect(text, tuple(instructions), unknown=sentence)  # of what kind: not said
        instructions += read
    if not instructions:
        return Effect(text, unknown=text.strip() or "(no text)")
    if opened is not None:
        start, found = opened
        instructions[start:] = _reflexive(instructions[start:], found)
    # "draw 1 or channel 1 rune exhausted": one of two, as a mode each
    either = ONE_OR_THE_OTHER if any(i.mode for i in instructions) else ""
    return Effect(text, tuple(instructions), modal=either)


# "Recycle that spell after you play it." (Fizz - Trickster as printed): a game action on the
# card an instruction before played, done once the act of playing it is complete, not as the
# effect resolves
_AFTER_PLAYED = LazyPattern(
    r"(?P<verb>recycle|banish) (?:that (?:spell|card|unit|gear)|it|them|those cards)"
    r" after you play (?:it|them)"
)
AFTER_PLAYED = "after you play it"


def _after_played(lower: str, instructions: list[Instruction]) -> Instruction | None:
    """ "Recycle that spell after you play it.": done later, by a delayed trigger the effect
    creates, on what the last play before it played, once that card has been played (under
    2026-03-30 as it resolves; one countered was never played); it chooses nothing as the
    effect is put on the chain, and is never read as done in line."""
    found = _AFTER_PLAYED.fullmatch(lower)
    plays = [n for n, i in enumerate(instructions) if i.verb == "play"]
    if found is None or not plays:
        return None
    return Instruction(lower, found.group("verb"), (), linked_to=plays[-1], delayed=AFTER_PLAYED)


THOSE_CARDS = "those cards"
BANISHED = "banishment"


def _those_cards(instruction: Instruction, before: list[Instruction]) -> Instruction:
    """ "... banishes one of them, ... each player plays those cards": the cards the last
    instruction before that banished cards put in Banishment, each player's own (the link is
    that instruction); any other instruction as it is. Cards named so with no banish before
    keep the zone of the board, which ``read_effect`` takes as not read."""
    if not any(m.words == THOSE_CARDS for m in instruction.mentions):
        return instruction
    banished = [n for n, i in enumerate(before) if i.verb == "banish"]
    if not banished:
        return instruction
    mentions = tuple(
        replace(m, zone=BANISHED, whose="their") if m.words == THOSE_CARDS else m
        for m in instruction.mentions
    )
    return replace(instruction, mentions=mentions, linked_to=banished[-1])


def _card_named_again(instruction: Instruction, before: list[Instruction]) -> Instruction:
    """ "... and recycle that card": "that card" is in the zone of the card chosen before it
    ("choose a card from their hand"), not on the board."""
    chosen = [m for i in before for m in i.mentions if m.noun == "card" and m.number]
    if not chosen:
        return instruction
    mentions = tuple(
        replace(m, zone=chosen[-1].zone)
        if m.role == NAMED_AGAIN and m.noun == "card" and m.words != THOSE_CARDS
        else m
        for m in instruction.mentions
    )
    return replace(instruction, mentions=mentions)


_REVEALED_HAND = LazyPattern(
    r"(?:they |you )?reveal (?:their|your) hand|an opponent reveals their hand"
)
_FROM_IT = LazyPattern(r"\bfrom it\b")


def _from_revealed_hand(lower: str, before: list[Instruction]) -> str:
    """ "They reveal their hand. Choose a card from it": "it" is the hand revealed by the
    instruction before, or earlier in the sentence ("They reveal their hand and you choose a
    Mind card from it"), read as "from their hand"; the sentence as it is otherwise."""
    head, joined, tail = lower.partition(" and ")
    if joined and _REVEALED_HAND.fullmatch(head):
        return f"{head} and {_FROM_IT.sub('from their hand', tail)}"
    if before and _REVEALED_HAND.fullmatch(before[-1].words):
        return _FROM_IT.sub("from their hand", lower)
    return lower


REPLACE = "replace"


# "Then do this: ...", "If this kills it, do this: ...", "Then you may do this: ...", "Then
# for each unit this kills, do this: ...": a reflexive trigger (387.1) after an instruction,
# under a condition the reader knows; what follows "do this:", to the end of the effect, is
# what it does. "For each unit this kills" is kept in its words: no step works it out.
PER_KILL = r"for each unit this kills"
REFLEXIVE_OPENING = LazyPattern(
    rf"(?:then,?\s+)?(?:(?P<condition>{'|'.join((*CONDITIONS, PER_KILL))}),\s*)?(?:then\s+)?"
    r"(?P<may>you may\s+)?do this:\s*(?P<rest>.+)"
)


def _reflexive(inner: list[Instruction], opening: re.Match[str]) -> list[Instruction]:
    """The instructions after "do this:": a new ability the effect creates and puts on the
    chain as it resolves (388.1), so what they choose is chosen then (role ``reflexive``),
    not as the card is played, and they are done, if at all, as that ability resolves. "You
    may do this" is one choice to do all of them or none; the condition before it ("if this
    kills it") is a condition on each."""
    said = opening.group("condition") or ""
    if opening.group("may"):
        inner = _one_choice([replace(i, optional=False) for i in inner])
    return [
        replace(
            i,
            reflexive=True,
            condition=i.condition or said,
            mentions=tuple(
                replace(m, role=REFLEXIVE) if m.role == CHOSEN else m for m in i.mentions
            ),
        )
        for i in inner
    ]


_DEATH_OF_IT = LazyPattern(
    r"(?:(?P<next>the next time)|if) (?:it|that unit) would die this turn, (?:instead )?"
    r"(?P<instead>.+?)(?: instead)?"
)


def _replacement(sentence: str, before: list[Instruction]) -> Instruction | None:
    """ "Deal 3 to a unit. If it would die this turn, banish it instead.", "Choose a unit. The
    next time it would die this turn, heal it, ... instead.", "... prevent it.": a replacement
    effect for this turn the effect creates as it resolves, of the unit the instruction before
    acted on ("it", "that unit"), in the words the replacements reading
    (judge/engine/replacements.py) reads whole; it chooses nothing. None for any other
    sentence."""
    words = " ".join(sentence.split()).rstrip(".")
    if not before or "this turn" not in words:
        return None
    death = read_death_replacement(words + ".")
    prevention = read_prevention(words + ".")
    if death is not None and death.covers == REPLACES_CHOSEN and death.instead:
        which = "the next" if death.delayed else "any"
        replaced = f"{which} death of it with: {', '.join(death.instead)},"
    elif prevention is not None:
        value = "" if prevention.value is None else f" {prevention.value}"
        replaced = f"the next{value} damage to it with: prevent,"
    elif found := _DEATH_OF_IT.fullmatch(words.lower()):
        # "The next time it would die this turn, you may pay :rb_rune_fury: to heal it, ...
        # instead.": what is done instead, read as any effect is, "it" the unit acted on
        inner = _sentence(found["instead"], len(before))
        if not inner:
            return None
        which = "the next" if found["next"] else "any"
        done = ", ".join(
            ("may " if i.optional else "") + i.words + (f" [{i.condition}]" if i.condition else "")
            for i in inner
        )
        replaced = f"{which} death of it with: {done},"
    else:
        return None
    return Instruction(words, REPLACE, (), duration="this turn", amount_words=replaced)


_REDUCED_AFTER = LazyPattern(r"reduce its energy cost by (.+)")


def _cost_reduced_after(lower: str, before: list[Instruction]) -> tuple[int, Instruction] | None:
    """ "... to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you
    recycled." (Rumble - Hotheaded): how the card the last play before puts is paid for, not
    an instruction of its own (an amount worked out as it is played): which play, and it so
    changed. None for any other sentence, or a play already paid another way."""
    reduced = _REDUCED_AFTER.fullmatch(lower)
    plays = [n for n, i in enumerate(before) if i.verb == "play"]
    if reduced is None or not plays or before[plays[-1]].cost_change:
        return None
    said = f"reducing its Energy cost by {reduced.group(1)}"
    return plays[-1], replace(before[plays[-1]], cost_change=said)


def _played_here(
    read: list[Instruction], before: list[Instruction]
) -> tuple[int, Instruction] | None:
    """ "Play a card ... If it's a unit, play it here.", "... then play it. If it is a unit,
    you may play it here.": where the card the play before puts goes when it is a unit, not a
    second play of it. The play before keeps its words and gains the place under its
    condition ("here if it's a unit"), which is no place the engine puts things ("here"
    alone is), so the play stays not carried out: which play, and it so changed. None for any
    other sentence."""
    if len(read) != 1 or not _replayed(read[0], before):
        return None
    again = read[0]
    if again.to != "here" or not re.fullmatch(r"if it(?:'s| is) a unit", again.condition):
        return None
    link = again.linked_to or 0
    if again.words != "play it here" or before[link].to:
        return None
    choice = ", if its player chooses" if again.optional else ""
    return link, replace(before[link], to=f"here {again.condition}{choice}")


def _replayed(instruction: Instruction, before: list[Instruction]) -> bool:
    """ "Play a card ... If it's a unit, play it here.": where the card played before goes,
    not a second play of it (``_played_here`` reads the one place said so)."""
    link = instruction.linked_to
    return (
        instruction.verb == "play"
        and link is not None
        and link < len(before)
        and before[link].verb == "play"
    )


def _modes(text: str, frame: str, sentences: list[str]) -> Effect:
    """A modal effect: each sentence after the frame opens a mode, but for one that refers
    back to the mode before it ("Empower a unit. Disempower it ..."), which goes on with it.
    Two modes at least; a sentence not read makes the whole effect unknown."""
    instructions: list[Instruction] = []
    mode = 0
    for sentence in sentences:
        lower = " ".join(sentence.lower().split())
        read = _sentence(lower, len(instructions))
        if read is None:
            return Effect(text, unknown=sentence)
        goes_on = mode and any(i.linked_to is not None or i.condition for i in read)
        mode += 0 if goes_on else 1
        instructions += [replace(i, mode=mode) for i in read]
    if mode < 2:
        return Effect(text, unknown=text.strip())
    return Effect(text, tuple(instructions), modal=frame)


def _instead(condition: str, lower: str, before: list[Instruction]) -> list[Instruction] | None:
    """ "Deal 2 to a unit. If it's attacking, deal 4 to it instead.": one instruction done in
    place of the one before it when the condition holds; the one before is then done only
    when it does not ("unless it's attacking"). None when the words are not that."""
    if not before or before[-1].condition or before[-1].optional:
        return None
    if condition in AFTERWARDS:  # "if you do": the outcome of the one before, no alternative
        return None
    read = _sentence(lower, len(before))
    if read is None or len(read) != 1 or read[0].condition:
        return None
    unless = "unless " + condition.removeprefix("if ")
    return [replace(before[-1], condition=unless), replace(read[0], condition=condition)]


def _condition(event: str) -> list[Mention] | None:
    """What a trigger condition mentions ("a friendly unit dies", "you play me")."""
    if re.fullmatch(r"(?:you|i) [a-z ]+", event):
        return []
    words = _Words(event)
    found = noun_phrase(words, TRIGGER)
    if not found or not words.take(TRIGGER_EVENTS) or not words.done:
        return None
    return [replace(m, role=TRIGGER) for m in found]


# The players an instruction has each choose one of their own: every player, every opponent
# of the ability's controller, or the defending player of the combat
CHOOSERS = r"each player|each opponent|the defender"


def _sentence(lower: str, index: int, antecedent: str = "") -> list[Instruction] | None:
    """A sentence's instructions, with the role its frame gives what they mention."""
    role, condition, triggered = CHOSEN, [], False
    # "Then do this: ...", "If this kills it, do this: ...": a reflexive trigger, a new
    # ability put on the chain when the ability before it resolves (387.1, 388.1), its choices
    # made then: not an instruction of this effect, and not read.
    if re.search(r"\bdo this:", lower):
        return None
    if found := re.fullmatch(r"as an additional cost to play (?:me|this),\s*(.*)", lower):
        lower, role = found.group(1), COST
    if found := re.fullmatch(r"(?:when|whenever) (.*?),\s*(.*)", lower):
        mentioned = _condition(found.group(1))
        if mentioned is None:
            return None
        condition, lower, triggered = mentioned, found.group(2), True
    if found := re.fullmatch(r"(.+?),? at (?:the )?end of (?:this )?turn", lower):
        return _at_end_of_turn(found.group(1), index, antecedent)
    if found := re.fullmatch(rf"({'|'.join(CONDITIONS)}),\s*(.*)", lower):
        conditional = _sentence(found.group(2), index, antecedent)
        said = found.group(1)
        return None if conditional is None else [replace(i, condition=said) for i in conditional]
    if found := re.fullmatch(rf"(.+?),? ({'|'.join(CONDITIONS)})", lower):
        # "kill it if it has 3 might or less": the condition written after the instruction
        conditional = _sentence(found.group(1), index, antecedent)
        if conditional is not None:
            return [replace(i, condition=found.group(2)) for i in conditional]
    # "each player kills one of their units", "the defender must kill one of their units
    # here": each of those players chooses one they control ("must" adds nothing to what an
    # instruction asks of them)
    if found := re.fullmatch(
        rf"({CHOOSERS})(?: must)? (\w+) one of their (units|gear)( here)?", lower
    ):
        who, verb, noun, here = found.groups()
        lower = f"{who} {verb} a {noun.removesuffix('s')}{here or ''} they control"
    if found := re.fullmatch(rf"({CHOOSERS}) (.*) they control", lower):
        inner = _clause(found.group(2), OTHERS_CHOOSE, index)
        if inner is None:
            return None
        theirs = Restriction("theirs", words="they control")
        theirs_chosen = _recast(inner, OTHERS_CHOOSE, (theirs,))
        if (who := found.group(1)) == "each player":
            return [theirs_chosen]
        player = Mention("player", who, CHARACTERISTICS, 0)
        return [replace(theirs_chosen, mentions=(player, *theirs_chosen.mentions), subject=who)]
    if found := _REVEALED_UNTIL.fullmatch(lower):
        return _revealed_until(found, index)
    if found := STARTING_WITH.fullmatch(lower):
        return _in_order(found, index, antecedent)
    if found := re.fullmatch(r"you must (.*)", lower):
        inner = _clause(found.group(1), MUST, index)
        return None if inner is None else [_recast(inner, MUST)]
    if (found := re.fullmatch(r"(.+?),? then (.+)", lower)) and not lower.startswith("you may "):
        first = _sentence(found.group(1), index, antecedent)
        first = first or _listed_by_one(found.group(1), index, antecedent)
        second = _sentence(found.group(2), index + len(first or ()))
        if first and second and first[-1].subject and _subjectless(found.group(2)):
            # "each player discards their hand, then draws 4": the same players do it
            second = _by_the_same(first[-1], second)
        if first is not None and second is not None and not condition and role == CHOSEN:
            return [*first, *second]
    if found := re.fullmatch(r"you may (.+?),? then (.+)", lower):
        # "You may banish one, then play it": the second acts on what the first did, so the
        # choice not to do the first is a choice not to do either.
        first = _sentence(found.group(1), index, antecedent)
        second = _sentence(found.group(2), index + len(first or ()))
        if first and second and all(i.linked_to is not None for i in second):
            return _one_choice([*first, *second])
    optional = lower.startswith("you may ")
    lower = lower.removeprefix("you may ")
    verbs = "|".join((*OBJECT_VERBS, *COUNT_VERBS, "deal", "give", "gain", "play", "reveal"))
    if found := re.fullmatch(rf"(.*?) to ((?:{verbs}) .*)", lower):
        cost = _clause(found.group(1), COST, index, antecedent)
        # "pay [C] and exhaust this to draw 1": a cost of two parts (or more, listed)
        parts = verbs + "|pay|spend"
        costs = [cost] if cost else list(_joined(found.group(1), COST, index, parts) or ())
        costs = costs or list(_series(found.group(1), COST, index, parts) or ())
        rest = _clause(found.group(2), role, index, antecedent)
        joined = None if rest else _joined(found.group(2), role, index, verbs, antecedent)
        done = [rest] if rest else list(joined or ())
        if not done and (listed := _series(found.group(2), role, index, verbs, antecedent)):
            # each links to the one before it in the list, which comes after the cost's parts
            done = [_shifted(i, index, len(costs)) for i in listed]
        if not done and (then := re.fullmatch(r"(.+?),? then (.+)", found.group(2))):
            # "pay [E] to [Predict], then reveal ...": what the cost pays for, two in order
            head = _clause(then.group(1), role, index, antecedent)
            tail = _clause(then.group(2), role, index + 1) if head else None
            done = [head, tail] if head and tail else []
        if costs and done:
            # "You may pay ... to play ...": the player may pay the whole cost, and what it
            # pays for is done only if they did, never on its own.
            # One choice pays all of a cost of two parts: the first part is optional, the
            # next ones paid if it was ("may pay [1] and return a unit ...").
            bought = "if you do" if optional else ""
            paid = [replace(_recast(costs[0], COST), optional=optional)]
            paid += [replace(_recast(c, COST), condition=c.condition or bought) for c in costs[1:]]
            return [
                *paid,
                *(replace(r, condition=r.condition or bought, triggered=triggered) for r in done),
            ]
    read = _clause(lower, role, index, antecedent) or _each_other(lower, index)
    read = read or _copy(lower, index, role) or _copy_text(lower) or _base_might(lower, index)
    read = read or _battlefield_token(lower) or _entering_there(lower, index)
    read = read or _might_raised(lower, index) or _buff_bonus(lower)
    read = read or _next_played(lower) or _whole(lower) or _forbidden(lower, index)
    read = read or _controlled(lower, index) or _named(lower) or _zones_banished(lower)
    read = read or _effects_activated(lower) or _to_champion_zone(lower)
    if read is None and (one_object := _either_verb(lower, role, index, antecedent)):
        # "ready or exhaust a legend": one verb or the other, said of one object
        return [replace(i, mode=n, optional=optional, triggered=triggered) for n, i in one_object]
    if read is None and (either := re.fullmatch(rf"(.+?) or ((?:{verbs}) .+)", lower)):
        # "draw 1 or buff me": the player does one of the two, each a mode of its own
        head = _clause(either.group(1), role, index, antecedent)
        tail = _clause(either.group(2), role, index + 1) if head else None
        if head and tail:
            modes = enumerate((head, tail), 1)
            return [replace(i, mode=n, optional=optional, triggered=triggered) for n, i in modes]
    if read is None and (listed := _series(lower, role, index, verbs, antecedent)):
        # "heal it, exhaust it, and recall it"
        listed = [replace(i, triggered=triggered) for i in listed]
        listed[0] = replace(listed[0], mentions=(*condition, *listed[0].mentions))
        return _one_choice(listed) if optional else listed
    if read is None:
        joined = _joined(lower, role, index, verbs, antecedent)
        if joined is None:
            return None
        head, tail = joined
        both = [
            replace(head, mentions=(*condition, *head.mentions), triggered=triggered),
            replace(tail, triggered=triggered),
        ]
        return _one_choice(both) if optional else both
    if role == COST:
        read = _recast(read, COST)
    mentions = (*condition, *read.mentions)
    return [replace(read, mentions=mentions, optional=optional, triggered=triggered)]


# "Starting with the next player, each player plays those cards, ...": the player of those
# the instruction names who does it first (the others then in turn order)
STARTING_WITH = LazyPattern(
    r"starting with (?P<first>the next player|the turn player|you),\s*(?P<rest>.+)"
)


def _in_order(found: re.Match[str], index: int, antecedent: str) -> list[Instruction] | None:
    """The instructions after "starting with ...,", each done by each of the players it names
    in turn order from the one said; None unless each names its players ("each player")."""
    read = _sentence(found["rest"], index, antecedent)
    if not read or not all(re.fullmatch(CHOOSERS, i.subject) for i in read):
        return None
    said = f"starting with {found['first']}"
    return [replace(i, order=said) for i in read]


# "Reveal cards from the top of your Main Deck until you reveal a unit and banish it."
# (Dazzling Aurora): as many cards as it takes, the last of them the one of that kind
_REVEALED_UNTIL = LazyPattern(
    r"reveal cards from the top of your main deck until you reveal an? (?P<noun>unit|spell|gear)"
    r"(?P<banish> and banish it)?"
)


def _revealed_until(found: re.Match[str], index: int) -> list[Instruction]:
    """The reveal, whose object is the first card of the kind revealed (selected by what it
    is, no choice; "it" after it), its number of cards worked out as it is done; then the
    banish of that card, where the sentence says it."""
    noun = found["noun"]
    first = Mention(noun, f"the first {noun} revealed", CHARACTERISTICS, zone="main deck")
    revealed = Instruction(
        found.group(0).removesuffix(found["banish"] or ""),
        "reveal",
        (first,),
        amount=None,
        amount_words="cards from the top of your main deck until",
    )
    if not found["banish"]:
        return [revealed]
    return [revealed, Instruction("banish it", "banish", (), index)]


def _by_the_same(before: Instruction, read: list[Instruction]) -> list[Instruction]:
    """Instructions said with no one doing them, after one whose subject does it ("each
    player looks at ..., banishes one of them"): the same players do them."""
    player = before.mentions[0]
    return [replace(i, subject=before.subject, mentions=(player, *i.mentions)) for i in read]


def _listed_by_one(lower: str, index: int, antecedent: str) -> list[Instruction] | None:
    """ "each player looks at the top 5 cards of their main deck, banishes one of them":
    instructions listed with commas, the first naming who does them ("each player") and the
    next ones said of them (a verb in -s), each read whole, in the order written."""
    head, *rest = lower.split(", ")
    if not rest or not all(_subjectless(part) for part in rest):
        return None
    first = _sentence(head, index, antecedent)
    if not first or not first[-1].subject:
        return None
    read = list(first)
    for part in rest:
        more = _sentence(part, index + len(read))
        if more is None:
            return None
        read += _by_the_same(first[-1], more)
    return read


def _subjectless(lower: str) -> bool:
    """A clause that names no one doing it, its verb said of the subject before it ("...,
    then draws 4": a verb in -s)."""
    verb = lower.split(" ", 1)[0]
    return verb.endswith("s") and _verb(verb) != verb


def _at_end_of_turn(lower: str, index: int, antecedent: str) -> list[Instruction] | None:
    """ "Disempower it at end of turn", "Lose control of that unit and recall it at end of
    turn": instructions a delayed trigger the effect creates does at the end of the turn
    (390.2), on what the effect acted on. One that chooses something new ("ready up to 2
    runes at the end of this turn": Targon's Peak) chooses it as that trigger is put on the
    chain (role ``DELAYED``), never as the ability that creates it is."""
    read = _sentence(lower, index, antecedent)
    if read is None or any(i.optional or i.condition for i in read):
        return None
    return [
        replace(
            i,
            delayed="at end of turn",
            mentions=tuple(replace(m, role=DELAYED) if m.role == CHOSEN else m for m in i.mentions),
        )
        for i in read
    ]


def _either_verb(
    lower: str, role: str, index: int, antecedent: str
) -> list[tuple[int, Instruction]] | None:
    """ "Ready or exhaust a legend": the player does one of two game actions to the one object
    both verbs take, each a mode of its own (as "draw 1 or buff me" is)."""
    found = re.fullmatch(rf"({'|'.join(OBJECT_VERBS)}) or ({'|'.join(OBJECT_VERBS)}) (.+)", lower)
    if found is None:
        return None
    first = _clause(f"{found.group(1)} {found.group(3)}", role, index, antecedent)
    second = _clause(f"{found.group(2)} {found.group(3)}", role, index + 1, antecedent)
    return [(1, first), (2, second)] if first and second else None


def _their_choice(lower: str, antecedent: str) -> list[Instruction] | None:
    """ "When a player plays a spell, they may give a unit they control here ...", "..., that
    player may pay :rb_energy_1: to channel 1 rune exhausted": the player the trigger
    condition names may do it. Read as "you may" is, the player said as who does it and whose
    "may" it is (the first instruction's subject; what paying a cost buys is done "if they
    do")."""
    found = re.fullmatch(r"(they|that player) may (.+)", lower)
    read = _sentence(f"you may {found.group(2)}", 0, antecedent) if found else None
    if found is None or not read or not read[0].optional:
        return None
    who = found.group(1)
    first, *rest = read
    player = Mention("player", who, TRIGGER, 0)
    first = replace(first, mentions=(player, *first.mentions), subject=who)
    rest = [replace(i, condition="if they do") if i.condition == "if you do" else i for i in rest]
    return [first, *rest]


def _one_choice(instructions: list[Instruction]) -> list[Instruction]:
    """ "You may choose a card from among them and draw it", "You may banish one, then play
    it": one "may" covers every part, so the player chooses once to do them all or none. The
    first part is optional, and each later one is done only if it was ("if you do"), never
    chosen on its own."""
    first, *rest = instructions
    later = [replace(i, optional=False, condition=i.condition or "if you do") for i in rest]
    return [replace(first, optional=True), *later]


COPY = "become a copy of"


def _copy(lower: str, index: int, role: str) -> Instruction | None:
    """ "It becomes a copy of that unit", "It becomes a copy of another unit there", "They
    become copies of me": what the instruction before acted on (a token it played) takes the
    copyable traits of another object; "that unit" is the one an earlier instruction chose."""
    found = re.fullmatch(r"(?:it becomes a copy|they become copies) of (.+)", lower)
    equipped = re.fullmatch(
        rf"the equipped unit becomes a copy of (.+?) ({_WHILE_ATTACHED})", lower
    )
    if (found is None and equipped is None) or index == 0:
        return None
    words = _Words((found or equipped).group(1))  # type: ignore[union-attr]
    read = _object(words, role, index)
    if read is None or not read[0] or not words.done:
        return None
    mentions = read[0]
    if equipped is not None:
        # "The equipped unit becomes a copy of that unit for as long as this is attached to
        # it." (Shady Spectacles): the unit the card is attached to, for as long as it is
        the_equipped = Mention("unit", "the equipped unit", CHARACTERISTICS)
        said = equipped.group(2)
        return Instruction(
            lower, COPY, (the_equipped, *mentions), duration=said, subject=the_equipped.words
        )
    return Instruction(lower, COPY, tuple(mentions), index - 1)


# How long an Equipment's effect on the unit it is attached to lasts.
_WHILE_ATTACHED = r"for as long as this is attached to it"
COPY_TEXT = "copy text"
ADD_TO_BOARD = "add to the board"
ENTER = "enter"


def _battlefield_token(lower: str) -> Instruction | None:
    """ "Add the Baron Pit battlefield token to the board if it's not there already." (Baron
    Nashor, as it is played): a battlefield token made, unless one is on the board already;
    never carried out."""
    found = re.fullmatch(
        r"add (the [a-z' ]+ battlefield token) to the board (if it's not there already)", lower
    )
    if found is None:
        return None
    made = Mention("battlefield", found.group(1), CREATED)
    return Instruction(lower, ADD_TO_BOARD, (made,), condition=found.group(2))


def _entering_there(lower: str, index: int) -> Instruction | None:
    """ "I enter there." after an instruction that put a battlefield on the board ("If you
    do, I enter there.": Baron Nashor): the card enters the board at that battlefield rather
    than where it was played; never carried out."""
    if lower != "i enter there" or index == 0:
        return None
    return Instruction(lower, ENTER, (Mention("unit", "me", CHARACTERISTICS),), to="there")


def _copy_text(lower: str) -> Instruction | None:
    """ "As this is attached to a unit, copy that unit's text to this Equipment's effect text
    for as long as this is attached to it." (Svellsongur): the text of the unit the event
    names (it is attached to it, role ``trigger``) becomes the card's own, for as long as it
    stays attached; never carried out."""
    found = re.fullmatch(
        rf"copy that unit's text to this equipment's effect text ({_WHILE_ATTACHED})", lower
    )
    if found is None:
        return None
    mentions = (
        Mention("unit", "that unit", TRIGGER),
        Mention("gear", "this equipment", CHARACTERISTICS),
    )
    return Instruction(lower, COPY_TEXT, mentions, duration=found.group(1))


BASE_MIGHT = "set base might"


def _base_might(lower: str, index: int) -> Instruction | None:
    """ "Choose a unit. Its base Might becomes 5 this turn.": the base Might of what the
    instruction before acted on is set to N (worked out by the layers, never carried out)."""
    found = re.fullmatch(rf"its base {MIGHT} becomes (\d+)(?: ({DURATION}))?", lower)
    if found is None or index == 0:
        return None
    duration = found.group(2) or ""
    return Instruction(
        lower, BASE_MIGHT, (), index - 1, amount=int(found.group(1)), duration=duration
    )


BUFF_BONUS = "buffs give an additional"
_BUFF_BONUS = LazyPattern(
    rf"buffs give an additional \+(?P<n>\d+) {MIGHT} to (?P<who>.+) this turn"
)


def _buff_bonus(lower: str) -> Instruction | None:
    """ "Buffs give an additional +1 :rb_might: to friendly units this turn." (Stand United):
    an effect for the rest of the turn on what each buff gives the units it selects, which
    chooses nothing (never carried out: the Might it makes is not worked out)."""
    found = _BUFF_BONUS.fullmatch(lower)
    if found is None:
        return None
    words = _Words(found["who"])
    selected = noun_phrase(words, CHARACTERISTICS)
    if not selected or not words.done or any(m.role != CHARACTERISTICS for m in selected):
        return None
    amount = int(found["n"])
    return Instruction(
        lower,
        BUFF_BONUS,
        tuple(selected),
        amount=amount,
        duration="this turn",
        amount_words="Might to",
    )


RAISE_MIGHT = "increase might"
_RAISED = LazyPattern(
    rf"(?P<pre>this turn, )?increase (?P<whose>its|my) {MIGHT} to "
    rf"(?:the {MIGHT} of (?P<other>.+?)|(?P<its>its) {MIGHT})(?P<post> this turn)?"
)


def _might_raised(lower: str, index: int) -> Instruction | None:
    """ "This turn, increase its Might to the Might of another friendly unit." (Convergent
    Mutation), "Increase my Might to its Might this turn" (Dame the Despoiler): one unit's
    Might raised to another's for the turn, "its" being what the instruction before chose
    (an amount worked out as it resolves; never carried out)."""
    found = _RAISED.fullmatch(lower)
    if found is None or index == 0 or bool(found["pre"]) == bool(found["post"]):
        return None
    raised = [] if found["whose"] == "its" else [Mention("unit", "me", CHARACTERISTICS)]
    if found["other"]:
        words = _Words(found["other"])
        other = noun_phrase(words, CHOSEN)
        if not other or not words.done or found["whose"] != "its":
            return None
        said = "of it to that of"
    elif found["whose"] == "my":
        other, said = [], "to that of it, the might of"
    else:
        return None
    return Instruction(
        lower,
        RAISE_MIGHT,
        (*raised, *other),
        index - 1,
        amount=None,
        duration="this turn",
        amount_words=said,
    )


def _each_other(lower: str, index: int) -> Instruction | None:
    """ "They deal damage equal to their Mights to each other" (the objects the instruction
    before chose), "We ..." (me and the object the instruction before chose)."""
    found = re.fullmatch(
        r"(they|we) deal damage equal to (?:their|our) mights to each other", lower
    )
    if found is None or index == 0:
        return None
    mentions = (Mention("unit", "me", CHARACTERISTICS),) if found.group(1) == "we" else ()
    return Instruction(lower, "deal", mentions, index - 1, to="each other")


# Instructions said in set words, with no object: what each is done as.
WHOLE = {
    "you win the game": "win the game",
    "take a turn after this one": "take an extra turn",
    # an effect for the rest of the turn that replaces damage dealt by spells and abilities
    # with none (Unyielding Spirit, as the Origins FAQ's erratum says it)
    "prevent all damage that would be dealt this turn by spells and abilities": (
        "prevent all damage dealt by spells and abilities"
    ),
    # the same, as printed
    "prevent all spell and ability damage this turn": (
        "prevent all damage dealt by spells and abilities"
    ),
}


def _whole(lower: str) -> Instruction | None:
    """ "You win the game.", "Take a turn after this one.": an instruction in set words."""
    verb = WHOLE.get(lower)
    duration = "this turn" if " this turn " in f"{lower} " else ""
    return Instruction(lower, verb, (), duration=duration) if verb else None


NAME = "name"  # "name a spell": a name chosen, no object (never carried out)
_NAMED = LazyPattern(r"name an? (?P<what>spell|tag)")


def _named(lower: str) -> Instruction | None:
    """ "Name a spell.", "Name a tag.": the player names a card or tag, which chooses no
    game object; what is done with the name is said after it ("spells with that name")."""
    found = _NAMED.fullmatch(lower)
    return Instruction(lower, NAME, (), amount_words=found["what"]) if found else None


_ZONES_BANISHED = LazyPattern(r"banish your (?P<first>hand|trash)(?: and (?P<second>hand|trash))?")


def _zones_banished(lower: str) -> Instruction | None:
    """ "Banish your hand and trash.": every card of those zones of the player's, selected by
    where they are, none chosen."""
    found = _ZONES_BANISHED.fullmatch(lower)
    if found is None or found["first"] == found["second"]:
        return None
    zones = [z for z in (found["first"], found["second"]) if z]
    mentions = tuple(
        Mention("card", "all cards", CHARACTERISTICS, 0, zone=z, whose="your") for z in zones
    )
    return Instruction(lower, "banish", mentions)


ACTIVATE_EFFECTS = "activate"  # "activate the conquer effects of units here"
_EFFECTS_ACTIVATED = LazyPattern(
    r"activate the (?P<which>conquer) effects of units (?P<where>here)"
)


def _effects_activated(lower: str) -> Instruction | None:
    """ "Activate the conquer effects of units here.": those units' abilities that trigger on
    the event see it as if it had happened there, no such event occurring (never carried
    out)."""
    found = _EFFECTS_ACTIVATED.fullmatch(lower)
    if found is None:
        return None
    here = Restriction(found["where"], words=found["where"])
    units = Mention("unit", f"units {found['where']}", CHARACTERISTICS, 0, restrictions=(here,))
    said = f"the {found['which']} effects of"
    return Instruction(lower, ACTIVATE_EFFECTS, (units,), amount_words=said)


CHAMPION_ZONE = "your champion zone"
_TO_CHAMPION_ZONE = LazyPattern(
    r"return your chosen champion from your (?P<zone>trash) to your champion zone"
)


def _to_champion_zone(lower: str) -> Instruction | None:
    """ "Return your Chosen Champion from your trash to your Champion Zone": any copy of
    the card the player chose as their Chosen Champion, put back in that zone, selected by
    what it is, not chosen (never carried out)."""
    found = _TO_CHAMPION_ZONE.fullmatch(lower)
    if found is None:
        return None
    zone = found["zone"]
    champion = Mention("card", "your chosen champion", CHARACTERISTICS, 1, zone=zone, whose="your")
    return Instruction(lower, "return", (champion,), to=CHAMPION_ZONE)


TAKE_CONTROL = "take control"
NEW_CHOICES = "make new choices for"  # never carried out
LOSE_CONTROL = "lose control"
GAIN_POINTS = "gain points"
SWAP_MIGHT = "swap the might of"


def _controlled(lower: str, index: int) -> Instruction | None:
    """ "Move an enemy gear to your base. You control it until I leave the board.": control of
    what the instruction before acted on, for as long as the ability's source stays on the
    board (never carried out)."""
    found = re.fullmatch(r"you control (?:it|them) until i leave the board", lower)
    if found is None or index == 0:
        return None
    return Instruction(lower, TAKE_CONTROL, (), index - 1, duration="until I leave the board")


# What an effect forbids for the rest of the turn, and who it forbids it to: the object or
# player the instruction before acted on ("it", "its controller", "they": the player of what
# it acted on, or the player it chose), or every opponent.
_FORBIDDEN = LazyPattern(
    r"(?P<who>it|its controller|they|opponents) can't"
    r" (?P<what>be chosen by enemy spells and abilities|play spells|play cards|move it) this turn"
)


def _forbidden(lower: str, index: int) -> Instruction | None:
    """ "It can't be chosen by enemy spells and abilities this turn", "Its controller can't
    play spells this turn", "They can't move it this turn", "Opponents can't play cards this
    turn": an action forbidden until the end of the turn, which chooses nothing."""
    found = _FORBIDDEN.fullmatch(lower)
    if found is None:
        return None
    who, what = found.group("who"), found.group("what")
    player = (Mention("player", who, CHARACTERISTICS, 0),) if who != "it" else ()
    fields: dict[str, Any] = {"duration": "this turn", "subject": who if player else ""}
    if who == "opponents":
        return Instruction(lower, FORBID, player, amount_words=what, **fields)
    if index == 0:
        return None
    # "it" is what the instruction before acted on; a player ("its controller", "they") is
    # that object's controller or the player it chose
    said = what if player else f"{what}:"
    return Instruction(lower, FORBID, player, index - 1, amount_words=said, **fields)


NEXT_PLAYED = "change"
# "The next card you play this turn costs ... less"; "your next card costs ... less" says no
# turn: it waits for the next card its player plays, whenever that is
_NEXT_PLAYED = LazyPattern(
    r"(?:the next (?P<noun>spell|card|unit) you play|your next (?P<your>spell|card|unit))"
    r"(?P<turn> this turn)?"
    r" (?P<what>costs (?::rb_[a-z0-9_]+:)+ less|deals \d+ bonus damage|enters ready)"
)


# "Give the next spell you play this turn [Repeat] equal to its cost." (Temporal Portal), "give
# your next spell this turn [Repeat] equal to its base cost" (The Academy): the keyword, whose
# cost is the spell's, given to a spell not yet played
_REPEAT_GIVEN = LazyPattern(
    r"give (?:the next spell you play|your next spell) this turn \[repeat\] equal to its"
    r" (base )?cost"
)


# "Units you play this turn enter ready.", "Friendly units enter ready this turn.": every
# such unit that enters the board for the rest of the turn
_ENTERING = LazyPattern(
    r"(units you play|friendly units) (?:this turn )?enter ready(?: this turn)?"
)


def _next_played(lower: str) -> Instruction | None:
    """ "The next spell you play this turn costs :rb_energy_5: less", "... deals 1 Bonus
    Damage", "The next unit you play this turn enters ready", "Units you play this turn enter
    ready": an effect on cards not yet played, which chooses nothing (they are the ones that
    enter this turn). "Your next card costs ... less" names no turn: the next card its player
    plays, in this turn or a later one."""
    if entering := _ENTERING.fullmatch(lower):
        said = f"{entering.group(1)}: enter ready,"
        return Instruction(lower, NEXT_PLAYED, (), duration="this turn", amount_words=said)
    if repeat := _REPEAT_GIVEN.fullmatch(lower):
        said = f"the next spell you play: has [repeat] equal to its {repeat.group(1) or ''}cost,"
        return Instruction(lower, NEXT_PLAYED, (), duration="this turn", amount_words=said)
    found = _NEXT_PLAYED.fullmatch(lower)
    if found is None:
        return None
    noun = found.group("noun") or found.group("your")
    if not found.group("turn"):
        # no end said: it lasts until that card is played, never read as "this turn"
        said = f"the next {noun} you play, this turn or a later one: {found.group('what')}"
        return Instruction(lower, NEXT_PLAYED, (), amount_words=said)
    said = f"the next {noun} you play: {found.group('what')},"
    return Instruction(lower, NEXT_PLAYED, (), duration="this turn", amount_words=said)


SAID_ONCE = (
    r"(?P<first>(?P<verb>give) .+?) and (?P<second>(?:a|an|another|friendly units|enemy units) .+)",
    r"(?P<first>(?P<verb>deal) \d+ to .+?) and (?P<second>\d+ to .+)",
    # "move me to its location and it to my original location": two moves, each to its place
    r"(?P<first>(?P<verb>move) me to .+?) and (?P<second>it to .+)",
)


def _series(
    lower: str, role: str, index: int, verbs: str, antecedent: str = ""
) -> list[Instruction] | None:
    """Three instructions or more listed with commas, the last after ", and" ("heal it,
    exhaust it, and recall it"; a cost "pay :rb_rune_rainbow:, exhaust me, and spend its
    buff"): each its own verb and object, done in the order written. None unless every part
    opens with a verb and is read whole."""
    found = re.fullmatch(r"(.+), and (.+)", lower)
    if found is None:
        return None
    parts = [*found.group(1).split(", "), found.group(2)]
    if len(parts) < 3 or not all(re.match(rf"(?:{verbs}) ", p) for p in parts):
        return None
    read: list[Instruction] = []
    for part in parts:
        clause = _clause(part, role, index + len(read), antecedent if not read else "")
        if clause is None:
            return None
        read.append(clause)
    return read


def _shifted(instruction: Instruction, start: int, by: int) -> Instruction:
    """The instruction with its link to one at ``start`` or after moved ``by`` places on
    (instructions put before those it was read with)."""
    link = instruction.linked_to
    if link is None or link < start:
        return instruction
    return replace(instruction, linked_to=link + by)


def _joined(
    lower: str, role: str, index: int, verbs: str, antecedent: str = ""
) -> tuple[Instruction, Instruction] | None:
    """Two instructions joined by "and" ("ready me and give me +1 might this turn"; "give a
    unit +2 might this turn and another unit -2 might this turn": the verb said once)."""
    # the second may say who does it: "choose a card from it, and they discard that card"
    found = re.fullmatch(
        rf"(.+?),? and ((?:they |you )?(?:{verbs}|readies|deals|gives|you may make) .*)", lower
    )
    if found is None:
        # the verb said once: "give a unit +2 ... and another unit -2 ...", "deal 4 to that
        # unit and 1 to each other enemy unit there"
        said = next((f for p in SAID_ONCE if (f := re.fullmatch(p, lower))), None)
        if said is None:
            return None
        head = _clause(said.group("first"), role, index, antecedent)
        second = f"{said.group('verb')} {said.group('second')}"
        # "... and it to my original location": "it" is what "its" before it stood for, the
        # object of the instruction before the two, never the first of them ("me")
        again = index if said.group("second").startswith("it ") else index + 1
        tail = _clause(second, role, again) if head else None
        return None if head is None or tail is None else (head, tail)
    head = _clause(found.group(1), role, index, antecedent)
    # "gain control of it and you may make new choices for it": the second is the player's to
    # do or not, as "you may" says
    optional = found.group(2).startswith("you may ")
    tail = _clause(found.group(2).removeprefix("you may "), role, index + 1) if head else None
    if head is None or tail is None:
        return None
    tail = replace(tail, optional=tail.optional or optional)
    if head.subject and not re.match(r"(?:you|they) ", found.group(2)):
        # "they discard that card and draw 1": the second is done by the same player
        player = head.mentions[0]
        tail = replace(tail, subject=head.subject, mentions=(player, *tail.mentions))
    return head, tail


def _recast(
    instruction: Instruction, role: str, extra: tuple[Restriction, ...] = ()
) -> Instruction:
    """The instruction with its choices in ``role`` (a cost, others' choice, a "must")."""
    mentions = tuple(
        m
        if m.role == CHARACTERISTICS
        else replace(
            m, role=role, restrictions=m.restrictions + (extra if m.role != RESTRICTION else ())
        )
        for m in instruction.mentions
    )
    return replace(instruction, mentions=mentions, cost=instruction.cost or role == COST)


def unread_text(text: str) -> str:
    """The sentence of ``text`` that cannot be read ("" when all of it can)."""
    return read_effect(text).unknown
