"""The normaliser: what a person types becomes lower-case ASCII words."""

from __future__ import annotations

import pytest

from judge.ask.names import name_words, names_words
from judge.ask.normalise import MAX_QUESTION_CHARS, foreign_share, normalise
from judge.cards.catalog import load_catalog


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("Is a recall a move?", "is a recall a move"),
        ("Can’t my ALLY’s units move?", "can not my allys units move"),
        ("Can't I move?", "can not i move"),
        ("Isn't it a move", "is not it a move"),
        ("it's   played\t\n", "it is played"),
        ("Vilemaw`s Lair", "vilemaws lair"),
        ("a\x00b\x07c", "a b c"),
        ("café — naïve", "cafe naive"),
        ("won't", "will not"),
        ("Cant a unit move", "can not a unit move"),
        ("isnt it, doesnt it", "is not it does not it"),
        ("canton", "canton"),
        ("While combat's going on", "while combat is going on"),
        ("my opponent's been stunned", "my opponent has been stunned"),
        ("my opponent's unit", "my opponents unit"),
        ("the turn's beginning phase", "the turns beginning phase"),
        ("where I've got units", "where i have units"),
        ("has got to pay", "has to pay"),
        ("it has got exhausted", "it has got exhausted"),
        ("I have -3 XP", "i have minus 3 xp"),
        ("give it −2 Might", "give it minus 2 might"),
        ("a 2-3 split, [2]-cost, Level-3", "a 2 3 split 2 cost level 3"),
        ("", ""),
        ("？？？", ""),
    ],
)
def test_normalise(typed: str, read: str) -> None:
    assert normalise(typed) == read


def test_length_is_capped() -> None:
    assert len(normalise("move " * 100_000)) <= MAX_QUESTION_CHARS


def test_foreign_share() -> None:
    assert foreign_share("单位可以移动吗") == 1.0
    assert foreign_share("Is a recall a move?") == 0.0
    assert foreign_share("123 ?!") == 0.0


def test_name_words_match_the_question_spelling() -> None:
    assert name_words("Vilemaw's Lair") == tuple(normalise("vilemaw’s lair").split())
    assert name_words("Master Yi - Honed") == ("master", "yi", "honed")


def test_names_words_together_are_each_names_words_alone() -> None:
    # judge card matches a name against every card's words, read together: never otherwise
    names = [card.name for card in load_catalog()]
    names += ["Vilemaw's Lair", "Guards'", "it's", "two\nlines's", "Élan Vital", "  x  ", ""]
    assert names_words(names) == [name_words(name) for name in names]
