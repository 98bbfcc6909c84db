"""Rendering `judge card` and `judge cards --coverage`: data in, strings out."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any

from judge.cards.kinds import COMPILED, NOT, PARTIAL, reading_status
from judge.render.markdown import escape as md

if TYPE_CHECKING:
    from judge.cards.catalog import Erratum
    from judge.cards.report import CardReport, Coverage
    from judge.cards.view import ReadingView

WIDTH = 88
STATUS_WORDS = {COMPILED: "compiled", PARTIAL: "partly compiled", NOT: "not compiled"}


def card_dict(report: CardReport) -> dict[str, Any]:
    card, reading = report.match.card, report.reading
    return {
        "rules_version": report.version,
        "query": report.match.query,
        "match": report.match.kind,
        "also_matching": [other.name for other in report.match.others],
        "name": card.name,
        "type": card.type,
        "text": card.text_under(report.version),
        "printed": card.printed,
        "erratum": _erratum(report.erratum),
        "later_erratum": _erratum(report.later_erratum),
        "later_erratum_from": report.later_erratum_from,
        "banned": report.banned,
        "banned_since": card.banned_since or None,
        "status": _status(reading),
        "keywords": [
            {
                "keyword": k.keyword,
                "rule": k.clause.rule if k.clause else None,
                "text": k.clause.text if k.clause else None,
            }
            for k in report.keywords
        ],
        "sentences": [_said_aside(s) for s in reading["sentences"]],
        "card_rules": reading["card_rules"],
        "abilities": [_said_aside(a) for a in reading["abilities"]],
        "rulings": [
            {
                "document": r.document,
                "source": r.source,
                "date": r.date,
                "heading": r.heading,
                "text": list(r.paragraphs),
            }
            for r in report.rulings
        ],
        "scenarios": [
            {"path": m.path, "title": m.title} for m in report.mentions if m.kind == "scenario"
        ],
        "faq": [{"path": m.path, "question": m.title} for m in report.mentions if m.kind == "faq"],
    }


def card_text(report: CardReport, markdown: bool = False) -> str:
    card, reading, version = report.match.card, report.reading, report.version
    esc = md if markdown else (lambda text: text)
    lines = []
    if said := report.match.said():
        lines.append(f"({esc(said)})")
    lines.append(("# " if markdown else "") + f"{esc(card.name)} ({esc(card.type)})")
    lines.append(f"Rules version {version}.")
    if report.banned:
        lines.append(f"Banned in sanctioned Constructed since {card.banned_since}.")
    lines += ["", *_wrapped(esc(card.text_under(version)) or "(no text)")]
    if report.erratum:
        lines.append(
            f"Official errata ({esc(report.erratum.document)}, {report.erratum.date}); "
            f"as printed: {esc(card.printed)}"
        )
    if (later := report.later_erratum) and (since := report.later_erratum_from):
        lines.append(
            f"As printed: an erratum of {later.date} ({esc(later.document)}) applies under "
            f"the rules version current that day ({since}) and every later one: "
            f"{esc(later.text)}"
        )
    lines += ["", _heading("What the card-text reading understood", markdown)]
    lines.append(f"{STATUS_WORDS[_status(reading)]} ({_share(reading)} ability sentences).")
    for sentence in reading["sentences"]:
        lines.append(f"- {esc(sentence['text'])} -> {esc(sentence['described'])}")
    if reading["abilities"]:
        lines += ["", _heading("Compiled abilities", markdown)]
        lines += [f"- {esc(a['described'])}" for a in reading["abilities"]]
    if report.keywords:
        lines += ["", _heading("Keywords and the clauses that define them", markdown)]
        for k in report.keywords:
            where = f"{k.clause.rule} {esc(k.clause.text)}" if k.clause else "no defining clause"
            lines.append(f"- {esc(k.keyword)}: {where}")
    if report.rulings:
        lines += ["", _heading("Official rulings", markdown)]
        for ruling in report.rulings:
            lines.append(f"- {esc(ruling.document)} ({ruling.date}), {esc(ruling.heading)}:")
            lines += [f"  {esc(p)}" for p in ruling.paragraphs]
    named = [m for m in report.mentions if m.kind == "scenario"]
    if named:
        lines += ["", _heading("Scenarios that name it", markdown)]
        lines += [f"- {esc(m.path)}: {esc(m.title)}" for m in named]
    faq = [m for m in report.mentions if m.kind == "faq"]
    if faq:
        lines += ["", _heading("FAQ answers that name it", markdown)]
        lines += [f"- {esc(m.path)}: {esc(m.title)}" for m in faq]
    return "\n".join(lines)


def coverage_dict(result: Coverage) -> dict[str, Any]:
    return {
        "rules_version": result.version,
        "cards": [
            {
                "name": card.card.name,
                "status": card.status,
                "not_understood": list(card.not_understood),
            }
            for card in result.cards
        ],
    }


def coverage_text(result: Coverage, markdown: bool = False, templates: int = 30) -> str:
    esc = md if markdown else (lambda text: text)
    counts = result.counts()
    total = len(result.cards)
    lines = [
        f"Cards under rules version {result.version}: {total}; "
        + ", ".join(f"{counts[s]} {STATUS_WORDS[s]}" for s in (COMPILED, PARTIAL, NOT))
        + " (docs/cards.md).",
    ]
    for status in (COMPILED, PARTIAL, NOT):
        cards = [card for card in result.cards if card.status == status]
        lines += ["", _heading(f"{STATUS_WORDS[status].capitalize()} ({len(cards)})", markdown)]
        if status == COMPILED:
            lines += _wrapped(", ".join(esc(card.card.name) for card in cards))
            continue
        for card in cards:
            lines.append(f"- {esc(card.card.name)}: " + " | ".join(map(esc, card.not_understood)))
    found = result.templates()
    lines += ["", _heading(f"Not understood, by template ({len(found)} templates)", markdown)]
    lines += [f"{count:5}  {esc(text)}" for text, count in found[:templates]]
    if len(found) > templates:
        lines.append(f"       ... {len(found) - templates} more (--format json lists every card)")
    return "\n".join(lines)


def list_dict(result: Coverage) -> dict[str, Any]:
    version = result.version
    return {
        "rules_version": version,
        "cards": [
            {
                "name": c.card.name,
                "type": c.card.type,
                "erratum": c.card.erratum_under(version) is not None,
                "banned": c.card.banned_under(version),
                "status": c.status,
            }
            for c in result.cards
        ],
    }


def list_text(result: Coverage, markdown: bool = False) -> str:
    esc = md if markdown else (lambda text: text)
    version = result.version
    lines = [f"{len(result.cards)} cards under rules version {result.version}:"]
    for c in result.cards:
        notes = [c.card.type]
        if c.card.erratum_under(version):
            notes.append("errata")
        if c.card.banned_under(version):
            notes.append("banned")
        lines.append(f"- {esc(c.card.name)} ({esc(', '.join(notes))})")
    return "\n".join(lines)


def _erratum(erratum: Erratum | None) -> dict[str, str] | None:
    if erratum is None:
        return None
    return {"text": erratum.text, "date": erratum.date, "document": erratum.document}


def _status(reading: ReadingView) -> str:
    return reading_status(s["understood"] for s in reading["sentences"])


def _share(reading: ReadingView) -> str:
    read = sum(s["understood"] for s in reading["sentences"])
    return f"{read} of {len(reading['sentences'])}"


def _said_aside(view: Any) -> dict[str, Any]:
    """A sentence's or ability's view as JSON prints it: its description in words is the
    text's."""
    return {key: value for key, value in view.items() if key != "described"}


def _heading(text: str, markdown: bool) -> str:
    return f"## {text}" if markdown else text + ":"


def _wrapped(text: str) -> list[str]:
    return textwrap.wrap(text, WIDTH) or [""]
