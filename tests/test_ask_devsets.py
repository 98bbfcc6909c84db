"""The two development sets through `judge ask`: no answer is ever wrong (a verdict other
than the case's, or none of its clauses cited), and the share answered right per topic
never falls below the floor recorded here. tests/data/ask-dev.yaml must be right on every
case (tests/test_ask_eval.py); the community set (97 questions about the whole game) is
mostly outside the model, where "unknown" is the honest answer."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from judge.ask.answer import ask

BENCH = Path(__file__).resolve().parents[1] / "bench" / "ask_dev.py"
_spec = importlib.util.spec_from_file_location("ask_dev", BENCH)
assert _spec is not None and _spec.loader is not None
ask_dev = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("ask_dev", ask_dev)
_spec.loader.exec_module(ask_dev)

RIGHT_FLOOR = {
    "ask-dev.yaml": {"(no topic)": 27},
    "ask-community-dev.yaml": {  # s35: each floor raised to the count at the stop's end
        "card-specific": 5,  # s35: Switcheroo, Shady Spectacles, Endless Riches, Aurora, Nocturne
        "movement": 4,  # resolving: a move trigger's "that battlefield" (359.3.f.3)
        "play-location": 3,
        "chain-priority": 12,  # s24: a named card's trigger (Astral Heron), by its own parts
        "costs": 15,  # s21: Promising Future, Ezreal, Vex, Heedless Resurrection (their own text)
        # (s29: a named discount on a Repeat cost, Applied Researchers, its condition said)
        # (s24: a named card's cost within its trigger's instructions, Vayne)
        "targeting": 14,  # s23: a move's destination fixed by its source ("this battlefield")
        # (s29: Alpha Strike's target moved to base; how its split damage is divided)
        # (s24: Lacerate's [Flow] read as how it is played; Emperor's Dais's erratum symbols)
        "other": 8,  # resolving: a trigger whose source left the board (359.3.f)
        # (s25: a token a named spell banishes can't be played again, 186.1)
        "keywords": 17,  # abilities, Deathknell; Equip, Weaponmaster, Quick-Draw, Flow; Ambush
        # (s33: equipment detaching from a unit Temporal Breach banishes, 719.5)
        # (s22: Repeat's cost paid as it is played, its new choices)
        # (s21 chain: an opponent responding to a unit played with Ambush)
        "control-showdown-combat": 13,  # s21 Focus after an Ambush; s24 control lost "the moment"
        # (s32: an attack trigger in a second combat the same turn, Kha'Zix's own text)
        # (s25: who attacks after arrivals in turn; no win with a unit arriving before the result)
        "recall": 1,
    },
    "adversary-s22/questions.yaml": {"movement": 1, "modes": 1, "combat": 1, "keywords": 2},
    "adversary-s22/questions-v13.yaml": {},
    "adversary-s23/questions.yaml": {  # adversary 8, at arrival (17 right)
        "actions": 2,
        "costs": 1,
        # s27: 2 -> 1. A time word ("before", "after") is no longer skipped as filler (two
        # wrong verdicts came of skipping it); the answer that rested on skipping one is unknown
        "keywords": 1,
        "modes": 3,
        "movement": 5,
        "other": 1,
        "scoring": 1,
        "targeting": 2,
    },
    "adversary-s23/questions-v13.yaml": {  # 0 at arrival; 9 once a named version is read
        "chain": 1,
        "combat": 1,
        "costs": 2,
        "modes": 2,
        "movement": 2,
        "scoring": 1,
    },
    "adversary-s24/questions.yaml": {  # adversary 9: 15 right at arrival, 17 at the stop's end
        "cards": 2,
        "chain": 0,  # s27: 1 -> 0, as s23's keywords: a time word the reader skipped
        "costs": 1,
        "keywords": 3,
        "modes": 3,
        "movement": 6,  # s30: 4 -> 6
        "targeting": 1,
        "triggers": 2,
    },
    "adversary-s24/questions-v13.yaml": {  # adversary 9: 5 right at arrival, 6 at the end
        "costs": 1,
        "keywords": 1,
        "modes": 1,
        "movement": 2,
        "scoring": 1,
    },
    "adversary-s32/questions.yaml": {  # adversary 10: 37 right at arrival (on main), 41 merged
        "2v2": 6,
        "chain": 6,
        "combat": 1,
        "costs": 5,
        "ffa": 1,
        "keywords": 8,
        "movement": 8,
        "playing": 4,
        "scoring": 1,
        "tokens": 1,
    },
    "adversary-s32/questions-v13.yaml": {  # adversary 10: 13 right at arrival, 14 merged
        "2v2": 3,
        "chain": 2,
        "combat": 1,
        "keywords": 5,
        "movement": 2,
        "playing": 1,
    },
    "adversary-s33/questions.yaml": {  # adversary 11: 7 right at arrival (+1 other clause)
        "chain": 2,
        "costs": 1,
        "multiplayer": 13,  # s36: a targets frame after "In 2v2," and a statement quoting
        "showdown": 2,
        "triggers": 1,
    },
    "adversary-s33/questions-v13.yaml": {"v13": 4},  # adversary 11: 4 right at arrival
    "ask-rewordings-s35-modes.yaml": {"multiplayer": 13},  # s35 modes: 1 right before its work
    "adversary-s35/questions.yaml": {  # adversary 12: 17 right at arrival (stop 35)
        "chain": 3,
        "combat": 3,
        "keywords": 7,
        "layers": 1,
        "multiplayer": 1,
        "replacement": 1,
        "triggers": 1,
    },
    "adversary-s35/questions-v13.yaml": {  # adversary 12: 9 right at arrival
        "chain": 1,
        "combat": 2,
        "costs": 2,
        "keywords": 2,
        "multiplayer": 2,
    },
    "adversary-s40/questions.yaml": {  # adversary 13: 15 right at arrival, 28 at s40's end
        "cards": 1,
        "chain": 1,
        "combat": 4,  # s40: stunned units' Might, damage order, outcomes (s40-combat)
        "costs": 2,  # s40: ignoring costs, discounts below 0 (s40-cost)
        "keywords": 1,
        "movement": 2,
        "multiplayer": 7,  # s40: three-player combat, XP, invitations (s40-team)
        "replacement": 2,  # s40: a replaced death, burning out (s40-combat, s40b-rest)
        "scoring": 2,  # s42: 1 -> 2 (the s42 reader round)
        "showdown": 2,  # s40: the showdown that opened instead cited (316.8.b.1)
        "targeting": 1,
        "triggers": 2,
        "turn": 1,
        "zones": 1,
    },
    "adversary-s40/questions-v13.yaml": {  # adversary 13: 10 right at arrival, 13 at the end
        "cards": 2,
        "chain": 1,
        "combat": 2,
        "keywords": 2,
        "movement": 1,
        "multiplayer": 2,
        "scoring": 3,
        "showdown": 1,  # s42: 0 -> 1 (the s42 reader round)
    },
    "adversary-s43/questions.yaml": {  # adversary 14: 17 right at arrival and at stop 43's end
        "chain": 2,
        "costs": 1,
        "keywords": 4,
        "movement": 1,
        "multiplayer": 2,
        "showdown": 1,
        "targeting": 1,
        "triggers": 3,
        "zones": 2,
    },
    "adversary-s43/questions-v13.yaml": {  # adversary 14: 6 right at arrival
        "costs": 1,
        "keywords": 1,
        "multiplayer": 1,
        "scoring": 1,
        "targeting": 1,
        "zones": 1,
    },
    "adversary-s44/questions.yaml": {  # adversary 15: 15 right at arrival (stop 44's start)
        "costs": 1,
        "keywords": 1,
        "movement": 3,
        "multiplayer": 1,
        "replacement": 1,
        "scoring": 2,
        "showdown": 2,
        "targeting": 1,
        "triggers": 2,
        "turn": 1,
    },
    "adversary-s44/questions-v13.yaml": {  # adversary 15: 8 right at arrival (one key adjudicated)
        "cards": 1,
        "chain": 1,
        "multiplayer": 2,
        "replacement": 1,
        "showdown": 1,
        "targeting": 1,
        "zones": 1,
    },
    "ask-rewordings-s32-combat.yaml": {  # s32: players' wordings, 4 of 24 right before work
        "combat": 1,
        "keywords": 4,  # s32: 3 -> 4 (Assault's Might while the unit defends: no)
    },
    "ask-paraphrase.yaml": {  # s22: five rewordings of each of 40 questions
        "accel-repeat": 5,
        "add-respond": 4,
        "add-while-paying": 4,
        "ambush-base": 5,
        "ambush-respond": 5,
        "ambush-units": 5,
        "base-location": 5,
        "bf-target": 5,  # s36: the effect's text unquoted, "is X a target of ...", a mode said
        "chain-order": 4,
        "combat-move": 5,
        "current-location": 4,
        "deathknell-replaced": 4,
        "each-player": 5,  # s36: the effect's text unquoted, a mode said
        "empower-showdown": 5,
        "empowered-no-text": 3,
        "enters-move": 4,
        "equipment-dies": 4,  # s24: "too" carries no rules meaning
        "floor-discount": 3,
        "flow-countered": 4,
        "ganking": 5,
        "gear-ready": 5,
        "hidden-played": 4,
        "kill-all": 5,  # s36: the effect's text unquoted, a mode said
        "kill-target": 5,  # s36: "and never uses the word target", unquoted text, a mode said
        "lose-control": 3,
        "might-choice": 5,  # s36: "a 5 might unit", the passive, a statement quoting, unquoted
        "move-chain": 5,
        "other-base": 5,
        "play-onto-bf": 5,
        "react-unit": 4,
        "recall-move": 5,  # s29: 3 -> 5 (a statement's recall, "Did it move?")
        "recall-status": 3,
        "recall-stopped": 4,
        "several-at-once": 5,
        "spell-trigger": 5,
        "trigger-no-reaction": 5,
        "turn-played": 5,
        "two-players": 4,
        "you-may": 3,
        "zero-might": 5,
    },
    "ask-rewordings.yaml": {  # s24: rewordings of answered questions (34 of 42 before, 38 after)
        "ambush": 2,
        "base-location": 3,
        "chain-order": 1,
        "combat-move": 3,
        "enters-move": 2,
        "ganking": 3,
        "gear-ready": 3,
        "lose-control": 2,
        "move-chain": 2,
        "other-base": 2,
        "play-not-move": 0,
        "recall-move": 4,
        "recall-status": 2,
        "recall-stopped": 2,
        "several-at-once": 3,
        "turn-played": 4,
        "zero-might": 1,
    },
    "ask-rewordings-s25.yaml": {  # s25: players' wordings, 19 of 61 right before its work
        "chain": 2,
        "combat": 3,
        "control": 6,
        "costs": 7,  # s30: 6 -> 7 (Energy or Power said as what is paid)
        "keywords": 2,  # s30: 1 -> 2 (a unit with Temporary as a turn begins)
        "movement": 8,
        "scoring": 3,
        "targeting": 4,  # s36: targets frames after a mode, "is it legal to", none chosen
    },
    "ask-rewordings-s26.yaml": {  # s26: players' wordings, 12 of 60 right before its work
        "abilities": 3,
        "chain": 2,
        "combat": 1,
        "control": 2,
        "keywords": 2,
        "movement": 3,
        "scoring": 3,
        "targeting": 4,  # s36: targets frames after a mode, "is it legal to", none chosen
        "tokens": 3,
    },
    "ask-rewordings-s27.yaml": {  # s27: players' wordings, 14 of 60 right before its work
        "abilities": 2,
        "chain": 3,
        "control": 3,  # s28: 2 -> 3 ("become contested")
        "keywords": 2,
        "movement": 9,  # s29: 8 -> 9 ("move again after it already moved this turn")
        "scoring": 1,
        "targeting": 4,  # s36: targets frames after a mode, "is it legal to", none chosen
        "tokens": 2,
    },
    "ask-rewordings-s28.yaml": {  # s28: players' wordings, 17 of 62 right before its work
        "abilities": 2,  # s32: 1 -> 2 ("do I choose what order ...": "what" after a verb)
        "chain": 4,  # s29: 3 -> 4 (another player's spell played, read as on the chain)
        "combat": 2,
        "control": 4,  # s29: 3 -> 4 ("my opponent moves a unit": their own)
        "costs": 1,
        "keywords": 3,  # s30: 2 -> 3 ("it's attacking": the role said of the unit)
        "movement": 6,
        "targeting": 3,  # s36: targets frames after a mode, "is it legal to", none chosen
        "tokens": 2,
    },
    "ask-rewordings-s29.yaml": {  # s29: players' wordings, 19 of 61 right before its work
        "abilities": 1,
        # s29: 2 -> 3 (another player's spell played, read as on the chain); s33: 3 -> 4
        # ("... with Action when I have focus?", the chain unsaid: depends, as now expected)
        "chain": 4,
        "combat": 1,
        "control": 5,  # s29: 4 -> 5 ("my opponent moves a unit": their own)
        "keywords": 1,  # s29: 0 -> 1 (Deathknell, a unit "killed by a spell")
        "movement": 8,  # s29: 7 -> 8 ("... got recalled. Did it move?")
        "targeting": 3,  # s36: targets frames after a mode, "is it legal to", none chosen
        "tokens": 2,
        "turn": 5,  # s29: 1 -> 3 (the turn before yours in 2v2/FFA); s30: 3 -> 5 (Temporary)
    },
    "ask-rewordings-s30.yaml": {  # s30: players' wordings, 12 of 54 right (1 wrong) before
        "chain": 3,  # s30: 1 -> 2 ("does it wait on the chain ..."); s31: 3 ("I have focus")
        "combat": 5,  # s30: 1 -> 4 ("survived", "it's attacking", ...); s33: 5 (Assault said again)
        "costs": 3,  # s30: 2 -> 3 ("get back the energy I spent")
        "keywords": 3,  # s30: 2 -> 3 (Temporary as a turn begins)
        "movement": 1,
        "targeting": 2,  # s30: 1 -> 2 ("pay extra power")
        "triggers": 3,  # s31: 2 -> 3 (Vision "when the unit enters the board")
        "turn": 2,
    },
    "ask-rewordings-s31.yaml": {  # s31: players' wordings, 18 of 55 right before its work
        "cards": 6,  # s31: 1 -> 6 (a real card named: its printed keywords, its name)
        "chain": 2,
        "combat": 2,
        "costs": 1,
        "keywords": 2,
        "movement": 3,
        "targeting": 1,
        "triggers": 2,
        "turn": 4,
    },
    "ask-rewordings-s32-chain.yaml": {  # s32: players' wordings, 1 of 24 right (1 wrong) before
        "chain": 1,  # s32: 0 -> 1 (a pass with Focus, the chain not said: depends)
        "costs": 1,
    },
    "ask-rewordings-s33.yaml": {  # s33: players' wordings, 3 of 30 right before work, 5 after
        "chain": 1,
        "focus": 3,  # s33: 2 -> 3 ("my opponent holds focus": the holder, not scoring's Hold)
        "showdown": 1,  # s33: 0 -> 1 (the same)
    },
    "ask-rewordings-s33-zones.yaml": {  # s33 zones: players' wordings, 0 of 20 right before work
        "attachments": 2,  # s33: 0 -> 2 ("a piece of equipment" is gear; banished, it detaches)
        "enter-vs-move": 1,  # s33: 0 -> 1 (played from a hand: where from does not matter)
        "leaves-board": 2,  # s33: 0 -> 2 (what a unit banished or killed no longer carries)
        "play-from-zone": 3,  # s33: 0 -> 3 ("if no card lets me" is the default; any mode)
    },
}
"""Questions answered right per set and topic, at least (raise it when more are answered)."""

CASES = [
    pytest.param(name, case, id=f"{name.split('.')[0]}:{case.topic}:{case.question[:50]}")
    for name in ask_dev.SETS
    for case in ask_dev.cases(ask_dev.DATA / name)
]


def test_the_community_set_is_all_there() -> None:
    assert len(ask_dev.cases(ask_dev.DATA / "ask-community-dev.yaml")) == 97


@pytest.mark.parametrize(("name", "case"), CASES)
def test_never_wrong(name: str, case: ask_dev.Case) -> None:
    answer = ask(case.question, case.version)
    cited = [c["rule"] for c in answer.citations]
    result = ask_dev.outcome(case, answer.verdict, cited)
    assert result != "wrong", (
        f"{answer.verdict} (expected {case.verdict}, one of {case.cite_any}); cited {cited}; "
        f"understood as: {answer.understood}"
    )


@pytest.mark.parametrize("name", ask_dev.SETS)
def test_right_share_per_topic_holds_its_floor(name: str, capsys: pytest.CaptureFixture) -> None:
    tally = ask_dev.score(ask_dev.DATA / name)
    with capsys.disabled():
        print("\n" + ask_dev.table(name, tally))
    assert sum(c["wrong"] for c in tally.values()) == 0
    for topic, floor in RIGHT_FLOOR[name].items():
        assert tally[topic]["right"] >= floor, topic
