"""A FAQ answer in general terms, phrased from the engine's verdicts and the facts' statements.

A question's scenario describes one board ("Yasuo, played this turn"); the engine's answer
speaks of that board. The page states the rule instead, computed like this:

- A scenario without a ``situation`` asks about the rules themselves (``explain``,
  ``is_move``): the engine's answer is already general.
- A scenario with a ``situation`` (or a question carrying its own board: a deck) is one
  case. Its general answer is the verdict and the statements of the facts that decided
  it: for "no", the facts that failed or stopped it; for what happens, the facts that made
  something happen or that the board stopped (what does not happen is part of the answer:
  a move to a battlefield you control is not contested); otherwise the facts of the
  deciding clause (the first the engine cites, as ``judge ask`` shows it).
  The engine's answer to that board is kept apart, as the worked example. (When no fact
  decided it, the engine's answer is the answer.)
- An "unknown" verdict is said as the engine says it (why it is not answered), alone.
- Each variant the topic file declares (another case the question covers) is judged too.
  What it adds is what decided it and did not decide the main case: the facts whose status
  differs between the two. When the verdict differs (same kind of question), the answer
  names the case and its verdict ("Yes if it was played with Accelerate: ..."), and the
  answer's own verdict is not said flat ("No, except in the case below."); beside such
  exceptions, a case asking another kind of question (what happens, not whether it can be
  played) names its verdict too, so it is not read as one ("Yes, except in the case below
  that says No."); otherwise
  it adds the statements ("If a battlefield says units can't move from it: ..."). A variant
  the engine cannot settle is said with the engine's reason, never left out silently.
- An open question ("Where can I play units and gear?") is answered by the rule, not by
  yes or no: no verdict opens it, and each case is said by its condition ("If it has
  Ambush and ...: ..."). A case whose board goes the other way from the question's own
  (it can't be paid where the own case can) says, after its rules, the first sentence of
  its board's answer, which names what decided it ("Recycling Calm Rune 1 adds Calm
  Power, not Fury Power."), so the reader need not work it out from the rules alone.

Nothing here knows a verdict or a clause: all of it comes from the verdicts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

YES, NO, UNKNOWN = "yes", "no", "unknown"
#: The statuses of a finding that decided something: a check that held, failed or was
#: excused, or an event that happened or was prevented.
DECIDED = ("held", "failed", "excused", "happened", "prevented")
#: The statuses of an event: what happened, and what a rule or the board stopped.
EVENTS = ("happened", "prevented")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


@dataclass(frozen=True)
class Case:
    """One judged case: ``when`` is empty for the question's own scenario."""

    when: str
    document: dict[str, Any]
    verdict: Any  # a VerdictLike (judge.pages.faq.answers)


@dataclass(frozen=True)
class BranchSaid:
    """A variant as the page states it: its condition, verdict and what it adds.

    ``heading`` names the case as the answer does ("Yes if it was played with Accelerate",
    "If the unit is damaged or exhausted"); ``variant`` is its index among the question's
    variants, so its own citations can be shown under it."""

    when: str
    verdict: str
    said: str
    heading: str = ""
    variant: int = -1


@dataclass(frozen=True)
class General:
    """The general answer, the worked example (empty when the answer is already general),
    and each variant's branch."""

    answer: str
    worked: str
    branches: tuple[BranchSaid, ...]
    rule: str = ""
    """The answer without its branches: the rule for the question's own case."""


def _statuses(verdict: Any) -> dict[str, tuple[str, str]]:
    """Fact id -> (status, statement), from the verdict's findings (excuses included)."""
    found: dict[str, tuple[str, str]] = {}

    def visit(findings: Sequence[Any]) -> None:
        for finding in findings:
            found.setdefault(finding.fact, (finding.status, finding.statement))
            visit(getattr(finding, "excused_by", ()))

    visit(getattr(verdict, "findings", ()))
    return found


def _cited_facts(verdict: Any) -> list[str]:
    """The facts behind the verdict's citations, in the order the engine cites them."""
    facts: list[str] = []
    for citation in verdict.citations:
        for fact in getattr(citation, "facts", ()):
            if fact not in facts:
                facts.append(fact)
    return facts


def deciding(verdict: Any, open_question: bool = False) -> list[str]:
    """The facts that decide ``verdict``: those that failed or stopped it for "no"; for what
    happens (an open question answered with outcomes, not yes or no), every fact that made
    something happen or that the board stopped, cited, in the order of play (what does not happen
    answers the question too: moving to a battlefield you already control stages no
    showdown); else the facts of the deciding clause (the first cited)."""
    statuses = _statuses(verdict)
    cited = _cited_facts(verdict)
    if open_question and verdict.verdict not in (YES, NO):
        events = [f.fact for f in getattr(verdict, "findings", ()) if f.status in EVENTS]
        happened = [fact for fact in dict.fromkeys(events) if fact in cited]
        if happened:
            return happened
    if verdict.verdict == NO:
        stopped = ("failed", "prevented")
        failed = [fact for fact in cited if statuses.get(fact, ("", ""))[0] in stopped]
        if failed:
            return failed
    if not verdict.citations:
        return []
    return [fact for fact in getattr(verdict.citations[0], "facts", ()) if fact in statuses]


def differing(base: Any, variant: Any) -> list[str]:
    """The facts cited by ``variant`` whose status is not what it was in ``base``."""
    before = _statuses(base)
    after = _statuses(variant)
    return [
        fact
        for fact in _cited_facts(variant)
        if fact in after
        and after[fact][0] in DECIDED
        and before.get(fact, ("", ""))[0] != after[fact][0]
    ]


#: Questions that carry their own board (a deck to judge), so their scenario is one case even
#: without a ``situation`` (docs/scenarios.md).
BOARD_QUESTIONS = ("deck_legal",)


def describes_board(document: dict[str, Any]) -> bool:
    """Does this scenario document describe one board (a case), not the rules in general?"""
    question = document.get("question")
    carries = isinstance(question, dict) and any(key in question for key in BOARD_QUESTIONS)
    return "situation" in document or carries


#: The words opening a question that asks for a place, a way or a time, not for yes or no.
OPEN_QUESTION = ("how", "what", "when", "where", "which", "who", "why")
#: Prepositions that may come before such a word ("In what order ...?", "At which point ...?").
LEADING_PREPOSITIONS = ("at", "by", "for", "from", "in", "on", "to", "with")


def is_open(question: str) -> bool:
    """Does ``question`` ask how, what, where ... (answered by the rule, not by yes or no)?

    Its last clause says: "When do units get recalled?" is open, "When I activate an
    ability, does it go on the chain?" is not; a preposition before the question word is
    passed over ("In what order are the phases of a turn?" is open)."""
    words = question.rsplit(", ", 1)[-1].lower().split(maxsplit=2)
    if len(words) > 1 and words[0] in LEADING_PREPOSITIONS:
        words = words[1:]
    return bool(words) and words[0] in OPEN_QUESTION


def _unsettled(answer: str, variants: Sequence[Case]) -> General:
    """A question the engine can't answer in its own case: why, and each case that it
    answers, by its verdict and its board ("Yes if only one moved: Vi is dealt 1.")."""
    branches = []
    for index, case in enumerate(variants):
        other = case.verdict
        if other.verdict == UNKNOWN:
            continue
        heading = f"{other.verdict.capitalize()} if {case.when}"
        board = other.answer.removeprefix(_opening(other.verdict)).strip()
        branches.append(BranchSaid(case.when, other.verdict, f"{heading}: {board}", heading, index))
    full = " ".join([answer, *(branch.said for branch in branches)])
    return General(answer=full, worked="", branches=tuple(branches), rule=answer)


def _opening(verdict: str, exceptions: int = 0, others: bool = False) -> str:
    """A yes or no opens the answer; with cases of the other verdict it is not said flat
    ("No, except in the case below."), and with cases of another kind of question listed
    beside them (``others``), the exceptions are named by their verdict ("Yes, except in the
    case below that says No.")."""
    if verdict not in (YES, NO):
        return ""
    if exceptions:
        cases = "the case" if exceptions == 1 else "the cases"
        if others:
            other = (NO if verdict == YES else YES).capitalize()
            say = "says" if exceptions == 1 else "say"
            return f"{verdict.capitalize()}, except in {cases} below that {say} {other}."
        return f"{verdict.capitalize()}, except in {cases} below."
    return f"{verdict.capitalize()}."


def _flips(base: Any, other: Any) -> bool:
    """Is ``other`` the same kind of yes/no question as ``base``, answered the other way?"""
    return (
        getattr(other, "kind", "") == getattr(base, "kind", "")
        and other.verdict != base.verdict
        and {other.verdict, base.verdict} <= {YES, NO}
    )


def _other_kind(base: Any, other: Any) -> bool:
    """Is ``other`` a yes/no answer to another kind of question than ``base`` (what happens,
    where the main case asks whether it can be played)? Beside exceptions its verdict is
    said, so it is not read as one of them."""
    return getattr(other, "kind", "") != getattr(base, "kind", "") and other.verdict in (YES, NO)


def _board_says(verdict: Any, said: str) -> str:
    """The first sentence of a case's board answer (after its yes or no), to follow the
    rules said for it: "" when it says nothing, or nothing not said already."""
    board = verdict.answer.removeprefix(_opening(verdict.verdict)).strip()
    first = _SENTENCE_END.split(board)[0] if board else ""
    return f" {first}" if first and first not in said else ""


def general_answer(main: Case, variants: Sequence[Case], open_question: bool = False) -> General:
    """The general answer to a question judged in its own case and in its variants.

    An ``open_question`` (where, how ...) is answered by the rules, not by a yes or a no:
    its case's verdict opens nothing, and each case is said by its condition ("If it has
    Ambush and ...: ..."), never as "Yes if" or "No if"."""
    base = main.verdict
    said: list[str] = []

    def statements(facts: list[str], verdict: Any) -> list[str]:
        table = _statuses(verdict)
        new = [table[fact][1] for fact in facts if fact in table and table[fact][1] not in said]
        said.extend(new)
        return new

    if base.verdict == UNKNOWN:  # not answered: the engine says why, then each case it settles
        return _unsettled(base.answer, variants)
    facts = (
        statements(deciding(base, open_question), base) if describes_board(main.document) else []
    )
    exceptions = 0
    if facts:
        # An open question has no yes or no to except from: its cases are said by condition.
        exceptions = 0 if open_question else sum(_flips(base, case.verdict) for case in variants)
        others = any(_other_kind(base, case.verdict) for case in variants)
        opening = "" if open_question else _opening(base.verdict, exceptions, others)
        answer = " ".join(part for part in [opening, *facts] if part)
        worked = "" if base.answer in answer else base.answer  # the board adds nothing
        if open_question:  # no yes or no answers an open question, on its board either
            worked = worked.removeprefix(_opening(base.verdict)).strip()
    else:
        answer = base.answer
        worked = ""
        said.extend(statement for _, statement in _statuses(base).values() if statement in answer)
    branches: list[BranchSaid] = []
    for index, case in enumerate(variants):
        other = case.verdict
        flipped = not open_question and _flips(base, other)
        heading = f"If {case.when}"
        if other.verdict == UNKNOWN:  # a case the engine cannot settle: say so, never guess
            said_here = f"{heading}: {other.answer}"
            branches.append(BranchSaid(case.when, other.verdict, said_here, heading, index))
            continue
        changed = differing(base, other)
        added = statements(changed, other)
        if flipped or (exceptions and _other_kind(base, other)):
            heading = f"{other.verdict.capitalize()} if {case.when}"
            text = heading + (": " + " ".join(added) if added else ".")
        elif added:
            text = f"{heading}: " + " ".join(added)
            if open_question and other.verdict in (YES, NO) and other.verdict != base.verdict:
                text += _board_says(other, text)
        elif changed and other.answer:  # a rule said above goes the other way here: say how
            board = other.answer.removeprefix(_opening(other.verdict)).strip()
            text = f"{heading}: {board}"
        else:
            continue
        branches.append(BranchSaid(case.when, other.verdict, text, heading, index))
    full = " ".join([answer, *(branch.said for branch in branches)])
    return General(answer=full, worked=worked, branches=tuple(branches), rule=answer)
