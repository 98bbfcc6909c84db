"""Rendering `judge coverage --all`: per rulebook section and per target, how many clauses
facts and scenarios cite (text, Markdown), or every clause with its citers (JSON)."""

from __future__ import annotations

from typing import Any

from judge.engine.coverage import Counts, Section
from judge.engine.coverage_all import AllCoverage
from judge.errors import printable
from judge.render.coverage import clause_lines
from judge.render.markdown import escape as md

NAME_WIDTH = 44
COLUMNS = ("clauses", "by a fact", "held+failed", "by a scenario")
LEGEND = [
    "clauses: clauses that are not headings; by a fact: cited by a fact; held+failed: cited",
    "by a fact the scenarios saw hold (in one) and fail (in one); by a scenario: cited by a",
    "scenario's verdict.",
]


def coverage_all_text(result: AllCoverage, markdown: bool = False) -> str:
    part = ", ".join(span.label for span in result.spans)
    what = f"{part} in" if part else "every clause of"
    lines = [f"Coverage of {what} {result.version}, {result.judged} scenarios judged", ""]
    lines += [" ".join(LEGEND)] if markdown else LEGEND
    lines.append("")
    lines += _table("section", [*result.sections, result.total], markdown)
    for target in result.targets:
        lines.append("")
        lines += _table(target.name, [*target.spans, target.total], markdown)
    if result.spans:  # a part of the rulebook: each of its clauses too
        for section in result.sections:
            lines += ["", f"## {md(section.name)}" if markdown else section.name]
            lines += clause_lines(section, markdown)
    return "\n".join(lines)


def _table(title: str, sections: list[Section], markdown: bool) -> list[str]:
    rows = [(printable(s.name), _cells(s.counts, markdown)) for s in sections]
    if markdown:
        head = [f"| {md(title)} | " + " | ".join(COLUMNS) + " |", "|---" + "|---:" * 4 + "|"]
        return head + [f"| {md(name)} | " + " | ".join(cells) + " |" for name, cells in rows]
    rows = [(_cut(name), cells) for name, cells in rows]  # a long title would widen all
    width = max(len(title), *(len(name) for name, _ in rows))
    return [_line(title, list(COLUMNS), width)] + [_line(n, cells, width) for n, cells in rows]


def _cut(name: str) -> str:
    return name if len(name) <= NAME_WIDTH else name[: NAME_WIDTH - 3].rstrip() + "..."


def _line(name: str, cells: list[str], width: int) -> str:
    return f"{name:<{width}}  {cells[0]:>7}" + "".join(f"  {cell:>13}" for cell in cells[1:])


def _cells(counts: Counts, markdown: bool) -> list[str]:
    shares = (counts.by_a_fact, counts.held_and_failed, counts.by_a_scenario)
    if markdown:
        return [str(counts.clauses)] + [f"{n} ({_share(n, counts.clauses)})" for n in shares]
    return [str(counts.clauses)] + [f"{n} {_share(n, counts.clauses):>4}" for n in shares]


def _share(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "-"


def coverage_all_dict(result: AllCoverage) -> dict[str, Any]:
    return {
        "rules_version": result.version,
        "clauses": [
            {
                "rule": item.clause.rule,
                "facts": list(item.facts),
                "scenarios": [s.path for s in item.scenarios],
            }
            for item in result.clauses
        ],
        "held_and_failed": [item.clause.rule for item in result.clauses if item.held_and_failed],
        "summary": {
            "scenarios": result.judged,
            "scenarios_differing_from_expect": result.failing_checks,
            **_counts(result.total.counts),
        },
        "sections": [{"name": s.name, **_counts(s.counts)} for s in result.sections],
        "targets": [
            {
                "name": target.name,
                "ranges": [{"range": s.name, **_counts(s.counts)} for s in target.spans],
                "total": _counts(target.total.counts),
            }
            for target in result.targets
        ],
    }


def _counts(counts: Counts) -> dict[str, int]:
    return {
        "clauses": counts.clauses,
        "cited_by_a_fact": counts.by_a_fact,
        "held_and_failed": counts.held_and_failed,
        "cited_by_a_scenario": counts.by_a_scenario,
    }
