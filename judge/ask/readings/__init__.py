"""Readings: each turns the slots of a question into one engine question, if it can.

A reader looks at a `Reading` and, when the slots fit the shape it knows, returns a
`Candidate`: the scenario document for the engine, the slots it accounted for, and whether
the question asks the opposite of the engine's yes/no ("must it be played there?" is
"can it be played elsewhere?" turned round). `judge.ask.choose` picks among them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from judge.ask.parse import Reading
from judge.ask.situation import Doc


@dataclass
class Candidate:
    """One way to read the question: the document to judge and what it accounts for."""

    reader: str
    doc: Doc
    used: set[str] = field(default_factory=set)
    invert: bool = False
    assumed: list[str] = field(default_factory=list)


Reader = Callable[[Reading], Candidate | None]


def all_readers() -> list[Reader]:
    """Every reader, queries first: the order only breaks exact ties in what they use."""
    from judge.ask.readings import moves, outcomes, plays, queries, restrictions, topics

    return [
        *queries.READERS,
        *restrictions.READERS,
        *outcomes.READERS,
        *moves.READERS,
        *plays.READERS,
        topics.read_topic,
    ]
