"""The resolve reader (judge/ask/readings/resolve.py): a triggered ability whose source
left, moved or changed before it resolved; who orders replacement effects; the rules of
resolving. Each frame is read only in full, and whose unit it is, when unsaid, is judged
both ways."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.engine.judging import judge_document
from tests.ask_helpers import asked

VI = (
    "Vi, Peacekeeper's attack trigger stuns an enemy unit here. If Vi is returned to her "
    "owner's hand before that trigger resolves, is an enemy unit still stunned?"
)


def _rules(answer) -> list[str]:  # type: ignore[no-untyped-def]
    return [c["rule"] for c in answer.citations]


def test_a_trigger_whose_source_left_the_board_finds_nothing_here() -> None:
    answer = ask(VI)
    assert answer.verdict == "no"
    assert {"359.3.f.2", "359.3.e.12"} <= set(_rules(answer))
    executes = answer.scenario["question"]["executes"]
    assert executes["source"] == executes["card"]
    assert executes["changes"] == [{"unit": executes["card"], "zone": "hand"}]


@pytest.mark.parametrize(
    "question",
    [
        # the question says the trigger does something its text does not
        VI.replace("stuns an enemy unit here", "kills an enemy unit here"),
        # asks about another result than the instruction's
        VI.replace("is an enemy unit still stunned", "is an enemy unit still killed"),
        # "Vi" is not the only unit it could be: another name is not the source
        VI.replace("If Vi is", "If Sett is"),
    ],
    ids=["other-verb", "other-result", "other-unit"],
)
def test_a_frame_read_only_in_full(question: str) -> None:
    assert ask(question).verdict == "unknown"


def test_a_move_triggers_battlefield_is_fixed_when_it_triggered() -> None:
    answer = ask(
        "If my opponent returns Irresistible Faefolk to my hand in response to its move "
        "trigger, is the enemy unit still moved to that battlefield?"
    )
    assert answer.verdict == "yes"
    assert "359.3.f.3" in _rules(answer)


def test_whose_unit_unsaid_is_judged_both_ways() -> None:
    answer = ask(
        "If two replacement effects would apply to the same unit dying, who chooses the order?"
    )
    assert answer.verdict == "depends"
    outcomes = sorted(b["outcome"] for b in answer.branches)
    assert outcomes == ["opponent", "you"]


def test_my_unit_is_mine() -> None:
    answer = ask(
        "Two replacement effects would apply to my unit dying. Who decides the order they apply in?"
    )
    assert answer.scenario["question"] == {"replacement_order": "your unit"}
    assert not answer.branches


def test_owner_and_controller_both_said_build_the_unit() -> None:
    """Both said (stop 43): the unit has that owner and controller, and 372 picks by version
    (the controller under v1.4, the owner under v1.3); this question was unknown before."""
    question = (
        "My opponent controls a unit I own. If two replacement effects would apply to it, "
        "who decides their order?"
    )
    assert ask(question).outcome == "opponent"
    assert ask(question, rules_version="2026-03-30").outcome == "you"


@pytest.mark.parametrize(
    ("version", "decides"), [("2026-07-16", "opponent"), ("2026-03-30", "you")]
)
def test_a_stolen_unit_is_ordered_by_its_controller_from_v1_4(version: str, decides: str) -> None:
    doc = {
        "format": 2,
        "rules_version": version,
        "situation": {"units": [{"name": "Jax", "owner": "you", "controller": "opponent"}]},
        "question": {"replacement_order": "Jax"},
    }
    assert judge_document(doc).verdict == decides


def test_v1_3_names_no_one_for_a_controlled_battlefield() -> None:
    doc = {
        "format": 2,
        "rules_version": "2026-03-30",
        "situation": {"battlefields": [{"name": "battlefield 1", "controller": "opponent"}]},
        "question": {"replacement_order": "battlefield 1"},
    }
    verdict = judge_document(doc)
    assert verdict.verdict == "unknown"
    assert "owns a battlefield" in verdict.answer


def test_still_played_only_when_the_targets_became_illegal() -> None:
    undone = "If none of a spell's instructions can be carried out, is it still considered played?"
    assert ask(undone).verdict == "unknown"
    illegal = "If all of a spell's targets become illegal, is the spell still considered played?"
    answer = ask(illegal)
    assert answer.verdict == "yes"
    assert _rules(answer) == ["359.3.e.10"]


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        "Is burning out a replacement effect?",
        "Does a player burning out count as a replacement effect?",
        "Is burn out itself a replacement effect?",
        "Is preventing damage a replacement effect?",
        "Is preventing the damage considered a replacement effect?",
        "Does preventing damage count as a replacement effect?",
    ],
)
def test_the_game_actions_named_as_replacement_effects_are_ones(
    question: str, version: str
) -> None:
    asked(question, "yes", cites=("369.2",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Is killing a unit a replacement effect?",
        "Isn't burning out a replacement effect?",
        "Does preventing damage stop a replacement effect?",
        "Can burning out be replaced by a replacement effect?",
        "Is Zhonya's Hourglass burning out a replacement effect?",
    ],
)
def test_other_actions_or_frames_are_not_read_as_replacement_effects(question: str) -> None:
    asked(question, "unknown")


# --- s44: "event", what a replacement effect applies to (370.1.a) ---------------------------


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        "Can the same replacement effect be applied twice to one event?",
        "Can a replacement effect apply twice to the same event?",
    ],
)
def test_an_event_is_what_a_replacement_effect_applies_to(question: str, version: str) -> None:
    asked(question, "no", cites=["370.2"], version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Two replacement effects apply to the same event on my unit. Who decides the order?",
        "If two replacement effects would apply to the same event acting on my unit, who "
        "chooses the order?",
    ],
)
def test_the_same_event_on_a_unit_is_ordered_by_its_controller(question: str) -> None:
    answer = asked(question, "depends", cites=["372"])
    assert answer.outcome == "you"


@pytest.mark.parametrize(
    "question",
    [
        "Are replacement effects applied before the qualifying event actually happens?",
        "Is a replacement effect applied before the event it replaces occurs?",
    ],
)
def test_replacement_effects_apply_before_the_event(question: str) -> None:
    asked(question, "yes", cites=["370.1.c"])


@pytest.mark.parametrize(
    "question",
    [
        # "before" said of the applying, not of the event: the other way round
        "Does the event happen before replacement effects are applied?",
        "Are replacement effects applied before the event, or after?",
    ],
)
def test_before_said_of_another_thing_is_not_read(question: str) -> None:
    assert ask(question).verdict != "yes"


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    "question",
    [
        'I already applied a "once each turn" replacement effect this turn. Can it apply to '
        "another event later this turn?",
        'My "once each turn" replacement effect was applied to an event this turn. Can I '
        "apply it again later this turn?",
    ],
)
def test_a_once_each_turn_replacement_applied_is_not_applied_again(
    question: str, version: str
) -> None:
    asked(question, "no", cites_any=["371.1"], version=version)


@pytest.mark.parametrize(
    "question",
    [
        'I declined my "once each turn" replacement effect. Can I apply it to another event '
        "later this turn?",
        "If a player chooses not to apply a 'once each turn' replacement effect, can they "
        "apply it to a later event that turn?",
    ],
)
def test_a_declined_once_each_turn_replacement_may_apply_later(question: str) -> None:
    asked(question, "yes", cites_any=["371.2.b"])


def test_applied_said_only_in_the_question_is_not_read_as_done() -> None:
    question = 'Can a "once each turn" replacement effect apply to another event later this turn?'
    assert ask(question).verdict == "unknown"
