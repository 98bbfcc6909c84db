"""Controlled English back to a scenario document: the reverse of `judge.ask.describe`.

The "Understood as" line of `judge ask` is a scenario document (docs/scenarios.md, format 2)
said in a small controlled English whose grammar is `controlled.lark`. A judge can copy the
line, correct it and ask it again: ``parse`` reads it back to the document it says. A text
the grammar does not allow raises ``ControlledError`` naming the column and what could stand
there. lark is imported only here, and only when such a text is asked.

Words are read against the parser: a word is a keyword where the parser can take that
keyword next, and part of a name (``WORD``) anywhere else, so "Test Gear" is a name while
"gear:" opens the list of gear. `describe` quotes a name holding a word that the parser could
take as a keyword where a name stands (``RESERVED``); tests/test_ask_controlled.py checks
that list against the grammar's parse table.
"""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.patterns import LazyPattern

if TYPE_CHECKING:
    from lark import Lark, Token, Tree

GRAMMAR = Path(__file__).with_name("controlled.lark")
TABLE = GRAMMAR.with_name("controlled.lark.pickle")  # built by `python -m judge.ask.controlled`
OPENING = re.compile(
    r"\s*(?:understood\s+as\s*:\s*)?a\s+(?:1v1\s+game|2v2\s+game|three-player\s+free-for-all"
    r"|four-player\s+free-for-all)\s*[;:]",
    re.IGNORECASE,
)
PREFIX = LazyPattern(r"\s*understood\s+as\s*:\s*", re.IGNORECASE)
NOT_SAID = LazyPattern(r"\(not said: ([^()]*)\)")
REMARK = LazyPattern(r"(\?)\s*\((?:judged also where|the question asked the opposite)[^()]*\)\s*$")
TOKENS = LazyPattern(
    r"""(?P<QUOTED>"(?:[^"\\]|\\.)*"(?:'s|’s)?)|(?P<NUMBER>-\d+)"""
    r"""|(?P<WORD>[^\W_][\w'’-]*)|(?P<PUNCT>[:;,()?])|(?P<SPACE>\s+)|(?P<OTHER>.)""",
)
NAME_TERMINALS = ("WORD", "FREE_WORD")
MAX_CHARS = 20_000


class ControlledError(ValueError):
    """A controlled-English text the grammar does not allow, or that says something twice."""

    def __init__(self, column: int, message: str) -> None:
        super().__init__(f"column {column}: {message}")
        self.column = column
        self.message = message


def is_controlled(text: str) -> bool:
    """Does the text open as the "Understood as" line does ("a 1v1 game; ...")?"""
    return OPENING.match(text) is not None


@cache
def parser() -> Lark:
    """The LALR parser of controlled.lark: loaded from the table built beside it (about 10 ms)
    when that was built from this grammar, else built from the grammar (about 100 ms)."""
    import pickle  # as lark is, only for a controlled-English text: not on every question

    from lark import Lark

    grammar = GRAMMAR.read_text(encoding="utf-8")
    try:
        with TABLE.open("rb") as file:
            saved = pickle.load(file)  # shipped with the package, as its code is
        if saved["grammar"] == _digest(grammar):
            return Lark.load(io.BytesIO(saved["parser"]))
    except (OSError, EOFError, KeyError, TypeError, pickle.UnpicklingError):
        pass
    return _build(grammar)


def _build(grammar: str) -> Lark:
    from lark import Lark

    return Lark(
        grammar,
        parser="lalr",
        lexer="basic",
        start=["start", "card_rule"],
        propagate_positions=True,
        maybe_placeholders=False,
    )


def _digest(grammar: str) -> str:
    import hashlib

    return hashlib.sha256(grammar.encode("utf-8")).hexdigest()


def build_table() -> None:
    """Write the parser table beside the grammar (`python -m judge.ask.controlled`)."""
    import pickle

    grammar = GRAMMAR.read_text(encoding="utf-8")
    table = io.BytesIO()
    _build(grammar).save(table)
    saved = {"grammar": _digest(grammar), "parser": table.getvalue()}
    TABLE.write_bytes(pickle.dumps(saved, protocol=4))


@cache
def keywords() -> dict[str, str]:
    """Each keyword's text (lower case) and its terminal's name."""
    from lark.lexer import PatternStr

    return {
        term.pattern.value: term.name
        for term in parser().terminals
        if isinstance(term.pattern, PatternStr)
    }


def parse(text: str) -> dict[str, Any]:
    """The format-2 scenario document a controlled-English text says."""
    if len(text) > MAX_CHARS:
        raise ControlledError(MAX_CHARS, f"the text is longer than {MAX_CHARS} characters")
    left_out = NOT_SAID.search(text)
    if left_out:
        raise ControlledError(
            left_out.start() + 1,
            f"this restatement leaves out {left_out.group(1)}, which the controlled English "
            "cannot say yet: ask the question in plain words",
        )
    match = PREFIX.match(text)
    start = match.end() if match else 0
    body = REMARK.sub(r"\1", text[start:].rstrip())
    tree = _parse(body, "start", start)
    from judge.ask.controlled_build import build

    return build(tree, card_rule=_card_rule)


def _card_rule(text: str, column: int) -> Tree[Token]:
    return _parse(text, "card_rule", column)


def _parse(text: str, start: str, offset: int) -> Tree[Token]:
    from lark import Token
    from lark.exceptions import UnexpectedToken

    words = keywords()
    interactive: Any = parser().parse_interactive(start=start)
    for match in TOKENS.finditer(text):
        kind: str = match.lastgroup or "OTHER"
        value = match.group()
        column = offset + match.start() + 1
        if kind == "SPACE":
            continue
        choices = interactive.choices()
        if value == '"':
            raise ControlledError(column, 'this quote is not closed: end the name with "')
        if kind == "OTHER":
            raise ControlledError(column, f"{value!r} is not part of the controlled English")
        if kind in ("WORD", "PUNCT", "NUMBER"):
            keyword = words.get(value.lower().replace("’", "'"), "")
            if keyword in choices:
                kind = keyword
            elif kind == "WORD" and value.isdigit() and "NUMBER" in choices:
                kind = "NUMBER"
            elif kind in ("WORD", "NUMBER"):
                kind = next((name for name in NAME_TERMINALS if name in choices), kind)
        if kind not in choices:
            raise ControlledError(column, f"read {value!r}, but {expected(choices, value)}")
        token = Token(kind, value, offset + match.start(), 1, column, 1, column + len(value))
        token.end_pos = offset + match.end()
        try:
            interactive.feed_token(token)
        except UnexpectedToken as error:  # the state's lookahead took it, the context not
            raise ControlledError(
                column, f"read {value!r}, but {expected(error.expected)}"
            ) from None
    end = offset + len(text) + 1
    choices = interactive.choices()
    if "$END" not in choices:
        raise ControlledError(end, f"the text ends, but {expected(choices)}")
    try:
        result: Tree[Token] = interactive.feed_eof()
    except UnexpectedToken as error:
        raise ControlledError(end, f"the text ends, but {expected(error.expected)}") from None
    return result


def expected(choices: Any, read: str = "") -> str:
    """What could stand next, in words: 'expected one of "at", "controlled", a name', and
    the keyword nearest to the word read."""
    from judge.engine.validate import nearest

    names = {term.name: term.pattern.value for term in parser().terminals}
    said = []
    for choice in sorted(choices):
        if choice in NAME_TERMINALS:
            said.append("a name")
        elif choice == "QUOTED":
            said.append("a quoted text")
        elif choice == "NUMBER":
            said.append("a number")
        elif choice == "$END":
            said.append("the end of the text")
        elif choice in names:
            said.append(f'"{names[choice]}"')
    said = sorted(dict.fromkeys(said))
    words = [names[c] for c in choices if c in names and names[c].isalpha()]
    hint = nearest(read.lower(), words) if read else ""
    if len(said) == 1:
        return f"expected {said[0]}{hint}"
    return "expected one of " + ", ".join(said) + hint


if __name__ == "__main__":
    build_table()
