"""Questions composed by hypothesis from the dev and wording sets, varying independently a
leading frame, an ordinary adverb, the condition as statement / leading condition / inline,
and one typo (two swapped letters in a long word): the verdict is the question's own, or
"unknown" when the typo hides a word; never another yes, no or depends."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.ask.answer import ask
from tests.test_ask_invariance import ADVERBS, OPENINGS, _questions

QUESTIONS = [param.values for param in _questions()]
FRAMES = ("", "According to the rules, ", "In my game, ", "Quick question: ")


def _recast(question: str, form: int) -> str:
    """0: as written; 1: its trailing "if X" as a leading statement; 2: as "If X, ...?"."""
    body = question.rstrip(" ?")
    condition = re.match(r"^(.*?)\s+if\s+(.+)$", body, re.IGNORECASE)
    if form == 0 or not condition or condition.group(1).split()[0].lower() not in OPENINGS:
        return question
    asked, scene = condition.groups()
    if form == 1:
        return f"{scene[0].upper()}{scene[1:]}. {asked}?"
    return f"If {scene}, {asked[0].lower()}{asked[1:]}?"


def _typo(question: str, pick: int) -> str:
    words = [m for m in re.finditer(r"[A-Za-z]{6,}", question)]
    if not words:
        return question
    word = words[pick % len(words)]
    i = word.start() + 2
    return question[:i] + question[i + 1] + question[i] + question[i + 2 :]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(QUESTIONS),
    st.sampled_from(FRAMES),
    st.sampled_from(("", *ADVERBS)),
    st.integers(0, 2),
    st.one_of(st.none(), st.integers(0, 20)),
)
def test_a_composed_question_never_gets_another_verdict(
    case: tuple[str | None, str], frame: str, adverb: str, form: int, typo: int | None
) -> None:
    version, question = case
    expected = ask(question, version).verdict
    composed = _recast(question, form)
    if adverb:
        composed = f"{composed.rstrip(' ?')} {adverb}?"
    if frame:
        lead = composed if composed.startswith("I ") else composed[0].lower() + composed[1:]
        composed = frame + lead
    if typo is not None:
        composed = _typo(composed, typo)
    got = ask(composed, version).verdict
    assert got == expected or (typo is not None and got == "unknown"), composed


def test_a_corrected_typo_is_the_word_for_every_reader() -> None:
    """A word corrected by the tagger is the corrected word to the readers that look at the
    words themselves: "during that shwodown" sets the move inside the showdown as "during
    that showdown" does (it was read as "showdown" and then judged both ways: depends)."""
    question = (
        "My opponent's unit moved to an empty battlefield and a showdown opened. If I move a "
        "unit in during that {} , am I the defender?"
    )
    right, typed = (
        ask(question.format(word).replace(" ,", ",")) for word in ("showdown", "shwodown")
    )
    assert right.verdict == "yes"
    assert typed.verdict == "yes" and typed.citations == right.citations
