"""`judge ask` on a named card's ability that applies as it is looked at or revealed from a
deck (judge/ask/readings/card_deck.py), against a burn and a reveal: two rewordings of the
community question (Nocturne, Horrifying and Burn), and variants whose answer differs (the
card revealed, another card of the same template)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from tests.ask_helpers import asked

BURNED = ("440.1", "424.2", "424.2.a", "369.1", "370.1", "128.3")


@pytest.mark.parametrize(
    ("question", "verdict", "cite_any", "version"),
    [
        # the community question and two rewordings: burning is neither a look nor a reveal
        (
            "Nocturne, Horrifying can be banished and played as I look at or reveal it from "
            "the top of my deck. If Burn puts it into my trash, can I banish and play it?",
            "no",
            BURNED,
            "1.4",
        ),
        (
            "If Nocturne, Horrifying is burned from the top of my deck, can I banish it and "
            "play it?",
            "no",
            BURNED,
            "1.4",
        ),
        (
            "Nocturne - Horrifying lets me banish and play it as I look at or reveal it from "
            "the top of my deck. When an effect burns it, can I still banish and play it?",
            "no",
            BURNED,
            "1.4",
        ),
        # another card of the template: Undertitan's "As I'm revealed from your deck"
        ("If Undertitan is burned, does its ability still apply?", "no", BURNED, "1.4"),
        # the opposite situation: revealed from the top of the deck, the ability applies
        (
            "If an effect reveals Nocturne, Horrifying from the top of my deck, does its "
            "ability apply?",
            "yes",
            ("369.1",),
            "1.4",
        ),
        # revealed, whether it is banished is the player's choice, not carried out: never no
        (
            "If an effect reveals Nocturne, Horrifying from the top of my deck, can I banish "
            "and play it?",
            "unknown",
            (),
            "1.4",
        ),
        # the action by another player, said as a condition or as a statement, and the
        # ability named by the words of its own text (review-s35-cardsB item 7)
        (
            "If my opponent burns my Nocturne, Horrifying off the top of my deck, does its "
            "banish-and-play ability work?",
            "no",
            BURNED,
            "1.4",
        ),
        (
            "My opponent's spell burns my Undertitan from the top of my deck. Does its "
            "ability apply?",
            "no",
            BURNED,
            "1.4",
        ),
        (
            "In a 2v2 game my ally burns my Nocturne, Horrifying. Can I banish and play it?",
            "no",
            BURNED,
            "1.4",
        ),
        (
            "I reveal Nocturne, Horrifying from the top of my deck. Can its ability apply?",
            "yes",
            ("370.1.b.1",),
            "1.4",
        ),
        (
            "Nocturne, Horrifying is revealed by an effect from the top of my deck. Does its "
            "replacement ability work?",
            "yes",
            ("370.1.b.1",),
            "1.4",
        ),
        # not read: a reveal by another player ("As you ... reveal me"), a reveal from the
        # hand, an ability the question names otherwise than by its text
        (
            "My opponent reveals my Nocturne, Horrifying from the top of my deck. Does its "
            "ability apply?",
            "unknown",
            (),
            "1.4",
        ),
        (
            "I reveal Nocturne, Horrifying from my hand. Does its ability apply?",
            "unknown",
            (),
            "1.4",
        ),
        (
            "If my opponent burns my Nocturne, Horrifying off the top of my deck, does its "
            "other ability work?",
            "unknown",
            (),
            "1.4",
        ),
        # v1.3 has no Burn: not answered, never a guess
        (
            "If Nocturne, Horrifying is burned from the top of my deck, can I banish it and "
            "play it?",
            "unknown",
            (),
            "1.3",
        ),
    ],
)
def test_seen_from_deck(
    question: str, verdict: str, cite_any: tuple[str, ...], version: str
) -> None:
    asked(question, verdict, cites_any=cite_any, version=version)


@pytest.mark.parametrize(
    "question",
    [
        "If my opponent burns my Nocturne, Horrifying, can I still play it?",
        "If Nocturne, Horrifying is burned from the top of my deck, can I still play it?",
        "My opponent's spell burns my Nocturne, Horrifying. Can I play it?",
    ],
)
def test_can_i_play_it_asks_whether_the_ability_that_lets_you_play_it_applies(
    question: str,
) -> None:
    # review s35-late2 #8: not whether it is banished, but whether its "you may play me"
    # can be used: its ability does not apply to a card burned (neither looked at nor revealed)
    answer = ask(question)
    assert answer.verdict == "no", answer.answer
    assert "does not apply" in answer.answer and "banished" not in answer.answer
    assert answer.understood.endswith(": applies?")
    assert any("would let you play it applies" in note for note in answer.notes)
    assert {c["rule"] for c in answer.citations} & {"440.1", "424.2.a"}


def test_can_i_play_it_after_a_reveal_is_the_ability_applying() -> None:
    answer = ask(
        "If an effect reveals Nocturne, Horrifying from the top of my deck, can I play it?"
    )
    assert answer.verdict == "yes" and answer.understood.endswith(": applies?")
