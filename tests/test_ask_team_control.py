"""Two teammates asked whether they may control one thing at once (readings/scoring.py,
read_control_together): that is whether they share control, and the 2v2 rule says control
is not shared (489.8.c; v1.3 484.8.c), not the move rule (447.2.b; v1.3 442.2.b) that a
question about having units at one battlefield gets. "Share control" asked with "can"
stays the move reading the official FAQ's answer gives; a question that does not say the
two teammates, one thing, or the teammates' game is left unread."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

V13, V14 = "2026-03-30", "2026-07-16"
NOT_SHARED = {V14: "489.8.c", V13: "484.8.c"}
MOVE_RULE = {V14: "447.2.b", V13: "442.2.b"}


@pytest.mark.parametrize("version", [V14, V13])
@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, can my ally and I control the same battlefield?",
        "In 2v2, can my ally and I both control the same unit?",
        "Can my partner and I control the same gear?",
        "In 2v2, can teammates control one battlefield together?",
        "Can my teammate and I control a battlefield together?",
        "Can my partner and I control one unit at once?",
        "Can two teammates control the same battlefield?",
        "Can players on the same team control the same battlefield?",
        "Are my teammate and I allowed to control the same battlefield?",
        "Can I control the same battlefield as my ally?",
        "In 2v2, can I control a battlefield my ally controls?",
        "Can my ally control a battlefield I control?",
    ],
)
def test_teammates_controlling_one_thing_is_control_not_shared(question: str, version: str) -> None:
    """Said as assumed: control at the same time (489.8.b's example has a player conquer a
    battlefield their partner controlled, after the partner retreats)."""
    answer = asked(
        question,
        "no",
        cites=(NOT_SHARED[version],),
        cites_none=(MOVE_RULE[version],),
        version=version,
    )
    assert answer.reading == "shared_by_team"
    assert answer.understood == "a 2v2 game: do teammates share control?"
    assert any("at the same time" in assumed for assumed in answer.assumed)


@pytest.mark.parametrize("version", [V14, V13])
def test_do_teammates_share_control_is_unchanged(version: str) -> None:
    answer = asked(
        "In 2v2, do my teammate and I share control of a battlefield?",
        "no",
        cites=(NOT_SHARED[version],),
        version=version,
    )
    assert answer.reading == "shared_by_team"


@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, can my ally's unit move to a battlefield I control?",
        # the official FAQ's own question, whose answer is about having units there
        "Can my ally and I share control of battlefields?",
    ],
)
def test_a_move_or_sharing_a_battlefield_keeps_the_move_rule(question: str) -> None:
    answer = asked(question, "no", cites=(MOVE_RULE[V14],))
    assert answer.reading == "standard_move"


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
        "Can my ally and I control battlefields together?",
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
