"""Properties that catch whole classes of engine errors (engine issue, item 5).

Hypothesis builds game states that can arise in play, in every mode (1v1, 2v2, ffa3, ffa4),
and questions and actions about them; the engine is used through its public functions
(``judge`` and ``play_out`` with a ``Judging`` built as ``judge`` builds it). The properties:

1. Relabelling players never changes a verdict, its citations or the facts it rests on;
   rotating the seats (who is first in turn order) never does either.
2. Who plays a card that moves a unit never changes what the destination, contest and combat
   rules say: they speak of the unit's controller; only timing speaks of the card's player.
3. A permission keyword (Action, Reaction, Ganking, Accelerate, Ambush) only widens what is
   legal: it never turns a "yes" into a "no".
4. A cleanup of a state a cleanup produced changes nothing.
5. Legal moves and plays, with their cleanups, never yield a state the rules forbid.

Each property is a plain function returning what is wrong (or nothing), used by the
hypothesis test and by a deterministic test that breaks the input or the engine on purpose
and shows the property notices (``test_*_can_fail``).

Properties 2 and 5 fail on engine bugs they found; their minimal examples are given with
``@example`` (so they fail the same way on every run) and the tests are marked
``xfail(strict=True)``: once the engine is fixed they pass, strict turns that into a failure,
and the marker must go. Until then hypothesis stops at the first example, so the random
search of those two tests runs again only after the fix.
"""

from __future__ import annotations

import itertools
import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, TypeVar, cast

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from judge.engine.actions import Action, Cleanup, CombatResolution
from judge.engine.citing import default_citer
from judge.engine.facts import fact_book
from judge.engine.judging import judge
from judge.engine.play_out import play_out
from judge.engine.predicates import Check, Doing, Event, Stepped, failed
from judge.engine.questions import (
    EventQuery,
    Hide,
    Move,
    Outcomes,
    PassPriority,
    Play,
    Query,
    Question,
    Recall,
)
from judge.engine.reasoning import Judging
from judge.engine.state import (
    BASE,
    BATTLEFIELD,
    Battlefield,
    Card,
    CardRule,
    ChainItem,
    GameState,
    Gear,
    Place,
    Unit,
)
from judge.engine.verdict import Verdict

# More examples for a longer hunt: JUDGE_PROPERTY_EXAMPLES=2000 pytest -k properties
EXAMPLES = int(os.environ.get("JUDGE_PROPERTY_EXAMPLES", "150"))
PROPERTY = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
VERSIONS = ("2026-03-30", "2026-07-16", "2026-10-09")
SEATS = {"1v1": 2, "2v2": 4, "ffa3": 3, "ffa4": 4}
# "you" is a player name the answers treat specially ("your base"): relabelling to and from
# it checks that only the words change.
PLAYERS = ("you", "Ann", "Bo", "Cy")
FIELDS = ("Altar", "Bridge", "Crag")
UNIT_KEYWORDS = ("Ganking", "Accelerate", "Ambush")
PERMISSIONS = ("Action", "Reaction", "Ganking", "Accelerate", "Ambush")
NOT_IN_VERSION = "is not part of the"

T = TypeVar("T")


def context(version: str) -> Judging:
    """A judgement's context, built the way ``judging.judge`` builds it."""
    citer = default_citer()
    return Judging(fact_book(), citer.resolve(version), citer)


def base(player: str) -> Place:
    return Place(BASE, player)


def field_place(name: str) -> Place:
    return Place(BATTLEFIELD, name)


# --- Generating states that can arise in play ------------------------------------------------


def _occupants(draw: st.DrawFn, players: tuple[str, ...], teams: Any) -> tuple[str, ...]:
    """Zero to two players with units at one battlefield, never two teammates."""
    chosen = draw(st.lists(st.sampled_from(players), max_size=2, unique=True))
    if len(chosen) == 2 and chosen[1] in _mates(teams, chosen[0]):
        chosen = chosen[:1]
    return tuple(chosen)


def _mates(teams: tuple[tuple[str, ...], ...], player: str) -> frozenset[str]:
    return next((frozenset(team) - {player} for team in teams if player in team), frozenset())


@st.composite
def units_of(draw: st.DrawFn, player: str, at: Place, first: int, count: int) -> list[Unit]:
    made = []
    for number in range(first, first + count):
        might = draw(st.one_of(st.none(), st.integers(1, 4)))
        keywords = frozenset(
            draw(st.lists(st.sampled_from(UNIT_KEYWORDS), max_size=1, unique=True))
            if draw(st.integers(0, 4)) == 0
            else ()
        )
        made.append(
            Unit(
                f"U{number}",
                player,
                at,
                exhausted=draw(st.sampled_from([None, False, False, True])),
                damage=draw(st.integers(0, might - 1)) if might else 0,
                might=might,
                keywords=keywords,
                played_this_turn=draw(st.booleans()),
                accelerated="Accelerate" in keywords,
            )
        )
    return made


@st.composite
def states(draw: st.DrawFn, mode: str | None = None) -> GameState:
    """A state a game can be in (possibly between an action and its cleanup): no
    battlefield holds units of three players or of two teammates, two players at a
    battlefield are in a combat there (staged or in progress), a lone player at a battlefield
    they don't control contests it (a showdown staged or in progress), a teammate never
    controls a battlefield where your units are, at most one showdown or combat is in
    progress (in a Main Phase), units are at their own base, attached gear is with its unit."""
    mode = mode or draw(st.sampled_from(sorted(SEATS)))
    players = tuple(draw(st.permutations(PLAYERS[: SEATS[mode]])))
    teams = ((players[0], players[2]), (players[1], players[3])) if mode == "2v2" else ()
    names = FIELDS[: 2 if mode == "1v1" else 3]
    calm = draw(st.booleans())  # the turn player's Neutral Open Main Phase
    units: list[Unit] = []
    battlefields: list[Battlefield] = []
    ongoing: tuple[str, str] | None = None  # ("combat" or "showdown", battlefield)
    for name in names:
        occupants = _occupants(draw, players, teams)
        for player in occupants:
            count = draw(st.integers(1, 2))
            units += draw(units_of(player, field_place(name), len(units) + 1, count))
        battlefields.append(_battlefield(draw, name, occupants, players, teams))
        contested = battlefields[-1].contested_by is not None
        if not calm and ongoing is None and contested and draw(st.booleans()):
            ongoing = ("combat" if len(occupants) == 2 else "showdown", name)
    for player in players:
        units += draw(units_of(player, base(player), len(units) + 1, draw(st.integers(0, 1))))
    units = _designated(units, battlefields, ongoing)
    battlefields = [
        replace(f, staged=frozenset()) if ongoing and f.name == ongoing[1] else f
        for f in battlefields
    ]
    gear: tuple[Gear, ...] = ()
    if units and draw(st.integers(0, 3)) == 0:
        host = draw(st.sampled_from(units))
        gear = (Gear("Blade", host.controller, host.at, attached_to=host.name),)
    chain: tuple[ChainItem, ...] = ()
    if not calm and draw(st.booleans()):
        chain = (ChainItem("Spell", draw(st.sampled_from(players))),)
    phase = "main" if ongoing or calm else draw(st.sampled_from(["main", "beginning", "ending"]))
    return GameState(
        mode=mode,
        players=players,
        teams=teams,
        turn=draw(st.sampled_from([*players, *(u.controller for u in units if calm)])),
        phase=phase,
        showdown=ongoing[1] if ongoing and ongoing[0] == "showdown" else None,
        combat=ongoing[1] if ongoing and ongoing[0] == "combat" else None,
        chain=chain,
        battlefields=tuple(battlefields),
        units=tuple(units),
        gear=gear,
        cards=_facedown(draw, battlefields),
    )


def _battlefield(
    draw: st.DrawFn, name: str, occupants: tuple[str, ...], players: tuple[str, ...], teams: Any
) -> Battlefield:
    text: tuple[CardRule, ...] = ()
    if draw(st.integers(0, 5)) == 0:
        text = (
            CardRule(
                draw(st.sampled_from(["can", "can't"])),
                draw(st.sampled_from(["move", "standard_move", "play"])),
                draw(st.sampled_from(["here", "base", "battlefield", "anywhere"])),
                draw(st.sampled_from(["here", "base", "battlefield", "anywhere"])),
                card=f"{name} card",
                here=field_place(name),
            ),
        )
    if len(occupants) == 2:
        controller = draw(st.sampled_from([None, *occupants]))
        contester = draw(st.sampled_from([p for p in occupants if p != controller]))
        staged = frozenset({"combat"})
        return Battlefield(name, controller, contester, staged, text)
    if len(occupants) == 1:
        (player,) = occupants
        allowed = [p for p in players if p not in _mates(teams, player)]
        controller = draw(st.sampled_from([None, *allowed]))
        if controller == player:
            return Battlefield(name, controller, text=text)
        return Battlefield(name, controller, player, frozenset({"showdown"}), text)
    controller = draw(st.sampled_from([None, None, *players]))
    return Battlefield(name, controller, text=text)


def _designated(
    units: list[Unit], battlefields: list[Battlefield], ongoing: tuple[str, str] | None
) -> list[Unit]:
    """Units at the battlefield of a combat in progress are attackers or defenders."""
    if ongoing is None or ongoing[0] != "combat":
        return units
    field = next(f for f in battlefields if f.name == ongoing[1])
    return [
        replace(u, designation="attacker" if u.controller == field.contested_by else "defender")
        if u.at == field.place
        else u
        for u in units
    ]


def _facedown(draw: st.DrawFn, battlefields: list[Battlefield]) -> tuple[Card, ...]:
    """Sometimes a hidden card at a battlefield its controller controls."""
    held = [f for f in battlefields if f.controller is not None]
    if not held or draw(st.integers(0, 3)) != 0:
        return ()
    field = draw(st.sampled_from(held))
    assert field.controller is not None
    return (
        Card(
            "Trap",
            field.controller,
            keywords=frozenset({"Hidden"}),
            facedown_at=field.name,
            zone="facedown",
        ),
    )


# --- Generating questions and actions --------------------------------------------------------


def _places(state: GameState, player: str) -> list[Place]:
    return [*(f.place for f in state.battlefields), base(player)]


@st.composite
def moves(draw: st.DrawFn, state: GameState, kind: str | None = None) -> Move:
    """A standard move or a move effect of one player's units (sometimes of two players'),
    to one place, asked by their controller or another player."""
    assert state.units
    kind = kind or draw(st.sampled_from(["standard_move", "move_effect"]))
    owners = sorted({u.controller for u in state.units})
    turn = [state.turn] if state.turn in owners else []
    owner = draw(st.sampled_from([*turn, *turn, *owners]))
    own = [u.name for u in state.units if u.controller == owner]
    movers = draw(st.lists(st.sampled_from(own), min_size=1, max_size=2, unique=True))
    if draw(st.integers(0, 4)) == 0:  # units of several players, moved by one card
        movers = draw(
            st.lists(
                st.sampled_from([u.name for u in state.units]), min_size=1, max_size=2, unique=True
            )
        )
    first = state.unit(movers[0])
    assert first is not None
    natural = [f.place for f in state.battlefields] if first.at.is_base else [base(owner)]
    to = draw(st.sampled_from([*natural, *natural, *_places(state, owner)]))
    actor = draw(st.sampled_from([owner, owner, owner, *state.players]))
    if kind == "standard_move":
        return Move(kind, tuple(movers), (to,) * len(movers), actor)
    return Move(
        kind,
        tuple(movers),
        (to,) * len(movers),
        actor,
        card="Flash",
        timing=draw(st.sampled_from(["none", "Action", "Reaction"])),
        destinations=frozenset(
            draw(
                st.lists(
                    st.sampled_from(["anywhere", "base", "battlefield"]),
                    min_size=1,
                    max_size=2,
                    unique=True,
                )
            )
        ),
    )


@st.composite
def plays(draw: st.DrawFn, state: GameState) -> Play:
    actor = draw(st.sampled_from([state.turn, state.turn, *state.players]))
    hidden = [c for c in state.cards if c.facedown_at]
    from_hiding = draw(st.booleans())
    if hidden and from_hiding:
        card = hidden[0]
        to = draw(st.sampled_from([field_place(card.facedown_at or ""), base(card.controller)]))
        return Play(card, to, card.controller)
    card = Card(
        "Recruit",
        actor,
        type=draw(st.sampled_from(["unit", "unit", "gear"])),
        keywords=frozenset(
            draw(
                st.lists(
                    st.sampled_from(["Action", "Reaction", "Ambush", "Accelerate"]), max_size=1
                )
            )
        ),
    )
    held = [f.place for f in state.battlefields if f.controller == actor]
    natural = [base(actor), *held] if card.type == "unit" else [base(actor)]
    return Play(card, draw(st.sampled_from([*natural, *_places(state, actor)])), actor)


@dataclass(frozen=True)
class WhatHappens:
    """ "What does this cause?": the action played out (a move, a cleanup, a combat's
    resolution), then the outcomes (only at ``battlefield`` if given)."""

    action: Action
    battlefield: str = ""


Asked = Question | WhatHappens


def judged(
    state: GameState, asked: Asked, version: str | None, actions: tuple[Action, ...] = ()
) -> Verdict:
    """The engine's verdict on ``asked`` after ``actions``."""
    if isinstance(asked, WhatHappens):
        outcomes = Outcomes(battlefield=asked.battlefield)
        return judge(state, outcomes, version, actions=(*actions, asked.action))
    return judge(state, asked, version, actions=actions)


def with_actor(asked: Asked, actor: str) -> Asked:
    """The same question with the card played by ``actor``."""
    if isinstance(asked, WhatHappens) and isinstance(asked.action, Move):
        return replace(asked, action=replace(asked.action, actor=actor))
    assert isinstance(asked, Move)
    return replace(asked, actor=actor)


QUESTION_KINDS = (
    *("standard_move", "move_effect", "after_move") * 3,
    *("play", "hide", "recall", "ability_controller", "next_cleanup", "after_combat", "is_move"),
)


@st.composite
def questions(draw: st.DrawFn, state: GameState) -> Asked:
    """Any question the engine judges about ``state`` (but topics, which name nobody)."""
    field = st.sampled_from([f.name for f in state.battlefields])
    kind = draw(st.sampled_from(QUESTION_KINDS))
    if kind in ("standard_move", "move_effect", "after_move", "recall") and not state.units:
        kind = "play"
    if kind in ("standard_move", "move_effect"):
        return draw(moves(state, kind))
    if kind == "after_move":
        return WhatHappens(draw(moves(state)))
    if kind == "recall":
        unit = draw(st.sampled_from([u.name for u in state.units]))
        because = draw(st.sampled_from(["effect", "combat", "cleanup", "invalid_destination"]))
        return Recall((unit,), because)
    if kind == "hide":
        actor = draw(st.sampled_from([state.turn, *state.players]))
        keywords = frozenset({"Hidden"} if draw(st.integers(0, 3)) else ())
        return Hide(Card("Trick", actor, keywords=keywords), draw(field), actor)
    if kind == "ability_controller":
        return EventQuery(kind, draw(field))
    if kind == "next_cleanup":
        return WhatHappens(Cleanup(), draw(st.one_of(field, st.just(""))))
    if kind == "after_combat" and state.combat:
        return WhatHappens(CombatResolution(state.combat), state.combat)
    if kind == "is_move":
        return Query("is_move", draw(st.sampled_from(["recall", "standard_move"])))
    return draw(plays(state))


ACTION_PREFIXES: st.SearchStrategy[tuple[Action, ...]] = st.sampled_from(
    [(), (), (Cleanup(),), (PassPriority(),), (PassPriority(), PassPriority())]
)


@st.composite
def cases(draw: st.DrawFn) -> tuple[GameState, Question, tuple[Action, ...], str]:
    state = draw(states())
    return state, draw(questions(state)), draw(ACTION_PREFIXES), draw(st.sampled_from(VERSIONS))


# --- What a verdict says, up to the players' names -------------------------------------------


def relabel(value: T, names: dict[str, str]) -> T:
    """``value`` with every player's name replaced consistently: controllers, owners, teams,
    the turn, priority and focus, battlefield controllers and contesters, bases (a base is
    named for its player), actors and the cards' players. No other string is a player name."""
    return cast(T, _relabel(value, names))


def _relabel(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, tuple | frozenset):
        return type(value)(_relabel(item, names) for item in value)
    if is_dataclass(value) and not isinstance(value, type):
        return replace(
            value, **{f.name: _relabel(getattr(value, f.name), names) for f in fields(value)}
        )
    return value


def signature(verdict: Verdict, names: dict[str, str] | None = None) -> tuple[Any, ...]:
    """The verdict (with player names mapped), its cited clauses and the facts' statuses:
    everything but the words of the answer."""
    names = names or {}
    said = ", ".join(names.get(part, part) for part in verdict.verdict.split(", "))
    statuses = Counter((f.fact, f.status) for f in _all_findings(verdict.findings))
    return said, frozenset(verdict.cited_rules), frozenset(statuses.items())


def _all_findings(findings: tuple[Any, ...]) -> Iterator[Any]:
    for finding in findings:
        yield finding
        yield from _all_findings(finding.excused_by)


def _judged(
    state: GameState, question: Question, actions: tuple[Action, ...], version: str
) -> tuple[Verdict, GameState]:
    verdict = judged(state, question, version, actions=actions)
    played = play_out(context(version), state, _as_played(question, actions))
    return verdict, played.state


def _as_played(question: Asked, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The actions whose end state is compared (an action asked about is played too)."""
    if isinstance(question, Move | Play | Hide | Recall):
        return (*actions, question)
    if isinstance(question, WhatHappens):
        return (*actions, question.action)
    return actions


def relabel_difference(
    state: GameState,
    question: Question,
    actions: tuple[Action, ...],
    version: str,
    names: dict[str, str],
) -> str | None:
    """How judging the relabelled game differs from relabelling the judged one, or None."""
    verdict, end = _judged(state, question, actions, version)
    again, end_again = _judged(
        relabel(state, names), relabel(question, names), relabel(actions, names), version
    )
    if signature(again) != signature(verdict, names):
        return f"verdict {signature(verdict, names)} became {signature(again)}"
    if end_again != relabel(end, names):
        return f"the game ends in {relabel(end, names)} but relabelled in {end_again}"
    return None


def rotated(state: GameState, by: int) -> GameState:
    """The same game with another player first in turn order: the turn player, the teams
    and the cyclic order of the seats (who comes after whom) are kept."""
    by %= len(state.players)
    return replace(state, players=state.players[by:] + state.players[:by])


def rotation_difference(
    state: GameState, question: Question, actions: tuple[Action, ...], version: str, by: int
) -> str | None:
    verdict, end = _judged(state, question, actions, version)
    again, end_again = _judged(rotated(state, by), question, actions, version)
    if signature(again) != signature(verdict):
        return f"verdict {signature(verdict)} became {signature(again)}"
    if end_again != rotated(end, by):
        return f"the game ends in {end} but with the seats rotated in {end_again}"
    return None


# --- 1. Relabelling players and rotating seats -----------------------------------------------


@PROPERTY
@given(cases(), st.randoms(use_true_random=False))
def test_relabelling_players_never_changes_a_verdict(case: Any, rnd: Any) -> None:
    """A permutation of the players' names, applied to everything that names a player, gives
    the same verdict (a player named in it is renamed), the same citations, the same facts
    held and failed, and an end state that is the old one relabelled. The rules never speak
    of a player by name, so nothing may depend on which name a player has."""
    state, question, actions, version = case
    shuffled = list(state.players)
    rnd.shuffle(shuffled)
    if rnd.random() < 0.3:  # also to names not in the game at all
        shuffled = [f"{name} 2" for name in shuffled]
    names = dict(zip(state.players, shuffled, strict=True))
    assert relabel_difference(state, question, actions, version, names) is None


@PROPERTY
@given(cases(), st.integers(1, 3))
def test_rotating_seats_never_changes_a_verdict(case: Any, by: int) -> None:
    """Who sits first in turn order, with the turn player and the teams kept, never changes a
    verdict or the end of the actions.

    Which rules depend on the seats: the rules speak of the turn player, of teams, of the
    player with priority or focus, and of "the next player in turn order" (priority and focus
    pass to them, 338.1.b; the turn passes to them). A rotation keeps the cyclic order, so
    "the next player" of everyone is unchanged, and it keeps the turn player: all of those
    rules read the same. What a rotation changes is only who is first: that matters at the
    start of the game (who takes the first turn and its handicaps), and no question here
    asks about the start of the game. So every question and action generated here (moves,
    plays, hides, recalls, cleanups, combat resolution, passing priority) is seat-independent
    under a rotation. A permutation of the seats that is NOT a rotation changes who is next
    and so legitimately changes who gets priority after a pass; it is not tested here.
    """
    state, question, actions, version = case
    assert rotation_difference(state, question, actions, version, by) is None


def _ffa3_showdown() -> tuple[GameState, Question]:
    state = GameState(
        mode="ffa3",
        players=("you", "Ann", "Bo"),
        turn="you",
        battlefields=(Battlefield("Altar", "Ann"), Battlefield("Bridge")),
        units=(Unit("U1", "you", base("you")), Unit("U2", "Ann", field_place("Altar"))),
    )
    return state, Move("standard_move", ("U1",), (field_place("Altar"),), "you")


def test_relabelling_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that favours one player's name, or a relabelling that forgets a battlefield's
    controller, is caught."""
    state, question = _ffa3_showdown()
    names = {"you": "Ann", "Ann": "Bo", "Bo": "you"}
    assert relabel_difference(state, question, (), "2026-07-16", names) is None
    play = Play(Card("Recruit", "Ann"), field_place("Altar"), "Ann")
    on_their_turn = replace(state, turn="Ann")
    assert relabel_difference(on_their_turn, play, (), "2026-07-16", names) is None
    forgetful = replace(relabel(on_their_turn, names), battlefields=state.battlefields)
    verdict = judged(on_their_turn, play, "2026-07-16")
    again = judged(forgetful, relabel(play, names), "2026-07-16")
    assert (verdict.verdict, again.verdict) == ("yes", "no")
    assert signature(again) != signature(verdict, names)

    original = fact_book().predicates["standard_move_main_phase"]

    def partial(situation: GameState, asked: Question) -> Check:
        if isinstance(asked, Move) and asked.actor == "you":
            return failed("The engine dislikes 'you'.")
        return original(situation, asked)

    monkeypatch.setitem(fact_book().predicates, "standard_move_main_phase", partial)
    assert relabel_difference(state, question, (), "2026-07-16", names) is not None


def test_rotating_seats_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine for which the first seat is special is caught."""
    state, question = _ffa3_showdown()
    assert rotation_difference(state, question, (), "2026-07-16", 1) is None
    original = fact_book().predicates["standard_move_main_phase"]

    def first_only(situation: GameState, asked: Question) -> Check:
        if isinstance(asked, Move) and asked.actor != situation.players[0]:
            return failed("Only the first player moves.")
        return original(situation, asked)

    monkeypatch.setitem(fact_book().predicates, "standard_move_main_phase", first_only)
    assert rotation_difference(state, question, (), "2026-07-16", 1) is not None


# --- 2. Who played the card never changes what happens to the unit ---------------------------


def timing_irrelevant(state: GameState, move: Move) -> tuple[GameState, Move]:
    """The state and move with the card's timing legal for every player: something is on the
    chain and the card has Reaction. (A showdown with the chain empty is not such a state:
    only the player with Focus may act, 313.1, and a showdown always has one, 345.)"""
    chain = state.chain or (ChainItem("Spell", state.turn),)
    return replace(state, chain=chain), replace(move, timing="Reaction")


def by_difference(state: GameState, move: Move, other: str, version: str) -> str | None:
    """How the verdict about ``move`` changes when ``other`` plays the card, or None."""
    verdict = judged(state, move, version)
    again = judged(state, with_actor(move, other), version)
    if signature(again) != signature(verdict):
        return (
            f"by {move.actor}: {verdict.verdict} {sorted(verdict.cited_rules)}; "
            f"by {other}: {again.verdict} {sorted(again.cited_rules)}"
        )
    return None


@st.composite
def card_moves(draw: st.DrawFn) -> tuple[GameState, Move, str, str]:
    state = draw(states().filter(lambda s: bool(s.units)))
    move = draw(moves(state, "move_effect"))
    owner = state.unit(move.units[0]).controller  # type: ignore[union-attr]
    move = replace(
        move,
        units=tuple(n for n in move.units if state.unit(n).controller == owner),  # type: ignore[union-attr]
        actor=owner,
        destinations=frozenset({"anywhere"}),
    )
    move = replace(move, to=move.to[: len(move.units)])
    state, move = timing_irrelevant(state, move)
    if draw(st.booleans()):
        move = WhatHappens(move)
    other = draw(st.sampled_from([p for p in state.players if p != owner]))
    return state, move, other, draw(st.sampled_from(VERSIONS))


# Found by this property. Each: a state, a move effect asked by the units' controller, the
# other player who plays the card instead, and the version; the two verdicts differ.
TEAMS = (("you", "Bo"), ("Ann", "Cy"))
# ffa3: Bo's card moves Ann's unit U3 to Altar, where Bo and "you" have units (a combat is
# staged). By Ann: "no" (447.2.a, 449.2: three players, a combat Ann is not in). By Bo: "yes",
# and Altar then holds units of three players; asked as after_move, "recall" became "cleanup".
THREE_PLAYERS = (
    GameState(
        mode="ffa3",
        players=("you", "Ann", "Bo"),
        turn="you",
        chain=(ChainItem("Spell", "you"),),
        battlefields=(Battlefield("Altar", None, "Bo", frozenset({"combat"})),),
        units=(
            Unit("U1", "you", field_place("Altar")),
            Unit("U2", "Bo", field_place("Altar")),
            Unit("U3", "Ann", base("Ann")),
        ),
    ),
    Move("move_effect", ("U3",), (field_place("Altar"),), "Ann", "Flash", "Reaction"),
    "Bo",
    "2026-07-16",
)
# 2v2: Ann's card moves my unit U1 to Altar, where my teammate Bo has units. By me: "no"
# (447.2.b); by Ann: "yes", and Bo and I then share Altar.
TEAMMATE_THERE = (
    GameState(
        mode="2v2",
        players=("you", "Ann", "Bo", "Cy"),
        teams=TEAMS,
        turn="you",
        chain=(ChainItem("Spell", "you"),),
        battlefields=(
            Battlefield("Altar", None, "Bo", frozenset({"showdown"})),
            Battlefield("Bridge"),
            Battlefield("Crag"),
        ),
        units=(Unit("U1", "you", base("you")), Unit("U2", "Bo", field_place("Altar"))),
    ),
    Move("move_effect", ("U1",), (field_place("Altar"),), "you", "Flash", "Reaction"),
    "Ann",
    "2026-07-16",
)
# The same under 2026-03-30 with Altar controlled by Bo: by me "no" (442.2.b), by Ann "yes".
TEAMMATE_CONTROLS = (
    replace(
        TEAMMATE_THERE[0],
        battlefields=(Battlefield("Altar", "Bo"), Battlefield("Bridge"), Battlefield("Crag")),
    ),
    TEAMMATE_THERE[1],
    "Ann",
    "2026-03-30",
)
# 2v2: my teammate Bo's card moves my unit U1 to Altar, where I have units. By me: "yes"; by
# Bo: "no" ("Bo's teammate has units at Altar", 447.2.b).
OWN_UNITS_THERE = (
    replace(
        TEAMMATE_THERE[0],
        battlefields=(
            Battlefield("Altar", None, "you", frozenset({"showdown"})),
            Battlefield("Bridge"),
            Battlefield("Crag"),
        ),
        units=(Unit("U1", "you", base("you")), Unit("U2", "you", field_place("Altar"))),
    ),
    TEAMMATE_THERE[1],
    "Bo",
    "2026-07-16",
)


@PROPERTY
@given(card_moves())
@example(THREE_PLAYERS)
@example(TEAMMATE_THERE)
@example(TEAMMATE_CONTROLS)
@example(OWN_UNITS_THERE)
def test_who_plays_a_move_card_never_changes_where_the_unit_can_go(case: Any) -> None:
    """With the card's timing legal for everyone, a move effect on a unit gets the same
    verdict whoever plays the card: where a unit can go, whether it contests, and whether a
    combat follows are said of the unit's controller (447.2, 449.2, 462, contest on move);
    only timing rules speak of the card's player."""
    state, move, other, version = case
    assert by_difference(state, move, other, version) is None


def test_who_plays_a_move_card_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine whose destination rule looks at the card's player is caught (here a rule
    that a unit can't move to where the card's player has no units)."""
    state = GameState(
        battlefields=(Battlefield("Altar"), Battlefield("Bridge")),
        units=(Unit("U1", "you", base("you")),),
        chain=(ChainItem("Spell", "you"),),
    )
    move = Move("move_effect", ("U1",), (field_place("Altar"),), "you", "Flash", "Reaction")
    assert by_difference(state, move, "opponent", "2026-07-16") is None
    original = fact_book().predicates["move_effect_new_location"]

    def by_actor(situation: GameState, asked: Question) -> Check:
        if isinstance(asked, Move) and asked.actor != "you":
            return failed("Only your cards move units.", asked.units)
        return original(situation, asked)

    monkeypatch.setitem(fact_book().predicates, "move_effect_new_location", by_actor)
    assert by_difference(state, move, "opponent", "2026-07-16") is not None


# --- 3. A keyword only widens what is legal --------------------------------------------------


def widened(state: GameState, question: Question, keyword: str) -> tuple[GameState, Question]:
    """``keyword`` added to the card played or hidden, or to the units moving (Action and
    Reaction on a move effect are its timing)."""
    if isinstance(question, Play | Hide):
        card = replace(question.card, keywords=question.card.keywords | {keyword})
        return state, replace(question, card=card)
    assert isinstance(question, Move)
    if keyword in ("Action", "Reaction"):
        if question.kind != "move_effect" or question.timing == "Reaction":
            return state, question
        return state, replace(question, timing=keyword)
    units = tuple(
        replace(
            u, keywords=u.keywords | {keyword}, accelerated=u.accelerated or keyword == "Accelerate"
        )
        if u.name in question.units
        else u
        for u in state.units
    )
    return replace(state, units=units), question


def narrowing(state: GameState, question: Question, keyword: str, version: str) -> str | None:
    """How adding ``keyword`` took away a "yes", or None."""
    before = judged(state, question, version)
    if before.verdict != "yes":
        return None
    after = judged(*widened(state, question, keyword), version)
    if after.verdict == "yes":
        return None
    if after.verdict == "unknown" and NOT_IN_VERSION in after.answer:
        return None  # the version lacks the keyword: it says so rather than guess
    return f"{keyword}: yes {sorted(before.cited_rules)} became {after.verdict}: {after.answer}"


@st.composite
def actions_to_judge(draw: st.DrawFn, state: GameState) -> Move | Play:
    """A standard move, a move effect or a play (moves twice as often)."""
    kind = draw(st.sampled_from(["standard_move", "move_effect", "play"] * 2 + ["standard_move"]))
    if kind == "play" or not state.units:
        return draw(plays(state))
    return draw(moves(state, kind))


@st.composite
def legality_cases(draw: st.DrawFn) -> tuple[GameState, Move | Play, str]:
    state = draw(states())
    return state, draw(actions_to_judge(state)), draw(st.sampled_from(VERSIONS))


@PROPERTY
@given(legality_cases(), st.sampled_from(PERMISSIONS))
def test_a_keyword_only_widens_what_is_legal(case: Any, keyword: str) -> None:
    """Action, Reaction, Ganking, Accelerate and Ambush each allow something more (another
    time, another route, another place, entering ready); none forbids anything, so adding
    one to the card or the units never turns a "yes" into a "no"."""
    state, question, version = case
    assert narrowing(state, question, keyword, version) is None


def test_a_keyword_only_widens_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine in which Ganking forbids a route is caught."""
    state = GameState(
        battlefields=(Battlefield("Altar"), Battlefield("Bridge")),
        units=(Unit("U1", "you", base("you")),),
    )
    move = Move("standard_move", ("U1",), (field_place("Altar"),), "you")
    assert narrowing(state, move, "Ganking", "2026-07-16") is None
    original = fact_book().predicates["standard_move_destinations"]

    def ganking_narrows(situation: GameState, asked: Question) -> Check:
        if isinstance(asked, Move) and any("Ganking" in u.keywords for u in situation.units):
            return failed("Ganking units only move between battlefields.", asked.units)
        return original(situation, asked)

    monkeypatch.setitem(fact_book().predicates, "standard_move_destinations", ganking_narrows)
    assert narrowing(state, move, "Ganking", "2026-07-16") is not None


# --- 4. A second cleanup changes nothing -----------------------------------------------------


def cleanup_again(state: GameState, version: str) -> str | None:
    """What a cleanup of the state a cleanup produced changed, or None."""
    ctx = context(version)
    once = play_out(ctx, state, (Cleanup(),)).state
    twice = play_out(ctx, once, (Cleanup(),))
    changes = [e.text for e in twice.events if e.happened and e.change]
    if twice.state != once or changes:
        return f"the second cleanup changed {changes or 'the state'}"
    return None


@PROPERTY
@given(states(), st.sampled_from(VERSIONS))
def test_a_second_cleanup_changes_nothing(state: GameState, version: str) -> None:
    """A cleanup repeats until nothing changes (322), so one more finds nothing to do."""
    assert cleanup_again(state, version) is None


@PROPERTY
@given(cases())
def test_a_cleanup_after_actions_changes_nothing(case: Any) -> None:
    """After any actions played out (each ends with its cleanup), a cleanup changes nothing."""
    state, question, actions, version = case
    end = play_out(context(version), state, _as_played(question, actions)).state
    assert cleanup_again(end, version) is None


def test_a_second_cleanup_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step that reports a change every time it runs is caught."""
    state = GameState(battlefields=(Battlefield("Altar"),), units=(Unit("U1", "you", base("you")),))
    assert cleanup_again(state, "2026-07-16") is None
    book = fact_book()
    step = book.by_id["control.kept_with_units"].step

    def noisy(situation: GameState, doing: Doing) -> Stepped:
        return Stepped(situation, (Event("Everything is readied.", "readied"),))

    monkeypatch.setitem(book.steps, step, noisy)
    assert cleanup_again(state, "2026-07-16") is not None


# --- 5. Legal actions never yield a forbidden state ------------------------------------------


def forbidden(state: GameState, version: str, cleaned: bool = True) -> list[str]:
    """What in ``state`` the rules of ``version`` forbid: units of three players at one
    battlefield, a unit in two places (its name twice), a combat between teammates; where
    the version says teammates never share a battlefield (447.2.b in 2026-07-16; 2026-03-30
    only closes a battlefield a teammate controls), teammates' units at one; after a cleanup
    also a unit in another player's base."""
    ctx = context(version)
    shared = ctx.states(ctx.book.by_id["move.teammate_battlefield"])
    wrong: list[str] = []
    named = Counter(unit.name for unit in state.units)
    wrong += [f"{name} is in two places" for name, count in named.items() if count > 1]
    for field in state.battlefields:
        present = state.players_at(field.place)
        if len(present) >= 3:
            wrong.append(f"{field.name} holds units of {sorted(present)}")
        mates = [
            (a, b) for a, b in itertools.combinations(sorted(present), 2) if b in state.teammates(a)
        ]
        if shared:
            wrong += [f"teammates {a} and {b} both have units at {field.name}" for a, b in mates]
        combat = state.combat == field.name or "combat" in field.staged
        attacker = field.contested_by
        if combat and attacker is not None and present & state.teammates(attacker):
            wrong.append(f"a combat at {field.name} between {attacker} and a teammate")
    if cleaned:
        wrong += [
            f"{unit.name} is in {unit.at.label()}, not its controller's"
            for unit in state.units
            if unit.at.is_base and unit.at.name != unit.controller
        ]
    return wrong


def after_legal(state: GameState, question: Move | Play, version: str) -> list[str]:
    """What the rules forbid in the state a legal move or play (and its cleanup) leads to."""
    if judged(state, question, version).verdict != "yes":
        return []
    played = play_out(context(version), state, (question,))
    assert played.refused is None, "judged legal, but refused when played"
    return forbidden(played.state, version)


@PROPERTY
@given(states(), st.sampled_from(VERSIONS))
def test_generated_states_are_allowed(state: GameState, version: str) -> None:
    """The generator makes only states the rules allow (and ``forbidden`` accepts them)."""
    assert forbidden(state, version) == [], state


def _played_by(case: tuple[GameState, Move, str, str]) -> tuple[GameState, Move, str]:
    state, move, other, version = case
    return state, replace(move, actor=other), version


# ffa3: my card moves Ann's U2 and Bo's U3 together to Altar, where I have units: each unit's
# check sees the units already there, not the ones arriving with it. "yes", and Altar then
# holds units of three players.
ARRIVING_TOGETHER = (
    GameState(
        mode="ffa3",
        players=("you", "Ann", "Bo"),
        turn="you",
        chain=(ChainItem("Spell", "you"),),
        battlefields=(Battlefield("Altar", "you"), Battlefield("Bridge")),
        units=(
            Unit("U1", "you", field_place("Altar")),
            Unit("U2", "Ann", base("Ann")),
            Unit("U3", "Bo", base("Bo")),
        ),
    ),
    Move(
        "move_effect",
        ("U2", "U3"),
        (field_place("Altar"),) * 2,
        "you",
        "Flash",
        "Reaction",
    ),
    "2026-07-16",
)
# 2v2: my card moves my U1 and my teammate Bo's U2 together to the empty Crag: "yes", and
# we then share Crag.
TEAMMATES_TOGETHER = (
    GameState(
        mode="2v2",
        players=("you", "Ann", "Bo", "Cy"),
        teams=TEAMS,
        turn="you",
        chain=(ChainItem("Spell", "you"),),
        battlefields=(Battlefield("Altar"), Battlefield("Bridge"), Battlefield("Crag")),
        units=(Unit("U1", "you", base("you")), Unit("U2", "Bo", base("Bo"))),
    ),
    Move("move_effect", ("U1", "U2"), (field_place("Crag"),) * 2, "you", "Flash", "Reaction"),
    "2026-07-16",
)


@pytest.mark.xfail(
    strict=True,
    reason="engine: teammates' units moving together to one battlefield are not counted "
    "against each other (447.2.b speaks of a battlefield a teammate already occupies; three "
    "players arriving together is refused under 358.3: move_effect.no_illegal_state)",
)
@PROPERTY
@given(legality_cases(), st.data())
@example(_played_by(THREE_PLAYERS), None)
@example(_played_by(TEAMMATE_THERE), None)
@example(ARRIVING_TOGETHER, None)
@example(TEAMMATES_TOGETHER, None)
def test_legal_actions_never_yield_a_forbidden_state(case: Any, data: Any) -> None:
    """A move or play judged "yes", played out with its cleanup, never leaves units of three
    players or of two teammates at one battlefield, a unit twice, a combat between teammates
    or a unit in another player's base; nor does a second legal action after it."""
    state, question, version = case
    assert after_legal(state, question, version) == []
    if data is None or judged(state, question, version).verdict != "yes":
        return
    state = play_out(context(version), state, (question,)).state
    assert after_legal(state, data.draw(actions_to_judge(state)), version) == []


def test_legal_actions_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that forgets the three-player rule lets a move make a forbidden state."""
    state = GameState(
        mode="ffa3",
        players=("you", "Ann", "Bo"),
        battlefields=(Battlefield("Altar", None, "Ann", frozenset({"combat"})),),
        units=(
            Unit("U1", "you", base("you")),
            Unit("U2", "Ann", field_place("Altar")),
            Unit("U3", "Bo", field_place("Altar")),
        ),
    )
    move = Move("standard_move", ("U1",), (field_place("Altar"),), "you")
    assert after_legal(state, move, "2026-07-16") == []
    always = fact_book().predicates["move_two_other_players"]
    monkeypatch.setitem(
        fact_book().predicates,
        "move_two_other_players",
        lambda situation, asked: always(replace(situation, units=()), asked),
    )
    monkeypatch.setitem(
        fact_book().predicates,
        "move_others_combat",
        lambda situation, asked: always(replace(situation, units=()), asked),
    )
    forbidden = fact_book().predicates["standard_move_no_forbidden_state"]
    monkeypatch.setitem(
        fact_book().predicates,
        "standard_move_no_forbidden_state",
        lambda situation, asked: forbidden(replace(situation, units=()), asked),
    )
    assert after_legal(state, move, "2026-07-16") != []
