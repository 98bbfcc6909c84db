"""A permanent's passive (static) abilities, read from the cards' wording (docs/cards.md):
what the sentence does (``STATICS``: a Might bonus, keywords it has or gives (to whom, in
the card's words), a cost
modifier, a restriction on choosing it, how it enters, where it may be played) and a
condition it holds under, before it ("While I'm at a battlefield, ...", "[Empowered][>] ...")
or after it ("... while I'm attacking with another unit", "I enter ready if ..."). A sentence
outside these shapes is not read (None), never guessed.
"""

from __future__ import annotations

import functools
import re

from judge.patterns import LazyPattern

_SYMBOLS = r"(?::rb_[a-z0-9_]+:)+"
_KEYWORD = r"\[[a-z][a-z -]*(?: \d+)?\]"
_KEYWORDS = rf"{_KEYWORD}(?:, {_KEYWORD})*(?:,? and {_KEYWORD})?"
_MIGHT = r"[+-]\d+ :rb_might:"
_EACH = r"for each [^:,]+?"
# Whose units a passive gives something to.
_GROUP = (
    r"(?:(?:your|other friendly|other buffed friendly|friendly|your other|your token) "
    r"(?:units|mechs|dragons|sand soldiers|equipment)(?: here| at my battlefield| everywhere)?"
    r"|units here with \[[a-z]+\]|units here)(?: each)?"
)
# "While a friendly unit defends alone, it gets +2 :rb_might:": "it" is the unit the
# condition before it names, and is read only after one.
_IT = "Might bonus (it)"
_NAMING_A_UNIT = ("while a friendly unit", "while a unit here")
DRAW_PHASE_SKIPPED = "draw phase skipped"
"""The shape of "Skip your Draw Phase." (Endless Riches), which readers and guards test."""
ANY_DAMAGE_LETHAL = "any amount of your damage lethal"
"""The shape of "Any amount of your damage is enough to kill enemy units." (Elder Dragon)."""
PLAYS_FROM_TRASH = "may play cards from your trash"
"""The shape of "You may play cards from your trash.", which readers test."""
COST_INCREASED_OPPONENTS = "cost increased (opponents' spells)"
COST_INCREASED_ENEMY = "cost increased (enemy spells)"
COST_INCREASED_INSTEAD = "cost increased instead (they)"
"""The shapes of a passive raising other players' spells' costs (Helm of Suppression), which
the cost reader reads back with their amounts."""
STATICS = (
    (rf"i have {_MIGHT}", "Might bonus (me)"),
    (rf"i have {_MIGHT} and {_KEYWORDS}", "Might bonus and keywords (me)"),
    (rf"i (?:have|get) {_MIGHT} for each [a-z ,\[\]]+", "Might bonus counted (me)"),
    (rf"i have an additional {_MIGHT}", "Might bonus (me)"),
    (rf"i have {_MIGHT} and enter ready", "Might bonus (me), enters ready"),
    (rf"i have {_KEYWORDS}", "keywords (me)"),
    (rf"(?P<who>{_GROUP}) have {_MIGHT}(?P<here>(?: here)?)", "Might bonus ({who}{here})"),
    (rf"(?P<who>{_GROUP}) have {_KEYWORDS}", "keywords ({who})"),
    # only the units played from some zones ("Friendly units played from anywhere other than
    # a player's hand have [Accelerate]."): which units is said with whom
    (
        rf"(?P<who>{_GROUP} played from anywhere other than a player's hand) have {_KEYWORDS}",
        "keywords ({who})",
    ),
    (rf"(?P<who>{_GROUP} that are \[empowered\]) have {_MIGHT}", "Might bonus ({who})"),
    (r"i must be assigned combat damage last", "assigned combat damage last"),
    (r"i can't be chosen by enemy spells and abilities", "can't be chosen by enemies"),
    (r"my might is increased by (?:your points|the number of cards in your trash)", "Might"),
    (r"i don't deal combat damage", "deals no combat damage"),
    (r"i can't be readied", "can't be readied"),
    (r"i enter ready", "enters ready"),
    (r"(?:i|this) enters? exhausted", "enters exhausted"),
    (
        # each reduction with its own "for each" ("... less for each Energy it costs and
        # :rb_rune_order: less for each Power it costs")
        rf"i cost {_SYMBOLS} less {_EACH}(?: and {_SYMBOLS} less {_EACH})?"
        rf"(?:, to a minimum of {_SYMBOLS})?",
        "cost reduced",
    ),
    (rf"(?:i|this) costs? {_SYMBOLS} less", "cost reduced"),
    (rf"(?:i|this) costs? {_SYMBOLS} less instead", "cost reduced instead"),
    (rf"this ability costs {_SYMBOLS} less", "cost reduced (this ability)"),
    (rf"reduce my cost by {_SYMBOLS}", "cost reduced"),
    (r"ignore this spell's cost", "cost ignored"),
    (rf"i cost {_SYMBOLS} less to play from anywhere other than your hand", "cost reduced"),
    (rf"your spells cost {_SYMBOLS} less, to a minimum of {_SYMBOLS}", "cost reduced (spells)"),
    (rf"opponents' spells cost {_SYMBOLS} more", COST_INCREASED_OPPONENTS),
    (
        rf"friendly spells cost {_SYMBOLS} less,? to a minimum of {_SYMBOLS}",
        "cost reduced (friendly spells)",
    ),
    (rf"enemy spells cost {_SYMBOLS} more", COST_INCREASED_ENEMY),
    (r"you may play me to an open battlefield", "may be played to an open battlefield"),
    (
        r"you may play me to an occupied enemy battlefield",
        "may be played to an occupied enemy battlefield",
    ),
    (r"other friendly units enter ready", "others enter ready"),
    (r"(?P<who>your (?:units|tokens|token units)) enter ready", "enter ready ({who})"),
    (rf"i cost {_SYMBOLS} less and enter ready", "cost reduced, enters ready"),
    (
        rf"your [a-z]+s' energy costs are reduced by {_SYMBOLS}, to a minimum of {_SYMBOLS}",
        "cost reduced (others)",
    ),
    (r"increase the points needed to win the game by \d+", "points to win increased"),
    (r"your spells and abilities deal \d+ bonus damage", "bonus damage"),
    (r"players can't score here until their third turn", "no score here until the third turn"),
    (r"opponents can't gain points", "opponents can't gain points"),
    # what damage is lethal (Elder Dragon): read by the cleanup and combat damage
    # (judge/engine/lethal_damage.py)
    (
        r"any amount of your damage is enough to kill enemy units",
        f"{ANY_DAMAGE_LETHAL} (enemy units)",
    ),
    (r"you may hide an additional card here", "hide an additional card here"),
    # what can't be done to hidden cards at a battlefield, and whose
    (
        r"(?P<who>your opponents'|enemy) \[hidden\] cards can't be revealed here",
        "hidden cards can't be revealed here ({who})",
    ),
    # more instances of triggered abilities: the engine puts one on the chain for each
    # trigger and says it does not model the others (``triggers_again``, card_list.py)
    (
        r"your (?P<which>\[deathknell\]|hold|conquer) effects"
        r"(?P<here>(?: for (?:holding|conquering) here)?) trigger an additional time",
        "trigger an additional time (your {which} effects{here})",
    ),
    (
        rf"optional additional costs you pay cost {_SYMBOLS} or {_SYMBOLS} less",
        "cost reduced by one or the other (optional additional costs)",
    ),
    (rf"you may play me for {_SYMBOLS}", "may be played for another cost"),
    (r"spells and abilities deal \d+ bonus damage to units here", "bonus damage (units here)"),
    # a keyword whose value is counted ("I have [Assault] equal to the number of gear you
    # control"): worked out as it applies
    (r"i have \[assault\] equal to the number of [a-z ]+", "keyword counted (me)"),
    (rf"your equipment each give {_KEYWORDS}", "keywords given (your Equipment)"),
    (rf"it (?:has|gets) {_MIGHT}", _IT),  # the unit the condition before it names
    (
        r"your units here with less might than me can't be chosen by enemy spells and abilities",
        "can't be chosen by enemies (your units here with less Might than me)",
    ),
    # where and when it may be played, beyond the rules' own permissions and restrictions
    (
        r"i can \[ambush\] to a battlefield where there are enemy units, even if you don't "
        r"have units there",
        "may Ambush to a battlefield with enemy units",
    ),
    (r"i can be played to a battlefield you're attacking", "may be played where you attack"),
    (
        # after "kill a Bird, Cat, Dog, or Poro you control" as a cost: its battlefield
        r"you may \[ambush\] me to its battlefield, even if you don't have other units there",
        "may Ambush to the battlefield of the unit killed",
    ),
    (r"play me only to a battlefield you conquered this turn", "played only where you conquered"),
    (r"i can't be played on your first, second, or third turns", "not played on turns 1 to 3"),
    # a step of the player's turn left out, and a zone they may play cards from
    (r"skip your draw phase", DRAW_PHASE_SKIPPED),
    (r"you may play cards from your trash", PLAYS_FROM_TRASH),
    # after "name a spell": spells with the name chosen, whoever owns them
    (r"opponents can't play spells with that name", "opponents can't play spells named"),
    # after a passive that gives "your units" or "opponents' spells" something
    (rf"they have {_MIGHT} instead", "Might bonus instead (they)"),
    (rf"they cost {_SYMBOLS} more instead", COST_INCREASED_INSTEAD),
)
# A condition a passive holds under, written before it or after it.
BEFORE = (
    r"\[empowered\]\[>\] ",
    r"while i'm at a battlefield, ",
    r"while i'm buffed, ",
    r"while i'm \[mighty\], ",
    r"while you have \d+\+ runes, ",
    r"if you have (?:two|one|\d+) or fewer cards in your hand, ",
    r"if your score is not within \d+ points of the victory score, ",
    r"if an opponent's score is within \d+ points of the victory score, ",
    r"if an opponent controls (?:a|an) [a-z ]+?, ",
    r"if (?:a|an) (?:friendly |enemy )?unit (?:has )?died"
    r" (?:during your beginning phase )?this turn, ",
    rf"if you've (?:gained xp|discarded a card|played a spell|spent {_SYMBOLS} or more to play a"
    rf" spell|spent at least {_SYMBOLS}) this turn, ",
    r"while you have another unit here, ",
    r"while there's an? [a-z ]+? here, ",
    r"while i'm (?:attacking|defending|attacking or defending)(?: alone)?, ",
    r"while i'm in combat, ",
    r"if (?:this is|i'm) \[empowered\], ",
    # "While a friendly unit defends alone, it gets +2 :rb_might:": "it" is that unit
    r"while a friendly unit defends alone, ",
    r"while a unit here is defending alone, ",
)
AFTER = (
    r" while i'm attacking with another unit",
    r" while i'm at a battlefield",
    r" if you control (?:a|an|another|\d+|two|three)(?: or (?:more|fewer))? [a-z ]+",
    r" if you control something that's \[empowered\]",
    r" if you have a card with my name in your trash",
    r" for each rune you control",
    r" for each friendly unit with \[[a-z]+\]",
    r" unless i'm in combat",
    r" if you have (?:one|two|three|\d+) or more other units in your base",
    r" while i'm at a battlefield with exactly one other unit you control",
)


def read_static(sentence: str) -> str | None:
    """What a passive sentence does, with the condition it holds under in the card's words
    ("Might bonus (me)", "keywords (other friendly units here) [while i'm at a battlefield]"),
    or None when it is outside the shapes read."""
    text = " ".join(sentence.replace("\u2019", "'").replace("&gt;", ">").lower().split())
    text = text.strip(". ")  # ". This ability costs ...": the sentence after a keyword's cost
    conditions: list[str] = []
    for pattern in BEFORE:
        if found := re.match(pattern, text):
            conditions.append(found.group(0).strip(" ,"))
            text = text[found.end() :]
    for pattern in AFTER:
        if found := re.search(pattern + "$", text):
            conditions.append(found.group(0).strip())
            text = text[: found.start()]
    said = _shape(text, conditions)
    if said is None and (both := re.fullmatch(r"(.+?), and (.+)", text)):
        # "friendly spells cost ... less ..., and enemy spells cost ... more": two passives
        # in one sentence, under the one condition before them (Vex - Cheerless)
        first, second = _shape(both.group(1), conditions), _shape(both.group(2), conditions)
        said = f"{first}; {second}" if first and second else None
    return None if said is None else said + "".join(f" [{c}]" for c in conditions)


@functools.cache
def _statics() -> tuple[tuple[re.Pattern[str], str], ...]:
    # Made once: every passive sentence of every card read is tried against each shape.
    return tuple((re.compile(pattern), name) for pattern, name in STATICS)


def _shape(text: str, conditions: list[str]) -> str | None:
    """What one passive does, with its amounts, or None outside the shapes read."""
    for pattern, name in _statics():
        if name == _IT and not any(c.startswith(_NAMING_A_UNIT) for c in conditions):
            continue  # "it has +2 :rb_might:" with no unit named before it: no "it"
        if found := pattern.fullmatch(text):
            said = name.format(**found.groupdict())
            amounts = _amounts(text)
            return said + (f": {amounts}" if amounts else "")
    return None


# Where what a passive gives or changes begins, after whom it is about ("I have", "Your
# spells cost", "reduce my cost by").
_GIVES = LazyPattern(r"\b(?:have|has|gets?|give|costs?|by|deal)\b")
_AMOUNT = LazyPattern(
    rf"(?P<might>[+-]\d+) :rb_might:|(?P<symbols>{_SYMBOLS})|(?P<keyword>{_KEYWORD})"
    r"|(?P<each>for each [^:]+?)(?=, to a minimum| and :rb_|$)|(?P<minimum>to a minimum of)"
    r"|(?P<also>(?<= )and(?= :rb_))"
    r"|(?P<n>\b\d+\b)"
)


def _amounts(text: str) -> str:
    """What a passive gives or changes by, in the card's order: Might ("+1 Might"), Energy
    and Power ("energy 2 power calm"), keywords ("[deflect] [shield 3]"), "for each ...",
    a minimum and a number ("" when it says none)."""
    gives = _GIVES.search(text)
    said = []
    for found in _AMOUNT.finditer(text[gives.end() :] if gives else ""):
        if found.group("might"):
            said.append(f"{found.group('might')} Might")
        elif symbols := found.group("symbols"):
            said += [f"{kind} {value}" for kind, value in re.findall(r":rb_(\w+?)_(\w+):", symbols)]
        else:
            said.append(found.group(0))
    return " ".join(said).replace("rune ", "power ")
