"""judge: a rules judge for the Riftbound trading card game.

The Core Rules live in ``rules_data/`` as versioned YAML; facts tie clause numbers to
pure predicates; the engine answers situations with a verdict and its citations.
"""

__version__ = "0.1.0"

from judge import dataclass_code  # first, before any of judge's classes is made

dataclass_code.install()
