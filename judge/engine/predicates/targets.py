"""Targets: what an effect's text chooses, whether a choice is valid, and what happens on
resolution when a target has become illegal. The text is read by
``judge.engine.instructions``; these predicates apply the rules to that reading."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from judge.cards.catalog import card_named
from judge.cards.triggers import OWN_PLAY, condition_events, read_condition
from judge.engine.card_list import bonus_damage_most, bonus_damage_texts
from judge.engine.instructions import (
    ACTION_RESTRICTION,
    CHARACTERISTICS,
    CHOSEN,
    COST,
    CREATED,
    DELAYED,
    DONE_BEFORE,
    EACH_LOCATION,
    HIDDEN_ZONE,
    MUST,
    NAMED_AGAIN,
    OTHERS_CHOOSE,
    REFERRED,
    REFLEXIVE,
    RESTRICTION,
    TRIGGER,
    Effect,
    Instruction,
    Mention,
    Restriction,
    read_effect,
)
from judge.engine.layering import MIGHTY, might_now
from judge.engine.predicates import SKIP, UNSETTLED, Check, depends, failed, held, predicate
from judge.engine.predicates.board import asks, listing, possessive
from judge.engine.questions import Play, Question, SplitDivision, Targeting
from judge.engine.state import BASE, ChainItem, GameState, Gear, Place, Unit
from judge.records import replace

effect_of = functools.lru_cache(maxsize=256)(read_effect)


def _asked(question: Question, kind: str) -> Effect | None:
    """The effect of a targeting question of ``kind``, when its text was read fully."""
    if not isinstance(question, Targeting) or question.kind != kind:
        return None
    effect = effect_of(question.text, question.antecedent, question.player_named)
    if effect.modal and kind != "is_target":
        return None  # which instruction is done, and which choice is made, turn on the mode
    return None if effect.unknown else effect


# --- is it a target? ---------------------------------------------------------------------


def _asked_about(question: Question) -> list[Mention]:
    """The mentions an ``is_target`` question asks about: those of its object, or all. "Me"
    is the card itself, so not an object of another type ("the unit" of a legend's text)."""
    effect = _asked(question, "is_target")
    if effect is None:
        return []
    assert isinstance(question, Targeting)
    if question.object == "anything":
        return list(effect.mentions())
    card = card_named(question.card) if question.card else None
    itself = card is None or card.type.casefold() == question.object
    return [
        m
        for m in effect.mentions()
        if m.noun == question.object and (itself or m.words not in SELF_WORDS)
    ]


# The words by which a card's text names the card itself.
SELF_WORDS = frozenset({"me", "this"})
# The parts that make an object a target, and those that make it another object that is
# none: "the unit" of a text that mentions one of each could be either.
TARGET_PARTS = frozenset({CHOSEN, REFLEXIVE, DELAYED})
NOT_TARGET_PARTS = frozenset(
    {RESTRICTION, COST, TRIGGER, OTHERS_CHOOSE, CHARACTERISTICS, MUST, HIDDEN_ZONE, CREATED}
)


# The first words of a noun phrase that brings one more object into a text ("a Reflection
# unit token", "another unit there"); a word naming one again ("it", "they", "that unit",
# "me") or a set ("each other enemy unit") brings none the question's "the unit" could be.
INTRODUCING = frozenset({"a", "an", "another", "one"})


def _introduces_one(mention: Mention) -> bool:
    """Whether ``mention`` brings one new object into the text: a candidate for "the <noun>"."""
    return mention.number == 1 and mention.words.split()[0] in INTRODUCING


def _which_is_asked(question: Targeting, mentions: list[Mention]) -> str:
    """Why the question's "the <object>" does not say which mention it asks about: some are
    targets and some are other objects that are not, and none is the plain "a <object>" the
    question names again; "" when it is plain which (or every reading answers alike)."""
    targets = [m for m in mentions if m.role in TARGET_PARTS]
    others = [m for m in mentions if m.role in NOT_TARGET_PARTS and _introduces_one(m)]
    plain = {f"a {question.object}", f"an {question.object}", f"target {question.object}"}
    if not targets or not others or any(m.words in plain for m in targets):
        return ""
    return (
        f'In "{question.text.strip()}", "the {question.object}" may be '
        + listing(sorted({f"'{m.words}'" for m in targets}))
        + f" ({listing(sorted({ROLE_WORDS[m.role] for m in targets}))}: a target) or "
        + listing(sorted({f"'{m.words}'" for m in others}))
        + f" ({listing(sorted({ROLE_WORDS[m.role] for m in others}))}: no target); "
        "the question does not say which."
    )


# What each part an object plays in a text makes it, said when a rule about another part
# does not apply to it.
ROLE_WORDS = {
    CHOSEN: "chosen by the card's player",
    RESTRICTION: "only a restriction on another choice",
    ACTION_RESTRICTION: "only a restriction or permission for a game action",
    COST: "part of a cost",
    TRIGGER: "part of the trigger condition",
    OTHERS_CHOOSE: "chosen by the players it names as it resolves",
    CHARACTERISTICS: "selected by its characteristics",
    MUST: "in an instruction a player must complete",
    HIDDEN_ZONE: "in a zone that is not public",
    CREATED: "made by the instruction",
    REFERRED: 'named again by "there" as where an earlier instruction put things',
    REFLEXIVE: "chosen as the reflexive trigger the effect opens is put on the chain",
    DELAYED: "chosen in the delayed trigger the effect creates",
    NAMED_AGAIN: "named again as the object an earlier instruction chose",
}


# The parts that make an object not a target under every version's rules: a part not here
# (the place a game action puts things) is exempt only under the versions whose fact says so.
NEVER_TARGETS = frozenset(
    {RESTRICTION, COST, TRIGGER, OTHERS_CHOOSE, CHARACTERISTICS, MUST, HIDDEN_ZONE}
)
# What an instruction makes (a token) is another object than any it chooses among: it does
# not exist yet as the card is played, so it keeps no other mention from answering.
NOT_THE_SAME_OBJECT = frozenset({CREATED})
# An object named again ("that card", "that unit") is one an earlier instruction chose: it
# plays no part of its own, so it keeps no other mention from answering either.
NO_PART_OF_ITS_OWN = frozenset({NAMED_AGAIN})


def _role_check(question: Question, reasons: dict[str, str]) -> Check:
    """Held when the object asked about plays one of the parts ``reasons`` names in the text
    (for "anything": when no object is chosen and one plays it), said with that part's
    reason; failed when the object named plays only other parts, which the rule is not
    about. A rule that a part makes an object no target (any but being chosen) fails, too,
    when the object also plays a part neither it nor a rule of every version exempts: in
    that part it may still be a target."""
    mentions = _asked_about(question)
    if not mentions:
        return SKIP
    assert isinstance(question, Targeting)
    roles = {m.role for m in mentions}
    if question.object == "anything" and CHOSEN not in reasons and CHOSEN in roles:
        return SKIP
    text = question.text.strip()
    for role, reason in reasons.items():
        playing = [m for m in mentions if m.role == role]
        if not playing:
            continue
        exempt = NEVER_TARGETS | NOT_THE_SAME_OBJECT | NO_PART_OF_ITS_OWN | set(reasons)
        other = [m for m in mentions if m.role not in exempt]
        if CHOSEN not in reasons and other:
            words = listing(sorted({f"'{m.words}'" for m in other}))
            parts = listing(sorted({ROLE_WORDS[m.role] for m in other}))
            return failed(f'In "{text}", {words} is also {parts}, which this rule does not cover.')
        asked_one = role in TARGET_PARTS and question.object != "anything"
        if asked_one and (unsaid := _which_is_asked(question, mentions)):
            return failed(unsaid)
        words = listing(sorted({f"'{m.words}'" for m in playing}))
        return held(reason.format(words=words, text=text))
    if question.object == "anything":
        return SKIP
    words = listing(sorted({f"'{m.words}'" for m in mentions}))
    parts = listing(sorted({ROLE_WORDS[m.role] for m in mentions}))
    wanted = " or ".join(ROLE_WORDS[role] for role in reasons)
    return failed(f'In "{text}", {words} is {parts}: a rule on what is {wanted} does not decide.')


@predicate
def target_chosen_object(situation: GameState, question: Question) -> Check:
    """An object the card's player chooses specifically for the card to affect is a target,
    whether or not the text says "target"."""
    return _role_check(
        question,
        {CHOSEN: 'In "{text}", {words} is chosen by the card\'s player: a target.'},
    )


def _optional_chosen(question: Question) -> tuple[list[Mention], bool] | None:
    """The objects asked about that an instruction the player "may" perform chooses, and
    whether the text is a triggered ability's effect."""
    effect = _asked(question, "is_target")
    if effect is None:
        return None
    assert isinstance(question, Targeting)
    asked = _asked_about(question)
    optional = [
        m
        for instruction in effect.instructions
        if instruction.optional
        for m in instruction.chosen()
        if m in asked
    ]
    triggered = question.triggered or any(i.triggered for i in effect.instructions)
    return (optional, triggered) if optional else None


@predicate
def target_optional_action(situation: GameState, question: Question) -> Check:
    """When a spell says a player "may" perform an action on some objects, those objects
    are targets, chosen as the spell is played, whether or not the player then performs the
    action."""
    found = _optional_chosen(question)
    if found is None:
        return SKIP
    assert isinstance(question, Targeting)
    words = listing(sorted({f"'{m.words}'" for m in found[0]}))
    if found[1]:
        return failed(
            f"\"{question.text.strip()}\" is a triggered ability's effect, not a spell's: {words} "
            "is not chosen as a card is played."
        )
    return held(
        f'In "{question.text.strip()}", {words} is chosen as the card is played, whether or not '
        "the player then does it: a target.",
        notable=True,
    )


@predicate
def target_optional_in_trigger(situation: GameState, question: Question) -> Check:
    """What a triggered ability says its controller "may" perform an action on is a target
    chosen as the ability is finalized, not as its source is played; a "you may" that begins
    its effect is decided first, and declined, the ability goes no further."""
    found = _optional_chosen(question)
    if found is None:
        return SKIP
    assert isinstance(question, Targeting)
    words = listing(sorted({f"'{m.words}'" for m in found[0]}))
    if not found[1]:
        return failed(
            f'"{question.text.strip()}" is not a triggered ability\'s effect: {words} is not '
            "chosen as a triggered ability is finalized."
        )
    return held(
        f'In "{question.text.strip()}", a triggered ability\'s effect, {words} is chosen as the '
        "ability is finalized on the chain: a target.",
        notable=True,
    )


@predicate
def split_division_on_resolution(situation: GameState, question: Question) -> Check:
    """How damage split among units is divided is not decided until the spell or ability
    resolves."""
    if asks(question, "split_chosen_when_played", "division"):
        return held("How split damage is divided is decided as the spell or ability resolves.")
    if asks(question, "split_chosen_when_played", "targets"):
        # The units are not what waits for resolution: only the division does.
        return failed(
            "Only how the damage is divided waits for resolution; the units it is split "
            "among are not left to it.",
            notable=True,
        )
    return SKIP


@predicate
def split_targets_when_played(situation: GameState, question: Question) -> Check:
    """The units damage is split among are targets, chosen as the spell or ability is
    finalized on the chain."""
    if asks(question, "split_chosen_when_played", "targets"):
        return held("The units split damage is dealt to are chosen as the spell is played.")
    if asks(question, "split_chosen_when_played", "division"):
        # What is chosen as it is played is the targets, not how the damage is divided.
        return failed(
            "What is chosen as the spell is played is the units the damage is split among, "
            "not how it is divided among them.",
            notable=True,
        )
    return SKIP


# --- dividing split damage as it resolves (355.14.e-h) ------------------------------------


def _division(question: Question) -> tuple[int, tuple[tuple[str, int], ...]] | None:
    """The damage available and its division among the targets, for a ``split_division``:
    its amounts add up to the damage (the loader refuses one that does not), so a target
    kept receives no more than the damage and no more targets are kept than the damage."""
    if isinstance(question, SplitDivision):
        return question.damage, question.division
    return None


def _kept(division: tuple[tuple[str, int], ...]) -> list[str]:
    """The targets given damage: those that stay targets."""
    return [name for name, amount in division if amount >= 1]


@predicate
def split_valid_damage(situation: GameState, question: Question) -> Check:
    """Each target of split damage must receive a valid amount of damage, 1 or more: with no
    more targets than damage to divide, none may be given 0."""
    asked = _division(question)
    if asked is None:
        return SKIP
    damage, division = asked
    if len(division) > damage:
        return SKIP  # more targets than damage: which cease being targets is 355.14.h's
    short = [name for name, amount in division if amount < 1]
    if short:
        return held(
            f"{listing(short)} would be dealt no damage: each target must receive 1 damage "
            "or more.",
            tuple(short),
        )
    return failed(f"Each of the {len(division)} targets receives 1 damage or more.")


def _none_cease(damage: int, division: tuple[tuple[str, int], ...]) -> Check:
    """No more targets than damage to divide: no target ceases being a target."""
    return failed(
        f"There are no more targets ({len(division)}) than damage to divide ({damage}), "
        "so no target ceases being a target.",
        notable=True,
    )


@predicate
def split_targets_cease(situation: GameState, question: Question) -> Check:
    """With more targets than damage to divide as it resolves, the controller of the effect
    chooses which targets cease being targets, but can't keep fewer targets than they have
    damage to split."""
    asked = _division(question)
    if asked is None:
        return SKIP
    damage, division = asked
    if len(division) <= damage:
        return _none_cease(damage, division)
    kept = _kept(division)
    if len(kept) < damage:
        return held(
            f"{damage} damage would be split among only {len(kept)} of the {len(division)} "
            f"targets: its controller can't keep fewer targets than the {damage} damage to "
            "split.",
            tuple(name for name, _ in division if name not in kept),
        )
    return failed(
        f"{len(division) - damage} of the {len(division)} targets cease being targets, "
        f"leaving {damage}, as many as the damage to split."
    )


@predicate
def split_targets_cease_any(situation: GameState, question: Question) -> Check:
    """With more targets than damage to divide as it resolves, the controller of the effect
    chooses which targets cease being targets, with no number they must keep (v1.3): any
    division giving each target kept 1 or more is allowed, even all of it to one target."""
    asked = _division(question)
    if asked is None:
        return SKIP
    damage, division = asked
    if len(division) <= damage:
        return _none_cease(damage, division)
    kept = _kept(division)
    ceased = [name for name, _ in division if name not in kept]
    given = ", ".join(f"{amount} to {name}" for name, amount in division if amount)
    return held(
        f"{listing(ceased)} {'ceases' if len(ceased) == 1 else 'cease'} being "
        f"{'a target' if len(ceased) == 1 else 'targets'}, and each target kept receives 1 "
        f"damage or more ({given}).",
        tuple(kept),
        notable=len(kept) < damage,
    )


@predicate
def split_division_valid(situation: GameState, question: Question) -> Check:
    """How split damage is divided is decided as it resolves: each target kept receives 1 or
    more, every target when there are no more targets than damage; with more targets than
    damage, the controller of the effect chooses which cease being targets, and keeping one
    for each damage is allowed."""
    asked = _division(question)
    if asked is None:
        return SKIP
    damage, division = asked
    kept = _kept(division)
    given = ", ".join(f"{amount} to {name}" for name, amount in division if amount)
    if len(division) <= damage:
        if len(kept) == len(division):
            return held(f"Every target receives 1 damage or more ({given}).", tuple(kept))
        short = [name for name, amount in division if amount < 1]
        return failed(f"{listing(short)} would be dealt no damage ({given}).", tuple(short))
    if len(kept) < damage:
        # Whether fewer targets than the damage may be kept is where versions differ: v1.4
        # forbids it (split.targets_cease), v1.3 sets no limit (split.targets_cease_any).
        return SKIP
    ceased = [name for name, _ in division if name not in kept]
    return held(
        f"{listing(ceased)} {'ceases' if len(ceased) == 1 else 'cease'} being "
        f"{'a target' if len(ceased) == 1 else 'targets'}, and each target kept receives "
        f"1 damage ({given}).",
        tuple(kept),
    )


@predicate
def target_only_restriction(situation: GameState, question: Question) -> Check:
    """An object mentioned only to restrict another choice is not a target."""
    return _role_check(
        question,
        {
            RESTRICTION: 'In "{text}", {words} only restricts which object can be chosen: '
            "not a target."
        },
    )


@predicate
def target_only_action_restriction(situation: GameState, question: Question) -> Check:
    """An object mentioned only as a restriction or permission for a game action (where a
    move or a play puts things) is not a target."""
    return _role_check(
        question,
        {
            ACTION_RESTRICTION: 'In "{text}", {words} only restricts where the action puts '
            "things: not a target."
        },
    )


@predicate
def target_cost_or_trigger(situation: GameState, question: Question) -> Check:
    """An object mentioned only in a cost or a trigger condition is not a target."""
    return _role_check(
        question,
        {
            COST: 'In "{text}", {words} is part of a cost: not a target.',
            TRIGGER: 'In "{text}", {words} is part of the trigger condition: not a target.',
        },
    )


@predicate
def target_selected_by_characteristics(situation: GameState, question: Question) -> Check:
    """Objects selected by what they are, where no choice is ever possible ("all units",
    "its controller", "your legend"), are not targets."""
    return _role_check(
        question,
        {
            CHARACTERISTICS: 'In "{text}", {words} is selected by its characteristics, never '
            "chosen: not a target."
        },
    )


@predicate
def target_chosen_by_each_player(situation: GameState, question: Question) -> Check:
    """Objects chosen by each player (or other players) as the effect resolves are not
    targets."""
    return _role_check(
        question,
        {
            OTHERS_CHOOSE: 'In "{text}", the players it names choose {words} as it resolves: '
            "not a target."
        },
    )


@predicate
def target_must_instruction(situation: GameState, question: Question) -> Check:
    """An object identified in an instruction a player "must" complete is not a target."""
    return _role_check(
        question,
        {MUST: 'In "{text}", {words} is in an instruction the player must complete: not a target.'},
    )


@predicate
def target_hidden_zone(situation: GameState, question: Question) -> Check:
    """An object in a zone that is not public (a hand, a deck) is not a target."""
    return _role_check(
        question,
        {HIDDEN_ZONE: 'In "{text}", {words} is in a zone that is not public: not a target.'},
    )


@predicate
def target_reflexive_choice(situation: GameState, question: Question) -> Check:
    """An object the card's player chooses in the reflexive trigger an effect opens ("Then
    do this: return a unit from your trash ...") is a target of that new ability, chosen as
    it is put on the chain, not as the card is played."""
    return _role_check(
        question,
        {
            REFLEXIVE: 'In "{text}", {words} is chosen by the card\'s player as the reflexive '
            "trigger it opens is put on the chain: a target of that new ability."
        },
    )


@predicate
def target_delayed_choice(situation: GameState, question: Question) -> Check:
    """An object the delayed trigger's controller chooses in a delayed trigger an effect
    creates ("ready up to 2 runes at the end of this turn") is a target of that delayed
    trigger, a triggered ability, chosen as it is finalized when its time comes, not as the
    item that creates it is."""
    return _role_check(
        question,
        {
            DELAYED: 'In "{text}", {words} is chosen by the delayed trigger\'s controller as '
            "that trigger is finalized when its time comes: a target of the delayed trigger."
        },
    )


@predicate
def target_in_delayed_trigger(situation: GameState, question: Question) -> Check:
    """An object chosen in a delayed trigger an effect creates ("ready up to 2 runes at the
    end of this turn") is a target: a delayed trigger is a triggered ability, and its text
    mentions the object. When it is chosen is not said here."""
    return _role_check(
        question,
        {
            DELAYED: 'In "{text}", {words} is chosen in the delayed trigger it creates, a '
            "triggered ability whose text mentions it: a target."
        },
    )


# --- can it be chosen? -------------------------------------------------------------------


def _the_choice(effect: Effect, question: Targeting) -> Mention | None:
    """The chosen mention the question's instruction makes (its first), if any."""
    if question.instruction > len(effect.instructions):
        return None
    chosen = effect.instructions[question.instruction - 1].chosen()
    return chosen[0] if chosen else None


@dataclass(frozen=True)
class Here:
    """What "here" means for an effect as it is checked: the place of its source, or
    nowhere (``place`` None) when the source is not on the board."""

    place: Place | None


def here_now(situation: GameState, question: Targeting) -> Here | None:
    """ "Here" for a choice made now: where the question's source is (None: no source)."""
    source = situation.unit(question.source) if question.source else None
    return None if source is None else Here(source.at)


def meets(
    situation: GameState,
    unit: Unit,
    restriction: Restriction,
    by: str,
    here: Here | None = None,
    chosen_at: Place | None = None,
) -> bool | None:
    """Whether ``unit`` meets ``restriction`` for the player ``by``; None when the situation
    does not say (its Might is not given, "here" of an unknown source). A choice "at each
    location" is a restriction for each location, the unit's own being the location it was
    chosen at (``chosen_at``; None: not given)."""
    kind = restriction.kind
    if kind == "here":
        return None if here is None else here.place is not None and unit.at == here.place
    if kind == EACH_LOCATION:
        return None if chosen_at is None else unit.at == chosen_at
    friendly = {by} | situation.teammates(by)
    if kind == "enemy":
        return unit.controller in situation.opponents(by)
    if kind == "friendly":
        return unit.controller in friendly
    if kind == "yours":
        return unit.controller == by
    if kind == "at_battlefield":
        return unit.at.is_battlefield
    if kind == "elsewhere" and restriction.words == "at another location":
        # another than the ability's source's (Tideturner's "a unit you control at another
        # location"); "at a different location" may be said of another choice's (Smoke and
        # Mirrors' second unit): not read
        return None if here is None or here.place is None else unit.at != here.place
    if kind == "at_base":  # "in your base": the chooser's; "its owner's": the unit's owner's
        whose = {"in your base": by, "in its owner's base": unit.owned_by}
        return unit.at.kind == BASE and whose.get(restriction.words, unit.at.name) == unit.at.name
    if kind in ("might_max", "might_min", "mighty"):
        might = might_now(situation, unit)  # with its buffs and effects, as the layers say
        if might is None:
            return None
        if kind == "mighty":
            return might >= MIGHTY
        return might <= restriction.value if kind == "might_max" else might >= restriction.value
    if kind == "tag":  # a tag used as a noun ("your Mechs")
        return None if unit.tags is None else restriction.words in unit.tags
    if kind == "one_of_tags":  # any one of several tags listed ("a Bird, Cat, Dog, or Poro")
        return None if unit.tags is None else bool(_listed_tags(restriction.words) & unit.tags)
    if kind == "stunned":
        return unit.stunned
    if kind == "damaged":
        return unit.damage > 0
    if kind == "exhausted" and unit.exhausted is not None:
        return unit.exhausted
    if kind == "ready" and unit.exhausted is not None:
        return not unit.exhausted
    return None


def _listed_tags(words: str) -> frozenset[str]:
    """The tags a list names ("bird, cat, dog, or poro"), each as written and, for a plural
    ("birds"), without its "s" too."""
    listed = [w.strip() for w in re.split(r",(?: or)?|\bor\b", words) if w.strip()]
    return frozenset(listed) | {w[:-1] for w in listed if w.endswith("s")}


def _spell_meets(
    situation: GameState, item: ChainItem, restriction: Restriction, by: str
) -> bool | None:
    """Whether the spell ``item`` on the chain meets ``restriction`` for the player ``by``."""
    if item.controller is None:
        return None
    if restriction.kind == "enemy":
        return item.controller in situation.opponents(by)
    if restriction.kind == "friendly":
        return item.controller in {by} | situation.teammates(by)
    if restriction.kind == "yours":
        return item.controller == by
    return None


def _chosen_spells(
    situation: GameState, targeting: Targeting, mention: Mention
) -> list[tuple[str, bool | None]] | None:
    """For a choice of "a spell": each chosen spell and whether it meets every restriction
    (None: not settled); None when something chosen is not a spell on the chain."""
    if mention.noun != "spell":
        return None
    items = {item.name: item for item in situation.chain if item.kind == "spell"}
    if not targeting.chosen or any(name not in items for name in targeting.chosen):
        return None
    found: list[tuple[str, bool | None]] = []
    for name in targeting.chosen:
        results = [
            _spell_meets(situation, items[name], r, targeting.by) for r in mention.restrictions
        ]
        found.append((name, False if False in results else None if None in results else True))
    return found


def _unmet(
    situation: GameState,
    unit: Unit,
    mention: Mention,
    by: str,
    here: Here | None = None,
    chosen_at: Place | None = None,
) -> tuple[list[str], bool]:
    """The restrictions ``unit`` does not meet, and whether every one could be checked."""
    unmet, checked = [], True
    for restriction in mention.restrictions:
        result = meets(situation, unit, restriction, by, here, chosen_at)
        if result is None:
            checked = False
        elif not result:
            unmet.append(restriction.words)
    return unmet, checked


def _choice_question(question: Question) -> tuple[Effect, Targeting, Mention] | None:
    effect = _asked(question, "valid_target")
    if effect is None:
        return None
    assert isinstance(question, Targeting)
    mention = _the_choice(effect, question)
    return None if mention is None else (effect, question, mention)


@predicate
def target_not_on_board(situation: GameState, question: Question) -> Check:
    """ "Unit", "gear" and "rune" mean objects on the board unless the text says otherwise,
    so a card in another zone is not a valid choice for them."""
    asked = _choice_question(question)
    if asked is None:
        return SKIP
    _, targeting, mention = asked
    if mention.zone != "board" or mention.noun == "legend":
        return SKIP  # a legend is one in the Legend Zone: not this rule's to judge
    # a card in a Facedown Zone is what "facedown card" means: the facedown rules judge it
    facedown = FACEDOWN in mention.noun
    off = [
        card
        for card in situation.cards
        if card.name in targeting.chosen and not (facedown and card.facedown_at is not None)
    ]
    if not off:
        on = [name for name in targeting.chosen if situation.unit(name) is not None]
        if not on or mention.noun != "unit" or len(on) < len(targeting.chosen):
            return SKIP  # not a unit, or a choice the board does not show
        return failed(f"{listing(on)} is on the board.", tuple(on))
    where = listing([f"{card.name} is in the {card.zone}" for card in off])
    return held(f'"{mention.words}" means one on the board; {where}.', tuple(c.name for c in off))


@predicate
def target_restriction_unmet(situation: GameState, question: Question) -> Check:
    """A target must meet all of its targeting restrictions; a choice that doesn't is not
    valid, and the card can't be put on the chain with it."""
    asked = _choice_question(question)
    if asked is None:
        return SKIP
    _, targeting, mention = asked
    reasons = [
        f'{name} does not meet "{mention.words}"'
        for name, ok in _chosen_spells(situation, targeting, mention) or []
        if ok is False
    ]
    for name in targeting.chosen:
        unit = situation.unit(name)
        if unit is None or mention.noun != "unit":
            continue
        unmet, _ = _unmet(situation, unit, mention, targeting.by, here_now(situation, targeting))
        if unmet:
            reasons.append(
                f"{unit.name} is not {listing(unmet)}"
                if len(unmet) > 1
                else f'{unit.name} does not meet "{unmet[0]}"'
            )
    if reasons:
        return held(f'"{mention.words}": {"; ".join(reasons)}.', targeting.chosen)
    met = _all_meet(situation, targeting, mention)
    if not met:
        return SKIP
    return failed(f'{listing(met)} meets "{mention.words}".', targeting.chosen)


def _all_meet(situation: GameState, targeting: Targeting, mention: Mention) -> list[str]:
    """The chosen units, when each is on the board and settled to meet every restriction of
    the choice ([] when one does not, or when the situation does not settle it)."""
    units = [situation.unit(name) for name in targeting.chosen]
    if not units or mention.noun != "unit":
        return []
    here = here_now(situation, targeting)
    for unit in units:
        if unit is None:
            return []
        unmet, settled = _unmet(situation, unit, mention, targeting.by, here)
        if unmet or not settled:
            return []
    return list(targeting.chosen)


@predicate
def target_not_itself(situation: GameState, question: Question) -> Check:
    """A spell or ability can't target itself ("Counter a spell" can't choose the spell that
    says it)."""
    asked = _choice_question(question)
    if asked is None:
        return SKIP
    _, targeting, mention = asked
    if mention.noun not in ("spell", "ability") or not targeting.card:
        return SKIP
    if targeting.card not in targeting.chosen:
        others = listing(list(targeting.chosen))
        return failed(f"{targeting.card} chose {others}, not itself.") if others else SKIP
    return held(f'{targeting.card} can\'t choose itself for "{mention.words}".', (targeting.card,))


@predicate
def target_ability_own_source(situation: GameState, question: Question) -> Check:
    """An ability of a permanent can target that permanent: an ability and its source are
    separate objects, so choosing the source is not the ability choosing itself."""
    asked = _choice_question(question)
    if asked is None:
        return SKIP
    _, targeting, _ = asked
    if not targeting.source or targeting.source not in targeting.chosen:
        return SKIP
    if _invalid(situation, question):
        return SKIP  # another requirement rules the choice out
    return held(
        f"{targeting.source} is the source of the ability, a separate object: it may be chosen.",
        (targeting.source,),
    )


@predicate
def target_spell_on_chain(situation: GameState, question: Question) -> Check:
    """ "Spell" means a spell on the chain unless the text says otherwise: one there that
    meets the card's restrictions, and is not the card itself, is a valid target."""
    asked = _choice_question(question)
    if asked is None:
        return SKIP
    if _invalid(situation, question):
        return _not_valid(situation, question, "spell")
    _, targeting, mention = asked
    if targeting.card in targeting.chosen:
        return SKIP
    spells = _chosen_spells(situation, targeting, mention)
    if spells is None or any(ok is not True for _, ok in spells):
        return SKIP
    names = [name for name, _ in spells]
    return held(
        f'{listing(names)} is a spell on the chain that meets "{mention.words}".', tuple(names)
    )


def _count_question(question: Question) -> tuple[Effect, Targeting, Mention] | None:
    """A valid-target question whose count of choices the putting on the chain rules judge:
    not "may I make new choices?" for an item already on the chain, which chooses nothing
    yet (the new-choices rules answer that)."""
    asked = _choice_question(question)
    if asked is None or (asked[1].previously and not asked[1].chosen):
        return None
    return asked


@predicate
def target_number_of_choices(situation: GameState, question: Question) -> Check:
    """Valid choices must be made for all of a card's targets to put it on the chain: as many
    as it says, or for "up to" and "any number", from zero up to that number."""
    asked = _count_question(question)
    if asked is None:
        return SKIP
    _, targeting, mention = asked
    count = len(targeting.chosen)
    if mention.split:
        return SKIP
    if mention.up_to:
        if not mention.number:
            return SKIP  # "any number": no count to exceed
        if count > mention.number:
            return held(f'"{mention.words}" allows at most {mention.number}; {count} were chosen.')
        return failed(f'"{mention.words}" allows up to {mention.number}: {count} chosen.')
    if count != mention.number:
        return held(f'"{mention.words}" needs {mention.number} chosen; {count} were chosen.')
    return failed(f'"{mention.words}" needs {mention.number} chosen: {count}, as chosen.')


def split_available(targeting: Targeting, mention: Mention) -> int:
    """The damage a split deal has to split when it is played: the amount its text says,
    with the Bonus Damage granted to it added when their sum is positive."""
    return mention.split + max(0, sum(targeting.bonus))


@predicate
def target_split_limit(situation: GameState, question: Question) -> Check:
    """When damage is split among units, each unit chosen is a target, and no more can be
    chosen than the damage available when the spell is played, its Bonus Damage included.
    Bonus Damage a card in play may grant and the question does not give leaves it open,
    unless the units are too many even with the most that card's text states."""
    asked = _count_question(question)
    if asked is None:
        return SKIP
    _, targeting, mention = asked
    if not mention.split:
        return SKIP
    available = split_available(targeting, mention)
    count = len(targeting.chosen)
    if count <= available:
        return failed(
            f"{count} chosen to split {available} damage among: no more than {available}."
        )
    unread = bonus_damage_texts(situation, targeting.card)
    if not targeting.bonus and unread:
        most = bonus_damage_most(situation, unread, targeting.chosen)
        if most is None or count <= available + most:
            return depends(
                f"{listing(list(unread))} speaks of Bonus Damage, which would add to the "
                f"{mention.split} damage to split: whether any is granted to this deal is not "
                "said."
            )
        grants = (
            f"the most Bonus Damage {listing(list(unread))} could grant this deal is {most}"
            if most
            else f"{listing(list(unread))} could grant this deal no Bonus Damage: none of the "
            "units chosen is where it grants it"
        )
        return held(
            f"Even so, {grants}; {available + most} damage can be split among at most "
            f"{available + most} units, and {count} were chosen."
        )
    return held(
        f"{available} damage can be split among at most {available} units; {count} were chosen."
    )


@predicate
def bonus_damage_split_amount(situation: GameState, question: Question) -> Check:
    """The Bonus Damage of a deal that splits damage applies to the amount to be split, so it
    raises how many units may be chosen to split it among."""
    asked = _count_question(question)
    if asked is None:
        return SKIP
    _, targeting, mention = asked
    bonus = sum(targeting.bonus)
    if not mention.split or bonus <= 0 or invalid_choice(situation, question):
        return SKIP
    available = split_available(targeting, mention)
    count = len(targeting.chosen)
    said = (
        f"Its {bonus} Bonus Damage applies to the {mention.split} damage split: "
        f"{available} to split"
    )
    if count > available:
        return failed(f"{said}, and {count} units are more than {available}.")
    return held(
        f"{said}, so up to {available} units may be chosen; {count} were.",
        targeting.chosen,
        notable=count > mention.split,
    )


@predicate
def target_up_to_none(situation: GameState, question: Question) -> Check:
    """A card that chooses "up to" some number or "any number" of objects may choose none
    and be played without targets."""
    asked = _count_question(question)
    if asked is None:
        return SKIP
    _, targeting, mention = asked
    if not mention.up_to or targeting.chosen:
        return SKIP
    return held(f'"{mention.words}" may be none: the card can be played without targets.')


@predicate
def target_up_to_fewer(situation: GameState, question: Question) -> Check:
    """A card that chooses "up to" some number or "any number" of objects may choose any
    number of the available targets: fewer than that number too."""
    asked = _count_question(question)
    if asked is None:
        return SKIP
    _, targeting, mention = asked
    count = len(targeting.chosen)
    if not mention.up_to or mention.split or not count or _invalid(situation, question):
        return SKIP  # none chosen is target_up_to_none's; an invalid choice is no count's
    if mention.number and count >= mention.number:
        return SKIP  # as many as it says: no "fewer" to allow
    allowed = f"up to {mention.number}" if mention.number else "any number"
    return held(f'"{mention.words}" allows {allowed}: {count} may be chosen.')


# The rules that make a chosen object itself an invalid choice (355.9's requirements), and
# those that make the choice as a whole invalid (how many are chosen).
CHOICE_INVALID = (target_not_on_board, target_restriction_unmet, target_not_itself)
COUNT_INVALID = (target_number_of_choices, target_split_limit)


def invalid_choice(situation: GameState, question: Question) -> bool:
    """A chosen object misses a requirement of a valid choice, whatever the count."""
    return any(check(situation, question).status == "held" for check in CHOICE_INVALID)


def _invalid(situation: GameState, question: Question) -> bool:
    # A hidden spell's target held to its battlefield each on its own: with mixed choices
    # (``hidden_mixed``), a version that does not say so is not answered (judging.py).
    # A choice of a play effect joined to another event, the board ruling that one out: held
    # there under a version whose play effects include it (judging.py answers the others).
    held_there = False
    if isinstance(question, Targeting) and others_ruled_out(situation, question):
        held_there = bool(held_elsewhere(situation, question))
    return (
        held_there
        or bool(hidden_elsewhere(situation, question))
        or any(
            check(situation, question).status == "held" for check in CHOICE_INVALID + COUNT_INVALID
        )
    )


# The words by which a choice's restriction makes it impossible at the battlefield a spell
# was hidden at, so that its target may be chosen anywhere.
ELSEWHERE = ("at a different location", "at another location", "at another battlefield")
# ... and those by which it names a zone that is no battlefield ("a unit in your base", as
# Tideturner's "a unit you control at another location")
ZONES_ELSEWHERE = tuple(
    f"in {whose} {zone}"
    for whose in ("your", "a", "their", "its owner's", "an opponent's")
    for zone in ("base", "hand", "trash", "deck")
)


def impossible_here(mention: Mention) -> bool:
    """The choice's own words can never be met at the battlefield a spell was hidden at
    ("another unit you control at a different location")."""
    return any(words in mention.words for words in ELSEWHERE + ZONES_ELSEWHERE)


def exempt_words(question: Targeting) -> str:
    """The words of the asked instruction's choice when they make the battlefield the card
    was hidden at impossible for every target of it ("" otherwise)."""
    effect = _asked(question, "valid_target")
    if effect is None or question.instruction > len(effect.instructions):
        return ""
    choices = effect.instructions[question.instruction - 1].chosen()
    if not choices or not all(impossible_here(m) for m in choices):
        return ""
    return " and ".join(m.words for m in choices)


def mixed_choices(choices: Iterable[Mention]) -> bool:
    """Some of a spell's choices have words that make them impossible at the battlefield it
    was hidden at and others do not: whether those others are still held to that
    battlefield is a rule some versions state (each target treated on its own) and others
    leave open."""
    return {impossible_here(mention) for mention in choices} == {True, False}


def hidden_mixed(question: Question) -> bool:
    """A choice of a spell played from facedown (``hidden_at``) whose text mixes choices
    its words exempt from that battlefield with choices they do not (``mixed_choices``)."""
    if not isinstance(question, Targeting) or not question.hidden_at:
        return False
    effect = _asked(question, "valid_target")
    if effect is None:
        return False
    return mixed_choices(m for instruction in effect.instructions for m in instruction.chosen())


def hidden_elsewhere(situation: GameState, question: Question) -> list[str] | None:
    """For a choice of a spell played from facedown (``hidden_at``), its chosen units or
    gear that are not at that battlefield, each with where it is, each target on its own
    ([] when all are there, or when the choice's words make that impossible); None when the
    rule does not settle it (not such a question, another kind of object, a location
    chosen). Each target on its own is what every version settles unless the text's choices
    are mixed (``hidden_mixed``): then it is one version's rule only."""
    if not isinstance(question, Targeting) or hidden_rule_applies(question) is not True:
        return None
    return held_elsewhere(situation, question)


def held_elsewhere(situation: GameState, question: Targeting) -> list[str] | None:
    """``hidden_elsewhere`` for a choice the hidden battlefield rule is known to hold (or
    asked as if it did): the chosen not at ``hidden_at`` whose choice's words can be met
    there; None when that is not settled."""
    effect = _asked(question, "valid_target")
    if effect is None or question.instruction > len(effect.instructions):
        return None
    choices = effect.instructions[question.instruction - 1].chosen()
    if not choices:
        return None
    return chosen_elsewhere(situation, choices, question.chosen, question.hidden_at)


def hidden_rule_applies(question: Targeting) -> bool | None:
    """Whether the choice asked about is one the hidden battlefield rule holds in every
    version (a spell's, or a play effect's of a permanent played from facedown, its trigger
    condition its being played alone): False when there is no ``hidden_at`` or the trigger
    condition names no being played of its own; None when a triggered ability's condition is
    not known (its card's ability not read), or joins its being played with another event
    ("When I attack or you play me": ``joined_play_events``)."""
    if not question.hidden_at:
        return False
    events = _asked_events(question)
    if events is None:
        return None
    if not events:
        return True  # a spell's effect
    # Only a play effect ("When you play me") is held (811.1.d.2), the others work as normal
    # (811.2)
    if OWN_PLAY not in events:
        return False
    return True if set(events) == {OWN_PLAY} else None


def _asked_events(question: Targeting) -> tuple[str, ...] | None:
    """The events of the trigger condition of the ability asked about, each alternative
    one, its own being played said as ``OWN_PLAY``: () for a spell's effect; None when not
    read. A real card's is read from the card list (``question.trigger_events``); a typed
    "When ..., ..." by the card compiler's trigger reader."""
    if question.triggered:  # the effect alone, its card's condition read from the card list
        return question.trigger_events
    effect = _asked(question, "valid_target")
    if effect is None or not any(i.triggered for i in effect.instructions):
        return ()
    text = question.text.strip().casefold().replace("\u2019", "'")
    opening = re.match(r"when (?P<condition>[^,]+),", text)
    read = read_condition(opening["condition"]) if opening else ()
    return condition_events(read) if read else None


def joined_play_events(question: Targeting) -> tuple[str, ...]:
    """For a choice of a triggered ability played from facedown (``hidden_at``) whose
    condition joins its permanent's being played with other events ("When I attack or you
    play me"), those other events; () otherwise."""
    events = _asked_events(question) if question.hidden_at else None
    if not events or OWN_PLAY not in events:
        return ()
    return tuple(e for e in events if e != OWN_PLAY)


# The events of a trigger condition the board can rule out for a permanent just played from
# facedown at the battlefield it was hidden at: each with the designations it gains as that
# event happens (383.4.e, 383.4.f).
DESIGNATED = {
    "attack": {"attacker"},
    "defend": {"defender"},
    "attack or defend": {"attacker", "defender"},
}


def others_ruled_out(situation: GameState, question: Targeting) -> bool:
    """The permanent of a triggered ability whose condition joins its being played with
    other events (``joined_play_events``) stands at the battlefield it was hidden at, and
    none of those other events can be what triggered it now (``others_open`` says none is
    open). So the choice made now is its play effect's."""
    return others_open(situation, question) == ""


def others_open(situation: GameState, question: Targeting) -> str | None:
    """For the permanent of a triggered ability whose condition joins its being played with
    other events, just played from facedown, why the board does not rule one of those
    events out as what triggered it now ("" when it rules them all out; None when the
    question is no such choice, or an event is not one the board can rule out).

    Its player controls the battlefield it was hidden at (the play from facedown asks it),
    so as it is played there it applies no Contested status (190.3.a.1), and the Attacker is
    the player whose units applied it (464.2.c.1): "When I attack" is ruled out there. In a
    combat under way at that battlefield it gains the Defender designation in the cleanup
    right after it is played (464.2.c.3.a), before its play effect chooses: "When I defend"
    is ruled out only with no combat there. A board at odds with this (the unit elsewhere,
    the battlefield another player's, the unit given the designation the event would give)
    rules nothing out."""
    others = joined_play_events(question)
    if not others or any(e not in DESIGNATED for e in others):
        return None
    name = question.card or "the permanent"
    unit = situation.unit(question.card) if question.card else None
    if unit is None or unit.at.name != question.hidden_at:
        return f"{name} is not shown at {question.hidden_at}, where it was played from facedown"
    field = situation.battlefield(question.hidden_at)
    if field is None or field.controller != unit.controller:
        return (
            f"{question.hidden_at} is not shown controlled by {name}'s player, as a play from "
            "facedown there asks"
        )
    gains = set().union(*(DESIGNATED[e] for e in others))
    if unit.designation in gains:
        return f"{name} has the {unit.designation.capitalize()} designation"
    if "defender" in gains and situation.combat == question.hidden_at:
        return (
            f"a combat is under way at {question.hidden_at}, so {name} gains the Defender "
            "designation in the cleanup right after it is played, before its play effect chooses"
        )
    return ""


# Words of a choice that name a place other than a battlefield ("a unit in your base"): the
# choice may be impossible at the battlefield, which these words alone do not settle.
OTHER_PLACES = ("base", "hand", "trash", "deck", "banishment", "location")


def held_here(mention: Mention) -> bool | None:
    """Whether the choice ``mention`` is held to the battlefield a spell was hidden at:
    False when its words make that impossible (``impossible_here``), None when they name
    another place, which those words alone do not settle."""
    if impossible_here(mention):
        return False
    if any(place in mention.words.split() for place in OTHER_PLACES):
        return None
    return True


def at_battlefield(thing: Unit | Gear, here: str) -> bool:
    """``thing`` is at the battlefield named ``here``."""
    return thing.at.is_battlefield and thing.at.name == here


def chosen_elsewhere(
    situation: GameState, choices: tuple[Mention, ...], names: tuple[str, ...], here: str
) -> list[str] | None:
    """Of ``names``, chosen in order for an instruction's ``choices``, the units or gear not
    at the battlefield ``here`` whose choice must be made there, each with where it is:
    every target on its own, so one chosen for words that make that impossible ("another
    unit you control at a different location") may be anywhere (when the spell's choices
    are mixed, ``mixed_choices``, that is one version's rule only). None when the rule does
    not settle it (another kind of object, a location chosen, names that can't be told
    apart among several choices)."""
    paired = _each_with_its_choice(choices, names)
    if paired is None:
        return None
    elsewhere: list[str] = []
    for mention, name in paired:
        if " and " in f" {mention.words} ":
            return None  # several choices read as one: which name is which is not known
        held = held_here(mention)
        if held is False:
            continue  # this choice can never be made at that battlefield
        if mention.noun not in ("unit", "gear") or held is None:
            return None
        thing = situation.permanent(name)
        if thing is None:
            return None
        if not at_battlefield(thing, here):
            elsewhere.append(f"{name} (at {thing.at.label()})")
    return elsewhere


def _each_with_its_choice(
    choices: tuple[Mention, ...], names: tuple[str, ...]
) -> list[tuple[Mention, str]] | None:
    """Each of ``names`` with the choice it was made for: all for the one choice, or in
    order, as many for each as it chooses; None when they can't be told apart (an "up to"
    among several choices, a count that does not match)."""
    if len(choices) == 1:
        return [(choices[0], name) for name in names]
    if any(choice.up_to for choice in choices):
        return None
    counts = [choice.number or 1 for choice in choices]
    if sum(counts) != len(names):
        return None
    paired: list[tuple[Mention, str]] = []
    rest = list(names)
    for choice, count in zip(choices, counts, strict=True):
        paired += [(choice, name) for name in rest[:count]]
        rest = rest[count:]
    return paired


def _not_valid(situation: GameState, question: Question, noun: str) -> Check:
    """Failed, with the reason, when a chosen ``noun`` misses a requirement of a valid
    choice (off the board, a restriction unmet, the card itself); else SKIP."""
    asked = _choice_question(question)
    if asked is None or asked[2].noun != noun:
        return SKIP
    found = [check(situation, question) for check in CHOICE_INVALID]
    reasons = [item.reason for item in found if item.status == "held"]
    if not reasons:
        return SKIP
    return failed(f"Not a valid choice: {' '.join(reasons)}", asked[1].chosen)


@predicate
def target_valid_choice(situation: GameState, question: Question) -> Check:
    """A target is a valid choice when it is on the board (unless the text says another
    zone) and meets all of the card's targeting restrictions."""
    asked = _choice_question(question)
    if asked is None:
        return SKIP
    if _invalid(situation, question):
        return _not_valid(situation, question, "unit")
    _, targeting, mention = asked
    units = [situation.unit(name) for name in targeting.chosen]
    if not targeting.chosen or mention.noun != "unit" or None in units:
        return SKIP
    for unit in units:
        assert unit is not None
        if not _unmet(situation, unit, mention, targeting.by, here_now(situation, targeting))[1]:
            return SKIP  # a restriction the situation does not settle
    return held(
        f'{listing(list(targeting.chosen))} meets "{mention.words}": a valid target.',
        targeting.chosen,
    )


def valid_choice(situation: GameState, targeting: Targeting) -> bool | None:
    """Whether the objects ``targeting`` chooses are a valid choice for its text: True or
    False, or None when the rules above do not settle it (not read, not a unit, a
    restriction the situation does not give)."""
    asked = replace(targeting, kind="valid_target")
    if _choice_question(asked) is None:
        return None
    if _invalid(situation, asked):
        return False
    if any(check(situation, asked).status == UNSETTLED for check in COUNT_INVALID):
        return None  # how many may be chosen turns on what the situation does not say
    return True if target_valid_choice(situation, asked).status == "held" else None


def _chosen_by_controller(
    situation: GameState, question: Question, adjective: str
) -> tuple[Targeting, Mention, list[Unit]] | None:
    """A valid-target question whose choice is restricted by ``adjective`` ("friendly",
    "enemy"), with the chosen units."""
    asked = _choice_question(question)
    if asked is None:
        return None
    _, targeting, mention = asked
    if adjective not in {r.kind for r in mention.restrictions}:
        return None
    units = [u for name in targeting.chosen if (u := situation.unit(name)) is not None]
    return targeting, mention, units


@predicate
def target_friendly_includes_teammates(situation: GameState, question: Question) -> Check:
    """Friendly objects are those the player or a teammate controls, so a teammate's unit
    meets "friendly"."""
    found = _chosen_by_controller(situation, question, "friendly")
    if found is None or target_valid_choice(situation, question).status != "held":
        return SKIP
    targeting, mention, units = found
    allies = [u.name for u in units if u.controller in situation.teammates(targeting.by)]
    if not allies:
        return SKIP
    return held(
        f'{listing(allies)} is a teammate\'s: "{mention.words}" includes it.', tuple(allies)
    )


@predicate
def target_enemy_any_opponent(situation: GameState, question: Question) -> Check:
    """Enemy objects are those an opponent of the player controls: with several opponents,
    any of them."""
    found = _chosen_by_controller(situation, question, "enemy")
    if found is None or not situation.multiplayer:
        return SKIP
    if target_valid_choice(situation, question).status != "held":
        return SKIP
    _, mention, units = found
    return held(
        f'{listing([u.name for u in units])} is an opponent\'s: "{mention.words}" includes it.',
        tuple(u.name for u in units),
    )


@predicate
def target_teammate_not_enemy(situation: GameState, question: Question) -> Check:
    """Only an opponent's objects are enemies: a teammate's unit, or the player's own, does
    not meet "enemy"."""
    found = _chosen_by_controller(situation, question, "enemy") or _enemy_targets_now(
        situation, question
    )
    if found is None:
        return SKIP
    targeting, mention, units = found
    friendly = {targeting.by} | situation.teammates(targeting.by)
    ours = [u.name for u in units if u.controller in friendly]
    if not ours:
        return SKIP
    return held(f'{listing(ours)} is not an opponent\'s: not "{mention.words}".', tuple(ours))


def _enemy_targets_now(
    situation: GameState, question: Question
) -> tuple[Targeting, Mention, list[Unit]] | None:
    """For an instruction asked about as its spell resolves whose choice is restricted to
    "enemy": its targets as they are then (after the changes), those still on the board."""
    asked = resolving(question)
    if asked is None:
        return None
    effect, targeting, instruction, index = asked
    mention = next(iter(instruction.chosen()), None)
    if mention is None or "enemy" not in {r.kind for r in mention.restrictions}:
        return None
    units: list[Unit] = []
    for name in instruction_targets(situation, targeting, effect, index) or {}:
        states, left = history(situation, name, targeting)
        units += [states[-1][0]] if states and not left else []
    return targeting, mention, units


@predicate
def target_only_valid_choice(situation: GameState, question: Question) -> Check:
    """An object the card's player chooses is a target even when it is the only valid
    choice at the moment."""
    if not isinstance(question, Targeting) or question.object in ("", "anything"):
        return SKIP
    chosen = [m for m in _asked_about(question) if m.role == CHOSEN and m.noun == "unit"]
    if len(chosen) != 1 or len(situation.units) == 0:
        return SKIP
    here = here_now(situation, question)
    valid = [
        unit
        for unit in situation.units
        if not (found := _unmet(situation, unit, chosen[0], question.by, here))[0] and found[1]
    ]
    if len(valid) > 1:
        return failed(
            f"{listing([unit.name for unit in valid])} are all valid choices for "
            f'"{chosen[0].words}" now: none is the only one.',
            tuple(unit.name for unit in valid),
        )
    if not valid:
        return SKIP
    return held(
        f'{valid[0].name} is the only valid choice for "{chosen[0].words}" now, but it is '
        "still chosen, so still a target.",
        (valid[0].name,),
    )


# --- on resolution -----------------------------------------------------------------------


def history(
    situation: GameState, name: str, question: Targeting
) -> tuple[list[tuple[Unit, Here | None]], bool]:
    """The unit as it was chosen and after each change, each with what "here" meant then
    (where the question's source was: nowhere once it left the board); whether the unit
    left the board."""
    unit = situation.unit(name)
    if unit is None:
        return [], False
    source = situation.unit(question.source) if question.source else None
    here = None if source is None else Here(source.at)
    states, left = [(unit, here)], False
    for change in question.changes:
        if source is not None and change.unit == source.name:
            here = Here(None) if change.zone else Here(change.to) if change.to else here
            if change.unit != name:
                states.append((unit, here))
        if change.unit != name:
            continue
        if change.zone:
            left = True
            continue
        if change.to is not None:
            unit = replace(unit, at=change.to)
        if change.might is not None:
            unit = replace(unit, might=change.might)
        if change.controller:
            unit = replace(unit, controller=change.controller)
        states.append((unit, here))
    return states, left


def target_legality(
    situation: GameState, question: Targeting, mention: Mention, name: str
) -> tuple[bool | None, bool]:
    """Whether a target is legal as the spell resolves (None: not settled) and whether it
    stopped meeting the requirements on the way."""
    states, left = history(situation, name, question)
    if not states:
        return None, False
    if left:
        return False, True
    if untargetable(situation, question, states[0][0]):
        return None, False  # chosen when it could not be: not a choice the rules allow
    at = states[0][0].at  # where it was chosen: its own location for a choice at each one
    checks = [_unmet(situation, unit, mention, question.by, here, at) for unit, here in states]
    if not all(ok for _, ok in checks):
        return None, False
    if untargetable(situation, question, states[-1][0]):
        return False, True
    final_ok = not checks[-1][0]
    return final_ok, any(unmet for unmet, _ in checks[:-1])


def untargetable(situation: GameState, question: Targeting, unit: Unit) -> bool:
    """Whether ``unit`` is Untargetable for the text's spell or ability: its own text says
    enemy spells and abilities can't choose it, and its controller is an opponent of the
    player whose text it is."""
    return unit.name in question.shielded and unit.controller in situation.opponents(question.by)


def _untargetable_on_the_way(
    situation: GameState, question: Question
) -> tuple[list[str], list[str], list[str]] | None:
    """For an instruction asked about as its spell resolves: of its targets whose own text
    makes them Untargetable for enemy spells and abilities, those Untargetable for it as it
    resolves, those that were after being chosen but no longer are, and the others; None
    when it has no such target (or one that left the board)."""
    asked = resolving(question)
    if asked is None:
        return None
    effect, targeting, _, index = asked
    legality = instruction_targets(situation, targeting, effect, index) or {}
    found: tuple[list[str], list[str], list[str]] = ([], [], [])
    for name in (n for n in legality if n in targeting.shielded):
        states, left = history(situation, name, targeting)
        if left or not states or untargetable(situation, targeting, states[0][0]):
            return None
        barred = [untargetable(situation, targeting, unit) for unit, _ in states]
        found[0 if barred[-1] else 1 if any(barred) else 2].append(name)
    return found if any(found) else None


@predicate
def target_untargetable_on_resolution(situation: GameState, question: Question) -> Check:
    """A target that became Untargetable for a spell or ability after it was chosen (its
    controller is now an opponent of the spell's, and its own text says enemy spells and
    abilities can't choose it) is an illegal target as the spell resolves: the instruction
    that chose it is ignored for it. One its controller's or a teammate's spell chose is not
    Untargetable for it."""
    found = _untargetable_on_the_way(situation, question)
    if found is None:
        return SKIP
    assert isinstance(question, Targeting)
    barred, _, others = found
    whose = possessive(question.by)
    asked = resolving(question)
    assert asked is not None
    legality = instruction_targets(situation, question, asked[0], asked[3]) or {}
    if barred and any(v is not False for v in legality.values()):
        return SKIP  # some of its targets are still legal: it is carried out on those
    if barred:
        return held(
            f"{listing(barred)} can't be chosen by enemy spells and abilities, and "
            f"{question.card or 'the spell'} is {whose} spell, an enemy spell to "
            f"{'its' if len(barred) == 1 else 'their'} controller now: Untargetable for it, "
            "so an illegal target as it resolves.",
            tuple(barred),
            notable=True,
        )
    return failed(
        f"{listing(found[1] + others)} can't be chosen by enemy spells and abilities only, "
        f"and as it resolves {question.card or 'the spell'} is no enemy spell to "
        f"{'its' if len(found[1] + others) == 1 else 'their'} controller.",
        tuple(found[1] + others),
        notable=True,
    )


@predicate
def target_untargetable_no_longer(situation: GameState, question: Question) -> Check:
    """A target that became Untargetable for a spell or ability after it was chosen, and
    then stopped being so before it resolved (the spell no longer falls in the category its
    text names, enemy spells and abilities), is a legal target again as it resolves."""
    found = _untargetable_on_the_way(situation, question)
    if found is None or not (found[0] or found[1]):
        return SKIP
    barred, again, _ = found
    if barred:
        return failed(
            f"{listing(barred)} is still Untargetable for it as it resolves.", tuple(barred)
        )
    return held(
        f"{listing(again)} was Untargetable for it for a while, but as it resolves its "
        "controller is no opponent of the spell's: a legal target again.",
        tuple(again),
        notable=True,
    )


def instruction_targets(
    situation: GameState, question: Targeting, effect: Effect, index: int
) -> dict[str, bool | None] | None:
    """The legality of each target of instruction ``index`` (0-based); None when it has none.
    The targets are the chosen objects, given in the order of the instructions' choices."""
    instruction = effect.instructions[index]
    if not instruction.chosen():
        return None
    mention = instruction.chosen()[0]
    offset = sum(
        max(1, len(effect.instructions[i].chosen())) if effect.instructions[i].chosen() else 0
        for i in range(index)
    )
    mine = question.chosen[offset:] if mention.up_to else question.chosen[offset : offset + 1]
    return {name: target_legality(situation, question, mention, name)[0] for name in mine}


def _ignored(situation: GameState, question: Targeting, effect: Effect, index: int) -> bool | None:
    """Whether instruction ``index`` is ignored as the spell resolves: all its targets are
    illegal, or the earlier instruction it is linked to was ignored."""
    legality = instruction_targets(situation, question, effect, index)
    if legality is not None:
        if None in legality.values():
            return None
        if legality and not any(legality.values()):
            return True
    link = _earlier(effect, index)
    if link is not None:
        return _ignored(situation, question, effect, link)
    return False


def _earlier(effect: Effect, index: int) -> int | None:
    """The earlier instruction instruction ``index`` is linked to: the one it refers to
    ("its controller draws 2"), or the one whose game action its condition references ("If
    you do, ...", "If this kills it, do this: ..."); None for none."""
    instruction = effect.instructions[index]
    if instruction.linked_to is not None:
        return instruction.linked_to
    return index - 1 if index and instruction.condition in DONE_BEFORE else None


def resolving(question: Question) -> tuple[Effect, Targeting, Instruction, int] | None:
    effect = _asked(question, "executes")
    if effect is None:
        return None
    assert isinstance(question, Targeting)
    index = question.instruction - 1
    if index >= len(effect.instructions):
        return None
    return effect, question, effect.instructions[index], index


@predicate
def target_illegal_instruction_skipped(situation: GameState, question: Question) -> Check:
    """As a spell resolves, a target that no longer meets its targeting requirements, or that
    has changed zones to or from a non-board zone (even if it came back), is illegal and
    unaffected; an instruction all of whose targets are illegal is not carried out."""
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, index = asked
    legality = instruction_targets(situation, targeting, effect, index)
    if legality and all(v is True for v in legality.values()):
        return failed(
            f"{listing(list(legality))} is still a legal target for "
            f'"{instruction.chosen()[0].words}".',
            tuple(legality),
        )
    if not legality or any(v is not False for v in legality.values()):
        return SKIP
    return held(
        f"{listing(list(legality))} is no longer a legal target for "
        f'"{instruction.chosen()[0].words}", so "{instruction.words}" is not carried out.',
        tuple(legality),
    )


@predicate
def target_each_location_separately(situation: GameState, question: Question) -> Check:
    """A choice of up to one unit "at each location" is a targeting restriction for each
    location, each met on its own by the unit chosen there: a target at another location
    than the one it was chosen at as the spell resolves no longer meets its restriction and
    is unaffected (one moved away and back meets it again); one at its location meets its
    location restriction. Decides the instruction when every target moved, or none did and
    every one still meets its other restrictions (359.3.e.2 checks those)."""
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, index = asked
    mention = instruction.chosen()[0] if instruction.chosen() else None
    if mention is None or not any(r.kind == EACH_LOCATION for r in mention.restrictions):
        return SKIP
    legality = instruction_targets(situation, targeting, effect, index) or {}
    moved: list[str] = []
    for name in legality:
        states, left = history(situation, name, targeting)
        if left or not states:
            return SKIP  # a target that left the board: another rule's to judge
        if states[-1][0].at != states[0][0].at:
            moved.append(
                f"{name} was chosen at {states[0][0].at.label()} and is now at "
                f"{states[-1][0].at.label()}"
            )
    if not legality or 0 < len(moved) < len(legality):
        return SKIP  # some still legal: carried out on those (target.some_targets_legal)
    if not moved and any(v is not True for v in legality.values()):
        return SKIP  # at its location, but illegal (or not settled) on another restriction
    if not moved:
        return failed(
            f"{listing(list(legality))} is still at the location it was chosen at, so it still "
            f'meets its location restriction of "{mention.words}", and its others.',
            tuple(legality),
        )
    return held(
        f"{'; '.join(moved)}: a target no longer at the location it was chosen at no longer "
        f'meets its restriction of "{mention.words}" and is unaffected.',
        tuple(legality),
    )


@predicate
def target_some_targets_legal(situation: GameState, question: Question) -> Check:
    """An instruction with more than one target, only some of which became illegal, is
    carried out on the targets still legal."""
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, index = asked
    legality = instruction_targets(situation, targeting, effect, index)
    if not legality or None in legality.values() or len(legality) < 2:
        return SKIP
    legal = [name for name, ok in legality.items() if ok]
    if len(legal) == len(legality):
        return SKIP
    link = _earlier(effect, index)
    if link is not None and _ignored(situation, targeting, effect, link) is not False:
        return SKIP
    if not legal:
        return failed(f'All of the targets of "{instruction.words}" became illegal: none is left.')
    return held(f'"{instruction.words}" is carried out on {listing(legal)} only.', tuple(legal))


@predicate
def target_legal_target_affected(situation: GameState, question: Question) -> Check:
    """A target that still meets the targeting requirements as the spell resolves, and has
    not changed zones to or from a non-board zone since it was chosen, is legal (even if it
    stopped meeting them for a while): its instruction is carried out."""
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, index = asked
    legality = instruction_targets(situation, targeting, effect, index)
    if legality and all(v is False for v in legality.values()):
        return failed(
            f"{listing(list(legality))} is no longer a legal target for "
            f'"{instruction.chosen()[0].words}".',
            tuple(legality),
        )
    if not legality or not all(v is True for v in legality.values()):
        return SKIP
    link = _earlier(effect, index)
    if link is not None and _ignored(situation, targeting, effect, link) is not False:
        return SKIP
    mention = instruction.chosen()[0]
    again = [n for n in legality if target_legality(situation, targeting, mention, n)[1]]
    more = f" ({listing(again)} met the requirements again)" if again else ""
    return held(
        f"{listing(list(legality))} is still a legal target{more}: "
        f'"{instruction.words}" is carried out.',
        tuple(legality),
        notable=bool(again),
    )


@predicate
def target_linked_instruction_skipped(situation: GameState, question: Question) -> Check:
    """A later instruction linked to an earlier one (it refers to what the earlier one
    affected) is carried out only if the earlier one was; if the earlier one is ignored, so
    is the later."""
    if asks(question, "executes_linked", "earlier_ignored"):
        return held("The earlier linked instruction was ignored, so the later one is too.")
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, index = asked
    link = _earlier(effect, index)
    if link is None:
        return SKIP
    ignored = _ignored(situation, targeting, effect, link)
    earlier = effect.instructions[link].words
    if ignored is False:
        return failed(f'"{instruction.words}" refers to "{earlier}", which is carried out.')
    if ignored is None:
        return SKIP
    return held(
        f'"{instruction.words}" refers to "{earlier}", which is ignored, so it is ignored too.'
    )


@predicate
def target_linked_instruction_follows(situation: GameState, question: Question) -> Check:
    """A later instruction linked to an earlier one is carried out when the earlier one was
    (it had a legal target), as long as nothing of its own stands in the way: no target, no
    condition and no choice of its own."""
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, _ = asked
    if instruction.linked_to is None or not _unconditional(instruction):
        return SKIP
    if instruction.chosen():
        return SKIP
    earlier = effect.instructions[instruction.linked_to]
    if not _unconditional(earlier) or not instruction_targets(
        situation, targeting, effect, instruction.linked_to
    ):
        return SKIP
    ignored = _ignored(situation, targeting, effect, instruction.linked_to)
    if ignored is None:
        return SKIP
    if ignored:
        return failed(f'"{instruction.words}" refers to "{earlier.words}", which is ignored.')
    return held(
        f'"{instruction.words}" refers to "{earlier.words}", which is carried out on a legal '
        "target, so it is carried out too."
    )


def _unconditional(instruction: Instruction) -> bool:
    """Whether an instruction is done whenever it is reached: no condition, choice or cost."""
    return not (
        instruction.condition
        or instruction.optional
        or instruction.cost
        or instruction.mode
        or instruction.reflexive
    )


@predicate
def target_unrelated_instruction(situation: GameState, question: Question) -> Check:
    """An instruction that has no target of its own and is not linked to an ignored
    instruction is still carried out when another instruction's target became illegal, if
    nothing of its own stands in the way: no condition, choice or cost, and not part of a
    reflexive trigger (a new ability, carried out if at all as that one resolves)."""
    asked = resolving(question)
    if asked is None:
        return SKIP
    effect, targeting, instruction, index = asked
    if instruction.chosen() or any(m.role != CHARACTERISTICS for m in instruction.mentions):
        return SKIP
    link = _earlier(effect, index)
    if link is not None:
        ignored = _ignored(situation, targeting, effect, link)
        if ignored is None:
            return SKIP
        if ignored:
            earlier = effect.instructions[link].words
            return failed(f'"{instruction.words}" refers to the ignored "{earlier}".')
    if not _unconditional(instruction):
        return SKIP
    others = [i for i in range(len(effect.instructions)) if i != index]
    skipped = [i for i in others if _ignored(situation, targeting, effect, i) is True]
    if not skipped:
        return SKIP
    return held(
        f'"{instruction.words}" has no target and does not refer to the ignored '
        f'"{effect.instructions[skipped[0]].words}": it is carried out.'
    )


@predicate
def target_untargetable(situation: GameState, question: Question) -> Check:
    """A unit or gear whose own text says it can't be chosen by enemy spells and abilities
    is Untargetable for those: not a legal target for a spell its controller's opponent
    plays, and a legal one for its controller's or a teammate's."""
    if not isinstance(question, Play):
        return SKIP
    named = [name for name in question.targets if name in question.shielded]
    if not named:
        return SKIP
    barred = [name for name in named if name in question.unchoosable]
    verb = "is" if len(barred or named) == 1 else "are"
    if barred:
        return failed(
            f"{listing(barred)} {verb} Untargetable for {possessive(question.actor)} spells "
            f"and abilities, enemy ones to {'its' if len(barred) == 1 else 'their'} "
            "controller, so not a legal target for them.",
            subjects=tuple(barred),
        )
    return held(
        f"{listing(named)} {verb} Untargetable only for enemy spells and abilities, and "
        f"{possessive(question.actor)} {question.card.name} is not one of them.",
        (question.card.name,),
    )


@predicate
def target_untargetable_off_board(situation: GameState, question: Question) -> Check:
    """A card's text that enemy spells and abilities can't choose it is a passive ability of
    the permanent, active only while it is on the board: a card an effect has its player
    choose from a hand or a deck (a zone that is not public, where the choice is no target
    either) is chosen whatever that text says."""
    effect = _asked(question, "valid_target")
    if effect is None:
        return SKIP
    assert isinstance(question, Targeting)
    if question.instruction > len(effect.instructions):
        return SKIP
    step = effect.instructions[question.instruction - 1]
    zoned = [m for m in step.mentions if m.role == HIDDEN_ZONE]
    cards = [c for c in situation.cards if c.name in question.chosen]
    if len(zoned) != 1 or not cards or len(cards) < len(question.chosen):
        return SKIP
    mention = zoned[0]
    if mention.restrictions or any(c.zone != mention.zone or c.type != mention.noun for c in cards):
        return SKIP  # not what the instruction chooses from there, or a requirement unread
    enemies = situation.opponents(question.by)
    guarded = [c.name for c in cards if c.name in question.shielded and c.owned_by in enemies]
    if not guarded:
        return SKIP
    verb = "says" if len(guarded) == 1 else "say"
    return held(
        f"{listing(guarded)} {verb} enemy spells and abilities can't choose "
        f"{'it' if len(guarded) == 1 else 'them'}, a passive ability active only on the "
        f"board; in the {mention.zone}, a zone that is not public, "
        f'"{mention.words}" is chosen there as the effect resolves, no target, and '
        f"{listing(guarded)} can be chosen.",
        tuple(guarded),
    )


# --- linked abilities: "banished with this" ------------------------------------------------


def _banished_with(situation: GameState, question: Question) -> tuple[list[str], list[str]] | None:
    """For a choice of cards "banished with this": the chosen cards the abilities linked
    with the text's card banished (of the kind the text names), and the others; None when
    it is not such a choice, or when the situation does not say what banished one."""
    asked = _choice_question(question)
    if asked is None:
        return None
    _, targeting, mention = asked
    if not targeting.card or "banished_with" not in {r.kind for r in mention.restrictions}:
        return None
    cards = [card for card in situation.cards if card.name in targeting.chosen]
    if not cards or len(cards) < len(targeting.chosen):
        return None  # a choice that is not a card off the board
    if any(card.type != mention.noun for card in cards):
        return None  # not the kind of card the text names: another rule's to say
    if any(card.zone == "banishment" and card.banished_with is None for card in cards):
        return None  # what banished it is not said
    linked: list[str] = []
    others: list[str] = []
    source = targeting.card.lower()
    for card in cards:
        ours = card.zone == "banishment" and (card.banished_with or "").lower() == source
        (linked if ours else others).append(card.name)
    return linked, others


@predicate
def linked_banished_with_this(situation: GameState, question: Question) -> Check:
    """An ability that refers to cards "banished with this" can choose a card an ability
    of the same object banished: abilities printed on one object, or granted by one source,
    are linked."""
    found = _banished_with(situation, question)
    if found is None:
        return SKIP
    linked, others = found
    assert isinstance(question, Targeting)
    if others:
        return failed(f"{listing(others)} was not banished with {question.card}.", tuple(others))
    return held(
        f"{listing(linked)} was banished by an ability linked with {question.card}'s.",
        tuple(linked),
    )


@predicate
def linked_only_its_own(situation: GameState, question: Question) -> Check:
    """An ability that refers to cards its linked abilities affected ("banished with
    this") can affect only those: a card banished by any other effect, or not in
    Banishment, is not one of them."""
    found = _banished_with(situation, question)
    if found is None:
        return SKIP
    linked, others = found
    assert isinstance(question, Targeting)
    if not others:
        return failed(f"{listing(linked)} was banished with {question.card}.", tuple(linked))
    return held(
        f"{listing(others)} was not banished by an ability linked with {question.card}'s, "
        "so that ability can't affect it.",
        tuple(others),
    )


# --- legends: "a legend" is one in the Legend Zone -----------------------------------------

# The restrictions on whose a chosen legend is that are settled here.
LEGEND_RELATIONS = ("friendly", "yours", "enemy")


def _related(situation: GameState, kind: str, by: str, whose: str) -> bool:
    """Whether a legend of ``whose`` meets ``kind`` for a choice ``by`` makes: friendly
    (theirs or a teammate's), yours (theirs), enemy (an opponent's)."""
    if kind == "friendly":
        return whose == by or whose in situation.teammates(by)
    if kind == "yours":
        return whose == by
    return whose in situation.opponents(by)


def _legends_chosen(situation: GameState, question: Question) -> tuple[list[str], list[str]] | None:
    """For a choice of "a legend": the chosen legends in the Legend Zone that meet the
    choice's restrictions, and the chosen legends not in the Legend Zone; None when it is
    not such a choice or a restriction is one this does not settle."""
    asked = _choice_question(question)
    if asked is None:
        return None
    _, targeting, mention = asked
    kinds = [r.kind for r in mention.restrictions]
    if mention.noun != "legend" or mention.zone != "board" or set(kinds) - set(LEGEND_RELATIONS):
        return None
    cards = [card for card in situation.cards if card.name in targeting.chosen]
    if not cards or len(cards) < len(targeting.chosen) or any(c.type != "legend" for c in cards):
        return None
    placed = [card for card in cards if card.zone == "legend zone"]
    meets = [
        card.name
        for card in placed
        if all(_related(situation, kind, targeting.by, card.controller) for kind in kinds)
    ]
    return meets, [card.name for card in cards if card.zone != "legend zone"]


@predicate
def target_legend_in_legend_zone(situation: GameState, question: Question) -> Check:
    """ "Legend" refers to a legend in the Legend Zone: one there that meets the choice's
    restrictions is a valid choice; a legend a card chooses is on the board (asked whether
    it is a target)."""
    if any(m.noun == "legend" and m.role == CHOSEN for m in _asked_about(question)):
        said = '"Legend" refers to a legend in the Legend Zone, a zone of the board'
        return held(f"{said}: the legend chosen is a Game Object on the board.")
    found = _legends_chosen(situation, question)
    if found is None:
        return SKIP
    meets, elsewhere = found
    assert isinstance(question, Targeting)
    if elsewhere or len(meets) < len(question.chosen):
        missed = [name for name in question.chosen if name not in meets]
        return failed(f"{listing(missed)} is not a valid choice for it.", tuple(missed))
    return held(f"{listing(meets)} is a legend in the Legend Zone: a valid choice.", tuple(meets))


@predicate
def target_legend_invalid_choice(situation: GameState, question: Question) -> Check:
    """ "Legend" refers to a legend in the Legend Zone, and a choice must meet all its
    restrictions: a legend card not there (one an effect added, now in Banishment), or a
    legend whose player the restriction excludes ("friendly", "enemy"), is not a valid
    choice."""
    found = _legends_chosen(situation, question)
    if found is None:
        return SKIP
    meets, elsewhere = found
    assert isinstance(question, Targeting)
    unmet = [name for name in question.chosen if name not in meets and name not in elsewhere]
    if not elsewhere and not unmet:
        return failed(f"{listing(meets)} is in the Legend Zone and meets the choice.")
    reasons = [f"{listing(elsewhere)} is not in the Legend Zone"] if elsewhere else []
    reasons += [f"{listing(unmet)} does not meet the choice's restrictions"] if unmet else []
    return held(f"Not a valid choice: {'; '.join(reasons)}.", (*elsewhere, *unmet))


# --- "facedown card": a card in a Facedown Zone -------------------------------------------

FACEDOWN = "facedown card"
FACEDOWN_RELATIONS = (*LEGEND_RELATIONS, "other")


def _facedown_chosen(
    situation: GameState, question: Question
) -> tuple[list[str], list[str], list[str]] | None:
    """For a choice whose noun names a facedown card ("another friendly gear, unit, or
    facedown card") of cards off the board as units and gear: those chosen in a Facedown
    Zone that meet the choice's restrictions, those there that do not, and those elsewhere
    (a hand, a trash). None when it is not such a choice, or a restriction is one this does
    not settle."""
    asked = _choice_question(question)
    if asked is None:
        return None
    _, targeting, mention = asked
    kinds = [r.kind for r in mention.restrictions]
    if FACEDOWN not in mention.noun or mention.zone != "board":
        return None
    if set(kinds) - set(FACEDOWN_RELATIONS):
        return None
    cards = [card for card in situation.cards if card.name in targeting.chosen]
    if not cards or len(cards) < len(targeting.chosen):
        return None

    def meets(name: str, whose: str) -> bool:
        return all(
            name != targeting.card
            if kind == "other"
            else _related(situation, kind, targeting.by, whose)
            for kind in kinds
        )

    placed = [card for card in cards if card.facedown_at is not None]
    good = [card.name for card in placed if meets(card.name, card.controller)]
    unmet = [card.name for card in placed if card.name not in good]
    return good, unmet, [card.name for card in cards if card.facedown_at is None]


def _zones(situation: GameState, names: list[str]) -> str:
    zones = {card.name: card.zone for card in situation.cards}
    return listing([f"{name} is in the {zones[name]}" for name in names])


@predicate
def target_facedown_in_facedown_zone(situation: GameState, question: Question) -> Check:
    """ "Facedown card" refers to a card in a Facedown Zone: a card hidden facedown at a
    battlefield that meets the choice's restrictions is a valid choice for it."""
    found = _facedown_chosen(situation, question)
    if found is None:
        return SKIP
    good, unmet, elsewhere = found
    if unmet or elsewhere:
        missed = (*unmet, *elsewhere)
        return failed(f"{listing(list(missed))} is not a valid choice for it.", missed)
    said = f"{listing(good)} is a card in a Facedown Zone, hidden at a battlefield"
    return held(f"{said}: a valid choice.", tuple(good), notable=True)


@predicate
def target_facedown_invalid_choice(situation: GameState, question: Question) -> Check:
    """ "Facedown card" refers to a card in a Facedown Zone, and a choice must meet all its
    restrictions: a card that is not in a Facedown Zone (a card with Hidden in a trash or a
    hand, say), or a facedown card whose controller the restriction excludes, is not a valid
    choice."""
    found = _facedown_chosen(situation, question)
    if found is None:
        return SKIP
    good, unmet, elsewhere = found
    if not unmet and not elsewhere:
        return failed(f"{listing(good)} is in a Facedown Zone and meets the choice.", tuple(good))
    reasons = [f"{_zones(situation, elsewhere)}, not in a Facedown Zone"] if elsewhere else []
    reasons += [f"{listing(unmet)} does not meet the choice's restrictions"] if unmet else []
    return held(f"Not a valid choice: {'; '.join(reasons)}.", (*elsewhere, *unmet))
