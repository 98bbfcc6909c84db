"""Words to tagged spans: card names first, then the longest lexicon phrase at each word.

Each word is first reduced to its base form ("units" -> "unit"); a word the lexicon does
not know is corrected to the closest known word when one is near enough ("batlefield"),
and the correction is recorded so the answer can show how the question was read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from judge.ask.cards import CardEntry, CardIndex
from judge.ask.lexicon import Lexicon, Tag, content_words, english_words
from judge.ask.references import refer, short_names
from judge.records import replace

IGNORABLE = frozenset({"adv", "closed", "plain"})
CONNECTIVES = frozenset({"and", "or", "then", "also", "so", "but", "still", "even", "yet"})
"""Words that join or qualify clauses: a question's structure rests on them."""
"""Classes of ordinary English words ignored (with a note) when nothing else reads them."""


@dataclass(frozen=True)
class Span:
    """Words ``start:end`` of the question and what they mean."""

    start: int
    end: int
    tags: tuple[Tag, ...]
    card: CardEntry | None = None
    ref: bool = False
    """A word naming again a card the question names in full (judge/ask/references.py)."""

    def has(self, family: str, value: str | None = None) -> bool:
        return any(f == family and (value is None or v == value) for f, v in self.tags)

    def values(self, family: str) -> list[str]:
        return [v for f, v in self.tags if f == family]


@dataclass
class Tagged:
    """A question as words and spans, plus what could not be read."""

    words: list[str]
    spans: list[Span] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    corrections: list[tuple[str, str]] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    """Ordinary English words with no rules meaning ("straight", "directly")."""
    terms: list[str] = field(default_factory=list)
    """Rules terms the reader does not model ("stunned"): the answer is unknown."""
    typos: dict[int, str] = field(default_factory=dict)
    """The words corrected, by place, to the word read: ``words`` holds the word read, so
    a reader looking for a word ("during that showdown") finds it however it was typed."""


AGAIN: Tag = ("mod", "twice")
"""What the prefix "re-" adds to the verb it is put on ("retrigger": trigger again)."""
MIN_AGAIN = 5


def again(word: str, lexicon: Lexicon) -> str | None:
    """The action verb ``word`` says again ("retrigger" -> "trigger", "reenter" -> "enter"),
    or None: only a word that is not itself English ("redirect", "recover" are words of
    their own, never "direct" or "cover" again) and whose rest is an action of the lexicon."""
    if not word.startswith("re") or len(word) < MIN_AGAIN:
        return None
    if word in content_words() or word in english_words():
        return None
    stem = lexicon.base_form(word[2:])
    acts = lexicon.phrases.get((stem,), ()) if stem else ()
    return stem if any(family == "act" for family, _ in acts) else None


def _forms(
    words: list[str], lexicon: Lexicon, tagged: Tagged, repeated: set[int] | None = None
) -> list[str | None]:
    """Each word's base form (a typo corrected); the words that are a verb again ("re-")
    are added to ``repeated``."""
    forms: list[str | None] = []
    repeated = set() if repeated is None else repeated
    for i, word in enumerate(words):
        form = lexicon.base_form(word)
        if form is None and (verb := again(word, lexicon)) is not None:
            form = verb
            repeated.add(i)
            tagged.corrections.append((word, f"{verb} again"))
        if form is None:
            form = lexicon.correct(word)
            if form is not None:
                tagged.corrections.append((word, form))
                tagged.typos[i] = form
        forms.append(form)
    return forms


def _phrase_at(forms: list[str | None], i: int, lexicon: Lexicon) -> Span | None:
    for length in range(min(lexicon.longest, len(forms) - i), 0, -1):
        window = forms[i : i + length]
        if None in window:
            continue
        tags = lexicon.phrases.get(tuple(w for w in window if w is not None))
        if tags:
            return Span(i, i + length, tags)
    return None


def tag(
    words: list[str],
    lexicon: Lexicon,
    cards: CardIndex | None,
    capitalised: Mapping[str, int] | None = None,
    inside: frozenset[str] = frozenset(),
) -> Tagged:
    """Tag every word of a normalised question; words nothing explains go to ``unknown``.
    A card is named in full or by its short name (``inside``: the words written capitalised
    inside a sentence), and may be named again by one word of its name or a pronoun
    (`judge.ask.references`; ``capitalised``: how often the question writes each word
    with a capital)."""
    tagged = Tagged(words=words)
    found = cards.find(words, lexicon.spellings) if cards else []
    if cards:
        found += short_names(words, found, cards, lexicon, inside)
        found.sort(key=lambda mention: mention.start)
    again = refer(words, found, lexicon.spellings, capitalised)
    mentions = {m.start: m for m in [*found, *again]}
    labelled = _labelled_battlefields(words, capitalised or {}, mentions)
    refs = {m.start for m in again}
    repeated: set[int] = set()
    forms = _forms(words, lexicon, tagged, repeated)
    tagged.corrections = [
        (typed, read)
        for typed, read in tagged.corrections
        if not any(typed in m.typed.split() for m in mentions.values())
    ]
    named = {k for m in mentions.values() for k in range(m.start, m.end)}
    tagged.words = [
        tagged.typos[k] if k in tagged.typos and k not in named else word
        for k, word in enumerate(words)
    ]
    unread: list[int] = []
    i = 0
    while i < len(words):
        mention = mentions.get(i)
        if mention is not None:
            tagged.spans.append(
                Span(
                    i,
                    mention.end,
                    (("card", mention.card.type.lower()),),
                    mention.card,
                    ref=i in refs,
                )
            )
            i = mention.end
            continue
        if i in labelled:  # "battlefield 2", "Battlefield B": a battlefield the question names
            tagged.spans.append(Span(i, i + 2, (("card", "battlefield"),), labelled[i]))
            i += 2
            continue
        span = _phrase_at(forms, i, lexicon)
        if span is not None:
            tagged.spans.append(span)
            i = span.end
            continue
        if forms[i] not in lexicon.filler:
            unread.append(i)
        i += 1
    tagged.spans = [
        replace(span, tags=(*span.tags, AGAIN))
        if AGAIN not in span.tags and repeated & set(range(span.start, span.end))
        else span
        for span in tagged.spans
    ]
    tagged.spans = _without_time_prepositions(tagged.spans)
    _sort_unread(tagged, unread)
    tagged.spans = [_both_paid(tagged, span) for span in tagged.spans]
    tagged.spans += _costs_got_back(tagged)
    tagged.spans.sort(key=lambda span: span.start)
    return tagged


DURING: Tag = ("mod", "while")


def _without_time_prepositions(spans: list[Span]) -> list[Span]:
    """The spans without a "during" or "while" of its own: "during the showdown" says only
    the time the next span holds, and the readers do not yet read the state "while" can
    name ("while my opponent has Tianna"), which was skipped before "before", "after" and
    "until" were made words a reading must take (or leave the question unknown)."""
    return [span for span in spans if not (DURING in span.tags and len(span.tags) == 1)]


def drop_ordinary(
    words: list[str], lexicon: Lexicon, names: frozenset[str] = frozenset()
) -> tuple[list[str], list[str]]:
    """The words without the ordinary English adverbs and particles the lexicon does not
    know ("straight", "basically"), so a phrase they interrupt still matches; and the words
    dropped (to be named). One right before something the question names stays ("a dead
    unit" describes it). Of the words the lexicon lists, only filler adverbs ("actually",
    "really") are dropped, silently, and never a connective ("then", "also"); nor a word of
    a card the question names (``names``: "Irresistible Faefolk", "the Aurora")."""
    english = english_words()
    kept: list[str] = []
    named: list[str] = []
    for i, word in enumerate(words):
        following = lexicon.base_form(words[i + 1]) if i + 1 < len(words) else None
        tags = lexicon.phrases.get((following,), ()) if following else ()
        describes = any(family in ("obj", "place") for family, _ in tags)
        known = lexicon.base_form(word)
        filler_adverb = known in lexicon.filler and english.get(word) == "adv"
        ordinary = english.get(word) in IGNORABLE and known is None
        if word in CONNECTIVES or known in lexicon.phrase_words or word in names:
            kept.append(word)
        elif filler_adverb:
            continue  # declared meaningless: dropped without a note
        elif ordinary and not describes:
            named.append(word)
        else:
            kept.append(word)
    return kept, named


TRAILING_WORD = re.compile(r"\s+([A-Za-z]+)(\W*)$")


def without_trailing_adverbs(question: str, lexicon: Lexicon) -> tuple[str, list[str]]:
    """The question without the ordinary adverbs that end it ("... take damage honestly?"
    -> "... take damage?"), for the readers that match a question's whole wording; and the
    words dropped. Only an adverb that means nothing to the judge goes: an "-ly" adverb the
    lexicon lists as filler ("normally") or an English adverb it does not know ("honestly");
    never a connective ("still"), a place ("there"), "too", or a rules word ("again")."""
    dropped: list[str] = []
    while (last := TRAILING_WORD.search(question)) is not None:
        word = last.group(1).lower()
        known = lexicon.base_form(word)
        adverb = english_words().get(word) == "adv"
        meaningless = known is None or (word.endswith("ly") and known in lexicon.filler)
        if not adverb or not meaningless or word in CONNECTIVES:
            break
        question = question[: last.start()] + last.group(2)
        dropped.insert(0, word)
    return question, dropped


BATTLEFIELD_WORDS = frozenset({"battlefield", "bf"})
DIGIT_LABELS = frozenset("123456789")
LETTER_LABELS = frozenset("abcdef")


def _labelled_battlefields(
    words: list[str], capitalised: Mapping[str, int], taken: Mapping[int, object]
) -> dict[int, CardEntry]:
    """ "battlefield 2", "Battlefield B" (a capital letter A to F, or a digit): the word after
    "battlefield" is the name of one battlefield, the same one wherever it is said again; a
    battlefield with no text (no card of the list)."""
    found: dict[int, CardEntry] = {}
    for i, word in enumerate(words[:-1]):
        label = words[i + 1]
        if word not in BATTLEFIELD_WORDS or i in taken or i + 1 in taken:
            continue
        if label in DIGIT_LABELS or (label in LETTER_LABELS and capitalised.get(label, 0)):
            found[i] = CardEntry(f"battlefield {label.upper()}", "Battlefield", (), ())
    return found


RESOURCES = {"energy": "energy_paid", "power": "power_paid"}
"""The resources a cost is paid in: said as what is paid, they are that cost (which resource
is its own slot, which only a reading that tells the resources apart takes)."""
PAYING: tuple[Tag, ...] = (("act", "pay"), ("act", "refund"))
# "pay extra power", "pay 1 Energy", "cost 1 less power": what is said between the payment
# (or the cost) and the resource
PAID_MORE: tuple[Tag, ...] = (
    ("mod", "extra"),
    ("mod", "more"),
    ("mod", "number"),
    ("mod", "less"),
    ("mod", "several"),  # "2", "two"
    ("mod", "at_least"),  # "cost at least 2 Power"
)


def _paid(tagged: Tagged, i: int, end: int | None = None) -> bool:
    """Whether the resource at word ``i`` is what a player pays or gets back: the object of
    "pay" or "get back" ("pay extra power", "get back the energy"), what something costs
    more of ("cost more power"), or followed by the player who paid it ("the energy I
    spent")."""
    # in the order of the words: a resource read earlier was added at the end of the spans
    before = sorted((s for s in tagged.spans if s.end <= i), key=lambda s: (s.end, s.start))
    more = False
    between = 0  # the words of what was said between, "at least 2" in "cost at least 2 power"
    while before and any(t in before[-1].tags for t in PAID_MORE):
        popped = before.pop()
        between += popped.end - popped.start - 1
        more = True
    # "cost my opponent 2 extra Power", "cost me 1 more Energy": the player who pays, said
    # between what costs and the amount, right before it
    players = 0
    while more and players < 2 and before and _player_only(before[-1]):
        popped = before.pop()
        between += popped.end - popped.start
        players += 1
    if players and not (before and before[-1].has("obj", "cost")):
        return False  # only after "cost": "I pay my opponent 2 power" is not said so
    # "cost extra power", "cost more power" (one phrase: an increase): what is paid more of
    # "play it for 1 Energy" (more: the amount): what it is played for is what is paid
    played: tuple[Tag, ...] = (("obj", "cost"), ("act", "play"))
    paying = PAYING + (("act", "increase"),) + (played if more else ())
    if before and any(t in before[-1].tags for t in paying) and i - before[-1].end - between <= 2:
        return True
    said = [s for s in before[-2:] if s.has("act", "play") or s.values("obj")]
    if more and len(said) == 2 and said[0].has("act", "play") and _card_said(said[1]):
        return True  # "play a card for 1 Energy"
    # "the Deflect power", "the Repeat energy": what a keyword's cost is paid in
    if before and not more and before[-1].end == i and _cost_keyword(before[-1]):
        return True
    after = i + 1 if end is None else end
    refunded = any(s.start == after and s.has("act", "refund") for s in tagged.spans)
    return refunded or _paid_by(tagged, after)  # "my energy refunded", "the energy I paid"


def _player_only(span: Span) -> bool:
    """A span that names a player and nothing else ("me", "my", "opponent")."""
    return bool(span.values("who")) and all(
        family == "who" or (family, value) == ("obj", "player") for family, value in span.tags
    )


# The keywords whose text is a cost ("Deflect power", "Accelerate energy", "Repeat energy").
COST_KEYWORDS = frozenset({"deflect", "accelerate", "repeat", "equip"})


def _priced(tagged: Tagged, i: int) -> bool:
    """Whether the resource at word ``i`` says what the card after it costs ("a 1 energy
    card", "my 3 Energy spell"): a number right before it, a card right after it."""
    before = [s for s in tagged.spans if s.end == i]
    after = [s for s in tagged.spans if s.start == i + 1]
    number = any(s.has("mod", "number") or s.has("mod", "several") for s in before)
    return number and any(_card_said(s) for s in after)


def _card_said(span: Span) -> bool:
    cards = {"card", "spell", "unit", "gear"}
    return bool(cards & set(span.values("obj"))) or span.card is not None


def _cost_keyword(span: Span) -> bool:
    return bool(COST_KEYWORDS & {*span.values("kw"), *span.values("obj")})


def _paid_by(tagged: Tagged, i: int) -> bool:
    """Whether words ``i`` on say who paid what comes before ("... I spent", "... I paid")."""
    after = sorted((s for s in tagged.spans if s.start >= i), key=lambda s: s.start)[:2]
    return (
        len(after) == 2 and after[0].start == i and after[0].has("who")
        and any(t in after[1].tags for t in PAYING) and after[1].start == after[0].end
    )  # fmt: skip


# "get the Repeat energy back": what is got back is said between the verb and "back"
GETS = frozenset({"get", "gets", "got", "getting", "gotten", "give", "gives", "giving", "gave"})


def _got_back(tagged: Tagged, i: int, end: int | None = None) -> int | None:
    """Whether the resource at words ``i:end`` ends what a player gets back ("get the Repeat
    energy back", "get the energy and power I paid back"): "back" right after it (or after
    the player who paid it), a form of "get" at most three words before it, and nothing in
    between but what describes the resource."""
    words = tagged.words
    end = i + 1 if end is None else end
    if end + 2 < len(words) and _paid_by(tagged, end):
        end += 2  # "the energy I paid back"
    if end >= len(words) or words[end] != "back":
        return None
    got = next((k for k in range(i - 1, max(i - 4, -1), -1) if words[k] in GETS), None)
    if got is None:
        return None
    between = [s for s in tagged.spans if got < s.start < i]
    # "give me energy back": the player given it may be said between
    if any(not (s.has("obj") or s.has("who")) or s.has("obj", "unit") for s in between):
        return None
    return got


# "an ability that adds energy", "to make the Energy": what an Add ability produces
GOT = frozenset({"give", "gives", "get", "gets"})
"""Verbs of what an ability adds that also say a refund ("get my energy back")."""
ADDS = frozenset(
    {"add", "adds", "added", "adding", "make", "makes", "produce", "produces", "generate",
     "generates", "give", "gives", "get", "gets"}
)  # fmt: skip


def _added(tagged: Tagged, i: int) -> int | None:
    """The word of the verb that adds the resource at word ``i`` ("adds energy", "make the
    Energy"), at most two words before it with nothing read in between, or None."""
    words = tagged.words
    k = next((k for k in range(i - 1, max(i - 3, -1), -1) if words[k] in ADDS), None)
    # "give me energy", "do I get energy": who it goes to, and "get" read as its own verb
    passed = (("who", "me"), ("act", "get"), ("act", "grant"))
    if k is None or any(
        (k < s.start < i or s.start <= k < s.end) and not set(s.tags) <= set(passed)
        for s in tagged.spans
    ):
        return None
    after = i + 1
    refunded = any(s.start == after and s.has("act", "refund") for s in tagged.spans)
    if words[k] in GOT and (refunded or words[after : after + 1] == ["back"]):
        return None  # "do I get my energy refunded?", "give me energy back": a refund
    return k


def _costs_got_back(tagged: Tagged) -> list[Span]:
    """ "get the Repeat cost back": the "back" of a cost a player gets back is the refund
    (a resource got back is read with it, `_got_back`)."""
    found = []
    for span in tagged.spans:
        if (span.has("obj", "cost") or span.has("obj", "repeat")) and not span.has("act", "refund"):
            got = _got_back(tagged, span.start, span.end)
            end = span.end + (2 if _paid_by(tagged, span.end) else 0)
            if got is not None:
                found.append(Span(end, end + 1, (("act", "refund"),)))
    return found


# The resources said together ("the energy and power I paid"): the Rune Pool's phrase,
# read as what is paid when said so.
BOTH = frozenset(
    {("energy", "and", "power"), ("energy", "or", "power"), ("power", "and", "energy")}
)


def _both_paid(tagged: Tagged, span: Span) -> Span:
    """The Rune Pool's phrase for both resources, said as what a player pays or gets back
    ("get back the energy and power I paid"), is that cost in both resources."""
    said = tuple(tagged.words[span.start : span.end])
    if said not in BOTH or not span.has("obj", "rune_pool"):
        return span
    both = (("obj", "cost"), ("mod", "energy_paid"), ("mod", "power_paid"))
    if _got_back(tagged, span.start, span.end) is not None:
        return Span(span.start, span.end, (("act", "refund"), *both))
    if _paid(tagged, span.start, span.end):
        return Span(span.start, span.end, both)
    return span


def _sort_unread(tagged: Tagged, unread: list[int]) -> None:
    """Words nothing read: a rules term is named; an ordinary word is ignored unless it
    stands right before something the question names ("a dead unit": it describes it)."""
    if not unread:
        return
    english = english_words()
    starts = {span.start: span for span in tagged.spans}
    # "give me energy back": the verb is the refund's, said with the resource
    givers = {_got_back(tagged, i) for i in unread if tagged.words[i] in RESOURCES}
    adders = {_added(tagged, i) for i in unread if tagged.words[i] in RESOURCES}
    unread = [i for i in unread if i not in givers | adders]
    for i in unread:
        word = tagged.words[i]
        kind = english.get(word)
        following = starts.get(i + 1)
        describes = following is not None and (following.has("obj") or following.has("place"))
        if kind == "term" and word in RESOURCES and _got_back(tagged, i) is not None:
            got = (("act", "refund"), ("obj", "cost"), ("mod", RESOURCES[word]))
            tagged.spans.append(Span(i, i + 2, got))
        elif kind == "term" and word in RESOURCES and _priced(tagged, i):
            # "my 1 energy card": what the card costs, said to describe it
            tagged.spans.append(Span(i, i + 1, (("mod", "priced"), ("mod", RESOURCES[word]))))
        elif kind == "term" and word in RESOURCES and _added(tagged, i) is not None:
            # what an Add ability adds: an ability said to add it is one
            tagged.spans.append(Span(i, i + 1, (("mod", f"adds_{word}"),)))
        elif kind == "term" and word in RESOURCES and _paid(tagged, i):
            tagged.spans.append(Span(i, i + 1, (("obj", "cost"), ("mod", RESOURCES[word]))))
        elif kind == "term":
            tagged.terms.append(word)
        elif kind in IGNORABLE and not (kind == "adv" and describes):
            tagged.ignored.append(word)
        else:
            tagged.unknown.append(word)
