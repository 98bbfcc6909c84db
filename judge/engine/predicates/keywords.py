"""Keywords and attachment: Deflect's cost, Quick-Draw's Reaction, attached cards going with
the card they are attached to, and the rules queries about keywords (how several instances
of one keyword add up, Equip, Weaponmaster, Quick-Draw, Vision, Hunt, Flow, Empowered) and
about attached cards (rules_data/facts/keywords.yaml).
"""

from __future__ import annotations

from judge.engine import costing, paying
from judge.engine.actions import LEAVING_BOARD_ACTIONS, GameAction
from judge.engine.card_list import card_keywords, hunt_value_of, in_card_list, keywords_of
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
from judge.engine.predicates.abilities import add_triggered
from judge.engine.predicates.actions import _either
from judge.engine.predicates.board import asks, listing, says
from judge.engine.predicates.carry_out import UNMODELLED
from judge.engine.predicates.play import reaction_check
from judge.engine.predicates.zones import performing, to_zone
from judge.engine.questions import (
    Activate,
    CostQuery,
    DeckQuery,
    Move,
    PayQuery,
    Question,
    Recall,
)
from judge.engine.state import ChainItem, GameState, Gear, Unit
from judge.records import replace

# --- attached cards go where the card they are attached to goes --------------------------


@step
def attached_follows_host(state: GameState, doing: Doing) -> Stepped:
    """A card attached to another is always at the same location: when the card it is
    attached to changes location, the attached cards change location with it. A gear not
    attached to a unit that moves or is recalled stays where it is."""
    hosts = {unit.name: unit for unit in state.units}
    movers = [hosts[name] for name in _changing_location(doing) if name in hosts]
    events = []
    gear = []
    for item in state.gear:
        host = hosts.get(item.attached_to or "")
        if movers and host not in movers:
            names = listing(tuple(unit.name for unit in movers))
            text = (
                f"{item.name} is not attached to {names}, so it does not go with "
                f"{'it' if len(movers) == 1 else 'them'}: it stays at {item.at.label()}."
            )
            events.append(Event(text, "follows", (item.name,), happened=False, change=False))
        elif host is not None and item.at != host.at:
            events.append(
                Event(
                    f"{item.name} is attached to {host.name}, so it goes with it to "
                    f"{host.at.label()}.",
                    "follows",
                    (item.name,),
                    at=host.at.name if host.at.is_battlefield else "",
                )
            )
            item = replace(item, at=host.at)
        gear.append(item)
    return Stepped(replace(state, gear=tuple(gear)), tuple(events))


def _changing_location(doing: Doing) -> tuple[str, ...]:
    """The cards the action moves or recalls (none for a cleanup the game performs)."""
    if isinstance(doing.action, Move):
        return doing.action.units
    if isinstance(doing.action, Recall):
        return doing.action.cards
    return ()


@step
def attach_to_host(state: GameState, doing: Doing) -> Stepped:
    """Attaching links a gear to a unit: the gear becomes Attached, the unit its Top-Most
    Card, and the gear's location becomes the unit's (not a move). Attached to a new unit,
    it detaches from its current one; attached to its current one, nothing happens. Where
    the version says so, nothing else about either changes (an exhausted gear stays
    exhausted); v1.3 does not say it, so its events do not."""
    action = performing(doing, "attach")
    if action is None:
        return unchanged(state)
    host = state.unit(action.to)
    if host is None:
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        gear = state.gear_named(name)
        if gear is None:
            continue
        if gear.attached_to == host.name:
            text = (
                f"{name} is already attached to {host.name}: attaching it to its current "
                "Top-Most Card has no effect."
            )
            events.append(Event(text, "attached", (name, host.name), happened=False))
            continue
        before = f", detaching from {gear.attached_to}" if gear.attached_to else ""
        state = state.with_permanent(replace(gear, attached_to=host.name, at=host.at))
        status = "exhausted" if gear.exhausted else "ready"
        stays = f", and stays {status}" if doing.stated("attach.no_state_change") else ""
        text = (
            f"{name} is attached to {host.name}{before}: it is at {host.at.label()} with it "
            f"(not a move){stays}."
        )
        events.append(Event(text, "attached", (name, host.name), action="attach", by=action.by))
    return Stepped(state, tuple(events))


@step
def detach_from_host(state: GameState, doing: Doing) -> Stepped:
    """Detaching unlinks a gear from the unit it is attached to: it ceases to be Attached and
    stays where that unit is. Detaching a card that is attached to nothing does nothing; a
    card that is not a gear on the board is not modelled."""
    action = performing(doing, "detach")
    if action is None:
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        gear = state.gear_named(name)
        if gear is None:
            text = f"{name} is not a gear on the board: detaching it is not modelled."
            events.append(Event(text, UNMODELLED, (name,)))
            continue
        if not gear.attached_to:
            text = f"{name} is not attached to anything, so detaching it does nothing."
            events.append(Event(text, "detached", (name,), happened=False))
            continue
        host = state.unit(gear.attached_to)
        at = host.at if host is not None else gear.at  # the location of the card it left
        state = state.with_permanent(replace(gear, attached_to=None, at=at))
        text = (
            f"{name} detaches from {gear.attached_to}: it is no longer attached, and stays "
            f"at {at.label()}."
        )
        subjects = (name, gear.attached_to)
        events.append(Event(text, "detached", subjects, action="detach", by=action.by))
    return Stepped(state, tuple(events))


# --- Deflect: a mandatory additional cost on an opponent's spell that chooses the unit ----


def _deflecting(situation: GameState, question: Question) -> list[Unit]:
    """The chosen units with Deflect, when the question is about the cost of the card being
    played or paying it (each once)."""
    playing = situation.playing
    if playing is None or not isinstance(question, CostQuery | PayQuery):
        return []
    units = [situation.unit(name) for name in dict.fromkeys(playing.targets)]
    return [unit for unit in units if unit is not None and unit.deflect]


@predicate
def deflect_mandatory_cost(situation: GameState, question: Question) -> Check:
    """Asked whether Deflect's cost is optional: it is a mandatory additional cost."""
    if not asks(question, "optional_additional_cost", "deflect"):
        return SKIP
    return held(
        "Deflect imposes a mandatory additional cost on the spells and abilities that "
        "choose what has it: it is not optional."
    )


@predicate
def deflect_additional_cost(situation: GameState, question: Question) -> Check:
    """Spells and abilities an opponent of a Deflect unit's controller controls cost [Deflect
    Value] Power more, a mandatory additional cost, for each time they choose it; the
    spells and abilities of its controller and their teammates pay nothing for it.

    The times are counted by the unit's name, which is one unit: the loader refuses two
    units of one name (in any case), a target not spelled as a unit's name and a token
    created under an object's name (tests/test_costs.py)."""
    units = _deflecting(situation, question)
    playing = situation.playing
    if not units or playing is None or costing.ignoring_while_paying(situation, costing.DEFLECT):
        return SKIP  # ignored while paying for this card (ignore_treated_inactive)
    raised = [u for u in units if costing.deflects(situation, u, playing.player)]
    spared = [u for u in units if u not in raised]
    parts = []
    if spared:
        names = ", ".join(u.name for u in spared)
        parts.append(
            f"{names} {'has' if len(spared) == 1 else 'have'} Deflect, but {playing.card} is "
            f"played by {playing.player}, who is not an opponent of its controller "
            f"({_controllers(spared)}), so that Deflect adds nothing"
        )
    for unit in raised:
        times = playing.targets.count(unit.name)
        power = sum(unit.deflect) * times
        chosen = "once" if times == 1 else f"{times} times"
        parts.append(
            f"{unit.name}'s Deflect adds {power} Power ({playing.card}, played by "
            f"{playing.player}, an opponent of its controller, chooses it {chosen})"
        )
    said = "; ".join(parts) + "."
    subjects = tuple(u.name for u in units)
    if paying.asked(situation, question) is not None:
        return _deflect_paid(situation, said, subjects)
    if raised:
        return held(said, subjects, notable=True)
    return failed(said, subjects, notable=True)


@predicate
def ignore_treated_inactive(situation: GameState, question: Question) -> Check:
    """An ability a card's text has players ignore while performing a game action or
    procedure is treated as inactive for that action or procedure only: "Ignore [Deflect]
    while paying this spell's cost" spares that spell's cost from Deflect, not another's."""
    playing = situation.playing
    ignoring = [i for i in situation.ignoring if i.keyword == costing.DEFLECT]
    units = _deflecting(situation, question)
    if playing is None or not ignoring:
        return SKIP
    raised = [u for u in units if costing.deflects(situation, u, playing.player)]
    if not raised:
        return SKIP
    names = listing([u.name for u in raised])
    subjects = tuple(u.name for u in raised)
    covering = costing.ignoring_while_paying(situation, costing.DEFLECT)
    if covering is not None:
        why = (
            f"{covering.source}'s text, for spells and abilities choosing something there"
            if covering.here
            else "its own text"
        )
        said = (
            f"Deflect is ignored while paying for {playing.card} ({why}): it is treated as "
            f"inactive for that payment, so the Deflect of {names} adds nothing."
        )
        return held(said, subjects, notable=True)
    scopes = "; ".join(
        f"{i.source} has players ignore Deflect only while paying for spells and abilities "
        f"choosing something there, and {playing.card} chooses nothing there"
        if i.here
        else f"{i.source} ignores Deflect only while paying its own cost, not {playing.card}'s"
        for i in ignoring
    )
    said = f"{scopes}: the Deflect of {names} still applies."
    return failed(said, subjects, notable=True)


def _deflect_paid(situation: GameState, said: str, subjects: tuple[str, ...]) -> Check:
    """Whether the Power Deflect adds makes the card's cost more than its player can pay;
    said to fail only where it decides (no discount blurs what it adds)."""
    playing, need = situation.playing, paying.chosen(situation)
    added = sum(cost.power for cost in costing.deflect_costs(situation))
    if playing is None or need is None or not added:
        return held(said, subjects, notable=True)
    have = paying.means(situation, playing.player)
    discounted = any(m.kind == "discount" for m in costing.applying(situation))
    without = paying.Needed(need.energy, need.power, max(need.any_power - added, 0))
    if (
        paying.covers(have, need, playing.domain)
        or discounted
        or not paying.covers(have, without, playing.domain)
    ):
        return held(said, subjects, notable=True)
    more = f"{said[:-1]}, and with it the cost is more than {playing.player} can pay."
    return failed(more, subjects)


def _controllers(units: list[Unit]) -> str:
    return " or ".join(dict.fromkeys(u.controller for u in units))


@predicate
def accelerate_power_domain(situation: GameState, question: Question) -> Check:
    """The Power portion of an Accelerate cost can be paid only with Power of one of the
    unit's domains (or Universal Power); a unit with no domain may pay it with Power of any
    domain."""
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    power = paying.accelerate_power(situation)
    if playing is None or need is None or not power or playing.domains:
        return SKIP  # a unit with several domains: the facts of each version say (runes.yaml)
    have = paying.means(situation, playing.player)
    if not playing.domain:
        said = f"{playing.card} has no domain, so Accelerate's {power} Power may be of any domain"
        if have.all_power >= need.power + need.any_power:
            return held(f"{said}.", (playing.card,), notable=True)
        short = f"{said}, and {says(playing.player, 'has', 'have')} too little Power."
        return failed(short, (playing.card,))
    domain = playing.domain.title()
    matching = have.power(playing.domain) + have.power(paying.UNIVERSAL)
    said = (
        f"Accelerate's {power} Power must be {domain} Power (or Universal), like the rest of "
        f"{playing.card}'s Power: {need.power} in all, and {says(playing.player, 'has', 'have')} "
        f"{matching}"
    )
    if matching >= need.power:
        return held(f"{said}.", (playing.card,), notable=True)
    return failed(f"{said}.", (playing.card,))


@predicate
def deflect_summed(situation: GameState, question: Question) -> Check:
    """When a permanent has Deflect more than once (granted by another source), the Deflect
    Values of all its instances are summed."""
    if asks(question, "keyword_rule", "deflect_instances"):
        return held(stated(deflect_summed))
    several = [u for u in _deflecting(situation, question) if len(u.deflect) > 1]
    if not several:
        return SKIP
    sums = "; ".join(
        f"{u.name} has Deflect {len(u.deflect)} times, so its Deflect Value is "
        f"{' + '.join(map(str, u.deflect))} = {sum(u.deflect)}"
        for u in several
    )
    return held(sums + ".", tuple(u.name for u in several), notable=True)


# --- Unique: one card of its name in a deck --------------------------------------------


@predicate
def unique_one_copy(situation: GameState, question: Question) -> Check:
    """A deck can contain only one card of a given name if the card has Unique; a Unique
    Signature card counts among the deck's three Signature cards, still one of each name."""
    if not isinstance(question, DeckQuery):
        return SKIP
    copies = question.copies()
    unique = {
        card.name: copies[card.name] for card in question.main_cards if "Unique" in card.keywords
    }
    if not unique:
        return SKIP
    over = sorted(name for name, count in unique.items() if count > 1)
    if over:
        said = ", ".join(f"{unique[name]} copies of {name}" for name in over)
        return failed(
            f"The Main Deck has {said}, a card with Unique: a deck can contain only one card "
            "of that name.",
            tuple(over),
        )
    return held(
        f"{listing(sorted(unique))} {'has' if len(unique) == 1 else 'have'} Unique, and the "
        "deck holds one card of each such name.",
        tuple(sorted(unique)),
    )


# --- Quick-Draw: the gear has Reaction --------------------------------------------------


@predicate
def quick_draw_reaction(situation: GameState, question: Question) -> Check:
    """A gear with Quick-Draw has Reaction: it can be played whenever a card with Reaction
    can (and attaches to a unit its player controls as it is played)."""
    return reaction_check(situation, question, "Quick-Draw")


# --- rules queries about keywords -------------------------------------------------------


@answers_query("keyword_rule", "any_number")
def keyword_any_number() -> None:
    """A card can have any number of keywords."""


@answers_query("keyword_rule", "order")
def keyword_order() -> None:
    """A card's keywords are executed in the order they are listed, reading its rules text
    from top to bottom."""


@answers_query("keyword_rule", "vision_instances")
def vision_instances() -> None:
    """Each instance of Vision triggers separately, and the player chooses for each one
    whether to recycle."""


@answers_query("keyword_rule", "quick_draw_instances")
def quick_draw_instances() -> None:
    """Several instances of Quick-Draw do not trigger separately and have no effect beyond
    the first."""


@answers_query("keyword_rule", "equip_instances")
def equip_instances() -> None:
    """Each instance of Equip is an activated ability of its own, activated separately by
    paying its own cost."""


@answers_query("keyword_rule", "weaponmaster_instances")
def weaponmaster_instances() -> None:
    """Each instance of Weaponmaster triggers separately, can choose a different Equipment,
    and resolves separately."""


@answers_query("keyword_rule", "hunt_instances")
def hunt_summed() -> None:
    """When a unit has Hunt more than once (granted by another source), the Hunt Values of
    all its instances are summed."""


@answers_query("keyword_rule", "assault_instances")
def assault_summed() -> None:
    """When a unit has Assault and is granted Assault by another source, the Assault Values
    of all its Assault keywords are summed."""


@answers_query("keyword_rule", "shield_instances")
def shield_summed() -> None:
    """When a unit has Shield and is granted Shield by another source, the Shield Values of
    all its Shield keywords are summed."""


@answers_query("keyword_rule", "tank_instances")
def tank_instances() -> None:
    """Several instances of Tank on one unit are redundant: a second adds nothing to the
    first."""


@answers_query("keyword_rule", "temporary_instances")
def temporary_instances() -> None:
    """Several instances of Temporary on one permanent are redundant: however many there
    are, it triggers only once."""


@answers_query("keyword_rule", "deflect_targetable")
def deflect_not_a_restriction() -> None:
    """Deflect does not stop a spell or ability from choosing what has it: it only makes
    those an opponent of its controller controls cost more Power, a mandatory additional
    cost; with that cost paid, what has Deflect can be chosen."""


@answers_query("keyword_rule", "accelerate_on_board")
def accelerate_no_function_on_board() -> None:
    """Accelerate has no function while its unit is on the board: its cost can't be paid
    then, only as part of the steps of playing the unit."""


@answers_query("keyword_rule", "accelerate_lost_while_played")
def accelerate_lost_while_played() -> None:
    """Paying Accelerate's cost generates a delayed replacement effect: as long as the cost
    was paid, the unit enters ready even if it loses Accelerate during the finalization
    process of playing it."""


@answers_query("keyword_rule", "accelerate_becomes_ready")
def accelerate_not_becoming_ready() -> None:
    """A unit whose Accelerate cost was paid enters the board ready: it does not enter
    exhausted and then become ready, so Accelerate does not interact with or trigger
    abilities that are affected by units becoming ready."""


@answers_query("keyword_rule", "hunt_hold")
def hunt_conquer_and_hold() -> None:
    """Hunt is both a Conquer and a Hold effect: its controller gains XP when the unit
    conquers and when it holds."""


@predicate
def deflect_any_domain(situation: GameState, question: Question) -> Check:
    """The Power paid for a Deflect cost may be of any domain."""
    if asks(question, "keyword_rule", "deflect_any_domain"):
        return held(stated(deflect_any_domain))
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    if playing is None or need is None or not need.any_power or playing.domains:
        return SKIP  # a card with several domains: the facts of each version weigh it all
    have = paying.means(situation, playing.player)
    left = have.all_power - need.power
    said = f"the {need.any_power} Power of Deflect may be of any domain"
    if left >= need.any_power:
        return held(
            f"{said}, and {says(playing.player, 'has', 'have')} {left} Power besides what "
            "the rest of the cost takes.",
            (playing.card,),
            notable=True,
        )
    return failed(
        f"{said}, but {says(playing.player, 'has', 'have')} only {max(left, 0)} Power "
        "besides what the rest of the cost takes.",
        (playing.card,),
    )


@answers_query("keyword_rule", "equip_targets")
def equip_target() -> None:
    """The unit Equip chooses to attach the gear to is a target."""


@answers_query("keyword_rule", "equip_enemy_unit")
def equip_own_unit() -> None:
    """Equip attaches the gear to a unit its controller controls ("[Cost]: Attach this gear to
    a unit you control"), unless the Equip ability's own text alters its targeting."""


def _equipping(question: Question) -> Activate | None:
    """The activation asked about, when it is of an Equip ability."""
    if isinstance(question, Activate) and "Equip" in question.keywords:
        return question
    return None


@predicate
def equip_on_equipment(situation: GameState, question: Question) -> Check:
    """Equip is an activated ability keyword ("Equip [Cost]") present on gear that is
    Equipment: only a gear with Equip has an Equip ability to activate."""
    equipping = _equipping(question)
    if equipping is None:
        return SKIP
    gear = situation.gear_named(equipping.source)
    off_board = situation.ability_source(equipping.source) is None
    if gear is None and off_board and any(c.name == equipping.source for c in situation.cards):
        return SKIP  # a card off the board: that its ability is not activated decides
    if gear is None:
        return failed(
            f"{equipping.source} is not a gear: Equip is an ability of gear that is Equipment.",
            (equipping.source,),
        )
    if "Equip" not in gear.keywords:
        return failed(
            f"{gear.name} has no Equip, so it has no Equip ability to activate (whether or "
            "not it is Equipment).",
            (gear.name,),
        )
    return held(
        f"{gear.name} has Equip, an activated ability: pay its cost to attach it to a unit.",
        (gear.name,),
        notable=True,
    )


@predicate
def equip_unit_you_control(situation: GameState, question: Question) -> Check:
    """Equip attaches its gear to a chosen unit that the ability's controller controls ("[Cost]:
    Attach this gear to a unit you control"): not an opponent's unit, nor a teammate's."""
    equipping = _equipping(question)
    if equipping is None or not equipping.attach_to:
        return SKIP
    unit = situation.unit(equipping.attach_to)
    if unit is None:
        return SKIP
    if unit.controller != equipping.actor:
        return failed(
            f"{unit.name} is controlled by {unit.controller}: Equip attaches "
            f"{equipping.source} only to a unit {says(equipping.actor, 'controls', 'control')}.",
            (unit.name,),
            notable=True,
        )
    return held(
        f"{says(equipping.actor, 'controls', 'control')} {unit.name}, so Equip can choose it.",
        (unit.name,),
        notable=True,
    )


@answers_query("keyword_rule", "weaponmaster_activates_equip", "weaponmaster_chooses_unit")
def weaponmaster_not_activation() -> None:
    """Weaponmaster pays the Equip cost without activating the Equip ability, and the unit
    with Weaponmaster is not chosen."""


@predicate
def weaponmaster_equip_cost_altered(situation: GameState, question: Question) -> Check:
    """Weaponmaster pays the Equip cost as though the Equip ability were being activated
    choosing the unit with Weaponmaster, as modulated by any abilities that alter Equip
    costs: it sees the altered cost, not only the Equip ability's base cost."""
    if asks(question, "cost_seen_by_effects", "weaponmaster"):
        return held(stated(weaponmaster_equip_cost_altered))
    if asks(question, "cost_seen_by_effects", "ability"):
        # The general case Weaponmaster is told apart from: its way of determining the
        # Equip cost is its own, and speaks of no other effect.
        return failed(
            "The effect checking the ability's cost is not Weaponmaster: how Weaponmaster "
            "determines the Equip cost it pays says nothing of it."
        )
    return SKIP


_NO_EQUIP_COST = {"weaponmaster_no_equip_cost": "The chosen Equipment has no Equip cost"}
_EQUIP_COST_WITHOUT_ANY = {
    "weaponmaster_cost_without_any_power": "The chosen Equipment's Equip cost has no [A]"
}


@predicate
def weaponmaster_needs_equip_cost(situation: GameState, question: Question) -> Check:
    """Weaponmaster can choose an Equipment without an Equip cost, but that cost can't be paid,
    so the Equipment is not attached and stays where it is."""
    return _either(
        question,
        "keyword_rule",
        _NO_EQUIP_COST,
        _EQUIP_COST_WITHOUT_ANY,
        ("{}, so there is no cost to pay: it stays where it is, not attached.", "{}."),
    )


@predicate
def weaponmaster_unreduced_without_any_power(situation: GameState, question: Question) -> Check:
    """An Equip cost without [A] can still be paid for Weaponmaster, only not reduced."""
    return _either(
        question,
        "keyword_rule",
        _EQUIP_COST_WITHOUT_ANY,
        _NO_EQUIP_COST,
        ("{}: it can still be paid, not reduced, to attach it.", "{}."),
    )


@answers_query("keyword_rule", "quick_draw_respond")
def quick_draw_attach_trigger() -> None:
    """Quick-Draw's attaching is a Play Effect ("When you play this, attach it to a unit you
    control"): a triggered ability put on the chain after the gear enters the board, so
    players can respond to it before the gear is attached."""


@answers_query("keyword_rule", "repeat_paid_after_responses")
def repeat_paid_as_played() -> None:
    """Repeat's cost is an additional cost paid as the spell is played, during the steps of
    playing it: not later, once it is on the chain and an opponent may have responded."""


@answers_query("keyword_rule", "repeat_different_choices")
def repeat_new_choices() -> None:
    """The choices for Repeat's additional execution are made as the spell is played, and
    need not be the same as the first execution's (mode or target)."""


@answers_query("keyword_rule", "flow_countered_to_trash")
def flow_banished() -> None:
    """A spell played for its Flow cost is banished instead of leaving the chain any other way
    than by its own execution (countered, it is banished, not put in the trash)."""


@answers_query("keyword_rule", "flow_timing")
def flow_same_timing() -> None:
    """Playing a spell for its Flow cost does not change when it can be played, nor any
    permission of the spell other than the zone it is played from."""


_WITH_STATUS = {"empowered_with_status": "The card has the Empowered status"}
_WITHOUT_STATUS = {"empowered_without_status": "The card does not have the Empowered status"}


@predicate
def empowered_active_with_status(situation: GameState, question: Question) -> Check:
    """An Empowered ability ("[Empowered] Text") is active while its card has the Empowered
    status."""
    return _either(
        question,
        "keyword_rule",
        _WITH_STATUS,
        _WITHOUT_STATUS,
        ("{}, so its Empowered ability is active.", "{}."),
    )


@predicate
def empowered_inactive_without_status(situation: GameState, question: Question) -> Check:
    """An Empowered ability is active only as long as its card has the Empowered status."""
    return _either(
        question,
        "keyword_rule",
        _WITHOUT_STATUS,
        _WITH_STATUS,
        ("{}, so its Empowered ability is not active.", "{}."),
    )


# --- an attached card's printed text is Inactive ------------------------------------------

TEXT_INACTIVE = "inactive.attached_abilities"


def triggered_keyword_inactive(gear: Gear, keyword: str, doing: Doing) -> bool:
    """Whether the gear's triggered keyword is Inactive now: it is attached and the keyword is
    printed on it, not granted, where the rules version states that an attached card's
    printed text is Inactive."""
    printed = keyword not in gear.granted
    return gear.attached_to is not None and printed and doing.stated(TEXT_INACTIVE)


@step
def inactive_attached_abilities(state: GameState, doing: Doing) -> Stepped:
    """While a card is attached, its printed rules text is Inactive, and an Inactive ability
    does not trigger: the printed Temporary of an attached gear does not trigger as its
    controller's Beginning Phase starts. Unattached, or granted by an effect, it does."""
    events: list[Event] = []
    for gear in state.gear:
        if gear.controller != state.turn or "Temporary" not in gear.keywords:
            continue
        if gear.attached_to is not None and "Temporary" in gear.granted:
            text = (
                f"{gear.name} is attached to {gear.attached_to}, but its Temporary was granted "
                "by an effect, not printed, and granted text stays Active: it can trigger."
            )
            events.append(Event(text, "inactive", (gear.name,), happened=False, change=False))
        elif gear.attached_to is not None:
            text = (
                f"{gear.name} is attached to {gear.attached_to}, so its printed rules text is "
                "Inactive: its Temporary does not trigger."
            )
            events.append(Event(text, "inactive", (gear.name,)))
        else:
            text = (
                f"{gear.name} is not attached, and rules text is never Inactive by default: "
                "its Temporary can trigger."
            )
            events.append(Event(text, "inactive", (gear.name,), happened=False, change=False))
    return unchanged(state, *events)


# --- rules queries about attached cards -------------------------------------------------


@answers_query("attached", "moves_separately")
def attached_not_separately() -> None:
    """Attached cards cannot be moved separately from the card they are attached to."""


_OWN_CONTROLLER = {"different_controller": "An attached card has a controller of its own"}
_CONTROL_CHANGES = {"control_follows": "A change of control of the unit"}


@predicate
def attached_own_controller(situation: GameState, question: Question) -> Check:
    """An attached card may have a different controller from the card it is attached to."""
    return _either(
        question,
        "attached",
        _OWN_CONTROLLER,
        _CONTROL_CHANGES,
        ("{}: it may differ from the unit's.", "{} is not what this rule speaks of."),
    )


@predicate
def attached_control_independent(situation: GameState, question: Question) -> Check:
    """A change of control of the card something is attached to does not change control of
    the attached cards, nor the reverse."""
    return _either(
        question,
        "attached",
        _CONTROL_CHANGES,
        _OWN_CONTROLLER,
        ("{} does not change control of the cards attached to it.", "{}."),
    )


@answers_query("attached", "status_shared")
def attached_own_status() -> None:
    """The exhausted or ready state of a card does not change that of the cards attached to
    it, nor the reverse: exhausting or readying the unit does not exhaust or ready its
    gear."""


@answers_query("attached", "readied_by_attaching")
def attach_no_state_change() -> None:
    """Attaching changes neither card's state beyond making them Attached and Top-Most and
    moving the attached card to the unit's location: an exhausted gear stays exhausted."""


@answers_query("attached", "targetable")
def attached_targetable() -> None:
    """Attached cards can still be chosen or targeted by game effects."""


@answers_query("attached", "rules_text_active")
def attached_rules_text_inactive() -> None:
    """While a card is attached, its printed Rules Text is Inactive; the abilities of its
    Effect Text are added to the unit it is attached to."""


@answers_query("attached", "keywords_seen")
def inactive_keywords_seen() -> None:
    """A card whose text is Inactive still has its keywords for effects that check whether it
    has a keyword."""


@answers_query("attached", "two_hosts")
def attached_one_host() -> None:
    """A card may be attached to only one card at a time."""


@answers_query("attached", "might_bonus")
def attached_might_bonus() -> None:
    """An attached card's Might Bonus modifies the Might of the card it is attached to."""


@answers_query("attached", "reattach_same")
def attach_same_host() -> None:
    """Attaching a card to the card it is already attached to has no effect."""


@answers_query("attached", "attach_without_effect")
def attach_limited() -> None:
    """Attaching is a Limited Action: players attach cards only when a game effect directs
    them to."""


@answers_query("attached", "detach_unattached")
def detach_unattached() -> None:
    """An instruction to detach a card that is not attached to anything does nothing."""


# --- Hunt: "When I conquer or hold, my controller gains X XP" ------------------------------


def hunt_value(unit: Unit, doing: Doing) -> int:
    """Its Hunt Value: as the situation gives it, else its card's (0: it has no Hunt)."""
    if unit.hunt_value or not doing.version:
        return unit.hunt_value
    return hunt_value_of(unit.name, doing.version)


def _hunt(unit: Unit, value: int, why: str) -> tuple[ChainItem, Event]:
    name = f"{unit.name}'s Hunt"
    text = (
        f"{name} triggers: {why}; it goes on the chain, and as it resolves "
        f"{says(unit.controller, 'gains', 'gain')} {value} XP."
    )
    item = ChainItem(name, unit.controller, "triggered", pending=True)
    return item, Event(text, "triggers", (unit.name,), at=unit.at.name)


@step
def hunt_triggered(state: GameState, doing: Doing) -> Stepped:
    """Hunt X is short for "When I conquer or hold, my controller gains X XP" (X is 1 when
    omitted): when the controller of a unit with Hunt conquers or holds the battlefield it is
    at, its Hunt triggers and goes on the chain. Control established of a battlefield
    without conquering it (already scored this turn) does not trigger it."""
    added: list[ChainItem] = []
    events: list[Event] = []
    held_at = [e.at for e in doing.events if e.happened and e.action == "hold" and e.at]
    for event in doing.events:
        if event.kind != "conquer" or not event.at:
            continue
        field = state.battlefield(event.at)
        taker = field.controller if field is not None else None
        for unit in state.units:
            value = hunt_value(unit, doing)
            if not value or unit.at.name != event.at or unit.controller != taker:
                continue
            if event.happened:
                conquers = says(unit.controller, "conquers", "conquer")
                item, said = _hunt(unit, value, f"{conquers} {event.at}")
                added.append(item)
                events.append(said)
            else:
                establishes = says(unit.controller, "establishes", "establish")
                text = (
                    f"{unit.name}'s Hunt does not trigger: {establishes} control of {event.at} "
                    "without conquering it."
                )
                events.append(Event(text, "triggers", (unit.name,), happened=False))
    for unit in state.units if held_at else ():
        value = hunt_value(unit, doing)
        if not value or unit.controller != state.turn:
            continue
        holds = says(state.turn, "holds", "hold")
        if unit.at.name in held_at and unit.at.is_battlefield:
            item, said = _hunt(unit, value, f"{holds} {unit.at.name}")
            added.append(item)
            events.append(said)
        else:
            text = (
                f"{unit.name}'s Hunt does not trigger: it is at {unit.at.label()}, not at a "
                f"battlefield {holds} ({listing(held_at)})."
            )
            events.append(Event(text, "triggers", (unit.name,), happened=False))
    return add_triggered(state, added, events)


# --- Vision and Weaponmaster: play effects ("When this is played, ...") ---------------------


def has_keyword(name: str, keywords: frozenset[str], keyword: str, doing: Doing) -> bool:
    """The card has ``keyword``: given in the situation, or on its card in the card list."""
    if keyword in keywords:
        return True
    return bool(doing.version) and keyword in keywords_of(name, doing.version)


def play_effect(
    state: GameState, doing: Doing, keyword: str, does: str, *, optional: bool
) -> Stepped:
    """The ``keyword`` of each permanent played just now triggers, its controller's pending
    item on the chain (``does``: what it does as it resolves, said of its controller); a
    card hidden just now was not played, so its ``keyword`` does not trigger."""
    added: list[ChainItem] = []
    events: list[Event] = []
    for event in doing.events:
        if not event.happened or not event.subjects:
            continue
        name = event.subjects[0]
        if event.action == "play":
            permanent = state.permanent(name)
            if permanent is None or not has_keyword(name, permanent.keywords, keyword, doing):
                continue
            item = ChainItem(f"{name}'s {keyword}", permanent.controller, "triggered", True)
            added.append(replace(item, optional=optional))
            then = (
                f"its controller chooses as it goes on the chain whether to perform it, and "
                f"if they do, as it resolves they {does}"
                if optional
                else f"as it resolves, its controller {does}"
            )
            text = f"{name}'s {keyword} triggers: {name} was played and entered the board; {then}."
            events.append(Event(text, "triggers", (name,)))
        elif event.fact == "hide.keyword":
            card = next((c for c in state.cards if c.name == name), None)
            if card is None or not has_keyword(name, card.keywords, keyword, doing):
                continue
            text = f"{name}'s {keyword} does not trigger: hiding a card is not playing it."
            events.append(Event(text, "triggers", (name,), happened=False))
    return add_triggered(state, added, events)


@step
def vision_triggered(state: GameState, doing: Doing) -> Stepped:
    """Vision is short for "When this is played, predict": it triggers as the permanent
    enters the board by being played, its controller's pending item on the chain. A card
    hidden facedown is not played, so its Vision does not trigger then."""
    return play_effect(state, doing, "Vision", "predicts", optional=False)


@step
def weaponmaster_triggered(state: GameState, doing: Doing) -> Stepped:
    """Weaponmaster is a play effect, short for "When you play me, you may choose an
    Equipment you control ... to attach it to this unit": it triggers as the unit enters the
    board by being played, a pending item of its controller, who chooses as it is finalized
    whether to perform it. A unit hidden is not played, so its Weaponmaster does not trigger
    then."""
    does = "attach one of their Equipment to it, paying its Equip cost reduced by [A]"
    return play_effect(state, doing, "Weaponmaster", does, optional=True)


@step
def quick_draw_triggered(state: GameState, doing: Doing) -> Stepped:
    """Quick-Draw is short for "[Reaction]" and "When you play this, attach it to a unit you
    control": a triggered ability that triggers as the gear enters the board by being
    played, its controller's pending item on the chain. A gear hidden is not played, so its
    Quick-Draw does not trigger then."""
    does = "attaches the gear to a unit they control"
    return play_effect(state, doing, "Quick-Draw", does, optional=False)


# --- Flow: "You may play this from your trash for its flow cost. Then banish it." ----------


@step
def flow_banish_instead(state: GameState, doing: Doing) -> Stepped:
    """A spell played for its Flow cost that would leave the chain, other than as its own
    execution instructs, is banished instead: countered, it goes to Banishment, not to the
    trash. A spell with Flow played for its base cost leaves the chain as any other."""
    action = doing.action
    if not isinstance(action, GameAction) or action.action != "counter":
        return unchanged(state)
    events: list[Event] = []
    for name in action.cards:
        item = next((i for i in state.chain if i.name == name), None)
        if item is None or item.kind != "spell" or not (item.flow or "Flow" in item.keywords):
            continue
        if item.flow:
            state = to_zone(state, name, "banishment")
            text = (
                f"{name} was played for its Flow cost: leaving the chain countered, it is "
                "banished instead of being put in the trash."
            )
            events.append(Event(text, "banished", (name,)))
            text = f"{name} is not put in the trash: it is banished instead."
            events.append(Event(text, "trashed", (name,), happened=False))
        else:
            text = (
                f"{name} has Flow but was not played for its Flow cost: it is not banished, "
                "and leaves the chain as any other spell."
            )
            events.append(Event(text, "banished", (name,), happened=False))
    return Stepped(state, tuple(events))


# --- effects granting or removing keywords: how long they last ---------------------------


def _effects_said(unit: Unit) -> str:
    return listing([e.source for e in unit.keyword_effects])


@step
def keyword_effects_expire(state: GameState, doing: Doing) -> Stepped:
    """An effect that grants or removes a keyword lasts as long as it says: one that lasts
    "this turn" expires with the other "this turn" effects at the end of the turn; one that
    says no duration does not expire then."""
    events: list[Event] = []
    units = []
    for unit in state.units:
        ending = tuple(e for e in unit.keyword_effects if e.this_turn)
        lasting = tuple(e for e in unit.keyword_effects if not e.this_turn)
        if ending:
            text = (
                f"The effect of {listing([e.source for e in ending])} on {unit.name}'s "
                "keywords lasted this turn: it expires."
            )
            events.append(Event(text, "effect expires", (unit.name,)))
        if lasting:
            text = (
                f"The effect of {listing([e.source for e in lasting])} on {unit.name}'s "
                "keywords says no duration: it does not expire at the end of the turn, and "
                f"lasts as long as {unit.name} stays on the board."
            )
            events.append(Event(text, "effect expires", (unit.name,), happened=False))
        units.append(replace(unit, keyword_effects=lasting) if ending else unit)
    return Stepped(replace(state, units=tuple(units)), tuple(events))


# The kind of event that a card not of the list left the board with keywords it may not print.
KEYWORDS_NOT_KNOWN = "keywords not known"


@step
def keyword_effects_end_leaving_board(state: GameState, doing: Doing) -> Stepped:
    """An effect that grants or removes a keyword without saying a duration lasts as long as
    the unit stays on the board: a unit that leaves it (killed, by an action or by lethal
    damage, banished or recycled) becomes a new object: every effect on its keywords ends,
    and a keyword its card does not print is no longer granted (``leaves_board``); recalled,
    it stays on the board and the effect goes on."""
    action = doing.action
    if isinstance(action, Recall):
        kept = [u for u in state.units if u.name in action.cards and u.keyword_effects]
        return unchanged(
            state,
            *(
                Event(
                    f"{u.name} is recalled without leaving the board: the effect of "
                    f"{_effects_said(u)} on its keywords goes on.",
                    "effect expires",
                    (u.name,),
                    happened=False,
                )
                for u in kept
            ),
        )
    said = {
        e.subjects[0]
        for e in doing.events
        if (e.kind == "effect expires" and e.happened) or e.kind == KEYWORDS_NOT_KNOWN
    }
    replaced = {e.subjects[0] for e in doing.events if e.kind == "replaced" and e.happened}
    named = action.cards if isinstance(action, GameAction) else ()
    leaving_by = isinstance(action, GameAction) and action.action in LEAVING_BOARD_ACTIONS
    leaving = [u for u in state.units if leaving_by and u.name in named and u.name not in replaced]
    leaving += [u for u in state.died_now if u.name not in said]
    events: list[Event] = []
    for unit in leaving:
        state, ended = leaves_board(state, unit, doing.version)
        events.extend(ended)
    return Stepped(state, tuple(events))


def leaves_board(state: GameState, unit: Unit, version: str) -> tuple[GameState, list[Event]]:
    """``state`` with ``unit``, about to leave the board, a new object: the effects on its
    keywords end and the keywords granted to it are no longer granted; a card not of the
    list leaves whether its keywords are printed or granted open."""
    events = []
    if unit.keyword_effects or _granted(unit, version):
        events.append(effects_end(unit, version))
        now = _new_object(unit, version)
        state = replace(state, units=tuple(now if u.name == unit.name else u for u in state.units))
    if not in_card_list(unit.name) and unit.keywords:
        events.append(_printed_not_known(unit))
    return state, events


def _granted(unit: Unit, version: str) -> frozenset[str]:
    """The keywords the situation gives ``unit`` that its card of the list does not print
    (something granted them); none for a card not of the list, whose print is not known."""
    if not in_card_list(unit.name):
        return frozenset()
    return unit.keywords - set(card_keywords(unit.name, version))


def _new_object(unit: Unit, version: str) -> Unit:
    """``unit`` leaving the board: no effect on its keywords, no keyword granted to it."""
    return replace(unit, keyword_effects=(), keywords=unit.keywords - _granted(unit, version))


def _printed_not_known(unit: Unit) -> Event:
    """``unit``, a card not of the list, leaves the board with the keywords the situation
    gives it: which of them it prints (kept) or something granted it (ended) is not known."""
    return Event(
        f"{unit.name} leaves the board, and is not a card of the list: whether its card prints "
        f"{listing(sorted(unit.keywords))}, which it keeps, or something granted it, which ends "
        "as it leaves the board, is not known.",
        KEYWORDS_NOT_KNOWN,
        (unit.name, *sorted(unit.keywords)),
    )


def effects_end(unit: Unit, version: str) -> Event:
    """The effects on ``unit``'s keywords, and the keywords granted to it, end as it leaves
    the board."""
    ended = [f"the effect of {_effects_said(unit)} on its keywords"] if unit.keyword_effects else []
    granted = sorted(_granted(unit, version))
    if granted:
        ended.append(f"{listing(granted)}, which its card does not print, granted to it")
    return Event(
        f"{unit.name} leaves the board: {' and '.join(ended)} ends with it.",
        "effect expires",
        (unit.name,),
        fact="keyword.effects_end_leaving_board",
    )
