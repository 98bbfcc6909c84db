"""`judge check --jobs`: files judged in worker processes print what one process prints, in
its order; a worker that dies, Ctrl-C, SIGTERM and a closed pipe end every process."""

from __future__ import annotations

import errno
import multiprocessing
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from judge.engine import check_pool
from judge.engine.checking import BadFile, CheckResult
from judge.errors import EXIT_WORKER, WorkerError
from judge.render import check as render
from tests.conftest import REPO
from tests.timing import bench_module

SCENARIOS = REPO / "scenarios"
TOPICS = ("recall", "chain", "movement")
FORMATS = [
    pytest.param([], id="text"),
    pytest.param(["--format", "json"], id="json"),
    pytest.param(["--format", "markdown"], id="markdown"),
    pytest.param(["--explain"], id="explain"),
    pytest.param(["--quiet"], id="quiet"),
    pytest.param(["--format", "json", "--rules-version", "1.3"], id="json-1.3"),
]


@pytest.fixture
def cases(tmp_path: Path) -> Path:
    """Three topics' scenarios, one of them changed to fail, with a file that is not YAML,
    one that breaks the schema and a folder that cannot be read among them."""
    folder = tmp_path / "cases"
    for topic in TOPICS:
        shutil.copytree(SCENARIOS / topic, folder / topic)
    failing = sorted((folder / "recall").glob("*.yaml"))[0]
    failing.write_text(failing.read_text().replace("verdict: ", "verdict: 'maybe' #", 1))
    (folder / "chain" / "aa-not-yaml.yaml").write_text("a: [\n")
    (folder / "movement" / "zz-broken.yaml").write_text("question: {is_move: recal}\n")
    return folder


USABLE_CPUS = check_pool.usable_cpus


@pytest.fixture(autouse=True)
def three_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    """`--jobs` is clamped to the usable CPUs: say there are three, whatever this machine
    has (the processes started by the subprocess tests see the real count)."""
    monkeypatch.setattr(check_pool, "usable_cpus", lambda: 3)


@pytest.fixture
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chunks of three files: many chunks out at once, sent back in any order."""
    monkeypatch.setattr(check_pool, "CHUNK", 3)


@pytest.mark.usefixtures("small_chunks")
@pytest.mark.parametrize("options", FORMATS)
def test_workers_print_what_one_process_prints(cli, cases: Path, options: list[str]) -> None:
    serial = cli("check", str(cases), *options, "--jobs", "1")
    assert serial.exit_code == 3, serial.output
    assert "judge: " in serial.stderr and serial.stdout
    for jobs in ("2", "3"):
        pooled = cli("check", str(cases), *options, "--jobs", jobs)
        assert pooled.exit_code == serial.exit_code
        assert pooled.stdout == serial.stdout
        assert pooled.stderr == serial.stderr


@pytest.mark.usefixtures("small_chunks")
def test_paths_given_one_by_one_are_judged_in_their_order(cli, cases: Path) -> None:
    paths = [str(cases / "movement"), str(SCENARIOS / "recall" / "is-a-recall-a-move.yaml")]
    paths += [str(cases / "chain" / "aa-not-yaml.yaml"), str(cases / "recall")]
    serial = cli("check", *paths, "--jobs", "1")
    pooled = cli("check", *paths, "--jobs", "2")
    assert (pooled.exit_code, pooled.stdout, pooled.stderr) == (
        serial.exit_code,
        serial.stdout,
        serial.stderr,
    )


def test_a_missing_path_or_version_is_refused_before_any_worker_starts(
    cli, cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def started(pool: object) -> None:
        pytest.fail("a worker was started")

    monkeypatch.setattr(check_pool._Pool, "_start", started)
    missing = cli("check", str(cases), str(cases / "nowhere"), "--jobs", "2")
    assert missing.exit_code == 2 and not missing.stdout
    assert missing.stderr == f"judge: no such file or folder: {cases / 'nowhere'}\n"
    version = cli("check", str(cases), "-r", "0.7", "--jobs", "2")
    assert version.exit_code == 2 and not version.stdout
    assert version.stderr.startswith("judge: unknown rules version '0.7'")
    assert not multiprocessing.active_children()


def test_jobs_is_at_least_one(cli, cases: Path) -> None:
    result = cli("check", str(cases), "--jobs", "0")
    assert result.exit_code == 2 and "--jobs" in result.stderr


def _judged_where(item: CheckResult | BadFile) -> int:
    return os.getpid()


def test_the_default_is_one_process_under_the_threshold_else_one_a_cpu(
    cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(check_pool, "usable_cpus", lambda: 2)
    files = len(list(cases.rglob("*.yaml")))
    monkeypatch.setattr(check_pool, "POOL_FROM", files + 1)
    with check_pool.checked([cases], None, _judged_where) as results:
        assert set(results) == {os.getpid()}
    monkeypatch.setattr(check_pool, "POOL_FROM", files)
    monkeypatch.setattr(check_pool, "CHUNK", 5)
    with check_pool.checked([cases], None, _judged_where) as results:
        pids = set(results)
    assert len(pids) == 2 and os.getpid() not in pids
    assert not multiprocessing.active_children()


V1_PERIOD = {"cpu/cpu.cfs_period_us": "100000\n"}
V1_QUOTA = {"cpu/cpu.cfs_quota_us": "50000\n", **V1_PERIOD}
V1_PERIOD_A = {"cpu/a.slice/cpu.cfs_period_us": "100000"}
SCOPE_3 = {"a.slice/b.scope/cpu.max": "300000 100000"}


@pytest.mark.parametrize(
    ("groups", "files", "expected"),
    [
        ("0::/\n", {"cpu.max": "100000 100000\n"}, 1),  # docker run --cpus=1
        ("0::/\n", {"cpu.max": "150000 100000\n"}, 2),  # --cpus=1.5: two, each part-time
        ("0::/\n", {"cpu.max": "max 100000\n"}, None),  # no quota: the affinity
        ("4:cpu,cpuacct:/\n", V1_QUOTA, 1),  # cgroup v1
        ("4:cpu,cpuacct:/\n", {"cpu/cpu.cfs_quota_us": "-1\n", **V1_PERIOD}, None),
        (None, V1_QUOTA, 1),  # /proc/self/cgroup unreadable: the mounts' roots
        ("0::/\n", {}, None),  # no cgroup files
        # on a host: a systemd slice's quota (systemd-run -p CPUQuota=200%), under the root
        ("0::/user.slice/run.scope\n", {"user.slice/cpu.max": "200000 100000\n"}, 2),
        # the lowest of the group's and those above it
        ("0::/a.slice/b.scope\n", {"a.slice/cpu.max": "100000 100000", **SCOPE_3}, 1),
        ("0::/a.slice/b.scope\n", {"a.slice/cpu.max": "max 100000", **SCOPE_3}, 3),
        ("4:cpu:/a.slice\n", {"cpu/a.slice/cpu.cfs_quota_us": "50000", **V1_PERIOD_A}, 1),
    ],
)
def test_usable_cpus_are_the_affinity_lowered_to_the_cgroup_quota(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    groups: str | None,
    files: dict[str, str],
    expected: int | None,
) -> None:
    monkeypatch.setattr(check_pool, "CGROUP", tmp_path / "cgroup")
    monkeypatch.setattr(check_pool, "SELF_CGROUP", tmp_path / "self-cgroup")
    if groups is not None:
        (tmp_path / "self-cgroup").write_text(groups)
    for name, text in files.items():
        (tmp_path / "cgroup" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "cgroup" / name).write_text(text)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(16)))
    assert USABLE_CPUS() == (16 if expected is None else expected)


def test_a_one_cpu_quota_judges_in_one_process(
    cases: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(check_pool, "usable_cpus", USABLE_CPUS)
    monkeypatch.setattr(check_pool, "CGROUP", tmp_path)
    monkeypatch.setattr(check_pool, "SELF_CGROUP", tmp_path / "self-cgroup")
    (tmp_path / "self-cgroup").write_text("0::/\n")
    (tmp_path / "cpu.max").write_text("100000 100000\n")
    monkeypatch.setattr(check_pool, "POOL_FROM", 2)
    monkeypatch.setattr(check_pool, "CHUNK", 5)
    with check_pool.checked([cases], None, _judged_where) as results:
        assert set(results) == {os.getpid()}
    with check_pool.checked([cases], None, _judged_where, jobs=4) as results:
        assert set(results) == {os.getpid()}  # --jobs is lowered to the usable CPUs


def test_the_default_is_at_most_eight_workers_and_jobs_at_most_the_cpus(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(check_pool, "usable_cpus", lambda: 64)
    assert check_pool.worker_count(None) == check_pool.MAX_DEFAULT == 8
    assert check_pool.worker_count(12) == 12
    monkeypatch.setattr(check_pool, "usable_cpus", lambda: 2)
    assert (check_pool.worker_count(None), check_pool.worker_count(9)) == (2, 2)


def _path(item: CheckResult | BadFile) -> str:
    return item.path


def _serial_order(cases: Path, monkeypatch: pytest.MonkeyPatch, *, chunk: int) -> list[str]:
    """The files of ``cases`` in the order one process prints them, with chunks of ``chunk``
    files from now on (small, so that a few files make several chunks)."""
    monkeypatch.setattr(check_pool, "CHUNK", chunk)
    with check_pool.checked([cases], None, _path, jobs=1) as results:
        return list(results)


def _slow_first(item: CheckResult | BadFile) -> str:
    if item.path == _slow_first.path:  # type: ignore[attr-defined]
        time.sleep(2)
    return item.path


def test_results_held_stay_a_few_chunks_a_worker_while_the_first_is_slow(
    cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the first file's worker is slow, the other does not run ahead through the
    whole run: the chunks taken from the files and not yet printed stay within the window."""
    order = _serial_order(cases, monkeypatch, chunk=2)
    monkeypatch.setattr(_slow_first, "path", order[0], raising=False)
    taken: list[int] = []
    chunked = check_pool._chunked

    def counted(items: object) -> object:
        for chunk in chunked(items):  # type: ignore[arg-type]
            taken.append(len(chunk))
            yield chunk

    monkeypatch.setattr(check_pool, "_chunked", counted)
    held: list[int] = []
    printed = 0
    with check_pool.checked([cases], None, _slow_first, jobs=2) as results:
        for _ in results:
            printed += 1
            held.append(sum(taken) - printed)
    assert printed == len(order) > 40
    # the window (2 workers x AHEAD chunks) and the next chunk, read but not handed out
    assert max(held) <= (2 * check_pool.AHEAD + 1) * 2


def _dies_on_recall(item: CheckResult | BadFile) -> str:
    if "recall" in item.path:
        os.kill(os.getpid(), signal.SIGKILL)
    return item.path


def test_a_worker_that_dies_is_a_clear_error_and_stops_the_others(
    cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    order = _serial_order(cases, monkeypatch, chunk=4)
    first = next(index for index, path in enumerate(order) if "recall" in path)
    seen: list[str] = []
    with (
        pytest.raises(WorkerError) as raised,
        check_pool.checked([cases], None, _dies_on_recall, jobs=2) as results,
    ):
        seen.extend(results)
    message = str(raised.value)
    assert message == (
        "a worker process judging scenario files died (killed by SIGKILL) on "
        f"{order[first]}; the results before it were written; --jobs 1 judges in one process"
    )
    assert raised.value.exit_code == EXIT_WORKER == 5
    assert seen == order[:first]  # what one process prints up to that file
    assert not multiprocessing.active_children()


def _slow_then_dies(item: CheckResult | BadFile) -> str:
    if item.path == _slow_then_dies.slow:  # type: ignore[attr-defined]
        time.sleep(2)
    if item.path == _slow_then_dies.dies:  # type: ignore[attr-defined]
        if _slow_then_dies.how == "killed":  # type: ignore[attr-defined]
            os.kill(os.getpid(), signal.SIGKILL)
        raise ZeroDivisionError("a bug")
    return item.path


@pytest.mark.parametrize("how", ["killed", "bug"])
def test_a_failure_after_a_slow_chunk_keeps_every_result_before_it(
    cases: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """The first chunk is still being judged when the worker of the second dies (or fails)
    on its third file: everything before that file is printed first, as in one process."""
    order = _serial_order(cases, monkeypatch, chunk=4)
    for name, value in (("slow", order[0]), ("dies", order[6]), ("how", how)):
        monkeypatch.setattr(_slow_then_dies, name, value, raising=False)
    seen: list[str] = []
    raised = WorkerError if how == "killed" else RuntimeError
    with (
        pytest.raises(raised, match="on " if how == "killed" else "ZeroDivisionError: a bug"),
        check_pool.checked([cases], None, _slow_then_dies, jobs=2) as results,
    ):
        seen.extend(results)
    assert seen == order[:6]
    assert not multiprocessing.active_children()


def test_a_dead_worker_exits_5_with_one_line(
    cli, cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = os.getpid()
    shown = render.shown

    def dies_in_a_worker(item: CheckResult | BadFile, **options: bool) -> render.Shown:
        if os.getpid() != parent and "movement" in item.path:
            os._exit(9)
        return shown(item, **options)

    monkeypatch.setattr(render, "shown", dies_in_a_worker)
    serial = cli("check", str(cases), "--jobs", "1", "--format", "json")
    result = cli("check", str(cases), "--jobs", "2", "--format", "json")
    assert result.exit_code == 5
    last = result.stderr.splitlines()[-1]
    assert last.startswith("judge: a worker process judging scenario files died (exit status 9)")
    # stdout is what one process writes up to the first movement file, cut off there as one
    # process's is when an error ends it (docs/exit-codes.md)
    before = len(list((cases / "chain").rglob("*.yaml"))) - 1  # one is not YAML
    assert serial.stdout.startswith(result.stdout)
    assert result.stdout.count('\n{"') == before > 10
    assert "Traceback" not in result.output
    assert not multiprocessing.active_children()


def _fails_on_chain(item: CheckResult | BadFile) -> str:
    if "chain" in item.path:
        raise ZeroDivisionError("a bug")
    return item.path


def test_a_bug_in_a_worker_is_raised_with_its_traceback_not_hung_on(cases: Path) -> None:
    with (
        pytest.raises(RuntimeError, match="ZeroDivisionError: a bug"),
        check_pool.checked([cases], None, _fails_on_chain, jobs=2) as results,
    ):
        list(results)
    assert not multiprocessing.active_children()


def _refused() -> int:
    """`os.fork` as a process limit refuses it."""
    raise BlockingIOError(errno.EAGAIN, os.strerror(errno.EAGAIN))


def test_a_refused_fork_is_its_own_error_not_an_output_error(
    cli, cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "fork", _refused)
    result = cli("check", str(cases), "--jobs", "2")
    assert result.exit_code == EXIT_WORKER
    assert result.stderr == (
        "judge: could not start a worker process (resource temporarily unavailable); "
        "--jobs 1 judges in one process\n"
    )
    assert not result.stdout  # refused before any result
    assert not multiprocessing.active_children()


def _judged_by(item: CheckResult | BadFile) -> tuple[str, int]:
    return item.path, os.getpid()


def test_a_fork_refused_once_a_worker_runs_leaves_the_files_to_it(
    cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    order = _serial_order(cases, monkeypatch, chunk=3)
    fork, forks = os.fork, []

    def once() -> int:
        if forks:
            return _refused()
        forks.append(1)
        return fork()

    monkeypatch.setattr(os, "fork", once)
    with check_pool.checked([cases], None, _judged_by, jobs=3) as results:
        paths, pids = zip(*results, strict=True)
    assert list(paths) == order
    assert len(set(pids)) == 1 and os.getpid() not in pids
    assert not multiprocessing.active_children()


def _no_descriptors_on_chain(item: CheckResult | BadFile) -> str:
    if "chain" in item.path:
        raise OSError(errno.EMFILE, "Too many open files")
    return item.path


def test_an_oserror_judging_in_a_worker_is_raised_with_its_traceback(cases: Path) -> None:
    """Not a worker gone quiet ("died (exit status 0)"): only a send to a parent that is
    gone ends a worker without a word."""
    with (
        pytest.raises(RuntimeError, match=r"OSError: \[Errno 24\] Too many open files"),
        check_pool.checked([cases], None, _no_descriptors_on_chain, jobs=2) as results,
    ):
        list(results)
    assert not multiprocessing.active_children()


def test_an_oserror_judging_in_one_process_is_not_an_output_error(
    cli, cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only a failed write to standard output is exit 4; anything else raised while judging
    is what it is (here a traceback: no user can cause it)."""

    def no_descriptors(item: CheckResult | BadFile, **options: bool) -> render.Shown:
        raise OSError(errno.EMFILE, "Too many open files")

    monkeypatch.setattr(render, "shown", no_descriptors)
    result = cli("check", str(cases), "--jobs", "1")
    assert isinstance(result.exception, OSError), result.output
    assert result.exception.errno == errno.EMFILE
    assert "cannot write to standard output" not in result.output


# --- signals and pipes, in a real process -------------------------------------------------


@pytest.fixture(scope="module")
def many(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("many")
    bench_module("check_throughput").generate(folder, 1500)
    return folder


def _start(folder: Path, *options: str, jobs: str = "2") -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "judge", "check", str(folder), "--jobs", jobs, *options]
    return subprocess.Popen(
        command,
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group, as a shell's foreground job
        preexec_fn=_as_foreground,
    )


def _as_foreground() -> None:
    """Ctrl-C as a terminal's foreground job has it: a test run started in the background
    by a shell without job control inherits SIGINT ignored, and so would `judge`."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _workers(pid: int, count: int = 2) -> list[int]:
    """The children of ``pid``, once it has ``count`` (its workers)."""
    for _ in range(200):
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        if len(children) >= count:
            return [int(child) for child in children]
        time.sleep(0.05)
    raise AssertionError("no workers started")


def _gone(pids: list[int]) -> bool:
    for pid in pids:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            continue
        return False
    return True


linux_only = pytest.mark.skipif(
    not Path("/proc/self/task").exists(), reason="reads /proc for the workers"
)


def _interrupted(folder: Path, jobs: str, sent: signal.Signals) -> tuple[int, bytes, list[int]]:
    """How `judge check` ends when ``sent`` reaches its process group once it has begun
    printing: its status, its stderr and the pids of its children then."""
    process = _start(folder, jobs=jobs)
    assert process.stdout is not None
    workers = _workers(process.pid, 0 if jobs == "1" else 2)
    process.stdout.readline()  # judging has begun
    os.killpg(process.pid, sent)  # as a terminal does: to the whole group, workers too
    _, err = process.communicate(timeout=30)
    return process.returncode, err, workers


@linux_only
@pytest.mark.parametrize(
    "sent", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=["ctrl-c", "sigterm", "sighup"]
)
def test_a_signal_ends_judge_and_its_workers_as_it_ends_one_process(
    many: Path, sent: signal.Signals
) -> None:
    status, err, workers = _interrupted(many, "2", sent)
    assert (status, err) == _interrupted(many, "1", sent)[:2]
    assert status == 128 + sent and b"Traceback" not in err
    assert _gone(workers)


@linux_only
def test_a_closed_pipe_ends_judge_and_its_workers_quietly(many: Path) -> None:
    process = _start(many, "--format", "json")
    assert process.stdout is not None and process.stderr is not None
    workers = _workers(process.pid)
    process.stdout.readline()
    process.stdout.close()  # `judge check ... | head -1`
    assert process.wait(timeout=30) == 141
    with process.stderr:
        assert process.stderr.read() == b""
    assert _gone(workers)


@linux_only
def test_a_killed_worker_is_exit_5_and_no_hang(many: Path) -> None:
    process = _start(many)
    workers = _workers(process.pid)
    os.kill(workers[0], signal.SIGKILL)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 5
    assert err.decode().startswith(
        "judge: a worker process judging scenario files died (killed by SIGKILL) on "
    )
    assert _gone(workers)


def test_workers_run_from_a_read_only_checkout_without_bytecode(tmp_path: Path) -> None:
    """A copy of the package made read-only, run with PYTHONDONTWRITEBYTECODE: the workers
    (two, several chunks each) print what one process prints and leave no bytecode. As root
    (as in this sandbox) the modes would stop nothing, so they are not set: the test then
    shows that workers run from a copy and write no bytecode under PYTHONDONTWRITEBYTECODE,
    not that a read-only copy is never written to."""
    checkout = tmp_path / "checkout"
    shutil.copytree(
        REPO / "judge", checkout / "judge", ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
    )
    os.symlink(REPO / "rules_data", checkout / "rules_data")
    read_only = os.geteuid() != 0
    for path in [checkout, *checkout.rglob("*")] if read_only else []:
        if not path.is_symlink():
            path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(checkout)}
        folders = [str(SCENARIOS / "recall"), str(SCENARIOS / "movement")]  # over 2 chunks
        runs = [
            subprocess.run(
                [sys.executable, "-m", "judge", "check", *folders, "-j", jobs],
                cwd=tmp_path,  # not the repository: its judge/ would be imported
                env=env,
                capture_output=True,
            )
            for jobs in ("1", "2")
        ]
        assert runs[0].returncode == 0, runs[0].stderr
        assert runs[1].returncode == 0 and runs[1].stdout == runs[0].stdout
        assert not list(checkout.rglob("__pycache__"))
    finally:
        for path in [checkout, *checkout.rglob("*")] if read_only else []:
            if not path.is_symlink():
                path.chmod(0o755 if path.is_dir() else 0o644)


def test_a_chunk_of_long_paths_stays_far_below_what_a_pipe_holds(tmp_path: Path) -> None:
    """Paths near the system's limit, each under its own folders, made a chunk of CHUNK of
    them larger than a socket pair holds: the parent blocked handing it to a busy worker
    while that worker blocked sending its results (review-s38-perf S1). A chunk is cut at
    CHUNK_BYTES of names, whatever their number."""
    import pickle

    deep = tmp_path.joinpath(*["d" * 250] * 14)
    items = [(deep / f"{'f' * 200}-{n}.yaml", f"{'d' * 250}/{n}") for n in range(100)]
    chunks = list(check_pool._chunked(items))
    assert [item for chunk in chunks for item in chunk] == items
    assert all(len(pickle.dumps((0, chunk))) < 2 * check_pool.CHUNK_BYTES for chunk in chunks)
    assert max(map(len, check_pool._chunked([(Path("a.yaml"), "a")] * 100))) == check_pool.CHUNK


_PARENT = os.getpid()
_SENT = check_pool._sent


def _dies_sending_second_chunk(conn: Any, message: tuple[int, str, Any]) -> bool:
    if os.getpid() != _PARENT and message[0] == 1:  # chunk 1 judged whole, not yet sent
        os.kill(os.getpid(), signal.SIGKILL)
    return _SENT(conn, message)


@linux_only
def test_a_worker_dead_with_its_chunk_judged_but_not_sent_keeps_every_result_before(
    cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A worker that judged its whole chunk and died sending it: the parent judges again
    the files it finished, so the output is still what one process prints up to the error
    (review-s38-perf minor 4)."""
    order = _serial_order(cases, monkeypatch, chunk=4)
    monkeypatch.setattr(check_pool, "_sent", _dies_sending_second_chunk)
    seen: list[str] = []
    with (
        pytest.raises(WorkerError),
        check_pool.checked([cases], None, _path, jobs=2) as results,
    ):
        seen.extend(results)
    assert len(seen) >= 8 and seen == order[: len(seen)]
    assert not multiprocessing.active_children()
