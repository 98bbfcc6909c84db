"""`judge faq` output: topics as Markdown, as one standalone HTML document, or as JSON."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from markupsafe import Markup

from judge.pages.contexts import FaqBook, VersionEntry
from judge.pages.environment import environment, templates_dir
from judge.pages.faq.answers import AnsweredTopic, Citation
from judge.pages.faq.pages import markdown_page, standalone_page
from judge.records import replace


def markdown(answered: list[AnsweredTopic], version: VersionEntry) -> str:
    """Each topic as a Markdown page, separated by a rule."""
    template = environment().get_template("faq_topic.md")
    pages = [template.render(page=markdown_page(topic, version)) for topic in answered]
    return "\n---\n\n".join(page.strip() + "\n" for page in pages)


def html(answered: list[AnsweredTopic], version: VersionEntry) -> str:
    """One HTML document, its CSS inline, holding every topic given."""
    css = Markup((Path(templates_dir()) / "assets" / "site.css").read_text(encoding="utf-8"))
    topics = [standalone_page(topic, version) for topic in answered]
    if len(topics) == 1:
        page = replace(topics[0], inline_css=css)
        return environment().get_template("faq_topic.html").render(page=page)
    book = FaqBook(title="Riftbound rules FAQ", root="", topics=topics, inline_css=css)
    return environment().get_template("faq_book.html").render(page=book)


def answers_dict(answered: list[AnsweredTopic]) -> dict[str, Any]:
    """Every answer as data (docs/faq.md): ``{"topics": [{"topic", "questions": [...]}]}``."""
    return {
        "topics": [
            {
                "topic": topic.topic.id,
                "title": topic.topic.title,
                "rules_version": topic.version,
                "questions": [
                    {
                        "question": answer.question,
                        "verdict": answer.verdict,
                        "answer": answer.answer,
                        "worked": answer.worked,
                        "branches": [
                            {"when": b.when, "verdict": b.verdict, "citations": _cited(cited)}
                            for b, cited in zip(
                                answer.branches, answer.branch_citations, strict=True
                            )
                        ],
                        "citations": _cited(answer.own),
                        "rulings": [
                            {"title": r.title, "date": r.date}
                            for r in dict.fromkeys(
                                topic.topic.rulings[i] for i in topic.sources(answer)
                            )
                        ],
                    }
                    for answer in topic.answers
                ],
            }
            for topic in answered
        ]
    }


def _cited(citations: Sequence[Citation]) -> list[dict[str, str]]:
    return [{"rule": c.rule, "text": c.text} for c in citations]
