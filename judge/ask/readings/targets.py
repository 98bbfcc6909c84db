"""Questions about what an effect's text targets: "Does 'Kill a unit' target the unit?",
"In an effect that reads '...', is the battlefield a target?", "Can I choose a unit with 5
might for a spell that reads '...'?", "If the unit targeted by Hidden Blade is moved to its
base, does its controller still draw 2?".

The effect's text is the quoted text of the question, the one run of its words that reads as
an effect where it quotes nothing and names no card, or the text of the one card it names
(from the card data, never typed here), read by the engine's instruction reader; a text it
cannot read fully leaves the question to the other readers (and so, most often, unknown).
The words around the text must fit one of the frames below in full, after a mode of play
said first ("in a 2v2"), or nothing is read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from judge.ask.card_abilities import pointed_abilities
from judge.ask.cards import CardIndex, CardMention
from judge.ask.clauses import Clauses, effect_named
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.resolve import read_source_changed
from judge.cards.kinds import TRIGGERED
from judge.engine.instructions import CHOSEN, HIDDEN_ZONE, NOUNS, Effect, Mention, read_effect
from judge.patterns import LazyPattern

TEXT = "qqtextqq"  # stands for the effect's text in a frame
_QUOTED = re.compile(
    r"(?:^|(?<=[\s(,:]))(['\"\u2018\u201c])(?P<text>[^'\"\u2018\u2019\u201c\u201d]{3,}?)['\"\u2019\u201d](?=[\s,.?!;:)]|$)"
)
MODE = r"^(?:in (?:a )?(?P<mode>2v2|ffa3|ffa4|1v1)(?: game)? )?"
IN_MODE = re.compile(MODE + r"(?P<rest>.+)$")
"""A mode of play said before the frame ("in a 2v2, does ..."): the board it is judged on."""
EFFECT = r"(?:a|an|the) (?:card|effect|spell|ability|instruction)"
SAYS = r"(?:that|which) (?:only )?(?:says|reads|has the text)(?: only)?"
# The nouns a question may ask about: the instruction reader's own, and "its controller".
NOUN_WORDS = {
    word: noun
    for word, noun in NOUNS.items()
    if noun in ("unit", "gear", "battlefield", "player", "rune", "legend", "spell", "card")
    and word != "opponent"
} | {"controller": "player"}
OBJECT = (
    r"(?:(?P<anything>anything)|(?:that|the|a|an|any|its|the units|this|those|these) "
    r"(?:(?P<side>enemy|friendly) )?(?P<noun>"
    + "|".join(NOUN_WORDS)
    + r")(?: itself)?(?: (?:that|which) (?:gets?|are|is|was) (?:killed|chosen|dealt damage|"
    r"stunned)| killed| chosen| it kills| that died| (?:my opponent|an opponent|i) (?:just )?"
    r"played)?(?: there| at (?:that|the) battlefield)?"
    r"(?: card)?(?: (?:in|from) (?P<zone_whose>my|the|a) (?P<zone>hand|trash|deck))?)"
)
UNSAID_TARGET = (
    r" (?:(?:even )?without (?:using |saying )?the word target|"
    r"(?:although|even though|and|but) (?:it )?(?:never|does not) (?:uses?|says?|mentions?) "
    r"(?:the word )?target)"
)
"""A remark that the text does not say "target" (it must not)."""
NEVER_SAYS = rf"(?:{UNSAID_TARGET})?"
IS_TARGET = tuple(
    LazyPattern(frame, needs=("target",))
    for frame in (
        rf"^does (?:{EFFECT} {SAYS} )?{TEXT}{NEVER_SAYS} (?:still )?target {OBJECT}{NEVER_SAYS}$",
        rf"^(?:in|for) (?:{EFFECT} {SAYS} )?{TEXT} (?:is|are) {OBJECT} "
        r"(?:a target|targets|targeted)$",
        rf"^is {OBJECT} (?:killed |chosen )?(?:in|of|for|by) {TEXT} (?:still )?"
        r"(?:a target|targeted)$",
        rf"^is {OBJECT} (?:still )?(?:a target|targeted) (?:in|of|for|by) "
        rf"(?:{EFFECT} {SAYS} )?{TEXT}$",
    )
)
WHOSE = {
    "my": "you",
    "my own": "you",
    "a friendly": "you",
    "an enemy": "opponent",
    "an opponents": "opponent",
    "my opponents": "opponent",
    "my allys": "ally",
    "my teammates": "ally",
    "my partners": "ally",
    "the second opponents": "opponent 2",
}
COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
UNITS_ASKED = (
    r"(?:(?P<whose>" + "|".join(WHOSE) + r") |a |an |"
    r"(?P<count>" + "|".join(COUNTS) + r"|\d+) (?P<adj>enemy |friendly )?)"
    r"(?:(?P<might_said>\d+) might )?(?P<noun>units?)(?: with (?P<might>\d+) might)?"
    r"(?P<where> at a battlefield| in (?:its|my|their) base)?"
)
"""The units a question asks may be chosen: whose, how many, their Might ("a unit with 5
might", "a 5 might unit") and where."""
CAN_I = r"(?:can (?:i|you)|is it legal to|am i allowed to|may i)"
"""Asking whether the player may do something."""
VALID = LazyPattern(
    rf"^{CAN_I} (?:choose|target|pick) {UNITS_ASKED} (?:for|with) (?:{EFFECT} {SAYS} )?"
    rf"{TEXT}$",
    needs=("choose", "target", "pick"),
)
VALID_BY_VERB = LazyPattern(
    rf"^{CAN_I} (?P<verb>[a-z]+) {UNITS_ASKED} (?:with|using) (?:{EFFECT} {SAYS} )?{TEXT}$",
    needs=("with", "using"),
)
"""The choice asked with the text's own verb ("can I ready my ally's unit with 'Ready a
friendly unit'?"): the unit that verb is done to is the one chosen for it."""
VALID_SUBJECT = LazyPattern(
    rf"^can (?:{EFFECT} {SAYS} )?{TEXT} (?:choose|target|pick) {UNITS_ASKED}$",
    needs=("choose", "target", "pick"),
)
"""The choice asked of the text ("can a spell that says '...' target my ally's unit?"): its
player makes it."""
VALID_PASSIVE = LazyPattern(
    rf"^can {UNITS_ASKED} be (?:chosen|targeted|picked) (?:for|with|by) (?:{EFFECT} {SAYS} )?"
    rf"{TEXT}$",
    needs=("chosen", "targeted", "picked"),
)
"""The choice asked in the passive: who makes it is not said."""
NONE_CHOSEN = LazyPattern(
    rf"^can (?:i|you) (?:play|cast|use) (?:{EFFECT} {SAYS} )?{TEXT} (?:without choosing (?:any|a) "
    r"(?:unit|target)|choosing (?:no|zero|0) (?:units?|targets?)(?: at all)?|with (?:no|zero|0) "
    r"targets?)$"
    rf"|^{CAN_I} (?:choose|pick|target) (?:no|zero) (?:units?|targets?)(?: at all)? (?:for|with) "
    rf"(?:{EFFECT} {SAYS} )?{TEXT}$",
    needs=("choos", "target", "pick"),
)
LINKED = (
    r"^if an? (?:earlier|first) instruction of (?:a|the) (?:spell|card|ability) is "
    r"(?:skipped|ignored) because its target (?:became|becomes|is|was) (?:illegal|invalid) "
    r"does (?:a|the) (?:later|second) instruction linked to it (?:still )?"
    r"(?:happen|execute|resolve|take effect)$"
)
SPLIT_TARGETS = (
    r"^(?:when (?:i play|playing) (?:a|an) (?:spell|effect|ability|card) that splits damage "
    r"(?:among (?:several |enemy )?units )?)?do (?:i|you) (?:choose|pick) the units "
    r"(?:the |its )?(?:split )?damage is (?:divided|split) among "
    r"(?:at the moment|when|as) (?:i|you) play (?:it|the spell)$"
)
SPLIT = (
    r"^(?:when (?:i play|playing) (?:a|an) (?:spell|effect|ability|card) that splits damage "
    r"(?:among (?:several |enemy )?units )?)?do (?:i|you) (?:decide|choose) how (?:the |its )?"
    r"(?:split )?damage is (?:divided|split)(?: among (?:the )?(?:enemy )?units)? "
    r"(?:at the moment|when|as) (?:i|you) play (?:it|the spell)$"
)
CHANGES = {
    r"(?:is moved|moves|goes back|is sent|returns) to (?:its|their) (?:owners )?base": {
        "to": "base"
    },
    r"(?:is returned|returns) to (?:its|their) (?:owners )?hand": {"zone": "hand"},
    r"(?:is killed|dies)": {"zone": "trash"},
}
CHANGE = r"(?P<change>" + "|".join(CHANGES) + r")"
EXECUTES = (
    LazyPattern(
        r"^if (?:the|an?|(?P<mine>my)) (?P<enemy>enemy )?unit (?:targeted by|chosen for|"
        r"i chose for|i targeted with) " + TEXT + " " + CHANGE + r"(?: with (?P<with>[a-z ]+?))?"
        r"(?: in (?:response|reaction))?(?: before (?:the spell|it) resolves)? (?P<rest>.+)$",
        needs=("targeted", "chose"),
    ),
    LazyPattern(
        r"^(?:i play|i cast|my spell) " + TEXT + r" (?:on|targeting|targets) (?:an?|the) "
        r"(?P<enemy>enemy )?unit (?:and )?it " + CHANGE + r"(?: with (?P<with>[a-z ]+?))?"
        r"(?: in (?:response|reaction))?(?: before (?:the spell|it) resolves)? (?P<rest>.+)$",
        needs=("i play", "i cast", "my spell"),
    ),
)
# A unit named by its card, chosen by the text, whose control changes before it resolves:
# "I play Hidden Blade choosing my Ruin Runner and my opponent takes control of it before it
# resolves: is Ruin Runner killed?"
CONTROL_TAKEN = LazyPattern(
    r"^(?:if )?(?:i play|i cast|my spell) " + TEXT + r" (?:on|targeting|targets|choosing|chooses)"
    r" (?P<whose>my|an enemy|my opponents) (?P<named>[a-z][a-z -]*?) and (?:then )?"
    r"(?P<taker>my opponent|an opponent|i) (?:takes|gains|take|gain) control of it"
    r"(?: in (?:response|reaction))?(?: before (?:the spell|it) resolves)? (?P<rest>.+)$",
    needs=(" control of it",),
)
TAKERS = {"my opponent": "opponent", "an opponent": "opponent", "i": "you"}
RESULTS = {
    r"does (?:its|the units) controller (?:still )?draw (?P<n>\d+)": ("draw", True),
    r"do (?:i|you) (?:still )?draw (?P<n>\d+)": ("draw", False),
    r"does it (?:still )?(?:take|get dealt|take any) damage": ("deal", None),
    r"is it (?:still )?dealt (?:\d+|damage)": ("deal", None),
    r"does it (?:still )?(?:die|get killed)|is (?:it|the unit) (?:still )?killed": ("kill", None),
    r"does it (?:still )?get stunned|is (?:it|the unit) (?:still )?stunned": ("stun", None),
}


NEUTRAL_FRAME = re.compile(r"^(?:according to the (?:core )?rules|in my game|by the rules) ")
"""A leading frame that changes nothing the question asks."""


CHOOSING_IS_LEGAL = re.compile(
    r"^is (?:choosing|picking|targeting) (?P<what>.+?) (?:legal|allowed|possible)"
    r"(?P<rest> (?:for|with) .+)?$"
)
"""A choice asked as whether making it is legal ("is choosing zero units legal (for X)?"):
the question "can I choose ...?"."""


def plain(frame: str) -> str:
    """The frame without a leading frame that changes nothing ("according to the rules"), a
    choice asked as whether making it is legal put as "can i choose ..."."""
    frame = NEUTRAL_FRAME.sub("", frame)
    legal = CHOOSING_IS_LEGAL.fullmatch(frame)
    if legal is None:
        return frame
    return f"can i choose {legal.group('what')}{legal.group('rest') or ''}"


TIMING_KEYWORDS = {"Action", "Reaction", "Hidden", "Ambush", "Flow"}
"""Keywords that say when or how a card is played, not what it does: a card with any other
(Predict, Repeat, Deathknell ...) has instructions its keywords hold, so it is not read."""


KEYWORD_COST = LazyPattern(r"\[(?P<keyword>[A-Za-z' -]+)\] (?::rb_[a-z_0-9]+:)+")
"""A costed keyword written after the abilities, its cost kept for it ("[Flow] [4][O][O]")."""


def _keywords(keywords: tuple[str, ...], sentences: tuple[str, ...]) -> set[str]:
    """The card's keywords, with those written with their cost after its abilities."""
    costed = (KEYWORD_COST.fullmatch(s) for s in sentences)
    return {*keywords, *(found.group("keyword") for found in costed if found)}


@dataclass(frozen=True)
class Source:
    """One way to find the effect's text: the text, the card it is on ("" when quoted),
    the question's words with the text replaced by ``TEXT``, whether the card has Hidden
    (played from facedown, its choices are also restricted to its battlefield), and, for
    an ability of a card the compiler did not read whole, why (then ``text`` is "")."""

    text: str
    card: str
    frame: str
    hidden: bool = False
    unquoted: bool = False  # words of the question, not quoted, taken as the text
    unread: str = ""
    triggered: bool = False  # the text is a triggered ability's effect, its condition left off
    # what "it" opening that effect stands for, and whether "they" is the player the
    # condition names (the compiler's reading of the card): the engine reads it so too
    antecedent: str = ""
    player_named: bool = False

    @property
    def readable(self) -> bool:
        """Whether its effect is read whole, as the compiler reads the card's ability."""
        effect = read_effect(self.text, self.antecedent, self.player_named)
        return bool(self.text) and not effect.unknown


@dataclass(frozen=True)
class Unread:
    """The question fits a frame, but the text it asks about is not compiled: why."""

    reason: str
    facts: tuple[str, ...] = ()
    """The facts the frame asks about, whose clauses the unknown lists first."""


_BRACKETED = re.compile(
    r"\s*\(\s*(['\"\u2018\u201c])(?P<text>[^()'\"\u2018\u2019\u201c\u201d]{3,})['\"\u2019\u201d]\s*\)"
)
"""A quote in brackets ("Singularity ('Deal 6 to each of up to two units')")."""


def _without_restated(question: str, cards: CardIndex) -> str:
    """The question without a quote in brackets of a card it names's own words ("Can I cast
    Singularity ('Deal 6 to each of up to two units') choosing zero targets?"): it restates
    the text the card data holds, which is the one read."""
    named = cards.find(normalise(question).split(), frozenset())
    if not named:
        return question
    return _BRACKETED.sub(
        lambda found: "" if _quotes_a_card(found.group("text"), named) else found.group(0),
        question,
    )


def texts_of(question: str, cards: CardIndex) -> list[Source]:
    question = _without_restated(question, cards)
    words = normalise(question).split()
    named = cards.find(words, frozenset())
    # A quote of a named card's own words names what it asks about ("Is 'this battlefield'
    # in Azir, Sovereign's attack trigger a target?"), not the text.
    quoted = [q for q in _QUOTED.finditer(question) if not _quotes_a_card(q.group("text"), named)]
    if len(quoted) == 1:
        found = quoted[0]
        frame = question[: found.start()] + f" {TEXT} " + question[found.end() :]
        return [Source(found.group("text"), "", normalise(frame))]
    if quoted:
        return []
    whole = [
        Source(
            " ".join(s for s in m.card.abilities if not KEYWORD_COST.fullmatch(s)),
            m.card.name,
            " ".join([*words[: m.start], TEXT, *words[m.end :]]),
            "Hidden" in m.card.keywords,
        )
        for m in named
        if _keywords(m.card.keywords, m.card.abilities) <= TIMING_KEYWORDS
    ]
    # "Crackshot Corsair's attack trigger", a permanent's name alone: one compiled ability
    # (the name alone only where its whole text, trigger condition and all, is not read).
    read_whole = {source.card for source in whole if _readable(source.text)}
    abilities = [
        Source(
            p.text,
            p.card.name,
            " ".join([*words[: p.start], TEXT, *words[p.end :]]),
            unread=p.unread,
            triggered=p.ability is not None and p.ability.kind == TRIGGERED,
            antecedent=p.ability.antecedent if p.ability is not None else "",
            player_named=p.ability is not None and p.ability.player_named,
        )
        for p in pointed_abilities(words, cards)
        if not (p.alone and p.card.name in read_whole)
    ]
    return whole + abilities


def unquoted_texts(question: str) -> list[Source]:
    """Each run of the question's words that, taken as the effect's text, leaves words that
    fit a frame, and that the instruction reader reads whole ("does a card that says kill a
    unit target the unit"); none when the question quotes anything. A run is taken only as
    it is typed: no word of it changed by normalising ("a unit's" is not "a units") and no
    punctuation inside it, whose part in the text its words alone would lose."""
    if _QUOTED.search(question):
        return []
    words = normalise(question).split()
    typed = " ".join(question.lower().split())
    runs = [
        (start, end)
        for start in range(len(words))
        for end in range(start + 1, len(words) + 1)
        if _fits_a_frame(plain(" ".join([*words[:start], TEXT, *words[end:]])))
    ]
    return [
        Source(text, "", " ".join([*words[:start], TEXT, *words[end:]]), unquoted=True)
        for start, end in runs
        if re.search(rf"(?<![\w']){re.escape(text := ' '.join(words[start:end]))}(?![\w'])", typed)
        and _readable(text)
    ]


def _quotes_a_card(quote: str, named: list[CardMention]) -> bool:
    said = normalise(quote)
    return bool(said) and any(
        f" {said} " in f" {normalise(' '.join(m.card.abilities))} " for m in named
    )


def _in_mode(frame: str) -> tuple[str, str]:
    """The mode of play the frame opens with ("1v1" when it says none) and the rest of it."""
    found = IN_MODE.fullmatch(frame)
    if found is None or found.group("mode") is None:
        return "1v1", frame
    return found.group("mode"), plain(found.group("rest"))


def _fits_a_frame(frame: str) -> bool:
    """Whether the words around the text fit a frame that asks about what it chooses."""
    frame = _in_mode(frame)[1]
    patterns = (*IS_TARGET, VALID, VALID_PASSIVE, NONE_CHOSEN, ITSELF, CONTROL_TAKEN, HAND_CHOICE)
    patterns += (PLAY_CHOOSING,)
    return any(pattern.fullmatch(frame) for pattern in patterns) or any(
        (found := p.fullmatch(frame)) and any(re.fullmatch(r, found.group("rest")) for r in RESULTS)
        for p in EXECUTES
    )


def _readable(text: str) -> bool:
    return bool(text) and not read_effect(text).unknown


def _doc(kind: str, value: Any, situation: dict[str, Any] | None = None) -> Any:
    doc: dict[str, Any] = {"format": 2}
    if situation:
        doc["situation"] = situation
    doc["question"] = {kind: value}
    return doc


def _candidate(doc: Any, card: str, notes: list[str] | None = None) -> Candidate:
    read = [f"read the text of {card} from the card data"] if card else []
    return Candidate("targets", doc, notes=read + (notes or []))


SIDES = {"enemy": {"enemy"}, "friendly": {"friendly", "yours"}}
"""What "the enemy unit" and "the friendly unit" of a question are in the text's words."""


def _is_target(frame: str, text: str, card: str, triggered: bool = False) -> Candidate | None:
    for pattern in IS_TARGET:
        found = pattern.fullmatch(frame)
        if found is None:
            continue
        thing = "anything" if found.group("anything") else NOUN_WORDS[found.group("noun")]
        if found.group("side") and not _all_on_side(text, thing, SIDES[found.group("side")]):
            return None  # "the enemy unit" must be every unit the text mentions
        if re.search(UNSAID_TARGET, frame) and re.search(r"\btarget", text, re.IGNORECASE):
            return None  # the question says the text does not say what it says
        zone, whose = found.group("zone"), found.group("zone_whose")
        if zone and not _zone_said(text, thing, whose, zone):
            return None  # "the unit card in my hand": the zone the text itself names
        if zone and thing == "card":  # "the card in my hand": what the text takes from there
            nouns = {m.noun for m in read_effect(text).mentions() if m.zone == zone}
            if len(nouns) != 1:
                return None
            thing = nouns.pop()
        value = {"text": text, "object": thing, **({"card": card} if card else {})}
        if triggered:
            value["ability"] = "triggered"
        return _candidate(_doc("is_target", value), card)
    return None


def _zone_said(text: str, noun: str, whose: str, zone: str) -> bool:
    """Whether the text puts what it mentions in the zone the question does ("the unit card
    in my hand": the text's "a unit from your hand"), so that it is the object asked of."""
    owner = "your" if whose == "my" else r"(?:your|their|an opponent's|a)"
    # "the card in my hand" is what the text takes from there, whatever card it names
    noun = r"(?:unit|gear|spell|card)" if noun == "card" else noun
    said = rf"\b{noun}s?(?: cards?)? (?:from|in) {owner} {zone}\b"
    return re.search(said, text, re.IGNORECASE) is not None


def _all_on_side(text: str, noun: str, kinds: set[str]) -> bool:
    """Whether every ``noun`` the text mentions is restricted to one side (``kinds``)."""
    mentions = [m for m in read_effect(text).mentions() if m.noun == noun]
    return bool(mentions) and all(kinds & {r.kind for r in m.restrictions} for m in mentions)


def _first_choice(effect: Effect) -> Mention | None:
    """The effect's first choice; none for a modal effect, whose choices turn on its mode."""
    if effect.modal:
        return None
    chosen = [m for i in effect.instructions for m in i.mentions if m.role == CHOSEN]
    return chosen[0] if chosen else None


CHOOSER_SIDES = {"enemy", "friendly", "yours", "theirs"}
"""Restrictions whose meaning turns on who makes the choice: a passive question, which does
not say, is not read when the choice has one."""


CHOOSING_VERBS = frozenset({"choose", "target", "pick"})


def _verb_of(verb: str, text: str) -> bool:
    """Whether ``verb`` is the verb of ``text``'s one instruction that chooses ("ready" of
    "Ready a friendly unit"): then doing it to a unit is choosing that unit for it."""
    chosen = [i for i in read_effect(text).instructions if i.chosen()]
    return verb not in CHOOSING_VERBS and len(chosen) == 1 and chosen[0].verb == verb


def _valid_target(frame: str, text: str, card: str, mode: str) -> Candidate | None:
    found = VALID.fullmatch(frame) or VALID_SUBJECT.fullmatch(frame)
    by_verb = VALID_BY_VERB.fullmatch(frame) if found is None else None
    if by_verb is not None and not _verb_of(by_verb.group("verb"), text):
        return None
    found = found or by_verb
    passive = found is None
    if found is None and (found := VALID_PASSIVE.fullmatch(frame)) is None:
        return None
    effect = read_effect(text)
    choice = _first_choice(effect)
    if choice is None or choice.noun != "unit":
        return None
    kinds = {r.kind for r in choice.restrictions}
    if passive and kinds & CHOOSER_SIDES:
        return None  # who chooses decides, and the question does not say
    count_word = found.group("count")
    if (count_word is None) != (found.group("noun") == "unit"):
        return None  # "a units", "three unit"
    count = 1 if count_word is None else COUNTS.get(count_word) or int(count_word)
    whose = WHOSE.get(
        found.group("whose")
        or (
            f"an {found.group('adj').strip()}"
            if found.group("adj") == "enemy "
            else "a friendly"
            if found.group("adj")
            else ""
        ),
        "",
    )
    if (whose == "ally" and mode != "2v2") or (whose == "opponent 2" and mode == "1v1"):
        return None
    if found.group("might") and found.group("might_said"):
        return None  # "a 5 might unit with 3 might"
    might = found.group("might") or found.group("might_said")
    if kinds & {"might_max", "might_min"} and might is None:
        return None  # the Might decides and the question does not say it
    where = (found.group("where") or "").strip()
    unit: dict[str, Any] = {"name": "the unit", "controller": whose or "opponent"}
    unit["at"] = "base" if "base" in where else "battlefield 1"
    if might is not None:
        unit["might"] = int(might)
    units = [unit] if count == 1 else [{**unit, "name": f"unit {n}"} for n in range(1, count + 1)]
    situation: dict[str, Any] = {"units": units}
    if mode != "1v1":
        situation = {"mode": mode, **situation}
    names = [u["name"] for u in units]
    value = {"text": text, "chosen": names, **({"card": card} if card else {})}
    candidate = _candidate(_doc("valid_target", value, situation), card)
    if passive:
        candidate.stated.append("you make the choice (who makes it does not matter here)")
    if not whose and kinds & {"enemy", "friendly", "yours"}:
        mine = {**situation, "units": [{**u, "controller": "you"} for u in units]}
        candidate.defaults.append("the unit is an opponent's")
        candidate.alternatives.append(("the unit is yours", _doc("valid_target", value, mine)))
    elif not whose:
        candidate.stated.append("the unit is an opponent's (whose it is does not matter here)")
    if not where and kinds & {"at_battlefield", "at_base"}:
        at_base = {**situation, "units": [{**u, "at": "base"} for u in units]}
        candidate.defaults.append("the unit is at a battlefield")
        candidate.alternatives.append(
            ("the unit is in its base", _doc("valid_target", value, at_base))
        )
    return candidate


# "Bone Skewer picks a unit in my opponent's hand. Can it pick a unit whose text says it
# can't be chosen by enemy spells and abilities?": a choice an effect makes from a hand.
_HAND = r"(?:in|from) (?:my |an |the )?(?:opponents|their) (?:revealed )?hand"
_PICKS = r"(?:picks|chooses|selects|takes|has me (?:pick|choose)|lets me (?:pick|choose))"
_SAYS_UNCHOOSABLE = (
    r"(?:(?:whose text|that|which) (?:says|reads) (?:that )?it |with text saying (?:that )?it |"
    r"that )?can not be chosen by enemy spells and abilities"
)
HAND_CHOICE = LazyPattern(
    rf"^(?:(?:when |if )?{TEXT} (?:{_PICKS} (?:a|one) unit {_HAND}|reveals "
    rf"(?:my |an )?(?:opponents|their) hand) )?can (?:it|i|you|{TEXT}) (?:pick|choose|select|"
    rf"take) (?:a|an enemy|their) unit(?: card)?(?: {_HAND})? {_SAYS_UNCHOOSABLE}(?: {_HAND})?$",
    needs=("pick", "choose", "select", "take"),
)


def _hand_choice(frame: str, text: str, card: str, mode: str) -> Candidate | None:
    """A unit the text has its player choose from an opponent's hand, whose own text says
    enemy spells and abilities can't choose it: can it be chosen?"""
    found = HAND_CHOICE.fullmatch(frame)
    if found is None or frame.count(TEXT) != 1:
        return None
    effect = read_effect(text)
    if effect.modal:
        return None
    zoned = [
        (index, m)
        for index, step in enumerate(effect.instructions)
        for m in step.mentions
        if m.role == HIDDEN_ZONE and m.noun == "unit" and m.zone == "hand"
    ]
    if len(zoned) != 1:
        return None
    index, _ = zoned[0]
    unit = {"name": "the unit", "zone": "hand", "controller": "opponent", "untargetable": True}
    situation: dict[str, Any] = {"cards": [unit]}
    if mode != "1v1":
        situation = {"mode": mode, **situation}
    value = {"text": text, "by": "you", "chosen": ["the unit"], "instruction": index + 1}
    value |= {"card": card} if card else {}
    notes = ["taken: the unit is in your opponent's hand, where the text has you choose it"]
    return _candidate(_doc("valid_target", value, situation), card, notes)


PLAY_CHOOSING = LazyPattern(
    rf"^can (?:i|you) (?:play|cast|use) (?:{EFFECT} {SAYS} )?{TEXT} (?:choosing|targeting|on|with) "
    rf"(?:just |only )?(?P<units>(?:one|a single) (?:enemy |friendly )?unit|{UNITS_ASKED})$",
    needs=("choosing", "targeting", "on", "with"),  # each as the pattern spells it
)
"""The units chosen said as the text is played ("Can I play 'Stun up to 2 units' choosing
just one unit?"): the question "can I choose them for it?"."""


def _played_choosing(frame: str, text: str, card: str, mode: str) -> Candidate | None:
    """ "Can I play X choosing (just) one unit?" as "Can I choose a unit for X?"."""
    found = PLAY_CHOOSING.fullmatch(frame)
    if found is None:
        return None
    units = re.sub(r"^(?:one|a single) ", "a ", found.group("units"))
    units = re.sub(r"^a enemy ", "an enemy ", units)
    return _valid_target(f"can i choose {units} for {TEXT}", text, card, mode)


def _none_chosen(frame: str, text: str, card: str) -> Candidate | None:
    """ "Can I play 'Kill up to two units' without choosing any unit?"."""
    if NONE_CHOSEN.fullmatch(frame) is None:
        return None
    choice = _first_choice(read_effect(text))
    if choice is None or choice.noun != "unit":
        return None
    value = {"text": text, "chosen": [], **({"card": card} if card else {})}
    return _candidate(_doc("valid_target", value), card)


ITSELF = LazyPattern(
    rf"^can (?:{EFFECT} {SAYS} |an? (?={TEXT} (?:spell|card|ability) ))?{TEXT}"
    r"(?: spell| card| ability)? (?:target|choose|pick) itself"
    r"(?: as (?:its|a|the) target)?$"
    rf"|^{CAN_I} (?:choose|target|pick) (?:{EFFECT} {SAYS} )?{TEXT}(?: spell| card)? itself"
    r"(?: as (?:its|a|the) target| for itself)?$",
    needs=(" itself",),
)


def _itself(frame: str, text: str, card: str) -> Candidate | None:
    """ "Can a spell that says 'Counter a spell' target itself?"."""
    if ITSELF.fullmatch(frame) is None:
        return None
    choice = _first_choice(read_effect(text))
    if choice is None or choice.noun not in ("spell", "ability"):
        return None
    name = card or "the spell"
    situation = {"chain": [{"name": name, "controller": "you", "pending": True}]}
    value = {"text": text, "card": name, "chosen": [name]}
    return _candidate(_doc("valid_target", value, situation), card)


SPLIT_OF = (
    r"^do (?:i|you) (?:decide|choose) how " + TEXT + r"s? (?:split )?damage is (?:divided|split)"
    r"(?: among (?:the )?(?:enemy )?units)? (?:at the moment|when|as) (?:i|you) "
    r"(?:play|cast) (?:it|the spell|" + TEXT + r")$"
)


def _split_of(frame: str, text: str, card: str) -> Candidate | None:
    """ "Do I decide how Alpha Strike's damage is divided at the moment I play it?": the
    question about dividing split damage, of a card whose text splits its damage."""
    if re.fullmatch(SPLIT_OF, frame) is None:
        return None
    if not any(i.splits() for i in read_effect(text).instructions):
        return None
    return _candidate(_doc("split_chosen_when_played", "division"), card)


def _linked(frame: str) -> Candidate | None:
    """The general questions, with no text: linked instructions, dividing split damage."""
    if re.fullmatch(LINKED, frame) is not None:
        return Candidate("targets", _doc("executes_linked", "earlier_ignored"))
    if re.fullmatch(SPLIT, frame) is not None:
        return Candidate("targets", _doc("split_chosen_when_played", "division"))
    if re.fullmatch(SPLIT_TARGETS, frame) is not None:
        return Candidate("targets", _doc("split_chosen_when_played", "targets"))
    return None


def _executes(
    frame: str, text: str, card: str, cards: CardIndex, hidden: bool = False
) -> Candidate | None:
    """ "If the unit targeted by X is moved to its base, does its controller still draw 2?".
    For a card with Hidden only a unit taken off the battlefields from a choice "at a
    battlefield" is read: it is illegal whether or not the card was played from facedown."""
    found = next((f for p in EXECUTES if (f := p.fullmatch(frame))), None)
    if found is None:
        return None
    if found.group("with") and not cards.find(found.group("with").split(), frozenset()):
        return None  # "with X": only a card's name says how it happened
    effect = read_effect(text)
    number = _instruction_asked(effect, found.group("rest"))
    if number is None or _first_choice(effect) is None:
        return None
    choices = _choices_up_to(effect, number - 1)
    if choices is None:
        return None
    earlier, choice = choices
    kinds = {r.kind: r.value for r in choice.restrictions}
    if hidden and "at_battlefield" not in kinds:
        return None
    friendly = "friendly" in kinds or "yours" in kinds
    mine = "mine" in found.groupdict() and bool(found.group("mine"))
    if (found.group("enemy") and friendly) or (mine and "enemy" in kinds):
        return None  # the unit the question speaks of is not the one that choice makes
    friendly = friendly or mine
    unit: dict[str, Any] = {
        "name": "the unit",
        "controller": "you" if friendly else "opponent",
        "at": "base" if "at_base" in kinds else "battlefield 1",
    }
    if "might_max" in kinds or "might_min" in kinds:
        unit["might"] = kinds.get("might_max", kinds.get("might_min"))
    change = next(v for p, v in CHANGES.items() if re.fullmatch(p, found.group("change")))
    value = {
        "text": text,
        "chosen": [*(u["name"] for u in earlier), "the unit"],
        "changes": [{"unit": "the unit", **change}],
        "instruction": number,
        **({"card": card} if card else {}),
    }
    candidate = _candidate(_doc("executes", value, {"units": [*earlier, unit]}), card)
    candidate.stated.append("the unit was a valid target when the spell was played")
    if earlier:
        candidate.stated.append("what the spell chose before it stayed a legal target")
    return candidate


STAND_INS = {(): "a unit", ("friendly",): "your unit", ("yours",): "your unit"}
"""A unit that meets an earlier choice's requirements, by those requirements: the choices made
before the one asked about ("Choose a friendly unit. It deals damage ... split among enemy
units"), which the question does not speak of."""


def _choices_up_to(effect: Effect, index: int) -> tuple[list[dict[str, Any]], Mention] | None:
    """The question's unit: the last unit chosen up to instruction ``index`` (the one it
    chooses, or the one an instruction choosing nothing refers to or follows), with a unit
    standing in for each choice made before it; None when that is no unit, or an earlier
    choice asks what no stand-in here meets."""
    chosen = [m for i in effect.instructions[: index + 1] for m in i.chosen()]
    if not chosen or chosen[-1].noun != "unit":
        return None
    earlier: list[dict[str, Any]] = []
    for mention in chosen[:-1]:
        kinds = tuple(sorted(r.kind for r in mention.restrictions))
        if mention.noun != "unit" or kinds not in STAND_INS or mention.up_to:
            return None
        earlier.append({"name": STAND_INS[kinds], "controller": "you", "at": "base"})
    return earlier, chosen[-1]


def _instruction_asked(effect: Effect, rest: str) -> int | None:
    """The number of the one instruction of ``effect`` the question's result asks about
    ("is it killed", "does its controller still draw 2": its verb, whether it is linked, and
    any number said), or None when the words fit no result or not exactly one instruction."""
    result = next((what for pattern, what in RESULTS.items() if re.fullmatch(pattern, rest)), None)
    if result is None:
        return None
    verb, linked = result
    matching = [
        number
        for number, instruction in enumerate(effect.instructions, 1)
        if instruction.verb == verb
        and (linked is None or (instruction.linked_to is not None) == linked)
        and all(re.search(rf"\b{n}\b", instruction.words) for n in re.findall(r"\d+", rest))
    ]
    return matching[0] if len(matching) == 1 else None


def _control_taken(frame: str, text: str, card: str, cards: CardIndex) -> Candidate | None:
    """The text chose a unit named by its card, and another player took control of it before
    it resolved: is its instruction carried out on it (its own text may make it
    Untargetable for the spell by then)."""
    found = CONTROL_TAKEN.fullmatch(frame)
    if found is None:
        return None
    said = found.group("named").split()
    named = cards.find(said, frozenset())
    if len(named) != 1 or (named[0].start, named[0].end) != (0, len(said)):
        return None
    unit_card = named[0].card
    if unit_card.type.lower() != "unit":
        return None
    controller = "you" if found.group("whose") == "my" else "opponent"
    taker = TAKERS[found.group("taker")]
    if taker == controller:
        return None  # nobody took it
    rest = re.sub(rf"\b{re.escape(found.group('named'))}\b", "it", found.group("rest"))
    effect = read_effect(text)
    number = _instruction_asked(effect, rest)
    choice = _first_choice(effect)
    if number is None or choice is None or choice.noun != "unit":
        return None
    unit = {"name": unit_card.name, "controller": controller, "at": "battlefield 1"}
    value = {
        "text": text,
        "chosen": [unit_card.name],
        "changes": [{"unit": unit_card.name, "controller": taker}],
        "instruction": number,
        **({"card": card} if card else {}),
    }
    candidate = _candidate(_doc("executes", value, {"units": [unit]}), card)
    candidate.stated.append(f"{unit_card.name} was a valid target when the spell was played")
    return candidate


def read_targeting(
    question: str, cards: CardIndex, clauses: Clauses | None = None
) -> Candidate | Unread | None:
    """The targeting question ``question`` asks, when its words fit a frame in full (and,
    when it names cards, exactly one of them is the text it asks about; ``Unread`` when they
    fit one but the card's ability asked about is not compiled); else the one its clauses
    make (`judge.ask.clauses`): with the effect one statement quotes in place of its
    pronoun. (A leading phrase that says nothing, "Quick question:", is left out by the
    caller, `judge.ask.answer.ask`.)"""
    found = _read_targeting(question, cards)
    if found is None and (only := _only_choice(question)) is not None:
        # "even if it is the only unit there": 355.10.d.2, a choice all the same
        asked = _read_targeting(only, cards)
        if isinstance(asked, Candidate) and "is_target" in asked.doc.get("question", {}):
            return asked
    if found is not None or clauses is None:
        return found
    restated = effect_named(clauses) or _card_described(clauses, cards)
    return None if restated is None else _read_targeting(restated, cards)


_APOSTROPHE = r"(?:'|\u2019)"
ONLY_LEAD = re.compile(
    r"^(?:if|when|even if|even though|say) there(?:" + _APOSTROPHE + r"s| is) only one "
    r"(?P<noun>unit|gear)(?: at (?:any|a|the|one) battlefield| on the board| there)?, ",
    re.IGNORECASE,
)
ONLY_TAIL = re.compile(
    r",? (?:even )?(?:though|if|when) (?:it|that unit|the unit) (?:was|is) the only "
    r"(?:choice|option|one|valid (?:choice|target)|unit(?: there| at (?:a|any) battlefield)?)"
    r"(?=\?$)",
    re.IGNORECASE,
)


def _only_choice(question: str) -> str | None:
    """The question without what says its object was the only valid choice ("If there's
    only one unit at any battlefield, is it still a target of X?", "... even though it was
    the only choice?"), which never makes a choice none (355.10.d.2), its "it" the unit
    said; None when it says no such thing."""
    lead, tail = ONLY_LEAD.match(question), ONLY_TAIL.search(question)
    if lead is None and tail is None:
        return None
    rest = question[: tail.start()] + question[tail.end() :] if tail else question
    noun = lead.group("noun").lower() if lead else "unit"
    rest = rest[lead.end() :] if lead else rest
    rest = re.sub(r"^is it ", f"is the {noun} ", rest, flags=re.IGNORECASE)
    return re.sub(r" target it\?$", f" target the {noun}?", rest, flags=re.IGNORECASE)


DESCRIBES = re.compile(r"^(?P<card>.+?) (?:has me|lets me|makes me|says|reads) .+$")
# The question asks of "that unit" or of choosing, with no card of its own; the card one
# statement describes is what it asks about.
_THAT_TARGET = LazyPattern(r"^is (?:that|the|this) (?P<noun>unit|gear|card|battlefield) a target$")
_CHOOSING = LazyPattern(r"^can (?:i|you) (?:choose|target|pick) .+$")


def _card_described(clauses: Clauses, cards: CardIndex) -> str | None:
    """ "Lacerate has me choose a unit and kills it if ... Can I choose a unit with 6
    might?" as "Can I choose a unit with 6 might for Lacerate?": the question names no
    card and its one statement only says what a card's text has its player do; None
    otherwise. What the statement says the text does is left to the card's own text."""
    if len(clauses.context) != 1 or clauses.frames:
        return None
    described = DESCRIBES.match(normalise(clauses.context[0]))
    asked = normalise(clauses.question)
    if described is None or cards.find(asked.split(), frozenset()):
        return None
    said = described.group("card").split()
    named = cards.find(said, frozenset())
    if len(named) != 1 or (named[0].start, named[0].end) != (0, len(said)):
        return None
    card = named[0].card
    if _CHOOSING.match(asked):
        return f"{asked} for {card.name}"
    that = _THAT_TARGET.match(asked)
    if that is None:
        return None
    whose = card.name if card.type.lower() == "spell" else f"{card.name}'s ability"
    return f"is the {that.group('noun')} in {whose} a target"


SIDE_ASKED = LazyPattern(
    rf"^(?:is|are) (?P<units>{UNITS_ASKED}) (?:(?:a|an) )?(?P<side>friendly|enemy)(?: units?)?$",
    needs=("friendly", "enemy"),
)
"""Whether a player's unit is "friendly" or "an enemy" unit ("In 2v2, is my ally's unit a
friendly unit?"): what card text that says so can choose."""
SIDE_TEXTS = {"friendly": "Choose a friendly unit.", "enemy": "Choose an enemy unit."}


def _side_asked(question: str) -> Candidate | None:
    """ "Is my ally's unit a friendly unit?" as "can I choose my ally's unit for 'Choose a
    friendly unit.'?": what the word means in card text is what that text can choose (only
    of a unit whose player the question says)."""
    mode, frame = _in_mode(plain(normalise(question)))
    found = SIDE_ASKED.fullmatch(frame)
    if found is None or found.group("whose") is None:
        return None
    text = SIDE_TEXTS[found.group("side")]
    candidate = _valid_target(f"can i choose {found.group('units')} for {TEXT}", text, "", mode)
    if candidate is not None:
        candidate.notes.append(f"read as whether card text that says '{text}' can choose it")
    return candidate


def _read_targeting(question: str, cards: CardIndex) -> Candidate | Unread | None:
    linked = _linked(plain(normalise(question)))
    if linked is not None:
        return linked
    side = _side_asked(question)
    if side is not None:
        return side
    sources = texts_of(question, cards) or unquoted_texts(question)
    found = [
        (source, candidate)
        for source in sources
        if source.readable
        and (frame := plain(source.frame))
        and (candidate := _read_frame(frame, source, cards))
    ]
    if len(found) == 1:
        source, candidate = found[0]
        if source.unquoted:
            candidate.notes.append(f"read '{source.text}' as the effect's text")
        return candidate
    unread = [s.unread for s in sources if s.unread and _fits_a_frame(plain(s.frame))]
    return Unread(unread[0]) if not found and len(unread) == 1 else None


def _read_frame(said: str, source: Source, cards: CardIndex) -> Candidate | None:
    """The question the frame ``said`` asks of the source's text; a mode of play said first
    is the board's, read by the frames whose board it can change or that say it."""
    text, card, hidden = source.text, source.card, source.hidden
    mode, frame = _in_mode(said)
    if not _readable(text):
        # read only with what its trigger condition names ("[Stun] it."): asked only whether
        # it targets, the engine reading it as the compiler does
        return _played_in(mode, _is_target(frame, text, card, source.triggered))
    found = (
        None
        if hidden
        else _valid_target(frame, text, card, mode) or _played_choosing(frame, text, card, mode)
    ) or _hand_choice(frame, text, card, mode)
    if found is not None:
        return found
    boarded = (
        _is_target(frame, text, card, source.triggered)
        or (None if hidden else _none_chosen(frame, text, card))
        or _itself(frame, text, card)
        or _executes(frame, text, card, cards, hidden)
        or _control_taken(frame, text, card, cards)
    )
    if boarded is not None or mode != "1v1":
        return _played_in(mode, boarded)
    return _split_of(frame, text, card) or read_source_changed(frame, text, card)


def _played_in(mode: str, candidate: Candidate | None) -> Candidate | None:
    """``candidate`` judged on a board of ``mode`` (its players, and the choices only a board
    of it offers), each of its ways too."""
    if candidate is None or mode == "1v1":
        return candidate
    candidate.doc = _in_board(mode, candidate.doc)
    candidate.alternatives = [
        (label, _in_board(mode, doc)) for label, doc in candidate.alternatives
    ]
    return candidate


def _in_board(mode: str, doc: dict[str, Any]) -> dict[str, Any]:
    situation = {"mode": mode, **doc.get("situation", {})}
    return {"format": doc["format"], "situation": situation, "question": doc["question"]}
