"""`judge check` over many files: the files judged in worker processes.

The parent lists the files (streaming, as the serial run does) and hands them out in chunks;
each worker judges its chunk and sends back its results, as ``each`` makes them (the CLI
passes the renderer: a few strings a file), once the chunk is done; the parent yields them
in the files' order, so the output is the serial run's, byte for byte. A worker notes in
memory it shares with the parent how many files of which chunk it has judged: the results
of one that dies are judged again in the parent, up to the file it died on. Chunks are
handed out only a few a worker ahead of the next one to print, so the results held stay a
few chunks a worker however many files there are and however slow one file is.

Workers are forked (they inherit the loaded rulebook, fact book and checker instead of
loading them again), on Linux only. By default there is one a usable CPU (affinity, and
the CPU quota of its cgroup and those above it), at most ``MAX_DEFAULT``, from
``POOL_FROM`` files; ``--jobs N`` is clamped to the usable CPUs; one CPU, or few files by
default, is a serial run. A worker ignores
Ctrl-C (its parent stops it) and dies with SIGTERM; whatever ends the parent (Ctrl-C,
SIGTERM, a closed pipe, an error) ends the workers first. A worker that dies is a
``WorkerError`` (exit 5) and a bug in one a ``RuntimeError``, never a hang, raised once
every result before its chunk is printed. A worker the system refuses (a process limit, no
memory) is a ``WorkerError`` of its own when none runs yet, before any result; once one
runs, the run carries on with those started.
"""

from __future__ import annotations

import contextlib
import gc
import math
import mmap
import os
import selectors
import signal
import struct
import sys
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import chain, islice
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from judge.console import signals_held
from judge.engine.checking import (
    BadFile,
    Checker,
    CheckResult,
    Unreadable,
    require_paths,
    scenario_files,
)
from judge.errors import WorkerError, reason_of

if TYPE_CHECKING:  # multiprocessing is imported only when a pool starts
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

T = TypeVar("T")

POOL_FROM = 200
"""Files from which `judge check` uses a pool by default: under it, forking the workers and
their first steps cost about what they would save."""
CHUNK = 32
"""Files a worker is given at once: large enough that handing them out costs little, small
enough that every worker stays busy to the end."""
CHUNK_BYTES = 32 * 1024
"""Bytes of names at most in a chunk, far below what a Linux socket pair holds (about
200 KiB), so handing a chunk to a worker never blocks: see ``_chunked``."""
AHEAD = 2
"""Chunks a worker holds at once: the next one waits in its pipe while it judges one. The
chunks out, and so the results the parent holds, are at most ``AHEAD`` a worker."""
PROGRESS = struct.Struct("=ii")
"""A worker's slot in the memory it shares with the parent: the chunk it is judging and the
files of it judged (results made)."""
MAX_DEFAULT = 8
"""Workers at most by default: more has not been measured to help, and each costs memory."""
CGROUP = Path("/sys/fs/cgroup")
"""Where the cgroup file systems are mounted: cgroup v2's at it, v1's CPU controller at
``cpu`` (or ``cpu,cpuacct``) under it."""
SELF_CGROUP = Path("/proc/self/cgroup")
"""This process's group in each hierarchy: ``0::/path`` (v2), ``N:cpu,cpuacct:/path`` (v1)."""

Item = tuple[Path, str] | Unreadable
Each = Callable[[CheckResult | BadFile], T]


def usable_cpus() -> int:
    """The CPUs this process may use: its affinity (as `taskset` sets it), lowered to its
    cgroups' CPU quota rounded up (as a container's ``--cpus``, a pod's limit or a systemd
    slice's ``CPUQuota=`` sets it)."""
    has_affinity = hasattr(os, "sched_getaffinity")  # not on macOS or Windows
    cpus = len(os.sched_getaffinity(0)) if has_affinity else os.cpu_count() or 1
    quota = cpu_quota()
    return max(1, min(cpus, math.ceil(quota))) if quota else cpus


def cpu_quota() -> float | None:
    """CPUs' worth of time this process may use: the lowest quota / period of its cgroup
    and of each group above it (a parent's limit bounds its children), None if none is
    limited or none can be read (not Linux, not mounted)."""
    quotas = [quota for group in _cpu_groups() if (quota := _quota_of(group)) is not None]
    return min(quotas, default=None)


def _cpu_groups() -> list[Path]:
    """The folders of this process's cgroup and of the groups above it, up to the mount,
    as /proc/self/cgroup names them (on a host: its systemd slice's; in a container with
    its own cgroup namespace: the container's, the mount's root). Only the mount roots when
    /proc/self/cgroup cannot be read."""
    try:
        lines = SELF_CGROUP.read_text().splitlines()
    except OSError:
        lines = []
    groups: list[Path] = []
    for line in lines:
        number, _, rest = line.partition(":")
        controllers, _, path = rest.partition(":")
        if number == "0" and not controllers:
            root = CGROUP
        elif "cpu" in controllers.split(","):
            root = CGROUP / controllers if (CGROUP / controllers).is_dir() else CGROUP / "cpu"
        else:
            continue
        group = root / path.strip("/")
        groups += [group, *[parent for parent in group.parents if root in parent.parents]]
        groups.append(root)
    return list(dict.fromkeys(groups)) or [CGROUP, CGROUP / "cpu"]


def _quota_of(group: Path) -> float | None:
    """CPUs' worth of time the cgroup folder ``group`` may use (quota / period): cgroup
    v2's ``cpu.max``, v1's ``cpu.cfs_quota_us`` (``-1``: none) with its period beside it;
    None if unlimited or unknown."""
    try:
        if (group / "cpu.max").exists():
            quota, period = (group / "cpu.max").read_text().split()[:2]
        else:
            quota = (group / "cpu.cfs_quota_us").read_text().strip()
            period = (group / "cpu.cfs_period_us").read_text().strip()
        if quota in ("max", "-1") or int(period) <= 0:
            return None
        return int(quota) / int(period)
    except (OSError, ValueError):
        return None


def worker_count(jobs: int | None) -> int:
    """Processes to judge in: ``jobs`` if given, clamped to the usable CPUs (more would
    only take turns on them); by default one a usable CPU, at most ``MAX_DEFAULT``."""
    cpus = usable_cpus()
    return min(jobs, cpus) if jobs is not None else min(cpus, MAX_DEFAULT)


def can_fork() -> bool:
    """Whether workers can be forked here: on Linux only (macOS has fork, but forking is
    unsafe there and its socket buffers are small enough to deadlock a chunk's send)."""
    return sys.platform == "linux" and hasattr(os, "fork")


@contextlib.contextmanager
def checked(
    paths: Iterable[Path], rules_version: str | None, each: Each[T], jobs: int | None = None
) -> Iterator[Iterator[T]]:
    """``each`` of the results of judging every scenario under ``paths``, in the serial
    order, judged by ``worker_count(jobs)`` processes (by default only from ``POOL_FROM``
    files, else one). A missing path or an unknown version raises here, before
    any result; leaving the block stops every worker."""
    checker = Checker.of(rules_version)
    files = scenario_files(require_paths(paths))
    workers = worker_count(jobs)
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
    slot: int
    """Its place in the pool's ``progress``."""
    out: dict[int, list[Item]] = field(default_factory=dict)
    """The chunks handed to it and not yet finished, by number, each as its files."""
    dead: bool = False
    watched: bool = False
    """Whether the pool's selector watches its pipe and process (`_Pool._watching`)."""


@dataclass
class _Pool(Generic[T]):
    checker: Checker
    each: Each[T]
    size: int
    workers: list[_Worker] = field(default_factory=list)
    selector: selectors.BaseSelector = field(default_factory=selectors.PollSelector)
    """What ``_answers`` waits on (poll, not epoll: nothing of it is in the kernel for a
    forked worker to share)."""
    progress: mmap.mmap | None = None
    """A ``PROGRESS`` slot a worker, shared with them: made before the first is forked."""

    def results(self, items: Iterable[Item]) -> Iterator[T]:
        """Each result of ``items`` in their order, as workers send them back.

        A chunk is handed out only within ``size * AHEAD`` chunks of the next one to print,
        so the results held wait for at most that many chunks, however slow that one is. A
        worker that dies or fails fills its chunk's place with the error, raised when the
        output reaches it: every result before it is printed first, as the serial run
        prints them. Nothing is handed out after a failure (nothing after it is printed)."""
        chunks = enumerate(_chunked(items))
        pending = next(chunks, None)
        done: dict[int, tuple[list[T], Exception | None]] = {}
        wanted = 0
        while True:
            while pending is not None and pending[0] < wanted + self.size * AHEAD:
                worker = self._free()
                if worker is None:
                    break
                self._hand_out(worker, *pending)
                pending = next(chunks, None)
            if wanted in done:
                results, error = done.pop(wanted)
                yield from results
                if error is not None:
                    raise error
                wanted += 1
                continue
            if not any(worker.out for worker in self.workers):
                return
            for number, results, error in self._answers():
                done[number] = results, error
                if error is not None:
                    pending = None

    def _free(self) -> _Worker | None:
        """The worker to give the next chunk: an idle one, else a new one while there are
        fewer than ``size``, else the least busy one holding fewer than ``AHEAD``."""
        live = [worker for worker in self.workers if not worker.dead]
        least = min(live, key=lambda worker: len(worker.out), default=None)
        if least is not None and not least.out:
            return least
        if len(self.workers) < self.size:
            started = self._start()
            if started is not None:
                return started
        if least is not None and len(least.out) < AHEAD:
            return least
        return None

    def _hand_out(self, worker: _Worker, number: int, chunk: list[Item]) -> None:
        worker.out[number] = chunk
        # a chunk's names come to at most CHUNK_BYTES, far below a Linux socket's buffer, so
        # this send never blocks on a worker itself blocked sending its results (pooling is
        # Linux only)
        with contextlib.suppress(OSError):  # its end is closed: it died, seen by _answers
            worker.conn.send((number, chunk))

    def _start(self) -> _Worker | None:
        """A new worker, forked now: it inherits the checker as it is. None when the system
        refuses it (`_refused`)."""
        import multiprocessing

        sys.stdout.flush()  # a child must not inherit output waiting to be written
        sys.stderr.flush()
        try:
            ours, theirs = multiprocessing.Pipe()
        except OSError as error:  # no file descriptors left
            self._refused(error)
            return None
        others = [worker.conn for worker in self.workers] + [ours]
        if self.progress is None:  # anonymous and shared: each child writes the parent's
            try:
                self.progress = mmap.mmap(-1, PROGRESS.size * self.size)
            except OSError as error:  # no memory: no child, as a refused fork
                ours.close()
                theirs.close()
                self._refused(error)
                return None
        slot = len(self.workers)
        context = multiprocessing.get_context("fork")
        served = (theirs, others, self.checker, self.each, self.progress, slot)
        process = context.Process(target=_serve, args=served, daemon=True)
        gc.freeze()  # the collector in a child leaves what it inherited shared, untouched
        try:
            with signals_held():  # a signal now would find the child with our handlers
                process.start()
                worker = _Worker(process, ours, slot)
                self.workers.append(worker)
        except OSError as error:  # fork refused (a process limit, no memory): no child
            ours.close()
            theirs.close()
            self._refused(error)
            return None
        finally:
            gc.unfreeze()
        theirs.close()
        return worker

    def _refused(self, error: OSError) -> None:
        """A worker the system would not start: with others running, none more is tried
        and they judge every file; with none, a WorkerError, before any result."""
        if not self.workers:
            raise WorkerError(
                f"could not start a worker process ({reason_of(error)}); --jobs 1 judges in "
                "one process"
            ) from None
        self.size = len(self.workers)

    def _answers(self) -> list[tuple[int, list[T], Exception | None]]:
        """The chunks finished, waiting for one: each number with its results and the
        error that ended it early if one did (a worker that died, a bug in judging)."""
        ready = {key.fd for key, _ in self._watching().select()}
        answers: list[tuple[int, list[T], Exception | None]] = []
        for worker in self.workers:
            if not worker.watched:
                continue
            if worker.conn.fileno() in ready:
                answers += self._receive(worker)
            elif worker.process.sentinel in ready:  # its process ended, its pipe said all
                answers += self._died(worker)
        return answers

    def _watching(self) -> selectors.BaseSelector:
        """The selector, watching the pipe and the process of each busy worker, no other:
        an idle worker has nothing to say, and one that died idle is seen once given a
        chunk (its pipe then ends). A worker is busy from its first chunk to the end of
        the files, so this registers each only a few times a run."""
        for worker in self.workers:
            busy = bool(worker.out) and not worker.dead
            if busy == worker.watched:
                continue
            for fd in (worker.conn.fileno(), worker.process.sentinel):
                if busy:
                    self.selector.register(fd, selectors.EVENT_READ)
                else:
                    self.selector.unregister(fd)
            worker.watched = busy
        return self.selector

    def _receive(self, worker: _Worker) -> list[tuple[int, list[T], Exception | None]]:
        """What ``worker`` sent: a chunk's results, with the traceback of a bug that ended it
        if one did; its death if its pipe ended."""
        try:
            number, kind, value = worker.conn.recv()
        except (EOFError, OSError):
            return self._died(worker)
        del worker.out[number]
        if kind == "failed":  # a bug in judging: the worker's own traceback
            results, trace = value
            error = RuntimeError(f"a worker failed judging scenario files:\n{trace}")
            return [(number, results, error)]
        return [(number, value, None)]

    def _died(self, worker: _Worker) -> list[tuple[int, list[T], Exception | None]]:
        """The chunks ``worker`` held when it died, up to the one it died in: the files it
        had judged (its progress says how many; they did not kill it) judged again here,
        the last chunk ended by the error (on its last file if it had judged them all: it
        died sending them)."""
        worker.process.join(1)
        code = worker.process.exitcode
        how = f"exit status {code}" if code is None or code >= 0 else _killed_by(-code)
        assert self.progress is not None  # made before it was forked
        judging, made = PROGRESS.unpack_from(self.progress, PROGRESS.size * worker.slot)
        answers: list[tuple[int, list[T], Exception | None]] = []
        for number, chunk in sorted(worker.out.items()):
            count = len(chunk) if number < judging else made if number == judging else 0
            answers.append((number, self._judged_here(chunk[:count]), None))
            if count < len(chunk):
                break
        number, results, _ = answers[-1]
        chunk = worker.out[number]
        on = _path_of(chunk[min(len(results), len(chunk) - 1)])
        error = WorkerError(
            f"a worker process judging scenario files died ({how}) on {on}; the results "
            "before it were written; --jobs 1 judges in one process"
        )
        answers[-1] = (number, results, error)
        worker.out.clear()
        worker.dead = True
        return answers

    def _judged_here(self, items: list[Item]) -> list[T]:
        """``items`` judged in this process, as the worker had: the same results (judging
        depends on the files alone), to print in its place."""
        return [self.each(result) for result in self.checker.judged(items)]

    def stop(self) -> None:
        """End every worker: an idle one is asked to, a busy one (or one that does not
        stop within a second) is terminated, then killed; their pipes are closed."""
        for worker in self.workers:
            if not worker.out and not worker.dead:
                with contextlib.suppress(OSError):
                    worker.conn.send(None)
        for worker in self.workers:
            process = worker.process
            process.join(0 if worker.out else 1)
            if process.is_alive():
                process.terminate()
                process.join(1)
            if process.is_alive():  # stopped (SIGSTOP) or ignoring SIGTERM
                process.kill()
                process.join()
            worker.conn.close()
            process.close()
        self.selector.close()
        if self.progress is not None:
            self.progress.close()


def _killed_by(number: int) -> str:
    try:
        return f"killed by {signal.Signals(number).name}"
    except ValueError:
        return f"killed by signal {number}"


def _path_of(item: Item) -> Path:
    return item[0] if isinstance(item, tuple) else item.path


def _chunked(items: Iterable[Item]) -> Iterator[list[Item]]:
    """``items`` in chunks of ``CHUNK``, or fewer whose names come to ``CHUNK_BYTES``: a
    chunk handed to a busy worker waits whole in its pipe, and one larger than the pipe
    holds would block the parent while that worker blocks sending it results (paths near
    the system's limit, a few KiB each, would do it)."""
    chunk: list[Item] = []
    size = 0
    for item in items:
        chunk.append(item)
        size += 2 * len(os.fsencode(_path_of(item)))  # its path, and its name, part of it
        if len(chunk) == CHUNK or size >= CHUNK_BYTES:
            yield chunk
            chunk, size = [], 0
    if chunk:
        yield chunk


def _serve(
    conn: Connection,
    others: list[Connection],
    checker: Checker,
    each: Each[T],
    progress: mmap.mmap,
    slot: int,
) -> None:
    """A worker: judge each chunk received and send back its results, until told to stop
    or its parent is gone (its pipe closed). Its ``progress`` slot says how far it got."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the group; the parent stops us
    for name in ("SIGTERM", "SIGHUP"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)
    # forked with these held (see _Pool._start): only now, with our handlers, may they come
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM, signal.SIGHUP})
    for other in others:  # the parent's ends: only the parent may hold them open
        other.close()
    where = PROGRESS.size * slot
    while True:
        try:
            task = conn.recv()
        except Exception:  # EOF or a closed pipe: the parent is gone; a cut message: stopping
            return
        if task is None:
            return
        number, chunk = task
        results: list[T] = []
        PROGRESS.pack_into(progress, where, number, 0)
        try:
            # sent once the chunk is done (a message a file cost the parent a wake-up a
            # file); a worker that dies loses none: the parent judges again what it had made
            for result in checker.judged(chunk):
                results.append(each(result))
                PROGRESS.pack_into(progress, where, number, len(results))
            message: tuple[int, str, Any] = (number, "done", results)
        except Exception:  # a bug in judging, an OSError among them: sent back as such
            message = (number, "failed", (results, traceback.format_exc()))
        if not _sent(conn, message):
            return


def _sent(conn: Connection, message: tuple[int, str, Any]) -> bool:
    """Whether ``message`` went into the parent's pipe: False when its end is closed (the
    parent is gone). Only this failure is the parent's; any other is the worker's own."""
    try:
        conn.send(message)
    except OSError:
        return False
    return True
