"""The data of `judge fact ID` (its JSON shape, docs/facts.md): a fact the engine reasons
with, its clauses in the version asked and the official rulings that back it; rendered by
judge/render/facts.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.engine.facts import Fact, fact_book
from judge.faq.topics import rulings_by_fact
from judge.rules.rulebook import Clause, open_rulebook


def fact_report(fact_id: str, rules_version: str | None = None) -> dict[str, Any]:
    """The fact ``fact_id`` under ``rules_version`` (the default version when None): an
    unknown version or fact id is the user's error, raised naming the nearest ones."""
    rulebook = open_rulebook()
    version = rulebook.resolve_version(rules_version)
    fact = fact_book().require(fact_id)
    held = (rulebook.clause(version, rule) for rule in fact.clauses_in(version))
    clauses = [clause for clause in held if clause]
    rulings = [r.to_dict(r.facts) for r in rulings_by_fact([fact.id]).get(fact.id, ())]
    return fact_dict(fact, version, clauses, rulings)


def fact_dict(
    fact: Fact, version: str, clauses: Sequence[Clause], rulings: list[dict[str, Any]]
) -> dict[str, Any]:
    """The JSON shape: ``clauses`` the fact's clauses held in ``version``, ``rulings`` the
    rulings backing it as `Ruling.to_dict` gives them, each with every fact it backs."""
    return {
        "fact": fact.id,
        "statement": fact.statement,
        "side": fact.side,
        "judges": list(fact.judges),
        "rules_version": version,
        "citations": [{"rule": c.rule, "text": c.text, "version": c.version} for c in clauses],
        "clauses": {v: list(rules) for v, rules in fact.clauses.items()},
        "rulings": rulings,
    }
