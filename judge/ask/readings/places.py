"""Put what a question describes into a Draft: "an empty battlefield", "my teammate's
battlefield", "Vilemaw's Lair", "during combat", "a unit with Ganking", recording which
slots of the question were accounted for and what was assumed."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from judge.ask.card_rules import CardModel, model_card
from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.place_phrases import PlacePhrase
from judge.ask.readings import Candidate, Default
from judge.ask.situation import PLAYERS, YOU, Doc, Draft
from judge.ask.situation import Unplaceable as Unplaceable

YES_NO = ("can", "does", "is", "must")
# The turn's phases a question may name outside the Main Phase (the time `{phase}_phase`).
OTHER_PHASES = ("beginning", "channel", "draw", "ending")
EFFECT_OBJECTS = ("effect", "spell", "ability")
EFFECT_SLOTS = tuple(f"obj:{o}" for o in EFFECT_OBJECTS)
THINGS = ("unit", "gear", "token", "card", "permanent", "spell")
MODEL_KEYWORDS = (
    "Ganking",
    "Accelerate",
    "Ambush",
    "Hidden",
    "Deploy",
    "Action",
    "Reaction",
    "Deflect",
    "Quick-Draw",
)
# Keywords a named card may print that bear on none of what the readers of its text judge
# (where and when it can be played, moved or recalled): each only adds Might in a combat role,
# steers combat damage, or triggers on an event of its own, whose effect is the card's text
# (read, or refused, as any other sentence of it).
BEARING_ON_NONE = {
    "Assault": "it adds Might only while the unit is an attacker (807.1.c)",
    "Shield": "it adds Might only while the unit is a defender (814.1.c)",
    "Tank": "it only changes how combat damage is assigned (815.1.c)",
    "Vision": "it triggers as the card is played (817.1.c)",
    "Deathknell": "it triggers as the card dies (808.1.c)",
}
# The engine's spelling of a keyword whose lexicon tag is not its name in title case.
KEYWORD_NAMES = {"quick_draw": "Quick-Draw"}
MODES = {"2v2": "2v2", "ffa3": "ffa3", "ffa4": "ffa4", "ffa": "ffa3", "1v1": "1v1"}
PLACE_MODS = frozenset(
    {
        "empty",
        "another",
        "controlled",
        "not_controlled",
        "uncontrolled",
        "mover_here",
        "occupied_two",
        "my_units",
        "same",
        "teammate_units",
        "opponent_units",
    }
)


def _focus_of(player: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        situation.focus = player

    return change


TEAMMATES: dict[str, tuple[str, ...]] = {
    "2v2": ("ally",)
}  # your teammates in each mode with teams (489.2)


def _turn_of(player: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        situation.turn = player

    return change


def _invited_by(player: str) -> Callable[[Draft, Doc], None]:
    """The teammate's turn, and they invite you with their priority, as the rules of Focus
    let them: the situation says so by giving you priority."""

    def change(situation: Draft, question: Doc) -> None:
        situation.turn = player
        situation.priority = YOU

    return change


CLOSED_YOURS = "something is on the chain and you hold priority"
CLOSED_THEIRS = "something is on the chain and another player holds priority"


def _closed_with_priority(player: str) -> Callable[[Draft, Doc], None]:
    """A Showdown Closed state: something on the chain, ``player`` holding priority. With a
    chain, priority (not Focus) is what lets a player play a Reaction (338.1, 312.2.c/d), so
    who has Focus changes nothing: another player holding priority is taken to hold Focus
    too (their chain, say), so that what is judged is their priority, not a Focus of yours
    that priority has left."""

    def change(situation: Draft, question: Doc) -> None:
        situation.chain_empty = False
        situation.priority = player
        if player != YOU:
            situation.focus = player

    return change


def _closed_invited_by(player: str) -> Callable[[Draft, Doc], None]:
    """Something on the chain on your teammate's turn, your teammate holding Focus and
    priority and inviting you to play with it, as the rules of Focus allow: the situation
    says so by giving you priority."""

    def change(situation: Draft, question: Doc) -> None:
        situation.chain_empty = False
        situation.focus = situation.turn = player
        situation.priority = YOU

    return change


def _turn_focus(player: str) -> Callable[[Draft, Doc], None]:
    """Your teammate holds Focus on their own turn and does not invite you."""

    def change(situation: Draft, question: Doc) -> None:
        situation.focus = situation.turn = player

    return change


def _invited_with_focus(player: str) -> Callable[[Draft, Doc], None]:
    """Your teammate holds Focus on their own turn and invites you with their priority."""

    def change(situation: Draft, question: Doc) -> None:
        situation.focus = situation.turn = player
        situation.priority = YOU

    return change


def _whose(player: str) -> str:
    return "your" if player == YOU else f"{player}'s"


ACTING_TIME = "it is your main phase and nothing is on the chain"
"""What "can I ...?" presupposes when the question says no time: the time a player acts."""


@dataclass
class Builder:
    """A situation being built from one reading of the question."""

    reading: Reading
    situation: Draft = field(default_factory=Draft)
    used: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)
    granted: dict[str, list[str]] = field(default_factory=dict)
    defaults: list[Default] = field(default_factory=list)
    stated: list[str] = field(default_factory=list)
    built: dict[int, str] = field(default_factory=dict)
    """Battlefields already built, by the phrase that described them."""
    control_said: set[str] = field(default_factory=set)
    """Battlefields the question says are not controlled (by you, or by anyone)."""
    timed: list[Default] = field(default_factory=list)
    """The defaults `timing` took: one open thing, the time (Focus, the chain, the turn)."""
    closed_too: bool = False
    """Whether a card or ability can be played or activated: in a showdown with the chain
    unsaid, the Closed state (something on the chain, only Reactions) is judged too."""

    def __post_init__(self) -> None:
        if self.reading.mode is not None:
            self.situation.mode = MODES[self.reading.mode]
            self.used.add(f"mode:{self.reading.mode}")
            if self.reading.mode == "ffa":
                self.notes.append("a free-for-all of three players")

    def uses(self, *slots: str) -> None:
        self.used.update(slots)

    def candidate(self, reader: str, question: dict[str, Any], invert: bool = False) -> Candidate:
        """The finished reading; units at a battlefield that grants keywords get them."""
        if self.reading.mode not in (None, "2v2") and self.situation.mode == "2v2":
            raise Unplaceable(f"a teammate, in {self.reading.mode}: only 2v2 has teams")
        for unit in self.situation.units:
            for keyword in self.granted.get(unit.get("at", ""), ()):
                unit["keywords"] = [*unit.get("keywords", ()), keyword]
        self._settle_control()
        candidate = Candidate(
            reader, self.situation.document(question), self.used, invert, self.notes
        )
        turn = self.situation.turn
        if turn not in (None, YOU):  # the time a player acts is that player's, not yours
            theirs = ACTING_TIME.replace("your", f"your {turn}'s")
            self.stated = [theirs if said == ACTING_TIME else said for said in self.stated]
        candidate.stated = list(dict.fromkeys(self.stated))
        plain = [d for d in self.defaults if not d.crossed]
        crossed = [d for d in self.defaults if d.crossed]
        candidate.defaults = [d.taken for d in (*plain, *crossed)]
        if not (plain and crossed):
            candidate.alternatives = [
                (d.other, self._changed(question, d)) for d in (*plain, *crossed)
            ]
            return candidate
        # The card's keywords decide only together with the time (who has Focus, what is
        # on the chain): each of their ways is judged in each way of the time, and said
        # with it, so that no way's condition holds where another way's does.
        timed = " and ".join(dict.fromkeys(d.taken for d in plain))
        keyed = " and ".join(dict.fromkeys(d.taken for d in crossed))
        for time, first in [(timed, None), *((self._said_with(d, plain), d) for d in plain)]:
            for keywords, then in [(keyed, None), *((d.other, d) for d in crossed)]:
                label = f"{time} and {keywords}"
                candidate.narrows[label] = time
                if first or then:
                    doc = self._changed(question, first, then)
                    candidate.alternatives.append((label, doc))
        return candidate

    def _said_with(self, default: Default, plain: list[Default]) -> str:
        """A way of one open thing, said with how the others are taken there: the time
        (all the defaults `timing` took, one thing) and each other default (by what it
        takes), so that it holds only where it was judged ("no one controls battlefield 1
        and you have Focus and nothing is on the chain")."""
        timed = {id(d) for d in self.timed}

        def thing(d: Default) -> str:
            return "" if id(d) in timed else d.taken

        others = [d.taken for d in plain if thing(d) != thing(default)]
        return " and ".join(dict.fromkeys([default.other, *others]))

    def _changed(self, question: dict[str, Any], *defaults: Default | None) -> Doc:
        """The document with each of ``defaults`` the other way."""
        other, asked = copy.deepcopy(self.situation), copy.deepcopy(question)
        for default in defaults:
            if default is not None:
                default.change(other, asked)
        return other.document(asked)

    def _settle_control(self) -> None:
        """Who controls a battlefield where one player's units are and the question does not
        say: that player. Units arriving where their player has no control contest it, and
        the showdown staged in the cleanup after begins in the next Neutral Open state; so
        then the player controls it (or has lost every unit there). With something on the
        chain or a showdown elsewhere, the showdown may still be staged: judged too."""
        situation = self.situation
        neutral_open = situation.chain_empty and not (situation.showdown or situation.combat)
        for name, battlefield in situation.battlefields.items():
            if {"controller", "contested_by"} & set(battlefield) or name in self.control_said:
                continue
            there = {u.get("controller", YOU) for u in situation.units if u.get("at") == name}
            if len(there) != 1:
                continue
            (player,) = there
            situation.battlefield(name, controller=player)
            who = "you" if player == YOU else player
            taken = f"{who} {'control' if player == YOU else 'controls'} {name}"
            if neutral_open:
                self.stated.append(f"{taken}, as {_whose(player)} units are there")
            else:
                contested = f"{name} is contested by {who}, its showdown staged"
                self.assume(taken, contested, _contested_by(name, player))

    def assume(self, taken: str, other: str, change: Callable[[Draft, Doc], None]) -> None:
        """Take ``taken`` where the question is silent, and have ``other`` judged too."""
        self.defaults.append(Default(taken, other, change))

    def assume_keyword(self, taken: str, other: str, change: Callable[[Draft, Doc], None]) -> None:
        """A keyword of the card or ability the question leaves unsaid, at a time it decides:
        judged the other way in every way of the time (`Default.crossed`)."""
        self.defaults.append(Default(taken, other, change, crossed=True))

    def timing(self) -> None:
        """Showdown, combat, chain and turn from the question, each at the battlefield the
        question puts it ("a showdown at a battlefield I control", contested by the other
        player) or at one of its own."""
        before = len(self.defaults)
        self._timing()
        self.timed += self.defaults[before:]

    def _timing(self) -> None:
        timing, situation = self.reading.timing, self.situation
        theirs = "opponent_turn" in timing  # the turn player's units are the ones that moved in
        ally = "teammate_turn" in timing and TEAMMATES.get(situation.mode, ())
        mover = "opponent" if theirs else ally[0] if ally else YOU
        at = self.reading.event_at
        if "combat" in timing:
            attacker, defender = mover, "opponent" if mover != "opponent" else YOU
            where = self.battlefield(at.get("combat"))
            if situation.battlefields[where].get("controller") == attacker:  # they defend it
                attacker, defender = defender, attacker
            situation.battlefield(where, contested_by=attacker)
            situation.unit(attacker, at=where, name=f"{_whose(attacker)} attacking unit")
            situation.unit(defender, at=where, name=f"{_whose(defender)} defending unit")
            situation.combat = where
        if "showdown" in timing:
            where = self.battlefield(at.get("showdown"))
            if situation.battlefields[where].get("controller") == mover:  # the other contests it
                mover = "opponent" if mover != "opponent" else YOU
            situation.battlefield(where, contested_by=mover)
            situation.unit(mover, at=where, name=f"{_whose(mover)} contesting unit")
            situation.showdown = where
            there = {u.get("controller", YOU) for u in situation.units if u.get("at") == where}
            if len(there) > 1:  # two players' units at one battlefield: that is a combat
                raise Unplaceable("a showdown where two players have units is not one a game has")
        if "chain_empty" in timing and timing & {"chain", "reaction_speed"}:
            raise Unplaceable("the chain cannot be both empty and holding something")
        if "chain" in timing:
            situation.chain_empty = False
            owner = self.reading.chain_owner
            if owner is not None:  # "my opponent's spell is on the chain"
                self.used.add(f"chain_owner:{owner}")
                if owner == "their" and situation.mode == "1v1" and not self.reading.mode:
                    owner = "opponent"  # "their spell", not mine: in 1v1, the opponent's
                situation.chain_owner = situation.player(owner)
        holder = self.reading.priority_holder  # "and I have priority": only while one can
        if holder is not None and timing & {"chain", "showdown", "combat"}:
            situation.priority = situation.player(holder)
            self.used.add("obj:priority")
            self._holder_named(holder)
        if "reaction_speed" in timing and "chain" not in timing:
            situation.chain_empty = False  # a time when only Reactions can be played
            self.stated.append("'at Reaction speed': something is on the chain")
        if "opponent_turn" in timing:
            situation.turn = "opponent"
        if "teammate_turn" in timing:  # "my ally's turn": only in a mode with teammates
            teammates = TEAMMATES.get(situation.mode, ())
            if not teammates or timing & {"opponent_turn", "my_turn", "not_my_turn"}:
                raise Unplaceable("a teammate's turn is only in a mode with teammates (2v2)")
            situation.turn = teammates[0]
        self._focus()
        if self.closed_too and timing & {"chain", "reaction_speed"}:
            self._priority_on_the_chain()
        # something on the chain on their turn, asked what you may play: priority decides
        # (`_priority_on_the_chain`), as on any turn
        closed = self.closed_too and bool(timing & {"chain", "reaction_speed"})
        neutral = situation.showdown is None and situation.combat is None
        if "teammate_turn" in timing and neutral and not closed:
            # their Main Phase, a Neutral Open state: their invitation with their priority
            # decides, read only as the question says it (unsaid, whether "can I play a spell
            # on my ally's turn?" asks of an invitation or of a time is not known)
            said = not timing & {"chain", "reaction_speed"} and self._invitation() is not None
            if not said or self.reading.priority_holder is not None or situation.turn is None:
                raise Unplaceable(
                    "a teammate's turn is read only during a showdown or combat, or with "
                    "nothing on the chain when the question says whether they invite you"
                )
            self._invited_or_not(situation.turn)
        for phase in OTHER_PHASES:  # the turn's phases outside the Main Phase
            if f"{phase}_phase" in timing:
                situation.phase = phase
        if phase_owner(self.reading) == "opponent" and situation.turn in (None, "opponent"):
            situation.turn = "opponent"  # "my opponent's main phase": their turn
            self.used.add("who:opponent")
        known = {"combat", "showdown", "chain", "opponent_turn", "my_turn", "main_phase"}
        known |= {f"{phase}_phase" for phase in OTHER_PHASES}
        known |= {"reaction_speed", "chain_empty", "teammate_turn"}
        self.used.update(f"time:{t}" for t in timing & known)
        if not timing & known:  # the time a player acts: what "can I ...?" presupposes
            self.stated.append(ACTING_TIME)

    def _priority_on_the_chain(self) -> None:
        """Playing a card or activating an ability with something on the chain: priority
        decides. Unsaid, the question asks what you may do when it comes to you: you hold
        it, said as assumed. Said to be your teammate's on their own turn, they may invite
        you to act with it, or not: judged both ways unless the question says."""
        situation = self.situation
        holder = situation.priority
        if holder is None:
            self.stated.append("you hold priority (the question asks what you may do with it)")
        elif holder in TEAMMATES.get(situation.mode, ()) and situation.turn == holder:
            self._invited_or_not(holder, " and something is on the chain")

    def _holder_named(self, holder: str) -> None:
        """The player a statement says holds priority or Focus ("my opponent has priority")
        is accounted for, when no other words of the question name them: the statement
        is what says them."""
        if holder == "me":
            return
        named = [s for s in self.reading.tagged.spans if s.has("who", holder)]
        if len(named) == 1:
            self.used.add(f"who:{holder}")

    def _focus(self) -> None:
        """Who has Focus in a showdown with nothing on the chain: the player the statements
        say has it, or who holds priority, when the question says (they go together then,
        so a holder of priority other than the one said leaves Focus unread); else, as it is unsaid
        and Focus passes round, the player who contested (who gains it as the showdown
        begins), with each other player who could hold it judged too. Playing a card with the
        chain unsaid, something on the chain is judged too, with you holding priority or
        another player holding it: then priority decides, not Focus."""
        situation = self.situation
        where = situation.combat or situation.showdown
        if where is None or not situation.chain_empty or situation.focus is not None:
            return
        said = {"chain", "chain_empty", "reaction_speed"}
        closed = self.closed_too and not self.reading.timing & said
        holder = self.reading.focus_holder  # "I have focus": said, so not judged both ways
        if holder is not None and situation.priority in (None, situation.player(holder)):
            situation.focus = player = situation.player(holder)
            self.used.add("obj:focus")
            self._holder_named(holder)
            self._teammates_turn(player, " and nothing is on the chain" if closed else "")
            if closed:  # Focus is kept while a chain is open; priority decides then
                self._closed_both_ways()
            return
        if situation.priority is not None:
            situation.focus = situation.priority
            return
        contester = situation.battlefields[where]["contested_by"]
        chain = " and nothing is on the chain" if closed else ""
        turn_said = self.reading.timing & {"my_turn", "opponent_turn", "teammate_turn"}
        for other in self._focus_holders():
            if other == contester:
                continue
            teammate = other in TEAMMATES.get(situation.mode, ())
            if teammate and (situation.turn == other or not turn_said):
                # on their own turn, holding Focus, they may invite you; the turn
                # unsaid, on yours (taken) they cannot
                theirs = f"{self._has_focus(other)}{chain}, it is their turn and they"
                if not turn_said:
                    mine = f"{self._has_focus(other)}{chain}, on your turn"
                    self.assume(self._has_focus(contester), mine, _focus_of(other))
                self.assume(
                    self._has_focus(contester), f"{theirs} do not invite you", _turn_focus(other)
                )
                self.assume(
                    self._has_focus(contester), f"{theirs} invite you", _invited_with_focus(other)
                )
                continue
            self.assume(
                self._has_focus(contester), self._has_focus(other) + chain, _focus_of(other)
            )
        if closed:  # Focus passes round, and an Action waits for the chain to close
            self._closed_both_ways()
        self._teammates_turn(contester, chain)  # your ally contested, on their turn: may invite

    def _focus_holders(self) -> list[str]:
        """Each player who could hold Focus, one opponent standing for them all (what one
        opponent holding it allows, any does): you, your teammate, an opponent."""
        return [YOU, *TEAMMATES.get(self.situation.mode, ()), "opponent"]

    def _closed_both_ways(self) -> None:
        """Something on the chain, judged with you holding priority and with another player
        holding it (with a teammate's invitation, which the rules of Focus allow, you hold
        it)."""
        self.assume("nothing is on the chain", CLOSED_YOURS, _closed_with_priority(YOU))
        theirs = CLOSED_THEIRS
        if len(PLAYERS[self.situation.mode]) == 2:
            theirs = theirs.replace("another player", "your opponent")
        for ally in TEAMMATES.get(self.situation.mode, ()):  # 2v2: an opponent or your ally
            theirs = theirs.replace("another player", "an opponent")
            holds = f"something is on the chain and your {ally} holds priority"
            their_turn = not self.reading.timing & {"my_turn", "opponent_turn", "not_my_turn"}
            kept = f"{holds} and does not invite you" if their_turn else holds
            self.assume("nothing is on the chain", kept, _closed_with_priority(ally))
            if their_turn:  # on their own turn they may invite you with it
                invites = f"{holds}, it is their turn and they invite you"
                self.assume("nothing is on the chain", invites, _closed_invited_by(ally))
        self.assume("nothing is on the chain", theirs, _closed_with_priority("opponent"))

    def _teammates_turn(self, holder: str, chain: str = "") -> None:
        """A teammate with Focus, the turn unsaid: on your turn (taken) or an opponent's they
        cannot invite you; on theirs, holding Focus and priority, they may invite you to play
        a spell or activate an ability with their priority, or not: each judged too. Their
        turn said, whether they invite you is judged both ways; an invitation said ("if they
        invite me", "if they don't invite me") is the only way judged, on their turn, the one
        time they can give it. ``chain``: " and nothing is on the chain" when a
        chain is judged too, said with the invitation it decides (an invitation does not let
        an Action be played on a chain)."""
        situation = self.situation
        if holder == YOU or situation.priority is not None:
            return
        if self.reading.timing & {"my_turn", "opponent_turn", "not_my_turn"}:
            return
        if holder not in TEAMMATES.get(situation.mode, ()) or situation.turn not in (None, holder):
            return
        theirs = f"it is your {holder}'s turn"
        if situation.turn == holder or self._invitation() is not None:
            self._invited_or_not(holder, chain)
            return
        invite = f"{theirs}{chain} and they invite you"
        self.assume("it is your turn", invite, _invited_by(holder))
        self.assume(
            "it is your turn", f"{theirs}{chain} and they do not invite you", _turn_of(holder)
        )
        self.assume("it is your turn", f"it is an opponent's turn{chain}", _turn_of("opponent"))

    def _invited_or_not(self, holder: str, chain: str = "") -> None:
        """On your teammate's turn, whether they invite you to play with their priority: as
        the question says, else judged both ways (not invited taken). They invite you only
        on their own turn, so an invitation said makes it their turn."""
        theirs = f"it is your {holder}'s turn"
        invited = self._invitation()
        if invited is not None:
            (_invited_by if invited else _turn_of)(holder)(self.situation, {})
            self.stated.append(f"{theirs} and they {'' if invited else 'do not '}invite you")
            return
        taken = f"{theirs} and they do not invite you"
        self.assume(taken, f"{theirs}{chain} and they invite you", _invited_by(holder))

    def _invitation(self) -> bool | None:
        """Whether the question says your teammate invites you to play with their priority
        ("if they invite me"), or does not ("if they don't invite me"); None if unsaid."""
        spans = self.reading.tagged.spans
        said = [k for k, span in enumerate(spans) if span.has("act", "invite")]
        if len(said) != 1:
            return None
        self.used.add("act:invite")
        k = said[0]
        if k > 0 and spans[k - 1].has("who", "teammate"):  # "my teammate invites me"
            self.used.add("who:teammate")
        rest = spans[k + 1 : k + 4]  # "invites me with their priority": what it is, said
        theirs = len(rest) == 3 and any(rest[1].has("who", w) for w in ("their", "teammate"))
        if theirs and rest[0].has("who", "me") and rest[2].has("obj", "priority"):
            self.used |= {"obj:priority", "who:their"}
        if said[0] > 0 and spans[said[0] - 1].has("neg", "not"):
            self.used.add("neg:condition")
            return False
        return True

    def _has_focus(self, player: str) -> str:
        """ "you have Focus"; "your opponent has Focus"; with more than one other player,
        "an opponent has Focus": the player judged is an opponent, and in 2v2 a teammate with
        Focus on their own turn may invite you to play (so not "another player")."""
        if player == YOU:
            return "you have Focus"
        if player in TEAMMATES.get(self.situation.mode, ()):
            return f"your {player} has Focus"
        if len(PLAYERS[self.situation.mode]) == 2:
            return "your opponent has Focus"
        return "an opponent has Focus"

    def place(self, place: PlacePhrase) -> str:
        """A base or battlefield of the question, created in the situation as described."""
        self.used.add(f"place:{place.kind}")
        if place.owner is not None:
            self.used.add(f"owner:{place.owner}")
        if place.kind == "base":
            owner = self.situation.player(place.owner)
            return "your base" if owner == YOU else f"{owner}'s base"
        if place.kind == "battlefield":
            return self.battlefield(place)
        raise Unplaceable(f"a unit or card cannot be put in the {place.kind.replace('_', ' ')}")

    def battlefield(self, place: PlacePhrase | None = None) -> str:
        """A battlefield as described: its card, its controller, whose units are there."""
        self.used.add("place:battlefield")
        if place is None:
            return self.situation.battlefield()
        if id(place) in self.built:  # one phrase, one battlefield ("a showdown at X ... there")
            return self.built[id(place)]
        if place.owner is not None:
            self.used.add(f"owner:{place.owner}")
        if place.card is not None:
            model = self.card_text(place.card)
            name = self.situation.battlefield(place.card.name, text=model.rules or None)
            if model.grants:
                self.granted[name] = model.grants
        else:
            name = self.situation.battlefield()
        _consistent(place)
        if {"not_controlled", "uncontrolled"} & place.mods:
            self.control_said.add(name)
        if "not_controlled" in place.mods and place.owner in (None, "me"):
            # "I don't control": no one, or a rival? Said "empty" (no units there), a rival's
            # control would not outlast the cleanup of an open turn, and with no units there
            # no combat is staged either way: taken as no one's
            if not {"uncontrolled", "empty"} & place.mods:
                self.assume(f"no one controls {name}", f"your opponent controls {name}",
                            _rival_controls(name))  # fmt: skip
        elif place.owner not in (None, "me") or "controlled" in place.mods:
            owner = self.situation.player(place.owner)
            self.situation.battlefield(name, controller=owner)
            self.situation.unit(owner, at=name)
            if "controlled" in place.mods and not place.mods & OCCUPIED:
                whose = "your" if owner == YOU else f"{owner}'s"
                self.notes.append(
                    f"taken: {whose} units are at {name}: outside a showdown or combat, a "
                    "player whose last unit leaves a battlefield loses control of it in the "
                    "cleanup that follows"
                )
        if "occupied_two" in place.mods:
            if self.situation.mode == "1v1":
                self.situation.mode = "ffa3"
            others = [p for p in PLAYERS[self.situation.mode] if p not in (YOU, "ally")]
            for other in others[:2]:
                self.situation.unit(other, at=name)
        if "teammate_units" in place.mods:
            self.situation.player("teammate")
            self.situation.battlefield(name, controller="ally")
            self.situation.unit("ally", at=name)
        if "opponent_units" in place.mods:
            self.situation.unit("opponent", at=name)
        if "occupied_two" in place.mods and self.reading.mentions("combat"):
            self.situation.combat = name  # "where two other players are fighting"
            attacker = next(u["controller"] for u in self.situation.units if u.get("at") == name)
            self.situation.battlefield(name, contested_by=attacker)  # a combat has an attacker
            self.stated.append(f"{attacker} is the attacker at {name}")
            self.used.add("obj:combat")
        if "my_units" in place.mods:
            self.situation.unit(at=name, name="your unit already there")
        for mod in place.mods & PLACE_MODS:
            self.used.update((f"pmod:{mod}", f"mod:{mod}"))
        self.built[id(place)] = name
        return name

    def card_text(self, card: CardEntry) -> CardModel:
        """The modelled part of a named card. Any text outside the model stops the reading:
        the verdict could depend on it (a unit that "enters ready", units "here have
        Ganking"), and guessing whether it matters is how confident wrong answers happen."""
        model = model_card(card)
        self.used.add(f"card:{card.name}")
        if model.unmodelled:
            raise Unplaceable(f'{card.name}\'s text "{model.unmodelled[0]}" is outside the model')
        extra = [k for k in card.keywords if k not in MODEL_KEYWORDS]
        if set(extra) - BEARING_ON_NONE.keys():
            raise Unplaceable(f"{card.name}'s {', '.join(extra)} is outside the model")
        for keyword in extra:
            self.notes.append(f"{card.name}'s {keyword} was left out: {BEARING_ON_NONE[keyword]}")
        for sentence in model.left_out:
            self.notes.append(f'{card.name}\'s "{sentence}" was left out: it triggers later')
        return model

    def keywords(self, card: CardEntry | None = None, leave: tuple[str, ...] = ()) -> list[str]:
        """The keywords the question (or its card) gives its unit, as the engine spells them;
        ``leave`` are keywords the question gives something else (the spell's Reaction)."""
        found = [KEYWORD_NAMES.get(k, k.title()) for k in self.reading.keywords if k not in leave]
        if card is not None:
            found += [k for k in card.keywords if k in MODEL_KEYWORDS]
        self.used.update(f"kw:{k}" for k in self.reading.keywords)
        self.used.update(f"without:{k}" for k in self.reading.without)
        return [k for k in dict.fromkeys(found) if k.lower() not in self.reading.without]


HOLDING = "something is on the chain and you hold priority"
# The default HOLDING is judged against: a Neutral Open state (a showdown is another case).
NEUTRAL_OPEN = "nothing is on the chain and no showdown is under way"


OUTSIDE_MAIN = frozenset(
    {"awaken_phase", "beginning_phase", "channel_phase", "draw_phase", "ending_phase"}
)
"""Phases where no player receives priority in a Neutral Open state: only something on the
chain (a trigger of the phase: "when you draw" in the Draw Phase) gives a player priority
then (hunt-s44b F3: the Channel and Draw Phases had been judged with an empty chain only)."""


def their_turn(b: Builder) -> bool:
    """An opponent's turn, said as such or as their phase ("my opponent's main phase")."""
    return "opponent_turn" in b.reading.timing or phase_owner(b.reading) == "opponent"


def chain_open(b: Builder) -> bool:
    """An opponent's turn, or a phase outside the Main Phase, with nothing said of the chain:
    whether a card can be played then turns on the chain (and on holding priority) and on a
    showdown (and on having Focus), so each is judged."""
    said = {"chain", "showdown", "combat", "reaction_speed", "chain_empty"}
    timing = b.reading.timing
    # outside the Main Phase, a phase's trigger on the chain, or a showdown, gives priority
    outside_main = bool(timing & OUTSIDE_MAIN)
    return (their_turn(b) or outside_main) and not timing & said


def chain_said_empty(b: Builder) -> bool:
    """An opponent's turn with nothing on the chain said, and no showdown or combat: a card
    or ability with Action (or Reaction, which has Action's permissions) can then be used
    only in a showdown where its player has Focus, so both are judged."""
    timing = b.reading.timing
    return their_turn(b) and "chain_empty" in timing and not timing & {"showdown", "combat"}


def chain_not_empty(situation: Draft, question: Doc) -> None:
    """The other way of ``chain_open``: something on the chain, and you hold priority."""
    situation.chain_empty = False
    situation.priority = YOU


SHOWDOWN_FOCUS = "nothing is on the chain, a showdown is under way and you have focus"


def acting_on_their_turn(b: Builder) -> None:
    """An Action on an opponent's turn, the chain and showdown not said: with neither, no;
    in a showdown with nothing on the chain (Showdown Open), by the player with Focus, yes;
    with something on the chain, only a Reaction can be played (a Closed state)."""
    if not _no_showdown_said(b):
        b.assume(NEUTRAL_OPEN, SHOWDOWN_FOCUS, showdown_focus)
    b.assume(NEUTRAL_OPEN, HOLDING, chain_not_empty)


def showdown_too(b: Builder) -> None:
    """Nothing on the chain on an opponent's turn: an Action (or Reaction) is judged also in
    a showdown where you have Focus, unless the question says there is none ("when there is
    no showdown")."""
    if not _no_showdown_said(b):
        b.assume(NEUTRAL_OPEN, SHOWDOWN_FOCUS, showdown_focus)


def _no_showdown_said(b: Builder) -> bool:
    """Whether the question says no showdown is under way (taken: the Neutral state)."""
    said = "no_showdown" in b.reading.mods
    if said:
        b.uses("mod:no_showdown")
    return said


def showdown_focus(situation: Draft, question: Doc) -> None:
    """The other way of a card or ability with Action on an opponent's turn: Action lets it
    be played (activated) during a showdown, even on another player's turn, by the player
    with Focus."""
    where = situation.battlefield(contested_by="opponent")
    situation.unit("opponent", at=where, name="opponent's contesting unit")
    situation.showdown = where
    situation.focus = YOU


def _contested_by(name: str, player: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        situation.battlefields[name].pop("controller", None)
        situation.battlefield(name, contested_by=player)

    return change


def _rival_controls(name: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        situation.battlefield(name, controller="opponent")
        situation.unit("opponent", at=name)

    return change


OCCUPIED = frozenset({"my_units", "opponent_units", "teammate_units", "occupied_two"})


def _consistent(place: PlacePhrase) -> None:
    """Details of one battlefield that cannot all hold: "empty" (no units, no controller)
    beside a controller or units there, "controlled" beside "not controlled"."""
    controlled = "controlled" in place.mods or place.owner not in (None, "me")
    clashes = []
    if "empty" in place.mods and controlled:
        clashes.append("empty (no units, no controller) and controlled by a player")
    if "empty" in place.mods and place.mods & OCCUPIED:
        clashes.append("empty and with units there")
    if {"controlled", "not_controlled"} <= place.mods:
        clashes.append("controlled and not controlled")
    if clashes:
        raise Unplaceable(f"the question says a battlefield is {clashes[0]}: both cannot hold")


PHASES = frozenset({"main_phase", "beginning_phase", "ending_phase"})
PHASE_OWNERS = {"opponent": "opponent", "teammate": "teammate"}


def phase_owner(reading: Reading) -> str | None:
    """The other player whose phase the question says it is ("during my opponent's beginning
    phase": the player said right before the phase, and nothing more than that player), or
    None: a phase is the turn player's, so that player's turn is the time asked."""
    spans = reading.tagged.spans
    owners = set()
    for k, span in enumerate(spans):
        if k == 0 or not PHASES & set(span.values("time")):
            continue
        before = spans[k - 1]
        if before.end != span.start:
            continue
        if not all(f == "who" or (f, v) == ("obj", "player") for f, v in before.tags):
            continue
        owners |= {PHASE_OWNERS[v] for v in before.values("who") if v in PHASE_OWNERS}
    return owners.pop() if len(owners) == 1 else None


def card_of(reading: Reading, card_type: str) -> CardEntry | None:
    return next((c for c in reading.cards if c.type.lower() == card_type), None)


def described(place: PlacePhrase) -> bool:
    """Whether the question says enough about a battlefield to know who controls it."""
    known = {
        "my_units",
        "controlled",
        "not_controlled",
        "empty",
        "occupied_two",
        "opponent_units",
        "teammate_units",
    }
    # "My battlefield" alone says whose it is, not who controls it now (a player's own
    # battlefield is anyone's to conquer): another player's is read as theirs, held by their
    # units (`Builder.battlefield`), but one's own would otherwise be left with no one.
    return bool(place.mods & known) or place.owner not in (None, "me")


def shares_control(reading: Reading) -> bool:
    """ "Share control (of ...)": control is what is shared, so the question asks whether
    players share it, not whether their units may be at one battlefield."""
    spans = reading.tagged.spans
    return any(
        first.has("act", "share") and then.has("act", "control") and then.start == first.end
        for first, then in pairwise(spans)
    )


def has_subject(reading: Reading) -> bool:
    """Whether the question says who or what acts ("I", "a unit", "a card")."""
    return bool(reading.who or reading.cards or reading.unit_owner) or reading.mentions(*THINGS)
