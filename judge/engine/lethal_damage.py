"""What damage is lethal for a unit: non-zero and at or above its Might now
(``layering.lethal``), unless a passive on the board alters it ("Any amount of your damage is
enough to kill enemy units.", ``GameState.lethal_texts``): then, while its controller controls
it on the board, any amount of that player's damage (the damage marked by deals they were
responsible for, ``Unit.marked_by``) is lethal for a unit of an opponent of theirs
(rules_data/facts/cleanup.yaml and combat_damage.yaml, ``any_amount_lethal``). A teammate's
unit is no enemy unit. Damage the situation gives is no one's known: while such a passive
could make it lethal, whether it is is not settled.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine import layering
from judge.engine.predicates.board import listing, possessive
from judge.engine.state import LEGEND_ZONE, GameState, Unit


@dataclass(frozen=True)
class Alteration:
    """A passive on the board making any amount of ``player``'s damage lethal for their
    enemy units: ``card`` is the permanent (or legend, battlefield) whose passive it is."""

    card: str
    player: str


def holders(state: GameState) -> tuple[Alteration, ...]:
    """The cards on the board whose passive makes any amount of their controller's damage
    lethal for enemy units, each with that controller."""
    if not state.lethal_texts:
        return ()
    held = [(u.name, u.controller) for u in state.units]
    held += [(g.name, g.controller) for g in state.gear]
    held += [(c.name, c.controller) for c in state.cards if c.zone == LEGEND_ZONE]
    held += [(b.name, b.controller) for b in state.battlefields if b.controller]
    return tuple(Alteration(name, player) for name, player in held if name in state.lethal_texts)


def alterations(state: GameState, unit: Unit) -> tuple[Alteration, ...]:
    """The passives on the board that alter lethal damage for ``unit``: those of the cards
    controlled by a player ``unit`` is an enemy unit of (its controller is their opponent)."""
    return tuple(a for a in holders(state) if unit.controller in state.opponents(a.player))


def lethal_through(state: GameState, unit: Unit) -> Alteration | None:
    """The passive that makes ``unit``'s damage lethal: one whose player's damage is marked
    on it (None: none does)."""
    if not unit.damage:
        return None
    return next((a for a in alterations(state, unit) if unit.damage_of(a.player)), None)


# The fact that makes any amount of a player's damage lethal for their enemy units: what
# reads lethal damage (the kill, a Deathknell's trigger) rests on it where it decides.
LETHAL_FACT = "damage.any_amount_lethal"


def only_through(state: GameState, unit: Unit) -> Alteration | None:
    """The passive that makes ``unit``'s damage lethal where its Might alone would not (None:
    its Might makes it lethal, or no passive does)."""
    through = lethal_through(state, unit)
    if through is None or layering.lethal(state, unit):
        return None
    return through


def lethal(state: GameState, unit: Unit) -> bool | None:
    """Whether the damage marked on ``unit`` is lethal: any amount of the damage of a player
    whose passive on the board says so, if it is an enemy unit of theirs, else non-zero and
    at or above its Might now. None when that is not settled: its Might now, or whose damage
    it has where such a passive could make it lethal."""
    if lethal_through(state, unit) is not None:
        return True
    found = layering.lethal(state, unit)
    if found is not True and unit.unattributed_damage and alterations(state, unit):
        return None
    return found


def unattributed(state: GameState, unit: Unit) -> str:
    """Why ``unit``'s damage may be lethal, unsettled: "" when it is settled so."""
    altering = alterations(state, unit)
    if not unit.unattributed_damage or not altering or lethal(state, unit) is not None:
        return ""
    players = listing(list(dict.fromkeys(possessive(a.player) for a in altering)))
    cards = listing(list(dict.fromkeys(a.card for a in altering)))
    return (
        f"who marked {unit.unattributed_damage} of its damage is not given, and any amount of "
        f"{players} damage is enough to kill it while {cards} is on the board."
    )
