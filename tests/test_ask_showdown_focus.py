"""Playing or activating during a showdown, with who has Focus and the chain unsaid: each
way judged, each branch led by the clause that decides it; passing priority in a showdown,
with the chain unsaid: Focus passes (no chain) or is kept (a chain)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask

ACTING = [
    "Can I activate an ability with Action during a showdown?",
    "Can I play a spell with Action during a showdown?",
    "Can I play a unit with Action during a showdown?",
]


TEAMMATE_INVITES = "it is their turn and they invite you"
ALLY_WITH_FOCUS = "your ally has Focus and nothing is on the chain"


def _ways(question: str) -> list[tuple[str, str, str]]:
    answer = ask(question)
    assert answer.verdict == "depends"
    return [(b["assumed"], b["verdict"], b["citations"][0]["rule"]) for b in answer.branches]


@pytest.mark.parametrize("question", ACTING)
def test_an_action_waits_for_focus_and_for_the_chain_to_close(question: str) -> None:
    # the contester has Focus and priority as the showdown begins; Focus moves on, and
    # while something is on the chain only a Reaction is played (a Closed state)
    assert _ways(question) == [
        ("you have Focus and nothing is on the chain", "yes", "806.1.b"),
        ("your opponent has Focus and nothing is on the chain", "no", "313.1"),
        ("something is on the chain and you hold priority", "no", "309.1.a"),
        ("something is on the chain and your opponent holds priority", "no", "309.1.a"),
    ]


@pytest.mark.parametrize("mode", ["In 2v2", "In a free-for-all"])
def test_with_more_than_one_other_player_another_player_has_focus(mode: str) -> None:
    ways = _ways(f"{mode}, can I play a spell with Action during a showdown?")
    assert ("an opponent has Focus and nothing is on the chain", "no", "313.1") in ways
    assert not any("your opponent" in way for way, _, _ in ways)


def test_a_reaction_is_played_on_the_chain_too() -> None:
    verdicts = [v for _, v, _ in _ways("Can I play a Reaction spell during a showdown?")]
    assert verdicts == ["yes", "no", "yes", "no"]


REACTION_IN_COMBAT = "can I play a Reaction spell in combat?"


@pytest.mark.parametrize(
    ("when", "no_focus"),
    [
        ("In 2v2, during my ally's turn,", ["an opponent has Focus"]),
        ("In 2v2, during my turn,", ["your ally has Focus", "an opponent has Focus"]),
        ("In 2v2, during my opponent's turn,", ["an opponent has Focus", "your ally has Focus"]),
        ("During my opponent's turn,", ["your opponent has Focus"]),
        ("During my turn,", ["your opponent has Focus"]),
    ],
)
def test_every_player_who_could_hold_focus_or_priority_is_judged(
    when: str, no_focus: list[str]
) -> None:
    # with nothing on the chain Focus decides (313.1), each player who could hold it judged;
    # with something on it priority decides, yours or another player's, not Focus
    ways = {assumed: verdict for assumed, verdict, _ in _ways(f"{when} {REACTION_IN_COMBAT}")}
    assert ways["you have Focus and nothing is on the chain"] == "yes"
    for holder in no_focus:
        assert ways[f"{holder} and nothing is on the chain"] == "no"
    assert ways["something is on the chain and you hold priority"] == "yes"
    other = "your opponent" if when.startswith("During") else "an opponent"
    assert ways[f"something is on the chain and {other} holds priority"] == "no"
    if "ally's turn" in when:  # your ally holding priority on their turn may invite you
        held = "something is on the chain and your ally holds priority"
        assert ways[f"{held} and does not invite you"] == "no"
        assert ways[f"{held}, it is their turn and they invite you"] == "yes"
    elif when.startswith("In 2v2"):  # on your turn or an opponent's they cannot
        assert ways["something is on the chain and your ally holds priority"] == "no"
        assert not any("invite" in assumed for assumed in ways)
    assert not any("though you have Focus" in assumed for assumed in ways)


def test_a_chain_said_is_not_judged_the_other_way() -> None:
    answer = ask("During a showdown, with a spell on the chain, can I play an Action spell?")
    assert answer.verdict == "no"
    assert not answer.branches


@pytest.mark.parametrize(
    ("question", "passed"),
    [
        ("I pass priority during a showdown, do I lose focus?", "yes"),
        ("If I pass during a showdown, do I keep Focus?", "no"),
    ],
)
def test_passing_in_a_showdown_says_and_cites_what_moves_or_keeps_focus(
    question: str, passed: str
) -> None:
    answer = ask(question)
    open_, closed = answer.branches
    kept = {"yes": "no", "no": "yes"}[passed]
    assert (open_["assumed"], open_["verdict"]) == ("nothing is on the chain", passed)
    assert "347.2.b" in [c["rule"] for c in open_["citations"]]
    # you held priority to pass it: the label says when you passed, not that you hold it
    assert (closed["assumed"], closed["verdict"]) == (
        "something is on the chain when you pass priority",
        kept,
    )
    assert closed["citations"][0]["rule"] == "313.3"


def test_a_teammate_with_focus_may_invite_you_on_their_turn() -> None:
    # 489.8.a names no state: on their turn a teammate holding Focus and priority may invite
    # you to play a spell with their priority; on your turn or an opponent's, no one can
    ways = _ways(
        "2v2: my teammate has focus in a showdown and the chain is empty. "
        "Can I play an Action spell right now?"
    )
    assert [(way, verdict) for way, verdict, _ in ways] == [
        ("it is your turn", "no"),
        ("it is your ally's turn and they invite you", "yes"),
        ("it is your ally's turn and they do not invite you", "no"),
        ("it is an opponent's turn", "no"),
    ]
    assert ways[0][2] == "313.1"


def test_a_teammate_with_focus_on_your_turn_cannot_invite_you() -> None:
    answer = ask(
        "2v2: it's my turn, my teammate has focus in a showdown and the chain is empty. "
        "Can I play an Action spell?"
    )
    assert answer.verdict == "no"


ALLY_FOCUS = "In 2v2, it's my ally's turn and they have focus in a showdown with an empty chain."


@pytest.mark.parametrize(
    ("condition", "verdict"),
    [("if they invite me", "yes"), ("if they don't invite me", "no")],
)
def test_an_invitation_said_is_the_one_way_judged(condition: str, verdict: str) -> None:
    # 489.8.a: on their turn, a teammate invites you to play with their own priority
    answer = ask(f"{ALLY_FOCUS} Can I play an Action spell {condition}?")
    assert (answer.verdict, answer.branches) == (verdict, [])
    assert "489.8.a" in [c["rule"] for c in answer.citations]


def test_their_turn_said_the_invitation_is_judged_both_ways() -> None:
    ways = _ways(f"{ALLY_FOCUS} Can I play an Action spell?")
    assert [(way, verdict) for way, verdict, _ in ways] == [
        ("it is your ally's turn and they do not invite you", "no"),
        ("it is your ally's turn and they invite you", "yes"),
    ]


PASS_FOCUS = (
    "During a showdown, {said}I pass with nothing on the chain. Does focus pass to my opponent?"
)


def test_whether_your_opponent_passed_just_before_is_judged_both_ways() -> None:
    # 347.2.a: once all have passed in sequence the showdown ends; otherwise (347.2.b) it passes
    ways = _ways(PASS_FOCUS.format(said=""))
    assert ways == [
        ("your opponent did not pass just before you", "yes", "347.2.b"),
        (
            "your opponent passed Focus to you just before (every player has now passed once)",
            "no",
            "347.2.a",
        ),
    ]


@pytest.mark.parametrize(
    ("said", "verdict", "rule"),
    [
        ("my opponent has not passed yet and ", "yes", "347.2.b"),
        ("after my opponent passes, ", "no", "347.2.a"),
        ("my opponent already passed and ", "no", "347.2.a"),
    ],
)
def test_your_opponents_pass_said_is_the_one_way_judged(said: str, verdict: str, rule: str) -> None:
    answer = ask(PASS_FOCUS.format(said=said))
    assert (answer.verdict, answer.branches) == (verdict, [])
    assert answer.citations[0]["rule"] == rule


@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, can I play a spell with Action during a showdown?",
        "In 2v2, can I play a Reaction spell in combat?",
    ],
)
def test_the_turn_unsaid_your_ally_with_focus_is_judged_on_each_turn(question: str) -> None:
    # a teammate holding Focus invites you only on their own turn (489.8.a); on yours, where
    # the question is taken, they cannot, and only the player with Focus may act (313.1)
    _ally_with_focus_on_each_turn(question)
    invited = ask(question).branches
    rules = [
        c["rule"]
        for b in invited
        if b["assumed"] == f"{ALLY_WITH_FOCUS}, {TEAMMATE_INVITES}"
        for c in b["citations"]
    ]
    assert "489.8.a" in rules


def _ally_with_focus_on_each_turn(question: str) -> dict[str, str]:
    """The verdict of each way ``question`` is judged, checked where your ally has Focus:
    no on your turn, and on theirs yes only if they invite you."""
    ways = {assumed: verdict for assumed, verdict, _ in _ways(question)}
    assert ways[f"{ALLY_WITH_FOCUS}, on your turn"] == "no"
    assert ways[f"{ALLY_WITH_FOCUS}, it is their turn and they do not invite you"] == "no"
    assert ways[f"{ALLY_WITH_FOCUS}, {TEAMMATE_INVITES}"] == "yes"
    return ways


@pytest.mark.parametrize(
    "question",
    [
        "My ally has Focus in a 2v2 showdown. Can I play an Action spell?",
        "In a 2v2 game my teammate has focus during a showdown. Can I cast an Action spell?",
        "During a 2v2 showdown my ally has focus. May I play a spell with Action?",
    ],
)
def test_your_ally_with_focus_lets_you_play_an_action_only_when_they_invite_you(
    question: str,
) -> None:
    # 489.8.a: on their own turn, with nothing on the chain, they may invite you; on a chain
    # an Action is never played (309.1.a), invited or not
    ways = _ways(question)
    yes = [assumed for assumed, verdict, _ in ways if verdict == "yes"]
    assert yes == ["it is your ally's turn and nothing is on the chain and they invite you"]
    assert ("it is an opponent's turn and nothing is on the chain", "no", "313.1") in ways
    assert any(verdict == "no" and "do not invite" in assumed for assumed, verdict, _ in ways)


@pytest.mark.parametrize(
    "question",
    [
        "In a 2v2 combat, can I play a Reaction spell?",
        "During a 2v2 showdown, can I play a spell with Reaction?",
        "We are playing 2v2. Can I cast a Reaction spell during a showdown?",
    ],
)
def test_in_2v2_the_ally_with_focus_or_priority_is_judged_on_each_turn(question: str) -> None:
    ways = _ally_with_focus_on_each_turn(question)
    held = "something is on the chain and your ally holds priority"
    assert ways[f"{held} and does not invite you"] == "no"
    assert ways[f"{held}, {TEAMMATE_INVITES}"] == "yes"
    assert ways["something is on the chain and an opponent holds priority"] == "no"


@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, during a showdown on my ally's turn, can I play an Action spell?",
        "In 2v2 it is my teammate's turn and there is a showdown. Can I play an Action spell?",
        "In 2v2, can I play an Action spell during a showdown on my ally's turn?",
    ],
)
def test_an_invitation_on_a_chain_does_not_let_an_action_be_played(question: str) -> None:
    ways = _ways(question)
    invited = [(a, v) for a, v, _ in ways if "invite you" in a and " not " not in a]
    assert invited  # with and without a chain, each labelled with the chain it judged
    for assumed, verdict in invited:
        chain = "nothing is on the chain" in assumed
        assert chain or "something is on the chain" in assumed
        assert verdict == ("yes" if chain else "no")


@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, my teammate has focus in a showdown and passes. Does focus go to me?",
        "In 2v2, if my teammate passes in a showdown, does focus go to me?",
        "2v2: my teammate passes focus; does focus go to me?",
        "My teammate has focus and passes. Does focus go to me?",
    ],
)
def test_a_teammates_pass_is_read_as_theirs(question: str) -> None:
    # review s35-late2 #5: never the swapped reading ("after you pass, does focus pass to
    # ally"); the next player after your teammate is an opponent (347.2.b, 489.5.c)
    answer = ask(question)
    assert answer.verdict == "no", answer.answer
    assert "after ally passes" in answer.understood and "to you" in answer.understood
    assert answer.citations[0]["rule"] == "347.2.b"
    assert "489.5.c.1" in [c["rule"] for c in answer.citations]
    chain = answer.assumed[0]
    assert "also no if something is on the chain when your ally passes priority, by 313.3" in chain


def test_a_pass_by_one_said_to_have_focus_and_another_is_not_read() -> None:
    answer = ask(
        "In 2v2 I have focus during a showdown and my teammate passes. Does focus go to me?"
    )
    assert answer.verdict == "unknown"
    assert "after you pass" not in answer.understood


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # review s35-late2 #5: the plainer forms, any passer, any player asked of
        (
            "In 1v1 I have focus during a showdown and pass. Does focus go to my opponent?",
            "depends",
        ),
        ("In a showdown my opponent has focus and passes. Does focus go to me?", "depends"),
        ("During a showdown my opponent passes with focus. Do I get focus?", "depends"),
    ],
)
def test_a_pass_of_focus_in_1v1_goes_to_the_other_player_with_nothing_on_the_chain(
    question: str, verdict: str
) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    ways = [(b["assumed"], b["verdict"], b["citations"][0]["rule"]) for b in answer.branches]
    assert ways[0][1:] == ("yes", "347.2.b")
    assert ways[1][1:] == ("no", "313.3") and "something is on the chain" in ways[1][0]
    assert ways[2][1:] == ("no", "347.2.a")


def test_an_opponents_pass_in_2v2_depends_on_which_opponent() -> None:
    # the opponent after you in turn order passes to your teammate, the other one to you
    answer = ask("In 2v2, my opponent has focus in a showdown and passes. Does focus go to me?")
    assert answer.verdict == "depends"
    ways = {b["assumed"]: b["verdict"] for b in answer.branches}
    assert ways["the opponent who passes is the one after your teammate in turn order"] == "yes"
    first = answer.branches[0]
    assert first["verdict"] == "no" and "the one after you in turn order" in first["assumed"]


@pytest.mark.parametrize(
    "question",
    [
        "In 2v2, if I pass in a showdown, does focus go to my teammate?",
        "In 2v2 I have focus in a showdown with nothing on the chain and pass. "
        "Does Focus go to my teammate?",
    ],
)
def test_your_pass_asked_of_your_teammate_is_read(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "no"
    assert "after you pass" in answer.understood and "to ally" in answer.understood
    assert "347.2.b" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "In 2v2 I have focus during a showdown and I pass. Does focus go to my teammate next?",
        "In a 2v2 showdown, if I pass, does focus go to my ally?",
        "In 2v2 I have focus in a showdown and pass. Does focus pass to my teammate?",
        "2v2: I pass with focus; does focus go to my teammate?",  # the statement first (#5)
    ],
)
def test_a_way_that_agrees_for_a_reason_of_its_own_says_it_and_cites_it(question: str) -> None:
    # review s35-late2 #4: with something on the chain the answer is also no, but not because
    # Focus passes to an opponent (347.2.b): a player who passes priority keeps Focus (313.3);
    # after every player has passed in sequence the showdown ends instead (347.2.a)
    answer = ask(question)
    assert (answer.verdict, answer.branches) == ("no", [])
    assert answer.citations[0]["rule"] == "347.2.b"
    chain, all_passed = answer.assumed
    assert chain.startswith("nothing is on the chain (the answer is also no if something is on")
    assert "by 313.3: You pass priority on the chain and you keep Focus" in chain
    assert "the answer is the same" not in chain
    assert "by 347.2.a: Every player has passed in sequence" in all_passed
    rules = [c["rule"] for c in answer.citations]
    assert {"313.3", "347.2.a"} <= set(rules)


def test_a_way_that_agrees_for_the_same_reason_says_only_that_it_agrees() -> None:
    # the standard move is a Main Phase action outside showdowns (144.1) whoever has Focus
    answer = ask("Can I use a unit's standard move during combat?")
    assert answer.verdict == "no"
    assert "you have Focus (the answer is the same if your opponent has Focus)" in answer.assumed


@pytest.mark.parametrize(
    ("question", "passer"),
    [
        # review s35-late2 #5: "my opponent" in 2v2 is either opponent, asked of as any one
        ("2v2: my ally has focus and passes. Does my opponent get focus?", "ally passes"),
        (
            "In 2v2 I have focus during a showdown and pass. Does focus go to my opponent?",
            "you pass",
        ),
        ("2v2: I pass with focus; does focus go to my opponent?", "you pass"),
    ],
)
def test_in_2v2_my_opponent_asked_of_is_either_opponent(question: str, passer: str) -> None:
    answer = ask(question)
    assert answer.verdict == "depends", answer.answer
    assert f"after {passer}," in answer.understood
    assert "to opponent or opponent 2" in answer.understood
    first, chain, all_passed = answer.branches
    assert (first["verdict"], first["citations"][0]["rule"]) == ("yes", "347.2.b")
    assert (chain["verdict"], chain["citations"][0]["rule"]) == ("no", "313.3")
    assert (all_passed["verdict"], all_passed["citations"][0]["rule"]) == ("no", "347.2.a")
    assert first["scenario"]["question"]["outcomes"]["subject"] == ["opponent", "opponent 2"]
