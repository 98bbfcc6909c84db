"""What paying the total cost of the card being played asks of its player, and what they
have to pay it with: the Energy and Power in their Rune Pool and what their runes can add.

Pure functions over ``GameState``; the facts in ``rules_data/facts/runes.yaml`` (carried out
by ``judge/engine/predicates/runes.py``) say which rule each part rests on. A ready rune can
be exhausted to add 1 Energy, and any rune (ready or exhausted) recycled to add 1 Power of
its domain; only runes the player controls add to their pool.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine import costing
from judge.engine.questions import PayQuery, Question
from judge.engine.state import GameState, Playing, Rune

UNIVERSAL = "universal"


@dataclass(frozen=True)
class Needed:
    """What a total cost asks in resources: Energy, Power of the card's domain, and Power of
    any domain (a Deflect cost). For a card with several domains all its Power is counted
    as of any domain, and ``of_its_domains`` is the part its own cost asks, which v1.4 asks
    of one of its domains (v1.3: of any)."""

    energy: int
    power: int
    any_power: int
    of_its_domains: int = 0


@dataclass(frozen=True)
class Means:
    """What a player can pay with: their Rune Pool and the runes they control."""

    pool_energy: int
    ready: tuple[Rune, ...]  # runes they can exhaust to add Energy
    exhausted: tuple[Rune, ...]  # runes they can only recycle
    pool_power: tuple[tuple[str, int], ...]

    @property
    def energy(self) -> int:
        return self.pool_energy + len(self.ready)

    def power(self, domain: str) -> int:
        """Power of this domain: in the pool, and one for each of their runes of it."""
        runes = sum(rune.domain == domain for rune in (*self.ready, *self.exhausted))
        return dict(self.pool_power).get(domain, 0) + runes

    @property
    def all_power(self) -> int:
        """Every Power they have, of any domain, Universal included."""
        return sum(n for _, n in self.pool_power) + len(self.ready) + len(self.exhausted)


def asked(situation: GameState, question: Question) -> Playing | None:
    """The card being played, when the question is whether its cost can be paid."""
    return situation.playing if isinstance(question, PayQuery) else None


def means(situation: GameState, player: str) -> Means:
    pool = situation.pool(player)
    theirs = [rune for rune in situation.runes if rune.controller == player]
    return Means(
        pool.energy,
        tuple(rune for rune in theirs if not rune.exhausted),
        tuple(rune for rune in theirs if rune.exhausted),
        pool.power,
    )


def accelerate_power(situation: GameState) -> int:
    """The Power of the Accelerate cost the player chose to pay, if any."""
    playing = situation.playing
    if playing is None:
        return 0
    chosen = costing.paid_additional(playing)
    return sum(costing.amounts(cost)[1] for cost in chosen if cost.keyword == "Accelerate")


def needs(situation: GameState) -> tuple[Needed, ...]:
    """What each total the player can reach asks, cheapest first. Deflect's Power may be of
    any domain, and so may Accelerate's on a unit with no domain; the rest of the Power is
    of the card's domain."""
    playing = situation.playing
    deflect = sum(cost.power for cost in costing.deflect_costs(situation))
    several = playing is not None and bool(playing.domains)
    if playing is not None and not playing.domain and not several:
        deflect += accelerate_power(situation)
    found = []
    for total in costing.totals(situation):
        any_power = min(deflect, total.power)
        if several:
            own = total.power - any_power
            found.append(Needed(total.energy, 0, total.power, own))
        else:
            found.append(Needed(total.energy, total.power - any_power, any_power))
    return tuple(found)


def covers(have: Means, need: Needed, domain: str) -> bool:
    """Enough Energy, enough Power of the domain with Universal Power, and enough left of
    any domain for what may be of any domain."""
    own = have.power(domain) + have.power(UNIVERSAL)
    return (
        have.energy >= need.energy
        and own >= need.power
        and have.all_power >= need.power + need.any_power
    )


def payable(situation: GameState) -> bool:
    """Whether the player can cover one of the totals they can reach."""
    playing = situation.playing
    if playing is None:
        return False
    have = means(situation, playing.player)
    return any(covers(have, need, playing.domain) for need in needs(situation))


def decides(situation: GameState, lighter: GameState) -> bool:
    """Whether what ``lighter`` leaves out (an increase, an additional cost) is what makes
    the card's cost more than its player can pay."""
    return not payable(situation) and payable(lighter)


def chosen(situation: GameState) -> Needed | None:
    """The total the player pays: the first they can cover, else the cheapest."""
    playing = situation.playing
    found = needs(situation)
    if playing is None or not found:
        return None
    have = means(situation, playing.player)
    return next((n for n in found if covers(have, n, playing.domain)), found[0])
