"""The engine: evaluate the facts that bear on a question and compose the verdict.

    from judge.engine.judging import judge, judge_document
    judge_document({"question": {"is_move": "recall"}}).verdict    # "no"

Actions are "yes" unless a requirement fails that no held exception excuses; yes/no
queries take the answer of the facts that hold; what-happens queries list the outcomes of
the facts that hold; topics are explained by their facts' statements (verdict "depends").
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product
from typing import Any

from judge.cards.catalog import card_named, in_force
from judge.engine import compose, costing, layering
from judge.engine.actions import OUTSTANDING, Action, CombatDamage, describe
from judge.engine.branches import combined, over_branches
from judge.engine.card_choices import chosen_branches
from judge.engine.card_list import (
    HIDING_MORE,
    SPELL_EFFECT,
    TRIGGERED_EFFECT,
    EnteredReady,
    ability_keyword,
    card_abilities,
    card_keywords,
    changes_keyword,
    choosing_limited,
    cost_texts,
    effect_text,
    entered_ready,
    has_empowered_ability,
    ignoring_while_assigning,
    play_texts,
    played_bar,
    printed_cost_unread,
    shielded,
    shielded_off_board,
    trigger_events,
    trigger_reading,
    unwatched_triggers,
    victory_texts,
    waiting_for_a_spell,
    with_activate_text,
    with_card_rules,
    with_flow_cost,
    with_ignoring,
    with_lethal_texts,
    with_might_texts,
    with_play_text,
    with_printed_keywords,
    with_read_cost_modifiers,
)
from judge.engine.citing import Citer, default_citer
from judge.engine.cleanup_choices import chosen_battlefield_branches
from judge.engine.damage_choices import branched
from judge.engine.facts import Fact, FactBook, fact_book
from judge.engine.grants import MOST_OPEN, Open, applied_whole, ways, with_grants
from judge.engine.instructions import read_effect
from judge.engine.passives import combat_damage_texts
from judge.engine.play_out import (
    CLEANUP,
    CLEANUP_FOLLOWS,
    COMBAT_CLEANUP,
    ENDING_CLEANUP,
    Refusal,
    assignments_in,
    play_out,
    steps_of,
)
from judge.engine.predicates import HELD, NOT_APPLICABLE, UNSETTLED, Check, Event
from judge.engine.predicates.abilities import ORDERS, unsettled_activate
from judge.engine.predicates.ability_kinds import KINDS, unsettled_card_kind, unsettled_joined_kind
from judge.engine.predicates.board import listing, says
from judge.engine.predicates.carry_out import CHOOSING
from judge.engine.predicates.chain import ability_named
from judge.engine.predicates.characteristics import kind_fact
from judge.engine.predicates.combat_damage import assignment_replaced
from judge.engine.predicates.dependent import empower_waiting, unsettled_legion
from judge.engine.predicates.keywords import KEYWORDS_NOT_KNOWN
from judge.engine.predicates.play import (
    unsettled_hidden,
    unsettled_hidden_choice,
    unsettled_play,
)
from judge.engine.questions import (
    AbilityKind,
    Activate,
    CostQuery,
    DamageAssignment,
    DamageSource,
    DamageTotal,
    DeckQuery,
    DependentQuery,
    EventQuery,
    Explain,
    Hide,
    KeywordQuery,
    MightQuery,
    ObjectCategory,
    Outcomes,
    PassPriority,
    PayQuery,
    Play,
    Query,
    Question,
    SplitDivision,
    Targeting,
    question_kind,
)
from judge.engine.reasoning import Evaluated, Judging, decide
from judge.engine.remedies import REMEDIES
from judge.engine.scenario import Scenario, load_document
from judge.engine.state import LEGEND_ZONE, GameState, Unit
from judge.engine.trigger_orders import ordered_branches
from judge.engine.verdict import DEPENDS, NO, UNKNOWN, YES, Citation, Finding, Verdict
from judge.engine.xp_spends import spend_branches
from judge.patterns import LazyPattern
from judge.records import replace

ILLEGAL = "illegal"
NOTHING = "nothing"
CLEANUP_EVENT = "cleanup"  # the event that a cleanup follows an action (a move, entering the board)
UNMODELLED = "unmodelled"  # an event whose consequences the engine does not model yet


def judge(
    situation: GameState,
    question: Question,
    rules_version: str | None = None,
    *,
    actions: tuple[Action, ...] = (),
    citer: Citer | None = None,
    book: FactBook | None = None,
) -> Verdict:
    """Judge ``question`` under ``rules_version`` (default: newest complete) in the state that
    ``actions`` lead to from ``situation``."""
    citer = citer or default_citer()
    ctx = Judging.of(book or fact_book(), citer.resolve(rules_version), citer)
    stated = {unit.name: unit.keywords for unit in situation.units}
    situation = with_printed_keywords(with_might_texts(situation, ctx.version), ctx.version)
    situation = with_lethal_texts(situation, ctx.version, actions)
    situation, left = with_grants(situation, stated, ctx.version, settled=not actions)
    situation = with_flow_cost(with_ignoring(situation, ctx.version), ctx.version)
    situation = with_card_rules(situation, ctx.version)
    read = with_read_cost_modifiers(situation, ctx.version)
    if isinstance(read, str):
        answer = f"Not answered: the text of {read} is not read as playing cards ignoring "
        answer += "or reducing their costs, so what it does to the cost is not known."
        return _unknown(ctx, answer, question)
    if barred := _played_barred(situation, read, ctx.version):
        return _unknown(ctx, f"Not answered: {barred}.", question)
    situation = read
    if isinstance(question, Explain):
        return _explain(ctx, question.topic)
    if isinstance(question, KeywordQuery):
        question = _with_card_text(question, situation, ctx.version, applied=not actions)
    if isinstance(question, Targeting) and not question.text:
        # A real card named alone: its spell's effect as the card list reads it here (with
        # ``ability: triggered``, its one triggered ability's effect).
        which = TRIGGERED_EFFECT if question.triggered else SPELL_EFFECT
        question = replace(question, text=effect_text(question.card, ctx.version, which))
    if isinstance(question, Targeting) and question.triggered and question.card:
        # "it" opening a real card's triggered effect: what its trigger condition names
        antecedent, player_named = trigger_reading(question.card, ctx.version, question.text)
        events = trigger_events(question.card, ctx.version, question.text)
        question = replace(
            question, antecedent=antecedent, player_named=player_named, trigger_events=events
        )
    if isinstance(question, AbilityKind) and question.card:
        question = _keyword_kinds_stated(ctx, card_abilities(question, ctx.version))
    if isinstance(question, Targeting) and question.kind == "valid_target":
        question = replace(question, shielded=shielded_off_board(situation, ctx.version))
    if isinstance(question, Targeting) and question.kind == "executes":
        question = replace(question, shielded=shielded(situation, ctx.version))
        if unstated := _untargetability_unstated(ctx, situation, question):
            return _unknown(ctx, unstated, question)
    absent = _keywords_not_in_version(ctx, situation, question, actions)
    if absent:
        return _not_in_version(ctx, absent, question)
    assigning = isinstance(question, DamageAssignment) or any(
        isinstance(action, CombatDamage) for action in actions
    )
    if assigning and (ignoring := ignoring_while_assigning(situation, ctx.version)):
        answer = (
            f"Not answered: the text of {', '.join(ignoring)} has a player ignore a keyword "
            "while assigning combat damage, which is not modelled yet."
        )
        return _unknown(ctx, answer, question)
    if isinstance(question, CostQuery | PayQuery) and (unread := printed_cost_unread(situation)):
        answer = (
            f"Not answered: {unread}'s printed Energy and Power costs are not in the card list, "
            "and the situation's playing does not give them (energy, power)."
        )
        return _unknown(ctx, answer, question)
    if isinstance(question, DamageAssignment) and (
        replacing := assignment_replaced(situation, question.by, ctx.version)
    ):
        answer = (
            f"Not answered: {listing(list(replacing))} on a unit "
            f"{says(question.by, 'assigns', 'assign')} combat damage among changes what damage "
            "is lethal for it (a replacement that would apply to the resulting damage applies "
            "to the assignment), which the assignment's checks do not count yet."
        )
        return _unknown(ctx, answer, question)
    dealing = assigning or isinstance(question, DamageTotal)
    if dealing and (changing := combat_damage_texts(situation, ctx.version)):
        said = listing([f'{name} ("{words}")' for name, words in changing])
        answer = f"Not answered: the text of {said} changes the combat damage it deals or how "
        answer += "combat damage is assigned to it, which is not modelled yet."
        return _unknown(ctx, answer, question)
    if _asks_victory(question) and (changing := _victory_bearing(situation, question, ctx)):
        said = listing([f'{name} ("{words}")' for name, words in changing])
        answer = f"Not answered: the text of {said} changes the points needed to win or when a "
        answer += "battlefield can be scored, which is not modelled yet."
        return _unknown(ctx, answer, question)

    def judged(state: GameState) -> Verdict:
        if not isinstance(question, Explain) and (entering := entered_ready(state, ctx.version)):
            return _over_entering(
                ctx, state, entering, lambda s: _each_way(ctx, s, left, actions, question)
            )
        return _each_way(ctx, state, left, actions, question)

    verdict = _over_optional_costs(ctx, situation, question, judged)
    return replace(verdict, played=tuple(map(describe, actions)))


# The fact by which an optional additional cost counts only if its player chose to pay it.
OPTIONAL_COST = "costs.optional_additional"


def _over_optional_costs(
    ctx: Judging,
    situation: GameState,
    question: Question,
    judged: Callable[[GameState], Verdict],
) -> Verdict:
    """The verdict when the card being played has optional additional costs (Accelerate,
    Repeat, "you may pay ... as an additional cost") that the situation does not say its
    player chose to pay or not: each is added only if they chose to, so every way the
    choices can go is judged (`branches.combined`). A question asking whether the cost is
    optional is not about the choice, and is judged as said."""
    playing = situation.playing
    unsaid = [
        index
        for index, cost in enumerate(playing.additional if playing else ())
        if cost.optional and cost.paid is None
    ]
    about_the_choice = isinstance(question, Query) and question.kind == "optional_additional_cost"
    if not unsaid or playing is None or about_the_choice:
        return judged(situation)
    ways = []
    for way in product((True, False), repeat=len(unsaid)):  # the first pays them all
        costs = list(playing.additional)
        for index, chosen in zip(unsaid, way, strict=True):
            costs[index] = replace(costs[index], paid=chosen)
        said = " and ".join(
            f"{'chose' if chosen else 'did not choose'} to pay {costs[i].name}"
            for i, chosen in zip(unsaid, way, strict=True)
        )
        chosen_state = replace(situation, playing=replace(playing, additional=tuple(costs)))
        ways.append((f"If the player {said}", judged(chosen_state)))
    names = listing([playing.additional[i].name for i in unsaid])
    # Whether the player can make the cost something, or pay it: the choice is theirs, and
    # one that makes paying impossible is not one they may make.
    can_make = isinstance(question, PayQuery) or (
        isinstance(question, CostQuery) and question.compares()
    )
    can = f"Yes: the player can, since they choose whether to pay {names}."
    return combined(
        ways,
        _cite_facts(ctx, (OPTIONAL_COST,)),
        depends=f"It depends on whether the player chose to pay {names} as the card was played.",
        same=lambda agreed, _: (
            f"{agreed.answer} It is the same if the player chose to pay "
            f"{names}: the choice is theirs."
        ),
        # the same verdict every way: the way paying none, with its own findings, so the
        # reasons do not state choices that contradict each other
        taken=-1,
        alone=True,
        some_yes=can if can_make else "",
    )


def _played_barred(said: GameState, read: GameState, version: str) -> str | None:
    """Why the card being played is not one that a cost modifier read from a real card's
    text (``said`` gave it no kind; ``read`` is it read) and reaching this play plays, or
    why that is not known (`card_list.played_bar`); None when every such one plays it."""
    playing = said.playing
    if playing is None:
        return None
    from_text = [
        mine.source
        for given, mine in zip(said.cost_modifiers, read.cost_modifiers, strict=True)
        if not given.kind and costing.reaches(read, mine)
    ]
    return next(filter(None, (played_bar(name, version, playing) for name in from_text)), None)


def _victory_bearing(
    situation: GameState, question: Question, ctx: Judging
) -> tuple[tuple[str, str], ...]:
    """The texts on the board that change the points needed to win or when a battlefield
    can be scored (``victory_texts``) that may bear on the answer: a battlefield's "here"
    text not for a point scored at another battlefield, unless a player is one point short
    of the Victory Score (the final point's rules look at every battlefield)."""
    at = question.battlefield if isinstance(question, Outcomes) else ""
    short = any(situation.points_of(p) >= situation.victory_score - 1 for p in situation.players)
    return tuple(
        (name, words)
        for name, words in victory_texts(situation, ctx.version)
        if not (" here" in words and at and at != name and not short)
    )


def _asks_victory(question: Question) -> bool:
    """Whether the answer may turn on the points needed to win: who wins, the Victory Score,
    a point scored (the final point's rules), or every outcome of the actions."""
    if isinstance(question, EventQuery):
        return question.kind == "victory_score"
    return isinstance(question, Outcomes) and question.event in ("", "wins", "point")


# The fact by which units enter the board exhausted unless an effect lets them enter ready.
ENTER_EXHAUSTED = "units.enter_exhausted"
# The fact by which a unit whose optional Accelerate cost was paid enters ready.
ACCELERATE = "keyword.accelerate"
# The fact by which a teammate's objects are friendly: a text on "friendly units" reaches them.
FRIENDLY = "target.friendly_includes_teammates"
# More units than this whose entering ready is open: not judged one way by one.
MAX_ENTERING = 3


def _over_entering(
    ctx: Judging,
    situation: GameState,
    entering: tuple[EnteredReady, ...],
    judged: Callable[[GameState], Verdict],
) -> Verdict:
    """The verdict when a card's text may have made units played this turn enter the board
    ready (``entered_ready``): a unit whose own text always does entered ready; each other
    is judged both ways (entered ready, entered exhausted), since whether the text applied
    as it was played (its card on the board then, its condition met) is not given. One
    verdict when both ways agree, else "depends", saying what it hangs on."""
    paid = (ACCELERATE,) if any(e.accelerate for e in entering) else ()
    mates = (FRIENDLY,) if any(e.teammate for e in entering) else ()
    why = _cite_facts(ctx, (ENTER_EXHAUSTED, *paid, *mates))
    sure = {e.unit for e in entering if e.always}
    units = list(situation.units)
    for index in sure:
        units[index] = replace(units[index], exhausted=False)
    ready = replace(situation, units=tuple(units))
    said = " ".join(
        f'{units[e.unit].name} entered the board ready, as its text says ("{e.words}")'
        for e in entering
        if e.always
    )
    open_units = sorted({e.unit for e in entering} - sure)
    if len(open_units) > MAX_ENTERING:
        named = listing([units[i].name for i in open_units])
        answer = f"Not answered: whether {named} entered the board ready is not settled."
        return Verdict(UNKNOWN, answer, ctx.version, (), (), (), "")
    also = f" {said}." if said else ""
    if not open_units:  # each unit's own text made it enter ready: nothing is open
        verdict = judged(ready)
        sure_one = over_branches([verdict], verdict.answer + also, why, verdict.verdict)
        return replace(sure_one, outcomes=verdict.outcomes)
    ways = []
    for way in product((True, False), repeat=len(open_units)):
        branch = list(ready.units)
        for index, readied in zip(open_units, way, strict=True):
            if readied:
                branch[index] = replace(branch[index], exhausted=False)
        entered = ", ".join(
            f"{units[i].name} entered {'ready' if r else 'exhausted'}"
            for i, r in zip(open_units, way, strict=True)
        )
        ways.append((f"If {entered}", judged(replace(ready, units=tuple(branch)))))
    whether = _entering_said(entering, open_units, units)
    return combined(
        ways,
        why,
        depends=f"It depends on {whether}.{also}",
        same=lambda agreed, _: (
            f"{agreed.answer}{also} This holds whichever way it went: {whether}."
        ),
        as_is=not said,  # what a unit's own text made it do is said even so
    )


def _entering_said(
    entering: tuple[EnteredReady, ...], open_units: list[int], units: list[Unit]
) -> str:
    """Whether each unit entered ready, what may have made it, and what that hangs on."""
    said = []
    for index in open_units:
        name = units[index].name
        texts = [e for e in entering if e.unit == index]
        cards = " and ".join(f'{e.card} ("{e.words}")' for e in texts)
        when = (
            "its Accelerate cost was paid"
            if all(e.accelerate for e in texts)
            else "its condition held"
            if all(e.card == name for e in texts)
            else "that card was on the board and any condition it has held"
        )
        said.append(
            f"whether {name} entered the board ready: the text of {cards} makes it enter "
            f"ready only if {when} as {name} was played, which is not given"
        )
    return "; ".join(said)


def _each_way(
    ctx: Judging, situation: GameState, left: Open, actions: tuple[Action, ...], question: Question
) -> Verdict:
    """The verdict in ``situation``, when the keywords the grants ``left`` leaves open do not
    change it: it is judged with them given to each subset of the units they may name, and
    unknown, naming the grants, when the verdicts differ (or there are too many ways)."""
    verdict = _after(ctx, situation, actions, question)
    if not left.units:
        return verdict
    texts = "; ".join(f'{grant.source}: "{grant.words}"' for grant in left.grants)
    whose = listing(list(left.units))
    if len(left.units) > MOST_OPEN or any(
        _after(ctx, way, actions, question).verdict != verdict.verdict
        for way in ways(situation, left)[1:]
    ):
        answer = (
            f"Not answered: the keywords of {whose} turn on text the judge does not apply "
            f"here ({texts}), and the answer depends on them."
        )
        return _unknown(ctx, answer, question)
    return verdict


def _unknown(ctx: Judging, answer: str, question: Question) -> Verdict:
    """An unknown verdict that says why, citing nothing (no rule decided it)."""
    return Verdict(UNKNOWN, answer, ctx.version, (), (), (), question_kind(question))


def _keyword_kinds_stated(ctx: Judging, question: AbilityKind) -> AbilityKind:
    """The question with only the card's keywords whose kind a fact of the version states
    ("Deflect is a Passive Ability keyword"); the kind of each other keyword is unsettled."""
    stated = tuple(
        keyword
        for keyword in question.keywords
        if (fact := ctx.book.by_id.get(kind_fact(keyword))) is not None and ctx.states(fact)
    )
    others = tuple(f"[{keyword}]" for keyword in question.keywords if keyword not in stated)
    return replace(question, keywords=stated, unsettled=(*question.unsettled, *others))


def _with_card_text(
    question: KeywordQuery, situation: GameState, version: str, *, applied: bool
) -> KeywordQuery:
    """The keywords the asked card prints, and the real cards of the situation whose text
    gives or takes away the keyword asked about: but, with ``applied`` (no actions follow),
    one whose every grant of it the engine applied to the situation (``applied_whole``)."""
    names = [
        *(unit.name for unit in situation.units),
        *(gear.name for gear in situation.gear),
        *(card.name for card in situation.cards),
        *(item.name for item in situation.chain),
        *(battlefield.name for battlefield in situation.battlefields),
    ]
    changing = tuple(
        name
        for name in names
        if changes_keyword(name, question.keyword, version)
        and not (applied and applied_whole(name, question.keyword, version))
    )
    printed = card_keywords(question.card, version)
    # "[Empowered][>] Text": the card has an Empowered Ability, the keyword Empowered.
    if question.keyword == "Empowered" and has_empowered_ability(question.card, version):
        printed = (*printed, "Empowered")
    on_abilities = ability_keyword(question.card, question.keyword, version)
    return replace(question, printed=printed, changed_by=changing, on_abilities=on_abilities)


def _after(
    ctx: Judging, situation: GameState, actions: tuple[Action, ...], question: Question
) -> Verdict:
    def play_to(before: tuple[Action, ...]) -> GameState | None:
        played = play_out(ctx, situation, before)
        return None if played.refused else played.state

    def cite_ways(state: GameState, ways: list[dict[str, int]]) -> tuple[Citation, ...]:
        legal = [
            e
            for way in ways
            for ask in assignments_in(state, tuple(way.items()))
            for e in ctx.evaluate(question_kind(ask), state, ask)
            if e.held
        ]
        return ctx.cite(legal)

    def judged(chosen: tuple[Action, ...]) -> Verdict:
        return _after(ctx, situation, chosen, question)

    choice = branched(actions, play_to, judged, cite_ways)
    if choice is not None:
        return choice
    picked = chosen_branches(
        actions, play_to, judged, lambda action: _cite_facts(ctx, (CHOOSERS[action],))
    )
    if picked is not None:
        return picked
    spent = spend_branches(actions, play_to, judged, lambda: _cite_facts(ctx, SHORT_SPENDS))
    if spent is not None:
        return spent
    played = play_out(ctx, situation, actions)
    ordered = ordered_branches(
        situation,
        played.state,
        lambda chosen: _after(ctx, chosen, actions, question),
        _cite_orders(ctx) if played.state.orders_open else (),  # cited only with orders open
        ctx.version,
    )
    if ordered is not None:
        return ordered
    where = chosen_battlefield_branches(
        situation,
        played.state,
        lambda chosen: _after(ctx, chosen, actions, question),
        lambda: _cite_facts(ctx, SHOWDOWN_CHOOSERS),
    )
    if where is not None:
        return where
    if played.refused is not None:
        if unfollowed := [e.text for e in played.events if e.kind == UNMODELLED]:
            # The refusal was judged on a state the engine could not follow (a second
            # instance of a triggered ability it did not put on the chain): not known.
            answer = " ".join(unfollowed)
            return Verdict(UNKNOWN, answer, ctx.version, (), (), (), question_kind(question))
        return _cited_or_unknown(_refused(ctx, played.refused, question))
    passed = tuple(ctx.finding(e) for e in played.passes if e.held)  # why each pass was legal
    if isinstance(question, Outcomes):
        asked_of = actions[-1:] if question.last else actions
        ran = tuple(dict.fromkeys(f for action in asked_of for f in steps_of(action)))
        # A legal action whose failure would have caused the event instead (an effect's
        # invalid destination recalls the unit) is why that event did not happen.
        ran += tuple(e.fact.id for e in played.judged if e.held and e.fact.otherwise)
        events = played.events
        if question.last:  # what the earlier actions caused is left out
            earlier = play_out(ctx, situation, actions[:-1]).events
            # ... but not what the engine could not follow there: the state the last action
            # acts on is not known past it.
            lost = [e for e in earlier if e.kind == UNMODELLED][:1]
            events = (*lost, *events[len(earlier) :])
        outcomes = _outcomes_before if question.before else _outcomes
        verdict = _cited_or_unknown(outcomes(ctx, events, question, ran))
        verdict = replace(verdict, findings=(*passed, *verdict.findings))
        return _unwatched(ctx, verdict, played.state, question, events)
    happened = (*passed, *(_event_finding(ctx, e) for e in played.events))
    if unmodelled := [e.text for e in played.events if e.kind == UNMODELLED]:
        # The state asked about is not known past what the engine can't follow.
        answer = " ".join(unmodelled)
        return Verdict(UNKNOWN, answer, ctx.version, (), happened, (), question_kind(question))
    chosen = _chosen_as_triggered(ctx, played.state)
    if chosen:
        return replace(chosen, kind=question_kind(question), findings=happened)
    asked = where_now(question, situation, played.state)
    if isinstance(asked, Play):
        asked = with_play_text(asked, played.state, ctx.version)
    if isinstance(asked, Activate):
        asked = with_activate_text(asked, played.state, ctx.version)
    verdict = _holder_given(ctx, _asked(ctx, played.state, asked), played.events)
    verdict = _status_given(ctx, verdict, played.state, asked, played.events)
    verdict = _keyword_effects_given(ctx, verdict, asked, played.events)
    verdict = _might_changes_given(ctx, verdict, asked, played.events)
    return replace(verdict, findings=(*happened, *verdict.findings))


# The fact by which a target that became Untargetable after it was chosen is illegal.
UNTARGETABLE_ON_RESOLUTION = "target.untargetable_on_resolution"


def _untargetability_unstated(ctx: Judging, situation: GameState, question: Targeting) -> str:
    """Why a chosen unit whose own text says enemy spells and abilities can't choose it, and
    whose control passed to an opponent of the spell's player before it resolved, is not
    settled in a version that states no rule on becoming Untargetable after being chosen
    (v1.3); "" otherwise."""
    fact = ctx.book.by_id.get(UNTARGETABLE_ON_RESOLUTION)
    if fact is None or ctx.states(fact):
        return ""
    enemies = situation.opponents(question.by)
    changed = [
        c.unit for c in question.changes if c.unit in question.shielded and c.controller in enemies
    ]
    if not changed:
        return ""
    return (
        f"{listing(changed)} can't be chosen by enemy spells and abilities, and its controller "
        "changed after it was chosen: whether it is still a legal target as the spell resolves "
        f"is not stated by the {ctx.version} rules (a later version's Untargetability rules "
        "decide it)."
    )


# The facts by which the turn player chooses where a showdown begins in a cleanup.
SHOWDOWN_CHOOSERS = ("showdown.in_cleanup_any_staged", "showdown.in_cleanup")


def _cite_orders(ctx: Judging) -> tuple[Citation, ...]:
    """The clauses by which a player orders their abilities triggered at once."""
    return _cite_facts(ctx, (ORDERS,))


# The facts by which a player chooses the cards they discard or recycle.
CHOOSERS = {"discard": "discard.from_hand", "recycle": "recycle.as_many_as_possible"}


# The facts on what spending more XP than one has does, as a cost and as an instruction.
SHORT_SPENDS = ("xp.spend_unpaid_cost", "xp.spend_as_much_as_possible")


def _cite_facts(ctx: Judging, ids: tuple[str, ...]) -> tuple[Citation, ...]:
    facts = [ctx.book.by_id.get(i) for i in ids]
    held = [Evaluated(f, Check(HELD)) for f in facts if f is not None and ctx.states(f)]
    return ctx.cite(held) if held else ()


# The fact by which a card played is not played yet while it is only on the chain.
NOT_YET = "trigger.play_on_completion"
CONDITION_IF = "trigger.condition_if"
# The facts on who holds Focus or priority, and the event that hands each on.
HOLDER_EVENTS = {"focus.permission": "focus passes", "priority.exclusive": "priority"}


def _holder_given(ctx: Judging, verdict: Verdict, events: tuple[Event, ...]) -> Verdict:
    """A play or activation that turned on who has Focus or priority, after actions: the
    step that last handed it on is why that player has it, so its clauses are cited after
    the verdict's."""
    kinds = [HOLDER_EVENTS[f] for f in verdict.cited_facts if f in HOLDER_EVENTS]
    last = {e.kind: e for e in events if e.kind in kinds and e.happened and e.fact}
    passed = [last[kind] for kind in dict.fromkeys(kinds) if kind in last]  # each one's last
    if not passed:
        return verdict
    cited = {c.rule for c in verdict.citations}
    why = ctx.cite([Evaluated(ctx.book.by_id[e.fact], Check(HELD)) for e in passed])
    added = tuple(c for c in why if c.rule not in cited)
    return replace(verdict, citations=(*verdict.citations, *added))


# The fact on the ability written after [Empowered], and the facts by which a card's own
# Empower gives it the status: its chain item resolves, and its effect Empowers its source.
EMPOWERED_ABILITY = "empowered.dependent_active"
EMPOWERING = ("empower.source_empowered", "chain.resolve_when_all_passed")


def _status_given(
    ctx: Judging,
    verdict: Verdict,
    state: GameState,
    question: Question,
    events: tuple[Event, ...],
) -> Verdict:
    """The ability after a card's [Empowered] is active because the card's own Empower
    resolved, or inactive because it is still on the chain: the clauses by which an Empower
    resolves and Empowers its source are cited after the verdict's."""
    if EMPOWERED_ABILITY not in verdict.cited_facts or not isinstance(question, DependentQuery):
        return verdict
    card = question.card
    if verdict.verdict == YES:
        given = any(
            e.fact == EMPOWERING[0] and e.happened and card in e.subjects[1:] for e in events
        )
    else:
        given = verdict.verdict == NO and empower_waiting(state, card)
    if not given:
        return verdict
    cited = {c.rule for c in verdict.citations}
    added = tuple(c for c in _cite_facts(ctx, EMPOWERING) if c.rule not in cited)
    return replace(verdict, citations=(*verdict.citations, *added))


# The outcome of the steps that end an effect granting or removing a keyword.
KEYWORD_EFFECT_ENDS = "effect expires"


def _keyword_effects_given(
    ctx: Judging, verdict: Verdict, question: Question, events: tuple[Event, ...]
) -> Verdict:
    """Whether a card has a keyword, after actions that ended an effect granting or removing
    it (the unit left the board, the turn ended) or kept it going: the clauses of the step
    that did it are why, and lead the verdict's when it ended (they decide), else follow."""
    if not isinstance(question, KeywordQuery) or question.kind != "has_keyword":
        return verdict
    if question.keyword not in question.printed and (
        open_ := [
            e.text
            for e in events
            if e.kind == KEYWORDS_NOT_KNOWN
            and e.subjects[0] == question.card
            and question.keyword in e.subjects[1:]
        ]
    ):
        answer = " ".join(dict.fromkeys(open_))
        return replace(verdict, verdict=UNKNOWN, answer=answer, citations=())
    said = [
        e
        for e in events
        if e.kind == KEYWORD_EFFECT_ENDS and e.fact and question.card in e.subjects
    ]
    if not said:
        return verdict
    ended = _cite_events(ctx, [e for e in said if e.happened])
    kept = _cite_events(ctx, [e for e in said if not e.happened])
    cited = {c.rule for c in ended}
    own = tuple(c for c in verdict.citations if c.rule not in cited)
    cited |= {c.rule for c in own}
    after = tuple(c for c in kept if c.rule not in cited)
    answer = " ".join([verdict.answer, *dict.fromkeys(e.text for e in said)])
    return replace(verdict, answer=answer, citations=(*ended, *own, *after))


# The outcome words of the actions that change a unit's Might with effects the layers apply
# (a swap), or that decide how many times a spell's effects on it are given (a Repeat), and
# of the step that ends such effects (at the end of the turn).
MIGHT_CHANGES = frozenset({"swapped", "repeats", "effect expires"})
# Of those, the actions whose clauses decide the Might even when they change nothing (a swap
# of equal Mights, a Repeat not paid).
MIGHT_DECIDERS = frozenset({"swapped", "repeats"})


def _might_changes_given(
    ctx: Judging, verdict: Verdict, question: Question, events: tuple[Event, ...]
) -> Verdict:
    """A unit's Might after an action that changed it (a swap, a spell executed again by its
    Repeat) or that did not (a swap of equal Mights, a Repeat not paid), or a step that ended
    such a change: their clauses lead the layers' own, the last first, since they decide
    which effects it has and by how much; the layers only add them up."""
    if not isinstance(question, MightQuery):
        return verdict
    said = [
        e
        for e in reversed(events)
        if e.kind in MIGHT_CHANGES
        and (e.happened or e.kind in MIGHT_DECIDERS)
        and question.unit in e.subjects
    ]
    lead = _cite_events(ctx, said)
    if not lead:
        return verdict
    led = {c.rule for c in lead}
    rest = tuple(c for c in verdict.citations if c.rule not in led)
    return replace(verdict, citations=(*lead, *rest))


def _unwatched(
    ctx: Judging,
    verdict: Verdict,
    state: GameState,
    question: Outcomes,
    events: tuple[Event, ...],
) -> Verdict:
    """A "no, it did not trigger" is unknown when a card on the board asked about has a
    trigger condition the engine does not look for ("when an enemy unit here dies"), unless
    the play-out said it could not be met yet (a card played is only on the chain)."""
    if verdict.verdict != NO or question.event.strip().lower() != "triggers":
        return verdict
    # Units whose ability waits for a card played that is still only on the chain.
    on_chain = {item.name for item in state.chain}
    not_yet = {
        e.subjects[0]
        for e in events
        if e.fact == NOT_YET and not e.happened and e.subjects[1:2] and e.subjects[1] in on_chain
    }
    # Trigger conditions a conditional statement right after them, false, kept from
    # triggering whatever the rest of the condition says: (unit, the condition's words).
    decided = {
        e.subjects[:2] for e in events if e.fact == CONDITION_IF and not e.happened and e.kind
    }
    about = question.subject.strip().casefold()
    # The cards whose abilities work where they are: units with no triggers given, gear,
    # battlefields, and a legend in its Legend Zone.
    names = [u.name for u in state.units if not u.triggers]
    names += [g.name for g in state.gear] + [b.name for b in state.battlefields]
    names += [c.name for c in state.cards if c.zone == LEGEND_ZONE]
    # the gear asked about wherever it is now: one that has left the board ("When this is
    # killed") may have triggered as it left (a unit's leaving is judged by the facts on dying)
    names += [
        c.name for c in state.cards if about and c.name.casefold() == about and c.type == "gear"
    ]
    unseen = [
        f'{name}: "{words}"'
        for name in dict.fromkeys(names)
        if not about or name.casefold() == about
        for words in unwatched_triggers(name, ctx.version)
        if name not in not_yet or words not in waiting_for_a_spell(name, ctx.version)
        if (name, words) not in decided
    ]
    if not unseen:
        return verdict
    answer = (
        f"Not answered: the engine does not look for the trigger condition of {'; '.join(unseen)}, "
        "so it can't say the ability did not trigger."
    )
    return replace(verdict, verdict=UNKNOWN, answer=answer, citations=())


def _chosen_as_triggered(ctx: Judging, state: GameState) -> Verdict | None:
    """Where the version has a "you may" trigger's choice made as it triggers (not as it is
    finalized), a state with such a trigger still pending depends on a choice already made
    that the situation does not give: declined, it was never on the chain."""
    as_triggered = ctx.book.by_id.get("trigger.may_on_trigger")
    as_finalized = ctx.book.by_id.get("trigger.may_on_finalize")
    if as_triggered is None or not ctx.states(as_triggered):
        return None
    if as_finalized is not None and ctx.states(as_finalized):
        return None
    waiting = [item.name for item in state.pending_items if item.optional]
    if not waiting:
        return None
    answer = (
        f"Under the {ctx.version} Core Rules, whether to place {', '.join(waiting)} on the "
        'chain ("you may") was chosen when it triggered, and this situation does not say '
        "which: declined, it was never on the chain, and the answer turns on that choice."
    )
    cited = ctx.cite([Evaluated(as_triggered, Check(HELD))])
    return Verdict(UNKNOWN, answer, ctx.version, cited, (), (), "")


def where_now(question: Question, before: GameState, after: GameState) -> Question:
    """A play or hide question about a card of the situation that the actions moved (hidden,
    played, trashed) asks about that card where it is now; a card the question describes,
    or one the actions left alone, is asked about as it is."""
    if not isinstance(question, Play | Hide):
        return question
    name = question.card.name.lower()
    was = next((c for c in before.cards if c.name.lower() == name), None)
    card = next((c for c in after.cards if c.name.lower() == name), None)
    if was is None or card == was:
        return question
    if card is not None:
        now = replace(
            question.card,
            controller=card.controller,
            zone=card.zone,
            facedown_at=card.facedown_at,
            hidden_this_turn=card.hidden_this_turn,
        )
    elif any(item.name.lower() == name for item in after.chain):
        now = replace(question.card, zone="chain", facedown_at=None, hidden_this_turn=False)
    else:  # played: a permanent on the board now, or a spell that has resolved
        on_board = any(u.name.lower() == name for u in after.units) or any(
            g.name.lower() == name for g in after.gear
        )
        zone = "board" if on_board else "played"
        now = replace(question.card, zone=zone, facedown_at=None, hidden_this_turn=False)
    return replace(question, card=now)


def _asked(ctx: Judging, situation: GameState, question: Question) -> Verdict:
    if isinstance(question, Targeting) and not question.text:
        answer = f"The judge cannot read the text of {question.card}: it is not compiled whole."
        return _unknown(ctx, answer, question)
    if isinstance(question, Targeting) and (
        unread := read_effect(question.text, question.antecedent, question.player_named).unknown
    ):
        answer = f'The judge cannot read this instruction text yet: "{unread}".'
        return _unknown(ctx, answer, question)
    if isinstance(question, DeckQuery) and (unsettled := _bans_unstated(ctx, question)):
        return unsettled
    if isinstance(question, Targeting) and (limiting := _choosing_unread(situation, question, ctx)):
        answer = f"Not answered: the text of {limiting} limits what can be chosen, which is not "
        answer += "taken when asking whether something can be chosen yet."
        return _unknown(ctx, answer, question)
    if isinstance(question, Targeting) and question.previously and not _states_new_choices(ctx):
        answer = f"Making new choices for a chain item is not part of the {ctx.version} Core Rules."
        return _unknown(ctx, answer, question)
    if isinstance(question, MightQuery | DamageTotal) and situation.might_texts:
        named = ", ".join(situation.might_texts)
        answer = f"Not answered: the text of {named} changes Might, which is not modelled yet."
        return _unknown(ctx, answer, question)
    hidden_there = isinstance(question, Hide) and any(
        c.facedown_at == question.at for c in situation.cards
    )
    if (
        isinstance(question, Hide)
        and hidden_there
        and (words := _hiding_text(question.at, ctx.version))
    ):
        answer = f'Not answered: the text of {question.at} ("{words}") changes how many cards '
        answer += "may be hidden there, which is not modelled yet."
        return _unknown(ctx, answer, question)
    if isinstance(question, Play) and (why := unsettled_play(situation, question)):
        answer = f"Whether {question.card.name} can be played is not settled: {why}."
        return _unknown(ctx, answer, question)
    if isinstance(question, Play | Targeting) and (
        why := unsettled_hidden_choice(situation, question, _states(ctx, JOINED_PLAY))
    ):
        asked = f"{question.card.name} can be played" if isinstance(question, Play) else ""
        answer = f"Whether {asked or 'this choice can be made'} is not settled: {why}."
        return _unknown(ctx, answer, question)
    if isinstance(question, Play) and (unstated := _chosen_only_unstated(ctx, question)):
        return unstated
    if isinstance(question, Play | Targeting) and (
        unstated := _each_target_unstated(ctx, situation, question)
    ):
        return unstated
    if (
        isinstance(question, AbilityKind)
        and not _states(ctx, "trigger.condition_includes_event")
        and (why := unsettled_joined_kind(question))
    ):
        answer = f'Whether "{question.text}" is {why}.'
        return _unknown(ctx, answer, question)
    if isinstance(question, AbilityKind) and (why := unsettled_card_kind(question)):
        asked = KINDS.get(question.asked, question.asked)
        answer = f"Whether {question.card} has {asked} is not settled: {why}."
        return _unknown(ctx, answer, question)
    if isinstance(question, Activate) and (why := unsettled_activate(situation, question)):
        answer = f"Whether {ability_named(question)} can be activated is not settled: {why}."
        return _unknown(ctx, answer, question)
    if isinstance(question, DependentQuery) and (why := unsettled_legion(situation, question)):
        answer = f"Whether {question.card}'s Legion ability is active is not settled: {why}."
        return _unknown(ctx, answer, question)
    if isinstance(question, CostQuery | PayQuery) and (
        costing := cost_texts(situation, ctx.version)
    ):
        answer = f"Not answered: the text of {', '.join(costing)} changes what cards cost, which "
        answer += "is not modelled yet (a situation's cost_modifiers can give it)."
        return _unknown(ctx, answer, question)
    if isinstance(question, CostQuery | PayQuery) and (why := _flow_unsettled(situation, question)):
        answer = f"What {situation.playing.card if situation.playing else ''} costs is not "
        answer += f"settled: {why}."
        return _unknown(ctx, answer, question)
    evaluated = ctx.evaluate(question_kind(question), situation, question)
    if isinstance(question, Query | Targeting | ObjectCategory | DamageSource | SplitDivision):
        kind = question_kind(question)

        def elsewhere() -> list[Evaluated]:  # only needed when no fact answers here
            return ctx.unstated_holding(kind, situation, question)

        return _cited_or_unknown(_query(ctx, evaluated, kind, elsewhere))
    if isinstance(question, EventQuery) and (asked := _value_asked(question)):
        return _cited_or_unknown(_is_value(_outcome(ctx, evaluated, situation, question), asked))
    if isinstance(question, EventQuery):
        return _named_or_unknown(_outcome(ctx, evaluated, situation, question), question)
    if isinstance(question, CostQuery):
        return _cited_or_unknown(_cost(ctx, evaluated, situation, question))
    if isinstance(question, DamageTotal):
        return _cited_or_unknown(_damage_total(ctx, evaluated, question))
    if isinstance(question, MightQuery):
        return _cited_or_unknown(_might(ctx, evaluated, situation, question))
    if isinstance(question, Play) and (texts := _play_texts(ctx, situation, question)):
        answer = (
            f"Not answered: the engine does not carry out {texts}, which says where or when "
            "a card may be played."
        )
        return _unknown(ctx, answer, question)
    return _cited_or_unknown(_action(ctx, evaluated, situation, question))


def _hiding_text(battlefield: str, version: str) -> str:
    """The words of the battlefield named ``battlefield`` that change how many cards may be
    hidden there ("" when it has none)."""
    card = card_named(battlefield)
    found = HIDING_MORE.search(card.text_under(version)) if card is not None else None
    return found.group(0).strip() if found else ""


def _choosing_unread(situation: GameState, question: Targeting, ctx: Judging) -> str:
    """For whether objects can be chosen (``valid_target``): the cards on the board whose
    text limits what can be chosen and that this question does not take, with their words,
    each a card that limits it in words the engine does not read ("Your units here with less
    Might than me can't be chosen by enemy spells and abilities.") or a chosen unit whose own
    text says enemy spells and abilities can't choose it, chosen by an opponent's text; ""
    when there are none."""
    if question.kind != "valid_target":
        return ""
    enemies = situation.opponents(question.by)
    own = [
        u.name
        for u in situation.units
        if u.name in question.chosen
        and u.controller in enemies
        and u.name in shielded(situation, ctx.version)
    ]
    limiting = [
        name
        for name in choosing_limited(situation, ctx.version)
        if _limit_may_reach(situation, question, name, ctx.version)
    ]
    cards = dict.fromkeys((*limiting, *own))
    return listing([f'{name} ("{_choosing_words(name, ctx.version)}")' for name in cards])


# Words of a limit on choosing that speak only of its controller's own units.
_YOUR_UNITS = LazyPattern(r"\s*Your units\b")


def _limit_may_reach(situation: GameState, question: Targeting, name: str, version: str) -> bool:
    """Whether the unread limit on choosing of the unit ``name`` may reach what is chosen:
    one that speaks only of "your units" (its controller's, not a teammate's: "friendly"
    would say so) can't reach a choice with none of its controller's units."""
    words = _choosing_words(name, version)
    owner = next((u.controller for u in situation.units if u.name == name), None)
    if owner is None or not words or not all(_YOUR_UNITS.match(w) for w in _sentences(words)):
        return True
    return any(u.name in question.chosen and u.controller == owner for u in situation.units)


def _sentences(words: str) -> list[str]:
    """The sentences of ``words``, each ending with its full stop."""
    return [w.strip() + "." for w in words.split(".") if w.strip()]


# A sentence of a card's text that says something can't be chosen.
_CANT_BE_CHOSEN = LazyPattern(r"[^.]*\b(?:can't|can\u2019t|cannot) be chosen[^.]*\.")


def _choosing_words(name: str, version: str) -> str:
    """The sentences of the card named ``name`` that say something can't be chosen."""
    card = card_named(name)
    text = card.text_under(version) if card else ""
    return " ".join(s.strip(" )") for s in _CANT_BE_CHOSEN.findall(text))


def _flow_unsettled(situation: GameState, question: Question) -> str:
    """Why the cost of a card played for its Flow cost is not settled: its Flow cost is
    neither given nor read from its card (a card with several, its player chooses one), or a
    "for [Cost]" or "ignoring its cost" modification also reaches it, and how that combines
    with an alternate cost is not modelled; or, paying, some of its Power is of any domain,
    which the payment does not model; "" when it is settled."""
    playing = situation.playing
    if playing is None or playing.flow is None or not playing.flow.used:
        return ""
    if not playing.flow.given:
        return (
            f"{playing.card}'s Flow cost is not given, and not read from its card (a card "
            "with several Flow costs: its player chooses one as they play it)"
        )
    if any(m.kind in costing.BASE_KINDS for m in costing.applying(situation)):
        return (
            f"{playing.card} is played for its Flow cost while a base cost modification also "
            "applies, and how they combine is not modelled"
        )
    if isinstance(question, PayQuery) and playing.flow.any_domain:
        return (
            f"{playing.card}'s Flow cost asks Power of any domain ([A]), and paying that is not "
            "modelled"
        )
    return ""


def _play_texts(ctx: Judging, situation: GameState, question: Play) -> str:
    """The text, of the card played or of a card on the board, about where or when a card
    may be played that the engine's play rules do not take ("" none). A card whose rules the
    situation gives (``text``: "Units can't be played here.") is judged by them."""
    names = [question.card.name, *(u.name for u in situation.units if not u.text)]
    names += [g.name for g in situation.gear]
    names += [b.name for b in situation.battlefields if not b.text]
    said = [
        f'{name}\'s "{text}"'
        for name in dict.fromkeys(names)
        for text in play_texts(name, ctx.version)
    ]
    return "; ".join(said)


def _states_new_choices(ctx: Judging) -> bool:
    """The version has rules on new choices for a finalized chain item (v1.3 has none), so
    a target asked as such a new choice is judged by them, not as a first choice."""
    illegal = ctx.book.by_id.get("new_choices.illegal")
    return illegal is not None and ctx.states(illegal)


def _chosen_only_unstated(ctx: Judging, play: Play) -> Verdict | None:
    """A card choosing a spell or ability on the chain by what it chooses ("that chooses it
    and no other friendly unit") under a version with no rule for counting what an item on
    the chain chooses once its targets moved or left (v1.3): not answered."""
    counted = ctx.book.by_id.get("play.chosen_only")
    if not play.effect or (counted is not None and ctx.states(counted)):
        return None
    mentions = [m for i in read_effect(play.effect).instructions for m in i.chosen()]
    said = next((m.words for m in mentions if any(r.kind in CHOOSING for r in m.restrictions)), "")
    if not said:
        return None
    answer = (
        f'Whether {play.card.name} can choose "{said}" is not settled: the {ctx.version} Core '
        "Rules say that an item's choices are not changed once made and that a target no longer "
        "legal is unaffected as it resolves (which leans to its still counting a unit moved to "
        "base), but nothing of what another card counts among an item's choices once a target "
        "moved or left the board."
    )
    return _unknown(ctx, answer, play)


# The rule holding a hidden spell's targets to the battlefield where it was hidden.
HIDDEN_HERE = "hidden.targets_here"
# The rule making a triggered ability whose condition includes its being played beside
# another event a play effect, held there when the board rules the other event out.
JOINED_PLAY = "hidden.joined_play_effect_here"


def _states(ctx: Judging, fact_id: str) -> bool:
    """The version judged states the fact ``fact_id``."""
    fact = ctx.book.by_id.get(fact_id)
    return fact is not None and ctx.states(fact)


def _each_target_unstated(
    ctx: Judging, situation: GameState, question: Play | Targeting
) -> Verdict | None:
    """A spell played from facedown whose words make the battlefield it was hidden at
    impossible for some of its choices but not for others, a target of those others chosen
    elsewhere, under a version that does not say each target is treated on its own (v1.3):
    not answered."""
    each = ctx.book.by_id.get("hidden.targets_each_separately")
    if each is None or ctx.states(each):
        return None
    elsewhere = unsettled_hidden(situation, question)
    if not elsewhere:
        return None
    name = question.card.name if isinstance(question, Play) else question.card or "the spell"
    answer = (
        f"Whether {name} can choose {listing(elsewhere)} is not settled: the {ctx.version} "
        "Core Rules hold a hidden spell's targets to the battlefield where it was hidden unless "
        "the ability explicitly restricts targeting in a way that makes this impossible, and "
        "its words make that impossible for one of its choices but not for another; they do "
        "not say whether the other is still held there."
    )
    # The rule whose words leave it open is cited, though it decides nothing here.
    cited = _cite_facts(ctx, (HIDDEN_HERE,))
    return Verdict(UNKNOWN, answer, ctx.version, cited, (), (), question_kind(question))


def _bans_unstated(ctx: Judging, deck: DeckQuery) -> Verdict | None:
    """A deck holding a banned card that no rule of the version speaks of (a legend, rune or
    battlefield; a Main Deck card under a version that states no format legality, v1.3): its
    Core Rules cannot say whether the deck may be played where the ban applies."""
    legality = ctx.book.by_id.get("deck.format_legality")
    covered = legality is not None and ctx.states(legality)
    cards = deck.other_cards if covered else (*deck.main_cards, *deck.other_cards)
    banned = sorted(
        {c.name for c in cards if c.banned_since and in_force(c.banned_since, ctx.version)}
    )
    if not banned:
        return None
    answer = (
        f"{', '.join(banned)} {'is' if len(banned) == 1 else 'are'} on the ban list of "
        f"sanctioned play, and the {ctx.version} Core Rules say nothing of the legality of "
        "such a card in a format: they cannot say whether this deck may be played where the "
        "ban applies."
    )
    return _unknown(ctx, answer, deck)


def _refused(ctx: Judging, refused: Refusal, question: Question) -> Verdict:
    """An action of the scenario could not be taken: nothing after it happens."""
    kind = question_kind(question)
    if isinstance(refused.action, PassPriority):
        reasons = [e.check.reason for e in refused.evaluated]
        findings = tuple(ctx.finding(e) for e in refused.evaluated)
        answer = compose.no_answer(reasons, ())
        return Verdict(
            ILLEGAL, answer, ctx.version, ctx.cite(refused.evaluated), findings, (), kind
        )
    legality = _action(ctx, refused.evaluated, refused.state, refused.action)
    return replace(legality, verdict=ILLEGAL, kind=kind)


def _outcomes(
    ctx: Judging, events: tuple[Event, ...], question: Outcomes, ran: tuple[str, ...]
) -> Verdict:
    """What the actions caused (at ``question.battlefield`` if given), or whether
    ``question.event`` happened."""
    kind = question_kind(question)
    wanted = question.battlefield
    event = question.event.strip().lower()
    asked = {s.strip().lower() for s in (question.subject, *question.among) if s.strip()}
    about = bool(asked)  # only what happened to the subject (any one of ``among``)
    here = [
        e
        for e in events
        if (not wanted or wanted in (e.at, *e.subjects))
        and (not about or bool(asked & {s.lower() for s in e.subjects}))
    ]
    findings = tuple(_event_finding(ctx, e) for e in events)
    unmodelled = [e for e in events if e.kind == UNMODELLED]
    # What happened before the first thing the engine can't follow still happened.
    cut = events.index(unmodelled[0]) if unmodelled else len(events)
    first_at: dict[Event, int] = {}  # where each event is first, as ``events.index`` finds it
    for index, e in enumerate(events):
        first_at.setdefault(e, index)
    shown = set(here)  # equal events are both in ``here`` or neither: a set, not a list scan
    known = [e for e in events if e in shown and (first_at[e] < cut or e.settled)]
    occurred = [e for e in known if e.happened and e.kind == event] if event else []
    # A rule that kept things as they were holds only until a later event changes them.
    overtaking = {id(e): _overtaking(e, known) for e in occurred}
    later = [f for e in occurred for f in overtaking[id(e)]]
    occurred = [e for e in occurred if not overtaking[id(e)]]
    if later and not occurred:
        changed = list(dict.fromkeys(later))
        answer = compose.event_answer(False, [e.text for e in changed])
        cited = _cite_events(ctx, changed)
        return Verdict(NO, answer, ctx.version, cited, findings, (), kind)
    if occurred:
        # a game won after them ends what they were part of (Burn Outs repeated until an
        # opponent wins): said, or the answer would read as if they stopped there
        last = known.index(occurred[-1])
        won = [e for e in known[last:] if e.happened and e.kind == "wins" and event != "wins"]
        occurred += won[:1]
        texts = [e.text for e in occurred]
        answer = (
            f"Yes. {compose.outcome_answer(texts)}" if won else compose.event_answer(True, texts)
        )
        causes = _causes(known, occurred[0], event) if about else []
        led = [replace(e, fact=fact) for e in (*occurred, *causes) for fact in e.led_by]
        inactive = NOT_STOPPED_BY.get(event, frozenset()) if about else frozenset()
        unstopped = [e for e in known if not e.happened and e.kind in inactive]
        cleanup = _cleanup_cause(events, occurred[0])
        cited = _cite_events(ctx, [*occurred, *causes, *cleanup, *led, *unstopped])
        return Verdict(YES, answer, ctx.version, cited, findings, (), kind)
    holder = _other_holder(events[:cut], event, here) if about else None
    if holder is not None:
        answer = compose.event_answer(False, [holder.text])
        return Verdict(NO, answer, ctx.version, _cite_events(ctx, [holder]), findings, (), kind)
    # A rule that settles the outcome whatever an effect before it did (Focus kept by a chain
    # a triggered ability opened) answers even past what the engine can't follow; kept, it
    # passed to no one, so it answers for any player asked about.
    kept = [e for e in events if e.settled and not e.happened and e.kind == event]
    if unmodelled and kept:
        cited = _cite_events(ctx, kept[-1:])
        answer = compose.event_answer(False, [kept[-1].text])
        return Verdict(NO, answer, ctx.version, cited, findings, (), kind)
    if unmodelled:
        # Those about what is asked, when some are, say why; an undecided one names the rule
        # of what it leaves open (two readings of a text).
        said = [e for e in unmodelled if e in here] or unmodelled
        answer = " ".join(dict.fromkeys(e.text for e in said))  # two cleanups: said once
        cited = _cite_events(ctx, said)
        return Verdict(UNKNOWN, answer, ctx.version, cited, findings, (), kind)
    happened = [e for e in here if e.happened and e.kind and e.change]
    if not happened:  # nothing changed: say what keeps things as they are
        happened = [e for e in here if e.happened and e.kind]
    outcomes = tuple(dict.fromkeys(e.kind for e in happened))
    if not event:
        # What a rule stopped here is part of what happens (moving to a battlefield its
        # controller already controls does not contest it), said in the order of play with
        # what happened: the contest the move did not make comes before the cleanup after it.
        # What happened comes first: the verdict names every outcome and the answer cites
        # the rules of each, though its text says only the first OUTCOME_SENTENCES parts and
        # the last, or all up to OUTCOME_IN_FULL (a part is one event's text, whatever its
        # sentences; a repeat is said once). A rule that stopped something is said for every
        # thing it stopped or not at all, where what happened leaves room for the answer to
        # say it in full (one unit below lethal damage, but not the other, would read as if
        # the other were killed).
        room = compose.OUTCOME_IN_FULL - len({e.text for e in happened})
        stopped: dict[str, list[Event]] = {}
        for e in here[:cut]:
            if not e.happened and e.kind and e.change and e.kind not in outcomes:
                stopped.setdefault(e.fact, []).append(e)
        saying = {id(e) for e in happened}
        for group in stopped.values():
            if len(group) <= room:
                saying.update(id(e) for e in group)
                room -= len(group)
        said = [e for e in here if id(e) in saying]
        answer = compose.outcome_answer([e.text for e in said])
        verdict = ", ".join(outcomes) or NOTHING
        cited = _cite_events(ctx, said)
        return Verdict(verdict, answer, ctx.version, cited, findings, (), kind, outcomes)
    # The latest word of each rule that stopped it (earlier ones were overtaken), or, for a
    # subject or a battlefield, stopped what it needs first.
    first = NEEDED_FIRST.get(event, frozenset()) if about or wanted else frozenset()
    latest = {
        e.fact: (i, e)
        for i, e in enumerate(here)
        if not e.happened and (e.kind == event or e.kind in first)
    }
    prevented = [e for _, e in sorted(latest.values(), key=lambda found: found[0])]
    if prevented:
        places = {e.at for e in prevented if e.at}
        instead = [
            e
            for e in here
            if e.happened and e.fact in OPENED_INSTEAD.get(event, ()) and e.at in places
        ]
        answer = compose.event_answer(False, [e.text for e in (*prevented, *instead)])
        stoppers = STOPPED_BY.get(event, frozenset())
        why = [e for e in here if e.happened and e.kind in stoppers] if about else []
        # The rule that ran on into what stopped it (an Equip that attached nothing, so no
        # "When I'm Equipped" triggers) is cited too.
        led = [replace(e, fact=fact) for e in prevented for fact in e.led_by]
        cited = _cite_events(ctx, [*why, *prevented, *instead, *led])
        return Verdict(NO, answer, ctx.version, cited, findings, (), kind, outcomes)
    # What some outcomes follow from happened, but no rule said whether they followed: the
    # engine does not work them out for it (a kill no spell or ability's damage or Kill
    # instruction, nor combat damage, is recorded for: one after an effect that dealt no
    # damage, a combat kill under v1.3). A rule of the outcome that ran and left it open
    # (a stunned unit among a combat's sources) says why.
    follows, unworked = WORKED_OUT_ONLY_AFTER.get(event, ("", ""))
    unsaid = [e for e in here if e.happened and follows and e.kind == follows]
    if about and unsaid:
        deciding = {fact.id for fact in _rules_for(ctx, event, ran)}
        open_ = [e.text for e in here if not e.kind and e.fact in deciding]
        killed = unsaid[0].text.rstrip(".")
        answer = (
            f"Not answered: {killed}. {' '.join(open_)}"
            if open_
            else f"Not answered: {killed}; {unworked} is not worked out here."
        )
        return replace(_unknown(ctx, answer, question), findings=findings)
    rules = _rules_for(ctx, event, ran)
    answer = compose.event_answer(
        False, [f"Nothing here meets the rule: {f.statement}" for f in rules]
    )
    cited = ctx.cite([Evaluated(fact, Check(HELD)) for fact in rules])
    # It happened to another player instead (your opponent wins, not you): that is said,
    # its rule cited after the rules the subject did not meet (none encoded: unknown still)
    elsewhere = [e for e in events[:cut] if e.happened and e.kind == event and e not in here]
    if about and elsewhere and rules:
        answer = compose.event_answer(False, [elsewhere[0].text])
        seen = {c.rule for c in cited}
        cited += tuple(c for c in _cite_events(ctx, elsewhere[:1]) if c.rule not in seen)
    return Verdict(NO, answer, ctx.version, cited, findings, (), kind, outcomes)


# The steps of every kind of cleanup: none of them is "before the next cleanup".
CLEANUP_STEPS = frozenset((*CLEANUP, *COMBAT_CLEANUP, *ENDING_CLEANUP, *CLEANUP_FOLLOWS))


def _outcomes_before(
    ctx: Judging, events: tuple[Event, ...], question: Outcomes, ran: tuple[str, ...]
) -> Verdict:
    """What the actions caused before the cleanup that follows them (a move's): an event
    that happened only in that cleanup or after it did not happen "the moment" they did."""
    kind = question_kind(question)
    findings = tuple(_event_finding(ctx, e) for e in events)
    marks = [i for i, e in enumerate(events) if e.happened and e.kind == CLEANUP_EVENT]
    if not marks or any(e.fact in CLEANUP_STEPS for e in events[: marks[0]]):
        answer = (
            "Not answered: no cleanup follows these actions as its own step, so what happens "
            "before the next cleanup is not set apart."
        )
        return Verdict(UNKNOWN, answer, ctx.version, (), findings, (), kind)
    early, mark = events[: marks[0]], events[marks[0]]
    asked = replace(question, before="")
    verdict = _outcomes(ctx, early, asked, ran)
    event = question.event.strip().lower()
    if verdict.verdict == NO and event:
        after = _outcomes(ctx, events, asked, ran)
        later = [e for e in events[marks[0] :] if e.happened and e.kind == event]
        if after.verdict == YES and later:
            reasons = [f"Not before the cleanup: {mark.text}", f"In it: {later[0].text}"]
            cited = _cite_events(ctx, [*later[:1], mark])
            return Verdict(
                NO, compose.event_answer(False, reasons), ctx.version, cited, findings, (), kind
            )
    return replace(verdict, findings=findings)


# Outcomes only one player has at a time (priority, Focus): another player gaining it, with
# nothing after that moves it on, answers for the player asked about.
EXCLUSIVE = frozenset({"priority", "focus passes"})
MOVES_PRIORITY = frozenset({"priority", "passes", "resolves", "finalized", "focus passes"})


def _other_holder(events: tuple[Event, ...], event: str, here: list[Event]) -> Event | None:
    """The event that gave an exclusive outcome (priority) to another player than the one
    asked about, when it is the last word on it: nothing later passed or resolved."""
    if event not in EXCLUSIVE:
        return None
    holders = [i for i, e in enumerate(events) if e.happened and e.kind == event]
    if not holders or events[holders[-1]] in here:
        return None
    later = events[holders[-1] + 1 :]
    if any(e.happened and e.kind in MOVES_PRIORITY for e in later):
        return None
    return events[holders[-1]]


# What must happen to a thing before an outcome can: the cleanup kills a unit only for the
# damage it was dealt, so why it was not dealt damage is why it was not killed; a battlefield
# gives a point by a hold or a conquer, so why it was not conquered is why it gave none; the
# attacker is the player whose units contested the battlefield, so why a player's units did
# not contest it is why they are not the attacker.
NEEDED_FIRST = {
    "killed": frozenset({"damaged"}),
    "attacker": frozenset({"contested"}),
    "point": frozenset({"conquer"}),
    "killed by": frozenset({"killed"}),  # a kill is attributed only where the unit was killed
}
# Outcomes the engine works out only for some of the ways what they follow from happens:
# where that happened and no rule said whether they followed, the answer is not known.
WORKED_OUT_ONLY_AFTER = {"killed by": ("killed", "what that kill is attributed to")}
# Outcomes that, not happening for a thing's outcome, are why nothing stopped it: a facedown
# card's "would die" text not active is why a unit it would have saved was killed (and its
# Deathknell triggered), so its rule is cited with the outcome's.
NOT_STOPPED_BY = {"killed": frozenset({"active"}), "triggers": frozenset({"active"})}
# Outcomes that, happening to a card, stop another outcome for it, so its rule is the one
# that decides: an attached gear's Inactive text stops its Temporary triggering.
STOPPED_BY = {"triggers": frozenset({"inactive"})}
# The rules of what opened where the asked outcome did not, which say it creates no such
# outcome: a showdown begun at a battlefield with no combat staged (a move to an empty one)
# is a stand-alone phase that creates no combat, so it is said and cited with the combat's
# rule. Only a rule for showdowns without a combat staged: one that also covers showdowns
# opened with a combat (v1.3's) would cite a combat showdown's clauses for a combat that
# never was.
OPENED_INSTEAD = {"combat": frozenset({"showdown.in_cleanup"})}

# The outcomes that end what an outcome that keeps things as they are kept (control kept
# during a combat ends when the battlefield is conquered, lost or left uncontrolled).
UNDONE_BY = {
    "keeps control": frozenset({"conquer", "control established", "loses control", "uncontrolled"})
}


def _causes(known: list[Event], outcome: Event, event: str) -> list[Event]:
    """What had to happen to the subject (``known`` holds its events only) first for
    ``outcome`` (the damage a unit was killed for), and the carrying out of the spell or
    ability that made it happen."""
    first = NEEDED_FIRST.get(event, frozenset())
    before = known[: known.index(outcome)]
    needed = [e for e in before if e.happened and e.kind in first]
    if not needed:
        return []
    upto = before[: before.index(needed[-1])]
    made = [e for e in upto if e.happened and not e.kind and e.fact and e.subjects[1:]]
    return [*made[-1:], needed[-1]]


# Outcomes that a cleanup brings about (a unit with lethal damage killed).
BY_CLEANUP = frozenset({"damage.lethal_killed"})


def _cleanup_cause(events: tuple[Event, ...], outcome: Event) -> list[Event]:
    """For an outcome a cleanup brought about, what made that cleanup an outstanding task
    (a pending item finalized, a unit leaving the board): why a cleanup ran then."""
    if outcome.fact not in BY_CLEANUP:
        return []
    before = events[: events.index(outcome)]
    return [e for e in before if e.fact == OUTSTANDING and e.happened][-1:]


def _overtaking(kept: Event, events: list[Event]) -> list[Event]:
    """The later events that changed, for the same things, what ``kept`` (a rule that keeps
    things as they are) said stayed the same."""
    undone = UNDONE_BY.get(kept.kind, frozenset())
    if kept.change or not kept.subjects or not undone:
        return []
    after = events[events.index(kept) + 1 :]
    return [
        e
        for e in after
        if e.happened and e.kind in undone and set(kept.subjects) <= set(e.subjects)
    ]


def _rules_for(ctx: Judging, event: str, ran: tuple[str, ...]) -> list[Fact]:
    """The stated facts among the steps that ran whose outcome is ``event``: when none of
    them made it happen, they are why it did not."""
    facts = [ctx.book.by_id[fact_id] for fact_id in ran]
    return [fact for fact in facts if event in _outcomes_of(ctx, fact) and ctx.states(fact)]


# Words a step gives its events besides its fact's outcome: the step that makes a player the
# Attacker makes the other the Defender.
ALSO_GIVES = {"attacker": ("defender",)}


def _outcomes_of(ctx: Judging, fact: Fact) -> tuple[str, ...]:
    """What a fact makes happen: its own outcome (and the words its step also gives), or
    what happens when it fails."""
    instead = ctx.book.by_id[fact.otherwise].outcome if fact.otherwise else ""
    return (fact.outcome, *ALSO_GIVES.get(fact.outcome, ()), instead)


def _cite_events(ctx: Judging, events: list[Event]) -> tuple[Citation, ...]:
    ids = dict.fromkeys(e.fact for e in events if e.fact in ctx.book.by_id)
    return ctx.cite([Evaluated(ctx.book.by_id[fact_id], Check(HELD)) for fact_id in ids])


def _event_finding(ctx: Judging, event: Event) -> Finding:
    fact = ctx.book.by_id.get(event.fact)
    status = "happened" if event.happened else "prevented"
    if fact is None:
        return Finding("", "", status, event.text, ())
    return Finding(fact.id, fact.statement, status, event.text, fact.clauses_in(ctx.version))


def _decisive_without_clause(ctx: Judging, exceptions: list[Evaluated]) -> list[Evaluated]:
    """The exceptions that decide the verdict but cite no clause we hold for this version."""
    return [e for e in exceptions if not ctx.numbers(e.fact)[1]]


def _rests_on_no_clause(
    ctx: Judging, unheld: list[Evaluated], findings: tuple[Finding, ...], question: Question
) -> Verdict:
    statements = " ".join(dict.fromkeys(e.fact.statement for e in unheld))
    answer = (
        f"This turns on a rule we hold no clause of in the {ctx.version} Core Rules "
        f"({statements.rstrip('.')}), so this version, as held, cannot settle it."
    )
    return Verdict(UNKNOWN, answer, ctx.version, (), findings, (), question_kind(question))


def _value_asked(question: EventQuery) -> str:
    """The value a yes/no form of a value question asks about: the player a First Turn
    Process question is asked of, the number of points a Victory Score question says, the
    player a question of who orders replacement effects names; "" for the open question."""
    if question.kind == "first_turn":
        return question.subject
    if question.kind == "replacement_order":
        return question.event
    return question.event if question.kind == "victory_score" else ""


def _is_value(verdict: Verdict, asked: str) -> Verdict:
    """Whether the value the rules give (the player the First Turn Process adjusts, the
    Victory Score, the player who orders replacement effects) is the one asked about."""
    if not verdict.outcomes:  # no fact of the version gives one
        return replace(verdict, verdict=UNKNOWN)
    same = asked in verdict.outcomes
    answer = compose.event_answer(same, [verdict.answer])
    return replace(verdict, verdict=YES if same else NO, answer=answer, outcomes=())


def _named_or_unknown(verdict: Verdict, question: EventQuery) -> Verdict:
    """Who orders replacement effects is a player; when no rule of the version names one
    (v1.3 gives the choice to a battlefield's owner, which is not modelled), it is unknown."""
    if question.kind != "replacement_order" or verdict.citations:
        return _cited_or_unknown(verdict)
    answer = (
        f"Not answered under the {verdict.rules_version} Core Rules: the rules encoded for "
        f"that version name no player who orders replacement effects acting on "
        f"{question.subject} (who owns a battlefield is not modelled)."
    )
    return replace(verdict, verdict=UNKNOWN, answer=answer, outcomes=())


def _cited_or_unknown(verdict: Verdict) -> Verdict:
    """A yes or no must rest on a clause of its version; without one it is not an answer."""
    if verdict.verdict not in (YES, NO) or verdict.citations:
        return verdict
    answer = (
        f"Not answered under the {verdict.rules_version} Core Rules: the rules that decide "
        "this are not encoded for that version."
    )
    return replace(verdict, verdict=UNKNOWN, answer=answer)


def not_encoded(version: str, facts: list[Fact]) -> str:
    """In plain words: the judge cannot answer under ``version`` because its rules on the
    matter are encoded for other versions only (never "X is not in the rules": it may be,
    under another number)."""
    encoded = sorted({v for fact in facts for v in (*fact.clauses, *fact.uncited_in)})
    if not encoded:
        return f"Not answered under the {version} Core Rules: the judge has no rules on this."
    return (
        f"Not answered under the {version} Core Rules: the judge's rules on this are "
        f"encoded for {_listed(encoded)} only."
    )


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _keywords_not_in_version(
    ctx: Judging, situation: GameState, question: Question, actions: tuple[Action, ...] = ()
) -> list[str]:
    """Keywords on the cards of the situation or question that the facts know but this
    version lacks.

    Judging a Deploy gear under a version without Deploy would silently treat it as plain
    gear; the honest answer is that this version cannot say. A query about the rules
    themselves ("is a recall a move?") does not depend on the cards on the board.
    """
    if isinstance(question, Query):
        return []
    carried: set[str] = set()
    for unit in situation.units:
        carried |= unit.keywords
    for gear in situation.gear:
        carried |= gear.keywords
    for card in situation.cards:
        carried |= card.keywords
    for item in situation.chain:
        carried |= item.keywords | ({"Flow"} if item.flow else set())
    if situation.playing is not None and situation.playing.flow is not None:
        carried.add("Flow")
    for asked in (question, *actions):
        if isinstance(asked, Play | Hide):
            carried |= asked.card.keywords
        if isinstance(asked, Activate):
            carried |= asked.keywords
        if isinstance(asked, DependentQuery) and asked.empowered:
            carried.add("Empowered")
    return sorted(
        keyword
        for keyword in carried
        if (facts := ctx.book.by_keyword.get(keyword)) and not any(map(ctx.states, facts))
    )


def _not_in_version(ctx: Judging, keywords: list[str], question: Question) -> Verdict:
    """Unknown: keywords the judge has no rules for in this version. Said as "not part of
    the rules" only when the version's text does not mention them at all."""
    rulebook = ctx.citer.rulebook
    absent = [k for k in keywords if not rulebook.mentions(ctx.version, k)]
    if absent == keywords:
        one = len(keywords) == 1
        answer = (
            f"{' and '.join(keywords)} {'is' if one else 'are'} not part of the {ctx.version} "
            f"Core Rules; ask under a version that has {'it' if one else 'them'}."
        )
    else:
        facts = [f for k in keywords for f in ctx.book.by_keyword.get(k, [])]
        answer = not_encoded(ctx.version, facts).replace(
            "rules on this", f"rules on {' and '.join(keywords)}"
        )
    return _unknown(ctx, answer, question)


def judge_scenario(scenario: Scenario, rules_version: str | None = None, **kw: Any) -> Verdict:
    """Judge a loaded scenario, under its own rules version unless another is given."""
    version = rules_version or scenario.rules_version
    return judge(scenario.situation, scenario.question, version, actions=scenario.actions, **kw)


def judge_document(document: dict[str, Any], rules_version: str | None = None) -> Verdict:
    """Load a scenario document (docs/scenarios.md) and judge it."""
    scenario = load_document(document, topics=fact_book().topics)
    return judge_scenario(scenario, rules_version)


def _action(
    ctx: Judging, evaluated: list[Evaluated], situation: GameState, question: Question
) -> Verdict:
    failures, excused = decide(evaluated)
    # The facts that made the difference (a rule overriding another's reading) come first.
    failures = sorted(failures, key=lambda e: not e.check.notable)
    findings = tuple(ctx.finding(e, excused.get(e.fact.id)) for e in evaluated)
    unheld = _decisive_without_clause(ctx, [e for by in excused.values() for e in by])
    if unheld:
        return _rests_on_no_clause(ctx, unheld, findings, question)
    kind = question_kind(question)
    unsettled = _unsettled_exceptions(evaluated, failures)
    if unsettled:
        # An exception that would excuse every failure turns on what the situation does not
        # say (a pending card's cost): the answer depends on it.
        answer = compose.depends_answer([e.check.reason for e in unsettled])
        unsure = ctx.cite(unsettled + failures)
        return Verdict(DEPENDS, answer, ctx.version, unsure, findings, (), kind)
    if failures:
        # A rule no exception here could have met (a Closed State, another player's Focus)
        # decides before a default that a keyword would have beaten. An exception that
        # does not apply (a card played by an effect, when none is) excuses nothing here.
        excusable = {
            target
            for e in evaluated
            if e.check.status != NOT_APPLICABLE
            for target in e.fact.exception_to
        }
        failures.sort(key=lambda e: e.fact.id in excusable)
        hints = tuple(_hints(ctx, failures, situation, question))
        missed = _missed_exceptions(evaluated, failures)
        # An exception that did not apply is part of why (Action, but without focus): said
        # before the default it would have beaten, which is not the reason when it has that
        # permission (a spell with Action, "only Action or Reaction can be played then").
        excepted = {target for e in missed for target in e.fact.exception_to}
        order = [e for e in failures if e.fact.id not in excepted] + missed
        order += [e for e in failures if e.fact.id in excepted]
        answer = compose.no_answer([e.check.reason for e in order], hints)
        citations = ctx.cite(order)
        return Verdict(NO, answer, ctx.version, citations, findings, hints, kind)
    # The facts that made the difference (an exception, a keyword) are cited first, then the
    # rules they beat, then the rest of what held.
    held = sorted((e for e in evaluated if e.held), key=lambda e: not e.check.notable)
    beaten = [e for e in evaluated if e.fact.id in excused]
    notable = [e for e in held if e.check.notable]
    cited = notable + beaten + [e for e in held if not e.check.notable]
    answer = compose.yes_answer([e.check for e in held])
    return Verdict(YES, answer, ctx.version, ctx.cite(cited), findings, (), kind)


def _unsettled_exceptions(evaluated: list[Evaluated], failures: list[Evaluated]) -> list[Evaluated]:
    """The exceptions whose answer depends on what the situation does not say, each an
    exception to every failure (so, had it held, the action would be legal)."""
    failed_ids = {item.fact.id for item in failures}
    return [
        e
        for e in evaluated
        if failures and e.check.status == UNSETTLED and failed_ids <= set(e.fact.exception_to)
    ]


def _missed_exceptions(evaluated: list[Evaluated], failures: list[Evaluated]) -> list[Evaluated]:
    """The exceptions to the failed facts (Ambush, Ganking...) that did not apply."""
    failed_ids = {item.fact.id for item in failures}
    return [
        e for e in evaluated if e.check.status == "failed" and failed_ids & set(e.fact.exception_to)
    ]


def _hints(
    ctx: Judging, failures: list[Evaluated], situation: GameState, question: Question
) -> list[str]:
    """Each remedy of a failed fact that, applied to the situation, makes the action legal."""
    hints: list[str] = []
    for item in failures:
        for name in item.fact.remedies:
            remedy = REMEDIES[name]
            changed = remedy.apply(situation, question)
            if changed is None:
                continue
            again = ctx.evaluate(question_kind(changed[1]), *changed)
            words = f"legal if {remedy.words(question)}"
            if not decide(again)[0] and words not in hints:
                hints.append(words)
    return hints


def _query(
    ctx: Judging,
    evaluated: list[Evaluated],
    kind: str,
    elsewhere: Callable[[], list[Evaluated]],
) -> Verdict:
    """The answer of the facts on a query; when none answers here, ``elsewhere()`` gives
    those of other versions that would (the rule that decides is encoded for them only),
    evaluated only then."""
    answering = [e for e in evaluated if e.held and e.fact.answers]
    # A held exception overrides the answer of the rule it is an exception to.
    excused = {target for e in answering for target in e.fact.exception_to}
    answering = [e for e in answering if e.fact.id not in excused]
    # A requirement of a choice (a rule that answers nothing itself: a hidden spell's targets
    # held to its battlefield) makes the choice illegal when it fails: it answers no then,
    # and is cited beside the rules that answer yes when it holds.
    required = [e for e in evaluated if kind == "valid_target" and not e.fact.answers]
    unmet_required = [e for e in required if e.check.status == "failed"]
    met_required = [e for e in required if e.held]
    findings = tuple(ctx.finding(e) for e in evaluated)
    if not evaluated:  # no fact on this question is stated in this version
        answer = not_encoded(ctx.version, ctx.book.by_kind.get(kind, []))
        return Verdict(UNKNOWN, answer, ctx.version, (), (), (), kind)
    # A rule whose answer turns on what the situation does not say (who conceded), and that
    # could answer otherwise than the rules that hold, leaves the answer depending on it.
    unsettled = [e for e in evaluated if e.check.status == UNSETTLED and e.fact.answers]
    if {e.fact.answers for e in unsettled} - {e.fact.answers for e in answering}:
        answer = "It depends. " + " ".join(e.check.reason for e in unsettled)
        cited = ctx.cite(answering + unsettled)
        return Verdict(DEPENDS, answer, ctx.version, cited, findings, (), kind)
    if not answering and not unmet_required and (held_elsewhere := elsewhere()):
        answer = not_encoded(ctx.version, [e.fact for e in held_elsewhere])
        return Verdict(UNKNOWN, answer, ctx.version, (), findings, (), kind)
    if not answering and not unmet_required:
        why = " ".join(e.check.reason for e in evaluated if e.check.status == "failed")
        answer = "The encoded rules don't answer this question in this situation." + (
            f" {why}" if why else ""
        )
        return Verdict(UNKNOWN, answer, ctx.version, (), findings, (), kind)
    answers = {e.fact.answers for e in answering} | ({NO} if unmet_required else set())
    if len(answers) > 1:  # facts disagree: never pick one silently
        answer = "The encoded rules give conflicting answers here; a judge must decide."
        disagreeing = ctx.cite(answering + unmet_required)
        return Verdict(UNKNOWN, answer, ctx.version, disagreeing, findings, (), kind)
    verdict = answers.pop()
    # The rule that made the difference (Untargetable as it resolves) before the general
    # one, and a rule that would have answered otherwise and whose condition is not met
    # here (the spell is no enemy spell to the target now) says why it does not.
    deciding = answering + (unmet_required if verdict == NO else [])
    agreeing = sorted(deciding, key=lambda e: not e.check.notable)
    unmet = [
        e
        for e in evaluated
        if e.check.status == "failed" and e.check.notable and e.fact.answers not in ("", verdict)
    ]
    # A requirement that failed says why here too (the targets chosen elsewhere); one that
    # held is cited after the rules that answer yes.
    said = [e.fact.statement for e in agreeing]
    said += [e.check.reason for e in unmet + (unmet_required if verdict == NO else [])]
    resting = agreeing + unmet + (met_required if verdict == YES else [])
    answer = compose.query_answer(verdict, said)
    return Verdict(verdict, answer, ctx.version, ctx.cite(resting), findings, (), kind)


def _outcome(
    ctx: Judging, evaluated: list[Evaluated], situation: GameState, question: Question
) -> Verdict:
    """Who controls a battlefield's abilities: the value of the facts that hold."""
    kind = question_kind(question)
    held = [e for e in evaluated if e.held]
    # An exception that holds replaces the rule it overrides (an ability that indicates its
    # controller is that player's, not the battlefield controller's).
    excusing: dict[str, list[Evaluated]] = {}
    for e in held:
        for target in e.fact.exception_to:
            excusing.setdefault(target, []).append(e)
    held = [e for e in held if e.fact.id not in excusing]
    outcomes = tuple(
        e.check.value or e.fact.outcome for e in held if e.check.value or e.fact.outcome
    )
    # A rule that failed where its exception holds is excused by it (an uncontrolled
    # battlefield has no controller to order its replacement effects: the turn player does).
    findings = tuple(ctx.finding(e, None if e.held else excusing.get(e.fact.id)) for e in evaluated)
    answer = compose.outcome_answer([e.check.reason for e in held])
    verdict = ", ".join(outcomes) or NOTHING
    return Verdict(verdict, answer, ctx.version, ctx.cite(held), findings, (), kind, outcomes)


def _cost(
    ctx: Judging, evaluated: list[Evaluated], situation: GameState, question: Question
) -> Verdict:
    """The total cost of the card being played, or yes/no about it: the value of the total,
    with what each step of determining it did."""
    verdict = _outcome(ctx, evaluated, situation, question)
    held = [e.check for e in evaluated if e.held]
    # A rule whose condition is not met here (an optional cost not chosen, Deflect on a
    # friendly spell) says why the total lacks it: cited and said along with what held.
    absent = [e for e in evaluated if e.check.status == "failed" and e.check.notable]
    if not any(c.value for c in held):  # the rule that gives the total is not in this version
        facts = ctx.book.by_kind.get(question_kind(question), [])
        unstated = " ".join(f.statement for f in facts if not ctx.states(f))
        answer = (
            f"Not answered under the {ctx.version} Core Rules: the total here turns on a rule "
            f"the judge holds no clause of in that version ({unstated.rstrip('.')})."
        )
        return replace(verdict, verdict=UNKNOWN, answer=answer, citations=())
    total = next(c.reason for c in held if c.value)
    notable = [c.reason for c in held if c.notable] + [e.check.reason for e in absent]
    answer = compose.cost_answer(verdict.verdict, total, notable)
    # What this card's total turns on (Deflect, an optional cost) before the steps every
    # total takes (base cost, total)
    deciding = sorted([e for e in evaluated if e.held] + absent, key=lambda e: not e.check.notable)
    return replace(verdict, answer=answer, citations=ctx.cite(deciding))


def _damage_total(ctx: Judging, evaluated: list[Evaluated], question: DamageTotal) -> Verdict:
    """How much combat damage a player assigns (the amount), or whether it is at least
    ``at_least`` (yes/no), with what made it that much."""
    kind = question_kind(question)
    findings = tuple(ctx.finding(e) for e in evaluated)
    held = sorted((e for e in evaluated if e.held), key=lambda e: not e.check.notable)
    value = next((e.check.value for e in held if e.check.value), "")
    if not value:
        failures = [e for e in evaluated if e.check.status == "failed"]
        if not failures:
            answer = not_encoded(ctx.version, ctx.book.by_kind.get(kind, []))
            return Verdict(UNKNOWN, answer, ctx.version, (), findings, (), kind)
        held, value = failures, "0"  # not a combatant: assigns no combat damage
    total = int(value)
    verdict = value if question.at_least is None else (YES if total >= question.at_least else NO)
    reasons = [e.check.reason for e in held]
    first = next((e.check.reason for e in held if e.check.value), reasons[0])
    answer = compose.cost_answer(verdict, first, reasons)
    return Verdict(verdict, answer, ctx.version, ctx.cite(held), findings, (), kind, (value,))


def _might(
    ctx: Judging, evaluated: list[Evaluated], situation: GameState, question: MightQuery
) -> Verdict:
    """A unit's Might after the layers, or yes/no about it, with what each layer did; unknown
    when the result rests on a rule this version does not state (v1.3 has no 477.3.c)."""
    if question.keyword:
        return _keyword_might(ctx, evaluated, question)
    verdict = _outcome(ctx, evaluated, situation, question)
    unit = situation.unit(question.unit)
    found = layering.results(unit, situation.gear) if unit else ()
    relied = {f for r in found for f in r.relies}
    unstated = [ctx.book.by_id[f] for f in sorted(relied) if not ctx.states(ctx.book.by_id[f])]
    unclear = next((r.unclear for r in found if r.unclear), "")
    in_combat = unit is not None and unit.designation in ("attacker", "defender")
    # A unit's own Assault or Shield is one of its effects (layering.effects_of); one the
    # layers grant it while Mighty would change the Might that grants it: not modelled.
    combat_keywords = {"Assault", "Shield"} & {k for r in found for k in r.keywords}
    if in_combat and combat_keywords:
        named = " and ".join(sorted(combat_keywords))
        answer = (
            f"Not answered: {named} can change the Might of a unit in combat, not modelled yet."
        )
        return replace(verdict, verdict=UNKNOWN, answer=answer, citations=())
    if unclear:
        answer = f"The rules leave this open: {unclear}."
        return replace(verdict, verdict=UNKNOWN, answer=answer, citations=())
    if unstated:
        said = " ".join(f.statement for f in unstated)
        answer = (
            f"Not answered under the {ctx.version} Core Rules: the Might here turns on a rule "
            f"the judge holds no clause of in that version ({said.rstrip('.')})."
        )
        return replace(verdict, verdict=UNKNOWN, answer=answer, citations=())
    held = [e.check for e in evaluated if e.held]
    total = next((c.reason for c in held if c.value), "")
    # The rules that decided this unit's Might first, the layer order that holds for all last.
    looked_at = [e for e in evaluated if e.held or e.check.notable]  # "not Mighty" decides too
    notable = [e.check.reason for e in looked_at if e.check.notable]
    deciding = sorted(looked_at, key=lambda e: (bool(e.check.value), not e.check.notable))
    answer = compose.cost_answer(verdict.verdict, total, notable)
    return replace(verdict, answer=answer, citations=ctx.cite(deciding))


def _keyword_might(ctx: Judging, evaluated: list[Evaluated], question: MightQuery) -> Verdict:
    """What a unit's Assault or Shield adds to its Might, or yes/no about that amount: the
    keyword's own rule decides (the unit's role in the combat), whatever its Might is."""
    kind = question_kind(question)
    findings = tuple(ctx.finding(e) for e in evaluated)
    said = [e for e in evaluated if e.fact.keyword == question.keyword and e.check.value]
    if not said:
        answer = (
            f"Not answered: {question.unit} has no {question.keyword} the {ctx.version} Core "
            "Rules state."
        )
        return Verdict(UNKNOWN, answer, ctx.version, (), findings, (), kind)
    check = said[0].check  # yes or no about the amount, or the amount ("+2 Might")
    outcome = () if check.value in (YES, NO) else (check.value,)
    answer = compose.cost_answer(check.value, check.reason, [])
    return Verdict(check.value, answer, ctx.version, ctx.cite(said), findings, (), kind, outcome)


def _explain(ctx: Judging, topic: str) -> Verdict:
    facts = [fact for fact in ctx.book.by_topic.get(topic, []) if ctx.states(fact)]
    if not facts:
        answer = not_encoded(ctx.version, ctx.book.by_topic.get(topic, []))
        return Verdict(UNKNOWN, answer, ctx.version, (), (), (), "explain")
    items = [Evaluated(fact, Check("explained")) for fact in facts]
    answer = " ".join(fact.statement for fact in facts)
    return Verdict(DEPENDS, answer, ctx.version, ctx.cite(items), (), (), "explain")
