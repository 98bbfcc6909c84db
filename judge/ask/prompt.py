"""The `judge ask` prompt for a judge at a table, and the batch mode for piped questions.

Interactive: line editing and a history file (stdlib readline, where the platform has
it); the prompt shows the rules version in use and ``:version 1.3`` switches it; ``help``
explains the prompt; Ctrl-D or "quit" leaves; Ctrl-C drops the line being typed, or the
answer being computed, never the prompt; an error in one answer is printed without ending
the session. Piped (stdin not a terminal): one question a line, blank lines and lines
starting with "#" skipped, each answer printed in turn (in text, after its question and
separated from the previous one by a blank line); an error in one answer is printed and the
batch goes on, then ends with that error's exit code.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from judge.errors import JudgeError, printable

HISTORY_FILE = "ask_history"
HISTORY_LENGTH = 1000
LEAVE = frozenset({"quit", "exit", ":q"})
HELP = frozenset({"help", "?", ":help", ":h"})
VERSION_COMMAND = ":version"
BANNER = "Ask a rules question ('help' explains the prompt; Ctrl-D or 'quit' to leave)."
HELP_TEXT = """\
Type a rules question in plain English and press Enter, e.g. Is a recall a move?
The answer gives a verdict, how the question was understood and the clauses it rests on.
The "Understood as" line can be pasted back, corrected, and asked again (docs/ask.md).

  :version        show the Core Rules version in use (the prompt shows it too)
  :version 1.3    answer under another version: an alias (1.3) or a date (2026-03-30)
  help            this text
  quit            leave (or Ctrl-D)

Ctrl-C drops the line being typed, or the answer being computed; the prompt stays.
Up and down arrows recall earlier questions."""
DROPPED = "(answer dropped)"
QUESTION_SHOWN = 500


@dataclass
class Session:
    """What the prompt answers with; the version in use can change between questions."""

    answer_under: Callable[[str, str], str]
    """Renders the answer to a question under a version id."""
    resolve: Callable[[str], str]
    """A version as typed (alias or date) to its id; JudgeError when unknown."""
    version: str
    label: Callable[[str], str] = str
    """How the prompt names a version id (an alias reads shorter: 1.4)."""

    @property
    def prompt(self) -> str:
        return f"judge {self.label(self.version)}> "

    def answer(self, question: str) -> str:
        return self.answer_under(question, self.version)

    def command(self, line: str) -> str:
        """The reply to a prompt command (help, :version [V])."""
        if line.lower() in HELP:
            return HELP_TEXT
        wanted = line[len(VERSION_COMMAND) :].strip()
        if wanted:
            self.version = self.resolve(wanted)  # unknown: the error is printed, nothing changes
        label = self.label(self.version)
        named = self.version if label == self.version else f"{self.version} ({label})"
        return f"Answering under the {named} Core Rules."


def is_command(line: str) -> bool:
    word = line.split(maxsplit=1)[0].lower() if line.split() else ""
    return line.lower() in HELP or word == VERSION_COMMAND


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
    session: Session,
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
                line = read_line(session.prompt).strip()
            except KeyboardInterrupt:
                write("")
                continue
            except EOFError:
                write("")
                return
            if line.lower() in LEAVE:
                return
            if not line:
                continue
            try:
                _answer_one(session.command if is_command(line) else session.answer, write, line)
            except KeyboardInterrupt:  # Ctrl-C while the answer was computed
                write(DROPPED)
    finally:
        save()


def answer_lines(
    lines: Iterable[str],
    answer: Callable[[str], str],
    write: Callable[[str], None],
    *,
    show_question: bool = False,
) -> int:
    """Answer each question of a piped stream, one a line; the exit code of the batch (the
    last error's code, 0 when every question was answered)."""
    status = 0
    first = True
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if show_question:
            write(("" if first else "\n") + question_line(line))
        first = False
        status = _answer_one(answer, write, line) or status
    return status


def question_line(question: str) -> str:
    """The question as shown above its answer: no control characters, cut short."""
    cleaned = re.sub(r"[\x00-\x1f\x7f-\x9f]", " ", question).strip()
    if len(cleaned) > QUESTION_SHOWN:
        cleaned = cleaned[:QUESTION_SHOWN] + "..."
    return f"Q: {cleaned}"


def _answer_one(answer: Callable[[str], str], write: Callable[[str], None], line: str) -> int:
    """Answer one question: its exit code (0, or the error's, printed); an error writing the
    answer (stdout full or closed) is not the question's and ends the session."""
    try:
        text = answer(line)
    except JudgeError as error:
        print(f"judge: {printable(str(error))}", file=sys.stderr)
        return error.exit_code
    write(text)
    return 0
