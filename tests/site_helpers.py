"""Reading a built site back: the ids and links of every page, for the site tests."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path


class PageParser(HTMLParser):
    """Collects a page's element ids and its links' hrefs."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.add(str(found["id"]))
        if tag == "a" and found.get("href"):
            self.hrefs.append(str(found["href"]))


def parse_site(root: Path) -> dict[Path, PageParser]:
    """Every HTML page under ``root``, parsed."""
    pages: dict[Path, PageParser] = {}
    for path in sorted(root.rglob("*.html")):
        parser = PageParser()
        parser.feed(path.read_text(encoding="utf-8"))
        pages[path.resolve()] = parser
    return pages
