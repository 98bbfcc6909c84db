"""Build every version listed in ``versions.yaml`` and write them under an output folder."""

from __future__ import annotations

import shutil
from pathlib import Path

from judge.convert import core_rules, curation, emit, seed
from judge.convert.model import Version, VersionSpec
from judge.errors import DataError
from judge.rules import rulenum
from judge.rules.rulefiles import ClauseRecord


def build_versions(sources: Path) -> list[Version]:
    """Every version, converted from ``sources`` (``rules_data/sources`` by default)."""
    built: dict[str, Version] = {}
    specs = curation.version_specs()
    curation.check_tables(specs)
    for spec in specs:
        built[spec.id] = build_one(spec, sources, built)
    return list(built.values())


def write_all(versions: list[Version], out_dir: Path) -> list[Path]:
    """Replace ``out_dir``'s version folders with freshly written ones; return the files."""
    written: list[Path] = []
    for version in versions:
        shutil.rmtree(out_dir / version.spec.id, ignore_errors=True)
        written.extend(emit.write_version(version, out_dir))
    return written


def build_one(spec: VersionSpec, sources: Path, built: dict[str, Version]) -> Version:
    """One version; ``built`` holds the versions before it, which a partial one links to."""
    path = sources / spec.source
    if not path.is_file():
        raise DataError("source file not found", path=str(path))
    if spec.reader == "seed":
        return seed.build(spec, path, built)
    if spec.reader == "bracketed":
        entries = core_rules.read_bracketed(path)
    elif spec.reader == "pdf":
        kind_of = (
            core_rules.chapter_kinds(spec.chapters)
            if spec.chapters
            else core_rules.jsonl_kinds(path.with_suffix(".jsonl"))
        )
        entries = core_rules.read_pdf(path, kind_of)
    else:
        raise DataError(f"unknown reader {spec.reader!r} for version {spec.id}")
    entries = curation.apply_headings(entries, curation.declared_headings(spec.id), str(path))
    entries = curation.apply_duplicates(entries, curation.declared_duplicates(spec.id), str(path))
    entries = curation.apply_orphans(entries, curation.declared_orphans(spec.id), str(path))
    _check_parents(entries, str(path))
    return Version(spec, core_rules.provenance(path), entries, _chapter_titles(entries))


def _check_parents(entries: list[ClauseRecord], source: str) -> None:
    """A complete version holds the parent of every clause, or declares it an orphan.

    No parent is ever made up.
    """
    numbers = {entry.rule for entry in entries}
    orphans = [
        e.rule
        for e in entries
        if (up := rulenum.parent(e.rule)) and up not in numbers and e.orphan is None
    ]
    if orphans:
        raise DataError(
            f"clauses without their parent: {orphans}; if the source really prints them so, "
            "declare them in judge/convert/orphans.yaml",
            path=source,
        )


def _chapter_titles(entries: list[ClauseRecord]) -> dict[str, str]:
    return {e.rule: e.text or "" for e in entries if e.heading and e.rule == e.chapter}
