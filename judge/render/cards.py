"""Rendering `judge card` and `judge cards --coverage`: data in, strings out."""

from __future__ import annotations

import textwrap
from typing import Any

from judge.cards.abilities import Ability, Trigger, describe_ability
from judge.cards.catalog import Erratum
from judge.cards.report import CardReport, Coverage
from judge.cards.understood import COMPILED, NOT, PARTIAL, Sentence
from judge.engine.effects import Instruction
from judge.render.markdown import escape as md

WIDTH = 88
STATUS_WORDS = {COMPILED: "compiled", PARTIAL: "partly compiled", NOT: "not compiled"}


def card_dict(report: CardReport) -> dict[str, Any]:
    card, understood = report.match.card, report.understood
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
        "status": understood.status,
        "keywords": [
            {
                "keyword": k.keyword,
                "rule": k.clause.rule if k.clause else None,
                "text": k.clause.text if k.clause else None,
            }
            for k in report.keywords
        ],
        "sentences": [_sentence_dict(s) for s in understood.sentences],
        "card_rules": [dict(rule) for rule in understood.rules],
        "abilities": [_ability_dict(a) for a in understood.abilities],
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
    card, understood, version = report.match.card, report.understood, report.version
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
    lines.append(f"{STATUS_WORDS[understood.status]} ({_share(understood)} ability sentences).")
    for sentence in understood.sentences:
        lines.append(f"- {esc(sentence.text)} -> {esc(sentence.described())}")
    if understood.abilities:
        lines += ["", _heading("Compiled abilities", markdown)]
        lines += [f"- {esc(describe_ability(a))}" for a in understood.abilities]
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


def _ability_dict(ability: Ability) -> dict[str, Any]:
    trigger, cost = ability.trigger, ability.cost
    return {
        "kind": ability.kind,
        "sentences": list(ability.sentences),
        "trigger": _trigger_dict(trigger) if trigger else None,
        "also": [_trigger_dict(t) for t in ability.also],
        "replaces": ability.replaces or None,
        "condition": ability.condition or None,
        "cost": list(cost.parts) if cost else None,
        "timing": ability.timing or None,
        "restriction": ability.restriction or None,
        "optional": ability.optional,
        "compiled": ability.compiled,
        "unread": ability.unread or None,
    }


def _trigger_dict(trigger: Trigger) -> dict[str, Any]:
    return {
        "event": trigger.event,
        "whose": trigger.whose,
        "where": trigger.where or None,
        "when": trigger.when or None,
        "condition": trigger.condition or None,
        "if": trigger.intervening or None,
    }


def _sentence_dict(sentence: Sentence) -> dict[str, Any]:
    return {
        "text": sentence.text,
        "understood": sentence.understood,
        "card_rule": sentence.card_rule or None,
        "instructions": [_instruction(i) for i in sentence.instructions],
    }


def _instruction(instruction: Instruction) -> dict[str, Any]:
    return {
        "verb": instruction.verb,
        "words": instruction.words,
        "said": instruction.described(),
        "optional": instruction.optional,
        "cost": instruction.cost,
        "condition": instruction.condition or None,
        "reflexive": instruction.reflexive,
        "mentions": [
            {"noun": m.noun, "words": m.words, "role": m.role, "number": m.number}
            for m in instruction.mentions
        ],
    }


def _share(understood: Any) -> str:
    read = sum(s.understood for s in understood.sentences)
    return f"{read} of {len(understood.sentences)}"


def _heading(text: str, markdown: bool) -> str:
    return f"## {text}" if markdown else text + ":"


def _wrapped(text: str) -> list[str]:
    return textwrap.wrap(text, WIDTH) or [""]
