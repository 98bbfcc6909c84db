"""Readers for cards entering play or leaving the board: playing a unit or gear somewhere,
hiding a card, a card's recall."""

from __future__ import annotations

import re
from collections.abc import Callable

from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.place_phrases import PlacePhrase
from judge.ask.readings import Candidate
from judge.ask.readings.places import (
    HOLDING,
    NEUTRAL_OPEN,
    SHOWDOWN_FOCUS,
    YES_NO,
    Builder,
    Unplaceable,
    acting_on_their_turn,
    card_of,
    chain_not_empty,
    chain_open,
    chain_said_empty,
    described,
    has_subject,
    showdown_focus,
    showdown_too,
)
from judge.ask.situation import YOU, Doc, Draft
from judge.cards.statics import PLAYS_FROM_TRASH
from judge.engine.instructions import read_effect
from judge.patterns import LazyPattern


def _uncontrolled(where: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        situation.battlefields[where].pop("controller", None)

    return change


REACTION_HOLDING = f"it has Reaction, {HOLDING}"
ACTION_SHOWDOWN = f"it has Action, {SHOWDOWN_FOCUS}"


def _acting(situation: Draft, question: Doc) -> None:
    """The other way of a unit or gear whose Action is unsaid on an opponent's turn: it has
    Action, a showdown is under way and you have Focus."""
    question["play"]["keywords"] = [*question["play"].get("keywords", ()), "Action"]
    showdown_focus(situation, question)


def _reacting(situation: Draft, question: Doc) -> None:
    """The other way of a unit or gear whose keywords are unsaid on an opponent's turn: it
    has Reaction, something is on the chain and you hold priority."""
    question["play"]["keywords"] = ["Reaction"]
    chain_not_empty(situation, question)


def read_play(reading: Reading) -> Candidate | None:
    """ "Can a unit (with Ambush, Hidden, Deploy) be played to ...", "must it be played ..."."""
    if reading.kind not in YES_NO or not reading.has("play") or reading.has("move", "enter"):
        return None
    if not has_subject(reading):
        return None
    if _played_by_another(reading):
        raise Unplaceable("a card played by another player than you is not read yet")
    card_type = "gear" if reading.mentions("gear") else "unit"
    if reading.mentions("spell") and not reading.mentions("unit", "gear", "token", "permanent"):
        if reading.places or not reading.timing:
            return None  # a spell is asked when it can be played, never where
        card_type = "spell"
    target = reading.place(role="to") or reading.place(role="at") or reading.place()
    if target is None and "was_hidden" in reading.mods:
        target = PlacePhrase("battlefield", mods={"was_hidden"})  # "played where it was hidden"
    timing_only = target is None and bool(reading.timing)
    if timing_only:
        target = PlacePhrase(
            "base", owner="me"
        )  # "can I play a unit during a showdown?": when, not where
    if target is None:
        return None
    b = Builder(reading)
    b.uses("act:play", "obj:unit", "obj:gear", "obj:token", "obj:card", "obj:permanent")
    if card_type == "spell":
        b.uses("obj:spell")
    b.closed_too = True
    b.timing()
    named = card_of(reading, card_type)
    keywords = b.keywords(named)
    placed = [k for k in keywords if k in PLACED_REACTION]
    if timing_only and placed and named is None:  # your base would decide it unsaid
        raise Unplaceable(
            f"a {card_type} with {placed[0]} has Reaction {PLACED_REACTION[placed[0]]}: "
            "say where it is played, or from where"
        )
    must = reading.kind == "must"
    if reading.hidden_card and "was_hidden" not in target.mods:
        raise Unplaceable(
            "a 'hidden unit' may be a card hidden facedown at a battlefield or a card with "
            "Hidden played from hand; say 'where it was hidden' or 'from my hand'"
        )
    if "was_hidden" in target.mods:
        hidden_at = b.battlefield()
        b.situation.battlefield(hidden_at, controller=YOU)
        b.situation.facedown.append(
            {"name": "your hidden card", "at": hidden_at, "type": card_type}
        )
        b.uses("pmod:was_hidden", "mod:was_hidden", "place:battlefield", "kw:hidden", "act:hide")
        where = "your base" if must else hidden_at
        hidden = {"card": "your hidden card", "to": where, "by": YOU}
        return b.candidate("play", {"play": hidden}, invert=must)
    if must:
        return None
    where = b.place(target)
    if target.kind == "battlefield" and not described(target):
        text = b.situation.battlefields[where].get("text", [])
        forbidden = any(r["action"] == "play" and r["effect"] == "can't" for r in text)
        if card_type == "unit" and not forbidden:
            raise Unplaceable(
                "whether a unit can be played to a battlefield depends on who controls it"
            )
        b.situation.battlefield(where, controller=YOU)
        b.assume(f"you control {where}", f"no one controls {where}", _uncontrolled(where))
    card = f"your {card_type}"
    if named is not None:
        card = _named_play(b, named, located=bool(reading.places))
    elif any(unit["name"] == card for unit in b.situation.units):  # one already on the board
        card = f"your {card_type} in hand"
    play: dict[str, object] = {
        "card": card,
        "to": where,
        "type": card_type,
        "by": YOU,
    }
    if keywords:
        play["keywords"] = keywords
    if card_type == "spell":
        return _play_spell(b, play, printed=named is not None)
    # A real card's keywords are its printed ones: what the question leaves unsaid of an
    # invented card's is said by a named card's text, so no default is judged both ways.
    unsaid = named is None
    if chain_said_empty(b) and {"Action", "Reaction"} & set(keywords):
        showdown_too(b)
    elif chain_said_empty(b):
        return None  # its keywords are not said, and they decide it
    elif chain_open(b) and "Reaction" in keywords:
        b.assume(NEUTRAL_OPEN, HOLDING, chain_not_empty)
    elif (
        unsaid
        and chain_open(b)
        and not {"reaction", "action"} & {*reading.keywords, *reading.without}
    ):
        # neither said on an opponent's turn: with Reaction, it turns on the chain; with
        # Action, on a showdown
        neither = f"your {card_type} has neither Reaction nor Action"
        b.assume(neither, REACTION_HOLDING, _reacting)
        b.assume(neither, ACTION_SHOWDOWN, _acting)
    elif chain_open(b) and "Action" in keywords:
        acting_on_their_turn(b)
    elif unsaid and chain_open(b) and not {"action"} & {*reading.keywords, *reading.without}:
        b.assume(f"your {card_type} has neither Reaction nor Action", ACTION_SHOWDOWN, _acting)
    elif (
        unsaid
        and not b.situation.chain_empty
        and not keywords
        and "reaction" not in reading.without
    ):
        # something on the chain: only Reaction lets it be played now (a unit may have it)
        b.assume(f"your {card_type} has no Reaction", "it has Reaction", _given("Reaction"))
    elif unsaid and (b.situation.showdown or b.situation.combat) and not keywords:
        for keyword in ("Action", "Reaction"):  # unsaid, and they decide a showdown's timing
            if keyword.lower() not in reading.without:
                b.assume(f"your {card_type} has no {keyword}", f"it has {keyword}", _given(keyword))
    candidate = b.candidate("play", {"play": play})
    candidate.relies_on = [k.title() for k in reading.using]
    candidate.used |= {f"using:{k}" for k in reading.using}
    return candidate


TIMING_TEXT = LazyPattern(
    r"\b(?:re)?action\b|\bcan(?:not| not|'t)? be played\b|\bplay (?:me|this)\b(?!,)"
    r"|\bambush\b|\bhidden\b|\bhide\b",
    re.IGNORECASE,
)
"""Words of a card's abilities that may change when or where it can be played: Action or
Reaction granted by its text ("I have [Reaction] while ..."), a permission or limit on
playing it ("You may play me from ...", "can't be played ..."), Ambush or Hiding granted
("I can [Ambush] to ...")."""


PLACED_REACTION = {
    "Ambush": "when it is played to a battlefield where you control units (822.1.b)",
    "Hidden": "when it is played from facedown (811.6)",
}
"""Keywords by which a card has Reaction only as it is played somewhere or from somewhere:
when a named card with one can be played turns on where, which a timing question leaves
unsaid (the made-up card's play reader takes your base)."""


def _chooses(card: CardEntry) -> str:
    """Why whether the named spell can be played may turn on what is there to choose (""
    when it chooses nothing): the objects a spell must choose decide whether it can be
    played (with no spell on the chain, "Counter a spell" can't be), and the board a
    timing question builds holds only what it says."""
    effect = read_effect(" ".join(card.abilities))
    if effect.unknown:
        return f'"{effect.unknown}" is not read'
    chosen = [m.words for i in effect.instructions for m in i.chosen()]
    return f"chooses {chosen[0]}" if chosen else ""


def _named_play(b: Builder, card: CardEntry, located: bool) -> str:
    """The real card the question plays, by its name: the engine reads its text from the
    card data (its printed Action and Reaction, its choices and costs). Text of its own that
    may change when it can be played, beyond the keywords it prints, is not read by the
    play reader, so such a card is refused; asked where it can be played (``located``),
    any text of it outside the model is (`Builder.card_text`)."""
    if located:
        b.card_text(card)
    placed = [k for k in card.keywords if k in PLACED_REACTION]
    if placed and not located:
        raise Unplaceable(
            f"{card.name}'s {placed[0]} gives it Reaction {PLACED_REACTION[placed[0]]}: "
            "say where it is played, or from where"
        )
    said = next((s for s in card.abilities if TIMING_TEXT.search(s)), None)
    if said is not None:
        raise Unplaceable(f'{card.name}\'s text "{said}" may change when it can be played')
    if card.type == "Spell" and (why := _chooses(card)):
        raise Unplaceable(f"{card.name}'s text {why}: what it can be played on is not said")
    b.uses(f"card:{card.name}")
    b.notes.append(f"read the keywords of {card.name} from the card data")
    return card.name


OTHER_PLAYERS = frozenset({"they", "opponent", "opponents", "ally", "teammate", "partner"})
"""Words of a subject that name a player other than the asker ("can they play", "can my
opponent play")."""


def _played_by_another(reading: Reading) -> bool:
    """Whether the question's subject, the words before its first "play", is another
    player: the play reader builds the asker's plays only."""
    words = reading.tagged.words[: reading.main_end]
    first = next((k for k, word in enumerate(words) if word in ("play", "plays")), 0)
    return bool(OTHER_PLAYERS & set(words[:first]))


def _play_spell(b: Builder, play: dict[str, object], printed: bool = False) -> Candidate | None:
    """A spell from your hand. What the question leaves open and decides when a spell can
    be played is judged both ways: its keywords (none, or Reaction) and, on an opponent's
    turn, whether something is on the chain; not both at once (unknown). ``printed``: a
    real card, whose keywords are those it prints (none is none)."""
    spell: Doc = {"name": play["card"], "type": "spell"}
    on_their_turn = chain_open(b)
    said_empty = chain_said_empty(b)
    if "keywords" in play:
        spell["keywords"] = play["keywords"]
    elif printed:
        pass
    elif on_their_turn or said_empty:
        return None  # a Reaction on an opponent's turn turns on the chain as well
    else:
        for keyword in ("Reaction", "Action"):
            if keyword.lower() not in b.reading.without:
                b.assume(f"your spell has no {keyword}", f"it has {keyword}", _with(keyword))
    b.situation.hand.append(spell)
    if said_empty:
        showdown_too(b)
    elif on_their_turn and "Action" in spell.get("keywords", ()):
        acting_on_their_turn(b)
    elif on_their_turn:
        b.assume(NEUTRAL_OPEN, HOLDING, chain_not_empty)
    return b.candidate("play", {"play": {"card": play["card"], "to": "base", "by": YOU}})


def _given(keyword: str) -> Callable[[Draft, Doc], None]:
    """The played unit or gear has ``keyword`` (its keywords are the play question's)."""

    def change(situation: Draft, question: Doc) -> None:
        question["play"]["keywords"] = [*question["play"].get("keywords", ()), keyword]

    return change


def _with(keyword: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        situation.hand[-1]["keywords"] = [keyword]

    return change


def read_hide(reading: Reading) -> Candidate | None:
    """ "Can I hide a card at a battlefield (I control / on my opponent's turn)?"."""
    if reading.kind not in YES_NO or not reading.has("hide") or reading.has("play", "move"):
        return None
    if _facedown_card_there(reading):  # "... that already has a facedown card": not read
        return None
    if not has_subject(reading):
        return None
    b = Builder(reading)
    b.uses("act:hide", "obj:card", "obj:unit", "obj:gear", "obj:spell", "kw:hidden")
    b.timing()
    target = reading.place(kind="battlefield")
    where = b.battlefield(target)
    if target is None or not described(target):
        b.situation.battlefield(where, controller=YOU)
        b.assume(f"you control {where}", f"no one controls {where}", _uncontrolled(where))
    hide = {"card": "your card", "at": where, "by": YOU, "keywords": ["Hidden"]}
    if "hidden" not in reading.keywords:  # only a card with Hidden can be hidden (811.1)
        b.assume("your card has Hidden", "your card does not have Hidden", _without_hidden)
    b.stated.append(f"no card is hidden at {where} yet")
    return b.candidate("hide", {"hide": hide})


def _without_hidden(situation: Draft, question: Doc) -> None:
    question["hide"]["keywords"] = []


def read_hide_from_trash(reading: Reading) -> Candidate | None:
    """ "Can I hide a card from my trash?", or with a card on the board that lets you play
    cards from your trash ("Endless Riches lets me play cards from my trash: can I also
    hide cards from my trash with it?"): your card with Hidden is in your trash."""
    if reading.kind != "can" or not reading.has("hide") or not reading.mentions("trash"):
        return None
    if reading.negated or reading.context_negated or reading.timing or reading.has("move"):
        return None
    if reading.mode not in (None, "1v1") or not set(reading.who) <= {"me"}:
        return None
    from judge.cards.understood import compiled_shapes  # a named card's text only now

    # a card whose passive lets its controller play cards from their trash, as compiled
    permits = [c for c in reading.cards if PLAYS_FROM_TRASH in compiled_shapes(c)]
    board = [place for place in reading.places if place.kind == "board"]  # the card's place
    fields = [place for place in reading.places if place.kind == "battlefield"]
    if (
        len(fields) > 1
        or len(board) + len(fields) != len(reading.places)
        or (board and not permits)
    ):
        return None
    if len(reading.cards) > 1 or permits != reading.cards or (reading.has("play") and not permits):
        return None  # "play" only as what the named card allows
    if permits and permits[0].type not in ("Gear", "Unit", "Legend"):
        return None
    b = Builder(reading)
    b.uses("act:hide", "act:play", "obj:card", "obj:trash", "obj:unit", "obj:spell", "kw:hidden")
    b.uses("obj:gear", *(f"card:{c.name}" for c in permits), *(["place:board"] if board else []))
    target = reading.place(kind="battlefield")
    where = b.battlefield(target)
    if target is None or not described(target):
        b.situation.battlefield(where, controller=YOU)
    for card in permits:
        if card.type == "Unit":
            b.situation.unit(YOU, name=card.name)
        else:
            b.situation.gear.append({"name": card.name})
    b.situation.cards.append({"name": "your card", "zone": "trash", "keywords": ["Hidden"]})
    b.stated.append(f"no card is hidden at {where} yet")
    hide = {"card": "your card", "at": where, "by": YOU}
    return b.candidate("hide_from_trash", {"hide": hide})


HAVING_WORDS = frozenset({"has", "have", "had", "with", "already", "holds", "hold", "contains"})


def _facedown_card_there(reading: Reading) -> bool:
    """ "a battlefield that already has my facedown card": a hidden card said to be there
    already (not the hide asked about, as in "hide a card facedown")."""
    words = reading.tagged.words
    if any(
        span.has("act", "hide") and HAVING_WORDS & set(words[max(0, span.start - 3) : span.start])
        for span in reading.tagged.spans
    ):
        return True
    # "where a card is already hidden", "that already has a facedown card" ("a card with
    # Hidden" is the card asked about: "with" alone says nothing of one already there)
    there = HAVING_WORDS - {"with"}
    return any(
        word in ("hidden", "facedown") and there & set(words[max(0, i - 3) : i])
        for i, word in enumerate(words)
    )


def read_recall(reading: Reading) -> Candidate | None:
    """ "Can a unit at Vilemaw's Lair be recalled (by Zhonya's Hourglass)?"."""
    if reading.kind not in YES_NO or not reading.has("recall") or reading.has("stop", "change"):
        return None
    if reading.has("move", "keep", "exhaust", "ready"):
        return None
    place = reading.place(kind="battlefield")
    if place is None and not reading.cards:
        return None  # "do units get recalled?" asks when, not whether: the topic's
    b = Builder(reading)
    b.uses("act:recall", "obj:unit")
    b.timing()
    for card in reading.cards:
        if card.type.lower() == "gear":
            if not b.card_text(card).recalls:
                return None
            b.uses("obj:gear")
    at = b.battlefield(place)
    unit = b.situation.unit(at=at)
    return b.candidate("recall", {"recall": {"cards": [unit], "because": "effect"}})


READERS = (read_play, read_hide, read_hide_from_trash, read_recall)
