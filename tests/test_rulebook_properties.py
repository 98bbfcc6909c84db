"""Whatever a person types, the rulebook answers or says why not: never another exception."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.errors import JudgeError
from judge.rules.rulebook import Rulebook

typed = st.text(max_size=80) | st.from_regex(r"\d{3}(\.[0-9a-z]{1,3}){0,4}\.?", fullmatch=True)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=typed)
def test_require_answers_or_raises_a_judge_error(rulebook: Rulebook, text: str) -> None:
    try:
        clause = rulebook.require("2026-07-16", text)
    except JudgeError as error:
        assert "\n" not in str(error)
    else:
        assert rulebook.has("2026-07-16", clause.rule)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(max_size=200))
def test_search_never_fails_and_every_hit_exists(rulebook: Rulebook, text: str) -> None:
    for hit in rulebook.search(text, "2026-07-16", limit=5).hits:
        assert rulebook.has("2026-07-16", hit.clause.rule)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(name=st.text(max_size=30))
def test_resolve_version_answers_or_raises_a_judge_error(rulebook: Rulebook, name: str) -> None:
    try:
        resolved = rulebook.resolve_version(name)
    except JudgeError:
        return
    assert resolved in {v.id for v in rulebook.versions()}
