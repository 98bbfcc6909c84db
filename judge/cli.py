"""The `judge` command line: parse, call, render, exit code. No rules logic lives here."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from enum import Enum
from typing import Annotated, ParamSpec, TypeVar

import typer

from judge.errors import JudgeError

app = typer.Typer(
    help="A rules judge for the Riftbound TCG: clauses, verdicts and citations from the Core Rules.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

P = ParamSpec("P")
R = TypeVar("R")


class Format(str, Enum):
    text = "text"
    json = "json"
    markdown = "markdown"


RulesVersion = Annotated[
    str | None,
    typer.Option(
        "--rules-version",
        "-r",
        help="Core Rules version: a 'Last Updated' date (2026-07-16) or an alias (1.4). "
        "Default: the newest complete version.",
    ),
]
FormatOption = Annotated[Format, typer.Option("--format", "-f", help="Output format.")]


def handles_errors(command: Callable[P, R]) -> Callable[P, R]:
    """Turn a JudgeError into one line on stderr and its documented exit code."""

    @functools.wraps(command)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return command(*args, **kwargs)
        except JudgeError as error:
            typer.echo(f"judge: {error}", err=True)
            raise typer.Exit(error.exit_code) from None

    return wrapper


def emit(text: str) -> None:
    """Print a command's output, ending with exactly one newline."""
    sys.stdout.write(text.rstrip("\n") + "\n")


def main() -> None:
    app()
