"""Words that name again a card the question names in full: one word of its name, with or
without the possessive ("Rex's" after Ruined Rex, "the Aurora" after Dazzling Aurora) and a
personal pronoun ("she", "her", "his") for the one unit card named.

A reference only says "that card again": it consumes its word, and the card's own mention
(the full name) is what the readers take, so a card named twice is still one card. A
reference is made only where it cannot be anything else: the word is none the lexicon
knows, it belongs to exactly one card named, and a pronoun is linked only when the question
names one unit card and no player it could stand for ("my opponent ... her turn").
A battlefield card is a place: a word naming it again is left as it is (a second place
would be a second battlefield); so is a name word followed by another capitalised word
that is not of the card's name ("the Baron Pit" after Baron Nashor).

A card may also be named by its short name alone, the first word of its name that no other
name holds ("Tianna" for Tianna Crownguard), where it is written as a name and is no word
the lexicon or English knows (`short_names`); it then names the card as its full name does.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from judge.ask.cards import CardEntry, CardIndex, CardMention
from judge.ask.lexicon import Lexicon, content_words, english_words
from judge.ask.names import name_words

PRONOUNS = frozenset({"he", "she", "him", "his", "her", "hers", "himself", "herself"})
PEOPLE = frozenset(
    {
        "opponent",
        "opponents",
        "teammate",
        "teammates",
        "ally",
        "allys",
        "allies",
        "partner",
        "partners",
        "player",
        "players",
        "friend",
        "friends",
    }
)
"""Players a pronoun could stand for instead of the card: with one named, none is linked."""
NAME_STEM = 2
INDEFINITE = frozenset({"a", "an"})
"""Words no name follows: a capitalised word after them describes ("a Stealthy unit")."""
"""Shortest word of a name that may name the card again ("Vi")."""


def _forms(word: str) -> tuple[str, ...]:
    """A word and, when it ends so, the word without the possessive "s" ("rexs" -> "rex")."""
    return (word, word[:-1]) if word.endswith("s") and len(word) > NAME_STEM else (word,)


def _other_name(following: str, card: CardEntry, known: frozenset[str], proper: bool) -> bool:
    """Whether the word after a name word starts another proper name with it: written
    capitalised, not a lexicon word, not of the card's own name."""
    return proper and following not in known and following not in name_words(card.name)


def short_names(
    words: list[str],
    found: list[CardMention],
    index: CardIndex,
    lexicon: Lexicon,
    inside: frozenset[str],
) -> list[CardMention]:
    """The cards named by their short name alone ("Tianna" for Tianna Crownguard, see
    ``CardIndex.short_names``), where no card named in full holds the word (that is a
    reference, `refer`). Only a word used as a name is taken: written capitalised inside a
    sentence (``inside``: such words, normalised), a word neither the lexicon nor English
    knows, after no "a" or "an" and before no thing it would describe ("a Stealthy unit");
    "Yasuo", which three names hold, names none."""
    taken = {i for mention in found for i in range(mention.start, mention.end)}
    in_full = {word for mention in found for word in name_words(mention.card.name)}
    mentions: list[CardMention] = []
    for i, word in enumerate(words):
        if i in taken or word not in inside or _known(word, lexicon, in_full):
            continue
        if (i and words[i - 1] in INDEFINITE) or _describes(words[i + 1 : i + 2], lexicon):
            continue
        keys = {index.short_names[form] for form in _forms(word) if form in index.short_names}
        if len(keys) == 1:
            mentions.append(CardMention(index.card(keys.pop()), i, i + 1, word))
    return mentions


def _known(word: str, lexicon: Lexicon, in_full: set[str]) -> bool:
    """Whether the lexicon, a card named in full or English knows the word (each looked up
    on its own: a union of the English tables per question would cost more than the rest)."""
    return (
        word in lexicon.spellings
        or word in in_full
        or word in content_words()
        or word in english_words()
    )


def _describes(following: list[str], lexicon: Lexicon) -> bool:
    """Whether the word after a capitalised word is a thing it would describe ("unit")."""
    if not following:
        return False
    base = lexicon.base_form(following[0]) or following[0]
    return any(family == "obj" for family, _ in lexicon.phrases.get((base,), ()))


def refer(
    words: list[str],
    found: list[CardMention],
    known: frozenset[str],
    capitalised: Mapping[str, int] | None = None,
) -> list[CardMention]:
    """The mentions of cards named in ``found`` made by other words of ``words``: single
    name words and pronouns, each a `CardMention` of its one word. A name word that is also
    an English word ("Heron", "Rake") names the card only where it was written capitalised
    (``capitalised``: how often the question writes each word so, normalised, counted
    beyond the full names): "Disarming Rake ... the rake" is a rake."""
    taken = {i for mention in found for i in range(mention.start, mention.end)}
    named: dict[str, CardEntry] = {}
    for mention in found:
        if mention.card.type != "Battlefield":
            named.setdefault(mention.card.name, mention.card)
    if not named:
        return []
    owners: dict[str, set[str]] = {}
    for card in named.values():
        for word in name_words(card.name):
            for form in _forms(word):
                owners.setdefault(form, set()).add(card.name)
    in_names = Counter(words[i] for i in taken)
    written = capitalised or {}

    def proper(word: str) -> bool:
        return written.get(word, 0) > in_names[word]

    units = [card for card in named.values() if card.type == "Unit"]
    people = any(word in PEOPLE for word in words)
    found_more: list[CardMention] = []
    for i, word in enumerate(words):
        if i in taken:
            continue
        if word in PRONOUNS:
            if len(units) == 1 and not people:
                found_more.append(CardMention(units[0], i, i + 1, word))
            continue
        if word in known or len(word) < NAME_STEM:
            continue
        english = word in content_words() or word in english_words()
        if english and not proper(word):
            continue
        cards = {name for form in _forms(word) for name in owners.get(form, ())}
        if len(cards) != 1:
            continue
        card = named[cards.pop()]
        following = words[i + 1] if i + 1 < len(words) else None
        if following is not None and _other_name(following, card, known, proper(following)):
            continue  # "the Baron Pit" after Baron Nashor: another proper name
        found_more.append(CardMention(card, i, i + 1, word))
    return found_more
