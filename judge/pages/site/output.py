"""Write a whole site or nothing: build beside the target, then swap it into place.

The site is written into a fresh temporary folder next to OUT (same file system, so the
rename is atomic). Only when every page is written is OUT replaced; on any failure the
temporary folder is removed and OUT is left as it was.

Only judge's own files are ever replaced. The marker file of a built site lists every file
that build wrote; a folder without the marker (unless empty), or holding a file the marker
does not list, is refused, both before the build and again at the swap, so a file a user
creates in OUT while the build runs is never deleted.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from judge.console import signals_held
from judge.errors import OutputError

MARKER = ".judge-site"
_MARKER_HEAD = "Built by `judge site build`; safe to replace. Files it wrote:\n"


@contextmanager
def atomic_directory(out: Path) -> Iterator[Path]:
    """Yield an empty folder to fill; on success it becomes ``out``, on failure it vanishes.

    A symlink named as OUT is followed: the folder it points to is replaced, the link stays.
    """
    out = Path(os.path.realpath(out)) if out.is_symlink() else out.absolute()
    was_site = _check_replaceable(out)
    with contextlib.ExitStack() as stack:
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            stack.enter_context(_builds_beside(out))
            staging = _temporary_folder(out, ".tmp", stack)
        except OSError as error:
            raise OutputError(f"cannot write the site to {out}: {_reason(error)}") from None
        try:
            yield staging
            _write_marker(staging)
            staging.chmod(0o755)
            with signals_held():
                _swap(staging, out, was_site)
        except OSError as error:
            raise OutputError(f"cannot write the site to {out}: {_reason(error)}") from None


def _temporary_folder(out: Path, suffix: str, stack: contextlib.ExitStack) -> Path:
    """A new folder beside ``out``, removed when ``stack`` closes: created and registered
    with signals held, so a SIGTERM or Ctrl-C cannot fall between the two."""
    with signals_held():
        folder = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=suffix, dir=out.parent))
        stack.callback(shutil.rmtree, folder, ignore_errors=True)
    return folder


@contextmanager
def _builds_beside(out: Path) -> Iterator[None]:
    """Hold a shared lock on OUT's parent folder while building; whoever can take it
    exclusively first knows no build is running there, and sweeps the temporary folders
    that builds killed outright (SIGKILL, a power cut) left behind."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX: no sweeping
        yield
        return
    try:
        descriptor = os.open(out.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:  # a folder we may write in but not read: build without sweeping
        yield
        return
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            pass  # another build is running beside OUT: its folders are not debris
        else:
            with contextlib.suppress(OSError):  # sweeping is a courtesy, never a failure
                _sweep(out)
        fcntl.flock(descriptor, fcntl.LOCK_SH)
        yield
    finally:
        os.close(descriptor)


def _sweep(out: Path) -> None:
    """Remove the .<name>.*.tmp and .<name>.*.old folders of earlier builds of ``out`` that
    this user owns; an old site holding a file its build did not write is kept."""
    prefix = f".{out.name}."
    with os.scandir(out.parent) as entries:
        stale = [
            Path(entry.path)
            for entry in entries
            if entry.name.startswith(prefix)
            and entry.name.endswith((".tmp", ".old"))
            and entry.is_dir(follow_symlinks=False)
            and entry.stat(follow_symlinks=False).st_uid == os.geteuid()
        ]
    for folder in stale:
        if folder.suffix == ".old" and (folder / out.name).exists():
            try:
                _refuse_foreign(folder / out.name, out)
            except OutputError:
                continue
        shutil.rmtree(folder, ignore_errors=True)


def _check_replaceable(out: Path) -> bool:
    """True when ``out`` is a site judge built (to be replaced), False when it is missing or
    empty; OutputError for anything else."""
    if out.exists() and not out.is_dir():
        raise OutputError(f"cannot write the site to {out}: it is a file, not a folder")
    blocker = next((p for p in out.parents if p.exists() and not p.is_dir()), None)
    if blocker is not None:
        raise OutputError(f"cannot write the site to {out}: {blocker} is a file, not a folder")
    if not out.is_dir():
        return False
    try:
        if not any(out.iterdir()):
            return False
    except OSError as error:
        raise OutputError(f"cannot write the site to {out}: {_reason(error)}") from None
    if not (out / MARKER).is_file():
        raise OutputError(
            f"refusing to replace {out}: it is not empty and was not built by `judge site build`"
        )
    _refuse_foreign(out, out)
    return True


def _write_marker(staging: Path) -> None:
    written = sorted(_files(staging))
    (staging / MARKER).write_text(_MARKER_HEAD + "".join(f"{name}\n" for name in written))


def _files(folder: Path) -> Iterator[str]:
    """Every entry under ``folder`` that is not a folder, as a relative POSIX path."""
    for root, dirs, files in os.walk(folder, onerror=_raise):
        for name in files + [d for d in dirs if os.path.islink(os.path.join(root, d))]:
            yield Path(root, name).relative_to(folder).as_posix()


def _raise(error: OSError) -> None:
    raise error


def _refuse_foreign(folder: Path, out: Path) -> None:
    """OutputError naming the first file in ``folder`` the build that made it did not write."""
    try:
        marker = folder / MARKER
        lines = marker.read_text(encoding="utf-8").splitlines()
        if lines[:1] == [_MARKER_HEAD.rstrip("\n")]:
            listed = set(lines[1:])
            foreign = sorted(name for name in _files(folder) if name not in listed | {MARKER})
        else:  # an older judge's marker lists nothing: its files are those not newer than it
            built = marker.stat().st_mtime_ns
            foreign = sorted(
                name for name in _files(folder) if (folder / name).lstat().st_mtime_ns > built
            )
    except (OSError, UnicodeDecodeError) as error:
        reason = _reason(error) if isinstance(error, OSError) else "its marker is not text"
        raise OutputError(f"refusing to replace {out}: {reason}") from None
    if foreign:
        more = f" (and {len(foreign) - 1} more)" if len(foreign) > 1 else ""
        raise OutputError(
            f"refusing to replace {out}: {foreign[0]}{more} was not written by "
            "`judge site build`; move it out of the folder or build elsewhere"
        )


def _swap(staging: Path, out: Path, was_site: bool) -> None:
    """Move the finished site into place; the old one is removed only after the swap.

    What ``out`` holds is checked again here, after it is moved aside (a file created in it
    from now on lands in the old site, which is checked): a file some other program put
    there during the build makes the swap put everything back and refuse.
    """
    if not was_site:
        _rename_onto_empty(staging, out)
        return
    retired = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".old", dir=out.parent))
    old = retired / out.name
    keep = False
    try:  # with signals held (the caller): a swap is never left half-done
        try:
            os.rename(out, old)
        except FileNotFoundError:  # removed during the build: nothing to keep
            _rename_onto_empty(staging, out)
            return
        try:
            _refuse_foreign(old, out)
            os.rename(staging, out)
        except BaseException:
            try:
                os.rename(old, out)
            except OSError:
                keep = True  # never delete what could not be put back
                raise OutputError(
                    f"cannot put the old site back at {out} (something took its place); "
                    f"it is kept in {old}"
                ) from None
            raise
    finally:
        if not keep:
            shutil.rmtree(retired, ignore_errors=True)


def _rename_onto_empty(staging: Path, out: Path) -> None:
    """Rename ``staging`` to ``out``, which is missing or an empty folder; a folder filled
    in the meantime makes the rename fail (and is left alone)."""
    try:
        os.rename(staging, out)
    except OSError as error:
        if error.errno in (errno.ENOTEMPTY, errno.EEXIST):
            raise OutputError(
                f"refusing to replace {out}: files appeared in it during the build "
                "and it was not built by `judge site build`"
            ) from None
        raise


def _reason(error: OSError) -> str:
    return error.strerror.lower() if error.strerror else str(error)
