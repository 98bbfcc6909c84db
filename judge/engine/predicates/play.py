"""Where units and gear can be played (355.2, 149, 358.3, 462.2, Ambush, Hidden, Deploy)."""

from __future__ import annotations

from judge.engine.instructions import Mention, read_effect
from judge.engine.predicates import (
    SKIP,
    Check,
    answers_query,
    depends,
    failed,
    held,
    predicate,
)
from judge.engine.predicates.actions import _either
from judge.engine.predicates.board import asks, combat_at, listing, others_at, possessive, says
from judge.engine.predicates.carry_out import (
    CHOOSING,
    assign_targets,
    choices_valid,
    chooses,
    cost_payable,
    group_apart,
    group_of,
)
from judge.engine.predicates.cleanup import combat_sides
from judge.engine.predicates.targets import (
    chosen_elsewhere,
    exempt_words,
    held_elsewhere,
    hidden_elsewhere,
    hidden_mixed,
    hidden_rule_applies,
    invalid_choice,
    joined_play_events,
    mixed_choices,
    others_open,
    others_ruled_out,
)
from judge.engine.predicates.windows import (
    ACTION,
    NONE,
    REACTION,
    default_timing,
    when_able,
    why_not,
)
from judge.engine.questions import Play, Question, Targeting
from judge.engine.state import ChainItem, GameState, Place


def _player_of(play: Play) -> str:
    """The player who plays the card: they become its controller."""
    return play.actor


def _permanent(play: Play) -> bool:
    return play.card.type in ("unit", "gear")


# Where a card is played from by default (a hidden card: from its facedown zone, by Hidden).
PLAYED_FROM = ("hand", "champion zone", "facedown")
ZONE_NAMES = {"board": "on the board", "chain": "on the chain", "played": "already played"}


@predicate
def play_from_zone(situation: GameState, question: Question) -> Check:
    """By default a card is played from its player's hand (or Champion zone); a card the
    actions already played, or that went to another zone, is not."""
    if not isinstance(question, Play):
        return SKIP
    card = question.card
    if card.zone in PLAYED_FROM and card.controller not in ("", question.actor):
        return failed(
            f"{card.name} is in {possessive(card.controller)} {card.zone}: a player plays "
            "cards only from their own hand or Champion zone.",
            (card.name,),
        )
    if card.zone in PLAYED_FROM:
        return SKIP
    where = ZONE_NAMES.get(card.zone, f"in the {card.zone}")
    return failed(
        f"{card.name} is {where}, not in a hand: a card is played from a hand by default, "
        "and no effect here allows playing it from there.",
        (card.name,),
    )


@predicate
def play_unit_location(situation: GameState, question: Question) -> Check:
    """By default a unit is played to its player's base or a battlefield they control (the
    player who plays it becomes its controller)."""
    if not isinstance(question, Play) or question.card.type != "unit":
        return SKIP
    to, player = question.to, _player_of(question)
    if to.is_base and to.name == player:
        return held(f"{question.card.name} is played to {possessive(player)} own base.")
    field = situation.battlefield(to.name) if to.is_battlefield else None
    if field is not None and field.controller == player:
        return held(f"{says(player, 'controls', 'control')} {field.name}.")
    if to.is_base:
        return failed(f"{to.label()} is not {possessive(player)} base.", (question.card.name,))
    lacks = says(player, "doesn't", "don't")
    return failed(f"{lacks} control {to.label()}.", (question.card.name,))


@predicate
def play_gear_location(situation: GameState, question: Question) -> Check:
    """Gear is played to its player's base unless an effect says otherwise."""
    if not isinstance(question, Play) or question.card.type != "gear":
        return SKIP
    to = question.to
    if to.is_base and to.name == _player_of(question):
        return held(f"{question.card.name} is played to {possessive(to.name)} own base.")
    return failed(f"Gear goes to its player's base, not to {to.label()}.", (question.card.name,))


@predicate
def play_never_other_base(situation: GameState, question: Question) -> Check:
    """By default a unit or gear is played to its player's own base, not another player's: the
    player who plays it controls it, and permanents reside in their controller's base."""
    if not isinstance(question, Play) or not question.to.is_base or not _permanent(question):
        return SKIP
    if question.to.name != _player_of(question):
        return failed(
            f"{question.to.label()} is not the base of {_player_of(question)}, who plays it.",
            (question.card.name,),
        )
    return held(f"{question.to.label()} is the base of the player who plays it.")


@predicate
def play_no_illegal_state(situation: GameState, question: Question) -> Check:
    """A unit can't be played where the result would be illegal: a battlefield with units of
    two other players, or (with more than two players) a battlefield with a staged or ongoing
    combat its player is not part of."""
    if not isinstance(question, Play) or not question.to.is_battlefield:
        return SKIP
    if question.card.type != "unit":
        return SKIP
    player, who = _player_of(question), (question.card.name,)
    rivals = others_at(situation, question.to, player)
    if len(rivals) >= 2:
        return failed(f"{question.to.label()} already has units of {listing(sorted(rivals))}.", who)
    if situation.multiplayer and combat_at(situation, question.to):
        part = _participant(situation, player, question.to)
        if part is None:
            return depends(_whether_defender(player, question.to), who)
        if not part:
            return failed(
                f"A combat {says(player, 'is', 'are')} not part of is staged or going on "
                f"at {question.to.label()}.",
                who,
            )
    return held("Playing it there creates no illegal state.")


def _participant(situation: GameState, player: str, place: Place) -> bool | None:
    """Whether the player is a participant in the combat staged or in progress at this
    battlefield. In a combat in progress: its attacker or defender, a designation the player
    keeps when all their units there are gone; in a staged combat, where no one has one yet:
    a player with units there. None: the situation does not show who the defender is."""
    field = situation.battlefield(place.name)
    if field is None or situation.combat != field.name:
        return player in situation.players_at(place)
    attacker, defender = combat_sides(situation, field)
    if player in (attacker, defender):
        return True
    return None if attacker is None or defender is None else False


def _combat_sides_unshown(situation: GameState, play: Play) -> bool:
    """A unit is played, with more than two players, to a battlefield with a combat in
    progress whose participants the situation does not show."""
    if play.card.type != "unit" or not play.to.is_battlefield or not situation.multiplayer:
        return False
    return combat_at(situation, play.to) and _participant(situation, play.actor, play.to) is None


def _whether_defender(player: str, place: Place) -> str:
    return (
        f"It depends on whether {says(player, 'is', 'are')} the attacker or the defender "
        f"of the combat at {place.label()}: the situation does not show who the defender is."
    )


@predicate
def play_effect_into_combat_to_base(situation: GameState, question: Question) -> Check:
    """With more than two players, a unit an effect requires to be played to a battlefield
    with a staged or ongoing combat is played there only when its controller is in that
    combat; otherwise it is played to its controller's base instead."""
    if not isinstance(question, Play) or not question.to.is_battlefield:
        return SKIP
    if question.card.type != "unit" or not (question.by_effect or question.card.token):
        return SKIP
    if not situation.multiplayer or not combat_at(situation, question.to):
        return SKIP
    player, who = _player_of(question), (question.card.name,)
    part = _participant(situation, player, question.to)
    if part is None:
        return depends(_whether_defender(player, question.to), who)
    if not part:
        return failed(
            f"A combat {says(player, 'is', 'are')} not part of is staged or going on at "
            f"{question.to.label()}, so the effect plays {question.card.name} to "
            f"{possessive(player)} base instead.",
            who,
        )
    return held(
        f"{says(player, 'is', 'are')} in the combat at {question.to.label()}, so the effect "
        f"plays {question.card.name} there.",
        who,
        notable=True,
    )


def _default_ok(situation: GameState, play: Play) -> bool:
    return not why_not(situation, play.actor, NONE, play.card.type == "spell")


@predicate
def play_location_by_effect(situation: GameState, question: Question) -> Check:
    """An effect that has a player play a unit to a location it names ("to the same
    location") grants permission to play it there: that location becomes valid for playing
    it, although it is not by default."""
    if not isinstance(question, Play) or not question.location_by_effect:
        return SKIP
    return held(
        f"The effect that plays {question.card.name} names {question.to.label()} as where it "
        "is played: that location is valid for playing it.",
        (question.card.name,),
        notable=True,
    )


@predicate
def play_by_effect_limited(situation: GameState, question: Question) -> Check:
    """A card an effect has its player play (a token always: the effect that creates it plays
    it) is played as that effect resolves: a limited action the effect has its player take,
    not a discretionary one, so when a player may play cards at will (priority, Focus, the
    state and owner of the turn) does not bind it."""
    if not isinstance(question, Play) or not (question.card.token or question.by_effect):
        return SKIP
    name = question.card.name
    what = (
        "a token, played by the effect that creates it"
        if question.card.token
        else ("played by an effect")
    )
    return held(
        f"{name} is {what} as that effect resolves: "
        "a limited action, so the timing of playing cards at will does not apply.",
        (name,),
        notable=True,
    )


@predicate
def play_timing(situation: GameState, question: Question) -> Check:
    """By default a card is played only by a player with priority on their own turn in a
    Neutral Open state (a teammate the turn player invites with their priority too)."""
    if not isinstance(question, Play):
        return SKIP
    who = (question.card.name,)
    return default_timing(situation, question.actor, who, question.card.type == "spell")


def _permission_check(situation: GameState, play: Play, permission: str, why: str) -> Check:
    """Held when ``permission`` (which the card has because ``why``) lets it be played now
    although the default timing does not; failed with the reason when it does not help."""
    who = (play.card.name,)
    reason = why_not(situation, play.actor, permission, play.card.type == "spell")
    if reason:
        return failed(f"{why}, but {reason}.", who)
    when = when_able(situation, play.actor)
    return held(
        f"{why}: it can be played {when} ({situation.turn_state} state).", who, notable=True
    )


@predicate
def play_action_timing(situation: GameState, question: Question) -> Check:
    """Action adds to the default timing: the card can also be played in a showdown, on any
    player's turn, by the player with priority."""
    if not isinstance(question, Play) or "Action" not in question.card.keywords:
        return SKIP
    if _default_ok(situation, question):
        return SKIP
    return _permission_check(situation, question, ACTION, f"{question.card.name} has Action")


def reaction_reason(situation: GameState, play: Play) -> tuple[str, str]:
    """Why the card has Reaction now ('Reaction', 'Quick-Draw', 'Hidden', 'Ambush'), and how
    to say it."""
    card = play.card
    if "Reaction" in card.keywords:
        return "Reaction", f"{card.name} has Reaction"
    if "Quick-Draw" in card.keywords and card.type == "gear":
        return "Quick-Draw", f"{card.name} has Quick-Draw, so it has Reaction"
    if card.facedown_at is not None and not card.hidden_this_turn:
        return "Hidden", f"{card.name} was hidden on an earlier turn, so it has gained Reaction"
    if (
        "Ambush" in card.keywords
        and play.to.is_battlefield
        and play.actor in situation.players_at(play.to)
    ):
        return "Ambush", (
            f"{card.name} has Ambush and is played to a battlefield where its player has units, "
            "so it has Reaction"
        )
    return "", ""


def reaction_check(situation: GameState, question: Question, source: str) -> Check:
    if not isinstance(question, Play) or _default_ok(situation, question):
        return SKIP
    found, reason = reaction_reason(situation, question)
    if found != source:
        return SKIP
    return _permission_check(situation, question, REACTION, reason)


@predicate
def play_reaction_timing(situation: GameState, question: Question) -> Check:
    """Reaction adds to the default timing all of Action's permissions, and the card can also be
    played while something is on the chain, on any player's turn."""
    return reaction_check(situation, question, "Reaction")


@predicate
def play_hidden_reaction(situation: GameState, question: Question) -> Check:
    """A card hidden on an earlier turn has gained Reaction while facedown."""
    return reaction_check(situation, question, "Hidden")


@predicate
def play_ambush_reaction(situation: GameState, question: Question) -> Check:
    """An Ambush unit has Reaction while being played to a battlefield where its player has
    units."""
    return reaction_check(situation, question, "Ambush")


@predicate
def ambush_reaction_conditional(situation: GameState, question: Question) -> Check:
    """Ambush grants Reaction under a condition: the unit has it only while it is being
    played to a battlefield where its player controls units, and not otherwise."""
    if not isinstance(question, Play) or "Ambush" not in question.card.keywords:
        return SKIP
    if _default_ok(situation, question):
        return SKIP
    spell = question.card.type == "spell"
    if why_not(situation, question.actor, REACTION, spell):
        return SKIP  # Reaction would not let it be played now either
    found, reason = reaction_reason(situation, question)
    if found == "Ambush":
        return held(f"{reason}, as long as it is being played there.", (question.card.name,))
    if found or (
        "Action" in question.card.keywords and not why_not(situation, question.actor, ACTION, spell)
    ):
        return SKIP  # it has the permission it needs from elsewhere
    return failed(
        f"{question.card.name} has Ambush, but it gains Reaction only while it is being played to "
        f"a battlefield where {says(question.actor, 'controls', 'control')} units, and "
        f"{question.to.label()} is not one.",
        (question.card.name,),
    )


@predicate
def hidden_played_as_normal(situation: GameState, question: Question) -> Check:
    """A card with Hidden played instead of being hidden (not from facedown) is played as
    normal: for its cost, at its normal timing, without the Reaction a Hidden card gains
    while facedown or played from facedown."""
    if not isinstance(question, Play) or "Hidden" not in question.card.keywords:
        return SKIP
    if question.card.facedown_at is not None:
        return SKIP
    name = question.card.name
    if _default_ok(situation, question):
        return held(f"{name} is played from hand as normal, at its normal timing.", (name,))
    spell = question.card.type == "spell"
    if (
        why_not(situation, question.actor, REACTION, spell)
        or reaction_reason(situation, question)[0]
    ):
        return SKIP  # Reaction would not help, or the card has it from elsewhere
    if "Action" in question.card.keywords and not why_not(situation, question.actor, ACTION, spell):
        return SKIP
    return failed(
        f"{name} has Hidden but is played from hand, not from facedown: played instead of being "
        "hidden, it is played at its normal timing, without the Reaction a hidden card gains.",
        (name,),
    )


@predicate
def keyword_ambush(situation: GameState, question: Question) -> Check:
    """A unit with Ambush can also be played to a battlefield where its player controls units."""
    if not isinstance(question, Play) or "Ambush" not in question.card.keywords:
        return SKIP
    if not question.to.is_battlefield:
        return SKIP
    player = _player_of(question)
    if player in situation.players_at(question.to):
        return held(
            f"{question.card.name} has Ambush and {says(player, 'has', 'have')} units "
            f"at {question.to.label()}.",
            (question.card.name,),
            notable=True,
        )
    return failed(f"{says(player, 'has', 'have')} no units at {question.to.label()} for Ambush.")


def _played_where_hidden(play: Play) -> bool:
    return play.to.is_battlefield and play.to.name == play.card.facedown_at


@predicate
def hidden_play_permission(situation: GameState, question: Question) -> Check:
    """A hidden card can be played from facedown only by the player who hid it, beginning on
    the turn after it was hidden, and only while they control that battlefield."""
    if not isinstance(question, Play) or question.card.facedown_at is None:
        return SKIP
    card, who = question.card, (question.card.name,)
    if question.actor != card.controller:
        return failed(f"{card.name} was hidden by {card.controller}, not {question.actor}.", who)
    if card.hidden_this_turn:
        return failed(
            f"{card.name} was hidden this turn; it can be played beginning on the next turn.", who
        )
    field = situation.battlefield(card.facedown_at or "")
    if field is None or field.controller != card.controller:
        lacks = says(card.controller, "no longer controls", "no longer control")
        return failed(f"{lacks} {card.facedown_at}, where {card.name} was hidden.", who)
    return held(
        f"{says(card.controller, 'hid', 'hid')} {card.name} on an earlier turn and "
        f"{says(card.controller, 'controls', 'control')} {card.facedown_at}.",
        who,
    )


@predicate
def hidden_played_where_hidden(situation: GameState, question: Question) -> Check:
    """A hidden unit or gear must be played to the battlefield where it was hidden."""
    if not isinstance(question, Play) or question.card.facedown_at is None:
        return SKIP
    if not _permanent(question):
        return SKIP
    if _played_where_hidden(question):
        return held(
            f"{question.card.name} was hidden at {question.card.facedown_at}.",
            (question.card.name,),
            notable=True,
        )
    return failed(
        f"{question.card.name} was hidden at {question.card.facedown_at}, "
        "so it must be played there.",
        (question.card.name,),
    )


@predicate
def hidden_overrides_location(situation: GameState, question: Question) -> Check:
    """A hidden unit or gear is played where it was hidden, whatever the usual places (even
    gear's base-only rule)."""
    if not isinstance(question, Play) or question.card.facedown_at is None:
        return SKIP
    if _permanent(question) and _played_where_hidden(question):
        return held(
            f"It goes to {question.card.facedown_at}, where it was hidden.",
            (question.card.name,),
            notable=True,
        )
    return SKIP


@predicate
def keyword_deploy(situation: GameState, question: Question) -> Check:
    """Gear with Deploy is played to any battlefield instead of its controller's base."""
    # (That Deploy gear stays at a battlefield in a cleanup is the recall step's exception.)
    if not isinstance(question, Play) or "Deploy" not in question.card.keywords:
        return SKIP
    if question.card.type != "gear" or not question.to.is_battlefield:
        return SKIP
    return held(
        f"{question.card.name} has Deploy, so it goes to a battlefield.",
        (question.card.name,),
        notable=True,
    )


@predicate
def gear_enters_ready(situation: GameState, question: Question) -> Check:
    """Gear enters play ready: a gear played enters the board ready at its player's base
    (v1.4 says so of a non-unit gear)."""
    if asks(question, "enters_ready", "gear"):
        return held("A gear enters play ready.")
    if asks(question, "enters_ready", "unit", "token_unit"):
        # The other branch of the same step: a unit is not the gear this rule speaks of.
        return failed(
            "A unit is not the gear this rule speaks of: it does not make it enter the board ready."
        )
    return SKIP


def _choices(situation: GameState, play: Play, groups: bool = True) -> tuple[bool | None, str]:
    """Whether the play's named targets (or, none named, some objects) are valid choices for
    the card's compiled effect (``groups``: what a choice asks of its targets as a group
    too); None when that is not settled."""
    return choices_valid(situation, _item(play), read_effect(play.effect), groups)


def _item(play: Play) -> ChainItem:
    """The card being played as the chain item whose choices are checked."""
    return ChainItem(
        play.card.name,
        play.actor,
        "spell",
        effect=play.effect,
        targets=play.targets,
        unchoosable=play.unchoosable,
    )


def _costs(situation: GameState, play: Play) -> tuple[bool | None, str]:
    """Whether every mandatory additional cost of the card can be paid now."""
    for words in play.costs:
        effect = read_effect(words)
        if effect.unknown:
            return None, f'"{effect.unknown}" is not read'
        payable, why = cost_payable(situation, play.actor, effect)
        if payable is not True:
            return payable, why
    return True, ""


def unsettled_play(situation: GameState, play: Play) -> str:
    """Why whether the card can be played turns on its text in a way the engine does not
    settle ("" when it does not): words not compiled, a card on the board whose text limits
    choosing, or a choice or cost the board does not decide."""
    if play.unread:
        return f"{play.card.name}'s text is not compiled whole ({play.unread})"
    if play.effect and play.guarded:
        return f"the text of {listing(list(play.guarded))} limits what can be chosen"
    if _combat_sides_unshown(situation, play):
        return f"the situation does not show who the defender of the combat at {play.to.label()} is"
    choices = _choices(situation, play) if play.effect else (True, "")
    for settled, why in (choices, _costs(situation, play)):
        if settled is None:
            return why
    return ""


@predicate
def play_valid_choices(situation: GameState, question: Question) -> Check:
    """A spell is played only with valid choices for all its targets."""
    if not isinstance(question, Play) or not question.effect or question.guarded:
        return SKIP
    if not question.targets and not any(
        i.chosen() for i in read_effect(question.effect).instructions
    ):
        return SKIP  # it makes no choice
    valid, why = _choices(situation, question, groups=False)  # the group's: play_group_targets
    name = question.card.name
    if valid is None:
        return SKIP
    if not valid:
        return failed(f"{name} can't be played with these choices: {why}.", (name,))
    if question.targets:
        return held(f"{listing(list(question.targets))}: a valid choice for {name}.", (name,))
    return held(f"{name} has a valid choice for each of its targets on the board.", (name,))


@predicate
def play_group_targets(situation: GameState, question: Question) -> Check:
    """A card that asks something of a group of its targets as a whole ("up to three units
    at the same location") is played choosing a group of valid targets that fulfil it
    together."""
    if not isinstance(question, Play) or not question.effect or not question.targets:
        return SKIP
    effect = read_effect(question.effect)
    chosen = assign_targets(effect.instructions, question.targets)
    if effect.unknown or effect.modal or isinstance(chosen, str):
        return SKIP
    name, together = question.card.name, []
    for instruction, names in zip(effect.instructions, chosen, strict=True):
        mention = instruction.chosen()[0] if names else None
        if mention is None or not group_of(mention):
            continue
        if any(situation.unit(n) is None for n in names):
            return SKIP
        if apart := group_apart(situation, mention, list(names)):
            said = f'{name} can\'t be played with these choices: "{mention.words}" asks it of'
            return failed(f"{said} them as a group, and {apart}.", (name, *names))
        together.append(f'{listing(list(names))} ("{mention.words}")')
    if not together:
        return SKIP
    return held(f"{listing(together)}: together, a valid group for {name}.", (name,))


@predicate
def play_chosen_only(situation: GameState, question: Question) -> Check:
    """A card that chooses a spell or ability on the chain by what it chooses ("an enemy
    spell or ability that chooses it and no other friendly unit") counts every target that
    item chose, those it mistargeted among them, but not one that has changed to a non-board
    zone."""
    if not isinstance(question, Play) or not question.effect or not question.targets:
        return SKIP
    effect = read_effect(question.effect)
    chosen = assign_targets(effect.instructions, question.targets)
    if effect.unknown or effect.modal or isinstance(chosen, str):
        return SKIP
    name = question.card.name
    item = ChainItem(name, question.actor, "spell", effect=question.effect)
    before: tuple[str, ...] = ()
    for instruction, names in zip(effect.instructions, chosen, strict=True):
        mention = instruction.chosen()[0] if names else None
        if mention is not None and any(r.kind in CHOOSING for r in mention.restrictions):
            if not _an_enemys(situation, question.actor, mention, names[0]):
                return SKIP  # not "an enemy spell": what it chose does not decide it
            ok, why = chooses(situation, item, mention, names[0], before)
            if ok is None:
                return SKIP
            if not ok:
                return failed(f"{name} can't be played with these choices: {why}.", (name,))
            what = f"{before[0]} and no other friendly unit" if before else "a friendly one"
            said = f'{names[0]} is "{mention.words}": it chose {what}'
            return held(f"{said} still on the board.", (name, names[0]))
        before = names or before
    return SKIP


def _an_enemys(situation: GameState, by: str, mention: Mention, name: str) -> bool:
    """The item ``name`` on the chain is an enemy's to ``by``, or ``mention`` does not ask
    that it be ("an enemy spell or ability")."""
    if not any(r.kind == "enemy" for r in mention.restrictions):
        return True
    chosen = next((i for i in reversed(situation.chain) if i.name == name), None)
    return chosen is not None and chosen.controller in situation.opponents(by)


@predicate
def hidden_targets_here(situation: GameState, question: Question) -> Check:
    """A spell played from facedown, or the play effect of a permanent played from facedown
    (asked as a choice), chooses its targets among the options at the battlefield where it
    was hidden, unless its words make that impossible. When its words make that impossible
    for some choices and not for others, a target of those others chosen elsewhere is not
    judged here (``hidden_targets_each_separately``)."""
    if isinstance(question, Targeting):
        if question.previously:
            return SKIP  # new choices: hidden_new_targets_here
        if question.hidden_at and hidden_rule_applies(question) is False:
            name = question.card or "The permanent"
            return held(
                f"{name} was played from facedown at {question.hidden_at}, but this triggered "
                "ability is no play effect: its choices work as normal, held to no battlefield."
            )
        return _hidden_choice_here(situation, question, each=False)
    if (some := _hidden_some_valid(situation, question)) is not None:
        return _hidden_some_check(question, some)
    found = _hidden_play(situation, question)
    if found is None:
        return SKIP
    elsewhere, mixed = found
    if elsewhere and mixed:
        return SKIP  # whether the others are still held there is each version's own rule
    return _hidden_play_check(question, elsewhere, mixed=False)


@predicate
def hidden_new_targets_here(situation: GameState, question: Question) -> Check:
    """New targets an effect lets a player choose for a spell, or a permanent's play effect,
    played from facedown are held to the battlefield where it was hidden as its first ones
    were, unless the choice's words make that impossible."""
    if not isinstance(question, Targeting) or not question.previously:
        return SKIP
    return _hidden_choice_here(situation, question, each=False)


@predicate
def hidden_targets_each_separately(situation: GameState, question: Question) -> Check:
    """Each target of a spell played from facedown, or of the play effect of a permanent
    played from facedown (asked as a choice), is held to the battlefield where it was
    hidden on its own: one whose choice's words make that impossible may be chosen
    anywhere, another of the same spell must still be chosen there."""
    if isinstance(question, Targeting):
        if not hidden_mixed(question):
            return SKIP
        return _hidden_choice_here(situation, question, each=True)
    found = _hidden_play(situation, question)
    if found is None or not found[1]:
        return SKIP
    return _hidden_play_check(question, found[0], mixed=True)


@predicate
def hidden_joined_play_effect_here(situation: GameState, question: Question) -> Check:
    """A triggered ability whose condition includes its permanent's being played beside
    another event ("When I attack or you play me") is a play effect; when the permanent was
    just played from facedown and the board rules out the other event as what triggered it
    (``others_open``: never "When I attack" at the battlefield its player controls, "When I
    defend" with no combat there), it has triggered from the play alone, so its choice is one
    made while playing from facedown: each target is chosen among the options at the
    battlefield where it was hidden, unless its words make that impossible."""
    if not isinstance(question, Targeting) or not others_ruled_out(situation, question):
        return SKIP
    if hidden_mixed(question):
        return SKIP  # each target on its own: hidden_targets_each_separately's words
    elsewhere = held_elsewhere(situation, question)
    if elsewhere is None:
        return SKIP
    name, here = question.card or "The permanent", question.hidden_at
    others = joined_play_events(question)
    ruled_out = []
    if any("attack" in e for e in others):
        ruled_out.append(f"it can't attack at {here}, which its player controls")
    if any("defend" in e for e in others):
        ruled_out.append(f"it can't defend there with no combat at {here}")
    why = (
        f"{name} was played from facedown at {here} and its condition also names being "
        f"played, so it is a play effect; {' and '.join(ruled_out)}, so it triggered from "
        "being played alone and this choice is made while playing it from facedown"
    )
    if elsewhere:
        return failed(f"{why}, at {here}: not {listing(elsewhere)}.", (name,), notable=True)
    return held(f"{why}, at {here}.", (name,), notable=True)


def _hidden_some_valid(situation: GameState, question: Question) -> tuple[bool, str] | None:
    """For a spell played from facedown with no targets named, whether each choice it must
    make has a valid object at the battlefield it was hidden at (or anywhere, for a choice
    whose words make that impossible), and why not; None when it is no such play, its
    choices are mixed (``mixed_choices``: each version's own rule) or that is not settled."""
    if not isinstance(question, Play) or question.card.facedown_at is None:
        return None
    if question.card.type != "spell" or not question.effect or question.targets:
        return None
    effect = read_effect(question.effect)
    choices = [m for i in effect.instructions for m in i.chosen()]
    if effect.unknown or effect.modal or not choices or mixed_choices(choices):
        return None
    here = question.card.facedown_at
    valid, why = choices_valid(situation, _item(question), effect, groups=False, here=here)
    return None if valid is None else (valid, why)


def _hidden_some_check(question: Question, some: tuple[bool, str]) -> Check:
    """Failed, saying why, when a spell played from facedown has no valid target under the
    battlefield rule; else held."""
    assert isinstance(question, Play) and question.card.facedown_at is not None
    name, here = question.card.name, question.card.facedown_at
    if not some[0]:
        reason = (
            f"{name} is played from facedown at {here}, where its targets must be chosen, and "
            f"a spell with no valid targets there can't be played from facedown: {some[1]}."
        )
        return failed(reason, (name,))
    return held(f"{name} is played from facedown at {here}: it has a valid target there.", (name,))


def _hidden_play(situation: GameState, question: Question) -> tuple[list[str], bool] | None:
    """For a spell played from facedown, its targets not at the battlefield it was hidden
    at whose choice's words do not make that impossible, each on its own, and whether its
    choices are mixed (``mixed_choices``); None when it is no such play or that is not
    settled."""
    if not isinstance(question, Play) or question.card.facedown_at is None:
        return None
    if question.card.type != "spell" or not question.effect or not question.targets:
        return None
    effect = read_effect(question.effect)
    chosen = assign_targets(effect.instructions, question.targets)
    if effect.unknown or isinstance(chosen, str):
        return None
    here = question.card.facedown_at
    elsewhere: list[str] = []
    for instruction, names in zip(effect.instructions, chosen, strict=True):
        if not names:
            continue
        found = chosen_elsewhere(situation, instruction.chosen(), names, here)
        if found is None:
            return None  # whether the restriction applies to them is not settled
        elsewhere += found
    return elsewhere, mixed_choices(m for i in effect.instructions for m in i.chosen())


def _hidden_play_check(question: Question, elsewhere: list[str], mixed: bool) -> Check:
    """Failed, naming the targets chosen elsewhere, or held; ``mixed``: said of each target
    on its own."""
    assert isinstance(question, Play) and question.card.facedown_at is not None
    name, here = question.card.name, question.card.facedown_at
    each = ", each target on its own" if mixed else ""
    if elsewhere:
        reason = (
            f"{name} is played from facedown at {here}, so its targets must be chosen at "
            f"{here}{each}: not {listing(elsewhere)}."
        )
        return failed(reason, (name,), notable=mixed)
    if mixed:
        reason = (
            f"{name} is played from facedown at {here}: each target whose words can be met "
            "there is chosen there, the others anywhere."
        )
        return held(reason, (name,), notable=True)
    return held(f"{name} is played from facedown at {here}: its targets are chosen there.", (name,))


def unsettled_hidden_choice(
    situation: GameState, question: Question, includes_play: bool = False
) -> str:
    """Why whether a choice of a card played from facedown is held to the battlefield it
    was hidden at is not settled here ("" when it is, or when the rule has nothing to hold,
    or when held or not the answer is the same): a triggered ability not known to be a play
    effect (one whose condition joins being played with another event, under a version
    whose play effects are not those whose condition includes being played, not
    ``includes_play``, or with the board not ruling the other event out), choices the engine
    can't pair with the names chosen (two read as one), a choice it can't tell met there, or
    a facedown spell's targets not named."""
    if isinstance(question, Targeting) and question.hidden_at:
        applies = hidden_rule_applies(question)
        if applies is None:
            joined = joined_play_events(question)
            if joined and includes_play and others_ruled_out(situation, question):
                return ""  # its play effect's choice (hidden_joined_play_effect_here)
            if held_elsewhere(situation, question) == [] or invalid_choice(situation, question):
                return ""  # held there or not, the same answer
            card = question.card or "the card"
            if joined and includes_play:
                others = " or ".join(joined)
                open_why = others_open(situation, question)
                because = f" ({open_why})" if open_why else ""
                return (
                    f"the ability of {card} is a play effect, its condition including being "
                    f"played, but it also triggers on {others}, which the board does not rule "
                    f"out{because}: the choice of the instance triggered by the play is held "
                    f"to {question.hidden_at}, and which instance is choosing is not said"
                )
            if joined:
                return (
                    f"whether the ability of {card} is a play effect, its condition joining "
                    "being played with another event, is not said by these rules (a play "
                    'effect is a triggered ability "with the Condition that" its permanent is '
                    "played)"
                )
            return (
                f"whether the ability of {card} is a play effect, "
                "the only one of a permanent played from facedown held to the battlefield "
                "it was hidden at, is not known"
            )
        if applies and hidden_elsewhere(situation, question) is None:
            return (
                f"the judge can't tell which choice of the text each target is chosen for, "
                f"or whether that choice's words can be met at {question.hidden_at}"
            )
        return ""
    if not isinstance(question, Play) or question.card.facedown_at is None:
        return ""
    if question.card.type != "spell" and question.targets:
        return (
            f"the targets of {question.card.name}'s play effect, held to "
            f"{question.card.facedown_at} where it was hidden, are judged when asked as its "
            "ability's choice (a valid_target with hidden_at), not as its play"
        )
    if question.card.type != "spell" or not question.effect:
        return ""
    if not question.targets:
        chooses = any(i.chosen() for i in read_effect(question.effect).instructions)
        if not chooses or _hidden_some_valid(situation, question) is not None:
            return ""
        return (
            f"its targets are not named, and whether there are valid ones among what is at "
            f"{question.card.facedown_at}, where it was hidden, is not settled"
        )
    if _hidden_play(situation, question) is None:
        return (
            f"the judge can't tell which choice of {question.card.name}'s text each target is "
            f"chosen for, or whether that choice's words can be met at "
            f"{question.card.facedown_at}"
        )
    return ""


def unsettled_hidden(situation: GameState, question: Question) -> list[str]:
    """The targets of a spell played from facedown chosen away from the battlefield it was
    hidden at, each with where it is, when the spell's words make that battlefield
    impossible for some of its choices but not for theirs: the rule that those are still
    held there, each target on its own, is not stated by every version."""
    if isinstance(question, Targeting):
        if not hidden_mixed(question):
            return []
        return hidden_elsewhere(situation, question) or []
    found = _hidden_play(situation, question)
    if found is None or not found[1]:
        return []
    return found[0]


def _hidden_choice_here(situation: GameState, question: Targeting, each: bool) -> Check:
    """A choice of a spell played from facedown, made as it is played or made anew: among
    the options at the battlefield it was hidden at (``each``: each target on its own, the
    spell's choices mixed); SKIP when the choices are mixed and one was made elsewhere and
    not ``each``."""
    elsewhere = hidden_elsewhere(situation, question)
    if elsewhere is None or (elsewhere and not each and hidden_mixed(question)):
        return SKIP
    name, here = question.card or "The spell", question.hidden_at
    on_own = ", each target on its own" if each else ""
    anew = ", new choices made for it too" if question.previously else ""
    if elsewhere:
        reason = (
            f"{name} was played from facedown at {here}, so its targets must be chosen at "
            f"{here}{on_own}{anew}: not {listing(elsewhere)}."
        )
        return failed(reason, (name,), notable=True)
    if each:
        return held(
            f"{name} was played from facedown at {here}: each target whose words can be met "
            "there is chosen there, the others anywhere.",
            notable=True,
        )
    if exempt := exempt_words(question):
        return held(
            f'{name} was played from facedown at {here}, but "{exempt}" can never be met '
            "there: its target may be chosen freely."
        )
    return held(f"{name} was played from facedown at {here}: its targets are chosen there.")


@predicate
def play_additional_cost_payable(situation: GameState, question: Question) -> Check:
    """A mandatory additional cost that can't be paid keeps the card from being played."""
    if not isinstance(question, Play) or not question.costs:
        return SKIP
    payable, why = _costs(situation, question)
    name = question.card.name
    if payable is None:
        return SKIP
    if not payable:
        return failed(f"{name}'s additional cost can't be paid: {why}.", (name,))
    return held(f"{name}'s additional cost can be paid.", (name,))


# --- choices and costs that would make the rest of playing a card illegal ------------------

_HAS_CHOICE = {
    "forcing_illegal_with_choice": "The player has a choice that does not make a later step illegal"
}
_NO_CHOICE = {"forcing_illegal_without_choice": "The player has no other choice"}


@predicate
def play_no_choice_forcing_illegal(situation: GameState, question: Question) -> Check:
    """While playing a card, a player may not make a choice or pay a cost that will
    deterministically make a later choice or action of that play illegal, unless they have
    no other choice."""
    return _either(
        question,
        "cost_rule",
        _HAS_CHOICE,
        _NO_CHOICE,
        ("{}, so they must make that one instead.", "{}."),
    )


@predicate
def play_forced_choice_allowed(situation: GameState, question: Question) -> Check:
    """A player who has no other choice may make the choice or pay the cost that will make a
    later choice or action of playing the card illegal."""
    return _either(
        question,
        "cost_rule",
        _NO_CHOICE,
        _HAS_CHOICE,
        ("{}, so they may make it.", "{}."),
    )


# --- a game effect that prevents a game action, and cards that instruct it ----------------


@answers_query("resolution", "prevented_action_playable")
def play_prevented_action_playable() -> None:
    """A game effect preventing the game action a card or ability instructs does not prevent
    that card or ability from being played or finalized."""


@answers_query("resolution", "play_restricted_on_chain")
def play_restriction_not_on_chain() -> None:
    """Text that says a player can't play some cards stops their being played, placing them
    on the chain and finalizing them: a card already finalized on the chain has been put
    there, and such text does not take it off the chain or stop it resolving."""


@answers_query("resolution", "prevented_action_performed")
def play_prevented_action_skipped() -> None:
    """As a card or ability resolves, a game action a game effect prevents is skipped, an
    impossible instruction."""
