"""What a move does to battlefield control, who controls a battlefield's abilities, and who
makes the choices of a spell, an ability or a permanent."""

from __future__ import annotations

import functools
import re

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
    step,
    unchanged,
)
from judge.engine.predicates.board import says
from judge.engine.predicates.cleanup import with_field
from judge.engine.questions import Decides, EventQuery, Move, Play, Question
from judge.engine.state import ChainItem, GameState, Gear, Unit
from judge.patterns import LazyPattern
from judge.records import replace


@step
def control_contest_on_move(state: GameState, doing: Doing) -> Stepped:
    """Units that move or are played to an uncontested battlefield their controller doesn't
    control contest it, for the units' controller, no matter who played the card that moved
    them."""
    action = doing.action
    if isinstance(action, Move):
        arrivals = list(zip(action.units, action.to, strict=True))
    elif isinstance(action, Play):
        arrivals = [(action.card.name, action.to)]
    else:
        return unchanged(state)
    events: list[Event] = []
    for name, place in arrivals:
        unit = state.unit(name)
        field = state.battlefield(place.name) if place.is_battlefield else None
        if unit is None or field is None:
            continue
        # For whom the unit contests it, or does not: the contest makes its controller the
        # attacker of a combat there.
        who = (field.name, unit.controller, name)
        if field.controller == unit.controller:
            text = f"{says(unit.controller, 'already controls', 'already control')} {field.name}"
            if field.contested_by is None:
                text += (
                    f", so {name} does not contest it: no showdown or combat is staged there"
                    " for it, and there is nothing to conquer."
                )
            else:
                text += f"; it is already contested by {field.contested_by}."
            events.append(Event(text, "contested", who, happened=False, at=field.name))
        elif field.contested_by is not None:
            text = f"{field.name} is already contested by {field.contested_by}."
            events.append(Event(text, "contested", who, happened=False, at=field.name))
        else:
            state = with_field(state, replace(field, contested_by=unit.controller))
            text = f"{field.name} becomes contested by {unit.controller}."
            events.append(Event(text, "contested", who, at=field.name))
    return Stepped(state, tuple(events))


@step
def move_cleanup(state: GameState, doing: Doing) -> Stepped:
    """When a move is complete, a cleanup is performed."""
    return unchanged(state, Event("A cleanup follows the move.", "cleanup"))


@answers_query("uses_chain", "move")
def move_no_chain() -> None:
    """Moving doesn't use the chain, so nobody can respond to the move itself."""


@predicate
def control_abilities(situation: GameState, question: Question) -> Check:
    """While a battlefield is controlled, its controller controls its abilities."""
    if not isinstance(question, EventQuery) or question.kind != "ability_controller":
        return SKIP
    field = situation.battlefield(question.battlefield)
    if field is None or field.controller is None:
        return SKIP
    return held(
        f"{says(field.controller, 'controls', 'control')} {field.name}, so also its abilities.",
        value=field.controller,
    )


@predicate
def control_uncontrolled_abilities(situation: GameState, question: Question) -> Check:
    """While a battlefield is uncontrolled, so are its abilities; the turn player puts them on
    the chain, makes their choices and is treated as their controller."""
    if not isinstance(question, EventQuery) or question.kind != "ability_controller":
        return SKIP
    field = situation.battlefield(question.battlefield)
    if field is None or field.controller is not None:
        return SKIP
    return held(
        f"{field.name} is uncontrolled, and so are its abilities: the turn player, "
        f"{situation.turn}, adds them to the chain, makes their choices and is treated as their "
        "controller where a rule needs one, unless an ability says which player controls it or "
        'makes its choice; "you" in them refers to no one.',
        value=situation.turn,
    )


#: Card text naming a player other than "you" who makes the ability's choice ("When a player
#: plays a spell, they may ...", "that player may pay", "its controller may"). The older form
#: of reading printed words; ``names_the_spells_player`` asks the compiled ability instead.
_CHOOSER = LazyPattern(r"\b(?:any player|that player|its controller|they) may\b", re.IGNORECASE)


@functools.cache
def names_its_chooser(name: str) -> bool:
    """Does the battlefield card named ``name`` have an ability whose text says which player
    (not "you") makes its choice? False for a name that is no card of the list."""
    from judge.cards.catalog import card_named

    card = card_named(name)
    if card is None:
        return False
    found = _CHOOSER.search(card.printed)
    return found is not None and (found[0].lower() != "they may" or "player" in card.printed)


@functools.cache
def names_the_spells_player(name: str) -> bool:
    """Does the card named ``name`` have a triggered ability, triggered by a player playing a
    spell, whose effect names the player its trigger names (Abandoned Hall: "When a player
    plays a spell, they may ...")? Read from its compiled printed text, as
    ``names_its_chooser`` reads it; False for a name that is no card of the list."""
    from judge.ask.cards import CardEntry, read_card_text
    from judge.cards.catalog import card_named
    from judge.cards.compile import TRIGGERED
    from judge.cards.understood import compiled_abilities

    card = card_named(name)
    if card is None:
        return False
    keywords, texts = read_card_text(card.printed, None)
    return any(
        ability.kind == TRIGGERED
        and ability.trigger is not None
        and ability.trigger.event == "play a spell"
        and ability.effect is not None
        and any(
            mention.noun == "player" and mention.role == "trigger"
            for instruction in ability.effect.instructions
            for mention in instruction.mentions
        )
        for ability in compiled_abilities(CardEntry(card.name, card.type, keywords, texts))
    )


def spell_player(situation: GameState, name: str) -> tuple[str, str] | None:
    """The player the battlefield ``name``'s ability names when it is the player who played a
    spell, and the spell, read from the spells on the chain: None unless one player played
    them all, or when the ability names another player."""
    if not names_the_spells_player(name):
        return None
    spells = [item for item in situation.chain if item.kind == "spell"]
    players = {item.controller for item in spells}
    if len(players) != 1 or None in players:
        return None
    return str(spells[-1].controller), spells[-1].name


@predicate
def control_indicated_abilities(situation: GameState, question: Question) -> Check:
    """A battlefield ability that indicates which player controls it (or makes its choices) is
    controlled by that player, whoever controls the battlefield."""
    if not isinstance(question, EventQuery) or question.kind != "ability_controller":
        return SKIP
    field = situation.battlefield(question.battlefield)
    if field is None:
        return SKIP
    if field.ability_controller is None:
        if not names_its_chooser(field.name):
            return SKIP
        named = spell_player(situation, field.name)
        if named is not None:
            player, spell = named
            return held(
                f"{field.name}'s ability says the player who played a spell makes its choice; "
                f"{player} played {spell}, so {says(player, 'controls', 'control')} it, "
                f"whoever controls {field.name}.",
                value=player,
                notable=True,
            )
        return held(
            f"{field.name}'s ability says which player makes its choice, so that player "
            f"controls it, whoever controls {field.name}.",
            value="the player its ability names",
            notable=True,
        )
    player = field.ability_controller
    return held(
        f"{field.name}'s ability indicates that {player} controls it, so "
        f"{says(player, 'controls', 'control')} it whoever controls {field.name}.",
        value=player,
        notable=True,
    )


# --- who makes the choices of a spell, an ability or a permanent --------------------------

SPELL_CHOICES = {
    "targets": "choose its targets",
    "modes": "choose its modes",
    "costs": "pay its costs",
}
PERMANENT_CHOICES = {
    "inherent_abilities": "make the decisions about its inherent abilities",
    "unique_abilities": "make the decisions about its unique abilities",
    "while_played": "make the decisions needed while it is being played",
    "when_played": 'make the decisions of the effects its "When you play me" abilities create',
}
#: Card text that gives a choice or a payment to a player other than its controller ("an
#: opponent chooses", "each player may pay"): the rule's default does not settle it.
_OTHER_CHOOSER = LazyPattern(
    r"\b(?:an opponent|opponents|each player|each opponent|that player|its controller|they)"
    r" (?:chooses?|may|pays?)\b",
    re.IGNORECASE,
)


def _gives_choice_away(name: str) -> bool:
    """Does the card ``name`` names (none: no) give a choice or a payment to another player?"""
    from judge.cards.catalog import card_named

    card = card_named(name)
    return card is not None and _OTHER_CHOOSER.search(card.printed) is not None


def _control_unchanged(permanent: Unit | Gear) -> bool:
    """Does the player who played ``permanent`` still control it? When control changed,
    whether its decisions follow the new controller the rule does not say."""
    if permanent.owned_by != permanent.controller:
        return False
    return not isinstance(permanent, Unit) or permanent.played_by in (None, permanent.controller)


def _chain_item(situation: GameState, name: str, kinds: tuple[str, ...]) -> ChainItem | None:
    """The item on the chain named ``name``, when it is of one of ``kinds``."""
    item = next((i for i in situation.chain if i.name == name), None)
    return item if item is not None and item.kind in kinds else None


def _called(kind: str, name: str) -> str:
    """ "the spell Test Spell", or the name alone when it says its kind ("the spell")."""
    return name if kind in name.lower() else f"the {kind} {name}"


def _decided_by(controller: str, question: Decides, what: str, choices: dict[str, str]) -> Check:
    """Held when the player asked of is ``controller``, the one who makes the choice."""
    plain = choices[question.choice]
    verb, rest = plain.split(" ", 1)
    does = says(controller, f"{verb}s {rest}", plain)
    controls = f"{says(controller, 'controls', 'control')} {what}"
    if question.player == controller:
        return held(f"{controls}, so {does}.")
    return failed(f"{controls}: {does}, not {question.player}.")


@predicate
def control_spell_choices(situation: GameState, question: Question) -> Check:
    """The player who plays a spell controls it: that player chooses its targets and modes
    and pays its costs."""
    if not isinstance(question, Decides) or question.choice not in SPELL_CHOICES:
        return SKIP
    item = _chain_item(situation, question.asked, ("spell",))
    if item is None or item.controller is None or _gives_choice_away(item.name):
        return SKIP
    return _decided_by(item.controller, question, _called("spell", item.name), SPELL_CHOICES)


@predicate
def control_ability_choices(situation: GameState, question: Question) -> Check:
    """An ability's controller chooses its targets and modes and pays its costs."""
    if not isinstance(question, Decides) or question.choice not in SPELL_CHOICES:
        return SKIP
    item = _chain_item(situation, question.asked, ("activated", "triggered"))
    if item is None or item.controller is None or _gives_choice_away(item.source or item.name):
        return SKIP
    return _decided_by(item.controller, question, _called("ability", item.name), SPELL_CHOICES)


@predicate
def control_ability_of_source(situation: GameState, question: Question) -> Check:
    """By default, the controller of an ability's source (a unit, a gear or a legend on the
    board) is the controller of that ability."""
    if not isinstance(question, Decides) or question.choice not in SPELL_CHOICES:
        return SKIP
    item = _chain_item(situation, question.asked, ("activated", "triggered"))
    source = situation.ability_source(item.source) if item is not None and item.source else None
    if item is None or source is None or item.controller != source.controller:
        return SKIP
    if _gives_choice_away(source.name):
        return SKIP
    controller = source.controller
    text = (
        f"{says(controller, 'controls', 'control')} {source.name}, the source of "
        f"{_called('ability', item.name)}, so also the ability"
    )
    if question.player == controller:
        return held(f"{text}.")
    return failed(f"{text}, not {question.player}.")


@predicate
def control_decisions_not_shared(situation: GameState, question: Question) -> Check:
    """In 2v2, control is not shared: a player's teammate does not make the choices of a
    spell, an ability or a permanent that player controls."""
    if not isinstance(question, Decides):
        return SKIP
    item = _chain_item(
        situation, question.asked, ("spell", "activated", "triggered", "unit", "gear")
    )
    controller = item.controller if item is not None else None
    card = (item.source or item.name) if item is not None else question.asked
    permanent = situation.permanent(question.asked) if item is None else None
    if permanent is not None and _control_unchanged(permanent):
        controller = permanent.controller
    if controller is None or question.player not in situation.teammates(controller):
        return SKIP
    if _gives_choice_away(card):
        return SKIP
    return failed(
        f"Control is not shared between teammates: {says(question.player, 'does', 'do')} "
        f"not control {question.asked}; {says(controller, 'does', 'do')}."
    )


@predicate
def control_ability_source_changed(situation: GameState, question: Question) -> Check:
    """A change of control of an ability's source does not change who controls the ability:
    the player who controls the source now is not its controller for that, and its choices
    were made by its controller as it was played. The source is on the board (a unit, a
    gear or a legend): an ability of a card off the board, or of a battlefield, is
    controlled by another rule, not by a change of control."""
    if not isinstance(question, Decides) or question.choice not in SPELL_CHOICES:
        return SKIP
    item = _chain_item(situation, question.asked, ("activated", "triggered"))
    source = situation.ability_source(item.source) if item is not None and item.source else None
    if item is None or source is None or item.controller in (None, source.controller):
        return SKIP
    now = f"{says(source.controller, 'controls', 'control')} {source.name} now"
    ability = _called("ability", item.name)
    still = f"{says(item.controller, 'still controls', 'still control')} it"
    text = f"{now}, but that does not change who controls {ability}: {still}"
    if question.player == item.controller:
        return held(f"{text}, and made its choices as it was played.", notable=True)
    if question.player != source.controller:
        return SKIP
    return failed(f"{text}; its choices were made by {item.controller} as it was played.")


@predicate
def control_permanent_choices(situation: GameState, question: Question) -> Check:
    """The player who plays a permanent is its controller as it enters the board and makes
    the decisions about its inherent and unique abilities, those needed while it is being
    played, and those of what its "When you play me" abilities create."""
    if not isinstance(question, Decides) or question.choice not in PERMANENT_CHOICES:
        return SKIP
    item = _chain_item(situation, question.asked, ("unit", "gear"))
    if item is not None and item.controller is not None and not _gives_choice_away(item.name):
        return _decided_by(item.controller, question, item.name, PERMANENT_CHOICES)
    permanent = situation.permanent(question.asked)
    if permanent is None or not _control_unchanged(permanent):
        return SKIP
    if _gives_choice_away(permanent.name):
        return SKIP
    return _decided_by(permanent.controller, question, permanent.name, PERMANENT_CHOICES)
