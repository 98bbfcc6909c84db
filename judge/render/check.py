"""Rendering `judge check` results: text lines and JSON records (data in, strings out)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple, TextIO

from judge.engine.checking import BadFile, CheckResult
from judge.engine.verdict import Finding, Verdict
from judge.errors import printable
from judge.render import cited
from judge.render.markdown import escape as md


def result_text(result: CheckResult, explain: bool = False) -> str:
    verdict = result.verdict
    expected = result.expected
    status = "ok  " if result.ok else "FAIL"
    head = f"{status} {printable(result.scenario.name)}: {verdict.verdict}"
    if expected is not None:
        head += f" (expected {expected.verdict})"
    lines = [f"{head} [{verdict.rules_version}]", f"     {verdict.answer}"]
    lines += [f"     ! {problem}" for problem in result.problems]
    lines += [
        f"     {cited(c.rule, c.version, verdict.rules_version):<12} {c.text}"
        for c in verdict.citations
    ]
    if explain:
        lines += explain_lines(verdict)
    return "\n".join(lines)


def result_markdown(result: CheckResult, explain: bool = False) -> str:
    """The text result as a Markdown list: the first line an item, the rest sub-items,
    every text escaped (scenario names, answers and clause text are data, not markup)."""
    head, *details = result_text(result, explain).split("\n")
    return "\n".join([f"- {md(head)}", *(f"  - {md(line.strip())}" for line in details)])


def explain_lines(verdict: Verdict, indent: str = "     ") -> list[str]:
    """The justification tree: each fact, its status and why; then what would change it."""
    lines = [f"{indent}actions: {step}" for step in verdict.played]
    lines += [f"{indent}why:"]
    for finding in verdict.findings:
        if finding.status != "not applicable":
            lines += _finding_lines(finding, indent + "  ")
    lines += [f"{indent}  would change: {hint}" for hint in verdict.hints]
    return lines


def _finding_lines(finding: Finding, indent: str) -> list[str]:
    rules = f" ({', '.join(finding.rules)})" if finding.rules else ""
    lines = [f"{indent}{finding.status:<8} {finding.fact}{rules}: {_sentence(finding.reason)}"]
    for child in finding.excused_by:
        lines += [f"{indent}  by {child.fact}: {_sentence(child.reason)}"]
    return lines


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def result_dict(result: CheckResult) -> dict[str, Any]:
    verdict = result.verdict
    expected = result.expected
    return {
        "scenario": result.scenario.name,
        "path": result.path,
        "title": result.scenario.title,
        "verdict": verdict.verdict,
        "expected": expected.verdict if expected is not None else None,
        "ok": result.ok,
        "problems": list(result.problems),
        "answer": verdict.answer,
        "rules_version": verdict.rules_version,
        "citations": [
            {"rule": c.rule, "text": c.text, "rules_version": c.version} for c in verdict.citations
        ],
        "hints": list(verdict.hints),
    }


def bad_file_dict(bad: BadFile) -> dict[str, Any]:
    return {"path": bad.path, "line": bad.error.line, "message": str(bad.error)}


def summary_text(passed: int, failed: int, bad: int) -> str:
    text = f"{passed} passed, {failed} failed"
    return text + (f", {bad} bad file{'s' if bad != 1 else ''}" if bad else "")


@dataclass
class Tally:
    passed: int = 0
    failed: int = 0
    bad: int = 0


class Shown(NamedTuple):
    """One result as `judge check` prints it, made wherever it was judged (a worker process
    of ``judge.engine.check_pool`` sends these back): small, plain and picklable."""

    ok: bool | None
    """Whether the expectation held; None for a bad file."""
    text: str | None
    """A result's JSON record or its text lines (None: not printed, ``--quiet``); a bad
    file's warning line."""
    error: dict[str, Any] | None = None
    """A bad file's JSON entry (JSON lists them at the end)."""


def shown(
    item: CheckResult | BadFile,
    *,
    as_json: bool,
    quiet: bool = False,
    explain: bool = False,
    markdown: bool = False,
) -> Shown:
    """How ``item`` is printed in the format asked."""
    if isinstance(item, BadFile):
        return Shown(None, f"judge: {printable(str(item.error))}", bad_file_dict(item))
    if as_json:
        return Shown(item.ok, json.dumps(result_dict(item)))
    if quiet and item.ok:
        return Shown(True, None)
    return Shown(item.ok, (result_markdown if markdown else result_text)(item, explain))


def write_shown(
    results: Iterable[Shown], out: TextIO, warn: Callable[[str], None], *, as_json: bool
) -> Tally:
    """Stream each result to ``out`` as it is judged (memory stays flat), each bad file to
    ``warn``; JSON is one well-formed document once every result is written (an error or a
    signal that stops the results leaves it unclosed, docs/exit-codes.md)."""
    tally = Tally()
    errors: list[dict[str, Any]] = []  # JSON lists them at the end; text only counts them
    if as_json:
        out.write('{"results": [')
    for ok, text, error in results:
        if ok is None:
            tally.bad += 1
            if as_json and error is not None:
                errors.append(error)
            warn(text or "")
            continue
        if as_json:
            first = not (tally.passed + tally.failed)
            out.write(("" if first else ",") + "\n" + (text or ""))
        elif text is not None:
            out.write(text + "\n")
        tally.passed += ok
        tally.failed += not ok
    if as_json:
        out.write(f'\n], "errors": {json.dumps(errors)}, ')
        out.write(f'"passed": {tally.passed}, "failed": {tally.failed}}}\n')
    else:
        out.write(summary_text(tally.passed, tally.failed, tally.bad) + "\n")
    return tally
