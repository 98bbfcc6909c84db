"""The committed rules_data/rules against the sources it was converted from."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.convert.curation import declared_headings
from judge.rules import rulenum
from judge.rules.rulefiles import load_version

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO / "rules_data" / "sources"
RULES = REPO / "rules_data" / "rules"
V10, V12, V13, V14 = "2025-06-02", "2025-12-01", "2026-03-30", "2026-07-16"
PARTIAL = "2026-10-09"
V10_TEXT = SOURCES / "core-rules" / "core-rules-v1.0_2025-06-02.txt"
V12_TEXT = SOURCES / "core-rules" / "core-rules-v1.2_2025-12-01.txt"
V13_TEXT = SOURCES / "core-rules" / "core-rules-v1.3_2026-03-30.txt"
V14_TEXT = SOURCES / "core-rules" / "core-rules-v1.4_2026-07-16_RUP4.txt"
SEED = SOURCES / "seeds" / "moving-units-2026-10-09.txt"
NUMBER = r"\d{3}(?:\.[0-9a-z]+)*"


@cache
def clauses(version: str) -> list[dict[str, Any]]:
    """The clauses of a version in file order, read with the C loader."""
    found: list[dict[str, Any]] = []
    for path in sorted((RULES / version).glob("[0-9]*.yaml")):
        with path.open(encoding="utf-8") as handle:
            found.extend(yaml.load(handle, Loader=yaml.CSafeLoader)["clauses"])
    return found


def meta(version: str) -> dict[str, Any]:
    with (RULES / version / "version.yaml").open(encoding="utf-8") as handle:
        data: dict[str, Any] = yaml.load(handle, Loader=yaml.CSafeLoader)
    return data


def by_rule(version: str) -> dict[str, list[dict[str, Any]]]:
    table: dict[str, list[dict[str, Any]]] = {}
    for clause in clauses(version):
        table.setdefault(clause["rule"], []).append(clause)
    return table


def source_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize(
    ("version", "entries", "numbers"),
    [
        pytest.param(V10, 1364, 1364, id="v1.0"),
        pytest.param(V12, 1795, 1770, id="v1.2"),
        pytest.param(V13, 2089, 2086, id="v1.3"),
        pytest.param(V14, 2385, 2381, id="v1.4"),
    ],
)
def test_clause_and_number_counts(version: str, entries: int, numbers: int) -> None:
    assert len(clauses(version)) == entries
    assert len(by_rule(version)) == numbers


@pytest.mark.parametrize("version", [V10, V12, V13, V14, PARTIAL])
def test_the_project_loader_accepts_each_version(version: str) -> None:
    record = load_version(RULES / version)
    assert record.id == version
    assert len(record.clauses) == len(clauses(version))


@pytest.mark.parametrize(
    ("version", "source"),
    [
        pytest.param(V10, V10_TEXT, id="v1.0"),
        pytest.param(V12, V12_TEXT, id="v1.2"),
        pytest.param(V13, V13_TEXT, id="v1.3"),
        pytest.param(V14, V14_TEXT, id="v1.4"),
    ],
)
def test_version_yaml_names_its_source_and_provenance(version: str, source: Path) -> None:
    data = meta(version)
    assert data["id"] == data["last_updated"] == version
    assert data["complete"] is True
    assert SOURCES / data["source"] == source
    assert f"# SOURCE: {data['provenance']}" == source_lines(source)[0]


def test_v14_clauses_are_the_source_lines_verbatim() -> None:
    """Headings are the lines the source marks, and those it fails to mark that the
    converter's curated table declares (judge/convert/headings.yaml)."""
    unmarked = declared_headings(V14).reasons
    expected = []
    for line in source_lines(V14_TEXT)[1:]:
        match = re.fullmatch(rf" *(\[(?:CHAPTER|SECTION)\] )?({NUMBER})\. (.*)", line)
        assert match, line
        expected.append((match[2], match[3], match[1] is not None or match[2] in unmarked))
    written = [(c["rule"], c["text"], c.get("heading", False)) for c in clauses(V14)]
    assert written == expected


def test_v14_chapter_files() -> None:
    names = sorted(p.stem for p in (RULES / V14).glob("[0-9]*.yaml"))
    assert names == ["000", "100", "300", "700", "800"]
    for clause in clauses(V14):
        assert rulenum.is_rule_number(clause["rule"])


def pdf_source_clauses(path: Path) -> list[tuple[str, str]]:
    """(rule, text) as a PDF conversion prints them: broken lines joined, spacing as is.

    Known quirks: "Refl391." (v1.3) is 391, "553.5 Otherwise" (v1.0) lacks its dot.
    """
    found: list[tuple[str, str]] = []
    lines = source_lines(path)
    first = next(i for i, line in enumerate(lines) if line.startswith("000. "))
    for line in lines[first:]:
        match = re.fullmatch(rf" *(?:Refl)?({NUMBER})\.(?: (.*))?", line)
        match = match or re.fullmatch(r"(553\.5) (.*)", line)
        if match:
            found.append((match[1], match[2] or ""))
        else:
            rule, text = found[-1]
            found[-1] = (rule, f"{text} {line}")
    return found


@pytest.mark.parametrize(
    ("version", "source"),
    [
        pytest.param(V10, V10_TEXT, id="v1.0"),
        pytest.param(V12, V12_TEXT, id="v1.2"),
        pytest.param(V13, V13_TEXT, id="v1.3"),
    ],
)
def test_pdf_clauses_keep_every_character_of_the_source(version: str, source: Path) -> None:
    written = [(c["rule"], squash(c["text"])) for c in clauses(version)]
    assert written == [(rule, squash(text)) for rule, text in pdf_source_clauses(source)]


@pytest.mark.parametrize(
    ("version", "chapters"),
    [
        pytest.param(V10, ["000", "100", "500", "700"], id="v1.0"),
        pytest.param(V12, ["000", "100", "300", "700"], id="v1.2"),
    ],
)
def test_headings_are_the_declared_chapters(version: str, chapters: list[str]) -> None:
    headings = [c["rule"] for c in clauses(version) if c.get("heading")]
    assert headings == chapters
    assert sorted(p.stem for p in (RULES / version).glob("[0-9]*.yaml")) == headings


def test_v10_recovers_the_undotted_553_5() -> None:
    assert "\n553.5 Otherwise, Focus passes" in V10_TEXT.read_text(encoding="utf-8")
    (clause,) = by_rule(V10)["553.5"]
    assert clause["text"] == "Otherwise, Focus passes to the next Relevant Player in Turn Order."
    assert by_rule(V10)["553.4.a.1"][0]["text"] == "Perform a Cleanup."


@pytest.mark.parametrize("version", [V10, V12, V13])
def test_pdf_texts_are_tidy(version: str) -> None:
    for clause in clauses(version):
        text = clause["text"]
        assert text == " ".join(text.split()), clause["rule"]
        assert not re.search(r" [,.;:)\]]| 's\b|[(\[] ", text), clause["rule"]


DEMOTED_V13 = [
    "317.2.b",
    "317.2.c",
    "371",
    "383.3.f",
    "413.3",
    "422.5",
    "436.3",
    "437.3.c",
    "808.1.c",
]
"""The rows v1.3's parse calls headings whose text ends a sentence, read as clauses: listed
by hand (checked against their texts), so the test does not repeat the converter's rule."""


def test_v13_headings_follow_the_jsonl_kinds() -> None:
    """Except nine rows the parse calls headings whose text ends a sentence (371 'Some
    Replacement Effects will begin with "once each turn."'): those are clauses."""
    rows = [json.loads(line) for line in source_lines(V13_TEXT.with_suffix(".jsonl"))[1:]]
    kinds = [(row["rule"], row["kind"]) for row in rows if row["rule"]]
    written = [c for c in clauses(V13) if c["rule"] != "391"]
    assert len(kinds) == len(written)
    demoted = []
    for (rule, kind), clause in zip(kinds, written, strict=True):
        heading = clause.get("heading", False)
        if kind == "heading" and not heading:
            demoted.append(clause["rule"])
        else:
            assert heading == (kind in ("chapter", "heading")), (rule, clause["rule"])
    assert demoted == DEMOTED_V13
    assert not by_rule(V13)["371"][0].get("heading", False)


def test_v13_recovers_391_from_the_glued_refl_line() -> None:
    assert "  Refl391. Delayed Abilities will resolve" in V13_TEXT.read_text(encoding="utf-8")
    (clause,) = by_rule(V13)["391"]
    assert clause["text"].startswith("Delayed Abilities will resolve or be active")
    assert not any("Refl391" in c["text"] for c in clauses(V13))


@pytest.mark.parametrize(
    ("rule", "first", "second"),
    [
        pytest.param(
            "359.3.f.3.a", "In the case of a delayed", "1 In the case of a linked", id="359.3.f.3.a"
        ),
        pytest.param("461", "Step 3: The Resolution Step", "4 The following Task", id="461"),
        pytest.param("461.7", "1. Combat ends.", 'b All "this combat" effects', id="461.7"),
    ],
)
def test_v13_duplicates_keep_both_texts(rule: str, first: str, second: str) -> None:
    one, two = by_rule(V13)[rule]
    assert one["text"].startswith(first) and "duplicate" not in one
    assert two["text"].startswith(second) and two["duplicate"]


# Each number v1.2 prints more than once: the start of every text under it, in order.
V12_REPEATS = {
    "130": ["Cost", "4 Effects that need to determine a card's cost"],
    "131": ["Name", "4 Some cards have both a short name and a subtitle."],
    "135": ["Effect Text", "1 Some cards have a separate section", "2 Effect Text can contain"],
    "135.2": ["a Effect Text can be blank.", "b Effect Text is inactive", "c The abilities in"],
    "136": ["Might Bonus", "1 Some cards have a Might Bonus", "2 A card's", "3 A card's"],
    "136.3": ["a The Might Bonus is applied while", "b If the card to which"],
    "312": ["At any given time, up to one player has Priority.", "3 When a player is granted"],
    "313": ["At any given time, up to one player has Focus.", "4 A player may not make"],
    "322": ["When a Cleanup occurs", "2 2. Handle", "3 2a. All Units", "9 6a. If", "11 7a. If"],
    "322.8": ["6. Mark a Showdown as Staged", "a The Showdown remains Staged"],
    "352.2": ["For Units, choose a valid Location", "a By default", "b Some Game Effects"],
    "419": ["Double", "2 Doubling is a Limited Action."],
    "420.1": ["Swapping is the act of increasing", "c If both attributes are the same"],
    "420.2": ["Swapping is a Limited Action.", "a Players may only swap"],
    "454.3.d.1": ["1. Increases", "b If there is a restriction or limitation to this increase"],
    "744.5": ["Equip, and whether or not a Gear has Equip", "Whether or not a Gear has Equip"],
    "747": ["Weaponmaster", "4 Weaponmaster, and whether or not a unit has Weaponmaster"],
}


@pytest.mark.parametrize("rule", sorted(V12_REPEATS, key=rulenum.sort_key))
def test_v12_duplicates_keep_every_text(rule: str) -> None:
    first, *later = by_rule(V12)[rule]
    assert "duplicate" not in first
    assert all(clause["duplicate"] for clause in later)
    texts = [clause["text"] for clause in (first, *later)]
    assert len(texts) == len(V12_REPEATS[rule])
    for text, start in zip(texts, V12_REPEATS[rule], strict=True):
        assert text.startswith(start)


def test_v12_repeats_only_the_declared_numbers() -> None:
    repeated = {rule for rule, found in by_rule(V12).items() if len(found) > 1}
    assert repeated == set(V12_REPEATS)


@pytest.mark.parametrize(
    ("rule", "start"),
    [
        pytest.param("419.2.a", "Players may only Double when", id="419.2.a"),
        pytest.param("721.1", "Card text can occasionally be assigned to be ignored", id="721.1"),
    ],
)
def test_v12_orphans_are_declared_and_keep_their_text(rule: str, start: str) -> None:
    (clause,) = by_rule(V12)[rule]
    assert clause["text"].startswith(start)
    assert clause["orphan"]
    assert rulenum.parent(rule) not in by_rule(V12)


def test_v12_only_the_declared_orphans_lack_a_parent() -> None:
    numbers = by_rule(V12)
    parentless = {r for r in numbers if (up := rulenum.parent(r)) and up not in numbers}
    assert parentless == {c["rule"] for c in clauses(V12) if "orphan" in c}
    assert parentless == {"419.2.a", "721.1"}
    assert not any("orphan" in c for v in (V10, V13, V14, PARTIAL) for c in clauses(v))


def test_only_the_declared_numbers_repeat() -> None:
    repeated = {rule for rule, found in by_rule(V13).items() if len(found) > 1}
    assert repeated == {"359.3.f.3.a", "461", "461.7"}
    assert not any("duplicate" in c for c in clauses(V14))


@pytest.mark.parametrize("rule", ["185", "191", "452", "459"])
def test_v14_section_heading_sits_beside_its_clause(rule: str) -> None:
    rules = [c["rule"] for c in clauses(V14)]
    index = rules.index(rule)
    heading, clause = clauses(V14)[index : index + 2]
    assert clause["rule"] == rule
    assert heading.get("heading") is True and "heading" not in clause


def test_v14_repeats_only_heading_pairs() -> None:
    repeated = {rule for rule, found in by_rule(V14).items() if len(found) > 1}
    assert repeated == {"185", "191", "452", "459"}


@pytest.mark.parametrize(
    ("version", "rule", "fragment"),
    [
        pytest.param(V14, "323.5", "LethalDamage marked on themare killed", id="v1.4-themare"),
        pytest.param(V14, "053.1", '* Units and legends say "I," "me," etc.', id="v1.4-bullet"),
        pytest.param(V13, "053.1", '* Units and legends say "I," "me," etc.', id="v1.3-bullet"),
        pytest.param(
            V13, "146.1", "A Unit's Location is the Base or Battlefield", id="v1.3-one-word-lines"
        ),
        pytest.param(V13, "052", 'shorthand for "Main Deck card."', id="v1.3-quote-space"),
        pytest.param(
            V13, "107.3.b.2", "in the trash from the Facedown Zone.", id="v1.3-broken-line"
        ),
    ],
)
def test_known_texts(version: str, rule: str, fragment: str) -> None:
    assert fragment in by_rule(version)[rule][0]["text"]


def test_v14_keeps_the_deathnkell_typo() -> None:
    assert any("[Deathnkell]" in c["text"] for c in clauses(V14))


def seed_mentions() -> tuple[dict[str, str], set[str]]:
    """The seed page's quoted clauses (rule -> text) and every number it cites."""
    lines = source_lines(SEED)
    start = lines.index("What the Core Rules say") + 1
    end = next(i for i, line in enumerate(lines) if line.startswith("Quoted word for word"))
    quoted = dict(zip(lines[start:end:2], lines[start + 1 : end : 2], strict=True))
    quoted = {rule[2:]: text[2:] for rule, text in quoted.items()}
    cited = {
        number
        for line in lines
        if line.startswith("Core Rules ")
        for number in re.findall(NUMBER, line)
    }
    return quoted, cited


def test_partial_version_holds_only_what_the_seed_quotes_or_cites() -> None:
    quoted, cited = seed_mentions()
    assert meta(PARTIAL)["complete"] is False
    written = by_rule(PARTIAL)
    assert set(quoted) <= set(written) <= set(quoted) | cited
    for rule, text in quoted.items():
        assert written[rule][0]["text"] == text


def test_partial_version_links_point_at_real_v14_clauses() -> None:
    v14 = by_rule(V14)
    for clause in clauses(PARTIAL):
        assert "text" in clause or "same_as" in clause, clause["rule"]
        if "same_as" in clause:
            assert clause["same_as_version"] == V14
            assert clause["same_as"] in v14, clause["rule"]


@pytest.mark.parametrize(
    ("rule", "same_as"),
    [
        pytest.param("457", "455", id="recall"),
        pytest.param("448.3.c", "446.3.c", id="moving-no-chain"),
        pytest.param("144.2", "144.2", id="standard-move-cost"),
    ],
)
def test_partial_version_known_links(rule: str, same_as: str) -> None:
    (clause,) = by_rule(PARTIAL)[rule]
    assert clause["same_as"] == same_as
    if "text" in clause:
        assert clause["text"] == by_rule(V14)[same_as][-1]["text"]


def test_unlinked_citations_are_left_out() -> None:
    written = by_rule(PARTIAL)
    for rule in ["830.1.b", "830.1.b.3", "323.11", "355.11.b.1"]:
        assert rule not in written


def straight(text: str) -> str:
    return text.translate(str.maketrans({"“": '"', "”": '"', "’": "'", "‘": "'"}))


# v1.3 texts whose characters match v1.4 but whose spacing does not, each for a reason
# the cleanup cannot see: 416.5 (v1.4 keeps the PDF's 'Draw " To', the cleanup joins it
# like every other space-padded closing quote), 727.1.b.2 (v1.3 prints "[Level3]"),
# 727.1.c.3.a (v1.3 splits the word "A ctivated").
SPACING_KNOWN = {"416.5", "727.1.b.2", "727.1.c.3.a"}


def test_v13_spacing_matches_v14_wherever_the_wording_does() -> None:
    v14 = {c["rule"]: straight(c["text"]) for c in clauses(V14) if "heading" not in c}
    differing = set()
    for clause in clauses(V13):
        other = v14.get(clause["rule"])
        text = straight(clause["text"])
        if other is not None and squash(other) == squash(text) and other != text:
            differing.add(clause["rule"])
    assert differing == SPACING_KNOWN


# v1.2 texts whose characters match a v1.3 text but whose spacing does not: both print
# "1[M]" where v1.3 prints "1 [M]", as the v1.2 source does.
V12_SPACING_KNOWN = {"181.1", "361.1"}


def test_v12_spacing_matches_v13_wherever_the_wording_does() -> None:
    v13 = {squash(text): text for text in (straight(c["text"]) for c in clauses(V13))}
    differing = set()
    for clause in clauses(V12):
        text = straight(clause["text"])
        other = v13.get(squash(text))
        if other is not None and other != text:
            differing.add(clause["rule"])
    assert differing == V12_SPACING_KNOWN
