"""The card list in the site: one page (cards.html) and the search's card names.

Cards come from the bundled list (rules_data/cards/cards.tsv, docs/rules-data.md): each
card's name, type and text, the official errata's text where there is one. Cards are the
same under every rules version, so the search reads them from one script
(assets/cards.js) beside the version's index.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from judge.convert.cards import COLUMNS
from judge.pages.contexts import CardRow
from judge.paths import rules_data_dir

CARDS_PAGE = "cards.html"
CARDS_SCRIPT = "assets/cards.js"


def card_rows(path: Path | None = None) -> list[CardRow]:
    """Every card of the bundled list, in name order, each with a unique anchor."""
    path = path or rules_data_dir() / "cards" / "cards.tsv"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    rows: dict[str, CardRow] = {}
    for line in lines:
        fields = line.split("\t")
        if line.startswith("#") or len(fields) != len(COLUMNS) or fields[0] == COLUMNS[0]:
            continue
        name, card_type, printed, errata = fields
        anchor = "card-" + ("-".join(re.findall(r"[a-z0-9]+", name.lower())) or "x")
        if anchor in rows:
            continue
        rows[anchor] = CardRow(name, card_type, errata or printed, bool(errata), anchor)
    return sorted(rows.values(), key=lambda row: row.name.lower())


def cards_script(rows: list[CardRow]) -> str:
    """The script handing the card names to the search: ``[name, type, text, href]``."""
    payload = json.dumps(
        [[row.name, row.type, row.text, f"{CARDS_PAGE}#{row.anchor}"] for row in rows],
        ensure_ascii=False,
    )
    payload = payload.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f"window.judgeCards = {payload};\n"
