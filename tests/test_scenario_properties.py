"""Whatever document a caller (or `judge ask`) builds, loading and judging it either works or
raises a DataError: never a traceback."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine.facts import fact_book
from judge.engine.judging import judge_scenario
from judge.engine.scenario import load_document
from judge.errors import DataError

NAMES = st.sampled_from(
    [
        "you",
        "opponent",
        "ally",
        "opponent 2",
        "Jax",
        "battlefield 1",
        "base",
        "your base",
        "opponent's base",
        "",
        "Vilemaw's Lair",
        "x",
    ]
)
SCALARS = st.one_of(NAMES, st.integers(-2, 3), st.booleans(), st.none())
KEYWORDS = st.lists(
    st.sampled_from(
        ["Ganking", "Accelerate", "Ambush", "Hidden", "Deploy", "Action", "Reaction", "Nope"]
    ),
    max_size=3,
)

UNIT = st.fixed_dictionaries(
    {"name": st.sampled_from(["Jax", "Vi", "1"])},
    optional={
        "controller": NAMES,
        "at": NAMES,
        "exhausted": st.booleans(),
        "played_this_turn": st.booleans(),
        "keywords": KEYWORDS,
        "damage": st.integers(-1, 3),
    },
)
FIELD = st.fixed_dictionaries(
    {"name": NAMES},
    optional={
        "controller": st.one_of(NAMES, st.none()),
        "contested_by": NAMES,
        "staged": st.lists(st.sampled_from(["showdown", "combat"]), max_size=2),
        "text": st.lists(
            st.fixed_dictionaries(
                {
                    "effect": st.sampled_from(["can", "can't"]),
                    "action": st.sampled_from(["move", "play", "standard_move"]),
                },
                optional={
                    "from": st.sampled_from(["here", "base", "anywhere"]),
                    "to": st.sampled_from(["here", "base", "battlefield"]),
                },
            ),
            max_size=2,
        ),
    },
)
SITUATION = st.fixed_dictionaries(
    {},
    optional={
        "mode": st.sampled_from(["1v1", "2v2", "ffa3", "ffa4", "5v5"]),
        "players": st.lists(NAMES, max_size=5),
        "turn": NAMES,
        "phase": st.sampled_from(["main", "beginning", "ending"]),
        "showdown": NAMES,
        "combat": NAMES,
        "chain_empty": st.booleans(),
        "battlefields": st.lists(FIELD, max_size=3),
        "units": st.lists(UNIT, max_size=3),
        "gear": st.lists(
            st.fixed_dictionaries(
                {"name": NAMES}, optional={"at": NAMES, "attached_to": NAMES, "keywords": KEYWORDS}
            ),
            max_size=2,
        ),
        "facedown": st.lists(st.fixed_dictionaries({"name": NAMES, "at": NAMES}), max_size=2),
    },
)
MOVE = st.fixed_dictionaries(
    {
        "units": st.lists(st.sampled_from(["Jax", "Vi", "1", "x"]), max_size=3),
        "to": st.one_of(
            NAMES, st.dictionaries(st.sampled_from(["Jax", "Vi", 1]), NAMES, max_size=2)
        ),
    },
    optional={
        "card": NAMES,
        "timing": st.sampled_from(["none", "Action", "Reaction"]),
        "event": NAMES,
        "by": NAMES,
    },
)
QUESTION = st.one_of(
    st.builds(lambda m: {"standard_move": m}, MOVE),
    st.builds(lambda m: {"move_effect": m}, MOVE),
    st.builds(lambda m: {"after_move": m}, MOVE),
    st.builds(
        lambda c, t, k: {"play": {"card": c, "to": t, "keywords": k}}, NAMES, NAMES, KEYWORDS
    ),
    st.builds(lambda c: {"recall": {"cards": c}}, st.lists(NAMES, max_size=2)),
    st.builds(lambda c, a: {"hide": {"card": c, "at": a}}, NAMES, NAMES),
    st.builds(
        lambda s: {"is_move": s},
        st.sampled_from(["recall", "enter_board", "standard_move", "bogus"]),
    ),
    st.builds(lambda b: {"ability_controller": b}, NAMES),
    st.builds(lambda b, e: {"next_cleanup": {"battlefield": b, "event": e}}, NAMES, NAMES),
    st.builds(lambda b: {"after_combat": {"battlefield": b}}, NAMES),
    st.builds(lambda t: {"explain": t}, st.sampled_from(["recalls", "standard_move", "nothing"])),
    st.dictionaries(NAMES, SCALARS, max_size=2),
)
DOCUMENT = st.fixed_dictionaries(
    {"question": QUESTION},
    optional={
        "situation": SITUATION,
        "rules_version": st.sampled_from(["1.3", "2026-07-16", "2026-10-09"]),
    },
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(DOCUMENT)
def test_any_document_loads_and_judges_or_raises_a_data_error(document: dict[str, Any]) -> None:
    try:
        scenario = load_document(document, topics=fact_book().topics)
    except DataError:
        return
    verdict = judge_scenario(scenario)
    assert verdict.verdict
    assert verdict.answer
