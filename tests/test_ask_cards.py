"""Card names in questions, and what their text means to the model."""

from __future__ import annotations

import pytest

from judge.ask.card_rules import model_card
from judge.ask.cards import CardEntry, load_cards, read_card_text
from judge.ask.lexicon import load_lexicon
from judge.ask.normalise import normalise


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def _find(cards, question: str) -> list[str]:
    words = normalise(question).split()
    return [m.card.name for m in cards.find(words, load_lexicon().spellings)]


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("Can Vilemaw's Lair stop a recall?", ["Vilemaw's Lair"]),
        ("can vilemaws lair stop a recall", ["Vilemaw's Lair"]),
        ("does zhonyas hourglas recall", ["Zhonya's Hourglass"]),
        ("Rockfall Path and Vilemaw's Lair", ["Rockfall Path", "Vilemaw's Lair"]),
        ("can a unit move to base", []),
        ("can I block a move", []),
    ],
)
def test_names_found(cards, question: str, names: list[str]) -> None:
    assert _find(cards, question) == names


def test_index_holds_every_unique_card(cards) -> None:
    assert len(cards.by_words) > 900


def test_keywords_and_abilities_are_split() -> None:
    text = "[Hidden] (Hide now.)[Ganking] (I can move.)When I move, draw 1.Recall me."
    keywords, abilities = read_card_text(text, None)
    assert keywords == ("Hidden", "Ganking")
    assert abilities == ("When I move, draw 1.", "Recall me.")


@pytest.mark.parametrize(
    ("text", "keywords", "abilities"),
    [
        # a hyphenated keyword, then a costed keyword whose cost stays for it to read
        (
            "[Quick-Draw] (Reminder.)[Equip] :rb_rune_calm: (Reminder.)",
            ("Quick-Draw", "Equip"),
            (":rb_rune_calm:",),
        ),
        # keywords joined by a comma
        ("[Assault 2], [Shield 2] (+2 while fighting.)", ("Assault", "Shield"), ()),
        # keywords written after the abilities, alone in their sentence
        (
            "I cost 1 less.[Deflect] (Reminder.)[Ganking] (Reminder.)",
            ("Deflect", "Ganking"),
            ("I cost 1 less.",),
        ),
        # more keywords after a costed keyword's cost
        (
            "[Quick-Draw] (R.)[Equip] :rb_rune_rainbow: (R.)[Temporary] (R.)",
            ("Quick-Draw", "Equip", "Temporary"),
            (":rb_rune_rainbow:",),
        ),
        # keywords an effect gives are not the card's
        (
            "Choose one to give me this turn —[Assault 2]  [Deflect 2]",
            (),
            ("Choose one to give me this turn —[Assault 2]  [Deflect 2]",),
        ),
        # a game action in brackets is not a keyword
        ("Draw 1.[Add] :rb_energy_1:.", (), ("Draw 1.", "[Add] :rb_energy_1:.")),
        # nor where it opens a spell, after its keywords: it is the first instruction
        (
            "[Reaction] (R.)[Predict 5]. (R.)Draw 2.",
            ("Reaction",),
            ("[Predict 5].", "Draw 2."),
        ),
        ("[Burn 3]. (R.)Draw 1.", (), ("[Burn 3].", "Draw 1.")),
        # a keyword the card data writes without its brackets, alone in its sentence
        ("Ganking (I can move from battlefield to battlefield.)", ("Ganking",), ()),
        ("Equip :rb_rune_body: (R.)", ("Equip",), (":rb_rune_body:",)),
        ("I have +1 :rb_might:. (R.)ambush", ("Ambush",), ("I have +1 :rb_might:.",)),
        # a word that is no keyword of the card list stays a sentence
        ("Draw 1. Rally.", (), ("Draw 1.", "Rally.")),
    ],
)
def test_keywords_wherever_written(text: str, keywords: tuple, abilities: tuple) -> None:
    assert read_card_text(text, None) == (keywords, abilities)


def test_errata_replaces_the_abilities(cards) -> None:
    zhonya = cards.card(("zhonyas", "hourglass"))
    assert zhonya.keywords == ("Hidden",)
    assert "Heal that unit, exhaust it, and recall it." in zhonya.abilities


def test_card_rules(cards) -> None:
    lair = model_card(cards.card(("vilemaws", "lair")))
    assert lair.rules == [
        {
            "effect": "can't",
            "action": "move",
            "from": "here",
            "to": "base",
            "card": "Vilemaw's Lair",
        }
    ]
    assert model_card(cards.card(("zhonyas", "hourglass"))).recalls
    bar = model_card(
        CardEntry(
            "Back-Alley Bar",
            "Battlefield",
            (),
            ("When a unit moves from here, give it +1 might this turn.",),
        )
    )
    assert bar.rules == [] and bar.unmodelled


def test_missing_card_data_means_no_names(tmp_path) -> None:
    assert load_cards(tmp_path / "cards.tsv").by_words == {}


def test_errata_replace_the_printed_abilities(cards) -> None:
    assert cards.errata, "the bundled list carries the official errata"
    name, text = next(iter(cards.errata.items()))
    key = next(k for k, v in cards.by_words.items() if v[0] == name)
    assert cards.card(key).abilities == read_card_text("", text)[1]
