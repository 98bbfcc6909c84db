"""The card-text compiler (judge/cards/compile.py): each template compiles a real card's
sentence to the right structure, and a sentence outside it is left unread, named."""

from __future__ import annotations

import pytest

from judge.cards.catalog import load_catalog
from judge.cards.compile import (
    ACTIVATED,
    ADDITIONAL_COST,
    KEYWORD,
    PASSIVE,
    REPLACEMENT,
    SPELL,
    TRIGGERED,
    Ability,
    compile_card,
    describe_ability,
)
from judge.cards.kinds import COMPILED, NOT
from judge.cards.understood import understand
from judge.engine.instructions import (
    CHOSEN,
    DELAYED,
    NAMED_AGAIN,
    REFLEXIVE,
    read_effect,
)

V13 = "2026-03-30"
V14 = "2026-07-16"


def abilities(name: str, version: str = V14) -> tuple[Ability, ...]:
    card = next(c for c in load_catalog() if c.name == name)
    return understand(card, version).abilities


def only(name: str) -> Ability:
    (ability,) = abilities(name)
    return ability


def test_a_trigger_on_my_attack_with_a_chosen_enemy_unit_here() -> None:
    ability = only("Vi - Peacekeeper")  # "When I attack, [Stun] an enemy unit here."
    assert (ability.kind, ability.compiled) == (TRIGGERED, True)
    assert ability.trigger is not None
    assert (ability.trigger.event, ability.trigger.whose, ability.trigger.where) == (
        "attack",
        "me",
        "",
    )
    assert ability.effect is not None
    (stun,) = ability.effect.instructions
    assert stun.verb == "stun"
    assert [(m.noun, m.role) for m in stun.chosen()] == [("unit", "chosen")]
    assert {r.kind for r in stun.chosen()[0].restrictions} == {"enemy", "here"}


def test_deathknell_is_a_trigger_on_my_death() -> None:
    ability = only("Ruined Rex")  # "[Deathknell][>] Deal 4 to an enemy unit."
    assert ability.kind == TRIGGERED and ability.compiled
    assert ability.trigger is not None
    assert (ability.trigger.event, ability.trigger.whose) == ("die", "me")
    assert ability.effect is not None and ability.effect.instructions[0].verb == "deal"


def test_timed_triggers_at_the_start_of_the_beginning_phase_and_the_end_of_turn() -> None:
    lab = only(
        "Dusk Rose Lab"
    )  # "At the start of your Beginning Phase, you may kill ... to draw 1."
    assert lab.trigger is not None and lab.trigger.event == "beginning"
    assert lab.optional and lab.effect is not None
    assert [i.verb for i in lab.effect.instructions] == ["kill", "draw"]
    assert lab.effect.instructions[0].mentions[0].role == "cost"
    annie = only("Annie - Dark Child")  # "At the end of your turn, ready 2 runes."
    assert annie.trigger is not None and annie.trigger.event == "end of turn"


def test_an_activated_ability_with_its_cost_parts() -> None:
    bar = only("Arena Bar")  # ":rb_exhaust:: Buff an exhausted friendly unit."
    assert bar.kind == ACTIVATED and bar.compiled
    assert bar.cost is not None and bar.cost.parts == ("exhaust",)
    monk = only("Lee Sin - Blind Monk")  # ":rb_energy_1:, :rb_exhaust:: Buff a friendly unit."
    assert monk.cost is not None and monk.cost.parts == ("energy 1", "exhaust")


def test_an_additional_cost_to_play_me() -> None:
    (cost, *_) = abilities(
        "Cruel Patron"
    )  # "As an additional cost to play me, kill a friendly unit."
    assert cost.kind == ADDITIONAL_COST and cost.compiled
    assert cost.effect is not None and cost.effect.instructions[0].mentions[0].role == "cost"


def test_a_spell_is_one_effect_read_across_its_sentences() -> None:
    spell = only("Detonate")  # "Kill a gear. Its controller draws 2."
    assert spell.kind == SPELL and spell.effect is not None
    assert [i.verb for i in spell.effect.instructions] == ["kill", "draw"]
    assert spell.effect.instructions[1].linked_to == 0


def test_a_sentence_going_on_with_the_ability_before_it_is_part_of_it() -> None:
    sentences = ("When you play me, choose an enemy unit.", "Stun it.")
    (ability,) = compile_card("Unit", (), sentences, ("", ""))
    assert ability.kind == TRIGGERED and ability.sentences == (0, 1) and ability.compiled
    assert ability.effect is not None and ability.effect.instructions[1].linked_to == 0


@pytest.mark.parametrize(
    ("sentence", "kind", "unread"),
    [
        ("When I dance, draw 1.", TRIGGERED, 'the trigger condition "when i dance"'),
        (":rb_exhaust:, Sing a song: Draw 1.", PASSIVE, ":rb_exhaust:, Sing a song: Draw 1."),
        (
            "If I would die, recall me instead.",
            REPLACEMENT,
            "If I would die, recall me instead.",
        ),
        ("I enter the fray.", PASSIVE, "I enter the fray."),
    ],
    ids=["unknown-trigger", "unknown-cost", "replacement", "plain-permanent-sentence"],
)
def test_a_sentence_outside_the_templates_does_not_compile(
    sentence: str, kind: str, unread: str
) -> None:
    (ability,) = compile_card("Unit", (), (sentence,), ("",))
    assert (ability.kind, ability.compiled, ability.unread) == (kind, False, unread)


@pytest.mark.parametrize(
    "name",
    ["Albus Ferros", "Gangplank, Naval"],
)
def test_real_cards_outside_the_templates_are_not_compiled(name: str) -> None:
    card = next(c for c in load_catalog() if c.name == name)
    assert understand(card, V14).status != COMPILED


def test_a_replacement_names_the_event_it_replaces_and_reads_what_is_done_instead() -> None:
    sentence = (
        "If a buffed unit you control would die, you may pay :rb_rune_rainbow:, exhaust me, "
        "and spend its buff to heal it, exhaust it, and recall it instead."
    )
    (ability,) = compile_card("Legend", (), (sentence,), ("",))
    assert ability.kind == REPLACEMENT and ability.compiled and ability.optional
    assert ability.replaces == "if a buffed unit you control would die"
    assert ability.effect is not None
    said = [(i.verb, i.cost, i.condition) for i in ability.effect.instructions]
    assert said == [
        ("pay", True, ""),
        ("exhaust", True, "if you do"),
        ("spend", True, "if you do"),
        ("heal", False, "if you do"),
        ("exhaust", False, "if you do"),
        ("recall", False, "if you do"),
    ]
    # the three done instead act on "it", the unit that would die, in turn
    heal, exhaust, recall = ability.effect.instructions[3:]
    assert [m.role for m in heal.mentions] == ["trigger"]
    assert (exhaust.linked_to, recall.linked_to) == (3, 4)


def test_a_replacement_of_an_outcome_said_without_would_reads_what_is_done_instead() -> None:
    """Symbol of the Solari as printed, and with the Origins FAQ's erratum (in force)."""
    from judge.records import replace

    card = next(c for c in load_catalog() if c.name == "Symbol of the Solari")
    (printed,) = understand(replace(card, erratum=None), V14).abilities
    (amended,) = abilities("Symbol of the Solari")
    tie = "if a combat where you are the attacker ends in a tie"
    for ability, replaces, units in (
        (printed, tie, "all units"),
        (amended, f"{tie} that would recall any of your units", "all units at that battlefield"),
    ):
        assert (ability.kind, ability.compiled) == (REPLACEMENT, True)
        assert ability.replaces == replaces
        assert ability.effect is not None
        (recall,) = ability.effect.instructions
        assert (recall.verb, [m.words for m in recall.mentions]) == ("recall", [units])


def test_a_token_played_instead_with_a_copy_of_it_is_the_token_the_event_plays() -> None:
    (*_, ability) = abilities("Zilean - Time Mage")
    assert (ability.kind, ability.compiled, ability.optional) == (REPLACEMENT, True, True)
    assert ability.replaces.endswith("if you would play a token unit while i'm at a battlefield")
    assert ability.effect is not None
    (play,) = ability.effect.instructions
    said = [(m.noun, m.words, m.role) for m in play.mentions]
    # the token the replaced play would play, never chosen, and a copy made with it
    assert said == [
        ("unit", "that token", "trigger"),
        ("unit", "an additional copy of it", "created"),
    ]
    # both are played, the first being the replaced event's token, not a trigger's
    assert describe_ability(ability).endswith(
        "-> may play that token [replaced event] and an additional copy of it [created]; compiled"
    )


def test_that_token_with_no_event_naming_one_is_not_read() -> None:
    # "that token" stands for the token the event replaced plays: a unit that would die is
    # not one, and with no event there is nothing it names
    sentence = "If a friendly unit would die, you may play that token instead."
    (ability,) = compile_card("Unit", (), (sentence,), ("",))
    assert (ability.kind, ability.compiled) == (REPLACEMENT, False)
    assert read_effect("you may play that token and an additional copy of it").unknown


@pytest.mark.parametrize(
    "sentence",
    [
        # an outcome not in the table, and the outcome with nothing done instead
        "If a combat where you are the defender ends in a tie, recall ALL units instead.",
        "If a combat where you are the attacker ends in a tie, recall ALL units.",
    ],
)
def test_an_outcome_replaced_outside_the_table_is_not_compiled(sentence: str) -> None:
    (ability,) = compile_card("Gear", (), (sentence,), ("",))
    assert not ability.compiled


def test_a_replacement_an_ability_creates_goes_on_with_its_effect() -> None:
    sentences = (
        "Discard 1, :rb_exhaust:: Choose a friendly unit.",
        "The next time it would die this turn, you may pay :rb_rune_fury: to heal it, "
        "exhaust it, and recall it instead.",
    )
    (ability,) = compile_card("Gear", (), sentences, ("", ""))
    assert ability.kind == ACTIVATED and ability.compiled and ability.effect is not None
    choose, replacing = ability.effect.instructions
    assert (choose.verb, replacing.verb) == ("choose", "replace")
    assert replacing.amount_words.startswith("the next death of it with: may pay :rb_rune_fury:")


def test_a_replacement_of_an_event_not_in_the_table_is_not_compiled() -> None:
    sentence = "If a player would score 1 point from conquering, they draw 1 instead."
    (ability,) = compile_card("Unit", (), (sentence,), ("",))
    assert (ability.kind, ability.compiled, ability.replaces) == (REPLACEMENT, False, "")


def test_a_card_with_keywords_only_is_compiled_and_unread_text_names_the_words() -> None:
    statuses = {c.name: understand(c, V14).status for c in load_catalog()}
    assert statuses["Vi - Peacekeeper"] == COMPILED
    assert statuses["Albus Ferros"] in (NOT, "partial")


# ---- templates added to the one instruction reader (judge/engine/instructions.py) ----------


def test_a_keyword_with_its_cost() -> None:
    equip = only("B.F. Sword")  # "[Equip] :rb_rune_order: (...)"
    assert (equip.kind, equip.card_rule, equip.compiled) == (KEYWORD, "Equip", True)
    assert equip.cost is not None and equip.cost.parts == ("power order",)
    flow = abilities("Brittle Steel")[-1]  # "[Flow] :rb_energy_4::rb_rune_fury:"
    assert flow.kind == KEYWORD and flow.cost is not None
    assert flow.cost.parts == ("energy 4", "power fury")


def test_an_add_ability_with_its_timing_after_the_cost() -> None:
    conduit = only("Energy Conduit")  # ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:."
    assert (conduit.kind, conduit.timing, conduit.compiled) == (ACTIVATED, "Reaction", True)
    assert conduit.effect is not None and conduit.effect.instructions[0].verb == "add"


def test_then_inside_a_sentence_makes_two_instructions_in_order() -> None:
    (ability,) = abilities("Evershade Stalker")  # "When you play me, discard 1, then draw 1."
    assert ability.effect is not None
    assert [i.verb for i in ability.effect.instructions] == ["discard", "draw"]
    stun = read_effect("Deal 3 to a unit, then stun it.").instructions[1]
    assert (stun.verb, stun.linked_to) == ("stun", 0)


def test_me_is_the_card_itself_never_a_choice() -> None:
    (_, ability) = abilities("Akali, Silent")  # "When I move to a battlefield, give me +2 ..."
    assert ability.trigger is not None and ability.trigger.where == "battlefield"
    assert ability.effect is not None
    (me,) = ability.effect.instructions[0].mentions
    assert (me.words, me.role) == ("me", "characteristics")


def test_gain_xp_and_play_me_to_a_battlefield() -> None:
    assert only("Demacian Diplomat").effect is not None  # "When you play me, gain 1 XP."
    marai = only("Mischievous Marai")  # "When you play me to a battlefield, deal 2 ..."
    assert marai.trigger is not None and (marai.trigger.event, marai.trigger.where) == (
        "play",
        "battlefield",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Gain XP.",
        "Add some Energy.",
        "Give me a hug.",
        "Discard 1, then draw a lot.",
        "Pay any amount of Energy to [Add] that much :rb_rune_rainbow:.",
    ],
)
def test_sentences_outside_the_new_templates_are_not_read(text: str) -> None:
    assert read_effect(text).unknown


def test_a_lone_cost_without_a_costed_keyword_is_not_a_keyword() -> None:
    (ability,) = compile_card("Gear", ("Hidden",), (":rb_rune_order:",), ("",))
    assert ability.kind != KEYWORD and not ability.compiled


def test_an_optional_additional_cost_with_its_parts() -> None:
    # "You may pay :rb_energy_1::rb_rune_fury: as an additional cost to play me."
    (cost, _) = abilities("Blast Corps Cadet")
    assert (cost.kind, cost.optional, cost.compiled) == (ADDITIONAL_COST, True, True)
    assert cost.cost is not None and cost.cost.parts == ("energy 1", "power fury")


def test_a_cost_in_xp_and_a_passive_on_entering() -> None:
    (spend,) = abilities("Crowd Favorite")  # "Spend 2 XP: [Buff] me."
    assert spend.kind == ACTIVATED and spend.cost is not None
    assert spend.cost.parts == ("spend XP 2",)
    enters, _ = abilities("Iron Ballista")  # "This enters exhausted."
    assert (enters.kind, enters.card_rule, enters.compiled) == (PASSIVE, "enters exhausted", True)


def test_a_keyword_cost_of_power_and_a_part_in_words_is_one_cost() -> None:
    card = next(c for c in load_catalog() if c.name == "Blade of the Ruined King")
    (equip,) = understand(card, V14).abilities
    assert equip.cost is not None and equip.cost.parts == ("power order", "kill a friendly unit")


def test_a_lone_cost_is_the_one_costed_keywords_also_before_a_keyword_without_cost() -> None:
    (equip,) = compile_card("Gear", ("Equip", "Temporary"), (":rb_rune_rainbow:",), ("",))
    assert (equip.kind, equip.card_rule, equip.compiled) == (KEYWORD, "Equip", True)
    (two,) = compile_card("Gear", ("Equip", "Flow"), (":rb_rune_rainbow:",), ("",))
    assert not two.compiled  # which keyword's cost is not said


def test_a_keyword_cost_in_words_after_a_dash() -> None:
    card = next(c for c in load_catalog() if c.name == "Shepherd's Heirloom")
    equip = understand(card, V14).abilities[-1]
    assert equip.cost is not None and equip.cost.parts == ("spend XP 1",)


def test_a_keyword_cost_after_another_keyword() -> None:
    (equip,) = abilities("Cloth Armor")  # "[Quick-Draw] ... [Equip] :rb_rune_mind: (...)"
    assert (equip.kind, equip.card_rule) == (KEYWORD, "Equip")


@pytest.mark.parametrize(
    "sentence",
    [
        "You may pay a kiss as an additional cost to play me.",
        "If you control a Dragon, I enter ready.",  # a condition outside the shapes read
        "Spend some XP: Draw 1.",
    ],
)
def test_near_misses_of_the_cost_and_passive_templates_do_not_compile(sentence: str) -> None:
    (ability,) = compile_card("Unit", (), (sentence,), ("",))
    assert not ability.compiled


def test_a_keyword_cost_then_a_conditioned_ability_in_one_sentence() -> None:
    # "[Empower] :rb_energy_3: (...)[Empowered][>] I have +2 :rb_might: and [Ganking]."
    empower, might = abilities("Brutal Hunter")
    assert (empower.kind, empower.card_rule) == (KEYWORD, "Empower")
    assert empower.cost is not None and empower.cost.parts == ("energy 3",)
    assert (might.kind, might.condition, might.compiled) == (PASSIVE, "Empowered", True)
    assert might.card_rule == "Might bonus and keywords (me): +2 Might [ganking]"


def test_level_and_legion_conditions_open_the_ability_they_condition() -> None:
    (level,) = abilities("Bandle Soldier")  # "[Level 3][>] I enter ready."
    assert (level.kind, level.condition, level.card_rule) == (PASSIVE, "Level", "enters ready")
    (legion,) = abilities("Dangerous Duo")  # "[Legion] — When you play me, give ..."
    assert (legion.kind, legion.condition, legion.compiled) == (TRIGGERED, "Legion", True)
    assert legion.trigger is not None and legion.trigger.event == "play"


def test_an_empowered_deathknell_is_conditioned_and_a_dash_opens_a_deathknell() -> None:
    *_, deathknell = abilities("Baccai Witherclaw")
    assert deathknell.trigger is not None and deathknell.trigger.event == "die"
    assert deathknell.condition == "Empowered"
    (poro,) = abilities("Lonely Poro")  # "[Deathknell] — If I died alone, draw 1."
    assert poro.kind == TRIGGERED and poro.trigger is not None and poro.trigger.event == "die"


def test_a_passive_does_not_swallow_the_sentence_after_it() -> None:
    # "I enter ready. Reduce my cost by :rb_energy_1: for each of the following tags ...":
    # the passive is whole; the sentence after it is an ability of its own, not compiled
    ready, reduce = [a for a in abilities("Daisy!") if a.kind == PASSIVE]
    assert ready.card_rule == "enters ready" and ready.compiled
    assert not reduce.compiled and reduce.unread.startswith("Reduce my cost")
    # a spell's cost reduction is followed by its effect: "Kill a unit at a battlefield."
    passive, effect = abilities("Drag Under")
    assert (passive.kind, effect.kind, effect.compiled) == (PASSIVE, SPELL, True)


def test_an_activated_ability_with_a_restriction_and_costs_in_words() -> None:
    (sage,) = abilities("Dragonsoul Sage")  # "[Reaction][>] :rb_exhaust:: [Add] :rb_energy_1:."
    assert (sage.kind, sage.timing) == (ACTIVATED, "Reaction")
    assert sage.cost is not None and sage.cost.parts == ("exhaust",)
    (rig,) = abilities("Assembly Rig")  # ":rb_energy_1::rb_rune_fury:, Recycle a unit ...: ..."
    assert rig.cost is not None
    assert rig.cost.parts == ("energy 1", "power fury", "recycle a unit from trash", "exhaust")


def test_an_optional_additional_cost_in_words_and_what_paying_it_does() -> None:
    zed = abilities("Zed, From the Shadows")[0]  # "You may discard 1 as an additional cost ..."
    assert (zed.kind, zed.optional, zed.compiled) == (ADDITIONAL_COST, True, True)
    assert zed.cost is not None and zed.cost.parts == ("discard 1",)
    punk = abilities("Zaun Punk")  # "You may kill a friendly gear as an additional cost ..."
    assert (punk[0].kind, punk[0].optional, punk[0].compiled) == (ADDITIONAL_COST, True, True)
    assert punk[0].cost is not None and punk[0].cost.parts == ("kill a friendly gear",)
    # "When you play me, if you paid the additional cost, kill a gear.": its own ability
    assert punk[1].kind == TRIGGERED and punk[1].trigger is not None
    assert punk[1].trigger.intervening == "if you paid the additional cost"


def test_a_keyword_cost_then_an_activated_ability_with_its_own_cost() -> None:
    # "[Empower] :rb_energy_2:... (reminder):rb_energy_1:, :rb_exhaust:: Ready a gear."
    empower, ready, ready_two = abilities("Defender of Tomorrow")
    assert (empower.kind, empower.card_rule) == (KEYWORD, "Empower")
    assert empower.cost is not None and empower.cost.parts == (
        "energy 2",
        "power rainbow",
        "power rainbow",
    )
    assert ready.cost is not None and ready.cost.parts == ("energy 1", "exhaust")
    assert (ready_two.condition, ready_two.kind) == ("Empowered", ACTIVATED)


def test_the_description_shows_each_instruction_whole() -> None:
    (garen,) = abilities("Garen - Might of Demacia")
    # "When you conquer, if you have 4+ units at that battlefield, draw 2.": the "if" right
    # after the trigger condition is part of it (383.2.a.1), not a check on the draw
    said = describe_ability(garen)
    assert "(when you conquer, if you have 4+ units at that battlefield) -> draw 2;" in said
    assert garen.trigger is not None
    assert garen.trigger.intervening == "if you have 4+ units at that battlefield"
    (pyke,) = abilities("Pyke - Returned")
    said = describe_ability(pyke)
    assert "(once each turn, when an enemy unit dies" in said
    assert "a gold gear token [created] exhausted" in said
    (shadows,) = abilities("Shadows of the Past")
    assert "return up to 2 units from any trash [chosen]" in describe_ability(shadows)


def test_the_share_compiled_does_not_fall() -> None:
    """A floor, raised as templates are added (docs/cards.md gives the figures): 666 of 949
    under v1.4 after the s26 stop's, 687 after the s27 stop's reflexive triggers, 708 after the
    s28 stop's, 720 after the s29 stop's, 782 after the s31 stop's; 649 after
    the s25 stop's templates (modes, "instead", passive conditions ...);
    569 after the s23 fix round, which stopped compiling reflexive triggers ("do this:"),
    "then recycle it" after a play and a spell's delayed trigger (577 before, 8 of them read
    wrongly)."""
    statuses = [understand(c, V14).status for c in load_catalog()]
    assert statuses.count(COMPILED) >= 782


def test_a_reflexive_trigger_is_read_as_a_new_ability_not_inline_instructions() -> None:
    # "If this kills it, do this: draw 1.": a new ability put on the chain (387.1, 388.1);
    # what follows "do this:" is done, under the condition before it, as that one resolves
    spell, *_ = abilities("Disintegrate")
    assert spell.compiled and spell.effect is not None
    deal, draw = spell.effect.instructions
    assert (deal.reflexive, draw.reflexive, draw.condition) == (False, True, "if this kills it")
    # "Then you may do this: Choose a unit in their trash and play it": one choice, made
    # as the reflexive trigger is put on the chain, not as the ability triggers
    (_, kharox) = abilities("Kharox")
    assert kharox.compiled and kharox.effect is not None
    choose, play = kharox.effect.instructions[-2:]
    assert (choose.optional, choose.mentions[0].role) == (True, REFLEXIVE)
    assert (play.optional, play.condition, play.linked_to) == (False, "if you do", 2)
    assert not [i for i in kharox.effect.instructions if i.chosen() and i.reflexive]


def test_it_after_the_rest_stands_for_the_card_played() -> None:
    # "... play it ... Recycle the rest. Then you may do this: Empower it.": "it" is the card
    (wild,) = abilities("Wild Claw")
    assert wild.effect is not None
    empower = wild.effect.instructions[-1]
    assert (empower.verb, empower.optional, empower.reflexive) == ("empower", True, True)
    assert wild.effect.instructions[empower.linked_to or 0].verb == "play"


def test_a_reflexive_trigger_under_a_condition_not_read_is_left_unread() -> None:
    # "Then if you revealed a Bird, Cat, Dog, or Poro, do this: ...": a condition the reader
    # does not have
    ivern = next(a for a in abilities("Ivern - Nurturer") if a.unread)
    assert "do this" in ivern.unread and ivern.later == "a reflexive trigger"


def test_a_card_played_from_the_trash_for_a_cost_under_a_past_condition() -> None:
    # "Then, if it had 3 Might or less, do this: You may play this from your trash for [A].":
    # the unit killed, as it last was; the spell itself, paid for with [A] instead of its cost
    (spell,) = abilities("Death from Below")
    assert spell.compiled and spell.effect is not None
    play = spell.effect.instructions[-1]
    assert (play.verb, play.optional, play.reflexive) == ("play", True, True)
    assert play.condition == "if it had 3 :rb_might: or less"
    assert play.cost_change == "paying :rb_rune_rainbow: instead of its cost"
    assert [(m.words, m.zone) for m in play.mentions] == [("this", "trash")]


def test_that_unit_is_named_again_never_chosen_again() -> None:
    # "Choose a battlefield you control and a unit you control ... Move that unit to that
    # battlefield and give it +2 Might this turn."
    (spell,) = abilities("Resonating Strike")
    assert spell.effect is not None
    choose, move, give = spell.effect.instructions
    assert [m.role for m in choose.mentions] == [CHOSEN, CHOSEN]
    assert (move.mentions[0].words, move.mentions[0].role) == ("that unit", NAMED_AGAIN)
    assert (give.linked_to, give.amount) == (1, 2)
    # "If this is [Empowered], give that unit +4 Might this turn instead."
    tools = next(a for a in abilities("Tools of Empire") if a.effect)
    assert tools.effect is not None
    plain, empowered = tools.effect.instructions
    assert (plain.condition, empowered.condition) == (
        "unless this is [empowered]",
        "if this is [empowered]",
    )


def test_then_recycle_it_after_a_play_is_a_delayed_replacement_not_an_instruction() -> None:
    # "Then recycle it." after a card played: a delayed replacement of where the card goes as
    # it leaves the chain (390.3.a), which chooses nothing, never a recycle done now
    (fizz,) = abilities("Fizz - Trickster")
    assert fizz.compiled and fizz.effect is not None
    play, then = fizz.effect.instructions
    assert (play.verb, then.verb, then.mentions, then.linked_to) == ("play", "replace", (), None)
    assert then.amount_words == "its leaving the chain with: recycle,"
    # said in the play's own sentence, it is not read
    assert read_effect("Play a spell from your trash, then recycle it.").unknown


def test_recycle_that_spell_after_you_play_it_is_done_once_it_is_played() -> None:
    # Fizz - Trickster as printed (v1.3): a recycle of the card the play before played, done
    # by a delayed trigger once it has been played, never as the effect resolves
    (fizz,) = abilities("Fizz - Trickster", V13)
    assert fizz.compiled and fizz.effect is not None
    play, recycle = fizz.effect.instructions
    assert (play.verb, recycle.verb, recycle.mentions, recycle.linked_to) == (
        "play",
        "recycle",
        (),
        0,
    )
    assert recycle.delayed == "after you play it"
    assert recycle.described() == "(after you play it) recycle it"
    banished = read_effect("Play a unit from your trash. Banish it after you play it.")
    assert not banished.unknown and banished.instructions[1].verb == "banish"
    # with no card played before it, "that spell" is nothing: not read
    assert read_effect("Recycle that spell after you play it.").unknown


def test_a_spells_delayed_trigger_is_not_the_cards_triggered_ability() -> None:
    # "When any unit takes damage this turn, kill it.": created as the spell resolves (390.2)
    (decree,) = abilities("Imperial Decree")
    assert (decree.kind, decree.compiled) == (SPELL, False)
    assert decree.later == "a delayed trigger"


def test_a_you_may_later_in_the_effect_does_not_make_the_trigger_optional() -> None:
    # 383.3.a.3: "look at the top 4 cards ... You may reveal ...": always finalized
    (weaver,) = abilities("Fate Weaver")
    assert weaver.compiled and not weaver.optional
    assert weaver.effect is not None and weaver.effect.instructions[1].optional
    (ornn,) = abilities("Ornn - Blacksmith")
    assert not ornn.optional
    # a "you may" as the first part: optional (383.3.a)
    assert any(a.optional for a in abilities("Pickpocket"))


def test_the_reading_shows_what_is_chosen_from_and_the_amounts() -> None:
    (weaver,) = abilities("Fate Weaver")
    assert "a spell with energy cost :rb_energy_4: or more from among them" in describe_ability(
        weaver
    )
    (yone,) = abilities("Yone - Blademaster")
    assert "deal damage equal to my might an enemy unit in a base" in describe_ability(yone)
    (khazix,) = abilities("Kha'Zix - Mutating Horror")
    assert "gain 2 XP" in describe_ability(khazix)
    arcane = abilities("Arcane Shift")[0]
    assert "its owner [characteristics] play it ignoring its cost" in describe_ability(arcane)


def test_a_spells_replacement_of_the_unit_it_acted_on_goes_on_with_its_effect() -> None:
    """Smite, Highlander, Ki Barrier: a replacement effect the spell creates as it resolves,
    for the unit the instruction before acted on, chooses nothing and is not carried out."""
    sentences = (
        "Deal 3 to a unit at a battlefield.",
        "If it would die this turn, banish it instead.",
    )
    (ability,) = compile_card("Spell", (), sentences, ("", ""))
    assert ability.kind == SPELL and ability.compiled
    assert ability.effect is not None
    _, replacing = ability.effect.instructions
    assert (replacing.verb, replacing.mentions, replacing.duration) == ("replace", (), "this turn")
    assert replacing.described() == "replace any death of it with: banish, this turn"
    effect = read_effect(
        "Choose a unit. Prevent the next 7 damage that would be dealt to it this turn."
    )
    assert effect.instructions[1].described() == (
        "replace the next 7 damage to it with: prevent, this turn"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Deal 3 to a unit. If it would die, banish it instead.",  # for how long: not said
        "Deal 3 to a unit. If a friendly unit would die this turn, banish it instead.",
        "Deal 3 to a unit. If it would die this turn, return it to hand instead.",
        "If it would die this turn, banish it instead.",  # "it": nothing acted on before
    ],
)
def test_replacements_outside_the_reading_are_not_read(text: str) -> None:
    assert read_effect(text).unknown


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "When you play me, the next spell you play this turn costs :rb_energy_5: less.",
            "change the next spell you play: costs :rb_energy_5: less, this turn",
        ),
        (
            ":rb_exhaust:: The next spell you play this turn deals 1 Bonus Damage.",
            "change the next spell you play: deals 1 bonus damage, this turn",
        ),
        (
            # no end said (Astral Heron as printed): the next card, this turn or a later one
            "When you play me, your next card costs :rb_energy_2::rb_rune_rainbow: less.",
            "change the next card you play, this turn or a later one:"
            " costs :rb_energy_2::rb_rune_rainbow: less",
        ),
        (
            "When you play me, the next unit you play enters ready.",
            "change the next unit you play, this turn or a later one: enters ready",
        ),
    ],
)
def test_an_effect_on_the_next_card_played_chooses_nothing(text: str, said: str) -> None:
    (ability,) = compile_card("Unit", (), (text,), ("",))
    assert ability.compiled and ability.effect is not None
    (instruction,) = ability.effect.instructions
    assert (instruction.described(), instruction.mentions) == (said, ())


def test_astral_heron_as_printed_is_a_discount_with_no_end() -> None:
    # v1.3: "your next card costs ... less", never read as the erratum's "this turn"
    (printed,), (erratum,) = abilities("Astral Heron", V13), abilities("Astral Heron")
    assert printed.compiled and erratum.compiled
    assert printed.effect is not None and erratum.effect is not None
    (waiting,) = printed.effect.instructions
    (this_turn,) = erratum.effect.instructions
    assert (waiting.verb, waiting.duration) == ("change", "")
    assert (this_turn.verb, this_turn.duration) == ("change", "this turn")


@pytest.mark.parametrize(
    "text",
    [
        "The next spell you play this turn costs :rb_energy_2: more.",
        "The next spell an opponent plays this turn costs :rb_energy_2: less.",
    ],
)
def test_other_effects_on_the_next_card_are_not_read(text: str) -> None:
    assert read_effect(text).unknown


def test_might_given_equal_to_a_units_might_is_worked_out_not_a_number() -> None:
    """Deathgrip: "its Might" is the Might of the unit the instruction before killed."""
    effect = read_effect(
        "Kill a friendly unit. If you do, give +:rb_might: equal to its Might to another "
        "friendly unit this turn. Draw 1."
    )
    _, give, _ = effect.instructions
    assert (give.verb, give.amount, give.amount_words, give.linked_to) == (
        "give",
        0,
        "+might equal to its might",
        0,
    )
    assert give.described() == (
        "give +might equal to its might another friendly unit [chosen] this turn [if you do]"
    )
    assert read_effect("Give +:rb_might: equal to its cost to a unit this turn.").unknown


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("When you hold here, you win the game.", ["win the game"]),
        (
            "Take a turn after this one. Banish this.",
            ["take an extra turn", "banish this [characteristics]"],
        ),
        (
            "Look at the top 3 cards of your Main Deck. Put the rest into your trash.",
            ["look 3", "put the rest from main deck [characteristics] to trash"],
        ),
    ],
)
def test_instructions_in_set_words_and_the_rest_put_into_the_trash(text: str, said: list) -> None:
    effect = read_effect(text.removeprefix("When you hold here, "))
    assert [i.described() for i in effect.instructions] == said


@pytest.mark.parametrize(
    "text",
    [
        "An opponent wins the game.",
        "Take two turns after this one.",
        "Put the rest into your hand.",
    ],
)
def test_near_misses_of_the_set_words_are_not_read(text: str) -> None:
    assert read_effect(text).unknown


def test_a_token_becomes_a_copy_in_a_reflexive_trigger() -> None:
    # "Then do this: It becomes a copy of that unit.": the token played, of the unit chosen
    (mirror,) = abilities("Mirror Image")
    assert mirror.compiled and mirror.effect is not None
    choose, _play, copy, give = mirror.effect.instructions
    assert (copy.verb, copy.linked_to, copy.reflexive) == ("become a copy of", 1, True)
    assert [(m.words, m.role) for m in copy.mentions] == [("that unit", NAMED_AGAIN)]
    assert (give.linked_to, give.granted, choose.reflexive) == (2, ("Temporary",), False)
    keeper = next(a for a in abilities("Keeper of Masks") if a.effect)
    assert keeper.effect is not None
    assert [m.words for m in keeper.effect.instructions[-1].mentions] == ["me"]


def test_up_to_n_of_them_chooses_among_what_the_instruction_before_made() -> None:
    (arise,) = abilities("Arise!")
    assert arise.effect is not None
    ready = arise.effect.instructions[-1]
    (them,) = ready.mentions
    assert (them.noun, them.number, them.up_to, them.role) == ("unit", 2, True, REFLEXIVE)
    # of no kind the instruction before says: left unread
    assert read_effect("Draw 2. Ready up to two of them.").unknown == "Ready up to two of them"


def test_give_said_once_for_two_plural_objects() -> None:
    # "Give friendly units there +1 Might this turn and enemy units there -1 Might this turn,
    # to a minimum of 1 Might.": the minimum is the second's
    (spell,) = abilities("Siphon Power")
    assert spell.effect is not None
    _, friendly, enemy = spell.effect.instructions
    assert (friendly.amount, friendly.minimum, friendly.mentions[0].number) == (1, None, 0)
    assert (enemy.amount, enemy.minimum) == (-1, 1)
    assert [r.kind for r in enemy.mentions[0].restrictions] == ["enemy", "there"]


def test_all_units_and_gear_is_every_one_of_either_kind() -> None:
    (spell,) = abilities("Downwell")
    assert spell.effect is not None
    (back,) = spell.effect.instructions
    (every,) = back.mentions
    assert (back.verb, every.noun, every.number, every.role) == (
        "return",
        "unit or gear",
        0,
        "characteristics",
    )


def test_deal_said_once_for_two_objects() -> None:
    # "Deal 4 to that unit and 1 to each other enemy unit there."
    (spell,) = abilities("Crescent Strike")
    assert spell.effect is not None
    _, four, one = spell.effect.instructions
    assert (four.amount, four.mentions[0].role) == (4, NAMED_AGAIN)
    assert (one.verb, one.amount, one.mentions[0].number) == ("deal", 1, 0)
    assert [r.kind for r in one.mentions[0].restrictions] == ["other", "enemy", "there"]


def test_units_entering_ready_for_the_rest_of_the_turn_choose_nothing() -> None:
    # "Units you play this turn enter ready.", "Friendly units enter ready this turn."
    for name, said in (("Confront", "units you play"), ("Bushwhack", "friendly units")):
        (spell,) = abilities(name)
        assert spell.effect is not None
        first = spell.effect.instructions[0]
        assert (first.mentions, first.duration) == ((), "this turn")
        assert first.amount_words == f"{said}: enter ready,"


def test_its_base_might_becomes_n() -> None:
    # "Choose a unit. Its base Might becomes 5 this turn."
    spell = next(a for a in abilities("Dragon Form") if a.effect)
    assert spell.effect is not None
    _, base = spell.effect.instructions
    assert (base.verb, base.amount, base.linked_to, base.duration) == (
        "set base might",
        5,
        0,
        "this turn",
    )


def test_cards_looked_at_put_into_the_hand_and_the_rest_drawn() -> None:
    # "Look at the top 3 cards ... Put 1 into your hand and recycle the rest."
    (stacked,) = abilities("Stacked Deck")
    assert stacked.effect is not None
    _look, put, recycle = stacked.effect.instructions
    (kept,) = put.mentions
    assert (put.verb, put.to, kept.number, kept.role, kept.zone) == (
        "put",
        "hand",
        1,
        "hidden_zone",
        "main deck",
    )
    assert [m.words for m in recycle.mentions] == ["the rest"]
    # "Draw any you didn't banish.": the cards revealed and left on the deck
    (rush,) = abilities("Void Rush")
    assert rush.effect is not None
    draw = rush.effect.instructions[-1]
    assert (draw.verb, [m.words for m in draw.mentions]) == ("draw", ["any you didn't banish"])


@pytest.mark.parametrize(
    "text",
    [
        "Put 1 into your hand.",  # nothing looked at before it
        "Look at the top 3 cards of your Main Deck. Put 1 into your trash.",
        "Draw any you didn't banish.",
    ],
)
def test_near_misses_of_cards_put_into_the_hand_are_not_read(text: str) -> None:
    assert read_effect(text).unknown


def test_legion_after_an_activated_abilitys_cost_conditions_it() -> None:
    # ":rb_exhaust:: [Legion] — The next unit you play this turn enters ready."
    sun = only("Sun Disc")
    assert (sun.kind, sun.condition, sun.timing, sun.compiled) == (ACTIVATED, "Legion", "", True)
    assert sun.cost is not None and sun.cost.parts == ("exhaust",)
    # ":rb_exhaust:: [Reaction], [Legion] — [Add] :rb_energy_1:.": its speed, then the condition
    darius = next(a for a in abilities("Darius - Hand of Noxus") if a.kind == ACTIVATED)
    assert (darius.condition, darius.timing, darius.compiled) == ("Legion", "Reaction", True)


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Twilight Shroud", "can't be chosen by enemy spells and abilities: it this turn"),
        ("Lilting Lullaby", "its controller [characteristics] can't play spells this turn"),
        ("Brynhir Thundersong", "opponents [characteristics] can't play cards this turn"),
    ],
)
def test_an_action_forbidden_for_the_rest_of_the_turn(name: str, said: str) -> None:
    ability = next(a for a in abilities(name) if a.effect is not None)
    assert ability.effect is not None
    forbidden = ability.effect.instructions[-1]
    assert (forbidden.verb, forbidden.duration, forbidden.chosen()) == ("can't", "this turn", ())
    assert forbidden.described() == said
    # of what the instruction before acted on, or every opponent's
    assert forbidden.linked_to == (None if name == "Brynhir Thundersong" else 0)


@pytest.mark.parametrize(
    "text",
    [
        "It can't be chosen by enemy spells and abilities this turn.",  # nothing before it
        "Kill a unit. Its controller can't play spells.",  # no duration said
        "Kill a unit. Its controller can't draw cards this turn.",
    ],
)
def test_near_misses_of_a_forbidden_action_are_not_read(text: str) -> None:
    assert read_effect(text).unknown


def test_a_move_to_that_enemy_units_battlefield_is_to_the_battlefield_it_acted_on() -> None:
    (zenith,) = abilities("Zenith Blade")
    assert zenith.effect is not None
    stun, move = zenith.effect.instructions
    assert (stun.verb, move.verb, move.to, move.optional) == (
        "stun",
        "move",
        "that battlefield",
        True,
    )
    assert [m.role for m in move.mentions] == [CHOSEN, "characteristics"]


@pytest.mark.parametrize(
    ("name", "keyword", "event"),
    [("Atakhan", "Ganking", "attack"), ("Windsinger", "Hidden", "play")],
)
def test_a_keyword_line_with_an_ability_after_it_in_one_sentence(
    name: str, keyword: str, event: str
) -> None:
    # "[Ganking] (reminder)When I attack, ...", "Hidden (reminder)When you play me, ...": the
    # keyword is the card's, the ability after it a triggered one (it was read as a passive)
    card = next(c for c in load_catalog() if c.name == name)
    understood = understand(card, V14)
    assert keyword in understood.keywords
    triggered = [a for a in understood.abilities if a.kind == TRIGGERED]
    assert [a.trigger.event for a in triggered if a.trigger] == [event]


def test_a_keyword_that_opens_an_effect_is_no_keyword_line() -> None:
    from judge.ask.cards import read_card_text

    _, sentences = read_card_text("Draw 1. [Legion]  Draw 2.", None)
    assert sentences == ("Draw 1.", "[Legion]  Draw 2.")


def test_each_of_the_players_named_chooses_one_of_their_own() -> None:
    # "When I attack, the defender must kill one of their units here."
    atakhan = next(a for a in abilities("Atakhan") if a.kind == TRIGGERED)
    assert atakhan.effect is not None
    (kill,) = atakhan.effect.instructions
    player, unit = kill.mentions
    assert (kill.verb, kill.subject, player.words) == ("kill", "the defender", "the defender")
    assert (unit.role, [r.kind for r in unit.restrictions]) == ("others_choose", ["here", "theirs"])
    # "each player kills one of their units" keeps its reading, with no subject said
    (each,) = read_effect("Each player kills one of their units.").instructions
    assert (each.subject, [m.role for m in each.mentions]) == ("", ["others_choose"])


def test_control_until_the_source_leaves_the_board() -> None:
    # "Move an enemy gear to your base. You control it until I leave the board. If it's an
    # Equipment, attach it to me."
    akshan = next(a for a in abilities("Akshan - Mischievous") if a.kind == TRIGGERED)
    assert akshan.effect is not None
    _move, control, attach = akshan.effect.instructions
    assert (control.verb, control.linked_to, control.duration, control.mentions) == (
        "take control",
        0,
        "until I leave the board",
        (),
    )
    assert (attach.verb, attach.condition) == ("attach", "if it's an equipment")
    assert read_effect("You control it until I leave the board.").unknown  # nothing before it


def test_placed_on_top_or_bottom_and_conditions_on_what_it_was() -> None:
    # "Its owner places it on the top or bottom of their Main Deck."
    (verdict,) = abilities("Keeper's Verdict")
    assert verdict.effect is not None
    _choose, place = verdict.effect.instructions
    assert (place.verb, place.subject, place.linked_to, place.to) == (
        "place",
        "its owner",
        0,
        "the top or bottom of their main deck",
    )
    # "If it was an enemy unit, play a Gold gear token exhausted." (as it last was)
    (money,) = abilities("Blood Money")
    assert money.effect is not None
    conditions = [i.condition for i in money.effect.instructions]
    assert conditions == ["", "if it was an enemy unit", "if it was a friendly unit"]
    (catalyst,) = abilities("Catalyst of Aeons")
    assert catalyst.effect is not None
    assert catalyst.effect.instructions[-1].condition == "if you couldn't channel 2 runes this way"
    assert read_effect("Kill a unit. Its owner places it under their Main Deck.").unknown


def test_a_domain_as_an_adjective_is_a_restriction_not_checked() -> None:
    # "Kill an enemy Chaos (:rb_rune_chaos:) unit or gear.", the symbol being reminder text
    (unity,) = abilities("Decree of Unity")
    assert unity.effect is not None
    (chosen,) = unity.effect.instructions[0].mentions
    assert (chosen.words, [(r.kind, r.words) for r in chosen.restrictions]) == (
        "an enemy chaos unit or gear",
        [("enemy", "enemy"), ("domain", "chaos")],
    )
    assert read_effect("Kill an order.").unknown  # a domain is no noun


def test_one_drawn_from_those_looked_at_and_a_keyword_gained() -> None:
    # "Look at the top 2 cards of your Main Deck. Draw one and recycle the other."
    spell = next(a for a in abilities("Called Shot") if a.kind == SPELL)
    assert spell.effect is not None
    _look, draw, recycle = spell.effect.instructions
    assert [(m.words, m.role) for m in draw.mentions] == [("one of them", "hidden_zone")]
    assert [m.words for m in recycle.mentions] == ["the other"]
    # "When you defend here, choose a unit. It gains [Shield 2] this combat."
    fortified = only("Fortified Position")
    assert fortified.effect is not None
    gains = fortified.effect.instructions[-1]
    assert (gains.verb, gains.granted, gains.linked_to, gains.duration) == (
        "gain",
        ("Shield 2",),
        0,
        "this combat",
    )
    assert read_effect("Draw one card.").unknown
    assert read_effect("It gains [Shield 2] this combat.").unknown  # nothing before it


def test_they_may_is_the_choice_of_the_player_the_trigger_names() -> None:
    # "When a player plays a spell, they may give a unit they control here +1 :rb_might: this
    # turn.": "they" is the player who played it, whose "may" it is
    (hall,) = abilities("Abandoned Hall")
    assert hall.optional and hall.effect is not None
    (give,) = hall.effect.instructions
    assert (give.subject, give.optional, give.amount) == ("they", True, 1)
    assert [(m.words, m.role) for m in give.mentions] == [
        ("they", "trigger"),
        ("a unit they control here", CHOSEN),
    ]
    # "..., that player may pay :rb_energy_1: to channel 1 rune exhausted.": the channel is
    # done only if they paid
    (bay,) = abilities("Ripper's Bay")
    assert bay.effect is not None
    pay, channel = bay.effect.instructions
    assert (pay.subject, pay.cost, pay.optional) == ("that player", True, True)
    assert (channel.verb, channel.condition) == ("channel", "if they do")
    # with no player in the trigger condition, "they" stands for no one: not read
    assert read_effect("They may draw 1.").unknown
    assert read_effect("They may draw 1.", player_named=True).instructions[0].subject == "they"


def test_a_spell_or_ability_that_chooses_a_friendly_unit_or_gear() -> None:
    # "Counter an enemy spell or ability that chooses a friendly unit or gear."
    (fast,) = abilities("Not So Fast")
    assert fast.effect is not None
    (counter,) = fast.effect.instructions
    (chosen,) = counter.mentions
    assert (chosen.noun, chosen.zone, chosen.role) == ("spell or ability", "chain", CHOSEN)
    assert [r.kind for r in chosen.restrictions] == ["enemy", "chooses_friendly"]


def test_a_cost_no_more_than_and_unless_its_controller_pays() -> None:
    # "Counter a spell that costs no more than :rb_energy_4: and no more than :rb_rune_rainbow:."
    (defy,) = [a for a in abilities("Defy") if a.kind == SPELL]
    assert defy.effect is not None
    (chosen,) = defy.effect.instructions[0].mentions
    # the Power cap is kept with the Energy cap, never dropped for an Energy cap alone
    (cap,) = chosen.restrictions
    assert (cap.kind, cap.value) == ("energy_power_max", 4)
    assert cap.words.endswith("and no more than :rb_rune_rainbow:")
    # "you may play a unit costing no more than :rb_energy_3: and no more than ..."
    (matron,) = abilities("Spectral Matron")
    assert matron.effect is not None and matron.optional
    (unit,) = matron.effect.instructions[0].mentions
    assert ([r.kind for r in unit.restrictions], unit.zone) == (["energy_power_max"], "trash")
    # "Counter a spell unless its controller pays :rb_energy_2:.": done under a condition
    bargain = next(a for a in abilities("Hard Bargain") if a.kind == SPELL)
    assert bargain.effect is not None
    (counter,) = bargain.effect.instructions
    assert counter.condition == "unless its controller pays :rb_energy_2:"


def test_one_verb_or_the_other_and_three_kinds_of_object() -> None:
    # "When you play me, ready or exhaust a legend.": one of two modes, each on a legend
    (entourage,) = abilities("Royal Entourage")
    assert entourage.effect is not None
    said = [(i.mode, i.verb, i.mentions[0].words) for i in entourage.effect.instructions]
    assert said == [(1, "ready", "a legend"), (2, "exhaust", "a legend")]
    # "Return another friendly gear, unit, or facedown card to its owner's hand."
    (pack,) = abilities("Pack of Wonders")
    assert pack.effect is not None
    (chosen,) = pack.effect.instructions[0].mentions
    assert (chosen.noun, chosen.role) == ("gear, unit or facedown card", CHOSEN)
    assert read_effect("Draw or exhaust a legend.").unknown  # "draw" takes no object


def test_damage_equal_to_my_assault_and_a_gear_discarded_as_a_cost() -> None:
    # "When I attack, deal damage equal to my [Assault] to an enemy unit here.": an amount
    # to work out, never a number
    (lucian,) = [a for a in abilities("Lucian - Gunslinger") if a.kind == TRIGGERED]
    assert lucian.effect is not None
    (deal,) = lucian.effect.instructions
    assert (deal.amount, deal.amount_words) == (None, "damage equal to my [assault]")
    # "Discard a gear, :rb_energy_1:, :rb_exhaust:: Deal 4 to a unit at a battlefield."
    (cruiser,) = abilities("Sky Cruiser")
    assert cruiser.cost is not None
    assert cruiser.cost.parts[0] == "discard a gear"


def test_damage_prevented_for_the_turn_is_an_instruction_in_set_words() -> None:
    # "Prevent all damage that would be dealt this turn by spells and abilities." (the
    # Origins FAQ's erratum; printed: "Prevent all spell and ability damage this turn.")
    spirit = next(a for a in abilities("Unyielding Spirit") if a.kind == SPELL)
    assert spirit.effect is not None
    (prevent,) = spirit.effect.instructions
    verb = "prevent all damage dealt by spells and abilities"
    assert (prevent.verb, prevent.duration) == (verb, "this turn")


def test_a_card_chosen_from_a_hand_revealed_and_named_again() -> None:
    # "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and
    # recycle that card.": "it" is the hand revealed, "that card" the card chosen from it
    sabotage = next(a for a in abilities("Sabotage") if a.kind == SPELL)
    assert sabotage.effect is not None
    chosen, again = (i.mentions[0] for i in sabotage.effect.instructions[2:])
    assert (chosen.zone, chosen.whose, chosen.role) == ("hand", "their", "hidden_zone")
    assert (again.words, again.role, again.zone) == ("that card", NAMED_AGAIN, "hand")
    # "If you do, they discard that card and draw 1.": they draw, not the card's player
    investigator = next(a for a in abilities("Insightful Investigator") if a.effect)
    assert investigator.effect is not None
    draw = investigator.effect.instructions[-1]
    assert (draw.verb, draw.subject, draw.mentions[0].words) == ("draw", "they", "they")
    # "... and you choose a Mind card from it": "you" names its own subject
    decree = next(a for a in abilities("Decree of Strength") if a.kind == SPELL)
    assert decree.effect is not None and decree.effect.instructions[2].subject == ""
    assert read_effect("Choose a card from it, and they discard that card.").unknown


def test_instructions_done_at_end_of_turn_by_a_delayed_trigger() -> None:
    # "Lose control of that unit and recall it at end of turn."
    takeover = next(a for a in abilities("Hostile Takeover") if a.kind == SPELL)
    assert takeover.effect is not None
    said = [(i.verb, i.delayed) for i in takeover.effect.instructions]
    assert said[2:] == [("lose control", "at end of turn"), ("recall", "at end of turn")]
    # one that chooses something new chooses it as the delayed trigger is put on the chain
    # (355.5.b names Targon's Peak), never as the ability that creates it is
    peak = next(a for a in abilities("Targon's Peak") if a.kind == TRIGGERED)
    assert peak.compiled and peak.effect is not None
    (ready,) = peak.effect.instructions
    assert (ready.verb, ready.delayed, ready.chosen()) == ("ready", "at end of turn", ())
    assert [(m.words, m.role) for m in ready.mentions] == [("up to 2 runes", DELAYED)]
    # an optional one is still not read
    assert read_effect("You may ready up to 2 runes at the end of this turn.").unknown


def test_two_moves_said_with_one_verb_swap_me_and_the_unit_chosen() -> None:
    # "Move me to its location and it to my original location." (Tideturner): "it" is the
    # unit chosen before the two moves, never "me"
    effect = read_effect(
        "You may choose a unit you control at another location. "
        "Move me to its location and it to my original location."
    )
    assert not effect.unknown
    _, mine, its = effect.instructions
    assert (mine.verb, mine.to, [m.words for m in mine.mentions]) == (
        "move",
        "its location",
        ["me"],
    )
    assert (its.verb, its.to, its.linked_to) == ("move", "my original location", 0)


def test_if_it_is_a_unit_play_it_here_says_where_the_card_played_goes() -> None:
    # Ava Achiever: not a second play, the play before gains the place under its condition
    effect = read_effect(
        "You may pay :rb_rune_mind: to play a card with [Hidden] from your hand, ignoring its "
        "cost. If it's a unit, play it here."
    )
    assert not effect.unknown
    assert [i.verb for i in effect.instructions] == ["pay", "play"]
    assert effect.instructions[1].to == "here if it's a unit"
    # Rek'Sai - Swarm Queen: "you may play it here", the player's choice
    queen = read_effect(
        "You may reveal the top 2 cards of your Main Deck. You may banish one, then play it. "
        "If it is a unit, you may play it here."
    )
    assert [i.verb for i in queen.instructions] == ["reveal", "banish", "play"]
    assert queen.instructions[2].to == "here if it is a unit, if its player chooses"
    # a play that already says where it goes is not read as told again
    assert read_effect("Play a unit to base. If it's a unit, play it here.").unknown


def test_your_unit_names_again_the_friendly_unit_chosen() -> None:
    # Stormbringer: "... then move your unit there": no new choice
    effect = read_effect(
        "Choose a friendly unit in your base. Deal damage equal to its Might to all enemy "
        "units at a battlefield, then move your unit there."
    )
    assert not effect.unknown
    move = effect.instructions[-1]
    assert (move.verb, move.to) == ("move", "that battlefield")
    assert (move.mentions[0].words, move.mentions[0].role) == ("your unit", NAMED_AGAIN)


def test_a_trigger_condition_written_before_the_time() -> None:
    # "If you control fewer runes than an opponent at the start of your Beginning Phase, ..."
    baccai = only("Forsaken Baccai")
    assert baccai.trigger is not None and baccai.compiled
    assert (baccai.trigger.event, baccai.trigger.intervening) == ("beginning", "")
    assert baccai.trigger.condition == "if you control fewer runes than an opponent"


def test_the_top_cards_trashed_and_a_subject_said_once_before_then() -> None:
    # "Each player discards their hand, then draws 4.": each player draws
    invert = next(a for a in abilities("Invert Timelines") if a.kind == SPELL)
    assert invert.effect is not None
    assert [(i.verb, i.subject) for i in invert.effect.instructions] == [
        ("discard", "each player"),
        ("draw", "each player"),
    ]
    (put,) = read_effect("Put the top 2 cards of your Main Deck into your trash.").instructions
    assert (put.verb, put.to, put.mentions[0].role) == ("put", "trash", "characteristics")


def test_might_swapped_and_keywords_and_might_given_are_worked_out() -> None:
    (swap,) = read_effect(
        "Swap the Might of two units at the same battlefield this turn."
    ).instructions
    assert (swap.verb, swap.mentions[0].number, swap.duration) == (
        "swap the might of",
        2,
        "this turn",
    )
    kato = next(a for a in abilities("Kato the Arm") if a.kind == TRIGGERED)
    assert kato.effect is not None
    (give,) = kato.effect.instructions
    assert (give.amount, give.amount_words) == (None, "my keywords and +might equal to my might")


def test_a_choice_compared_with_the_unit_killed_before() -> None:
    # Heedless Resurrection, Baited Hook: restrictions the engine does not check (not settled)
    effect = read_effect(
        "Play a unit from your trash that costs no more Energy and no more Power than the "
        "killed unit, ignoring its cost."
    )
    assert not effect.unknown
    kinds = [r.kind for r in effect.instructions[0].mentions[0].restrictions]
    assert "cost_max_killed" in kinds
    hook = read_effect(
        "Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a unit "
        "from among them that has Might up to 1 more than the killed unit and play it, ignoring "
        "its cost. Then recycle the rest."
    )
    assert not hook.unknown
    banish = hook.instructions[2].mentions[0]
    assert [(r.kind, r.value) for r in banish.restrictions][-1] == ("might_max_killed", 1)


def test_cards_revealed_this_way_are_those_revealed_before() -> None:
    # Teemo - Strategist: "for each card with [Hidden] revealed this way", counted among the
    # cards the instruction before revealed, in the Main Deck
    effect = read_effect(
        "Choose an enemy unit here and reveal the top 5 cards of your Main Deck. Deal 1 to that "
        "unit for each card with [Hidden] revealed this way, then recycle the revealed cards."
    )
    assert not effect.unknown
    deal = effect.instructions[2]
    counted = deal.mentions[-1]
    assert (deal.verb, deal.for_each) == ("deal", "each card with [hidden] revealed this way")
    assert counted.zone == "main deck" and "among" in [r.kind for r in counted.restrictions]


def test_an_opponent_as_the_subject_is_chosen_by_the_cards_player() -> None:
    # Bone Skewer: "An opponent reveals their hand." is "Choose an opponent. They reveal their
    # hand."; "from it" is that hand, and "ignoring any and all costs" how the unit is played
    effect = read_effect(
        "Choose a battlefield. An opponent reveals their hand. You may choose a unit from it. "
        "They play that unit to that battlefield, ignoring any and all costs. If they do, then "
        "do this: [Stun] it."
    )
    assert not effect.unknown
    _, reveal, choose, play, stun = effect.instructions
    opponent = reveal.mentions[0]
    assert (reveal.subject, opponent.words, opponent.role) == ("an opponent", "an opponent", CHOSEN)
    assert choose.mentions[0].zone == "hand"
    assert (play.cost_change, play.to) == ("ignoring any and all costs", "that battlefield")
    assert stun.reflexive and stun.condition == "if they do"


def test_a_might_increased_to_another_units() -> None:
    # Convergent Mutation: "its" is the unit chosen before, the other one chosen too
    effect = read_effect(
        "Choose a friendly unit. This turn, increase its Might to the Might of another friendly "
        "unit."
    )
    assert not effect.unknown
    raised = effect.instructions[1]
    assert (raised.verb, raised.linked_to, raised.amount, raised.duration) == (
        "increase might",
        0,
        None,
        "this turn",
    )
    assert [(m.words, m.role) for m in raised.mentions] == [("another friendly unit", CHOSEN)]
    # Dame the Despoiler: my Might to its
    dame = read_effect("Choose a unit here. Increase my Might to its Might this turn.")
    assert [m.words for m in dame.instructions[1].mentions] == ["me"]
    # the turn said twice, or not at all: not the shape
    assert read_effect("Choose a unit. Increase its Might to the Might of me.").unknown


def test_buffs_give_an_additional_might_this_turn() -> None:
    # Stand United: an effect for the turn on what buffs give, choosing nothing
    effect = read_effect(
        "Buff a friendly unit. Buffs give an additional +1 :rb_might: to friendly units this turn."
    )
    assert not effect.unknown
    bonus = effect.instructions[1]
    assert (bonus.verb, bonus.amount, bonus.duration) == (
        "buffs give an additional",
        1,
        "this turn",
    )
    assert not bonus.chosen() and bonus.mentions[0].words == "all friendly units"


def test_repeat_given_to_the_next_spell() -> None:
    # Temporal Portal, The Academy: an effect on a spell not yet played, choosing nothing
    portal = read_effect("Give the next spell you play this turn [Repeat] equal to its cost.")
    academy = read_effect("Give your next spell this turn [Repeat] equal to its base cost.")
    assert [i.amount_words for i in (*portal.instructions, *academy.instructions)] == [
        "the next spell you play: has [repeat] equal to its cost,",
        "the next spell you play: has [repeat] equal to its base cost,",
    ]
    assert not any(i.mentions for i in (*portal.instructions, *academy.instructions))


def test_cards_revealed_until_one_of_a_kind() -> None:
    # Dazzling Aurora: the first unit revealed, selected by what it is, is "it" after it
    effect = read_effect(
        "Reveal cards from the top of your Main Deck until you reveal a unit and banish it. "
        "Play it, ignoring its cost, and recycle the rest."
    )
    assert not effect.unknown
    reveal, banish, play, rest = effect.instructions
    assert (reveal.verb, reveal.amount, reveal.mentions[0].words) == (
        "reveal",
        None,
        "the first unit revealed",
    )
    assert (banish.linked_to, play.linked_to, rest.verb) == (0, 1, "recycle")


def test_gain_control_of_a_spell_and_make_new_choices_for_it() -> None:
    # Rebuttal: "gain control of it" is "take control of it"; "you may make new choices for
    # it" the player's to do or not, under the "if you do" before both
    effect = read_effect(
        "Choose a spell with Energy cost no more than :rb_energy_4:. You may pay "
        ":rb_rune_rainbow:. If you do, gain control of it and you may make new choices for it. "
        "Otherwise, counter it."
    )
    assert not effect.unknown
    taken, choices = effect.instructions[2:4]
    assert (taken.verb, taken.condition, taken.optional) == ("take control", "if you do", False)
    assert (choices.verb, choices.condition, choices.optional) == (
        "make new choices for",
        "if you do",
        True,
    )


def test_its_energy_cost_reduced_after_the_play_says_how_it_is_paid() -> None:
    # Rumble - Hotheaded: not an instruction of its own, the play before paid so
    effect = read_effect(
        "You may recycle another friendly unit to play a Mech from your trash. Reduce its Energy "
        "cost by the Might of the unit you recycled."
    )
    assert not effect.unknown
    play = effect.instructions[-1]
    assert (play.verb, play.cost_change) == (
        "play",
        "reducing its Energy cost by the might of the unit you recycled",
    )


def test_a_passive_after_a_triggered_ability_opens_an_ability_of_its_own() -> None:
    """Endless Riches: "Skip your Draw Phase." and "You may play cards from your trash." are
    passives of their own, not more of the play trigger's effect, whose "banish your hand and
    trash" selects every card of those zones."""
    trigger, skip, play, replacement = abilities("Endless Riches")
    assert [a.kind for a in (trigger, skip, play, replacement)] == [
        TRIGGERED,
        PASSIVE,
        PASSIVE,
        REPLACEMENT,
    ]
    assert all(a.compiled for a in (trigger, skip, play, replacement))
    assert (skip.card_rule, play.card_rule) == (
        "draw phase skipped",
        "may play cards from your trash",
    )
    assert trigger.effect is not None
    banish, burn = trigger.effect.instructions
    assert (banish.verb, [(m.zone, m.role) for m in banish.mentions]) == (
        "banish",
        [("hand", "characteristics"), ("trash", "characteristics")],
    )
    assert (burn.verb, burn.amount) == ("burn", 7)


def test_a_name_chosen_is_no_object_and_what_it_forbids_is_a_passive() -> None:
    """Fallen Feline: "When you play me, name a spell." names no game object; "While I'm at
    a battlefield, opponents can't play spells with that name." is a passive of its own."""
    trigger, passive = abilities("Fallen Feline")
    assert (trigger.kind, trigger.compiled, passive.kind, passive.compiled) == (
        TRIGGERED,
        True,
        PASSIVE,
        True,
    )
    assert trigger.effect is not None
    (name,) = trigger.effect.instructions
    assert (name.verb, name.mentions, name.amount_words) == ("name", (), "spell")


def test_hold_triggers_that_return_a_champion_and_activate_conquer_effects() -> None:
    tomb = only("Hallowed Tomb")
    assert (tomb.kind, tomb.compiled, tomb.optional) == (TRIGGERED, True, True)
    assert tomb.effect is not None
    (back,) = tomb.effect.instructions
    assert (back.verb, back.to, back.condition) == (
        "return",
        "your champion zone",
        "if it is empty",
    )
    assert [(m.words, m.zone, m.role) for m in back.mentions] == [
        ("your chosen champion", "trash", "characteristics")
    ]
    arena = only("Reckoner's Arena")
    assert (arena.kind, arena.compiled) == (TRIGGERED, True)
    assert arena.effect is not None
    (activate,) = arena.effect.instructions
    assert activate.verb == "activate"
    assert [(m.words, m.role) for m in activate.mentions] == [("units here", "characteristics")]


@pytest.mark.parametrize(
    "effect",
    [
        "Name a unit.",  # a kind of card no card names
        "Banish your hand and hand.",
        "Activate the hold effects of units here.",
        "Return your Chosen Champion from your hand to your Champion Zone.",
    ],
)
def test_an_effect_outside_the_new_templates_is_not_read(effect: str) -> None:
    assert read_effect(effect).unknown


def test_what_is_done_as_an_event_happens_is_a_replacement_effect() -> None:
    """ "As you look at or reveal me ...", "As I'm revealed from your deck, ...", "As you play
    me, ...": a replacement effect (369.1, 369.3 of v1.4), never a triggered ability, its
    effect read by the instruction reader (the follow-up "If you do, ..." with it)."""
    (nocturne,) = (a for a in abilities("Nocturne - Horrifying") if a.kind == REPLACEMENT)
    assert (nocturne.kind, nocturne.compiled, nocturne.optional) == (REPLACEMENT, True, True)
    assert nocturne.replaces == "as you look at or reveal me from the top of your deck"
    assert nocturne.effect is not None
    assert [i.verb for i in nocturne.effect.instructions] == ["banish", "play"]
    trigger, revealed = abilities("Undertitan")
    assert (trigger.kind, trigger.compiled) == (TRIGGERED, True)
    assert (revealed.kind, revealed.replaces) == (REPLACEMENT, "as i'm revealed from your deck")
    # what Baron Nashor does as he is played is read since s33 (the test after the
    # battlefield token's): a replacement all the same
    baron = abilities("Baron Nashor")[0]
    assert (baron.kind, baron.compiled, baron.replaces) == (REPLACEMENT, True, "as you play me")


def test_an_additional_cost_said_with_as_you_play_me_is_still_a_cost() -> None:
    sentences = ("As you play me, you may discard 1 as an additional cost.", "If you do, draw 1.")
    (cost,) = compile_card("Unit", (), sentences, ("", ""))
    assert (cost.kind, cost.compiled) == (ADDITIONAL_COST, True)


def test_an_equipment_makes_the_unit_it_is_attached_to_a_copy_while_attached() -> None:
    """Shady Spectacles: "As this is attached to a unit, choose another friendly unit. The
    equipped unit becomes a copy of that unit for as long as this is attached to it." A
    replacement effect (369.1) whose copy is of the unit the card is attached to, not of what
    the instruction before acted on, for as long as it stays attached."""
    equip, spectacles = abilities("Shady Spectacles")
    assert equip.kind == KEYWORD
    assert (spectacles.kind, spectacles.compiled) == (REPLACEMENT, True)
    assert spectacles.replaces == "as this is attached to a unit"
    assert spectacles.effect is not None
    choose, copy = spectacles.effect.instructions
    assert [m.words for m in choose.chosen()] == ["another friendly unit"]
    assert (copy.verb, copy.subject, copy.linked_to) == (
        "become a copy of",
        "the equipped unit",
        None,
    )
    assert [(m.words, m.role) for m in copy.mentions] == [
        ("the equipped unit", "characteristics"),
        ("that unit", NAMED_AGAIN),
    ]
    assert copy.duration == "for as long as this is attached to it"


def test_an_equipment_copies_the_text_of_the_unit_it_is_attached_to() -> None:
    """Svellsongur: "As this is attached to a unit, copy that unit's text to this
    Equipment's effect text for as long as this is attached to it." "That unit" is the unit
    the replaced event attaches it to (role ``trigger``), never chosen."""
    _, svellsongur = abilities("Svellsongur")
    assert (svellsongur.kind, svellsongur.compiled) == (REPLACEMENT, True)
    assert svellsongur.effect is not None
    (copy,) = svellsongur.effect.instructions
    assert copy.verb == "copy text" and not copy.chosen()
    assert [(m.words, m.role) for m in copy.mentions] == [
        ("that unit", "trigger"),
        ("this equipment", "characteristics"),
    ]
    assert copy.duration == "for as long as this is attached to it"


def test_a_battlefield_token_added_as_a_unit_is_played_and_the_unit_entering_there() -> None:
    """Baron Nashor: "As you play me, add the Baron Pit battlefield token to the board if
    it's not there already. If you do, I enter there." One replacement effect of both
    sentences (369.3 of v1.4 names the last as the one that replaces where he enters)."""
    replacement, *_ = abilities("Baron Nashor")
    assert (replacement.kind, replacement.compiled) == (REPLACEMENT, True)
    assert replacement.replaces == "as you play me"
    assert replacement.sentences == (0, 1)
    assert replacement.effect is not None
    token, enter = replacement.effect.instructions
    assert (token.verb, token.condition) == ("add to the board", "if it's not there already")
    assert [(m.words, m.role) for m in token.mentions] == [
        ("the baron pit battlefield token", "created")
    ]
    assert (enter.verb, enter.to, enter.condition) == ("enter", "there", "if you do")


def test_a_triggered_effect_keeps_what_its_it_stands_for() -> None:
    """Vex - Apathetic: "When an opponent plays a unit while I'm at a battlefield, [Stun] it.":
    "it" is the unit the trigger condition names, kept on the ability so the engine reads the
    effect the same way (``card_list.trigger_reading``); another text is not its effect."""
    from judge.engine.card_list import trigger_reading

    (card,) = (c for c in load_catalog() if c.name == "Vex - Apathetic")
    (ability,) = (a for a in understand(card, V14).abilities if a.kind == TRIGGERED)
    assert (ability.antecedent, ability.player_named) == ("unit", False)
    assert read_effect(ability.words).unknown  # unread without what "it" stands for
    assert not read_effect(ability.words, ability.antecedent).unknown
    assert trigger_reading(card.name, V14, ability.words) == ("unit", False)
    assert trigger_reading(card.name, V14, "Kill a unit.") == ("", False)
