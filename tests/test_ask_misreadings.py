"""Questions once read silently wrong (issue 12), and defaults tried both ways: a place
before "to X" is where the move starts, "nobody controls" is no controller (never you),
"using Ambush" must rest on Ambush, and a default that changes the verdict gives
"depends" with each branch and its clauses."""

from __future__ import annotations

import pytest

from judge.ask.answer import AskAnswer, ask
from tests.ask_helpers import asked


def _situation(question: str) -> dict:
    return _situation_of(ask(question))


def _situation_of(answer: AskAnswer) -> dict:
    assert answer.scenario is not None, answer.answer
    return answer.scenario.get("situation", {})


def test_a_bare_place_before_to_is_where_the_move_starts() -> None:
    answer = ask("can my unit move bf to bf")
    assert answer.verdict == "no"
    assert "144.4" in [c["rule"] for c in answer.citations]
    move = answer.scenario["question"]["standard_move"]
    (unit,) = answer.scenario["situation"]["units"]
    assert unit["at"].startswith("battlefield") and move["to"].startswith("battlefield")
    assert unit["at"] != move["to"]


def test_ganking_makes_bf_to_bf_legal() -> None:
    assert ask("can a unit with ganking move bf to bf").verdict == "yes"


def test_nobody_controls_is_no_controller() -> None:
    for question in (
        "Can my unit move to an empty battlefield that nobody controls?",
        "What happens if I move to an empty battlefield that nobody controls?",
        "What happens if I move to a battlefield no one controls?",
    ):
        situation = _situation(question)
        assert all("controller" not in b for b in situation.get("battlefields", [])), question
        assert all(u.get("at") is None for u in situation["units"]), question
    answer = ask("What happens if I move to an empty battlefield that nobody controls?")
    assert "showdown" in answer.answer.lower()


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_my_own_battlefield_says_whose_it_is_not_who_controls_it(version: str) -> None:
    """Hiding is legal only at a battlefield you control: "my battlefield" alone does not
    say you control it, nor that no one does (it was read as no one's: a flat no)."""
    answer = ask("Can I hide a Hidden card at my battlefield?", version)
    assert answer.verdict == "depends", answer.answer
    assert "if you control battlefield 1" in answer.answer
    assert "if no one controls battlefield 1" in answer.answer


def test_a_player_word_that_names_no_player_is_not_you() -> None:
    answer = ask("Can I move to a battlefield they control?")
    assert answer.verdict == "unknown" or "controlled by you" not in answer.understood


def test_empty_and_controlled_contradict() -> None:
    answer = ask("Can I move to an empty battlefield I control?")
    assert answer.verdict == "unknown"
    assert "both cannot hold" in answer.answer


def test_using_ambush_to_base_rests_on_ambush() -> None:
    answer = ask("Can I play a unit to my base using Ambush?")
    assert answer.verdict == "no"
    cited = [c["rule"] for c in answer.citations]
    assert "822.1.b" in cited and "355.2.a" in cited
    assert "Ambush does not apply" in answer.answer


def test_using_ambush_where_it_applies_is_yes() -> None:
    answer = ask("Can I play a unit to a battlefield where I have units using Ambush?")
    assert answer.verdict == "yes"
    assert "822.1.b" in [c["rule"] for c in answer.citations]


def test_a_default_that_changes_the_verdict_gives_depends(cli) -> None:
    data = cli.json("ask", "Can I hide a card with Hidden at a battlefield?")
    assert data["verdict"] == "depends"
    assert data["answer"].startswith("Yes if you control battlefield 1 (")
    assert "; no if no one controls battlefield 1 (421.1)" in data["answer"]
    yes, no = data["branches"]
    assert (yes["verdict"], no["verdict"]) == ("yes", "no")
    assert yes["citations"] and no["citations"] and no["scenario"] != yes["scenario"]
    assert {"421.1"} <= {c["rule"] for c in data["citations"]}


ACTION_ON_THEIR_TURN = [
    ("Can I play a unit with Action on my opponent's turn?", "nothing is on the chain"),
    ("Can I play a unit without Reaction on my opponent's turn?", "neither Reaction nor Action"),
    ("In a 2v2, can I play a gear with Action on my opponent's turn?", "nothing is on the chain"),
    ("Can I play a spell with Action on my opponent's turn?", "nothing is on the chain"),
    ("Can I activate an ability with Action on my opponent's turn?", "nothing is on the chain"),
]


@pytest.mark.parametrize(("question", "taken"), ACTION_ON_THEIR_TURN)
def test_action_on_an_opponents_turn_depends_on_a_showdown_with_focus(
    question: str, taken: str
) -> None:
    """Action permits a play (an activation) during showdowns even on another player's turn
    (806.1.b), by the player with Focus; with nothing on the chain and no showdown, not."""
    answer = ask(question)
    assert answer.verdict == "depends", answer.answer
    no, yes, *closed = answer.branches
    assert taken in no["assumed"] and no["verdict"] == "no"
    assert yes["assumed"].endswith("a showdown is under way and you have focus")
    if "Action" in question:  # with something on the chain, only a Reaction (309.1.a)
        (chain,) = closed
        assert chain["verdict"] == "no" and chain["assumed"].startswith("something is on")
        assert "309.1.a" in {c["rule"] for c in chain["citations"]}
        assert yes["assumed"].startswith("nothing is on the chain")
    assert yes["verdict"] == "yes" and "806.1.b" in {c["rule"] for c in yes["citations"]}
    assert yes["scenario"]["situation"]["focus"] == "you"


def test_a_unit_with_neither_keyword_said_on_their_turn_is_judged_three_ways() -> None:
    answer = ask("Can I play a unit on my opponent's turn?")
    assert [b["verdict"] for b in answer.branches] == ["no", "yes", "yes"]
    assert answer.answer.count("neither Reaction nor Action") == 1
    assert [c["rule"] for b in answer.branches[1:] for c in b["citations"][:1]] == [
        "813.1.b",
        "806.1.b",
    ]


def test_a_default_that_does_not_change_it_is_listed_as_assumed(cli) -> None:
    data = cli.json("ask", "Can I hide a card with Hidden at a battlefield on my opponent's turn?")
    assert data["verdict"] == "no"
    assert data["assumed"] == [
        "no card is hidden at battlefield 1 yet",
        # the other way agrees for a reason of its own, said with its clause (s35-late2 #4)
        "you control battlefield 1 (the answer is also no if no one controls battlefield 1, "
        "by 421.1: You don't control battlefield 1)",
    ]
    assert data["branches"] == []
    assert any(
        note.startswith("assumed:") and "you control battlefield 1" in note
        for note in data["notes"]
    )


def test_a_battlefield_i_do_not_control_is_judged_both_ways(cli) -> None:
    data = cli.json("ask", "What happens if I move to a battlefield I don't control?")
    assert data["verdict"] == "depends"
    assert data["answer"].startswith("If no one controls battlefield 1: ")
    assert "If your opponent controls battlefield 1: " in data["answer"]
    outcomes = [branch["outcome"] for branch in data["branches"]]
    assert "showdown" in outcomes[0] and "combat" in outcomes[1]


def test_what_a_question_presupposes_is_listed_as_assumed() -> None:
    answer = ask("Can a unit move the turn it's played?")
    assert "it is your main phase and nothing is on the chain" in answer.assumed
    assert "the unit is yours" in answer.assumed
    assert "the unit is yours" not in ask("Can I move a unit during combat?").assumed


def test_the_time_taken_is_the_turn_of_the_player_who_acts() -> None:
    """ "My opponent moves a unit ...": judged on their main phase, and said so, never
    "it is your main phase" beside "it is opponent's main phase"."""
    answer = ask("My opponent moves a unit to a battlefield I control. Is it contested now?")
    assert answer.scenario["situation"]["turn"] == "opponent"
    assert "it is your opponent's main phase and nothing is on the chain" in answer.assumed
    assert "it is your main phase and nothing is on the chain" not in answer.assumed


def test_a_move_from_no_place_said_is_listed_as_from_its_base() -> None:
    """From a battlefield without Ganking, a standard move to a battlefield is not legal
    (144.4): where the unit starts is said, not taken silently."""
    answer = ask("My unit isn't exhausted. Can it move to a battlefield?")
    assert answer.verdict == "yes"
    assert "the unit starts at its base (the question says no other place)" in answer.assumed
    said = ask("Can my unit move from my base to a battlefield?").assumed
    assert not any("starts at its base" in a for a in said)


def test_one_unit_at_each_of_two_battlefields_is_at_two_battlefields() -> None:
    for question in (
        "Can I move one unit at each of two battlefields to my base at the same time?",
        "I have one unit at each of two battlefields. Can I move both to my base at once?",
        "Can I move units from two different battlefields to base in one move?",
    ):
        units = _situation(question)["units"]
        assert len({unit["at"] for unit in units}) == 2, question


def test_units_at_battlefields_are_judged_at_one_and_at_two() -> None:
    answer = ask("Can I move two units from battlefields to my base at once?")
    assert answer.verdict == "yes"
    assert any("they are at different battlefields" in a for a in answer.assumed)


def test_a_keyword_that_lets_a_play_happen_must_apply() -> None:
    answer = ask("Can Ambush let me play a unit to my own base at Reaction speed?")
    assert answer.verdict == "no"
    assert answer.citations[0]["rule"] == "822.1.b"
    assert "'at Reaction speed': something is on the chain" in answer.assumed


def test_a_move_out_of_a_battlefield_is_judged_to_base_and_elsewhere() -> None:
    answer = ask("Can a unit move out of a battlefield?")
    assert answer.verdict == "depends"
    assert answer.answer.startswith("Yes if it goes to your base (")
    assert "no if it goes to another battlefield" in answer.answer
    assert ask("Can a unit with Ganking move out of a battlefield?").verdict == "yes"


def test_a_spell_moving_an_enemy_unit_is_played_by_the_asker() -> None:
    answer = ask("Can a spell move an enemy unit?")
    assert answer.verdict == "yes"
    assert answer.scenario["question"]["move_effect"]["by"] == "you"
    assert "you play the spell" in answer.assumed


def test_a_card_that_moves_a_unit_is_a_move_effect() -> None:
    answer = ask("Does a card that moves a unit exhaust it?")
    assert answer.verdict == "no"
    assert answer.scenario["question"] == {"exhausts": "move_effect"}


def test_accelerate_with_and_without() -> None:
    assert ask("Does a unit played with Accelerate enter ready?").verdict == "yes"
    assert ask("Does a unit played without Accelerate enter ready?").verdict == "no"
    answer = ask("Who controls the abilities of a battlefield my opponent controls?")
    assert answer.verdict == "depends" and "Opponent controls battlefield 1" in answer.answer


def test_a_depends_restatement_names_the_other_ways() -> None:
    answer = ask("Can I hide a card with Hidden at a battlefield?")
    assert answer.understood.endswith("(judged also where no one controls battlefield 1)")


def test_another_is_accounted_for_only_where_it_was_applied() -> None:
    assert ask("Can I move another unit to a battlefield?").verdict == "unknown"
    garbled = ask("Can my units move to different right now battlefields with one move?")
    assert garbled.verdict in ("no", "unknown")


@pytest.mark.parametrize(
    "question",
    [
        "Can I standard-move two units as one move with each going to a different battlefield?",
        "Can I move two units at once, each to a different battlefield?",
        "Can I move two units at once to a different battlefield each?",
    ],
)
def test_each_to_a_different_battlefield_is_one_battlefield_per_unit(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "no", answer.answer
    assert "144.3.a" in [c["rule"] for c in answer.citations]
    destinations = answer.scenario["question"]["standard_move"]["to"]
    assert isinstance(destinations, dict) and len(set(destinations.values())) == 2


@pytest.mark.parametrize(
    "question",
    [
        "In a four player game, can I play a unit to a battlefield my teammate controls?",
        "In a multiplayer game, can I play a unit to a battlefield my ally controls?",
    ],
)
def test_a_teammate_makes_four_players_2v2(question: str) -> None:
    """Free-for-all has no teams (488.2): "four players" or "multiplayer" with a teammate
    in the question is 2v2 only, never unknown for want of a teammate in FFA4."""
    answer = ask(question)
    assert answer.verdict == "no", answer.answer
    assert answer.scenario["situation"]["mode"] == "2v2"


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("I have a unit at a battlefield. Can I play a unit there?", "yes"),
        ("Can I play a unit to a battlefield where I have a unit?", "yes"),
        ("I have a unit at a battlefield. Can I hide a card with Hidden there?", "yes"),
        ("Can I hide a card with Hidden at a battlefield where I have units?", "yes"),
        ("I have a unit at a battlefield. Can I play a gear there?", "no"),
    ],
)
def test_your_units_at_a_battlefield_no_one_is_said_to_control_are_yours(
    question: str, verdict: str
) -> None:
    """With nothing on the chain and no showdown, a battlefield where only your units are
    is one you control: units arriving contest it, and its showdown has begun and ended."""
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    (battlefield,) = answer.scenario["situation"]["battlefields"]
    assert battlefield.get("controller") == "you"
    assert "you control battlefield 1, as your units are there" in answer.assumed


def test_a_battlefield_where_a_showdown_is_happening_is_the_showdowns() -> None:
    answer = ask(
        "My ready unit is at a battlefield where a showdown is happening. "
        "Can I move it back to base?"
    )
    assert answer.verdict == "no"
    situation = answer.scenario["situation"]
    assert {unit["at"] for unit in situation["units"]} == {situation["showdown"]}


TIME_WORDS_SAID_OF_SOMETHING_ELSE = [
    # 453 and 319.8 give a cleanup after a move only
    "Does a cleanup happen before a move?",
    # the move itself cannot be reacted to (446.3.c), but a showdown or combat that opens
    # after it allows Reactions (308.1.a): "after" is not "when"
    "Can my opponent react after my unit moves to a battlefield where they have units?",
    "Before paying for a spell, may I activate my Add abilities that have Reaction?",
    "When my opponent plays a unit, can I react with a Reaction after it enters the board?",
    "Does Deathknell trigger before my unit dies?",
    "Does the last item added to the chain resolve first before everyone passes?",
]


@pytest.mark.parametrize("question", TIME_WORDS_SAID_OF_SOMETHING_ELSE)
def test_a_time_word_no_reading_takes_is_never_skipped(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "unknown", answer.answer


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Is there a cleanup after a move?", "yes"),
        ("When my unit finishes moving to a battlefield, is there a cleanup right after?", "yes"),
        ("Can I move a unit during the showdown?", "no"),
        ("When my opponent plays a unit, can I react before it enters the board?", "no"),
        ("Can my opponent respond after I play a spell?", "yes"),
        ("Does Deathknell trigger after my unit dies?", "yes"),
        ("Does a unit with Tank have to be assigned lethal damage before other units?", "yes"),
    ],
)
def test_a_time_word_a_reading_takes_is_read(question: str, verdict: str) -> None:
    assert ask(question).verdict == verdict


def test_hiding_a_card_not_said_to_have_hidden_depends_on_it() -> None:
    """Only a card with Hidden can be hidden (811.1, 811.1.b): the card the question does
    not describe is judged with Hidden and without it."""
    answer = ask("I control a battlefield. Can I hide a card there?")
    assert answer.verdict == "depends", answer.answer
    assert "811.1.b" in [c["rule"] for c in answer.citations]
    assert ask("I control a battlefield. Can I hide a card with Hidden there?").verdict == "yes"


@pytest.mark.parametrize(
    ("question", "version"),
    [
        (
            "Can I hide a second card at a battlefield I control that already has one of my "
            "facedown cards?",
            "2026-07-16",
        ),
        ("Can I hide a card at a battlefield where I already have a facedown card?", "2026-07-16"),
        # in tests/data/ask_unknown.yaml until the card said there was read (adversary 4)
        ("Can I hide a card at a battlefield that already has my facedown card?", "2026-07-16"),
        (
            "v1.3: can I hide another card at a battlefield I control that already has a "
            "facedown card?",
            "2026-03-30",
        ),
        # a card said hidden there already: never assumed gone (it was yes, then unknown
        # until s42 read "hidden" said after "has" or "already" as the card there)
        (
            "I control a battlefield where a card is already hidden. Can I hide a card with "
            "Hidden there?",
            "2026-07-16",
        ),
        (
            "Can I hide a card with Hidden at a battlefield I control that already has a "
            "hidden card?",
            "2026-07-16",
        ),
        ("Can I hide a card at a battlefield that already has my hidden card?", "2026-03-30"),
    ],
)
def test_a_facedown_card_said_there_is_put_there(question: str, version: str) -> None:
    """811.1.b (107.3.b): a battlefield "that doesn't already have a facedown card hidden
    there": the card the question says is there already is in the situation, so no."""
    answer = ask(question, version)
    assert answer.verdict == "no", answer.answer
    assert "811.1.b" in [c["rule"] for c in answer.citations]
    assert answer.scenario["situation"]["facedown"]


@pytest.mark.parametrize(
    "question",
    [
        "Can I hide a card with Hidden facedown at a battlefield I control?",
        "Can I hide a card at battlefield 1 if battlefield 2 already has my facedown card?",
        "Can I hide a card at battlefield 1 if battlefield 2 already has my hidden card?",
    ],
)
def test_a_facedown_word_of_the_hide_itself_is_no_card_there(question: str) -> None:
    """ "hide a card ... facedown" says how the card asked about is hidden, and a facedown
    card at another battlefield is not at this one: neither is read as one already there."""
    assert ask(question).verdict != "no"


@pytest.mark.parametrize(
    "question",
    [
        "Is there a cleanup after my opponent's unit moves?",
        "In 2v2, is there a cleanup after my ally's unit moves?",
    ],
)
def test_a_cleanup_follows_another_players_move_on_their_turn(question: str) -> None:
    """453: a cleanup follows every move; another player's standard move is judged on their
    own turn, not refused as made on yours ("No. It is your turn." was the answer)."""
    assert ask(question).verdict == "yes"


def test_my_spell_moving_an_enemy_unit_is_played_by_me() -> None:
    """A spell the asker plays on their own turn moves an enemy unit to a battlefield they
    control: it contests it and a combat follows (450, 453, 460). It answered "No. It is your
    turn ...", the spell taken as played by the moved unit's controller."""
    question = "Does my spell moving an enemy unit to a battlefield I control start a combat?"
    assert ask(question).verdict == "yes"


def test_a_play_by_another_player_is_not_said_to_turn_on_who_controls_it() -> None:
    """The play reader judges the asker's plays: another player's play is unknown for that
    reason, not because the battlefield's controller is unsaid (the question says it)."""
    answer = ask(
        "My opponent doesn't control any battlefields. Can they play a unit to a battlefield?"
    )
    assert answer.verdict == "unknown"
    assert "depends on who controls it" not in answer.answer
    assert "played by another player" in answer.answer


SECOND_MOVES = [
    "Can my unit move again after it already moved this turn?",
    "Can a unit move twice in one turn?",
    "Can my opponent's unit move twice in one turn?",
]


@pytest.mark.parametrize("question", SECOND_MOVES)
def test_a_second_move_turns_on_a_readying_and_on_who_moves_it(question: str) -> None:
    """No rule counts a unit's moves: its standard move costs exhausting it (144.2), a
    readied unit may pay that again, and a spell or ability moves it whatever its state
    (449). A flat no would read as "a unit moves once a turn"."""
    answer = ask(question)
    assert answer.verdict == "depends", answer.answer
    exhausted, readied, by_effect = answer.branches
    assert exhausted["verdict"] == "no" and exhausted["citations"][0]["rule"] == "144.2"
    assert "nothing readied" in exhausted["assumed"]
    assert readied["verdict"] == "yes" and "standard_move" in readied["scenario"]["question"]
    assert not any(u.get("exhausted") for u in readied["scenario"]["situation"]["units"])
    assert by_effect["verdict"] == "yes" and "move_effect" in by_effect["scenario"]["question"]
    assert "449" in {c["rule"] for c in by_effect["citations"]}
    (move,) = exhausted["scenario"]["question"].values()
    assert move["by"] == by_effect["scenario"]["question"]["move_effect"]["by"]


def test_two_standard_moves_turn_only_on_a_readying() -> None:
    answer = ask("Can my unit make a standard move twice in one turn?")
    assert [b["verdict"] for b in answer.branches] == ["no", "yes"]
    assert all("standard_move" in b["scenario"]["question"] for b in answer.branches)


PLAYED_PERMANENTS = [
    "My opponent plays a unit. Can I respond with a spell with Reaction?",
    "My opponent plays a gear. Can I respond with a Reaction spell?",
    "When my opponent plays a unit, can I respond?",
]


@pytest.mark.parametrize("question", PLAYED_PERMANENTS)
def test_responding_to_a_played_permanent_turns_on_a_play_trigger(question: str) -> None:
    """The unit or gear resolves at once (337.2), but an ability of it that triggers as
    it is played goes on the chain on its own: that is not taken silently away."""
    answer = ask(question)
    assert answer.verdict == "depends", answer.answer
    plain, triggered = answer.branches
    assert plain["verdict"] == "no" and plain["citations"][0]["rule"] == "337.2"
    assert "no ability that triggers when it is played" in plain["assumed"]
    assert triggered["verdict"] == "yes"
    (item,) = triggered["scenario"]["situation"]["chain"]
    assert item["kind"] == "triggered" and item["controller"] == "opponent"


@pytest.mark.parametrize(
    "question",
    [
        "When my opponent plays a unit, can I react with a Reaction before it enters the board?",
        "Can I respond to my opponent's unit with a Reaction spell?",
    ],
)
def test_the_played_unit_itself_can_not_be_responded_to(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "no" and not answer.branches


@pytest.mark.parametrize(
    "question",
    [
        "I've got focus in a showdown and I pass priority. Do I keep focus?",
        "During a showdown, when I pass, does focus pass to my opponent?",
    ],
)
def test_a_pass_with_focus_depends_on_the_chain_when_it_is_not_said(question: str) -> None:
    """With nothing on the chain the Focus holder's pass hands Focus on (347.2.b); with
    something on it, a player who passes priority keeps Focus (313.3): both are judged.
    Asked whether Focus passes to the opponent, also where they passed just before: every
    player has then passed once in sequence, and the showdown ends instead (347.2.a)."""
    answer = ask(question)
    assert answer.verdict == "depends", answer.answer
    kept = "keep" in question  # the question turned round: does Focus stay
    empty, chain, *rest = answer.branches
    if not kept:
        (all_passed,) = rest
        assert (all_passed["verdict"], all_passed["citations"][0]["rule"]) == ("no", "347.2.a")
    assert rest if not kept else not rest
    assert empty["assumed"].startswith("nothing is on the chain")
    assert chain["assumed"].startswith("something is on the chain")
    assert (empty["verdict"], chain["verdict"]) == (("no", "yes") if kept else ("yes", "no"))
    assert "347.2.b" in {c["rule"] for c in empty["citations"]}
    assert "313.3" in {c["rule"] for c in chain["citations"]}
    assert chain["scenario"]["situation"]["chain"] and chain["scenario"]["situation"]["focus"]


def test_a_pass_with_focus_said_with_an_empty_chain_leaves_only_the_opponents_pass_open() -> None:
    # "yes" until s33: whether the opponent passed just before is not said either, and once
    # every player has passed in sequence the showdown ends instead (347.2.a)
    answer = ask("In a showdown with an empty chain, if I pass, does focus pass to my opponent?")
    assert answer.verdict == "depends", answer.answer
    assert [(b["verdict"], b["citations"][0]["rule"]) for b in answer.branches] == [
        ("yes", "347.2.b"),
        ("no", "347.2.a"),
    ]


@pytest.mark.parametrize(
    "question",
    [
        "Has my unit moved?",
        "Did my unit move?",
        "Was my unit moved?",
    ],
)
def test_a_move_asked_in_the_past_is_not_whether_one_can_be_made(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "unknown", answer.understood
    assert "whether a move happened" in answer.answer


def test_a_move_asked_in_the_past_of_a_said_event_is_what_happened() -> None:
    answer = ask("My unit got recalled to my base. Did it move?")
    assert answer.verdict == "no"
    assert answer.reading == "is_move"


def test_does_it_move_is_not_can_it_move_unless_it_says_get_to() -> None:
    answer = ask("Does my unit move?")
    assert answer.verdict == "unknown", answer.understood
    assert "whether a unit moves" in answer.answer
    assert ask("Does my unit get to move?").verdict == "yes"


@pytest.mark.parametrize(
    "question",
    ["My unit is at battlefield 1. Can it move?", "Can my unit at battlefield 1 move?"],
)
def test_where_a_statement_puts_the_unit_is_where_it_starts(question: str) -> None:
    answer = ask(question)
    assert answer.verdict == "depends", answer.understood
    (unit,) = answer.scenario["situation"]["units"]
    assert unit["at"] == "battlefield 1"
    assert answer.scenario["question"]["standard_move"]["to"] == "your base"


def test_a_place_said_of_an_opponents_unit_is_not_where_mine_starts() -> None:
    situation = _situation("My opponent's unit is at battlefield 1. Can my unit move there?")
    mine = [u for u in situation["units"] if "opponent" not in str(u.get("controller", ""))]
    assert [u.get("at") for u in mine] == [None]


@pytest.mark.parametrize(
    "question",
    [
        "Are defenders recalled after combat if the attackers survived?",
        "After combat damage, if both the attacker's and the defender's units are still alive, "
        "are the defending units recalled?",
        "After combat damage, are both the attacker's and the defender's units recalled?",
    ],
)
def test_the_defenders_recall_is_not_read_as_the_attackers(question: str) -> None:
    """Once answered yes from the attackers' recall (466.1.a.2 recalls attackers only)."""
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    ("version", "rule"), [("2026-07-16", "466.1.a.2"), ("2026-03-30", "461.1.a.2")]
)
@pytest.mark.parametrize(
    "question",
    [
        "After combat damage, if both the attacker's and the defender's units are still alive, "
        "are the attacking units recalled?",
        "After combat damage, if both the attackers and the defenders survive, are the attackers "
        "recalled?",
    ],
)
def test_attackers_recalled_after_combat_damage_with_both_sides_left(
    question: str, version: str, rule: str
) -> None:
    asked(question, "yes", cites=(rule,), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "My unit is at Vilemaw's Lair. Can an effect still recall it to my base?",
        "Can an effect recall my unit at Vilemaw's Lair to its base?",
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_a_recall_by_an_effect_to_base_is_the_recall(question: str, version: str) -> None:
    """A recall is to its controller's base and is no move (456.3; v1.3 451.3): "by an
    effect" and "to my base" say the recall itself, not something more to account for."""
    answer = ask(question, version)
    assert answer.verdict == "yes", answer.answer
    assert {"456.3", "451.3"} & {c["rule"] for c in answer.citations}


def test_a_recall_to_another_players_base_is_not_read() -> None:
    assert (
        ask("Can an effect recall my unit at Vilemaw's Lair to my opponent's base?").verdict
        != "yes"
    )


@pytest.mark.parametrize(
    "question",
    [
        "Can my opponent respond with a Reaction to my standard move before my units arrive?",
        "Can my opponent respond with a Reaction to my unit moving before it arrives?",
    ],
)
@pytest.mark.parametrize(
    ("version", "rule"), [("2026-07-16", "446.3.c"), ("2026-03-30", "441.3.c")]
)
def test_a_response_before_a_move_arrives_is_a_response_to_the_move(
    question: str, version: str, rule: str
) -> None:
    """Moving does not use the chain, nor is it able to be reacted to (446.3.c): there is no
    time between a move's origin and destination (446.3) to respond in."""
    answer = ask(question, version)
    assert answer.verdict == "no", answer.answer
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Can I move two units at once, one to battlefield 1 and the other to battlefield 2?",
            "no",
        ),
        # the second destination was dropped, and the move judged as one to battlefield 1
        (
            "Can I move two units at once from my base, one to battlefield 1 and the other to "
            "my base?",
            "no",
        ),
        (
            "Can I move a unit from battlefield 1 and a unit from battlefield 2 together to my "
            "base?",
            "yes",
        ),
        (
            "Can one standard move take a unit from my base and my Ganking unit from "
            "battlefield 2 together to battlefield 1?",
            "yes",
        ),
        # from a battlefield to another without Ganking
        (
            "Can I move a unit from my base and a unit from battlefield 2 together to "
            "battlefield 1?",
            "no",
        ),
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_one_move_of_units_each_with_its_own_place(
    question: str, verdict: str, version: str
) -> None:
    """144.3.a/b: units moved as one move go to one destination, from any origins; each unit's
    place said is its own, never one dropped."""
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    move = answer.scenario["question"]["standard_move"]
    assert len(move["units"]) == 2


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        (
            "Can I play a unit with Ambush to a battlefield where only my opponent has units?",
            "822.1.b",
        ),
        ("Can a Hidden card be hidden at a battlefield I don't control?", "421.1"),
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_only_theirs_and_the_passive_of_hide(question: str, rule: str, version: str) -> None:
    """ "where only my opponent has units" is where theirs are and none of yours; "be
    hidden" is the Hide action asked in the passive."""
    answer = ask(question, version)
    assert answer.verdict == "no", answer.answer
    assert rule in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_an_empty_battlefield_i_dont_control_is_not_taken_as_a_rivals(version: str) -> None:
    """ "Empty" is no units there: "an empty battlefield I don't control" is not also judged
    where an opponent controls it with units there (that way had read a combat into a move
    to an empty battlefield)."""
    answer = ask("My units move to an empty battlefield I don't control: what happens?", version)
    assert not answer.branches, answer.answer
    assert "combat" not in answer.answer.lower(), answer.answer
    assert not any(u.get("controller") == "opponent" for u in _situation_of(answer)["units"])


@pytest.mark.parametrize(
    "question",
    [
        # a judgement of truth turns the question round (hunt-s42 W1): never skipped
        "Is it false that a recall is a move?",
        "Is it wrong to say that a recalled unit keeps its damage?",
        "Am I wrong that a recall is not a move?",
        "Would a judge rule that it's false that hiding a card opens a chain?",
        "Am I mistaken that a recall is a move?",
        # whether a card has a keyword, asked where it is played (hunt-s42 W4)
        "Does a unit with Ambush have Reaction when I play it to my base?",
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_what_would_turn_the_answer_round_is_never_skipped(question: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == "unknown", answer.answer


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        # "it" is the unit the statement gave the keyword (hunt-s42 W3: had turned it round)
        (
            "My unit has Tank. Must it be assigned lethal damage before my other units?",
            "yes",
            "815.1.b",
        ),
        (
            "My opponent's unit has Backline. Can it be assigned damage before their other units?",
            "no",
            "826.3",
        ),
        (
            "My opponent has a unit with Backline. Can I assign damage to their other unit "
            "before it?",
            "yes",
            "826.3",
        ),
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_it_in_a_damage_order_is_the_unit_with_the_keyword(
    question: str, verdict: str, rule: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert rule in [c["rule"] for c in answer.citations]
    if question.startswith("My unit"):  # the units are yours, as said (review-s42-hunt-fixes)
        assert answer.answer.startswith(f"{verdict.capitalize()}. Your "), answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "Does Deflect make spells that target my unit cost more?",
        "My unit has Deflect. Does a spell that targets it cost 1 more Power?",
        "In 2v2, my unit has Deflect. Does a spell that targets it cost more?",
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_deflect_with_no_one_said_to_play_the_spell_is_judged_both_ways(
    question: str, version: str
) -> None:
    """Only an opponent of the unit's controller pays (809.1.c): the spell's player unsaid
    is not taken as you (hunt-s42 W2: had answered a flat no)."""
    answer = ask(question, version)
    assert answer.verdict == "depends", answer.answer
    said = {b["assumed"]: b["verdict"] for b in answer.branches}
    assert said == {"your opponent plays the spell": "yes", "you play the spell": "no"}


@pytest.mark.parametrize(
    ("question", "version"),
    [
        ("Can I hide a card that doesn't have Hidden?", "2026-07-16"),
        ("Can I hide a card that does not have Hidden at a battlefield I control?", "2026-03-30"),
        ("Can a card without Hidden be hidden?", "2026-07-16"),
    ],
)
def test_a_card_said_without_hidden_is_not_hidden(question: str, version: str) -> None:
    """811.1 (421.2.a): only a card with Hidden can be hidden; "that doesn't have Hidden" is
    the keyword the card lacks, not a card already there (s42: it had been unknown)."""
    answer = ask(question, version)
    assert answer.verdict == "no", answer.answer
    assert "811.1" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a "not" opening the question does not take the keyword away (hunt-s42b F2, F3, F5)
        ("Can't a unit with Ganking move between battlefields?", "yes"),
        ("Doesn't a unit with Ganking get to move between battlefields?", "yes"),
        ("Can't a unit with Accelerate enter ready?", "yes"),
        ("Can't a spell with Reaction be played in response to my opponent's spell?", "yes"),
        # one that says what the card lacks still does
        ("Can I move a unit without Ganking from one battlefield to another?", "no"),
        ("If I play a unit without paying Accelerate, does it enter the board exhausted?", "yes"),
        # asked of no unit in particular, of game objects that are not permanents (hunt-s42b
        # F4, F8)
        ("Can a unit enter the board ready?", "unknown"),
        # two players' points (F1, s43: read by the standings grammar): tied, nobody wins; in
        # FFA3 the third player's unsaid points are judged both ways
        ("If two players have 8 points each in FFA3, who wins?", "depends"),
        ("We each have 8 points. Who wins?", "no"),
        # what scoring is (F7, s43: the winning query of a point's source): not a score
        ("Is a Burn Out point a score?", "no"),
        ("Does gaining a point from an opponent's burn out count as scoring?", "no"),
        # game objects that are not permanents (F8): game objects of their own since s43
        # (object_kind: 174 and 107.4.c, 123; v1.3 173, 124), no longer permanents
        ("Is my Champion Legend a game object?", "yes"),
        ("Is a rune a game object?", "yes"),
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_hunt_s42b_wordings(question: str, verdict: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a "not" of the verb does not deny the keyword before the noun (hunt-s43 F1)
        ("Is it true that I cannot play a Reaction spell while a spell is on the chain?", "no"),
        ("In 2v2, is it true that I cannot play a Reaction spell while my teammate's spell "
         "is on the chain?", "no"),
        ("Is it true that I cannot move a Ganking unit from battlefield to battlefield?", "no"),
        ("Is it true that I can't play a Quick-Draw gear while a spell is on the chain?", "no"),
        ("Is it true that I can't play an Ambush unit to a battlefield where I have units?", "no"),
        # a "not" of the keyword, or of two, still denies it
        ("Is it true that I cannot play a spell without Reaction while a spell is on the "
         "chain?", "yes"),
        ("Can I move a unit that doesn't have Ganking from one battlefield to another?", "no"),
        ("Can I play a spell without Action or Reaction while a spell is on the chain?", "no"),
    ],
)  # fmt: skip
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_a_negated_verb_keeps_the_keyword_before_its_noun(
    question: str, verdict: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "Can a unit with Accelerate move the turn it's played?",
        "My unit has Accelerate. Can it move the turn it's played?",
        "I played a unit with Accelerate this turn. Can it move to a battlefield?",
        "Does a unit with Accelerate enter ready?",
        "Does a unit with Accelerate enter the board ready?",
    ],
)
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_having_accelerate_is_not_having_paid_it(question: str, version: str) -> None:
    """Accelerate is an optional additional cost (805.2): a unit that has it entered ready
    only if it was paid (805.1.a), else exhausted (143.4), unable to pay a standard move's
    cost (144.2) (hunt-s43 F2: had answered a flat yes)."""
    answer = ask(question, version)
    assert answer.verdict == "depends", answer.answer
    assert sorted(b["verdict"] for b in answer.branches) == ["no", "yes"]
    paid = next(b for b in answer.branches if b["verdict"] == "yes")
    assert "paid" in paid["assumed"] and "not" not in paid["assumed"]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("I played my unit this turn and paid its Accelerate cost. Can it make a standard "
         "move?", "yes"),
        ("Is it true that I can't move a unit I played with Accelerate this turn?", "no"),
        ("Is it true that I cannot move an Accelerated unit the turn I play it?", "no"),
        ("I played my Accelerate unit without paying Accelerate. Can it move this turn?", "no"),
        ("Can a unit with Accelerate enter ready?", "yes"),
    ],
)  # fmt: skip
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_accelerate_said_paid_or_unpaid_is_judged_so(
    question: str, verdict: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_always_is_false_where_one_way_fails(version: str) -> None:
    """ "always" claims every case: a depends with a "no" way is no (review-s43-hunt-fixes:
    "can always move" had answered depends); one case built that says yes does not show
    every case, so that is declined, naming the word."""
    answer = ask(
        "Is it true that a unit with Accelerate can always move the turn it's played?", version
    )
    assert answer.verdict == "no", answer.answer
    assert answer.answer.startswith("No, not always. No if"), answer.answer
    assert ask("Do units always enter the board exhausted?", version).verdict == "unknown"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # Focus as the chain closes, in every mode: every player passes in turn (hunt-s43b F1:
        # a mode said first had the 1v1 passes judged with more players, so nothing resolved)
        ("During a showdown in FFA3, I have Focus and play a spell. After it resolves, does "
         "Focus pass to the next player?", "yes"),
        ("In FFA4, in a showdown, does my opponent get focus after my spell resolves?", "yes"),
        # a card already facedown said by a pronoun is not read (F2: a second hide allowed)
        ("Can I hide a card at a battlefield that already has one?", "unknown"),
        ("Can I hide a card at a battlefield that already has a facedown card?", "no"),
        # who targets whose unit with Deflect (F3)
        ("Does my opponent pay the Deflect cost when I target their unit?", "unknown"),
        ("Do I pay the Deflect cost when I target my own Deflect unit?", "no"),
        ("In FFA3, when an opponent targets my Deflect unit, do they pay extra?", "yes"),
        ("My teammate's spell targets my Deflect unit. Does my teammate pay extra?", "no"),
        # another player's play in a statement is not the asker's (F4)
        ("During a combat in 1v1, my opponent has Focus and plays a spell. After it resolves, "
         "do I get Focus?", "unknown"),
    ],
)  # fmt: skip
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_hunt_s43b_wordings(question: str, verdict: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer


@pytest.mark.parametrize(
    ("version", "when"),
    [("2026-07-16", "as the Main Phase begins"), ("2026-03-30", "as the Draw Phase ends")],
)
def test_the_pool_empties_at_its_versions_time(version: str, when: str) -> None:
    """v1.4 empties the Rune Pool as the Main Phase begins (167, 316.3), v1.3 as the Draw
    Phase ends (166, 315.4.d): the answer says its own version's time (review-s43-costs)."""
    answer = ask("Does unspent energy carry over from my Channel Phase to my Main Phase?", version)
    assert answer.verdict == "no", answer.answer
    assert when in answer.answer, answer.answer


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "always" with a "not", or "never": every case claimed, one case built (hunt-s43c F1)
        ("Isn't it true that I can always win with 8 points in 1v1?", "unknown"),
        ("Is it true that I can never move a unit from battlefield to battlefield?", "unknown"),
        # a "never" in a condition is the condition's
        ("If a unit with Deathknell would die but the death is replaced so it never reaches "
         "the trash, does its Deathknell still happen?", "no"),
        # "Isn't it true that Tank units ...": the opening "not" is no unit's (F2)
        ("Isn't it true that Tank units must be assigned lethal damage first?", "yes"),
        ("Isn't it true that Backline units are assigned damage last?", "yes"),
        ("Can I assign lethal damage to the unit without Tank first?", "no"),
        # entering exhausted and then ready is a sequence, not read (F3, 805.6)
        ("Does a unit played with Accelerate enter exhausted and then become ready?", "unknown"),
        # the Empowered state asked, not one the unit was in (F4)
        ("Does Empower make the permanent Empowered?", "unknown"),
        ("If my unit is not yet Empowered, does Empower make it Empowered?", "unknown"),
        # a spell's play asked of no triggered ability (F5)
        ("Does playing a spell open a chain?", "unknown"),
    ],
)  # fmt: skip
@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_hunt_s43c_wordings(question: str, verdict: str, version: str) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_an_add_ability_is_never_left_waiting_for_passes(version: str) -> None:
    """An Add ability resolves as it is finalized (chain.resolves_on_finalize: 337.2, 429.2;
    v1.3 337.1.c): a board where every player passes it is none a game has, and its answer
    had said priority was passed on the chain (review-s43-hunt-fixes)."""
    answer = ask("When an Add ability resolves during a showdown, does focus pass?", version)
    assert answer.verdict == "unknown", answer.answer
