"""Whether a card with Hidden has Reaction while it is facedown, or as it is played from
facedown: the `has_keyword` question about a card hidden at a battlefield its player
controls (the fact hidden.reaction_while_facedown)."""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.situation import Doc

CARD_KINDS = ("card", "unit", "spell", "gear")
FROM_FACEDOWN = (("from", "facedown"), ("from", "hidden"))
"""The words that say a card is played from where it was hidden ("play it from facedown")."""
EARLIER_TURN = (
    "the card was hidden on an earlier turn (one hidden this turn gains Reaction only from the "
    "next turn, by Hidden's own words)"
)


def read_hidden_reaction(reading: Reading) -> Candidate | None:
    """ "Does a Hidden card have Reaction while it's facedown?", "Is my facedown hidden card
    considered to have Reaction?", "I hid a card with Hidden at my battlefield. When I play
    it from facedown, does it have Reaction?", "Blastcone Fae is hidden facedown at my
    battlefield. Does it have Reaction?": your card with Hidden, facedown at a battlefield
    you control, hidden on an earlier turn."""
    if reading.kind not in ("does", "is") or reading.negated or reading.context_negated:
        return None
    if reading.said_not or reading.without or reading.timing or reading.mods:
        return None
    if sorted(set(reading.keywords)) != ["hidden", "reaction"] or not reading.has("hide"):
        return None
    if set(reading.actions) - {"hide", "play"} or set(reading.who) - {"me"}:
        return None
    played = reading.has("play") or reading.unit_played
    if played and not _from_facedown(reading.tagged.words):
        return None  # "played from hand": not facedown
    kinds = [o for o in reading.objects if o in CARD_KINDS]
    if set(reading.objects) - set(CARD_KINDS) or len(set(kinds)) > 1 or "card" in reading.plural:
        return None
    if reading.unit_owner not in (None, "me") or len(reading.cards) > 1:
        return None
    places = reading.places
    if len(places) > 1 or any(
        p.kind != "battlefield" or p.owner not in (None, "me") for p in places
    ):
        return None
    if any(p.card is not None or p.mods for p in places):
        return None
    name, used = "your hidden card", set()
    if reading.cards:
        card = reading.cards[0]
        if "Hidden" not in card.keywords:
            return None
        name = card.name
        used.add(f"card:{card.name}")
    facedown: Doc = {"name": name, "at": "battlefield 1", "controller": "you"}
    if not reading.cards:
        facedown["keywords"] = ["Hidden"]
    situation: Doc = {
        "battlefields": [{"name": "battlefield 1", "controller": "you"}],
        "facedown": [facedown],
    }
    if reading.mode:
        situation = {"mode": reading.mode, **situation}
        used.add(f"mode:{reading.mode}")
    doc = {
        "format": 2,
        "situation": situation,
        "question": {"has_keyword": {"card": name, "keyword": "Reaction"}},
    }
    used |= {
        "act:hide",
        "act:play",
        "unit:played",
        "kw:hidden",
        "kw:reaction",
        "asked:reaction",
        "who:me",
    }
    used |= {f"obj:{kind}" for kind in kinds} | {"place:battlefield", "owner:me"}
    candidate = Candidate("has_keyword", doc, used)
    candidate.stated.append(EARLIER_TURN)
    if reading.cards:
        candidate.notes.append(f"read the keywords of {name} from the card data")
    return candidate


def _from_facedown(words: list[str]) -> bool:
    return any(tuple(words[k : k + 2]) in FROM_FACEDOWN for k in range(len(words) - 1))


READERS = (read_hidden_reaction,)
