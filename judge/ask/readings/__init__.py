"""Readings: each turns the slots of a question into one engine question, if it can.

A reader looks at a `Reading` and, when the slots fit the shape it knows, returns a
`Candidate`: the scenario document for the engine, the slots it accounted for, and whether
the question asks the opposite of the engine's yes/no ("must it be played there?" is
"can it be played elsewhere?" turned round). `judge.ask.choose` picks among them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.ask.situation import Doc, Draft

if TYPE_CHECKING:  # a controlled-English question needs `Candidate` without the reader
    from judge.ask.parse import Reading


@dataclass(frozen=True)
class Default:
    """Something the question leaves open that the situation must settle: the reading takes
    ``taken`` and the answer also judges ``other`` (``change`` turns one into the other), so
    a default that changes the verdict is never silent."""

    taken: str
    other: str
    change: Callable[[Draft, Doc], None]
    """Turns the situation and the question (copies) into the other way."""
    crossed: bool = False
    """A keyword of the card or ability whose time decides it: its other way is judged in
    every way of the other defaults (who has Focus, the chain ...), not only in the one
    taken, and each of those ways is said with it (`Builder.candidate`)."""


@dataclass
class Candidate:
    """One way to read the question: the document to judge and what it accounts for."""

    reader: str
    doc: Doc
    used: set[str] = field(default_factory=set)
    invert: bool = False
    notes: list[str] = field(default_factory=list)
    """How the reading took the question ("taken: its first move ... was a standard move")."""
    defaults: list[str] = field(default_factory=list)
    """What the document takes where the question is silent ("you control battlefield 1")."""
    alternatives: list[tuple[str, Doc]] = field(default_factory=list)
    """The same question with one default the other way: its label and document."""
    narrows: dict[str, str] = field(default_factory=dict)
    """Ways that only split another by the card's keywords (``Default.crossed``): each
    one's label, and the label of the way it splits ("" for the way taken). Where every
    split of a way gets the same verdict, the answer gives that way once."""
    stated: list[str] = field(default_factory=list)
    """What the document takes that cannot change the verdict or that the question
    presupposes ("it is your main phase"): listed as assumed, not judged twice."""
    names: str = ""
    """A "who" question asked of the engine as whether this player does it ("who gains
    Focus first?": does the player who contested?): its yes names them as the answer; its
    no names no one, so the question is not answered."""
    relies_on: list[str] = field(default_factory=list)
    """Keywords the question says are used ("using Ambush"): the answer is yes only when
    the engine finds that keyword's rule applies."""


Reader = Callable[["Reading"], Candidate | None]


def all_readers() -> list[Reader]:
    """Every reader, queries first: the order only breaks exact ties in what they use."""
    from judge.ask.readings import (
        abilities,
        accelerate,
        actions,
        chain,
        chain_closes,
        chain_rules,
        chain_waits,
        combat,
        combat_damage,
        costs,
        countered_play,
        death,
        declined,
        focus_first,
        hidden_reaction,
        information,
        keywords,
        moves,
        objects,
        outcomes,
        plays,
        priority_pass,
        queries,
        recall_triggers,
        replays,
        resolve,
        restrictions,
        runes,
        scoring,
        setup,
        showdown_ends,
        terms,
        topics,
        trigger_players,
        turn,
        zones,
    )

    return [
        *queries.READERS,
        *chain.READERS,
        *chain_closes.READERS,
        *chain_rules.READERS,
        *chain_waits.READERS,
        *priority_pass.READERS,
        *showdown_ends.READERS,
        *focus_first.READERS,
        *countered_play.READERS,
        *abilities.READERS,
        *combat.READERS,
        *replays.READERS,
        *combat_damage.READERS,
        *costs.READERS,
        *death.READERS,
        *declined.READERS,
        *keywords.READERS,
        *accelerate.READERS,
        *resolve.READERS,
        *actions.READERS,
        *information.READERS,
        *runes.READERS,
        *restrictions.READERS,
        *outcomes.READERS,
        *moves.READERS,
        *recall_triggers.READERS,
        *plays.READERS,
        *hidden_reaction.READERS,
        *trigger_players.READERS,
        *turn.READERS,
        *scoring.READERS,
        *setup.READERS,
        *terms.READERS,
        *zones.READERS,
        *objects.READERS,
        topics.read_topic,
    ]
