"""The domain vocabulary (lexicon.yaml) as a lookup table: phrases to tags, words to base forms.

A tag is ``(family, value)``, e.g. ``("act", "recall")`` or ``("place", "battlefield")``.
Words are reduced to the base form the lexicon knows ("units" -> "unit", "moving" ->
"move") and near-miss typos are corrected against the same vocabulary (judge.spelling).
"""

from __future__ import annotations

import bisect
import functools
from dataclasses import dataclass
from pathlib import Path

from judge import compiled, spelling
from judge.errors import DataError, quoted

LEXICON_PATH = Path(__file__).with_name("lexicon.yaml")
WORDS_PATH = Path(__file__).with_name("words")
FAMILIES = ("ask", "act", "obj", "kw", "place", "who", "mod", "time", "mode", "neg", "outside")
MIN_TYPO_LENGTH = spelling.MIN_TYPO_LENGTH

Tag = tuple[str, str]

_SUFFIXES: tuple[tuple[str, str], ...] = (
    ("ies", "y"), ("ing", "e"), ("ing", ""), ("ed", "e"), ("ed", ""), ("s", ""), ("es", ""),
    ("ly", ""),
)  # fmt: skip
"""Endings tried in order; "-e" stems first so "used" is "use", not "us"."""
MIN_STEM = 2


def base_form(word: str, vocabulary: frozenset[str]) -> str | None:
    """The vocabulary word ``word`` is a form of ("units" -> "unit"), or None.

    A known stem wins over the word itself, so "units" and "unit" always meet.
    """
    for suffix, replacement in _SUFFIXES:
        if not word.endswith(suffix) or len(word) - len(suffix) < MIN_STEM:
            continue
        stem = word[: -len(suffix)] + replacement
        if stem in vocabulary:
            return stem
        if len(stem) > MIN_STEM and stem[-1] == stem[-2] and stem[:-1] in vocabulary:
            return stem[:-1]  # "stopped" -> "stopp" -> "stop"
    return word if word in vocabulary else None


@dataclass(frozen=True)
class Lexicon:
    """Phrases (tuples of base-form words) to the tags they carry, and the known words."""

    phrases: dict[tuple[str, ...], tuple[Tag, ...]]
    filler: frozenset[str]
    vocabulary: frozenset[str]
    spellings: frozenset[str]
    longest: int

    irregular: dict[str, str]

    def base_form(self, word: str) -> str | None:
        """The vocabulary word ``word`` is a form of ("came" -> "come"), or None."""
        regular = base_form(word, self.vocabulary)
        if regular != word and word.endswith("ly") and word in self.filler:
            return word  # a filler adverb, whatever its stem means ("normally", "normal move")
        if regular is not None and word.endswith("ly") and regular in self.filler:
            # "only" is not a form of "on": a filler stem of an English word is a coincidence
            if word in self.vocabulary:
                return word  # a word of its own in the lexicon ("only")
            return None if word in content_words() else regular
        if regular is not None or word not in self.irregular:
            return regular
        return base_form(self.irregular[word], self.vocabulary)

    def correct(self, word: str) -> str | None:
        """The vocabulary word a typo most likely meant, or None when nothing is close.
        Only two swapped letters may turn an English word into another ("form" -> "from");
        no looser match does ("moment" is not "movement")."""
        found = spelling.correct(word, self.spellings, lambda: self._fuzzy_targets(word))
        form = self.base_form(found) if found else None
        meaningless = form in self.filler and (form,) not in self.phrases
        if meaningless and word in content_words():
            return None  # "pre" is not "per": an English word is never corrected into nothing
        return form

    def _fuzzy_targets(self, word: str) -> list[str]:
        real = word in content_words() or english_words().get(word, "closed") != "closed"
        return [] if real else self.typo_targets

    @functools.cached_property
    def phrase_words(self) -> frozenset[str]:
        """Words that are part of a phrase with a meaning (not only filler)."""
        return frozenset(word for phrase in self.phrases for word in phrase)

    @functools.cached_property
    def typo_targets(self) -> list[str]:
        """Words a typo may be corrected to: long enough to be told apart."""
        return sorted(w for w in self.spellings if len(w) >= MIN_TYPO_LENGTH)


def _words(phrase: object, path: Path, where: str) -> tuple[str, ...]:
    if isinstance(phrase, bool) or not isinstance(phrase, str | int) or not str(phrase).strip():
        hint = (
            ' (quote words YAML reads as booleans: "no", "on")' if isinstance(phrase, bool) else ""
        )
        raise DataError(
            f"{where}: a phrase must be a non-empty string, got {quoted(phrase)}{hint}",
            path=str(path),
        )
    return tuple(str(phrase).lower().split())


def _phrase_table(raw: dict[str, object], path: Path) -> dict[tuple[str, ...], list[Tag]]:
    table: dict[tuple[str, ...], list[Tag]] = {}
    for section in _sections(raw):
        family = section.split(".", 1)[0]
        entries = raw.get(section)
        if not isinstance(entries, dict):
            raise DataError(
                f"section '{section}' must map tag values to phrase lists", path=str(path)
            )
        for value, phrases in entries.items():
            if not isinstance(phrases, list):
                raise DataError(f"{family}.{value}: expected a list of phrases", path=str(path))
            for phrase in phrases:
                tags = table.setdefault(_words(phrase, path, f"{family}.{value}"), [])
                if (family, str(value)) not in tags:
                    tags.append((family, str(value)))
    return table


def _sections(raw: dict[str, object]) -> list[str]:
    """The families, then the sections that add to one for a rules area ("act.chain": more
    "act" tags, kept in their own block)."""
    return [*FAMILIES, *(key for key in raw if "." in key)]


def _unknown_sections(raw: dict[str, object]) -> list[str]:
    return sorted(
        key
        for key in raw
        if key not in (*FAMILIES, "filler")
        and not ("." in key and key.split(".", 1)[0] in FAMILIES and key.split(".", 1)[1])
    )


def parse_lexicon(raw: object, path: Path = LEXICON_PATH) -> Lexicon:
    """Build a Lexicon from the loaded YAML; DataError names the bad section."""
    if not isinstance(raw, dict):
        raise DataError("the lexicon must be a mapping of sections", path=str(path))
    unknown = _unknown_sections(raw)
    if unknown:
        raise DataError(
            f"unknown section(s) {unknown}; expected {FAMILIES} (or FAMILY.AREA)", path=str(path)
        )
    table = written = _phrase_table(raw, path)
    filler_raw = raw.get("filler") or []
    if not isinstance(filler_raw, list):
        raise DataError("'filler' must be a list of words", path=str(path))
    raw_filler = frozenset(" ".join(_words(word, path, "filler")) for word in filler_raw)
    # The irregular forms of a meaningless verb mean nothing either ("made", "took").
    table_words = {word for phrase in table for word in phrase}
    raw_filler |= {
        form
        for form, base in irregular_forms().items()
        if base in raw_filler and form not in table_words
    }
    # An irregular form means its base form ("came" is "come"), except where the lexicon
    # declares the form or its base meaningless ("left" in "no units left" is not "leave";
    # "is" stays the question word, "be" is filler).
    # A form the lexicon lists as a word of its own keeps that meaning ("hidden" is the
    # keyword, not "hide"; "forbidden" a negation).
    own = {phrase[0] for phrase in table if len(phrase) == 1} | raw_filler
    irregular = {
        form: base
        for form, base in irregular_forms().items()
        if form not in own and base not in raw_filler
    }
    merged: dict[tuple[str, ...], list[Tag]] = {}
    for phrase, tags in table.items():
        key = tuple(irregular.get(w, w) for w in phrase)
        merged[key] = list(dict.fromkeys([*merged.get(key, []), *tags]))
    table = merged
    raw_words = frozenset(word for phrase in table for word in phrase) | raw_filler
    reduced = {word: _reduced(word, raw_words, raw_filler) for word in raw_words}  # once a word
    vocabulary = frozenset(reduced.values())
    phrases: dict[tuple[str, ...], tuple[Tag, ...]] = {}
    for phrase, tags in table.items():
        key = tuple(reduced[word] for word in phrase)
        phrases[key] = tuple(dict.fromkeys((*phrases.get(key, ()), *tags)))
    filler = frozenset(reduced[word] for word in raw_filler)
    lexicon = Lexicon(
        phrases=phrases,
        filler=filler,
        vocabulary=vocabulary,
        spellings=raw_words | vocabulary,
        longest=max(len(phrase) for phrase in phrases),
        irregular=irregular,
    )
    _as_typed(lexicon, written)
    return lexicon


def _reduced(word: str, words: frozenset[str], filler: frozenset[str]) -> str:
    """A lexicon word's base form among the lexicon's words; "only" stays "only" (a filler
    stem of an English "-ly" word is a coincidence, as in `Lexicon.base_form`), and so does
    a filler "-ly" word whose stem means something ("normally", beside "normal move")."""
    stem = base_form(word, words) or word
    if stem != word and word.endswith("ly") and stem in filler and word in content_words():
        return word
    if stem != word and word.endswith("ly") and word in filler:
        return word  # "normally" means nothing; "normal" in "normal move" does
    return stem


def _as_typed(lexicon: Lexicon, written: dict[tuple[str, ...], list[Tag]]) -> None:
    """Each phrase also under the base forms its words take in a question: the tagger
    reduces a word by rule before it tries the irregular table ("leaves" is "leave", not
    "leaf"), so a phrase keyed only the other way would never match as it is written."""
    for phrase, tags in written.items():
        if not any(word in lexicon.irregular for word in phrase):
            continue  # keyed the same way either route: only the irregular table differs
        key = tuple(lexicon.base_form(word) or word for word in phrase)
        if key not in lexicon.phrases and all(word in lexicon.vocabulary for word in key):
            lexicon.phrases[key] = tuple(tags)


def _table(name: str) -> dict[str, str]:
    lines = (WORDS_PATH / name).read_text(encoding="utf-8").splitlines()
    return dict(line.split("\t", 1) for line in lines if line and not line.startswith("#"))


@functools.cache
def irregular_forms() -> dict[str, str]:
    """Irregular forms to base forms ("came" -> "come"), generated (judge/ask/wordlists.py)."""
    return _table("irregular.tsv")


class WordTable:
    """A generated word table (judge/ask/wordlists.py): after its comment, one ``word`` or
    ``word<TAB>class`` a line, sorted by word, each word once. A word is found by bisecting
    the lines: a question looks up a few dozen of the thousands of words, and building a
    set or a mapping of them all cost more (about 6 and 4 ms) than all its look-ups."""

    def __init__(self, path: Path) -> None:
        self._lines = path.read_text(encoding="utf-8").splitlines()
        self._start = next(
            (i for i, line in enumerate(self._lines) if line and not line.startswith("#")),
            len(self._lines),
        )

    def get(self, word: str, default: str | None = None) -> str | None:
        """The class the table gives ``word`` ("" in a table of words alone), or ``default``
        when it does not hold the word."""
        if "\t" in word or "\n" in word:
            return default
        # "word" and "word<TAB>class" sort right after every word before "word"
        at = bisect.bisect_left(self._lines, word, self._start)
        line = self._lines[at] if at < len(self._lines) else ""
        if line == word:
            return ""
        return line[len(word) + 1 :] if line.startswith(word + "\t") else default

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.get(word) is not None

    def __getitem__(self, word: str) -> str:
        found = self.get(word)
        if found is None:
            raise KeyError(word)
        return found


@functools.cache
def content_words() -> WordTable:
    """Common English words of class ``content`` ("moment", "fly"), generated
    (judge/ask/wordlists.py); read only when a question has a word the lexicon lacks."""
    return WordTable(WORDS_PATH / "content.txt")


@functools.cache
def english_words() -> WordTable:
    """Common English words and the Core Rules' terms with their class (``term``, ``adv``,
    ``closed``; the ``content`` words are in `content_words`), generated
    (judge/ask/wordlists.py)."""
    return WordTable(WORDS_PATH / "english.tsv")


@functools.cache
def load_lexicon(path: Path = LEXICON_PATH) -> Lexicon:
    """The lexicon file, read once per process."""
    return parse_lexicon(compiled.load_yaml(path), path)
