"""`judge faq`: topics load, every answer is the engine's, rulings are quoted verbatim."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from judge.engine.facts import fact_book
from judge.engine.judging import judge_document
from judge.errors import DataError
from judge.faq.topics import faq_dir, load_topic, load_topics
from judge.pages.faq import general
from judge.pages.faq.answers import KEY_CLAUSES, JudgedAnswer, answer_topic, engine_judge
from judge.pages.faq.check import Side, check_topics, compare
from judge.pages.faq.pages import (
    QUICK_ROOM,
    SHORT_SENTENCE,
    quick_key,
    quick_size,
    short_answer,
)
from judge.pages.faq.render import html, markdown
from judge.pages.site.build import version_entry
from judge.rules.rulebook import Rulebook
from tests.conftest import SOURCES

TOPICS = load_topics()
RULINGS = [
    pytest.param(topic, ruling, id=f"{topic.id}-{index}")
    for topic in TOPICS
    for index, ruling in enumerate(topic.rulings)
]
QUESTIONS = [
    pytest.param(question, id=f"{topic.id}-{question.text}")
    for topic in TOPICS
    for question in topic.questions
]


@pytest.mark.parametrize(("topic", "ruling"), RULINGS)
def test_ruling_is_quoted_verbatim_from_its_source(topic, ruling) -> None:
    source = (SOURCES / ruling.source).read_text(encoding="utf-8")
    assert ruling.quote in source
    if ruling.label:
        assert f"**{ruling.label}:** {ruling.quote}" in source
    if ruling.asked:  # the FAQ's own question, then its answer
        assert f"### Q: {ruling.asked}" in source
        assert source.index(ruling.quote) > source.index(f"### Q: {ruling.asked}")


@pytest.mark.parametrize("question", QUESTIONS)
def test_answer_and_citations_are_the_engines(question, cli) -> None:
    verdict = judge_document({**question.scenario, "rules_version": "2026-07-16"})
    data = cli.json("faq")
    shown = [q for t in data["topics"] for q in t["questions"] if q["question"] == question.text]
    assert len(shown) == 1
    [answer] = shown
    assert answer["verdict"] == verdict.verdict
    cited = [{"rule": c.rule, "text": c.text} for c in verdict.citations]
    # each case cites the clauses deciding it, and only those: a "no" never borrows the
    # clauses (timing, routes) that a "yes" case rests on
    assert answer["citations"] == cited
    if answer["worked"]:  # one board: the rule in general, the board apart
        assert general.describes_board(question.scenario)
        opening = verdict.verdict.capitalize() + ". "
        if general.is_open(question.text):  # "where ...?" is answered by the rule, not "No."
            assert not answer["answer"].startswith(opening)
            # nor is its board: the engine's answer without its yes or no
            assert answer["worked"] == verdict.answer.removeprefix(opening)
        else:
            assert answer["worked"] == verdict.answer
            if verdict.verdict in ("yes", "no"):
                other = {"yes": "no", "no": "yes"}[verdict.verdict]
                if any(branch["verdict"] == other for branch in answer["branches"]):
                    # a case below has the other verdict: the answer is not a flat yes or no
                    opening = verdict.verdict.capitalize() + ", except in the case"
                assert answer["answer"].startswith(opening)
        for statement in general.deciding(verdict):
            assert fact_book().by_id[statement].statement in answer["answer"]
    else:  # about the rules themselves, no fact decided it, or the board adds nothing to
        # the rule: the engine's answer is all of it
        assert verdict.answer in answer["answer"]
        if not general.describes_board(question.scenario):
            assert answer["answer"].startswith(verdict.answer)
    for branch in answer["branches"]:  # each case the question covers, judged by the engine
        variant = next(v for v in question.variants if v.when == branch["when"])
        document = {**variant.question.scenario, "rules_version": "2026-07-16"}
        branch_verdict = judge_document(document)
        assert branch["verdict"] == branch_verdict.verdict
        own = [{"rule": c.rule, "text": c.text} for c in branch_verdict.citations]
        # the case's own clauses, and only those; what it changes first
        assert sorted(branch["citations"], key=str) == sorted(own, key=str)
        changed = general.differing(verdict, branch_verdict)
        if changed and own:
            facts = {c.rule: set(c.facts) for c in branch_verdict.citations}
            assert facts[branch["citations"][0]["rule"]] & set(changed)
        assert f"if {branch['when']}".lower() in answer["answer"].lower()
        if general.is_open(question.text):
            assert f"yes if {branch['when']}" not in answer["answer"].lower()
            assert f"no if {branch['when']}" not in answer["answer"].lower()
    assert verdict.citations, "every FAQ answer cites the rules"


@pytest.mark.parametrize("fmt", ["markdown", "html", "json"])
@pytest.mark.parametrize("topic", [t.id for t in TOPICS])
def test_every_topic_renders(topic: str, fmt: str, cli) -> None:
    result = cli("faq", topic, "--format", fmt)
    assert result.exit_code == 0, result.output
    assert "2026-07-16" in result.stdout


def test_markdown_page_has_the_seed_sections(cli) -> None:
    page = cli("faq", "moving-units", "--rules-version", "1.3").stdout
    for heading in [
        "## What the Core Rules say",
        "## Common questions",
        "## Example: ",
        "## Official rulings",
    ]:
        assert heading in page
    assert "### Is a recall a move?" in page
    assert "Core Rules 450, 451, 451.1 (2026-03-30)" in page


def test_hostile_topic_text_cannot_inject_markup(rulebook: Rulebook, tmp_path: Path) -> None:
    hostile = "<script>alert(1)</script><img src=x onerror=alert(2)> [link](javascript:x) *em*"
    card = "<img src=x onerror=alert(3)>"
    card_scenario = {
        "situation": {"units": [{"name": card, "played_this_turn": True}]},
        "question": {"standard_move": {"units": [card], "to": "battlefield 1"}},
    }
    path = tmp_path / "hostile.yaml"
    path.write_text(
        json.dumps(
            {
                "title": hostile,
                "summary": hostile,
                "explanation": [hostile],
                "questions": [
                    {"question": hostile, "scenario": {"question": {"is_move": "recall"}}},
                    {"question": "A card named like markup", "scenario": card_scenario},
                ],
                "rulings": [
                    {
                        "quote": hostile,
                        "label": hostile,
                        "source": "x",
                        "title": hostile,
                        "date": hostile,
                        "url": "https://x.example/<script>alert(4)</script> a>b",
                    }
                ],
            }
        )
    )
    answered = [answer_topic(load_topic(path), "2026-07-16", engine_judge())]
    version = version_entry(rulebook.version_info("2026-07-16"), rulebook.default_version)
    page = html(answered, version)
    assert "<script>alert" not in page and "<img" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&lt;img src=x onerror=alert(3)&gt; is exhausted" in page
    text = markdown(answered, version)
    assert "<script>" not in text and "<img" not in text and "[link](" not in text
    assert r"\[link\](javascript:x) \*em\*" in text
    assert "(<https://x.example/%3Cscript%3Ealert(4)%3C/script%3E%20a%3Eb>)" in text
    titled = markdown(answered, replace(version, title=hostile))
    assert "<script>" not in titled and "[link](" not in titled


@pytest.mark.parametrize(
    ("content", "message"),
    [
        pytest.param(
            "title: x\n", "top level: missing required key 'questions'", id="no-questions"
        ),
        pytest.param(
            "title: x\nquestions:\n  - question: q\n    scenaro: {}\n",
            "questions > 0 > scenaro: unknown key; expected one of question, scenario, variants "
            "(did you mean 'scenario'?)",
            id="misspelt-key",
        ),
        pytest.param(
            "title: x\nquestions: []\n", "questions: expected a non-empty list", id="empty"
        ),
        pytest.param(
            "title: x\nquestions:\n  - {question: q, scenario: {question: {}}}\nrulings:\n"
            "  - {quote: q, source: s, title: t, date: d, url: 'javascript:x'}\n",
            "rulings > 0 > url: expected an https:// address",
            id="bad-url",
        ),
    ],
)
def test_a_broken_topic_names_file_line_and_field(tmp_path: Path, content: str, message: str):
    path = tmp_path / "broken.yaml"
    path.write_text(content)
    with pytest.raises(DataError) as caught:
        load_topic(path)
    assert str(caught.value).startswith(f"{path}:")
    assert str(caught.value).endswith(message)


def test_unknown_topic_exits_2_naming_the_topics(cli) -> None:
    result = cli("faq", "moving-unit")
    assert result.exit_code == 2
    # the nearest topic first (others as near may follow: "scoring-and-winning")
    assert result.stderr.startswith("judge: unknown FAQ topic 'moving-unit'; known: moving-units")


def test_out_writes_the_file_whole(cli, tmp_path: Path) -> None:
    out = tmp_path / "moving.html"
    result = cli("faq", "moving-units", "--format", "html", "--out", str(out))
    assert result.exit_code == 0, result.output
    page = out.read_text()
    assert page.startswith("<!doctype html>") and "<style>" in page
    assert list(tmp_path.iterdir()) == [out]


def test_out_unwritable_exits_4(cli, tmp_path: Path) -> None:
    result = cli("faq", "--out", str(tmp_path / "missing" / "faq.md"))
    assert result.exit_code == 4
    assert result.stderr.startswith(f"judge: cannot write {tmp_path / 'missing' / 'faq.md'}: ")


def test_check_lists_renumbered_answers(cli) -> None:
    data = cli.json("faq", "--check", "1.3", "1.4")
    assert data["old"] == "2026-03-30" and data["new"] == "2026-07-16"
    assert data["checked"] == sum(len(t.questions) + (t.example is not None) for t in TOPICS)
    recall = next(
        c for c in data["changed"] if c["question"] == "Example: Recalled from Vilemaw's Lair"
    )
    assert recall["changes"] == ["renumbered"] and recall["group"] == "renumbered"
    assert recall["renumbered"][0] == {"from": "451", "to": "456"}
    assert recall["old"] == {"verdict": "yes", "citations": ["451", "451.1", "451.3", "450"]}
    assert recall["new"] == {"verdict": "yes", "citations": ["456", "456.1", "456.3", "455"]}
    assert sum(data["groups"].values()) == len(data["changed"])


def test_check_separates_the_few_to_rewrite_from_renumbered_citations(cli) -> None:
    data = cli.json("faq", "--check", "1.3", "1.4")
    groups = {c["question"]: c["group"] for c in data["changed"]}
    assert groups["In 2v2, can my ally and I share a battlefield?"] == "rewrite"  # yes -> no
    assert groups["Example: Recalled from Vilemaw's Lair"] == "renumbered"
    # The recall's damage and statuses: 453.1 and 458.1 say it differently (judge diff pairs
    # them not), so the general answer that covers that branch is one to rewrite.
    assert groups["Is a recall a move?"] == "rewrite"
    for change in data["changed"]:
        meaning = {"verdict", "answer", "clauses", "unanswerable"} & set(change["changes"])
        assert (change["group"] == "rewrite") == bool(meaning), change
        if change["group"] == "renumbered":
            assert change["changes"] == ["renumbered"] and change["reworded"] == []
    text = cli("faq", "--check", "1.3", "1.4").stdout
    rewrite, rest = text.split("Same answer, a cited clause reworded", 1)
    assert "In 2v2, can my ally and I share a battlefield?  [verdict" in rewrite
    assert (
        "moving-units: Example: Recalled from Vilemaw's Lair\n  451 -> 456, 451.1 -> 456.1" in rest
    )
    assert "Recalled from Vilemaw's Lair" not in rewrite


def test_check_text_and_same_version(cli) -> None:
    result = cli("faq", "--check", "1.4", "1.4")
    assert result.exit_code == 0
    assert result.stdout.startswith("FAQ answers that change from 2026-07-16 to 2026-07-16: 0 of ")
    result = cli("faq", "--check", "1.3", "1.4")
    assert "  2026-03-30: yes; Core Rules 144.4, " in result.stdout


def test_check_rejects_html(cli) -> None:
    result = cli("faq", "--check", "1.3", "1.4", "--format", "html")
    assert result.exit_code == 2


@pytest.mark.parametrize(
    ("old", "new", "kinds"),
    [
        pytest.param(
            Side("no", ("1",), ("a b",)), Side("yes", ("1",), ("a b",)), ("verdict",), id="verdict"
        ),
        pytest.param(
            Side("no", ("1",), ("a b",), "x"),
            Side("no", ("1",), ("a b",), "y"),
            ("answer",),
            id="answer",
        ),
        pytest.param(
            Side("no", ("101.1",), ("Units move.",)),
            Side("no", ("102.1",), ("Units move.",)),
            ("renumbered",),
            id="renumbered",
        ),
        pytest.param(
            Side("no", ("101.1",), ("Units move. See rule 301. Moves for more information.",)),
            Side("no", ("101.1",), ("Units “move” See rule 305. Moves for more information.",)),
            (),
            id="punctuation-and-references-are-not-meaning",
        ),
        pytest.param(
            Side("no", ("1",), ("Units can move to a battlefield.",)),
            Side("no", ("1",), ("Units can move to an uncontested battlefield.",)),
            ("wording",),
            id="reworded",
        ),
        pytest.param(
            Side("no", ("1",), ("Units can move.",)),
            Side("no", ("1", "2"), ("Units can move.", "Gear never moves anywhere.")),
            ("clauses",),
            id="clause-added",
        ),
        pytest.param(
            Side("no", ("1",), ("a",)), Side(error="gone"), ("unanswerable",), id="unanswerable"
        ),
        pytest.param(Side("no", ("1",), ("a",)), Side("no", ("1",), ("a",)), (), id="same"),
    ],
)
def test_change_kinds(old: Side, new: Side, kinds: tuple[str, ...]) -> None:
    assert compare(old, new).kinds == kinds


def test_topics_live_in_rules_data() -> None:
    assert sorted(p.stem for p in faq_dir().glob("*.yaml")) == [t.id for t in TOPICS]


def test_all_topics_in_one_document(cli) -> None:
    page = cli("faq", "--format", "html").stdout
    assert page.count("<!doctype html>") == 1
    assert page.count('<article class="topic"') == len(TOPICS)
    markdown_pages = cli("faq").stdout
    assert markdown_pages.count("\n---\n") == len(TOPICS) - 1


def test_a_scenario_the_engine_rejects_names_the_topic_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        "title: x\nquestions:\n  - question: Bad one\n    scenario:\n      situation:\n"
        "        units: [{name: Yasuo, keywords: [Ganknig]}]\n"
        "      question: {standard_move: {units: [Yasuo], to: battlefield 1}}\n"
    )
    topic = load_topic(path)
    with pytest.raises(DataError) as caught:
        answer_topic(topic, "2026-07-16", engine_judge())
    message = str(caught.value)
    assert message.startswith(f"{path}:5: 'Bad one': scenario > situation > units > 0 > keywords")
    assert "did you mean 'Ganking'?" in message
    with pytest.raises(DataError):
        check_topics([topic], "2026-03-30", "2026-07-16", engine_judge())


INTERNAL = re.compile(r"No facts explain|'[a-z]+_[a-z_]+'|\bfacts? (?:that )?decide")
NOT_PART = re.compile(r"([\w-]+) is not part of the (\S+) Core Rules")


@pytest.mark.parametrize("version", ["1.0", "1.2", "1.3", "1.4"])
def test_pages_for_every_version_speak_plainly_and_truly(
    version: str, cli, rulebook: Rulebook
) -> None:
    """No internal names or messages on a FAQ page, and "X is not part of the rules" only
    where the version's text never mentions X (Ganking is in v1.0, under another number)."""
    page = cli("faq", "--rules-version", version).stdout.replace("\\_", "_")
    assert not INTERNAL.search(page), INTERNAL.search(page)
    for keyword, named in NOT_PART.findall(page):
        assert not rulebook.mentions(named, keyword), f"{keyword} is in {named}"
    for line in page.splitlines():
        if line.startswith("Not answered under"):
            assert re.fullmatch(r"Not answered under the [\d-]+ Core Rules: [^_]+\.", line), line


def test_an_old_version_says_in_plain_words_what_it_cannot_answer(cli) -> None:
    page = cli("faq", "moving-units", "-r", "1.0").stdout
    assert "Not answered under the 2025-06-02 Core Rules: the judge's rules on Ganking" in page
    assert "Ganking is not part of" not in page


@pytest.mark.parametrize("topic", TOPICS, ids=[t.id for t in TOPICS])
def test_key_clauses_quote_each_answers_rule_and_stay_few(topic) -> None:
    answered = answer_topic(topic, "2026-07-16", engine_judge())
    key = [c.rule for c in answered.key]
    assert 0 < len(key) <= KEY_CLAUSES and len(set(key)) == len(key)
    assert set(key) <= {c.rule for c in answered.quoted}
    defining = {c.rule for c in answered.quoted if not c.text.rstrip().endswith(":")}
    firsts = [next((c.rule for c in a.own[:3] if c.rule in defining), "") for a in answered.answers]
    firsts = [rule for rule in firsts if rule]
    if len(set(firsts)) <= KEY_CLAUSES:  # every question's deciding clause is quoted
        assert set(firsts) <= set(key)


@pytest.mark.parametrize("topic", TOPICS, ids=[t.id for t in TOPICS])
def test_a_quick_reference_keeps_to_one_sheets_room(topic) -> None:
    """What tests/test_site_browser.py prints in Chromium, counted without a browser: the
    short answers and the key clauses chosen for the sheet stay within its room, the
    deciding clauses first."""
    answered = answer_topic(topic, "2026-07-16", engine_judge())
    key = quick_key(answered)
    assert key and quick_size(answered, key) <= QUICK_ROOM
    assert set(key) <= set(answered.key)
    if len(key) < len(answered.key):  # a clause was left out: none more needed is kept after it
        left = [c for c in answered.key if c not in key]
        room = QUICK_ROOM - quick_size(answered, key)
        assert all(len(c.text) > room for c in left)


def test_a_short_answer_gives_a_long_reason_to_the_full_page_never_a_cut_sentence() -> None:
    reason = "A unit can move; " + "it " * SHORT_SENTENCE + "moves."
    assert short_answer(f"No. {reason}", []) == "No."
    assert short_answer("No. A unit can't move twice. It is exhausted.", []) == (
        "No. A unit can't move twice."
    )
    branch = "Yes if it has Ganking: a unit with Ganking can move between battlefields."
    assert short_answer(f"No. {reason}", [branch]) == "No. Yes if it has Ganking."
    assert short_answer(reason, []) == reason  # an open answer has no verdict to stand alone


@pytest.mark.parametrize("topic", TOPICS, ids=[t.id for t in TOPICS])
def test_an_answer_made_of_statements_lists_them_each_with_its_clauses(topic) -> None:
    answered = answer_topic(topic, "2026-07-16", engine_judge())
    for answer in answered.answers:
        if not answer.points:
            continue
        assert answer.rule == answer.points[0][0] and not answer.branches
        # the statements are the whole answer, in its order, each citing only its clauses
        assert " ".join(statement for statement, _ in answer.points) == answer.answer
        cited = {c.rule for c in answer.own}
        for _, clauses in answer.points:
            assert clauses and {c.rule for c in clauses} <= cited


def test_a_general_answer_of_many_statements_is_listed() -> None:
    topic = next(t for t in TOPICS if t.id == "moving-units")
    answered = answer_topic(topic, "2026-07-16", engine_judge())
    asked = "Which battlefields can't units move to?"
    [answer] = [a for a in answered.answers if a.question == asked]
    assert len(answer.points) >= 3


def _answered(topic_id: str, question: str) -> JudgedAnswer:
    topic = next(t for t in TOPICS if t.id == topic_id)
    answered = answer_topic(topic, "2026-07-16", engine_judge())
    [answer] = [a for a in answered.answers if a.question == question]
    return answer


def test_what_happens_is_said_in_the_order_of_play() -> None:
    # Moving to a battlefield you control: no contest (450) as the move ends, then the
    # cleanup after it (453); the deciding clause first.
    moved = _answered(
        "battlefield-control", "What happens when I move to a battlefield I already control?"
    )
    assert moved.worked.startswith("You already control battlefield 1, so Garen does not contest")
    assert moved.worked.endswith("A cleanup follows the move.")
    assert [c.rule for c in moved.own][:1] == ["450"]
    assert [c.rule for c in moved.own].index("450") < [c.rule for c in moved.own].index("453")


def test_the_combat_cleanup_says_what_happened_to_the_damage_and_the_attackers() -> None:
    # Neither unit dies: the answer says the healing and the attacker's recall, and why
    # neither died for both units or for neither, never one unit's damage below its Might
    # without the other's (it would read as if the other were killed).
    asked = (
        "After combat damage in which no unit dies, what happens to the damage and to the "
        "attackers?"
    )
    cleaned = _answered("showdowns-and-combat", asked)
    assert "healed" in cleaned.worked and "Garen is recalled to base" in cleaned.worked
    below = [unit for unit in ("Garen", "Sett") if f"{unit} has" in cleaned.worked]
    assert below in ([], ["Garen", "Sett"]), cleaned.worked


def test_the_runes_answer_says_the_domain_rule_and_the_exhausted_rune_recycled() -> None:
    runes = _answered("runes-and-the-rune-pool", "What are the rules for runes?")
    said = {b.heading: b.said for b in runes.branches}
    other = said["If the Power asked is of another domain than the rune's"]
    assert "Power pays Power costs of its own domain" in other
    recycled = said["If the rune is exhausted and the spell costs 1 Fury Power"]
    assert "Recycling Fury Rune 1 adds 1 Fury Power" in recycled
