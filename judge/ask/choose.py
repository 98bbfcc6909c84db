"""Pick the one reading of a question that accounts for everything it says, or say why not.

A reading wins only when it uses every meaningful slot of the question: a word the judge
read but could not place in the situation ("during combat" in a question about locations)
means the answer might not be about what was asked, so the choice is "unknown" instead.
Two complete readings that lead to different engine questions are an ambiguity: unknown.
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from judge.ask.parse import RELATIVE, Reading, head_before, unit_said, window
from judge.ask.readings import Candidate, all_readers
from judge.ask.readings.places import MODES
from judge.ask.restate import contradictions
from judge.ask.situation import Doc, Unplaceable
from judge.ask.tagger import Span
from judge.engine.facts import fact_book
from judge.engine.situation import DEFAULT_PLAYERS
from judge.records import replace

QUESTION_WORDS = "can, is, does, must, how, where, when, which or what happens"
TURNABLE = ("is", "does", "must")
OPEN_WORDS = frozenset({"how", "where", "which", "why", "what", "what_happens"})
MAX_QUESTION_WORDS = 3
MODE_NAMES = {
    "ffa3": "a three-player free-for-all",
    "ffa4": "a four-player free-for-all",
    "2v2": "a 2v2 game",
}
SEVERAL_MODES = {"four": ("ffa4", "2v2"), "multi": ("ffa3", "ffa4", "2v2")}
TEAM_MODES = frozenset({"2v2"})
"""The modes "four players" (488.1, 489.1) and "multiplayer" can be: the first is taken,
and the others are judged too."""
JOINING_WORDS = frozenset({"and", "or", "also", "then"})
"""Question words whose "not" simply turns the answer round ("is a recall not a move?")."""
READ_IN_SOME_WORDINGS = {"might_value": "a unit's Might", "copy_effect": "copy effects"}
"""Topics of the lexicon's ``outside`` block the judge models but the reader reads only in
the wordings a reading of its own takes: a question naming one otherwise is refused as
unread, never as outside the model."""


@dataclass
class Choice:
    """The reading chosen for a question (or none), why, and the words left over."""

    candidate: Candidate | None
    reason: str = ""
    leftover: list[str] = field(default_factory=list)
    facts: tuple[str, ...] = ()
    """Facts whose clauses say what the question turns on, when it is left unknown."""


def modelled_areas() -> list[str]:
    """The rules areas the engine holds facts for, named by their fact files."""
    return sorted({Path(fact.path).stem.replace("_", " ") for fact in fact_book().facts})


def modelled() -> str:
    """The rules areas the engine holds facts for, said as a sentence."""
    areas = modelled_areas()
    return f"it models {', '.join(areas[:-1])} and {areas[-1]}"


def describe_slot(slot: str) -> str:
    """A slot id in the words of a person: "time:combat" -> "combat"."""
    if slot == "neg":
        return "the negation ('not')"
    if slot == "neg:condition":
        return "the negation ('not') in a condition"
    if slot == "mod:said":
        return "what a card is said to say (card text in a question is not read)"
    value = slot.partition(":")[2]
    return value.replace("_", " ")


def _relative(before: Span, span: Span) -> bool:
    """ "a battlefield where ...", "a unit which ...", "a showdown where ...": a question word
    right after a place, a unit, a showdown or a combat opens a clause."""
    named = before.has("place") or before.card or unit_said(before) or window(before)
    return bool(named) and span.values("ask")[0] in RELATIVE


INDIRECT = frozenset({"which", "what"})


def _indirect(reading: Reading, k: int) -> bool:
    """ "May I pick which Tank ...", "... which increases what my spells cost": an open
    question word right after a verb is its object (an indirect question), not a question of
    its own, where only a yes-or-no question was asked before it, or in what sets the
    scene."""
    spans = reading.tagged.spans
    span = spans[k]
    if not (k and span.values("ask")[0] in INDIRECT):
        return False
    before = spans[k - 1]
    if not (before.has("act") and before.end == span.start):
        return False
    if span.start >= reading.main_end:
        return True
    before_it = [s.values("ask")[0] for s in spans[:k] if s.has("ask")]
    yes_or_no = [word for word in before_it if word not in ("if", "when")]
    return bool(yes_or_no) and not OPEN_WORDS & set(yes_or_no)


def _malformed(reading: Reading) -> str:
    """Why the words do not make one question, or "" when they do: a question opens with
    its question word (after "In 2v2," or "During combat," at most), asks one open
    question at a time, and an open question word comes before can/is/does."""
    if reading.also_asked:
        return "it asks more than one question; ask one thing at a time"
    spans = reading.tagged.spans
    opening = spans[0] if spans else None
    if opening is None or not any(opening.has(f) for f in ("ask", "mode", "time")):
        return f"it does not start like a question ({QUESTION_WORDS})"
    asked = [
        span.values("ask")[0]
        for k, span in enumerate(spans)
        if span.has("ask")
        and not (k and _relative(head_before(spans, k), span))
        and not _indirect(reading, k)
    ]
    asked = [word for word in asked if word not in ("if", "when")]
    open_words = [word for word in asked if word in OPEN_WORDS]
    if len(open_words) > 1 or (open_words and asked[0] not in OPEN_WORDS):
        words = ", ".join(dict.fromkeys(w.replace("_", " ") for w in asked))
        return f"it mixes question words ({words}); ask one thing at a time"
    if len(asked) > MAX_QUESTION_WORDS:
        return "it has more question words than one question needs"
    said = reading.tagged.words
    # only in the question clause: "I played a unit and did not pay Accelerate." states
    joined = [
        s
        for s in spans[1:]
        if s.has("ask") and said[s.start - 1] in JOINING_WORDS and s.start < reading.main_end
    ]
    if any(not span.has("ask", "if") for span in joined):
        return "it asks two questions at once (joined by 'and'/'or'); ask one thing at a time"
    return ""


def _not_understood(reading: Reading) -> str:
    tagged = reading.tagged
    if not tagged.words:
        return "no English words could be read in the question"
    if reading.outside:
        unmodelled = sorted({o for o in reading.outside if o not in READ_IN_SOME_WORDINGS})
        said = [
            " ".join(tagged.words[s.start : s.end])
            for s in tagged.spans
            if any(s.has("outside", o) for o in unmodelled or reading.outside)
        ]
        words = ", ".join(f"'{w}'" for w in dict.fromkeys(said))
        if not unmodelled:
            what = " and ".join(sorted({READ_IN_SOME_WORDINGS[o] for o in reading.outside}))
            return (
                f"questions about {what} ({words}) are read only in a few wordings, and this "
                "is not one of them"
            )
        topics = ", ".join(o.replace("_", " ") for o in unmodelled)
        return f"{topics} ({words}) is outside what the judge models ({modelled()})"
    if tagged.terms:
        words = ", ".join(f"'{w}'" for w in dict.fromkeys(tagged.terms))
        return f"{words} is a rules term the question reader does not read yet"
    if tagged.unknown:
        words = ", ".join(f"'{w}'" for w in dict.fromkeys(tagged.unknown))
        return f"these words were not understood: {words}"
    if reading.kind is None:
        return f"it is not a question the judge recognises (start with {QUESTION_WORDS})"
    return _malformed(reading) or _two_types(reading)


CARD_TYPES = frozenset({"unit", "gear", "spell"})
SAYING_ALSO = frozenset({"that", "which", "is", "also", "both", "a", "an"})


def _two_types(reading: Reading) -> str:
    """ "a unit that is also a gear": one object of two card types, whose rules the readers,
    each building one type, would silently halve; "" otherwise. Two type words side by
    side are not taken for one: quotes are gone from the words ("a 'When you play a
    spell' unit")."""
    spans = [s for s in reading.tagged.spans if s.values("obj")]
    words = reading.tagged.words
    for first, second in pairwise(spans):
        one, other = first.values("obj")[0], second.values("obj")[0]
        between = words[first.end : second.start]
        relative = "is" in between and bool({"that", "which"} & set(between))
        types = one != other and {one, other} <= CARD_TYPES
        if types and relative and set(between) <= SAYING_ALSO and words[first.end - 1] == one:
            return f"a card that is both a {one} and a {other} is not read yet"
    return ""


def _written(reading: Reading, family: str, values: set[str]) -> str:
    """The question's own words that carry the tags ``family:value`` for ``values``."""
    words = reading.tagged.words
    said = [
        " ".join(words[span.start : span.end])
        for span in reading.tagged.spans
        if any(span.has(family, value) for value in values)
    ]
    return ", ".join(f"'{w}'" for w in dict.fromkeys(said))


def _named(reading: Reading, slot: str) -> str:
    """A slot left over, said as the question wrote it where it is a qualifier ("'only'",
    "'top'", "'5'"), else in the words of a person."""
    family, _, value = slot.partition(":")
    described = describe_slot(slot)
    if family == "mod" and described == value.replace("_", " "):  # no words of its own
        return _written(reading, family, {value}) or described
    return described


def _settle_negation(candidate: Candidate, reading: Reading) -> None:
    if not reading.negated or "neg" in candidate.used:
        return
    if reading.kind in TURNABLE and not candidate.reader.startswith("explain:"):
        candidate.invert = not candidate.invert
        candidate.used.add("neg")


def choose(reading: Reading) -> Choice:
    """The reading to judge, or an empty Choice with the reason nothing fits (naming the
    ordinary words that were ignored, in case one of them mattered)."""
    modes = _possible_modes(reading)
    if len(modes) == 1:  # "a four player game" with "my teammate" in it: 2v2
        reading = replace(reading, mode=modes[0])
    choice = _in_each_mode(reading, modes) if len(modes) > 1 else _choose(reading)
    ignored = reading.tagged.ignored
    if choice.candidate is None and ignored:
        words = ", ".join(f"'{w}'" for w in dict.fromkeys(ignored))
        choice.reason += f" (ignored as ordinary English: {words})"
    return choice


def _possible_modes(reading: Reading) -> tuple[str, ...]:
    """The modes "four players" or "multiplayer" can be here: only those with teams when the
    question speaks of a teammate (488.2: free-for-all has no teams; 489.2: 2v2 has)."""
    modes = SEVERAL_MODES.get(reading.mode or "", ())
    if any(span.has("who", "teammate") for span in reading.tagged.spans):
        modes = tuple(mode for mode in modes if mode in TEAM_MODES)
    return modes


def _in_each_mode(reading: Reading, modes: tuple[str, ...]) -> Choice:
    """ "In a four-player game", "in multiplayer": the question is judged in each mode it
    can be (FFA4 and 2v2 both have four players), the first taken and the others as the
    other ways of a default; when any is not read, nothing is answered."""
    candidates = []
    for mode in modes:
        choice = _choose(replace(reading, mode=mode))
        if choice.candidate is None:
            choice.reason = f"in {MODE_NAMES[mode]}: {choice.reason}"
            return choice
        candidates.append(choice.candidate)
    main, *others = candidates
    if any((o.invert, o.relies_on) != (main.invert, main.relies_on) for o in others):
        return Choice(None, "the question reads differently in the modes it can be")
    taken = MODE_NAMES[modes[0]]
    for mode, other in zip(modes[1:], others, strict=True):
        label = MODE_NAMES[mode]
        ways = [(label, other.doc)] + [(f"{label} and {o}", doc) for o, doc in other.alternatives]
        main.defaults += [taken] * len(ways)
        main.alternatives += ways
        main.stated = list(dict.fromkeys(main.stated + other.stated))
    main.used.add(f"mode:{reading.mode}")
    return Choice(main)


def _played_in_mode(reading: Reading) -> Candidate | None:
    """ "In a 2v2, does my unit with 0 Might die?": when no reading takes the mode of play,
    one that builds a situation from the rest of the question is judged with that mode's
    players, the engine playing it out. A rules query (no situation: what it answers holds
    in any mode only if the engine says so) is not. "It's not my turn" in a mode with
    teammates is an opponent's turn or your ally's: both are judged (`_ally_turns`)."""
    mode = MODES.get(reading.mode or "1v1")
    if mode in (None, "1v1") or reading.mode != mode or not _only_you(reading):
        return None
    not_mine = "not_my_turn" in reading.timing
    timing = (reading.timing - {"not_my_turn"}) | {"opponent_turn"} if not_mine else None
    candidate = _choose(replace(reading, mode=None, timing=timing or reading.timing)).candidate
    if candidate is None:
        return None
    docs = [candidate.doc, *(doc for _, doc in candidate.alternatives)]
    if not all(doc.get("situation") or doc.get("actions") for doc in docs):
        return None
    if any(doc.get("situation", {}).get("mode") for doc in docs):
        return None  # a board built for a mode of its own ("my teammate's turn": 2v2)
    proceeds = [_proceeds_in(doc, mode) for doc in docs]
    if None in proceeds:
        return None
    for doc, count in zip(docs, proceeds, strict=True):
        situation = doc.setdefault("situation", {})
        situation["mode"] = mode
        if situation.get("turn") == "opponent":
            situation["turn"] = DEFAULT_PLAYERS[mode][-1]
        _proceed(doc, count or 0)
    if not_mine and not _ally_turns(candidate):
        return None
    candidate.used.add(f"mode:{reading.mode}")
    return candidate


ALLY_TURN = "it is your ally's turn"


def _ally_turns(candidate: Candidate) -> bool:
    """ "It's not my turn" in 2v2: the opponent's turn the reading built is taken, and your
    ally's is judged as well (each way of the reading's own defaults, on your ally's turn).
    Only for a board where nothing is the opponent's but the turn: one built around that
    turn (their showdown, their spell on the chain) has no counterpart on your ally's."""
    docs = [("", candidate.doc), *candidate.alternatives]  # the labels are not used here
    theirs = [d for _, d in docs if (d.get("situation") or {}).get("turn") != "you"]
    if len(theirs) != len(docs):
        return False
    for _, doc in docs:
        situation = {k: v for k, v in doc["situation"].items() if k not in ("turn", "mode")}
        if "opponent" in repr((situation, doc.get("actions"), doc.get("question"))):
            return False
        if situation.get("showdown") or situation.get("combat"):
            return False
    taken = f"it is an opponent's turn ({DEFAULT_PLAYERS['2v2'][-1]}'s)"
    first = " and ".join(dict.fromkeys(candidate.defaults))  # how the main way was taken
    for label, doc in [(first, candidate.doc), *candidate.alternatives]:
        ally = deepcopy(doc)
        ally["situation"]["turn"] = "ally"
        candidate.alternatives.append((f"{ALLY_TURN} and {label}" if label else ALLY_TURN, ally))
    candidate.defaults.append(taken)
    candidate.used.add("time:not_my_turn")
    return True


def _proceed(doc: Doc, count: int) -> None:
    """Play proceeds ``count`` times where the board built for 1v1 proceeded."""
    actions = doc.get("actions", [])
    at = [k for k, action in enumerate(actions) if "proceed" in action]
    if at and count != len(at):
        doc["actions"] = actions[: at[0]] + [{"proceed": {}}] * count + actions[at[-1] + 1 :]


def _proceeds_in(doc: Doc, mode: str) -> int | None:
    """How many times play proceeds in `mode` to reach the turn a board built for 1v1
    reaches, or None when it reaches no turn of the same player. Once from yours reaches
    the next player, an opponent in every mode. Once from your opponent's reaches yours
    when that opponent is the player just before you in turn order (the last of the mode's
    players, as you take the first turn: in 2v2, where turns alternate teams, an opponent
    too), and so it is in `mode` when no other part of the board is theirs. Twice from
    yours is your next turn: in `mode`, once for each player (every other player's turn
    passes between, as your opponent's does in 1v1), when nothing of the board is your
    opponent's and no turn is queued out of order."""
    actions = doc.get("actions", [])
    at = [k for k, action in enumerate(actions) if "proceed" in action]
    proceeds = len(at)
    situation = doc.get("situation", {})
    turn = situation.get("turn", "you")
    if "opponent" in repr(actions):
        return None  # what the opponent does in 1v1 ("they pass") is every other player's
    if proceeds == 0 or (proceeds == 1 and turn == "you"):
        return proceeds
    rest = {key: value for key, value in situation.items() if key != "turn"}
    board = repr((rest, actions, doc.get("question")))
    if "opponent" in board:
        return None
    if proceeds == 1 and turn == "opponent":
        return 1
    contiguous = at == list(range(at[0], at[0] + proceeds))
    if proceeds == 2 and turn == "you" and contiguous and not rest.get("additional_turns"):
        return len(DEFAULT_PLAYERS[mode])
    return None


def _only_you(reading: Reading) -> bool:
    """Whether the question names no player but you: another ("their spell", "an
    opponent's unit") may be a different player once there are more than two."""
    owners = {reading.unit_owner, reading.chain_owner, *(p.owner for p in reading.places)}
    return set(reading.who) <= {"me"} and owners <= {None, "me"}


def _read_in_some_wordings(reading: Reading) -> bool:
    """The question says only topics the judge models but reads in a few wordings, and
    nothing else stops it: a reading that accounts for them (slot ``outside:might_value``)
    may still take it."""
    if not reading.outside or set(reading.outside) - READ_IN_SOME_WORDINGS.keys():
        return False
    return not _not_understood(replace(reading, outside=[]))


def _choose(reading: Reading) -> Choice:
    reason = _not_understood(reading)
    if reason and not _read_in_some_wordings(reading):
        return Choice(None, reason)
    if reason:  # only a reading that accounts for those words may take it
        taken = _choose(replace(reading, outside=[]))
        if taken.candidate is not None and {f"outside:{o}" for o in reading.outside} <= (
            taken.candidate.used
        ):
            return taken
        return Choice(None, reason)
    slots = reading.slots()
    complete: list[Candidate] = []
    partial: list[tuple[Candidate, list[str]]] = []
    problems: list[str] = []
    facts: list[tuple[str, ...]] = []
    for reader in all_readers():
        try:
            candidate = reader(reading)
        except Unplaceable as problem:
            problems.append(str(problem))
            facts.append(problem.facts)
            continue
        if candidate is None:
            continue
        _settle_negation(candidate, reading)
        left = sorted(slots - candidate.used)
        if left:
            partial.append((candidate, left))
            continue
        contradicted = contradictions(slots, candidate)
        if contradicted:  # the situation built holds the opposite of what was said
            problems.append("; ".join(contradicted))
            facts.append(())
            continue
        complete.append(candidate)
    if complete:
        best = max(complete, key=lambda c: len(c.used & slots))
        rivals = [c for c in complete if len(c.used & slots) == len(best.used & slots)]
        if any(r.doc != best.doc for r in rivals):
            names = " or ".join(sorted({r.reader for r in rivals}))
            return Choice(None, f"the question can be read in more than one way ({names})")
        return Choice(best)
    played = _played_in_mode(reading)
    if played is not None:
        return Choice(played)
    if problems:
        return Choice(None, problems[0], facts=facts[0])
    if partial:
        candidate, left = min(partial, key=lambda p: len(p[1]))
        words = ", ".join(_named(reading, s) for s in left)
        return Choice(None, f"the judge could not take into account: {words}", left)
    acts = ", ".join(describe_slot(f"act:{a}") for a in dict.fromkeys(reading.actions))
    said = f" (what it does: {acts})" if acts else ""
    plain = {m for m in reading.mods if describe_slot(f"mod:{m}") == m.replace("_", " ")}
    qualifiers = ", ".join(
        dict.fromkeys(_written(reading, "mod", {m}) or f"'{m}'" for m in sorted(plain))
    )
    if qualifiers:  # "only", "top 5": words that change the question, named as written
        said += f"; it also says {qualifiers}"
    if reading.context_negated:  # what no reading takes, said as such
        said += f"; {describe_slot('neg:condition')} is not read"
    return Choice(None, f"no situation the judge models matches the question{said}")
