"""What counts as a location, and what counts as a move (107, 146, 152, 198, 446)."""

from __future__ import annotations

from judge.engine.predicates import answers_query


@answers_query("is_location", "base", "battlefield")
def bases_and_battlefields_are_locations() -> None:
    """Each base and each battlefield is a location."""


@answers_query("is_location", "base", "battlefield")
def permanents_are_at_a_location() -> None:
    """A unit's or gear's location is the base or battlefield it occupies."""


@answers_query("is_location", "facedown_zone")
def facedown_zone_is_not_location() -> None:
    """A battlefield's facedown zone is not a location."""


@answers_query("is_location", "legend_zone")
def legend_zone_is_not_location() -> None:
    """The Legend Zone is not a location."""


@answers_query("is_move", "standard_move", "move_effect")
def board_position_change_is_move() -> None:
    """A permanent changing its place on the board is a move (unless a corrective recall)."""


@answers_query("is_move", "attached_follows")
def attached_card_following_is_not_move() -> None:
    """An attached permanent changing place with the card it is attached to is not a move."""


@answers_query("is_move", "enter_board", "zone_change")
def zone_change_is_not_move() -> None:
    """A card changing zones, such as entering the board, is not in itself a move."""
