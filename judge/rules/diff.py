"""Aligning two versions of the Core Rules by text, not by number.

Clauses are paired in three passes: identical text (after folding whitespace, case and the
PDF's spacing artifacts), then the most similar text among clauses sharing rare words, then
the same number with a looser similarity. What pairs with a different number is renumbered;
what pairs with different text is changed; the rest is added or removed.
"""

from __future__ import annotations

import difflib
import functools
import heapq
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from judge.rules.rulebook import Clause, Rulebook

STRONG = 0.75
SAME_NUMBER = 0.5
CANDIDATES = 6
_SPACE_BEFORE = re.compile(r"\s+([,.;:!?)'’])")
_WORD = re.compile(r"[a-z0-9']+")


@dataclass(frozen=True)
class Pair:
    old: Clause
    new: Clause
    similarity: float

    @property
    def renumbered(self) -> bool:
        return self.old.rule != self.new.rule

    @property
    def text_changed(self) -> bool:
        return fold(self.old.text) != fold(self.new.text)


@dataclass
class VersionDiff:
    old: str
    new: str
    pairs: list[Pair] = field(default_factory=list)
    added: list[Clause] = field(default_factory=list)
    removed: list[Clause] = field(default_factory=list)
    partial: tuple[str, ...] = ()
    """The sides that are partial versions: only the clauses they hold were compared."""

    def held(self, side: str) -> int:
        """How many clauses of ``side`` (old or new id) were compared."""
        unpaired = self.removed if side == self.old else self.added
        return len(self.pairs) + len(unpaired)

    @property
    def changed(self) -> list[Pair]:
        """Same number, different text."""
        return [p for p in self.pairs if not p.renumbered and p.text_changed]

    @property
    def renumbered(self) -> list[Pair]:
        """Same clause (by text), different number; its text may have changed too."""
        return [p for p in self.pairs if p.renumbered]


@functools.lru_cache(maxsize=16384)  # a diff folds each clause's text at every pass
def fold(text: str) -> str:
    """Text for comparison: case, quotes, whitespace and spaces before punctuation folded."""
    text = text.replace("’", "'").replace("“", '"').replace("”", '"')
    return _SPACE_BEFORE.sub(r"\1", " ".join(text.split())).lower()


def diff_versions(rb: Rulebook, old: str, new: str) -> VersionDiff:
    """Clauses added, removed, changed and renumbered from version ``old`` to ``new``."""
    old_id, new_id = rb.resolve_version(old), rb.resolve_version(new)
    result = align(old_id, new_id, rb.clauses(old_id), rb.clauses(new_id))
    return only_what_partial_versions_hold(
        result,
        old_complete=rb.version_info(old_id).complete,
        new_complete=rb.version_info(new_id).complete,
    )


def only_what_partial_versions_hold(
    diff: VersionDiff, *, old_complete: bool, new_complete: bool
) -> VersionDiff:
    """A partial version holds a few clauses, not a whole rulebook: a clause it does not hold
    is not removed (or added) by it. The complete side's unpaired clauses are dropped."""
    if old_complete and new_complete:
        return diff
    if not old_complete:
        diff.added = [] if new_complete else diff.added
    if not new_complete:
        diff.removed = [] if old_complete else diff.removed
    diff.partial = tuple(
        side
        for side, complete in ((diff.old, old_complete), (diff.new, new_complete))
        if not complete
    )
    return diff


def align(old_id: str, new_id: str, old: list[Clause], new: list[Clause]) -> VersionDiff:
    result = VersionDiff(old_id, new_id)
    left = {i: c for i, c in enumerate(old)}
    right = {j: c for j, c in enumerate(new)}
    _pair_identical(left, right, result)
    _pair_similar(left, right, result, STRONG, same_number_only=False)
    _pair_similar(left, right, result, SAME_NUMBER, same_number_only=True)
    result.removed = list(left.values())
    result.added = list(right.values())
    position = {id(clause): j for j, clause in enumerate(new)}  # list.index made this O(n²)
    result.pairs.sort(key=lambda p: position[id(p.new)])
    return result


def _pair_identical(left: dict[int, Clause], right: dict[int, Clause], out: VersionDiff) -> None:
    by_text: dict[tuple[bool, str], list[int]] = defaultdict(list)
    for j, clause in right.items():
        by_text[(clause.heading, fold(clause.text))].append(j)
    for i, clause in list(left.items()):
        slots = by_text.get((clause.heading, fold(clause.text)))
        if not slots:
            continue
        same = [j for j in slots if right[j].rule == clause.rule]
        j = same[0] if same else slots[0]
        slots.remove(j)
        out.pairs.append(Pair(clause, right.pop(j), 1.0))
        del left[i]


def _pair_similar(
    left: dict[int, Clause],
    right: dict[int, Clause],
    out: VersionDiff,
    threshold: float,
    *,
    same_number_only: bool,
) -> None:
    words = {j: set(_WORD.findall(fold(c.text))) for j, c in right.items()}
    frequency = Counter(w for ws in words.values() for w in ws)
    postings: dict[str, list[int]] = defaultdict(list)
    for j, ws in words.items():
        for w in ws:
            postings[w].append(j)
    by_number = {(c.rule, c.heading): j for j, c in right.items()}
    scored: list[tuple[float, int, int]] = []
    # One matcher per new clause, its words indexed once for every old clause compared to it.
    matchers: dict[int, difflib.SequenceMatcher[str]] = {}
    for i, clause in left.items():
        words_i = fold(clause.text).split()
        if same_number_only:
            options = (
                [by_number[(clause.rule, clause.heading)]]
                if (clause.rule, clause.heading) in by_number
                else []
            )
        else:
            options = _candidates(clause, postings, frequency, len(right))
        for j in options:
            if right[j].heading != clause.heading:
                continue
            if j not in matchers:
                matchers[j] = difflib.SequenceMatcher(
                    None, b=fold(right[j].text).split(), autojunk=False
                )
            ratio = _similarity_from(matchers[j], words_i, threshold)
            if ratio >= threshold:
                scored.append((ratio, i, j))
    scored.sort(key=lambda s: -s[0])
    for ratio, i, j in scored:
        if i in left and j in right:
            out.pairs.append(Pair(left.pop(i), right.pop(j), ratio))


def _candidates(
    clause: Clause, postings: dict[str, list[int]], frequency: Counter[str], total: int
) -> list[int]:
    weight: dict[int, float] = defaultdict(float)
    for w in set(_WORD.findall(fold(clause.text))):
        idf = math.log((total + 1) / (frequency[w] + 1))
        for j in postings.get(w, ()):
            weight[j] += idf
    # the same as sorting them all by weight (ties in first-seen order) and taking the first
    return heapq.nlargest(CANDIDATES, weight, key=weight.__getitem__)


def similarity(a: str, b: str) -> float:
    """How alike two clause texts are, 0 to 1, on words."""
    return difflib.SequenceMatcher(None, fold(a).split(), fold(b).split(), autojunk=False).ratio()


def _similarity_from(
    matcher: difflib.SequenceMatcher[str], words: list[str], threshold: float
) -> float:
    """``similarity`` of ``words`` (an old clause's, folded) to the clause ``matcher`` holds,
    where it may reach ``threshold``, else a lower figure: the cheap upper bounds of the
    ratio (the lengths, then the words in common) rule out most pairs before the full
    comparison, which was most of the diffs' time."""
    matcher.set_seq1(words)
    if matcher.real_quick_ratio() < threshold or matcher.quick_ratio() < threshold:
        return 0.0
    return matcher.ratio()


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """The change from ``old`` to ``new`` as (op, words): op is '=', '-' or '+'."""
    a, b = old.split(), new.split()
    parts: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            parts.append(("=", " ".join(a[i1:i2])))
        else:
            if i2 > i1:
                parts.append(("-", " ".join(a[i1:i2])))
            if j2 > j1:
                parts.append(("+", " ".join(b[j1:j2])))
    return parts


def history(rb: Rulebook, version: str, rule: str) -> list[Clause]:
    """The same clause in every version that holds it, oldest first, followed by text."""
    start = rb.require(version, rule)
    order = [v.id for v in rb.versions()]
    here = order.index(start.version)
    found = [start]
    for step in (-1, 1):
        current, position = start, here
        while 0 <= position + step < len(order):
            neighbour = order[position + step]
            pair_map = _pairs_between(rb, order[position], neighbour)
            following = pair_map.get(current.rule)
            if following is None:
                break
            found.append(following)
            current, position = following, position + step
    return sorted(found, key=lambda c: order.index(c.version))


def _pairs_between(rb: Rulebook, a: str, b: str) -> dict[str, Clause]:
    """For each clause number of ``a``, its counterpart in ``b`` (not headings)."""
    result = align(a, b, rb.clauses(a), rb.clauses(b))
    return {p.old.rule: p.new for p in result.pairs if not p.old.heading}
