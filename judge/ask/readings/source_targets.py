"""Whether a permanent's ability can target that permanent, said with no text: "Can my unit's
activated ability target that same unit?", "Can an ability of a permanent target that same
permanent?", "Is it legal for an ability of a permanent to target that same permanent?".

An ability and its source are separate objects, so the ability choosing its source is not
it choosing itself (355.9.c). The engine judges it on a made-up ability, "Stun a unit.", of
a unit of yours, choosing that unit (a permanent asked of in general is taken as a unit).
"Itself" said of the ability ("can an ability target itself?") is not read here.
"""

from __future__ import annotations

from typing import Any

from judge.ask.normalise import normalise
from judge.ask.readings import Candidate
from judge.ask.readings.targets import plain
from judge.patterns import LazyPattern

_KIND = r"(?:activated |triggered )?"
_HOLDER = r"(?:unit|permanent)"
_ABILITY = (
    rf"(?:(?:my|a|an) {_HOLDER}s {_KIND}ability|an? {_KIND}ability of (?:my|a|an) {_HOLDER}"
    rf"|(?:my|a|an) {_HOLDER}s {_KIND}abilities|{_KIND}abilities of (?:my |a |an )?{_HOLDER}s?)"
)
_SAME = rf"(?:that same|the same|that|its own|its) {_HOLDER}(?: itself)?|its (?:own )?source"
_CHOOSE = r"(?:target|choose|pick)"
_AS_TARGET = r"(?: as (?:its|a|the) target)?"
SOURCE_TARGET = LazyPattern(
    rf"^(?:can {_ABILITY} {_CHOOSE} (?:{_SAME}){_AS_TARGET}"
    rf"|is it legal for {_ABILITY} to {_CHOOSE} (?:{_SAME}){_AS_TARGET}"
    rf"|can (?:a|my) {_HOLDER} be (?:targeted|chosen) by (?:its own|its|one of its) {_KIND}"
    r"abilit(?:y|ies))$",
    needs=("abilit",),
)
TEXT = "Stun a unit."
"""A made-up ability whose one choice is any unit."""


def read_source_target(question: str) -> Candidate | None:
    """ "Can an ability of a permanent target that same permanent?": yes (355.9.c), judged
    on a unit of yours whose ability "Stun a unit." chooses it."""
    said = plain(normalise(question))
    if SOURCE_TARGET.fullmatch(said) is None:
        return None
    value: dict[str, Any] = {"text": TEXT, "source": "the unit", "chosen": ["the unit"]}
    unit = {"name": "the unit", "controller": "you", "at": "battlefield 1"}
    doc = {"format": 2, "situation": {"units": [unit]}, "question": {"valid_target": value}}
    candidate = Candidate("targets", doc)
    candidate.notes.append(f'taken: the ability says "{TEXT}", any unit being its choice')
    if "permanent" in said:
        candidate.notes.append("taken: the permanent is a unit")
    return candidate
