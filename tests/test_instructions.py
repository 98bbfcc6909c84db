"""The instruction reader (judge/engine/instructions.py): real cards' effects read into verb,
object, amount, duration and restrictions; words it does not know are left unread, never
dropped."""

from __future__ import annotations

import pytest

from judge.cards.catalog import load_catalog
from judge.cards.understood import understand
from judge.engine.instructions import CHARACTERISTICS, CHOSEN, CREATED, Instruction, read_effect

V14 = "2026-07-16"


def instructions(name: str) -> list[Instruction]:
    card = next(c for c in load_catalog() if c.name == name)
    found = understand(card, V14).abilities
    return [i for a in found if a.effect for i in a.effect.instructions]


def shape(instruction: Instruction) -> tuple[object, ...]:
    return (
        instruction.verb,
        instruction.amount,
        instruction.minimum,
        instruction.granted,
        instruction.duration,
        instruction.to,
        instruction.enters,
        instruction.condition,
    )


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Smoke Screen", ("give", -4, 1, (), "this turn", "", "", "")),
        ("Punch First", ("give", 5, None, (), "this turn", "", "", "")),
        ("Block", ("give", 0, None, ("Shield 3", "Tank"), "this turn", "", "", "")),
        ("Faithful Manufactor", ("play", 1, None, (), "", "here", "", "")),
        ("Trove Golem", ("play", 0, None, (), "", "", "exhausted", "")),
        ("Stormclaw Ursine", ("channel", 1, None, (), "", "", "exhausted", "")),
        ("Shadow Temple", ("burn", 3, None, (), "", "", "", "")),
        ("Fight or Flight", ("move", 0, None, (), "", "base", "", "")),
        # "When you play me, if you control two or more gear, ready me.": the "if" is part of
        # the trigger condition (383.2.a.1), not of the instruction
        ("Dropboarder", ("ready", 0, None, (), "", "", "", "")),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_an_instruction_read_whole(name: str, expected: tuple[object, ...]) -> None:
    (instruction,) = instructions(name)
    assert shape(instruction) == expected


def test_a_token_is_made_not_chosen_and_counts_how_many() -> None:
    token, where = instructions("Corina Veraza")[0].mentions
    assert (token.role, token.number, token.noun) == (CREATED, 3, "unit")
    # "here": the battlefield the source is at, fixed, never chosen
    assert (where.noun, where.words, where.role) == ("battlefield", "here", CHARACTERISTICS)


def test_banished_with_this_is_a_choice_in_banishment_linked_to_its_card() -> None:
    # Cursed Sarcophagus: ":rb_exhaust:: Play a unit banished with this."
    (unit,) = next(i for i in instructions("Cursed Sarcophagus") if i.verb == "play").mentions
    assert (unit.role, unit.zone, unit.noun) == (CHOSEN, "banishment", "unit")
    assert [r.kind for r in unit.restrictions] == ["banished_with"]


def test_a_plural_after_an_adjective_is_all_of_them() -> None:
    (units,) = instructions("Decisive Strike")[0].mentions
    assert (units.role, units.number, units.words) == (CHARACTERISTICS, 0, "all friendly units")


def test_two_objects_joined_by_and_are_two_choices() -> None:
    (instruction,) = instructions("Star-Crossed")
    assert [m.role for m in instruction.mentions] == [CHOSEN, CHOSEN]


def test_if_you_do_and_otherwise_are_the_conditions_of_their_instructions() -> None:
    found = instructions("Meditation")
    assert [(i.verb, i.amount, i.condition) for i in found[1:]] == [
        ("draw", 2, "if you do"),
        ("draw", 1, "otherwise"),
    ]


def test_mighty_in_brackets_is_a_restriction_not_dropped() -> None:
    cost = instructions("Sacrifice")[0]
    assert [r.kind for r in cost.mentions[0].restrictions] == ["friendly", "mighty"]


@pytest.mark.parametrize(
    "text",
    [
        "Give a unit [Empowered] this turn.",  # a keyword no effect gives
        "Move your unit there.",  # "your unit": one chosen earlier, not all of them
        "Give a unit +2 :rb_might: for a while.",
        "Play a 2 :rb_might: Recruit unit token somewhere.",
    ],
)
def test_words_the_reader_does_not_know_are_left_unread(text: str) -> None:
    assert read_effect(text).unknown


def test_where_a_moved_unit_comes_from_restricts_it() -> None:
    (moved,) = instructions("Fight or Flight")[0].mentions
    assert ([r.kind for r in moved.restrictions], moved.words) == (
        ["at_battlefield"],
        "a unit from a battlefield",
    )


def test_a_cost_before_to_is_a_cost_with_the_may_that_opens_it() -> None:
    burn, give = read_effect("You may [Burn 1] to give me +1 :rb_might: this turn.").instructions
    assert (burn.verb, burn.cost, burn.optional) == ("burn", True, True)
    # what the cost pays for is done only if it was paid, never chosen on its own
    assert (give.verb, give.cost, give.optional, give.condition) == (
        "give",
        False,
        False,
        "if you do",
    )
    assert give.described() == "give me [characteristics] +1 Might this turn [if you do]"
    (kill,) = read_effect("Kill a unit.").instructions
    assert not kill.cost


def test_a_cost_of_two_parts_pays_for_what_follows_to_and_nothing_is_had_without_it() -> None:
    pay, back, token = read_effect(
        "You may pay :rb_energy_1: and return a unit you control here to its owner's hand to "
        "play a 2 :rb_might: Sand Soldier unit token here."
    ).instructions
    # one choice to pay both parts: the second is paid only if the first was
    assert [(i.cost, i.optional) for i in (pay, back)] == [(True, True), (True, False)]
    assert (pay.condition, back.condition) == ("", "if you do")
    assert back.to == "its owner's hand"
    assert (token.verb, token.optional, token.condition) == ("play", False, "if you do")
    # where the token is played is said once
    assert token.described().endswith("unit token [created] to here [if you do]")


# ---- subjects, verbs and frames of the cards' wording (docs/cards.md, the reader's table) ----


@pytest.mark.parametrize(
    ("name", "said"),
    [
        # "they": the player the instruction before chose
        ("Bewitching Spirit", ["choose a player [chosen]", "they [characteristics] discard 1"]),
        # "take control of it and recall it": what the instruction before chose
        (
            "Possession",
            [
                "choose an enemy unit at a battlefield [chosen]",
                "take control it",
                "recall it",
            ],
        ),
        # a card looked at is in the Main Deck: revealed from among them, then drawn
        (
            "Ornn - Blacksmith",
            [
                "look 4",
                "may reveal a gear from among them from main deck [hidden_zone]",
                "draw it [if you do]",
                "recycle the rest from main deck [characteristics]",
            ],
        ),
        # a card played, and how it is paid for
        (
            "The Harrowing",
            ["play a unit from your trash [chosen] ignoring its Energy cost"],
        ),
        # "If ..., X instead": the instruction before is done only when the condition fails
        (
            "Ruthless Strike",
            [
                "may [cost] discard 1",
                "deal 3 a unit at a battlefield [chosen] [unless you paid the additional cost]",
                "deal 5 it [if you paid the additional cost]",
            ],
        ),
        (
            "Existential Dread",
            [
                "stun an attacking enemy unit [chosen] [unless it's already stunned]",
                "return it to its owner's hand [if it's already stunned]",
            ],
        ),
        # one object of either kind, and a token played into a base
        (
            "Guardian of the Passage",
            ["may return a unit or gear from your trash [chosen] to your hand"],
        ),
        (
            "Machine Evangel",
            ["play three 1 :rb_might: recruit unit tokens [created] to base"],
        ),
        # "non-X" an adjective, and what a choice must be without
        ("Ocean Drake", ["may return a non-dragon unit [chosen] to its owner's hand"]),
        (
            "Shadow's Call",
            [
                "choose a friendly unit without [temporary] [chosen]",
                "give it [Temporary]",
                "draw 2",
            ],
        ),
        # the card itself, from the zone it is in
        (
            "Super Mega Death Rocket!",
            [
                "deal 5 a unit [chosen]",
                "may [cost] discard 1",
                "return this from your trash [characteristics] to your hand [if you do]",
            ],
        ),
        # restrictions compared with another object, and destinations the source fixes
        (
            "Public Execution",
            [
                "choose a friendly unit [chosen]",
                "kill an enemy unit with less might than it [chosen]",
            ],
        ),
        (
            "Evelynn - Entrancing",
            ["may move an enemy unit at a different location [chosen] to my battlefield"],
        ),
        # a Might doubled, and a card with a keyword
        ("Vi - Hotheaded", ["double the Might of me [characteristics] this turn"]),
        (
            "Last Stand",
            ["double the Might of a friendly unit [chosen] this turn", "give it [Temporary]"],
        ),
        # conditions on what happened ("if I died alone", "if there's ... at that battlefield")
        ("Lonely Poro", ["draw 1 [if i died alone]"]),
        (
            "Isolate",
            [
                "move an enemy unit from a battlefield [chosen] to base",
                "draw 1 [if there's an enemy unit alone at that battlefield]",
            ],
        ),
        # a card played from where the text does not say: from the hand (not public); what
        # "attach" attaches ("it") and what to ("me") both said
        (
            "Rell - Magnetic",
            [
                "may play an equipment with energy cost no more than :rb_energy_2: from your "
                "hand [hidden_zone] ignoring its cost",
                "(do this) attach it to me [characteristics] [if you do]",
            ],
        ),
        ("Edge of Night", ["attach it [trigger] to a unit you control [chosen]"]),
        # a condition written after the instruction
        (
            "Lacerate",
            [
                "choose a unit [chosen]",
                "disempower it [if it's [empowered]]",
                "kill it [if it has 3 :rb_might: or less]",
            ],
        ),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_a_card_effect_read_part_by_part(name: str, said: list[str]) -> None:
    assert [i.described() for i in instructions(name)] == said


def test_a_unit_played_from_where_the_text_does_not_say_is_not_read() -> None:
    # from the hand or the Chosen Champion zone (public): which, the words do not say
    assert read_effect("You may play a unit, ignoring its cost.").unknown
    (played,) = read_effect("You may play a gear, ignoring its cost.").instructions
    assert [(m.zone, m.role) for m in played.mentions] == [("hand", "hidden_zone")]


def test_it_opening_a_triggered_effect_is_what_its_condition_names() -> None:
    (give,) = read_effect("Give it +1 :rb_might: this turn.", antecedent="unit").instructions
    assert [(m.noun, m.role) for m in give.mentions] == [("unit", "trigger")]
    assert read_effect("Give it +1 :rb_might: this turn.").unknown  # no antecedent: not read


def test_you_may_x_then_y_is_optional_as_a_whole_only_when_y_acts_on_x() -> None:
    banish, play = read_effect(
        "Look at the top 2 cards of your Main Deck. You may banish one, then play it."
    ).instructions[1:]
    # one choice: the play is done only if the banish was, never declined on its own
    assert (banish.optional, play.optional, play.linked_to) == (True, False, 1)
    assert play.condition == "if you do"
    assert read_effect("You may draw 1, then discard 1.").unknown


def test_you_may_x_and_y_is_one_choice_for_both() -> None:
    # Lightning Rush: choose a card and draw it, or neither; never choose one and not draw it
    choose, draw = read_effect("You may choose a card from among them and draw it.").instructions
    assert (choose.optional, choose.condition) == (True, "")
    assert (draw.optional, draw.condition, draw.linked_to) == (False, "if you do", 0)
    assert [i.optional for i in instructions("Lightning Rush")].count(True) == 1


def test_split_damage_of_an_amount_to_work_out_is_read_for_its_choices_only() -> None:
    # Alpha Strike: the units it is split among are chosen as it is played (any number of
    # them); the amount is worked out, so the engine does not carry the damage out
    text = "Choose a friendly unit. It deals damage equal to its Might split among enemy units."
    effect = read_effect(text)
    _, deal = effect.instructions
    (among,) = deal.chosen()
    assert not effect.unknown and deal.linked_to == 0
    assert (among.words, among.up_to, among.number) == ("enemy units", True, 0)
    assert deal.amount is None and deal.amount_words.endswith(" split")  # not given: worked out


def test_a_tag_only_units_have_is_a_unit_with_that_tag() -> None:
    ready = read_effect("Ready another friendly Mech.").instructions[0]
    (mech,) = ready.mentions
    assert (mech.noun, mech.role, mech.words) == ("unit", CHOSEN, "another friendly mech")
    assert {(r.kind, r.words) for r in mech.restrictions} >= {("tag", "mech"), ("other", "another")}
    (mechs,) = read_effect("Give your Mechs +1 :rb_might: this turn.").instructions[0].mentions
    assert mechs.role == CHARACTERISTICS  # selected, as "your units"
    assert ("tag", "mech") in {(r.kind, r.words) for r in mechs.restrictions}


@pytest.mark.parametrize(
    "text",
    [
        "Ready your Mech.",  # one chosen earlier, as "your unit"
        "Kill a Mech unit token.",  # a tag before a noun is no noun
        "Kill an Equipment gear.",  # Equipment is a tag of gear, not only of units
    ],
)
def test_a_tag_that_is_no_noun_here_is_left_unread(text: str) -> None:
    assert read_effect(text).unknown


@pytest.mark.parametrize(
    "text",
    [
        "If you paid the additional cost, deal 5 to it instead.",  # nothing before to replace
        "You may draw 1. If it's attacking, draw 2 instead.",  # an optional one is not replaced
        "Draw 1. If you do, draw 2 instead.",  # a condition that follows the one before
        "Deal 2 to a unit. If it's attacking, deal 4 to it and draw 1 instead.",  # two
    ],
)
def test_an_instruction_instead_needs_one_plain_instruction_before_it(text: str) -> None:
    assert read_effect(text).unknown


def test_a_tokens_might_in_an_energy_symbol_is_its_might() -> None:
    (play,) = read_effect("Play two :rb_energy_1: :rb_might: Bird unit tokens.").instructions
    assert (play.verb, play.amount, play.mentions[0].number) == ("play", 1, 2)


def test_what_a_cost_pays_for_may_be_two_instructions_in_order() -> None:
    pay, predict, reveal = read_effect(
        "You may pay :rb_energy_1: to [Predict], then reveal the top card of your Main Deck."
    ).instructions
    assert (pay.cost, pay.optional) == (True, True)
    assert [(i.verb, i.condition) for i in (predict, reveal)] == [
        ("predict", "if you do"),
        ("reveal", "if you do"),
    ]


def test_a_modal_effect_reads_each_mode_and_a_sentence_going_on_with_its_mode() -> None:
    effect = read_effect(
        "Choose one —Return a friendly unit to its owner's hand.Give an enemy unit -2 "
        ":rb_might: this turn."
    )
    assert effect.modal == "choose one"
    assert [(i.mode, i.verb) for i in effect.instructions] == [(1, "return"), (2, "give")]
    two = read_effect("Choose one —Choose a unit. Kill it.Draw 1.")
    assert [(i.mode, i.verb) for i in two.instructions] == [(1, "choose"), (1, "kill"), (2, "draw")]


def test_one_instruction_or_another_is_a_mode_each() -> None:
    effect = read_effect("Draw 1 or channel 1 rune exhausted.")
    assert effect.modal == "one or the other"
    assert [(i.mode, i.verb) for i in effect.instructions] == [(1, "draw"), (2, "channel")]
    assert read_effect("Draw 1 or dance.").unknown


@pytest.mark.parametrize(
    "text",
    [
        "Choose one —Draw 1.",  # one mode is no choice
        "Choose one —Draw 1.Dance a jig.",  # a mode not read
        "Choose one to give me this turn —Draw 1.Draw 2.",  # another frame
    ],
)
def test_a_modal_effect_not_read_whole_is_unknown(text: str) -> None:
    assert read_effect(text).unknown


def test_a_card_played_again_where_the_play_before_put_it_is_that_plays_place() -> None:
    # "If it's a unit, play it here." says where the play before puts the card, not a second
    # play (docs/cards.md, Ava Achiever)
    text = (
        "Play a card with [Hidden] from your hand, ignoring its cost. If it's a unit, play it here."
    )
    effect = read_effect(text)
    assert not effect.unknown
    (play,) = effect.instructions
    assert (play.verb, play.to) == ("play", "here if it's a unit")


def test_a_choice_at_each_location_chooses_up_to_that_many_at_each() -> None:
    effect = read_effect("Choose up to one enemy unit at each location. Deal 1 to them.")
    choose, deal = effect.instructions
    (mention,) = choose.chosen()
    kinds = {r.kind: r.value for r in mention.restrictions}
    assert (mention.up_to, mention.number, kinds) == (True, 0, {"enemy": 0, "each_location": 1})
    assert (deal.verb, deal.linked_to, deal.amount) == ("deal", 0, 1)


def test_a_unit_at_the_destination_of_the_move_before_is_a_restriction_on_the_choice() -> None:
    # Dragon's Rage: the unit chosen by the reflexive trigger is at the location the move put
    # "it" (a base or a battlefield), kept as a restriction the engine does not settle
    effect = read_effect(
        "Move an enemy unit. Then do this: Choose another enemy unit at its destination."
    )
    assert not effect.unknown
    chosen = effect.instructions[1].mentions[0]
    assert [r.kind for r in chosen.restrictions] == ["enemy", "other", "its_destination"]


def test_each_player_does_a_list_then_plays_those_cards_in_order_from_the_next_player() -> None:
    # Promising Future: instructions listed with commas and ", then", each said of "each
    # player"; "Starting with the next player, ..." the order; "those cards" the banished ones
    looked, banished, recycled, played = instructions("Promising Future")
    assert [(i.verb, i.subject) for i in (looked, banished, recycled, played)] == [
        ("look", "each player"),
        ("banish", "each player"),
        ("recycle", "each player"),
        ("play", "each player"),
    ]
    assert [i.order for i in (looked, banished, recycled)] == ["", "", ""]
    assert played.order == "starting with the next player"
    assert played.cost_change == "ignoring its Energy cost"
    assert played.linked_to == 1
    those = played.mentions[-1]
    assert (those.words, those.zone, those.role) == ("those cards", "banishment", "named_again")


@pytest.mark.parametrize(
    "text",
    [
        # "those cards" with no cards banished before: which cards, and where, not said
        "Each player looks at the top 5 cards of their Main Deck, chooses one, then recycles "
        "the rest. Starting with the next player, each player plays those cards.",
        # an order for an instruction no "each player" does
        "Look at the top 2 cards of your Main Deck. Starting with the next player, draw 1.",
        # a later part with a subject of its own is not said of the first's
        "Each player draws 1, you discard 1, then recycles the rest.",
    ],
)
def test_an_order_or_those_cards_the_text_does_not_ground_is_left_unread(text: str) -> None:
    assert read_effect(text).unknown
