"""judge/spelling.py: the typo rule shared by `judge ask`, `judge search` and `judge card`."""

from __future__ import annotations

import difflib

from hypothesis import given, settings
from hypothesis import strategies as st

from judge import spelling
from judge.ask.cards import load_cards

NAMES = sorted(name for names in load_cards().names_by_length.values() for name in names)
LETTERS = st.text("abcdefghijklmnopqrstuvwxyz ',-", max_size=30)


@settings(max_examples=300, deadline=None)
@given(
    typed=st.one_of(LETTERS, st.sampled_from(NAMES)),
    edits=st.lists(
        st.tuples(st.integers(0, 40), LETTERS.filter(lambda s: len(s) <= 2)), max_size=3
    ),
    cutoff=st.sampled_from([0.4, 0.6, spelling.TYPO_CUTOFF, 0.9]),
    n=st.integers(1, 3),
)
def test_close_matches_are_difflibs(
    typed: str, edits: list[tuple[int, str]], cutoff: float, n: int
) -> None:
    """The rapidfuzz filter only saves time: the answer is difflib's, on card names typed
    with a few letters changed."""
    for at, letters in edits:
        typed = typed[:at] + letters + typed[at + 1 :]
    expected = difflib.get_close_matches(typed, NAMES, n, cutoff)
    assert spelling.close_matches(typed, NAMES, n, cutoff) == expected
    assert spelling.close_matches(typed, NAMES, n, cutoff, few=True) == expected


def test_close_matches_read_a_mapping_by_its_keys() -> None:
    names = {"vilemaw's lair": 1, "ruined rex": 2}
    assert spelling.close_matches("vilemaws lair", names, 1, 0.84) == ["vilemaw's lair"]
    assert spelling.close_matches("vilemaws lair", names, 1, 0.84, few=True) == ["vilemaw's lair"]


def test_a_prefixed_word_is_not_a_typo_of_its_rest() -> None:
    """ "disempowered" is not "empowered" mistyped, nor "unexhausted" "exhausted"; a typo
    inside the word is still corrected."""
    known = {"empowered", "exhausted", "stunned"}
    targets = sorted(known)
    for word in ("disempowered", "unexhausted", "unstunned", "reempowered"):
        assert spelling.correct(word, known, targets) is None
    assert spelling.correct("empowerd", known, targets) == "empowered"
    assert spelling.correct("exhuasted", known, targets) == "exhausted"
