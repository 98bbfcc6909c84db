"""The "Understood as" line restates the scenario the engine was given, in the controlled
English that `judge ask` reads back (tests/test_ask_controlled.py)."""

from __future__ import annotations

from judge.ask.describe import describe


def test_query_without_situation() -> None:
    text = describe({"question": {"is_move": "recall"}})
    assert text == "a 1v1 game: is a recall a move?"


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
    assert text.startswith("a 2v2 game; it is your main phase")
    assert "; a combat at battlefield 1;" in text
    assert "battlefields: battlefield 1 (controlled by ally)" in text
    assert "units: your unit (at its base, played this turn, with Ganking)" in text
    assert text.endswith(": can your unit make a standard move to battlefield 1?")


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
    said = "Vilemaw's Lair (text \"units can't move from here to base\")"
    assert said in describe(doc)


def test_event_queries_with_and_without_an_event() -> None:
    asked = describe({"question": {"after_combat": {"battlefield": "battlefield 1"}}})
    assert asked.endswith(
        ": after the combat at battlefield 1 resolves, what happens at battlefield 1?"
    )
    event = {"battlefield": "battlefield 1", "event": "loses control"}
    asked = describe({"question": {"next_cleanup": event}})
    assert asked.endswith(
        ": after a cleanup runs, does this happen at battlefield 1: loses control?"
    )


def test_a_name_that_would_read_as_words_of_the_language_is_quoted() -> None:
    doc = {
        "situation": {"units": [{"name": "Test Unit A"}, {"name": 'Say "hi"'}]},
        "question": {
            "move_effect": {"units": ["Test Unit A"], "card": "Ride the Wind", "to": "base"}
        },
    }
    text = describe(doc)
    assert r'units: "Test Unit A" (at its base), "Say \"hi\"" (at its base)' in text
    assert 'can "Ride the Wind" move "Test Unit A" to base?' in text
