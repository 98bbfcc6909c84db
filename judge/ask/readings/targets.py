"""Questions about what an effect's text targets: "Does 'Kill a unit' target the unit?",
"In an effect that reads '...', is the battlefield a target?", "Can I choose a unit with 5
might for a spell that reads '...'?", "If the unit targeted by Hidden Blade is moved to its
base, does its controller still draw 2?".

The effect's text is the quoted text of the question, or the text of the one card it names
(from the card data, never typed here), read by the engine's instruction reader; a text it
cannot read fully leaves the question to the other readers (and so, most often, unknown).
The words around the text must fit one of the frames below in full, or nothing is read.
"""

from __future__ import annotations

import re
from typing import Any

from judge.ask.cards import CardIndex
from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.engine.instructions import CHOSEN, Effect, Mention, read_effect

TEXT = "qqtextqq"  # stands for the effect's text in a frame
_QUOTED = re.compile(
    r"(?:^|(?<=[\s(,:]))(['\"\u2018\u201c])(?P<text>[^'\"\u2018\u2019\u201c\u201d]{3,}?)['\"\u2019\u201d](?=[\s,.?!;:)]|$)"
)
MODE = r"^(?:in (?:a )?(?P<mode>2v2|ffa3|ffa4|1v1)(?: game)? )?"
EFFECT = r"(?:a|an|the) (?:card|effect|spell|ability|instruction)"
SAYS = r"(?:that|which) (?:only )?(?:says|reads|has the text)"
NOUN_WORDS = {
    "unit": "unit",
    "units": "unit",
    "gear": "gear",
    "battlefield": "battlefield",
    "battlefields": "battlefield",
    "player": "player",
    "players": "player",
    "controller": "player",
    "rune": "rune",
    "runes": "rune",
    "legend": "legend",
    "spell": "spell",
}
OBJECT = (
    r"(?:(?P<anything>anything)|(?:that|the|a|an|any|its) (?P<noun>"
    + "|".join(NOUN_WORDS)
    + r")(?: itself)?(?: that (?:gets?|are|is) (?:killed|chosen|dealt damage|stunned))?)"
)
IS_TARGET = (
    rf"^does (?:{EFFECT} {SAYS} )?{TEXT} (?:without using the word target )?(?:still )?"
    rf"target {OBJECT}$",
    rf"^(?:in|for) {EFFECT} {SAYS} {TEXT} is {OBJECT} a target$",
    rf"^is {OBJECT} (?:in|of) {TEXT} a target$",
)
WHOSE = {
    "my": "you",
    "a friendly": "you",
    "an enemy": "opponent",
    "an opponents": "opponent",
    "my opponents": "opponent",
    "my allys": "ally",
    "my teammates": "ally",
    "the second opponents": "opponent 2",
}
VALID = (
    MODE + r"can (?:i|you) (?:choose|target|pick) (?:(?P<whose>" + "|".join(WHOSE) + r") |a |an )"
    r"(?P<noun>unit)(?: with (?P<might>\d+) might)?(?P<where> at a battlefield| in (?:its|my|their) base)?"
    rf" (?:for|with) (?:{EFFECT} {SAYS} )?{TEXT}$"
)
LINKED = (
    r"^if an? (?:earlier|first) instruction of (?:a|the) (?:spell|card|ability) is "
    r"(?:skipped|ignored) because its target (?:became|becomes|is|was) (?:illegal|invalid) "
    r"does (?:a|the) (?:later|second) instruction linked to it (?:still )?"
    r"(?:happen|execute|resolve|take effect)$"
)
CHANGES = {
    r"(?:is moved|moves|goes back|is sent|returns) to (?:its|their) (?:owners )?base": {
        "to": "base"
    },
    r"(?:is returned|returns) to (?:its|their) (?:owners )?hand": {"zone": "hand"},
    r"(?:is killed|dies)": {"zone": "trash"},
}
EXECUTES = (
    r"^if (?:the|an?|my) (?P<enemy>enemy )?unit (?:targeted by|chosen for|i chose for|"
    r"i targeted with) " + TEXT + r" (?P<change>" + "|".join(CHANGES) + r")"
    r"(?: with (?P<with>[a-z ]+?))?(?: in (?:response|reaction))?"
    r"(?: before (?:the spell|it) resolves)? does (?P<rest>.+)$"
)
RESULTS = {
    r"(?:its|the units) controller (?:still )?draw (?P<n>\d+)": ("draw", True),
    r"(?:i|you) (?:still )?draw (?P<n>\d+)": ("draw", False),
    r"it (?:still )?(?:take|get dealt|take any) damage": ("deal", None),
    r"it (?:still )?(?:die|get killed)": ("kill", None),
    r"it (?:still )?get stunned": ("stun", None),
}


def _texts_of(question: str, cards: CardIndex) -> list[tuple[str, str, str]]:
    """Each way to find the effect's text: the text, the card it is on ("" when quoted) and
    the question's words with the text replaced by ``TEXT``."""
    quoted = list(_QUOTED.finditer(question))
    if len(quoted) == 1:
        found = quoted[0]
        frame = question[: found.start()] + f" {TEXT} " + question[found.end() :]
        return [(found.group("text"), "", normalise(frame))]
    if quoted:
        return []
    words = normalise(question).split()
    return [
        (
            " ".join(m.card.abilities),
            m.card.name,
            " ".join([*words[: m.start], TEXT, *words[m.end :]]),
        )
        for m in cards.find(words, frozenset())
    ]


def _readable(text: str) -> bool:
    return bool(text) and not read_effect(text).unknown


def _doc(kind: str, value: dict[str, Any], situation: dict[str, Any] | None = None) -> Any:
    doc: dict[str, Any] = {"format": 2}
    if situation:
        doc["situation"] = situation
    doc["question"] = {kind: value}
    return doc


def _candidate(doc: Any, card: str, notes: list[str] | None = None) -> Candidate:
    read = [f"read the text of {card} from the card data"] if card else []
    return Candidate("targets", doc, notes=read + (notes or []))


def _is_target(frame: str, text: str, card: str) -> Candidate | None:
    for pattern in IS_TARGET:
        found = re.fullmatch(pattern, frame)
        if found is None:
            continue
        thing = "anything" if found.group("anything") else NOUN_WORDS[found.group("noun")]
        value = {"text": text, "object": thing, **({"card": card} if card else {})}
        return _candidate(_doc("is_target", value), card)
    return None


def _first_choice(effect: Effect) -> Mention | None:
    chosen = [m for i in effect.instructions for m in i.mentions if m.role == CHOSEN]
    return chosen[0] if chosen else None


def _valid_target(frame: str, text: str, card: str) -> Candidate | None:
    found = re.fullmatch(VALID, frame)
    if found is None:
        return None
    effect = read_effect(text)
    choice = _first_choice(effect)
    if choice is None or choice.noun != "unit":
        return None
    kinds = {r.kind for r in choice.restrictions}
    mode = found.group("mode") or "1v1"
    whose = WHOSE.get(found.group("whose") or "", "")
    if (whose == "ally" and mode != "2v2") or (whose == "opponent 2" and mode == "1v1"):
        return None
    might = found.group("might")
    if kinds & {"might_max", "might_min"} and might is None:
        return None  # the Might decides and the question does not say it
    where = (found.group("where") or "").strip()
    unit: dict[str, Any] = {"name": "the unit", "controller": whose or "opponent"}
    unit["at"] = "base" if "base" in where else "battlefield 1"
    if might is not None:
        unit["might"] = int(might)
    situation: dict[str, Any] = {"units": [unit]}
    if mode != "1v1":
        situation = {"mode": mode, **situation}
    value = {"text": text, "chosen": ["the unit"], **({"card": card} if card else {})}
    candidate = _candidate(_doc("valid_target", value, situation), card)
    if not whose and kinds & {"enemy", "friendly", "yours"}:
        other = {**unit, "controller": "you"}
        mine = {**situation, "units": [other]}
        candidate.defaults.append("the unit is an opponent's")
        candidate.alternatives.append(("the unit is yours", _doc("valid_target", value, mine)))
    elif not whose:
        candidate.stated.append("the unit is an opponent's (whose it is does not matter here)")
    if not where and kinds & {"at_battlefield", "at_base"}:
        at_base = {**situation, "units": [{**unit, "at": "base"}]}
        candidate.defaults.append("the unit is at a battlefield")
        candidate.alternatives.append(
            ("the unit is in its base", _doc("valid_target", value, at_base))
        )
    return candidate


def _linked(frame: str) -> Candidate | None:
    if re.fullmatch(LINKED, frame) is None:
        return None
    return Candidate("targets", _doc("executes_linked", "earlier_ignored"))


def _executes(frame: str, text: str, card: str, cards: CardIndex) -> Candidate | None:
    found = re.fullmatch(EXECUTES, frame)
    if found is None:
        return None
    if found.group("with") and not cards.find(found.group("with").split(), frozenset()):
        return None  # "with X": only a card's name says how it happened
    effect = read_effect(text)
    choice = _first_choice(effect)
    if choice is None or choice.noun != "unit":
        return None
    result = next(
        (what for pattern, what in RESULTS.items() if re.fullmatch(pattern, found.group("rest"))),
        None,
    )
    if result is None:
        return None
    verb, linked = result
    matching = [
        number
        for number, instruction in enumerate(effect.instructions, 1)
        if instruction.verb == verb
        and (linked is None or (instruction.linked_to is not None) == linked)
    ]
    if len(matching) != 1:
        return None
    kinds = {r.kind: r.value for r in choice.restrictions}
    friendly = "friendly" in kinds or "yours" in kinds
    if found.group("enemy") and friendly:
        return None
    unit: dict[str, Any] = {
        "name": "the unit",
        "controller": "you" if friendly else "opponent",
        "at": "base" if "at_base" in kinds else "battlefield 1",
    }
    if "might_max" in kinds or "might_min" in kinds:
        unit["might"] = kinds.get("might_max", kinds.get("might_min"))
    change = next(v for p, v in CHANGES.items() if re.fullmatch(p, found.group("change")))
    value = {
        "text": text,
        "chosen": ["the unit"],
        "changes": [{"unit": "the unit", **change}],
        "instruction": matching[0],
        **({"card": card} if card else {}),
    }
    candidate = _candidate(_doc("executes", value, {"units": [unit]}), card)
    candidate.stated.append("the unit was a valid target when the spell was played")
    return candidate


def read_targeting(question: str, cards: CardIndex) -> Candidate | None:
    """The targeting question ``question`` asks, when its words fit a frame in full (and,
    when it names cards, exactly one of them is the text it asks about)."""
    linked = _linked(normalise(question))
    if linked is not None:
        return linked
    found = [
        candidate
        for text, card, frame in _texts_of(question, cards)
        if _readable(text)
        and (
            candidate := _is_target(frame, text, card)
            or _valid_target(frame, text, card)
            or _executes(frame, text, card, cards)
        )
    ]
    return found[0] if len(found) == 1 else None
