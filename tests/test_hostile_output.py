"""Output paths that cannot be written (exit 4, one line) and writes that fail half-way:
the old file or site stays whole and no temporary file is left behind."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from judge.ask import prompt
from judge.errors import EXIT_OUTPUT
from judge.pages.faq import command
from judge.pages.site import build as site_build
from tests.hostile import assert_refused

OLD = "old page, kept whole\n"


def _disk_full(*args: object, **kwargs: object) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


# (id, out path under tmp_path, message)
FAQ_OUT = [
    ("a-folder", lambda tmp: tmp, "is a directory"),
    ("missing-parent", lambda tmp: tmp / "missing" / "faq.md", "no such file or directory"),
    ("under-a-file", lambda tmp: tmp / "blocker" / "faq.md", "not a directory"),
    ("in-proc", lambda tmp: Path("/proc/faq.md"), "cannot write /proc/faq.md: "),
]


@pytest.mark.parametrize(
    ("where", "message"), [c[1:] for c in FAQ_OUT], ids=[c[0] for c in FAQ_OUT]
)
def test_faq_out_unwritable_is_exit_4(cli, tmp_path: Path, where, message: str) -> None:
    (tmp_path / "blocker").write_text(OLD)
    before = sorted(tmp_path.rglob("*"))
    result = cli("faq", "moving-units", "--out", str(where(tmp_path)))
    assert_refused(result, EXIT_OUTPUT, message)
    assert result.stdout == ""
    assert sorted(tmp_path.rglob("*")) == before


@pytest.mark.parametrize("step", ["write", "replace"])
def test_faq_out_failing_half_way_keeps_the_old_file(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    out = tmp_path / "faq.md"
    out.write_text(OLD)
    if step == "replace":
        monkeypatch.setattr(command.os, "replace", _disk_full)
    else:
        monkeypatch.setattr(command.os, "fdopen", lambda *a, **k: _FullDisk())
    result = cli("faq", "moving-units", "--out", str(out))
    assert_refused(result, EXIT_OUTPUT, f"cannot write {out}: no space left on device")
    assert out.read_text() == OLD
    assert list(tmp_path.iterdir()) == [out]


class _FullDisk:
    """A stream whose writes fail as on a full disk."""

    def __enter__(self) -> _FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def write(self, text: str) -> int:
        _disk_full()
        return 0


def test_faq_out_replaces_an_existing_file_whole(cli, tmp_path: Path) -> None:
    out = tmp_path / "faq.md"
    out.write_text(OLD)
    result = cli("faq", "moving-units", "--out", str(out))
    assert result.exit_code == 0, result.stderr
    assert out.read_text().startswith("# Moving units")
    assert list(tmp_path.iterdir()) == [out]


SITE_OUT = [
    ("a-file", lambda tmp: tmp / "blocker", "it is a file, not a folder"),
    ("under-a-file", lambda tmp: tmp / "blocker" / "site", "blocker is a file, not a folder"),
    ("foreign-folder", lambda tmp: tmp / "notes", "not built by `judge site build`"),
    ("current-folder", lambda tmp: Path(""), "not built by `judge site build`"),
]


@pytest.mark.parametrize(
    ("where", "message"), [c[1:] for c in SITE_OUT], ids=[c[0] for c in SITE_OUT]
)
def test_site_out_unwritable_is_exit_4(
    cli, tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where, message: str
) -> None:
    work = tmp_path / "work"
    (work / "notes").mkdir(parents=True)
    (work / "notes" / "keep.txt").write_text(OLD)
    (work / "blocker").write_text(OLD)
    monkeypatch.chdir(work)
    before = {p: p.read_bytes() for p in work.rglob("*") if p.is_file()}
    result = cli("site", "build", str(where(work)))
    assert_refused(result, EXIT_OUTPUT, message)
    assert {p: p.read_bytes() for p in work.rglob("*") if p.is_file()} == before


def test_site_build_failing_half_way_keeps_the_old_site(
    cli, tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "site"
    assert cli("site", "build", str(out)).exit_code == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    monkeypatch.setattr(site_build, "_write_search", _disk_full)
    result = cli("site", "build", str(out))
    assert_refused(result, EXIT_OUTPUT, f"cannot write the site to {out}: no space left")
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".site")] == []


# --- the prompt's history file, the one cache `judge ask` keeps --------------------------


def _one_question(cache_dir: Path) -> list[str]:
    lines = iter(["Is a recall a move?"])
    written: list[str] = []

    def read(_: str) -> str:
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    session = prompt.Session(lambda q, v: f"answered {q}", str, "2026-07-16")
    prompt.run_prompt(session, written.append, cache_dir, read)
    return written


@pytest.mark.parametrize("state", ["garbage", "a-folder", "cache-under-a-file", "missing"])
def test_a_broken_history_never_stops_the_prompt(tmp_path: Path, state: str) -> None:
    pytest.importorskip("readline")
    cache = tmp_path / "cache"
    if state == "garbage":
        cache.mkdir()
        (cache / prompt.HISTORY_FILE).write_bytes(os.urandom(4096))
    elif state == "a-folder":
        (cache / prompt.HISTORY_FILE).mkdir(parents=True)
    elif state == "cache-under-a-file":
        tmp_path.joinpath("file").write_text("")
        cache = tmp_path / "file" / "cache"
    assert "answered Is a recall a move?" in _one_question(cache)


# --- `--out` to something that is not a regular file: written in place or followed -------


def test_faq_out_to_a_device_writes_in_place_and_never_replaces_it(cli, tmp_path: Path) -> None:
    full = tmp_path / "full"
    try:
        os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))  # a copy of /dev/full
    except PermissionError:
        pytest.skip("making a device node needs root (CAP_MKNOD)")
    result = cli("faq", "moving-units", "--out", str(full))
    assert_refused(result, EXIT_OUTPUT, f"cannot write {full}: no space left on device")
    assert stat.S_ISCHR(full.lstat().st_mode)
    assert list(tmp_path.iterdir()) == [full]


def test_faq_out_to_a_fifo_writes_into_it(cli, tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    result = cli("faq", "moving-units", "--out", str(fifo))
    reader.join(10)
    assert result.exit_code == 0, result.stderr
    assert received and received[0].startswith(b"# Moving units")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


@pytest.mark.parametrize("stdout", ["pipe", "file"])
def test_faq_out_to_standard_output_prints(tmp_path: Path, stdout: str) -> None:
    """`--out /dev/stdout`, asked through /dev/fd/1 and a link to /proc/self/fd/1: a
    regression then fails to rename into /proc instead of replacing the system's node."""
    link = tmp_path / "stdout"
    link.symlink_to("/proc/self/fd/1")
    for out in ("/dev/fd/1", str(link)):
        printed = tmp_path / "printed.md"
        with printed.open("w") if stdout == "file" else open(os.devnull) as sink:
            run = subprocess.run(
                [sys.executable, "-m", "judge", "faq", "moving-units", "--out", out],
                stdout=sink if stdout == "file" else subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                timeout=60,
            )
        assert run.returncode == 0, run.stderr
        text = printed.read_text() if stdout == "file" else run.stdout
        assert text.startswith("# Moving units"), out
        assert link.is_symlink()


@pytest.mark.parametrize("dangling", [False, True], ids=["to-a-file", "dangling"])
def test_faq_out_through_a_symlink_replaces_the_target_and_keeps_the_link(
    cli, tmp_path: Path, dangling: bool
) -> None:
    target = tmp_path / "real" / "faq.md"
    target.parent.mkdir()
    if not dangling:
        target.write_text(OLD)
        target.chmod(0o600)
    link = tmp_path / "faq.md"
    link.symlink_to(target)
    result = cli("faq", "moving-units", "--out", str(link))
    assert result.exit_code == 0, result.stderr
    assert link.is_symlink() and link.readlink() == target
    assert target.read_text().startswith("# Moving units")
    assert stat.S_IMODE(target.stat().st_mode) == (0o644 if dangling else 0o600)
    assert sorted(p.name for p in target.parent.iterdir()) == ["faq.md"]
