"""Text made safe for Markdown: whatever a clause, a question or a data file says is shown
as written, never read as HTML, a link, emphasis or code by a Markdown renderer."""

from __future__ import annotations

import re
from urllib.parse import quote

_SPECIAL = re.compile(r"([\\`*_\[\]#|~])")
_LINE_START = re.compile(r"^(\s*)([-+>]|\d+[.)])(?=\s|$)", re.MULTILINE)


def escape(text: str) -> str:
    """``text`` as a Markdown renderer shows it: HTML special characters become entities,
    Markdown's own are backslash-escaped (also a list, quote or heading mark at a line's
    start), and a line break becomes a space (a text is one paragraph or table cell)."""
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    escaped = _SPECIAL.sub(r"\\\1", escaped)
    escaped = _LINE_START.sub(lambda m: f"{m[1]}{m[2][:-1]}\\{m[2][-1]}", escaped)
    return " ".join(escaped.splitlines()) if "\n" in escaped or "\r" in escaped else escaped


def url(address: str) -> str:
    """An address to put between ``<`` and ``>``: every character that could end the link
    or open markup (``<``, ``>``, spaces, quotes, backslashes) percent-encoded."""
    return quote(address, safe="/:?#[]@!$&'()*+,;=%-._~")
