"""A named card's ability and the chain: "Can I respond to Energy Conduit's ability?", "Can
my opponent respond to Crackshot Corsair's attack trigger?", "Does Arena Bar's ability use
the chain?".

The ability is the card's own, compiled (judge/ask/card_abilities.py): what kind of chain
item it is comes from its parts, never from the card's name. An ability whose effect only
Adds resources is an Add ability; any other triggered or activated ability is a triggered
or an activated ability on the chain. The engine then judges a Reaction played in
response, as for "Can I respond to my opponent's Add ability?" (readings/chain.py), or
whether the ability goes on the chain: an activated ability as "Do activated abilities use
the chain?" (readings/abilities.py), a triggered one triggering on its controller's turn.
Whether an Add ability "uses" the chain (it is finalized on it, then resolves at once) is
not read.
"""

from __future__ import annotations

import re

from judge.ask.card_abilities import Pointed, pointed_abilities
from judge.ask.cards import CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.chain import RESPONDER_CARD
from judge.ask.readings.targets import NEUTRAL_FRAME, TEXT, Unread
from judge.ask.situation import Doc
from judge.cards.kinds import ACTIVATED, TRIGGERED

RESPOND = (
    r"^can (?P<who>i|you|my opponent|an opponent) (?:respond|react) to "
    r"(?P<whose>my opponents |an opponents |my |your |the )?" + TEXT + r"(?: before it resolves"
    r"| while it is on the chain| on the chain)?$"
)
USES = r"^(?:does|will) " + TEXT + r" (?:use|go on|get put on|get added to|open) the chain$"
# Who responds, and whose the ability is unless the question says ("my", "my opponent's").
RESPONDERS = {"i": "you", "you": "you", "my opponent": "opponent", "an opponent": "opponent"}
WHOSE = {"my opponents ": "opponent", "an opponents ": "opponent", "my ": "you", "your ": "you"}


def chain_kind(pointed: Pointed) -> str | None:
    """The chain item the ability is: "add" when its effect only Adds resources, else
    "triggered" or "activated"; None for another kind of ability."""
    ability = pointed.ability
    if ability is None or ability.effect is None or ability.kind not in (TRIGGERED, ACTIVATED):
        return None
    verbs = {i.verb for i in ability.effect.instructions}
    if "add" in verbs:
        return "add" if verbs == {"add"} else None  # an Add with more: not modelled
    return "triggered" if ability.kind == TRIGGERED else "activated"


def read_card_chain(question: str, cards: CardIndex) -> Candidate | Unread | None:
    """The question, when its words fit ``RESPOND`` or ``USES`` around one ability of a
    named card."""
    words = normalise(question).split()
    found: list[Candidate | Unread] = []
    for pointed in pointed_abilities(words, cards):
        if pointed.alone:
            continue  # "respond to Arena Bar": to the card being played, or to its ability?
        frame = NEUTRAL_FRAME.sub(
            "", " ".join([*words[: pointed.start], TEXT, *words[pointed.end :]])
        )
        responds = re.fullmatch(RESPOND, frame)
        uses = re.fullmatch(USES, frame)
        if responds is None and uses is None:
            continue
        if pointed.unread:
            found.append(Unread(pointed.unread))
            continue
        candidate = _respond(pointed, responds) if responds else _uses(pointed)
        if candidate is not None:
            found.append(candidate)
    return found[0] if len(found) == 1 else None


def _uses(pointed: Pointed) -> Candidate | Unread | None:
    """Whether the ability goes on the chain: an activated one as activated abilities do,
    a triggered one as it triggers on its controller's turn."""
    kind = chain_kind(pointed)
    notes = [f"read the {pointed.phrase} of {pointed.card.name} from the card data"]
    if kind == "activated":
        doc: Doc = {"format": 2, "question": {"uses_chain": "activated_ability"}}
        return Candidate("card_chain", doc, notes=notes)
    if kind == "add":
        return Unread(
            f"{pointed.card.name}'s {pointed.phrase} Adds resources: whether an Add ability "
            "uses the chain (it is finalized as a chain item, then resolves at once) is not read; "
            "ask whether a player can respond to it"
        )
    if kind != "triggered":
        return None
    name = f"{pointed.card.name}'s {pointed.phrase}"
    doc = {
        "format": 2,
        "actions": [{"trigger": {"ability": name, "by": "you"}}],
        "question": {"outcomes": {"event": "triggers"}},
    }
    candidate = Candidate("card_chain", doc, notes=notes)
    candidate.stated.append("it triggers on your turn, its condition met")
    return candidate


def _respond(pointed: Pointed, fits: re.Match[str]) -> Candidate | None:
    kind = chain_kind(pointed)
    if kind is None:
        return None
    responder = RESPONDERS[fits.group("who")]
    other = "opponent" if responder == "you" else "you"
    owner = WHOSE.get(fits.group("whose") or "", other)
    if (fits.group("whose") == "your " and responder == "you") or owner == responder:
        return None  # responding to one's own ability: not what this reads
    hand: Doc = {"name": RESPONDER_CARD["Reaction"], "type": "spell", "keywords": ["Reaction"]}
    if responder != "you":
        hand["controller"] = responder
    name = f"{pointed.card.name}'s {pointed.phrase}"
    doc: Doc = {
        "format": 2,
        "situation": {
            "turn": owner,
            "chain": [{"name": name, "controller": owner, "kind": kind}],
            "hand": [hand],
        },
        "question": {"play": {"card": hand["name"], "to": "base", "by": responder}},
    }
    verb = "responds" if responder != "you" else "respond"
    notes = [f"read the {pointed.phrase} of {pointed.card.name} from the card data"]
    candidate = Candidate("card_chain", doc, notes=notes)
    needs = f"{responder} {verb} with a card that has Reaction, as a response needs"
    candidate.stated.append(needs)
    candidate.stated.append(f"the ability is {owner}'s, on {owner}'s turn")
    return candidate
