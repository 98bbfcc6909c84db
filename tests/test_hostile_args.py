"""Hostile and careless arguments to every command: rule numbers, versions, topics, search
words and questions. A refusal is one `judge:` line and exit 2; text that is merely odd is
answered (exit 0) without a traceback, within a second or two."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.errors import EXIT_NOT_FOUND
from tests.conftest import REPO
from tests.hostile import SECONDS, assert_refused, timed

RECALL = str(REPO / "scenarios" / "recall" / "is-a-recall-a-move.yaml")
HUGE = "1" * 100_000
KNOWN = "known: 2025-06-02 (1.0)"

# (id, argv, message): each exits 2 with one line holding the message.
REFUSED = [
    ("rule-empty", ["rule", ""], "'' is not a rule number (expected digits and letters"),
    ("rule-blank", ["rule", "   "], "is not a rule number"),
    ("rule-words", ["rule", "recall"], "'recall' is not a rule number"),
    ("rule-double-dot", ["rule", "144..2"], "'144..2' is not a rule number"),
    ("rule-newline", ["rule", "144\n2"], "is not a rule number"),
    ("rule-nul", ["rule", "144\x002"], "is not a rule number"),
    ("rule-enormous", ["rule", HUGE], "...' is not a rule number"),
    ("rule-enormous-dotted", ["rule", "1" + ".1" * 50_000], "...' is not a rule number"),
    ("rule-arabic-digits", ["rule", "١٤٤.٢"], "'١٤٤.٢' is not a rule number"),
    ("rule-unknown", ["rule", "999.99"], "rule 999.99 is not in the 2026-07-16 Core Rules"),
    ("rule-not-in-partial", ["rule", "101", "-r", "2026-10-09"], "nearest: "),
    ("rule-version-empty", ["rule", "144.2", "-r", ""], "empty rules version"),
    ("rule-version-blank", ["rule", "144.2", "-r", "  "], "empty rules version"),
    ("rule-version-unknown", ["rule", "144.2", "-r", "1.9"], f"'1.9'; {KNOWN}"),
    ("rule-version-sql", ["rule", "144.2", "-r", "x'; DROP TABLE clauses; --"], KNOWN),
    ("rule-version-enormous", ["rule", "144.2", "-r", HUGE], f"...'; {KNOWN}"),
    ("rule-history-version-unknown", ["rule", "144.2", "--history", "-r", "v9"], KNOWN),
    ("search-empty", ["search", ""], "empty search: give words, a keyword or a rule number"),
    ("search-blank", ["search", " \t "], "empty search"),
    ("search-version-empty", ["search", "recall", "-r", ""], "empty rules version"),
    ("search-version-unknown", ["search", "recall", "-r", "nope"], KNOWN),
    ("diff-old-empty", ["diff", "", "1.4"], "empty rules version"),
    ("diff-new-unknown", ["diff", "1.3", "1.9"], f"'1.9'; {KNOWN}"),
    ("diff-enormous", ["diff", HUGE, "1.4"], KNOWN),
    ("check-version-empty", ["check", RECALL, "-r", ""], "empty rules version"),
    ("check-version-unknown", ["check", RECALL, "-r", "nope"], KNOWN),
    ("coverage-version-unknown", ["coverage", "-r", "nope"], KNOWN),
    ("coverage-version-empty", ["coverage", "-r", ""], "empty rules version"),
    ("ask-empty", ["ask", ""], "the question is empty"),
    ("ask-blank", ["ask", " \t\n "], "the question is empty"),
    ("ask-version-empty", ["ask", "Is a recall a move?", "-r", ""], "empty rules version"),
    ("ask-version-unknown", ["ask", "Is a recall a move?", "-r", "9"], KNOWN),
    ("faq-topic-empty", ["faq", ""], "empty FAQ topic: give one of "),
    ("faq-check-topic-blank", ["faq", " ", "--check", "1.3", "1.4"], "empty FAQ topic"),
    ("faq-topic-unknown", ["faq", "moving-unit"], "unknown FAQ topic 'moving-unit'"),
    ("faq-topic-path", ["faq", "../../etc/passwd"], "unknown FAQ topic '../../etc/passwd'"),
    ("faq-topic-enormous", ["faq", "t" * 100_000], "unknown FAQ topic 'tttt"),
    ("faq-version-empty", ["faq", "-r", ""], "empty rules version"),
    ("faq-check-unknown", ["faq", "--check", "1.3", "nope"], KNOWN),
    ("faq-check-empty", ["faq", "--check", "", "1.4"], "empty rules version"),
]


@pytest.mark.parametrize("argv", [case[1] for case in REFUSED], ids=[c[0] for c in REFUSED])
def test_a_bad_argument_is_one_line_and_exit_2(cli, argv: list[str]) -> None:
    message = next(case[2] for case in REFUSED if case[1] is argv)
    result, seconds = timed(lambda: cli(*argv))
    assert_refused(result, EXIT_NOT_FOUND, message, seconds)
    assert result.stdout == ""


# Options typer itself checks: exit 2 with click's usage message, never a traceback.
USAGE = [
    ("versions-format", ["versions", "--format", "xml"], "'xml' is not one of"),
    ("search-limit-zero", ["search", "recall", "--limit", "0"], "--limit"),
    ("search-limit-words", ["search", "recall", "--limit", "many"], "'many' is not a valid"),
    ("check-no-path", ["check"], "Missing argument"),
    ("diff-one-version", ["diff", "1.3"], "Missing argument"),
    ("versions-extra", ["versions", "1.4"], "unexpected extra argument"),
    ("site-build-no-out", ["site", "build"], "Missing argument"),
    ("faq-check-one-version", ["faq", "--check", "1.3"], "requires 2 arguments"),
    ("ask-format", ["ask", "Is a recall a move?", "--format", "yaml"], "'yaml' is not one of"),
]


@pytest.mark.parametrize("argv", [case[1] for case in USAGE], ids=[c[0] for c in USAGE])
def test_typer_usage_errors_exit_2(cli, argv: list[str]) -> None:
    message = next(case[2] for case in USAGE if case[1] is argv)
    result = cli(*argv)
    assert result.exit_code == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""


# Text that is odd but not wrong: answered, exit 0, quickly.
ANSWERED = [
    ("search-fts-star", ["search", "*"]),
    ("search-fts-quote", ["search", '"']),
    ("search-fts-near", ["search", "NEAR(recall move)"]),
    ("search-fts-or", ["search", "recall OR"]),
    ("search-fts-column", ["search", "text:recall"]),
    ("search-percent", ["search", "%_%"]),
    ("search-control", ["search", "\x01\x1b[31mrecall\x07"]),
    ("search-japanese", ["search", "移動"]),
    ("search-enormous", ["search", "word " * 20_000]),
    ("rule-fullwidth-digits", ["rule", "１４４.２"]),
    ("rule-typed-loosely", ["rule", " Rule 144.2. "]),
    ("diff-same-version", ["diff", "1.4", "1.4"]),
    ("faq-all-topics", ["faq"]),
]


@pytest.mark.parametrize("argv", [case[1] for case in ANSWERED], ids=[c[0] for c in ANSWERED])
def test_odd_text_is_answered(cli, argv: list[str]) -> None:
    result, seconds = timed(lambda: cli(*argv))
    assert result.exit_code == 0, result.stderr
    assert result.stderr == "" and seconds < SECONDS


QUESTIONS = [
    ("enormous", "Can a unit move? " * 6_000),
    ("one-enormous-word", "x" * 100_000),
    ("control-characters", "Can a unit\x1b[31m move\x07 \x00 the turn\x08 it's played?"),
    ("only-punctuation", "?!?!?!"),
    ("emoji", "Can 🐉 move to ⚔️?"),
    ("german", "Kann eine Einheit sich in dem Zug bewegen, in dem sie gespielt wurde?"),
    ("japanese", "ユニットはプレイされたターンに移動できますか？"),
    ("arabic", "هل يمكن للوحدة أن تتحرك في نفس الدور؟"),
    ("right-to-left-override", "Is a recall\u202e a move?"),
    ("zero-width", "Is\u200b a\u200b recall\u200b a\u200b move?"),
    ("html", "<script>alert(1)</script> Is a recall a move?"),
    ("yaml-injection", "question: {is_move: recall}"),
]


@pytest.mark.parametrize("text", [case[1] for case in QUESTIONS], ids=[c[0] for c in QUESTIONS])
def test_any_question_gets_a_verdict_quickly(cli, text: str) -> None:
    result, seconds = timed(lambda: cli("ask", text, "--format", "json"))
    assert result.exit_code == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["verdict"] in {"yes", "no", "depends", "unknown"}
    assert seconds < SECONDS


@pytest.mark.parametrize("text", [case[1] for case in QUESTIONS[:2]], ids=["words", "one-word"])
def test_an_enormous_question_is_not_echoed_whole(cli, text: str) -> None:
    result = cli("ask", text)
    assert result.exit_code == 0, result.stderr
    assert len(result.stdout) < 5_000


@pytest.mark.parametrize("fmt", ["text", "markdown"])
@pytest.mark.parametrize("text", [case[1] for case in QUESTIONS], ids=[c[0] for c in QUESTIONS])
def test_a_question_never_puts_control_characters_on_the_terminal(cli, text: str, fmt: str) -> None:
    result = cli("ask", text, "--format", fmt, "--explain")
    assert result.exit_code == 0, result.stderr
    assert not any(ord(c) < 32 and c != "\n" for c in result.stdout)


def test_questions_in_other_languages_are_unknown_not_guessed(cli) -> None:
    for _, text in QUESTIONS[5:8]:
        assert cli.json("ask", text)["verdict"] == "unknown"


def test_odd_lines_on_stdin_are_each_answered(cli) -> None:
    lines = ["Is a recall a move?", "", "\x01\x02", "x" * 100_000, "移動?", "Is a recall a move?"]
    result = cli("ask", "--format", "json", input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.stderr
    verdicts = [json.loads(line)["verdict"] for line in result.stdout.splitlines()]
    assert verdicts[0] == verdicts[-1] == "no"
    assert set(verdicts[1:-1]) == {"unknown"}


@pytest.mark.parametrize("fmt", ["text", "markdown"])
@pytest.mark.parametrize(
    "text", ["q" * 100_000, "\x1b[31mrecall\x07", "word " * 20_000], ids=["huge", "ansi", "many"]
)
def test_search_echoes_the_words_short_and_without_control_characters(
    cli, text: str, fmt: str
) -> None:
    result = cli("search", text, "--format", fmt)
    assert result.exit_code == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert len(first) < 200
    assert not any(ord(c) < 32 for c in result.stdout.replace("\n", ""))


# --- file names with control characters: printed escaped, one line each ------------------

ESCAPE = "\x1b]0;T\x07\x1b[31m"


def _raw_controls(text: str) -> list[str]:
    return [ch for ch in text if ch != "\n" and (ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0)]


def test_a_terminal_escape_in_a_missing_path_is_printed_escaped(cli) -> None:
    result = cli("check", f"/nope{ESCAPE}")
    assert_refused(result, EXIT_NOT_FOUND, r"no such file or folder: /nope\x1b]0;T\x07\x1b[31m")
    assert _raw_controls(result.stderr) == []


def test_names_with_control_characters_in_check_output(cli, tmp_path) -> None:
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "line\nFAIL forged.yaml").write_bytes(Path(RECALL).read_bytes())
    (folder / f"bad{ESCAPE}.yaml").write_text("x: [\n")
    result = cli("check", str(folder))
    assert result.exit_code == 3, result.output
    assert _raw_controls(result.stdout + result.stderr) == []
    results = [line for line in result.stdout.splitlines() if line[:4] in ("ok  ", "FAIL")]
    assert results == [r"ok   line\nFAIL forged: no (expected no) [2026-07-16]"]
    assert result.stderr.count("\n") == 1 and r"bad\x1b]0;T\x07\x1b[31m.yaml:2:" in result.stderr


def test_site_build_prints_its_folder_escaped(cli, tiny_rules, tmp_path) -> None:
    result = cli("site", "build", str(tmp_path / f"site{ESCAPE}"))
    assert result.exit_code == 0, result.stderr
    assert _raw_controls(result.stdout) == [] and r"site\x1b]0;T" in result.stdout


# --- look-alike, full-width and invisible characters: shown, and read consistently ------

DISGUISES = [  # (id, typed, as the note and errors show it, as it reads)
    ("cyrillic-a", "G\u0430nking", r"G\u0430nking", "Ganking"),
    ("full-width", "\uff27\uff41\uff4e\uff4b\uff49\uff4e\uff47", r"\uff27\uff41", "Ganking"),
    ("soft-hyphen", "Gan\u00adking", r"Gan\xadking", "Ganking"),
    ("zero-width-space", "Gan\u200bking", r"Gan\u200bking", "Ganking"),
    ("greek-and-cyrillic", "R\u0435c\u03b1ll", r"R\u0435c\u03b1ll", "Recall"),
]
DISGUISED_QUESTIONS = {
    "Ganking": "Can a unit with {} move the turn it's played?",
    "Recall": "Is a {} a move?",
}


@pytest.mark.parametrize(
    ("word", "shown", "plain"), [d[1:] for d in DISGUISES], ids=[d[0] for d in DISGUISES]
)
def test_ask_reads_a_disguised_word_and_says_so(cli, word: str, shown: str, plain: str) -> None:
    expected = cli.json("ask", DISGUISED_QUESTIONS[plain].format(plain))
    answer = cli.json("ask", DISGUISED_QUESTIONS[plain].format(word))
    assert answer["verdict"] == expected["verdict"] != "unknown"
    assert answer["citations"] == expected["citations"]
    notes = " ".join(answer["notes"])
    assert f"read '{shown}" in notes and f"as '{plain}'" in notes, notes


def test_a_question_wholly_in_another_script_is_still_not_english(cli) -> None:
    answer = cli.json("ask", "Может ли юнит двигаться?")
    assert answer["verdict"] == "unknown" and "not seem to be in English" in answer["answer"]


@pytest.mark.parametrize(
    ("word", "shown"), [d[1:3] for d in DISGUISES[:4]], ids=[d[0] for d in DISGUISES[:4]]
)
def test_an_error_about_a_disguised_name_shows_the_odd_letter(
    cli, tmp_path: Path, word: str, shown: str
) -> None:
    path = tmp_path / "case.yaml"
    path.write_text(
        "situation:\n  units:\n    - name: Jax\n"
        f"      keywords: [{word}]\nquestion:\n  standard_move: {{units: [Jax], to: base}}\n",
        encoding="utf-8",
    )
    result = cli("check", str(path))
    assert_refused(result, 3, f"'{shown}")
    assert result.stderr.isascii() and "is not one of Ganking" in result.stderr
