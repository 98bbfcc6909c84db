"""The cards: errata and bans per rules version, official rulings, finding a card by name,
what the card-text reading understood, `judge card` and `judge cards --coverage`."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from judge.ask.cards import load_cards
from judge.cards.catalog import (
    COLUMNS,
    card_names,
    card_rulings,
    first_in_force,
    in_force,
    listed_card,
    load_catalog,
    load_rulings,
)
from judge.cards.kinds import COMPILED, NOT, PARTIAL
from judge.cards.lookup import EXACT, SPELLING, WORDS, find_card
from judge.cards.understood import understand
from judge.convert.cards import convert_cards
from judge.convert.rulings import build_rulings
from judge.errors import NotFoundError

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO / "rules_data" / "sources"
V13, V14, V12 = "2026-03-30", "2026-07-16", "2025-12-01"


def card(name: str):
    return next(c for c in load_catalog() if c.name == name)


def test_rebuild_reproduces_the_committed_rulings_byte_for_byte() -> None:
    converted = convert_cards(SOURCES)
    names = [line.split("\t", 1)[0] for line in converted.text.splitlines()[2:]]
    committed = (REPO / "rules_data" / "cards" / "rulings.tsv").read_text(encoding="utf-8")
    assert build_rulings(SOURCES, names, converted.official_names) == committed


def test_an_erratum_applies_under_the_version_current_when_it_was_announced() -> None:
    guards = card("Guards!")  # Unleashed Errata Updates, 2026-04-03: v1.3 was current
    assert guards.erratum is not None and guards.erratum.date == "2026-04-03"
    assert guards.text_under(V12) == guards.printed  # v1.2 was replaced on 2026-03-30
    assert guards.text_under(V13) == guards.erratum.text
    assert guards.text_under(V14) == guards.erratum.text
    assert "Then do this" in guards.text_under(V13)
    assert "Then do this" not in guards.text_under(V12)


def test_an_erratum_announced_after_a_version_was_replaced_does_not_apply_to_it() -> None:
    heron = card("Astral Heron")  # Vendetta errata, 2026-07-24: v1.4 was current
    assert heron.erratum is not None and heron.erratum.date == "2026-07-24"
    assert heron.erratum_under(V14) == heron.erratum
    assert heron.erratum_under(V13) is None
    assert in_force("2026-07-15", V13) and not in_force("2026-07-16", V13)


def test_the_version_a_change_first_holds_under_is_the_one_current_that_day() -> None:
    assert first_in_force("2026-07-24") == V14  # after v1.4's release
    assert first_in_force(V14) == V14  # on its day
    assert first_in_force("2026-07-15") == V13  # the day before
    assert first_in_force("2099-01-01") == "2026-10-09"  # after the newest held
    # before every held version none was current: not the first one named as if it were
    assert first_in_force("1999-01-01") is None
    assert in_force("1999-01-01", "2025-06-02")  # such a change holds under all of them


def test_judge_ask_reads_the_card_as_it_stands_under_the_version() -> None:
    key = ("guards",)
    before, after = load_cards(version=V12).card(key), load_cards(version=V13).card(key)
    assert not any("Then do this" in s for s in before.abilities)
    assert any("Then do this" in s for s in after.abilities)


def test_errata_are_matched_by_card_number_when_the_names_differ() -> None:
    # The overlay says "Jax, Unmatched"; the card data "Jax - Unmatched".
    jax = card("Jax - Unmatched")
    assert jax.erratum is not None and jax.erratum.document == "Riftbound Spiritforged Errata"
    assert "Quick-Draw" in jax.text_under(V14)


def test_a_ban_applies_to_versions_dated_on_or_after_the_list() -> None:
    shot = card("Called Shot")
    assert shot.banned_since == "2026-03-30"
    assert shot.banned_under(V13) and shot.banned_under(V14)
    assert not shot.banned_under(V12)
    assert not card("Charm").banned_under(V14)


def test_the_names_and_a_card_made_alone_are_the_catalog_s(tmp_path: Path) -> None:
    assert [listed_card(name) for name in card_names()] == list(load_catalog())
    rows = [
        "\t".join(COLUMNS),
        "# a comment\tline",
        "Twice\tUnit\tfirst\t\t\t\t\t\tFury/Chaos\tA/B",
        "Short\tUnit",
        "Twice\tSpell\tsecond\t\t\t\t\t\t\t",
        "Fixed\tSpell\told\tnew\t2026-01-01\tdoc\t2026-02-02\t\tColorless\t",
    ]
    path = tmp_path / "cards.tsv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    cards = load_catalog(path)
    assert card_names(path) == ("Twice", "Fixed") == tuple(c.name for c in cards)
    assert tuple(listed_card(name, path) for name in card_names(path)) == cards
    assert cards[0].printed == "first" and cards[0].domains == ("Fury", "Chaos")
    assert cards[1].erratum is not None and cards[1].banned_since == "2026-02-02"


def test_every_banned_name_is_a_card() -> None:
    assert convert_cards(SOURCES).unmatched_bans == ()
    banned = {c.name for c in load_catalog() if c.banned_since}
    assert "Draven - Vanquisher" in banned and "The Dreaming Tree" in banned
    assert len(banned) == 7


def test_rulings_record_document_and_date() -> None:
    rulings = load_rulings()["Zhonya's Hourglass"]
    assert {(r.document, r.date) for r in rulings} >= {("Riftbound Origins FAQ", "2025-10-16")}
    assert all("Zhonya's Hourglass" in " ".join((r.heading, *r.paragraphs)) for r in rulings)


def test_one_card_s_rulings_are_those_of_the_whole_list() -> None:
    every = load_rulings()
    for name in card_names():
        assert card_rulings(name) == every.get(name, ()), name


def test_a_ruling_names_the_card_by_its_official_name_and_not_inside_a_longer_one() -> None:
    rulings = load_rulings()
    assert any("mistakenly worded" in " ".join(r.paragraphs) for r in rulings["Sett - The Boss"])
    assert not any(
        "mistakenly worded" in " ".join(r.paragraphs) for r in rulings["Zhonya's Hourglass"]
    )
    assert not any("Cull the Weak" in " ".join(r.paragraphs) for r in rulings.get("Cull", ()))


@pytest.mark.parametrize(
    ("query", "name", "kind"),
    [
        ("Zhonya's Hourglass", "Zhonya's Hourglass", EXACT),
        ("vi peacekeeper", "Vi - Peacekeeper", EXACT),
        ("yasuo", "Yasuo - Remorseful", WORDS),
        ("zhonyas hourglas", "Zhonya's Hourglass", SPELLING),
        ("jax unmached", "Jax - Unmatched", SPELLING),
    ],
    ids=["exact", "punctuation-aside", "words", "typo", "typo-in-one-word"],
)
def test_fuzzy_names(query: str, name: str, kind: str) -> None:
    match = find_card(query)
    assert (match.card.name, match.kind) == (name, kind)
    if query != name:
        assert name in match.said()


def test_several_cards_fit_the_words_and_the_others_are_said() -> None:
    match = find_card("yasuo")
    assert {c.name for c in match.others} == {"Yasuo - Unforgiven", "Yasuo - Windrider"}
    assert "also: Yasuo - Unforgiven, Yasuo - Windrider" in match.said()


def test_an_unknown_name_is_refused_with_suggestions() -> None:
    with pytest.raises(
        NotFoundError, match=r"no card named 'Hourglass of Frobnication'; the nearest: "
    ):
        find_card("Hourglass of Frobnication")


def test_compiled_means_every_ability_sentence_understood() -> None:
    statuses = {}
    for c in load_catalog():
        understood = understand(c, V14)
        read = [s.understood for s in understood.sentences]
        expected = COMPILED if all(read) else PARTIAL if any(read) else NOT
        assert understood.status == expected
        assert list(understood.not_understood) == [
            s.text for s in understood.sentences if not s.understood
        ]
        statuses[c.name] = understood.status
    assert statuses["Vilemaw's Lair"] == COMPILED
    assert set(statuses.values()) == {COMPILED, PARTIAL, NOT}


def test_a_trigger_known_only_as_later_is_not_understood() -> None:
    lines = [
        s
        for c in load_catalog()
        for s in understand(c, V14).sentences
        if s.card_rule == "later" and not s.instructions
    ]
    assert lines and not any(s.understood for s in lines)


def test_judge_card_json(cli) -> None:
    data = cli.json("card", "zhonyas hourglas")
    assert (data["name"], data["match"], data["rules_version"]) == (
        "Zhonya's Hourglass",
        "spelling",
        V14,
    )
    assert data["status"] == "compiled" and data["banned"] is False
    assert data["erratum"]["date"] == "2025-10-28"
    assert data["keywords"] == [
        {"keyword": "Hidden", "rule": "811.1", "text": data["keywords"][0]["text"]}
    ]
    assert [s["card_rule"] for s in data["sentences"]] == ["context", "recall"]
    assert any(r["date"] == "2025-10-16" for r in data["rulings"])
    assert "scenarios/rulings/zhonyas-hourglass-recall.yaml" in [
        s["path"] for s in data["scenarios"]
    ]


def test_the_committed_card_mentions_are_the_scenarios_and_faq_as_they_are() -> None:
    from judge.cards import mentions

    rebuilt = mentions.index_texts(c.name for c in load_catalog())
    assert sorted(rebuilt) == [
        REPO / "rules_data" / "faq" / mentions.INDEX_NAME,
        REPO / "scenarios" / mentions.INDEX_NAME,
    ]
    for place, text in rebuilt.items():
        assert place.read_text("utf-8") == text, "stale: run `python -m judge.cards.mentions`"


@pytest.mark.parametrize(
    "name", ["Zhonya's Hourglass", "Darius - Executioner", "Abandoned Hall", "Abandon", "Charm"]
)
def test_card_mentions_from_the_index_are_those_the_files_give(monkeypatch, name: str) -> None:
    from judge.cards import mentions

    def ordinary(word: str) -> bool:
        return word == "charm"  # as if the rules used it as a word: never the card

    indexed = mentions.mentions([name], ordinary)
    monkeypatch.setattr(mentions, "_indexed", lambda place, wanted: {})  # written for no card
    assert mentions.mentions([name], ordinary) == indexed
    assert (name == "Charm") == (indexed == {})  # the others are named by scenarios


def test_a_card_is_named_as_a_whole_word_each_looked_for_on_its_own() -> None:
    from judge.cards.mentions import Names

    names = Names(["Cull", "Cull the Weak", "Jax - Unmatched"])
    assert names.named("Play Cull the Weak, then Jax, Unmatched.") == [
        "Cull",
        "Cull the Weak",
        "Jax - Unmatched",
    ]
    assert names.named("Culling the weak, O'Cull, Jax - Unmatched's") == []


def test_judge_card_under_v12_reads_the_printed_text_and_names_the_later_erratum(cli) -> None:
    data = cli.json("card", "Guards!", "--rules-version", "1.2")
    assert data["erratum"] is None and data["later_erratum"]["date"] == "2026-04-03"
    assert data["later_erratum_from"] == V13  # the version current on 2026-04-03
    assert data["text"] == data["printed"]
    text = cli("card", "Guards!", "-r", "1.2").stdout
    assert "As printed: an erratum of 2026-04-03" in text


def test_a_later_erratum_names_the_version_it_applies_under_and_applies_there(cli) -> None:
    # the Vendetta erratum (2026-07-24) came while v1.4 (2026-07-16) was current (docs/cards.md)
    said = cli("card", "Fizz - Trickster", "-r", "1.3").stdout
    assert "applies under the rules version current that day (2026-07-16)" in said
    before = cli.json("card", "Fizz - Trickster", "-r", "1.3")
    assert before["later_erratum"]["date"] == "2026-07-24"
    assert before["later_erratum_from"] == "2026-07-16"  # as the text says
    data = cli.json("card", "Fizz - Trickster", "-r", "2026-07-16")
    assert data["erratum"]["date"] == "2026-07-24" and data["later_erratum"] is None
    assert data["later_erratum_from"] is None


def test_judge_card_says_a_ban(cli) -> None:
    assert "Banned in sanctioned Constructed since 2026-03-30." in cli("card", "called shot").stdout
    assert cli.json("card", "called shot", "-r", "1.2")["banned"] is False


def test_judge_card_unknown_name_exits_2(cli) -> None:
    result = cli("card", "frobnicator")
    assert result.exit_code == 2
    assert result.stderr.startswith("judge: no card named 'frobnicator'; the nearest: ")
    assert cli("card", "  ").exit_code == 2


def test_judge_cards_coverage_json_shape(cli) -> None:
    data = cli.json("cards", "--coverage")
    assert set(data) == {"rules_version", "cards"} and data["rules_version"] == V14
    assert len(data["cards"]) == len(load_catalog())
    for entry in data["cards"]:
        assert set(entry) == {"name", "status", "not_understood"}
        assert entry["status"] in ("compiled", "partial", "not")
        assert (entry["status"] == "compiled") == (entry["not_understood"] == [])


def test_judge_cards_coverage_text_counts_and_templates(cli) -> None:
    result = cli("cards", "--coverage")
    assert result.exit_code == 0
    first = result.stdout.splitlines()[0]
    assert first.startswith(f"Cards under rules version {V14}: {len(load_catalog())};")
    assert "Not understood, by template (" in result.stdout


def test_a_scenario_title_read_without_the_parser_is_the_parsed_title() -> None:
    from judge import yamlfile
    from judge.cards.mentions import _title
    from judge.paths import scenarios_dir

    for path in sorted(scenarios_dir().rglob("*.yaml")):
        text = path.read_text("utf-8")
        parsed = yamlfile.parse(text, path=str(path)).get("title")
        assert _title(path, text) == " ".join(parsed.split()), path


@pytest.mark.parametrize(
    ("line", "title"),
    [
        ('title: "Can my unit move?"', "Can my unit move?"),
        ("title: 'My opponent''s unit: can it move?'", "My opponent's unit: can it move?"),
        ('title: "A \\"quoted\\" word"', 'A "quoted" word'),  # an escape: the parser reads it
        ('title: "One line,\n  then more"', "One line, then more"),  # continued: the parser
    ],
    ids=["double", "single", "escaped", "continued"],
)
def test_a_quoted_scenario_title(tmp_path: Path, line: str, title: str) -> None:
    from judge.cards.mentions import _title

    path = tmp_path / "scenario.yaml"
    assert _title(path, f"format: 2\n{line}\nsource: test\n") == title


# Errata whose whole point is their trigger condition, as the official text says it: the
# Origins FAQ "adds the word 'another' to Wraith of Echoes".
CHANGED_TRIGGERS = {"Wraith of Echoes": "The first time another friendly unit dies each turn"}


def test_no_erratum_drops_a_cost_a_keyword_or_a_trigger_of_the_card() -> None:
    """An erratum in force is the card's whole text: every activated ability's cost and
    every keyword (with its cost) of the printed card is read from it too, and every
    trigger condition of the printed card is still written in it (no official erratum
    removes one; The Syren and Yasuo lost their costs and The Boss its "When you conquer,
    ready me." when the overlay's changed sentence alone was taken for the text)."""
    dropped = []
    for each in load_catalog():
        if each.erratum is None:
            continue
        printed = understand(replace(each, erratum=None), V14)
        amended = understand(each, V14)
        costs = sorted(a.cost.words for a in amended.abilities if a.cost)
        for ability in printed.abilities:
            if ability.cost and ability.cost.words in costs:
                costs.remove(ability.cost.words)
            elif ability.cost:
                dropped.append(f"{each.name}: the cost {ability.cost.words}")
            trigger = ability.trigger
            said = CHANGED_TRIGGERS.get(each.name, trigger.words if trigger else "")
            if trigger and said.casefold() not in each.erratum.text.casefold():
                dropped.append(f"{each.name}: the trigger {trigger.words!r}")
        dropped += [f"{each.name}: [{k}]" for k in printed.keywords if k not in amended.keywords]
    assert not dropped


def test_an_index_file_laid_out_otherwise_is_read_whole(tmp_path: Path) -> None:
    """Each card's line is read alone; an index indented one line a value (the layout before
    s38) ends as the new one does, and is read whole, not as written for no card
    (review-s38-perf minor 6)."""
    import json

    from judge.cards import mentions
    from judge.cards.catalog import load_catalog

    names = [card.name for card in load_catalog()]
    place = Path(__file__).resolve().parents[1] / "scenarios" / mentions.INDEX_NAME
    lines = mentions._indexed(place, names)
    older = tmp_path / "card-mentions.json"
    older.write_text(json.dumps(json.loads(place.read_text("utf-8")), indent=1) + "\n", "utf-8")
    assert mentions._indexed(older, names) == lines
    assert sum(found is not None for found in lines.values()) > 100
