"""What counts as a location, and what counts as a move (107, 146, 152, 198, 446)."""

from __future__ import annotations

from judge.engine.predicates import answers_query


@answers_query("is_location", "base", "battlefield")
def location_bases_and_battlefields() -> None:
    """Each base and each battlefield is a location."""


@answers_query("is_location", "base", "battlefield")
def location_of_permanents() -> None:
    """A unit's or gear's location is the base or battlefield it occupies."""


@answers_query("is_location", "facedown_zone")
def location_facedown_zone() -> None:
    """A battlefield's facedown zone is not a location."""


@answers_query("is_location", "legend_zone")
def location_legend_zone() -> None:
    """The Legend Zone is not a location."""


@answers_query("is_move", "standard_move", "move_effect")
def move_definition() -> None:
    """A permanent changing its place on the board is a move (unless a corrective recall)."""


@answers_query("is_move", "attached_follows")
def move_attached_follows() -> None:
    """An attached permanent changing place to or with the card it is attached to is not a move."""


@answers_query("is_move", "enter_board", "zone_change")
def move_zone_change() -> None:
    """A card changing zones, such as entering the board, is not in itself a move."""
