"""Every scenario file is its own test: `pytest -k recall` runs the recall scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine import play_out
from judge.engine.actions import GAME_ACTIONS
from judge.engine.checking import compare, scenario_files
from judge.engine.facts import fact_book
from judge.engine.judging import judge_scenario
from judge.engine.scenario import load_file
from judge.engine.verdict import Finding

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = list(scenario_files([SCENARIOS]))


@pytest.mark.parametrize(("path", "name"), FILES, ids=[name for _, name in FILES])
def test_scenario(path: Path, name: str) -> None:
    scenario = load_file(path, name=name, topics=fact_book().topics)
    assert scenario.expect is not None, "a scenario file states what it expects"
    verdict = judge_scenario(scenario)
    problems = compare(scenario.expect, verdict)
    assert not problems, f"{'; '.join(problems)} -- {verdict.answer}"


def test_there_are_at_least_80_scenarios() -> None:
    assert len(FILES) >= 80


# Facts that hold whenever they are reached: every completed move is followed by a cleanup;
# the recall that replaces an effect's invalid move is reached only through `otherwise` (its
# no case is a legal move effect: destinations/move-effect-to-valid-battlefield-no-recall).
# A combat's resolution always determines a result and always ends the combat. An activated
# ability judged legal always goes on the chain (its no case is a refused activation:
# abilities/activate-in-showdown-without-action).
UNCONDITIONAL = {
    "ability.activated_uses_chain",
    "move.cleanup",
    "board.cleanup_on_enter",
    "recall.instead_of_invalid_move",
    "combat.result",
    "combat.result_after_recall",
    "combat.ends",
    "recycle.to_bottom",  # a recycled card always goes to the bottom (from a deck: unknown)
    "chain.focus_priority_when_open",  # runs only once the chain is gone in a showdown
    "carry_out.give_might",  # a unit still a legal target is always given it (targets.yaml)
    "points.gained_by_effect",  # points an effect gives are always gained (a loss can be nothing)
    "xp.gained",  # XP an effect gives is always gained: there is no limit (733)
    "xp.spent",  # XP one has is always spent (more than one has: the cost or instruction facts)
    "buff.one_at_a_time",  # a rule with one answer (702.3); the loader refuses a board against it
    # The one combat_rule query, a rule with one answer (462): no other value to be "not
    # applicable" to, in any mode.
    "combat.two_players_only",
    # The one first_player query: who goes first is decided at random in every mode (115; no
    # mode names a First Player), so it has no value to be "not applicable" to.
    "setup.first_player_random",
    # The one owner_zone query, the Silver Rule (056): a rule with one answer.
    "zones.owners_zones_only",
    # v1.3's 355.15 has no exception: choices stay made (an instructed remaking is unknown there)
    "choices.fixed_after_play",
    # a unit the combat cleanup killed for lethal combat damage is always killed by that
    # damage's sources, the dealing side as a whole (417.6.c.1); its no cases are the kills
    # of other cleanups (kill.attributed_in_cleanup)
    "kill.attributed_in_combat_cleanup",
    # Reached only for an ability whose source is on the chain: its owner always controls it.
    "ability.controller_owner_off_board",
    # A cost to play that new choices incur is always ignored (755): where they incur none
    # (no new target with Deflect that speaks of the chooser) the rule is not applicable.
    "new_choices.costs_ignored",
    # A prevented game action: the card is always playable (358.3.a; v1.3 055.1) and the
    # action always skipped as it resolves; each is not applicable to the other's question.
    "play.prevented_action_playable",
    "play.prevented_action_skipped",
    # A unit that leaves the board for a zone off it always has what was tracked on it
    # cleared; their no cases are recalls, which the recall's own rule decides and cites
    # (recall.keeps_state: zones/recall-damaged-unit-keeps-damage).
    "leave_board.modifications_cleared",
    "leave_board.statuses_cleared",
    # A restriction on playing never reaches a card already finalized on the chain (419.1).
    "play.restriction_not_on_chain",
}
PROCEDURES = (
    (*play_out.ATTACHED, *play_out.TRIGGERS, *play_out.MOVE),  # every move: gear, triggers
    play_out.PLAY_PERMANENT,
    play_out.CLEANUP,
    (*play_out.COMBAT_RESOLUTION, "combat.heal_all", "recall.after_combat_damage"),
    play_out.CHAIN_PASS,
    play_out.CHAIN_RESOLVE,
    GAME_ACTIONS["kill"],
)


def _statuses(findings: tuple[Finding, ...]) -> dict[str, set[str]]:
    """What each fact did in one judgement. A step whose procedure ran (another of its
    steps left an event) without leaving one itself counts as "not applicable"; an event
    saying what it prevented counts as "prevented"."""
    seen: dict[str, set[str]] = {}
    for finding in findings:
        status = "held" if finding.status == "excused" else finding.status
        seen.setdefault(finding.fact, set()).add(status)
    for steps in PROCEDURES:
        if any(fact in seen for fact in steps):
            for fact in steps:
                if fact not in seen:
                    seen[fact] = {"not applicable"}
    return seen


def test_every_fact_has_a_case_where_it_applies_and_one_where_it_does_not() -> None:
    """A yes and a no case per predicate or step: each fact is seen with two different
    outcomes (held or excused, failed, not applicable; happened, prevented) across the
    scenarios."""
    book = fact_book()
    seen: dict[str, set[str]] = {fact.id: set() for fact in book.facts}
    for path, name in FILES:
        scenario = load_file(path, name=name, topics=book.topics)
        for fact, statuses in _statuses(judge_scenario(scenario).findings).items():
            if fact in seen:
                seen[fact] |= statuses
    one_sided = {
        fact: sorted(statuses)
        for fact, statuses in seen.items()
        if len(statuses) < 2 and fact not in UNCONDITIONAL
    }
    assert one_sided == {}


def test_every_step_is_seen_in_at_least_two_modes_of_play() -> None:
    """The game engine's steps (what a move, a cleanup, a combat or the chain changes) are
    each seen applying in scenarios of at least two modes (1v1, 2v2, FFA3, FFA4)."""
    book = fact_book()
    modes: dict[str, set[str]] = {fact.id: set() for fact in book.facts if fact.step}
    for path, name in FILES:
        scenario = load_file(path, name=name, topics=book.topics)
        for finding in judge_scenario(scenario).findings:
            if finding.fact in modes and finding.status in ("happened", "prevented"):
                modes[finding.fact].add(scenario.situation.mode)
    assert {fact: sorted(seen) for fact, seen in modes.items() if len(seen) < 2} == {}
