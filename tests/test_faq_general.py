"""The general answer (judge.pages.faq.general) from verdicts alone: what decided the
question's own case, what each variant adds, and nothing said for a case it cannot settle
but the engine's reason."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from judge.pages.faq.general import Case, deciding, describes_board, general_answer, is_open


@dataclass(frozen=True)
class Finding:
    fact: str
    status: str
    statement: str
    excused_by: tuple[Finding, ...] = ()


@dataclass(frozen=True)
class Cite:
    rule: str
    facts: tuple[str, ...]
    text: str = ""
    version: str = "v"


@dataclass(frozen=True)
class Verdict:
    verdict: str
    answer: str
    citations: tuple[Cite, ...]
    findings: tuple[Finding, ...] = ()
    kind: str = "standard_move"
    rules_version: str = "v"
    hints: tuple[str, ...] = field(default=())


BOARD = {"situation": {"units": [{"name": "Test Unit"}]}, "question": {}}
COST = "Exhausting the unit is the cost."
ENTERS = "Units enter exhausted."
ACCELERATE = "Accelerate makes it enter ready."
TIMING = "Main Phase only."

NO_CASE = Verdict(
    "no",
    "No. Test Unit is exhausted.",
    (Cite("1.2", ("cost",)), Cite("1.3", ("enters",))),
    (
        Finding("timing", "held", TIMING),
        Finding("cost", "failed", COST),
        Finding("enters", "failed", ENTERS),
        Finding("accelerate", "not applicable", ACCELERATE),
    ),
)
YES_CASE = Verdict(
    "yes",
    "Yes. Test Unit was accelerated.",
    (Cite("9.1", ("accelerate",)), Cite("1.2", ("cost",)), Cite("1.1", ("timing",))),
    (
        Finding("timing", "held", TIMING),
        Finding("cost", "held", COST),
        Finding("accelerate", "held", ACCELERATE),
    ),
)


def test_no_is_said_with_the_facts_that_failed_and_the_board_kept_apart() -> None:
    assert deciding(NO_CASE) == ["cost", "enters"]
    said = general_answer(Case("", BOARD, NO_CASE), [])
    assert said.answer == f"No. {COST} {ENTERS}"
    assert said.worked == NO_CASE.answer and "Test Unit" not in said.answer


def test_a_variant_with_another_verdict_says_what_changed_only() -> None:
    said = general_answer(Case("", BOARD, NO_CASE), [Case("it was accelerated", BOARD, YES_CASE)])
    # "cost" changed status too, but was said already; "timing" held in both: not said.
    case = f"Yes if it was accelerated: {ACCELERATE}"
    assert said.answer == f"No, except in the case below. {COST} {ENTERS} {case}"
    assert [(b.when, b.verdict) for b in said.branches] == [("it was accelerated", "yes")]


def test_a_case_the_engine_cannot_settle_is_said_with_its_reason() -> None:
    unknown = Verdict("unknown", "Not answered under the v Core Rules: why.", ())
    said = general_answer(Case("", BOARD, NO_CASE), [Case("it is 2v2", BOARD, unknown)])
    assert said.answer.endswith("If it is 2v2: Not answered under the v Core Rules: why.")
    alone = general_answer(Case("", BOARD, unknown), [Case("x", BOARD, YES_CASE)])
    # Its own case not answered, the cases the engine settles still are, each by its board.
    assert alone.answer == f"{unknown.answer} Yes if x: Test Unit was accelerated."
    assert alone.worked == "" and [(b.when, b.verdict) for b in alone.branches] == [("x", "yes")]
    unsettled = general_answer(Case("", BOARD, unknown), [Case("x", BOARD, unknown)])
    assert unsettled.answer == unknown.answer and unsettled.branches == ()


def test_a_question_about_the_rules_is_the_engines_answer() -> None:
    rules = {"question": {"is_move": "recall"}}
    said = general_answer(Case("", rules, NO_CASE), [])
    assert said.answer == NO_CASE.answer and said.worked == ""


def test_an_open_question_is_answered_by_the_rule_and_its_cases_by_their_condition() -> None:
    variants = [Case("it was accelerated", BOARD, YES_CASE)]
    said = general_answer(Case("", BOARD, NO_CASE), variants, open_question=True)
    # The case's board goes the other way, so its answer's first sentence follows its rules.
    board = "Test Unit was accelerated."
    assert said.answer == f"{COST} {ENTERS} If it was accelerated: {ACCELERATE} {board}"
    assert [(b.heading, b.verdict) for b in said.branches] == [("If it was accelerated", "yes")]
    assert said.worked == "Test Unit is exhausted."  # its board, without the "No."


def test_an_open_questions_case_going_the_same_way_adds_only_its_rules() -> None:
    variants = [Case("it was accelerated", BOARD, YES_CASE)]
    said = general_answer(Case("", BOARD, replace(NO_CASE, verdict="yes")), variants, True)
    assert said.answer.endswith(f"If it was accelerated: {ACCELERATE}")


def test_an_open_questions_case_of_another_kind_is_said_by_its_condition_too() -> None:
    # A "no" case beside it made no exception of the open answer, so the case asking what
    # happens is not named by its verdict ("Yes if the turn ends").
    happens = Verdict(
        "yes",
        "Yes. It empties.",
        (Cite("2.1", ("empties",)),),
        (Finding("empties", "happened", "The pool empties."),),
        kind="outcomes",
    )
    variants = [Case("it was accelerated", BOARD, YES_CASE), Case("the turn ends", BOARD, happens)]
    said = general_answer(Case("", BOARD, NO_CASE), variants, open_question=True)
    assert [b.heading for b in said.branches] == ["If it was accelerated", "If the turn ends"]
    assert "Yes if" not in said.answer and not said.answer.startswith("No")


def test_what_happens_says_what_happened_and_what_the_board_stopped() -> None:
    # "What happens when I move to a battlefield I already control?": the contest rule was
    # stopped (you control it), then a cleanup follows the move: that nothing is contested is
    # the answer too, said in the order of play. A stopped rule the engine does not cite (the
    # cleanup repeating) is not said.
    moved = Verdict(
        "cleanup",
        "You already control battlefield 1, so ... A cleanup follows the move.",
        (Cite("450", ("contest",)), Cite("453", ("cleanup",))),
        (
            Finding(
                "contest",
                "prevented",
                "Moving to a battlefield you don't control contests it; to one you control, not.",
            ),
            Finding("cleanup", "happened", "A cleanup follows a move."),
            Finding("repeats", "prevented", "A cleanup repeats while something changed."),
        ),
        kind="after_move",
    )
    assert deciding(moved, open_question=True) == ["contest", "cleanup"]  # the order of play
    said = general_answer(Case("", BOARD, moved), [], open_question=True)
    assert said.answer == (
        "Moving to a battlefield you don't control contests it; to one you control, not. "
        "A cleanup follows a move."
    )
    assert said.worked == moved.answer


def test_which_questions_are_open() -> None:
    assert is_open("Where can I play units and gear?")
    assert is_open("When do units and gear get recalled?")
    assert is_open("When a unit with gear attached is killed, what happens to the gear?")
    assert not is_open("When I activate an ability, does it go on the chain?")
    assert not is_open("Can a unit move the turn it's played?")
    assert is_open("In what order are the phases of a turn?")
    assert not is_open("In 2v2, can my ally and I share a battlefield?")
    assert not is_open("In a three-player game, has my spell resolved?")


def test_a_deck_is_a_board_though_it_has_no_situation() -> None:
    assert describes_board({"question": {"deck_legal": {"legend": "X"}}})
    assert describes_board({"situation": {}, "question": {"is_move": "recall"}})
    assert not describes_board({"question": {"explain": "recalls"}})
