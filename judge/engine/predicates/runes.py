"""Runes, Basic Runes and Rune Pools (160-168), and paying a card's cost from the Rune Pool
(444): what runes produce, the two abilities every Basic Rune has, whose Rune Pool what is
added goes to, and whether the player of the card being played can pay its total cost.

What the cost asks and what the player has are ``judge/engine/paying.py``.
"""

from __future__ import annotations

from judge.engine import paying
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
from judge.engine.questions import Question
from judge.engine.state import GameState
from judge.records import replace

# What each of a Basic Rune's two abilities adds, asked of the resource it adds, and of the
# one it does not.
ADDS_ITS_OWN = ("exhaust_adds_energy", "recycle_adds_power")
ADDS_THE_OTHER = ("exhaust_adds_power", "recycle_adds_energy")


@predicate
def rune_basic_abilities(situation: GameState, question: Question) -> Check:
    """Every Basic Rune has two abilities with Reaction that Add: exhausting it adds 1
    Energy, and recycling it adds 1 Power of its domain."""
    if asks(question, "rune", "basic_add_reaction", *ADDS_ITS_OWN):
        return held(stated(rune_basic_abilities))
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    if playing is None or need is None:
        return SKIP
    have = paying.means(situation, playing.player)
    runes = (*have.ready, *have.exhausted)
    if not runes:
        return SKIP
    wrong = _cannot_add(have, need, playing.domain)
    if wrong:
        return failed("; ".join(wrong) + ".", tuple(rune.name for rune in runes))
    parts = [
        f"exhausting {rune.name} adds 1 Energy and recycling it adds 1 {rune.domain.title()} Power"
        if not rune.exhausted
        else f"recycling {rune.name} adds 1 {rune.domain.title()} Power"
        for rune in runes
    ]
    # Recycling an exhausted rune for Power is worth saying: only that ability costs no [E].
    recycled = bool(have.exhausted) and bool(need.power or need.any_power)
    return held("; ".join(parts) + ".", tuple(rune.name for rune in runes), notable=recycled)


@predicate
def rune_ability_adds_one_resource(situation: GameState, question: Question) -> Check:
    """Exhausting a Basic Rune adds Energy only, and recycling it Power of its domain only."""
    if asks(question, "rune", *ADDS_THE_OTHER):
        return held(stated(rune_ability_adds_one_resource))
    return SKIP


def _cannot_add(have: paying.Means, need: paying.Needed, domain: str) -> list[str]:
    """Why the player's runes can't add what the cost still lacks: an exhausted rune's
    Energy ability can't be used, and a rune adds Power of its own domain only."""
    reasons = []
    if have.energy < need.energy and have.exhausted:
        names = listing([rune.name for rune in have.exhausted])
        reasons.append(f"{names} can't add Energy: the cost of that ability is exhausting it")
    others = [rune for rune in (*have.ready, *have.exhausted) if rune.domain != domain]
    short = have.power(domain) + have.power(paying.UNIVERSAL) < need.power
    if short and others and domain:
        names = listing([rune.name for rune in others])
        added = listing(sorted({f"{rune.domain.title()} Power" for rune in others}))
        reasons.append(f"recycling {names} adds {added}, not {domain.title()} Power")
    return reasons


@predicate
def rune_energy_and_power(situation: GameState, question: Question) -> Check:
    """Energy has no domain: it pays numeric Energy costs; Power has a domain and pays the
    Power costs of that domain (Universal Power pays any)."""
    if asks(question, "rune", "energy_domain"):
        return held(stated(rune_energy_and_power))
    return SKIP


@predicate
def rune_pool_controller(situation: GameState, question: Question) -> Check:
    """Energy or Power a card adds goes to the Rune Pool of the player who controls that
    card, where it must be before it can be spent: another player's runes and pool don't
    pay your costs."""
    if asks(question, "rune", "pool_of_controller"):
        return held(stated(rune_pool_controller))
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    if playing is None or need is None:
        return SKIP
    player = playing.player
    others = sorted({rune.controller for rune in situation.runes} - {player})
    others += sorted({p for p, _ in situation.pools} - {player} - set(others))
    mine = paying.means(situation, player)
    if not others:
        if not (mine.ready or mine.exhausted):
            return SKIP
        return held(
            f"the runes {says(player, 'controls', 'control')} add to {possessive(player)} "
            "Rune Pool, to pay with.",
            (playing.card,),
        )
    whose = listing([possessive(other) for other in others])
    own = possessive(others[0]) if len(others) == 1 and others[0] == "you" else "their"
    words = f"{whose} runes add to {own} own Rune Pool, which pays only {own} own costs"
    if paying.covers(mine, need, playing.domain):
        paid = f"{words}; {playing.card} is paid from {possessive(player)} own."
        return held(paid, (playing.card,))
    if not any(_has_resources(situation, other) for other in others):
        return SKIP  # another player's having nothing is not why the card can't be paid
    return failed(f"{words}, so they can't pay for {playing.card}.", (playing.card,))


def _has_resources(situation: GameState, player: str) -> bool:
    have = paying.means(situation, player)
    return bool(have.energy or have.all_power)


@predicate
def rune_pool_pays_energy(situation: GameState, question: Question) -> Check:
    """Paying removes the resource from the player's Rune Pool: the Energy a cost asks is
    paid with Energy in their pool, or added to it by exhausting their ready runes."""
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    if playing is None or need is None:
        return SKIP
    have = paying.means(situation, playing.player)
    if not need.energy:
        return held(f"{playing.card} costs no Energy.", (playing.card,))
    said = (
        f"{playing.card} costs {need.energy} Energy, and "
        f"{says(playing.player, 'has', 'have')} {have.energy}: "
        f"{have.pool_energy} in the Rune Pool and {len(have.ready)} ready rune"
        f"{'' if len(have.ready) == 1 else 's'} to exhaust."
    )
    if have.energy >= need.energy:
        return held(said, (playing.card,), notable=True)
    return failed(said, (playing.card,))


@predicate
def rune_pool_pays_power(situation: GameState, question: Question) -> Check:
    """Power pays the Power costs of its own domain: the Power a card's cost asks is paid
    with Power of that domain, in the pool or added by recycling runes of that domain."""
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    if playing is None or need is None or not need.power:
        return SKIP
    have = paying.means(situation, playing.player)
    domain = playing.domain.title()
    count = have.power(playing.domain)
    said = (
        f"{playing.card} costs {need.power} {domain} Power, and "
        f"{says(playing.player, 'has', 'have')} {count} {domain} Power (in the Rune Pool "
        f"and from {domain} runes to recycle)."
    )
    if count >= need.power:
        return held(said, (playing.card,), notable=True)
    return failed(said, (playing.card,))


@predicate
def rune_pool_universal_power(situation: GameState, question: Question) -> Check:
    """Universal Power can pay a Power cost of any domain."""
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    if playing is None or need is None or not need.power:
        return SKIP
    have = paying.means(situation, playing.player)
    universal = have.power(paying.UNIVERSAL)
    short = need.power - have.power(playing.domain)
    if not universal or short <= 0:
        return SKIP
    domain = playing.domain.title()
    said = f"{universal} Universal Power can pay for {domain} Power"
    if universal >= short:
        return held(f"{said}, covering the {short} missing.", (playing.card,), notable=True)
    return failed(f"{said}, but {short} is missing.", (playing.card,))


# --- a card with several domains ([C] on it: 135.2.e.6) -----------------------------------


@predicate
def rune_pool_pays_any_of_its_domains(situation: GameState, question: Question) -> Check:
    """The Power a card with several domains asks for itself may be Power of any of its
    domains (or Universal Power); the rest of its Power, a Deflect cost, of any domain."""
    playing = paying.asked(situation, question)
    found = paying.needs(situation)
    if playing is None or not playing.domains or not any(n.of_its_domains for n in found):
        return SKIP
    have = paying.means(situation, playing.player)
    own = sum(have.power(domain) for domain in playing.domains) + have.power(paying.UNIVERSAL)
    paid = [n for n in found if own >= n.of_its_domains and have.all_power >= n.any_power]
    need = paid[0] if paid else found[0]
    domains = " or ".join(domain.title() for domain in playing.domains)
    said = (
        f"{playing.card} has several domains, so its {need.of_its_domains} Power may be {domains} "
        f"Power (or Universal), and {says(playing.player, 'has', 'have')} {own}"
    )
    if need.any_power > need.of_its_domains:
        said += f"; {need.any_power} Power in all (the rest of any domain), of {have.all_power}"
    if paid:
        return held(said + ".", (playing.card,), notable=True)
    return failed(said + ".", (playing.card,))


@predicate
def rune_pool_several_domains_pay_any(situation: GameState, question: Question) -> Check:
    """The Power a card with several domains asks for itself is processed as Power of any
    domain ([A]): any Power pays it."""
    playing = paying.asked(situation, question)
    need = paying.chosen(situation)
    if playing is None or not playing.domains or need is None or not need.of_its_domains:
        return SKIP
    have = paying.means(situation, playing.player)
    said = (
        f"{playing.card} has several domains, so its {need.of_its_domains} Power may be of any "
        f"domain: {need.any_power} Power in all, and {says(playing.player, 'has', 'have')} "
        f"{have.all_power}."
    )
    if have.all_power >= need.any_power:
        return held(said, (playing.card,), notable=True)
    return failed(said, (playing.card,))


# --- when Rune Pools empty (steps of the turn) --------------------------------------------


def _empty_pools(state: GameState, when: str) -> Stepped:
    """Every player's Rune Pool empties; what was in it is lost."""
    holding = [player for player, pool in state.pools if pool.energy or pool.power]
    if not holding:
        text = f"No Rune Pool holds Energy or Power {when}: there is nothing to lose."
        event = Event(text, "emptied", tuple(state.players), happened=False, change=False)
        return unchanged(state, event)
    lost = listing([f"{possessive(player)} Rune Pool" for player in holding])
    text = f"{lost} {'empties' if len(holding) == 1 else 'empty'} {when}: the unspent "
    text += "Energy and Power are lost."
    return Stepped(replace(state, pools=()), (Event(text, "emptied", tuple(holding)),))


@step
def rune_pool_empties_as_main_begins(state: GameState, doing: Doing) -> Stepped:
    """Every player's Rune Pool empties as the Main Phase begins, before the effects at
    the start of the Main Phase: unspent Energy and Power are lost."""
    return _empty_pools(state, "as the Main Phase begins")


@step
def rune_pool_empties_as_draw_ends(state: GameState, doing: Doing) -> Stepped:
    """Every player's Rune Pool empties as the Draw Phase's last task, just before the Main
    Phase (run as the Main Phase begins: nothing comes between): unspent Energy and Power
    are lost."""
    return _empty_pools(state, "as the Draw Phase ends")


@step
def rune_pool_empties_at_end_of_turn(state: GameState, doing: Doing) -> Stepped:
    """Every player's Rune Pool empties at the end of each player's turn, in the end of turn
    cleanup: unspent Energy and Power are lost."""
    return _empty_pools(state, "at the end of the turn")


@answers_query("playable_from", "rune_deck")
def rune_channeled_not_played() -> None:
    """Runes are channeled rather than played, and cards are played from the hand or the
    Chosen Champion zone by default: nothing is played from the Rune Deck."""


@answers_query("rune", "channel_two")
def channel_two_each_channel_phase() -> None:
    """The turn player channels 2 runes in the Channel Phase of each of their turns (as
    many as possible when their Rune Deck holds fewer)."""
