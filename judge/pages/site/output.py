"""Write a whole site or nothing: build beside the target, then swap it into place.

The site is written into a fresh temporary folder next to OUT (same file system, so the
rename is atomic). Only when every page is written is OUT replaced; on any failure the
temporary folder is removed and OUT is left as it was. A folder that is not a site built by
judge is never replaced, so a mistyped OUT cannot wipe someone's files.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from judge.errors import OutputError

MARKER = ".judge-site"


@contextmanager
def atomic_directory(out: Path) -> Iterator[Path]:
    """Yield an empty folder to fill; on success it becomes ``out``, on failure it vanishes."""
    out = out.absolute()
    _check_replaceable(out)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent))
    except OSError as error:
        raise OutputError(f"cannot write the site to {out}: {_reason(error)}") from None
    try:
        yield staging
        (staging / MARKER).write_text("Built by `judge site build`; safe to replace.\n")
        staging.chmod(0o755)
        _swap(staging, out)
    except OSError as error:
        raise OutputError(f"cannot write the site to {out}: {_reason(error)}") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _check_replaceable(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise OutputError(f"cannot write the site to {out}: it is a file, not a folder")
    blocker = next((p for p in out.parents if p.exists() and not p.is_dir()), None)
    if blocker is not None:
        raise OutputError(f"cannot write the site to {out}: {blocker} is a file, not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).exists():
        raise OutputError(
            f"refusing to replace {out}: it is not empty and was not built by `judge site build`"
        )


def _swap(staging: Path, out: Path) -> None:
    """Move the finished site into place; the old one is removed only after the swap."""
    if not out.exists():
        os.rename(staging, out)
        return
    retired = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".old", dir=out.parent))
    os.rename(out, retired / out.name)
    try:
        os.rename(staging, out)
    except OSError:
        os.rename(retired / out.name, out)
        raise
    finally:
        shutil.rmtree(retired, ignore_errors=True)


def _reason(error: OSError) -> str:
    return error.strerror.lower() if error.strerror else str(error)
