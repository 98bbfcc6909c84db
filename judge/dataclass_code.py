"""The methods ``@dataclass`` writes, compiled once and kept between runs.

``@dataclass`` writes each method it adds to a class (``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, a frozen class's ``__setattr__`` and ``__delattr__``) as Python text and
compiles the text with ``exec``. In Python 3.11 that is about 0.3 ms a class, all of it the
compiling; `judge ask` creates about 150 classes, so a fifth of its time went to compiling
the same texts again on every run. What the compiled code is depends only on the text: the
class, its module and its defaults reach the methods through the namespaces ``exec`` is
given, never through the text. So code compiled once from a text, kept keyed by that very
text, is the code compiling it again would give, and the methods made from it are the
methods ``@dataclass`` makes.

`install` has the ``exec`` of the dataclasses module go through `cached_exec`, which looks
the text up first. Only the classes of judge's own modules are kept; any other text goes
to ``exec`` as before. What a command compiled and the file did not hold is written by
`keep` as the command ends (`judge.cli.main`), to one file per bytecode format and
compiler flags in the user's cache; a process that only imports judge (tests, a caller's
own program) reads the file but never writes it.

The file holds code, as Python's own ``__pycache__`` does, so it is read only when nobody
but the user could have written it: a regular file owned by the user and writable by no
one else, in a folder that is not a symlink, owned by the user and writable by no one else.
Anything else (no cache folder, another owner, a damaged file) and every text is compiled,
as without the file; nothing is ever an error.
"""

from __future__ import annotations

import contextlib
import dataclasses
import marshal
import os
import stat
import sys
import zlib
from collections.abc import Iterator
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

from judge import paths

SECTION_GROWTH = 4
"""A module's texts are kept while they are at most this many times the ones a command
used, and pruned to those past it: old classes' texts do not pile up edit after edit, and
two versions of judge sharing a cache do not undo each other's texts."""

MAX_SECTIONS = 512
"""At most this many modules kept (judge has about 240): past it, only those a command
used (the sections of modules since renamed or removed go)."""

MAX_BYTES = 16 << 20
"""A file larger than this is not read (about a megabyte and a half is the expected size)."""

HEADER = b"judge: the code of dataclass methods, by module and text\n"
CHECK_BYTES = 12
"""The file: `HEADER`, the rest's length and CRC-32 (`_check`), the rest: marshal's dump of a dict
of module name to a section, marshal's dump of a dict of method text to code. A section is
unmarshalled only when its module makes its first class: `judge rule` opens a few."""

_OURS = "judge"

_sections: dict[str, bytes] = {}
"""The file's sections, read at the first class of judge's and not opened yet."""
_code: dict[str, dict[str, CodeType]] = {}
"""By module, the code of each text: the section's, and what this run compiled."""
_used: dict[str, set[str]] = {}
_changed: set[str] = set()
_read_from: list[Path | None] = []
"""Where the file was read (at the first class of judge's), where `keep` writes it."""


def install() -> None:
    """Route the ``exec`` calls of the dataclasses module through `cached_exec`."""
    dataclasses.exec = cached_exec  # type: ignore[attr-defined]


def cached_exec(
    source: Any, globals: Any = None, locals: Any = None, *, closure: Any = None
) -> None:
    """``exec(source, globals, locals)``, with the code of one of judge's classes' method
    texts compiled at most once."""
    module = _our_module(globals)
    if type(source) is not str or not module or closure is not None:
        plain = _compiled(source) if type(source) is str else source
        if closure is None:
            exec(plain, globals, locals)  # what dataclasses asked for, as it asked
        else:
            exec(plain, globals, locals, closure=closure)
        return
    table = _code.get(module)
    if table is None:
        table = _code[module] = _opened(module)
    code = table.get(source)
    if code is None:
        code = table[source] = _compiled(source)
        _changed.add(module)
    _used.setdefault(module, set()).add(source)
    exec(code, globals, locals)  # the code of the text dataclasses wrote


def keep() -> None:
    """Write what this command compiled that the file did not hold, unless the folder is
    not the user's alone. (Python's "don't write bytecode" is not asked: it keeps ``.pyc``
    files out of the folders of the sources; this file is in judge's own cache, beside the
    card readings.)"""
    place = _read_from[0] if _read_from else None
    if place is None or not _changed:
        return
    sections = dict(_sections) if len(_sections) + len(_code) <= MAX_SECTIONS else {}
    for module, table in _code.items():
        if len(table) > SECTION_GROWTH * len(_used.get(module, ())):
            table = {text: table[text] for text in _used.get(module, ())}
        sections[module] = marshal.dumps(table)
    with contextlib.suppress(OSError, ValueError):
        place.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        with _private_folder(place.parent) as folder:
            if folder is not None:
                _replace(folder, place.name, _sealed(marshal.dumps(sections)))
    _changed.clear()


def _compiled(source: str) -> CodeType:
    """``source`` compiled as ``exec`` compiles a text given in the dataclasses module: with
    no future imports (that module has none; this one's must not be inherited)."""
    return compile(source, "<string>", "exec", dont_inherit=True)


def _our_module(namespace: Any) -> str:
    """The name of the module whose namespace this is, when it is one of judge's; or ""."""
    name = namespace.get("__name__", "") if isinstance(namespace, dict) else ""
    ours = isinstance(name, str) and (name == _OURS or name.startswith(_OURS + "."))
    return name if ours else ""


def _opened(module: str) -> dict[str, CodeType]:
    """The texts and code the file keeps for ``module`` (the file read at the first call)."""
    if not _read_from:
        _read_from.append(_place())
        _sections.update(_read(_read_from[0]))
    section = _sections.pop(module, None)
    if section is not None:
        with contextlib.suppress(ValueError, EOFError, TypeError):
            table = marshal.loads(section)
            if isinstance(table, dict) and all(
                type(text) is str and type(code) is CodeType for text, code in table.items()
            ):
                return table
    return {}


def _place() -> Path | None:
    """The file for this Python's bytecode and the compiler flags that change the code
    (column positions kept or not, the optimisation level)."""
    cache = paths.user_cache_dir()
    if cache is None:
        return None
    columns = next(iter(compile("0", "<string>", "eval").co_positions()))[2] is not None
    flags = f"{'r' if columns else 'n'}{sys.flags.optimize}"  # -X no_debug_ranges, -O
    return cache.absolute() / "code" / f"dataclasses-{MAGIC_NUMBER.hex()}-{flags}.marshal"


def _read(place: Path | None) -> dict[str, bytes]:
    """The sections kept in ``place``; none when it is not there, not trusted or not such
    a file."""
    if place is None:
        return {}
    with (
        contextlib.suppress(OSError, ValueError, EOFError, TypeError),
        _private_folder(place.parent) as folder,
    ):
        if folder is None:
            return {}
        flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
        descriptor = os.open(place.name, flags, dir_fd=folder)
        status = os.fstat(descriptor)
        if not (_private(status) and stat.S_ISREG(status.st_mode)):
            os.close(descriptor)  # a folder in its place: open() would fail and keep it
            return {}
        with open(descriptor, "rb") as stream:
            if status.st_size > MAX_BYTES:
                return {}
            sections = _unsealed(stream.read(MAX_BYTES))
        if isinstance(sections, dict) and all(
            type(module) is str and type(section) is bytes for module, section in sections.items()
        ):
            return sections
    return {}


def _sealed(payload: bytes) -> bytes:
    return HEADER + _check(payload) + payload


def _unsealed(data: bytes) -> Any:
    """What `_sealed` sealed, unmarshalled; ValueError for anything else. The check is
    made first: unmarshalling a damaged file can ask for gigabytes (a list's length read
    from a stray byte)."""
    start = len(HEADER) + CHECK_BYTES
    payload = data[start:]
    if data[: len(HEADER)] != HEADER or data[len(HEADER) : start] != _check(payload):
        raise ValueError("not a sealed file of dataclass code")
    return marshal.loads(payload)


def _check(payload: bytes) -> bytes:
    """The payload's length and CRC-32: what tells a file cut short or damaged (a torn
    write, a bad sector, an edit) from the one written. It is no defence against a file
    made to pass, nor needs to be: only the user's own file is read at all, as Python reads
    its own ``__pycache__``. (zlib, not hashlib: importing hashlib alone cost `judge rule`
    more than reading the whole file.)"""
    return len(payload).to_bytes(8, "big") + zlib.crc32(payload).to_bytes(4, "big")


@contextlib.contextmanager
def _private_folder(folder: Path) -> Iterator[int | None]:
    """``folder`` opened (not through a symlink), when it is the user's alone; else None.
    The file is then opened, written and renamed relative to this very folder: checking
    the path and then using it would let whoever can rename the folder's entry (the owner
    of a cache root made by someone else) swap in another folder between the two."""
    relative = (os.open, os.rename, os.unlink)  # os.replace is renameat, as os.rename
    try:
        if not all(call in os.supports_dir_fd for call in relative):
            raise OSError("no calls relative to a folder here")
        flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
        descriptor = os.open(folder, flags)
    except (OSError, AttributeError):  # AttributeError: no O_DIRECTORY or O_NOFOLLOW here
        yield None
        return
    try:
        yield descriptor if _private(os.fstat(descriptor)) else None
    finally:
        os.close(descriptor)


def _replace(folder: int, name: str, data: bytes) -> None:
    """Write ``data`` to a new file in ``folder`` and rename it over ``name``: whatever
    ``name`` was (a symlink to someone's file), it is replaced, never written through."""
    temporary = f"{name}-{os.getpid()}-{os.urandom(6).hex()}.tmp"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        with open(os.open(temporary, flags, 0o644, dir_fd=folder), "wb") as stream:
            stream.write(data)
        os.replace(temporary, name, src_dir_fd=folder, dst_dir_fd=folder)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary, dir_fd=folder)
        raise


def _private(status: os.stat_result) -> bool:
    """Owned by this user and writable by no one else (never, where there are no user ids
    to compare: no file is trusted there)."""
    user = getattr(os, "getuid", None)
    return (
        user is not None
        and status.st_uid == user()
        and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
    )
