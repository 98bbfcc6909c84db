"""The reader of questions about naming a card or a tag (judge/ask/readings/naming.py): the
verdicts of what it reads, and the unquoted words it leaves to the general reader."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.readings.naming import read_naming


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        ("Told to name a tag, may I name Yordle?", "yes", "763"),
        ("When told to name a tag, can I name mech?", "yes", "763"),
        ("Can I name 'Minotaur' when an effect tells me to name a tag?", "no", "763"),
        ('If I am told to name a tag, could I say "Gustwalker"?', "no", "763"),
        ("If I'm told to name a card, can I name Breakneck Mech?", "yes", "761.1"),
        ('Told to name a card, may I name "Infinity Edge of Tomorrow"?', "no", "762.1"),
    ],
)
def test_naming_questions_are_judged(question: str, verdict: str, rule: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]


def test_naming_a_tag_is_not_a_rule_in_v1_3() -> None:
    assert ask("Told to name a tag, may I name Yordle?", "2026-03-30").verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "Told to name a tag, can I name Minotaur?",  # unquoted and no tag: words left over?
        "Told to name a tag, can I name Yordle instead?",
        "Told to name a card, may I name Breakneck?",  # unquoted and not an exact name
        "Can I name Yordle?",  # named for what is not said
    ],
)
def test_unquoted_words_that_are_no_tag_or_name_are_not_read(question: str) -> None:
    assert read_naming(question) is None
