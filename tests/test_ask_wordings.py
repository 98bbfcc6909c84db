"""Many wordings of questions in the domain (tests/data/ask_wordings.yaml), answered
through the library API: right verdict, a right clause, and the expected reading."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.ask.answer import ask

CASES = Path(__file__).parent / "data" / "ask_wordings.yaml"


def _cases() -> list[Any]:
    cases = yaml.safe_load(CASES.read_text(encoding="utf-8"))["cases"]
    return [
        pytest.param(
            case,
            id=re.sub(r"[^a-z0-9]+", "-", case["q"].lower()).strip("-")[:70],
            marks=[pytest.mark.xfail(strict=True, reason=case["regressed"])]
            if "regressed" in case
            else [],
        )
        for case in cases
    ]


@pytest.mark.parametrize("case", _cases())
def test_wording(case: dict[str, Any]) -> None:
    answer = ask(case["q"])
    cited = [c["rule"] for c in answer.citations]
    assert answer.verdict == case["verdict"], f"{answer.understood} / {answer.answer}"
    if "cite_any" in case:
        assert set(cited) & set(case["cite_any"]), f"cited {cited}"
    if "reading" in case:
        assert answer.reading == case["reading"]
    assert answer.understood and not answer.understood.startswith("not understood")
