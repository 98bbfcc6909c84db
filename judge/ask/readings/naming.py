"""Questions about what a player told to name a card or a tag may name: "Told to name a tag,
may I name Yordle?", "Can I name 'Minotaur' when an effect tells me to name a tag?", "If I'm
told to name a card, can I name Breakneck Mech?".

The words named are read from the question as written (their case and apostrophes kept).
Quoted, they are what the player says, whatever they are; unquoted, they are read only when
they are a tag (for a tag) or the exact name of a card (for a card), so that words the frame
does not account for ("can I name Yordle instead?") are never judged as the name said.
"""

from __future__ import annotations

import re

from judge.ask.readings import Candidate
from judge.engine.deck_list import named_card, named_tag
from judge.patterns import LazyPattern

TOLD = r"(?:told|asked|instructed)"
WHAT = r"(?P<what>card|tag)"
ME = r"(?:i|a player)"
NAMED = r"(?P<said>.+?)"
FRAMES = tuple(
    LazyPattern(frame, re.IGNORECASE, needs=("name",))
    for frame in (
        rf"(?:when |if |once )?(?:i am |i'm |i’m |a player is )?{TOLD} to name an? {WHAT},? "
        rf"(?:may|can|could) {ME} (?:name|say|choose) {NAMED}",
        rf"(?:may|can|could) {ME} name {NAMED},? (?:when|if) (?:i am |i'm |i’m |a player is )?"
        rf"{TOLD} to name an? {WHAT}",
        rf"(?:may|can|could) {ME} name {NAMED},? (?:when|if) an? (?:effect|card|spell|ability) "
        rf"(?:tells|asks|instructs) (?:me|them) to name an? {WHAT}",
        rf"(?:may|can|could) a player {TOLD} to name an? {WHAT} name {NAMED}",
    )
)
QUOTES = "\"'“”‘’"


def read_naming(question: str) -> Candidate | None:
    """The `name_card` or `name_tag` question ``question`` asks, when its words fit a frame
    in full and what it names is quoted, a tag or a card's exact name."""
    text = re.sub(r"\s+", " ", question.strip()).rstrip("?").strip()
    for frame in FRAMES:
        matched = frame.fullmatch(text)
        if matched is None:
            continue
        what = matched.group("what").lower()
        said = matched.group("said").strip()
        quoted = len(said) > 2 and said[0] in QUOTES and said[-1] in QUOTES
        if quoted:
            said = said[1:-1].strip()
        elif not _known(what, said):
            return None
        if not said:
            return None
        doc = {"format": 2, "question": {f"name_{what}": said}}
        return Candidate("naming", doc)
    return None


def _known(what: str, said: str) -> bool:
    """Unquoted words are read only when they are a tag, or a card's exact name."""
    if what == "tag":
        return bool(named_tag(said).tag)
    fits = named_card(said).fits
    return len(fits) == 1 and fits[0].casefold() == said.casefold()
