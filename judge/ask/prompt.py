"""The `judge ask` prompt for a judge at a table, and the batch mode for piped questions.

Interactive: line editing and a history file (stdlib readline, where the platform has
it), Ctrl-D or "quit" leaves, Ctrl-C drops the current line, and an error in one answer is
printed without ending the session. Piped (stdin not a terminal): one question a line,
blank lines and lines starting with "#" skipped, each answer printed in turn.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from judge.errors import JudgeError, printable

PROMPT = "judge> "
HISTORY_FILE = "ask_history"
HISTORY_LENGTH = 1000
LEAVE = frozenset({"quit", "exit", ":q"})
BANNER = "Ask a rules question (Ctrl-D or 'quit' to leave)."


def _with_history(cache_dir: Path | None) -> Callable[[], None]:
    """Load the history file and return the function that saves it; a no-op without
    readline or without a cache folder (no home)."""
    if cache_dir is None:
        return lambda: None
    try:
        import readline
    except ImportError:
        return lambda: None
    path = cache_dir / HISTORY_FILE
    with contextlib.suppress(OSError):
        readline.read_history_file(path)
    readline.set_history_length(HISTORY_LENGTH)

    def save() -> None:
        with contextlib.suppress(OSError):
            cache_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
            readline.write_history_file(path)

    return save


def run_prompt(
    answer: Callable[[str], str],
    write: Callable[[str], None],
    cache_dir: Path | None,
    read_line: Callable[[str], str] = input,
) -> None:
    """Ask, answer, repeat until Ctrl-D; a JudgeError is printed and the loop goes on."""
    save = _with_history(cache_dir)
    write(BANNER)
    try:
        while True:
            try:
                line = read_line(PROMPT).strip()
            except KeyboardInterrupt:
                write("")
                continue
            except EOFError:
                write("")
                return
            if line.lower() in LEAVE:
                return
            if line:
                _answer_one(answer, write, line)
    finally:
        save()


def answer_lines(
    lines: Iterable[str], answer: Callable[[str], str], write: Callable[[str], None]
) -> None:
    """AskAnswer each question of a piped stream, one a line."""
    for raw in lines:
        line = raw.strip()
        if line and not line.startswith("#"):
            _answer_one(answer, write, line)


def _answer_one(answer: Callable[[str], str], write: Callable[[str], None], line: str) -> None:
    """Answer one question; a question's error is printed, an output's ends the session."""
    try:
        text = answer(line)
    except JudgeError as error:
        print(f"judge: {printable(str(error))}", file=sys.stderr)
        return
    write(text)
