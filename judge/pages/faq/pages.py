"""A FAQ topic page: the answered topic turned into the template's context.

The same context serves HTML (texts plain, escaped by jinja2; references linked) and
Markdown (texts escaped by ``judge.render.markdown``, the version title and a ruling's
address too, so no question, answer or rule text can smuggle markup or a
link into a page that a Markdown renderer would turn into HTML).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from judge.pages.contexts import (
    BranchCites,
    Cite,
    FaqAnswer,
    FaqExample,
    FaqQuoted,
    FaqRuling,
    FaqSource,
    FaqTopicPage,
    Link,
    VersionEntry,
)
from judge.pages.faq.answers import AnsweredTopic, Citation, JudgedAnswer
from judge.pages.links import Resolver, RuleLinks, Titles, link_references
from judge.records import replace
from judge.render import markdown

_Text = Callable[[str], str]


def faq_filename(version: str, topic: str) -> str:
    """Where a topic answered under ``version`` lives, relative to the site root."""
    return f"faq/{version}/{topic}.html"


def quick_filename(version: str, topic: str) -> str:
    """Where a topic's printable quick reference lives, relative to the site root."""
    return f"quick/{version}/{topic}.html"


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")

SHORT_SENTENCE = 300
"""Characters of a yes-or-no answer's first sentence above which a quick reference gives the
verdict alone (with its clauses): a sentence is never cut, since the part that decides may
be anywhere in it."""


def short_answer(answer: str, branches: Sequence[str]) -> str:
    """The answer's first sentence (after a bare "Yes." or "No."), then the opening of each
    branch whose verdict differs ("Yes if it was played with Accelerate."), for the quick
    reference."""
    sentences = _SENTENCE_END.split(answer)
    first = (
        sentences[:2] if sentences[0] in ("Yes.", "No.") and len(sentences) > 1 else sentences[:1]
    )
    heads = [
        branch.split(":", 1)[0].rstrip(".") + "."
        for branch in branches
        if branch.startswith(("Yes if ", "No if "))  # a case with another verdict
    ]
    if first[0] in ("Yes.", "No.") and len(first) > 1 and len(first[1]) > SHORT_SENTENCE:
        first = first[:1]  # the verdict, its clauses cited beside it; the full page says why
    return " ".join([*first, *heads])


#: Characters of a quick reference's questions, short answers and key clauses above which its
#: print type steps down (judge/pages/templates/assets: ``.quick.dense``, ``.denser``,
#: ``.densest``).
QUICK_DENSITY = ((6_000, "densest"), (4_400, "denser"), (3_600, "dense"))
QUICK_ANSWER_ROOM = 100
"""Characters' worth of room each short answer takes beyond its words (its citation line and
the space above its question): 13 answers fill a sheet sooner than 13 clauses of the same
length."""
QUICK_ROOM = 7_000
"""Characters' worth of room (counted as above) one sheet holds in the densest print type:
key clauses beyond it are left to the full page (``quick_key``)."""


def quick_key(answered: AnsweredTopic) -> tuple[Citation, ...]:
    """The key clauses the quick reference quotes: most needed first, each one that still
    fits on the sheet beside the short answers, in the order the answers cite them."""
    room = QUICK_ROOM - quick_size(answered)
    kept: list[Citation] = []
    for clause in answered.key:
        if len(clause.text) <= room:
            kept.append(clause)
            room -= len(clause.text)
    return answered.key_shown(kept)


def quick_density(answered: AnsweredTopic) -> str:
    """The print density of the topic's quick reference, from how much room it takes."""
    size = quick_size(answered, quick_key(answered))
    return next((name for floor, name in QUICK_DENSITY if size > floor), "")


def quick_size(answered: AnsweredTopic, key: Sequence[Citation] = ()) -> int:
    """The room the quick reference's questions and short answers take, with ``key``."""
    return sum(
        QUICK_ANSWER_ROOM
        + len(item.question)
        + len(short_answer(item.answer, [b.said for b in item.branches]))
        for item in answered.answers
    ) + sum(len(clause.text) for clause in key)


#: Relative path from a topic page (faq/<version>/<topic>.html) to the site root.
FAQ_ROOT = "../../"


def html_page(answered: AnsweredTopic, version: VersionEntry, links: RuleLinks) -> FaqTopicPage:
    """The HTML context: clause numbers and references linked into ``version``."""
    resolve = links.resolver(version.id, FAQ_ROOT)
    titles = links.titles(version.id)

    def linked(text: str) -> str:
        return link_references(text, resolve, titles)

    return _page(answered, version, FAQ_ROOT, text=linked, plain=str, href=resolve, titles=titles)


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
    titles: Titles | None = None,
) -> FaqTopicPage:
    """``titles``: the text of a clause a ruling backs that no answer cites, for its hover
    and tap text (none: the number alone)."""
    topic = answered.topic

    def address_of(rule: str) -> str:
        return (href(rule) if href is not None else None) or ""

    def number(citation: Citation) -> Link:
        if citation.version != answered.version:  # a partial version citing its base version
            return Link(label=f"{citation.rule} ({citation.version})", href="")
        return Link(label=citation.rule, href=address_of(citation.rule))

    def cite(citation: Citation) -> Cite:
        link = number(citation)
        return Cite(link.label, link.href, plain(f"{citation.rule} {citation.text}"))

    def answer(item: JudgedAnswer) -> FaqAnswer:
        return FaqAnswer(
            anchor=item.anchor,
            question=plain(item.question),
            verdict=plain(item.verdict),
            answer=text(item.answer),
            cites=[cite(c) for c in (item.points[0][1] if item.points else item.own)],
            worked=text(item.worked),
            sources=list(
                dict.fromkeys(
                    FaqSource(plain(r.title), plain(r.date), address(r.url))
                    for r in (topic.rulings[i] for i in answered.sources(item))
                )
            ),
            short=text(short_answer(item.answer, [b.said for b in item.branches])),
            rule=text(item.rule),
            branches=[
                *(BranchCites("", [cite(c) for c in on], text(s)) for s, on in item.points[1:]),
                *(
                    BranchCites(plain(branch.heading), [cite(c) for c in cited], text(branch.said))
                    for branch, cited in zip(item.branches, item.branch_citations, strict=True)
                ),
            ],
        )

    cited = {c.rule: c for c in answered.quoted}

    def ruling_cites(rules: Sequence[str]) -> list[Cite]:
        return [cite(cited[rule]) if rule in cited else uncited(rule) for rule in rules]

    def uncited(rule: str) -> Cite:
        said = titles(rule) if titles is not None else None
        return Cite(rule, address_of(rule), plain(said) if said else "")

    example = None
    if topic.example is not None and answered.example is not None:
        example = FaqExample(
            title=plain(topic.example.title),
            setup=text(topic.example.setup),
            outcome=_on_the_board(answer(answered.example), text(answered.example.worked)),
        )
    return FaqTopicPage(
        title=plain(topic.title),
        root=root,
        topic=topic.id,
        version=version,
        summary=text(topic.summary),
        explanation=[text(paragraph) for paragraph in answered.explanation],
        quoted=[FaqQuoted(number(c), text(c.text), f"clause-{c.rule}") for c in answered.quoted],
        key=[FaqQuoted(number(c), text(c.text), f"key-{c.rule}") for c in answered.key_shown()],
        quick_key=[
            FaqQuoted(number(c), text(c.text), f"key-{c.rule}") for c in quick_key(answered)
        ],
        quick_density=quick_density(answered),
        answers=[answer(item) for item in answered.answers],
        example=example,
        rulings=[
            FaqRuling(
                plain(r.label),
                plain(r.quote),
                plain(r.title),
                plain(r.date),
                address(r.url),
                ruling_cites(rules),
                asked=plain(r.asked),
            )
            for r, rules in zip(topic.rulings, _backed(answered), strict=True)
        ],
    )


def _on_the_board(outcome: FaqAnswer, worked: str) -> FaqAnswer:
    """The worked example is about its board: the engine's answer to it is the answer."""
    return replace(outcome, answer=worked, worked="") if worked else outcome


def _backed(answered: AnsweredTopic) -> tuple[tuple[str, ...], ...]:
    return answered.backed or tuple(() for _ in answered.topic.rulings)
