"""Errors a user can cause, each with its documented exit code (docs/exit-codes.md).

A command catches ``JudgeError`` at the CLI boundary, prints ``str(error)`` on stderr and
exits with ``error.exit_code``. Anything else escaping is a bug.
"""

from __future__ import annotations

import re
import reprlib

from judge.patterns import LazyPattern

EXIT_OK = 0
EXIT_CHECK_FAILED = 1
EXIT_NOT_FOUND = 2
EXIT_INVALID_DATA = 3
EXIT_OUTPUT = 4
EXIT_WORKER = 5
"""A worker process of `judge check` died (killed, out of memory), the others stopped, or
none could be started (a process limit)."""
EXIT_CLOSED_PIPE = 141
"""128 + SIGPIPE: the reader of the output went away (``judge check ... | head -1``)."""


class JudgeError(Exception):
    """A problem the user can fix; the message names what, where and what was expected."""

    exit_code = EXIT_NOT_FOUND


class NotFoundError(JudgeError):
    """An unknown rule number, version, topic or path given on the command line."""

    exit_code = EXIT_NOT_FOUND


class UsageError(JudgeError):
    """A malformed argument: an empty question, a rule number that cannot be one."""

    exit_code = EXIT_NOT_FOUND


class DataError(JudgeError):
    """A rules, fact or scenario file that does not load or validate."""

    exit_code = EXIT_INVALID_DATA

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        where = ""
        if path is not None:
            where = f"{path}:{line}: " if line is not None else f"{path}: "
        super().__init__(f"{where}{message}")
        self.path = path
        self.line = line


class OutputError(JudgeError):
    """An output path that cannot be written."""

    exit_code = EXIT_OUTPUT


class WorkerError(JudgeError):
    """A process judging files for `judge check` died (killed, or out of memory), or none
    could be started."""

    exit_code = EXIT_WORKER


def reason_of(error: OSError) -> str:
    """What the system said of ``error``, as a message's words ("resource temporarily
    unavailable"), or the error itself when it said nothing."""
    if not error.strerror:
        return str(error)
    return error.strerror[:1].lower() + error.strerror[1:]


# C0 and C1 controls, DEL, and the invisible marks that reorder or break a line.
_UNPRINTABLE = LazyPattern(
    r"[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def printable(text: str) -> str:
    """``text`` safe to print on a terminal, one line: a control character (a terminal
    escape, a newline in a file name) is shown as its escape (``\\x1b``, ``\\n``)."""
    return _UNPRINTABLE.sub(_escaped, text)


def _escaped(match: re.Match[str]) -> str:
    char = match[0]
    return _NAMED.get(char) or (
        f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}"
    )


class _Repr(reprlib.Repr):
    """A bounded repr whose strings show every character that is not plain ASCII as its
    code (``'G\\u0430nking'``): a look-alike letter or an invisible one is seen."""

    def repr_str(self, x: str, level: int) -> str:
        return ascii(x[: self.maxstring])


_REPR = _Repr()
_REPR.maxlevel = 4
_REPR.maxstring = _REPR.maxother = 10_000  # cut by ``quoted``, which keeps the closing quote


def quoted(value: object, limit: int = 200) -> str:
    """``repr(value)`` as a message quotes a value taken from input: never the whole of an
    enormous or deeply nested one (cut to about ``limit`` characters, closing quote kept),
    any character but printable ASCII shown as its code."""
    text = _REPR.repr(value)
    return text if len(text) <= limit else f"{text[: limit - 4]}...{text[-1]}"
