"""`judge ask` through the CLI: formats, --explain, --rules-version, piped questions,
the interactive prompt, and the errors a user can cause."""

from __future__ import annotations

import json
import re
from pathlib import Path

from judge.ask.prompt import BANNER, DROPPED, HELP_TEXT, Session, answer_lines, run_prompt

QUESTION = "Is a recall a move?"


def test_text_answer(cli) -> None:
    result = cli("ask", QUESTION)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "NO  (Core Rules 2026-07-16)"
    assert "Understood as: a 1v1 game: is a recall a move?" in result.stdout
    assert "\n  455  A Recall is when a Permanent" in result.stdout


def test_json_shape(cli) -> None:
    data = cli.json("ask", QUESTION)
    assert {"question", "verdict", "answer", "rules_version", "citations", "understood"} <= set(
        data
    )
    assert data["question"] == QUESTION
    assert data["verdict"] == "no"
    assert data["scenario"] == {"question": {"is_move": "recall"}}
    assert all(set(c) >= {"rule", "text"} for c in data["citations"])


def test_markdown(cli) -> None:
    result = cli("ask", QUESTION, "--format", "markdown")
    assert result.exit_code == 0
    assert result.stdout.startswith("**No.** ")
    assert "- **455** A Recall is when" in result.stdout


def test_explain_adds_the_justification_tree(cli) -> None:
    plain = cli("ask", "Can a unit move the turn it's played?").stdout
    explained = cli("ask", "Can a unit move the turn it's played?", "--explain").stdout
    assert "Justification:" not in plain
    assert "Justification:" in explained
    assert "[failed]" in explained
    assert "Would change the verdict:" in explained


def test_rules_version_cites_that_versions_numbers(cli) -> None:
    new = cli.json("ask", QUESTION)
    seed = cli.json("ask", QUESTION, "--rules-version", "2026-10-09")
    assert seed["rules_version"] == "2026-10-09"
    assert "455" in [c["rule"] for c in new["citations"]]
    assert "457" in [c["rule"] for c in seed["citations"]]


def test_alias_of_a_version(cli) -> None:
    assert cli.json("ask", QUESTION, "-r", "1.3")["rules_version"] == "2026-03-30"


def test_a_version_named_in_the_question_is_the_one_judged_under(cli) -> None:
    for said in ("v1.3: ", "Under the March 2026 rules, ", "Using the 1.3 rules, "):
        data = cli.json("ask", said + QUESTION)
        assert data["rules_version"] == "2026-03-30", said
        assert data["verdict"] == "no"
        assert data["question"] == said + QUESTION
        assert "450" in [c["rule"] for c in data["citations"]]  # Recall, numbered in v1.3
        assert data["notes"][0].startswith("judged under Riftbound Core Rules v1.3")


def test_a_named_version_never_overrides_the_one_asked_for(cli) -> None:
    data = cli.json("ask", "v1.3: " + QUESTION, "-r", "1.4")
    assert data["verdict"] == "unknown"
    assert "-r 2026-03-30" in data["answer"]
    assert cli.json("ask", "v1.3: " + QUESTION, "-r", "1.3")["verdict"] == "no"


def test_a_named_version_that_is_not_installed_is_unknown(cli) -> None:
    for said in ("Under the v2.0 rules, ", "Per the March 2025 rules, "):
        data = cli.json("ask", said + QUESTION)
        assert data["verdict"] == "unknown"
        assert "fits none of the installed versions" in data["answer"]


def test_numbers_that_are_not_versions_stay_in_the_question() -> None:
    from judge.ask.versions import named_version
    from judge.rules.rulebook import open_rulebook

    versions = open_rulebook().versions()
    for question in ("Is rule 359.3.e about targets?", "Can I deal 1.5 damage?", "in march"):
        assert named_version(question, versions) is None


def test_unknown_version_exits_2(cli) -> None:
    result = cli("ask", QUESTION, "--rules-version", "9.9")
    assert result.exit_code == 2
    assert result.stderr.startswith("judge: ")
    assert len(result.stderr.strip().splitlines()) == 1


def test_empty_question_exits_2(cli) -> None:
    for blank in ["", "   ", "\n\t"]:
        result = cli("ask", blank)
        assert result.exit_code == 2
        assert "the question is empty" in result.stderr


def test_unknown_is_not_an_error(cli) -> None:
    result = cli("ask", "How many copies of a card can I put in my deck?")
    assert result.exit_code == 0
    assert result.stdout.startswith("UNKNOWN")
    assert "Closest rules:" in result.stdout or "Not answered" in result.stdout


def test_huge_question(cli) -> None:
    result = cli("ask", "x" * 100_000)
    assert result.exit_code == 0
    assert result.stdout.startswith("UNKNOWN")


def test_piped_questions_are_answered_one_a_line(cli) -> None:
    piped = f"{QUESTION}\n\n# a comment\nIs my base a location?\n   \nDo gear enter play ready?\n"
    result = cli("ask", "--format", "json", input=piped)
    assert result.exit_code == 0, result.output
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [a["verdict"] for a in answers] == ["no", "yes", "yes"]


def test_piped_text_shows_each_question_above_its_answer_with_a_blank_line_between(cli) -> None:
    result = cli("ask", input=f"{QUESTION}\n\nIs my base a location?\n")
    assert result.exit_code == 0, result.output
    first, second = result.stdout.split("\n\nQ: ")
    assert first.startswith(f"Q: {QUESTION}\nNO  (Core Rules 2026-07-16)\n")
    assert second.startswith("Is my base a location?\nYES  (Core Rules 2026-07-16)\n")
    assert "\x1b" not in cli("ask", input="\x1b[31mIs my base a location?\n").stdout


def test_piped_questions_under_a_bad_version_exit_2_before_any_answer(cli) -> None:
    result = cli("ask", "-r", "nope", input=f"{QUESTION}\n{QUESTION}\n")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("judge: unknown rules version 'nope'")
    assert len(result.stderr.strip().splitlines()) == 1


def test_piped_errors_do_not_stop_the_batch_but_set_the_exit_code() -> None:
    from judge.errors import NotFoundError

    def answer(question: str) -> str:
        if question.startswith("bad"):
            raise NotFoundError(f"cannot answer {question}")
        return f"answer to {question}"

    out: list[str] = []
    status = answer_lines(["bad one\n", QUESTION + "\n"], answer, out.append)
    assert status == 2
    assert out == [f"answer to {QUESTION}"]
    assert answer_lines([QUESTION], answer, out.append) == 0


def _scripted(lines: list[str | type[BaseException]], prompts: list[str] | None = None):
    queue = list(lines)

    def read_line(prompt: str) -> str:
        if prompts is not None:
            prompts.append(prompt)
        item = queue.pop(0)
        if isinstance(item, type):
            raise item
        return item

    return read_line


def _session(answer=lambda q, v: f"answer to {q}", version: str = "2026-07-16") -> Session:
    from judge.rules.rulebook import open_rulebook

    rb = open_rulebook()
    return Session(answer, rb.resolve_version, version, lambda v: rb.version_info(v).aliases[0])


def test_prompt_answers_until_ctrl_d(tmp_path: Path) -> None:
    out: list[str] = []
    script = _scripted([QUESTION, "", KeyboardInterrupt, "Is my base a location?", EOFError])
    run_prompt(_session(), out.append, tmp_path, read_line=script)
    assert out[0] == BANNER
    assert "answer to Is a recall a move?" in out
    assert "answer to Is my base a location?" in out


def test_prompt_help_explains_it(tmp_path: Path) -> None:
    out: list[str] = []
    run_prompt(_session(), out.append, tmp_path, read_line=_scripted(["help", EOFError]))
    assert "'help'" in out[0]
    assert out[1] == HELP_TEXT
    assert ":version 1.3" in HELP_TEXT and "Ctrl-C" in HELP_TEXT and "quit" in HELP_TEXT


def test_prompt_switches_the_rules_version_and_shows_it(tmp_path: Path, capsys) -> None:
    out: list[str] = []
    prompts: list[str] = []
    lines = [QUESTION, ":version 1.3", QUESTION, ":version nope", ":version", EOFError]
    session = _session(lambda q, v: f"{q} under {v}")
    run_prompt(session, out.append, tmp_path, read_line=_scripted(lines, prompts))
    assert f"{QUESTION} under 2026-07-16" in out
    assert "Answering under the 2026-03-30 (1.3) Core Rules." in out
    assert f"{QUESTION} under 2026-03-30" in out
    assert prompts[:3] == ["judge 1.4> ", "judge 1.4> ", "judge 1.3> "]
    assert prompts[-1] == "judge 1.3> "  # an unknown version changes nothing
    assert "judge: unknown rules version 'nope'" in capsys.readouterr().err
    assert out[-2] == "Answering under the 2026-03-30 (1.3) Core Rules."


def test_prompt_ctrl_c_while_answering_drops_the_answer_not_the_prompt(tmp_path: Path) -> None:
    pressed = []

    def slow(question: str, version: str) -> str:
        if not pressed:  # the judge presses Ctrl-C while the first answer is computed
            pressed.append(question)
            raise KeyboardInterrupt
        return f"answer to {question}"

    out: list[str] = []
    script = _scripted([QUESTION, "Is my base a location?", EOFError])
    run_prompt(_session(slow), out.append, tmp_path, read_line=script)
    assert out[1:] == [DROPPED, "answer to Is my base a location?", ""]


def test_prompt_survives_errors_and_quits(tmp_path: Path, capsys) -> None:
    from judge.errors import NotFoundError

    def failing(question: str, version: str) -> str:
        raise NotFoundError("no such version")

    out: list[str] = []
    script = _scripted([QUESTION, QUESTION, "quit"])
    run_prompt(_session(failing), out.append, tmp_path, read_line=script)
    assert capsys.readouterr().err.count("judge: no such version") == 2


def test_prompt_keeps_a_history_file(tmp_path: Path) -> None:
    import pytest

    pytest.importorskip("readline")
    run_prompt(_session(), lambda _: None, tmp_path, read_line=_scripted([EOFError]))
    assert (tmp_path / "ask_history").exists()


def test_a_version_that_does_not_settle_it_gives_unknown(cli) -> None:
    data = cli.json("ask", "Is the legend zone a location?", "--rules-version", "2025-06-02")
    assert data["verdict"] == "unknown"
    assert data["answer"].startswith("Not answered under the 2025-06-02 Core Rules: ")
    assert data["scenario"] == {"question": {"is_location": "legend_zone"}}


def test_a_partial_version_cites_the_version_it_builds_on_by_name(cli) -> None:
    data = cli.json("ask", "Does hiding a card use the chain?", "-r", "2026-10-09")
    assert data["verdict"] == "no"
    assert data["rules_version"] == "2026-10-09"
    assert {c["version"] for c in data["citations"]} == {"2026-07-16"}
    shown = cli("ask", "Does hiding a card use the chain?", "-r", "2026-10-09").stdout
    assert "(2026-07-16)" in shown


def test_a_verdict_resting_on_no_clause_held_gives_unknown(cli) -> None:
    data = cli.json("ask", "Can I play a Deploy gear to a battlefield?", "-r", "2026-10-09")
    assert data["verdict"] == "unknown"
    assert "we hold no clause of in the 2026-10-09 Core Rules" in data["answer"]


def test_the_documented_example_is_the_real_output(cli) -> None:
    docs = (Path(__file__).parents[1] / "docs" / "ask.md").read_text(encoding="utf-8")
    block = docs.split("```\n$ judge ask ", 1)[1].split("```", 1)[0]
    command, _, shown = block.partition("\n")
    result = cli("ask", command.strip().strip('"'))
    assert result.stdout.rstrip("\n") == shown.rstrip("\n")


def _clause_lines(text: str) -> list[str]:
    rules = text.split("\nRules:\n", 1)[1].split("\n\n", 1)[0]
    return [line for line in rules.splitlines() if re.match(r"  \d{3}", line)]


def test_text_shows_the_five_deciding_clauses_and_the_rest_under_explain(cli) -> None:
    question = "How does battlefield control work?"
    cited = [c["rule"] for c in cli.json("ask", question)["citations"]]
    assert len(cited) > 5
    short = cli("ask", question).stdout
    shown = [line.split()[0] for line in _clause_lines(short)]
    assert shown == cited[:5]
    assert f"({len(cited) - 5} more clauses with --explain)" in short
    full = cli("ask", question, "--explain").stdout
    assert [line.split()[0] for line in _clause_lines(full)] == cited
    assert "more clauses with --explain" not in full


def test_text_never_repeats_a_line(cli) -> None:
    for question in ["Can I mulligan twice?", "Is a recall a move?", "Can a blorp zorp?"]:
        text = cli("ask", question).stdout
        lines = [line for line in text.splitlines() if line.strip()]
        assert len(lines) == len(set(lines)), text
    unknown = cli("ask", "Can a blorp zorp?").stdout
    assert "Understood as: not understood" not in unknown
    assert unknown.count("not understood") == 1
