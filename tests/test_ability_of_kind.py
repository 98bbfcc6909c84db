"""Whether a card has an ability of a kind (card.ability_of_kind): a keyword whose rules name
no kind of ability for it (Accelerate) settles "none" only for a kind its rules exclude."""

from __future__ import annotations

import pytest

from judge.engine.predicates import FAILED, HELD, NOT_APPLICABLE
from judge.engine.predicates.ability_kinds import card_ability_of_kind, unsettled_joined_kind
from judge.engine.questions import AbilityKind
from judge.engine.state import GameState

WHEN = (("triggered", "When I conquer, draw 1."),)


@pytest.mark.parametrize(
    ("asked", "abilities", "status"),
    [
        ("activated", WHEN, FAILED),  # 805.2.a: Accelerate is paid only as the unit is played
        ("activated", (), FAILED),
        ("passive", WHEN, NOT_APPLICABLE),  # 805.1.a, 805.2.b: not settled by the rules
        ("passive", (), NOT_APPLICABLE),
        ("triggered", (), FAILED),  # 805.1.a, 805.6: no trigger condition, enters ready
        ("triggered", WHEN, HELD),
    ],
)
def test_accelerate_settles_only_the_kinds_its_rules_exclude(
    asked: str, abilities: tuple[tuple[str, str], ...], status: str
) -> None:
    question = AbilityKind(
        "", asked, card="Test Unit", abilities=abilities, keywords=("Accelerate",)
    )
    assert card_ability_of_kind(GameState(), question).status == status


@pytest.mark.parametrize(
    ("text", "asked", "joined"),
    [
        ("When I conquer or when you play me, draw 1.", "conquer_effect", True),
        ("When you play me or when I hold, draw 1.", "play_effect", True),
        # the conquer is not the ability's own: not a conquer effect, joined or not
        ("When a unit conquers or when I hold, draw 1.", "conquer_effect", False),
        ("When I conquer, draw 1.", "conquer_effect", False),
        ("When I attack or when I hold, draw 1.", "attack_trigger", False),
    ],
)
def test_a_joined_condition_is_unsettled_only_with_the_abilitys_own_event(
    text: str, asked: str, joined: bool
) -> None:
    why = unsettled_joined_kind(AbilityKind(text, asked))
    assert bool(why) == joined
    assert "Condition" not in why  # the clause's wording differs by kind: not quoted
