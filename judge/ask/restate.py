"""The situation a reading built, read back: small statements, each tagged by the reader.

A reading declares the slots it accounted for (`Candidate.used`). This module computes
what the situation accounts for from the document alone: the document is said in the
controlled English of the "Understood as" line (`judge.ask.describe`), cut into one
statement per thing it says (the mode, the time, each object with its place, owner and
status, each action, the question; and `derived`, what it holds only by its structure),
and each statement is read by the question reader's own tagger and slotter
(`judge.ask.parse.read`). A question's slot is *accounted for* when some statement has it.

Some words of the controlled English say more than the slot they tag: "make a standard
move" is a move, "a combat at battlefield 1" is the time "during combat", "played this
turn" on a unit is the unit played. `IMPLIES` lists those, once, as data.

`judge.ask.choose` still decides completeness on the declared slots; the restatement
refuses a reading whose situation holds the opposite of what the question says
(`contradictions`), and cross-checks the declarations (tests/test_ask_restate.py, which
lists the slots only a declaration accounts for; docs/ask.md "The restatement").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.ask.lexicon import Lexicon
from judge.ask.readings import Candidate
from judge.ask.situation import YOU, Doc

IMPLIES: dict[str, frozenset[str]] = {
    "act:standard_move": frozenset({"act:move"}),
    "obj:combat": frozenset({"time:combat"}),
    "obj:showdown": frozenset({"time:showdown"}),
    "time:turn_played": frozenset({"unit:played"}),
}
"""A slot of the restatement and the slots of a question it also says."""
LISTS = frozenset(
    {"players", "the chain", "battlefields", "units", "gear", "facedown", "hand", "cards"}
    | {"cost modifiers"}
)
"""Parts of the situation that list objects: each object is a statement of its own."""


@dataclass(frozen=True)
class Statement:
    """One thing the situation says, in controlled English, and the slots it accounts for."""

    text: str
    slots: frozenset[str]


def _top_level(text: str, sep: str) -> list[str]:
    """``text`` cut at ``sep`` outside parentheses and quotes."""
    parts: list[str] = []
    depth, quoted, start = 0, False, 0
    i = 0
    while i < len(text):
        char = text[i]
        if char == '"':
            quoted = not quoted
        elif not quoted and char == "(":
            depth += 1
        elif not quoted and char == ")":
            depth -= 1
        elif not quoted and depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
            i = start
            continue
        i += 1
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


def sentences(doc: Doc, invert: bool = False) -> list[str]:
    """The document as statements: one a part of the situation, one an object of a list,
    one an action, and the question ("the question is asked turned round" when inverted)."""
    from judge.ask.describe import say_actions, say_question, say_situation
    from judge.engine.upgrade import upgrade

    document = upgrade(doc)
    question = document["question"]
    said: list[str] = []
    for part in _top_level(say_situation(document.get("situation") or {}), "; "):
        head, colon, items = part.partition(": ")
        if colon and head in LISTS:
            said += [f"{head}: {item}" for item in _top_level(items, ", ")]
        else:
            said.append(part)
    actions = say_actions(document.get("actions", []))
    if actions:
        said += _top_level(actions.removeprefix("after ").rstrip(", "), ", then ")
    said.append(say_question(question))
    if invert:
        said.append("not")
    return said


def _person(player: str) -> str:
    """A player of the document as the asker says it ("you" is "I")."""
    if player == YOU:
        return "I"
    return "my teammate" if player == "ally" else "my opponent"


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def _battlefield_facts(situation: Doc) -> list[str]:
    """What each battlefield is: who controls it, whose units are there, or that it is
    empty; and that there are two."""
    said: list[str] = []
    fields = situation.get("battlefields") or []
    things = [*situation.get("units", []), *situation.get("gear", [])]
    things += situation.get("facedown", [])
    for field in fields:
        controller = field.get("controller")
        if controller is None:
            said.append("a battlefield nobody controls")
        else:
            controls = "control" if controller == YOU else "controls"
            said.append(f"a battlefield {_person(controller)} {controls}")
        there = [t for t in things if t.get("at") == field["name"]]
        if not there:
            said += ["an empty battlefield", "no units at a battlefield"]
        players = {t.get("controller", YOU) for t in situation.get("units", []) if t in there}
        for player in sorted(players):
            has = "have" if player == YOU else "has"
            said.append(f"a battlefield where {_person(player)} {has} units")
        if len(players - {YOU}) >= 2:
            said.append("a battlefield where units from two other players are")
    if len(fields) >= 2:
        said += ["another battlefield", "between battlefields"]
    return said


def _object_facts(situation: Doc, keywords: frozenset[str]) -> list[str]:
    """What each unit, gear and card is: exhausted or ready, played this turn, attached,
    hidden at a battlefield; the keywords it does not have."""
    said: list[str] = []
    for unit in situation.get("units", []):
        said.append("an exhausted unit" if unit.get("exhausted") else "a ready unit")
        if unit.get("played_this_turn"):
            said.append("my unit played")
    controllers = [unit.get("controller", YOU) for unit in situation.get("units", [])]
    if any(controllers.count(player) >= 2 for player in controllers):
        said.append("another unit")
    if any(unit.get("triggers") for unit in situation.get("units", [])):
        said.append("its ability")
    if any(not gear.get("attached_to") for gear in situation.get("gear", [])):
        said.append("unattached gear")
    if any(card.get("at", "base") != "base" for card in situation.get("facedown", [])):
        said.append("the battlefield where it was hidden")
    lists = ("units", "gear", "facedown", "hand", "cards", "chain")
    for entity in (e for key in lists for e in situation.get(key, [])):
        has = {str(k).lower() for k in entity.get("keywords", [])}
        said += [f"without {keyword}" for keyword in sorted(keywords - has)]
    return said


CHAIN_KINDS = {"spell": "spell", "activated": "ability", "triggered": "ability", "add": "ability"}
"""A chain item's kind as a question names it ("my opponents spell on the chain")."""


def _chain_owners(situation: Doc) -> list[str]:
    """Whose each chain item is, said as a question says it: "my opponents spell on the
    chain"; in 1v1, where "their" can only be the opponent, also "their spell ..."."""
    said: list[str] = []
    one_opponent = situation.get("mode", "1v1") == "1v1"
    for item in situation.get("chain") or []:
        what = CHAIN_KINDS.get(item.get("kind", "spell"))
        controller = item.get("controller")
        if what is None or controller in (None, YOU):
            continue
        said.append(f"{_person(controller)}s {what} on the chain")
        if one_opponent and controller == "opponent":
            said.append(f"their {what} on the chain")
    return said


def derived(doc: Doc, keywords: frozenset[str] = frozenset()) -> list[str]:
    """What the document holds that its controlled English says only by structure, said
    as a question would say it: whose turn it is, the chain not empty and whose its items
    are, each battlefield's controller and occupants, each object's status, two units of
    one player, a unit's triggered ability, several units moving at once, a move
    to another player's base or to where the unit already is, a cleanup next."""
    from judge.engine.upgrade import upgrade

    document = upgrade(doc)
    situation = document.get("situation") or {}
    question = document["question"]
    turn = situation.get("turn", YOU)
    said = ["on my turn" if turn == YOU else f"on {_person(turn)}s turn"]
    if situation.get("chain") or situation.get("chain_empty") is False:
        said += ["a spell on the chain", "the chain", "at reaction speed"]
    else:
        said.append("nothing on the chain")
    said += _chain_owners(situation)
    said += _battlefield_facts(situation)
    said += _object_facts(situation, keywords)
    moves = [v for v in question.values() if isinstance(v, dict)]
    moves += [v for a in document.get("actions", []) for v in a.values() if isinstance(v, dict)]
    if any(len(m.get("units") or []) >= 2 for m in moves):
        said.append("my units at once")
    places = {u["name"]: u.get("at", "base") for u in situation.get("units", [])}
    moved = [(m.get("to"), u) for m in moves for u in m.get("units") or [] if isinstance(u, str)]
    if any(to is not None and to == places.get(unit) for to, unit in moved):
        said.append("its current location")
    if any(s.endswith("'s base") and s != "your base" for s in _strings(question)):
        said.append("another players base")
    if any("cleanup" in action for action in document.get("actions", [])):
        said.append("in the next cleanup")
    said += _turns_passed(document, turn)
    return said


def _turns_passed(document: Doc, turn: str) -> list[str]:
    """Play proceeding from a Main Phase ends that turn and starts the next (1v1: the other
    player's); an outcome "new turn" is that player taking the next turn."""
    proceeds = sum(1 for action in document.get("actions", []) if "proceed" in action)
    if not proceeds:
        return []
    mode = (document.get("situation") or {}).get("mode", "1v1")
    said = ["when i end my turn"] if turn == YOU else ["my opponent ends their turn"]
    if mode == "1v1":
        starts = "my opponents turn" if (turn == YOU) == (proceeds % 2 == 1) else "my turn"
        said.append(f"at the start of {starts}")
    outcome = (document.get("question") or {}).get("outcomes") or {}
    if outcome.get("event") == "new turn" and proceeds == 1:
        said.append(f"{_person(outcome.get('subject', YOU))} takes the next turn")
    return said


def restate(doc: Doc, invert: bool = False, also: tuple[str, ...] = ()) -> list[Statement]:
    """The statements of ``doc`` with the slots the reader finds in each (and their
    implications); empty when the document cannot be said in controlled English. ``also``:
    what the answer says besides the document (what was assumed, "using Ambush")."""
    from judge.ask.cards import load_cards
    from judge.ask.describe import Unsayable
    from judge.ask.lexicon import load_lexicon
    from judge.ask.parse import read

    try:
        texts = sentences(doc, invert)
    except Unsayable:
        return []
    lexicon, cards = load_lexicon(), load_cards()
    texts += derived(doc, keyword_values(lexicon)) + list(also)
    statements = []
    explained = document_topic(doc)
    for text in texts:
        slots = set(read(text, lexicon, cards).slots())
        if text == "not":
            slots = {"neg"}
        for slot in list(slots):
            slots |= IMPLIES.get(slot, frozenset())
        if explained is not None and text.startswith("explain "):
            slots |= explained
        statements.append(Statement(text, frozenset(slots)))
    return statements


def document_topic(doc: Doc) -> frozenset[str] | None:
    """The slots an explained topic is about, from the topic table (its own words)."""
    name = (doc.get("question") or {}).get("explain")
    if name is None:
        return None
    from judge.ask.readings.topics import load_topics

    said = [t.all | t.any | t.uses for t in load_topics() if name in (t.topic, t.name)]
    return frozenset().union(*said) if said else frozenset()


def accounted(doc: Doc, invert: bool = False, also: tuple[str, ...] = ()) -> set[str]:
    """Every slot some statement of ``doc`` (or of ``also``) accounts for."""
    return {slot for statement in restate(doc, invert, also) for slot in statement.slots}


def said_besides(candidate: Candidate) -> tuple[str, ...]:
    """What the answer to ``candidate`` says besides its document: what it takes as
    assumed and the keywords the answer rests on ("using Ambush")."""
    return (*candidate.stated, *(f"using {keyword}" for keyword in candidate.relies_on))


def keyword_values(lexicon: Lexicon) -> frozenset[str]:
    """Every keyword the lexicon knows ("ganking", "reaction")."""
    return frozenset(v for tags in lexicon.phrases.values() for f, v in tags if f == "kw")


OPPOSITES: dict[str, frozenset[str]] = {
    "mod:exhausted_unit": frozenset({"mod:ready_unit"}),
    "mod:ready_unit": frozenset({"mod:exhausted_unit"}),
    "pmod:empty": frozenset({"pmod:my_units", "pmod:opponent_units", "pmod:teammate_units"}),
    "pmod:controlled": frozenset({"pmod:not_controlled"}),
    "pmod:not_controlled": frozenset({"pmod:controlled"}),
    "time:chain": frozenset({"time:chain_empty"}),
    "time:chain_empty": frozenset({"time:chain"}),
    "time:my_turn": frozenset({"time:opponent_turn"}),
    "time:opponent_turn": frozenset({"time:my_turn"}),
    "time:start_of_turn": frozenset({"time:start_of_opponent_turn"}),
    "time:start_of_opponent_turn": frozenset({"time:start_of_turn"}),
}
"""A slot of the question and the slots of a situation that hold the opposite."""


def contradictions(slots: set[str], candidate: Candidate) -> list[str]:
    """What the question says that the situation built holds the opposite of, and no
    statement of it holds as said ("an exhausted unit" built ready), as "X but Y"."""
    statements = restate(candidate.doc, candidate.invert, said_besides(candidate))
    covered = {slot for statement in statements for slot in statement.slots}
    found = []
    for slot in sorted(slots - covered):
        opposite = OPPOSITES.get(slot, frozenset()) & covered
        if opposite:
            said = next(s.text for s in statements if opposite & s.slots)
            found.append(f"the question says {_words(slot)} but the situation built holds '{said}'")
    if slots & {"pmod:not_controlled", "pmod:uncontrolled"}:
        return found  # the question says the battlefield's control: not the reader's board
    return found + unarisen(candidate.doc)


def unarisen(doc: Doc) -> list[str]:
    """Battlefields a game in a Neutral Open state cannot show: one where one player's
    units are, that no one controls and no one contests. Units arriving where their player
    has no control contest it, and its showdown begins as soon as the state is Neutral
    Open. (Two players' units there is a combat's board, which a question may leave
    unsaid: "a battlefield where two other players have units".)"""
    situation = doc.get("situation", {})
    closed = situation.get("chain_empty") is False or situation.get("chain")
    if closed or situation.get("showdown") or situation.get("combat"):
        return []
    found = []
    for battlefield in situation.get("battlefields", ()):
        name = battlefield["name"]
        if {"controller", "contested_by"} & set(battlefield):
            continue
        there = {
            u.get("controller", YOU) for u in situation.get("units", ()) if u.get("at") == name
        }
        if len(there) == 1:
            (player,) = there
            whose = "your" if player == YOU else f"{player}'s"
            found.append(
                f"the situation built has {whose} units at {name}, which no one "
                "controls or contests, with no showdown under way: a game cannot have that"
            )
    return found


def _words(slot: str) -> str:
    return "'" + slot.partition(":")[2].replace("_", " ") + "'"
