"""The situation builder: readable names, modes, and the document's shape."""

from __future__ import annotations

from judge.ask.situation import Draft
from judge.engine.scenario import load_document


def test_names_and_document() -> None:
    situation = Draft()
    field = situation.battlefield(controller="opponent")
    first = situation.unit(at=field)
    second = situation.unit()
    theirs = situation.unit("opponent", at=field)
    assert (field, first, second, theirs) == (
        "battlefield 1", "your unit", "your unit 2", "opponent's unit"
    )  # fmt: skip
    doc = situation.document({"standard_move": {"units": [second], "to": field}})
    assert doc["situation"]["battlefields"] == [{"name": "battlefield 1", "controller": "opponent"}]
    load_document(doc)  # the engine's loader takes it as it is


def test_a_teammate_makes_it_2v2() -> None:
    situation = Draft()
    assert situation.player("teammate") == "ally"
    assert situation.mode == "2v2"
    assert situation.document({"is_move": "recall"})["situation"] == {"mode": "2v2"}


def test_nothing_set_means_no_situation() -> None:
    assert Draft().document({"is_move": "recall"}) == {"question": {"is_move": "recall"}}
