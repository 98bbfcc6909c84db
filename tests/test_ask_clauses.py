"""Questions in clauses: statements and conditions set the scene, the question asks, and
a "not" belongs to the clause it is in."""

from __future__ import annotations

import functools

import pytest

from judge.ask.answer import ask
from judge.ask.clauses import asks, effect_named, split, subject_named
from judge.ask.lexicon import load_lexicon
from judge.ask.parse import opens_question, says_nothing
from judge.render.ask import answer_text

OPENS = functools.partial(opens_question, load_lexicon())


@pytest.mark.parametrize(
    ("text", "question", "context", "frames"),
    [
        ("A spell is on the chain. Can I move?", "Can I move?", ["A spell is on the chain."], []),
        ("When my unit moves, does a combat start?", "does a combat start?", ["my unit moves"], []),
        ("In my game, if I move, what happens?", "what happens?", ["I move"], ["In my game"]),
        ("Can I move? It is my turn.", "Can I move?", ["It is my turn."], []),
        ("When do units get recalled?", "When do units get recalled?", [], []),
        ("move a unit, can I?", "move a unit, can I?", [], []),
        ("In 2v2, my ally is there. Can I move?", "Can I move?", ["my ally is there."], ["In 2v2"]),
        ("Has a recalled unit moved?", "Did a recalled unit moved?", [], []),
        ("When it is recalled, has it moved?", "Did it moved?", ["it is recalled"], []),
        ("In 2v2, has my unit moved?", "Did my unit moved?", [], ["In 2v2"]),
        ("My unit was recalled: has it moved?", "Did it moved?", ["My unit was recalled"], []),
        ("My unit has Ganking. Can it move?", "Can it move?", ["My unit has Ganking."], []),
        ("Has anyone moved?", "Has anyone moved?", [], []),
        ("Suppose my unit was played. Can it move?", "Can it move?", ["my unit was played."], []),
        ("Imagine that a spell is on. Can I move?", "Can I move?", ["a spell is on."], []),
        ("Say I played a unit, can it move?", "can it move?", ["I played a unit"], []),
        ("What if a combat is on, can I move?", "can I move?", ["a combat is on"], []),
        # a clause set off by commas describes what its condition named
        ("If I control Test Helm, which says what spells cost, can I move?", "can I move?",
         ["I control Test Helm, which says what spells cost"], []),
    ],
)  # fmt: skip
def test_split(text: str, question: str, context: list[str], frames: list[str]) -> None:
    clauses = split(text, OPENS)
    assert (clauses.question, clauses.context, clauses.frames) == (question, context, frames)


def test_a_leading_statement_sets_the_scene() -> None:
    answer = ask("There is a spell on the chain. Can I move a unit?")
    assert (answer.verdict, answer.reading) == ("no", "standard_move")
    assert "144.1.b" in [c["rule"] for c in answer.citations]


def test_when_x_does_y_asks_does_y() -> None:
    answer = ask("When my unit moves to a battlefield my opponent controls, does a combat start?")
    assert answer.reading == "after_move" and answer.verdict in ("yes", "no")


def test_what_a_card_says_is_not_the_question_negated() -> None:
    said = ask("Can a recall be stopped by an effect that says units can't move?")
    plain = ask("Can a recall be stopped by an effect that prevents movement?")
    assert said.verdict == plain.verdict == "no"


def test_a_not_in_a_condition_is_not_the_question_turned_round() -> None:
    answer = ask("If my unit is not stunned, is a recall a move?")
    assert answer.verdict == "unknown"
    assert "negation" in answer.answer


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("My unit isn't exhausted. Can it move to a battlefield?", "yes"),
        ("My unit is not ready. Can it move to a battlefield?", "no"),
        ("Can a unit that is not exhausted move to a battlefield?", "yes"),
    ],
)
def test_a_not_said_of_a_status_with_one_opposite_is_that_opposite(
    question: str, verdict: str
) -> None:
    said = ask(question)
    positive = question.replace("isn't exhausted", "is ready").replace("not ready", "exhausted")
    opposite = ask(positive)
    assert said.verdict == verdict and "144.2" in [c["rule"] for c in said.citations]
    if "that is" not in question:
        assert opposite.verdict == verdict


def test_a_leading_time_is_said_after_the_question() -> None:
    answer = ask("Before my opponent's unit resolves, can I respond to it?")
    assert answer.verdict == "no" and "337.2" in [c["rule"] for c in answer.citations]


def test_a_statement_joined_by_a_comma_sets_the_scene() -> None:
    joined = ask("My unit is exhausted, can it move to a battlefield?")
    assert joined.verdict == ask("My unit is exhausted. Can it move to a battlefield?").verdict
    assert joined.verdict == "no"


def test_controlling_no_battlefield_is_said_of_the_battlefield_asked() -> None:
    answer = ask("I don't control any battlefields. Can I hide a card at a battlefield?")
    assert answer.verdict == "no" and "421.1" in [c["rule"] for c in answer.citations]


def test_that_in_the_question_is_the_event_of_the_condition() -> None:
    answer = ask("If I play a unit to a battlefield, is that a move?")
    assert answer.verdict == "no" and answer.reading == "is_move"
    assert "446.2" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict", "controller"),
    [
        ("My opponent controls a battlefield. Can I move a unit there?", "yes", "opponent"),
        ("I control a battlefield. Can I hide a card with Hidden there?", "yes", "you"),
        ("Nobody controls the battlefield. Can I hide a card there?", "no", None),
    ],
)
def test_a_statement_of_control_and_there(question: str, verdict: str, controller: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    (field,) = answer.scenario["situation"]["battlefields"]
    assert field.get("controller") == controller


def test_a_statement_that_an_event_is_going_on_is_timing() -> None:
    for question in (
        "There is a showdown. Can I move a unit?",
        "Can I move a unit? There is a combat.",
    ):
        answer = ask(question)
        assert answer.verdict == "no" and "144.1.c" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("I played a unit this turn. Can that unit move?", "no"),
        ("I have a unit at a battlefield. Can that unit move to my base?", "yes"),
        ("I have a unit at a battlefield. Can it move to another battlefield?", "no"),
        ("I have a unit with Ganking at a battlefield. Can it move to another battlefield?", "yes"),
        ("I have a unit at a battlefield. Can it move?", "depends"),
    ],
)
def test_it_and_that_unit_are_the_unit_already_named(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert len(answer.scenario["situation"]["units"]) == 1


def test_a_statement_before_a_colon_sets_the_scene() -> None:
    clauses = split("My unit is exhausted: can it move?", OPENS)
    assert (clauses.question, clauses.context) == ("can it move?", ["My unit is exhausted"])
    assert ask("My unit is exhausted: can it move?").verdict == "no"


def test_a_leading_condition_after_a_colon_is_still_a_condition() -> None:
    """Found by tests/test_ask_compose.py: a frame with a colon, then "if X, ...?"."""
    question = "Quick question: if it is exhausted, can my unit move?"
    clauses = split(question, OPENS)
    assert clauses.question == "can my unit move?"
    assert ask(question).verdict == "no"


def test_what_a_card_says_is_never_silently_dropped() -> None:
    for question in (
        "My unit says it can't move: can it make a standard move?",
        "A battlefield says units can move here from anywhere: can my unit move there?",
    ):
        answer = ask(question)
        assert answer.verdict == "unknown", question
        assert "card text in a question is not read" in answer.answer


def test_two_questions_are_each_answered() -> None:
    answer = ask("Can I move a unit? Can I play a unit to my base?")
    assert [part["verdict"] for part in answer.parts] == ["yes", "yes"]
    assert answer.verdict == "yes" and "It asks 2 questions" in answer.answer


def test_a_later_question_is_not_answered_without_what_an_earlier_one_set_up() -> None:
    answer = ask(
        "Can I still conquer and hold battlefields while my opponent has Tianna? "
        "Do I get conquer and hold triggers?"
    )
    assert len(answer.parts) == 2 and answer.verdict == "unknown"
    assert "'tianna'" in answer.parts[1]["answer"]


@pytest.mark.parametrize(
    "setting",
    [
        "Suppose my unit was played this turn.",
        "Say my unit was played this turn.",
        "Imagine my unit was played this turn.",
        "Assume my unit was played this turn.",
        "Let's say my unit was played this turn.",
        "If my unit was played this turn.",
    ],
)
def test_a_supposition_sets_up_the_question_and_is_not_one(setting: str) -> None:
    assert not asks(setting, OPENS)
    answer = ask(f"{setting} Can it move?")
    assert not answer.parts and answer.verdict == "no"


def test_a_question_without_its_mark_is_still_one() -> None:
    assert asks("Can it move.", OPENS) and asks("If it is stunned, can it move.", OPENS)
    assert not asks("My unit is stunned.", OPENS)


def test_differing_parts_get_no_single_verdict() -> None:
    answer = ask("Can I move a unit? Is a recall a move?")
    assert [part["verdict"] for part in answer.parts] == ["yes", "no"]
    assert answer.verdict == "see parts" and "whose verdicts differ" in answer.answer
    assert answer_text(answer).startswith("SEE PARTS")


def test_an_event_at_a_place_is_at_that_place() -> None:
    answer = ask(
        "During a showdown at a battlefield where I have units, can I play an Ambush unit there?"
    )
    situation = answer.scenario["situation"]
    # yes while I have Focus, as the player who contested; no once it has passed on; on a
    # chain, yes while I hold priority (Ambush is played as a Reaction), no while my
    # opponent does (312)
    assert [branch["verdict"] for branch in answer.branches] == ["yes", "no", "yes", "no"]
    assert situation["showdown"] == answer.scenario["question"]["play"]["to"]
    combat = ask("During combat at a battlefield I control, can I move a unit?")
    assert combat.verdict == "no"
    (field,) = combat.scenario["situation"]["battlefields"]
    assert field["contested_by"] == "opponent"  # I control it: the other player attacks


def test_a_showdown_where_two_players_have_units_is_refused() -> None:
    answer = ask("There is a showdown at a battlefield I control. Can I hide a card there?")
    assert answer.verdict == "unknown" and "not one a game has" in answer.answer


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("My opponent has units at a battlefield. Can my unit move there?", "yes"),
        ("My opponent has a unit at a battlefield. Can I play a unit there?", "no"),
        ("In 2v2, my ally has units at a battlefield. Can I move a unit there?", "no"),
        # "there" is where the question's card goes: my unit there is not the one asked about
        ("I have a unit at a battlefield. Can I play an Ambush unit there?", "yes"),
    ],
)
def test_a_statement_of_whose_units_are_where(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    (field,) = answer.scenario["situation"]["battlefields"]
    assert any(u.get("at") == field["name"] for u in answer.scenario["situation"]["units"])


SAYS_NOTHING = functools.partial(says_nothing, load_lexicon())


@pytest.mark.parametrize(
    ("text", "question", "context"),
    [
        ("when my opponent plays a unit can i react", "can i react", ["my opponent plays a unit"]),
        ("after all players pass does it resolve", "does it resolve", ["all players pass"]),
        ("if a unit is exhausted can it move", "can it move", ["a unit is exhausted"]),
        ("if there is a spell on the chain can i", "can i", ["there is a spell on the chain"]),
        ("when do units get recalled", "when do units get recalled", []),
        ("if it moves", "if it moves", []),
    ],
)  # fmt: skip
def test_a_condition_no_comma_ends_ends_where_the_question_opens(
    text: str, question: str, context: list[str]
) -> None:
    clauses = split(text, OPENS)
    assert (clauses.question, clauses.context) == (question, context)


def test_a_leading_phrase_that_says_nothing_is_left_out() -> None:
    clauses = split("Quick question: can I move a unit?", OPENS, SAYS_NOTHING)
    assert (clauses.question, clauses.context) == ("can I move a unit?", [])
    assert clauses.said_nothing == ["Quick question"]
    kept = split("My unit is exhausted: can it move?", OPENS, SAYS_NOTHING)
    assert kept.context == ["My unit is exhausted"]


@pytest.mark.parametrize(
    ("text", "restated"),
    [
        ("My spell says 'Kill a unit'. Does it target the unit?",
         "Does a spell that says 'Kill a unit' target the unit?"),
        ("The card reads 'Kill all units'. Does the card target anything?",
         "Does a card that says 'Kill all units' target anything?"),
        ("My unit is exhausted. Does it move?", None),
        ("In 2v2, my spell says 'Kill a unit'. Does it target the unit?",
         "In 2v2, does a spell that says 'Kill a unit' target the unit?"),
        ("My spell says 'Kill a unit' and never uses the word target. Does it target the unit?",
         "Does a spell that says 'Kill a unit' and never uses the word target target the unit?"),
        ("My spell says kill a unit and draw 1. Does it target the unit?",
         "Does a spell that says 'kill a unit and draw 1' target the unit?"),
        ("My spell reads 'Kill a unit with 3 might or less'. Can I choose a unit with 5 might?",
         "Can I choose a unit with 5 might for a spell that says 'Kill a unit with 3 might or "
         "less'?"),
        ("My spell reads 'Kill a unit'. Can a unit with 5 might be chosen?",
         "Can a unit with 5 might be chosen for a spell that says 'Kill a unit'?"),
        ("My spell reads 'Kill a unit'. Can I move a unit?", None),
        ("2v2: my spell says 'Kill an enemy unit'. Is it legal to pick my teammate's unit?",
         "in 2v2, is it legal to pick my teammate's unit for a spell that says 'Kill an enemy "
         "unit'?"),
        ("A spell reads 'Kill all units'. Are the units targets?",
         "in a spell that says 'Kill all units', Are the units targets?"),
        ("My spell says 'Kill a unit'. My unit is exhausted. Does it target the unit?", None),
    ],
)  # fmt: skip
def test_it_is_the_effect_one_statement_quotes(text: str, restated: str | None) -> None:
    assert effect_named(split(text, OPENS)) == restated


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Quick question: does 'Kill all units at battlefields' target anything?", "no"),
        ("My spell says 'Kill all units at battlefields'. Does it target anything?", "no"),
        ("My spell says 'Kill a unit'. Does it target the unit?", "yes"),
        ("after all players pass priority does the chain resolve starting with the newest item",
         "yes"),
        ("In a 2v2, does my unit with 0 might die automatically?", "no"),
    ],
)  # fmt: skip
def test_reworded_as_players_write(question: str, verdict: str) -> None:
    assert ask(question).verdict == verdict


@pytest.mark.parametrize(
    ("text", "restated"),
    [
        ("When a unit enters the board, does it move?", "does a unit that enters the board move?"),
        ("If my unit dies, does it go to the trash?", "does my unit that dies go to the trash?"),
        ("If I play a unit, can it move?", None),  # the condition is about me, not the unit
        ("When a unit that moves dies, is it recalled?", None),
        ("In 2v2, when a unit enters the board, does it move?", None),
        ("If a unit can't move, can it be recalled?", None),  # a "not" stays the condition's
        ("When a unit is not exhausted, can it move?", None),
    ],
)  # fmt: skip
def test_it_is_the_thing_the_one_condition_is_about(text: str, restated: str | None) -> None:
    assert subject_named(split(text, OPENS), OPENS) == restated


def test_a_restatement_is_tried_only_when_the_question_is_not_read_and_is_noted() -> None:
    # The one-sentence restatement a "When X, does Y?" question would be tried as ...
    question = "When a unit enters the board, does it move?"
    assert subject_named(split(question, OPENS), OPENS) == "does a unit that enters the board move?"
    # ... is not needed since s29: the readers take the question as it is written (the
    # answer is the same), so no "read as" note is added, as for any question read directly.
    answer = ask(question)
    assert answer.verdict == "no" and "446.2" in [c["rule"] for c in answer.citations]
    for read_directly in (answer, ask("If my unit is exhausted, can it move?")):
        assert not any(note.startswith("read as") for note in read_directly.notes)


def test_a_question_word_joined_inside_a_statement_is_not_a_second_question() -> None:
    answer = ask("My unit has Assault 2 and is defending. Does it get the +2?")
    assert "two questions at once" not in answer.answer
    assert "two questions at once" in ask("Is a recall a move and does it exhaust?").answer


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("If my opponent counters my spell, does it go to my trash?", "yes"),
        ("If my opponent's spell is countered, does it go to their trash?", "yes"),
        # a countered card goes to its owner's trash: "my trash" of theirs is not read
        ("If my opponent's spell is countered, does it go to my trash?", "unknown"),
        ("If a spell is countered, does it go to my trash?", "unknown"),
    ],
)
def test_whose_trash_a_countered_spell_goes_to_agrees_with_whose_spell(
    question: str, verdict: str
) -> None:
    assert ask(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    ["Can I play Arise! during a showdown?", "Does Guards! go on the chain when I play it?"],
)
def test_a_card_name_ending_in_an_exclamation_mark_does_not_end_the_sentence(
    question: str,
) -> None:
    from judge.ask.clauses import sentences_of

    assert sentences_of(question) == [question]


def test_parts_one_of_them_unknown_are_headed_unknown_not_see_parts() -> None:
    """SEE PARTS says the answered parts' verdicts differ; a part not answered makes the
    text UNKNOWN, saying not all of its questions are answered."""
    answer = ask("Is a token a card? Can I move a token unit?")
    assert [part["verdict"] for part in answer.parts] == ["no", "unknown"]
    assert answer.verdict == "unknown" and "not all of them answered" in answer.answer


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        (
            "In 2v2, can my ally and I bring the same legend? The same battlefields?",
            "In 2v2, can my ally and I bring the same battlefields?",
        ),
        (
            "Can my teammate and I use the same legend in 2v2? And the same battlefields?",
            "Can my teammate and I use the same battlefields in 2v2?",
        ),
        # a phrase that shares only a determiner, or nothing, with the question before it is
        # not completed: what it replaces would be a guess
        ("Can a unit move to a battlefield? A gear?", "A gear?"),
        ("Can a unit move to a battlefield? What about gear?", "What about gear?"),
        # shared words must end in a word of comparison ("the same"), and what they replace
        # be a noun of a word or two (review-s38-team findings 4 and 5)
        ("Can a unit with Ganking move to another battlefield? A unit without Ganking?",
         "A unit without Ganking?"),
        ("In 2v2, can my ally and I bring the same legend? In 1v1?", "In 1v1?"),
        ("Can a unit at a battlefield move to a battlefield? At base?", "At base?"),
        # a follow-up that is a question of its own is taken as said
        ("Can I use the same legend? Can I use the same battlefields?",
         "Can I use the same battlefields?"),
    ],
)  # fmt: skip
def test_a_follow_up_said_as_a_phrase_is_completed_from_the_question_before(
    text: str, asked: str
) -> None:
    from judge.ask.clauses import questions_of

    assert questions_of(text, OPENS)[1][1] == asked


def test_the_seed_pages_2v2_legend_and_battlefields_question_is_no_and_no() -> None:
    """The seed topic page's "In 2v2, can my ally and I bring the same legend? The same
    battlefields?" ("No and no"): each part is its own team rule."""
    answer = ask("In 2v2, can my ally and I bring the same legend? The same battlefields?")
    assert [part["verdict"] for part in answer.parts] == ["no", "no"]
    assert answer.verdict == "no"
    cited = {c["rule"] for c in answer.citations}
    assert {"489.8.h", "489.8.i"} <= cited


@pytest.mark.parametrize(
    "question",
    [
        # "the same" target chosen in play, not the team's legend or battlefields for the game
        "In 2v2, can my ally and I target the same battlefield?",
        "In 2v2, can my ally and I target the same legend?",
        "In 2v2, can my ally and I target the same unit? The same battlefield?",
        "In 2v2, can my ally and I play the same card? The same battlefield?",
        "In 2v2, can my ally and I play the same battlefield?",
        # the same choice game after game, a duty, or "the same" as whom not said
        "In 2v2, can my ally use the same battlefield every game?",
        "In 2v2, can my ally use the same legend every game?",
        "In 2v2, are my ally and I required to use the same battlefields?",
        "Can my ally use the same battlefields?",
    ],
)
def test_the_same_legend_or_battlefields_not_chosen_by_a_team_is_not_the_team_rule(
    question: str,
) -> None:
    """Review-s38-team findings 1 to 3, 6 and 7: each was a NO citing the team rule."""
    assert ask(question).verdict == "unknown"
