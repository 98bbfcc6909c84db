"""Readers for restrictions on moving: whether an effect that stops movement, or a named
card's "can't move" text, stops the move or recall the question names."""

from __future__ import annotations

from typing import Any

from judge.ask.card_rules import CardModel
from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import EFFECT_SLOTS, YES_NO, Builder, Unplaceable
from judge.ask.readings.queries import THING_SLOTS


def _covers(rule: dict[str, Any], card: CardEntry, reading: Reading) -> bool:
    """Whether a card's "can't move" rule is about the move the question names: "stop a
    unit from moving to base" is covered by "units can't move from here to base", a move
    to another battlefield is not."""
    if rule["effect"] != "can't" or rule["action"] not in ("move", "standard_move"):
        return False
    for role in ("to", "from"):
        place = reading.place(role=role)
        limit = rule.get(role, "anywhere")
        if place is None or limit == "anywhere":
            continue
        if limit == "here" and place.card is not card:
            return False
        if limit != "here" and place.kind != limit:
            return False
    return True


def _forbids_base(model: CardModel) -> bool:
    return any(r["effect"] == "can't" and r.get("to") == "base" for r in model.rules)


def _paraphrased_recall(reading: Reading) -> bool:
    """A recall said in other words ("go back to base") rather than with "recall" itself:
    the same words often mean a move to base."""
    spans = [s for s in reading.tagged.spans if s.has("act", "recall")]
    return any(span.end - span.start > 1 for span in spans)


def read_stopped(reading: Reading) -> Candidate | None:
    """ "Can a recall be stopped by an effect that prevents movement?", "Can Vilemaw's Lair
    stop a recall?": whether a "can't move" restriction stops it."""
    restricted = _still_recalled(reading)  # "An effect says my unit can't move. Can it be
    # recalled?": whether the restriction stops it, turned round
    if reading.kind not in YES_NO or not (reading.has("stop") or restricted):
        return None
    if reading.has("recall"):
        value = (
            "recall"  # never the restriction itself: "an effect that stops a recall" is not a thing
        )
    elif reading.has("standard_move"):
        value = "standard_move"
    elif reading.has("move"):
        value = "move_effect" if reading.mentions("spell", "ability") else "standard_move"
    else:
        return None
    b = Builder(reading)
    for card in reading.cards:
        model = b.card_text(card)
        if value == "recall" and _paraphrased_recall(reading) and _forbids_base(model):
            raise Unplaceable(
                f"'back to base' may be a move to base, which {card.name} forbids, or a "
                "recall, which it cannot stop; say 'move' or 'recall'"
            )
        if not model.restricts_moves:
            return None
        b.uses("place:battlefield")
        if (
            card.type == "Battlefield"
        ):  # its text is about units there; a unit's reach is not modelled
            if not any(_covers(rule, card, reading) for rule in model.rules):
                return None
            b.notes.append(f'{card.name} has the text "{" ".join(card.abilities)}"')
            b.uses(*(f"place:{p.kind}" for p in reading.places if p.role == "to"))
    if value == "recall":  # whatever recalls it (combat, an effect), restrictions cannot stop it
        b.uses("obj:attacker", "obj:defender", "obj:combat")
        # whose the restriction is, what says it, and how many units it names change nothing
        b.uses("who:opponent", "obj:card", "mod:several", "mod:said", "act:keep", "place:base")
        if reading.said_of("after", ("obj", "combat")):  # "recalled after combat": its cleanup's
            b.uses("mod:after")
    b.uses("act:stop", "act:recall", "act:move", "act:standard_move", *EFFECT_SLOTS, *THING_SLOTS)
    if reading.said_not:  # "an effect that says units can't move": the restriction itself
        b.uses("mod:said")
    return b.candidate("stopped", {"stopped_by_move_restriction": value}, invert=restricted)


CANNOT_MOVE = ("can", "not", "move")


def _still_recalled(reading: Reading) -> bool:
    """Whether the question asks if a unit can (still) be recalled, a statement or
    condition having said that an effect or card says it can't move."""
    if reading.kind != "can" or reading.has("stop") or not reading.said_not:
        return False
    if set(reading.actions) - {"recall", "move", "keep"} or not reading.has("recall", "move"):
        return False
    words = reading.tagged.words
    scene = words[reading.main_end :]
    said = [k for k, w in enumerate(scene) if w in ("says", "say", "said")]
    asked = words[: reading.main_end]
    recalled = "recalled" in asked or "recall" in asked
    return recalled and any(
        tuple(scene[k + j : k + j + 3]) == CANNOT_MOVE for k in said for j in range(1, 6)
    )


READERS = (read_stopped,)
