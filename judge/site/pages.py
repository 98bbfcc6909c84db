"""Clause pages and the table of contents of one version.

A clause page holds every clause under one top-level number ("455", "455.1", "455.1.a"...),
so the page of any clause follows from its number alone and links stay stable across
builds and versions: ``rules/<version>/<top>.html#<rule>``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from markupsafe import Markup

from judge.rulenum import depth
from judge.site.contexts import ClausePage, ClauseRow, Link, TocGroup, TocPage, VersionEntry
from judge.site.links import Resolver, RuleLinks, link_number, link_references
from judge.site.source import ClauseLike, RulesSource

#: Relative path from a clause page (rules/<version>/<top>.html) to the site root.
CLAUSE_ROOT = "../../"
TITLE_WORDS = 6
LABEL_LENGTH = 90


@dataclass
class _Group:
    number: str
    section: str
    clauses: list[ClauseLike] = field(default_factory=list)


def clause_pages(
    rulebook: RulesSource, links: RuleLinks, version: VersionEntry
) -> list[ClausePage]:
    """One page per top-level number, in source order, linked to their neighbours."""
    groups = _group(rulebook.clauses(version.id))
    resolve = links.resolver(version.id, CLAUSE_ROOT)
    pages: list[ClausePage] = []
    for index, group in enumerate(groups):
        previous = groups[index - 1] if index > 0 else None
        following = groups[index + 1] if index + 1 < len(groups) else None
        pages.append(
            ClausePage(
                title=page_title(group.clauses[0]),
                root=CLAUSE_ROOT,
                version=version,
                number=group.number,
                section=group.section,
                rows=_rows(rulebook, links, group.clauses, resolve),
                previous=_page_link(previous),
                next=_page_link(following),
            )
        )
    return pages


def toc_page(version: VersionEntry, pages: Sequence[ClausePage]) -> TocPage:
    """The table of contents: pages grouped under the section heading they fall in."""
    groups: list[TocGroup] = []
    for page in pages:
        if not groups or groups[-1].title != page.section:
            groups.append(TocGroup(title=page.section, entries=[]))
        groups[-1].entries.append(Link(label=_toc_label(page), href=f"{page.number}.html"))
    return TocPage(
        title=f"{version.title}: contents", root=CLAUSE_ROOT, version=version, groups=groups
    )


def page_title(first: ClauseLike) -> str:
    """A heading or a short title-like clause ("Battlefields") names the page; else its number."""
    text = first.text.strip()
    if first.heading or (len(text.split()) <= TITLE_WORDS and not text.endswith((".", ":"))):
        return text
    return f"Rule {first.rule}"


def _group(clauses: Sequence[ClauseLike]) -> list[_Group]:
    groups: dict[str, _Group] = {}
    section = ""
    for clause in clauses:
        number = clause.rule.split(".", 1)[0]
        if clause.heading and depth(clause.rule) == 0:
            section = clause.text.strip()
        if number not in groups:
            groups[number] = _Group(number=number, section=section)
        groups[number].clauses.append(clause)
    return list(groups.values())


def _rows(
    rulebook: RulesSource, links: RuleLinks, clauses: Sequence[ClauseLike], resolve: Resolver
) -> list[ClauseRow]:
    rows: list[ClauseRow] = []
    seen: dict[str, int] = {}
    for clause in clauses:
        seen[clause.rule] = seen.get(clause.rule, 0) + 1
        anchor = clause.rule if seen[clause.rule] == 1 else f"{clause.rule}~{seen[clause.rule]}"
        text, note = _text_and_note(rulebook, links, clause, resolve)
        rows.append(
            ClauseRow(
                rule=clause.rule,
                anchor=anchor,
                depth=depth(clause.rule),
                heading=clause.heading,
                text=text,
                note=note,
            )
        )
    return rows


def _text_and_note(
    rulebook: RulesSource, links: RuleLinks, clause: ClauseLike, resolve: Resolver
) -> tuple[Markup, Markup | None]:
    """A clause known only by its link to another version shows that version's text, marked."""
    if clause.same_as is None or clause.same_as_version is None:
        return link_references(clause.text, resolve), None
    other = rulebook.clause(clause.same_as_version, clause.same_as)
    if other is None:
        return link_references(clause.text, resolve), None
    other_resolve = links.resolver(other.version, CLAUSE_ROOT)
    note = Markup("Wording of rule {} in version {}; this version's own wording is not held.")
    return (
        link_references(other.text, other_resolve),
        note.format(link_number(other.rule, other_resolve), other.version),
    )


def _page_link(group: _Group | None) -> Link | None:
    if group is None:
        return None
    return Link(label=f"{group.number} {page_title(group.clauses[0])}", href=f"{group.number}.html")


def _toc_label(page: ClausePage) -> str:
    first = page.rows[0]
    label = page.title if not page.title.startswith("Rule ") else first.text.striptags()
    if len(label) > LABEL_LENGTH:
        label = label[: LABEL_LENGTH - 1].rstrip() + "…"
    return f"{page.number} {label}"
