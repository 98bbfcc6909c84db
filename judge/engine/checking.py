"""`judge check`: judge scenario files one by one and compare with their expectations.

Results stream (a generator), so memory stays flat however many files are checked. A file
that does not load is reported as a ``BadFile`` and checking goes on with the next one.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from judge import yamlfile
from judge.engine.citing import Citer, default_citer
from judge.engine.facts import fact_book
from judge.engine.judging import judge_scenario
from judge.engine.scenario import Expectation, Scenario, load_file
from judge.engine.verdict import Verdict
from judge.errors import DataError, NotFoundError, quoted

SUFFIXES = (".yaml", ".yml")


@dataclass(frozen=True)
class CheckResult:
    scenario: Scenario
    path: str
    verdict: Verdict
    ok: bool
    problems: tuple[str, ...] = ()

    @property
    def expected(self) -> Expectation | None:
        return self.scenario.expect


@dataclass(frozen=True)
class BadFile:
    path: str
    error: DataError


def scenario_files(paths: Iterable[Path]) -> Iterator[tuple[Path, str] | Unreadable]:
    """Each scenario file with its name: ``<topic>/<situation>`` relative to a given folder;
    a folder that cannot be listed is yielded as ``Unreadable`` where it would have been."""
    for path in paths:
        if path.is_dir():
            yield from _walk(path)
        else:
            yield path, f"{path.parent.name}/{path.stem}"


@dataclass(frozen=True)
class Unreadable:
    """A folder under a checked path that could not be listed (no permission, gone)."""

    path: Path
    reason: str

    def error(self) -> DataError:
        return DataError(f"cannot read this folder: {self.reason}", path=str(self.path))


def require_paths(paths: Iterable[Path]) -> list[Path]:
    """The paths, each an existing file or a folder holding scenario files, or NotFoundError.

    Checked before anything is judged, so a typo never leaves half a report behind.
    """
    paths = list(paths)
    for path in paths:
        if not path.exists():
            raise NotFoundError(f"no such file or folder: {path}")
        if path.is_dir() and next(_walk(path), None) is None:
            raise NotFoundError(f"no scenario files ({', '.join(SUFFIXES)}) in {path}")
    return paths


def _walk(folder: Path) -> Iterator[tuple[Path, str] | Unreadable]:
    """YAML files under ``folder`` in sorted order, each with its name there (its path from
    ``folder`` without the suffix), one directory listed at a time; a folder that cannot be
    listed is reported in its place, never skipped silently."""
    failures: list[OSError] = []
    for root, dirs, files in os.walk(folder, onerror=failures.append):
        yield from _unreadable(failures, folder)
        dirs.sort()
        where = Path(root)
        within = where.relative_to(folder).as_posix()  # once a folder, not at every file
        prefix = "" if within == "." else f"{within}/"
        for name in sorted(files):
            if name.endswith(SUFFIXES):
                # the stem as pathlib has it: a name that only is a suffix (".yaml") keeps it
                dot = name.rfind(".")
                yield where / name, prefix + (name[:dot] if dot > 0 else name)
    yield from _unreadable(failures, folder)


def _unreadable(failures: list[OSError], folder: Path) -> Iterator[Unreadable]:
    while failures:
        error = failures.pop(0)
        reason = (error.strerror or str(error)).lower()
        yield Unreadable(Path(error.filename) if error.filename else folder, reason)


def check_paths(
    paths: Iterable[Path], rules_version: str | None = None, citer: Citer | None = None
) -> Iterator[CheckResult | BadFile]:
    """Judge every scenario under ``paths``; bad files are yielded, not raised.

    A missing path, an unknown version or a bad fact file raises here, before any result.
    """
    checker = Checker.of(rules_version, citer)
    return checker.judged(scenario_files(require_paths(paths)))


@dataclass(frozen=True)
class Checker:
    """What judging a scenario file needs, made once a run (in the process that forks the
    workers of ``judge.engine.check_pool``, which inherit it)."""

    citer: Citer
    override: str | None
    topics: list[str]
    facts: frozenset[str]

    @classmethod
    def of(cls, rules_version: str | None = None, citer: Citer | None = None) -> Checker:
        """The checker for a run; an unknown version or a bad fact file raises here."""
        citer = citer or default_citer()
        override = citer.resolve(rules_version) if rules_version is not None else None
        book = fact_book()
        return cls(citer, override, book.topics, frozenset(book.by_id))

    def judged(
        self, items: Iterable[tuple[Path, str] | Unreadable]
    ) -> Iterator[CheckResult | BadFile]:
        """Each file of ``items`` (``scenario_files``) judged, in their order."""
        citer = self.citer
        for item in items:
            if isinstance(item, Unreadable):
                yield BadFile(str(item.path), item.error())
                continue
            file, name = item
            try:
                scenario = load_file(file, name=name, topics=self.topics, facts=self.facts)
                own = _own_version(citer, scenario, file)
                verdict = judge_scenario(scenario, self.override, citer=citer)
            except DataError as error:
                yield BadFile(str(file), error.with_traceback(None))  # frames would pile up
                continue
            same = verdict.rules_version == own
            problems = compare(scenario.expect, verdict, compare_citations=same)
            yield CheckResult(scenario, str(file), verdict, not problems, problems)


def _own_version(citer: Citer, scenario: Scenario, file: Path) -> str:
    """The scenario's rules version; an unknown one is this file's error, not the run's."""
    try:
        return citer.resolve(scenario.rules_version)
    except NotFoundError as error:
        line = yamlfile.line_of(file.read_text("utf-8"), ["rules_version"])
        raise DataError(f"rules_version: {error}", path=str(file), line=line) from None


def compare(
    expect: Expectation | None, verdict: Verdict, *, compare_citations: bool = True
) -> tuple[str, ...]:
    """What differs from the expectation (nothing when there is none)."""
    if expect is None:
        return ()
    problems: list[str] = []
    if not same_verdict(verdict.verdict, expect.verdict):
        problems.append(f"verdict {quoted(verdict.verdict)}, expected {quoted(expect.verdict)}")
    if compare_citations:
        cited = set(verdict.cited_rules)  # each property builds its list anew
        missing = [rule for rule in expect.cite if rule not in cited]
        if missing:
            problems.append(f"does not cite {', '.join(missing)}")
    rests_on = set(verdict.cited_facts) if expect.facts else set()
    unfound = [fact for fact in expect.facts if fact not in rests_on]
    if unfound:
        problems.append(f"does not rest on {', '.join(unfound)}")
    if expect.hint and not any(expect.hint in hint for hint in verdict.hints):
        problems.append(f"no hint mentions {quoted(expect.hint)}")
    return tuple(problems)


def same_verdict(got: str, expected: str) -> bool:
    """Equal verdicts; a list of outcomes ("contested, cleanup, showdown") is compared as a
    set, since an expectation says what happens, not in which step."""
    return got == expected or sorted(got.split(", ")) == sorted(expected.split(", "))
