"""The FAQ in the site: topic pages per complete version, and "Related FAQ" on clause pages.

Topics are answered by the engine under each complete version, so a v1.3 clause page lists
the questions whose v1.3 answers cite it, and links to the v1.3 page of the topic.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from judge.pages.contexts import FaqTopicPage, Link, RelatedQuestion, VersionEntry
from judge.pages.faq.answers import AnsweredTopic, Judge, answer_topic
from judge.pages.faq.pages import FAQ_ROOT, faq_filename, html_page
from judge.pages.faq.topics import Topic
from judge.pages.links import RuleLinks, page_of
from judge.pages.site.search_index import FaqEntry

#: Version id -> top-level number -> the questions citing a clause on that page.
Related = dict[str, dict[str, list[RelatedQuestion]]]


@dataclass
class SiteFaq:
    """Everything the site shows of the FAQ."""

    pages: list[tuple[str, FaqTopicPage]] = field(default_factory=list)
    related: Related = field(default_factory=dict)
    front: list[Link] = field(default_factory=list)
    topics: dict[str, list[Link]] = field(default_factory=dict)
    """Version id -> its topic pages (hrefs relative to the site root)."""
    search: dict[str, list[FaqEntry]] = field(default_factory=dict)
    """Version id -> every question and example answered there, for the site's search."""


def site_faq(
    topics: Sequence[Topic],
    judge: Judge | None,
    entries: Sequence[VersionEntry],
    links: RuleLinks,
    default_version: str,
) -> SiteFaq:
    """Answer every topic under every complete version; index the citations by page."""
    result = SiteFaq()
    if judge is None or not topics:
        return result
    for entry in entries:
        if not entry.complete:
            continue
        answered = [answer_topic(topic, entry.id, judge) for topic in topics]
        for topic in answered:
            path = faq_filename(entry.id, topic.topic.id)
            result.pages.append((path, html_page(topic, entry, links)))
            result.topics.setdefault(entry.id, []).append(Link(topic.topic.title, path))
            result.search.setdefault(entry.id, []).extend(
                (answer.question, answer.answer, f"{path}#{answer.anchor}")
                for answer in (*topic.answers, *([topic.example] if topic.example else []))
            )
        if entry.id == default_version:
            result.front = result.topics.get(entry.id, [])
        result.related[entry.id] = _related(answered, entry.id)
    return result


def _related(answered: list[AnsweredTopic], version: str) -> dict[str, list[RelatedQuestion]]:
    related: dict[str, list[RelatedQuestion]] = defaultdict(list)
    for topic in answered:
        href = f"{FAQ_ROOT}{faq_filename(version, topic.topic.id)}"
        for answer in (*topic.answers, *([topic.example] if topic.example else [])):
            pages: dict[str, list[str]] = defaultdict(list)
            for citation in answer.citations:
                pages[page_of(citation.rule)].append(citation.rule)
            for page, rules in pages.items():
                related[page].append(
                    RelatedQuestion(
                        question=answer.question,
                        href=f"{href}#{answer.anchor}",
                        cites=", ".join(rules),
                    )
                )
    return dict(related)
