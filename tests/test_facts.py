"""Facts load, link to predicates both ways, and cite only numbers their version holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.facts import check_numbers, fact_book, load_facts
from judge.engine.predicates import SKIP, Check, registry, step_registry
from judge.errors import DataError

FACT = """area: test
facts:
  - id: test.fact
    statement: "A test statement."
    predicate: {predicate}
    judges: [standard_move]
    side: unit_controller
    clauses:
      "2026-07-16": [{number}]
"""
PLAIN = FACT.format(predicate="used", number='"144.2"')


def _never(situation: object, question: object) -> Check:
    return SKIP


def _write(folder: Path, predicate: str = "used", number: str = '"144.2"') -> Path:
    folder.mkdir(exist_ok=True)
    (folder / "test.yaml").write_text(FACT.format(predicate=predicate, number=number))
    return folder


def test_the_project_facts_load_and_every_registered_predicate_is_used() -> None:
    book = fact_book()
    assert {fact.implemented_by for fact in book.facts} == set(registry()) | set(step_registry())
    assert "recall.not_a_move" in book.by_id
    assert book.by_id["recall.not_a_move"].clauses_in("2026-03-30") == ("451", "451.1")


def test_a_fact_whose_predicate_is_missing(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="no predicate named 'gone'") as caught:
        load_facts(_write(tmp_path, "gone"), {"used": _never})
    assert caught.value.exit_code == 3


def test_a_predicate_no_fact_uses(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="predicate or step 'spare' is not used by any fact"):
        load_facts(_write(tmp_path), {"used": _never, "spare": _never})


def test_an_unquoted_rule_number(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"clause 144.2 of 2026-07-16 must be a quoted rule number"):
        load_facts(_write(tmp_path, number="144.2"), {"used": _never})


def test_a_number_the_version_does_not_hold(tmp_path: Path, rulebook) -> None:
    book = load_facts(_write(tmp_path, number='"144.99"'), {"used": _never})
    with pytest.raises(DataError, match=r"cites 144\.99 in 2026-07-16, which that version"):
        check_numbers(book, rulebook.has)


def test_every_project_fact_number_exists_in_its_version(rulebook) -> None:
    check_numbers(fact_book(), rulebook.has)


def test_exceptions_and_remedies_must_name_what_exists(tmp_path: Path) -> None:
    folder = _write(tmp_path)
    text = (folder / "test.yaml").read_text() + "    exception_to: [no.such.fact]\n"
    (folder / "test.yaml").write_text(text)
    with pytest.raises(DataError, match=r"names unknown fact 'no\.such\.fact'"):
        load_facts(folder, {"used": _never})
    (folder / "test.yaml").write_text(PLAIN + "    remedies: [magic]\n")
    with pytest.raises(DataError, match="no remedy named 'magic'"):
        load_facts(folder, {"used": _never})


def test_unknown_keys_in_a_fact(tmp_path: Path) -> None:
    folder = _write(tmp_path)
    (folder / "test.yaml").write_text(PLAIN + "    colour: red\n")
    with pytest.raises(DataError, match="unknown key 'colour'"):
        load_facts(folder, {"used": _never})


def test_every_fact_id_names_its_predicate_or_step() -> None:
    for fact in fact_book().facts:
        assert fact.implemented_by == fact.id.replace(".", "_"), fact.id


def test_a_fact_without_a_side(tmp_path: Path) -> None:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "test.yaml").write_text(PLAIN.replace("    side: unit_controller\n", ""))
    with pytest.raises(DataError, match=r"test.fact\): missing 'side'"):
        load_facts(tmp_path, {"used": _never})


def test_a_side_outside_the_fixed_set(tmp_path: Path) -> None:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "test.yaml").write_text(PLAIN.replace("unit_controller", "mover"))
    expected = r"side: 'mover' is not one of acted_on, battlefield_controller"
    with pytest.raises(DataError, match=expected):
        load_facts(tmp_path, {"used": _never})


def test_one_area_name_in_facts_code_and_scenarios() -> None:
    """rules_data/facts/<area>.yaml, judge/engine/predicates/<area>.py and scenarios/<area>/
    share the area's name, so `pytest -k <area>` finds all three."""
    repo = Path(__file__).resolve().parents[1]
    areas = {path.stem for path in (repo / "rules_data" / "facts").glob("*.yaml")}
    code = {path.stem for path in (repo / "judge" / "engine" / "predicates").glob("*.py")}
    scenarios = {path.name for path in (repo / "scenarios").iterdir() if path.is_dir()}
    assert areas <= code, sorted(areas - code)
    assert areas <= scenarios, sorted(areas - scenarios)
    # Folders of scenarios that are not an area gather questions across areas: explained
    # topics, official rulings, and real cards' text carried out.
    assert scenarios - areas == {"explain", "rulings", "cards"}


def test_the_facts_read_from_the_compiled_index_are_the_facts_parsed_from_yaml() -> None:
    from judge.paths import rules_data_dir

    assert fact_book().facts == load_facts(rules_data_dir() / "facts").facts


def test_a_fact_defined_twice(tmp_path: Path) -> None:
    folder = _write(tmp_path)
    (folder / "again.yaml").write_text(PLAIN)
    with pytest.raises(DataError, match=r"fact 'test\.fact' is defined twice"):
        load_facts(folder, {"used": _never})


def test_no_statement_names_a_fact_by_its_id() -> None:
    """A statement is shown to players and judges (FAQ answers, `judge ask`): another rule is
    said in words there, never by its fact id."""
    book = fact_book()
    for fact in book.facts:
        named = [other for other in book.by_id if other in fact.statement]
        assert not named, f"{fact.id}'s statement names {named}"
