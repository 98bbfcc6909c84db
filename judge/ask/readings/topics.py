"""Open questions about a whole area of the rules: the engine's topic explanation
(`explain: <topic>`, verdict "depends"), chosen by the table in topics.yaml."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from judge import compiled
from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.errors import DataError

TOPICS_PATH = Path(__file__).parents[1] / "topics.yaml"
KEYS = ("ask", "all", "any", "none", "uses")
OPTIONAL = ("topic",)


@dataclass(frozen=True)
class TopicReading:
    """An entry of the topic table: the words that ask for a topic."""

    name: str
    ask: frozenset[str]
    all: frozenset[str]
    any: frozenset[str]
    none: frozenset[str]
    uses: frozenset[str]
    topic: str = ""
    """The engine topic explained; the entry's name when not given (two entries may lead
    to one topic from different wordings)."""

    def fits(self, kind: str | None, slots: set[str]) -> bool:
        return (
            kind in self.ask
            and self.all <= slots
            and (not self.any or bool(self.any & slots))
            and not self.none & slots
        )


@functools.cache
def load_topics(path: Path = TOPICS_PATH) -> tuple[TopicReading, ...]:
    """The topic table, read once per process."""
    raw = compiled.load_yaml(path)
    if not isinstance(raw, dict):
        raise DataError("expected a mapping of topic names", path=str(path))
    topics = []
    for name, entry in raw.items():
        if not isinstance(entry, dict) or set(entry) - {*KEYS, *OPTIONAL} or "ask" not in entry:
            raise DataError(
                f"{name}: expected keys among {(*KEYS, *OPTIONAL)}, with 'ask'", path=str(path)
            )
        sets = {key: frozenset(str(v) for v in entry.get(key) or ()) for key in KEYS}
        topics.append(TopicReading(str(name), **sets, topic=str(entry.get("topic") or name)))
    return tuple(topics)


def read_topic(reading: Reading) -> Candidate | None:
    """The topic the open question is about, when exactly one fits best."""
    slots = reading.slots()
    fitting = [t for t in load_topics() if t.fits(reading.kind, slots)]
    if not fitting:
        return None
    best = max(fitting, key=lambda t: len(slots & (t.all | t.any | t.uses)))
    used = slots & (best.all | best.any | best.uses) | ({"neg"} & best.all)
    return Candidate(f"explain:{best.topic}", {"question": {"explain": best.topic}}, used)
