"""Plain-words answers, composed from what the facts found (never typed per question)."""

from __future__ import annotations

from judge.engine.predicates import Check


def _distinct(parts: list[str]) -> list[str]:
    """The different parts, capitalised: a part (one finding's or event's text) may hold
    more than one sentence, and a repeat is said once."""
    seen: list[str] = []
    for part in map(_capitalised, parts):
        if part and part not in seen:
            seen.append(part)
    return seen


def _capitalised(part: str) -> str:
    return part[:1].upper() + part[1:]


def _sentences(parts: list[str], limit: int = 2) -> str:
    """The first ``limit`` different parts."""
    return " ".join(_distinct(parts)[:limit])


def no_answer(reasons: list[str], hints: tuple[str, ...]) -> str:
    text = f"No. {_sentences(reasons)}"
    if hints:  # each "legal if ...": the second is said as "or if ..."
        others = "".join(f", or {hint.removeprefix('legal ')}" for hint in hints[1:2])
        text += f" It would be {hints[0]}{others}."
    return text


def depends_answer(reasons: list[str]) -> str:
    return f"It depends. {_sentences(reasons)}"


def yes_answer(checks: list[Check]) -> str:
    notable = [check.reason for check in checks if check.notable]
    return f"Yes. {_sentences(notable or [check.reason for check in checks])}"


def query_answer(verdict: str, statements: list[str]) -> str:
    return f"{verdict.capitalize()}. {_sentences(statements)}"


def event_answer(happens: bool, reasons: list[str]) -> str:
    because = _sentences(reasons) or "No encoded rule makes it happen in this situation."
    return f"{'Yes' if happens else 'No'}. {because}"


OUTCOME_SENTENCES = 3
"""How many things an answer saying what happens says before the last, which it always
says (all of them when at most two more follow)."""
OUTCOME_IN_FULL = OUTCOME_SENTENCES + 2
"""The most things such an answer says in full: one part left out between would save
nothing."""


def outcome_answer(reasons: list[str]) -> str:
    """The first things that happen and, when more follow, how it ends: a sequence that
    runs on (Burn Outs until an opponent wins) must not read as if it stopped early."""
    parts = _distinct(reasons)
    if len(parts) <= OUTCOME_IN_FULL:
        return " ".join(parts) or "Nothing happens."
    first = " ".join(parts[:OUTCOME_SENTENCES])
    # the last event's own text, even if said before
    return f"{first} Then more follows, and last: {_capitalised(reasons[-1])}"


def cost_answer(verdict: str, total: str, reasons: list[str]) -> str:
    """The total cost (or yes/no about it) first, then what each step did."""
    parts = [total, *(r for r in reasons if r != total)]
    text = _sentences([p if p.endswith(".") else f"{p}." for p in parts], limit=4)
    return f"{verdict.capitalize()}. {text}" if verdict in ("yes", "no") else text
