import pytest

from judge.rules import rulenum


@pytest.mark.parametrize("text", ["144", "144.2", "447.2.a", "359.3.f.3.a", "000"])
def test_rule_numbers_accepted(text: str) -> None:
    assert rulenum.is_rule_number(text)


@pytest.mark.parametrize("text", ["", "14", "144.", "144..2", "abc", "144.2 ", "1" * 50, "144.A"])
def test_not_rule_numbers(text: str) -> None:
    assert not rulenum.is_rule_number(text)


def test_natural_order_puts_144_10_after_144_2() -> None:
    numbers = ["144.10", "144.2", "144.1.a", "144.1", "144"]
    assert sorted(numbers, key=rulenum.sort_key) == ["144", "144.1", "144.1.a", "144.2", "144.10"]


@pytest.mark.parametrize(
    ("typed", "number"), [(" 144.2. ", "144.2"), ("Rule 455", "455"), ("CR 447.2.A", "447.2.a")]
)
def test_normalize(typed: str, number: str) -> None:
    assert rulenum.normalize(typed) == number


def test_parent_and_depth() -> None:
    assert rulenum.parent("144.1.a") == "144.1"
    assert rulenum.parent("144") is None
    assert rulenum.depth("144.1.a") == 2
