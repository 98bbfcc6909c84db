"""The lexicon: base forms, typo correction, and a bad lexicon file failing clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.ask.lexicon import load_lexicon, parse_lexicon
from judge.ask.tagger import without_trailing_adverbs
from judge.errors import DataError


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon()


@pytest.mark.parametrize(
    ("word", "base"),
    [
        ("units", "unit"),
        ("moving", "move"),
        ("moved", "move"),
        ("recalled", "recall"),
        ("used", "use"),
        ("stopped", "stop"),
        ("battlefields", "battlefield"),
        ("teammates", "teammate"),
        ("soldiers", "soldier"),  # "Sand Soldiers", the token unit by its name
        ("hiding", "hide"),
        ("is", "is"),
        ("and", "and"),
        ("normally", "normally"),  # a filler adverb, not "normal" of "normal move"
        ("zebra", None),
    ],
)
def test_base_form(lexicon, word: str, base: str | None) -> None:
    assert lexicon.base_form(word) == base


@pytest.mark.parametrize(
    ("question", "left", "dropped"),
    [
        ("Does it still take damage honestly?", "Does it still take damage?", ["honestly"]),
        ("Does it take damage normally simply?", "Does it take damage?", ["normally", "simply"]),
        ("Can it move still?", "Can it move still?", []),  # a connective
        ("Can my unit move there?", "Can my unit move there?", []),  # a place
        ("Does it take damage too?", "Does it take damage too?", []),
        ("Can it be played again?", "Can it be played again?", []),  # a rules word
    ],
)
def test_only_meaningless_trailing_adverbs_are_left_out(
    lexicon, question: str, left: str, dropped: list[str]
) -> None:
    assert without_trailing_adverbs(question, lexicon) == (left, dropped)


@pytest.mark.parametrize(
    ("typo", "meant"),
    [
        ("batlefield", "battlefield"),
        ("recal", "recall"),
        ("reacll", "recall"),
        ("teh", "the"),
        ("gankng", "gank"),
        ("teamate", "teammate"),
        ("showdwn", "showdown"),
        ("accelarate", "accelerate"),
    ],
)
def test_typos_are_corrected(lexicon, typo: str, meant: str) -> None:
    assert lexicon.correct(typo) == meant


@pytest.mark.parametrize("word", ["shield", "moon", "lorem", "qwerty", "mo", "1234"])
def test_unrelated_words_are_not_corrected(lexicon, word: str) -> None:
    assert lexicon.correct(word) is None


def test_phrases_carry_every_tag(lexicon) -> None:
    assert ("act", "move") in lexicon.phrases[("move", "effect")]
    assert ("obj", "effect") in lexicon.phrases[("move", "effect")]


def test_every_phrase_matches_as_written(lexicon) -> None:
    """A phrase typed exactly as the lexicon writes it is tagged with its tags: the words
    reduce the same way in the lexicon and in a question ("my last unit leaves")."""
    import yaml

    from judge.ask.lexicon import LEXICON_PATH, _phrase_table
    from judge.ask.tagger import Tagged, _forms, _phrase_at

    raw = yaml.safe_load(LEXICON_PATH.read_text(encoding="utf-8"))
    missed = []
    for phrase, tags in _phrase_table(raw, LEXICON_PATH).items():
        words = list(phrase)
        span = _phrase_at(_forms(words, lexicon, Tagged(words=words)), 0, lexicon)
        if span is None or span.end != len(words) or not set(tags) <= set(span.tags):
            missed.append(" ".join(phrase))
    assert not missed


def test_nothing_outside_is_an_area_the_judge_models(lexicon) -> None:
    """An unknown answer names an `outside:` topic and its words next to the areas the judge
    models: no topic, nor any of its phrases, may be one of those areas ("combat damage")."""
    from judge.ask.choose import modelled_areas

    def key(words: str) -> tuple[str, ...]:
        return tuple(lexicon.base_form(word) or word for word in words.split())

    areas = {key(area) for area in modelled_areas()}
    named = [
        (topic, " ".join(phrase))
        for phrase, tags in lexicon.phrases.items()
        for family, topic in tags
        if family == "outside"
    ]
    assert named
    assert [(t, p) for t, p in named if key(t.replace("_", " ")) in areas or key(p) in areas] == []


REVIEWED_MERGES = {"triggered ability", "following", "empowered", "followed", "summed"}
# "summed" (mod:summed, keyword values added together) and "sum" (act:sum, the combat
# damage step summing Might) take each other's tags: both are adding up, and the readers
# of each account for the other (keywords.INSTANCE_ACTS, combat_damage.NEGATIVE_SAID).
# "followed" (carry_out, from the resolving block) also makes "follow" carry_out: to review.
"""Phrases written as a form of another phrase, whose tags the other one takes too (the
status Empowered and the keyword Empower are one word to the tagger): each checked."""


def test_no_phrase_lends_its_tags_to_another_by_accident(lexicon) -> None:
    """A phrase written as an inflected form of another ("trashed" of the noun "trash")
    is reduced onto it, and both then carry both meanings: "my trash" would read as
    "trashed". Only the reviewed ones may."""
    import yaml

    from judge.ask.lexicon import LEXICON_PATH, _phrase_table

    table = _phrase_table(yaml.safe_load(LEXICON_PATH.read_text(encoding="utf-8")), LEXICON_PATH)
    merged = set()
    for phrase, tags in table.items():
        key = tuple(lexicon.base_form(word) or word for word in phrase)
        if key != phrase and key in table and not set(tags) <= set(table[key]):
            merged.add(" ".join(phrase))
    assert merged <= REVIEWED_MERGES


def _minimal() -> dict:
    families = ("ask", "act", "obj", "kw", "place", "who", "mod", "time", "mode", "neg", "outside")
    return {family: {"x": ["word"]} for family in families}


def test_yaml_booleans_are_refused() -> None:
    raw = _minimal() | {"neg": {"not": ["not", False]}}
    with pytest.raises(DataError, match="quote words YAML reads as booleans"):
        parse_lexicon(raw, Path("lexicon.yaml"))


def test_unknown_and_missing_sections_are_refused() -> None:
    with pytest.raises(DataError, match="unknown section"):
        parse_lexicon(_minimal() | {"verbs": {}}, Path("lexicon.yaml"))
    raw = _minimal()
    del raw["act"]
    with pytest.raises(DataError, match="section 'act'"):
        parse_lexicon(raw, Path("lexicon.yaml"))
