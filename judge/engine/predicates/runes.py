"""Runes, Basic Runes and Rune Pools (160-168): what runes produce, the two abilities every
Basic Rune has, and whose Rune Pool what is added goes to."""

from __future__ import annotations

from judge.engine.predicates import answers_query


@answers_query("rune", "basic_add_reaction")
def rune_basic_abilities() -> None:
    """Every Basic Rune has two abilities with Reaction that Add: exhausting it adds 1
    Energy, and recycling it adds 1 Power of its domain."""


@answers_query("rune", "energy_domain")
def rune_energy_and_power() -> None:
    """Energy has no domain: it pays numeric Energy costs; Power has a domain and pays the
    Power costs of that domain (Universal Power pays any)."""


@answers_query("rune", "pool_of_controller")
def rune_pool_controller() -> None:
    """Energy or Power a card adds goes to the Rune Pool of the player who controls that
    card, where it must be before it can be spent."""
