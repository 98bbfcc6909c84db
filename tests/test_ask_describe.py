"""The "Understood as" line restates the scenario the engine was given."""

from __future__ import annotations

from judge.ask.describe import describe


def test_query_without_situation() -> None:
    assert describe({"question": {"is_move": "recall"}}) == "Is a recall a move?"


def test_situation_and_action() -> None:
    doc = {
        "situation": {
            "mode": "2v2",
            "combat": "battlefield 1",
            "battlefields": [{"name": "battlefield 1", "controller": "ally"}],
            "units": [{"name": "your unit", "played_this_turn": True, "keywords": ["Ganking"]}],
        },
        "question": {"standard_move": {"units": ["your unit"], "to": "battlefield 1"}},
    }
    text = describe(doc)
    assert text.startswith("a 2v2 game")
    assert "a combat is going on at battlefield 1" in text
    assert "battlefield 1 is controlled by ally" in text
    assert "your unit (with Ganking), played this turn, at its base" in text
    assert text.endswith("can your unit make a standard move to battlefield 1?")


def test_turned_round_question_says_so() -> None:
    doc = {"question": {"play": {"card": "your hidden card", "to": "your base"}}}
    assert "turned round" in describe(doc, invert=True)


def test_card_text_is_restated() -> None:
    doc = {
        "situation": {
            "battlefields": [
                {
                    "name": "Vilemaw's Lair",
                    "text": [{"effect": "can't", "action": "move", "from": "here", "to": "base"}],
                }
            ]
        },
        "question": {"standard_move": {"units": ["your unit"], "to": "your base"}},
    }
    assert "Vilemaw's Lair has the text \"units can't move from here to base\"" in describe(doc)


def test_event_queries_with_and_without_an_event() -> None:
    asked = describe({"question": {"after_combat": {"battlefield": "battlefield 1"}}})
    assert asked == "After the combat at battlefield 1, what happens?"
    event = {"battlefield": "battlefield 1", "event": "loses control"}
    assert "does this happen: loses control?" in describe({"question": {"next_cleanup": event}})
