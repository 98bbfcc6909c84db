"""Reading YAML files a user or the project writes: safe, bounded, with line numbers.

One loader for rules, facts and scenarios alike. It refuses what YAML allows but our files
never need: duplicate keys, anchors and aliases (the "billion laughs" expansion), files that
are not UTF-8 text, and files larger than a limit.
"""

from __future__ import annotations

import errno
import functools
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.errors import DataError, quoted

if TYPE_CHECKING:
    import yaml

MAX_BYTES = 8 * 1024 * 1024
_MISSING = (errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP)
"""What ``Path.exists`` takes for a missing file rather than an error."""
MAX_DEPTH = 32
"""Our deepest documents (a scenario's chain of effects) nest about ten levels."""
SHORT, RESOLVED_KEPT = 64, 4096
"""The scalars whose resolved tags are kept (at most so long, so many): a scenario's names
and values, not its titles, and never more however many files are read."""


@functools.cache
def _loaders() -> tuple[type[yaml.SafeLoader], type[yaml.SafeLoader]]:
    """The base safe loader (libyaml's when installed) and the strict one on top of it.

    Built on the first parse: importing PyYAML takes about 15 ms, which a command whose
    YAML all comes from the compiled index (`judge ask`, `judge card`) never pays."""
    import yaml

    base: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    resolved: dict[tuple[str, Any], str] = {}
    scalar = yaml.ScalarNode
    tags: dict[type[yaml.Node], str] = {yaml.MappingNode: _MAP, yaml.SequenceNode: _SEQ}

    class StrictLoader(base):  # type: ignore[valid-type, misc]
        """A safe loader that rejects duplicate keys and aliases."""

        def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
            if node in self.constructed_objects:
                raise DataError(ALIASES_REFUSED, line=node.start_mark.line + 1)
            return super().construct_object(node, deep=deep)

        def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
            _no_duplicate_keys(node)
            return super().construct_mapping(node, deep=deep)  # type: ignore[no-any-return]

        def resolve(self, kind: type[yaml.Node], value: Any, implicit: Any) -> str:
            # A plain scalar's tag depends on its text alone (no path resolvers are added):
            # the same short values ("you", "main", "true") recur in every scenario; a
            # mapping's and a list's, on nothing (PyYAML's defaults).
            if self.yaml_path_resolvers:
                return super().resolve(kind, value, implicit)  # type: ignore[no-any-return]
            if kind is not scalar:
                return tags.get(kind) or super().resolve(kind, value, implicit)
            key = (value, implicit)
            tag = resolved.get(key)
            if tag is None:
                tag = super().resolve(kind, value, implicit)
                if len(value) <= SHORT and len(resolved) < RESOLVED_KEPT:
                    resolved[key] = tag
            return tag

        deepest: int | None = None
        """How deep the last document built here nests (None: not known, PyYAML built it)."""

        def construct_document(self, node: yaml.Node) -> Any:
            try:
                document, self.deepest = _plain_document(self, node)
                return document
            except _Unusual:  # a tag or key of another kind: PyYAML's own way, from the start
                self.deepest = None
                return super().construct_document(node)

    return base, StrictLoader


def _no_duplicate_keys(node: yaml.MappingNode) -> None:
    import yaml

    seen: set[Any] = set()
    for key_node, _ in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            continue  # a list or mapping as a key: the base loader refuses it
        key = key_node.value
        if key in seen:
            raise DataError(f"duplicate key {quoted(key)}", line=key_node.start_mark.line + 1)
        seen.add(key)


class _Unusual(Exception):
    """A node ``_plain_document`` leaves to PyYAML's constructor."""


_TAG = "tag:yaml.org,2002:"
_STR, _MAP, _SEQ = _TAG + "str", _TAG + "map", _TAG + "seq"
_OTHER_SCALARS = frozenset(_TAG + name for name in ("int", "bool", "null", "float"))
_MERGING = frozenset((_TAG + "merge", _TAG + "value"))


def _plain_document(loader: Any, root: yaml.Node) -> tuple[Any, int]:
    """The document PyYAML's safe constructor builds from ``root`` and the depth of its deepest
    value (the number of keys and indexes down to it), built the same way and in
    the same order (each mapping and list filled a level at a time, so the first problem found
    is the same), without its generic machinery: a scenario is nothing but mappings, lists,
    strings, numbers, booleans and nulls, and constructing those was most of parsing one.
    Anything else (another tag, a merge key, a list as a key) raises ``_Unusual`` before it is
    built."""
    import yaml

    scalar, mapping, sequence = yaml.ScalarNode, yaml.MappingNode, yaml.SequenceNode
    constructors = loader.yaml_constructors
    seen: set[int] = set()
    pending: list[tuple[yaml.Node, Any]] = []

    def start(node: yaml.Node) -> Any:
        if id(node) in seen:
            raise DataError(ALIASES_REFUSED, line=node.start_mark.line + 1)
        seen.add(id(node))
        kind, tag = node.__class__, node.tag
        if kind is scalar and tag == _STR:
            return node.value
        if kind is scalar and tag in _OTHER_SCALARS:
            return constructors[tag](loader, node)
        if kind is mapping and tag == _MAP:
            built: Any = {}
        elif kind is sequence and tag == _SEQ:
            built = []
        else:
            raise _Unusual
        pending.append((node, built))
        return built

    document = start(root)
    depth = deepest = 0
    while pending:
        level = pending.copy()
        pending.clear()
        depth += 1  # of the values of this level's mappings and lists
        for node, built in level:
            if node.value:
                deepest = depth
            if isinstance(built, list):
                built.extend([start(item) for item in node.value])
                continue
            _no_duplicate_keys(node)  # type: ignore[arg-type]
            if any(k.__class__ is not scalar or k.tag in _MERGING for k, _ in node.value):
                raise _Unusual
            for key_node, value_node in node.value:
                key = start(key_node)
                built[key] = start(value_node)
    return document, deepest


ALIASES_REFUSED = "anchors and aliases (&name / *name) are not allowed; write the value out"


def read_text(path: Path, *, max_bytes: int = MAX_BYTES) -> str:
    """The file's text, or a DataError saying why it cannot be read as a YAML document.

    Read through the descriptor (``os``), not a file object: `judge check` reads thousands
    of files, and pathlib's and io's layers cost more than the system calls."""
    shown = str(path)
    try:
        found = os.stat(path)  # once: what it is, before it is opened
    except ValueError:  # a NUL byte or a lone surrogate in the name: no file has it
        raise DataError("no such file", path=shown) from None
    except OSError as error:
        if error.errno in _MISSING:
            raise DataError("no such file", path=shown) from None
        raise DataError(f"cannot read: {error.strerror}", path=shown) from None
    if stat.S_ISDIR(found.st_mode):
        raise DataError("is a directory, expected a YAML file", path=shown)
    if not stat.S_ISREG(found.st_mode):
        # A pipe or a device (/dev/zero) would block or never end.
        raise DataError("not a regular file (a pipe or device), expected a YAML file", path=shown)
    size = found.st_size
    if size > max_bytes:
        raise DataError(f"file is {size:,} bytes; the limit is {max_bytes:,}", path=shown)
    try:
        fd = os.open(path, _READ_FLAGS)
        try:
            raw = _read_at_most(fd, size, max_bytes + 1)
        finally:
            os.close(fd)
    except OSError as error:
        raise DataError(f"cannot read: {error.strerror}", path=shown) from None
    if len(raw) > max_bytes:
        raise DataError(f"file is over the limit of {max_bytes:,} bytes", path=shown)
    if b"\x00" in raw:
        raise DataError("binary file (NUL bytes), expected YAML text", path=shown)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise DataError(
            f"not UTF-8 text (byte {error.start}), expected a UTF-8 YAML file",
            path=shown,
            line=raw.count(b"\n", 0, error.start) + 1,
        ) from None


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
"""Reading, in binary (Windows), never waiting for a writer: a file replaced by a pipe
between ``os.stat`` and ``os.open`` reads as empty rather than hanging (POSIX)."""


def _read_at_most(fd: int, size: int, limit: int) -> bytes:
    """At most ``limit`` bytes of the open file: the ``size`` it had, then, if it grew
    meanwhile, the rest in pieces (asking for the limit at once would make a buffer of
    8 MiB at each file): bounded either way."""
    chunks: list[bytes] = []
    total, wanted = 0, size + 1
    while total < limit:
        chunk = os.read(fd, min(wanted, limit - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        wanted = 1 << 16
    return b"".join(chunks)


def parse(text: str, *, path: str) -> Any:
    """Parse one YAML document; errors name the file and line."""
    import yaml

    try:
        loader = _loaders()[1](text)  # yaml.load, keeping the loader to ask how deep
        try:
            document = loader.get_single_data()
        finally:
            loader.dispose()
    except DataError as error:
        raise DataError(_bare(error), path=path, line=error.line) from None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = error.problem or error.context or "invalid YAML"
        raise DataError(f"invalid YAML: {problem}", path=path, line=line) from None
    except yaml.YAMLError as error:
        raise DataError(f"invalid YAML: {error}", path=path) from None
    except RecursionError:
        raise DataError("invalid YAML: nested too deeply", path=path) from None
    except (ValueError, TypeError, OverflowError) as error:  # "!!int abc": a tag its value can't be
        raise DataError(
            f"invalid YAML: a tagged value that can't be read ({error})", path=path
        ) from None
    # a document built here says how deep it nests: walked again only if deep or unknown
    known: int | None = getattr(loader, "deepest", None)
    keys = too_deep(document) if known is None or known > MAX_DEPTH else None
    if keys is not None:
        where = " > ".join(str(key) for key in keys[:3])
        raise DataError(
            f"{where} > ...: nested more than {MAX_DEPTH} levels deep; no field needs that",
            path=path,
            line=line_of(text, keys),
        )
    return document


def too_deep(document: Any, limit: int | None = None) -> list[str | int] | None:
    """The keys down to the first value nested deeper than ``limit``, or None.

    A walk with a stack, not recursion, so that whatever the nesting, everything after it
    (validation, ``repr`` in a message, comparison) only ever sees shallow documents.
    """
    limit = MAX_DEPTH if limit is None else limit
    if not _deeper(document, limit):
        return None  # the usual case, found without building every value's keys
    stack: list[tuple[Any, list[str | int]]] = [(document, [])]
    while stack:
        value, keys = stack.pop()
        if len(keys) > limit:
            return keys
        if isinstance(value, dict):
            stack.extend((item, [*keys, key]) for key, item in value.items())
        elif isinstance(value, list):
            stack.extend((item, [*keys, index]) for index, item in enumerate(value))
    return None


def _deeper(document: Any, limit: int) -> bool:
    """Whether a value is nested deeper than ``limit`` (``too_deep`` finds it), by levels
    alone: a value is that deep when a mapping or list at depth ``limit`` or more holds
    anything, so only mappings and lists are walked."""
    if limit < 0:
        return True  # the document itself is deeper
    stack: list[tuple[Any, int]] = [(document, 0)] if isinstance(document, dict | list) else []
    while stack:
        value, depth = stack.pop()
        items = value.values() if isinstance(value, dict) else value
        if not items:
            continue
        if depth >= limit:
            return True
        stack.extend((item, depth + 1) for item in items if isinstance(item, dict | list))
    return False


def load(path: Path, *, max_bytes: int = MAX_BYTES) -> Any:
    """Read and parse a YAML file."""
    return parse(read_text(path, max_bytes=max_bytes), path=str(path))


def line_of(text: str, keys: list[str | int]) -> int | None:
    """The 1-based line of the value at ``keys`` (mapping keys and list indexes), if found.

    Used only on the error path, so a valid file is parsed once.
    """
    import yaml

    try:
        node = yaml.compose(text, Loader=_loaders()[0])
    except yaml.YAMLError:
        return None
    line = None
    for key in keys:
        if isinstance(node, yaml.MappingNode):
            match = [v for k, v in node.value if k.value == key]
            if not match:
                return line
            node = match[0]
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int):
            if key >= len(node.value):
                return line
            node = node.value[key]
        else:
            return line
        line = node.start_mark.line + 1
    return line


def _bare(error: DataError) -> str:
    """The message of a DataError raised without a path (so it can be re-raised with one)."""
    text = str(error)
    prefix = f"{error.path}:{error.line}: " if error.path else ""
    return text[len(prefix) :] if prefix and text.startswith(prefix) else text
