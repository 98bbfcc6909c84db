"""The diff page between two versions, built from ``judge.rules.diff.diff_versions``."""

from __future__ import annotations

from markupsafe import Markup, escape

from judge.pages.contexts import DiffPage, DiffRow, DiffSection, Link, VersionEntry
from judge.pages.links import clause_href
from judge.rules.diff import Pair, VersionDiff, word_diff
from judge.rules.rulebook import Clause

#: Relative path from a diff page (diff/<old>_<new>.html) to the site root.
DIFF_ROOT = "../"


def diff_filename(old: str, new: str) -> str:
    """Where the diff from ``old`` to ``new`` lives, relative to the site root."""
    return f"diff/{old}_{new}.html"


def diff_page(result: VersionDiff, old: VersionEntry, new: VersionEntry) -> DiffPage:
    """Renumbered, changed (words marked), added and removed clauses, in the new order."""
    return DiffPage(
        title=f"What changed from {old.title} to {new.title}",
        root=DIFF_ROOT,
        old=old,
        new=new,
        sections=[
            DiffSection("Renumbered", "renumbered", [_pair_row(p) for p in result.renumbered]),
            DiffSection("Changed", "changed", [_pair_row(p) for p in result.changed]),
            DiffSection("Added", "added", [_added_row(c) for c in result.added]),
            DiffSection("Removed", "removed", [_removed_row(c) for c in result.removed]),
        ],
    )


def _added_row(clause: Clause) -> DiffRow:
    return DiffRow(None, _clause_link(clause), Markup(""), escape(clause.text))


def _removed_row(clause: Clause) -> DiffRow:
    return DiffRow(_clause_link(clause), None, escape(clause.text), Markup(""))


def _pair_row(pair: Pair) -> DiffRow:
    old_text, new_text = _marked(pair.old.text, pair.new.text)
    return DiffRow(_clause_link(pair.old), _clause_link(pair.new), old_text, new_text)


def _marked(old: str, new: str) -> tuple[Markup, Markup]:
    """Both texts, the words removed from the old one in <del>, those added in <ins>;
    the old text alone when they read the same."""
    if old.split() == new.split():
        return escape(old), Markup("")
    left: list[Markup] = []
    right: list[Markup] = []
    for op, words in word_diff(old, new):
        if op == "=":
            left.append(escape(words))
            right.append(escape(words))
        elif op == "-":
            left.append(Markup("<del>{}</del>").format(words))
        else:
            right.append(Markup("<ins>{}</ins>").format(words))
    return Markup(" ").join(left), Markup(" ").join(right)


def _clause_link(clause: Clause) -> Link:
    return Link(label=clause.rule, href=clause_href(clause.version, clause.rule, root=DIFF_ROOT))
