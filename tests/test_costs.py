"""The arithmetic of total costs (judge/engine/costing.py) and the documents that describe a
card being played: properties over random costs and modifiers, and what is refused."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import costing
from judge.engine.card_list import PlayedCost, flow_costs_of, played_cost
from judge.engine.judging import judge_document
from judge.engine.predicates.chain import ability_cost_asks_resources
from judge.engine.scenario import load_document
from judge.engine.state import (
    AdditionalCost,
    ChainItem,
    CostModifier,
    FlowCost,
    GameState,
    Playing,
)
from judge.errors import DataError
from judge.records import replace


def _state(playing: Playing, *modifiers: CostModifier, mode: str = "1v1") -> GameState:
    players = ("you", "opponent", "ally", "opponent 2") if mode == "2v2" else ("you", "opponent")
    teams = (("you", "ally"), ("opponent", "opponent 2")) if mode == "2v2" else ()
    return GameState(
        mode=mode, players=players, teams=teams, playing=playing, cost_modifiers=modifiers
    )


SPELL = Playing("Test Spell", "you", energy=8)


@pytest.mark.parametrize(
    ("value", "by", "minimum", "expected"),
    [(8, 1, 1, 7), (1, 1, 1, 1), (0, 1, 1, 0), (3, 5, None, 0), (7, 7, None, 0)],
    ids=["lowers", "stops-at-its-minimum", "never-raises", "not-below-zero", "to-zero"],
)
def test_a_discount_stops_at_its_own_minimum_and_at_zero(
    value: int, by: int, minimum: int | None, expected: int
) -> None:
    assert costing.reduce(value, by, minimum) == expected


def test_the_order_of_discounts_is_the_players_choice() -> None:
    floored = CostModifier("Test Apprentice", "you", "discount", energy=1, minimum=1)
    big = CostModifier("Test Spell", "you", "discount", energy=7, affects="this")
    totals = costing.totals(_state(SPELL, floored, big))
    assert [t.energy for t in totals] == [0, 1]


def test_ignoring_the_energy_cost_leaves_the_power_cost() -> None:
    playing = Playing("Test Spell", "you", energy=3, power=1)
    ignore = CostModifier("Test Future", "you", "ignore", costs="energy")
    assert costing.totals(_state(playing, ignore)) == (costing.Total(0, 1),)


def test_accelerate_is_added_after_the_base_costs_are_ignored() -> None:
    accelerate = AdditionalCost("Accelerate", optional=True, keyword="Accelerate")
    playing = Playing("Test Unit", "you", type="unit", energy=2, additional=(accelerate,))
    ignore = CostModifier("Test Breach", "you", "ignore")
    assert costing.totals(_state(playing, ignore)) == (costing.Total(1, 1),)


@pytest.mark.parametrize(
    ("controller", "affects", "applies"),
    [
        ("ally", "friendly", True),
        ("ally", "enemy", False),
        ("opponent", "enemy", True),
        ("opponent", "friendly", False),
        ("opponent 2", "yours", False),
        ("you", "yours", True),
    ],
)
def test_whose_plays_a_modifier_speaks_of_in_2v2(
    controller: str, affects: str, applies: bool
) -> None:
    modifier = CostModifier("Test Card", controller, "increase", energy=1, affects=affects)
    assert costing.reaches(_state(SPELL, modifier, mode="2v2"), modifier) is applies


amounts = st.integers(min_value=0, max_value=6)
discounts = st.builds(
    CostModifier,
    source=st.sampled_from(["A", "B", "C"]),
    controller=st.just("you"),
    kind=st.just("discount"),
    energy=amounts,
    power=amounts,
    minimum=st.one_of(st.none(), st.integers(min_value=0, max_value=3)),
)


@settings(max_examples=60, deadline=None)
@given(
    energy=amounts,
    power=amounts,
    modifiers=st.lists(discounts, max_size=3, unique_by=lambda m: m.source),
)
def test_discounts_never_raise_a_cost_nor_take_it_below_zero(
    energy: int, power: int, modifiers: list[CostModifier]
) -> None:
    state = _state(Playing("Test Spell", "you", energy=energy, power=power), *modifiers)
    for total in costing.totals(state):
        assert 0 <= total.energy <= energy and 0 <= total.power <= power


@settings(max_examples=60, deadline=None)
@given(
    energy=amounts,
    modifiers=st.lists(
        st.builds(
            CostModifier,
            source=st.sampled_from(["A", "B", "C"]),
            controller=st.just("you"),
            kind=st.just("discount"),
            energy=amounts,
        ),
        max_size=3,
        unique_by=lambda m: m.source,
    ),
)
def test_without_a_minimum_the_order_of_discounts_does_not_matter(
    energy: int, modifiers: list[CostModifier]
) -> None:
    state = _state(Playing("Test Spell", "you", energy=energy), *modifiers)
    assert len(costing.totals(state)) == 1


def _doc(situation: dict[str, Any], question: dict[str, Any]) -> dict[str, Any]:
    return {"format": 2, "situation": situation, "question": question}


PLAYING = {"card": "Test Spell", "energy": 3}
REFUSED = [
    (
        "costs-without-a-kind",  # with no kind, the source card's text says what it does
        _doc(
            {
                "playing": PLAYING,
                "cost_modifiers": [{"source": "Promising Future", "costs": "energy"}],
            },
            {"cost": {}},
        ),
        "costs needs a kind (without one, the source card's text says it)",
    ),
    (
        "no-kind-and-not-a-card",  # no text to read what it does from: a typo or kind left out
        _doc(
            {"playing": PLAYING, "cost_modifiers": [{"source": "Test Tax"}]},
            {"pay": {}},
        ),
        "situation > cost_modifiers > 0 > source: 'Test Tax' is not a card of the card list, "
        "whose text could say what it does to the cost: give its kind",
    ),
    (
        "cost-without-a-card-being-played",
        _doc({}, {"cost": {}}),
        "a cost question needs the card being played",
    ),
    (
        "minimum-on-an-increase",
        _doc(
            {
                "playing": PLAYING,
                "cost_modifiers": [{"source": "X", "kind": "increase", "minimum": 1}],
            },
            {"cost": {}},
        ),
        "minimum is for a discount only, not kind 'increase'",
    ),
    (
        "costs-on-a-discount",
        _doc(
            {
                "playing": PLAYING,
                "cost_modifiers": [{"source": "X", "kind": "discount", "costs": "energy"}],
            },
            {"cost": {}},
        ),
        "costs is for kinds set and ignore only",
    ),
    (
        "two-modifiers-from-one-source",
        _doc(
            {
                "playing": PLAYING,
                "cost_modifiers": [
                    {"source": "X", "kind": "discount"},
                    {"source": "x", "kind": "increase"},
                ],
            },
            {"cost": {}},
        ),
        "two cost modifier sources named 'x'",
    ),
    (
        "unknown-modifier-asked",
        _doc(
            {"playing": PLAYING, "cost_modifiers": [{"source": "Test Helm", "kind": "increase"}]},
            {"cost": {"modifier": "Test Hlem"}},
        ),
        "no cost modifier from 'Test Hlem' (did you mean 'Test Helm'?)",
    ),
    (
        "unknown-kind",
        _doc(
            {"playing": PLAYING, "cost_modifiers": [{"source": "X", "kind": "discont"}]},
            {"cost": {}},
        ),
        "did you mean 'discount'?",
    ),
    (
        "too-many-modifiers",
        _doc(
            {
                "playing": PLAYING,
                "cost_modifiers": [
                    {"source": f"X{n}", "kind": "discount", "energy": 1} for n in range(7)
                ],
            },
            {"cost": {}},
        ),
        "at most 6 cost modifiers, got 7",
    ),
    (
        "too-many-additional-costs",
        _doc({"playing": {**PLAYING, "additional": [{"energy": 1}] * 7}}, {"cost": {}}),
        "situation > playing > additional: at most 6 additional costs, got 7",
    ),
    (
        "flow-cost-on-a-unit",
        _doc({"playing": {**PLAYING, "type": "unit", "flow": {"energy": 1}}}, {"cost": {}}),
        "situation > playing > flow: Flow is present on spells",
    ),
    (
        "flow-cost-on-a-token",
        _doc({"playing": {"card": "Test Token", "token": True, "flow": {}}}, {"cost": {}}),
        "situation > playing > flow: Flow is present on spells",
    ),
    (
        "a-cost-key-in-format-1",
        {"situation": {"playing": PLAYING}, "question": {"cost": {}}},
        "situation > playing: unknown key 'playing'",
    ),
]


@pytest.mark.parametrize(
    ("flow", "expected"),
    [
        (FlowCost(2, 1), costing.Total(2, 1)),  # played for its Flow cost: it replaces the base
        (FlowCost(2, 1, used=False), costing.Total(8, 0)),  # from hand: its printed cost
    ],
)
def test_a_flow_cost_replaces_the_base_cost_only_when_used(
    flow: FlowCost, expected: costing.Total
) -> None:
    increase = CostModifier("Test Tax", "opponent", "increase", energy=1, affects="enemy")
    state = _state(replace(SPELL, flow=flow), increase)
    raised = costing.Total(expected.energy + 1, expected.power)
    assert costing.totals(state) == (raised,)


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        ("Dredge Up", ((2, 0, False),)),  # [Flow] [2]
        ("Brittle Steel", ((4, 1, False),)),  # [Flow] [4][Fury]
        ("Death Mark", ((1, 2, True),)),  # [Flow] [1][A][A]
        ("Kennen, Storm of Shuriken", ()),  # grants Flow "equal to its cost": no cost written
        ("Test Spell A", ()),  # not a card of the list
    ],
)
def test_a_flow_cost_is_read_from_its_card(
    card: str, expected: tuple[tuple[int, int, bool], ...]
) -> None:
    assert flow_costs_of(card, "2026-07-16") == expected


@pytest.mark.parametrize(
    ("kind", "cost", "asks"),
    [
        ("activated", ":rb_energy_1:, :rb_exhaust:", True),
        ("activated", ":rb_rune_fury:", True),
        ("activated", ":rb_energy_0:, :rb_exhaust:", False),
        ("activated", ":rb_exhaust:", False),
        ("activated", "kill a friendly unit", False),
        ("activated", "sing a song", None),
        ("triggered", "pay :rb_energy_1:", True),
        ("triggered", "pay :rb_rune_fury:", True),
        ("triggered", "pay :rb_energy_0:", False),
        ("triggered", "pay 2 XP", False),
        ("triggered", "kill a friendly unit", False),
        ("triggered", "pay [X]", None),
        ("spell", "pay :rb_energy_1:", None),
    ],
)
def test_an_abilitys_cost_asks_energy_or_power_as_read(
    kind: str, cost: str, asks: bool | None
) -> None:
    """An activated ability's written cost is read as the card compiler reads it, a
    triggered ability's by its Pay instructions (XP is no resource of the Rune Pool); a cost
    not read, or a card's, is not settled here."""
    assert ability_cost_asks_resources(ChainItem("Test Item", "you", kind, cost=cost)) is asks


# --- Deflect counts the times a spell chooses a unit by the unit's name -------------------
# deflect.additional_cost counts ``playing.targets.count(unit.name)``: right only while a
# name is one unit. The loader keeps it so: two units of one name (in any case), a target
# not spelled as a unit's name, and a token an action creates under a unit's name are refused.


def _deflected(units: list[str], targets: list[str], actions: list[Any] | None = None) -> Any:
    situation = {
        "turn": "opponent",
        "units": [{"name": name, "deflect": [1]} for name in units],
        "playing": {"card": "Test Spell", "by": "opponent", "energy": 2, "targets": targets},
    }
    document = _doc(situation, {"cost": {"resource": "power"}})
    return {**document, "actions": actions} if actions else document


NAMED_ONCE = [
    (
        "two-deflect-units-of-one-name",
        _deflected(["Test Warded", "test warded"], ["Test Warded", "test warded"]),
        "situation > units > 1: two units named 'test warded'",
    ),
    (
        "a-target-spelled-otherwise",
        _deflected(["Test Warded"], ["test warded"]),
        "situation > playing > targets > 0: no unit named 'test warded'",
    ),
    (
        "a-token-under-a-deflect-units-name",
        _deflected(
            ["Test Warded"],
            ["Test Warded"],
            [{"create": {"token": "Test Warded", "type": "unit", "at": "base", "chosen": True}}],
        ),
        "actions > 0 > create > token: 'Test Warded' is already an object's name",
    ),
]


@pytest.mark.parametrize(
    ("document", "message"),
    [c[1:] for c in REFUSED + NAMED_ONCE],
    ids=[c[0] for c in REFUSED + NAMED_ONCE],
)
def test_a_cost_document_that_cannot_be_is_refused_with_its_place(
    document: dict[str, Any], message: str
) -> None:
    """Refused with its place; NAMED_ONCE: no two units a spell can choose share a name."""
    with pytest.raises(DataError) as caught:
        load_document(document)
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("targets", "said", "unsaid"),
    [
        (
            ["Test Warded", "Test Warded 2"],
            ["Test Warded's Deflect adds 1 Power", "Test Warded 2's Deflect adds 1 Power"],
            "2 times",
        ),
        (
            ["Test Warded 2", "Test Warded 2"],
            ["Test Warded 2's Deflect adds 2 Power", "chooses it 2 times"],
            "Test Warded's",
        ),
    ],
    ids=["two-units-each-chosen-once", "one-unit-chosen-twice"],
)
def test_deflect_is_paid_for_each_time_a_unit_is_chosen(
    targets: list[str], said: list[str], unsaid: str
) -> None:
    """Units whose names differ by a suffix are counted apart: each chosen once adds its
    Deflect Value once; one chosen twice adds it twice (809.1.c)."""
    verdict = judge_document(_deflected(["Test Warded", "Test Warded 2"], targets))
    assert verdict.verdict == "2 Energy and 2 Power"
    assert all(words in verdict.answer for words in said)
    assert unsaid not in verdict.answer


@pytest.mark.parametrize(
    ("card", "read"),
    [
        # "each player plays those cards, ignoring Energy costs"
        ("Promising Future", PlayedCost("ignore", "all", costs="energy")),
        ("Blind Fury", PlayedCost("ignore", "yours")),  # "play it, ignoring its cost"
        ("Reinforce", PlayedCost("discount", "yours", energy=5)),  # "reducing its cost by [5]"
        ("Rumble - Hotheaded", None),  # "by the Might of the unit you recycled": no number
        ("Test Card", None),  # not a card of the list
    ],
)
def test_a_cost_modifier_without_kind_is_read_from_its_cards_text(
    card: str, read: PlayedCost | None
) -> None:
    assert played_cost(card, "2026-07-16") == read
