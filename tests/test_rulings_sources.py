"""Each answer names its sources: the official rulings (the FAQ topics' `rulings`, docs/faq.md)
that back the facts its verdict rests on, in `judge ask` (text, Markdown, JSON) and in
`judge fact ID`; none where no fact it rests on is backed."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.ask.answer import ask
from judge.engine.judging import judge_document
from judge.faq import topics
from judge.faq.topics import load_topics, rulings_by_fact

RULING_KEYS = {"title", "date", "label", "asked", "quote", "source", "url", "facts"}
RECALL = "Recalls are not moves."
AGENCY = "All players always have agency to act during Showdowns and Chains in all modes."
# Questions of several kinds: some rest on a backed fact, some on none, one is "depends".
QUESTIONS = [
    "Is a recall a move?",
    "Can my ally and I share control of battlefields?",
    "Can a unit move the turn it's played?",
    "How many copies of a card can I put in my deck?",
    "In 2v2, during my ally's turn, can I play a Reaction spell in combat?",
    "2v2: my teammate has focus in a showdown and the chain is empty. Can I play an Action "
    "spell right now?",
    "Can I hide a card at a battlefield?",
]


def _rested_on(question: str) -> set[str]:
    """The facts behind the citations of every situation the answer judged."""
    answer = ask(question)
    docs = [b["scenario"] for b in answer.branches] or [answer.scenario]
    return {
        fact
        for doc in docs
        if doc is not None
        for c in judge_document(doc, answer.rules_version).citations
        for fact in c.facts
    }


@pytest.mark.parametrize("question", QUESTIONS)
def test_ask_names_exactly_the_rulings_backing_the_facts_it_rests_on(question: str) -> None:
    every = rulings_by_fact()
    rested = _rested_on(question)
    expected = {r.quote for fact in rested for r in every.get(fact, ())}
    answer = ask(question)
    assert {r["quote"] for r in answer.rulings} == expected
    for ruling in answer.rulings:
        assert set(ruling) == RULING_KEYS
        assert ruling["facts"] and set(ruling["facts"]) <= rested
        assert all(any(r.quote == ruling["quote"] for r in every[f]) for f in ruling["facts"])


def test_a_recall_answer_names_the_patch_notes_in_every_format(cli) -> None:
    data = cli.json("ask", "Is a recall a move?")
    (ruling,) = [r for r in data["rulings"] if r["quote"] == RECALL]
    assert ruling["title"] == "Riftbound Core Rules Patch Notes"
    assert ruling["date"] == "2025-10"
    assert "recall.not_a_move" in ruling["facts"]
    text = cli("ask", "Is a recall a move?").stdout
    line = f"Official ruling: Riftbound Core Rules Patch Notes (2025-10): {RECALL}"
    assert line in text
    assert text.index("\nRules:\n") < text.index(line)
    markdown = cli("ask", "Is a recall a move?", "--format", "markdown").stdout
    assert "\nOfficial rulings:\n" in markdown
    assert "- [Riftbound Core Rules Patch Notes](https://" in markdown
    assert f"(2025-10): {RECALL}" in markdown


def test_no_ruling_is_named_where_no_fact_the_answer_rests_on_is_backed(cli) -> None:
    question = "How many copies of a card can I put in my deck?"
    assert cli.json("ask", question)["rulings"] == []
    assert "Official ruling" not in cli("ask", question).stdout
    assert "Official rulings" not in cli("ask", question, "--format", "markdown").stdout
    unknown = cli.json("ask", "Can a blorp zorp?")
    assert unknown["verdict"] == "unknown" and unknown["rulings"] == []


def test_a_teammate_acting_with_focus_names_the_rules_notes_on_agency() -> None:
    answer = ask(
        "2v2: it's my ally's turn and they have focus in a showdown, the chain is empty and "
        "they don't invite me. Can I play an Action spell?"
    )
    ruled = {r["quote"]: r for r in answer.rulings}
    assert ruled[AGENCY]["facts"] == ["focus.permission"]


def test_a_text_of_several_questions_names_the_rulings_of_each_part() -> None:
    answer = ask("Is a recall a move? Can my ally and I share control of battlefields?")
    assert answer.verdict == "no"
    quotes = [r["quote"] for r in answer.rulings]
    assert RECALL in quotes
    assert quotes[-1].startswith("No, you and your ally can never have units")
    assert len(quotes) == len(set(quotes))
    assert {q for part in answer.parts for q in (r["quote"] for r in part["rulings"])} == set(
        quotes
    )


def test_fact_shows_its_statement_clauses_and_rulings(cli) -> None:
    text = cli("fact", "recall.not_a_move").stdout
    assert text.startswith("recall.not_a_move\n")
    assert "\n  456  Recalls are not Moves." in text
    assert "Core Rules 2026-03-30: 451, 451.1" in text
    assert f"Official ruling: Riftbound Core Rules Patch Notes (2025-10): {RECALL}" in text
    data = cli.json("fact", "focus.permission")
    (agency,) = [r for r in data["rulings"] if r["quote"] == AGENCY]
    assert agency["facts"] == ["focus.permission"]
    assert all(set(r) == RULING_KEYS for r in data["rulings"])
    assert data["rules_version"] == "2026-07-16"
    assert "489.8.a" in [c["rule"] for c in data["citations"]]
    assert data["clauses"]["2026-03-30"][-1] == "484.8.a"
    old = cli.json("fact", "focus.permission", "-r", "1.3")
    assert "484.8.a" in [c["rule"] for c in old["citations"]]
    assert cli.json("fact", "units.enter_exhausted")["rulings"] == []
    assert "Official ruling" not in cli("fact", "units.enter_exhausted").stdout


def test_an_unknown_fact_exits_2_naming_the_nearest(cli) -> None:
    result = cli("fact", "recall.not_a_mov")
    assert result.exit_code == 2
    assert "did you mean recall.not_a_move" in result.stderr


def test_the_loader_gives_each_backed_fact_its_rulings_once() -> None:
    every = rulings_by_fact()
    for topic in load_topics():
        for ruling in topic.rulings:
            for fact in ruling.facts:
                (same,) = [
                    r for r in every[fact] if (r.source, r.quote) == (ruling.source, ruling.quote)
                ]
                assert set(ruling.facts) <= set(same.facts)
    for fact, rulings in every.items():
        assert len({(r.source, r.quote) for r in rulings}) == len(rulings), fact
    # move.teammate_battlefield's FAQ answer is quoted by two topics, named once, backing
    # the facts both give it
    (shared,) = every["move.teammate_battlefield"]
    assert every["team.control_not_shared"] == (shared,)


def test_asked_for_some_facts_the_loader_reads_only_the_topics_naming_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    every = rulings_by_fact()
    read: list[str] = []
    load = topics.load_topic
    monkeypatch.setattr(
        topics, "load_topic", lambda path, *rest: read.append(path.stem) or load(path, *rest)
    )
    assert rulings_by_fact(["recall.not_a_move", "units.enter_exhausted"]) == {
        "recall.not_a_move": every["recall.not_a_move"]
    }
    assert "moving-units" in read and "priority-and-the-chain" not in read
    read.clear()
    assert rulings_by_fact(["deck.copies_limit_not_a_fact"]) == {}
    assert read == []


def test_a_topic_file_the_index_does_not_hold_is_read(tmp_path: Path) -> None:
    source = topics.faq_dir() / "priority-and-the-chain.yaml"
    (tmp_path / "priority-and-the-chain.yaml").write_text(source.read_text(encoding="utf-8"))
    found = rulings_by_fact(["focus.permission"], folder=tmp_path)
    assert AGENCY in [r.quote for r in found["focus.permission"]]
