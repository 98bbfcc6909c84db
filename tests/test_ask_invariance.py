"""Rewordings that never change an answer (issue 12): on every question of the dev set and
of tests/data/ask_wordings.yaml, a leading frame ("According to the rules,", "In my game,"),
an ordinary adverb, or a trailing "if X" turned into a leading statement ("X. Can ...?") or
a leading condition ("If X, can ...?") gives the same verdict as the question itself."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.ask.answer import ask

DATA = Path(__file__).parent / "data"
ADVERBS = ("honestly", "normally", "simply")
OPENINGS = frozenset({"can", "is", "does", "do", "must", "are", "what", "will"})


def _questions() -> list[Any]:
    dev = yaml.safe_load((DATA / "ask-dev.yaml").read_text(encoding="utf-8"))["sets"]
    wordings = yaml.safe_load((DATA / "ask_wordings.yaml").read_text(encoding="utf-8"))
    found = [(block["rules_version"], case["q"]) for block in dev for case in block["cases"]]
    found += [(None, case["q"]) for case in wordings["cases"]]
    return [
        pytest.param(version, q, id=re.sub(r"[^a-z0-9]+", "-", q.lower()).strip("-")[:60])
        for version, q in found
    ]


def variants(question: str) -> list[str]:
    """The question reworded in the ways that must not change its answer."""
    body = question.rstrip(" ?")
    lower = body if body.startswith("I ") else body[0].lower() + body[1:]
    found = [f"According to the rules, {lower}?", f"In my game, {lower}?"]
    found += [f"{body} {adverb}?" for adverb in ADVERBS]
    condition = re.match(r"^(.*?)\s+if\s+(.+)$", body, re.IGNORECASE)
    if condition and condition.group(1).split()[0].lower() in OPENINGS:
        asked, scene = condition.groups()
        found.append(f"{scene[0].upper()}{scene[1:]}. {asked}?")
        found.append(f"If {scene}, {asked[0].lower()}{asked[1:]}?")
    return found


@pytest.mark.parametrize(("version", "question"), _questions())
def test_rewording_keeps_the_answer(version: str | None, question: str) -> None:
    expected = ask(question, version).verdict
    changed = {v: ask(v, version).verdict for v in variants(question)}
    changed = {v: verdict for v, verdict in changed.items() if verdict != expected}
    assert not changed, changed


def test_a_noun_turned_into_a_pronoun_keeps_the_answer() -> None:
    for said, pronoun in [
        ("Can a unit move the turn it's played?", "A unit was played this turn. Can it move?"),
        ("Can a unit move the turn it's played?", "I played a unit this turn. Can I move it?"),
        ("Can I move a unit on my opponent's turn?", "It is my opponent's turn. Can I move it?"),
    ]:
        assert ask(pronoun).verdict == ask(said).verdict, pronoun
