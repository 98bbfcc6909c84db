"""The process around the command line: standard streams, the terminal's width, signals.

Whatever state the streams are in (closed, full, a pipe whose reader left, an encoding
that cannot show a typographic apostrophe) and however wide the terminal claims to be,
`judge` prints what it can, says in one line what it cannot, and never shows a traceback.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import os
import signal
import sys
from collections.abc import Iterator
from typing import Any, TextIO, cast

from judge.errors import EXIT_CLOSED_PIPE, OutputError, reason_of

MAX_COLUMNS = 500
"""Wider than any screen; a larger $COLUMNS made the help take seconds and gigabytes."""

_PLAIN = str.maketrans(
    {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"}
)


def prepare() -> None:
    """Call once, first: make the streams and the environment safe to use."""
    _reopen_closed_descriptors()
    if sys.stderr is None:  # closed at start: its fd is /dev/null now
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for the process
    for stream in (sys.stdout, sys.stderr):
        _degrade_encoding(stream)
    sys.stdout = _Guarded(sys.stdout or _Closed())
    _clamp_columns()
    _exit_cleanly_on_signals()


def guarded(stream: TextIO) -> TextIO:
    """``stream`` whose failed writes end judge as a `prepare`d standard output's do: an
    OutputError (exit 4), or 141 quietly for a closed pipe. Only its writes: an OSError
    raised around them (forking, judging) stays what it is."""
    return stream if isinstance(stream, _Guarded) else cast(TextIO, _Guarded(stream))


def write(text: str) -> None:
    """Write to standard output now; a stream that cannot take it is an OutputError (exit 4)."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        raise  # the reader went away: 141, quietly (judge.cli.handles_errors)
    except OSError as error:  # not prepared (in-process tests): the same error
        raise failed(error) from None


def failed(error: OSError) -> OutputError:
    """The OutputError for a write to standard output that failed (the stream is pointed
    at /dev/null, so the interpreter's last flush does not fail again with a traceback)."""
    silence_stdout()
    return OutputError(f"cannot write to standard output: {reason_of(error)}")


def _reopen_closed_descriptors() -> None:
    """A closed 0, 1 or 2 gets /dev/null, so no file opened later takes its number (and is
    then read as stdin or written as stdout)."""
    for descriptor in (0, 1, 2):
        try:
            os.fstat(descriptor)
        except OSError:
            with contextlib.suppress(OSError):
                opened = os.open(os.devnull, os.O_RDWR)
                if opened != descriptor:
                    os.dup2(opened, descriptor)
                    os.close(opened)


def _degrade_encoding(stream: object) -> None:
    """On a stream that is not UTF-8 (LC_ALL=C, PYTHONIOENCODING=latin-1), typographic
    quotes and dashes become ASCII and other characters it cannot show become '?'."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    if stream is None or codecs.lookup(encoding).name == "utf-8":
        return
    with contextlib.suppress(AttributeError, ValueError):
        stream.reconfigure(errors="judge-plain")  # type: ignore[attr-defined]


def _plain(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start : error.end].translate(_PLAIN)
    shown = "".join(ch if ch.isascii() else "?" for ch in text)
    return shown, error.end


codecs.register_error("judge-plain", _plain)


def _clamp_columns() -> None:
    """$COLUMNS and $LINES within reason: a number from 1 to MAX_COLUMNS, else unset."""
    for name in ("COLUMNS", "LINES"):
        value = os.environ.get(name)
        if value is None:
            continue
        try:
            number = int(value)
        except ValueError:
            number = 0
        if number < 1:
            del os.environ[name]
        elif number > MAX_COLUMNS:
            os.environ[name] = str(MAX_COLUMNS)


def _exit_cleanly_on_signals() -> None:
    """SIGTERM and SIGHUP end judge as Ctrl-C does: by an exception, so every ``finally``
    runs (a site build removes its temporary folder); exit status 128 + the signal."""
    for name in ("SIGTERM", "SIGHUP"):
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, _terminate)


def _terminate(number: int, frame: object) -> None:
    for name in ("SIGTERM", "SIGHUP", "SIGINT"):  # the cleanup itself is not interrupted
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    raise SystemExit(128 + number)


def silence_stdout() -> None:
    """After a failed write, point stdout at /dev/null: the interpreter's last flush would
    otherwise fail again and print its own complaint."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        descriptor = sys.stdout.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, descriptor)
        os.close(null)


class _Guarded:
    """Standard output whose failures end judge cleanly, wherever the write comes from (a
    command, or typer printing its help): one `judge:` line and exit 4, or 141 quietly for
    a closed pipe; never a traceback."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return int(self._stream.write(text))
        except OSError as error:
            raise _stopped(error) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as error:
            raise _stopped(error) from None

    def __getattr__(self, name: str) -> Any:  # fileno, isatty, encoding...: the stream's
        return getattr(self._stream, name)


def _stopped(error: OSError) -> BaseException:
    """How a failed write ends judge: quietly with 141 when the reader went away (`| head`:
    the status a shell gives a program ended by a closed pipe), else an OutputError."""
    if isinstance(error, BrokenPipeError):
        silence_stdout()
        return SystemExit(EXIT_CLOSED_PIPE)
    return failed(error)


class _Closed:
    """Standard output that was closed when judge started: every write fails."""

    encoding = "utf-8"
    errors = "strict"

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "it was closed")

    def flush(self) -> None:
        return None

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise ValueError("standard output is closed")


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """Delay SIGINT, SIGTERM and SIGHUP until the block is done (they arrive right after)."""
    held = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}
    try:
        previous = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    except (AttributeError, ValueError):  # pragma: no cover - not POSIX, or not main thread
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
