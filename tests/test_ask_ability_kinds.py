"""The reader of questions about the kind of an ability (judge/ask/readings/ability_kinds.py)
and the engine's `ability_kind` question it builds: verdicts and deciding clauses, and the
questions it leaves alone."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.cards import load_cards
from judge.ask.readings.ability_kinds import read_ability_kind

V14 = "2026-07-16"


def _cited(question: str) -> tuple[str, list[str]]:
    answer = ask(question)
    return answer.verdict, [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        ('Is "When I attack, deal 1 to an enemy unit here" an attack trigger?', "yes", "383.4.e.1"),
        ("Is Crackshot Corsair's ability a defend trigger?", "no", "383.4.f"),
        ("Does 'When you play a spell, draw 1' count as a play effect?", "no", "383.4.a.4"),
        ("Would 'When you play me, draw 1' be considered a play effect?", "yes", "383.4.a.1"),
        ("Is 'When I hold, draw 2' a conquer trigger?", "no", "383.4.c"),
        ("Is Jae Medarda's ability a targeting effect?", "yes", "383.4.b.4"),
        ("Is '[2]: Draw 1' an activated ability?", "yes", "377.1"),
        ("Is '[2]: Draw 1' a triggered ability?", "no", "383.1"),
        ("Is 'At the end of your turn, ready 2 runes' a trigger?", "yes", "383.1"),
        ("Is 'I enter ready' a passive ability?", "yes", "364.2"),
        (
            "Is 'If an opponent controls a battlefield, I enter ready.' a conditional passive "
            "ability?",
            "yes",
            "364.3.a",
        ),
        # 364.3.a recognizes one by "if" or "while"; it does not say none without them.
        ("Is 'I enter ready' a conditional passive ability?", "unknown", "364.3.a"),
        ("Is 'When I move, draw 1' a conditional passive ability?", "no", "364.3.a"),
        ("Is 'When I move, draw 1' a replacement effect?", "no", "369.1"),
        # describing how its unit enters makes it one (369.3); acting once it has entered not
        ("Is 'I enter ready' a replacement effect?", "yes", "369.3"),
        ("Is 'When you play me, ready me' a replacement effect?", "no", "369.3"),
        (
            "Is 'If a friendly unit would die, kill this instead' a replacement effect?",
            "yes",
            "369.1",
        ),
        ("Is 'When I move, draw 1' a reflexive trigger?", "no", "387.1"),
    ],
)
def test_the_kind_of_an_ability_is_judged(question: str, verdict: str, rule: str) -> None:
    said, cited = _cited(question)
    assert (said, rule in cited) == (verdict, True), (question, said, cited)


@pytest.mark.parametrize(
    "question",
    [
        "Is Crackshot Corsair an attack trigger?",  # a card is not an ability
        "Is 'When I attack, draw 1' an attack trigger or a defend trigger?",
        "Is 'When I attack, draw 1' not an attack trigger?",
        "What kind of ability is 'When I attack, draw 1'?",
    ],
)
def test_questions_outside_the_frames_are_left_alone(question: str) -> None:
    assert read_ability_kind(question, load_cards(version=V14)) is None


@pytest.mark.parametrize(
    "question",
    [
        # a trigger phrase inside a sentence is not read whole by the compiler
        "Is 'While I am at a battlefield, when you play a spell, draw 1' a triggered ability?",
        # an attack of another unit: the rules structure attack triggers as "When I attack"
        "Is 'When a friendly unit attacks, draw 1' an attack trigger?",
    ],
)
def test_what_the_compiler_does_not_settle_is_unknown(question: str) -> None:
    assert ask(question).verdict == "unknown"


# A condition joining a play, targeting, conquer or hold effect's event with another: v1.4
# defines those effects by what their condition "includes" (383.4.a-d); v1.3 by a condition
# "that" (or "of") the event, which leaves such a condition open. An attack or defend trigger
# is one that triggers as the unit gains its designation (383.4.e-f, both versions).
JOINED_INCLUDED = [
    ("Is Ornn, Blacksmith's ability a hold effect?", "383.4.d"),
    ("Is 'When I conquer or hold, draw 1' a hold effect?", "383.4.d"),
    ("Is 'When I hold or conquer, draw 1' a conquer effect?", "383.4.c"),
    ("Is 'When I hold or when you play me, draw 1' a play effect?", "383.4.a"),
    ("Is 'When you play me or when you choose me, draw 1' a targeting effect?", "383.4.b"),
]
JOINED_TRIGGERS = [
    ("Is 'When I conquer or attack, draw 1' an attack trigger?", "383.4.e"),
    ("Is 'When I move or defend, draw 1' a defend trigger?", "383.4.f"),
    # "When you choose a [Game Object]" (383.4.b.1)
    ("Is 'When you choose a friendly unit, draw 1' a targeting effect?", "383.4.b.1"),
]


@pytest.mark.parametrize(
    ("question", "rule", "version"),
    [(q, r, V14) for q, r in JOINED_INCLUDED]
    + [(q, r, v) for q, r in JOINED_TRIGGERS for v in (V14, "2026-03-30")],
)
def test_an_alternative_of_a_condition_makes_the_named_trigger(
    question: str, rule: str, version: str
) -> None:
    answer = ask(question, version)
    cited = [c["rule"] for c in answer.citations]
    assert (answer.verdict, rule in cited) == ("yes", True), (question, version, cited)


@pytest.mark.parametrize(("question", "rule"), JOINED_INCLUDED)
def test_a_joined_condition_is_not_settled_under_v1_3(question: str, rule: str) -> None:
    answer = ask(question, "2026-03-30")
    assert answer.verdict == "unknown", (question, answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "Is 'When I move or conquer, draw 1' a hold effect?",
        "Is 'When I hold or when you play me, draw 1' an attack trigger?",
    ],
)
def test_a_condition_with_no_such_alternative_is_not_the_named_trigger(question: str) -> None:
    assert ask(question).verdict == "no"


def test_the_other_wordings_of_do_one_of_the_following_are_not_judged_not_reflexive() -> None:
    # v1.4 387.1.b: "Do X of the following", "Do the following"; v1.3 does not name them
    assert ask("Is 'When I move, do the following: draw 1' a reflexive trigger?").verdict != "no"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does Blood Rose have an activated ability?", "yes"),
        ("Does Blood Rose have a passive ability?", "no"),
        ("Does Akali, Silent have a passive ability?", "yes"),
        ("Does Arena Bar have any triggered abilities?", "no"),
        ("Does Cursed Sarcophagus have a triggered ability?", "yes"),
        # its [Deflect] is a passive ability keyword (809.1), its other ability a passive one
        ("Does Allay, Eager Admirer have an activated ability?", "no"),
        ("Does Allay, Eager Admirer have a triggered ability?", "no"),
        # its [Accelerate] is an optional additional cost with no function on the board, no
        # activated ability (805.2, 805.3, 377.1), with no trigger condition no triggered one
        # (805.1.a, 805.6); whether it is a passive one is not settled
        ("Does Armed Assailant have an activated ability?", "no"),
        ("Does Armed Assailant have a passive ability?", "unknown"),
        ("Does Armed Assailant have a triggered ability?", "yes"),  # [Weaponmaster], 821.1
        ("Does Blazing Scorcher have a triggered ability?", "no"),  # [Accelerate] alone
    ],
)
def test_a_cards_abilities_of_a_kind(question: str, verdict: str) -> None:
    said, rules = _cited(question)
    assert said == verdict
    if verdict != "unknown":
        assert "362" in rules


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("Does Allay, Eager Admirer have an activated ability?", "809.1"),
        ("Does Armed Assailant have a triggered ability?", "821.1"),
        ("Does Armed Assailant have an activated ability?", "805.3"),
    ],
)
def test_a_cards_keyword_settles_its_kind_by_its_own_clause(question: str, rule: str) -> None:
    assert rule in _cited(question)[1]


def test_a_keyword_of_no_kind_leaves_the_answer_unknown_saying_why() -> None:
    answer = ask("Does Armed Assailant have a passive ability?").answer
    assert "[Accelerate] is not an activated ability" in answer
    assert "not encoded" not in answer
