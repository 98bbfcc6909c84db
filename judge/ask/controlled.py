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

import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any


if TYPE_CHECKING:
    from lark import Lark, Token, Tree

GRAMMAR = Path(__file__).with_name("controlled.lark")
OPENING = re.compile(
    r"\s*(?:understood\s+as\s*:\s*)?a\s+(?:1v1\s+game|2v2\s+game|three-player\s+free-for-all"
    r"|four-player\s+free-for-all)\s*[;:]",
    re.IGNORECASE,
)
PREFIX = re.compile(r"\s*understood\s+as\s*:\s*", re.IGNORECASE)
REMARK = re.compile(r"(\?)\s*\((?:judged also where|the question asked the opposite)[^()]*\)\s*$")
TOKENS = re.compile(
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
    from lark import Lark

    return Lark(
        GRAMMAR.read_text(encoding="utf-8"),
        parser="lalr",
        lexer="basic",
        start=["start", "card_rule"],
        propagate_positions=True,
        maybe_placeholders=False,
    )


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
    from lark.exceptions import UnexpectedInput

    words = keywords()
    interactive = parser().parse_interactive(start=start)
    for match in TOKENS.finditer(text):
        kind, value = match.lastgroup or "OTHER", match.group()
        column = offset + match.start() + 1
        if kind == "SPACE":
            continue
        choices = interactive.choices()
        if kind == "OTHER":
            raise ControlledError(column, f"{value!r} is not part of the controlled English")
        if kind in ("WORD", "PUNCT", "NUMBER"):
            keyword = words.get(value.lower().replace("’", "'"))
            if keyword in choices:
                kind = keyword
            elif kind == "WORD" and value.isdigit() and "NUMBER" in choices:
                kind = "NUMBER"
            elif kind in ("WORD", "NUMBER"):
                kind = next((name for name in NAME_TERMINALS if name in choices), kind)
        if kind not in choices:
            raise ControlledError(column, f"read {value!r}, but {expected(choices)}")
        token = Token(kind, value, offset + match.start(), 1, column, 1, column + len(value))
        token.end_pos = offset + match.end()
        try:
            interactive.feed_token(token)
        except UnexpectedInput:  # the state's lookahead took it, the context does not
            raise ControlledError(column, f"read {value!r}, but {expected(choices)}") from None
    choices = interactive.choices()
    if "$END" not in choices:
        raise ControlledError(offset + len(text) + 1, f"the text ends, but {expected(choices)}")
    result: Tree[Token] = interactive.feed_eof()
    return result


def expected(choices: Any) -> str:
    """What could stand next, in words: 'expected one of "at", "controlled", a name'."""
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
    if len(said) == 1:
        return f"expected {said[0]}"
    return "expected one of " + ", ".join(said)

