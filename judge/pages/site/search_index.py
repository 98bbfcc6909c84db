"""The search index the browser reads: one script per version, written at build time.

A page opened from ``file://`` cannot fetch JSON, so each index is a script that hands its
data to ``judgeSearch.register`` (assets/search.js). Clause entries are ``[rule, text,
section]`` in source order, ``section`` being the heading whose section the clause opens or
belongs to ("Showdowns" for 341 to 346; empty for the rest); the page of a clause follows
from its number, as everywhere on the site. FAQ entries are ``[question, answer, href]``
(href relative to the site root), answered by the engine under that version.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from judge.rules.rulebook import Clause

#: A FAQ answer the search can find: the question, the engine's answer, where it is shown.
FaqEntry = tuple[str, str, str]


def index_filename(version: str) -> str:
    """Where a version's index lives, relative to the site root."""
    return f"assets/index-{version}.js"


def sections(clauses: Sequence[Clause]) -> list[str]:
    """For each clause, the heading of the section it is part of: the heading itself, and
    the top-level clauses after it up to the next heading (sub-clauses have their parents)."""
    found = []
    current = ""
    for clause in clauses:
        if clause.heading:
            current = clause.text.strip()
            found.append(current)
        elif "." not in clause.rule:
            found.append(current)
        else:
            found.append("")
    return found


def index_script(version: str, clauses: Sequence[Clause], faq: Sequence[FaqEntry] = ()) -> str:
    """The script registering ``version``'s clauses and FAQ answers with the search."""
    entries = [
        [clause.rule, clause.text, section]
        for clause, section in zip(clauses, sections(clauses), strict=True)
        if clause.text.strip()
    ]
    payload = json.dumps(
        {"version": version, "entries": entries, "faq": [list(entry) for entry in faq]},
        ensure_ascii=False,
    )
    # Rule text is data, never markup: no "<", ">" or "&" reaches the file as written.
    payload = payload.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f"judgeSearch.register({payload});\n"
