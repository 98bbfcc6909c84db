"""What the engine returns: a verdict, its answer, its citations and its justification tree."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

YES = "yes"
NO = "no"
DEPENDS = "depends"
UNKNOWN = "unknown"


@dataclass(frozen=True)
class Citation:
    """A clause cited for a verdict."""

    rule: str
    text: str
    version: str
    facts: tuple[str, ...] = field(default=(), compare=False)  # the facts citing this clause

    def to_dict(self) -> dict[str, str]:
        return {"rule": self.rule, "text": self.text, "version": self.version}


@dataclass(frozen=True)
class Finding:
    """One fact evaluated in the situation: held, failed or not applicable, and why."""

    fact: str
    statement: str
    status: str
    reason: str
    rules: tuple[str, ...]
    excused_by: tuple[Finding, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "fact": self.fact,
            "statement": self.statement,
            "status": self.status,
            "reason": self.reason,
            "rules": list(self.rules),
            "excused_by": [child.to_dict() for child in self.excused_by],
        }


@dataclass(frozen=True)
class Verdict:
    """The answer to a question: verdict, explanation, citations and findings."""

    verdict: str
    answer: str
    rules_version: str
    citations: tuple[Citation, ...]
    findings: tuple[Finding, ...] = ()
    hints: tuple[str, ...] = ()
    kind: str = ""
    outcomes: tuple[str, ...] = field(default=())
    played: tuple[str, ...] = ()  # the actions applied before the question, in words

    @property
    def cited_rules(self) -> list[str]:
        return [citation.rule for citation in self.citations]

    @property
    def cited_facts(self) -> list[str]:
        """The ids of the facts the verdict rests on (those its citations come from)."""
        return list(dict.fromkeys(fact for c in self.citations for fact in c.facts))

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "answer": self.answer,
            "rules_version": self.rules_version,
            "kind": self.kind,
            "outcomes": list(self.outcomes),
            "actions": list(self.played),
            "citations": [citation.to_dict() for citation in self.citations],
            "facts": self.cited_facts,
            "findings": [finding.to_dict() for finding in self.findings],
            "hints": list(self.hints),
        }
