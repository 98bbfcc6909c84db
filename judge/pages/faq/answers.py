"""Answering a topic's questions with the engine, under one rules version.

Each question's scenario document is judged by ``judge.engine.judging.judge_document`` with the
requested ``rules_version``; the answer, the verdict and the citations are the engine's.
The page states each answer in general terms (``judge.pages.faq.general``): the question's
scenario and its variants are judged, and the answer is phrased from the verdicts and the
statements of the facts that decided them; the engine's answer to the one board stays apart
as the worked example. The key clauses are ranked from the answers (``key_clauses``);
every clause the answers cite is listed too, in order of first citation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from judge.errors import DataError, quoted
from judge.faq.topics import Question, Topic
from judge.pages.faq.general import BranchSaid, Case, differing, general_answer, is_open
from judge.records import replace

if TYPE_CHECKING:
    from judge.engine.scenario import Scenario

#: How many of an answer's first citations count as its deciding clauses (the engine cites
#: the deciding clauses first; ``judge ask`` shows five at most).
LEAD = 3
#: At most this many key clauses head a topic page; the full list follows them.
KEY_CLAUSES = 15


class CitationLike(Protocol):
    @property
    def rule(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def version(self) -> str: ...


class VerdictLike(Protocol):
    """What the FAQ reads of ``judge.engine.judging.Verdict``."""

    @property
    def verdict(self) -> str: ...
    @property
    def answer(self) -> str: ...
    @property
    def rules_version(self) -> str: ...
    @property
    def citations(self) -> Sequence[CitationLike]: ...


#: Judges a scenario document (docs/scenarios.md); by default the engine's judge_document.
Judge = Callable[[dict[str, Any]], VerdictLike]


@dataclass(frozen=True)
class Citation:
    rule: str
    text: str
    version: str


@dataclass(frozen=True)
class JudgedAnswer:
    """One question answered: the verdict of its own scenario, the general answer, the
    engine's answer to that one board (``worked``, empty when the answer is general
    already), each variant's branch and every clause cited (the scenario's first)."""

    question: str
    anchor: str
    verdict: str
    answer: str
    citations: tuple[Citation, ...]
    worked: str = ""
    branches: tuple[BranchSaid, ...] = ()
    lead: tuple[str, ...] = ()
    """The deciding clauses: the first ``LEAD`` the scenario's verdict cites."""
    facts: tuple[str, ...] = ()
    """The facts behind the citations (the engine's ``Citation.facts``)."""
    own: tuple[Citation, ...] = ()
    """The clauses the question's own case cites: those deciding its verdict."""
    branch_citations: tuple[tuple[Citation, ...], ...] = ()
    """For each branch, the clauses its own case cites: those deciding that branch."""
    rule: str = ""
    """The answer without its branches (the rule for the question's own case)."""
    points: tuple[tuple[str, tuple[Citation, ...]], ...] = ()
    """An answer about the rules in general made of several facts' statements: each
    statement with the clauses of its fact, in the answer's order (the first is ``rule``)."""


@dataclass(frozen=True)
class AnsweredTopic:
    topic: Topic
    version: str
    answers: tuple[JudgedAnswer, ...]
    example: JudgedAnswer | None
    quoted: tuple[Citation, ...]
    key: tuple[Citation, ...] = ()
    """The key clauses (``key_clauses``), most needed first."""
    backed: tuple[tuple[str, ...], ...] = ()
    """For each of the topic's rulings, the clauses (in ``version``) of the facts it backs."""
    explanation: tuple[str, ...] = ()
    """The explanation's paragraphs, those given as facts written from their statements."""

    def key_shown(self, key: Sequence[Citation] | None = None) -> tuple[Citation, ...]:
        """``key`` (by default every key clause) in the order the answers first cite them."""
        chosen = {c.rule for c in (self.key if key is None else key)}
        return tuple(c for c in self.quoted if c.rule in chosen)

    def sources(self, answer: JudgedAnswer) -> tuple[int, ...]:
        """The rulings (by index) backing ``answer``: those backing a fact its verdicts cite."""
        return tuple(
            i
            for i, ruling in enumerate(self.topic.rulings)
            if set(ruling.facts) & set(answer.facts)
        )


def engine_judge() -> Judge:
    """The engine's ``judge_document``, imported on the first question it judges. A document
    asked under several versions is loaded once: loading reads no version (the scenario
    keeps ``rules_version`` aside), so only the judging is done per version; a document
    asked again under the same version (questions of several topics share one) is judged
    once, its verdict being frozen."""
    loaded: dict[str, Scenario] = {}
    judged: dict[tuple[str, object], VerdictLike] = {}

    def judge(document: dict[str, Any]) -> VerdictLike:
        from judge.engine.facts import fact_book
        from judge.engine.judging import judge_scenario
        from judge.engine.scenario import load_document

        key = repr({k: v for k, v in document.items() if k != "rules_version"})
        version = document.get("rules_version")
        if (key, version) in judged:
            return judged[key, version]
        if key not in loaded:
            loaded[key] = load_document(document, topics=fact_book().topics)
        scenario = replace(loaded[key], rules_version=version)
        verdict: VerdictLike = judge_scenario(scenario)
        judged[key, version] = verdict
        return verdict

    return judge


def answer_topic(topic: Topic, version: str, judge: Judge) -> AnsweredTopic:
    """Every question of ``topic`` and its worked example, judged under ``version``."""
    answers = tuple(answer_question(question, version, judge) for question in topic.questions)
    example = None
    if topic.example is not None:
        example = answer_question(topic.example.question, version, judge)
    quoted: dict[tuple[str, str], Citation] = {}
    for answer in (*answers, *([example] if example else [])):
        for citation in answer.citations:
            quoted.setdefault((citation.version, citation.rule), citation)
    return AnsweredTopic(
        topic,
        version,
        answers,
        example,
        tuple(quoted.values()),
        key_clauses(answers, tuple(quoted.values()), version),
        tuple(ruling_clauses(ruling.facts, version) for ruling in topic.rulings),
        explanation(topic, version),
    )


def explanation(topic: Topic, version: str) -> tuple[str, ...]:
    """The topic's explanation under ``version``: a paragraph given as facts is their
    statements, in order, leaving out a fact that ``version`` does not state (no clause)."""
    paragraphs: list[str] = []
    for paragraph in topic.explanation:
        if isinstance(paragraph, str):
            paragraphs.append(paragraph)
            continue
        from judge.engine.facts import fact_book

        book = fact_book()
        said = [book.by_id[f].statement for f in paragraph if book.by_id[f].clauses_in(version)]
        if said:
            paragraphs.append(" ".join(said))
    return tuple(paragraphs)


def ruling_clauses(facts: Sequence[str], version: str) -> tuple[str, ...]:
    """The clauses, in ``version``, of the facts a ruling backs (docs/facts.md)."""
    if not facts:
        return ()
    from judge.engine.facts import fact_book

    book = fact_book()
    rules: list[str] = []
    for fact in facts:
        for rule in book.by_id[fact].clauses_in(version):
            if rule not in rules:
                rules.append(rule)
    return tuple(rules)


def key_clauses(
    answers: Sequence[JudgedAnswer], quoted: Sequence[Citation], version: str
) -> tuple[Citation, ...]:
    """The clauses a reader needs before the questions, at most ``KEY_CLAUSES``, most
    needed first.

    First each answer's deciding clause (the first its own case cites), so every question
    has its rule quoted; then the defining clause (the first, in ``version``) of the facts
    the most answers rest on, in order of first citation. A clause that is a mere lead-in
    to its sub-clauses (ending in ":") is passed over. Pages show them in the order the
    answers first cite them (``AnsweredTopic.key_shown``).
    """
    from judge.engine.facts import fact_book

    # a clause that only leads into its sub-clauses ("... are restricted:") defines nothing
    cited = {c.rule for c in quoted if not c.text.rstrip().endswith(":")}
    chosen: list[str] = []
    for answer in answers:
        deciding = [rule for rule in answer.lead if rule in cited][:1]
        if deciding and deciding[0] not in chosen:
            chosen.append(deciding[0])
    resting: dict[str, int] = {}
    for answer in answers:
        for fact in answer.facts:
            resting[fact] = resting.get(fact, 0) + 1
    book = fact_book()
    for fact in sorted(resting, key=lambda fact: -resting[fact]):  # stable: first cited first
        defining = [rule for rule in book.by_id[fact].clauses_in(version) if rule in cited][:1]
        if defining and defining[0] not in chosen:
            chosen.append(defining[0])
    shown = {rule: rank for rank, rule in enumerate(chosen[:KEY_CLAUSES])}
    return tuple(sorted((c for c in quoted if c.rule in shown), key=lambda c: shown[c.rule]))


def answer_question(question: Question, version: str, judge: Judge) -> JudgedAnswer:
    """One question judged under ``version`` (the document's own rules_version is replaced).

    A scenario the engine rejects is reported at its place in the topic file.
    """
    verdict = _judged(question, version, judge)
    main = Case("", question.scenario, verdict)
    variants = [
        Case(v.when, v.question.scenario, _judged(v.question, version, judge))
        for v in question.variants
    ]
    general = general_answer(main, variants, open_question=is_open(question.text))
    citations: dict[tuple[str, str], Citation] = {}
    facts: dict[str, None] = {}
    for case in (main, *variants):
        for c in case.verdict.citations:
            citations.setdefault((c.version, c.rule), Citation(c.rule, c.text, c.version))
            facts.update(dict.fromkeys(getattr(c, "facts", ())))

    def cited(case: Case, first: Sequence[str] = ()) -> tuple[Citation, ...]:
        """The case's citations, those of the ``first`` facts (what the case changes) first."""
        ordered = sorted(
            case.verdict.citations, key=lambda c: not set(getattr(c, "facts", ())) & set(first)
        )
        return tuple(citations[(c.version, c.rule)] for c in ordered)

    said = _points(verdict, citations) if not variants and general.answer == verdict.answer else ()
    return JudgedAnswer(
        question=question.text,
        anchor=slug(question.text),
        verdict=verdict.verdict,
        answer=general.answer,
        citations=tuple(citations.values()),
        worked=general.worked,
        branches=general.branches,
        lead=tuple(c.rule for c in verdict.citations[:LEAD]),
        facts=tuple(facts),
        own=cited(main),
        rule=said[0][0] if said else general.rule,
        points=said,
        branch_citations=tuple(
            cited(variants[b.variant], differing(verdict, variants[b.variant].verdict))
            for b in general.branches
        ),
    )


#: An answer about the rules made of at least this many facts' statements is shown as its
#: first statement, then a list of the others, each with its clauses.
POINTS = 3


def _points(
    verdict: VerdictLike, citations: dict[tuple[str, str], Citation]
) -> tuple[tuple[str, tuple[Citation, ...]], ...]:
    """The facts' statements an answer is made of, in its order, each with its clauses;
    none when the answer is anything more than those statements, or fewer than ``POINTS``."""
    from judge.engine.facts import fact_book

    book = fact_book()
    facts: dict[str, list[Citation]] = {}
    for c in verdict.citations:
        for fact in getattr(c, "facts", ()):
            facts.setdefault(fact, []).append(citations[(c.version, c.rule)])
    found: list[tuple[int, str, tuple[Citation, ...]]] = []
    rest = verdict.answer
    for fact, cites in facts.items():
        statement = book.by_id[fact].statement
        at = verdict.answer.find(statement)
        if at < 0 or statement not in rest:
            continue
        rest = rest.replace(statement, "", 1)
        found.append((at, statement, tuple(cites)))
    if rest.strip() or len(found) < POINTS:
        return ()
    return tuple((statement, cites) for _, statement, cites in sorted(found))


def _judged(question: Question, version: str, judge: Judge) -> VerdictLike:
    try:
        return judge({**question.scenario, "rules_version": version})
    except DataError as error:
        if error.path is not None or question.path is None:
            raise
        raise DataError(
            f"{quoted(question.text)}: scenario > {error}",
            path=str(question.path),
            line=question.scenario_line(),
        ) from None


def slug(text: str) -> str:
    """A stable anchor for a question: lower-case words joined by hyphens."""
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))[:80] or "question"
