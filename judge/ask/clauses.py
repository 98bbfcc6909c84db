"""A question as people write it, in clauses: statements that set the scene, a condition
("If X," / "When X,"), a frame ("According to the rules,", "In my game,") and the question.

The reader reads the question clause first and the rest after it as conditions, so a
statement's "is" never becomes the question word ("There is a spell on the chain. Can I
move a unit?") and a leading "When X, does Y?" asks "does Y" when X, not "when".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from judge.patterns import LazyPattern

_NAMED_BANG = re.compile(r"(?:^|\s)[A-Z][\w']*!$")
"""A capitalised word ending in "!", as card names do ("Arise!", "Guards!")."""
_SENTENCE_END = re.compile(r"(?:(?<=[.?!])|(?<=[.?!]['\"\u2019\u201d]))\s+")
_LEADING_CONDITION = re.compile(
    r"^(if|when|whenever|once|while|after|suppose|supposing|assuming|given that|"
    r"what if|imagine|let'?s say|say|in order to|to)"
    r"\b\s*(.+?),\s*(.+)$",
    re.IGNORECASE | re.DOTALL,
)
_SUPPOSED = re.compile(
    r"^(?:suppose|supposing|assume|assuming|imagine|pretend|let'?s say|let us say|say|what if)"
    r"\s+(?:that\s+)?(?=\S)",
    re.IGNORECASE,
)
"""A statement put as a supposition ("Suppose my unit was played.", "Imagine there's a
combat."): what it supposes sets the scene as any statement does."""
_SETS_UP = re.compile(
    r"^(?:if|given|suppose|supposing|assume|assuming|imagine|pretend|let'?s say|let us say|say)"
    r"\b",
    re.IGNORECASE,
)
"""How a sentence that sets up the situation opens ("Suppose my unit was played this turn.",
"If it is stunned."): a supposition or a condition, not a question word."""
_LEADING_TIME = re.compile(
    r"^(before|until|till)\b\s*(.+?),\s*(.+?)\s*\??$", re.IGNORECASE | re.DOTALL
)
"""A leading time the question is asked at ("Before my opponent's unit resolves, can I
respond to it?"): said after the question ("can I respond to it before ... resolves"), it
means the same, and the reading that reads the time word takes it (or none does: unknown)."""
_JOINED_QUESTION = re.compile(
    r"^(?P<said>[^,]+?)(?:,|\s+[-\u2013\u2014]\s+)\s*(?P<asked>[^,]+)$", re.DOTALL
)
"""A statement joined to the question by a comma ("I played a unit this turn, can it move?")
or by a dash between spaces ("my unit has Temporary twice - does it trigger twice?")."""
_LEADING_FRAME = re.compile(
    r"^((?:in|during|according|on|for|under|per|as|at|by|outside)\b[^,]{0,60}),\s*(.+)$",
    re.IGNORECASE | re.DOTALL,
)
"""A prepositional phrase before the question: "In my game,", "According to the rules,"."""
Opens = Callable[[str], bool]
"""Whether a clause opens like a question (the reader's lexicon decides)."""
SaysNothing = Callable[[str], bool]
"""Whether a phrase is only words with no rules meaning ("Quick question")."""
SUBJECTS = frozenset(
    {"i", "you", "we", "it", "they", "he", "she", "a", "an", "the", "my", "your", "their",
     "its", "his", "her", "that", "this", "these", "those", "both", "each", "any"}
)  # fmt: skip
"""Words a question's subject opens with: "can I", "does the chain", "do my units"."""
CONDITIONS = ("if", "when", "whenever", "once", "while", "after", "suppose", "assuming", "given")
FRAMES = ("in", "during", "according", "on", "for", "under", "per", "as", "at", "by", "outside")
LEADS = frozenset({*CONDITIONS, *FRAMES, "to", "before", "until", "till"})
"""Words a leading condition, frame or time opens with ("to": a purpose, "To win by
holding,"; "before": "In my game, before a unit resolves, can ...?")."""


@dataclass
class Clauses:
    """The question clause and what sets its scene, in the order they were written."""

    question: str
    context: list[str] = field(default_factory=list)
    """Statements and conditions: they describe the situation, never ask."""
    frames: list[str] = field(default_factory=list)
    """Leading phrases without a verb of their own ("In 2v2", "According to the rules")."""
    also_asked: list[str] = field(default_factory=list)
    """Other sentences that ask something: one question at a time is answered."""
    said_nothing: list[str] = field(default_factory=list)
    """Leading phrases of words with no rules meaning ("Quick question:"), left out."""

    def text(self) -> str:
        """The question clause first, then each condition after "if", then the frames."""
        parts = [self.question.rstrip(" ?.!")]
        parts += [f"if {c.rstrip(' .!?')}" for c in self.context]
        parts += [f.rstrip(" .!?") for f in self.frames]
        return " ".join(part for part in parts if part)


def _leads(text: str) -> bool:
    first = text.strip().split(maxsplit=1)[:1]
    return bool(first) and first[0].lower() in LEADS


def _question_sentence(sentences: list[str], opens: Opens) -> int:
    """The sentence that asks: the last one with a question mark, else the last one that
    opens like a question, else the last one."""
    for k in range(len(sentences) - 1, -1, -1):
        if sentences[k].rstrip().endswith("?"):
            return k
    for k in range(len(sentences) - 1, -1, -1):
        if opens(sentences[k]):
            return k
    return len(sentences) - 1


def _says_nothing(text: str) -> bool:
    return False


def _perfect_asked(sentence: str) -> str:
    """ "Has it moved?" asks what "Did it move?" asks: a sentence opening with "has" or
    "have" before a subject is a question in the perfect tense, read as the past one (the
    verb after it is reduced to its base form like any other)."""
    words = sentence.lstrip().split(maxsplit=2)
    if len(words) > 2 and words[0].lower() in ("has", "have") and words[1].lower() in SUBJECTS:
        return f"Did {words[1]} {words[2]}"
    return sentence


_QUOTE = re.compile(
    r"(?:^|(?<=[\s(,:]))['\"\u2018\u201c][^'\"\u2018\u2019\u201c\u201d]{3,}?['\"\u2019\u201d]"
    r"(?=[\s,.?!;:)]|$)"
)
"""Quoted text ("My spell says 'Kill a unit.' Does it ...?"): an opening quote after a space
or the start, the closing one before a space, a mark or the end; an apostrophe inside a
word ("it's", "players' units") opens nothing."""


_CLOSING = frozenset("'\"\u2019\u201d")


def sentences_of(text: str) -> list[str]:
    """The sentences of ``text``: each ends at ".", "?" or "!" (or one closing a quote
    before a capital, "says 'Kill a unit.' Does ...": "Is 'I enter ready.' a passive
    ability?" is one) and a space, except inside quoted text."""
    quoted = [(q.start(), q.end()) for q in _QUOTE.finditer(text)]
    sentences, start = [], 0
    for end in _SENTENCE_END.finditer(text):
        if any(a < end.start() < b for a, b in quoted):
            continue
        if text[end.start() - 1] in _CLOSING and text[end.end() :][:1].islower():
            continue  # the quote is inside the sentence, which goes on
        if _NAMED_BANG.search(text[: end.start()]) and text[end.end() :][:1].islower():
            continue  # a name ending in "!" ("Can I play Arise! during ..."): it goes on
        sentences.append(text[start : end.start()])
        start = end.end()
    sentences.append(text[start:])
    return [s for s in sentences if s.strip()]


def split(text: str, opens: Opens, says_nothing: SaysNothing = _says_nothing) -> Clauses:
    """Split a typed question into its clauses (never fails: one clause at worst)."""
    sentences = sentences_of(text.strip())
    sentences = [_perfect_asked(s) if s.rstrip().endswith("?") else s for s in sentences]
    if not sentences:
        return Clauses(text)
    k = _question_sentence(sentences, opens)
    lead, colon, first = sentences[0].partition(": ")
    silent = k > 0 and colon and says_nothing(lead)  # "Quick question: I play X. Does ...?"
    if silent:
        sentences[0] = first
    context = [_SUPPOSED.sub("", s) for s in (*sentences[:k], *sentences[k + 1 :])]
    clauses = Clauses(_what_happens(sentences[k], opens), context)
    if silent:
        clauses.said_nothing.append(lead)
    # "What happens if my spell is countered? Does it go to my trash?": what the first asks
    # is what the second asks of it
    clauses.context = [_happening(c) for c in clauses.context]
    clauses.also_asked = [c for c in clauses.context if asks(c, opens)]
    scene, colon, asked = clauses.question.rpartition(": ")
    asked = _perfect_asked(asked)
    # "My unit is exhausted: can it move?"; "Quick question: if X, can it move?"
    if colon and scene.count("(") == scene.count(")") and (opens(asked) or _leads(asked)):
        if says_nothing(scene):  # "Quick question: can ...?"
            clauses.said_nothing.append(scene)
        else:
            clauses.context.insert(k, scene)
        clauses.question = asked
    for _ in range(3):  # "In 2v2, if my unit is at a battlefield, can it ...?"
        asked = clauses.question.strip()
        condition = _LEADING_CONDITION.match(asked)
        said, then_asked = (
            _described(condition.group(2), condition.group(3), opens) if condition else ("", "")
        )
        if condition and (opens(then_asked) or _leads(then_asked)):
            clauses.context.append(said)
            clauses.question = then_asked
            continue
        frame = _LEADING_FRAME.match(asked)
        framed = _perfect_asked(frame.group(2)) if frame else ""
        if frame and not opens(asked) and (opens(framed) or _leads(framed)):
            clauses.frames.append(frame.group(1))
            clauses.question = framed
            continue
        time = _LEADING_TIME.match(asked)
        if time and opens(time.group(3)):
            clauses.question = _time_after(*time.groups())
            continue
        if not _unmarked_condition(clauses, opens) and not _joined_statement(clauses, opens):
            break
    for k, statement in enumerate(clauses.context):  # "In 2v2, my ally has units there."
        frame = _LEADING_FRAME.match(statement.strip())
        if frame and not _leads(frame.group(2)):
            clauses.frames.append(frame.group(1))
            clauses.context[k] = _SUPPOSED.sub("", frame.group(2))
    _modes_played(clauses)
    clauses.question = _meant(clauses.question)
    return _event_pronoun(clauses, opens)


_DESCRIBING = re.compile(r"^(?P<clause>(?:which|who|whose)\b[^,]+),\s*(?P<rest>.+)$", re.I | re.S)
"""A clause set off by commas that describes what was just named ("If my opponent controls
Helm of Suppression, which makes my spells cost more, can ...?"): it belongs to the clause
before it, whatever question words it holds."""


def _described(condition: str, rest: str, opens: Opens) -> tuple[str, str]:
    """The condition with the describing clause that follows it, and what is asked after
    them; or the condition and the rest as they are."""
    describing = _DESCRIBING.match(rest)
    if describing is not None:
        asked = _perfect_asked(describing.group("rest"))
        if opens(asked) or _leads(asked):
            return f"{condition}, {describing.group('clause')}", asked
    return condition, _perfect_asked(rest)


_MEANS = re.compile(
    r"^(?:does|would|will) (?:that|this|it) (?:mean|imply) (?:that )?(?P<said>.+)$",
    re.IGNORECASE | re.DOTALL,
)
AUXILIARIES = frozenset({"is", "are", "can", "do", "does", "will", "must", "may", "did", "was"})


def _meant(question: str) -> str:
    """ "(If my teammate controls it,) does that mean I control it too?" asks whether what
    it says is so: "do I control it too?" (its auxiliary first, else "does": the reader
    reduces the verb to its base form)."""
    said = _MEANS.match(question.strip())
    if said is None:
        return question
    words = said.group("said").split()
    for k in range(1, min(4, len(words))):
        if words[k].lower() in AUXILIARIES:
            return " ".join([words[k], *words[:k], *words[k + 1 :]])
    return f"does {said.group('said')}"


_MODE_PLAYED = re.compile(
    r"^(?:(?:we(?:'re| are)?|i(?:'m| am)|me and my (?:teammate|ally|partner) are|"
    r"my (?:teammate|ally|partner) and i are) (?:playing|in)|we play|it(?:'s| is)|this is) "
    r"(?P<mode>(?:an? )?(?:\d ?v ?\d|ffa ?\d?|\w+[- ]player(?: free[- ]for[- ]all)?|"
    r"free[- ]for[- ]all)(?: game| match)?)\s*[.!]?$",
    re.IGNORECASE,
)
"""A statement that says only the mode of play ("We're playing 2v2.", "Me and my teammate
are playing 2v2.", "We play 2v2.", "It's a 2v2 game.", "We're in a 4-player free-for-all."):
the frame "in 2v2" says it."""


def _modes_played(clauses: Clauses) -> None:
    for statement in list(clauses.context):
        said = _MODE_PLAYED.match(statement.strip())
        if said is not None:
            clauses.context.remove(statement)
            clauses.frames.append(f"in {said.group('mode')}")


_WHAT_HAPPENS = re.compile(
    r"^what happens(?: to (?P<thing>(?:my|your|their|the|a|an) [\w' -]+?))?"
    r",? (?P<lead>if|when|once) (?P<condition>[^,?]+?)(?:,|\?)\s*(?P<asked>.*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A "what happens" that opens a question asked after it ("What happens to my spell if my
opponent counters it, does it go to my trash?"), or that is a statement's condition."""
_IT = re.compile(r"\bit\b", re.IGNORECASE)


def _what_happens(sentence: str, opens: Opens) -> str:
    """ "What happens to X if C, does it Y?" asks "If C, does it Y?", X in place of each
    clause's "it"; a "what happens" question with nothing asked after it is left as it is."""
    said = _WHAT_HAPPENS.match(sentence.strip())
    if said is None or not said.group("asked") or not opens(said.group("asked")):
        return sentence
    condition, asked, thing = said.group("condition"), said.group("asked"), said.group("thing")
    if thing:
        condition, asked = _IT.sub(thing, condition, count=1), _IT.sub(thing, asked, count=1)
    return f"{said.group('lead')} {condition}, {asked}"


def _happening(statement: str) -> str:
    """ "What happens if my spell is countered?" before the question asked of it: its
    condition, a statement that sets the scene (read as "if ..." as every statement is)."""
    said = _WHAT_HAPPENS.match(statement.strip())
    if said is None or said.group("asked") or said.group("thing"):
        return statement
    return said.group("condition")


def _unmarked_condition(clauses: Clauses, opens: Opens) -> bool:
    """ "when my opponent plays a unit can I react": a leading condition that no comma ends
    ends where the question opens, the last question word followed by its subject ("can
    I", "does the chain"; never "is exhausted", nor "is a spell" after "there")."""
    words = clauses.question.strip().split()
    if not words or words[0].lower() not in CONDITIONS:
        return False
    for k in range(len(words) - 2, 1, -1):
        subject = words[k + 1].lower()
        if subject in SUBJECTS and words[k - 1].lower() != "there" and opens(" ".join(words[k:])):
            clauses.context.append(" ".join(words[1:k]))
            clauses.question = " ".join(words[k:])
            return True
    return False


def _time_after(word: str, time: str, asked: str) -> str:
    """ "Before my opponent's unit resolves, can I respond to it?" as "can I respond to my
    opponent's unit before it resolves?": the question's "it" is the thing the leading time
    is about, which is said in the question as it is in English."""
    named = _THING_DOES.match(time.strip())
    pronoun = _IT.search(asked)
    if named is None or pronoun is None:
        return f"{asked} {word} {time}?"
    asked = asked[: pronoun.start()] + named.group("thing") + asked[pronoun.end() :]
    return f"{asked} {word} it {named.group('does')}?"


def _joined_statement(clauses: Clauses, opens: Opens) -> bool:
    """ "I played a unit this turn, can it move?": a question sentence that does not open
    like a question, one comma before a clause that does, is a statement and the question
    (a leading condition or frame is read as such before this)."""
    said = _JOINED_QUESTION.match(clauses.question.strip())
    if said is None or opens(clauses.question) or _leads(said.group("said")):
        return False
    if not opens(said.group("asked")) or len(said.group("asked").split()) < 3:
        return False  # "move a unit, can I?": a tag question asks the statement before it
    clauses.context.append(said.group("said"))
    clauses.question = said.group("asked")
    return True


_EVENT_PRONOUN = re.compile(
    r"^(\S+)\s+(?:that|this|it(?=\s+counts?\s+as\b))\s+"
    r"((?:count|counts|mean|means|make|makes|trigger|triggers|"
    r"cause|causes|use|uses|start|starts|open|opens|happen|happens|a|an|still|also)\b.*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A demonstrative standing for an event: followed by its verb ("does that count as"), or
by the noun phrase it is said to be ("is that a move"), never by a noun ("that unit"); "it"
only before "count(s) as" ("does it count as moving?": the event, or the unit doing it)."""


def _event_pronoun(clauses: Clauses, opens: Opens) -> Clauses:
    """ "If I play a unit onto a battlefield, does that count as a move?": "that" is the
    event the one condition describes, so the condition takes its place."""
    said = _EVENT_PRONOUN.match(clauses.question.strip())
    if said is None or len(clauses.context) != 1 or not opens(said.group(1)):
        return clauses
    event = clauses.context[0].rstrip(" .!?")
    return Clauses(f"{said.group(1)} {event} {said.group(2)}", [], clauses.frames)


_QUOTES_EFFECT = re.compile(
    r"^(?:(?:according to the (?:core )?rules|in my game|by the rules),?\s+)?"
    r"(?:(?:in (?:a )?)?(?P<mode>2v2|ffa3|ffa4|1v1)(?: game)?\s*[,:]?\s+)?"
    r"(?:(?:i am|i'm|im|i\u2019m) (?:casting|playing) |i (?:cast|play) )?"
    r"(?:my|a|an|the|this|that|their|your|my opponent's|my opponents) "
    r"(?P<what>spell|card|effect|ability) (?:of mine )?(?:that |which )?(?:only )?"
    r"(?:says|reads|has the text) "
    r"(?:(?P<text>(['\"\u2018\u201c]).+['\"\u2019\u201d])"
    r"(?P<remark> (?:and|but) [^'\"\u2018\u2019\u201c\u201d]+?)?"
    r"|(?P<bare>[a-z0-9][^'\"\u2018\u2019\u201c\u201d]*?))\s*[.!]?$",
    re.IGNORECASE,
)
"""A statement quoting an effect (after the mode of play: "2v2: my spell says ..."), and
what it adds of the text after "and" or "but" ("and
never uses the word target"): the question's reader must read that remark or nothing. The
text may be said without quotes ("My spell says kill a unit."): then all the statement's
words after "says" are the text, as typed."""
_EFFECT_PRONOUN = LazyPattern(
    r"\b(?:it|this|that|the|my) (?:spell|card|effect|ability)\b"
    r"|\bit\b(?! (?:legal|possible|allowed|ok|okay)\b)",  # not "is it legal to ..."
    re.IGNORECASE,
)


_CHOOSING_ASKED = LazyPattern(
    r"^(?:(?:can (?:i|you)|is it legal to|am i allowed to|may i) (?:choose|target|pick) .+"
    r"|is (?:choosing|picking|targeting) .+ (?:legal|allowed|possible)"
    r"|can .+ be (?:chosen|targeted|picked))\s*\??$",
    re.IGNORECASE,
)
"""A question of whether something can be chosen that names no effect ("Can I choose a unit
with 5 might?"): for the effect its one statement quotes."""
_DOING_ASKED = LazyPattern(r"^(?:can (?:i|you)|may i) (?P<verb>[a-z]+) [^?]+\??$", re.IGNORECASE)
"""A question of whether the player may do what the quoted effect does, to something it
names ("Can I ready my ally's unit?"): done with the effect its one statement quotes."""
_IS_IT_A_TARGET = LazyPattern(
    r"^(?:is (?:the|that|this) (?:\w+ ){0,2}?(?:unit|gear|battlefield|player|rune|legend|spell)"
    r"(?: itself)? (?:a target|targeted)"
    r"|are (?:the|those|these) (?:\w+ ){0,2}?(?:units|gear|battlefields|players|runes|spells)"
    r" (?:targets|targeted))\s*\??$",
    re.IGNORECASE,
)
"""A question of whether something is a target that names no effect ("Is the battlefield
itself a target?"): of the effect its one statement quotes."""


def effect_named(clauses: Clauses) -> str | None:
    """ "My spell says 'Kill a unit'. Does it target the unit?" as one question: "does a
    spell that says 'Kill a unit' target the unit?", the pronoun (or "the spell") being the
    effect its one statement quotes ("Is the battlefield a target?": "in a spell that says
    ..., is the battlefield a target?"; "Can I choose a unit with 5 might?": "... for a spell
    that says ..."), after the question's leading frames ("In 2v2,"); None when the question
    is not so made."""
    if len(clauses.context) != 1:
        return None
    quoted = _QUOTES_EFFECT.match(clauses.context[0].strip())
    if quoted is None:
        return None
    text = quoted.group("text") or f"'{quoted.group('bare')}'"
    effect = f"a {quoted.group('what').lower()} that says {text}{quoted.group('remark') or ''}"
    asked = clauses.question.strip()
    pronoun = _EFFECT_PRONOUN.search(asked)
    if _IS_IT_A_TARGET.match(asked):
        restated = f"in {effect}, {asked}"
    elif pronoun is not None:
        restated = asked[: pronoun.start()] + effect + asked[pronoun.end() :]
    elif _CHOOSING_ASKED.match(asked):
        restated = f"{asked.rstrip(' ?')} for {effect}?"
    elif (doing := _DOING_ASKED.match(asked)) and re.search(
        rf"\b{doing.group('verb')}\b", text, re.IGNORECASE
    ):  # "Can I ready my ally's unit?" of "... ready a friendly unit": done with the effect
        restated = f"{asked.rstrip(' ?')} with {effect}?"
    else:
        return None
    frames = [*clauses.frames, *([f"in {quoted.group('mode')}"] if quoted.group("mode") else [])]
    if frames:
        restated = restated[:1].lower() + restated[1:]
    return ", ".join([*frames, restated])


_IT_ASKED = re.compile(r"^(?P<ask>\S+)\s+it\s+(?P<rest>.+)$", re.IGNORECASE | re.DOTALL)
_THING_DOES = re.compile(
    r"^(?P<thing>(?:a|an|the|my|your|their|an enemy|a friendly|my opponent's|my opponents|"
    r"my teammate's|my allys?|my ally's) (?:[\w-]+ ){0,3}?"
    r"(?:unit|gear|spell|card|ability|token|battlefield|rune|item))"
    r"\s+(?P<does>(?!that\b|which\b)[\w'-]+\b.*)$",
    re.IGNORECASE | re.DOTALL,
)


_NEGATION = LazyPattern(r"\b(?:not|never|no|cannot)\b|n[\'\u2019]t\b", re.IGNORECASE)


def subject_named(clauses: Clauses, opens: Opens) -> str | None:
    """ "When a unit enters the board, does it move?" as one question: "does a unit that
    enters the board move?", the question's "it" being the thing its one condition is
    about; None when the question is not so made."""
    if len(clauses.context) != 1 or clauses.frames:
        return None
    asked = _IT_ASKED.match(clauses.question.strip())
    named = _THING_DOES.match(clauses.context[0].strip().rstrip(" .!"))
    if asked is None or named is None or not opens(asked.group("ask")):
        return None
    if _NEGATION.search(named.group("does")):  # a "not" moved into the question is its own
        return None
    thing = f"{named.group('thing')} that {named.group('does')}"
    return f"{asked.group('ask')} {thing} {asked.group('rest')}"


_PURPOSE_WHO = (
    r"(?P<who>i|we|you|they|(?:my|an?|the) (?:opponents?|teammate|ally|partner)|players?)"
)
_PURPOSE = re.compile(
    r"^(?P<main>(?:does|do|is|are|will|would)\b.+?),? so (?:that )?"
    + _PURPOSE_WHO
    + r" (?P<modal>can|could|may|get to) (?P<rest>.+?)[\s?.!]*$",
    re.IGNORECASE | re.DOTALL,
)
# "..., giving my opponent a chance to react?", "..., letting players respond?": the same
# purpose said as what the mechanism gives a player (the words "me" and "us" are the asker)
_GIVING = re.compile(
    r"^(?P<main>(?:does|do|is|are|will|would)\b.+?),? (?:giving|allowing|letting) "
    r"(?P<who>me|us|them|(?:my|an?|the) (?:opponents?|teammate|ally|partner)|players)"
    r" (?:(?:a|the|an) (?:chance|window|opportunity) to |to )?(?P<rest>.+?)[\s?.!]*$",
    re.IGNORECASE | re.DOTALL,
)
_SUBJECT = {"me": "i", "us": "we", "them": "they"}


def purpose_asked(clauses: Clauses) -> str | None:
    """ "(My opponent plays a gear.) Does it wait on the chain so I can respond?": what the
    purpose clause says a player can do is what the question turns on ("can I respond?"):
    the mechanism it names holds just when that is so, and the question is said again as
    that one, after the same statements and frames; None when the question is not so made
    (the answer notes the question it was read as)."""
    said = _PURPOSE.match(clauses.question.strip())
    if said is not None:
        modal = said.group("modal").lower()
        modal = "can" if modal in ("get to", "could") else modal
        asked = f"{modal} {said.group('who')} {said.group('rest')}?"
    else:
        said = _GIVING.match(clauses.question.strip())
        if said is None:
            return None
        who = said.group("who").lower()
        asked = f"can {_SUBJECT.get(who, who)} {said.group('rest')}?"
    frames = ", ".join(f.rstrip(" .!?,") for f in clauses.frames)
    scene = " ".join(f"{c.strip().rstrip(' .!?,')}." for c in clauses.context)
    return " ".join(part for part in (scene, f"{frames}, {asked}" if frames else asked) if part)


def asks(sentence: str, opens: Opens) -> bool:
    """Whether a sentence is a question of its own: it ends with "?", or it opens with a
    question word ("Can it move."), after its condition at most ("If it is stunned, can it
    move."). A supposition or a condition alone sets up the situation ("Suppose my unit was
    played this turn.", "Say I have 3 runes.", "If it is stunned.")."""
    said = sentence.strip()
    if said.endswith("?"):
        return True
    condition = _LEADING_CONDITION.match(said)
    if condition is not None:
        return opens(condition.group(3))
    return _SETS_UP.match(said) is None and opens(said)


def questions_of(text: str, opens: Opens) -> tuple[list[str], list[str]]:
    """The statements of a text and each question it asks, when it asks more than one ("My
    unit is at a battlefield. Can it move? Does it exhaust?": one statement, two
    questions); no questions when it asks one only."""
    # "What happens if my spell is countered? Does it go to my trash?": one question, the
    # first sets the scene of the second
    sentences = [_happening(s) for s in sentences_of(text.strip())]
    asking = [s for s in sentences if asks(s, opens)]
    if len(asking) < 2:
        return [], []
    statements = [s for s in sentences if s not in asking]
    completed = asking[:1]
    for fragment in asking[1:]:
        completed.append(_completed(fragment, completed[-1], opens) or fragment)
    return statements, completed


_FRAGMENT = LazyPattern(r"^(?:(?:and|or|what about|how about)\s+)?(?P<said>[^?]+?)\s*\??$", re.I)
_FRAGMENT_WORDS = 5
"""Words at most of a question said as a phrase alone ("The same battlefields?")."""
_PHRASE_ENDS = frozenset({"in", "at", "to", "for", "with", "on", "during", "and", "or", "from"})
"""Words that end the phrase a follow-up replaces ("the same legend" in "... the same legend
in 2v2?")."""
_COMPARED = frozenset({"same", "other", "another", "different"})
"""The words a follow-up phrase's shared words must end with: it asks the same of another
thing ("the same legend? the same battlefields?"), the thing said right after them."""
_NOUN_WORDS = 2
"""Words at most of the thing a follow-up replaces ("the same Champion Legend")."""


def _completed(fragment: str, previous: str, opens: Opens) -> str | None:
    """A follow-up said as a phrase alone, completed from the question before it: "Can my
    ally and I bring the same legend? The same battlefields?" asks "Can my ally and I bring
    the same battlefields?". The phrase must open with words of a phrase of that question
    that end with a word of comparison ("the same"), and it replaces the noun after them (a
    word or two, up to a preposition or the end); None otherwise (a phrase that opens nothing there,
    "What about gear?", "A unit without Ganking?", "In 1v1?", is left as said, unread)."""
    said = _FRAGMENT.match(fragment.strip())
    if said is None or opens(fragment):
        return None
    words = said.group("said").split()
    before = previous.strip().rstrip("?").split()
    if not words or len(words) > _FRAGMENT_WORDS:
        return None
    for shared in range(len(words) - 1, 0, -1):
        head = [w.casefold() for w in words[:shared]]
        if head[-1] not in _COMPARED:
            continue
        for start in range(len(before) - shared + 1):
            if [w.casefold() for w in before[start : start + shared]] != head:
                continue
            end = start + shared
            while end < len(before) and before[end].casefold() not in _PHRASE_ENDS:
                end += 1
            if not 0 < end - start - shared <= _NOUN_WORDS:
                return None  # more than a noun follows: what to replace would be a guess
            return " ".join([*before[: start + shared], *words[shared:], *before[end:]]) + "?"
    return None
