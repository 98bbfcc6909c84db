"""The generated word tables: rebuilt byte for byte by `python -m judge.ask.wordlists`, and
what the reader does with them (irregular forms, ordinary words, rules terms, typos)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.ask.answer import ask
from judge.ask.lexicon import (
    WORDS_PATH,
    content_words,
    english_words,
    irregular_forms,
    load_lexicon,
)


def test_rebuild_reproduces_the_committed_tables_byte_for_byte(tmp_path: Path) -> None:
    pytest.importorskip("lemminflect")
    pytest.importorskip("wordfreq")
    from judge.ask.wordlists import main

    assert main(["--out", str(tmp_path)]) == 0
    for name in ("irregular.tsv", "english.tsv", "content.txt"):
        assert (tmp_path / name).read_bytes() == (WORDS_PATH / name).read_bytes(), name


@pytest.mark.parametrize(
    ("form", "base"), [("came", "come"), ("hid", "hide"), ("sent", "send"), ("drew", "draw")]
)
def test_irregular_forms_reach_their_base(form: str, base: str) -> None:
    assert irregular_forms()[form] == base


def test_the_lexicon_keeps_its_own_words() -> None:
    lexicon = load_lexicon()
    assert lexicon.base_form("hidden") == "hidden"  # the keyword, not "hide"
    assert lexicon.base_form("bases") == "base"  # the regular plural, not "basis"
    assert lexicon.base_form("came") == "come"


def test_rules_terms_and_ordinary_words() -> None:
    english = english_words()
    assert english["stunned"] == "term"
    assert english["straight"] == "adv" and english["directly"] == "adv"
    assert "moment" in content_words() and "only" in content_words()
    assert "moment" not in english


@pytest.mark.parametrize("name", ["content.txt", "english.tsv"])
def test_a_word_table_is_sorted_for_its_look_ups(name: str) -> None:
    """`WordTable` bisects a table's lines: after the comment, one word a line (and its
    class), sorted, each word once."""
    lines = (WORDS_PATH / name).read_text(encoding="utf-8").splitlines()
    body = [line for line in lines if line and not line.startswith("#")]
    assert lines[len(lines) - len(body) :] == body  # the comment first, nothing after
    words = [line.split("\t")[0] for line in body]
    assert body == sorted(body) and words == sorted(set(words))
    assert all(line.count("\t") == (name == "english.tsv") for line in body)


def test_a_word_table_gives_every_word_its_class_and_no_other_word() -> None:
    lines = (WORDS_PATH / "english.tsv").read_text(encoding="utf-8").splitlines()
    english = english_words()
    classes = dict(line.split("\t") for line in lines if not line.startswith("#"))
    assert all(english.get(word) == kind for word, kind in classes.items())
    content = (WORDS_PATH / "content.txt").read_text(encoding="utf-8").splitlines()
    assert all(content_words().get(word) == "" for word in content if not word.startswith("#"))
    for other in ("", "zzzq", "straigh", "straightt", "a\tclosed", "# Generated", "stunned\t"):
        assert english.get(other) is None and other not in english and other not in content_words()
    with pytest.raises(KeyError):
        english["zzzq"]


@pytest.mark.parametrize(
    "question",
    [
        "Can my unit move straight to a battlefield?",
        "Can my unit simply move to a battlefield?",
        "Can a unit move directly from my base to a battlefield?",
    ],
)
def test_an_ordinary_adverb_is_ignored_with_a_note(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "yes"
    assert any("ordinary English with no rules meaning" in note for note in answer.notes)


def test_an_irregular_verb_is_read() -> None:
    assert ask("Can a unit move the turn it came into play?").verdict == "no"


def test_a_rules_term_not_modelled_is_named() -> None:
    answer = ask("Can a Signature unit move?")  # (Tank and Deflect are modelled now)
    assert answer.verdict == "unknown"
    assert "'signature' is a rules term the question reader does not read yet" in answer.answer


def test_a_word_describing_the_unit_is_not_ignored() -> None:
    answer = ask("Can a dead unit move?")
    assert answer.verdict == "unknown" and "'dead'" in answer.answer


def test_an_english_word_is_not_corrected_into_a_rules_word() -> None:
    answer = ask("Can a unit move the moment it is played?")
    assert not any("movement" in note for note in answer.notes)
    assert answer.verdict == "unknown"


def test_only_is_not_a_form_of_on() -> None:
    answer = ask("Can a unit only move to a battlefield?")
    assert answer.verdict == "unknown" and "'only'" in answer.answer


PHRASE = "Can I move to a battlefield that has units from two other {}players in a 3 player game?"


@pytest.mark.parametrize("adverb", ["", "actually ", "really "])
def test_an_adverb_inside_a_phrase_does_not_break_it(adverb: str) -> None:
    assert ask(PHRASE.format(adverb)).verdict == "no"


def test_an_ordinary_word_before_a_noun_is_kept_and_named() -> None:
    answer = ask(PHRASE.format("basically "))
    assert answer.verdict == "unknown" and "'basically'" in answer.answer
