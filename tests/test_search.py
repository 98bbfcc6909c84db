"""`judge search` for words as people type them: question and stop words never decide the
ranking, a heading's section comes first, typos are corrected and the correction is shown."""

from __future__ import annotations

import pytest

from judge import spelling
from judge.rules.rulebook import Rulebook

V14 = "2026-07-16"


def ranked(rulebook: Rulebook, text: str, limit: int = 10, version: str = V14) -> list[str]:
    return [hit.clause.rule for hit in rulebook.search(text, version, limit).hits]


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("what is a showdown", ["341", "342", "343", "344", "345"]),
        ("What is a Showdown?", ["341", "342", "343", "344", "345"]),
        ("how does priority work", ["311", "312", "313"]),
        ("how does priority work?", ["311", "312", "313"]),
    ],
)
def test_a_question_ranks_the_section_it_names_first(
    rulebook: Rulebook, question: str, first: list[str]
) -> None:
    assert ranked(rulebook, question)[: len(first)] == first


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("what is a showdown", "showdown"),
        ("how does priority work", "priority"),
        ("what does it mean when a unit is exhausted", "unit exhausted"),
        ("can you tell me about the recall", "recall"),
    ],
)
def test_question_words_never_decide_the_ranking(
    rulebook: Rulebook, question: str, words: str
) -> None:
    found = rulebook.search(question, V14, 10)
    assert ranked(rulebook, question) == ranked(rulebook, words)
    assert found.ignored and not set(found.ignored) & set(words.split())


def test_negations_and_rule_words_are_never_set_aside(rulebook: Rulebook) -> None:
    found = rulebook.search("units can't move to a battlefield", V14, 5)
    assert "can't" not in found.ignored and "move" not in found.ignored
    assert found.ignored == ["to", "a"]


@pytest.mark.parametrize(
    ("typed", "meant", "first"),
    [("ganknig", "ganking", "810"), ("reacll", "recall", "454"), ("shwodown", "showdown", "341")],
)
def test_a_typo_is_corrected_and_said(
    rulebook: Rulebook, cli, typed: str, meant: str, first: str
) -> None:
    found = rulebook.search(typed, V14, 5)
    assert found.corrections == [(typed, meant)]
    assert ranked(rulebook, typed, 5) == ranked(rulebook, meant, 5)
    assert ranked(rulebook, typed, 1) == [first]
    text = cli("search", typed).stdout
    assert text.startswith(f"Read '{typed}' as '{meant}'.\n")
    assert cli.json("search", typed)["corrections"] == [{"typed": typed, "read": meant}]


@pytest.mark.parametrize("word", ["recall", "moving", "moved", "battlefields", "Ganking"])
def test_a_word_the_rules_use_in_some_form_is_never_corrected(
    rulebook: Rulebook, word: str
) -> None:
    assert rulebook.search(word, V14, 3).corrections == []


def test_a_typo_of_a_stop_word_is_set_aside_too(rulebook: Rulebook) -> None:
    assert ranked(rulebook, "teh recall") == ranked(rulebook, "recall")


def test_a_word_near_nothing_is_kept_and_finds_nothing(rulebook: Rulebook, cli) -> None:
    found = rulebook.search("blorp", V14, 3)
    assert found.corrections == [] and found.hits == []
    assert cli("search", "blorp").stdout.startswith("No clause of the 2026-07-16 Core Rules")


@pytest.mark.parametrize(
    ("word", "known", "meant"),
    [
        ("reacll", {"recall"}, "recall"),
        ("batlefield", {"battlefield", "battle"}, "battlefield"),
        ("teh", {"the"}, "the"),
        ("cat", {"cut"}, None),  # short words are too close to each other
        ("zzzzzz", {"recall"}, None),
        ("x1y2", {"x1y2z"}, None),
    ],
)
def test_spelling(word: str, known: set[str], meant: str | None) -> None:
    assert spelling.correct(word, known, sorted(known)) == meant
