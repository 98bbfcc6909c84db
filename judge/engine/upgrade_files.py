"""`judge scenarios upgrade`: rewrite format-1 scenario files in format 2, in place.

Each file is read strictly and loaded as ``judge check`` loads it (so an invalid file is
refused with its line and field, and a format-1 file format 2 cannot say is named with what
could not be mapped), then its text is upgraded (``judge.engine.upgrade_text``) and written
atomically: a temporary file in the same folder, renamed over the old one. A symbolic link is
refused, never written through. Results stream, one a file, in the order of ``judge check``.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from judge import yamlfile
from judge.engine.checking import Unreadable, require_paths, scenario_files
from judge.engine.facts import fact_book
from judge.engine.scenario import MAX_BYTES, load_document
from judge.engine.upgrade import CURRENT, UpgradeError, document_format
from judge.engine.upgrade_text import upgrade_text
from judge.errors import DataError, JudgeError, OutputError

UPGRADED = "upgraded"
WOULD_UPGRADE = "would upgrade"
CURRENT_ALREADY = f"already format {CURRENT}"
ERROR = "error"


@dataclass(frozen=True)
class FileUpgrade:
    path: str
    status: str  # UPGRADED, WOULD_UPGRADE, CURRENT_ALREADY or ERROR
    error: JudgeError | None = None

    @property
    def unwritable(self) -> bool:
        return isinstance(self.error, OutputError)


def upgrade_paths(paths: Iterable[Path], *, write: bool = True) -> Iterator[FileUpgrade]:
    """Upgrade every scenario file under ``paths`` (``write=False``: only say what would
    change). A missing path or a folder without scenario files raises before any result."""
    paths = require_paths(paths)
    book = fact_book()
    return _upgraded(paths, write, book.topics, list(book.by_id))


def _upgraded(
    paths: list[Path], write: bool, topics: list[str], facts: list[str]
) -> Iterator[FileUpgrade]:
    for given in paths:
        if given.is_symlink():
            yield _refused_link(given)
            continue
        for item in scenario_files([given]):
            if isinstance(item, Unreadable):  # a folder it may not list: named, not skipped
                yield FileUpgrade(str(item.path), ERROR, item.error())
                continue
            file, _ = item
            if file.is_symlink():
                yield _refused_link(file)
                continue
            try:
                yield _upgrade_file(file, write, topics, facts)
            except (DataError, OutputError) as error:
                yield FileUpgrade(str(file), ERROR, error.with_traceback(None))


def _upgrade_file(file: Path, write: bool, topics: list[str], facts: list[str]) -> FileUpgrade:
    text = yamlfile.read_text(file, max_bytes=MAX_BYTES)
    document = yamlfile.parse(text, path=str(file))
    load_document(document, path=str(file), text=text, topics=topics, facts=facts)
    if document_format(document) == CURRENT:
        return FileUpgrade(str(file), CURRENT_ALREADY)
    try:
        upgraded = upgrade_text(text, document)
    except UpgradeError as error:
        raise DataError(f"cannot upgrade: {error.message}", path=str(file)) from None
    if not write:
        return FileUpgrade(str(file), WOULD_UPGRADE)
    write_atomically(file, upgraded)
    return FileUpgrade(str(file), UPGRADED)


def _refused_link(path: Path) -> FileUpgrade:
    error = DataError(
        "is a symbolic link; upgrade the file it points to (a link is never written through)",
        path=str(path),
    )
    return FileUpgrade(str(path), ERROR, error)


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` by ``text`` at once: a reader sees the old file or the new, whole."""
    mode = stat.S_IMODE(path.stat().st_mode)
    try:
        handle, temporary = tempfile.mkstemp(
            dir=path.parent, prefix=f".{path.name}.", suffix=".tmp"
        )
    except OSError as error:
        raise OutputError(f"{path}: cannot write in its folder: {error.strerror}") from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        if path.is_symlink():  # replaced by a link since it was read: never write through one
            raise OutputError(f"{path}: became a symbolic link; not written")
        os.replace(temporary, path)
    except OSError as error:
        raise OutputError(f"{path}: cannot write: {error.strerror}") from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
