"""A FAQ topic page: the answered topic turned into the template's context.

The same context serves HTML (texts plain, escaped by jinja2; references linked) and
Markdown (texts escaped by ``judge.render.markdown``, the version title and a ruling's
address too, so no question, answer or rule text can smuggle markup or a
link into a page that a Markdown renderer would turn into HTML).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from judge.pages.contexts import (
    FaqAnswer,
    FaqExample,
    FaqQuoted,
    FaqRuling,
    FaqTopicPage,
    Link,
    VersionEntry,
)
from judge.pages.faq.answers import AnsweredTopic, Citation, JudgedAnswer
from judge.pages.links import Resolver, RuleLinks, link_references
from judge.render import markdown

_Text = Callable[[str], str]


def faq_filename(version: str, topic: str) -> str:
    """Where a topic answered under ``version`` lives, relative to the site root."""
    return f"faq/{version}/{topic}.html"


#: Relative path from a topic page (faq/<version>/<topic>.html) to the site root.
FAQ_ROOT = "../../"


def html_page(answered: AnsweredTopic, version: VersionEntry, links: RuleLinks) -> FaqTopicPage:
    """The HTML context: clause numbers and references linked into ``version``."""
    resolve = links.resolver(version.id, FAQ_ROOT)

    def linked(text: str) -> str:
        return link_references(text, resolve)

    return _page(answered, version, FAQ_ROOT, text=linked, plain=str, href=resolve)


def standalone_page(answered: AnsweredTopic, version: VersionEntry) -> FaqTopicPage:
    """The HTML context for a page printed on its own: clause numbers are not links."""
    return _page(answered, version, "", text=str, plain=str, href=None)


def markdown_page(answered: AnsweredTopic, version: VersionEntry) -> FaqTopicPage:
    """The Markdown context: every text escaped for Markdown, numbers unlinked."""
    shown = replace(version, title=markdown.escape(version.title))
    return _page(
        answered,
        shown,
        "",
        text=markdown.escape,
        plain=markdown.escape,
        href=None,
        address=markdown.url,
    )


def _page(
    answered: AnsweredTopic,
    version: VersionEntry,
    root: str,
    *,
    text: _Text,
    plain: _Text,
    href: Resolver | None,
    address: _Text = str,
) -> FaqTopicPage:
    topic = answered.topic

    def number(citation: Citation) -> Link:
        if citation.version != answered.version:  # a partial version citing its base version
            return Link(label=f"{citation.rule} ({citation.version})", href="")
        target = href(citation.rule) if href is not None else None
        return Link(label=citation.rule, href=target or "")

    def answer(item: JudgedAnswer) -> FaqAnswer:
        return FaqAnswer(
            anchor=item.anchor,
            question=plain(item.question),
            verdict=plain(item.verdict),
            answer=text(item.answer),
            cites=[number(c) for c in item.citations],
        )

    example = None
    if topic.example is not None and answered.example is not None:
        example = FaqExample(
            title=plain(topic.example.title),
            setup=text(topic.example.setup),
            outcome=answer(answered.example),
        )
    return FaqTopicPage(
        title=plain(topic.title),
        root=root,
        topic=topic.id,
        version=version,
        summary=text(topic.summary),
        explanation=[text(paragraph) for paragraph in topic.explanation],
        quoted=[FaqQuoted(number(c), text(c.text)) for c in answered.quoted],
        answers=[answer(item) for item in answered.answers],
        example=example,
        rulings=[
            FaqRuling(plain(r.label), plain(r.quote), plain(r.title), plain(r.date), address(r.url))
            for r in topic.rulings
        ],
    )
