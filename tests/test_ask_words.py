"""Ordinary English in questions (issue 12): card names found again by a word of their name,
a possessive or a pronoun; ordinary words classed by what they mean, either ignored with a
note, read as the concept they name, or left unknown naming the word as written."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.cards import load_cards
from judge.ask.lexicon import english_words, load_lexicon
from judge.ask.parse import read


def _read(question: str):
    return read(question, load_lexicon(), load_cards())


def _refs(question: str) -> list[tuple[str, str]]:
    """(word, card) for each word that names a card again."""
    reading = _read(question)
    words = reading.tagged.words
    return [
        (" ".join(words[s.start : s.end]), s.card.name)
        for s in reading.tagged.spans
        if s.ref and s.card is not None
    ]


# --- card names named again -------------------------------------------------------------


def test_a_possessive_of_one_name_word_is_the_card() -> None:
    question = "Ruined Rex dies in combat. Does Rex's Deathknell happen before combat ends?"
    assert _refs(question) == [("rexs", "Ruined Rex")]
    assert "rexs" not in _read(question).tagged.unknown


def test_a_card_named_again_is_still_one_card() -> None:
    reading = _read("Glasc Mixologist dies. Does Glasc's Deathknell trigger twice?")
    assert [c.name for c in reading.cards] == ["Glasc Mixologist"]
    assert reading.objects.count("unit") == 1


def test_a_capitalised_english_name_word_names_the_card_but_not_in_lower_case() -> None:
    named = "My Dazzling Aurora is on the board. Does the Aurora trigger at the end of turn?"
    assert ("aurora", "Dazzling Aurora") in _refs(named)
    assert _refs("Disarming Rake is played. Can Rake's play effect kill a gear?") == [
        ("rakes", "Disarming Rake")
    ]
    assert _refs("Disarming Rake is played. Can the rake kill a gear?") == []


def test_a_name_word_that_starts_another_proper_name_is_not_the_card() -> None:
    question = "When Baron Nashor is played and enters the Baron Pit, does he count as moving?"
    assert ("baron", "Baron Nashor") not in _refs(question)


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("My opponent has Tianna at a battlefield. Do I score?", ["Tianna Crownguard"]),
        ("Does my opponent's Tianna stop my point?", ["Tianna Crownguard"]),
        ("Tianna is at a battlefield. Do I score?", []),  # opens a sentence: not said a name
        ("My opponent has tianna at a battlefield. Do I score?", []),  # not written as a name
        ("Can my opponent's Yasuo move?", []),  # three cards' names hold "Yasuo"
        ("Can a Stealthy unit move?", []),  # no short name: English, or of two names
    ],
)
def test_a_short_name_alone_names_its_one_card(question: str, names: list[str]) -> None:
    assert [card.name for card in _read(question).cards] == names


def test_a_short_name_after_the_full_name_is_a_reference() -> None:
    question = "My opponent has Tianna Crownguard. Is Tianna at a battlefield?"
    assert [card.name for card in _read(question).cards] == ["Tianna Crownguard"]
    assert _refs(question) == [("tianna", "Tianna Crownguard")]


def test_a_card_barring_points_is_not_read_as_the_opponents_when_it_is_yours() -> None:
    """ "Can my opponent conquer ... while I have Tianna?" asks of the opponent: not read
    as the question about you (Tianna Crownguard is then the opponent's)."""
    assert ask("Can my opponent conquer a battlefield while I have Tianna?").verdict == "unknown"
    assert ask("Can I conquer a battlefield while my opponent has Tianna?").verdict == "yes"


def test_a_battlefield_named_again_is_not_made_a_second_place() -> None:
    assert _refs("My unit moved to Abandoned Hall. Can the Hall trigger?") == []


@pytest.mark.parametrize("pronoun", ["she", "her", "he", "his", "him"])
def test_a_pronoun_is_the_one_unit_card_named(pronoun: str) -> None:
    question = f"Irelia, Fervent is exhausted. Does {pronoun} ready in the Awaken Phase?"
    assert _refs(question) == [(pronoun, "Irelia - Fervent")]


def test_a_pronoun_is_not_linked_where_a_player_is_named_or_two_units_are() -> None:
    assert _refs("Irelia, Fervent is exhausted. Does my opponent ready her units?") == []
    assert _refs("Irelia, Fervent and Ruined Rex die. Does her ability trigger?") == []


def test_words_of_a_card_name_are_not_dropped_as_ordinary_english() -> None:
    assert english_words()["irresistible"] in ("adv", "closed")  # else this proves nothing
    reading = _read("Can Irresistible Faefolk move to a battlefield?")
    assert [c.name for c in reading.cards] == ["Irresistible Faefolk"]
    assert "irresistible" not in reading.tagged.ignored


# --- ordinary words: ignored, read as a concept, or named -----------------------------------


def test_a_plain_verb_is_ignored_with_a_note() -> None:
    answer = ask("I was wondering: can a unit I played with Accelerate move this turn?")
    assert answer.verdict == "yes"
    assert "ignored 'wondering': ordinary English with no rules meaning" in answer.notes


@pytest.mark.parametrize(
    ("question", "same_as"),
    [
        (
            "Can a unit that lacks Ganking move between battlefields?",
            "Can a unit without Ganking move between battlefields?",
        ),
        (
            "Can a Reaction spell pull a unit during a showdown?",
            "Can a Reaction spell move a unit during a showdown?",
        ),
        (
            "Does an ability that triggers 'when you play a spell' go off the moment the spell "
            "is put on the chain?",
            "Does an ability that triggers 'when you play a spell' go off as soon as the spell "
            "is put on the chain?",
        ),
    ],
)
def test_a_synonym_reads_as_the_concept_it_names(question: str, same_as: str) -> None:
    answer, other = ask(question), ask(same_as)
    assert answer.verdict == other.verdict != "unknown"
    assert answer.understood == other.understood


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("Can my only unit move the turn it's played?", "'only'"),
        ("Can I move a unit that was played first this turn?", "first"),  # 'go first' (setup)
        ("Does a unit played from the top 5 of my deck enter ready?", "'top'"),
        ("Does a unit played from the top 5 of my deck enter ready?", "'5'"),
        ("Can a spell that costs 2 less be played during a showdown?", "'less'"),
        ("Can a card move a unit to a fixed destination where it already is?", "'fixed'"),
        ("Does my unit's ability trigger whichever unit moves first?", "'whichever'"),
        ("Can I play a unit that my spell replays?", "replay"),
        ("Can I see my opponent's hidden card?", "check"),  # costs' act:check
        ("Can a unit that gains Ganking move between battlefields?", "gain"),
    ],
)
def test_a_word_that_changes_the_question_leaves_it_unknown_naming_the_word(
    question: str, word: str
) -> None:
    answer = ask(question)
    assert answer.verdict == "unknown"
    assert word in answer.answer
    assert "not understood:" not in answer.answer  # read, not refused as unknown English


def test_only_is_not_read_as_on() -> None:
    lexicon = load_lexicon()
    assert lexicon.base_form("only") == "only"
    assert ("mod", "only") not in lexicon.phrases.get(("on",), ())


def test_non_is_never_ignored_nor_turns_the_question_round() -> None:
    reading = _read("Is a non-token unit a card?")
    assert "non" not in reading.tagged.ignored and not reading.negated
    answer = ask("Is a non-token unit a card?")
    assert answer.verdict == "unknown" and "'non'" in answer.answer


# --- "re-": the verb again -------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("Can a unit re-enter the board this turn?", "act:enter"),
        ("Can a unit reenter the board this turn?", "act:enter"),
        ("Can I reactivate the ability of my unit?", "act:activate"),
        ("Can I retarget my spell?", "act:choose"),
        ("Can I re-hide the card?", "act:hide"),
        ("Can I replay my unit?", "act:play"),
    ],
)
def test_a_re_verb_is_the_verb_again(question: str, verb: str) -> None:
    slots = _read(question).slots()
    assert {verb, "mod:twice"} <= slots


@pytest.mark.parametrize("word", ["redirect", "recover", "remove", "recall", "return"])
def test_a_word_of_its_own_is_never_split_into_re_and_a_verb(word: str) -> None:
    reading = _read(f"Can I {word} the unit?")
    assert "mod:twice" not in reading.slots()


def test_a_re_verb_is_noted_and_never_answered_as_the_bare_verb() -> None:
    answer = ask("Can I re-hide a card at a battlefield I control?")
    assert answer.verdict == "unknown" and "'rehide'" in answer.answer
    bare = ask("Can I hide a card at a battlefield I control?")
    assert bare.verdict != "unknown"  # the bare verb is answered: the prefix is what stops it


def test_lacking_what_is_not_a_keyword_is_named_not_turned_round() -> None:
    reading = _read("Is a unit that lacks damage healed at the end of turn?")
    assert not reading.negated and "mod:lack" in reading.slots()
    assert ask("Does a unit that lacks a buff get stunned?").verdict == "unknown"


@pytest.mark.parametrize("prefix", ["non", "pre", "un"])
def test_a_prefix_written_apart_is_never_dropped(prefix: str) -> None:
    reading = _read(f"Can I move a unit {prefix}-combat?")
    assert prefix in reading.tagged.unknown or f"mod:{prefix}" in reading.slots()


def test_a_battlefield_named_by_a_digit_or_capital_letter_is_one_battlefield() -> None:
    named = ask("Can my unit at Battlefield A standard move to Battlefield A?")
    assert "battlefield B" not in named.understood
    lower = ask("Can I move a unit to the battlefield a teammate controls?")
    assert "battlefield A" not in lower.understood  # "a" is the article, not a name
    other = ask(
        "My unit is at battlefield 2. Can it standard move to a battlefield my opponent controls?"
    )
    assert "battlefield 3" in other.understood  # the next free name, not a second "battlefield 2"
