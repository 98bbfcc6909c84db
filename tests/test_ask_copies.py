"""Questions about a unit that an effect gave a keyword and that then becomes a copy of
another unit (judge/ask/readings/copies.py): the copy replaces its copyable traits in the
first layer, the keyword is granted in the second, after it, so the unit keeps the keyword
(477.1.b.1, 477.2.a; v1.3 472.1.b.1, 472.2.a)."""

from __future__ import annotations

import pytest

from judge.ask.answer import ask
from judge.ask.cards import CardEntry, load_cards
from judge.ask.readings.copies import _roles, read_copy_keeps_keyword
from tests.ask_helpers import asked

# Written before the reader: the community question, two rewordings, and the same situation
# asked the other way round (whether it keeps the keyword), whose answer differs.
ANSWERED = [
    (
        "A Reflection token that Mirror Image gave Temporary becomes a copy of a unit without "
        "Temporary through Shady Spectacles. Does the token lose Temporary?",
        "no",
    ),
    (
        "Does the Temporary that Mirror Image gives a Reflection token go away when Shady "
        "Spectacles makes it a copy of another unit?",
        "no",
    ),
    (
        "My Mirror Image token has Temporary. If I attach Shady Spectacles to it and it "
        "becomes a copy of a unit without Temporary, does it still have Temporary?",
        "yes",
    ),
    (
        "Does a token that Mirror Image gave Temporary keep Temporary after Shady Spectacles "
        "makes it a copy of another unit?",
        "yes",
    ),
]


@pytest.mark.parametrize(("question", "verdict"), ANSWERED)
def test_a_granted_keyword_and_a_copy(question: str, verdict: str) -> None:
    asked(question, verdict, cites=("477.1.b.1", "477.2.a"))


def test_under_v1_3_the_clauses_are_that_versions() -> None:
    asked(ANSWERED[0][0], "no", cites=("472.1.b.1", "472.2.a"), version="2026-03-30")


@pytest.mark.parametrize(
    "question",
    [
        # the keyword asked is not the one the card gives
        "A Reflection token that Mirror Image gave Temporary becomes a copy of a unit through "
        "Shady Spectacles. Does the token lose Tank?",
        # no card makes it a copy
        "A Reflection token that Mirror Image gave Temporary becomes a copy through Discipline. "
        "Does the token lose Temporary?",
        # negated
        "A token Mirror Image gave Temporary becomes a copy through Shady Spectacles. Does the "
        "token not lose Temporary?",
    ],
)
def test_what_is_not_read_here(question: str) -> None:
    assert read_copy_keeps_keyword(question, load_cards()) is None


@pytest.mark.parametrize(
    ("text", "given"),
    [
        ("Give me [Ganking].", ("Ganking",)),
        ("Give a friendly unit [Ganking].", ("Ganking",)),
        # a group picked by what its units are: evaluated again after a copy, not read
        ("Give friendly units [Ganking].", ()),
        ("Other friendly units have [Ganking].", ()),
    ],
)
def test_only_a_grant_to_a_unit_fixed_as_it_resolves_is_read(
    text: str, given: tuple[str, ...]
) -> None:
    entry = CardEntry("Test Card", "Spell", (), (text,))
    assert _roles(entry) == (given, False)


@pytest.mark.parametrize("version", ["2026-07-16", "2026-03-30"])
def test_a_passive_grant_by_a_trait_is_not_answered_kept(version: str) -> None:
    """ "Your Mechs have [Vision]" gives the keyword to whatever units are Mechs as the layers
    are evaluated again after a copy, so a Mech that becomes a copy of a non-Mech loses it:
    this reading does not answer "kept" for such a grant, in either version."""
    question = (
        "A Mech that Forecaster gives Vision becomes a copy of another unit through Shady "
        "Spectacles. Does it keep Vision?"
    )
    assert read_copy_keeps_keyword(question, load_cards(version=version)) is None
    assert ask(question, rules_version=version).verdict == "unknown"
