"""The converter: a rebuild reproduces the committed files; its parts on small inputs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from judge.convert import core_rules, curation, emit, pdf_cleanup, seed
from judge.convert.__main__ import main
from judge.convert.build import build_one, build_versions, write_all
from judge.convert.cards import build_cards
from judge.convert.model import Version, VersionSpec
from judge.errors import DataError
from judge.rules.rulefiles import ClauseRecord

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO / "rules_data" / "sources"
COMMITTED = REPO / "rules_data" / "rules"


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*.yaml"))}


def test_rebuild_reproduces_the_committed_rules_byte_for_byte(tmp_path: Path) -> None:
    write_all(build_versions(SOURCES), tmp_path)
    rebuilt, committed = _files(tmp_path), _files(COMMITTED)
    assert sorted(rebuilt) == sorted(committed)
    changed = [name for name in committed if rebuilt[name] != committed[name]]
    assert changed == [], "rebuild with `python -m judge.convert` and commit the result"


def test_rebuild_reproduces_the_committed_card_list_byte_for_byte() -> None:
    committed = (REPO / "rules_data" / "cards" / "cards.tsv").read_text(encoding="utf-8")
    assert build_cards(SOURCES) == committed, "rebuild with `python -m judge.convert`"


def test_main_reads_the_sources_in_the_repository_by_default(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = tmp_path / "cards.tsv"
    assert main(["--out", str(tmp_path), "--cards-out", str(cards)]) == 0
    out = capsys.readouterr().out
    assert cards.read_bytes() == (REPO / "rules_data" / "cards" / "cards.tsv").read_bytes()
    assert f"cards: {len(cards.read_text().splitlines()) - 2} cards" in out
    assert "2026-07-16: 2385 clauses, 2381 distinct numbers" in out
    assert "2025-12-01: 1795 clauses, 1770 distinct numbers" in out
    assert (tmp_path / "2026-03-30" / "version.yaml").is_file()


def test_main_reports_a_missing_sources_folder_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--sources", str(tmp_path / "nowhere"), "--out", str(tmp_path)]) == 3
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "source file not found" in err
    assert err.count("\n") == 1


def test_main_reports_a_sources_folder_without_the_faq_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sources = tmp_path / "sources"
    sources.mkdir()
    for entry in SOURCES.iterdir():
        if entry.name != "faq":
            (sources / entry.name).symlink_to(entry)
    cards = tmp_path / "cards.tsv"
    assert main(["--sources", str(sources), "--out", str(tmp_path), "--cards-out", str(cards)]) == 3
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "cannot read the FAQ" in err
    assert "faq-official-origins_2025-10-16.md" in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    ("table", "message"),
    [
        pytest.param(
            "- {card: A, card: B, source: s, heading: h, document: d, announced_on: x}\n",
            "duplicate",
            id="duplicate-key",
        ),
        pytest.param(
            "- {card: A, source: s, heading: h, document: d}\n",
            "row 1 has no announced_on",
            id="missing-key",
        ),
        pytest.param("card: A\n", "expected a list of rows", id="not-a-list"),
    ],
)
def test_a_bad_faq_errata_table_is_one_data_error(tmp_path: Path, table: str, message: str) -> None:
    from judge.convert.cards import faq_errata

    path = tmp_path / "faq_errata.yaml"
    path.write_text(table, encoding="utf-8")
    with pytest.raises(DataError, match=message) as raised:
        faq_errata(SOURCES, path)
    assert str(path) in str(raised.value)


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        pytest.param("the Zone , then", "the Zone, then", id="comma"),
        pytest.param("tag Jinx . Therefore", "tag Jinx. Therefore", id="period"),
        pytest.param("Outstanding :", "Outstanding:", id="colon"),
        pytest.param("that Unit 's controller", "that Unit's controller", id="possessive"),
        pytest.param(
            'shorthand for " Main Deck card."', 'shorthand for "Main Deck card."', id="open-quote"
        ),
        pytest.param(
            'Insert "3c. Heal all Units. "', 'Insert "3c. Heal all Units."', id="close-quote"
        ),
        pytest.param("kinds ( Standard Moves )", "kinds (Standard Moves)", id="parens"),
        pytest.param('"I have [ Reaction ] as"', '"I have [Reaction] as"', id="brackets"),
        pytest.param('say "I," "me," etc.', 'say "I," "me," etc.', id="quotes-kept"),
        pytest.param("All 'this turn' effects", "All 'this turn' effects", id="single-quote-kept"),
        pytest.param(
            "has [Reaction] [>]  here", "has [Reaction] [>] here", id="bracket-space-kept"
        ),
        pytest.param('odd " quote ,', 'odd " quote,', id="odd-quotes-left"),
        pytest.param('action " Add " are', 'action "Add" are', id="both-sides"),
        pytest.param(
            'for " [Reaction] " and "When "', 'for "[Reaction]" and "When"', id="two-pairs"
        ),
        pytest.param('gains "[Text]"."', 'gains "[Text]"."', id="nested-quote-kept"),
    ],
)
def test_pdf_cleanup_removes_only_artifact_spaces(raw: str, clean: str) -> None:
    assert pdf_cleanup.clean(raw) == clean


@given(st.text())
def test_quote_round_trips_through_yaml(text: str) -> None:
    loaded = yaml.load(f"key: {emit.quote(text)}\n", Loader=yaml.CSafeLoader)
    assert loaded["key"] == text


def test_bracketed_reader_rejects_an_unnumbered_line(tmp_path: Path) -> None:
    path = tmp_path / "rules.txt"
    path.write_text(
        "# SOURCE: x\n[CHAPTER] 000. Golden\n001. Text\nstray words\n", encoding="utf-8"
    )
    with pytest.raises(DataError, match=r"rules\.txt:4: expected a numbered clause"):
        core_rules.read_bracketed(path)


def test_pdf_reader_rejects_an_undeclared_glued_fragment(tmp_path: Path) -> None:
    text = tmp_path / "rules.txt"
    text.write_text("000. Golden\nAbc001. Text\n", encoding="utf-8")
    text.with_suffix(".jsonl").write_text('{"rule": "000"}\n{"rule": ""}\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"rules\.txt:2: undeclared fragment 'Abc' before 001"):
        core_rules.read_pdf(text, core_rules.jsonl_kinds(text.with_suffix(".jsonl")))


def test_pdf_reader_joins_broken_lines_and_recovers_a_glued_number(tmp_path: Path) -> None:
    text = tmp_path / "rules.txt"
    text.write_text(
        "# SOURCE: x\nTitle line\n000. Golden\n001. \n  A\nUnit 's\nLocation .\n  Refl002. Kept\n",
        encoding="utf-8",
    )
    kinds = [("", ""), ("", "plain"), ("000", "chapter"), ("001", "plain")]
    kinds += [("", "cont")] * 4
    text.with_suffix(".jsonl").write_text(
        "\n".join(f'{{"rule": "{rule}", "kind": "{kind}"}}' for rule, kind in kinds) + "\n",
        encoding="utf-8",
    )
    entries = core_rules.read_pdf(text, core_rules.jsonl_kinds(text.with_suffix(".jsonl")))
    assert [(e.rule, e.text, e.heading) for e in entries] == [
        ("000", "Golden", True),
        ("001", "A Unit's Location.", False),
        ("002", "Kept", False),
    ]


def test_a_jsonl_heading_that_ends_a_sentence_is_a_plain_clause(tmp_path: Path) -> None:
    """The v1.3 parse calls 371 'Some Replacement Effects will begin with "once each turn."'
    a heading: a clause read as one would stand as the section of the clauses after it."""
    text = tmp_path / "rules.txt"
    text.write_text(
        '# SOURCE: x\n300. Playing\n367. Replacement Effects\n371. Some begin with "once."\n'
        "  371.1. A clause\n376. Activated Abilities\n",
        encoding="utf-8",
    )
    kinds = [("", ""), ("300", "chapter"), ("367", "heading"), ("371", "heading")]
    kinds += [("371.1", "plain"), ("376", "heading")]
    texts = ["", "Playing", "Replacement Effects", 'Some begin with \\"once.\\"', "A clause"]
    texts += ["Activated Abilities"]
    text.with_suffix(".jsonl").write_text(
        "\n".join(
            f'{{"rule": "{rule}", "kind": "{kind}", "text": "{said}"}}'
            for (rule, kind), said in zip(kinds, texts, strict=True)
        )
        + "\n",
        encoding="utf-8",
    )
    entries = core_rules.read_pdf(text, core_rules.jsonl_kinds(text.with_suffix(".jsonl")))
    assert [(e.rule, e.heading) for e in entries] == [
        ("300", True),
        ("367", True),
        ("371", False),
        ("371.1", False),
        ("376", True),
    ]


def test_the_committed_rules_mark_every_mode_of_play_a_heading() -> None:
    """v1.4's source marks 487 and 488 [SECTION] but not their sibling modes 485, 486 and
    489; v1.3's parse calls the sentence 371 a heading. Each is read as its siblings are."""

    def headings(version: str) -> set[str]:
        chapter = yaml.safe_load((COMMITTED / version / "300.yaml").read_text(encoding="utf-8"))
        return {c["rule"] for c in chapter["clauses"] if c.get("heading")}

    assert {"484", "485", "486", "487", "488", "489"} <= headings("2026-07-16")
    assert "371" not in headings("2026-03-30")
    assert {"367", "376"} <= headings("2026-03-30")


def _entry(rule: str, heading: bool = False) -> ClauseRecord:
    return ClauseRecord(rule, f"text of {rule}", "100", heading=heading)


def _declared(reasons: dict[str, str]) -> curation.Declared:
    return curation.Declared(Path("table.yaml"), "2000-01-01", reasons)


def test_a_heading_beside_its_clause_is_not_a_duplicate() -> None:
    entries = [_entry("185", heading=True), _entry("185")]
    assert curation.apply_duplicates(entries, _declared({}), "src") == entries


def test_a_declared_repeat_carries_its_reason() -> None:
    entries = [_entry("461"), _entry("461.1"), _entry("461")]
    marked = curation.apply_duplicates(entries, _declared({"461": "why"}), "src")
    assert [e.duplicate for e in marked] == [None, None, "why"]


@pytest.mark.parametrize(
    ("entries", "declared", "message"),
    [
        pytest.param([_entry("461"), _entry("461")], {}, "appears twice", id="undeclared"),
        pytest.param([_entry("461")], {"461": "why"}, "not found", id="unused"),
        pytest.param(
            [_entry("461"), _entry("461", heading=True)], {}, "appears twice", id="heading-after"
        ),
    ],
)
def test_duplicate_problems_stop_the_converter(
    entries: list[ClauseRecord], declared: dict[str, str], message: str
) -> None:
    with pytest.raises(DataError, match=message):
        curation.apply_duplicates(entries, _declared(declared), "src")


def test_a_declared_orphan_carries_its_reason() -> None:
    entries = [_entry("419"), _entry("419.2.a"), _entry("420")]
    marked = curation.apply_orphans(entries, _declared({"419.2.a": "why"}), "src")
    assert [e.orphan for e in marked] == [None, "why", None]


@pytest.mark.parametrize(
    ("entries", "declared"),
    [
        pytest.param([_entry("419"), _entry("419.2")], {"419.2": "why"}, id="has-its-parent"),
        pytest.param([_entry("419")], {"419.2.a": "why"}, id="absent"),
    ],
)
def test_a_stale_orphan_declaration_stops_the_converter(
    entries: list[ClauseRecord], declared: dict[str, str]
) -> None:
    with pytest.raises(DataError, match="declared orphans that are not parentless"):
        curation.apply_orphans(entries, _declared(declared), "src")


def test_a_declared_heading_is_marked() -> None:
    entries = [_entry("484", heading=True), _entry("485"), _entry("485.1")]
    marked = curation.apply_headings(entries, _declared({"485": "why"}), "src")
    assert [e.heading for e in marked] == [True, True, False]


@pytest.mark.parametrize(
    ("entries", "declared"),
    [
        pytest.param([_entry("487", heading=True)], {"487": "why"}, id="already-marked"),
        pytest.param([_entry("484")], {"485": "why"}, id="absent"),
    ],
)
def test_a_stale_heading_declaration_stops_the_converter(
    entries: list[ClauseRecord], declared: dict[str, str]
) -> None:
    with pytest.raises(DataError, match="declared headings that are not unmarked clauses"):
        curation.apply_headings(entries, _declared(declared), "src")


@pytest.fixture
def tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the converter's curated tables, read instead of the committed ones."""
    folder = tmp_path / "tables"
    folder.mkdir()
    for table in curation.HERE.glob("*.yaml"):
        (folder / table.name).write_bytes(table.read_bytes())
    monkeypatch.setattr(curation, "HERE", folder)
    return folder


def _convert_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """The one line ``python -m judge.convert`` prints on stderr when it exits 3."""
    out = tmp_path / "out"
    assert main(["--out", str(out), "--cards-out", str(tmp_path / "cards.tsv")]) == 3
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1
    return err


def _append(path: Path, text: str) -> int:
    """Append ``text`` to a table; the line number of its first line."""
    before = path.read_text(encoding="utf-8")
    path.write_text(before + text, encoding="utf-8")
    return before.count("\n") + 1


def test_the_copied_tables_convert(tables: Path, tmp_path: Path) -> None:
    assert main(["--out", str(tmp_path / "out"), "--cards-out", str(tmp_path / "c.tsv")]) == 0


@pytest.mark.parametrize(
    ("table", "version", "key", "reads_as"),
    [
        pytest.param("headings", "2026-07-16", "489.10", "489.1", id="headings-489.10"),
        pytest.param("duplicates", "2025-12-01", "322.10", "322.1", id="duplicates"),
        pytest.param("orphans", "2025-12-01", "721", "721", id="orphans-int"),
    ],
)
def test_an_unquoted_rule_number_is_refused(
    tables: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    table: str,
    version: str,
    key: str,
    reads_as: str,
) -> None:
    """YAML reads 489.10 as 489.1: accepted, it would mark another clause."""
    path = tables / f"{table}.yaml"
    text = path.read_text(encoding="utf-8").replace(
        f'"{version}":\n', f'"{version}":\n  {key}: "an unquoted number"\n'
    )
    path.write_text(text, encoding="utf-8")
    err = _convert_fails(tmp_path, capsys)
    assert f"{path}:" in err and "rule numbers are quoted strings" in err
    assert f"reads as {reads_as}" in err


def test_an_unquoted_version_id_is_refused(
    tables: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _append(tables / "headings.yaml", '2026-03-30:\n  "490": "why"\n')
    assert "version ids are quoted strings" in _convert_fails(tmp_path, capsys)


def test_a_duplicate_key_in_a_table_is_refused_at_its_line(
    tables: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tables / "headings.yaml"
    text = path.read_text(encoding="utf-8")
    line = text.splitlines().index('"2026-07-16":') + 3  # the committed "485", second now
    path.write_text(text.replace('"2026-07-16":\n', '"2026-07-16":\n  "485": "twice"\n'))
    err = _convert_fails(tmp_path, capsys)
    assert f"{path}:{line}: " in err and "duplicate key" in err


def test_a_missing_table_is_one_line(
    tables: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tables / "orphans.yaml").unlink()
    assert f"{tables / 'orphans.yaml'}: no such file" in _convert_fails(tmp_path, capsys)


@pytest.mark.parametrize(
    ("table", "version", "rule", "problem"),
    [
        pytest.param("headings", "2026-07-16", "490", "declared headings", id="headings"),
        pytest.param("duplicates", "2025-12-01", "999", "declared duplicates", id="duplicates"),
        pytest.param("orphans", "2025-12-01", "999.1", "declared orphans", id="orphans"),
    ],
)
def test_a_stale_entry_is_reported_at_its_line_in_the_table(
    tables: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    table: str,
    version: str,
    rule: str,
    problem: str,
) -> None:
    path = tables / f"{table}.yaml"
    text = path.read_text(encoding="utf-8")
    line = text.splitlines().index(f'"{version}":') + 2
    path.write_text(text.replace(f'"{version}":\n', f'"{version}":\n  "{rule}": "why"\n'))
    err = _convert_fails(tmp_path, capsys)
    assert f"{path}:{line}: under {version!r}: {problem}" in err and f"'{rule}'" in err


@pytest.mark.parametrize(
    "version",
    [
        pytest.param("2026-07-17", id="mistyped"),
        pytest.param("2026-10-09", id="seed-page"),
    ],
)
def test_rows_under_a_version_no_source_text_is_read_for_are_refused(
    tables: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], version: str
) -> None:
    path = tables / "headings.yaml"
    line = _append(path, f'"{version}":\n  "999": "why"\n') + 1  # its rows
    err = _convert_fails(tmp_path, capsys)
    assert f"{path}:{line}: rows under {version!r}, which is not a version" in err


def test_an_orphan_is_written_after_its_text() -> None:
    spec = VersionSpec("2000-01-01", [], "t", "2000-01-01", True, "x.txt", "pdf", ("700",))
    entries = [
        ClauseRecord("720", "Inactive", "700", heading=True),
        ClauseRecord("721.1", "Card text", "700", orphan="the source prints no 721"),
    ]
    text = emit.chapter_yaml(Version(spec, "p", entries, {"700": "Additional Rules"}), "700")
    assert text.endswith(
        '  - rule: "721.1"\n    text: "Card text"\n    orphan: "the source prints no 721"\n'
    )


def test_cited_numbers_drop_a_glued_page_title() -> None:
    lines = [
        "Core Rules 451, 144.2, 308.1.aRiftbound Core Rules: Patch Notes",
        "Core Rules 457, 460.1Riftbound Core Rules: Patch Notes",
        "Not a citation 999",
    ]
    assert seed.cited_numbers(lines) == ["451", "144.2", "308.1.a", "457", "460.1"]


def test_quoted_clauses_pair_numbers_with_texts() -> None:
    lines = ["What the Core Rules say", "- 144", "- Units move.", "Quoted word for word from X"]
    assert seed.quoted_clauses(lines, "page") == {"144": "Units move."}


def test_quoted_clauses_reject_a_missing_text() -> None:
    lines = ["What the Core Rules say", "- 144", "Quoted word for word from X"]
    with pytest.raises(DataError, match="in pairs"):
        seed.quoted_clauses(lines, "page")


def test_a_complete_version_may_not_lose_a_parent(tmp_path: Path) -> None:
    (tmp_path / "core-rules").mkdir()
    path = tmp_path / "core-rules" / "rules.txt"
    path.write_text("# SOURCE: x\n[CHAPTER] 100. Concepts\n  101.1. Orphan\n", encoding="utf-8")
    spec = VersionSpec(
        "2000-01-01", [], "t", "2000-01-01", True, "core-rules/rules.txt", "bracketed"
    )
    with pytest.raises(DataError, match=r"clauses without their parent: \['101.1'\]"):
        build_one(spec, tmp_path, {})


def test_a_sentence_the_errata_overlay_abbreviates_is_written_out() -> None:
    from judge.convert.cards import _unabbreviated

    assert _unabbreviated("Deal 2 to a unit. (repeated six times)") == " ".join(
        ["Deal 2 to a unit."] * 6
    )
    assert _unabbreviated("Deal 3 to a unit. Deal 3 to a unit.") == (
        "Deal 3 to a unit. Deal 3 to a unit."
    )
    assert _unabbreviated("Draw 1. (repeated many times)") == "Draw 1. (repeated many times)"


def test_an_erratum_is_the_whole_new_text_of_its_official_document() -> None:
    """The overlay quotes only The Syren's changed sentence; the official document prints
    the whole ability, its cost too, in its own symbols, which become the card data's codes."""
    from judge.convert.cards import _in_card_codes, _official_texts

    texts = _official_texts(SOURCES)
    new, old = texts["the syren"]
    assert new == "[1], [E]: Move a friendly unit at a battlefield to its base."
    assert old == "[1], [E]: Move a friendly unit at a battlefield to your base."
    printed = ":rb_energy_1:, :rb_exhaust:: Move a friendly unit at a battlefield to your base."
    assert _in_card_codes(new, old, printed) == printed.replace("your base", "its base")
    # the card's name after the last card's old text is not part of that text
    assert (
        texts["falling star"][1]
        == "Do this twice:Deal 3 to a unit. (You can choose different units.)"
    )
    assert not texts["icathian rain"][1].endswith("Reinforce")
    # [C] is the power rune the printed card shows; "(...)" the reminder it prints
    assert (
        _in_card_codes(
            "[Hidden] (...) Pay [C] to ready it.",
            "[Hidden] (...) Pay [C].",
            "[Hidden] (Hide now.)Pay :rb_rune_order:.",
        )
        == "[Hidden] (Hide now.) Pay :rb_rune_order: to ready it."
    )
    # a keyword line the new text writes without its brackets is the old text's line
    assert texts["disintegrate"][0].startswith("[Action] (Play on your turn")


# A heading the official FAQ texts print a card's revised text under ("### Symbol of the
# Solari", "### Void Rush (revised text)"): the card's name, then its lines up to the next
# heading (images left out).
_FAQ_HEADING = re.compile(r"^### (?!Q:)(?P<name>.+?)(?: \(revised text\))?\s*$")


def _faq_revised_texts() -> dict[str, str]:
    """The cards of the card list the official FAQ texts print revised text for, by name, with
    that text."""
    from judge.cards.catalog import card_named

    found: dict[str, str] = {}
    for path in sorted((SOURCES / "faq").glob("faq-official-*.md")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            heading = _FAQ_HEADING.match(line)
            if heading is None:
                continue
            name = heading.group("name")
            card = card_named(name.replace(", ", " - ")) or card_named(name)
            body = []
            for after in lines[index + 1 :]:
                if after.startswith("#"):
                    break
                if after.strip() and not after.lstrip().startswith("<img"):
                    body.append(after.strip())
            if card is not None and body:
                found[card.name] = " ".join(body)
    return found


def test_every_card_an_official_faq_gives_revised_text_has_an_erratum() -> None:
    """The overlay and the FAQ errata table (judge/convert/faq_errata.yaml) hold every
    erratum the official FAQ texts print: Symbol of the Solari's was missing."""
    from judge.cards.catalog import card_named

    revised = _faq_revised_texts()
    assert {"Symbol of the Solari", "Wraith of Echoes", "Unyielding Spirit"} <= set(revised)
    missing = sorted(name for name in revised if (card := card_named(name)) and not card.erratum)
    assert missing == []


def test_an_faq_erratum_is_read_from_the_faq_and_keeps_the_printed_keywords() -> None:
    from judge.cards.catalog import card_named
    from judge.convert.cards import faq_errata

    errata = faq_errata(SOURCES)
    solari = errata["symbol of the solari"]
    assert solari.date == "2025-10-16" and solari.document == "Riftbound Origins FAQ"
    assert solari.text.startswith(
        "If a combat where you are the attacker ends in a tie that would recall any of your "
        "units, recall all units at that battlefield instead."
    )
    spirit = card_named("Unyielding Spirit")
    assert spirit is not None and spirit.erratum is not None
    # the FAQ prints only the changed ability: the printed [Reaction] line stays
    assert spirit.erratum.text.startswith("[Reaction] (Play any time")
    assert spirit.erratum.text.endswith(
        "Prevent all damage that would be dealt this turn by spells and abilities."
    )
