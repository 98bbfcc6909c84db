"""Deck construction, setup and the modes of play (101-103, 110-118, 481-489).

A deck question (``deck_legal``) is judged requirement by requirement, each a fact: the deck
list's cards come from the card list with their type, supertype, domains and tags
(judge/engine/deck_list.py). What setup does answers queries about the rules; what a mode
sets (its Battlefield Count, its First Turn Process) is read from the situation's mode and
its players in turn order, the first player first. In 2v2 the final point by conquer
excepts the battlefields the conqueror's ally occupied in the turn's Scoring step, which
that step records (turn.scoring_hold).
"""

from __future__ import annotations

from judge.engine.predicates import (
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    answers_query,
    failed,
    held,
    predicate,
    stated,
    step,
    unchanged,
)
from judge.engine.predicates.board import asks, listing, possessive, says
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.scoring import MODES, point_stopped
from judge.engine.questions import (
    DeckCard,
    DeckQuery,
    EventQuery,
    Formation,
    Mulligan,
    Question,
    SetupZone,
)
from judge.engine.state import BATTLEFIELD_COUNT, GameState
from judge.records import replace

MAIN_DECK_MINIMUM = 40
COPIES = 3
SIGNATURE_CARDS = 3
RUNE_CARDS = 12
PROVIDED_BATTLEFIELDS = 3
MAIN_DECK_TYPES = ("Unit", "Gear", "Spell")

# --- the deck ------------------------------------------------------------------------------


def _deck(question: Question) -> DeckQuery | None:
    return question if isinstance(question, DeckQuery) else None


def _with_legend(question: Question) -> DeckQuery | None:
    """The deck, when its legend is a legend card: what its Domain Identity and champion tag
    allow is not judged of a deck whose legend is not one (deck.champion_legend fails)."""
    deck = _deck(question)
    return deck if deck is not None and deck.legend.type == "Legend" else None


def _champion_tags(deck: DeckQuery) -> set[str]:
    """The legend's tags: the champion tag that links it to its champion and signature cards."""
    return set(deck.legend.tags)


@predicate
def deck_champion_legend(situation: GameState, question: Question) -> Check:
    """A deck has one Champion Legend: the card named as the legend must be a legend."""
    if (deck := _deck(question)) is None:
        return SKIP
    if deck.legend.type != "Legend":
        return failed(
            f"{deck.legend.name} is a {deck.legend.type.lower()}, not a legend: a deck's "
            "Champion Legend must be a legend card.",
            (deck.legend.name,),
        )
    return held(f"{deck.legend.name} is a legend.", (deck.legend.name,))


@predicate
def deck_chosen_champion(situation: GameState, question: Question) -> Check:
    """The Chosen Champion must be a champion unit with a champion tag matching the tag on
    the Champion Legend; a signature unit is not a champion unit."""
    if (deck := _with_legend(question)) is None:
        return SKIP
    champion = deck.champion
    if champion.type != "Unit" or champion.supertype != "Champion":
        kind = f"{champion.supertype.lower()} {champion.type.lower()}".strip()
        return failed(
            f"{champion.name} is a {kind}, not a champion unit: it can't be the Chosen Champion.",
            (champion.name,),
        )
    shared = _champion_tags(deck) & set(champion.tags)
    if not shared:
        return failed(
            f"{champion.name} has no champion tag of {deck.legend.name} "
            f"({listing(sorted(deck.legend.tags)) or 'no tag'}): it can't be the Chosen "
            "Champion of this deck.",
            (champion.name,),
        )
    return held(
        f"{champion.name} is a champion unit with the tag {listing(sorted(shared))}, as "
        f"{deck.legend.name} has.",
        (champion.name,),
    )


@predicate
def deck_main_deck_size(situation: GameState, question: Question) -> Check:
    """The Main Deck, its Chosen Champion included, has at least 40 cards."""
    if (deck := _deck(question)) is None:
        return SKIP
    size = deck.main_deck_size
    if size < MAIN_DECK_MINIMUM:
        return failed(
            f"The Main Deck has {size} cards, the Chosen Champion included: it needs at least "
            f"{MAIN_DECK_MINIMUM}."
        )
    return held(f"The Main Deck has {size} cards, the Chosen Champion included.")


@predicate
def deck_main_deck_cards(situation: GameState, question: Question) -> Check:
    """The Main Deck is made of units, gear and spells; runes belong to the Rune Deck, and
    legends and battlefields are part of neither deck."""
    if (deck := _deck(question)) is None:
        return SKIP
    wrong = [card for card in deck.main_deck if card.type not in MAIN_DECK_TYPES]
    if wrong:
        said = listing([f"{card.name} (a {card.type.lower()})" for card in wrong])
        return failed(
            f"The Main Deck holds units, gear and spells only: {said} can't be in it.",
            tuple(card.name for card in wrong),
        )
    return held("Every Main Deck card is a unit, a gear or a spell.")


@predicate
def deck_copies(situation: GameState, question: Question) -> Check:
    """A Main Deck holds at most 3 copies of a card of the same name, the Chosen Champion
    counted among them."""
    if (deck := _deck(question)) is None:
        return SKIP
    over = {name: n for name, n in deck.copies().items() if n > COPIES}
    if over:
        said = listing([f"{n} copies of {name}" for name, n in sorted(over.items())])
        return failed(
            f"The Main Deck has {said}, the Chosen Champion counted: at most {COPIES} of a "
            "name are allowed.",
            tuple(sorted(over)),
        )
    most = max(deck.copies().values())
    return held(f"No name has more than {COPIES} copies in the Main Deck (at most {most}).")


def _outside(identity: set[str], cards: tuple[DeckCard, ...]) -> list[DeckCard]:
    """The cards with a domain the Domain Identity lacks: a card of one domain needs that
    domain, a card of several needs all of them."""
    return [card for card in cards if not set(card.domains) <= identity]


@predicate
def deck_domain_identity(situation: GameState, question: Question) -> Check:
    """When the deck is built, the cards of its Main Deck, the Chosen Champion included,
    abide by the deck's Domain Identity, the domains of its Champion Legend: a card of one
    domain needs that domain in it, a card of several domains needs all of them."""
    if (deck := _with_legend(question)) is None:
        return SKIP
    identity = set(deck.legend.domains)
    cards = {card.name: card for card in (deck.champion, *deck.main_deck)}
    wrong = _outside(identity, tuple(cards.values()))
    if wrong:
        said = listing([f"{card.name} ({'/'.join(card.domains)})" for card in wrong])
        return failed(
            f"{said} {'is' if len(wrong) == 1 else 'are'} outside the Domain Identity of "
            f"{deck.legend.name} ({'/'.join(deck.legend.domains) or 'no domain'}).",
            tuple(card.name for card in wrong),
        )
    return held(
        f"Every Main Deck card is within the Domain Identity of {deck.legend.name} "
        f"({'/'.join(deck.legend.domains)})."
    )


@predicate
def deck_signature_not_champion(situation: GameState, question: Question) -> Check:
    """Signature cards are not champion units and can't be placed in the Champion Zone, where
    the Chosen Champion is placed at the start of the game, so none of them can be the Chosen
    Champion."""
    if (deck := _deck(question)) is None:
        return SKIP
    champion = deck.champion
    if champion.supertype == "Signature":
        return failed(
            f"{champion.name}, a Signature card, can't be placed in the Champion Zone, where the "
            "Chosen Champion is placed: it can't be the Chosen Champion.",
            (champion.name,),
        )
    signatures = sorted({card.name for card in deck.main_deck if card.supertype == "Signature"})
    if not signatures:
        return SKIP  # no Signature card for the rule to place
    return held(
        f"{listing(signatures)} {'is' if len(signatures) == 1 else 'are'} in the Main Deck, "
        f"and the Chosen Champion, {champion.name}, is not a Signature card.",
        tuple(signatures),
    )


@predicate
def deck_signature_cards(situation: GameState, question: Question) -> Check:
    """A deck holds at most 3 Signature cards in all, whatever their names, and each must
    have the champion tag of the deck's Champion Legend."""
    if (deck := _with_legend(question)) is None:
        return SKIP
    signatures = [card for card in deck.main_deck if card.supertype == "Signature"]
    total = sum(card.count for card in signatures)
    if total > SIGNATURE_CARDS:
        return failed(
            f"The deck has {total} Signature cards: at most {SIGNATURE_CARDS} in all are "
            "allowed, whatever their names.",
            tuple(card.name for card in signatures),
        )
    tags = _champion_tags(deck)
    foreign = [card for card in signatures if not tags & set(card.tags)]
    if foreign:
        return failed(
            f"{listing([c.name for c in foreign])} {'has' if len(foreign) == 1 else 'have'} "
            f"no champion tag of {deck.legend.name}: a deck's Signature cards must have it.",
            tuple(card.name for card in foreign),
        )
    if not total:
        return held("The deck has no Signature cards.")
    return held(
        f"The deck has {total} Signature card{'s' * (total != 1)}, "
        f"{'each ' * (total != 1)}with its legend's champion tag."
    )


@predicate
def deck_format_legality(situation: GameState, question: Question) -> Check:
    """The Main Deck's cards are subject to the card legality of the format being played: a
    card on the ban list of sanctioned play is not legal there."""
    if (deck := _deck(question)) is None:
        return SKIP
    banned = sorted({card.name for card in deck.main_cards if card.banned_since})
    if banned:
        return failed(
            f"{listing(banned)} {'is' if len(banned) == 1 else 'are'} banned from sanctioned "
            "play (the ban list): not legal in that format.",
            tuple(banned),
        )
    return held("No card of the Main Deck is on the ban list.")


@predicate
def deck_rune_cards(situation: GameState, question: Question) -> Check:
    """The Rune Deck is 12 rune cards."""
    if (deck := _deck(question)) is None:
        return SKIP
    wrong = [card for card in deck.runes if card.type != "Rune"]
    if wrong:
        return failed(
            f"{listing([c.name for c in wrong])} {'is' if len(wrong) == 1 else 'are'} not "
            "a rune: the Rune Deck holds rune cards only.",
            tuple(card.name for card in wrong),
        )
    count = sum(card.count for card in deck.runes)
    if count != RUNE_CARDS:
        return failed(f"The Rune Deck has {count} runes: it must have {RUNE_CARDS}.")
    return held(f"The Rune Deck has {RUNE_CARDS} runes.")


@predicate
def deck_rune_domains(situation: GameState, question: Question) -> Check:
    """The runes of the Rune Deck must be of the Domain Identity of the Champion Legend."""
    if (deck := _with_legend(question)) is None:
        return SKIP
    runes = tuple(card for card in deck.runes if card.type == "Rune")
    wrong = _outside(set(deck.legend.domains), runes)
    if wrong:
        return failed(
            f"{listing([c.name for c in wrong])} {'is' if len(wrong) == 1 else 'are'} "
            f"outside the Domain Identity of {deck.legend.name} "
            f"({'/'.join(deck.legend.domains) or 'no domain'}).",
            tuple(card.name for card in wrong),
        )
    return held(f"Every rune is of the Domain Identity of {deck.legend.name}.")


@predicate
def deck_battlefield_names(situation: GameState, question: Question) -> Check:
    """A deck can't include two battlefields of the same name when it needs more than one."""
    if (deck := _deck(question)) is None:
        return SKIP
    names = [card.name for card in deck.battlefields]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice and len(names) > 1:
        return failed(
            f"The deck includes {listing(twice)} more than once: its battlefields must have "
            "different names.",
            tuple(twice),
        )
    return held("The deck's battlefields have different names.")


def _provided(situation: GameState, question: Question, modes: tuple[str, ...]) -> Check:
    """Three battlefields, all of them battlefield cards, in a deck for ``modes``."""
    if (deck := _deck(question)) is None or situation.mode not in modes:
        return SKIP
    wrong = [card for card in deck.battlefields if card.type != "Battlefield"]
    if wrong:
        return failed(
            f"{listing([c.name for c in wrong])} {'is' if len(wrong) == 1 else 'are'} not "
            "a battlefield.",
            tuple(card.name for card in wrong),
        )
    count = len(deck.battlefields)
    if count != PROVIDED_BATTLEFIELDS:
        return failed(
            f"In {MODES[situation.mode]} each player provides {PROVIDED_BATTLEFIELDS} "
            f"battlefields in their deck; this deck has {count}."
        )
    return held(
        f"In {MODES[situation.mode]} each player provides {PROVIDED_BATTLEFIELDS} "
        "battlefields, as this deck does."
    )


@predicate
def deck_duel_battlefields(situation: GameState, question: Question) -> Check:
    """In 1v1 (Duel or Match) each player provides three battlefields in their deck."""
    return _provided(situation, question, ("1v1",))


@predicate
def deck_ffa3_battlefields(situation: GameState, question: Question) -> Check:
    """In a three-player free-for-all each player provides three battlefields in their deck."""
    return _provided(situation, question, ("ffa3",))


@predicate
def deck_ffa4_battlefields(situation: GameState, question: Question) -> Check:
    """In a four-player free-for-all each player provides three battlefields in their deck."""
    return _provided(situation, question, ("ffa4",))


@predicate
def deck_team_battlefields(situation: GameState, question: Question) -> Check:
    """In 2v2 each player provides three battlefields in their deck."""
    return _provided(situation, question, ("2v2",))


# --- setup: queries about the rules ------------------------------------------------------------


# Where setup puts each thing: the Setup Process's own zone for it (a card set aside in a
# mulligan is recycled, put on the bottom of the Main Deck).
SETUP_ZONES = {
    "legend": "legend zone",
    "champion": "champion zone",
    "main deck": "main deck",
    "rune deck": "rune deck",
    "mulligan": "main deck",
}


def _setup_zone(question: Question, query: str | None, what: str, rule: object) -> Check:
    """Where setup puts ``what`` (the rule's docstring says it), asked as the rules query
    ``query`` or as whether it goes to a zone: held only for the rule's own zone."""
    if query is not None and asks(question, "setup", query):
        return held(stated(rule))
    if not isinstance(question, SetupZone) or question.what != what:
        return SKIP
    if question.zone != SETUP_ZONES[what]:
        return failed(f"{stated(rule)} Setup does not put it in their {question.zone}.")
    return held(stated(rule))


@predicate
def setup_legend_zone(situation: GameState, question: Question) -> Check:
    """At setup each player places their Champion Legend in their Legend Zone; Legends are
    not shuffled into Decks."""
    return _setup_zone(question, "legend_zone", "legend", setup_legend_zone)


@predicate
def setup_champion_zone(situation: GameState, question: Question) -> Check:
    """At setup each player places their Chosen Champion in their Champion Zone."""
    return _setup_zone(question, "champion_zone", "champion", setup_champion_zone)


@predicate
def setup_decks_placed(situation: GameState, question: Question) -> Check:
    """At setup each player shuffles their Main Deck and their Rune Deck, separately, and
    places them in their Main Deck Zone and their Rune Deck Zone."""
    if not isinstance(question, SetupZone) or question.what not in ("main deck", "rune deck"):
        return SKIP
    return _setup_zone(question, None, question.what, setup_decks_placed)


# --- the Champion Legend in its Legend Zone ---------------------------------------------------


@answers_query("legend_rule", "killed")
def legend_not_killed() -> None:
    """A Champion Legend can't be killed: killing is a permanent going to the trash from the
    board, legends are not permanents, and the Champion Legend can't be removed from its
    Legend Zone."""


@answers_query("legend_rule", "moved")
def legend_stays_in_legend_zone() -> None:
    """The Champion Legend can't be removed, moved or displaced from its Legend Zone, which
    is not a location."""


@answers_query("legend_rule", "targeted")
def legend_can_be_targeted() -> None:
    """Legends can be targeted by spells or game effects."""


@answers_query("legend_rule", "permanent")
def legend_not_permanent() -> None:
    """Legends are not permanents."""


@predicate
def setup_first_player_random(situation: GameState, question: Question) -> Check:
    """Who goes first is determined by any fair random method all players agree on: the
    First Player, who becomes the turn player first; no mode says otherwise."""
    if not (isinstance(question, EventQuery) and question.kind == "first_player"):
        return SKIP
    reason = (
        "Turn order is determined by any fair random method all players agree on: the player "
        "it makes the First Player takes the first turn, and the turn order loops from them."
    )
    return held(reason, value="decided at random")


@answers_query("setup", "random_turn_order")
def setup_random_turn_order() -> None:
    """Turn order is determined by any fair random method all players agree on."""


@answers_query("setup", "draw_four")
def setup_draw_four() -> None:
    """At setup each player draws 4 cards."""


@answers_query("setup", "mulligan_up_to_two")
def setup_mulligan_up_to_two() -> None:
    """In turn order each player performs their mulligan: they may set aside up to two
    cards from their hand, then draw as many as they set aside."""


@predicate
def setup_mulligan_set_aside(situation: GameState, question: Question) -> Check:
    """In their mulligan a player may set aside up to two cards from their hand."""
    if not isinstance(question, Mulligan):
        return SKIP
    count = question.set_aside
    if count > 2:
        return failed(f"A mulligan sets aside up to two cards, not {count}.")
    return held(f"A mulligan may set aside up to two cards: {count} is allowed.")


@predicate
def setup_mulligan_draws_as_many(situation: GameState, question: Question) -> Check:
    """A player draws as many cards as they set aside in their mulligan."""
    if not isinstance(question, Mulligan) or question.draws is None:
        return SKIP
    if question.draws != question.set_aside:
        return failed(
            f"A player who set aside {question.set_aside} draws as many, "
            f"{question.set_aside}, not {question.draws}."
        )
    return held(f"A player who set aside {question.set_aside} draws as many.")


@predicate
def setup_mulligan_recycled(situation: GameState, question: Question) -> Check:
    """The cards a player set aside in their mulligan are recycled: put on the bottom of
    their Main Deck."""
    return _setup_zone(question, "mulligan_recycled", "mulligan", setup_mulligan_recycled)


# --- the modes: Number and Formation of Players ----------------------------------------------


def _formation(situation: GameState, question: Question, modes: tuple[str, ...]) -> Check:
    """Whether the game has the players, opponents and teammates the question says: the
    mode's, as the situation's players and teams hold them (each player alike)."""
    if not isinstance(question, Formation) or situation.mode not in modes:
        return SKIP
    first = situation.players[0]
    has = {
        "players": len(situation.players),
        "opponents": len(situation.opponents(first)),
        "teammates": len(situation.teammates(first)),
    }
    said = {
        "players": question.players,
        "opponents": question.opponents,
        "teammates": question.teammates,
    }
    words = (
        f"{MODES[situation.mode]} is played by {has['players']} players, each with "
        f"{has['opponents']} {'opponent' if has['opponents'] == 1 else 'opponents'} and "
        + ("no teammate" if not has["teammates"] else f"{has['teammates']} teammate")
    )
    wrong = [
        f"{said[k]} {k if said[k] != 1 else k.removesuffix('s')}"
        for k in has
        if said[k] is not None and said[k] != has[k]
    ]
    if wrong:
        return failed(f"{words}, not {listing(wrong)}.")
    return held(f"{words}.")


@predicate
def mode_duel_formation(situation: GameState, question: Question) -> Check:
    """1v1 (Duel or Match) is played by 2 players, each with 1 opponent and no teams."""
    return _formation(situation, question, ("1v1",))


@predicate
def mode_ffa3_formation(situation: GameState, question: Question) -> Check:
    """A three-player free-for-all is played by 3 players, each with 2 opponents and no
    teams."""
    return _formation(situation, question, ("ffa3",))


@predicate
def mode_ffa4_formation(situation: GameState, question: Question) -> Check:
    """A four-player free-for-all is played by 4 players, each with 3 opponents and no
    teams."""
    return _formation(situation, question, ("ffa4",))


@predicate
def mode_team_formation(situation: GameState, question: Question) -> Check:
    """2v2 is played by 4 players, each with 2 opponents and 1 teammate."""
    return _formation(situation, question, ("2v2",))


# --- the modes: Battlefield Count and First Turn Process ---------------------------------------


def _count(situation: GameState, question: Question, modes: tuple[str, ...], how: str) -> Check:
    if not (isinstance(question, EventQuery) and question.kind == "battlefield_count"):
        return SKIP
    if situation.mode not in modes:
        return failed(f"This is not {' or '.join(MODES[m] for m in modes)}.")
    count = BATTLEFIELD_COUNT[situation.mode]
    return held(
        f"The Battlefield Count of {MODES[situation.mode]} is {count}: {how}", value=str(count)
    )


@predicate
def mode_duel_battlefield_count(situation: GameState, question: Question) -> Check:
    """In 1v1 the Battlefield Count is 2: each player selects one of their three
    battlefields (in a Duel at random), and both are placed at the same time."""
    how = "each player selects one of their three battlefields (in a Duel, at random)."
    return _count(situation, question, ("1v1",), how)


@predicate
def mode_ffa3_battlefield_count(situation: GameState, question: Question) -> Check:
    """In a three-player free-for-all the Battlefield Count is 3: each player randomly
    selects one of their three battlefields."""
    how = "each player randomly selects one of their three battlefields."
    return _count(situation, question, ("ffa3",), how)


@predicate
def mode_ffa4_battlefield_count(situation: GameState, question: Question) -> Check:
    """In a four-player free-for-all the Battlefield Count is 3: the player taking the
    first turn removes their battlefields, and each other player randomly selects one of
    their three."""
    how = (
        "the player taking the first turn removes their battlefields, and each other player "
        "randomly selects one of their three."
    )
    return _count(situation, question, ("ffa4",), how)


@predicate
def mode_team_battlefield_count(situation: GameState, question: Question) -> Check:
    """In 2v2 the Battlefield Count is 3: the player taking the first turn removes their
    battlefields, and each other player randomly selects one of their three."""
    how = (
        "the player taking the first turn removes their battlefields, and each other player "
        "randomly selects one of their three."
    )
    return _count(situation, question, ("2v2",), how)


# --- the modes: the Format of a match (question match_format) ---------------------------------


def _format(situation: GameState, question: Question, mode: str, games: str, how: str) -> Check:
    """How many games a match of ``mode`` is, when the question asks it of that mode."""
    if not (isinstance(question, EventQuery) and question.kind == "match_format"):
        return SKIP
    if situation.mode != mode:
        return failed(f"This is not {MODES[mode]}.")
    return held(how, value=games)


@predicate
def mode_duel_format(situation: GameState, question: Question) -> Check:
    """A 1v1 Duel is a best of 1: the first player to reach the Victory Score wins the
    match."""
    how = "A 1v1 Duel is a best of 1: the first player to reach the Victory Score wins the match."
    return _format(situation, question, "1v1", "best of 1 in a Duel", how)


@predicate
def mode_match_format(situation: GameState, question: Question) -> Check:
    """A 1v1 Match is a best of 3: the first player to reach the Victory Score wins a game,
    and the first to win two games wins the match."""
    how = (
        "A 1v1 Match is a best of 3: the first player to reach the Victory Score wins a game, "
        "the game is reset with new battlefields, and the first player to win two games wins "
        "the match."
    )
    return _format(situation, question, "1v1", "best of 3 in a Match", how)


@predicate
def mode_match_best_of_five(situation: GameState, question: Question) -> Check:
    """A 1v1 Match may be played as a best of 5 instead, re-using removed battlefields
    only in games 4 and 5."""
    how = (
        "A 1v1 Match may be played as a best of 5; then, only in its games 4 and 5, a player "
        "who has presented each of their battlefields at least once in the match may present "
        "one that was removed from the game, and no battlefield more than twice in the match."
    )
    return _format(situation, question, "1v1", "best of 5 in a Match if played so", how)


@predicate
def mode_ffa3_format(situation: GameState, question: Question) -> Check:
    """A three-player free-for-all is a best of 1: the first player to reach the Victory
    Score wins the match."""
    how = (
        "A three-player free-for-all is a best of 1: the first player to reach the Victory "
        "Score wins the match."
    )
    return _format(situation, question, "ffa3", "best of 1", how)


@predicate
def mode_ffa4_format(situation: GameState, question: Question) -> Check:
    """A four-player free-for-all is a best of 1: the first player to reach the Victory
    Score wins the match."""
    how = (
        "A four-player free-for-all is a best of 1: the first player to reach the Victory "
        "Score wins the match."
    )
    return _format(situation, question, "ffa4", "best of 1", how)


@predicate
def mode_team_format(situation: GameState, question: Question) -> Check:
    """2v2 is a best of 1: the first team to reach the Victory Score wins the match."""
    how = "2v2 is a best of 1: the first team to reach the Victory Score wins the match."
    return _format(situation, question, "2v2", "best of 1", how)


def going_first_and_last(situation: GameState) -> tuple[str, str]:
    """The player going first, the First Player, who takes the game's first turn (the one
    the situation says took it, else the first listed), and the player going last: the one
    before them in the turn order, which loops from the First Player."""
    players = situation.players
    first = situation.first_player if situation.first_player in players else players[0]
    return first, players[players.index(first) - 1]


def _first_turn(situation: GameState, question: Question, modes: tuple[str, ...]) -> Check:
    """Who the mode's First Turn Process adjusts: in 1v1 the player going second channels
    an extra rune; in the other modes the player going last does, and the player going
    first does not draw in their first Draw Phase. Players are in turn order."""
    if not (isinstance(question, EventQuery) and question.kind == "first_turn"):
        return SKIP
    if situation.mode not in modes:
        return failed(f"This is not {' or '.join(MODES[m] for m in modes)}.")
    first, last = going_first_and_last(situation)
    duel = situation.mode == "1v1"
    if question.event == "extra_rune":
        going = "second" if duel else "last"
        text = (
            f"In {MODES[situation.mode]} the player going {going} ({last}) channels an extra "
            "rune from their Rune Deck in their first Channel Phase."
        )
        return held(text, (last,), value=last)
    if duel:
        text = (
            "In a 1v1 game the First Turn Process adjusts only the second player's first "
            "Channel Phase: each player, the first player too, draws 1 in their first Draw "
            "Phase, as the turn player does in every Draw Phase."
        )
        return held(text, value="nobody")
    text = (
        f"In {MODES[situation.mode]} the player going first ({first}) does not draw a card "
        "in their first Draw Phase; every other player draws 1 in theirs, as the turn player "
        "does in every Draw Phase."
    )
    return held(text, (first,), value=first)


@predicate
def mode_duel_first_turn(situation: GameState, question: Question) -> Check:
    """In 1v1 the player going second channels an extra rune in their first Channel Phase."""
    return _first_turn(situation, question, ("1v1",))


@predicate
def mode_ffa3_first_turn(situation: GameState, question: Question) -> Check:
    """In a three-player free-for-all the player going first does not draw in their first
    Draw Phase, and the player going last channels an extra rune in their first Channel
    Phase."""
    return _first_turn(situation, question, ("ffa3",))


@predicate
def mode_ffa4_first_turn(situation: GameState, question: Question) -> Check:
    """In a four-player free-for-all the player going first does not draw in their first
    Draw Phase, and the player going last channels an extra rune in their first Channel
    Phase."""
    return _first_turn(situation, question, ("ffa4",))


@predicate
def mode_team_first_turn(situation: GameState, question: Question) -> Check:
    """In 2v2 the player going first does not draw in their first Draw Phase, and the
    player going last channels an extra rune in their first Channel Phase."""
    return _first_turn(situation, question, ("2v2",))


# --- 2v2: the final point by conquer ------------------------------------------------------------


@step
def team_final_point_ally_battlefields(state: GameState, doing: Doing) -> Stepped:
    """In 2v2, the final point by conquer needs every battlefield scored this turn except
    those the conqueror's ally occupied in the Scoring step of this turn's Beginning Phase:
    with them excepted and every other one scored, the point is scored; else the player
    draws a card instead."""
    return _team_final_point(state, doing.version, whole_phase=False)


@step
def team_final_point_ally_beginning_phase(state: GameState, doing: Doing) -> Stepped:
    """As ``team_final_point_ally_battlefields``, but the ally's battlefields are those
    occupied at any time in the Beginning Phase: the Scoring step's record excepts those
    it names; one it does not name may have been occupied earlier, so it is not decided."""
    return _team_final_point(state, doing.version, whole_phase=True)


# The fact of each reading of the ally's battlefields (whole_phase: v1.3's Beginning Phase).
TEAM_FINAL_POINT = {
    False: "team.final_point_ally_battlefields",
    True: "team.final_point_ally_beginning_phase",
}


def _team_final_point(state: GameState, version: str, whole_phase: bool) -> Stepped:
    final = [
        (player, name)
        for player, name in state.conquered
        if state.points_of(player) >= state.victory_score - 1
    ]
    if not final:
        return unchanged(state)
    if not state.teams:
        player = final[0][0]
        text = (
            f"{says(player, 'has', 'have')} no ally in {MODES[state.mode]}: the final point "
            "excepts no battlefield."
        )
        return unchanged(state, Event(text, "", (player,), happened=False, change=False))
    # The whole Beginning Phase is known when the engine followed it from its start.
    followed = state.occupied_in_beginning if whole_phase else None
    occupied = followed if followed is not None else state.occupied_at_scoring
    if occupied is None:  # left to scoring.final_point: not known
        return unchanged(state)
    when = "in the Beginning Phase" if followed is not None else "in the Scoring step"
    events: list[Event] = []
    done: list[tuple[str, str]] = []
    for player, name in final:
        allies = state.teammates(player)
        excepted = [
            f.name for f in state.battlefields if any((a, f.name) in occupied for a in allies)
        ]
        scored = {f.name for f in state.battlefields if (player, f.name) in state.scored}
        missing = [f.name for f in state.battlefields if f.name not in scored | set(excepted)]
        spared = (
            f"except {listing(excepted)}, which {possessive(player)} ally occupied {when}"
            if excepted
            else f"{possessive(player)} ally occupied none {when}"
        )
        done.append((player, name))
        if missing and whole_phase and followed is None:
            text = (
                f"Whether {possessive(player)} ally occupied {listing(missing)} earlier in the "
                "Beginning Phase, before its Scoring step, is not recorded."
            )
            events.append(Event(text, UNMODELLED, (name,), at=name))
            continue
        if missing:
            text = (
                f"{says(player, 'needs', 'need')} the final point, which needs every "
                f"battlefield scored this turn ({spared}); {listing(missing)} "
                f"{'is' if len(missing) == 1 else 'are'} not: "
                f"{'they draw' if player != 'you' else 'you draw'} a card instead."
            )
            drawn = Event(text, "draws instead", (name,), at=name)
            events += [drawn, replace(drawn, kind="point", happened=False, change=False)]
            state = state.refusing_final_point(player, TEAM_FINAL_POINT[whole_phase], text)
            continue
        stopped = point_stopped(state, player, name, version)
        if stopped is not None:
            events.append(stopped)
            continue
        points = dict(state.points)
        holder = next((p for p in (player, *allies) if p in points), player)
        points[holder] = state.points_of(player) + 1
        state = replace(state, points=tuple(points.items()))
        text = (
            f"{says(player, 'scores', 'score')} the final point for conquering {name}: every "
            f"battlefield has been scored this turn, {spared}."
        )
        events.append(Event(text, "point", (name,), at=name))
    left = tuple(c for c in state.conquered if c not in done)
    return Stepped(replace(state, conquered=left), tuple(events))


# --- whether the First Player's battlefields are used (question setup) -----------------------


def _first_player_battlefields(
    situation: GameState, question: Question, modes: tuple[str, ...], how: str
) -> Check:
    """The rule of ``modes`` on whether the player taking the first turn has a battlefield
    in the game, asked as the setup query ``first_player_battlefields``."""
    if not asks(question, "setup", "first_player_battlefields") or situation.mode not in modes:
        return SKIP
    return held(how)


@predicate
def mode_duel_first_player_battlefield(situation: GameState, question: Question) -> Check:
    """In 1v1 each player selects one of their battlefields, the First Player too."""
    how = "In 1v1 each player, the player going first too, selects one of their battlefields."
    return _first_player_battlefields(situation, question, ("1v1",), how)


@predicate
def mode_ffa3_first_player_battlefield(situation: GameState, question: Question) -> Check:
    """In a three-player free-for-all each player randomly selects one of their
    battlefields, the First Player too."""
    how = (
        "In a three-player free-for-all each player, the player going first too, randomly "
        "selects one of their battlefields, which is used."
    )
    return _first_player_battlefields(situation, question, ("ffa3",), how)


@predicate
def mode_ffa4_first_player_battlefields(situation: GameState, question: Question) -> Check:
    """In a four-player free-for-all the player taking the first turn removes their
    battlefields: they are not used."""
    how = (
        "In a four-player free-for-all the player taking the first turn removes their "
        "battlefields, which are not used; each other player randomly selects one of theirs."
    )
    return _first_player_battlefields(situation, question, ("ffa4",), how)


@predicate
def mode_team_first_player_battlefields(situation: GameState, question: Question) -> Check:
    """In 2v2 the player taking the first turn removes their battlefields: they are not
    used."""
    how = (
        "In 2v2 the player taking the first turn removes their battlefields, which are not "
        "used; each other player randomly selects one of theirs."
    )
    return _first_player_battlefields(situation, question, ("2v2",), how)
