"""judge: a rules judge for the Riftbound trading card game.

The Core Rules live in ``rules_data/`` as versioned YAML; facts tie clause numbers to
pure predicates; the engine answers situations with a verdict and its citations.
"""

__version__ = "0.1.0"
