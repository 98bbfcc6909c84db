"""Priority, focus and the chain: finalizing, passing, and the newest item resolving; and
when a player can respond to what is on the chain."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from judge.engine import paying
from judge.engine.actions import Finalize
from judge.engine.costing import totals
from judge.engine.instructions import read_effect
from judge.engine.predicates import (
    SKIP,
    Check,
    Doing,
    Event,
    Stepped,
    answers_query,
    depends,
    failed,
    held,
    predicate,
    step,
    unchanged,
)
from judge.engine.predicates.board import listing, possessive, says
from judge.engine.predicates.carry_out import (
    carry_out_spell_effect,
    choice_problem,
    choices_open,
    chosen_places,
    cost_payable,
    empower_source_empowered,
    equip_attaches_on_resolution,
    repeat_executes_again,
)
from judge.engine.questions import Activate, Move, PassPriority, Play, Question
from judge.engine.state import LEGEND_ZONE, ChainItem, GameState, Trigger, Unit
from judge.patterns import LazyPattern
from judge.records import replace


def next_player(state: GameState, player: str | None) -> str:
    """The next player in turn order after ``player`` (the turn player when unknown)."""
    if player not in state.players:
        return state.turn
    return state.players[(state.players.index(player) + 1) % len(state.players)]


def _acting(question: Question) -> bool:
    """A card played, an ability activated, an effect used or priority passed by a player
    (what needs priority)."""
    return isinstance(question, Play | Activate | PassPriority) or (
        isinstance(question, Move) and question.kind == "move_effect"
    )


@predicate
def chain_no_priority_while_pending(situation: GameState, question: Question) -> Check:
    """While an item on the chain is pending, its controller must finish playing it, and
    finalizing it passes no priority: nothing else can be played, activated or passed until
    every pending item is finalized. The payer's Add abilities with Reaction, activated to
    pay the pending item's costs, are the exception (chain_add_reaction_while_paying)."""
    if not _acting(question) or not situation.pending_items:
        return SKIP
    pending = listing([item.name for item in situation.pending_items])
    return failed(
        f"{pending} {'is' if len(situation.pending_items) == 1 else 'are'} still pending on the "
        "chain: its controller must finish playing it, and nobody gains priority to play, "
        "activate or pass until every pending item is finalized."
    )


@predicate
def chain_pass_not_in_neutral_open(situation: GameState, question: Question) -> Check:
    """Priority is passed on a chain or, by the player with Focus, in a showdown: in a
    Neutral Open State there is none to pass (the turn player acts or ends the turn in
    their Main Phase; outside it nobody receives priority)."""
    if not isinstance(question, PassPriority) or situation.pending_items:
        return SKIP
    if situation.chain:
        return held("Something is on the chain, so priority is passed as it resolves.")
    if not situation.neutral:
        return held("A showdown is going on, so the player with Focus may pass.")
    if situation.phase == "main":
        return failed(
            "With nothing on the chain and no showdown, priority is not passed: the turn "
            "player acts, or ends the turn."
        )
    return failed(
        "With nothing on the chain and no showdown outside the Main Phase, nobody has "
        "priority to pass."
    )


@predicate
def chain_pass_only_holder(situation: GameState, question: Question) -> Check:
    """On a chain, only the player with priority passes it."""
    if not isinstance(question, PassPriority) or situation.pending_items or not situation.chain:
        return SKIP
    return pass_by_holder(situation, question)


def pass_by_holder(situation: GameState, question: PassPriority, right: str = "priority") -> Check:
    """Whether the player passing holds ``right``: priority on a chain; with nothing on the
    chain in a showdown, Focus, whose holder has priority with it."""
    holder = situation.priority_player
    if holder is None:
        return failed(f"Nobody has {right} to pass.")
    has = says(holder, "has", "have")
    if question.player not in (None, holder):
        return failed(f"{question.player} can't pass: {has} {right}.")
    return held(f"{has[0].upper()}{has[1:]} {right} and may pass.")


# Pending items whose playing has a Pay Costs step: cards and activated abilities.
PAID_KINDS = ("spell", "unit", "gear", "activated")


@predicate
def chain_add_reaction_while_paying(situation: GameState, question: Question) -> Check:
    """An activated ability that Adds resources and has Reaction can be activated at any time
    a spell or ability requires resources be paid, with no priority: the controller of a
    pending item completes playing it, paying its costs, and can activate such an ability to
    pay them; it finalizes and resolves at once."""
    if not isinstance(question, Activate) or not question.adds or not situation.pending_items:
        return SKIP
    ability = ability_named(question)
    if "Reaction" not in question.keywords:
        return failed(
            f"{ability} Adds resources but has no Reaction: only an Add ability with Reaction "
            "can be activated while a cost is being paid."
        )
    # Pending items are finalized oldest first: only the oldest one's controller is completing
    # its playing, and so paying, now; a newer pending item's costs are not being paid yet.
    oldest = situation.pending_items[0]
    if oldest.controller != question.actor and any(
        item.controller == question.actor for item in situation.pending_items
    ):
        return failed(
            f"{oldest.name}, the oldest pending item, is finalized first, by "
            f"{oldest.controller}: none of {possessive(question.actor)} pending items is being "
            f"paid for yet, so {ability} can't be activated now."
        )
    yours = [oldest] if oldest.controller == question.actor else []
    free = [item.name for item in yours if costs_nothing(situation, item)]
    asks = {item.name: ability_cost_asks_resources(item) for item in yours}
    paid = [item.name for item in yours if asks[item.name] or cost_given(situation, item, free)]
    # A cost not given, or given in words not read: whether it asks resources is open (an
    # ability whose given cost is read and asks none is paid for without them).
    unsaid = [
        item.name
        for item in yours
        if item.name not in paid
        and item.name not in free
        and asks[item.name] is None
        and (item.kind in PAID_KINDS or bool(item.cost))
    ]
    if not paid and unsaid:
        return depends(
            f"{says(question.actor, 'finishes', 'finish')} playing {listing(unsaid)}, whose "
            "cost the situation does not give, or gives in words not read: if its total cost "
            "needs Energy or Power, "
            f"{ability}, which has Reaction and Adds resources, can be activated in that Pay "
            "Costs step to pay it, with no priority; if its total cost is 0, no resources are "
            "being paid, and it can't.",
            tuple(unsaid),
        )
    if not paid and free:
        return failed(
            f"{listing(free)} costs nothing to play here (its total cost is 0), so no "
            "resources are being paid: an Add ability with Reaction is activated only to pay "
            "resources a spell or ability requires."
        )
    later = [i.name for i in situation.pending_items[1:] if i.controller == question.actor]
    if not paid and later:
        return failed(
            f"{oldest.name}, the oldest pending item, is finalized first and asks no "
            f"resources; {listing(later)} is paid for only after it, so {ability} can't be "
            "activated now."
        )
    if not paid:
        return failed(
            f"{says(question.actor, 'controls', 'control')} no pending item whose cost asks "
            "Energy or Power to pay: an Add ability with Reaction is activated to pay a cost "
            "its controller is paying, and the controller of each pending item pays that "
            "item's costs."
        )
    return held(
        f"{says(question.actor, 'finishes', 'finish')} playing {listing(paid)}, paying its "
        f"costs: in that Pay Costs step {ability}, which has Reaction and Adds resources, can "
        "be activated to pay them, with no priority, and it finalizes and resolves at once.",
        notable=True,
    )


def ability_cost_asks_resources(item: ChainItem) -> bool | None:
    """Whether a pending ability's given cost asks Energy or Power: an activated ability's
    written cost (":rb_energy_1:, :rb_exhaust:", read as the card compiler reads it) or a
    triggered ability's cost within instructions ("pay :rb_energy_1:", "kill a friendly
    unit"); None when no cost is given, the item is a card (its total cost is judged from
    the card being played), or a part of the cost is not read."""
    if not item.cost or item.kind not in ("activated", "triggered"):
        return None
    if item.kind == "triggered":
        return _pays_resources(item)
    from judge.cards.compile import read_cost  # the card compiler only for such an ability

    cost, _ = read_cost(item.cost)
    if cost is None:
        return None
    return any(
        part.startswith("power ") or (part.startswith("energy ") and part != "energy 0")
        for part in cost.parts
    )


def cost_given(situation: GameState, item: ChainItem, free: list[str]) -> bool:
    """The pending item is the card being played, with a total cost that needs resources."""
    playing = situation.playing
    mine = playing is not None and (playing.card, playing.player) == (item.name, item.controller)
    return mine and item.name not in free


def costs_nothing(situation: GameState, item: ChainItem) -> bool:
    """The pending item is the card being played, and every total cost its player can reach
    needs no Energy and no Power (a token's cost, treated as 0, with nothing added to it; a
    base cost ignored; a discount to 0). A token's total is judged like any other: an
    additional cost or an increase can raise it above 0."""
    playing = situation.playing
    if playing is None or playing.card != item.name or playing.player != item.controller:
        return False
    return all(total.energy + total.power == 0 for total in totals(situation))


def ability_named(activate: Activate) -> str:
    """An activated ability, named with its source: "Mage's Ability"."""
    return f"{activate.source}'s {activate.ability}" if activate.source else activate.ability


@predicate
def chain_resolves_on_finalize(situation: GameState, question: Question) -> Check:
    """A unit, a gear or an Add ability resolves as soon as it is finalized, so nobody
    gets priority to respond to it."""
    if not _acting(question):
        return SKIP
    at_once = [item for item in situation.chain if item.resolves_when_finalized]
    if not at_once:
        return SKIP
    item = at_once[-1]
    return failed(
        f"{item.name}: {_what(item)} resolves as soon as it is finalized, so no player "
        "receives priority to respond to it before it resolves."
    )


def _what(item: ChainItem) -> str:
    return {"unit": "a unit", "gear": "a gear", "add": "an ability that Adds resources"}.get(
        item.kind, item.kind
    )


@step
def chain_finalize_pending(state: GameState, doing: Doing) -> Stepped:
    """The pending items are finalized oldest first, each by its controller, without passing
    priority; a unit, gear or Add ability resolves as soon as it is finalized; then the
    controller of the newest item gains priority."""
    if not state.pending_items:
        note = Event("No item on the chain is pending.", "finalized", happened=False)
        return unchanged(state, note)
    # Each name declined is one item's: the oldest pending one of that name.
    declined = Counter(doing.action.decline if isinstance(doing.action, Finalize) else ())
    may_fact = "trigger.may_on_finalize"
    if not doing.stated(may_fact):
        may_fact = "trigger.may_on_trigger"
    events: list[Event] = []
    choose = doing.action.choose if isinstance(doing.action, Finalize) else ()
    chosen = {name.casefold(): targets for name, targets in choose}
    added = False  # an Add ability resolved on being finalized
    while state.pending_items:
        # an Add ability resolves before any other pending item is finalized
        adds = [item for item in state.pending_items if item.kind == "add"]
        item = adds[0] if adds else state.pending_items[0]
        index = state.chain.index(item)
        who = item.controller or "its controller"
        pays = doing.stated(PAY) and _pays_resources(item)
        if declined[item.name] and (item.optional or item.cost):
            declined[item.name] -= 1
            state = replace(state, chain=state.chain[:index] + state.chain[index + 1 :])
            events.append(_declined(item, who, may_fact))
            if pays and not item.optional:  # the cost declined, not a "you may"
                events.append(_pay(item, who, False))
            continue
        payable, why = _cost_payable(state, item)
        if payable is False:
            state = replace(state, chain=state.chain[:index] + state.chain[index + 1 :])
            events.extend(_unpayable(item, who, why))
            if pays:  # the resource is not in the pool to remove
                events.append(_pay(item, who, False, why))
            continue
        if payable is None and pays and why:
            text = f"Whether {who} can pay {item.name}'s cost ({item.cost}) is not settled: {why}."
            events.append(Event(text, "unmodelled", (item.name,)))
        if _choices_due(item, chosen) and doing.stated(TARGETS_ON_FINALIZE):
            able, why = choices_open(state, item, doing.version or "")
            if able is False:
                state = replace(state, chain=state.chain[:index] + state.chain[index + 1 :])
                events.append(_no_legal_choice(item, why))
                continue
            if able:
                events.append(_must_choose(item, who))
        events.extend(_choices(item, who, declined[item.name] > 0, may_fact))
        if pays:
            events.append(_pay(item, who, True))
        finalized = replace(item, pending=False)
        if (targets := _chosen_for(item, chosen)) is not None:
            finalized = replace(finalized, targets=targets, chosen_at=chosen_places(state, targets))
            problem = (
                choice_problem(state, finalized, doing.version)
                if item.effect
                else "the engine does not carry out its effect"
            )
            if problem:
                text = f"Whether {item.name} can be finalized choosing {listing(list(targets))}"
                events.append(Event(f"{text} is not settled: {problem}.", "unmodelled"))
        state = replace(state, chain=(*state.chain[:index], finalized, *state.chain[index + 1 :]))
        text = f"{says(who, 'finalizes', 'finalize')} {item.name}; priority does not pass."
        events.append(Event(text, "finalized", (item.name,)))
        added = False  # the hand-off is decided by the last item finalized
        if finalized.resolves_when_finalized:
            added = finalized.kind == "add"
            state, more = _resolve_at(state, index, "chain.resolves_on_finalize")
            events.extend(more)
    for name in chosen:  # targets named for an item that was not pending
        events.append(Event(f"No pending item is named {name!r} to choose for.", "unmodelled"))
    holder = state.chain[-1].controller if state.chain else None
    state = replace(state, priority=None if added else holder, passed=())
    if holder and added:
        text = (
            "An Add ability resolved as it was finalized, and priority does not pass from it: "
            "who holds priority now depends on who held it when the ability was added, which "
            "the engine does not follow."
        )
        events.append(Event(text, "unmodelled"))
    elif holder:
        text = (
            f"No item is pending: {says(holder, 'controls', 'control')} the newest item, "
            f"{state.chain[-1].name}, and {says(holder, 'gains', 'gain')} priority."
        )
        events.append(Event(text, "priority", (holder,)))
    return Stepped(state, tuple(events))


def _cost_payable(state: GameState, item: ChainItem) -> tuple[bool | None, str]:
    """Whether the game action a triggered ability's cost is ("kill a friendly unit") can
    be performed by its controller now, and why not; None when it has no cost or the
    engine does not settle it."""
    effect = read_effect(item.cost)
    if not item.cost or effect.unknown or not item.controller:
        return None, ""
    if _pays_resources(item):
        return _resources_payable(state, item.controller, item.cost)
    return cost_payable(state, item.controller, effect)


RESOURCE_SYMBOL = LazyPattern(r":rb_(?:energy_(\d+)|rune_(\w+)):")
XP_AMOUNT = LazyPattern(r"\d+ xp")


def _resources_payable(state: GameState, player: str, cost: str) -> tuple[bool | None, str]:
    """Whether ``player`` can Pay the Energy and Power a cost asks ("pay :rb_energy_1:"): a
    resource is paid from their Rune Pool, where it must be, and their runes' Add abilities
    (Reactions) can put it there while they pay. Short of it, any other permanent or legend
    of theirs might hold an Add ability, which is not settled (None); with none, it can't
    be paid (False)."""
    symbols = RESOURCE_SYMBOL.findall(cost)
    energy = sum(int(n) for n, _ in symbols if n)
    runes = [rune for n, rune in symbols if not n]
    domains = {rune for rune in runes if rune != "rainbow"}
    if len(domains) > 1:
        return None, "a Pay of Power of several domains is not settled"
    domain = next(iter(domains), "")
    power = sum(rune == domain for rune in runes) if domain else 0
    need = paying.Needed(energy, power, len(runes) - power)
    if paying.covers(paying.means(state, player), need, domain):
        return True, ""
    lacking = (
        f"{possessive(player)} Rune Pool does not hold {cost.removeprefix('pay ')} and "
        f"{says(player, 'has', 'have')} too few runes to add it"
    )
    others = [u.name for u in state.units if u.controller == player]
    others += [g.name for g in state.gear if g.controller == player]
    others += [c.name for c in state.cards if c.zone == LEGEND_ZONE and c.controller == player]
    if others:
        return None, f"{lacking}; whether {listing(others)} can add it is not settled"
    return False, lacking


def _unpayable(item: ChainItem, who: str, why: str) -> tuple[Event, Event]:
    """A triggered ability whose cost can't be paid can't be finalized: it leaves the chain."""
    text = f"{says(who, 'cannot', 'cannot')} pay {item.name}'s cost ({item.cost}): {why}."
    left = (
        f"{item.name}'s cost must be paid to finalize it, so it leaves the chain without being "
        "finalized."
    )
    return (
        Event(text, "paid", (item.name,), happened=False, fact=COST_ON_FINALIZE),
        Event(left, "removed", (item.name,), fact=COST_ON_FINALIZE),
    )


def _named(item: ChainItem) -> tuple[str, ...]:
    """The names a scenario may give a pending item by (case aside): its own, and for a
    unit's triggered ability ("Elder Dragon: When you play me, ...") its unit's."""
    names = [item.name.casefold()]
    if item.kind == "triggered" and ": " in item.name:
        names.append(item.name.split(": ", 1)[0].casefold())
    return tuple(names)


def _chosen_for(item: ChainItem, chosen: dict[str, tuple[str, ...]]) -> tuple[str, ...] | None:
    """The targets named for ``item`` (taken from ``chosen``), or None when none are."""
    name = next((n for n in _named(item) if n in chosen), None)
    return None if name is None else chosen.pop(name)


def _choices_due(item: ChainItem, chosen: dict[str, tuple[str, ...]]) -> bool:
    """A compiled triggered ability finalized without its choices named: whether it has any
    to make is for the board to say."""
    named = any(n in chosen for n in _named(item))
    return item.kind == "triggered" and bool(item.effect) and not named


def _no_legal_choice(item: ChainItem, why: str) -> Event:
    """A triggered ability with too few legal choices leaves the chain as it is finalized."""
    text = (
        f"{item.name} can't make the choices its text requires ({why}): it is removed from "
        "the chain and never becomes a finalized item. It is not countered."
    )
    return Event(text, "removed", (item.name,), fact=TARGETS_ON_FINALIZE)


def _must_choose(item: ChainItem, who: str) -> Event:
    """A triggered ability with legal choices stays: its controller must make them."""
    text = (
        f"{item.name} has legal choices to make, so it stays on the chain: "
        f"{says(who, 'must', 'must')} choose them as it is finalized and may not decline "
        "this stage."
    )
    return Event(text, "removed", (item.name,), happened=False, fact=TARGETS_ON_FINALIZE)


def _declined(item: ChainItem, who: str, may_fact: str) -> Event:
    """A "you may" declined, or a cost not paid: the ability leaves the chain."""
    if item.optional:
        what = "it leaves the chain"
        if may_fact == "trigger.may_on_trigger":  # older rules: the choice is made as it triggers
            what = "it is not placed on the chain"
        text = (
            f"{says(who, 'chooses', 'choose')} not to perform {item.name}: {what} and counts "
            "as not having triggered."
        )
        return Event(text, "removed", (item.name,), fact=may_fact)
    text = (
        f"{says(who, 'declines', 'decline')} to pay {item.name}'s cost ({item.cost}): it "
        "leaves the chain without being finalized."
    )
    return Event(text, "removed", (item.name,), fact=COST_ON_FINALIZE)


def _pays_resources(item: ChainItem) -> bool | None:
    """Whether a triggered ability's cost, as read, holds an instruction to Pay resources
    (Energy or Power, in card symbols: XP is not a resource of the Rune Pool); None when the
    cost, or the amount of a Pay in it, is not read."""
    if not item.cost:
        return False
    effect = read_effect(item.cost)
    if effect.unknown:
        return None
    asks = [_amount_asks(i.amount_words) for i in effect.instructions if i.verb == "pay"]
    if True in asks:
        return True
    return None if None in asks else False


def _amount_asks(amount: str) -> bool | None:
    """Whether a Pay instruction's amount asks Energy or Power: its card symbols, none for
    an amount of XP; None for one not read ("[x]")."""
    if symbols := RESOURCE_SYMBOL.findall(amount):
        return any(energy != "0" for energy, _ in symbols)
    return False if XP_AMOUNT.fullmatch(amount) else None


def _pay(item: ChainItem, who: str, paid: bool, lacking: str = "") -> Event:
    """A Pay of resources in a triggered ability's cost: paid from the Rune Pool, or not
    paid (``lacking``: because the resources are not there to remove), which undoes
    putting the ability on the chain."""
    if paid:
        text = (
            f"{says(who, 'removes', 'remove')} the resources the Pay instruction of "
            f"{item.name}'s cost ({item.cost}) asks for from {possessive(who)} Rune Pool "
            "(what Add abilities put there while paying included)."
        )
        return Event(text, "paid", (item.name,), fact=PAY)
    why = (
        f"{lacking}, and a resource is removed from the Rune Pool only if it is there"
        if lacking
        else f"{says(who, 'chooses', 'choose')} not to pay them"
    )
    text = (
        f"The resources of {item.name}'s cost ({item.cost}) are not paid: {why}. The Pay "
        "instruction is ignored, and as it is part of the ability's cost, putting it on the "
        "chain is undone, so its effect is not had."
    )
    return Event(text, "paid", (item.name,), happened=False, fact=PAY)


def _choices(item: ChainItem, who: str, refused: bool, may_fact: str) -> list[Event]:
    """What is decided and paid as an item is finalized (it stays on the chain)."""
    events: list[Event] = []
    if refused:
        text = (
            f'{item.name} has no "you may" to start its effect and no cost to decline: '
            f"{says(who, 'has', 'have')} to finalize it."
        )
        events.append(Event(text, "removed", (item.name,), happened=False))
    if item.cost:
        text = f"{says(who, 'pays', 'pay')} {item.name}'s cost ({item.cost}) as it is finalized."
        events.append(Event(text, "paid", (item.name,), fact=COST_ON_FINALIZE))
    if item.optional:
        text = (
            f"{says(who, 'chooses', 'choose')} to perform {item.name} as it is finalized: it "
            "stays on the chain."
        )
        events.append(Event(text, "removed", (item.name,), happened=False, fact=may_fact))
    return events


SHOWDOWN_PASS = "showdown.focus_passes_on_pass"


@step
def chain_pass_priority(state: GameState, doing: Doing) -> Stepped:
    """The player with priority passes it to the next player in turn order (in a showdown
    with no chain, what the pass does to Focus is showdown_focus_passes_on_pass)."""
    holder = state.priority_player
    if holder is None:  # play_out refuses such a pass before it gets here
        return unchanged(state)
    following = next_player(state, holder)
    passed = (*state.passed, holder)
    state = replace(state, priority=following, passed=passed)
    text = f"{says(holder, 'passes', 'pass')} priority; {says(following, 'is', 'are')} next."
    # Passing is the action itself: said when asked, listed only when nothing else happens;
    # with nothing on the chain, it is the showdown's pass, by its own rule.
    fact = "" if state.chain else SHOWDOWN_PASS
    events = [Event(text, "passes", (holder,), change=False, fact=fact)]
    if state.chain and set(state.players) - set(passed):  # not the last pass: it goes on
        gains = f"{says(following, 'gains', 'gain')} priority."
        events.append(Event(gains[0].upper() + gains[1:], "priority", (following,), change=False))
    return Stepped(state, tuple(events))


CARRY_OUT = "carry_out.spell_effect"
TARGETS_ON_FINALIZE = "trigger.targets_on_finalize"
COST_ON_FINALIZE = "trigger.cost_on_finalize"
PAY = "pay.declined_undoes"
EMPOWER = "empower.source_empowered"
REPEAT = "repeat.executes_again"
EQUIP = "equip.attaches_on_resolution"


@step
def chain_resolve_when_all_passed(state: GameState, doing: Doing) -> Stepped:
    """When every player has passed in sequence without adding to the chain, its newest
    item resolves. ``passed`` holds only passes in sequence: a pass goes from the player
    with priority to the next in turn order, and adding an item to the chain empties it;
    nobody has priority, so nobody passes, while an item is pending, so the newest item
    is a finalized one here."""
    waiting = [p for p in state.players if p not in state.passed]
    if waiting:
        if not state.chain:
            return unchanged(state)
        text = f"Not every player has passed yet ({', '.join(waiting)} to come)."
        return unchanged(state, Event(text, "resolves", (state.chain[-1].name,), happened=False))
    if not state.chain:
        return unchanged(state)  # a showdown's passes: the showdown closes (its own step)
    return _resolve(replace(state, passed=()), doing)


@step
def chain_resolve_newest(state: GameState, doing: Doing) -> Stepped:
    """The newest finalized item on the chain resolves."""
    if not state.chain:
        return unchanged(
            state, Event("Nothing is on the chain to resolve.", "resolves", happened=False)
        )
    if state.pending_items:
        pending = listing([item.name for item in state.pending_items])
        text = f"{pending} must be finalized first: nothing resolves while an item is pending."
        note = Event(text, "resolves", happened=False, fact="chain.finalize_pending")
        return unchanged(state, note)
    return _resolve(state, doing)


def _resolve(state: GameState, doing: Doing) -> Stepped:
    state, events = _resolve_at(state, len(state.chain) - 1, "", doing)
    if state.chain and not state.pending_items:  # the newest item's controller gains priority
        holder = state.chain[-1].controller
        state = replace(state, priority=holder or None)
        if holder:
            text = (
                f"{says(holder, 'controls', 'control')} the newest item left, "
                f"{state.chain[-1].name}, and {says(holder, 'gains', 'gain')} priority."
            )
            events.append(Event(text, "priority", (holder,)))
    return Stepped(state, tuple(events))


def _resolve_at(
    state: GameState, index: int, fact: str, doing: Doing | None = None
) -> tuple[GameState, list[Event]]:
    """The item at ``index`` resolves and leaves the chain (``fact``: the rule that made it
    resolve, when not the step's own); its effect, compiled from the card list, is carried
    out as it does (carry_out.spell_effect)."""
    item = state.chain[index]
    rest = state.chain[:index] + state.chain[index + 1 :]
    state = replace(state, chain=rest, priority=None, passed=())
    events = [Event(f"{item.name} resolves.", "resolves", (item.name,), fact=fact)]
    if item.effect and doing is not None and doing.stated(CARRY_OUT):
        resolving = item
        if doing.stated(REPEAT):
            again = repeat_executes_again(replace(state, resolving=item), doing)
            resolving = again.state.resolving or item
            events.extend(replace(e, fact=REPEAT) for e in again.events)
        stepped = carry_out_spell_effect(replace(state, resolving=resolving), doing)
        state = stepped.state
        rest = state.chain  # a kill may have put a Deathknell on it
        events.extend(e if e.fact else replace(e, fact=CARRY_OUT) for e in stepped.events)
    elif item.source and "Equip" in item.keywords and doing and doing.stated(EQUIP):
        stepped = equip_attaches_on_resolution(replace(state, resolving=item), doing)
        state = stepped.state
        events.extend(e if e.fact else replace(e, fact=EQUIP) for e in stepped.events)
    elif item.source and "Empower" in item.keywords and doing and doing.stated(EMPOWER):
        stepped = empower_source_empowered(replace(state, resolving=item), doing)
        state = stepped.state
        events.extend(replace(e, fact=EMPOWER) for e in stepped.events)
    elif item.kind != "add":  # what is added to a rune pool changes nothing the engine models
        events.append(
            Event(f"What {item.name} does when it resolves is not modelled yet.", "unmodelled")
        )
    # The cleanup that follows attributes the kills it makes to what resolved last.
    state = replace(state, resolved_last=(item.name, item.controller or state.turn))
    if item.kind == "spell" and item.controller:
        events.append(
            Event(
                f"Playing {item.name} is complete.",
                "",
                (item.name,),
                fact=fact,
                action="spell_played",
                by=item.controller,
            )
        )
    if rest:
        return state, events
    events.append(Event("The chain is empty: the turn is in an Open State again.", ""))
    if state.neutral:
        return state, events
    holder, fact = state.focus_player, fact or "chain.resolve_newest"
    # The item resolving last opened the chain; what its effect does (modelled or not)
    # leaves the chain it opened, so whether Focus passes as that chain closes stands.
    if item.kind in ("triggered", "add"):
        opener = "a triggered ability" if item.kind == "triggered" else "an Add ability"
        text = f"Focus stays with {holder}: {opener} opened the chain."
        stays = Event(text, "focus passes", (holder or "",), happened=False, fact=fact)
        events.append(replace(stays, settled=True))
        return state, events
    following = next_player(state, holder)
    state = replace(state, focus=following)
    text = f"Focus passes to {following}, who gains priority."
    events.append(Event(text, "focus passes", (following,), fact=fact, settled=True))
    return state, events


@step
def chain_focus_priority_when_open(state: GameState, doing: Doing) -> Stepped:
    """Once the chain is gone and nothing waits to be done during a showdown or combat, the
    player with Focus receives priority."""
    holder = state.focus_player
    if state.chain or state.neutral or holder is None:
        return unchanged(state)
    text = (
        f"Nothing is on the chain and a showdown is under way: {says(holder, 'has', 'have')} "
        f"Focus and {says(holder, 'receives', 'receive')} priority."
    )
    return Stepped(state, (Event(text, "priority", (holder,)),))


@step
def chain_priority_when_open(state: GameState, doing: Doing) -> Stepped:
    """Once the chain is gone and nothing waits to be done, with no showdown or combat: the
    turn player receives priority in their Main Phase; in any other phase nobody does, and
    play proceeds to the next step."""
    if state.chain:
        return unchanged(state)
    if not state.neutral:
        if doing.stated("chain.focus_priority_when_open"):
            return unchanged(state)  # that rule says who receives it
        text = (
            "Nothing is on the chain and a showdown is under way: who receives priority now, "
            "this version of the rules does not say in so many words."
        )
        return unchanged(state, Event(text, "unmodelled"))
    if state.phase == "main":
        text = (
            "Nothing is on the chain and no showdown or combat is under way in "
            f"{possessive(state.turn)} Main Phase: the turn player, {state.turn}, receives "
            "priority."
        )
        return Stepped(state, (Event(text, "priority", (state.turn,)),))
    text = (
        f"Nothing is on the chain, but it is not a Main Phase ({possessive(state.turn)} turn is "
        f"in its {state.phase} phase or step): no player receives priority, and play proceeds "
        "to the next step."
    )
    return unchanged(state, Event(text, "priority", happened=False))


# A triggered ability's condition opens its text ("When ...", "At ...", "The first time ...")
# and runs to the first comma; the conditional statements the engine can check on the board.
_OPENERS = ("when ", "at ", "the first time", "the second time", "the third time")
_AT_BATTLEFIELD = LazyPattern(r"i(?:'m| am) at a battlefield")
_AT_BASE = LazyPattern(r"i(?:'m| am) (?:at|in) (?:your |my )?base")
_RUNE_COUNT = LazyPattern(r"you control (?P<n>\d+) or (?P<way>fewer|more) runes")
_ENEMY_ALONE = LazyPattern(r"an enemy unit is alone here")
ALONE = "term.alone"  # a unit with no other friendly units at its location


@answers_query("ability_rule", "once_each_turn_again")
def trigger_each_turn_limit() -> None:
    """A triggered ability that may be performed once (or N times) each turn does not
    trigger once it has been performed that many times this turn."""


@answers_query("ability_rule", "declined_not_triggered")
def trigger_declined_not_triggered() -> None:
    """A triggered ability whose "you may" (that starts its effect) its controller declines
    as it is finalized is removed from the chain and considered not to have triggered."""


@answers_query("ability_rule", "conditional_after_condition")
def trigger_condition_if() -> None:
    """A conditional statement right after a triggered ability's condition is part of its
    trigger condition: the ability goes on the chain only if it is true when the condition
    is met."""


@answers_query("ability_rule", "attack_requirement_unmet")
def trigger_attack_requirement() -> None:
    """An attack or defend trigger whose condition holds another requirement besides
    attacking or defending is checked as the unit gains the designation: a requirement not
    fulfilled then keeps it from triggering in that combat."""


@answers_query("ability_rule", "conditional_in_effect")
def trigger_condition_in_effect() -> None:
    """A conditional statement later in a triggered ability's effect is part of the effect:
    the ability goes on the chain, and the statement is checked as it resolves."""


_EACH_TURN = LazyPattern(r"^(once|twice|(\d+|two|three) times) (each|per|a) turn, ")
_TIMES = {"once": 1, "twice": 2, "two": 2, "three": 3}


def trigger_placed(
    state: GameState, unit: Unit, trigger: Trigger, label: str, stated: Callable[[str], bool]
) -> tuple[bool, list[Event]]:
    """Whether ``unit``'s triggered ability (named ``label``) goes on the chain now that its
    condition is met, and what is said about it: not once it has been performed as many
    times as it may be each turn; and as its conditional statement decides."""
    said = " ".join(trigger.ability.replace("\u2019", "'").split())
    limit = _EACH_TURN.match(said.lower())
    events: list[Event] = []
    if limit:
        if any(item.name == label for item in state.chain):
            text = (
                f"{label.rstrip('.')} is already on the chain: whether that instance counts "
                "as performed this turn is not modelled."
            )
            return False, [Event(text, "unmodelled")]
        said = said[limit.end() :]
        times = _TIMES.get(limit.group(2) or limit.group(1)) or int(limit.group(2))
        placed, note = _each_turn(unit, trigger, label.rstrip("."), times)
        if not placed:
            return False, [note]
        events.append(note)
    placed, more = _conditional(state, unit, label, said, stated)
    return placed, [*events, *more] if placed else more


def _each_turn(unit: Unit, trigger: Trigger, label: str, times: int) -> tuple[bool, Event]:
    """An ability that may be performed ``times`` times each turn."""
    fact = "trigger.each_turn_limit"
    done = f"{trigger.performed} {'time' if trigger.performed == 1 else 'times'}"
    allowed = f"{times} {'time' if times == 1 else 'times'}"
    if trigger.performed >= times:
        text = (
            f"{label} does not trigger: it may be performed {allowed} each turn, and it has "
            f"been performed {done} this turn."
        )
        return False, Event(text, "triggers", (unit.name,), happened=False, fact=fact)
    text = (
        f"{label} may be performed {allowed} each turn and has been performed {done} this "
        "turn, so it triggers."
    )
    return True, Event(text, "triggers", (unit.name,), fact=fact)


def _conditional(
    state: GameState, unit: Unit, label: str, said: str, stated: Callable[[str], bool]
) -> tuple[bool, list[Event]]:
    """Whether the ability (its text ``said``) goes on the chain as its conditional
    statement decides: a statement right after the condition must be true now; one later in
    the effect waits for the ability to resolve. ``(True, [])`` when the text has none."""
    head, comma, rest = said.lower().partition(", ")
    if not comma or not said.lower().startswith(_OPENERS) or not re.search(r"\bif\b", rest):
        return True, []
    label = label.rstrip(".")
    rest_said = said[len(head) + len(comma) :]
    if re.search(r"\bif\b", head):
        return False, [Event(f"{label}: where its condition ends is not modelled.", "unmodelled")]
    if rest.startswith("if "):
        return condition_if(state, unit, label, rest_said[3:].partition(",")[0].strip())
    fact = "trigger.condition_in_effect"
    if not stated(fact):
        text = (
            f"{label}: whether a conditional statement later in its effect must be true for "
            "it to go on the chain, this version of the rules does not say in so many words."
        )
        return False, [Event(text, "unmodelled")]
    conditional = rest_said[rest.index("if ") :].rstrip(".")
    text = (
        f'{label}: "{conditional}" is not right after its condition, so it is part of its effect: '
        "it does not keep the ability off the chain, and is checked as the ability resolves."
    )
    return True, [Event(text, "triggers", (unit.name,), fact=fact)]


def condition_if(
    state: GameState, unit: Unit, label: str, condition: str
) -> tuple[bool, list[Event]]:
    """A conditional statement right after the condition, checked as the condition is met."""
    said = condition.lower()
    led_by: tuple[str, ...] = ()  # the fact defining a term the condition turns on, cited too
    if _AT_BATTLEFIELD.fullmatch(said):
        true, where = unit.at.is_battlefield, "at a battlefield"
        why = f"{unit.name} is {'' if true else 'not '}{where} ({unit.at.label()})"
    elif _AT_BASE.fullmatch(said):  # "your base": its controller's
        true, where = unit.at.is_base and unit.at.name == unit.controller, "in its base"
        why = f"{unit.name} is {'' if true else 'not '}{where} ({unit.at.label()})"
    elif (runes := _RUNE_COUNT.fullmatch(said)) and state.runes:
        # "you": the unit's controller; runes a teammate controls are not theirs
        count = sum(1 for rune in state.runes if rune.controller == unit.controller)
        limit = int(runes.group("n"))
        true = count <= limit if runes.group("way") == "fewer" else count >= limit
        why = f"{says(unit.controller, 'controls', 'control')} {count} rune{'s' * (count != 1)}"
    elif _ENEMY_ALONE.fullmatch(said):  # "enemy": a unit of an opponent of its controller
        enemies = [
            u
            for u in state.units
            if u.at == unit.at and u.controller in state.opponents(unit.controller)
        ]
        if len({u.controller for u in enemies}) > 1:
            text = (
                f'{label}: whether "if {condition}" is true is not modelled: units of more '
                f"than one enemy player are at {unit.at.label()}."
            )
            return False, [Event(text, "unmodelled")]
        true = len(enemies) == 1
        led_by = (ALONE,)
        many = f"{len(enemies)} enemy unit{'s' * (len(enemies) != 1)}"
        why = f"{many} {'is' if len(enemies) == 1 else 'are'} at {unit.at.label()}"
    elif _RUNE_COUNT.fullmatch(said):  # no rune given: the board may still hold some
        text = (
            f'{label}: whether "if {condition}" is true is not settled: the situation does not '
            "say which runes are on the board."
        )
        return False, [Event(text, "unmodelled")]
    else:
        text = f'{label}: whether "if {condition}" is true is not modelled.'
        return False, [Event(text, "unmodelled")]
    fact = "trigger.condition_if"
    if true:
        text = f'{label}: "if {condition}" is part of its trigger condition, and it is true: {why}.'
        return True, [Event(text, "triggers", (unit.name,), fact=fact, led_by=led_by)]
    text = (
        f'{label} does not trigger: "if {condition}" is part of its trigger condition, and '
        f"{why}, so it is not placed on the chain."
    )
    event = Event(text, "triggers", (unit.name,), happened=False, fact=fact, led_by=led_by)
    return False, [event]


@step
def chain_focus_kept_on_pass(state: GameState, doing: Doing) -> Stepped:
    """During a showdown, the player with Focus who passes priority on a chain keeps Focus,
    but can't act with it until priority comes back to them."""
    if state.neutral or not state.chain or not state.passed:
        return unchanged(state)
    passer, holder = state.passed[-1], state.focus_player
    if passer != holder:
        return unchanged(state)
    text = (
        f"{says(passer, 'passes', 'pass')} priority on the chain and "
        f"{says(passer, 'keeps', 'keep')} Focus, but can't act with it until "
        f"{says(passer, 'has', 'have')} priority again."
    )
    # kept, it passes to no one: it answers for any player asked about ("does Focus pass to
    # my opponent?", "... to my teammate?"), the passer first
    towards = (passer, *(p for p in state.players if p != passer))
    kept = Event(text, "focus passes", towards, happened=False)
    return unchanged(state, kept)


# ---- rules of the chain and of priority, whatever the board holds --------------------------


@answers_query("chain_rule", "one_chain")
def chain_only_one() -> None:
    """Only one chain can exist at a time: a card or ability added while a chain exists goes
    on that chain, not on a second one."""


@answers_query("chain_rule", "cleanup_while_resolving")
def cleanup_not_while_resolving() -> None:
    """No cleanup takes place while a chain item resolves: an event during its resolution
    that calls for one makes the cleanup an outstanding task, done after it."""


@answers_query("chain_rule", "pending_during_cleanup")
def cleanup_adds_pending_items() -> None:
    """During a cleanup new pending items (a triggered ability) can be added to the chain,
    but no finalized item is executed and priority and Focus are neither passed nor
    awarded."""


@answers_query("chain_rule", "focus_gives_priority")
def focus_brings_priority() -> None:
    """A player who gains Focus also gains priority."""


@answers_query("keyword_rule", "reaction_resolves_first")
def reaction_resolves_first() -> None:
    """A spell with Reaction played in response goes on the chain above what is already
    there; the newest finalized item resolves first, so it resolves before them."""
