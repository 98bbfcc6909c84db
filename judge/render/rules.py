"""Rendering clauses, search hits, diffs and version lists."""

from __future__ import annotations

import re
import textwrap
from typing import Any

from judge.render.markdown import escape as md
from judge.rules.diff import Pair, VersionDiff, word_diff
from judge.rules.rulebook import Clause, VersionInfo
from judge.rules.search import SearchResult

WIDTH = 88


def clause_dict(clause: Clause) -> dict[str, Any]:
    data: dict[str, Any] = {"rule": clause.rule, "text": clause.text}
    if clause.heading:
        data["heading"] = True
    if clause.duplicate:
        data["duplicate"] = clause.duplicate
    if clause.orphan:
        data["orphan"] = clause.orphan
    if clause.linked:
        data["text_from"] = {"rules_version": clause.same_as_version, "rule": clause.same_as}
    return data


def linked_note(clause: Clause) -> str:
    """How a partial version's clause shows text it does not hold itself."""
    if not clause.linked:
        return ""
    return f" [text of {clause.same_as_version} rule {clause.same_as}]"


#: The clauses under a clause in source order, each with its depth below it (1: a child).
Subtree = list[tuple[int, Clause]]


def rule_dict(
    clause: Clause, parents: list[Clause], subtree: Subtree, also: list[Clause]
) -> dict[str, Any]:
    data = clause_dict(clause)
    data["rules_version"] = clause.version
    data["parents"] = [clause_dict(c) for c in parents]
    data["children"] = _nested(subtree)
    if also:
        data["also_numbered"] = [clause_dict(c) for c in also]
    return data


def _nested(subtree: Subtree) -> list[dict[str, Any]]:
    """The flat subtree as nested "children" lists (a clause's children under it)."""
    top: list[dict[str, Any]] = []
    stack: list[tuple[int, list[dict[str, Any]]]] = [(0, top)]
    for depth, clause in subtree:
        while len(stack) > 1 and stack[-1][0] >= depth:
            stack.pop()
        node = clause_dict(clause)
        stack[-1][1].append(node)
        node["children"] = []
        stack.append((depth, node["children"]))
    _prune(top)
    return top


def _prune(nodes: list[dict[str, Any]]) -> None:
    for node in nodes:
        if node["children"]:
            _prune(node["children"])
        else:
            del node["children"]


def rule_text(clause: Clause, parents: list[Clause], subtree: Subtree, also: list[Clause]) -> str:
    lines = [f"{clause.rule}  (Core Rules {clause.version})"]
    if parents:
        lines.append(" > ".join(f"{p.rule} {p.text if p.heading else ''}".strip() for p in parents))
    lines.append("")
    lines.append(_wrap(clause.text + linked_note(clause)))
    if clause.orphan:
        lines.append(_wrap(f"(printed without its parent: {clause.orphan})"))
    for other in also:
        kind = "heading" if other.heading else "also printed"
        lines.append(_wrap(f"({kind} under this number: {other.text})"))
    if subtree:
        lines.append("")
        lines.extend(
            _wrap(f"{'  ' * (depth - 1)}{c.rule}  {c.text}", indent="  " * (depth + 1))
            for depth, c in subtree
        )
    return "\n".join(lines)


def rule_markdown(
    clause: Clause, parents: list[Clause], subtree: Subtree, also: list[Clause]
) -> str:
    crumbs = " › ".join(f"{p.rule} {md(p.text)}" if p.heading else p.rule for p in parents)
    lines = [f"### {clause.rule}", ""]
    if crumbs:
        lines += [f"*{crumbs}*", ""]
    lines += [md(clause.text + linked_note(clause)), ""]
    lines += [f"{'  ' * (depth - 1)}- **{c.rule}** {md(c.text)}" for depth, c in subtree]
    lines += ["", f"— Riftbound Core Rules, {md(clause.version)}"]
    return "\n".join(lines)


def history_dict(clauses: list[Clause]) -> dict[str, Any]:
    return {"history": [dict(clause_dict(c), rules_version=c.version) for c in clauses]}


def history_text(clauses: list[Clause]) -> str:
    lines = []
    previous: Clause | None = None
    for clause in clauses:
        same = previous is not None and previous.text == clause.text
        body = "(same text)" if same else clause.text + linked_note(clause)
        lines.append(_wrap(f"{clause.version}  {clause.rule:<10} {body}", indent=" " * 23))
        previous = clause
    return "\n".join(lines)


def history_markdown(clauses: list[Clause]) -> str:
    lines = ["| version | rule | text |", "|---|---|---|"]
    lines += [f"| {md(c.version)} | {c.rule} | {md(c.text)} |" for c in clauses]
    return "\n".join(lines)


def search_dict(found: SearchResult, version: str, query: str) -> dict[str, Any]:
    return {
        "query": query,
        "rules_version": version,
        "corrections": [{"typed": typed, "read": read} for typed, read in found.corrections],
        "ignored": found.ignored,
        "results": [
            dict(clause_dict(h.clause), score=round(h.score, 3), snippet=h.snippet)
            for h in found.hits
        ],
    }


def corrections_line(found: SearchResult) -> str | None:
    """What the search corrected, in the words typed: "Read 'shwodown' as 'showdown'."."""
    if not found.corrections:
        return None
    read = ", ".join(f"{_echo(t)!r} as {r!r}" for t, r in found.corrections)
    return f"Read {read}."


def _echo(query: str, limit: int = 80) -> str:
    """The user's search words as shown back: no control characters, cut short."""
    cleaned = re.sub(r"[\x00-\x1f\x7f]", "?", query)
    return cleaned if len(cleaned) <= limit else cleaned[:limit] + "..."


def search_text(found: SearchResult, version: str, query: str) -> str:
    note = corrections_line(found)
    lines = [note] if note else []
    if not found.hits:
        lines.append(f"No clause of the {version} Core Rules matches {_echo(query)!r}.")
        return "\n".join(lines)
    lines += [f"{len(found.hits)} clause(s) of the {version} Core Rules for {_echo(query)!r}:", ""]
    lines += [_wrap(f"{h.clause.rule:<12}{h.snippet}", indent=" " * 12) for h in found.hits]
    return "\n".join(lines)


def search_markdown(found: SearchResult, version: str, query: str) -> str:
    lines = [f"Search for *{md(_echo(query))}* in the Core Rules {md(version)}:", ""]
    note = corrections_line(found)
    if note:
        lines += [md(note), ""]
    lines += [f"- **{h.clause.rule}** {_marked_snippet(h.snippet)}" for h in found.hits]
    return "\n".join(lines)


def _marked_snippet(snippet: str) -> str:
    """A search snippet for Markdown: its text escaped, its [match] marks in bold."""
    return md(snippet).replace("\\[", "**").replace("\\]", "**")


def diff_dict(diff: VersionDiff) -> dict[str, Any]:
    return {
        "from": diff.old,
        "to": diff.new,
        "added": [clause_dict(c) for c in diff.added],
        "removed": [clause_dict(c) for c in diff.removed],
        "changed": [_pair_dict(p) for p in diff.changed],
        "renumbered": [
            {
                "from": p.old.rule,
                "to": p.new.rule,
                "text_changed": p.text_changed,
                "similarity": round(p.similarity, 3),
            }
            | ({"diff": marked(p)} if p.text_changed else {})
            for p in diff.renumbered
        ],
    } | ({"partial": list(diff.partial)} if diff.partial else {})


def partial_note(diff: VersionDiff) -> list[str]:
    """What a diff with a partial version compared, in plain words."""
    return [
        f"{side} is a partial version: only the {diff.held(side)} clauses it holds are "
        f"compared; a clause it does not hold is not counted as "
        f"{'removed' if side == diff.new else 'added'}."
        for side in diff.partial
    ]


def diff_text(diff: VersionDiff, *, markdown: bool = False) -> str:
    head = "## " if markdown else ""
    shown = md if markdown else str
    lines = [
        f"{head}Core Rules {shown(diff.old)} -> {shown(diff.new)}: {len(diff.added)} added, "
        f"{len(diff.removed)} removed, {len(diff.changed)} changed, "
        f"{len(diff.renumbered)} renumbered",
        *partial_note(diff),
    ]
    sections: list[tuple[str, list[str]]] = [
        ("Added", [f"+ {c.rule}  {shown(c.text)}" for c in diff.added]),
        ("Removed", [f"- {c.rule}  {shown(c.text)}" for c in diff.removed]),
        ("Changed", [f"~ {p.new.rule}  {shown(marked(p))}" for p in diff.changed]),
        (
            "Renumbered",
            [
                f"{p.old.rule} -> {p.new.rule}"
                + (f"  {shown(marked(p))}" if p.text_changed else "")
                for p in diff.renumbered
            ],
        ),
    ]
    for title, items in sections:
        if items:
            lines += ["", f"{'### ' if markdown else ''}{title}", ""]
            lines += [f"- {item}" if markdown else _wrap(item, indent="    ") for item in items]
    return "\n".join(lines)


def marked(pair: Pair) -> str:
    """Changed words marked as in a word diff: [-old-]{+new+}."""
    out = []
    for op, words in word_diff(pair.old.text, pair.new.text):
        out.append(words if op == "=" else f"[-{words}-]" if op == "-" else f"{{+{words}+}}")
    return " ".join(out)


def versions_dict(versions: list[VersionInfo], default: str) -> dict[str, Any]:
    return {
        "default": default,
        "versions": [
            {
                "id": v.id,
                "title": v.title,
                "last_updated": v.last_updated,
                "aliases": list(v.aliases),
                "clauses": v.clauses,
                "complete": v.complete,
            }
            for v in versions
        ],
    }


def versions_text(versions: list[VersionInfo], default: str, *, markdown: bool = False) -> str:
    rows = [("id", "aliases", "clauses", "status", "title")]
    for v in versions:
        status = ("complete" if v.complete else "partial") + (
            ", default" if v.id == default else ""
        )
        rows.append((v.id, ",".join(v.aliases) or "-", f"{v.clauses:,}", status, v.title))
    if markdown:
        lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(rows[0])]
        return "\n".join(lines + ["| " + " | ".join(map(md, r)) + " |" for r in rows[1:]])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join(
        "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows
    )


def _pair_dict(pair: Pair) -> dict[str, Any]:
    return {
        "rule": pair.new.rule,
        "old_text": pair.old.text,
        "new_text": pair.new.text,
        "diff": marked(pair),
    }


def _wrap(text: str, indent: str = "") -> str:
    return textwrap.fill(text, WIDTH, subsequent_indent=indent, break_on_hyphens=False) or text
