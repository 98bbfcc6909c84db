"""The reader for whether a unit dies in a combat whose units the question describes by their
Might: "I attack with 5 Might into a 3 Might Tank unit and a 2 Might unit. Does the Tank
unit die?", "A unit with Shield 2 and 2 Might defends against an attacker with 3 Might. Does
the defender die?", "My 3 Might unit is stunned and attacks a 2 Might defender: is the
defender killed?".

Like the Might reader (layers.py) it reads the question's own words and fires only when it
accounts for every one: units (their number, Might, Tank, Backline, Shield and Assault with
their values, stunned), which side each is on (attacking or defending, yours or your
opponent's), and one unit asked about, "die", "survive" or "killed". The engine then plays
the combat damage step and the combat's cleanup (docs/scenarios.md, ``combat_damage``):
each side's damage, its assignment (Tank first, Backline last, lethal damage in full before
the next unit), and what the cleanup kills; where the assigning player may choose, the
verdict that turns on the choice is ``depends``, a branch for each way. A 1v1 game only: the
board with more players, whose sides may be two players' units, is not read here.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any

from judge.ask.readings import Candidate

TOKEN = re.compile(r"\d+|[a-z]+(?:'[a-z]+)?|[?,.:;]")
ARTICLES = frozenset({"a", "an", "the", "one", "another"})
COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}
MINE = frozenset({"my", "i"})
THEIRS = frozenset({"their", "opponent's", "enemy", "opposing"})
# A word that opens a unit's description after "and": "... and a 2 Might unit".
OPENS = ARTICLES | MINE | THEIRS | set(COUNTS)
NOUNS = frozenset({"unit", "units", "attacker", "defender", "attackers", "defenders"})
ATTACKS = frozenset({"attack", "attacks", "attacking", "attacked"})
DEFENDS = frozenset({"defend", "defends", "defending", "blocks", "blocking"})
ROLE_NOUN = {"attacker": "attacker", "attackers": "attacker", "defender": "defender"}
ROLE_NOUN["defenders"] = "defender"
FLAGS = {"tank": "Tank", "backline": "Backline"}
VALUED = {"shield": "shield", "assault": "assault"}
# Words that join a unit's details and say nothing more.
JOINING = frozenset(
    {"with", "has", "have", "and", "is", "are", "that", "who", "of"} | {".", ",", ";", ":", "?"}
)
OTHER_SIDE = frozenset({"against", "into", "vs", "versus"})
QUESTION = frozenset({"does", "do", "will", "would", "is", "are"})
DIES = frozenset({"die", "dies", "killed", "destroyed", "dead"})
SURVIVES = frozenset({"survive", "survives"})
PASSIVE = frozenset({"killed", "destroyed", "dead"})  # "is it killed", "does it get killed"
ACTIVE = frozenset({"die", "survive"})  # "does it die", "will it survive"
# What may follow the verb asked: "in combat", "from the combat damage", "after combat".
TAIL = frozenset({"in", "the", "this", "from", "after", "combat", "damage", "?", "."})
OPPONENT = "opponent"
YOU = "you"


@dataclass
class _Unit:
    """One unit (or several alike: "two units with 2 Might each") as the question says it."""

    count: int = 1
    might: int | None = None
    role: str = ""
    owner: str = ""
    flags: set[str] = field(default_factory=set)
    values: dict[str, int] = field(default_factory=dict)
    stunned: bool = False
    noun: bool = False  # "unit", "attacker": said as a unit, not as a player's total
    each: bool = False  # "two units with 2 Might each", "two 2 Might units": each one's Might
    joined: bool = False  # said after "and" on the same side as the unit before it
    words: int = 0


def read_combat_kill(question: str) -> Candidate | None:
    """Whether the unit asked about dies in the combat described, when every word is read."""
    text = question.lower().replace("’", "'").replace("-might", " might")
    tokens = TOKEN.findall(text)
    if "".join(tokens) != re.sub(r"[\s\"!]", "", text):
        return None  # a sign, a quote or a character the reader does not take
    split = _split(tokens)
    if split is None:
        return None
    scene, asked = split
    units = _scene(scene)
    if units is None:
        return None
    whose_said = any(u.owner for u in units)
    if not _sides(units):
        return None
    subject = _asked(asked, units)
    if subject is None:
        return None
    target, survives = subject
    return _candidate(units, target, survives, whose_said)


def _split(tokens: list[str]) -> tuple[list[str], list[str]] | None:
    """The description of the combat and the question asked of it: the question last
    ("... . Does the defender die?") or first, its condition after "if" or "when"."""
    if tokens and tokens[0] in QUESTION:
        for i, word in enumerate(tokens):
            if word in ("if", "when"):
                return tokens[i + 1 :], [*tokens[:i], "?"]
        return None
    starts = [
        i
        for i, word in enumerate(tokens)
        if word in QUESTION and i and tokens[i - 1] in (".", ",", ":", ";")
    ]
    if not starts:
        return None
    scene = tokens[: starts[-1]]
    if scene and scene[0] in ("if", "when"):
        scene = scene[1:]
    return scene, tokens[starts[-1] :]


def _scene(tokens: list[str]) -> list[_Unit] | None:
    """The units described, in order, each with the side it is said to be on."""
    units: list[_Unit] = []
    current = _Unit()
    opposite = False  # after "against" or "into": the side the next units are on
    i = 0
    while i < len(tokens):
        word = tokens[i]
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        opens = word in OTHER_SIDE or (word in ATTACKS | DEFENDS and after in OPENS)
        if opens or (word in ("and", ".", ",", ";") and after in OPENS and current.words):
            if word in ATTACKS | DEFENDS:  # "attacks a 3 Might defender": its role, then its object
                current.role = "attacker" if word in ATTACKS else "defender"
                current.words += 1
            if current.words:
                units.append(current)
            previous = current
            current = _Unit()
            if opens:
                opposite = True
                current.role = _other(previous.role)
            elif units and opposite:  # "against a Tank unit and a 2 Might unit": that side
                current.role = units[-1].role
            else:  # "my Tank unit and my 2 Might unit defend": the role said after both
                current.joined = True
            i += 1
            continue
        step = _detail(tokens[i:], current)
        if not step:
            return None
        current.words += step
        i += step
    if current.words:
        units.append(current)
    return units


def _other(role: str) -> str:
    return {"attacker": "defender", "defender": "attacker"}.get(role, "")


def _detail(rest: list[str], unit: _Unit) -> int:
    """How many words a detail of ``unit`` at the start of ``rest`` takes (0: none)."""
    word = rest[0]
    after = rest[1] if len(rest) > 1 else ""
    if word.isdigit() and after == "might" and unit.might is None:
        unit.might = int(word)
        unit.each = unit.each or not unit.noun or rest[2:3] == ["each"]
        return 3 if rest[2:3] == ["each"] else 2
    if word in COUNTS and after != "might" and unit.count == 1 and unit.might is None:
        unit.count = COUNTS[word]
        return 1
    if word in ARTICLES:
        return 1
    if word == "my" and after in ("opponent", "opponent's"):
        return 2 * _owner(unit, OPPONENT)
    if word in MINE:
        return _owner(unit, YOU)
    if word in THEIRS or word == "opponent":
        return _owner(unit, OPPONENT)
    if word in NOUNS:
        unit.noun = True
        if word in ROLE_NOUN and not _role(unit, ROLE_NOUN[word]):
            return 0
        return 1
    if word in ATTACKS | DEFENDS:
        return 1 if _role(unit, "attacker" if word in ATTACKS else "defender") else 0
    if word in FLAGS:
        unit.flags.add(FLAGS[word])
        return 1
    if word in VALUED and VALUED[word] not in unit.values:
        given = after.isdigit() and rest[2:3] != ["might"]
        unit.values[VALUED[word]] = int(after) if given and int(after) else 1
        return 2 if given else 1
    if word == "stunned":
        unit.stunned = True
        return 1
    if word in JOINING:
        return 1
    return 0


def _owner(unit: _Unit, owner: str) -> int:
    if unit.owner and unit.owner != owner:
        return 0  # "my opponent's": said once
    unit.owner = owner
    return 1


def _role(unit: _Unit, role: str) -> bool:
    if unit.role and unit.role != role:
        return False
    unit.role = role
    return True


def _sides(units: list[_Unit]) -> bool:
    """Every unit has its Might and its side; both sides have units, each side one
    player's; which player is which is settled (the attacker is you when nothing says)."""
    for unit, after in reversed(list(itertools.pairwise(units))):
        if after.joined and after.role and not unit.role:
            unit.role = after.role
    said = {u.role for u in units} - {""}
    if len(said) == 1:  # "my opponent has two units ... and I attack": the others defend
        for unit in units:
            unit.role = unit.role or _other(next(iter(said)))
    if len(units) < 2 or any(u.might is None or not u.role for u in units):
        return False
    if any(u.count > 1 and not u.each for u in units):
        return False  # "two units with 3 Might": each, or both together?
    roles = {u.role for u in units}
    if roles != {"attacker", "defender"} or sum(u.count for u in units) > 6:
        return False
    owners = {role: {u.owner for u in units if u.role == role} - {""} for role in roles}
    if any(len(said) > 1 for said in owners.values()):
        return False  # two players on one side
    if owners["attacker"] and owners["attacker"] == owners["defender"]:
        return False  # "my" on both sides
    attacker = next(iter(owners["attacker"]), "")
    defender = next(iter(owners["defender"]), "")
    if not attacker:
        attacker = _other_player(defender) if defender else YOU
    for unit in units:
        unit.owner = attacker if unit.role == "attacker" else _other_player(attacker)
    return True


def _other_player(player: str) -> str:
    return OPPONENT if player == YOU else YOU


def _asked(tokens: list[str], units: list[_Unit]) -> tuple[_Unit, bool] | None:
    """The one unit asked about and whether its surviving (not its death) is asked."""
    if not tokens or tokens[0] not in QUESTION:
        return None
    verb = next((i for i, w in enumerate(tokens) if w in DIES | SURVIVES), None)
    if verb is None or verb < 2:
        return None
    between = tokens[1:verb]
    if between[-1] in ("get", "be") and tokens[0] not in ("is", "are"):
        between = between[:-1]  # "does it get killed", "will it be killed"
        if tokens[verb] not in PASSIVE:
            return None
    elif tokens[verb] not in (PASSIVE if tokens[0] in ("is", "are") else ACTIVE):
        return None
    if not all(w in TAIL for w in tokens[verb + 1 :]):
        return None
    said = _Unit()
    i = 0
    while i < len(between):
        step = _detail(between[i:], said)
        if not step or said.count != 1:
            return None
        i += step
    if not said.noun or said.values or said.stunned:
        return None
    found = [u for u in units if _matches(said, u)]
    if len(found) != 1 or found[0].count != 1:
        return None
    return found[0], tokens[verb] in SURVIVES


def _matches(said: _Unit, unit: _Unit) -> bool:
    return (
        (not said.role or said.role == unit.role)
        and (not said.owner or said.owner == unit.owner)
        and said.flags <= unit.flags
        and (said.might is None or said.might == unit.might)
    )


def _name(unit: _Unit, units: list[_Unit], n: int) -> str:
    whose = "your" if unit.owner == YOU else "opponent's"
    kind = " ".join(sorted(unit.flags)) + " " if unit.flags else ""
    name = f"{whose} {'attacking' if unit.role == 'attacker' else 'defending'} {kind}unit"
    alike = sum(u.count for u in units if _name(u, [], 0) == name)
    return f"{name} {n}" if alike > 1 else name


def _candidate(units: list[_Unit], asked: _Unit, survives: bool, whose_said: bool) -> Candidate:
    you_attack = any(u.owner == YOU and u.role == "attacker" for u in units)
    placed: list[dict[str, Any]] = []
    subject = ""
    numbers: dict[str, int] = {}
    for unit in units:
        for _ in range(unit.count):
            base = _name(unit, units, 0)
            numbers[base] = numbers.get(base, 0) + 1
            name = _name(unit, units, numbers[base])
            card: dict[str, Any] = {
                "name": name,
                "at": "battlefield 1",
                "might": unit.might,
                "designation": unit.role,
            }
            if unit.owner == OPPONENT:
                card["controller"] = OPPONENT
            if unit.flags:
                card["keywords"] = sorted(unit.flags)
            card.update(unit.values)
            if unit.stunned:
                card["stunned"] = True
            placed.append(card)
            if unit is asked:
                subject = name
    controller, contester = (OPPONENT, YOU) if you_attack else (YOU, OPPONENT)
    situation: dict[str, Any] = {
        "combat": "battlefield 1",
        "battlefields": [
            {"name": "battlefield 1", "controller": controller, "contested_by": contester},
            {"name": "battlefield 2"},
        ],
        "units": placed,
    }
    if not you_attack:
        situation["turn"] = OPPONENT
    doc: dict[str, Any] = {
        "format": 2,
        "situation": situation,
        "actions": [{"combat_damage": {}}],
        "question": {"outcomes": {"event": "killed", "subject": subject}},
    }
    candidate = Candidate("combat_kill", doc, invert=survives)
    if not whose_said:
        candidate.stated.append("the attacking units are yours (the same either way)")
    candidate.stated.append("the units have no damage before combat damage")
    return candidate
