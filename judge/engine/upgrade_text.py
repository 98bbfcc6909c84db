"""Upgrade a scenario file's text from format 1 to format 2, keeping everything else as written.

``judge.engine.upgrade`` says what the format-2 document is; this writes it by editing only
the text that changes (``format: 2`` added first, ``chain_empty`` and the format-1 question
rewritten), so comments, key order, quoting and layout stay as the author left them. A
comment inside a rewritten question moves above ``actions``. The result is then proved: it
must parse to exactly the upgraded document and keep every comment of the original, or the
file is refused (``UpgradeError``) rather than rewritten into something else.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

import yaml

from judge import yamlfile
from judge.engine.upgrade import UNNAMED_CHAIN_ITEM, UpgradeError, upgrade
from judge.errors import DataError, quoted

_Loader = yaml.SafeLoader  # the pure-Python loader: its marks carry character indexes
_BLOCK = (yaml.MappingNode, yaml.SequenceNode)


@dataclass(frozen=True)
class Edit:
    start: int
    end: int
    text: str


def upgrade_text(text: str, document: dict[str, Any]) -> str:
    """The format-2 text of ``text``, a valid format-1 scenario file parsed as ``document``."""
    target = upgrade(document)
    root = yaml.compose(text, Loader=_Loader)
    if not isinstance(root, yaml.MappingNode) or not root.value:
        raise UpgradeError((), "expected a mapping with a 'question' key")
    layout = _Layout.of(text, root)
    edits = [_format_edit(root, layout)]
    situation = _value(root, "situation")
    if isinstance(situation, yaml.MappingNode):
        edits += _chain_edits(text, situation, layout)
    edits += _question_edits(text, root, layout)
    upgraded = _apply(text, edits)
    _prove(text, upgraded, target)
    return upgraded


@dataclass(frozen=True)
class _Layout:
    """How the file indents: mapping levels by ``step``, list items ``offset`` past their key."""

    newline: str
    step: int
    offset: int

    @classmethod
    def of(cls, text: str, root: yaml.MappingNode) -> _Layout:
        newline = "\r\n" if "\r\n" in text else "\n"
        step, offset = 2, 2
        for key, value in _pairs(root):
            if isinstance(value, yaml.MappingNode) and value.flow_style is False:
                step = max(value.start_mark.column - key.start_mark.column, 1)
                break
        for key, value in _walk_pairs(root):
            if isinstance(value, yaml.SequenceNode) and not value.flow_style:
                offset = value.start_mark.column - key.start_mark.column
                break
        return cls(newline, step, offset)


def _format_edit(root: yaml.MappingNode, layout: _Layout) -> Edit:
    """``format: 2`` before the first key, on its own line (or first in a flow mapping)."""
    first = root.value[0][0]
    at = first.start_mark.index
    if root.flow_style:
        return Edit(at, at, "format: 2, ")
    return Edit(at, at, f"format: 2{layout.newline}{' ' * first.start_mark.column}")


def _chain_edits(text: str, situation: yaml.MappingNode, layout: _Layout) -> list[Edit]:
    """``chain_empty: false`` becomes one unnamed chain item; ``chain_empty: true`` goes."""
    pairs = _pairs(situation)
    for index, (key, value) in enumerate(pairs):
        if key.value != "chain_empty":
            continue
        start, end = key.start_mark.index, _end(text, value)
        if value.value == "false":
            return [Edit(start, end, f"chain: [{{name: {UNNAMED_CHAIN_ITEM}}}]")]
        if len(pairs) == 1:
            return [Edit(situation.start_mark.index, _end(text, situation), "{}")]
        if situation.flow_style:
            if index + 1 < len(pairs):
                return [Edit(start, pairs[index + 1][0].start_mark.index, "")]
            return [Edit(_end(text, pairs[index - 1][1]), end, "")]
        return [_remove_line(text, start, end)]
    return []


def _remove_line(text: str, start: int, end: int) -> Edit:
    """Remove ``text[start:end]``, and its line too when nothing but spaces is left on it."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end + 1
    rest = text[end:line_end]
    if text[line_start:start].strip() or rest.strip():
        spaces = len(rest) - len(rest.lstrip(" \t"))
        return Edit(start, end + spaces, "")  # a comment after it stays, where the key was
    return Edit(line_start, line_end, "")


def _question_edits(text: str, root: yaml.MappingNode, layout: _Layout) -> list[Edit]:
    pair = next(((k, v) for k, v in _pairs(root) if k.value == "question"), None)
    if pair is None or not isinstance(pair[1], yaml.MappingNode) or len(pair[1].value) != 1:
        return []
    key, question = pair
    ((kind_node, value),) = question.value
    kind = kind_node.value
    if kind not in ("after_move", "next_cleanup", "after_combat"):
        return []
    entries = _pairs(value) if isinstance(value, yaml.MappingNode) else []
    outcomes = [(k, v) for k, v in entries if k.value in ("battlefield", "event")]
    flow = value.flow_style is not False
    if kind == "next_cleanup":
        action, taken, action_flow = "cleanup", [], True
    elif kind == "after_combat":
        taken = [(k, v) for k, v in entries if k.value == "battlefield"]
        action, action_flow = "combat_resolution", flow
    else:
        taken = [(k, v) for k, v in entries if k.value != "event"]
        action = "move_effect" if any(k.value == "card" for k, _ in taken) else "standard_move"
        outcomes = [(k, v) for k, v in entries if k.value == "event"]
        action_flow, flow = flow, True
    col = key.start_mark.column
    start, end = key.start_mark.index, _end(text, question)
    nl, pad = layout.newline, " " * col
    item = " " * (col + layout.offset)
    lines = [f"{comment}{nl}{pad}" for _, comment in _comments(text, start, end)]
    lines.append(f"actions:{nl}{item}- {action}:")
    lines.append(_mapping(text, taken, col + layout.offset + 2 + layout.step, action_flow, nl))
    lines.append(f"{nl}{pad}question:{nl}{pad}{' ' * layout.step}outcomes:")
    lines.append(_mapping(text, outcomes, col + 2 * layout.step, flow, nl))
    return [Edit(start, end, "".join(lines))]


def _mapping(
    text: str, entries: list[tuple[yaml.Node, yaml.Node]], indent: int, flow: bool, nl: str
) -> str:
    """Entries as the value of a key: `` {k: v, ...}`` or indented block lines."""
    inline = [(_slice(text, k), _inline(text, v)) for k, v in entries]
    if (flow or not entries) and all(v is not None for _, v in inline):
        return " {" + ", ".join(f"{k}: {v}" for k, v in inline) + "}"
    lines = [
        f"{nl}{' ' * indent}{_slice(text, k)}:{_value_text(text, v, indent, nl)}"
        for k, v in entries
    ]
    return "".join(lines)


def _value_text(text: str, node: yaml.Node, indent: int, nl: str) -> str:
    inline = _inline(text, node)
    if inline is not None:
        return f" {inline}"
    if isinstance(node, yaml.MappingNode):
        return _mapping(text, _pairs(node), indent + 2, False, nl)
    if isinstance(node, yaml.SequenceNode):
        return "".join(
            f"{nl}{' ' * indent}-{_value_text(text, item, indent + 2, nl)}" for item in node.value
        )
    return " " + json.dumps(node.value, ensure_ascii=False)  # a scalar over several lines


def _inline(text: str, node: yaml.Node) -> str | None:
    """The node as written when it fits on one line (a scalar or a flow collection)."""
    if isinstance(node, _BLOCK) and node.flow_style is False:
        return None
    written = _slice(text, node)
    if "\n" in written or (isinstance(node, yaml.ScalarNode) and node.style in ("|", ">")):
        return None
    return written


def _slice(text: str, node: yaml.Node) -> str:
    return text[node.start_mark.index : _end(text, node)]


def _end(text: str, node: yaml.Node) -> int:
    """Where the node's own text ends: a block collection's marks run on over the comments
    and blank lines after it, which belong to what follows."""
    if isinstance(node, _BLOCK) and node.flow_style is False and node.value:
        last = node.value[-1]
        return _end(text, last[1] if isinstance(last, tuple) else last)
    end = node.end_mark.index
    while end > node.start_mark.index and text[end - 1] in " \t\r\n":
        end -= 1
    return end


def _comments(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, str]]:
    """Every comment (its index and text) in ``text[start:end]``: what lies between tokens,
    and on the header line of a block scalar."""
    stop = len(text) if end is None else end
    found: list[tuple[int, str]] = []
    position = 0
    for token in yaml.scan(text, Loader=_Loader):
        found += _gap_comments(text, position, token.start_mark.index)
        if isinstance(token, yaml.ScalarToken) and token.style in ("|", ">"):
            header_end = text.find("\n", token.start_mark.index)
            header = text[token.start_mark.index : header_end if header_end >= 0 else None]
            match = re.search(r"\s(#.*)", header)
            if match:
                found.append((token.start_mark.index + match.start(1), match.group(1).rstrip()))
        position = max(position, token.end_mark.index)
    found += _gap_comments(text, position, len(text))
    return [(at, comment) for at, comment in found if start <= at < stop]


def _gap_comments(text: str, start: int, end: int) -> list[tuple[int, str]]:
    return [
        (start + match.start(), match.group().rstrip())
        for match in re.finditer(r"#[^\r\n]*", text[start:end])
    ]


def _prove(original: str, upgraded: str, target: dict[str, Any]) -> None:
    """The new text says exactly the upgraded document and keeps every comment."""
    try:
        reread = yamlfile.parse(upgraded, path="upgraded text")
    except DataError as error:
        raise UpgradeError(
            (), f"the rewritten text would not parse ({error}); upgrade by hand"
        ) from None
    if not _same(reread, target):
        raise UpgradeError(
            (), "this layout cannot be rewritten to say the same in format 2; upgrade by hand"
        )
    lost = Counter(c for _, c in _comments(original)) - Counter(c for _, c in _comments(upgraded))
    if lost:
        comment = next(iter(lost))
        raise UpgradeError(
            (),
            f"the comment {quoted(comment)} would be lost; "
            "move it out of the way or upgrade by hand",
        )


def _same(read: Any, wanted: Any) -> bool:
    """Equal, with mapping keys in the same order and values of the same types."""
    if isinstance(wanted, dict):
        return (
            isinstance(read, dict)
            and list(read) == list(wanted)
            and all(_same(read[key], wanted[key]) for key in wanted)
        )
    if isinstance(wanted, list):
        return isinstance(read, list) and len(read) == len(wanted) and all(map(_same, read, wanted))
    return type(read) is type(wanted) and bool(read == wanted)


def _apply(text: str, edits: list[Edit]) -> str:
    for edit in sorted(edits, key=lambda e: (e.start, e.end), reverse=True):
        text = text[: edit.start] + edit.text + text[edit.end :]
    return text


def _pairs(node: yaml.MappingNode) -> list[tuple[yaml.Node, yaml.Node]]:
    return list(node.value)


def _value(root: yaml.MappingNode, key: str) -> yaml.Node | None:
    return next((v for k, v in _pairs(root) if k.value == key), None)


def _walk_pairs(node: yaml.Node) -> list[tuple[yaml.Node, yaml.Node]]:
    """Every (key, value) of every mapping under ``node``, outermost first."""
    found: list[tuple[yaml.Node, yaml.Node]] = []
    if isinstance(node, yaml.MappingNode):
        found += _pairs(node)
        for _, value in _pairs(node):
            found += _walk_pairs(value)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            found += _walk_pairs(item)
    return found
