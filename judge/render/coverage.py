"""Rendering `judge coverage`: per section, each clause with its facts and scenarios."""

from __future__ import annotations

from typing import Any

from judge.engine.coverage import Section
from judge.errors import printable
from judge.render.markdown import escape as md

MAX_NAMED = 3


def coverage_text(sections: list[Section], version: str, markdown: bool = False) -> str:
    lines = [f"Coverage of the engine's areas in {version}", ""]
    uncovered: list[str] = []
    total = covered = 0
    for section in sections:
        lines.append(f"## {md(section.name)}" if markdown else section.name)
        for item in section.clauses:
            total += 1
            covered += item.covered
            if not item.covered:
                uncovered.append(item.clause.rule)
        lines += clause_lines(section, markdown)
        lines.append("")
    lines.append(f"{covered} of {total} clauses cited by a fact.")
    lines.append("Not covered yet: " + (", ".join(uncovered) or "none"))
    return "\n".join(lines)


def clause_lines(section: Section, markdown: bool = False) -> list[str]:
    """A line a clause: its number, the facts citing it and the first scenarios citing it."""
    lines = []
    for item in section.clauses:
        facts = ", ".join(item.facts) or "-"
        named = ", ".join(s.name for s in item.scenarios[:MAX_NAMED])
        more = len(item.scenarios) - MAX_NAMED
        scenarios = named + (f" (+{more})" if more > 0 else "") if named else "-"
        bullet = "- " if markdown else "  "
        scenarios = printable(scenarios)
        if markdown:
            facts, scenarios = md(facts), md(scenarios)
        lines.append(f"{bullet}{item.clause.rule:<12} facts: {facts}; scenarios: {scenarios}")
    return lines


def coverage_dict(sections: list[Section], version: str) -> dict[str, Any]:
    return {
        "rules_version": version,
        "sections": [
            {
                "name": section.name,
                "clauses": [
                    {
                        "rule": item.clause.rule,
                        "text": item.clause.text,
                        "facts": list(item.facts),
                        "scenarios": [s.name for s in item.scenarios],
                        "covered": item.covered,
                    }
                    for item in section.clauses
                ],
            }
            for section in sections
        ],
        "uncovered": [
            item.clause.rule for section in sections for item in section.clauses if not item.covered
        ],
    }
