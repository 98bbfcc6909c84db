"""The scenario loader: defaults, names, places, and errors that point at file, line and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.actions import Cleanup
from judge.engine.questions import Explain, Move, Outcomes, Play, Query
from judge.engine.scenario import load_document, load_file
from judge.engine.state import BASE, BATTLEFIELD, Place
from judge.errors import DataError


def test_a_one_line_question_gets_the_default_situation() -> None:
    scenario = load_document({"question": {"is_move": "recall"}})
    situation = scenario.situation
    assert (situation.mode, situation.players, situation.turn, situation.phase) == (
        "1v1",
        ("you", "opponent"),
        "you",
        "main",
    )
    assert situation.chain_empty and not situation.in_showdown
    assert [field.name for field in situation.battlefields] == ["battlefield 1", "battlefield 2"]
    assert scenario.question == Query("is_move", "recall")
    assert scenario.expect is None


@pytest.mark.parametrize(
    ("mode", "players", "teams", "fields"),
    [
        (
            "2v2",
            ("you", "opponent", "ally", "opponent 2"),
            (("you", "ally"), ("opponent", "opponent 2")),
            3,
        ),
        ("ffa3", ("you", "opponent", "opponent 2"), (), 3),
        ("ffa4", ("you", "opponent", "opponent 2", "opponent 3"), (), 3),
    ],
    ids=["2v2", "ffa3", "ffa4"],
)
def test_modes_have_default_players_teams_and_battlefields(
    mode: str, players: tuple[str, ...], teams: tuple[tuple[str, ...], ...], fields: int
) -> None:
    situation = load_document(
        {"situation": {"mode": mode}, "question": {"is_move": "recall"}}
    ).situation
    assert (situation.players, situation.teams, len(situation.battlefields)) == (
        players,
        teams,
        fields,
    )


def test_units_default_to_their_controllers_base_and_names_match_case_insensitively() -> None:
    scenario = load_document(
        {
            "situation": {"units": [{"name": "Sett", "controller": "Opponent"}, {"name": "Jax"}]},
            "question": {"standard_move": {"units": ["sett"], "to": "BASE"}},
        }
    )
    sett = scenario.situation.unit("Sett")
    assert sett is not None and sett.at == Place(BASE, "opponent")
    assert isinstance(scenario.question, Move)
    assert scenario.question.units == ("Sett",)
    assert scenario.question.to == (Place(BASE, "opponent"),)
    assert scenario.question.actor == "opponent"


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("base", Place(BASE, "you")),
        ("your base", Place(BASE, "you")),
        ("my base", Place(BASE, "you")),
        ("opponent's base", Place(BASE, "opponent")),
        ("Battlefield 2", Place(BATTLEFIELD, "battlefield 2")),
    ],
    ids=["base", "your-base", "my-base", "opponents-base", "battlefield"],
)
def test_places(text: str, place: Place) -> None:
    question = load_document({"question": {"play": {"card": "Recruit", "to": text}}}).question
    assert isinstance(question, Play)
    assert question.to == place


def test_queries_topics_and_event_questions() -> None:
    assert load_document({"question": {"explain": "recalls"}}).question == Explain("recalls")
    scenario = load_document({"question": {"next_cleanup": {"event": "loses control"}}})
    assert scenario.question == Outcomes(event="loses control")
    assert scenario.actions == (Cleanup(),)


def test_after_combat_needs_a_battlefield() -> None:
    with pytest.raises(DataError, match="combat_resolution needs a battlefield"):
        load_document({"question": {"after_combat": {}}})


BAD = [
    (
        "keyword-typo",
        "situation:\n  units:\n    - name: Yasuo\n      keywords: [Ganknig]\n"
        "question:\n  standard_move: {units: [Yasuo], to: battlefield 1}\n",
        "4: situation > units > 0 > keywords > 0: 'Ganknig' is not one of Ganking, Accelerate, "
        "Ambush, Hidden, Deploy, Action, Reaction, Deflect, Quick-Draw (did you mean 'Ganking'?)",
    ),
    (
        "unknown-unit",
        "situation:\n  units:\n    - name: Yasuo\nquestion:\n  standard_move:\n    units: [Yasou]\n"
        "    to: battlefield 1\n",
        "6: question > standard_move > units > 0: no unit named 'Yasou' (did you mean 'Yasuo'?)",
    ),
    (
        "unknown-key",
        "situation:\n  unitz: []\nquestion: {is_move: recall}\n",
        "2: situation > unitz: unknown key 'unitz' (did you mean 'units'?)",
    ),
    (
        "unknown-place",
        "question:\n  play: {card: Recruit, to: battlefeild 1}\n",
        "2: question > play > to: no place named 'battlefeild 1' (did you mean 'battlefield 1'?)",
    ),
    (
        "unknown-topic",
        "question: {explain: standard_moves}\n",
        "1: question > explain: no topic named 'standard_moves' (did you mean 'standard_move'?)",
    ),
    (
        "two-questions",
        "question:\n  is_move: recall\n  is_location: base\n",
        "2: question: expected exactly one key, got is_move, is_location",
    ),
    (
        "unquoted-verdict",
        "question: {is_move: recall}\nexpect: {verdict: no}\n",
        "2: expect > verdict: expected string, got boolean",
    ),
    ("no-question", "title: nothing asked\n", "1: document: missing required key 'question'"),
    (
        "player-count",
        "situation:\n  mode: ffa3\n  players: [you, opponent]\nquestion: {is_move: recall}\n",
        "3: situation > players: ffa3 needs 3 players, got 2",
    ),
    (
        "twin-units",
        "situation:\n  units:\n    - name: Jax\n    - name: jax\nquestion: {is_move: recall}\n",
        "4: situation > units > 1: two units named 'jax'",
    ),
    (
        "teams-outside-2v2",
        "situation:\n  teams: [[you, opponent]]\nquestion: {is_move: recall}\n",
        "2: situation > teams: 1v1 has no teams; only 2v2 does",
    ),
    (
        "empty-move",
        "question:\n  standard_move: {units: [], to: base}\n",
        "2: question > standard_move > units: expected at least 1 item",
    ),
    (  # split damage divided as more than there is: never judged (it could answer yes)
        "split-division-over",
        "format: 2\nsituation:\n  units: [{name: A}, {name: B}, {name: C}]\nquestion:\n"
        "  split_division: {damage: 3, division: {A: 3, B: 3, C: 3}}\n",
        "5: question > split_division > division: a division shares out all 3 damage",
    ),
    (  # two targets would cease with 1 damage each kept: still 6 of 3 damage
        "split-division-over-with-targets-ceasing",
        "format: 2\nsituation:\n  units: [{name: A}, {name: B}, {name: C}, {name: D}, {name: E}]\n"
        "question:\n  split_division: {damage: 3, division: {A: 2, B: 2, C: 2, D: 0, E: 0}}\n",
        "5: question > split_division > division: a division shares out all 3 damage",
    ),
    (
        "split-division-under",
        "format: 2\nsituation:\n  units: [{name: A}, {name: B}]\nquestion:\n"
        "  split_division: {damage: 3, division: {A: 1, B: 1}}\n",
        "5: question > split_division > division: a division shares out all 3 damage",
    ),
    (
        "unknown-player",
        "situation:\n  turn: opponnent\nquestion: {is_move: recall}\n",
        "2: situation > turn: no player named 'opponnent' (did you mean 'opponent'?)",
    ),
]


@pytest.mark.parametrize(("text", "message"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_a_bad_file_names_the_line_the_field_and_the_nearest_name(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(DataError) as caught:
        load_file(path, topics=["standard_move", "recalls"])
    assert str(caught.value) == f"{path}:{message}"
    assert caught.value.exit_code == 3


def test_invalid_yaml_and_duplicate_keys_are_data_errors(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("question: [\n")
    with pytest.raises(DataError, match=r"broken.yaml:2: invalid YAML"):
        load_file(broken)
    twice = tmp_path / "twice.yaml"
    twice.write_text("question: {is_move: recall}\nquestion: {is_move: recall}\n")
    with pytest.raises(DataError, match="duplicate key 'question'"):
        load_file(twice)


def test_a_document_that_is_not_a_mapping() -> None:
    with pytest.raises(DataError, match="a scenario must be a mapping"):
        load_document(["question"])
