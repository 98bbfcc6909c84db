"""`judge ask`: a question in plain English to a verdict, an answer and the clauses.

The question is read into a scenario document, loaded by the same loader as `judge check`
and judged by the engine; nothing here decides a rule. When no reading accounts for the
whole question the verdict is "unknown" and the clauses the rulebook search finds most
relevant are listed instead, so the judge still has somewhere to look.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.ask.controlled import is_controlled
from judge.ask.normalise import MAX_QUESTION_CHARS, disguised, foreign_share, normalise
from judge.ask.versions import NamedVersion, named_version
from judge.engine.verdict import DEPENDS, NO, UNKNOWN, YES
from judge.errors import DataError, UsageError, quoted
from judge.patterns import LazyPattern

SEE_PARTS = "see parts"
"""The verdict of a text whose questions get different verdicts: no one verdict is its
answer, each part's is (``parts``)."""

if TYPE_CHECKING:
    from judge.ask.branches import Branch
    from judge.ask.clauses import Clauses
    from judge.ask.parse import Reading
    from judge.ask.readings import Candidate
    from judge.ask.situation import Doc

FOREIGN_SHARE = 0.3
SEARCH_LIMIT = 5
NOT_ANSWERED = "Not answered"
CONTROLLED = "controlled"


@dataclass
class AskAnswer:
    """What `judge ask` prints; ``to_dict`` is the stable JSON shape."""

    question: str
    verdict: str
    answer: str
    rules_version: str
    citations: list[dict[str, str]]
    understood: str
    reading: str = ""
    scenario: Doc | None = None
    notes: list[str] = field(default_factory=list)
    findings: list[dict[str, Any]] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)
    assumed: list[str] = field(default_factory=list)
    """What the reading took where the question was silent, when the other way agreed."""
    branches: list[dict[str, Any]] = field(default_factory=list)
    """For verdict "depends" from a default: each way, with its verdict and clauses."""
    outcome: str = ""
    """The engine's own answer to an open question, when every way agrees on it: a value
    ("4 Might") or what happens; the verdict of such a question is "depends"."""
    parts: list[dict[str, Any]] = field(default_factory=list)
    """For a text holding several questions: each one's own answer, in the order asked."""
    rulings: list[dict[str, Any]] = field(default_factory=list)
    """The official rulings backing the facts the verdict rests on (`official_rulings`)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "verdict": self.verdict,
            "answer": self.answer,
            "rules_version": self.rules_version,
            "citations": self.citations,
            "understood": self.understood,
            "reading": self.reading,
            "scenario": self.scenario,
            "notes": self.notes,
            "findings": self.findings,
            "hints": self.hints,
            "assumed": self.assumed,
            "branches": self.branches,
            "outcome": self.outcome,
            "parts": self.parts,
            "rulings": self.rulings,
        }


def _judged(question: str, candidate: Candidate, version: str) -> AskAnswer:
    """The candidate's situation judged, and each default the other way: one answer when
    they agree (what was taken listed as assumed), "depends" with the branches otherwise."""
    from judge.ask.branches import Unsettled, depends, judge_branch, merged, ways
    from judge.ask.describe import describe
    from judge.faq.topics import official_rulings

    judged = []
    for label, doc in ways(candidate):
        branch = judge_branch(label, doc, candidate, version)
        if isinstance(branch, Unsettled):
            words = describe(doc) if branch.understood else ""
            unknown = _unknown(question, branch.reason, words, version)
            if branch.understood:  # understood, but not settled
                unknown.understood = describe(doc, candidate.invert)
                unknown.scenario = doc
            return unknown
        judged.append(branch)
    main = judged[0]
    if _quantified(question) and not _claims_always(question):
        reason = (
            "'always' with a 'not', or 'never', claims something of every case, which the "
            "cases the judge built do not show"
        )
        return _unknown(question, reason, "", version, tuple(main.facts))
    answer = AskAnswer(
        question=question,
        verdict=main.verdict,
        answer=main.answer,
        rules_version=version,
        citations=main.citations,
        understood=describe(candidate.doc, candidate.invert),
        scenario=candidate.doc,
        findings=main.findings,
        hints=main.hints,
    )
    if len({(b.verdict, b.outcome) for b in judged}) == 1:
        if main.verdict == YES and _claims_always(question):
            reason = (
                "'always' asks of every case, and the judge judged only the one it built "
                f"({answer.understood})"
            )
            return _unknown(question, reason, "", version, tuple(main.facts))
        answer.outcome = main.outcome if main.outcome != main.verdict else ""
        answer.assumed = candidate.stated + _same_either_way(candidate, judged)
        # another way's own deciding clause backs the verdict there: cited after the main's
        reasons = [main, *(b for b in judged[1:] if _deciding(b) != _deciding(main))]
        cited = {c["rule"]: c for b in reasons for c in b.citations}
        answer.citations = list(cited.values())
        answer.rulings = official_rulings(list(dict.fromkeys(f for b in reasons for f in b.facts)))
        return answer
    judged = merged(judged, candidate.narrows)
    main = judged[0]
    others = [b.label for b in judged[1:]]
    answer.understood += f" (judged also where {'; '.join(others)})"
    if _claims_always(question) and {b.verdict for b in judged} == {YES, NO}:
        judged.sort(key=lambda b: b.verdict != NO)  # the way it fails decides
        main = judged[0]
    # each way judged is a branch, named by how it takes the open thing, which decides it
    answer.assumed = list(candidate.stated)
    answer.verdict = DEPENDS
    answer.answer = depends(judged)
    if main.verdict == NO and _claims_always(question):
        answer.verdict = NO
        answer.answer = f"No, not always. {answer.answer}"
    answer.branches = [b.to_dict() for b in judged]
    cited = {c["rule"]: c for b in judged for c in b.citations}
    answer.citations = list(cited.values())
    answer.rulings = official_rulings(list(dict.fromkeys(f for b in judged for f in b.facts)))
    return answer


ALWAYS = LazyPattern(r"\balways\b", re.IGNORECASE)
QUANTIFIED = LazyPattern(r"\b(always|never)\b", re.IGNORECASE)
NEGATED = LazyPattern(r"\b(not|never|no)\b|n't\b", re.IGNORECASE)
CLAUSE_ENDS = LazyPattern(r"[.!;:]\s")


def _asked(question: str) -> str:
    """The question's last sentence, what it asks ("My unit never moved. Can it ...?": the
    statement before it says what happened, not of every case)."""
    return CLAUSE_ENDS.split(question.strip())[-1]


SUBORDINATE = frozenset({"if", "when", "while", "so", "which", "who", "because", "since"})
SUBORDINATE |= {"once", "where", "unless", "after", "before"}


def _quantified(question: str) -> bool:
    """ "always" or "never" in what is asked, not in a condition or relative clause before
    it ("if the death is replaced so it never reaches the trash, does ...?")."""
    asked = _asked(question)
    for found in QUANTIFIED.finditer(asked):
        before = set(re.findall(r"[a-z']+", asked[: found.start()].lower()))
        if not before & SUBORDINATE:
            return True
    return False


def _claims_always(question: str) -> bool:
    """ "Can a unit with Accelerate always move the turn it's played?": a claim of every
    case, false when one way judged fails, not shown by the one case built when all agree;
    with a "not" in it, what is claimed is left open."""
    asked = _asked(question)
    return bool(ALWAYS.search(asked)) and not NEGATED.search(asked)


def _same_either_way(candidate: Candidate, judged: list[Branch]) -> list[str]:
    """Each default as taken, saying the other way agrees ("... (the answer is the same if
    ...)"); a default taken once for several other ways names them all. Another way that
    agrees for a reason of its own says that reason and its clause ("... (the answer is also
    no if something is on the chain ..., by 313.3: ...)"): the main way's reason does not
    hold there."""
    main, others = judged[0], judged[1:]
    phrases = [_agrees(main, branch) for branch in others]
    if len(candidate.defaults) == len(candidate.alternatives):
        return [
            f"{label} ({phrase})" for label, phrase in zip(candidate.defaults, phrases, strict=True)
        ]
    taken = " and ".join(dict.fromkeys(candidate.defaults))
    if all(_deciding(b) == _deciding(main) for b in others):
        return [f"{taken} (the answer is the same if {' or '.join(b.label for b in others)})"]
    return [f"{taken} ({'; '.join(phrases)})"]


def _deciding(branch: Branch) -> str:
    """The clause that decides a way's verdict: the first the engine cites for it."""
    return branch.citations[0]["rule"] if branch.citations else ""


_SENTENCE_END = LazyPattern(r"(?<=[.!?])\s+(?=[A-Z])")


def _agrees(main: Branch, other: Branch) -> str:
    """How another way agrees with the main one: "the answer is the same if ..." when the
    same clause decides it, or its own reason (its answer's first sentence) and clause."""
    if _deciding(other) == _deciding(main) or other.verdict not in (YES, NO):
        return f"the answer is the same if {other.label}"
    said = other.answer
    for opening in ("Yes.", "No.", "Yes,", "No,"):
        said = said.removeprefix(opening)
    reason = _SENTENCE_END.split(said.strip(), maxsplit=1)[0].rstrip(".")
    return f"the answer is also {other.verdict} if {other.label}, by {_deciding(other)}: {reason}"


def _under_named(question: str, named: NamedVersion, rules_version: str | None) -> AskAnswer:
    """The question judged under the version it names ("v1.3: ..."); unknown when that
    name fits no installed version or several, or when another version was asked for."""
    from judge.rules.rulebook import open_rulebook

    rulebook = open_rulebook()
    version = rulebook.resolve_version(rules_version)
    if len(named.versions) != 1:
        fits = ", ".join(named.versions) or "none of the installed versions"
        reason = f"the question names the rules version '{named.said}', which fits {fits}"
        return _unknown(question, reason + "; ask with -r VERSION instead", "", version)
    (wanted,) = named.versions
    if rules_version is not None and wanted != version:
        reason = (
            f"the question names the rules version '{named.said}' ({wanted}) but {version} "
            f"was asked for; ask with -r {wanted}"
        )
        return _unknown(question, reason, "", version)
    answer = ask(named.rest, wanted)
    answer.question = question
    title = rulebook.version_info(wanted).title
    answer.notes.insert(0, f"judged under {title}, as the question says ('{named.said}')")
    return answer


def _unknown(
    question: str, reason: str, words: str, version: str, facts: tuple[str, ...] = ()
) -> AskAnswer:
    """Unknown, saying why; the clauses of ``facts`` (what the question turns on) first,
    then those the rulebook search finds closest to ``words``."""
    from judge.rules.rulebook import open_rulebook

    book = open_rulebook()
    hits = book.search(words, version, limit=SEARCH_LIMIT).hits if words else []
    clauses = [c for c in (book.clause(version, r) for r in _clauses_of(facts, version)) if c]
    clauses += [h.clause for h in hits if h.clause.rule not in {c.rule for c in clauses}]
    look = " The clauses below are the closest matches in the rules." if clauses else ""
    return AskAnswer(
        question=question,
        verdict=UNKNOWN,
        answer=f"{NOT_ANSWERED}{'' if reason.startswith('under ') else ':'} {reason}.{look}",
        rules_version=version,
        citations=[{"rule": c.rule, "text": c.text, "version": version} for c in clauses],
        understood=f"not understood: {reason}",
    )


def _clauses_of(facts: tuple[str, ...], version: str) -> list[str]:
    """The clauses the named facts rest on in ``version``, in order, each once."""
    if not facts:
        return []
    from judge.engine.facts import fact_book

    book = fact_book()
    return list(dict.fromkeys(r for f in facts for r in book.require(f).clauses_in(version)))


_SETTING = LazyPattern(
    r"\b(?:if|when|whenever|while|with|after|since|because|as long as|now that)\b"
)
"""Where a question sets up what it asks of: "... while my opponent has Tianna?"."""
PERSONS = frozenset(
    {"i", "me", "my", "you", "your", "we", "our", "they", "their", "he", "his", "her"}
)


def _unsaid(earlier: list[str], part: str, filler: frozenset[str]) -> list[str]:
    """The words that the questions asked before ``part`` set up (after "if", "while",
    "with" ...) and ``part`` does not say itself: "while my opponent has Tianna" may be
    what ``part`` is asked of."""
    said = set(normalise(part).split())
    setting = [
        word
        for asked in earlier
        for found in [_SETTING.search(normalise(asked))]
        if found
        for word in normalise(asked)[found.end() :].split()
    ]
    skip = filler | PERSONS | said
    return list(dict.fromkeys(w for w in setting if w not in skip))


def _agreeing(verdict: str, verdicts: list[str]) -> str:
    if verdict == SEE_PARTS:
        return "whose verdicts differ, each answered on its own"
    if len(set(verdicts)) > 1:
        return "not all of them answered, each taken on its own"
    return "each answered on its own"


def _one_verdict(verdicts: list[str]) -> str:
    """The text's verdict: the one every part has; SEE PARTS when answered parts differ;
    else unknown (a part not answered, the others agreeing: no verdict for the text)."""
    if len(set(verdicts)) == 1:
        return verdicts[0]
    answered = {v for v in verdicts if v != "unknown"}
    return SEE_PARTS if len(answered) > 1 else "unknown"


def _several(question: str, statements: list[str], asked: list[str], version: str) -> AskAnswer:
    """A text holding several questions: each answered on its own, with the text's
    statements, never one verdict for all unless every part has it. A later question that
    leaves out words an earlier one set up is not answered alone."""
    from judge.ask.lexicon import load_lexicon
    from judge.faq.topics import official_rulings

    filler = frozenset(load_lexicon().filler)
    parts = [" ".join([*statements, one]) for one in asked]
    answers = []
    for k, part in enumerate(parts):
        unsaid = _unsaid(asked[:k], asked[k], filler)
        if unsaid:
            said = ", ".join(f"'{w}'" for w in unsaid)
            reason = f"it may be asked of what the question before it says ({said})"
            answers.append(_unknown(part, reason, "", version))
        else:
            answers.append(ask(part, version))
    verdicts = [a.verdict for a in answers]
    one = _one_verdict(verdicts)
    lines = [
        f"({k}) {asked[k - 1].strip()} {a.verdict.upper()}: {a.answer}"
        for k, a in enumerate(answers, start=1)
    ]
    cited = {c["rule"]: c for a in answers for c in a.citations}
    backed = dict.fromkeys(f for a in answers for r in a.rulings for f in r["facts"])
    return AskAnswer(
        question=question,
        verdict=one,
        answer=f"It asks {len(parts)} questions, {_agreeing(one, verdicts)}. " + " ".join(lines),
        rules_version=version,
        citations=list(cited.values()),
        understood="; ".join(f"({k}) {a.understood}" for k, a in enumerate(answers, start=1)),
        reading="several",
        parts=[a.to_dict() for a in answers],
        rulings=official_rulings(list(backed)),
    )


def _controlled(question: str, version: str) -> AskAnswer:
    """A question in the controlled English of the "Understood as" line (docs/ask.md): read
    by its grammar, not by the reader, and judged as the document it says."""
    from judge.ask.controlled import ControlledError, parse
    from judge.ask.readings import Candidate
    from judge.engine.scenario import load_document

    try:
        doc = parse(question)
    except ControlledError as error:
        reason = f"the controlled English does not read at column {error.column}: {error.message}"
        return _unknown(question, reason, "", version)
    try:
        load_document(doc)
    except DataError as error:
        reason = f"the controlled English says a situation that cannot be judged: {error}"
        return _unknown(question, reason, "", version)
    answer = _judged(question, Candidate(reader=CONTROLLED, doc=doc), version)
    answer.reading = CONTROLLED
    answer.notes = ["read as controlled English (docs/ask.md)"]
    if answer.assumed:  # pragma: no cover - a controlled text leaves nothing to assume
        answer.notes.append("assumed: " + "; ".join(answer.assumed))
    return answer


def _played_out(reading: Reading, done: Reading) -> str:
    """What reading another player's act as done changed, said as a note ("" if nothing)."""
    said = []
    if done.chain_owner != reading.chain_owner:
        said.append(f"the spell {done.chain_owner} plays as waiting on the chain")
    if done.unit_owner != reading.unit_owner:
        said.append(f"the unit {done.unit_owner} moves as {done.unit_owner}'s")
    return f"read {' and '.join(said)}" if said else ""


def _without_lead(question: str, clauses: Clauses) -> str:
    """The question without the leading phrase its clauses found says nothing."""
    text = question.lstrip()
    for lead in clauses.said_nothing[:1]:
        if text.startswith(lead):
            return text[len(lead) :].lstrip(" :")
    return question


def _ignored(words: list[str]) -> str:
    said = ", ".join(f"'{w}'" for w in dict.fromkeys(words))
    return f"ignored {said}: ordinary English with no rules meaning"


def ask(question: str, rules_version: str | None = None) -> AskAnswer:
    """AskAnswer one question; UsageError when it is blank. ``rules_version`` None is the
    default version, or the one the question names."""
    from judge.rules.rulebook import open_rulebook

    if not question.strip():
        raise UsageError('the question is empty: ask e.g. judge ask "Is a recall a move?"')
    rulebook = open_rulebook()
    named = named_version(question, rulebook.versions())
    if named is not None:
        return _under_named(question, named, rules_version)
    version = rulebook.resolve_version(rules_version)
    if is_controlled(question):
        return _controlled(question, version)
    from judge.ask.cards import load_cards
    from judge.ask.choose import choose
    from judge.ask.clauses import questions_of
    from judge.ask.lexicon import load_lexicon
    from judge.ask.parse import clauses_of, opens_question, read, restatements
    from judge.ask.readings.ability_kinds import read_ability_kind
    from judge.ask.readings.card_chain import read_card_chain
    from judge.ask.readings.card_deck import read_seen_from_deck
    from judge.ask.readings.card_triggers import read_card_trigger, read_taken_at_end_of_turn
    from judge.ask.readings.characteristics import (
        read_changed_keyword,
        read_has_keyword,
        read_has_keyword_made_up,
        read_keyword_granted,
        read_keyword_kind,
    )
    from judge.ask.readings.combat_might import read_combat_kill
    from judge.ask.readings.copies import read_copy_keeps_keyword
    from judge.ask.readings.deciding import read_decides
    from judge.ask.readings.dependent import read_dependent
    from judge.ask.readings.hidden_targets import read_hand_target
    from judge.ask.readings.layers import read_might
    from judge.ask.readings.naming import read_naming
    from judge.ask.readings.new_choices import (
        read_choices_changed,
        read_hidden_new_target,
        read_new_choices,
    )
    from judge.ask.readings.recycle_over_banish import read_recycle_over_banish
    from judge.ask.readings.replacement_first import read_replacement_first
    from judge.ask.readings.source_targets import read_source_target
    from judge.ask.readings.swapping import read_swap, read_swap_card, unread_swap
    from judge.ask.readings.target_changes import read_target_changed
    from judge.ask.readings.targets import Unread, read_targeting
    from judge.ask.readings.trigger_order import read_trigger_order
    from judge.ask.tagger import without_trailing_adverbs

    words = normalise(question)
    if len(question) > MAX_QUESTION_CHARS:  # what was cut off may have changed the question
        reason = f"the question is longer than {MAX_QUESTION_CHARS} characters; ask it shorter"
        return _unknown(question, reason, "", version)
    if foreign_share(question) > FOREIGN_SHARE:
        return _unknown(question, "the question does not seem to be in English", "", version)
    cards = load_cards(version=version)
    lexicon = load_lexicon()
    clauses = clauses_of(question, lexicon)
    statements, asking = questions_of(question, functools.partial(opens_question, lexicon))
    if asking:
        return _several(question, statements, asking, version)
    # The readers below match a question's whole wording: a leading phrase ("Quick
    # question:") and an adverb that ends it ("... honestly?") that say nothing are left out.
    framed, unsaid = without_trailing_adverbs(_without_lead(question, clauses), lexicon)
    framed_clauses = clauses if framed == question else clauses_of(framed, lexicon)
    targeting = (
        read_targeting(framed, cards, framed_clauses)
        or read_hand_target(framed)
        or read_target_changed(framed)
        or read_source_target(framed)
        or read_ability_kind(framed, cards)
        or read_keyword_kind(framed)
        or read_has_keyword(framed, cards)
        or read_changed_keyword(framed, cards)
        or read_keyword_granted(framed)
        or read_has_keyword_made_up(framed)
        or read_card_chain(framed, cards)
        or read_card_trigger(framed, cards)
        or read_taken_at_end_of_turn(framed, cards)
        or read_seen_from_deck(framed, cards, version)
        or read_trigger_order(framed, cards)
        or read_might(framed, cards)
        or read_combat_kill(framed)
        or read_swap(framed)
        or read_swap_card(framed, cards)
        or read_replacement_first(framed, cards, version)
        or read_copy_keeps_keyword(framed, cards)
        or read_recycle_over_banish(framed, cards)
        or read_dependent(framed, cards, version)
        or read_naming(framed)
        or read_hidden_new_target(framed, cards)
        or read_new_choices(framed)
        or read_choices_changed(framed)
        or read_decides(framed)
    )
    if isinstance(targeting, Unread):  # it asks about card text the compiler did not read
        content = " ".join(w for w in words.split() if w not in lexicon.filler)
        return _unknown(question, targeting.reason, content, version, targeting.facts)
    if targeting is not None:  # a question about what an effect's text targets
        answer = _judged(question, targeting, version)
        answer.reading = targeting.reader
        answer.notes = list(targeting.notes)
        if unsaid:
            answer.notes.append(_ignored(unsaid))
        if answer.assumed:
            answer.notes.append("assumed: " + "; ".join(answer.assumed))
        return answer
    reading = read(question, lexicon, cards)
    choice = choose(reading)
    restated = ""
    done = read(question, lexicon, cards, played_out=True) if choice.candidate is None else None
    changed = _played_out(reading, done) if done is not None else ""
    if done is not None and changed:
        tried = choose(done)  # no reading takes another player's act itself: the state after
        if tried.candidate is not None:
            reading, choice = done, tried
            tried.candidate.notes.append(changed)
    for said in restatements(clauses, lexicon) if choice.candidate is None else ():
        again = read(said, lexicon, cards)
        tried = choose(again)
        if tried.candidate is not None:  # every word of it accounted for, as of the question
            reading, choice, restated = again, tried, said
            break
    if choice.candidate is None:
        content = " ".join(w for w in words.split() if w not in lexicon.filler)
        swapped = unread_swap(question)
        facts = () if swapped else choice.facts
        return _unknown(question, swapped or choice.reason, content, version, facts)
    candidate = choice.candidate
    answer = _judged(question, candidate, version)
    answer.reading = candidate.reader
    answer.notes = list(candidate.notes)
    if restated:
        answer.notes.insert(0, f"read as '{restated}'")
    if answer.assumed:
        answer.notes.append("assumed: " + "; ".join(answer.assumed))
    answer.notes += [
        f"read {quoted(typed)} as '{plain}' (look-alike, full-width or invisible characters)"
        for typed, plain in disguised(question)
    ]
    answer.notes += [
        f"read '{typed}' as '{read_as}'" for typed, read_as in reading.tagged.corrections
    ]
    if reading.tagged.ignored:
        answer.notes.append(_ignored(reading.tagged.ignored))
    return answer
