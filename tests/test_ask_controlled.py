"""The controlled English of `judge ask` (judge/ask/controlled.lark, docs/ask.md): every
scenario said in it reads back to the same document and the same verdict; every key of the
scenario schema can be said; documents generated from the schema round-trip; a text with an
error is answered "unknown" naming the column and what was expected."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.ask.answer import ask
from judge.ask.controlled import ControlledError, is_controlled, keywords, parse, parser
from judge.ask.controlled_build import METADATA, minimal
from judge.ask.controlled_words import ENTITY_KEYS, RESERVED
from judge.ask.describe import SAID, Unsayable, describe, say
from judge.engine.checking import scenario_files
from judge.engine.judging import judge_document, judge_scenario
from judge.engine.scenario import load_document, load_file

REPO = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((REPO / "judge/engine/schema/scenario.schema.json").read_text())
FILES = list(scenario_files([REPO / "scenarios"]))

# What the controlled English does not say, and why. The test below fails on any other key
# of the schema it cannot say, so a key added to the format shows up here first.
NOT_SAID = {
    ("scenario", "title"): "the question in plain words: the controlled text is the question",
    ("scenario", "source"): "where the case comes from; nothing the engine reads",
    ("scenario", "rules_version"): "`judge ask --rules-version` chooses the version",
    ("scenario", "expect"): "what a scenario file expects; a question expects nothing",
}


def _said(scenario: dict[str, Any]) -> str:
    try:
        return say(scenario)
    except Unsayable as error:
        pytest.fail(f"the controlled English cannot say it: {error}")


@pytest.mark.parametrize(("path", "name"), FILES, ids=[name for _, name in FILES])
def test_every_scenario_round_trips(path: Path, name: str) -> None:
    from judge import yamlfile

    document = yamlfile.parse(path.read_text(encoding="utf-8"), path=str(path))
    text = _said(document)
    assert is_controlled(text)
    back = parse(text)
    assert minimal(back) == minimal(document), text
    original = load_file(path, name=name)
    reread = load_document(back)
    assert (reread.situation, reread.actions, reread.question) == (
        original.situation,
        original.actions,
        original.question,
    )
    verdict = judge_scenario(original)
    again = judge_document(back, original.rules_version)
    assert (again.verdict, again.answer) == (verdict.verdict, verdict.answer)
    assert [c.rule for c in again.citations] == [c.rule for c in verdict.citations]


def _objects(schema: dict[str, Any]) -> dict[str, set[str]]:
    """Every object of the schema that has named properties: its name and its keys."""
    objects = {"scenario": set(schema["properties"])}
    for name, node in schema["$defs"].items():
        if name == "expect":  # not said as a whole (NOT_SAID)
            continue
        if node.get("type") == "object" and node.get("properties"):
            objects[name] = set(node["properties"])
    return objects


def test_every_key_of_the_schema_is_said_or_listed_as_not_said() -> None:
    unsaid = []
    for obj, keys in _objects(SCHEMA).items():
        said = set(SAID.get(obj, ()))
        for key in sorted(keys - said):
            if (obj, key) not in NOT_SAID:
                unsaid.append(f"{obj} > {key}")
        assert said <= keys, f"{obj}: said keys the schema does not have: {said - keys}"
    assert not unsaid, "keys of the scenario format the controlled English cannot say: " + (
        ", ".join(unsaid)
    )
    assert len(NOT_SAID) == 4
    assert set(METADATA) == {key for _, key in NOT_SAID}
    for kind, keys in ENTITY_KEYS.items():
        assert set(keys) == set(SCHEMA["$defs"][kind]["properties"]), kind


def test_the_reserved_words_are_those_the_parser_can_take_where_a_name_stands() -> None:
    """A bare name is read word by word; a word the parser could take as a keyword where
    the name stands ends it, so `describe` quotes a name that holds one."""
    table = parser().parser.parser.parser.parse_table  # lark's LALR table
    words = {terminal: text for text, terminal in keywords().items()}
    where_names_stand = set()
    for actions in table.states.values():
        if "WORD" in actions:
            where_names_stand |= {words[t] for t in actions if t in words and words[t].isalpha()}
            assert "NUMBER" not in actions, "a number and a name can stand at the same place"
        if "FREE_WORD" in actions:
            assert not {t for t in actions if t in words and words[t].isalpha()}
    assert where_names_stand == RESERVED


# ---- documents generated from the schema ----------------------------------------------------

WORDS = ["Jax", "battlefield", "1", "your", "unit", "opponent's", "Vilemaw's", "Lair", "Test"]
WORDS += [*sorted(RESERVED), "gear", "units", "hidden", "not", "can't", "é", "x-1"]
NAME = st.one_of(
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=3).map(" ".join),
    st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=6),
)
# Shapes no game has, that the generator leaves out (the loader refuses each): an empty
# list of players or of teams, an empty team, a move to an empty mapping of destinations.
NON_EMPTY = {"players", "teams", "team", "to"}


def _strategy(node: dict[str, Any], name: str = "", depth: int = 0) -> st.SearchStrategy[Any]:
    if "$ref" in node:
        ref = node["$ref"].rsplit("/", 1)[1]
        return st.deferred(lambda: _strategy(SCHEMA["$defs"][ref], name or ref, depth + 1))
    if "enum" in node:
        return st.sampled_from(node["enum"])
    kind = node.get("type")
    if isinstance(kind, list):
        return st.one_of(*(_strategy({**node, "type": k}, name, depth) for k in kind))
    if kind == "null":
        return st.none()
    if kind == "boolean":
        return st.booleans()
    if kind == "integer":
        return st.integers(min_value=node.get("minimum", -3), max_value=12)
    if kind == "string":
        return NAME if node.get("minLength") or name == "name" else st.one_of(NAME, st.just(""))
    if kind == "array":
        low = max(node.get("minItems", 0), 1 if name in NON_EMPTY else 0)
        item = "team" if name == "teams" else ""
        items = node["items"]
        return st.lists(_strategy(items, item, depth), min_size=low, max_size=2)
    if kind == "object":
        return _object(node, name, depth)
    if "additionalProperties" in node and kind is None:  # a destination: a place or a map
        return st.one_of(NAME, _object({**node, "type": "object"}, "destination", depth))
    raise AssertionError(f"the generator does not know {node}")


def _object(node: dict[str, Any], name: str, depth: int) -> st.SearchStrategy[Any]:
    properties = node.get("properties", {})
    extra = node.get("additionalProperties")
    if isinstance(extra, dict):
        low = 1 if name in NON_EMPTY else 0
        return st.dictionaries(NAME, _strategy(extra, depth=depth), min_size=low, max_size=2)
    if node.get("maxProperties") == 1:
        return st.one_of(
            *(_strategy(v, k, depth).map(lambda x, k=k: {k: x}) for k, v in properties.items())
        )
    required = set(node.get("required", ()))
    fields = {k: _strategy(v, k, depth) for k, v in properties.items()}
    if node.get("minProperties") and not required:  # at least one key: each in turn required
        return st.one_of(*(_object({**node, "required": [k]}, name, depth) for k in fields))
    return st.fixed_dictionaries(
        {k: s for k, s in fields.items() if k in required},
        optional={k: s for k, s in fields.items() if k not in required},
    )


def _asked_alone(document: dict[str, Any]) -> dict[str, Any]:
    """Leaves [Empowered] out of a dependent question that also names a Level or Legion,
    which the loader refuses (an Empowered ability is asked about alone). A map, not a
    filter: a rejected draw makes hypothesis describe the whole strategy, a repr so large
    that it warns, and warnings are errors here."""
    dependent = (document.get("question") or {}).get("dependent") or {}
    other = dependent.get("level") is not None or dependent.get("legion")
    if not (dependent.get("empowered") and other):
        return document
    alone = {k: v for k, v in dependent.items() if k != "empowered"}
    return {**document, "question": {**document["question"], "dependent": alone}}


def _text_or_card(document: dict[str, Any]) -> dict[str, Any]:
    """Gives a targeting or ability-kind question that names neither its text nor its card
    (which the loader refuses) a text, and an ability-kind question that names both (also
    refused) only its card. A map, not a filter, as above."""
    question = document.get("question") or {}
    asked = ("is_target", "valid_target", "executes", "ability_kind")
    kinds = [k for k in asked if k in question]
    if not kinds:
        return document
    said = dict(question[kinds[0]])
    if not {"text", "card"} & said.keys():
        said["text"] = "Kill a unit."
    elif kinds[0] == "ability_kind" and {"text", "card"} <= said.keys():
        del said["text"]
    return {**document, "question": {**question, kinds[0]: said}}


SCENARIOS = _object(SCHEMA, "scenario", 0).map(lambda doc: {**doc, "format": 2})
SCENARIOS = SCENARIOS.map(_asked_alone).map(_text_or_card)


# A generated document can be large enough that Hypothesis warns as it writes the case's
# repr (a cost of reporting, not a failure of the round trip); warnings are errors here.
@pytest.mark.filterwarnings(
    "ignore:Generating overly large repr:hypothesis.errors.HypothesisWarning"
)
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SCENARIOS)
def test_generated_documents_round_trip(document: dict[str, Any]) -> None:
    text = say(document)
    assert minimal(parse(text)) == minimal(document), text
    assert describe(document) == text


# ---- asking in controlled English -----------------------------------------------------------


def test_a_restatement_asked_again_gets_the_same_answer() -> None:
    first = ask("Can a unit move the turn it's played?")
    again = ask(first.understood)
    assert again.reading == "controlled"
    assert (again.verdict, again.citations) == (first.verdict, first.citations)
    assert again.understood == first.understood


def test_a_corrected_restatement_is_judged_as_corrected() -> None:
    text = ask("Can a unit move the turn it's played?").understood
    corrected = ask(text.replace("played this turn", "played this turn, accelerated"))
    assert corrected.reading == "controlled"
    assert corrected.verdict == "yes"


def test_understood_as_and_remarks_are_taken_off() -> None:
    text = (
        "Understood as: a 1v1 game: is a recall a move? "
        "(the question asked the opposite, so the answer is turned round)"
    )
    assert parse(text) == {"format": 2, "question": {"is_move": "recall"}}


@pytest.mark.parametrize(
    ("text", "column", "says"),
    [
        ("a 1v1 game; units: Jax (exhasted): is Jax recalled?", 25, '"exhausted"'),
        ("a 1v1 game: can Jax make a standard move?", 41, 'one of ":", "to"'),
        ("a 1v1 game; units: Jax (exhausted, ready): is Jax recalled?", 36, "said twice"),
        ('a 1v1 game; battlefields: B (text "units cannot move"): what happens?', 42, '"can"'),
        ("a 1v1 game; it is Jax main phase: what happens?", 19, "whose turn"),
        ("a 1v1 game; gear: Sword (at its base): what happens?", 26, "only a unit"),
        ("a 1v1 game; units: Jax (stunned", 32, "the text ends"),
        ("a 1v1 game: is a recall a move? {", 33, "not part of"),
        ('a 1v1 game; units: "Jax (at its base): what happens?', 20, "not closed"),
        ("a 1v1 game; no points; points: 3 for you: is a recall a move?", 24, "twice"),
        ("a 1v1 game; gear: G (stunned): is a recall a move?", 22, "a gear cannot say"),
    ],
)
def test_an_error_names_the_column_and_what_was_expected(text: str, column: int, says: str) -> None:
    with pytest.raises(ControlledError) as caught:
        parse(text)
    assert caught.value.column == column
    assert says in caught.value.message


def test_an_error_is_answered_unknown_without_a_traceback() -> None:
    answer = ask("a 1v1 game; units: Jax (exhasted): is Jax recalled?")
    assert answer.verdict == "unknown"
    assert "column 25" in answer.answer and "expected one of" in answer.answer


def test_a_situation_the_loader_refuses_is_answered_unknown() -> None:
    answer = ask("a 1v1 game: can Jax make a standard move to battlefield 1?")
    assert answer.verdict == "unknown"
    assert "no unit named 'Jax'" in answer.answer


def test_a_key_the_language_cannot_say_is_left_out_and_read_back_as_an_error() -> None:
    doc = {
        "situation": {"units": [{"name": "Jax", "cost": 3}], "weather": {"rain": 1}},
        "question": {"is_move": "recall"},
    }
    with pytest.raises(Unsayable, match="situation > weather"):
        say(doc)
    text = describe(doc)
    assert text.endswith("(not said: situation > weather; situation > units > 0 > cost)")
    assert text.startswith("a 1v1 game; units: Jax (at its base): is a recall a move?")
    with pytest.raises(ControlledError, match="leaves out situation > weather; situation"):
        parse(text)
    unknown = describe({"question": {"is_teleport": "recall"}})
    assert unknown.endswith("cannot say (not said: question > is_teleport)")


def test_free_questions_are_not_taken_for_controlled_english() -> None:
    assert not is_controlled("Can a unit move the turn it's played?")
    assert not is_controlled("In a 1v1 game, can I move a unit?")
    assert is_controlled("A 2v2 game; it is your main phase: what happens?")


def test_the_parser_table_beside_the_grammar_is_built_from_it() -> None:
    """`python -m judge.ask.controlled` rebuilds it; a stale table is never used (the parser
    is then built from the grammar, slower), but the shipped one must be fresh."""
    import pickle

    from judge.ask.controlled import GRAMMAR, TABLE, _digest

    saved = pickle.loads(TABLE.read_bytes())
    assert saved["grammar"] == _digest(GRAMMAR.read_text(encoding="utf-8"))


def test_the_command_answers_a_controlled_question_and_an_error_without_a_traceback(cli) -> None:
    text = ask("Can a unit move the turn it's played?").understood
    data = cli.json("ask", text.replace("played this turn", "played this turn, accelerated"))
    assert (data["verdict"], data["reading"]) == ("yes", "controlled")
    bad = cli("ask", "a 1v1 game; units: Jax (exhasted): is Jax recalled?")
    assert bad.exit_code == 0 and "Traceback" not in bad.output
    assert "UNKNOWN" in bad.stdout and "column 25" in bad.stdout
    batch = cli("ask", input=f"{text}\nIs a recall a move?\n")
    assert batch.exit_code == 0 and batch.stdout.count("Understood as: a 1v1 game") == 2


def _enums() -> dict[tuple[str, str], list[Any]]:
    """Every enum of the schema, by the object and key that hold it (list items included)."""
    enums = {}
    for obj, node in [("scenario", SCHEMA), *SCHEMA["$defs"].items()]:
        for key, value in node.get("properties", {}).items():
            value = value.get("items", value)
            if "$ref" in value:
                value = SCHEMA["$defs"][value["$ref"].rsplit("/", 1)[1]]
            value = value.get("items", value)
            if "$ref" in value:  # a list of a named enum ("keyword")
                value = SCHEMA["$defs"][value["$ref"].rsplit("/", 1)[1]]
            if "enum" in value:
                enums[(obj, key)] = value["enum"]
    return enums


def test_every_value_of_every_enum_the_language_says_has_its_words() -> None:
    from judge.ask import controlled_words as words

    tables: dict[tuple[str, str], Any] = {
        ("scenario", "format"): [2],
        ("situation", "mode"): words.MODES,
        ("situation", "phase"): words.PHASES,
        ("battlefield", "staged"): words.STAGES,
        ("unit", "designation"): words.DESIGNATIONS,
        ("trigger", "when"): words.TRIGGER_WHEN,
        ("card_rule", "effect"): ["can", "can't"],
        ("card_rule", "action"): words.VERBS,
        ("card_rule", "from"): words.PATTERNS,
        ("card_rule", "to"): words.PATTERNS,
        ("card_rule", "affects"): words.SUBJECTS,
        ("zoned_card", "zone"): words.ZONES,
        ("recall", "because"): words.BECAUSE,
        ("move", "timing"): words.TIMINGS,
        ("playing", "type"): words.PLAYING_TYPES,
        ("playing", "domain"): words.DOMAINS,
        ("playing", "domains"): words.DOMAINS,
        ("rune", "domain"): words.DOMAINS,
        ("additional_cost", "keyword"): words.COST_KEYWORDS,
        ("keyword_of", "keyword"): words.CHARACTERISTIC_KEYWORDS,
        ("cost_modifier", "kind"): words.MODIFIER_KINDS,
        ("might_effect", "kind"): words.MIGHT_KINDS,
        ("might", "keyword"): words.MIGHT_KEYWORDS,
        ("cost_modifier", "costs"): words.MODIFIER_COSTS,
        ("cost_modifier", "component"): words.COMPONENTS,
        ("cost_modifier", "affects"): words.MODIFIER_AFFECTS,
        ("cost_modifier", "cards"): words.MODIFIER_CARDS,
        ("cost", "resource"): words.RESOURCES,
        ("targeting", "object"): words.OBJECTS,
        ("targeting", "ability"): words.ABILITY_TEXTS,
        ("change", "zone"): words.CHANGE_ZONES,
        ("recycle", "from"): words.RECYCLE_ZONES,
        ("reveal", "from"): words.REVEAL_ZONES,
        ("card_cost", "action"): words.CARD_COSTS,
        ("game_action", "action"): words.GAME_ACTIONS,
        ("outcomes", "before"): words.OUTCOMES_BEFORE,
        ("outcomes", "last"): words.OUTCOMES_LAST,
        ("damage_source", "asked"): words.DAMAGE_ASKED,
        ("damage_source", "from"): words.DAMAGE_FROM,
    }
    for obj in ("chain_item", "gear", "facedown", "card", "zoned_card", "play", "create"):
        tables[(obj, "kind" if obj == "chain_item" else "type")] = words.TYPES
    for obj in ("chain_item", "unit", "gear", "facedown", "card", "zoned_card", "play", "hide"):
        tables[(obj, "keywords")] = words.KEYWORDS
    for key in ("keywords", "removed"):  # said by name: "granting Tank", "removing Tank"
        tables[("keyword_effect", key)] = words.KEYWORDS
    tables[("gear", "granted")] = words.KEYWORDS
    tables[("play", "grants")] = words.KEYWORDS  # "granted Ganking": a token's grant
    tables[("activate", "keywords")] = words.ABILITY_KEYWORDS
    tables[("activate", "condition")] = words.CONDITIONS
    tables[("activate", "cost")] = words.ACTIVATION_COSTS
    tables[("create", "chosen")] = words.CREATED_CHOSEN
    tables[("dependent", "legion")] = words.DEPENDENT_LEGION
    tables[("dependent", "empowered")] = words.DEPENDENT_EMPOWERED
    tables.update({("question", kind): values for kind, values in words.QUESTION_VALUES.items()})
    tables[("conceding_by", "ask")] = words.QUESTION_VALUES["conceding"]
    tables[("first_turn_of", "ask")] = words.QUESTION_VALUES["first_turn"]
    tables[("first_turn_amount", "ask")] = words.FIRST_TURN_AMOUNTS
    tables[("decides", "choice")] = words.DECIDES_CHOICES
    enums = _enums()
    assert set(enums) == set(tables), "an enum of the schema the language has no table for"
    for place, values in enums.items():
        missing = [v for v in values if v not in tables[place]]
        assert not missing, f"{place}: no words for {missing}"


VOCABULARY = [*sorted(w for w in keywords() if w.isalpha()), ";", ":", ",", "(", ")", "?"]
VOCABULARY += ["Jax", "battlefield 1", '"Ride the Wind"', '"units can\'t move here"', "3", "-1"]
VOCABULARY += ['"unclosed', "'s", "{", "\\"]


def _said_scenarios() -> list[list[str]]:
    from judge import yamlfile
    from judge.ask.controlled import TOKENS

    texts = [say(yamlfile.parse(p.read_text(encoding="utf-8"), path=str(p))) for p, _ in FILES]
    return [[m.group() for m in TOKENS.finditer(t) if not m.group().isspace()] for t in texts]


SAID_SCENARIOS = _said_scenarios()
EDIT = st.tuples(
    st.sampled_from(["delete", "insert", "replace", "repeat"]),
    st.integers(min_value=0, max_value=400),
    st.sampled_from(VOCABULARY),
)


@settings(max_examples=500, deadline=None)
@given(st.sampled_from(SAID_SCENARIOS), st.lists(EDIT, min_size=1, max_size=3))
def test_any_text_reads_as_a_document_or_as_an_error_naming_its_column(
    tokens: list[str], edits: list[tuple[str, int, str]]
) -> None:
    """Never a traceback: a restatement of a scenario with a few words deleted, inserted,
    replaced or repeated reads as a document (which the loader accepts or refuses with a
    DataError) or as an error naming the column it stopped at."""
    from judge.errors import DataError

    tokens = list(tokens)
    for edit, at, word in edits:
        at %= len(tokens)
        if edit == "delete":
            del tokens[at]
        elif edit == "insert":
            tokens.insert(at, word)
        elif edit == "replace":
            tokens[at] = word
        else:
            tokens.insert(at, tokens[at])
    text = " ".join(tokens)
    try:
        document = parse(text)
    except ControlledError as error:
        assert 1 <= error.column <= len(text) + 1, error
        return
    with contextlib.suppress(DataError):
        load_document(document)
