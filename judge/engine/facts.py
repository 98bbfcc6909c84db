"""Facts: a plain statement tied to clause numbers per version and to the predicate that
implements it (docs/facts.md). The YAML fact is the one place a clause number meets code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from judge import compiled, yamlfile
from judge.engine.predicates import Predicate, Step, registry, step_registry
from judge.engine.remedies import REMEDIES
from judge.errors import DataError, NotFoundError, quoted
from judge.paths import rules_data_dir
from judge.rules.rulenum import is_rule_number

FACT_KEYS = frozenset(
    {
        "id",
        "statement",
        "predicate",
        "step",
        "judges",
        "topics",
        "clauses",
        "exception_to",
        "answers",
        "outcome",
        "otherwise",
        "uncited_in",
        "remedies",
        "keyword",
        "side",
    }
)

# Whose side a fact's clause takes: the player it speaks of (docs/facts.md).
SIDES = frozenset(
    {
        "unit_controller",
        "card_player",
        "card_controller",
        "turn_player",
        "teammate",
        "battlefield_controller",
        "indicated_player",
        "acted_on",
        "none",
    }
)


@dataclass(frozen=True)
class Fact:
    """A fact of rules_data/facts: its statement, predicate or step, and clauses."""

    id: str
    statement: str
    predicate: str
    judges: tuple[str, ...]
    clauses: dict[str, tuple[str, ...]]
    topics: tuple[str, ...] = ()
    exception_to: tuple[str, ...] = ()
    answers: str = ""
    outcome: str = ""
    otherwise: str = ""
    uncited_in: tuple[str, ...] = ()
    remedies: tuple[str, ...] = ()
    keyword: str = ""
    side: str = "none"
    step: str = ""
    path: str = ""

    @property
    def implemented_by(self) -> str:
        """The name of the predicate or step that carries this fact out."""
        return self.predicate or self.step

    def clauses_in(self, version: str) -> tuple[str, ...]:
        """This fact's numbers in ``version`` (none when that version does not state it)."""
        return self.clauses.get(version, ())


@dataclass
class FactBook:
    """Every fact, indexed by the question kinds it judges and the topics it explains."""

    facts: list[Fact]
    predicates: dict[str, Predicate]
    steps: dict[str, Step] = field(default_factory=dict)
    by_kind: dict[str, list[Fact]] = field(default_factory=dict)
    by_topic: dict[str, list[Fact]] = field(default_factory=dict)
    by_id: dict[str, Fact] = field(default_factory=dict)
    by_keyword: dict[str, list[Fact]] = field(default_factory=dict)
    judged: WeakKeyDictionary[Any, dict[str, Any]] = field(
        default_factory=WeakKeyDictionary, init=False, compare=False, repr=False
    )
    """What judgements under a citer and a version found about these facts (whether the
    version states each, the steps a list of facts runs there, the facts that judge a kind
    of question there): the same in every judgement under them, so worked out once per book
    instead of once per judgement (``reasoning.Judging.of``). Kept per citer only while the
    citer lives; never handed to a copy of the book (``init=False``)."""

    def __post_init__(self) -> None:
        for fact in self.facts:
            self.by_id[fact.id] = fact
            if fact.keyword:
                self.by_keyword.setdefault(fact.keyword, []).append(fact)
            for kind in fact.judges:
                self.by_kind.setdefault(kind, []).append(fact)
            for topic in fact.topics:
                self.by_topic.setdefault(topic, []).append(fact)

    @property
    def topics(self) -> list[str]:
        return sorted(self.by_topic)

    def require(self, fact_id: str) -> Fact:
        """The fact ``fact_id``, or NotFoundError naming the nearest ids."""
        if fact_id in self.by_id:
            return self.by_id[fact_id]
        import difflib

        near = difflib.get_close_matches(fact_id, sorted(self.by_id), n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(near)}?" if near else ""
        raise NotFoundError(f"unknown fact {quoted(fact_id, 60)}{hint}")


@cache
def fact_book() -> FactBook:
    """The facts of ``rules_data/facts``, loaded and checked against the rulebook once."""
    from judge.rules.rulebook import open_rulebook

    rulebook = open_rulebook()  # one look at the index serves the files and the numbers
    book = load_facts(rules_data_dir() / "facts", read=compiled.yaml_reader(rulebook))
    check_numbers(book, rulebook.has)
    return book


def load_facts(
    folder: Path,
    predicates: dict[str, Predicate] | None = None,
    steps: dict[str, Step] | None = None,
    *,
    read: Callable[[Path], Any] = yamlfile.load,
) -> FactBook:
    """Load and cross-check the facts: predicates and steps exist and every one is used.
    ``read`` gives a file's parsed document (`fact_book` passes the compiled index's)."""
    known = registry() if predicates is None else predicates
    if steps is None:
        steps = step_registry() if predicates is None else {}
    known_steps = steps
    files = sorted(folder.glob("*.yaml"))
    if not files:
        raise DataError("no fact files (*.yaml): is JUDGE_RULES_DATA right?", path=str(folder))
    facts: list[Fact] = []
    for path in files:
        facts.extend(_read(path, read(path)))
    _check_links(facts, known, known_steps, folder)
    return FactBook(facts, known, known_steps)


def _read(path: Path, document: Any) -> list[Fact]:
    if not isinstance(document, dict) or not isinstance(document.get("facts"), list):
        raise DataError("expected a mapping with a 'facts' list", path=str(path))
    unknown = sorted(set(map(str, document)) - {"area", "facts"})
    if unknown:
        raise DataError(
            f"unknown key {quoted(unknown[0])}; expected area and facts", path=str(path)
        )
    return [_fact(item, str(path), index) for index, item in enumerate(document["facts"])]


TEXT_KEYS = ("id", "statement", "predicate", "step", "answers", "outcome", "otherwise", "side")
LIST_KEYS = ("judges", "topics", "exception_to", "uncited_in", "remedies")


def _wrong_type(item: dict[str, Any]) -> str:
    """What is of the wrong type in a fact (a list where text belongs...), or ""."""
    for key in TEXT_KEYS:
        if key in item and not isinstance(item[key], str):
            return f"{key}: expected text"
    for key in LIST_KEYS:
        value = item.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return f"{key}: expected a list of names"
    if item["side"] not in SIDES:
        return f"side: {quoted(item['side'])} is not one of {', '.join(sorted(SIDES))}"
    clauses = item["clauses"]
    if not isinstance(clauses, dict) or not all(isinstance(v, list) for v in clauses.values()):
        return "clauses: expected a mapping of version to a list of rule numbers"
    return ""


def _fact(item: Any, path: str, index: int) -> Fact:
    where = f"facts > {index}"
    if not isinstance(item, dict):
        raise DataError(f"{where}: expected a mapping", path=path)
    unknown = set(map(str, item)) - FACT_KEYS
    missing = {"id", "statement", "judges", "clauses", "side"} - set(item)
    problem = (
        f"unknown key {quoted(sorted(unknown)[0])}"
        if unknown
        else f"missing {quoted(sorted(missing)[0])}"
        if missing
        else "expected exactly one of 'predicate' and 'step'"
        if ("predicate" in item) == ("step" in item)
        else _wrong_type(item)
    )
    if problem:
        raise DataError(f"{where} ({item.get('id', '?')}): {problem}", path=path)
    clauses: dict[str, tuple[str, ...]] = {}
    for version, numbers in item["clauses"].items():
        for number in numbers:
            if not isinstance(number, str) or not is_rule_number(number):
                raise DataError(
                    f"{item['id']}: clause {quoted(number)} of {version} "
                    "must be a quoted rule number",
                    path=path,
                )
        clauses[str(version)] = tuple(numbers)
    return Fact(
        id=item["id"],
        statement=item["statement"],
        predicate=item.get("predicate", ""),
        step=item.get("step", ""),
        judges=tuple(item["judges"]),
        clauses=clauses,
        topics=tuple(item.get("topics", ())),
        exception_to=tuple(item.get("exception_to", ())),
        answers=item.get("answers", ""),
        outcome=item.get("outcome", ""),
        otherwise=item.get("otherwise", ""),
        uncited_in=tuple(item.get("uncited_in", ())),
        remedies=tuple(item.get("remedies", ())),
        keyword=_text(item, "keyword", where, path),
        side=item["side"],
        path=path,
    )


def _text(item: dict[str, Any], key: str, where: str, path: str) -> str:
    value = item.get(key, "")
    if not isinstance(value, str):
        raise DataError(
            f"{where} ({item.get('id', '?')}): {quoted(key)} must be a string", path=path
        )
    return value


def _check_links(
    facts: list[Fact], predicates: dict[str, Predicate], steps: dict[str, Step], folder: Path
) -> None:
    ids: set[str] = set()
    for fact in facts:
        if fact.id in ids:
            raise DataError(f"fact {quoted(fact.id)} is defined twice", path=fact.path)
        ids.add(fact.id)
    for fact in facts:
        if fact.predicate and fact.predicate not in predicates:
            raise DataError(
                f"fact {quoted(fact.id)}: no predicate named {quoted(fact.predicate)}",
                path=fact.path,
            )
        if fact.step and fact.step not in steps:
            raise DataError(
                f"fact {quoted(fact.id)}: no step named {quoted(fact.step)}", path=fact.path
            )
        for remedy in fact.remedies:
            if remedy not in REMEDIES:
                raise DataError(
                    f"fact {quoted(fact.id)}: no remedy named {quoted(remedy)}", path=fact.path
                )
        for target in (*fact.exception_to, *([fact.otherwise] if fact.otherwise else [])):
            if target not in ids:
                raise DataError(
                    f"fact {quoted(fact.id)}: names unknown fact {quoted(target)}", path=fact.path
                )
    used = {fact.implemented_by for fact in facts}
    for name in sorted((set(predicates) | set(steps)) - used):
        raise DataError(
            f"predicate or step {quoted(name)} is not used by any fact", path=str(folder)
        )


def check_numbers(book: FactBook, holds: Callable[[str, str], bool]) -> None:
    """Every number a fact cites must exist in that version (``holds(version, rule)``)."""
    for fact in book.facts:
        for version, numbers in fact.clauses.items():
            for number in numbers:
                if not holds(version, number):
                    raise DataError(
                        f"fact {quoted(fact.id)} cites {number} in {version}, "
                        "which that version does not hold",
                        path=fact.path,
                    )
