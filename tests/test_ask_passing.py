"""Passing priority and Focus (s44): every player passing with a spell on the chain resolves
it (`chain.read_all_pass_resolves`), "the top item" is the newest, passing "without playing
anything" is passing in sequence (`showdown_ends`), finalizing passes no priority to "the next
player" (`chain.read_finalize_passes`), a pass of priority hands it to the next player in turn
order (`priority_pass`), a chain a triggered ability opened keeps Focus as it "finishes
resolving", the combat chain too (`chain_closes`), an empty battlefield moved to is conquered
as every player passes in its showdown (`showdown_ends.read_showdown_conquer`), and Focus
passed "to the next player" in a free-for-all (`chain.read_focus`)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

V13 = "2026-03-30"

# (question, rules version (None: the newest), verdict, a clause it must cite, reading)
CASES = [
    # every player passes with a spell on the chain: it resolves (339.1, 340.1)
    ("Both players passed priority with a spell on the chain. Does the spell resolve?", None,
     "yes", "339.1", "all_pass_resolves"),
    ("After both players pass priority, does the spell on the chain resolve?", None, "yes",
     "340.1", "all_pass_resolves"),
    ("Everyone passed priority while a spell was on the chain. Does the spell resolve?", None,
     "yes", "339.1", "all_pass_resolves"),
    ("My opponent has a spell on the chain. If everyone passes priority, does the spell "
     "resolve?", None, "yes", "339.1", "all_pass_resolves"),
    ("In 2v2, after all players pass priority, does the spell on the chain resolve?", None,
     "yes", "339.1", "all_pass_resolves"),
    ("In FFA4, a spell is on the chain and everyone passes priority one after the other. Does "
     "it resolve?", None, "yes", "339.1", "all_pass_resolves"),
    ("Does a spell on the chain resolve once both players pass?", None, "yes", "340.1",
     "all_pass_resolves"),
    ("Both players passed priority with a spell on the chain. Does the spell resolve?", V13,
     "yes", "339.1", "all_pass_resolves"),
    ("My opponent cast a spell and both of us passed. Does it resolve?", None, "yes", "339.1",
     "all_pass_resolves"),
    ("I played a spell and both players passed. Does the spell resolve?", None, "yes", "339.1",
     "all_pass_resolves"),
    # "the top item" is the newest (340.1)
    ("we both passed and nobody put anything new on the chain. does the top item resolve?",
     None, "yes", "340.1", "resolution_order"),
    ("If every player passes priority in sequence without adding anything to the chain, does "
     "the top item resolve?", None, "yes", "340.1", "resolution_order"),
    ("Once everybody passes in a row, does the item on top of the chain resolve?", None, "yes",
     "340.1", "resolution_order"),
    # the items the scene names: the newest resolves whatever they are (340.1)
    ("There's a spell and a reaction on the chain. Once both of us pass priority in a row, "
     "does the most recent one resolve?", None, "yes", "340.1", "resolution_order"),
    ("After all players pass priority, does the newest spell resolve?", None, "yes", "340.1",
     "resolution_order"),
    # a unit, gear or Add ability resolves as it is finalized (337.2; v1.3 337.1.c)
    ("When a unit I'm playing becomes a finalized chain item, does it resolve immediately "
     "rather than waiting for everyone to pass?", None, "yes", "337.2",
     "chain_waits:resolves_on_finalize"),
    ("Does a unit resolve as soon as it is finalized?", V13, "yes", "337.1.c",
     "chain_waits:resolves_on_finalize"),
    ("When a unit is finalized on the chain, does it resolve right away?", None, "yes",
     "337.2", "chain_waits:resolves_on_finalize"),
    ("Does my gear resolve immediately once it's finalized?", None, "yes", "337.2",
     "chain_waits:resolves_on_finalize"),
    ("Does an Add ability resolve as soon as it is finalized?", None, "yes", "429.2",
     "chain_waits:resolves_on_finalize"),
    ("When I play a unit, does it resolve immediately?", None, "yes", "337.2",
     "chain_waits:resolves_on_finalize"),
    # passing without playing anything in a showdown (347.2.a; v1.3 347.3.a)
    ("2v2 showdown: all four players pass focus without playing anything. Does the showdown "
     "end?", None, "yes", "347.2.a", "showdown_ends"),
    ("In a 1v1 showdown my opponent passes and then I pass too without playing anything. Does "
     "the showdown end?", None, "yes", "347.2.a", "showdown_ends"),
    ("If every player passes Focus in a showdown without playing anything, does the showdown "
     "end?", V13, "yes", "347.3.a", "showdown_ends"),
    ("Does the showdown end when all players pass focus in a row?", None, "yes", "347.2.a",
     "showdown_ends"),
    ("In a showdown, if I pass without playing anything, does the showdown end?", None,
     "depends", "347.2.a", "showdown_ends"),
    # finalizing passes no priority, to the next player either (337.1.a)
    ("Does finalizing an item onto the chain pass priority to the next player?", None, "no",
     "337.1.a", "finalize_passes"),
    ("Does finalizing an item onto the chain pass priority to the next player?", V13, "no",
     "337.1.a", "finalize_passes"),
    ("In FFA3, does finalizing my spell pass priority to the next player in turn order?", None,
     "no", "337.1.a", "finalize_passes"),
    ("In 2v2, does finalizing my triggered ability pass priority to the next player?", None,
     "no", "337.1.a", "finalize_passes"),
    # a pass of priority goes to the next player in turn order (338.1.b.1; v1.3 338.1.c.1)
    ("Four-player free-for-all: a spell is on the chain and I pass. Does priority go to the "
     "next player in turn order?", None, "yes", "338.1.b.1", "priority_on_pass"),
    ("A spell is on the chain and I pass priority. Does my opponent get priority?", None, "yes",
     "338.1.b.1", "priority_on_pass"),
    ("A spell is on the chain and I pass priority. Does my opponent get priority?", V13, "yes",
     "338.1.c.1", "priority_on_pass"),
    ("In 2v2 there is a spell on the chain and I pass priority. Does priority go to my "
     "teammate?", None, "no", "338.1.b.1", "priority_on_pass"),
    ("If my opponent passes priority while a spell is on the chain, do I get priority?", None,
     "yes", "338.1.b.1", "priority_on_pass"),
    ("In 2v2, my teammate passes priority with a spell on the chain. Does priority go to the "
     "next player?", None, "yes", "338.1.b.1", "priority_on_pass"),
    # a chain a triggered ability opened keeps Focus as it closes (346.1); a spell's passes it
    ("During a showdown the chain was opened by a triggered ability. When it finishes "
     "resolving, does Focus pass?", None, "no", "346.1", "focus_as_chain_closes"),
    ("During a showdown the chain was opened by a triggered ability. When it finishes "
     "resolving, does Focus pass?", V13, "no", "346.1", "focus_as_chain_closes"),
    ("During a showdown I play a spell. When it finishes resolving, does focus pass to my "
     "opponent?", None, "yes", "346", "focus_as_chain_closes"),
    ("Does Focus pass when the combat chain closes?", None, "no", "346.1",
     "focus_as_chain_closes"),
    ("Does Focus pass when the combat chain closes?", V13, "no", "346.1",
     "focus_as_chain_closes"),
    ("The combat chain finishes resolving. Does focus pass to the defender then?", None, "no",
     "346.1", "focus_as_chain_closes"),
    ("When the combat chain closes, does the attacker keep focus?", None, "yes", "346.1",
     "focus_as_chain_closes"),
    # an empty battlefield moved to, every player passing in its showdown (348.2.a)
    ("I move onto an empty, uncontrolled battlefield. When everybody passes in the showdown, "
     "do I conquer it?", None, "yes", "348.2.a", "showdown_conquer"),
    ("I move onto an empty, uncontrolled battlefield. When everybody passes in the showdown, "
     "do I conquer it?", V13, "yes", "348.2.a", "showdown_conquer"),
    ("If I move a unit to an empty battlefield and both players pass, do I gain control of "
     "it?", None, "yes", "348.2.a", "showdown_conquer"),
    ("In 2v2, I move a unit to an empty battlefield. If everyone passes in the showdown, do I "
     "conquer it?", None, "yes", "348.2.a", "showdown_conquer"),
    ("In FFA4, I move a unit to an empty battlefield and everyone passes in the showdown. Do I "
     "conquer it?", None, "yes", "348.2.a", "showdown_conquer"),
    # Focus passed on to the next player with nothing on the chain (347.2.b)
    ("In a three-player free-for-all showdown I have focus and I'm the first to pass, with "
     "nothing on the chain. Does focus go to the next player in turn order?", None, "yes",
     "347.2.b", "focus"),
    ("In FFA3, I have focus in a showdown with nothing on the chain and I pass. Does focus go "
     "to the next player?", None, "depends", "347.2.b", "focus"),
    ("In 2v2, in a showdown, I have focus and I am the first to pass. Does focus go to my "
     "teammate?", None, "no", "347.2.b", "focus"),
]  # fmt: skip


@pytest.mark.parametrize(("question", "version", "verdict", "cite", "reading"), CASES)
def test_passing(question: str, version: str | None, verdict: str, cite: str, reading: str) -> None:
    answer = asked(question, verdict, cites=(cite,), version=version)
    assert answer.reading == reading, answer.reading


@pytest.mark.parametrize(
    "question",
    [
        # "both players" of three is not every player
        "In FFA3 both players pass priority with a spell on the chain. Does the spell resolve?",
        # more than one spell: which resolves is the question
        "Two spells are on the chain. If both players pass, does the spell resolve?",
        "My spell and my opponent's spell are on the chain. If both players pass, does the "
        "spell resolve?",
        # a play of something other than the spell asked of
        "My opponent played a unit and both of us passed. Does the spell resolve?",
        # one pass does not resolve anything
        "If I pass priority with a spell on the chain, does the spell resolve?",
        # "my opponent" of two: which one?
        "In FFA3, there's a spell on the chain and I pass priority. Does my opponent get priority?",
        # the passes unsaid (a play in the showdown could bring a combat), or the place not empty
        "I move to an empty battlefield. Do I conquer it?",
        "I move to a battlefield. Everyone passes. Do I conquer it?",
        # a unit resolves as it is finalized: no priority to speak of here
        "Does finalizing my unit pass priority to the next player?",
        # a spell waits for the passes: the engine says what resolves, not what waits
        "Does a spell resolve as soon as it is finalized?",
        # the Reaction asked of, not only named in the scene
        "There's a spell and a reaction on the chain. After both players pass, does the "
        "reaction resolve first?",
        # "the top card" stays the deck's
        "Does the top card of my deck resolve when everyone passes?",
    ],
)
def test_not_read(question: str) -> None:
    asked(question, "unknown")


def test_the_spell_unsaid_whose_is_said_as_taken() -> None:
    answer = asked(
        "Both players passed priority with a spell on the chain. Does the spell resolve?", "yes"
    )
    assert any("whoever controls it" in said for said in answer.assumed), answer.assumed
