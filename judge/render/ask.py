"""Rendering `judge ask` answers as text or Markdown (JSON is ``AskAnswer.to_dict``)."""

from __future__ import annotations

import textwrap
from typing import Any

from judge.ask.answer import AskAnswer
from judge.render import cited
from judge.render.markdown import escape as md
from judge.render.rulings import ruling_line, ruling_markdown

WIDTH = 88
NO_TREE = "(no situation was judged: a topic explanation, or a question not understood)"
SHOWN_CLAUSES = 5
"""Text lists the deciding clauses (the engine cites them first) up to this many; the rest
under --explain, so an answer fits a phone's screen."""


def _wrap(text: str, indent: str = "") -> str:
    return textwrap.fill(text, WIDTH, initial_indent=indent, subsequent_indent=indent + "  ")


def _tree_lines(findings: list[dict[str, Any]], depth: int = 0) -> list[str]:
    lines = []
    for finding in findings:
        rules = ", ".join(finding["rules"])
        mark = {"held": "+", "failed": "x"}.get(finding["status"], "-")
        head = f"{mark} {finding['fact']} [{finding['status']}] ({rules})"
        lines.append(_wrap(head, "  " * (depth + 1)))
        if finding["reason"]:
            lines.append(_wrap(finding["reason"], "  " * (depth + 2)))
        lines.extend(_tree_lines(finding["excused_by"], depth + 1))
    return lines


def understood_line(answer: AskAnswer) -> str | None:
    """How the question was read, unless the answer already said it ("Not answered: the
    words were not understood" is not followed by "Understood as: not understood: ...")."""
    reason = answer.understood.removeprefix("not understood: ")
    if reason != answer.understood and reason in answer.answer:
        return None
    return answer.understood


def headline(answer: AskAnswer) -> str:
    """The verdict, or for an open question the engine answered one way, that answer ("4
    Might"): "depends" there would read as if a branch were missing."""
    return answer.outcome or answer.verdict


def answer_text(answer: AskAnswer, explain: bool = False) -> str:
    lines = [f"{headline(answer).upper()}  (Core Rules {answer.rules_version})", ""]
    lines.append(_wrap(answer.answer))
    understood = understood_line(answer)
    if understood is not None:
        lines.append("")
        lines.append(_wrap(f"Understood as: {understood}"))
    lines.extend(_wrap(f"Note: {note}") for note in answer.notes)
    if answer.citations:
        shown = answer.citations if explain else answer.citations[:SHOWN_CLAUSES]
        lines.append("")
        lines.append("Closest rules:" if answer.verdict == "unknown" else "Rules:")
        lines.extend(
            _wrap(f"{cited(c['rule'], c['version'], answer.rules_version)}  {c['text']}", "  ")
            for c in shown
        )
        more = len(answer.citations) - len(shown)
        if more:
            lines.append(f"  ({more} more clause{'s' if more > 1 else ''} with --explain)")
    if answer.rulings:
        lines.append("")
        lines.extend(_wrap(ruling_line(ruling)) for ruling in answer.rulings)
    if explain:
        lines.append("")
        lines.append("Justification:")
        lines.extend(_tree_lines(answer.findings) or [f"  {NO_TREE}"])
        lines.extend(_wrap(f"Would change the verdict: {hint}", "  ") for hint in answer.hints)
    return "\n".join(lines)


def _tree_markdown(findings: list[dict[str, Any]], depth: int = 0) -> list[str]:
    lines = []
    for finding in findings:
        rules = ", ".join(finding["rules"])
        head = f"{'  ' * depth}- **{md(finding['status'])}** {md(finding['fact'])} ({md(rules)})"
        lines.append(f"{head}: {md(finding['reason'])}")
        lines.extend(_tree_markdown(finding["excused_by"], depth + 1))
    return lines


def answer_markdown(answer: AskAnswer, explain: bool = False) -> str:
    said = headline(answer)
    lines = [f"**{md(said[:1].upper() + said[1:])}.** {md(answer.answer)}", ""]
    understood = understood_line(answer)
    if understood is not None:
        lines.append(f"*Understood as:* {md(understood)}")
    lines.extend(f"\n*Note:* {md(note)}" for note in answer.notes)
    if answer.citations:
        title = "Rules" if answer.verdict != "unknown" else "Closest rules"
        lines += ["", f"{title} (Core Rules {md(answer.rules_version)}):", ""]
        lines.extend(
            f"- **{md(cited(c['rule'], c['version'], answer.rules_version))}** {md(c['text'])}"
            for c in answer.citations
        )
    if answer.rulings:
        lines += ["", "Official rulings:", ""]
        lines.extend(ruling_markdown(ruling) for ruling in answer.rulings)
    if explain:
        lines += ["", "Justification:", "", *(_tree_markdown(answer.findings) or [f"- {NO_TREE}"])]
        lines.extend(f"- would change the verdict: {md(hint)}" for hint in answer.hints)
    return "\n".join(lines)
