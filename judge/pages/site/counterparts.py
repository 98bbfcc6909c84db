"""The same clause in the neighbouring versions, from the diffs between complete versions.

A judge reading v1.3 rule 450 wants to see at once that v1.4 calls it 455. The diffs align
clauses by text, so each pair they find links a clause to its counterpart one version
earlier or later; headings are left out.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from judge.pages.contexts import Link, VersionEntry
from judge.pages.links import clause_href
from judge.rules.diff import VersionDiff

#: (version id, rule) -> links to the same clause in the previous and the next version.
Counterparts = dict[tuple[str, str], list[Link]]


def counterparts(
    diffs: Sequence[VersionDiff], entries: Sequence[VersionEntry], root: str
) -> Counterparts:
    """For every clause paired by a diff, where it sits in the version before and after."""
    names = {entry.id: entry.aliases.split(", ")[0] or entry.id for entry in entries}
    found: Counterparts = defaultdict(list)
    for diff in diffs:
        for pair in diff.pairs:
            if pair.old.heading or pair.new.heading:
                continue
            found[(diff.new, pair.new.rule)].insert(
                0, _link(names[diff.old], diff.old, pair.old.rule, root)
            )
            found[(diff.old, pair.old.rule)].append(
                _link(names[diff.new], diff.new, pair.new.rule, root)
            )
    return dict(found)


def _link(name: str, version: str, rule: str, root: str) -> Link:
    return Link(label=f"{name}: {rule}", href=clause_href(version, rule, root=root))
