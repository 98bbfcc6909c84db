"""Card text says whose units it means, seen from the controller of the card carrying it."""

from __future__ import annotations

import pytest

from judge.engine.state import CardRule

MATES = frozenset({"ally"})
CASES = [
    ("all", "you", "opponent", True),
    ("yours", "you", "you", True),
    ("yours", "you", "ally", False),
    ("friendly", "you", "ally", True),
    ("friendly", "you", "opponent", False),
    ("enemy", "you", "opponent", True),
    ("enemy", "you", "ally", False),
    ("enemy", "you", "you", False),
    ("enemy", None, "opponent", False),  # an uncontrolled battlefield: "you" is no one
    ("all", None, "opponent", True),
]


@pytest.mark.parametrize(("affects", "speaker", "player", "means"), CASES)
def test_speaks_of(affects: str, speaker: str | None, player: str, means: bool) -> None:
    rule = CardRule("can't", "move", affects=affects, speaker=speaker)
    mates = MATES if speaker == "you" else frozenset()
    assert rule.speaks_of(player, mates) is means
