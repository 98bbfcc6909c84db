"""The reader of questions about a unit's Might (judge/ask/readings/layers.py): what it reads,
and the questions it leaves to the general reader (where Might is outside the model)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.cards import load_cards
from judge.ask.readings.layers import read_might


def _unit(question: str) -> dict[str, object]:
    candidate = read_might(question, load_cards())
    assert candidate is not None, question
    return candidate.doc["situation"]["units"][0]  # type: ignore[no-any-return]


def test_signs_are_read_from_the_question_itself() -> None:
    unit = _unit("What is the Might of my 3 Might unit if it gets +2 and -3?")
    assert unit["might"] == 3
    assert [e["amount"] for e in unit["might_effects"]] == [2, -3]  # type: ignore[attr-defined]


def test_then_gives_the_order_the_effects_began_applying_in() -> None:
    unit = _unit(
        "My 2 might unit gets Eclipse, then Last Stand doubles its might: what is its might?"
    )
    effects = unit["might_effects"]
    assert [(e["source"], e["timestamp"]) for e in effects] == [  # type: ignore[attr-defined]
        ("Eclipse", 1),
        ("Last Stand", 2),
    ]


@pytest.mark.parametrize(
    "question",
    [
        "Last Stand doubles my 2 Might unit after Eclipse: what is its Might?",  # "after" reverses
        "Last Stand doubles my unit's Might but it is at -2 after Eclipse: what happens?",
        "My 3 might unit gets +2, to a maximum of 5: what is its might?",  # a limit
        "Eclipse Herald has 3 might and gets +2: what is its might?",  # a unit's conditional text
        "My 3 might unit gets 2 might: what is its might?",  # no sign: + or -?
        "My 3 might unit has a buff, then Last Stand doubles its might: what is its might?",
    ],
)
def test_what_it_cannot_read_is_left_unknown(question: str) -> None:
    assert read_might(question, load_cards()) is None
    assert ask(question).verdict == "unknown"


def test_last_stand_after_eclipse_is_answered_from_the_layers() -> None:
    answer = ask(
        "My 2 might unit gets Eclipse, then Last Stand doubles its might: what is its might?"
    )
    assert answer.verdict == "-2 Might" or "-2 Might" in answer.answer
    assert "477.3.c" in [c["rule"] for c in answer.citations]


def test_mighty_is_asked_yes_or_no() -> None:
    answer = ask("Is a 4 might unit with a buff Mighty?")
    assert answer.verdict == "yes"
    assert "708" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does my 3 might unit with Assault 2 have 5 might when attacking?", "yes"),
        ("Does my 3 might unit with Assault 2 have 5 might when defending?", "no"),
        ("Does Assault add might when my unit is defending?", "no"),
        ("Does Shield 3 add might when my unit defends?", "yes"),
        # "it's" is "it is": the role is said of the unit
        ("Does Shield give my unit extra might while it's attacking?", "no"),
        ("Is my 4 might unit with Shield mighty while it is attacking?", "no"),
        ("Does my 4 might unit with a buff die with 4 damage?", "no"),
        ("Does a unit with 3 power and 3 damage die?", "yes"),
    ],
)
def test_combat_roles_damage_and_power_are_read(question: str, verdict: str) -> None:
    assert ask(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Does Assault add might when my unit is not attacking?",  # a "not" is not read here
        "Is a unit with 5 might and 2 damage mighty?",  # damage said for nothing asked
        "Does my attacking and defending 3 might unit with Assault die with 3 damage?",
        # a role or keyword said of another unit: the unit asked about is not given it
        "If my 3 might unit with Shield takes 3 damage from an attacker, does it die?",
        "If my 3 might unit takes 3 damage from a unit with Assault, does it die?",
        "If my 3 might unit takes 3 damage from an attacking unit, does it die?",
    ],
)
def test_what_the_combat_words_cannot_settle_is_left_unknown(question: str) -> None:
    assert read_might(question, load_cards()) is None


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("If I play Discipline on my 3 Might unit, does it become Mighty?", "yes"),
        ("Does my 3 Might unit become Mighty if I cast Discipline on it?", "yes"),
        ("My 2 might unit with a buff gets Discipline: does it become Mighty?", "yes"),
        ("If I play Punch First on my 5 might unit, does it become mighty?", "no"),
    ],
)
def test_becoming_mighty_is_judged_as_the_spell_resolves(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert "709" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "Does my 4 might unit that gets +1 become Mighty?",  # no spell to give it: no action
        "If I play Discipline on my 3 might unit, then it gets +1, does it become Mighty?",
    ],
)
def test_becoming_mighty_without_a_spell_said_last_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "My unit with 3 might was given +2 might and then killed. Is it mighty in my trash?",
            "no",
        ),
        ("my 3 might unit got +2 might and was killed, is it mighty in the trash?", "no"),
        ("My 3 might unit got +2 might and was killed. Is it mighty?", "no"),
        ("My 6 might unit got -3 might and was banished. Is it Mighty?", "yes"),
        ("Is a 6 might unit in my trash mighty?", "yes"),
        ("My 4 might unit with a buff died. Is it mighty in my trash?", "no"),
        ("what is the might of a 4 might unit in my trash?", "depends"),
    ],
)
def test_a_unit_off_the_board_is_judged_by_its_printed_might(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict, answer.answer
    assert "711" in [c["rule"] for c in answer.citations]


@pytest.mark.parametrize(
    "question",
    [
        "My 6 might unit got -3 might and was banished. Is it Mighty in my trash?",  # not there
        "My 3 might unit got +2 might and was killed. Does it die?",
    ],
)
def test_a_unit_off_the_board_somewhere_else_is_not_read(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does Shield 2 give my unit +2 might while it defends?", "yes"),
        ("My Shield 3 unit is attacking. Does it get +3 might?", "no"),
        ("When my unit with Assault is attacking, does it get +1 might?", "yes"),
        # the keyword said again as what gives it, the role said after its value (s33 Q8, Q9)
        ("My unit with Assault 2 attacks. Does Assault give it +2 Might?", "yes"),
        ("My unit with Shield is attacking. Does Shield give it +1 Might?", "no"),
    ],
)
def test_an_amount_asked_is_what_the_keyword_gives_in_the_role_said(
    question: str, verdict: str
) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    cited = {c["rule"] for c in answer.citations}
    assert cited & {"807.1.c", "814.1.c"}


@pytest.mark.parametrize(
    "question",
    [
        "My unit with Assault 2 is attacking. Does it get +3 might?",  # not what it has
        "Does my unit with Assault 3 get +3 might?",  # no role: when it counts is not said
        "Does my unit that gets +2 become mighty?",  # "gets +2" says an effect, asks nothing
        "My unit with Shield 2 gets +1. Does it get +2 might while defending?",
        "My unit with Shield 2 is defending. Does Shield 3 give it +2 might?",  # which Shield
    ],
)
def test_an_amount_asked_that_the_keyword_does_not_settle_is_not_read(question: str) -> None:
    assert read_might(question, load_cards()) is None


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        # "give (it) Might" with no amount asks whether the keyword adds any (s42)
        ("Does Shield give might while defending?", "yes", "814.1.c"),
        ("Does the Assault keyword give might while attacking?", "yes", "807.1.c"),
        ("Does my unit get might from Shield when it attacks?", "no", "814.1.c"),
        # surviving is dying turned round; "no damage" is none marked (142.4.b)
        ("Can a unit with 2 might and 2 damage survive?", "no", "142.4.b"),
        ("Does my 3 might unit survive 2 damage?", "yes", "142.4.b"),
        ("My unit has 0 might and no damage. Does it die?", "no", "142.4.b"),
        # "in a cleanup", "for having lethal damage" say the death asked; "exactly 5 Might"
        (
            "A unit has 0 Might and no damage on it. Is it killed in a cleanup for having "
            "lethal damage?",
            "no",
            "142.4.b",
        ),
        ("Is a unit with exactly 5 Might Mighty?", "yes", "708"),
        # "use its Assault (value)" asks whether the keyword adds Might in the role said
        ("Can a unit with Assault use its Assault value while defending?", "no", "807.1.c"),
        ("Can my unit use its Assault when it attacks?", "yes", "807.1.c"),
        # "is 2 damage lethal (for ...)": whether it dies
        ("Is 2 damage lethal for a 2 might unit?", "yes", "142.4.b"),
        ("Is 1 damage lethal for a 2 might unit?", "no", "142.4.b"),
        # "has Shield 2" said of the unit
        ("My unit has Shield 2 and is defending. Does Shield give it +2 might?", "yes", "814.1.c"),
    ],
)
def test_giving_might_surviving_and_no_damage_are_read(
    question: str, verdict: str, rule: str
) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    assert rule in {c["rule"] for c in answer.citations}


def test_how_much_might_asks_its_might() -> None:
    answer = ask("My 3 might unit with Assault 2 is attacking. How much might does it have?")
    assert answer.outcome == "5 Might"


@pytest.mark.parametrize(
    "question",
    [
        "Can my 3 might unit have 5 might?",  # "can" asks what could happen: only surviving
        "Can my 3 might unit with 1 damage die?",
        "Does a buff give might?",  # no keyword: what gives it is not the unit's
        "Does Shield give my unit 2 might?",  # an amount without a sign: not read
        "Is my 3 might unit in a cleanup?",  # a cleanup said with no death asked
        "Can a unit with Assault use its Shield value while defending?",  # which keyword
    ],
)
def test_can_and_giving_said_otherwise_are_not_read(question: str) -> None:
    assert read_might(question, load_cards()) is None


def test_a_might_asked_without_the_units_might_says_so() -> None:
    answer = ask("My unit has Shield 2 and is defending. What is its might?")
    assert answer.verdict == "unknown"
    assert "does not say the unit's Might" in answer.answer


VERSIONS = ("2026-07-16", "2026-03-30")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        # a real unit card named, with its printed Assault or Shield and its value (s44)
        ("Does Petty Officer have +1 might while it's attacking?", "yes", "807.1.c"),
        ("Does Petty Officer have +1 might while it's defending?", "no", "807.1.c"),
        ("Does Stalwart Poro get +1 might when it attacks?", "no", "814.1.c"),
        ("My Blue Sentinel is defending. Does its Shield give it more might?", "yes", "814.1.c"),
        ("When Blue Sentinel defends, does it have +2 might?", "yes", "814.1.c"),
        ("Does Blue Sentinel's Shield give it more might when it attacks?", "no", "814.1.c"),
        ("Does Sharkling get +4 might while defending?", "no", "807.1.c"),
        ("When Sharkling attacks, does it get +4 might?", "yes", "807.1.c"),
        (
            "Petty Officer has Assault. When it's defending, does it get the +1 Might?",
            "no",
            "807.1.c",
        ),
        # the role said, and the other denied
        (
            "My unit with Shield is attacking, not defending. Does Shield give it might?",
            "no",
            "814.1.c",
        ),
        (
            "My unit with Assault is defending, not attacking. Does it get the Assault might?",
            "no",
            "807.1.c",
        ),
        (
            "My unit is attacking, not defending, and has Assault. Does it get the Assault might?",
            "yes",
            "807.1.c",
        ),
        # the role said again as what the unit is; the keyword before "unit"
        (
            "My Shield unit is defending. Does it get the extra might while it's a defender?",
            "yes",
            "814.1.c",
        ),
        (
            "My Assault unit is defending. Does it get the extra might while it's a defender?",
            "no",
            "807.1.c",
        ),
        # no value said is 1 (807.1.b.3, 814.1.b.3)
        (
            "A unit has Assault with no number printed. Does it get +1 Might while it's an "
            "attacker?",
            "yes",
            "807.1.c",
        ),
        (
            "My unit has Shield with no number. Does it get +1 might while defending?",
            "yes",
            "814.1.c",
        ),
        # "count as Mighty", "considered Mighty": is it Mighty
        ("My unit has exactly 5 Might. Does it count as Mighty?", "yes", "708"),
        ("Is my unit with exactly 5 might considered Mighty?", "yes", "708"),
        ("Does my 4 might unit count as mighty?", "no", "708"),
    ],
)
def test_the_keyword_of_a_named_card_or_said_otherwise_in_its_role(
    question: str, verdict: str, rule: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert rule in {c["rule"] for c in answer.citations}


@pytest.mark.parametrize(
    "question",
    [
        "Does Petty Officer get +2 might while attacking?",  # not its value: not what it gets
        "Does Petty Officer have +1 might while it's not attacking?",  # defending, or no combat
        "My unit with Shield is not attacking. Does Shield give it might?",
        "My unit is attacking and defending. Does Assault give it might?",
        "Stalwart Poro is defending next to my unit with Assault. Does it get more might?",
        "Does Taric - Protector get +1 might when defending?",  # its text grants Shield too
        "Does Garen - Rugged get more might when attacking?",  # Assault and Shield
        "My unit has Shield 2 with no number. Does it get +1 might while defending?",
    ],
)
def test_a_named_card_or_a_role_the_reader_cannot_settle_is_not_answered(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize(
    ("question", "verdict", "mode"),
    [
        ("In 2v2, my unit with Shield is defending. Does Shield give it might?", "yes", "2v2"),
        (
            "We're playing FFA3. Does Petty Officer have +1 might while it's attacking?",
            "yes",
            "ffa3",
        ),
        ("In FFA4, my unit with Assault is defending. Does it get +1 might?", "no", "ffa4"),
        ("We are playing 2v2. Is my 4 might unit with a buff Mighty?", "yes", "2v2"),
    ],
)
def test_a_mode_said_first_is_the_games(question: str, verdict: str, mode: str) -> None:
    candidate = read_might(question, load_cards())
    assert candidate is not None and candidate.doc["situation"]["mode"] == mode
    assert ask(question).verdict == verdict


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Does a buff give a unit +1 Might?", "yes"),
        ("Does a buff give a unit +2 Might?", "no"),
        ("Does my buffed unit get +1 might?", "yes"),
        ("If my unit has a buff, does it have +1 might?", "yes"),
    ],
)
def test_what_a_buff_adds_is_asked_of_a_unit_with_one(
    question: str, verdict: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict
    assert "703" in {c["rule"] for c in answer.citations}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        # a spell named whose whole text grants Assault or Shield: summed with the unit's own
        (
            "Petty Officer (Assault) gets Cleave (Assault 3). When it attacks, is it +4 Might?",
            "yes",
            "807.1.c",
        ),
        (
            "Stalwart Poro (Shield) gets Block (Shield 3 and Tank). Is it +4 Might while "
            "defending?",
            "yes",
            "814.1.c",
        ),
        ("Stalwart Poro gets Block. Is it +4 Might while attacking?", "no", "814.1.c"),
        ("I cast Cleave on Petty Officer. Does it get +4 might when it attacks?", "yes", "807.1.c"),
        ("My unit gets Cleave. Does it get +3 might while defending?", "no", "807.1.c"),
        ("My unit with Shield gets Block. Does it get +4 might while defending?", "yes", "814.1.c"),
    ],
)
def test_a_keyword_a_named_spell_grants_adds_to_the_units_own(
    question: str, verdict: str, rule: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert rule in {c["rule"] for c in answer.citations}


@pytest.mark.parametrize(
    "question",
    [
        "Petty Officer (Assault 2) gets Cleave. When it attacks, is it +5 Might?",  # not printed
        "Petty Officer (Shield) gets Cleave. When it attacks, is it +4 Might?",
        "Petty Officer gets Cleave (Assault 2). When it attacks, is it +3 Might?",
        "Petty Officer gets Cleave and Cleave. When it attacks, is it +7 Might?",
        "Petty Officer gets Cleave. Does it get +3 might when it attacks?",  # not its sum
    ],
)
def test_a_grant_said_otherwise_than_its_card_is_not_answered(question: str) -> None:
    assert ask(question).verdict == "unknown"


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        # what the keyword adds asked without "Might": "the +2", "the bonus"
        ("My unit has Assault 2 and is defending. Does it get the +2?", "no", "807.1.c"),
        ("My unit has Assault 2 and is attacking. Does it get the +2?", "yes", "807.1.c"),
        ("Does Shield give my unit a bonus while it's defending?", "yes", "814.1.c"),
        # "I attacked with" (never "was attacked") says the unit's role
        (
            "I attacked with my Assault unit. Does Assault give it the bonus while it's attacking?",
            "yes",
            "807.1.c",
        ),
        ("I defended with my Assault unit. Does Assault give it the bonus?", "no", "807.1.c"),
        # "in the next cleanup" says the death asked
        (
            "A unit has 0 Might and no damage marked on it. Does it die in the next cleanup?",
            "no",
            "323.5",  # non-zero damage (v1.3), lethal damage (v1.4, 142.4.b)
        ),
    ],
)
def test_a_bonus_said_without_might_and_a_role_said_with_attacked_with(
    question: str, verdict: str, rule: str, version: str
) -> None:
    answer = ask(question, version)
    assert answer.verdict == verdict, answer.answer
    assert rule in {c["rule"] for c in answer.citations}


def test_a_unit_that_was_attacked_is_not_read_as_attacking() -> None:
    assert ask("My unit was attacked. Does its Assault give it the bonus?").verdict == "unknown"


def test_a_one_word_card_name_is_read_only_as_written() -> None:
    # "blocks" is the verb (a defender), not the possessive of the spell Block
    assert ask("When my Shield unit blocks, does Shield give it more might?").verdict == "yes"
    assert ask("My unit with Shield gets Block. Does it get +4 might while defending?").verdict == (
        "yes"
    )


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # your opponent's unit in a role: in the same combat with a unit of yours (s44)
        ("My opponent's unit has Shield. When it defends, does it get +1 might?", "yes"),
        ("My opponent's unit has Shield. When it attacks, does it get +1 might?", "no"),
        ("An enemy unit with Assault 2 is attacking. Does Assault give it +2 might?", "yes"),
        ("My opponent's 3 might unit with Shield 2 is defending. Is its might 5?", "yes"),
        ("Their unit with Assault is defending. Does Assault give it more might?", "no"),
        ("My opponent's Stalwart Poro is defending. Does its Shield give it more might?", "yes"),
    ],
)
def test_an_opponents_unit_in_a_role_is_read_as_yours_is(question: str, verdict: str) -> None:
    candidate = read_might(question, load_cards())
    assert candidate is not None
    units = candidate.doc["situation"]["units"]
    assert units[0]["controller"] == "opponent" and units[1]["controller"] == "you"
    assert ask(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "add Might to a defending unit", "does Assault work (apply)", "2 extra Might" (s44)
        ("Does Shield add Might to an attacking unit?", "no"),
        ("Does Assault add Might to an attacking unit?", "yes"),
        ("Does Assault work when my unit is defending?", "no"),
        ("Does Shield apply while my unit is defending?", "yes"),
        ("Does Assault work?", "depends"),  # an attacker, or in no combat
        ("Does my unit with Shield 2 get 2 extra Might while defending?", "yes"),
        ("Does my unit with Shield 2 get 2 extra Might while attacking?", "no"),
        ("Does my unit with Shield 2 get 3 extra Might while defending?", "unknown"),
    ],
)
def test_what_the_keyword_adds_asked_in_more_words(question: str, verdict: str) -> None:
    answer = ask(question)
    assert answer.verdict == verdict
    if verdict != "unknown":
        assert {c["rule"] for c in answer.citations} & {"807.1.c", "814.1.c"}


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a card's own value said again; a grant to an enemy unit; a grant with no unit said
        ("Sharkling has Assault 4. Does it get +4 might while attacking?", "yes"),
        ("Sharkling has Assault 3. Does it get +3 might while attacking?", "unknown"),
        ("I cast Cleave on an enemy unit. Does it get +3 might while attacking?", "yes"),
        ("Does Cleave give +3 might while defending?", "no"),
        ("My 4 might Blue Sentinel is defending. Is it Mighty?", "yes"),
        ("Is Blue Sentinel Mighty?", "unknown"),  # its Might not said
        ("How much Might does Petty Officer gain while attacking?", "depends"),  # "+1 Might"
    ],
)
def test_named_cards_said_in_other_ways(question: str, verdict: str) -> None:
    assert ask(question).verdict == verdict
