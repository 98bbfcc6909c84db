"""One verdict from a question judged once per way a choice can go (damage assignments,
cards chosen, trigger orders, an XP spend as a cost or an instruction): each branch said with
its own answer, the clauses of every branch and of the choice cited once."""

from __future__ import annotations

from collections.abc import Sequence

from judge.engine.verdict import DEPENDS, Citation, Verdict
from judge.records import replace


def branch_said(verdict: Verdict) -> str:
    """ "no (why)" from a verdict whose answer starts "No. why"."""
    lead = f"{verdict.verdict.capitalize()}. "
    why = verdict.answer[len(lead) :] if verdict.answer.startswith(lead) else verdict.answer
    return f"{verdict.verdict} ({why.rstrip('.')})."


def over_branches(
    verdicts: Sequence[Verdict],
    answer: str,
    why: tuple[Citation, ...],
    verdict: str = DEPENDS,
) -> Verdict:
    """The first branch's verdict turned into ``verdict`` with ``answer``, citing ``why``
    (the clauses of the choice) and then each branch's clauses, each once, with every
    branch's findings; the outcomes of one branch are no longer those of the whole."""
    cited: dict[tuple[str, str], Citation] = {}
    for c in (*why, *(c for v in verdicts for c in v.citations)):
        cited.setdefault((c.rule, c.version), c)
    return replace(
        verdicts[0],
        verdict=verdict,
        answer=answer,
        citations=tuple(cited.values()),
        findings=tuple(f for v in verdicts for f in v.findings),
        outcomes=(),
    )
