"""What the `judge ask` tests share: a question asked and its verdict checked, with the
clauses it cites or words it says."""

from __future__ import annotations

from collections.abc import Collection

from judge.ask.answer import AskAnswer, ask


def cited(answer: AskAnswer) -> list[str]:
    """The clauses ``answer`` cites, in its order."""
    return [c["rule"] for c in answer.citations]


def asked(
    question: str,
    verdict: str,
    *,
    cites: Collection[str] = (),
    cites_any: Collection[str] = (),
    cites_none: Collection[str] = (),
    says: str = "",
    version: str | None = None,
) -> AskAnswer:
    """``question`` asked under the rules ``version`` (the default when None): its verdict is
    ``verdict``, it cites every clause of ``cites``, at least one of ``cites_any`` and none
    of ``cites_none``, and it says ``says``, each when given."""
    assert not any(isinstance(c, str) for c in (cites, cites_any, cites_none)), "a tuple"
    answer = ask(question, rules_version=version)
    assert answer.verdict == verdict, (question, answer.answer)
    rules = cited(answer)
    assert set(cites) <= set(rules), (question, rules)
    if cites_any:
        assert set(cites_any) & set(rules), (question, rules)
    assert not set(cites_none) & set(rules), (question, rules)
    if says:
        assert says in answer.answer, (question, answer.answer)
    return answer
