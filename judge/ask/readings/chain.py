"""Readers for the chain, priority and triggered abilities: can a triggered ability go on
the chain now, can a player respond to what is on the chain, which item resolves first,
when a triggered ability's "you may", cost and targets are decided, and whether "when you
play a spell" triggers as the spell goes on the chain.

They write format-2 documents (a chain of items, actions, a hand card), since format 1 has
no words for a chain's items; the engine judges them as it judges scenario files.
"""

from __future__ import annotations

import copy
import itertools
from collections import Counter
from collections.abc import Callable
from typing import Any

from judge.ask.links import CHAIN_ITEMS
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.combat_damage import PLAIN  # "a normal spell": no keyword
from judge.ask.readings.places import YES_NO, Builder, chain_not_empty
from judge.ask.situation import PLAYERS, YOU, Doc, Draft
from judge.ask.tagger import Span
from judge.records import replace

# The slots of "my/your/one of my" and of talk about abilities that every reader here takes.
COMMON = ("obj:ability", "obj:card", "obj:effect", "who:me")
TIMES = ("opponent_turn", "my_turn", "showdown", "combat", "chain", "main_phase")
# Your pass with something on the chain: priority goes on, and you keep Focus.
PASSED_ON_CHAIN = "something is on the chain when you pass priority"
# Your pass of Focus with nothing on the chain: whether every player has now passed in sequence.
NOT_ALL_PASSED = "your opponent did not pass just before you"
ALL_PASSED = "your opponent passed Focus to you just before (every player has now passed once)"
# In 2v2 the three other players pass in turn before you (489.5.c.1: an opponent, your
# teammate, the other opponent).
NOT_ALL_PASSED_TEAM = "not every other player passed in turn just before you"
ALL_PASSED_TEAM = (
    "the three other players passed in turn just before you (every player has now passed once)"
)
RESPONDER_CARD = {"Reaction": "a Reaction spell", "Action": "an Action spell"}
# "respond to", "react to", "in response to": what follows "to" is what is responded to.
RESPONSE_WORDS = frozenset(
    {"respond", "responds", "responding", "responded", "react", "reacts", "reacting", "response"}
)
# Words that end what a response is to: the card it is made with ("with a spell", "by
# playing ..."; not "a unit with Accelerate"), or a time or condition of the question.
RESPONSE_ENDS = frozenset(
    {"with", "by", "while", "whilst", "if", "when", "during", "before", "after", "using", "in"}
)
# Words that open a clause of the question that may put an item on the chain ("while a
# spell with Reaction is on the chain", "if the spell on the chain has Reaction").
CLAUSE_OPENERS = frozenset({"while", "whilst", "if", "when"})
# Unit, gear and the like: a card of these kinds played is a permanent (it resolves at once).
PERMANENTS = frozenset({"unit", "gear", "token", "permanent", "equipment"})
# "a unit's play trigger": an ability of the unit, which goes on the chain as an item of its own.
TRIGGER_NOUNS = frozenset({"trigger", "triggers"})


def responded_words(reading: Reading) -> range:
    """Where the question clause says what it responds to: the words after "respond to",
    "react to" or "in response to", up to the card it responds with or a time ("in
    response to a unit being played", "respond to my opponent's Reaction spell with a
    spell"); empty when it says none."""
    words = reading.tagged.words[: reading.main_end]
    keyword_at = {s.start for s in reading.tagged.spans if s.has("kw")}
    for i, word in enumerate(words[:-1]):
        if word in RESPONSE_WORDS and words[i + 1] == "to":
            ends = (
                j
                for j in range(i + 2, len(words))
                if words[j] in RESPONSE_ENDS and not (words[j] == "with" and j + 1 in keyword_at)
            )
            return range(i + 2, next(ends, len(words)))
    return range(0)


def responded_permanent(reading: Reading) -> bool:
    """Whether what the question responds to is a unit or gear (or token) being played ("in
    response to a unit being played"): the permanent is the item on the chain, not the card
    played in response."""
    said = responded_words(reading)
    spans = reading.tagged.spans
    return any(s.start in said and PERMANENTS & set(s.values("obj")) for s in spans)


def chain_item_keywords(reading: Reading) -> list[str]:
    """The keywords the question says of the item on the chain, not of the card it asks
    about: in what it responds to ("in response to a Reaction spell"), or in a clause or
    statement that puts an item on the chain ("while a spell with Reaction is on the
    chain", "if the spell on the chain has Reaction"; a statement is read as "if ...")."""
    words, spans = reading.tagged.words, reading.tagged.spans
    said = responded_words(reading)
    found = [k for s in spans if s.start in said for k in s.values("kw")]
    keyword_at = {s.start for s in spans if s.has("kw")}
    # "... on the chain and I have a Reaction spell": "and" opens a clause, unless a keyword
    # follows it ("a spell with Reaction and Action")
    bounds = [
        i
        for i, word in enumerate(words)
        if word in CLAUSE_OPENERS or (word == "and" and i + 1 not in keyword_at)
    ] + [len(words)]
    for start, end in itertools.pairwise(bounds):
        inside = [s for s in spans if start <= s.start < end]
        item = any(set(s.values("obj")) & CHAIN_ITEMS for s in inside)
        chain = any(s.has("time", "chain") and "chain" in words[s.start : s.end] for s in inside)
        if item and chain:
            found += [k for s in inside if s.start not in said for k in s.values("kw")]
    return found


TIMING = frozenset({"reaction", "action"})


def without_item_keywords(reading: Reading, of_item: list[str]) -> list[str] | None:
    """The question's keywords less those said of the item on the chain; None when that is
    not clear: a keyword denied ("a spell without Reaction") may then be either's."""
    if not of_item:
        return list(reading.keywords)
    # a keyword said of the item in a statement before the question is not among the
    # question's ("My opponent's Reaction spell is on the chain. Can I ...?")
    own = list((Counter(reading.keywords) - Counter(of_item)).elements())
    denied = set(reading.without)
    # "a spell with only Action" denies Reaction of the card whose one timing keyword is said
    completes = denied <= TIMING and not denied & set(own) and denied | set(own) >= TIMING
    if denied and not completes:
        return None
    return own


def _document(b: Builder, question: Doc, chain: list[Doc], actions: list[Doc]) -> Doc:
    """The format-2 document of the built situation, with its chain and actions."""
    return _with_chain(b.situation.document(question), chain, actions)


def _with_chain(doc: Doc, chain: list[Doc], actions: list[Doc]) -> Doc:
    """A built document in format 2, with the chain and actions the reader adds."""
    situation: dict[str, Any] = dict(doc.get("situation", {}))
    if situation.pop("chain_empty", True) is False and not chain:
        chain = [{"name": "a spell on the chain", "controller": situation.get("turn", YOU)}]
    if chain:
        situation["chain"] = chain
    out: Doc = {"format": 2}
    if situation:
        out["situation"] = situation
    if actions:
        out["actions"] = actions
    out["question"] = doc["question"]
    return out


def _candidate(
    b: Builder, reader: str, question: Doc, chain: list[Doc], actions: list[Doc]
) -> Candidate:
    candidate = b.candidate(reader, question)
    candidate.doc = _document(b, question, chain, actions)
    # Each other way of a default keeps its own situation (who has Focus, whose turn ...),
    # with the same chain and actions: what is said of it must be judged on it.
    candidate.alternatives = [
        (label, _with_chain(doc, chain, actions)) for label, doc in candidate.alternatives
    ]
    return candidate


def _before_me(reading: Reading) -> bool:
    """Whether each "before" of the question is "before me" ("... receive priority before
    me?"), ending it: who gains priority first, not a time ("before my spell is played")."""
    words = reading.tagged.words[: reading.main_end]  # the question clause
    ends = [words[i + 1 :] for i, word in enumerate(words) if word == "before"]
    return bool(ends) and all(rest in (["me"], ["i", "do"]) for rest in ends)


def _said(reading: Reading, *words: str) -> bool:
    """Whether the question has one of ``words`` (base forms: "resolve" for "resolves")."""
    said = {w.rstrip("s") for w in reading.tagged.words} | set(reading.tagged.words)
    return any(word in said for word in words)


def read_trigger_on_chain(reading: Reading) -> Candidate | None:
    """ "During my opponent's turn, can a triggered ability of mine go on the chain (though
    the card has no Reaction)?", "Does my triggered ability trigger during a showdown?"."""
    if reading.kind not in YES_NO or reading.negated:
        return None
    triggered = reading.mentions("triggered") or (
        reading.mentions("ability") and reading.has("happen")
    )
    if not triggered or not (reading.has("chain_add", "happen") or reading.mentions("chain")):
        return None
    if not reading.timing & set(TIMES) or reading.has("play", "respond", "pass", "finalize"):
        return None
    whose = "opponent" if reading.unit_owner == "opponent" else YOU
    # "Does it need Reaction to go on the chain?": can it go on without? (turned round)
    needs = reading.has("use") and bool({"reaction", "action"} & set(reading.keywords))
    if reading.keywords and not needs:
        return None
    b = Builder(reading)
    b.timing()
    b.uses("kw:reaction", "kw:action")
    b.uses(*COMMON, "obj:triggered", "obj:chain", "act:chain_add", "act:use", "act:happen")
    # "though the card has no Reaction": a triggered ability needs no keyword to go on.
    b.uses("without:reaction", "without:action")
    name = "your triggered ability" if whose == YOU else f"{whose}'s triggered ability"
    actions = [{"trigger": {"ability": name, "by": whose}}]
    question = {"outcomes": {"event": "triggers"}}
    candidate = _candidate(b, "trigger_on_chain", question, [], actions)
    candidate.invert = needs
    return candidate


def _responded_to(reading: Reading) -> tuple[str, str] | None:
    """What the question responds to: the chain item's kind and how to name it (none when
    it names two kinds of thing: "respond to the play effect of a unit")."""
    permanent = reading.mentions("unit", "gear")
    # "with a Reaction spell": the spell is the response, not what it responds to
    spell = reading.mentions("spell") and not _with_spell(reading)
    if permanent and (spell or reading.mentions("ability", "effect", "triggered", "add_ability")):
        return None
    if permanent and TRIGGER_NOUNS & set(reading.tagged.words[: reading.main_end]):
        return None  # "respond to a unit's play trigger": its ability, not the unit
    if spell and reading.mentions("ability", "effect", "triggered"):
        return None
    if reading.mentions("add_ability"):
        return "add", "an Add ability"
    if reading.mentions("unit"):
        return "unit", "a unit"
    if reading.mentions("gear"):
        return "gear", "a gear"
    if spell:
        return "spell", "a spell"
    if reading.mentions("triggered"):
        return "triggered", "a triggered ability"
    if reading.mentions("ability"):
        return "activated", "an activated ability"
    return None


def read_respond(reading: Reading) -> Candidate | None:
    """ "When my opponent plays a unit, can I react with a Reaction before it enters the
    board?", "Can I respond to my opponent's Add ability before it resolves?"."""
    responds = reading.has("respond") or responded_permanent(reading)  # "in response to"
    if reading.kind != "can" or not responds or reading.negated:
        return None
    found = _responded_to(reading)
    if found is None or reading.timing - {"opponent_turn", "my_turn", "chain"}:
        return None
    kind, what = found
    # "respond to my opponent's Reaction spell": the keyword is the item's, not the response's
    of_item = [k for k in _keywords_in(reading, responded_words(reading)) if k != "ambush"]
    if set(of_item) - {"reaction", "action"}:
        return None  # a keyword of the item that may bring it abilities of its own
    own = without_item_keywords(reading, of_item)
    if own is None:
        return None
    if not reading.has("respond") and set(own) - {"reaction", "action"}:
        return None  # "play a unit with Ambush in response to ...": the response's own keyword
    reading = replace(reading, keywords=own)
    only_action = reading.without == ["reaction"] and "action" in reading.keywords
    if (reading.without and not only_action) or len(
        [k for k in reading.keywords if k in ("reaction", "action")]
    ) > 1:
        return None
    # "When I play a unit using Ambush, can my opponent respond?": the unit's own keyword.
    ambush = "ambush" in reading.keywords
    if ambush and kind != "unit":
        return None
    sides = _sides(reading)
    if sides is None:
        return None  # whose card it is decides whose turn it is: the question must say
    b = Builder(reading)
    responder, owner = (b.situation.player(role) for role in sides)
    said_owner = {"their": "opponent"}.get(reading.chain_owner or "", reading.chain_owner)
    if said_owner is not None:  # "my opponent's spell is on the chain": whose item it is
        if said_owner != sides[1]:
            return None
        b.uses(f"chain_owner:{reading.chain_owner}")
    if "ally" in (responder, owner):
        b.uses("who:teammate", "mode:2v2")
    b.situation.turn = owner
    b.uses(*COMMON, "act:respond", "who:opponent", "act:play", "act:activate", "unit:played")
    b.uses("unit_owner:opponent")
    b.uses(f"obj:{kind}" if kind in ("unit", "gear", "spell") else "obj:ability")
    if _with_spell(reading):
        b.uses("obj:spell")  # the response is a spell
    b.uses("obj:add_ability", "obj:triggered", "mod:before_resolve", "obj:chain", "time:chain")
    b.uses("time:opponent_turn", "act:enter", "place:board")
    # before it lands or resolves ("resolve" is the lexicon's act:work): a response always is
    if reading.said_of("before", ("act", "enter"), ("act", "work"), ("mod", "attached")):
        b.uses("mod:before")
    if kind == "spell" and reading.said_of("after", ("act", "play")):  # it is on the chain
        b.uses("mod:after")
    if "action" in reading.keywords and not _with(reading, "action"):
        return None  # "respond to an Action spell": the keyword is the other card's
    keyword = "Action" if "action" in reading.keywords else "Reaction"
    b.uses(f"kw:{keyword.lower()}", *(f"kw:{k}" for k in of_item))
    if reading.keywords:  # "a spell that has only Action": that keyword and no other
        b.uses("mod:only")
    if only_action:  # "(only) Action, not Reaction": the Action card responds, without it
        b.uses("without:reaction")
    asker = "i" in reading.tagged.words
    unsaid = not reading.who or (reading.who == ["me"] and asker)  # whose it is unsaid
    if unsaid and reading.unit_owner is None and owner == "opponent":
        b.stated.append(f"it is your opponent's {what.split(' ', 1)[1]}, and you respond")
    if reading.who == ["opponent"] and reading.chain_owner is None:
        b.stated.append(f"it is your {what.split(' ', 1)[1]}, and your opponent responds")
    spell = _response_spell(reading)  # "with a (normal) spell": a spell, its keywords unsaid
    plain = spell is not None and reading.tagged.words[spell - 1] in PLAIN
    if not reading.keywords and spell is None:
        verb = "respond" if responder == YOU else "responds"
        b.stated.append(f"{responder} {verb} with a card that has Reaction, as a response needs")
    card = RESPONDER_CARD[keyword]
    hand: Doc = {"name": card, "type": "spell", "keywords": [keyword]}
    if not reading.keywords and spell is not None:
        whose = "your" if responder == YOU else f"{responder}'s"
        card = hand["name"] = f"{whose} spell in hand"  # not the item on the chain
        hand["keywords"] = []
        if plain:  # "a normal spell": one with no keyword, as a plain unit has none
            said = reading.tagged.words[spell - 1]
            b.notes.append(f"taken: a {said} spell has neither Reaction nor Action")
    if responder != YOU:
        hand["controller"] = responder
    whose = "your" if owner == YOU else f"{owner}'s"
    chain: list[Doc] = [
        {"name": f"{whose} {what.split(' ', 1)[1]}", "controller": owner, "kind": kind}
    ]
    if "pending" in reading.mods:  # "while it is still pending": not yet finalized
        b.uses("mod:pending")
        chain[0]["pending"] = True
    elif _finalized_said(reading):  # "once it's finalized on the chain": as a response is
        b.uses("act:finalize")
    if ambush:
        b.uses("kw:ambush", "using:ambush")
        chain[0]["keywords"] = ["Ambush"]
    if of_item:
        chain[0]["keywords"] = [k.title() for k in of_item]
    question = {"play": {"card": card, "to": "base", "by": responder}}
    candidate = _candidate(b, "respond", question, chain, [])
    candidate.doc.setdefault("situation", {})["hand"] = [hand]
    if not reading.keywords and spell is not None and not plain:
        _judge_also_with_keywords(candidate, hand)
    if kind in ("activated", "triggered"):
        _judge_also_as_add(candidate, hand)
    if kind in ("unit", "gear") and _played_said_apart(reading, kind):
        _judge_also_with_play_trigger(candidate, what)
    return candidate


def _played_said_apart(reading: Reading, kind: str) -> bool:
    """Whether the unit or gear played is named only where the scene is set ("My opponent
    plays a unit. Can I respond?"), so the response may be to anything its play brings;
    "respond to my opponent's unit", "before it resolves", "while it is still pending"
    ask of the card itself."""
    if reading.mods & {"before", "before_resolve", "pending"} or "ambush" in reading.keywords:
        return False
    spans = reading.tagged.spans
    return not any(s.has("obj", kind) and s.start < reading.main_end for s in spans)


def _judge_also_with_play_trigger(candidate: Candidate, what: str) -> None:
    """ "My opponent plays a unit. Can I respond?" does not say the unit has no ability
    that triggers as it is played: the unit resolves at once, but such an ability goes on
    the chain as an item of its own, which can be responded to; both are judged."""
    other = copy.deepcopy(candidate.doc)
    item = other["situation"]["chain"][0]
    item["name"] = f"the ability of {item['name']} that triggered when it was played"
    item["kind"] = "triggered"
    thing = what.split(" ", 1)[1]
    candidate.defaults.append(f"the {thing} has no ability that triggers when it is played")
    candidate.alternatives.append(("it has one (that ability goes on the chain)", other))


def _judge_also_with_keywords(candidate: Candidate, hand: Doc) -> None:
    """ "Respond to my opponent's spell with a spell": the spell's Reaction and Action are
    not said, and only a card with Reaction is played while a chain exists: it is judged
    with neither (taken), with Reaction and with Action."""
    for keyword in ("Reaction", "Action"):
        other = copy.deepcopy(candidate.doc)
        other["situation"]["hand"] = [{**hand, "keywords": [keyword]}]
        candidate.defaults.append(f"{hand['name']} has no {keyword}")
        candidate.alternatives.append((f"it has {keyword}", other))


def _keywords_in(reading: Reading, where: range) -> list[str]:
    """The keywords the question says at the words ``where``."""
    return [k for s in reading.tagged.spans if s.start in where for k in s.values("kw")]


def _response_spell(reading: Reading) -> int | None:
    """Where the question names the card it responds with as a spell ("with a normal
    spell", "by playing a spell"; not "to a unit with Accelerate"): the index of "spell"."""
    words = reading.tagged.words[: reading.main_end]
    responded = responded_words(reading)
    for i, word in enumerate(words):
        if i in responded:
            continue
        if word == "with":
            start = i + 1
        elif word == "by" and words[i + 1 : i + 2] in (["playing"], ["casting"]):
            start = i + 2
        else:
            continue
        rest = words[start : start + 3]
        if "spell" in rest:
            return start + rest.index("spell")
    return None


def _judge_also_as_add(candidate: Candidate, hand: Doc) -> None:
    """A triggered or activated ability the question does not say Adds resources or not is
    judged both ways: one that Adds resources resolves as soon as it is finalized, and no
    priority passes from it (a "depends" when the two answers differ)."""
    other = copy.deepcopy(candidate.doc)
    item = other["situation"]["chain"][0]
    item["kind"] = "add"
    item["name"] += " that Adds resources"
    other["situation"]["hand"] = [dict(hand)]
    candidate.defaults.append("the ability does not Add resources")
    candidate.alternatives.append(("the ability Adds resources", other))


def _with_spell(reading: Reading) -> bool:
    """Whether the question responds "with a (Reaction) spell" and names what it responds
    to otherwise: "respond to my opponent's unit with a Reaction spell"."""
    words = reading.tagged.words
    after = [i for i, word in enumerate(words) if word == "with"]
    return any("spell" in words[i + 1 : i + 4] for i in after) and words.count("spell") == 1


def _with(reading: Reading, keyword: str) -> bool:
    """Whether the question responds "with" a card of ``keyword`` ("with an Action", "with
    a spell that has only Action"; not "with ... to an Action spell")."""
    words = reading.tagged.words
    for i, word in enumerate(words):
        before = words[max(0, i - 6) : i]
        if word == keyword and "with" in before:
            after_with = before[len(before) - before[::-1].index("with") :]
            if "to" not in after_with:
                return True
    return False


def _finalized_said(reading: Reading) -> bool:
    """ "When I play a unit and it gets finalized, can my opponent react ...?": the item
    finalized in a statement or condition, the time a response is asked at anyway (a
    response comes once the item is finalized); never in the question itself ("can I
    respond before it is finalized?")."""
    spans = [s for s in reading.tagged.spans if s.has("act", "finalize")]
    return bool(spans) and all(s.start >= reading.main_end for s in spans)


def _sides(reading: Reading) -> tuple[str, str] | None:
    """The roles of who responds (the subject of the question) and of whose item is on the
    chain: "can I respond to my opponent's X", "can my opponent respond to my X"."""
    if reading.unit_owner == "opponent" and reading.who[:1] == ["me"]:
        return "me", "opponent"
    if not reading.who and reading.unit_owner in (None, "opponent"):
        return "me", "opponent"  # "is there a window to respond": for the other player
    asker = "i" in reading.tagged.words  # "can I respond", not "to my unit"
    if reading.who == ["me"] and reading.unit_owner is None and asker:
        return "me", "opponent"  # "can I respond to a triggered ability": another's
    if reading.who[:1] == ["me"] and "opponent" in reading.who[1:]:
        return "me", "opponent"
    if reading.who[:1] == ["opponent"] and "me" in reading.who[1:]:
        return "opponent", "me"
    if reading.who == ["opponent"] and reading.chain_owner in ("me", None):
        return "opponent", "me"  # "my spell is on the chain; can my opponent respond"
    if set(reading.who) == {"me"} and "own" in reading.tagged.words:  # "my own spell"
        return "me", "me"
    # 2v2: "can my teammate respond to my opponent's spell", "can I respond to my
    # teammate's spell" (who responds first, then whose item it is)
    if len(set(reading.who)) == 2 and "teammate" in reading.who and reading.who[0] != "me":
        return reading.who[0], next(r for r in reading.who if r != reading.who[0])
    if reading.who[:1] == ["me"] and set(reading.who[1:]) == {"teammate"}:
        return "me", "teammate"
    return None


def read_resolution_order(reading: Reading) -> Candidate | None:
    """ "After all players pass priority, does the chain resolve starting with the item
    added most recently?" ("the oldest": asked of the oldest item)."""
    if reading.kind not in ("does", "is") or reading.negated:
        return None
    first = "first" in reading.mods  # "which resolves first": after every player passes
    if not ((reading.has("pass") or first) and _said(reading, "resolve")):
        return None
    newest, oldest = "newest" in reading.mods, "oldest" in reading.mods
    if newest == oldest:
        return None
    b = Builder(reading)
    b.uses("act:pass", "act:work", "obj:chain", "obj:item", "obj:gear", "obj:player", "time:chain")
    b.uses("mod:newest", "mod:oldest", "mod:several", "mod:starts", "obj:priority", "mod:first")
    b.uses("who:every_player")  # "after all players pass": the passes this reading makes
    # "pass in a row without adding anything": the passes in sequence this reading makes;
    # "the newest finalized item": every item here is finalized
    b.uses("mod:in_sequence", "act:finalize")
    if reading.said_of("after", ("act", "pass")):
        b.uses("mod:after")
    b.uses("mod:resolving")  # "does the newest spell resolve" said as one phrase
    # "There's a spell and a Reaction on the chain.": the items the scene names, only there
    # (the newest resolves whatever they are); asked of one, "does the Reaction resolve
    # first?", it is not read
    items = [s for s in reading.tagged.spans if s.has("obj", "spell") or s.values("kw")]
    scene_only = bool(items) and all(s.start >= reading.main_end for s in items)
    if scene_only and set(reading.keywords) <= {"reaction", "action"} and not reading.cards:
        b.uses("obj:spell", "kw:reaction", "kw:action")
    players = PLAYERS[b.situation.mode]
    # Two items: yours, then your opponent's above it; then everyone passes, newest first.
    chain = [
        {"name": "the oldest item", "controller": YOU},
        {"name": "the newest item", "controller": "opponent"},
    ]
    start = players.index("opponent")
    passes = [{"pass": {"player": p}} for p in players[start:] + players[:start]]
    asked = "the newest item" if newest else "the oldest item"
    question = {"outcomes": {"event": "resolves", "subject": asked}}
    if not reading.has("pass"):
        b.stated.append("every player passes priority in turn, as the chain resolves")
    return _candidate(b, "resolution_order", question, chain, passes)


def read_pass_resolves(reading: Reading) -> Candidate | None:
    """ "In FFA3, when one opponent passes, does my spell resolve?", "After everyone passes,
    does my spell resolve?": your spell on the chain, you pass the priority you gained with
    it, then the players the question names pass in turn order (one opponent: the next
    one; everyone: all of them); does it resolve?"""
    if reading.kind not in ("does", "is") or reading.negated or reading.timing:
        return None
    if not (reading.has("pass") and _said(reading, "resolve")):
        return None
    if {"newest", "oldest", "first"} & set(reading.mods) or reading.keywords or reading.cards:
        return None
    if reading.places or reading.without or set(reading.actions) - {"pass", "play"}:
        return None
    who = set(reading.who)
    if reading.who[:1] != ["me"] or not who - {"me"} or who - {"me", "opponent", "every_player"}:
        return None  # "does my spell resolve when X passes": one passer, named
    if not _said(reading, "spell") or reading.mentions("ability", "unit", "gear"):
        return None
    if "play" in reading.actions and not _you_played_spell(reading):
        return None  # a play said of another player, or of something else
    everyone = "every_player" in who
    if everyone == ("opponent" in who):
        return None
    b = Builder(reading)
    b.uses(*COMMON, "act:pass", "obj:spell", "mod:resolving", "who:opponent", "mod:only")
    b.uses("who:every_player", "obj:priority", "obj:chain", "mod:in_sequence", "act:play")
    players = PLAYERS[b.situation.mode]
    # "one opponent", "the opponent to my left", "the next opponent": the one after you in
    # turn order, the only one who can pass right after you
    one = {"1", "one", "left", "next"} & set(reading.tagged.words)
    rivals = [p for p in players if p not in (YOU, "ally")]
    if not everyone and not one and len(rivals) > 1:
        return None  # "when my opponent passes" with two or more: which one?
    passers = players if everyone else players[:2]
    b.stated.append("you passed the priority you gained once your spell was finalized")
    chain = [{"name": "your spell", "controller": YOU}]
    actions = [{"pass": {"player": p}} for p in passers]
    question = {"outcomes": {"event": "resolves", "subject": "your spell"}}
    return _candidate(b, "pass_resolves", question, chain, actions)


# Who slots that say every player passes: "all players", "everyone"; "both players", "both
# of us", "we both" are mod:several with no other player named.
EVERY_PLAYER = "every_player"
# What a question of every player passing may say besides: "in a row", "after", "resolve".
PASS_RESOLVES_MODS = frozenset({"several", "in_sequence", "after", "resolving"})


def read_all_pass_resolves(reading: Reading) -> Candidate | None:
    """ "Both players passed priority with a spell on the chain. Does the spell resolve?",
    "After everyone passes priority in a row, does the spell on the chain resolve?": one
    spell on the chain, whose it is said or yours (taken: whoever controls it, every player
    passing in sequence resolves it), and every player passing in turn from its controller,
    who holds priority; does it resolve? "The newest (oldest) item" is
    `read_resolution_order`'s, "my spell" with one other passer `read_pass_resolves`'s."""
    if reading.kind not in ("does", "is") or reading.negated or reading.context_negated:
        return None
    if not (reading.has("pass") and _said(reading, "resolve")):
        return None
    if reading.timing - {"chain"} or reading.mods - PASS_RESOLVES_MODS:
        return None
    if reading.keywords or reading.cards or reading.places or reading.without:
        return None
    if reading.mode not in (None, "1v1") and EVERY_PLAYER not in reading.who:
        return None  # "both players" of more than two is not every player: not read
    if set(reading.actions) - {"pass", "work", "play"} or reading.actions.count("pass") > 1:
        return None
    # "the spell on the chain" is the chain; "does the spell resolve" a phrase of its own
    if not _said(reading, "spell") or reading.mentions("ability", "unit", "gear", "item"):
        return None
    if _several_spells(reading):
        return None  # "two spells are on the chain": which one resolves is the question
    caster = _spell_caster(reading) if reading.has("play") else None
    if reading.has("play") and caster is None:
        return None  # a play of something else, or by no one said
    who = set(reading.who) - ({caster} if caster else set())
    every = EVERY_PLAYER in who or "several" in reading.mods
    if not every or who - {"me", EVERY_PLAYER}:
        return None  # who passes must be every player, said as such
    if reading.chain_owner not in (None, "me", "opponent", "their"):
        return None
    said_owner = {"me": "me", None: None}.get(reading.chain_owner, "opponent")
    if caster and said_owner not in (None, caster):
        return None
    b = Builder(reading)
    b.uses(*COMMON, "act:pass", "act:work", "obj:spell", "obj:chain", "time:chain")
    b.uses("obj:priority", "obj:player", "who:every_player", "mod:several", "mod:in_sequence")
    b.uses("mod:resolving")  # "does the spell resolve" said as one phrase
    if reading.said_of("after", ("act", "pass")):
        b.uses("mod:after")
    owner = YOU if (said_owner or caster or "me") == "me" else "opponent"
    if reading.chain_owner is not None:
        b.uses(f"chain_owner:{reading.chain_owner}")
    if caster is not None:  # "my opponent cast a spell": theirs, played on their turn
        b.uses("act:play", "who:opponent")
    elif reading.chain_owner is None:
        b.stated.append("the spell is yours (whoever controls it, it resolves the same way)")
    b.situation.turn = owner
    players = PLAYERS[b.situation.mode]
    at = players.index(owner)
    whose = "your" if owner == YOU else f"{owner}'s"
    holds = "you hold" if owner == YOU else f"{owner} holds"
    b.stated.append(
        f"the spell is the only item on the chain and {holds} priority; every player passes "
        f"in turn from {'you' if owner == YOU else 'them'}"
    )
    name = f"{whose} spell"
    chain = [{"name": name, "controller": owner}]
    actions: list[Doc] = [{"pass": {"player": p}} for p in [*players[at:], *players[:at]]]
    question = {"outcomes": {"event": "resolves", "subject": name}}
    candidate = _candidate(b, "all_pass_resolves", question, chain, actions)
    return None if read_pass_resolves(reading) is not None else candidate


def _several_spells(reading: Reading) -> bool:
    """Whether the question says more than one spell ("spells", "two spells")."""
    spans, words = reading.tagged.spans, reading.tagged.words
    if any(w in ("spells", "items") for w in words):
        return True
    if words[reading.main_end :].count("spell") > 1:  # "my spell and their spell are ..."
        return True
    return any(
        a.has("mod", "several") and b.has("obj", "spell") and a.end == b.start
        for a, b in itertools.pairwise(spans)
    )


def _spell_caster(reading: Reading) -> str | None:
    """Who the one play the question says is of ("my opponent cast a spell": "opponent", "I
    played a spell": "me"), said right before it, a spell right after it; None otherwise."""
    spans = reading.tagged.spans
    plays = [k for k, s in enumerate(spans) if s.has("act", "play")]
    if len(plays) != 1 or plays[0] == 0 or plays[0] + 1 >= len(spans):
        return None
    k = plays[0]
    before, after = spans[k - 1], spans[k + 1]
    if before.end != spans[k].start or not after.has("obj", "spell"):
        return None
    named = [w for w in before.values("who") if w in ("me", "opponent")]
    return named[0] if len(named) == 1 else None


def _you_played_spell(reading: Reading) -> bool:
    """Whether the one play the question says is yours, of a spell, said before any pass
    ("I play a spell and my opponent passes"): the spell the question asks of."""
    spans = reading.tagged.spans
    plays = [k for k, s in enumerate(spans) if s.has("act", "play")]
    if len(plays) != 1:
        return False
    k = plays[0]
    after = spans[k + 1 : k + 2]
    passes = [j for j, s in enumerate(spans) if s.has("act", "pass")]
    mine = k > 0 and spans[k - 1].has("who", "me") and spans[k - 1].end == spans[k].start
    spell = bool(after) and after[0].has("obj", "spell")
    return mine and spell and all(j > k for j in passes)


def read_concede_resolves(reading: Reading) -> Candidate | None:
    """ "In FFA3, if everyone else has passed priority and the last player concedes, does
    my spell resolve?": your spell on the chain, every player but the last in turn order
    passes, then that last player, who holds priority, concedes; does it resolve? Only in a
    free-for-all the question names (in 1v1 and 2v2 the concession ends the game)."""
    if reading.kind not in ("does", "is") or reading.negated or set(reading.timing) - {"chain"}:
        return None
    if not (reading.has("pass") and reading.has("concede") and _said(reading, "resolve")):
        return None
    if reading.mode not in ("ffa3", "ffa4") or reading.keywords or reading.cards:
        return None
    if reading.places or reading.without or set(reading.actions) - {"pass", "concede", "hold"}:
        return None
    # "does my spell resolve": everyone else ("all other players") passed, the last concedes
    others = {"every_player"} if "several" not in reading.mods else {"other_player"}
    if reading.who != ["me", *others] or "player" not in reading.tagged.words:
        return None  # "I concede" (my spell countered) or "my opponent" (which one?): not read
    if others == {"other_player"} and "all" not in reading.tagged.words:
        return None
    if not _said(reading, "spell") or reading.mentions("ability", "unit", "gear"):
        return None
    b = Builder(reading)
    b.uses(*COMMON, "act:pass", "act:concede", "act:hold", "obj:spell", "obj:player")
    b.uses("mod:resolving", "mod:remaining", "mod:after", "who:every_player", "obj:priority")
    b.uses("obj:chain", "time:chain", "chain_owner:me", "who:other_player", "mod:several")
    if b.situation.mode != reading.mode:
        return None
    players = PLAYERS[reading.mode]
    b.stated.append("you passed the priority you gained once your spell was finalized")
    b.stated.append(f"{players[-1]}, the last to pass, holds priority and concedes")
    chain = [{"name": "your spell", "controller": YOU}]
    actions: list[Doc] = [{"pass": {"player": p}} for p in players[:-1]]
    actions.append({"concede": {"player": players[-1]}})
    question = {"outcomes": {"event": "resolves", "subject": "your spell", "last": True}}
    candidate = _candidate(b, "concede_resolves", question, chain, actions)
    return None if candidate.alternatives else candidate


def _finalize_subject(reading: Reading) -> str | None:
    """Which part of a triggered ability the question asks about."""
    later = "later" in reading.mods
    if reading.mentions("may"):
        return "may_later" if later else ("may_first" if "starts" in reading.mods else None)
    if reading.mentions("cost") or reading.has("pay"):
        return "cost_later" if later else "cost_first"  # unsaid: judged both ways
    if reading.has("choose") and not later:
        return "targets"
    return None


def read_decided_on_finalize(reading: Reading) -> Candidate | None:
    """ "When a triggered ability's effect starts with 'you may', do I decide whether to
    use it while it is being finalized?", "Is a cost at the start of a triggered ability's
    effect paid while it is finalized?"."""
    if reading.kind not in ("does", "is", "can", "must") or reading.negated:
        return None
    if not reading.mentions("triggered", "ability"):
        return None
    subject = _finalize_subject(reading)
    finalize, resolve = _first_word(reading, "finalize"), _first_word(reading, "resolve")
    # Asked of finalizing first; "... when it resolves?" is not its opposite under every
    # version (v1.3 decides a leading "you may" as the ability triggers): not taken.
    if subject is None or finalize >= resolve:
        return None
    b = Builder(reading)
    b.uses(*COMMON, "obj:triggered", "obj:may", "obj:cost", "act:pay", "act:decide")
    b.uses("act:choose", "act:finalize", "act:use", "act:work", "mod:starts", "mod:later")
    if reading.said_of("while", ("act", "finalize")):  # "decide while it is finalized"
        b.uses("mod:while")
    b.uses("obj:chain", "obj:player", "who:opponent", "act:respond")
    question = {"decided_on_finalize": subject}
    if subject == "cost_first" and "starts" not in reading.mods:
        b.assume("the cost starts the effect", "the cost comes later in the effect", _cost_later)
    return _candidate(b, "decided_on_finalize", question, [], [])


def _cost_later(situation: Draft, question: Doc) -> None:
    question["decided_on_finalize"] = "cost_later"


def _first_word(reading: Reading, stem: str) -> int:
    """Where a word of ``stem`` ("finalized", "resolves") first comes in the question
    (its own clause first), or a large number when it does not."""
    for i, word in enumerate(reading.tagged.words):
        if word.startswith(stem) or word.startswith(stem.replace("ize", "ise")):
            return i
    return 10_000


TRIGGER_WORDS = frozenset({"trigger", "triggers", "triggered", "ability", "abilities"})


def read_play_trigger(reading: Reading) -> Candidate | None:
    """ "Does an ability that triggers 'when you play a spell' go off as soon as the spell
    is put on the chain?"."""
    if reading.kind not in ("does", "is") or reading.negated:
        return None
    if not (reading.has("happen") and reading.has("play") and reading.mentions("spell")):
        return None
    if not (reading.has("chain_add") or reading.mentions("chain")):
        return None
    if reading.mentions("unit", "gear") or reading.has("respond", "pass"):
        return None
    if not TRIGGER_WORDS & set(reading.tagged.words):
        return None  # "does playing a spell open a chain?" asks of no ability
    b = Builder(reading)
    b.uses(*COMMON, "act:happen", "act:play", "obj:spell", "act:chain_add", "obj:chain")
    b.uses("mod:immediately", "act:move", "obj:triggered")  # "go" of "go off"
    b.situation.unit(name="your unit")
    unit = b.situation.units[-1]
    unit["triggers"] = [{"when": "spell", "ability": "When you play a spell, ..."}]
    actions = [{"play": {"card": "your spell", "to": "base"}}]
    question = {"outcomes": {"event": "triggers"}}
    candidate = _candidate(b, "play_trigger", question, [], actions)
    candidate.doc["situation"]["hand"] = [{"name": "your spell", "type": "spell"}]
    return candidate


# The player a spell's caster is, as the reader tags them, and the player in the game.
CASTERS = {"opponent": "opponent", "teammate": "ally"}
# A spell of the card list whose text the engine carries out (it stuns a unit its player
# chooses), so that playing it completes: what it does has no bearing on the question.
SPELL = "Rune Prison"


def read_spell_trigger_player(reading: Reading) -> Candidate | None:
    """ "My unit says 'When you play a spell, draw 1'. Does it trigger when my opponent
    plays a spell?", "Does my ally's spell trigger my 'when you play a spell' ability?": a
    spell another player plays, once it resolves, and the "you" of the ability."""
    if reading.kind not in ("does", "is") or reading.negated or reading.context_negated:
        return None
    if "when you play a spell" not in " ".join(reading.tagged.words):
        return None
    if not (reading.has("happen") and reading.has("play") and reading.mentions("spell")):
        return None
    if reading.has("chain_add", "respond", "pass", "counter") or reading.mentions("chain"):
        return None
    if reading.says_any("cards", "places", "timing") or reading.mods - {"said", "number"}:
        return None
    casters = set(reading.who) - {"me"}
    if len(casters) > 1 or casters - set(CASTERS):
        return None
    caster = CASTERS[casters.pop()] if casters else YOU
    mode = reading.mode or ("2v2" if caster == "ally" else "1v1")
    if caster == "ally" and mode != "2v2":
        return None
    b = Builder(reading)
    b.uses(*COMMON, "act:happen", "act:play", "obj:spell", "obj:ability", "obj:triggered")
    b.uses("obj:unit", "mod:said", "act:draw", "mod:number", "unit:played")
    b.uses(*(f"who:{who}" for who in reading.who))
    b.uses(*({f"mode:{reading.mode}"} if reading.mode else set()))
    b.situation.mode = mode
    b.situation.turn = None if caster == YOU else caster
    b.situation.unit(name="your unit")
    b.situation.units[-1]["triggers"] = [{"when": "spell", "ability": "When you play a spell, ..."}]
    target = b.situation.unit(caster, name="your other unit" if caster == YOU else None)
    spell = {"card": SPELL, "to": "base", "by": caster, "targets": [target]}
    actions: list[Doc] = [{"play": spell}, {"resolve": {}}]
    question = {"outcomes": {"event": "triggers", "subject": "your unit"}}
    candidate = _candidate(b, "spell_trigger_player", question, [], actions)
    hand = {"name": SPELL, "type": "spell", "keywords": ["Action"], "controller": caster}
    candidate.doc["situation"]["hand"] = [hand]
    whose = "your" if caster == YOU else "their"
    candidate.stated.append(
        f"{caster} {'play' if caster == YOU else 'plays'} {SPELL} on {whose} turn, choosing "
        f"{whose} own unit, and it resolves"
    )
    return candidate


def read_focus(reading: Reading) -> Candidate | None:
    """ "I have focus in a showdown and the chain is empty. I play a unit with Ambush onto
    the battlefield: do I keep focus after it enters?" (Focus passes once the unit is on
    the board); "During a showdown, if I pass priority while my spell is on the chain, do I
    lose focus?" (a player who passes priority keeps Focus); "In a showdown, if I pass,
    does focus pass to my opponent?" (with nothing on the chain, it does)."""
    if reading.kind not in ("does", "do", "is") or reading.negated or not reading.mentions("focus"):
        return None
    if reading.timing - {"showdown", "chain", "chain_empty"}:
        return None
    roles = _pass_roles(reading)
    if roles is not None and not reading.has("keep", "lose"):
        return _focus_passed_on(reading, *roles)
    if "showdown" not in reading.timing:
        return None
    passers = _statement_passes(reading)
    if passers and passers[-1] not in (None, "me"):
        return None  # the last pass said is another player's: not yours
    # your own pass or play, kept or lost Focus, in 1v1 (another's pass: _focus_passed_on)
    if reading.without or set(reading.who) - {"me", "opponent"}:
        return None
    if reading.mode not in (None, "1v1"):
        return None
    kept, lost = reading.has("keep"), reading.has("lose")
    before = _opponent_passed(reading)  # said: their pass just before yours, or none yet
    passes = reading.actions.count("pass") - (before is not None)
    if reading.context_negated and before is not False:
        return None
    if kept and lost:
        return None
    if not (kept or lost):  # "does focus pass": one "pass" is the question's own
        passes -= 1
        if passes < 0 or not {"opponent", "teammate"} & set(reading.who):
            return None
    ambush = reading.keywords == ["ambush"] and reading.mentions("unit") and not passes
    passed = passes == 1 and not reading.keywords
    if ambush == passed or (ambush and "chain" in reading.timing):
        return None
    if passed and "chain_empty" in reading.timing and "chain" in reading.timing:
        return None  # "my spell is on the chain" and "the chain is empty"
    if before is not None and (kept or lost or not (passed and "chain_empty" in reading.timing)):
        return None  # said of whether Focus passes on to them, with nothing on the chain
    b = Builder(reading)
    b.uses("mode:1v1")
    if passed:  # only the player holding priority passes it (338.1.b)
        b.situation.priority = YOU
    b.timing()
    where = b.situation.showdown
    b.uses(*COMMON, "obj:focus", "act:keep", "act:lose", "time:showdown", "obj:unit", "kw:ambush")
    b.uses("using:ambush", "act:play", "act:enter", "place:battlefield", "place:board")
    b.uses("obj:chain", "mod:empty", "act:pass", "obj:priority", "time:chain", "obj:spell")
    b.uses("time:chain_empty")
    if reading.said_of("after", ("act", "enter"), ("act", "play")):  # "keep focus after it enters"
        b.uses("mod:after")
    if before is not None:  # "after my opponent passes"; "my opponent has not passed yet"
        b.uses("neg:condition", "who:opponent")
        if reading.said_of("after", ("act", "pass")):
            b.uses("mod:after")
    b.uses("chain_owner:me", "unit:played", "who:opponent")
    if ambush:
        card = "your Ambush unit"
        actions: list[Doc] = [{"play": {"card": card, "to": where}}]
    else:
        actions = [{"pass": {"player": YOU}}]
        if not reading.timing & {"chain", "chain_empty"}:  # pass Focus, or pass priority?
            b.assume("nothing is on the chain", PASSED_ON_CHAIN, chain_not_empty)
    question: Doc = {"outcomes": {"event": "focus passes"}}
    if "opponent" in reading.who:
        question["outcomes"]["subject"] = "opponent"
    candidate = _candidate(b, "focus", question, [], actions)
    candidate.invert = kept
    situation = candidate.doc.setdefault("situation", {})
    situation["focus"] = YOU
    if ambush:
        situation["hand"] = [{"name": card, "keywords": ["Ambush"]}]
        candidate.relies_on = ["Ambush"] if "ambush" in reading.using else []
    elif before:
        _all_passed(candidate.doc)
        candidate.stated.append(ALL_PASSED)
    elif before is False:
        candidate.stated.append(NOT_ALL_PASSED)
    elif not (situation.get("chain") or kept or lost):  # either way, you lose Focus then
        _judge_also_all_passed(candidate)
    return candidate


# Whose pass it is, and who is asked of, as the question names them; the player each is.
PASSERS = {"me": YOU, "teammate": "ally", "opponent": "opponent"}


def _pass_roles(reading: Reading) -> tuple[str, str] | None:
    """ "Does focus go to X?" / "Does X get focus?" after a statement that one player passes
    ("my teammate has focus and passes", "I pass"): the role that passes and the role asked
    of, or None when the question is not of that shape (several passes said, a "not", no
    one or several asked of, the one said to have Focus not the one who passes)."""
    spans = reading.tagged.spans
    asking, stating = _clauses(reading)
    if not any(s.has("obj", "focus") for s in asking) or any(s.values("neg") for s in spans):
        return None
    if sum(s.has("act", "pass") for s in asking) > 1:
        return None
    asked = set(_roles(asking))
    # "does focus go to the next player (in turn order)?": the one after the passer
    if not asked and any(s.has("mod", "next") for s in asking):
        asked = {"next"} if any(s.has("obj", "player") for s in asking) else asked
    said = _statement_passes(reading, stating)
    if len(asked) != 1 or len(said) != 1 or said[0] is None:
        return None
    passer, (to,) = said[0], asked
    if to == passer or reading.focus_holder not in (None, passer):
        return None
    return passer, to


def _clauses(reading: Reading) -> tuple[list[Span], list[Span]]:
    """The spans of the question clause (from its question word to its end) and those of the
    statements and conditions (before it, or after it as the reader moved them)."""
    spans = reading.tagged.spans
    opening = next(
        (
            s.start
            for s in spans
            if s.start < reading.main_end and s.values("ask") and not s.has("ask", "if")
        ),
        0,
    )
    asking = [s for s in spans if opening <= s.start < reading.main_end]
    return asking, [s for s in spans if s not in asking]


def _roles(spans: list[Span]) -> list[str]:
    """The players ``spans`` name, "my" of "my teammate" / "my opponent" left out (it names
    them, not you)."""
    mine = {
        a.start
        for a, b in itertools.pairwise(spans)
        if a.end == b.start
        and a.has("who", "me")
        and set(b.values("who")) & {"teammate", "opponent"}
    }
    return [who for s in spans if s.start not in mine for who in s.values("who")]


def _statement_passes(reading: Reading, stating: list[Span] | None = None) -> list[str | None]:
    """Who passes in each pass the statements say, in order: the player named last before
    it (None when none is)."""
    if stating is None:
        stating = _clauses(reading)[1]
    passes: list[str | None] = []
    for k, span in enumerate(stating):
        if span.has("act", "pass"):
            named = _roles(stating[:k])
            passes.append(named[-1] if named else None)
    return passes


def _focus_passed_on(reading: Reading, passer: str, to: str) -> Candidate | None:
    """A player with Focus passes in a showdown: does Focus go to the player asked of? With
    nothing on the chain it passes to the next player in turn order (unless every player has
    now passed once in sequence); with something on it the passer keeps it. In 2v2, "an
    opponent" passing may be either: both are judged."""
    if passer not in PASSERS or to not in (*PASSERS, "next"):
        return None  # "their" pass, "my opponents": not one player said
    mode = reading.mode or ("2v2" if "teammate" in (passer, to) else "1v1")
    if mode != "2v2" and "teammate" in (passer, to):
        return None
    if mode not in ("1v1", "2v2") and "opponent" in (passer, to):
        return None  # "my opponent" of two or three in a free-for-all: which one?
    if "order" in reading.mods and not (to == "next" and reading.mentions("turn")):
        return None
    player = PASSERS[passer]
    players = PLAYERS[mode]
    # "my opponent" in 2v2 is either of two: asked of any one of them
    asked: str | list[str] = (
        OPPONENTS
        if mode == "2v2" and to == "opponent"
        else (players[(players.index(player) + 1) % len(players)] if to == "next" else PASSERS[to])
    )
    # "I'm the first to pass": no other player passed just before
    first = "first_one" in reading.mods
    timing = reading.timing | {"showdown"}  # Focus is had and passed in a showdown
    b = Builder(replace(reading, timing=timing))
    b.situation.mode = mode
    b.situation.priority = player  # only the player holding priority passes it
    b.timing()
    b.uses(*COMMON, "obj:focus", "act:pass", "time:showdown", "obj:player", "obj:priority")
    b.uses("obj:chain", "mod:empty", "time:chain", "time:chain_empty", "mod:next")
    b.uses("obj:showdown", "mod:order", "obj:turn", "mod:first_one")
    if reading.said_of("after", ("act", "pass")):  # "after I pass, does ...?"
        b.uses("mod:after")
    b.uses(*(f"who:{who}" for who in (passer, to) if who != "next"), f"mode:{mode}")
    if not reading.timing & {"chain", "chain_empty"}:  # pass Focus, or pass priority?
        on_chain = (
            PASSED_ON_CHAIN
            if player == YOU
            else f"something is on the chain when {_named(player)} passes priority"
        )
        b.assume("nothing is on the chain", on_chain, _chain_on_pass(player))
    question: Doc = {"outcomes": {"event": "focus passes", "subject": asked}}
    if mode == "2v2":  # what the pass caused, not the others' passes before it
        question["outcomes"]["last"] = True
    candidate = _candidate(b, "focus", question, [], [{"pass": {"player": player}}])
    for doc in (candidate.doc, *(d for _, d in candidate.alternatives)):
        doc["situation"]["focus"] = player
    if first:
        candidate.stated.append(f"no other player passed just before {_named(player)}")
    elif not candidate.doc["situation"].get("chain"):
        _judge_also_all_passed(candidate, player)
    if passer == "opponent" and mode == "2v2":  # which opponent: each is judged
        _judge_also_other_opponent(candidate)
    return candidate


def _named(player: str) -> str:
    return {
        "ally": "your ally",
        "opponent": "your opponent",
        "opponent 2": "your other opponent",
    }.get(player, player)


def _chain_on_pass(player: str) -> Callable[[Draft, Doc], None]:
    """The other way of a pass whose chain is unsaid: something on the chain, the passer
    holding priority."""

    def change(situation: Draft, question: Doc) -> None:
        situation.chain_empty = False
        situation.priority = player

    return change


OTHER_OPPONENT = "opponent 2"
OPPONENTS = ["opponent", OTHER_OPPONENT]  # your two opponents in 2v2


def _judge_also_other_opponent(candidate: Candidate) -> None:
    """In 2v2 "my opponent passes" names one of two: the one after you in turn order
    (taken) and the one after your teammate, each judged."""
    other = copy.deepcopy(candidate.doc)
    situation = other["situation"]
    situation["focus"] = situation["priority"] = OTHER_OPPONENT
    other["actions"] = [{"pass": {"player": OTHER_OPPONENT}}]
    candidate.defaults.append("the opponent who passes is the one after you in turn order")
    candidate.alternatives.append(
        ("the opponent who passes is the one after your teammate in turn order", other)
    )


def _opponent_passed(reading: Reading) -> bool | None:
    """What the scene says of your opponent's pass: True for one just before yours ("after
    my opponent passes, I pass"; "my opponent already passed"), False for none yet ("my
    opponent has not passed yet"), None when it says nothing of it."""
    spans = reading.tagged.spans
    said = None
    for k, span in enumerate(spans):
        if span.start < reading.main_end or not span.has("act", "pass") or k < 1:
            continue
        negated = spans[k - 1].has("neg", "not")
        subject = spans[k - 2] if negated and k >= 2 else spans[k - 1]
        if subject.has("who", "opponent"):
            said = not negated
    return said


def _all_passed(doc: Doc, passer: str = YOU) -> None:
    """The player after the passer had Focus and passed it on, every other player passing in
    turn order until it came to the passer, who then passes: every player has passed once in
    sequence. Only what the passer's own pass caused is asked of (``last``)."""
    players = PLAYERS[doc["situation"].get("mode", "1v1")]
    at = players.index(passer)
    others = [*players[at + 1 :], *players[:at]]
    doc["situation"]["focus"] = doc["situation"]["priority"] = others[0]
    doc["actions"] = [*({"pass": {"player": p}} for p in others), *doc["actions"]]
    if passer != YOU:  # earlier passes hand Focus round, to the player asked of too
        doc["question"]["outcomes"]["last"] = True


def _judge_also_all_passed(candidate: Candidate, passer: str = YOU) -> None:
    """A pass of Focus with nothing on the chain hands it on only while a player has yet to
    pass in sequence; a question that does not say whether the others passed just before is
    judged both ways: they had Focus and passed it round to the passer, who passes (every
    player has then passed once in sequence, and the showdown ends instead)."""
    other = copy.deepcopy(candidate.doc)
    _all_passed(other, passer)
    mode = other["situation"].get("mode", "1v1")
    team = mode != "1v1"  # more players than two: every other one passed in turn
    if passer == YOU and mode in ("ffa3", "ffa4"):
        count = {"ffa3": "two", "ffa4": "three"}[mode]
        taken = NOT_ALL_PASSED_TEAM
        alternative = ALL_PASSED_TEAM.replace("the three other", f"the {count} other")
    elif passer == YOU:
        taken, alternative = (
            (NOT_ALL_PASSED_TEAM, ALL_PASSED_TEAM) if team else (NOT_ALL_PASSED, ALL_PASSED)
        )
    elif not team:  # 1v1: the other player is you
        who = _named(passer)
        taken = f"you did not pass just before {who}"
        alternative = f"you passed Focus to {who} just before (every player has now passed once)"
    else:
        who = _named(passer)
        taken = f"not every other player passed in turn just before {who}"
        alternative = (
            f"every other player passed in turn just before {who} (every player has now "
            "passed once)"
        )
    candidate.defaults.append(taken)
    candidate.alternatives.append((alternative, other))


def read_once_each_turn(reading: Reading) -> Candidate | None:
    """ "Does a 'once each turn' triggered ability trigger again after it has been
    performed this turn?" (it does not)."""
    if reading.kind not in ("does", "do", "can") or reading.negated or reading.timing:
        return None
    slots = reading.slots()
    wanted = {"mod:once_each_turn", "mod:twice", "obj:triggered"}
    if not wanted <= slots or reading.cards or reading.places or reading.keywords:
        return None
    if set(reading.actions) - {"perform", "happen", "use", "work"}:
        return None
    # performed, used or resolved this turn ("work" is the lexicon's "resolve"); declined,
    # it can trigger again (383.3.e.2.b)
    if not reading.has("perform", "use", "work"):
        return None
    b = Builder(reading)
    b.uses(*COMMON, *wanted, "act:perform", "act:happen", "act:use", "obj:turn", "act:work")
    b.uses("obj:unit", "obj:gear", "obj:permanent")  # "my unit has a 'once each turn' ..."
    if reading.said_of("after", ("act", "perform"), ("act", "use"), ("act", "work")):
        b.uses("mod:after")
    question = {"ability_rule": "once_each_turn_again"}
    return _candidate(b, "once_each_turn", question, [], [])


def read_priority_after_finalize(reading: Reading) -> Candidate | None:
    """ "Do I get priority after my spell is finalized?", "After my triggered ability is
    finalized, do I receive priority?", "Does my opponent get priority first after I play a
    spell?" (the controller of the newest item gains it once nothing is pending; playing a
    spell adds it pending and finalizes it). The item is the asker's own."""
    if reading.kind not in ("does", "do", "is") or reading.negated or reading.timing:
        return None
    played = reading.has("play")
    if not (reading.mentions("priority") and (reading.has("finalize") or played)):
        return None
    if reading.keywords or reading.places or reading.cards or reading.mode or reading.without:
        return None
    if set(reading.actions) - {"finalize", "play"} or not reading.who:
        return None
    subject, rest = reading.who[0], reading.who[1:]
    if set(reading.who) - {"me", "opponent"} or (subject != "me" and "me" not in rest):
        return None  # whose the item is must be said: "after I play", "after my spell"
    # "after my opponent plays a spell, do I get priority first?": the item is theirs
    owner = "opponent" if subject == "me" and "opponent" in rest else "me"
    first = {"first_one", "immediately"} & set(reading.mods) or _said(reading, "before")
    if subject != owner and not first:
        return None  # "does my opponent get priority after ...": first, or at some point?
    if owner != "me" and not played:
        return None
    if reading.mentions("spell") == reading.mentions("triggered", "ability"):
        return None  # one item, a spell or an ability
    kind = "spell" if reading.mentions("spell") else "triggered"
    if kind == "triggered" and not reading.mentions("triggered"):
        kind = "activated"
    if played and kind != "spell":
        return None  # abilities are activated or trigger, not played
    b = Builder(reading)
    b.uses(*COMMON, "obj:priority", "act:finalize", "obj:spell", "obj:triggered", "act:play")
    b.uses("who:opponent", "mod:first_one", "mod:immediately")  # who gains it first
    if reading.said_of("after", ("act", "play"), ("act", "finalize")):  # once it is played
        b.uses("mod:after")
    if reading.said_of("before", ("who", "me")) and _before_me(reading):  # who is first
        b.uses("mod:before")
    name = {"spell": "your spell", "triggered": "your triggered ability"}.get(
        kind, "your activated ability"
    )
    question = {"outcomes": {"event": "priority", "subject": b.situation.player(subject)}}
    if played:
        player = b.situation.player(owner)
        card: Doc = {"name": name, "type": "spell"}
        if player != YOU:  # their spell, played in their turn
            name = card["name"] = f"{player}'s spell"
            card["controller"] = b.situation.turn = player
        actions: list[Doc] = [{"play": {"card": name, "to": "base", "by": player}}]
        candidate = _candidate(b, "priority_after_finalize", question, [], actions)
        candidate.doc.setdefault("situation", {})["hand"] = [card]
        return candidate
    chain = [{"name": name, "controller": YOU, "kind": kind, "pending": True}]
    return _candidate(b, "priority_after_finalize", question, chain, [{"finalize": {}}])


def read_finalize_passes(reading: Reading) -> Candidate | None:
    """ "Does finalizing my spell on the chain pass priority (to my opponent)?": your spell
    pending on the chain and finalized: does your opponent gain priority? (Finalizing
    passes no priority: you, the newest item's controller, gain it.)"""
    if reading.kind not in ("does", "do", "is") or reading.negated or reading.context_negated:
        return None
    if not (reading.has("finalize") and reading.has("pass")) or len(reading.actions) > 2:
        return None
    if reading.keywords or reading.places or reading.cards or reading.without:
        return None
    # "to the next player (in turn order)": the one after you, who would gain it if it passed
    next_one = "next" in reading.mods
    if reading.timing - {"chain"} or reading.mods - {"pending", "several", "next", "order"}:
        return None
    if "order" in reading.mods and not (next_one and reading.mentions("turn")):
        return None
    if reading.mode and not next_one:
        return None  # "my opponent" of several: which one?
    if set(reading.who) - {"me", "opponent"} or reading.chain_owner not in (None, "me"):
        return None
    words = reading.tagged.words
    if "opponent" in reading.who and not any(
        w.startswith("opponent") and "to" in words[max(0, i - 3) : i] for i, w in enumerate(words)
    ):
        return None  # the opponent is the one priority would pass to, not the finalizer
    gear = reading.mentions("gear") and not reading.mentions("item")  # "item" tags both
    if gear or reading.mentions("unit", "add_ability"):
        return None  # resolves at once as it is finalized (the chain may close)
    kind = "spell"
    if reading.mentions("triggered"):
        kind = "triggered"
    elif reading.mentions("ability"):
        kind = "activated" if "activated" in words else ""
    if not kind:
        return None
    b = Builder(reading)
    b.uses(*COMMON, "act:finalize", "act:pass", "obj:priority", "obj:spell", "obj:triggered")
    b.uses("obj:item", "obj:gear", "mod:pending", "mod:several", "obj:chain", "time:chain")
    b.uses("who:opponent", "chain_owner:me", "mod:next", "obj:player")
    if next_one and "order" in reading.mods:
        b.uses("mod:order", "obj:turn")
    if not reading.mentions("spell", "ability", "triggered"):
        b.stated.append("the item finalized is your spell (any item that does not resolve at once)")
    name = {"spell": "your spell", "triggered": "your triggered ability"}.get(
        kind, "your activated ability"
    )
    chain = [{"name": name, "controller": YOU, "kind": kind, "pending": True}]
    # your opponent in 1v1; the player after you in turn order (an opponent in every mode)
    question = {"outcomes": {"event": "priority", "subject": PLAYERS[b.situation.mode][1]}}
    return _candidate(b, "finalize_passes", question, chain, [{"finalize": {}}])


READERS = (
    read_priority_after_finalize,
    read_finalize_passes,
    read_focus,
    read_once_each_turn,
    read_trigger_on_chain,
    read_respond,
    read_resolution_order,
    read_pass_resolves,
    read_all_pass_resolves,
    read_concede_resolves,
    read_decided_on_finalize,
    read_play_trigger,
    read_spell_trigger_player,
)
