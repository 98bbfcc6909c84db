"""Whatever is typed, `judge ask` answers (or says the question is empty): never a traceback,
and never yes/no/depends without a restated reading and citations."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from judge.ask.answer import ask
from judge.errors import UsageError

WORDS = st.sampled_from(
    [
        "can",
        "is",
        "does",
        "must",
        "how",
        "where",
        "when",
        "which",
        "what",
        "a",
        "the",
        "my",
        "unit",
        "units",
        "gear",
        "move",
        "moved",
        "recall",
        "play",
        "hide",
        "battlefield",
        "base",
        "ally",
        "opponent",
        "not",
        "ganking",
        "ambush",
        "hidden",
        "showdown",
        "combat",
        "chain",
        "turn",
        "played",
        "empty",
        "another",
        "two",
        "players",
        "2v2",
        "zhonya's",
        "vilemaw's",
        "lair",
        "stop",
        "control",
        "ready",
        "exhausted",
        "deck",
        "points",
        "?",
        ",",
        "'",
        "xyzzy",
    ]
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(WORDS, max_size=14).map(" ".join))
@example("? my can move")  # s43: a question word after the question clause had broken a reader
def test_word_salad_never_breaks(question: str) -> None:
    _check(question)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_any_text_never_breaks(question: str) -> None:
    _check(question)


def _check(question: str) -> None:
    try:
        answer = ask(question)
    except UsageError:
        assert not question.strip()
        return
    assert answer.verdict in ("yes", "no", "depends", "unknown")
    if answer.verdict != "unknown":
        assert answer.scenario is not None and answer.citations
        assert not answer.understood.startswith("not understood")
