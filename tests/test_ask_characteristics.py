"""The reader of questions about a keyword as a characteristic
(judge/ask/readings/characteristics.py) and the engine's `has_keyword`, `keyword_granted`
and `ability_kind` questions it builds: verdicts and deciding clauses, and the questions it
leaves alone."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.cards import load_cards
from judge.ask.readings.characteristics import (
    read_changed_keyword,
    read_has_keyword,
    read_keyword_granted,
    read_keyword_kind,
)

V13, V14 = "2026-03-30", "2026-07-16"


@pytest.mark.parametrize(
    ("question", "version", "verdict", "rule"),
    [
        ("Is Tank a passive ability?", V14, "yes", "815.1"),
        ("Is the Vision keyword a triggered ability?", V14, "yes", "817.1"),
        ("Would Deathknell be considered a passive ability?", V14, "no", "808.1"),
        ("Does Equip count as an activated ability?", V14, "yes", "818.1"),
        ("Is Shield 2 a triggered ability keyword?", V13, "no", "814.1"),
        ("Is Empower an activated ability?", V14, "yes", "827.1"),
        ("Does Alpha Wildclaw have Tank?", V14, "yes", "815.3"),
        ("Does my opponent's Deadbloom Predator have Deflect?", V13, "yes", "809.3"),
        ("Does Affectionate Poro count as a unit with Ganking?", V14, "no", "810.3"),
        ("Is Abandon a spell with Reaction?", V14, "yes", "813.5"),
        ("Does Cataclysmic Duel have Action?", V14, "no", "806.5"),
        ("Does Divining Shells have Action?", V14, "no", "806.1.d"),
        ("Does my opponent's Diana - Scorn of the Moon have Reaction?", V13, "no", "813.1.d"),
        ("Does Bushwhack have Reaction?", V14, "depends", "811.6"),
        ("Does an enemy Bushwhack have Reaction?", V13, "depends", "811.6"),
        ("Does Bandle Soldier have the Level keyword?", V14, "yes", "824.2"),
        ("Does Long Sword have Reaction?", V14, "yes", "819.1.b"),  # Quick-Draw's, inherently
        ("Does my opponent's Cloth Armor have the Reaction keyword?", V13, "yes", "819.1.b"),
        ("Is giving Tank to a unit that already has Tank redundant?", V14, "yes", "815.2"),
        (
            "Would granting Ganking to a unit which already has it be redundant?",
            V13,
            "yes",
            "810.2",
        ),
        ("Are multiple instances of Ambush redundant?", V14, "yes", "822.2"),
    ],
)
def test_a_keyword_question_is_judged(question: str, version: str, verdict: str, rule: str) -> None:
    answer = ask(question, version)
    cited = [c["rule"] for c in answer.citations]
    assert (answer.verdict, rule in cited) == (verdict, True), (question, answer.verdict, cited)


@pytest.mark.parametrize(
    "question",
    [
        # a real card's text gives it the keyword under a condition the engine does not read
        "Does Bilgewater Bully have Ganking?",
        # Flow and Empower are not keywords of v1.3
        "v1.3: Is Flow a passive ability?",
    ],
)
def test_what_the_engine_cannot_settle_is_unknown(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "Is Tank a passive ability or a triggered ability?",
        "Is Hidden a passive ability?",  # its rules name no such kind
        "Is Tank not a passive ability?",
        "Is Hunt a conquer effect?",
    ],
)
def test_kind_questions_outside_the_frames_are_left_alone(question: str) -> None:
    assert read_keyword_kind(question) is None


@pytest.mark.parametrize(
    "question",
    [
        "Does Alpha Wildclaw still have Tank after it moves?",
        "Does Alpha Wildclaw have Tank or Ganking?",
        "Does Alpha Wildclaw have Mighty?",
    ],
)
def test_has_keyword_questions_outside_the_frames_are_left_alone(question: str) -> None:
    assert read_has_keyword(question, load_cards(version=V14)) is None


@pytest.mark.parametrize(
    "question",
    [
        "Are two instances of Deflect redundant?",  # Deflect's are summed
        "Is giving Tank to a unit that already has Ganking redundant?",
    ],
)
def test_granted_questions_outside_the_frames_are_left_alone(question: str) -> None:
    assert read_keyword_granted(question) is None


@pytest.mark.parametrize(
    ("question", "version", "verdict", "rule"),
    [
        # an effect removed a printed keyword, or granted one: now, and once the turn ends
        (
            "An effect removed Tank from Horns of the Dragon. Does it still have Tank?",
            V14,
            "no",
            "801.3.b",
        ),
        ("If Horns of the Dragon loses Tank, does it still have it?", V13, "no", "801.3.b"),
        (
            "My spell gave Affectionate Poro Tank this turn. Does it have Tank?",
            V14,
            "yes",
            "801.3.a",
        ),
        (
            "An enemy spell took away Tank from my Horns of the Dragon until end of turn. "
            "Does it have Tank again once the turn ends?",
            V14,
            "yes",
            "815.3",
        ),
        # recalled, the unit stays on the board: the effect goes on, whatever its duration
        (
            "If my unit with a granted Tank is recalled, does it keep Tank?",
            V14,
            "yes",
            "458",
        ),
        (
            "If my Affectionate Poro with Tank from a spell is recalled, does it keep Tank?",
            V13,
            "yes",
            "453.1",
        ),
        (
            "An effect removed Tank from Horns of the Dragon and it was recalled. "
            "Does it still have Tank?",
            V14,
            "no",
            "801.3.b",
        ),
        # how long the effect lasts was not said: it decides, once the turn ends
        (
            "If Horns of the Dragon loses Tank, does it still have it after the turn ends?",
            V14,
            "depends",
            "801.3.b",
        ),
        (
            "If an effect gives my Affectionate Poro Tank, will it have Tank next turn?",
            V14,
            "depends",
            "815.3",
        ),
    ],
)
def test_a_keyword_an_effect_granted_or_removed_is_judged(
    question: str, version: str, verdict: str, rule: str
) -> None:
    answer = ask(question, version)
    cited = [c["rule"] for c in answer.citations]
    assert (answer.verdict, rule in cited) == (verdict, True), (question, answer.verdict, cited)


@pytest.mark.parametrize(
    "question",
    [
        "An effect removed Tank from Horns of the Dragon. Does it have Ganking?",
        "If Horns of the Dragon loses Tank, does Alpha Wildclaw have Tank?",
        "An effect removed Tank from Cataclysmic Duel. Does it still have Tank?",  # a spell
        "If Horns of the Dragon loses Tank after it moves, does it still have it?",
    ],
)
def test_changed_keyword_questions_outside_the_frames_are_left_alone(question: str) -> None:
    assert read_changed_keyword(question, load_cards(version=V14)) is None


@pytest.mark.parametrize(
    ("question", "no_duration", "this_turn"),
    [
        # a removal: no duration, it lasts while on the board; this turn, it expires then
        (
            "If Horns of the Dragon loses Tank, does it still have it after the turn ends?",
            {"801.3.b.2"},
            {"801.3.b.1", "317.2.c"},
        ),
        (
            "If an effect gives my Affectionate Poro Tank, will it have Tank next turn?",
            {"801.3.a.3"},
            {"801.3.a.2", "317.2.c"},
        ),
    ],
)
def test_how_long_a_keyword_effect_lasts_is_cited_in_each_branch(
    question: str, no_duration: set[str], this_turn: set[str]
) -> None:
    answer = ask(question, V14)
    cited = [{c["rule"] for c in branch["citations"]} for branch in answer.branches]
    assert answer.verdict == "depends"
    assert (no_duration <= cited[0], this_turn <= cited[1]) == (True, True), cited


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_a_made_up_gear_with_quick_draw_has_reaction(version: str) -> None:
    """819.1.b: cards with Quick-Draw have Reaction inherently, wherever they are."""
    answer = ask("Does a gear with Quick-Draw have Reaction?", version)
    assert answer.verdict == "yes", answer.answer
    assert "819.1.b" in [c["rule"] for c in answer.citations]


def test_another_keyword_of_a_made_up_gear_is_its_own_texts() -> None:
    assert ask("Does a gear with Quick-Draw have Action?").verdict == "unknown"
