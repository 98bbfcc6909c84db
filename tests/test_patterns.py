"""Patterns compiled on first use (judge/patterns.py): a pattern's ``needs``, the words it
turns a text away without, must hold in every text the pattern can match, read from the
pattern's own syntax; else the gate would make a question unknown that the pattern reads."""

from __future__ import annotations

import importlib
import pkgutil
import re
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

import pytest

import judge
from judge import patterns
from judge.patterns import LazyPattern


def _holds_a_need(items: Any, needs: tuple[str, ...]) -> bool:
    """Whether every text the parsed ``items`` match holds one of ``needs`` (casefolded):
    a run of literal characters holding one, or an element every way through which does."""
    run = ""
    for op, argument in items:
        if op is sre.LITERAL:
            run += patterns.fold(chr(argument))
            if any(need in run for need in needs):
                return True
            continue
        run = ""
        if _element_holds(op, argument, needs):
            return True
    return False


def _element_holds(op: Any, argument: Any, needs: tuple[str, ...]) -> bool:
    if op is sre.SUBPATTERN:
        return _holds_a_need(argument[-1], needs)
    if op is sre.ATOMIC_GROUP:
        return _holds_a_need(argument, needs)
    if op is sre.BRANCH:
        return all(_holds_a_need(branch, needs) for branch in argument[1])
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        return argument[0] >= 1 and _holds_a_need(argument[2], needs)
    return False  # a class, an any-character, a group reference: nothing known of its text


def holds_a_need(pattern: LazyPattern) -> bool:
    return _holds_a_need(_parser.parse(pattern.pattern, pattern.flags), pattern.needs)


def _gated() -> dict[str, LazyPattern]:
    """Every pattern made with ``needs`` once all of judge's modules are imported, by the
    name it is kept under where that is a module's own (alone or in a tuple)."""
    names: dict[int, str] = {}
    for module in pkgutil.walk_packages(judge.__path__, "judge."):
        if module.name.endswith("__main__"):
            continue
        for name, value in vars(importlib.import_module(module.name)).items():
            for index, pattern in enumerate(value if isinstance(value, tuple) else (value,)):
                names.setdefault(id(pattern), f"{module.name}.{name}[{index}]")
    return {names.get(id(p), f"{p.pattern[:60]!r}"): p for p in patterns.GATED}


GATED = _gated()


def test_the_question_readers_gate_their_whole_question_frames() -> None:
    assert len(GATED) >= 20  # the check below is not vacuous


@pytest.mark.parametrize("name", sorted(GATED))
def test_every_text_a_gated_pattern_matches_holds_one_of_its_needs(name: str) -> None:
    assert holds_a_need(GATED[name]), f"{name}: a text it matches may hold none of its needs"


@pytest.mark.parametrize(
    ("pattern", "needs", "holds"),
    [
        (r"can i (?:choose|pick) a unit", ("choose",), False),  # "pick" passes without it
        (r"can i (?:choose|pick) a unit", ("choose", "pick"), True),
        (r"(?:the )?targets?", ("target",), True),
        (r"(?:the )?(?:targets?)?", ("target",), False),  # the target is optional
        (r"tar[gk]et", ("target",), False),  # a class: its characters are not read as literals
        (r"(?:make|makes) new choices", ("new choices",), True),
        (r"(?:a|b)+ target", ("target",), True),
        (r"TARGET", ("target",), True),
    ],
)
def test_the_check_itself(pattern: str, needs: tuple[str, ...], holds: bool) -> None:
    assert holds_a_need(LazyPattern(pattern, re.IGNORECASE, needs=needs)) is holds


EVERY_CHARACTER = (
    "".join(map(chr, range(0x110000))).encode("utf-8", "surrogatepass").decode("utf-8", "replace")
)


def test_the_gate_folds_every_letter_ignorecase_matches_to_the_letter_of_the_need() -> None:
    """The text's side of the gate: whatever character ``re.IGNORECASE`` matches to a
    character of a need, `fold` makes that character (ı and İ are "i" to the regex)."""
    needed = {c for pattern in patterns.GATED for need in pattern.needs for c in need}
    for character in sorted(needed):
        for found in re.finditer(re.escape(character), EVERY_CHARACTER, re.IGNORECASE):
            assert character in patterns.fold(found.group()), (character, found.group())


def test_a_gated_pattern_matches_what_it_would_without_the_gate() -> None:
    pattern = LazyPattern(r"can i choose (?P<what>\w+)", re.IGNORECASE, needs=("choose",))
    assert pattern.fullmatch("can i pick it") is None
    assert "compiled" not in vars(pattern)  # turned away before compiling
    assert pattern.fullmatch("Can I CHOOSE it") is not None
    assert LazyPattern(r"\w+", needs=()).fullmatch("anything") is not None
    turkish = LazyPattern(r"can i pick (?P<what>\w+)", re.IGNORECASE, needs=("pick",))
    assert turkish.fullmatch("CAN I PİCK it") is not None
    assert turkish.fullmatch("can ı pıck it") is not None
