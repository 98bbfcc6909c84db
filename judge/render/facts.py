"""`judge fact ID`: a fact (docs/facts.md) as text, Markdown or JSON: its statement, whose side
it takes, its clauses in each version (quoted in the version asked) and the official rulings
that back it. Data in, strings out."""

from __future__ import annotations

import textwrap
from typing import Any

from judge.render.markdown import escape as md
from judge.render.rulings import ruling_line, ruling_markdown

WIDTH = 88


def _wrap(text: str, indent: str = "") -> str:
    return textwrap.fill(text, WIDTH, initial_indent=indent, subsequent_indent=indent + "  ")


def fact_text(data: dict[str, Any]) -> str:
    lines = [data["fact"], "", _wrap(data["statement"]), "", f"Side: {data['side']}"]
    if data["judges"]:
        lines.append(f"Judges: {', '.join(data['judges'])}")
    lines += ["", f"Core Rules {data['rules_version']}:"]
    lines += [_wrap(f"{c['rule']}  {c['text']}", "  ") for c in data["citations"]]
    if not data["citations"]:
        lines.append("  (no clause of this version)")
    others = [(v, rules) for v, rules in data["clauses"].items() if v != data["rules_version"]]
    lines += [f"Core Rules {version}: {', '.join(rules)}" for version, rules in others]
    if data["rulings"]:
        lines.append("")
        lines.extend(_wrap(ruling_line(ruling)) for ruling in data["rulings"])
    return "\n".join(lines)


def fact_markdown(data: dict[str, Any]) -> str:
    lines = [f"**{md(data['fact'])}** {md(data['statement'])}", "", f"*Side:* {md(data['side'])}"]
    if data["judges"]:
        lines.append(f"*Judges:* {md(', '.join(data['judges']))}")
    lines += ["", f"Core Rules {md(data['rules_version'])}:", ""]
    lines += [f"- **{md(c['rule'])}** {md(c['text'])}" for c in data["citations"]]
    if not data["citations"]:
        lines.append("- (no clause of this version)")
    others = [(v, rules) for v, rules in data["clauses"].items() if v != data["rules_version"]]
    if others:
        lines.append("")
        lines += [f"Core Rules {md(v)}: {md(', '.join(rules))}" for v, rules in others]
    if data["rulings"]:
        lines += ["", "Official rulings:", ""]
        lines.extend(ruling_markdown(ruling) for ruling in data["rulings"])
    return "\n".join(lines)
