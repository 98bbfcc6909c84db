"""Game objects and the Board (106-108, 119-124, 133, 141, 148, 161, 170-175, 180, 702): what
counts as a game object or a permanent, and which zones make up the Board."""

from __future__ import annotations

from judge.engine.predicates import answers_query

# --- game objects and permanents ------------------------------------------------------------


@answers_query("object_kind", "unit_game_object")
def object_unit_game_object() -> None:
    """A unit is a game object (Main Deck cards are game objects in any zone)."""


@answers_query("object_kind", "gear_game_object")
def object_gear_game_object() -> None:
    """Gear are game objects (Main Deck cards are game objects in any zone)."""


@answers_query("object_kind", "spell_game_object", "rune_game_object")
def object_cards_and_runes_game_objects() -> None:
    """Main Deck cards, spells among them, and runes are game objects in any zone."""


@answers_query("object_kind", "battlefield_game_object")
def object_battlefield_game_object() -> None:
    """Battlefields are game objects."""


@answers_query("object_kind", "legend_game_object")
def object_legend_game_object() -> None:
    """Legends are game objects; the Champion Legend in its Legend Zone is one."""


@answers_query("object_kind", "token_game_object")
def object_token_game_object() -> None:
    """Tokens are game objects, created by spells and abilities, in any zone they exist in."""


@answers_query("object_kind", "buff_game_object")
def object_buff_game_object() -> None:
    """A buff is a game object: the game objects include the status markers placed on
    units, buffs among them."""


@answers_query("object_kind", "unit_permanent", "gear_permanent")
def object_unit_gear_permanent() -> None:
    """Units and gear are permanents: unit and gear are the permanent types, the Main Deck
    game objects that remain on the board after being played."""


@answers_query("object_kind", "spell_permanent")
def object_spell_not_permanent() -> None:
    """A spell is not a permanent: spells do not remain on the board after being played."""


@answers_query("object_kind", "battlefield_permanent")
def object_battlefield_not_permanent() -> None:
    """Battlefields are not permanents."""


@answers_query("battlefield_rule", "killed")
def battlefield_not_killed() -> None:
    """Battlefields cannot be killed during the course of regular play."""


@answers_query("battlefield_rule", "moved")
def battlefield_not_moved() -> None:
    """Battlefields cannot be moved."""


@answers_query("battlefield_rule", "targeted")
def battlefield_can_be_targeted() -> None:
    """Battlefields can be targeted by spells or game effects."""


# --- the Board and the Non-Board Zones ------------------------------------------------------


@answers_query("board_zone", "base", "battlefield", "facedown_zone", "legend_zone")
def zone_board_zones() -> None:
    """The Board is made of the Bases, the Battlefield Zone and its Facedown Zones, and the
    Legend Zones."""


@answers_query(
    "board_zone", "chain", "trash", "champion_zone", "main_deck", "rune_deck", "banishment", "hand"
)
def zone_non_board_zones() -> None:
    """The Chain, the Trashes, the Champion Zones, the Main Deck and Rune Deck Zones, the
    Banishments and the Hands are Non-Board Zones: no part of the Board."""
