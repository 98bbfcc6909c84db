"""Combat damage questions read by judge/ask/readings/combat_damage.py: a split of one
side's damage among the other side's units said with numbers (lethal damage in full before
the next unit, 465.2.c.3; v1.3 460.2.c.3)."""

from __future__ import annotations

import pytest

from tests.ask_helpers import asked

LETHAL_IN_FULL = {"2026-07-16": "465.2.c.3", "2026-03-30": "460.2.c.3"}


@pytest.mark.parametrize("version", sorted(LETHAL_IN_FULL))
@pytest.mark.parametrize(
    "question",
    [
        "I have 4 combat damage to assign and my opponent has four 3 might units. Can I assign "
        "1 damage to each of them?",
        "I have 5 combat damage against four 3-Might units. May I put 2 on one and 1 on each "
        "of the rest?",
        "With 5 damage against four 3-Might units, can I assign 2/1/1/1?",
        "I have 4 damage against two 3 might units. Can I assign 2 and 2?",
        "I'm defending with 5 combat damage against three 2 might units. Can I put 1 on each?",
    ],
)
def test_a_split_leaving_two_units_short_of_lethal_is_not_legal(
    question: str, version: str
) -> None:
    asked(question, "no", cites=(LETHAL_IN_FULL[version],), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "I have 6 damage against two 3 might units. Can I assign 3 to each?",
        "I have 3 combat damage against two 2 might units. Can I assign 2 to one and 1 to the "
        "other?",
        "I'm defending with 6 combat damage against three 2 might units. Can I put 2 on each?",
    ],
)
def test_a_split_giving_lethal_damage_in_turn_is_legal(question: str) -> None:
    asked(question, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "My opponent has three 2 might units and I have 4 damage. Can I split it 2 and 2?",
        "I have 4 combat damage against two 3 might units with Tank. Can I assign 2 to each?",
    ],
)
def test_a_split_not_naming_each_unit_or_with_a_keyword_is_left_unknown(question: str) -> None:
    asked(question, "unknown")


MORE_THAN_LETHAL = {"2026-07-16": "465.2.c.4", "2026-03-30": "460.2.c.4"}


@pytest.mark.parametrize("version", sorted(LETHAL_IN_FULL))
@pytest.mark.parametrize(
    ("question", "verdict", "rules"),
    [
        # the other side's units said by their role: "defenders" (you attack), "attackers"
        (
            "I have 5 combat damage to assign among four 3 Might defenders. Can I put 2 on one "
            "of them and 1 on each of the other three?",
            "no",
            LETHAL_IN_FULL,
        ),
        # "all N to one", your side's damage said as its Might in its role
        (
            "I have 5 might attacking two 3-might defenders. Can I assign all 5 damage to one of "
            "them?",
            "no",
            MORE_THAN_LETHAL,
        ),
        (
            "I have 5 might defending against two 3 might attackers. Can I assign all 5 damage "
            "to one of them?",
            "no",
            MORE_THAN_LETHAL,
        ),
        (
            "With 5 damage against three 2 might defenders, can I put 3 on one and 2 on another?",
            "no",
            MORE_THAN_LETHAL,
        ),
        (
            "I have 3 might attacking two 3 might defenders. Can I assign all 3 damage to one "
            "of them?",
            "yes",
            None,
        ),
        (
            "I have 4 might defending against two 2 might attackers. Can I put 2 on one and 2 "
            "on another?",
            "yes",
            None,
        ),
    ],
)
def test_a_split_said_of_defenders_all_to_one_or_one_and_another(
    question: str, verdict: str, rules: dict[str, str] | None, version: str
) -> None:
    cites = (rules[version],) if rules else ()
    asked(question, verdict, cites=cites, version=version)


@pytest.mark.parametrize(
    "question",
    [
        # the amounts may be what each unit ends with (legal: 3, then 2) or their order (not)
        "I have 5 combat damage to assign among four 3-Might defenders. Can I put 2 on one and "
        "3 on another?",
        # roles that disagree; "all" of an amount the side does not have
        "I have 5 might defending against two 3 might defenders. Can I assign all 5 damage to "
        "one of them?",
        "I have 5 combat damage against two 3 might defenders. Can I assign all 4 damage to one "
        "of them?",
    ],
)
def test_a_split_whose_order_or_roles_are_unsettled_is_left_unknown(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "My opponent has a unit with Tank and a unit without it in the combat. Can I assign "
            "my combat damage to the one without Tank first?",
            "no",
        ),
        (
            "My opponent has a Tank unit and a non-Tank unit in the combat. Must I assign lethal "
            "damage to the Tank first?",
            "yes",
        ),
        ("Must combat damage be assigned to a Tank unit first?", "yes"),
        ("Can I assign combat damage to a Backline unit before a unit without Backline?", "no"),
        (
            "When I assign combat damage, can I put damage on my opponent's Backline unit before "
            "their other unit without Backline has lethal damage?",
            "no",
        ),
        # the order asked is the unit said first: Backline first is never required
        (
            "Do I have to assign lethal damage to the Backline unit before any other defending "
            "unit?",
            "no",
        ),
        (
            "Must I assign lethal damage to a unit before assigning damage to another unit in "
            "combat?",
            "yes",
        ),
    ],
)
def test_the_unit_said_first_is_the_order_asked(question: str, verdict: str) -> None:
    asked(question, verdict, cites_any=("465.2.c.3", "465.2.c.6", "815.1.b", "826.4.b"))


def test_lethal_before_another_without_must_is_left_unknown() -> None:
    """Whether 'can' asks the lethal unit first or the other is not told apart."""
    asked("Can I assign lethal damage to one unit before another unit?", "unknown")


@pytest.mark.parametrize("version", sorted(LETHAL_IN_FULL))
@pytest.mark.parametrize(
    "question",
    [
        "Is assigning combat damage the same thing as dealing damage?",
        "Is assigning damage the same as dealing damage?",
    ],
)
def test_assigning_combat_damage_is_not_dealing_it(question: str, version: str) -> None:
    asked(question, "no", cites=("417.1.a",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "If Zhonya's Hourglass replaces my unit's death, has my unit died?",
        "If my unit's death is replaced, did it die?",
    ],
)
def test_a_replaced_death_did_not_happen(question: str) -> None:
    asked(question, "no", cites=("370.1.a.1",))


@pytest.mark.parametrize(
    "question",
    [
        "My Deathknell unit would die but Zhonya's Hourglass recalls it instead. Does the "
        "Deathknell happen?",
        "My unit with Deathknell would die, but my Zhonya's Hourglass heals, exhausts and "
        "recalls it instead. Does its Deathknell still happen?",
    ],
)
def test_a_card_replacing_the_death_leaves_no_deathknell(question: str) -> None:
    asked(question, "no", cites_any=("808.1.d", "808.1.d.1"))


@pytest.mark.parametrize("version", sorted(LETHAL_IN_FULL))
def test_a_replacement_effect_is_controlled_by_its_sources_controller(version: str) -> None:
    question = "Is a replacement effect controlled by the player who controls its source?"
    asked(question, "yes", cites=("374",), version=version)


def test_a_replacement_effect_asked_of_its_sources_owner_is_left_unknown() -> None:
    asked("Is a replacement effect controlled by the player who owns its source?", "unknown")


@pytest.mark.parametrize(
    "question",
    [
        "Is damage on units healed during the combat cleanup?",
        "Are units healed in the combat cleanup after combat damage?",
        "Do units heal after combat?",
    ],
)
def test_units_are_healed_in_the_combat_cleanup(question: str) -> None:
    asked(question, "yes", cites=("466.1.a.1",))


@pytest.mark.parametrize(
    ("version", "rule"), [("2026-07-16", "466.1.a.2"), ("2026-03-30", "461.1.a.2")]
)
@pytest.mark.parametrize(
    "question",
    [
        "After combat damage both sides still have units at the battlefield. Are the attackers "
        "recalled?",
        "After combat damage both my attackers and their defenders survive. Do my attackers go "
        "back to base?",
    ],
)
def test_attackers_are_recalled_when_both_sides_remain(
    question: str, version: str, rule: str
) -> None:
    asked(question, "yes", cites=(rule,), version=version)


@pytest.mark.parametrize(
    ("version", "rule"), [("2026-07-16", "466.3.d"), ("2026-03-30", "461.3.d")]
)
@pytest.mark.parametrize(
    "question",
    [
        "If every unit on both sides dies in combat, does either player win the combat?",
        "If all units die in a combat, does a player win the combat?",
    ],
)
def test_no_one_wins_a_combat_where_every_unit_died(question: str, version: str, rule: str) -> None:
    asked(question, "no", cites=(rule,), version=version)


@pytest.mark.parametrize("version", sorted(LETHAL_IN_FULL))
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "A unit with negative Might is attacking. When summing Might for combat damage is it "
            "counted as 0?",
            "yes",
        ),
        ("Is a unit with negative Might treated as 0 for combat damage?", "yes"),
        ("Does a unit with negative Might reduce my combat damage?", "no"),
    ],
)
def test_a_might_below_zero_is_summed_as_zero(question: str, verdict: str, version: str) -> None:
    asked(question, verdict, cites=("143.2.b",), version=version)


def test_a_decrease_of_might_is_not_read_as_a_might_below_zero() -> None:
    """'-2 Might from an effect' may leave the unit above 0: what it adds is not settled."""
    question = "My attacking unit gets -2 Might. Does it reduce my combat damage?"
    asked(question, "unknown")


@pytest.mark.parametrize("version", sorted(LETHAL_IN_FULL))
@pytest.mark.parametrize(
    "question",
    [
        "Is a unit that gets recalled after combat considered to have moved?",
        "Does a unit recalled in the combat cleanup move?",
    ],
)
def test_a_recall_after_combat_is_no_move(question: str, version: str) -> None:
    asked(question, "no", cites_any=("456", "451"), version=version)


@pytest.mark.parametrize("version", sorted(LETHAL_IN_FULL))
@pytest.mark.parametrize(
    "question",
    [
        "The defender has two units with Tank. Can I assign lethal damage to whichever Tank I "
        "want first?",
        "My opponent has two Tank units. Can I assign damage to a Tank unit first?",
    ],
)
def test_either_of_two_tank_units_may_come_first(question: str, version: str) -> None:
    asked(question, "yes", cites=("815.1.c.2",), version=version)


def test_must_among_two_tank_units_is_left_unknown() -> None:
    asked("My opponent has two Tank units. Must I assign damage to a Tank unit first?", "unknown")


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does a unit with Tank have to be assigned lethal damage before other units?", "yes"),
        ("Must a Backline unit be assigned damage before a unit without Backline?", "no"),
        ("Can a unit without Backline be assigned damage before a Backline unit?", "yes"),
        ("Can the unit without Tank be assigned damage first?", "no"),
        ("Must I assign damage to units without Tank first?", "no"),
    ],
)
def test_a_passive_says_the_unit_first(question: str, verdict: str) -> None:
    """The unit said before a passive verb is the one the order puts first; a keyword said
    only with "without" still orders."""
    asked(question, verdict, cites_any=("465.2.c.6", "815.1.b", "826.4.b"))


@pytest.mark.parametrize(
    ("version", "rule"), [("2026-07-16", "465.2.c.1.a"), ("2026-03-30", "460.2.c.1.a")]
)
@pytest.mark.parametrize(
    "question",
    [
        "Is combat damage dealt simultaneously?",
        "Is combat damage dealt at the same time?",
        "Is all the damage in combat dealt at the same time?",
    ],
)
def test_combat_damage_is_dealt_simultaneously(question: str, version: str, rule: str) -> None:
    asked(question, "yes", cites=(rule,), version=version)


@pytest.mark.parametrize(
    ("version", "rule"), [("2026-07-16", "465.2.c"), ("2026-03-30", "460.2.c")]
)
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does the defender assign combat damage first?", "no"),
        ("Does the attacker assign combat damage first?", "yes"),
        ("Does the attacker assign its damage before the defender?", "yes"),
        ("Does the defender assign damage before the attacker?", "no"),
    ],
)
def test_the_attacker_assigns_combat_damage_first(
    question: str, verdict: str, version: str, rule: str
) -> None:
    asked(question, verdict, cites=(rule,), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Is combat damage assigned simultaneously?",
        "Is combat damage assigned to the attacker first?",
        "Does the attacker assign after the defender?",
        "Is combat damage dealt at the same time as spell damage?",
    ],
)
def test_other_questions_of_assigning_order_are_left_unknown(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize(
    ("version", "rule"), [("2026-07-16", "464.2.c.1"), ("2026-03-30", "459.2.b.1")]
)
@pytest.mark.parametrize(
    "question",
    [
        "Is the attacker the player whose units applied Contested to the battlefield?",
        "Is the attacker the player who applied Contested to the battlefield?",
        "Is the attacking player the one whose unit made the battlefield contested?",
    ],
)
def test_the_attacker_applied_contested(question: str, version: str, rule: str) -> None:
    asked(question, "yes", cites=(rule,), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Is the attacker the player whose battlefield is contested?",
        "Is the defender the player whose units applied contested to the battlefield?",
        "Is the attacker the player who did not apply Contested to the battlefield?",
        "Is the attacking unit the unit that applied contested to the battlefield?",
    ],
)
def test_other_questions_of_who_attacks_are_left_unknown(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a unit said "normal" (regular, plain) is the one without the keyword (s42): this
        # had been answered yes, the Tank unit taken as first
        ("Can I assign my combat damage to the normal unit before the Tank unit?", "no"),
        (
            "My opponent has a Tank unit and a plain unit in combat. Can I assign my combat "
            "damage to the normal one first?",
            "no",
        ),
        (
            "Defender has a Tank unit and a plain unit: may I assign lethal to the plain one "
            "first, then the Tank one?",
            "no",
        ),
        # the Tank unit passed over: the other one first
        ("Can a unit with Tank be ignored when assigning combat damage?", "no"),
        ("Can I skip the unit with Tank when I assign combat damage?", "no"),
        # "it", of the one unit a statement gives Tank, at a battlefield said plainly
        (
            "A unit with Tank is at the battlefield. Must combat damage be assigned to it first?",
            "yes",
        ),
        ("My opponent's unit has Tank. Do I have to assign combat damage to it first?", "yes"),
    ],
)
def test_normal_units_passed_over_tank_units_and_it(
    question: str, verdict: str, version: str
) -> None:
    asked(question, verdict, cites=("815.1.b",), version=version)


@pytest.mark.parametrize(
    "question",
    [
        "Can I assign damage to the unit before the Tank unit?",  # which unit is not said
        "A unit with Tank is at my base. Must combat damage be assigned to it first?",
        "A unit with Tank and a unit without Tank are at the battlefield. Must combat damage "
        "be assigned to it first?",  # "it" could be either
        "Must a unit with Tank be ignored when assigning combat damage?",
    ],
)
def test_an_order_whose_units_are_not_told_apart_is_left_unknown(question: str) -> None:
    asked(question, "unknown")


@pytest.mark.parametrize(
    "question",
    [
        "Must I assign combat damage to the unit with Tank first in 2v2?",
        "In FFA3, must I assign combat damage to the unit with Tank first?",
        "In a four player game, can I assign damage to a Backline unit before the other unit?",
    ],
)
def test_tank_order_with_more_players_is_left_unknown(question: str) -> None:
    """Tank and Backline order only units "with the same controller" (815.1.b, 826.3): with
    more than two players the defenders may be two players'; a 2v2 board played out from a
    1v1 one had put both under one opponent (it was yes)."""
    asked(question, "unknown")


def test_the_plain_one_is_in_its_place_among_the_units_said() -> None:
    """ "the plain one first, then the Backline one": the plain one is said first (the
    titles' combat/backline-last-ok-adv8; it had been read the other way round, no)."""
    asked(
        "Defender has a Backline unit and a plain unit: may I assign lethal to the plain one "
        "first, then the Backline one?",
        "yes",
        cites=("826.4.b",),
    )


@pytest.mark.parametrize("version", ("2026-07-16", "2026-03-30"))
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "after": the unit said first is put last
        ("Must a Backline unit be assigned damage after the other units?", "yes"),
        ("Can a unit without Backline be assigned damage after the Backline unit?", "no"),
        ("Can a Backline unit be assigned damage after a unit without Backline?", "yes"),
        ("Must a Tank unit be assigned damage after other units?", "no"),
        ("Can I assign damage to the Tank unit after the unit without Tank?", "no"),
        # "last": after the other units
        ("Must a Backline unit be assigned damage last?", "yes"),
        ("Must a Tank unit be assigned damage last?", "no"),
        ("Can the unit without Tank be assigned damage last?", "yes"),
    ],
)
def test_an_order_said_with_after(question: str, verdict: str, version: str) -> None:
    asked(question, verdict, version=version)


def test_a_stun_said_of_the_tank_unit_is_its_own() -> None:
    """ "a stunned Tank unit": the stun is the Tank unit's, which still comes first (a stun
    changes no keyword), not the other unit's."""
    answer = asked("Must a stunned Tank unit still be assigned lethal damage first?", "yes")
    assert "with Tank, stunned" in answer.understood, answer.understood


# s44: read only as said here: a leading frame ("According to the rules,") is not read yet by
# these two wordings (tests/test_ask_invariance.py does not hold them)
@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        (
            "In a 4 player FFA, can I play a unit to a battlefield where a combat between two "
            "other players is in progress?",
            "no",
            "358.3",
        ),
        (
            "In FFA3, can I move a unit to a battlefield where a combat between my two "
            "opponents is taking place?",
            "no",
            "449.2",
        ),
        (
            "In the combat damage step, does the defending player assign their damage first?",
            "no",
            "465.2.c",
        ),
        ("Does the attacking player assign combat damage first?", "yes", "465.2.c"),
    ],
)
def test_s44_combat_wordings(question: str, verdict: str, rule: str) -> None:
    asked(question, verdict, cites=[rule])
