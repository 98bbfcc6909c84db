"""The reader for questions about a unit an effect gave a keyword that then becomes a copy of
another unit: "A Reflection token that Mirror Image gave Temporary becomes a copy of a unit
without Temporary through Shady Spectacles. Does the token lose Temporary?".

Like the swap reader it reads the question's own words and fires only when every word is one
it accounts for: the cards named, each read as compiled (a card that gives the keyword asked,
"Give it [Temporary]", with no duration; a card whose effect makes a unit "become a copy of"
another; every card named one or both), the keyword, "copy", and what is asked: whether the
unit loses the keyword ("lose", "go away") or keeps it ("keep", "still have"). It asks the
engine's `keyword_rule` query `copy_keeps_granted`: the copy replaces the unit's copyable
traits in the first layer, the keyword is granted in the second, after it (477.1.b.1, 477.2.a).
Only a grant whose unit is fixed as the effect resolves is read: a passive's ("Other friendly
Yordles have [Vision]") or a group's ("Give friendly units ...") is checked again against the
copied traits as the layers are evaluated again, which this reading does not do.
"""

from __future__ import annotations

from judge.ask.cards import CardEntry, CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.cards.kinds import ACTIVATED, SPELL, TRIGGERED
from judge.engine.effects import CHOSEN, Instruction

COPY = "become a copy of"
# The abilities whose effect resolves and then gives the keyword, its unit fixed: not a
# passive's, which gives it to whatever units meet its words at each evaluation of the layers.
RESOLVED = (SPELL, TRIGGERED, ACTIVATED)
GIVE = "give"
LOSE = frozenset({"lose", "loses", "lost", "away", "removed", "remove", "removes"})
KEEP = frozenset({"keep", "keeps", "kept", "still"})
FRAME = frozenset(
    {
        *("a", "an", "the", "that", "this", "it", "its", "my", "your", "i", "if", "and"),
        *("reflection", "token", "unit", "units", "gave", "give", "gives", "given", "gets"),
        *("becomes", "become", "became", "made", "makes", "make", "copy", "of", "without"),
        *("through", "with", "by", "does", "do", "is", "will", "have", "has", "when", "after"),
        *("attach", "attached", "attaching", "to", "another", "other", "go", "goes", "from"),
        *("then", "now", "equipped", "via", "using"),
    }
)


def read_copy_keeps_keyword(question: str, cards: CardIndex) -> Candidate | None:
    """Whether a unit keeps a keyword another card's effect gave it once it becomes a copy,
    when every word is read."""
    words = normalise(question).split()
    mentions = cards.find(words, frozenset())
    if not mentions or "copy" not in words:
        return None
    entries = {m.card.name: m.card for m in mentions}
    roles = {name: _roles(entry) for name, entry in entries.items()}
    if not all(given or copies for given, copies in roles.values()):
        return None  # a card named that neither gives a keyword nor makes a copy
    if not any(copies for _, copies in roles.values()):
        return None
    named = {i for m in mentions for i in range(m.start, m.end)}
    rest = [w for i, w in enumerate(words) if i not in named]
    granted = {k.lower(): k for given, _ in roles.values() for k in given}
    keywords = {w for w in rest if w in granted}
    if len(keywords) != 1:
        return None
    lose, keep = bool(LOSE & set(rest)), bool(KEEP & set(rest))
    if lose == keep or set(rest) - FRAME - LOSE - KEEP - keywords:
        return None
    keyword = granted[keywords.pop()]
    doc = {"format": 2, "question": {"keyword_rule": "copy_keeps_granted"}}
    candidate = Candidate("copy_keyword", doc, invert=lose)
    candidate.notes.append(
        f"read as: does a unit an effect gave {keyword} keep it once it becomes a copy of "
        "another unit?"
    )
    return candidate


def _roles(entry: CardEntry) -> tuple[tuple[str, ...], bool]:
    """The keywords the card's effect gives one unit fixed as it resolves, for no set
    duration, and whether it makes a unit a copy of another, as compiled."""
    from judge.cards.understood import compiled_instructions

    compiled = compiled_instructions(entry)
    given = tuple(
        k
        for ability, i in compiled
        if ability.kind in RESOLVED and i.verb == GIVE and not i.duration and _fixed(i)
        for k in i.granted
    )
    return given, any(i.verb == COPY for _, i in compiled)


def _fixed(instruction: Instruction) -> bool:
    """The give is for one unit fixed as the effect resolves: one it names before or itself
    ("Give it [Temporary]", "give me"), or one it chooses. A group picked by what its units
    are ("friendly units", "your Yordles") is not read: the layers are evaluated again
    after a copy, and whether such a grant still reaches a unit whose traits the
    copy changed is not what this reading answers."""
    return all(
        m.number == 1 and (m.role == CHOSEN or not m.restrictions) for m in instruction.mentions
    )
