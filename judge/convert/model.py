"""What the converter produces: clauses grouped by chapter, and a version's metadata."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.rules.rulefiles import ClauseRecord


@dataclass(frozen=True)
class VersionSpec:
    """A row of ``versions.yaml``: which source makes which version, and how to read it.

    ``chapters`` lists the chapter numbers of a source that marks no headings.
    """

    id: str
    aliases: list[str]
    title: str
    last_updated: str
    complete: bool
    source: str
    reader: str
    chapters: tuple[str, ...] = ()


@dataclass
class Version:
    """A converted version: its spec, where it came from, its clauses and chapter titles."""

    spec: VersionSpec
    provenance: str
    entries: list[ClauseRecord]
    chapter_titles: dict[str, str] = field(default_factory=dict)

    def chapters(self) -> list[str]:
        """The chapter numbers in source order."""
        return list(dict.fromkeys(entry.chapter for entry in self.entries))
