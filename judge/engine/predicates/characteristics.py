"""Keywords as characteristics (rules_data/facts/characteristics.yaml): whether a card has a
keyword is a characteristic of it that other effects may check, an effect that grants a
keyword the card already has gives it an instance that is redundant, for the keywords whose
instances the rules call redundant, and a keyword ability is the kind of ability its rules
say (Tank a passive ability, Vision a triggered one, Equip an activated one).

One predicate per keyword and per rule, made by ``characteristic``, ``redundancy`` and
``ability_kind`` from the keyword's name (as ``answers_query`` makes the rules queries): the
fact ``tank.characteristic`` is carried out by ``tank_characteristic``.
"""

from __future__ import annotations

import re

from judge.cards.kinds import ACTIVATED, PASSIVE, TRIGGERED
from judge.engine import costing, layering
from judge.engine.card_list import ON_ABILITIES, in_card_list
from judge.engine.predicates import HELD, SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import between_battlefields, listing
from judge.engine.questions import (
    AbilityKind,
    Activate,
    CostQuery,
    KeywordQuery,
    Move,
    PayQuery,
    Question,
)
from judge.engine.state import Card, GameState, KeywordEffect, Unit
from judge.patterns import LazyPattern
from judge.records import replace

# The keywords whose several instances on one object are redundant (the others are summed,
# trigger separately, or are separate abilities).
# The keywords whose rules say a passive ability may grant them under a condition, the card
# not having them unless and until the condition is true.
CONDITIONAL = ("Action", "Reaction")
REDUNDANT = ("Accelerate", "Ganking", "Hidden", "Tank", "Temporary", "Ambush", "Backline")
# The keywords a fact says are characteristics that effects may check.
CHARACTERISTIC = (
    "Accelerate",
    "Action",
    "Assault",
    "Deathknell",
    "Deflect",
    "Ganking",
    "Hidden",
    "Legion",
    "Reaction",
    "Shield",
    "Tank",
    "Temporary",
    "Vision",
    "Equip",
    "Quick-Draw",
    "Repeat",
    "Weaponmaster",
    "Ambush",
    "Hunt",
    "Level",
    "Unique",
    "Backline",
    "Empower",
    "Empowered",
    "Flow",
)


# The kind of ability each keyword ability is, as its rules name it.
KIND_OF = {
    **dict.fromkeys(
        ("Assault", "Deflect", "Ganking", "Shield", "Tank", "Ambush", "Backline", "Flow"), PASSIVE
    ),
    **dict.fromkeys(
        ("Deathknell", "Temporary", "Vision", "Quick-Draw", "Weaponmaster", "Hunt"), TRIGGERED
    ),
    **dict.fromkeys(("Equip", "Empower"), ACTIVATED),
}
KIND_WORDS = {TRIGGERED: "a triggered ability", ACTIVATED: "an activated ability"}
KIND_WORDS[PASSIVE] = "a passive ability"
# The keywords whose rules say only which kinds of ability they are not, naming no kind, and
# why each kind is excluded. Accelerate is an optional additional cost paid as its unit is
# played, with no function on the board and no cost followed by ":", so it is not an
# activated ability; it is functionally short for "As you play me, you may pay ... If you do,
# I enter ready.", with no "when", "at" or "the [Nth] time" to be a trigger condition, and its
# unit does not enter exhausted and then become ready, so it is not a triggered ability;
# whether it is a passive one stays unsettled (passive abilities can be replacement effects).
NOT_OF_KIND_WHY = {
    "Accelerate": {
        ACTIVATED: "an optional additional cost paid only as its unit is played, with no "
        'function on the board and no cost followed by ":"',
        TRIGGERED: "an optional additional cost paid as its unit is played which, paid, makes "
        'the unit enter ready: it has no "when", "at" or "the [Nth] time" condition, and the '
        "unit does not enter exhausted and then become ready",
    }
}
NOT_OF_KIND = {keyword: frozenset(why) for keyword, why in NOT_OF_KIND_WHY.items()}
# The words that usually mark a replacement effect (369.1): a text with one is not judged
# not to be one.
MARKS = LazyPattern(r"\b(?:as|would|instead)\b", re.IGNORECASE)


def kind_fact(keyword: str) -> str:
    """The id of the fact that says which kind of ability ``keyword`` is."""
    return f"{_slug(keyword)}.ability_kind"


def card_kinds(question: AbilityKind) -> tuple[list[str], list[str]]:
    """The words of the asked card's abilities of the kind asked (a keyword of that kind as
    "[Deflect]"), and the words of those whose kind is not settled: not read whole, a keyword
    no fact of the version gives a kind (judging puts both among ``unsettled``), and, asked
    about passive abilities, a passive one with "would", "instead" or "as", which may be a
    replacement effect."""
    asked = question.asked
    unsettled = [*question.unsettled]
    if asked == PASSIVE:
        unsettled += [
            words for k, words in question.abilities if k == PASSIVE and MARKS.search(words)
        ]
    unsettled += [
        f"[{keyword}]"
        for keyword in question.keywords
        if keyword in NOT_OF_KIND and asked not in NOT_OF_KIND[keyword]
    ]
    found = [words for k, words in question.abilities if k == asked and words not in unsettled]
    found += [f"[{keyword}]" for keyword in question.keywords if KIND_OF.get(keyword) == asked]
    return found, unsettled


# A text that is a keyword alone: "[Tank]", "Assault 2", "[Shield 3]."
BARE = LazyPattern(r"\[?\s*([A-Za-z-]+)(?:\s+\d+)?\s*\]?\s*\.?")


def bare_keyword(text: str) -> str | None:
    """The keyword ability a text is alone ("[Tank]", "Assault 2"), None for any other text."""
    found = BARE.fullmatch(text.strip())
    if found is None:
        return None
    by_lower = {keyword.lower(): keyword for keyword in KIND_OF}
    return by_lower.get(found.group(1).lower())


def _slug(keyword: str) -> str:
    return keyword.lower().replace("-", "_")


def has(situation: GameState, question: KeywordQuery) -> bool | None:
    """Whether the card asked about has the keyword now: printed on its card, given in the
    situation, or granted to a unit by an effect the layers apply ("While I'm Mighty, I have
    Tank"); None when a real card's text in the situation gives or takes away the keyword
    (text the engine does not read), when the orders the layers may take disagree, or when the
    Reaction of a facedown card without Hidden, or of a Hidden card hidden this turn (it gains
    Reaction "beginning on the next turn"), is asked. A Hidden card has Reaction while
    facedown (``hidden_reaction_while_facedown``)."""
    keyword, name = question.keyword, question.card
    if inherent_reaction(situation, question):
        return True
    if question.changed_by:
        return None
    asked = next((u for u in situation.units if u.name == name), None)
    by_effect = None if asked is None else effect_on(asked, keyword)
    if asked is not None and by_effect is not None:
        return _with_layers(by_effect, asked, situation, question)
    if keyword in question.printed:
        return True
    for unit in situation.units:
        if unit.name == name:
            own = keyword in unit.keywords  # printed or given in the situation
            found = {own or keyword in r.keywords for r in layering.results(unit, situation.gear)}
            found = found or {own}
            return found.pop() if len(found) == 1 else None
    for card in situation.cards:
        if card.name == name:
            if keyword == "Reaction" and _hidden(card, question):
                if card.hidden_this_turn:  # "Beginning on the next turn, this gains [Reaction]"
                    return None
                return card.facedown_at is not None or keyword in card.keywords
            if card.facedown_at is not None and keyword == "Reaction":
                return None
            return keyword in card.keywords
    carried = [g.keywords for g in situation.gear if g.name == name]
    carried += [item.keywords for item in situation.chain if item.name == name]
    return any(keyword in keywords for keywords in carried)


def inherent_reaction(situation: GameState, question: KeywordQuery) -> bool:
    """Whether Reaction is asked of a card with Quick-Draw, which has Reaction inherently: its
    own text may say so ("This has [Reaction]"), no other card's text may change it."""
    if question.keyword != "Reaction" or set(question.changed_by) - {question.card}:
        return False
    drawn = replace(question, keyword="Quick-Draw", changed_by=())
    return has(situation, drawn) is True


def effect_on(unit: Unit, keyword: str) -> KeywordEffect | None:
    """The effect on ``unit`` that grants or removes ``keyword``, None when none does (the
    situation refuses a keyword both granted and removed)."""
    return next((e for e in unit.keyword_effects if keyword in (*e.keywords, *e.removed)), None)


def _with_layers(
    effect: KeywordEffect, unit: Unit, situation: GameState, question: KeywordQuery
) -> bool | None:
    """Whether ``unit`` has the keyword asked, which ``effect`` grants or removes; None when
    it is removed and something else grants it too, an effect on its Might or one the
    situation gives (its ``keywords`` name it, its card does not print it): which wins turns
    on the order they began applying in."""
    keyword = question.keyword
    if keyword in effect.keywords:
        return True
    mighty = any(keyword in r.keywords for r in layering.results(unit, situation.gear))
    given = keyword in unit.keywords and keyword not in question.printed
    return None if mighty or given else False


def _hidden(card: Card, question: KeywordQuery) -> bool:
    """Whether the card asked about, off the board, has Hidden (printed or given)."""
    return "Hidden" in card.keywords or "Hidden" in question.printed


@predicate
def hidden_reaction_while_facedown(situation: GameState, question: Question) -> Check:
    """A card with Hidden gains Reaction while facedown; not facedown, it does not by this."""
    asked = _asked(question, "has_keyword", "Reaction")
    card = next((c for c in situation.cards if asked and c.name == asked.card), None)
    if asked is None or card is None or not _hidden(card, asked) or asked.changed_by:
        return SKIP
    if card.hidden_this_turn:  # gains Reaction from the next turn (811.1.b): left open
        return SKIP
    if card.facedown_at is not None:
        said = f"{card.name} has Hidden and is facedown, so it gains Reaction (not publicly known)."
        return held(said, (card.name,), notable=True)
    said = f"{card.name} has Hidden but is not facedown, so it does not gain Reaction by Hidden."
    return failed(said, (card.name,))


def _asked(question: Question, kind: str, keyword: str) -> KeywordQuery | None:
    if isinstance(question, KeywordQuery) and (question.kind, question.keyword) == (
        kind,
        keyword,
    ):
        return question
    return None


def _asked_now(
    situation: GameState, question: Question, kind: str, keyword: str
) -> tuple[KeywordQuery, bool] | None:
    """The ``kind`` question about ``keyword`` and whether the card has it now; None when
    the question is another or whether the card has it is not settled."""
    asked = _asked(question, kind, keyword)
    now = None if asked is None else has(situation, asked)
    return None if asked is None or now is None else (asked, now)


def characteristic(keyword: str) -> None:
    """Register ``<keyword>_characteristic``: whether the card has ``keyword`` is a
    characteristic of it that other effects may check."""

    def check(situation: GameState, question: Question) -> Check:
        found = _asked_now(situation, question, "has_keyword", keyword)
        if found is None:
            return SKIP
        asked, now = found
        said = (
            f"Whether {asked.card} has {named} is a characteristic of it, which effects may check"
        )
        if now:
            return held(f"{said}: {asked.card} has {named}.", (asked.card,), notable=True)
        if asked.on_abilities and keyword in ON_ABILITIES:
            # "[Action][>] ..." is the ability's keyword; "[Empowered][>] Text" is never
            # one: it is the card's Empowered ability (``ability_keyword``, ``printed``).
            said += f": its [{keyword}][>] is written on one of its abilities"
            return failed(f"{said}, which has {keyword}; the card does not.", (asked.card,))
        return failed(f"{said}: {asked.card} does not have {named}.", (asked.card,))

    # Empowered, a dependent keyword, is told from the Empowered status.
    named = "an Empowered ability ([Empowered])" if keyword == "Empowered" else keyword
    check.__name__ = f"{_slug(keyword)}_characteristic"
    check.__doc__ = f"Whether a card has {keyword} is a characteristic that effects may check."
    predicate(check)


def conditional_grant(keyword: str) -> None:
    """Register ``<keyword>_granted_while_condition``: a passive ability that grants
    ``keyword`` under a condition ("While I'm Mighty, I have [Action]") gives it only while
    the condition is true; the card does not have it unless and until then."""

    def check(situation: GameState, question: Question) -> Check:
        asked = _asked(question, "has_keyword", keyword)
        unit = (
            None
            if asked is None
            else next((u for u in situation.units if u.name == asked.card), None)
        )
        if asked is None or unit is None or asked.changed_by:
            return SKIP
        granting = any(
            e.kind == "keywords_while_mighty" and keyword in e.keywords and e.source == unit.name
            for e in unit.might_effects
        )
        otherwise = keyword in unit.keywords or keyword in asked.printed
        if not granting or otherwise or effect_on(unit, keyword) is not None:
            return SKIP  # no condition, or the card has the keyword (or loses it) by another
        found = {keyword in r.keywords for r in layering.results(unit, situation.gear)}
        if len(found) != 1:
            return SKIP  # the orders the layers may take disagree: ``has`` leaves it open
        said = f"{unit.name}'s ability grants it {keyword} while it is Mighty"
        if found.pop():
            return held(f"{said}, and it is Mighty: it has {keyword}.", (unit.name,), notable=True)
        return failed(
            f"{said}, and it is not Mighty: it does not have {keyword} unless and until it is.",
            (unit.name,),
            notable=True,
        )

    check.__name__ = f"{_slug(keyword)}_granted_while_condition"
    check.__doc__ = (
        f"A passive ability granting {keyword} under a condition gives it only while the "
        "condition is true."
    )
    predicate(check)


def redundancy(keyword: str) -> None:
    """Register ``<keyword>_redundant``: an effect granting ``keyword`` to a card that has it
    already gives it a redundant instance."""

    def check(situation: GameState, question: Question) -> Check:
        found = _asked_now(situation, question, "keyword_granted", keyword)
        if found is None:
            return SKIP
        asked, now = found
        if now:
            return held(
                f"{asked.card} has {keyword} already, and several instances of {keyword} "
                "are redundant: the one granted adds nothing while another is present (each "
                "grant keeps its own duration).",
                (asked.card,),
                notable=True,
            )
        return failed(
            f"{asked.card} does not have {keyword}, so the {keyword} granted is its only "
            "instance: nothing is redundant.",
            (asked.card,),
        )

    check.__name__ = f"{_slug(keyword)}_redundant"
    check.__doc__ = f"Several instances of {keyword} on one object are redundant."
    predicate(check)


def ability_kind(keyword: str) -> None:
    """Register ``<keyword>_ability_kind``: ``keyword`` is the kind of ability ``KIND_OF``
    gives, and no other of the three (triggered, activated, passive)."""
    kind = KIND_OF[keyword]

    def check(situation: GameState, question: Question) -> Check:
        if isinstance(question, Activate):
            return _activated_keyword(question, keyword)
        if not isinstance(question, AbilityKind) or question.asked not in KIND_WORDS:
            return SKIP
        if question.card:
            return _card_keyword_kind(question, keyword)
        if bare_keyword(question.text) != keyword:
            return SKIP
        said = f"{keyword} is {KIND_WORDS[kind]} keyword"
        if question.asked == kind:
            return held(f"{said}.", notable=True)
        return failed(f"{said}, not {KIND_WORDS[question.asked]}.")

    check.__name__ = f"{_slug(keyword)}_ability_kind"
    check.__doc__ = f"{keyword} is {KIND_WORDS[kind]} keyword."
    predicate(check)


def _activated_keyword(question: Activate, keyword: str) -> Check:
    """Activating ``keyword`` itself ("activate its [Tank]"): only an activated ability can be
    activated, and a triggered or passive keyword is none."""
    kind = KIND_OF[keyword]
    if kind == ACTIVATED or bare_keyword(question.ability) != keyword:
        return SKIP
    return failed(
        f"{keyword} is {KIND_WORDS[kind]} keyword, not an activated ability (it has no cost "
        'followed by ":"), so it can\'t be activated.',
        (question.ability,),
        notable=True,
    )


def _card_keyword_kind(question: AbilityKind, keyword: str) -> Check:
    """A card's keyword gives it an ability of the kind its rules say: held when that is the
    kind asked; failed when it is not and the card has no ability of the kind asked (none
    of its abilities leaves that unsettled); skipped when the card lacks the keyword or
    another of its abilities answers."""
    if keyword not in question.keywords:
        return SKIP
    kind, card = KIND_OF[keyword], question.card
    said = f"{card}'s [{keyword}] is {KIND_WORDS[kind]} keyword"
    if question.asked == kind:
        return held(f"{said}.", (card,), notable=True)
    found, unsettled = card_kinds(question)
    if found or unsettled:
        return SKIP
    return failed(f"{said}, not {KIND_WORDS[question.asked]}.", (card,))


def not_of_kind(keyword: str) -> None:
    """Register ``<keyword>_ability_kind`` for a keyword of ``NOT_OF_KIND``: asked whether a
    card with it has an ability of a kind the keyword's rules exclude, the keyword gives it
    none (failed when none of the card's other abilities is of that kind or unsettled)."""
    excluded = NOT_OF_KIND[keyword]

    def check(situation: GameState, question: Question) -> Check:
        if not isinstance(question, AbilityKind) or not question.card:
            return SKIP
        if keyword not in question.keywords or question.asked not in excluded:
            return SKIP
        found, unsettled = card_kinds(question)
        if found or unsettled:
            return SKIP
        card = question.card
        return failed(
            f"{card}'s [{keyword}] is {NOT_OF_KIND_WHY[keyword][question.asked]}: not "
            f"{KIND_WORDS[question.asked]}.",
            (card,),
        )

    kinds = " or ".join(KIND_WORDS[kind] for kind in sorted(excluded))
    check.__name__ = f"{_slug(keyword)}_ability_kind"
    check.__doc__ = f"{keyword} is not {kinds}."
    predicate(check)


for _keyword in KIND_OF:
    ability_kind(_keyword)
for _keyword in NOT_OF_KIND:
    not_of_kind(_keyword)
for _keyword in CHARACTERISTIC:
    characteristic(_keyword)
for _keyword in REDUNDANT:
    redundancy(_keyword)
for _keyword in CONDITIONAL:
    conditional_grant(_keyword)


@predicate
def keyword_granted_by_passive(situation: GameState, question: Question) -> Check:
    """Other effects may grant keywords: a passive on the board that gives units a keyword
    ("Units here have [Ganking].", "Friendly units have [Deflect].", "Your Mechs have
    [Ganking].") gives it to each unit it names, as long as it names it. On a standard move,
    only the Ganking it gives a unit going from one battlefield to another decides anything;
    on the cost of a card being played, only the Deflect it gives a unit the card chooses
    whose Deflect makes its player pay."""
    if isinstance(question, Move) and question.kind == "standard_move":
        crossing = tuple(unit.name for unit in between_battlefields(situation, question))
        return _by_passive(situation, crossing, "Ganking") if crossing else SKIP
    playing = situation.playing
    if isinstance(question, CostQuery | PayQuery) and playing is not None:
        if costing.ignoring_while_paying(situation, costing.DEFLECT):
            return SKIP  # its Deflect adds nothing to this card's cost
        chosen = [situation.unit(name) for name in dict.fromkeys(playing.targets)]
        raising = tuple(
            unit.name
            for unit in chosen
            if unit is not None and costing.deflects(situation, unit, playing.player)
        )
        return _by_passive(situation, raising, "Deflect")
    if isinstance(question, KeywordQuery) and question.kind == "has_keyword":
        return _by_passive(situation, (question.card,), question.keyword)
    return SKIP


def _by_passive(situation: GameState, units: tuple[str, ...], keyword: str) -> Check:
    """Held, saying which, when a passive on the board gives one of ``units`` ``keyword``."""
    given: dict[tuple[str, str], list[str]] = {}
    for unit, granted, words in situation.passive_grants:
        if unit in units and granted == keyword:
            given.setdefault((unit, words), []).append(granted)
    if not given:
        return SKIP
    said = "; ".join(f"{words} gives {unit} {listing(k)}" for (unit, words), k in given.items())
    subjects = tuple(dict.fromkeys(unit for unit, _ in given))
    return held(f"{said}: an effect may grant a keyword.", subjects, notable=True)


@predicate
def keyword_granted_or_removed(situation: GameState, question: Question) -> Check:
    """Other effects may grant a keyword or remove one: a unit has a keyword an effect grants
    it, and has not one an effect removed from it, whatever its card prints, for as long as
    the effect lasts. A card of the list that has a keyword its card does not print has it
    from an effect."""
    if not isinstance(question, KeywordQuery) or question.kind != "has_keyword":
        return SKIP
    if _by_passive(situation, (question.card,), question.keyword).status == HELD:
        return SKIP  # a passive on the board gives it: keyword.granted_by_passive
    unit = next((u for u in situation.units if u.name == question.card), None)
    effect = None if unit is None else effect_on(unit, question.keyword)
    if unit is None or question.changed_by:
        return SKIP
    keyword = question.keyword
    if effect is None:
        # A card of the list the situation gives a keyword its card does not print: an
        # effect granted it (no card of the list gives or takes it away here).
        if keyword not in unit.keywords or keyword in question.printed:
            return SKIP
        if not in_card_list(unit.name) or question.on_abilities:
            return SKIP
        said = (
            f"{unit.name}'s card does not print {keyword}, so an effect granted it: it has "
            f"{keyword} for as long as that effect lasts (one that names no duration: while "
            "it stays on the board)."
        )
        return held(said, (unit.name,), notable=True)
    if _with_layers(effect, unit, situation, question) is None:
        return SKIP
    lasting = "this turn" if effect.this_turn else "while on the board"
    if keyword in effect.keywords:
        said = f"{effect.source} grants {unit.name} {keyword} ({lasting}), so it has {keyword}."
        return held(said, (unit.name,), notable=True)
    said = (
        f"{effect.source} removed {keyword} from {unit.name} ({lasting}), so it does not have it."
    )
    return failed(said, (unit.name,), notable=True)


@predicate
def quick_draw_has_reaction(situation: GameState, question: Question) -> Check:
    """A card with Quick-Draw has Reaction inherently."""
    asked = _asked(question, "has_keyword", "Reaction")
    if asked is None or not inherent_reaction(situation, asked):
        return SKIP
    said = f"{asked.card} has Quick-Draw, so it has Reaction inherently."
    return held(said, (asked.card,), notable=True)
