"""A named card's triggered ability, asked about by the rule of its trigger: "Does Astral
Heron trigger as soon as my card is put on the chain?", "Once Astral Heron's triggered
ability is on the chain, can killing Astral Heron in response stop it?".

The ability is the card's own, compiled (judge/ask/card_abilities.py): only its trigger
condition is read here, so an ability whose effect is not compiled is still asked about
where its effect does not decide the answer. What the trigger waits for comes from its
parts (a card its player plays), never from the card's name; the engine then judges:

- when it triggers: the card on the board, a spell its controller puts on the chain, and
  whether the ability triggered (a card counts as played once it resolves);
- its source removed: the rules query that a triggered ability on the chain resolves
  without its source, taken only when the effect does not speak of its source ("me", "my"),
  whose doing nothing once the source is gone is not read;
- its cost: where the first cost within its instructions stands (the start of its effect
  or later), which the version times;
- a conditional statement it has: part of its trigger condition, or of its effect.
"""

from __future__ import annotations

import re

from judge.ask.card_abilities import Pointed, pointed_abilities, triggered_abilities
from judge.ask.cards import CardEntry, CardIndex
from judge.ask.names import name_words
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.targets import MODE, NEUTRAL_FRAME, TEXT, Unread
from judge.ask.situation import PLAYERS, Doc
from judge.cards.abilities import Ability, Trigger
from judge.engine.card_list import SPELL_MAY_MEET, effect_start, event_parts
from judge.engine.effects import CHOSEN
from judge.engine.predicates.carry_out import moves_to_base
from judge.patterns import LazyPattern

SOURCE = "qqsourceqq"  # stands for the card named again, or a pronoun for it
_IT = rf"(?:{SOURCE}|it|him|her)"
_ABILITY = rf"(?:{TEXT}|{_IT}|(?:{_IT}s?|its|the) (?:\w+ )?(?:ability|trigger))"
# "Astral Heron triggers on my first card each turn." before the question: what the
# question says the trigger is, checked against the card's own below.
_SAID = rf"(?:{SOURCE} (?:triggers|is triggered) (?:on|when|whenever) (?P<said>(?:\w+ ){{1,8}}?))?"
_PUT = r"(?:is|gets) (?:put|placed|added) (?:on|onto|to) the chain|goes on the chain"
# "On my opponent's turn, does ...": the turn the question says, which the board keeps.
_THEIR_TURN = r"(?:(?P<theirs>on (?:my|an) opponents turn) )?"
WHEN_PLAYED = (
    rf"{MODE}{_THEIR_TURN}{_SAID}(?:does|will|would) {_ABILITY} (?:trigger|go off) "
    rf"(?:as soon as|when|once|before it resolves when) (?:(?:a|my|that|the) "
    rf"(?P<played>card|spell) (?:i play )?(?:{_PUT})"
    rf"|i (?:put|place) (?:a|my|that|the) (?P<put>card|spell) (?:on|onto) the chain)$"
)
_REMOVE = r"(?:killing|removing|banishing|destroying)"
_REMOVED = r"(?:killed|removed|banished|destroyed)"
_ON_CHAIN = rf"(?:once|after|if|when|while) {_ABILITY} is on the chain"
SOURCE_GONE_STOPS = (
    rf"^{_ON_CHAIN} (?:can|does|will|would) {_REMOVE} {_IT} (?:in response )?"
    rf"(?:stop|prevent|cancel|counter) (?:{_ABILITY}|its (?:\w+ ){{0,2}}\w+)$"
)
SOURCE_GONE_RESOLVES = (
    rf"^{_ON_CHAIN} (?:and|if) {_IT} (?:is|gets) {_REMOVED} (?:in response )?(?:does|will) "
    rf"{_ABILITY} still resolve$"
    rf"|^(?:if|when|once) {_IT} (?:is|gets) {_REMOVED} (?:in response )?while {_ABILITY} is on "
    rf"the chain (?:does|will) {_ABILITY} still resolve$"
    rf"|^(?:does|will) {_ABILITY} still resolve if {_IT} (?:is|gets) {_REMOVED} "
    rf"(?:in response|while (?:it|{_ABILITY}) is on the chain)$"
)
# "Is that energy paid while the ability is being finalized?": whether a cost within the
# ability's instructions is paid as it is finalized; a statement before it may quote the
# card ("Vayne, Hunter reads 'When I conquer, ...'"), its trigger condition as the card's.
_PAID = r"(?:cost|costs|energy|power|xp|payment)"
COST_PAID = (
    rf"^(?:{SOURCE} (?:reads|says) (?P<quote>(?:\w+ )+?))?(?:is|are) "
    rf"(?:(?:that|the|its|this|{SOURCE}|{TEXT}) (?:\w+ ){{0,2}}{_PAID}"
    rf"|the (?:\w+ )?cost of (?:{TEXT}|{SOURCE})) paid (?:while|when|as) "
    rf"(?:{_ABILITY}|the ability) is (?:being )?finalized"
    r"(?: before (?:my|an|the|any) (?:opponent|player) can respond)?$"
)
# "Is the 'if I'm at a battlefield' in Sona, Harmonious's ability checked when it
# triggers?": a conditional statement of the ability, and the time asked about.
_AT_TRIGGER = r"(?:when|as|once) (?:it|the ability|the condition is met) (?:triggers|is met)"
_AT_RESOLUTION = r"(?:(?:when|as|once) (?:it|the ability) resolves|on resolution)"
CONDITION_CHECKED = (
    rf"^(?:is|does) (?:the (?:condition |statement )?)?(?P<cond>if (?:\w+ )+?)(?:(?:in|of|on) )?"
    rf"{_ABILITY} (?:get )?(?:checked|evaluated) "
    rf"(?:(?P<trigger>{_AT_TRIGGER})|(?P<resolution>{_AT_RESOLUTION}))$"
)
# "Is the 'if you have one or fewer cards in your hand' on Loose Cannon part of its trigger
# condition?" (or "... of its effect?"): where the ability's conditional statement belongs.
CONDITION_PART = (
    rf"^is (?:the (?:condition |statement |clause )?)?(?P<cond>if (?:\w+ )+?)(?:(?:in|of|on) )?"
    rf"{_ABILITY} (?:a )?part of (?:its|the|{SOURCE}s?) (?:(?P<trigger>(?:trigger|triggering) "
    r"condition|condition)|(?P<effect>effect))$"
)
# "Loose Cannon says ... draw 1 if I have one or fewer cards in hand. Does the ability go on
# the chain even when I hold several cards, with the hand size only checked on resolution?":
# whether it goes on the chain when its conditional statement is not met, the words of the
# case and of what is checked both being the conditional statement's.
_ON_RESOLUTION = r"(?:on|at|upon) resolution|(?:when|as|once) (?:it|the ability) resolves"
CONDITION_NOT_MET = (
    rf"{MODE}(?:{SOURCE} (?:says|reads) (?:that )?(?:\w+ )+?)?(?:does|will|would) {_ABILITY} "
    rf"(?:go|get put|get placed|be put|be placed) (?:on|onto) the chain even (?:when|if) "
    rf"(?P<case>(?:\w+ ){{1,8}}?)with (?:the|my|your|its) (?P<checked>(?:\w+ ){{1,4}}?)"
    rf"(?:only |just )?(?:being )?(?:checked|evaluated) (?:only )?(?:{_ON_RESOLUTION})$"
)
# "Ruined Rex's Deathknell deals 4 to an enemy unit. When Rex is killed by combat damage,
# does that damage land before the units are healed at the end of combat?"; the death may
# be said as a statement before the question ("Rex is killed by combat damage. Does ...").
_HEALED = (
    r"(?:the |all )?units (?:are|get) healed (?:at the end of (?:the )?combat|in the combat "
    r"cleanup)"
)
DEATH_BEFORE_HEAL = (
    rf"^{MODE}(?:{_ABILITY} (?:deals|does) (?:\w+ ){{1,6}}?)?(?:(?:when|if|once) )?{SOURCE} "
    r"(?:dies|is killed|gets killed) (?P<how>in (?:a |the )?combat|(?:to|by|from) combat "
    r"damage) (?:does|will|would) (?:(?P<damage>(?:that|the|its) damage) (?:land|happen|get "
    rf"dealt|apply)|(?:{_ABILITY}|(?:its|{SOURCE}s?) deathknell) resolve) before {_HEALED}$"
)
# "Irelia, Fervent gets +1 might when she is readied. If she was exhausted, does she get it
# when she readies during my Awaken Phase?": whether a "when you ready me" ability triggers
# as its controller readies the unit in their Awaken Phase (the statement before the
# question, when said, is about being readied; the unit was exhausted, as said or taken).
_HER = rf"(?:she|he|it|{SOURCE})"
READIED_AT_AWAKEN = (
    rf"{MODE}(?:{SOURCE} (?:gets|has|gains) (?:\w+ ){{1,6}}?(?:when|whenever|once) {_HER} "
    r"(?:is|gets) readied )?"
    rf"(?:(?:if|when) {_HER} (?:was|is|were) exhausted )?"
    rf"(?:does|will|would) (?:{_ABILITY} trigger|{_HER} get (?:it|that|the bonus|the might)) "
    rf"(?:when|as|once) (?:{_HER} (?:readies|is readied|gets readied)"
    rf"|i ready (?:her|him|it|{SOURCE})) (?:during|in|at) my awaken phase$"
)
# The trigger events of readying the unit itself by its controller.
READY_ME = "ready me"
# "My first card this turn is Flash, which moves Astral Heron to my base. Does Astral Heron's
# 'if I'm at a battlefield' trigger still happen?": a spell of the unit's controller moving
# it away as it resolves, asked of the unit's trigger that waits for a card its controller
# plays, with a conditional statement right after it (the spell named as a card of the list).
_MOVED_TRIGGER = r"(?:ability |trigger |triggered ability )?(?:still )?(?:trigger|happen|go off)"
MOVED_BY_SPELL = (
    rf"^{MODE}(?:(?P<first>my first card (?:this|each) turn is)|i (?:play|cast)) "
    rf"(?P<spell>(?:\w+ ){{1,5}}?)(?:which|that) moves {_IT} (?:back )?to (?:my|its|your) base "
    rf"(?:does|will|would) (?:{SOURCE}s? |its |the )?(?:if (?P<cond>(?:\w+ ){{1,6}}?))?"
    rf"{_MOVED_TRIGGER}(?: still happen| still)?$"
)
# "At the end of my turn, my Dazzling Aurora plays Akshan, Mischievous, whose play effect takes
# my opponent's Dazzling Aurora. Does the Aurora I just took trigger at the end of this same
# turn?": a permanent whose ability triggers at the end of its controller's turn, coming under
# the asker's control during their Ending Step (what takes it is said, not read).
_TAKES = r"(?:takes|steals|gains control of|takes control of|gives me control of)"
_TOOK = r"(?:took|take|stole|gained|gained control of|took control of)"
TAKEN_AT_END_OF_TURN = (
    rf"^{MODE}at the end of (?:my|your) turn (?:\w+ ){{1,16}}?{_TAKES} (?:my |an |the )?"
    rf"(?:opponents|enemy|enemys) {SOURCE} (?:does|will|would|can) (?:the |that |this )?"
    rf"{SOURCE} (?:that )?i (?:just )?{_TOOK} (?:still |also )?trigger (?:again )?"
    r"(?:at the end of |during |on |in )?(?:this|the|my) (?:same )?turn$"
)
# What the frame asks about, named by an unknown it gives.
_HEAL = ("deathknell.after_combat_heal",)
# Words that say nothing of what a condition is about.
_NOT_ABOUT = frozenset(
    [
        "a",
        "an",
        "the",
        "i",
        "my",
        "you",
        "your",
        "me",
        "have",
        "has",
        "hold",
        "is",
        "are",
        "in",
        "of",
        "or",
        "if",
        "to",
        "one",
        "two",
        "more",
        "fewer",
        "less",
        "several",
        "many",
        "no",
        "any",
        "it",
        "its",
        "at",
        "than",
        "only",
    ]
)
# "Diana has an ability that triggers when a showdown begins at her battlefield. When combat
# opens there, does her ability resolve before the attack and defend triggers?": where an
# ability that triggers as a showdown or combat begins resolves among those triggers.
_AT_ITS_FIELD = rf"(?:here|at (?:her|his|its|{SOURCE}s?) battlefield)"
_ATTACK_TRIGGERS = (
    r"(?:the |its |their )?attack (?:and|or) defend (?:triggers|triggered abilities|abilities)"
    r"|(?:the |its |their )?attack triggers"
)
COMBAT_START_ORDER = (
    rf"^{MODE}(?:{SOURCE} has an ability that triggers (?:when|as) (?P<said>(?:\w+ ){{1,8}}?))?"
    r"(?:when|as|once|if) (?:a |the )?combat (?:opens|begins|starts) "
    rf"(?P<where>there |{_AT_ITS_FIELD} )?(?:does|will|would) {_ABILITY} resolve "
    rf"(?P<order>before|after) (?:{_ATTACK_TRIGGERS})$"
)
# Trigger events of a start of combat or showdown effect.
COMBAT_START_EVENTS = frozenset({"showdown begins", "combat starts"})
# The board for a trigger waiting for its controller's card meets its other conditions,
# or the question is not answered: a cost its event asks of the card played, which the
# board does not carry, is said as assumed (a card played from Hidden is not built); a
# first card played before it, for "your second card"; the turn; where the unit is.
EVENT_OF_ANY_CARD = ("play a card", "play a spell")
EVENT_OF_THE_CARD = ("play a spell costing N+", "play a card costing N+ power")
EVENT_OF_A_SECOND = "play a second card in a turn"
WHEN_MET_BY_ONE_CARD = ("", "first each turn")
WHEN_OPPONENTS_TURN = "opponent's turn"
AT_A_BATTLEFIELD = LazyPattern(r"if i'?m at a battlefield")
# Words of the frames, never taken for a card's name said again.
FRAME_WORDS = frozenset({"the", "ability", "trigger", "chain", "card", "spell", "response"})
# Trigger events after which the source is no longer on the board to be removed.
SOURCE_GONE_ALREADY = frozenset({"die", "leave the board"})
# Words of an effect that speak of its source: what it does once the source is gone.
OF_ITS_SOURCE = LazyPattern(r"\b(?:i|me|my|myself|i'm|im|here)\b|\bthis(?! turn| combat)\b")


def read_card_trigger(question: str, cards: CardIndex) -> Candidate | Unread | None:
    """The question, when its words fit ``WHEN_PLAYED`` or ``SOURCE_GONE`` around one
    card's triggered ability, the card named again (or a pronoun) as its source."""
    words = normalise(question).split()
    pointed = pointed_abilities(words, cards)
    named = None if pointed else cards.named_by_subtitle(words)
    if named is not None:  # "Loose Cannon" for Jinx - Loose Cannon
        words = named[0]
        pointed = pointed_abilities(words, cards)
    if not pointed or len({p.card.name for p in pointed}) != 1:
        return None
    frame = card_frame(words, pointed)
    if frame is None:
        return None
    card = pointed[0].card
    phrase = next((p.phrase for p in pointed if not p.alone), None)
    if fits := re.fullmatch(MOVED_BY_SPELL, frame):
        return _moved_by_spell(card, phrase, fits, cards)
    read = _read_frame(card, phrase, frame)
    if isinstance(read, Candidate) and named is not None:
        read.notes.insert(0, f"read the card named by its subtitle as {named[1]}")
    return read


def read_taken_at_end_of_turn(question: str, cards: CardIndex) -> Candidate | Unread | None:
    """The question, when its words fit ``TAKEN_AT_END_OF_TURN`` around a named card (others
    may be named in how it is taken) whose one triggered ability waits for the end of its
    controller's turn: the rules query that such an ability does not trigger that turn."""
    words = normalise(question).split()
    pointed = pointed_abilities(words, cards)
    for name in dict.fromkeys(p.card.name for p in pointed):
        own = [p for p in pointed if p.card.name == name]
        frame = card_frame(words, own)
        if frame is None or not re.fullmatch(TAKEN_AT_END_OF_TURN, frame):
            continue
        card = own[0].card
        ability = _one_trigger(card, next((p.phrase for p in own if not p.alone), None))
        if isinstance(ability, Unread):
            return ability
        trigger = ability.trigger
        if trigger is None or (trigger.event, trigger.whose) != ("end of turn", "you"):
            return Unread(
                f"{card.name}'s trigger ({trigger.words if trigger else ''}) is not at the end "
                "of its controller's turn"
            )
        doc: Doc = {"format": 2, "question": {"ability_rule": "end_of_turn_after_it_began"}}
        candidate = _read_from_card("card_trigger_taken_at_end", doc, card, trigger)
        candidate.stated.append(
            f"{card.name} comes under your control during your Ending Step, after the end of "
            "your turn took place"
        )
        return candidate
    return None


def _read_frame(card: CardEntry, phrase: str | None, frame: str) -> Candidate | Unread | None:
    if fits := re.fullmatch(WHEN_PLAYED, frame):
        return _when_played(card, phrase, fits)
    if fits := re.fullmatch(CONDITION_CHECKED, frame):
        return _condition_checked(card, phrase, fits)
    if fits := re.fullmatch(CONDITION_PART, frame):
        return _condition_checked(card, phrase, fits)
    if fits := re.fullmatch(CONDITION_NOT_MET, frame):
        return _condition_not_met(card, phrase, fits)
    if fits := re.fullmatch(DEATH_BEFORE_HEAL, frame):
        return _death_before_heal(card, phrase, fits)
    if fits := re.fullmatch(COMBAT_START_ORDER, frame):
        return _combat_start_order(card, phrase, fits)
    if fits := re.fullmatch(READIED_AT_AWAKEN, frame):
        return _readied_at_awaken(card, phrase, fits)
    if fits := re.fullmatch(COST_PAID, frame):
        return _cost_paid(card, phrase, fits.group("quote") or "")
    if re.fullmatch(SOURCE_GONE_STOPS, frame):
        return _source_gone(card, phrase, stops=True)
    if re.fullmatch(SOURCE_GONE_RESOLVES, frame):
        return _source_gone(card, phrase, stops=False)
    return None


def card_frame(words: list[str], pointed: list[Pointed]) -> str | None:
    """The question with its one ability phrase as ``TEXT`` and the card named alone as
    ``SOURCE``; None when it names more than one ability."""
    if sum(not p.alone for p in pointed) > 1:
        return None
    out = list(words)
    for p in sorted(pointed, key=lambda p: p.start, reverse=True):
        out[p.start : p.end] = [SOURCE if p.alone else TEXT]
    # The card named again by one word of its name ("Lux" for Lux - Illuminated).
    again = {w for w in name_words(pointed[0].card.name) if len(w) > 2} - FRAME_WORDS
    out = [SOURCE if w in again or w.removesuffix("s") in again else w for w in out]
    return NEUTRAL_FRAME.sub("", " ".join(out))


def _one_trigger(card: CardEntry, phrase: str | None) -> Ability | Unread:
    """The card's one triggered ability the phrase may name, its trigger condition read."""
    abilities = triggered_abilities(card, phrase)
    if len(abilities) != 1:
        many = f"{len(abilities)} triggered abilities" if abilities else "no triggered ability"
        return Unread(f"{card.name} has {many} to read here; say which")
    ability = abilities[0]
    if ability.trigger is None:
        return Unread(f"{card.name}'s trigger condition is not compiled ({ability.unread})")
    return ability


def _when_played(
    card: CardEntry, phrase: str | None, fits: re.Match[str]
) -> Candidate | Unread | None:
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    waits = [
        read
        for read in (ability.trigger, *ability.also)
        if read is not None and read.whose == "you" and read.event.startswith(SPELL_MAY_MEET)
    ]
    if not waits or card.type != "Unit":
        return Unread(
            f"{card.name}'s trigger ({ability.trigger.words if ability.trigger else ''}) does "
            "not wait for a card its controller plays, or the card is not a unit"
        )
    said = fits.group("said") or ""
    if said and not re.search(r"\b(?:card|spell|play|plays|played)\b", said):
        return None  # the question says the trigger is something else
    board = _board_meeting(card, waits[0], fits.group("mode"), bool(fits.group("theirs")))
    if isinstance(board, Unread):
        return board
    doc, stated = board
    candidate = _read_from_card("card_trigger_played", doc, card, waits[0])
    if (fits.group("played") or fits.group("put")) == "card":
        candidate.stated.append("the card you play is a spell")
    candidate.stated.extend(stated)
    return candidate


def _readied_at_awaken(
    card: CardEntry, phrase: str | None, fits: re.Match[str]
) -> Candidate | Unread | None:
    """Does the unit's "when you ready me" ability trigger as its controller readies it in
    their Awaken Phase: the unit exhausted as the opponent's turn ends, and play proceeding
    to the controller's turn."""
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    waits = [
        read
        for read in (ability.trigger, *ability.also)
        if read is not None
        and read.whose == "you"
        and READY_ME in event_parts(read.event)
        and not (read.where or read.when or read.condition or read.intervening)
    ]
    if not waits or card.type != "Unit" or ability.condition:
        return Unread(
            f"{card.name}'s trigger ({ability.trigger.words if ability.trigger else ''}) does "
            "not wait for its controller readying it, or the card is not a unit"
        )
    situation: Doc = {"turn": "opponent", "units": [{"name": card.name, "exhausted": True}]}
    if fits.group("mode"):
        situation["mode"] = fits.group("mode")
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "actions": [{"proceed": {}}],
        "question": {"outcomes": {"event": "triggers", "subject": card.name}},
    }
    candidate = _read_from_card("card_trigger_readied", doc, card, waits[0])
    candidate.stated.append(
        f"you control {card.name}, exhausted as your opponent's turn ends, and play proceeds "
        "to your Awaken Phase"
    )
    return candidate


def _moved_by_spell(
    card: CardEntry, phrase: str | None, fits: re.Match[str], cards: CardIndex
) -> Candidate | Unread | None:
    """The unit at a battlefield and its controller's spell, which moves it to base as it
    resolves, played and resolved: whether the unit's ability that waits for a card its
    controller plays, with "if I'm at a battlefield" right after its condition, triggers."""
    from judge.cards.understood import compiled_instructions

    spell_words = fits.group("spell").split()
    found = cards.find(spell_words, frozenset())
    if len(found) != 1 or (found[0].start, found[0].end) != (0, len(spell_words)):
        return None  # the spell is not a card of the list named alone
    spell = found[0].card
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    trigger = ability.trigger
    not_met = f'{card.name}\'s trigger ("{trigger.words if trigger else ""}")'
    if (
        trigger is None
        or card.type != "Unit"
        or trigger.whose != "you"
        or trigger.event not in EVENT_OF_ANY_CARD
        or trigger.when not in WHEN_MET_BY_ONE_CARD
        or trigger.where
        or trigger.condition
    ):
        return Unread(f"{not_met}: not one a spell its controller plays meets alone")
    said = fits.group("cond")
    if said and normalise(trigger.intervening) != f"if {said.strip()}":
        return None  # the question quotes another condition
    if not AT_A_BATTLEFIELD.fullmatch(trigger.intervening.lower()):
        return Unread(f'{not_met}: "{trigger.intervening}" is not built on a board')
    effect = [i for _, i in compiled_instructions(spell)] if spell.type == "Spell" else []
    moving = [
        m
        for m in (effect[0].mentions if effect and moves_to_base(effect[0]) else ())
        if m.role == CHOSEN and m.noun == "unit"
    ]
    if len(effect) != 1 or len(moving) != 1 or "friendly" not in moving[0].words:
        return Unread(f"{spell.name}'s effect is not one move of friendly units to base")
    spell_doc: dict[str, object] = {"name": spell.name, "type": "spell"}
    if spell.keywords:
        spell_doc["keywords"] = list(spell.keywords)
    situation: dict[str, object] = {
        "units": [{"name": card.name, "at": "battlefield 1"}],
        "hand": [spell_doc],
    }
    if fits.group("mode"):
        situation["mode"] = fits.group("mode")
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "actions": [
            {"play": {"card": spell.name, "to": "base", "targets": [card.name]}},
            *({"pass": {"player": p}} for p in PLAYERS[fits.group("mode") or "1v1"]),
        ],
        # as the spell resolves: while it was only on the chain, nothing waited for it
        "question": {"outcomes": {"event": "triggers", "subject": card.name, "last": True}},
    }
    candidate = _read_from_card("card_trigger_moved", doc, card, trigger)
    candidate.stated += [
        f"{card.name} is at a battlefield before {spell.name} resolves",
        f"{spell.name} is the first card you play this turn, on your turn",
    ]
    return candidate


def _read_from_card(reader: str, doc: Doc, card: CardEntry, read: Trigger) -> Candidate:
    """The candidate judging ``doc``, noting the trigger of ``card`` it was read from."""
    notes = [f'read the trigger of {card.name} from the card data: "{read.words}"']
    return Candidate(reader, doc, notes=notes)


def _board_meeting(
    card: CardEntry, read: Trigger, mode: str | None, theirs: bool
) -> tuple[Doc, list[str]] | Unread:
    """The board on which ``card``'s unit meets every condition of its trigger but the card
    played, a spell its controller puts on the chain (on an opponent's turn when the
    trigger or the question, ``theirs``, says so), and what it assumes; Unread naming the
    condition it cannot meet."""
    unit: dict[str, str] = {"name": card.name}
    hand: list[dict[str, object]] = [{"name": "your spell", "type": "spell"}]
    actions: list[dict[str, object]] = []
    stated = [f"you control {card.name} and play the card"]
    not_met = f'{card.name}\'s trigger ("{read.words}")'
    if read.where or read.condition:
        return Unread(f"{not_met}: where or when it is met is not built on a board")
    if read.event in EVENT_OF_THE_CARD:
        stated.append(f'the card you play is one "{read.words}" waits for')
    elif read.event == EVENT_OF_A_SECOND:
        hand.insert(0, {"name": "your first card", "type": "unit"})
        actions.append({"play": {"card": "your first card", "to": "base"}})
        stated.append("your first card this turn, a unit, was played before it")
    elif read.event not in EVENT_OF_ANY_CARD:
        return Unread(f"{not_met}: its event is not built on a board")
    turn = "your turn"
    on_theirs = theirs or read.when == WHEN_OPPONENTS_TURN
    if on_theirs:
        if mode or actions:
            return Unread(
                f"{not_met}: an opponent's turn is built in a two-player game, with one card "
                "of yours, only"
            )
        hand.insert(0, {"name": "their spell", "type": "spell", "controller": "opponent"})
        hand[-1]["keywords"] = ["Reaction"]
        actions += [
            {"play": {"card": "their spell", "to": "base", "by": "opponent"}},
            {"pass": {"player": "opponent"}},
        ]
        turn = "your opponent's turn: they put a spell on the chain, and your spell has Reaction"
    if read.when not in (*WHEN_MET_BY_ONE_CARD, WHEN_OPPONENTS_TURN):
        return Unread(f"{not_met}: when it is met is not built on a board")
    stated[0] += f", on {turn}"
    if AT_A_BATTLEFIELD.fullmatch(read.intervening.lower()):
        unit["at"] = "battlefield 1"
        stated.append(f"{card.name} is at a battlefield")
    elif read.intervening:
        return Unread(f'{not_met}: "{read.intervening}" is not built on a board')
    actions.append({"play": {"card": "your spell", "to": "base", "by": "you"}})
    situation: dict[str, object] = {"units": [unit], "hand": hand}
    if on_theirs:
        situation["turn"] = "opponent"
    if mode:
        situation["mode"] = mode
    doc: Doc = {
        "format": 2,
        "situation": situation,
        "actions": actions,
        "question": {"outcomes": {"event": "triggers", "subject": card.name}},
    }
    return doc, stated


def _source_gone(card: CardEntry, phrase: str | None, stops: bool) -> Candidate | Unread:
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    if ability.trigger is not None and ability.trigger.event in SOURCE_GONE_ALREADY:
        return Unread(
            f"{card.name}'s ability triggers as {card.name} leaves the board: removing it "
            "once the ability is on the chain is not read"
        )
    effect = f"{ability.words} {ability.unread}".lower()
    if OF_ITS_SOURCE.search(effect):
        return Unread(
            f'{card.name}\'s ability speaks of {card.name} itself ("{effect.strip()}"): what it '
            "does once its source has left the board is not read"
        )
    doc: Doc = {"format": 2, "question": {"ability_rule": "trigger_without_source"}}
    notes = [f"read the triggered ability of {card.name} from the card data: its effect does "]
    notes[0] += "not speak of its source"
    candidate = Candidate("card_trigger_source", doc, notes=notes)
    candidate.invert = stops  # asked whether removing the source stops it
    return candidate


def _cost_paid(card: CardEntry, phrase: str | None, quote: str) -> Candidate | Unread | None:
    """Where the cost within the ability's instructions is: at the start of its effect (or
    right after a "you may" or "they may" that starts it) or later, each of which the version
    times."""
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    trigger = normalise(ability.trigger.words if ability.trigger else "")
    if quote and not quote.startswith(trigger):
        return None  # the card quoted is not this ability
    # Its effect as read from its start: a cost found there is placed whatever follows.
    start = effect_start(ability)
    costs = [i for i, step in enumerate(start) if step.cost and not step.reflexive]
    if not costs and any(step.cost for step in start):  # "Then do this: You may pay ..."
        return Unread(f"{card.name}'s cost is in the reflexive trigger its effect opens")
    if not costs and ability.unread:
        return Unread(f'{card.name}\'s ability is not compiled (not read: "{ability.unread}")')
    if not costs:
        return Unread(f"{card.name}'s ability has no cost within its instructions")
    where = "cost_first" if costs[0] == 0 else "cost_later"
    doc: Doc = {"format": 2, "question": {"decided_on_finalize": where}}
    said = "starts its effect" if where == "cost_first" else "comes later in its effect"
    notes = [f"read the triggered ability of {card.name} from the card data: its cost {said}"]
    return Candidate("card_trigger_cost", doc, notes=notes)


def _condition_checked(
    card: CardEntry, phrase: str | None, fits: re.Match[str]
) -> Candidate | Unread:
    """A conditional statement right after the trigger condition is part of it, met (or
    not) as the condition is; one later in the effect is checked as the ability resolves."""
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    said = fits.group("cond").strip()
    intervening = ability.trigger.intervening if ability.trigger else ""
    in_effect = [step.condition for step in effect_start(ability) if step.condition]
    # "part of its trigger condition?" or "part of its effect?": where it belongs
    asks_part = "effect" in fits.re.groupindex
    in_condition = asks_part and bool(fits.group("trigger"))
    if intervening and normalise(intervening) == said:
        if not asks_part and fits.group("resolution"):
            return Unread(
                f'"{intervening}" is part of {card.name}\'s trigger condition: whether it is '
                "checked again as the ability resolves is not read"
            )
        invert = asks_part and not in_condition
        value, where = "conditional_after_condition", "its trigger condition"
    elif any(normalise(condition) == said for condition in in_effect):
        invert = in_condition if asks_part else bool(fits.group("trigger"))
        value, where = "conditional_in_effect", "its effect"
    else:
        return Unread(f'{card.name}\'s triggered ability has no conditional statement "{said}"')
    doc: Doc = {"format": 2, "question": {"ability_rule": value}}
    notes = [
        f'read the triggered ability of {card.name} from the card data: "{said}" is in {where}'
    ]
    candidate = Candidate("card_trigger_condition", doc, notes=notes)
    candidate.invert = invert
    return candidate


def _combat_start_order(
    card: CardEntry, phrase: str | None, fits: re.Match[str]
) -> Candidate | Unread | None:
    """An ability that triggers as a showdown or combat begins, its combat opening where it
    triggers; the version orders it among the Attack and Defend triggers."""
    said = fits.group("said") or ""
    if said and not re.search(r"\b(?:showdown|combat)\b", said):
        return None  # the question says the trigger is something else
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    trigger = ability.trigger
    if trigger is None or trigger.event not in COMBAT_START_EVENTS:
        return Unread(
            f"{card.name}'s trigger ({trigger.words if trigger else ''}) is not a start of "
            "combat or showdown"
        )
    where = (fits.group("where") or "").strip()
    said_here = bool(re.search(rf"\b{_AT_ITS_FIELD}", said))
    if trigger.where == "here" and not (where and (where != "there" or said_here)):
        return Unread(
            f"{card.name}'s ability triggers only for a showdown at its own battlefield: say "
            "that the combat opens there"
        )
    if trigger.where not in ("", "here") or trigger.intervening or trigger.condition:
        return Unread(f'{card.name}\'s trigger ("{trigger.words}") is not read here')
    doc: Doc = {"format": 2, "question": {"ability_rule": "start_trigger_before_attack_triggers"}}
    notes = [
        f'read the trigger of {card.name} from the card data: "{trigger.words}", a start of '
        "combat or showdown effect"
    ]
    candidate = Candidate("card_trigger_combat_start", doc, notes=notes)
    candidate.invert = fits.group("order") == "after"
    return candidate


def _condition_not_met(
    card: CardEntry, phrase: str | None, fits: re.Match[str]
) -> Candidate | Unread | None:
    """Does the ability go on the chain when its one conditional statement is not met: yes
    when it is in its effect (checked as it resolves, whatever the case); one that is part of
    its trigger condition is not read. What the question says of the case and of what is
    checked must be about that statement."""
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    intervening = ability.trigger.intervening if ability.trigger else ""
    in_effect = [step.condition for step in effect_start(ability) if step.condition]
    conditions = ([intervening] if intervening else []) + in_effect
    if len(conditions) != 1:
        return Unread(f"{card.name}'s triggered ability has no one conditional statement to ask of")
    about = _about(conditions[0])
    for said in ("case", "checked"):
        if not _about(fits.group(said)) & about:
            return Unread(
                f'"{fits.group(said).strip()}" is not about {card.name}\'s conditional '
                f'statement ("{conditions[0]}")'
            )
    if intervening:  # whether the case said meets it is not read
        return Unread(
            f'"{intervening}" is part of {card.name}\'s trigger condition: whether the case the '
            "question says meets it is not read"
        )
    doc: Doc = {"format": 2, "question": {"ability_rule": "conditional_in_effect"}}
    notes = [
        f'read the triggered ability of {card.name} from the card data: "{conditions[0]}" is '
        "in its effect"
    ]
    return Candidate("card_trigger_condition_not_met", doc, notes=notes)


def _about(words: str) -> set[str]:
    """The words that say what a statement is about, a plural as its singular."""
    return {w.removesuffix("s") for w in normalise(words).split() if w not in _NOT_ABOUT}


def _death_before_heal(
    card: CardEntry, phrase: str | None, fits: re.Match[str]
) -> Candidate | Unread:
    """The ability that triggers on the card's own death, the card killed by combat damage:
    does what it does come before the combat cleanup heals the units?"""
    ability = _one_trigger(card, phrase)
    if isinstance(ability, Unread):
        return ability
    trigger = ability.trigger
    if trigger is None or (trigger.event, trigger.whose) != ("die", "me") or trigger.condition:
        return Unread(
            f"{card.name}'s triggered ability does not trigger on its own death alone", _HEAL
        )
    if fits.group("damage") and not any(step.verb == "deal" for step in effect_start(ability)):
        return Unread(f"{card.name}'s ability deals no damage as read from its effect", _HEAL)
    doc: Doc = {"format": 2, "question": {"death": "deathknell_before_combat_heal"}}
    candidate = _read_from_card("card_trigger_death_before_heal", doc, card, trigger)
    if not fits.group("how").endswith("combat damage"):
        # Asked against the heal that ends the combat, dying "in combat" is taken as the
        # death that heal meets, by combat damage; the showdown before it is named.
        candidate.stated.append(
            f"{card.name} dies to combat damage (killed earlier, in the combat's showdown, "
            "its ability would resolve there, before combat damage and the heal)"
        )
    return candidate
