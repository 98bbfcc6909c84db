"""The library API: build a situation in Python, get the same verdict object as the CLI."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from judge.engine.judging import judge, judge_document
from judge.engine.predicates import Doing
from judge.engine.predicates.setup import team_final_point_ally_battlefields
from judge.engine.questions import Explain, Move, Query, Recall
from judge.engine.situation import build_situation
from judge.engine.state import BASE, BATTLEFIELD, Battlefield, CardRule, GameState, Place, Unit

LAIR = Place(BATTLEFIELD, "Vilemaw's Lair")
GANKING = frozenset({"Ganking"})
NO_MOVE_TO_BASE = CardRule("can't", "move", "here", "base", "Vilemaw's Lair", LAIR)


def _move(units: tuple[str, ...], to: Place, kind: str = "standard_move") -> Move:
    return Move(kind=kind, units=units, to=(to,) * len(units), actor="you")


def test_a_python_caller_gets_a_verdict_with_answer_citations_and_tree() -> None:
    situation = GameState(
        battlefields=(Battlefield("battlefield 1"),),
        units=(Unit("Yasuo", "you", Place(BASE, "you"), played_this_turn=True),),
    )
    verdict = judge(situation, _move(("Yasuo",), Place(BATTLEFIELD, "battlefield 1")))
    assert verdict.verdict == "no"
    assert verdict.rules_version == "2026-07-16"
    assert {"143.4", "144.2"} <= set(verdict.cited_rules)
    assert verdict.citations[0].text == "Exhausting the Unit is the Cost for this action."
    assert verdict.answer.startswith("No. Yasuo is exhausted")
    failed = {f.fact for f in verdict.findings if f.status == "failed"}
    assert failed == {"standard_move.cost", "units.enter_exhausted"}


def test_hints_come_from_judging_the_changed_situation_again() -> None:
    situation = GameState(
        battlefields=(Battlefield("battlefield 1"), Battlefield("battlefield 2")),
        units=(Unit("Jax", "you", Place(BATTLEFIELD, "battlefield 1")),),
    )
    verdict = judge(situation, _move(("Jax",), Place(BATTLEFIELD, "battlefield 2")))
    assert verdict.hints == ("legal if Jax had Ganking",)
    # A hint is only offered when the change really flips the verdict: Ganking can't help an
    # exhausted unit, so no Ganking hint appears then.
    tired = GameState(
        battlefields=situation.battlefields,
        units=(Unit("Jax", "you", Place(BATTLEFIELD, "battlefield 1"), exhausted=True),),
    )
    assert judge(tired, _move(("Jax",), Place(BATTLEFIELD, "battlefield 2"))).hints == ()


def test_an_exception_excuses_a_failed_rule_and_shows_in_the_tree() -> None:
    situation = GameState(
        battlefields=(Battlefield("battlefield 1"), Battlefield("battlefield 2")),
        units=(Unit("Jax", "you", Place(BATTLEFIELD, "battlefield 1"), keywords=GANKING),),
    )
    verdict = judge(situation, _move(("Jax",), Place(BATTLEFIELD, "battlefield 2")))
    assert verdict.verdict == "yes"
    route = next(f for f in verdict.findings if f.fact == "standard_move.destinations")
    assert route.status == "excused"
    assert [child.fact for child in route.excused_by] == ["keyword.ganking"]


def test_a_no_move_text_cannot_stop_a_recall_but_stops_a_move() -> None:
    lair = Battlefield("Vilemaw's Lair", text=(NO_MOVE_TO_BASE,))
    situation = GameState(battlefields=(lair,), units=(Unit("Jax", "you", LAIR),))
    assert judge(situation, _move(("Jax",), Place(BASE, "you"))).verdict == "no"
    recall = judge(situation, Recall(("Jax",)))
    assert recall.verdict == "yes"
    assert "456.3" in recall.cited_rules


@pytest.mark.parametrize(
    ("version", "rules"),
    [
        ("2026-07-16", ["455", "456", "456.1"]),
        ("1.3", ["450", "451", "451.1"]),
        ("2026-10-09", ["457", "458", "458.1"]),
    ],
    ids=["v1.4", "v1.3", "2026-10-09"],
)
def test_rejudging_under_another_version_cites_its_numbers(version: str, rules: list[str]) -> None:
    verdict = judge(GameState(), Query("is_move", "recall"), version)
    assert (verdict.verdict, verdict.cited_rules) == ("no", rules)


def test_a_fact_a_complete_version_does_not_state_does_not_apply_there() -> None:
    assert judge(GameState(), Query("is_move", "attached_follows")).verdict == "no"
    assert judge(GameState(), Query("is_move", "attached_follows"), "1.3").verdict == "unknown"


def test_topic_explanations_are_composed_from_the_facts() -> None:
    verdict = judge(GameState(), Explain("invalid_destinations"))
    assert verdict.verdict == "depends"
    assert {"449.2", "447.2.a", "447.2.b", "447.2.c"} <= set(verdict.cited_rules)
    assert "two other players" in verdict.answer


def test_to_dict_is_json_ready_and_holds_the_issue_keys() -> None:
    data = judge_document({"question": {"uses_chain": "move"}}).to_dict()
    assert json.loads(json.dumps(data)) == data
    assert {"verdict", "answer", "rules_version", "citations", "findings", "hints"} <= set(data)
    assert data["citations"] == [
        {
            "rule": "446.3.c",
            "text": "Moving does not use the Chain, nor is it able to be Reacted to.",
            "version": "2026-07-16",
        }
    ]


def test_what_happens_queries_list_outcomes_and_answer_events() -> None:
    doc = {
        "situation": {
            "units": [
                {"name": "Jax"},
                {"name": "Sett", "controller": "opponent", "at": "battlefield 1"},
            ]
        },
        "question": {"after_move": {"units": ["Jax"], "to": "battlefield 1"}},
    }
    verdict = judge_document(doc)
    # In the order they happen: the move contests, the cleanup that follows begins the combat,
    # which makes the mover the attacker and the other player the defender.
    assert verdict.verdict == "contested, cleanup, combat, attacker, defender"
    assert verdict.outcomes == ("contested", "cleanup", "combat", "attacker", "defender")
    doc["question"]["after_move"]["event"] = "showdown"
    assert judge_document(doc).verdict == "no"


TEAMMATE_CONTROLS_EMPTY_FIELD = {
    "situation": {
        "mode": "2v2",
        "battlefields": [{"name": "battlefield 1", "controller": "ally"}],
        "units": [{"name": "Jax"}],
    },
    "question": {"standard_move": {"units": ["Jax"], "to": "battlefield 1"}},
}


@pytest.mark.parametrize(
    ("version", "verdict"),
    [("1.3", "no"), ("1.4", "yes"), ("2026-10-09", "yes")],
    ids=["v1.3-controlled-by", "v1.4-occupied-by", "partial-2026-10-09-builds-on-v1.4"],
)
def test_each_version_applies_its_own_facts(version: str, verdict: str) -> None:
    assert judge_document(TEAMMATE_CONTROLS_EMPTY_FIELD, version).verdict == verdict


DEPLOY_GEAR_TO_BATTLEFIELD = {
    "question": {
        "play": {"card": "Ward", "type": "gear", "keywords": ["Deploy"], "to": "battlefield 1"}
    }
}


def test_a_keyword_the_version_lacks_gives_unknown_not_plain_rules() -> None:
    verdict = judge_document(DEPLOY_GEAR_TO_BATTLEFIELD, "1.4")
    assert verdict.verdict == "unknown"
    assert verdict.answer.startswith("Deploy is not part of the 2026-07-16 Core Rules")


def test_a_decision_that_rests_on_no_clause_held_gives_unknown() -> None:
    verdict = judge_document(DEPLOY_GEAR_TO_BATTLEFIELD, "2026-10-09")
    assert verdict.verdict == "unknown"
    assert "we hold no clause of in the 2026-10-09 Core Rules" in verdict.answer
    assert verdict.citations == ()


def test_a_partial_version_cites_its_base_version_by_name() -> None:
    verdict = judge_document({"question": {"uses_chain": "hide"}}, "2026-10-09")
    assert verdict.verdict == "no"
    assert {c.version for c in verdict.citations} == {"2026-07-16"}


def test_facts_that_disagree_give_unknown(tmp_path) -> None:
    from judge.engine.facts import load_facts
    from judge.engine.predicates import held

    facts = "\n".join(
        f"""  - id: test.{name}
    statement: "Says {answer}."
    predicate: {name}
    judges: [is_move]
    side: none
    answers: "{answer}"
    clauses:
      "2026-07-16": ["144.2"]"""
        for name, answer in (("says_yes", "yes"), ("says_no", "no"))
    )
    (tmp_path / "test.yaml").write_text("area: test\nfacts:\n" + facts + "\n")

    def always(situation: GameState, question: object) -> object:
        return held("It holds.")

    book = load_facts(tmp_path, {"says_yes": always, "says_no": always})  # type: ignore[dict-item]
    verdict = judge(GameState(), Query("is_move", "recall"), book=book)
    assert verdict.verdict == "unknown"
    assert "conflicting" in verdict.answer


def test_a_query_about_the_rules_ignores_keywords_on_the_board() -> None:
    document = {
        "situation": {"gear": [{"name": "Ward", "at": "battlefield 1", "keywords": ["Deploy"]}]},
        "question": {"is_move": "recall"},
    }
    assert judge_document(document, "1.4").verdict == "no"


@pytest.mark.parametrize(
    ("controller", "base"), [("you", "your base"), ("opponent 2", "opponent 2's base")]
)
def test_a_recalled_gear_goes_to_its_controllers_base_in_every_mode(
    controller: str, base: str
) -> None:
    """In FFA4 the gear of a dead attacker goes to its controller's base, not the base of the
    battlefield's controller."""
    doc = {
        "format": 2,
        "situation": {
            "mode": "ffa4",
            "turn": "opponent 2",
            "battlefields": [{"name": "battlefield 1", "controller": "opponent 3"}],
            "gear": [{"name": "Test Spear", "controller": controller, "at": "battlefield 1"}],
        },
        "actions": [{"cleanup": {}}],
        "question": {"outcomes": {"event": "gear recalled", "subject": "Test Spear"}},
    }
    verdict = judge_document(doc)
    assert verdict.verdict == "yes"
    assert f"recalled to {base}." in verdict.answer


def _dies_together(ability: str) -> dict[str, object]:
    """My Test Leader with ``ability`` while an effect kills two other units of mine at once."""
    return {
        "format": 2,
        "situation": {
            "units": [
                {
                    "name": "Test Leader",
                    "at": "base",
                    "triggers": [{"when": "another_dies", "ability": ability}],
                },
                {"name": "Vi", "at": "battlefield 1", "might": 2},
                {"name": "Jax", "at": "battlefield 1", "might": 2},
            ]
        },
        "actions": [{"game_action": {"action": "kill", "cards": ["Vi", "Jax"], "by": "opponent"}}],
        "question": {"outcomes": {"event": "triggers", "subject": "Test Leader"}},
    }


@pytest.mark.parametrize(
    ("ability", "times"),
    [
        ("When another unit you control dies, draw 1", 2),
        ("The first time another unit you control dies each turn, draw 1", 1),
    ],
)
def test_another_unit_dies_triggers_once_for_each_death_at_once(ability: str, times: int) -> None:
    findings = judge_document(_dies_together(ability)).to_dict()["findings"]
    triggered = [
        f
        for f in findings
        if f["fact"] == "trigger.another_unit_dies"
        and f["status"] == "happened"
        and " triggers: " in f["reason"]
    ]
    assert len(triggered) == times


def test_a_card_that_bars_points_stops_the_2v2_final_point_with_an_allys_battlefield() -> None:
    """In 2v2 the final point whose ally's battlefield is excepted is given by its own step:
    an opponent's Tianna Crownguard at a battlefield still stops it."""

    def final_point(tianna_at: str) -> list[tuple[str, bool, str]]:
        doc = {
            "mode": "2v2",
            "points": {"you": 10, "opponent": 4},
            "battlefields": [
                {"name": "battlefield 1", "controller": "you"},
                {"name": "battlefield 2", "controller": "ally"},
                {"name": "battlefield 3", "controller": "you"},
            ],
            "units": [
                {"name": "Test Unit A", "controller": "you", "at": "battlefield 1"},
                {"name": "Test Unit C", "controller": "ally", "at": "battlefield 2"},
                {"name": "Tianna Crownguard", "controller": "opponent", "at": tianna_at},
            ],
        }
        state = build_situation(doc)
        scored = frozenset({("you", "battlefield 1"), ("you", "battlefield 3")})
        state = replace(
            state,
            scored=scored,
            conquered=(("you", "battlefield 3"),),
            occupied_at_scoring=frozenset({("ally", "battlefield 2")}),
        )
        doing = Doing(None, lambda _fact: True, version="2026-07-16")
        stepped = team_final_point_ally_battlefields(state, doing)
        return [(e.kind, e.happened, e.fact) for e in stepped.events if e.kind == "point"]

    assert final_point("base") == [("point", True, "")]
    assert final_point("battlefield 1") == [("point", False, "scoring.cant_gain_points")]


@pytest.mark.parametrize(("action", "event"), [("buff", "buffed"), ("stun", "stunned")])
def test_a_game_action_on_units_names_a_gear_and_leaves_it_as_it_is(
    action: str, event: str
) -> None:
    """No real effect lets a gear be chosen to buff or stun (they select units), so this is a
    guard on the engine rather than a scenario: it once said the gear was buffed."""
    doc = {
        "format": 2,
        "situation": {"gear": [{"name": "Test Gear"}]},
        "actions": [{"game_action": {"action": action, "cards": ["Test Gear"]}}],
        "question": {"outcomes": {"event": event, "subject": "Test Gear"}},
    }
    assert judge_document(doc).verdict == "no"


def test_judgements_under_one_version_share_what_they_find_about_the_facts() -> None:
    from judge.engine.citing import Citer, default_citer
    from judge.engine.facts import fact_book
    from judge.engine.play_out import CLEANUP
    from judge.engine.reasoning import Judging, states

    book, citer = fact_book(), default_citer()
    newer, older = Judging.of(book, "2026-07-16", citer), Judging.of(book, "2026-03-30", citer)
    assert Judging.of(book, "2026-07-16", citer).stated is newer.stated
    assert newer.stated is not older.stated  # each version its own findings
    assert Judging.of(book, "2026-07-16", Citer()).runs is not newer.runs  # and each citer
    for ctx in (newer, older):
        ran = [fact.id for fact in ctx.steps(CLEANUP)]
        assert ran == [i for i in CLEANUP if states(book.by_id[i], ctx.version, citer)]
        judged = [fact.id for fact in ctx.judges("standard_move")]
        wanted = [f.id for f in book.by_kind["standard_move"] if states(f, ctx.version, citer)]
        assert judged == wanted
    # a fact one version states and the other does not: the findings never mix
    differs = [
        f for f in book.facts if states(f, "2026-07-16", citer) != states(f, "2026-03-30", citer)
    ]
    assert differs
    for fact in differs:
        assert newer.states(fact) != older.states(fact)


def test_what_judgements_find_is_kept_per_citer_only_while_it_lives() -> None:
    import dataclasses
    import gc

    from judge.engine.citing import Citer
    from judge.engine.facts import FactBook, fact_book
    from judge.engine.reasoning import Judging

    book, citer = fact_book(), Citer()  # a citer made for one call, as coverage makes them
    Judging.of(book, "2026-07-16", citer)
    kept = len(book.judged)
    del citer
    gc.collect()
    assert len(book.judged) == kept - 1
    fresh = FactBook(list(book.facts), dict(book.predicates), dict(book.steps))
    Judging.of(fresh, "2026-07-16", Citer())
    # a copy finds for itself (the copy of a throwaway book: a copy shares its indexes)
    assert not dataclasses.replace(fresh).judged
