"""Whether a countered spell triggers abilities that wait for a card being played: "If my
spell is countered, do my 'when you play a spell' abilities still trigger?" (no: playing it
is never completed). "Does it count (is it counted) as played?" is the costs readers'
``countered`` query.

Your spell is built on the chain beside your unit with a "When you play a spell" ability,
and another player counters it; the engine decides whether the ability triggers.
"""

from __future__ import annotations

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.chain import COMMON, _candidate
from judge.ask.readings.places import YES_NO, Builder
from judge.ask.situation import YOU, Doc

COUNTER_WORDS = frozenset({"counter", "counters", "countered", "countering"})


def _countered(reading: Reading) -> bool:
    """Whether the question's "stop" is a counter ("countered", "counters my spell")."""
    return reading.has("stop") and bool(COUNTER_WORDS & set(reading.tagged.words))


def _on_play(reading: Reading) -> bool:
    """Whether the question is of abilities that trigger on a card being played: "when you
    play a spell", "trigger when a card is played", "counted as played"."""
    said = " ".join(reading.tagged.words)
    played = reading.actions.count("play") >= 1 and reading.has("happen", "count")
    return played or "when you play a spell" in said or "counted as played" in said


def read_countered_play_trigger(reading: Reading) -> Candidate | None:
    """ "If my spell is countered, does my 'when you play a spell' ability still trigger?":
    your spell on the chain, countered by your opponent, and your unit with that ability:
    does the ability trigger? "Is it counted as played?" asks the same."""
    if reading.kind not in YES_NO or reading.negated or reading.context_negated:
        return None
    if not (_countered(reading) and _on_play(reading) and reading.mentions("spell")):
        return None
    if reading.has("count") or {"count", "counts", "counted", "considered"} & set(
        reading.tagged.words
    ):
        return None  # "does it count as played?": the costs readers' countered query
    if reading.says_any("cards", "places", "mode", "without") or reading.keywords:
        return None
    if reading.timing - {"chain"} or reading.mods - {"said"}:
        return None
    if set(reading.who) - {"me", "opponent"} or reading.mentions("unit", "gear"):
        return None
    if reading.unit_owner not in (None, "me") or reading.chain_owner not in (None, "me"):
        return None
    if "opponent" in reading.who and not _opponent_counters(reading):
        return None  # "my opponent's spell": whose spell and whose ability must be said
    b = Builder(reading)
    b.uses(*COMMON, "act:stop", "act:play", "act:happen", "act:count", "obj:spell")
    b.uses("obj:triggered", "mod:said", "who:opponent", "obj:chain", "time:chain")
    b.uses("chain_owner:me", "unit_owner:me")
    b.situation.unit(name="your unit")
    unit = b.situation.units[-1]
    unit["triggers"] = [{"when": "spell", "ability": "When you play a spell, ..."}]
    chain: list[Doc] = [{"name": "your spell", "controller": YOU, "kind": "spell"}]
    counter = {"game_action": {"action": "counter", "cards": ["your spell"], "by": "opponent"}}
    b.stated.append(
        "your unit has a 'When you play a spell' ability, and your opponent counters your "
        "spell on the chain"
    )
    question = {"outcomes": {"event": "triggers", "subject": "your unit"}}
    candidate = _candidate(b, "countered_play_trigger", question, chain, [counter])
    candidate.doc["situation"]["priority"] = "opponent"
    return candidate


def _opponent_counters(reading: Reading) -> bool:
    """Whether "my opponent" is the one who counters ("my opponent counters my spell"): the
    opponent named right before the counter."""
    words = reading.tagged.words
    for i, word in enumerate(words):
        if word in COUNTER_WORDS:
            return "opponent" in words[max(0, i - 2) : i] or "opponents" in words[i - 2 : i]
    return False


READERS = (read_countered_play_trigger,)
