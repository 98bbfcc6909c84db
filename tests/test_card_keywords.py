"""Where a card writes a keyword (judge/engine/card_list.py): "[Action][>] ..." is an ability's
keyword, not the card's; "[Empowered][>] Text" is the card's own Empowered ability, whether it
has one being a characteristic of the card (empowered.characteristic)."""

from __future__ import annotations

from judge.engine.card_list import ability_keyword, has_empowered_ability
from judge.engine.judging import judge_document

V14 = "2026-07-16"


def test_an_empowered_ability_is_the_cards_own() -> None:
    # Baccai Witherclaw's real text: "[Empowered][>] ..."
    assert has_empowered_ability("Baccai Witherclaw", V14)
    assert not ability_keyword("Baccai Witherclaw", "Empowered", V14)


def test_a_card_with_an_empowered_ability_has_it_wherever_it_is() -> None:
    for zone in ("hand", "trash"):
        document = {
            "format": 2,
            "situation": {"cards": [{"name": "Baccai Witherclaw", "zone": zone, "type": "unit"}]},
            "question": {"has_keyword": {"card": "Baccai Witherclaw", "keyword": "Empowered"}},
        }
        verdict = judge_document(document, rules_version=V14)
        assert verdict.verdict == "yes", verdict.answer
        assert "written on one of its abilities" not in verdict.answer
