"""Who has Focus first as a showdown or a combat begins: "Who gets Focus first in a
showdown?", "Does the defender get Focus first in combat?", "I moved my unit to an empty
battlefield and a showdown began there. Does my opponent get focus first?".

The player whose units contested the battlefield gains Focus as its showdown begins; in a
combat that player is the attacker. The reader builds that beginning (a unit of the player
who contests makes a standard move to the battlefield: empty and no one's for a showdown,
the other player's with their unit there for a combat) and the engine says who gains Focus
as it begins. Who contested is read from a statement of the move ("I moved my unit ...");
asked of a player by name with no such statement, both ways are judged."""

from __future__ import annotations

from collections.abc import Callable

from judge.ask.parse import Reading
from judge.ask.readings import Candidate
from judge.ask.readings.places import Builder
from judge.ask.situation import PLAYERS, YOU, Doc, Draft

# Words of a beginning, when "first" or "at the start" is not said ("who gains Focus when a
# showdown begins?"): the tagger files them under act:happen with other verbs.
BEGINS = frozenset({"begin", "begins", "began", "start", "starts", "started", "open", "opens"})
# Everything such a question may say; any other slot (a place said of whose it is, a chain,
# an "after", a card) makes it another question.
USED = frozenset(
    {
        "obj:focus",
        "obj:priority",
        "mod:first_one",
        "mod:starts",
        "mod:non",
        "mod:empty",
        "pmod:empty",
        "time:showdown",
        "time:combat",
        "obj:showdown",
        "obj:combat",
        "act:gain",
        "act:happen",
        "act:move",
        "act:standard_move",
        "act:contest",
        "obj:attacker",
        "obj:defender",
        "obj:player",
        "obj:unit",
        "place:battlefield",
        "who:me",
        "who:opponent",
        "who:teammate",
    }
)
# The player a "does ...?" asks of, by the word the question names them with.
ASKED = {"opponent": "opponent", "teammate": "ally", "me": YOU}


def _what(reading: Reading) -> str | None:
    """ "combat" or "showdown": what begins, as said (a "non-combat showdown" is a showdown),
    or None when neither is said or both are, apart from that phrase."""
    combat = "combat" in reading.timing or "combat" in reading.objects
    showdown = "showdown" in reading.timing or "showdown" in reading.objects
    if "non" in reading.mods:
        return "showdown" if combat and showdown else None
    if combat == showdown:
        return None
    return "combat" if combat else "showdown"


def _first(reading: Reading) -> bool:
    """Whether the question asks who has Focus first: "first", "at the start", or a
    beginning said with "when" or "as"."""
    if {"first_one", "starts"} & reading.mods:
        return True
    return "happen" in reading.actions and bool(BEGINS & set(reading.tagged.words))


def _mover(reading: Reading) -> str | None:
    """The player a statement says moved a unit ("I moved my unit to ..."): the player said
    right before the verb of moving, in the statements only; "" when none is said."""
    spans = reading.tagged.spans
    moves = [k for k, s in enumerate(spans) if s.has("act", "move") and s.start >= reading.main_end]
    if not moves:
        return ""
    if len(moves) > 1:
        return None
    before = [s for s in spans[: moves[0]] if s.start >= reading.main_end and s.has("who")]
    if not before:
        return None
    said = before[-1].values("who")
    if "opponent" in said:
        return "opponent"
    return YOU if said == ["me"] else None


def _asked(reading: Reading, what: str) -> str | None:
    """Who a "does ...?" asks of: "attacker", "defender", "contester", or a player ("you",
    "opponent", "ally"); None when not one of them alone."""
    question = [s for s in reading.tagged.spans if s.start < reading.main_end]
    roles = [v for s in question for v in s.values("obj") if v in ("attacker", "defender")]
    players = {v for s in question for v in s.values("who")}
    if roles:
        if len(roles) > 1 or what != "combat" or players:
            return None  # "attacker" said of a showdown that is no combat: not read
        return roles[0]
    if any(s.has("act", "contest") for s in question):
        return "contester" if not players else None
    if "opponent" in players:
        return ASKED["opponent"] if players <= {"opponent", "me"} else None
    if players == {"teammate"} or players == {"teammate", "me"}:
        return ASKED["teammate"]
    return YOU if players == {"me"} else None


def _other(contester: str) -> str:
    """A player of the other side: your opponent, or you against an opponent's move."""
    return "opponent" if contester in (YOU, "ally") else YOU


def _beginning(b: Builder, contester: str, what: str) -> list[Doc]:
    """The battlefield and the move of the contester's unit that has ``what`` begin there."""
    situation = b.situation
    where = situation.battlefield()
    situation.battlefield()  # another battlefield, so that the move has one of two
    mover = situation.unit(contester, name=f"{_whose(contester)} moving unit")
    if what == "combat":
        defender = _other(contester)
        situation.battlefield(where, controller=defender)
        situation.unit(defender, at=where, name=f"{_whose(defender)} unit there")
    if contester != YOU:
        situation.turn = contester  # a standard move is made on one's own turn
    return [{"standard_move": {"units": [mover], "to": where}}]


def _whose(player: str) -> str:
    return "your" if player == YOU else f"{player}'s"


def _contested_by(player: str, what: str) -> str:
    who = "you" if player == YOU else "your teammate" if player == "ally" else f"your {player}"
    verb = "contest" if player == YOU else "contests"
    return f"{who} {verb} the battlefield, moving a unit in (a {what} begins there)"


def read_focus_first(reading: Reading) -> Candidate | None:
    """ "Who gets Focus first in a showdown?", "Does the attacker get Focus at the start of
    combat?", "... Does my opponent get focus first?": the player who contested the
    battlefield gains Focus as its showdown (a combat's: the attacker) begins."""
    if reading.kind not in ("who", "does", "is") or reading.negated or reading.context_negated:
        return None
    if "focus" not in reading.objects or not _first(reading) or reading.also_asked:
        return None
    if reading.focus_holder is not None or reading.priority_holder is not None:
        return None  # Focus already had: a showdown going on, which a combat may join
    if (
        reading.cards
        or reading.keywords
        or reading.without
        or reading.slots() - USED - _modes(reading)
    ):
        return None
    what = _what(reading)
    mover = _mover(reading)
    if what is None or mover is None:
        return None
    if any(
        p.kind != "battlefield" or p.owner or p.card or p.mods - {"empty"} for p in reading.places
    ):
        return None  # a battlefield described (whose, whose units): not the one built here
    if what == "combat" and {"mod:empty", "pmod:empty"} & reading.slots():
        return None  # an empty battlefield has no one to fight
    b = Builder(reading)
    asked = _asked(reading, what) if reading.kind != "who" else None
    if reading.kind != "who" and asked is None:
        return None
    if asked == "ally" and b.situation.mode != "2v2":
        return None
    contester = mover or YOU
    subject = {"attacker": contester, "defender": _other(contester), "contester": contester}.get(
        asked or "", asked
    )
    b.uses(*USED)
    actions = _beginning(b, contester, what)
    question: Doc = {"outcomes": {"event": "focus passes"}}
    if reading.kind == "who":  # asked whether the contester gains it: yes names them
        subject = contester
    if subject is not None:
        question["outcomes"]["subject"] = subject
    if not mover and asked in (YOU, "opponent", "ally"):
        # who contested is not said, and it decides: judged with your opponent contesting too
        other = asked if asked != YOU else "opponent"
        b.assume(
            _contested_by(YOU, what), _contested_by(other, what), _contested_by_other(other, what)
        )
    elif not mover:
        b.stated.append(_contested_by(YOU, what))
    candidate = b.candidate("focus_first", question)
    if reading.kind == "who":
        candidate.names = "you" if contester == YOU else contester
    candidate.doc = {"format": 2, **candidate.doc, "actions": actions}
    candidate.alternatives = [
        (label, {"format": 2, **doc, "actions": _moved_by(doc)})
        for label, doc in candidate.alternatives
    ]
    return candidate


def _modes(reading: Reading) -> set[str]:
    return {f"mode:{reading.mode}"} if reading.mode else set()


def _contested_by_other(player: str, what: str) -> Callable[[Draft, Doc], None]:
    """The same beginning with ``player``'s unit moving in on their turn (against a unit of
    the other side, for a combat)."""

    def change(situation: Draft, question: Doc) -> None:
        situation.units = []
        names = list(situation.battlefields)
        situation.battlefields = {name: {"name": name} for name in names}
        situation.unit(player, name=f"{_whose(player)} moving unit")
        if what == "combat":
            defender = _other(player)
            situation.battlefield(names[0], controller=defender)
            situation.unit(defender, at=names[0], name=f"{_whose(defender)} unit there")
        situation.turn = player

    return change


def _moved_by(doc: Doc) -> list[Doc]:
    """The move of the other way of a default: the moving unit there is its own."""
    units = doc.get("situation", {}).get("units", [])
    moving = next(u["name"] for u in units if u["name"].endswith("moving unit"))
    first = doc["situation"]["battlefields"][0]["name"]
    return [{"standard_move": {"units": [moving], "to": first}}]


# --- Focus for a player outside the showdown or combat ------------------------------------

# Everything such a question may say: a showdown or combat you are not in (or one "between
# two other players"), Focus passed or gained.
OUTSIDE_USED = frozenset(
    {
        "obj:focus",
        "obj:player",
        "mod:outsider",
        "mod:between",
        "mod:occupied_two",
        "time:showdown",
        "time:combat",
        "act:pass",
        "act:gain",
        "who:me",
    }
)
PASSING_FIRST = (
    "{who} gained Focus as the {what} began (contesting the battlefield) and passes at once, "
    "nothing on the chain"
)


def read_focus_outside(reading: Reading) -> Candidate | None:
    """ "In FFA3, do I get Focus in a showdown I'm not in?", "In FFA4, can I get Focus during
    a combat between two other players?": Focus passes to the next player in turn order,
    whoever's units are there, so a player outside it gets Focus when the player before them
    passes (yes). Built with the player before you in turn order holding Focus in it and
    passing."""
    if reading.kind not in ("does", "can") or reading.negated or reading.context_negated:
        return None
    if "focus" not in reading.objects or reading.also_asked or reading.cards or reading.places:
        return None
    if reading.focus_holder is not None or reading.priority_holder is not None:
        return None
    if reading.keywords or reading.without or reading.slots() - OUTSIDE_USED - _modes(reading):
        return None
    what = _what(reading)
    outside = "outsider" in reading.mods or {"between", "occupied_two"} <= reading.mods
    if what is None or not outside or ("outsider" not in reading.mods and what != "combat"):
        return None
    if set(reading.who) - {"me"} or set(reading.actions) - {"pass", "gain"}:
        return None
    if "player" in reading.objects and "me" in reading.who:
        return None  # "a player" and "I": which is asked of is not plain
    b = Builder(reading)
    players = PLAYERS[b.situation.mode]
    if what == "combat" and len(players) < 3:
        return None  # in 1v1 every combat is yours
    holder = players[-1]  # the player just before you in turn order
    situation = b.situation
    where = situation.battlefield()
    situation.battlefield()
    situation.battlefield(where, contested_by=holder)
    situation.unit(holder, at=where, name=f"{_whose(holder)} contesting unit")
    if what == "combat":
        defender = "ally" if b.situation.mode == "2v2" else players[1]  # never you
        situation.battlefield(where, controller=defender)
        situation.unit(defender, at=where, name=f"{_whose(defender)} defending unit")
        situation.combat = where
    else:
        situation.showdown = where
    situation.turn = situation.focus = situation.priority = holder
    b.uses(*OUTSIDE_USED)
    b.stated.append(PASSING_FIRST.format(who=f"your {holder}", what=what))
    question: Doc = {"outcomes": {"event": "focus passes", "subject": YOU}}
    candidate = b.candidate("focus_outside", question)
    candidate.doc = {**candidate.doc, "actions": [{"pass": {"player": holder}}]}
    return candidate


READERS = (read_focus_first, read_focus_outside)
