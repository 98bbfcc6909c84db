"""One verdict from a question judged once per way a choice can go (damage assignments,
cards chosen, trigger orders, an XP spend as a cost or an instruction): each branch said with
its own answer, the clauses of every branch and of the choice cited once."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from judge.engine.verdict import DEPENDS, UNKNOWN, YES, Citation, Verdict
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


def combined(
    ways: Sequence[tuple[str, Verdict]],
    why: tuple[Citation, ...],
    depends: str,
    same: Callable[[Verdict, str], str],
    *,
    taken: int = 0,
    as_is: bool = True,
    alone: bool = False,
    some_yes: str = "",
) -> Verdict:
    """One verdict from the ways a choice can go, each given as what it says was chosen ("If
    the spend is a cost") and its verdict; ``why`` holds the clauses of the choice.

    - A way not answered: its verdict, the whole being not known either.
    - Every way the same verdict (the same value, for a value question): the verdict of the way
      ``taken``, as it is if ``as_is`` and the answers are the same too; else answered
      ``same(that verdict, each way's line)``, citing its own clauses alone if ``alone``,
      else every way's.
    - With ``some_yes``, some way yes: yes, the choice being the player's to make.
    - Else "depends": ``depends``, then each way with its answer."""
    verdicts = [verdict for _, verdict in ways]
    if unknown := [v for v in verdicts if v.verdict == UNKNOWN]:
        return unknown[0]
    lines = " ".join(f"{said}: {branch_said(v)}" for said, v in ways)
    agreed = verdicts[taken]
    if len({v.verdict for v in verdicts}) == 1:
        if as_is and len({v.answer for v in verdicts}) == 1:
            return agreed
        if alone:
            return replace(agreed, answer=same(agreed, lines))
        merged = over_branches(verdicts, same(agreed, lines), why, agreed.verdict)
        return replace(merged, outcomes=agreed.outcomes)
    made = next(((said, v) for said, v in ways if v.verdict == YES), None)
    if some_yes and made is not None:
        said, v = made
        return over_branches([v], f"{some_yes} {said}: {branch_said(v)}", why, YES)
    return over_branches(verdicts, f"{depends} {lines}", why)
