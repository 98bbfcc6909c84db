"""The search index the browser reads: one script per version, written at build time.

A page opened from ``file://`` cannot fetch JSON, so each index is a script that hands its
data to ``judgeSearch.register`` (assets/search.js). Entries are ``[rule, text]`` in source
order; the page of a clause follows from its number, as everywhere on the site.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from judge.rules.rulebook import Clause


def index_filename(version: str) -> str:
    """Where a version's index lives, relative to the site root."""
    return f"assets/index-{version}.js"


def index_script(version: str, clauses: Sequence[Clause]) -> str:
    """The script registering ``version``'s clauses with the in-browser search."""
    entries = [[clause.rule, clause.text] for clause in clauses if clause.text.strip()]
    payload = json.dumps({"version": version, "entries": entries}, ensure_ascii=False)
    # Rule text is data, never markup: no "<", ">" or "&" reaches the file as written.
    payload = payload.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f"judgeSearch.register({payload});\n"
