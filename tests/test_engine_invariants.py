"""Invariants of the engine over random VALID situations (docs/scenarios.md): only
JudgeErrors escape, every citation exists in its version, the verdict does not depend on
the order units, gear and battlefields are listed, and a recall is never judged a move
(nor stopped by a "can't move" restriction). The same for `judge ask` on random questions.

tests/test_scenario_properties.py throws malformed documents at the loader; these build
documents the loader accepts, so the engine itself is exercised.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from judge.ask.answer import ask
from judge.engine.facts import fact_book
from judge.engine.judging import judge_document
from judge.engine.situation import DEFAULT_PLAYERS
from judge.engine.verdict import Verdict
from judge.errors import DataError, JudgeError, UsageError
from judge.rules.rulebook import Rulebook, open_rulebook

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
VERSIONS = ["2026-03-30", "2026-07-16", "2026-10-09"]
KEYWORDS = ["Ganking", "Accelerate", "Ambush", "Hidden", "Deploy"]
UNIT_NAMES = ["Jax", "Yasuo", "Vi", "Teemo"]
FIELD_NAMES = ["Vilemaw's Lair", "Ravenbloom Conservatory", "Forgotten Monument"]
CARD_RULE = st.fixed_dictionaries(
    {
        "effect": st.sampled_from(["can", "can't"]),
        "action": st.sampled_from(["move", "standard_move", "play"]),
    },
    optional={
        "from": st.sampled_from(["here", "base", "battlefield", "anywhere"]),
        "to": st.sampled_from(["here", "base", "battlefield", "anywhere"]),
    },
)
CANT_MOVE = {"effect": "can't", "action": "move"}


@st.composite
def situations(draw: st.DrawFn) -> dict[str, Any]:
    """A situation the loader accepts: names unique, places and players real."""
    mode = draw(st.sampled_from(list(DEFAULT_PLAYERS)))
    players = list(DEFAULT_PLAYERS[mode])
    fields = draw(st.lists(st.sampled_from(FIELD_NAMES), min_size=1, max_size=3, unique=True))
    places = [*fields, "base"]
    situation: dict[str, Any] = {"mode": mode, "turn": draw(st.sampled_from(players))}
    situation["battlefields"] = [
        {"name": name}
        | draw(
            st.fixed_dictionaries(
                {},
                optional={
                    "controller": st.sampled_from([*players, None]),
                    "contested_by": st.sampled_from(players),
                    "staged": st.lists(
                        st.sampled_from(["showdown", "combat"]), max_size=2, unique=True
                    ),
                    "text": st.lists(CARD_RULE, max_size=1),
                },
            )
        )
        for name in fields
    ]
    names = draw(st.lists(st.sampled_from(UNIT_NAMES), min_size=1, max_size=3, unique=True))
    situation["units"] = [
        {
            "name": name,
            "controller": draw(st.sampled_from(players)),
            "at": draw(st.sampled_from(places)),
        }
        | draw(
            st.fixed_dictionaries(
                {},
                optional={
                    "exhausted": st.booleans(),
                    "played_this_turn": st.booleans(),
                    "damage": st.integers(0, 3),
                    "keywords": st.lists(st.sampled_from(KEYWORDS), max_size=2, unique=True),
                    "text": st.lists(CARD_RULE, max_size=1),
                },
            )
        )
        for name in names
    ]
    if draw(st.booleans()):
        situation["gear"] = [{"name": "Blade", "attached_to": draw(st.sampled_from(names))}]
    battle = draw(st.sampled_from([None, "combat", "showdown"]))
    if battle is not None:
        situation[battle] = draw(st.sampled_from(fields))
    situation["chain_empty"] = draw(st.booleans())
    situation["phase"] = draw(st.sampled_from(["beginning", "main", "ending"]))
    return situation


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    """A valid scenario document: a situation and one question about what it holds."""
    situation = draw(situations())
    units = [unit["name"] for unit in situation["units"]]
    fields = [field["name"] for field in situation["battlefields"]]
    place = st.sampled_from([*fields, "base"])
    movers = st.lists(st.sampled_from(units), min_size=1, max_size=len(units), unique=True)
    question = draw(
        st.one_of(
            st.builds(lambda u, t: {"standard_move": {"units": u, "to": t}}, movers, place),
            st.builds(lambda u, t: {"move_effect": {"units": u, "to": t}}, movers, place),
            st.builds(lambda u, t: {"after_move": {"units": u, "to": t}}, movers, place),
            st.builds(
                lambda c, b: {"recall": {"cards": c, "because": b}},
                movers,
                st.sampled_from(["effect", "combat", "cleanup", "invalid_destination"]),
            ),
            st.builds(
                lambda t, k: {"play": {"card": "Recruit", "to": t, "keywords": k}},
                place,
                st.lists(st.sampled_from(["Ambush", "Hidden", "Accelerate"]), unique=True),
            ),
            st.builds(lambda f: {"ability_controller": f}, st.sampled_from(fields)),
            st.builds(lambda f: {"next_cleanup": {"battlefield": f}}, st.sampled_from(fields)),
            st.builds(lambda t: {"explain": t}, st.sampled_from(fact_book().topics)),
            st.builds(
                lambda k, v: {k: v},
                st.just("is_move"),
                st.sampled_from(["standard_move", "move_effect", "recall", "enter_board"]),
            ),
        )
    )
    version = draw(st.sampled_from(VERSIONS))
    return {"rules_version": version, "situation": situation, "question": question}


def judged(document: dict[str, Any]) -> Verdict:
    """The verdict, or the example is dropped when the loader refuses the document."""
    try:
        return judge_document(document)
    except DataError:
        assume(False)
        raise


def signature(verdict: Verdict) -> tuple[str, frozenset[str]]:
    return verdict.verdict, frozenset(verdict.cited_rules)


@pytest.fixture(scope="module")
def rb() -> Rulebook:
    return open_rulebook()


@FAST
@given(documents())
def test_only_judge_errors_escape_and_every_citation_exists(
    rb: Rulebook, document: dict[str, Any]
) -> None:
    try:
        verdict = judge_document(document)
    except JudgeError:
        return
    assert verdict.verdict and verdict.answer
    assert verdict.rules_version == rb.resolve_version(document["rules_version"])
    for citation in verdict.citations:
        assert rb.has(citation.version, citation.rule), (citation, document)


@FAST
@given(documents(), st.randoms(use_true_random=False))
def test_the_verdict_does_not_depend_on_the_order_things_are_listed(
    document: dict[str, Any], shuffle: Any
) -> None:
    verdict = judged(document)
    reordered = copy.deepcopy(document)
    for key in ("units", "battlefields", "gear"):
        shuffle.shuffle(reordered["situation"].get(key, []))
    question = next(iter(reordered["question"].values()))
    if isinstance(question, dict):
        shuffle.shuffle(question.get("units", question.get("cards", [])))
    again = judge_document(reordered)
    assert again.verdict == verdict.verdict
    assert signature(again) == signature(verdict)


@FAST
@given(situations(), st.sampled_from(VERSIONS))
def test_a_recall_is_never_a_move(situation: dict[str, Any], version: str) -> None:
    for query in ({"is_move": "recall"}, {"stopped_by_move_restriction": "recall"}):
        document = {"rules_version": version, "situation": situation, "question": query}
        verdict = judged(document)
        if verdict.verdict == "unknown":  # a keyword or a version the judge has no rules for
            assert "is not part of the" in verdict.answer or verdict.answer.startswith(
                "Not answered under the"
            ), verdict.answer
        else:
            assert verdict.verdict == "no", (query, version)


@FAST
@given(documents(), st.sampled_from(VERSIONS))
def test_a_cant_move_text_never_changes_a_recall(document: dict[str, Any], version: str) -> None:
    units = [unit["name"] for unit in document["situation"]["units"]]
    document["question"] = {"recall": {"cards": units[:1], "because": "effect"}}
    document["rules_version"] = version
    before = judged(document)
    for thing in document["situation"]["units"] + document["situation"]["battlefields"]:
        thing["text"] = [*thing.get("text", []), CANT_MOVE]
    after = judged(document)
    assert after.verdict == before.verdict
    # It may add the clause saying why the restriction does not apply, nothing else changes.
    assert set(before.cited_rules) <= set(after.cited_rules)


# --- `judge ask` -----------------------------------------------------------------------------

RECALL_QUESTIONS = st.builds(
    "{} {} {} {}?".format,
    st.sampled_from(["Is", "is", "Does", "Would"]),
    st.sampled_from(["a recall", "recalling a unit", "a recalled unit", "recalling my gear"]),
    st.sampled_from(["a move", "count as a move", "count as moving", "considered a move"]),
    st.sampled_from(["", "in 2v2", "during combat", "on my opponent's turn"]),
)


@FAST
@given(RECALL_QUESTIONS)
def test_ask_never_judges_a_recall_a_move(question: str) -> None:
    answer = ask(question)
    assert answer.verdict != "yes", (question, answer.understood)


WORDS = (
    "can a my unit units move recall play to from battlefield base during combat showdown ally",
    "opponent Jax Ganking Ambush hidden gear turn is does ? , '",
)
QUESTION_TEXT = st.one_of(
    st.text(max_size=120),
    st.lists(st.sampled_from(" ".join(WORDS).split(" ")), max_size=14).map(" ".join),
)


@FAST
@given(QUESTION_TEXT, st.sampled_from([None, *VERSIONS]))
def test_ask_answers_anything_citing_only_clauses_that_exist(
    rb: Rulebook, question: str, version: str | None
) -> None:
    try:
        answer = ask(question, version)
    except UsageError:
        assert not question.strip()
        return
    assert answer.verdict in {"yes", "no", "depends", "unknown"}
    for citation in answer.citations:
        assert rb.has(citation.get("version", answer.rules_version), citation["rule"]), citation
    if answer.scenario is not None and answer.verdict != "unknown":
        again = judge_document(answer.scenario, answer.rules_version)
        assert again.verdict == answer.verdict or answer.verdict == "depends", question
