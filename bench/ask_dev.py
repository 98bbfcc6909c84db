"""The share of the development questions `judge ask` answers right, leaves unknown, or
answers wrong, per topic: tests/data/ask-dev.yaml, tests/data/ask-community-dev.yaml,
tests/data/ask-paraphrase.yaml (five rewordings of each of 40 questions answered right),
tests/data/ask-rewordings.yaml (s24's rewordings of answered questions),
tests/data/ask-rewordings-s25.yaml (s25: players' wordings across the modelled areas) and the
held-out adversarial questions in tests/data/adversary-s22/, adversary-s23/, adversary-s24/,
adversary-s32/, adversary-s33/, adversary-s35/, adversary-s40/, adversary-s43/ and adversary-s44/.

Usage: python bench/ask_dev.py   Prints one table per set; exits 1 when any answer is wrong
(a verdict other than the case's, or no listed clause cited). "unknown" is never wrong: it
is the honest answer to a question the judge cannot read.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from judge.ask.answer import SEE_PARTS

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
SETS = (
    "ask-dev.yaml",
    "ask-community-dev.yaml",
    "ask-paraphrase.yaml",
    "ask-rewordings.yaml",  # s24: rewordings of answered questions, written before its work
    "ask-rewordings-s25.yaml",  # s25: players' wordings across the modelled areas
    "ask-rewordings-s26.yaml",  # s26: players' wordings, ten areas, written before its work
    "ask-rewordings-s27.yaml",  # s27: players' wordings, statements and negations, before work
    "ask-rewordings-s28.yaml",  # s28: players' wordings, "not", "before"/"after", before work
    "ask-rewordings-s29.yaml",  # s29: "after X", "while", another player's plays, 2v2/FFA turns
    "ask-rewordings-s30.yaml",  # s30: chain, costs, targeting, triggers, combat, keywords, turn
    "ask-rewordings-s31.yaml",  # s31: the same areas and real cards named, before its work
    "ask-rewordings-s32-chain.yaml",  # s32: chain, priority/Focus, costs, targets, before work
    "ask-rewordings-s32-combat.yaml",  # s32: combat, showdowns, scoring, keywords, before work
    "ask-rewordings-s33.yaml",  # s33: priority, Focus, chain, showdowns, combat timing, before work
    "ask-rewordings-s33-zones.yaml",  # s33: leaving the board, other zones, entering, before work
    "ask-rewordings-s35-modes.yaml",  # s35: 2v2 teammates, FFA3/FFA4 setup and combat, before work
    # Written by an adversarial session from the clause text alone (docs/second-reading/
    # adversary-s22.md): a measure of questions nobody on the reader's side has seen.
    "adversary-s22/questions.yaml",
    "adversary-s22/questions-v13.yaml",
    "adversary-s23/questions.yaml",  # adversary 8 (docs/second-reading/adversary-s23.md)
    "adversary-s23/questions-v13.yaml",
    "adversary-s24/questions.yaml",  # adversary 9 (docs/second-reading/adversary-s24.md)
    "adversary-s24/questions-v13.yaml",
    "adversary-s32/questions.yaml",  # adversary 10 (docs/second-reading/adversary-s32.md)
    "adversary-s32/questions-v13.yaml",
    "adversary-s33/questions.yaml",  # adversary 11 (docs/second-reading/adversary-s33.md)
    "adversary-s33/questions-v13.yaml",
    "adversary-s35/questions.yaml",  # adversary 12 (docs/second-reading/adversary-s35.md)
    "adversary-s35/questions-v13.yaml",
    "adversary-s40/questions.yaml",  # adversary 13 (docs/second-reading/adversary-s40.md)
    "adversary-s40/questions-v13.yaml",
    "adversary-s43/questions.yaml",  # adversary 14 (docs/second-reading/adversary-s43.md)
    "adversary-s43/questions-v13.yaml",
    "adversary-s44/questions.yaml",  # adversary 15 (docs/second-reading/adversary-s44.md)
    "adversary-s44/questions-v13.yaml",
)
OUTCOMES = ("right", "unknown", "wrong")


@dataclass(frozen=True)
class Case:
    question: str
    verdict: str
    cite_any: tuple[str, ...]
    version: str
    topic: str


def cases(path: Path) -> list[Case]:
    """Both layouts: ask-dev's ``sets`` of cases per rules version, or one version's cases."""
    raw: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    groups = raw.get("sets") or [raw]
    return [
        Case(
            c["q"],
            c["verdict"],
            tuple(c["cite_any"]),
            g["rules_version"],
            c.get("topic", "(no topic)"),
        )
        for g in groups
        for c in g["cases"]
    ]


def outcome(case: Case, verdict: str, cited: list[str]) -> str:
    if verdict in ("unknown", SEE_PARTS):  # no one verdict for the whole text
        return "unknown"
    right = verdict == case.verdict and set(cited) & set(case.cite_any)
    return "right" if right else "wrong"


def score(path: Path) -> dict[str, Counter[str]]:
    """Per topic, how many questions were answered right, unknown and wrong."""
    from judge.ask.answer import ask

    tally: dict[str, Counter[str]] = {}
    for case in cases(path):
        answer = ask(case.question, case.version)
        cited = [c["rule"] for c in answer.citations]
        tally.setdefault(case.topic, Counter())[outcome(case, answer.verdict, cited)] += 1
    return tally


def table(name: str, tally: dict[str, Counter[str]]) -> str:
    total: Counter[str] = sum(tally.values(), Counter())
    lines = [f"{name}: right / unknown / wrong, share of questions"]
    for topic, counts in [*sorted(tally.items()), ("total", total)]:
        n = sum(counts.values())
        shares = "  ".join(f"{counts[o] / n:6.1%}" for o in OUTCOMES)
        lines.append(f"  {topic:<26} {n:>4}  {shares}")
    return "\n".join(lines)


def main() -> int:
    wrong = 0
    for name in SETS:
        tally = score(DATA / name)
        print(table(name, tally))
        wrong += sum(counts["wrong"] for counts in tally.values())
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
