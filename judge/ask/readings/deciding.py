"""Questions about who makes the choices of a spell, an ability or a permanent: "Can my
opponent choose the targets of my spell?", "Do I pay the costs of an ability I activated?",
"In 2v2, can my ally choose the modes of my spell?", "If my opponent takes control of my
unit after I activated its ability, do they choose the ability's targets?".

A question is read only when its words fit a frame in full: the player asked of, one choice
and whose spell, ability or unit it is. It becomes the engine's ``decides`` query, with the
spell or ability on the chain (or the unit being played, or on the board) controlled by the
player the question says.
"""

from __future__ import annotations

import re
from typing import Any

from judge.ask.readings import Candidate
from judge.patterns import LazyPattern

# The player a question asks of, or whose object it names, in its words.
PLAYERS = {
    "you": r"i|me",
    "opponent": r"(?:my |the |an )?opponent",
    "ally": r"my (?:ally|teammate|partner)",
}
OWNERS = {
    "you": r"my",
    "opponent": r"(?:my |the |an )?opponent's|(?:my |the |an )?opponents'",
    "ally": r"my (?:ally|teammate|partner)'s",
    "theirs": r"their|his|her",  # the player asked of, when that is not "I"
}
WHO = "|".join(rf"(?P<who_{key}>{words})" for key, words in PLAYERS.items())
WHOSE = "|".join(rf"(?P<whose_{key}>{words})" for key, words in OWNERS.items())
PLAYED_BY = "|".join(rf"(?P<by_{key}>{words})" for key, words in PLAYERS.items())
# What the choice is made for: a spell, an ability or a unit, as the kind of chain item.
ITEMS = {
    "spell": r"spell",
    "activated": r"(?:activated )?ability",
    "triggered": r"triggered ability|trigger",
    "unit": r"unit",
}
ITEM = "|".join(rf"(?P<item_{key}>{words})" for key, words in ITEMS.items())
PUT = r"(?:played|cast|activated|put on the chain)"
OBJECT = (
    rf"(?:(?:{WHOSE})|a|an|the) (?:{ITEM})"
    rf"(?: (?:that )?(?:{PLAYED_BY}) (?:{PUT}|(?:has|have) {PUT}))?"
)
CHOOSE = r"(?:choose|chooses|pick|picks|select|selects|decide|decides on)"


def _choices(whose: str, of: str, played: str, after: str) -> dict[str, str]:
    """The choices asked about, by name, each as words: ``whose`` stands before what is
    chosen ("the", "its"), ``of`` after it ("of" the object named next, or nothing);
    ``played`` before a "when you play me" effect and ``after`` after it."""
    return {
        "targets": rf"{CHOOSE} {whose}targets?{of}",
        "modes": rf"{CHOOSE} {whose}modes?{of}",
        "costs": (
            r"(?:pay|pays) (?:for )?(?:the )?costs? (?:of|for)|(?:pay|pays) for"
            if of
            else r"(?:pay|pays) (?:its|the) costs?|(?:pay|pays) for it"
        ),
        "when_played": (
            rf"(?:make|makes) the (?:decisions|choices) (?:of|for) {played}[\"'“‘]?when you play me"
            rf"[\"'”’]? (?:effects?|abilit(?:y|ies)|triggers?){after}"
        ),
    }


CHOICES = _choices("(?:the )?", " (?:of|for)", "(?:the )?", " of")
CHOICE = "|".join(rf"(?P<choice_{key}>{words})" for key, words in CHOICES.items())
MODE = r"(?:in (?:a |an )?(?P<mode>2v2|ffa3|ffa4)(?: game)?,? )?"
CHOICE_WORDS = ("choose", "pick", "select", "decide", "pay", "make")
"""A word every choice said holds: a question with none is turned away uncompiled."""
FRAMES = tuple(
    LazyPattern(frame, re.IGNORECASE, needs=CHOICE_WORDS)
    for frame in (
        rf"{MODE}(?:can|may|could|does|do|will|would|should|must) (?:{WHO}) (?:{CHOICE}) {OBJECT}",
        rf"{MODE}is it (?:{WHO}) who (?:{CHOICE}) {OBJECT}",
    )
)
# A statement of who played or activated what, then the question about "it": "I played a
# spell: can my opponent choose its targets?". "They" and "that player" are the one who
# played it.
PLAYING = r"(?:played|cast|activated|put on the chain|(?:am|is|are) playing)"
SAID = (
    rf"(?:(?:{PLAYED_BY}) {PLAYING} (?:a|an|my|their|his|her)|(?:{WHOSE}))(?: unit's| gear's)?"
    rf" (?:{ITEM})(?: of (?:my|their|his|her) (?:unit|gear))?"
    rf"(?: this turn| (?:is|are) on the chain)?"
)
CHOICES_OF_IT = _choices("(?:its|the) ", "", "its ", "")
CHOICE_OF_IT = "|".join(rf"(?P<choice_{key}>{words})" for key, words in CHOICES_OF_IT.items())
THEY = r"(?P<they>they|that player|he|she)"
STATED_FRAMES = (
    LazyPattern(
        rf"{MODE}(?:while |when |after |once )?{SAID}[:,;.] ?(?:and )?(?:so )?"
        rf"(?:can|may|could|does|do|will|would) (?:{WHO}|{THEY})(?: still| now)? "
        rf"(?:{CHOICE_OF_IT})",
        re.IGNORECASE,
        needs=CHOICE_WORDS,
    ),
)
# The ability stays its controller's when another player takes control of its source.
SOURCE = r"(?P<source>unit|gear)"
TAKES = r"(?:take|takes|took|gains|gained|steals|stole|has taken|has gained)"
CHANGED_ASKED = (
    r"(?:choose|chooses|pick|picks|select|selects) "
    r"(?:its targets|the ability's targets|the targets of (?:the|that) ability)"
)
CHANGED_FRAMES = (
    LazyPattern(
        rf"(?:(?:if|when|after) )?(?:{PLAYED_BY}) {TAKES} control of (?:{WHOSE}) {SOURCE} after "
        rf"(?:i|they|he|she) activated its ability[,:;]? (?:can|may|does|do|will) "
        rf"(?P<asked>i|me|they|he|she|{PLAYERS['opponent']}|{PLAYERS['ally']}) (?:still |now )?"
        rf"{CHANGED_ASKED}",
        re.IGNORECASE,
        needs=("control of",),
    ),
)
NAMES = {"spell": "the spell", "activated": "the ability", "triggered": "the ability"}


def read_decides(question: str) -> Candidate | None:
    """The ``decides`` query ``question`` asks, when its words fit a frame in full."""
    text = re.sub(r"\s+", " ", question.strip()).rstrip("?").strip().replace("’", "'")
    for frame in FRAMES:
        matched = frame.fullmatch(text)
        if matched is not None:
            return _candidate(matched.groupdict())
    for frame in STATED_FRAMES:
        matched = frame.fullmatch(text)
        if matched is not None:
            groups = matched.groupdict()
            if groups["they"]:  # the player the statement says played it
                groups[f"who_{_one(groups, 'by_')}"] = groups["they"]
            return _candidate(groups)
    for frame in CHANGED_FRAMES:
        matched = frame.fullmatch(text)
        if matched is not None:
            return _source_changed(matched.groupdict())
    return None


def _one(groups: dict[str, str | None], prefix: str) -> str:
    """The key of the one group named ``prefix_<key>`` that matched ("" for none)."""
    found = [
        name.removeprefix(prefix)
        for name, said in groups.items()
        if said and name.startswith(prefix)
    ]
    return found[0] if len(found) == 1 else ""


def _mode(said: str | None, players: set[str]) -> dict[str, Any] | None:
    """The situation's mode: the one the question says (an ally makes it 2v2), a 1v1 game
    when it says none; None for an ally in a free-for-all."""
    mode = said.lower() if said else ""
    if "ally" in players:
        return {"mode": "2v2"} if mode in ("", "2v2") else None
    return {"mode": mode} if mode else {}


def _candidate(groups: dict[str, str | None]) -> Candidate | None:
    asked = _one(groups, "who_")
    choice = _one(groups, "choice_")
    item = _one(groups, "item_")
    whose, by = _one(groups, "whose_"), _one(groups, "by_")
    if whose == "theirs":
        whose = asked if asked != "you" else ""
    controller = whose or by
    if not (asked and choice and item and controller) or (whose and by and whose != by):
        return None
    situation = _mode(groups.get("mode"), {asked, controller})
    if situation is None:
        return None
    if item == "unit":
        if choice != "when_played":  # a unit's targets or modes are its abilities'
            return None
        situation["units"] = [
            {"name": "the unit", "controller": controller, "played_this_turn": True}
        ]
        if controller != "you":
            situation["turn"] = controller
        name = "the unit"
    else:
        if choice == "when_played":
            return None
        name = NAMES[item]
        situation["chain"] = [{"name": name, "controller": controller, "kind": item}]
    decides = {"object": name, "player": asked, "choice": choice}
    return Candidate(
        "deciding", {"format": 2, "situation": situation, "question": {"decides": decides}}
    )


def _source_changed(groups: dict[str, str | None]) -> Candidate | None:
    """My unit's ability on the chain, its unit since taken by another player: does the
    player asked of choose the ability's targets?"""
    taker = _one(groups, "by_")
    owner = _one(groups, "whose_")
    said = (groups.get("asked") or "").lower()
    if not taker or owner in ("", "theirs") or taker == owner:
        return None
    if said in ("they", "he", "she"):
        asked = taker  # the player the sentence's subject is: the one who took control
    else:
        asked = next((key for key, words in PLAYERS.items() if re.fullmatch(words, said)), "")
    if not asked:
        return None
    source = {"name": "the unit" if groups["source"] == "unit" else "the gear"}
    source.update({"controller": taker, "owner": owner})
    situation = _mode(groups.get("mode"), {taker, owner, asked})
    if situation is None:
        return None
    situation["units" if groups["source"] == "unit" else "gear"] = [source]
    ability = {"name": "the ability", "controller": owner, "kind": "activated"}
    situation["chain"] = [{**ability, "source": source["name"]}]
    decides = {"object": "the ability", "player": asked, "choice": "targets"}
    return Candidate(
        "deciding", {"format": 2, "situation": situation, "question": {"decides": decides}}
    )
