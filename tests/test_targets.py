"""Targets: the instruction reader (judge/engine/instructions.py), the targeting questions of
a scenario document, and the `judge ask` reader of targeting questions."""

from __future__ import annotations

import re

import pytest

from judge.ask.answer import ask
from judge.engine.citing import default_citer
from judge.engine.facts import fact_book
from judge.engine.instructions import (
    CHARACTERISTICS,
    CHOSEN,
    COST,
    HIDDEN_ZONE,
    MUST,
    OTHERS_CHOOSE,
    RESTRICTION,
    TRIGGER,
    read_effect,
)
from judge.engine.judging import judge_document
from judge.engine.predicates.play import (
    hidden_targets_each_separately,
    hidden_targets_here,
    unsettled_hidden,
)
from judge.engine.predicates.targets import NEVER_TARGETS
from judge.engine.questions import Change, Targeting
from judge.engine.reasoning import states
from judge.engine.scenario import load_document
from judge.engine.state import BASE, Place
from judge.engine.verdict import Verdict
from judge.errors import DataError
from judge.records import replace


def _roles(text: str) -> list[tuple[str, str]]:
    effect = read_effect(text)
    assert not effect.unknown, effect.unknown
    return [(m.noun, m.role) for m in effect.mentions()]


@pytest.mark.parametrize(
    ("text", "roles"),
    [
        ("Kill a unit.", [("unit", CHOSEN)]),
        ("Deal 2 to a unit at a battlefield.", [("unit", CHOSEN), ("battlefield", RESTRICTION)]),
        ("Kill all units at a battlefield.", [("unit", CHARACTERISTICS), ("battlefield", CHOSEN)]),
        (
            "Kill all units at battlefields.",
            [("unit", CHARACTERISTICS), ("battlefield", CHARACTERISTICS)],
        ),
        ("Each player kills a unit they control.", [("unit", OTHERS_CHOOSE)]),
        ("As an additional cost to play me, kill a friendly unit.", [("unit", COST)]),
        ("You may kill another friendly unit here to draw 1.", [("unit", COST)]),
        ("When a friendly unit dies, kill a gear.", [("unit", TRIGGER), ("gear", CHOSEN)]),
        ("You must recycle a rune.", [("rune", MUST)]),
        ("Banish a unit from your hand.", [("unit", HIDDEN_ZONE)]),
        ("Recycle a unit from your trash.", [("unit", CHOSEN)]),
        ("Ready your legend.", [("legend", CHARACTERISTICS)]),
        (
            "Kill a unit at a battlefield. Its controller draws 2.",
            [("unit", CHOSEN), ("battlefield", RESTRICTION), ("player", CHARACTERISTICS)],
        ),
    ],
)
def test_the_reader_gives_each_mention_its_role(text: str, roles: list[tuple[str, str]]) -> None:
    assert _roles(text) == roles


def test_the_reader_reads_numbers_restrictions_and_links() -> None:
    (kill,) = read_effect("Kill up to two enemy units with 3 might or less.").instructions
    (units,) = kill.mentions
    assert (units.number, units.up_to) == (2, True)
    assert {(r.kind, r.value) for r in units.restrictions} == {("enemy", 0), ("might_max", 3)}
    choose, kill_it = read_effect("Choose a unit. Kill it.").instructions
    assert choose.linked_to is None and kill_it.linked_to == 0
    (split,) = read_effect("Deal 5 damage split among any number of enemy units here.").mentions()
    assert split.split == 5 and split.up_to
    (may,) = read_effect("You may kill a unit.").instructions
    assert may.optional and may.chosen()


@pytest.mark.parametrize(
    "text",
    [
        "Choose a unit. Swap the Might of it and another unit.",
        "Kill a unit and draw a card.",
        "Deal 3 to a unit, then stun it unless it is exhausted.",
        "Kill a unit unless its controller pays 2.",
        "",
    ],
)
def test_text_the_reader_cannot_read_fully_is_unknown_naming_it(text: str) -> None:
    effect = read_effect(text)
    assert effect.unknown
    if text:
        verdict = judge_document(
            {"format": 2, "question": {"is_target": {"text": text, "object": "unit"}}}
        )
        assert verdict.verdict == "unknown" and effect.unknown in verdict.answer


def test_a_targeting_question_resolves_its_names() -> None:
    scenario = load_document(
        {
            "format": 2,
            "situation": {
                "units": [{"name": "Sett", "controller": "opponent", "at": "battlefield 1"}]
            },
            "question": {
                "executes": {
                    "text": "Kill a unit at a battlefield.",
                    "chosen": ["sett"],
                    "changes": [{"unit": "Sett", "to": "base"}],
                }
            },
        }
    )
    assert scenario.question == Targeting(
        kind="executes",
        text="Kill a unit at a battlefield.",
        by="you",
        chosen=("Sett",),
        changes=(Change("Sett", Place(BASE, "opponent")),),
    )


def test_a_chosen_name_that_is_nowhere_is_the_documents_error() -> None:
    with pytest.raises(
        DataError, match=r"question > valid_target > chosen > 0: nothing named 'Set'"
    ):
        load_document(
            {
                "format": 2,
                "situation": {"units": [{"name": "Sett", "controller": "opponent"}]},
                "question": {"valid_target": {"text": "Kill a unit.", "chosen": ["Set"]}},
            }
        )


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (
            {"text": "Kill a unit.", "chosen": ["Sett"], "instruction": 2},
            "instruction: the text has 1 instruction(s); there is no number 2",
        ),
        (
            {"text": "Kill a unit.", "chosen": ["Sett"], "changes": [{"unit": "Sett"}]},
            "changes > 0: a change says what happened",
        ),
    ],
)
def test_an_instruction_or_change_that_cannot_be_is_the_documents_error(
    value: dict[str, object], message: str
) -> None:
    with pytest.raises(DataError, match=re.escape(message)):
        load_document(
            {
                "format": 2,
                "situation": {"units": [{"name": "Sett", "controller": "opponent"}]},
                "question": {"executes": value},
            }
        )


def test_a_restriction_the_situation_does_not_settle_is_unknown() -> None:
    verdict = judge_document(
        {
            "format": 2,
            "situation": {"units": [{"name": "Sett", "controller": "opponent"}]},
            "question": {
                "valid_target": {"text": "Kill a unit with 3 might or less.", "chosen": ["Sett"]}
            },
        }
    )
    assert verdict.verdict == "unknown"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does 'Stun a unit' target the unit?", "yes"),
        ("Does 'Stun all units' target the units?", "no"),
        ("In 2v2, can I choose my ally's unit for 'Kill an enemy unit'?", "no"),
        ("In FFA4, can I choose the second opponent's unit for 'Kill an enemy unit'?", "yes"),
        ("Can I choose a unit for 'Kill an enemy unit'?", "depends"),
        ("Can I choose two units for 'Kill a unit'?", "no"),
        ("Does 'You may stun a unit' target the unit?", "yes"),
        ("Can a spell that says 'Counter a spell' target itself?", "no"),
        ("According to the rules, does 'Kill all units' target anything?", "no"),
        ("Do I decide how split damage is divided when I play it?", "no"),
        ("If the unit targeted by Void Seeker is moved to its base, do I still draw 1?", "yes"),
        ("If the unit targeted by Void Seeker is moved to its base, is it dealt 4?", "no"),
    ],
)
def test_ask_reads_targeting_questions(question: str, verdict: str) -> None:
    assert ask(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Does 'Kill a unit' target the unit in my trash?",  # a frame word it does not read
        "Does 'Kill a unit and draw a card' target the unit?",  # text it cannot read
        "In 1v1, can I choose my ally's unit for 'Kill an enemy unit'?",  # no ally in 1v1
        "Can I choose a unit for 'Kill a unit with 3 might or less'?",  # its Might not said
        "If the unit targeted by Hidden Blade moves to its base, does its controller draw 3?",
        "Can I choose a unit in its base for Hidden Blade?",  # from facedown: its battlefield
    ],
)
def test_ask_leaves_what_it_cannot_read_unknown(question: str) -> None:
    assert ask(question).verdict == "unknown"


# A text in which the object asked about plays only one part that makes it no target.
ONLY_PART = {
    RESTRICTION: ("Deal 2 to a unit at a battlefield.", "battlefield"),
    COST: ("As an additional cost to play me, kill a friendly unit.", "unit"),
    TRIGGER: ("When a friendly unit dies, kill a gear.", "unit"),
    OTHERS_CHOOSE: ("Each player kills a unit they control.", "unit"),
    CHARACTERISTICS: ("Kill all units at battlefields.", "unit"),
    MUST: ("You must recycle a rune.", "rune"),
    HIDDEN_ZONE: ("Banish a unit from your hand.", "unit"),
}


def test_the_parts_every_version_exempts_are_no_target_in_every_version() -> None:
    """A part-makes-it-no-target rule takes the parts of NEVER_TARGETS as exempt whatever the
    version: each must be answered "no" under every version that says being chosen makes a
    target."""
    assert set(ONLY_PART) == NEVER_TARGETS
    citer = default_citer()
    chosen = fact_book().by_id["target.chosen_object"]
    versions = [v.id for v in citer.rulebook.versions() if states(chosen, v.id, citer)]
    assert len(versions) >= 2
    for role, (text, noun) in ONLY_PART.items():
        for version in versions:
            document = {
                "format": 2,
                "rules_version": version,
                "situation": {"units": [{"name": "Sett", "controller": "opponent"}]},
                "question": {"is_target": {"text": text, "card": "Test Spell", "object": noun}},
            }
            assert judge_document(document).verdict == "no", (role, version)


@pytest.mark.parametrize(
    ("text", "verdicts"),
    [
        (
            "Banish an enemy unit at a battlefield, then play it to any battlefield",
            ("no", "unknown"),
        ),
        (
            "Kill a unit at a battlefield, then move a friendly unit to a battlefield",
            ("no", "unknown"),
        ),
        ("Kill a unit at a battlefield", ("no", "no")),
    ],
)
def test_a_battlefield_a_unit_goes_to_keeps_v1_3_open(text: str, verdicts: tuple[str, str]) -> None:
    """v1.4's 355.10.b exempts the battlefield of a game action and of another choice's
    restriction; v1.3's only the latter, so a text naming both is not settled there."""
    question = f'In "{text}", is the battlefield a target?'
    assert (ask(question, "1.4").verdict, ask(question, "1.3").verdict) == verdicts


def test_bonus_damage_most_reads_stated_amounts_only() -> None:
    """The most Bonus Damage a card could grant a split deal: the amount its text states
    (Annie - Fiery: 1), a battlefield's for units "here" once for each chosen unit there,
    and no bound for an amount given "for each" of something."""
    from judge.engine.card_list import bonus_damage_most
    from judge.engine.situation import build_situation

    state = build_situation(
        {
            "battlefields": [{"name": "Void Gate"}, {"name": "battlefield 2"}],
            "units": [
                {"name": "A", "controller": "opponent", "at": "Void Gate"},
                {"name": "B", "controller": "opponent", "at": "Void Gate"},
                {"name": "C", "controller": "opponent", "at": "battlefield 2"},
            ],
        }
    )
    assert bonus_damage_most(state, ("Annie - Fiery",), ("A", "B", "C")) == 1
    assert bonus_damage_most(state, ("Void Gate",), ("A", "B", "C")) == 2
    assert bonus_damage_most(state, ("Void Gate",), ("C",)) == 0
    assert bonus_damage_most(state, ("Annie - Fiery", "Consuming Curse"), ("C",)) is None
    assert bonus_damage_most(state, ("Dancing Grenade",), ("C",)) is None


def test_a_hidden_battlefield_that_is_nowhere_is_named_at_its_own_place() -> None:
    with pytest.raises(DataError, match=r"question > valid_target > hidden_at: nothing named"):
        load_document(
            {
                "format": 2,
                "situation": {"units": [{"name": "Sett", "controller": "opponent"}]},
                "question": {
                    "valid_target": {"text": "Kill a unit.", "chosen": ["Sett"], "hidden_at": "X"}
                },
            }
        )


def test_untargetable_is_refused_on_a_card_of_the_card_list() -> None:
    with pytest.raises(
        DataError, match=r"cards > 0 > untargetable: 'Sett, Brawler' is a card of the card"
    ):
        load_document(
            {
                "format": 2,
                "situation": {
                    "cards": [
                        {
                            "name": "Sett, Brawler",
                            "zone": "hand",
                            "controller": "opponent",
                            "untargetable": True,
                        }
                    ]
                },
                "question": {"valid_target": {"text": "Kill a unit.", "chosen": ["Sett, Brawler"]}},
            }
        )


def _hidden_stun(chosen: list[str], version: str) -> Verdict:
    """'Stun a unit and a unit at a different location.' played from hidden at battlefield
    1, choosing ``chosen`` in order, judged under ``version``."""
    return judge_document(
        {
            "format": 2,
            "rules_version": version,
            "situation": {
                "battlefields": [
                    {"name": "battlefield 1", "controller": "you"},
                    {"name": "battlefield 2", "controller": "opponent"},
                ],
                "units": [
                    {"name": "Test Unit A", "at": "battlefield 1"},
                    {"name": "Test Unit B", "controller": "opponent", "at": "battlefield 1"},
                    {"name": "Test Unit C", "controller": "opponent", "at": "battlefield 2"},
                ],
            },
            "question": {
                "valid_target": {
                    "text": "Stun a unit and a unit at a different location.",
                    "chosen": chosen,
                    "hidden_at": "battlefield 1",
                }
            },
        }
    )


def _hidden_statuses(verdict: Verdict) -> dict[str, tuple[str, str]]:
    return {f.fact: (f.status, f.reason) for f in verdict.findings if f.fact.startswith("hidden.")}


@pytest.mark.parametrize(
    ("chosen", "status", "elsewhere"),
    [
        (["Test Unit B", "Test Unit C"], "held", ""),
        (["Test Unit C", "Test Unit B"], "failed", "Test Unit C (at battlefield 2)"),
    ],
)
def test_a_hidden_spells_targets_are_held_to_its_battlefield_each_by_its_own_choice(
    chosen: list[str], status: str, elsewhere: str
) -> None:
    """v1.4 (811.1.d.2.a): each target on its own. The first choice, "a unit", must be made
    at the battlefield the spell was hidden at; the second, "a unit at a different
    location", can never be, so its target may be anywhere, and only the first is held to
    battlefield 1. The rule both versions state judges the mixed choices only when no
    target is elsewhere (then every reading agrees)."""
    found = _hidden_statuses(_hidden_stun(chosen, "2026-07-16"))
    assert found["hidden.targets_each_separately"][0] == status
    assert elsewhere in found["hidden.targets_each_separately"][1]
    assert found["hidden.targets_here"][0] == ("held" if status == "held" else "not applicable")


def test_a_hidden_spells_mixed_choices_are_settled_under_v1_3_only_when_all_are_there() -> None:
    """v1.3's 811.1.d.2 lets "the ability" make "those targets" impossible there and has no
    811.1.d.2.a: with the first target at the hidden battlefield every reading agrees, with
    it elsewhere the answer is unknown, saying why."""
    here = _hidden_statuses(_hidden_stun(["Test Unit B", "Test Unit C"], "2026-03-30"))
    assert here["hidden.targets_here"][0] == "held"
    assert "hidden.targets_each_separately" not in here
    elsewhere = _hidden_stun(["Test Unit C", "Test Unit B"], "2026-03-30")
    assert elsewhere.verdict == "unknown"
    assert "Test Unit C (at battlefield 2) is not settled" in elsewhere.answer
    assert "for one of its choices but not for another" in elsewhere.answer


@pytest.mark.parametrize(
    ("targets", "here", "each", "unsettled"),
    [
        (("Test Unit B", "Test Unit C"), "held", "held", []),
        (("Test Unit C", "Test Unit B"), "not applicable", "failed", ["Test Unit C"]),
        (("Test Unit B", "Test Unit B"), "held", "held", []),
    ],
)
def test_a_hidden_spells_mixed_choices_as_it_is_played(
    targets: tuple[str, str], here: str, each: str, unsettled: list[str]
) -> None:
    """Played from hidden with mixed choices ('Stun a unit. Stun a unit at a different
    location.'): the rule both versions state judges only when the first target is at the
    battlefield, the per-target rule (v1.4) judges each; a first target elsewhere is what a
    version without that rule leaves unsettled."""
    scenario = load_document(
        {
            "format": 2,
            "situation": {
                "battlefields": [
                    {"name": "battlefield 1", "controller": "you"},
                    {"name": "battlefield 2", "controller": "opponent"},
                ],
                "units": [
                    {"name": "Test Unit B", "controller": "opponent", "at": "battlefield 1"},
                    {"name": "Test Unit C", "controller": "opponent", "at": "battlefield 2"},
                ],
                "facedown": [{"name": "Test Spell", "at": "battlefield 1", "type": "spell"}],
            },
            "question": {"play": {"card": "Test Spell", "to": "battlefield 1"}},
        }
    )
    play = replace(
        scenario.question,
        effect="Stun a unit. Stun a unit at a different location.",
        targets=targets,
    )
    assert hidden_targets_here(scenario.situation, play).status == here
    assert hidden_targets_each_separately(scenario.situation, play).status == each
    found = unsettled_hidden(scenario.situation, play)
    assert [name.split(" (at")[0] for name in found] == unsettled
