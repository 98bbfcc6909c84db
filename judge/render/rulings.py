"""Official rulings (the FAQ topics', docs/faq.md) as lines of an answer: data in, strings out.

A ruling is the JSON shape of `judge.faq.topics.Ruling.to_dict`.
"""

from __future__ import annotations

from typing import Any

from judge.render.markdown import escape as md
from judge.render.markdown import url


def ruling_line(ruling: dict[str, Any]) -> str:
    """ "Official ruling: Riftbound Core Rules Patch Notes (2025-10): Recalls are not moves."
    A FAQ's ruling names the question it answers before its answer."""
    asked = f', asked "{ruling["asked"]}"' if ruling["asked"] else ""
    return f"Official ruling: {ruling['title']} ({ruling['date']}){asked}: {ruling['quote']}"


def ruling_markdown(ruling: dict[str, Any]) -> str:
    """A list item: the title (linked to the document when it has an address), the date,
    the question a FAQ's ruling answers, and the quote; every text escaped."""
    title = md(ruling["title"])
    if ruling["url"]:
        title = f"[{title}]({url(ruling['url'])})"
    asked = f', asked "{md(ruling["asked"])}"' if ruling["asked"] else ""
    return f"- {title} ({md(ruling['date'])}){asked}: {md(ruling['quote'])}"
