"""Readers for cards entering play or leaving the board: playing a unit or gear somewhere,
hiding a card, a card's recall."""

from __future__ import annotations

import re
from collections.abc import Callable

from judge.ask.cards import CardEntry
from judge.ask.parse import Reading
from judge.ask.place_phrases import PlacePhrase
from judge.ask.readings import Candidate
from judge.ask.readings.chain import (
    chain_item_keywords,
    responded_permanent,
    without_item_keywords,
)
from judge.ask.readings.places import (
    HOLDING,
    KEYWORD_NAMES,
    NEUTRAL_OPEN,
    SHOWDOWN_FOCUS,
    TEAMMATES,
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
    their_turn,
)
from judge.ask.situation import YOU, Doc, Draft
from judge.ask.tagger import Span
from judge.cards.statics import PLAYS_FROM_TRASH
from judge.engine.instructions import read_effect
from judge.patterns import LazyPattern
from judge.records import replace


def _uncontrolled(where: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        situation.battlefields[where].pop("controller", None)

    return change


def _held_by(where: str, player: str = "opponent") -> Callable[[Draft, Doc], None]:
    """Another player controls the battlefield, with their units there (where no showdown
    or combat is, a player keeps control only while their units are there)."""

    def change(situation: Draft, question: Doc) -> None:
        situation.battlefield(where, controller=player)
        situation.unit(player, at=where)

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
    spans = reading.tagged.spans
    if not any(s.has("act", "play") and s.start < reading.main_end for s in spans):
        return None  # "my opponent plays a spell. After it resolves, do I get Focus?"
    if _played_by_another(reading):
        raise Unplaceable("a card played by another player than you is not read yet")
    if responded_permanent(reading):
        return None  # "in response to a unit being played": that unit is on the chain
    on_chain = chain_item_keywords(reading)  # "while a spell with Reaction is on the chain"
    if set(on_chain) - {"reaction", "action"}:
        return None  # "in response to a Deathknell trigger": not a keyword of when it is played
    own = without_item_keywords(reading, on_chain)  # the played card's
    if own is None:
        return None
    reading = replace(reading, keywords=own)
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
    if on_chain and not b.situation.chain_empty:
        b.uses(*(f"kw:{k}" for k in on_chain))
        b.situation.chain_keywords = [KEYWORD_NAMES.get(k, k.title()) for k in on_chain]
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
        none_of_mine = card_type == "unit" and not forbidden and named is None
        if none_of_mine and placed == ["Ambush"] and _none_of_mine(b):
            _ambush_where_none(b, where)  # no units of yours there: Ambush gives nothing
        elif card_type == "unit" and not forbidden and placed:
            raise Unplaceable(  # with Ambush, whose units are there decides too
                f"whether a unit with {placed[0]} can be played to a battlefield depends on "
                "who controls it and whose units are there"
            )
        else:
            b.situation.battlefield(where, controller=YOU)
            b.assume(f"you control {where}", f"no one controls {where}", _uncontrolled(where))
        if "mod:no_units" in b.used:
            pass  # whose it may be is said above
        elif card_type == "unit" and not forbidden:  # a unit goes where its player controls
            for player in TEAMMATES.get(b.situation.mode, ()):
                whose = f"your {player} controls {where}"
                b.assume(f"you control {where}", whose, _held_by(where, player))
            rival = "your opponent" if b.situation.mode == "1v1" else "an opponent"
            b.assume(f"you control {where}", f"{rival} controls {where}", _held_by(where))
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
    unsaid = named is None and not _neither_said(reading)
    # Ambush gives a unit Reaction as it is played to a battlefield where you control
    # units (the only battlefield it may be played to): its Reaction is said
    ambushing = "Ambush" in keywords and target.kind == "battlefield"
    if chain_said_empty(b) and {"Action", "Reaction"} & set(keywords):
        showdown_too(b)
    elif chain_said_empty(b) and unsaid:
        return None  # its keywords are not said, and they decide it
    elif chain_open(b) and ("Reaction" in keywords or ambushing):
        b.assume(NEUTRAL_OPEN, HOLDING, chain_not_empty)
        if not their_turn(b):  # outside your Main Phase; another's turn: a teammate's
            showdown_too(b)  # showdown is not built. Reaction has Action's permissions
    elif (
        unsaid
        and chain_open(b)
        and not {"reaction", "action"} & {*reading.keywords, *reading.without}
    ):
        # neither said on an opponent's turn or outside the Main Phase: with Reaction, it
        # turns on the chain; with Action, on a showdown
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
        b.assume_keyword(
            f"your {card_type} has no Reaction",
            f"your {card_type} has Reaction",
            _given("Reaction"),
        )
    elif unsaid and (b.situation.showdown or b.situation.combat) and not keywords:
        for keyword in ("Action", "Reaction"):  # unsaid, and they decide a showdown's timing
            if keyword.lower() not in reading.without:
                b.assume_keyword(
                    f"your {card_type} has no {keyword}",
                    f"your {card_type} has {keyword}",
                    _given(keyword),
                )
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


def _none_of_mine(b: Builder) -> bool:
    """Whether the question says the asker has no units at the one place it plays to ("a
    battlefield where I have no units", "I have no units at a battlefield. ... there")."""
    reading = b.reading
    spans = reading.tagged.spans
    said = [k for k, s in enumerate(spans) if s.has("mod", "no_units")]
    if len(said) != 1 or len(reading.places) != 1 or said[0] == 0:
        return False
    me = spans[said[0] - 1]
    if not (me.has("who", "me") and me.end == spans[said[0]].start):
        return False
    b.uses("mod:no_units")
    return True


def _ambush_where_none(b: Builder, where: str) -> None:
    """A battlefield where you have no units: Ambush's permission and its Reaction need
    your units there (822.1.b), and with none in an Open State you do not control it
    (190.4.c), so no one controls it, or an opponent does with their units there."""
    b.situation.battlefields[where].pop("controller", None)
    rival = "your opponent" if b.situation.mode == "1v1" else "an opponent"
    b.assume(f"no one controls {where}", f"{rival} controls {where}", _held_by(where))
    b.stated.append(f"you have no units at {where}")


def _neither_said(reading: Reading) -> bool:
    """Whether the question says the card has neither Action nor Reaction ("a unit without
    Action or Reaction", "a spell that has neither Action nor Reaction"): the keywords that
    decide when it can be played are then known, none."""
    return {"action", "reaction"} <= set(reading.without)


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
    elif printed or _neither_said(b.reading):
        pass  # its keywords are known: a real card's printed ones, or none said to be
    elif on_their_turn and not said_empty and not their_turn(b):
        # your own Beginning or Ending Phase: a Reaction, once a trigger of the phase is on
        # the chain and you hold priority, or an Action in a showdown where you have Focus
        b.situation.hand.append(spell)
        neither = "your spell has neither Reaction nor Action"
        if "reaction" not in b.reading.without:
            b.assume(neither, REACTION_HOLDING, _reacting_spell)
        if "action" not in b.reading.without:
            b.assume(neither, ACTION_SHOWDOWN, _acting_spell)
        return b.candidate("play", {"play": {"card": play["card"], "to": "base", "by": YOU}})
    elif on_their_turn or said_empty:
        return None  # a Reaction on an opponent's turn turns on the chain as well
    else:
        for keyword in ("Reaction", "Action"):
            if keyword.lower() not in b.reading.without:
                b.assume_keyword(
                    f"your spell has no {keyword}", f"your spell has {keyword}", _with(keyword)
                )
    b.situation.hand.append(spell)
    if said_empty:
        showdown_too(b)
    elif on_their_turn and "Action" in spell.get("keywords", ()):
        acting_on_their_turn(b)
    elif on_their_turn:
        b.assume(NEUTRAL_OPEN, HOLDING, chain_not_empty)
        if "Reaction" in spell.get("keywords", ()) and not their_turn(b):
            showdown_too(b)  # Reaction has Action's permissions: a showdown with Focus
    return b.candidate("play", {"play": {"card": play["card"], "to": "base", "by": YOU}})


def _given(keyword: str) -> Callable[[Draft, Doc], None]:
    """The played unit or gear has ``keyword`` (its keywords are the play question's)."""

    def change(situation: Draft, question: Doc) -> None:
        question["play"]["keywords"] = [*question["play"].get("keywords", ()), keyword]

    return change


def _reacting_spell(situation: Draft, question: Doc) -> None:
    """The other way of a spell whose keywords are unsaid in your own Beginning or Ending
    Phase: it has Reaction, something is on the chain and you hold priority."""
    situation.hand[-1]["keywords"] = ["Reaction"]
    chain_not_empty(situation, question)


def _acting_spell(situation: Draft, question: Doc) -> None:
    """The other way of a spell whose keywords are unsaid in your own Beginning or Ending
    Phase: it has Action, a showdown is under way and you have Focus."""
    situation.hand[-1]["keywords"] = ["Action"]
    showdown_focus(situation, question)


def _with(keyword: str) -> Callable[[Draft, Doc], None]:
    def change(situation: Draft, question: Doc) -> None:
        situation.hand[-1]["keywords"] = [keyword]

    return change


def read_hide(reading: Reading) -> Candidate | None:
    """ "Can I hide a card at a battlefield (I control / on my opponent's turn)?"."""
    if reading.kind not in YES_NO or not reading.has("hide") or reading.has("play", "move"):
        return None
    already = _facedown_card_there(reading)
    if already and not _one_card_there(reading):
        return None  # a facedown card said to be somewhere the question does not pin down
    second = not already and _second_card_hidden(reading)
    already = already or second
    if not already and "already" in reading.tagged.words:
        return None  # "a battlefield that already has one": a card there, said by a pronoun
    if not has_subject(reading):
        return None
    teammates = TEAMMATES.get(reading.mode or "", ())
    ally_hides = bool(teammates) and set(reading.who) == {"teammate"}  # "can my ally hide ..."
    ally_turn = "teammate_turn" in reading.timing
    if (ally_hides or ally_turn) and not _hide_by_a_teammate(reading, ally_hides):
        return None
    b = Builder(replace(reading, timing=reading.timing - {"teammate_turn"}))
    b.uses("act:hide", "obj:card", "obj:unit", "obj:gear", "obj:spell", "kw:hidden")
    b.timing()
    hider = YOU
    if ally_hides or ally_turn:  # a hide is done on its player's own turn (811.1.b)
        ally = teammates[0]
        b.situation.turn = ally
        b.uses("who:teammate", "time:teammate_turn", "mode:2v2")
        hider = ally if ally_hides else YOU
        if ally_hides:
            b.stated.append("your teammate hides it on their own turn (a hide is done then)")
    target = reading.place(kind="battlefield")
    where = b.battlefield(target)
    if target is None or not described(target):
        holder = _owner(target, teammates) or hider  # "my battlefield": its owner controls it
        b.situation.battlefield(where, controller=holder)
        b.assume(f"{_whose(holder)} {where}", f"no one controls {where}", _uncontrolled(where))
    hide = {"card": "your card", "at": where, "by": hider, "keywords": ["Hidden"]}
    if ally_hides:
        hide["card"] = "your teammate's card"
    if "hidden" in reading.without:  # "a card that doesn't have Hidden", "without Hidden"
        b.uses("without:hidden")
        hide["keywords"] = []
    elif not _hidden_said_of_it(reading):  # only a card with Hidden can be hidden (811.1)
        b.assume("your card has Hidden", "your card does not have Hidden", _without_hidden)
        if "hidden" in reading.keywords:
            b.notes.append("taken: Hidden is said of what is at the battlefield, not your card")
    if second:  # "hide two cards at the same battlefield": the second, the first there
        b.uses("mod:several", "mod:same", "pmod:same")
        b.stated.append(f"your first card is hidden at {where} as you hide the second")
    if already:  # "a second card at a battlefield that already has my facedown card"
        b.uses("mod:another")
        b.situation.facedown.append(
            {"name": "your facedown card", "controller": YOU, "at": where, "type": "spell"}
        )
    else:
        b.stated.append(f"no card is hidden at {where} yet")
    if "hidden" in reading.using:  # "does Hidden let me hide ...": a card with Hidden, hidden
        b.uses("using:hidden")
    return b.candidate("hide", {"hide": hide})


def _owner(place: PlacePhrase | None, teammates: tuple[str, ...]) -> str | None:
    """The player a battlefield is said to be of ("my battlefield", "my ally's"), if any."""
    owner = place.owner if place is not None else None
    if owner == "me":
        return YOU
    return teammates[0] if owner == "teammate" and teammates else None


def _whose(player: str) -> str:
    return "you control" if player == YOU else f"{player} controls"


def _hide_by_a_teammate(reading: Reading, ally_hides: bool) -> bool:
    """A hide asked of your teammate ("can my ally hide a card at a battlefield I
    control?"), or of you on your teammate's turn, in a mode with teams: nothing else of a
    time, and no card already there (its owner would be a guess)."""
    if reading.mode != "2v2" or reading.timing - {"teammate_turn"}:
        return False
    if _facedown_card_there(reading):
        return False
    if ally_hides:  # the battlefield is yours or theirs, said ("at a battlefield I control")
        return all(p.owner in ("me", "teammate") for p in reading.places)
    return True


def _one_card_there(reading: Reading) -> bool:
    """The card already facedown is at the one battlefield the question names, once, where
    the card is hidden ("a battlefield I control that already has one of my facedown
    cards", "I have a facedown card at battlefield 1. Can I hide another there?"), and it
    is the asker's: no other player or place is said."""
    if len(reading.places) != 1 or reading.places[0].kind != "battlefield":
        return False
    if set(reading.who) - {"me"} or reading.unit_owner not in (None, "me"):
        return False
    spans = reading.tagged.spans
    named = [s for s in spans if s.has("place") or (s.card and s.card.type == "Battlefield")]
    hides = [s for s in spans if s.has("act", "hide")]
    said_there = _hidden_there(reading)  # "that already has a hidden card"
    if said_there is not None and len(hides) == 1:
        hides.append(replace(hides[0], start=said_there, end=said_there + 1))
    if len(named) != 1 or len(hides) != 2:
        return False
    # The card already there is said after the battlefield ("a battlefield with a facedown
    # card") or in a statement; one said before it is how the card asked about is hidden
    # ("hide a card with Hidden facedown at a battlefield").
    asked, there = hides
    return asked.start < reading.main_end and (
        there.start >= reading.main_end or named[0].start < there.start
    )


def _second_card_hidden(reading: Reading) -> bool:
    """ "Can I hide two cards (a second card, more than one card) at the same battlefield?":
    the number is said right before the card hidden, the one battlefield is said, and only
    you are: the second card is hidden where the first already is."""
    if len(reading.places) != 1 or reading.places[0].kind != "battlefield":
        return False
    if set(reading.who) - {"me"} or reading.places[0].owner not in (None, "me"):
        return False
    spans = reading.tagged.spans
    numbered = [
        k
        for k, s in enumerate(spans[:-1])
        if (s.has("mod", "several") or s.has("mod", "another")) and spans[k + 1].has("obj", "card")
    ]
    said = reading.tagged.words
    counts = [said[spans[k].start : spans[k].end] for k in numbered]
    return (
        len(numbered) == 1
        and counts[0] in SECOND_CARD
        and spans[numbered[0]].start < reading.main_end
    )


# How the question counts the cards hidden at one battlefield: two, or one more.
SECOND_CARD = (["two"], ["2"], ["a", "second"], ["more", "than", "one"], ["another"])


def _hidden_there(reading: Reading) -> int | None:
    """Where "hidden" says the card already there ("that already has a hidden card", "my
    hidden card is already there"), not the card asked about: None when it does not."""
    words = reading.tagged.words
    there = HAVING_WORDS - {"with"}
    said = [i for i, w in enumerate(words) if w == "hidden" and _has_before(words, i, there)]
    return said[0] if len(said) == 1 else None


def _hidden_said_of_it(reading: Reading) -> bool:
    """Whether Hidden is said of the card asked about ("hide a card with Hidden"), not only of
    a card already there ("that already has a hidden card")."""
    if "hidden" not in reading.keywords:
        return False
    there = _hidden_there(reading)
    marks = [s for s in reading.tagged.spans if s.has("kw", "hidden")]
    return any(s.start != there and not _of_one_there(reading, s) for s in marks)


# Words that open what a place is said to hold ("a battlefield where my unit is", "that has").
HOLDS = frozenset({"where", "that", "which", "with"})
HELD = frozenset({"unit", "units", "gear"})


def _of_one_there(reading: Reading, mark: Span) -> bool:
    """Whether the keyword at ``mark`` is said of a unit or gear the place is said to hold
    ("a battlefield where a unit with Hidden is", "that has my gear with Hidden"), not of
    the card hidden."""
    spans, words = reading.tagged.spans, reading.tagged.words
    place = next((s for s in spans if s.has("place") and s.end <= mark.start), None)
    if place is None:
        return False
    held = [s for s in spans if place.end <= s.start < mark.start]  # "where I have a unit"
    return any(
        HELD & {*s.values("obj"), *words[s.start : s.end]} and HOLDS & set(words[place.end : s.end])
        for s in held
    )


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
        span.has("act", "hide") and HAVING_WORDS & set(_before(words, span.start))
        for span in reading.tagged.spans
    ):
        return True
    # "where a card is already hidden", "that already has a facedown card" ("a card with
    # Hidden" is the card asked about: "with" alone says nothing of one already there)
    there = HAVING_WORDS - {"with"}
    return any(
        word in ("hidden", "facedown") and _has_before(words, i, there)
        for i, word in enumerate(words)
    )


def _has_before(words: list[str], at: int, having: frozenset[str]) -> bool:
    """Whether one of ``having`` comes right before ``at``, not negated: "that does not have
    Hidden" says the keyword the card lacks, not a card already there."""
    before = set(_before(words, at))
    return bool(having & before) and not before & {"not", "no", "never"}


# Words between "has" and the card it has: "has one of my facedown cards".
OF_MINE = frozenset({"one", "of", "my", "your", "own"})


def _before(words: list[str], at: int) -> list[str]:
    """The three words before ``at``, past any of "one of my" right before it."""
    while at > 0 and words[at - 1] in OF_MINE:
        at -= 1
    return words[max(0, at - 3) : at]


def read_recall(reading: Reading) -> Candidate | None:
    """ "Can a unit at Vilemaw's Lair be recalled (by Zhonya's Hourglass)?"."""
    if reading.kind not in YES_NO or not reading.has("recall") or reading.has("stop", "change"):
        return None
    if reading.has("move", "keep", "exhaust", "ready"):
        return None
    words, spans = reading.tagged.words, reading.tagged.spans
    asked = [s for s in spans if s.has("act", "recall") and s.start < reading.main_end]
    if not asked or any(
        {"that", "which"} & set(words[max(0, s.start - 3) : s.start]) for s in asked
    ):
        # "My unit was recalled. Is it at the battlefield?" (read as "Is my unit that was
        # recalled at the battlefield?"): a recall said of the unit, not asked
        return None
    place = reading.place(kind="battlefield")
    if place is None and not reading.cards:
        return None  # "do units get recalled?" asks when, not whether: the topic's
    b = Builder(reading)
    b.uses("act:recall", "obj:unit")
    if _recalled_home(reading):  # "recall it to my base": where a recall always goes
        b.uses("place:base", "owner:me")
    if all(card.type == "Battlefield" for card in reading.cards):
        b.uses("obj:effect")  # "can an effect recall it": the recall is an effect's
    b.timing()
    for card in reading.cards:
        if card.type.lower() == "gear":
            if not b.card_text(card).recalls:
                return None
            b.uses("obj:gear")
    at = b.battlefield(place)
    unit = b.situation.unit(at=at)
    return b.candidate("recall", {"recall": {"cards": [unit], "because": "effect"}})


def _recalled_home(reading: Reading) -> bool:
    """The one base said is where the unit is recalled to, its controller's: "recall it to
    my base", "recalled to base"."""
    bases = [p for p in reading.places if p.kind == "base"]
    return (
        len(bases) == 1
        and bases[0].role in (None, "to")
        and bases[0].owner in (None, "me")
        and not bases[0].mods
        and not set(reading.who) - {"me"}
    )


# Words that put the hide or the play on another turn than the one the question says.
OTHER_TURN = frozenset(
    {"next", "last", "previous", "earlier", "following", "another", "ago", "prior", "before"}
)
OTHER_TURN |= {"after", "until", "yesterday", "later"}


def _your_battlefield_or_none(reading: Reading) -> bool:
    """The one place said, if any, is a battlefield of yours or one said controlled (where a
    card of yours was hidden), not another place or another player's."""
    place = reading.places[0] if reading.places else None
    if place is None:
        return True
    mine = place.owner in (None, "me")
    return place.kind == "battlefield" and not place.mods - {"controlled"} and mine


def _permanent_said(reading: Reading) -> str | None:
    """The hidden card said: a unit (unsaid, or said so) or a gear; None for a spell, or
    for a unit and a gear both said."""
    if reading.mentions("spell") or (reading.mentions("gear") and reading.mentions("unit")):
        return None
    return "gear" if reading.mentions("gear") else "unit"


def read_play_hidden_this_turn(reading: Reading) -> Candidate | None:
    """ "I hid a card this turn. Can I play it from facedown later this same turn?", "Can I
    play a card from facedown the same turn I hid it?": your card, facedown at a battlefield
    you control, hidden this turn, played from there now. The question must say the hide
    was this turn (a statement "I hid a card this turn", or "the same turn", "later this
    turn"); a card hidden on an earlier turn, or one whose turn is not said, is not read."""
    if reading.kind not in ("can", "may") or not reading.has("play") or not reading.has("hide"):
        return None
    if set(reading.actions) - {"play", "hide"} or reading.timing - {"turn_played"}:
        return None
    if reading.says_any("cards", "mode", "negation", "said_not", "without"):
        return None
    if set(reading.who) - {"me"} or reading.unit_owner not in (None, "me"):
        return None
    if reading.mods - {"same", "later", "later_this_turn"} or len(reading.places) > 1:
        return None
    if not _your_battlefield_or_none(reading):
        return None
    words = reading.tagged.words
    hid = [s for s in reading.tagged.spans if s.has("act", "hide") and not _from(words, s.start)]
    if len(hid) != 1 or not _hidden_this_turn(reading, hid[0].start):
        return None
    later = {"later"} if reading.mods & {"later", "later_this_turn"} else set()
    if OTHER_TURN & set(words) - later:
        return None
    card_type = _permanent_said(reading)
    if card_type is None:
        return None
    b = Builder(reading)
    b.uses("act:play", "act:hide", "obj:card", "obj:unit", "obj:gear", "obj:turn", "kw:hidden")
    b.uses("mod:same", "mod:later", "mod:later_this_turn", "time:turn_played")
    b.uses("place:battlefield", "pmod:controlled", "owner:me")
    where = b.battlefield(reading.places[0] if reading.places else None)
    b.situation.battlefield(where, controller=YOU)
    hidden = {"name": "your hidden card", "at": where, "type": card_type, "hidden_this_turn": True}
    b.situation.facedown.append(hidden)
    if not reading.mentions("unit", "gear"):
        b.stated.append("your hidden card is a unit")
    play = {"card": "your hidden card", "to": where, "by": YOU}
    return b.candidate("play_hidden_this_turn", {"play": play})


def _from(words: list[str], at: int) -> bool:
    """ "from facedown", "from hidden": where the card is played from, not a hide."""
    return at > 0 and words[at - 1] == "from"


def _hidden_this_turn(reading: Reading, hid: int) -> bool:
    """The question says the card was hidden this turn: "the same turn (I hid it)", "later
    this (same) turn", or "this turn" in the statement that says the hide."""
    spans, words = reading.tagged.spans, reading.tagged.words
    if "turn_played" in reading.timing or "later_this_turn" in reading.mods:
        return True
    turns = [s for s in spans if s.has("obj", "turn") and s.start > 0]
    same = any(words[s.start - 1] == "same" for s in turns)
    told = hid >= reading.main_end and any(
        s.start >= reading.main_end and words[s.start - 1] == "this" for s in turns
    )
    return same or told


def read_play_where_hidden(reading: Reading) -> Candidate | None:
    """ "I hid a unit at battlefield 1. When I play it from facedown, must it be played to
    battlefield 1?" (yes), "... Can I play it from facedown to my base?" (no): a permanent
    hidden at the battlefield a statement names is played to that battlefield only. A play
    there asked with "can" turns on the turn it was hidden, which is not read here."""
    if reading.kind not in ("must", "can") or not reading.has("play") or not reading.has("hide"):
        return None
    if set(reading.actions) - {"play", "hide"} or reading.timing or reading.mods:
        return None
    if reading.says_any("mode", "negation", "said_not", "without"):
        return None
    if any(card.type != "Battlefield" for card in reading.cards):
        return None  # a battlefield named by its name ("battlefield 1") is a place
    if set(reading.who) - {"me"} or reading.unit_owner not in (None, "me"):
        return None
    words = reading.tagged.words
    hid = [s for s in reading.tagged.spans if s.has("act", "hide") and not _from(words, s.start)]
    if len(hid) != 1 or hid[0].start < reading.main_end:
        return None  # the hide is a statement's ("I hid a unit at battlefield 1.")
    fields = [p for p in reading.places if p.kind == "battlefield"]
    target = reading.place(role="to")
    if len(fields) != 1 or fields[0].mods or fields[0].owner or target is None or target.mods:
        return None
    if len(reading.places) > 2 or (target is not fields[0] and target.kind != "base"):
        return None
    there = target is fields[0]
    if there != (reading.kind == "must") or (
        target.kind == "base" and target.owner not in (None, "me")
    ):
        return None
    if reading.mentions("gear") == reading.mentions("unit") or reading.mentions("spell"):
        return None
    card_type = "gear" if reading.mentions("gear") else "unit"
    b = Builder(reading)
    b.uses("act:play", "act:hide", "obj:unit", "obj:gear", "obj:card", "unit:played", "kw:hidden")
    hidden_at = b.battlefield(fields[0])
    b.situation.battlefield(hidden_at, controller=YOU)
    b.situation.facedown.append({"name": "your hidden card", "at": hidden_at, "type": card_type})
    b.stated.append("it was hidden on an earlier turn")
    where = "your base" if there else b.place(target)
    play = {"card": "your hidden card", "to": where, "by": YOU}
    return b.candidate("play", {"play": play}, invert=there)


# The card said to be facedown ("my facedown card", "a card from facedown"), the words
# right before a card's noun or after "from".
FACEDOWN_WORDS = frozenset({"facedown"})
CARD_NOUNS = frozenset({"card", "unit", "gear", "spell", "permanent"})


def read_play_facedown_on_their_turn(reading: Reading) -> Candidate | None:
    """ "Can I play my facedown card on my opponent's turn?", "Can I play a card from
    facedown during my opponent's turn?": your card facedown at a battlefield you control,
    played there on your opponent's turn. It was hidden on one of your turns (a hide is
    done on your turn), so an earlier one: it has gained Reaction (811.1.b), and whether it
    can be played then turns on the chain and priority, judged both ways when not said. A
    "hidden card" (facedown, or one with Hidden in hand) is not read here."""
    if reading.kind not in ("can", "may") or not reading.has("play"):
        return None
    if "opponent_turn" not in reading.timing or reading.timing & {"turn_played"}:
        return None
    if set(reading.actions) - {"play", "hide"} or reading.mods or reading.hidden_card:
        return None
    if reading.says_any("mode", "negation", "said_not", "without") or reading.keywords:
        return None
    if any(card.type != "Battlefield" for card in reading.cards):
        return None  # a battlefield named by its name ("battlefield 1") is a place
    if set(reading.who) - {"me", "opponent"} or reading.unit_owner not in (None, "me"):
        return None
    if len(reading.places) > 1 or _other_turn_said(reading):
        return None
    if not _your_battlefield_or_none(reading):
        return None
    if not _said_facedown(reading):
        return None
    card_type = _permanent_said(reading)
    if card_type is None:
        return None
    b = Builder(reading)
    b.uses("act:play", "act:hide", "obj:card", "obj:unit", "obj:gear", "obj:permanent")
    b.uses("place:battlefield", "pmod:controlled", "owner:me", "who:opponent")
    b.timing()
    where = b.battlefield(reading.places[0] if reading.places else None)
    b.situation.battlefield(where, controller=YOU)
    b.situation.facedown.append({"name": "your hidden card", "at": where, "type": card_type})
    b.stated.append("it was hidden on one of your earlier turns (a card is hidden on your turn)")
    if not reading.mentions("unit", "gear"):
        b.stated.append("your hidden card is a unit")
    if chain_open(b):
        b.assume(NEUTRAL_OPEN, HOLDING, chain_not_empty)
    play = {"card": "your hidden card", "to": where, "by": YOU}
    return b.candidate("play_facedown_on_their_turn", {"play": play})


def _said_facedown(reading: Reading) -> bool:
    """The card played is said to be facedown: "from facedown", "my facedown card"."""
    words = reading.tagged.words[: reading.main_end]
    for i, word in enumerate(words):
        if word not in FACEDOWN_WORDS:
            continue
        if (i and words[i - 1] == "from") or words[i + 1 : i + 2] in [[n] for n in CARD_NOUNS]:
            return True
    return False


def _other_turn_said(reading: Reading) -> bool:
    """A word that puts the hide on a turn the question names ("last turn", "next turn"):
    not read here."""
    return bool(OTHER_TURN & set(reading.tagged.words))


READERS = (
    read_play_facedown_on_their_turn,
    read_play,
    read_hide,
    read_hide_from_trash,
    read_play_hidden_this_turn,
    read_play_where_hidden,
    read_recall,
)
