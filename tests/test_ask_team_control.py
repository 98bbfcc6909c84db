"""Two teammates asked whether they may control one thing at once, or whether they share
control (readings/scoring.py, read_control_together and read_shared_by_team): the 2v2 rule
says control is not shared (489.8.c; v1.3 484.8.c), cited with what holds of the thing
asked about: a battlefield has one controller or none (190.2.b; v1.3 187.2.b), a unit or
gear the player who plays it (191.1, 191.3; v1.3 188.1, 188.3). The official FAQ's "can my
ally and I share control of battlefields?" is that question too; sharing a battlefield
(units there) is the move rule (447.2.b; v1.3 442.2.b). A question that does not say the
two teammates, one thing, or the teammates' game is left unread."""

from __future__ import annotations

import pytest

from judge.ask.readings.scoring import TEAM_MODE
from judge.engine.judging import judge_document
from tests.ask_helpers import asked, cited

V13, V14 = "2026-03-30", "2026-07-16"
NOT_SHARED = {V14: "489.8.c", V13: "484.8.c"}
ONE_CONTROLLER = {V14: "190.2.b", V13: "187.2.b"}
PLAYER_CONTROLS = {V14: ("191.1", "191.3"), V13: ("188.1", "188.3")}
MOVE_RULE = {V14: "447.2.b", V13: "442.2.b"}
OF_A_BATTLEFIELD = "a 2v2 game: do teammates share control of a battlefield?"
OF_A_PERMANENT = "a 2v2 game: do teammates share control of a unit, gear or other permanent?"
ONCE = "control at the same time, not one teammate coming to control it after the other"
FAQ_QUESTION = "Can my ally and I share control of battlefields?"


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, can my ally and I control the same battlefield?",
        "In 2v2, can teammates control one battlefield together?",
        "Can my teammate and I control a battlefield together?",
        "Can my ally and I control battlefields together?",
        "Can two teammates control the same battlefield?",
        "Can players on the same team control the same battlefield?",
        "Are my teammate and I allowed to control the same battlefield?",
        "Can I control the same battlefield as my ally?",
        "In 2v2, can I control a battlefield my ally controls?",
        "Can my ally control a battlefield I control?",
    ],
)
def test_teammates_controlling_one_battlefield_is_control_not_shared(
    question: str, version: str
) -> None:
    """Said as assumed: control at the same time (489.8.b's example has a player conquer a
    battlefield their partner controlled, after the partner retreats); the answer says it."""
    answer = asked(
        question,
        "no",
        cites=(NOT_SHARED[version], ONE_CONTROLLER[version], MOVE_RULE[version]),
        cites_none=PLAYER_CONTROLS[version],
        says="never control a battlefield at the same time",
        version=version,
    )
    assert answer.reading == "shared_by_team"
    assert answer.understood == OF_A_BATTLEFIELD
    # the move rule (the official ruling's reason) backs the team rule, never stands for it
    assert cited(answer)[0] == NOT_SHARED[version]
    assert ONCE in answer.assumed


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, can my ally and I both control the same unit?",
        "Can my partner and I control the same gear?",
        "Can my partner and I control one unit at once?",
    ],
)
def test_teammates_controlling_one_unit_or_gear_cites_its_controller(
    question: str, version: str
) -> None:
    """A unit or gear: the battlefield clause (190.2.b) is not cited, the clauses naming
    the player who plays it as its controller are."""
    answer = asked(
        question,
        "no",
        cites=(NOT_SHARED[version], *PLAYER_CONTROLS[version]),
        cites_none=(ONE_CONTROLLER[version], MOVE_RULE[version]),
        says="never control a unit, gear or other permanent at the same time",
        version=version,
    )
    assert answer.understood == OF_A_PERMANENT


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(
    "question",
    [
        FAQ_QUESTION,
        "can my aly and i share controll of batlefields",
        "In 2v2, can my ally and I share control of battlefields?",
        "In 2v2, do my teammate and I share control of a battlefield?",
    ],
)
def test_sharing_control_of_battlefields_is_asked_of_control(question: str, version: str) -> None:
    """The official FAQ's question asks whether teammates share control, as "do we share
    control?" does; its ruling is shown with the answer."""
    answer = asked(
        question,
        "no",
        cites=(NOT_SHARED[version], ONE_CONTROLLER[version], MOVE_RULE[version]),
        version=version,
    )
    assert answer.reading == "shared_by_team"
    assert answer.understood == OF_A_BATTLEFIELD
    assert cited(answer)[0] == NOT_SHARED[version]
    assert any(r.get("asked") == FAQ_QUESTION for r in answer.rulings)
    assert ONCE not in answer.assumed  # "share" says at once


@pytest.mark.parametrize(
    ("question", "assumed"),
    [
        ("Can my ally and I control the same battlefield?", True),
        ("Can my partner and I control the same gear?", True),
        ("Do teammates share points?", True),
        (FAQ_QUESTION, True),
        ("In 2v2, can my ally and I control the same battlefield?", False),
        ("In 2v2, do my teammate and I share control of a battlefield?", False),
    ],
)
def test_a_team_rule_asked_without_a_mode_says_it_took_2v2(question: str, assumed: bool) -> None:
    answer = asked(question, "yes" if "points" in question else "no")
    assert (TEAM_MODE in answer.assumed) is assumed


def test_sharing_a_battlefield_keeps_the_move_rule() -> None:
    """Sharing a battlefield is having units there: the ally's units are said to be there."""
    answer = asked("Can my ally and I share a battlefield?", "no", cites=(MOVE_RULE[V14],))
    assert answer.reading == "standard_move"
    assert not answer.branches


@pytest.mark.parametrize(
    "question",
    [
        # another player than a teammate: the 2v2 rule is not theirs
        "Can I and my opponent control the same battlefield?",
        "In 1v1, can my opponent and I control the same battlefield?",
        "In FFA3, can my ally and I control the same battlefield?",
        # each may control a battlefield of their own
        "Can my ally and I both control a battlefield?",
        "Can my ally and I both control battlefields?",
        "Can my ally and I control one battlefield each?",
        "Can my teammate and I both control a unit at once?",
        # the same as whom is not said
        "Can my teammate control the same battlefield?",
        # control changing hands, not shared
        "Can I take control of a battlefield my ally controls?",
        "Can I gain control of a battlefield my ally controls?",
        # owning a card is not controlling it
        "In 2v2, can my ally and I own the same unit?",
    ],
)
def test_not_two_teammates_controlling_one_thing_is_not_read_so(question: str) -> None:
    answer = asked(question, "unknown")
    assert answer.reading != "shared_by_team"


@pytest.mark.parametrize(
    ("unit", "version", "says"),
    [
        (
            "your unit",
            V14,
            "Your teammate has units at battlefield 1, so your unit can't go there.",
        ),
        ("your unit", V13, "Your teammate controls battlefield 1, so your unit can't go there."),
        ("Jax", V14, "Your teammate has units at battlefield 1, and Jax is your unit."),
        ("Jax", V13, "Your teammate controls battlefield 1, and Jax is your unit."),
    ],
)
def test_the_teammate_rule_says_whose_the_unit_is_only_when_its_name_does_not(
    unit: str, version: str, says: str
) -> None:
    """Not "your unit is your unit" (review-s39-ctl minor 7)."""
    document = {
        "format": 2,
        "situation": {
            "mode": "2v2",
            "battlefields": [{"name": "battlefield 1", "controller": "ally"}],
            "units": [{"name": unit}, {"name": "Lux", "controller": "ally", "at": "battlefield 1"}],
        },
        "question": {"standard_move": {"units": [unit], "to": "battlefield 1"}},
    }
    verdict = judge_document(document, version)
    assert verdict.verdict == "no"
    assert verdict.answer == f"No. {says}"


@pytest.mark.parametrize(
    "question",
    [
        "In 1v1, can my ally and I share control of battlefields?",
        "In FFA3, do my teammate and I share control of a battlefield?",
    ],
)
def test_sharing_control_in_a_mode_without_teams_says_why_it_is_unknown(question: str) -> None:
    answer = asked(question, "unknown")
    assert "only 2v2 has teams" in answer.answer


@pytest.mark.parametrize("version", ["1.4", "1.3"])
def test_a_battlefield_said_to_be_controlled_has_its_controllers_units_said_as_taken(
    version: str,
) -> None:
    """v1.4 closes a battlefield a teammate occupies (447.2.b), and the question says only
    that the teammate controls it: the units there are the premise, said in a note, as a
    player with no units at a battlefield loses control in the next cleanup outside a
    showdown or combat (review-s39-ctl S2, then review-s39-ctl2 minor 1)."""
    answer = asked("In 2v2, can my ally's unit move to a battlefield I control?", "no",
                   version=version)  # fmt: skip
    assert any(note.startswith("taken: your units are at battlefield 1") for note in answer.notes)
