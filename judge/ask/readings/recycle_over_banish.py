"""The reader for questions about a spell played with "then recycle it" while another
replacement effect banishes the cards that would go to its player's trash: "Endless Riches
banishes my spells that would go to the trash. If Fizz, Trickster plays a spell with 'then
recycle it', is that spell recycled?".

Like the swap reader it reads the question's own words and fires only when every word is one
it accounts for: two cards, each read as compiled, one with a replacement effect of a card's
going to the trash that banishes it instead (Endless Riches), one that plays a spell with the
delayed replacement "then recycle it" (390.3.a: Fizz - Trickster); then what is asked of the
spell: is it recycled, or banished (the same question turned round). It asks the engine's
`replacement` query `recycle_over_banish`: the spell's player orders the two (372), and
whichever applies first, it is recycled (370.2, 390.3.a).
"""

from __future__ import annotations

from judge.ask.cards import CardEntry, CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate

RECYCLE_LATER = "its leaving the chain with: recycle,"  # "then recycle it", as compiled
TO_TRASH = "would go to your trash"
ASKED = {"recycled": False, "banished": True}  # the word asked, and whether turned round
FRAME = frozenset(
    {
        *("banishes", "banish", "my", "your", "spells", "spell", "cards", "card", "that"),
        *("would", "go", "goes", "to", "the", "trash", "if", "plays", "play", "played", "a"),
        *("with", "then", "recycle", "it", "is", "does", "do", "get", "gets", "will", "be"),
        *("instead", "and", "i", "from", "when", "while", "in", "play", "on", "board", "of"),
        *("still", "has", "have", "text", "says", "this", "whose", "effect"),
    }
)


def read_recycle_over_banish(question: str, cards: CardIndex) -> Candidate | None:
    """Whether a spell played with "then recycle it" is recycled while another effect
    banishes cards going to its player's trash, when every word is read."""
    words = normalise(question).split()
    mentions = cards.find(words, frozenset())
    entries = {m.card.name: m.card for m in mentions}
    if len(entries) != 2:
        return None
    banishing = [e for e in entries.values() if _banishes_for_trash(e)]
    recycling = [e for e in entries.values() if _recycles_later(e)]
    if len(banishing) != 1 or len(recycling) != 1 or banishing == recycling:
        return None
    named = {i for m in mentions for i in range(m.start, m.end)}
    rest = [w for i, w in enumerate(words) if i not in named]
    asked = [w for w in rest if w in ASKED]
    if len(asked) != 1 or set(rest) - FRAME - set(ASKED):
        return None
    doc = {"format": 2, "question": {"replacement": "recycle_over_banish"}}
    candidate = Candidate("recycle_over_banish", doc, invert=ASKED[asked[0]])
    candidate.notes.append(
        f'read as: is a spell {recycling[0].name} plays with "then recycle it" recycled while '
        f"{banishing[0].name} banishes the cards that would go to its player's trash?"
    )
    candidate.stated.append(
        f"the spell and {banishing[0].name} are the same player's, so that the spell would go "
        f"to the trash {banishing[0].name} banishes from"
    )
    return candidate


def _instructions(entry: CardEntry) -> list[tuple[str, str, str]]:
    """Each ability's replaced event and each of its instructions' verb and words, as
    compiled."""
    from judge.cards.understood import compiled_instructions

    return [
        (ability.replaces, instruction.verb, instruction.amount_words)
        for ability, instruction in compiled_instructions(entry)
    ]


def _banishes_for_trash(entry: CardEntry) -> bool:
    """A replacement effect that banishes a card that would go to the trash."""
    found = _instructions(entry)
    return any(TO_TRASH in replaces and verb == "banish" for replaces, verb, _ in found)


def _recycles_later(entry: CardEntry) -> bool:
    """An effect that plays a spell, then recycles it as it would leave the chain."""
    found = _instructions(entry)
    plays = any(verb == "play" for _, verb, _ in found)
    return plays and any(said == RECYCLE_LATER for _, _, said in found)
