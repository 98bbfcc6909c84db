"""One verdict from each way a choice can go (judge/engine/branches.py `combined`): the rules
the unsaid XP spend, the unsaid optional costs and the unsaid entering ready share."""

from __future__ import annotations

from typing import Any

from judge.engine.branches import combined
from judge.engine.verdict import NO, UNKNOWN, YES, Citation, Finding, Verdict

WHY = (Citation("1.1", "The choice is the player's.", "v"),)


def _verdict(verdict: str, why: str, rule: str) -> Verdict:
    finding = Finding(f"fact.{rule}", why, "held", why, (rule,))
    answer = f"{verdict.capitalize()}. {why}."
    return Verdict(verdict, answer, "v", (Citation(rule, why, "v"),), (finding,), outcomes=(rule,))


def _same(agreed: Verdict, lines: str) -> str:
    return f"{agreed.answer} It is the same either way."


def _combined(ways: list[tuple[str, Verdict]], **kw: Any) -> Verdict:
    return combined(ways, WHY, depends="It depends on the choice.", same=_same, **kw)


A_YES = ("If A", _verdict(YES, "A holds", "2.1"))
B_YES = ("If B", _verdict(YES, "B holds", "2.2"))
B_NO = ("If B", _verdict(NO, "B fails", "2.2"))


def test_ways_that_differ_depend_on_the_choice_each_with_its_answer() -> None:
    verdict = _combined([A_YES, B_NO])
    assert verdict.verdict == "depends"
    assert verdict.answer == "It depends on the choice. If A: yes (A holds). If B: no (B fails)."
    assert verdict.cited_rules == ["1.1", "2.1", "2.2"]
    assert verdict.outcomes == ()


def test_a_way_not_answered_leaves_the_whole_not_answered() -> None:
    unknown = _verdict(UNKNOWN, "Not known", "3.1")
    assert _combined([A_YES, ("If B", unknown)]) is unknown


def test_the_same_verdict_every_way_is_the_way_taken_with_every_ways_reasons() -> None:
    verdict = _combined([A_YES, B_YES])
    assert (verdict.verdict, verdict.answer) == (YES, "Yes. A holds. It is the same either way.")
    assert verdict.cited_rules == ["1.1", "2.1", "2.2"]
    assert [f.fact for f in verdict.findings] == ["fact.2.1", "fact.2.2"]
    assert verdict.outcomes == ("2.1",)


def test_the_way_taken_alone_keeps_only_its_own_clauses_and_findings() -> None:
    verdict = _combined([A_YES, B_YES], taken=-1, alone=True)
    assert verdict.answer == "Yes. B holds. It is the same either way."
    assert verdict.cited_rules == ["2.2"]
    assert [f.fact for f in verdict.findings] == ["fact.2.2"]


def test_the_same_answer_every_way_is_given_as_it_is_unless_told_otherwise() -> None:
    assert _combined([A_YES, A_YES]) is A_YES[1]
    assert _combined([A_YES, A_YES], as_is=False).answer.endswith("It is the same either way.")


def test_a_value_is_the_whole_answer_only_when_every_way_gives_it() -> None:
    three = [("If A", _verdict("3 Might", "A", "2.1")), ("If B", _verdict("3 Might", "B", "2.2"))]
    assert _combined(three, taken=-1, alone=True).verdict == "3 Might"
    four = [three[0], ("If B", _verdict("4 Might", "B", "2.2"))]
    assert _combined(four, taken=-1, alone=True).verdict == "depends"


def test_some_way_yes_is_yes_when_the_choice_is_the_players() -> None:
    verdict = _combined([B_NO, A_YES], some_yes="Yes: the player can.")
    assert (verdict.verdict, verdict.answer) == (YES, "Yes: the player can. If A: yes (A holds).")
    assert verdict.cited_rules == ["1.1", "2.1"]
    assert _combined([B_NO, B_NO], some_yes="Yes: the player can.").verdict == NO
