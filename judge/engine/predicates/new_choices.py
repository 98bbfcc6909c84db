"""Making new choices (750-755 in v1.4; v1.3 has no such section): an effect that lets a
player make new choices for a finalized chain item ("Gain control of a spell. You may make
new choices for it."). Which of its choices may be remade, and which new targets may be
chosen: something it did not choose before, a valid choice for its text seen from the player
making them, and only when such a choice exists.

A new target is asked as a ``valid_target`` question whose ``previously`` names what the
chain item had chosen; its validity is the targets rules' (``targets.valid_choice``).
"""

from __future__ import annotations

from judge.engine import costing
from judge.engine.predicates import SKIP, Check, failed, held, predicate
from judge.engine.predicates.board import asks, listing, possessive
from judge.engine.predicates.targets import valid_choice
from judge.engine.questions import Query, Question, Targeting
from judge.engine.state import GameState
from judge.records import replace

# The choices made as a chain item is finalized that new choices may remake, and those
# they may not, in the words of an answer.
REMADE = {
    "target": "its targets",
    "mode": "its modes",
    "destination": "its move destinations",
    "location": "the location a unit is played to",
}
KEPT = {
    "as_played": 'a choice made "as you play this" or "as I am played"',
    "optional_cost": "whether an optional additional cost was paid",
}


def _new_target(question: Question) -> Targeting | None:
    """A valid-target question asked as new choices for a finalized chain item."""
    if isinstance(question, Targeting) and question.kind == "valid_target":
        return question if question.previously else None
    return None


def _choice(question: Question) -> str:
    """The choice a ``new_choices`` query asks about, or ""."""
    if isinstance(question, Query) and question.kind == "new_choices":
        return question.subject
    return ""


@predicate
def new_choices_remade_choices(situation: GameState, question: Question) -> Check:
    """New choices for a finalized chain item remake the choices made as it was finalized:
    locations to be played to, modes, destinations and targets."""
    choice = _choice(question)
    if choice in REMADE:
        return held(f"New choices may remake {REMADE[choice]}.")
    if choice in KEPT:
        return failed(
            f"{KEPT[choice].capitalize()} is excluded from the choices new choices remake."
        )
    return SKIP


@predicate
def new_choices_kept_choices(situation: GameState, question: Question) -> Check:
    """New choices never remake a choice made "as you play this" or "as I am played", nor
    one made for an optional additional cost."""
    choice = _choice(question)
    if choice in KEPT:
        return held(f"New choices never remake {KEPT[choice]}.")
    if choice in REMADE:
        return failed(f"{REMADE[choice].capitalize()} are not such a choice.")
    return SKIP


@predicate
def new_choices_previously_chosen(situation: GameState, question: Question) -> Check:
    """Making new choices means choosing objects or players the chain item was not choosing
    before: choosing again only what it had chosen is no new choice."""
    asked = _new_target(question)
    if asked is None or not asked.chosen:
        return SKIP
    new = [name for name in asked.chosen if name not in asked.previously]
    if new:
        return failed(f"{listing(new)} was not chosen by the chain item before.", tuple(new))
    return held(
        f"{listing(list(asked.chosen))} {'is' if len(asked.chosen) == 1 else 'are'} "
        "what the chain item already chose: that is no new choice.",
        asked.chosen,
    )


def _legal_choices(situation: GameState, asked: Targeting) -> tuple[list[str], bool]:
    """The units, not chosen by the chain item before, that are legal new choices for it,
    and whether the situation settles every other unit's validity."""
    candidates = [unit.name for unit in situation.units if unit.name not in asked.previously]
    found = [valid_choice(situation, replace(asked, chosen=(name,))) for name in candidates]
    legal = [name for name, valid in zip(candidates, found, strict=True) if valid]
    return legal, None not in found


def _new_choice_valid(situation: GameState, asked: Targeting) -> bool | None:
    """Whether the new choice asked is legal (None: not settled, or no new object chosen)."""
    if not any(name not in asked.previously for name in asked.chosen):
        return None
    return valid_choice(situation, asked)


@predicate
def new_choices_subset(situation: GameState, question: Question) -> Check:
    """A player making new choices may remake any of the chain item's choices, so long as
    that doesn't lead to an illegal state: a legal new target may be chosen."""
    asked = _new_target(question)
    if asked is None:
        return SKIP
    if not asked.chosen:
        legal, settled = _legal_choices(situation, asked)
        if legal:
            return held(f"{listing(legal)} could be chosen instead: new choices may be made.")
        return failed(f"No legal new choice for {asked.by}.") if settled else SKIP
    valid = _new_choice_valid(situation, asked)
    if valid is None:
        return SKIP
    chosen = listing(list(asked.chosen))
    if valid:
        return held(
            f"{chosen} is a legal choice for {possessive(asked.by)} new choices.", asked.chosen
        )
    return failed(f"{chosen} is not a legal choice for {asked.by}.", asked.chosen)


@predicate
def new_choices_illegal(situation: GameState, question: Question) -> Check:
    """A player may not make new choices that would be illegal, even when there are no other
    options: a new target must be a valid choice for the text, seen from that player."""
    asked = _new_target(question)
    if asked is None or not asked.chosen:
        return SKIP
    valid = _new_choice_valid(situation, asked)
    if valid is None:
        return SKIP
    chosen = listing(list(asked.chosen))
    if valid:
        return failed(f"{chosen} is a legal choice for {asked.by}.", asked.chosen)
    return held(
        f"{chosen} is not a legal choice for {possessive(asked.by)} new choices, and new choices "
        "can't be illegal even with no other option.",
        asked.chosen,
    )


@predicate
def new_choices_no_legal_choice(situation: GameState, question: Question) -> Check:
    """A player may not choose to make new choices for a spell or ability when there is no
    legal new choice they could make."""
    asked = _new_target(question)
    if asked is None or asked.chosen:
        return SKIP
    legal, settled = _legal_choices(situation, asked)
    if legal:
        return failed(f"{listing(legal)} could be chosen instead.")
    if not settled:
        return SKIP  # a unit whose validity the situation does not settle
    return held(
        f"No unit the chain item did not already choose is a legal choice for {asked.by}, "
        "so no new choices may be made."
    )


@predicate
def new_choices_costs_ignored(situation: GameState, question: Question) -> Check:
    """Costs to play a spell or ability that new choices incur are ignored: it is already
    played and its costs paid, so a legal new target whose Deflect would make it cost more
    adds nothing to pay."""
    asked = _new_target(question)
    if asked is None or not _new_choice_valid(situation, asked):
        return SKIP  # no new target, or one that can't be chosen anyway
    new = [situation.unit(name) for name in asked.chosen if name not in asked.previously]
    raising = [
        unit
        for unit in new
        if unit is not None and unit.deflect and costing.deflects(situation, unit, asked.by)
    ]
    if not raising:
        return SKIP  # the new choices incur no cost to play
    names = listing([unit.name for unit in raising])
    power = sum(sum(unit.deflect) for unit in raising)
    item = asked.card or "the chain item"
    return held(
        f"{names}'s Deflect would make a spell or ability of {asked.by} that chooses it cost "
        f"{power} Power more, but {item} is already played and its costs paid: a cost "
        "to play that new choices incur is ignored, so there is nothing to pay.",
        tuple(unit.name for unit in raising),
        notable=True,
    )


# --- Choices made as a card is played stay made (355.15) ----------------------------------


@predicate
def choices_fixed_after_play(situation: GameState, question: Question) -> Check:
    """The choices made as a card is played, its targets among them, can't be changed after
    that step (v1.3, which has no making of new choices)."""
    if asks(question, "choices_changed", "unprompted"):
        return held("The choices made as the card was played can't be changed after that step.")
    return SKIP


@predicate
def choices_fixed_unless_instructed(situation: GameState, question: Question) -> Check:
    """The choices made as a card is played can't be changed after that step unless a spell
    or ability instructs a player to make new choices."""
    if asks(question, "choices_changed", "unprompted"):
        return held(
            "Nothing instructs a player to make new choices, so the choices made as the card "
            "was played can't be changed."
        )
    if asks(question, "choices_changed", "instructed"):
        return failed(
            "A spell or ability instructs a player to make new choices, the exception to "
            "choices staying as they were made."
        )
    return SKIP


@predicate
def new_choices_instructed(situation: GameState, question: Question) -> Check:
    """A spell or ability that instructs a player to make new choices for a finalized chain
    item lets the choices made as it was played be changed."""
    if asks(question, "choices_changed", "instructed"):
        return held(
            "A spell or ability instructs the player to make new choices for the finalized "
            "chain item, so its choices can be changed."
        )
    if asks(question, "choices_changed", "unprompted"):
        return failed(
            "No spell or ability instructs a player to make new choices for it.", notable=True
        )
    return SKIP
