"""FAQ topics as data: rules_data/faq/<topic>.yaml (format: docs/faq.md).

A topic holds prose (title, summary, explanation, the setting of its worked example) and
questions, each with the scenario document the engine judges. It holds no answer and no
clause number: those are computed when a page is built. Official rulings are quoted with
their source file, which a test checks the quote against, word for word.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from judge import yamlfile
from judge.errors import DataError, NotFoundError, quoted
from judge.paths import rules_data_dir

#: A topic id (its file name) becomes a file name of the site (faq/<version>/<id>.html).
TOPIC_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$", re.ASCII)
TOPIC_KEYS = {"title", "summary", "explanation", "questions", "example", "rulings"}
QUESTION_KEYS = {"question", "scenario", "variants"}
VARIANT_KEYS = {"when", "scenario"}
EXAMPLE_KEYS = {"title", "setup", "scenario"}
RULING_KEYS = {"quote", "label", "asked", "source", "title", "date", "url", "facts"}


@dataclass(frozen=True)
class Question:
    """A question and the scenario document (docs/scenarios.md) that answers it.

    ``path`` and ``keys`` say where the scenario sits in its topic file, for error messages.
    """

    text: str
    scenario: dict[str, Any]
    path: Path | None = None
    keys: tuple[str | int, ...] = ()
    variants: tuple[Variant, ...] = ()
    """The cases the question also covers, each judged too (``judge.pages.faq.general``)."""

    def scenario_line(self) -> int | None:
        """The line of the scenario in its file (read again: only errors need it)."""
        if self.path is None:
            return None
        return yamlfile.line_of(yamlfile.read_text(self.path), list(self.keys))


@dataclass(frozen=True)
class Variant:
    """Another case a question covers: ``when`` names it in prose ("it was played with
    Accelerate"); ``question`` holds its scenario. Its verdict is the engine's."""

    when: str
    question: Question


@dataclass(frozen=True)
class Example:
    """A worked example: its setting in prose, judged live from its scenario (``question``)."""

    title: str
    setup: str
    question: Question


@dataclass(frozen=True)
class Ruling:
    """An official ruling, quoted word for word from ``source`` (under rules_data/sources)."""

    quote: str
    label: str
    source: str
    title: str
    date: str
    url: str
    facts: tuple[str, ...] = ()
    """The facts the ruling backs: their clauses, in each version, are the ones it cites."""
    asked: str = ""
    """The question the ruling answers, when the source is a FAQ (quoted word for word)."""

    def to_dict(self, facts: Collection[str]) -> dict[str, Any]:
        """The ruling as `judge ask` and `judge fact` give it in JSON (docs/ask.md), with
        ``facts``, those of the facts it backs that the answer or the fact shown rests on."""
        return {
            "title": self.title,
            "date": self.date,
            "label": self.label,
            "asked": self.asked,
            "quote": self.quote,
            "source": self.source,
            "url": self.url,
            "facts": list(facts),
        }


@dataclass(frozen=True)
class Topic:
    id: str
    title: str
    summary: str
    explanation: tuple[str | tuple[str, ...], ...]
    """Paragraphs: prose, or the ids of the facts whose statements make the paragraph."""
    questions: tuple[Question, ...]
    example: Example | None
    rulings: tuple[Ruling, ...]


def faq_dir() -> Path:
    """The folder of topic files inside rules_data."""
    return rules_data_dir() / "faq"


def load_topics(folder: Path | None = None) -> list[Topic]:
    """Every topic, in file-name order."""
    from judge.compiled import yaml_reader

    read = yaml_reader()
    return [load_topic(path, read) for path in sorted((folder or faq_dir()).glob("*.yaml"))]


def find_topic(topics: list[Topic], name: str) -> Topic:
    """The topic called ``name``, or NotFoundError naming the nearest ones."""
    for topic in topics:
        if topic.id == name:
            return topic
    ids = [topic.id for topic in topics]
    near = difflib.get_close_matches(name, ids, n=3, cutoff=0.4) or ids
    raise NotFoundError(f"unknown FAQ topic {quoted(name, 40)}; known: {', '.join(near)}")


def rulings_by_fact(
    facts: Collection[str] | None = None, folder: Path | None = None
) -> dict[str, tuple[Ruling, ...]]:
    """Per fact id, the official rulings the topics give as backing it (a ruling's
    ``facts``), in file and ruling order; a ruling quoted by several topics is one, backing
    the facts each gives it. With ``facts``, only those facts, and only the topic files
    whose compiled document names one of them are loaded (a file the compiled index does not
    hold is always loaded): an answer resting on no backed fact reads no topic. One look at
    the compiled index serves every file read."""
    from judge.compiled import yaml_reader
    from judge.rules.rulebook import open_rulebook

    rulebook = open_rulebook()
    paths = sorted((folder or faq_dir()).glob("*.yaml"))
    if facts is not None:
        paths = rulebook.compiled_naming(paths, sorted(facts))
    read = yaml_reader(rulebook)
    merged: dict[tuple[str, str], Ruling] = {}  # a ruling two topics quote, backing both's
    for ruling in (r for path in paths for r in load_topic(path, read).rulings if r.facts):
        key = (ruling.source, ruling.quote)
        first = merged.get(key)
        merged[key] = ruling if first is None else replace(first, facts=_union(first, ruling))
    found: dict[str, list[Ruling]] = {}
    for ruling in merged.values():
        for fact in ruling.facts:
            if facts is None or fact in facts:
                found.setdefault(fact, []).append(ruling)
    return {fact: tuple(rulings) for fact, rulings in found.items()}


def official_rulings(facts: Sequence[str]) -> list[dict[str, Any]]:
    """The official rulings backing any of ``facts`` (`rulings_by_fact`, which makes one
    ruling of a quote several topics give), each once, with the ones among ``facts`` it
    backs, in their order; the topics are read only when one of the facts is named in them."""
    if not facts:
        return []
    backing = rulings_by_fact(facts)
    found: dict[Ruling, list[str]] = {}
    for fact in facts:
        for ruling in backing.get(fact, ()):
            found.setdefault(ruling, []).append(fact)
    return [ruling.to_dict(backed) for ruling, backed in found.items()]


def _union(first: Ruling, again: Ruling) -> tuple[str, ...]:
    return tuple(dict.fromkeys(first.facts + again.facts))


def load_topic(path: Path, read: Callable[[Path], Any] | None = None) -> Topic:
    """One topic file, validated; a problem names the file, the line and the field. Its
    document is the compiled index's when the index holds it (``read``, by default
    `judge.compiled.load_yaml`); the text is read again only to name the line of a problem."""
    from judge.compiled import load_yaml

    if not TOPIC_ID.match(path.stem):
        raise DataError(
            "a topic's file name is its id and names a page of the site: expected lower-case "
            "letters, digits and hyphens (at most 64) before .yaml",
            path=str(path),
        )
    doc = (read or load_yaml)(path)
    fields = _Fields(path)
    fields.mapping(doc, [], TOPIC_KEYS, required={"title", "questions"})
    questions = fields.items(doc, ["questions"], required=True)
    example = doc.get("example")
    return Topic(
        id=path.stem,
        title=fields.string(doc, ["title"]),
        summary=fields.string(doc, ["summary"], required=False),
        explanation=tuple(_paragraphs(fields, doc)),
        questions=tuple(_question(fields, item, i) for i, item in enumerate(questions)),
        example=None if example is None else _example(fields, example),
        rulings=tuple(
            _ruling(fields, item, i)
            for i, item in enumerate(fields.items(doc, ["rulings"], required=False))
        ),
    )


def _paragraphs(fields: _Fields, doc: dict[str, Any]) -> list[str | tuple[str, ...]]:
    """The explanation: each paragraph prose, or ``{facts: [ids]}`` written from the facts'
    statements when the page is built (so it follows the facts)."""
    paragraphs: list[str | tuple[str, ...]] = []
    for index, item in enumerate(fields.items(doc, ["explanation"], required=False)):
        where: list[str | int] = ["explanation", index]
        if isinstance(item, dict):
            fields.mapping(item, where, {"facts"}, required={"facts"})
            facts = _facts(fields, item, [*where, "facts"])
            if not facts:
                raise fields.fail([*where, "facts"], "expected a non-empty list of fact ids")
            paragraphs.append(facts)
        elif isinstance(item, str) and item.strip():
            paragraphs.append(item.strip())
        else:
            raise fields.fail(
                where, "expected a paragraph (a non-empty quoted string) or {facts: [ids]}"
            )
    return paragraphs


def _question(fields: _Fields, item: Any, index: int) -> Question:
    where: list[str | int] = ["questions", index]
    fields.mapping(item, where, QUESTION_KEYS, required={"question", "scenario"})
    text = fields.string(item, [*where, "question"])
    return Question(
        text=text,
        scenario=fields.mapping(item["scenario"], [*where, "scenario"], None, {"question"}),
        path=fields.path,
        keys=(*where, "scenario"),
        variants=tuple(
            _variant(fields, variant, [*where, "variants", i], text)
            for i, variant in enumerate(fields.items(item, [*where, "variants"], required=False))
        ),
    )


def _variant(fields: _Fields, item: Any, where: list[str | int], text: str) -> Variant:
    fields.mapping(item, where, VARIANT_KEYS, required=VARIANT_KEYS)
    when = fields.string(item, [*where, "when"])
    return Variant(
        when=when,
        question=Question(
            text=f"{text} (when {when})",
            scenario=fields.mapping(item["scenario"], [*where, "scenario"], None, {"question"}),
            path=fields.path,
            keys=(*where, "scenario"),
        ),
    )


def _example(fields: _Fields, item: Any) -> Example:
    fields.mapping(item, ["example"], EXAMPLE_KEYS, required=EXAMPLE_KEYS)
    title = fields.string(item, ["example", "title"])
    return Example(
        title=title,
        setup=fields.string(item, ["example", "setup"]),
        question=Question(
            text=f"Example: {title}",
            scenario=fields.mapping(item["scenario"], ["example", "scenario"], None, {"question"}),
            path=fields.path,
            keys=("example", "scenario"),
        ),
    )


def _ruling(fields: _Fields, item: Any, index: int) -> Ruling:
    where: list[str | int] = ["rulings", index]
    fields.mapping(item, where, RULING_KEYS, required={"quote", "source", "title", "date"})
    return Ruling(
        quote=fields.string(item, [*where, "quote"]),
        label=fields.string(item, [*where, "label"], required=False),
        source=fields.string(item, [*where, "source"]),
        title=fields.string(item, [*where, "title"]),
        date=fields.string(item, [*where, "date"]),
        url=_url(fields, item, [*where, "url"]),
        facts=_facts(fields, item, [*where, "facts"]),
        asked=fields.string(item, [*where, "asked"], required=False),
    )


def _facts(fields: _Fields, item: dict[str, Any], where: list[str | int]) -> tuple[str, ...]:
    """Fact ids (docs/facts.md), each one the fact book holds."""
    from judge.engine.facts import fact_book

    known = fact_book().by_id
    ids: list[str] = []
    for index, value in enumerate(fields.items(item, where, required=False)):
        if not isinstance(value, str) or value not in known:
            near = difflib.get_close_matches(str(value), sorted(known), n=1)
            hint = f" (did you mean {quoted(near[0])}?)" if near else ""
            raise fields.fail([*where, index], f"expected a fact id{hint}")
        ids.append(value)
    return tuple(ids)


def _url(fields: _Fields, item: dict[str, Any], where: list[str | int]) -> str:
    url = fields.string(item, where, required=False)
    if url and not url.startswith("https://"):
        raise fields.fail(where, "expected an https:// address")
    return url


class _Fields:
    """Typed reads from a parsed topic file; a failure names the file, line and field path."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @functools.cached_property
    def text(self) -> str:
        return yamlfile.read_text(self.path)

    def fail(self, where: list[str | int], message: str) -> DataError:
        field = " > ".join(str(key) for key in where) or "top level"
        line = yamlfile.line_of(self.text, where)
        return DataError(f"{field}: {message}", path=str(self.path), line=line)

    def mapping(
        self, value: Any, where: list[str | int], keys: set[str] | None, required: set[str]
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, "expected a mapping")
        unknown = sorted(set(value) - keys) if keys is not None else []
        if unknown:
            near = difflib.get_close_matches(str(unknown[0]), sorted(keys or ()), n=1)
            hint = f" (did you mean {quoted(near[0])}?)" if near else ""
            expected = ", ".join(sorted(keys or ()))
            raise self.fail([*where, unknown[0]], f"unknown key; expected one of {expected}{hint}")
        missing = sorted(required - set(value))
        if missing:
            raise self.fail(where, f"missing required key {quoted(missing[0])}")
        return value

    def string(self, doc: dict[str, Any], where: list[str | int], required: bool = True) -> str:
        value = doc.get(str(where[-1]))
        if value is None and not required:
            return ""
        if not isinstance(value, str) or not value.strip():
            raise self.fail(where, "expected a non-empty quoted string")
        return value.strip()

    def strings(self, doc: dict[str, Any], where: list[str | int]) -> list[str]:
        paragraphs: list[str] = []
        for index, item in enumerate(self.items(doc, where, required=False)):
            if not isinstance(item, str) or not item.strip():
                raise self.fail([*where, index], "expected a paragraph (a non-empty quoted string)")
            paragraphs.append(item.strip())
        return paragraphs

    def items(self, doc: dict[str, Any], where: list[str | int], required: bool) -> list[Any]:
        value = doc.get(str(where[-1]))
        if value is None and not required:
            return []
        if not isinstance(value, list) or (required and not value):
            raise self.fail(where, "expected a non-empty list")
        return value
