"""Files judge keeps for itself (the index's stamp and lock), safe in a folder others share.

Nothing here ever writes through a symlink: a link planted under one of these names (in a
shared rules-data folder, say) makes the call fail or is replaced, never followed to
another user's file.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path


def read_small(path: Path, limit: int = 256) -> str:
    """The first ``limit`` bytes of an ASCII file; a symlink or a FIFO is an OSError."""
    handle = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    with open(handle, "rb") as stream:
        # no more than the file holds: a read of ``limit`` bytes first makes a buffer that
        # large, a megabyte for each of the 949 cached card readings `judge cards` reads
        size = os.fstat(handle).st_size
        return stream.read(min(limit, size) if size else limit).decode("ascii")


def replace_file(path: Path, text: str | bytes) -> None:
    """Write ``text`` (ASCII, or bytes) to a new file and rename it over ``path``: whatever
    ``path`` was (a symlink to someone's file), it is replaced, never written through."""
    import tempfile  # only to write: the calls that find the index fresh write nothing

    handle, temporary = tempfile.mkstemp(prefix=f"{path.name}-", suffix=".tmp", dir=path.parent)
    try:
        with open(handle, "wb") as stream:
            stream.write(text if isinstance(text, bytes) else text.encode("ascii"))
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on the regular file ``path`` (created if missing), opened
    without following a symlink: a planted link is an OSError, not a file created or opened
    wherever it points."""
    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    descriptor = os.open(path, flags, 0o644)
    with open(descriptor, "r+b") as handle:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(f"{path} is not a regular file")
        try:
            import fcntl
        except ImportError:  # pragma: no cover - not POSIX: builders race, rename keeps it safe
            yield
            return
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
