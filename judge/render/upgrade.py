"""Rendering `judge scenarios upgrade` results: a line a file and a summary, or JSON."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TextIO

from judge.engine.upgrade_files import ERROR, UPGRADED, WOULD_UPGRADE, FileUpgrade
from judge.errors import printable


@dataclass
class UpgradeTally:
    changed: int = 0  # upgraded, or (with --check) would be
    current: int = 0
    bad: int = 0
    unwritable: int = 0


def result_text(result: FileUpgrade) -> str:
    return f"{result.status:<16} {printable(result.path)}"


def result_dict(result: FileUpgrade) -> dict[str, Any]:
    error = result.error
    return {
        "path": result.path,
        "status": result.status,
        "line": getattr(error, "line", None),
        "message": str(error) if error is not None else None,
    }


def summary_text(tally: UpgradeTally, *, check: bool) -> str:
    changed = f"{tally.changed} {WOULD_UPGRADE if check else UPGRADED}"
    text = f"{changed}, {tally.current} already current"
    errors = tally.bad + tally.unwritable
    return text + (f", {errors} error{'s' if errors != 1 else ''}" if errors else "")


def write_results(
    results: Iterable[FileUpgrade],
    out: TextIO,
    warn: Callable[[str], None],
    *,
    as_json: bool,
    check: bool,
) -> UpgradeTally:
    """Stream a line (or a JSON record) per file to ``out``, each error also to ``warn``."""
    tally = UpgradeTally()
    if as_json:
        out.write('{"files": [')
    for index, result in enumerate(results):
        if result.status == ERROR:
            tally.unwritable += result.unwritable
            tally.bad += not result.unwritable
            warn(f"judge: {printable(str(result.error))}")
        elif result.status in (UPGRADED, WOULD_UPGRADE):
            tally.changed += 1
        else:
            tally.current += 1
        if as_json:
            out.write(("," if index else "") + "\n" + json.dumps(result_dict(result)))
        elif result.status != ERROR:
            out.write(result_text(result) + "\n")
    if as_json:
        summary = {
            "check": check,
            "changed": tally.changed,
            "current": tally.current,
            "errors": tally.bad + tally.unwritable,
        }
        out.write("\n], " + json.dumps(summary)[1:] + "\n")  # the totals close the object
    else:
        out.write(summary_text(tally, check=check) + "\n")
    return tally
