"""Words to tagged spans: card names first, then the longest lexicon phrase at each word.

Each word is first reduced to its base form ("units" -> "unit"); a word the lexicon does
not know is corrected to the closest known word when one is near enough ("batlefield"),
and the correction is recorded so the answer can show how the question was read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.ask.cards import CardEntry, CardIndex
from judge.ask.lexicon import Lexicon, Tag


@dataclass(frozen=True)
class Span:
    """Words ``start:end`` of the question and what they mean."""

    start: int
    end: int
    tags: tuple[Tag, ...]
    card: CardEntry | None = None

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


def _forms(words: list[str], lexicon: Lexicon, tagged: Tagged) -> list[str | None]:
    forms: list[str | None] = []
    for word in words:
        form = lexicon.base_form(word)
        if form is None:
            form = lexicon.correct(word)
            if form is not None:
                tagged.corrections.append((word, form))
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


def tag(words: list[str], lexicon: Lexicon, cards: CardIndex | None) -> Tagged:
    """Tag every word of a normalised question; words nothing explains go to ``unknown``."""
    tagged = Tagged(words=words)
    mentions = {m.start: m for m in cards.find(words, lexicon.spellings)} if cards else {}
    forms = _forms(words, lexicon, tagged)
    tagged.corrections = [
        (typed, read)
        for typed, read in tagged.corrections
        if not any(typed in m.typed.split() for m in mentions.values())
    ]
    i = 0
    while i < len(words):
        mention = mentions.get(i)
        if mention is not None:
            tagged.spans.append(
                Span(i, mention.end, (("card", mention.card.type.lower()),), mention.card)
            )
            i = mention.end
            continue
        span = _phrase_at(forms, i, lexicon)
        if span is not None:
            tagged.spans.append(span)
            i = span.end
            continue
        if forms[i] not in lexicon.filler:
            tagged.unknown.append(words[i])
        i += 1
    return tagged
