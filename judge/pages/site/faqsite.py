"""The FAQ in the site: topic pages per complete version, and "Related FAQ" on clause pages.

Topics are answered by the engine under each complete version, so a v1.3 clause page lists
the questions whose v1.3 answers cite it, and links to the v1.3 page of the topic.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from judge.faq.topics import Topic
from judge.pages.contexts import (
    FaqAnswer,
    FaqRuling,
    FaqTopicPage,
    Link,
    RelatedQuestion,
    VersionEntry,
)
from judge.pages.faq.answers import AnsweredTopic, Judge, JudgedAnswer, answer_topic
from judge.pages.faq.pages import FAQ_ROOT, faq_filename, html_page, quick_filename
from judge.pages.links import RuleLinks, page_of
from judge.pages.site.search_index import FaqEntry
from judge.records import replace

#: Version id -> top-level number -> the questions citing a clause on that page.
Related = dict[str, dict[str, list[RelatedQuestion]]]
#: Version id -> top-level number -> the official rulings backing a clause on that page.
Rulings = dict[str, dict[str, list[FaqRuling]]]


@dataclass
class SiteFaq:
    """Everything the site shows of the FAQ."""

    pages: list[tuple[str, FaqTopicPage]] = field(default_factory=list)
    quick: list[tuple[str, FaqTopicPage]] = field(default_factory=list)
    """The printable quick reference of each topic, under each complete version."""
    related: Related = field(default_factory=dict)
    rulings: Rulings = field(default_factory=dict)
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
        shown: list[tuple[AnsweredTopic, FaqTopicPage]] = []
        for topic in answered:
            path = faq_filename(entry.id, topic.topic.id)
            quick = quick_filename(entry.id, topic.topic.id)
            page = replace(html_page(topic, entry, links), quick_href=f"{FAQ_ROOT}{quick}")
            shown.append((topic, page))
            result.pages.append((path, page))
            result.quick.append((quick, replace(page, full_href=f"{FAQ_ROOT}{path}")))
            result.topics.setdefault(entry.id, []).append(Link(topic.topic.title, path))
            result.search.setdefault(entry.id, []).extend(
                (answer.question, _searched(answer), f"{path}#{answer.anchor}")
                for answer in (*topic.answers, *([topic.example] if topic.example else []))
            )
        if entry.id == default_version:
            result.front = result.topics.get(entry.id, [])
        result.related[entry.id] = _related(shown, entry.id)
        result.rulings[entry.id] = _rulings(shown, entry.id)
    return result


def _searched(answer: JudgedAnswer) -> str:
    """What the search reads of an answer: the general answer and its worked example."""
    return " ".join(text for text in (answer.answer, answer.worked) if text)


def _related(
    shown: list[tuple[AnsweredTopic, FaqTopicPage]], version: str
) -> dict[str, list[RelatedQuestion]]:
    """Each answer, in full, under every clause page it cites (the page links are relative
    to the site root's grandchild, as the topic pages' are)."""
    related: dict[str, list[RelatedQuestion]] = defaultdict(list)
    for topic, page in shown:
        href = f"{FAQ_ROOT}{faq_filename(version, topic.topic.id)}"
        judged: list[JudgedAnswer] = [*topic.answers, *([topic.example] if topic.example else [])]
        rendered: list[FaqAnswer] = [
            *page.answers,
            *([page.example.outcome] if page.example else []),
        ]
        for answer, said in zip(judged, rendered, strict=True):
            pages: dict[str, list[str]] = defaultdict(list)
            for citation in answer.citations:
                pages[page_of(citation.rule)].append(citation.rule)
            for number, rules in pages.items():
                related[number].append(
                    RelatedQuestion(
                        question=answer.question,
                        href=f"{href}#{answer.anchor}",
                        here=", ".join(rules),
                        answer=said.rule,
                        worked=said.worked,
                        cites=said.cites,
                        sources=said.sources,
                        branches=said.branches,
                    )
                )
    return dict(related)


def _rulings(
    shown: list[tuple[AnsweredTopic, FaqTopicPage]], version: str
) -> dict[str, list[FaqRuling]]:
    """Each official ruling under every clause page holding a clause it backs."""
    rulings: dict[str, list[FaqRuling]] = defaultdict(list)
    for topic, page in shown:
        link = Link(topic.topic.title, f"{FAQ_ROOT}{faq_filename(version, topic.topic.id)}")
        for ruling in page.rulings:
            for number in dict.fromkeys(page_of(cite.label) for cite in ruling.cites):
                rulings[number].append(replace(ruling, topic=link))
    return dict(rulings)
