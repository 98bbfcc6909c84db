"""The `judge` command line: parse, call, render, exit code. No rules logic lives here."""

# No `from __future__ import annotations` here, unlike the other modules: typer reads every
# command's annotations on every call, and as strings it evaluates each one (about 5 ms).
import atexit
import functools
import gc
import json
import os
import sys
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from typing import Annotated, ParamSpec, TypeVar

import typer

from judge import console
from judge.errors import EXIT_CLOSED_PIPE, JudgeError, UsageError, printable
from judge.render import to_json

app = typer.Typer(
    help="A rules judge for the Riftbound TCG: clauses, verdicts and citations "
    "from the Core Rules.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

P = ParamSpec("P")
R = TypeVar("R")


class Format(StrEnum):
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
            try:
                return command(*args, **kwargs)
            finally:
                sys.stdout.flush()  # a closed pipe surfaces here, not at interpreter exit
        except BrokenPipeError:
            console.silence_stdout()
            raise typer.Exit(EXIT_CLOSED_PIPE) from None
        except JudgeError as error:
            typer.echo(f"judge: {printable(str(error))}", err=True)
            raise typer.Exit(error.exit_code) from None

    return wrapper


def emit(text: str) -> None:
    """Print a command's output, ending with exactly one newline."""
    console.write(text.rstrip("\n") + "\n")


# --- the rulebook ---------------------------------------------------------------------------


@app.command()
@handles_errors
def rule(
    number: Annotated[str, typer.Argument(help="A rule number, e.g. 144.2 or 447.2.a.")],
    rules_version: RulesVersion = None,
    history: Annotated[
        bool, typer.Option("--history", help="Show this clause in every version, followed by text.")
    ] = False,
    depth: Annotated[
        int | None,
        typer.Option(
            "--depth", min=1, help="Levels of sub-clauses shown (1: direct children). Default: all."
        ),
    ] = None,
    fmt: FormatOption = Format.text,
) -> None:
    """Print a clause with its headings and every clause under it.

    Example: judge rule 190 --depth 1
    """
    from judge.render import rules as render
    from judge.rules.rulebook import open_rulebook

    rb = open_rulebook()
    version = rb.resolve_version(rules_version)
    clause = rb.require(version, number)
    if history:
        from judge.rules.diff import history as follow

        trail = follow(rb, version, clause.rule)
        emit(
            {Format.text: render.history_text, Format.markdown: render.history_markdown}[fmt](trail)
            if fmt is not Format.json
            else to_json(render.history_dict(trail))
        )
        return
    parents = rb.breadcrumb(version, clause.rule)
    subtree = rb.descendants(version, clause.rule, depth)
    also = [c for c in rb.all_with_number(version, clause.rule) if c != clause]
    if fmt is Format.json:
        emit(to_json(render.rule_dict(clause, parents, subtree, also)))
    elif fmt is Format.markdown:
        emit(render.rule_markdown(clause, parents, subtree, also))
    else:
        emit(render.rule_text(clause, parents, subtree, also))


@app.command()
@handles_errors
def search(
    text: Annotated[str, typer.Argument(help="Words to look for, a keyword, or a rule number.")],
    rules_version: RulesVersion = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=200, help="Results.")] = 10,
    fmt: FormatOption = Format.text,
) -> None:
    """Search the clauses: a keyword's defining clause first, then ranked matches.

    Example: judge search "recall"
    """
    from judge.render import rules as render
    from judge.rules.rulebook import open_rulebook

    if not text.strip():
        raise UsageError("empty search: give words, a keyword or a rule number")
    rb = open_rulebook()
    version = rb.resolve_version(rules_version)
    found = rb.search(text, version, limit)
    if fmt is Format.json:
        emit(to_json(render.search_dict(found, version, text)))
    elif fmt is Format.markdown:
        emit(render.search_markdown(found, version, text))
    else:
        emit(render.search_text(found, version, text))


@app.command()
@handles_errors
def diff(
    old: Annotated[str, typer.Argument(help="The older version (id or alias).")],
    new: Annotated[str, typer.Argument(help="The newer version (id or alias).")],
    fmt: FormatOption = Format.text,
) -> None:
    """Clauses added, removed, changed and renumbered between two versions, aligned by text.

    Example: judge diff 1.3 1.4
    """
    from judge.render import rules as render
    from judge.rules.diff import diff_versions
    from judge.rules.rulebook import open_rulebook

    result = diff_versions(open_rulebook(), old, new)
    if fmt is Format.json:
        emit(to_json(render.diff_dict(result)))
    else:
        emit(render.diff_text(result, markdown=fmt is Format.markdown))


@app.command()
@handles_errors
def versions(fmt: FormatOption = Format.text) -> None:
    """List the Core Rules versions held: dates, clause counts, complete or partial.

    Example: judge versions
    """
    from judge.render import rules as render
    from judge.rules.rulebook import open_rulebook

    rb = open_rulebook()
    held = rb.versions()
    if fmt is Format.json:
        emit(to_json(render.versions_dict(held, rb.default_version)))
    else:
        emit(render.versions_text(held, rb.default_version, markdown=fmt is Format.markdown))


# --- questions in plain English ---------------------------------------------------------------


@app.command()
@handles_errors
def ask(
    question: Annotated[
        str | None,
        typer.Argument(help="A rules question in plain English. Omit it for a prompt."),
    ] = None,
    rules_version: RulesVersion = None,
    explain: Annotated[
        bool, typer.Option("--explain", help="Add the justification tree: facts held and failed.")
    ] = False,
    fmt: FormatOption = Format.text,
) -> None:
    """Answer a plain-English rules question: verdict, answer, clauses, and how it was read.

    With no QUESTION: an interactive prompt on a terminal; otherwise one question per line
    is read from stdin and each is answered (JSON: one object per line).

    Example: judge ask "Can a unit move the turn it's played?"
    """
    from judge.ask.answer import AskAnswer
    from judge.ask.answer import ask as answer_question
    from judge.render import ask as render
    from judge.rules.rulebook import open_rulebook

    rb = open_rulebook()
    version = rb.resolve_version(rules_version)  # a bad version fails before any question

    def rendered(text: str, under: str | None) -> str:
        answer: AskAnswer = answer_question(text, under)
        if fmt is Format.json:
            data = answer.to_dict()
            return to_json(data) if question is not None else json.dumps(data, ensure_ascii=False)
        if fmt is Format.markdown:
            return render.answer_markdown(answer, explain) + "\n"
        return render.answer_text(answer, explain) + "\n"

    given = version if rules_version is not None else None  # None: the version it names
    if question is not None:
        emit(rendered(question, given))
    elif sys.stdin is None:
        raise UsageError("no question given and standard input is closed: give a QUESTION")
    elif sys.stdin.isatty():
        from judge.ask.prompt import Session, run_prompt
        from judge.paths import user_cache_dir

        label = lambda vid: (rb.version_info(vid).aliases or (vid,))[0]  # noqa: E731
        session = Session(rendered, rb.resolve_version, version, label)
        run_prompt(session, emit, user_cache_dir())
    else:
        from judge.ask.prompt import answer_lines

        status = answer_lines(
            sys.stdin,
            lambda text: rendered(text, given),
            emit,
            show_question=fmt is Format.text,
        )
        if status:
            raise typer.Exit(status)


# --- the engine -----------------------------------------------------------------------------


@app.command()
@handles_errors
def fact(
    fact_id: Annotated[str, typer.Argument(help="A fact id, e.g. recall.not_a_move.")],
    rules_version: RulesVersion = None,
    fmt: FormatOption = Format.text,
) -> None:
    """A fact the engine reasons with: its statement, clauses and official rulings.

    Example: judge fact recall.not_a_move
    """
    from judge.faq.fact_report import fact_report
    from judge.render import facts as render

    data = fact_report(fact_id, rules_version)
    if fmt is Format.json:
        emit(to_json(data))
    elif fmt is Format.markdown:
        emit(render.fact_markdown(data))
    else:
        emit(render.fact_text(data))


@app.command()
@handles_errors
def check(
    paths: Annotated[
        list[Path],
        typer.Argument(
            help="Scenario files or folders (searched recursively).",
            readable=False,  # an unreadable one is that path's error (exit 3), named
        ),
    ],
    rules_version: RulesVersion = None,
    explain: Annotated[
        bool,
        typer.Option("--explain", help="Show the facts that held or failed and what would change."),
    ] = False,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="Text: print only failures and the summary.")
    ] = False,
    fmt: FormatOption = Format.text,
    jobs: Annotated[
        int | None,
        typer.Option(
            "--jobs",
            "-j",
            min=1,
            help="Processes judging files, at most one per usable CPU; 1 judges in this "
            "one. Default: one per usable CPU (at most 8) from 200 files, else 1. The "
            "output is the same either way.",
        ),
    ] = None,
) -> None:
    """Judge scenario files and compare each verdict with its expectation.

    Exit 0 when all hold, 1 when one differs, 3 when a file is invalid (others still run),
    5 when a worker process died or none could be started.

    Example: judge check scenarios/recall --explain
    """
    from judge.engine.check_pool import checked
    from judge.errors import EXIT_CHECK_FAILED, EXIT_INVALID_DATA
    from judge.render.check import shown, write_shown

    as_json = fmt is Format.json
    each = functools.partial(
        shown, as_json=as_json, quiet=quiet, explain=explain, markdown=fmt is Format.markdown
    )
    out = console.guarded(sys.stdout)  # a failed write is exit 4, and nothing else is
    # a bad path or version raises before any output; leaving the block stops the workers
    with checked(paths, rules_version, each, jobs) as results:
        tally = write_shown(results, out, lambda line: typer.echo(line, err=True), as_json=as_json)
    if tally.bad:
        raise typer.Exit(EXIT_INVALID_DATA)
    if tally.failed:
        raise typer.Exit(EXIT_CHECK_FAILED)


@app.command()
@handles_errors
def coverage(
    scenarios: Annotated[
        list[Path] | None,
        typer.Argument(help="Scenario folders (default: scenarios/).", readable=False),
    ] = None,
    rules_version: RulesVersion = None,
    fmt: FormatOption = Format.text,
    every: Annotated[
        bool,
        typer.Option(
            "--all",
            help="Every clause of the version (not only the engine's areas), with counts "
            "per rulebook section and per target range (rules_data/coverage.yaml).",
        ),
    ] = False,
    sections: Annotated[
        list[str] | None,
        typer.Option(
            "--section",
            help="With --all: only this part of the rulebook, a rule number (325, 144.2) "
            "or a range of top-level numbers (325-340). Repeatable.",
        ),
    ] = None,
) -> None:
    """List, clause by clause, the facts and scenarios that cover the engine's rules areas.

    --all: every clause that is not a heading, counted per section (docs/coverage.md).

    Exit 2 for a bad --section; 3 when a scenario file is invalid (nothing is counted).

    Example: judge coverage --all --section 325-340
    """
    from judge.engine.facts import fact_book
    from judge.rules.rulebook import open_rulebook

    rb = open_rulebook()
    version = rb.resolve_version(rules_version)
    folders = scenarios or [Path("scenarios")]
    if every:
        from judge.engine.coverage_all import coverage_all, span_option
        from judge.render import coverage_all as render_all

        spans = tuple(span_option(text) for text in sections or ())
        result = coverage_all(rb, fact_book(), version, folders, spans)
        if fmt is Format.json:
            emit(to_json(render_all.coverage_all_dict(result)))
        else:
            emit(render_all.coverage_all_text(result, markdown=fmt is Format.markdown))
        return
    if sections:
        raise UsageError("--section needs --all")
    from judge.engine.coverage import coverage as compute
    from judge.render import coverage as render

    found = compute(rb, fact_book(), version, folders)
    if fmt is Format.json:
        emit(to_json(render.coverage_dict(found, version)))
    else:
        emit(render.coverage_text(found, version, markdown=fmt is Format.markdown))


scenarios_app = typer.Typer(help="Scenario files: upgrade them to the current format.")
app.add_typer(scenarios_app, name="scenarios")


class UpgradeFormat(StrEnum):
    text = "text"
    json = "json"


@scenarios_app.command("upgrade")
@handles_errors
def scenarios_upgrade(
    paths: Annotated[
        list[Path],
        typer.Argument(help="Scenario files or folders (searched recursively).", readable=False),
    ],
    check: Annotated[
        bool,
        typer.Option("--check", help="Only report what would change; write nothing."),
    ] = False,
    fmt: Annotated[
        UpgradeFormat, typer.Option("--format", "-f", help="Output format.")
    ] = UpgradeFormat.text,
) -> None:
    """Rewrite format-1 scenario files in format 2, in place, keeping their comments.

    Each file is replaced atomically; a symbolic link is refused, never written through.

    Exit 0 when all are upgraded or current, 1 with --check when one would change.

    Exit 3 when a file is invalid or cannot be upgraded (the others still are), 4 unwritable.

    Example: judge scenarios upgrade scenarios --check
    """
    from judge.engine.upgrade_files import upgrade_paths
    from judge.errors import EXIT_CHECK_FAILED, EXIT_INVALID_DATA, EXIT_OUTPUT
    from judge.render.upgrade import write_results

    results = upgrade_paths(paths, write=not check)  # raises on a bad path before any output
    tally = write_results(
        results,
        sys.stdout,
        lambda line: typer.echo(line, err=True),
        as_json=fmt is UpgradeFormat.json,
        check=check,
    )
    if tally.unwritable:
        raise typer.Exit(EXIT_OUTPUT)
    if tally.bad:
        raise typer.Exit(EXIT_INVALID_DATA)
    if check and tally.changed:
        raise typer.Exit(EXIT_CHECK_FAILED)


# --- pages ------------------------------------------------------------------------------------


class FaqFormat(StrEnum):
    markdown = "markdown"
    html = "html"
    json = "json"
    text = "text"


@app.command()
@handles_errors
def faq(
    topic: Annotated[
        str | None, typer.Argument(help="A topic (file name under rules_data/faq); default: all.")
    ] = None,
    fmt: Annotated[
        FaqFormat | None,
        typer.Option(
            "--format", "-f", help="markdown (default), html or json; text or json with --check."
        ),
    ] = None,
    rules_version: RulesVersion = None,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Write to this file instead of stdout.")
    ] = None,
    check: Annotated[
        tuple[str, str] | None,
        typer.Option(
            "--check",
            metavar="OLD NEW",
            help="List the answers that change from OLD to NEW: to rewrite, reworded, renumbered.",
        ),
    ] = None,
) -> None:
    """FAQ topic pages, every answer and citation computed by the engine from the rules.

    Examples: judge faq moving-units --format html --out moving.html;
    judge faq --check 1.3 1.4
    """
    from judge.pages.faq import command

    if check is not None:
        text = command.check(topic, check[0], check[1], (fmt or FaqFormat.text).value)
    else:
        text = command.render(topic, rules_version, (fmt or FaqFormat.markdown).value)
    if out is None:
        emit(text)
    else:
        command.write_file(out, text)


# --- cards -------------------------------------------------------------------------------------


@app.command()
@handles_errors
def card(
    name: Annotated[
        str, typer.Argument(help='A card\'s name, or some of its words: "yasuo", "vi peacekeeper".')
    ],
    rules_version: RulesVersion = None,
    fmt: FormatOption = Format.text,
) -> None:
    """A card as it stands under a rules version: its text (with the errata in force), what
    the card-text reading understood, its keywords' clauses, official rulings, and the
    scenarios and FAQ answers that name it.

    Example: judge card "zhonya's hourglass" --rules-version 1.3
    """
    from judge.cards.report import card_report
    from judge.render import cards as render
    from judge.rules.rulebook import open_rulebook

    rb = open_rulebook()
    report = card_report(rb, name, rb.resolve_version(rules_version))
    if fmt is Format.json:
        emit(to_json(render.card_dict(report)))
    else:
        emit(render.card_text(report, markdown=fmt is Format.markdown))


@app.command()
@handles_errors
def cards(
    show_coverage: Annotated[
        bool,
        typer.Option(
            "--coverage",
            help="List the compiled, partly and not compiled cards, with the sentences not "
            "understood counted by template.",
        ),
    ] = False,
    rules_version: RulesVersion = None,
    fmt: FormatOption = Format.text,
) -> None:
    """The cards the judge holds; with --coverage, what its card-text reading understands.

    Example: judge cards --coverage --format json
    """
    from judge.cards.report import coverage as card_coverage
    from judge.render import cards as render
    from judge.rules.rulebook import open_rulebook

    result = card_coverage(open_rulebook().resolve_version(rules_version))
    if fmt is Format.json:
        data = render.coverage_dict(result) if show_coverage else render.list_dict(result)
        emit(to_json(data))
    elif show_coverage:
        emit(render.coverage_text(result, markdown=fmt is Format.markdown))
    else:
        emit(render.list_text(result, markdown=fmt is Format.markdown))


site_app = typer.Typer(help="The static rules site: clauses, FAQ topics, diffs, search.")
app.add_typer(site_app, name="site")


@site_app.command("build")
@handles_errors
def site_build(
    out: Annotated[Path, typer.Argument(help="Folder to write the site into (replaced whole).")],
) -> None:
    """Build the static site into OUT: works offline, on a phone, without a server.

    Example: judge site build site/
    """
    from judge.faq.topics import load_topics
    from judge.pages.faq.answers import engine_judge
    from judge.pages.site.build import build_site
    from judge.rules.rulebook import open_rulebook

    report = build_site(open_rulebook(), out, load_topics(), engine_judge())
    kinds = ", ".join(f"{count} {kind}" for kind, count in sorted(report.pages.items()))
    shown = printable(str(report.out))
    emit(f"wrote {report.total} pages to {shown} ({kinds}); open {shown}/index.html")


GC_FIRST_GENERATION = 100_000
"""Allocations between two passes of the cyclic collector (Python's default is 700)."""


def main() -> None:
    # A command runs once and exits. At the default threshold the collector passes over the
    # modules, facts and lexicon just loaded dozens of times, a sixth of `judge ask`'s time,
    # and frees almost nothing: they live until exit. Fewer passes, not none, so a long
    # `judge check` or `judge site build` still frees its cycles.
    gc.set_threshold(GC_FIRST_GENERATION, *gc.get_threshold()[1:])
    console.prepare()
    try:
        app()
    except JudgeError as error:  # outside a command: typer's help to a closed or full stdout
        typer.echo(f"judge: {printable(str(error))}", err=True)
        sys.exit(error.exit_code)
    finally:
        _keep_compiled()


def run() -> None:
    """The `judge` command (the console script and ``python -m judge``): `main`, then the
    process ends at once. Python's own exit frees every object the command made, one by
    one, and collects them once more: about a fifth of `judge ask`'s time, for memory the
    system takes back whole anyway. Nothing of judge's needs it: every file judge writes
    is closed by then, the standard streams are flushed here and the exit handlers run;
    where a stream cannot be flushed, Python's own exit reports it as it always has."""
    try:
        main()
    except SystemExit as stop:
        status = _status(stop.code)
    else:
        status = 0
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        sys.exit(status)
    atexit._run_exitfuncs()
    os._exit(status)


def _status(code: object) -> int:
    """The exit status Python gives ``sys.exit(code)``: a message is printed and is 1."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _keep_compiled() -> None:
    """Keep the dataclass methods this command compiled (judge/dataclass_code.py), with
    Ctrl-C and the like held off while the file is replaced; one arriving then ends judge
    as it would have during the command."""
    import signal

    from judge import dataclass_code

    try:
        with console.signals_held():
            dataclass_code.keep()
    except KeyboardInterrupt:
        sys.exit(128 + signal.SIGINT)
