"""What the `judge ask` tests share: a question asked and its verdict checked, with a clause
it cites or words it says."""

from __future__ import annotations

from judge.ask.answer import AskAnswer, ask


def cited(answer: AskAnswer) -> list[str]:
    """The clauses ``answer`` cites, in its order."""
    return [c["rule"] for c in answer.citations]


def asked(question: str, verdict: str, *, cites: str = "", says: str = "") -> AskAnswer:
    """``question`` asked: its verdict is ``verdict``, citing the clause ``cites`` and
    saying ``says`` when they are given."""
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    if cites:
        assert cites in cited(answer), cited(answer)
    if says:
        assert says in answer.answer, answer.answer
    return answer
