"""Clause pages and the table of contents of one version.

A clause page holds every clause under one top-level number ("455", "455.1", "455.1.a"...),
so the page of any clause follows from its number alone and links stay stable across
builds and versions: ``rules/<version>/<top>.html#<rule>``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from markupsafe import Markup

from judge.pages.contexts import (
    ClausePage,
    ClauseRow,
    FaqRuling,
    Link,
    RelatedQuestion,
    TocGroup,
    TocPage,
    VersionEntry,
)
from judge.pages.links import Resolver, RuleLinks, link_number, link_references, page_of
from judge.rules.rulebook import Clause, Rulebook
from judge.rules.rulenum import depth

#: Relative path from a clause page (rules/<version>/<top>.html) to the site root.
CLAUSE_ROOT = "../../"
TITLE_WORDS = 6
LABEL_LENGTH = 90


@dataclass
class _Group:
    number: str
    section: str
    clauses: list[Clause] = field(default_factory=list)


def clause_pages(
    rulebook: Rulebook,
    links: RuleLinks,
    version: VersionEntry,
    related: Mapping[str, list[RelatedQuestion]],
    elsewhere: Mapping[tuple[str, str], list[Link]],
    rulings: Mapping[str, list[FaqRuling]] | None = None,
    cards: Mapping[str, list[Link]] | None = None,
) -> list[ClausePage]:
    """One page per top-level number, in source order, linked to their neighbours.

    ``related`` maps a top-level number to the FAQ questions citing a clause on its page;
    ``elsewhere`` maps (version, rule) to the same clause in the neighbouring versions;
    ``cards`` maps a top-level number to the card pages whose keywords a clause there defines.
    """
    groups = _group(rulebook.clauses(version.id))
    resolve = links.resolver(version.id, CLAUSE_ROOT)
    pages: list[ClausePage] = []
    for index, group in enumerate(groups):
        previous = groups[index - 1] if index > 0 else None
        following = groups[index + 1] if index + 1 < len(groups) else None
        pages.append(
            ClausePage(
                title=page_title(group.clauses[0]),
                label=page_label(group.number, group.clauses[0]),
                root=CLAUSE_ROOT,
                version=version,
                number=group.number,
                section=group.section,
                rows=_rows(links, group.clauses, resolve, elsewhere),
                previous=_page_link(previous),
                next=_page_link(following),
                related=related.get(group.number, []),
                rulings=(rulings or {}).get(group.number, []),
                cards=(cards or {}).get(group.number, []),
            )
        )
    return pages


def toc_page(version: VersionEntry, pages: Sequence[ClausePage], topics: Sequence[Link]) -> TocPage:
    """The table of contents: pages grouped under the section heading they fall in."""
    groups: list[TocGroup] = []
    for page in pages:
        if not groups or groups[-1].title != page.section:
            groups.append(TocGroup(title=page.section, entries=[]))
        groups[-1].entries.append(Link(label=page.label, href=f"{page.number}.html"))
    return TocPage(
        title=f"{version.title}: contents",
        root=CLAUSE_ROOT,
        version=version,
        groups=groups,
        topics=list(topics),
    )


def page_title(first: Clause) -> str:
    """A heading or a short title-like clause ("Battlefields") names the page; else its number."""
    text = first.text.strip()
    if first.heading or (len(text.split()) <= TITLE_WORDS and not text.endswith((".", ":"))):
        return text
    return f"Rule {first.rule}"


def _group(clauses: Sequence[Clause]) -> list[_Group]:
    groups: dict[str, _Group] = {}
    section = ""
    for clause in clauses:
        number = page_of(clause.rule)
        if clause.heading and depth(clause.rule) == 0:
            section = clause.text.strip()
        if number not in groups:
            groups[number] = _Group(number=number, section=section)
        groups[number].clauses.append(clause)
    return list(groups.values())


def _rows(
    links: RuleLinks,
    clauses: Sequence[Clause],
    resolve: Resolver,
    elsewhere: Mapping[tuple[str, str], list[Link]],
) -> list[ClauseRow]:
    return [
        ClauseRow(
            rule=clause.rule,
            anchor=anchor,
            depth=depth(clause.rule),
            heading=clause.heading,
            text=text,
            note=note,
            elsewhere=[] if clause.heading else elsewhere.get((clause.version, clause.rule), []),
        )
        for clause, anchor in zip(clauses, _anchors(clauses), strict=True)
        for text, note in [_text_and_note(links, clause, resolve)]
    ]


def _anchors(clauses: Sequence[Clause]) -> list[str]:
    """The clause itself owns its number as anchor; a heading sharing the number gets
    "section-<n>", a declared second use "<n>~2" (as ``Rulebook.clause`` prefers the clause)."""
    numbered = {clause.rule for clause in clauses if not clause.heading}
    anchors: list[str] = []
    seen: Counter[str] = Counter()
    for clause in clauses:
        if clause.heading and clause.rule in numbered:
            anchors.append(f"section-{clause.rule}")
            continue
        seen[clause.rule] += 1
        count = seen[clause.rule]
        anchors.append(clause.rule if count == 1 else f"{clause.rule}~{count}")
    return anchors


def _text_and_note(
    links: RuleLinks, clause: Clause, resolve: Resolver
) -> tuple[Markup, Markup | None]:
    """A clause known only by its link to another version shows that version's text, marked."""
    if not clause.linked or clause.same_as is None or clause.same_as_version is None:
        return link_references(clause.text, resolve, links.titles(clause.version)), None
    other = links.resolver(clause.same_as_version, CLAUSE_ROOT)
    titles = links.titles(clause.same_as_version)
    note = Markup("Wording of rule {} in version {}; this version's own wording is not held.")
    return (
        link_references(clause.text, other, titles),
        note.format(link_number(clause.same_as, other, titles), clause.same_as_version),
    )


def _page_link(group: _Group | None) -> Link | None:
    if group is None:
        return None
    return Link(label=page_label(group.number, group.clauses[0]), href=f"{group.number}.html")


def page_label(number: str, first: Clause) -> str:
    """The page's number and title, or the opening of its first clause when it has no title."""
    title = page_title(first)
    label = first.text.strip() if title == f"Rule {first.rule}" else title
    if len(label) > LABEL_LENGTH:
        label = label[: LABEL_LENGTH - 1].rstrip() + "…"
    return f"{number} {label}"
