"""`judge site build OUT` never deletes a file it did not write: what OUT holds is checked
before the build and again at the swap, against the list the last build left in its marker."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from judge.errors import EXIT_OUTPUT
from judge.pages.site import build as site_build
from judge.pages.site import output
from tests.hostile import assert_refused

MINE = "a user's notes\n"


def _files(folder: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _leftovers(parent: Path) -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith(".site."))


def _during_build(monkeypatch: pytest.MonkeyPatch, action) -> None:
    """Run ``action`` in the middle of the next build (after the pages, before the swap)."""
    original = site_build._write_search

    def write_search(*args: object) -> None:
        original(*args)
        action()

    monkeypatch.setattr(site_build, "_write_search", write_search)


def test_a_file_created_in_the_old_site_during_the_build_is_kept(
    cli, tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "site"
    assert cli("site", "build", str(out)).exit_code == 0
    _during_build(monkeypatch, lambda: (out / "notes.txt").write_text(MINE))
    result = cli("site", "build", str(out))
    assert_refused(result, EXIT_OUTPUT, "notes.txt was not written by `judge site build`")
    assert (out / "notes.txt").read_text() == MINE
    assert (out / "index.html").is_file() and (out / output.MARKER).is_file()
    assert _leftovers(tmp_path) == []


@pytest.mark.parametrize("start", ["missing", "empty"])
def test_a_folder_filled_during_the_build_is_kept(
    cli, tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, start: str
) -> None:
    out = tmp_path / "site"
    if start == "empty":
        out.mkdir()

    def fill() -> None:
        out.mkdir(exist_ok=True)
        (out / "notes.txt").write_text(MINE)

    _during_build(monkeypatch, fill)
    result = cli("site", "build", str(out))
    assert_refused(result, EXIT_OUTPUT, "files appeared in it during the build")
    assert _files(out) == {out / "notes.txt": MINE.encode()}
    assert _leftovers(tmp_path) == []


def test_a_file_added_to_a_built_site_is_refused_before_building(
    cli, tiny_rules: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    assert cli("site", "build", str(out)).exit_code == 0
    (out / "rules" / "mine.html").write_text(MINE)
    before = _files(out)
    result = cli("site", "build", str(out))
    assert_refused(result, EXIT_OUTPUT, "rules/mine.html was not written by `judge site build`")
    assert _files(out) == before


def test_pages_the_last_build_wrote_are_replaced_whole(
    cli, tiny_rules: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    assert cli("site", "build", str(out)).exit_code == 0
    assert (out / "rules/2000-01-01/index.html").is_file()
    (out / "index.html").write_text("edited by hand")  # ours: replaced
    for path in (tiny_rules / "rules/2000-01-01").iterdir():
        path.unlink()
    (tiny_rules / "rules/2000-01-01").rmdir()
    assert cli("site", "build", str(out)).exit_code == 0
    assert not (out / "rules/2000-01-01").exists()
    assert "edited by hand" not in (out / "index.html").read_text()
    assert "rules/2000-02-02/index.html" in (out / output.MARKER).read_text().splitlines()


def test_a_site_of_an_older_judge_is_replaced_but_newer_files_are_kept(
    cli, tiny_rules: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    assert cli("site", "build", str(out)).exit_code == 0
    marker = out / output.MARKER
    marker.write_text("Built by `judge site build`; safe to replace.\n")  # no list
    past = marker.stat().st_mtime_ns - 10**9
    for path in out.rglob("*"):
        os.utime(path, ns=(past, past))
    assert cli("site", "build", str(out)).exit_code == 0
    (out / output.MARKER).write_text("Built by `judge site build`; safe to replace.\n")
    for path in out.rglob("*"):
        os.utime(path, ns=(past, past))
    (out / "later.txt").write_text(MINE)
    assert_refused(cli("site", "build", str(out)), EXIT_OUTPUT, "later.txt was not written")
    assert (out / "later.txt").read_text() == MINE


def test_a_failed_swap_leaves_no_old_folder(
    cli, tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "site"
    assert cli("site", "build", str(out)).exit_code == 0
    before = _files(out)
    rename = os.rename

    def busy(src: object, dst: object) -> None:
        if Path(str(src)) == out:
            raise OSError(errno.EBUSY, os.strerror(errno.EBUSY))
        rename(src, dst)

    monkeypatch.setattr(output.os, "rename", busy)
    result = cli("site", "build", str(out))
    assert_refused(result, EXIT_OUTPUT, f"cannot write the site to {out}: device or resource busy")
    assert _files(out) == before
    assert _leftovers(tmp_path) == []


def test_building_dot_from_inside_the_site(cli, tiny_rules: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    assert cli("site", "build", str(out)).exit_code == 0
    here = os.getcwd()
    os.chdir(out)
    try:
        result = cli("site", "build", ".")
    finally:
        os.chdir(here)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("wrote ") and f"to {out} (" in result.stdout
    assert (out / "index.html").is_file()
    assert _leftovers(tmp_path) == []


# --- signals and the debris of killed builds ---------------------------------------------


def _signal_state(pid: int) -> str:
    """The process's blocked, ignored and caught signal masks (Linux), to tell, when a
    signalled build ends 0, whether it started with the signal blocked or ignored."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii").splitlines()
    except OSError:
        return "(no /proc)"
    return " ".join(line for line in status if line.startswith(("SigBlk", "SigIgn", "SigCgt")))


def _default_disposition(signum: int) -> Callable[[], object]:
    """What a child runs before exec to handle ``signum`` by default, as at a terminal."""
    return lambda: signal.signal(signum, signal.SIG_DFL)


def _killed_mid_build(out: Path, signum: int) -> tuple[int, str]:
    """`judge site build OUT` over the bundled rules (seconds long), sent ``signum`` as
    soon as its temporary folder exists: its exit status and stderr (with, when it ended
    0, the signal masks it had when it was signalled)."""
    with subprocess.Popen(
        [sys.executable, "-m", "judge", "site", "build", str(out)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        # the signal's default disposition, as at a terminal: a suite started in the
        # background (`cmd &` in a script) hands its children SIGINT ignored
        preexec_fn=None if signum == signal.SIGKILL else _default_disposition(signum),
    ) as build:
        deadline = time.monotonic() + 60
        while not _leftovers(out.parent) and time.monotonic() < deadline:
            if build.poll() is not None:
                pytest.fail("the build ended before it could be signalled")
            time.sleep(0.01)
        masks = _signal_state(build.pid)
        build.send_signal(signum)
        _, stderr = build.communicate(timeout=60)
    if build.returncode == 0:
        stderr += f"\nexited 0 after the signal; when signalled: {masks}"
    return build.returncode, stderr


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signalled_build_leaves_nothing_behind(tmp_path: Path, signum: int) -> None:
    out = tmp_path / "site"
    code, stderr = _killed_mid_build(out, signum)
    assert code in (128 + signum, 1), (code, stderr)  # Ctrl-C: typer's "Aborted!", exit 1
    assert "Traceback" not in stderr
    assert _leftovers(tmp_path) == [] and not out.exists()


def test_debris_of_a_killed_build_is_swept_by_the_next(
    cli, tiny_rules: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    code, _ = _killed_mid_build(out, signal.SIGKILL)
    assert code == -signal.SIGKILL
    assert len(_leftovers(tmp_path)) == 1
    old = tmp_path / ".site.x1y2.old"  # a swap killed half-way: only judge's files inside
    (old / "site").mkdir(parents=True)
    (old / "site" / output.MARKER).write_text("Built by `judge site build`; safe to replace.\n")
    other = tmp_path / ".notes.abcd.tmp"  # not this OUT's: kept
    other.mkdir()
    assert cli("site", "build", str(out)).exit_code == 0
    assert _leftovers(tmp_path) == []
    assert other.is_dir()


def test_a_running_build_is_not_swept(cli, tiny_rules: Path, tmp_path: Path) -> None:
    """A folder of a build that is still running (it holds the lock on OUT's parent)."""
    import fcntl

    running = tmp_path / ".site.live.tmp"
    running.mkdir()
    (running / "index.html").write_text("half a site")
    descriptor = os.open(tmp_path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_SH)
        assert cli("site", "build", str(tmp_path / "site")).exit_code == 0
    finally:
        os.close(descriptor)
    assert (running / "index.html").read_text() == "half a site"


def test_an_old_site_holding_a_users_file_is_not_swept(
    cli, tiny_rules: Path, tmp_path: Path
) -> None:
    old = tmp_path / ".site.x1y2.old" / "site"
    assert cli("site", "build", str(old)).exit_code == 0
    (old / "notes.txt").write_text(MINE)
    assert cli("site", "build", str(tmp_path / "site")).exit_code == 0
    assert (old / "notes.txt").read_text() == MINE


def test_a_symlink_named_as_out_is_followed_and_kept(cli, tiny_rules: Path, tmp_path: Path) -> None:
    real = tmp_path / "real" / "site"
    assert cli("site", "build", str(real)).exit_code == 0
    link = tmp_path / "site"
    link.symlink_to("real/site")
    (real / "index.html").write_text("old")
    result = cli("site", "build", str(link))
    assert result.exit_code == 0, result.stderr
    assert link.is_symlink() and os.readlink(link) == "real/site"
    assert (real / "index.html").read_text() != "old"
    assert _leftovers(tmp_path) == [] and _leftovers(tmp_path / "real") == []
