"""Card names in a question, recognised from the bundled card list (rules_data/cards/).

The list (built by `python -m judge.convert` from the card data and the official errata) is
read once per process, only when a question may name a card; errata replace the printed
abilities where they apply under the rules version asked about.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from judge.ask.names import name_words, names_words
from judge.cards.catalog import Card, load_catalog
from judge.paths import rules_data_dir
from judge.patterns import LazyPattern

MAX_NAME_WORDS = 8
NAME_TYPO_CUTOFF = 0.9
_KEYWORD_LINE = LazyPattern(r"^\s*,?\s*\[([A-Za-z' -]+?)(?: \d+)?\]\s*(?:\([^)]*\))?")
_KEYWORDS_AFTER = LazyPattern(
    r"(?P<cost>(?::rb_[a-z0-9_]+:\s*)*)(?P<keywords>(?:,?\s*\[[A-Za-z' -]+(?: \d+)?\]\s*)+)\.?"
)
"""A sentence that is only keywords ("[Deflect] [Ganking]" written after the abilities), or a
costed keyword's cost followed by more keywords (":rb_rune_rainbow: [Temporary]")."""
_KEYWORD_NAME = LazyPattern(r"\[([A-Za-z' -]+?)(?: \d+)?\]")
NOT_KEYWORDS = frozenset({"Add", "Predict", "Buff", "Stun", "Burn"})
"""Game actions written in brackets, never keywords."""
_REMINDER = LazyPattern(r"\([^)]*\)")
# A keyword line written after the abilities with an ability after it in one sentence, where
# the keyword's reminder text was: "[Ganking]  When I attack, ...", also without its brackets
# ("Hidden  When you play me, ...")
_KEYWORD_THEN_TEXT = LazyPattern(
    r"(?:\[(?P<name>[A-Za-z-]+)\]|(?P<bare>[A-Za-z-]+))\s{2,}(?P<rest>\S.*)", re.DOTALL
)
# Keywords whose text follows them: never a keyword line of their own
_OPENING_AN_EFFECT = frozenset({"Deathknell", "Legion", "Empowered", "Action", "Reaction"})
_SENTENCE_END = LazyPattern(r"(?<=[.!])\s*")


@dataclass(frozen=True)
class CardEntry:
    """One card as the question needs it: its name, type, keywords and ability sentences."""

    name: str
    type: str
    keywords: tuple[str, ...]
    abilities: tuple[str, ...]


def read_card_text(printed: str, errata: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Split a card's text into its keywords ("[Hidden] (reminder)" lines at the start) and
    its ability sentences without reminder text; official errata replaces the abilities (an
    erratum's own keyword lines, where it repeats them, are keywords too)."""
    keywords, rest = _keyword_lines(printed.replace("[NO TEXT]", ""))
    if errata is not None:
        more, rest = _keyword_lines(errata)
        keywords += more
    abilities = _REMINDER.sub(" ", rest)
    sentences: list[str] = []
    for part in (part.strip() for part in _SENTENCE_END.split(abilities)):
        line = _KEYWORD_THEN_TEXT.fullmatch(part)
        if line and _keyword_line(name := line["name"] or line["bare"]):
            keywords.append(name.title())
            part = line["rest"]
        after = _keywords_after(part)
        if after is None:
            sentences.append(part)
            continue
        cost, more = after
        keywords += more
        sentences.append(cost)  # a costed keyword's cost stays: its keyword reads it
    return tuple(dict.fromkeys(keywords)), tuple(part for part in sentences if part)


def _keywords_after(sentence: str) -> tuple[str, list[str]] | None:
    """The keywords of a sentence that is only keywords (with the cost of a costed keyword
    before them), and that cost; None for any other sentence."""
    found = _KEYWORDS_AFTER.fullmatch(sentence)
    if found is None:
        return _unbracketed(sentence)
    names = [name.title() for name in _KEYWORD_NAME.findall(found["keywords"])]
    if any(len(name) < 2 or name in NOT_KEYWORDS for name in names):
        return None
    return found["cost"].strip(), names


def _keyword_line(name: str) -> bool:
    """A keyword of the card list that can stand as a line of its own."""
    title = name.title()
    return title in opening_keywords() and title not in NOT_KEYWORDS | _OPENING_AN_EFFECT


_UNBRACKETED = LazyPattern(r"(?P<name>[A-Za-z-]+)(?P<cost>(?:\s*:rb_[a-z0-9_]+:)*)\.?")


def _unbracketed(sentence: str) -> tuple[str, list[str]] | None:
    """A sentence that is only a keyword the card data writes without its brackets
    ("Ganking", "ambush", "Equip :rb_rune_body:"), and its cost; None for any other."""
    found = _UNBRACKETED.fullmatch(sentence.strip())
    if found is None or found["name"].title() not in opening_keywords():
        return None
    return found["cost"].strip(), [found["name"].title()]


@functools.cache
def opening_keywords() -> frozenset[str]:
    """The keywords of the card list: the names a card's text opens with in brackets."""
    return frozenset(k for card in load_catalog() for k in _keyword_lines(card.printed)[0])


def _keyword_lines(text: str) -> tuple[list[str], str]:
    """The keywords a text opens with and the text after them; a one-letter mark ("[C]", a
    power symbol) is a cost, not a keyword, and a game action ("[Burn 3]." opening a spell)
    is the first instruction, where the keywords end."""
    keywords: list[str] = []
    while (match := _KEYWORD_LINE.match(text)) and match.group(1).title() not in NOT_KEYWORDS:
        if len(match.group(1)) > 1:
            keywords.append(match.group(1).title())
        text = text[match.end() :]
    return keywords, text


@dataclass(frozen=True)
class CardMention:
    """A card named in the question: which words of the normalised question name it."""

    card: CardEntry
    start: int
    end: int
    typed: str


SPANS_KEPT = 4096  # spans whose closest name is kept (a question has a few dozen)


@dataclass(frozen=True)
class CardIndex:
    """The card list's names by their words, for finding names in a question."""

    by_words: dict[tuple[str, ...], tuple[str, str, str]]
    errata: dict[str, str]
    names_by_length: dict[int, list[str]]

    @functools.cached_property
    def lengths(self) -> list[int]:
        return sorted(self.names_by_length, reverse=True)

    @functools.cached_property
    def short_names(self) -> dict[str, tuple[str, ...]]:
        """A card's short name: the first word of a name of two words or more that is a word
        of no other name ("tianna": Tianna Crownguard; not "yasuo", which three names hold),
        and the name it stands for."""
        holders: dict[str, set[tuple[str, ...]]] = {}
        for key in self.by_words:
            for word in key:
                holders.setdefault(word, set()).add(key)
        return {key[0]: key for key in self.by_words if len(key) > 1 and holders[key[0]] == {key}}

    @functools.cached_property
    def subtitles(self) -> dict[tuple[str, ...], tuple[str, ...]]:
        """A card's subtitle of two words or more ("loose cannon": Jinx - Loose Cannon), held
        by no other card's name nor subtitle, and the name it stands for."""
        held: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
        for key, (name, _, _) in self.by_words.items():
            if " - " in name:
                subtitle = tuple(name_words(name.split(" - ", 1)[1]))
                if len(subtitle) > 1:
                    held.setdefault(subtitle, set()).add(key)
        return {
            subtitle: next(iter(keys))
            for subtitle, keys in held.items()
            if len(keys) == 1 and subtitle not in self.by_words
        }

    def named_by_subtitle(self, words: list[str]) -> tuple[list[str], str] | None:
        """``words`` with the one subtitle they say written as its card's whole name (its
        possessive as the name's), and that name; None when they say no subtitle, or more
        than one."""
        found = [
            (i, subtitle, said[-1])
            for subtitle in self.subtitles
            for i in range(len(words) - len(subtitle) + 1)
            if (said := tuple(words[i : i + len(subtitle)]))[:-1] == subtitle[:-1]
            and said[-1] in (subtitle[-1], f"{subtitle[-1]}s")  # "Loose Cannon's"
        ]
        if len(found) != 1:
            return None
        i, subtitle, last = found[0]
        key = self.subtitles[subtitle]
        whole = [*key[:-1], key[-1] + last.removeprefix(subtitle[-1])]
        return [*words[:i], *whole, *words[i + len(subtitle) :]], self.by_words[key][0]

    def find(self, words: list[str], known: frozenset[str]) -> list[CardMention]:
        """Card names among ``words``, longest first, never overlapping.

        A one-word name only counts when it is not an ordinary word of the lexicon
        ("Flash" the card vs "flash" the word is not worth the risk); a slightly
        misspelt name of two words or more is accepted when it is very close.
        """
        found: list[CardMention] = []
        i = 0
        while i < len(words):
            mention = self._at(words, i, known)
            if mention is None:
                i += 1
                continue
            found.append(mention)
            i = mention.end
        return found

    def _at(self, words: list[str], i: int, known: frozenset[str]) -> CardMention | None:
        for length in self.lengths:
            span = tuple(words[i : i + length])
            if len(span) < length:
                continue
            if length == 1 and span[0] in known:
                continue
            key: tuple[str, ...] | None = span if span in self.by_words else None
            if key is None:
                key = self._possessive(span, known)
            if key is None and length > 1 and any(word not in known for word in span):
                key = self._close(span)
            if key is not None:
                return CardMention(self.card(key), i, i + length, " ".join(span))
        return None

    def _possessive(self, span: tuple[str, ...], known: frozenset[str]) -> tuple[str, ...] | None:
        """The name ``span`` is the possessive of: "ruined rexs" (Ruined Rex's) is Ruined Rex;
        the normaliser glues the "'s" on. A one-word name must still not be a lexicon word."""
        last = span[-1]
        if not last.endswith("s") or len(last) < 3:
            return None
        key = (*span[:-1], last[:-1])
        if key not in self.by_words or (len(key) == 1 and key[0] in known):
            return None
        return key

    @functools.cached_property
    def _printed(self) -> dict[str, str]:
        return {name: printed for name, _, printed in self.by_words.values()}

    def keyword_value(self, name: str, keyword: str) -> int:
        """The X of the card's "[KEYWORD X]" (1 for "[KEYWORD]", X omitted), its erratum's
        where one applies; 0 when its text has no such keyword."""
        for text in (self.errata.get(name), self._printed.get(name)):
            found = re.search(rf"\[{keyword}(?: (\d+))?\]", text or "")
            if found:
                return int(found.group(1) or 1)
        return 0

    def card(self, key: tuple[str, ...]) -> CardEntry:
        """The card whose normalised name is ``key``, its text read only now."""
        name, card_type, printed = self.by_words[key]
        keywords, abilities = read_card_text(printed, self.errata.get(name))
        return CardEntry(name, card_type, keywords, abilities)

    @functools.cached_property
    def _closest(self) -> dict[tuple[str, ...], tuple[str, ...] | None]:
        """The name each span was found close to, or None: several readers search the same
        question, and the fuzzy match is the costly part of a search."""
        return {}

    def _close(self, span: tuple[str, ...]) -> tuple[str, ...] | None:
        if span not in self._closest:
            if len(self._closest) >= SPANS_KEPT:  # a long session of questions: start again
                self._closest.clear()
            self._closest[span] = self._close_uncached(span)
        return self._closest[span]

    def _close_uncached(self, span: tuple[str, ...]) -> tuple[str, ...] | None:
        from judge import spelling  # only for a name not found as spelt

        typed = " ".join(span)
        # a ratio (2 * matches / both lengths) of at least the cutoff c needs a name within
        # 2 * len * (1 - c) / c characters of the typed length (the looser of the two sides)
        reach = 2 * len(typed) * (1 - NAME_TYPO_CUTOFF) / NAME_TYPO_CUTOFF
        near = [
            name for name in self.names_by_length[len(span)] if abs(len(name) - len(typed)) <= reach
        ]
        close = spelling.close_matches(typed, near, 1, NAME_TYPO_CUTOFF)
        return tuple(close[0].split()) if close else None


def load_cards(path: Path | None = None, version: str | None = None) -> CardIndex:
    """The name index of the bundled card list; empty when there is none (names unknown).

    Each card reads as it stands under the rules version dated ``version``: an erratum
    announced after that date does not apply yet (judge/cards/catalog.py). None: every
    erratum, the newest text. Built once per list file and version."""
    return _card_index(path or rules_data_dir() / "cards" / "cards.tsv", version)


@functools.cache
def _card_index(path: Path, version: str | None) -> CardIndex:
    by_words, named, names_by_length = _names(path)
    errata: dict[str, str] = {}
    for card in named:
        erratum = card.erratum if version is None else card.erratum_under(version)
        if erratum is not None:
            errata[card.name] = erratum.text
    return CardIndex(by_words, errata, names_by_length)


@functools.cache
def _names(
    path: Path,
) -> tuple[dict[tuple[str, ...], tuple[str, str, str]], tuple[Card, ...], dict[int, list[str]]]:
    """The card list's names as words, the cards they name and the names by their number of
    words: the same under every rules version, so built once per list file."""
    by_words: dict[tuple[str, ...], tuple[str, str, str]] = {}
    named: list[Card] = []
    cards = load_catalog(path)
    for card, key in zip(cards, names_words([card.name for card in cards]), strict=True):
        if key and 0 < len(key) <= MAX_NAME_WORDS and key not in by_words:
            by_words[key] = (card.name, card.type, card.printed)
            named.append(card)
    names_by_length: dict[int, list[str]] = {}
    for key in by_words:
        names_by_length.setdefault(len(key), []).append(" ".join(key))
    return by_words, tuple(named), names_by_length
