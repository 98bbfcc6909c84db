"""`judge check` over many files: the files judged in worker processes, one per core.

The parent lists the files (streaming, as the serial run does) and hands them out in chunks;
each worker judges its chunk and sends back each result as ``each`` makes it (the CLI passes
the renderer: a few strings a file); the parent yields them in the files' order, so the
output is the serial run's, byte for byte. At most ``AHEAD`` chunks a worker are out at once,
so memory stays flat however many files there are.

Workers are forked (the fastest start on Linux, and they inherit the loaded rulebook, fact
book and checker instead of loading them again); where there is no fork (Windows), or one
core, or few files, the run is serial. A worker ignores Ctrl-C (its parent stops it) and
dies with SIGTERM; whatever ends the parent (Ctrl-C, SIGTERM, a closed pipe, an error) ends
the workers first, and a worker that dies is a ``WorkerError`` (exit 5), never a hang.
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import signal
import sys
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import chain, islice
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Generic, NoReturn, TypeVar

from judge.engine.checking import (
    BadFile,
    Checker,
    CheckResult,
    Unreadable,
    require_paths,
    scenario_files,
)
from judge.errors import WorkerError

T = TypeVar("T")

POOL_FROM = 200
"""Files from which `judge check` uses a pool by default: under it, forking the workers and
their first steps cost about what they would save."""
CHUNK = 32
"""Files a worker is given at once: large enough that handing them out costs little, small
enough that every worker stays busy to the end."""
AHEAD = 2
"""Chunks a worker holds at once: the next one waits in its pipe while it judges one."""

Item = tuple[Path, str] | Unreadable
Each = Callable[[CheckResult | BadFile], T]


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity, as a container or `taskset` sets it)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1  # pragma: no cover - not Linux


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


@contextlib.contextmanager
def checked(
    paths: Iterable[Path], rules_version: str | None, each: Each[T], jobs: int | None = None
) -> Iterator[Iterator[T]]:
    """``each`` of the results of judging every scenario under ``paths``, in the serial
    order, judged by ``jobs`` processes (None: one a usable CPU when there are at least
    ``POOL_FROM`` files, else one). A missing path or an unknown version raises here, before
    any result; leaving the block stops every worker."""
    checker = Checker.of(rules_version)
    files = scenario_files(require_paths(paths))
    workers = usable_cpus() if jobs is None else jobs
    head: list[Item] = []
    if jobs is None and workers > 1:
        head = list(islice(files, POOL_FROM))
    items = chain(head, files)
    if workers <= 1 or not can_fork() or (jobs is None and len(head) < POOL_FROM):
        yield map(each, checker.judged(items))
        return
    pool = _Pool(checker, each, workers)
    try:
        yield pool.results(items)
    finally:
        pool.stop()


@dataclass
class _Worker:
    process: BaseProcess
    conn: Connection
    out: dict[int, str] = field(default_factory=dict)
    """The chunks handed to it and not yet sent back, by number, each with its first file."""


@dataclass
class _Pool(Generic[T]):
    checker: Checker
    each: Each[T]
    size: int
    workers: list[_Worker] = field(default_factory=list)

    def results(self, items: Iterable[Item]) -> Iterator[T]:
        """Each result of ``items`` in their order, as workers send them back."""
        chunks = enumerate(_chunked(items))
        for _ in range(AHEAD):
            for index in range(self.size):
                if not self._hand_out(chunks, index):
                    break
        done: dict[int, list[T]] = {}
        wanted = 0
        while any(worker.out for worker in self.workers) or done:
            if wanted in done:
                yield from done.pop(wanted)
                wanted += 1
                continue
            for worker in self._ready():
                number, results = self._receive(worker)
                done[number] = results
                self._hand_out(chunks, self.workers.index(worker))

    def _hand_out(self, chunks: Iterator[tuple[int, list[Item]]], index: int) -> bool:
        """Give the next chunk to the worker at ``index`` (started if need be); False when
        there is none left."""
        number, chunk = next(chunks, (-1, []))
        if not chunk:
            return False
        worker = self.workers[index] if index < len(self.workers) else self._start()
        first = chunk[0]
        worker.out[number] = str(first[0] if isinstance(first, tuple) else first.path)
        try:
            worker.conn.send((number, chunk))
        except OSError:  # its end is closed: it died (not the reader of our output going)
            self._died(worker)
        return True

    def _start(self) -> _Worker:
        """A new worker, forked now: it inherits the checker as it is."""
        sys.stdout.flush()  # a child must not inherit output waiting to be written
        sys.stderr.flush()
        ours, theirs = multiprocessing.Pipe()
        others = [worker.conn for worker in self.workers] + [ours]
        context = multiprocessing.get_context("fork")
        process = context.Process(
            target=_serve, args=(theirs, others, self.checker, self.each), daemon=True
        )
        gc.freeze()  # the collector in a child leaves what it inherited shared, untouched
        try:
            process.start()
        finally:
            gc.unfreeze()
        theirs.close()
        worker = _Worker(process, ours)
        self.workers.append(worker)
        return worker

    def _ready(self) -> list[_Worker]:
        """The workers that have sent results back, waiting for one; a worker that died
        with chunks out is a WorkerError."""
        busy = [worker for worker in self.workers if worker.out]
        ready = wait([worker.conn for worker in busy] + [w.process.sentinel for w in busy])
        answered = [worker for worker in busy if worker.conn in ready]
        for worker in busy:
            if worker.process.sentinel in ready and worker not in answered:
                self._died(worker)
        return answered

    def _receive(self, worker: _Worker) -> tuple[int, list[T]]:
        try:
            number, failure, results = worker.conn.recv()
        except (EOFError, OSError):
            self._died(worker)
        if failure is not None:  # a bug in judging: the worker's own traceback
            raise RuntimeError(f"a worker failed judging scenario files:\n{failure}")
        del worker.out[number]
        return number, results

    def _died(self, worker: _Worker) -> NoReturn:
        worker.process.join(1)
        code = worker.process.exitcode
        how = f"exit status {code}" if code is None or code >= 0 else _killed_by(-code)
        first = worker.out[min(worker.out)]
        raise WorkerError(
            f"a worker process judging scenario files died ({how}) on the files from "
            f"{first}; the results before them were written; --jobs 1 judges in one process"
        )

    def stop(self) -> None:
        """End every worker: an idle one is asked to, a busy one (or one that does not
        stop within a second) is terminated."""
        for worker in self.workers:
            with contextlib.suppress(OSError):
                worker.conn.send(None)
        for worker in self.workers:
            worker.process.join(0 if worker.out else 1)
            if worker.process.is_alive():
                worker.process.terminate()
            worker.process.join()
            worker.conn.close()


def _killed_by(number: int) -> str:
    try:
        return f"killed by {signal.Signals(number).name}"
    except ValueError:
        return f"killed by signal {number}"


def _chunked(items: Iterable[Item]) -> Iterator[list[Item]]:
    iterator = iter(items)
    while chunk := list(islice(iterator, CHUNK)):
        yield chunk


def _serve(conn: Connection, others: list[Connection], checker: Checker, each: Each[T]) -> None:
    """A worker: judge each chunk received and send back its results, until told to stop
    or its parent is gone (its pipe closed)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the group; the parent stops us
    for name in ("SIGTERM", "SIGHUP"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)
    for other in others:  # the parent's ends: only the parent may hold them open
        other.close()
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        number, chunk = task
        try:
            results = [each(result) for result in checker.judged(chunk)]
            answer: tuple[int, str | None, list[T]] = (number, None, results)
        except Exception:
            answer = (number, traceback.format_exc(), [])
        try:
            conn.send(answer)
        except OSError:
            return
