"""The deck list of a ``deck_legal`` question (judge/engine/deck_list.py): names matched
against the card list, an unknown name refused naming its place; the card list's
supertype, domains and tags read as the deck facts need them."""

from __future__ import annotations

from typing import Any

import pytest

from judge.cards.catalog import load_catalog
from judge.engine.judging import judge_document
from judge.errors import DataError


def _deck(**changes: Any) -> dict[str, Any]:
    deck: dict[str, Any] = {
        "legend": "Jinx - Loose Cannon",
        "champion": "Jinx - Rebel",
        "main_deck": {"Abandon": 3},
        "runes": {"Fury Rune": 6, "Chaos Rune": 6},
        "battlefields": ["Abandoned Hall", "Altar of Blood", "Altar to Unity"],
    }
    return {"format": 2, "question": {"deck_legal": {**deck, **changes}}}


def test_a_name_the_card_list_lacks_is_refused_naming_its_place() -> None:
    with pytest.raises(DataError, match=r"main_deck > Abandn: no card named 'Abandn'.*Abandon"):
        judge_document(_deck(main_deck={"Abandn": 3}))


def test_a_subtitle_after_a_comma_names_the_same_card() -> None:
    verdict = judge_document(_deck(champion="jinx, rebel", main_deck={"Jinx - Rebel": 3}))
    assert verdict.verdict == "no"
    assert "4 copies of Jinx - Rebel" in verdict.answer


def test_the_card_list_gives_supertype_domains_and_tags() -> None:
    cards = {card.name: card for card in load_catalog()}
    assert cards["Tibbers"].supertype == "Signature"
    assert cards["Tibbers"].domains == ("Fury", "Chaos")
    assert cards["Tibbers"].tags == ("Annie",)
    assert cards["Abandoned Hall"].domains == ()  # colorless: no domain


def test_every_failing_requirement_is_cited() -> None:
    verdict = judge_document(_deck(runes={"Calm Rune": 11}))
    rules = {c.rule for c in verdict.citations}
    assert verdict.verdict == "no"
    assert {"103.2", "103.3.a", "103.3.a.1"} <= rules
